[playlist]
numberofentries=4
File1=http://streamer-ntc-aa03.somafm.com:80/stream/1021
Title1=SomaFM: Secret Agent (#1 128k mp3): The soundtrack for your stylish, mysterious, dangerous life. For Spies and PIs too!
Length1=-1
File2=http://streamer-mtc-aa04.somafm.com:80/stream/1021
Title2=SomaFM: Secret Agent (#2 128k mp3): The soundtrack for your stylish, mysterious, dangerous life. For Spies and PIs too!
Length2=-1
File3=http://streamer-dtc-aa05.somafm.com:80/stream/1021
Title3=SomaFM: Secret Agent (#3 128k mp3): The soundtrack for your stylish, mysterious, dangerous life. For Spies and PIs too!
Length3=-1
File4=http://ice.somafm.com/secretagent
Title4=SomaFM: Secret Agent (Firewall-friendly 128k mp3) The soundtrack for your stylish, mysterious, dangerous life. For Spies and PIs too!
Length4=-1
Version=2
