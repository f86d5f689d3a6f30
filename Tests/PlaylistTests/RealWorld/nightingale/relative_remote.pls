[playlist]
NumberOfEntries=3

File1=file1.mp3

File2=file2.mp3

File3=file3.mp3

Version=2
