[playlist]
File1=/home/eugene/My\ Music/Å\ Unicorn\ Lullaby.mp3
NumberOfEntries=1
Version=2
