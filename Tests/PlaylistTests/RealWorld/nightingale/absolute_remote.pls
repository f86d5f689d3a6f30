[playlist]
NumberOfEntries=3

File1=http://www.foo.com/mp3/file1.mp3

File2=/mp3/file2.mp3

File3=/../file3.mp3

Version=2
