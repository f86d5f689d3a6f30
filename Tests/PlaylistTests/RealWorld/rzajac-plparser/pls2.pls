

[playlist]
File1=http://live.example.com:8881/
File2 = http://live.example.com:8882/
File3 =http://live.example.com:8883/
Title4 = Some example title4
File4= http://live.example.com:8884/
Title5 = Some example title5
File5=http://live.example.com:8885/
NumberOfEntries=5
