

[playlist]
File1=http://live.example.com:8881/
File2 = http://live.example.com:8882/
File3 =http://live.example.com:8883/
File4= http://live.example.com:8884/
File5=http://live.example.com:8885/
Title5 = Some example title5
Title4 = Some example title4
NumberOfEntries=5
