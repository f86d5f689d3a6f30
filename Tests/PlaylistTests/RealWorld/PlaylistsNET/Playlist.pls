[playlist]

File1=http://stream3.polskieradio.pl:8902/

File2=http://stream.polskastacja.pl/ps43_mp3?player_group=PS_EXT_MP3
Title2=Server1-> >>> P O L S K A S T A C J A <<<- Ballady Rockowe
Length2=-1

File3=/home/uzytkownik/muzyka-1.mp3
Title3=Myslovitz - Sprzedawcy Marzeń
Length3=5720

NumberOfEntries=3

Version=2