[playlist]
File1=mp3/file1.mp3
File2=mp3/file2.mp3
File3=music/file3.mp3
File4=music/file4.mp3
NumberOfEntries=4
Version=2
