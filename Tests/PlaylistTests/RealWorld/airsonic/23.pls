[playlist]
File1=/some/path/to_album/to_artist/name - of - song.mp3
File2=/some/path/to_album2/to_artist/another song.mp3
File3=/some/path/to_album2/to_artist/another song2.mp3
NumberOfEntries=3
Version=2
