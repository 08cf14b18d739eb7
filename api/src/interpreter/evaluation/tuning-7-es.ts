// Seventh tuning batch (Spanish), written and read by hand on 2026-12-05 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 80 to 95 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: a school play, a beehive, a sister's
// baby shower, a snowed-in farm, a talking horse in the llanos, a bus broken down in the Atacama, an ex's
// mother, a motorway at night without headlights, the roof of a cathedral, a birth, a quinceañera, a
// film, a Holy Week procession, a train that does not stop, an auction, a cenote, a hot-air balloon, a
// tango class, a haunted hotel and a storm on the beach. Spanish, Mexican, Argentine, Colombian, Chilean,
// Peruvian and Venezuelan usage (en pana, alegar, tomar once, cagado de la risa, la chasca, chamo, burda,
// arrechísima, tenaz, ni tantito, platicaba, mi viejo, bronca, a moco tendido, reconocés, la guarda). It
// leans on what readers of dreams get wrong: feelings denied or contrasted ("ni me inmuté", "no me asusté
// en absoluto", "debería haber tenido miedo, pero no", "pensé que me pondría triste y no", "lejos de
// enfadarme", "no me molestó para nada", "ni pena ni bronca"), only expected or asked ("creí que me iba a
// dar pánico", "¿Tienes miedo, chamo?") or someone else's ("estaba aterrada", "mi tía estaba furiosa"),
// and once denied and then felt ("eso sí me dio miedo"); images absent, wished, told, on a screen, only a
// likeness or in an idiom ("ni una abeja", "ojalá hubiera llevado una linterna", "estar en las nubes",
// "una tormenta en un vaso de agua", "como hormiguitas", "parecía de juguete"); names that hold lexicon
// words (La Plata, Cruces, la Calzada de los Muertos); and a turning point in most dreams, whose images
// `turn` lists. Gendered words as written: profesora, abuela, hermana, mamá, hermano, abuelito, madre,
// matrona, prima, novia, abuelo, amiga, esposo, jefa, esposa. `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_7: readonly EvaluationDream[] = [
  // The school play is read as performance on the stage, at the school. The tree is a costume and "los demás
  // árboles" are the other players in theirs: no tree. "Estar en las nubes" is the teacher's idiom, no sky.
  // The panic is only expected and denied ("ni me inmuté"); the hysteria is the teacher's and names no
  // feeling of the list. The dreamer dances with the others, the turn.
  {
    id: 'es7-obra-teatro',
    title: 'La obra de fin de curso',
    text: 'Volvía a estar en la obra de teatro de fin de curso del colegio, con treinta y cinco años y un disfraz de árbol que me picaba por todas partes. Mi papel era quedarme quieta en una esquina del escenario. Creí que me iba a dar pánico, pero ni me inmuté. La que estaba histérica era la profesora de Lengua, que me soplaba el texto desde detrás del telón y me decía que siempre estoy en las nubes. Al final los demás árboles se pusieron a bailar y yo con ellos. Salí de allí contentísima.',
    symbols: ['school', 'performance', 'clothes', 'dancing'],
    people: ['teacher'],
    emotions: ['joy'],
    notThere: ['tree', 'sky', 'fear'],
    notFelt: ['fear'],
    written: { teacher: 'profesora' },
    turn: ['dancing'],
    outsideLexicon: ['telón'],
  },
  // Argentina. The bees are there, though "ni una abeja nos picó": the negation is of the sting. They walk
  // "como hormiguitas", a simile (no insects). The grandmother's terror is remembered from her life and her
  // laughter is hers; the dreamer denies the fear. Humming a chamamé is read as singing; the honeycomb,
  // eaten, as food.
  {
    id: 'es7-colmena',
    title: 'La colmena',
    text: 'Estaba con mi abuela Nélida en el campo, en Córdoba, sacando miel de una colmena sin careta ni guantes. Las abejas me caminaban por los brazos y por la cara como hormiguitas mansas. No me asusté en absoluto. Mi abuela, que en vida les tenía terror, se reía y tarareaba un chamamé. Me dio un pedazo de panal chorreando y nos lo comimos ahí mismo, con las manos pegajosas. Ni una abeja nos picó. Me desperté con gusto a miel en la boca y una paz enorme.',
    symbols: ['bees', 'face', 'hands', 'food', 'singing'],
    people: ['grandmother'],
    emotions: ['calm'],
    notThere: ['insects', 'fear', 'joy'],
    notFelt: ['fear', 'joy'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['miel', 'panal', 'careta', 'guantes'],
  },
  // Colombia. A baby shower is a party; the clothes and gifts come out of the boxes. "Llevo años buscando un
  // hijo" is waking life: no searching, no son. The envy is expected and denied, the mother's joy is hers.
  // The real baby in the last box has the father's eyes: the father is only in them (as the ex on the piñata
  // of es6-pinata), and baby and eyes are the turn. "Una ternura tenaz" is love.
  {
    id: 'es7-baby-shower',
    title: 'El baby shower',
    text: 'Era el baby shower de mi hermana Valentina, en un salón de Cali lleno de globos rosados. Todas le llevaban regalos y ella abría cajas y cajas con ropita de bebé. Mi mamá estaba feliz. Yo pensé que me iba a dar envidia, porque llevo años buscando un hijo, y no: ni una pizca. Entonces mi hermana abrió la última caja y adentro había un bebé de verdad, dormidito, que de pronto abrió los ojos: eran los ojos de mi papá. Me dio una ternura tenaz.',
    symbols: ['party', 'gift', 'box', 'clothes', 'eyes'],
    people: ['sister', 'mother', 'baby'],
    emotions: ['love'],
    notThere: ['searching', 'son', 'father', 'joy', 'jealousy'],
    notFelt: ['joy', 'jealousy'],
    written: { sister: 'hermana', mother: 'mamá' },
    turn: ['baby', 'eyes'],
    outsideLexicon: ['globos'],
  },
  // Chile. The cows are read as bull (the lexicon's vaca); "tomar once" and the sopaipillas as food; the
  // chasca (a mop of hair) white with snow as hair. "Ni un alma" names no loneliness. The fear is only what
  // there should have been. The brother laughing ("cagado de la risa") is his joy, and the dreamer's
  // "alegría" her own: joy is felt. His coming in is the turn.
  {
    id: 'es7-granja-nevada',
    title: 'La granja nevada',
    text: 'Llegaba a una granja cerca de Osorno, toda nevada, buscando a mi hermano Cristóbal. No había ni un alma: solo las vacas en el establo, mirándome fijo. Adentro de la casa la estufa estaba prendida y la mesa puesta para tomar once, con sopaipillas calentitas. Debería haber tenido miedo, pero no; me senté a comer como si fuera mi casa. Al rato entró mi hermano con la chasca blanca de nieve, cagado de la risa. Me dio una alegría que no me esperaba.',
    symbols: ['snow', 'searching', 'bull', 'house', 'food', 'hair'],
    people: ['brother'],
    emotions: ['joy'],
    notThere: ['fear'],
    notFelt: ['fear'],
    written: { brother: 'hermano' },
    turn: ['brother'],
    outsideLexicon: ['granja', 'establo', 'estufa', 'sopaipillas'],
  },
  // Venezuela (chamo, burda). The horse talks, and only asks about fear, which the dreamer denies. The plain
  // is flooded (water up to the horse's knees). The caiman is calm "como un gato": a simile, and its calm.
  // The father and his debt are only told by the horse; "una risa burda" is read as joy.
  {
    id: 'es7-caballo-habla',
    title: 'El alazán',
    text: 'Estaba en un hato de los llanos de Apure y mi caballo, un alazán viejo, me habló con voz de locutor de radio: «¿Tienes miedo, chamo?». Le dije que no, y era verdad. Me subí y salimos a galopar por la sabana inundada, con el agua hasta las rodillas del caballo. Vimos un caimán echado en el barro, tranquilo como un gato. Entonces el caballo me contó que mi papá le debía plata desde hacía años. Me dio una risa burda.',
    symbols: ['horse', 'flood', 'water', 'crocodile', 'mud'],
    people: [],
    emotions: ['joy'],
    notThere: ['fear', 'cat', 'calm', 'father', 'money'],
    notFelt: ['fear', 'calm'],
    outsideLexicon: ['hato', 'sabana', 'radio'],
  },
  // Chile: "quedó en pana" is broken down; "alegar" is complaining, no feeling of the list. The woman beside
  // the dreamer is terrified, and dying of cold is only what she fears: "Yo no" denies the fear. The stars
  // fill the sky like spilt sugar (a simile); "tan hermoso" is wonder. The driver, the passengers and the
  // woman have no people id; the fox is outside the lexicon (as in es5-cabana).
  {
    id: 'es7-bus-desierto',
    title: 'En pana en Atacama',
    text: 'El bus a Calama quedó en pana en pleno desierto de Atacama, a las tres de la mañana. El chofer se bajó a revisar el motor y los pasajeros empezaron a alegar. La señora del asiento de al lado estaba aterrada; decía que nos íbamos a morir de frío. Yo no. Me bajé y me tendí de espaldas en la tierra: no había ni una nube y el cielo estaba lleno de estrellas, como azúcar derramada. Nunca había visto algo tan hermoso. De la nada pasó un zorro y se quedó mirándome.',
    symbols: ['bus', 'desert', 'sky'],
    people: [],
    emotions: ['wonder'],
    notThere: ['fear', 'death'],
    notFelt: ['fear'],
    outsideLexicon: ['zorro', 'motor'],
  },
  // Peru. The ex's mother is there and the ex is not ("ni rastro"); she has no people id (the lexicon's
  // mother is the dreamer's, as the wife in es5-promocion), and "su hijo" is the ex, absent. "Su cocina" is
  // her cooking, no kitchen. "Lejos de enfadarme" denies the anger; her tears and her missing the dreamer are
  // hers, but the dreamer misses the cooking: nostalgia is felt. "Nos matamos de risa" is joy, no killing.
  {
    id: 'es7-madre-exnovio',
    title: 'La mamá de Diego',
    text: 'Me encontraba con la mamá de mi exnovio Diego en el mercado de Surquillo. Él no estaba, ni rastro, pero ella me agarró del brazo y me llevó a su casa a almorzar, como cuando estábamos juntos. Me sirvió un ají de gallina y me pidió perdón por lo que me hizo su hijo. Lejos de enfadarme, la abracé. Ella lloraba y me decía que me extrañaba. Yo no la extrañaba a ella, sino a su cocina, y se lo dije. Nos matamos de risa las dos.',
    symbols: ['shop', 'house', 'food'],
    people: [],
    emotions: ['nostalgia', 'joy'],
    notThere: ['mother', 'ex', 'son', 'kitchen', 'anger', 'sadness', 'killing'],
    notFelt: ['anger', 'sadness'],
    outsideLexicon: ['ají de gallina'],
  },
  // Mexico. Driving at night with no lights: darkness there, light negated; "no veía ni la raya" is no image
  // of eyes. "Lo raro es que" names no confusion of hers; the fear is denied and only asked of the
  // grandfather, dead ten years (death), who sings in the back seat: his presence is the turn. "En paz" is
  // calm.
  {
    id: 'es7-autopista',
    title: 'Sin faros',
    text: 'Manejaba sola por la autopista México-Querétaro, de noche y sin luces, porque el carro no tenía faros. No veía ni la raya del carril y aun así iba a ciento veinte. Lo raro es que no me daba nada de miedo. En el asiento de atrás iba mi abuelito Chuy, que murió hace diez años, cantando rancheras como si nada. Le pregunté si no estaba asustado y me dijo que no, que a los muertos ya nada los asusta. Me desperté muy en paz.',
    symbols: ['car', 'road', 'darkness', 'singing', 'death'],
    people: ['grandfather'],
    emotions: ['calm'],
    notThere: ['light', 'eyes', 'fear', 'confusion'],
    notFelt: ['fear', 'confusion'],
    written: { grandfather: 'abuelito' },
    turn: ['grandfather'],
    outsideLexicon: ['faros'],
  },
  // Spain. The cathedral is church; the people below only look like toys. The boss is only a face on a
  // gargoyle (face, no boss). The vertigo is what there should have been; "tranquilísima" is calm. The mother
  // shouts from fear ("histérica"), no anger, and the feeling is hers. "No me caí" denies the fall; stepping
  // off and floating is flying, the turn.
  {
    id: 'es7-tejado-catedral',
    title: 'El tejado de la catedral',
    text: 'Estaba sentada en lo alto del tejado de la catedral de Burgos, entre las agujas, sin arnés ni nada. Abajo la gente parecía de juguete. Debería haberme dado vértigo, pero estaba tranquilísima, al lado de una gárgola que tenía la cara de mi jefa, Montse. Las palomas se me posaban en la mano. Mi madre me gritaba desde la plaza, histérica, que bajara. Yo no me caí: di un paso al vacío y me quedé flotando por encima de los tejados.',
    symbols: ['church', 'face', 'bird', 'hands', 'flying'],
    people: ['mother'],
    emotions: ['calm'],
    notThere: ['toy', 'boss', 'falling', 'anger'],
    notFelt: ['anger'],
    written: { mother: 'madre' },
    turn: ['flying'],
    outsideLexicon: ['tejado', 'gárgola', 'arnés'],
  },
  // Spain. Cruces is the hospital's name (no crossroads); "no tengo hijos" is waking life. The midwife is
  // read as doctor (as the enfermera), with her word as written. "Doler horrores" is much pain, no horror,
  // and the pain itself is only expected. The baby laughs instead of crying: the tears negated, the laughter
  // hers. She has the grandmother's face, wrinkles and all (face and aging, the turn; no grandmother).
  {
    id: 'es7-parto',
    title: 'El parto',
    text: 'Estaba de parto en el hospital de Cruces, aunque en la vida real no tengo hijos. La matrona, una mujer grandota con acento gallego, me decía que empujara, que ya casi estaba. Yo pensaba que me iba a doler horrores y no sentí nada de nada. Al final me pusieron en el pecho una bebé pequeñísima que, en vez de llorar, se echó a reír. Tenía la cara de mi abuela Dolores, con arrugas y todo. Me quedé mirándola, maravillada.',
    symbols: ['birth', 'hospital', 'face', 'aging'],
    people: ['doctor', 'baby'],
    emotions: ['wonder'],
    notThere: ['road', 'child', 'son', 'fear', 'sadness', 'joy', 'grandmother'],
    notFelt: ['sadness', 'joy'],
    written: { doctor: 'matrona' },
    turn: ['face', 'aging'],
  },
  // Mexico; the dreamer is a man (chambelán, parado). A cousin's quince años is a party. Everyone dances the
  // waltz but him: dancing is there. "Parado como poste" is a simile. The aunt's fury is hers and the shame
  // is denied. The dove flying out of the cake is the turn (flying, as the sister's in es6-circo); "feliz" is
  // his joy. Two women of the family, the cousin written.
  {
    id: 'es7-quinceanera',
    title: 'Los quince de Ximena',
    text: 'Eran los quince años de mi prima Ximena, en un salón de Monterrey, y a mí me tocaba ser chambelán, con cuarenta años y un traje que me quedaba chico. Todos bailaban el vals menos yo, que no me sabía los pasos y me quedé parado como poste. Mi tía estaba furiosa conmigo. Curiosamente, no me dio nada de vergüenza. Luego partieron el pastel y de adentro salió una paloma blanca que se fue volando por la ventana. Me quedé feliz, viéndola irse.',
    symbols: ['party', 'clothes', 'dancing', 'food', 'bird', 'flying', 'window'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['anger', 'shame'],
    notFelt: ['anger', 'shame'],
    written: { family: 'prima' },
    turn: ['bird', 'flying'],
    outsideLexicon: ['chambelán', 'vals'],
  },
  // Argentina. The childhood home on fire is only in the film, on the screen (as the painting of es5-museo):
  // no fire, house or childhood home. "La calle Lavalle" is the address, no road seen. The audience is a
  // crowd; the lights coming on are light. "Ni pena ni bronca" denies sadness and anger, the girlfriend's
  // tears are hers; "una angustia bárbara" is anxiety.
  {
    id: 'es7-cine',
    title: 'La película',
    text: 'Fui con mi novia a un cine viejo de la calle Lavalle. En la pantalla pasaban una película en la que mi casa de la infancia se prendía fuego, con los muebles y todo adentro. La sala entera aplaudía. Yo la miraba sin sentir nada, ni pena ni bronca, mientras mi novia lloraba a moco tendido. Cuando se prendieron las luces, el cine estaba vacío y ella ya no estaba en la butaca de al lado. Ahí sí me agarró una angustia bárbara.',
    symbols: ['light'],
    people: ['girlfriend', 'crowd'],
    emotions: ['anxiety'],
    notThere: ['fire', 'childhood_home', 'house', 'road', 'sadness', 'anger'],
    notFelt: ['sadness', 'anger'],
    written: { girlfriend: 'novia' },
    outsideLexicon: ['cine', 'pantalla', 'butaca'],
  },
  // Spain; the dreamer is a man (solo). Jueves Santo and la Macarena are names. A saeta is sung: singing. The
  // candles are lit on the float. The mother's tears of emotion are hers. "Como llevar una pluma" is a
  // simile; "la calle estaba desierta" is an empty street, no desert, and it is the turn. "Me sentí
  // extrañamente solo" is loneliness.
  {
    id: 'es7-semana-santa',
    title: 'Jueves Santo',
    text: 'Era Jueves Santo en Sevilla y yo iba de costalero debajo de un paso de la Macarena, yo, que en mi vida he cargado nada. Olía a incienso, el paso iba lleno de velas encendidas y desde un balcón alguien cantaba una saeta. Mi madre, en la acera, lloraba de emoción. Pensé que el peso me iba a aplastar y resultó que no pesaba nada, como llevar una pluma. Al salir de debajo, la calle estaba desierta: ni un nazareno. Me sentí extrañamente solo.',
    symbols: ['candle', 'singing', 'road'],
    people: ['mother'],
    emotions: ['loneliness'],
    notThere: ['desert', 'sadness'],
    notFelt: ['sadness'],
    written: { mother: 'madre' },
    turn: ['road'],
    outsideLexicon: ['costalero', 'paso', 'incienso', 'saeta', 'nazareno', 'balcón'],
  },
  // Argentina. La Plata is a city's name (no money); "el diario" is the newspaper, no book; the emergency
  // brake is a train's (no car), and there was none. The guarda has no people id; her cap is clothes. "Mi
  // viejo" is the father, seen waving from the platform of the dreamer's childhood: the turn. "Impotencia" is
  // helplessness.
  {
    id: 'es7-tren-no-para',
    title: 'El tren que no paraba',
    text: 'Iba en el tren Roca hacia La Plata y el tren no paraba en ninguna estación. Pasábamos de largo por Quilmes, por Berazategui, y la guarda, una mujer de gorra, me decía que tuviera paciencia. Los demás pasajeros leían el diario como si nada. Por la ventanilla vi pasar el andén de Ezpeleta, mi barrio de chico, y a mi viejo esperándome y saludándome con la mano. Quise tirar del freno de emergencia, pero no había. Me desperté con una impotencia horrible.',
    symbols: ['train', 'station', 'clothes', 'window', 'hands'],
    people: ['father'],
    emotions: ['helplessness'],
    notThere: ['money', 'book', 'car'],
    turn: ['father'],
    outsideLexicon: ['guarda'],
  },
  // Spain. The grandmother's things are there, she is not. "Anillo de bodas" is a wedding ring, no wedding;
  // "espejo de mano" a hand mirror, no hands. The sadness is expected and denied; "tranquila" is calm. The
  // bidder turns out to be the grandfather, young "como en las fotos de su boda" (a likeness, no photo): the
  // turn; he winks (eyes).
  {
    id: 'es7-subasta',
    title: 'La subasta',
    text: 'Subastaban las cosas de mi abuela en una sala de Madrid llena de desconocidos con paletas numeradas. Salieron su anillo de bodas, su espejo de mano, la mecedora donde me dormía de pequeña. Pensé que me pondría triste y no: estaba tranquila, casi aburrida. Pujé por el anillo con todo el dinero que llevaba, pero un señor de la primera fila siempre ofrecía más. Cuando se volvió a mirarme era mi abuelo, joven como en las fotos de su boda, y me guiñó un ojo.',
    symbols: ['ring', 'mirror', 'money', 'eyes'],
    people: ['stranger', 'grandfather'],
    emotions: ['calm'],
    notThere: ['grandmother', 'wedding', 'hands', 'photo', 'sadness'],
    notFelt: ['sadness'],
    written: { grandfather: 'abuelo' },
    turn: ['grandfather'],
    outsideLexicon: ['subasta', 'mecedora', 'paletas'],
  },
  // Mexico. Diving and swimming in a cenote; floating in the air is only how clear the water looked, no
  // flying. "Todo se puso negro" is darkness; the torch is only wished for. Itzel's terror is hers and "Yo
  // no" denies it; drowning is only expected. "Como un pez" and "como una serpiente" are similes. The ray of
  // sun ("rayito", no lightning) is sun and light; "fascinada" is wonder.
  {
    id: 'es7-cenote',
    title: 'El cenote',
    text: 'Buceaba en un cenote cerca de Tulum con mi amiga Itzel. El agua era tan clara que parecía que flotábamos en el aire. Entramos nadando a una cueva y de repente todo se puso negro; ojalá hubiera llevado una linterna. Itzel estaba aterrada y me apretaba la mano. Yo no. Pensé que me iba a ahogar, pero respiraba bajo el agua como un pez. Al fondo, una raíz enorme colgaba del techo como una serpiente, y un rayito de sol se colaba por una grieta. Me quedé mirándolo, fascinada.',
    symbols: ['swimming', 'water', 'cave', 'darkness', 'hands', 'sun', 'light'],
    people: ['friend'],
    emotions: ['wonder'],
    notThere: ['flying', 'candle', 'drowning', 'fish', 'snake', 'fear', 'storm'],
    notFelt: ['fear'],
    written: { friend: 'amiga' },
    outsideLexicon: ['cenote', 'raíz', 'grieta'],
  },
  // Mexico. The pyramids are read as ruins; the Calzada de los Muertos is a name, no death. The pilot has no
  // people id. The fear of heights is a waking trait and "ni tantito miedo" denies it at first, but "eso sí
  // me dio miedo" is felt at the end: fear is the dreamer's, not in notFelt. Rising beyond the clouds for
  // ever is the turn.
  {
    id: 'es7-globo',
    title: 'El globo',
    text: 'Volaba en un globo aerostático sobre las pirámides de Teotihuacán, al amanecer. La piloto era una señora de trenzas que platicaba conmigo como si nos conociéramos de toda la vida. Abajo, chiquitito, mi esposo me hacía señas desde la Calzada de los Muertos. Yo, que les tengo pánico a las alturas, no sentí ni tantito miedo. De repente el globo empezó a subir y subir, más allá de las nubes, y ella me dijo que ya no íbamos a bajar nunca. Eso sí me dio miedo.',
    symbols: ['flying', 'sun', 'ruins', 'sky'],
    people: ['husband'],
    emotions: ['fear'],
    notThere: ['death'],
    written: { husband: 'esposo' },
    turn: ['sky'],
    outsideLexicon: ['globo', 'pirámides', 'trenzas'],
  },
  // Argentina. The old gentleman is read as wise_elder, then recognised as the grandfather (both listed, as
  // in es6-biblioteca): the turn. "Ni la conga" is an idiom; the music is read as singing (as in
  // es5-promocion). "Nena" is how he calls the dreamer, no girl. The shame is denied; crying "de pura
  // felicidad" is joy, no sadness.
  {
    id: 'es7-tango',
    title: 'La milonga',
    text: 'Tomaba una clase de tango en una milonga de San Telmo y me tocaba bailar con un señor mayor, muy elegante, de traje gris. Yo no sé bailar ni la conga, pero con él me salía todo. No me daba ni un poco de vergüenza que me miraran. Olía a colonia y a tabaco, igual que mi abuelo Tito. Cuando terminó la música le pregunté cómo se llamaba y me dijo: «Tito, nena. ¿No me reconocés?». Me largué a llorar ahí mismo, pero de pura felicidad.',
    symbols: ['dancing', 'clothes', 'singing'],
    people: ['wise_elder', 'grandfather'],
    emotions: ['joy'],
    notThere: ['girl', 'shame', 'sadness'],
    notFelt: ['shame', 'sadness'],
    written: { grandfather: 'abuelo' },
    turn: ['grandfather'],
    outsideLexicon: ['milonga', 'colonia', 'tabaco'],
  },
  // Venezuela (arrecha: furious). The hotel is haunted only by the receptionist's word, and "ni un fantasma".
  // The boss's fury is hers; "no me molestó para nada" denies the anger. The father and his prison are only
  // in the letters' past; the letters found are the turn. "Una nostalgia enorme" is the dreamer's.
  {
    id: 'es7-hotel-embrujado',
    title: 'El hotel de Mérida',
    text: 'Me quedaba en un hotel viejo de Mérida que, según el recepcionista, estaba embrujado. Tomé el ascensor, uno de esos de reja, y en vez de subir al cuarto piso bajó y bajó hasta un sótano lleno de maletas antiguas. Ni un fantasma. Mi jefa, que venía conmigo, estaba arrechísima porque la reunión empezaba en diez minutos. A mí no me molestó para nada: abrí una maleta y encontré las cartas que me escribía mi papá cuando estaba preso. Me senté a leerlas con una nostalgia enorme.',
    symbols: ['hotel', 'elevator', 'basement', 'luggage', 'letter'],
    people: ['boss'],
    emotions: ['nostalgia'],
    notThere: ['ghost', 'father', 'prison', 'anger'],
    notFelt: ['anger'],
    written: { boss: 'jefa' },
    turn: ['letter'],
    outsideLexicon: ['recepcionista', 'reja'],
  },
  // Colombia. The lightning strikes the sea ("caían"): nobody falls. "Una tormenta en un vaso de agua" is the
  // wife's habit, an idiom (no water; the real storm is there). The sandcastle is a set phrase, no castle.
  // The wife's calm is hers; the panic is expected and denied; "maravillado" is wonder. The sea parting "como
  // una cortina" is the turn.
  {
    id: 'es7-tormenta-playa',
    title: 'Rayos en El Rodadero',
    text: 'Estábamos en la playa de El Rodadero con mi esposa y los niños cuando se vino una tormenta eléctrica tremenda. Los rayos caían al mar uno detrás de otro y la gente recogía sus cosas a toda prisa. Mi esposa, que siempre hace una tormenta en un vaso de agua, estaba tranquilísima, haciendo un castillo de arena con los niños. Yo pensé que me iba a dar pánico y no; me quedé mirando los rayos, maravillado. De pronto el mar se abrió en dos, como una cortina.',
    symbols: ['beach', 'storm', 'ocean'],
    people: ['wife', 'child'],
    emotions: ['wonder'],
    notThere: ['falling', 'water', 'castle', 'fear', 'calm'],
    notFelt: ['fear', 'calm'],
    written: { wife: 'esposa' },
    turn: ['ocean'],
  },
];
