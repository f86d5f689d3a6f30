[playlist]

File1=not_really_music.mp3
Title1=This is the Title
Length1=7200

NumberOfEntries=1
Version=2
