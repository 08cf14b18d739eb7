// Eighteenth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), mostly in the past, in situations the earlier batches did not use: a missed AVE at
// Atocha, teeth coming out at Christmas Eve dinner at the in-laws' in Valladolid, a grandmother's house
// flooding in Villahermosa, flying over the hills of Purmamarca, a brother's wedding in a storm in Villa
// de Leyva, a puma on the trail in Torres del Paine, altitude sickness on arriving in Cusco, a dead
// grandmother in her rocking chair in Camagüey, a rip current at Playa El Agua in Margarita, a night bus
// from Quito to Guayaquil whose driver falls asleep, dancing morenada in the Gran Poder of La Paz, a
// storm on the rambla of Montevideo, a final exam at the faculty in Asunción, roasting marshmallows on
// the lava of Pacaya, landing at Toncontín, learning to surf at El Tunco, a phone thrown to the
// crocodiles from the bridge over the Tárcoles, lost in the Casco Viejo of Panama on the way to a job
// interview, a cousin's wedding on the beach at Punta Cana and a childhood house in Mayagüez with a room
// never seen. Spanish, Mexican, Argentine, Colombian, Chilean, Peruvian, Cuban, Venezuelan, Ecuadorian,
// Bolivian, Uruguayan, Paraguayan, Guatemalan, Honduran, Salvadoran, Costa Rican, Panamanian, Dominican
// and Puerto Rican usage (coger el AVE, una barbaridad, el móvil, agobiadísima, los suegros, el brindis,
// el perico, la azotea, la colonia, un río café, el termo, cuando era chica, el matrimonio, se largó una
// tormenta, tenaz, el cura, el pololo, sin apuro, los gringos, el mate de coca, la pollera, me tiré sobre
// la cama, el sillón, el aguacero de las cuatro, me jalaba, chiquiticas, el salvavidas, el chofer, la
// neblina, el pueblito, la fraternidad, los zapatos de taco, el laburo, el ómnibus, el murallón, me
// convidó un mate, el colectivo, en plena avenida, los malvaviscos, la pista, me revolcó, el carro, la
// cólera, sudaba la gota gorda, la dama de honor, el merengue, el piso for the floor, me crie). About
// three quarters are plain everyday dreams with the ordinary images of dream reports (a train missed and
// being late, teeth, a flood, flying, a wedding and a storm, a chase, the dead come back, the sea and
// drowning, a bus at night by a cliff, dancing, an exam, a volcano and fire, a plane, a wave, a house
// and a room never seen) and no deliberate traps, written to see that the analysis finds everything that
// is there and nothing that is not; what they list under `notThere` is only what ordinary words bring
// with them (the AVE, "muerta de risa", "muerta de frío", "de golpe", "a pie", "de pies a cabeza", "el
// sol quemaba", "La Paz", "me mataban", "se fue la luz", la novia who is a bride, a grandmother's death
// before the scene, parents who only sold the house, toys "que yo creía perdidos"). The other quarter
// (the Nochebuena, the Torres del Paine, the Tárcoles, the Casco Viejo, Punta Cana) hold the few traps
// people write without meaning to: set phrases and idioms ("se me caía la cara de vergüenza", "me ahogo
// en un vaso de agua", "como pez en el agua", "no sabía si reír o llorar", "se morían de la risa"), a
// name holding a lexicon word (las Torres del Paine), a mother only quoted, a phone that falls, and
// feelings that are someone else's (a brother-in-law "furioso", a mother-in-law crying, a boyfriend "muy
// tranquilo", a husband who "les tiene pánico") or only told ("que no me pusiera nerviosa"). Gendered
// words as written: suegra, marido, abuela, novio, hermano, mamá, pololo, señora, primas, tía, profesor,
// primo, esposo, señor, prima. `notFelt` repeats the feelings of `notThere` that are named but not the
// dreamer's as felt. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_18: readonly EvaluationDream[] = [
  // Spain (Madrid). A plain dream of being late. The AVE is the train (no bird); the station, the
  // suitcase (luggage), the stairs, "sin aliento" (breath), the platform (andén: station), the phone
  // ringing. "Agobiadísima" is anxiety, "me eché a llorar" sadness.
  {
    id: 'es18-atocha',
    title: 'El AVE',
    text: 'Tenía que coger el AVE a Sevilla a las ocho y me quedé dormida. Llegué tarde a la estación de Atocha, corriendo con la maleta, que pesaba una barbaridad, y subí la escalera a toda prisa, sin aliento. Cuando llegué al andén, el tren ya se estaba yendo. Lo vi alejarse despacito. El móvil no paraba de sonar y yo no me atrevía ni a mirarlo. Me senté encima de la maleta en medio del andén, agobiadísima, y me eché a llorar.',
    symbols: ['late', 'station', 'luggage', 'stairs', 'breath', 'train', 'phone'],
    people: [],
    emotions: ['anxiety', 'sadness'],
    notThere: ['bird'],
  },
  // Spain (Valladolid). Christmas Eve dinner (party, food) at the in-laws' house (house); the husband's
  // family (family, written suegra) and the husband (marido as written). The teeth and molars spat into
  // the napkin. The brother-in-law's fury and the mother-in-law's crying are theirs (no anger, no
  // sadness). "Se me caía la cara de vergüenza" is shame, no face and no falling.
  {
    id: 'es18-nochebuena',
    title: 'Nochebuena',
    text: 'Era Nochebuena en casa de mis suegros, en Valladolid, con toda la familia de mi marido alrededor de la mesa. Estábamos cenando cordero cuando noté que se me movía un diente. Luego otro. Fui escupiendo las muelas en la servilleta, una detrás de otra, sin que nadie se diera cuenta. Mi cuñado estaba furioso porque el cordero estaba seco, y mi suegra lloraba. Cuando mi marido me pidió que hiciera el brindis, abrí la boca y no me quedaba ni un diente. Se me caía la cara de vergüenza.',
    symbols: ['party', 'house', 'food', 'teeth'],
    people: ['family', 'husband'],
    emotions: ['shame'],
    notThere: ['anger', 'sadness', 'face', 'falling'],
    notFelt: ['anger', 'sadness'],
    written: { family: 'suegra', husband: 'marido' },
    outsideLexicon: ['cordero', 'servilleta', 'brindis'],
  },
  // Mexico (Villahermosa). A plain dream. The grandmother's house (abuela as written, there) flooding in
  // the rain; the water under the door, the parakeet (bird), the stairs up to the roof, the photos, the
  // rescue launch (boat). "Un río café" is a likeness (no river). The grandmother's laughter is hers (no
  // joy). "Muchísimo miedo" is fear.
  {
    id: 'es18-tabasco',
    title: 'La inundación',
    text: 'Estaba en la casa de mi abuela en Villahermosa y empezó a llover como nunca. En una hora se nos inundó la casa: el agua entraba por debajo de la puerta y enseguida nos llegó a las rodillas. Mi abuela, con sus ochenta años, se subió a la mesa del comedor con su perico en la jaula. Yo subía las cosas a la azotea por la escalera: las fotos, los papeles, la tele. Desde arriba toda la colonia era un río café. Al final llegó una lancha a rescatarnos. Yo tenía muchísimo miedo, pero mi abuela se reía.',
    symbols: ['house', 'rain', 'flood', 'water', 'door', 'bird', 'stairs', 'photo', 'boat'],
    people: ['grandmother'],
    emotions: ['fear'],
    notThere: ['river', 'joy'],
    notFelt: ['joy'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['perico', 'jaula', 'azotea'],
  },
  // Argentina (Jujuy). A plain flying dream. The boyfriend (novio as written), the hill of the Seven
  // Colours and the hills (mountain), flying over the little adobe houses (house), the wind, the night
  // and the stars (sky), his hand waving. "Como cuando era chica" is only a memory (no girl); "feliz" is
  // joy.
  {
    id: 'es18-purmamarca',
    title: 'Los Siete Colores',
    text: 'Estaba en Purmamarca, en Jujuy, con mi novio, mirando el cerro de los Siete Colores, y de repente me di cuenta de que podía volar. Le di el termo del mate y me elevé despacito, por encima de las casitas de adobe y de los cardones. Volé sobre los cerros, rojos, verdes, violetas, con el viento de frente, hasta que se hizo de noche y salieron las estrellas. Abajo, mi novio se hacía chiquito y me saludaba con la mano. No quería bajar nunca. Me sentía libre, feliz como cuando era chica.',
    symbols: ['mountain', 'flying', 'house', 'wind', 'sky', 'hands'],
    people: ['boyfriend'],
    emotions: ['joy'],
    notThere: ['girl'],
    written: { boyfriend: 'novio' },
    outsideLexicon: ['termo', 'mate', 'cardones'],
  },
  // Colombia (Villa de Leyva). A plain wedding. The brother's wedding (hermano as written) in the stone
  // church; the priest (cura) is a stranger. The storm and its thunder, the lights out and the dark
  // (darkness; "se fue la luz" names no light), the candles lit by the mother (mamá as written). "La
  // novia" is the bride (no girlfriend), and her crying is hers (no sadness). Dancing barefoot (feet) in
  // the downpour (rain); "feliz" and "muerta de risa" are joy, no death.
  {
    id: 'es18-villa-de-leyva',
    title: 'El matrimonio',
    text: 'Era el matrimonio de mi hermano en Villa de Leyva, en una iglesia de piedra frente a la plaza. Justo cuando el cura les preguntó si aceptaban, se largó una tormenta tenaz, con truenos que hacían temblar los vitrales. Se fue la luz y quedamos a oscuras, con la novia llorando. Mi mamá prendió unas velas y la ceremonia siguió así. A la salida, la plaza empedrada era un charco gigante, y todos bailamos bajo el aguacero, descalzos. Yo estaba feliz, empapada y muerta de risa.',
    symbols: ['wedding', 'church', 'storm', 'darkness', 'candle', 'dancing', 'rain', 'feet'],
    people: ['brother', 'stranger', 'mother'],
    emotions: ['joy'],
    notThere: ['girlfriend', 'sadness', 'death'],
    notFelt: ['sadness'],
    written: { brother: 'hermano', mother: 'mamá' },
    outsideLexicon: ['vitrales', 'plaza', 'charco'],
  },
  // Chile (Torres del Paine). The Torres del Paine are a name (no castle). The boyfriend (pololo as
  // written), the trail (sendero: road) among the hills (mountain), the wind. The puma follows (chased),
  // and running to the hut without looking back is fleeing. The tourists (gringos) are strangers; the
  // boyfriend's calm is his (no calm). "Aterrada" is fear.
  {
    id: 'es18-torres-paine',
    title: 'El puma',
    text: 'Estaba haciendo el circuito de las Torres del Paine con mi pololo y nos separamos en un sendero entre los cerros. El viento era tan fuerte que me tiraba para atrás. De repente vi un puma sentado en una roca, mirándome. Empecé a caminar más rápido y él se bajó de la roca y me siguió, sin apuro, a unos metros. Corrí hasta el refugio sin mirar para atrás. Cuando llegué, mi pololo estaba tomando té con unos gringos, muy tranquilo. Yo estaba aterrada.',
    symbols: ['road', 'mountain', 'wind', 'chased', 'fleeing'],
    people: ['boyfriend', 'stranger'],
    emotions: ['fear'],
    notThere: ['castle', 'calm'],
    notFelt: ['calm'],
    written: { boyfriend: 'pololo' },
    outsideLexicon: ['puma', 'roca', 'refugio'],
  },
  // Peru (Cusco). A plain dream. The plane, the mother (mamá as written), "me faltaba el aire" (breath),
  // the hotel, the stairs, the photos, the bed (bedroom). The mother's happiness is hers (no joy). The
  // woman in a pollera (clothes; stranger, written señora), her hand on the forehead, her song in Quechua
  // (singing). "Un alivio enorme" is relief.
  {
    id: 'es18-cusco',
    title: 'El soroche',
    text: 'Llegué a Cusco en avión con mi mamá para ir a Machu Picchu, y apenas bajamos me faltaba el aire. En el hotel nos dieron mate de coca, pero yo no podía ni subir la escalera hasta el cuarto. Mi mamá, en cambio, estaba feliz, corriendo por la plaza y tomando fotos. Me tiré sobre la cama y el techo empezó a dar vueltas. Entonces entró una señora con pollera y sombrero, me puso la mano en la frente y me cantó algo en quechua. Se me pasó todo. Sentí un alivio enorme.',
    symbols: ['plane', 'breath', 'hotel', 'stairs', 'photo', 'bedroom', 'clothes', 'hands', 'singing'],
    people: ['mother', 'stranger'],
    emotions: ['relief'],
    notThere: ['joy'],
    notFelt: ['joy'],
    written: { mother: 'mamá', stranger: 'señora' },
    outsideLexicon: ['mate de coca', 'plaza', 'sombrero'],
  },
  // Cuba (Camagüey). A plain dream of the dead come back: the grandmother (abuela as written) is there,
  // her death only before the scene (no death). Her house and its patio, the coffee made in the kitchen,
  // the neighbour on a bicycle (no people id), the afternoon downpour (rain). Crying on waking is
  // sadness, "en paz" calm.
  {
    id: 'es18-camaguey',
    title: 'El sillón',
    text: 'Soñé que estaba en el patio de la casa de mi abuela en Camagüey, ella en su sillón, meciéndose y abanicándose, como todas las tardes. Murió hace cinco años, pero en el sueño era lo más normal del mundo. Me hizo un café en la cocina y me preguntó por todo el mundo, uno por uno. Pasó un vecino en bicicleta y la saludó. Empezó a llover, ese aguacero de las cuatro, y nos quedamos mirando la lluvia sin decir nada. Cuando me desperté lloré un buen rato, pero también me sentí en paz.',
    symbols: ['house', 'kitchen', 'bicycle', 'rain'],
    people: ['grandmother'],
    emotions: ['sadness', 'calm'],
    notThere: ['death'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['patio', 'sillón', 'café', 'vecino'],
  },
  // Venezuela (Margarita). A plain dream of drowning. Playa El Agua is a name, but the beach (orilla,
  // arena) and the water are there. The cousins (family, primas as written), the sea (ocean), the waves,
  // swimming without getting anywhere, drowning; the lifeguard is a stranger. "Un susto que no te
  // imaginas" is fear.
  {
    id: 'es18-margarita',
    title: 'Bandera roja',
    text: 'Estaba en Playa El Agua, en Margarita, con mis primas, y me metí al mar aunque había bandera roja. Las olas eran enormes. Una me revolcó y, cuando saqué la cabeza, ya estaba lejísimos de la orilla. La corriente me jalaba para adentro y yo nadaba y nadaba sin avanzar. Tragaba agua, me ahogaba. Veía a mis primas en la arena, chiquiticas, haciéndome señas. Entonces llegó nadando un salvavidas, me agarró y me sacó. Me desperté tosiendo, con un susto que no te imaginas.',
    symbols: ['beach', 'ocean', 'wave', 'swimming', 'water', 'drowning'],
    people: ['family', 'stranger'],
    emotions: ['fear'],
    written: { family: 'primas' },
    outsideLexicon: ['bandera roja', 'corriente'],
  },
  // Ecuador. A plain dream. The night bus down the cordillera (mountain), the sleeping passengers and
  // the driver (strangers); the steering wheel (volante) is the bus's (no car). The drop (barranco:
  // cliff), the little town (city) with its lights (light). "Temblaba de pies a cabeza del susto" is
  // fear, no feet.
  {
    id: 'es18-guayaquil',
    title: 'El bus de la noche',
    text: 'Iba de noche en un bus de Quito a Guayaquil, bajando la cordillera entre la neblina. Todos dormían menos yo. En una curva me di cuenta de que el chofer también estaba dormido, con la cabeza sobre el volante. Corrí hasta adelante y lo sacudí, pero el bus siguió bajando solo, cada vez más rápido, al borde del barranco. Nadie se despertaba. Agarré el volante yo misma y, no sé cómo, lo llevé hasta abajo, hasta un pueblito con luces. Temblaba de pies a cabeza del susto.',
    symbols: ['bus', 'mountain', 'cliff', 'city', 'light'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['car', 'feet'],
    outsideLexicon: ['neblina', 'curva'],
  },
  // Bolivia (La Paz). A plain dream. Dancing morenada in the Gran Poder (La Paz is a name: no calm) with
  // the aunt's fraternity (family, tía as written); the pollera and the hat (clothes), the heeled shoes
  // "que me mataban" (no killing), the avenue (road), the thousands applauding (crowd), the band
  // (singing), hardly able to breathe (breath), barefoot (feet). "Contentísima" is joy.
  {
    id: 'es18-gran-poder',
    title: 'Morenada',
    text: 'Soñé que bailaba morenada en el Gran Poder, en La Paz, en la fraternidad de mi tía. Llevaba una pollera pesadísima, el sombrero y unos zapatos de taco que me mataban. Bajábamos por la avenida entre miles de personas que aplaudían, con la banda tocando detrás. Mi tía bailaba delante, sin cansarse nunca, y yo apenas podía respirar por la altura. A mitad del recorrido me quité los zapatos y seguí descalza, y nadie dijo nada. Terminé agotada pero contentísima.',
    symbols: ['dancing', 'clothes', 'shoes', 'road', 'singing', 'breath', 'feet'],
    people: ['family', 'crowd'],
    emotions: ['joy'],
    notThere: ['calm', 'killing'],
    written: { family: 'tía' },
    outsideLexicon: ['morenada', 'banda'],
  },
  // Uruguay (Montevideo). A plain dream of a storm. The bicycle on the rambla, coming back from work
  // (laburo, no office); "de golpe" is suddenly (no fight). The black sky, the wind, the waves, the bus
  // (ómnibus), the bus stop (station), the woman (stranger, written señora) and her dog, the lightning
  // (storm) striking the sea (ocean): nobody falls. "Muerta de frío" is no death; "tranquila" is calm.
  {
    id: 'es18-rambla',
    title: 'Temporal',
    text: 'Iba en bicicleta por la rambla de Montevideo, volviendo del laburo, y de golpe se levantó un temporal. El cielo se puso negro, el viento me empujaba contra el murallón y las olas saltaban por encima y me empapaban. Un ómnibus pasó a mi lado y me salpicó entero. Dejé la bici tirada y me refugié en la parada, con una señora y su perro. Los relámpagos caían en el mar, uno detrás de otro. La señora me convidó un mate. Yo estaba muerta de frío, pero, rarísimo, tranquila.',
    symbols: ['bicycle', 'sky', 'wind', 'wave', 'bus', 'station', 'dog', 'storm', 'ocean'],
    people: ['stranger'],
    emotions: ['calm'],
    notThere: ['fight', 'falling', 'death'],
    written: { stranger: 'señora' },
    outsideLexicon: ['rambla', 'murallón', 'mate'],
  },
  // Paraguay (Asunción). A plain exam dream, typed in a hurry. The final exam at the faculty (school),
  // late because the bus (colectivo) stopped on the avenue (road), the classroom, the teacher (profesor
  // as written), the clock spinning. "Angustiada" is anxiety.
  {
    id: 'es18-asuncion',
    title: 'El final',
    text: 'Examen final de Anatomía en la facultad, en Asunción. Llegué tarde porque el colectivo se quedó parado en plena avenida. Entré corriendo al aula, el profesor ya había repartido las hojas, y las preguntas estaban en un idioma que yo no conocía. El reloj de la pared giraba a toda velocidad. Sonó el timbre y mi hoja seguía en blanco. Me desperté angustiada.',
    symbols: ['exam', 'school', 'late', 'bus', 'road', 'clock'],
    people: ['teacher'],
    emotions: ['anxiety'],
    written: { teacher: 'profesor' },
    outsideLexicon: ['hojas', 'timbre'],
  },
  // Guatemala (Pacaya). A plain dream. The volcano and its lava, the brother (hermano as written), the
  // guide (stranger), on horseback and then "a pie" (no feet). The marshmallows (food), the brother's
  // shoe melting, the ground shaking (earthquake), the burst of fire, running down from the lava
  // (fleeing). "Un miedo terrible" is fear.
  {
    id: 'es18-pacaya',
    title: 'Malvaviscos',
    text: 'Subí al volcán de Pacaya con mi hermano y un guía, a caballo la primera parte y después a pie, por la ceniza negra. Arriba el guía nos dio malvaviscos para asarlos en la lava, que bajaba despacito por una grieta, roja y hirviendo. Mi hermano se acercó demasiado y se le derritió la suela del zapato. De pronto la tierra empezó a temblar y del cráter salió un chorro de fuego. Bajamos corriendo por la ceniza, resbalando, con la lava detrás. Me desperté con un miedo terrible.',
    symbols: ['volcano', 'horse', 'food', 'shoes', 'earthquake', 'fire', 'fleeing'],
    people: ['brother', 'stranger'],
    emotions: ['fear'],
    notThere: ['feet'],
    written: { brother: 'hermano' },
    outsideLexicon: ['ceniza', 'malvaviscos', 'cráter'],
  },
  // Honduras (Tegucigalpa). A plain dream. The plane, the airport, the mother (mamá as written) holding
  // the hand, the pilot heard (stranger), the hills (mountain), the houses and the washing on the line
  // (clothes); the whole plane applauding is a crowd. "De golpe" is no fight; crying with relief is no
  // sadness. Relief and "la alegría de estar en casa" are the dreamer's.
  {
    id: 'es18-toncontin',
    title: 'Toncontín',
    text: 'Venía en avión a Tegucigalpa con mi mamá, después de diez años en Houston, y el piloto anunció que íbamos a aterrizar en el aeropuerto de Toncontín. Mi mamá me agarró la mano. El avión bajaba entre los cerros, tan cerca de las casas que se veía la ropa tendida en los patios. Dio una vuelta cerradísima, casi rozando un techo, y frenó de golpe al final de la pista. Todo el avión aplaudió. Yo lloraba y me reía a la vez, del alivio y de la alegría de estar en casa.',
    symbols: ['plane', 'airport', 'hands', 'mountain', 'house', 'clothes'],
    people: ['mother', 'stranger', 'crowd'],
    emotions: ['relief', 'joy'],
    notThere: ['fight', 'sadness'],
    notFelt: ['sadness'],
    written: { mother: 'mamá' },
    outsideLexicon: ['pista', 'patios', 'techo'],
  },
  // El Salvador (El Tunco). A plain dream. The cousin (family, primo as written) and the surfers
  // (strangers); falling off the board, the water of the sea (ocean), the sun ("quemaba": no fire), the
  // wave, frozen on the board (paralysis), the beach, the hair full of sand. "¡Qué susto!" is fear.
  {
    id: 'es18-el-tunco',
    title: 'La ola',
    text: 'Estaba en El Tunco con mi primo, aprendiendo a surfear. Él se paraba en la tabla como si nada y yo me caía a cada rato. El agua del mar estaba tibia y el sol quemaba. De repente vi venir una ola gigantesca, más alta que las rocas, y todos los surfistas empezaron a remar mar adentro. Yo me quedé paralizada, agarrada a la tabla. La ola me pasó por encima y me revolcó contra el fondo. Salí a la playa tosiendo, con el pelo lleno de arena. ¡Qué susto!',
    symbols: ['falling', 'water', 'ocean', 'sun', 'wave', 'paralysis', 'beach', 'hair'],
    people: ['family', 'stranger'],
    emotions: ['fear'],
    notThere: ['fire'],
    written: { family: 'primo' },
    outsideLexicon: ['tabla de surf', 'rocas'],
  },
  // Costa Rica (Tárcoles). The car, the bridge over the river, the crocodiles in the mud ("como troncos"
  // a likeness). The husband (esposo as written); his panic is his (no fear). The phone slips from the
  // hand ("se me cayó": no falling of the dreamer's). The tourists (strangers) "se morían de la risa" (no
  // death). "No sabía si reír o llorar" is a saying (no sadness), and "más risa que cólera" gives the
  // dreamer's joy, no anger.
  {
    id: 'es18-tarcoles',
    title: 'Los cocodrilos',
    text: 'Íbamos en el carro para Jacó y paramos en el puente del río Tárcoles a ver los cocodrilos, como hace todo el mundo. Había como veinte, enormes, tirados en el barro como troncos. Mi esposo, que les tiene pánico, no se quiso bajar del carro. Yo me asomé por la baranda y el celular se me cayó de la mano, directo al río. Un cocodrilo se lo tragó de un bocado. Los turistas se morían de la risa. Yo no sabía si reír o llorar, pero la verdad, me dio más risa que cólera.',
    symbols: ['car', 'bridge', 'river', 'crocodile', 'mud', 'phone', 'hands'],
    people: ['husband', 'stranger'],
    emotions: ['joy'],
    notThere: ['fear', 'falling', 'death', 'sadness', 'anger'],
    notFelt: ['fear', 'sadness', 'anger'],
    written: { husband: 'esposo' },
    outsideLexicon: ['baranda'],
  },
  // Panama (Casco Viejo). The job interview's office is found at last (office); lost in the streets
  // (road), the man asked (stranger, written señor), late ("iba tardísimo"), the church. The mother is
  // only quoted, and "me ahogo en un vaso de agua" is a saying (no mother, no drowning, no water). "Una
  // rabia tremenda" is anger, then relief.
  {
    id: 'es18-casco-viejo',
    title: 'La entrevista',
    text: 'Tenía una entrevista de trabajo en el Casco Viejo a las nueve y me perdí entre esas calles que son todas iguales. Le pregunté a un señor y me mandó para el lado contrario. Ya eran las nueve y media, iba tardísimo y sudaba la gota gorda. Mi mamá siempre dice que me ahogo en un vaso de agua, y ahí estaba yo, dando vueltas delante de la misma iglesia. Al final encontré la oficina: estaba cerrada, con un letrero que decía «Vuelva mañana». Me dio una rabia tremenda y después, no sé por qué, un alivio enorme.',
    symbols: ['office', 'lost', 'road', 'late', 'church'],
    people: ['stranger'],
    emotions: ['anger', 'relief'],
    notThere: ['mother', 'drowning', 'water'],
    written: { stranger: 'señor' },
    outsideLexicon: ['letrero'],
  },
  // Dominican Republic (Punta Cana). The cousin's wedding (family, prima as written) on the beach. The
  // aunt's "que no me pusiera nerviosa" is only told (no anxiety); "como pez en el agua" is at ease: calm,
  // no fish and no water. The wind, the sea (ocean), everyone watching (crowd), the hand, singing a
  // merengue, dancing; "me moría de la risa" is joy, no death.
  {
    id: 'es18-punta-cana',
    title: 'El poema',
    text: 'Era la boda de mi prima en una playa de Punta Cana y yo era la dama de honor. Tenía que leer un poema, y mi tía me había dicho cien veces que no me pusiera nerviosa. Yo, la verdad, estaba como pez en el agua. Pero cuando abrí la boca, el viento se llevó el papel al mar y no me acordaba de nada. Me quedé en blanco delante de todos. Mi prima me dio la mano y me susurró que le cantara algo. Canté un merengue, todo el mundo se puso a bailar y yo me moría de la risa.',
    symbols: ['wedding', 'beach', 'wind', 'ocean', 'hands', 'singing', 'dancing'],
    people: ['family', 'crowd'],
    emotions: ['calm', 'joy'],
    notThere: ['anxiety', 'fish', 'water', 'death'],
    notFelt: ['anxiety'],
    written: { family: 'prima' },
    outsideLexicon: ['poema', 'papel'],
  },
  // Puerto Rico (Mayagüez). A plain dream. The house where the dreamer grew up (house, childhood home);
  // the parents only sold it (no father). The doors, the corridor (hallway), the room never known
  // (hidden room, the turn), the toys once thought lost (toy; no being lost), the window onto the sea
  // (ocean). "Una nostalgia tan grande" is nostalgia.
  {
    id: 'es18-mayaguez',
    title: 'El cuarto',
    text: 'Volvía a la casa donde me crie, en Mayagüez, que mis papás vendieron hace años. Los nuevos dueños no estaban y la puerta estaba abierta. Todo estaba igual: el piso de losetas, las persianas, el olor a café. Al final del pasillo había una puerta que yo no recordaba. La abrí y era un cuarto que no conocía, lleno de juguetes míos que yo creía perdidos, con una ventana que daba al mar. Me senté en el piso a mirarlos uno por uno. Sentí una nostalgia tan grande que me dolía el pecho.',
    symbols: ['house', 'childhood_home', 'door', 'hallway', 'hidden_room', 'toy', 'window', 'ocean'],
    people: [],
    emotions: ['nostalgia'],
    notThere: ['father', 'lost'],
    turn: ['hidden_room'],
    outsideLexicon: ['losetas', 'persianas'],
  },
];
