[playlist]
File1=filename with spaces.mp3
Title1=Title
Length1=123
NumberOfEntries=1
Version=2