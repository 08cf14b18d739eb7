// Fourth tuning batch (Spanish), written and read by hand on 2026-12-01 before the analysis was run on it, in the plain style of real dream reports: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 45 to 90 words as people type them at dawn, written apart from the English batch
// (not translated), with Spanish, Argentine, Mexican and Peruvian everyday details: la selectividad, el
// placard y el mate, el colectivo, el Oxxo, la verbena de San Juan, el Día de Muertos, un asado, la
// puna. Few deliberate traps, only those people write: a simile ("como dos viejas amigas"), a feeling
// denied ("no sentí ni una pizca de miedo") or someone else's ("mi jefa estaba nerviosísima"), regional
// senses ("me dio pena" in Mexico), names (Flor, Entre Ríos), words in another sense ("me seguía",
// "se me cayó un diente", "muerta de risa"), images only mentioned. Gendered words: jefa, médica,
// abuela, vecina, profesora. Lucía (the dreamer's sister), Pablo (a friend) and the grandfather come
// back from the earlier batches. `notFelt` repeats the feelings of `notThere` that are named but not
// the dreamer's as felt.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_4: readonly EvaluationDream[] = [
  // Arriving after the exam has begun is read as being late; the pyjamas as clothes; "agobiadísima"
  // as anxiety.
  {
    id: 'es4-selectividad',
    title: 'Otra vez la selectividad',
    text: 'Soñé que tenía que repetir la selectividad, con treinta y ocho años. Llegaba al instituto en pijama y la profesora de Historia, la misma de entonces, me decía que ya habían empezado. Me sentaba al fondo y el examen era sobre la Revolución Francesa, de la que no me acuerdo ni de broma. Miraba el reloj y las agujas iban hacia atrás. Estaba agobiadísima.',
    symbols: ['exam', 'school', 'late', 'clothes', 'clock'],
    people: ['teacher'],
    emotions: ['anxiety'],
  },
  // The grandmother walks behind the dreamer ("me seguía"): no chase. "Rara" qualifies the mixture of
  // feelings, it is no confusion of the dreamer's (so in notThere, not in notFelt); the calm is the
  // grandmother's.
  {
    id: 'es4-casa-tandil',
    title: 'La casa de Tandil',
    text: 'Estaba en la casa de mi abuela en Tandil, que en realidad se vendió hace años, y al abrir el placard del pasillo aparecía una escalera que yo no conocía. Arriba había un piso entero, con cuartos llenos de muebles tapados con sábanas. Mi abuela, que murió en 2019, me seguía con el mate en la mano, tan tranquila. Yo sentía una mezcla rara de miedo y curiosidad.',
    symbols: ['house', 'hallway', 'stairs', 'hidden_room', 'death', 'hands'],
    people: ['grandmother'],
    emotions: ['fear'],
    notThere: ['chased', 'calm', 'confusion'],
    notFelt: ['calm'],
    outsideLexicon: ['placard', 'mate'],
  },
  // The dreamer sinks but breathes: no drowning. The river bank is read as beach, as the shore in
  // en-long-journey. Lucía's laughter is hers.
  {
    id: 'es4-balsa',
    title: 'La balsa',
    text: 'Mi hermana Lucía y yo bajábamos un río en una balsa de goma, como aquel verano en Asturias. El agua estaba helada y verde como una botella. En una curva la balsa volcó y me hundí, pero abajo se respiraba sin problema y unas truchas me miraban muy serias. Cuando salí, Lucía estaba en la orilla muerta de risa. Me entró una paz enorme.',
    symbols: ['river', 'boat', 'water', 'fish', 'beach'],
    people: ['sister'],
    emotions: ['calm'],
    notThere: ['drowning', 'death', 'joy'],
    notFelt: ['joy'],
  },
  // The manager (gerente) is a man the dreamer does not know, not yet her boss: stranger. A tooth that
  // falls out is no fall; the saco is clothes.
  {
    id: 'es4-entrevista',
    title: 'La entrevista',
    text: 'Tenía una entrevista de trabajo en una oficina muy elegante de Polanco y, justo al darle la mano al gerente, se me cayó un diente. Lo recogí del suelo como si nada y seguí hablando, pero se me caían más, uno tras otro, y yo los iba guardando en el bolsillo del saco. El señor ni se inmutaba. Me moría de vergüenza.',
    symbols: ['office', 'hands', 'teeth', 'clothes'],
    people: ['stranger'],
    emotions: ['shame'],
    notThere: ['falling', 'death'],
  },
  {
    id: 'es4-tortilla-abuelo',
    title: 'La tortilla del abuelo',
    text: 'Mi abuelo estaba en la cocina haciendo tortilla de patatas, como los domingos, con la radio puesta. Yo sabía que estaba muerto, pero no le dije nada para no estropearlo. Me preguntó por el trabajo y por Lucía, y me dio un trozo de tortilla todavía caliente. Me desperté echándolo muchísimo de menos.',
    symbols: ['kitchen', 'food', 'death'],
    people: ['grandfather'],
    emotions: ['nostalgia'],
    notThere: ['office'],
    outsideLexicon: ['radio'],
  },
  // The girlfriend is only called, never reached: listed all the same, as the police in en-intruder.
  // The old woman who answers is read as wise_elder, as "una señora mayor" in es3-puente-de-mayo. The
  // screen is the phone's; "íconos raros" names no confusion.
  {
    id: 'es4-colectivo',
    title: 'Tres colectivos',
    text: 'Estaba de noche en una parada del colectivo en Rosario y tenía que avisarle a mi novia que iba a llegar tarde. El celular tenía la pantalla llena de íconos raros y, cada vez que marcaba su número, me atendía una señora mayor que me decía que me había equivocado. Pasaron tres colectivos llenos y ninguno paró. Al final empecé a caminar bajo una llovizna finita. Me sentía impotente.',
    symbols: ['station', 'bus', 'phone', 'late', 'rain'],
    people: ['girlfriend', 'wise_elder'],
    emotions: ['helplessness'],
    notThere: ['computer', 'confusion'],
  },
  // The buildings of Buenos Aires are read as city. Crying from joy is no sadness.
  {
    id: 'es4-corrientes',
    title: 'Sobre Corrientes',
    text: 'Iba caminando por la calle Corrientes y de golpe me di cuenta de que estaba soñando, porque los carteles cambiaban cada vez que los miraba. Entonces probé a volar. Al principio me costó, como cuando aprendés a andar en bici, pero después subí por encima de los edificios y vi el río, marrón y enorme. Me sentía libre y feliz, casi lloraba de la emoción.',
    symbols: ['road', 'flying', 'city', 'river'],
    people: [],
    emotions: ['joy'],
    notThere: ['bicycle', 'sadness'],
    notFelt: ['sadness'],
  },
  // The meeting room is read as the workplace (office).
  {
    id: 'es4-loro',
    title: 'El loro',
    text: 'Mi jefa me había pedido que presentara los números del trimestre delante de los de Madrid, y yo llevaba el portátil sin cargar. En la sala de reuniones había un loro enorme posado en la silla del director. Mi jefa estaba nerviosísima y no paraba de mirar el móvil. Yo, en cambio, estaba tranquilísima. Al final el loro hizo la presentación por mí.',
    symbols: ['computer', 'office', 'bird', 'phone', 'performance'],
    people: ['boss'],
    emotions: ['calm'],
    notThere: ['anxiety'],
    notFelt: ['anxiety'],
  },
  // "El corazón a mil" is read as fear; holding one's breath is no struggle to breathe.
  {
    id: 'es4-oaxaca',
    title: 'El mercado de Oaxaca',
    text: 'Me perseguían dos hombres por el mercado de Oaxaca, entre puestos de chiles y de fruta. No les veía la cara. Me metí detrás de unos costales de maíz y aguanté la respiración. Una señora que vendía tlayudas me hizo señas para que me escondiera debajo de su mesa. Tenía el corazón a mil. Cuando se fueron, la señora me regaló una naranja.',
    symbols: ['chased', 'shop', 'food', 'hiding'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['face', 'breath', 'heart'],
    outsideLexicon: ['costales'],
  },
  // The boy is first someone the dreamer does not know, then Pablo, her friend: both listed, as she
  // names him. The parents only own the village; the flowers are the shirt's print.
  {
    id: 'es4-verbena',
    title: 'La verbena',
    text: 'Era la verbena de San Juan en el pueblo de mis padres y yo bailaba con un chico que no conocía, moreno, con una camisa de flores horrorosa. Olía a pólvora y a churros. Nos besamos detrás de la iglesia mientras tiraban cohetes, y yo estaba enamoradísima. Luego él me dijo que se llamaba Pablo y que era mi amigo de toda la vida, y me quedé de piedra.',
    symbols: ['party', 'city', 'dancing', 'clothes', 'intimacy', 'church'],
    people: ['stranger', 'friend'],
    emotions: ['love'],
    notThere: ['family', 'garden', 'paralysis'],
    outsideLexicon: ['cohetes'],
  },
  // The vecina has no people id (outsideLexicon, as "cura" in es3-campanario). Shouting the dog's name
  // is no anger (not a feeling named, so not in notFelt); the crying is from relief.
  {
    id: 'es4-canela',
    title: 'Canela',
    text: 'Mi perra Canela salió disparada por la puerta del edificio y yo fui detrás de ella en chanclas, gritando su nombre por todo el barrio. La vecina del quinto me dijo que la había visto ir hacia el parque. La encontré junto a la fuente, jugando con un gato naranja como dos viejas amigas. Me dio tanto alivio que me senté en el suelo a llorar.',
    symbols: ['dog', 'door', 'shoes', 'searching', 'cat'],
    people: [],
    emotions: ['relief'],
    notThere: ['friend', 'anger', 'sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['vecina', 'parque', 'fuente'],
  },
  // The condor is read as eagle (the lexicon's birds of prey, with the vulture). "No había nadie" says
  // the place was empty, as "en recepción no había nadie" in es3-tia-soledad; the despair is denied.
  // The llamas are animals, not flames.
  {
    id: 'es4-puna',
    title: 'La puna',
    text: 'Viajaba en bus de Cusco a Arequipa con mi amigo Pablo y en un pueblito bajé al baño. Cuando salí, el bus ya no estaba, y Pablo tampoco. Me quedé en medio de la puna, con un frío tremendo y solo mi mochila. No había nadie, solo unas llamas que me miraban con cara de aburridas. Curiosamente, no me desesperé: me senté en una piedra a esperar y vi pasar un cóndor enorme.',
    symbols: ['journey', 'bus', 'city', 'bathroom', 'luggage', 'eagle'],
    people: ['friend'],
    emotions: [],
    notThere: ['loneliness', 'fire', 'face', 'helplessness'],
    notFelt: ['loneliness', 'helplessness'],
    outsideLexicon: ['puna', 'llamas'],
  },
  // Marta is a colleague ("los de la oficina"), which the boss id covers; the office only names the
  // team. Casillas's calm is his, Marta's shouting no anger. Waking up laughing is read as joy.
  {
    id: 'es4-futbol-sala',
    title: 'Tres goles',
    text: 'Jugaba un partido de fútbol sala con los de la oficina, y en la portería contraria estaba Iker Casillas, tan tranquilo, comiendo pipas. Yo no he metido un gol en mi vida, pero esa noche marqué tres. Mi compañera Marta, que odia el fútbol, gritaba como una loca desde la grada. Al final Casillas me pidió un autógrafo. Me desperté muerta de risa.',
    symbols: ['food'],
    people: ['celebrity', 'boss'],
    emotions: ['joy'],
    notThere: ['office', 'calm', 'anger', 'death'],
    notFelt: ['calm'],
  },
  // In Mexico "me dio pena", after being scolded, is embarrassment: read as shame, not sadness. The
  // veladoras are candles, the band is music (singing); the grandmother is dead, visited at her grave.
  {
    id: 'es4-dia-de-muertos',
    title: 'Día de Muertos',
    text: 'Era Día de Muertos y yo iba al panteón de San Andrés con mi mamá a llevarle cempasúchil a mi abuela. Había veladoras por todos lados y una banda tocando. Cuando llegamos a la tumba, mi abuela estaba sentada encima, comiendo pan de muerto, y me regañó por no haber ido a verla en todo el año. Me dio muchísima pena, pero también una ternura enorme.',
    symbols: ['cemetery', 'candle', 'singing', 'food', 'death'],
    people: ['mother', 'grandmother'],
    emotions: ['shame', 'love'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['cempasúchil'],
  },
  // "Tontísima" (feeling foolish) is near shame but not named: no feeling listed. The dog is only
  // mentioned; the dark glasses are no darkness.
  {
    id: 'es4-oxxo',
    title: 'En el Oxxo',
    text: 'Estaba en el Oxxo de la esquina comprando unas papitas y detrás de mí, en la fila, estaba Bad Bunny con lentes oscuros. Nadie lo reconocía más que yo. Me pidió prestado para un refresco porque no traía cartera, y le di veinte pesos. Después me invitó a su concierto, pero le dije que no podía porque tenía que sacar a pasear al perro. Me desperté sintiéndome tontísima.',
    symbols: ['shop', 'food', 'money'],
    people: ['celebrity'],
    emotions: [],
    notThere: ['darkness', 'dog'],
  },
  // The stuck elevator is read as trapped; "el corazón a mil" as fear, as in es4-oaxaca. Going home
  // ("volvía a casa") is no house seen.
  {
    id: 'es4-ascensor',
    title: 'El ascensor',
    text: 'Una pesadilla horrible. Volvía a casa de madrugada y el ascensor de mi edificio se paraba entre dos pisos. Se apagaba la luz y, por la rendija de la puerta, veía una sombra que subía por la escalera, despacito. Quería llamar a alguien, pero el móvil no tenía batería. Intentaba gritar y no me salía la voz. Me desperté sudando y con el corazón a mil.',
    symbols: ['elevator', 'trapped', 'darkness', 'door', 'shadow_figure', 'stairs', 'phone', 'voice'],
    people: [],
    emotions: ['fear'],
    notThere: ['house', 'light', 'heart'],
  },
  // Lucía is in the dream through her voice messages (phone). "Me hacía gracia" is read as joy;
  // "agobiada", denied, as anxiety.
  {
    id: 'es4-santa-eugenia',
    title: 'Santa Eugenia',
    text: 'Había quedado con mi hermana Lucía en Callao, pero en el metro todas las líneas tenían nombres de santos y ninguna me llevaba adonde quería. Cambiaba de andén una y otra vez y acababa siempre en la misma estación, Santa Eugenia. Lucía me mandaba audios cada vez más enfadada. Yo no estaba agobiada, al contrario, me hacía gracia. Al final salí a la calle y estaba en Lisboa.',
    symbols: ['train', 'lost', 'station', 'phone', 'road', 'city'],
    people: ['sister'],
    emotions: ['joy'],
    notThere: ['anger', 'anxiety'],
    notFelt: ['anger', 'anxiety'],
  },
  // The ombú is a tree. Flor and Entre Ríos are names; the lightning falls, the dreamer does not; Flor's
  // shouting is no anger (not a feeling named).
  {
    id: 'es4-ombu',
    title: 'El ombú',
    text: 'Estaba en el campo de mis tíos en Entre Ríos y se venía una tormenta tremenda. Las vacas corrían todas para el mismo lado y el cielo se puso verde. Mi prima Flor me gritaba que entrara a la casa, pero yo me quedé afuera mirando los rayos, fascinada. Un rayo cayó en el ombú del fondo y lo partió al medio. No sentí ni una pizca de miedo.',
    symbols: ['storm', 'bull', 'sky', 'house', 'tree'],
    people: ['family'],
    emotions: ['wonder'],
    notThere: ['river', 'garden', 'falling', 'anger', 'fear'],
    notFelt: ['fear'],
    outsideLexicon: ['campo'],
  },
  // The asado is read as a meal (food), not a party; the guests are not named any further, so no
  // people id for them.
  {
    id: 'es4-asado',
    title: 'El asado',
    text: 'Era domingo y mi papá hacía un asado en la terraza, pero la carne no se terminaba de hacer nunca. Pasaban las horas, se hacía de noche y los invitados se iban comiendo todo el pan de la canasta. Mi papá estaba de lo más tranquilo, contando chistes. Yo tenía un hambre terrible y una rabia que no me explicaba. Cuando por fin sirvió, la carne era de plástico.',
    symbols: ['food'],
    people: ['father'],
    emotions: ['anger'],
    notThere: ['calm'],
    notFelt: ['calm'],
  },
  // The colleagues (compañeros) give the boss id; the jefa herself is only thought of.
  {
    id: 'es4-guardia',
    title: 'La guardia',
    text: 'Llegaba tarde a mi guardia en el hospital y, para ganar tiempo, me tiraba por el hueco de la escalera. Caía y caía, pasando por todas las plantas, y mis compañeros me saludaban como si nada. No tenía nada de miedo; solo pensaba en la bronca que me iba a echar mi jefa. Aterricé en una camilla de urgencias y una médica jovencísima me tomó el pulso, muy seria.',
    symbols: ['late', 'hospital', 'stairs', 'falling'],
    people: ['boss', 'doctor'],
    emotions: [],
    notThere: ['fear'],
    notFelt: ['fear'],
  },
];
