// Ninth tuning batch (Spanish), written and read by hand on 2026-12-05 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: the cremà of the Fallas, a niece's
// first communion, the Barranquilla carnival, a trajinera in Xochimilco, an observatory in the Elqui
// valley, the Christmas lottery, hot springs in the cordillera, a silver mine in Potosí, a polling station,
// the coffee harvest in the Quindío, a bank queue, a spinning class, a father's workshop, the reed islands
// of Lake Titicaca, the post office, a daughter's ballet recital, a book fair, the Camino de Santiago,
// skiing at Bariloche and a day nursery. Spanish, Mexican, Colombian, Chilean, Argentine, Bolivian and
// Peruvian usage (tenaz, polola, caballero, pelada, aguacero, me tenté de risa, detrás mío, mi viejo,
// nafta, andá, nena, egresados, me largué a reír, la aerosilla, voltearon, escogiera, suéter, la cola, el
// jersey, me había tocado mesa). About half are plain everyday dreams with few traps; the others carry the
// natural traps of real reports: feelings denied, expected or contrasted ("yo no estaba triste, al
// contrario", "debería haberme dado miedo, pero no", "no me dio ninguna rabia", "no me preocupé", "yo no
// le tenía ningún miedo" and then "ahí sí me dio miedo"), tears of joy or of emotion ("lloraba de
// alegría", "lloré de la emoción", "ganas de llorar de lo feliz que estaba"), other people's feelings
// (the aunt's tears, the bar's euphoria, "andá tranquila"), people only mentioned or sending the dreamer
// (the grandmother's pension, the sister in Berlin, a husband only supposed), images only compared,
// remembered or in another sense ("igual que en la casa", "como un río", "como cuando era niña", "muertos
// de frío", "se me fue el alma a los pies", "escritas a mano", "cara de sueño", "no veía nada", la caja of
// a bank, el Tío of the mine, "¡Mamá!" and "hija" said to the dreamer, the cerro Catedral, the torres de
// la catedral); and a turning point in most, whose images `turn` lists. Gendered words as written: tía,
// sobrina, señor, polola, caballero, mamá, padre, marido, hermano, jefa, abuelo, hijo, instructora, viejo,
// señora, mujer, hija, madre, profesora, amiga, primo, maestra, niño. `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_9: readonly EvaluationDream[] = [
  // Spain (Valencia). The burning falla is fire, the heat on the face the face; the applauding people a
  // crowd. The aunt's tears are hers ("a moco tendido"); the sadness is denied and the dreamer is happy.
  // The ninot at the top with the dreamer's face and glasses is a double of the dreamer: the turn.
  {
    id: 'es9-fallas',
    title: 'La cremà',
    text: 'Era la noche de la cremà en Valencia y yo estaba en primera fila con mi tía Amparo, las dos con el pañuelo de fallera al cuello. Cuando prendieron la falla, el calor nos quemaba la cara y la gente aplaudía. Mi tía lloraba a moco tendido, como todos los años. Yo no estaba triste, al contrario: me sentía feliz y ligera. Pero cuando el fuego llegó arriba vi que el ninot de lo alto tenía mi cara, con mis gafas y todo, y me sonreía mientras ardía.',
    symbols: ['fire', 'face'],
    people: ['family', 'crowd', 'double'],
    emotions: ['joy'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { family: 'tía' },
    turn: ['double', 'face'],
    outsideLexicon: ['falla', 'ninot', 'pañuelo'],
  },
  // Spain. A plain dream. A first communion in the village church (church, city); the village is the
  // mother's only by origin, and she is not there. The medal is gold (treasure); not finding it and
  // emptying the bag (luggage) are losing and searching. The niece is family as written, the children
  // running between the tables children; the meal is food. "Contentísima" is joy.
  {
    id: 'es9-comunion',
    title: 'La medalla',
    text: 'Era la primera comunión de mi sobrina Irene, en la iglesia del pueblo de mi madre. Irene llevaba un vestido blanco larguísimo y guantes de encaje. Yo era la madrina y tenía que darle una medalla de oro, pero no la encontraba en el bolso por ninguna parte; lo vacié entero en el banco de la iglesia. Al final la tenía colgada del cuello desde el principio. Después comimos en un restaurante con toda la familia y los niños corrían entre las mesas. Yo estaba contentísima.',
    symbols: ['church', 'city', 'clothes', 'treasure', 'luggage', 'lost', 'searching', 'food'],
    people: ['family', 'child'],
    emotions: ['joy'],
    notThere: ['mother'],
    written: { family: 'sobrina' },
    outsideLexicon: ['medalla', 'guantes'],
  },
  // Colombia. The carnival is a celebration (party), the comparsa dancing, the marimonda a mask, the
  // people throwing cornflour a crowd. The boyfriend was never there: the man under the mask is a stranger
  // (written señor), the recognition and the turn. Fear is denied; "feliz de la vida" is joy.
  {
    id: 'es9-carnaval',
    title: 'La marimonda',
    text: 'Estaba en el Carnaval de Barranquilla, en plena Vía 40, bailando en una comparsa con una máscara de marimonda. Hacía un calor tenaz y la gente nos tiraba maicena y espuma desde los palcos. Mi novio bailaba a mi lado, o eso creía yo, porque cuando se quitó la máscara no era él: era un señor canoso que yo no había visto en mi vida. Lo raro es que no me asusté ni un poquito. Seguí bailando con él toda la tarde, feliz de la vida.',
    symbols: ['party', 'dancing', 'mask'],
    people: ['crowd', 'stranger'],
    emotions: ['joy'],
    notThere: ['boyfriend', 'fear'],
    notFelt: ['fear'],
    written: { stranger: 'señor' },
    turn: ['stranger', 'mask'],
    outsideLexicon: ['comparsa', 'maicena', 'palcos'],
  },
  // Mexico. A plain dream. The trajinera and the lanchitas are boats on the water; the grandmother's
  // ninetieth birthday is a celebration (party); the trio and her singing are singing, the elotes and
  // quesadillas food. The cousins and the whole family are family. "En paz" is calm (the water's stillness
  // names no feeling); gratitude has no id.
  {
    id: 'es9-xochimilco',
    title: 'La trajinera',
    text: 'Íbamos en una trajinera por los canales de Xochimilco, toda mi familia, para festejar los noventa años de mi abuelita. Una lanchita con un trío nos seguía tocando boleros, y de otra nos vendieron elotes y quesadillas. Mi abuelita cantaba con todas sus fuerzas, y eso que hace años que casi no habla. Mis primos remaban por turnos y se echaban agua. El agua estaba verde y quieta. Yo me sentía en paz, muy agradecida de estar ahí con ella.',
    symbols: ['boat', 'party', 'singing', 'food', 'water'],
    people: ['family', 'grandmother'],
    emotions: ['calm'],
    written: { grandmother: 'abuelita' },
    outsideLexicon: ['trajinera', 'canales'],
  },
  // Chile. The polola is the girlfriend, the guide ("un caballero de bigote") a stranger. The stars and the
  // sky are there, the sugar only a likeness; the Moon is seen through the telescope, with a lit window and
  // the mother knitting inside: the turn. "Igual que en la casa" is a likeness (no house). The fear is only
  // what should have been; the tenderness is love. The polola's "no veía nada" is no blindness.
  {
    id: 'es9-observatorio',
    title: 'Una ventana en la Luna',
    text: 'Estaba con mi polola en un observatorio del valle del Elqui, mirando por un telescopio enorme. El guía, un caballero de bigote, nos iba mostrando las constelaciones. El cielo estaba lleno de estrellas, como azúcar derramada sobre un mantel negro. De repente, por el telescopio vi una ventana iluminada en la Luna y adentro a mi mamá, tejiendo, igual que en la casa. Debería haberme dado miedo, pero no: me dio una ternura tremenda. Mi polola miró y dijo que no veía nada.',
    symbols: ['sky', 'moon', 'window'],
    people: ['girlfriend', 'stranger', 'mother'],
    emotions: ['love'],
    notThere: ['house', 'eyes', 'fear'],
    notFelt: ['fear'],
    written: { girlfriend: 'polola', stranger: 'caballero', mother: 'mamá' },
    turn: ['mother', 'moon', 'window'],
    outsideLexicon: ['telescopio', 'observatorio'],
  },
  // Spain. The bar is in the dreamer's village (city). The San Ildefonso children "cantando los números"
  // are only on the television and call out the numbers: no child and no singing in the bar. The dead
  // father (death) is there with his wallet (money); "hija" is the dreamer, no daughter. The bar's shouting
  // is a crowd's; crying "de alegría" is joy, not sadness. The father's words are the turn.
  {
    id: 'es9-loteria',
    title: 'El Gordo',
    text: 'Era 22 de diciembre y estaba en el bar de mi pueblo, con la tele puesta y los niños de San Ildefonso cantando los números. Mi padre, que murió hace cinco años, estaba en la barra tomándose un carajillo y me enseñó un décimo. Cuando cantaron el Gordo, era nuestro número. Todo el bar se puso a gritar y a abrazarse, y yo lloraba de alegría. Pero mi padre se guardó el décimo en la cartera sin inmutarse y me dijo: «El premio era verte, hija».',
    symbols: ['city', 'death', 'money'],
    people: ['father', 'crowd'],
    emotions: ['joy'],
    notThere: ['child', 'boy', 'singing', 'daughter', 'sadness'],
    notFelt: ['sadness'],
    written: { father: 'padre' },
    turn: ['father'],
    outsideLexicon: ['décimo', 'bar', 'tele'],
  },
  // Chile. A plain dream. Hot springs in the cordillera (mountain): the warm water, the snow, the distant
  // volcanoes and a condor (eagle). Running barefoot (feet) is no fleeing, and "muertos de frío y de risa"
  // is no death. Laughing and "feliz" are joy.
  {
    id: 'es9-termas',
    title: 'Las termas',
    text: 'Estaba con mi marido en unas termas en plena cordillera, metidos en una poza de agua calentita mientras nevaba alrededor. No había nadie más. A lo lejos se veían los volcanes nevados y un cóndor daba vueltas sobre nosotros. Mi marido me contaba chistes malísimos y yo me reía como tonta. Después salimos corriendo descalzos por la nieve hasta la cabaña, muertos de frío y de risa. Fue tan lindo que me desperté feliz.',
    symbols: ['mountain', 'water', 'snow', 'volcano', 'eagle', 'feet'],
    people: ['husband'],
    emotions: ['joy'],
    notThere: ['death', 'fleeing'],
    written: { husband: 'marido' },
    outsideLexicon: ['termas', 'cabaña'],
  },
  // Bolivia. A mine in Potosí: the tunnel is a cave, the lamp a candle. The grandfather only worked there
  // once: not there. The Tío is the devil figure the miners make offerings to (devil), no uncle; the miners
  // are strangers. The silver vein is a treasure that shines (light), no money ("plata"), and the river a
  // likeness. The fear is first denied, then felt ("ahí sí"). The lamp going out, the brother gone, is the
  // turn (darkness).
  {
    id: 'es9-mina',
    title: 'La veta',
    text: 'Bajaba con mi hermano a una mina en Potosí, con casco y linterna, como hacía mi abuelo de joven. El túnel era estrecho y olía a polvo. Los mineros le dejaban hojas de coca al Tío, el diablo de la mina, y mi hermano también le dejó un cigarro. Yo no le tenía ningún miedo. Más adentro encontramos una veta de plata que brillaba como un río. Cuando me di vuelta, mi hermano ya no estaba y la linterna se apagó. Ahí sí me dio miedo.',
    symbols: ['candle', 'cave', 'devil', 'treasure', 'light', 'darkness'],
    people: ['brother', 'stranger'],
    emotions: ['fear'],
    notThere: ['grandfather', 'family', 'money', 'river'],
    written: { brother: 'hermano' },
    turn: ['darkness'],
    outsideLexicon: ['mina', 'casco', 'coca'],
  },
  // Spain. The polling station is in the neighbourhood school (school); the ballot box is a box. "Hecha un
  // lío" is confusion. The young polling clerk is a stranger, "con cara de sueño" only his look (no face).
  // The former boss is boss (written jefa), no ex. Anger is denied. The ballots turned love letters are the
  // turn: letters, the love theirs, and "escritas a mano" no hands.
  {
    id: 'es9-elecciones',
    title: 'La mesa electoral',
    text: 'Me había tocado mesa electoral en el colegio de mi barrio, un domingo de elecciones. Yo era la presidenta y estaba hecha un lío con tanto papeleo. La gente iba metiendo las papeletas en la urna y el vocal, un chico joven con cara de sueño, me preguntaba cosas que no sabía contestar. A media tarde entró mi exjefa, la que me despidió, y votó mirándome fijamente. No me dio ninguna rabia, la verdad. Al abrir la urna, todas las papeletas eran cartas de amor escritas a mano.',
    symbols: ['school', 'box', 'letter'],
    people: ['stranger', 'boss'],
    emotions: ['confusion'],
    notThere: ['face', 'ex', 'hands', 'anger', 'love'],
    notFelt: ['anger', 'love'],
    written: { boss: 'jefa' },
    turn: ['letter'],
    outsideLexicon: ['urna', 'papeletas'],
  },
  // Colombia. A plain dream. Picking coffee on the grandfather's farm; "como cuando era pelada" is only
  // when she was a girl. "Cayó un aguacero" is rain, no fall. The mountains are there. "Tranquila" is calm.
  {
    id: 'es9-cafetal',
    title: 'La cosecha',
    text: 'Estaba recogiendo café en la finca de mi abuelo, en el Quindío, con un canasto amarrado a la cintura, como cuando era pelada. Las matas estaban cargadas de granos rojos y olía a tierra mojada. Cayó un aguacero y nos metimos debajo de un guadual. Mi abuelo me ofreció aguapanela en una totuma y nos quedamos mirando las montañas, que se veían azules. Casi no hablamos. Me sentí tranquila, como si no hubiera pasado el tiempo.',
    symbols: ['rain', 'mountain'],
    people: ['grandfather'],
    emotions: ['calm'],
    notThere: ['falling', 'girl'],
    written: { grandfather: 'abuelo' },
    outsideLexicon: ['café', 'canasto', 'guadual'],
  },
  // Argentina. A bank queue: the grandmother only sent the dreamer, and the till (la caja) is no box; the
  // supermarket bag is neither luggage nor a shop. The man behind, unknown, is a stranger (written señor).
  // The eight-year-old son as the cashier, in a tie (clothes), is the turn; "me tenté de risa" is joy.
  {
    id: 'es9-banco',
    title: 'La fila del banco',
    text: 'Estaba haciendo la fila del banco para cobrar la jubilación de mi abuela, que me había mandado con su libreta. La fila daba la vuelta a la manzana y no avanzaba nunca. Un señor detrás mío me contaba que estaba ahí desde 1989. Cuando por fin llegué a la caja, el cajero era mi hijo de ocho años, de corbata, y me pidió el documento muy serio. Me tenté de risa y no podía parar. Me dio los billetes en una bolsa del supermercado.',
    symbols: ['clothes', 'money'],
    people: ['stranger', 'son'],
    emotions: ['joy'],
    notThere: ['grandmother', 'box', 'luggage', 'shop'],
    written: { stranger: 'señor', son: 'hijo' },
    turn: ['son'],
    outsideLexicon: ['banco', 'libreta', 'corbata'],
  },
  // Mexico. A spinning class: the bike, the mirror, the music (singing). The instructor leading the class
  // is read as teacher (written instructora). The gym turning into a mountain road (the sierra, the pines as
  // trees, the air on the face) is the turn. "Feliz" is joy; the girl she was and the little shop are
  // only a likeness.
  {
    id: 'es9-gimnasio',
    title: 'La clase de spinning',
    text: 'Estaba en una clase de spinning, en la bici de adelante, justo enfrente del espejo. La instructora gritaba «¡Arriba, arriba!» y la música estaba a todo volumen. Yo pedaleaba y pedaleaba, y de repente ya no estaba en el gimnasio sino en una carretera de la sierra, en bici de verdad, con el aire fresco en la cara y los pinos a los lados. Me sentí libre y feliz, como cuando era niña y me iba sola en bici a la tiendita.',
    symbols: ['bicycle', 'mirror', 'singing', 'road', 'mountain', 'face', 'tree'],
    people: ['teacher'],
    emotions: ['joy'],
    notThere: ['girl', 'shop'],
    written: { teacher: 'instructora' },
    turn: ['road'],
    outsideLexicon: ['gimnasio'],
  },
  // Argentina. The dead father ("mi viejo", death) in his workshop, under a Falcon (car), hands black with
  // grease. Whistling a tango is neither singing nor dancing. Sadness is denied; the fear that he would
  // leave is the dreamer's. "Nena" is the dreamer, no girl, and "andá tranquila" his advice: no calm of
  // hers. His "Ya sé" is the recognition and the turn.
  {
    id: 'es9-taller',
    title: 'El Falcon',
    text: 'Estaba en el taller de mi viejo, en Lanús, ayudándolo a cambiarle el aceite a un Falcon. Olía a nafta y a grasa, como siempre. Él tenía las manos negras y silbaba un tango. Yo sabía que estaba muerto, pero no me animaba a decírselo. No estaba triste; tenía miedo de que, si se lo decía, se fuera. Al final salió de abajo del auto, se limpió las manos con un trapo y me dijo: «Ya sé, nena. Andá tranquila».',
    symbols: ['car', 'hands', 'death'],
    people: ['father'],
    emotions: ['fear'],
    notThere: ['girl', 'singing', 'dancing', 'sadness', 'calm'],
    notFelt: ['sadness', 'calm'],
    written: { father: 'viejo' },
    turn: ['father'],
    outsideLexicon: ['taller'],
  },
  // Peru. A plain dream. A boat trip with tourists (journey) on the lake to the reed islands; the woman in
  // colourful skirts (clothes), unknown, is a stranger (written señora), and the knitted doll she gives is a
  // gift and a toy. The ground sinking a little is no drowning, the mattress a likeness. The sky; wonder.
  {
    id: 'es9-titicaca',
    title: 'Los uros',
    text: 'Íbamos en una lancha por el lago Titicaca hacia las islas de los uros, con un grupo de turistas. El agua era de un azul intensísimo y hacía un frío que cortaba. En la isla de totora nos recibió una señora con polleras de colores que me regaló una muñequita tejida. El suelo se hundía un poquito al caminar, como un colchón. Me quedé mirando el cielo, tan cerca que parecía que podía tocarlo. Me sentí maravillada.',
    symbols: ['boat', 'lake', 'journey', 'water', 'island', 'clothes', 'gift', 'toy', 'sky'],
    people: ['stranger'],
    emotions: ['wonder'],
    notThere: ['drowning', 'bedroom'],
    written: { stranger: 'señora' },
    outsideLexicon: ['totora', 'polleras'],
  },
  // Spain. Correos: the parcel is a box, the clerk a stranger (written mujer), everyone watching a crowd,
  // their laughter theirs. The sister is only its addressee, and the jumper is not in it. The cat inside is
  // the turn. "Me moría de vergüenza" is shame, no death; the relief is the dreamer's too.
  {
    id: 'es9-correos',
    title: 'El paquete',
    text: 'Fui a Correos a mandarle un paquete a mi hermana, que vive en Berlín. La cola era eterna y la funcionaria, una mujer con gafas de culo de vaso, me hizo abrir la caja delante de todo el mundo. Dentro no estaba el jersey que yo había metido, sino mi gato, Chispa, durmiendo tan a gusto. Todos se echaron a reír. Me moría de vergüenza, pero a la vez me dio un alivio enorme, porque en la vida real hace semanas que no aparece.',
    symbols: ['box', 'cat'],
    people: ['stranger', 'crowd'],
    emotions: ['shame', 'relief'],
    notThere: ['sister', 'clothes', 'death', 'joy'],
    notFelt: ['joy'],
    written: { stranger: 'mujer' },
    turn: ['cat'],
    outsideLexicon: ['Correos', 'gafas'],
  },
  // Uruguay. The daughter's recital on stage (performance) before the audience (crowd): she does not
  // dance, she sings (the turn). The baby she was is only remembered. Crying "de la emoción" is joy, not
  // sadness; the mother squeezing the hand is there.
  {
    id: 'es9-ballet',
    title: 'La canción de cuna',
    text: 'Era el festival de fin de año de la academia de ballet de mi hija, en el teatro del barrio. Yo estaba en la platea con mi madre, que le había cosido el tutú. Cuando mi hija salió al escenario no bailó: se puso a cantar la canción de cuna que yo le cantaba cuando era bebé. Todo el público se quedó mudo. Se me hizo un nudo en la garganta y lloré de la emoción, y mi madre me apretó la mano.',
    symbols: ['performance', 'singing', 'hands'],
    people: ['daughter', 'mother', 'crowd'],
    emotions: ['joy'],
    notThere: ['dancing', 'baby', 'sadness'],
    notFelt: ['sadness'],
    written: { daughter: 'hija', mother: 'madre' },
    turn: ['singing'],
    outsideLexicon: ['tutú', 'teatro'],
  },
  // Argentina. The book fair: signing a novel (book) for a long queue of readers (crowd). "Les seguía la
  // corriente" is going along with them, no river; "muerta de nervios" is anxiety, no death; the school is
  // only where the teacher taught. The teacher arriving with the
  // marked book is the turn; "confundida" is confusion.
  {
    id: 'es9-feria-libro',
    title: 'La firma',
    text: 'Estaba en la Feria del Libro, en La Rural, firmando ejemplares de una novela que yo nunca escribí. La fila de lectores era larguísima y todos me felicitaban. Yo les seguía la corriente, firmaba y sonreía, muerta de nervios por dentro. Entonces llegó mi profesora de Literatura de la secundaria, la señora Ibáñez, con el libro lleno de anotaciones en rojo, y me dijo: «Viste que te lo dije». No supe si era un reproche o un elogio. Me desperté confundida.',
    symbols: ['book'],
    people: ['crowd', 'teacher'],
    emotions: ['anxiety', 'confusion'],
    notThere: ['school', 'death', 'river'],
    written: { teacher: 'profesora' },
    turn: ['teacher', 'book'],
    outsideLexicon: ['novela'],
  },
  // Spain. A plain dream. The Camino is a road walked (journey) between chestnut trees, with rucksacks
  // (luggage), muddy boots (shoes, mud) and rain; the singing is theirs, the empanada food, the village a
  // city. The woman who gives it is a stranger (written señora). The cathedral is there, its towers no
  // castle. "Ganas de llorar de lo feliz" is joy, not sadness.
  {
    id: 'es9-camino',
    title: 'El Camino',
    text: 'Iba haciendo el Camino de Santiago con mi amiga Maite, por una senda entre castaños, en Galicia. Llevábamos las mochilas a cuestas y las botas llenas de barro. Llovía sin parar, pero nos daba igual: íbamos cantando canciones de campamento y riéndonos de todo. En un pueblecito una señora nos dio empanada y nos sellaron la credencial. Cuando por fin vimos las torres de la catedral, me entraron ganas de llorar de lo feliz que estaba.',
    symbols: ['road', 'journey', 'tree', 'luggage', 'shoes', 'mud', 'rain', 'singing', 'city', 'food', 'church'],
    people: ['friend', 'stranger'],
    emotions: ['joy'],
    notThere: ['castle', 'sadness'],
    notFelt: ['sadness'],
    written: { friend: 'amiga', stranger: 'señora' },
    outsideLexicon: ['credencial'],
  },
  // Argentina. A plain dream. Skiing on the cerro Catedral (a mountain, no church) with the cousins; the
  // school-leavers' trip is only a likeness. The sun, the snow, the real fall and the lake seen from the
  // chairlift are there. Laughing and "felicidad" are joy.
  {
    id: 'es9-bariloche',
    title: 'El cerro Catedral',
    text: 'Estaba esquiando en el cerro Catedral con mis primos, como en el viaje de egresados. Había un sol increíble y la nieve estaba perfecta. Yo nunca aprendí a esquiar, pero en el sueño bajaba a toda velocidad, haciendo curvas como una profesional. En una caída me revolqué en la nieve y me largué a reír. Desde la aerosilla se veía el lago Nahuel Huapi, enorme y azul. Me desperté con una felicidad enorme.',
    symbols: ['mountain', 'sun', 'snow', 'falling', 'lake'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['church', 'journey'],
    written: { family: 'primo' },
    outsideLexicon: ['esquí', 'aerosilla'],
  },
  // Mexico. Late to the nursery for the son; the teacher (maestra) is there, the husband only supposed.
  // Worry is denied. The son plays with a boy identical to him, in the same sweater (clothes): a double,
  // the turn. "Se me fue el alma a los pies" is fear, no feet; "¡Mamá!" is the dreamer, no mother.
  {
    id: 'es9-guarderia',
    title: 'Igualito',
    text: 'Iba corriendo a la guardería por mi hijo porque ya era tardísimo, y cuando llegué la maestra me dijo que ya habían pasado por él. No me preocupé, pensé que habría sido mi esposo. Pero luego vi a mi hijo en el patio, jugando con un niño igualito a él, con el mismo suéter y todo. La maestra me dijo que escogiera uno. Se me fue el alma a los pies. Los dos voltearon y me gritaron «¡Mamá!» al mismo tiempo.',
    symbols: ['late', 'clothes'],
    people: ['son', 'teacher', 'boy', 'double'],
    emotions: ['fear'],
    notThere: ['husband', 'feet', 'mother', 'anxiety'],
    notFelt: ['anxiety'],
    written: { son: 'hijo', teacher: 'maestra', boy: 'niño' },
    turn: ['double', 'boy'],
    outsideLexicon: ['guardería', 'patio'],
  },
];
