// Fifth tuning batch (Spanish), written and read by hand on 2026-12-05 before the analysis was run on it, in the plain style of real dream reports: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 45 to 100 words as people type them at dawn, written apart from the English batches
// (not translated), in situations the earlier batches did not use: a move, a talking rabbit, a flooded
// street in Bogotá, the dentist, a boy lost at a fair, a neighbour's patio, an island, a bakery, the
// Madrid night bus, a cabin in the woods, a school reunion, snow in Seville, a museum, a zoo, a pool, a
// hairdresser's, an office karaoke, a Chilean earthquake, an Argentine wake, a christening. Spanish,
// Mexican, Colombian, Chilean and Argentine usage (el búho, la buseta, harto, al tiro, ni ahí, tomar once,
// mi vieja, el cajón, re orgullosa, me dio pena, no me apurara). Few deliberate traps, only those people
// write: similes ("como barquitos de papel", "como un abuelo paciente", "como viejos amigos"), feelings
// denied ("no estaba asustada", "no me hizo ninguna gracia") or someone else's ("mi amiga Daniela, que
// estaba aterrada", "mi mamá, de lo más tranquila"), images only in a photo, a painting, a memory or a
// plan, words in another sense ("el búho", "la caja registradora", "las tazas bailaban", "la melena" of a
// lion, "una voz divina", "me moría de vergüenza"), names (Luna, Dios) and what is seen after waking.
// Gendered words: tía, amiga, maestra, mamá, jefa, peluquera, monitora, abuela, prima, sobrina.
// `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_5: readonly EvaluationDream[] = [
  // The wedding and the strangers are only in a photo; "echarnos una mano" and "a pie" are idioms. The
  // aunt's laughter is hers.
  {
    id: 'es5-mudanza',
    title: 'La mudanza',
    text: 'Nos mudábamos a un piso nuevo en Zaragoza y mi tía Pili había venido a echarnos una mano con las cajas. El camión no cabía por la calle, así que lo subíamos todo a pie, cuatro pisos por la escalera. Cada caja que abría tenía cosas que no eran mías: un acordeón, unos patines, la foto de una boda de gente que no conocía. Mi tía se partía de risa. Yo estaba agotada y un poco triste, no sé por qué.',
    symbols: ['moving', 'box', 'road', 'stairs', 'photo'],
    people: ['family'],
    emotions: ['sadness'],
    notThere: ['hands', 'feet', 'wedding', 'stranger', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['camión', 'acordeón', 'patines'],
  },
  // "La casa de mis papás" is the childhood home; the parents only own it (father not there). The water
  // is only remembered (the weekend the rabbit was left without it). "El corazón apachurrado" (Mexico)
  // is heartache, read as sadness with the crying; asking forgiveness names no guilt.
  {
    id: 'es5-conejo-coco',
    title: 'Coco',
    text: 'Mi conejo Coco, que se murió cuando yo tenía diez años, estaba otra vez en su jaula en el patio de la casa de mis papás, en Toluca. De repente me habló, con voz de señor, y me pidió una disculpa por aquella vez que lo dejé sin agua todo un fin de semana. Yo le pedí perdón llorando. Él me dijo que no me apurara, que allá donde está hay harta alfalfa. Desperté con el corazón apachurrado, pero tranquila.',
    symbols: ['rabbit', 'death', 'childhood_home'],
    people: [],
    emotions: ['sadness', 'calm'],
    notThere: ['father', 'water', 'heart'],
    outsideLexicon: ['jaula', 'alfalfa'],
  },
  // The buseta is a bus. The cars really float, like paper boats: no boat, no flying. Daniela's fear is
  // hers; the rain of childhood is only remembered, but it rains in the dream too.
  {
    id: 'es5-aguacero',
    title: 'El aguacero',
    text: 'Salía de la oficina en Chapinero y se largó un aguacero tremendo. En cinco minutos la calle quedó inundada hasta las rodillas y los carros flotaban como barquitos de papel. Iba con mi amiga Daniela, que estaba aterrada, y nos subimos a una buseta que pasaba sin frenar. Adentro la gente iba cantando vallenatos como si nada. A mí me dio por reírme, me sentía feliz, como cuando era chiquita y jugaba bajo la lluvia.',
    symbols: ['office', 'rain', 'road', 'flood', 'car', 'bus', 'singing'],
    people: ['friend'],
    emotions: ['joy'],
    notThere: ['boat', 'flying', 'fear'],
    notFelt: ['fear'],
  },
  // The dentist only looks like the chemistry teacher. Not being able to speak with the mouth held open is
  // read as voice; the gold teeth as treasure. "Me daba una lata" (Chile) is annoyance, no feeling of the
  // list; the fear is denied.
  {
    id: 'es5-dentista',
    title: 'El dentista',
    text: 'Estaba en el dentista, un caballero pelado y con bigote que se parecía harto a mi profesor de química del liceo. Me hacía abrir la boca y me sacaba una muela, después otra, y las iba guardando en un frasco como si fueran dulces. No me dolía nada y no estaba asustada, pero me daba una lata tremenda no poder hablar. Al final me pasó un espejo y tenía todos los dientes de oro. Desperté y me toqué la boca al tiro.',
    symbols: ['teeth', 'voice', 'mirror', 'treasure'],
    people: ['doctor'],
    emotions: [],
    notThere: ['teacher', 'fear'],
    notFelt: ['fear'],
    outsideLexicon: ['bigote', 'frasco'],
  },
  // The boy is the one lost, but the lost child is the dream's image. "Su mamá" is the boy's mother,
  // who turns out to be the teacher: no mother of the dreamer's. The crowd she searches through is read
  // as crowd. The boy's crying and his joy are his.
  {
    id: 'es5-feria',
    title: 'El niño de la feria',
    text: 'Estaba en la feria de mi pueblo, formada para subirme a la rueda de la fortuna, cuando vi a un niño chiquito llorando junto al puesto de algodones. Se había perdido. Le compré un elote y lo llevé de la mano a buscar a su mamá entre toda la gente. Él ya no lloraba, iba de lo más contento. Yo, en cambio, estaba preocupadísima. Al final su mamá resultó ser mi maestra de la primaria, igualita que hace veinte años.',
    symbols: ['city', 'lost', 'food', 'hands', 'searching'],
    people: ['boy', 'teacher', 'crowd'],
    emotions: ['anxiety'],
    notThere: ['mother', 'sadness', 'joy'],
    notFelt: ['sadness', 'joy'],
    outsideLexicon: ['feria', 'rueda de la fortuna'],
  },
  // "Mi vieja" (Argentina) is the dreamer's mother, only in a photo. Don Ramiro, the old neighbour, is
  // read as wise_elder, as the señora mayor in es4-colectivo. His anger is denied and his crying his;
  // the limonero is a tree.
  {
    id: 'es5-patio-vecino',
    title: 'El patio de don Ramiro',
    text: 'Mi perro Toto se metió por un agujero del cerco al patio del vecino, don Ramiro, un viejo cascarrabias que en la vida real nos tiene podridos con sus quejas. Salté el cerco para buscarlo y lo encontré cavando debajo de un limonero. Había desenterrado una caja de lata con cartas viejas y una foto de mi vieja de joven. Don Ramiro apareció en pantuflas, pero no estaba enojado: lloraba mirando la foto. Me dio una ternura bárbara.',
    symbols: ['dog', 'searching', 'tree', 'box', 'letter', 'photo', 'shoes'],
    people: ['wise_elder'],
    emotions: ['love'],
    notThere: ['mother', 'anger', 'sadness'],
    notFelt: ['anger', 'sadness'],
    outsideLexicon: ['cerco', 'patio'],
  },
  // "No había nadie" says the island was empty, and the loneliness is denied; the monkey only looks like
  // a grandfather. The palm trees are trees, the coconuts food. In Spain "me dio pena que se acabara" is
  // regret, read as sadness, felt on waking.
  {
    id: 'es5-isla',
    title: 'La isla',
    text: 'Naufragaba y llegaba nadando a una isla pequeñita, con cuatro palmeras y una arena blanquísima. No había nadie, pero no me sentía sola en absoluto: había un mono que me traía cocos y me miraba como un abuelo paciente. Por la noche hice una hoguera y vi pasar un barco enorme a lo lejos. Podría haberle hecho señales, pero no quise. Estaba en paz, y al despertar me dio pena que se acabara.',
    symbols: ['swimming', 'island', 'tree', 'beach', 'monkey', 'food', 'fire', 'boat'],
    people: [],
    emotions: ['calm', 'sadness'],
    notThere: ['grandfather', 'loneliness'],
    notFelt: ['loneliness'],
  },
  // The bakery is a shop and the bread is in the dream (the barra), though the dreamer never baked in
  // life. The flour falls like snow: nobody falls, no snow. The caja registradora is no box. The uncle
  // "tan pancho" (Spain) is calm, his; "de los nervios" is the dreamer's anxiety.
  {
    id: 'es5-panaderia',
    title: 'La panadería',
    text: 'Trabajaba de madrugada en la panadería de mi tío Andrés, aunque yo en mi vida he hecho pan. La harina caía del techo como nieve y lo cubría todo. Los clientes hacían cola y yo no sabía cobrar, porque la caja registradora tenía las teclas en griego. Mi tío, tan pancho, amasaba silbando. Yo estaba de los nervios. Entonces entró mi ex a por una barra, como si nada, me sonrió y me desperté.',
    symbols: ['shop', 'food'],
    people: ['family', 'ex'],
    emotions: ['anxiety'],
    notThere: ['falling', 'snow', 'box', 'calm'],
    notFelt: ['calm'],
    outsideLexicon: ['harina', 'caja registradora'],
  },
  // In Madrid "el búho" is the night bus: no owl. The dinner is over before the dream begins. The cap is
  // clothes; the fear is denied.
  {
    id: 'es5-buho',
    title: 'El búho de las tres',
    text: 'Volvía de una cena en Lavapiés y cogí el búho de las tres en Cibeles. El autobús iba vacío; solo estaba el conductor, que era mi padre, con la gorra de cuando trabajaba en la EMT. No paraba en ninguna parada y se metía por calles que yo no conocía, cada vez más oscuras. Le pedía que me dejara bajar y él solo sonreía. No tenía miedo, era más bien una tristeza muy honda. Me desperté llorando.',
    symbols: ['bus', 'road', 'darkness', 'clothes'],
    people: ['father'],
    emotions: ['sadness'],
    notThere: ['owl', 'food', 'fear'],
    notFelt: ['fear'],
  },
  // The cabin is read as house. "Estaba sola" says the dreamer was alone, not lonely; the fox (no
  // lexicon word) talks like an old friend, a simile.
  {
    id: 'es5-cabana',
    title: 'La cabaña',
    text: 'Estaba sola en una cabaña en medio del bosque, cerca de Pucón, con la estufa a leña prendida y un libro que no se terminaba nunca. Afuera nevaba despacito. A medianoche golpearon la puerta tres veces. Sabía que no tenía que abrir, pero abrí igual: era un zorro enorme, parado en dos patas, que me pidió permiso para calentarse. Se sentó junto al fuego y conversamos como viejos amigos. Fue precioso.',
    symbols: ['house', 'forest', 'fire', 'book', 'snow', 'door'],
    people: [],
    emotions: ['wonder'],
    notThere: ['friend', 'loneliness'],
    notFelt: ['loneliness'],
    outsideLexicon: ['zorro', 'estufa a leña'],
  },
  // Javi was the boyfriend of the third year: ex, not boyfriend. The grey hair is read as hair and aging.
  // His wife has no people id (the lexicon's wife is the dreamer's), and her calm is hers. "Me moría de
  // vergüenza" is shame, no death; "encantada" is read as joy.
  {
    id: 'es5-promocion',
    title: 'Veinte años después',
    text: 'Era la fiesta de los veinte años de mi promoción, en el gimnasio del instituto, con globos y música de los noventa. Todos estaban igual que entonces, con dieciséis años, y yo era la única con canas. Javi, mi novio de tercero, me sacó a bailar una lenta y me dijo al oído que nunca me había olvidado. Su mujer nos miraba desde la barra, tan tranquila. Yo me moría de vergüenza y, a la vez, estaba encantada.',
    symbols: ['party', 'school', 'singing', 'hair', 'aging', 'dancing'],
    people: ['ex'],
    emotions: ['shame', 'joy'],
    notThere: ['boyfriend', 'calm', 'death'],
    notFelt: ['calm'],
    outsideLexicon: ['globos'],
  },
  // The grandmother laughs "como una chiquilla": a simile, no girl, and her joy is hers. The window is
  // only looked through after waking. The gorro is clothes, the orange food.
  {
    id: 'es5-nevada',
    title: 'Nevaba en Sevilla',
    text: 'Nevaba en Sevilla, cosa que no he visto en mi vida, y toda la calle Sierpes estaba blanca. Yo volvía a tener siete años e iba de la mano de mi abuela Carmen, que me había tejido un gorro de lana. Hicimos un muñeco de nieve con una naranja de nariz. Ella se reía como una chiquilla. Me desperté con una nostalgia que me duró toda la mañana, y hasta me asomé a la ventana por si acaso.',
    symbols: ['snow', 'road', 'hands', 'clothes', 'food'],
    people: ['grandmother'],
    emotions: ['nostalgia'],
    notThere: ['girl', 'joy', 'window'],
    notFelt: ['joy'],
    outsideLexicon: ['muñeco de nieve'],
  },
  // The sea and the sinking ship are in a painting; "nos paramos" (we stopped) is no páramo. "Espantoso" is
  // Martín's judgement of the painting, no fear of anyone's; "hermosísimo" is the dreamer's wonder. It
  // rains outside, on that Sunday.
  {
    id: 'es5-museo',
    title: 'El cuadro',
    text: 'Estaba en el Museo de Bellas Artes con mi novio Martín, un domingo de lluvia. Nos paramos delante de un cuadro enorme: un mar gris con un barco a punto de hundirse. Martín decía que era espantoso; a mí me pareció hermosísimo y me quedé mirándolo un montón. Cuando me di vuelta, Martín ya no estaba y las salas estaban vacías. Lo busqué por todo el museo y solo encontré a un vigilante dormido. Me sentí muy sola.',
    symbols: ['rain', 'searching'],
    people: ['boyfriend'],
    emotions: ['wonder', 'loneliness'],
    notThere: ['ocean', 'boat', 'drowning', 'desert', 'fear'],
    outsideLexicon: ['museo', 'cuadro', 'vigilante'],
  },
  // A niece is family (her age is not said). The lion walks like a big dog, a simile; its melena is a
  // mane, no hair. Renata's joy is hers; "paralizada del susto" is the dreamer's fear and paralysis. The
  // pandas are only wished for.
  {
    id: 'es5-zoologico',
    title: 'El león de Chapultepec',
    text: 'Llevé a mi sobrina Renata al zoológico de Chapultepec. Ella quería ver a los pandas, pero en su jaula había un león dormido. De repente el león se despertó, abrió la reja con la pata y salió caminando entre la gente como si fuera un perro grandote. Todos corrían y gritaban. Renata, feliz, le acariciaba la melena, y yo estaba paralizada del susto. El león me lamió la mano y se volvió a dormir.',
    symbols: ['lion', 'paralysis', 'hands'],
    people: ['family', 'crowd'],
    emotions: ['fear'],
    notThere: ['dog', 'hair', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['zoológico', 'jaula'],
  },
  // The boss is the swimming instructor. The dreamer does not fall, she floats over the water (flying);
  // nobody swims. "No me hizo ninguna gracia" denies joy; "el estómago encogido" is read as anxiety.
  {
    id: 'es5-piscina',
    title: 'El trampolín',
    text: 'Volvía a las clases de natación del polideportivo, ya de adulta y con un bañador de cuando tenía doce años. La monitora era mi jefa, Begoña, con silbato y todo. Me mandaba tirarme del trampolín más alto y yo me negaba. Al final salté y, en vez de caer, me quedé flotando en el aire encima del agua, mientras todos aplaudían. A ellos les pareció genial; a mí no me hizo ninguna gracia. Tenía el estómago encogido.',
    symbols: ['clothes', 'flying', 'water'],
    people: ['boss', 'crowd'],
    emotions: ['anxiety'],
    notThere: ['falling', 'swimming', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['piscina', 'trampolín', 'silbato'],
  },
  // Luna is the hairdresser's name, the brother only a likeness, "por Dios" an exclamation. The
  // hairdresser has no people id. The gorrita is clothes; the photos are taken in the dream.
  {
    id: 'es5-peluqueria',
    title: 'Casi pelada',
    text: 'Fui a la peluquería del barrio a cortarme las puntas y la peluquera, una chica que se llamaba Luna, me dejó casi pelada. Me miraba en el espejo y no me reconocía: parecía mi hermano. Luna estaba re orgullosa de su obra y me sacaba fotos con el celular para Instagram. Salí a la calle con una gorrita y me crucé con toda la gente que conozco. Qué vergüenza, por Dios.',
    symbols: ['hair', 'mirror', 'photo', 'phone', 'road', 'clothes'],
    people: [],
    emotions: ['shame'],
    notThere: ['moon', 'brother', 'divine'],
    outsideLexicon: ['peluquera'],
  },
  // In Colombia "me dio pena" is embarrassment: shame, as in es4-dia-de-muertos. "Ni en la ducha" is an
  // idiom; "una voz divina, como de ángel" a compliment and a simile. Singing before the whole office is
  // read as performance; the boss's tears are his.
  {
    id: 'es5-karaoke',
    title: 'El karaoke',
    text: 'Era la fiesta de fin de año de la empresa, en un karaoke de Medellín, y mi jefe, don Hernán, me puso el micrófono en la mano para que cantara una de Shakira. Yo no canto ni en la ducha. Me dio una pena horrible, pero arranqué y me salía una voz divina, como de ángel. Todo el mundo aplaudía y don Hernán lloraba de la emoción. Me desperté feliz, cantando bajito.',
    symbols: ['party', 'hands', 'singing', 'performance'],
    people: ['boss', 'crowd'],
    emotions: ['shame', 'joy'],
    notThere: ['bathroom', 'divine', 'angel', 'sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['karaoke', 'micrófono'],
  },
  // "Empezó a temblar" is the earthquake; the cups dance only in another sense. The lamp is read as
  // candle, as in es3-lampara-arana; tomar once, the marraqueta and the palta are food. The mother's calm
  // is hers; the fear is denied ("ni ahí", Chile).
  {
    id: 'es5-temblor',
    title: 'El temblor',
    text: 'Estaba en el departamento de mi mamá en Viña, tomando once con ella y con mi hermano Nico, cuando empezó a temblar fuerte. Las tazas bailaban en la mesa y la lámpara se balanceaba como un péndulo. Mi mamá, de lo más tranquila, siguió untando la marraqueta con palta. Nico se metió debajo de la mesa. Yo no me asusté, ni ahí: me quedé fascinada mirando por la ventana cómo el mar se recogía y dejaba la playa al descubierto.',
    symbols: ['earthquake', 'candle', 'food', 'window', 'ocean', 'beach'],
    people: ['mother', 'brother'],
    emotions: ['wonder'],
    notThere: ['dancing', 'calm', 'fear'],
    notFelt: ['calm', 'fear'],
  },
  // The cajón (Argentina) is the coffin, read as cemetery (its ataúd). The uncle is dead and winks: death
  // and eyes. Everyone's crying is theirs; "una mezcla de risa y de miedo" is the dreamer's joy and fear.
  {
    id: 'es5-velorio',
    title: 'El velorio del tío Beto',
    text: 'Era el velorio de mi tío Beto, en una sala con olor a café recalentado. Todos lloraban, mi tía más que nadie. Pero cuando me acerqué al cajón, el tío Beto abrió un ojo y me guiñó, como hacía cuando yo era chica y me pasaba caramelos a escondidas. No le dije nada a nadie. Me dio una mezcla de risa y de miedo, y me quedé al lado del cajón toda la noche, cuidándolo.',
    symbols: ['funeral', 'death', 'cemetery', 'eyes'],
    people: ['family'],
    emotions: ['fear', 'joy'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
  },
  // The chapel is in the school where the cousins studied. The photo is only planned; the baby does not
  // cry and is not dropped. «Tranquila» is the baby's word to the dreamer, not her calm; "del susto" is
  // her fear. The priest has no people id.
  {
    id: 'es5-bautizo',
    title: 'El bautizo',
    text: 'Era el bautizo del bebé de mi prima Sofía, en la capilla del colegio donde estudiamos las dos. Sofía me lo pasó para sacarse una foto con el cura y el bebé, en vez de llorar, me miró fijo y me dijo clarito: «Tranquila, que no te voy a hacer pis». Casi se me cae del susto. Nadie más lo había oído. Lo abracé fuerte y sentí un cariño enorme, como si fuera mío.',
    symbols: ['church', 'school'],
    people: ['baby', 'family'],
    emotions: ['fear', 'love'],
    notThere: ['photo', 'falling', 'sadness', 'calm'],
    notFelt: ['sadness', 'calm'],
    outsideLexicon: ['cura'],
  },
];
