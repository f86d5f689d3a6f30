[playlist]

File1=one_one_one.mp3
Title1=Hot Chip - One One One
Length1=215

File2=song2.mp3
Title2=Blur - Song 2
Length2=110

NumberOfEntries=2
Version=2
