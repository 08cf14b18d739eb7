// Spanish, nineteenth tuning batch, the fifteenth plain batch (written and hand-coded on 2026-12-06
// before the coder was run on it, in the plain style of real dream reports, with the few interactions
// of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the
// earlier tuning batches.
// Dreams from Spain and Latin America (Spain: Zaragoza, A Coruña, Benidorm and Madrid; Mexico,
// Argentina, Uruguay, Colombia, Chile, Peru, Venezuela, Cuba, the Dominican Republic, Puerto Rico,
// Ecuador, Bolivia, Paraguay, Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica, Panama), in new
// situations (a quiz show on television, the Noche de San Juan at Riazor, a lifeguard at Benidorm, the
// Noche de Rábanos, an elote cart outside the stadium in Monterrey, Cosquín, Iemanjá at the playa Ramírez,
// Halloween in a Bogotá housing block, La Pampilla, the Inti Raymi, the Mérida cable car, the Fiesta del
// Fuego, a car wash in Santiago de los Caballeros, the masks of Hatillo, Galápagos, Urkupiña, the carnival
// of Encarnación, the Chichicastenango market, Roatán, a horse carriage in Granada, a canopy at
// Monteverde, a graduation waltz in Panama, the zompopos de mayo, an Ikea), each in its own idiom ("el
// concursante más majo", "me quedé en blanco", "saltamos las llamas", "un chaval", "una peineta", "un
// guiri", "cabreadísimo", "el tío ese", "me largara", "alegarle", "una vieja escandalosa", "un chavito",
// "fiado", "harto coraje", "un chango salteño", "revoleando el pañuelo", "se dio vuelta", "chocha", "mi
// señora", "un gentío bárbaro", "mi vieja", "un botija", "el conjunto", "el celador", "chocolatinas",
// "berraco", "el 18", "encumbrando un volantín", "mi viejo", "un cabro chico", "nos convida", "empanadas
// de pino", "choreado", "un sombrerote", "le jaló", "harta cólera", "el soroche", "un frailejón", "vale",
// "arrollábamos", "bravísimo", "un descarado", "nos fajamos a piñazos", "el carné", "a to lo que da", "me
// brindo un trago", "encojonada", "confundia", "los enmascarados", "un dulce de coco", "un lobo marino
// bien pipón", "un combo", "una señora de pollera", "—No sea abusiva", "renegando", "un karai", "nieve en
// aerosol", "re feliz", "güipiles", "humo de pom", "mi nuera", "mi difunto esposo", "un garífuna", "un
// vigorón", "un cohete", "el cole", "la gira", "un mae con rastas", "un pizote", "la profe", "¡Qué
// dicha!", "mi pelaíta", "un pato mareado", "zompopos", "la refri", "agobiadísima").
// Conventions followed (README.md, es-tuning-18.ts and the earlier batches): an interaction aimed at
// "nos" is one event, coded once with the dreamer as recipient ("nos cerró la puerta en la cara", "nos
// convida unas empanadas", "nos regala unas albóndigas"); an act of a group is coded to the group only,
// and a member singled out of it ("una" of the giant tortoises) is coded to the group unless named, while
// people who stand out from a group by name (Yerson among "mis alumnos", Valeria among "mis compañeros del
// cole") are coded apart; two people named together after a group word ("mis amigas de la facultad, Uxía y
// Noa", "mis amigos del barrio, el Dani y el Ever") are two characters; a reciprocal act ("nos fajamos a
// piñazos") is two codes; an attempted act is coded as the act ("me quiso sacar el celular"); people only
// mentioned, only phoned or named as owners (the ambulance Nerea calls, "cuando los freía mi abuela") are not
// characters, nor are people on television; someone dead in waking life but present in the dream is coded
// ("mi abuelo Chencho, que murió hace seis años", "mi vieja, que murió hace cuatro años", "mi difunto
// esposo, Tomás"); in-laws are family ("mi nuera Ixchel", "mi suegra"), an ex and a former boss known, a
// neighbour known, the relatives of strangers strangers ("su mujer" of a tourist), the pupils of a teacher
// dreamer and a pupil's classmates and teacher known; crowds present ("el público", "muchísima gente",
// "un gentío bárbaro", "un mar de gente", "miles de turistas", "una muchedumbre", "todo el mundo") are
// characters; guilt, shame and embarrassment ("vergüenza") and fear ("susto", "pánico", "nerviosísimo",
// "agobiadísima") are apprehension, relief, pride and amusement happiness ("orgulloso de mí mismo",
// "alivio", "me dio mucha risa", "Yo también me reí"); laughter aimed at no one ("él se ríe", "Ella se
// rió", "que se reía") is the laugher's amusement, not an interaction, while laughing at someone ("se ríe
// de mí", "se burlaban de mí") is mockery; crying from a fright is the fright only ("se puso a llorar del
// susto"); body sensations ("el soroche", "un calor de locos") and feelings of no HVdC class ("una paz
// bonita", "Me sentí fatal") are not coded, nor are negated feelings ("No le tenía miedo al animal") or
// feelings only quoted («¿No te da vergüenza, a tu edad?»); acts only wished, asked for ("Le pedí por favor
// que se moviera", "me pide que cuide a la Gabi", "me pidio un esquite fiado") or denied ("en vez de darme
// las gracias") and accidents (stepping on a daughter "sin querer", a horse bolting at a firecracker) are
// not coded; a rite ("como es la costumbre": jumping the San Juan fires, breaking stones at Urkupiña, the
// spray snow at Encarnación; burning the Diablo; flowers for Iemanjá; the graduation waltz) and a
// professional's work (the lifeguard's whistle, the judges' verdict, the coachman's stories, the police
// asking for papers, the check of a harness, haggling) are not coded; separating two people who fight is
// not coded; a hostile line in comillas or after a raya is the act itself; a defence said to the attacker
// ("le grita que es un animal", "le dice que es un maleducado", "—No sea abusiva, señora", "le dijo que se
// metiera en sus cosas", "que se vaya a comprar a otro lado") is aggression to the attacker only; being
// sent away ("que me largara de ahi") and a deliberate snub ("hace como que no me ve", "nos cerró la puerta
// en la cara") are rejection, not physical; a look of disdain ("cara de asco") is aggression; a rude
// gesture ("una peineta", as "me hizo pistola" in es-tuning-18.ts) is aggression, not physical; a tale
// told to get someone into trouble is aggression to the one it harms; complaining to someone ("alegarle")
// is verbal aggression; theft is physical; a drink thrown at someone on purpose is physical aggression (as
// water in es-tuning-15.ts); a rescue that pulls the victim free is friendliness (physical), even by a
// professional, and one that takes hold of the attacker aggression to him (physical); an accusation and a
// push are two acts; praise, reassurance, applause, a gift, lending a tool, treating someone to food or a
// drink, helping with a task and an apology are friendliness; a hug, a hand held or squeezed and a
// relative's kiss on the forehead or the cheek are friendliness (physical); asking the dreamer to dance is
// friendliness, flirting a sexual advance (not physical), an unwanted touch sexuality (physical); animals
// are coded of unknown sex; a chase is physical aggression, a growl aggression (not physical).
// Conventions this batch had to decide: a handshake is friendliness (physical), and the praise said with
// it a second friendly act, as a wink and a piece of gum are two in es-tuning-17.ts; the dreamer's own
// rescue of a drowning bather, though it is his trade (a lifeguard), is friendliness (physical), as the
// firefighter's in es-tuning-16.ts, while his whistle at the bather is his work; the doorman of the
// dreamer's own housing block, known by name ("don Álvaro, el celador"), is known, unlike a porter or a
// celador met elsewhere (es-tuning-4.ts, es-tuning-6.ts); a masked man singled out of a group ("Uno de
// ellos") who unmasks as a relative ("era mi tío Papo") is coded apart as that relative, with the acts
// he did masked, and his chase, meant to frighten and not told as a custom, is physical aggression;
// carrying a child and giving him a sweet are two acts; a talking plant (the frailejón) is a creature of
// unknown sex, and speaking to the dreamer is no interaction; stopping a bolting carriage horse by the rein
// is a rescue of "nos", friendliness to the dreamer, not physical (no one takes hold of the dreamer), and
// no aggression to the horse; a stranger grabbing the dreamer by the waist at a dance is an unwanted
// touch, sexuality (physical), as a groping; a kite stamped on "a propósito" is destruction of property
// (physical), and laughing at the dreamer after it a second act; tourists who photograph the dreamer and
// mock him commit one act of mockery, as filming a fall in es-tuning-17.ts; the tourists of a guide
// dreamer are strangers; the man who works the canopy line is a stranger, as the guides in es-tuning-14.ts
// and es-tuning-18.ts (he runs no class), and his reassurance is friendliness, no part of his check, as
// the guide's poncho in es-tuning-18.ts; a shop assistant's free meatballs are a gift, no part of her
// work; sending a rude customer off from a market stall is a defence, aggression to him; "asco" (disgust)
// and "enamorado" (in love) name no HVdC class and are not coded; "llorando de la emoción" beside "feliz"
// is that happiness only, "llorando de tristeza y de alegría" sadness and happiness; "lo paso bien" is
// happiness, as "la paso bonito" in es-tuning-18.ts; "un chango" (north-west Argentina) is a young man;
// "bravísimo" (Cuba) is anger, as "muy brava" in es-tuning-10.ts; "mi pelaíta" (Panama) is the dreamer's
// daughter, as "mi pelaíto" in es-tuning-15.ts; "confundia" (the Dominican Republic, typed as said) is
// confusion.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_19: HandCodedDream[] = [
  // The dreamer is a retired man. Uncertain: the presenter's handshake is friendliness (physical), his
  // praise after the raya a second friendly act. The rival's "cara de asco" is a look of disdain
  // (aggression); the wife applauding him is friendly. Going blank is no feeling; "rabia" is anger,
  // "vergüenza" apprehension. The audience is a group present.
  {
    text: 'Soñé que concursaba en un programa de la tele, uno de esos de palabras, en un plató de Madrid. Yo, que ya tengo setenta y dos años, iba con la boina puesta. El presentador, un chico joven con el pelo engominado, me dio la mano y me dijo: —Usted es el concursante más majo que ha pasado por aquí. Mi rival, una maestra de Cuenca, me miraba con cara de asco cada vez que acertaba. En el público estaba mi mujer, Pilar, aplaudiéndome como loca. Al final me quedé en blanco con una palabra con la zeta. Qué rabia me dio, y qué vergüenza delante de las cámaras.',
    characters: [
      'person male stranger | el presentador, un chico joven con el pelo engominado',
      'person female stranger | mi rival, una maestra de Cuenca',
      'person unknown stranger plural | el público',
      'person female family | mi mujer, Pilar',
    ],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D', 'aggression 1>D', 'friendliness 3>D'],
    emotions: ['anger D', 'apprehension D'],
  },
  // Told in the present. "mis amigas de la facultad, Uxía y Noa" are two characters; jumping the fire is
  // the custom. The push from behind is physical aggression; Uxía calling him an animal is a defence, to
  // him only, and "él se ríe" his amusement. The sardine offered is friendliness. "susto" is fear.
  {
    text: 'Es la noche de San Juan en la playa de Riazor y estoy con mis amigas de la facultad, Uxía y Noa, alrededor de una hoguera. Hay muchísima gente asando sardinas y bebiendo. A medianoche saltamos las llamas, como es la costumbre. Un chaval borracho me empuja por la espalda y casi me caigo en las brasas. Uxía le grita que es un animal y él se ríe. Luego una señora mayor me ofrece una sardina en un trozo de pan. Me llevo un susto de muerte, pero la noche es preciosa y estoy feliz.',
    characters: [
      'person female friend | Uxía',
      'person female friend | Noa',
      'person unknown stranger plural | muchísima gente',
      'person male stranger | un chaval borracho',
      'person female stranger | una señora mayor',
    ],
    interactions: ['aggression 3>D physical', 'aggression 0>3', 'friendliness 4>D'],
    emotions: ['happiness 3', 'apprehension D', 'happiness D'],
  },
  // The dreamer is a lifeguard: his whistle is his work, but dragging the drowning man out is a rescue
  // (friendliness, physical). "una peineta" (the finger) is aggression, not physical; the accusation
  // instead of thanks is aggression ("en vez de darme las gracias" is denied). The colleague is known, her
  // call her work; the tourist's wife is a stranger, her hug friendly. Pride is happiness.
  {
    text: 'Soñé que trabajaba otra vez de socorrista en la playa de Levante, en Benidorm. Un guiri enorme se metía al agua con bandera roja y, cuando le pité, me hizo una peineta. Al rato se estaba ahogando y tuve que sacarlo a rastras mientras mi compañera Nerea llamaba a la ambulancia. Ya en la arena, en vez de darme las gracias, me acusó en inglés de haberle roto la cadena de oro. Su mujer sí me dio un abrazo. Acabé cabreadísimo con el tío ese, aunque también orgulloso de mí mismo.',
    characters: [
      'person male stranger | un guiri enorme',
      'person female known | mi compañera Nerea',
      'person female stranger | su mujer',
    ],
    interactions: ['aggression 0>D', 'friendliness D>0 physical', 'aggression 0>D', 'friendliness 2>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // The grandfather, dead in waking life, is present; helping her set out the figures is friendliness,
  // squeezing her hand friendliness (physical). Going to the judges to accuse her of cheating is a tale
  // told to get her into trouble (aggression to her); judging and the prize are the judges' work.
  {
    text: 'Era 23 de diciembre y yo concursaba en la Noche de Rábanos, en el zócalo de Oaxaca, con un nacimiento tallado en rábanos. Mi abuelo Chencho, que murió hace seis años, estaba a mi lado ayudándome a acomodar las figuritas, como cuando yo era niña. Un señor del puesto de al lado fue con los jueces a acusarme de haber usado pegamento, que está prohibido. Los jueces revisaron todo y me dieron el segundo lugar. Mi abuelo me apretó la mano. Lloré de felicidad.',
    characters: [
      'person male family | mi abuelo Chencho, que murió hace seis años',
      'person male stranger | un señor del puesto de al lado',
      'person unknown stranger plural | los jueces',
    ],
    interactions: ['friendliness 0>D', 'aggression 1>D', 'friendliness 0>D physical'],
    emotions: ['happiness D'],
  },
  // Typed in a hurry. Telling the dreamer to clear off is rejection (not physical); "alegarle" is the
  // wife's verbal aggression to the inspector, "una vieja escandalosa" his to her. Asking for an esquite on
  // credit is a request; giving it to the boy is friendliness. "harto coraje" (Mexico) is anger.
  {
    text: 'sone que estaba vendiendo elotes en mi carrito afuera del estadio de los Rayados como todos los domingos. llego un inspector del municipio y me dijo que no tenia permiso y que me largara de ahi. mi esposa Lupe se puso a alegarle y el señor le dijo que era una vieja escandalosa. luego un chavito se me acerco y me pidio un esquite fiado y mejor se lo regale. me dio harto coraje con el inspector',
    characters: [
      'person male stranger | un inspector del municipio',
      'person female family | mi esposa Lupe',
      'person male stranger | un chavito',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'aggression 0>1', 'friendliness D>2'],
    emotions: ['anger D'],
  },
  // With comillas. "un chango" (north-west Argentina) is a young man; inviting the dreamer up to dance is
  // friendliness. The line in comillas from the woman behind is the act (aggression), and the "vergüenza"
  // in it a quoted feeling, not coded; Marta's answer is a defence, aggression to the woman. "chocha" is
  // happiness; "no me importó nada" names no feeling.
  {
    text: 'Soñé que estaba en el Festival de Cosquín con mi hermana Marta, las dos con poncho, sentadas en la plaza. Subió a cantar un chango salteño que yo no conocía y de repente me señaló desde el escenario: «Usted, señora, suba a bailar una zamba conmigo». Bailé con él delante de miles de personas, revoleando el pañuelo. Cuando volví a mi silla, una mujer de atrás me dijo: «¿No te da vergüenza, a tu edad?». Marta se dio vuelta y le dijo que se metiera en sus cosas. Yo estaba chocha, no me importó nada.',
    characters: [
      'person female family | mi hermana Marta',
      'person male stranger | un chango salteño que yo no conocía',
      'person unknown stranger plural | miles de personas',
      'person female stranger | una mujer de atrás',
    ],
    interactions: ['friendliness 1>D', 'aggression 3>D', 'aggression 0>3'],
    emotions: ['happiness D'],
  },
  // Told in the present. The flowers and candles are the rite. The mother, dead in waking life, is present:
  // her kiss on the forehead is friendliness (physical), her request not coded. The wallet taken is theft
  // (physical). Crying "de tristeza y de alegría" is both feelings.
  {
    text: 'Es 2 de febrero y estoy en la playa Ramírez con mi señora, la Gabi, para la fiesta de Iemanjá. Hay un gentío bárbaro tirando flores y velas al agua. De repente, entre las olas, aparece mi vieja, que murió hace cuatro años, toda vestida de celeste. Me da un beso en la frente y me pide que cuide a la Gabi. Mientras tanto un botija me saca la billetera del bolsillo y sale corriendo, pero ni me importa. Me quedo llorando de tristeza y de alegría a la vez.',
    characters: [
      'person female family | mi señora, la Gabi',
      'person unknown stranger plural | un gentío bárbaro',
      'person female family | mi vieja, que murió hace cuatro años',
      'person male stranger | un botija',
    ],
    interactions: ['friendliness 2>D physical', 'aggression 3>D physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // A neighbour is known; the door shut in the face of "nos" is one act of rejection, to the dreamer.
  // Uncertain: the doorman of the dreamer's own block, known by name, is known. His bag of chocolates is a
  // gift to the girl, her hug friendliness (physical). "berraco" (Colombia) is anger.
  {
    text: 'Era 31 de octubre y salí con mi hija Salomé, disfrazada de abejita, a pedir dulces por los apartamentos del conjunto donde vivimos, en Suba. Ella iba feliz tocando timbres. La señora Gloria, la vecina del piso cinco, nos abrió, vio el disfraz y nos cerró la puerta en la cara. Salomé se puso a llorar. Después don Álvaro, el celador, le regaló una bolsa entera de chocolatinas y ella lo abrazó. Yo quedé muy berraco con la vecina.',
    characters: [
      'person female family | mi hija Salomé',
      'person female known | la señora Gloria, la vecina del piso cinco',
      'person male known | don Álvaro, el celador',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>0', 'friendliness 0>2 physical'],
    emotions: ['happiness 0', 'sadness 0', 'anger D'],
  },
  // Told in the present. Uncertain: stamping on the kite "a propósito" is destruction of property
  // (physical), laughing at the dreamer a second act. The father calling the boy "un maleducado" is a
  // defence, to him only. The empanadas given to "nos" are one friendly act. "choreado" (Chile) is anger,
  // "lo paso bien" happiness.
  {
    text: 'Estoy en La Pampilla de Coquimbo para el 18, con mi viejo y mi hermana chica, la Trini, encumbrando un volantín. Hay un mar de gente, olor a anticucho y cueca por todos lados. Cuando dejo el volantín en el pasto, un cabro chico lo pisa a propósito y se ríe de mí. Mi viejo le dice que es un maleducado. La Trini se pone a llorar porque quería encumbrarlo ella. Después una señora de una ramada nos convida unas empanadas de pino. Quedo choreado con el cabro, pero igual lo paso bien.',
    characters: [
      'person male family | mi viejo',
      'person female family | mi hermana chica, la Trini',
      'person unknown stranger plural | un mar de gente',
      'person male stranger | un cabro chico',
      'person female stranger | una señora de una ramada',
    ],
    interactions: ['aggression 3>D physical', 'aggression 3>D', 'aggression 0>3', 'friendliness 4>D'],
    emotions: ['sadness 1', 'anger D', 'happiness D'],
  },
  // The dreamer is a teacher: her pupils are known, and "los niños" are the pupils again; Yerson is coded
  // apart by name. The request is not coded; the rude answer is aggression. Pulling the backpack and the
  // push are physical aggression, and so is taking the woman by the arm and out. "harta cólera" is anger.
  {
    text: 'Soñé que llevaba a mis alumnos de quinto de primaria al Inti Raymi, en Sacsayhuamán. Había miles de turistas y los danzantes bailaban con trajes de todos los colores. Una gringa con un sombrerote se paró justo delante de los niños y no los dejaba ver. Le pedí por favor que se moviera y me contestó de mala manera que ella había pagado su entrada. Entonces mi alumno Yerson le jaló la mochila y ella lo empujó. Yo la agarré del brazo y la saqué de ahí. Estaba asustada por Yerson y con harta cólera.',
    characters: [
      'person unknown known plural | mis alumnos de quinto de primaria',
      'person unknown stranger plural | miles de turistas',
      'person unknown stranger plural | los danzantes',
      'person female stranger | una gringa con un sombrerote',
      'person male known | mi alumno Yerson',
    ],
    interactions: ['aggression 3>D', 'aggression 4>3 physical', 'aggression 3>4 physical', 'aggression D>3 physical'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Told in the present. No interaction. Uncertain: the talking frailejón is a creature of unknown sex, and
  // speaking to the dreamer is no act. The mother "feliz, llorando de la emoción" is happy; the soroche
  // (altitude sickness) is a body sensation. Fear and "no entiendo nada" (confusion).
  {
    text: 'Voy subiendo en el teleférico de Mérida con mi mamá y mi hermano Luis Alfredo, y la cabina va llena de turistas. Arriba, en el Pico Espejo, todo está nevado y un frailejón gigante me habla en un idioma rarísimo. Mi mamá está feliz, llorando de la emoción. Luis Alfredo está pálido del soroche y no dice nada. De pronto la cabina se va sola sin nosotros y nos quedamos ahí arriba. Me da un miedo horrible y no entiendo nada de lo que pasa, vale.',
    characters: [
      'person female family | mi mamá',
      'person male family | mi hermano Luis Alfredo',
      'person unknown stranger plural | turistas',
      'creature unknown - | un frailejón gigante',
    ],
    interactions: [],
    emotions: ['happiness 0', 'apprehension D', 'confusion D'],
  },
  // Burning the Diablo is the rite. Flirting with the dreamer is a sexual advance (not physical); "un
  // descarado" is aggression, "nos fajamos a piñazos" two physical codes. The policeman parting them and
  // asking for papers is not coded; the apology is friendliness. "enamorado" is not coded, "bravísimo"
  // (Cuba) is anger, "vergüenza" apprehension; "Me sentí fatal" names no HVdC class.
  {
    text: 'Estaba en Santiago de Cuba en la Fiesta del Fuego con mi primo Yasmany, viendo quemar el Diablo en la bahía. Había una muchedumbre y una conga sonando durísimo. Una muchacha con un vestido amarillo se puso a coquetearme mientras arrollábamos. Yasmany, que estaba enamorado de ella, se puso bravísimo y me dijo que yo era un descarado. Nos fajamos a piñazos ahí mismo hasta que un policía nos separó y nos pidió el carné. Después Yasmany me pidió perdón. Me sentí fatal, con una vergüenza tremenda.',
    characters: [
      'person male family | mi primo Yasmany',
      'person unknown stranger plural | una muchedumbre',
      'person female stranger | una muchacha con un vestido amarillo',
      'person male stranger | un policía',
    ],
    interactions: [
      'sexuality 2>D',
      'aggression 0>D',
      'aggression D>0 physical',
      'aggression 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['anger 0', 'apprehension D'],
  },
  // Typed in a hurry. Uncertain: being grabbed by the waist without leave is an unwanted touch, sexuality
  // (physical); the dreamer's push is physical aggression, and so is the beer thrown over him on purpose.
  // An ex is known; "me brindo un trago" is friendliness. "encojonada" is anger, "confundia" confusion.
  {
    text: 'sone q estaba en un car wash de santiago con mi amiga Yahaira un domingo, con la musica a to lo que da y un monton de gente bailando bachata. un tipo con una gorra de las aguilas me agarro por la cintura sin permiso y yo lo empuje. Yahaira le tiro su cerveza encima. despues aparecio mi ex Wilkin y se sento con nosotras como si nada y me brindo un trago. yo estaba encojonada y a la vez confundia',
    characters: [
      'person female friend | mi amiga Yahaira',
      'person unknown stranger plural | un monton de gente bailando bachata',
      'person male stranger | un tipo con una gorra de las aguilas',
      'person male known | mi ex Wilkin',
    ],
    interactions: ['sexuality 2>D physical', 'aggression D>2 physical', 'aggression 0>2 physical', 'friendliness 3>D'],
    emotions: ['anger D', 'confusion D'],
  },
  // The dreamer is a boy of eight again. Uncertain: "Uno de ellos" unmasks as "mi tío Papo", so he is coded
  // apart as the uncle, with the chase (meant to frighten, physical aggression); the masked men are a group
  // of persons. The grandfather "que se reía" laughs at no one (amusement). Carrying the boy and the sweet
  // are two friendly acts. "me dio mucha risa" is amusement.
  {
    text: 'Volvía a tener ocho años y estaba en el Festival de las Máscaras de Hatillo con mi abuelo Toño, un 28 de diciembre. Los enmascarados corrían por la calle con sus trajes de colores y sus máscaras de malla. Uno de ellos me persiguió hasta la plaza haciendo ruidos de fantasma y yo me escondí detrás de mi abuelo, que se reía. Después el enmascarado se quitó la máscara: era mi tío Papo. Me cargó y me regaló un dulce de coco. Pasé un susto enorme, pero después me dio mucha risa.',
    characters: [
      'person male family | mi abuelo Toño',
      'person unknown stranger plural | los enmascarados',
      'person male family | mi tío Papo',
    ],
    interactions: ['aggression 2>D physical', 'friendliness 2>D physical', 'friendliness 2>D'],
    emotions: ['happiness 0', 'apprehension D', 'happiness D'],
  },
  // The dreamer is a guide; his tourists are strangers. The tortoise that stares is one of the group, with no
  // act. The sea lion's growl is aggression, not physical; photographing him while mocking him is one act.
  // "No le tenía miedo" is negated; "me reí" is amusement, "rabia" anger.
  {
    text: 'Soñé que trabajaba de guía en la isla Santa Cruz, en Galápagos, con un grupo de turistas alemanes. Caminábamos entre tortugas gigantes y una me miraba fijo con cara de abuelita. En la playa, un lobo marino bien pipón se echó encima de mi toalla y cada vez que me acercaba me gruñía. Los alemanes me tomaban fotos y se burlaban de mí. Yo también me reí, la verdad. No le tenía miedo al animal, pero me dio un poco de rabia quedarme sin toalla.',
    characters: [
      'person unknown stranger plural | un grupo de turistas alemanes',
      'animal unknown - plural | tortugas gigantes',
      'animal unknown - | un lobo marino bien pipón',
    ],
    interactions: ['aggression 2>D', 'aggression 0>D'],
    emotions: ['happiness D', 'anger D'],
  },
  // Told in the present, with a raya. Breaking stones is the custom. Lending his combo is friendliness. The
  // accusation and the push are two acts (the second physical); Freddy's line is a defence, aggression to
  // her only. "renegando" (Bolivia) is anger.
  {
    text: 'Estoy en Quillacollo para la Virgen de Urkupiña con mi esposo Freddy, subiendo al cerro Calvario entre miles de devotos. Todos rompen piedras con combos, como es la costumbre, para llevarse un pedazo que trae plata. Se me rompe el combo y un joven me presta el suyo. Más arriba una señora de pollera me acusa de quitarle su sitio y me empuja. Freddy le dice: —No sea abusiva, señora. Estoy renegando, pero cuando saco una piedra grandota me pongo feliz.',
    characters: [
      'person male family | mi esposo Freddy',
      'person unknown stranger plural | miles de devotos',
      'person male stranger | un joven',
      'person female stranger | una señora de pollera',
    ],
    interactions: ['friendliness 2>D', 'aggression 3>D', 'aggression 3>D physical', 'aggression 0>3'],
    emotions: ['anger D', 'happiness D'],
  },
  // Two friends named after a group word are two characters; the comparsas and "todo el mundo" are groups,
  // the spray snow the custom. The attempted theft is coded as the act (physical); the Ever's push is
  // aggression to the attacker (physical). "un karai" is an older man. Asking the dreamer to dance is
  // friendliness.
  {
    text: 'Soñé que estaba en el carnaval de Encarnación con mis amigos del barrio, el Dani y el Ever, en las gradas del corsódromo. Pasaban las comparsas con plumas y hacía un calor de locos. Todo el mundo se tiraba nieve en aerosol, como es la costumbre. Un karai borracho se me vino encima y me quiso sacar el celular del bolsillo. El Ever lo empujó y el karai se fue. Después una chica de Posadas me sacó a bailar. Estaba asustado, pero al final re feliz.',
    characters: [
      'person male friend | el Dani',
      'person male friend | el Ever',
      'person unknown stranger plural | las comparsas con plumas',
      'person unknown stranger plural | todo el mundo',
      'person male stranger | un karai borracho',
      'person female stranger | una chica de Posadas',
    ],
    interactions: ['aggression 4>D physical', 'aggression 1>4 physical', 'friendliness 5>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. A daughter-in-law is family. Haggling is a sale; calling her huipiles factory junk
  // is aggression. Ixchel sending him off is a defence, aggression to him. The dead husband is present;
  // taking her hand is friendliness (physical). "una paz bonita" names no HVdC class.
  {
    text: 'Estoy vendiendo güipiles en el mercado de Chichicastenango, en las gradas de Santo Tomás, con mi nuera Ixchel. Hay un montón de turistas y humo de pom por todos lados. Un gringo regatea y regatea y al final me dice que mis güipiles son pura porquería de fábrica. Ixchel le dice que se vaya a comprar a otro lado. Luego llega mi difunto esposo, Tomás, y se sienta a mi lado sin hablar, como antes. Me agarra la mano. Me da tristeza, pero también una paz bonita.',
    characters: [
      'person female family | mi nuera Ixchel',
      'person unknown stranger plural | un montón de turistas',
      'person male stranger | un gringo',
      'person male family | mi difunto esposo, Tomás',
    ],
    interactions: ['aggression 2>D', 'aggression 0>2', 'friendliness 3>D physical'],
    emotions: ['sadness D'],
  },
  // The dreamer says his trade (a cook). The barracuda's chase is physical aggression; the brother mocking
  // him is aggression. The boatman's coconut bread is a gift, no part of his work; "el susto" is the
  // dreamer's fear, "cólera" (Honduras) anger.
  {
    text: 'Soñé que hacía snorkel en West Bay, en Roatán, con mi hermano Nery. Yo soy cocinero en un hotel de La Ceiba y nunca había visto tantos peces de colores juntos. De repente una barracuda enorme me persiguió un buen rato. Nery, que ya se había subido a la lancha, se burlaba de mí porque nadaba como perro. El lanchero, un garífuna bien amable, me dio un pedazo de pan de coco para que se me pasara el susto. Me dio una gran cólera con Nery.',
    characters: [
      'person male family | mi hermano Nery',
      'animal unknown - plural | peces de colores',
      'animal unknown - | una barracuda enorme',
      'person male stranger | el lanchero, un garífuna bien amable',
    ],
    interactions: ['aggression 2>D physical', 'aggression 0>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The coachman's stories are his work; the horse bolting at a firecracker is an accident. Hugging the
  // grandson is friendliness (physical); his crying "del susto" is his fear only. Uncertain: stopping the
  // horse by the rein is a rescue of "nos", friendliness to the dreamer (not physical), and the thanks
  // friendliness. Relief is happiness.
  {
    text: 'Andaba en Granada con mi nieto Engel, de siete años, paseando en coche de caballos alrededor del parque central. El cochero, un señor de sombrero, nos iba contando historias de piratas. De repente reventó un cohete y el caballo se arrancó a correr como loco. Engel se puso a llorar del susto y yo lo abracé fuerte. Un muchacho que vendía vigorón agarró al caballo de la rienda y lo paró. Yo le di las gracias llorando. Pasé un susto terrible, y después sentí un alivio enorme.',
    characters: [
      'person male family | mi nieto Engel',
      'person male stranger | el cochero, un señor de sombrero',
      'animal unknown - | el caballo',
      'person male stranger | un muchacho que vendía vigorón',
    ],
    interactions: ['friendliness D>0 physical', 'friendliness 3>D', 'friendliness D>3'],
    emotions: ['apprehension 0', 'apprehension D', 'happiness D'],
  },
  // Told in the present. The classmates are known, Valeria coded apart by name, and "todos se ríen de mí"
  // is the class's mockery. Uncertain: the man who works the canopy is a stranger, as a guide; checking the
  // harness is his work, his reassurance friendliness. The pizote only looks. The teacher's hug is
  // friendliness (physical). "pánico" is fear, "¡Qué dicha!" happiness.
  {
    text: 'Estoy en Monteverde en el canopy con mis compañeros del cole, en la gira de fin de año. Me toca el cable más largo y me da pánico. El muchacho que trabaja ahí, un mae con rastas, me revisa el arnés y me dice que todo va a salir bien. Mi compañera Valeria me grita desde atrás que soy una gallina y todos se ríen de mí. Me tiro igual y a medio cable me quedo trabada encima de la neblina. Un pizote me mira desde un árbol. Al final llego y la profe me abraza. ¡Qué dicha!',
    characters: [
      'person unknown known plural | mis compañeros del cole',
      'person male stranger | el muchacho que trabaja ahí, un mae con rastas',
      'person female known | mi compañera Valeria',
      'animal unknown - | un pizote',
      'person female known | la profe',
    ],
    interactions: ['friendliness 1>D', 'aggression 2>D', 'aggression 0>D', 'friendliness 4>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // With comillas. The waltz is the rite of the graduation, stepping on her "sin querer" an accident. "Ella
  // se rió" is her amusement, the reassurance in comillas friendliness; the mother-in-law's jibe is
  // aggression. The daughter's kiss on the cheek is friendliness (physical). "nerviosísimo" is fear, pride
  // happiness; "mi pelaíta" (Panama) is the daughter.
  {
    text: 'Era la graduación de mi hija Yaritza en un salón de la Vía España y me tocaba bailar el vals con ella. Apenas empezó la música se me olvidaron los pasos y la pisé dos veces sin querer. Ella se rió y me dijo al oído: «Tranquilo, papi, lo estás haciendo bien». Mi suegra me gritó desde la mesa que parecía un pato mareado. Al final Yaritza me dio un beso en el cachete. Estaba nerviosísimo, pero orgulloso de mi pelaíta.',
    characters: ['person female family | mi hija Yaritza', 'person female family | mi suegra'],
    interactions: ['friendliness 0>D', 'aggression 1>D', 'friendliness 0>D physical'],
    emotions: ['happiness 0', 'apprehension D', 'happiness D'],
  },
  // Told in the present. No interaction: the ants climbing up her legs is no act ("no me pican" is denied),
  // and the mother and brother do nothing to anyone; the grandmother is only mentioned, the match on
  // television no one. "asco" is no HVdC class; "me da risa" is amusement, "no entiendo nada" confusion.
  {
    text: 'Es la primera lluvia de mayo y mi casa en Santa Tecla se llena de zompopos. Salen de las paredes, del sofá, de la refri, miles y miles con alas. Mi mamá reza el rosario en la cocina como si nada y mi hermano Óscar sigue viendo el partido en la tele. Los zompopos me suben por las piernas, pero no me pican. Me da asco y a la vez me da risa, como cuando los freía mi abuela. Al final la casa es un hormiguero gigante, ya no encuentro la puerta y no entiendo nada.',
    characters: [
      'animal unknown - plural | zompopos',
      'person female family | mi mamá',
      'person male family | mi hermano Óscar',
    ],
    interactions: [],
    emotions: ['happiness D', 'confusion D'],
  },
  // Told in the present. The blame is the husband's aggression, "se enfada" his anger. Uncertain: the
  // meatballs given to "nos" are a gift, no part of the assistant's work (one act, to the dreamer). A former
  // boss is known; pretending not to see her is a deliberate snub (rejection). "agobiadísima" is
  // apprehension, "triste" sadness.
  {
    text: 'Estoy en el Ikea de San Sebastián de los Reyes con mi marido, Jorge, buscando una estantería, y el recorrido no se acaba nunca: cada flecha del suelo nos lleva otra vez a las cocinas. Jorge se enfada y me dice que es culpa mía por no mirar el plano. Una dependienta muy simpática nos regala unas albóndigas para animarnos. Luego veo a mi exjefe, Ramón, probando sofás, y hace como que no me ve. Estoy agobiadísima y un poco triste.',
    characters: [
      'person male family | mi marido, Jorge',
      'person female stranger | una dependienta muy simpática',
      'person male known | mi exjefe, Ramón',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'aggression 2>D'],
    emotions: ['anger 0', 'apprehension D', 'sadness D'],
  },
];
