// Spanish, ninth tuning batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, rich in social interactions): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain, Mexico, Argentina, Chile, Colombia, Peru, Venezuela, the
// Dominican Republic, Puerto Rico, Cuba), each in its own idiom ("me llamó niñata", "un trapito", "un
// huaso curado", "se emputó", "me arranchó la cartera", "le metió cabe", "le dio un coñazo", "se amargó
// conmigo", "me moría de la pena", "le brindó un café").
// Conventions followed (README.md, en-tuning-6.ts and es-tuning-8.ts): an interaction aimed at "nos" is
// one event, coded once with the dreamer as recipient, but one said of two or more ("nos bajó a los tres",
// "nos castigó a todas", "les dijo a los dos") is written once for each; a reciprocal act ("se
// enzarzaron las dos a gritos", "nos abrazamos") is two codes; an attempted act is coded as the act;
// people only mentioned, only phoned or named as owners ("la casa de mis papás") are not characters, and
// nothing said over the phone is coded; a member singled out of a group ("uno de ellos") is coded to the
// group unless named; a person introduced by name after a description ("una señora que se llamaba Chela")
// is one character; "mis viejos" followed by "mi viejo" and "mi vieja" are coded as the two, not as a
// group; guilt, shame and embarrassment ("pena" in Mexico and Colombia, "vergüenza") are apprehension,
// relief, pride and amusement happiness; body sensations and feelings of no HVdC class are not coded;
// acts only wished or denied are not coded; a rescue that strikes the attacker is coded as aggression to
// the attacker, one that pulls or carries the victim as friendliness (physical) to the victim, and
// separating two people who fight ("las separó", "nos separó") is not coded, though what the peacemaker
// then says to them is; animals are coded of unknown sex; a passive with its agent ("fue esposado por dos
// policías") is coded to that agent; complaining to someone ("le reclamó") is verbal aggression; an
// apology is friendliness.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_9: HandCodedDream[] = [
  // "todos" are the neighbours at the meeting (known). The accusation, the dreamer's "mentiroso" and
  // "niñata" are three verbal acts. The wife's "capón" (a knock on the head) is physical. Uncertain: "salió
  // en mi defensa" names no act against Anselmo, so it is coded as friendliness to the dreamer (as Paco in
  // es-tuning-4.ts); the chair is a second friendly act. "muerta de risa" is amusement (happiness).
  {
    text: 'Soñé que estaba en la junta de la comunidad, en el portal de mi bloque de Getafe. El presidente, un señor que se llamaba Anselmo, me acusó delante de todos de tirar colillas al patio. Yo le dije que era un mentiroso y él me llamó niñata. Entonces su mujer se levantó y le dio un capón. Luego la del segundo, Maruja, salió en mi defensa y me trajo una silla para que me sentara. Me quedé con una rabia tremenda, pero también muerta de risa.',
    characters: [
      'person male known | el presidente, un señor que se llamaba Anselmo',
      'person unknown known plural | todos',
      'person female known | su mujer',
      'person female known | la del segundo, Maruja',
    ],
    interactions: [
      'aggression 0>D',
      'aggression D>0',
      'aggression 0>D',
      'aggression 2>0 physical',
      'friendliness 3>D',
      'friendliness 3>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // "el Místico de Iztapalapa" is the wrestler's ring name, in apposition: one character. Throwing his
  // rival out of the ring is physical, even as a show; landing almost on "nos" is an accident, not coded.
  // The hair pull and the headbutt are one each way (physical). The beer thrown on "nos" (physical) and the
  // shouting are two acts of the fans, each once to the dreamer. "bien enojado" is the rival's anger.
  {
    text: 'Fui a la Arena México con mi hermano Beto a ver la lucha libre. Un luchador enmascarado, el Místico de Iztapalapa, aventó a su rival fuera del ring y nos cayó casi encima. El rival se levantó bien enojado y le jaló los pelos a Beto, quién sabe por qué. Beto le dio un cabezazo. Luego unos aficionados de atrás nos echaron cerveza y nos gritaron de todo. Una señora que se llamaba Chela me regaló sus palomitas para calmarme. Yo estaba asustadísima, pero también me divertí un montón.',
    characters: [
      'person male family | mi hermano Beto',
      'person male stranger | un luchador enmascarado, el Místico de Iztapalapa',
      'person male stranger | su rival',
      'person unknown stranger plural | unos aficionados de atrás',
      'person female stranger | una señora que se llamaba Chela',
    ],
    interactions: [
      'aggression 1>2 physical',
      'aggression 2>0 physical',
      'aggression 0>2 physical',
      'aggression 3>D physical',
      'aggression 3>D',
      'friendliness 4>D',
    ],
    emotions: ['anger 2', 'apprehension D', 'happiness D'],
  },
  // A "trapito" (Argentina) minds parked cars for money. His asking for money is not coded. Uncertain: the
  // dreamer's "no" is coded as a refusal (rejection, as the refusals in en-tuning-6.ts and es-tuning-8.ts).
  // The threat, the flat tyre (destruction of property, physical) and the laughing in her face are three
  // acts of his. The help with the wheel is friendly. The father is only phoned: no character, and his
  // "boludo" is not coded. "re caliente" is anger.
  {
    text: 'Estacioné el auto cerca de la cancha de Estudiantes, en La Plata, y un trapito me pidió quinientos pesos por cuidármelo. Le dije que no y me amenazó con rayármelo. Cuando volví, me había pinchado una rueda y se me reía en la cara desde la esquina. Un pibe del barrio, el Chino, me ayudó a cambiarla sin cobrarme nada. Llamé a mi viejo para contarle y me dijo que era un boludo por haber ido en auto. Quedé re caliente.',
    characters: ['person male stranger | un trapito', 'person male stranger | un pibe del barrio, el Chino'],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression 0>D physical', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  // "mi polola" (Chile) is a girlfriend. Taking her to dance by force, pulling her arm, is physical
  // aggression. "le dije que la soltara" is a demand (aggression); the push is physical. "fue sacado a
  // empujones por los garzones" is a passive with its agent (physical). The kiss is sexuality, the "héroe"
  // a friendly act; dancing is not coded. The grazed elbow is a body sensation.
  {
    text: "Era dieciocho y estaba en una fonda en el Parque O'Higgins con mi polola, la Coni. Un huaso curado la sacó a bailar cueca a la fuerza, tirándola del brazo. Yo le dije que la soltara y él me empujó contra una mesa. Al final fue sacado a empujones por los garzones. Después la Coni me dio un beso y me dijo que era su héroe, y bailamos cueca hasta que amaneció. Quedé feliz, aunque con el codo pelado.",
    characters: [
      'person female friend | mi polola, la Coni',
      'person male stranger | un huaso curado',
      'person unknown stranger plural | los garzones',
    ],
    interactions: [
      'aggression 1>0 physical',
      'aggression D>1',
      'aggression 1>D physical',
      'aggression 2>1 physical',
      'sexuality 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['happiness D'],
  },
  // "los compañeros de la oficina" and "todos" are one group (known). Grabbing the tie and kissing the
  // dreamer are one sexual act (physical). Julián, a colleague and the dreamer's best friend, is a
  // friend; his insult and her glass emptied over him (physical) are one act each way. "nos bajó a los
  // tres" is written once for each (not physical, as being thrown out). "me moría de la pena" (Colombia)
  // is embarrassment.
  {
    text: 'Estábamos en una chiva rumbera en Cartagena con los compañeros de la oficina, celebrando el fin de año. Mi jefa, la doctora Ospina, se tomó unos aguardientes de más, me agarró de la corbata y me besó delante de todos. Mi compañero Julián, que es mi mejor amigo, le dijo que era una descarada. Ella le vació el vaso encima. Entonces el conductor paró la chiva y nos bajó a los tres. Yo no entendía nada y me moría de la pena.',
    characters: [
      'person unknown known plural | los compañeros de la oficina',
      'person female known | mi jefa, la doctora Ospina',
      'person male friend | mi compañero Julián, que es mi mejor amigo',
      'person male stranger | el conductor',
    ],
    interactions: [
      'sexuality 1>D physical',
      'aggression 2>1',
      'aggression 1>2 physical',
      'aggression 3>D',
      'aggression 3>1',
      'aggression 3>2',
    ],
    emotions: ['confusion D', 'apprehension D'],
  },
  // A "pollada" (Peru) is a fundraising chicken party. Eating Milagros's chicken is taking her property
  // (physical, as the cat eating the fish in es-tuning-6.ts); her complaint and his "a la porra" are one
  // act each way. "fue botado a la calle por mi tío Pepe, que lo agarró del cuello" is one physical act.
  // Uncertain: "todos" (the guests) are coded as known. The double helping is friendly.
  {
    text: 'Mi tía Charo organizó una pollada en su casa de Comas para juntar plata. Un borrachito que nadie conocía se metió sin pagar y se comió el pollo de mi prima Milagros. Ella le reclamó y él la mandó a la porra. Entonces el borrachito fue botado a la calle por mi tío Pepe, que lo agarró del cuello. Después todos se pusieron a bailar y mi tía me sirvió doble porción de papas. Al principio estaba asustada, pero terminé contentísima.',
    characters: [
      'person female family | mi tía Charo',
      'person male stranger | un borrachito que nadie conocía',
      'person female family | mi prima Milagros',
      'person male family | mi tío Pepe',
      'person unknown known plural | todos',
    ],
    interactions: [
      'aggression 1>2 physical',
      'aggression 2>1',
      'aggression 1>2',
      'aggression 3>1 physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Papito, named, is coded apart from "dos vecinos". The accusation, the grandfather's "mal perdedor" and
  // the shouting match (both ways) are four acts between the two men. Uncertain: the shop owner of the
  // dreamer's own neighbourhood is known; "les dijo a los dos que se callaran" is written once for each.
  // The malta and the apology are two friendly acts; "no a mi abuelo" is denied. Relief is happiness.
  {
    text: 'Estaba jugando dominó frente al colmado del barrio, en Santo Domingo, con mi abuelo y dos vecinos. Uno de ellos, un viejito al que le dicen Papito, acusó a mi abuelo de hacer trampa. Mi abuelo le dijo que era un mal perdedor y se pusieron a discutir a gritos. El dueño del colmado, un chino muy serio, les dijo a los dos que se callaran o se fueran. Después Papito me regaló una malta y me pidió perdón a mí, no a mi abuelo. Yo estaba nerviosa y después aliviada.',
    characters: [
      'person male family | mi abuelo',
      'person male known plural | dos vecinos',
      'person male known | un viejito al que le dicen Papito',
      'person male known | el dueño del colmado, un chino muy serio',
    ],
    interactions: [
      'aggression 2>0',
      'aggression 0>2',
      'aggression 0>2',
      'aggression 2>0',
      'aggression 3>0',
      'aggression 3>2',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The kick to the dog is physical. Uncertain: "le formó un escándalo" and "le dijo que era un abusador"
  // are two verbal acts (as "went off on me" and "told me I was useless" in en-tuning-4.ts). Stroking the
  // dog is friendliness (physical), the biscuit a gift. The father is only spoken of (he does not answer
  // the phone): no character.
  {
    text: 'Soñé que venía un huracán y nos refugiamos en la escuela del barrio, en Humacao, con mi mamá y mi perro Canelo. Un señor que dormía en el catre de al lado le dio una patada a Canelo porque ladraba. Mi mamá le formó un escándalo y le dijo que era un abusador. Una nena de como seis años, que se llamaba Yaritza, se pasó la noche acariciando a Canelo y me regaló una galletita. Mi papá, que estaba trabajando en Orlando, no contestaba el teléfono. Yo estaba muerta de miedo.',
    characters: [
      'person female family | mi mamá',
      'animal unknown - | mi perro Canelo',
      'person male stranger | un señor que dormía en el catre de al lado',
      'person female stranger | una nena de como seis años, que se llamaba Yaritza',
    ],
    interactions: [
      'aggression 2>1 physical',
      'aggression 0>2',
      'aggression 0>2',
      'friendliness 3>1 physical',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D'],
  },
  // "una marabunta de gente" is present. Picking up the bag at the same time is not coded. The scratch
  // (physical) and "muerta de hambre" are two acts of hers; "maleducada" is the dreamer's; not letting go
  // is not coded apart. Iván separating them is not coded; the handkerchief is a gift.
  {
    text: 'Era el primer día de rebajas en El Corte Inglés de Preciados y había una marabunta de gente. Una señora con un moño altísimo y yo cogimos a la vez el mismo bolso. Ella me arañó la mano para que lo soltara y me llamó muerta de hambre. Yo le dije que era una maleducada y no lo solté. Al final vino un dependiente, un chico muy majo que se llamaba Iván, nos separó y me regaló un pañuelo para la mano. Me quedé rabiosa y un poco triste.',
    characters: [
      'person unknown stranger plural | una marabunta de gente',
      'person female stranger | una señora con un moño altísimo',
      'person male stranger | un dependiente, un chico muy majo que se llamaba Iván',
    ],
    interactions: ['aggression 1>D physical', 'aggression 1>D', 'aggression D>1', 'friendliness 2>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // The firecracker thrown at the dreamer's feet is a physical attack by the group; "al más grande" is
  // coded to it. Pulling his ear (physical) and the telling-off are two acts of Amparo. Uncertain: the
  // mother coming "a defenderlo" is not coded apart from the shouting match, which is reciprocal (two codes).
  // Dressing the burn touches the dreamer: friendliness (physical).
  {
    text: 'Estaba en Valencia en Fallas con mi prima Amparo, viendo la mascletà en la plaza del Ayuntamiento entre mucha gente. Unos críos me tiraron un petardo a los pies y me quemó el tobillo. Amparo agarró de la oreja al más grande y le echó una bronca que se oyó en toda la plaza. Su madre vino a defenderlo y se enzarzaron las dos a gritos. Un fallero mayor, un abuelo con blusón, me curó la quemadura con su botiquín. Pasé un susto de muerte.',
    characters: [
      'person female family | mi prima Amparo',
      'person unknown stranger plural | mucha gente',
      'person unknown stranger plural | unos críos',
      'person female stranger | su madre',
      'person male stranger | un fallero mayor, un abuelo con blusón',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression 0>2 physical',
      'aggression 0>2',
      'aggression 3>0',
      'aggression 0>3',
      'friendliness 4>D physical',
    ],
    emotions: ['apprehension D'],
  },
  // The grandfather is dead in waking life, first only spoken of, then present: coded. The hug is
  // friendliness (physical), the scolding aggression. A "calaca" (skeleton) is a creature; pulling the
  // mother towards a hole is physical, and the grandfather's cane strikes the attacker. The mother's crying
  // "de miedo" is apprehension only.
  {
    text: 'Era Día de Muertos y fui al panteón de Mixquic con mi mamá a llevarle cempasúchil a mi abuelo. De repente él estaba sentado sobre su tumba, vivito, y me dio un abrazo bien fuerte. Luego me regañó por no haber ido a verlo el año pasado. Entonces una calaca enorme salió de entre las tumbas y jaló a mi mamá hacia un hoyo. Mi abuelo le pegó con su bastón hasta que la soltó. Mi mamá lloraba de miedo, y yo estaba feliz y asustada a la vez.',
    characters: [
      'person female family | mi mamá',
      'person male family | mi abuelo',
      'creature unknown - | una calaca enorme',
    ],
    interactions: ['friendliness 1>D physical', 'aggression 1>D', 'aggression 2>0 physical', 'aggression 1>2 physical'],
    emotions: ['apprehension 0', 'happiness D', 'apprehension D'],
  },
  // The boyfriend's cousins are known; "el Mono", named, is coded apart and "los otros primos" to the group.
  // Winning the game is not coded. The push and the fistfight (both ways) are three physical acts; doña
  // Gloria separating them is not coded, "les dijo que se largaran" is written once for each. The cousins'
  // mockery is aggression; the apology and the empanada two friendly acts. "se emputó" is el Mono's anger;
  // uncertain: "aburrida" (Colombia, upset) with the crying is sadness.
  {
    text: 'Estaba jugando tejo en un bar de Sogamoso con mi novio, Camilo, y unos primos suyos. Camilo le ganó a su primo el Mono y el Mono se emputó y lo empujó contra la cancha. Se agarraron a puños hasta que la dueña, doña Gloria, los separó y les dijo que se largaran de su negocio. Los otros primos se burlaban de mí porque yo estaba llorando. Después Camilo me pidió perdón y me compró una empanada. Quedé muy aburrida con todos.',
    characters: [
      'person male friend | mi novio, Camilo',
      'person unknown known plural | unos primos suyos',
      'person male known | su primo el Mono',
      'person female stranger | la dueña, doña Gloria',
    ],
    interactions: [
      'aggression 2>0 physical',
      'aggression 0>2 physical',
      'aggression 2>0 physical',
      'aggression 3>0',
      'aggression 3>2',
      'aggression 1>D',
      'friendliness 0>D',
      'friendliness 0>D',
    ],
    emotions: ['anger 2', 'sadness D'],
  },
  // "cabros chicos" (Chile, kids) are the dreamer's scouts (known, sex unstated); "todos" and "los cabros"
  // are the same group, and el Benja, named, is coded apart. Taking his rucksack is theft (physical); the
  // pot thrown at the puma strikes the thief. The praise and the group's hug (physical) are friendly.
  {
    text: 'Estaba de campamento scout en el Cajón del Maipo, a cargo de una patrulla de cabros chicos. En la noche un puma entró a la carpa y le agarró la mochila a uno de los niños, el Benja. Yo le tiré una olla al puma y se arrancó cerro arriba con la mochila. El jefe de grupo, el Tata Lucho, me felicitó delante de todos y los cabros me abrazaron. Estaba muerta de miedo, pero después me sentí orgullosa.',
    characters: [
      'person unknown known plural | una patrulla de cabros chicos',
      'animal unknown - | un puma',
      'person male known | uno de los niños, el Benja',
      'person male known | el jefe de grupo, el Tata Lucho',
    ],
    interactions: [
      'aggression 1>2 physical',
      'aggression D>1 physical',
      'friendliness 3>D',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The sister's husband is family. Spitting in his face and the push back are physical acts between a
  // character and an animal. The guide's shout and Rocío's "malcriado" are two verbal acts. "se amargó
  // conmigo" (Peru, got cross with me) is her anger, not coded as an interaction. The jumper is a gift.
  // Laughing is amusement (happiness).
  {
    text: 'Estaba en Machu Picchu con mi hermana Rocío y su esposo gringo, Mike. Una llama se le acercó a Mike y le escupió en plena cara. Mike la empujó y el guía, un cusqueño bajito que se llamaba Wilber, le gritó que a los animales no se les toca. Rocío le dijo al guía que era un malcriado. Yo me moría de risa y Rocío se amargó conmigo toda la tarde. Al final Wilber me regaló una chompita de alpaca.',
    characters: [
      'person female family | mi hermana Rocío',
      'person male family | su esposo gringo, Mike',
      'animal unknown - | una llama',
      'person male stranger | el guía, un cusqueño bajito que se llamaba Wilber',
    ],
    interactions: [
      'aggression 2>1 physical',
      'aggression 1>2 physical',
      'aggression 3>1',
      'aggression 0>3',
      'friendliness 3>D',
    ],
    emotions: ['happiness D', 'anger 0'],
  },
  // "los chamos" (Venezuela, kids) are strangers of unstated sex; "uno" and "al chamo" are coded to the
  // group. The punch ("coñazo") is physical; grabbing the boy by the shirt (physical) and sending him home
  // are two acts of the sister. The other mother's shout is aggression to the sister. Lifting Santiago
  // (physical) and the sweets are two friendly acts of the dreamer.
  {
    text: 'Era el cumpleaños de mi sobrino Santiago en un salón de fiestas de Maracay, con piñata y todo. Cuando rompieron la piñata, los chamos se lanzaron encima de los caramelos y uno le dio un coñazo a Santiago. Mi hermana, la mamá de Santiago, agarró al chamo por la camisa y le dijo que se fuera para su casa. La mamá del otro chamo le gritó que era una loca. Yo alcé a Santiago, que lloraba, y le di mis caramelos. Me dio una tristeza horrible verlo así.',
    characters: [
      'person male family | mi sobrino Santiago',
      'person unknown stranger plural | los chamos',
      'person female family | mi hermana, la mamá de Santiago',
      'person female stranger | la mamá del otro chamo',
    ],
    interactions: [
      'aggression 1>0 physical',
      'aggression 2>1 physical',
      'aggression 2>1',
      'aggression 3>2',
      'friendliness D>0 physical',
      'friendliness D>0',
    ],
    emotions: ['sadness 0', 'sadness D'],
  },
  // Uncertain: the instructor of the dreamer's own gym is known (as "a guy from my gym" in en-tuning-4.ts).
  // His shouting is verbal aggression; everyone turning to look is not coded. The bottle thrown at his head
  // is physical. "nos echó de la clase a las dos" is written once for each. "nos abrazamos" is reciprocal
  // (two codes); "muertas de risa" is amusement for both.
  {
    text: 'Estaba en una clase de spinning en el gimnasio de mi barrio y el monitor, un tío cachas que se llamaba Rubén, me gritaba por el micrófono que era una floja. Todo el mundo se giró a mirarme y me dio muchísima vergüenza. Mi amiga Bea, que pedaleaba a mi lado, le tiró la botella de agua a la cabeza. Rubén nos echó de la clase a las dos. En el vestuario Bea y yo nos abrazamos, muertas de risa.',
    characters: [
      'person male known | el monitor, un tío cachas que se llamaba Rubén',
      'person unknown stranger plural | todo el mundo',
      'person female friend | mi amiga Bea',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 2>0 physical',
      'aggression 0>D',
      'aggression 0>2',
      'friendliness D>2 physical',
      'friendliness 2>D physical',
    ],
    emotions: ['apprehension D', 'happiness D', 'happiness 2'],
  },
  // The parents name the house, but the father is present later: coded. The serenade and the song are one
  // friendly act. "mariachis" (a masculine plural) does not state the sex. The bucket of water "a todos" is
  // written once for Rodrigo and once for the mariachis (physical). Don Chuy's shout is aggression to the
  // father. Uncertain: the blown kiss is a sexual overture (not physical). "pena" (Mexico) is
  // embarrassment.
  {
    text: 'Soñé que mi novio Rodrigo me llevaba serenata con mariachis a la casa de mis papás en Tlaquepaque, a las dos de la mañana. Salí al balcón y él me cantó «Si nos dejan» mirándome a los ojos. Entonces mi papá salió en calzones y les aventó una cubeta de agua a todos. El vecino de enfrente, don Chuy, le gritó a mi papá que era un amargado. Rodrigo, todo empapado, me mandó un beso. Yo estaba muerta de pena, pero feliz.',
    characters: [
      'person male friend | mi novio Rodrigo',
      'person unknown stranger plural | mariachis',
      'person male family | mi papá',
      'person male known | el vecino de enfrente, don Chuy',
    ],
    interactions: [
      'friendliness 0>D',
      'aggression 2>0 physical',
      'aggression 2>1 physical',
      'aggression 3>2',
      'sexuality 0>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "mis viejos" are "mi viejo" and "mi vieja", coded as the two. The sea lion throwing itself on Tomi and
  // biting his trainer is one attack (physical); the bucket of sand strikes it. The lifeguard's telling-off
  // of "nos" is one act, to the dreamer (repeated at the end, not coded again); the plaster is help to Tomi
  // (physical), and so is the mother's hug. Her crying is sadness.
  {
    text: 'Estábamos de vacaciones en Mar del Plata con mis viejos y mi hermanito Tomi. En la escollera, un lobo marino enorme se le tiró encima a Tomi y le mordió la zapatilla. Mi viejo le tiró un balde de arena al bicho y lo ahuyentó. Un guardavidas vino corriendo, nos retó a los gritos por acercarnos y después le puso una curita a Tomi. Mi vieja abrazaba a Tomi y lloraba. Yo estaba re asustado y no entendía por qué encima nos retaban a nosotros.',
    characters: [
      'person male family | mi viejo',
      'person female family | mi vieja',
      'person male family | mi hermanito Tomi',
      'animal unknown - | un lobo marino enorme',
      'person male stranger | un guardavidas',
    ],
    interactions: [
      'aggression 3>2 physical',
      'aggression 0>3 physical',
      'aggression 4>D',
      'friendliness 4>2 physical',
      'friendliness 1>2 physical',
    ],
    emotions: ['sadness 1', 'apprehension D', 'confusion D'],
  },
  // The dead uncle is only spoken of (no one sees him): not coded. The accusation, the slap and the hair
  // pull are three acts between the cousin and the widow. The husband getting between them and separating
  // them is not coded. Taking the dreamer's hands (physical) and the kind words are two friendly acts of a
  // stranger.
  {
    text: 'Se había muerto mi tío Paco y estábamos en el tanatorio de Albacete. Mi prima Loli llegó tarde y acusó a mi tía Rosario, la viuda, de haberle escondido el testamento. Mi tía le dio una bofetada y Loli le tiró del pelo. Mi marido se metió en medio y las separó. Luego una señora mayor que no conocía de nada me cogió las manos y me dijo que mi tío me quería mucho. Yo estaba tristísima y no entendía nada de lo que pasaba.',
    characters: [
      'person female family | mi prima Loli',
      'person female family | mi tía Rosario, la viuda',
      'person male family | mi marido',
      'person female stranger | una señora mayor que no conocía de nada',
    ],
    interactions: [
      'aggression 0>1',
      'aggression 1>0 physical',
      'aggression 0>1 physical',
      'friendliness 3>D physical',
      'friendliness 3>D',
    ],
    emotions: ['sadness D', 'confusion D'],
  },
  // "arranchar" (Peru) is to snatch: theft (physical). "le metió cabe" (tripped him) strikes the thief
  // (physical). "fue esposado por dos policías" is a passive with its agent: capture (physical). Returning
  // the bag and the turrón are two friendly acts. "temblando de nervios" names nervousness (apprehension);
  // relief is happiness.
  {
    text: 'Estaba en la procesión del Señor de los Milagros en el centro de Lima, entre un montón de gente vestida de morado. En el tumulto un tipo me arranchó la cartera y salió corriendo. Una señora que vendía turrones le metió cabe y el tipo se fue de cara al suelo. Ahí mismo fue esposado por dos policías. La señora me devolvió la cartera y encima me regaló un pedazo de turrón. Yo estaba temblando de nervios, y después sentí un alivio enorme.',
    characters: [
      'person unknown stranger plural | un montón de gente vestida de morado',
      'person male stranger | un tipo',
      'person female stranger | una señora que vendía turrones',
      'person unknown stranger plural | dos policías',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 2>1 physical',
      'aggression 3>1 physical',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The grandfather first names the farm, then comes out: coded. The chupacabras is a creature, the goat an
  // animal. Sucking the goat's blood, jumping on "nos" (once, to the dreamer) and dragging Javier off are
  // three physical attacks; the machete and the shot strike the attacker. Javier's hug (physical) and his
  // praise are two friendly acts.
  {
    text: 'Soñé que estaba en la finca de mi abuelo en Moca y de noche se oían unos ruidos raros en el corral. Salí con mi primo Javier y una linterna, y vimos al chupacabras chupándole la sangre a una cabra. Nos vio y se nos tiró encima. Javier le dio con un machete, pero el bicho lo agarró y lo arrastró hacia el monte. Mi abuelo salió con la escopeta, le disparó y el bicho soltó a Javier. Después Javier me abrazó y me dijo que yo era bien valiente. Estaba aterrorizada.',
    characters: [
      'person male family | mi primo Javier',
      'creature unknown - | el chupacabras',
      'animal unknown - | una cabra',
      'person male family | mi abuelo',
    ],
    interactions: [
      'aggression 1>2 physical',
      'aggression 1>D physical',
      'aggression 0>1 physical',
      'aggression 1>0 physical',
      'aggression 3>1 physical',
      'friendliness 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D'],
  },
  // A fellow student is known. Asking the dreamer to dance is friendliness; "nos besamos" is reciprocal
  // (two sexual codes). Uncertain: the girlfriend, introduced by name ("una vieja", Colombia, a woman), is
  // coded a stranger. Pushing the dreamer into the water is physical; the friends' insults are aggression to
  // her; the jacket is a loan (friendliness). Her crying is sadness; remorse is guilt (apprehension).
  {
    text: 'Estaba en una fiesta en una finca de Santa Fe de Antioquia y un compañero de la universidad, Sebastián, me sacó a bailar. Después nos besamos al lado de la piscina. Su novia, una vieja que se llama Daniela, nos vio y me empujó al agua con ropa y todo. Mis amigas la insultaron y ella se fue llorando. Sebastián se quedó conmigo y me prestó su chaqueta. Me desperté con mucho remordimiento, pero también feliz.',
    characters: [
      'person male known | un compañero de la universidad, Sebastián',
      'person female stranger | su novia, una vieja que se llama Daniela',
      'person female friend plural | mis amigas',
    ],
    interactions: [
      'friendliness 0>D',
      'sexuality D>0 physical',
      'sexuality 0>D physical',
      'aggression 1>D physical',
      'aggression 2>1',
      'friendliness 0>D',
    ],
    emotions: ['sadness 1', 'apprehension D', 'happiness D'],
  },
  // Filling "nos" sleeping bags with toothpaste is an act against property, once to the dreamer
  // (physical); Irati emptying a water bottle on their beds is her physical revenge on the group. The
  // leader is known. "nos castigó a todas" is written once for the dreamer, Irati and the group. Leire,
  // named, is coded apart from "unas chicas de otra cabaña"; her apology and the bracelet are two friendly
  // acts. Uncertain: campers met at the camp are strangers.
  {
    text: 'Volvía a tener once años y estaba de campamento de verano en los Pirineos. Por la noche, unas chicas de otra cabaña nos llenaron los sacos de pasta de dientes. Mi amiga Irati, en venganza, les vació una cantimplora en las camas. A la mañana siguiente la monitora, una chica muy seria que se llamaba Nerea, nos castigó a todas sin excursión. Luego una de ellas, Leire, me pidió perdón y me regaló una pulsera de hilo. Yo había pasado mucha rabia, pero acabé feliz.',
    characters: [
      'person female stranger plural | unas chicas de otra cabaña',
      'person female friend | mi amiga Irati',
      'person female known | la monitora, una chica muy seria que se llamaba Nerea',
      'person female stranger | una de ellas, Leire',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'aggression 2>D',
      'aggression 2>1',
      'aggression 2>0',
      'friendliness 3>D',
      'friendliness 3>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // The apposition "un gordo grandote al que le dicen Cheo" describes the neighbour, not the rooster; the
  // neighbour comes in later and is coded once. The pecking is physical, and so is driving the rooster out
  // with a broom. Cheo's shouted complaint and her "descarado" are one act each way. The guava sweet and the
  // coffee ("le brindó") are two friendly acts. Amusement is happiness.
  {
    text: 'Soñé que vivía con mi abuela Caridad en un solar de Centro Habana. El gallo del vecino, un gordo grandote al que le dicen Cheo, se metió en la cocina y me picoteó las piernas. Mi abuela lo sacó a escobazos. Al rato vino Cheo a reclamarle a gritos que le había maltratado el gallo, y ella le dijo que era un descarado. Al final Cheo me trajo un dulce de guayaba para hacer las paces, y mi abuela le brindó un café. A mí todo me daba muchísima risa.',
    characters: [
      'person female family | mi abuela Caridad',
      'animal unknown - | el gallo del vecino',
      'person male known | el vecino, un gordo grandote al que le dicen Cheo',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>1 physical',
      'aggression 2>0',
      'aggression 0>2',
      'friendliness 2>D',
      'friendliness 0>2',
    ],
    emotions: ['happiness D'],
  },
];
