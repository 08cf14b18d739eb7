// Eleventh tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: a romería to a hermitage in the
// sierra of Huelva, cutting firewood with a grandfather in Lugo, a residents' meeting in Carabanchel, a
// football match at the Estadio Azteca, the pilgrimage to the Basílica de Guadalupe, a game of lotería
// at a school kermés, a flat tyre on the road to Puebla, hitchhiking on the Ruta 40, a daughter's first
// day at the jardín, a ride on an estancia near Tacuarembó, a fonda for the Dieciocho, a paseo de olla
// to a Colombian river, a car lost in a Lima mall's car park, the ration queue at a bodega in Centro
// Habana, a parranda in Bayamón, dominoes in front of a colmado in Santo Domingo, a climb up the Ávila,
// dandelions near Puerto Varas, a honeymoon in Tenerife and a horror film in Chapinero. Spanish,
// Mexican, Argentine, Uruguayan, Chilean, Colombian, Peruvian, Cuban, Puerto Rican, Dominican and
// Venezuelan usage (calada hasta los huesos, a escote, un rata, el ladrón of a plug, mano, te bolsean,
// me paré, la playera, hincarse, el gritón, ponchar una llanta, el gato of a car, la cajuela, hacer
// dedo, pelado for bald, la seño, el cielo raso, la salita, medialunas, el monte, la guagua for a baby,
// el coche for a pram, curado, la bomba for a petrol station, la buseta, pelado for a kid, el
// enamorado, el chibolo, cólera, la playa de estacionamiento, la bodega, la libreta, el pollo por
// pescado, mochito, la parranda, el cuatro, el colmado, una mata de mango, la bocina, capicúa, cambur,
// el potrero, tener pena, la guagua of the Canaries, un guachinche, el computador, la cobija). About
// half are plain everyday dreams with few traps; the others lean on what a word-matching reader gets
// wrong: images only pictured, wished, smelt, on a screen, on a card or painted on a ceiling, or
// searched for and never found ("la luna", "el corazón" and "la muerte" of the lotería cards, a father
// on the big screen, a clown with a knife in a film, the photo on a computer, stars painted on a
// ceiling, a niece's wishes, the car never found); things named in comparisons ("más grandes que un
// tractor", "más alto que un pino", "grande como un avión", "como un mar de algodón", "como nieve",
// "más vieja que él"); feelings denied or turned round in unusual wordings ("miedo, lo que se dice
// miedo, no tenía", "sin rabia ninguna", "de triste nada", "ni pizca de miedo", "de pena, cero", "no me
// dio ninguna pena", "yo no tenía cólera", "¿tú tienes pena?", "me eché a llorar de alegría", "me quedé
// sola" without loneliness, "una calma rara" without confusion); words with two senses (la sierra of a
// saw and of the mountains, el banco of stone, la muñeca of a rag doll and of the wrist, el gato of a
// car and a real cat, el ratón of a computer, la rata, el ladrón, la ola of a stadium, la bomba, la
// guagua, el coche, el jardín, el cielo raso, el monte, la playa de estacionamiento, la bodega, la
// sombra, los dientes de león, la luna de miel, vino de la casa, la factura de la luz, "manejaba la
// sierra", "haciendo dedo", "¡ojo, mano!", tortas ahogadas, una olla de barro, un golpe en la mesa, un
// calor del diablo, muerta de sueño, muertos de frío, ríos de lava); names holding lexicon words (las
// Águilas, los Leones del Caracas, Sabas Nieves, Paloma); and people only talked about, owners, wished
// or on a screen (a neighbour's policeman boyfriend, a man's son gone on a raft, "la libreta de mi
// abuela", "la finca de mi abuelo", "su papá", the father and the mother of a boyfriend). Gendered
// words as written: prima, abuelo, madre, señor, abuelita, suegra, esposo, viejito, amiga, camionero,
// hija, seño, novio, hermana, papá, mamá, tía, enamorado, chibolo, tío, viejos, sobrina, mujer.
// `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt. None of
// the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_11: readonly EvaluationDream[] = [
  // Spain (Huelva). The romería is the village's only by origin: no village in the scene. The sierra is
  // the mountains, the oxen bull ("más grandes que un tractor" a comparison), the cousin family as
  // written, dressed as a flamenca (clothes) and singing sevillanas. The path to the hermitage is there
  // (road); the storm, the pines (tree), everyone running (crowd). Staying alone on the cart is no
  // loneliness; the fear is denied, and "una calma rara" is calm, no confusion. The white horses are
  // the turn.
  {
    id: 'es11-romeria',
    title: 'La carreta',
    text: 'Iba en la romería de mi pueblo, en Huelva, subiendo a la ermita de la sierra en una carreta tirada por dos bueyes más grandes que un tractor. Mi prima Rocío iba vestida de flamenca y no paraba de cantar sevillanas con la pandereta. A mitad de camino se metió una tormenta con truenos y rayos, y todo el mundo corrió a resguardarse debajo de los pinos. Yo me quedé sola en la carreta, calada hasta los huesos. Miedo, lo que se dice miedo, no tenía; más bien una calma rara. Cuando escampó, los bueyes se habían convertido en dos caballos blancos.',
    symbols: ['mountain', 'bull', 'clothes', 'singing', 'road', 'storm', 'tree', 'horse'],
    people: ['family', 'crowd'],
    emotions: ['calm'],
    notThere: ['city', 'loneliness', 'fear', 'confusion'],
    notFelt: ['loneliness', 'fear', 'confusion'],
    written: { family: 'prima' },
    turn: ['horse'],
    outsideLexicon: ['romería', 'ermita', 'carreta', 'pandereta'],
  },
  // Spain (Galicia). A plain dream. The aldea is there (city), the grandparents' only by owner (no
  // grandparent), the grandfather Manolo in it. "Manejaba la sierra" is handling a saw: no car and no
  // mountains, and "más vieja que él" a comparison. The rain is only smelt. The cut on the wrist is an
  // injury with blood, no doll; the fire and the roast chestnuts (food). "Me sentía en casa" is calm
  // (no house), "querida" love.
  {
    id: 'es11-sierra',
    title: 'La leña',
    text: 'Estaba en la aldea de mis abuelos, en Lugo, cortando leña con mi abuelo Manolo en el cobertizo, como cuando tenía doce años. Él sujetaba los troncos y yo manejaba la sierra, que era más vieja que él. Olía a lluvia y a castañas. En un descuido me hice un corte en la muñeca y empezó a salir sangre, pero mi abuelo me la vendó con su pañuelo sin decir ni palabra. Después nos sentamos al lado del fuego a comer castañas asadas. Me sentía en casa, tranquila y querida.',
    symbols: ['city', 'injury', 'blood', 'fire', 'food'],
    people: ['grandfather'],
    emotions: ['calm', 'love'],
    notThere: ['grandparent', 'car', 'mountain', 'rain', 'toy', 'house'],
    written: { grandfather: 'abuelo' },
    outsideLexicon: ['sierra (saw)', 'leña', 'troncos', 'castañas'],
  },
  // Spain (Madrid). The meeting in the portal (door), the phone charging on a "ladrón", a plug adapter
  // (no thief), next to the lift. The chairman "es un rata", a miser (no rat); "la factura de la luz"
  // is the electricity bill (no light). The neighbour's policeman boyfriend is only rumoured; her
  // shouting is hers, and the dreamer has "sin rabia ninguna". The hands raised to vote. The dead
  // mother stepping out of the lift with croquetas (food) is the turn; her death is only told, and the
  // tears are of joy.
  {
    id: 'es11-junta',
    title: 'La junta de vecinos',
    text: 'Era la junta de vecinos de mi bloque, en Carabanchel, en el portal, todos en sillas plegables. El presidente, un señor que es un rata de cuidado, quería que pagáramos a escote la factura de la luz del garaje. La del cuarto, que dicen que tiene un novio policía, gritaba como una loca. Yo tenía el móvil cargando en un ladrón enchufado junto al ascensor y no me enteraba de nada. Cuando votamos, todos levantaron la mano menos yo, sin rabia ninguna: me daba igual. Entonces se abrió el ascensor y salió mi madre, que murió en 2019, con una bandeja de croquetas. Me eché a llorar de alegría.',
    symbols: ['door', 'phone', 'elevator', 'hands', 'food'],
    people: ['mother'],
    emotions: ['joy'],
    notThere: ['intruder', 'rat', 'light', 'boyfriend', 'police', 'anger', 'death', 'sadness'],
    notFelt: ['anger', 'sadness'],
    written: { mother: 'madre' },
    turn: ['mother'],
    outsideLexicon: ['junta de vecinos', 'sillas plegables', 'croquetas'],
  },
  // Mexico. Las Águilas is the América, no eagle. "¡Ojo, mano!" is a warning to a friend (no eyes, no
  // hands); the compadre is a friend. The wallet (money). "La ola" of the stand is no wave; the stand
  // is a crowd. Tortas ahogadas are food (no drowning) and the vendor, "más alto que un pino", a
  // stranger (no tree). The father, young, in the same shirt and shouting, is only on the big screen.
  // Lalo's tears are his; "de triste nada", and the guffaw is joy.
  {
    id: 'es11-estadio',
    title: 'La pantalla gigante',
    text: 'Fui al Estadio Azteca con mi compadre Lalo a ver a las Águilas contra las Chivas. Él me decía «¡ojo, mano, que aquí te bolsean!» y yo no soltaba la cartera. En el medio tiempo toda la tribuna hizo la ola y yo me paré a tiempo por primera vez en mi vida. Nos comimos unas tortas ahogadas que vendía un señor más alto que un pino. Cuando el América metió el gol, Lalo me abrazó llorando, y en la pantalla gigante apareció mi papá de joven, con la misma playera, gritando en ese mismo estadio. De triste nada: me carcajeé como loco.',
    symbols: ['money', 'food'],
    people: ['friend', 'crowd', 'stranger'],
    emotions: ['joy'],
    notThere: ['eagle', 'eyes', 'hands', 'wave', 'drowning', 'tree', 'father', 'clothes', 'anger', 'sadness'],
    notFelt: ['anger', 'sadness'],
    written: { stranger: 'señor' },
    outsideLexicon: ['estadio', 'tribuna', 'pantalla gigante'],
  },
  // Mexico. A plain dream. The Basílica is a church; the thousands of pilgrims a crowd, the grandmother
  // as written in her rebozo (clothes), the veladora a candle. The dancers dancing to the drums, the
  // mañanitas sung (singing). The copal and the tamales are only smelt (no food). "Fue hermoso" is
  // wonder.
  {
    id: 'es11-basilica',
    title: 'Las mañanitas',
    text: 'Era 12 de diciembre y caminaba con mi abuelita hacia la Basílica de Guadalupe, entre miles de peregrinos que cargaban imágenes de la Virgen en la espalda. Ella iba con su rebozo y yo le llevaba la veladora. En el atrio había danzantes con penachos de plumas bailando al ritmo de los tambores, y olía a copal y a tamales. Mi abuelita se hincó y me pidió que le cantara las mañanitas a la Virgen. Canté con toda la gente, y me sentí tan chiquita y tan acompañada que no tengo palabras. Fue hermoso.',
    symbols: ['church', 'clothes', 'candle', 'dancing', 'singing'],
    people: ['grandmother', 'crowd'],
    emotions: ['wonder'],
    notThere: ['food'],
    written: { grandmother: 'abuelita' },
    outsideLexicon: ['peregrinos', 'penachos', 'tambores', 'copal'],
  },
  // Mexico. The kermés is at the children's school (school), the children only its owners. The
  // mother-in-law is family as written. The caller "canta" the cards (no singing, no letter): the moon,
  // the heart, the little devil and death are only pictured on them. The envy is the mother-in-law's;
  // everyone clapping is a crowd. The clay pot is no mud, and "la reina de la kermés" no royalty;
  // "feliz de la vida" is joy.
  {
    id: 'es11-loteria',
    title: '¡Lotería!',
    text: 'Estaba en la kermés de la escuela de mis hijos jugando lotería con mi suegra, que siempre hace trampa. El gritón cantaba las cartas con mucha gracia: «¡el que le cantó a San Pedro!», «¡la luna!», «¡el corazón!», «¡el diablito!», «¡la muerte!». Yo iba poniendo frijolitos en mi tabla y ya solo me faltaba la sirena. Mi suegra me miraba con una envidia que no podía disimular. Cuando por fin salió la sirena, grité «¡lotería!» y todos aplaudieron. El premio era una olla de barro enorme. Me sentí la reina de la kermés, feliz de la vida.',
    symbols: ['school'],
    people: ['family', 'crowd'],
    emotions: ['joy'],
    notThere: ['child', 'singing', 'letter', 'moon', 'heart', 'devil', 'death', 'jealousy', 'mud', 'royalty', 'son'],
    notFelt: ['jealousy'],
    written: { family: 'suegra' },
    outsideLexicon: ['kermés', 'lotería', 'frijolitos', 'olla'],
  },
  // Mexico. The flat tyre on the highway (road) of their car (cajuela, llanta). "El gato" is first the
  // jack, lost and searched for with the husband; the trucks "más altos que un pino" are a comparison
  // (no tree), "a dos metros" no metro. The phone's light. Fear is denied ("ni pizca"), and "muerta de
  // sueño" is no death. The old man (wise_elder, written viejito) with a real grey cat is the turn;
  // tenderness is love.
  {
    id: 'es11-llanta',
    title: 'El gato',
    text: 'Se nos ponchó una llanta en la carretera a Puebla, de noche, y mi esposo y yo no encontrábamos el gato por ningún lado. Pasaban tráileres más altos que un pino a dos metros de nosotros. Yo alumbraba con el celular mientras los dos buscábamos en la cajuela, y él echaba pestes. Ni pizca de miedo tenía; estaba muerta de sueño, nada más. De pronto se paró una camioneta y se bajó un viejito de sombrero con un gato, pero un gato de verdad, gris, que se me subió a los brazos ronroneando. Nos cambió la llanta en dos minutos y se fue. Me quedé con una ternura enorme.',
    symbols: ['road', 'car', 'lost', 'searching', 'phone', 'cat'],
    people: ['husband', 'wise_elder'],
    emotions: ['love'],
    notThere: ['tree', 'fear', 'death', 'train'],
    notFelt: ['fear'],
    written: { husband: 'esposo', wise_elder: 'viejito' },
    turn: ['wise_elder', 'cat'],
    outsideLexicon: ['llanta', 'gato (jack)', 'tráileres', 'camioneta'],
  },
  // Argentina. A plain dream. "Hacer dedo" is hitchhiking (no hands): the Ruta 40 (road), the friend as
  // written, the backpacks (luggage), the wind. The bald truck driver (a stranger) plays cumbia
  // (singing). The condor is an eagle, "grande como un avión" a comparison (no plane), over the hills
  // (mountain). His daughter is only told about. "Me dio una pena bárbara por él" is the dreamer's
  // sadness.
  {
    id: 'es11-dedo',
    title: 'Ruta 40',
    text: 'Estaba haciendo dedo en la Ruta 40 con mi amiga Caro, como a los veinte años, con las mochilas y un cartel que decía «CHILE». No paraba nadie. Hacía un calor bárbaro y el viento levantaba tierra. Al final frenó un camionero pelado que escuchaba cumbia a todo volumen y nos llevó hasta Cafayate. En el camino vimos un cóndor enorme, grande como un avión, dando vueltas sobre los cerros colorados. Caro se durmió enseguida. El camionero me contó que tenía una hija de mi edad que no le hablaba hacía diez años. Me dio una pena bárbara por él.',
    symbols: ['road', 'luggage', 'wind', 'singing', 'eagle', 'mountain'],
    people: ['friend', 'stranger'],
    emotions: ['sadness'],
    notThere: ['hands', 'plane', 'daughter'],
    written: { friend: 'amiga', stranger: 'camionero' },
    outsideLexicon: ['cartel', 'camión'],
  },
  // Argentina. The jardín is the kindergarten (school), no garden; the daughter is held by the hand and
  // hugs her rag doll (toy). The seño (teacher) in her checked smock (clothes) at the door; the stars
  // and moons are only painted on the cielo raso, the ceiling (no sky, no moon). The other mothers'
  // tears in the corridor are theirs ("a mares", no sea), and "mamá" is the dreamer. "De pena, cero"; a
  // coffee alone with medialunas (food, no moon) is no loneliness, and "feliz de la vida" joy.
  {
    id: 'es11-jardin',
    title: 'La salita celeste',
    text: 'Era el primer día de jardín de mi hija Pilar, en la salita celeste. Yo la llevaba de la mano y ella abrazaba su muñeca de trapo. La seño, una chica jovencita de delantal a cuadros, nos recibió en la puerta. El cielo raso de la sala estaba pintado con estrellas y lunas. En el pasillo, todas las otras mamás lloraban a mares. Pilar me soltó la mano, me dijo «chau, mamá» y entró sin darse vuelta. De pena, cero. Me fui a tomar un café con medialunas, sola y feliz de la vida.',
    symbols: ['school', 'hands', 'toy', 'clothes', 'door', 'hallway', 'food'],
    people: ['daughter', 'teacher'],
    emotions: ['joy'],
    notThere: ['garden', 'sky', 'moon', 'mother', 'sadness', 'loneliness', 'ocean'],
    notFelt: ['sadness', 'loneliness'],
    written: { daughter: 'hija', teacher: 'seño' },
    outsideLexicon: ['jardín de infantes', 'delantal', 'medialunas'],
  },
  // Uruguay. A plain dream. The boyfriend's parents are family; "el padre de Nacho" and "su madre" are
  // no father or mother of the dreamer's. The ride at sunset (sun) through "el monte" of eucalyptus, a
  // wood (forest, no mountain), on a mare called Paloma (horse; the name is no bird); the stream and
  // its water, the poncho and beret (clothes), the tortas fritas (food). "En paz" is calm.
  {
    id: 'es11-estancia',
    title: 'El monte de eucaliptos',
    text: 'Estábamos en una estancia cerca de Tacuarembó con mi novio Nacho y sus padres, a los que no conocía hasta ese día. Salimos a cabalgar al atardecer por el monte de eucaliptos, yo en una yegua mansita que se llamaba Paloma. Cruzamos un arroyo y el agua nos llegaba a las rodillas. El padre de Nacho iba adelante, de poncho y boina, tomando mate a caballo. Cuando volvimos, su madre había hecho tortas fritas y me dijo que ya era de la familia. Me sentí en paz, como si los conociera de toda la vida.',
    symbols: ['sun', 'forest', 'horse', 'river', 'water', 'clothes', 'food'],
    people: ['boyfriend', 'family'],
    emotions: ['calm'],
    notThere: ['mountain', 'bird', 'father', 'mother'],
    written: { boyfriend: 'novio' },
    outsideLexicon: ['estancia', 'eucaliptos', 'mate', 'tortas fritas'],
  },
  // Chile. The fonda of the Dieciocho is a celebration (party) with the whole family. The sister's
  // "guagua" is her baby, no bus, and "el coche" its pram, no car; the baby not crying is no sadness.
  // The father, "medio curado" (tipsy, no illness), dances the cueca with the dreamer; the empanadas de
  // pino and anticuchos are food (no tree). Fireworks are no fire; the baby "se rio", no river. The joy
  // is the dreamer's; the tearful eyes are the joy's (no eyes, no sadness).
  {
    id: 'es11-fonda',
    title: 'La primera risa',
    text: 'Para el Dieciocho fuimos a la fonda del Parque O’Higgins con toda la familia. Mi hermana llevaba a su guagua en el coche, envuelta en un chal, y la guagua no lloró ni una vez, ni con los cañonazos. Mi papá, medio curado, me sacó a bailar cueca, con pañuelo y todo. Yo nunca aprendí, pero en el sueño me salía perfecta. Comimos empanadas de pino y anticuchos. A medianoche tiraron fuegos artificiales y la guagua se rio por primera vez. Me dio una alegría tan grande que quedé con los ojos llorosos.',
    symbols: ['party', 'dancing', 'food'],
    people: ['family', 'sister', 'baby', 'father'],
    emotions: ['joy'],
    notThere: ['bus', 'car', 'sadness', 'illness', 'tree', 'fire', 'eyes', 'river'],
    notFelt: ['sadness'],
    written: { sister: 'hermana', father: 'papá' },
    outsideLexicon: ['fonda', 'cueca', 'fuegos artificiales', 'empanadas'],
  },
  // Colombia. A plain dream. The paseo de olla to the river in the uncle's buseta (bus), singing
  // vallenatos; "la bomba" is the petrol station (no war), and "paramos" stopping, no páramo. The
  // mother and the aunts (family as written) light a wood fire for the sancocho (food); the cousins
  // swim till their fingers wrinkle (hands). The water "cristalina" is no glass. The river's "orilla"
  // is no beach, "a la sombra" no shadow, and "como cuando era pelado" (a kid) a memory: no child.
  // "Feliz" is joy.
  {
    id: 'es11-paseo-olla',
    title: 'Paseo de olla',
    text: 'Nos fuimos de paseo de olla al río con toda la familia, en la buseta de mi tío Hernando. Paramos en una bomba a echar gasolina y seguimos cantando vallenatos. Mi mamá y mis tías prendieron un fogón con leña entre las piedras e hicieron un sancocho en una olla gigante. Los primos nos tirábamos al charco desde una piedra alta y nadábamos hasta que se nos arrugaban los dedos. El agua estaba helada y cristalina. Después almorzamos sentados en la orilla, a la sombra de un guayabo. Me sentí feliz, como cuando era pelado.',
    symbols: ['river', 'bus', 'singing', 'fire', 'food', 'swimming', 'hands', 'water', 'tree'],
    people: ['family', 'mother'],
    emotions: ['joy'],
    notThere: ['war', 'glass', 'beach', 'shadow_figure', 'child', 'desert'],
    written: { mother: 'mamá', family: 'tía' },
    outsideLexicon: ['buseta', 'fogón', 'sancocho', 'guayabo'],
  },
  // Peru. "La playa de estacionamiento" is the car park, no beach; the car is searched for level after
  // level and never found (lost, searching; no car). The basements, the key, the young guard
  // ("chibolo", a stranger) with a torch (candle). The boyfriend ("enamorado", no love) laughing from
  // nerves ("se rio", no river) is his anxiety and laughter; "cólera" is anger, denied; the strange
  // feeling that the car never existed is confusion. The sea seen from the roof, far from any beach, is
  // the turn.
  {
    id: 'es11-playa-estacionamiento',
    title: 'El carro que no existía',
    text: 'Había ido al Jockey Plaza con mi enamorado y, al salir, no encontrábamos el carro en la playa de estacionamiento. Recorrimos sótano tras sótano apretando la llave para ver si sonaba. Nada. El vigilante, un chibolo con linterna, nos dijo que ahí nunca se había perdido ningún carro y que seguro lo habíamos soñado. Mi enamorado se rio de los nervios. Yo no tenía cólera, de verdad; solo una sensación rara, como si el carro nunca hubiera existido. Al final subimos a la azotea y desde ahí se veía el mar, aunque el Jockey está lejísimos de la playa.',
    symbols: ['lost', 'searching', 'basement', 'keys', 'candle', 'ocean'],
    people: ['boyfriend', 'stranger'],
    emotions: ['confusion'],
    notThere: ['beach', 'car', 'anxiety', 'joy', 'anger', 'river', 'love'],
    notFelt: ['anxiety', 'joy', 'anger'],
    written: { boyfriend: 'enamorado', stranger: 'chibolo' },
    turn: ['ocean'],
    outsideLexicon: ['vigilante', 'azotea'],
  },
  // Cuba. The bodega is the ration shop (shop), no cellar; the queue is a crowd. The ration book is the
  // grandmother's only by owner, and "el pollo por pescado" the chicken given instead of fish (no
  // fish). The notebook (book); the man behind (a stranger) whose son left on a raft only tells it (no
  // son, no boat). The packet (box) of sugar (food) and the sealed letter in the dead grandmother's
  // hand are the turn (no grandmother, no death). "No me dio ninguna pena"; laughing is joy.
  {
    id: 'es11-bodega',
    title: 'La libreta',
    text: 'Estaba en la cola de la bodega de mi barrio, en Centro Habana, con la libreta de mi abuela, esperando el pollo por pescado, que nunca llegaba. La bodeguera lo anotaba todo en un cuaderno con un lápiz mochito. Detrás de mí, un señor contaba que su hijo se había ido en balsa a Miami. Hacía un calor que rajaba las piedras. Cuando por fin me tocó, la bodeguera me dio un paquete de azúcar y una carta cerrada con la letra de mi abuela, que murió hace años. No me dio ninguna pena leerla: me reí solita en la acera.',
    symbols: ['shop', 'book', 'box', 'food', 'letter'],
    people: ['crowd', 'stranger'],
    emotions: ['joy'],
    notThere: ['basement', 'grandmother', 'fish', 'son', 'boat', 'death', 'sadness'],
    notFelt: ['sadness'],
    written: { stranger: 'señor' },
    turn: ['letter'],
    outsideLexicon: ['libreta de abastecimiento', 'bodeguera', 'lápiz'],
  },
  // Puerto Rico. A plain dream. The parranda is a celebration (party): the cousins and the uncle
  // (family as written) playing the cuatro, the singing, the car switched off, the door of doña Nilda's
  // house. Her bathrobe (clothes), the pasteles and the rice (food), the plena danced till dawn (sun).
  // "Contentísimo" is joy.
  {
    id: 'es11-parranda',
    title: 'La parranda',
    text: 'Era diciembre y salimos de parranda por el barrio, en Bayamón, con mis primos y mi tío Papo tocando el cuatro. A las dos de la mañana llegamos a casa de doña Nilda, apagamos el carro y empezamos a cantar «Saludos, saludos» frente a su puerta. Ella salió en bata, medio dormida, y nos abrió. Nos dio pasteles, arroz con gandules y coquito, y bailamos plena en su sala hasta el amanecer. Yo estaba contentísimo, sudado y ronco de tanto cantar.',
    symbols: ['party', 'singing', 'house', 'car', 'door', 'clothes', 'food', 'dancing', 'sun'],
    people: ['family'],
    emotions: ['joy'],
    written: { family: 'tío' },
    outsideLexicon: ['cuatro', 'coquito', 'plena'],
  },
  // Dominican Republic. A plain dream. Dominoes in front of the colmado (shop) under a mango tree
  // ("mata"); the uncle (family) and two old men of the neighbourhood (wise_elder as written). "Un
  // calor del diablo" is only heat (no devil); the bachata is music. The power cut is darkness, the
  // phone's light light. The blow on the table is the winning tile (no fight), and the old men shouting
  // and laughing are neither angry nor the dreamer. "Más en casa que en ningún otro sitio" is calm, no
  // house.
  {
    id: 'es11-domino',
    title: 'Capicúa',
    text: 'Estaba jugando dominó frente al colmado de la esquina con mi tío Frank y dos viejos del barrio, en Santo Domingo, debajo de una mata de mango. Hacía un calor del diablo y sonaba una bachata en la bocina. De repente se fue la luz en todo el barrio, como siempre, y seguimos jugando con la luz del celular. Mi tío dio un golpe en la mesa con la última ficha: ¡capicúa! Los viejos gritaban y se reían. No sé por qué, pero en ese apagón me sentí más en casa que en ningún otro sitio del mundo.',
    symbols: ['shop', 'tree', 'singing', 'darkness', 'light', 'phone'],
    people: ['family', 'wise_elder'],
    emotions: ['calm'],
    notThere: ['devil', 'fight', 'anger', 'joy', 'house'],
    notFelt: ['anger', 'joy'],
    written: { family: 'tío', wise_elder: 'viejos' },
    outsideLexicon: ['colmado', 'dominó', 'bocina'],
  },
  // Venezuela. A plain dream. Climbing the Ávila (mountain) by the Sabas Nieves path (a name: no snow;
  // the path is a road) with the father; the UCV is only remembered (no school). His Leones del Caracas
  // cap is clothes (no lion). Out of breath; the howler monkeys in the trees; a stone bench; the
  // bananas (food); Caracas (city) and the sea. "Un cariño inmenso" is love.
  {
    id: 'es11-avila',
    title: 'El Ávila',
    text: 'Subía el Ávila con mi papá un domingo temprano, por Sabas Nieves, como cuando yo estudiaba en la UCV. Él iba adelante con su gorra de los Leones del Caracas, silbando, y yo detrás, sin aire. En el camino nos cruzamos con gente trotando y con unos monos araguatos que aullaban en los árboles. Arriba nos sentamos en un banco de piedra a comer cambur y vimos Caracas entera y, del otro lado, el mar. Mi papá me dijo que estaba orgulloso de mí. Yo sentí un cariño inmenso.',
    symbols: ['mountain', 'clothes', 'breath', 'road', 'monkey', 'tree', 'food', 'city', 'ocean'],
    people: ['father'],
    emotions: ['love'],
    notThere: ['snow', 'school', 'lion'],
    written: { father: 'papá' },
    outsideLexicon: ['banco de piedra', 'cambur'],
  },
  // Chile. The dandelions ("dientes de león") are neither teeth nor lions; the Osorno volcano is there
  // "como en una postal". The puppy, the house with a pool and the father's return are only the niece's
  // wishes. "A la sombra de un roble" is shade (no shadow figure) under a tree. The peace is the
  // dreamer's calm; "¿tú tienes pena?" only asks, and the answer is no. The seeds floating like snow
  // fill the sky: no flight, no snow.
  {
    id: 'es11-dientes-de-leon',
    title: 'Dientes de león',
    text: 'Estaba con mi sobrina Amanda en un potrero lleno de dientes de león, cerca de Puerto Varas, con el volcán Osorno al fondo como en una postal. Ella soplaba los dientes de león y pedía deseos en voz alta: un perrito, una casa con piscina, que volviera su papá. Después nos tiramos a la sombra de un roble. Yo sentía una paz enorme, de esas que no sentía desde chica. Entonces ella me preguntó «tía, ¿tú tienes pena?», y le dije que no, y era verdad. Los vilanos flotaban por todo el cielo como nieve.',
    symbols: ['volcano', 'tree', 'sky'],
    people: ['family'],
    emotions: ['calm'],
    notThere: ['teeth', 'lion', 'dog', 'house', 'father', 'shadow_figure', 'sadness', 'flying', 'snow'],
    notFelt: ['sadness'],
    written: { family: 'sobrina' },
    outsideLexicon: ['dientes de león', 'potrero', 'vilanos'],
  },
  // Spain (Canarias). "Luna de miel" is a honeymoon (journey), no moon, and the wedding was fifteen
  // years ago. The guagua is the bus of the islands; the Teide (mountain) and its dry lava (volcano;
  // "ríos de lava" no river), "muertos de frío" no death. The clouds "como un mar de algodón" are no
  // sea; La Gomera is an island. The wife's laughter is hers; the dinner is food ("papas" are potatoes,
  // no father), "vino de la casa" no house. "Enamorado otra vez" is love.
  {
    id: 'es11-luna-de-miel',
    title: 'Luna de miel',
    text: 'Estaba de luna de miel en Tenerife con mi mujer, aunque en realidad llevamos quince años casados. Cogimos la guagua hasta las Cañadas del Teide y caminamos entre ríos de lava seca, muertos de frío. Desde arriba se veían las nubes por debajo, como un mar de algodón, y La Gomera asomando. Mi mujer se reía de mí porque no me atrevía a asomarme. Por la noche cenamos papas arrugadas con mojo en un guachinche de La Orotava, con vino de la casa. Me sentí enamorado otra vez, como un chaval.',
    symbols: ['journey', 'bus', 'mountain', 'volcano', 'island', 'food'],
    people: ['wife'],
    emotions: ['love'],
    notThere: ['moon', 'wedding', 'river', 'death', 'ocean', 'joy', 'house', 'father'],
    notFelt: ['joy'],
    written: { wife: 'mujer' },
    outsideLexicon: ['nubes', 'guachinche', 'papas arrugadas'],
  },
  // Colombia (Bogotá). The cousin as written; the horror film on the computer ("computador") names no
  // fear of the dreamer's, and the clown's knife, the abandoned house and the páramo are only in it.
  // The cousin's screaming is no anger; "la muñeca" she squeezes is the wrist, no doll. "A mí, ni fu ni
  // fa". The frozen picture (no snow), the mouse (no rat). The photo of the two as girls on the
  // grandfather's farm is on the screen (photo, the turn; no girl, no grandfather). "Se me heló la
  // sangre" is fear.
  {
    id: 'es11-pelicula',
    title: 'La foto en la pantalla',
    text: 'Estaba en el apartamento de mi prima Mariana, en Chapinero, viendo una película de miedo en el computador, las dos envueltas en una cobija. En la película salía un payaso con un cuchillo en una casa abandonada del páramo. Mariana gritaba a cada rato y me apretaba la muñeca. A mí, ni fu ni fa. De repente se congeló la imagen, el ratón dejó de funcionar y en la pantalla apareció una foto de nosotras dos de niñas, en la finca de mi abuelo. Ahí sí se me heló la sangre.',
    symbols: ['computer', 'photo'],
    people: ['family'],
    emotions: ['fear'],
    notThere: ['knife', 'house', 'ruins', 'desert', 'anger', 'toy', 'snow', 'rat', 'girl', 'grandfather', 'blood'],
    notFelt: ['anger'],
    written: { family: 'prima' },
    turn: ['photo'],
    outsideLexicon: ['payaso', 'cobija', 'pantalla'],
  },
];
