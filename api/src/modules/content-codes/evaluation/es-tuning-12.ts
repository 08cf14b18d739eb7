// Spanish, twelfth tuning batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain, Mexico, Argentina, Colombia, Chile, Peru, Venezuela, Cuba,
// Uruguay, Ecuador, Bolivia, Costa Rica), each in its own idiom ("menudo cabreo pillé", "me dieron ganas
// de arrearle", "la troca", "le aventó una piedra", "bien espantada", "mi viejo", "mija", "mi polola", "una chala",
// "harta vergüenza", "de mozo en un chifa", "lo botó", "me invitó un wantán", "estaba asado", "se partía
// de risa", "mi ñaño", "unos manes", "el cachete", "coraje", "el hato", "un chinchorro", "a planazos",
// "cagada", "le pegó una vaciada", "un boliche", "un veterano", "una casera", "nos challó", "se coleó",
// "arrecha", "me retó", "le cebé uno", "mi pata", "unos chibolos", "un roche", "arrollando en la conga",
// "estaba que me llevaba el diablo", "mi enamorado", "mi socia", "mis compas del brete", "un chango", "la
// chompa", "el otro cuadro", "un tronco", "me convidó un mate", "a la par mía").
// Conventions followed (README.md, es-tuning-11.ts and the earlier batches): an interaction aimed at
// "nos" is one event, coded once with the dreamer as recipient; an act of a group is coded to the group
// only, and a member singled out of it ("uno" of the chibolos, "una" of the viudas) is coded to the group
// unless named, while people who stand out from a group by name or kin ("mi tía Marta" in "toda la
// familia", "mi socia Yudith" among "las muchachitas de mi aula") are coded apart; two people named
// together after a group word ("mis amigas de la oficina, la Fer y Citlali", "mis compas del brete,
// Maikol y Dayana") are two characters; a reciprocal act ("nos empezamos a besar", "terminamos
// haciéndolo") is two codes; people only mentioned or named as owners ("el pueblo de mi abuelo", "la mamá
// de un compañero de Thiago") are not characters, while an owner who then appears ("el hato de mi tío")
// is; someone dead in waking life but present in the dream is coded, even at her own wake; guilt, shame
// and embarrassment ("vergüenza", "roche") are apprehension, relief, pride and amusement happiness;
// laughter aimed at no one ("se partía de risa", "se murió de risa") is the laugher's amusement, not an
// interaction, while laughing at someone ("se rieron de nosotros") is mockery; body sensations
// ("vértigo") and feelings of no HVdC class ("paz", "tranquilo") are not coded, nor are negated or quoted
// feelings ("no tenía nada de miedo", "me dijo que estaba orgulloso de mí"); acts only wished or denied
// ("me dieron ganas de arrearle", "por no haber hecho nada") and accidents are not coded; a rite (the
// challa, the axe blow at the yunza) is not coded, nor a sales pitch; a rescue that strikes the attacker
// is coded as aggression to the attacker, one that pulls the victim free as friendliness (physical); a
// chase and a capture or a throw to the ground are two acts; animals are coded of unknown sex, a creature
// named by a sexed noun ("un señor", "un hombre", "un diablo") of that sex; an unwanted kiss or groping
// is sexuality (physical); someone never seen in a crowd ("alguien me echó una cerveza") is an unstated
// initiator; complaining to someone ("reclamarle") is verbal aggression; being thrown out ("lo botó") is
// not physical unless someone takes hold of the person; an apology is friendliness.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_12: HandCodedDream[] = [
  // Whoever throws sweets from the floats is never seen and throws them at no one in particular: not coded.
  // Taking the sweets out of Hugo's hands is theft (physical); "sinvergüenza" is the dreamer's insult, the
  // push physical. The bag of sweets is a gift to Hugo. "Me dieron ganas de arrearle" is only wished.
  // "Menudo cabreo" is anger.
  {
    text: 'Era la cabalgata de Reyes en Málaga y yo estaba con mi hijo Hugo en primera fila. Desde las carrozas tiraban caramelos a puñados. Un señor con un paraguas al revés se puso delante de Hugo y le quitó de las manos los caramelos que había cogido. Le llamé sinvergüenza y él me dio un empujón. Una chica de al lado le dio a Hugo su bolsa de caramelos. Me dieron ganas de arrearle con el paraguas. Menudo cabreo pillé.',
    characters: [
      'person male family | mi hijo Hugo',
      'person male stranger | un señor con un paraguas al revés',
      'person female stranger | una chica de al lado',
    ],
    interactions: ['aggression 1>0 physical', 'aggression D>1', 'aggression 1>D physical', 'friendliness 2>0'],
    emotions: ['anger D'],
  },
  // "troca" (northern Mexico) is a pickup truck. Uncertain: the nahual is one creature, a dog that turns
  // into "un señor", coded male (a creature named by a sexed noun). Crossing in front of the truck is no act.
  // Uncertain: scratching at the back window of the cab the dreamer sits in is an attack on her (physical),
  // as the kicked seat in en-tuning-9.ts. The hug is friendliness (physical); "que no volteara" is advice,
  // not coded. The stone strikes the creature.
  {
    text: 'Iba con mi primo Toño en la troca por un camino de terracería en Michoacán, ya de noche. Se nos atravesó un perro negro enorme con los ojos rojos y Toño dijo que era un nahual. Se trepó a la caja de la troca y empezó a rasguñar el vidrio de atrás. Toño me abrazó y me dijo que no volteara. Luego le aventó una piedra y el perro se convirtió en un señor que se fue corriendo al monte. Estaba bien espantada.',
    characters: [
      'person male family | mi primo Toño',
      'creature male - | un perro negro enorme con los ojos rojos, un nahual',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 0>D physical', 'aggression 0>1 physical'],
    emotions: ['apprehension D'],
  },
  // No interaction: the glacier is no one, taking photos is aimed at no one, and "nadie corría" is no
  // character. "tranquilo" names no class; "lloraba del miedo" is Lucas's fear.
  {
    text: 'Estaba en el glaciar Perito Moreno con mi viejo y mi hermano Lucas, en las pasarelas. El hielo se partía con un ruido tremendo y los pedazos caían al lago. De repente el glaciar empezó a avanzar hacia nosotros y las pasarelas se llenaban de agua. Mi viejo seguía sacando fotos, tranquilo. Lucas lloraba del miedo. Yo estaba aterrada y no entendía por qué nadie corría.',
    characters: ['person male family | mi viejo', 'person male family | mi hermano Lucas'],
    interactions: [],
    emotions: ['apprehension 1', 'apprehension D', 'confusion D'],
  },
  // Told in the present. The mockery is aggression. Uncertain: Julián going on up alone is leaving, not
  // coded as rejection (no words, no snub said). "paisa" (Antioquia) is local; the agua de panela and the
  // comforting words ("Mija, tranquila") are two friendly acts. "vértigo" is a body sensation; the crying
  // goes with the "tristeza".
  {
    text: 'Estoy subiendo la piedra del Peñol con mi novio, Julián, y los escalones no se acaban nunca. A mitad de camino me da vértigo y me siento a llorar. Julián se burla de mí y sigue subiendo solo. Una señora paisa que vende obleas se sienta a mi lado, me regala una botellita de agua de panela y me dice: «Mija, tranquila, que usted puede». Me da mucha rabia con Julián, y también tristeza.',
    characters: ['person male friend | mi novio, Julián', 'person female stranger | una señora paisa que vende obleas'],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 1>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // "mi polola" (Chile) is a girlfriend. Kissing each other and having sex ("terminamos haciéndolo") are
  // two reciprocal acts, two codes each. Laughing at "nosotros" is one act of mockery, to the dreamer.
  // Uncertain: the sandal ("chala", Chile) thrown at the group is coded physical though it is not said to
  // hit. "harta vergüenza" is apprehension.
  {
    text: 'Estaba en unas termas cerca de Pucón con mi polola, la Antonia, de noche y con el volcán echando humo. Estábamos solos en la poza, nos empezamos a besar y terminamos haciéndolo ahí mismo en el agua calentita. De repente llegó un grupo de gringos con linternas y se rieron de nosotros. La Antonia les tiró una chala. Me dio harta vergüenza, pero estaba feliz.',
    characters: [
      'person female friend | mi polola, la Antonia',
      'person unknown stranger plural | un grupo de gringos con linternas',
    ],
    interactions: [
      'sexuality D>0 physical',
      'sexuality 0>D physical',
      'sexuality D>0 physical',
      'sexuality 0>D physical',
      'aggression 1>D',
      'aggression 0>1 physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The boss is known, a workmate ("mi compañera") known. The shouting, coded once though repeated, is
  // verbal aggression. The plate thrown over the dreamer is physical; "lo botó" is throwing him out (not
  // physical: no one takes hold of him). Treating the dreamer to a wantán ("me invitó") is friendly; wiping
  // the shirt with a napkin is friendliness (physical). "asado" (Peru) is anger; laughing in the end is
  // amusement.
  {
    text: 'Trabajaba de mozo en un chifa de la calle Capón y el dueño, el señor Wong, me gritaba por todo. Un cliente, un señor de lentes, me tiró el plato encima porque según él el arroz chaufa estaba frío. El señor Wong lo botó del local y después me invitó un wantán frito en la cocina. Mi compañera Yesenia me limpió la camisa con una servilleta. Estaba asado, pero al final me reí.',
    characters: [
      'person male known | el dueño, el señor Wong',
      'person male stranger | un cliente, un señor de lentes',
      'person female known | mi compañera Yesenia',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D physical',
      'aggression 0>1',
      'friendliness 0>D',
      'friendliness 2>D physical',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // The grandfather only names the village. A chase and a throw to the ground are two acts
  // (es-tuning-10.ts). Grabbing the pig by its hind legs is a capture of the attacker (aggression,
  // physical). "se partía de risa" is Noelia's amusement, aimed at no one. Dressing the knee (physical) and
  // the perrunilla (an Extremadura biscuit) are two friendly acts. The matanza is the setting: no killing
  // is told.
  {
    text: 'Estábamos en la matanza en el pueblo de mi abuelo, en Extremadura, y el cerdo se escapó del corral. Me persiguió calle abajo chillando como un loco hasta que me tiró al suelo. Mi tío Eusebio lo agarró de las patas de atrás y mi prima Noelia se partía de risa. Luego mi abuela me curó la rodilla y me dio una perrunilla. Pasé un miedo que no veas, pero luego me entró la risa.',
    characters: [
      'animal unknown - | el cerdo',
      'person male family | mi tío Eusebio',
      'person female family | mi prima Noelia',
      'person female family | mi abuela',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'friendliness 3>D physical',
      'friendliness 3>D',
    ],
    emotions: ['happiness 2', 'apprehension D', 'happiness D'],
  },
  // "ñaño" (Ecuador) is a brother. The "viudas" are men dressed as widows: a male group, and "una" is coded
  // to it. Uncertain: blocking the way to ask for money is the custom's mock toll, a request, not coded; the
  // kiss planted on the cheek is a joke, friendliness (physical), not sexual. "se murió de risa" is Byron's
  // amusement; "no tenía nada de miedo" is negated. The effigy (monigote) is no character. Pulling the
  // dreamer back from the flames is a rescue (friendliness, physical).
  {
    text: 'Era 31 de diciembre en Guayaquil y estaba con mi ñaño Byron armando el monigote del año viejo en la vereda. Unas viudas, o sea unos manes vestidos de mujer, nos cerraron el paso pidiendo plata y una me plantó un beso en el cachete. Byron se murió de risa, él no tenía nada de miedo. A medianoche quemamos el monigote y las llamas casi me alcanzan, pero mi mamá me jaló del brazo justo a tiempo. Estaba asustada pero feliz.',
    characters: [
      'person male family | mi ñaño Byron',
      'person male stranger plural | unas viudas, unos manes vestidos de mujer',
      'person female family | mi mamá',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 2>D physical'],
    emotions: ['happiness 0', 'apprehension D', 'happiness D'],
  },
  // "mis amigas de la oficina, la Fer y Citlali" are two characters (friends); Citlali does nothing.
  // Uncertain: the hug with the kiss on the mouth "sin preguntarme" is one unwanted sexual act (physical),
  // as the trucker in es-tuning-11.ts. The slap strikes him. The beer poured by someone never seen in the
  // crowd is an unstated initiator (?), physical. "coraje" (Mexico) is anger.
  {
    text: 'México le ganó a Alemania en el Mundial y nos fuimos a festejar al Ángel con mis amigas de la oficina, la Fer y Citlali. Había un mar de gente brincando y gritando. Un chavo con la cara pintada de verde me abrazó y me dio un beso en la boca sin preguntarme. La Fer le dio una cachetada. Luego alguien me echó una cerveza en la cabeza y nunca supe quién fue. Estaba feliz, pero también me dio mucho coraje.',
    characters: [
      'person female friend | la Fer',
      'person female friend | Citlali',
      'person unknown stranger plural | un mar de gente',
      'person male stranger | un chavo con la cara pintada de verde',
    ],
    interactions: ['sexuality 3>D physical', 'aggression 0>3 physical', 'aggression ?>D physical'],
    emotions: ['happiness D', 'anger D'],
  },
  // The uncle first names the farm ("hato"), then is present: coded. The Silbón, a llanero legend, is a
  // creature of male sex ("un hombre"). "que no lo mirara" is a warning, not coded. Pulling the hammock the
  // dreamer lies in is an attack (physical); "a planazos" (blows with the flat of the machete) strikes the
  // attacker. "cagada" (Venezuela, scared) is apprehension.
  {
    text: 'Estaba en el hato de mi tío en Apure, acostada en un chinchorro en el corredor. Oí un silbido que subía y bajaba y mi tío Nelson me dijo que no lo mirara, que era el Silbón. Igual lo vi: un hombre flaquísimo, altísimo, con un saco de huesos al hombro. Se me acercó y me jaló el chinchorro. Mi tío lo corrió a planazos con el machete. Me desperté cagada.',
    characters: ['person male family | mi tío Nelson', 'creature male - | el Silbón, un hombre flaquísimo, altísimo'],
    interactions: ['aggression 1>D physical', 'aggression 0>1 physical'],
    emotions: ['apprehension D'],
  },
  // "una vaciada" (Colombia) is a scolding (verbal aggression), the "coscorrón" a knock on the head
  // (physical): two acts. Helping to look for the sister is friendliness; the flower is a gift.
  // "angustiada" is apprehension; "muy tranquila" names no class.
  {
    text: 'Estábamos viendo el desfile de silleteros en Medellín con mi mamá y mi hermana Katherine. Había un gentío tremendo y de pronto Katherine se perdió. Un silletero viejito, con una silleta enorme de flores a la espalda, me vio angustiada y me ayudó a buscarla. La encontramos comiendo mango biche, muy tranquila. Mi mamá le pegó una vaciada y un coscorrón. Después el silletero me regaló una flor de su silleta. Quedé feliz.',
    characters: [
      'person female family | mi mamá',
      'person female family | mi hermana Katherine',
      'person unknown stranger plural | un gentío tremendo',
      'person male stranger | un silletero viejito',
    ],
    interactions: ['friendliness 3>D', 'aggression 0>1', 'aggression 0>1 physical', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "mis amigas, la Vicky y la Pato" are two characters; la Pato does nothing. "un veterano" (Uruguay) is
  // an older man; asking the dreamer to dance is friendly. An ex is known; his kiss is sexuality
  // (physical). The push and "caradura" are two acts of la Vicky.
  {
    text: 'Era la Noche de la Nostalgia y fui a un boliche de Pocitos con mis amigas, la Vicky y la Pato. Pasaban música de los ochenta y un veterano con una camisa floreada me sacó a bailar. Después apareció Nacho, mi ex, y me dio un beso como si nada. La Vicky lo empujó y le dijo que era un caradura. Yo estaba contenta y a la vez re confundida.',
    characters: [
      'person female friend | la Vicky',
      'person female friend | la Pato',
      'person male stranger | un veterano con una camisa floreada',
      'person male known | Nacho, mi ex',
    ],
    interactions: ['friendliness 2>D', 'sexuality 3>D physical', 'aggression 0>3 physical', 'aggression 0>3'],
    emotions: ['happiness D', 'confusion D'],
  },
  // The dancers are a group of people in masks (strangers); the real devil, "que no era ningún bailarín",
  // is a creature apart. Uncertain: a devil is coded male (a creature named by a sexed noun). The chase and
  // the capture ("me agarró del brazo") are two physical acts; the push strikes the attacker.
  {
    text: 'Fui a la fiesta de La Tirana con mi papá y había miles de bailarines con máscaras de diablo saltando en la plaza. De repente apareció un diablo de verdad, con cuernos y cola, que no era ningún bailarín. Me persiguió entre el polvo y las matracas hasta que me agarró del brazo. Mi papá lo empujó y el diablo se deshizo en humo. Estaba muerta de susto y no entendía nada.',
    characters: [
      'person male family | mi papá',
      'person unknown stranger plural | miles de bailarines con máscaras de diablo',
      'creature male - | un diablo de verdad, con cuernos y cola',
    ],
    interactions: ['aggression 2>D physical', 'aggression 2>D physical', 'aggression 0>2 physical'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // A "casera" is a stallholder; selling and her promise are a sales pitch, not coded (es-tuning-11.ts).
  // The "challa" (a blessing with alcohol and petals) by the yatiri is a rite, not coded. Uncertain: the
  // plaster Ekeko come to life is a creature, male (the figure of a man); the wink and the smile are one
  // friendly gesture.
  {
    text: 'Era la feria de Alasitas en La Paz y fui con mi mamá a comprar billetitos y una casita en miniatura. Una casera me vendió un autito y me aseguró que este año iba a tener mi auto de verdad. Un yatiri nos challó todo con alcohol y pétalos. Al volver a la casa, el Ekeko de yeso de la repisa me guiñó el ojo y me sonrió. Estaba feliz y muy confundida.',
    characters: [
      'person female family | mi mamá',
      'person female stranger | una casera',
      'person male stranger | un yatiri',
      'creature male - | el Ekeko de yeso de la repisa',
    ],
    interactions: ['friendliness 3>D'],
    emotions: ['happiness D', 'confusion D'],
  },
  // Uncertain: jumping the queue with no shove ("se coleó") is not coded (es-tuning-4.ts coded only the
  // elbow). Complaining to him ("reclamarle") is the father's verbal aggression; "le dijo de todo" and the
  // push are two acts back. "que lo dejara quieto" is the dreamer's defence said to the attacker
  // (aggression). The coffee for "nos" is one act, to the dreamer. "arrecha" (Venezuela) is anger.
  {
    text: 'Estaba con mi papá en una cola de gasolina en Valencia desde las cuatro de la mañana. Un tipo en una camioneta se coleó delante de nosotros y mi papá se bajó a reclamarle. El tipo le dijo de todo y le dio un empujón. Yo me bajé y le grité que lo dejara quieto. Una señora del carro de al lado nos regaló un cafecito y unas galletas. Estaba arrecha.',
    characters: [
      'person male family | mi papá',
      'person male stranger | un tipo en una camioneta',
      'person female stranger | una señora del carro de al lado',
    ],
    interactions: ['aggression 0>1', 'aggression 1>0', 'aggression 1>0 physical', 'aggression D>1', 'friendliness 2>D'],
    emotions: ['anger D'],
  },
  // The grandmother is dead, and present at her own wake: coded. Asking for a mate is a request, not coded;
  // the mate the dreamer prepares for her ("le cebé uno") is a friendly act. Taking the hand (physical) and
  // the comfort are two friendly acts. "Nadie más la veía" is no act. Tía Marta stands out from "toda la
  // familia" by name and kin; "me retó" (Argentina, scolded) is verbal aggression. "paz" names no class.
  {
    text: 'Era el velorio de mi abuela Irma en una casa de sepelios de Tucumán y estaba toda la familia tomando café. De repente la abuela se sentó en el cajón, se arregló el pelo y me pidió un mate. Nadie más la veía. Le cebé uno y ella me agarró la mano y me dijo que no llorara, que estaba bien. Mi tía Marta me retó por hablar sola. Me desperté llorando, triste, pero con una paz enorme.',
    characters: [
      'person unknown family plural | toda la familia',
      'person female family | mi abuela Irma',
      'person female family | mi tía Marta',
    ],
    interactions: ['friendliness D>1', 'friendliness 1>D physical', 'friendliness 1>D', 'aggression 2>D'],
    emotions: ['sadness D'],
  },
  // "mi pata" (Peru) is a friend, "chibolos" kids. The water balloons thrown at "nos" are one physical act,
  // to the dreamer; "uno" is coded to the group, and the paint balloon burst in the face is a second act.
  // Kevin chasing him is a chase (physical), coded to the group. The axe blow at the tree is the rite of
  // the yunza, not coded; the basket is a gift. "roche" is embarrassment (apprehension).
  {
    text: 'Era carnaval en Cajamarca y bailaba alrededor de la yunza con mi pata Kevin. Unos chibolos nos tiraban globos con agua y uno me reventó un globo de pintura en plena cara. Kevin lo correteó por toda la plaza. Después me tocó dar el hachazo, el árbol se cayó y una señora me regaló una canasta de frutas que colgaba de las ramas. Me dio un roche tremendo lo de la pintura, pero terminé feliz.',
    characters: [
      'person male friend | mi pata Kevin',
      'person unknown stranger plural | unos chibolos',
      'person female stranger | una señora',
    ],
    interactions: ['aggression 1>D physical', 'aggression 1>D physical', 'aggression 0>1 physical', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "arrollar" (Cuba) is dancing along in the conga, with no one in particular: not coded. Uncertain:
  // groping ("manosearme") is an unwanted sexual act, coded sexuality (physical). The stamp on his foot and
  // the abuse ("le dijo de todo") are two acts of Yanelis. Asking the dreamer to dance is friendly. "estaba
  // que me llevaba el diablo" is anger, "gozando" (enjoying) happiness.
  {
    text: 'Estaba en el carnaval de Santiago arrollando en la conga con mi prima Yanelis. Un tipo grandísimo con una gorra se me pegó por detrás y empezó a manosearme. Yanelis le dio un pisotón y le dijo de todo. Después un viejito que tocaba el tres me sacó a bailar un son. Estaba que me llevaba el diablo con el tipo, pero terminé gozando muchísimo.',
    characters: [
      'person female family | mi prima Yanelis',
      'person male stranger | un tipo grandísimo con una gorra',
      'person male stranger | un viejito que tocaba el tres',
    ],
    interactions: ['sexuality 1>D physical', 'aggression 0>1 physical', 'aggression 0>1', 'friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // "enamorado" (Ecuador, Peru) is a boyfriend. Pushing the swing is the man's job and the chain breaking an
  // accident: not coded. Santiago freezing and "no haber hecho nada" are no acts. Pulling the dreamer up is
  // a rescue (friendliness, physical); the hug and the apology are two friendly acts.
  {
    text: 'Estaba en Baños con mi enamorado, Santiago, y me subí al columpio de la Casa del Árbol. El que empujaba, un señor bajito con poncho, me dio tan alto que se rompió la cadena y quedé colgando sobre el barranco. Santiago se quedó paralizado. El señor me agarró de la mano y me subió. Después Santiago me abrazó y me pidió perdón por no haber hecho nada. Me desperté muerta de miedo.',
    characters: [
      'person male friend | mi enamorado, Santiago',
      'person male stranger | el que empujaba, un señor bajito con poncho',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // Classmates are known; Yudith ("mi socia", Cuba, a friend) stands out by name and is coded apart. The
  // scolding in front of everyone is verbal aggression; the leaves passed to reach the quota ("la norma")
  // are a gift. The rat's bite is physical.
  {
    text: 'Soñé que estaba otra vez en la escuela al campo en Pinar del Río, recogiendo tabaco con las muchachitas de mi aula. El profesor Reinaldo me regañó delante de todas porque no había cumplido la norma. Mi socia Yudith me pasó la mitad de sus hojas para que llegara. Por la noche una rata enorme se subió a mi litera y me mordió un dedo. Tenía una rabia y una tristeza tremendas.',
    characters: [
      'person female known plural | las muchachitas de mi aula',
      'person male known | el profesor Reinaldo',
      'person female friend | mi socia Yudith',
      'animal unknown - | una rata enorme',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'aggression 3>D physical'],
    emotions: ['anger D', 'sadness D'],
  },
  // "compas del brete" (Costa Rica, workmates who are friends) are coded friends; the two named after the
  // group word are two characters. Uncertain: the goring and the trampling are one attack. Pulling its tail
  // is aggression to the attacker; the clowns dragging the dreamer out is a rescue (friendliness,
  // physical). "idiota" is Dayana's verbal aggression. Laughing afterwards is amusement.
  {
    text: 'Estaba en las fiestas de Zapote con mis compas del brete, Maikol y Dayana, y a Maikol se le ocurrió que nos tiráramos al redondel de improvisados. Un toro enorme me volcó de una cornada y me pasó por encima. Maikol le jaló la cola para que me dejara. Los payasos del redondel me sacaron arrastrado. Desde la gradería Dayana me gritó que era un idiota. Estaba asustadísimo, pero después me dio mucha risa.',
    characters: [
      'person male friend | Maikol',
      'person female friend | Dayana',
      'animal unknown - | un toro enorme',
      'person unknown stranger plural | los payasos del redondel',
    ],
    interactions: ['aggression 2>D physical', 'aggression 0>2 physical', 'friendliness 3>D physical', 'aggression 1>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "chango" (Bolivia) is a lad, "changuitos" kids, "chompa" a jumper. Making the dreamer dance by force,
  // pulling her arm, is physical aggression (as the huaso in es-tuning-9.ts). The jumper strikes him and
  // "que me soltara" is a second act. The foam sprayed on "nos" is one physical act, to the dreamer. The
  // aunt's laughing is aimed at no one: her amusement.
  {
    text: 'Estaba en el Carnaval de Oruro viendo pasar la morenada desde las graderías con mi tía Benita. Un chango con máscara de oso se subió a las graderías y me hizo bailar a la fuerza, jalándome del brazo. Mi tía le dio con su chompa y le dijo que me soltara. Después unos changuitos nos mojaron con espuma y mi tía se rió. Yo estaba enojada, pero también me reía.',
    characters: [
      'person female family | mi tía Benita',
      'person male stranger | un chango con máscara de oso',
      'person unknown stranger plural | unos changuitos',
    ],
    interactions: ['aggression 1>D physical', 'aggression 0>1 physical', 'aggression 0>1', 'aggression 2>D physical'],
    emotions: ['happiness 0', 'anger D', 'happiness D'],
  },
  // Thiago's teammate only names Mariela (as an owner): not coded. The father's shouting at the referee is
  // coded once though it lasts the match. Uncertain: the insult to Thiago is said to the dreamer and coded
  // to her, the one addressed. Uncertain: a mother of the team met at matches is known. "me convidó un
  // mate" (Río de la Plata) is friendly. Pride is happiness, "re nerviosa" apprehension.
  {
    text: 'Era la final del baby fútbol de mi hijo Thiago en una cancha de Las Piedras. Un padre del otro cuadro le gritó cosas horribles al juez todo el partido. Cuando Thiago hizo un gol me sentí re orgullosa, pero ese padre me dijo que mi hijo era un tronco y yo le contesté que se callara la boca. La Mariela, la mamá de un compañero de Thiago, me convidó un mate para calmarme. Estaba re nerviosa.',
    characters: [
      'person male family | mi hijo Thiago',
      'person male stranger | un padre del otro cuadro',
      'person male stranger | el juez',
      'person female known | la Mariela, la mamá de un compañero de Thiago',
    ],
    interactions: ['aggression 1>2', 'aggression 1>D', 'aggression D>1', 'friendliness 3>D'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // The romería (the night walk to the Basílica de los Ángeles) is walked with the crowd: not coded. The
  // grandfather is dead in waking life but present: coded. Taking the arm (physical) and the praise are two
  // friendly acts; his "orgulloso" is a feeling quoted, not coded. The water for "nos" is one act, to the
  // dreamer. "a la par mía" (Costa Rica) is beside me.
  {
    text: 'Iba en la romería a Cartago, caminando de noche por la autopista con un montón de gente. De pronto mi abuelo Chepe, que se murió hace tres años, iba a la par mía con su sombrero de siempre. Me agarró del brazo y me dijo que estaba orgulloso de mí. Una señora de la Cruz Roja nos dio agua. Cuando llegamos a la Basílica él ya no estaba. Lloré de tristeza, pero también de alegría.',
    characters: [
      'person unknown stranger plural | un montón de gente',
      'person male family | mi abuelo Chepe',
      'person female stranger | una señora de la Cruz Roja',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 1>D', 'friendliness 2>D'],
    emotions: ['sadness D', 'happiness D'],
  },
];
