// Spanish, twenty-fourth tuning batch, the twentieth plain batch (written and hand-coded on 2026-12-06
// before the coder was run on it, in the plain style of real dream reports, with the few interactions
// of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the
// earlier tuning batches.
// Dreams from Spain and Latin America and from Spanish speakers abroad (Spain: Madrid and Teruel; Mexico,
// Argentina, Uruguay, Chile, Peru, Colombia, Cuba, the Dominican Republic, Ecuador, Bolivia, Paraguay,
// Guatemala, Honduras, Nicaragua, Costa Rica, Panama; a Venezuelan in Lima, a Puerto Rican in Orlando, a
// Salvadoran on Long Island, a Mexican in Cicero near Chicago), dreamers from sixteen to eighty-one, in new
// situations (running the San Silvestre Vallecana dressed as grapes, a baby left behind in a trolley at a
// Bodega Aurrera, a ghost fare in a Cali taxi, an arepa cart taken by the muni in Lima, the colimba at Campo
// de Mayo at eighty-one, a hailstorm over a potato field in Huanta, a pig kept in the bathtub in
// Cienfuegos, a yola to Puerto Rico at night, a grandmother's house in Cayey that strangers now live in,
// colada morada and guaguas de pan for the Día de Difuntos in Quito, a thesis defence in Sucre, the Jasy
// Jateré at siesta time in Villarrica, camping on the Acatenango in sight of the Fuego, a scorpion in a
// rubber boot in Juticalpa, a mother from Usulután visiting Long Island in winter, a shark among the
// isletas of Granada, a raccoon in a flat in San Pedro de Montes de Oca, the Canal run dry under the
// Centenario bridge, the slaughter floor of a frigorífico in Paysandú, a school occupation in La Florida,
// a dead husband mending a blind in Teruel, a raid by la migra at a packing plant in Cicero, a snake up the
// shower drain in Villavicencio, a newborn as small as a bean lost in a handbag on a Rosario bus), each in
// its own idiom ("un frío que pela", "un tío disfrazado de Papá Noel", "me mete un codazo", "de morros",
// "rabioso", "el Toño", "qué clase de madre", "culpa", "la Sexta", "volteé a mirar", "un alma en pena",
// "los pelos de punta", "la muni", "fiscalizadores", "una casera", "mi pana", "me invitó un emoliente",
// "arrecho", "la colimba", "un correntino", "salto de rana", "la cuadra", "los pibes", "un nudo en la
// garganta", "la chacra", "escarbando papas", "una granizada", "mi lliclla", "su chullo", "se malograra",
// "la bañadera", "el Prado", "la guagua", "el CDR", "que se metiera en lo suyo", "una soberbia", "me dio
// risa", "una yola", "una doña", "empapao", "las rejas", "el palo de mangó", "de nene", "la colada morada",
// "las guaguas de pan", "la lata", "lo correteó", "la chancla", "aguada", "me dieron iras", "la San
// Francisco Xavier", "el decano", "su pollera de fiesta", "el profe", "solito", "nerviosísima", "un nene
// rubiecito, petisito", "el Jasy Jateré", "el monte", "la chumpa", "la bota de hule", "un alacrán",
// "alistándome", "haragán", "cólera", "un sueterito", "la fui a traer", "quesadilla", "semita", "el pecho
// apretado", "la panga", "guapotes", "¡Chocho!", "el corazón en la boca", "el desayunador", "gallo pinto",
// "lo corretea", "una media", "un ataque de risa", "la playa de faena", "el gallego Souto", "mi finada
// señora", "me cebó un mate", "en toma", "los cabros del curso", "los pacos",
// "la Coté", "la inspectora", "unas delincuentes", "mi Pascual", "que en paz descanse", "no estaba para
// esos trotes", "la empacadora", "la migra", "un güero", "su chamarra", "muerta de miedo", "el sifón", "la
// llave", "mal agüero", "muerta del asco", "mi beba", "un poroto", "el colectivo", "la campera",
// "angustiada").
// Conventions followed (README.md, es-tuning-23.ts, es-tuning-22.ts and the earlier batches): an
// interaction aimed at "nos" is one event, coded once with the dreamer as recipient ("la gente de las
// aceras nos anima", "nos hizo pasar a la cocina", "nos dijo que éramos unas delincuentes"); an act of a
// group is coded to the group only; people only mentioned, only spoken of, remembered or named as owners
// (the mother-in-law whose house it is in Villarrica, the grandmother doña Fela, the daughter in the photo,
// the grandfather who says there are no more sharks, the mother in Maracay, the neighbour who really keeps
// a pig, the children the dreamer lies awake thinking of) are not characters, while an owner who is
// present later (the grandfather of the chacra, the father of the finca in Juticalpa, the mother whose
// house it is in the Magdalena) is; spouses and in-laws are family ("mi cuñado Quique", "Mi mujer, la
// Suyapa", "mi finada señora", "mi Pascual"), a dead relative or friend who appears is a character, and
// friends named as such are friends ("mi pana Yorman", "la Coté, mi mejor amiga", the Negro Peralta, "mi
// mejor amigo en el servicio"); a flatmate (es-tuning-11.ts), co-workers, a foreman, a supervisor, a
// sergeant and the conscripts of the dreamer's company, a regular customer, a dean and a teacher of the
// dreamer, the school's inspectora and the head of its student council, and the president of the dreamer's
// CDR are known, and someone the dreamer has never met a stranger; crowds present ("miles de corredores",
// "la gente de las aceras", "toda la fila", "como treinta personas", "la gente", "lleno de gente") are
// characters, and "todo el mundo" is the group the dream already has; a masculine plural ("los pibes",
// "los cabros", "fiscalizadores", "agentes") states no sex; fear, worry, guilt and nerves ("miedo",
// "susto", "angustia", "culpa", "asustado", "nerviosísima", "angustiada") are apprehension, one code per
// class and person, "tristeza" and crying sadness, "sin entender", "No entendía nada" and "confundida"
// confusion, "rabia", "rabioso", "arrecho", "iras", "una soberbia" and "cólera" anger, and "contenta",
// "felicidad", "me dio risa", "riéndome" and "un ataque de risa" happiness; crying "de la alegría" is the
// happiness only (es-tuning-20.ts, es-tuning-23.ts); laughing at someone ("se reían de mí", "riéndose de
// mí", "se reía de mí") is mockery, laughter aimed at no one the laugher's amusement; body sensations ("un
// frío que pela", "los pelos de punta", "un nudo en la garganta", "el pecho apretado", "el corazón en la
// boca", "temblando", "empapao en sudor", the pain of a sting) and feelings only shown or described ("sin
// saber qué hacer", "no sé si llorar o reírme", "quería gritar y no me salía la voz", "sin saber si había
// aprobado") are not coded, nor are negated feelings ("No me dio ningún miedo verlo", "No me dio nada de
// miedo"), nor disgust ("muerta del asco"), which is no HVdC class; talk (a warning to be careful, advice
// about the stove, a mother saying that a snake is bad luck, a husband saying the canal was always dry),
// paying a fare, shouting aimed at no one said and being ignored by nobody in particular ("nadie me
// miraba") are not coded; a punishment is verbal aggression, and an insult and the punishment that
// follows two acts (es-tuning-23.ts, the eighth pair); criticism of what the dreamer made or did is
// aggression; a door shut in the face is rejection (es-tuning-14.ts), not physical; a threat ("me iba a
// denunciar") is verbal aggression, and a defence said to the attacker ("se puso a gritarles que me dejaran
// trabajar", "le dije que se metiera en lo suyo") aggression to the attacker only; theft and destruction
// of property (a backpack snatched and thrown into the sea, a cart lifted into a van, a page torn up, an
// oar bitten in two, a sock pulled off), a chase, an arrest, being dragged off, a sting, a snake coiling
// round an ankle, a boot thrown at someone and killing an animal are physical aggression; a pull to safety
// ("me jaló de la camisa") and a rescue are friendliness (physical), and so is something put on someone (a
// lliclla, a jacket), as in es-tuning-23.ts; a gift, food or a drink given or treated ("me invitó un
// emoliente", "me cebó un mate"), help, a favour, a lift given ("la fui a traer al aeropuerto", as in
// es-tuning-22.ts), a welcome, applause and cheering aimed at the dreamer are friendliness; a hug, a hand
// held, a kiss on the forehead or on the head, tending a sting and a dog jumping up to lick the dreamer are
// friendliness (physical), and a hug told as "Nos abrazamos" is one code each way; animals are coded of
// unknown sex; a creature named by a sexed noun takes that sex.
// Conventions this batch had to decide: the dead husband coming "a arreglarme la persiana" is a favour to
// the dreamer (friendliness), the coffee she makes him a second act and his kiss on her forehead a third,
// his warnings talk; the woman at the checkout handing the baby back is friendliness and her "qué clase de
// madre" aggression, two acts, and the police officer at the door helping look friendliness; the lady in
// white is a creature, female ("era un alma en pena"), the rose left on the seat a gift and the fare no
// act; the municipal inspectors lifting the cart into their van is property taken by force (physical
// aggression), as an arrest is, not a professional's work; the sergeant's insult and the frog jumps he
// orders are two acts and the company laughing at the dreamer a third; covering the little sister with
// the lliclla is the dreamer's friendliness (physical), and the grandfather letting "nos" into the kitchen
// one friendly act to the dreamer; the grandson helping bring the pig back is help to the dreamer, no act
// on the pig; the captain snatching the backpack and throwing it overboard is one act, the woman holding
// the dreamer's hand and praying for both another; the nephew taking a guagua de pan from the family tray
// is no act (as the chipas in es-tuning-23.ts), the sister chasing him with the chancla physical
// aggression, and the mother serving the first cup and kissing the dreamer's head two acts; the dean's
// words and his tearing up the first page are two acts, and the mother's signs to go on encouragement
// (friendliness); the Jasy Jateré ("un nene rubiecito") is a creature, male, leading Pablito off by the
// hand an abduction (physical aggression), and the dreamer snatching him back a rescue (friendliness,
// physical) with no act on the creature; a shy boy refusing his grandmother his hand and hiding is
// rejection (aggression, not physical), her laugh her amusement and the dulce de leche a gift to him; the
// shark's bite that breaks the uncle's oar is one attack on the uncle (physical), the blow to the boat
// from below part of it; the flatmate chasing the raccoon with a broom and its pulling off her sock are one
// act each way (physical), and its eating the leftover gallo pinto no act; the best friend covering the
// dreamer's mouth so that she will not scream is a protective touch (friendliness, physical), as Amparo
// taking the dreamer's arm in es-tuning-23.ts, the inspectora's "unas delincuentes" and threat to expel
// them one act, and breaking the school gate damage to no character's property; the supervisor hiding the
// dreamer and putting his jacket over her are two friendly acts; the father killing the snake coiled round
// the dreamer's ankle is aggression to the snake only (a blow to an attacker); "iras" (Ecuador), "arrecho"
// (Venezuela), "una soberbia" (Cuba) and "cólera" (Honduras) are anger; crying while searching is sadness;
// "una paz" beside "una felicidad" is one happiness, "culpa" beside "angustia" one apprehension.
// Checks run: an ls of es-tuning*, hand-codes.ts and README.md in this folder; cat of README.md,
// hand-codes.ts, codes.ts, es-tuning-23.ts and es-tuning-22.ts, and a wc -l of the same five; sed -n of
// README.md, es-tuning-23.ts, es-tuning-21.ts, es-tuning-17.ts, es-tuning-11.ts and es-tuning-9.ts; grep
// -o, grep -il, grep -ih -o, grep -n, cut, sed and shell loops of grep over the earlier es-tuning batches to
// read their opening lines and see which situations, creatures and conventions they had used, and awk over
// es-tuning-23.ts and es-tuning-22.ts for their longest lines; on this file only, wc -l, grep -n, sed -n,
// awk (line lengths) and python3 checks that only print (brackets, words per dream, counts, code fields and
// character indexes, character words found in the dream's text, and the header's and comments' quoted
// words found in the texts); all edits made with the file editing tool; no script, test, tsx, vitest or
// git command was run, and no held-out file was listed or opened.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_24: HandCodedDream[] = [
  // Told in the present. The dreamer is a man of thirty-eight from Madrid; the brother-in-law is family.
  // The runners and the people on the pavements are two crowds present; the cheering aimed at "nos" is one
  // friendly act, to the dreamer. The elbow is physical aggression; the drink of water friendliness.
  // "rabioso" is anger, "sin entender" confusion; the cold is a body sensation.
  {
    text: 'Estoy corriendo la San Silvestre Vallecana con mi cuñado Quique, los dos disfrazados de uvas, con un frío que pela. Hay miles de corredores y la gente de las aceras nos anima gritando. En la subida de la Albufera un tío disfrazado de Papá Noel me mete un codazo para adelantarme y casi me caigo de morros. Quique me espera y me da un trago de su botella de agua. Luego las piernas no me responden y la meta se aleja cada vez más. Quique entra y yo me quedo en la cuesta, rabioso y sin entender por qué no llego nunca.',
    characters: [
      'person male family | mi cuñado Quique',
      'person unknown stranger plural | miles de corredores',
      'person unknown stranger plural | la gente de las aceras',
      'person male stranger | un tío disfrazado de Papá Noel',
    ],
    interactions: ['friendliness 2>D', 'aggression 3>D physical', 'friendliness 0>D'],
    emotions: ['anger D', 'confusion D'],
  },
  // The dreamer is a woman of thirty-one. The baby is present in the trolley from the start; the queue at
  // the tills is a crowd present. The officer's help is friendliness. Uncertain: the woman handing the baby
  // back is friendliness, and her "qué clase de madre" aggression, two acts. The husband's hug is
  // friendliness (physical). "angustia" and "culpa" are one apprehension.
  {
    text: 'Soñé que iba a la Bodega Aurrera de Ecatepec con mi bebé, la Ximena, sentada en el carrito, y que al llegar a la casa me daba cuenta de que no la traía. Regresé corriendo y la tienda era enorme, con pasillos que no se acababan. Un policía de la entrada me ayudó a buscarla. La encontré en brazos de una señora, en las cajas. Me la dio, pero delante de toda la fila me dijo que qué clase de madre era yo. Luego llegó mi esposo, el Toño, y me abrazó. Yo sentía una angustia horrible y mucha culpa. Me desperté y fui corriendo a la cuna.',
    characters: [
      'person female family | mi bebé, la Ximena',
      'person male stranger | Un policía de la entrada',
      'person female stranger | una señora',
      'person unknown stranger plural | toda la fila',
      'person male family | mi esposo, el Toño',
    ],
    interactions: ['friendliness 1>D', 'friendliness 2>D', 'aggression 2>D', 'friendliness 4>D physical'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a taxi driver of fifty-two in Cali. Uncertain: the lady in white is a creature, female
  // ("era un alma en pena"); the fare she pays is no act, the rose she leaves on the seat a gift. "miedo"
  // is apprehension; "los pelos de punta" a body sensation.
  {
    text: 'Soñé que iba manejando el taxi por la Sexta, en Cali, como a la una de la mañana, con la emisora de salsa puesta. En la esquina de la clínica me paró una señora vestida de blanco, muy elegante, con un perfume de flores, y me pidió que la llevara al Cementerio Central. Todo el camino fue callada, mirando por la ventana. Cuando llegamos me pagó con unos billetes viejísimos, de los que ya no existen, y me dejó una rosa blanca en el asiento. Cuando volteé a mirar ya no estaba, y ahí supe que era un alma en pena. Me desperté con los pelos de punta y con un miedo que no me dejó volver a dormir.',
    characters: ['creature female - | una señora vestida de blanco'],
    interactions: ['friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a Venezuelan man of twenty-nine who sells arepas in Lima; the mother in Maracay is only
  // thought of. Uncertain: the inspectors lifting his cart into their van is property taken by force
  // (physical aggression). The casera (a regular customer) is known; shouting at them is her aggression to
  // them only. The emoliente is friendliness. "arrecho" (Venezuela) is anger, "ganas de llorar" sadness.
  {
    text: 'Soñé que estaba vendiendo arepas en mi carrito en una esquina de la avenida Brasil, en Lima, como hago todas las mañanas. Llegaron tres fiscalizadores de la muni y, sin decirme ni buenos días, me subieron el carrito a la camioneta, con arepas y todo. La señora Carmela, una casera que me compra siempre, se puso a gritarles que me dejaran trabajar, que yo no le hacía daño a nadie. Después llegó mi pana Yorman en su moto y me invitó un emoliente para que me calmara. Yo estaba arrecho, y a la vez con ganas de llorar, pensando en mi mamá que está en Maracay.',
    characters: [
      'person unknown stranger plural | tres fiscalizadores de la muni',
      'person female known | La señora Carmela, una casera que me compra siempre',
      'person male friend | mi pana Yorman',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>0', 'friendliness 2>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // The dreamer is a man of eighty-one from Buenos Aires. The sergeant, his superior in the service, and the
  // conscripts of his company are known ("los pibes", a masculine plural, sex unknown); his friend from the
  // service, dead, appears. The insult and the frog jumps ordered as punishment are two acts, the laughing
  // at him mockery; the mate is friendliness, drinking it together no second act. "triste" is sadness; "un
  // nudo en la garganta" only describes.
  {
    text: 'Soñé que estaba otra vez haciendo la colimba en Campo de Mayo, pero con la edad que tengo ahora, ochenta y un años, con el bastón y todo. El sargento, un correntino grandote, me gritaba que era un viejo inútil y me mandó a hacer salto de rana alrededor de la cuadra. Los pibes de mi compañía se reían de mí. Después el Negro Peralta, que fue mi mejor amigo en el servicio y murió hace ya mucho, me esperó atrás de la cantina con un mate. Tomamos mate callados, como antes. Me desperté con un nudo en la garganta, muy triste.',
    characters: [
      'person male known | El sargento, un correntino grandote',
      'person unknown known plural | Los pibes de mi compañía',
      'person male friend | el Negro Peralta',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['sadness D'],
  },
  // The dreamer is a woman of forty-four from Ayacucho. The grandparents first name the chacra; the
  // grandfather is present later: coded. Covering the little sister with the lliclla is the dreamer's
  // friendliness (physical); letting "nos" into the kitchen is one friendly act, to the dreamer. Yeni's
  // crying is her sadness; "miedo" is apprehension.
  {
    text: 'Soñé que estaba en la chacra de mis abuelos en Huanta, escarbando papas con mi hermana menor, la Yeni, que en el sueño era otra vez chiquita. De repente se nubló todo y cayó una granizada con piedras grandes como huevos. La Yeni lloraba y yo la tapé con mi lliclla y corrimos hacia la casita de adobe. Mi abuelito, con su chullo, nos estaba esperando en la puerta y nos hizo pasar a la cocina, al lado del fogón. Yo tenía mucho miedo de que se malograra toda la cosecha. Cuando paró, la chacra estaba blanca y todas las papas se habían vuelto piedras.',
    characters: ['person female family | mi hermana menor, la Yeni', 'person male family | Mi abuelito'],
    interactions: ['friendliness D>0 physical', 'friendliness 1>D'],
    emotions: ['sadness 0', 'apprehension D'],
  },
  // The dreamer is a woman of sixty-six. The neighbour who really keeps a pig is only spoken of. The people
  // at the bus stop laughing at her is mockery; the grandson's help is friendliness, no act on the pig. The
  // CDR president is known: her threat is aggression, the dreamer's answer aggression back. "una soberbia"
  // (Cuba) is anger, "me dio risa" amusement.
  {
    text: 'Soñé que tenía el puerco que estoy criando para fin de año metido en la bañadera, como lo tiene de verdad mi vecina de al lado. El puerco se salió, bajó la escalera del edificio y se fue corriendo por el Prado. Yo detrás en chancletas y bata de casa, y la gente de la parada de la guagua riéndose de mí. En la esquina mi nieto Yasiel me ayudó a traerlo de vuelta. Entonces llegó la presidenta del CDR y me dijo que me iba a denunciar por tener animales en el apartamento. Yo le dije que se metiera en lo suyo. Me desperté con una soberbia, pero después me dio risa.',
    characters: [
      'animal unknown - | el puerco',
      'person unknown stranger plural | la gente de la parada de la guagua',
      'person male family | mi nieto Yasiel',
      'person female known | la presidenta del CDR',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'aggression 3>D', 'aggression D>3'],
    emotions: ['anger D', 'happiness D'],
  },
  // Typed in a hurry. The dreamer is a man of twenty-seven; the daughter is only in a photo. "todo el
  // mundo" is the people in the yola. The backpack snatched and thrown overboard is one act (physical); the
  // woman holding his hand and praying for both one friendly act (physical). "miedo" is apprehension;
  // "empapao en sudor" a body sensation.
  {
    text: 'sone que iba en una yola para puerto rico de noche con como treinta personas apretadas. el mar estaba picado y el agua entraba por todos lados. el capitan me arranco la mochila de las manos y la tiro al mar porque decia que pesaba mucho, y ahi se fueron mis papeles y la foto de mi hija. una doña que iba a mi lado, de higuey, me agarro la mano y se puso a rezar por los dos. despues se vieron unas luces a lo lejos y todo el mundo se tiro al fondo de la yola. yo no podia ni respirar del miedo. me desperte empapao en sudor',
    characters: [
      'person unknown stranger plural | como treinta personas',
      'person male stranger | el capitan',
      'person female stranger | una doña que iba a mi lado, de higuey',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 2>D physical'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a Puerto Rican man of thirty-five who lives in Orlando; the grandmother is only named.
  // The door shut in his face is rejection (not physical). The dead dog jumping up to lick his face is
  // friendliness (physical). Crying is sadness, "No entendía nada" confusion; "sin saber qué hacer" only
  // describes.
  {
    text: 'Soñé que volvía a la casa de mi abuela en Cayey, donde me crié, aunque ya hace años que vivo en Orlando. La casa estaba igualita, con las rejas verdes y el palo de mangó en el patio. Toqué la puerta y me abrió un señor que yo no conocía, en camiseta, me dijo que ahí no vivía ninguna doña Fela y me cerró la puerta en la cara. Me quedé en la acera sin saber qué hacer. Entonces salió de debajo de un carro Canelo, el perro que tuve de nene, y se me tiró encima a lamerme la cara. Lloré como un nene. No entendía nada, si Canelo se murió hace veinte años.',
    characters: [
      'person male stranger | un señor que yo no conocía',
      'animal unknown - | Canelo, el perro que tuve de nene',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D physical'],
    emotions: ['sadness D', 'confusion D'],
  },
  // The dreamer is a man of forty from Quito. The mother first names the house, then is present: coded.
  // Uncertain: the nephew taking a guagua de pan from the family tray is no act (as the chipas in
  // es-tuning-23.ts); the sister chasing him with the chancla is physical aggression. The mother's verdict on
  // his colada is aggression; the first cup and the kiss on the head are two friendly acts. "iras"
  // (Ecuador) is anger, "riéndome" amusement.
  {
    text: 'Soñé que estábamos haciendo la colada morada en la casa de mi mamá, en la Magdalena, para el Día de Difuntos, como todos los años. Yo meneaba la olla con la cuchara de palo y mi hermana Verónica armaba las guaguas de pan. Mi sobrino Joel se robó una guagua de la lata y mi hermana lo correteó por todo el patio con la chancla en la mano. Después mi mamá probó la colada y me dijo que estaba aguada, que nunca aprendo. Me dieron iras, pero luego me sirvió la primera taza y me dio un beso en la cabeza. Al final las guaguas se paraban solas en la lata y se iban caminando. Me desperté riéndome.',
    characters: [
      'person female family | mi hermana Verónica',
      'person male family | Mi sobrino Joel',
      'person female family | mi mamá',
    ],
    interactions: ['aggression 0>1 physical', 'aggression 2>D', 'friendliness 2>D', 'friendliness 2>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // The dreamer is a woman of twenty-six. The dean and her old primary teacher are known. The dean's verdict
  // and his tearing up the first page (physical) are two acts. Uncertain: the mother's signs to go on are
  // encouragement (friendliness); the teacher's applause is friendliness. "nerviosísima" is apprehension;
  // "sin saber si había aprobado" only describes.
  {
    text: 'Soñé que defendía mi tesis de Derecho en la San Francisco Xavier, en Sucre. En el tribunal estaban el decano, un señor de lentes gruesos, y mi profesor de primaria, el profe Justo, que ya está jubilado. Yo no me acordaba ni del título de mi tesis. El decano me dijo que era lo peor que había leído en su vida y rompió la primera hoja en mi cara. Mi mamá, sentada en primera fila con su pollera de fiesta, me hacía señas de que siguiera. Al final el profe Justo se paró y me aplaudió solito. Me desperté nerviosísima y sin saber si había aprobado o no.',
    characters: [
      'person male known | el decano, un señor de lentes gruesos',
      'person male known | mi profesor de primaria, el profe Justo',
      'person female family | Mi mamá',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'friendliness 2>D', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of thirty-four; the mother-in-law only names the house. Uncertain: the Jasy
  // Jateré (Paraguay) is a creature, male ("un nene"); leading Pablito off by the hand is an abduction
  // (physical aggression), and the dreamer snatching him back a rescue (friendliness, physical), no act on
  // the creature. "susto" is apprehension; the voice that will not come only describes.
  {
    text: 'Soñé que era la hora de la siesta en la casa de mi suegra, en Villarrica, y mi hijo Pablito, que tiene seis años, no se quería dormir. Yo lo veía por la ventana jugando en el patio con un nene rubiecito, petisito, con un bastón dorado en la mano. Ahí me di cuenta de que era el Jasy Jateré. El nene le agarró la mano a Pablito y se lo llevaba para el monte, silbando. Yo quería gritar y no me salía la voz. Salí descalza, le arranqué a Pablito de la mano y el Jasy Jateré se perdió entre los naranjos. Me desperté con un susto terrible y fui a ver si Pablito estaba en su cama.',
    characters: [
      'person male family | mi hijo Pablito',
      'creature male - | un nene rubiecito, petisito, con un bastón dorado en la mano',
    ],
    interactions: ['aggression 1>0 physical', 'friendliness D>0 physical'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of twenty-four. No interaction: the brother sleeps in the tent. "No me dio nada
  // de miedo" is negated; "una paz y una felicidad" is one happiness.
  {
    text: 'Soñé que acampaba en el Acatenango con mi hermano Diego, frente al volcán de Fuego. Diego se durmió en la carpa y yo me quedé afuera, envuelta en la chumpa, viendo la lava. De repente la lava empezó a subir para el cielo, como una cascada al revés, y las estrellas se iban apagando una por una. No me dio nada de miedo, al contrario, sentía una paz y una felicidad bien grandes.',
    characters: ['person male family | mi hermano Diego'],
    interactions: [],
    emotions: ['happiness D'],
  },
  // The dreamer is a man of forty-five. The father first names the finca, then is present: coded. The sting
  // is physical aggression; the wife dressing it friendliness (physical). The father laughing at him is
  // mockery, and the boot thrown at him physical aggression. "cólera" (Honduras) is anger; the pain is a
  // body sensation.
  {
    text: 'Soñé que estaba en la finca de mi papá en Juticalpa, bien de madrugada, alistándome para ir a ordeñar. Me metí la bota de hule sin sacudirla y adentro había un alacrán negro que me picó el dedo gordo. Me dolía como si me hubieran metido un clavo caliente. Mi mujer, la Suyapa, me puso ajo machacado y me amarró un trapo en el pie, y mi papá se reía de mí diciendo que eso me pasaba por haragán. Me dio tanta cólera que le tiré la otra bota. Me desperté y lo primero que hice fue sacudir los zapatos.',
    characters: [
      'animal unknown - | un alacrán negro',
      'person female family | Mi mujer, la Suyapa',
      'person male family | mi papá',
    ],
    interactions: ['aggression 0>D physical', 'friendliness 1>D physical', 'aggression 2>D', 'aggression D>2 physical'],
    emotions: ['anger D'],
  },
  // The dreamer is a Salvadoran woman of thirty-five on Long Island. Fetching her mother from the airport
  // ("la fui a traer") is a lift given (friendliness); "Nos abrazamos" is one code each way (physical); the
  // quesadilla and semita are a gift. Uncertain: the son refusing his grandmother his hand and hiding is
  // rejection (not physical); her laugh is her amusement, the sweet a gift to him. "Lloré de la alegría" is
  // the happiness only; "el pecho apretado" only describes.
  {
    text: 'Soñé que mi mamá venía de Usulután a visitarme aquí a Long Island, en pleno invierno, con sus sandalias y un sueterito delgado. Yo la fui a traer al aeropuerto y casi no la reconocí de lo viejita que estaba. Nos abrazamos un gran rato en medio de la gente. Me traía una bolsa de quesadilla y de semita, como si no hubieran pasado doce años. En la casa, mi hijo Kevin, que nació aquí, no le quiso dar la mano y se escondió detrás de mí. Ella se rió y le regaló un dulce de leche. Lloré de la alegría y me desperté con el pecho apretado.',
    characters: [
      'person female family | mi mamá',
      'person unknown stranger plural | la gente',
      'person male family | mi hijo Kevin',
    ],
    interactions: [
      'friendliness D>0',
      'friendliness D>0 physical',
      'friendliness 0>D physical',
      'friendliness 0>D',
      'aggression 2>0',
      'friendliness 0>2',
    ],
    emotions: ['happiness D', 'happiness 0'],
  },
  // The dreamer is a man of twenty from Granada; the grandfather is only spoken of. Uncertain: the shark's
  // bite that breaks the uncle's oar is one attack on the uncle (physical), the blow to the boat from below
  // part of it. The uncle pulling him back by the shirt is a pull to safety (friendliness, physical).
  // "asustado" is apprehension; "el corazón en la boca" a body sensation.
  {
    text: 'Soñé que andaba con mi tío Chepe en la panga por las isletas de Granada, pescando guapotes. El lago estaba quieto, como un espejo. De pronto algo grande golpeó la panga por debajo y salió un tiburón, de esos del lago que mi abuelo dice que ya no hay. Le mordió el remo a mi tío y se lo partió en dos. Yo me fui de lado y casi me caigo al agua, pero mi tío me jaló de la camisa. Nos quedamos los dos quietos, sin hablar, hasta que el tiburón se hundió. ¡Chocho! Me desperté asustado y con el corazón en la boca.',
    characters: ['person male family | mi tío Chepe', 'animal unknown - | un tiburón'],
    interactions: ['aggression 1>0 physical', 'friendliness 0>D physical'],
    emotions: ['apprehension D'],
  },
  // Told in the present. The dreamer is a woman of twenty-nine; the flatmate is known. Uncertain: the
  // raccoon eating the leftovers is no act; the broom chase and the sock pulled off her foot are one act
  // each way (physical). "no sé si llorar o reírme" only describes; "un ataque de risa" is amusement.
  {
    text: 'Sueño que estoy en el apartamento que alquilo con mi compañera Mariela en San Pedro, y en la madrugada oigo un ruido en la cocina. Es un mapache gordísimo, sentado en el desayunador, comiéndose con las manitas el gallo pinto que sobró. Mariela sale con una escoba y lo corretea por toda la sala, y el mapache se le tira a los pies y le jala una media. Yo no sé si llorar o reírme. Al final se sale por la ventana del baño con la media en la boca. Me despierto con un ataque de risa.',
    characters: ['person female known | mi compañera Mariela', 'animal unknown - | un mapache gordísimo'],
    interactions: ['aggression 0>1 physical', 'aggression 1>0 physical'],
    emotions: ['happiness D'],
  },
  // The dreamer is a woman of fifty-eight. No interaction: asking and answering is talk. The fish in the
  // puddles are animals present; the ships have no one in them. "tristeza" is sadness, "confundida"
  // confusion.
  {
    text: 'Soñé que iba con mi esposo, Rolando, por el puente Centenario y abajo el Canal estaba seco, puro lodo y piedras. Los barcos estaban tirados de lado como juguetes y había peces brincando en los charcos. Rolando manejaba tranquilo, oyendo la radio, como si nada. Yo le preguntaba qué había pasado con el agua y él me decía que siempre había sido así. Me dio una tristeza enorme, como si se hubiera muerto alguien. Me desperté confundida y fui a la cocina a tomar agua.',
    characters: ['person male family | mi esposo, Rolando', 'animal unknown - plural | peces'],
    interactions: [],
    emotions: ['sadness D', 'confusion D'],
  },
  // The dreamer is a man of seventy-seven. The foreman and the dead co-worker are known, the dead wife family.
  // The foreman's shouting with the threat to dock the day is one act; the gloves and the mate are
  // friendliness. "tristeza" is sadness.
  {
    text: 'Soñé que volvía a trabajar en el frigorífico de Paysandú, en la playa de faena, con la cuchilla y el delantal blanco, como cuando tenía veinte años. Todo era igual: el frío, el olor, el ruido de las cadenas. El capataz, el gallego Souto, me gritaba que fuera más rápido, que me iban a descontar el día. Al lado mío estaba el Flaco Benítez, que en paz descanse, y me pasó sus guantes porque los míos estaban rotos. A la salida, en el portón, me esperaba mi finada señora, que me cebó un mate. Me desperté con una tristeza que no me la saqué en todo el día.',
    characters: [
      'person male known | El capataz, el gallego Souto',
      'person male known | el Flaco Benítez',
      'person female family | mi finada señora',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 2>D'],
    emotions: ['sadness D'],
  },
  // The dreamer is a girl of sixteen. Her classmates are known ("los cabros", a masculine plural, sex
  // unknown), the head of the student council named apart; "los pacos" (the police) are strangers. Dragging
  // Benja off is physical aggression, the broken gate no character's property. Uncertain: Coté covering her
  // mouth so that she will not scream is a protective touch (friendliness, physical). The inspectora's
  // insult and threat to "nos" are one act, to the dreamer. "rabia" is anger, "miedo" apprehension.
  {
    text: 'Soñé que estábamos en toma en mi liceo, en La Florida, y dormíamos con los cabros del curso en colchonetas en la sala de computación. Como a las cinco de la mañana entraron los pacos rompiendo la reja y se llevaron arrastrando al Benja, el presidente del centro de alumnos. Yo me escondí en el baño con la Coté, mi mejor amiga, que me tapó la boca para que no gritara. Después la inspectora nos encontró y nos dijo que éramos unas delincuentes, que nos iban a echar del liceo. Tenía una rabia y un miedo terribles. Desperté y era domingo, no había ni toma ni nada.',
    characters: [
      'person unknown known plural | los cabros del curso',
      'person unknown stranger plural | los pacos',
      'person male known | Benja, el presidente del centro de alumnos',
      'person female friend | la Coté, mi mejor amiga',
      'person female known | la inspectora',
    ],
    interactions: ['aggression 1>2 physical', 'friendliness 3>D physical', 'aggression 4>D'],
    emotions: ['anger D', 'apprehension D'],
  },
  // The dreamer is a widow of seventy-nine; her dead husband appears. Uncertain: coming "a arreglarme la
  // persiana" is a favour (friendliness); the coffee she makes him is a second act, his kiss on her forehead
  // a third (physical); his warnings are talk. "No me dio ningún miedo" is negated; "contenta" is happiness,
  // crying sadness.
  {
    text: 'Soñé que mi Pascual, que en paz descanse, venía a casa a arreglarme la persiana del comedor, que se me atascó en verano y ahí sigue. Se subía a la escalera con su boina y su mono azul, silbando como siempre, y yo le decía que tuviera cuidado, que ya no estaba para esos trotes. Le hice un café con leche con magdalenas y se lo tomó en su silla de siempre, junto a la estufa. Antes de irse me dio un beso en la frente y me dijo que no me dejara la estufa encendida por la noche. No me dio ningún miedo verlo. Me desperté contenta, pero luego me pasé la mañana llorando.',
    characters: ['person male family | mi Pascual'],
    interactions: ['friendliness 0>D', 'friendliness D>0', 'friendliness 0>D physical'],
    emotions: ['happiness D', 'sadness D'],
  },
  // The dreamer is a Mexican woman of forty-five in Cicero, near Chicago; her children are only thought of.
  // The supervisor and the co-worker are known. Hiding her and putting his jacket over her are two friendly
  // acts (the second physical); taking Lupe away handcuffed is an arrest (physical aggression); shouting in
  // English aimed at no one said is not coded. Lupe crying is her sadness; "muerta de miedo" is
  // apprehension, "tristeza" sadness.
  {
    text: 'Soñé que estaba trabajando en la empacadora de carne de Cicero, en el turno de la noche, y de repente llegaba la migra. Eran un montón de agentes con chalecos y linternas, gritando en inglés. El supervisor, un güero que siempre me ha tratado bien, me escondió en el cuarto frío y me echó su chamarra encima. Desde ahí vi cómo se llevaban esposada a mi compañera Lupe, la de Zacatecas, llorando. Yo estaba muerta de miedo y me dio mucha tristeza por ella. Me desperté a las tres de la mañana y ya no me pude dormir, pensando en mis hijos.',
    characters: [
      'person unknown stranger plural | un montón de agentes con chalecos y linternas',
      'person male known | El supervisor, un güero',
      'person female known | mi compañera Lupe, la de Zacatecas',
    ],
    interactions: ['friendliness 1>D', 'friendliness 1>D physical', 'aggression 0>2 physical'],
    emotions: ['apprehension D', 'sadness D', 'sadness 2'],
  },
  // The dreamer is a woman of thirty-seven. The parents first name the house, then are present: coded. The
  // snake coiling round her ankle is physical aggression; the father killing it aggression to the snake
  // only (physical). The mother's "mal agüero" is talk. "susto" is apprehension; "muerta del asco" names
  // disgust, no HVdC class; trembling is a body sensation.
  {
    text: 'Soñé que estaba en la casa de mis papás en Villavicencio y me iba a bañar. Cuando abrí la llave, por el sifón salió una culebra verde larguísima y se me enrolló en el tobillo. Yo gritaba y no me podía mover. Mi papá entró con el machete y la mató de un solo golpe. Mi mamá decía desde la cocina que eso era de mal agüero, que alguien me tenía envidia. Me quedé temblando en el baño, muerta del asco y del susto. En el sueño no me volví a bañar en esa casa.',
    characters: [
      'animal unknown - | una culebra verde larguísima',
      'person male family | Mi papá',
      'person female family | Mi mamá',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>0 physical'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of thirty-three, six months pregnant; the baby is present, a girl ("mi beba").
  // No interaction: "nadie me miraba" names nobody in particular. Crying is sadness, "angustiada"
  // apprehension.
  {
    text: 'Soñé que ya había nacido mi beba, aunque estoy de seis meses, y era chiquitita como un poroto. La llevaba en la cartera, envuelta en un pañuelo, para que no se me perdiera. Iba en el colectivo por Pellegrini y cuando abrí la cartera no estaba: había llaves, monedas, el celular, pero la beba no. Revolví todo llorando. El colectivo iba lleno de gente y nadie me miraba. Al final la encontré en el bolsillo de la campera, dormidita. Me desperté angustiada y me toqué la panza para ver si seguía ahí.',
    characters: ['person female family | mi beba', 'person unknown stranger plural | gente'],
    interactions: [],
    emotions: ['sadness D', 'apprehension D'],
  },
];
