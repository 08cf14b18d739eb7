// Thirty-fourth tuning batch (Spanish), written and read by hand on 2026-12-07 before the analysis was run
// on it: fixes may be made against it, as against the earlier batches.
// (That first sentence is one line in the thirtieth's header; it is split here, as in the thirty-first's to
// thirty-third's, to keep lines under 110.)
// Twenty dreams of 86 to 100 words as people type them at dawn, written in Spanish apart from the English
// batches (not translated), three of them in the present (the ciclovía, the Masaya, Covadonga) and the
// rest in the past, two typed in a hurry with no accents and little punctuation (the rodeo, Covadonga),
// six with dialogue (one after a dash, five in «»), told by men and women of many trades and ages (a
// grandmother on a camel, a daughter on a bike, a grandson on a mountain train, a rodeo rider, a
// granddaughter stirring a pot, a man in a launch with his father and brother, a nephew at the races, a
// woman swimming with her cousins, a young man on a volcano, a man driving to the lakes, a silversmith, a
// woman who drives the village doctor, a mother at a museum, a young man with his girlfriend in a ghost
// town, a Venezuelan migrant, a Salvadoran cleaner, a drummer in a carnival band, a father flying a kite,
// a woman on a carnival float, a son queuing for a dessert), from Spain (Lanzarote, Asturias, Zamora,
// Murcia), Mexico (Mexico City, Taxco), Colombia (Bogotá), Peru (Huancayo, and a Venezuelan in Lima),
// Chile (Rancagua, Iquique), the Dominican Republic (Azua), Guatemala (the Río Dulce), Paraguay (San
// Bernardino), Nicaragua (Masaya), Argentina (La Plata), the United States (a Salvadoran woman in Los
// Angeles), Bolivia (Oruro), Puerto Rico (San Juan) and Costa Rica (Puntarenas), in situations the earlier
// Spanish batches did not use (their ids and titles, the first names and places used here and a few
// situation words grepped first; drafted choices an earlier batch had used, or came near, were changed
// after those greps: dominoes at a colmado, the eleventh's and others', became habichuelas con dulce in
// Azua; the chicken bus from Chimaltenango, the twenty-first's, became a launch on the Río Dulce; a night
// pharmacy, the twenty-eighth's in Rosario, became a doctor's visit in the snow; Baní and Maracay, used
// before, became Azua and Barinas; the names Lucho, Chema, Remedios, Begoña, Maite, Amparo, Bauti and
// Chayo, used before, became Pato, Goyo, Herminia, Benicio and Toña; Los Ángeles, where the nineteenth's
// aunt lives and the twenty-ninth's grandmother takes a grandson to school, was kept for another
// situation): a camel ride over Timanfaya, a Sunday ciclovía that takes off, the Tren Macho, the national
// rodeo, habichuelas con dulce on Good Friday, a manatee in the Río Dulce, a flying horse at the
// Hipódromo de las Américas, a night swim in the Ypacaraí, parakeets out of the Masaya crater, a lake gone
// from Covadonga, a silver fish in Taxco, a wolf in the Sierra de la Culebra, a whale skeleton at the La
// Plata museum, a dance at Humberstone, a video call from Barinas, an actress who asks for pupusas, the
// Diablada of Oruro, a kite at El Morro, the Entierro de la Sardina and a churchill in Puntarenas.
// Canarian, Bogotan, Huancaíno, Chilean, Dominican, Guatemalan, chilango, Paraguayan, Nicaraguan,
// Asturian, Castilian, platense, Venezuelan, Salvadoran, Bolivian, Puerto Rican, Murcian and Costa Rican
// usage (mi niña, agárrese; cicla, quiubo, mija, voltear; abuelita, choclo, papas sancochadas, lentito;
// el champion, de collera, la galla, mi tata, cachai, pa la casa, mi señora, polola, al tiro, pampinos;
// caldero, menear, potecitos; patojos, la lancha; montonal, mijo, apostarle, cubeta, aretes, agüitado; el
// pombero, hacer la plancha; chocoyos; la furgo, bable, ni a tiros; todoterreno, ni pizca; lindo;
// cargadito, calientica, la arepa; lentes, comal, revueltas; china supay, la fraternidad, taco alto;
// chiringa, empinar, chamaco, papi, brincar; acho, harta, la huerta; mae, pura vida). The first ten are
// plain everyday dreams with the ordinary images of dream reports and no deliberate traps, written to see
// that the analysis finds everything that is there and nothing that is not; what they list under
// `notThere` is only what ordinary words bring with them (a camel "tan tranquilo", fish flying, "mi niña",
// "a pie", a dog called Mona, llamas the animal, "se apagaron las luces", a dead grandfather only owner of
// a mare, "pa la casa", "mi señora", a stepladder, a grandfather's farm, a father steering a launch and
// singing, "flotando", "como un abuelo bueno", "que en paz descanse", a horse called Relámpago and its
// flying, stars reflected, lava "haciendo olas como un mar", a cousin's motorbike, a girlfriend's tears, a
// lake gone). The last ten hold the traps issue 24 names, written as people write them: metaphor, simile
// and transformation (silver soft "como plastilina" and a silver fish come alive; a whale skeleton swimming
// "como si el museo estuviera lleno de agua"; the sea "como un espejo" and a kite that "se convirtió en un
// pelícano"; a boss "feliz como una niña"; a patience "que desesperaba"); negation and contrast ("no se
// enojó", "yo no, ni pizca", "no tenía nada de miedo", "yo no bailaba", "llorando, pero no de pena: de
// alegría", "No lloré"); verbs kept apart (a sister dances and the drummer only plays and walks; a
// girlfriend dances at once and the dreamer only later; a whale swims through the air and no one swims);
// gendered person words as written (jefa, médica, abuela, hijo, polola, tata, mamá, actriz, hermana, hija);
// the turning point (a fish come alive, a patient who is the grandmother, a whale that moves, an old man
// who is the grandfather, a hand through a screen, an actress asking for pupusas, a mother's face under a
// mask, a kite become a pelican, a sardine speaking with an ex's voice, a vendor who is the dead father);
// feelings of other people (a boss's joy, a doctor's fear, a son's fright and tears, a mother's worry, an
// actress's tears and laughter, a girl's gladness); images only planned, remembered, wished, named or on a
// screen (earrings for a daughter, the governor's wife, the soaps a mother watched, a father who taught
// the dreamer to fly kites and "ojalá papi la viera", a house wished for, the yard, mango tree and dog on
// a video call, a kitchen only smelt); names holding image words (the Sierra de la Culebra, La Plata, Los
// Ángeles, the Entierro de la Sardina, Mari Paz, the Paseo de los Turistas) and words in an everyday sense
// ("la oficina salitrera", "pueblo fantasma", "Trabajo en un taller", "Trabajo limpiando casas", "plata"
// as silver, "el hilo se puso tenso", "lentes oscuros", "una paz rara", the shaved ice of a churchill).
// Gendered words as written: nieto, papá, abuelita, señoras, compadre, abuela, hermanito, tío, primas,
// mamá, novia, jefa, médica, hijo, polola, tata, actriz, hermana, hija.
// Readings follow the later batches where the earlier ones differ, as the thirty-second's and
// thirty-third's headers tell them: `notFelt` repeats the feelings of `notThere` that are named but not
// the dreamer's as felt, a name among them ("Mari Paz", as the thirty-third lists a song's title); a death
// dated in waking life is no image of death (the tenth on); someone else's dancing, laughing or flying is
// theirs, and here, read the same way, a fish's, a whale's and a camel's swimming, flying and falling and a
// father's singing; playing an instrument is singing (the twenty-second, thirty-second); "mija", "mijo"
// and "mi niña" said to the dreamer are the dreamer; people together (a queue, a crowd at the races,
// neighbours, the public of a carnival) are a crowd, and grandchildren, an uncle and cousins are family; a
// "Trabajo en ..." of the dreamer's trade is no office (the twenty-second on, the twenty-seventh's
// "trabajo en"); the figure who turns out to be someone known is read as that person with no stranger or
// wise_elder beside (the twenty-seventh to thirty-third); a costume is clothes and not a mask (the
// thirty-first), but a mask worn is a mask; the person on a phone or video call is a person of the dream,
// and what is only on the screen is not there (the tenth's reading of images on a screen). Images are read
// where the careful reader sees them even when the lexicon has no word for them (a cicla as bicycle, a
// furgo as car, a launch and a ferry as boat, a novillo as bull, herons and parakeets as bird, a
// sanctuary as church, braids as hair, a ventanal as window, cheese, choclo, habichuelas, an arepa,
// pupusas and a churchill as food, a sweatshirt and mermaid costumes as clothes). Readings that, as far as
// this helper knows, no earlier batch made (it did not grep for them): a stepladder climbed to stir a pot
// is ladder and no stairs; the ex's voice coming out of a burning sardine is the ex in the dream, as a
// voice on the phone would be; Humberstone, a ghost town in waking life, full of people in the dream, is a
// city and no ruins; the Paseo del Bosque of La Plata, a wood in a park, is forest; "mi tata" is read as
// grandfather, "polola" as girlfriend and "compadre" as friend, and "mi señora" only said is listed as no
// wife; a kite, a whale skeleton and a silver fish that come alive are read as what they become (bird,
// whale, fish). None of the named people come back from earlier batches, and no first name here is used
// in them as a first name.
// `notThere` was completed as the twenty-seventh to thirty-third batches did: a read-only python3 call
// printed, for each dream here, which of the lexicon's Spanish words and the emotion list's Spanish words
// its title and text hold (exactly, and then loosely: a stem with up to six more letters), and each one
// whose image or feeling is not in the dream was listed under `notThere` (loose matches that are only
// other words, such as "papas" for "papá", "soltaban", "solo", "solos", "sola" for "sol", "ponía" for
// "poni", "pelota" for "pelo", "carroza" for "carro", "Mari" for "mar", "Pancho" and "pantalla" for "pan",
// were left out, and so was "niños" for "niño", where the children are there as child; "a pie" for feet
// and "rara" for confusion were listed). A few that no lexicon word matches but a word-by-word reader might
// still find were listed too: grandfather ("mi tata", only owner, and "como un abuelo bueno"), wife ("mi
// señora"), light ("se apagaron las luces"), loneliness ("llorando sola"), wise_elder ("un viejito" who is
// the grandfather), eyes ("hacía como que no la veía").
// Its helper read only the evaluation README (through `cat`, which the tool cut in the middle; the cut part
// was not read), the types (`cat`), the lexicon data files (../lexicon/*.json: one python3 call that
// printed each file's name, JSON type and entry count, each entry's id and Spanish words, and the id and
// Spanish words of the entries nested inside the people entries, found by walking each entry's fields
// without printing them), the emotion ids and their Spanish words in ../emotions.ts (one python3 call that
// printed only each id and the first 600 characters of its Spanish array, with the comments inside the
// arrays stripped), the thirty-third batch (two `awk` prints of lines 1 to 290: its header and its
// first six dreams, two more than the brief asked for; the rest was not read), the thirty-second (`sed -n
// 1,240p`: its header, its first four dreams and the opening comment of its fifth; the rest was not read),
// and the earlier Spanish tuning batches (tuning-es.ts and tuning-2-es.ts to tuning-33-es.ts, as
// `tuning-es.ts tuning-[0-9]*-es.ts` holds them) through greps: a `for` loop of `paste` over two `grep
// -hoE` piped through `sed`, `tr` and `fold`, that printed every id and title; `for` loops of `grep -lis`
// and `grep -lw` piped through `tr`, that printed which files hold places, first names and situation words
// (among them Timanfaya, Lanzarote, camello, ciclov, Huancayo, Huancavelica, medialuna, rodeo, Rancagua,
// colmado, Chimaltenango, hipódromo, Ypacara, San Bernardino, Masaya, Covadonga, Taxco, farmacia, Zamora,
// Culebra, La Plata, museo, ballena, Humberstone, Iquique, salitre, videollamada, Hollywood, actriz,
// Oruro, diablada, chiring, Morro, Murcia, sardina, Puntarenas, Churchill, jinete, caballo, chocoyo, lava,
// niñera, limpiar, Baní, Livingston, Río Dulce, manatí, Maracay, Lurigancho, San Miguel, Enol, cencerro,
// pupusa, piscina, Los Ángeles, arepa, Sierra, Azua, Barinas, Tren Macho, Entierro, supay, and first names
// such as Airam, Mona, Eufemia, Pato, Mercedes, Chema, Relámpago, Jahoska, Remedios, Begoña, Maite,
// Amparo, Bauti, Benicio, Cata, Segundo, Pancho, Yarelis, Ortuño, Mari Paz, Goyo, Herminia, Chayo, Toña);
// `for` loops of `grep -ohi` with up to 120 surrounding characters, filtered with `grep -v` and `head`,
// for some of those words and a few more (ciclov, medialuna, colmado, Chimaltenango, Ypacara, farmacia,
// La Plata, museo, videollamada, chiring, Morro, marimba, habichuela, Huancavelica, Motagua, médica,
// Hipódromo, Taxco, platero, joyer, anillo, momia, cometa, barrilete, pelícano, Licha, Sipán, Zipaquir);
// and a `grep -ohw` of Los Ángeles in context over tuning-19-es.ts and tuning-29-es.ts. It ran nothing of
// the analysis, no test, no bench or other script of the project, no tsx, node or vitest command, no git
// command but one read-only `git status --short` piped through `head` at the end (which listed, besides
// this file, files it did not write or open), made no web search, and opened or grepped no held-out,
// English tuning, analysis, composer, score or test file; its only npx command was the type check the
// brief gave (`npx tsc --noEmit` over this file alone, run more than once). Its other shell commands, over
// this file: python3 calls that only printed (word counts, dialogue marks, ids, lists, comment widths and
// characters, and which lexicon and emotion words its titles and texts hold, exactly and loosely, reading
// the lexicon and the emotion list beside it); three python3 calls that replaced exact phrases in it (the
// first shortened four texts to 100 words or fewer and added two `notThere` entries and their comments,
// the second rewrapped two comment lines, the third rewrote this paragraph); two `sed -i` that reworded
// a phrase of this header each; `grep -n`, `sed -n` and `awk` prints of its lines. Departures, told here:
// the `ls` of this folder and of ../lexicon also listed the names of the held-out files, the English
// tuning files, `evaluation.test.ts`, `score.ts` and the lexicon's `index.ts`, `types.ts` and README (names
// only; none was opened); the thirty-third batch was read two dreams further than asked; the lexicon call's
// walk through each entry's fields passed over the other fields' values without printing them, and the
// emotion calls read the whole of emotions.ts into python3 to pick out the ids and Spanish arrays,
// printing nothing else; the greps over the earlier Spanish batches printed passages of their texts and
// comments beyond ids and titles, as the earlier helpers' greps did. Nothing else of those files was read.
// The file was first created with a placeholder header over twenty drafted dreams, with the file editing
// tool, then edited with that tool, those python3 calls and those `sed -i`.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_34: readonly EvaluationDream[] = [
  // Spain (Lanzarote). A plain dream. A camel ride (camello: no lexicon word) through Timanfaya with the
  // grandson (nieto as written: family) Airam; the guide (el guía: stranger) on foot (a pie: no feet). The
  // volcano (volcán, lava: volcano) roaring, the lava running down to the beach (playa: beach); the camel
  // "tan tranquilo" (its calm, not the dreamer's). Hundreds of fish (peces: fish) leaping out of the sea
  // (mar: ocean) where the lava meets it are the turn; their flying is theirs (no flying). "Mi niña" is
  // said to the dreamer, a grandmother (no girl). "Contenta" is joy.
  {
    id: 'es34-timanfaya',
    title: 'Los camellos de Timanfaya',
    text: 'Soñé que subía en camello por Timanfaya con mi nieto Airam sentado delante. El guía, un señor muy moreno, iba a pie tirando de la cuerda. La tierra estaba negra y caliente, y por las grietas salía humo. De pronto el volcán empezó a rugir y la lava bajaba despacito hacia la playa, pero el camello seguía tan tranquilo. Airam se reía y aplaudía. Cuando la lava llegó al mar, saltaron cientos de peces plateados, volando por encima de nosotros. —Agárrese, mi niña —me dijo el guía. Me desperté contenta.',
    symbols: ['volcano', 'beach', 'ocean', 'fish'],
    people: ['family', 'stranger'],
    emotions: ['joy'],
    notThere: ['calm', 'flying', 'girl', 'feet'],
    notFelt: ['calm'],
    written: { family: 'nieto' },
    turn: ['fish'],
    outsideLexicon: ['camello', 'humo', 'grietas', 'cuerda'],
  },
  // Colombia (Bogotá), in the present. A plain dream. Riding a bike (cicla: bicycle) on the Sunday ciclovía
  // of the Séptima (road), the little dog (perrita: dog) Mona in the basket ("Mona" is her name: no
  // monkey); the sun (sol: sun). The father (papá as written) ahead in the blue sweatshirt he wore in the
  // nineties (sudadera: clothes). The street tilting up to Monserrate and the bike taking off, flying
  // (volando: flying) over the hills (cerros: mountain), is the turn; "mija" is said to the dreamer. "Una
  // alegría enorme" is joy.
  {
    id: 'es34-ciclovia',
    title: 'La ciclovía',
    text: 'Es domingo y voy en cicla por la ciclovía de la Séptima, con mi perrita Mona en el canasto. Hace un sol rarísimo para Bogotá. Adelante va mi papá, pedaleando con la sudadera azul que usaba en los noventa. Yo le grito y no voltea. Pedaleo más duro, la Mona ladra, y de pronto la calle se inclina hacia arriba, hacia Monserrate, y la cicla se despega del pavimento. Vamos volando por encima de los cerros, los tres. Mi papá por fin se voltea y me dice: «¡Quiubo, mija, sí aprendió!». Me despierto con una alegría enorme.',
    symbols: ['bicycle', 'dog', 'sun', 'road', 'clothes', 'flying', 'mountain'],
    people: ['father'],
    emotions: ['joy'],
    notThere: ['monkey'],
    written: { father: 'papá' },
    turn: ['flying'],
    outsideLexicon: ['canasto', 'pavimento'],
  },
  // Peru (Huancayo). A plain dream. The Tren Macho (train) to Huancavelica with the grandmother (abuelita
  // as written) Eufemia and her cheeses (quesos: food); the hills and peaks (cerros, cumbres: mountain),
  // bridges (puentes: bridge), tunnels (túneles: cave), stations (estación: station), ladies selling choclo
  // and potatoes (señoras as written: stranger; food). Out of the window (ventana: window) llamas (the
  // animal: no fire), a river (río: river), snow (nieve: snow). The lights going out in a tunnel (se
  // apagaron las luces: darkness; no light), and the grandmother young with black braids (trenzas: hair),
  // feeding the dreamer, are the turn. "Con pena" is sadness.
  {
    id: 'es34-tren-macho',
    title: 'El Tren Macho',
    text: 'Soñé que iba en el Tren Macho de Huancayo a Huancavelica con mi abuelita Eufemia, que llevaba quesos envueltos en su manta para vender. El tren subía lentito entre los cerros, cruzaba puentes y túneles, y en cada estación subían señoras con choclo y papas sancochadas. Por la ventana vi llamas, un río color chocolate y nieve en las cumbres. En un túnel se apagaron las luces, y cuando volvió la claridad mi abuelita era joven, con sus trenzas negras, y me daba de comer en la boca. Me desperté con pena y con hambre.',
    symbols: ['train', 'food', 'mountain', 'bridge', 'cave', 'station', 'window', 'river', 'snow', 'darkness', 'hair'],
    people: ['grandmother', 'stranger'],
    emotions: ['sadness'],
    notThere: ['fire', 'light'],
    written: { grandmother: 'abuelita', stranger: 'señoras' },
    turn: ['grandmother', 'hair'],
    outsideLexicon: ['manta', 'llamas', 'choclo'],
  },
  // Chile (Rancagua), typed in a hurry. A plain dream. Riding at the national rodeo (the "champion") in the
  // medialuna, paired with the compadre (as written: friend) Pato, on the grandfather's red mare (yegua:
  // horse; the grandfather, "mi tata", only its owner and dead in waking life: no death); the crowd (la
  // galla: crowd) shouting. The steer (novillo: bull) turning round and speaking in Mapudungun is the turn;
  // "pa la casa" and a wife who waits there are only said (no house, no wife). "Confundido" is confusion.
  {
    id: 'es34-medialuna',
    title: 'El champion',
    text: 'soñe que corria en el champion de rodeo en la medialuna de rancagua de collera con mi compadre Pato, yo arriba de la yegua colorada de mi tata que se murio hace años, y la galla gritando en las galerias. soltaban el novillo y lo atajabamos contra la quincha bien bonito, puros puntos buenos, pero el novillo se daba vuelta y se ponia a hablarme en mapudungun y yo le entendia todo, cachai. me decia que me fuera pa la casa que mi señora me estaba esperando. desperte confundido',
    symbols: ['horse', 'bull'],
    people: ['friend', 'crowd'],
    emotions: ['confusion'],
    notThere: ['death', 'house', 'wife', 'grandfather'],
    written: { friend: 'compadre' },
    turn: ['bull'],
    outsideLexicon: ['medialuna', 'quincha', 'galerías'],
  },
  // Dominican Republic (Azua). A plain dream. Good Friday: making habichuelas con dulce (food) with the
  // grandmother (abuela as written) Mercedes in her kitchen (cocina: kitchen), in a pot so big the dreamer
  // climbs a stepladder (escalera: ladder; no stairs) to stir it. The neighbours queuing with their pots
  // (vecinos: crowd). A key (llave: keys) at the bottom of the pot, the padlock's of a grandfather's
  // farm sold years ago (no grandfather), is the turn. "Con ganas de llorar" is sadness.
  {
    id: 'es34-habichuelas',
    title: 'Las habichuelas con dulce',
    text: 'Soñé que era Viernes Santo en Azua y mi abuela Mercedes y yo hacíamos habichuelas con dulce en su cocina, en un caldero tan grande que yo tenía que subirme a una escalera para menearlo. Le echábamos leche de coco, batata y canela, y el olor llegaba hasta la esquina. Los vecinos hacían fila con sus potecitos y mi abuela les servía a todos, pero la fila no se acababa. Al final, en el fondo del caldero, encontré una llave: la del candado de la finca de mi abuelo, que se vendió hace años. Me desperté con ganas de llorar.',
    symbols: ['food', 'kitchen', 'ladder', 'keys'],
    people: ['grandmother', 'crowd'],
    emotions: ['sadness'],
    notThere: ['stairs', 'grandfather'],
    written: { grandmother: 'abuela' },
    turn: ['keys'],
    outsideLexicon: ['caldero', 'candado', 'finca'],
  },
  // Guatemala (Río Dulce). A plain dream. In a launch (lancha: boat) down the river (river) to Livingston
  // with the father (papá as written) and the little brother (hermanito as written), as when they were
  // boys (patojos); herons (garzas: bird), warm water (water). The father steering (manejaba: no car) and
  // singing (his: no singing); drifting (flotando: no flying). A manatee looking at the dreamer "como un
  // abuelo bueno" (a likeness: no grandfather); the brother touching it (mano: hands). The river opening
  // into the sea (mar: ocean) and the light (luz: light) are the turn. "En paz" is calm.
  {
    id: 'es34-rio-dulce',
    title: 'El manatí',
    text: 'Soñé que íbamos en lancha por el Río Dulce hacia Livingston, mi papá, mi hermanito y yo, como cuando éramos patojos. El cañón era altísimo, con paredes verdes llenas de garzas, y el agua estaba tibia. Mi papá manejaba la lancha cantando rancheras. De pronto se apagó el motor y nos quedamos flotando en silencio. Debajo pasó un manatí enorme, despacito, y se quedó mirándome como un abuelo bueno. Mi hermanito lo tocó con la mano. Después el río se abrió al mar y todo se llenó de luz. Me desperté en paz.',
    symbols: ['boat', 'river', 'bird', 'water', 'hands', 'ocean', 'light'],
    people: ['father', 'brother'],
    emotions: ['calm'],
    notThere: ['car', 'singing', 'flying', 'grandfather'],
    written: { father: 'papá', brother: 'hermanito' },
    turn: ['ocean', 'light'],
    outsideLexicon: ['cañón', 'garzas', 'manatí', 'motor'],
  },
  // Mexico (Mexico City). A plain dream. At the Hipódromo de las Américas with the uncle (tío as written:
  // family) Goyo, "que en paz descanse" (dead in waking life: no calm), betting on a skinny horse (caballo:
  // horse) called Relámpago (a name: no storm); the stands full, people shouting (la gente: crowd). The
  // horse rising and flying over the others (its flying: no flying) is the turn; winning a lot of money
  // (pesos, dinero: money); "mijo" is said to the dreamer. "Emocionado" is joy.
  {
    id: 'es34-hipodromo',
    title: 'Relámpago',
    text: 'Soñé que estaba en el Hipódromo de las Américas con mi tío Goyo, que en paz descanse, apostándole cincuenta pesos a un caballo flaquito que se llamaba Relámpago. Las gradas estaban llenas y la gente gritaba agitando los boletos. Arrancaron y el nuestro se quedó atrás, atrás, hasta que de repente se elevó y pasó a todos por encima, volando, con las patas en el aire. Ganamos un montonal de dinero. Mi tío me abrazó y me dijo: «¿Ya ves, mijo? Te lo dije». Me desperté bien emocionado.',
    symbols: ['horse', 'money'],
    people: ['family', 'crowd'],
    emotions: ['joy'],
    notThere: ['calm', 'storm', 'flying'],
    written: { family: 'tío' },
    turn: ['horse'],
    outsideLexicon: ['hipódromo', 'gradas', 'boletos'],
  },
  // Paraguay (San Bernardino). A plain dream. A night swim (nadábamos: swimming) in the lake (lago: lake)
  // Ypacaraí with the cousins (primas as written: family), warm water (water); the mother (mamá as written)
  // on the shore (orilla: beach) with a torch (linterna: candle), warning of the pombero (only said). The
  // moon (luna: moon) and the stars (estrellas: sky) reflected ("se reflejaban": no mirror). A cousin coming
  // up with a silver fish (pescado: fish) in her mouth is the turn; her laughing is hers. "Alegre" is joy.
  {
    id: 'es34-ypacarai',
    title: 'El lago de noche',
    text: 'Soñé que era enero en San Bernardino y me metía al lago Ypacaraí de noche con mis primas, como cuando teníamos quince años. El agua estaba tibia y limpia, no verde como ahora. Nadábamos hasta la boya y desde la orilla mi mamá nos alumbraba con la linterna: «¡Vengan ya, que les va a agarrar el pombero!». Yo hacía la plancha y veía la luna enorme, y en el agua se reflejaban todas las estrellas. Una de mis primas se zambulló y salió con un pescado plateado en la boca, riéndose. Me desperté alegre.',
    symbols: ['lake', 'water', 'swimming', 'beach', 'candle', 'moon', 'sky', 'fish'],
    people: ['family', 'mother'],
    emotions: ['joy'],
    notThere: ['mirror'],
    written: { family: 'primas', mother: 'mamá' },
    turn: ['fish'],
    outsideLexicon: ['boya', 'pombero'],
  },
  // Nicaragua (Masaya), in the present. A plain dream. Up the volcano (volcán, lava: volcano) at night with
  // the girlfriend (novia as written) Jahoska, on a cousin's motorbike (the cousin only its owner: no
  // family). The lava "haciendo olas como un mar" (a likeness: no wave, no ocean). Thousands of green
  // parakeets (chocoyos: bird) flying out of the crater and covering the moon (luna: moon) are the turn.
  // Her hand (mano: hands); her crying is hers (no sadness); the voice that will not come (no me sale la
  // voz: voice). "Asombrado" is wonder.
  {
    id: 'es34-masaya',
    title: 'Los chocoyos',
    text: 'Sueño que subimos de noche al volcán Masaya con mi novia Jahoska, en la moto de mi primo. Nos asomamos al cráter y abajo hierve la lava, roja, roja, haciendo olas como un mar. Huele a azufre y me pica la garganta. De repente de las paredes del cráter salen miles de chocoyos verdes chillando, tantos que tapan la luna. Jahoska me agarra la mano y se pone a llorar de lo bonito. Yo quiero decirle algo y no me sale la voz. Me despierto asombrado.',
    symbols: ['volcano', 'bird', 'moon', 'hands', 'voice'],
    people: ['girlfriend'],
    emotions: ['wonder'],
    notThere: ['wave', 'ocean', 'family', 'sadness'],
    notFelt: ['sadness'],
    written: { girlfriend: 'novia' },
    turn: ['bird'],
    outsideLexicon: ['moto', 'cráter', 'azufre', 'chocoyos'],
  },
  // Spain (Asturias), in the present, typed in a hurry. A plain dream. Driving up to the lakes of
  // Covadonga in the brother-in-law's van (furgo: car), fog, cows with bells (vacas: bull) in the middle of
  // the road (carretera: road), speaking in bable. Lake Enol gone "a dar una vuelta", only grass where it
  // was (no lake), and a boat left lying there (barca: boat) are the turn. "Riéndome" is joy.
  {
    id: 'es34-covadonga',
    title: 'El lago que se fue',
    text: 'sueño que subo a los lagos de covadonga en la furgo de mi cuñado y hay una niebla que no se ve nada y de repente en medio de la carretera un montón de vacas con cencerros que no se apartan ni a tiros. me bajo a empujarlas y las vacas me hablan en bable todas a la vez muy educadas y me dicen que el lago Enol se ha ido a dar una vuelta. y es verdad miro y donde estaba el lago solo hay hierba y una barca tirada. me despierto riéndome',
    symbols: ['car', 'road', 'bull', 'boat'],
    people: [],
    emotions: ['joy'],
    notThere: ['lake'],
    turn: ['boat'],
    outsideLexicon: ['furgo', 'niebla', 'cencerros', 'hierba'],
  },
  // Mexico (Taxco). Traps. "Trabajo en un taller" is the dreamer's trade (no office). The boss (jefa as
  // written) doña Toña orders a little silver fish for the governor's wife (only said: no wife); "plata"
  // is silver (no money), soft "como plastilina" (a likeness). The silver fish coming alive, slipping from
  // the fingers (dedos: hands), falling into the bucket of water (water; its falling and swimming are its
  // own: no falling, no swimming) is the turn. The boss "no se enojó" and clapped "feliz": her feelings
  // (no anger, no joy). Earrings only planned for a daughter (no daughter). "Agüitado" is sadness.
  {
    id: 'es34-taxco',
    title: 'El pescadito de plata',
    text: 'Trabajo en un taller de platería en Taxco y soñé que mi jefa, doña Toña, me encargaba un pescadito de plata para la esposa del gobernador. Lo martillaba y la plata se ponía suavecita, como plastilina. Cuando le pulí las escamas, el pescadito se movió, se me resbaló de los dedos, cayó en la cubeta del agua y se puso a nadar, vivo. Mi jefa no se enojó; al contrario, aplaudía feliz. Yo no le veía la gracia: era el trabajo de una semana. Pensaba hacerle unos aretes a mi hija con lo que me pagaran. Me desperté agüitado.',
    symbols: ['fish', 'hands', 'water'],
    people: ['boss'],
    emotions: ['sadness'],
    notThere: ['office', 'money', 'wife', 'falling', 'swimming', 'anger', 'joy', 'daughter'],
    notFelt: ['anger', 'joy'],
    written: { boss: 'jefa' },
    turn: ['fish'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
    outsideLexicon: ['taller', 'cubeta', 'aretes'],
  },
  // Spain (Zamora). Traps. Driving (conducía: car) the doctor (médica as written) doña Herminia to a
  // patient in the Sierra de la Culebra (a name: no snake), in the snow (nevaba: snow), on the road
  // (carretera: road). A wolf (lobo: wolf) in the middle of it; the doctor "muerta de miedo" (her fear: no
  // fear, no death), the dreamer "no, ni pizca". The wolf leading them to a house (casa: house) with the
  // light on (luz: light). The patient the grandmother (abuela as written), dead ten years in waking life
  // (no death), is the turn. "Tranquila" is calm.
  {
    id: 'es34-medica',
    title: 'El aviso',
    text: 'Soñé que acompañaba a la médica de mi centro de salud, doña Herminia, a ver a una paciente a la Sierra de la Culebra en mi todoterreno. Nevaba y yo conducía despacio. En una curva, en medio de la carretera, había un lobo enorme, quieto, mirándonos. La médica, blanca como la pared, estaba muerta de miedo; yo no, ni pizca. Me bajé, el lobo se dio la vuelta y nos fue llevando hasta una casa con la luz encendida. La paciente era mi abuela, que murió hace diez años, y me esperaba con el café hecho. Me desperté tranquila.',
    symbols: ['car', 'snow', 'road', 'wolf', 'house', 'light'],
    people: ['doctor', 'grandmother'],
    emotions: ['calm'],
    notThere: ['snake', 'fear', 'death'],
    notFelt: ['fear'],
    written: { doctor: 'médica', grandmother: 'abuela' },
    turn: ['grandmother'],
    probes: ['gender', 'negation', 'turn'],
    outsideLexicon: ['todoterreno', 'curva', 'café'],
  },
  // Argentina (La Plata). Traps. "La Plata" is the city (no money). The son (hijo as written) Benicio at the
  // museum; the whale skeleton (ballena: whale) coming loose and swimming through the air (its swimming: no
  // swimming) "como si el museo estuviera lleno de agua" (no water) is the turn. The son crying with fright
  // and hiding (his: no sadness, no fear, no hiding); the dreamer "no tenía nada de miedo". The whale out
  // through a big window (ventanal: window) over the wood (bosque: forest). "Fascinada" is wonder.
  {
    id: 'es34-museo-la-plata',
    title: 'La ballena del museo',
    text: 'Soñé que llevaba a mi hijo Benicio al Museo de La Plata a ver los dinosaurios. Estábamos solos en la sala de las ballenas y el esqueleto grande, el que cuelga del techo, empezó a moverse. Se soltó de los cables y nadó por el aire, despacito, como si el museo estuviera lleno de agua. Benicio lloraba del susto y se me escondía detrás. Yo no tenía nada de miedo: me parecía lo más lindo del mundo. Al final la ballena salió por un ventanal y se fue nadando sobre el bosque. Me desperté fascinada.',
    symbols: ['whale', 'window', 'forest'],
    people: ['son'],
    emotions: ['wonder'],
    notThere: ['money', 'swimming', 'water', 'sadness', 'fear', 'hiding'],
    notFelt: ['sadness', 'fear'],
    written: { son: 'hijo' },
    turn: ['whale'],
    probes: ['metaphor', 'negation', 'verbs', 'turn'],
    outsideLexicon: ['museo', 'dinosaurios', 'esqueleto'],
  },
  // Chile (Iquique). Traps. Humberstone, "la oficina salitrera" (a nitrate works: no office), abandoned in
  // waking life and called a "pueblo fantasma" (no ghost), full of life in the dream (no ruins; the town:
  // city). The girlfriend (polola as written) la Cata; nitrate workers and ladies (crowd), children (niños:
  // child). A dance (baile: party) in the theatre; she dances, the dreamer does not, ashamed (vergüenza:
  // shame), at the door (puerta: door), then is taken to dance (dancing). The old man who is the
  // grandfather (tata as written) Segundo is the turn, no stranger beside. "Emocionado" is joy.
  {
    id: 'es34-humberstone',
    title: 'Humberstone',
    text: 'Soñé que visitaba Humberstone, la oficina salitrera abandonada cerca de Iquique, con mi polola. Todos le dicen pueblo fantasma, pero en el sueño estaba llena de gente: pampinos con sombrero, señoras barriendo, niños jugando a la pelota en la plaza. En el teatro había baile y una orquesta tocando cuecas. La Cata se puso a bailar al tiro; yo no, me dio vergüenza y me quedé mirando desde la puerta. Un viejito de bigote me sacó a bailar igual. Era mi tata Segundo, que trabajó ahí de joven. Me desperté emocionado.',
    symbols: ['city', 'party', 'door', 'dancing'],
    people: ['girlfriend', 'crowd', 'child', 'grandfather'],
    emotions: ['shame', 'joy'],
    notThere: ['office', 'ruins', 'ghost', 'wise_elder'],
    written: { girlfriend: 'polola', grandfather: 'tata' },
    turn: ['grandfather'],
    probes: ['verbs', 'negation', 'turn'],
    outsideLexicon: ['teatro', 'plaza', 'orquesta', 'sombrero'],
  },
  // A Venezuelan in Lima (San Juan de Lurigancho). Traps. A video call (videollamada: phone) from the mother
  // (mamá as written) in Barinas: she is in the dream; on the screen only, the yard of the house, the mango
  // tree and the dog Pancho (no house, no dog). Her worry is hers (preocupada: no anxiety), "que tranquila"
  // is said to her (no calm). Her hand (mano: hands) through the screen with an arepa (food), eaten, is the
  // turn; "olía a su cocina" (no kitchen). "Una nostalgia horrible" is nostalgia.
  {
    id: 'es34-videollamada',
    title: 'La arepa',
    text: 'Soñé que estaba en el cuartito que alquilo en San Juan de Lurigancho y mi mamá me hacía videollamada desde Barinas. En la pantalla se veía el patio de la casa, el mango cargadito y mi perro Pancho moviendo la cola. Mi mamá estaba preocupada, me preguntaba si yo estaba comiendo bien. Yo le decía que sí, que tranquila, que aquí me iba bien. Entonces ella metió la mano por la pantalla y me pasó una arepa calientica, de verdad, que me comí ahí mismo. Olía a su cocina. Me desperté con una nostalgia horrible.',
    symbols: ['phone', 'hands', 'food'],
    people: ['mother'],
    emotions: ['nostalgia'],
    notThere: ['house', 'dog', 'anxiety', 'calm', 'kitchen'],
    notFelt: ['anxiety', 'calm'],
    written: { mother: 'mamá' },
    turn: ['hands', 'food'],
    probes: ['turn'],
    outsideLexicon: ['cuartito', 'pantalla', 'patio', 'mango', 'arepa'],
  },
  // A Salvadoran woman in Los Angeles. Traps. "Trabajo limpiando casas" is her trade (no office); Los
  // Ángeles a name (no angel). The house (casa: house) of a famous actress (actriz as written: celebrity),
  // from the soaps the mother watched (remembered: no mother), crying alone by the pool (her sadness: no
  // sadness; alone, no loneliness), in dark glasses (oscuros: no darkness); pretending not to see her (no
  // eyes). Her asking for pupusas, made in her kitchen (cocina: kitchen; food), is the turn; her laughing
  // "como niña" is hers (no joy, no girl). "Una paz rara" is calm (a strange calm: no confusion).
  {
    id: 'es34-actriz',
    title: 'La actriz',
    text: 'Trabajo limpiando casas en Los Ángeles y soñé que me tocaba la casa de una actriz famosa, una de las novelas que veía mi mamá en San Miguel. Ella estaba sentada junto a la piscina, llorando sola, con unos lentes oscuros. Yo pasaba la aspiradora y hacía como que no la veía. De pronto me llamó por mi nombre, sin acento, y me pidió pupusas. Yo no sé por qué, pero en su cocina había comal y masa, y le hice unas revueltas. Se las comió todas y se puso a reír como niña. Me desperté con una paz rara.',
    symbols: ['house', 'kitchen', 'food'],
    people: ['celebrity'],
    emotions: ['calm'],
    notThere: ['office', 'angel', 'mother', 'sadness', 'loneliness', 'darkness', 'eyes', 'joy', 'girl', 'confusion'],
    notFelt: ['sadness', 'joy'],
    written: { celebrity: 'actriz' },
    turn: ['food'],
    probes: ['gender', 'turn'],
    outsideLexicon: ['piscina', 'lentes', 'aspiradora', 'comal', 'pupusas'],
  },
  // Bolivia (Oruro). Traps. Playing the bass drum in the band (read as singing, as the twenty-second and
  // thirty-second read playing) of the uncle's fraternity (the uncle only named: no family). The sister
  // (hermana as written) dancing as a china supay (her dancing: no dancing; "yo no bailaba"), in a she-devil
  // mask (máscara: mask; "diabla": no devil) and high-heeled boots (botas: shoes); the crowd (público:
  // crowd) throwing water (agua: water); the sanctuary (church). The mask off and the mother's (mamá as
  // written) young face (cara: face) beneath is the turn; the drum falling is no falling of the dreamer's.
  // "Llorando, pero no de pena: de alegría" is joy, no sadness.
  {
    id: 'es34-diablada',
    title: 'La china supay',
    text: 'Soñé que era sábado de Carnaval en Oruro y yo tocaba el bombo en la banda de la fraternidad de mi tío. Mi hermana bailaba de china supay, con la máscara de diabla y botas de taco alto, y yo no bailaba: solo tocaba y caminaba, cuadra tras cuadra, hasta el santuario. El público nos tiraba agua y espuma. Frente al santuario mi hermana se sacó la máscara y debajo tenía la cara de mi mamá, joven, sonriéndome. Se me cayó el bombo. Me desperté llorando, pero no de pena: de alegría.',
    symbols: ['singing', 'mask', 'shoes', 'water', 'church', 'face'],
    people: ['sister', 'crowd', 'mother'],
    emotions: ['joy'],
    notThere: ['family', 'dancing', 'devil', 'falling', 'sadness'],
    notFelt: ['sadness'],
    written: { sister: 'hermana', mother: 'mamá' },
    turn: ['mother', 'face'],
    probes: ['verbs', 'negation', 'metaphor', 'turn'],
    outsideLexicon: ['bombo', 'banda', 'santuario', 'espuma'],
  },
  // Puerto Rico (San Juan). Traps. Flying a kite (chiringa) at El Morro with the daughter (hija as written)
  // Yarelis, as the father taught the dreamer (remembered: no father; "ojalá papi la viera", wished); the
  // breeze (brisa: wind); the sea (mar, bahía: ocean) "como un espejo" (no mirror); the string "tenso" (no
  // anxiety). The kite turning into a pelican (bird) is the turn; its flying is its own (no flying), the
  // girl's "contenta" hers (no joy). The sky (cielo: sky); "una tristeza bonita" is sadness.
  {
    id: 'es34-chiringas',
    title: 'La chiringa',
    text: 'Soñé que estaba en la explanada del Morro con mi hija Yarelis, de siete años, empinando una chiringa roja que hicimos con varillas y papel de periódico, como me enseñó mi papá cuando yo era chamaco. Había brisa y el mar estaba como un espejo. La chiringa subía y subía, y yo solo pensaba: ojalá papi la viera. De repente el hilo se puso tenso, la chiringa se convirtió en un pelícano y se fue volando hacia la bahía. Yarelis brincaba de contenta. Yo me quedé mirando el cielo con una tristeza bonita.',
    symbols: ['wind', 'ocean', 'bird', 'sky'],
    people: ['daughter'],
    emotions: ['sadness'],
    notThere: ['father', 'mirror', 'anxiety', 'flying', 'joy'],
    notFelt: ['joy'],
    written: { daughter: 'hija' },
    turn: ['bird'],
    probes: ['metaphor', 'turn'],
    outsideLexicon: ['chiringa', 'explanada', 'varillas', 'periódico', 'pelícano'],
  },
  // Spain (Murcia). Traps. The Entierro de la Sardina, a festival (no funeral). On a float with the boss
  // (jefa as written), both dressed as mermaids (vestidas: clothes), throwing toys (juguetes: toy) to the
  // people (la gente: crowd). The boss "feliz como una niña" (hers: no joy; a likeness: no girl); the
  // dreamer fed up, wanting to go home (no house). The giant sardine burnt (fuego, ardiendo: fire) by the
  // river (río: river), seen from all the huerta (the farmland round Murcia: no garden). The sardine
  // speaking with the ex's voice (ex) is the turn; "Mari Paz" is the dreamer's name (no calm). "Rabiando"
  // is anger.
  {
    id: 'es34-sardina',
    title: 'El Entierro de la Sardina',
    text: 'Soñé que estaba en el Entierro de la Sardina, en Murcia, subida en una carroza con mi jefa, la señora Ortuño, las dos vestidas de sirena, tirándole juguetes a la gente. Ella estaba feliz como una niña; yo, acho, harta, que quería irme a mi casa. Al final quemaban la sardina gigante junto al río y el fuego se veía desde toda la huerta. Entonces la sardina, ardiendo, abrió la boca y me dijo con la voz de mi ex: «Otra vez tarde, Mari Paz». Me desperté rabiando.',
    symbols: ['clothes', 'toy', 'fire', 'river'],
    people: ['boss', 'crowd', 'ex'],
    emotions: ['anger'],
    notThere: ['funeral', 'joy', 'girl', 'house', 'garden', 'calm'],
    notFelt: ['joy', 'calm'],
    written: { boss: 'jefa' },
    turn: ['ex'],
    probes: ['gender', 'metaphor', 'turn'],
    outsideLexicon: ['carroza', 'sardina', 'sirena'],
  },
  // Costa Rica (Puntarenas). Traps. The Paseo de los Turistas (a name: no stranger) at sunset (atardecer:
  // sun), queuing (fila: crowd) for a churchill (food); the shaved ice (hielo) is the dessert's (no snow);
  // a patience "que desesperaba" (no helplessness). The vendor's hands (manos: hands) and face (cara:
  // face): the father (papá as written), dead in waking life (no death), is the turn, with no stranger
  // beside. "No lloré" (no sadness). The ferry (boat) leaving. "En paz" is calm.
  {
    id: 'es34-churchill',
    title: 'El churchill',
    text: 'Soñé que estaba en el paseo de los Turistas, en Puntarenas, al atardecer, haciendo fila para comprar un churchill. El señor del carrito raspaba el hielo con una paciencia que desesperaba, y la fila llegaba hasta el muelle. Cuando me tocó, me lo sirvió con leche en polvo y helado, como le gustaba a papá. Le vi las manos, con la cicatriz del anzuelo, y después la cara: era mi papá, que murió en el 2020. «Pura vida, mae», me dijo. No lloré. Me comí el churchill a su lado, viendo salir el ferry. Me desperté en paz.',
    symbols: ['sun', 'food', 'hands', 'face', 'boat'],
    people: ['father', 'crowd'],
    emotions: ['calm'],
    notThere: ['stranger', 'snow', 'helplessness', 'death', 'sadness'],
    notFelt: ['sadness'],
    written: { father: 'papá' },
    turn: ['father'],
    probes: ['negation', 'turn'],
    outsideLexicon: ['churchill', 'carrito', 'muelle', 'ferry'],
  },
];
