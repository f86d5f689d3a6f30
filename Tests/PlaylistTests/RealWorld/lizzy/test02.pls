[Playlist]
NumberOfEntries=1
File1=http://www.panix.com/web/faq/multimedia/sample.mp3
Title1=Bird Song
Length1=21
Version=2

