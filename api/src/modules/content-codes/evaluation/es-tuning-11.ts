// Spanish, eleventh tuning batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain, Mexico, Argentina, Colombia, Chile, Peru, Venezuela, Cuba,
// Uruguay), each in its own idiom ("me arrancó de la mano", "me dio un zape", "se avivó", "se mató de
// risa", "al tiro", "harto miedo", "un achorado", "la platabanda", "nos echó cuentos", "un almendrón", "me
// dio tremenda pena", "un botija", "un gentío bárbaro", "una rabia que no veas", "una mona grandota", "me
// ayudó a pararme", "tenía un roche", "mi pana", "nos brindó", "un chanta", "coraje", "un paseo de olla",
// "me gritó cuica", "que no la pescara", "la pileta de lona", "de bombita", "el tapial").
// Conventions followed (README.md, es-tuning-10.ts and the earlier batches): an interaction aimed at
// "nos" is one event, coded once with the dreamer as recipient; an act of a group is coded to the group
// only, and a member singled out of it ("una de las señoras") is coded to the group unless named, while
// people who stand out from a group by name or kin ("mi mamá", "mi abuela" in "toda la familia") are
// coded apart; two people named together after a group word ("mis compañeros de piso, Íñigo y Lucía")
// are two characters; a reciprocal act ("nos besamos") is two codes; an attempted act is coded as the
// act; people only mentioned or named as owners ("el rancho de mis tíos", "la casa de mi suegra" before
// she speaks) are not characters unless they then appear; someone dead in waking life but present in the
// dream is coded; guilt, shame and embarrassment ("vergüenza", "roche" in Peru, "pena" in Cuba) are
// apprehension, but "pena" in Spain ("me dio pena no poder bailar") is sorrow (sadness); relief, pride
// and amusement are happiness, and laughter aimed at no one ("se mató de risa") is the laugher's
// amusement, not an interaction, while laughing at someone ("se rieron de mí") is mockery; body
// sensations ("reventado") and feelings of no HVdC class are not coded; acts only wished, denied ("mi
// esposo no dijo nada") or accidental ("sin querer") are not coded; a rite (a limpia) is not coded; a
// rescue that strikes the attacker is coded as aggression to the attacker, one that helps the victim as
// friendliness; animals are coded of unknown sex; complaining to someone ("le reclamé") is verbal
// aggression, a refusal to speak to someone ("no me quiso hablar") rejection; an apology is
// friendliness.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_11: HandCodedDream[] = [
  // "un montón de gente" and "la gente" are one group, present. Snatching the bag of grapes is theft
  // (physical); Rubén's push is physical aggression to the thief. The half of her grapes is a gift. The
  // kiss is sexuality (physical). "me cabreé" is anger; "se me pasó todo" names no new feeling.
  {
    text: 'Era Nochevieja y estaba en la Puerta del Sol con mi novio, Rubén, entre un montón de gente esperando las campanadas. Justo cuando empezaban, un chaval me arrancó de la mano la bolsita de las uvas. Rubén le dio un empujón y el chaval se perdió entre la gente. Una señora mayor que estaba a nuestro lado me dio la mitad de sus uvas. Me cabreé muchísimo, pero a las doce Rubén me besó y se me pasó todo.',
    characters: [
      'person male friend | mi novio, Rubén',
      'person unknown stranger plural | un montón de gente',
      'person male stranger | un chaval',
      'person female stranger | una señora mayor que estaba a nuestro lado',
    ],
    interactions: ['aggression 2>D physical', 'aggression 0>2 physical', 'friendliness 3>D', 'sexuality 0>D physical'],
    emotions: ['anger D'],
  },
  // Whoever cast the "mal de ojo" is only spoken of. Uncertain: the limpia (the egg passed over the body,
  // the aguardiente blown on the face) is the rite, not coded, as the vicar's water in en-tuning-8.ts.
  // "estafadora" is the dreamer's insult; the "zape" (Mexico, a slap on the back of the head) is physical.
  // The apology is friendliness to the healer, her hug friendliness (physical) to the dreamer.
  {
    text: 'Mi mamá me llevó con una curandera en Catemaco porque según ella me habían echado mal de ojo. La señora me pasó un huevo por todo el cuerpo y me sopló aguardiente en la cara. Yo me enojé y le dije que era una estafadora. Mi mamá me dio un zape y le pidió disculpas a la señora. Al final la curandera me abrazó como si nada. Me quedé bien confundida.',
    characters: ['person female family | mi mamá', 'person female stranger | una curandera'],
    interactions: ['aggression D>1', 'aggression 0>D physical', 'friendliness 0>1', 'friendliness 1>D physical'],
    emotions: ['anger D', 'confusion D'],
  },
  // The grandfather ("nono", Argentina) is dead in waking life but present: coded once (he also owns the
  // house). Passing signals in truco is part of the game: not coded; the wink is a friendly gesture.
  // "se avivó" (caught on) and "tramposo" are one act of the uncle. The kiss on the forehead is
  // friendliness (physical). "se mató de risa" is the grandfather's amusement (happiness).
  {
    text: 'Soñé con mi nono, que murió hace dos años. Estábamos en la cocina de su casa en Bahía Blanca jugando al truco con mi tío Hugo, como todos los domingos. El nono me pasaba señas por abajo de la mesa y me guiñaba el ojo. Mi tío se avivó y le dijo que era un tramposo. El nono se mató de risa y me dio un beso en la frente. Me desperté triste, pero contenta de haberlo visto.',
    characters: ['person male family | mi nono', 'person male family | mi tío Hugo'],
    interactions: ['friendliness 0>D', 'aggression 1>0', 'friendliness 0>D physical'],
    emotions: ['happiness 0', 'sadness D', 'happiness D'],
  },
  // "mi hermanita" is family, female. The rooster's peck is physical; the schoolgirls mocking the
  // dreamer is aggression; the owner's apology is friendliness. The hug is the dreamer's friendliness
  // (physical). Valentina crying "del susto" is apprehension, and "yo también" gives the dreamer hers.
  {
    text: 'Iba subiendo en el metrocable de Medellín con mi hermanita Valentina y la cabina se quedó parada en el aire. Con nosotras iban un señor con un gallo en una caja y dos muchachas de colegio. El gallo se salió y me picó la mano. Las muchachas se burlaron de mí, pero el señor me pidió perdón. Valentina lloraba del susto y yo la abracé. Yo también estaba asustadísima.',
    characters: [
      'person female family | mi hermanita Valentina',
      'person male stranger | un señor con un gallo en una caja',
      'animal unknown - | un gallo',
      'person female stranger plural | dos muchachas de colegio',
    ],
    interactions: ['aggression 2>D physical', 'aggression 3>D', 'friendliness 1>D', 'friendliness D>0 physical'],
    emotions: ['apprehension 0', 'apprehension D'],
  },
  // The lift for "nos" is one friendly act, to the dreamer. Uncertain: the trucker touching the dreamer's
  // leg is an unwanted sexual advance, coded sexuality (physical), not aggression. "Le dije que parara"
  // is a demand (aggression); waking el Pipe is not coded. "un matrimonio" (a couple) is a plural of
  // unknown sex; picking "nos" up is one act, to the dreamer. "al tiro" is Chilean for at once.
  {
    text: 'Iba haciendo dedo por la Carretera Austral con mi amigo el Pipe y llovía a cántaros. Nos paró un camionero y nos llevó hacia Coyhaique. El Pipe se quedó dormido atrás y el camionero me empezó a tocar la pierna. Le dije que parara al tiro, desperté al Pipe y nos bajamos en medio de la nada. Al rato un matrimonio de gringos en una casa rodante nos recogió. Quedé con harto miedo.',
    characters: [
      'person male friend | mi amigo el Pipe',
      'person male stranger | un camionero',
      'person unknown stranger plural | un matrimonio de gringos en una casa rodante',
    ],
    interactions: ['friendliness 1>D', 'sexuality 1>D physical', 'aggression D>1', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // The shout and the push off the board (physical) are two acts. "achorado" (Peru, a thuggish bully) is
  // the cousin's insult to him. Helping the dreamer out of the water is friendliness (physical, as
  // "helped me up"). Pride is happiness.
  {
    text: 'Estaba aprendiendo a correr olas en Punta Hermosa con mi primo Renato, que es tablista. Cuando por fin agarré una ola, un tipo bronceado me gritó que era su ola y me tumbó de la tabla de un empujón. Renato le dijo que era un achorado. Después una chica de la escuela de surf me ayudó a salir del agua. Estaba asustada, pero también orgullosa de haberme parado en la tabla.',
    characters: [
      'person male family | mi primo Renato',
      'person male stranger | un tipo bronceado',
      'person female stranger | una chica de la escuela de surf',
    ],
    interactions: ['aggression 1>D', 'aggression 1>D physical', 'aggression 0>1', 'friendliness 2>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "toda la familia" is a group; the brother, the mother and the grandmother stand out from it and are
  // coded apart. Uncertain: spraying the dreamer with the hose is physical (as the foam in the face in
  // es-tuning-10.ts); the sandal thrown back is physical. "nos regañó" is one act, to the dreamer.
  // Telling ghost stories ("nos echó cuentos", Venezuela) is not coded. The heat is a body sensation.
  {
    text: 'Era de noche en Maracaibo, se fue la luz y hacía un calor insoportable. Toda la familia subió a la platabanda a agarrar fresco. Mi hermano Jesús me echó agua con la manguera y yo le tiré una chancleta. Mi mamá nos regañó. Después mi abuela nos echó cuentos de espantos y a mí me dio un miedo horrible, aunque Jesús decía que eran puras mentiras.',
    characters: [
      'person unknown family plural | toda la familia',
      'person male family | mi hermano Jesús',
      'person female family | mi mamá',
      'person female family | mi abuela',
    ],
    interactions: ['aggression 1>D physical', 'aggression D>1 physical', 'aggression 2>D'],
    emotions: ['apprehension D'],
  },
  // An "almendrón" (Cuba) is an old shared taxi. Uncertain: charging double is a price, not coded (as
  // haggling in en-tuning-7.ts). "Le reclamé" is the dreamer's complaint (aggression); "que me bajara" is
  // his rejection. "una de las señoras" is coded to the pair: "descarado" is aggression to the driver,
  // paying for the dreamer friendliness. The young man is present, doing nothing. "pena" in Cuba is
  // embarrassment (apprehension).
  {
    text: 'Iba en un almendrón de Centro Habana al Vedado, apretada atrás con dos señoras y un muchacho. El chofer, un viejo con gorra de pelotero, me cobró el doble porque pensó que yo era extranjera. Le reclamé y me dijo que si no me gustaba me bajara. Una de las señoras le dijo que era un descarado y pagó la diferencia por mí. Me dio tremenda pena.',
    characters: [
      'person female stranger plural | dos señoras',
      'person male stranger | un muchacho',
      'person male stranger | el chofer, un viejo con gorra de pelotero',
    ],
    interactions: ['aggression D>2', 'aggression 2>D', 'aggression 0>2', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // "un botija" (Uruguay, a kid) is male from the article. Asking him to move is a request, not coded;
  // sticking his tongue out is a taunt. Taking the dreamer by the hand to dance is friendliness
  // (physical). "se mató de risa" is Martín's amusement, aimed at no one.
  {
    text: 'Fui a ver las Llamadas en Barrio Sur con mi novio, Martín. Había un gentío bárbaro y los tambores me retumbaban en el pecho. Un botija se me puso adelante y, cuando le pedí que se corriera, me sacó la lengua. Después una bailarina de una comparsa me agarró de la mano y me hizo bailar con ella en medio de la calle. Martín se mató de risa. Yo estaba feliz de la vida.',
    characters: [
      'person male friend | mi novio, Martín',
      'person unknown stranger plural | un gentío bárbaro',
      'person male stranger | un botija',
      'person female stranger | una bailarina de una comparsa',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D physical'],
    emotions: ['happiness 0', 'happiness D'],
  },
  // Uncertain: the sister's boyfriend is known (not yet family). The rider coming too close is not an
  // act; the horse's kick is physical aggression. Curro's shout is aggression to the rider. Bandaging the
  // leg is friendliness (physical). "me dio mucha pena" (Spain) is sorrow: sadness.
  {
    text: 'Iba al Rocío con mi hermana Macarena y su novio, Curro, en una carreta llena de flores. En el camino un caballista borracho se acercó demasiado y su caballo me dio una coz en la pierna. Curro le gritó que tuviera más cuidado. Macarena me vendó la pierna con su pañuelo. Pasé mucho miedo, y luego me dio mucha pena no poder bailar sevillanas.',
    characters: [
      'person female family | mi hermana Macarena',
      'person male known | su novio, Curro',
      'person male stranger | un caballista borracho',
      'animal unknown - | su caballo',
    ],
    interactions: ['aggression 3>D physical', 'aggression 1>2', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'sadness D'],
  },
  // The complaint about the cold pizza and the door shut in the dreamer's face are two acts (the second
  // rejection, not physical, as in es-tuning-7.ts). The water is a friendly act. "reventado" (worn out)
  // is a body sensation; "una rabia que no veas" is anger.
  {
    text: 'Trabajaba de repartidor de Glovo en Barcelona y tenía que llevar una pizza a un ático del Eixample. El ascensor no funcionaba y subí ocho pisos corriendo. El cliente, un tío en albornoz, me dijo que la pizza estaba fría y me cerró la puerta en las narices. Al bajar, la portera me dio un vaso de agua. Estaba reventado y con una rabia que no veas.',
    characters: ['person male stranger | el cliente, un tío en albornoz', 'person female stranger | la portera'],
    interactions: ['aggression 0>D', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  // The uncles only name the ranch; the aunt then comes out: coded. Uncertain: an owl with an old woman's
  // face is a creature (a witch), coded female from "viejita" (as the ghost of a lady in en-tuning-8.ts).
  // The chase of "nos" is one physical act, to the dreamer; the stone and the scratching are one physical
  // act each way. The aunt's praying strikes no one: not coded.
  {
    text: 'Estaba en el rancho de mis tíos en Zacatecas y en la noche salí al corral con mi primo Chuy. Una lechuza enorme con cara de viejita nos empezó a perseguir entre los nopales. Chuy le aventó una piedra y ella se le echó encima y le rasguñó la cara. Mi tía salió con un rosario, se puso a rezar y la lechuza se fue volando. Estaba muerta de miedo.',
    characters: [
      'person male family | mi primo Chuy',
      'creature female - | una lechuza enorme con cara de viejita',
      'person female family | mi tía',
    ],
    interactions: ['aggression 1>D physical', 'aggression 0>1 physical', 'aggression 1>0 physical'],
    emotions: ['apprehension D'],
  },
  // Uncertain: a boy from another school met that night is a stranger. Asking the dreamer to dance is
  // friendly; "nos besamos" is reciprocal (two sexual codes). "no me quiso hablar" is a refusal to speak
  // (rejection), unlike a greeting only denied. "re enojada" is Flor's anger; guilt is apprehension.
  {
    text: 'Estaba en el viaje de egresados en Bariloche, en un boliche lleno de pibes de otros colegios. Un chico de Rosario, el Tincho, me sacó a bailar y después nos besamos en un rincón. Mi mejor amiga, la Flor, nos vio y se fue re enojada, porque a ella también le gustaba. La busqué por todo el hotel y, cuando la encontré, no me quiso hablar. Estaba re contenta y a la vez me sentía re culpable.',
    characters: [
      'person unknown stranger plural | pibes de otros colegios',
      'person male stranger | un chico de Rosario, el Tincho',
      'person female friend | mi mejor amiga, la Flor',
    ],
    interactions: ['friendliness 1>D', 'sexuality 1>D physical', 'sexuality D>1 physical', 'aggression 2>D'],
    emotions: ['anger 2', 'happiness D', 'apprehension D'],
  },
  // The grandfather first names the farm, then is present: coded. "una mona grandota" (Colombia, a big
  // fair-coloured one) is the cow: one animal. Kicking the bucket and knocking the dreamer into the mud is
  // one physical attack. Laughing at the dreamer is mockery; helping the dreamer up ("pararme") is
  // friendliness (physical), and so is the dog's licking. "me dio mucha risa" is amusement.
  {
    text: 'Estaba en la finca de mi abuelo en Boyacá ordeñando una vaca, una mona grandota. De pronto la vaca pateó el balde y me tumbó al barro. Mi abuelo se rio de mí, pero después me ayudó a pararme. El perro de la finca vino y me lamió toda la cara. Me dio mucha risa.',
    characters: [
      'person male family | mi abuelo',
      'animal unknown - | una vaca, una mona grandota',
      'animal unknown - | el perro de la finca',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>D',
      'friendliness 0>D physical',
      'friendliness 2>D physical',
    ],
    emotions: ['happiness D'],
  },
  // The "auxiliar" (Peru, the school's discipline officer) is known. Taking the dreamer out of the line and
  // the press-ups are one punishment (aggression, not physical: no touch is said). "todos" and "mis
  // compañeros" are one group (known); laughing at the dreamer is mockery. Uncertain: Diego doing
  // press-ups beside the dreamer to keep company is support (friendliness). "roche" (Peru) is
  // embarrassment.
  {
    text: 'Soñé que estaba otra vez en el colegio, en la formación del lunes, cantando el himno en el patio. El auxiliar, el señor Quispe, me sacó de la fila porque tenía la camisa afuera y me hizo hacer planchas delante de todos. Mis compañeros se reían de mí. Mi amigo Diego se salió de la fila y se puso a hacer planchas a mi lado. Tenía un roche terrible.',
    characters: [
      'person male known | el auxiliar, el señor Quispe',
      'person unknown known plural | mis compañeros',
      'person male friend | mi amigo Diego',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // "mi pana" (Venezuela) is a friend. The threat to "nos" is one act, to the dreamer; the chase is a
  // second (physical). Luis freezing is no act. Taking the dreamer to the shelter is help (friendliness,
  // not physical).
  {
    text: 'Subía el Ávila con mi pana Luis y nos perdimos en la neblina. De repente nos salió un tipo con un machete y nos amenazó. Luis se quedó paralizado, pero yo salí corriendo y el tipo me persiguió un buen rato. Al final me encontró un guardaparques y me llevó hasta el refugio. Estaba cagado de miedo.',
    characters: [
      'person male friend | mi pana Luis',
      'person male stranger | un tipo con un machete',
      'person male stranger | un guardaparques',
    ],
    interactions: ['aggression 1>D', 'aggression 1>D physical', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // "que nos fuéramos" is one act, to the dreamer; the uncle's retort is aggression to the old man. The
  // wave soaks them but is no one. The rum for "nos" ("nos brindó", Cuba) is one act, to the dreamer; the
  // bait is the uncle's gift to him. Uncertain: "se echó a reír" at the soaking is read as the old man's
  // amusement (happiness), not mockery.
  {
    text: 'Estaba pescando de noche en el Malecón con mi tío Ramón, como cuando era chiquito. Un pescador de al lado, un viejo flaco, nos dijo que ese era su lugar y que nos fuéramos. Mi tío le contestó que el mar era de todos. Entonces una ola gigante nos empapó a los tres y el viejo se echó a reír. Al final nos brindó un poco de ron y mi tío le regaló una de sus carnadas. Me sentí feliz.',
    characters: ['person male family | mi tío Ramón', 'person male stranger | un pescador de al lado, un viejo flaco'],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 1>D', 'friendliness 0>1'],
    emotions: ['happiness 1', 'happiness D'],
  },
  // Uncertain: trying to sell a broken watch as gold is a sales pitch, not coded. "chanta" (Río de la
  // Plata, a con man) is the grandmother's insult; the watch thrown at his head is physical. The canary is
  // present and is the seller's gift to the dreamer. Laughing is the grandmother's amusement.
  {
    text: 'Un domingo fui a la feria de Tristán Narvaja con mi abuela Nelly a comprar plantas. Un puestero le quiso vender a mi abuela un reloj roto diciendo que era de oro. Ella le dijo que era un chanta y le tiró el reloj por la cabeza. Después un señor que vendía pájaros me regaló un canario. Mi abuela no paraba de reírse y yo estaba contentísima.',
    characters: [
      'person female family | mi abuela Nelly',
      'person male stranger | un puestero',
      'person male stranger | un señor que vendía pájaros',
      'animal unknown - | un canario',
    ],
    interactions: ['aggression 0>1', 'aggression 0>1 physical', 'friendliness 2>D'],
    emotions: ['happiness 0', 'happiness D'],
  },
  // The mother-in-law owns the house and is present: coded. Her criticism is aggression. "Mi esposo no
  // dijo nada" is a denied act: not coded. Going out to cry is no interaction. "coraje" (Mexico) is
  // anger, "tristeza" sadness.
  {
    text: 'Era la tamalada de Navidad en casa de mi suegra, en Toluca. Yo estaba embarrando la masa en las hojas y mi suegra me dijo que así no se hacía, que su hijo merecía una mujer que supiera cocinar. Mi esposo no dijo nada. Yo me salí al patio a llorar sola. Me dio mucho coraje y mucha tristeza.',
    characters: ['person female family | mi suegra', 'person male family | mi esposo'],
    interactions: ['aggression 0>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // The boyfriend's family is known; "todos" is that group, and its laughing at the dreamer is mockery.
  // "el Chino" is the younger brother's nickname: one character. The mud in the hair and the push into
  // the river are one physical act each way. The kiss is sexuality (physical).
  {
    text: 'Hicimos un paseo de olla al río con la familia de mi novio, Andrés, en Melgar. Estábamos todos en el agua cuando su hermano menor, el Chino, me echó barro en el pelo y todos se rieron de mí. Yo lo empujé al río con ropa y todo. Al final, comiendo sancocho en la orilla, Andrés me dio un beso. Al principio me dio rabia, pero terminé feliz.',
    characters: [
      'person unknown known plural | la familia de mi novio',
      'person male friend | mi novio, Andrés',
      'person male known | su hermano menor, el Chino',
    ],
    interactions: ['aggression 2>D physical', 'aggression 0>D', 'aggression D>2 physical', 'sexuality 1>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // Flatmates are known (as in en-tuning-3.ts); "mis compañeros de piso, Íñigo y Lucía" are two
  // characters. The crowd throwing tomatoes at each other aims at no one: not coded. The tomato squashed
  // in the dreamer's face "a propósito" is physical; the bucket over his head strikes the attacker. Losing
  // Lucía is no act; her hug is friendliness (physical). Uncertain: "me agobié" is read as anxiety
  // (apprehension).
  {
    text: 'Fui a la Tomatina de Buñol con mis compañeros de piso, Íñigo y Lucía. Había miles de personas tirándose tomates y no se veía nada. Un guiri enorme me aplastó un tomate en la cara a propósito. Íñigo le tiró un cubo entero de tomate por la cabeza. Luego perdí a Lucía entre la gente y me agobié muchísimo, hasta que me encontró y me dio un abrazo enorme.',
    characters: [
      'person male known | Íñigo',
      'person female known | Lucía',
      'person unknown stranger plural | miles de personas',
      'person male stranger | un guiri enorme',
    ],
    interactions: ['aggression 3>D physical', 'aggression 0>3 physical', 'friendliness 1>D physical'],
    emotions: ['apprehension D'],
  },
  // "mi pololo" (Chile) is a boyfriend; a "casera" is a market stallholder. "me gritó cuica" (posh) is one
  // verbal act; el Seba's "pesada" is aggression to her. The "mote con huesillo" and "que no la pescara"
  // (Chile, to pay her no mind) are two friendly acts. Shame is apprehension; laughing afterwards is
  // amusement.
  {
    text: 'Estaba en la Vega Central comprando paltas con mi pololo, el Seba. Una casera me gritó cuica por tocar las paltas. El Seba le dijo que era una pesada y nos fuimos a otro puesto. Ahí un caballero me convidó un mote con huesillo y me dijo que no la pescara. Me dio harta vergüenza, pero después me reí.',
    characters: [
      'person male friend | mi pololo, el Seba',
      'person female stranger | una casera',
      'person male stranger | un caballero',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "mi viejo" (Argentina) is the father. Soaking the neighbour "sin querer" is an accident: not coded.
  // Her shout at "nos" is one act, to the dreamer. The father's apology and the beer passed over the wall
  // ("tapial") are two friendly acts to her. "nos moríamos de risa" is amusement for both sisters.
  {
    text: 'Hacía un calor de locos en Quilmes y mi viejo armó la pileta de lona en el patio. Mi hermana Sofi y yo nos tiramos de bombita y sin querer empapamos a la vecina, que colgaba la ropa del otro lado del tapial. La vecina nos gritó que éramos unas maleducadas. Mi viejo le pidió disculpas y le pasó una cerveza por arriba del tapial. Sofi y yo nos moríamos de risa.',
    characters: [
      'person male family | mi viejo',
      'person female family | mi hermana Sofi',
      'person female known | la vecina',
    ],
    interactions: ['aggression 2>D', 'friendliness 0>2', 'friendliness 0>2'],
    emotions: ['happiness 1', 'happiness D'],
  },
  // No characters ("ni un alma" is negated). "angustia" is apprehension; not knowing where she was is
  // confusion.
  {
    text: 'Estaba sola en los médanos de Coro y la arena se movía como si respirara. Caminaba y caminaba y siempre volvía a la misma duna. A lo lejos se veía el mar, pero nunca llegaba. El sol no se movía y no había ni un alma. Tenía una angustia terrible y no entendía dónde estaba.',
    characters: [],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
];
