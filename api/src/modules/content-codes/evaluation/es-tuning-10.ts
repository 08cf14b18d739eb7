// Spanish, tenth tuning batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, rich in social interactions): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain, Mexico, Argentina, Colombia, Chile, Peru, Uruguay, Cuba),
// each in its own idiom ("me trató de maleducada", "quedé chocha", "me convidó un mate", "dos gurises",
// "le manoteó la billetera", "un man", "mis patas de la chamba", "se le cuadró", "un chibolo", "me miró
// feo", "se fajaron", "se viró", "un pomo de agua", "quedé choreada", "tomando once", "les mentó la
// madre", "me dio pesar", "muy brava", "unos niñatos", "agobiadísima").
// Conventions followed (README.md, en-tuning-7.ts and es-tuning-9.ts): an interaction aimed at "nos" is
// one event, coded once with the dreamer as recipient, but one said of two or more ("les dijo a las dos",
// "se los llevaron a los dos") is written once for each; an act of a group is coded to the group only,
// even when a member named apart belongs to it ("nos abrazamos todos"); a reciprocal act ("se fajaron",
// "se pusieron a discutir a gritos") is two codes; an attempted act is coded as the act; people only
// mentioned, named as owners ("el papá de una amiga") or only phoned are not characters, and nothing said
// over the phone is coded; a member singled out of a group ("uno de ellos", "uno" of the monkeys) is coded
// to the group unless named; a person introduced by name after a description ("un señor mayor que se
// llamaba Fermín") is one character; "mis suegros" followed by "mi suegro" and "mi suegra", and "mis
// hijos, Emiliano y Ximena", are coded as the two, not as a group; guilt, shame and embarrassment ("pena"
// in Mexico, "vergüenza") are apprehension, relief, pride and amusement happiness, pity ("me dio pesar")
// sadness; body sensations and feelings of no HVdC class are not coded, nor are negated feelings ("no
// estaba enfadada", "no le tenía miedo"); acts only wished or denied ("ni se disculpó") are not coded; a
// rescue that strikes the attacker is coded as aggression to the attacker, one that pulls or carries the
// victim as friendliness (physical) to the victim; a chase and a capture, or a chase and a throw to the
// ground, are two acts (es-tuning-6.ts); animals are coded of unknown sex; a passive with its agent is
// coded to that agent; complaining to someone ("cuando me quejé") is verbal aggression; an apology is
// friendliness; being thrown out ("me echó", "lo botaron") is non-physical unless the dreamer says the
// person was taken hold of or handcuffed.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_10: HandCodedDream[] = [
  // "un escritor famoso" and "el escritor, un pelado simpatiquísimo" are one character. The push is
  // physical; "cuando le dije algo" is the dreamer's complaint and "me trató de maleducada" her insult.
  // Sending her to the end of the queue is aggression to her. Signing the book is routine, not coded; the
  // hug (physical) and the invitation are two friendly acts. "re orgullosa" is the mother's pride,
  // "chocha" (Argentina, delighted) the dreamer's happiness.
  {
    text: 'Estaba en la Feria del Libro, en La Rural, con mi vieja, haciendo la fila para que me firmara un libro un escritor famoso. Una señora con un tapado de piel me empujó para pasar adelante y, cuando le dije algo, me trató de maleducada. El escritor, un pelado simpatiquísimo, le dijo que se fuera al final de la fila. Después me firmó el libro, me dio un abrazo y me invitó a su charla. Mi vieja estaba re orgullosa y yo quedé chocha.',
    characters: [
      'person female family | mi vieja',
      'person female stranger | una señora con un tapado de piel',
      'person male stranger | el escritor, un pelado simpatiquísimo',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression D>1',
      'aggression 1>D',
      'aggression 2>1',
      'friendliness 2>D physical',
      'friendliness 2>D',
    ],
    emotions: ['happiness 0', 'happiness D'],
  },
  // Uncertain: the hairdresser and the owner of the dreamer's own neighbourhood salon ("la Yoli") are
  // coded known, unlike the hairdresser met once in en-tuning-6.ts. The boyfriend is only on the phone: no
  // character. Cutting the hair to the shoulders "sin preguntarme" is an assault on the body (physical, as
  // Kyle in en-tuning-6.ts). The complaint is the dreamer's; "me dijo que así estaba más mona y se rio" is
  // one act of mockery. The customer's insult is aggression to la Yoli. Not charging and the shampoo are
  // two friendly acts. Crying "de rabia" is anger only.
  {
    text: 'Fui a la peluquería de mi barrio, en Triana, solo a cortarme las puntas. La peluquera, la Yoli, se pasó todo el rato hablando por el móvil con su novio y me cortó el pelo por los hombros sin preguntarme. Cuando me quejé, me dijo que así estaba más mona y se rio. Una clienta mayor que estaba con los rulos puestos le dijo que era una sinvergüenza. Al final la dueña, Encarna, no me cobró y me regaló un champú. Salí llorando de rabia.',
    characters: [
      'person female known | la peluquera, la Yoli',
      'person female stranger | una clienta mayor que estaba con los rulos puestos',
      'person female known | la dueña, Encarna',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0',
      'aggression 0>D',
      'aggression 1>0',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['anger D'],
  },
  // "veterano" (Uruguay) is an older man; chatting is not coded, the mate he offers ("me convidó") is
  // friendly. "gurises" (a masculine plural) does not state the sex; "uno" is coded to the pair. Snatching
  // the wallet ("le manoteó") is theft (physical); the guard's chase is physical. The hug is friendliness
  // (physical). Uncertain: the woman's crying is read as sadness.
  {
    text: 'Estaba en la cola del banco en Montevideo y un veterano de bigote se puso a charlar conmigo y me convidó un mate. De repente entraron dos gurises corriendo y uno le manoteó la billetera a una señora. El guardia los corrió hasta la puerta, pero se le escaparon. La señora se puso a llorar y yo la abracé. Estaba asustado y con una bronca bárbara.',
    characters: [
      'person male stranger | un veterano de bigote',
      'person unknown stranger plural | dos gurises',
      'person female stranger | una señora',
      'person male stranger | el guardia',
    ],
    interactions: [
      'friendliness 0>D',
      'aggression 1>2 physical',
      'aggression 3>1 physical',
      'friendliness D>2 physical',
    ],
    emotions: ['sadness 2', 'apprehension D', 'anger D'],
  },
  // "un man" (Colombia) is a man. Cornflour thrown in the eyes "a propósito" is a physical attack, the
  // mockery a second act. The foam sprayed in his face and back are one physical act each way. The friend
  // only names her father, who is known. The beer for "nos" is one act, to the dreamer; lending the hat is
  // a second friendly act.
  {
    text: 'Estaba en el Carnaval de Barranquilla con mi prima Yuleidis, viendo pasar la Batalla de Flores desde un palco. Un man disfrazado de marimonda me echó maicena en los ojos a propósito y se burló de mí cuando no veía nada. Yuleidis le echó espuma en toda la cara y él se la devolvió. Después un señor mayor, el papá de una amiga, nos invitó a una cerveza y me prestó su sombrero vueltiao para taparme del sol. Al principio me dio mucha rabia, pero terminé feliz.',
    characters: [
      'person female family | mi prima Yuleidis',
      'person male stranger | un man disfrazado de marimonda',
      'person male known | un señor mayor, el papá de una amiga',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>D',
      'aggression 0>1 physical',
      'aggression 1>0 physical',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // Ramiro is first named as the baby's father, then is present: coded once. "el padre" is the priest (a
  // male stranger), not the dreamer's father; the water is the rite, not coded. "todos" are the guests
  // (known), present. The scolding is aggression; Ramiro's "amargada" is aggression to his mother-in-law,
  // and the hug friendliness (physical). A brother's mother-in-law is known. Asking the dreamer to dance
  // and the compliment are two friendly acts. "pena" (Mexico) is embarrassment.
  {
    text: 'Era el bautizo de mi sobrino Mateo, el hijo de mi hermano Ramiro, en Guadalajara, y yo era la madrina. Cuando el padre le echó el agua, Mateo pegó unos gritos tremendos. La suegra de Ramiro, doña Cuca, me regañó delante de todos por no saber cargarlo. Ramiro le dijo que no fuera tan amargada y a mí me dio un abrazo. En la fiesta el padre me sacó a bailar y me dijo que era la madrina más bonita del mundo. Me dio mucha pena, pero estaba feliz.',
    characters: [
      'person male family | mi sobrino Mateo',
      'person male family | mi hermano Ramiro',
      'person male stranger | el padre',
      'person female known | la suegra de Ramiro, doña Cuca',
      'person unknown known plural | todos',
    ],
    interactions: [
      'aggression 3>D',
      'aggression 1>3',
      'friendliness 1>D physical',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The teasing ("meterse con"), the order to shut up and the shouting match (both ways) are four acts
  // between the two men (as the brother-in-law in es-tuning-8.ts); "todos" are the guests (known). Picking
  // Alba up is friendliness (physical), the ice cream a gift. Alba's crying is sadness; "no estaba
  // enfadada" is negated.
  {
    text: 'Era la primera comunión de mi hija Alba y lo celebrábamos en un restaurante de Zaragoza. Mi cuñado Javier se bebió media botella de vino y empezó a meterse con mi marido por su trabajo. Mi marido le dijo que se callara y acabaron a gritos delante de todos. Alba se echó a llorar y mi suegra la cogió en brazos. Luego el camarero, un chico muy majo, le trajo a Alba un helado enorme. Yo no estaba enfadada, solo muy triste.',
    characters: [
      'person female family | mi hija Alba',
      'person male family | mi cuñado Javier',
      'person male family | mi marido',
      'person unknown known plural | todos',
      'person female family | mi suegra',
      'person male stranger | el camarero, un chico muy majo',
    ],
    interactions: [
      'aggression 1>2',
      'aggression 2>1',
      'aggression 1>2',
      'aggression 2>1',
      'friendliness 4>0 physical',
      'friendliness 5>0',
    ],
    emotions: ['sadness 0', 'sadness D'],
  },
  // Uncertain: "mis patas de la chamba" (Peru, mates from work) are coded friends; Giancarlo, named,
  // apart. Asking the dreamer to dance is friendly, her "no" a refusal (rejection) and "creída" his
  // insult. "se le cuadró" (stood up to him) is aggression to him; the swipe is physical. "lo botaron a la
  // calle" is non-physical (nobody takes hold of him). The song dedicated to her and the applause of "toda
  // la peña" (everyone there) are friendly. "felizaza" is happiness.
  {
    text: 'Fui a una peña criolla en Barranco con mis patas de la chamba. Un tipo borracho me sacó a bailar y, cuando le dije que no, me dijo que era una creída. Mi pata Giancarlo se le cuadró y el tipo le tiró un manotazo. Los de seguridad lo botaron a la calle. Después la cantante, una señora con una voz lindísima, me dedicó un vals y toda la peña me aplaudió. Al comienzo me asusté, pero terminé felizaza.',
    characters: [
      'person unknown friend plural | mis patas de la chamba',
      'person male stranger | un tipo borracho',
      'person male friend | mi pata Giancarlo',
      'person unknown stranger plural | los de seguridad',
      'person female stranger | la cantante, una señora con una voz lindísima',
      'person unknown stranger plural | toda la peña',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression D>1',
      'aggression 1>D',
      'aggression 2>1',
      'aggression 1>2 physical',
      'aggression 3>1',
      'friendliness 4>D',
      'friendliness 5>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "gurí" (Uruguay) is a boy. Taking the phone is theft (physical); the chase and the grab by the hood
  // are two physical acts of Agustina. "se agarró a los gritos con Agustina" is reciprocal (two codes).
  // Giving the phone back is friendly; "les dijo a las dos que se calmaran" is written once for each (what
  // the peacemaker says is coded). "la gente" is present.
  {
    text: 'Estaba en un tablado de barrio en el Cerro viendo una murga con mi novia Agustina. Un gurí de unos diez años me sacó el celular del bolsillo y salió corriendo. Agustina lo corrió entre la gente y lo agarró de la capucha. La madre del gurí apareció y se agarró a los gritos con Agustina. Un murguista bajó del escenario, me devolvió el celular y les dijo a las dos que se calmaran. Yo estaba nervioso y no entendía nada.',
    characters: [
      'person female friend | mi novia Agustina',
      'person male stranger | un gurí de unos diez años',
      'person unknown stranger plural | la gente',
      'person female stranger | la madre del gurí',
      'person male stranger | un murguista',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>1 physical',
      'aggression 0>1 physical',
      'aggression 3>0',
      'aggression 0>3',
      'friendliness 4>D',
      'aggression 4>0',
      'aggression 4>3',
    ],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Uncertain: "me trató fatal" and "me llamó inútil" are two verbal acts (as "me retaba" and "inútil" in
  // es-tuning-8.ts). A neighbour is known; the sandwich is a gift. The shouted insult and the stamp thrown
  // at his head (physical) are one act each way. "fue detenido por la policía" is a passive with its
  // agent: capture (physical). Uncertain: "agobiadísima" is read as anxiety (apprehension).
  {
    text: 'Me había tocado estar en una mesa electoral en un colegio de Vallecas. El presidente de la mesa, un señor mayor que se llamaba Fermín, me trató fatal toda la mañana y me llamó inútil. A mediodía vino a votar mi vecina Conchi y me trajo un bocadillo de tortilla. Luego un hombre con una bandera empezó a gritarle a Fermín que era un facha, y Fermín le tiró el sello a la cabeza. Al final el hombre fue detenido por la policía. Yo estaba agobiadísima.',
    characters: [
      'person male stranger | el presidente de la mesa, un señor mayor que se llamaba Fermín',
      'person female known | mi vecina Conchi',
      'person male stranger | un hombre con una bandera',
      'person unknown stranger plural | la policía',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 0>D',
      'friendliness 1>D',
      'aggression 2>0',
      'aggression 0>2 physical',
      'aggression 3>2 physical',
    ],
    emotions: ['apprehension D'],
  },
  // The accusation, "fresca" and the push (physical) are three acts between the grandmother and the woman:
  // "la señora la empujó" is the woman pushing the grandmother, "la mandó" the shopkeeper sending the
  // woman away. Chicho, who has known them all their lives, is known; the extra bread is a gift to the
  // grandmother. The dog stealing her bread is theft (physical); the queue laughing at her is mockery. "me
  // moría de risa" is amusement.
  {
    text: 'Estaba en la cola del pan en Centro Habana con mi abuela Mercedes. Una señora con rolos acusó a mi abuela de colarse. Mi abuela le dijo que era una fresca y la señora la empujó. El bodeguero, Chicho, que nos conoce de toda la vida, la mandó para el final de la cola y a mi abuela le regaló un pan de más. Un perro callejero le robó el pan a la señora y la gente de la cola se rio de ella. Me moría de risa.',
    characters: [
      'person female family | mi abuela Mercedes',
      'person female stranger | una señora con rolos',
      'person male known | el bodeguero, Chicho, que nos conoce de toda la vida',
      'animal unknown - | un perro callejero',
      'person unknown stranger plural | la gente de la cola',
    ],
    interactions: [
      'aggression 1>0',
      'aggression 0>1',
      'aggression 1>0 physical',
      'aggression 2>1',
      'friendliness 2>0',
      'aggression 3>1 physical',
      'aggression 4>1',
    ],
    emotions: ['happiness D'],
  },
  // The insults to the father (coded once, though they last the whole game) and Yoandri's order are one
  // act each way; the water bottle ("pomo") thrown at him is physical, and "se fajaron" (Cuba, they
  // fought) is reciprocal (two physical codes). "se los llevaron a los dos" is written once for each;
  // uncertain: being taken away by the police is coded as capture (physical). The hug is friendliness
  // (physical). The father's fury is anger.
  {
    text: 'Fui al Latinoamericano a ver a Industriales contra Santiago con mi papá y mi hermano Yoandri. Un santiaguero que estaba sentado detrás se pasó el juego ofendiendo a mi papá. Yoandri se viró y le dijo que se callara la boca, y el tipo le tiró un pomo de agua. Se fajaron hasta que llegaron dos policías y se los llevaron a los dos. Mi papá me abrazó para que no viera. Yo estaba asustadísimo y mi papá, furioso con Yoandri.',
    characters: [
      'person male family | mi papá',
      'person male family | mi hermano Yoandri',
      'person male stranger | un santiaguero que estaba sentado detrás',
      'person unknown stranger plural | dos policías',
    ],
    interactions: [
      'aggression 2>0',
      'aggression 1>2',
      'aggression 2>1 physical',
      'aggression 1>2 physical',
      'aggression 2>1 physical',
      'aggression 3>1 physical',
      'aggression 3>2 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D', 'anger 0'],
  },
  // The shout and the bucket thrown at the dreamer's feet (physical, as the petardo in es-tuning-9.ts) are
  // two acts of the foreman; the uncle's reproach is aggression to him. The dog's lick is friendliness
  // (physical). The wine for "nos" is one act, to the dreamer, the praise a second. "No le tenía miedo" is
  // negated; "bronca" is anger.
  {
    text: 'Estaba cosechando uvas en una finca de Mendoza con mi tío Rubén. El capataz, un tipo al que le decían el Turco, me gritó que era una lenta y me tiró el tacho vacío a los pies. Mi tío le dijo que a su sobrina no le hablaba así. Un perro de la finca se me acercó moviendo la cola y me lamió la mano. Al final el dueño nos convidó un vino y me felicitó. No le tenía miedo al Turco, pero me dio mucha bronca.',
    characters: [
      'person male family | mi tío Rubén',
      'person male stranger | el capataz, un tipo al que le decían el Turco',
      'animal unknown - | un perro de la finca',
      'person male stranger | el dueño',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>D physical',
      'aggression 0>1',
      'friendliness 2>D physical',
      'friendliness 3>D',
      'friendliness 3>D',
    ],
    emotions: ['anger D'],
  },
  // Uncertain: the dreamer's own family doctor is known. The man's shouting and the nurse's retort are one
  // act each way. Taking the hand (physical) and the reassurance are two friendly acts. The hug to the man
  // is the dreamer's friendliness (physical). Relief is happiness; uncertain: "se quedó pasmado"
  // (astonished) is read as confusion.
  {
    text: 'Estaba en el centro de salud, en Vigo, esperando a mi médica de cabecera, la doctora Souto. Un señor de la sala de espera empezó a gritarle a la enfermera porque llevaba una hora esperando. La enfermera le contestó que, si no le gustaba, se fuera a la privada. Cuando por fin entré, la doctora me cogió la mano y me dijo que no me preocupara, que no tenía nada. Salí tan aliviada que le di un abrazo al señor de los gritos. Él se quedó pasmado.',
    characters: [
      'person female known | mi médica de cabecera, la doctora Souto',
      'person male stranger | un señor de la sala de espera',
      'person female stranger | la enfermera',
    ],
    interactions: [
      'aggression 1>2',
      'aggression 2>1',
      'friendliness 0>D physical',
      'friendliness 0>D',
      'friendliness D>1 physical',
    ],
    emotions: ['happiness D', 'confusion 1'],
  },
  // "uno" of the monkeys is coded to the group. Snatching the candyfloss (theft) and pulling the plaits
  // are two physical acts. The brother's mockery and her kick (physical) are one act each way. Scolding
  // Emiliano is aggression, the lollipop a gift to Ximena. The balloons for "nos" are one act, to the
  // dreamer. "ya no estaba triste" is negated; laughing a lot is amusement.
  {
    text: 'Llevé a mis hijos, Emiliano y Ximena, al zoológico de Chapultepec. En la jaula de los monos, uno le arrebató a Ximena su algodón de azúcar y le jaló las trenzas. Emiliano se burló de su hermana y ella le dio una patada. Un policía del zoológico regañó a Emiliano y a Ximena le regaló una paleta. Luego un señor que vendía globos nos regaló unos globos. Ximena ya no estaba triste y yo me reí muchísimo.',
    characters: [
      'person male family | Emiliano',
      'person female family | Ximena',
      'animal unknown - plural | los monos',
      'person male stranger | un policía del zoológico',
      'person male stranger | un señor que vendía globos',
    ],
    interactions: [
      'aggression 2>1 physical',
      'aggression 2>1 physical',
      'aggression 0>1',
      'aggression 1>0 physical',
      'aggression 3>0',
      'friendliness 3>1',
      'friendliness 4>D',
    ],
    emotions: ['happiness D'],
  },
  // "la seño" (Argentina) is the son's teacher (known); her praise is friendliness to him. The jibe at the
  // costume and the dreamer's retort are one act each way. The pretend empanada and the kiss (physical)
  // are two friendly acts of the son. "re caliente" is anger, "esa mina" the same mother.
  {
    text: 'Era el acto del 25 de Mayo en la escuela de mi hijo Bauti, en Córdoba, y él hacía de vendedor de empanadas. La seño, una chica muy dulce, lo felicitó por lo bien que lo hizo. Pero otra mamá, que yo no conocía, me dijo que el disfraz de Bauti era un trapo. Le contesté que por lo menos no era comprado. Después Bauti me regaló una empanada de mentira y me dio un beso. Me reí un montón, pero me quedé re caliente con esa mina.',
    characters: [
      'person male family | mi hijo Bauti',
      'person female known | la seño, una chica muy dulce',
      'person female stranger | otra mamá, que yo no conocía',
    ],
    interactions: [
      'friendliness 1>0',
      'aggression 2>D',
      'aggression D>2',
      'friendliness 0>D',
      'friendliness 0>D physical',
    ],
    emotions: ['happiness D', 'anger D'],
  },
  // "amigos" (a masculine plural) does not state the sex. The chase and the throw to the ground are two
  // attacks (as the bull in es-tuning-6.ts); dragging the dreamer to the fence is a rescue (friendliness,
  // physical). The sangria thrown on Iñaki and his shove are one physical act each way. "nos abrazamos
  // todos" is reciprocal with the group (two codes), coded to the group only; "muertos de risa" is
  // happiness for the dreamer and the group. "no me arrepiento" is negated.
  {
    text: 'Estaba en San Fermín con mis amigos de la cuadrilla, todos de blanco y rojo. En el encierro un toro me persiguió por la Estafeta y me tiró al suelo. Un mozo que no conocía me agarró del brazo y me arrastró hasta la valla. Luego, en la plaza, un guiri borracho le tiró sangría a mi amigo Iñaki y este le dio un empujón. Al final nos abrazamos todos, muertos de risa. Pasé muchísimo miedo, pero no me arrepiento.',
    characters: [
      'person unknown friend plural | mis amigos de la cuadrilla',
      'animal unknown - | un toro',
      'person male stranger | un mozo que no conocía',
      'person male stranger | un guiri borracho',
      'person male friend | mi amigo Iñaki',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>D physical',
      'friendliness 2>D physical',
      'aggression 3>4 physical',
      'aggression 4>3 physical',
      'friendliness D>0 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D', 'happiness D', 'happiness 0'],
  },
  // The mechanic met at the garage is a stranger; his diagnosis is not coded. "ladrón" is the dreamer's
  // insult; throwing her out shouting is one act (rejection, not physical). Uncertain: the apprentice
  // telling her the truth is coded as help (friendliness), and changing the belt for free as a second
  // friendly act; the hug is hers (physical). "brava" (Colombia) is anger.
  {
    text: 'Llevé el carro a un taller en Bogotá porque hacía un ruido raro. El mecánico, un señor gordito al que le dicen el Paisa, me dijo que tocaba cambiar el motor entero. Yo le dije que era un ladrón y él me echó del taller a los gritos. Su ayudante, un pelado flaquito, me alcanzó en la esquina y me contó que el carro solo tenía una correa floja. Me la cambió gratis y yo le di un abrazo. Quedé feliz, pero muy brava con el Paisa.',
    characters: [
      'person male stranger | el mecánico, un señor gordito al que le dicen el Paisa',
      'person male stranger | su ayudante, un pelado flaquito',
    ],
    interactions: [
      'aggression D>0',
      'aggression 0>D',
      'friendliness 1>D',
      'friendliness 1>D',
      'friendliness D>1 physical',
    ],
    emotions: ['happiness D', 'anger D'],
  },
  // Uncertain: "todo el mundo" in the lift is a group present, and the dog barking at it is aggression to
  // it. The bite is physical; "ni se disculpó" is denied. "desubicado" is the boyfriend's insult, the
  // shove against the grille physical. The sopaipilla and cleaning the wound (physical) are two friendly
  // acts. "choreada" (Chile, fed up) is anger, "harto susto" apprehension.
  {
    text: 'Subía en el ascensor Artillería, en Valparaíso, con mi pololo, el Nacho. Adentro venía un caballero con un perro chico que le ladraba a todo el mundo. El perro me mordió el tobillo y el caballero ni se disculpó. El Nacho le dijo que era un desubicado y el caballero lo empujó contra la reja. Arriba, una señora que vendía sopaipillas me regaló una y me limpió la herida con su pañuelo. Quedé choreada y con harto susto.',
    characters: [
      'person male friend | mi pololo, el Nacho',
      'person male stranger | un caballero',
      'animal unknown - | un perro chico',
      'person unknown stranger plural | todo el mundo',
      'person female stranger | una señora que vendía sopaipillas',
    ],
    interactions: [
      'aggression 2>3',
      'aggression 2>D physical',
      'aggression 0>1',
      'aggression 1>0 physical',
      'friendliness 4>D',
      'friendliness 4>D physical',
    ],
    emotions: ['anger D', 'apprehension D'],
  },
  // "once" (Chile) is the evening tea; "mi señora" is the wife. "mis suegros" are "mi suegro" and "mi
  // suegra", coded as the two; the daughter he speaks of is the wife. "flojo" and "algo mejor" are one
  // insult; her "que no se metiera" and the shouting match (both ways) are three acts. The bread and "que
  // no le hiciera caso" are two friendly acts; the dog asleep on the lap is friendliness (physical).
  {
    text: 'Estaba tomando once donde mis suegros, en Ñuñoa, con mi señora, la Pancha. Mi suegro me dijo que yo era un flojo y que su hija se merecía algo mejor. La Pancha le dijo que no se metiera y se pusieron a discutir a gritos. Mi suegra me sirvió otra marraqueta con palta y me dijo que no le hiciera caso. Después el perro de la casa se me subió a la falda y se quedó dormido. Yo estaba harto triste y con vergüenza.',
    characters: [
      'person female family | mi señora, la Pancha',
      'person male family | mi suegro',
      'person female family | mi suegra',
      'animal unknown - | el perro de la casa',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>1',
      'aggression 0>1',
      'aggression 1>0',
      'friendliness 2>D',
      'friendliness 2>D',
      'friendliness 3>D physical',
    ],
    emotions: ['sadness D', 'apprehension D'],
  },
  // The accusation and tearing up the paper (destruction of property, physical) are two acts of the
  // teacher. Kiara's "abusivo" is aggression to him; throwing her out of the room ("la botó") is
  // rejection. "Todos" are the classmates (known), laughing at the dreamer. Renzo, a classmate, is known;
  // the Inca Kola ("me invitó") and holding her hand (physical) are two friendly acts.
  {
    text: 'Volvía a estar en la academia preuniversitaria, en Jesús María, dando un simulacro de examen. El profe de matemáticas, un señor chato y renegón, me acusó de plagiar y me rompió la hoja. Mi mejor amiga, la Kiara, le dijo que era un abusivo y él la botó del salón. Todos se rieron de mí. A la salida, un chico del salón que siempre me gustó, el Renzo, me invitó una Inca Kola y me agarró de la mano todo el camino. Estaba muerta de vergüenza y después feliz.',
    characters: [
      'person male known | el profe de matemáticas, un señor chato y renegón',
      'person female friend | mi mejor amiga, la Kiara',
      'person unknown known plural | todos',
      'person male known | un chico del salón que siempre me gustó, el Renzo',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 0>D physical',
      'aggression 1>0',
      'aggression 0>1',
      'aggression 2>D',
      'friendliness 3>D',
      'friendliness 3>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A friend's girlfriend is known. "mariachis" (a masculine plural) does not state the sex. Uncertain:
  // asking the mariachis for a song for Fer is coded as a friendly act to her (as the serenade in
  // es-tuning-9.ts), and her "besote" as sexuality (physical). The can thrown at Fer is physical; "les
  // mentó la madre" (Mexico, swore at them) verbal. The boatman's mockery is aggression, Memo's hug
  // friendliness (physical). "Fer no se enojó" is negated.
  {
    text: 'Andábamos en una trajinera en Xochimilco festejando el cumpleaños de mi cuate Memo con unos amigos de la prepa. Memo le pidió una canción a unos mariachis para su novia, Fer, y ella le dio un besote. Luego, desde otra trajinera, unos chavos le aventaron una lata de chela a Fer y le pegaron en la cabeza. Memo les mentó la madre. Después el remero se burló de mi acento y Memo me abrazó para que no me enojara. Yo estaba bien enojada, pero Fer no se enojó para nada.',
    characters: [
      'person male friend | mi cuate Memo',
      'person unknown friend plural | unos amigos de la prepa',
      'person unknown stranger plural | unos mariachis',
      'person female known | su novia, Fer',
      'person unknown stranger plural | unos chavos',
      'person male stranger | el remero',
    ],
    interactions: [
      'friendliness 0>3',
      'sexuality 3>0 physical',
      'aggression 4>3 physical',
      'aggression 0>4',
      'aggression 5>D',
      'friendliness 0>D physical',
    ],
    emotions: ['anger D'],
  },
  // "toda la familia" is coded as a group and the aunt, Esteban, the other cousins and the grandmother,
  // who stand out from it, apart (as in es-tuning-8.ts). The buñuelo thrown at the head is physical; the
  // cousins' laughter is mockery. The scolding is aggression to Esteban. The natilla and the praise are
  // two friendly acts, the apology a third. "me dio pesar" (Colombia) is pity (sadness).
  {
    text: 'Estábamos rezando la novena de aguinaldos donde mi tía Marleny, en Envigado, con toda la familia. Mi primo Esteban me tiró un buñuelo a la cabeza y los otros primos se rieron de mí. Mi tía lo regañó delante de todos. Después mi abuela me dio natilla y me dijo que yo era su nieta preferida. Esteban me pidió perdón. Me dio pesar verlo tan regañado, pero estaba contenta.',
    characters: [
      'person female family | mi tía Marleny',
      'person unknown family plural | toda la familia',
      'person male family | mi primo Esteban',
      'person unknown family plural | los otros primos',
      'person female family | mi abuela',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression 3>D',
      'aggression 0>2',
      'friendliness 4>D',
      'friendliness 4>D',
      'friendliness 2>D',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // "niñatos" (Spain, brats; a masculine plural) does not state the sex. The sunflower seeds thrown at
  // "nos" are one physical act, to the dreamer (as the pipas in es-tuning-4.ts); "uno" is coded to the
  // group. Pedro's order and the Coca-Cola poured on him (physical) are one act each way; the usher
  // throwing them out is rejection. The kiss is sexuality (physical), "me quería" friendliness.
  {
    text: 'Estaba en el cine de verano, en Cádiz, con mi novio, Pedro. Unos niñatos de atrás nos tiraban pipas a la cabeza. Pedro les dijo que pararan y uno le echó la Coca-Cola encima. El acomodador los echó a la calle. Luego Pedro me besó y me dijo que me quería. Yo estaba cabreadísima, pero después muy feliz.',
    characters: [
      'person male friend | mi novio, Pedro',
      'person unknown stranger plural | unos niñatos de atrás',
      'person male stranger | el acomodador',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>1',
      'aggression 1>0 physical',
      'aggression 2>1',
      'sexuality 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // The guard's shout is aggression to Luana. "chibolo" (Peru) is a boy; his push is physical. Carrying
  // Luana out is a rescue (friendliness, physical); "malcriado" is the dreamer's insult. "me miró feo" (a
  // hostile look) is aggression; taking her son away is not coded. The towel for "nos" is one act, to the
  // dreamer. "Luana no lloró" is negated; crying "de los nervios" is apprehension only.
  {
    text: 'Fui al Circuito Mágico del Agua, en el Parque de la Reserva, con mi sobrina Luana. Ella se metió a una fuente y un vigilante le gritó que saliera de inmediato. Un chibolo la empujó y la hizo caer al agua. Yo la saqué en brazos y le dije al chibolo que era un malcriado. Su mamá me miró feo y se lo llevó. Una señora nos prestó una toalla. Luana no lloró, pero yo sí, de los nervios.',
    characters: [
      'person female family | mi sobrina Luana',
      'person male stranger | un vigilante',
      'person male stranger | un chibolo',
      'person female stranger | su mamá',
      'person female stranger | una señora',
    ],
    interactions: [
      'aggression 1>0',
      'aggression 2>0 physical',
      'friendliness D>0 physical',
      'aggression D>2',
      'aggression 3>D',
      'friendliness 4>D',
    ],
    emotions: ['apprehension D'],
  },
];
