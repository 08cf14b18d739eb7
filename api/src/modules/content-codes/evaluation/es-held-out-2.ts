// Spanish, second held-out half (written and hand-coded on 2026-11-28 without sight of the coder, of the first held-out half or of the recent tuning batches): only scored, never used to change the coder.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_HELD_OUT_2: HandCodedDream[] = [
  // "vergüenza" (embarrassment) is apprehension in HVdC. "no supe qué contestar" is no emotion word.
  {
    text: 'Soñé que llegaba tarde a la oficina y el ascensor no paraba en mi planta, subía y bajaba sin parar. Cuando por fin salí, mi jefa me estaba esperando en el pasillo con los brazos cruzados. Delante de mis compañeros me dijo que era una irresponsable. Me puse roja de vergüenza y no supe qué contestar.',
    characters: ['person female known | mi jefa', 'person unknown known plural | mis compañeros'],
    interactions: ['aggression 0>D'],
    emotions: ['apprehension D'],
  },
  // The grandparents are named only as owners of the village; they are not in the dream.
  {
    text: 'Estaba volando sobre el pueblo de mis abuelos, por encima de los tejados y del campanario de la iglesia. Podía subir y bajar solo con pensarlo. Veía el río brillando y los campos de trigo. Me sentía libre y feliz, y no quería despertarme.',
    characters: [],
    interactions: [],
    emotions: ['happiness D'],
  },
  // The aunt is not present (only her house). The barking from below is the same attack as the
  // chase, coded once.
  {
    text: 'Iba caminando por una calle de tierra cerca de la casa de mi tía, en Oaxaca. De repente salieron tres perros flacos de un terreno baldío y se echaron a correr detrás de mí ladrando. Corrí hasta que no pude más y me trepé a una barda. Ahí me quedé, temblando de miedo, mientras ellos me ladraban desde abajo.',
    characters: ['animal unknown - plural | tres perros flacos'],
    interactions: ['aggression 0>D physical'],
    emotions: ['apprehension D'],
  },
  {
    text: 'Estaba con mi novio en una feria, de noche, con todas las luces encendidas. Subimos a la noria y, cuando estábamos arriba del todo, me besó. Abajo la gente parecía diminuta. Me sentía tan tranquila y contenta que no quería bajar nunca.',
    characters: ['person male friend | mi novio', 'person unknown stranger plural | la gente'],
    interactions: ['sexuality 0>D physical'],
    emotions: ['happiness D'],
  },
  // "alguien" with a long grey hand: the report names it only as "someone", so it is coded as HVdC
  // codes an unidentified someone (a person of unknown sex, stranger), not as a creature. Sweating and
  // the racing heart (on waking) are no emotion words: no emotion coded.
  {
    text: 'Estaba en mi cuarto de cuando era niño y sabía que había alguien debajo de la cama. De pronto una mano larga y gris me agarró del tobillo e intentó arrastrarme. Quise gritar, pero no me salía la voz. Me desperté sudando y con el corazón a mil.',
    characters: ['person unknown stranger | alguien debajo de la cama'],
    interactions: ['aggression 0>D physical'],
    emotions: [],
  },
  // Making coffee for the dreamer is coded as a friendly act; chatting ("platicamos") is not coded.
  // Bursting into tears at the father's farewell is sadness.
  {
    text: 'Soñé con mi papá, que murió hace dos años. Estábamos en la cocina de la casa vieja y él me preparaba un cafecito como siempre. Platicamos de todo un poco, como si nada hubiera pasado. Antes de irse me dio un abrazo largo y yo me solté a llorar.',
    characters: ['person male family | mi papá'],
    interactions: ['friendliness 0>D', 'friendliness 0>D physical'],
    emotions: ['sadness D'],
  },
  // Handing out the exam sheets is routine, not friendliness. "no entendía nada" (with the clock
  // running backwards) is coded confusion.
  {
    text: 'Otra vez el examen de matemáticas del colegio, aunque ya tengo treinta y cinco años. La profesora repartía las hojas y yo no reconocía ni un solo ejercicio. Mis compañeros escribían sin parar. Miré el reloj de la pared y las agujas iban hacia atrás. Estaba muy nerviosa y no entendía nada.',
    characters: ['person female known | la profesora', 'person unknown known plural | mis compañeros'],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
  {
    text: 'Se me ponchó una llanta en plena carretera, de noche, y el celular no tenía señal. Estaba asustada porque no pasaba nadie. Al rato paró una camioneta y se bajó un señor de sombrero. Sin decir mucho me cambió la llanta y me regaló una botella de agua. Le di las gracias mil veces y se fue.',
    characters: ['person male stranger | un señor de sombrero'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'friendliness D>0'],
    emotions: ['apprehension D'],
  },
  // "me sacó la pelota" (snatched the ball) is taken as theft, physical (A5); "no me la quería
  // devolver" is the same act. "mi vieja" is the mother; "me retó" is a scolding.
  {
    text: 'Mi hermano mayor y yo éramos otra vez chicos, en el patio de la casa de Córdoba. Él me sacó la pelota y no me la quería devolver. Yo le tiré del pelo y él me empujó al suelo. Mi vieja salió de la cocina y me retó solo a mí. Me dio una bronca bárbara.',
    characters: ['person male family | mi hermano mayor', 'person female family | mi vieja'],
    interactions: ['aggression 0>D physical', 'aggression D>0 physical', 'aggression 0>D physical', 'aggression 1>D'],
    emotions: ['anger D'],
  },
  // Loneliness is sadness.
  {
    text: 'Estaba en una estación de tren enorme y completamente vacía. Los paneles anunciaban trenes a ciudades que no existen. Esperé mucho rato sentada en un banco, con una maleta que no era mía. No llegaba ningún tren y empezaba a oscurecer. Me sentía muy sola.',
    characters: [],
    interactions: [],
    emotions: ['sadness D'],
  },
  // Feeding the horse is friendliness (not physical); its head on the dreamer's shoulder is physical
  // friendliness. "la gente nos saludaba" is coded once, to the dreamer only.
  {
    text: 'Soñé que tenía un caballo blanco en el departamento, en pleno centro. Cabía perfecto en el living y a nadie le parecía raro. Yo le daba manzanas y él apoyaba la cabeza en mi hombro. Después salimos a pasear por la avenida y la gente nos saludaba desde los balcones.',
    characters: ['animal unknown - | un caballo blanco', 'person unknown stranger plural | la gente'],
    interactions: ['friendliness D>0', 'friendliness 0>D physical', 'friendliness 1>D'],
    emotions: [],
  },
  // The dreamer's denial ("le dije que no era verdad") is not hostile and is not coded; the
  // passengers looking away is not coded as rejection.
  {
    text: 'Iba en el metro hacia el trabajo, como cada mañana. Un señor mayor empezó a gritarme porque según él le había pisado. Yo le dije que no era verdad y entonces me escupió en el abrigo. La gente del vagón miraba para otro lado. Me bajé en la siguiente parada temblando de rabia.',
    characters: ['person male stranger | un señor mayor', 'person unknown stranger plural | la gente del vagón'],
    interactions: ['aggression 0>D', 'aggression 0>D physical'],
    emotions: ['anger D'],
  },
  // The invitation to dance is friendliness; dancing together is a joint activity, not coded; the
  // friends shouting from the table is not coded (not said to be aimed at anyone).
  {
    text: 'Estaba en una fiesta en una terraza en Medellín con unas amigas. Un muchacho se me acercó y me invitó a bailar. Bailamos salsa toda la noche y, cuando sonó la última canción, me besó. Mis amigas gritaban desde la mesa. Yo estaba feliz y un poquito nerviosa.',
    characters: ['person female friend plural | unas amigas', 'person male stranger | un muchacho'],
    interactions: ['friendliness 1>D', 'sexuality 1>D physical'],
    emotions: ['happiness D', 'apprehension D'],
  },
  {
    text: 'Mi casa se iba llenando de agua poco a poco y yo intentaba salvar los álbumes de fotos. El agua subía por las escaleras y las puertas no se abrían. Subí al desván y por la ventana solo se veía mar. Tenía muchísimo miedo de ahogarme.',
    characters: [],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // Whoever evicted Lucía is only reported, not present: no character. Lucía is on the phone, then
  // present. Fetching her home and cooking for her are two friendly acts; the phone call and the
  // talk are not coded.
  {
    text: 'Mi amiga Lucía me llamaba por teléfono llorando porque la habían echado del piso. Fui a buscarla en la moto y me la traje a casa. Le hice una tortilla de patatas y estuvimos hablando hasta las tantas. Al final se quedó dormida en el sofá.',
    characters: ['person female friend | mi amiga Lucía'],
    interactions: ['friendliness D>0', 'friendliness D>0'],
    emotions: ['sadness 0'],
  },
  // "delante de todos" are the co-workers, coded once as "mis compañeros".
  {
    text: 'Estaba en la fábrica donde trabajé de joven, pero todo estaba limpio y nuevo. El encargado me felicitó delante de todos por una pieza que había hecho yo. Mis compañeros me aplaudieron y me llevaron a hombros por la nave. Me sentía orgulloso y muy contento.',
    characters: ['person male known | el encargado', 'person unknown known plural | mis compañeros'],
    interactions: ['friendliness 0>D', 'friendliness 1>D', 'friendliness 1>D physical'],
    emotions: ['happiness D'],
  },
  // The other woman is only mentioned, not present. Leaving the dreamer is rejection (0>D); throwing
  // the coffee at him is physical; "se fue sin mirarme" is the end of the same scene, not coded
  // again. "llorando de rabia" is anger only.
  {
    text: 'Soñé que mi esposo me dejaba por otra mujer. Me lo decía muy tranquilo mientras desayunábamos, como si fuera cualquier cosa. Yo le tiré el café encima y le grité que se largara. Él agarró sus cosas y se fue sin mirarme. Me quedé sola en la cocina, llorando de rabia.',
    characters: ['person male family | mi esposo'],
    interactions: ['aggression 0>D', 'aggression D>0 physical', 'aggression D>0'],
    emotions: ['anger D'],
  },
  // The baby is taken as the dreamer's own (she may take her home): family. Holding her is a state,
  // not coded as an interaction; the nurse's message is neutral.
  {
    text: 'Tenía un bebé en brazos en una habitación de hospital, aunque yo no estoy embarazada. Era una niña y me miraba con unos ojos enormes. Entró una enfermera y me dijo que ya me la podía llevar a casa. Yo no sabía qué hacer con ella y estaba desconcertada, pero también feliz.',
    characters: ['person female family | un bebé', 'person female stranger | una enfermera'],
    interactions: [],
    emotions: ['confusion D', 'happiness D'],
  },
  // The grandmother is not present (only her house). The woman in white is ghostly but the report
  // calls her "una mujer": person, female, stranger. Saying the dreamer's name and shutting the door
  // on her (flight) are not coded.
  {
    text: 'Dormía en la casa de mi abuela en el campo y oí pasos en el pasillo. Abrí la puerta y había una mujer vestida de blanco, con el pelo mojado, mirándome fijamente. Dijo mi nombre muy bajito. Cerré la puerta de golpe y me tapé con la manta hasta que amaneció, muerta de miedo.',
    characters: ['person female stranger | una mujer vestida de blanco'],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // Taking the dreamer fishing, teaching and applauding are three friendly acts; eating together is
  // not coded.
  {
    text: 'Mi abuelito me llevaba a pescar al lago, como cuando yo tenía ocho años. Me enseñó a poner la carnada en el anzuelo y me aplaudió cuando lancé la caña yo solito. Luego nos sentamos en la orilla a comer tortas. Estaba muy contento y no quería que se acabara.',
    characters: ['person male family | mi abuelito'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // "tipos" (guys) is male. "Uno de ellos me empujó" is coded to the group. Trembling is no emotion
  // word: no emotion coded.
  {
    text: 'Salía del banco en el centro y dos tipos en moto me arrancaron la cartera. Uno de ellos me empujó contra un poste y me caí al piso. Una señora que vendía jugos me ayudó a levantarme y me dio un vaso de agua. Yo no podía dejar de temblar.',
    characters: [
      'person male stranger plural | dos tipos en moto',
      'person female stranger | una señora que vendía jugos',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D physical',
      'friendliness 1>D physical',
      'friendliness 1>D',
    ],
    emotions: [],
  },
  {
    text: 'Estaba en una biblioteca gigante con escaleras que subían hasta el cielo. Todos los libros estaban en blanco. Iba abriendo uno tras otro, buscando algo que no sabía qué era. Al final encontré uno escrito con mi letra de niña y me quedé mirándolo un buen rato.',
    characters: [],
    interactions: [],
    emotions: [],
  },
  // "nadie lo había visto" (people asked) is not coded. The boy tugging the sleeve and pointing is one
  // helpful act, not physical. Relief ("llorar del alivio") is happiness.
  {
    text: 'Se me perdía Toby, mi perro, en un parque lleno de gente. Lo llamaba a gritos, muerta de angustia, y nadie lo había visto. Un niño me tiró de la manga y me señaló unos arbustos. Ahí estaba Toby, moviendo la cola. Lo abracé tan fuerte que casi me pongo a llorar del alivio.',
    characters: [
      'animal unknown - | Toby, mi perro',
      'person unknown stranger plural | gente',
      'person male stranger | un niño',
    ],
    interactions: ['friendliness 2>D', 'friendliness D>0 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Paper balls thrown at the dreamer are physical. Name-calling and the laughter are two acts. Sending
  // the class out to the yard is a punishment, not physical.
  {
    text: 'Estaba dando clase a mis alumnos de segundo, pero el aula era la cubierta de un barco. No paraban de tirarme bolitas de papel mientras yo explicaba. Cuando me giré hacia la pizarra, uno me llamó calvo y todos se rieron. Me enfadé tanto que los mandé a todos al patio.',
    characters: ['person unknown known plural | mis alumnos de segundo'],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 0>D', 'aggression D>0'],
    emotions: ['anger D'],
  },
  // "todos" are the wedding guests, of unstated relation: coded as a crowd of strangers. The toast is
  // not said to be to the dreamer: not coded.
  {
    text: 'Era la boda de mi hermana pequeña, en un jardín lleno de farolillos. Yo tenía que dar un discurso y de repente me di cuenta de que había olvidado los papeles. Me entró el pánico. Mi hermana me guiñó un ojo desde la mesa y las palabras me salieron solas. Al terminar me abrazó muy fuerte y todos brindaron. Yo estaba emocionadísima.',
    characters: ['person female family | mi hermana pequeña', 'person unknown stranger plural | todos'],
    interactions: ['friendliness 0>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The ex's request is not coded. Saying no and shutting the door in his face are one rejection.
  // Guilt is apprehension in HVdC.
  {
    text: 'Mi ex aparecía en la puerta de mi casa con una maleta, como si nada. Me pedía que lo dejara entrar porque no tenía dónde dormir. Le dije que no y le cerré la puerta en la cara. Después me quedé detrás de la puerta oyendo cómo se alejaba, y me sentí muy culpable.',
    characters: ['person male known | mi ex'],
    interactions: ['aggression D>0'],
    emotions: ['apprehension D'],
  },
  // "mis dos hijos": sex unstated. The children calling the dreamer to look is not coded. The
  // grandmother's reassurance is friendliness to the children, and her laughing is happiness.
  {
    text: 'Estaba en la playa con mis dos hijos y mi mamá. Los niños hacían un castillo de arena enorme y me llamaban para que lo viera. De repente vino una ola gigante y se lo llevó. Los dos se pusieron a llorar y yo los abracé. Mi mamá se reía y les decía que harían otro más grande.',
    characters: ['person unknown family plural | mis dos hijos', 'person female family | mi mamá'],
    interactions: ['friendliness D>0 physical', 'friendliness 1>0'],
    emotions: ['sadness 0', 'happiness 1'],
  },
  // "nos disparaban" is coded once for each recipient; Javi being hit is the result of the same
  // shooting, not a new act. Dragging him to safety is physical friendliness.
  {
    text: 'Había una guerra y yo huía por un pueblo en ruinas con mi mejor amigo, Javi. Unos soldados nos disparaban desde un tejado. A Javi le dieron en la pierna y lo arrastré como pude hasta un sótano. Allí nos quedamos escondidos a oscuras, casi sin respirar. Yo estaba aterrado.',
    characters: ['person male friend | mi mejor amigo, Javi', 'person unknown stranger plural | unos soldados'],
    interactions: ['aggression 1>D physical', 'aggression 1>0 physical', 'friendliness D>0 physical'],
    emotions: ['apprehension D'],
  },
  // Asking for sugar is a request, not coded; giving it and the invitation are friendly acts.
  {
    text: 'Soñé que mi vecina, doña Carmen, tocaba a mi puerta para pedirme azúcar. Le di la bolsa entera y ella me invitó a pasar a tomar café. Por dentro su casa era un bosque lleno de pájaros de colores. Me quedé con la boca abierta, no entendía cómo cabía todo eso ahí.',
    characters: ['person female known | mi vecina, doña Carmen', 'animal unknown - plural | pájaros de colores'],
    interactions: ['friendliness D>0', 'friendliness 0>D'],
    emotions: ['confusion D'],
  },
  {
    text: 'Tenía que coger un avión a Buenos Aires y no encontraba el pasaporte por ningún lado. Lo busqué por toda la casa, en los cajones, en la nevera, hasta debajo de la alfombra. Cuando por fin llegué al aeropuerto, el avión ya estaba despegando y yo corría por la pista detrás de él. Me dio una rabia tremenda.',
    characters: [],
    interactions: [],
    emotions: ['anger D'],
  },
];
