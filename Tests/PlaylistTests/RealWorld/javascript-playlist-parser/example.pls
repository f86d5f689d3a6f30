[playlist]
numberofentries=3
File1=http://94.23.216.58:8800
Title1=(#1 - 35/2000) NOISEfm.pl - Niezalezne Radio Rock !
Length1=-1
File2=http://94.23.216.58:8000
Title2=(#2 - 826/3000) NOISEfm.pl - Niezalezne Radio Rock !
Length2=-1
File3=http://91.121.174.35:8000
Title3=(#3 - 1582/3000) NOISEfm.pl - Niezalezne Radio Rock !
Length3=-1
Version=2
