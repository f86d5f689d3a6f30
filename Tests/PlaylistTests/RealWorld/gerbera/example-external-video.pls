[playlist]

File1=http://46.105.171.217:8024
Title1=Video from Playlist Title
MimeType1=video/mp4
Length1=-1

NumberOfEntries=1
Version=2