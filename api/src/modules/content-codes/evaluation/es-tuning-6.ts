// Spanish, sixth tuning batch (written and hand-coded before the coder was run on it, in the plain style of real dream reports rather than aimed at traps): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Mexico, Argentina, Chile, Colombia, Venezuela, Peru), each in its
// own idiom ("me echó una mano", "me dejó plantada", "me bardeó", "me raparon el celular", "me echaba
// los perros", "me hizo la cobra", "estaba re caliente").
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

export const ES_TUNING_6: HandCodedDream[] = [
  // Uncertain: complaining to the man ("cuando me quejé") is coded as the dreamer's verbal aggression.
  // Pulling the dreamer to the door, away from him, is protective help (friendliness, physical); the
  // coffee is a second friendly act. "coraje" is Mexican for anger.
  {
    text: 'Iba en el metro de la Ciudad de México a la hora pico. Un señor de traje me empujó para agarrar el último asiento y, cuando me quejé, me dijo que si no me gustaba me bajara. Una chava que iba a mi lado le pegó un grito y me jaló hacia la puerta. Nos bajamos juntas en Insurgentes y me invitó un café. Yo iba temblando de coraje.',
    characters: ['person male stranger | un señor de traje', 'person female stranger | una chava que iba a mi lado'],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0',
      'aggression 0>D',
      'aggression 1>0',
      'friendliness 1>D physical',
      'friendliness 1>D',
    ],
    emotions: ['anger D'],
  },
  // Standing the dreamer up is rejection (aggression), though Álex is not there when he does it; he is
  // present later. Uncertain: his casual wave is coded as a greeting (friendliness), as "said hi" in
  // en-tuning-3.ts. The other girl is present but does nothing. "ridícula" read as embarrassment.
  {
    text: 'Había quedado con Álex, un chico que conocí por una app, en una terraza de la Plaza Mayor. Esperé más de una hora: me había dejado plantada. Cuando ya me iba, lo vi pasar con otra chica y me saludó con la mano como si nada. El camarero, que lo había visto todo, me trajo una caña invitada por la casa. Me sentí ridícula y muy triste.',
    characters: [
      'person male known | Álex, un chico que conocí por una app',
      'person female stranger | otra chica',
      'person male stranger | el camarero',
    ],
    interactions: ['aggression 0>D', 'friendliness 0>D', 'friendliness 2>D'],
    emotions: ['apprehension D', 'sadness D'],
  },
  // "mi viejo" only names the party (as an owner): not coded. "bardear" is Argentine for insulting. The
  // cousins laughing at the dreamer is mockery. The mother's telling the uncle off and the choripán are two
  // acts. "no le contesté nada" is a denied act.
  {
    text: 'Era el asado de cumpleaños de mi viejo, en la quinta de Pilar. Mi tío Carlos, que ya había tomado de más, empezó a bardearme por mi laburo delante de mis primos, que se reían de mí. Mi vieja le dijo que se dejara de joder y me alcanzó un choripán. Yo tenía una bronca bárbara, pero no le contesté nada.',
    characters: [
      'person male family | mi tío Carlos',
      'person unknown family plural | mis primos',
      'person female family | mi vieja',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'aggression 2>0', 'friendliness 2>D'],
    emotions: ['anger D'],
  },
  // The wave is no character. "un cabro" (Chilean, a young man) makes the lifeguard male. Pulling the
  // dreamer out of the water is a rescue (friendliness, physical); the friends' hug one act from the group.
  // "me dio risa" (amusement) is happiness.
  {
    text: 'Estaba en la playa de Viña con mis amigas y me metí al mar aunque estaba helado. Una ola gigante me revolcó y no podía salir. Un salvavidas, un cabro flaquito, me sacó del agua y me dejó en la arena. Mis amigas llegaron corriendo y me abrazaron. Yo estaba muerta de susto, pero después me dio risa lo exagerado que fue todo.',
    characters: ['person female friend plural | mis amigas', 'person male stranger | un salvavidas, un cabro flaquito'],
    interactions: ['friendliness 1>D physical', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A colleague is known. Redoing the report together is part of the help, not coded apart. Uncertain:
  // tearing up the dreamer's report is coded as destruction of property (A5, physical). "me entraron ganas
  // de llorar" read as sadness.
  {
    text: 'Soñé que mi jefe, don Manuel, me echaba la bronca porque el informe tenía todas las páginas en blanco. Yo juraba que lo había escrito. Marta, mi compañera de mesa, me echó una mano y lo rehicimos en diez minutos. Cuando se lo llevé, don Manuel lo rompió delante de mí sin leerlo. No entendía nada y me entraron ganas de llorar.',
    characters: ['person male known | mi jefe, don Manuel', 'person female known | Marta, mi compañera de mesa'],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'aggression 0>D physical'],
    emotions: ['confusion D', 'sadness D'],
  },
  // The grandmother owns the house and is present: coded. Her remark on the dreamer's thinness is
  // concern, not coded. Uncertain: "ni me saludó" is taken as a denied greeting (as "Nadie me saludaba" in
  // es-tuning-3.ts), not as a snub, though it hurts.
  {
    text: 'Llegaba a casa de mi abuela en Puebla y ella estaba echando tortillas en el comal. Me dio un taco de frijoles recién hecho y me dijo que me veía muy flaca. Mi primo Toño estaba en el patio arreglando una bici y ni me saludó. Me sentí feliz de estar ahí, aunque un poco dolida por lo de Toño.',
    characters: ['person female family | mi abuela', 'person male family | mi primo Toño'],
    interactions: ['friendliness 0>D'],
    emotions: ['happiness D', 'sadness D'],
  },
  // "uno de ellos" is coded to the pair. Uncertain: running after them and shouting at them are two acts
  // (a chase, physical, and verbal aggression). The policeman's remark is neutral; the hug is friendly.
  {
    text: 'Iba caminando por el centro de Medellín con mi mamá cuando pasaron dos pelados en moto y uno de ellos me rapó el celular de la mano. Salí corriendo detrás de ellos gritándoles de todo, pero se perdieron entre los carros. Un policía se nos acercó y nos dijo que eso pasaba todo el tiempo. Mi mamá me abrazó y nos fuimos a tomar un tinto. Yo estaba furiosa.',
    characters: [
      'person female family | mi mamá',
      'person male stranger plural | dos pelados en moto',
      'person male stranger | un policía',
    ],
    interactions: ['aggression 1>D physical', 'aggression D>1 physical', 'aggression D>1', 'friendliness 0>D physical'],
    emotions: ['anger D'],
  },
  // The quarrel is coded both ways and each insult apart (as the husband in en-tuning-3.ts); the hug and
  // the kissing are reciprocal, two each. Uncertain: laughing together is not coded as an emotion.
  {
    text: 'Mi novia Irene y yo estábamos en el piso de Lavapiés discutiendo por quién había perdido las llaves. Ella me dijo que siempre estoy en las nubes y yo le solté que era una maniática. De pronto se fue la luz y nos quedamos a oscuras. Nos echamos a reír, nos abrazamos y acabamos besándonos en el sofá. Me desperté contento.',
    characters: ['person female friend | mi novia Irene'],
    interactions: [
      'aggression D>0',
      'aggression 0>D',
      'aggression 0>D',
      'aggression D>0',
      'friendliness D>0 physical',
      'friendliness 0>D physical',
      'sexuality D>0 physical',
      'sexuality 0>D physical',
    ],
    emotions: ['happiness D'],
  },
  // Uncertain: a duende is a creature, coded male ("Él"). Hiding the slippers is read as taking property
  // (physical), pulling the toe as a physical attack. Grabbing him and ordering him off are two acts of the
  // dreamer; the biscuit and his tidying are friendly. "me dio pena" read as pity, sadness.
  {
    text: 'Soñé que un duende chiquito con sombrero rojo vivía debajo de mi cama. Por las noches me escondía las zapatillas y me jalaba el dedo gordo del pie. Una noche lo agarré del sombrero y le dije que me dejara en paz. Él se puso a llorar desconsolado y me dio pena, así que le regalé una galleta. Desde entonces me ordena el cuarto todas las mañanas.',
    characters: ['creature male - | un duende chiquito con sombrero rojo'],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D physical',
      'aggression D>0 physical',
      'aggression D>0',
      'friendliness D>0',
      'friendliness 0>D',
    ],
    emotions: ['sadness 0', 'sadness D'],
  },
  // Shutting the bus door in the dreamer's face is rejection (no contact: not physical). "lo puteó" is
  // verbal aggression to the driver, the mate a friendly act. The wished stone is not coded. "re caliente"
  // is Argentine for angry.
  {
    text: 'Estaba esperando el 60 en Constitución bajo una lluvia tremenda. Cuando por fin llegó, el colectivero me miró y me cerró la puerta en la cara. Una señora que estaba en la parada lo puteó de arriba abajo y después me convidó un mate de su termo mientras esperábamos el siguiente. Yo estaba re caliente con el chofer; me dieron ganas de tirarle una piedra, pero me aguanté.',
    characters: [
      'person male stranger | el colectivero',
      'person female stranger | una señora que estaba en la parada',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  // "el campo de mi tata" and then "mi tata apareció": present, coded. The chase and the goring are two
  // attacks. Scaring the bull off by shouting is not physical; lifting the dreamer onto the horse is a
  // rescue (physical), the praise a second friendly act. Fear and shame are one apprehension code.
  {
    text: 'Estaba en el campo de mi tata en Chillán y un toro se arrancó del corral. Me persiguió por todo el potrero y me tiró al suelo de una cornada. Mi tata apareció a caballo, lo espantó a gritos y me subió a la grupa. Después me dijo que había sido muy valiente. Yo había llorado del susto y me dio vergüenza.',
    characters: ['animal unknown - | un toro', 'person male family | mi tata'],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D physical',
      'aggression 1>0',
      'friendliness 1>D physical',
      'friendliness 1>D',
    ],
    emotions: ['apprehension D'],
  },
  // Laura owns the party and is present: coded. "poniéndome verde" (badmouthing) is one act by two
  // characters, coded once for each. Throwing the drink over Laura is physical; uncertain: leaving without
  // saying goodbye is not coded apart from it.
  {
    text: 'Era el cumple de mi amiga Laura, en un bar de Malasaña. Fui al baño y, al volver, oí a Laura y a otras dos amigas poniéndome verde. Cuando me vieron se callaron de golpe. Le tiré la copa encima a Laura, cogí el abrigo y me fui sin despedirme. Iba por la Gran Vía llorando de rabia y de pena.',
    characters: ['person female friend | mi amiga Laura', 'person female friend plural | otras dos amigas'],
    interactions: ['aggression 0>D', 'aggression 1>D', 'aggression D>0 physical'],
    emotions: ['anger D', 'sadness D'],
  },
  // "echar los perros" (Venezuelan, to flirt with) is coded as a sexual overture, not physical; uncertain:
  // dancing together is not coded. The stolen kiss is sexuality; the wink a friendly gesture.
  {
    text: 'Estaba en una fiesta en Maracaibo y un catire alto que no conocía me estuvo echando los perros toda la noche. Bailamos un par de salsas y al final, en el balcón, me robó un beso. Mi amiga Daniela nos vio desde la puerta y me guiñó un ojo. Me desperté feliz, con una sonrisa de oreja a oreja.',
    characters: ['person male stranger | un catire alto que no conocía', 'person female friend | mi amiga Daniela'],
    interactions: ['sexuality 0>D', 'sexuality 0>D physical', 'friendliness 1>D'],
    emotions: ['happiness D'],
  },
  // The slipper in her hand is a threat not coded apart from the shout. Uncertain: grounding for a month is
  // coded as an order (A3), not as confinement. The sister laughing at the dreamer is mockery. "fatal"
  // names no class.
  {
    text: 'Volvía a tener quince años y llegaba a casa de madrugada. Mi madre me estaba esperando en la cocina con la zapatilla en la mano y me pegó un grito que despertó a medio edificio. Mi hermana pequeña se asomó al pasillo y se reía de mí. Intenté explicarme, pero mi madre me castigó un mes sin salir. Me sentía fatal y con mucha rabia.',
    characters: ['person female family | mi madre', 'person female family | mi hermana pequeña'],
    interactions: ['aggression 0>D', 'aggression 1>D', 'aggression 0>D'],
    emotions: ['anger D'],
  },
  // The dog following the dreamer is not coded; feeding it is friendly. The driver's refusal is rejection,
  // as the shopkeeper's in es-tuning-5.ts.
  {
    text: 'Salía de la chamba en Guadalajara y un perrito callejero, todo flaco, se puso a seguirme hasta la parada del camión. Le compré unos tacos de canasta y se los comió de mi mano. Cuando llegó el camión, el chofer no me dejó subir con él, así que me fui caminando con el perrito hasta mi casa. Me sentí feliz de tenerlo conmigo.',
    characters: ['animal unknown - | un perrito callejero', 'person male stranger | el chofer'],
    interactions: ['friendliness D>0', 'aggression 1>D'],
    emotions: ['happiness D'],
  },
  // The man reappearing in front of the dreamer is not stated as hostile; he never speaks. No interaction.
  {
    text: 'Estaba en la estación de Atocha y todos los trenes iban a ciudades que no existen. En el mismo andén había siempre un hombre con un paraguas negro mirando el reloj. Yo cambiaba de andén y él volvía a aparecer delante de mí. No me dijo nada en ningún momento. Estaba desconcertada y un poco inquieta.',
    characters: ['person male stranger | un hombre con un paraguas negro'],
    interactions: [],
    emotions: ['confusion D', 'apprehension D'],
  },
  // The teacher is known; "todos" are the other students, present (known). Mockery and the put-down are two
  // acts; uncertain: failing the dreamer ("me bochó") is an outcome, not coded as aggression. The beers are
  // a friendly act. "bajoneado" is sadness.
  {
    text: 'Soñé que rendía el final de Análisis en la facu y el profesor, un tipo pelado con anteojos, se burlaba de cada cosa que escribía en el pizarrón. Al final me dijo delante de todos que no servía para esto y me bochó. Mi amigo Nico me esperó en la puerta y me invitó unas birras para levantarme el ánimo. Estaba re bajoneado.',
    characters: [
      'person male known | el profesor, un tipo pelado con anteojos',
      'person unknown known plural | todos',
      'person male friend | mi amigo Nico',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'friendliness 2>D'],
    emotions: ['sadness D'],
  },
  // Talking on the landing is neutral. Uncertain: the cat eating the dreamer's fish is coded as theft (A5,
  // physical). The apology and the dinner invitation are two friendly acts. Amusement is happiness.
  {
    text: 'Mi vecina del tercero, Encarni, me tocó al timbre con un táper de croquetas porque sí. Mientras hablábamos en el rellano, su gato se coló en mi piso y se comió la dorada que tenía para la cena. Encarni me pidió perdón mil veces y me invitó a cenar a su casa. A mí todo aquello me hizo muchísima gracia.',
    characters: ['person female known | mi vecina del tercero, Encarni', 'animal unknown - | su gato'],
    interactions: ['friendliness 0>D', 'aggression 1>D physical', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // The parents only name the house: not coded. The Llorona (a ghost) is a female creature. Pulling the
  // brother free is coded as help to him (friendliness, physical), since the dreamer does not strike her.
  // "yo también" gives the dreamer the same fear.
  {
    text: 'Estaba en casa de mis papás en Xochimilco y se oía a la Llorona gritando por sus hijos. Mi hermano y yo nos escondimos debajo de la mesa. De repente ella entró flotando, toda de blanco, y agarró a mi hermano del pie. Yo lo jalé con todas mis fuerzas hasta que lo soltó. Mi hermano estaba muerto de miedo y yo también.',
    characters: ['creature female - | la Llorona', 'person male family | mi hermano'],
    interactions: ['aggression 0>1 physical', 'friendliness D>1 physical'],
    emotions: ['apprehension 1', 'apprehension D'],
  },
  // The compliment and his thanks are friendly acts; the attempted kiss is coded as the act, and dodging it
  // ("me hizo la cobra") is rejection. The brother's arm round the shoulders is friendliness (physical).
  // Uncertain: "muy cortado" is read as Sergio's embarrassment (apprehension). "me ha gustado" names no class.
  {
    text: 'Estaba en una boda en Sevilla y me tocó sentarme al lado de Sergio, un amigo de mi hermano que siempre me ha gustado. Le dije que estaba guapísimo con el traje y él me dio las gracias, muy cortado. Al final de la noche intenté darle un beso y me hizo la cobra. Mi hermano, que lo vio todo, me pasó el brazo por los hombros. Qué vergüenza pasé.',
    characters: ['person male known | Sergio, un amigo de mi hermano', 'person male family | mi hermano'],
    interactions: [
      'friendliness D>0',
      'friendliness 0>D',
      'sexuality D>0 physical',
      'aggression 0>D',
      'friendliness 1>D physical',
    ],
    emotions: ['apprehension 0', 'apprehension D'],
  },
  // Scratching the dreamer's car is destruction of property (physical). Uncertain: throwing the key at the
  // dreamer's feet is coded as a contemptuous gesture (aggression, not physical: it does not hit). The
  // security guard's help is friendly.
  {
    text: 'Salía del trabajo en Bogotá y me encontré a mi exnovio, Felipe, rayándome el carro con una llave. Le grité que qué le pasaba y él me tiró la llave a los pies y se fue caminando tan tranquilo. Un celador que estaba en la esquina vio todo y me ayudó a llamar a la policía. Yo temblaba de la ira.',
    characters: [
      'person male known | mi exnovio, Felipe',
      'person male stranger | un celador que estaba en la esquina',
    ],
    interactions: ['aggression 0>D physical', 'aggression D>0', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  // The flowers are a gift (visiting not coded apart); "nos abrazamos" both ways; sending the dreamer out
  // of the room is non-physical (as "me echaron de la fiesta" in es-tuning-3.ts). Crying "de alegría" is
  // Paula's happiness.
  {
    text: 'Mi amiga Paula estaba ingresada en un hospital que parecía un hotel de lujo. Fui a verla con un ramo de girasoles y, cuando me vio, se puso a llorar de alegría. Nos abrazamos un buen rato. Luego una enfermera muy seca me echó de la habitación porque se había acabado la hora de visitas. Salí triste, pensando que no la volvería a ver.',
    characters: ['person female friend | mi amiga Paula', 'person female stranger | una enfermera muy seca'],
    interactions: ['friendliness D>0', 'friendliness D>0 physical', 'friendliness 0>D physical', 'aggression 1>D'],
    emotions: ['happiness 0', 'sadness D'],
  },
  // The passengers are present; "Nadie me ayudó" is a denied act, not coded. The conductor's shout is
  // verbal aggression. "cólera" (Peru) is anger.
  {
    text: 'Iba en una combi por la Javier Prado, apretada entre un montón de gente. Se me cayó la mochila y todo se desparramó por el piso. Nadie me ayudó a recogerlo, y encima el cobrador me gritó que me apurara porque ya era mi paradero. Bajé con las cosas en los brazos, a punto de llorar. Me dio mucha cólera y tristeza.',
    characters: ['person unknown stranger plural | un montón de gente', 'person male stranger | el cobrador'],
    interactions: ['aggression 1>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // Teaching and lending the rod are two friendly acts, the pat on the back a third (physical); the fish
  // head is the dreamer's gift to the cat. The grandfather's pride is his happiness.
  {
    text: 'Pescaba con mi abuelo en el puerto de Cambrils, como cuando era pequeño. Él me enseñó a poner el cebo y me dejó su caña buena. Cuando saqué un pez enorme me dio una palmada en la espalda, orgullosísimo. Un gato del puerto se acercó maullando y le regalé la cabeza del pescado. Me desperté con una paz y una alegría enormes.',
    characters: ['person male family | mi abuelo', 'animal unknown - | un gato del puerto'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'friendliness 0>D physical', 'friendliness D>1'],
    emotions: ['happiness D', 'happiness 0'],
  },
];
