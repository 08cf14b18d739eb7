// Spanish, fifth tuning batch (written and hand-coded before the coder was run on it, in the plain style of real dream reports rather than aimed at traps): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_5: HandCodedDream[] = [
  // The grandmother is dead in waking life but present in the dream, so she is coded. Serving a plate
  // and stroking the hair are two friendly acts.
  {
    text: 'Soñé que estaba en la cocina de mi abuela en el pueblo, aunque ella murió hace años. Olía a lentejas y la radio estaba puesta. Ella me sirvió un plato bien lleno y me acarició el pelo como cuando era pequeña. Casi no hablamos, pero yo estaba a gusto, feliz de verdad.',
    characters: ['person female family | mi abuela'],
    interactions: ['friendliness 0>D', 'friendliness 0>D physical'],
    emotions: ['happiness D'],
  },
  // "la casa de mi tía": the aunt is only mentioned, not coded. "empezaron a seguirme" while I run away
  // read as a chase (physical); the shopkeeper's refusal to let me hide coded as rejection (aggression).
  {
    text: 'Iba caminando por una calle de tierra cerca de la casa de mi tía, en Guadalajara. De repente unos tipos en moto empezaron a seguirme y a gritarme groserías. Me metí en una tiendita, pero el señor que atendía no me dejó esconderme detrás del mostrador. Salí por atrás y seguí corriendo con el corazón a mil. Tenía muchísimo miedo.',
    characters: ['person male stranger plural | unos tipos en moto', 'person male stranger | el señor que atendía'],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 1>D'],
    emotions: ['apprehension D'],
  },
  // "alguien" and "su nueva novia" are not present: not coded. Telling me his news is neutral talk; wishing
  // him luck is friendliness; leaving without saying goodbye coded as a snub (aggression, rejection).
  {
    text: 'Estaba en una terraza de Malasaña esperando a alguien y apareció Javi, mi ex. Se sentó a mi lado como si nada y me contó que se iba a vivir a Berlín con su nueva novia. Yo le deseé suerte, pero por dentro me moría de pena. Luego se levantó y se fue sin despedirse.',
    characters: ['person male known | Javi, mi ex'],
    interactions: ['friendliness D>0', 'aggression 0>D'],
    emotions: ['sadness D'],
  },
  // The boss's hostile face and the firing are coded as one aggression. "todos" are the colleagues, who are
  // present but do nothing.
  {
    text: 'Soñé que llegaba tarde a la oficina y encima iba en pijama. Mi jefa me estaba esperando en la puerta con cara de pocos amigos y me dijo delante de todos que estaba despedida. Mis compañeros seguían en sus computadoras como si nada. Me dio una vergüenza terrible y me fui caminando a la parada del colectivo sin entender nada.',
    characters: ['person female known | mi jefa', 'person unknown known plural | mis compañeros'],
    interactions: ['aggression 0>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  {
    text: 'Estaba en la azotea de un edificio altísimo y, sin pensarlo, salté. En vez de caer empecé a flotar por encima de la ciudad, que era una mezcla de Madrid y Lisboa. Veía los tejados naranjas y el río brillando al sol. Notaba el viento frío en la cara. Sentía una alegría enorme y no quería que se acabara.',
    characters: [],
    interactions: [],
    emotions: ['happiness D'],
  },
  // Bringing the runaway dog back is coded as help to the neighbour (friendliness D>0), not as an act
  // towards the dog. The hug and the box of chocolates are two friendly acts.
  {
    text: 'Soñé con el vecino del cuarto, ese señor mayor que siempre baja con su perrito. En el sueño el perro se había escapado y me lo encontraba yo en el portal. Se lo subí a casa y el vecino me dio un abrazo y una caja de bombones. Yo estaba muy contenta, aunque los bombones sabían a jabón.',
    characters: ['person male known | el vecino del cuarto', 'animal unknown - | su perrito'],
    interactions: ['friendliness D>0', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // Chatting ("platicar") is neutral and not coded; the coconut seller is present but does nothing.
  {
    text: 'Estaba con mi novio en una playa de Oaxaca al atardecer. Nos sentamos en la arena a platicar de puras tonterías y luego él me besó. Había un señor vendiendo cocos que pasaba de un lado a otro. Me sentí súper feliz y enamorada.',
    characters: ['person male friend | mi novio', 'person male stranger | un señor vendiendo cocos'],
    interactions: ['sexuality 0>D physical'],
    emotions: ['happiness D'],
  },
  // Raising the hand to call the teacher is not coded; her translating for me is help. "empecé a sudar" is a
  // body sensation, not an emotion.
  {
    text: 'Otra vez el examen de selectividad. Estaba sentada en el aula y las preguntas venían en un idioma rarísimo, como ruso. Levanté la mano y la profesora de Química de mi instituto vino a mi mesa y me lo tradujo todo en voz baja. Aun así no sabía contestar nada. Me agobié muchísimo y empecé a sudar.',
    characters: ['person female known | la profesora de Química de mi instituto'],
    interactions: ['friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // Lucía is present at first and then lost; searching for her is no interaction. "Me quedé sola" states the
  // situation, not a feeling, so no sadness is coded.
  {
    text: 'Estaba en un concierto enorme con mi amiga Lucía. En un momento me di la vuelta y ya no estaba. La busqué entre miles de personas que saltaban y cantaban, pero nada. Mi celular no tenía batería. Me quedé sola en medio de la multitud, con una angustia horrible.',
    characters: ['person female friend | mi amiga Lucía', 'person unknown stranger plural | miles de personas'],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // Snatching the Game Boy read as theft (A5, physical). "nos echó la bronca a los dos" has two recipients
  // and the notation takes one, so it is written once for each.
  {
    text: 'Volvía a tener diez años e íbamos camino de la playa, con mi padre conduciendo. Mi hermano mayor me quitó la Game Boy y no me la quería devolver. Yo le di un mordisco en el brazo y él me tiró del pelo. Mi padre paró en el arcén y nos echó la bronca a los dos. Yo estaba rabiosa.',
    characters: ['person male family | mi padre', 'person male family | mi hermano mayor'],
    interactions: [
      'aggression 1>D physical',
      'aggression D>1 physical',
      'aggression 1>D physical',
      'aggression 0>D',
      'aggression 0>1',
    ],
    emotions: ['anger D'],
  },
  // The cat is searched for and never found: not present, not coded.
  {
    text: 'Estaba en un piso que era mío pero no lo reconocía. Abría una puerta y aparecían más habitaciones vacías, todas con el suelo de madera crujiendo. Busqué a mi gato por todas partes y no lo encontré. Fuera era de noche y no se oía nada. Me sentí muy sola, con un vacío en el pecho.',
    characters: [],
    interactions: [],
    emotions: ['sadness D'],
  },
  // Offering to pay ("le quise pagar") and his declining the money are not coded. Relief ("alivio") is
  // happiness in HVdC.
  {
    text: 'Iba manejando de noche por una carretera del Eje Cafetero y se me pinchó una llanta. No había señal y empezó a llover durísimo. Paró un camionero, un señor gordito con gorra, y me ayudó a cambiarla casi sin hablar. Cuando le quise pagar no me aceptó la plata y encima me regaló un tinto de su termo. Sentí un alivio tremendo.',
    characters: ['person male stranger | un camionero'],
    interactions: ['friendliness 0>D', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // "Una de ellas" is one of the creatures and is coded to the group. Taking my son by the hand to run is
  // coded as protective help (friendliness, physical).
  {
    text: 'Era como el fin del mundo. Unas criaturas sin cara salían de la boca del metro y atrapaban a la gente que pasaba. Cogí a mi hijo de la mano y corrimos hasta el garaje. Una de ellas agarró a mi hijo por la mochila y yo le pegué con una barra de hierro hasta que lo soltó. Estaba aterrada.',
    characters: [
      'creature unknown - plural | unas criaturas sin cara',
      'person unknown stranger plural | la gente que pasaba',
      'person male family | mi hijo',
    ],
    interactions: [
      'aggression 0>1 physical',
      'friendliness D>2 physical',
      'aggression 0>2 physical',
      'aggression D>0 physical',
    ],
    emotions: ['apprehension D'],
  },
  // The family group and the grandfather and father singled out of it are each coded. The groom is not
  // mentioned. Walking the bride to the altar is friendliness (physical). "lloré de emoción" at a wedding
  // read as happiness.
  {
    text: 'Soñé que se casaba mi hermana pequeña en una ermita llena de flores blancas. Estaba toda la familia, hasta mi abuelo, con un traje que le quedaba enorme. Mi padre la llevó del brazo hasta el altar y ella estaba guapísima. Yo lloré de emoción todo el rato.',
    characters: [
      'person female family | mi hermana pequeña',
      'person unknown family plural | toda la familia',
      'person male family | mi abuelo',
      'person male family | mi padre',
    ],
    interactions: ['friendliness 3>0 physical'],
    emotions: ['happiness D'],
  },
  // The grandparents are only mentioned (their land). "en paz" read as contentment (happiness); "libre" is no
  // HVdC class.
  {
    text: 'Estaba en el campo de mis abuelos en Entre Ríos, pero todo era más grande. Un caballo blanco se me acercó despacito y me apoyó la cabeza en el hombro. Lo acaricié un rato largo y después me subí y galopamos hasta el arroyo. No había nadie más. Me sentía libre y en paz.',
    characters: ['animal unknown - | un caballo blanco'],
    interactions: ['friendliness 0>D physical', 'friendliness D>0 physical'],
    emotions: ['happiness D'],
  },
  // Throwing my own basket on the floor is aimed at no one: not coded. The cashier's bored look is no
  // interaction. "culpable" (guilt) coded as apprehension; "fatal" names no class.
  {
    text: 'Estábamos discutiendo mi mujer y yo en el Mercadona porque se me había olvidado la leche, una tontería. La cajera nos miraba con cara de aburrida. Al final tiré la cesta al suelo y me fui al coche solo. Me sentía fatal, culpable y enfadado a la vez.',
    characters: ['person female family | mi mujer', 'person female stranger | la cajera'],
    interactions: ['aggression D>0', 'aggression 0>D'],
    emotions: ['anger D', 'apprehension D'],
  },
  // Calling me by name is part of the gift. Her smile in answer to my question is not coded as a separate
  // friendly act. The market "se vació" implies people, but none is mentioned: not coded.
  {
    text: 'Caminaba por un mercado que no conocía y todo olía a mango. Una mujer mayor que vendía flores me llamó por mi nombre y me regaló un girasol. Le pregunté cómo sabía quién era yo y solo sonrió. Después el mercado se vació de golpe. Me quedé muy extrañada.',
    characters: ['person female stranger | una mujer mayor que vendía flores'],
    interactions: ['friendliness 0>D'],
    emotions: ['confusion D'],
  },
  // "todos" / "los demás" are the colleagues at the company dinner (known), present but doing nothing.
  // "la cara ardiendo" is a body sensation.
  {
    text: 'Era la cena de Navidad de la empresa y de repente Raúl, el de contabilidad, con el que casi no hablo, se me acercó y me besó delante de todos. Yo le devolví el beso sin pensarlo. Los demás seguían comiendo turrón como si nada. Yo tenía la cara ardiendo y estaba muerta de vergüenza.',
    characters: ['person male known | Raúl, el de contabilidad', 'person unknown known plural | los demás'],
    interactions: ['sexuality 0>D physical', 'sexuality D>0 physical'],
    emotions: ['apprehension D'],
  },
  // The father's pride is reported speech: not coded as his emotion. "Quise abrazarlo" is only wished: not
  // coded.
  {
    text: 'Soñé con mi papá, que falleció en marzo. Estaba sentado en su sillón de siempre viendo el fútbol, como si nada. Me senté a su lado y me dijo que estaba orgulloso de mí. Yo estaba feliz de verlo y a la vez muy triste. Quise abrazarlo, pero me desperté.',
    characters: ['person male family | mi papá'],
    interactions: ['friendliness 0>D'],
    emotions: ['happiness D', 'sadness D'],
  },
  // Chasing while barking is one aggression. The woman's rescue is coded as her aggression against the dog
  // only (as in es-tuning-2, where a defence was coded as aggression to the attacker). Her warning is
  // neutral advice, not coded.
  {
    text: 'Iba al almacén de la esquina y un perro callejero, uno grandote y flaco, me persiguió ladrando por toda la cuadra. Una señora salió de su casa y lo echó a escobazos. Le di las gracias y ella me dijo que tuviera cuidado, que ese perro era bravo. Quedé temblando del susto.',
    characters: ['animal unknown - | un perro callejero', 'person female stranger | una señora'],
    interactions: ['aggression 0>D physical', 'aggression 1>0 physical', 'friendliness D>1'],
    emotions: ['apprehension D'],
  },
  // The ticket inspector is looked for and never appears: not coded. Not knowing whether I was awake read as
  // confusion (uncertainty); cold and tiredness are body sensations.
  {
    text: 'Iba en un tren de noche que no paraba en ninguna estación. Todos los pasajeros dormían con la cabeza apoyada en la ventanilla. Yo buscaba al revisor para preguntarle adónde íbamos, pero los vagones no se acababan nunca. Tenía frío y un cansancio enorme. No sabía si estaba despierta o soñando.',
    characters: ['person unknown stranger plural | todos los pasajeros'],
    interactions: [],
    emotions: ['confusion D'],
  },
  // My pupils, turned into men with moustaches: male, known, one group ("uno de ellos" coded to it).
  // Ignoring me is rejection. "coraje" is Mexican for anger.
  {
    text: 'Soñé que daba clase en la primaria donde trabajo, pero los niños eran señores con bigote. No me hacían caso y uno de ellos me aventó el borrador a la cabeza. La directora entró y me regañó a mí, no a ellos. Me dio muchísimo coraje.',
    characters: ['person male known plural | los niños', 'person female known | la directora'],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'aggression 1>D'],
    emotions: ['anger D'],
  },
  // Helping her up and picking up her things are two helping acts. Her request is not coded; her brother is
  // only mentioned. The bleeding knee is no emotion.
  {
    text: 'Salía del gimnasio y una chica joven se cayó de la bici justo delante de mí. Le ayudé a levantarse y le recogí las cosas que se le habían salido de la mochila. Tenía la rodilla sangrando. Me pidió que llamara a su hermano, pero mi móvil solo marcaba el número de una pizzería.',
    characters: ['person female stranger | una chica joven'],
    interactions: ['friendliness D>0 physical', 'friendliness D>0'],
    emotions: [],
  },
  // A schoolmate I had a crush on: known. The note and leading me home by the hand are read as friendliness
  // (romantic but not sexual). "me gustaba" is a past attraction, no emotion class.
  {
    text: 'Estaba otra vez en la secundaria y Diego, el chavo que me gustaba en ese entonces, me pasó un papelito en la clase de mate. Decía que me esperaba a la salida. Cuando salí estaba recargado en la reja y me llevó de la mano hasta mi casa. Yo iba nerviosa pero contentísima.',
    characters: ['person male known | Diego, el chavo que me gustaba'],
    interactions: ['friendliness 0>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Disgust ("asco") is none of the five classes: not coded.
  {
    text: 'Soñé que se me caían los dientes uno por uno mientras me miraba en el espejo del baño. Intentaba ponérmelos otra vez y se deshacían como tiza. No me dolía nada, pero de la boca no paraba de salir polvo blanco. Estaba angustiadísima y me daba un asco terrible.',
    characters: [],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // Marina is singled out of the group of school friends and coded apart; relation friend (an old school
  // friend, though estranged in waking life). "Nos abrazamos" is Marina and me, written both ways.
  {
    text: 'Estábamos mis amigas del colegio y yo en una casa rural en Asturias, todas con la edad de ahora. Hacíamos una barbacoa y llovía sin mojarnos. Marina, que hace años que no me habla, me trajo una tarta aunque no era mi cumpleaños. Nos abrazamos muy fuerte. Yo estaba emocionadísima.',
    characters: ['person female friend plural | mis amigas del colegio', 'person female friend | Marina'],
    interactions: ['friendliness 1>D', 'friendliness D>1 physical', 'friendliness 1>D physical'],
    emotions: ['happiness D'],
  },
  // "me metían preso" and "me esposaron" are one arrest. "otra persona" is not present. Shouting that I was
  // innocent is protest, not aggression: not coded. "impotente" names no class.
  {
    text: 'Soñé que me metían preso por algo que había hecho otra persona. Dos policías me esposaron en la puerta de mi edificio y los vecinos miraban desde los balcones sin decir nada. Yo gritaba que era inocente. En la celda había un viejito que me ofreció la mitad de su arepa. Me sentía impotente y con mucha rabia.',
    characters: [
      'person unknown stranger plural | dos policías',
      'person unknown known plural | los vecinos',
      'person male stranger | un viejito',
    ],
    interactions: ['aggression 0>D physical', 'friendliness 2>D'],
    emotions: ['anger D'],
  },
  // Animals are coded without sex, even "mi perra". "Mi pareja" states neither sex nor marriage: unknown,
  // friend. The dog's dying is no interaction; "tranquila" names no class.
  {
    text: 'Soñé que mi perra Lola, que ya está muy viejita, se moría en el sofá. Yo le acariciaba la cabeza y ella me miraba tranquila. Mi pareja llegó del trabajo y me abrazó sin decir nada. Lloré muchísimo y me desperté con la almohada mojada.',
    characters: ['animal unknown - | mi perra Lola', 'person unknown friend | mi pareja'],
    interactions: ['friendliness D>0 physical', 'friendliness 1>D physical'],
    emotions: ['sadness D'],
  },
  // Fear is negated: not coded. "me hacía gracia" (amusement) read as happiness.
  {
    text: 'Estaba en la biblioteca de la facultad, pero los libros eran peceras y dentro nadaban peces de colores entre las letras. Intenté estudiar para el examen y las palabras se me escapaban nadando. No me daba miedo, más bien me hacía gracia. Había un silencio rarísimo y una luz verde.',
    characters: ['animal unknown - plural | peces de colores'],
    interactions: [],
    emotions: ['happiness D'],
  },
  // Throwing my plants away is destruction of my property (A5, physical); moving the furniture is not
  // coded. Telling her to stop is a demand (aggression, as "le grité que parara" in es-tuning-2); her answer
  // "de mala manera" is verbal aggression. The husband is present but does nothing.
  {
    text: 'Soñé que mi suegra se venía a vivir con nosotros y traía como veinte maletas. Empezó a cambiar los muebles de lugar y a tirar mis plantas a la basura. Le dije que parara y me contestó de mala manera que esa era la casa de su hijo. Mi esposo estaba en la sala viendo la tele como si nada. Yo estaba furiosa.',
    characters: ['person female family | mi suegra', 'person male family | mi esposo'],
    interactions: ['aggression 0>D physical', 'aggression D>0', 'aggression 0>D'],
    emotions: ['anger D'],
  },
];
