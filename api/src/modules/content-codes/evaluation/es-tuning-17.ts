// Spanish, seventeenth tuning batch, the thirteenth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain: the Basque Country, Jaén, Granada and Madrid; Mexico,
// Argentina, Colombia, Chile, Peru, Venezuela, Cuba, Puerto Rico, Ecuador, Bolivia, Paraguay, Guatemala,
// El Salvador, Nicaragua, Panama, Costa Rica), each in its own idiom ("la Tamborrada", "mi aita", "me pillé
// un mosqueo", "orgullosísimo", "un chaval", "cogiendo aceituna", "vareando los olivos", "hace un frío que
// pela", "un señorito de ciudad", "me da muchísima pena", "un cursillo de esqui", "mi ex", "unos crios", "los
// mando a paseo", "descolocadisima", "me suelta", "mosqueada", "nomás", "un silbato de la muerte", "mi
// cuñada", "mija", "se carcajean", "coraje", "me da risa", "una coplera", "un carnavalito", "¡Pará,
// animal!", "re caliente", "la pasé bárbaro", "alcanzame las agujas", "re loca", "re angustiada", "la
// ciclovía", "un salpicón", "de mal genio", "unos pelados", "un man", "un cabro con polerón", "arrancó", "no
// lo pilló", "un caserito", "me convidó un mote con huesillo", "choreada", "harta pena", "una reunión de
// apoderados", "la tía Carmen", "me reta", "mis patas", "correr tabla", "se cagaba de risa", "ya la corte",
// "un roche", "unas aguamalas", "una carajita", "arrecha", "vale", "un comemierda", "echaba humo", "mi
// pana", "un coquí", "chévere", "mi ñaño", "le jaló la oreja", "mi enamorado", "un chango", "bombacha",
// "chipa", "¿sabés?", "un patojo", "un cohetillo", "cólera", "las curvinas", "no le atinó", "una flor de
// sacuanjoche", "una coqueta", "una cajeta de leche", "me dio gracia", "unos pizotes").
// Conventions followed (README.md, es-tuning-16.ts and the earlier batches): an interaction aimed at "nos"
// is one event, coded once with the dreamer as recipient ("nos grita que aprendamos a manejar", "se rió de
// nosotras", "nos regaló otra curvina", "nos compró chipa"), but one said of two or more ("nos dio una
// cajeta de leche a cada uno") is written once for each; an act of a group is coded to the group only, and a
// member singled out of it ("una niña del grupo" of the danzantes, "uno de los bailarines" of the
// Güegüense) is coded to the group unless named, while people who stand out from a group by name or kin
// ("mi tía Amparo" beside "mis primos", "doña Tere" among "los vecinos", "mi prima Yarisbeth" among
// "todos" at the call center) are coded apart; a reciprocal act ("nos peleamos") is two codes; an attempted
// act is coded as the act ("le tiró una chancleta y no le atinó"); people only mentioned or named as owners
// ("el colegio de mi hija Martina", whose homework is only spoken of) or only phoned (the mother calling from
// Colón) are not characters, and nothing said over the phone is coded, while an owner who then appears ("el
// olivar de mi abuelo", "la casa de mi abuela") is; someone dead in waking life but present in the dream is
// coded ("mi abuelo, que murió cuando yo tenía doce años", "mi abuela, que murió en agosto", "mi papa que
// murio hace tres años", "mi abuelito Tino, que murió hace cinco años"); in-laws are family ("mi cuñada
// Daniela"), the friends and relatives of people the dreamer knows known ("su primo Nahuel" of a friend,
// "su novio, Luis" of a friend, "su mamá, doña Queta" of a sister-in-law, as "la suegra de Ramiro" in
// es-tuning-10.ts); an ex is known; the people at the dreamer's workplace in the dream (the supervisor, the
// workmates) are known, a neighbour known; guilt, shame and embarrassment ("vergüenza", "avergonzada",
// "roche" in Peru) are apprehension, relief, pride and amusement happiness ("orgullosísimo", "orgullosa de
// mí misma", "me da risa", "me dio gracia", "eso si fue chistoso"); "mosqueo" and "mosqueada" (Spain),
// "coraje" (Mexico), "re caliente" (Argentina), "choreada" (Chile), "arrecha" (Venezuela), "echaba humo"
// (Cuba) and "cólera" (Guatemala) are anger, "pena" in Spain sorrow (sadness), and "susto" the dreamer's
// fear even in "para que se me pasara el susto"; laughter aimed at no one ("se fue riendo", "riéndose", "se
// cagaba de risa", "nos echamos a reír", "me reía también") is the laugher's amusement, not an interaction,
// while laughing at someone ("se rieron de mí", "se burló de mí", "se ríe de mí", "se rió de nosotras") is
// mockery; crying from a fright is the fright only (as "lloraba del susto" in es-tuning-11.ts); body
// sensations ("hace un frío que pela", "me arde horrible", "casi vomito") and feelings of no HVdC class
// ("una paz rarísima") are not coded, nor are negated feelings ("Marcelo no se asustó para nada", "Yo no
// tenía miedo") or feelings only quoted or phoned ("me dijo que estaba orgullosa de mí"); acts only wished
// or denied ("Luis quiere decirle algo, pero no le sale el inglés", "nunca miraba para atrás") and accidents
// ("se nos atraviesa", a fall on the slope) are not coded; a rite ("como es la costumbre", burning the devil
// on 7 December, carnival talc and albahaca) and a professional's work (the vet's injection, the
// dependienta saying what is left) are not coded, nor is a queue-jump with no shove ("se coló"); a defence
// said to the attacker ("le gritó que era un payaso", "¡Pará, animal!", "No es gracioso, ¿sabés?") is
// aggression to the attacker only; complaining to someone ("le reclamó") is verbal aggression; a deliberate
// snub ("me ignoro toda la mañana") is rejection; a prank meant to frighten is aggression; a blow with an
// animal's body is its aggression (the peck in es-tuning-11.ts), a dog's growl at another animal
// aggression, not physical (as the barking dog in es-tuning-10.ts), a lick friendliness (physical, as the
// dog's in es-tuning-11.ts); tending a scrape or a sting and cleaning the dreamer's face are friendliness
// (physical); a brother's kiss on the forehead is friendliness (physical), as a mother's; asking the dreamer
// to dance and treating her to food ("me invitó a un chocolate", "me convidó un mote") are friendliness;
// animals are coded of unknown sex. Conventions this batch had to decide: "mi aita" (Basque) is the father;
// "la tía Carmen" (Chile), a schoolteacher, is no kin (known), as "tío" in Spain for any man; "pena" in
// Chile ("harta pena") is sorrow (sadness), as in Spain and Bolivia; "de mal genio" (Colombia) is anger,
// "descolocadisima" (Spain) confusion; "un cabro" (Chile), "un chango" (Bolivia) and "un patojo"
// (Guatemala) are males, "unos pelados" (Colombia) youngsters of unstated sex, "un caserito" (Chile) a
// stall-keeper, "una carajita" (Venezuela, in an insult) no one; dialogue typed with rayas ("—¿Y tú para
// cuándo, mija?") is read as quoted speech, the mocking line being the act; a request ("—Nena, alcanzame
// las agujas") is not coded; a wave ("me saludo con la mano") is friendliness; a prank meant to frighten
// that touches no one (a death whistle blown in the ear) is not physical; the custom of the Día de
// Negros (painting "nos" with cosmetic) is the rite, but cosmetic rubbed into the dreamer's mouth "a la
// fuerza" is physical aggression; jellyfish stinging the dreamer are the animals' aggression (physical), and
// vinegar put on the stings by a stranger who sells empanadas is friendliness (physical), no part of his
// trade; taking the dreamer's drumsticks and throwing them in a fountain is one act (physical); filming the
// dreamer's fall while mocking her is one act of mockery; the taunt said during a quarrel ("porque él decía
// que yo era una coqueta") is the quarrel, not coded apart from the two reciprocal codes; a wink and a piece
// of gum are two friendly acts, as a tip with a hug in es-tuning-15.ts; a lorry whose driver is never spoken
// of is no character; a mocking line followed by "Todas se carcajean", with no "de mí", leaves the laughter
// as the group's amusement.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_17: HandCodedDream[] = [
  // "mi aita" (Basque) is the father; the dreamer's own company is a group the dreamer knows, "la gente" the
  // crowd present. The hug is friendliness (physical). Taking the drumsticks and throwing them in the fountain
  // is one act of theft (physical); "riéndose" is the lad's amusement. "le llamó idiota" is Iker's
  // aggression to him, lending his own sticks friendliness. "mosqueo" is anger, "orgullosísimo" pride.
  {
    text: 'Era la Tamborrada de Donostia y yo desfilaba con la compañía de mi sociedad, vestido de cocinero y con un barril colgado. A medianoche, en la plaza de la Constitución, mi aita me buscó entre la gente y me dio un abrazo enorme. Luego un chaval de otra compañía me quitó los palillos y los tiró a la fuente, riéndose. Mi amigo Iker le llamó idiota y me dejó los suyos. Al principio me pillé un mosqueo tremendo, pero acabé orgullosísimo.',
    characters: [
      'person unknown known plural | la compañía de mi sociedad',
      'person male family | mi aita',
      'person unknown stranger plural | la gente',
      'person male stranger | un chaval de otra compañía',
      'person male friend | mi amigo Iker',
    ],
    interactions: ['friendliness 1>D physical', 'aggression 3>D physical', 'aggression 4>3', 'friendliness 4>D'],
    emotions: ['happiness 3', 'anger D', 'happiness D'],
  },
  // Told in the present. The grandfather first names the olive grove, then is present, dead in waking life:
  // coded. "un señorito de ciudad" is the uncle's verbal aggression; teaching is friendliness; the sandwich
  // brought for the dreamer is a gift. The cold is a body sensation; "pena" in Spain is sorrow.
  {
    text: 'Estoy cogiendo aceituna en el olivar de mi abuelo, en Jaén, con mi padre y mi tío Paco, vareando los olivos con unas varas larguísimas. Hace un frío que pela. Mi tío me grita que soy un señorito de ciudad porque no sé ni coger la vara. Mi padre me enseña a darle a las ramas sin partirlas. A media mañana aparece mi abuelo, que murió cuando yo tenía doce años, con un bocadillo de tocino para mí. Cuando se va, me da muchísima pena.',
    characters: ['person male family | mi padre', 'person male family | mi tío Paco', 'person male family | mi abuelo'],
    interactions: ['aggression 1>D', 'friendliness 0>D', 'friendliness 2>D'],
    emotions: ['sadness D'],
  },
  // Typed in a hurry. An ex is known; ignoring the dreamer all morning is a deliberate snub (rejection). The
  // children laughing at her fall is mockery; "los mando a paseo" is the cousin's aggression to them. The
  // chocolate is friendliness. The fall is no act. "no entendia nada" and "descolocadisima" are confusion.
  {
    text: 'estaba en sierra nevada en un cursillo de esqui con mi prima Rocio y el monitor era mi ex, Sergio, que ni sabia que trabajaba alli. me ignoro toda la mañana como si no me conociera de nada. en una bajada me cai de culo y unos crios de la escuela se rieron de mi. Rocio los mando a paseo. luego Sergio me invito a un chocolate con churros en la cafeteria como si nada. no entendia nada, estaba descolocadisima y un poco triste',
    characters: [
      'person female family | mi prima Rocio',
      'person male known | mi ex, Sergio',
      'person unknown stranger plural | unos crios de la escuela',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'aggression 0>2', 'friendliness 1>D'],
    emotions: ['confusion D', 'sadness D'],
  },
  // Told in the present. The cat and the German shepherd are animals (unknown sex). The dog growling at the
  // cat is aggression, not physical; the injection is the vet's work; the cat's scratch on the vet's hand is
  // physical. "me suelta que soy una irresponsable" is verbal aggression. "mosqueada" is anger.
  {
    text: 'Llevo a mi gata Canela al veterinario del barrio, en Chamberí, porque lleva dos días sin comer. En la sala de espera hay un señor con un pastor alemán que no para de gruñirle a Canela. La veterinaria, una chica nueva que no conozco, le pone una inyección y Canela le pega un arañazo en la mano. Al salir, el señor me suelta que soy una irresponsable por no llevarla en transportín. Estoy preocupadísima por Canela y un poco mosqueada con el señor.',
    characters: [
      'animal unknown - | mi gata Canela',
      'person male stranger | un señor con un pastor alemán',
      'animal unknown - | un pastor alemán',
      'person female stranger | la veterinaria, una chica nueva que no conozco',
    ],
    interactions: ['aggression 2>0', 'aggression 0>3 physical', 'aggression 1>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The crowd on the pyramid is a group present. The death whistle blown in the ear "nomás para asustarme" is
  // a prank meant to frighten: aggression, not physical (no touch); "se fue riendo" is his amusement. The
  // mother's shout is aggression to him; the sister's hug friendliness (physical).
  {
    text: 'Fui a Teotihuacán el día del equinoccio con mi mamá y mi hermana la Lupita, las tres vestidas de blanco para cargarnos de energía. Había miles de personas subiendo la Pirámide del Sol. A medio camino un señor con un silbato de la muerte me lo sopló en la oreja nomás para asustarme, y se fue riendo. Mi mamá le gritó que era un payaso. Ya arriba, la Lupita me abrazó y nos quedamos con los brazos abiertos al sol. Me dio un susto horrible, pero arriba me sentí feliz.',
    characters: [
      'person female family | mi mamá',
      'person female family | mi hermana la Lupita',
      'person unknown stranger plural | miles de personas',
      'person male stranger | un señor con un silbato de la muerte',
    ],
    interactions: ['aggression 3>D', 'aggression 0>3', 'friendliness 1>D physical'],
    emotions: ['happiness 3', 'apprehension D', 'happiness D'],
  },
  // Told in the present, with dialogue. A sister-in-law is family; her mother is known (the relative of
  // someone the dreamer knows), the guests a group the dreamer knows. The quoted jab is mockery. Uncertain:
  // "Todas se carcajean", with no "de mí", is the guests' amusement. The candle is a gift, the brother's kiss
  // on the forehead friendliness (physical). "coraje" is anger, "me da risa" amusement.
  {
    text: 'Estoy en el baby shower de mi cuñada Daniela, en su casa de Naucalpan, y todas las invitadas traen vestido rosa menos yo. Su mamá, doña Queta, me ve y me dice enfrente de todas: —¿Y tú para cuándo, mija? Ya se te está yendo el tren. Todas se carcajean. Luego Daniela me regala una vela aromática de recuerdo, y mi hermano Toño, el único hombre ahí, me da un beso en la frente. Me da un coraje con la señora, pero también me da risa.',
    characters: [
      'person female family | mi cuñada Daniela',
      'person female known plural | todas las invitadas',
      'person female known | su mamá, doña Queta',
      'person male family | mi hermano Toño',
    ],
    interactions: ['aggression 2>D', 'friendliness 0>D', 'friendliness 3>D physical'],
    emotions: ['happiness 1', 'anger D', 'happiness D'],
  },
  // The talc and albahaca are the carnival's custom. A friend's cousin is known. Asking the dreamer to dance
  // is friendliness; the push against the wall is physical; "¡Pará, animal!" is Flor's aggression to him.
  // Cleaning the scrape is friendliness (physical). "re caliente" is anger, "la pasé bárbaro" happiness.
  {
    text: 'Era el carnaval en Humahuaca y yo andaba con mi amiga la Flor y su primo Nahuel, los tres llenos de talco y albahaca. Una coplera viejita, con su caja, me sacó a bailar un carnavalito. Después un tipo borracho me empujó contra una pared de adobe y me raspé todo el brazo. La Flor le gritó: —¡Pará, animal! ¿No ves que la lastimaste? Nahuel me limpió el raspón con agua de su botella. Estaba re caliente, pero igual la pasé bárbaro.',
    characters: [
      'person female friend | mi amiga la Flor',
      'person male known | su primo Nahuel',
      'person female stranger | una coplera viejita, con su caja',
      'person male stranger | un tipo borracho',
    ],
    interactions: ['friendliness 2>D', 'aggression 3>D physical', 'aggression 0>3', 'friendliness 1>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present, with dialogue. The grandmother first names the house, then is present, dead in
  // waking life: coded. Her request for the needles is not coded. The dreamer's shout and "estoy re loca" are
  // one act each way; holding the hand is friendliness (physical). Waking in tears is sadness; "re
  // angustiada" apprehension.
  {
    text: 'Estoy con mi hermana Caro vaciando la casa de mi abuela en Lanús, porque la vendimos. Todo huele a naftalina y los muebles están tapados con sábanas. En cada cajón que abro aparecen fotos mías de chiquita que no me acuerdo de haberme sacado, y algunas se mueven como videos. De repente aparece mi abuela, que murió en agosto, sentada en su sillón tejiendo, y me dice: —Nena, alcanzame las agujas, ¿querés? Caro no la ve y sigue tirando todo a la basura. Le grito que pare y ella me dice que estoy re loca. Mi abuela me agarra la mano y me dice que no me preocupe. Me despierto llorando, re angustiada.',
    characters: ['person female family | mi hermana Caro', 'person female family | mi abuela'],
    interactions: ['aggression D>0', 'aggression 0>D', 'friendliness 1>D physical'],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Told in the present. A boyfriend is a friend. The skater cutting across is no act; his shout at "nos" is
  // one act, to the dreamer, and Felipe's retort aggression to him. The salpicón given by the stall-keeper is
  // a gift. "de mal genio" (Colombia) is anger.
  {
    text: 'Es domingo y estoy montando bici en la ciclovía de la Séptima con mi novio, Felipe. Un señor en patines se nos atraviesa y nos grita que aprendamos a manejar, como si la culpa fuera de nosotros. Felipe le contesta que el que tiene que aprender es él. Más arriba paramos en un puesto de jugos y la señora que lo atiende me regala un salpicón porque dice que me ve muy acalorada. Quedo de mal genio con el señor, pero después estoy contenta.',
    characters: [
      'person male friend | mi novio, Felipe',
      'person male stranger | un señor en patines',
      'person female stranger | la señora que lo atiende',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Typed in a hurry. "mis primos" is a group, the aunt coded apart. The kids painting "nos" with cosmetic
  // "como es la costumbre" is the rite; rubbing it into the dreamer's mouth "a la fuerza" is physical. The
  // aunt cleaning her is friendliness (physical); the dead father's wave friendliness. "eso si fue chistoso"
  // is amusement.
  {
    text: 'sone que estaba en el carnaval de negros y blancos en pasto con mi tia Amparo y mis primos. era el dia de negros y unos pelados nos pintaron la cara con cosmetico como es la costumbre, eso si fue chistoso. pero despues un man con gorra me restrego cosmetico en la boca a la fuerza y casi vomito. mi tia me limpio con un pañuelo. de pronto vi a mi papa que murio hace tres años bailando en la calle, me saludo con la mano y se perdio. me desperte con mucha tristeza',
    characters: [
      'person female family | mi tia Amparo',
      'person unknown family plural | mis primos',
      'person unknown stranger plural | unos pelados',
      'person male stranger | un man con gorra',
      'person male family | mi papa',
    ],
    interactions: ['aggression 3>D physical', 'friendliness 0>D physical', 'friendliness 4>D'],
    emotions: ['happiness D', 'sadness D'],
  },
  // "harta gente" is the crowd present. The wallet taken is theft (physical); the father chasing him is
  // physical though he does not catch him. The mote con huesillo is a gift, and the "susto" the dreamer's
  // fear. "choreada" is anger; "pena" in Chile is sorrow.
  {
    text: 'Fui al Persa Bío Bío un domingo con mi papá a buscar un repuesto para la juguera. Había harta gente y olor a fritura. Un cabro con polerón me sacó la billetera del bolsillo y arrancó. Mi papá lo persiguió por los pasillos, pero no lo pilló. Un caserito que vendía discos viejos me convidó un mote con huesillo para que se me pasara el susto. Quedé choreada y con harta pena.',
    characters: [
      'person male family | mi papá',
      'person unknown stranger plural | harta gente',
      'person male stranger | un cabro con polerón',
      'person male stranger | un caserito que vendía discos viejos',
    ],
    interactions: ['aggression 2>D physical', 'aggression 0>2 physical', 'friendliness 3>D'],
    emotions: ['apprehension D', 'anger D', 'sadness D'],
  },
  // Told in the present. The daughter only names the school and her homework: not a character. "la tía
  // Carmen" is the teacher (known), no kin; "me reta" is verbal aggression, and so is the parent's remark
  // aimed at the dreamer. A neighbour is known; the wink and the gum are two friendly acts.
  {
    text: 'Estoy en una reunión de apoderados en el colegio de mi hija Martina, en Puente Alto, sentada en una silla chiquitita. La profesora jefe, la tía Carmen, me reta en voz alta porque la Martina no ha entregado las tareas. Una apoderada que no conozco me mira y dice que los niños son flojos por culpa de las mamás como yo. Otra mamá, la Jenny, que es vecina mía, me guiña un ojo y me pasa un chicle. Tengo una vergüenza terrible.',
    characters: [
      'person female known | la profesora jefe, la tía Carmen',
      'person female stranger | una apoderada que no conozco',
      'person female known | otra mamá, la Jenny, que es vecina mía',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // "mis patas de la universidad, el Piero y la Ale" are two friends. Uncertain: the driver laughing "cada
  // vez que gritábamos" is his amusement, not aimed at anyone. Filming the fall while mocking is one act;
  // "ya la corte" is Ale's aggression to Piero, the hug friendliness (physical). "roche" is embarrassment.
  {
    text: 'Fui a Huacachina con mis patas de la universidad, el Piero y la Ale, a correr tabla en las dunas. El chofer del tubular, un flaco con lentes de espejo, manejaba como loco y se cagaba de risa cada vez que gritábamos. Me tiré de una duna altísima y rodé hasta abajo con arena hasta en las orejas. El Piero me grabó con el celular y se burló de mí todo el camino. La Ale le dijo que ya la corte y me abrazó. Me dio un roche horrible, pero también me dio risa.',
    characters: [
      'person male friend | el Piero',
      'person female friend | la Ale',
      'person male stranger | el chofer del tubular, un flaco con lentes de espejo',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'friendliness 1>D physical'],
    emotions: ['happiness 2', 'apprehension D', 'happiness D'],
  },
  // Told in the present. The jellyfish stinging the dreamer are the animals' aggression (physical). The
  // vinegar put on the stings by the empanada seller is friendliness (physical). The uncle laughing at her is
  // mockery; the mother's hug friendliness (physical). "Me arde" is a body sensation; "arrecha" is anger.
  {
    text: 'Estoy en Playa El Agua, en Margarita, con mi mamá y mi tío Freddy. Me meto al mar y unas aguamalas me pican las piernas. Un señor que vende empanadas en la playa me echa vinagre en las picadas. Mi tío se ríe de mí y dice que lloro como una carajita. Mi mamá me abraza. Me arde horrible y estoy arrecha con mi tío, vale.',
    characters: [
      'person female family | mi mamá',
      'person male family | mi tío Freddy',
      'animal unknown - plural | unas aguamalas',
      'person male stranger | un señor que vende empanadas en la playa',
    ],
    interactions: [
      'aggression 2>D physical',
      'friendliness 3>D physical',
      'aggression 1>D',
      'friendliness 0>D physical',
    ],
    emotions: ['anger D'],
  },
  // The queue-jump with no shove is not coded; Yunior's complaint and her insult are one act each way. The
  // dependienta saying what is left is her work. The ice cream given by the old man is a gift. "echaba humo"
  // is anger.
  {
    text: 'Soñé que hacía la cola de Coppelia con mi novio, Yunior, bajo un sol que rajaba las piedras. Una señora con un abanico se coló delante de nosotros como si nada. Yunior le reclamó y ella le dijo que era un comemierda. Cuando por fin nos sentamos, la dependienta nos dijo que solo quedaba helado de fresa. Un viejito de la mesa de al lado me regaló su ensalada de chocolate. Yo estaba que echaba humo, pero el viejito me alegró el día.',
    characters: [
      'person male friend | mi novio, Yunior',
      'person female stranger | una señora con un abanico',
      'person female stranger | la dependienta',
      'person male stranger | un viejito de la mesa de al lado',
    ],
    interactions: ['aggression 0>1', 'aggression 1>0', 'friendliness 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. The single interaction: the tourist's push (physical). "mi pana" is a friend, her
  // boyfriend known. Luis only wanting to say something is not coded. Jumping in together and laughing is no
  // interaction: Keila's and the dreamer's amusement. The coquí is present with no act.
  {
    text: 'Estoy subiendo a la cascada La Mina, en El Yunque, con mi pana Keila y su novio, Luis. Está lloviendo y el camino es puro fango. Un turista gringo con un bastón me empuja para pasar y casi me caigo por el barranco. Luis quiere decirle algo, pero no le sale el inglés. Cuando llegamos, Keila y yo nos tiramos a la charca y nos echamos a reír como locas. En una hoja vemos un coquí chiquitito. Estoy molestísima con el gringo, pero la paso chévere.',
    characters: [
      'person female friend | mi pana Keila',
      'person male known | su novio, Luis',
      'person male stranger | un turista gringo con un bastón',
      'animal unknown - | un coquí chiquitito',
    ],
    interactions: ['aggression 2>D physical'],
    emotions: ['happiness 0', 'anger D', 'happiness D'],
  },
  // "mi ñaño" (Ecuador) is a brother. Shouting that the brakes have gone "por molestarme" is a prank meant to
  // frighten (aggression); pulling his ear is the mother's aggression to him (physical). The dance on the
  // platform is aimed at no one; the flower from "una niña del grupo" is coded to the group.
  {
    text: 'Iba en el tren de la Nariz del Diablo, en Alausí, con mi ñaño Bryan y mi mamá. El tren bajaba en zigzag pegadito al precipicio y yo iba blanca del miedo. Bryan, por molestarme, gritaba que se habían soltado los frenos. Mi mamá le jaló la oreja. En la estación de Sibambe un grupo de danzantes con ponchos rojos bailó en el andén, y una niña del grupo me regaló una flor. Llegué con un susto que no se me quitaba, pero feliz.',
    characters: [
      'person male family | mi ñaño Bryan',
      'person female family | mi mamá',
      'person unknown stranger plural | un grupo de danzantes con ponchos rojos',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0 physical', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // No interaction: the guide never looks back, and the lorry, whose driver is never spoken of, is no
  // character. "mi enamorado" is a boyfriend. "Marcelo no se asustó para nada" is negated; "orgullosa de mí
  // misma" is pride (happiness).
  {
    text: 'Bajaba en bici por el Camino de la Muerte, de La Cumbre a Yolosa, con mi enamorado Marcelo y un grupo de turistas. Había neblina y el barranco no tenía fondo. El guía, un chango de Coroico, iba adelante y nunca miraba para atrás. En una curva subía un camión pegadito al borde y tuve que frenar en seco. Marcelo no se asustó para nada, pero yo iba muerta de miedo. Cuando llegamos a Yolosa me sentí orgullosa de mí misma.',
    characters: [
      'person male friend | mi enamorado Marcelo',
      'person unknown stranger plural | un grupo de turistas',
      'person male stranger | el guía, un chango de Coroico',
    ],
    interactions: [],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The bull licking Abi's face is friendliness (physical). Her crying after the fright is the fright only.
  // The keeper laughing at "nosotras" is mockery, to the dreamer; the quoted retort is the father's
  // aggression to him, the chipa bought for "nos" one friendly act, to the dreamer.
  {
    text: 'Fui a la Expo de Mariano Roque Alonso con mi papá y mi hermanita Abi, y entramos al galpón de un toro campeón, un bicho enorme de casi una tonelada. El toro le lamió toda la cara a Abi y ella se asustó y se puso a llorar. El cuidador, un señor de bombacha y sombrero, se rió de nosotras. Mi papá le dijo: —No es gracioso, ¿sabés? Y nos compró chipa y mosto helado. Yo le tenía miedo al toro, pero Abi al final estaba contentísima.',
    characters: [
      'person male family | mi papá',
      'person female family | mi hermanita Abi',
      'animal unknown - | un toro campeón, un bicho enorme de casi una tonelada',
      'person male stranger | el cuidador, un señor de bombacha y sombrero',
    ],
    interactions: ['friendliness 2>1 physical', 'aggression 3>D', 'aggression 0>3', 'friendliness 0>D'],
    emotions: ['apprehension 1', 'happiness 1', 'apprehension D'],
  },
  // Told in the present. The neighbours are a group the dreamer knows, doña Tere coded apart by name; burning
  // the devil "como cada año" is the rite. The firecracker thrown at the dog is physical; the dreamer's shout
  // is her aggression to the boy. The ponche is a gift. "cólera" is anger, the sorrow for the dog sadness.
  {
    text: 'Es 7 de diciembre y en mi cuadra, en Mixco, estamos quemando el diablo con los vecinos, como cada año. Mi papá le echa gas a la piñata del diablo y la enciende. Un patojo de la otra cuadra le tira un cohetillo encendido a mi perro Firulais y el pobre sale huyendo. Yo le grito al patojo que es un salvaje. Doña Tere, la vecina de enfrente, me da un ponche calientito para que me calme. Tengo una gran cólera, y tristeza por mi perro.',
    characters: [
      'person unknown known plural | los vecinos',
      'person male family | mi papá',
      'person male stranger | un patojo de la otra cuadra',
      'animal unknown - | mi perro Firulais',
      'person female known | doña Tere, la vecina de enfrente',
    ],
    interactions: ['aggression 2>3 physical', 'aggression D>2', 'friendliness 4>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // The fishwives are a group present. The pelican snatching the aunt's bag is theft (physical); the sandal
  // that misses is an attempted blow, coded (physical). Laughing at "nosotras" is mockery and the fish given
  // to "nos" a gift, each to the dreamer. "Yo me reía también" is amusement; the aunt's anger is hers.
  {
    text: 'Fui al muelle del Puerto de La Libertad con mi tía Chayito a comprar pescado. Las pescadoras gritaban los precios y olía a mar por todos lados. Cuando mi tía pagó, un pelícano enorme le arrebató la bolsa con las curvinas y se fue volando. Mi tía le tiró una chancleta y no le atinó. Un pescador viejo se rió de nosotras y después nos regaló otra curvina. Yo me reía también, pero mi tía estaba bien enojada.',
    characters: [
      'person female family | mi tía Chayito',
      'person female stranger plural | las pescadoras',
      'animal unknown - | un pelícano enorme',
      'person male stranger | un pescador viejo',
    ],
    interactions: ['aggression 2>0 physical', 'aggression 0>2 physical', 'aggression 3>D', 'friendliness 3>D'],
    emotions: ['happiness D', 'anger 0'],
  },
  // The dancers of El Güegüense are a group (unknown sex: a masculine plural); the flower from "uno de los
  // bailarines" is coded to the group. "nos peleamos" is reciprocal, two codes, and the taunt it was about is
  // not coded apart. The cajeta given "a cada uno" is written once for each. "me dio gracia" is amusement.
  {
    text: 'Estaba en las fiestas de San Sebastián en Diriamba con mi hermano Álvaro, viendo bailar El Güegüense. Uno de los bailarines, con su máscara de ojos azules, se me acercó y me regaló una flor de sacuanjoche. Álvaro y yo nos peleamos todo el camino de regreso a Jinotepe porque él decía que yo era una coqueta. Al llegar, mi mamá nos dio una cajeta de leche a cada uno. Estaba enojadísima con Álvaro, aunque en el fondo me dio gracia.',
    characters: [
      'person male family | mi hermano Álvaro',
      'person unknown stranger plural | los bailarines',
      'person female family | mi mamá',
    ],
    interactions: ['friendliness 1>D', 'aggression D>0', 'aggression 0>D', 'friendliness 2>D', 'friendliness 2>0'],
    emotions: ['anger D', 'happiness D'],
  },
  // The supervisor and the workmates ("todos") are known; the cousin stands out by kin. The scolding is
  // aggression, the mints a gift. The mother is only phoned: no character, and her words and quoted pride
  // are not coded. Nostalgia and crying are sadness; "avergonzada" apprehension.
  {
    text: 'Soñé que trabajaba en un call center en la Vía España, con audífonos y todo. El supervisor, un man con corbata de Mickey, me regañó delante de todos por hablar muy despacio. Mi prima Yarisbeth, que trabajaba al lado mío, me pasaba mentitas por debajo del escritorio. De repente me entró una llamada de mi mamá desde Colón y me dijo que estaba orgullosa de mí. Me dio tanta nostalgia que colgué llorando. Estaba avergonzada por el regaño, pero feliz de oírla.',
    characters: [
      'person male known | el supervisor, un man con corbata de Mickey',
      'person unknown known plural | todos',
      'person female family | mi prima Yarisbeth',
    ],
    interactions: ['aggression 0>D', 'friendliness 2>D'],
    emotions: ['apprehension D', 'sadness D', 'happiness D'],
  },
  // No interaction. The grandfather is dead in waking life but present: coded; he only looks at the crater.
  // The coatis are a group of animals with no act. "no tenía miedo" is negated; "no entendía qué hacía él
  // ahí" is confusion; "una paz rarísima" names no class.
  {
    text: 'Soñé que estaba en el mirador del volcán Poás con mi abuelito Tino, que murió hace cinco años. El cráter era una laguna celeste que echaba burbujas gigantes. Mi abuelito no decía nada, solo miraba. Unos pizotes andaban entre las bancas. Yo no tenía miedo, pero no entendía qué hacía él ahí. Me desperté con una paz rarísima.',
    characters: ['person male family | mi abuelito Tino', 'animal unknown - plural | unos pizotes'],
    interactions: [],
    emotions: ['confusion D'],
  },
];
