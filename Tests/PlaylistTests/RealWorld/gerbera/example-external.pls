[playlist]

File1=http://46.105.171.217:8024
Title1=Song from Playlist Title
Length1=-1

NumberOfEntries=1
Version=2