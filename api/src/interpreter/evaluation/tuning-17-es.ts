// Seventeenth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), mostly in the past (two in the present), in situations the earlier batches did not
// use: the walkways of the Caminito del Rey in Málaga, Diego Rivera's murals in the Palacio Nacional,
// the voladores of Papantla, the Perito Moreno glacier calving at El Calafate, carrying a silleta in the
// Feria de las Flores of Medellín, the geysers of El Tatio at dawn, a launch stranded off the islas
// Ballestas, the queue at Coppelia in the Vedado, lost in the Médanos de Coro, the Pase del Niño in
// Cuenca, climbing the Cristo de la Concordia in Cochabamba, a loose horse at the Criolla del Prado in
// Montevideo, the light show in the Jesuit ruins of Trinidad, the giant kites in the cemetery of
// Sumpango, the monkeys of the isletas of Granada, whale-watching at Samaná, singing in a chirigota at
// the carnival of Cádiz, El Yunque with a grandmother, the bolas de fuego of Nejapa and the Día del
// Boyero in Escazú. Spanish, Mexican, Argentine, Colombian, Chilean, Peruvian, Cuban, Venezuelan,
// Ecuadorian, Bolivian, Uruguayan, Paraguayan, Guatemalan, Nicaraguan, Dominican, Puerto Rican,
// Salvadoran and Costa Rican usage (el casco, me temblaban las piernas, quietecita, se animaba, ni
// loco, a carcajadas, un frío bárbaro, de golpe, el celular, una nena, tenaz, la camioneta, calentita,
// recién, la lancha, el lanchero, el mar picado, la cola, raja las piedras, la manzana for a block, al
// ratico, el carro, ni te cuento, como loca, la colada morada, muerta de cansancio, una pena for
// sorrow, delante mío, salieron corriendo, la tribuna, se me agarró, prender, el patojo, los muchachos,
// la panga, los lentes, la panza, el banano, gato encerrado, la borda, no tener pelos en la lengua, al
// dedillo, se partía, ponerse las pilas, me lo pasé pipa, la poza, la acera, me entró la risa, las
// aceras, agarraron un camino, vos). About two thirds are plain everyday dreams with the ordinary
// images of dream reports (a cliff and a river, ice and a wave, flowers and a parade, the sun and hot
// water, a boat among rocks, the dead come back, dunes and being lost, stairs and a city below, a
// horse, ruins in the dark, a cemetery and the wind, monkeys and islands, fire in the street, oxen and
// a house) and few traps, written to see that nothing is found that is not there; the others lean on
// what a word-matching reader gets wrong: images only painted on a mural or drawn on a map (a plumed
// serpent, volcanoes, warriors, horses, a market and a bonfire; whales, dolphins and turtles), absent
// ("en el mar no aparecía nada, ni una aleta", "el carro ya no se veía"), only told or dreamt inside
// the dream (the Virgin in a waterfall, being a coquí that sings); things that fly, laugh or run but
// are someone else's (the voladores and a boyfriend turning on the pole, kites, a hummingbird, a crowd
// running); fresh idioms and set phrases ("no tiene pelos en la lengua", "al dedillo", "ponerse las
// pilas", "cuando las ranas críen pelo", "me lo pasé pipa", "hay gato encerrado", "a mitad de camino",
// "casi me muero del susto", "muerta de cansancio", "muerto de risa", "como un espejo", "más altos que
// una casa", "liviana como una pluma"); feelings denied in everyday ways or someone else's ("no de
// miedo", "Yo no estaba decepcionada", a brother "tan tranquilo", a mother who could die "tranquila",
// tourists "furiosos", a boyfriend's, a mother's and a nephew's laughter and happiness, vicuñas "sin
// ningún miedo"); words and names with two senses in context (el Caminito del Rey, el Candelabro, el
// Niño Viajero, los Reyes Magos, los carros alegóricos, ángeles de cartón, el Cristo, la Semana de
// Turismo, el altar of a ruined church, los mensajes to the dead, "a pie", "medio ciego", "de golpe",
// "estábamos solos"); and people only named as owners or talked about (a friend's father who owns the
// van, a grandmother who is only a grave) beside people really present (a dead father at Coppelia, a
// grandmother bathing in a pool, a grandfather who vanishes from a parade, a grandfather on an ox
// cart). One title is short and untitled-style ('anoche'). Gendered words as written: hermano, tía,
// novio, mamá, abuelo, amiga, esposo, hija, camarera, papá, primos, sobrino, señora, gaucho, esposa,
// hijo, hermana, patojo, cuñado, abuela, primo. `notFelt` repeats the feelings of `notThere` that are
// named but not the dreamer's as felt. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_17: readonly EvaluationDream[] = [
  // Spain (Málaga). A plain dream. The Caminito del Rey is a name (no royalty). The brother (hermano as
  // written) on the walkways over the river, the wind, the gorge's drop (barranco: cliff). He steps into
  // the void and does not fall (no falling): the turn; his calm is his ("tan tranquilo"). The legs
  // shaking (feet); "un miedo horrible" is fear.
  {
    id: 'es17-caminito-rey',
    title: 'El Caminito del Rey',
    text: 'Estaba en el Caminito del Rey, en Málaga, con mi hermano Quique, por esas pasarelas de madera pegadas a la roca, a cien metros sobre el río. Soplaba un viento que nos movía hasta el casco. A mitad del desfiladero la pasarela se acababa sin más y delante solo había aire. Mi hermano dio un paso al vacío y no se cayó: siguió andando tan tranquilo por encima del barranco, y me dijo que no mirara abajo. A mí me temblaban las piernas y tenía un miedo horrible, pero di el paso.',
    symbols: ['river', 'wind', 'cliff', 'feet'],
    people: ['brother'],
    emotions: ['fear'],
    notThere: ['royalty', 'falling', 'calm'],
    notFelt: ['calm'],
    written: { brother: 'hermano' },
    turn: ['brother'],
    outsideLexicon: ['pasarelas', 'casco', 'desfiladero'],
  },
  // Mexico (Ciudad de México). The aunt (tía as written) at the murals of the Palacio Nacional, a name.
  // The plumed serpent, the volcanoes, the warriors, the horses, the market and the bonfire are only
  // painted (no snake, volcano, soldier, horse, shop or fire). Her finger (hands). The real hummingbird
  // (bird) in at the window is the turn; its flying is its own (no flying). "Una alegría" is joy.
  {
    id: 'es17-murales',
    title: 'Los murales',
    text: 'Estaba en el Palacio Nacional, en el Zócalo, viendo los murales de Diego Rivera con mi tía Perla, que se sabe la historia de México de memoria. En las paredes había de todo: la serpiente emplumada, volcanes humeando, guerreros con lanzas, caballos, un mercado enorme, gente quemándose en una hoguera. Mi tía me lo iba explicando todo con el dedo. De pronto entró por una ventana un colibrí de verdad y se puso a volar alrededor de su cabeza. Ella ni cuenta se dio. Yo me quedé quietecita, con una alegría que no me cabía en el pecho.',
    symbols: ['hands', 'window', 'bird'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['snake', 'volcano', 'soldier', 'horse', 'shop', 'fire', 'flying'],
    written: { family: 'tía' },
    turn: ['bird'],
    outsideLexicon: ['murales', 'colibrí'],
  },
  // Mexico (Papantla). The boyfriend (novio as written) and the voladores (strangers), tied by the feet,
  // turning on the pole: their flight, no flying of the dreamer's. The flute and the drum (singing), the
  // people applauding (crowd). The boyfriend among them is the turn; his laughter is his (no joy). "No
  // podía ni respirar del susto" is breath and fear.
  {
    id: 'es17-voladores',
    title: 'Los voladores',
    text: 'Estaba en Papantla con mi novio viendo a los voladores. Cuatro hombres se lanzaron desde lo alto del palo, amarrados de los pies, y bajaban dando vueltas cabeza abajo, mientras el caporal tocaba la flauta y el tambor allá arriba, parado en un platito. La gente aplaudía. Mi novio dijo que él se animaba a hacerlo y le dije que ni loco. Cuando volví a mirar, uno de los voladores era él, girando con los brazos abiertos y riéndose a carcajadas. Yo no podía ni respirar del susto.',
    symbols: ['feet', 'singing', 'breath'],
    people: ['boyfriend', 'stranger', 'crowd'],
    emotions: ['fear'],
    notThere: ['flying', 'joy'],
    notFelt: ['joy'],
    written: { boyfriend: 'novio' },
    turn: ['boyfriend'],
    outsideLexicon: ['voladores', 'palo', 'flauta', 'tambor'],
  },
  // Argentina (El Calafate). A plain dream. The mother (mamá as written), the glacier and its ice
  // (snow), the photos and the phone (celular). "De golpe" is suddenly (no fight), the cannon only a
  // likeness. The ice into the lake, the wave, the feet splashed. The mother's laughter "como una nena"
  // is hers and a likeness (no joy, no girl). "Fascinada" is wonder.
  {
    id: 'es17-glaciar',
    title: 'El glaciar',
    text: 'Estaba en El Calafate con mi mamá, en las pasarelas frente al glaciar Perito Moreno. Hacía un frío bárbaro y ella no paraba de sacar fotos con el celular. De golpe se oyó un estruendo como de cañonazo y un pedazo de hielo del tamaño de un edificio se desprendió y se desplomó en el lago. Se levantó una ola enorme que llegó hasta abajo de las pasarelas y nos salpicó los pies. Mi mamá pegó un grito y después se rió como una nena. Yo estaba fascinada; no podía dejar de mirar ese hielo tan azul.',
    symbols: ['snow', 'photo', 'phone', 'lake', 'wave', 'feet'],
    people: ['mother'],
    emotions: ['wonder'],
    notThere: ['fight', 'girl', 'joy'],
    notFelt: ['joy'],
    written: { mother: 'mamá' },
    outsideLexicon: ['glaciar', 'pasarelas'],
  },
  // Colombia (Medellín). A plain dream. The parade of the Feria de las Flores (party), the silleta of
  // flowers (garden) on the back; the peacock is made of carnations (no bird). The grandfather (abuelo as
  // written) walks beside the dreamer and is then gone; the crowd (público). "Liviana como una pluma" is a
  // likeness. "Una nostalgia tenaz" is nostalgia.
  {
    id: 'es17-silleteros',
    title: 'La silleta',
    text: 'Estaba en el desfile de silleteros de la Feria de las Flores, en Medellín, y yo era una de las silleteras: cargaba a la espalda una silleta de flores enorme, pesadísima, con un pavo real hecho de claveles. Mi abuelo, que desfiló cuarenta años, caminaba a mi lado dándome ánimos. El público gritaba y tiraba papelitos desde los balcones. A cada paso la silleta pesaba más. Cuando por fin llegamos al final y me la quité, era liviana como una pluma, y mi abuelo ya no estaba. Me dio una nostalgia tenaz.',
    symbols: ['party', 'garden'],
    people: ['grandfather', 'crowd'],
    emotions: ['nostalgia'],
    notThere: ['bird'],
    written: { grandfather: 'abuelo' },
    outsideLexicon: ['silleta', 'claveles', 'papelitos', 'balcones'],
  },
  // Chile (El Tatio). A plain dream. The friend (amiga as written); her father only owns the van (no
  // father). The hot water of the pool, the sun coming up. The vicuñas' lack of fear is theirs (no
  // fear). "Una paz enorme" is calm.
  {
    id: 'es17-tatio',
    title: 'Los géiseres',
    text: 'Estaba en los géiseres del Tatio, a cuatro mil metros, a las seis de la mañana, con mi amiga Javiera. Habíamos subido en la camioneta de su papá. Hacía diez grados bajo cero y el vapor salía de la tierra en columnas blancas por todas partes. Nos metimos en la poza termal y el agua estaba calentita. Cuando salió el sol, el vapor se puso dorado y entre las columnas pasó una manada de vicuñas, despacito, sin ningún miedo. Javiera se quedó dormida en el agua. Yo sentí una paz enorme, como si el mundo recién empezara.',
    symbols: ['water', 'sun'],
    people: ['friend'],
    emotions: ['calm'],
    notThere: ['father', 'fear'],
    notFelt: ['fear'],
    written: { friend: 'amiga' },
    outsideLexicon: ['géiseres', 'vapor', 'poza termal', 'vicuñas', 'camioneta'],
  },
  // Peru (Paracas). A plain dream. The launch (boat) to the islands, the husband (esposo as written), the
  // tourists and the boatman (strangers). The Candelabro is a drawing on the hill (mountain), a name (no
  // candle), and its sand no beach. The birds, the rough sea (ocean), the waves, the hand. "Aterrada" is
  // fear.
  {
    id: 'es17-ballestas',
    title: 'Las Ballestas',
    text: 'Iba en lancha hacia las islas Ballestas, en Paracas, con mi esposo y un montón de turistas. Pasamos frente al Candelabro, ese dibujo gigante en la arena del cerro. En las islas había miles de pájaros, pelícanos y pingüinos en las rocas, y un olor espantoso. De repente el motor se apagó y la lancha se quedó quieta entre las rocas, con el mar picado y las olas empujándonos contra ellas. El lanchero se puso a rezar. Mi esposo me agarró de la mano. Yo estaba aterrada.',
    symbols: ['boat', 'island', 'mountain', 'bird', 'ocean', 'wave', 'hands'],
    people: ['husband', 'stranger'],
    emotions: ['fear'],
    notThere: ['candle', 'beach'],
    written: { husband: 'esposo' },
    outsideLexicon: ['lancha', 'pelícanos', 'pingüinos', 'rocas'],
  },
  // Cuba (La Habana), in the present. A plain dream of the dead come back. The queue at Coppelia under the
  // sun, the little daughter (hija as written), the waitress (stranger, written camarera), the ice cream
  // (food). The father (papá as written) comes, his death only before the scene (no death): the turn.
  // "Llorando de felicidad" is joy, no sadness.
  {
    id: 'es17-coppelia',
    title: 'Coppelia',
    text: 'Estoy en la cola de Coppelia, en el Vedado, con mi hija chiquita, bajo un sol que raja las piedras. La cola le da la vuelta a la manzana y no avanza nada. Mi hija me pregunta cada cinco minutos si ya nos toca. Cuando por fin nos sentamos, la camarera nos dice que solo queda de fresa, y al ratico que ya se acabó. Entonces aparece mi papá, que murió hace dos años, con dos copas de helado de chocolate, y se sienta con nosotras como si nada. Me despierto llorando de felicidad.',
    symbols: ['sun', 'food'],
    people: ['daughter', 'stranger', 'father'],
    emotions: ['joy'],
    notThere: ['death', 'sadness'],
    notFelt: ['sadness'],
    written: { daughter: 'hija', stranger: 'camarera', father: 'papá' },
    turn: ['father'],
    outsideLexicon: ['cola', 'helado'],
  },
  // Venezuela (Coro). A plain dream. The cousins (family, primos as written), barefoot (feet) on the
  // dunes (desert), whose sand is no beach and whose burning no fire. The car out of sight (no car, and
  // "no se veía" no blindness); the road searched for and never found (searching, no road). Lost; the
  // stars (sky), the wind. "Un miedo que ni te cuento" is fear.
  {
    id: 'es17-medanos',
    title: 'Los médanos',
    text: 'Estaba en los Médanos de Coro con mis primos, corriendo descalzos por las dunas, y la arena quemaba. Subimos a la duna más alta y, cuando miramos para atrás, el carro ya no se veía: solo arena para todos lados. Caminamos horas buscando la carretera. Mi primo Nando decía que íbamos bien, pero yo sabía que estábamos perdidos. Se hizo de noche, salieron miles de estrellas y el viento empezó a borrar nuestras huellas. Yo tenía un miedo que ni te cuento.',
    symbols: ['feet', 'desert', 'searching', 'lost', 'sky', 'wind'],
    people: ['family'],
    emotions: ['fear'],
    notThere: ['beach', 'fire', 'car', 'eyes', 'road'],
    written: { family: 'primos' },
    outsideLexicon: ['médanos', 'huellas'],
  },
  // Ecuador (Cuenca). The fiesta (party) of the Pase del Niño: the Niño Viajero is the image of the Christ
  // child (no boy, no journey). The nephew (family, sobrino as written) dressed as a shepherd (clothes),
  // his happiness his (no joy). The horses loaded with bread and fruit (food); the carros alegóricos are
  // floats (no car), with cardboard angels and Reyes Magos (no angel, royalty or magic). "A mitad de
  // camino" is halfway (no road). The hand let go, the nephew lost in the crowd (gentío) and searched for,
  // found with a woman (stranger, written señora). "Casi me muero del susto" is fear, no death.
  {
    id: 'es17-pase-nino',
    title: 'El Pase del Niño',
    text: 'Era la fiesta del Pase del Niño en Cuenca, la víspera de Navidad, y yo iba en el desfile con mi sobrino, vestido de pastorcito. Delante llevaban al Niño Viajero en andas, y detrás venían caballos cargados de pan, frutas y botellas. En los carros alegóricos había ángeles de cartón y Reyes Magos con barbas de algodón. Mi sobrino iba feliz, saludando a todo el mundo. A mitad de camino se me soltó de la mano y lo perdí entre el gentío. Lo busqué como loca y lo encontré comiendo colada morada con una señora. Casi me muero del susto.',
    symbols: ['party', 'clothes', 'horse', 'food', 'hands', 'lost', 'searching'],
    people: ['family', 'crowd', 'stranger'],
    emotions: ['fear'],
    notThere: ['boy', 'journey', 'car', 'angel', 'royalty', 'magic', 'joy', 'road', 'death'],
    notFelt: ['joy'],
    written: { family: 'sobrino', stranger: 'señora' },
    outsideLexicon: ['andas', 'botellas', 'colada morada'],
  },
  // Bolivia (Cochabamba). The Cristo is a statue (no divine). The mother (mamá as written) climbing the
  // stairs "a pie" (no feet); "muerta de cansancio" is no death, and her being able to die "tranquila"
  // only said (no death, no calm of the dreamer's). The city, the hills (mountain), the hand. "Una pena
  // enorme" is sorrow in Bolivia: sadness.
  {
    id: 'es17-cristo',
    title: 'El Cristo',
    text: 'Subía las escaleras del Cristo de la Concordia, en Cochabamba, con mi mamá, que a sus setenta años se empeñó en subir a pie los dos mil escalones. Yo iba muerta de cansancio y ella como si nada. Arriba entramos dentro de la estatua y seguimos por una escalerita de caracol hasta los brazos. Desde ahí se veía toda la ciudad, los cerros pelados y el valle verde. Mi mamá me agarró la mano y me dijo que ya podía morirse tranquila. Me entró una pena enorme.',
    symbols: ['stairs', 'city', 'mountain', 'hands'],
    people: ['mother'],
    emotions: ['sadness'],
    notThere: ['divine', 'feet', 'death', 'calm'],
    notFelt: ['calm'],
    written: { mother: 'mamá' },
    outsideLexicon: ['estatua', 'valle'],
  },
  // Uruguay (Montevideo). A plain dream. The Semana de Turismo is a name for Easter week (no journey).
  // The boyfriend (novio as written), the gaucho (stranger, as written) and the black horse, the stand
  // shouting (crowd). Everyone running off is theirs (no fleeing); "no me podía mover" is paralysis. The
  // horse resting its muzzle on the chest is the turn; "un cariño rarísimo" is love.
  {
    id: 'es17-criolla',
    title: 'La Criolla',
    text: 'Era Semana de Turismo y estábamos en la Criolla del Prado, en Montevideo, mi novio y yo, mirando las jineteadas. Un gaucho salió montando un caballo negro que corcoveaba como loco, y la tribuna entera gritaba. De repente el caballo tiró al gaucho, saltó la valla y se vino derecho hacia nosotros. Todos salieron corriendo. Yo me quedé quieta, no me podía mover, y el caballo se paró delante mío, resoplando, y me apoyó el hocico en el pecho. Sentí un cariño rarísimo por ese animal.',
    symbols: ['horse', 'paralysis'],
    people: ['boyfriend', 'stranger', 'crowd'],
    emotions: ['love'],
    notThere: ['journey', 'fleeing'],
    written: { boyfriend: 'novio', stranger: 'gaucho' },
    turn: ['horse'],
    outsideLexicon: ['jineteadas', 'tribuna', 'valla', 'hocico'],
  },
  // Paraguay (Itapúa). A plain dream. The Jesuit ruins at night, the wife (esposa as written) and the son
  // (hijo as written), the light show, the choir (singing), the dark (a oscuras). The altar is the
  // church's (no wedding); "estábamos solos" is no loneliness. The hundreds of candles lit by no one are
  // the turn. "No de miedo" denies fear; "asombro" is wonder.
  {
    id: 'es17-trinidad',
    title: 'Las ruinas de Trinidad',
    text: 'Estaba de noche en las ruinas jesuíticas de Trinidad, en Itapúa, con mi esposa y nuestro hijo, viendo el espectáculo de luces. Las luces iban pintando las paredes de piedra roja y se oía un coro de voces en guaraní. De repente se apagó todo y quedamos a oscuras entre los muros. Mi hijo se me agarró fuerte. Cuando volvió la luz estábamos solos, y en el altar de la iglesia había cientos de velas encendidas que nadie había prendido. Sentí un escalofrío, pero no de miedo: era asombro.',
    symbols: ['ruins', 'light', 'singing', 'darkness', 'church', 'candle'],
    people: ['wife', 'son'],
    emotions: ['wonder'],
    notThere: ['wedding', 'loneliness', 'fear'],
    notFelt: ['loneliness', 'fear'],
    written: { wife: 'esposa', son: 'hijo' },
    turn: ['candle'],
    outsideLexicon: ['muros', 'altar'],
  },
  // Guatemala (Sumpango). A plain dream. The cemetery and its graves, the giant kites "más altos que una
  // casa" (a likeness: no house), the wind. The sister (hermana as written); the grandmother is only her
  // grave (no grandmother). The youths (strangers) and the boy (patojo as written): the kites' flying and
  // the one lost in the sky are no flight and no being lost of the dreamer's. The messages to the dead
  // are only said (no phone, no death). "Una tristeza dulce" is sadness.
  {
    id: 'es17-sumpango',
    title: 'Los barriletes',
    text: 'Era el Día de Todos los Santos en Sumpango y el cementerio estaba lleno de barriletes gigantes de papel de china, más altos que una casa. Yo había ido con mi hermana a visitar la tumba de mi abuela. Hacía un viento fuerte y los muchachos echaban a volar barriletes chiquitos entre las tumbas. A un patojo se le soltó el suyo y se fue alto, alto, hasta perderse. Mi hermana dijo que así les llegan los mensajes a los muertos. Me dio una tristeza dulce, de las buenas.',
    symbols: ['cemetery', 'wind'],
    people: ['sister', 'stranger', 'boy'],
    emotions: ['sadness'],
    notThere: ['house', 'grandmother', 'flying', 'lost', 'phone', 'death'],
    written: { sister: 'hermana', boy: 'patojo' },
    outsideLexicon: ['barriletes', 'papel de china'],
  },
  // Nicaragua (Granada), in the present. A plain dream. The panga (boat) among the islets (island) on the
  // lake, the father (papá as written), the boatman (stranger). The monkeys in the branches of the trees,
  // the food and the banana; the monkey runs off with the father's glasses, and "medio ciego" is his
  // short sight (no eyes). "Me río tanto que me duele la panza" is joy.
  {
    id: 'es17-isletas',
    title: 'Las isletas',
    text: 'Ando en una panga por las isletas de Granada, en el lago Cocibolca, con mi papá. El lanchero nos lleva a la isla de los monos, y los monos bajan por las ramas de los árboles a pedirnos comida. Mi papá les tira un banano. Uno salta a la panga, le quita los lentes a mi papá y se va saltando de rama en rama con ellos puestos. Yo me río tanto que me duele la panza, y mi papá, medio ciego, también se ríe.',
    symbols: ['boat', 'island', 'lake', 'monkey', 'tree', 'food'],
    people: ['father', 'stranger'],
    emotions: ['joy'],
    notThere: ['eyes'],
    written: { father: 'papá' },
    outsideLexicon: ['panga', 'lentes'],
  },
  // Dominican Republic (Samaná). The brother (hermano as written) on a launch (boat) full of tourists,
  // with the guide (strangers). The whales, dolphins and turtles are only drawn on the map (no whale,
  // no dolphin), and none appears in the sea (ocean). The tourists' fury is theirs (no anger), "gato
  // encerrado" a saying (no cat), the money only asked for (no money). The brother singing; the water
  // still "como un espejo" (no mirror). Disappointment is denied (no sadness); "en paz" is calm.
  {
    id: 'es17-samana',
    title: 'Las ballenas',
    text: 'Estaba en Samaná con mi hermano, en una lancha llena de turistas, para ver las ballenas jorobadas. El guía nos enseñaba un mapa de la bahía con ballenas, delfines y tortugas dibujados por todas partes, pero en el mar no aparecía nada, ni una aleta. Pasamos horas dando vueltas. Los turistas estaban furiosos, decían que ahí había gato encerrado y pedían que les devolvieran el dinero. Ya de vuelta, mi hermano se asomó por la borda y se puso a cantar bajito. El agua se quedó quieta, como un espejo. Yo no estaba decepcionada: estaba en paz.',
    symbols: ['boat', 'map', 'ocean', 'singing', 'water'],
    people: ['brother', 'stranger'],
    emotions: ['calm'],
    notThere: ['whale', 'dolphin', 'anger', 'cat', 'money', 'mirror', 'sadness'],
    notFelt: ['anger', 'sadness'],
    written: { brother: 'hermano' },
    outsideLexicon: ['lancha', 'tortugas', 'borda'],
  },
  // Spain (Cádiz). The carnival (party), the chirigota of the brother-in-law (family, cuñado as
  // written), the sheep costume (traje: clothes), the stage (performance), singing, the audience
  // (público: crowd), the mayor (stranger). "No tiene pelos en la lengua", "al dedillo", "ponerse las
  // pilas" and "cuando las ranas críen pelo" are idioms (no hair, hands or frog). "Me lo pasé pipa" is
  // joy.
  {
    id: 'es17-chirigota',
    title: 'La chirigota',
    text: 'Era el carnaval de Cádiz y yo salía en la chirigota de mi cuñado, con un traje de oveja, en un escenario de la plaza. Mi cuñado no tiene pelos en la lengua y todas las coplas eran contra el alcalde, que estaba en primera fila. Yo me sabía la letra al dedillo, pero cuando empezamos a cantar me quedé en blanco y solo me salía «beee». El público se partía. Mi cuñado me decía por lo bajo que me pusiera las pilas. Cuando las ranas críen pelo vuelvo yo a salir en una chirigota. Aun así, me lo pasé pipa.',
    symbols: ['party', 'clothes', 'performance', 'singing'],
    people: ['family', 'stranger', 'crowd'],
    emotions: ['joy'],
    notThere: ['hair', 'hands', 'frog'],
    written: { family: 'cuñado' },
    outsideLexicon: ['chirigota', 'coplas'],
  },
  // Puerto Rico (El Yunque). The grandmother (abuela as written), the path (sendero: road) through the
  // forest (selva). Her girlhood and the Virgin in the waterfall are only told (no girl, no divine), and
  // being a coquí that sings all night only dreamt inside the dream (no frog, no singing). The water of
  // the pool she bathes in, the rain. "Feliz" is joy, "una nostalgia enorme" nostalgia.
  {
    id: 'es17-yunque',
    title: 'anoche',
    text: 'Soñé que estaba en El Yunque con mi abuela, subiendo por un sendero de la selva entre helechos gigantes, y ella me contaba que de niña había visto a la Virgen en la cascada. En el sueño yo me quedaba dormida en una piedra y soñaba que era un coquí y cantaba toda la noche. Cuando desperté, todavía dentro del sueño, mi abuela se estaba bañando en el agua de la poza, riéndose como una muchacha. La lluvia no paraba. Me sentí feliz y, a la vez, con una nostalgia enorme.',
    symbols: ['road', 'forest', 'water', 'rain'],
    people: ['grandmother'],
    emotions: ['joy', 'nostalgia'],
    notThere: ['girl', 'divine', 'frog', 'singing'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['helechos', 'cascada', 'poza'],
  },
  // El Salvador (Nejapa). A plain dream. The bolas de fuego are real burning rags (fire) thrown in the
  // street (road) by the youths (strangers); the people shouting (crowd). The cousin (family, primo as
  // written); the shirt (clothes) catching fire. "Muerto de risa" is his laughter, no death. "Temblaba
  // del susto" is fear; the pupusas (food); "me entró la risa" is joy.
  {
    id: 'es17-nejapa',
    title: 'Las bolas de fuego',
    text: 'Era la noche de las bolas de fuego en Nejapa, y mi primo me convenció de salir a la calle con él, maquillada de calavera y con guantes mojados. Los muchachos se tiraban bolas de trapo encendidas de una esquina a otra y la gente gritaba. Una me pegó en el pecho y me prendió la camisa. Mi primo me la apagó a manotazos, muerto de risa. Yo no me quemé ni nada, pero temblaba del susto. Después nos sentamos en la acera a comer pupusas, y entonces me entró la risa a mí también.',
    symbols: ['fire', 'road', 'clothes', 'food'],
    people: ['family', 'stranger', 'crowd'],
    emotions: ['fear', 'joy'],
    notThere: ['death'],
    written: { family: 'primo' },
    outsideLexicon: ['calavera', 'guantes', 'pupusas'],
  },
  // Costa Rica (Escazú). A plain dream. The painted ox cart, the oxen (bull), the grandfather (abuelo as
  // written) as the driver; "como cuando yo era chiquita" is only a memory (no girl). The audience
  // (público: crowd), the dirt road up the mountain, the little house with its door open: the turn.
  // "Me sentí en paz" is calm.
  {
    id: 'es17-boyeros',
    title: 'Las carretas',
    text: 'Era el Día del Boyero en Escazú y yo iba sentada en una carreta pintada de colores, tirada por dos bueyes enormes, con mi abuelo de boyero, como cuando yo era chiquita. El público nos aplaudía desde las aceras. De pronto los bueyes se salieron del desfile y agarraron un camino de tierra hacia la montaña, sin que mi abuelo pudiera pararlos. Subimos entre cafetales hasta una casita con la puerta abierta. Mi abuelo me dijo: «Aquí vivías vos». Yo no me acordaba de nada, pero me sentí en paz.',
    symbols: ['bull', 'road', 'mountain', 'house', 'door'],
    people: ['grandfather', 'crowd'],
    emotions: ['calm'],
    notThere: ['girl'],
    written: { grandfather: 'abuelo' },
    turn: ['house'],
    outsideLexicon: ['carreta', 'cafetales'],
  },
];
