// Spanish, twenty-third tuning batch, the nineteenth plain batch (written and hand-coded on 2026-12-06
// before the coder was run on it, in the plain style of real dream reports, with the few interactions
// of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the
// earlier tuning batches.
// Dreams from Spain and Latin America and from Spanish speakers abroad (Spain: Valencia, Benidorm and
// Madrid; Mexico, Argentina, Uruguay, Chile, Peru, Colombia, Cuba, the Dominican Republic, Puerto Rico,
// Ecuador, Bolivia, Paraguay, Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica, Panama; a
// Venezuelan in Quito, a Colombian carer in Madrid), dreamers from sixteen to seventy-one, in new
// situations (a school Christmas play in Valencia, a laundromat in the Narvarte, the night bus to Huancayo
// stopped by a huaico, the Transmilenio at rush hour, the Rumichaca bridge on the way out of Venezuela, a
// son leaving Alamar for Miami, the Ciguapa by a stream in Constanza, renewing a licence at the CESCO of
// Bayamón, roasting cuyes on the road to Baños, the Tío of the Cerro Rico, chipa in the tatakua at Easter
// in Itauguá, flying over the lake of Amatitlán, the Cadejos in Santa Rosa de Copán, a brother back from
// Los Angeles at Comalapa, a flooded river after school near Matiguás, a churchill on the Paseo de los
// Turistas, jogging on the Cinta Costera, a haul truck in the pit at Chuqui, a zonda day in Godoy Cruz, a
// third-year class at a liceo in Salto, an Imserso trip to Benidorm, the 10 de mayo festival at a kínder in
// Metepec, caring for an old woman in Chamberí, the car park of the T4 at Barajas), each in its own idiom
// ("el cole", "se plantó", "que no me liara", "que no veas", "la encargada", "las playeras", "unos calzones
// de Batman", "desconcertado", "huaico", "nos invitó choclo con queso", "su casaca", "no pegaba el ojo",
// "me dio la silla", "muerta de la pena", "una colada calientita", "no quiso ni mirarlo", "bravo", "el
// conuco", "una chiva", "una ciguapa", "virados para atras", "sudao", "el CESCO", "Colecturía", "le
// reclamo", "bien sangrona", "que no me apure", "de momento", "coraje", "me entra una alegría", "cuyes",
// "la plata", "una inútil", "el socavón", "el Tío", "la bocamina", "mis wawas", "un api", "Ña Eusebia",
// "el tatakua", "el repasador", "sale disparando", "nostalgia", "patojo", "mojarras", "bolo", "el Cadejo",
// "me dijo de todo", "una goma del diablo", "se me quedó viendo", "lloraba de la alegría", "la comarca",
// "los chavalos", "un aguacero", "de última", "un churchill", "me arrebata", "me pego un susto",
// "echando los bofes", "dale, gordo", "mi compadre", "chuleta", "sudando como un pollo", "el rajo",
// "Chuqui", "harto susto", "zonda", "la tapia", "una bronca bárbara", "el liceo", "un gurí", "una gurisa",
// "Adscripción", "la adscripta", "una vieja amargada", "una calentura", "el Imserso", "cara de vinagre",
// "el kínder", "un chillón", "una macetita", "orgullosa", "echado de menos", "de malas maneras", "el
// corazón arrugado", "agobiadísimo").
// Conventions followed (README.md, es-tuning-22.ts, es-tuning-21.ts and the earlier batches): an
// interaction aimed at "nos" is one event, coded once with the dreamer as recipient ("nos invitó choclo
// con queso"); an act of a group is coded to the group only, and a member singled out of it without a name
// ("Una mamá de atrás" of the mothers) is coded to the group, while one named ("Un gurí del fondo, el
// Brian", "Una gurisa de adelante, la Sofía", "Un chavalito, el Yeris") is coded apart, and people named
// together after a group word ("mis nietos Fabián y Valeria") are two characters; people only mentioned,
// only spoken of, remembered or named as owners (the father whose conuco it is, the husband whose shirt
// blows away, the grandfather who gave the watch, the daughter Carmencita, the mother in Pereira, "mi
// Antonio", the doctor, the "señores de Quito" of the order, the goat looked for and never found) are not
// characters; in-laws and spouses are family ("mi suegra", "mi cuñado Wilber"), a compadre and a friend
// named as such friends, and a shopkeeper the dreamer knows by name (the encargada of the laundromat), a
// teacher of the dreamer or of her son, a neighbour, a pupil's father, the dreamer's pupils and a co-worker
// (the adscripta), and the old woman the dreamer cares for and her son known, and someone the dreamer has
// never met a stranger; crowds present ("lleno de gente", "la cola de gente", "la fila de gente", "la
// gente", "turistas") are characters, and "todo el mundo" and "todos" are the group the dream already
// has, or a crowd of their own when it has none; a dead relative who appears (Ña Eusebia) is a character;
// shame and embarrassment ("vergüenza", "pena" in Colombia) and fear and worry ("miedo", "asustado",
// "susto", "preocupada", "agobiadísimo") are apprehension, pride and amusement happiness ("orgullosa", "nos
// morimos de la risa"), "pena" in Spain sorrow (sadness), "nostalgia" sadness, and "desconcertado",
// "confundida" and "sin entender nada" confusion; laughing at someone ("se ríe de mí", "se rieron de mí",
// riding off laughing after "dale, gordo") is mockery, not the laugher's amusement; crying is the crier's
// sadness, and crying "de la alegría" or "de la emoción" the happiness only, as "Lloré de alegría" in
// es-tuning-20.ts; body sensations ("temblando", "el corazón a mil", "sudao", "echando los bofes", "me
// dolía la cabeza", "una goma del diablo", the cold) and feelings only shown or described ("sin saber qué
// hacer", "Yo no sabía qué hacer", "no sabía si era mi papá o un cuy", "el corazón arrugado", "cara de
// vinagre") are not coded, nor are negated feelings ("No me daba nada de miedo", "Triste no estaba"); acts
// only feared or not dared ("no me atreví a despertarle"), talk, a polite request, being ignored by
// nobody in particular ("nadie me hacía caso", "Nadie me prestaba atención") and a professional's work
// (the clerk telling the dreamer a stamp is missing, the carer giving the merienda) are not coded, nor is
// a rite (the offerings left to the Tío), nor a dog that only walks beside someone (es-tuning-6.ts);
// complaining to someone ("Le reclamo") is verbal aggression; a snub (refusing even to look at someone,
// clothes thrown back over a wall without a word) is rejection, not physical; theft (a churchill snatched
// by a gull, a chipa by a dog) is physical, and so are a paper plane thrown into the face, a smack, a dog
// leaping on someone and a fight; criticism told about someone goes to whom it is about ("que mi hijo era
// un chillón"); a pull to safety and carrying someone across a river are friendliness (physical), and so is
// something put on someone (a blanket, a jacket), as the note pinned to a manta in es-tuning-21.ts; praise,
// comfort, a gift, food or a drink given, lending, help, an invitation and applause are friendliness; a
// hug, a child's kiss and carrying and comforting a crying child are friendliness (physical); accepting an
// invitation to dance ("le dije que sí") is the dreamer's friendliness, as accepting the proposal in
// es-tuning-22.ts; animals are coded of unknown sex; a creature named by a sexed noun takes that sex.
// Conventions this batch had to decide: the father's polite request to sit down is not coded, the rude
// answer is aggression, and his wife taking his arm so that he does not start a row is a protective touch
// (friendliness, physical), as the father covering his son's eyes in es-tuning-21.ts; refusing even to
// look at the son who is leaving is a deliberate snub (rejection), and the father's "bravo" (Cuba) his
// anger; the Red Cross girl's blanket and her colada are two acts to the child, and lending a pen and "que
// no me apure" two friendly acts; the Cadejos are creatures of unknown sex (a dog, no sexed noun), the
// white one walking beside the dreamer is not coded, and the black one's attack and the white one's
// fighting back are one code each way; the cuy that speaks with the dead father's voice is one animal,
// not the father, and its comfort friendliness, the other roasted cuyes food, not characters; the Tío of
// the mine is a creature, male (a sexed noun; a figure come alive, as the plaster Ekeko in
// es-tuning-12.ts), and his grab with "me dijo que yo le debía" one act; the grandmother's smack with the
// dishcloth on the cousin's hand is physical aggression even in play, and the cousin eating chipas from
// the family basket no act; buying a churchill for each grandchild is two acts, one to each; sending a
// pupil to Adscripción is a punishment, verbal aggression, and the adscripta taking him away by the ear
// physical aggression; the mothers and children at the kínder, not said to be known, are strangers, the
// teacher known; "bravo" (Cuba), "coraje" (Puerto Rico), "bronca" (Argentina) and "calentura" (Uruguay)
// are anger; "pena" (Colombia) is embarrassment and "me pego un susto" (Costa Rica) fear, apprehension.
// Checks run: an ls of es-tuning* in this folder; cat of README.md, hand-codes.ts and codes.ts and a wc -l
// of them and of the es-tuning batches; cat, sed, grep, cut and a shell loop of grep -il over the earlier
// es-tuning batches to read them and see which situations, creatures and conventions they had used; sed
// and grep -n of README.md; on this file only, wc, grep, sed -n, awk (line lengths) and python3 checks that
// only print (a count of words, brackets, code fields and character indexes, and of arrays that would fit
// on one line); all edits made with the file editing tool; no script, test, tsx, vitest or git command was
// run, and no held-out file was listed or opened.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_23: HandCodedDream[] = [
  // The dreamer is a man of thirty-eight. The parents in the hall are a crowd present. Uncertain: asking
  // the man politely to sit down is not coded; "me soltó que me buscara otro sitio" is aggression, and Amparo
  // taking his arm so that he does not start a row a protective touch (friendliness, physical). Lucía
  // standing "sin saber qué hacer" only describes. "pena" (Spain) is sorrow, "rabia" anger.
  {
    text: 'Soñé que era la función de Navidad del cole de mi hija Lucía, en Valencia, y ella salía de ángel con unas alas de cartón que le hice yo. El salón de actos estaba lleno de padres con el móvil en alto. Un padre que no conocía se plantó de pie delante de mí con una tablet enorme para grabar y no se veía nada. Le pedí por favor que se sentara y me soltó que me buscara otro sitio, que él había llegado antes. Mi mujer, Amparo, me cogió del brazo para que no me liara. Cuando salió Lucía se le cayó una de las alas y se quedó parada en medio del escenario sin saber qué hacer. Me dio una pena enorme, y una rabia con el de la tablet que no veas.',
    characters: [
      'person female family | mi hija Lucía',
      'person unknown stranger plural | padres con el móvil en alto',
      'person male stranger | Un padre que no conocía',
      'person female family | Mi mujer, Amparo',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D physical'],
    emotions: ['sadness D', 'anger D'],
  },
  // Told in the present. The dreamer is a man of twenty-nine; the encargada of the laundromat of his
  // colonia, known by name, is known. Her scolding is aggression; lending the fabric softener friendliness.
  // "nos morimos de la risa" (at no one) is the amusement of both; "desconcertado" is confusion.
  {
    text: 'Estoy en la lavandería de la colonia, en la Narvarte, esperando que acabe la secadora. La encargada, doña Chayo, me regaña porque metí más ropa de la que cabe y dice que le voy a descomponer la máquina. Al lado una muchacha está doblando sus toallas y me presta su suavizante sin que yo le pida. Cuando abro la secadora toda mi ropa sale chiquita, de niño: las playeras de la primaria, el suéter del uniforme, unos calzones de Batman. La muchacha y yo nos morimos de la risa. Me despierto bien desconcertado.',
    characters: ['person female known | La encargada, doña Chayo', 'person female stranger | una muchacha'],
    interactions: ['aggression 0>D', 'friendliness 1>D'],
    emotions: ['happiness D', 'happiness 1', 'confusion D'],
  },
  // The dreamer is a woman of forty-four. The bus "lleno de gente" is a crowd present. The choclo con queso
  // offered to "nos" is one friendly act, to the dreamer. Uncertain: the young man covering Jhair with his
  // jacket is something put on the child (friendliness, physical). "del miedo" is apprehension.
  {
    text: 'Soñé que viajaba de Lima a Huancayo en el bus de la noche con mi hijo Jhair, que tiene ocho años. El bus iba lleno de gente. Pasando Matucana, un huaico había tapado la Carretera Central y nos quedamos parados horas de horas. Una señora de al lado, con su manta y su sombrero, nos invitó choclo con queso de su canasta. Hacía un frío terrible y un muchacho de atrás tapó a Jhair con su casaca. Jhair se durmió en mis piernas, pero yo no pegaba el ojo del miedo, mirando el cerro, sintiendo que se nos venía otro huaico encima. Cuando amaneció, el bus estaba vacío.',
    characters: [
      'person male family | mi hijo Jhair',
      'person unknown stranger plural | gente',
      'person female stranger | Una señora de al lado',
      'person male stranger | un muchacho de atrás',
    ],
    interactions: ['friendliness 2>D', 'friendliness 3>0 physical'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of forty. The seat given up and the bonbon given "para el bebé" are two friendly
  // acts by two strangers; the crowd pushing at the doors pushes no one in particular. "muerta de la pena"
  // (Colombia) is embarrassment, apprehension; "confundida" is confusion.
  {
    text: "Soñé que iba en Transmilenio por la Caracas a las seis de la tarde, de pie y apretada como siempre. Un muchacho con uniforme de colegio se paró y me dio la silla porque creyó que yo estaba embarazada. Yo no estoy embarazada, pero en el sueño sí tenía una barriga enorme. Me senté muerta de la pena. Después se subió un señor a vender bombones y a mí me regaló uno, 'para el bebé'. En la estación de la 72 las puertas no abrían y la gente empujaba y gritaba. Me bajé en una estación que no existe, toda oscura, y me desperté confundida.",
    characters: [
      'person male stranger | Un muchacho con uniforme de colegio',
      'person male stranger | un señor',
      'person unknown stranger plural | la gente',
    ],
    interactions: ['friendliness 0>D', 'friendliness 1>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // The dreamer is a Venezuelan woman of thirty-two who lives in Quito; Valencia is the Venezuelan one. The
  // man saying aloud that Venezuelans come to steal while looking at her is aggression to her. Uncertain:
  // the blanket put over Aranza (friendliness, physical) and the colada are two acts to the child. Crying
  // and "tristeza" are sadness, "contenta" on waking happiness; the cold is a body sensation.
  {
    text: 'Soñé otra vez con el puente de Rumichaca, cuando me vine de Valencia con mi hija Aranza, que tenía tres años. Hacía un frío que no sentía las manos y la cola de gente para sellar el pasaporte no se movía. Un señor que estaba detrás de nosotras empezó a decir en voz alta que los venezolanos veníamos a robar, y me miraba a mí. Una muchacha de la Cruz Roja le puso a Aranza una cobija encima y le dio una colada calientita. Yo lloraba callada para que la niña no me viera. Me desperté con una tristeza muy grande, pero contenta de estar aquí.',
    characters: [
      'person female family | mi hija Aranza',
      'person unknown stranger plural | la cola de gente para sellar el pasaporte',
      'person male stranger | Un señor que estaba detrás de nosotras',
      'person female stranger | Una muchacha de la Cruz Roja',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>0 physical', 'friendliness 3>0'],
    emotions: ['sadness D', 'happiness D'],
  },
  // The dreamer is a woman of fifty-eight. The grandfather is only spoken of. Uncertain: Raúl refusing even
  // to look at his son is a deliberate snub (rejection), and his "bravo" (Cuba) his anger. The hug and the
  // watch left with her are two friendly acts. "nadie me hacía caso" names nobody: not coded. Crying is
  // sadness; the pain in the chest is a body sensation.
  {
    text: 'Soñé que era el día que mi hijo Yordan se iba para Miami, y estaba toda la familia en la sala de la casa, en Alamar, con las maletas en el piso. Mi esposo, Raúl, no quiso ni mirarlo, estaba bravo porque el muchacho se iba. Yordan me abrazó y me dejó su reloj, el que le regaló su abuelo, para que yo se lo guardara. Después salió por la puerta y la puerta daba directo al aeropuerto, y yo gritaba su nombre y nadie me hacía caso. Me desperté llorando, con un dolor en el pecho como si fuera verdad.',
    characters: [
      'person male family | mi hijo Yordan',
      'person unknown family plural | toda la familia',
      'person male family | Mi esposo, Raúl',
    ],
    interactions: ['aggression 2>0', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['anger 2', 'sadness D'],
  },
  // Typed in a hurry. The dreamer is a boy of sixteen. The father is named only as the owner of the conuco,
  // and the goat he looks for is never found: neither is coded. The ciguapa (Dominican Republic), a woman
  // with her feet turned backwards, is a creature, female; staring at him is no act. The dog leaping on her
  // is physical aggression. "miedo" is apprehension; "sudao" a body sensation.
  {
    text: 'sone que estaba en el conuco de mi papa en constanza buscando una chiva que se habia soltado, ya de noche, con una linterna que casi no alumbraba. en el arroyo vi una mujer desnuda con el pelo largo hasta el suelo y los pies virados para atras. era una ciguapa. se me quedo mirando y yo no me podia mover. mi perro bruno se le tiro encima ladrando y ella salio huyendo monte adentro. cuando reaccione estaba metido en el agua hasta la cintura y no se como llegue ahi. me desperte sudao y con un miedo que no se me quitaba',
    characters: [
      'creature female - | una mujer desnuda con el pelo largo hasta el suelo',
      'animal unknown - | mi perro bruno',
    ],
    interactions: ['aggression 1>0 physical'],
    emotions: ['apprehension D'],
  },
  // Told in the present. The dreamer is a woman of thirty-six. Telling her a stamp is missing is the
  // clerk's work; "Le reclamo" is the dreamer's complaint (verbal aggression) and the clerk's rude answer a
  // second act. Lending the pen and "que no me apure" (Puerto Rico, not to worry) are two friendly acts. The
  // old teacher is known, with no act. "coraje" (Puerto Rico) is anger, "una alegría" happiness.
  {
    text: 'Estoy en el CESCO de Bayamón renovando la licencia y la fila de gente no se mueve. Cuando por fin me toca, la empleada me dice que me falta un sello y que tengo que ir a comprarlo a Colecturía y hacer la fila otra vez. Le reclamo que eso no me lo dijeron por teléfono y me contesta, bien sangrona, que ese no es su problema. Un señor mayor que está detrás de mí me presta un bolígrafo y me dice que no me apure, que él lleva tres horas. De momento veo a mi maestra de cuarto grado, Miss Rivera, sentada con un número en la mano, igualita que hace treinta años. Estoy que exploto de coraje, pero cuando la veo me entra una alegría.',
    characters: [
      'person unknown stranger plural | la fila de gente',
      'person female stranger | la empleada',
      'person male stranger | Un señor mayor que está detrás de mí',
      'person female known | mi maestra de cuarto grado, Miss Rivera',
    ],
    interactions: ['aggression D>1', 'aggression 1>D', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // The dreamer is a woman of fifty. The mother-in-law is present; the tourists are a crowd; the customers
  // from Quito are only spoken of. Uncertain: the cuy that speaks with her dead father's voice is one
  // animal, not the father, and its words of comfort friendliness; the other roasted cuyes are food, not
  // characters. "una inútil" is aggression. "no sabía si era mi papá o un cuy" only describes; crying is
  // sadness, "sin entender nada" confusion.
  {
    text: 'Soñé que estaba asando cuyes en el negocio de mi suegra, en la vía a Baños, un domingo lleno de turistas. Uno de los cuyes, ya pelado y en el palo, abrió los ojos y me habló con la voz de mi papá, que murió hace seis años. Me dijo que no me preocupara por la plata, que todo se iba a arreglar. Después saltó del palo y se fue corriendo entre las mesas. Mi suegra me gritó que era una inútil, que cómo lo dejé escapar. Yo no sabía si era mi papá o un cuy. Me desperté llorando y sin entender nada.',
    characters: [
      'person female family | mi suegra',
      'person unknown stranger plural | turistas',
      'animal unknown - | Uno de los cuyes',
    ],
    interactions: ['friendliness 2>D', 'aggression 0>D'],
    emotions: ['sadness D', 'confusion D'],
  },
  // The dreamer is a miner of thirty-four in Potosí. The offerings left to the Tío are a rite, not coded.
  // Uncertain: the Tío, the clay figure of the mine, is a creature, male; grabbing the dreamer's wrist while
  // saying he owes him is one act (physical). Wilber pulling him back is a pull to safety (friendliness,
  // physical); the api is friendliness. The "wawas" (children) are present. "asustado" is apprehension.
  {
    text: 'Soñé que estaba trabajando en el Cerro Rico con mi cuñado Wilber, como siempre, en el socavón. Antes de entrar le dejamos al Tío su coca, su cigarro y un chorrito de alcohol, como se hace los viernes. Pero esta vez el Tío se movió, me agarró la muñeca con su mano de barro y me dijo que yo le debía. Wilber me jaló para atrás y corrimos hasta la bocamina sin mirar atrás. Afuera estaba mi esposa con mis wawas, y me dio un api calientito. Me desperté asustado y ese día no quise entrar a la mina.',
    characters: [
      'person male family | mi cuñado Wilber',
      'creature male - | el Tío',
      'person female family | mi esposa',
      'person unknown family plural | mis wawas',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 0>D physical', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // Told in the present. The dreamer is a woman of nineteen; her grandmother, who has died, appears and is a
  // character. Making chipa together is a shared task. Uncertain: the cousin eating chipas from the family
  // basket is no act, and the grandmother's smack with the dishcloth on his hand physical aggression even in
  // play. The chipa snatched from her hand by the dog is theft (physical); the first chipa a gift. "feliz"
  // is happiness, "nostalgia" on waking sadness.
  {
    text: 'Estoy en la casa de mi abuela, Ña Eusebia, en Itauguá, haciendo chipa para Semana Santa, como cuando era chica. Mi abuela amasa y yo hago las rosquitas. El tatakua está calentito y todo huele a anís. Llega mi primo Rodrigo de Buenos Aires y se come tres chipas del canasto sin preguntar, y la abuela le pega con el repasador en la mano. Después el Lobo, el perro, me roba una chipa de la mano y sale disparando. Mi abuela me da la primera chipa que sale del horno. Estoy feliz, pero al despertar me acuerdo que la abuela ya no está y me da una nostalgia tremenda.',
    characters: [
      'person female family | mi abuela, Ña Eusebia',
      'person male family | mi primo Rodrigo',
      'animal unknown - | el Lobo, el perro',
    ],
    interactions: ['aggression 0>1 physical', 'aggression 2>D physical', 'friendliness 0>D'],
    emotions: ['happiness D', 'sadness D'],
  },
  // The dreamer is a man of forty-one. No interaction: the people on the shore are only seen from the air,
  // and those who took him to the lake as a boy are only remembered. "No me daba nada de miedo" is negated;
  // "libre y feliz" is happiness.
  {
    text: 'Soñé que volaba encima del lago de Amatitlán, bajito, casi tocando el agua con los pies. Abajo se veían las lanchas y la gente comiendo mojarras en la orilla, chiquititos como hormigas. Yo iba con los brazos abiertos y no me costaba nada, como si siempre hubiera sabido volar. Después subí hasta el volcán de Pacaya y vi la lava corriendo, pero no quemaba. No me daba nada de miedo. Me sentía libre y feliz, como cuando era patojo y me traían al lago los domingos. Me desperté con ganas de volverme a dormir.',
    characters: ['person unknown stranger plural | la gente comiendo mojarras en la orilla'],
    interactions: [],
    emotions: ['happiness D'],
  },
  // The dreamer is a man of fifty-two. Uncertain: the two Cadejos (Honduras) are creatures of unknown sex
  // (a dog, no sexed noun); the white one walking beside him is not coded, as a dog following the dreamer in
  // es-tuning-6.ts. The black one leaping on the white and the two rolling in the street are one code each
  // way (physical). "me dijo de todo" is the wife's aggression. "miedo" is apprehension; "bolo" (drunk) and
  // "una goma" (a hangover) name no feeling.
  {
    text: 'Soñé que venía a pie de una fiesta en una aldea, ya bien bolo, por las calles empedradas de Santa Rosa de Copán. Un perro blanco grandote, con los ojos como brasas, se puso a caminar a mi lado. Yo sabía que era el Cadejo blanco, el que cuida a los bolos. En la esquina del Calvario salió otro, negro, gruñendo, y se le tiró encima al blanco, y los dos se revolcaron en la calle hasta que el negro se fue. Cuando llegué a la casa, mi mujer, la Dilcia, me abrió la puerta y me dijo de todo por llegar a esa hora. Me desperté con miedo y con una goma del diablo.',
    characters: [
      'creature unknown - | Un perro blanco grandote, con los ojos como brasas',
      'creature unknown - | otro, negro',
      'person female family | mi mujer, la Dilcia',
    ],
    interactions: ['aggression 1>0 physical', 'aggression 0>1 physical', 'aggression 2>D'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of forty-seven; "toda la familia" is present. Not being recognized at first is no
  // act. The brother's hug (physical) and the perfume are two friendly acts; the mother running to hug him
  // is friendliness (physical). "lloraba de la alegría" is the happiness only.
  {
    text: 'Soñé que íbamos al aeropuerto de Comalapa a recibir a mi hermano Mauricio, que se fue para Los Ángeles hace quince años y nunca ha podido venir. Estaba toda la familia con un cartel que decía Bienvenido a casa. Cuando salió venía gordo y canoso, y al principio no me reconoció, se me quedó viendo como a una extraña. Después me dio un abrazo que no me soltaba y me regaló un perfume. Mi mamá, que en la vida real ya no camina, en el sueño corrió a abrazarlo. Yo lloraba de la alegría.',
    characters: [
      'person male family | mi hermano Mauricio',
      'person unknown family plural | toda la familia',
      'person female family | Mi mamá',
    ],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D', 'friendliness 2>0 physical'],
    emotions: ['happiness D'],
  },
  // The dreamer is a woman of twenty-nine, a teacher; her pupils are known, and the "doce niños" are the
  // same group. The pupil's father, named, is known; carrying the children across on his horse is one rescue
  // of the group (friendliness, physical), carrying her a second. Yeris is named out of the pupils; the
  // flower is a gift. The children crying is their sadness; "Yo no sabía qué hacer" only describes;
  // "preocupada" is apprehension, "contenta" happiness.
  {
    text: 'Soñé que era maestra otra vez en la escuelita de la comarca, cerca de Matiguás, y se vino un aguacero justo a la hora de la salida. El río creció y los chavalos no podían pasar para sus casas. Yo no sabía qué hacer, con doce niños llorando alrededor mío. Llegó don Tránsito, el papá de una de las alumnas, en su caballo, y fue pasando a los chiquitos de dos en dos al otro lado. A mí me pasó de última, agarrada de su cintura. Un chavalito, el Yeris, me dio una flor toda mojada antes de irse. Me desperté preocupada, pero contenta.',
    characters: [
      'person unknown known plural | los chavalos',
      'person male known | don Tránsito, el papá de una de las alumnas',
      'animal unknown - | su caballo',
      'person male known | Un chavalito, el Yeris',
    ],
    interactions: ['friendliness 1>0 physical', 'friendliness 1>D physical', 'friendliness 3>D'],
    emotions: ['sadness 0', 'apprehension D', 'happiness D'],
  },
  // Told in the present. The dreamer is a woman of sixty-three. Uncertain: the churchill bought for each
  // grandchild is two acts, one to each. The gull snatching hers is theft (physical); Fabián laughing at her
  // is mockery; the vendor's second churchill is a gift. "me pego un susto" (Costa Rica) is apprehension.
  {
    text: 'Estoy en el Paseo de los Turistas, en Puntarenas, con mis nietos Fabián y Valeria, un domingo de un calor horrible. Les compro un churchill a cada uno y otro para mí. Nos sentamos en una banca frente al mar y una gaviota baja en picada y me arrebata el churchill de las manos. Fabián se ríe de mí hasta que le da hipo. El señor del carrito, que vio todo, me regala otro. Después el paseo se llena de gente y pierdo de vista a Valeria, y me pego un susto horrible, hasta que la encuentro viendo los barcos, tranquilita.',
    characters: [
      'person male family | Fabián',
      'person female family | Valeria',
      'animal unknown - | una gaviota',
      'person male stranger | El señor del carrito',
      'person unknown stranger plural | gente',
    ],
    interactions: [
      'friendliness D>0',
      'friendliness D>1',
      'aggression 2>D physical',
      'aggression 0>D',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D'],
  },
  // The dreamer is a man of forty-five; the doctor is only spoken of. "todo el mundo" is the runners on the
  // promenade, a crowd (the dream has no other group). Uncertain: the old man's "dale, gordo" shouted as he
  // rides off laughing is mockery. The compadre's invitation and the ladies' applause are friendliness.
  // "vergüenza" is apprehension, "contento" happiness; "echando los bofes" is a body sensation.
  {
    text: "Soñé que salía a trotar a la Cinta Costera a las cinco de la mañana, porque el doctor me dijo que tengo que bajar de peso. Yo iba echando los bofes y todo el mundo me pasaba, hasta un viejito en bicicleta que me gritó 'dale, gordo' y se fue riendo. Más adelante me encontré a mi compadre Nicolás haciendo ejercicio con un grupo de señoras, y me invitó a hacer la rutina con ellos. Las señoras me aplaudían cada vez que hacía una sentadilla. Chuleta, al principio me dio vergüenza, pero terminé contento, sudando como un pollo.",
    characters: [
      'person unknown stranger plural | todo el mundo',
      'person male stranger | un viejito en bicicleta',
      'person male friend | mi compadre Nicolás',
      'person female stranger plural | un grupo de señoras',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The dreamer is a miner of forty-seven. No interaction: the son, present as a small boy, sleeps beside
  // him, and the radio gives only noise. "harto susto" is apprehension; "el corazón a mil" is a body
  // sensation.
  {
    text: 'Soñé que estaba manejando el camión de extracción en la mina, en Chuqui, en el turno de noche, y el camión no frenaba. Bajaba y bajaba por el rajo y abajo no había fondo, pura oscuridad. La radio no funcionaba, solo se oía ruido. Al lado mío iba sentado mi hijo Benjamín, chico, de cuatro años, aunque ahora tiene veinte, durmiendo tranquilo como si nada. Yo apretaba el freno con las dos piernas. Desperté en el campamento con el corazón a mil y con harto susto.',
    characters: ['person male family | mi hijo Benjamín'],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of thirty-five. The husband is named only as the owner of the shirt; not
  // speaking with the neighbour for years is waking life. Uncertain: the neighbour throwing everything back
  // over the wall without a word is a snub (rejection, not physical). The daughter's help is friendliness.
  // "Triste no estaba" is negated; "bronca" (Argentina) is anger; the headache a body sensation.
  {
    text: 'Soñé que era un día de zonda en Godoy Cruz, con ese viento caliente que te seca la boca, y yo tenía la ropa colgada en la terraza. Subí corriendo a descolgarla y el viento se llevó las sábanas y la camisa de trabajo de mi marido al patio de la vecina, la Graciela, con la que no nos hablamos desde hace años. Le toqué el timbre y me tiró todo por encima de la tapia sin decirme ni hola. Mi hija Martina me ayudó a juntar la ropa del suelo. Triste no estaba, estaba con una bronca bárbara y me dolía la cabeza.',
    characters: ['person female known | la vecina, la Graciela', 'person female family | Mi hija Martina'],
    interactions: ['aggression 0>D', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  // The dreamer is a teacher of fifty-four; her class is known, "todos" and "los demás" are the class, and
  // the pupils named out of it and the adscripta (a co-worker) are known. "Nadie me prestaba atención" is
  // not coded. The paper plane thrown into her face is physical aggression; the class laughing at her is
  // mockery. Uncertain: sending Brian to Adscripción is a punishment (verbal aggression); his "vieja
  // amargada" is a second act, and being taken away by the ear physical aggression to him. The water is
  // friendliness. "ganas de llorar" is sadness, "calentura" (Uruguay) anger; trembling a body sensation.
  {
    text: 'Soñé que daba clase de Historia en el liceo de Salto donde trabajo, en un tercero que es de terror. Nadie me prestaba atención, todos con el celular. Un gurí del fondo, el Brian, me tiró un avioncito de papel que me pegó en la cara, y los demás se rieron de mí. Lo mandé a Adscripción y me dijo que yo era una vieja amargada. Ahí entró la adscripta, la Mónica, y se lo llevó agarrado de una oreja, como en la escuela de antes. Una gurisa de adelante, la Sofía, me trajo un vaso de agua. Quedé temblando y con ganas de llorar, y con una calentura terrible.',
    characters: [
      'person unknown known plural | un tercero',
      'person male known | Un gurí del fondo, el Brian',
      'person female known | la adscripta, la Mónica',
      'person female known | Una gurisa de adelante, la Sofía',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>D',
      'aggression D>1',
      'aggression 1>D',
      'aggression 2>1 physical',
      'friendliness 3>D',
    ],
    emotions: ['sadness D', 'anger D'],
  },
  // The dreamer is a widow of seventy-one from Zamora; "mi Antonio" is only remembered. Being asked to dance
  // is friendliness, and saying yes the dreamer's friendliness back; dancing is not coded. Maruja's "cara de
  // vinagre" only shows; her remark is aggression. "Me enfadé" is anger, "contenta" happiness, "triste"
  // sadness.
  {
    text: 'Soñé que estaba de viaje del Imserso en Benidorm con mi amiga Maruja, en el mismo hotel de hace dos años. Por la noche había baile en el salón y un señor de Bilbao, muy bien peinado, me sacó a bailar un pasodoble. Yo, que desde que se murió mi Antonio no había bailado con nadie, le dije que sí. Maruja se quedó sentada con cara de vinagre y luego, en la habitación, me dijo que a mi edad estaba haciendo el ridículo. Me enfadé muchísimo con ella. Me desperté contenta por el baile y triste por lo de Maruja.',
    characters: [
      'person female friend | mi amiga Maruja',
      'person male stranger | un señor de Bilbao, muy bien peinado',
    ],
    interactions: ['friendliness 1>D', 'friendliness D>1', 'aggression 0>D'],
    emotions: ['anger D', 'happiness D', 'sadness D'],
  },
  // The dreamer is a woman of twenty-four. Uncertain: the other mothers and the children, not said to be
  // known, are strangers; the teacher is known. "Una mamá de atrás", not named, is coded to the mothers, and
  // calling Mateo "un chillón" is aggression to him. Carrying and comforting him is one friendly act
  // (physical); the paper pot and the kiss are two. Mateo crying is his sadness; "Lloré de la emoción, bien
  // orgullosa" is happiness only.
  {
    text: 'Soñé que era el festival del 10 de mayo en el kínder de mi hijo Mateo, en Metepec. Todas las mamás estábamos sentadas en sillitas y los niños salieron a bailar vestidos de flores. Mateo no quiso bailar y se quedó parado en medio del patio, llorando. La maestra Lupita lo cargó y lo estuvo consolando hasta que se calmó. Una mamá de atrás dijo bien fuerte que mi hijo era un chillón. Al final Mateo me trajo una macetita de papel con mi nombre que hizo en clase y me dio un beso. Lloré de la emoción, bien orgullosa de mi chiquito.',
    characters: [
      'person male family | mi hijo Mateo',
      'person female stranger plural | Todas las mamás',
      'person unknown stranger plural | los niños',
      'person female known | La maestra Lupita',
    ],
    interactions: ['friendliness 3>0 physical', 'aggression 1>0', 'friendliness 0>D', 'friendliness 0>D physical'],
    emotions: ['sadness 0', 'happiness D'],
  },
  // The dreamer is a Colombian woman of forty-nine who cares for an old woman in Madrid; the old woman and
  // her son are known. The daughter she is taken for and the dreamer's mother are only spoken of. Giving the
  // merienda is her work; the hug with "me había echado mucho de menos" is one friendly act (physical), the
  // son's rebuke "de malas maneras" aggression. Both women's crying is sadness; "el corazón arrugado" only
  // describes.
  {
    text: 'Soñé que estaba en el piso de doña Pilar, la señora que cuido en Chamberí, dándole la merienda. Ella me miró y me llamó Carmencita, que es el nombre de su hija, y me abrazó llorando, diciéndome que me había echado mucho de menos. Yo no la corregí, la dejé que me abrazara. Luego llegó su hijo, don Ignacio, y me dijo de malas maneras que no le diera galletas, que tiene el azúcar alto. Me fui a la cocina y lloré por mi mamá, que está en Pereira y hace seis años que no la veo. Me desperté con el corazón arrugado.',
    characters: ['person female known | doña Pilar, la señora que cuido', 'person male known | su hijo, don Ignacio'],
    interactions: ['friendliness 0>D physical', 'aggression 1>D'],
    emotions: ['sadness 0', 'sadness D'],
  },
  // The dreamer is a man of fifty. No interaction: the guard asleep does nothing, and waking him is not
  // dared. "agobiadísimo" is apprehension, "sin entender nada" confusion.
  {
    text: 'Soñé que había dejado el coche en el parking de la T4 de Barajas y al volver de un viaje no lo encontraba. Subía y bajaba plantas y todas eran iguales, con los mismos pilares verdes y el mismo olor a gasolina. Llevaba la maleta y cada vez pesaba más. En una planta había un vigilante dormido en su cabina y no me atreví a despertarle. Los números de las plazas cambiaban cuando los miraba. Al final encontré un coche igual que el mío, pero con una sillita de bebé detrás, y yo no tengo hijos. Me desperté agobiadísimo y sin entender nada.',
    characters: ['person male stranger | un vigilante dormido en su cabina'],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
];
