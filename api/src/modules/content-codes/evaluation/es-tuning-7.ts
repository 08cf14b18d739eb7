// Spanish, seventh tuning batch (written and hand-coded on 2026-12-05 before the coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain, Mexico, Argentina, Colombia, Chile), each in its own idiom
// ("me gastó delante de todos", "me echó una mano", "nos agarramos a los gritos", "lo empezó a putear",
// "le aventó el plato", "quedé choreado", "un man", "mi polola").
// Conventions followed (README.md, en-tuning-3.ts and the earlier Spanish batches): an interaction aimed
// at "nos" is one event, coded once with the dreamer as recipient; an attempted act is coded as the act;
// people only mentioned or named as owners ("la casa de mis papás") are not characters; a member singled
// out of a group ("uno de ellos") is coded to the group unless named; guilt, shame and embarrassment are
// apprehension, relief, pride and amusement happiness; body sensations and feelings of no HVdC class are
// not coded; acts only wished or denied ("me dieron ganas de tirarle una piedra", "nadie me ayudó", "ni me
// saludó") are not coded; a rescue that strikes the attacker is coded as aggression to the attacker, one
// that pulls or carries the victim as friendliness (physical) to the victim; animals are coded of
// unknown sex.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_7: HandCodedDream[] = [
  // "el vecino de arriba" and "un tío enorme en calzoncillos" are one character (he opens his own door).
  // Asking him to turn the music down is a request, not coded. The insult and shutting the door in the
  // dreamer's face are two acts (the second rejection, not physical). Pili's shouting is verbal aggression
  // to him, the tila a friendly act. "echaba humo" is anger.
  {
    text: 'Soñé que vivía otra vez en el piso de Carabanchel. Eran las tres de la mañana y el vecino de arriba tenía la música a todo volumen. Subí en pijama y le pedí por favor que la bajara. Me abrió un tío enorme en calzoncillos, me llamó amargada y me cerró la puerta en las narices. En el rellano estaba la señora Pili, la del cuarto, que le gritó de todo a través de la puerta. Luego me invitó a una tila en su casa. Yo estaba que echaba humo.',
    characters: ['person male known | el vecino de arriba', 'person female known | la señora Pili, la del cuarto'],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 1>0', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  // "todos" are the old classmates, present (known). "me gastó" is Argentine for making fun of. Vanina's
  // compliment and the kiss are two friendly acts; uncertain: a kiss on the cheek is read as friendliness
  // (physical), not sexuality, and dancing a slow together is not coded (as in es-tuning-6.ts).
  {
    text: 'Era la reunión de los veinte años de egresados del colegio, en un salón de Caballito. Estaban todos igualitos, como si no hubiera pasado el tiempo. El Gordo Rubén se me acercó y me gastó delante de todos con el apodo que tenía en quinto año. Después apareció Vanina, la que me gustaba en esa época, y me dijo que estaba re lindo. Bailamos un lento y me dio un beso en la mejilla. Me desperté con una felicidad que no me la sacaba nadie.',
    characters: [
      'person unknown known plural | todos',
      'person male known | el Gordo Rubén',
      'person female known | Vanina, la que me gustaba en esa época',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'friendliness 2>D physical'],
    emotions: ['happiness D'],
  },
  // The child is male ("Lo cargué"), a stranger. Asking his name is neutral; carrying him on the shoulders
  // is help (friendliness, physical). "nos regaló uno a cada quien" is one gift, coded once to the dreamer.
  // "su mamá" is first only mentioned, then arrives: coded. "se abrazaron" is reciprocal (two codes); her
  // thanks are a friendly act to the dreamer. Uncertain: the lost child's crying is coded as sadness.
  {
    text: 'Estaba en la feria de San Marcos, en Aguascalientes, y vi a un niño chiquito llorando solo junto a los carritos chocones. Le pregunté cómo se llamaba y me dijo que Emiliano y que no encontraba a su mamá. Lo cargué en hombros para que buscara desde arriba. Un señor de los elotes nos regaló uno a cada quien. Al rato llegó la mamá corriendo, se abrazaron los dos y ella me dio las gracias mil veces, aliviadísima. Yo me sentí bien contenta.',
    characters: [
      'person male stranger | un niño chiquito',
      'person male stranger | un señor de los elotes',
      'person female stranger | la mamá',
    ],
    interactions: [
      'friendliness D>0 physical',
      'friendliness 1>D',
      'friendliness 2>0 physical',
      'friendliness 0>2 physical',
      'friendliness 2>D',
    ],
    emotions: ['sadness 0', 'happiness 2', 'happiness D'],
  },
  // Laughing at the dreamer's CV is mockery (aggression). The questions in English are neutral; not
  // understanding them is comprehension, not coded as confusion. The thumbs-up is a friendly gesture.
  // "vergüenza" is apprehension, "choreado" (Chile, fed up) anger.
  {
    text: 'Tenía una entrevista de trabajo en una oficina de Providencia y llegué con la camisa al revés. La entrevistadora, una señora muy estirada, leyó mi currículum y se largó a reír en mi cara. Después me hizo preguntas en inglés que no entendía y yo contestaba cualquier cosa. Cuando salí, otro postulante que esperaba afuera me hizo un gesto de ánimo con el pulgar. Me fui a tomar la micro con una vergüenza terrible y bien choreado.',
    characters: [
      'person female stranger | la entrevistadora, una señora muy estirada',
      'person male stranger | otro postulante que esperaba afuera',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // A colleague is known; "un man" (Colombia) makes him male. Uncertain: spending the meal on his phone and
  // answering that he was bored are read as one snub (rejection, aggression). Paying her share and leaving
  // is not coded. The school boyfriend is an ex (known); taking her hand is friendly (physical), walking
  // together not coded.
  {
    text: 'Tenía una cita con Andrés, un man de la oficina, en un restaurante de Chapinero. Era churrísimo, pero se la pasó toda la comida mirando el celular, y cuando le pregunté si se aburría me contestó que sí, de una. Pagué mi parte y me fui. Afuera me estaba esperando Mateo, mi novio del colegio, con la misma cara de quince años. Me tomó de la mano y caminamos bajo la lluvia hasta mi casa. Estaba confundida pero feliz.',
    characters: ['person male known | Andrés, un man de la oficina', 'person male known | Mateo, mi novio del colegio'],
    interactions: ['aggression 0>D', 'friendliness 1>D physical'],
    emotions: ['confusion D', 'happiness D'],
  },
  // No interaction involves the dreamer: four strangers and five third-party acts. Not giving up the seat
  // is a denied act, not coded. The woman's and the boy's insults are one each way; the old man's blow with
  // the newspaper is physical. "los bajó a los dos" has two recipients: written once for each, not physical
  // (as "me echó de la habitación"). "me cagaba de risa" is amusement (happiness).
  {
    text: 'Iba en el 152 por avenida Santa Fe, lleno hasta la manija. Un pibe con auriculares se hacía el dormido para no darle el asiento a una señora embarazada, y ella lo empezó a putear. El pibe le contestó mal y un viejito que iba parado le pegó con el diario en la cabeza. Se armó un lío bárbaro y el colectivero frenó y los bajó a los dos. Yo me cagaba de risa desde el fondo.',
    characters: [
      'person male stranger | un pibe con auriculares',
      'person female stranger | una señora embarazada',
      'person male stranger | un viejito que iba parado',
      'person male stranger | el colectivero',
    ],
    interactions: ['aggression 1>0', 'aggression 0>1', 'aggression 2>0 physical', 'aggression 3>0', 'aggression 3>1'],
    emotions: ['happiness D'],
  },
  // Running after the dog and calling it is not coded. "me echó una mano" names the help: picking the dog
  // up and giving it back is that one friendly act to the dreamer (as bringing back the neighbour's dog in
  // es-tuning-5.ts). The licks are friendly (physical); the thanks and the ice cream two acts of the
  // dreamer. Crying from relief is not sadness; relief is happiness.
  {
    text: 'Soñé que mi perro Coco, un salchicha muy viejito, se me escapaba en el Retiro. Corrí detrás de él llamándolo a gritos y pasé un miedo horrible de que lo atropellara una bici. Un chaval en patinete me echó una mano: lo cogió en brazos y me lo devolvió. Coco me llenó la cara de lametones como si llevara años sin verme. Le di las gracias al chaval y le invité a un helado. Estaba tan aliviada que me puse a llorar.',
    characters: ['animal unknown - | mi perro Coco', 'person male stranger | un chaval en patinete'],
    interactions: ['friendliness 1>D', 'friendliness 0>D physical', 'friendliness D>1', 'friendliness D>1'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The mother-in-law owns the house and is present: coded. The husband's insult, the shouting match (both
  // ways) and the thrown plate (physical, whether or not it hit) are four acts between the two men. Her
  // request for help is not coded. Taking the children out is protective help (friendliness, physical).
  // "pena por ella" is pity (sadness); "coraje" is Mexican for anger.
  {
    text: 'Era la cena de Navidad en casa de mi suegra, en Monterrey. Mi cuñado empezó a hablar de política y mi esposo le dijo que era un ignorante. Se pusieron a gritarse y mi cuñado le aventó el plato de pozole. Mi suegra se soltó a llorar y me pidió que la ayudara a limpiar. Yo agarré a mis hijos y me los llevé al patio. Me dio muchísima pena por ella, y también mucho coraje.',
    characters: [
      'person female family | mi suegra',
      'person male family | mi cuñado',
      'person male family | mi esposo',
      'person unknown family plural | mis hijos',
    ],
    interactions: [
      'aggression 2>1',
      'aggression 1>2',
      'aggression 2>1',
      'aggression 1>2 physical',
      'friendliness D>3 physical',
    ],
    emotions: ['sadness 0', 'sadness D', 'anger D'],
  },
  // No characters: the storm and the water are no one. Not understanding where the water came from is
  // puzzlement (confusion).
  {
    text: 'Estaba sola en la casa de veraneo de Pichilemu y se largó una tormenta eléctrica como nunca. Los rayos caían en el mar y el techo de zinc sonaba como si lo estuvieran apedreando. Se cortó la luz y el agua empezó a entrar por debajo de la puerta. Yo subía las sillas arriba de la mesa, pero el agua seguía subiendo. Estaba aterrada y no entendía de dónde salía tanta agua.',
    characters: [],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
  // The passive "fui retenida por el guardia" is a detention (capture, physical); the accusation and the
  // order to open the bag are two verbal acts. "todo el mundo" is present (strangers). The customer's
  // taking the dreamer's side is coded as her aggression to the guard only. "ni se disculpó" is denied.
  {
    text: 'Estaba en una tienda de ropa de la calle Preciados probándome unos vaqueros. Al salir del probador fui retenida por el guardia de seguridad, que me acusó de haber robado una camiseta. Me obligó a abrir el bolso delante de todo el mundo. Una clienta mayor se puso de mi parte y le dijo que me dejara en paz, que era un sinvergüenza. La camiseta no apareció y el guardia ni se disculpó. Pasé muchísima vergüenza y luego me entró una rabia enorme.',
    characters: [
      'person male stranger | el guardia de seguridad',
      'person unknown stranger plural | todo el mundo',
      'person female stranger | una clienta mayor',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 0>D', 'aggression 2>0'],
    emotions: ['apprehension D', 'anger D'],
  },
  // "mis amigos" is a group of unstated sex (unknown); "unos manes" (Colombia) are men. "uno de ellos" is
  // coded to the group: the foul is physical, and so is the friends' shoving him. The uncle sending him off
  // is non-physical aggression. "todos" hugging the dreamer are the friends (one act, physical).
  {
    text: 'Jugaba un partido de fútbol en una cancha de tierra del barrio, con mis amigos contra unos manes de otra cuadra. Uno de ellos, un moreno grandote, me barrió por detrás y me dejó tirado. Mis amigos se le fueron encima a empujones. El árbitro, que era mi tío Hernando, lo expulsó. En la última jugada metí el gol del triunfo y todos se me tiraron encima a abrazarme. Estaba feliz, gritando como loco.',
    characters: [
      'person unknown friend plural | mis amigos',
      'person male stranger plural | unos manes de otra cuadra',
      'person male family | mi tío Hernando',
    ],
    interactions: ['aggression 1>D physical', 'aggression 0>1 physical', 'aggression 2>1', 'friendliness 0>D physical'],
    emotions: ['happiness D'],
  },
  // A flatmate from the faculty is known; the girlfriend is only mentioned. Eating the dreamer's cake is
  // taking property (physical, as the cat eating the fish in es-tuning-6.ts). The complaint and "un rata"
  // are one act each; "nos agarramos a los gritos" is reciprocal (two codes). The alfajor and the apology
  // are two friendly acts. Laughing together is not coded as an emotion.
  {
    text: 'Compartía depto en Córdoba con Facu, un compañero de la facu. Abrí la heladera y vi que se había comido la torta que yo había hecho para el cumple de mi novia. Le reclamé y él me dijo que era un rata. Nos agarramos a los gritos en la cocina hasta que nos largamos a reír. Después bajó al kiosco, me compró un alfajor triple y me pidió perdón. Igual me desperté medio enojado.',
    characters: ['person male known | Facu, un compañero de la facu'],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0',
      'aggression 0>D',
      'aggression D>0',
      'aggression 0>D',
      'friendliness 0>D',
      'friendliness 0>D',
    ],
    emotions: ['anger D'],
  },
  // The patrol car is no character; stopping the car is not coded apart. The false accusation and the
  // demand for a bribe in one speech are one threat (aggression), aimed at "nos" and coded once to the
  // dreamer. Beto's handing over the money under threat is not friendliness; chatting is neutral.
  {
    text: 'Iba manejando con mi amigo Beto por la carretera a Cuernavaca y nos paró una patrulla en un retén. El policía, un gordo de lentes oscuros, nos dijo que el coche era robado y que nos iba a llevar al ministerio público si no le dábamos dos mil pesos. Beto le dio el dinero sin decir nada. Luego el policía se puso a platicar con nosotros como si fuéramos compas. Yo estaba temblando de miedo y no entendía qué estaba pasando.',
    characters: ['person male friend | mi amigo Beto', 'person male stranger | el policía, un gordo de lentes oscuros'],
    interactions: ['aggression 1>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Calling the dreamer to the board is not coded. The praise and the gold star stuck on her forehead are
  // two friendly acts (the second physical). The hair pull is physical; standing Jaime facing the wall is a
  // punishment (aggression, not physical, as the grounding in es-tuning-6.ts). Envy is no class; pride is
  // happiness.
  {
    text: 'Volvía a estar en tercero de primaria, con la señorita Carmen, mi maestra de entonces. Me sacó a la pizarra a hacer una división y me salió bien a la primera. Me dijo que muy bien y me puso una estrella dorada en la frente. Jaime, mi compañero de pupitre, me tiró del pelo por envidia y ella lo castigó de cara a la pared. Yo me sentía orgullosísima, como si me hubieran dado un premio.',
    characters: [
      'person female known | la señorita Carmen, mi maestra de entonces',
      'person male known | Jaime, mi compañero de pupitre',
    ],
    interactions: ['friendliness 0>D', 'friendliness 0>D physical', 'aggression 1>D physical', 'aggression 0>1'],
    emotions: ['happiness D'],
  },
  // The baby is the sister's, so family, male ("lo"). Leaving him in the dreamer's care is not coded.
  // Holding and singing to him is one friendly act (physical), the bottle a second. Uncertain: the baby's
  // quoted "usted no es mi mamá" is a statement, not coded as rejection. Juliana laughing at the dreamer is
  // mockery.
  {
    text: 'Mi hermana Juliana me dejaba a su bebé para que se lo cuidara mientras ella hacía una vuelta. Yo lo tenía en brazos y le cantaba, y de un momento a otro el bebé me miró y me dijo clarito: «usted no es mi mamá». Casi lo dejo caer. Le di el tetero y se quedó dormido en mi pecho como si nada. Cuando volvió Juliana le conté y se rió de mí. Quedé muy desconcertada y un poco asustada.',
    characters: ['person female family | mi hermana Juliana', 'person male family | su bebé'],
    interactions: ['friendliness D>1 physical', 'friendliness D>1', 'aggression 0>D'],
    emotions: ['confusion D', 'apprehension D'],
  },
  // The bride of the dreamer's best friend is known. Her look is a hostile glance (aggression, as "me lanzó
  // una mirada de odio" in es-tuning-4.ts); her anger is only shown, not coded. The friends laughing at the
  // story is not aimed at the dreamer: not coded. Óscar's hug and his praise are two friendly acts.
  {
    text: 'Era la boda de mi mejor amigo, Óscar, y me tocaba dar el discurso. Me levanté con el papel en la mano y todas las letras se habían borrado. Empecé a improvisar y sin querer conté lo de su despedida de soltero. La novia me miró con cara de asesina y mis amigos de la facultad se reían a carcajadas. Óscar se levantó, me dio un abrazo y me dijo al oído que había sido el mejor discurso de su vida. Yo me quería morir de la vergüenza.',
    characters: [
      'person male friend | mi mejor amigo, Óscar',
      'person female known | la novia',
      'person unknown friend plural | mis amigos de la facultad',
    ],
    interactions: ['aggression 1>D', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // Snatching the biscuits is theft (physical). Throwing a sandal at the monkey is an attack (physical); the
  // monkey keeping the sandal is a second theft, from the boyfriend. "nos dio muchísima risa" is amusement
  // for both. The other monkeys only watch; "curiosos" is no class.
  {
    text: 'Estaba de paseo en el Tayrona con mi novio y nos sentamos a almorzar en la playa. Un mono se bajó de una palma, me arrebató el paquete de galletas de las manos y se subió otra vez. Mi novio le tiró una chancla para que lo soltara, pero el mono se quedó con la chancla también. A los dos nos dio muchísima risa. Después se acercaron otros monitos a mirarnos desde las ramas, muy curiosos.',
    characters: [
      'person male friend | mi novio',
      'animal unknown - | un mono',
      'animal unknown - plural | otros monitos',
    ],
    interactions: ['aggression 1>D physical', 'aggression 0>1 physical', 'aggression 1>0 physical'],
    emotions: ['happiness D', 'happiness 0'],
  },
  // The grandmother is seen, so present, and coded; she vanishes before any interaction. No interaction.
  // "desorientada" is confusion; wanting to cry is sadness.
  {
    text: 'Soñé que estaba en un centro comercial enorme de Santa Fe y no encontraba la salida. Todas las escaleras eléctricas bajaban, aunque yo quisiera subir. Las tiendas estaban abiertas, pero no había nadie atendiendo. En una banca vi sentada a mi abuelita tejiendo, pero cuando me acerqué ya no estaba. Me sentí muy desorientada y triste, con ganas de llorar.',
    characters: ['person female family | mi abuelita'],
    interactions: [],
    emotions: ['confusion D', 'sadness D'],
  },
  // "mi polola" (Chile) is a girlfriend (friend). Taking off his sweater and kissing his neck are one sexual
  // advance (physical); making love is reciprocal (two codes). Lighting the fire together is not coded.
  // "ternura" is no class; "felicidad" is happiness.
  {
    text: 'Estaba en una cabaña en Puerto Varas con la Cami, mi polola. Afuera nevaba y prendimos la chimenea. Ella se me acercó, me sacó el chaleco y empezó a besarme el cuello. Hicimos el amor en la alfombra, frente al fuego, sin apuro. Después me quedé mirándola dormir y sentí una ternura y una felicidad enormes, como hace años que no sentía.',
    characters: ['person female friend | la Cami, mi polola'],
    interactions: ['sexuality 0>D physical', 'sexuality D>0 physical', 'sexuality 0>D physical'],
    emotions: ['happiness D'],
  },
  // "La gente" is present (strangers) and their terror is coded. Uncertain: the man gripping the dreamer's
  // hand is read as seeking comfort (friendliness, physical). The flight attendant calming "nos" is one
  // friendly act, coded once to the dreamer. Relief is happiness.
  {
    text: 'Volaba a Tenerife y en mitad del vuelo el avión empezó a caer en picado. La gente gritaba aterrada y se abrían los compartimentos de las maletas. El señor que iba a mi lado me agarró la mano muy fuerte y se puso a rezar en voz alta. Una azafata pasaba por el pasillo tranquilizándonos a todos con una sonrisa. Yo estaba muerto de miedo. De golpe el avión se enderezó y aterrizamos como si nada. Sentí un alivio enorme.',
    characters: [
      'person unknown stranger plural | la gente',
      'person male stranger | el señor que iba a mi lado',
      'person female stranger | una azafata',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 2>D'],
    emotions: ['apprehension 0', 'apprehension D', 'happiness D'],
  },
  // The teacher is known, "todos" the other dancers (strangers). Choosing the dreamer is part of the
  // praise (one friendly act). Uncertain: stepping on her feet is accidental, not coded; blaming her is
  // verbal aggression and leaving him on the floor is rejection. The applause is friendly. "indignada" is
  // anger.
  {
    text: 'Estaba en una milonga de San Telmo aprendiendo a bailar tango. El profesor, un señor de bigote finito, me eligió para mostrar los pasos y me felicitó delante de todos. Después me tocó bailar con un flaco que me pisaba a cada rato y encima me echaba la culpa a mí. Lo dejé plantado en la mitad de la pista. Una señora de la mesa de al lado me aplaudió. Estaba contentísima y un poco indignada.',
    characters: [
      'person male known | el profesor, un señor de bigote finito',
      'person unknown stranger plural | todos',
      'person male stranger | un flaco',
      'person female stranger | una señora de la mesa de al lado',
    ],
    interactions: ['friendliness 0>D', 'aggression 2>D', 'aggression D>2', 'friendliness 3>D'],
    emotions: ['happiness D', 'anger D'],
  },
  // The aunt owns the land and is present: coded. The chase and the pecking are two attacks (physical).
  // Her laughing is not aimed at anyone: not coded. Driving the goose off with a broom strikes it
  // (aggression, physical); the "once" and the jam are two friendly acts.
  {
    text: 'Fui a visitar a mi tía Gladys a su parcela en Melipilla. Apenas abrí el portón, un ganso enorme me persiguió aleteando y me picoteó las piernas. Mi tía salió riéndose y lo sacó a escobazos. Después me sirvió once con pan amasado y me regaló un frasco de mermelada de mora. Igual quedé con susto a los gansos por el resto del sueño.',
    characters: ['person female family | mi tía Gladys', 'animal unknown - | un ganso enorme'],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>D physical',
      'aggression 0>1 physical',
      'friendliness 0>D',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D'],
  },
  // Holding the dreamer's hand and reassuring her are two friendly acts of the father. "ni me miró" is
  // denied; sending her away rudely is rejection (aggression). The wished punch is not coded, nor is anger,
  // which is not stated. "angustia" is apprehension.
  {
    text: 'Mi viejo estaba internado en el Hospital Italiano y fui a verlo a la noche. Estaba pálido, lleno de cables, pero me agarró la mano y me dijo que no me preocupara. Entró un médico joven que ni me miró y me dijo de mala manera que me fuera, que no era horario de visita. Tuve ganas de pegarle una trompada, pero me quedé callada. Me fui llorando por el pasillo, con una angustia terrible.',
    characters: ['person male family | mi viejo', 'person male stranger | un médico joven'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D', 'aggression 1>D'],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Pilgrims met that morning are acquaintances (known). Uncertain: telling her rudely there were no beds
  // and shutting the door are read as one refusal (rejection). Making room in the bunk and the broth are two
  // friendly acts from the pair. Cold is a body sensation; laughing together is not coded.
  {
    text: 'Hacía el Camino de Santiago sola y llegaba de noche a un albergue de Galicia. El hospitalero me dijo de malas maneras que no quedaban camas y me cerró la puerta. Me senté en un banco, muerta de frío. Entonces salieron dos peregrinas italianas que había conocido por la mañana, me hicieron sitio en su litera y me dieron caldo de su termo. No nos entendíamos casi nada, pero nos reímos mucho. Me dormí feliz.',
    characters: [
      'person male stranger | el hospitalero',
      'person female known plural | dos peregrinas italianas que había conocido por la mañana',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 1>D'],
    emotions: ['happiness D'],
  },
];
