[playlist]
File1=a.mp3
Length1=soon
