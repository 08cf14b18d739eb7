// Eighth tuning batch (Spanish), written and read by hand on 2026-12-05 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 75 to 100 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: a first driving lesson, a wedding-dress
// fitting, a hospital ward at night, a dog lost in a park, a house with one floor too many, teeth falling out
// at the ID-card photo, a living friend's funeral, an exam at the bottom of a pool, flying over Bogotá, a chase
// through a market, a dead aunt's kitchen, a broken phone in the metro, the ferry across the Río de la Plata, a
// volcano erupting, a thief who is the ex, a brother in prison, a tsunami, a UFO on the farm, a supermarket
// till and a cousin's rock concert. Spanish, Mexican, Argentine, Uruguayan, Colombian, Chilean and Peruvian
// usage (vochito, los camiones, mija, tomar once, gurisa, un PH, mi viejo, bárbara, parce, las carpetas,
// garabatear, la pinta, cebar mate, coraje, reclusorio, platicar, custodio, heladera, bombacha, no se mosqueó,
// la seño, pena as shame). About half are plain everyday dreams with few traps; the others carry the
// natural traps of real reports: feelings denied ("ni de pena", "no me dio ninguna vergüenza", "ni coraje me
// dio", "yo no estaba enojada"), only expected ("pensé que me iba a morir de nervios, pero") or someone
// else's (the mourners' tears, the brother's calm); images absent, only smelt, proposed, claimed or used as a
// measure (the father's cologne, "vamos a tomar once", "él también tenía llave", "más alta que la
// catedral"); similes and idioms ("como un fantasma", "como peces", "cara de pocos amigos", "se me heló la
// sangre", "un ataque de risa", "llovía ceniza"); names holding lexicon words (el Cerro, el Río de la Plata,
// Tango); words in another sense (la caja of a till, los bichos, pena); and a turning point in most, whose
// images `turn` lists. Gendered words as written: papá, madre, hermana, abuela, enfermera, niña, amigo,
// profesora, tía, mamá, hermano, abuelo, jefe, primo. `notFelt` repeats the feelings of `notThere` that are
// named but not the dreamer's as felt.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_8: readonly EvaluationDream[] = [
  // Mexico. A plain dream. The vochito and the volante are the car; "los camiones" are buses in Mexican usage
  // (the lexicon has no camión) and Insurgentes is an avenue driven on: road, with no road word. "Sin miedo" is
  // the father's advice, no fear of hers; she is nervous (anxiety) and ends glad. The clutch is outside the lexicon.
  {
    id: 'es8-clase-manejo',
    title: 'La primera clase de manejo',
    text: 'Era mi primera clase de manejo y el instructor era mi papá, que en la vida real no sabe manejar. Me subí a un vochito rojo en un estacionamiento vacío y no sabía ni dónde estaba el clutch. Mi papá me decía que le pisara sin miedo. Yo estaba nerviosísima, me sudaban las manos y el volante se me resbalaba. Salimos a Insurgentes y los camiones nos pitaban. Al final me estacioné perfecto y mi papá me aplaudió. Me desperté bien contenta.',
    symbols: ['car', 'hands', 'bus', 'road'],
    people: ['father'],
    emotions: ['anxiety', 'joy'],
    notThere: ['fear'],
    notFelt: ['fear'],
    written: { father: 'papá' },
    outsideLexicon: ['clutch', 'estacionamiento'],
  },
  // Spain. A wedding-dress fitting: no wedding takes place (not listed either way), and "de novia" and "ni
  // siquiera tengo novio" put no girlfriend or boyfriend in the dream. The calle Serrano is the shop's address, no
  // road seen. The mother's and sister's tears are theirs, and the dreamer feels nothing then. The grandmother is
  // there as the face in the mirror, young: the recognition and the turn. "Se me heló la sangre" is fear, no snow.
  {
    id: 'es8-vestido-novia',
    title: 'La prueba del vestido',
    text: 'Era la prueba del vestido de novia, en una tienda de la calle Serrano, y yo ni siquiera tengo novio. La modista, una señora mayor con la boca llena de alfileres, me apretaba el corsé y no había manera de que cerrara. Mi madre y mi hermana lloraban de emoción en el sofá; yo no sentía nada, como si me estuviera probando el vestido de otra. Entonces me miré en el espejo y la que me devolvía la mirada era mi abuela de joven, con ese mismo vestido. Se me heló la sangre.',
    symbols: ['clothes', 'shop', 'mirror'],
    people: ['mother', 'sister', 'grandmother'],
    emotions: ['fear'],
    notThere: ['girlfriend', 'boyfriend', 'road', 'sadness', 'snow'],
    notFelt: ['sadness'],
    written: { mother: 'madre', sister: 'hermana', grandmother: 'abuela' },
    turn: ['mirror', 'grandmother'],
    outsideLexicon: ['alfileres', 'corsé', 'sofá'],
  },
  // Chile. A hospital ward at night; the beds are read as bedroom (the lexicon's cama), the nurse's torch as
  // candle and the patients as illness. The nurse is silent "como un fantasma": a simile, no ghost. "Ni de pena"
  // denies the sadness; "tranquila" is calm. "Tomar once" is only proposed by the father, no food seen. The father
  // sitting up, young again, is the turn; "mija" is the dreamer.
  {
    id: 'es8-sala-hospital',
    title: 'La sala de noche',
    text: 'Estaba acompañando a mi papá en una sala del hospital del Salvador, de noche. Él dormía y los otros enfermos roncaban detrás de las cortinas. Una enfermera pasaba revisando las camas con una linterna, callada como un fantasma. Yo no tenía nada de sueño ni de pena; estaba tranquila, contando las gotas del suero. De repente mi papá se sentó en la cama, se sacó la aguja y me dijo: «Vamos a tomar once, mija». Se veía joven, como de cuarenta. Me dio una alegría enorme.',
    symbols: ['hospital', 'illness', 'candle', 'bedroom'],
    people: ['father', 'doctor'],
    emotions: ['calm', 'joy'],
    notThere: ['ghost', 'sadness', 'food'],
    notFelt: ['sadness'],
    written: { father: 'papá', doctor: 'enfermera' },
    turn: ['father'],
    outsideLexicon: ['cortinas', 'suero', 'aguja'],
  },
  // Uruguay. A plain dream: the dog lost and searched for among the trees, by the lake and its boats. Tango is
  // the dog's name, no dancing. Dusk falling is read as darkness. The dreamer cries (sadness; "como una gurisa"
  // is only the manner), and the girl feeding the dog biscuits is there, written niña. "¡Qué alivio!" is relief.
  {
    id: 'es8-perro-parque',
    title: 'Tango en el Parque Rodó',
    text: 'Había sacado a pasear a Tango, mi perro, por el Parque Rodó, y en un descuido se me soltó la correa. Lo busqué por todos lados: entre los árboles, en el lago de los botes, atrás de los juegos. Le preguntaba a la gente y nadie lo había visto. Empezó a oscurecer y yo lloraba como una gurisa. Al final lo encontré sentado al lado de una niña que le daba bizcochos. Lo abracé fuerte. ¡Qué alivio!',
    symbols: ['dog', 'searching', 'tree', 'lake', 'boat', 'darkness', 'food'],
    people: ['girl'],
    emotions: ['sadness', 'relief'],
    notThere: ['dancing'],
    written: { girl: 'niña' },
    outsideLexicon: ['correa', 'juegos'],
  },
  // Argentina. The one-storey PH (a house) grows a floor the dreamer did not know: hidden room, reached by the
  // stairs, barefoot. The father ("mi viejo") is only a smell of cologne, no person; the meal is only awaited. Her
  // childhood bedroom with her dolls behind the door is the turn (childhood home, toy). The fear is denied, the
  // nostalgia felt ("bárbara" is only its size).
  {
    id: 'es8-piso-de-mas',
    title: 'El piso de más',
    text: 'Vivo en un PH de una sola planta en Villa Crespo, pero en el sueño había una escalera que subía a un piso que yo no conocía. Subí descalza. Arriba había un living enorme, con los muebles tapados con sábanas, y olía a la colonia de mi viejo. En el fondo, una puerta entreabierta daba a mi cuarto de cuando era chica, con mis muñecas en la repisa. No me dio miedo; me dio una nostalgia bárbara. Me senté en mi cama y me quedé ahí, esperando que alguien me llamara a comer.',
    symbols: ['house', 'stairs', 'hidden_room', 'feet', 'door', 'bedroom', 'childhood_home', 'toy'],
    people: [],
    emotions: ['nostalgia'],
    notThere: ['fear', 'father', 'food'],
    notFelt: ['fear'],
    turn: ['childhood_home', 'toy'],
    outsideLexicon: ['muebles', 'sábanas', 'repisa', 'colonia'],
  },
  // Spain. The teeth fall out ("se me empezaron a caer"): teeth, not the dreamer falling; "como granos de maíz" is
  // a simile, no food. The queue of people behind is read as a crowd. The policeman's composure is his, and names
  // no feeling; the shame is denied and the hurry ("solo prisa") is no feeling of the list. The card's photo with
  // every tooth and a girl's face is the turn: a face, no girl.
  {
    id: 'es8-dientes-foto',
    title: 'La foto del DNI',
    text: 'Estaba en la comisaría para renovar el DNI y, justo cuando el policía me dijo que sonriera para la foto, se me empezaron a caer los dientes, uno detrás de otro, como granos de maíz. Los iba recogiendo del mostrador con la mano mientras la cola de gente resoplaba detrás de mí. El policía ni pestañeó y me hizo la foto igual. Lo curioso es que no me dio ninguna vergüenza, solo prisa. Cuando me dio el carné, en la foto salía con todos los dientes y cara de niña.',
    symbols: ['teeth', 'photo', 'hands', 'face'],
    people: ['police', 'crowd'],
    emotions: [],
    notThere: ['falling', 'food', 'girl', 'shame', 'calm'],
    notFelt: ['shame', 'calm'],
    turn: ['photo', 'teeth', 'face'],
    outsideLexicon: ['mostrador', 'carné', 'comisaría'],
  },
  // Colombia. A friend's funeral in a church, with the coffin (the lexicon's ataúd, cemetery). "La mamá de él" is
  // the friend's mother, no mother of the dreamer's; everyone's tears are theirs and the dreamer denies sadness and
  // feels guilt for it. The friend walking in alive is the turn. "Un ataque de risa" is joy, no fight; the jacket
  // is clothes. No death is named (the friend is "vivito y coleando"), so none is listed.
  {
    id: 'es8-funeral-amigo',
    title: 'El funeral de Julián',
    text: 'Era el funeral de mi amigo Julián en una iglesia de Envigado, aunque en la vida real está vivito y coleando. Todo el mundo lloraba, sobre todo la mamá de él, que no se despegaba del ataúd. Yo no sentía ni una pizca de tristeza, y eso me daba culpa. Cuando el cura terminó la misa, Julián entró por la puerta de atrás, con su chaqueta de siempre, y se sentó a mi lado a ver su propio entierro. Me dijo: «Parce, qué aburrido está esto». Nos dio un ataque de risa que no podíamos parar.',
    symbols: ['funeral', 'church', 'cemetery', 'door', 'clothes'],
    people: ['friend'],
    emotions: ['guilt', 'joy'],
    notThere: ['mother', 'sadness', 'fight'],
    notFelt: ['sadness'],
    written: { friend: 'amigo' },
    turn: ['friend'],
    outsideLexicon: ['misa'],
  },
  // Peru (carpetas are school desks). An exam at the bottom of the school pool: exam, school, water, swimming.
  // The classmates swim "como peces": a simile, no fish. Holding one's breath under water is not the lexicon's
  // breathlessness, and "compañeros" are classmates, no colleagues. "Desesperada" is read as helplessness, then
  // relief.
  {
    id: 'es8-examen-piscina',
    title: 'El examen en la piscina',
    text: 'Tenía el examen final de Química en la piscina del colegio, en Miraflores. Las carpetas estaban en el fondo y teníamos que bajar a escribir aguantando la respiración. Mis compañeros nadaban como peces, pero yo me olvidaba de cómo se bucea y subía a cada rato a tomar aire. La profesora Nancy tocaba un silbato desde el borde. Las hojas se deshacían en el agua y yo estaba desesperada. Al final salí con el uniforme empapado y vi que todos habían entregado en blanco. Me dio un alivio enorme.',
    symbols: ['exam', 'school', 'swimming', 'water', 'clothes'],
    people: ['teacher'],
    emotions: ['helplessness', 'relief'],
    notThere: ['fish', 'boss'],
    written: { teacher: 'profesora' },
    outsideLexicon: ['piscina', 'carpetas', 'silbato'],
  },
  // Colombia. A plain flying dream over the city and its hills (cerros, mountain), with bicycles, the sun and the
  // clouds (sky). "Gritando como loca" is shouting for joy, no anger. The grandmother waits with chocolate and
  // almojábanas (food) on her terrace.
  {
    id: 'es8-volar-bogota',
    title: 'Sobre Bogotá',
    text: 'Soñé que volaba sobre Bogotá un domingo temprano, con los brazos abiertos, por encima de los cerros. Abajo se veía toda la ciudad: la ciclovía llena de bicicletas, los techos de ladrillo de La Candelaria. Hacía un frío rico y el sol salía por detrás de las nubes. Pasé tan cerca de una paloma que casi la toco. Iba feliz, gritando como loca. Cuando empecé a bajar, aterricé en la terraza de mi abuela, que me estaba esperando con chocolate y almojábanas.',
    symbols: ['flying', 'city', 'mountain', 'bicycle', 'sun', 'sky', 'bird', 'food'],
    people: ['grandmother'],
    emotions: ['joy'],
    notThere: ['anger'],
    notFelt: ['anger'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['techos', 'terraza'],
  },
  // Chile; the dreamer is a man ("cuando chico", "yo mismo"). A chase through the Vega Central market (shop), among
  // fruit, crates (box) and fish stalls. The hooded man is read as a shadow figure; the dreamer hides and is
  // searched for. "Lo raro es que" names no confusion; he enjoys it (joy) until the hood comes off: the man is
  // himself (double, the turn), and "ahí sí" brings the fear. The childhood game is only remembered.
  {
    id: 'es8-persecucion-vega',
    title: 'La Vega',
    text: 'Me perseguía un tipo con capucha por la Vega Central, entre los puestos de fruta y los sacos de papas. Yo corría botando cajones de tomates y los caseros me garabateaban. Lo raro es que me estaba divirtiendo; era como un juego, como cuando chico jugábamos a la pinta. Me escondí debajo de un mesón de pescados y el tipo se agachó a buscarme. Cuando se sacó la capucha vi que era yo mismo, con la misma cicatriz en la ceja. Ahí sí me dio miedo.',
    symbols: ['chased', 'fleeing', 'shop', 'food', 'box', 'fish', 'hiding', 'searching', 'shadow_figure'],
    people: ['double'],
    emotions: ['joy', 'fear'],
    notThere: ['confusion', 'toy'],
    turn: ['double'],
    outsideLexicon: ['capucha', 'mesón', 'cicatriz'],
  },
  // Uruguay. El Cerro is a Montevideo neighbourhood, no mountain; the apron's flowers are a print, no garden. The
  // aunt, dead two years (death), is family, written tía. The people in her gossip are only told about: no
  // strangers. Laughing together and "contenta" are joy, "extrañándola" nostalgia. A plain dream otherwise.
  {
    id: 'es8-tia-muerta',
    title: 'La tía Chela',
    text: 'Llegaba a la casa de mi tía Chela en el Cerro y ella estaba en la cocina, cebando mate como siempre, aunque murió hace dos años. Tenía puesto su delantal de flores. Me senté y me contó chismes del barrio, de gente que yo ni conocía. Le pregunté: «¿Estás bien, tía?», y me dijo que sí, que allá no le duele la rodilla. Nos reímos mucho. Cuando me fui me dio una torta frita envuelta en una servilleta. Me desperté extrañándola muchísimo, pero contenta de haberla visto.',
    symbols: ['house', 'kitchen', 'death', 'clothes', 'food'],
    people: ['family'],
    emotions: ['joy', 'nostalgia'],
    notThere: ['mountain', 'garden', 'stranger'],
    written: { family: 'tía' },
    outsideLexicon: ['mate', 'delantal', 'servilleta'],
  },
  // Mexico. The phone falls (no falling of the dreamer) and its screen shatters ("añicos", glass). The metro and
  // its carriage are train, the station and platform station; the pushing people a crowd. "Ni coraje me dio"
  // denies the anger (coraje is anger in Mexico). The ex inside the carriage, typing, is the turn; "tranquila" calm.
  {
    id: 'es8-celular-roto',
    title: 'La pantalla rota',
    text: 'Se me cayó el celular en la estación Pino Suárez del metro y la pantalla se hizo añicos. Aun así seguía prendido y me llegaban mensajes de mi ex, Rodrigo, uno tras otro, pero no podía leerlos entre tanta grieta. La gente se amontonaba para subir al vagón y me empujaban. Ni coraje me dio, la verdad; nada más quería saber qué decía. Cuando se abrieron las puertas, ahí estaba él, adentro del vagón, escribiéndome sin verme. No me subí. Me quedé en el andén, tranquila.',
    symbols: ['phone', 'station', 'train', 'glass', 'door'],
    people: ['ex', 'crowd'],
    emotions: ['calm'],
    notThere: ['falling', 'anger'],
    notFelt: ['anger'],
    turn: ['ex', 'train'],
    outsideLexicon: ['pantalla'],
  },
  // Argentina and Uruguay. A plain dream on the ferry across the river with the dreamer's children ("hijos",
  // "los chicos"). The river is flat "como un plato de sopa", a simile, but the alfajores are food. The Río de la
  // Plata is a name, no money. The dolphin is the turn; "maravillada" is wonder.
  {
    id: 'es8-ferry',
    title: 'El Buquebus',
    text: 'Iba en el Buquebus de Buenos Aires a Colonia con mis dos hijos, que en el sueño eran chiquitos otra vez. El río estaba marrón y quieto como un plato de sopa. Compramos alfajores en el free shop y subimos a la cubierta, con el viento en la cara. De pronto los chicos gritaron y vimos un delfín saltando al lado del barco. Yo no sabía que había delfines en el Río de la Plata. Me quedé maravillada mirando cómo nos acompañaba hasta el puerto.',
    symbols: ['boat', 'river', 'food', 'shop', 'wind', 'face', 'dolphin'],
    people: ['child'],
    emotions: ['wonder'],
    notThere: ['money'],
    turn: ['dolphin'],
    outsideLexicon: ['cubierta', 'puerto'],
  },
  // Peru. The Misti erupts (volcano, lava); the cloud was only what she first thought. "Como miel caliente" is a
  // simile. Nobody is frightened, the dreamer neither: the fear is denied. "Hermosa" is wonder. "Llovía ceniza"
  // is ash falling, no rain. Hanging the washing is clothes; the lunch is food.
  {
    id: 'es8-volcan',
    title: 'El Misti',
    text: 'Estaba en la azotea de mi casa en Arequipa tendiendo la ropa cuando el Misti empezó a echar humo. Al principio pensé que era una nube, pero después salió lava, rojísima, bajando por las faldas como miel caliente. Mis vecinos seguían regando sus macetas, tan campantes; nadie estaba asustado. Yo tampoco, curiosamente. Me quedé mirando la lava, que era hermosa, hasta que mi mamá me llamó a almorzar. Bajé y comimos rocoto relleno mientras afuera llovía ceniza.',
    symbols: ['house', 'clothes', 'volcano', 'food'],
    people: ['mother'],
    emotions: ['wonder'],
    notThere: ['rain', 'fear'],
    notFelt: ['fear'],
    written: { mother: 'mamá' },
    outsideLexicon: ['azotea', 'macetas', 'humo', 'ceniza'],
  },
  // Argentina. A thief in the kitchen who turns out to be the ex (intruder and ex, the recognition the turn).
  // "El corazón en la boca" is anxiety, no heart; the key is only his claim, none seen. The anger is his word and
  // her denial; "muerta de vergüenza" is shame, no death. "A oscuras" is darkness.
  {
    id: 'es8-ladron',
    title: 'El ladrón de la heladera',
    text: 'Me desperté en el sueño porque había un ruido en la cocina. Agarré lo primero que encontré, un paraguas, y fui por el pasillo a oscuras con el corazón en la boca. Había un ladrón revolviendo la heladera, de espaldas. Le grité y se dio vuelta: era mi ex, Martín, comiéndose mis milanesas con la mano. Me dijo que no me hiciera la enojada, que él también tenía llave. Yo no estaba enojada; estaba muerta de vergüenza porque estaba en bombacha. Lo saqué a escobazos.',
    symbols: ['kitchen', 'hallway', 'darkness', 'food', 'hands'],
    people: ['intruder', 'ex'],
    emotions: ['anxiety', 'shame'],
    notThere: ['heart', 'keys', 'anger', 'death'],
    notFelt: ['anger'],
    turn: ['ex'],
    outsideLexicon: ['paraguas', 'heladera', 'escoba'],
  },
  // Mexico. A visit to the brother in prison (the reclusorio; the cárcel he never set foot in is waking life).
  // The bag is luggage. The families in the yard are strangers' families, none of the dreamer's. The guard
  // (custodio) is police. The reversal, the dreamer being the prisoner, is the turn; the brother's calm is his.
  {
    id: 'es8-carcel-hermano',
    title: 'El reclusorio',
    text: 'Iba a visitar a mi hermano Beto al reclusorio, aunque él nunca ha pisado una cárcel. Me revisaron la bolsa, me sellaron el brazo y me pasaron a un patio lleno de familias comiendo tamales en mesas de plástico. Beto estaba flaquísimo y con el pelo rapado. Platicamos de todo menos de por qué estaba ahí. Me daba mucha tristeza verlo así. Cuando sonó el timbre, el custodio me detuvo a mí y no a él: el preso era yo. Beto se despidió desde la reja, tranquilo.',
    symbols: ['prison', 'luggage', 'food', 'hair'],
    people: ['brother', 'police'],
    emotions: ['sadness'],
    notThere: ['family', 'calm'],
    notFelt: ['calm'],
    written: { brother: 'hermano' },
    turn: ['prison', 'police'],
    outsideLexicon: ['patio', 'timbre'],
  },
  // Spain. The sea draws back and the wave comes (the turn). The people gathering shells are a crowd, "como si
  // fuera una fiesta" only a likeness: no party. The cathedral is only the wave's measure, no church seen; the
  // castle is run to. "Gritándole" is a warning, no anger. "El corazón a mil" is fear. The sister's children are
  // read as child.
  {
    id: 'es8-tsunami',
    title: 'La Caleta',
    text: 'Estaba en la playa de la Caleta, en Cádiz, con mi hermana y sus niños, y de repente el mar se retiró muchísimo y dejó las barcas tiradas en la arena. La gente iba a coger conchas como si fuera una fiesta. Yo sabía lo que venía. Cogí a los niños en brazos y eché a correr hacia el castillo, gritándole a mi hermana que corriera. Cuando me giré, la ola era más alta que la catedral. Me desperté con el corazón a mil, empapada en sudor.',
    symbols: ['beach', 'ocean', 'boat', 'wave', 'castle', 'fleeing'],
    people: ['sister', 'child', 'crowd'],
    emotions: ['fear'],
    notThere: ['party', 'church', 'anger'],
    notFelt: ['anger'],
    written: { sister: 'hermana' },
    turn: ['wave'],
    outsideLexicon: ['conchas'],
  },
  // Argentina (La Pampa). "El campo de mis abuelos" names the grandparents' land; only the grandfather is there.
  // The lights go out (darkness) and a great light comes; the flying saucer is alien, and the "bichos" are the
  // aliens (creatures in Argentine usage), no insects; the cows are bull. His calm names no feeling; the
  // dreamer laughs (joy). The landing is the turn.
  {
    id: 'es8-ovni',
    title: 'El ovni de los jueves',
    text: 'Estaba en el campo de mis abuelos, cerca de Santa Rosa, tomando mate con mi abuelo en la galería. De golpe se apagaron todas las luces y sobre el trigal apareció una luz enorme, redonda, que zumbaba como una heladera vieja. Mi abuelo ni se mosqueó: me dijo que venían todos los jueves. Bajó una nave espacial y de adentro salieron unos bichos flacos y grises que se pusieron a ordeñar las vacas. Yo me reía a carcajadas, no lo podía creer.',
    symbols: ['darkness', 'light', 'alien', 'bull'],
    people: ['grandfather'],
    emotions: ['joy'],
    notThere: ['insects', 'grandparent'],
    written: { grandfather: 'abuelo' },
    turn: ['alien'],
    outsideLexicon: ['trigal', 'galería', 'mate'],
  },
  // Colombia. "Mi caja" is the checkout, no box; "cara de pocos amigos" is the boss's scowl, an idiom (no face or
  // friend). In Colombia "pena" is embarrassment: with "que me tragara la tierra" it is shame, no sadness. The
  // old teacher arriving at the till is the turn. The mangos are food, the notes money.
  {
    id: 'es8-cajera',
    title: 'La caja del supermercado',
    text: 'Trabajaba de cajera en un supermercado de Barranquilla, un sábado en la mañana, y la fila no se acababa nunca. La registradora pitaba sola y los billetes me salían mojados, como recién lavados. Mi jefe, don Efraín, me miraba desde la puerta con cara de pocos amigos. De pronto llegó a mi caja mi profesora de primaria, la seño Marlene, con un carrito lleno de mangos, y me preguntó si ya había hecho la tarea. Me dio tanta pena que quería que me tragara la tierra.',
    symbols: ['shop', 'money', 'door', 'food'],
    people: ['boss', 'teacher'],
    emotions: ['shame'],
    notThere: ['box', 'face', 'friend', 'sadness'],
    written: { boss: 'jefe', teacher: 'profesora' },
    turn: ['teacher'],
    outsideLexicon: ['registradora', 'carrito', 'mangos'],
  },
  // Peru. The singer is the cousin (family, written primo), famous only "como si fuera": no celebrity. "Ni en la
  // ducha" is a saying, no bathroom. "Morir de nervios" is only expected and contradicted ("pero"): no anxiety, no
  // death. The stage and the singing are the turn; crying "de la emoción" is joy, no sadness.
  {
    id: 'es8-concierto',
    title: 'El concierto de Renzo',
    text: 'Estaba en un concierto de rock en el Estadio Nacional, en primera fila, y el cantante era mi primo Renzo, que en la vida real es contador y no canta ni en la ducha. El público saltaba y coreaba sus canciones como si fuera famoso de toda la vida. En un momento me señaló y me hizo subir al escenario. Pensé que me iba a morir de nervios, pero agarré el micro y canté sin problema, con una voz que no era la mía. Terminé llorando de la emoción.',
    symbols: ['performance', 'singing'],
    people: ['family', 'crowd'],
    emotions: ['joy'],
    notThere: ['celebrity', 'bathroom', 'death', 'anxiety', 'sadness'],
    notFelt: ['anxiety', 'sadness'],
    written: { family: 'primo' },
    turn: ['performance', 'singing'],
    outsideLexicon: ['estadio', 'micrófono'],
  },
];
