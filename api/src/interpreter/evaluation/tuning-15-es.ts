// Fifteenth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: the levante on the beach of Bolonia
// with a small daughter, a limpia at the Mercado de Sonora, the World Cup celebrated at the Obelisco, a
// landslide on the road to the Llanos, New Year's fireworks from a launch in the bay of Valparaíso,
// sandboarding at Huacachina, night fishing off Cojímar with a shark, the diablos cojuelos of the
// carnival of La Vega, the bioluminescent bay of Vieques, the Catatumbo lightning from a stilt house, a
// sea lion on a bench in the Galápagos, the Death Road by bike down to Coroico, the sculpture of the
// fingers at Punta del Este, a jaguar in the Chaco, the Xocomil wind on lake Atitlán, the Hieroglyphic
// Stairway of Copán, the castells of Santa Tecla in Tarragona, a rowing boat in the Retiro with an ex,
// the stairs to nowhere at Las Pozas de Xilitla and the Garganta del Diablo at Iguazú. Spanish,
// Mexican, Argentine, Colombian, Chilean, Peruvian, Cuban, Dominican, Puerto Rican, Venezuelan,
// Ecuadorian, Bolivian, Uruguayan, Paraguayan, Guatemalan and Honduran usage (me giré, a gritos, la
// limpia, una señora, re feliz, a babucha, se largó a llover, mija, me cogió la mano, el pololo, ojo,
// el tubular, echadas, picó un pargo, ni se inmutó, el gentío, el vejigazo, la banca, quietita, el
// guía paceño, la bici, no le diera bola, nos tentamos de risa, se cortó la luz, el monte, el lanchero,
// se echó a subir, la piña, se tronchaba de risa, lloviznaba, el café de olla, mis viejos, mi viejo,
// mi vieja). About two thirds are plain everyday dreams with the ordinary images of dream reports (the
// wind and the sea, a crowd, a landslide, a fall, a shark, the sea at night, a storm, a jaguar, waves,
// a daughter falling from a human tower, an ex, stairs and a door) and few traps, written to see that nothing is found that
// is not there; the others lean on what a word-matching reader gets wrong: images negated, absent or
// only remembered, wished or told ("una noche sin luna", "sin un solo trueno", a grandmother's window
// in Valparaíso, Isla de Pascua for next year, a sister's ex, his house and his new girlfriend, the
// kings, wars and blood of a guide's story, the shadow of a man a healer sees); things named only as
// a sculpture, a mask or a costume (the hand of los Dedos, the horns and teeth of the diablos
// cojuelos); things named in idioms and sayings ("más buena que el pan", "mal de ojo", "perro que
// ladra no muerde", "lágrimas de cocodrilo", "echar leña al fuego", "cayó el diluvio universal", "me
// moría de risa", "muerta de miedo", "como un espejo", "como un trueno"); feelings denied or someone
// else's ("Asustada no estaba", "Triste no estaba, ojo", "Miedo no sentí ninguno", "miedo no tuve", a
// sister's jealousy she swears she has not, a cousin's, a guide's, a daughter's, an ex's and a
// father's laughter, a son's tears, "Tranquila, mija", the calm of a mother and of the sea); words and
// names with two senses in context (los fuegos artificiales, el Camino de la Muerte, la Garganta del
// Diablo, el lobo marino, la torre of a castell, los frenos of a bike, "a un metro", "se cortó la luz",
// el monte, la arena of the dunes, "de golpe", "golpes secos", the water and mud "cayendo", a launch
// that "caía", "salió volando" of a sunshade, "volaban" of macaws, "salió corriendo" of a husband,
// "ya no veía a mi hija", "me sentí en casa"); and people only talked about or named only as owners (a
// grandmother only remembered, a grandmother's kitchen without her, a sister's ex, a son's school)
// beside people really present (a dead father under a devil's mask, a father who laughs and is gone, a
// grandfather on his pier, a mother who takes the hand in a bus, an ex at seventeen).
// Gendered words as written: hija, tía, señora, hermano, mamá, pololo, amiga, papá, prima, novio,
// abuelo, esposo, hermana, marido, hijo, exnovio, viejo, vieja. `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt. None of the named people come back from
// earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_15: readonly EvaluationDream[] = [
  // Spain (Cádiz). A plain dream. The beach of Bolonia and its sand, the levante (wind), the sea
  // (ocean); the daughter (hija as written). The sandcastle is no castle, and the sunshade "salió
  // volando" on its own (no flying). "Ya no veía a mi hija" is the cloud of sand, no blindness (no
  // eyes): she is lost and searched for. The fear is the dreamer's, the laughter the girl's (no joy).
  {
    id: 'es15-levante',
    title: 'El levante',
    text: 'Estaba en la playa de Bolonia, en Tarifa, con mi hija pequeña, haciendo un castillo de arena, cuando se levantó un levante tremendo. La arena nos pinchaba como agujas y la sombrilla salió volando hacia el mar, dando vueltas. Corrí detrás de ella y, cuando me giré, ya no veía a mi hija entre la nube de arena. La llamaba a gritos, buscándola por todas partes, con un miedo horrible. Al final la encontré detrás de una duna, riéndose, cubierta de arena hasta las cejas. La abracé tan fuerte que se quejó.',
    symbols: ['beach', 'wind', 'ocean', 'lost', 'searching'],
    people: ['daughter'],
    emotions: ['fear'],
    notThere: ['castle', 'flying', 'eyes', 'joy'],
    notFelt: ['joy'],
    written: { daughter: 'hija' },
    outsideLexicon: ['sombrilla', 'duna'],
  },
  // Mexico (Ciudad de México). The Mercado de Sonora is a market (shop). The aunt (tía as written) is
  // "más buena que el pan" (no food), and her "mal de ojo" a saying (no eyes). The candles
  // (veladoras), the caged birds, the limpia (magic) by a woman of the market (stranger, written
  // señora), the glass of water. The shadow of a man is only what she says (no shadow figure), and
  // "perro que ladra no muerde" a saying (no dog). Fear is denied ("Asustada no estaba"); "un asco
  // tremendo" is disgust.
  {
    id: 'es15-sonora',
    title: 'Mercado de Sonora',
    text: 'Fui al Mercado de Sonora con mi tía Chayo, que es más buena que el pan y jura que le hicieron mal de ojo. Entre veladoras, hierbas secas y jaulas con pájaros, una señora le hizo una limpia con un huevo y un ramo de pirul. Luego me miró a mí y me dijo que yo traía pegada la sombra de un hombre, y que perro que ladra no muerde. Rompió el huevo en un vaso de agua y salió negro, lleno de burbujas. Mi tía se persignó. Asustada no estaba; lo que me dio fue un asco tremendo.',
    symbols: ['shop', 'candle', 'bird', 'magic', 'water'],
    people: ['family', 'stranger'],
    emotions: ['disgust'],
    notThere: ['food', 'eyes', 'shadow_figure', 'dog', 'fear'],
    notFelt: ['fear'],
    written: { family: 'tía', stranger: 'señora' },
    outsideLexicon: ['hierbas', 'jaulas', 'huevo', 'pirul'],
  },
  // Argentina (Buenos Aires). A plain dream. The World Cup won, the celebration (party) and the singing
  // at the Obelisco among a million people (crowd) and strangers; the brother (hermano as written)
  // carrying the dreamer piggyback (a babucha). "De golpe" is suddenly (no fight); the rain. "Re feliz"
  // and "alegría" are joy.
  {
    id: 'es15-obelisco',
    title: 'El Obelisco',
    text: 'Argentina había ganado otra vez el Mundial y yo estaba en el Obelisco con mi hermano, en medio de un millón de personas celebrando y cantando. Todo era celeste y blanco: bombos, banderas, gente colgada de los semáforos. Mi hermano me subió a babucha como cuando éramos chicos y yo gritaba como loca. De golpe se largó a llover fuerte y nadie se movió; seguimos cantando empapados, abrazados a desconocidos. Me sentía re feliz, con una alegría que no me entraba en el pecho.',
    symbols: ['party', 'singing', 'rain'],
    people: ['brother', 'crowd', 'stranger'],
    emotions: ['joy'],
    notThere: ['fight'],
    written: { brother: 'hermano' },
    outsideLexicon: ['Obelisco', 'bombos', 'banderas', 'semáforos'],
  },
  // Colombia (vía al Llano). A plain dream. The bus on the road, the rain, the landslide of stones and
  // mud from the mountain; their "cayendo" is no fall of the dreamer's. The driver is a stranger, the
  // passengers praying a crowd. Trapped at the mouth of a tunnel (cave, as the subte's in es13-subte);
  // "no podía respirar" (breath) with the fear. The mother (mamá as written) takes the hand; "Tranquila,
  // mija" is her word, no calm of the dreamer's.
  {
    id: 'es15-derrumbe',
    title: 'El derrumbe',
    text: 'Iba en bus por la vía al Llano, de Bogotá a Villavicencio, con mi mamá dormida al lado, y llovía sin parar. En una curva se vino un derrumbe: piedras y barro cayendo de la montaña sobre la carretera, justo delante de nosotros. El conductor frenó en seco y atrás se vino otro. Quedamos atrapados en la boca de un túnel, sin poder ir ni para adelante ni para atrás. La gente rezaba. Yo tenía tanto miedo que no podía respirar. Entonces mi mamá se despertó, me cogió la mano y me dijo: «Tranquila, mija, que ya pasa».',
    symbols: ['bus', 'road', 'rain', 'mud', 'mountain', 'trapped', 'cave', 'breath', 'hands'],
    people: ['mother', 'stranger', 'crowd'],
    emotions: ['fear'],
    notThere: ['falling', 'calm'],
    notFelt: ['calm'],
    written: { mother: 'mamá' },
    outsideLexicon: ['derrumbe', 'piedras'],
  },
  // Chile (Valparaíso). The launch (boat) in the bay (ocean) with the boyfriend (pololo as written); the
  // fireworks are no fire, reflected in the water; the ships (boat). Isla de Pascua is only wished for,
  // and a name (no island). The hills full of little lights (mountain, light). The grandmother and her
  // window are only remembered (no grandmother, no window). "Triste no estaba, ojo" denies sadness, and
  // "ojo" is no eye; "tranquila, con una paz rara" is calm.
  {
    id: 'es15-ano-nuevo',
    title: 'Año Nuevo',
    text: 'Era Año Nuevo y estábamos en una lancha en la bahía de Valparaíso con mi pololo, esperando los fuegos artificiales. A las doce en punto empezaron: verdes, dorados, rojos, reflejados en el agua, y todos los barcos tocando la sirena. Mi pololo me dijo que ojalá el próximo año lo pasáramos en Isla de Pascua. Yo miraba los cerros llenos de lucecitas y me acordaba de mi abuela, que veía los fuegos desde su ventana en el cerro Cordillera. Triste no estaba, ojo; estaba tranquila, con una paz rara.',
    symbols: ['boat', 'ocean', 'water', 'mountain', 'light'],
    people: ['boyfriend'],
    emotions: ['calm'],
    notThere: ['fire', 'island', 'grandmother', 'window', 'sadness', 'eyes'],
    notFelt: ['sadness'],
    written: { boyfriend: 'pololo' },
    outsideLexicon: ['lancha', 'fuegos artificiales', 'sirena'],
  },
  // Peru (Ica). The friends from university (amigas as written; no school), the dune buggy (car), the
  // dunes and the desert, whose sand is no beach. Falling off the board; the lagoon (lake) and the palm
  // trees (tree) of the oasis, small "como un espejo" (no mirror); the setting sun. "Estaba sola" is
  // being alone, no loneliness; fear is denied ("Miedo no sentí ninguno"); "una calma enorme" is calm.
  {
    id: 'es15-huacachina',
    title: 'Huacachina',
    text: 'Estaba en Huacachina, en Ica, con mis amigas de la universidad, y nos llevaron en un tubular por las dunas a toda velocidad. Arriba de la duna más alta nos dieron unas tablas para bajar echadas. Me lancé y bajé cada vez más rápido, tragando arena, hasta que me caí de la tabla y rodé un montón. Desde abajo se veía el oasis, con la laguna y las palmeras, chiquita como un espejo. Cuando por fin paré, estaba sola en medio del desierto, con el sol bajando. Miedo no sentí ninguno; solo una calma enorme.',
    symbols: ['car', 'desert', 'falling', 'lake', 'tree', 'sun'],
    people: ['friend'],
    emotions: ['calm'],
    notThere: ['school', 'beach', 'mirror', 'loneliness', 'fear'],
    notFelt: ['loneliness', 'fear'],
    written: { friend: 'amiga' },
    outsideLexicon: ['tubular', 'tablas', 'oasis', 'palmeras'],
  },
  // Cuba (La Habana). A plain dream. Fishing (fish) at night in a rowing boat with the father (papá as
  // written), the sea (ocean) under the full moon; "como cuando yo era niño" is only a memory (no boy),
  // and the sea's calm no calm of the dreamer's. The shark, its blow to the wood (no fight) and its
  // sinking (no drowning) into the dark (darkness). The fear is the dreamer's ("temblando de miedo").
  {
    id: 'es15-cojimar',
    title: 'Cojímar',
    text: 'Estaba de noche en un botecito de remos frente a Cojímar con mi papá, pescando con cordel como cuando yo era niño. El mar estaba tranquilo y negro, con la luna llena encima. Mi papá picó un pargo grandísimo y, mientras lo subía, vi una aleta dando vueltas alrededor del bote: un tiburón más largo que el bote. Mi papá ni se inmutó; siguió sacando el pescado. El tiburón golpeó la madera con el lomo y yo me agarré de la borda, temblando de miedo. Después se hundió despacito en lo oscuro y desapareció.',
    symbols: ['boat', 'fish', 'ocean', 'moon', 'shark', 'darkness'],
    people: ['father'],
    emotions: ['fear'],
    notThere: ['boy', 'calm', 'fight', 'drowning'],
    notFelt: ['calm'],
    written: { father: 'papá' },
    outsideLexicon: ['cordel', 'pargo', 'aleta', 'borda'],
  },
  // Dominican Republic (La Vega). The carnival (party) in the main street (road), the cousin (prima as
  // written), the throng (gentío: crowd). The diablos cojuelos are revellers in masks and costumes (mask,
  // clothes): no devil, and the teeth are the masks' (no teeth); the blow "como un trueno" is a likeness
  // (no storm). The cousin "se moría de la risa" (no death, no joy of the dreamer's). The devil unmasked
  // is the father (papá as written), dead before the scene (no death): the turn. "Me quedé sin aire" is
  // breath; waking up crying is sadness.
  {
    id: 'es15-la-vega',
    title: 'Carnaval en La Vega',
    text: 'Era domingo de carnaval en La Vega y yo iba con mi prima por la calle principal, apretadas entre el gentío. De pronto nos rodearon seis diablos cojuelos, con esas caretas de cuernos y dientes enormes y los trajes llenos de espejitos y cascabeles. Uno me dio un vejigazo en la espalda que sonó como un trueno. Mi prima se moría de la risa. Yo quise correr, pero el diablo se quitó la careta y era mi papá, que murió hace tres años, sonriéndome. Me quedé sin aire y me desperté llorando.',
    symbols: ['party', 'road', 'mask', 'clothes', 'breath'],
    people: ['family', 'crowd', 'father'],
    emotions: ['sadness'],
    notThere: ['devil', 'teeth', 'storm', 'death', 'joy'],
    notFelt: ['joy'],
    written: { family: 'prima', father: 'papá' },
    turn: ['father'],
    outsideLexicon: ['diablos cojuelos', 'caretas', 'vejiga', 'cascabeles'],
  },
  // Puerto Rico (Vieques). A plain dream. The kayak (boat) with the boyfriend (novio as written) in the
  // bay (ocean), on "una noche sin luna" (no moon). The water lighting up, the hand dripping light, the
  // fish, the sky full of real stars. "Maravillada" is wonder.
  {
    id: 'es15-vieques',
    title: 'La bahía',
    text: 'Estaba en Vieques con mi novio, remando en un kayak transparente por la bahía bioluminiscente, en una noche sin luna. Cada vez que metía el remo, el agua se encendía de azul, como si tuviera estrellas dentro. Metí la mano y me salió brillando, chorreando luz. Un pez pasó por debajo dejando una estela verde. Arriba el cielo estaba lleno de estrellas de verdad y ya no sabía dónde terminaba el mar y dónde empezaba el cielo. Mi novio no decía nada. Yo estaba maravillada.',
    symbols: ['boat', 'ocean', 'water', 'hands', 'light', 'fish', 'sky'],
    people: ['boyfriend'],
    emotions: ['wonder'],
    notThere: ['moon'],
    written: { boyfriend: 'novio' },
    outsideLexicon: ['kayak', 'remo', 'estela'],
  },
  // Venezuela (Zulia). A plain dream. The grandfather (abuelo as written) and his stilt house (house) on
  // the lake, the feet in the water; the lightning of the Catatumbo is a storm, though "sin un solo
  // trueno". The fishermen are only told about. The hot wind, the hand held. "Un asombro enorme" is
  // wonder; fear is denied ("miedo no tuve").
  {
    id: 'es15-catatumbo',
    title: 'El Catatumbo',
    text: 'Estaba con mi abuelo en su palafito de Congo Mirador, en el lago de Maracaibo, sentados en el muelle con los pies en el agua. Era de noche y hacia el sur empezaron los relámpagos del Catatumbo, sin un solo trueno, uno detrás de otro, pintando las nubes de morado. Mi abuelo me contaba que así se guiaban los pescadores de antes. Se levantó un viento caliente y la casa entera crujía. Yo era chiquita otra vez y le agarraba la mano. Sentí un asombro enorme. Y miedo no, miedo no tuve.',
    symbols: ['house', 'lake', 'feet', 'water', 'storm', 'wind', 'hands'],
    people: ['grandfather'],
    emotions: ['wonder'],
    notThere: ['fear'],
    notFelt: ['fear'],
    written: { grandfather: 'abuelo' },
    outsideLexicon: ['palafito', 'muelle', 'nubes'],
  },
  // Ecuador (Galápagos). A plain dream. The trip (journey) with the husband (esposo as written), the ice
  // cream (food). The lobo marino is a sea lion (no wolf). The husband "salió corriendo": his flight, no
  // fleeing of the dreamer's. The hand, the head on the legs (feet). The smell of fish is only a smell
  // (no fish); "me moría de risa" is joy, no death; "una ternura enorme" is love.
  {
    id: 'es15-galapagos',
    title: 'El lobo marino',
    text: 'Estaba de viaje en Galápagos con mi esposo y nos sentamos en una banca del muelle de Puerto Ayora a comernos un helado. Llegó un lobo marino enorme, mojado, resoplando, y se subió a la banca con nosotros como si fuera suya. Mi esposo salió corriendo y yo me quedé quietita, con el helado derritiéndose en la mano. El lobo marino se acomodó, apoyó la cabeza en mis piernas y se quedó dormido. Olía horrible a pescado. Yo me moría de risa y a la vez me daba una ternura enorme.',
    symbols: ['journey', 'food', 'hands', 'feet'],
    people: ['husband'],
    emotions: ['joy', 'love'],
    notThere: ['wolf', 'fleeing', 'fish', 'death'],
    written: { husband: 'esposo' },
    outsideLexicon: ['lobo marino', 'banca', 'muelle', 'helado'],
  },
  // Bolivia (Yungas). Cycling (bicycle) down the road whose name is the Camino de la Muerte (no death);
  // the foreigners and the guide are strangers, and the guide's laughter his (no joy). The drop
  // (barranco, precipicio: cliff); the brakes are the bike's (no car), and "metros", "a un metro"
  // measures (no train). "No podía gritar" (voice). The condor (eagle). "Muerta de miedo" is fear, no
  // death.
  {
    id: 'es15-camino-muerte',
    title: 'El Camino de la Muerte',
    text: 'Estaba bajando en bicicleta por el Camino de la Muerte, hacia Coroico, con un grupo de gringos y un guía paceño que se reía de todo. Había neblina y el camino era de tierra, angosto, con un barranco de cientos de metros al lado. En una curva me fallaron los frenos. La bici seguía y seguía, cada vez más rápido, rozando el borde, y yo no podía gritar. Justo antes del precipicio, un cóndor pasó planeando a mi lado, a un metro, y la bici se frenó sola. Me bajé temblando, muerta de miedo.',
    symbols: ['bicycle', 'road', 'cliff', 'voice', 'eagle'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['death', 'joy', 'car', 'train'],
    notFelt: ['joy'],
    outsideLexicon: ['neblina', 'gringos'],
  },
  // Uruguay (Punta del Este). The playa Brava and its sand (beach), the wind, the rough sea (ocean), the
  // sister (hermana as written). The hand and its fingers are only the sculpture called los Dedos (no
  // hands). The sister's ex, his crocodile tears, his house and his new girlfriend are only told (no ex,
  // crocodile, house or girlfriend, no sadness); the jealousy is the sister's, and she denies it. "Echar
  // leña al fuego" is an idiom (no fire). The wave; "nos tentamos de risa" is joy.
  {
    id: 'es15-punta-del-este',
    title: 'Los Dedos',
    text: 'Estaba en Punta del Este, en la playa Brava, sentada con mi hermana al lado de los Dedos, esa escultura de una mano gigante que sale de la arena. Había viento y el mar estaba picado. Mi hermana me contaba que su ex, después de llorarle lágrimas de cocodrilo, se había comprado una casa en José Ignacio con la nueva novia. Juraba que celos no tenía ninguno, pero se le notaban de lejos. Yo le decía que no le diera bola, que no echara más leña al fuego. Entonces vino una ola enorme y nos empapó enteras, con mate y todo. Nos tentamos de risa.',
    symbols: ['beach', 'wind', 'ocean', 'wave'],
    people: ['sister'],
    emotions: ['joy'],
    notThere: ['hands', 'ex', 'crocodile', 'house', 'girlfriend', 'sadness', 'jealousy', 'fire'],
    notFelt: ['sadness', 'jealousy'],
    written: { sister: 'hermana' },
    outsideLexicon: ['escultura', 'mate'],
  },
  // Paraguay (Chaco). A plain nightmare. "De golpe" is suddenly (no fight), and "se cortó la luz" the
  // power (no light): dark (darkness). The torch (candle), the trees (quebrachos), the two yellow eyes
  // of the jaguar (tiger). Paralysed, no voice; the husband (marido as written). "El monte" is the
  // scrub (no mountain). "Empapada de miedo" is fear.
  {
    id: 'es15-chaco',
    title: 'El yaguareté',
    text: 'Estaba con mi marido en una estancia del Chaco, lejísimos de todo, y de golpe se cortó la luz del generador. Todo quedó oscuro. Salí al patio con una linterna a ver qué pasaba y, entre los quebrachos, vi dos ojos amarillos. Era un yaguareté, un jaguar enorme, agachado, mirándome. No me podía mover. Se vino caminando despacio hacia mí y quise gritarle a mi marido, pero no me salía la voz. Cuando estaba a dos pasos, se dio vuelta y se metió en el monte. Me desperté empapada de miedo.',
    symbols: ['darkness', 'candle', 'tree', 'eyes', 'tiger', 'paralysis', 'voice'],
    people: ['husband'],
    emotions: ['fear'],
    notThere: ['fight', 'light', 'mountain'],
    written: { husband: 'marido' },
    outsideLexicon: ['estancia', 'generador', 'quebrachos'],
  },
  // Guatemala (Atitlán). A plain dream. The launch (boat) across the lake, the mother (mamá as written),
  // the son (hijo as written), the three volcanoes, the Xocomil (wind) and the waves; the boatman is a
  // stranger. The launch "caía" on the water with "golpes secos": no fall of the dreamer's, no fight.
  // The son's crying is his (no sadness). "Aterrada" is fear; the legs shaking (feet); kissing the
  // ground is no intimacy, and "del alivio" relief.
  {
    id: 'es15-atitlan',
    title: 'El Xocomil',
    text: 'Íbamos en lancha de Panajachel a San Pedro La Laguna, mi mamá, mi hijo y yo, con los tres volcanes enfrente. A medio lago se levantó el Xocomil, ese viento fuerte de la tarde, y las olas empezaron a meterse por los lados. El lanchero aceleraba y la lancha saltaba y caía contra el agua con unos golpes secos. Mi hijo lloraba abrazado a mí y mi mamá rezaba en voz alta. Yo iba aterrada. Cuando por fin tocamos el muelle, me bajé con las piernas temblando y besé el suelo del alivio.',
    symbols: ['boat', 'lake', 'volcano', 'wind', 'wave', 'water', 'feet'],
    people: ['mother', 'son', 'stranger'],
    emotions: ['fear', 'relief'],
    notThere: ['falling', 'fight', 'sadness', 'intimacy'],
    notFelt: ['sadness'],
    written: { mother: 'mamá', son: 'hijo' },
    outsideLexicon: ['lancha', 'lanchero', 'muelle'],
  },
  // Honduras (Copán). The ruins, the son (hijo as written) on a trip (journey) of his school, which is
  // not there (no school); the guide is a stranger. The kings, their wars and the sacrifices with blood
  // are only in his story (no royalty, war or blood). The macaws (bird) flying are no flight of the
  // dreamer's. The stairway (stairs). The son speaking "con una voz de viejo" is the turn; "se me erizó
  // toda la piel de miedo" is fear.
  {
    id: 'es15-copan',
    title: 'La escalinata',
    text: 'Estaba en las ruinas de Copán con mi hijo, en una excursión de su colegio, y el guía nos explicaba la Escalinata de los Jeroglíficos. Nos contó que en la piedra está escrita la historia de dieciséis reyes, de sus guerras y de sus sacrificios con sangre. Mi hijo solo miraba las guacamayas rojas que volaban encima de nosotros. De repente se echó a subir la escalinata corriendo y yo detrás, gritándole que se bajara. Arriba del todo se dio vuelta, muy serio, y me dijo con una voz de viejo: «Aquí ya estuve yo». Se me erizó toda la piel de miedo.',
    symbols: ['ruins', 'journey', 'bird', 'stairs'],
    people: ['son', 'stranger'],
    emotions: ['fear'],
    notThere: ['school', 'royalty', 'war', 'blood', 'flying'],
    written: { son: 'hijo' },
    turn: ['son'],
    outsideLexicon: ['jeroglíficos', 'guacamayas', 'escalinata'],
  },
  // Spain (Tarragona). The fiesta of Santa Tecla (party), the crowd in the base of the castell; "la
  // torre" is the human tower (no castle). The daughter (hija as written) climbs and falls, not the
  // dreamer (no climbing, no falling); her hand raised (hands), the gralles (singing), the square
  // applauding. Her laughter is hers (no joy); the dreamer's tears are of relief (no sadness).
  {
    id: 'es15-castells',
    title: 'El castell',
    text: 'Era la fiesta de Santa Tecla en Tarragona y yo estaba en la piña de un castell, apretada entre cientos de personas, con los brazos en la espalda del de delante. Arriba, a nueve pisos de altura, mi hija de siete años trepaba con su casquito para coronar la torre. Sonaban las gralles. Cuando llegó arriba y levantó la mano, la plaza entera aplaudió. Entonces la torre empezó a tambalearse y vi a mi hija caer, despacito, hacia mí. La cogí en brazos. Estaba intacta y se reía. Yo lloré de puro alivio.',
    symbols: ['party', 'singing', 'hands'],
    people: ['crowd', 'daughter'],
    emotions: ['relief'],
    notThere: ['castle', 'climbing', 'falling', 'joy', 'sadness'],
    notFelt: ['joy', 'sadness'],
    written: { daughter: 'hija' },
    outsideLexicon: ['castell', 'piña', 'casquito', 'gralles'],
  },
  // Spain (Madrid). A plain dream. The rowing boat (barca: boat) on the pond (lake) of the Retiro with
  // the ex (exnovio as written); the school only says when they knew each other (no school). The sun,
  // the ducks (bird), his laughter his (no joy), the hands held. "Cayó el diluvio universal" is the
  // rain, no fall; the water filling the boat. The nostalgia is the dreamer's.
  {
    id: 'es15-retiro',
    title: 'Las barcas del Retiro',
    text: 'Estaba en el Retiro, en una barca del estanque, con Iñaki, mi exnovio del instituto, al que no veo desde hace veinte años. Los dos teníamos diecisiete otra vez. Hacía sol, había patos y tortugas en las piedras, y él se tronchaba de risa porque yo remaba en círculos. Luego me cogió las manos y me dijo que me había estado esperando todo este tiempo. De repente cayó el diluvio universal y la barca se fue llenando de agua, pero no nos importaba. Me desperté con una nostalgia que me duró todo el día.',
    symbols: ['boat', 'lake', 'sun', 'bird', 'hands', 'rain', 'water'],
    people: ['ex'],
    emotions: ['nostalgia'],
    notThere: ['school', 'joy', 'falling'],
    notFelt: ['joy'],
    written: { ex: 'exnovio' },
    outsideLexicon: ['patos', 'tortugas'],
  },
  // Mexico (San Luis Potosí). A plain dream. The surrealist garden in the jungle (forest), the concrete
  // stairs going nowhere, the drizzle (rain), the trees, the friend (amiga as written). The waterfall
  // (water) "cayendo" is no fall. The door without a wall opens onto the grandmother's kitchen, the
  // turn; she is only its owner (no grandmother), and "me sentí en casa" is no house but calm, with "en
  // paz".
  {
    id: 'es15-xilitla',
    title: 'Las Pozas',
    text: 'Estaba en Las Pozas de Xilitla, ese jardín surrealista en medio de la selva, subiendo por unas escaleras de concreto que no llevaban a ningún lado. Lloviznaba y todo olía a tierra mojada. Cada escalera terminaba en el aire, entre los árboles, y yo seguía subiendo con mi amiga Citlali detrás. Abajo se oía la cascada cayendo en las pozas. Al final de la última escalera había una puerta sola, sin pared, y cuando la crucé estaba en la cocina de mi abuelita, en Puebla, con olor a café de olla. Me sentí en casa, en paz.',
    symbols: ['garden', 'forest', 'stairs', 'rain', 'tree', 'water', 'door', 'kitchen'],
    people: ['friend'],
    emotions: ['calm'],
    notThere: ['falling', 'grandmother', 'house'],
    written: { friend: 'amiga' },
    turn: ['kitchen'],
    outsideLexicon: ['cascada', 'pozas', 'café de olla'],
  },
  // Argentina (Misiones). The Garganta del Diablo is a name (no devil); the falls of the river Iguazú
  // (river, water), the butterflies. The father and the mother ("mis viejos"; viejo and vieja as
  // written, no old man): the father takes the hand; his laughter ("se rió") is his (no joy), and the
  // mother's calm hers. "Un nudo en el pecho y una tristeza enorme" is sadness.
  {
    id: 'es15-iguazu',
    title: 'La Garganta del Diablo',
    text: 'Estaba en las Cataratas del Iguazú con mis viejos, en la pasarela que llega a la Garganta del Diablo. El ruido del agua era tan fuerte que no nos oíamos, y la bruma nos empapaba. Había un arcoíris enorme y cientos de mariposas amarillas que se nos posaban en los brazos. Mi viejo, que siempre fue de pocas palabras, me agarró la mano y me dijo algo que no escuché. Le pregunté qué y se rió. Después ya no estaba: solo mi vieja, mirando el agua, tranquila. Me quedé con un nudo en el pecho y una tristeza enorme.',
    symbols: ['river', 'water', 'butterfly', 'hands'],
    people: ['father', 'mother'],
    emotions: ['sadness'],
    notThere: ['devil', 'wise_elder', 'joy', 'calm'],
    notFelt: ['joy', 'calm'],
    written: { father: 'viejo', mother: 'vieja' },
    outsideLexicon: ['cataratas', 'pasarela', 'bruma', 'arcoíris'],
  },
];
