[playlist]
X-GNOME-Title=totem-pl-file-example
NumberOfEntries=1
File1=http://test.host/path
Title1=Silence
