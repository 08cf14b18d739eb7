// Tenth tuning batch (Spanish), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: the morning of Reyes in Toledo, lucha
// libre at the Arena México, a chiva rumbera in Cartagena, a drive to Chiloé, the encierro of San Fermín,
// the twelve grapes of Nochevieja in a village square, a grandmother in a care home in Buenos Aires, a
// week without water in Iztapalapa, a silver wedding anniversary in Trujillo, a temazcal in Tepoztlán,
// a summer in Mar del Plata, a guagua along the Malecón of Havana, the ITV of an old car, the till of a
// pollería in Lima, a children's party at a pelotero, a beach bar in Málaga, the Noche de la Nostalgia in
// Montevideo, tamales for Christmas Eve in Medellín, a goodbye at Maiquetía and a trolleybus in Quito.
// Spanish, Mexican, Colombian, Chilean, Argentine, Peruvian, Cuban, Uruguayan, Venezuelan and Ecuadorian
// usage (mi jefa for the mother, ¡qué padre!, mono for blond, hacer una vaca, pololo, la maleta of a car,
// a regañadientes, se tentó de risa, mis viejos, pasar a buscar, la llave of a tap, cubetas, la pipa,
// restorán, soles, la plata, la vereda, la guagua, mi cielo, chaval, no pegar ojo, la mar de contenta,
// pena for embarrassment, boliche, liceo, chamo, el trole, la cartera for a handbag). About half are plain
// everyday dreams with few traps; the others lean on what a word-matching reader gets wrong: people named
// only as owners or as the origin of something ("el auto de mi papá", "el pueblo de mi madre", "la receta
// de mi abuela", "la cartera de mi mamá", "compañeras de la oficina"), only remembered, told about or
// named ("su marido", "el nombre de mi mamá", "mi abuelo siempre decía"); images only planned, remembered
// or in a photo ("para un matrimonio", "las fotos de su matrimonio", "la perdí en una mudanza"); names and
// brands (Estrella, Caballito, León, Mar del Plata, la Noche de la Nostalgia, la Arena México); words with
// two senses in context (la caja of a till, la plata and los soles as money, las bodas de plata, la llave
// of a tap, la maleta of a car, el mono of a mechanic and a blond man, la cama elástica, el ring, la ola de
// calor, la arena of a wrestling hall, un diente de ajo, me costó trabajo); other people's feelings (a
// mother crying "a moco tendido", a calm bull, nobody frightened); feelings denied, expected or corrected
// ("no estaba triste", "no me dio pena", "no sentí celos ni nada", "no extrañé nada", "pensé que me iba a
// sentir culpable, pero no", "no me daba pena nada"); and the body in set phrases ("el corazón me iba a
// mil", "no había pegado ojo", "les echaba una mano", "de pie", "con cara de", "un nudo en la garganta").
// Gendered words as written: suegra, jefa, hermano, señor, pololo, primo, abuela, papá, mamá, hermana,
// señora, viejo, chaval, hija, animadora, jefe, exnovio, madre, tía, chamo, niña. `notFelt` repeats the
// feelings of `notThere` that are named but not the dreamer's as felt. None of the named people come
// back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_10: readonly EvaluationDream[] = [
  // Spain. The morning of Reyes at the in-laws' house (house, the mother-in-law family as written): the
  // Reyes and the paper crown are no royalty, the mountains of paper a likeness (no mountain). Presents,
  // pyjamas, the roscón. The grandmother only owned a ring like it, and losing it in a move is years
  // before: no grandmother, no losing, no move. The gold ring in the roscón is the turn; the joy is hers.
  {
    id: 'es10-reyes',
    title: 'El roscón',
    text: 'Era la mañana de Reyes y estábamos en casa de mis suegros, en Toledo, con los niños abriendo regalos en pijama entre montañas de papel de colores. Mi suegra había hecho el roscón; a mí me tocó la corona de cartón y a mi cuñado el haba, así que le tocaba pagar el del año que viene. Todos se reían. Al morder mi trozo noté algo duro: era un anillo de oro, igualito al de mi abuela, el que perdí en una mudanza hace años. Me quedé sin palabras, con una alegría que no me cabía en el pecho.',
    symbols: ['house', 'gift', 'clothes', 'food', 'ring', 'treasure'],
    people: ['child', 'family'],
    emotions: ['joy'],
    notThere: ['royalty', 'mountain', 'grandmother', 'lost', 'moving'],
    written: { family: 'suegra' },
    turn: ['ring', 'treasure'],
    outsideLexicon: ['roscón', 'haba', 'corona de cartón'],
  },
  // Mexico. "Mi jefa" is the dreamer's mother, no boss, and "¡qué padre!" means great: no father. The
  // Arena México and "la arena" are the wrestling hall, no beach; full to the brim, a crowd. The masks,
  // the wrestlers fighting, the chicharrones (food). The brother under the técnico's mask is the turn.
  // "Un ataque de risa" is joy; the pride has no id.
  {
    id: 'es10-lucha-libre',
    title: 'El técnico',
    text: 'Mi jefa me llevó a la Arena México a ver la lucha libre, como cuando yo tenía diez años. La arena estaba llena hasta el tope. Ella se compró una máscara plateada y se la puso encima de los lentes, y cada vez que los rudos hacían trampa les gritaba de todo. Yo le decía «¡qué padre, jefa!» y comíamos chicharrones con chile. En la última lucha, el técnico se quitó la máscara en pleno ring y era mi hermano, el que vive en Chicago. Me dio un ataque de risa y a la vez un orgullo enorme.',
    symbols: ['mask', 'fight', 'food'],
    people: ['mother', 'crowd', 'brother'],
    emotions: ['joy'],
    notThere: ['boss', 'father', 'beach'],
    written: { mother: 'jefa', brother: 'hermano' },
    turn: ['brother', 'mask'],
    outsideLexicon: ['lucha libre', 'chicharrones', 'lentes'],
  },
  // Colombia. The colleagues are there (boss), the office is only where they come from. The chiva is a
  // bus, the walled city is there. "Hacer una vaca" is pooling money (no bull); the driver is "mono",
  // blond (no monkey), a stranger (written señor); the vallenatos are music. Dancing "de pie" is
  // standing (no feet). "No me daba pena" denies embarrassment (shame, no sadness); nobody is frightened.
  // The chiva driving over the sea under the moon is the turn; "libre y feliz" is joy.
  {
    id: 'es10-chiva',
    title: 'La chiva',
    text: 'Estaba en Cartagena con mis compañeras de la oficina, montadas en una chiva rumbera, dándole la vuelta a la ciudad amurallada. Hicimos una vaca para el aguardiente, y el conductor, un señor mono de bigote, ponía vallenatos a todo volumen. Todas bailábamos de pie en las bancas. Yo nunca bailo, pero esa noche no me daba pena nada. De pronto la chiva se salió de la carretera y siguió andando por encima del mar, despacito, con la luna reflejada en el agua. Nadie se asustó. Yo me sentía libre y feliz.',
    symbols: ['bus', 'city', 'singing', 'dancing', 'road', 'ocean', 'moon', 'water'],
    people: ['boss', 'stranger'],
    emotions: ['joy'],
    notThere: ['office', 'bull', 'monkey', 'feet', 'shame', 'sadness', 'fear'],
    notFelt: ['shame', 'fear'],
    written: { stranger: 'señor' },
    turn: ['ocean'],
    outsideLexicon: ['chiva', 'aguardiente', 'vallenatos'],
  },
  // Chile. The car is the father's, lent "a regañadientes": the father is not there. The barge (boat),
  // the dolphins, the curanto (food), the rain on the water ("la lluvia caer" is no fall). "La maleta" is
  // the car's boot in Chile, no luggage, and the parkas only what she meant to take out (no clothes). The
  // boot full of potatoes is the turn. The boyfriend's laughter is his; crying "de pura emoción" is joy,
  // sadness denied, and the present only a likeness.
  {
    id: 'es10-chiloe',
    title: 'La maleta llena de papas',
    text: 'Íbamos con mi pololo a Chiloé en el auto de mi papá, que nos lo prestó a regañadientes. Cruzamos el canal de Chacao en la barcaza y unos delfines saltaban al lado. En Castro comimos curanto en un restorán sobre palafitos, mirando la lluvia caer sobre el agua. Cuando volvimos al auto y abrí la maleta para sacar las parkas, estaba llena de papas, cientos de papas de todos los colores. Mi pololo se tentó de risa, pero yo me puse a llorar de pura emoción. No estaba triste; era como si alguien me hubiera dejado un regalo.',
    symbols: ['car', 'boat', 'dolphin', 'food', 'rain', 'water'],
    people: ['boyfriend'],
    emotions: ['joy'],
    notThere: ['father', 'luggage', 'clothes', 'falling', 'gift', 'sadness'],
    notFelt: ['sadness'],
    written: { boyfriend: 'pololo' },
    turn: ['food'],
    outsideLexicon: ['barcaza', 'curanto', 'palafitos'],
  },
  // Spain. The encierro: dressed in white (clothes), the calle Estafeta (road), the mozos and the
  // applauding people (crowd), the bull behind her (chased). The grandfather is only his old saying.
  // "El corazón me iba a mil" is fear, no heart; the bull trots "como un perro grande", a likeness (no
  // dog), and its calm is its own. "Lloraba de la risa" is joy, not sadness. The bull at her side is the
  // turn.
  {
    id: 'es10-san-fermin',
    title: 'El encierro',
    text: 'Estaba en Pamplona, en pleno encierro de San Fermín, vestida de blanco con el pañuelo rojo, corriendo por la calle Estafeta entre cientos de mozos. Mi abuelo siempre decía que a un toro nunca se le da la espalda, y yo me lo repetía. Oía los cascos detrás de mí y el corazón me iba a mil. Un toro negro enorme me alcanzó, pero en vez de embestirme se puso a trotar a mi lado, tranquilo, como un perro grande. Entramos juntos en la plaza. La gente aplaudía y yo lloraba de la risa.',
    symbols: ['clothes', 'road', 'bull', 'chased'],
    people: ['crowd'],
    emotions: ['fear', 'joy'],
    notThere: ['grandfather', 'heart', 'dog', 'calm', 'sadness'],
    notFelt: ['calm', 'sadness'],
    turn: ['bull'],
    outsideLexicon: ['pañuelo', 'plaza de toros'],
  },
  // Spain. The village is the mother's only by origin: the village is there, the mother is not. León is
  // a name, no lion. The church clock that will not stop striking is the turn (clock, church); the
  // grapes and the cava are food, the hats and scarves clothes, the cousins family, everyone a crowd.
  // "La mar de contenta" is very happy (no sea) and "muerta de risa" joy, no death.
  {
    id: 'es10-uvas',
    title: 'La campanada quince',
    text: 'Era Nochevieja y estaba en la plaza del pueblo de mi madre, en León, esperando las campanadas con las doce uvas en un vaso de plástico. Hacía un frío que pelaba y todo el mundo iba con gorro y bufanda. Mis primos repartían cava. Cuando empezó a sonar el reloj de la iglesia, me fui metiendo las uvas en la boca a toda prisa, pero el reloj no paraba: trece, catorce, quince campanadas... Nadie más parecía darse cuenta. Yo, en cambio, estaba la mar de contenta, con la boca llena, muerta de risa.',
    symbols: ['city', 'clothes', 'food', 'clock', 'church'],
    people: ['crowd', 'family'],
    emotions: ['joy'],
    notThere: ['mother', 'lion', 'ocean', 'death'],
    written: { family: 'primo' },
    turn: ['clock'],
    outsideLexicon: ['uvas', 'campanadas'],
  },
  // Argentina. Caballito is a neighbourhood, no horse. The box of pastries (box, food), the window, the
  // pearl necklace (treasure), the hands held. The mother is only her name, "le seguí la corriente" is
  // going along (no river), and the husband who will "pasar a buscar" her is the grandfather, dead twenty
  // years and only told about: no husband, grandfather, death or search. Sadness is denied; tenderness
  // is love.
  {
    id: 'es10-geriatrico',
    title: 'Graciela',
    text: 'Fui a visitar a mi abuela al geriátrico de Caballito con una caja de masas finas de la confitería de la esquina. Estaba sentada junto a la ventana, peinada y con su collar de perlas, y me recibió llamándome Graciela, que es el nombre de mi mamá. Yo le seguí la corriente. Me contó que su marido la iba a pasar a buscar a las seis para ir al cine, y mi abuelo murió hace veinte años. Le tomé la mano y nos quedamos mirando el patio. No me dio pena; me dio una ternura inmensa.',
    symbols: ['box', 'food', 'window', 'treasure', 'hands'],
    people: ['grandmother'],
    emotions: ['love'],
    notThere: ['horse', 'mother', 'river', 'husband', 'grandfather', 'death', 'searching', 'sadness'],
    notFelt: ['sadness'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['geriátrico', 'confitería', 'patio'],
  },
  // Mexico. A plain dream. "La llave" is the tap, no key. No water at first, then water everywhere (the
  // turn): the kitchen, the street, the trees, the children playing under it; "parecía una fiesta" is
  // a likeness (no party). The neighbour has no people id. Laughing and the great relief are the dreamer's.
  {
    id: 'es10-pipa',
    title: 'La pipa',
    text: 'En el sueño llevábamos una semana sin agua en la colonia, en Iztapalapa. Abría la llave de la cocina y nada, ni una gota. Mi vecina, doña Lupe, y yo hacíamos fila con cubetas esperando la pipa, que nunca llegaba, con un calor horrible. De repente empezó a salir agua de todas las llaves de la calle al mismo tiempo, de los postes, de las coladeras, hasta de los árboles, y los niños se metían a jugar debajo. Parecía una fiesta. Me eché a reír y me empapé toda. Qué alivio tan grande.',
    symbols: ['water', 'kitchen', 'road', 'tree'],
    people: ['child'],
    emotions: ['joy', 'relief'],
    notThere: ['keys', 'party'],
    turn: ['water'],
    outsideLexicon: ['pipa', 'cubetas', 'vecina'],
  },
  // Peru. "Las bodas de plata" is the silver anniversary: a party at home, no wedding and no money; the
  // wedding is only in the photos remembered (no photo). The rice with duck is food, the band music; the
  // marinera is dancing, the people round them a crowd, the parents and the whole family there. The
  // mother's radiance is hers, and "yo también" makes it the dreamer's joy; the lump "de la emoción" too.
  {
    id: 'es10-bodas-de-plata',
    title: 'La marinera',
    text: 'Eran las bodas de plata de mis papás y hacíamos la fiesta en el patio de la casa, en Trujillo, con arroz con pato, una orquesta y toda la familia. Mi papá sacó a bailar marinera a mi mamá, con pañuelo y todo, y la gente hacía ronda alrededor, aplaudiendo. Yo me acordaba de las fotos de su matrimonio, en blanco y negro. Mi mamá estaba radiante de felicidad, y yo también. Cuando los dos se voltearon y me hicieron señas para que bailara con ellos, se me hizo un nudo en la garganta de la emoción.',
    symbols: ['party', 'house', 'food', 'singing', 'dancing'],
    people: ['father', 'mother', 'family', 'crowd'],
    emotions: ['joy'],
    notThere: ['wedding', 'money', 'photo'],
    written: { father: 'papá', mother: 'mamá' },
    outsideLexicon: ['marinera', 'orquesta', 'pañuelo'],
  },
  // Mexico. The guide, a woman as written (stranger) with braids (hair), pours water and sings. The dark
  // is darkness; "no veía ni mis propias manos" is the dark, no blindness, and the hands are held later.
  // "Me costó trabajo" is "it was hard" (no workplace). Feeling she was suffocating is breath, no
  // drowning; the panic is fear. The door opens on snow over the hill (mountain), the turn; "en calzones"
  // is clothes; "muertas de risa" is joy, no death.
  {
    id: 'es10-temazcal',
    title: 'El temazcal',
    text: 'Estaba en un temazcal en Tepoztlán con mi hermana Xóchitl. La guía, una señora bajita de trenzas, echaba agua con hierbas sobre las piedras calientes y cantaba en náhuatl. Estaba tan oscuro que no veía ni mis propias manos. Me costó mucho trabajo aguantar el calor; sentía que me ahogaba y me entró el pánico. Mi hermana me agarró la mano y me dijo que respirara despacito. Cuando abrieron la puertita, afuera estaba nevando sobre el cerro, en pleno mayo. Salimos en calzones a la nieve, muertas de risa.',
    symbols: ['hair', 'water', 'singing', 'darkness', 'hands', 'breath', 'door', 'snow', 'mountain', 'clothes'],
    people: ['sister', 'stranger'],
    emotions: ['fear', 'joy'],
    notThere: ['eyes', 'office', 'drowning', 'death'],
    written: { sister: 'hermana', stranger: 'señora' },
    turn: ['snow', 'mountain'],
    outsideLexicon: ['temazcal', 'piedras', 'hierbas'],
  },
  // Argentina. A plain dream. A holiday (journey) in Mar del Plata: the name holds no money (the sea is
  // there all the same). "Mis viejos" are the parents (family), "mi viejo" the father; the brother buys
  // the alfajor. The sandwiches (food), the beach, the sun; the sea lions ("lobos marinos") are no wolf,
  // and the shrimp a likeness. The huge stranded ship is the turn; "una paz rarísima" is calm.
  {
    id: 'es10-mar-del-plata',
    title: 'El barco en la arena',
    text: 'Estábamos de vacaciones en Mar del Plata con mis viejos y mi hermano, como en los noventa, con la sombrilla, el mate y los sándwiches de miga llenos de arena. Mi viejo se durmió al sol y quedó colorado como un camarón. A la tarde fuimos a ver los lobos marinos del puerto, que olían horrible, y mi hermano me compró un alfajor. Yo tenía cuarenta años pero me sentía de diez. Cuando volvimos a la playa, el mar se había retirado kilómetros y en la arena mojada había un barco enorme, oxidado, tumbado de costado. Me dio una paz rarísima.',
    symbols: ['journey', 'food', 'beach', 'sun', 'ocean', 'boat'],
    people: ['family', 'father', 'brother'],
    emotions: ['calm'],
    notThere: ['money', 'wolf'],
    written: { father: 'viejo', brother: 'hermano' },
    turn: ['boat'],
    outsideLexicon: ['sombrilla', 'mate', 'lobos marinos', 'puerto'],
  },
  // Cuba. The guagua is the bus, packed (crowd), along the sea wall: the rough sea, the waves, the bus
  // windows. "Un calor de espanto" is only the heat (no fear) and "mi cielo" an endearment (no sky). The
  // woman (stranger, written señora) and the young man are unknown; the chicks (bird) escaping are the
  // turn; they flee, the dreamer chases them: no fleeing, no chase of the dreamer. "Muertos de la risa"
  // is joy, no death; "como en familia" a likeness, no family.
  {
    id: 'es10-guagua',
    title: 'Los pollitos',
    text: 'Iba en una guagua repleta por el Malecón de La Habana, con un calor de espanto, apretada entre una señora con una jaula de pollitos y un muchacho con un contrabajo a la espalda. El mar estaba bravo y las olas reventaban contra el muro y nos salpicaban por las ventanillas. La señora me dijo «ay, mi cielo, agárrate bien» justo antes de un frenazo, y todos los pollitos se escaparon. Nos pasamos el resto del trayecto cazándolos entre los asientos, muertos de la risa. Yo no conocía a nadie, pero me sentí como en familia.',
    symbols: ['bus', 'ocean', 'wave', 'window', 'bird'],
    people: ['stranger', 'crowd'],
    emotions: ['joy'],
    notThere: ['fear', 'sky', 'fleeing', 'chased', 'death', 'family'],
    written: { stranger: 'señora' },
    turn: ['bird'],
    outsideLexicon: ['Malecón', 'contrabajo', 'jaula'],
  },
  // Spain. The ITV is the car's inspection, and the dreamer is the one who fails it: an exam, the turn.
  // "Muerta de nervios" is anxiety, no death; "no había pegado ojo" is the night before (no eyes). The
  // young inspector (stranger, written chaval) wears a "mono azul", overalls: clothes, no monkey. The
  // headlights are "faros" (no lamp named). Being dumbfounded has no id.
  {
    id: 'es10-itv',
    title: 'La ITV',
    text: 'Tenía que pasar la ITV del coche, que ya tiene veinte años, y estaba muerta de nervios porque los frenos hacen un ruido rarísimo. La noche antes no había pegado ojo. El inspector, un chaval con un mono azul lleno de grasa, me hizo encender los faros, tocar el claxon y frenar en seco. Luego se metió debajo del coche y tardó muchísimo en salir. Cuando por fin salió, me dijo muy serio que el coche estaba perfecto, pero que la que no pasaba era yo: que me tocaba revisión a mí. Me quedé de piedra.',
    symbols: ['car', 'exam', 'clothes'],
    people: ['stranger'],
    emotions: ['anxiety'],
    notThere: ['death', 'eyes', 'monkey'],
    written: { stranger: 'chaval' },
    turn: ['exam'],
    outsideLexicon: ['ITV', 'claxon', 'inspector'],
  },
  // Peru. "La caja" is the till, no box; "la plata" and the hundred "soles" are money, no sun. The
  // workplace is not named by a word (as the bakery in es5-panaderia). The queue is a crowd, the owner
  // her boss; her trembling hands. The younger brother in his school uniform (clothes; the school is only
  // where it comes from) is the turn; the father is only what he says, and his death is told, not seen.
  // Nervous is anxiety; "me quedé helada" is fear, no ice.
  {
    id: 'es10-polleria',
    title: 'Cien soles',
    text: 'Trabajaba en la caja de una pollería en Breña, un domingo en la noche, con la cola de gente hasta la vereda. Al cuadrar la caja me faltaban cien soles, y el dueño, el señor Chang, me miraba con los brazos cruzados. Yo contaba y recontaba la plata, nerviosísima, con las manos temblando. Entonces entró mi hermano menor con el uniforme del colegio y me devolvió los cien soles: dijo que se los había prestado mi papá. Mi papá murió cuando él tenía cinco años. Me quedé helada.',
    symbols: ['money', 'hands', 'clothes'],
    people: ['crowd', 'boss', 'brother'],
    emotions: ['anxiety', 'fear'],
    notThere: ['box', 'sun', 'school', 'father', 'death', 'snow'],
    written: { brother: 'hermano' },
    turn: ['brother'],
    outsideLexicon: ['pollería', 'cola'],
  },
  // Argentina. "Pasar a buscar" is picking up, no search. A children's party (party, children, the
  // daughter); the trampoline ("cama elástica") is no bed. The entertainer, unknown (stranger, written
  // animadora), is dressed up as a princess: a costume (clothes), no royalty and no mask. The other
  // mothers are no mother of the dreamer's and have no id; "con cara de «mamá, vámonos»" is a look (no
  // face) and "mamá" is the dreamer. The guilt is expected and denied; "la estaba pasando bárbaro" is joy.
  {
    id: 'es10-pelotero',
    title: 'El pelotero',
    text: 'Tenía que pasar a buscar a mi hija por un cumpleaños en un pelotero de Ramos Mejía. Cuando llegué, los chicos saltaban en la cama elástica y la animadora, disfrazada de princesa, los hacía cantar. Las otras madres tomaban café en una mesita y me invitaron a sentarme. Me quedé charlando una hora, comiendo papas fritas, como si yo también estuviera invitada. Mi hija me miraba desde el tobogán con cara de «mamá, vámonos». Pensé que me iba a sentir culpable, pero no: la estaba pasando bárbaro.',
    symbols: ['party', 'singing', 'clothes', 'food'],
    people: ['daughter', 'child', 'stranger'],
    emotions: ['joy'],
    notThere: ['searching', 'bedroom', 'royalty', 'mask', 'face', 'mother', 'guilt'],
    notFelt: ['guilt'],
    written: { daughter: 'hija', stranger: 'animadora' },
    outsideLexicon: ['pelotero', 'tobogán', 'cama elástica'],
  },
  // Spain. A beach bar on the Malagueta: "ola de calor" is a heatwave (no wave) and Estrella a beer (no
  // star). The old man grilling sardines (wise_elder, written señor; fish, food) does it in an old boat
  // full of sand and embers (boat, beach, fire). Everyone ordering is a crowd, the boss shouts. The ex
  // with his wife and children is the turn; his wife has no id (no wife of the dreamer's). Jealousy is
  // denied; the strange calm is hers. The tip is money.
  {
    id: 'es10-chiringuito',
    title: 'Espetos',
    text: 'Era camarera en un chiringuito de la Malagueta, en plena ola de calor, y no daba abasto. Todo el mundo pedía Estrella y espetos, y el espetero, un señor mayor muy moreno, asaba las sardinas en una barca vieja llena de arena y brasas. Mi jefe me gritaba desde la barra. De pronto vi en una mesa a mi exnovio con su mujer y sus niños, y me tocó atenderlos. No sentí celos ni nada, solo una calma rara. Les llevé la cuenta y me dejaron una propina enorme.',
    symbols: ['beach', 'fish', 'food', 'boat', 'fire', 'money'],
    people: ['crowd', 'wise_elder', 'boss', 'ex', 'child'],
    emotions: ['calm'],
    notThere: ['wave', 'sky', 'wife', 'jealousy'],
    notFelt: ['jealousy'],
    written: { wise_elder: 'señor', boss: 'jefe', ex: 'exnovio' },
    turn: ['ex'],
    outsideLexicon: ['chiringuito', 'espetos', 'brasas'],
  },
  // Uruguay. The Noche de la Nostalgia is the name of the night out, and "no extrañé nada" denies it: no
  // nostalgia. The friends, the shoulder pads (clothes) and the backcombed hair, the songs and the
  // dancing. The mother is there through her message (phone), as the mum in en9-graduation; its "besos"
  // are a sign-off, no kiss. The old classmate from the liceo has no id (no school, no colleague).
  // "Feliz" is joy.
  {
    id: 'es10-noche-nostalgia',
    title: 'La Noche de la Nostalgia',
    text: 'Era la Noche de la Nostalgia y fui a bailar con mis amigas a un boliche de Pocitos, todas con hombreras y el pelo batido como en los ochenta. Pasaban Soda Stereo y nosotras gritábamos las canciones. Mi madre me mandó un mensaje: «Cuidate, besos». En la pista me encontré con un compañero del liceo al que no veía hacía treinta años; estaba igualito, como si no hubiera pasado el tiempo, y yo también. Bailamos toda la noche. No extrañé nada de aquella época, porque estaba ahí. Me sentí feliz.',
    symbols: ['dancing', 'clothes', 'hair', 'singing', 'phone'],
    people: ['friend', 'mother'],
    emotions: ['joy'],
    notThere: ['nostalgia', 'intimacy', 'school', 'boss'],
    notFelt: ['nostalgia'],
    written: { mother: 'madre' },
    outsideLexicon: ['boliche', 'hombreras', 'compañero del liceo'],
  },
  // Colombia. The aunt's kitchen, the aunts (family, written tía), the tamales (food). The recipe is the
  // dead grandmother's, and the house only what the tamales smell of: no grandmother, no death, no house
  // ("que en paz descanse" names no calm of the dreamer's). "Dientes de ajo" are cloves (no teeth), "les
  // echaba una mano" is helping (no hands). "Tranquila, mi amor" is the aunt's comfort: no calm, no love.
  // Wanting to cry "de pura felicidad" is joy, not sadness.
  {
    id: 'es10-tamales',
    title: 'La receta',
    text: 'Estaba en la cocina de mi tía Rosalba, en Medellín, haciendo tamales para el 24 con la receta de mi abuela, que en paz descanse. Mis tías pelaban dientes de ajo y chismoseaban, y yo les echaba una mano amarrando las hojas de plátano, pero todos me quedaban torcidos. Mi tía me decía «tranquila, mi amor, que eso sale». Cuando destapamos la olla, los tamales estaban perfectos y olían exactamente a la casa de mi abuela. Me dieron ganas de llorar, pero de pura felicidad.',
    symbols: ['kitchen', 'food'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['grandmother', 'death', 'house', 'teeth', 'hands', 'calm', 'love', 'sadness'],
    notFelt: ['calm', 'love', 'sadness'],
    written: { family: 'tía' },
    outsideLexicon: ['tamales', 'hojas de plátano', 'olla'],
  },
  // Venezuela. A plain dream. The airport, the suitcases and the bag (luggage), the arepas (food). The
  // mother's tears are hers; the dreamer holds back, then cries: sadness. The young man ("chamo", a
  // stranger) playing «Venezuela» on the guitar where the mother stood is the turn (singing, the music).
  // "Como una niña" is a likeness, no girl.
  {
    id: 'es10-maiquetia',
    title: 'Maiquetía',
    text: 'Estaba en el aeropuerto de Maiquetía con dos maletas, despidiéndome de mi mamá porque me iba a vivir a Santiago. Ella lloraba a moco tendido y me metía arepas envueltas en papel aluminio en el bolso, por si acaso. Yo no lloré; me hice la fuerte, como siempre. Pasé migración y, cuando me volteé para decirle adiós, ya no estaba: en su lugar había un chamo con una guitarra tocando «Venezuela». Ahí sí me derrumbé y lloré como una niña.',
    symbols: ['airport', 'luggage', 'food', 'singing'],
    people: ['mother', 'stranger'],
    emotions: ['sadness'],
    notThere: ['girl'],
    written: { mother: 'mamá', stranger: 'chamo' },
    turn: ['stranger'],
    outsideLexicon: ['arepas', 'guitarra', 'migración'],
  },
  // Ecuador. A plain dream. "La cartera" is a handbag (luggage), no wallet or money, and it is the
  // mother's, lent for a wedding only planned: no mother, no wedding. Leaving it on the trolleybus (bus)
  // is losing it; running after the bus "sin aire" is breath, and she chases, she is not chased. The
  // cathedral steps (church, stairs); "desesperada" is helplessness. The girl bringing the bag back is the
  // turn, and the toasted maize inside food; the relief is the dreamer's.
  {
    id: 'es10-quito',
    title: 'El trole',
    text: 'Iba en el trole por el centro de Quito con la cartera de mi mamá, que me la había prestado para un matrimonio. Al bajarme en la Plaza Grande me di cuenta de que la había dejado en el asiento. Corrí detrás del trole varias cuadras, sin aire, pero no lo alcancé. Me senté en las gradas de la catedral, desesperada, pensando en cómo decírselo. Entonces se me acercó una niña con la cartera en los brazos y me la dio sin decir nada. Cuando la abrí, adentro solo había maíz tostado. Me dio un alivio inmenso.',
    symbols: ['bus', 'luggage', 'lost', 'breath', 'church', 'stairs', 'food'],
    people: ['girl'],
    emotions: ['helplessness', 'relief'],
    notThere: ['money', 'mother', 'wedding', 'chased'],
    written: { girl: 'niña' },
    turn: ['girl', 'food'],
    outsideLexicon: ['trole', 'maíz tostado'],
  },
];
