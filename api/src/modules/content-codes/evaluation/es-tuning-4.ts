// Spanish, fourth tuning batch (written and hand-coded before the coder was run on it): fixes to the
// coder may be made against these dreams, as against es-tuning.ts, es-tuning-2.ts and es-tuning-3.ts.
// It leans on interaction forms the earlier batches use little: passives ("fui atacada por"),
// impersonal plurals with no stated initiator ("me persiguieron", "me echaron"), clitic objects in many
// positions ("le di un abrazo a mi hermano", "a Marta la empujé", "se lo quité", "nos insultaron"),
// interactions named by nouns ("tuvimos una pelea", "me lanzó una mirada de odio", "me echó una mano"),
// reported speech and orders, periphrases of the dreamer ("me puse a gritarle", "acabé pegándole"),
// and wished, feared or negated interactions that are not coded.
// Conventions decided here: an interaction aimed at "nos" (the dreamer and a companion) is one event
// and is coded once, with the dreamer as recipient; an attempted act ("intenté besarla") is coded as
// the act; people only mentioned (dead relatives spoken of, someone's ex elsewhere) are not characters.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_4: HandCodedDream[] = [
  {
    text: 'Volvía del trabajo por un descampado lleno de bolsas de plástico. Fui atacada por un perro sin collar que salió de entre los coches. Un repartidor en moto le tiró el casco y el perro huyó aullando. Después me echó una mano para levantarme y me acompañó hasta el portal. Yo no podía dejar de temblar de miedo.',
    characters: ['animal unknown - | un perro sin collar', 'person male stranger | un repartidor en moto'],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'friendliness 1>D physical',
      'friendliness 1>D',
    ],
    emotions: ['apprehension D'],
  },
  // No one is named: the pursuers and whoever threw the dreamer out of the bar are unstated initiators
  // (?), not characters. The chase and the cornering are separated by the bar scene, so they are coded
  // as two events (both A6, physical); being thrown out "a gritos" is non-physical, as "me echaron de la
  // fiesta" in es-tuning-3.ts.
  {
    text: 'Estaba en un mercado que era Marrakech y a la vez la Boquería. Sin saber por qué, me persiguieron por todo el mercado, entre puestos de especias y de fruta. Me metí en un bar para esconderme, pero me echaron a gritos. Al final me acorralaron junto a una fuente y me desperté sudando, con el corazón a mil. Estaba aterrado.',
    characters: [],
    interactions: ['aggression ?>D physical', 'aggression ?>D', 'aggression ?>D physical'],
    emotions: ['apprehension D'],
  },
  // The brother's wife is a sister-in-law, so family (as "mi suegra" in es-tuning-3.ts); the brother's
  // ex is an acquaintance of the dreamer (known). Criticising the bride's dress aloud in front of her is
  // verbal aggression (A2) towards the bride.
  {
    text: 'Era la boda de mi hermano Álvaro, en una masía llena de globos. Le di un abrazo enorme a mi hermano y le regalé un reloj antiguo. Entonces apareció Marta, su ex, y se puso a criticar a gritos el vestido de mi cuñada Irene. A Marta la empujé hacia la puerta sin pensarlo. Irene me guiñó un ojo desde el altar. Me sentí orgullosa y feliz.',
    characters: [
      'person male family | mi hermano Álvaro',
      'person female known | Marta, su ex',
      'person female family | mi cuñada Irene',
    ],
    interactions: [
      'friendliness D>0 physical',
      'friendliness D>0',
      'aggression 1>2',
      'aggression D>1 physical',
      'friendliness 2>D',
    ],
    emotions: ['happiness D'],
  },
  // An order to be quiet is coercive (A3) and the threat of dismissal a threat (A4): both non-physical
  // aggression. Passing a supportive note is a friendly act (F2); the quoted words are not coded apart.
  {
    text: 'Estaba en mi oficina, pero no tenía ventanas. En plena reunión, la jefa me ordenó que me callara y luego me amenazó con despedirme si volvía a llegar tarde. Mi compañero Iván me pasó por debajo de la mesa una nota que decía «no le hagas caso». Por la tarde la jefa vino a mi mesa y me pidió perdón. Yo no sabía qué pensar.',
    characters: ['person female known | la jefa', 'person male known | mi compañero Iván'],
    interactions: ['aggression 0>D', 'aggression 0>D', 'friendliness 1>D', 'friendliness 0>D'],
    emotions: ['confusion D'],
  },
  // "su abuelo" is only spoken of (the inheritance), not present: not a character. "tuvimos una pelea
  // ... a gritos" is a verbal quarrel, coded both ways, non-physical.
  {
    text: 'Cenaba paella con mi mujer, mi suegro y mi suegra en una terraza junto al mar. Mi mujer y yo tuvimos una pelea horrible a gritos por la herencia de su abuelo. Mi suegro me lanzó una mirada de odio desde la otra punta de la mesa. Cuando intenté explicarme, mi suegra me dio una bofetada. Me levanté y me fui, con una rabia que me quemaba por dentro.',
    characters: [
      'person female family | mi mujer',
      'person male family | mi suegro',
      'person female family | mi suegra',
    ],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression 1>D', 'aggression 2>D physical'],
    emotions: ['anger D'],
  },
  // "nos insultaron" / "nos tiraron": one event each, coded once with the dreamer as recipient (Nuria is
  // a co-recipient the notation cannot hold). Shells thrown at people are a physical attack (A7). Chasing
  // the boy and snatching the bag back are two acts (A6 and A5), both physical. Helping the old people
  // carry their boxes touches no one: friendliness, not physical.
  {
    text: 'Iba con mi amiga Nuria por un barrio de Bilbao que no conocía. Unos chicos nos insultaron desde un balcón y nos tiraron cáscaras de pipas. Un niño le arrancó el bolso a Nuria y salió corriendo; lo perseguí hasta la esquina y se lo quité de un tirón. Luego vimos a unos ancianos con cajas de fruta y les ayudé a cargarlas hasta su furgoneta. Me dieron las gracias con una sonrisa.',
    characters: [
      'person female friend | mi amiga Nuria',
      'person unknown stranger plural | unos chicos',
      'person male stranger | un niño',
      'person unknown stranger plural | unos ancianos',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>D physical',
      'aggression 2>0 physical',
      'aggression D>2 physical',
      'aggression D>2 physical',
      'friendliness D>3',
      'friendliness 3>D',
    ],
    emotions: [],
  },
  // "el que me hacía la vida imposible en clase" describes waking-life history, not an event of the
  // dream: not coded. Throwing his rucksack out of the window is destruction of property (A5, physical).
  {
    text: 'Estaba otra vez en el instituto, pero con la edad que tengo ahora. Vi a Sergio, el que me hacía la vida imposible en clase, y me puse a gritarle todo lo que nunca le dije. Él se rió de mí, así que le tiré su mochila por la ventana. Acabé pegándole un puñetazo en el pasillo. Luego me sentí fatal, muy triste.',
    characters: ['person male known | Sergio'],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression D>0 physical', 'aggression D>0 physical'],
    emotions: ['sadness D'],
  },
  // The attempted kiss is coded as the act (as "intentó robarme" was coded in es-tuning-3.ts). Her
  // refusal, however gentle, is rejection (A3): non-physical aggression. "nos dio un empujón" is coded
  // once, to the dreamer.
  {
    text: 'Estaba en un concierto al aire libre con mi amiga Paula y llovía a cántaros. En mitad de una canción lenta intenté besarla, pero me rechazó con mucha dulzura. Aun así, me cogió de la mano y me llevó a bailar delante del escenario. Un tipo borracho nos dio un empujón y Paula le echó la bronca. No entendía nada de lo que sentía.',
    characters: ['person female friend | mi amiga Paula', 'person male stranger | un tipo borracho'],
    interactions: [
      'sexuality D>0 physical',
      'aggression 0>D',
      'friendliness 0>D physical',
      'aggression 1>D physical',
      'aggression 0>1',
    ],
    emotions: ['confusion D'],
  },
  // The grandparents only name the village ("el pueblo de mis abuelos"): not characters.
  {
    text: 'Estaba sentado en un banco de la plaza del pueblo de mis abuelos. Un gato negro y uno atigrado se peleaban por una sardina, bufándose y arañándose. Una mujer con delantal salió de la panadería y le dio un escobazo al negro. Luego le dio de comer al atigrado a escondidas. Yo lo miraba todo tranquilo, contento de estar allí.',
    characters: [
      'animal unknown - | un gato negro',
      'animal unknown - | uno atigrado',
      'person female stranger | una mujer con delantal',
    ],
    interactions: ['aggression 0>1 physical', 'aggression 1>0 physical', 'aggression 2>0 physical', 'friendliness 2>1'],
    emotions: ['happiness D'],
  },
  // No interaction: the hug is only wished, the expulsion only feared, and asking for the ticket is a
  // routine request (as "me pidió ayuda" in es-tuning.ts was not coded). The father's serious look is
  // not stated as hostile.
  {
    text: 'Estaba en el andén de una estación vacía y mi padre esperaba al otro lado de las vías. Quería abrazarlo, pero no había manera de cruzar. Él me miraba muy serio, sin decir nada. Subí al tren y un revisor me pidió el billete, que yo no tenía. Temía que me echara en la siguiente parada, pero siguió su camino. Me desperté con una pena enorme.',
    characters: ['person male family | mi padre', 'person male stranger | un revisor'],
    interactions: [],
    emotions: ['apprehension D', 'sadness D'],
  },
  // Shoving the dreamer aside with an elbow to jump the queue is one physical event. "No me atreví a
  // decirle nada" and "preferí no meterme" are not coded; "me ignoró por completo" is rejection (A3).
  {
    text: 'Hacía cola en la oficina del paro cuando un hombre me apartó de un codazo y se me coló. No me atreví a decirle nada, aunque me hervía la sangre. Una chica que estaba detrás le gritó que volviera a su sitio y él la insultó. Yo preferí no meterme. Cuando por fin me tocó, la funcionaria me ignoró por completo y se puso a hablar por teléfono.',
    characters: [
      'person male stranger | un hombre',
      'person female stranger | una chica',
      'person female stranger | la funcionaria',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>0', 'aggression 0>1', 'aggression 2>D'],
    emotions: ['anger D'],
  },
  {
    text: 'Nadaba de noche en un lago de agua tibia, bajo muchísimas estrellas. No había nadie; solo se oía croar a las ranas. Flotaba boca arriba, ligera, feliz como cuando era niña. De pronto el agua se volvió helada y me entró un miedo muy raro.',
    characters: ['animal unknown - plural | las ranas'],
    interactions: [],
    emotions: ['happiness D', 'apprehension D'],
  },
  // A flatmate is coded as an acquaintance (known), like a colleague, since nothing says friend.
  {
    text: 'Estaba en la cocina de mi primer piso de estudiante, haciendo una tortilla de patatas. Mi compañera de piso, Ana, leía en el sofá y un gato gris dormía encima de la nevera. Por la ventana se veía nevar sobre la playa. Yo batía los huevos despacio, sin ninguna prisa.',
    characters: ['person female known | mi compañera de piso, Ana', 'animal unknown - | un gato gris'],
    interactions: [],
    emotions: [],
  },
  // The dreamer has just moved in: the porter and the woman from the fifth floor are met for the first
  // time, so strangers. The help with the sofa touches no one (not physical); thanking with a kiss on the
  // cheek is one friendly physical act.
  {
    text: 'Me mudaba a un piso sin ascensor en Buenos Aires y las cajas pesaban una tonelada. El portero me echó una mano con el sofá sin que se lo pidiera y después me invitó a un mate en su garita. Una señora del quinto me hizo un regalo de bienvenida: un frasco de dulce de leche casero. Le di las gracias con un beso en la mejilla. Esa noche me sentía en casa, contentísima.',
    characters: ['person male stranger | el portero', 'person female stranger | una señora del quinto'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'friendliness 1>D', 'friendliness D>1 physical'],
    emotions: ['happiness D'],
  },
  {
    text: 'Me había perdido en un hayedo y empezaba a anochecer. Un duende pequeñito me cogió de la mano y me guio hasta un claro. Allí se me acercó un zorro y lo acaricié. El duende me regaló una piedra que brillaba en la oscuridad. Me desperté con una sensación de paz y de alegría.',
    characters: ['creature unknown - | un duende pequeñito', 'animal unknown - | un zorro'],
    interactions: ['friendliness 0>D physical', 'friendliness D>1 physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // "nos picoteó las manos" is coded once, to the dreamer. The cousins stoning the boar are not said to
  // rescue the dreamer, so only their aggression is coded.
  {
    text: 'Estaba de acampada con mis primos en la sierra de Gredos. A medianoche un jabalí enorme se me lanzó encima. Mis primos le tiraron piedras hasta que se fue. Al amanecer, mientras recogíamos, una bandada de cuervos nos picoteó las manos. Pasé el resto del viaje muerta de miedo.',
    characters: [
      'animal unknown - | un jabalí enorme',
      'person unknown family plural | mis primos',
      'animal unknown - plural | una bandada de cuervos',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>0 physical', 'aggression 2>D physical'],
    emotions: ['apprehension D'],
  },
  // "los sacaron" refers to the ultras (the last group named). The two sets of fans are two groups
  // insulting each other, coded both ways.
  {
    text: 'Estaba en el estadio del Betis con mi hermano, viendo un partido que no acababa nunca. Los aficionados del Betis y los del Sevilla se insultaban de grada a grada. Un grupo de ultras saltó al campo y le dio una paliza al árbitro. Unos antidisturbios los sacaron del estadio a empujones. Mi hermano y yo estábamos asustadísimos.',
    characters: [
      'person male family | mi hermano',
      'person unknown stranger plural | los aficionados del Betis',
      'person unknown stranger plural | los del Sevilla',
      'person unknown stranger plural | un grupo de ultras',
      'person male stranger | el árbitro',
      'person unknown stranger plural | unos antidisturbios',
    ],
    interactions: ['aggression 1>2', 'aggression 2>1', 'aggression 3>4 physical', 'aggression 5>3 physical'],
    emotions: ['apprehension D', 'apprehension 0'],
  },
  // Shame ("vergüenza") is coded as apprehension, the HVdC class that holds embarrassment. "nos gritó
  // que saliéramos" is coded once, to the dreamer.
  {
    text: 'Estaba con mi novio en un hotel de Cartagena de Indias que también era mi colegio. Él me besó despacio en el cuello y yo le desabroché la camisa. Entonces una señora de la limpieza abrió la puerta y nos gritó que saliéramos de allí. Me moría de vergüenza.',
    characters: ['person male friend | mi novio', 'person female stranger | una señora de la limpieza'],
    interactions: ['sexuality 0>D physical', 'sexuality D>0 physical', 'aggression 1>D'],
    emotions: ['apprehension D'],
  },
  // The class is coded as a group and the boy and the girl, who stand out from it, apart (as "gente" and
  // "un niño" in es-tuning-3.ts). Sitting the girl beside her to comfort her is one friendly act,
  // comforting, not physical (as "la consolé").
  {
    text: 'Era maestra en una escuela rural de Oaxaca, con niños que no conocía. Les repartía galletas de chocolate cuando un niño le quitó la suya a una niña y ella le mordió el brazo. Regañé al niño y a la niña la senté a mi lado para consolarla. Al final de la clase, ella me abrazó las piernas. Me sentí muy contenta.',
    characters: [
      'person unknown stranger plural | niños',
      'person male stranger | un niño',
      'person female stranger | una niña',
    ],
    interactions: [
      'friendliness D>0',
      'aggression 1>2 physical',
      'aggression 2>1 physical',
      'aggression D>1',
      'friendliness D>2',
      'friendliness 2>D physical',
    ],
    emotions: ['happiness D'],
  },
  // The attackers are never named: unstated initiators (?), no character. Moha coming down to help and
  // calling an ambulance is one act of help.
  {
    text: 'Caminaba de noche por Lavapiés buscando una farmacia de guardia. En una esquina me dieron una paliza sin decir palabra y me quitaron la cartera. Moha, un vecino del barrio, bajó corriendo a ayudarme y llamó a una ambulancia. En el hospital fui atendido por una médica que me trató con muchísimo cariño. Estaba dolorido y furioso.',
    characters: ['person male known | Moha, un vecino del barrio', 'person female stranger | una médica'],
    interactions: ['aggression ?>D physical', 'aggression ?>D physical', 'friendliness 0>D', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  // Paco defending her and banning the customer are coded as friendliness to her and aggression
  // (rejection) to him, as "me defendió una mujer ... dándole golpes" in es-tuning-3.ts.
  {
    text: 'Trabajaba de camarera en un bar de Valencia que se iba inundando poco a poco. Un cliente me soltó una grosería y me dio un empujón al pasar. Le eché una bronca tremenda delante de todos. Paco, el dueño, me defendió y le prohibió la entrada para siempre. Luego me preparó un café y me dio una palmadita en la espalda. Yo seguía enfadada.',
    characters: [
      'person male stranger | un cliente',
      'person unknown stranger plural | todos',
      'person male known | Paco, el dueño',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 0>D physical',
      'aggression D>0',
      'friendliness 2>D',
      'aggression 2>0',
      'friendliness 2>D',
      'friendliness 2>D physical',
    ],
    emotions: ['anger D'],
  },
  // Telling a secret is conversation and is not coded (uncertain: it could be read as friendly
  // confiding); the praise that follows is friendliness. The girlfriend in Cuba is only spoken of: no
  // character. Crying "de emoción, feliz" is coded as happiness only.
  {
    text: 'Mi abuelo, que murió hace diez años, estaba sentado en la cocina de su casa de Lugo. Me contó un secreto de cuando era joven, algo de una novia que tuvo en Cuba. Luego me dijo que estaba muy orgulloso de mí y me dio un beso en la frente. Mi tía entró y le reprochó que me contara esas cosas. Me desperté llorando de emoción, feliz de haberlo visto.',
    characters: ['person male family | mi abuelo', 'person female family | mi tía'],
    interactions: ['friendliness 0>D', 'friendliness 0>D physical', 'aggression 1>0'],
    emotions: ['happiness D'],
  },
  // The dentist is the ex-boss: one character. The wished kick and the feared pulling of teeth are not
  // coded.
  {
    text: 'Estaba en la consulta del dentista y el dentista era mi exjefe. Me ató a la silla con cinta americana mientras silbaba una canción. Yo quería darle una patada, pero no podía moverme. Temía que me arrancara todos los dientes. Al final entró mi mujer, me desató y salimos corriendo de allí.',
    characters: ['person male known | el dentista, mi exjefe', 'person female family | mi mujer'],
    interactions: ['aggression 0>D physical', 'friendliness 1>D physical'],
    emotions: ['apprehension D'],
  },
  // "los pescadores" is a masculine plural that does not state the sex: unknown. The eldest woman, who
  // stands out from the group, is coded apart from it.
  {
    text: 'Llegaba sola a una aldea de pescadores en Chiloé donde no conocía a nadie. Fui recibida con abrazos por un grupo de mujeres y después me ofrecieron sopa caliente. Una de ellas, la más vieja, me tejió un gorro de lana allí mismo. Por la noche los pescadores me invitaron a su barca y me enseñaron a echar la red. Me sentía acogida y feliz.',
    characters: [
      'person female stranger plural | un grupo de mujeres',
      'person female stranger | la más vieja',
      'person unknown stranger plural | los pescadores',
    ],
    interactions: [
      'friendliness 0>D physical',
      'friendliness 0>D',
      'friendliness 1>D',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['happiness D'],
  },
];
