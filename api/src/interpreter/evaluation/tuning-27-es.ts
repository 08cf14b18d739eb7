// Twenty-seventh tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 86 to 109 words as people type them at dawn, written apart from the English batches
// (not translated), five of them in the present and the rest in the past, two typed in a hurry with no
// accents or capitals, seven with dialogue after a dash and one with a song title in «», told by men and
// women of many trades and ages (an electrician from Vigo, a Fang farmer and her mother-in-law, a retired
// plumber, a Q'eqchi' cardamom picker, a young woman and her boyfriend at a fair, an indigo dyer, a
// Nicaraguan woman at a trout farm, a boy of thirteen, a cook, a Dominican bodega owner, a grandmother
// of Utuado, a Willys driver, a porter, an old ice cutter, a young pilgrim, a man crossing to an island,
// a desert guide, a retired train guard, a grandfather and a seamstress), one from each of the countries
// where Spanish is an official language, Equatorial Guinea among them, one from Puerto Rico and one
// abroad (a Dominican in New York; Costa Rica reached through a Nicaraguan working in Dota), in
// situations the earlier Spanish batches did not use (their ids, titles and places grepped first): the
// Rapa das Bestas of Sabucedo, a gorilla at a cassava farm behind Mongomo, the danzón at the Salón Los
// Ángeles in Mexico City, the cardamom harvest above Cobán, the Ferris wheel of the Feria Juniana of San
// Pedro Sula, the indigo workshops of Suchitoto, a trout farm in San Gerardo de Dota on the Cerro de la
// Muerte, the golden frogs of El Valle de Antón, the red crabs on the road from Playa Larga to Girón, a
// bodega in Washington Heights, the blue tarpaulins of Utuado after María, the wax palms of Cocora,
// porters on the Roraima, the last ice cutter of the Chimborazo, the pilgrimage of Qoyllur Rit'i, a night
// crossing to the Isla del Sol, the Valle de la Luna at sunset, the Tren a las Nubes over La Polvorilla,
// the fortress of the Cerro de Montevideo and the carnival of Encarnación. Spanish (Galician), Mexican,
// Equatoguinean, Guatemalan, Honduran, Salvadoran, Nicaraguan, Costa Rican, Panamanian, Cuban, Dominican,
// Puerto Rican, Colombian, Venezuelan, Ecuadorian, Peruvian, Bolivian, Chilean, Argentine, Uruguayan and
// Paraguayan usage (el monte, el curro, los tojos, las crines, la finca, la pista, carne de monte, los
// cacahuetes, el fang, plomero, la colonia, el danzón, qué oso, ándale, mija, vente, el chipi-chipi, el
// costal, el q'eqchi', la rueda de chicago, se trabó, jalar, la manta, la pila, nica, el patrón, apúrese,
// mamita, unos gringos, la poza, la ciénaga, el hotelito, la bodega, despachar, los pastelitos, papi, a
// cada rato, el toldo azul, después de María, el abanico, bájate de ahí, el yipao, el potrero, el páramo,
// el porteador, el tepuy, las carpas, las charcas, el hielero, guambra, la soga, los ukukus, las bandas,
// el compadre, la lancha, un frío de perros, el api, el puesto, el guía, la duna, las Tres Marías, de
// guarda, la quebrada, los boletos, mi viejo, el mate, a los gritos, el alma en un hilo, el corsódromo, la
// costanera, la comparsa, la carroza). About three quarters are plain everyday dreams with the ordinary
// images of dream reports (wild horses and a grandmother young again on the stands, a gorilla watching
// the rain, a bird that speaks in the forest, a Ferris wheel rising above the clouds, a cloth that never
// ends and a mother rolled up in it, frogs searched for in the rain, crabs carrying the dreamer to a son,
// flying off a roof in the wind, palms that walk, companions lost in the fog on a mountain top, a father
// inside a block of ice, a star coming down into the hand, a train going on through the air and a father
// in the last carriage, a granddaughter lost in a fortress, a granddaughter dancing under the full moon)
// and no deliberate traps, written to see that the analysis finds everything that is there and nothing
// that is not; what they list under `notThere` is only what ordinary words bring with them ("Trabajo de
// electricista", "carne de monte", a gorilla's calm, "como un abuelo", a son only foretold, a wife told
// the dream after waking, a sister's crying, "la orilla del lago", "brillando como monedas", "cocinera en
// un hotelito", "como una vela", "Abuela" and "Abuelo" said to the dreamer, "el corazón desbocado",
// "como torres", the páramo, being alone with no loneliness named, water falling, "un frío que quema", a
// father's opening his eyes, "el mercado" only where ice is sold, a granddaughter's running off and
// dancing, "la reina de la comparsa"). The other quarter (the danzón, the trout farm, the bodega, the
// Isla del Sol, the Valle de la Luna) hold the traps people write without meaning to: names of places and
// businesses holding image words (el Salón Los Ángeles, la colonia Guerrero, el Cerro de la Muerte, La
// Estrella, la Isla del Sol, la Cóndor de los Andes, el Valle de la Luna, el Valle de la Muerte); everyday
// senses of image words ("bodega" for a corner shop, "trabajo en una granja", "Trabajo de guía", "a cada
// rato"); deaths dated in waking life ("que murió hace tres años", "que murió en el 2009") of people who
// are there; images only said or remembered (a mother and daughter who only write, a mother only on the
// phone, a sun only in what she says, gringos only named as customers, "de niña"); likenesses and set
// phrases ("qué oso", "se muere de hambre", "un frío de perros", "como velas flotando", "como niños");
// words of address said to someone else or to the dreamer ("mija" to a granddaughter, "papi" to a
// customer, "mamita" to a stall keeper and to the dreamer, "Ay, abuelo"); other people's feelings (a
// granddaughter "muerta de vergüenza", a customer "furioso", tourists "asustados"); and a feeling denied
// ("no estaba triste, para nada").
// Gendered words as written: abuela, suegra, esposa, nieta, hermano, novio, hermanita, mamá, patrón,
// abuelo, hijo, nieto, tío, compadre, señora, papá, viejo, soldado. `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt, loneliness among them where the dreamer is
// only alone, as the twenty-sixth batch does (the twenty-fifth had left it out of `notFelt`: the later
// one is followed). As
// the twenty-sixth batch reads "el del torito", the figure who turns out to be someone known is read as
// that person only (no stranger beside); and as the twenty-fourth reads "dueño", a boss's word that the
// lexicon does not know ("patrón") is still given in `written`. None of the named people come back from
// earlier batches. Its helper read only the evaluation README, the types, the lexicon data files
// (../lexicon/*.json), the emotion ids of ../emotions.ts and the earlier Spanish tuning batches
// (tuning-es.ts and tuning-2-es.ts to tuning-26-es.ts: the twenty-fifth and twenty-sixth whole, the
// comments of the twenty-fourth, the others through greps that printed their ids, titles and a few
// passages and readings, es14-suegra and es23-espinazo whole); it ran nothing of the analysis, no test, no
// tsx, node, vitest, npm or git command, made no web search, and opened no held-out, English tuning,
// analysis, composer, score or test file. Its shell commands: `ls tuning*` (which also listed the English
// tuning files' names, none opened), `cat` of the README, the types and the twenty-sixth batch, `sed -n`
// of passages of the README and of the twenty-fifth and twenty-sixth batches, `cat ... | head` of the
// twenty-fifth, `ls lexicon/*.json` and `wc -c` of them, `head -c 3000` of animals.json, and `grep` (with
// `paste`, `sed` as a filter, `awk`, `tr`, `fold`, `head` and a `for` loop with `printf`) over the earlier
// Spanish tuning files (ids and titles, places and words to avoid their situations, how their comments read
// "mija", "mijo", "suegra", a tráiler, tourists, a fair and the páramo); three `python3` calls that only
// printed the lexicon files' ids, Spanish words, excludes and people variants; four `python3` calls
// over this file that only printed (the count of dreams, word counts, bracket and quote balance, that
// every id it uses is in the lexicon or the emotion list, that no id is both found and not there, that
// `notFelt`, `turn` and `written` agree with the lists, and which lexicon words, exactly and then loosely
// matched, its texts hold, to complete the `notThere` lists); `grep -n`, `sed -n`, `cut`, `head` and
// `awk` (comment widths) over this file, and `awk` for the comment widths of the twenty-sixth.
// Departures, told here: its first look at ../emotions.ts was `grep -n "id" emotions.ts | head -80`,
// which printed, besides the ids, every line holding the letters "id" (a few of the emotions' words and
// of their interpretive sentences); a stricter grep then printed the ids alone, and the readings here name
// feelings by judgement, not from those word lists. One no-op `echo` was run. The file was written and
// edited only with the file editing tool.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_27: readonly EvaluationDream[] = [
  // Spain (Sabucedo, Pontevedra). A plain dream. The dreamer's trade in Vigo is waking life ("Trabajo de
  // electricista": no office). Going up the hills ("el monte": mountain) to round up the wild horses
  // (caballos, yegua: horse), the neighbours and the people on the stands shouting (crowd). Holding the
  // black mare by the neck with both hands (hands) and cutting her mane. The grandmother (abuela as
  // written) on the stand, young again, is the turn. "Contento" is joy.
  {
    id: 'es27-rapa',
    title: 'A Rapa das Bestas',
    text: 'Trabajo de electricista en Vigo, pero cada julio vuelvo a Sabucedo para la Rapa das Bestas. Soñé que subíamos al monte de madrugada a juntar los caballos salvajes, entre la niebla y los tojos, y los bajábamos al curro entre todos los vecinos. Las gradas estaban llenas de gente gritando. Me tocó una yegua negra enorme: la agarraba del cuello con las dos manos y me arrastraba por todo el curro. Al final se quedó quieta, me apoyó la cabeza en el pecho y le corté las crines despacito. Cuando levanté la vista, en la grada, aplaudiendo, estaba mi abuela Pilar, joven. Me desperté contento, con las manos molidas.',
    symbols: ['mountain', 'horse', 'hands'],
    people: ['crowd', 'grandmother'],
    emotions: ['joy'],
    notThere: ['office'],
    written: { grandmother: 'abuela' },
    turn: ['grandmother'],
    outsideLexicon: ['niebla', 'tojos', 'curro', 'gradas', 'crines'],
  },
  // Equatorial Guinea (Mongomo, Río Muni), in the present. A plain dream. Digging cassava and peanuts
  // (food) at the farm with the mother-in-law (family, suegra as written), the machete in the hand (knife,
  // hands). The children (niños: child) on the dirt road (pista: road) selling bushmeat: "carne de monte"
  // is game (no mountain). The rain, the big tree at the edge of the forest. The gorilla (monkey) sitting
  // by them is the turn; its calm is its own (no calm of the dreamer's) and "como un abuelo" a likeness
  // (no grandfather). "Contenta" is joy.
  {
    id: 'es27-gorila',
    title: 'El gorila',
    text: 'Estoy con mi suegra en la finca, detrás de Mongomo, arrancando yuca y cacahuetes, con el machete en la mano y la cesta a la espalda. Por la pista pasan unos niños vendiendo carne de monte colgada de un palo. Empieza a llover fuerte y corremos a meternos debajo de un árbol enorme, a la entrada del bosque. Entonces sale de entre las hojas un gorila, grandísimo, canoso, y se sienta a nuestro lado a mirar la lluvia, tranquilo, como un abuelo. Mi suegra le habla en fang y él le contesta. Me despierto contenta, oyendo llover de verdad.',
    symbols: ['food', 'knife', 'hands', 'road', 'rain', 'tree', 'forest', 'monkey'],
    people: ['family', 'child'],
    emotions: ['joy'],
    notThere: ['mountain', 'calm', 'grandfather'],
    notFelt: ['calm'],
    written: { family: 'suegra' },
    turn: ['monkey'],
    outsideLexicon: ['finca', 'yuca', 'cacahuetes', 'cesta', 'hojas'],
  },
  // Mexico (Mexico City). The Salón Los Ángeles is a dance hall (no angel) in the colonia Guerrero, a
  // neighbourhood (no soldier). The white suit, the red dress (clothes), the patent shoes (shoes), the
  // orchestra playing danzón (singing), dancing (dancing). The wife (esposa as written) is there, her
  // death dated in waking life ("que murió hace tres años": no death): the turn. The granddaughter (family,
  // nieta as written) "muerta de vergüenza": her shame (no shame of the dreamer's, no death). "Abuelo" is
  // the dreamer (no grandfather) and "qué oso" a Mexican saying for how embarrassing (no bear); "mija" is
  // said to the granddaughter (no daughter). "Feliz" is joy.
  {
    id: 'es27-danzon',
    title: 'El Salón Los Ángeles',
    text: 'Soy plomero jubilado, de Tepito. Soñé que era sábado y yo entraba otra vez al Salón Los Ángeles, en la colonia Guerrero, con mi traje blanco y mis zapatos de charol, como en los setenta. La orquesta tocaba danzón y en la pista me esperaba mi esposa Carmela, que murió hace tres años, con su vestido rojo. Bailamos «Nereidas» despacito, sin hablar. Mi nieta Fernanda, que me había acompañado, estaba muerta de vergüenza en una mesa. —Ay, abuelo, qué oso. —Ándale, mija, vente a bailar. No quiso. Yo no me cansaba nunca. Me desperté feliz, con las rodillas molidas.',
    symbols: ['clothes', 'shoes', 'singing', 'dancing'],
    people: ['wife', 'family'],
    emotions: ['joy'],
    notThere: ['angel', 'soldier', 'death', 'shame', 'grandfather', 'bear', 'daughter'],
    notFelt: ['shame'],
    written: { wife: 'esposa', family: 'nieta' },
    turn: ['wife'],
    outsideLexicon: ['salón', 'orquesta', 'pista', 'mesa'],
  },
  // Guatemala (Cobán, Alta Verapaz). A plain dream. Picking cardamom with the brother (hermano as written)
  // in the drizzle (rain), the path back (camino: road) through the cloud forest (forest). The quetzal, a
  // green bird, on the shoulder (bird) is the turn. What it says of a son "en camino" is only told (no
  // son); the brother's laughing at him is his. The wife is only told the dream after waking (no wife).
  // "Contento" is joy.
  {
    id: 'es27-quetzal',
    title: 'El quetzal',
    text: "Soñé que estaba cortando cardamomo en una finca arriba de Cobán con mi hermano Rigoberto, bajo el chipi-chipi, esa lluvia finita que no se quita nunca. El costal pesaba cada vez más y el camino de regreso no se acababa, entre la neblina del bosque. De pronto se me paró en el hombro un pájaro verde, un quetzal, con la cola larguísima, y me habló en q'eqchi'. Me dijo que mi hijo ya venía en camino. Rigoberto no lo veía y se burlaba de mí. Me desperté contento y se lo conté a mi esposa, que está de seis meses.",
    symbols: ['rain', 'road', 'forest', 'bird'],
    people: ['brother'],
    emotions: ['joy'],
    notThere: ['son', 'wife'],
    written: { brother: 'hermano' },
    turn: ['bird'],
    outsideLexicon: ['cardamomo', 'finca', 'costal', 'neblina', 'hombro'],
  },
  // Honduras (San Pedro Sula), typed in a hurry. A plain dream. The Feria Juniana (party), the Ferris
  // wheel ("la rueda de chicago") with the boyfriend (novio as written) and the little sister (hermanita
  // as written), eating candyfloss (food). The city below (city) and its lights (light), the people
  // (crowd), the music of the merry-go-rounds (singing). The sister's crying is hers (no sadness). The
  // wheel rising above the clouds to the stars (sky) is the turn; the kiss (intimacy). "Asustada pero
  // feliz" is fear and joy.
  {
    id: 'es27-rueda',
    title: 'La rueda de Chicago',
    text: 'soñe que era la feria juniana y me subia a la rueda de chicago con mi novio kevin y mi hermanita dayana, comiendo algodon de azucar. la rueda subio y se trabo justo arriba con la canasta meciendose. abajo se veia todo san pedro con sus luces, la gente chiquitita, la musica de los carruseles. dayana lloraba del susto y yo la abrazaba. de repente la rueda siguio subiendo mas arriba de las nubes hasta que las estrellas se veian de cerquita. kevin me dio un beso. me desperte asustada pero feliz',
    symbols: ['party', 'food', 'city', 'light', 'singing', 'sky', 'intimacy'],
    people: ['boyfriend', 'sister', 'crowd'],
    emotions: ['fear', 'joy'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { boyfriend: 'novio', sister: 'hermanita' },
    turn: ['sky'],
    outsideLexicon: ['rueda de chicago', 'algodón de azúcar', 'canasta', 'carruseles', 'nubes'],
  },
  // El Salvador (Suchitoto). A plain dream. The hands in the indigo vat (hands); the cloth that never
  // ends laid down the cobbled street (road), past the church (church), to the lake (lake; "la orilla del
  // lago" is its bank, no beach); "azul como el lago" is a likeness of the lake that is there. The
  // tourists walking on it (crowd). The mother (mamá as written), young, rolled up in the end of the cloth
  // is the turn. "Contenta" is joy.
  {
    id: 'es27-anil',
    title: 'El añil',
    text: 'Soñé que estaba en el taller de añil de Suchitoto, metiendo las manos en la pila del tinte como todos los días. Sacaba una manta blanca y salía azul, azul como el lago de allá abajo. Pero la manta no se acababa: yo jalaba y jalaba y salía más, y la fui tendiendo por la calle empedrada, frente a la iglesia, hasta la orilla del lago. Los turistas caminaban encima sin darse cuenta. En la punta de la manta venía enrollada mi mamá, joven, dormida. La desperté y me sonrió. Me desperté contenta, con las manos azules.',
    symbols: ['hands', 'road', 'church', 'lake'],
    people: ['crowd', 'mother'],
    emotions: ['joy'],
    notThere: ['beach'],
    written: { mother: 'mamá' },
    turn: ['mother'],
    outsideLexicon: ['taller', 'añil', 'pila', 'tinte', 'manta'],
  },
  // Nicaragua and Costa Rica (San Gerardo de Dota). A Nicaraguan working at a trout farm; "trabajo en una
  // granja" is waking life (no office) and the Cerro de la Muerte a name (no death), though the hill
  // white with frost is there (mountain, snow). The ponds (estanques: lake), the trout (fish), the boss
  // (boss, patrón as written). The gringos are only named as customers (no stranger); "mamita" is the
  // dreamer (no mother), and "se muere de hambre" a saying (no death). The wet letters (letter) coming up
  // in the net are the turn; the daughter and the mother who write them are only told of, in Rivas (no
  // daughter, no mother). Sitting in the mud (mud). Sadness denied ("no estaba triste, para nada"); "una
  // nostalgia" is nostalgia.
  {
    id: 'es27-truchas',
    title: 'Las truchas',
    text: 'Soy nica y trabajo en una granja de truchas en San Gerardo de Dota, en el Cerro de la Muerte. Soñé que amanecía con escarcha en los estanques y el cerro todo blanco, y el patrón, don Minor, me mandaba a sacar truchas para unos gringos. —Apúrese, mamita, que esa gente se muere de hambre. Metía la red y en vez de truchas salían cartas mojadas, todas de mi hija Keyling, que se quedó en Rivas con mi mamá. Las leía ahí mismo, sentada en el barro, y no estaba triste, para nada. Me desperté con frío y con una nostalgia que no me cabía en el pecho.',
    symbols: ['mountain', 'snow', 'lake', 'fish', 'letter', 'mud'],
    people: ['boss'],
    emotions: ['nostalgia'],
    notThere: ['office', 'death', 'stranger', 'mother', 'daughter', 'sadness'],
    notFelt: ['sadness'],
    written: { boss: 'patrón' },
    turn: ['letter'],
    outsideLexicon: ['granja', 'red'],
  },
  // Panama (El Valle de Antón). A plain dream, told by a boy of thirteen. Climbing the hill of the India
  // Dormida (mountain) with the grandfather (abuelo as written), searching for golden frogs (searching,
  // frog) in the rain, the path (sendero: road) all mud (mud). The pool at the top (water) full of little
  // golden frogs is the turn; "brillando como monedas" is a likeness (no money). One on the hand (hands).
  // "Maravillado" is wonder.
  {
    id: 'es27-rana-dorada',
    title: 'Las ranas doradas',
    text: 'Tengo trece años y vivo en El Valle de Antón. Soñé que subía con mi abuelo al cerro de la India Dormida, que parece una mujer acostada, buscando ranas doradas, que ya casi no quedan. Llovía y el sendero era puro lodo. Mi abuelo me decía que mirara bien debajo de las hojas. Yo buscaba y buscaba y nada. Arriba, en la cima, había una poza de agua clarita, y cuando me asomé estaba llena de ranitas doradas, cientos, brillando como monedas. Una se me subió a la mano. Me desperté maravillado y fui corriendo a contárselo a mi abuelo.',
    symbols: ['mountain', 'searching', 'frog', 'rain', 'road', 'mud', 'water', 'hands'],
    people: ['grandfather'],
    emotions: ['wonder'],
    notThere: ['money'],
    written: { grandfather: 'abuelo' },
    turn: ['frog'],
    outsideLexicon: ['hojas', 'poza'],
  },
  // Cuba (Playa Larga, Ciénaga de Zapata). A plain dream. The dreamer cooks at a small hotel in waking life
  // (no hotel, no kitchen). Cycling (bicycle) down the road (road) covered in red crabs, the sea (ocean) on
  // one side and the swamp (ciénaga: mud) on the other; the crabs climbing the legs (feet) and carrying her
  // to the water (water), the shore (beach). The son (hijo as written) waiting with open arms is the turn.
  // "Con miedo y con risa" is fear and joy.
  {
    id: 'es27-cangrejos',
    title: 'Los cangrejos',
    text: 'Soy cocinera en un hotelito de Playa Larga. Soñé que iba en bicicleta por la carretera de Playa Larga a Girón, en abril, cuando salen los cangrejos. La carretera estaba roja, cubierta de cangrejos de un lado a otro, miles, y yo pedaleaba despacito para no pisarlos, con el mar a la derecha y la ciénaga a la izquierda. Pero los cangrejos empezaron a subirse a la bicicleta, a mis piernas, a mi espalda, sin picarme. Me cargaron entre todos hasta el agua. Allí, en la orilla, me esperaba mi hijo Yasmany con los brazos abiertos. Me desperté con miedo y con risa a la vez.',
    symbols: ['bicycle', 'road', 'ocean', 'mud', 'feet', 'water', 'beach'],
    people: ['son'],
    emotions: ['fear', 'joy'],
    notThere: ['hotel', 'kitchen'],
    written: { son: 'hijo' },
    turn: ['son'],
    outsideLexicon: ['cangrejos'],
  },
  // Dominican Republic and New York (Washington Heights). "Bodega" is the corner shop (shop, no basement);
  // La Estrella is its name (no sky). Snow in August (snow), coffee and pastelitos (food), the people in
  // coats (crowd, clothes). "Papi" is said to a customer (no father). The mother only on the phone
  // (phone; no mother), "a cada rato" often (no rat), and the sun only in what she says of Santiago (no
  // sun). The customer (stranger) furious: his anger (no anger of the dreamer's). The grandfather (abuelo
  // as written) is there, his death dated in waking life ("que murió en el 2009": no death): the turn.
  // "Una paz" is calm.
  {
    id: 'es27-bodega',
    title: 'La Estrella',
    text: 'Tengo una bodega en Washington Heights, La Estrella, en la 181. Soñé que nevaba en pleno agosto y yo despachaba café y pastelitos a la gente que entraba con los abrigos blancos de nieve. —Dime, papi, ¿qué te doy? Mi mamá me llamaba al celular a cada rato desde Santiago para decirme que allá hacía un sol precioso. Un cliente se puso furioso porque se acabó el pan. Entonces entró mi abuelo Chichí, que murió en el 2009, sacudiéndose la nieve, y se metió detrás del mostrador a despachar conmigo como si nada. Me desperté con una paz bien grande.',
    symbols: ['shop', 'snow', 'food', 'clothes', 'phone'],
    people: ['crowd', 'stranger', 'grandfather'],
    emotions: ['calm'],
    notThere: ['basement', 'sky', 'father', 'mother', 'rat', 'sun', 'anger', 'death'],
    notFelt: ['anger'],
    written: { grandfather: 'abuelo' },
    turn: ['grandfather'],
    outsideLexicon: ['pastelitos', 'mostrador'],
  },
  // Puerto Rico (Utuado), in the present. A plain dream. Tying down the blue tarpaulin on the roof of the
  // house (house) as after hurricane María, which is only waking life; the wind (wind) tearing it, held
  // with both hands (hands). "Como una vela" is a likeness of a sail (no candle). Flying (flying) over the
  // bare mountains (mountain) and the swollen river (river) is the turn; the neighbours digging mud out of
  // the houses (crowd, mud). The grandson (family, nieto as written); "Abuela" is the dreamer (no
  // grandmother). "El corazón desbocado" is fear (no heart).
  {
    id: 'es27-toldo',
    title: 'El toldo azul',
    text: 'Estoy en el techo de mi casa en Utuado, amarrando el toldo azul como después de María, y empieza a soplar otra vez. El viento me arranca el toldo y yo lo agarro con las dos manos y no lo suelto. De repente el toldo se infla como una vela y salgo volando por encima del barrio, de las montañas peladas, del río crecido. Abajo veo a los vecinos sacando lodo de las casas, y mi nieto Adrián me grita desde el balcón: —¡Abuela, bájate de ahí! Me despierto sudando, con el corazón desbocado y el abanico prendido.',
    symbols: ['house', 'wind', 'hands', 'flying', 'mountain', 'river', 'mud'],
    people: ['crowd', 'family'],
    emotions: ['fear'],
    notThere: ['candle', 'grandmother', 'heart'],
    written: { family: 'nieto' },
    turn: ['flying'],
    outsideLexicon: ['techo', 'toldo', 'barrio', 'balcón', 'abanico'],
  },
  // Colombia (Salento, Quindío). A plain dream. Driving the Willys (car) up to the valley of Cocora (road)
  // with the tourists singing on the back (crowd, singing). The wax palms (tree) growing "como torres", a
  // likeness (no castle), walking off towards the páramo, the high moor (no desert). Left alone with the
  // car, with no loneliness named. The oldest palm bending to touch his head is the turn. "En paz" is calm.
  {
    id: 'es27-cocora',
    title: 'Las palmas de cera',
    text: 'Manejo un Willys en Salento y soñé que subía al valle de Cocora con el yipao lleno de turistas colgados atrás, cantando. Pero la carretera no se acababa: subía y subía entre la neblina, y las palmas de cera se hacían cada vez más altas, como torres. Arriba, en el potrero, las palmas empezaron a caminar despacito hacia el páramo y los turistas se bajaron a seguirlas. Yo me quedé solo con el carro. Entonces la palma más vieja se agachó y me tocó la cabeza con una hoja, como una bendición. Me desperté en paz.',
    symbols: ['car', 'singing', 'road', 'tree'],
    people: ['crowd'],
    emotions: ['calm'],
    notThere: ['castle', 'desert', 'loneliness'],
    notFelt: ['loneliness'],
    turn: ['tree'],
    outsideLexicon: ['yipao', 'neblina', 'palmas de cera', 'potrero', 'hoja'],
  },
  // Venezuela (Gran Sabana). A plain dream. A porter climbing the Roraima with a group of Germans (crowd);
  // the rain, the water pouring down the wall of the tepuy (water; its falling is no fall of the
  // dreamer's). On the top (mountain), searching for the Germans lost in the fog (searching) until his
  // voice is gone (voice). The sky clearing (sky), alone at the edge of the precipice (cliff) with no
  // loneliness named, the river below (river). The little black bird on the boot (bird, shoes) is the
  // turn. "Una tristeza" is sadness.
  {
    id: 'es27-roraima',
    title: 'El Roraima',
    text: 'Soy porteador en la Gran Sabana y soñé que subía al Roraima con un grupo de alemanes, con las carpas a la espalda. Llovía como siempre y el agua caía en chorros por la pared del tepuy. En la cima, entre las piedras negras y las charcas, los alemanes se me perdieron en la neblina. Los busqué gritando hasta quedarme sin voz. Cuando se abrió el cielo yo estaba solo, en el borde del precipicio, y abajo se veía toda la sabana verde y el río. Un pajarito negro se me posó en la bota. Me desperté con una tristeza rara.',
    symbols: ['rain', 'water', 'mountain', 'searching', 'voice', 'sky', 'cliff', 'river', 'bird', 'shoes'],
    people: ['crowd'],
    emotions: ['sadness'],
    notThere: ['falling', 'loneliness'],
    notFelt: ['loneliness'],
    turn: ['bird'],
    outsideLexicon: ['carpas', 'tepuy', 'piedras', 'charcas', 'neblina', 'sabana'],
  },
  // Ecuador (Chimborazo), in the present. A plain dream. Going up the Chimborazo with the donkey to cut
  // ice from the glacier (snow) where the volcano is all white (volcano); the market of Riobamba is only
  // where the ice is to be sold (no shop), and "un frío que quema" is cold (no fire). The father (papá as
  // written), young, asleep inside the block of ice in his red poncho (clothes), is the turn; his opening
  // his eyes is no image of eyes. "Guambra" is the dreamer. "Llorando, pero tranquilo" is sadness and
  // calm.
  {
    id: 'es27-hielero',
    title: 'El hielo del Chimborazo',
    text: 'Estoy subiendo al Chimborazo con mi burro, como hacía de chico con mi papá, a sacar hielo del glaciar para venderlo en el mercado de Riobamba. Hace un frío que quema. Arriba, donde el volcán es todo blanco, pico el hielo, lo envuelvo en paja y lo amarro con soga. Pero el bloque se pone transparente, azul, y adentro está mi papá, joven, dormido, con su poncho rojo. Toco el hielo con los nudillos y abre los ojos. —Ya, guambra, bajemos, que se hace de noche. Bajamos juntos, él delante con el burro. Me despierto llorando, pero tranquilo.',
    symbols: ['snow', 'volcano', 'clothes'],
    people: ['father'],
    emotions: ['sadness', 'calm'],
    notThere: ['shop', 'fire', 'eyes'],
    written: { father: 'papá' },
    turn: ['father'],
    outsideLexicon: ['burro', 'glaciar', 'paja', 'soga'],
  },
  // Peru (Qoyllur Rit'i, Cusco). A plain dream. Going up the mountain (mountain) at night with the uncle
  // (family, tío as written) among thousands of pilgrims (crowd), the bands playing and the ukukus singing
  // (singing), a lit candle (candle), the cold feet (feet), the ukukus' wool masks (mask). Alone on the
  // snow (snow) with no loneliness named, under the stars (sky). The star coming down into the hand
  // (hands) is the turn. "Una paz enorme" is calm.
  {
    id: 'es27-qoyllur',
    title: "Qoyllur Rit'i",
    text: "Soñé que subía con mi tío Julián al Qoyllur Rit'i, en la montaña, de noche, entre miles de peregrinos y las bandas tocando sin parar. Llevaba una vela prendida y el frío me mordía los pies. Los ukukus, con sus máscaras de lana, subían al glaciar a cantar, y yo los seguí. De repente estaba sola arriba, sobre la nieve, con el cielo tan lleno de estrellas que podía tocarlas. Una estrella bajó despacito y se me quedó en la mano, tibia. Mi tío me llamaba desde abajo. Me desperté con una paz enorme y los pies helados.",
    symbols: ['mountain', 'singing', 'candle', 'feet', 'mask', 'snow', 'sky', 'hands'],
    people: ['family', 'crowd'],
    emotions: ['calm'],
    notThere: ['loneliness'],
    notFelt: ['loneliness'],
    written: { family: 'tío' },
    turn: ['sky'],
    outsideLexicon: ['peregrinos', 'ukukus', 'glaciar', 'lana'],
  },
  // Bolivia (Isla del Sol, Titicaca). Crossing at night to the island (island) in the compadre's (friend,
  // compadre as written) launch (boat) over the lake (lake): the Isla del Sol is a name and it is night
  // (no sun), "sin luna" (no moon); the launch is called the Cóndor de los Andes (no eagle), and "un frío
  // de perros" is a saying (no dog). The Inca steps (stairs), the backpack (luggage). The woman (stranger,
  // señora as written) selling hot api (food) at her stall (shop), who gives it to him (gift); "mamita" is
  // said to her (no mother). The lake full of lights (light) is the turn; "como velas flotando" is a
  // likeness (no candle, no flying). "Asustado" is fear.
  {
    id: 'es27-isla-sol',
    title: 'La Isla del Sol',
    text: 'Soñé que cruzaba de Copacabana a la Isla del Sol en la lancha de mi compadre Wilfredo, la Cóndor de los Andes, ya de noche y sin luna. El lago estaba negro y hacía un frío de perros. En Yumani subí las escaleras del Inca con la mochila, contando los escalones, y arriba una señora vendía api caliente en su puesto. —¿Cuánto es, mamita? Me lo regaló. Cuando me di la vuelta ya no estaban ni la lancha ni mi compadre, y el lago se había llenado de luces, como velas flotando. Me desperté asustado.',
    symbols: ['island', 'boat', 'lake', 'stairs', 'luggage', 'food', 'shop', 'gift', 'light'],
    people: ['friend', 'stranger'],
    emotions: ['fear'],
    notThere: ['sun', 'moon', 'eagle', 'dog', 'mother', 'candle', 'flying'],
    written: { friend: 'compadre', stranger: 'señora' },
    turn: ['light'],
    outsideLexicon: ['api'],
  },
  // Chile (San Pedro de Atacama), in the present. The guide's trade is waking life ("Trabajo de guía": no
  // office). The Valle de la Luna and the Valle de la Muerte are names (no moon, no death). The sunset that
  // never ends (sun) over the dune (desert) and the volcanoes (volcano); the dune's sand is no beach. The
  // tourists (crowd) frightened: their fear, the dreamer "tranquila" (calm). Running barefoot (feet), "como
  // niños" a likeness (no child); "de niña" is her childhood (no girl). The grandfather (abuelo as written)
  // waving his hat (clothes) is the turn. "Contenta" is joy.
  {
    id: 'es27-valle-luna',
    title: 'El Valle de la Luna',
    text: 'Trabajo de guía en San Pedro de Atacama y sueño que llevo a un grupo al Valle de la Luna a ver la puesta de sol desde la duna grande. Pero el sol no se pone nunca: se queda ahí, rojo, pegado a los volcanes. Los turistas están asustados y me preguntan qué pasa; yo, tranquila, sigo explicando la sal y las Tres Marías como si nada. Después bajamos por el Valle de la Muerte corriendo por la arena, descalzos, como niños. Abajo está mi abuelo Eliseo, el que me traía aquí de niña, haciéndonos señas con el sombrero. Me despierto contenta.',
    symbols: ['sun', 'desert', 'volcano', 'feet', 'clothes'],
    people: ['crowd', 'grandfather'],
    emotions: ['calm', 'joy'],
    notThere: ['office', 'moon', 'death', 'beach', 'fear', 'child', 'girl'],
    notFelt: ['fear'],
    written: { grandfather: 'abuelo' },
    turn: ['grandfather'],
    outsideLexicon: ['duna', 'sal'],
  },
  // Argentina (Salta), typed in a hurry. A plain dream. The retired guard back on the Tren a las Nubes
  // (train) up the gorge among the red hills (mountain), through the carriages. The train not stopping on
  // the viaduct of La Polvorilla (bridge) and going on through the air with him aboard (flying); the
  // passengers clapping (crowd). The father (viejo as written) in the last carriage in his railwayman's cap
  // (clothes) is the turn. "Con ganas de llorar" is sadness.
  {
    id: 'es27-tren-nubes',
    title: 'El Tren a las Nubes',
    text: 'soñe que iba otra vez de guarda en el tren a las nubes como cuando era joven, saliendo de salta de madrugada. el tren subia y subia por la quebrada, entre los cerros colorados, y yo pasaba por los vagones picando boletos. cuando llegamos al viaducto la polvorilla el tren no freno y siguio derecho por el aire, por encima de las nubes. los pasajeros aplaudian. en el ultimo vagon estaba mi viejo con su gorra de ferroviario, tomando mate. me desperte con ganas de llorar',
    symbols: ['train', 'mountain', 'bridge', 'flying', 'clothes'],
    people: ['crowd', 'father'],
    emotions: ['sadness'],
    written: { father: 'viejo' },
    turn: ['father'],
    outsideLexicon: ['quebrada', 'boletos', 'nubes', 'mate'],
  },
  // Uruguay (Montevideo). A plain dream. Climbing the Cerro (mountain) with the granddaughter (family,
  // nieta as written) by the hand (hands) up the stone path (road) in the wind (wind), to the fortress
  // (castle, and its tower), the bay and the sea (ocean), the ships (boat), the city across the bay (city).
  // Her running off is hers (no fleeing); searching for her down the passages (searching, hallway), "con el
  // alma en un hilo" (anxiety). The soldier of olden days (soldado as written) in a blue uniform
  // (clothes) is the turn; "Abuelo" is the dreamer (no grandfather). "Aliviado" is relief.
  {
    id: 'es27-cerro',
    title: 'La fortaleza del Cerro',
    text: 'Soñé que subía al Cerro de Montevideo con mi nieta Valentina de la mano, por el camino de piedras, un domingo de mucho viento. Arriba la fortaleza estaba abierta y no había nadie. Desde la muralla se veía toda la bahía, los barcos, la ciudad chiquita del otro lado. Valentina se soltó y salió corriendo entre los cañones. La busqué por todos los pasillos, llamándola a los gritos, con el alma en un hilo. Estaba arriba de la torre, mirando el mar con un soldado de los de antes, de uniforme azul. —Abuelo, él cuida el faro. Me desperté aliviado.',
    symbols: [
      'mountain',
      'hands',
      'road',
      'wind',
      'castle',
      'ocean',
      'boat',
      'city',
      'searching',
      'hallway',
      'clothes',
    ],
    people: ['family', 'soldier'],
    emotions: ['anxiety', 'relief'],
    notThere: ['fleeing', 'grandfather'],
    written: { family: 'nieta', soldier: 'soldado' },
    turn: ['soldier'],
    outsideLexicon: ['piedras', 'muralla', 'bahía', 'cañones', 'faro'],
  },
  // Paraguay (Encarnación), in the present. A plain dream. The carnival (party) on the costanera, the
  // feathers and sequins sewn for the comparsa, the music (singing), the people throwing foam (crowd), the
  // costumes (clothes). "La reina de la comparsa" is a carnival title (no royalty): the granddaughter
  // (family, nieta as written), seven, is the turn, and her dancing is hers (no dancing). The full moon
  // (moon), the river Paraná (river), the pricked fingers (hands). "Feliz" is joy.
  {
    id: 'es27-carnaval',
    title: 'El carnaval de Encarnación',
    text: 'Es febrero, carnaval, y estoy en el corsódromo de Encarnación, sobre la costanera, con las plumas y las lentejuelas que cosí para la comparsa de mi barrio. La música no para y la gente tira espuma desde las gradas. Yo corro detrás de la carroza arreglando los trajes que se descosen. De repente veo que la reina de la comparsa es mi nieta Araceli, de siete años, con un traje de plumas más grande que ella, bailando bajo la luna llena, con el río Paraná brillando atrás. Me despierto feliz, con los dedos pinchados.',
    symbols: ['party', 'singing', 'clothes', 'moon', 'river', 'hands'],
    people: ['crowd', 'family'],
    emotions: ['joy'],
    notThere: ['royalty', 'dancing'],
    written: { family: 'nieta' },
    turn: ['family'],
    outsideLexicon: ['corsódromo', 'costanera', 'plumas', 'lentejuelas', 'comparsa', 'espuma', 'gradas', 'carroza'],
  },
];
