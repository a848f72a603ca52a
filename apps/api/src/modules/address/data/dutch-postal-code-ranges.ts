/**
 * Dutch four-digit postal codes (PC4) → place (woonplaats) and municipality, for the embedded
 * address lookup: ranges written from the PC4 areas of PostNL's postcode system as far as they
 * are known here with confidence. Rural codes between the towns listed are NOT covered: the
 * lookup then suggests nothing and the customer types the place. Not every number inside a
 * range is in use. Municipalities as of 2024 (Dijk en Waard, Voorne aan Zee, Maashorst, …).
 *
 * One line per range: `from-to|place|municipality` (`from` alone for one code); the
 * municipality is left out when it is the place. A name may add `nl:…` (what the place is
 * called in Dutch when the official name differs) and `alias:…` (found by it, never shown).
 */
export const dutchPostalCodeRanges = String.raw`
1000-1109|Amsterdam
1110-1113|Diemen
1114-1115|Duivendrecht|Ouder-Amstel
1117-1119|Schiphol|Haarlemmermeer
1120-1121|Landsmeer
1130-1132|Volendam|Edam-Volendam
1135-1136|Edam|Edam-Volendam
1140-1141|Monnickendam|Waterland
1150-1151|Broek in Waterland|Waterland
1156|Marken|Waterland
1160-1161|Zwanenburg|Haarlemmermeer
1165|Halfweg|Haarlemmermeer
1170-1171|Badhoevedorp|Haarlemmermeer
1175|Lijnden|Haarlemmermeer
1180-1189|Amstelveen
1190-1191|Ouderkerk aan de Amstel|Ouder-Amstel
1200-1223|Hilversum
1230-1231|Loosdrecht|Wijdemeren
1240-1241|Kortenhoef|Wijdemeren
1244|Ankeveen|Wijdemeren
1250-1252|Laren
1260-1262|Blaricum
1270-1277|Huizen
1300-1363|Almere
1380-1384|Weesp|Amsterdam
1390-1391|Abcoude|De Ronde Venen
1393|Nigtevecht|Stichtse Vecht
1394|Nederhorst den Berg|Wijdemeren
1398|Muiden|Gooise Meren
1399|Muiderberg|Gooise Meren
1400-1406|Bussum|Gooise Meren
1410-1412|Naarden|Gooise Meren
1420-1423|Uithoorn
1424|De Kwakel|Uithoorn
1430-1433|Aalsmeer
1435|Rijsenhout|Haarlemmermeer
1436|Aalsmeerderbrug|Haarlemmermeer
1437|Rozenburg|Haarlemmermeer
1438|Oude Meer|Haarlemmermeer
1440-1448|Purmerend
1500-1509|Zaandam|Zaanstad
1510-1511|Oostzaan
1520-1521|Wormerveer|Zaanstad
1530-1531|Wormer|Wormerland
1540-1541|Koog aan de Zaan|Zaanstad
1544|Zaandijk|Zaanstad
1550-1551|Westzaan|Zaanstad
1560-1562|Krommenie|Zaanstad
1566-1567|Assendelft|Zaanstad
1600-1602|Enkhuizen
1610-1611|Bovenkarspel|Stede Broec
1612-1613|Grootebroek|Stede Broec
1620-1628|Hoorn
1700-1706|Heerhugowaard|Dijk en Waard
1740-1742|Schagen
1780-1789|Den Helder
1791|Den Burg|Texel
1792|Oudeschild|Texel
1793|De Waal|Texel
1794|Oosterend|Texel
1795|De Cocksdorp|Texel
1796|De Koog|Texel
1797|Den Hoorn|Texel
1800-1829|Alkmaar
1850-1852|Heiloo
1860-1862|Bergen|Bergen (NH)
1900-1906|Castricum
1910-1911|Uitgeest
1940-1949|Beverwijk
1960-1969|Heemskerk
1970-1976|IJmuiden|Velsen
1990-1991|Velserbroek|Velsen
2000-2037|Haarlem
2040-2042|Zandvoort
2050-2051|Overveen|Bloemendaal
2060-2061|Bloemendaal
2100-2106|Heemstede
2110-2111|Aerdenhout|Bloemendaal
2120-2121|Bennebroek|Bloemendaal
2130-2136|Hoofddorp|Haarlemmermeer
2150-2155|Nieuw-Vennep|Haarlemmermeer
2160-2161|Lisse
2170-2172|Sassenheim|Teylingen
2180-2182|Hillegom
2200-2204|Noordwijk
2210-2211|Noordwijkerhout|Noordwijk
2215-2216|Voorhout|Teylingen
2220-2225|Katwijk
2230-2231|Rijnsburg|Katwijk
2235-2236|Valkenburg|Katwijk
2240-2245|Wassenaar
2250-2253|Voorschoten
2260-2267|Leidschendam|Leidschendam-Voorburg
2270-2275|Voorburg|Leidschendam-Voorburg
2280-2289|Rijswijk
2300-2334|Leiden
2340-2343|Oegstgeest
2350-2353|Leiderdorp
2370-2371|Roelofarendsveen|Kaag en Braassem
2380-2382|Zoeterwoude
2400-2409|Alphen aan den Rijn
2410-2412|Bodegraven|Bodegraven-Reeuwijk
2490-2599|'s-Gravenhage,nl:Den Haag,alias:The Hague
2600-2629|Delft
2630-2632|Nootdorp|Pijnacker-Nootdorp
2640-2643|Pijnacker|Pijnacker-Nootdorp
2645|Delfgauw|Pijnacker-Nootdorp
2650-2652|Berkel en Rodenrijs|Lansingerland
2660-2662|Bergschenhoek|Lansingerland
2665-2666|Bleiswijk|Lansingerland
2670-2675|Naaldwijk|Westland
2678|De Lier|Westland
2680-2681|Monster|Westland
2685|Poeldijk|Westland
2690-2694|'s-Gravenzande|Westland
2700-2729|Zoetermeer
2740-2743|Waddinxveen
2800-2809|Gouda
2900-2909|Capelle aan den IJssel
2910-2914|Nieuwerkerk aan den IJssel|Zuidplas
2920-2925|Krimpen aan den IJssel
2950-2954|Alblasserdam
2980-2989|Ridderkerk
2990-2994|Barendrecht
3000-3089|Rotterdam
3100-3125|Schiedam
3130-3138|Vlaardingen
3140-3147|Maassluis
3150-3151|Hoek van Holland|Rotterdam
3160-3162|Rhoon|Albrandswaard
3170-3172|Poortugaal|Albrandswaard
3180-3181|Rozenburg|Rotterdam
3190-3194|Hoogvliet Rotterdam|Rotterdam
3195-3196|Pernis Rotterdam|Rotterdam
3200-3209|Spijkenisse|Nissewaard
3220-3227|Hellevoetsluis|Voorne aan Zee
3230-3232|Brielle|Voorne aan Zee
3260-3262|Oud-Beijerland|Hoeksche Waard
3300-3329|Dordrecht
3330-3336|Zwijndrecht
3340-3344|Hendrik-Ido-Ambacht
3350-3356|Papendrecht
3360-3364|Sliedrecht
3370-3373|Hardinxveld-Giessendam
3400-3405|IJsselstein
3430-3439|Nieuwegein
3440-3449|Woerden
3500-3585|Utrecht
3600-3608|Maarssen|Stichtse Vecht
3620-3621|Breukelen|Stichtse Vecht
3700-3709|Zeist
3720-3723|Bilthoven|De Bilt
3730-3732|De Bilt
3740-3744|Baarn
3750-3752|Bunschoten-Spakenburg|Bunschoten
3760-3766|Soest
3768-3769|Soesterberg|Soest
3770-3774|Barneveld
3800-3829|Amersfoort
3830-3833|Leusden
3840-3849|Harderwijk
3850-3853|Ermelo
3860-3864|Nijkerk
3880-3888|Putten
3890-3899|Zeewolde
3900-3907|Veenendaal
3910-3911|Rhenen
3960-3962|Wijk bij Duurstede
3970-3972|Driebergen-Rijsenburg|Utrechtse Heuvelrug
3980-3985|Bunnik
3990-3997|Houten
4000-4009|Tiel
4100-4107|Culemborg
4130-4133|Vianen|Vijfheerenlanden
4140-4143|Leerdam|Vijfheerenlanden
4200-4209|Gorinchem
4330-4339|Middelburg
4380-4389|Vlissingen
4460-4465|Goes
4530-4539|Terneuzen
4560-4569|Hulst
4600-4625|Bergen op Zoom
4700-4709|Roosendaal
4800-4839|Breda
4870-4879|Etten-Leur
4900-4909|Oosterhout
5000-5049|Tilburg
5050-5052|Goirle
5060-5062|Oisterwijk
5100-5109|Dongen
5140-5146|Waalwijk
5200-5249|'s-Hertogenbosch,alias:Den Bosch
5260-5264|Vught
5280-5283|Boxtel
5340-5349|Oss
5400-5406|Uden|Maashorst
5460-5469|Veghel|Meierijstad
5500-5509|Veldhoven
5550-5556|Valkenswaard
5600-5658|Eindhoven
5660-5665|Geldrop|Geldrop-Mierlo
5670-5674|Nuenen|Nuenen, Gerwen en Nederwetten
5680-5684|Best
5690-5694|Son en Breugel
5700-5709|Helmond
5750-5754|Deurne
5800-5809|Venray
5900-5928|Venlo
6000-6006|Weert
6040-6049|Roermond
6130-6137|Sittard|Sittard-Geleen
6160-6167|Geleen|Sittard-Geleen
6200-6229|Maastricht
6400-6439|Heerlen
6440-6446|Brunssum
6460-6469|Kerkrade
6500-6546|Nijmegen
6600-6605|Wijchen
6700-6709|Wageningen
6710-6718|Ede
6800-6846|Arnhem
6900-6904|Zevenaar
6920-6923|Duiven
7000-7009|Doetinchem
7100-7109|Winterswijk
7200-7209|Zutphen
7300-7339|Apeldoorn
7400-7419|Deventer
7460-7463|Rijssen|Rijssen-Holten
7500-7548|Enschede
7550-7559|Hengelo
7570-7577|Oldenzaal
7600-7609|Almelo
7700-7705|Dedemsvaart|Hardenberg
7740-7742|Coevorden
7770-7775|Hardenberg
7800-7828|Emmen
7900-7909|Hoogeveen
7940-7944|Meppel
8000-8049|Zwolle
8200-8245|Lelystad
8250-8253|Dronten
8260-8267|Kampen
8300-8309|Emmeloord|Noordoostpolder
8320-8323|Urk
8330-8334|Steenwijk|Steenwijkerland
8440-8449|Heerenveen
8500-8503|Joure|De Friese Meren
8600-8608|Sneek|Súdwest-Fryslân
8800-8802|Franeker|Waadhoeke
8860-8862|Harlingen
8881|West-Terschelling|Terschelling
8891|Midsland|Terschelling
8899|Vlieland
8900-8939|Leeuwarden
9100-9104|Dokkum|Noardeast-Fryslân
9161|Hollum|Ameland
9162|Ballum|Ameland
9163|Nes|Ameland
9164|Buren|Ameland
9166|Schiermonnikoog
9200-9209|Drachten|Smallingerland
9400-9409|Assen
9500-9503|Stadskanaal
9600-9603|Hoogezand|Midden-Groningen
9640-9649|Veendam
9670-9675|Winschoten|Oldambt
9700-9747|Groningen
9750-9752|Haren|Groningen
9900-9903|Appingedam|Eemsdelta
9930-9939|Delfzijl|Eemsdelta
`;
