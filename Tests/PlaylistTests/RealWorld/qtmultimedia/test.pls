[playlist]

File1=http://test.host/path
Title1=First
Length1=-1
File2= http://test.host/path
Title2=Second
Length2=-1
File3=testfile
Title3=Third
Length3=-1



File4=testdir/testfile
Title4=Fourth
Length4=-1
File5=/testdir/testfile
Title5=Fifth
Length5=-1
File6=file://path/name#suffix
Title6=Sixth
Length6=-1
File7=testfile2#suffix
Title7=Seventh
Length7=-1
NumberOfEntries=7
