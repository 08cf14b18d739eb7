// Thirteenth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: teeth coming out at the ambulatorio
// in Vallecas, a black dog chasing the dreamer in a colonia of Guadalajara, the subte stuck in a tunnel
// in Buenos Aires, a groom arriving late by bicycle to a church in Medellín, a missed micro on the way
// to work in Santiago, a combi driving into the sea at the Costa Verde, a dead grandmother making
// tortillas in Xela, the river rising in the Chacarita of Asunción, an old photo at the Tristán Narvaja
// fair in Montevideo, the petrol queue in Maracaibo, the swing over the gorge at Baños, a newborn at a
// mother's house in Triana, a barn owl at the window of a ranch near Linares, a mother's surgery at a
// clinic in Cali, a visit to the cerro Alegre in Valparaíso, a lucid flight over Barcelona, a dead
// father's kiosco in Córdoba, a recurring dream of an empty pool in Asturias, a white horse in a living
// room in Moca and a coquí in a bedroom in Caguas. Spanish, Mexican, Argentine, Colombian, Chilean,
// Peruvian, Guatemalan, Paraguayan, Uruguayan, Venezuelan, Ecuadorian, Dominican and Puerto Rican usage
// (la médica de cabecera, el numerito, la tiendita, la colonia, la caja of a pickup, igualito, el
// subte, de a poco, el matrimonio for a wedding, el celular, atrasadísima, la pega, el paradero, la
// micro, la torta, la combi, el cobrador, el chofer, agarrar la bajada, tortear, el comal, la lámina,
// chuecas, la crecida, la heladera, el veterano, la cola, el chamo, la bomba and el bombero of a petrol
// station, mija, el columpio, el barranco, el novio for a boyfriend, el rancho, prender, nomás, el
// monte, el tinto, el piso for the floor, mi hija chica, las sopaipillas, mi viejo, el nene, la plata,
// la persiana, el bañador, el polideportivo, el trampolín, el plátano, la mecedora, el coquí, pegar un
// ojo, nena). About two thirds are plain everyday dreams with the ordinary images of dream reports
// (teeth, a chase, a wedding, lateness, water and a flood, the dead come back, a baby, falling,
// animals, a house) and few traps, written to see that nothing is found that is not there; the others
// lean on what a word-matching reader gets wrong: images negated or absent ("no había ni uno", "la
// piscina no tenía agua", "no había nadie"), only in a photo, a saying or a wish (a grandmother's
// wedding in an old photograph, "cuando la lechuza canta, alguien se muere", the cats a daughter wants
// to see); things named in idioms and likenesses ("como sardina", "flotaba como una lancha", "como
// tronco", "a mis pies", "del tamaño de un perro", "como un viejito", "no me dejaba pegar un ojo", "el
// corazón en la garganta"); feelings denied or turned round ("No me dio miedo", "Yo no tenía miedo, la
// verdad", "Nadie se enojaba", "me moría de risa", "llorando de alegría", "una pena rara"); feelings
// that belong to someone else or to things (a doctor "tan tranquila", a sea "tranquilo", a conductor
// shouting, guests growing restless, a sister's tears, a grandmother's laughter, "Tranquila, mija");
// words and names with two senses in context (el cerro Alegre, la Sagrada Familia and its towers, la
// caja of a pickup, el monte, la bomba, el golpe al volante, cantar of an owl, a coquí and cockerels,
// "mi amor" said to a horse, "mi viejo", Baños, "de pie", "a pie"); and people only talked about,
// remembered, phoned or named only as owners ("el kiosco de mi viejo", "el rancho de mis suegros", "mi
// suegra dice", "la casa de mis padres", "llama a tu abuela", a mother phoned) beside people really
// present (a dead grandmother at her comal, a mother on a stretcher, a groom late for his wedding).
// Gendered words as written: médica, novio, mamá, jefe, abuela, hermano, veterano, madre, papá, chamo,
// padre, esposo, hermana, cirujano, hija, nene, maestra, tía, señor. `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt. None of the named people come back from
// earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_13: readonly EvaluationDream[] = [
  // Spain (Madrid). A plain dream. The ambulatorio is a clinic (hospital), the number held in the hand;
  // the doctor (médica as written) looks in the mouth with a torch (candle). The teeth coming out into
  // the palm of the hand: a tooth that "se cayó" is no fall (as in es4-entrevista). Her calm is hers
  // ("tan tranquila"). Out in the street (road), "muerta de vergüenza" is shame, no death.
  {
    id: 'es13-ambulatorio',
    title: 'Son de leche',
    text: 'Estaba en el ambulatorio de mi barrio, en Vallecas, con el numerito en la mano, esperando a que me llamara la médica de cabecera. Cuando por fin entré, le dije que se me movían los dientes. Ella me miró la boca con una linterna y me dijo, tan tranquila: «Normal, son de leche; esta semana se le caen todos». En ese momento se me cayó uno en la palma de la mano, y luego otro. Yo tengo cuarenta y dos años. Salí a la calle con los dientes envueltos en un pañuelo, muerta de vergüenza.',
    symbols: ['hospital', 'hands', 'teeth', 'candle', 'road'],
    people: ['doctor'],
    emotions: ['shame'],
    notThere: ['calm', 'falling', 'death'],
    notFelt: ['calm'],
    written: { doctor: 'médica' },
    outsideLexicon: ['ambulatorio', 'pañuelo'],
  },
  // Mexico (Guadalajara). A plain dream. The tiendita is only where the dreamer was going (no shop).
  // The big black dog chases her and she runs (chased, fleeing); "con el corazón en la garganta" is
  // fear, no heart. Climbing onto the bed of a pickup ("la caja", no box). The white patch on the eye
  // is the dog's marking (no eyes), and "cuando yo era niña" only a memory (no girl). The dog
  // recognised as Canelo is the turn; "llorando de alegría" is joy, no sadness.
  {
    id: 'es13-perro',
    title: 'El Canelo',
    text: 'Iba caminando a la tiendita de la esquina, en mi colonia en Guadalajara, cuando salió un perro negro enorme de un terreno baldío y empezó a perseguirme. Corrí como loca media cuadra, con el corazón en la garganta, y me trepé a la caja de una camioneta estacionada. El perro se quedó abajo, ladrando y dando vueltas. Entonces se sentó, movió la cola, y vi que tenía una mancha blanca en el ojo, igualito que el Canelo, el perro que tuvimos cuando yo era niña. Me bajé llorando de alegría y lo abracé.',
    symbols: ['dog', 'chased', 'fleeing', 'climbing'],
    people: [],
    emotions: ['fear', 'joy'],
    notThere: ['shop', 'heart', 'box', 'eyes', 'girl', 'sadness'],
    notFelt: ['sadness'],
    turn: ['dog'],
    outsideLexicon: ['terreno baldío', 'camioneta'],
  },
  // Argentina (Buenos Aires). A plain dream. The subte (train, its carriage) stopped in the tunnel
  // (cave) between two stations; "apretada como sardina" is a likeness (no fish), and the packed
  // carriage a crowd. The lights going out (darkness); "angustiarme" is anxiety, and being stuck there
  // is trapped. The old man (wise_elder, written señor) plays a tango and everyone sings. The light
  // coming back on at the station of the dreamer's town (station, city) is the turn; "tranquila" is
  // calm.
  {
    id: 'es13-subte',
    title: 'Línea B',
    text: 'Iba en el subte, en la línea B, a las ocho de la mañana, apretada como sardina, y el tren se quedó parado en el túnel entre dos estaciones. Se apagaron las luces. Nadie decía nada, y yo empecé a angustiarme, segura de que nos íbamos a quedar ahí encerrados para siempre. Entonces un señor mayor sacó un bandoneón y se puso a tocar un tango, y de a poco todo el vagón se puso a cantar. Cuando volvió la luz, estábamos en la estación de mi pueblo, en Chivilcoy, y yo estaba tranquila.',
    symbols: ['train', 'cave', 'darkness', 'trapped', 'singing', 'light', 'station', 'city'],
    people: ['crowd', 'wise_elder'],
    emotions: ['anxiety', 'calm'],
    notThere: ['fish'],
    written: { wise_elder: 'señor' },
    turn: ['station'],
    outsideLexicon: ['subte', 'bandoneón'],
  },
  // Colombia (Medellín). A plain dream. "Matrimonio" is the wedding, at the church door, the dreamer in
  // her dress (clothes). The groom (novio as written) is late, then comes by bicycle in the rain, his
  // suit (clothes) covered in mud. The mother (written mamá) phones him. The guests growing restless is
  // their anxiety; everyone applauding is a crowd. "Me sentí feliz" is joy.
  {
    id: 'es13-matrimonio',
    title: 'El novio no llegaba',
    text: 'Era el día de mi matrimonio, en la iglesia de Laureles, en Medellín, y el novio no llegaba. Yo estaba en la puerta con el vestido puesto, sudando, y mi mamá lo llamaba al celular cada dos minutos. Los invitados ya se estaban inquietando. A la hora apareció Julián en bicicleta, empapado porque estaba lloviendo, con el traje lleno de barro y una sonrisa de oreja a oreja. Todo el mundo aplaudió. Yo me reí tanto que se me corrió el rímel. Me sentí feliz.',
    symbols: ['wedding', 'church', 'door', 'clothes', 'phone', 'bicycle', 'rain', 'mud'],
    people: ['boyfriend', 'mother', 'crowd'],
    emotions: ['joy'],
    notThere: ['anxiety'],
    notFelt: ['anxiety'],
    written: { boyfriend: 'novio', mother: 'mamá' },
    outsideLexicon: ['rímel'],
  },
  // Chile (Santiago). A plain dream. "Atrasadísima a la pega" is being late for work; the micro is a
  // bus, missed at the stop (paradero), then the metro (train) to a station that does not exist. The
  // office and the boss (jefe as written) at the door with a cake (torta, food) and candles: a birthday
  // the dreamer had forgotten (party). The shame is hers, and "me dio risa" is joy.
  {
    id: 'es13-micro',
    title: 'La pega',
    text: 'Soñé que iba atrasadísima a la pega. Corrí al paradero, pero la micro pasó de largo, repleta, y la siguiente no venía nunca. Tomé el metro en Baquedano y me bajé en una estación que no existe. Cuando por fin llegué a la oficina eran las doce, y mi jefe, don Raúl, me estaba esperando en la puerta con una torta con velas. Resulta que era mi cumpleaños y yo ni me acordaba. Me dio una vergüenza tremenda, pero también me dio risa, y soplé las velas.',
    symbols: ['late', 'bus', 'train', 'station', 'office', 'door', 'food', 'candle', 'party'],
    people: ['boss'],
    emotions: ['shame', 'joy'],
    written: { boss: 'jefe' },
    outsideLexicon: ['paradero', 'micro'],
  },
  // Peru (Lima). The combi is a minibus (bus), its driver, conductor and passengers strangers, packed
  // (crowd), the dreamer standing ("de pie", no feet). The conductor's shouting is no anger of
  // anyone's, and the driver "manejaba" a bus, no car. The avenue and the road down (road), the beach,
  // the sea. The combi does not sink (no drowning); "flotaba como una lancha" is a likeness (no flight,
  // no boat). The windows, the pelicans (bird). "Me moría de risa" is joy, no death; the sea
  // "tranquilo" is no calm of the dreamer's.
  {
    id: 'es13-combi',
    title: '¡Al fondo hay sitio!',
    text: 'Iba en una combi por la Javier Prado, de pie, doblada en dos, y el cobrador gritaba «¡al fondo hay sitio!» aunque no cabía ni un alfiler. El chofer manejaba como loco. De repente agarró la bajada a la Costa Verde, siguió de frente por la playa y se metió al mar. La combi no se hundió: flotaba como una lancha, y todos los pasajeros sacaron la cabeza por las ventanas para ver a los pelícanos. Yo me moría de risa. El mar estaba tranquilo, y nadie quería bajarse.',
    symbols: ['bus', 'road', 'beach', 'ocean', 'window', 'bird'],
    people: ['stranger', 'crowd'],
    emotions: ['joy'],
    notThere: ['feet', 'anger', 'car', 'drowning', 'flying', 'boat', 'death', 'calm'],
    notFelt: ['anger', 'calm'],
    outsideLexicon: ['combi', 'cobrador', 'pelícanos'],
  },
  // Guatemala (Xela). A plain dream of the dead come back: the grandmother (abuela as written) in her
  // house and its smoke kitchen, her death only before the scene (no death). The downpour that "caía"
  // on the tin roof is rain, no fall; the tortilla and the cheese (food), the dough in the hands. Her
  // laughter is hers. The smell of firewood is after waking; the nostalgia is the dreamer's.
  {
    id: 'es13-xela',
    title: 'Las tortillas',
    text: 'Estaba en la casa de mi abuela en Xela, en la cocina de humo, y ella estaba torteando en el comal como siempre, aunque murió hace seis años. Afuera caía un aguacero que sonaba en la lámina. Me dio una tortilla con sal y un poquito de queso y me dijo que ya era hora de que yo aprendiera. Me puso la masa en las manos y me enseñó con paciencia. Las mías salían chuecas y ella se reía. Yo no quería despertarme. Me desperté con olor a leña y una nostalgia tremenda.',
    symbols: ['house', 'kitchen', 'rain', 'food', 'hands'],
    people: ['grandmother'],
    emotions: ['nostalgia'],
    notThere: ['death', 'falling', 'joy'],
    notFelt: ['joy'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['comal', 'masa', 'lámina', 'leña'],
  },
  // Paraguay (Asunción). A plain dream. The river rising (river, flood), its brown water up the street
  // (road); the brother and the mother (as written). The hens floating past are birds, and "flotando"
  // is theirs, no flight. The canoe (boat) and the dog. "Asustado" is fear, "a salvo" calm.
  {
    id: 'es13-crecida',
    title: 'La crecida',
    text: 'Vivíamos otra vez en la Chacarita, al lado del río, y empezaba la crecida. El agua subía por la calle despacito, marrón, y los vecinos sacaban sus cosas en carretillas. Mi hermano y yo subíamos los colchones al techo mientras mi mamá rezaba en guaraní. Yo estaba asustado, pero no podía dejar de mirar: pasaban flotando gallinas, una heladera, una virgen de yeso. Al final nos subimos a una canoa con el perro y remamos hasta la Costanera. Ahí me sentí a salvo.',
    symbols: ['river', 'flood', 'water', 'road', 'bird', 'boat', 'dog'],
    people: ['brother', 'mother'],
    emotions: ['fear', 'calm'],
    notThere: ['flying'],
    written: { brother: 'hermano', mother: 'mamá' },
    outsideLexicon: ['carretillas', 'colchones', 'heladera', 'virgen de yeso'],
  },
  // Uruguay (Montevideo). The fair is a market (shop), with old books and caged birds. The grandmother,
  // her wedding and her white dress are only in the old photo (no grandmother, wedding or clothes). The
  // stallholder, "un veterano" (wise_elder as written). The mother (madre as written) is only phoned,
  // as in en8-petrol-station (phone). Fear is denied ("No me dio miedo"); "contenta" is joy.
  {
    id: 'es13-tristan-narvaja',
    title: 'Domingo',
    text: 'Era domingo y recorría la feria de Tristán Narvaja, en Montevideo, entre puestos de libros viejos, radios y jaulas con pájaros. En un puesto de fotos antiguas encontré una de mi abuela de joven, el día de su casamiento, con vestido blanco y un ramo de azahares. El vendedor, un veterano de bigote, me pedía quinientos pesos. Llamé a mi madre para preguntarle si la compraba y me dijo que la abuela nunca se había casado de blanco. No me dio miedo; me dio una curiosidad enorme, y me la llevé igual, contenta.',
    symbols: ['shop', 'book', 'bird', 'photo', 'phone'],
    people: ['wise_elder', 'mother'],
    emotions: ['joy'],
    notThere: ['grandmother', 'wedding', 'clothes', 'fear'],
    notFelt: ['fear'],
    written: { wise_elder: 'veterano', mother: 'madre' },
    outsideLexicon: ['feria', 'radios', 'jaulas', 'ramo de azahares'],
  },
  // Venezuela (Maracaibo). A plain dream. The petrol queue among the cars, the father (papá as written)
  // asleep; the gaitas on the radio (singing), the tequeños and the coffee (food) sold by a young man
  // (stranger, written chamo). "La bomba" is the petrol station (no war), and the blow to the steering
  // wheel no fight. "Una rabia horrible" is anger; "Tranquila, mija" is the father's word, no calm of
  // the dreamer's.
  {
    id: 'es13-gasolina',
    title: 'La cola',
    text: 'Llevaba desde las cuatro de la mañana en la cola de la gasolina, en Maracaibo, con un calor que derretía el asfalto. Mi papá dormía en el asiento de al lado y en la radio sonaban gaitas. La cola no se movía. Un chamo vendía tequeños y café entre los carros. Cuando por fin llegué a la bomba, el bombero me dijo que ya no quedaba, que volviera mañana. Me dio una rabia horrible y le di un golpe al volante. Mi papá se despertó y me dijo: «Tranquila, mija, mañana volvemos».',
    symbols: ['car', 'singing', 'food'],
    people: ['father', 'stranger'],
    emotions: ['anger'],
    notThere: ['war', 'fight', 'calm'],
    notFelt: ['calm'],
    written: { father: 'papá', stranger: 'chamo' },
    outsideLexicon: ['gaitas', 'tequeños', 'radio'],
  },
  // Ecuador (Baños). A plain dream. Baños is the town's name (no bathroom). The swing over the gorge
  // (cliff), the Tungurahua smoking (volcano); the boyfriend (novio as written) pushes it. The rope
  // breaks and the dreamer falls through the clouds; the river far below, "como un hilo", is there. The
  // scream that will not come out (voice); "con el estómago en la garganta" is fear, and the heart
  // beating in the ears no image of a heart.
  {
    id: 'es13-columpio',
    title: 'El columpio',
    text: 'Estaba en Baños, en el columpio que cuelga sobre el barranco, con el volcán Tungurahua echando humo enfrente. Mi novio me empujaba cada vez más alto. De pronto se rompió la cuerda y me caí al vacío. Caía y caía entre las nubes, con el estómago en la garganta, y abajo se veía el río como un hilo. Quise gritar, pero no me salía la voz. Justo antes de llegar al fondo me desperté de un brinco, empapada en sudor, con el corazón latiéndome en las orejas.',
    symbols: ['cliff', 'volcano', 'falling', 'river', 'voice'],
    people: ['boyfriend'],
    emotions: ['fear'],
    notThere: ['bathroom', 'heart'],
    written: { boyfriend: 'novio' },
    outsideLexicon: ['columpio', 'nubes', 'cuerda'],
  },
  // Spain (Sevilla). A plain dream. The baby, already born (no birth), in the mother's house; the
  // mother (madre as written) with broth (food), the father (padre as written) singing sevillanas. The
  // baby's green eyes, like the grandmother's only by likeness (no grandmother). The window and the
  // afternoon sun. "Llena de amor" is love, "en paz" calm, "un poco asustada de quererlo tanto" fear.
  {
    id: 'es13-triana',
    title: 'Triana',
    text: 'Había tenido un bebé y estaba en casa de mi madre, en Triana, dándole el pecho en el sofá. Era chiquitísimo y no pesaba nada, como una pluma. Mi madre iba y venía con caldo y pañales, encantada, y mi padre le cantaba sevillanas bajito. Yo lo miraba y no me lo creía. Tenía los ojos de mi abuela, verdes, enormes. Por la ventana entraba el sol de la tarde. Me sentí llena de amor y en paz, y un poco asustada de quererlo tanto.',
    symbols: ['house', 'food', 'singing', 'eyes', 'window', 'sun'],
    people: ['baby', 'mother', 'father'],
    emotions: ['love', 'calm', 'fear'],
    notThere: ['grandmother'],
    written: { mother: 'madre', father: 'padre' },
    outsideLexicon: ['sofá', 'pañales'],
  },
  // Mexico (Nuevo León). The ranch is the parents-in-law's only by owner, and the mother-in-law only
  // quoted (no family); her saying brings no death, and the owl "no cantó" (no singing). The back room
  // (bedroom), the window, the lamp (candle), the barn owl (owl). The husband (esposo as written)
  // snoring "como tronco" (no tree). Fear is denied; "protegida, en paz" is calm. The owl flying off is
  // no flight of the dreamer's, and "el monte" is the brush (no mountain).
  {
    id: 'es13-lechuza',
    title: 'La lechuza',
    text: 'Estaba en el rancho de mis suegros, cerca de Linares, durmiendo en el cuarto de atrás, cuando oí que algo rascaba la ventana. Prendí la lámpara y era una lechuza blanca, enorme, mirándome fijo. Mi suegra dice que cuando la lechuza canta, alguien se muere. Quise despertar a mi esposo, pero él roncaba como tronco. La lechuza no cantó: nomás me miraba. Yo no tenía miedo, la verdad; me sentía protegida, en paz. Al rato se fue volando hacia el monte.',
    symbols: ['bedroom', 'window', 'candle', 'owl'],
    people: ['husband'],
    emotions: ['calm'],
    notThere: ['family', 'death', 'singing', 'tree', 'fear', 'flying', 'mountain'],
    notFelt: ['fear'],
    written: { husband: 'esposo' },
    outsideLexicon: ['rancho'],
  },
  // Colombia (Cali). A plain dream. The clinic (hospital), the corridor (hallway), the coffee in the
  // hand, the door of the operating theatre. The sisters (hermana as written) pray; the surgeon
  // (doctor, written cirujano). The mother (mamá as written) brought out on a stretcher. The elder
  // sister's tears are hers; the relief, with the trembling legs (feet), is the dreamer's.
  {
    id: 'es13-clinica',
    title: 'El quirófano',
    text: 'Estaba en la clínica, en Cali, sentada en el pasillo, esperando a que sacaran a mi mamá de cirugía. Tenía un tinto frío en la mano y miraba la puerta del quirófano sin parpadear. Mis hermanas rezaban el rosario en voz baja. Pasaron horas. Por fin salió el cirujano, un muchacho jovencito, y detrás sacaron a mi mamá en una camilla, dormida, con la boca abierta. Todo había salido bien. Mi hermana mayor se puso a llorar. Yo sentí un alivio tan grande que me temblaban las piernas y me senté en el piso.',
    symbols: ['hospital', 'hallway', 'hands', 'door', 'feet'],
    people: ['mother', 'sister', 'doctor'],
    emotions: ['relief'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { mother: 'mamá', sister: 'hermana', doctor: 'cirujano' },
    outsideLexicon: ['tinto', 'quirófano', 'rosario', 'camilla'],
  },
  // Chile (Valparaíso). The cerro Alegre is a hill (mountain) named Alegre: no joy. Walking up ("a
  // pie", no feet), the bay (ocean) full of ships (boat), the coloured houses. The cats on the stairs
  // are only the daughter's wish, and there is none (no cat, no stairs). The mother is only visited:
  // her house is there, its open door and kitchen, and she is not (no mother); the sopaipillas are only
  // smelt. "No había nadie" is an empty house, no loneliness (the daughter is there, written hija), and
  // "una pena rara" is sadness, no confusion. The daughter takes the hand.
  {
    id: 'es13-valparaiso',
    title: 'Cerro Alegre',
    text: 'Iba con mi hija chica a ver a mi mamá al cerro Alegre, en Valparaíso. Subimos a pie, y desde arriba se veía la bahía llena de barcos y las casas de colores colgando de los cerros. Mi hija quería ver los gatos que duermen en las escaleras, pero ese día no había ni uno. Cuando llegamos a la casa de mi mamá, la puerta estaba abierta y olía a sopaipillas, pero no había nadie. Me quedé esperando en la cocina, con una pena rara, y mi hija me tomó la mano.',
    symbols: ['mountain', 'ocean', 'boat', 'house', 'door', 'kitchen', 'hands'],
    people: ['daughter'],
    emotions: ['sadness'],
    notThere: ['joy', 'feet', 'cat', 'stairs', 'mother', 'loneliness', 'confusion'],
    notFelt: ['joy', 'loneliness', 'confusion'],
    written: { daughter: 'hija' },
    outsideLexicon: ['bahía', 'sopaipillas'],
  },
  // Spain (Barcelona). A plain lucid dream. The beach of the Barceloneta, the violet sea, the two moons
  // in the sky; flying over the hotels and over the Sagrada Familia, a church: its towers are no
  // castle, and "Familia" a name (no family). The whole city lit up; "a mis pies" is below (no feet).
  // The warm wind. "Una alegría de niña" is joy and a likeness (no girl).
  {
    id: 'es13-barceloneta',
    title: 'Dos lunas',
    text: 'Estaba en la playa de la Barceloneta y de repente me di cuenta de que estaba soñando, porque el mar era violeta y en el cielo había dos lunas. Como ya me ha pasado otras veces, decidí volar. Me concentré, di un saltito y subí por encima de los hoteles, del puerto, de las torres de la Sagrada Familia. Veía toda Barcelona encendida a mis pies. Soplaba un viento templado. No sentía nada de vértigo, solo una libertad enorme y una alegría de niña.',
    symbols: ['beach', 'ocean', 'sky', 'moon', 'flying', 'hotel', 'church', 'city', 'wind'],
    people: [],
    emotions: ['joy'],
    notThere: ['castle', 'family', 'feet', 'girl'],
    outsideLexicon: ['puerto'],
  },
  // Argentina (Córdoba). The kiosco (shop) is the dead father's only by owner: "mi viejo" is the
  // father, only talked about (no father, no old man). The customers known from somewhere: a little boy
  // (nene as written) in a Belgrano shirt (clothes) and the fourth-grade teacher (maestra as written).
  // Nobody gets angry. The cash counted (money); "en paz" is calm.
  {
    id: 'es13-kiosco',
    title: 'Salió un rato',
    text: 'Atendía el kiosco de mi viejo, en Córdoba, como cuando tenía quince años, aunque él ya no está. Venían clientes que yo conocía de algún lado: la señora de los caramelos de miel, un nene con la camiseta de Belgrano, mi maestra de cuarto grado pidiendo cigarrillos. Todos me preguntaban por mi viejo, y yo les decía que había salido un rato. Nadie se enojaba. En la radio pasaban un partido. A la noche bajé la persiana, conté la plata dos veces y me sentí en paz, como si él estuviera por volver.',
    symbols: ['shop', 'clothes', 'money'],
    people: ['boy', 'teacher'],
    emotions: ['calm'],
    notThere: ['father', 'wise_elder', 'anger'],
    notFelt: ['anger'],
    written: { boy: 'nene', teacher: 'maestra' },
    outsideLexicon: ['kiosco', 'caramelos', 'cigarrillos', 'persiana', 'radio'],
  },
  // Spain (Asturias). A recurring dream. The sports centre of the dreamer's village (city), the
  // swimsuit (clothes), the diving board. The pool has no water (no water, no swimming), and nobody is
  // there: no loneliness. Climbing down the pool ladder (ladder). The communion medal, lost in waking
  // life in 1994, is found in the drain (no lost): the turn has no id. "Una tristeza dulce" is sadness.
  {
    id: 'es13-piscina',
    title: 'El sueño de siempre',
    text: 'Tuve otra vez el sueño de siempre, el que tengo desde los ocho años. Estaba en el polideportivo de mi pueblo, en Asturias, con el bañador puesto, en lo alto del trampolín. Abajo, la piscina no tenía agua: solo azulejos azules y hojas secas. No había nadie, ni socorrista ni nada. Esta vez no me tiré. Bajé por la escalerilla y caminé por el fondo hasta la parte honda, y allí, en el desagüe, estaba la medalla de mi primera comunión, que perdí en el 94. Me dio una tristeza dulce.',
    symbols: ['city', 'clothes', 'ladder'],
    people: [],
    emotions: ['sadness'],
    notThere: ['water', 'swimming', 'loneliness', 'lost'],
    notFelt: ['loneliness'],
    outsideLexicon: ['polideportivo', 'trampolín', 'piscina', 'azulejos', 'medalla'],
  },
  // Dominican Republic (Moca). A plain dream. The aunt's house (house; the aunt is family as written),
  // the white horse coming in by the back door, the plantain (food). "Mi amor" is the aunt's word to
  // the horse (no love), and "como si fuera de la familia" a likeness. The cockerels crowing outside
  // are birds, no singing. "Contentísima" is joy.
  {
    id: 'es13-moca',
    title: 'Ya llegaste',
    text: 'Estaba pasando unos días en el campo, en Moca, en casa de mi tía Yolanda, y un caballo blanco se metió en la sala por la puerta de atrás. Nadie se sorprendió. Mi tía le dio un plátano y le dijo «ya llegaste, mi amor», como si fuera de la familia. El caballo se echó en el piso, al lado de la mecedora, y se quedó dormido. Yo le acariciaba la crin. Afuera cantaban los gallos. Me sentí contentísima, como si todo estuviera en su lugar.',
    symbols: ['house', 'horse', 'door', 'food', 'bird'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['love', 'singing'],
    notFelt: ['love'],
    written: { family: 'tía' },
    outsideLexicon: ['plátano', 'mecedora', 'crin', 'gallos'],
  },
  // Puerto Rico (Caguas). The dreamer's old bedroom in the parents' house (bedroom, childhood home,
  // house); the parents are not there (no family, no father). The coquí is a frog, and its "cantaba" no
  // singing; "no me dejaba pegar un ojo" is an idiom (no eyes). The light, the wall, the window, the
  // frog growing in the hand "del tamaño de un perro" (no dog), looking "como un viejito" (no old man).
  // "Nena" is what it calls the dreamer (no girl), and the grandmother is only to be called.
  // "Asustadísima, con el corazón a mil" is fear, no heart.
  {
    id: 'es13-coqui',
    title: 'El coquí',
    text: 'Estaba durmiendo en mi cuarto de siempre, en casa de mis padres, en Caguas, y un coquí cantaba tan fuerte que no me dejaba pegar un ojo. Prendí la luz y lo encontré en la pared, chiquitito, verde. Lo agarré para sacarlo por la ventana, pero en la mano empezó a crecer y a crecer, hasta que era un sapo del tamaño de un perro. Me miró como un viejito y me dijo: «Nena, llama a tu abuela». Me desperté asustadísima, con el corazón a mil.',
    symbols: ['bedroom', 'childhood_home', 'house', 'light', 'window', 'hands', 'frog'],
    people: [],
    emotions: ['fear'],
    notThere: ['family', 'father', 'singing', 'eyes', 'dog', 'wise_elder', 'girl', 'grandmother', 'heart'],
    outsideLexicon: ['coquí'],
  },
];
