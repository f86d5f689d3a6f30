[playlist]
File1=jazz/so-what.mp3
Title1=Miles Davis - So What
Length1=545
File2=http://stream.example/jazz
Title2=Jazz Radio
Length2=-1
NumberOfEntries=2
Version=2
