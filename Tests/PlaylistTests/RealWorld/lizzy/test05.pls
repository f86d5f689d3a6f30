[playlist]
NumberOfEntries=3
File1=/fs/My Music/Eloy/02 Journey into 1358.mp3
File2=http://some.website.com/music.mp3
File3=any url to file
