// Spanish, thirteenth tuning batch, the ninth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain, Mexico, Argentina, Colombia, Chile, Peru, Venezuela, Cuba,
// Uruguay, Ecuador, Bolivia, Costa Rica, Guatemala, El Salvador, the Dominican Republic, Puerto Rico,
// Paraguay, Nicaragua, Panama), each in its own idiom ("a posta", "un señorito", "un malaje", "estaba que
// echaba humo", "un tío con un bigote", "me caí de morros", "una meiga", "una marchanta", "un chamaco",
// "coraje", "bien pedo", "un fresa", "la neta", "chido", "un culiado", "me manoteó la cola", "re caliente",
// "mis viejos", "nos retó", "mi parcero", "un man", "una pola", "ve", "el monstruo", "pifiar", "harta
// vergüenza", "me convidó", "un tono", "la jato", "mi pata", "una flaca", "sacar la mugre", "me cagué de
// risa", "una caimanera", "los chamos", "estaba cagado", "mi jeva", "un yuma", "asere", "un gurí", "se
// tentó de risa", "un paisano", "mi ñaña", "achachay", "una cholita", "renegando", "mi mae", "un
// sabanero", "un patojo", "bien contenta", "un bicho", "qué chivo", "un tíguere", "una jevi", "mi
// corillo", "un perro realengo", "apenada", "los profes", "una chavala chele", "como cuando era pelada",
// "un raspao").
// Conventions followed (README.md, es-tuning-12.ts and the earlier batches): an interaction aimed at
// "nos" is one event, coded once with the dreamer as recipient; an act of a group is coded to the group
// only, and a member singled out of it ("uno" of the coatíes, "uno" of the diablos cojuelos) is coded to
// the group unless named, while people who stand out from a group by name or kin ("mi primo Bayardo" among
// "mis primos", "la Mama Negra" in "la comparsa") are coded apart; two people named together after a
// group word ("mis cuates de la chamba, el Chucho y la Fany", "mi corillo del trabajo, Jan y Coral") are
// two characters, and "mis viejos" followed by "mi vieja" and "mi viejo" are the two, not a group; a
// reciprocal act is two codes; an attempted act is coded as the act; people only mentioned or named as
// owners ("la caseta de unos amigos suyos", "la casa de mi madrina", "la abuelita de Heidi") are not
// characters, while an owner who then appears ("la tienda de don Efraín", "el colegio de mi hijo Derlis",
// "la aldea de mi abuela Carmiña") is; someone dead in waking life but present in the dream is coded;
// guilt, shame and embarrassment ("vergüenza", "apenada" in Puerto Rico) are apprehension, relief, pride
// and amusement happiness, loneliness sadness; "re caliente" (Argentina), "renegando" (Bolivia) and
// "coraje" (Mexico) are anger, "cagado" (Venezuela) fear; laughter aimed at no one ("se tentó de risa",
// "se moría de la risa", "la señora se rió") is the laugher's amusement, not an interaction, while
// laughing at someone ("se me rieron en la cara", "se rió de mí") is mockery; body sensations ("el corazón
// a mil", "¡Achachay, qué frío!", "me dolió") and feelings of no HVdC class ("tranquilísimo") are not
// coded, nor are negated feelings ("no estaba enojada para nada", "no tenía nada de miedo"); acts only
// wished or denied ("quería quitarme las mías", "ni se disculpó", "Emiliano no le hizo nada", "quería
// agarrarle la mano") and accidents ("la pelota rompió la ventana", "casi nos pasa por encima") are not
// coded; a rite (the conxuro of the queimada, the milk the Mama Negra sprays as the custom, the gifts
// every house gives at the Gritería) is not coded; a rescue that strikes the attacker is coded as
// aggression to the attacker, one that helps the victim as friendliness; a chase and a capture are two
// acts, a blame and its punishment too; animals are coded of unknown sex, a creature named by a sexed noun
// ("una meiga") of that sex; an unwanted groping is sexuality (physical), a piropo a sexual advance (not
// physical); making someone dance by force is physical aggression (es-tuning-12.ts); being thrown out ("lo
// botó") is not physical unless someone takes hold of the person ("lo sacó a empujones"). Conventions this
// batch had to decide: a refusal aimed at the dreamer ("no nos quería atender") is rejection; going off
// and leaving someone alone ("se escondió y me dejó solo") is no act, as Julián going on up alone in
// es-tuning-12.ts; stepping on someone not said to be on purpose is an accident; "tío" in Spain for any
// man ("un tío con un bigote") is no kin; the Viña audience called "el monstruo" and then "toda la
// galería" is one group; a horse lent and ridden is present and coded.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_13: HandCodedDream[] = [
  // The friends only name the caseta: not coded. Throwing the rebujito over the dress "a posta" (on
  // purpose) is physical; laughing at the dreamer is mockery; "malaje" (Andalusia, a nasty piece of work) is
  // Reyes's aggression to him. The carnation given and put in the hair are two friendly acts, the second
  // physical. "que echaba humo" is anger, "de lujo" happiness.
  {
    text: 'Estaba en la Feria de Abril con mi prima Reyes, en la caseta de unos amigos suyos. Un señorito con traje corto me tiró el rebujito por encima del vestido de flamenca, a posta, y encima se rió de mí. Reyes le soltó que era un malaje. Luego un señor mayor que vendía claveles me regaló uno y me lo puso en el pelo. Estaba que echaba humo, pero al final me lo pasé de lujo.',
    characters: [
      'person female family | mi prima Reyes',
      'person male stranger | un señorito con traje corto',
      'person male stranger | un señor mayor que vendía claveles',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>D',
      'aggression 0>1',
      'friendliness 2>D',
      'friendliness 2>D physical',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // The uncle first names the filà (the troupe), then is present: coded. Treading on the cape on purpose so
  // that the dreamer falls is one physical attack. Helping the dreamer up is friendliness (physical). The
  // "cabo" (the troupe's leader) is "un tío" in the Spanish sense of a man, not kin: known, as the leader of
  // the troupe the dreamer parades in. "me echó la bronca" is verbal aggression. Shame is apprehension.
  {
    text: 'Soñé que desfilaba en los Moros y Cristianos de Alcoy, en la filà de mi tío Vicent, con un turbante enorme. En plena Entrada un chaval que estaba mirando me pisó la capa a propósito y me caí de morros. Mi tío me ayudó a levantarme. Luego el cabo de la filà, un tío con un bigote tremendo, me echó la bronca por perder el paso. Me moría de vergüenza.',
    characters: [
      'person male family | mi tío Vicent',
      'person male stranger | un chaval que estaba mirando',
      'person male known | el cabo de la filà, un tío con un bigote tremendo',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 0>D physical', 'aggression 2>D'],
    emotions: ['apprehension D'],
  },
  // Told in the present. The grandmother first names the village, then is present, dead in waking life:
  // coded once. The cousins are a group. The conxuro (the spell said over the queimada) is a rite, not
  // coded. A meiga (Galicia, a witch) is a creature, female from the noun; grabbing the hair is physical,
  // and the burning queimada thrown in her face strikes the attacker. "el corazón a mil" is a body sensation.
  {
    text: 'Estoy en la aldea de mi abuela Carmiña, en Lugo, haciendo la queimada con mis primos. Mi abuela, que murió hace cuatro años, remueve el aguardiente y recita el conxuro. De repente aparece una meiga en la puerta, con los ojos blancos, y me agarra del pelo. Mi abuela le tira la queimada ardiendo a la cara y la meiga se va chillando. Me despierto con el corazón a mil, muerta de miedo.',
    characters: [
      'person unknown family plural | mis primos',
      'person female family | mi abuela Carmiña',
      'creature female - | una meiga',
    ],
    interactions: ['aggression 2>D physical', 'aggression 1>2 physical'],
    emotions: ['apprehension D'],
  },
  // A "marchanta" (Mexico) is a market stallholder; the taste of mezcal is a friendly act. Snatching the
  // bag is theft (physical). The chase and the capture ("lo agarró del brazo") are two physical acts.
  // Handing the bag back is restitution, not coded; "Emiliano no le hizo nada" is denied. "coraje" is anger.
  {
    text: 'Andaba en el mercado Benito Juárez de Oaxaca con mi novio, Emiliano, comprando chapulines y quesillo. Una marchanta me dio a probar un mezcalito, bien amable. Luego un chamaco me jaló la bolsa y se echó a correr. Emiliano lo persiguió entre los puestos hasta que lo agarró del brazo, y el chamaco le devolvió la bolsa. Emiliano no le hizo nada. Me quedé bien asustada y luego me dio mucho coraje.',
    characters: [
      'person male friend | mi novio, Emiliano',
      'person female stranger | una marchanta',
      'person male stranger | un chamaco',
    ],
    interactions: ['friendliness 1>D', 'aggression 2>D physical', 'aggression 0>2 physical', 'aggression 0>2 physical'],
    emotions: ['apprehension D', 'anger D'],
  },
  // "mis cuates de la chamba, el Chucho y la Fany" are two characters, friends ("cuates"); la Fany does
  // nothing. Sitting at the table is no act; "un fresa y un mamón" (a snob and a jerk), though repeated, is
  // one verbal act. "que se largara" is el Chucho's aggression to him. The round for "nos" is one act, to
  // the dreamer. "bien pedo" is very drunk; "chido" is happiness.
  {
    text: 'Fui a una pulquería de la colonia Guerrero con mis cuates de la chamba, el Chucho y la Fany. Un señor bien pedo se sentó en nuestra mesa y se puso a decirme que era un fresa y un mamón. El Chucho le dijo que se largara. Luego el cantinero nos invitó una ronda de curados de guayaba por la molestia. Al principio sí me dio coraje, pero la neta me la pasé bien chido.',
    characters: [
      'person male friend | el Chucho',
      'person female friend | la Fany',
      'person male stranger | un señor bien pedo',
      'person male stranger | el cantinero',
    ],
    interactions: ['aggression 2>D', 'aggression 0>2', 'friendliness 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // "todo el mundo" dancing is a crowd of strangers, present. "culiado" (Córdoba) is an insult used as a
  // noun for a man. Groping ("me manoteó la cola") is sexuality (physical); the slap strikes him. His mates,
  // "unos tipos", are a male group; laughing in the dreamer's face is mockery. Asking her to dance and the
  // fernet are two friendly acts. "re caliente" (Argentina) is anger.
  {
    text: 'Estaba en un baile de cuarteto en Córdoba con mi amiga la Juli, y todo el mundo bailaba en ronda. Un culiado con la camiseta de Belgrano me manoteó la cola al pasar. Me di vuelta y le pegué un cachetazo. Sus amigos, unos tipos con gorrita, se me rieron en la cara. Después un pibe re tranqui me sacó a bailar y me invitó un fernet. Estaba re caliente, pero terminé contenta.',
    characters: [
      'person female friend | mi amiga la Juli',
      'person unknown stranger plural | todo el mundo',
      'person male stranger | un culiado con la camiseta de Belgrano',
      'person male stranger plural | sus amigos, unos tipos con gorrita',
      'person male stranger | un pibe re tranqui',
    ],
    interactions: [
      'sexuality 2>D physical',
      'aggression D>2 physical',
      'aggression 3>D',
      'friendliness 4>D',
      'friendliness 4>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // "mis viejos" followed by "mi vieja" and "mi viejo" are the two, not a group. The coatíes are a group:
  // "uno" snatching the bag from the mother (theft) and "otro" biting the dreamer are two physical acts,
  // both coded to the group. The father chasing them off is a chase (physical). "nos retó" (scolded us) is
  // one act, to the dreamer. "muerta de risa" is amusement.
  {
    text: 'Estábamos en las Cataratas del Iguazú con mis viejos, en la pasarela de la Garganta del Diablo. Mi vieja sacó unas empanadas y de la nada apareció una banda de coatíes. Uno le arrancó la bolsa de las manos y otro me mordió el tobillo. Mi viejo los corrió a los gritos. Después un guardaparque nos retó por darles de comer. Yo estaba asustada, pero también muerta de risa.',
    characters: [
      'person female family | mi vieja',
      'animal unknown - plural | una banda de coatíes',
      'person male family | mi viejo',
      'person male stranger | un guardaparque',
    ],
    interactions: ['aggression 1>0 physical', 'aggression 1>D physical', 'aggression 2>1 physical', 'aggression 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Don Efraín owns the shop and is present: coded, known (the corner shopkeeper). Calling him a thief
  // ("lo trató de ladrón") and knocking his fridge over (destruction, physical) are two acts. Throwing the
  // man out by shoving ("a empujones") takes hold of him: physical. The beer for "nos" is one act, to the
  // dreamer. "pola" is a beer, "parcero" a friend.
  {
    text: 'Estaba en la tienda de don Efraín, en la esquina de mi barrio en Bogotá, tomándome una pola con mi parcero Julián. Un man de chaqueta de cuero entró borracho, trató a don Efraín de ladrón y le tumbó la nevera de las gaseosas. Julián lo sacó a empujones. Don Efraín nos regaló otra pola por ayudarle. Yo estaba asustadísimo y después me dio mucha rabia.',
    characters: [
      'person male known | don Efraín',
      'person male friend | mi parcero Julián',
      'person male stranger | un man de chaqueta de cuero',
    ],
    interactions: ['aggression 2>0', 'aggression 2>0 physical', 'aggression 1>2 physical', 'friendliness 0>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Asking the dreamer to dance is friendly; the dancing is not coded. An ex is known; grabbing her arm to
  // take her away is one physical act. "lo mandó a comer mierda" is Yurani's verbal aggression, the push
  // the salsero's physical aggression, both to Brayan. "sin decir nada" is denied. "ve" is a Cali
  // interjection.
  {
    text: 'Estaba en la Feria de Cali, en una salsoteca de Juanchito, con mi hermana Yurani. Un caleño bajito que bailaba durísimo me sacó a bailar. Después apareció mi ex, Brayan, y me agarró del brazo para llevarme con él. Yurani lo mandó a comer mierda y el caleño le dio un empujón. Brayan se fue sin decir nada. Yo estaba asustada, pero también feliz, ve.',
    characters: [
      'person female family | mi hermana Yurani',
      'person male stranger | un caleño bajito que bailaba durísimo',
      'person male known | mi ex, Brayan',
    ],
    interactions: ['friendliness 1>D', 'aggression 2>D physical', 'aggression 0>2', 'aggression 1>2 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Uncertain: "el monstruo" (the Viña audience's nickname) and "toda la galería" are one group of
  // strangers. Booing ("pifiar", Chile) the comedian is the group's verbal aggression to him. The sopaipilla
  // is a gift ("me convidó"). The comparison to Heidi's grandmother is the comedian's mockery; she is only
  // named, not a character. The gallery laughing at the dreamer is mockery, the hug friendliness (physical).
  // "no estaba enojada para nada" is negated.
  {
    text: 'Estaba en la Quinta Vergara viendo el Festival de Viña con mi pololo, el Benja, y el monstruo estaba pifiando a un humorista. Un caballero de al lado me convidó una sopaipilla. Después el humorista me apuntó y dijo que yo era igualita a la abuelita de Heidi, y toda la galería se rió de mí. El Benja me abrazó. Me dio harta vergüenza, pero no estaba enojada para nada.',
    characters: [
      'person male friend | mi pololo, el Benja',
      'person unknown stranger plural | el monstruo, toda la galería',
      'person male stranger | un humorista',
      'person male stranger | un caballero de al lado',
    ],
    interactions: [
      'aggression 1>2',
      'friendliness 3>D',
      'aggression 2>D',
      'aggression 1>D',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D'],
  },
  // "un tono" (Peru) is a party, "la jato" a house, "mi pata" a friend; Renzo owns the house and is
  // present. "lleno de gente" is a crowd of strangers, present. Pulling the dreamer to dance is friendliness
  // (physical), the kiss sexuality (physical). The push and the threat ("sacar la mugre", to beat up) are
  // two acts; "lo botó" is throwing him out, not physical. "me cagué de risa" is amusement.
  {
    text: 'Había un tono en la jato de mi pata Renzo, en Surco, y estaba lleno de gente. Una flaca que no conocía me jaló a bailar y después me dio un beso. Su enamorado, un tipo grandazo, me empujó contra la pared y me dijo que me iba a sacar la mugre. Renzo lo botó de la jato. Tenía un miedo terrible, pero después me cagué de risa.',
    characters: [
      'person male friend | mi pata Renzo',
      'person unknown stranger plural | gente',
      'person female stranger | una flaca que no conocía',
      'person male stranger | su enamorado, un tipo grandazo',
    ],
    interactions: [
      'friendliness 2>D physical',
      'sexuality 2>D physical',
      'aggression 3>D physical',
      'aggression 3>D',
      'aggression 0>3',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "los chamos del bloque" (the kids of the block) are known. The ball breaking the window is an accident.
  // The chase of "nos" is one physical act, to the dreamer. Uncertain: Yeferson hiding and leaving the
  // dreamer alone is no act (es-tuning-12.ts). Pulling the ear (physical) and making the dreamer sweep the
  // glass (a punishment) are two acts. "cagado" (Venezuela) is fear; the chamos' laughing is aimed at no
  // one: their amusement.
  {
    text: 'Estábamos jugando una caimanera de béisbol en la calle, en Petare, con los chamos del bloque. Yo le di un batazo y la pelota rompió la ventana de la señora Nancy, la del segundo piso. Ella bajó con una chancleta en la mano y nos correteó por toda la cuadra. Mi hermano Yeferson se escondió y me dejó solo. La señora me agarró por la oreja y me puso a barrer los vidrios. Estaba cagado, y los chamos, muertos de risa.',
    characters: [
      'person unknown known plural | los chamos del bloque',
      'person female known | la señora Nancy, la del segundo piso',
      'person male family | mi hermano Yeferson',
    ],
    interactions: ['aggression 1>D physical', 'aggression 1>D physical', 'aggression 1>D'],
    emotions: ['apprehension D', 'happiness 0'],
  },
  // "mi jeva" (Cuba) is a girlfriend, "mi socio" a friend, "un yuma" a foreigner. Piropos aimed at Yaimara
  // are a sexual advance, not physical. "que se perdiera" is Yoel's aggression to him; leaving is no act.
  // The cones of peanuts for "nos" are one act, to the dreamer; telling stories is not coded.
  // "No tenía nada de rabia" is negated.
  {
    text: 'Me fui a la playa de Guanabo con mi jeva, Yaimara, y mi socio Yoel. Un yuma con una camisa de flores se puso a echarle piropos a Yaimara. Yoel le dijo que se perdiera y el yuma se fue. Después un viejito que vendía maní nos regaló unos cucuruchos y nos hizo cuentos de cuando era pelotero. No tenía nada de rabia, asere; me sentí feliz.',
    characters: [
      'person female friend | mi jeva, Yaimara',
      'person male friend | mi socio Yoel',
      'person male stranger | un yuma con una camisa de flores',
      'person male stranger | un viejito que vendía maní',
    ],
    interactions: ['sexuality 2>0', 'aggression 1>2', 'friendliness 3>D'],
    emotions: ['happiness D'],
  },
  // The grandfather is dead in waking life but present: coded. "un gurí" (Uruguay) is a boy; throwing horse
  // dung onto the dreamer's shoes is physical. "se tentó de risa" is the grandfather's amusement, aimed at no
  // one. The asado for "nos" and the lent horse are two friendly acts; the horse, ridden, is present and
  // coded.
  {
    text: 'Fui a la Patria Gaucha en Tacuarembó con mi abuelo Wilson, que falleció el año pasado, los dos de bombacha y boina. Un gurí me tiró bosta de caballo en las alpargatas y salió corriendo. Mi abuelo se tentó de risa. Después un paisano de a caballo nos convidó asado con cuero y me prestó su caballo para dar una vuelta. Me desperté con una tristeza enorme, pero contento de haberlo visto.',
    characters: [
      'person male family | mi abuelo Wilson',
      'person male stranger | un gurí',
      'person male stranger | un paisano de a caballo',
      'animal unknown - | su caballo',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['happiness 0', 'sadness D', 'happiness D'],
  },
  // "mi ñaña" (Ecuador) is a sister. "la comparsa" is a group present; the Mama Negra, a man dressed as a
  // woman, stands out from it and is male from "un señor". Uncertain: spraying milk on "nos" "como es la
  // costumbre" is the rite, not coded. Grabbing the dreamer by the waist to make her dance and not letting
  // go is one physical act; the handbag blow strikes him. "¡Achachay!" (cold) is a body sensation.
  {
    text: 'Estaba en la Mama Negra en Latacunga con mi ñaña Katy, viendo pasar la comparsa. La Mama Negra, un señor vestido de mujer con la cara pintada, nos roció leche con una jeringa, como es la costumbre. Después un borracho me cogió de la cintura para hacerme bailar y no me soltaba. Katy le dio un carterazo. ¡Achachay, qué frío hacía! Estaba asustada, pero al final me reí.',
    characters: [
      'person female family | mi ñaña Katy',
      'person unknown stranger plural | la comparsa',
      'person male stranger | la Mama Negra, un señor vestido de mujer con la cara pintada',
      'person male stranger | un borracho',
    ],
    interactions: ['aggression 3>D physical', 'aggression 0>3 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The godmother only names the house. Uncertain: stepping on the dreamer is not said to be on purpose: not
  // coded; telling her to move because she takes up room is verbal aggression. "maleducado" and the
  // "coscorrón" (a knock on the head) are two acts of the cholita; the api with buñuelo is a gift ("me
  // convidó"). "renegando" (Bolivia) is anger; "me dio risa" amusement.
  {
    text: 'Iba a la casa de mi madrina en El Alto, en un minibús repleto, con mi hermanito Limbert dormido en mis piernas. Un joven con audífonos me pisó y encima me dijo que me moviera, que ocupaba mucho. Una cholita que iba a mi lado le dijo que era un maleducado y le dio un coscorrón. Después me convidó un api con buñuelo. Estaba renegando, pero luego me dio risa.',
    characters: [
      'person male family | mi hermanito Limbert',
      'person male stranger | un joven con audífonos',
      'person female stranger | una cholita que iba a mi lado',
    ],
    interactions: ['aggression 1>D', 'aggression 2>1', 'aggression 2>1 physical', 'friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // "mi mae" (Costa Rica) is a friend; his girlfriend is known. A "sabanero" is a cowboy in the tope (the
  // horse parade). "casi nos pasa por encima" is an accident only nearly happening; the horse's kick is
  // physical; "ni se disculpó" is denied. The officer's shout and pulling him off the horse are two acts,
  // the second physical. The granizado is a gift; "el susto" goes with the dreamer's fear.
  {
    text: 'Estaba viendo el tope del 26 en el Paseo Colón con mi mae Andrés y su novia, la Sofi. Un sabanero borracho se salió de la fila con el caballo y casi nos pasa por encima. El caballo me dio una patada en la pierna y el sabanero ni se disculpó. Un oficial de tránsito le pegó un grito y lo bajó del caballo. La Sofi me compró un granizado para que se me pasara el susto. Quedé asustadísimo, mae.',
    characters: [
      'person male friend | mi mae Andrés',
      'person female known | su novia, la Sofi',
      'person male stranger | un sabanero borracho',
      'animal unknown - | el caballo',
      'person male stranger | un oficial de tránsito',
    ],
    interactions: ['aggression 3>D physical', 'aggression 4>2', 'aggression 4>2 physical', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // "un patojo" (Guatemala) is a kid; snatching the kite is theft (physical). The aunt's scolding and the
  // tongue stuck out at her are one act each way. The grandfather is dead in waking life but present:
  // coded; the new kite is a gift, flying it together is not coded. "bien contenta" is happiness.
  {
    text: 'Era el Día de los Santos y estaba en Sumpango con mi tía Olga, viendo los barriletes gigantes en el cementerio. Un patojo me arrebató el barrilete chiquito que yo había hecho. Mi tía lo regañó y el patojo le sacó la lengua. Luego apareció mi abuelito Tono, que ya se murió, me dio un barrilete nuevo y lo volamos juntos. Me sentí triste, pero bien contenta.',
    characters: [
      'person female family | mi tía Olga',
      'person male stranger | un patojo',
      'person male family | mi abuelito Tono',
    ],
    interactions: ['aggression 1>D physical', 'aggression 0>1', 'aggression 1>0', 'friendliness 2>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Uncertain: the pupusera refusing to serve "nos" is a refusal aimed at the dreamer (rejection), once.
  // "malcriada" is the mother's aggression to her. Her laughing is aimed at no one: her amusement. The
  // pupusas for "nos" are one gift, to the dreamer; "un bicho" (El Salvador) is a kid, male from the
  // article, and the chewing gum a gift. "qué chivo" (how great) names no feeling of its own.
  {
    text: 'Fuimos a una pupusería de Olocuilta con mi mamá y mi hermano Wilber, y la pupusera, una señora gordita, no nos quería atender porque según ella ya había cerrado. Mi mamá le dijo que era una malcriada. Entonces la señora se rió y nos hizo unas pupusas revueltas de regalo. Un bicho que vendía chicles me regaló uno. Qué chivo estuvo todo. Me sentí feliz.',
    characters: [
      'person female family | mi mamá',
      'person male family | mi hermano Wilber',
      'person female stranger | la pupusera, una señora gordita',
      'person male stranger | un bicho que vendía chicles',
    ],
    interactions: ['aggression 2>D', 'aggression 0>2', 'friendliness 2>D', 'friendliness 3>D'],
    emotions: ['happiness 2', 'happiness D'],
  },
  // The diablos cojuelos are people in carnival costume (a group of strangers, sex unstated). Uncertain:
  // chasing "nos" and the blow with the bladder ("vejigazo") are the custom but strike and hurt: two
  // physical acts, "uno" coded to the group. Yokasta's laughing is aimed at no one. The "frío frío" (shaved
  // ice) and "una jevi" (a cool girl) are two friendly acts of the "tíguere" (a street-smart guy).
  {
    text: 'Estaba en el carnaval de La Vega con mi prima Yokasta, y unos diablos cojuelos con vejigas nos persiguieron por toda la calle. Uno me dio un vejigazo en las nalgas que me dolió muchísimo. Yokasta se moría de la risa. Después un tíguere que vendía frío frío me regaló uno de tamarindo y me dijo que yo era una jevi. Me dio una rabia con el vejigazo, pero terminé alegre.',
    characters: [
      'person female family | mi prima Yokasta',
      'person unknown stranger plural | unos diablos cojuelos con vejigas',
      'person male stranger | un tíguere que vendía frío frío',
    ],
    interactions: ['aggression 1>D physical', 'aggression 1>D physical', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['happiness 0', 'anger D', 'happiness D'],
  },
  // Told in the present. "mi corillo del trabajo, Jan y Coral" (Puerto Rico, my crowd) are two friends,
  // Jan male from "loco". Uncertain: a friend's ex is known. Ignoring the dreamer all afternoon is a
  // deliberate snub (rejection). Coral's "no le haga caso" is comfort (friendliness); "apenada" (Puerto
  // Rico) is her embarrassment. The stray dog ("realengo") stealing the alcapurria is theft (physical),
  // and Jan running after it a chase. Loneliness is sadness.
  {
    text: 'Estoy en los kioskos de Luquillo con mi corillo del trabajo, Jan y Coral, comiendo alcapurrias. Aparece el ex de Coral, Gabriel, se sienta con nosotros y no me hace caso en toda la tarde, como si yo no existiera. Coral, toda apenada, me dice que no le haga caso, que él es así. Después un perro realengo me roba la alcapurria de la mano y Jan, bien loco, sale corriendo detrás de él. Me da una rabia con Gabriel, y me siento sola.',
    characters: [
      'person male friend | Jan',
      'person female friend | Coral',
      'person male known | el ex de Coral, Gabriel',
      'animal unknown - | un perro realengo',
    ],
    interactions: ['aggression 2>D', 'friendliness 1>D', 'aggression 3>D physical', 'aggression 0>3 physical'],
    emotions: ['apprehension 1', 'anger D', 'sadness D'],
  },
  // Derlis first names the school, then is present: coded. The teachers ("los profes") are a group, known;
  // Ramón stands out by name. Kicking the fireball (pelota tata) at the dreamer on purpose is physical; the
  // head teacher's shout is aggression to him. The tereré and chipa are one gift ("me convidó"). Derlis
  // crying "del susto" is his fear.
  {
    text: 'Era la noche de San Juan en el colegio de mi hijo Derlis, en Asunción, y los profes jugaban a la pelota tata. El profe Ramón, el de Educación Física, pateó la pelota de fuego a propósito hacia mí y me quemó el vestido. Derlis se puso a llorar del susto. La directora le gritó a Ramón que era un irresponsable. Después una señora me convidó tereré y chipa. Estaba asustada y con mucha rabia.',
    characters: [
      'person male family | mi hijo Derlis',
      'person unknown known plural | los profes',
      'person male known | el profe Ramón, el de Educación Física',
      'person female known | la directora',
      'person female stranger | una señora',
    ],
    interactions: ['aggression 2>D physical', 'aggression 3>2', 'friendliness 4>D'],
    emotions: ['apprehension 0', 'apprehension D', 'anger D'],
  },
  // The single interaction: the clay whistle, a gift. Bayardo stands out from "mis primos" by name; "quería
  // quitarme las mías, pero se aguantó" is only wished. Uncertain: the sweets every house gives "como es la
  // costumbre" are the rite of the Gritería (impersonal, to every visitor): not coded. "chavala" and
  // "chele" (Nicaragua) are a girl and fair-skinned. "no tenía nada de miedo" is negated.
  {
    text: 'Era la Gritería en León y andaba con mi abuela y mis primos de casa en casa, gritando ¿Quién causa tanta alegría? frente a los altares de la Purísima. En cada casa nos daban gofios, naranjas y cajetas, como es la costumbre. Mi primo Bayardo quería quitarme las mías, pero se aguantó. Una chavala chele me regaló un pito de barro. Había pólvora por todos lados, pero no tenía nada de miedo. Estaba feliz.',
    characters: [
      'person female family | mi abuela',
      'person unknown family plural | mis primos',
      'person male family | mi primo Bayardo',
      'person female stranger | una chavala chele',
    ],
    interactions: ['friendliness 3>D'],
    emotions: ['happiness D'],
  },
  // No interaction: "quería agarrarle la mano" is only wished, and the ship passing over them is no one's
  // act. "pelada" (Panama) is a little girl, a "raspao" shaved ice. "tranquilísimo" names no class.
  {
    text: 'Estaba con mi papá en las esclusas de Miraflores, como cuando era pelada, viendo pasar un barco gigantesco. De repente el agua empezó a subir y a subir hasta la baranda. Mi papá seguía comiéndose su raspao, tranquilísimo. Yo quería agarrarle la mano, pero no me podía mover. El barco pasó por encima de nosotros como si fuera de aire. No entendía nada y estaba asustadísima.',
    characters: ['person male family | mi papá'],
    interactions: [],
    emotions: ['confusion D', 'apprehension D'],
  },
];
