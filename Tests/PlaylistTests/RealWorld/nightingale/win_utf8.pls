[playlist]
File1=H:\Media\Music\Little Sister_Special Sound Album\01 - 白い季節（Remix Ver.）.mp3
File2=H:\Media\Music\Little Sister_Special Sound Album\02 - 風に乗って.mp3
File3=H:\Media\Music\Little Sister_Special Sound Album\06 - はじまりのさよなら.mp3
NumberOfEntries=3
Version=2
