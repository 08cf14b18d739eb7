// Spanish, fourteenth tuning batch, the tenth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain: the Basque Country, Madrid, the Canaries, Galicia and
// Murcia; Mexico, Argentina, Uruguay, Chile, Colombia, Peru, Venezuela, Cuba, the Dominican Republic,
// Puerto Rico, Ecuador, Bolivia, Paraguay, Guatemala, Honduras, Nicaragua, Costa Rica), each in its own
// idiom ("mi cuadrilla", "un tío de Donosti", "me llamó pringada", "mosqueada", "un chaval", "me dio
// corte", "menudo susto", "un grandullón", "le pitó", "una rabia que no veas", "chacho", "una corredoira",
// "que en paz descanse", "almas en pena", "hecho polvo", "acho", "la cuadra", "un chavo bien mamón", "de a
// de veras", "me dio mucha pena", "bien padre", "el Seguro", "me ninguneó", "nos invitó unos tacos", "bien
// agüitada", "mi padrastro, el Rubén", "un tachero", "se agarró a las piñas", "mi vieja", "re nerviosa",
// "una bronca bárbara", "unos botijas", "ni se inmutó", "un veterano", "nos convidó un chivito", "re
// contenta", "me retó", "tiraba chueco", "mi polola", "un man", "le metió un empujón", "nos brindó un
// trago", "compadre", "un motocarro", "mi pata", "un chibolo", "se pelea a lisuras", "un perro chusco",
// "cólera", "un puñete", "la señorita Flor", "un chamo", "una franela", "se coleó", "le reclamé",
// "arrecha", "qué vaina", "un babalao", "se montó con el santo", "asere", "un tíguere", "encojonada",
// "janguiando", "un revolú de gente", "un cantazo", "asustao", "la pasé brutal", "mi ñaño", "dos panas",
// "chuta", "unas iras", "tantawawas", "llorando de pena", "la chacra", "el Pombero", "la caña", "che",
// "el brocha", "un güipil", "majadero", "chilera", "cipota", "maje", "un chavalo", "qué tuanis", "una
// mejenga", "los maes de la U", "mi compa").
// Conventions followed (README.md, es-tuning-13.ts and the earlier batches): an interaction aimed at
// "nos" is one event, coded once with the dreamer as recipient; an act of a group is coded to the group
// only, and a member singled out of it ("uno de ellos" of the two men at pádel, "una de ellas" of the
// Santa Compaña, "un buey" of the oxen) is coded to the group unless named, while people who stand out
// from a group by name ("mi amiga Nerea" in "mi cuadrilla", "mi compa Esteban" among "los maes de la U")
// are coded apart; a reciprocal act ("se pelea a lisuras con", "se agarró a las piñas con él", "se
// agarraron a golpes") is two codes; an attempted act is coded as the act ("me quiso sacar el celular",
// "me quiso llevar al monte"); people only mentioned or named as owners ("la casa de mi madrina", "mi
// hermano" the dreamer means to join in Chile, "el santo" that mounts a woman) are not characters, while an
// owner who then appears ("la casa de doña Chayo", "la casa de mi tía Remedios", "la chacra de mi abuela",
// "el gallo de mi tío Ramón") is; someone dead in waking life but present in the dream is coded; in-laws
// and step-relatives ("mi suegra", "mi suegro", "mi padrastro") are family; guilt, shame and embarrassment
// ("corte" in Spain, "vergüenza", "pena" in Mexico) are apprehension, relief, pride and amusement
// happiness, "agüitada" (Mexico) sadness; "mosqueada" (Spain), "bronca" (Argentina), "arrecha"
// (Venezuela), "encojonada" (the Dominican Republic), "iras" (Ecuador) and "cólera" (Peru, Nicaragua) are
// anger; laughter aimed at no one ("se llevó la plata riéndose") is the laugher's amusement, not an
// interaction, while laughing at someone ("se rieron de mí", "se burló de mí") is mockery; body sensations
// ("adolorido", "no me dolía nada") and feelings of no HVdC class ("hecho polvo") are not coded, nor are
// negated feelings ("no estaba enfadado para nada", "no tenía ni pizca de miedo"); acts only wished or
// denied ("quería darle un abrazo", "no me atreví a despertarla", "quería agarrar uno") and accidents ("me
// dio un palazo sin querer", "me dio un cantazo sin querer") are not coded; a rite (the spray of aguardiente
// "como es la costumbre", the tobacco and caña left for the Pombero, the table of Todos Santos, the verses
// of the posada) is not coded, nor is a game or a bet (a throw in a lucha canaria bout, a cockfight won, a
// bet lost at ecuavóley), nor a queue-jump with no shove ("se coleó", es-tuning-12.ts); a blow outside the
// play ("con la agarrada ya terminada", "con la bola ya afuera") is aggression; a rescue that strikes the
// attacker is coded as aggression to the attacker, one that pulls the victim free as friendliness
// (physical); a defence said to the attacker ("me defendió y le dijo de todo", "le dijo que no fuera
// majadero") is aggression to the attacker only; a blame and its punishment are two acts; a refusal aimed
// at the dreamer and a deliberate snub ("me ninguneó", "nos cerró la puerta en la cara") are rejection
// (not physical); animals are coded of unknown sex, a creature named by a sexed noun ("un hombrecito") of
// that sex; a boyfriend's kiss is sexuality (physical). Conventions this batch had to decide: a mother's
// kiss is friendliness (physical), not sexuality; the posada's refusal at the door is the rite, but a door
// shut in the face "de a de veras" (for real) is rejection; a look of disdain ("lo miró por encima del
// hombro") is aggression, as "una mirada de odio" in es-tuning-4.ts; "almas en pena" names no feeling;
// "pena" in Bolivia ("llorando de pena y de alegría") is sorrow (sadness); the Santa Compaña, a file of
// souls, is a group of creatures of unknown sex; a babalao who is the grandmother's friend is known; a
// rooster only said to win its fight is present (an animal) with no act; helping the dreamer up and then
// tending the wound are two friendly acts.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_14: HandCodedDream[] = [
  // "mi cuadrilla" (the Basque group of friends) is a group present; Nerea stands out from it by name.
  // "se me coló" is a queue-jump with no shove: not coded; "pringada" is verbal aggression. "le echó la
  // bronca" is Nerea's aggression to him. "Un tío" is no kin. The bottle and the pat on the back
  // (physical) are two friendly acts of the cider-maker. "mosqueada" is anger.
  {
    text: 'Estaba en una sidrería de Astigarraga con mi cuadrilla, y cada vez que gritaban ¡txotx! íbamos todos a la kupela con el vaso. Un tío de Donosti con txapela se me coló delante en la kupela y encima me llamó pringada. Mi amiga Nerea le echó la bronca. Luego el sidrero, un señor mayor con las manos enormes, me regaló una botella de sidra y me dio una palmada en la espalda. Estaba mosqueada, pero me lo pasé de maravilla.',
    characters: [
      'person unknown friend plural | mi cuadrilla',
      'person male stranger | un tío de Donosti con txapela',
      'person female friend | mi amiga Nerea',
      'person male stranger | el sidrero, un señor mayor con las manos enormes',
    ],
    interactions: ['aggression 1>D', 'aggression 2>1', 'friendliness 3>D', 'friendliness 3>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // A mother-in-law is family. Opening the rucksack and taking the wallet is one theft (physical). The chase
  // is physical; handing the wallet back is the rescuer's help (friendliness). Uncertain: the look of
  // disdain is the mother-in-law's aggression to the seller; "en vez de darle las gracias" is denied, and
  // "quería darle un abrazo" only wished. "corte" (embarrassment) and "susto" are one apprehension code.
  {
    text: 'Un domingo fui al Rastro con mi suegra, Maripaz, a buscar una lámpara antigua. Un chaval con una gorra del Atleti me abrió la mochila sin que me diera cuenta y me quitó la cartera. Un señor que vendía sillas de enea lo vio, lo persiguió por la Ribera de Curtidores y me la devolvió. Mi suegra, en vez de darle las gracias, lo miró por encima del hombro. Yo quería darle un abrazo, pero me dio corte. Menudo susto.',
    characters: [
      'person female family | mi suegra, Maripaz',
      'person male stranger | un chaval con una gorra del Atleti',
      'person male stranger | un señor que vendía sillas de enea',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>1 physical', 'friendliness 2>D', 'aggression 0>2'],
    emotions: ['apprehension D'],
  },
  // A boyfriend is a friend. Throwing him in the bout is the game, not coded; the kick "con la agarrada ya
  // terminada" is outside it (physical). The stand whistling at him ("le pitó") is the group's aggression;
  // "sinvergüenza" is Yurena's. The hug is friendliness (physical). "no estaba enfadado para nada" is
  // Acaymo's negated feeling; "una rabia que no veas" is the dreamer's anger.
  {
    text: 'Soñé que estaba en un terrero de lucha canaria en La Laguna, viendo luchar a mi novio, Acaymo. El puntal del otro equipo, un grandullón de Lanzarote, lo tumbó y, con la agarrada ya terminada, le dio una patada en el costado. Toda la grada le pitó. Mi hermana Yurena bajó al terrero y le soltó que era un sinvergüenza. Después Acaymo me dio un abrazo, todo lleno de arena; no estaba enfadado para nada. Yo tenía una rabia que no veas, chacho.',
    characters: [
      'person male friend | mi novio, Acaymo',
      'person male stranger | el puntal del otro equipo, un grandullón de Lanzarote',
      'person unknown stranger plural | toda la grada',
      'person female family | mi hermana Yurena',
    ],
    interactions: ['aggression 1>0 physical', 'aggression 2>1', 'aggression 3>1', 'friendliness 0>D physical'],
    emotions: ['anger D'],
  },
  // Told in the present. The grandfather is dead ("que en paz descanse") but present: coded. Uncertain: the
  // Santa Compaña, a file of souls, is one group of creatures of unknown sex; "una de ellas" grabbing the
  // dreamer to take her away is an attempted capture (physical), coded to the group. Pulling her free and
  // the hug are two friendly acts (physical). Passing by without looking is no act; "almas en pena" names no
  // feeling.
  {
    text: 'Voy andando de noche por una corredoira cerca de Ourense con mi abuelo Manolo, que en paz descanse, y de repente vemos venir la Santa Compaña, una fila de almas en pena con velas y capuchas. Una de ellas me agarra del brazo para llevarme con ellas. Mi abuelo me suelta de un tirón y me abraza fuerte. Las almas pasan de largo sin mirarnos. Me despierto muerta de miedo, pero contenta de haberlo visto.',
    characters: [
      'person male family | mi abuelo Manolo',
      'creature unknown - plural | la Santa Compaña, una fila de almas en pena con velas y capuchas',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 0>D physical', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A father-in-law is family. Playing against the two men is the game. "me echaba la bronca" is coded once
  // though repeated. "Uno de ellos" is coded to the pair: throwing the ball at the face on purpose is
  // physical. "me defendió y le dijo de todo" is one act, a defence said to the attacker (aggression to
  // the pair). "hecho polvo" names no class; "muerto de vergüenza" is apprehension; "acho" is Murcian.
  {
    text: 'Jugaba un partido de pádel en Murcia con mi suegro, Paco, contra dos señores de la urbanización que no conocía. Cada vez que fallaba una bola, mi suegro me echaba la bronca delante de ellos. Uno de ellos, muy moreno y con una cinta en el pelo, me tiró la pelota a la cara a propósito. Mi mujer, que miraba desde fuera, me defendió y le dijo de todo. Acabé hecho polvo y muerto de vergüenza, acho.',
    characters: [
      'person male family | mi suegro, Paco',
      'person male stranger plural | dos señores de la urbanización que no conocía',
      'person female family | mi mujer',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'aggression 2>1'],
    emotions: ['apprehension D'],
  },
  // Neighbours of the block ("la cuadra") are known; doña Chayo first names the house, then is present, and
  // her son is known too. San José and the Virgen are roles. Uncertain: the posada's refusal is the rite,
  // but a door shut in the face "de a de veras" is rejection, to the dreamer ("nos"). The scolding is
  // aggression to the son; opening to "nos" is friendliness. The blow "sin querer" is an accident. "pena"
  // (Mexico) is embarrassment, "bien padre" happiness.
  {
    text: 'Era la posada de la cuadra en Puebla y a mí me tocó ser San José, con mi vecina Lupita de Virgen. Cuando fuimos a pedir posada a la casa de doña Chayo, su hijo, un chavo bien mamón, nos cerró la puerta en la cara de a de veras. Doña Chayo lo regañó y nos abrió. Luego, en la piñata, mi primo Rodrigo me dio un palazo en la cabeza sin querer. Me dio mucha pena, pero al final me la pasé bien padre.',
    characters: [
      'person female known | mi vecina Lupita',
      'person female known | doña Chayo',
      'person male known | su hijo, un chavo bien mamón',
      'person male family | mi primo Rodrigo',
    ],
    interactions: ['aggression 2>D', 'aggression 1>2', 'friendliness 1>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "el Seguro" is the IMSS. The sprained ankle is a misfortune, not coded. "me ninguneó" is a deliberate
  // snub (rejection). The man and his sick boy are two characters; the tacos for "nos" are one act, to the
  // dreamer. Telling the dreamer her mother-in-law is fine is news, not coded; the hug is friendliness
  // (physical). "agüitada" (Mexico) is sadness.
  {
    text: 'Estaba en urgencias del Seguro en Monterrey con mi suegra, que se había torcido el tobillo. La enfermera de la ventanilla, una señora con cara de pocos amigos, me ninguneó toda la noche, como si yo no existiera. Un señor que esperaba con su niño enfermo nos invitó unos tacos de barbacoa. Ya en la mañana, un doctor muy joven me dijo que mi suegra estaba bien y me dio un abrazo, no sé por qué. Estaba bien agüitada y confundida.',
    characters: [
      'person female family | mi suegra',
      'person female stranger | la enfermera de la ventanilla, una señora con cara de pocos amigos',
      'person male stranger | un señor que esperaba con su niño enfermo',
      'person male stranger | su niño enfermo',
      'person male stranger | un doctor muy joven',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'friendliness 4>D physical'],
    emotions: ['sadness D', 'confusion D'],
  },
  // A stepfather is family; he owns the car and is present. His shouting is coded once. Honking and the
  // insult are one verbal act (as "beeped and swore at me" in en-tuning-11.ts). "se agarró a las piñas con
  // él" is a fistfight, two physical codes. "mi vieja" is the mother; her kiss is friendliness (physical).
  // "re nerviosa" is apprehension, "bronca" (Argentina) anger.
  {
    text: 'Estaba practicando para el examen de manejo en el Fiat viejo de mi padrastro, el Rubén, por el bulevar Oroño, en Rosario. Cada vez que se me apagaba el motor, él me gritaba que era un desastre. En un semáforo un tachero me tocó bocina y me insultó por lenta. El Rubén se bajó y se agarró a las piñas con él. Cuando volvimos a casa, mi vieja me dio un beso. Estaba re nerviosa y con una bronca bárbara.',
    characters: [
      'person male family | mi padrastro, el Rubén',
      'person male stranger | un tachero',
      'person female family | mi vieja',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D',
      'aggression 0>1 physical',
      'aggression 1>0 physical',
      'friendliness 2>D physical',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // A boyfriend's friends are known, a group present with no act. "botijas" (Uruguay) are kids; throwing
  // pebbles at the tent of "nos" is a physical attack, to the dreamer (as the stone at the van window in
  // en-tuning-11.ts). "ni se inmutó" is no act and no feeling. "un veterano" is an older man; the chivito
  // and the lent torch are two friendly acts.
  {
    text: 'Era Semana de Turismo y estábamos acampando en Piriápolis con mi novio, Facundo, y unos amigos de él. A la noche unos botijas de la carpa de al lado nos tiraron piedritas a la carpa y salieron corriendo. Facundo ni se inmutó. Después un veterano que estaba pescando en la rambla nos convidó un chivito y nos prestó una linterna. Me asusté bastante, pero al final estuve re contenta.',
    characters: [
      'person male friend | mi novio, Facundo',
      'person unknown known plural | unos amigos de él',
      'person unknown stranger plural | unos botijas de la carpa de al lado',
      'person male stranger | un veterano que estaba pescando en la rambla',
    ],
    interactions: ['aggression 2>D physical', 'friendliness 3>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The minga (pulling a house with oxen) is shared work, not coded. "me retó" (Chile) is verbal
  // aggression. "Un buey" is singled out of the oxen: coded to the group; the horn wound is physical. A
  // "polola" is a girlfriend; tying the scarf on the wound is friendliness (physical); the curanto for "nos"
  // is one act, to the dreamer. "adolorido" is a body sensation.
  {
    text: 'Soñé que estaba en una minga en Chiloé, ayudando a tirar una casa entera con bueyes hasta la orilla del mar. El dueño de la casa, un caballero de boina, me retó porque tiraba chueco. Un buey se dio vuelta y me pegó una cornada en la pierna. Mi polola, la Fran, me amarró un pañuelo en la herida, y la señora de la casa nos convidó curanto y chicha de manzana. Quedé adolorido, pero feliz.',
    characters: [
      'animal unknown - plural | bueyes',
      'person male stranger | el dueño de la casa, un caballero de boina',
      'person female friend | mi polola, la Fran',
      'person female stranger | la señora de la casa',
    ],
    interactions: ['aggression 1>D', 'aggression 0>D physical', 'friendliness 2>D physical', 'friendliness 3>D'],
    emotions: ['happiness D'],
  },
  // The accordionists on the stage are a group present (unknown sex: a masculine plural). The attempted
  // theft of the phone is coded as the theft (physical); the shove strikes the thief. The drink for "nos"
  // and asking the dreamer to dance are two friendly acts. "ni pizca de miedo" is Kener's negated feeling.
  {
    text: 'Estaba en el Festival Vallenato en Valledupar con mi primo Kener, viendo a los acordeoneros en la tarima. Un man con sombrero vueltiao se me pegó por detrás y me quiso sacar el celular del bolsillo, pero Kener le metió un empujón; no tenía ni pizca de miedo. Después una señora vallenata nos brindó un trago de whisky y me sacó a bailar. Yo estaba asustado, pero después me entró una alegría tremenda, compadre.',
    characters: [
      'person male family | mi primo Kener',
      'person unknown stranger plural | los acordeoneros',
      'person male stranger | un man con sombrero vueltiao',
      'person female stranger | una señora vallenata',
    ],
    interactions: ['aggression 2>D physical', 'aggression 0>2 physical', 'friendliness 3>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. "mi pata" (Peru) is a friend, "un chibolo" a youngster, the "motocarro" the
  // Iquitos rickshaw. "se pelea a lisuras con" (swears at each other) is reciprocal, two codes. The stray
  // dog chasing "nos" is one physical act, to the dreamer. The mockery and "pendejo" are one act each.
  // "cólera" is anger.
  {
    text: 'Estoy en Iquitos y me subo a un motocarro con mi pata Jhonny para ir al puerto de Belén. El motocarrista, un chibolo flaquito, maneja como loco y se pelea a lisuras con un colectivero en plena calle. Un perro chusco nos persigue ladrando dos cuadras. Cuando llegamos, el chibolo se burla de mí por limeño, y Jhonny le dice que es un pendejo. Estoy asustado y con una cólera tremenda.',
    characters: [
      'person male friend | mi pata Jhonny',
      'person male stranger | el motocarrista, un chibolo flaquito',
      'person male stranger | un colectivero',
      'animal unknown - | un perro chusco',
    ],
    interactions: ['aggression 1>2', 'aggression 2>1', 'aggression 3>D physical', 'aggression 1>D', 'aggression 0>1'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The punch ("puñete") is physical. A nurse at the dreamer's hospital is a workmate (known), the head of
  // the shift his boss (known). Helping him up and the ice are two friendly acts (physical). The blame and
  // sending him home are two acts (a blame and its punishment). The mother is present, asleep, with no act;
  // "no me atreví a despertarla" is only wished.
  {
    text: 'Soñé que trabajaba de camillero en el hospital Dos de Mayo, en Lima. Un paciente borracho se levantó de la camilla y me metió un puñete en la cara. Una enfermera, la señorita Flor, me ayudó a levantarme y me puso hielo en el ojo. El jefe de guardia, un doctor canoso, me echó la culpa a mí y me mandó a mi casa. Cuando llegué, mi mamá estaba dormida en el sofá y no me atreví a despertarla. Estaba con una tristeza y una cólera enormes.',
    characters: [
      'person male stranger | un paciente borracho',
      'person female known | una enfermera, la señorita Flor',
      'person male known | el jefe de guardia, un doctor canoso',
      'person female family | mi mamá',
    ],
    interactions: [
      'aggression 0>D physical',
      'friendliness 1>D physical',
      'friendliness 1>D physical',
      'aggression 2>D',
      'aggression 2>D',
    ],
    emotions: ['sadness D', 'anger D'],
  },
  // The brother the dreamer means to join is only mentioned. "se coleó" alone is not coded; "le reclamé" is
  // the dreamer's verbal aggression, the push physical. Taking him out of the queue by the arm takes hold
  // of him: physical aggression. The blackout is no one's act. The hug is friendliness (physical).
  // "arrecha" (Venezuela) is anger.
  {
    text: 'Estaba en la cola del SAIME en Caracas desde las cuatro de la mañana, con mi tía Yajaira, para sacar el pasaporte e irme con mi hermano a Chile. Un chamo con una franela del Magallanes se coleó, y cuando le reclamé, me empujó. Un guardia nacional lo sacó de la cola agarrado por el brazo. Ya adentro se fue la luz y no atendieron a nadie más. Mi tía me dio un abrazo. Estaba arrecha y triste, qué vaina.',
    characters: [
      'person female family | mi tía Yajaira',
      'person male stranger | un chamo con una franela del Magallanes',
      'person male stranger | un guardia nacional',
    ],
    interactions: ['aggression D>1', 'aggression 1>D physical', 'aggression 2>1 physical', 'friendliness 0>D physical'],
    emotions: ['anger D', 'sadness D'],
  },
  // The babalao first names the house, then is present. Uncertain: as the grandmother's friend he is known.
  // The santo (orisha) that "mounts" the woman is no character; blowing aguardiente on the dreamer "como es
  // la costumbre" is the rite, not coded. The mockery is aggression; "lo puso en su lugar" is the
  // grandmother's rebuke of him. The maraca is a gift.
  {
    text: 'Fui con mi abuela Cachita a un toque de santo en Regla, en la casa de un babalao amigo suyo. Cuando sonaron los tambores, una señora vestida de amarillo se montó con el santo y me sopló aguardiente en la cara, como es la costumbre. Un muchacho flaquito se burló de mí porque di un brinco del susto, y mi abuela lo puso en su lugar. Después el babalao me regaló una maraca. Estaba asustadísima, pero me fui contenta, asere.',
    characters: [
      'person female family | mi abuela Cachita',
      'person male known | un babalao amigo suyo',
      'person female stranger | una señora vestida de amarillo',
      'person male stranger | un muchacho flaquito',
    ],
    interactions: ['aggression 3>D', 'aggression 0>3', 'friendliness 1>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Taking the dreamer to the gallera is not coded; not liking cockfights is no HVdC feeling. The push
  // (physical) and the order to get out of the way are two acts of the "tíguere"; "que respetara" is the
  // father's defence said to him (aggression). Uncertain: the rooster, only said to win, is present with no
  // act; the uncle first names it, then is present. The hug (physical) and the money are two friendly acts.
  // "encojonada" (Dominican) is anger.
  {
    text: 'Mi papá me llevó a una gallera en San Pedro de Macorís, aunque a mí no me gustan las peleas de gallos. Un tíguere con cadenas de oro me empujó para pasar y me dijo que me quitara del medio. Mi papá le dijo que respetara. Luego ganó el gallo de mi tío Ramón, y mi tío me abrazó y me dio quinientos pesos. Estaba encojonada con el tíguere, pero contenta por mi tío.',
    characters: [
      'person male family | mi papá',
      'person male stranger | un tíguere con cadenas de oro',
      'animal unknown - | el gallo de mi tío Ramón',
      'person male family | mi tío Ramón',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>D',
      'aggression 0>1',
      'friendliness 3>D physical',
      'friendliness 3>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // A friend's girlfriend is known. "un revolú de gente" is a crowd of strangers, present. The cabezudo is a
  // person in costume, sex unstated; his blow "sin querer" is an accident. The beer thrown over Keishla is
  // physical; going for the man ("se le fue encima") is Xavier's physical aggression to him. The
  // bacalaítos for "nos" are one act, to the dreamer. "asustao" is fear, "la pasé brutal" happiness.
  {
    text: 'Estaba janguiando en las Fiestas de la Calle San Sebastián con mi pana Xavier y su novia, Keishla, en medio de un revolú de gente. Un cabezudo enorme me dio un cantazo con la cabeza de cartón sin querer. Después un tipo borracho le tiró una cerveza encima a Keishla y Xavier se le fue encima hasta que el tipo se largó. Una señora de un kiosko nos regaló unos bacalaítos. Estaba bien asustao, pero la pasé brutal.',
    characters: [
      'person male friend | mi pana Xavier',
      'person female known | su novia, Keishla',
      'person unknown stranger plural | un revolú de gente',
      'person unknown stranger | un cabezudo enorme',
      'person male stranger | un tipo borracho',
      'person female stranger | una señora de un kiosko',
    ],
    interactions: ['aggression 4>1 physical', 'aggression 0>4 physical', 'friendliness 5>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "mi ñaño" (Ecuador) is a brother; "dos panas" are friends of unstated sex. The mockery, coded once
  // though repeated, is aggression; "que se callara" is Darwin's aggression to him. Losing the bet is the
  // game; the man "riéndose" as he takes the money laughs at no one: his amusement. The empanadas for
  // "nos" are one act, to the dreamer; a neighbour is known. "iras" (Ecuador) is anger.
  {
    text: 'Estaba jugando ecuavóley en una cancha de barrio en Quito con mi ñaño Darwin y dos panas, apostando cinco dólares. Un man del otro equipo se burlaba de mí cada vez que fallaba un saque, y Darwin le dijo que se callara. Perdimos y el man se llevó la plata riéndose. Después una vecina nos invitó a unas empanadas de viento. Chuta, me dio unas iras, pero las empanadas me alegraron.',
    characters: [
      'person male family | mi ñaño Darwin',
      'person unknown friend plural | dos panas',
      'person male stranger | un man del otro equipo',
      'person female known | una vecina',
    ],
    interactions: ['aggression 2>D', 'aggression 0>2', 'friendliness 3>D'],
    emotions: ['happiness 2', 'anger D', 'happiness D'],
  },
  // The single interaction: the dead grandfather's pat on the head (friendliness, physical). The aunt first
  // names the house, then is present, praying. The table of Todos Santos (tantawawas, bread ladders) is the
  // rite, not coded; eating a tantawawa is no act, "Nadie más lo veía" neither. "pena" here is sorrow
  // (sadness), "alegría" happiness.
  {
    text: 'Era Todos Santos en Cochabamba y en la casa de mi tía Remedios habíamos armado la mesa para mi abuelo Justino, que murió hace dos años, con tantawawas, escaleras de pan y su chicha. A medianoche mi abuelo entró por la puerta, se sentó y se comió una tantawawa como si nada. Nadie más lo veía. Me dio una palmadita en la cabeza y se fue. Mi tía seguía rezando sin darse cuenta. Me quedé llorando de pena y de alegría.',
    characters: ['person female family | mi tía Remedios', 'person male family | mi abuelo Justino'],
    interactions: ['friendliness 1>D physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // The grandmother first names the chacra, then is present. The Pombero, a Paraguayan legend, is a
  // creature, male ("un hombrecito"); grabbing the ankle to carry the dreamer off is one attempted capture
  // (physical). The tobacco and caña left "como dice la costumbre" are the rite, not coded; his leaving
  // "contento" is his happiness. The mockery is aggression, the hug friendliness (physical).
  {
    text: 'Estaba durmiendo la siesta en la chacra de mi abuela en Caazapá, y el Pombero, un hombrecito peludo con sombrero de paja, entró por la ventana. Me agarró del tobillo y me quiso llevar al monte. Mi abuela le dejó tabaco y caña en la ventana, como dice la costumbre, y él se fue contento. Mi hermanito Ariel se burló de mí porque grité como loca. Mi abuela me abrazó. Estaba re asustada, che.',
    characters: [
      'person female family | mi abuela',
      'creature male - | el Pombero, un hombrecito peludo con sombrero de paja',
      'person male family | mi hermanito Ariel',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>D', 'friendliness 0>D physical'],
    emotions: ['happiness 1', 'apprehension D'],
  },
  // The godmother is only mentioned. The hens in the bus are animals present. "el brocha" is the bus
  // conductor's helper (Guatemala): the shout and pulling the dreamer by the rucksack are two acts, the
  // second physical. "que no fuera majadero" is a defence said to him (aggression). Making room and the
  // tamal are two friendly acts. "chilera" (nice) describes the woman, no feeling.
  {
    text: 'Iba en una camioneta de Chimaltenango a Antigua, a ver a mi madrina, bien apretada entre canastos y gallinas. El brocha, un muchacho con el pelo parado, me gritó que me corriera para atrás y me jaló de la mochila. Una señora con güipil le dijo que no fuera majadero y me hizo lugar a su lado. Después me regaló un tamalito de chipilín. Yo iba asustada y enojada, pero la señora era bien chilera.',
    characters: [
      'animal unknown - plural | gallinas',
      'person male stranger | el brocha, un muchacho con el pelo parado',
      'person female stranger | una señora con güipil',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>D physical',
      'aggression 2>1',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // No interaction: the fish falling from the sky are animals present, the cousins only jump about, "quería
  // agarrar uno" is only wished and the uncle says nothing. "cipota" (Honduras) is a little girl. The
  // cousins' joy is their happiness.
  {
    text: 'Estaba en Yoro con mi tío Chema y mis primos, esperando la Lluvia de Peces, como cuando era cipota. Se puso negro el cielo y empezaron a caer pescaditos plateados por todos lados. Mis primos saltaban felices entre los charcos. Yo quería agarrar uno, pero se me deshacían en las manos como ceniza. Mi tío solo miraba el cielo, sin decir nada. Estaba confundida y con un miedo raro, maje.',
    characters: [
      'person male family | mi tío Chema',
      'person unknown family plural | mis primos',
      'animal unknown - plural | pescaditos plateados',
    ],
    interactions: [],
    emotions: ['happiness 1', 'confusion D', 'apprehension D'],
  },
  // "un chavalo" (Nicaragua) is a young man. "una lenta", said all the way, is one verbal act. The tourists
  // laughing at the dreamer's fall is mockery. Helping her up is friendliness (physical), the boyfriend's
  // kiss sexuality (physical). Falling on the way down is no act. "cólera" is anger, "alegre" happiness.
  {
    text: 'Subimos al Cerro Negro, en León, con mi novio Eliezer, para bajar el volcán en tabla. El guía, un chavalo de Estelí, me dijo todo el camino que yo era una lenta. Arriba unos gringos se rieron de mí cuando me caí. Eliezer me ayudó a levantarme y me dio un beso. Al bajar me fui de boca y tragué arena. Me dio una gran cólera con el guía, pero al final estaba alegre. ¡Qué tuanis!',
    characters: [
      'person male friend | mi novio Eliezer',
      'person male stranger | el guía, un chavalo de Estelí',
      'person unknown stranger plural | unos gringos',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'friendliness 0>D physical', 'sexuality 0>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // "una mejenga" (Costa Rica) is a kickabout; "los maes de la U" are university mates (known, male), and
  // Esteban stands out from them by name ("mi compa", a friend). The tackle "con la bola ya afuera" is
  // outside the play (physical). The shove and the fistfight both ways are three physical acts (as in
  // es-tuning-9.ts). Cleaning the knee is friendliness (physical). "no me dolía nada" is a body sensation.
  {
    text: 'Estaba jugando una mejenga en la plaza del barrio, en Heredia, con los maes de la U. Un mae del otro equipo me barrió fuerte con la bola ya afuera y me dejó la rodilla pelada. Mi compa Esteban lo empujó y se agarraron a golpes. Mi mamá, que había llegado a dejarme el almuerzo, me limpió la rodilla con agua. Quedé con un enojo tremendo, pero no me dolía nada, mae.',
    characters: [
      'person male known plural | los maes de la U',
      'person male stranger | un mae del otro equipo',
      'person male friend | mi compa Esteban',
      'person female family | mi mamá',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 2>1 physical',
      'aggression 2>1 physical',
      'aggression 1>2 physical',
      'friendliness 3>D physical',
    ],
    emotions: ['anger D'],
  },
];
