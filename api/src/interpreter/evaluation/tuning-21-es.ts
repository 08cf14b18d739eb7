// Twenty-first tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 40 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), six of them in the present and the rest in the past, two under fifty words and two
// typed in a hurry with little punctuation and no accents, some with dialogue after a dash or in «» and
// "", told by men and women from seventeen to seventy, in situations the earlier batches did not use: a
// wardrobe without a back in an old student flat in Salamanca, viewing a flat to rent in Lavapiés, a
// chambermaid's room 214 in a hotel of Playa de Palma, the UNAM admission exam at Ciudad Universitaria, a
// jaripeo at the fiestas of Tepatitlán, bathing a baby in the tub, a locust swarm over a chacra in
// Santiago del Estero, the old prison of Ushuaia, a murga on a tablado of La Teja, a family outing to a
// finca with a pool in Melgar, a game of tejo in Sogamoso, a terremoto at La Piojera, the pink dolphins of
// the Amazon near Iquitos, crossing the Simón Bolívar bridge on foot to Cúcuta, the zafra in Matanzas, the
// steps of the cerro Santa Ana in Guayaquil, a rutucha in Quillacollo, a chicken bus down to Sololá, the
// parade of the 15 de septiembre in Managua and a tryout before the scouts at the Estadio Quisqueya.
// Spanish, Mexican, Argentine, Uruguayan, Colombian, Chilean, Peruvian, Venezuelan, Cuban, Ecuadorian,
// Bolivian, Guatemalan, Nicaraguan and Dominican usage (el piso de estudiantes, qué tarde llegas, un
// interior, el agobio, embobado, la camarera de pisos, hacer la 214, la gobernanta, los chavos,
// voltear, es hasta el sábado, a todo lo que da, pa, el compadre, la tina, la alberca, la chacra, mirá,
// Negra, la soga, boluda, sonreí, el tablado, la retirada, seguí, el paseo, tenaz, grandota, el tejo, la
// culebra for a debt, echar madrazos, mi viejo, el garzón, al tiro, ¿ya?, un terremoto for a drink, el
// peque-peque, el bote, voltearse, el ratón for a hangover, el morral, los corotos, chamo, pana, coger
// candela, la rutucha, nomás, la camioneta for a bus, el ayudante, el piloto for the driver, los
// chavalos, bien bonito, la banda rítmica, el pitcher, grandes ligas, dale). About three quarters are
// plain everyday dreams with the ordinary images of dream reports (rooms never seen behind a wardrobe and
// a dead grandmother, a forest inside a hotel room, an exam and lateness, a fall from a bull, a baby lost
// in growing water, insects and darkness, a murga singer who sings a bird, a shark in a pool and drowning,
// a fall from a boat into a river, a bridge without end, a fire in the cane, stairs without end and a
// rising river, hair that will not stop growing, a bus over a cliff, children lost in a parade, being in
// underwear before a stadium) and no deliberate traps, written to see that the analysis finds everything
// that is there and nothing that is not; what they list under `notThere` is only what ordinary words
// bring with them (the calle of an address, "murió en marzo", a grandmother "tan tranquila", "Hija" said
// to the dreamer, the dreamer herself a camarera, the Playa de Palma, "no hay habitación", the carro of a
// chambermaid, a deer that follows "como un perrito", a mother only mentioned, "volé" of being thrown,
// the arena of a ring, "riéndome solo", a baby's swimming "como un pescadito", el monte, locusts that
// "se comían" the cotton, "de golpe", "me muero de vergüenza", a bird "volando", "verde oscura", "como de
// mar", "una sombra", la orilla of a pool, children's swimming and joy, "el corazón desbocado", "muerta
// del susto", "no sé nadar", "No tengas miedo", "candela", los turistas only compared, a son's joy, "no me
// dejaba respirar", the market never reached, "el corazón en la boca", the school's band, a devil's mask,
// "se muere de la risa", "mi hijo" said to the dreamer). The other quarter (Lavapiés, Ushuaia, Sogamoso,
// La Piojera, the Simón Bolívar bridge) hold the few traps people write without meaning to: idioms and
// set phrases ("costaba un ojo de la cara", "un frío de morirse", "muerto de risa", "un ataque de risa"),
// things only mentioned or promised (a mother's saying about "cajas de zapatos", the Tren del Fin del
// Mundo for tomorrow, "Cuide a su mamá", a mother left behind in Valencia, a house only in a likeness),
// negated images ("ni una ventana", "ni un carro"), words in another sense (la culebra a debt, un
// terremoto a drink, el ratón a hangover, "a pie", a mecha that sounds "como un disparo", a tejo that
// floats and flies), feelings denied ("no me asusté", "no me daban nervios ni nada", "no me dio pena")
// and feelings that are someone else's (a girlfriend "encantada", a brother "muerto de risa", a
// brother-in-law "furioso", a dead father "feliz como niño", a "Tranquilo, pana" said to the dreamer).
// Gendered words as written: abuela, novia, chica, gobernanta, señor, marido, hija, hermano, cuñado,
// viejo, garzón, hermana, muchacho, hijo, suegra, mamá. `notFelt` repeats the feelings of `notThere`
// that are named but not the dreamer's as felt. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_21: readonly EvaluationDream[] = [
  // Spain (Salamanca). A plain dream of rooms never seen and the dead come back. The street is only the
  // flat's address (no road). The dreamer's room (bedroom), the backpack and the suitcases (luggage), the
  // corridor behind the wardrobe (hallway), the doors, an old kitchen, a bathroom and a room unknown
  // (hidden_room). The grandmother (abuela as written), her death only before the scene (no death), is the
  // turn; her calm is hers, and "Hija" is the dreamer (no daughter). "Una pena enorme" is sadness,
  // "contenta" joy.
  {
    id: 'es21-armario',
    title: 'El armario',
    text: 'Soñé que volvía al piso de estudiantes que compartía en Salamanca, el de la calle Libreros, y que no había nadie. Abrí el armario de mi cuarto para guardar la mochila y no tenía fondo: detrás había un pasillo larguísimo, con puertas a los dos lados. Las fui abriendo una a una: una cocina de las de antes, un baño con azulejos verdes, una habitación que no conocía, llena de maletas. En la última estaba mi abuela Remedios, que murió en marzo, planchando sábanas tan tranquila. —Hija, qué tarde llegas. Me abracé a ella y me desperté con una pena enorme, pero contenta de haberla visto.',
    symbols: ['bedroom', 'luggage', 'hallway', 'door', 'kitchen', 'bathroom', 'hidden_room'],
    people: ['grandmother'],
    emotions: ['sadness', 'joy'],
    notThere: ['road', 'death', 'calm', 'daughter'],
    notFelt: ['calm'],
    written: { grandmother: 'abuela' },
    turn: ['grandmother'],
    outsideLexicon: ['armario', 'azulejos', 'sábanas'],
  },
  // Spain (Madrid). Viewing a flat with the girlfriend (novia as written) and the estate agent (stranger,
  // written chica). "Costaba un ojo de la cara" is an idiom (no eyes, no face); "lo luminoso que era" is
  // only the agent's word and there is "ni una ventana" (no light, no window). The girlfriend's delight is
  // hers (no joy); the mother and her "cajas de zapatos" are only a saying (no mother, no box, no shoes).
  // The door at the back onto a beach, the sea (ocean) and the gulls (bird) are the turn. "Un agobio
  // tremendo" is anxiety, "embobado mirando el mar" wonder.
  {
    id: 'es21-lavapies',
    title: 'El piso de Lavapiés',
    text: 'Estábamos mi novia y yo viendo un piso de alquiler en Lavapiés, un interior de treinta metros que costaba un ojo de la cara. La chica de la inmobiliaria no paraba de decir lo luminoso que era, y el piso no tenía ni una ventana. Mi novia, encantada, ya iba colocando muebles imaginarios. Mi madre siempre dice que en Madrid vivimos en cajas de zapatos, y a mí me entraba un agobio tremendo. Entonces la chica abrió una puerta del fondo y detrás había una playa enorme, con el mar y gaviotas. —Esto entra en el precio —dijo. Yo me quedé embobado mirando el mar.',
    symbols: ['door', 'beach', 'ocean', 'bird'],
    people: ['girlfriend', 'stranger'],
    emotions: ['anxiety', 'wonder'],
    notThere: ['eyes', 'face', 'light', 'window', 'joy', 'mother', 'box', 'shoes'],
    notFelt: ['joy'],
    written: { girlfriend: 'novia', stranger: 'chica' },
    turn: ['beach', 'ocean'],
    outsideLexicon: ['inmobiliaria', 'muebles'],
  },
  // Spain (Mallorca), in the present. A plain dream. The dreamer is the chambermaid (camarera: no
  // stranger); Playa de Palma is a name (no beach). The hotel; inside room 214 there is no room and the bed
  // searched for is never found (no bedroom), but a pine forest (forest, tree), the turn. The cleaning
  // trolley is "el carro" (no car); the deer that follows "como un perrito" is no chase and no dog. The
  // head housekeeper (boss, gobernanta as written) on the walkie. "Me río, feliz" is joy.
  {
    id: 'es21-camarera',
    title: 'La 214',
    text: 'Soy camarera de pisos en un hotel de Playa de Palma y en el sueño me toca hacer la 214. Meto la tarjeta, abro, y dentro no hay habitación: hay un bosque de pinos, con el suelo lleno de agujas y un silencio que da gusto. Empujo el carro entre los árboles buscando la cama para hacerla. Oigo unos pasos detrás y es un ciervo enorme, que me sigue a todas partes como un perrito. La gobernanta me llama por el walkie: —Rosi, ¿qué pasa con la 214? Y yo, sentada en el suelo, me río, feliz.',
    symbols: ['hotel', 'forest', 'tree', 'searching'],
    people: ['boss'],
    emotions: ['joy'],
    notThere: ['stranger', 'beach', 'bedroom', 'car', 'chased', 'dog'],
    written: { boss: 'gobernanta' },
    turn: ['forest'],
    outsideLexicon: ['pinos', 'ciervo', 'walkie'],
  },
  // Mexico (Ciudad de México), in the present. A plain dream of an exam. Arriving late, the metro stuck;
  // the mother only woke the dreamer before the scene (no mother). The thousands of applicants (crowd),
  // the man handing out the sheets (stranger, señor as written), the questions in a language that does
  // not exist, the stadium clock showing the time is up (clock, the turn). "Una angustia horrible" is
  // anxiety; "es hasta el sábado" is the Mexican "not until Saturday".
  {
    id: 'es21-unam',
    title: 'El examen de la UNAM',
    text: 'Es el examen de admisión a la UNAM y me toca en el estadio de Ciudad Universitaria. Llego tarde, corriendo, porque el metro se quedó parado en Copilco, y eso que mi mamá me levantó a las cinco. Ya todos están sentados en las gradas, miles de chavos con su lápiz del dos. Un señor de chaleco me da la hoja y me dice «tienes tres horas, joven». Las preguntas están en un idioma que no existe. Volteo y todos escriben rapidísimo. Miro el reloj del marcador y ya se acabó el tiempo. Me despierto con una angustia horrible, y el examen es hasta el sábado.',
    symbols: ['exam', 'late', 'train', 'clock'],
    people: ['crowd', 'stranger'],
    emotions: ['anxiety'],
    notThere: ['mother'],
    written: { stranger: 'señor' },
    turn: ['clock'],
    outsideLexicon: ['estadio', 'gradas', 'lápiz', 'chaleco'],
  },
  // Mexico (Jalisco). A plain dream of falling. The fiestas (party), the bull, the band (singing), the
  // chute's door; thrown over the horns ("volé": no flying) and the fall on the sand of the ring (no
  // beach). The people shouting in the stands (crowd). The bull that speaks with the compadre's voice is
  // the turn. "Riéndome solo" is joy, no loneliness.
  {
    id: 'es21-jaripeo',
    title: 'El jaripeo',
    text: 'Soñé que estaba otra vez en el jaripeo de las fiestas de Tepatitlán, como cuando tenía veinte años. Ya me habían amarrado al lomo de un toro cebú, pinto, enorme, y la banda tocaba a todo lo que da. Abrieron la puerta y el toro salió reparando; aguanté uno, dos, tres reparos, y luego volé por encima de los cuernos y caí de espaldas en la arena. La gente gritaba en las gradas. El toro se me acercó resoplando y, en vez de embestirme, me dijo con la voz de mi compadre Chuy: «Ya estás viejo pa esto, compadre». Desperté riéndome solo.',
    symbols: ['party', 'bull', 'singing', 'door', 'falling'],
    people: ['crowd'],
    emotions: ['joy'],
    notThere: ['flying', 'beach', 'loneliness'],
    notFelt: ['loneliness'],
    turn: ['bull'],
    outsideLexicon: ['jaripeo', 'cuernos', 'gradas'],
  },
  // Mexico (Nuevo León), in the present, short. A plain dream. The baby slipping from the hands; the baby
  // does not sink (no drowning) and its swimming "como un pescadito" is its own and a likeness (no
  // swimming, no fish). The tub growing into a pool, the water, the search. "Asustadísimo" is fear.
  {
    id: 'es21-tina',
    title: 'La tina',
    text: 'Estoy bañando a mi bebé en la tina y se me resbala de las manos. En vez de hundirse, se pone a nadar como un pescadito, y la tina crece y crece hasta ser una alberca. Me meto al agua a buscarla y no la encuentro. Me despierto asustadísimo.',
    symbols: ['hands', 'water', 'searching'],
    people: ['baby'],
    emotions: ['fear'],
    notThere: ['drowning', 'swimming', 'fish'],
    outsideLexicon: ['tina', 'alberca'],
  },
  // Argentina (Santiago del Estero). A plain dream. The husband (marido as written) and the daughter (hija
  // as written); "el monte" is the scrubland (no mountain). The locusts (insects) hiding the sun, the dark,
  // the clothes on the line, the trees; running to the house (fleeing), the windows, the door, the face and
  // the hair. The locusts eating the cotton is no meal (no food). "Un asco y un miedo" are disgust and fear.
  {
    id: 'es21-langostas',
    title: 'Las langostas',
    text: 'Estábamos en la chacra, en Santiago del Estero, juntando algodón, cuando mi marido me gritó: —¡Mirá para el lado del monte, Negra! Venía una nube marrón que tapaba el sol. Eran langostas, millones, y en un minuto se hizo de noche. Se comían el algodón, la ropa de la soga, las hojas de los árboles. Corrí a la casa con mi hija a cerrar las ventanas, pero entraban por abajo de la puerta, por las rendijas, por todos lados. Me caminaban por la cara, por el pelo. Me desperté a los gritos, con un asco y un miedo que no te puedo explicar.',
    symbols: ['sun', 'insects', 'darkness', 'clothes', 'tree', 'fleeing', 'house', 'window', 'door', 'face', 'hair'],
    people: ['husband', 'daughter'],
    emotions: ['disgust', 'fear'],
    notThere: ['mountain', 'food'],
    written: { husband: 'marido', daughter: 'hija' },
    outsideLexicon: ['chacra', 'algodón', 'nube', 'soga'],
  },
  // Argentina (Ushuaia). The holiday (journey) with the brother (hermano as written), the old prison and
  // its cell, the snow, the guide (stranger), locked in (trapped), the photos, the little window. "Un frío
  // de morirse" and "muerto de risa" are sayings (no death), the laughter the brother's (no joy); the Tren
  // del Fin del Mundo is a name and only promised for tomorrow (no train, no apocalypse), and "como si
  // estuviera en mi casa" a likeness (no house). Fear is denied ("no me asusté"); "tranquila" is calm.
  {
    id: 'es21-ushuaia',
    title: 'El presidio',
    text: 'Estaba de vacaciones en Ushuaia con mi hermano Facu, visitando el viejo presidio. Afuera nevaba y adentro hacía un frío de morirse. El guía nos hizo entrar a una celda y la reja se cerró sola: quedamos encerrados. Facu, muerto de risa, sacaba fotos. —Sonreí, boluda, que mañana te llevo en el Tren del Fin del Mundo. El guía ya no estaba y no se oía ni un ruido. Lo raro es que no me asusté: me senté en el catre a mirar la nieve por la ventanita, tranquila, como si estuviera en mi casa.',
    symbols: ['journey', 'snow', 'prison', 'trapped', 'photo', 'window'],
    people: ['brother', 'stranger'],
    emotions: ['calm'],
    notThere: ['death', 'joy', 'train', 'apocalypse', 'fear', 'house'],
    notFelt: ['joy', 'fear'],
    written: { brother: 'hermano' },
    outsideLexicon: ['reja', 'catre'],
  },
  // Uruguay (Montevideo), in the present. A plain dream. Singing with the murga, the painted face, the
  // patchwork costume (clothes), the audience (público: crowd). "De golpe" is suddenly (no fight); "me
  // muero de vergüenza" is shame, no death. The sparrow that comes out of the mouth (bird) is the turn; its
  // flying is its own (no flying). "Les encantó" is the audience's; "feliz" is the dreamer's joy.
  {
    id: 'es21-murga',
    title: 'La retirada',
    text: 'Es febrero y estoy en un tablado de La Teja, cantando con la murga, con la cara pintada y el traje de retazos. Arranca la retirada y me olvido toda la letra, de golpe, ni una palabra. El director me hace señas desde abajo y el público espera. Me muero de vergüenza. Abro la boca y, en vez de cantar, me sale un gorrión que se va volando por arriba de la gente. El director me dice bajito: —Seguí, Gallego, que les encantó. Me despierto feliz.',
    symbols: ['singing', 'face', 'clothes', 'bird'],
    people: ['crowd'],
    emotions: ['shame', 'joy'],
    notThere: ['fight', 'death', 'flying'],
    turn: ['bird'],
    outsideLexicon: ['tablado', 'murga', 'retazos'],
  },
  // Colombia (Tolima). A plain dream of drowning. The whole family, her two children (hijos, niños: child),
  // the brother (hermano as written) shouting from the edge of the pool ("la orilla": no beach). The water
  // "verde oscura, como de mar" (no darkness, no ocean), "una sombra" that is the shark (no shadow figure):
  // the shark is the turn. The children's swimming and joy are theirs (no swimming, no joy). Sinking and
  // unable to breathe (drowning, breath). "El corazón desbocado" and "muerta del susto" are fear (no heart,
  // no death).
  {
    id: 'es21-melgar',
    title: 'La piscina',
    text: 'Nos fuimos de paseo a Melgar con toda la familia, a una finca con piscina, y hacía un calor tenaz. Yo estaba en la parte bajita con mis dos hijos cuando el fondo empezó a hundirse, cada vez más, hasta que ya no se veía. El agua se puso verde oscura, como de mar, y abajo pasó una sombra grandota: un tiburón. Mi hermano gritaba desde la orilla "¡salgan, salgan!", pero los niños nadaban felices. Yo los agarraba y me hundía, sin poder respirar. Me desperté con el corazón desbocado, muerta del susto.',
    symbols: ['water', 'shark', 'drowning', 'breath'],
    people: ['family', 'child', 'brother'],
    emotions: ['fear'],
    notThere: ['darkness', 'ocean', 'shadow_figure', 'beach', 'swimming', 'joy', 'heart', 'death'],
    notFelt: ['joy'],
    written: { brother: 'hermano' },
    turn: ['shark'],
    outsideLexicon: ['finca', 'piscina'],
  },
  // Colombia (Boyacá). The brother-in-law (family, cuñado as written). "La culebra" is a debt (no snake);
  // the mecha "como un disparo" a likeness (no gun). His fury is his (no anger of the dreamer's), nerves
  // are denied ("no me daban nervios ni nada"). The tejo does not fall and floats (no falling, no flying
  // of the dreamer's) and becomes a hummingbird (bird), the turn. "Un ataque de risa" is joy, no fight.
  {
    id: 'es21-tejo',
    title: 'El tejo',
    text: 'Estaba jugando tejo con mi cuñado Hernán en una cancha de Sogamoso, apostándonos la culebra que yo le tenía desde diciembre. Cada vez que alguien le pegaba a una mecha, sonaba como un disparo y todos gritaban. Hernán iba perdiendo y estaba furioso, echando madrazos. A mí, en cambio, no me daban nervios ni nada. Lancé el último tejo y, en vez de caer en la greda, se quedó flotando en el aire, dando vueltas, hasta que se volvió un colibrí y se fue volando. Me dio un ataque de risa que no podía parar.',
    symbols: ['bird'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['snake', 'gun', 'anger', 'anxiety', 'falling', 'flying', 'fight'],
    notFelt: ['anger', 'anxiety'],
    written: { family: 'cuñado' },
    turn: ['bird'],
    outsideLexicon: ['tejo', 'mecha', 'greda'],
  },
  // Chile (Santiago). The dead father (viejo as written) is there, his death only before the scene (no
  // death); "un terremoto" is the drink (no earthquake). The place full of people singing cueca (crowd,
  // singing), the waiter (stranger, garzón as written). The father's happiness is his, "como niño" a
  // likeness (no joy, no boy); the mother is only named (no mother). His going is the turn. Sadness is
  // denied ("no me dio pena"); "tranquilo" is calm.
  {
    id: 'es21-piojera',
    title: 'La Piojera',
    text: 'Estaba en La Piojera con mi viejo, que murió hace tres años, tomándonos un terremoto cada uno, como hacíamos los sábados. El local estaba lleno de gente cantando cueca y el garzón nos trajo otra ronda sin que la pidiéramos. Mi viejo se reía, feliz como niño, y me contaba de cuando trabajaba en la Vega. En eso se puso serio: —Cuide a su mamá, ¿ya? Y al tiro se fue, entre la gente. Lo raro es que no me dio pena. Me quedé ahí, tranquilo, terminándome el terremoto.',
    symbols: ['singing'],
    people: ['father', 'crowd', 'stranger'],
    emotions: ['calm'],
    notThere: ['death', 'earthquake', 'joy', 'boy', 'mother', 'sadness'],
    notFelt: ['joy', 'sadness'],
    written: { father: 'viejo', stranger: 'garzón' },
    turn: ['father'],
    outsideLexicon: ['trago', 'cueca'],
  },
  // Peru (Loreto). A plain dream. The boat (peque-peque, bote) on the river with the sister (hermana as
  // written), the pink dolphins, the fall into the water, sinking (drowning); "no sé nadar" is no swimming.
  // The young man (stranger, muchacho as written) with the dolphin's eyes is the turn. "No tengas miedo"
  // is only said (no fear); "una paz rarísima" is calm.
  {
    id: 'es21-bufeo',
    title: 'El bufeo',
    text: 'Soñé que iba en un peque-peque por el Amazonas, cerca de Iquitos, con mi hermana Charo, a ver los delfines rosados. El río era marrón, como café con leche, y de repente los delfines empezaron a saltar alrededor del bote. Uno se acercó tanto que me mojó entera. El bote se volteó y caí al agua; yo no sé nadar y me hundía. Entonces alguien me sacó: un muchacho alto, de sombrero blanco, con los ojos igualitos a los del delfín. «No tengas miedo, señora», me dijo. Me desperté empapada en sudor, pero con una paz rarísima.',
    symbols: ['boat', 'river', 'dolphin', 'falling', 'water', 'drowning', 'eyes'],
    people: ['sister', 'stranger'],
    emotions: ['calm'],
    notThere: ['swimming', 'fear'],
    notFelt: ['fear'],
    written: { sister: 'hermana', stranger: 'muchacho' },
    turn: ['stranger', 'eyes'],
    outsideLexicon: ['peque-peque', 'sombrero'],
  },
  // Venezuela (Táchira). Crossing the bridge "a pie" (no feet), the suitcase (luggage), the people walking
  // (crowd), the woman praying and the young man (strangers). "Un ratón" is a hangover (no rat); "ni un
  // carro" (no car); the mother only left behind in Valencia (no mother). The bridge growing longer is the
  // turn. "Tranquilo, pana" is only said to the dreamer (no calm); "con ganas de llorar" is sadness.
  {
    id: 'es21-puente',
    title: 'El puente Simón Bolívar',
    text: 'Estaba cruzando a pie el puente Simón Bolívar, de San Antonio a Cúcuta, con una maleta y un morral, y con un ratón horrible de la despedida de anoche. En el puente no había ni un carro, solo gente y más gente caminando con sus corotos. Mi mamá se había quedado en Valencia y yo no tenía ni un bolívar encima. Una señora a mi lado rezaba el rosario en voz alta. El puente se hacía cada vez más largo y el otro lado se alejaba. Un chamo me dijo: —Tranquilo, pana, que allá llegamos. Me desperté cansadísimo y con ganas de llorar.',
    symbols: ['bridge', 'luggage'],
    people: ['crowd', 'stranger'],
    emotions: ['sadness'],
    notThere: ['feet', 'rat', 'car', 'mother', 'calm'],
    notFelt: ['calm'],
    turn: ['bridge'],
    outsideLexicon: ['morral', 'corotos', 'rosario'],
  },
  // Cuba (Matanzas), short. A plain dream of fire. The machete (knife); the cane field "cogió candela" is
  // fire in Cuba (no candle); no way out (trapped); calling the workmates' names through the smoke
  // (searching). "Un miedo atroz" is fear.
  {
    id: 'es21-zafra',
    title: 'La zafra',
    text: 'Estaba otra vez en la zafra, en Matanzas, cortando caña con el machete como en el setenta. De pronto el cañaveral cogió candela por los cuatro lados y no había por dónde salir. Corrí entre el humo gritando los nombres de mis compañeros. Me desperté con un miedo atroz.',
    symbols: ['knife', 'fire', 'trapped', 'searching'],
    people: [],
    emotions: ['fear'],
    notThere: ['candle'],
    outsideLexicon: ['caña', 'cañaveral', 'humo'],
  },
  // Ecuador (Guayaquil), in the present. A plain dream. Climbing the steps (stairs, climbing) of the hill
  // (mountain) at night; the tourists are only a habit (no stranger). The little houses, the lighthouse's
  // light, the aching legs (feet). The river rising step by step behind the dreamer (river, flood, chased)
  // is the turn. Waking "sin aire" is breath; "con miedo" is fear.
  {
    id: 'es21-santa-ana',
    title: 'Las escalinatas',
    text: 'Subo las escalinatas del cerro Santa Ana, en Guayaquil, de noche, contando los escalones como hacen los turistas: son cuatrocientos cuarenta y cuatro. Pero llego al último y sigue habiendo escalones, y más, y más. Las casitas de colores están cerradas, no hay nadie, solo el faro allá arriba con su luz dando vueltas. Me duelen las piernas. Miro para abajo y el río Guayas viene subiendo detrás de mí, escalón por escalón. Me despierto sin aire y con miedo.',
    symbols: ['mountain', 'stairs', 'climbing', 'house', 'light', 'feet', 'river', 'flood', 'chased', 'breath'],
    people: [],
    emotions: ['fear'],
    notThere: ['stranger'],
    turn: ['river', 'flood'],
    outsideLexicon: ['escalinatas', 'faro'],
  },
  // Bolivia (Cochabamba). A plain dream. The son's first haircut (hijo as written; hair) at the
  // mother-in-law's house (family, suegra as written) with the whole family, the banknotes (money). The
  // hair that will not stop growing is the turn. The son's laughter is his (no joy); "no me dejaba
  // respirar" says the anxiety (no breath). "Una ansiedad" is anxiety.
  {
    id: 'es21-rutucha',
    title: 'La rutucha',
    text: 'Era la rutucha de mi hijo Mateo, su primer corte de pelo, en la casa de mi suegra en Quillacollo, con toda la familia y los padrinos. Cada invitado le cortaba un mechón con la tijera y dejaba un billete en la bandeja, como se hace. Pero el pelo de Mateo volvía a crecer enseguida, cada vez más largo, hasta que llegaba al suelo y se enredaba en las patas de las sillas. Mi suegra decía: «Corten nomás, corten». Mateo se reía, feliz, y yo no sabía qué hacer. Me desperté con una ansiedad que no me dejaba respirar.',
    symbols: ['hair', 'house', 'money'],
    people: ['son', 'family'],
    emotions: ['anxiety'],
    notThere: ['joy', 'breath'],
    notFelt: ['joy'],
    written: { son: 'hijo', family: 'suegra' },
    turn: ['hair'],
    outsideLexicon: ['rutucha', 'tijera', 'bandeja'],
  },
  // Guatemala (Sololá), typed in a hurry. A plain dream. The camioneta is the bus, the helper on the roof
  // and the driver (piloto) strangers; the market is never reached (no shop). The bend, the ravine
  // (cliff), the lake below; leaving the road (accident) and falling. "El corazón en la boca" is fear, no
  // heart.
  {
    id: 'es21-solola',
    title: 'La bajada de Sololá',
    text: 'iba en la camioneta de chimaltenango para pana con mis canastos de aguacate para vender en el mercado, bien apretada, y el ayudante subido en el techo amarrando las cosas. en la bajada de solola el piloto agarro velocidad y ya no freno, con las curvas y el barranco al lado y el lago alla abajo. la camioneta se salio del camino y caimos y caimos, y yo en vez de gritar me agarraba el canasto. me desperte con el corazon en la boca',
    symbols: ['bus', 'cliff', 'lake', 'road', 'accident', 'falling'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['shop', 'heart'],
    outsideLexicon: ['canastos', 'aguacates', 'techo'],
  },
  // Nicaragua (Managua). A plain dream. The pupils (chavalos: child) behind the school's band (singing;
  // the school only owns it, no school), the uniforms (clothes), the shoe, the people on the pavements
  // (crowd), gone with the children; the empty street (road), the drums, searching. "Una angustia" is
  // anxiety.
  {
    id: 'es21-desfile',
    title: 'El desfile',
    text: 'Era el desfile del 15 de septiembre en Managua y yo iba con mis alumnos de quinto grado detrás de la banda rítmica del colegio, con un calor que derretía el asfalto y la gente aplaudiendo en las aceras. Los chavalos marchaban bien bonito, con sus uniformes planchados. En una esquina me agaché a amarrarme el zapato y, cuando levanté la vista, ya no estaban: ni los chavalos, ni la banda, ni la gente. Solo la calle vacía y los tambores sonando lejos. Corrí detrás del sonido, calle tras calle, buscándolos. Me desperté con una angustia que no se me quitaba.',
    symbols: ['singing', 'clothes', 'shoes', 'road', 'searching'],
    people: ['child', 'crowd'],
    emotions: ['anxiety'],
    notThere: ['school'],
    outsideLexicon: ['desfile', 'tambores', 'asfalto'],
  },
  // Dominican Republic (Santo Domingo), in the present, typed in a hurry. The scouts and the pitcher
  // (strangers), the devil's mask (mask; no devil), batting in underpants before the whole stadium
  // (naked, the turn), the people (crowd) whose laughter is theirs ("se muere de la risa": no death, no
  // joy). The mother (mamá as written) shouts from the stand; "mi hijo" is the dreamer (no son). "Que
  // verguenza" is shame.
  {
    id: 'es21-quisqueya',
    title: 'Quisqueya',
    text: 'estoy en el estadio quisqueya bateando delante de los scouts de grandes ligas, el que me firme me cambia la vida. el pitcher es un tipo enorme con una mascara de diablo y tira rectas a cien millas. fallo una, fallo dos, y cuando voy por la tercera me doy cuenta que estoy en calzoncillos delante de todo el estadio. la gente se muere de la risa y mi mama grita desde la tribuna "dale mi hijo tu puedes". que verguenza mas grande',
    symbols: ['mask', 'naked'],
    people: ['stranger', 'crowd', 'mother'],
    emotions: ['shame'],
    notThere: ['devil', 'death', 'joy', 'son'],
    notFelt: ['joy'],
    written: { mother: 'mamá' },
    turn: ['naked'],
    outsideLexicon: ['estadio', 'bate', 'tribuna'],
  },
];
