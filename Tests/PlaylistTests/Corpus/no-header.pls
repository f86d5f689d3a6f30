File1=a.mp3
[playlist]
