[playlist]
File1=/home/steve/My\ Music/Kana\ -\ Little\ Sister_Special\ Sound\ Album/01 - 白い季節（Remix Ver.）.mp3
File2=/home/steve/My\ Music/Kana\ -\ Little\ Sister_Special\ Sound\ Album/02 - 風に乗って.mp3
File3=/home/steve/My\ Music/Kana\ -\ Little\ Sister_Special\ Sound\ Album/06 - はじまりのさよなら.mp3
NumberOfEntries=3
Version=2
