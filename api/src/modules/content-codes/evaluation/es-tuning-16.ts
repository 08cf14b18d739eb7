// Spanish, sixteenth tuning batch, the twelfth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain: Extremadura, Catalonia, Cádiz and La Mancha; Mexico, Argentina,
// Uruguay, Chile, Colombia, Peru, Venezuela, Cuba, the Dominican Republic, Puerto Rico, Ecuador, Bolivia,
// Paraguay, Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica, Panama), each in its own idiom ("pasar
// la ITV", "un tío con bigote", "me echó la bronca", "aquella chatarra", "cabreadísima", "una calçotada",
// "se parten de risa", "avergonzadísimo", "disfrazada de bombona de butano", "un chirigotero", "se metió
// conmigo", "un chaval", "me moría de vergüenza", "me lo pasé en grande", "el gordo", "medio pueblo", "mi
// jefa", "mi abuelita", "me dio coraje", "bien contenta", "un temazcal", "¡Pareces camarón!", "me da mucha
// pena", "la lancha colectiva", "mi viejo", "un pibe", "un parlante", "Andá a la mierda", "se cagaba de
// risa", "una bronca bárbara", "un veterano", "un medio y medio", "un gurí", "lo corrió", "re triste", "mi
// polola", "un flaite", "un mar de gente", "la noche de las velitas", "el andén", "necio", "me dio mucha
// piedra", "mi pata", "su enamorada", "bien mareado", "se pelearon a gritos", "nos invitó una chicha de
// jora", "un roche", "buenazo", "mi jeva", "un catire", "me metió un coñazo", "arrecho", "vale", "mi puro",
// "mi socio", "un volador", "se muere de la risa", "me da gracia", "un concho", "me desmonté", "las fundas",
// "mi corillo", "un nene", "enfogonada", "mi ñaña", "la fanesca", "la pollera", "un sopapo", "un karai",
// "los promeseros", "mi cuate", "el xocomil", "un patojo", "un maje borracho", "una baleada", "cólera",
// "mi chero", "unos bichos", "un señor bien bolo", "mi mama", "un raspado", "el cacho", "una chicha", "un
// copo", "mi fren", "una señora guna", "chaquiras", "¡chuzo!").
// Conventions followed (README.md, es-tuning-15.ts and the earlier batches): an interaction aimed at "nos"
// is one event, coded once with the dreamer as recipient ("nos repartió faroles", "nos invitó una chicha",
// "nos regaló unas gorditas", "nos tira un volador encima"); an act of a group is coded to the group only,
// while people who stand out from a group by name or kin ("su abuelo" and "su primo Pau" in "toda su
// familia", "mi ñaña Mishell" and "su esposo, Ronny" in "toda la familia", "mi amiga la Pau" among "unas
// amigas del trabajo") are coded apart; a reciprocal act ("se pelearon a gritos", "se pusieron a
// discutir") is two codes; an attempted act is coded as the act ("la quiso besar a la fuerza"); people only
// mentioned or named as owners ("un amigo de mi viejo", "la fraternidad de mi tío Hilarión", "mi mamá me
// había dicho que no fuera") are not characters, nor are people seen only on television ("los niños de San
// Ildefonso", as a voice only through a speaker in en-tuning-12.ts), while an owner who then appears ("el
// coche viejo de mi padre", "la casa de mi tía Gloria", "la casa de mi abuelita Rosa") is; someone dead in
// waking life but present in the dream is coded ("mi padre, que murió hace tres años", "mi abuela Zulma,
// que murió el año pasado", "mi abuelita, que murió hace tres años"); in-laws are family ("su esposo,
// Ronny", the husband of the dreamer's sister), the friends and relatives of people the dreamer knows
// known ("toda su familia" and "su primo Pau" of a girlfriend, "su enamorada" and "su novia" of a friend,
// "su hermana" of a boyfriend); guilt, shame and embarrassment ("vergüenza", "avergonzadísimo", "pena" in
// Mexico, "roche" in Peru) are apprehension, relief, pride and amusement happiness ("me da gracia",
// "aliviada"); "cabreadísima" (Spain), "coraje" (Mexico), "bronca" (Argentina), "arrecho" (Venezuela) and
// "cólera" (Honduras) are anger; laughter aimed at no one ("se parten de risa", "se cagaba de risa", "se
// muere de la risa", "se reía como loco") is the laugher's amusement, not an interaction, while laughing
// at someone ("se rió de mí", "se ríe de mí", "se burla de mí") is mockery; body sensations ("ya no sentía
// los pies") and feelings of no HVdC class ("relajada", "cansadísima") are not coded, nor are negated
// feelings ("No estaba triste", "no tenía miedo", "no me pareció nada chistoso"); acts only wished or
// denied ("Yo quería pegarle, pero no lo hice", "Nadie hace nada", "nadie le daba ni una moneda") and
// accidents are not coded; a rite ("como es la costumbre", the mañanitas sung to the Virgen, the singing in
// the temazcal) and a professional's work (an inspection, a grill-cook serving the meal, selling molas) are
// not coded; a rescue that takes hold of the attacker is aggression to the attacker, one that pulls the
// victim free or puts out a fire on them friendliness (physical, as the water in en-tuning-13.ts); a
// defence said to the attacker ("le dijo que no fuera grosero", "le dijo que me respetara", "le dijo que se
// largara") is aggression to the attacker only; a blame and its punishment are two acts; being put off a
// boat is rejection, not physical unless someone takes hold of the person; teaching is friendliness; a
// girlfriend's or a boyfriend's kiss is sexuality (physical), a mother's kiss and a hand held friendliness
// (physical); a blow with a horn is the animal's aggression (as "me pegó una cornada" in es-tuning-14.ts);
// animals are coded of unknown sex. Conventions this batch had to decide: "mi jefa" (Mexico) is the mother
// and "mi puro" (Cuba) the father, "mi mama" (Nicaragua) the mother; "mi chero" (El Salvador) and "mi fren"
// (Panama) are friends, "mi corillo" (Puerto Rico) a group of friends; "un flaite" (Chile), "un patojo"
// (Guatemala) and "un maje" (Honduras) are males, "un karai" (Guaraní) an older man, "unos bichos" (El
// Salvador) youngsters of unstated sex; "bolo" (Central America) and "mareado" (Peru) mean drunk and name
// no feeling; "me dio piedra" (Colombia), "enfogonada" (Puerto Rico) and "una chicha" (Costa Rica) are
// anger; the villagers filling the bar of the dreamer's own village ("medio pueblo") are known; a
// mocking quip in quotation marks is mockery, the quote being the act, not a feeling; holding the
// dreamer's hand is friendliness even from a husband; the fireballs of Nejapa thrown "como es la
// costumbre" are the rite, a ball that lands in the dreamer's hair an accident, and the firefighter's
// water a rescue; a drink given to the dreamer's grandmother on top of the meal served is a gift; a
// "volador" thrown at "nos" on purpose is one physical act, to the dreamer.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_16: HandCodedDream[] = [
  // The father first names the car, then is present, dead in waking life: coded. The inspection is the
  // inspector's work, but "me echó la bronca" with the quoted verdict is one verbal act of aggression. The
  // man laughing at the dreamer is mockery; the pat on the shoulder is friendliness (physical).
  // "cabreadísima" is anger.
  {
    text: 'Fui a pasar la ITV en Badajoz con el coche viejo de mi padre, que echaba humo por todas partes. El inspector, un tío con bigote y mono azul, me echó la bronca por llevar aquella chatarra y me dijo: "Esto no pasa ni de broma". Un señor que esperaba detrás se rió de mí. Entonces apareció mi padre, que murió hace tres años, y me dio una palmada en el hombro. Estaba cabreadísima, pero feliz de verlo.',
    characters: [
      'person male stranger | el inspector, un tío con bigote y mono azul',
      'person male stranger | un señor que esperaba detrás',
      'person male family | mi padre',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. A girlfriend is a friend; her family is a group the dreamer knows, and the
  // grandfather and cousin Pau stand out by kin (known). Teaching the dreamer to peel calçots is
  // friendliness; the sauce thrown "a propósito" is physical. Everyone laughing is aimed at no one: the
  // family's amusement. The hug is friendliness (physical).
  {
    text: 'Estoy en una calçotada en una masía de Tarragona con mi novia, Laia, y toda su familia. Su abuelo, un señor muy serio con boina, me enseña a pelar los calçots y a mojarlos en la salsa. Su primo Pau me tira salsa romesco en la camisa nueva a propósito, y todos se parten de risa. Laia me da un abrazo. Estoy avergonzadísimo, pero contento.',
    characters: [
      'person female friend | mi novia, Laia',
      'person unknown known plural | toda su familia',
      'person male known | su abuelo, un señor muy serio con boina',
      'person male known | su primo Pau',
    ],
    interactions: ['friendliness 2>D', 'aggression 3>D physical', 'friendliness 0>D physical'],
    emotions: ['happiness 1', 'apprehension D', 'happiness D'],
  },
  // "la gente" (also "todo el mundo") is the crowd present. A chirigotero dressed as a nun is a person in
  // costume; "se metió conmigo" is verbal aggression. The crowd "se partía de risa": amusement. The drunk
  // lad's push is physical and the sister's push back aggression to him (physical). The fall on the stall
  // is no act.
  {
    text: 'Era el Carnaval de Cádiz y yo iba disfrazada de bombona de butano con mi hermana Mari Ángeles. En la calle un chirigotero vestido de monja, un gordito con bigote, se metió conmigo delante de todo el mundo, y la gente se partía de risa. Luego un chaval borracho me empujó y me caí encima de un puesto de erizos. Mi hermana le dio un empujón a él. Me moría de vergüenza, pero me lo pasé en grande.',
    characters: [
      'person female family | mi hermana Mari Ángeles',
      'person male stranger | un chirigotero vestido de monja, un gordito con bigote',
      'person unknown stranger plural | la gente',
      'person male stranger | un chaval borracho',
    ],
    interactions: ['aggression 1>D', 'aggression 3>D physical', 'aggression 0>3 physical'],
    emotions: ['happiness 2', 'apprehension D', 'happiness D'],
  },
  // No interaction. Uncertain: "medio pueblo" in the bar of the dreamer's village are neighbours (known), a
  // group present. The children of San Ildefonso are only on television: no characters. The uncle says
  // nothing. "No estaba triste" is negated; "confundido" is confusion.
  {
    text: 'Era el 22 de diciembre y estaba en el bar del pueblo, en Tomelloso, con mi tío Julián y medio pueblo, viendo el sorteo de la lotería en la tele. Cuando los niños de San Ildefonso cantaron el gordo, era nuestro número. Pero al sacar el décimo de la cartera, se había convertido en una hoja de parra. Mi tío no dijo nada; siguió mirando la tele. No estaba triste, solo tan confundido que me desperté.',
    characters: ['person male family | mi tío Julián', 'person unknown known plural | medio pueblo'],
    interactions: [],
    emotions: ['confusion D'],
  },
  // "mi jefa" (Mexico) is the mother. The pilgrims are a crowd present, the mariachis a group (unknown sex:
  // a masculine plural); the mañanitas sung to the Virgen are the rite. The push is physical; "que no
  // fuera grosero" is the mother's defence said to him. The gorditas for "nos" are one act, to the dreamer.
  // The grandmother crying "de alegría" is her happiness; "coraje" is anger.
  {
    text: 'Era 12 de diciembre y fui a la Basílica de Guadalupe con mi jefa y mi abuelita, entre miles de peregrinos. Un señor con un estandarte de la Virgen me empujó para pasar, y mi jefa le dijo que no fuera grosero. Luego unos mariachis le cantaron las mañanitas a la Virgen y mi abuelita lloró de alegría. Una señora de Puebla nos regaló unas gorditas de nata. Me dio coraje con el señor, pero salí bien contenta.',
    characters: [
      'person female family | mi jefa',
      'person female family | mi abuelita',
      'person unknown stranger plural | miles de peregrinos',
      'person male stranger | un señor con un estandarte de la Virgen',
      'person unknown stranger plural | unos mariachis',
      'person female stranger | una señora de Puebla',
    ],
    interactions: ['aggression 3>D physical', 'aggression 0>3', 'friendliness 5>D'],
    emotions: ['happiness 1', 'anger D', 'happiness D'],
  },
  // Told in the present. A husband is family; the work friends are a group (friends), and la Pau stands
  // out by name. Doña Chela guiding the temazcal is a stranger; her water and song are the rite. The quip
  // "¡Pareces camarón!" is mockery. Holding the hand is friendliness (physical), and so is the hug. "pena"
  // (Mexico) is embarrassment; "relajada" names no class.
  {
    text: 'Estoy en un temazcal en Tepoztlán con mi esposo, Iván, y unas amigas del trabajo. Adentro hace un calor horrible, y la señora que lo guía, doña Chela, echa agua en las piedras y canta. Mi amiga la Pau se burla de mí porque no aguanto el calor: "¡Pareces camarón!". Iván me agarra la mano. Al salir, doña Chela me da un abrazo. Me da mucha pena, pero salgo bien relajada.',
    characters: [
      'person male family | mi esposo, Iván',
      'person female friend plural | unas amigas del trabajo',
      'person female stranger | la señora que lo guía, doña Chela',
      'person female friend | mi amiga la Pau',
    ],
    interactions: ['aggression 3>D', 'friendliness 0>D physical', 'friendliness 2>D physical'],
    emotions: ['apprehension D'],
  },
  // The father's friend only names the house. The loud speaker is aimed at no one and the dreamer's request
  // is not coded; the quoted insult is verbal aggression. Putting the lad off at the next jetty is the
  // boatman's rejection, not physical. Nacho's laughing is his amusement; "bronca" is anger.
  {
    text: 'Íbamos en la lancha colectiva por el Delta del Tigre con mi viejo y mi hermano Nacho, a la casa de un amigo de mi viejo en una isla. Un pibe con un parlante a todo volumen no nos dejaba ni hablar. Cuando le pedí que lo bajara, me dijo: "Andá a la mierda, viejo". El lanchero, un tipo canoso, lo bajó en el muelle siguiente. Nacho se cagaba de risa. Yo tenía una bronca bárbara.',
    characters: [
      'person male family | mi viejo',
      'person male family | mi hermano Nacho',
      'person male stranger | un pibe con un parlante a todo volumen',
      'person male stranger | el lanchero, un tipo canoso',
    ],
    interactions: ['aggression 2>D', 'aggression 3>2'],
    emotions: ['happiness 1', 'anger D'],
  },
  // The grandmother is dead in waking life but present: coded. Serving the asado is the grill-cook's work;
  // the medio y medio given to the grandmother on top of it is a gift. The gurí taking the phone is theft
  // (physical); Matías chasing him ("lo corrió") is physical though he does not catch him. The caress is
  // friendliness (physical).
  {
    text: 'Fui a almorzar al Mercado del Puerto, en Montevideo, con mi abuela Zulma, que murió el año pasado, y mi primo Matías. El parrillero, un veterano de bigote, nos sirvió un asado enorme y a mi abuela le regaló un medio y medio. Un gurí que pedía monedas me sacó el celular de la mesa y salió corriendo. Matías lo corrió hasta la rambla, pero no lo agarró. Mi abuela me acarició la cara. Estaba re triste, pero contento de verla.',
    characters: [
      'person female family | mi abuela Zulma',
      'person male family | mi primo Matías',
      'person male stranger | el parrillero, un veterano de bigote',
      'person male stranger | un gurí que pedía monedas',
    ],
    interactions: [
      'friendliness 2>0',
      'aggression 3>D physical',
      'aggression 1>3 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // Told in the present. A "polola" is a girlfriend; "un mar de gente" is a crowd present. Pulling la Cata's
  // hair and pushing the dreamer against a railing are two physical acts of the flaite. "Nadie hace nada"
  // is denied. The girlfriend's kiss is sexuality (physical).
  {
    text: 'Es Año Nuevo y estoy en el cerro Alegre, en Valparaíso, con mi polola, la Cata, esperando los fuegos artificiales entre un mar de gente. Un flaite con una botella de pisco le tira el pelo a la Cata y, cuando me acerco, me empuja contra una reja. Nadie hace nada. A las doce en punto, la Cata me da un beso larguísimo. Estoy asustado, pero después me siento feliz.',
    characters: [
      'person female friend | mi polola, la Cata',
      'person unknown stranger plural | un mar de gente',
      'person male stranger | un flaite con una botella de pisco',
    ],
    interactions: ['aggression 2>0 physical', 'aggression 2>D physical', 'sexuality 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The aunt first names the house, then is present; "todos los primos" are a group, and Brayan stands out
  // by name. The paper lanterns handed out to "nos" are one gift, to the dreamer. Burning the arm "a
  // propósito" is physical. The scolding and sending him inside are a blame and its punishment: two acts.
  // "Yo quería pegarle, pero no lo hice" is only wished. "me dio piedra" (Colombia) is anger.
  {
    text: 'Era la noche de las velitas y estábamos en la casa de mi tía Gloria, en Bucaramanga, con todos los primos, prendiendo velas en el andén. Mi tía nos repartió faroles de papel. Mi primo Brayan, que es muy necio, me quemó el brazo con una vela a propósito. Mi tía lo regañó y lo mandó para adentro. Yo quería pegarle, pero no lo hice. Me dio mucha piedra, pero después me alegré comiendo natilla.',
    characters: [
      'person female family | mi tía Gloria',
      'person unknown family plural | todos los primos',
      'person male family | mi primo Brayan',
    ],
    interactions: ['friendliness 0>D', 'aggression 2>D physical', 'aggression 0>2', 'aggression 0>2'],
    emotions: ['anger D', 'happiness D'],
  },
  // "mi pata" (Peru) is a friend, his "enamorada" known. Calling la Milu "una gorda" is verbal aggression
  // to her, and her crying her sadness. "se pelearon a gritos" is reciprocal, two codes. The chicha de jora
  // offered to "nos" is one friendly act, to the dreamer. "roche" is embarrassment.
  {
    text: 'Fuimos a almorzar a una picantería de Arequipa con mi pata Giancarlo y su enamorada, la Milu. Un señor de la mesa de al lado, bien mareado, le dijo a la Milu que era una gorda, y ella se puso a llorar. Giancarlo y él se pelearon a gritos. Al final la dueña, una señora con mandil, nos invitó una chicha de jora para calmarnos. Me dio un roche tremendo, pero el rocoto relleno estaba buenazo.',
    characters: [
      'person male friend | mi pata Giancarlo',
      'person female known | su enamorada, la Milu',
      'person male stranger | un señor de la mesa de al lado, bien mareado',
      'person female stranger | la dueña, una señora con mandil',
    ],
    interactions: ['aggression 2>1', 'aggression 0>2', 'aggression 2>0', 'friendliness 3>D'],
    emotions: ['sadness 1', 'apprehension D'],
  },
  // "mi jeva" (Venezuela) is a girlfriend, "un grupo de panas" friends present with no act. The forced kiss
  // he tried is coded as the act (sexuality, physical). "le reclamé" is the dreamer's verbal aggression, the
  // "coñazo" (a punch) physical. Leaving is no act. "arrecho" is anger.
  {
    text: 'Estaba en Choroní con mi jeva, Yuliana, y un grupo de panas, bailando tambor en la playa de noche. Un catire que no conocía se le pegó a Yuliana y la quiso besar a la fuerza. Cuando le reclamé, me metió un coñazo en la cara. Al rato el tipo se fue como si nada. Estaba arrecho, y también asustado, vale.',
    characters: [
      'person female friend | mi jeva, Yuliana',
      'person unknown friend plural | un grupo de panas',
      'person male stranger | un catire que no conocía',
    ],
    interactions: ['sexuality 2>0 physical', 'aggression D>2', 'aggression 2>D physical'],
    emotions: ['anger D', 'apprehension D'],
  },
  // Told in the present. "mi puro" (Cuba) is the father, "mi socio" a friend. The volador thrown at "nos" on
  // purpose, which burns the shirt, is one physical act, to the dreamer. The bucket of water is a rescue
  // (friendliness, physical); grabbing the lad by the neck is aggression to him (physical). Yosvani's laughing
  // is his amusement; "me da gracia" is the dreamer's.
  {
    text: 'Estoy en las parrandas de Remedios con mi puro y mi socio Yosvani, en medio de los fuegos artificiales. Un muchacho del barrio del Carmen nos tira un volador encima a propósito y me quema la camisa. Una señora me echa un cubo de agua para apagarme. Mi puro agarra al muchacho por el cuello. Yosvani se muere de la risa. Estoy asustadísimo, pero también me da gracia.',
    characters: [
      'person male family | mi puro',
      'person male friend | mi socio Yosvani',
      'person male stranger | un muchacho del barrio del Carmen',
      'person female stranger | una señora',
    ],
    interactions: ['aggression 2>D physical', 'friendliness 3>D physical', 'aggression 0>2 physical'],
    emotions: ['happiness 1', 'apprehension D', 'happiness D'],
  },
  // A "concho" is a shared taxi; the five other passengers are a group present. The quoted shout is verbal
  // aggression; "que me respetara" is a defence said to the driver. Helping the dreamer with the bags
  // ("fundas") is friendliness. "me alegró el día" is the dreamer's happiness.
  {
    text: 'Iba en un concho por la Duarte, en Santo Domingo, apretada con cinco personas más. El chofer, un señor con una gorra del Licey, me gritó: "¡Muévete, gorda!". Un muchacho que iba al lado mío le dijo que me respetara. Cuando me desmonté, el muchacho me ayudó a bajar las fundas del mercado. Me dio una rabia tremenda con el chofer, pero ese muchacho me alegró el día.',
    characters: [
      'person unknown stranger plural | cinco personas más',
      'person male stranger | el chofer, un señor con una gorra del Licey',
      'person male stranger | un muchacho que iba al lado mío',
    ],
    interactions: ['aggression 1>D', 'aggression 2>1', 'friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. "mi corillo" (Puerto Rico) is the dreamer's group of friends. Pushing Gabriel into
  // the water before he is ready is physical; the lifeguard pulling him out is a rescue (friendliness,
  // physical). Shouting at the boy is the dreamer's verbal aggression. "enfogonada" is anger, "aliviada"
  // relief (happiness).
  {
    text: 'Estoy en Crash Boat, en Aguadilla, con mi corillo y mi hermanito Gabriel, tirándonos del muelle. Un nene de como doce años empuja a Gabriel al agua antes de que esté listo. Gabriel traga agua, y un salvavidas con silbato se tira y lo saca. Yo le grito al nene que es un abusador. Estoy enfogonada, y a la vez aliviada de que Gabriel esté bien.',
    characters: [
      'person unknown friend plural | mi corillo',
      'person male family | mi hermanito Gabriel',
      'person male stranger | un nene de como doce años',
      'person male stranger | un salvavidas con silbato',
    ],
    interactions: ['aggression 2>1 physical', 'friendliness 3>1 physical', 'aggression D>2'],
    emotions: ['anger D', 'happiness D'],
  },
  // The grandmother first names the house, then is present, dead in waking life: coded; stirring the pot is
  // no act. "toda la familia" is the group; Mishell and her husband (a brother-in-law: family) stand out by
  // kin. Arguing is reciprocal, two codes. Serving the dreamer the biggest plate is friendliness.
  // "preocupada" is apprehension.
  {
    text: 'Era Viernes Santo y toda la familia estaba en la casa de mi abuelita Rosa, en Quito, comiendo fanesca. Mi abuelita, que murió hace tres años, estaba en la cocina revolviendo la olla como siempre. Mi ñaña Mishell y su esposo, Ronny, se pusieron a discutir por política en plena mesa. Mi abuelita me sirvió a mí el plato más grande, con doble queso. Estaba preocupada por la pelea, pero feliz de verla.',
    characters: [
      'person unknown family plural | toda la familia',
      'person female family | mi abuelita Rosa',
      'person female family | mi ñaña Mishell',
      'person male family | su esposo, Ronny',
    ],
    interactions: ['aggression 2>3', 'aggression 3>2', 'friendliness 1>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The uncle only names the fraternidad, which is a group the dreamer knows, present. Pulling the
  // dreamer's pollera (skirt) in front of everyone is physical; the slap ("sopapo") is the cousin's
  // aggression to him (physical). The bottle of water is a gift.
  {
    text: 'Bailaba morenada en el Gran Poder, en La Paz, con la fraternidad de mi tío Hilarión, toda con pollera y sombrero. Un borracho se metió al baile y me jaló la pollera delante de todos. Mi prima Wara le dio un sopapo. Después una señora que vendía refrescos me regaló una botella de agua. Estaba asustada y con mucha rabia, pero al final bailé feliz.',
    characters: [
      'person unknown known plural | la fraternidad de mi tío Hilarión',
      'person male stranger | un borracho',
      'person female family | mi prima Wara',
      'person female stranger | una señora que vendía refrescos',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>1 physical', 'friendliness 3>D'],
    emotions: ['apprehension D', 'anger D', 'happiness D'],
  },
  // No interaction: walking and praying together are not coded, "nadie le daba ni una moneda" is denied,
  // and the basilica is empty. "un karai" (Guaraní) is an older man. "ya no sentía los pies" is a body
  // sensation; "no tenía miedo" is negated; "confundida" is confusion.
  {
    text: 'Caminaba de noche en la peregrinación a Caacupé con mi mamá y mis tías, entre miles de promeseros con velas. Hacía un calor terrible y yo ya no sentía los pies. Un karai viejo tocaba el arpa al costado de la ruta, y nadie le daba ni una moneda. Mi mamá rezaba el rosario en voz alta. Cuando llegamos, la basílica estaba vacía y a oscuras. Estaba confundida, pero no tenía miedo.',
    characters: [
      'person female family | mi mamá',
      'person female family plural | mis tías',
      'person unknown stranger plural | miles de promeseros con velas',
      'person male stranger | un karai viejo',
    ],
    interactions: [],
    emotions: ['confusion D'],
  },
  // Told in the present. "mi cuate" is a friend; the backpackers are a group present. The xocomil (the
  // lake's afternoon wind) soaking everyone is no one's act. The boatman laughing at the dreamer is mockery;
  // lending the shawl is friendliness; Chepe holding her hand is friendliness (physical).
  {
    text: 'Voy en lancha de Panajachel a San Pedro La Laguna con mi cuate Chepe y unos mochileros gringos. Se levanta el xocomil y las olas nos mojan a todos. El lanchero, un patojo de San Pedro, se ríe de mí porque estoy temblando. Una señora con su canasto me presta su chal. Chepe me agarra la mano todo el camino. Voy muerta del miedo, pero llego contenta.',
    characters: [
      'person male friend | mi cuate Chepe',
      'person unknown stranger plural | unos mochileros gringos',
      'person male stranger | el lanchero, un patojo de San Pedro',
      'person female stranger | una señora con su canasto',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. A boyfriend is a friend, his sister known. The beer poured on the dreamer's back "a
  // propósito" is physical; Kevin's push is aggression to him (physical). The baleada bought "para que se me
  // pase el susto" is a gift, and the "susto" the dreamer's fear. "cólera" (Honduras) is anger.
  {
    text: 'Estoy en la Feria Juniana en San Pedro Sula con mi novio, Kevin, y su hermana, la Sindy. Un maje borracho con una camisa del Olimpia me echa cerveza en la espalda a propósito. Kevin lo empuja y el maje se va. La Sindy me compra una baleada para que se me pase el susto. Me da una cólera tremenda, pero al final estoy contenta.',
    characters: [
      'person male friend | mi novio, Kevin',
      'person female known | su hermana, la Sindy',
      'person male stranger | un maje borracho con una camisa del Olimpia',
    ],
    interactions: ['aggression 2>D physical', 'aggression 0>2 physical', 'friendliness 1>D'],
    emotions: ['apprehension D', 'anger D', 'happiness D'],
  },
  // The single interaction: the firefighter putting out the dreamer's hair, a rescue (friendliness,
  // physical). The mother is only mentioned. Uncertain: the fireballs thrown "como es la costumbre" are the
  // rite, and the one that lands in the dreamer's hair an accident. Memo's laughing is his amusement; "no me
  // pareció nada chistoso" is negated.
  {
    text: 'Fui a las bolas de fuego en Nejapa con mi chero Memo, aunque mi mamá me había dicho que no fuera. Unos bichos con la cara pintada se tiraban bolas de trapo encendidas, como es la costumbre, y una me cayó en el pelo. Un bombero me echó agua y me apagó. Memo se reía como loco. Yo estaba asustadísimo y no me pareció nada chistoso.',
    characters: [
      'person male friend | mi chero Memo',
      'person unknown stranger plural | unos bichos con la cara pintada',
      'person male stranger | un bombero',
    ],
    interactions: ['friendliness 2>D physical'],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // "mi mama" (Nicaragua) is the mother; the promesantes are a crowd present. The push that knocks the
  // raspado out of the dreamer's hand is one physical act; Jairo grabbing him by the shirt takes hold of the
  // attacker (physical). The new raspado and the kiss are two friendly acts, the kiss physical.
  {
    text: 'Andaba en las fiestas de Santo Domingo, en Managua, con mi mama y mi hermano Jairo, entre miles de promesantes. En la procesión un señor bien bolo me empujó y me botó el raspado. Jairo lo agarró de la camisa y le dijo que se calmara. Mi mama me compró otro raspado y me dio un beso. Estaba bien enojada, pero después me puse alegre.',
    characters: [
      'person female family | mi mama',
      'person male family | mi hermano Jairo',
      'person unknown stranger plural | miles de promesantes',
      'person male stranger | un señor bien bolo',
    ],
    interactions: [
      'aggression 3>D physical',
      'aggression 1>3 physical',
      'friendliness 0>D',
      'friendliness 0>D physical',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. The ox striking the dreamer's shoulder with its horn ("cacho") is physical (as the
  // cornada in es-tuning-14.ts). The quoted order is the ox-driver's verbal aggression. The copo (shaved
  // ice) bought to console her is a gift. "una chicha" (Costa Rica) is anger.
  {
    text: 'Estoy en el Día del Boyero en Escazú con mi abuelito Beto y mi prima Mariela, viendo pasar las carretas pintadas. De pronto un buey mueve la cabeza y me pega con el cacho en el hombro. El boyero, un señor con sombrero, me grita: "¡Quítese del camino, chiquita!". Mi abuelito me compra un copo para consolarme. Me da una chicha con el boyero, pero estoy feliz con mi abuelito.',
    characters: [
      'person male family | mi abuelito Beto',
      'person female family | mi prima Mariela',
      'animal unknown - | un buey',
      'person male stranger | el boyero, un señor con sombrero',
    ],
    interactions: ['aggression 2>D physical', 'aggression 3>D', 'friendliness 0>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // "mi fren" (Panama) is a friend, his girlfriend known and present with no act. Selling molas is no act;
  // the bracelet given on top is a gift. Sand thrown in the face "porque sí" is physical; "que se largara"
  // is Yariel's defence said to him.
  {
    text: 'Fuimos a San Blas en lancha con mi fren Yariel y su novia, la Kathy. En la isla, una señora guna nos vendió unas molas y a mí me regaló una pulsera de chaquiras. Un man de otra lancha me tiró arena en la cara porque sí. Yariel le dijo que se largara. Me dio una rabia, pero la pasé buenísimo, ¡chuzo!',
    characters: [
      'person male friend | mi fren Yariel',
      'person female known | su novia, la Kathy',
      'person female stranger | una señora guna',
      'person male stranger | un man de otra lancha',
    ],
    interactions: ['friendliness 2>D', 'aggression 3>D physical', 'aggression 0>3'],
    emotions: ['anger D', 'happiness D'],
  },
];
