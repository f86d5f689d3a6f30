[playlist]

File1=/home/gerbera/example.mp3
Title1=Song from Playlist Title
Length1=120

NumberOfEntries=1
Version=2