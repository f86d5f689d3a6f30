[playlist]
File1=/home/Media/Music/Aus/2006-06-25\ \(Abstract,\ Techno,\ Punk\).mp3
Title1=2006-06-25 (Abstract, Techno, Punk)
Length1=3155

File2=/home/foo1.mp3
Length2=blah
Title2====

Title3=no filename

Title4=
File4=/home/foo2.mp3
Length4=-1

File5=http://216.66.69.246:8072
Title5=(#1 - 553/1000) 1.FM - Channel X
Length5=-1

NumberOfEntries=5
Version=2
