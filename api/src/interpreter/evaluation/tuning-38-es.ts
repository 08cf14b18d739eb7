// Thirty-eighth tuning batch (Spanish), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// (That first sentence is kept on one line, as in the thirty-sixth's and thirty-seventh's headers, which
// follow the thirtieth's, the older, where the thirty-first to thirty-fifth split it.) Twenty dreams of 92
// to 108 words (counted by awk as runs between spaces) as people type them at dawn, written in Spanish by
// one helper who wrote no English batch (no situation, dreamer or image sequence is taken from an English
// batch: the English tuning files were grepped for the situations first), three of them in the present
// (the coffee cupping exam, Ometepe, the dubbing booth) and the rest in the past, two typed in a hurry with
// no accents, no capitals and little punctuation (the cake in the guagua, the greyhound), five with words
// in «», told by men and women of many trades (a beekeeper, a woman pastor, an avocado picker, a man who
// swam in the Caroní as a boy, a tyre repairer, a woman back at the family masía, a trainee coffee taster,
// a daughter carrying a birthday cake, someone waiting for the launch, a young man invited to meet his
// girlfriend's parents, a dubbing actress, a dog walker, an organ grinder, a woman who keeps a locutorio, a
// fireworks maker, a picarones seller, a lottery seller, a herb seller, a mobile-phone repairer, a woman at
// a coffee window), from El Salvador (Ahuachapán), Honduras (Choluteca), Colombia (Sonsón), Venezuela
// (Puerto Ordaz, the Caroní at Cachamay), Cuba (Guantánamo), Spain (the Empordà, near Figueres; and Usera,
// Madrid, told by an Ecuadorian woman from Playas), Costa Rica (Pérez Zeledón), the Dominican Republic
// (Cotuí), Nicaragua (Ometepe), Bolivia (Cobija), Mexico (the Estudios Churubusco), Uruguay (Punta
// Carretas), Chile (the Paseo Ahumada), Guatemala (Amatitlán), Peru (Barranco), Panama (Chitré), Paraguay
// (San Lorenzo), Equatorial Guinea (Ebebiyín) and the United States (a Cuban woman on the Calle Ocho of
// Miami, from Sagua la Grande), in situations the earlier Spanish batches did not use (their texts and
// comments grepped for places, situation words and first names first, and the English batches grepped for
// the situations; drafted choices an earlier batch had used, or came near, were changed after those greps:
// a beekeeper first placed in Chalatenango (the thirty-second's) moved to Ahuachapán; teeth lost by a
// cattle auctioneer in Durazno (Durazno the twenty-fourth's; a cattle auctioneer's teeth the twenty-ninth
// English) and then by a football narrator on the radio (the twenty-ninth's locutor losing his teeth on
// air) became teeth lost by a woman pastor in the pulpit; a fall from a tower crane in Panama (the
// twenty-sixth's grúa), from a roof in Limón (a roofer in the thirty-third English; Limón in three
// batches), from a zip line in Mindo (near the thirty-sixth's tarabita), from a chiva (the tenth's), from a
// chairlift at Bariloche (Bariloche in the sixth and ninth, a chairlift in the seventeenth English) and
// from a crag at Suesca (an indoor climbing wall in an English batch) became a fall from an avocado tree in
// Sonsón; drowning while rafting the Pacuare (the nineteenth's), in Iquitos (seven batches), in a cenote
// (the seventh's), fishing the Paraná at Ayolas (the twenty-sixth's) and in the bioluminescent bay of
// Vieques (the fifteenth's) became the Caroní; a dead father in a barber's in Santiago de Cuba (a barber's
// in the twenty-eighth; Santiago de Cuba in the nineteenth and thirty-second) became a tyre repairer's
// in Guantánamo, whose title 'La ponchera' (the thirty-first's) became 'La bicicleta china'; a palafito in
// Nueva Venecia (palafitos in the tenth and fifteenth) became a masía in the Empordà; a driving exam in
// Managua (the twentieth's), an adults' baccalaureate exam (the English night-school exam at fifty), a
// citizenship test in San Antonio (the twentieth English; San Antonio the twenty-first's), a referee's
// fitness test (referees and a bleep test in the English batches) and the oposiciones (the twelfth's)
// became a coffee cupping exam, placed in Pérez Zeledón because the coffee harvest of Tarrazú is the
// twenty-sixth's; late for a son's graduation (the twentieth's) and late to fetch someone at the airport
// (the thirtieth English's Arrivals) became late with a birthday cake in a guagua, first in San Francisco
// de Macorís (San Pedro de Macorís in the twenty-sixth) and then in Cotuí; flying over the Salto Ángel
// (the sixteenth's) became flying over Ometepe; a dinner with the in-laws thought of for Cáceres (the
// twenty-sixth's) moved to Cobija; a sheep shearer in Santa Cruz (the twenty-fourth's esquila) became a
// dog walker, in Punta Carretas because Palermo and Pocitos are used; a lobster diver at Corn Island (the
// twenty-fourth's), a harpist in Luque (the twenty-second's arpa; Luque in six batches), a chipera at
// Caacupé (the twenty-third's), a ñandutí lacemaker in Itauguá (the twenty-fourth's), a carer in
// Zaragoza (the twenty-third's cuidadora), a weaver at Atitlán (two batches), an atol seller in Xela, a
// guide at Copán (the fifteenth and thirty-third), a night guard in a mall (the twenty-eighth's vigilante),
// a surf teacher in Máncora (the eighteenth's surfing at El Tunco), the bomba of Loíza (the twenty-fifth's),
// a tattoo artist (the sixth's tattoo parlour), a boyero in Sarchí (the seventeenth's boyeros), a
// postwoman in Heredia (a postman's round in the seventeenth English), a shoeshiner (the twenty-third's
// lustrabotas), a phone stall at the market of Semu (the twenty-eighth's) and a costume character in a
// theme park in Orlando (a theme park in the tenth English; Orlando the twenty-fifth's) were dropped or
// became the yuyera of San Lorenzo, the locutorio in Usera, the fireworks of Amatitlán, the picarones of
// Barranco, the phone stall in Ebebiyín and the coffee window in Miami; a locutorio was kept though the
// eleventh English has a first day in a call centre where every caller is family, another situation; the
// dreamer's home town, first El Oro and Pasaje (El Oro the twenty-third's), became Playas; a Cuban home town
// first thought of as Matanzas or Cárdenas (grepped by the thirty-seventh) became Sagua; a Panamanian fonda
// (the eleventh's Chilean fonda) became a cantina; the names Toño (the twenty-sixth's), Ofelia (the
// thirty-first's), Pato and Lalo (four batches) and Bruno (the twenty-fifth's) became Dionisio, Eulalia,
// Kike and Hugo, and Lord): a swarm chasing its beekeeper, teeth falling out in the pulpit, an avocado
// tree with no top, a current dragging toward the falls of the Caroní, a dead father bringing his Chinese
// bicycle, a masía with rooms never seen, a cupping table where nothing tastes, a cake that arrives after
// the singing, a flight between the two volcanoes of Ometepe, naked at the girlfriend's parents' table, a
// dubbed villain who speaks with the mother's voice, a greyhound with the grandfather's face, a bird inside
// a barrel organ, a call in a booth with no phone, gunpowder that turns into butterflies, a grandmother at
// the picarones pan, a dead compadre buying his lottery number, an ex-husband asking for herbs for sadness,
// a dead man's phone ringing with the grandfather's voice, and a mother last in the queue at the window.
// Salvadoran, Honduran, antioqueño, guayanés, oriental Cuban, Catalan Spanish, Costa Rican, cibaeño,
// Nicaraguan, Bolivian (pandino), chilango, Montevidean, Chilean, Ecuadorian (costeño), Guatemalan,
// limeño, Panamanian (azuerense), Paraguayan, Equatoguinean and Miami Cuban usage (de un solo, pick-up,
// vaya; bolsa del saco, bien avergonzada; palo, costal, cobija, ave María; chamo, jalar, boquear; ponchera,
// ponche, goma, cámara, dale; masía, enea, tramontana; el mes entrante, diay; guagua, bizcocho, suspiro,
// mija; brinquito, monos congos, potreros, chocho; enamorada, majadito, chinelas, recién; audífonos,
// voltear, ya vente; paseador, rambla, championes, re tranquilo; organillo, chinchineros, no más, el tata;
// locutorio, ya no me da por; cohetería, toritos, bodega; carretilla, malograda, al lado
// mío; billetera, chance, pintao; yuyos, menta’i, se dio vuelta; móviles, fang; ventanita, coladas,
// cortadito, bravísimo, viandas).
// The first ten are plain everyday dreams with the ordinary images of dream reports (a chase, teeth,
// falling, water, the dead come back, a house, an exam, lateness, flying, nakedness and the girlfriend,
// animals) and no deliberate traps, written to see that the analysis finds everything that is there and
// nothing that is not; what they list under `notThere` is only what ordinary words bring with them («Hermanos»
// said to a congregation, a tooth falling, "la bolsa del saco", "Trabajo cosechando", the workmates, "el
// corazón a mil", cousins of childhood, "me bañaba", "murió en el 2019", the inner tube ("la cámara"), "de la
// familia", "rara", "como si fuera agua", "de pie", a song sung before the dreamer arrives, a launch only
// waited for, "parecen hormiguitas", "parecen espejitos", the girlfriend's father and mother, "ni las
// chinelas", her laughter, "muerto de vergüenza"). The last ten hold the traps issue 24 names, written as
// people write them, with most weight on feelings denied or contrasted ("Yo no me pongo nerviosa, ni un
// poquito", "yo no tenia miedo", "pero no de tristeza", "Yo no estaba enojado, estaba cansado no más", "Yo
// no lloraba", "Yo no, yo trabajaba despacio, sin nada de nervios", "Yo no me molesté", "no me asusté", "yo
// no, yo me quedé sentada", "Yo no sentía pena por él", "Yo no tenía miedo", "pero no de miedo", "Nadie
// estaba triste", "yo no, yo estaba en otro mundo"), on other people's feelings, with and without a verb
// of feeling and with the subject dropped (a director "furiosa", an engineer who "se ríe", friends who "se
// enojaban", a little girl who "lloraba", a lady who "le cantaba", a young man who "lloraba", a boss
// "nerviosísima" in a sentence of its own, a customer "furiosa", a cantina shouting "felices", a daughter's
// sadness only told, a lady who "se puso a llorar", a boss "bravísimo"), and on people only mentioned next
// to people really there (a neighbour who owns a greyhound, a grandfather who owned the organ and is
// remembered, a grandson and a girlfriend at the other end of other people's calls, a mother only told of
// in a call from a sister who is there, a father who taught the trade, a grandmother first named for her
// saying and then at the pan, a mother who owned a stall, a daughter only told of, a husband who owned a
// phone, a mother far away who turns out to be last in the queue); besides them, images only on a screen
// (a mother-in-law pushed down the stairs), only said ("Ya vente a cenar", "que comiera bien"), in a title
// («Sobre las olas», 'Yuyos para la tristeza') or in a saying; words in another sense ("Soy actriz", "la
// cámara", "bombas" and "toritos" of fireworks, "la bodega", "al pie del", "dorado", "Soy billetera",
// "cantaron los números", "un calor de morirse", "nos casamos" remembered); names holding image words
// (Playas, the costa of Ecuador, Barranco, the Puente de los Suspiros, Punta Carretas); gendered person words
// as written (directora, ingeniero, mamá, abuelo, amigos, niñita, señora, hermana, jefa, muchachos, abuela,
// compadre, exmarido, maestra, jefe) and the turning point (the mother's voice, the grandfather's face, a
// bird in the organ, a sister on a phone-less line, butterflies, the grandmother at the pan, the coin of a
// dead man's winning number, the ex-husband, the grandfather on a dead man's phone, the mother at the
// window). Gendered words as written, over the batch: hermanos, pastora, compañeros, primos, hermano, papá,
// catadora, examinadora, muchachas, mama, chofer, mija, enamorada, papás, papá, mamá, actriz, villana,
// suegra, directora, ingeniero, paseador, señora, abuelo, amigos, niñita, tata, señora, nieto, muchacho,
// novia, hermana, jefa, muchachos, abuela, billetera, compadre, señor, hija, exmarido, dueña, marido,
// maestra, jefe. No dream is untitled: the tuning batches have no stored placeholder title (the
// thirty-third to thirty-seventh headers say so), so every dream has a title, the two hurried ones
// lowercase ('el bizcocho', 'el galgo').
// Readings follow the conventions the headers of the thirty-third to thirty-seventh batches spell out (the
// thirty-sixth and thirty-seventh batches read whole, the thirty-third to thirty-fifth headers read whole):
// `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt; a death dated
// in waking life is no image of death ("murió en el 2019", "que se murió en marzo", "que murió el año
// pasado"); someone else's laughing, singing and crying are theirs (an engineer's and a girlfriend's
// laughter, a lady singing down a phone, a little girl's and a young man's tears, a lady who "se puso a
// llorar"), and listed under `notFelt` as the thirty-sixth lists a father's laughter; playing an instrument
// is singing (the twenty-second, thirty-second, thirty-fourth, thirty-fifth: the organ grinder); a "Soy
// ..." or "Trabajo en/cosechando ..." of the dreamer's trade is the dreamer and no office ("Soy pastora",
// "Soy actriz de doblaje", "Soy paseador de perros", "Soy billetera", "Trabajo cosechando aguacate",
// "Trabajo en una cohetería", "Trabajo en la ventanita"), and "Soy actriz" lists celebrity under `notThere`
// as the thirty-sixth's "Soy enfermera" lists doctor; people together (a congregation, workmates below a
// tree, candidates, a full guagua and the people at corners, a queue, a cantina, the lads of a workshop)
// are a crowd, and "los compañeros" list boss under `notThere` (the thirty-sixth); an anonymous examiner,
// driver, engineer, lady or young man is a stranger, and other people's fathers and mothers are strangers
// (the thirty-sixth, after the thirty-third English: the girlfriend's parents); "compadre" is friend (the
// thirty-fourth); the figure who turns out to be someone known is read as that person alone (the señor who
// is the ex-husband, read with no stranger); what comes alive is read as what it becomes (the thirty-fourth's
// silver fish, the thirty-seventh's drawing: here the dubbed villain who speaks with the mother's voice is
// the mother, and the greyhound with the grandfather's face is the grandfather, while the other seven dogs
// stay dogs); a voice heard has its owner there (the README: "I heard my grandfather's voice" has him there)
// and a person who speaks on a phone or the radio is a person of the dream (the thirty-fourth, thirty-
// seventh: the sister on the phone of cabin five, the grandfather on a dead man's phone), while people at
// the other end of other people's calls, or only told of in a call, are not there; someone waited for is
// not there (the README's thirty-fourth fixes: the launch); someone named only as an owner, for what they
// always said, or remembered, is not there (the README: the neighbour's greyhound, the grandfather's organ,
// the mother's stall, the husband's phone; the grandmother of the picarones is named for her saying and then
// there, so she is there); a tooth falling is no falling of the dreamer's; "el corazón a mil" is fear and
// no heart (the thirty-fifth); "rara" lists confusion in `notThere` (the thirty-sixth); a word said to the
// dreamer that is a lexicon word is in `notThere`, while "mija", not a lexicon word, is the dreamer and is
// listed as nothing (the thirty-sixth's "mija" and "mijo"); a likeness brings no image ("como si fuera
// agua", "parecen hormiguitas", "parecen espejitos", "como una nube negra"); a truck (pick-up) is car.
// Where those headers differ this batch follows the older, and says so: besides the first line, kept whole
// as in the thirtieth's, loose matches that are only other words are left out as the thirty-third left out
// "Marcos" and "Martí" for "mar" (so "piedras" for "pie", "primera" and "primero" for "primo", "marzo" for
// "mar", "caminando" for "camino", "oficio" for "oficina", "solo" for "sol" and "cerrada" for "cerradura"
// are left out, where the thirty-fifth listed "Osorno" and "Olavarría"), while other forms of the same word
// are listed, as the thirty-third listed "flotaban", "caídas" and "botecitos" ("Playas" for "playa",
// "bañaba" for "baño", "oscureciera" for "oscuro", "temblando" for "temblor", "no la veo" for "no veía",
// "perdió" for "perdido", "exmarido" for "marido", "dorado" for "oro", "cantaron" for "cantar", "morirse"
// for "morir", "la directora" for "directora del colegio"); the thirty-third to thirty-fifth headers each
// say that they follow the later batch where earlier ones differ, which this batch does not repeat; no
// dream here gives a role word to a known relative, the point where the thirty-third and thirty-fourth
// English headers and the thirty-fifth read differently, and no dream has a wink, where the sixth and
// seventh read one with its eye and the thirty-fifth without. One point where the thirty-sixth and
// thirty-seventh read differently is followed the older way: the thirty-seventh lists what is said to the
// dreamer when it is a lexicon word ("Nena", "abuelo"), and the thirty-sixth lists nothing for "mija";
// "mija" is not a lexicon word, so both readings list nothing here. Images are read where the careful
// reader sees them even when the lexicon has no word for them (a pick-up as car; a masía as house; the
// tramontana as wind; a Bible as book; a saco, a sombrero pintao and a pañuelo on the head as clothes;
// championes as shoes; an avocado, a bizcocho, majadito and picarones as food; a rambla and the Calle Ocho
// as road; the monos congos as monkey; cows as bull; a mango tree as tree; a crate (cajón) sat on as box; a
// ventanita as window; a market stall as shop, the workplace of a "Vendo ... en el mercado" or "Arreglo
// móviles en un puestito del mercado" read as the dream's place, as the thirty-seventh reads the pawnshop).
// Readings that, as far as this helper knows, no earlier batch made (it did not grep for them): the
// Paraguayan "yuyos para la tristeza" is sadness only asked for; the Bolivian and Peruvian "enamorada" is
// girlfriend, and is the word written; the inner tube ("la cámara") of a bicycle is no photo; "bombas" and
// "toritos" of fireworks are no war and no bull; a Guatemalan "bodega" (storeroom) is no basement;
// "cantaron los números", the Panamanian way of announcing the lottery, is no singing; the coffee cupping is
// the exam, though the word "examen" is said of waking life; a launch waited for and not needed is no boat.
// `notThere` was completed by hand: each title and text was read against the lexicon's Spanish words as the
// python3 calls below printed them (the first 400 characters of each entry's list, and the people variants)
// and against the Spanish feeling words this helper knows, since only the emotion ids were read; each word
// whose image or feeling is not in the dream was listed. No script matched the lexicon against the texts,
// and nothing of the analysis was run.
// Its helper read only: the evaluation README (`cat README.md types.ts`, which the tool cut in the middle,
// then `sed -n 190,460p README.md` for the cut part), the types (in that `cat`), the whole of the
// thirty-seventh and thirty-sixth Spanish batches (`cat` of each, cut in the middle by the tool, then `sed
// -n 140,250p` and `sed -n 250,370p` of the thirty-seventh and `sed -n 140,320p` of the thirty-sixth), the
// headers of the thirty-third, thirty-fourth and thirty-fifth Spanish batches (`grep -B1000 -m1 '^import'`
// of the thirty-third and thirty-fourth in one command, cut by the tool, then the same grep of the
// thirty-third piped to `sed -n 140,200p` and of the thirty-fourth piped to `head -45`, and the same grep of
// the thirty-fifth), the lexicon data files (in ../lexicon: `ls *.json && wc -c *.json`, in the same
// command as the emotion ids; a python3 call that printed each file's name, JSON type and entry count and
// the key names of actions.json's first entry; a python3 call that printed each entry's id and the first
// 400 characters of its Spanish words; a python3 call that printed people.json's first entry's key names
// and each people entry's id and Spanish words with the id and Spanish words of its variants), the emotion
// ids (`grep -oE "id: '[a-z_]+'" ../emotions.ts` piped to `sed` and `tr`, which printed only the seventeen
// ids), and the earlier tuning batches through greps: `ls tuning-*.ts` (tuning file names only, in the
// same command as a `wc -l` of the README, the types and the thirty-sixth and thirty-seventh batches);
// `for` loops of `grep -il` and `grep -ilw` over `tuning-es.ts tuning-[0-9]*-es.ts`, printing file names
// only, for places, situation words and names (apicult, abeja, colmena, panal, enjambre, Chalatenango,
// Hopelch, Campeche, Apaneca, Suchitoto, Ahuachapán, Sonsonate, Nahuizalco, remate, rematador, subasta,
// Durazno, feria, ganadera, Treinta y Tres, Melo, Cerro Largo, Paysandú, Artigas, grúa, gruista, Panamá,
// tirolesa, canopy, Monteverde, Mindo, Baños, globo, techo de zinc, techero, zinc, Limón, chiva, Medellín,
// Envigado, telesilla, aerosilla, Bariloche, Catedral, Farellones, Peñol, Guatapé, Suesca, escalada, rapel,
// montaña rusa, aguacate, Sonsón, Pacuare, rafting, balsa, Iquitos, Belén, Nanay, cenote, Homún, Yucatán,
// Xochimilco, trajinera, chinampa, Chapala, pescador, Ayolas, Yacyret, Paraná, Vieques, Fajardo,
// bioluminiscente, La Parguera, kayak, Caroní, Cachamay, Llovizna, Puerto Ordaz, Guayana, Ordaz, barbero,
// barbería, Santiago de Cuba, Manzanillo, Las Tunas, Guantánamo, Trinidad, ponchero, ponchera, ponche,
// bicicleta china, palafito, Nueva Venecia, Ciénaga, masía, masia, Girona, Olot, Empordà, Figueres,
// examen de manejo, examen de conducir, licencia, Sucre, anatomía, veterinari, parasistema, ciudadanía, San
// Antonio, Texas, árbitr, arbitr, Estadio Nacional, oposicion, opositor, tribunal, Badajoz, Mérida, Tortuguero, tortuga, catador,
// catación, Tarrazú, Pérez Zeledón, San Isidro, Zeledón, graduación, graduacion, Moca, Las Américas,
// aeropuerto, bizcocho, Bonao, San Francisco de Macorís, Macorís, Cotuí, Cotui, Nagua, Canaima, Salto
// Ángel, tepuy, Ometepe, Concepción, Maderas, Sierra Nevada, Moyogalpa, Cáceres, suegros, Burgos, Logroño,
// padres de mi novia, mis suegros, Beni, Riberalta, Cobija, Pando, Curicó, enamorada, majadito, doblaje,
// Churubusco, esquila, esquilador, Santa Cruz, San Julián, remis, remisero, Resistencia, Chaco, paseador,
// paseaba, Palermo, Pocitos, Belgrano, Punta Carretas, Carretas, Parque Rodó, galgo, Corn Island, langosta,
// buzo, Amapala, Fonseca, organill, organito, organillo, organillero, Yungay, Paseo Ahumada, Ahumada,
// Sobre las olas, Luque, arpa, arpista, ñandutí, Itauguá, chipa, chipera, Caacupé, Tobatí, Kamba, yuyo,
// yuyera, San Lorenzo, Zaragoza, cuidadora, locutorio, Lavapiés, Usera, Pasaje, El Oro, Playas, Villamil,
// San Juan La Laguna, Atitlán, telar, tejedora, huipil, Xela, Quetzaltenango, atol, cohete, coheter,
// cohetería, pólvora, San Juan Sacatepéquez, Amatitlán, Feria de la Cruz, Copán, ruinas, Yoro, lluvia de
// peces, guardia de seguridad, centro comercial, mall, Máncora, surf, Barranco, picaron, picarones, Señor
// de los Milagros, Suspiros, bomba, Loíza, vejigante, Piñones, alcapurria, piragua, piragüero, Mayagüez,
// tatua, tatuador, tatuadora, Santurce, lotería, billetera, billetes, Colón, Chitré, Las Tablas, fonda,
// faro, farer, Cabo Polonio, José Ignacio, Rocha, tortas fritas, Minas, Lavalleja, narrador, locutor, ¡gol,
// Villa Hayes, Pilar, pastora, pastor, predica, predicaba, Choluteca, boyero, carreta, Sarchí, Heredia, Soy
// cartera, cartera de, correo, cartero, embolador, lustrabotas, Tunja, Orlando, parque de diversiones,
// parque temático, botarga, Semu, Ebebiy, Ebebiyín, móviles, celulares, Mongomo, ventanita, cafecito,
// colada, Miami, Calle Ocho, cafetería, Sagua, reparto, San Juan del Sur, Diriamba, Güegüense, Yender,
// Mayra, Janeth, Irma, Toño, Rafa, Ofelia, Pato, Lalo, Bruno, Lord, Kaiser, Rocco, Tomás, Wilmer, Nidia,
// Chabela, Dionisio, Zulema, Hugo, Reinaldo, Eulalia, Olguita, Leidy, Chuy, Tito, Kike, Fermín, Nuria,
// Josefina); `for` loops of `grep -ohi` and `grep -ohiw` with 40 to 120 characters of context, piped to
// `head`, for abeja, subasta, Durazno, grúa, Pacuare, Santiago de Cuba, palafito, examen de manejo,
// graduaci, Canaima, Cáceres, suegros, esquila, Corn Island, langosta, arpa, Luque, Zaragoza, cuidadora,
// Atitlán, telar, Copán, surf, bomba, Loíza, techo de zinc, Limón, cenote, Yucatán, chipera, cohete, centro
// comercial, Barranco, lotería, Colón, locutor, bizcocho, Palermo, tatuador, pólvora, faro, Cabo Polonio,
// Cobija, pastor, Ayolas, boyero, carreta, tortas fritas, Belgrano, chiva, oposicion, Tortuguero, yuyo,
// aerosilla, Bariloche, San Antonio, Pocitos, lustrabotas, Heredia, cartera de, Peñol, árbitr, Orlando,
// Semu, Tarrazú, café and cafetal (filtered by a `grep -i -E` of prob, cata and taza), aguacate, ventanita,
// colada, Miami, globo, cafecito, El Oro, Pasaje, fonda, ponchera, Macorís and Carretas, and a `grep -ohw`
// of "en Barranco" and "de Barranco"; and `grep -n -B8 "barbería de Colón" tuning-28-es.ts | cut -c1-400`,
// which printed the comment and opening of the twenty-eighth's barber dream. Those greps printed passages
// of earlier texts and comments beyond ids and titles. The English tuning batches (`tuning-en.ts
// tuning-[0-9]*-en.ts`) were read only through greps: `for` loops of `grep -il` printing file names (once
// piped to `wc -l`, printing counts) for beekeep, bee (which also matched "been"), swarm, hive, auction,
// auctioneer, roofer, roofing, tin roof, trajinera, Xochimilco, bike shop, bicycle repair, puncture,
// farmhouse, entrance exam, arrivals, pick her up, pick him up, volcano, girlfriend's parents, her parents,
// dubbing, voice actor, voice-over, minicab, cab driver, taxi driver, organ grinder, barrel organ, call
// shop, phone box, phone booth, firework, tattoo, lottery, doughnut, pumpkin, preach, pastor, sermon, climb,
// climbing wall, belay, river, fisherman, bicycle, bike, cake, dog walk, walking dogs, fireworks, fried,
// oxen, ox cart, exam, adult education, night school, my girlfriend's, meet her parents, meeting her
// parents, naked, civil service, biolumin, glowing water, party bus, turtle, birthday cake, kayak, voice,
// organ, call centre, herbal, chairlift, ski lift, citizenship, dog walker, walk dogs, dogs for, postwoman,
// postman, shoe shine, shoeshine, herb, medicine woman, theme park, referee, bleep, phone repair, fixing
// phones, mascot, costume, cupping, coffee taster, tasting, avocado, coffee window, Cuban coffee, walking
// the dogs and dogs; `for` loops of `grep -ohi` (once `grep -ohiw`) with up to 100 characters of context,
// piped to `head`, for auctioneer, roofer, bees, arrivals, cab driver, taxi driver, farmhouse, volcano,
// pastor, sermon, climbing wall, fisherman, night school, fireworks, organ, birthday cake, call centre,
// chairlift, citizenship, postman, theme park, referee and bleep test; and a `grep -ohi` of "naked" with 60
// and 80 characters of context piped to `grep -v notThere` and `head -20`, which printed passages of
// English texts and comments. Two draft checks ran on texts typed into the command itself, not on this
// file: `awk 'BEGIN{RS=""} {print NR": "NF}'` over a heredoc of the twenty drafted texts (the word counts;
// one text was then cut from 114 words to 108, and two others were given a few words more), and the same
// awk over a heredoc of those three texts. One command checked every id used here against the data: a
// `for` loop of `grep -q "\"id\": \"$id\""` over ../lexicon/*.json and `grep -q "id: '$id'"` over
// ../emotions.ts, with the ids typed in; it printed nothing missing. One no-op command ran (an `echo` into
// /dev/null). The file was written with the file editing tool; after it was created, the same tool made a
// few small edits to this header only; the only command run on it was the parse check the brief gives
// (`node -e` with the repository's esbuild `transformSync`), once, after those edits. No test, bench, analysis, tsx, tsc, vitest, npm or git command was
// run, and no held-out, score, test or analysis file was opened, grepped or listed by name. Departures,
// told here: the two draft word counts, the id check and the no-op `echo` are commands the brief does not
// name; the greps
// printed passages of earlier Spanish and English texts and comments beyond ids and titles, as the earlier
// helpers' greps did, and the English loops covered the thirty-seventh English batch, which is among the
// English tuning batches the brief allows; the README's `cat` also printed the held-out set's section,
// which names the held-out files and a few of their probes (no held-out file was opened); the lexicon's
// first python3 call printed the key names of an entry (id, label, en, es, exclude, jung, rogers, cbt) and
// no other field; the emotion list's Spanish words were not read, so the feelings of `notThere` rest on this
// helper's Spanish.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_38: readonly EvaluationDream[] = [
  // El Salvador (Ahuachapán). A plain dream of a chase. The hives (colmenas) and bees (abejas), chasing
  // (perseguirme: chased), running off (salí corriendo: fleeing), the pick-up (car) covered with bees until
  // it is dark inside (oscuro: darkness). "Como una nube negra" is a likeness. "Un miedo" is fear.
  {
    id: 'es38-enjambre',
    title: 'El enjambre',
    text: 'Tengo unas cuarenta colmenas en una finca de café arriba de Ahuachapán. Soñé que iba a sacar la miel sin el velo y con el ahumador apagado, y que al destapar la primera colmena las abejas salían todas de un solo, como una nube negra. Empezaron a perseguirme y salí corriendo por el cafetal, entre los cafetos, con el zumbido pegado a la nuca, tropezándome con las raíces. Me metí al pick-up de un salto y las abejas lo cubrieron todo, hasta que adentro se puso oscuro. Me desperté sudando, con un miedo que no se me quitaba, vaya.',
    symbols: ['bees', 'chased', 'fleeing', 'car', 'darkness'],
    people: [],
    emotions: ['fear'],
    outsideLexicon: ['miel', 'velo', 'ahumador', 'cafetal'],
  },
  // Honduras (Choluteca). A plain dream of teeth. "Soy pastora" is the dreamer. The church (iglesia), full
  // (the congregation: crowd; «Hermanos» and "los hermanos" are the congregation, no brother), the Bible
  // (book), the teeth (dientes) falling out (a tooth falling is no falling of the dreamer's) into the hand
  // (mano: hands) and into the jacket's pocket ("la bolsa del saco": clothes; no luggage). "Bien
  // avergonzada" is shame.
  {
    id: 'es38-pastora',
    title: 'La prédica',
    text: 'Soy pastora de una iglesia chiquita en un barrio de Choluteca. Soñé que era domingo de culto, con la iglesia llena y el calor de siempre, y que yo subía al púlpito a predicar. Abrí la Biblia, dije «Hermanos, el Señor es mi pastor...» y sentí que se me aflojaban los dientes. Se me cayeron dos en la mano, luego otros, y yo los iba guardando en la bolsa del saco sin dejar de predicar. Los hermanos decían «amén» como si nada. Al final ya no me quedaba ninguno. Me desperté tapándome la boca, bien avergonzada.',
    symbols: ['church', 'book', 'teeth', 'hands', 'clothes'],
    people: ['crowd'],
    emotions: ['shame'],
    notThere: ['brother', 'falling', 'luggage'],
    outsideLexicon: ['púlpito'],
  },
  // Colombia (Sonsón, Antioquia). A plain dream of falling. "Trabajo cosechando" is the trade (no office).
  // Climbing (me trepaba) the tree (árbol, palo) that has no top, the workmates below (compañeros: crowd;
  // no boss), the avocado (aguacate: food), falling (caer, caía). "El corazón a mil" is fear, no heart.
  {
    id: 'es38-aguacate',
    title: 'El palo de aguacate',
    text: 'Trabajo cosechando aguacate en las fincas de Sonsón. Soñé que me trepaba al árbol más alto de la finca con la vara y el costal, como todos los días, pero el palo no se acababa: subía y subía y las ramas seguían para arriba, entre la neblina. Abajo los compañeros se veían chiquiticos. Cuando por fin alcancé el primer aguacate, la rama se quebró y empecé a caer, y caía y caía, atravesando nubes, y nunca llegaba al suelo. Me desperté agarrado de la cobija, con el corazón a mil, ave María.',
    symbols: ['climbing', 'tree', 'food', 'falling'],
    people: ['crowd'],
    emotions: ['fear'],
    notThere: ['office', 'boss', 'heart'],
    written: { crowd: 'compañeros' },
    outsideLexicon: ['vara', 'costal', 'ramas', 'neblina', 'nubes'],
  },
  // Venezuela (Puerto Ordaz, the Caroní at Cachamay). A plain dream of water. The cousins are only of
  // childhood (no family), and "me bañaba" is bathing in the river (no bathroom). The river (río Caroní), the
  // water (agua), swimming (nadaba) calm at first (tranquilo: calm, the dreamer's own, as the thirty-sixth's
  // "nadaba bien, tranquila"), sinking (me hundía: drowning), "no podía respirar" (breath); the brother
  // (hermano as written) shouting from the rocks. "Un susto horrible" is fear.
  {
    id: 'es38-caroni',
    title: 'El Caroní',
    text: 'De chamo me bañaba en el río Caroní, en las piedras de Cachamay, con mis primos. Soñé que volvía a ese sitio ya grande, un domingo, y me metía al agua color té, tibiecita. Nadaba tranquilo hasta que la corriente me agarró y me fue jalando hacia los saltos. Pataleaba y no avanzaba nada. El agua me tapaba, tragaba, me hundía, no podía respirar, y el ruido de la cascada era cada vez más fuerte. Arriba, en las piedras, mi hermano Yender me gritaba algo que yo no oía. Me desperté boqueando, con un susto horrible.',
    symbols: ['river', 'water', 'swimming', 'drowning', 'breath'],
    people: ['brother'],
    emotions: ['calm', 'fear'],
    notThere: ['family', 'bathroom'],
    written: { brother: 'hermano' },
    outsideLexicon: ['piedras', 'saltos', 'cascada'],
  },
  // Cuba (Guantánamo). A plain dream of the dead come back. The father (papá as written), "murió en el
  // 2019" (a death dated in waking life: no death), with his Chinese bicycle (bicicleta), sitting on the
  // crate (cajón: box); the inner tube (la cámara: no photo) in the bucket of water (agua); his eyes on the
  // dreamer's hands (manos). No turn: he is there from the start. "Llorando" is sadness, "contento" joy.
  {
    id: 'es38-ponchera',
    title: 'La bicicleta china',
    text: 'Tengo una ponchera en el reparto Caribe, en Guantánamo: arreglo bicicletas y ponches. Mi papá me enseñó el oficio y murió en el 2019. Anoche soñé que entraba él empujando su bicicleta china, la Forever negra que tenía, con la goma de atrás vacía. Se sentó en el cajón de siempre y me dijo: «Dale, que voy apurado». Yo le saqué la cámara, la metí en el cubo de agua y le encontré el ponche por las burbujitas, como él me enseñó. Él me miraba las manos sin decir nada. Me desperté llorando, pero contento de haberlo visto.',
    symbols: ['bicycle', 'box', 'water', 'hands'],
    people: ['father'],
    emotions: ['sadness', 'joy'],
    notThere: ['death', 'photo'],
    written: { father: 'papá' },
    outsideLexicon: ['goma', 'cámara', 'cubo', 'burbujitas'],
  },
  // Spain (the Empordà, near Figueres). A plain dream of a house. The farmhouse (masía: house) is the
  // family's only as owner (no family). The keys (llaves), the gate (portón: door), the kitchen (cocina),
  // the tramontana (wind), the stone stairs (escalera), a corridor never seen (pasillo: hallway), doors
  // (puertas), rooms not known (habitación que no conocía: hidden_room, the turn) with beds (cama:
  // bedroom) and windows (ventana) open to the sea (mar: ocean). "Una nostalgia muy rara" is nostalgia
  // (rara: no confusion).
  {
    id: 'es38-masia',
    title: 'La masía',
    text: 'La masía de la familia, cerca de Figueres, lleva años cerrada. Soñé que volvía con las llaves grandes de hierro, abría el portón y dentro estaba todo igual: la cocina con la chimenea apagada, las sillas de enea, el olor a humedad. Fuera soplaba la tramontana. Pero al subir la escalera de piedra encontré un pasillo que no había visto nunca, con puertas a los dos lados, y detrás de cada puerta una habitación que no conocía, todas con la cama hecha y la ventana abierta al mar. No me atreví a entrar en ninguna. Me desperté con una nostalgia muy rara.',
    symbols: [
      'house',
      'keys',
      'door',
      'kitchen',
      'wind',
      'stairs',
      'hallway',
      'hidden_room',
      'bedroom',
      'window',
      'ocean',
    ],
    people: [],
    emotions: ['nostalgia'],
    notThere: ['family', 'confusion'],
    turn: ['hidden_room'],
    outsideLexicon: ['chimenea', 'sillas de enea'],
  },
  // Costa Rica (Pérez Zeledón), in the present. A plain dream of an exam. The cupping exam (exam: "el
  // examen" is said of waking life, and the dream is that exam), the examiner (examinadora as written:
  // stranger), the cups of coffee, "como si fuera agua" (a likeness: no water), the clock (reloj), the other
  // candidates (muchachas: crowd), the pencil in the hand (mano: hands). "Angustiada" is anxiety.
  {
    id: 'es38-catacion',
    title: 'La catación',
    text: 'Estoy estudiando para catadora de café en una cooperativa de Pérez Zeledón, y el mes entrante tengo el examen. Sueño que estoy en el laboratorio, con las cuarenta tazas en fila sobre la mesa, y la examinadora me dice que tengo diez minutos. Sorbo de la primera cuchara y no le siento sabor a nada, como si fuera agua. La segunda, igual. El reloj de la pared avanza de cinco en cinco minutos y las otras muchachas ya van llenando las hojas. Yo tengo el lápiz en la mano y la hoja en blanco. Me despierto angustiada, diay.',
    symbols: ['exam', 'clock', 'hands'],
    people: ['stranger', 'crowd'],
    emotions: ['anxiety'],
    notThere: ['water'],
    written: { stranger: 'examinadora', crowd: 'muchachas' },
    outsideLexicon: ['café', 'tazas', 'cuchara', 'lápiz', 'hojas'],
  },
  // Dominican Republic (Cotuí), typed in a hurry with no accents and no capitals. A plain dream of
  // lateness. The mother's birthday (cumpleaños: party), the cake (bizcocho: food), her house (casa), the bus
  // (guagua) full (crowd, with the people at the corners and the guests), standing ("de pie": no feet), the
  // hands (manos), the driver (el chofer: stranger), late (cuando por fin llegue ... ya habian cantado); the
  // singing is over before she arrives (no singing). The mother (mama as written) at the end; "mija" is
  // the dreamer (no lexicon word). "Una tristeza" is sadness.
  {
    id: 'es38-bizcocho',
    title: 'el bizcocho',
    text: 'soñe que era el cumpleaños de mi mama y yo tenia que llevarle el bizcocho a su casa en cotui. la guagua no llegaba y cuando llego venia llenisima, yo de pie con el bizcocho en las manos y el suspiro derritiendose con el calor. el chofer paraba en cada esquina y se bajaba a hablar con la gente. cuando por fin llegue ya era de noche y todos estaban recogiendo las sillas, ya le habian cantado. mi mama me dijo no te apures mija que a ti te guarde un pedazo. me desperte con una tristeza grandisima',
    symbols: ['party', 'food', 'house', 'bus', 'hands', 'late'],
    people: ['mother', 'stranger', 'crowd'],
    emotions: ['sadness'],
    notThere: ['feet', 'singing'],
    written: { mother: 'mama', stranger: 'chofer' },
    outsideLexicon: ['suspiro', 'sillas'],
  },
  // Nicaragua (Ometepe), in the present. A plain dream of flying. The launch is only waited for and not
  // needed (no boat). Flying (volando) over the lake (lago), the water (agua) touched with the fingers
  // (dedos: hands), the two volcanoes (volcanes: volcano), the howler monkeys (monos congos: monkey) in the
  // trees (árboles), the cows (vacas: bull) that "parecen hormiguitas" (no insects), the roofs that
  // "parecen espejitos" (no mirror), the wind (viento) in the face (cara). "Feliz" is joy.
  {
    id: 'es38-ometepe',
    title: 'Ometepe',
    text: 'Sueño que estoy en el muelle de Moyogalpa esperando la lancha, y de repente me doy cuenta de que no necesito lancha. Doy un brinquito y ya voy volando sobre el lago, bajito, rozando el agua con los dedos. Subo y paso entre los dos volcanes, el Concepción echando humito y el Maderas todo verde, con los monos congos gritando en los árboles. Las vacas en los potreros parecen hormiguitas, y los techos de zinc parecen espejitos. Sigo volando hasta San Jorge con el viento en la cara. Me despierto feliz, con ganas de volver, chocho.',
    symbols: ['flying', 'lake', 'water', 'hands', 'volcano', 'monkey', 'tree', 'bull', 'wind', 'face'],
    people: [],
    emotions: ['joy'],
    notThere: ['boat', 'insects', 'mirror'],
    outsideLexicon: ['muelle', 'potreros', 'techos de zinc'],
  },
  // Bolivia (Cobija, Pando). A plain dream of nakedness and the girlfriend (enamorada as written: the
  // Bolivian word for girlfriend). Her parents' house (casa), the mango tree (palo de mango: tree), the
  // majadito (food); her father and mother are other people's (stranger, as the thirty-sixth reads other
  // people's mothers; no father, no mother); naked (desnudo), "ni las chinelas" (no shoes); her laughing is
  // hers (no joy). "Muerto de vergüenza" is shame, no death.
  {
    id: 'es38-enamorada',
    title: 'El almuerzo',
    text: 'Mi enamorada Mayra me invitó a almorzar el domingo a la casa de sus papás, en Cobija, para presentármelos. Soñé que ya estaba ahí, sentado a la mesa del patio bajo el palo de mango, con su papá a un lado y su mamá sirviendo el majadito, y que de repente me daba cuenta de que estaba desnudo, sin nada, ni las chinelas. Nadie decía nada. Su papá me preguntaba de qué equipo era, y yo me tapaba con la servilleta. Mayra se reía de todo. Me desperté muerto de vergüenza, y el almuerzo recién es el domingo.',
    symbols: ['house', 'tree', 'food', 'naked'],
    people: ['girlfriend', 'stranger'],
    emotions: ['shame'],
    notThere: ['father', 'mother', 'shoes', 'joy', 'death'],
    notFelt: ['joy'],
    written: { girlfriend: 'enamorada' },
    outsideLexicon: ['patio', 'mesa', 'servilleta', 'chinelas'],
  },
  // Mexico (the Estudios Churubusco, Mexico City), in the present. Images on a screen, others' feelings,
  // negation, gendered words and a turn. "Soy actriz de doblaje" is the dreamer (no celebrity). On the
  // screen (pantalla) the villain pushes her mother-in-law down the stairs (only on the screen: no family,
  // no stairs); "no me sale la voz" (voice). The director (directora as written: boss; "la directora" is no
  // teacher), behind the glass (vidrio), furious (hers: no anger); the sound engineer (ingeniero as written:
  // stranger) laughing (his: no joy). "Yo no me pongo nerviosa, ni un poquito" denies anxiety. The villain
  // turns to the camera (cámara: no photo) and speaks with the mother's voice: the mother (mamá as
  // written), read as what the figure becomes, is the turn; "Ya vente a cenar" is only said (no food), and
  // "mija" is the dreamer. "Extrañándola" is nostalgia.
  {
    id: 'es38-doblaje',
    title: 'La villana',
    text: 'Soy actriz de doblaje: llevo tres años poniéndole la voz a la villana de una telenovela turca. Sueño que estoy en la cabina de los Estudios Churubusco, con los audífonos puestos, y en la pantalla la villana empuja a su suegra por la escalera. Tengo que gritar como ella, pero no me sale la voz. La directora, del otro lado del vidrio, está furiosa; el ingeniero de sonido se ríe. Yo no me pongo nerviosa, ni un poquito. Entonces la villana voltea hacia la cámara y me habla con la voz de mi mamá: «Ya vente a cenar, mija». Me despierto extrañándola.',
    symbols: ['voice', 'glass'],
    people: ['boss', 'stranger', 'mother'],
    emotions: ['nostalgia'],
    notThere: ['celebrity', 'family', 'stairs', 'teacher', 'anger', 'joy', 'anxiety', 'photo', 'food'],
    notFelt: ['anger', 'joy', 'anxiety'],
    written: { boss: 'directora', stranger: 'ingeniero', mother: 'mamá' },
    turn: ['mother'],
    outsideLexicon: ['cabina', 'audífonos', 'pantalla'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Uruguay (Punta Carretas, Montevideo), typed in a hurry with no accents and no capitals. Negation and
  // contrast, a person only mentioned as an owner, a gendered word and a turn. "Soy paseador de perros" is
  // the dreamer. The dogs (perros, galgo), the greyhound's owner only mentioned ("el de la señora del
  // tercero": no stranger), the rambla (road), the water (agua), the sea (mar: ocean) waded into up to the
  // waist, the trainers taken off (championes: shoes). "Yo no tenia miedo" denies fear, "re tranquilo" is
  // calm. The greyhound with the grandfather's face (cara: face) is the grandfather (abuelo as written), read
  // as what the figure becomes, the turn; the swimming he taught is of waking life (no swimming). "Con ganas
  // de llorar pero no de tristeza" denies sadness.
  {
    id: 'es38-galgo',
    title: 'el galgo',
    text: 'soy paseador de perros en punta carretas. soñe que salia con los ocho de siempre por la rambla y que el de la señora del tercero un galgo gris que se llama lord se soltaba y se tiraba al agua. los otros siete ladraban como locos. yo no tenia miedo estaba re tranquilo. me saque los championes y me meti al mar hasta la cintura y el agua no estaba fria. cuando lo agarre el galgo me miro y tenia la cara de mi abuelo el que me enseño a nadar. me desperte con ganas de llorar pero no de tristeza',
    symbols: ['dog', 'road', 'water', 'shoes', 'ocean', 'face'],
    people: ['grandfather'],
    emotions: ['calm'],
    notThere: ['stranger', 'fear', 'swimming', 'sadness'],
    notFelt: ['fear', 'sadness'],
    written: { grandfather: 'abuelo' },
    turn: ['grandfather'],
    outsideLexicon: ['rambla', 'championes'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Chile (Santiago, the Paseo Ahumada). A title holding an image word, a person only remembered, others'
  // feelings with the subject dropped, negation, gendered words and a turn. The barrel organ was the
  // grandfather's, only owner and remembered (no grandfather; "el tata" too); «Sobre las olas» is the waltz
  // he plays (no wave), and playing it is singing. The friends (amigos as written: friend) who "se enojaban"
  // (theirs: no anger); the little girl (niñita as written: girl) crying (hers: no sadness). "Yo no estaba
  // enojado, estaba cansado no más" denies anger. The little bird (pajarito: bird) inside the organ, singing
  // the same tune, is the turn. "Una nostalgia enorme" is nostalgia.
  {
    id: 'es38-organillo',
    title: 'Sobre las olas',
    text: 'Toco el organillo que era de mi abuelo, los domingos en el Paseo Ahumada. Soñé que estaba tocando «Sobre las olas» y que la manivela se ponía dura, dura, hasta que ya no daba vuelta. Mis amigos chinchineros, el Kike y el Hugo, se enojaban y se iban sin mí. Una niñita lloraba porque quería su remolino de colores. Yo no estaba enojado, estaba cansado no más. Abrí el organillo por detrás para ver qué tenía y adentro había un pajarito, vivo, cantando la misma canción. Me desperté con una nostalgia enorme, acordándome del tata.',
    symbols: ['singing', 'bird'],
    people: ['friend', 'girl'],
    emotions: ['nostalgia'],
    notThere: ['grandfather', 'wave', 'anger', 'sadness'],
    notFelt: ['anger', 'sadness'],
    written: { friend: 'amigos', girl: 'niñita' },
    turn: ['bird'],
    outsideLexicon: ['organillo', 'manivela', 'remolino'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Spain (Usera, Madrid), told by an Ecuadorian woman from Playas. Names with image words, people only at
  // the other end of other people's calls or told of, others' feelings, negation, gendered words and a turn.
  // Playas and the "costa del Ecuador" are where she comes from (no beach). The booths full: a lady (señora
  // as written: stranger) singing happy birthday down the phone (teléfono: phone; her singing: no singing;
  // no party) to a grandson who is not there (no family); a young man (muchacho: stranger) crying (his: no
  // sadness) to a girlfriend who is not there (no girlfriend). "Yo no lloraba" denies sadness. The sister
  // (hermana as written) on the phone of cabin five, which has no phone, is there and is the turn; the
  // mother, "que no me preocupara" and the dog with puppies (perra, cachorritos) are only told (no mother,
  // no anxiety, no dog). "Tranquila" is calm, "extrañándolas" nostalgia.
  {
    id: 'es38-locutorio',
    title: 'La cabina cinco',
    text: 'Soy de Playas, en la costa del Ecuador, y hace doce años que atiendo un locutorio en Usera. Soñé que las cabinas estaban llenas: una señora boliviana le cantaba el cumpleaños a su nieto por teléfono, un muchacho lloraba hablando con su novia. Yo no lloraba; a mí ya no me da por llorar. Entonces sonó la cabina cinco, que no tiene teléfono, y contesté. Era mi hermana Janeth desde Playas, diciéndome que mi mamá estaba bien, que no me preocupara, que la perra había tenido cachorritos. Me desperté tranquila, pero extrañándolas.',
    symbols: ['phone'],
    people: ['stranger', 'sister'],
    emotions: ['calm', 'nostalgia'],
    notThere: ['beach', 'singing', 'party', 'family', 'sadness', 'girlfriend', 'mother', 'anxiety', 'dog'],
    notFelt: ['sadness', 'anxiety'],
    written: { stranger: 'señora', sister: 'hermana' },
    turn: ['sister'],
    outsideLexicon: ['locutorio', 'cabinas'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Guatemala (Amatitlán). Words in another sense, another's feeling in a sentence with the subject dropped,
  // contrast, a person only remembered, gendered words and a turn. "Trabajo en" is the trade (no office).
  // The fireworks' "bombas" (no war) and "toritos" (no bull); dark not yet come ("antes de que
  // oscureciera": no darkness). The boss (jefa as written), doña Irma; "Estaba nerviosísima" is hers (no
  // anxiety); the lads (muchachos as written: crowd). "Yo no, yo trabajaba despacio, sin nada de nervios"
  // denies anxiety. The father only remembered (no father), the fingers he lost (dedos, perdió: no hands,
  // no lost). The storeroom (bodega: no basement); "en vez de explotar" (no war). The yellow butterflies
  // (mariposas: butterfly) out of the gunpowder are the turn. "Riéndome" is joy.
  {
    id: 'es38-toritos',
    title: 'Los toritos',
    text: 'Trabajo en una cohetería de Amatitlán, armando bombas y toritos para las ferias. Soñé que era la víspera de la feria y que mi jefa, doña Irma, quería cuarenta toritos listos antes de que oscureciera. Estaba nerviosísima; gritaba y gritaba. Los muchachos corrían con las cañas de un lado para otro. Yo no, yo trabajaba despacio, sin nada de nervios, como me enseñó mi papá, que perdió dos dedos en esto. De pronto alguien prendió un fósforo en la bodega. Todo se quedó en silencio. Y en vez de explotar, de la pólvora salieron mariposas amarillas. Me desperté riéndome.',
    symbols: ['butterfly'],
    people: ['boss', 'crowd'],
    emotions: ['joy'],
    notThere: ['office', 'war', 'bull', 'darkness', 'anxiety', 'father', 'hands', 'lost', 'basement'],
    notFelt: ['anxiety'],
    written: { boss: 'jefa', crowd: 'muchachos' },
    turn: ['butterfly'],
    outsideLexicon: ['cohetería', 'toritos', 'cañas', 'fósforo', 'pólvora'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Peru (Barranco, Lima). Names with image words, a person first named for her saying and then there,
  // another's feeling, negation, gendered words and a turn. "Al pie del" is at the foot of (no feet);
  // Barranco is a district (no cliff); the Puente de los Suspiros is a bridge (puente), with the queue
  // (cola: crowd) reaching it. A lady (señora as written: stranger), furious (hers: no anger); "Yo no me
  // molesté" denies anger. The grandmother (abuela as written), first named for what she always said, then
  // at the dreamer's side: the turn. The picarón, "dorado" (golden: no treasure), is food. "Feliz" is joy.
  {
    id: 'es38-picarones',
    title: 'Los picarones',
    text: 'Vendo picarones en una carretilla al pie del Puente de los Suspiros, en Barranco. Soñé que era noche de verano, con una cola larguísima hasta el puente, y que la masa no me subía. Una señora, furiosa, me decía que la de la otra esquina los hacía mejor. Yo no me molesté. Mi abuela, que me dejó la receta, siempre decía «masa apurada, masa malograda», y yo pensaba en eso. Cuando por fin eché el primero al aceite, salió un picarón perfecto, dorado, y mi abuela estaba ahí, al lado mío, echándole la miel. Me desperté feliz y con hambre.',
    symbols: ['bridge', 'food'],
    people: ['crowd', 'stranger', 'grandmother'],
    emotions: ['joy'],
    notThere: ['feet', 'cliff', 'anger', 'treasure'],
    notFelt: ['anger'],
    written: { stranger: 'señora', grandmother: 'abuela' },
    turn: ['grandmother'],
    outsideLexicon: ['carretilla', 'masa', 'aceite', 'miel'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Panama (Chitré). Words in another sense, a dead man come back, negation, others' feelings, a gendered
  // word and a turn. "Soy billetera" is the lottery seller (the dreamer); the ticket (billete) and the coin
  // (moneda) are money. The compadre (compadre as written: friend), "que se murió en marzo" and "estaba
  // muerto" (a death of waking life: no death), with his painted hat (sombrero pintao: clothes), walking
  // to the church (iglesia). "No me asusté" denies fear. "Cantaron los números" is the lottery's draw read
  // out (no singing); the people of the cantina (crowd) shouting, happy (theirs: no joy), "yo no". The old
  // coin of the winning number is the turn. "Tranquila" is calm.
  {
    id: 'es38-billetera',
    title: 'El 47',
    text: 'Soy billetera: vendo lotería en una esquina del parque de Chitré desde hace veinte años. Soñé que era miércoles de sorteo y que mi compadre Dionisio, que se murió en marzo, venía a comprarme su chance de siempre, el 47, con su sombrero pintao. Yo sabía que estaba muerto y no me asusté. Le di el billete, me pagó con una moneda vieja, de esas de antes, y se fue caminando para la iglesia. Después cantaron los números por la radio: había salido el 47. Los de la cantina gritaban felices; yo no, yo me quedé sentada mirando la moneda. Me desperté tranquila.',
    symbols: ['money', 'clothes', 'church'],
    people: ['friend', 'crowd'],
    emotions: ['calm'],
    notThere: ['death', 'fear', 'singing', 'joy'],
    notFelt: ['fear', 'joy'],
    written: { friend: 'compadre' },
    turn: ['money'],
    outsideLexicon: ['lotería', 'chance', 'sombrero', 'radio', 'parque'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Paraguay (San Lorenzo). A feeling in the title taken back by the text, people only mentioned, another's
  // feeling, negation and contrast, likeness, a gendered word and a turn. The market (mercado: shop); the
  // stall was the mother's, only owner (no mother); "un calor de morirse" (no death); herbs "para la
  // tristeza" only asked for, a sadness "de su hija" who is only told of, in a bed only told of (no sadness,
  // no daughter, no bedroom). "Yo no sentía pena por él" denies sadness; "una cosa rara" (no confusion),
  // "como si ya lo conociera" a likeness. The señor who is the ex-husband (exmarido as written: ex), read as
  // him alone (no stranger; "exmarido" is no husband), is the turn; "como cuando nos casamos" is remembered
  // (no wedding). "Enojada conmigo misma" is anger.
  {
    id: 'es38-yuyos',
    title: 'Yuyos para la tristeza',
    text: 'Vendo yuyos para el tereré en el mercado de San Lorenzo, en el puesto que era de mi mamá. Soñé que era enero en el mercado, con un calor de morirse, y que llegaba un señor pidiéndome yuyos para la tristeza. Yo le daba menta’i y cedrón, y él me decía que no, que la tristeza no era de él, que era de su hija, que no se levantaba de la cama. Yo no sentía pena por él; sentía una cosa rara, como si ya lo conociera. Cuando se dio vuelta para irse vi que era mi exmarido, joven, como cuando nos casamos. Me desperté enojada conmigo misma.',
    symbols: ['shop'],
    people: ['ex'],
    emotions: ['anger'],
    notThere: ['mother', 'death', 'sadness', 'daughter', 'bedroom', 'confusion', 'stranger', 'husband', 'wedding'],
    notFelt: ['sadness'],
    written: { ex: 'exmarido' },
    turn: ['ex'],
    outsideLexicon: ['yuyos', 'tereré', 'puesto', 'menta’i', 'cedrón'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Equatorial Guinea (Ebebiyín). A person only owner, a death of waking life, another's feeling with a verb
  // dropped into "se puso a llorar", negation, gendered words and a turn. The phone stall at the market
  // (mercado: shop), the mobiles and the old phone (móviles, teléfono: phone); its owner (la dueña, una
  // señora as written: stranger); the husband only owner, "que murió el año pasado" (no husband, no death);
  // the lady crying (hers: no sadness). "Yo no tenía miedo" and "temblando, pero no de miedo" deny fear
  // ("temblando" is no earthquake). The grandfather (abuelo as written), whose voice answers, is there and is
  // the turn; "que comiera bien" is only said (no food). "Una paz" is calm.
  {
    id: 'es38-moviles',
    title: 'El teléfono de teclas',
    text: 'Arreglo móviles en un puestito del mercado de Ebebiyín. Soñé que me traían un teléfono viejo, de teclas, con la pantalla rota, y que la dueña, una señora fang muy seria, me decía que era de su marido, que murió el año pasado, y que necesitaba oír sus mensajes. Lo abrí, le cambié la batería, y en cuanto lo encendí empezó a sonar. La señora se puso a llorar. Yo no tenía miedo; contesté. Era la voz de mi propio abuelo, hablándome en fang, diciéndome que comiera bien. Me desperté temblando, pero no de miedo, y con una paz que no entiendo.',
    symbols: ['shop', 'phone'],
    people: ['stranger', 'grandfather'],
    emotions: ['calm'],
    notThere: ['husband', 'death', 'sadness', 'fear', 'earthquake', 'food'],
    notFelt: ['sadness', 'fear'],
    written: { stranger: 'señora', grandfather: 'abuelo' },
    turn: ['grandfather'],
    outsideLexicon: ['puestito', 'pantalla', 'batería'],
    probes: ['negation', 'gender', 'turn'],
  },
  // United States (the Calle Ocho, Miami; a Cuban woman from Sagua la Grande). Others' feelings, contrast, a
  // person far away who turns out to be there, gendered words and a turn. "Trabajo en" is the trade (no
  // office). The coffee window (ventanita: window) on the Calle Ocho (road), the queue (cola: crowd) of people
  // from her neighbourhood, the teacher (maestra as written) among them; "Nadie estaba triste" (no sadness).
  // The boss (jefe as written) "bravísimo" (his: no anger); "yo no". The mother (mamá as written), who lives
  // in Sagua "y hace seis años que no la veo" (no eyes), last in the queue, in a headscarf (pañuelo:
  // clothes), is the turn. "Llorando de alegría" is joy, no sadness.
  {
    id: 'es38-ventanita',
    title: 'La ventanita',
    text: 'Trabajo en la ventanita de una cafetería de la Calle Ocho, despachando cafecitos y coladas. Soñé que la cola llegaba hasta la esquina y que todos eran gente de mi barrio de Sagua, como estaban en el 94: el del carretón de viandas, la maestra Eulalia, los muchachos de la esquina. Nadie estaba triste ni apurado. Mi jefe, Rafa, estaba bravísimo porque yo no cobraba; yo no, yo estaba en otro mundo, sirviéndoles café a todos. La última era mi mamá, que sigue en Sagua y hace seis años que no la veo, con su pañuelo en la cabeza. Me pidió un cortadito. Me desperté llorando de alegría.',
    symbols: ['window', 'road', 'clothes'],
    people: ['crowd', 'teacher', 'boss', 'mother'],
    emotions: ['joy'],
    notThere: ['office', 'sadness', 'anger', 'eyes'],
    notFelt: ['sadness', 'anger'],
    written: { teacher: 'maestra', boss: 'jefe', mother: 'mamá' },
    turn: ['mother'],
    outsideLexicon: ['cafetería', 'cafecitos', 'coladas', 'carretón', 'viandas', 'cortadito'],
    probes: ['negation', 'gender', 'turn'],
  },
];
