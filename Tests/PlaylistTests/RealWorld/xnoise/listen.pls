[playlist]
NumberOfEntries=1
File1=http://emisora.fundingue.com:8072/
