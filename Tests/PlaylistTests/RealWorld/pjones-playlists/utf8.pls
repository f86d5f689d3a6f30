[playlist]
File1=http://fake.com
Title1=Alle otto i bambini erano già in costume da bagno
