// Twentieth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 40 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), six of them in the present and the rest in the past, two under fifty words and two
// typed in a hurry with little punctuation and no accents, some with dialogue after a dash or in «», “”
// and "", in ordinary situations of working and family life the earlier batches did not use: the olive
// harvest near Jaén, cleaning offices at night on the Castellana, teaching a father to use a new mobile in
// Zaragoza, a baby's jabs at the paediatrician's in Guadalajara, driving an Uber through Coyoacán, a
// delivery rider on a bike in Rosario, the school act of the 25 de Mayo in Córdoba, a work video call in
// Bogotá, minding a neighbour's twins in Barranquilla, fetching a son from football practice in Ñuñoa, a
// fish stall at the Terminal Pesquero of Villa María, a burst water tank in Centro Habana, a grandmother's
// ninetieth birthday in Maracaibo, registering a newborn at the Registro Civil of Guayaquil, the driving
// test in Cochabamba, fixing the TV aerial on a roof in the Prado of Montevideo, a motochorro at a bus
// stop in Asunción, a shift at a maquila in San Pedro Sula, a motoconcho along the 27 de Febrero and a
// daughter's graduation in Bayamón. Spanish, Mexican, Argentine, Colombian, Chilean, Peruvian, Cuban,
// Venezuelan, Ecuadorian, Bolivian, Uruguayan, Paraguayan, Honduran, Dominican and Puerto Rican usage
// (coger la aceituna, varear, un chico, la fregona, el móvil, ponerse negro, coger el teléfono, sabéis,
// grandote, gatear, manejar, platicar, mijo, el carro, la bici, doblar, girá, apurate, flaco, re asustado,
// la seño, el acto, mirá, la pantaloneta, se me fue la paloma, qué pena, la calor, un momentico, prender,
// la pega, harto rato, el foco, la cancha, el pasto, las cámaras, el mandil, la azotea, mi niño, la torta,
// las gaitas, las matas, la fila, la cuadra, un sol que partía las piedras, el auto, siga nomás, los
// lentes, la planilla, mi señora, la tele, el colectivo, el motochorro, la maquila, jalar, el
// motoconchista, volao, las guaguas, pa, mi hermano as a form of address, el tapón, el expreso, cuarto
// año, Papi). About three quarters are plain everyday dreams with the ordinary images of dream reports (a
// fall from a growing olive tree, a corridor without end and a door onto a forest with a wolf, a baby with
// a grown man's teeth, a dead grandfather in the back seat, a chase by dogs and a double, babies lost and
// found in a room never seen, a flood down the stairs, a fire at a birthday party, a baby that speaks, a
// car sinking in a river, a height without a ladder, a chase by a thief turned horse, a sea of cloth, a
// flight over the city, lateness and a daughter left waiting) and no deliberate traps, written to see that
// the analysis finds everything that is there and nothing that is not; what they list under `notThere` is
// only what ordinary words bring with them (el abuelo who owns the olive grove, the escalera that is a
// ladder, the carro of a mop, "sola", "vete a casa", crying "de alivio", las mamás in a waiting room, the
// babies' crying, "murió" and "mi abuela" in the car, "el corazón en la garganta", los gemelos who are no
// doubles, the neighbour gone to the médico, "abrí los ojos", "como un río", the aunt swimming, "mi niño",
// "muerto de miedo", the grandmother dancing alone and happy, a newborn opening her eyes, a husband
// fainting from fright, an inspector's calm, "baje a comer", the colectivo of a bus stop, "como si fuera
// agua", "trabajó", "pa el trabajo", "mi hermano", "sin aire acondicionado", "las luces apagadas",
// "Papi"). The other quarter (Zaragoza, Córdoba, Bogotá, Ñuñoa, Villa María) hold the few traps people
// write without meaning to: idioms and sayings ("se ponía negro", "la directora me mata", "se me fue la
// paloma", "con cara de sueño", "que me tragara la tierra", "vivo en la luna", "ni un alma"), a dead
// mother who answers the phone, words in another sense (the Terminal Pesquero, the cámaras frigoríficas,
// "los padres" of the pupils, "Papá" said to the dreamer, "qué pena" for shame), people and things only
// mentioned (a father who sold fish before, the fish's children, a mother who picked the son up, "en la
// casa"), someone else's climbing and flying, feelings denied ("Yo no", "en lugar de asustarme", "Yo no
// estaba enojado, para nada") and feelings that are someone else's (a father crying, a teacher "re
// nerviosa", a son "muerto de la risa"). Gendered words as written: padre, tíos, madre, doctora, abuelito,
// seño, jefa, hijo, tía, abuela, esposo, funcionaria, señor, señora, supervisora, mamá, hija. `notFelt`
// repeats the feelings of `notThere` that are named but not the dreamer's as felt. None of the named
// people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_20: readonly EvaluationDream[] = [
  // Spain (Jaén). A plain dream of falling. The olive grove is the grandfather's only as its owner (no
  // grandfather); the father (padre as written) and the uncles (family, written tíos) are there. The
  // escalera de mano is a ladder (no stairs); the olive tree growing (tree, the turn), the village below
  // (pueblo: city), the hills with snow (mountain, snow); the slip and the fall through the branches.
  // "Qué susto" is fear.
  {
    id: 'es20-aceituna',
    title: 'La aceituna',
    text: 'Era diciembre y estábamos cogiendo la aceituna en el olivar de mi abuelo, en Jaén, con mi padre y mis tíos, como cuando era chico. Yo vareaba subido en una escalera de mano y las aceitunas caían a los mantos como granizo. De repente el olivo empezó a crecer y a crecer, y yo con él, hasta que se veía todo el pueblo allá abajo, blanco, y los montes con nieve. Mi padre me gritaba que me bajara. Quise bajar, me resbalé y caí entre las ramas, despacio, muy despacio, y me desperté en el suelo del cuarto. Qué susto.',
    symbols: ['ladder', 'tree', 'city', 'mountain', 'snow', 'falling'],
    people: ['father', 'family'],
    emotions: ['fear'],
    notThere: ['grandfather', 'stairs'],
    written: { father: 'padre', family: 'tíos' },
    turn: ['tree'],
    outsideLexicon: ['olivar', 'aceitunas', 'mantos', 'ramas'],
  },
  // Spain (Madrid), in the present. A plain dream. Cleaning offices at night (office); "el carro de la
  // fregona" is a mop trolley (no car), and being "sola" on the floor is no loneliness. The corridor that
  // never ends (hallway), the door never seen with light under it, and behind it a forest at night with
  // the full moon and a wolf that speaks (the turn). "Vete a casa" is only said (no house); crying "de
  // alivio" is relief, no sadness.
  {
    id: 'es20-limpieza',
    title: 'La planta doce',
    text: 'Limpio oficinas de noche en un edificio de la Castellana, y en el sueño estoy sola en la planta doce, con el carro de la fregona y la radio bajita. El pasillo no se acaba nunca: friego y friego y siempre hay más pasillo. Al fondo hay una puerta que no había visto jamás, con luz por debajo. La abro y dentro hay un bosque, de noche, con luna llena, y un lobo sentado en medio, mirándome. Me dice: —Llevas veinte años fregando este pasillo. Vete a casa, anda. Me echo a llorar, pero de alivio.',
    symbols: ['office', 'hallway', 'door', 'light', 'forest', 'moon', 'wolf'],
    people: [],
    emotions: ['relief'],
    notThere: ['car', 'loneliness', 'house', 'sadness'],
    notFelt: ['loneliness', 'sadness'],
    turn: ['forest', 'wolf'],
    outsideLexicon: ['edificio', 'fregona', 'radio'],
  },
  // Spain (Zaragoza). The father's kitchen, the father (padre as written; "Papá" is him), the new mobile
  // (phone). "Se ponía negro" is his temper (no anger of the dreamer's). The dead mother (madre as
  // written) answers the call: she is there on the phone (the turn), her death only before the scene (no
  // death). The father's crying is his; "Yo no" denies the dreamer's, and "me quedé tranquilo" is calm.
  {
    id: 'es20-movil',
    title: 'El móvil nuevo',
    text: 'Estaba en la cocina de mi padre, en Zaragoza, enseñándole a usar el móvil nuevo por enésima vez. Él, con las gafas en la punta de la nariz, apretaba todos los botones a la vez y se ponía negro. —Papá, que no es tan difícil: buscas el nombre y le das al verde. Sin querer llamó a «Mamen», que es mi madre, muerta hace cuatro años. Lo cogió al primer tono: —¿Qué pasa, que no sabéis vivir sin mí? Mi padre se echó a llorar. Yo no; yo me quedé tranquilo, como si fuera lo más normal del mundo.',
    symbols: ['kitchen', 'phone'],
    people: ['father', 'mother'],
    emotions: ['calm'],
    notThere: ['death', 'anger', 'sadness'],
    notFelt: ['anger', 'sadness'],
    written: { father: 'padre', mother: 'madre' },
    turn: ['mother'],
    outsideLexicon: ['gafas', 'botones'],
  },
  // Mexico (Guadalajara). A plain dream. The dreamer's baby at the clinic (hospital); the other mothers
  // in the waiting room are strangers (no mother of the dreamer's), and their babies' crying is theirs
  // (no sadness). The doctor (doctora as written) and the grown man's teeth (the turn); the baby
  // crawling off down the corridor (hallway). "Angustiadísima" is anxiety.
  {
    id: 'es20-pediatra',
    title: 'Las vacunas',
    text: 'Llevé a mi bebé a la pediatra por sus vacunas de los seis meses, a una clínica de Guadalajara. En la sala de espera había un montón de mamás con sus bebés llorando. Cuando nos tocó, la doctora lo puso en la báscula, le revisó la boca y me dijo muy seria: «Señora, su bebé ya tiene todos los dientes». Y sí: me sonrió con unos dientes de adulto, grandotes. Luego se bajó de la mesa y se fue gateando por el pasillo, rapidísimo. Yo corría detrás de él y no lo alcanzaba. Me desperté angustiadísima.',
    symbols: ['hospital', 'teeth', 'hallway'],
    people: ['baby', 'stranger', 'doctor'],
    emotions: ['anxiety'],
    notThere: ['mother', 'sadness'],
    notFelt: ['sadness'],
    written: { doctor: 'doctora' },
    turn: ['teeth'],
    outsideLexicon: ['vacunas', 'sala de espera', 'báscula'],
  },
  // Mexico (Ciudad de México), in the present. A plain dream of the dead come back. The passenger, a man
  // in a hat and guayabera (clothes), is the grandfather (abuelito as written), recognised in the mirror:
  // the turn; his death only before the scene (no death). The house where the dreamer grew up (house,
  // childhood home), the open window, the old banknote (money), the car. The grandmother is only talked
  // about (no grandmother). Crying "pero bien tranquilo" is sadness and calm.
  {
    id: 'es20-uber',
    title: 'El último servicio',
    text: 'Manejo un Uber de noche, como en la vida real, y me entra un servicio en Coyoacán. Se sube atrás un señor de sombrero y guayabera, y por el espejo veo que es mi abuelito Chema, que murió cuando yo tenía doce años. No me dice nada de eso; me pide que lo lleve a Xochimilco, a la casa donde crecí. Vamos platicando de futbol, de mi abuela, de todo, con la ventana abierta. Cuando llegamos se baja, me da un billete de los de antes y me dice: «Ya vete a dormir, mijo». Me quedo llorando en el carro, pero bien tranquilo.',
    symbols: ['mirror', 'clothes', 'house', 'childhood_home', 'window', 'money', 'car'],
    people: ['grandfather'],
    emotions: ['sadness', 'calm'],
    notThere: ['death', 'grandmother'],
    written: { grandfather: 'abuelito' },
    turn: ['grandfather'],
    outsideLexicon: ['sombrero', 'guayabera'],
  },
  // Argentina (Rosario), in the present. A plain chase. The delivery bike (bicycle) and backpack
  // (luggage), the pizza (food), the streets that move (road) and getting lost; the three dogs chasing,
  // pedalling away (fleeing). "El corazón en la garganta" is fear, no heart. The customer who phones and
  // opens the door in pyjamas (clothes) is the dreamer himself: a double, the turn. "Re asustado" is fear.
  {
    id: 'es20-repartidor',
    title: 'La pizza',
    text: 'Soy repartidor y ando en bici con la mochila de la app, de noche, por Rosario. Tengo que llevar una pizza a Fisherton, pero las calles cambian de lugar cada vez que doblo y me pierdo. El GPS me dice «girá a la derecha» y me manda a un descampado. Ahí aparecen tres perros negros y me persiguen ladrando. Pedaleo como loco, con el corazón en la garganta. Me suena el celular: —¿Dónde estás, flaco? Apurate, que se enfría. Por fin llego, toco el timbre, y el que me abre soy yo mismo, en piyama. Me despierto re asustado.',
    symbols: ['bicycle', 'luggage', 'food', 'road', 'lost', 'dog', 'chased', 'fleeing', 'phone', 'clothes'],
    people: ['double'],
    emotions: ['fear'],
    notThere: ['heart'],
    turn: ['double'],
    outsideLexicon: ['descampado', 'GPS', 'timbre'],
  },
  // Argentina (Córdoba). The school act (school, performance) with the first-graders (child) in costume
  // (clothes), the other teacher (seño as written) at the piano, whose nerves are hers (no anxiety), and
  // the anthem sung (singing). Thiago (boy) climbs the flagpole and says he is flying: his climbing and
  // flying, not the dreamer's; he is the turn. "Los padres" applauding are the pupils' parents (crowd; no
  // family, no father). "La directora me mata" is a saying (no killing); fear is denied ("en lugar de
  // asustarme"), and "una paz enorme" is calm.
  {
    id: 'es20-acto',
    title: 'El acto del 25',
    text: 'Era el acto del 25 de Mayo en la escuela donde doy clases, en Córdoba, y yo tenía a cargo a los chicos de primer grado, disfrazados de vendedores ambulantes. La seño Lore, que estaba re nerviosa porque era su primer acto, tocaba el piano. Cuando empezaron a cantar el himno, el Thiago se subió al mástil y empezó a trepar, a trepar, hasta perderse entre las nubes. —¡Seño, mirá, estoy volando! Todos los padres aplaudían como si fuera parte del acto. Yo pensé «la directora me mata», pero en lugar de asustarme sentí una paz enorme.',
    symbols: ['school', 'performance', 'clothes', 'singing'],
    people: ['child', 'teacher', 'boy', 'crowd'],
    emotions: ['calm'],
    notThere: ['anxiety', 'climbing', 'flying', 'family', 'father', 'killing', 'fear'],
    notFelt: ['anxiety', 'fear'],
    written: { teacher: 'seño' },
    turn: ['boy'],
    outsideLexicon: ['piano', 'himno', 'mástil', 'nubes'],
  },
  // Colombia (Bogotá). A video call with the boss (jefa as written) and the team; the presentation
  // (performance), the ironed shirt and the shorts (clothes). "Se me fue la paloma" is a blank (no bird),
  // "con cara de sueño" her look (no face). The teeth coming out onto the laptop's keyboard (teeth,
  // computer; "caer" of the teeth, no fall of the dreamer's) are the turn. "Que me tragara la tierra" and
  // "qué pena" are shame, no sadness.
  {
    id: 'es20-videollamada',
    title: 'La presentación',
    text: 'Tenía una reunión por videollamada con mi jefa y todo el equipo, desde la sala de mi apartamento en Bogotá, y me tocaba la presentación de las cifras del trimestre. Llevaba la camisa planchada arriba y la pantaloneta abajo. Arranqué bien, pero en la segunda diapositiva se me fue la paloma: no me acordaba ni de mi cargo. Mi jefa me miraba con cara de sueño. Abrí la boca para decir algo y se me empezaron a caer los dientes, uno por uno, encima del teclado del portátil, y todos lo veían. Quería que me tragara la tierra. ¡Qué pena tan horrible!',
    symbols: ['performance', 'clothes', 'teeth', 'computer'],
    people: ['boss'],
    emotions: ['shame'],
    notThere: ['bird', 'face', 'falling', 'sadness'],
    notFelt: ['sadness'],
    written: { boss: 'jefa' },
    turn: ['teeth'],
    outsideLexicon: ['videollamada', 'pantaloneta', 'diapositiva', 'teclado'],
  },
  // Colombia (Barranquilla). A plain dream. The neighbour's twins are two babies (baby; "gemelos" no
  // double of the dreamer's); the neighbour's visit to the doctor is only told (no doctor), and "abrí los
  // ojos" is waking inside the dream (no eyes). Searching the house, under the beds (bedroom), the
  // bathroom; the corridor (hallway), the door never seen and the room unknown full of toys (hidden room,
  // toy): the turn. "Un susto horrible" is fear.
  {
    id: 'es20-gemelos',
    title: 'Los gemelos',
    text: 'Mi vecina me dejó cuidando a sus gemelos, dos bebés de un año, mientras ella iba al médico. Hacía una calor tremenda en Barranquilla, así que los acosté en la cuna con el abanico prendido. Me quedé dormida un momentico en la mecedora y, cuando abrí los ojos, la cuna estaba vacía. Los busqué por toda la casa, debajo de las camas, en el baño. Nada. Al fondo del pasillo había una puerta que yo nunca había visto; la abrí y era una habitación que no conocía, llena de juguetes, y ahí estaban los dos, sentados en el piso, conversando como dos señores. Me dio un susto horrible.',
    symbols: ['searching', 'house', 'bedroom', 'bathroom', 'hallway', 'door', 'hidden_room', 'toy'],
    people: ['baby'],
    emotions: ['fear'],
    notThere: ['double', 'doctor', 'eyes'],
    turn: ['hidden_room'],
    outsideLexicon: ['vecina', 'cuna', 'abanico', 'mecedora'],
  },
  // Chile (Santiago). Late from work (la pega, no office), the dark pitch where the father searches and
  // calls; "ni un alma" is nobody. The son (hijo as written) on the phone is there, though "Papá" is the
  // dreamer (no father) and the mother who picked him up and the house are only told (no mother, no
  // house); his laughter is his ("muerto de la risa": no death, no joy). Anger is denied ("Yo no estaba
  // enojado, para nada"); crying "de puro alivio" is relief, no sadness.
  {
    id: 'es20-entrenamiento',
    title: 'La cancha',
    text: 'Tenía que ir a buscar a mi hijo al entrenamiento de fútbol a las siete, en Ñuñoa, y se me hizo tarde en la pega. Cuando llegué a la cancha ya estaba oscuro: no había ni un foco prendido ni un alma, solo una pelota en medio del pasto. Grité su nombre harto rato, dando vueltas. Entonces sonó el celular y era él, muerto de la risa: —Papá, estoy en la casa hace rato, me vino a buscar la mamá. Yo no estaba enojado, para nada. Me senté en el pasto y me puse a llorar de puro alivio.',
    symbols: ['late', 'darkness', 'searching', 'phone'],
    people: ['son'],
    emotions: ['relief'],
    notThere: ['father', 'mother', 'house', 'death', 'joy', 'anger', 'sadness'],
    notFelt: ['joy', 'anger', 'sadness'],
    written: { son: 'hijo' },
    turn: ['son'],
    outsideLexicon: ['cancha', 'foco', 'pelota', 'pasto'],
  },
  // Peru (Lima), in the present. The Terminal Pesquero is the wholesale fish market (shop; no airport);
  // the father only sold fish there before (no father), and the cámaras frigoríficas are refrigerated
  // lorries (no photo). "Vivo en la luna" is a saying (no moon). The fish (corvina) that talks is the turn;
  // its children are only named (no child). The avenue (road), the beach, the waves, the sea (ocean).
  // "Una paz rarísima" is calm.
  {
    id: 'es20-terminal',
    title: 'La corvina',
    text: 'Vendo pescado en el Terminal Pesquero de Villa María, como antes mi papá, y en el sueño son las cuatro de la mañana y van llegando las cámaras frigoríficas con la pesca. La señora Rosa, la del puesto de al lado, dice que yo vivo en la luna, y es verdad: estoy cortando una corvina cuando el pescado abre la boca y me habla. Me pide que lo devuelva al mar, que sus hijos lo esperan. Me saco el mandil, me lo llevo en brazos por la avenida hasta la playa y lo suelto entre las olas. Siento una paz rarísima.',
    symbols: ['shop', 'fish', 'ocean', 'road', 'beach', 'wave'],
    people: [],
    emotions: ['calm'],
    notThere: ['airport', 'father', 'photo', 'moon', 'child'],
    turn: ['fish'],
    outsideLexicon: ['puesto', 'corvina', 'mandil'],
  },
  // Cuba (Havana). A plain flood. The water tank on the roof bursts: the water down the stairs "como un
  // río" (no river), in at the windows, the building flooded. The aunt (family, tía as written) swimming
  // with the cat on her head: her swimming (no swimming of the dreamer's), and "mi niño" is the dreamer
  // (no boy). Unable to breathe (breath); "muerto de miedo" is fear, no death.
  {
    id: 'es20-tanque',
    title: 'El tanque',
    text: 'Estaba en el apartamento de mi tía, en Centro Habana, y subí a la azotea a ver por qué no entraba el agua. El tanque estaba repleto y, cuando lo toqué, reventó. El agua bajó por la escalera como un río, se metió por las ventanas de todos los vecinos y en un minuto el edificio entero estaba inundado. Mi tía, con sus ochenta años, nadaba por el pasillo con el gato en la cabeza, gritando: “¡Apúrate, mi niño!”. Yo bajaba los escalones con el agua al cuello, sin poder respirar. Me desperté muerto de miedo.',
    symbols: ['water', 'stairs', 'window', 'flood', 'hallway', 'cat', 'breath'],
    people: ['family'],
    emotions: ['fear'],
    notThere: ['river', 'swimming', 'boy', 'death'],
    written: { family: 'tía' },
    outsideLexicon: ['azotea', 'tanque', 'edificio'],
  },
  // Venezuela (Maracaibo). A plain dream of fire. The grandmother's ninetieth birthday (party; abuela as
  // written) with the whole family, the gaitas (singing), the cake (food), the candles that throw out
  // fire; all running out to the street (fleeing, road). The grandmother dancing alone and happy in the
  // flames is hers (no dancing, no loneliness, no joy), the turn. "No me salía la voz" is voice; "un
  // susto horrible" fear.
  {
    id: 'es20-noventa',
    title: 'Noventa velas',
    text: 'Era el cumpleaños noventa de mi abuela, en Maracaibo, y toda la familia estaba en el patio, con gaitas a todo volumen y una torta de tres pisos. Cuando mi abuela sopló las velas, en vez de apagarse echaron fuego como un soplete y la torta se prendió completa. El fuego pasó al toldo, a las sillas, a las matas. Todos salimos corriendo para la calle menos mi abuela, que siguió bailando sola en medio de las llamas, feliz de la vida. Yo le gritaba y no me salía la voz. Me desperté bañada en sudor, con un susto horrible.',
    symbols: ['party', 'singing', 'food', 'candle', 'fire', 'fleeing', 'road', 'voice'],
    people: ['grandmother', 'family'],
    emotions: ['fear'],
    notThere: ['dancing', 'loneliness', 'joy'],
    notFelt: ['loneliness', 'joy'],
    written: { grandmother: 'abuela' },
    turn: ['grandmother', 'fire'],
    outsideLexicon: ['patio', 'gaitas', 'torta', 'toldo', 'matas'],
  },
  // Ecuador (Guayaquil). A plain dream. The husband (esposo as written), the newborn (baby) asleep in the
  // arms, the queue under the sun, the registrar (stranger, funcionaria as written). The baby opening
  // her eyes is no image of eyes; her speaking her own name is the turn. The husband's fright is his (no
  // fear); "feliz" is joy.
  {
    id: 'es20-registro',
    title: 'Esperanza',
    text: 'Fui con mi esposo al Registro Civil de Guayaquil a inscribir a nuestra bebé, recién nacida. La fila daba la vuelta a la cuadra, con un sol que partía las piedras, y la bebé dormía en mis brazos. Cuando por fin llegamos a la ventanilla, la funcionaria nos preguntó el nombre y mi esposo y yo nos quedamos en blanco: ninguno de los dos se acordaba. Entonces la bebé abrió los ojos y dijo clarito: «Me llamo Esperanza». La funcionaria lo escribió como si nada. Mi esposo se desmayó del susto. Yo me reí, feliz.',
    symbols: ['sun'],
    people: ['husband', 'baby', 'stranger'],
    emotions: ['joy'],
    notThere: ['eyes', 'fear'],
    notFelt: ['fear'],
    written: { husband: 'esposo', stranger: 'funcionaria' },
    turn: ['baby'],
    outsideLexicon: ['Registro Civil', 'fila', 'ventanilla'],
  },
  // Bolivia (Cochabamba). A plain dream. The driving test (exam) in the car, the examiner (stranger,
  // señor as written), the streets (road) down to the river without brakes; the car sinking, the water in
  // at the windows, the door that will not open (trapped), drowning. The examiner's calm is his (no
  // calm). "Un miedo horrible" is fear.
  {
    id: 'es20-licencia',
    title: 'El examen de manejo',
    text: 'Me tocaba el examen práctico para sacar la licencia de conducir, en Cochabamba. El inspector, un señor gordito con lentes, se subió al auto y me dijo "siga nomás, señorita". Yo me sabía el circuito de memoria, pero las calles empezaron a bajar y bajar hasta el río Rocha, y el auto no tenía frenos. Nos metimos al agua y empezamos a hundirnos, con el agua entrando por las ventanas. El inspector seguía anotando en su planilla, tranquilísimo. Yo no podía abrir la puerta y sentía que me ahogaba. Me desperté gritando, con un miedo horrible.',
    symbols: ['exam', 'car', 'road', 'river', 'water', 'window', 'door', 'trapped', 'drowning'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['calm'],
    notFelt: ['calm'],
    written: { stranger: 'señor' },
    outsideLexicon: ['licencia', 'lentes', 'planilla'],
  },
  // Uruguay (Montevideo), in the present, short. On the roof of the house fixing the aerial; the ladder
  // is gone (no ladder, no stairs). The wife ("mi señora" as written) calling the dreamer down to eat (no
  // food). "Un miedo bárbaro" is fear.
  {
    id: 'es20-antena',
    title: 'La antena',
    text: 'Estoy arriba del techo arreglando la antena de la tele, en el Prado, y la escalera ya no está. Mi señora me grita desde el patio que baje a comer, que se enfría. Miro para abajo y la casa es altísima, como un edificio. Me entra un miedo bárbaro.',
    symbols: ['house'],
    people: ['wife'],
    emotions: ['fear'],
    notThere: ['ladder', 'stairs', 'food'],
    written: { wife: 'señora' },
    outsideLexicon: ['techo', 'antena', 'patio'],
  },
  // Paraguay (Asunción), in the present, typed in a hurry. The bus stop (station; no bus), the avenue
  // and the streets (road), the phone snatched from the hand by a motorbike thief (intruder). The thief
  // turns round and chases the dreamer and becomes a black horse (the turn); running through unknown
  // streets (fleeing, lost). "Un miedo terrible" is fear.
  {
    id: 'es20-motochorro',
    title: 'La parada',
    text: 'estoy en la parada del colectivo en la avenida españa y pasa un motochorro y me arranca el celular de la mano. salgo corriendo atras de el y de repente la moto da la vuelta y ahora me persigue a mi, y ya no es una moto, es un caballo negro enorme. corro por calles que no conozco y todas terminan en la misma parada, y yo sin celular para pedir ayuda. me despierto temblando con un miedo terrible',
    symbols: ['station', 'road', 'phone', 'hands', 'chased', 'horse', 'fleeing', 'lost'],
    people: ['intruder'],
    emotions: ['fear'],
    notThere: ['bus'],
    turn: ['horse'],
    outsideLexicon: ['moto'],
  },
  // Honduras (San Pedro Sula). A plain dream. The maquila, the shirt sleeves (clothes), the supervisor
  // (boss, supervisora as written) and the workmates. The cloth fills the hall "como si fuera agua" (no
  // water); swimming through it, searching for the door, drowning. The hand that pulls the dreamer out
  // is the mother's (mamá as written): the turn; "trabajó" is a verb (no office). Crying "de alivio" is
  // relief, no sadness.
  {
    id: 'es20-maquila',
    title: 'La tela',
    text: 'Estaba en la maquila, en San Pedro Sula, en mi máquina de siempre, cosiendo mangas de camisa, y la supervisora pasaba gritando que íbamos atrasadas con el pedido. De repente la tela empezó a salir sola de la máquina, metros y metros de tela azul, y fue llenando la nave como si fuera agua. Mis compañeras desaparecían debajo. Yo nadaba entre la tela buscando la puerta y no la encontraba; sentía que me ahogaba. Al final una mano me jaló para arriba: era mi mamá, que trabajó ahí veinte años. Me desperté llorando, pero de alivio.',
    symbols: ['clothes', 'swimming', 'searching', 'door', 'drowning', 'hands'],
    people: ['boss', 'mother'],
    emotions: ['relief'],
    notThere: ['water', 'office', 'sadness'],
    notFelt: ['sadness'],
    written: { boss: 'supervisora', mother: 'mamá' },
    turn: ['mother'],
    outsideLexicon: ['maquila', 'máquina de coser', 'tela', 'nave'],
  },
  // Dominican Republic (Santo Domingo), short and typed in a hurry. The motorbike taxi and its driver
  // (stranger) among the buses (guaguas); on the way to work (no office). Thrown off, the dreamer flies
  // over the city (flying, the turn). "Mi hermano" is a form of address (no brother); "que felicidad" is
  // joy.
  {
    id: 'es20-motoconcho',
    title: 'Motoconcho',
    text: 'iba en un motoconcho pa el trabajo por la 27 de febrero y el motoconchista iba volao metiendose entre las guaguas. en un semaforo se paro en seco y sali volando por encima de el, pero volando de verdad, sobre toda la ciudad. que felicidad mi hermano',
    symbols: ['bus', 'flying', 'city'],
    people: ['stranger'],
    emotions: ['joy'],
    notThere: ['office', 'brother'],
    turn: ['flying'],
    outsideLexicon: ['motoconcho', 'semáforo'],
  },
  // Puerto Rico (Bayamón). A plain dream of lateness. The daughter's graduation (hija as written), stuck
  // in the traffic jam (trapped) in the car "sin aire acondicionado" (no breath), the phone, the jacket
  // in the hand and the new shoes hurting the feet ("a pie" itself no feet); arriving far too late
  // (late) to the empty coliseum with the lights off (darkness, no light). The daughter in gown and cap
  // (clothes) is the turn; "Papi" is the dreamer (no father). "Una culpa horrible" is guilt.
  {
    id: 'es20-graduacion',
    title: 'La graduación',
    text: 'Era la graduación de cuarto año de mi hija, en el coliseo de Bayamón, y yo estaba atrapado en el tapón del expreso, con el carro sin aire acondicionado y el celular sin batería. Los carros no se movían. Me bajé y seguí a pie, corriendo por el paseo, con la chaqueta en la mano y los zapatos nuevos destrozándome los pies. Cuando por fin llegué, tardísimo, el coliseo estaba vacío y con las luces apagadas. Solo quedaba mi hija, con la toga y el birrete, sentada en la tarima. —Papi, te esperé hasta el final. Me desperté con una culpa horrible.',
    symbols: ['trapped', 'car', 'phone', 'clothes', 'hands', 'shoes', 'feet', 'late', 'darkness'],
    people: ['daughter'],
    emotions: ['guilt'],
    notThere: ['breath', 'light', 'father'],
    written: { daughter: 'hija' },
    turn: ['daughter'],
    outsideLexicon: ['tapón', 'coliseo', 'toga', 'birrete', 'tarima'],
  },
];
