// Thirtieth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 88 to 107 words as people type them at dawn, written in Spanish apart from the English
// batches (not translated), five of them in the present and the rest in the past, two typed in a hurry with
// no accents or capitals, eight with dialogue after a dash, told by men and women of many trades and ages (a
// mother of two, a retired fisherman, a mother who drives, a man locked in his old school, a man buying a
// bed with his partner, a woman just turned forty, a mother at her son's match, a plumber, a father-to-be, a
// football referee, a woman chased through a mall, a coconut cutter, a woman of seventy, a Dominican woman
// back from work, a man going back to his childhood grocer's, a dentist, a man in hospital for his hip, a
// winery guide, a woman at the market with her dog, a woman at the beach with her sisters), most from the
// countries most Spanish dream journals come from: Mexico (Tlaquepaque, Querétaro, Toluca, Mérida), Spain
// (Valencia, Madrid, Cuenca, Seville), Argentina (Rosario, Lanús, Tucumán, Mendoza), Colombia (Cali,
// Tumaco, Bogotá) and the United States (a Mexican-American in San Antonio, a Dominican in the Bronx), the
// rest from Chile (Concepción), Uruguay (Montevideo) and Venezuela (a woman from Caracas at Chichiriviche).
// They are about the things people most often dream of (a house and a room, water, a car, school, the
// partner, the parents, the children, the dead, animals, being lost, being late, being chased, falling,
// flying, a party, a shop, a hospital) in situations the earlier Spanish batches did not use (their ids
// and titles, the first names and places used here and a few situation words grepped first; two drafted
// situations an earlier batch had used, a car not found in a car park and a traffic jam, were changed after
// those greps, and El Morro in Tumaco was kept: the twenty-fourth's El Morro is another place, with a
// piragua cart before it): a room with a pool behind the children's wardrobe, eels filling a boat on the
// Albufera, a car filling with water and little fish, locked in the old school at night, a partner choosing
// a single bed in a furniture shop, separated parents dancing a slow dance at a fortieth birthday, a
// goalkeeper son who is a baby, a white horse in the lift, lost in a hospital looking for the labour room, a
// referee late for the final, chased through a mall by a clown, falling from a coconut palm, flying with
// the vultures over Cuenca's hanging houses, a surprise party of strangers, an old grocer who gives a key
// for change, a dead grandmother in her hammock, a hospital bed rolling down to the Guadalquivir, a wine
// tasting that floods, a dog lost in the Paloquemao market and a tall wave that breaks gently. Mexican,
// Castilian, Argentine, Colombian (valluna, tumaqueña, rola), Mexican-American, Dominican, Chilean,
// Uruguayan and Venezuelan usage (el clóset, la alberca, se avientan, en calzones, con todo y ropa, la
// banqueta; la barca, crío, la gorra calada; manejando, el bulevar; el bachillerato, el
// pupitre, el profe, una gotera; me tumbo, de las afueras, una de matrimonio; festejaba, de chica, sándwiches
// de miga, mis viejos, un lento, la torta; las gradas, volteo, la panza, la high school; gasfíter, la pega,
// el pasto; trabajo de parto, sentadita, papi; re nervioso, el colectivo, agarró para cualquier lado, los
// botines, nenes; traía, me metí a, un tenis, un coraje, carcajeándose; trepado, tumbando cocos, ya está
// bueno, chiquitica; la hoz, las casas colgadas; muerta del trabajo, el bizcocho, los pastelitos, la nevera;
// el almacén, el vuelto, botija, el fiambre; mija, mi reina, el corredor, el pan dulce; ingresado, urgencias,
// en los huesos; la bodega, de único turista, las notas de cata; la plaza, a reventar, las aromáticas,
// mamita, el andén; echar los perros, la sucursal del cielo, mansita). About three quarters are plain
// everyday dreams with the ordinary images of dream reports (a grandfather sweeping the pavement seen
// through windows under water, the open sea when the fog lifts, a son breathing under water in the mirror,
// the watchman who is the old chemistry teacher, a single bed, the mother's head on the father's shoulder, a
// baby saving a penalty, the horse getting out at the sixth floor, a baby opening her eyes, a team of
// five-year-olds, the sister under the clown's wig, a fall that never ends, vultures as big as the dreamer,
// the mother come with the right cake, an iron key that fits, a grandmother who says nothing hurts there)
// and no deliberate traps, written to see that the analysis finds everything that is there and nothing that
// is not; what they list under `notThere` is only what ordinary words bring with them ("como cuando yo era
// crío", a father's laughing, the smell of mud after waking, fish swimming and a son breathing and laughing
// under water, "abrí los ojos", a watchman who turns out to be the teacher, "el corazón a mil", "como si
// estuviera en su casa", "una de matrimonio", "casi de hospital", "la caja", a partner's contentment, the
// parents' dancing, "un calor de ahogarse", "los otros papás", "me muero de risa", a horse's calm, "trabajo
// de parto", "papi" said to the dreamer, "se me cayó un tenis", "¡Caíste, tonta!", the village of the mother
// and its church tower, "muerta del trabajo", strangers dancing, "feliz cumpleaños" said, a husband searched
// for and not there, "cerró hace treinta años"). The other quarter (the hammock, the rolling bed, the winery,
// the market, the wave) hold the traps people write without meaning to: names holding image words (el Oso, a
// dog; the Virgen del Rocío hospital; Lobo, a dog; doña Cielo; the butcher's La Vaca Feliz); everyday senses
// of image words ("Soy dentista", "Soy guía en una bodega", "de único turista", "el corredor" of a Yucatecan
// house, "en los huesos", "Caí en la cuenta", "¡Frene!", "flotando" in a river, "el andén" for the pavement,
// "echar los perros", "la sucursal del cielo"); a death dated in waking life ("murió en el 2016") of a
// grandmother who is there; images only told or remembered (a viper the boyfriend says he saw, tortillas
// "hechas a mano" remembered); likenesses and set phrases ("como un río", "como una piscina", "como pez en el
// agua", "como un perro que te lame los pies", "muerta de risa", "muerto de miedo"); words of
// address ("mija" and "mi reina" said to the dreamer, "Tranquila, mamita"); feelings denied ("no me dio
// miedo", "¿Miedo yo? Ni un poquito"), crying from relief, and other people's feelings (a boyfriend's fear
// and anger, a dog "feliz de la vida", a grandmother who "se rió").
// Gendered words as written: abuelo, padre, hijo, amigas, primos, mamá, papá, esposa, enfermeras, señora,
// hermana, tío, mama, abuela, enfermera, novio, hermanas, cuñado, muchacha.
// Readings follow the later batches where the earlier ones differ, and say so: `notFelt` repeats the
// feelings of `notThere` that are named but not the dreamer's as felt (the twenty-sixth to twenty-ninth; the
// twenty-fifth had left out loneliness there, and no dreamer here is only alone); a death dated in waking life
// is no image of death (the tenth on; the first set and the fourth to ninth batches had read it as death); the
// figure who turns out to be someone known is read as that person with no stranger beside (the
// twenty-seventh to twenty-ninth: the watchman who is the teacher); someone else's dancing, swimming or
// laughing is theirs (the twenty-third, twenty-ninth); the beds are read as bedroom, as the eighth batch reads
// the lexicon's cama, and a hospital room with its bed too; neighbours together are a crowd (the
// twenty-fifth to twenty-seventh), a shopkeeper or a vendor known by name has no people id (as the tenth
// leaves a named neighbour); a dog lost in the dream and searched for is lost and searching (as the fifth
// and seventeenth read a lost child); a known childhood house is house and childhood_home (the twenty-eighth);
// a "Soy ..." of the dreamer's trade is the dreamer (the twenty-second on). Images are read where the careful
// reader sees them even when the lexicon has no word for them (eels as fish, hens as bird as the
// twenty-eighth reads them, coconuts and bread as food, a nappy and gloves as clothes, an updraft as wind, a
// room filling with wine to the knees as a flood). One reading no earlier batch made: the teenage son seen as
// a baby is read as both son and baby, since the dreamer names him and sees him a baby. None of the
// named people come back from earlier batches, and no first name here is used in them (thirteen planned
// names that were, Iker, Mateo, Andrés, Daniela, Manolo, Facu, Paloma, León, Itzel, Ximena, Nahuel, Luz and a
// dog's Tigre, were changed after the greps, before or while the file was written).
// `notThere` was completed as the twenty-seventh to twenty-ninth batches did: a read-only python3 call
// printed, for each dream here, which of the lexicon's Spanish words and the emotion list's Spanish words its
// title and text hold (exactly, and then loosely: plurals, diminutives, other endings), and each one whose
// image or feeling is not in the dream was listed under `notThere` (loose matches that are only other words,
// such as "caramelos" for "cara", "barrio" for "barro", "Caicedo" for "cai", "Oroño" for "oro", "penal" for
// "pena", "enfermeras" for "enferma", "abuelo" for "abuela" or "caminaba" for "camino", were left out). A few
// that no lexicon word matches but a word-by-word reader might still find were listed too: breath
// ("respirando bajo el agua"), drowning ("un calor de ahogarse"), death ("me muero de risa"), car ("¡Frene!"),
// stranger ("Soy guía", "de único turista"), anger ("se enojaba"), daughter ("mija").
// Its helper read only the evaluation README (through `cat`, which the tool cut in the middle, and `sed -n
// 190,335p`), the types (`cat`), the lexicon data files (../lexicon/*.json: `ls *.json` there, a python3 call
// that printed each file's name, JSON type and entry count, one that printed each entry's id and Spanish
// words, one that printed the people entries' nested variants (parent id, id, Spanish words, found by their
// type without printing field names), and one that looked for nested entries in the other files and found
// none), the emotion ids and their Spanish words in ../emotions.ts (one python3 call that printed only each
// id and its Spanish array), the twenty-ninth batch (`cat`, which the tool cut, and `sed -n 150,302p`) and the
// earlier Spanish tuning batches (tuning-es.ts and tuning-2-es.ts to tuning-28-es.ts) through greps: a `for`
// loop of `grep -hE` with `paste`, `sed`, `awk` and `cut` that printed every id and title; `grep -n` with `-B`
// or `-A` context, `grep -E`, `cut` and `head` filters for how their comments read the childhood home, beds,
// neighbours, flowers, people who turn into others, a lost dog or child, mate, bags, named shopkeepers and
// "don"/"doña"; `sed -n` passages of their comments and readings (tuning-28-es.ts 85-100, tuning-20-es.ts
// 135-146, tuning-5-es.ts 70-80, tuning-17-es.ts 195-204, tuning-10-es.ts 150-170, tuning-13-es.ts 110-128);
// `for` loops of `grep -lw` (once `grep -liw`) for first names and places, and `grep -ohi` with
// surrounding characters (after a first try with `-w` that printed nothing) for situation words (payaso,
// alberca, hamaca, árbitro, estacionamiento, ascensor, rodando, cocos, portero, embotellamiento, atasco,
// encerrad, horchata, caballo blanco and others). It ran nothing of the analysis, no test, no script of the
// project, no tsx, node, vitest, npm or git command, made no web search, and opened, listed or grepped no
// held-out, English tuning, analysis, composer, score or test file, nor anything under api/src/modules. Its
// shell commands: `cat README.md && cat types.ts && ls tuning*-es.ts && wc -l tuning*-es.ts`; `cat
// tuning-29-es.ts`; the two `sed -n` above; the lexicon and emotion calls above; the greps, `sed -n`
// passages and `for` loops above over the earlier Spanish tuning files; a last `for` loop of `grep -lw` over
// `tuning-es.ts tuning-[0-9]*-es.ts` for the names and places used here, run after this file existed and so
// piped through `grep -v tuning-30` to leave it out; and, over this file, `grep -n` and `sed -n` of its
// lines, `awk` of its comment lines' widths and python3 calls that only printed (word and dash counts; line
// widths; which lexicon and emotion words its texts hold, reading ../lexicon/*.json and ../emotions.ts
// beside it; the final checks of brackets, quotes, ids and lists). Departures, told here: the python3 print
// of the emotion list's Spanish arrays also printed the short comments written inside them (such as "con el
// corazón en la garganta": the heart is the fear); the print of each lexicon file's JSON type and entry
// count and the search for nested entries showed a little of the files' shape beyond ids and words; the
// `grep -liw` loop, being case-insensitive, also named files that hold common nouns such as "cielo", "oso"
// and "lobo" (only file names were printed); a `grep -ow` for "Tina" in tuning-21-es.ts printed nothing.
// Nothing else of those files was read. The file was first created with a placeholder header and one dream,
// then written over and edited, only with the file editing tool.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_30: readonly EvaluationDream[] = [
  // Mexico (Tlaquepaque, Guadalajara), in the present. A plain dream. A room she did not know in her house
  // (house, hidden_room) behind the children's wardrobe, through a little door (door); a pool inside, green
  // water (water) lit from below (light). The children (hijos: child) jumping in in their underpants, she
  // going in with her clothes on (clothes), swimming (swimming) to the bottom. The windows down there
  // (window) onto the street where she grew up (road), with the grandfather (abuelo as written) sweeping
  // the pavement, are the turn. "Feliz" is joy.
  {
    id: 'es30-alberca',
    title: 'El cuarto de la alberca',
    text: 'Sueño que en mi casa de Tlaquepaque hay un cuarto que no conocía, detrás del clóset de los niños. Abro la puertita y adentro hay una alberca enorme, de agua verde clarita, con una luz que sale del fondo. Mis hijos, Romina y Santi, se avientan en calzones gritando y yo me meto con todo y ropa. El agua está tibia. Nado hasta el fondo sin necesidad de respirar, y allá abajo hay unas ventanas que dan a la calle donde crecí, con mi abuelo barriendo la banqueta. Me despierto feliz y con ganas de volver.',
    symbols: ['house', 'hidden_room', 'door', 'water', 'light', 'clothes', 'swimming', 'window', 'road'],
    people: ['child', 'grandfather'],
    emotions: ['joy'],
    written: { grandfather: 'abuelo' },
    turn: ['window', 'grandfather'],
    outsideLexicon: ['clóset', 'alberca', 'banqueta'],
  },
  // Spain (Valencia). A plain dream. A retired fisherman ("pescador" is his trade, yet eels are there) in
  // the boat (barca: boat) on the Albufera (lake) with the father (padre as written) rowing in the fog, his
  // cap (gorra: clothes); "como cuando yo era crío" is the past (no boy). The boat filling with eels (fish),
  // the father putting them back into the water (water) with his hands (hands); his laughing is his (no
  // joy). The open sea (ocean) when the fog lifts is the turn. "Tranquilo" is calm; the smell of mud is
  // after waking (no mud).
  {
    id: 'es30-albufera',
    title: 'La barca',
    text: 'Fui pescador toda la vida y anoche soñé que iba con mi padre en la barca por la Albufera, de madrugada, con una niebla tan espesa que no se veía ni la proa. Él remaba como cuando yo era crío, sin decir nada, con la gorra calada hasta las cejas. De pronto la barca empezó a llenarse de anguilas vivas que saltaban del agua a montones, y él se reía y las devolvía al lago con las manos, una a una. Luego la niebla se abrió y estábamos en medio del mar, sin tierra a la vista. Me desperté tranquilo, con olor a barro en la nariz.',
    symbols: ['boat', 'lake', 'clothes', 'fish', 'water', 'hands', 'ocean'],
    people: ['father'],
    emotions: ['calm'],
    notThere: ['boy', 'joy', 'mud'],
    notFelt: ['joy'],
    written: { father: 'padre' },
    turn: ['ocean'],
    outsideLexicon: ['niebla', 'proa', 'anguilas'],
  },
  // Argentina (Rosario). A plain dream. Driving (manejando: car) down a boulevard (road) as the car fills
  // with warm clear water (water), orange fish swimming between the seats (fish; their swimming is theirs,
  // no swimming of the dreamer's). The man in the next car (el del auto de al lado: stranger), dry, waving.
  // In the mirror (espejo: mirror) the son (hijo as written), five again, breathing under the water and
  // laughing in bubbles, is the turn; breathing freely is no choking (no breath), and his laughter is his (no
  // joy). "Tranquila" is calm.
  {
    id: 'es30-pececitos',
    title: 'Los pececitos',
    text: 'Soñé que iba manejando por bulevar Oroño, en Rosario, y el auto se empezaba a llenar de agua por abajo, despacito, tibia y clarita. Yo seguía manejando como si nada. El agua me llegó a la cintura, después al pecho, y entre los asientos nadaban unos pececitos naranjas. Paré en un semáforo y el del auto de al lado me saludaba, seco. Miré por el espejo y atrás iba mi hijo Joaquín, de cinco años como antes, respirando bajo el agua y haciendo burbujas de risa. Me desperté tranquila, con la boca seca.',
    symbols: ['car', 'road', 'water', 'fish', 'mirror'],
    people: ['stranger', 'son'],
    emotions: ['calm'],
    notThere: ['swimming', 'breath', 'joy'],
    notFelt: ['joy'],
    written: { son: 'hijo' },
    turn: ['son'],
    outsideLexicon: ['asientos', 'semáforo', 'burbujas'],
  },
  // Colombia (Cali). A plain dream. Locked in at night (encerrado: trapped) in the school (colegio: school)
  // where he did his bachillerato; "abrí los ojos" is waking inside the dream (no eyes). The dark corridors
  // (hallway, darkness), doors and windows that will not open (door, window), the torch (linterna: candle).
  // The watchman (vigilante) turning out to be the old chemistry teacher (teacher) is the turn, read as the
  // teacher he turns out to be, with no stranger beside, as the twenty-seventh to twenty-ninth batches read
  // such figures. "El corazón a mil" is fear (no heart).
  {
    id: 'es30-colegio-noche',
    title: 'El vigilante',
    text: 'Soñé que me quedaba encerrado de noche en el colegio donde hice el bachillerato, en Cali. Había ido a reclamar el diploma, me quedé dormido en un pupitre esperando y cuando abrí los ojos ya habían cerrado todo. Los pasillos estaban oscuros y se oía una gotera en alguna parte. Yo probaba puertas y ventanas y ninguna abría. Al fondo apareció una linterna: era el vigilante, que venía despacio por el corredor. Cuando me alumbró vi que era el profe Caicedo, el de química, igualito. —¿Otra vez usted por aquí, Mosquera? Me desperté con el corazón a mil.',
    symbols: ['trapped', 'school', 'hallway', 'darkness', 'door', 'window', 'candle'],
    people: ['teacher'],
    emotions: ['fear'],
    notThere: ['eyes', 'stranger', 'heart'],
    turn: ['teacher'],
    outsideLexicon: ['diploma', 'pupitre', 'gotera'],
  },
  // Spain (Madrid), in the present. A plain dream. The partner (pareja: partner) and the dreamer at a huge
  // furniture shop (shop) buying a bed, beds everywhere (bedroom, as the eighth batch reads the lexicon's
  // cama), people sleeping in them (crowd) "como si estuviera en su casa" (a likeness: no house). "Una de
  // matrimonio" is a double bed (no wedding), "casi de hospital" a likeness (no hospital), "la caja" the
  // checkout (no box). The partner choosing a single bed, happy (his joy, not the dreamer's), is the turn.
  // "Angustiado" is anxiety.
  {
    id: 'es30-cama',
    title: 'La cama individual',
    text: 'Sueño que Gonzalo, mi pareja, y yo vamos a una tienda de muebles enorme de las afueras a comprar una cama nueva. Hay camas por todas partes, hasta el techo, y la gente duerme en ellas como si estuviera en su casa. Yo me tumbo en una de matrimonio y le digo que esa, que esa. Él se pasea sin hacerme caso y al final elige una individual, estrecha, casi de hospital, y la paga en la caja tan contento. —Así cada uno duerme a gusto. No sé qué decirle. Me despierto angustiado, y él está roncando a mi lado.',
    symbols: ['shop', 'bedroom'],
    people: ['partner', 'crowd'],
    emotions: ['anxiety'],
    notThere: ['house', 'wedding', 'hospital', 'box', 'joy'],
    notFelt: ['joy'],
    turn: ['partner', 'bedroom'],
    outsideLexicon: ['muebles'],
  },
  // Argentina (Lanús, Buenos Aires). A plain dream. Her fortieth birthday party (party) in the neighbourhood
  // club of her childhood ("de chica": her childhood, no girl), sandwiches and the cake (food) in her
  // hands (hands); the friends (amigas: friend) and cousins (primos: family). The parents ("mis viejos"),
  // separated in waking life, dancing a slow dance: the mother (mamá as written) and the father (papá as
  // written) are the turn; their dancing is theirs (no dancing), as the twenty-third reads another's dance.
  // "Llorando" is sadness, "una nostalgia enorme" nostalgia.
  {
    id: 'es30-viejos',
    title: 'Un lento',
    text: 'Cumplí cuarenta en julio y anoche soñé con la fiesta, pero en el club de barrio donde festejaba los cumpleaños de chica, con guirnaldas de papel crepé y sándwiches de miga. Estaban mis amigas de ahora y mis primos de antes, todos con la edad de hoy. Y en el medio de la pista, bailando un lento, mis viejos, que se separaron cuando yo tenía doce y no se hablan hace veinte años. Mi mamá con la cabeza apoyada en el hombro de mi papá. Nadie se sorprendía menos yo. Me quedé mirándolos con la torta en las manos. Me desperté llorando, con una nostalgia enorme.',
    symbols: ['party', 'food', 'hands'],
    people: ['friend', 'family', 'mother', 'father'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['dancing'],
    written: { friend: 'amigas', family: 'primos', mother: 'mamá', father: 'papá' },
    turn: ['mother', 'father'],
    outsideLexicon: ['club', 'guirnaldas', 'pista'],
  },
  // A Mexican-American mother in San Antonio, in the present. A plain dream. The son (hijo as written), a
  // goalkeeper of fifteen, is a baby in a nappy in the goal (son and baby: the one boy, named and seen as a
  // baby); the nappy and the huge gloves (clothes). "Un calor de ahogarse" is heat (no drowning); the other
  // parents ("los otros papás": no father of the dreamer's) and the whole stadium standing (crowd). The baby
  // saving the penalty is the turn. "Me muero de risa y de orgullo" is joy (no death).
  {
    id: 'es30-portero',
    title: 'El portero',
    text: 'Sueño que estoy en las gradas viendo el partido de mi hijo Brandon, que tiene quince y juega de portero en el equipo de la high school. Hace un calor de ahogarse. Cuando volteo a la cancha, Brandon es un bebé en pañal, sentado en medio de la portería con unos guantes enormes. Los otros papás gritan como si nada. Le tiran un penal, el bebé se avienta y la para con la panza. Todo el estadio se levanta a aplaudir. Yo me muero de risa y de orgullo. Me despierto y él ya se fue a entrenar.',
    symbols: ['clothes'],
    people: ['son', 'baby', 'crowd'],
    emotions: ['joy'],
    notThere: ['drowning', 'father', 'death'],
    written: { son: 'hijo' },
    turn: ['baby'],
    outsideLexicon: ['gradas', 'cancha', 'portería', 'pañal', 'guantes', 'estadio'],
  },
  // Chile (Concepción). A plain dream. "Gasfíter" is his trade; "la pega" is work (no office named). The
  // lift of his building (ascensor: elevator) with a white horse (horse) inside, its doors (door); the
  // horse's calm is its own (no calm of the dreamer's). Pressed against the mirror (mirror). The
  // neighbours greeting it on every floor (vecinos: crowd, as the twenty-fifth to twenty-seventh read
  // neighbours together). The horse getting out at the sixth floor is the turn. "Riéndome" is joy.
  {
    id: 'es30-caballo',
    title: 'El sexto piso',
    text: 'Soy gasfíter en Concepción. Soñé que llegaba de la pega, llamaba al ascensor de mi edificio y cuando se abrían las puertas había adentro un caballo blanco, enorme, que ocupaba todo. Me miraba tan tranquilo. Yo me metía de lado, apretado contra el espejo, y marcaba el sexto. El caballo olía a pasto mojado. En cada piso se abrían las puertas y los vecinos lo saludaban por su nombre, como si viviera ahí de toda la vida. En el sexto se bajó él, no yo, y las puertas se cerraron. Desperté riéndome.',
    symbols: ['elevator', 'door', 'horse', 'mirror'],
    people: ['crowd'],
    emotions: ['joy'],
    notThere: ['calm'],
    notFelt: ['calm'],
    turn: ['horse'],
    outsideLexicon: ['edificio', 'vecinos'],
  },
  // Mexico (Querétaro). A plain dream. The wife (esposa as written) in labour ("trabajo de parto": birth, no
  // office). Lost in the hospital (hospital, lost) looking for her room (searching): corridors (hallway),
  // stairs (stairs), the nurses (enfermeras as written: doctor), a basement of empty trolleys (basement). A
  // cleaning lady (stranger, señora as written) leading him by the hand (hands) to a door (door). The wife
  // on the bed (bedroom) with the baby (baby); "papi" is said to the dreamer (no father of his). The baby
  // opening her eyes (eyes) is the turn. "Feliz" is joy.
  {
    id: 'es30-maternidad',
    title: 'El cuarto de Fabiola',
    text: 'Soñé que mi esposa Fabiola ya estaba en trabajo de parto y yo no encontraba su cuarto en el hospital. Corría por pasillos que se repetían, todos pintados de verde, subía escaleras, les preguntaba a las enfermeras y cada una me mandaba a otro piso. Me perdí en un sótano lleno de camillas vacías. Por fin una señora de la limpieza me llevó de la mano hasta una puerta. Adentro estaba Fabiola, sentadita en la cama, con la bebé en brazos. —Mira, papi, ya llegó. La bebé abrió los ojos y me miró. Me desperté feliz y con los ojos mojados.',
    symbols: [
      'birth',
      'hospital',
      'searching',
      'lost',
      'hallway',
      'stairs',
      'basement',
      'hands',
      'door',
      'bedroom',
      'eyes',
    ],
    people: ['wife', 'doctor', 'stranger', 'baby'],
    emotions: ['joy'],
    notThere: ['office', 'father'],
    written: { wife: 'esposa', doctor: 'enfermeras', stranger: 'señora' },
    turn: ['baby', 'eyes'],
    outsideLexicon: ['camillas'],
  },
  // Argentina (Tucumán), typed in a hurry. A plain dream. "Soy árbitro" is the dreamer. Late for the final
  // (late); the colectivo (bus), the watch (reloj: clock), a dirt road (road), the boots in his hand (shoes,
  // hands). The players all little children in shirts down to their knees (nenes: child; camiseta:
  // clothes) are the turn. "Re nervioso" is anxiety.
  {
    id: 'es30-arbitro',
    title: 'La final',
    text: 'soy arbitro de la liga tucumana y soñe que llegaba tarde a la final. el colectivo no venia, despues vino lleno y no paraba, y cuando por fin me subi agarro para cualquier lado. yo miraba el reloj re nervioso y faltaban cinco minutos, despues dos. me baje y corri por un camino de tierra con el silbato en la boca y los botines en la mano. llegue a la cancha y los jugadores eran todos nenes de cinco años, con la camiseta hasta las rodillas, esperandome sentados en el pasto. me desperte cansadisimo',
    symbols: ['late', 'bus', 'clock', 'road', 'shoes', 'hands', 'clothes'],
    people: ['child'],
    emotions: ['anxiety'],
    turn: ['child'],
    outsideLexicon: ['silbato', 'cancha', 'pasto'],
  },
  // Mexico (Toluca). A plain dream. Chased (perseguía: chased) by a clown through a shopping centre (shop)
  // full of people (crowd): his suit (traje: clothes), his huge shoes, and a trainer she loses on the
  // escalator (shoes, stairs; "se me cayó" is no fall). Cornered in a dead-end corridor (hallway, trapped).
  // The clown taking off the wig and being the sister (hermana as written) is the turn; "¡Caíste!" is being
  // fooled (no fall). "Asustada" is fear, "un coraje" (Mexican anger) anger.
  {
    id: 'es30-payaso',
    title: 'El payaso',
    text: 'Soñé que un payaso me perseguía por Galerías Metepec, un domingo lleno de gente. Traía el traje de payaso, una peluca naranja, unos zapatos gigantes y un racimo de globos, y nunca corría: caminaba, pero siempre lo tenía atrás. Me metí a una zapatería, a una óptica, al cine, y él ahí. Subí las escaleras eléctricas al revés y se me cayó un tenis. Al final me acorraló en un pasillo sin salida. Se quitó la peluca y era mi hermana Fer, carcajeándose. —¡Caíste, tonta! Me desperté asustada y con un coraje que todavía me dura.',
    symbols: ['chased', 'shop', 'clothes', 'shoes', 'stairs', 'hallway', 'trapped'],
    people: ['crowd', 'sister'],
    emotions: ['fear', 'anger'],
    notThere: ['falling'],
    written: { sister: 'hermana' },
    turn: ['sister'],
    outsideLexicon: ['payaso', 'peluca', 'globos', 'escaleras eléctricas', 'cine'],
  },
  // Colombia (Tumaco), in the present. A plain dream. Up the tallest coconut palm on the beach (climbing,
  // tree, beach), cutting coconuts to sell (food); the uncle (tío as written: family) calling him down. A
  // foot slipping (feet) and the fall that never ends (falling), the turn; the sea and the sand turning
  // (ocean, beach), the wind (wind). "Asustado" is fear; the mattress is after waking.
  {
    id: 'es30-palma',
    title: 'La palma más alta',
    text: 'Sueño que estoy trepado en la palma de coco más alta de la playa de El Morro, en Tumaco, tumbando cocos para vender. Abajo mi tío Ananías me grita que ya está bueno, que me baje. El tronco se va poniendo cada vez más alto y más flaco, y la playa se ve chiquitica. Se me resbala un pie y me caigo, y caigo y caigo, y el mar y la arena dan vueltas, y nunca llego al suelo. El viento me zumba en los oídos. Me despierto de un brinco, asustado, agarrado del colchón.',
    symbols: ['climbing', 'tree', 'food', 'beach', 'feet', 'falling', 'ocean', 'wind'],
    people: ['family'],
    emotions: ['fear'],
    written: { family: 'tío' },
    turn: ['falling'],
    outsideLexicon: ['palma de coco', 'cocos', 'colchón'],
  },
  // Spain (Cuenca). A plain dream. A woman of seventy on the bridge of San Pablo (bridge) looking at the
  // hanging houses (house); a warm updraft (wind) lifting her, flying (flying) with the vultures (buitres:
  // eagle) beside her, the turn, over the cathedral (church); the river (river) below. The village is her
  // mother's (city; no mother), its tower a church tower (no castle). "En paz" is calm.
  {
    id: 'es30-buitres',
    title: 'Las casas colgadas',
    text: 'Tengo setenta años y anoche volé. Estaba en el puente de San Pablo, en Cuenca, mirando las casas colgadas, cuando una corriente de aire caliente subió desde la hoz y me levantó como a los buitres, que volaban a mi lado, tan grandes como yo. Abrí los brazos y fui subiendo en círculos, sin esfuerzo, por encima de la catedral. Abajo el río era un hilo verde entre las rocas. A lo lejos veía el pueblo de mi madre, con la torre de su iglesia. Me desperté en paz y con los brazos cansados.',
    symbols: ['bridge', 'house', 'wind', 'flying', 'eagle', 'church', 'river', 'city'],
    people: [],
    emotions: ['calm'],
    notThere: ['mother', 'castle'],
    turn: ['flying', 'eagle'],
    outsideLexicon: ['hoz', 'rocas'],
  },
  // A Dominican woman in New York (the Bronx), in the present, typed in a hurry. A plain dream. "Muerta
  // del trabajo" is tired (no death, no office). A surprise birthday party (party) in her flat, the cake and
  // the pastelitos (food); people she had never seen (stranger), their dancing theirs (no dancing); "feliz
  // cumpleaños" is said (no joy). The husband searched for (searching) and not there (no husband). The
  // mother (mama as written) come from Santiago with the right cake is the turn. "Confundida" is confusion.
  {
    id: 'es30-sorpresa',
    title: 'La fiesta sorpresa',
    text: 'sueño que llego a mi apartamento en el bronx muerta del trabajo y me tienen una fiesta sorpresa. globos, bachata a todo volumen, un bizcocho enorme. pero no conozco a nadie, gente que nunca habia visto bailando en mi sala, comiendose mis pastelitos, abriendome la nevera. todos me abrazan y me dicen feliz cumpleaños, y mi cumpleaños es en marzo. busco a mi marido por todos lados y no esta. al final entra mi mama desde santiago con otro bizcocho, con mi nombre bien escrito. me despierto confundida',
    symbols: ['party', 'food', 'searching'],
    people: ['stranger', 'mother'],
    emotions: ['confusion'],
    notThere: ['death', 'office', 'dancing', 'joy', 'husband'],
    notFelt: ['joy'],
    written: { mother: 'mama' },
    turn: ['mother'],
    outsideLexicon: ['apartamento', 'globos', 'bizcocho', 'sala', 'nevera'],
  },
  // Uruguay (Montevideo, Sayago). A plain dream. The corner grocery (almacén: shop) of his childhood home,
  // closed in waking life ("cerró": no hill) and there in the dream; the grocer, don Cacho, is known by name
  // (no people id, as the tenth batch leaves a named neighbour). The bread (pan: food); an old iron key
  // (keys) instead of the change, the turn; "botija" is the dreamer as a boy, said to him. The house of his
  // childhood (house, childhood_home) with its green door (door). "Desorientado" is confusion, "una
  // nostalgia" nostalgia.
  {
    id: 'es30-almacen',
    title: 'El almacén de don Cacho',
    text: 'Soñé que entraba al almacén de don Cacho, en la esquina de mi casa de la infancia, en Sayago, que cerró hace treinta años. Estaba igual: el mostrador de madera, los frascos de caramelos, el olor a fiambre. Don Cacho, con el lápiz en la oreja, me cobraba un kilo de pan y en vez del vuelto me daba una llave vieja, de hierro. —Es la de tu casa, botija. Yo salía y la casa estaba ahí, con la puerta verde de entonces, y la llave entraba. Me desperté desorientado y con una nostalgia enorme.',
    symbols: ['shop', 'food', 'keys', 'house', 'childhood_home', 'door'],
    people: [],
    emotions: ['confusion', 'nostalgia'],
    notThere: ['mountain'],
    turn: ['keys'],
    outsideLexicon: ['almacén', 'almacenero', 'mostrador', 'frascos de caramelos'],
  },
  // Mexico (Mérida, Yucatán). Traps. "Soy dentista" is the dreamer (no doctor). The grandmother (abuela as
  // written) is there, her death dated in waking life ("murió en el 2016": no death); the "corredor" of a
  // Yucatecan house is its veranda (no hallway); the house (house); el Oso is the dog's name (dog; no
  // bear). "Mija" is said to the dreamer (no daughter), "mi reina" too (no royalty). The sweet bread (pan
  // dulce: food). Fear denied ("no me dio miedo"); "se rió" is her laughter (no river, no joy). The tortillas
  // "hechas a mano" only remembered (no hands). "Aquí ya nada duele" makes the grandmother the turn. "Una
  // paz" is calm.
  {
    id: 'es30-hamaca',
    title: 'La hamaca del corredor',
    text: 'Soy dentista en Mérida y anoche soñé con mi abuela Tina, que murió en el 2016. Estaba en su hamaca, en el corredor de su casa de Ticul, meciéndose con el abanico de palma, y el Oso, su perro, dormido abajo. —Ya llegaste, mija. Siéntate, que hace calor. Me dio un pan dulce y un vaso de horchata. Yo sabía que estaba soñando y no me dio miedo, al contrario. Le pregunté si le dolía algo y se rió: —Nada, mi reina, aquí ya nada duele. Me acordé de sus tortillas hechas a mano. Me desperté con una paz que me duró todo el día.',
    symbols: ['house', 'dog', 'food'],
    people: ['grandmother'],
    emotions: ['calm'],
    notThere: ['doctor', 'death', 'hallway', 'bear', 'daughter', 'fear', 'river', 'joy', 'royalty', 'hands'],
    notFelt: ['fear', 'joy'],
    written: { grandmother: 'abuela' },
    turn: ['grandmother'],
    outsideLexicon: ['hamaca', 'abanico', 'horchata'],
  },
  // Spain (Seville). Traps. In hospital in waking life and in the dream: the Virgen del Rocío is the
  // hospital's name (no church), the avenida de la Palmera a street's. The bed (cama: bedroom) rolling down
  // the corridor (hallway), into the lift (elevator), through A&E (urgencias: hospital) and down the street
  // (road); pyjamas (clothes). The nurse (enfermera as written: doctor) on a bicycle (bicycle); "¡Frene!" is
  // a bed's brake (no car), "en los huesos" is thin. "Caí en la cuenta" is realising (no fall). "Flotando"
  // in the Guadalquivir (river; no flying) is the turn. "Me entró la risa" and "de buen humor" are joy,
  // "tan a gusto" calm.
  {
    id: 'es30-cama-ruedas',
    title: 'Calle abajo',
    text: 'Estoy ingresado de verdad en el Virgen del Rocío por la cadera, y anoche soñé que la cama se me soltaba sola y salía rodando por el pasillo, se colaba en el ascensor, cruzaba urgencias y se iba calle abajo por la avenida de la Palmera. Yo agarrado a la barandilla, en pijama. Una enfermera venía detrás en bici: —¡Frene, Rafael, que está usted en los huesos! Caí en la cuenta de que iba derecho al río y me entró la risa. Acabé flotando en el Guadalquivir, tan a gusto. Me desperté de buen humor, por primera vez en días.',
    symbols: ['hospital', 'bedroom', 'hallway', 'elevator', 'road', 'clothes', 'bicycle', 'river'],
    people: ['doctor'],
    emotions: ['joy', 'calm'],
    notThere: ['car', 'falling', 'flying'],
    written: { doctor: 'enfermera' },
    turn: ['river'],
    outsideLexicon: ['barandilla'],
  },
  // Argentina (Mendoza). Traps. "Soy guía en una bodega" is the dreamer and a winery (no stranger, no
  // basement); the boyfriend (novio as written) "de único turista" (no stranger). The afternoon sun (sun).
  // His fear ("muerto de miedo": no death) and the viper only told (no snake); her fear denied ("¿Miedo yo?
  // Ni un poquito"). The wine filling the tasting room to the knees (flood) is the turn; "como un río" a
  // likeness (no river). His anger is his; "me reía" and "contenta" are joy.
  {
    id: 'es30-bodega',
    title: 'La degustación',
    text: 'Soy guía en una bodega de Luján de Cuyo y soñé que hacía el recorrido de siempre, pero con mi novio Bauti de único turista. Caminábamos entre las viñas bajo el sol de la tarde y él me contaba, muerto de miedo, que había visto una víbora enorme debajo de una barrica. Yo no vi ninguna. ¿Miedo yo? Ni un poquito. En la sala de degustación le serví un malbec y el vino no paraba de salir, como un río, hasta llenar la sala a la altura de las rodillas. Él se enojaba; yo me reía y seguía explicando las notas de cata. Me desperté contenta.',
    symbols: ['sun', 'flood'],
    people: ['boyfriend'],
    emotions: ['joy'],
    notThere: ['stranger', 'basement', 'death', 'fear', 'snake', 'river', 'anger'],
    notFelt: ['fear', 'anger'],
    written: { boyfriend: 'novio' },
    turn: ['flood'],
    outsideLexicon: ['viñas', 'barrica', 'vino'],
  },
  // Colombia (Bogotá). Traps. Lobo is the dog's name (dog; no wolf), lost in the market (lost) and searched
  // for (searching) at the plaza de Paloquemao (shop), among stalls of flowers (garden), fruit (food) and hens
  // (gallinas: bird); the crowd staring (crowd), "raro" their look (no confusion). Doña Cielo is a name (no
  // sky), a vendor known by name (no people id); "Tranquila, mamita" is said to the dreamer (no calm of
  // hers, no mother). The butcher's La Vaca Feliz is a name (no bull, no joy), "feliz de la vida" the dog's
  // (no joy of hers). The dog found with a bone is the turn. "El andén" is the pavement (no station); crying
  // from relief is relief (no sadness).
  {
    id: 'es30-lobo',
    title: 'Lobo en Paloquemao',
    text: 'Soñé que se me perdía Lobo, mi perro criollo, en la plaza de Paloquemao, un sábado a reventar. Yo lo buscaba entre los puestos de flores, de frutas y de gallinas, gritando su nombre, y la gente me miraba raro. Doña Cielo, la de las aromáticas, me decía: —Tranquila, mamita, que ese perro vuelve solo. Por fin lo vi en la carnicería La Vaca Feliz, comiéndose un hueso, feliz de la vida. Me dio tanto alivio que me senté en el andén a llorar. Me desperté abrazando la almohada.',
    symbols: ['dog', 'lost', 'searching', 'shop', 'garden', 'food', 'bird'],
    people: ['crowd'],
    emotions: ['relief'],
    notThere: ['wolf', 'confusion', 'sky', 'calm', 'mother', 'bull', 'joy', 'station', 'sadness'],
    notFelt: ['confusion', 'calm', 'joy', 'sadness'],
    turn: ['dog'],
    outsideLexicon: ['puestos', 'gallinas', 'aromáticas', 'carnicería'],
  },
  // Venezuela (Chichiriviche), told by a woman from Caracas. Traps. The beach (beach), the still sea (ocean,
  // "como una piscina" a likeness), swimming "como pez en el agua" (swimming, water, calm; no fish). The
  // sisters (hermanas as written: sister); "la sucursal del cielo" is a saying (no sky); the brother-in-law
  // (cuñado as written: family) "le echaba los perros" to a girl (flirting: no dog; muchacha as written:
  // stranger). The wave as tall as a building (wave) is the turn, the people running (crowd); "como un perro
  // que te lame los pies" a likeness (no dog, no feet). "Muerta de risa" is joy (no death).
  {
    id: 'es30-ola',
    title: 'La ola mansita',
    text: 'Soñé que estaba en Chichiriviche con mis hermanas y el mar estaba quieto, quieto, como una piscina. Yo nadaba como pez en el agua hasta las boyas. Yuli decía que eso era la sucursal del cielo y se echó a dormir en la arena, y mi cuñado le echaba los perros a una muchacha de al lado. De pronto el agua se recogió y en el horizonte se paró una ola alta como un edificio. La gente corría. Yo me quedé clavada. La ola llegó a la orilla y se deshizo en espuma, mansita, como un perro que te lame los pies. Me desperté muerta de risa.',
    symbols: ['beach', 'ocean', 'swimming', 'water', 'wave'],
    people: ['sister', 'family', 'stranger', 'crowd'],
    emotions: ['calm', 'joy'],
    notThere: ['fish', 'sky', 'dog', 'feet', 'death'],
    written: { sister: 'hermanas', family: 'cuñado', stranger: 'muchacha' },
    turn: ['wave'],
    outsideLexicon: ['boyas', 'edificio', 'espuma'],
  },
];
