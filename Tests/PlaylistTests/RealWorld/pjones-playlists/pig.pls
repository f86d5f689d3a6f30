[playlist]
File1=http://s6.mediastreaming.it:8080
Title1=Pig Radio - Devoted in Playing the Best Indie Pop/Rock & Electronic. 24/7
Length1=0
File2=http://s1.viastreaming.net:7480
Title2=Pig Radio - Devoted in Playing the Best Indie Pop/Rock & Electronic. 24/7
Length2=-1


NumberOfEntries=2
Version=2