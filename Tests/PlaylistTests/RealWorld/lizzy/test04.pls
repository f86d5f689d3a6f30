[playlist]

NumberOfEntries=1

File1=http://itsreggae.com:8004/

length1=-1

