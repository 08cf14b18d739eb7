// Spanish, twentieth tuning batch, the sixteenth plain batch (written and hand-coded on 2026-12-06
// before the coder was run on it, in the plain style of real dream reports, with the few interactions
// of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the
// earlier tuning batches.
// Dreams from Spain and Latin America and from Spanish speakers in the United States (Spain: Madrid and
// Valladolid; Mexico, Argentina, Uruguay, Colombia, Chile, Peru, Venezuela, Cuba, the Dominican Republic,
// Puerto Rico, Ecuador, Bolivia, Paraguay, Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica,
// Panama; a Mexican in Houston, a Dominican in Washington Heights), dreamers from twelve to seventy-five,
// in new situations (moving flat without a lift, the night shift at an Oxxo, the tortillería queue at
// dawn, a dog walker in Palermo, a shearing in Durazno, a first tattoo in Laureles, the rodeo in
// Rancagua, paragliding off the Miraflores cliffs, pigeons on a Havana roof, an arepera at four in the
// morning, roofing in Katy, a night English class, giving birth at the IGSS, a pulpería in a power cut,
// the turicentro of Los Chorros, a school chess final in Masaya, the coffee harvest in Naranjo, the
// Taboga ferry, an Uber in San Juan, a rose farm in Cayambe, a first scan in Cochabamba, a carpentry in
// Capiatá, a flat to let in Valladolid, a barbershop in San Cristóbal), each in its own idiom ("un
// cuarto sin ascensor", "nos soltó", "le dio con la puerta en las narices", "un achuchón", "reventada",
// "unas chelas", "me dijo hasta de lo que me iba a morir", "le hablaba a la patrulla", "una regañiza",
// "me corrieran", "pants", "qué tanto le veía", "un taquito de sal", "la banqueta", "bien sentida",
// "laburaba", "salió disparado", "una piba", "una vieja de Recoleta", "un bajón", "re caliente", "un
// gurí", "la comparsa", "se me vino al humo", "me zamarreó", "la caña", "un pelado", "cansona",
// "muerta del susto", "el Champion", "la quincha", "me pasó un cacho de chicha", "picado", "mi
// enamorada", "un abrazo de oso", "bacán", "el pulóver", "le voceé", "compadre", "una rumba", "mis
// panas", "una reina pepiada", "bien rascado", "jugo de parchita", "le metió un lepe", "pasmado", "una
// arrechera", "shingles", "cien grados", "el foreman", "me hablaba bien golpeado", "un lazy", "mi
// compa", "el lonche", "la troca", "el teacher", "boricua", "buenmozo", "se viró", "unas malcriadas",
// "como un tomate", "feliz como una lombriz", "bien seca", "show", "se coló", "un bicho", "el fresco",
// "dos churros", "el cipote", "afligido", "un chavalo", "bandolas", "el mandador", "un güila", "full",
// "unos pelaos", "raspados", "guiando Uber", "fresquerías", "papi chulo", "una Medalla", "la florícola",
// "bonches", "una curita", "me arranchó", "una lenta", "unas iras", "una señora de pollera", "me
// rezongó", "paqueta", "un tereré", "una chavala", "una angustia que no veas", "una pena enorme", "un
// tiguerito", "un fade", "un boche", "nítido").
// Conventions followed (README.md, es-tuning-19.ts, es-tuning-18.ts and the earlier batches): an
// interaction aimed at "nos" is one event, coded once with the dreamer as recipient ("nos soltó que
// hacíamos un ruido insoportable", "nos regaló unos tequeños", "nos dejó arriba mojándonos"); an act of a
// group is coded to the group only, and a member singled out of it ("Uno" of the dogs, "una oveja gorda"
// of the sheep, the white pigeon, "Una de ellas" of the girls in the Uber, "uno" of those waiting at the
// barber's, "una muchacha de ese grupo" of the Ngäbe pickers) is coded to the group unless named, while
// people named together after a group word ("mis amigos de la uni, Laura y Dani", "mis nietas, Kathia y
// Yeris") are two characters; people only mentioned, only spoken of or named as owners (the dreamer's
// mother in Medellín, the instructor's enamorada, the roofer's family, "los muebles de mi abuela")
// are not characters, nor are images on a screen; in-laws and spouses are family, a boss, a supervisor,
// a co-worker, a teacher and a classmate known, whoever runs the work the dreamer is doing (the foreman,
// the mandador, the shop manager, the master carpenter) known, and someone the dreamer has never met a
// stranger; crowds present ("la gente", "un montón de gente") are characters, and "todos" is the group
// the dream already has; guilt, shame and embarrassment ("vergüenza", "humillado", "me puse como un
// tomate") and fear ("susto", "aterrada", "agobiada", "afligido", "angustia") are apprehension, relief,
// pride and amusement happiness ("me dio risa", "me reí"); laughter aimed at no one ("La Mafe se ríe
// tanto", "la Marlene se ríe", "las otras se morían de la risa") is the laugher's amusement, not an
// interaction, while laughing at someone ("se reían de mí") is mockery; body sensations ("me dolían las
// rodillas", "reventada", "un calor bárbaro", "nomás cansado", "las manos heladas") and feelings of no
// HVdC class ("libre", "muy tranquila", as "una paz bonita" in es-tuning-19.ts) are not coded, nor are
// negated feelings ("No tenía nada de miedo", "No estaba enojado") or feelings only shown ("se pone
// blanco como la pared", "con cara de pocos amigos"); acts only feared ("miedo de que me corrieran"),
// talk (a guess at the baby's sex) and accidents and mistakes not said to be meant (a cut sheep, a
// tattoo gone wrong, a haircut gone wrong, a bolting horse) are not coded; a game won is no act; a
// professional's work (refusing to sell alcohol after hours, the supervisor's count, the instructor's
// instructions, the teacher calling on a pupil, the doctors' scan and delivery) is not coded;
// a defence said to the attacker ("le dijo que se saliera o le hablaba a la patrulla", "le reclamó", "le
// dijo que me respetara", "les dijo que eran unas malcriadas", "le dio un boche") is aggression to the
// attacker only, and taking hold of the attacker is aggression to him (physical); complaining to someone
// ("me quejé con la señora", "Le reclamo") is verbal aggression, as "alegarle" in es-tuning-19.ts; being
// sent away ("que me hiciera a un lado", "que me fuera a comer a otro lado", "que se fuera a ver sus
// vacas") and a deliberate snub (a door shut in the face, a hand left hanging) are rejection, not
// physical; a rude gesture ("una mueca", "me sacó el dedo", signs that the dreamer is a donkey) is
// aggression, not physical; a tale told to get someone into trouble is aggression to the one it harms;
// theft is physical, and so are a drink or an object thrown at someone on purpose; a blame and the
// punishment that follows are two acts, as an accusation and a push; a rescue that pulls the victim free
// is friendliness (physical); praise, a gift, a drink or food given, lending something and helping with a
// task are friendliness, and feeding an animal too (the chipa in es-tuning-18.ts); a hug, a hand held,
// rubbing someone's back, tending a wound and a relative's kiss on the cheek are friendliness (physical);
// something put on the dreamer (a cap, as the carnation put in the hair in es-tuning-13.ts) is
// friendliness (physical); flirting and compliments meant as a come-on are sexual advances (not
// physical), an unwanted touch sexuality (physical); animals are coded of unknown sex.
// Conventions this batch had to decide: a neighbour of the dreamer's new building whom she has never met
// ("una señora que no conocía de nada", "un chico del tercero") is a stranger, unlike a known neighbour,
// and carrying the dreamer's fridge up with her friend is a favour to her; a regular client of a dog
// walker is known, and "la vieja" there is the client, not his mother; catching a runaway dog and
// bringing it back is one friendly act, the mate offered after it a second; saying the walker will not be
// paid that week is the punishment after the blame (two acts); "me zamarreó del hombro" (shook me by the
// shoulder) is physical aggression, and paying by throwing the notes on the table without looking is a
// snub (aggression, not physical); the shearers of the crew the dreamer worked in are known; showing how
// to hold a sheep and passing the caña are two friendly acts; an invitation to go out, and a teacher's
// phone number slipped after class, are sexual advances; running off with the grandson in his arms away
// from a bolting horse is a rescue of the boy (friendliness, physical); a fear held in waking life ("yo le
// tengo terror a las alturas") is no feeling in the dream; the son of a neighbour, known by his nickname,
// is known; laughing at the dreamer and imitating her at the same moment is one act of mockery, as
// laughing and taking a photo (es-tuning-19.ts); a foreman leaving the crew on the roof in a storm ("nos
// dejó arriba mojándonos") is rejection of "nos"; a husband in the corridor outside the delivery room and
// the newborn are characters present; banging the chess clock "para asustarme" is aggression (not
// physical), and leaving the dreamer's hand hanging after the game a snub; tipping the dreamer's basket
// of coffee onto the ground is destruction of property (physical), the criticism before it a second act;
// a cap taken off and put on the dreamer's head is one friendly act (physical); a client's ten thousand
// guaraníes, given to the apprentice alone because she liked his work, is a gift; snatching scissors from
// the dreamer's hand is physical aggression; the free repair of a bad haircut by the barbershop's owner is
// friendliness, no part of his work; "bicho" and "cipote" (Honduras) are the same boy; "sentida" (Mexico,
// hurt) is sadness, as is "un bajón" (Argentina); "pena" in Spain is sorrow (sadness); "afligido" (El
// Salvador) is worry, apprehension; "re caliente" (Argentina), "picado" (Chile), "una arrechera"
// (Venezuela), "unas iras" (Ecuador) are anger; "pasmado" (astonished) is confusion, as "asombrada" in
// es-tuning-18.ts; "bacán" (Peru), "nítido" (the Dominican Republic) and "libre" name no feeling beside
// the happiness said with them.
// Checks run: grep over the earlier es-tuning batches to see which situations they had used; on this
// file only, wc, grep, a python3 count of words, brackets and character indexes, and python3 string edits
// of its own text; no script, test, tsx, vitest or git command was run.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_20: HandCodedDream[] = [
  // The dreamer is a woman of thirty-four. Carrying boxes with her friends is a shared task, not coded.
  // Uncertain: the woman in a dressing gown and the young man from the third floor are neighbours of the
  // new building she has never met, so strangers. "nos soltó" is one act, to the dreamer; the door shut in
  // Dani's face is rejection of him. The plant is a gift, "un achuchón" (a squeeze) a hug (physical);
  // carrying the fridge up is a favour to the dreamer. "reventada" is tiredness, "agobiada" apprehension.
  {
    text: 'Soñé que por fin me mudaba de Usera a un cuarto sin ascensor en Tetuán. Estaba con mis amigos de la uni, Laura y Dani, subiendo cajas desde las nueve de la mañana. En el segundo salió una vecina en bata, una señora que no conocía de nada, y nos soltó que hacíamos un ruido insoportable y que le estábamos rayando la escalera. Dani intentó explicarle, pero ella le dio con la puerta en las narices. Ya arriba, Laura me sorprendió con una planta para el piso nuevo y me dio un achuchón. Con la nevera no podíamos, y un chico del tercero que bajaba a por el pan la subió con Dani. Acabé reventada pero contentísima, aunque un poco agobiada porque las cajas no cabían en ningún sitio.',
    characters: [
      'person female friend | Laura',
      'person male friend | Dani',
      'person female stranger | una vecina en bata, una señora que no conocía de nada',
      'person male stranger | un chico del tercero',
    ],
    interactions: [
      'aggression 2>D',
      'aggression 2>1',
      'friendliness 0>D',
      'friendliness 0>D physical',
      'friendliness 3>D',
    ],
    emotions: ['happiness D', 'apprehension D'],
  },
  // Typed in a hurry. Refusing to sell beer after eleven is the cashier's work. The coins thrown in his face
  // are physical aggression, the insults ("me dijo hasta de lo que me iba a morir") a second act. The
  // Brenda's threat to call the police is a defence, aggression to the drunk only; the sausage for the dog
  // is friendliness. The manager who runs the shop is known; "una regañiza" (a telling-off) is aggression.
  // Being fired is only feared. "coraje" is anger.
  {
    text: 'sone que estaba de cajero en el oxxo de la esquina de mi casa en iztapalapa, turno de noche. como a las 3 entro un señor bien pedo a comprar unas chelas y como despues de las 11 ya no se puede vender alcohol le dije que no. me avento las monedas a la cara y me dijo hasta de lo que me iba a morir. mi compañera la Brenda le dijo que se saliera o le hablaba a la patrulla y el señor se fue. luego se metio un perrito todo mojado y la Brenda le dio un pedazo de salchicha. ya casi amaneciendo llego el gerente y me puso una regañiza porque faltaban 20 pesos en la caja. me dio bien de coraje y miedo de que me corrieran',
    characters: [
      'person male stranger | un señor bien pedo',
      'person female known | mi compañera la Brenda',
      'animal unknown - | un perrito todo mojado',
      'person male known | el gerente',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 1>0', 'friendliness 1>2', 'aggression 3>D'],
    emotions: ['anger D', 'apprehension D'],
  },
  // The dreamer is a woman of seventy. The queue-jump with no shove is not coded (es-tuning-12.ts), but the
  // rude answer telling her to step aside is rejection. The man's complaint is a defence, aggression to the
  // girl, and her grimace a rude gesture back to him. Doña Chayo, who has known her for years, is known; the
  // taco is a gift, picking up the bag a help. Uncertain: "bien sentida" (Mexico, hurt) is sadness. The
  // knees are a body sensation.
  {
    text: 'Soñé que hacía cola en la tortillería de la colonia, en Guadalajara, a las siete de la mañana, como todos los días. Ya tengo setenta años y me dolían las rodillas de estar parada. Una muchacha con pants rosas se me metió adelante y, nomás porque la miré, me dijo bien grosera que qué tanto le veía, que me hiciera a un lado. Un señor que venía atrás le reclamó y ella nomás le hizo una mueca. Cuando por fin me tocó, doña Chayo, la de la tortillería, que me conoce desde hace años, me regaló un taquito de sal bien calientito. De regreso se me cayó la bolsa en la banqueta y un niño de uniforme me la levantó. Llegué contenta a mi casa, pero la muchacha me dejó bien sentida.',
    characters: [
      'person female stranger | una muchacha con pants rosas',
      'person male stranger | un señor que venía atrás',
      'person female known | doña Chayo, la de la tortillería',
      'person male stranger | un niño de uniforme',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'aggression 0>1', 'friendliness 2>D', 'friendliness 3>D'],
    emotions: ['happiness D', 'sadness D'],
  },
  // "Uno, un ovejero alemán enorme" is one of the dogs, coded to the group; calling it back is no act. The
  // girl catching it and bringing it back is a favour, the mate she offers a second friendly act.
  // Uncertain: the dog's owner, a regular client of the walker, is known ("la vieja" is her, not his
  // mother); "un irresponsable" is the blame, not paying him that week the punishment (two acts). "un
  // bajón" is sadness, "re caliente" (Argentina) anger.
  {
    text: 'Soñé que laburaba de paseador de perros en Palermo y llevaba como ocho perros atados a la cintura. Uno, un ovejero alemán enorme, se soltó y salió disparado por todo el Rosedal. Yo corría atrás llamándolo como un loco. Una piba que estaba tomando mate en el pasto lo agarró del collar y me lo trajo, y encima me ofreció un mate. Cuando llegué al edificio, la dueña del ovejero, una vieja de Recoleta con anteojos de sol, me estaba esperando en la puerta. Me dijo que era un irresponsable y que esa semana no me pagaba. Me desperté con un bajón tremendo y re caliente con la vieja.',
    characters: [
      'animal unknown - plural | como ocho perros',
      'person female stranger | una piba que estaba tomando mate en el pasto',
      'person female known | la dueña del ovejero, una vieja de Recoleta con anteojos de sol',
    ],
    interactions: ['friendliness 1>D', 'friendliness 1>D', 'aggression 2>D', 'aggression 2>D'],
    emotions: ['sadness D', 'anger D'],
  },
  // The dreamer is a man of fifty, a boy again in his uncle's shearing crew: the shearers are known, Negro
  // Sosa coded apart by name. The fat ewe is one of the sheep, and the cut "sin querer" an accident. "se me
  // vino al humo y me zamarreó del hombro" is one act of physical aggression; showing him how to hold the
  // sheep and passing the caña are two friendly acts. Uncertain: paying him by throwing the notes on the
  // table without looking at him is a snub (aggression, not physical). "vergüenza" is apprehension.
  {
    text: 'Soñé que estaba otra vez en una esquila en una estancia cerca de Durazno, como cuando era gurí y andaba en la comparsa de mi tío Beto. El galpón estaba lleno de ovejas balando y hacía un calor bárbaro. A mí me tocó una oveja gorda que pataleaba y no se quedaba quieta, y sin querer le hice un tajo. Mi tío se me vino al humo y me zamarreó del hombro delante de todos los esquiladores. Me dio una vergüenza horrible. Un esquilador viejo, el Negro Sosa, me mostró cómo agarrarla entre las piernas y después me pasó la botella de caña. Al final del día mi tío me pagó tirándome los billetes arriba de la mesa, sin mirarme. Me desperté triste.',
    characters: [
      'person male family | mi tío Beto',
      'animal unknown - plural | ovejas balando',
      'person unknown known plural | todos los esquiladores',
      'person male known | un esquilador viejo, el Negro Sosa',
    ],
    interactions: ['aggression 0>D physical', 'friendliness 3>D', 'friendliness 3>D', 'aggression 0>D'],
    emotions: ['apprehension D', 'sadness D'],
  },
  // Told in the present. Holding the dreamer's hand is friendliness (physical). The tattooist's compliments
  // and his invitation to go out are one sexual advance (not physical). The chicken instead of the swallow
  // is not said to be meant (not coded); her complaint is aggression to him, his answer ("que no sea tan
  // cansona") aggression to her. "La Mafe se ríe" aims at no one: her amusement. The mother is only spoken
  // of. "muerta del susto" and "aterrada" are apprehension.
  {
    text: 'Sueño que me voy a hacer mi primer tatuaje en un estudio de Laureles, en Medellín: una golondrina chiquita en la muñeca. Voy con mi mejor amiga, la Mafe, que me tiene la mano todo el rato porque estoy muerta del susto. El tatuador, un pelado lleno de piercings, se la pasa diciéndome que tengo una piel muy linda y que si no quiero salir con él el sábado. Cuando termina, en vez de la golondrina tengo un pollo. Le reclamo y él, muy fresco, me dice que así es el arte y que no sea tan cansona. La Mafe se ríe tanto que casi se cae de la silla. Yo estoy aterrada pensando en qué me va a decir mi mamá, y a la vez confundida, porque el pollo me empieza a gustar.',
    characters: [
      'person female friend | mi mejor amiga, la Mafe',
      'person male stranger | el tatuador, un pelado lleno de piercings',
    ],
    interactions: ['friendliness 0>D physical', 'sexuality 1>D', 'aggression D>1', 'aggression 1>D'],
    emotions: ['apprehension D', 'happiness 0', 'confusion D'],
  },
  // The horse bolting over the fence is no act. The young huaso, met on his own and not as one of those
  // running the cow, is coded apart; taking her by the arm and out of the way is a rescue (friendliness,
  // physical). Uncertain: the husband running off with the grandson in his arms is a rescue of the boy
  // (friendliness, physical). The horn of chicha is a gift; sending the huaso off to see to his cows is
  // aggression to him. "picado" (Chile) is the husband's anger; "Me dio risa" is amusement, "susto"
  // apprehension.
  {
    text: 'Soñé que estaba en la medialuna de Rancagua viendo el Champion con mi marido, el Lucho, y mi nieto Benjamín, que tiene cinco años. Los huasos corrían la vaca y las graderías estaban llenas de gente. De repente un caballo se espantó, saltó la quincha y se vino derechito a las graderías. Un huaso joven de manta roja me tomó del brazo y me sacó de ahí justo a tiempo, y el Lucho arrancó con el Benjamín en brazos. Después, en la ramada, el huaso me pasó un cacho de chicha y el Lucho, picado, le dijo que se fuera a ver sus vacas. Me dio risa verlo así, pero igual pasé un susto terrible.',
    characters: [
      'person male family | mi marido, el Lucho',
      'person male family | mi nieto Benjamín',
      'person unknown stranger plural | los huasos',
      'animal unknown - | la vaca',
      'person unknown stranger plural | gente',
      'animal unknown - | un caballo',
      'person male stranger | un huaso joven de manta roja',
    ],
    interactions: ['friendliness 6>D physical', 'friendliness 0>1 physical', 'friendliness 6>D', 'aggression 0>6'],
    emotions: ['anger 0', 'happiness D', 'apprehension D'],
  },
  // One interaction. The tandem instructor is a stranger (he runs no class), his instructions his work; his
  // girlfriend is only spoken of. The surfers and gulls are present with no act. The brother's bear hug is
  // friendliness (physical). "No tenía nada de miedo" is negated, and the fear of heights held in waking
  // life is no feeling in the dream; "libre" and "bacán" name no class beside "feliz".
  {
    text: 'Soñé que volaba en parapente desde el malecón de Miraflores, en tándem con un instructor flaquito que no paraba de hablar de su enamorada. Abajo se veía la Costa Verde llena de carros y el mar gris, como siempre en invierno. Él me dijo que soltara las manos y abriera los brazos, y lo hice. No tenía nada de miedo, y eso que yo le tengo terror a las alturas. Volamos encima de los surfers y de unas gaviotas que parecían quietas. Aterrizamos en la playa y mi hermano Piero, que había bajado corriendo por la bajada de Balta, me dio un abrazo de oso. Me sentí libre y feliz, bien bacán.',
    characters: [
      'person male stranger | un instructor flaquito',
      'person unknown stranger plural | los surfers',
      'animal unknown - plural | unas gaviotas',
      'person male family | mi hermano Piero',
    ],
    interactions: ['friendliness 3>D physical'],
    emotions: ['happiness D'],
  },
  // The dreamer is a man of seventy-five. Feeding his pigeons is friendliness to the flock, as the chipa in
  // es-tuning-18.ts; the white pigeon is one of them. Uncertain: the neighbour's son, known by his nickname,
  // is known. Taking the pigeon is theft (physical); "le voceé" (I shouted at him) is the dreamer's
  // aggression, laughing at him as he runs off mockery. Rubbing his back is friendliness (physical).
  // "temblando de la rabia" is anger; "compadre" addresses the reader, no one present.
  {
    text: 'Soñé que estaba en la azotea de mi casa en Luyanó con mis palomas, como hace cuarenta años. Tenía como treinta y les estaba echando maíz. El hijo del vecino, un muchacho que le dicen Yunior, subió por la escalera de atrás, me cogió la paloma blanca, la mejor que tengo, y se la metió debajo del pulóver. Yo le voceé que me la soltara, pero él se fue saltando por los techos y riéndose de mí. Me quedé temblando de la rabia. Después subió mi mujer, Nancy, y me estuvo sobando la espalda hasta que me calmé. Al rato la paloma blanca regresó sola al palomar. ¡Qué alegría tan grande, compadre!',
    characters: [
      'animal unknown - plural | mis palomas',
      'person male known | el hijo del vecino, un muchacho que le dicen Yunior',
      'person female family | mi mujer, Nancy',
    ],
    interactions: [
      'friendliness D>0',
      'aggression 1>D physical',
      'aggression D>1',
      'aggression 1>D',
      'friendliness 2>D physical',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // "mis panas" are friends. Complaining about the cold arepa is verbal aggression, as "alegarle" in
  // es-tuning-19.ts, and the cashier sending him off to eat elsewhere is rejection; the tequeños for "nos"
  // are one friendly act. The juice poured on Ricardo "a propósito" is physical aggression, "le metió un
  // lepe" (a slap on the back of the neck) physical aggression back. "pasmado" and "sin entender nada" are
  // confusion, "una arrechera" (Venezuela) anger.
  {
    text: 'Soñé que salía de una rumba en Caracas con mis panas, el Gocho y Ricardo, como a las cuatro de la mañana, y nos paramos a comer en una arepera de Los Palos Grandes. Yo me quejé con la señora de la caja porque mi reina pepiada estaba fría, y ella me contestó que si no me gustaba me fuera a comer a otro lado. Al rato se le pasó y nos regaló unos tequeños. Después un tipo que estaba en la barra, bien rascado, le echó su jugo de parchita encima a Ricardo a propósito, y Ricardo le metió un lepe. Yo me quedé pasmado, sin entender nada, y con una arrechera que no me cabía en el pecho.',
    characters: [
      'person male friend | el Gocho',
      'person male friend | Ricardo',
      'person female stranger | la señora de la caja',
      'person male stranger | un tipo que estaba en la barra, bien rascado',
    ],
    interactions: [
      'aggression D>2',
      'aggression 2>D',
      'friendliness 2>D',
      'aggression 3>1 physical',
      'aggression 1>3 physical',
    ],
    emotions: ['confusion D', 'anger D'],
  },
  // The dreamer is a Mexican roofer near Houston. The foreman runs his work: known. Speaking harshly and
  // calling him lazy is one act; the bottle of water is friendliness. Uncertain: driving off in the truck
  // and leaving the crew on the roof in the storm ("nos dejó arriba mojándonos") is rejection of "nos",
  // to the dreamer. "No estaba enojado" is negated, "cansado" a body sensation; the family is only spoken
  // of.
  {
    text: 'Soñé que estaba trabajando en la construcción en Katy, cerca de Houston, poniendo shingles en el techo de una casa nueva, con un calor de cien grados. El foreman, un gringo colorado que se llama Travis, me hablaba bien golpeado desde abajo y me decía que era un lazy, que me apurara. Mi compa Chuy me pasó su botella de agua sin decir nada. A la hora del lonche se soltó una tormenta bien fea, y Travis se subió a su troca con el aire prendido y nos dejó arriba mojándonos. No estaba enojado, la verdad, nomás cansado. Tenía miedo de resbalarme y una tristeza de estar tan lejos de mi familia.',
    characters: [
      'person male known | el foreman, un gringo colorado que se llama Travis',
      'person male friend | mi compa Chuy',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'aggression 0>D'],
    emotions: ['apprehension D', 'sadness D'],
  },
  // The dreamer is a Dominican woman in New York. The teacher runs the class: known, and calling on her to
  // read is his work. The two classmates are known; laughing at her and imitating her is one act of
  // mockery. Altagracia's "unas malcriadas" is a defence, aggression to the two. The teacher's praise is
  // friendliness, his number slipped to her a sexual advance (not physical). Blushing ("como un tomate") is
  // embarrassment, apprehension; "feliz como una lombriz" happiness.
  {
    text: 'Soñé que estaba en la clase de inglés de la noche, en una escuela de Washington Heights, todavía con el uniforme del trabajo puesto. El teacher, un muchacho boricua bien buenmozo, me puso a leer en voz alta y se me trababa la lengua en cada palabra. Dos muchachas que se sientan atrás se reían de mí bajito y me imitaban. Mi comadre Altagracia, que siempre se sienta conmigo, se viró y les dijo que eran unas malcriadas. Al final de la clase el teacher me dijo que yo había mejorado muchísimo y me dio un papelito con su número. Me puse como un tomate. En el tren de vuelta iba pensando en él, feliz como una lombriz.',
    characters: [
      'person male known | el teacher, un muchacho boricua bien buenmozo',
      'person female known plural | dos muchachas que se sientan atrás',
      'person female friend | mi comadre Altagracia',
    ],
    interactions: ['aggression 1>D', 'aggression 2>1', 'friendliness 0>D', 'sexuality 0>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The nurse telling her rudely to stop shouting is aggression; the sister holding her hand is friendliness
  // (physical). Uncertain: the husband who fainted in the corridor and the newborn are characters present.
  // The doctor's delivery is her work. "Lloré de alegría" is happiness, "miedo" apprehension.
  {
    text: 'Soñé que estaba dando a luz en el IGSS de la zona 9 y que la nena no quería salir. La enfermera de turno, una señora bien seca, me dijo de mal modo que dejara de gritar, que no hiciera tanto show, que todas pasamos por eso. Mi hermana Heidy se coló aunque no dejaban entrar a nadie y me agarró la mano hasta el final. Mi esposo, Edgar, estaba afuera en el pasillo, desmayado en una silla. Al fin nació, gordita y colorada, y la doctora me la puso en el pecho. Lloré de alegría, aunque seguía con un miedo horrible de que algo saliera mal.',
    characters: [
      'person female stranger | la enfermera de turno, una señora bien seca',
      'person female family | mi hermana Heidy',
      'person male family | mi esposo, Edgar',
      'person female family | la nena',
      'person female stranger | la doctora',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D physical'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // "un bicho" and "el cipote" (Honduras) are the same boy. The crisps taken are theft (physical); the
  // neighbour stopping him by the shirt takes hold of the attacker (aggression, physical), and making him
  // give them back is part of it. "una vieja tacaña" is aggression; the lamp he brings is friendliness.
  // "enojada" is anger, "contenta" happiness.
  {
    text: 'Soñé que estaba atendiendo la pulpería que tengo en Comayagüela y se fue la luz en toda la colonia. Puse una candela en el mostrador y seguí vendiendo. Llegó un bicho de unos quince años y, mientras yo le buscaba el fresco en la hielera, se metió dos churros en la bolsa del pantalón y salió corriendo. Mi vecino, don Tulio, que estaba sentado afuera en su silla, lo paró agarrándolo de la camisa y lo hizo devolverlos. El bicho me dijo que yo era una vieja tacaña y se fue. Después don Tulio me trajo su lámpara de baterías y se quedó conmigo hasta que volvió la luz. Yo estaba bien enojada con el cipote, pero contenta de tener un vecino así.',
    characters: ['person male stranger | un bicho de unos quince años', 'person male known | mi vecino, don Tulio'],
    interactions: ['aggression 0>D physical', 'aggression 1>0 physical', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. No interaction: finding no one at the table is no act told. "mis dos hijos" are
  // "Los niños" again (a masculine plural, sex unknown). The wife "se ríe" at no one: her amusement.
  // "afligido" (El Salvador, worried) is apprehension, "una tristeza rara" sadness.
  {
    text: 'Estoy en el turicentro de Los Chorros un domingo con mi esposa, la Marlene, y mis dos hijos, pero el agua de las pozas está tibia como sopa y es de colores. Los niños se tiran de la cascada una y otra vez y la Marlene se ríe desde una piedra. Hay un montón de gente comiendo pupusas en las mesas. Yo quiero meterme al agua, pero cada vez que me acerco la poza se aleja. Cuando vuelvo a la mesa ya no hay nadie, ni la camioneta, y yo estoy mojado y sin las llaves. Me siento bien afligido y con una tristeza rara, como si ya no fuera parte de mi familia.',
    characters: [
      'person female family | mi esposa, la Marlene',
      'person unknown family plural | mis dos hijos',
      'person unknown stranger plural | un montón de gente',
    ],
    interactions: [],
    emotions: ['happiness 0', 'apprehension D', 'sadness D'],
  },
  // The dreamer is a boy of twelve. The chess teacher is known, the rival and his mother strangers. The gum
  // is a gift. Uncertain: banging the clock "para asustarme" is intimidation, aggression (not physical);
  // the mother's signs are a rude gesture. The game won is no act; leaving the dreamer's hand hanging is a
  // snub (rejection). The father lifting him is friendliness (physical). "nervioso" is apprehension.
  {
    text: 'Soñé que jugaba la final del torneo de ajedrez del colegio, en Masaya, contra un chavalo de Granada que tenía fama de invencible. Antes de empezar, mi profe de ajedrez, el profe Danilo, me regaló un chicle de menta para la suerte. El chavalo golpeaba el reloj bien duro cada vez que movía, para asustarme. A la mitad de la partida, su mamá, desde atrás, me hizo señas de que yo era un burro. Igual le gané con un jaque del caballo. Cuando le extendí la mano, me dejó con la mano estirada y se fue. Mi papá me alzó en el aire. Estaba feliz de la vida y todavía un poco nervioso.',
    characters: [
      'person male stranger | un chavalo de Granada que tenía fama de invencible',
      'person male known | mi profe de ajedrez, el profe Danilo',
      'person female stranger | su mamá',
      'person male family | mi papá',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 0>D',
      'aggression 2>D',
      'aggression 0>D',
      'friendliness 3>D physical',
    ],
    emotions: ['happiness D', 'apprehension D'],
  },
  // The dreamer is a boy of sixteen ("un güila"). The Ngäbe pickers teaching him is friendliness, and "una
  // muchacha de ese grupo" is coded to the group (the orange a gift). The mandador runs the picking: known;
  // his horse is present. The criticism and tipping the basket out (destruction of property, physical) are
  // two acts; the grandmother's answer is a defence, aggression to him. "humillado" is shame, apprehension.
  {
    text: 'Soñé que estaba cogiendo café en una finca de Naranjo con mi abuela Rosita, como en las vacaciones de diciembre, cada uno con su canasto amarrado a la cintura. Unos muchachos ngäbes que cogían en la fila de al lado me enseñaron a jalar las bandolas sin quebrarlas. Después pasó el mandador, un señor panzón a caballo, vio mi canasto, dijo que yo cogía puro grano verde y me lo volcó en el suelo. Mi abuela le dijo que me respetara, que yo era un güila. Más tarde una muchacha de ese grupo me regaló una naranja pelada. Me sentí humillado, pero estaba feliz de estar ahí con mi abuela.',
    characters: [
      'person female family | mi abuela Rosita',
      'person unknown stranger plural | unos muchachos ngäbes que cogían en la fila de al lado',
      'person male known | el mandador, un señor panzón',
      'animal unknown - | caballo',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 2>D',
      'aggression 2>D physical',
      'aggression 0>2',
      'friendliness 1>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The dreamer is a man of sixty-five. "mis nietas, Kathia y Yeris" are two characters; the crowd with
  // coolers is present. Laughing at him and pointing is one act of mockery. Kathia putting her cap on his
  // head is one friendly act (physical). The hand on Iris's bottom is an unwanted touch, sexuality
  // (physical); "un abusador y un sinvergüenza" is the dreamer's aggression to the vendor. The wife's kiss on
  // the cheek is friendliness (physical). "vergüenza" is apprehension, "me reí" amusement.
  {
    text: 'Soñé que iba en el ferry a Taboga un sábado con mi esposa, Iris, y mis nietas, Kathia y Yeris. El barco iba full de gente con hieleras. A mitad de camino el viento me voló el sombrero al mar, y unos pelaos que iban en la baranda se reían de mí y me señalaban. Kathia se quitó su gorra rosada y me la puso. Ya en la playa, un vendedor de raspados le agarró la nalga a Iris al pasar, y yo le dije que era un abusador y un sinvergüenza. Iris me dio un beso en el cachete. Me dio una vergüenza enorme lo del sombrero, pero al final me reí.',
    characters: [
      'person female family | mi esposa, Iris',
      'person female family | Kathia',
      'person female family | Yeris',
      'person unknown stranger plural | gente con hieleras',
      'person unknown stranger plural | unos pelaos que iban en la baranda',
      'person male stranger | un vendedor de raspados',
    ],
    interactions: [
      'aggression 4>D',
      'friendliness 1>D physical',
      'sexuality 5>0 physical',
      'aggression D>5',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The dreamer drives for Uber. "Una de ellas" and "una" are coded to the group of girls: the
  // "fresquerías" and "papi chulo" are one sexual advance (not physical), the beer a gift, and the praise
  // of all three at the end friendliness; "contentas" and "se morían de la risa" (at no one) are their
  // happiness. The finger from the driver beside him is a rude gesture (aggression). "nervioso" is
  // apprehension, "me reí" amusement.
  {
    text: 'Soñé que estaba guiando Uber de noche en San Juan, como hago los fines de semana. Recogí a tres muchachas en el Condado que venían de un cumpleaños, bien contentas, cantando reguetón a todo pulmón. Una de ellas se puso a tirarme fresquerías y a decirme papi chulo, y las otras se morían de la risa. Paramos en un Walgreens y, al volver, una me regaló una Medalla bien fría. En la Baldorioty, el tipo de una pickup blanca se me puso al lado en la luz y me sacó el dedo. Al bajarse, las tres me dijeron que yo era el mejor Uber de la isla. Estaba un poco nervioso con lo del tipo, pero me reí todo el camino de vuelta.',
    characters: [
      'person female stranger plural | tres muchachas',
      'person male stranger | el tipo de una pickup blanca',
    ],
    interactions: ['sexuality 0>D', 'friendliness 0>D', 'aggression 1>D', 'friendliness 0>D'],
    emotions: ['happiness 0', 'apprehension D', 'happiness D'],
  },
  // The supervisor, the co-worker and the other girls of the room are known. Counting the bunches is the
  // supervisor's work, and "con cara de pocos amigos" shows a mood aimed at no one (not coded). The rubber
  // bands are a help, the plaster on the finger tending a wound (physical). Snatching the scissors from her
  // hand ("me arranchó") is physical aggression, "una lenta" a second act. "unas iras" (Ecuador) is anger,
  // "ganas de llorar" sadness; the cold hands are a body sensation.
  {
    text: 'Soñé que trabajaba en la florícola de Cayambe, en el cuarto frío, armando bonches de rosas rojas para San Valentín. La supervisora, la ingeniera Paola, pasaba contando los bonches con cara de pocos amigos. Mi compañera Mayra me pasó unas ligas cuando se me acabaron. Luego se me clavó una espina en el dedo y me salió harta sangre, y Mayra me puso una curita. La ingeniera me arranchó la tijera de la mano y me dijo delante de todas las chicas de la sala que yo era una lenta. Me dio unas iras tremendas y después unas ganas de llorar. Me desperté con las manos heladas.',
    characters: [
      'person female known | la supervisora, la ingeniera Paola',
      'person female known | mi compañera Mayra',
      'person female known plural | todas las chicas de la sala',
    ],
    interactions: ['friendliness 1>D', 'friendliness 1>D physical', 'aggression 0>D physical', 'aggression 0>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // Told in the present. No interaction: the woman's guess at the baby's sex is talk, the scan the doctor's
  // work, and the babies seen on the screen are no characters. The doctor whistling and the husband going
  // white show no feeling named. "desconcertada" is confusion; "muy tranquila" names no HVdC class.
  {
    text: 'Voy a mi primera ecografía en una clínica de Cochabamba con mi esposo, el Marco. La sala de espera está llena de embarazadas con sus maridos. Una señora de pollera se sienta a mi lado y se pone a decir que, por la forma de la panza, seguro es varoncito. Cuando el doctor prende la pantalla se ven dos bebés, después tres, después cuatro, y él como si nada, silbando una morenada. El Marco se pone blanco como la pared y no dice ni una palabra. Yo no sé si llorar o reírme; estoy desconcertada y después, no sé por qué, muy tranquila.',
    characters: [
      'person male family | mi esposo, el Marco',
      'person unknown stranger plural | embarazadas con sus maridos',
      'person female stranger | una señora de pollera',
      'person male stranger | el doctor',
    ],
    interactions: [],
    emotions: ['confusion D'],
  },
  // The dreamer is an apprentice of seventeen; the master carpenter and the other apprentice are known.
  // Swearing to the master that the bad cut was the dreamer's is a tale told to get him into trouble
  // (aggression to him). "me rezongó" (scolded me) and the tape measure thrown at his head are two acts, the
  // second physical. The client's money, given to him alone, is a gift; the tereré to make peace is
  // friendliness. "paqueta" is smart. "rabia" is anger.
  {
    text: 'Soñé que era ayudante en la carpintería de don Ramón, en Capiatá, y teníamos que terminar un ropero para una clienta que venía a la tarde. El otro ayudante, el Nelson, le juró a don Ramón que una tabla mal cortada era culpa mía, cuando la cortó él. Don Ramón me rezongó y me tiró el metro por la cabeza. A la tarde llegó la clienta, una señora muy paqueta, y le gustó tanto el ropero que me dio diez mil guaraníes a mí solito. Después el Nelson me pasó un tereré bien helado, como para hacer las paces. Tenía mucha rabia, pero a la noche estaba contento.',
    characters: [
      'person male known | don Ramón',
      'person male known | el otro ayudante, el Nelson',
      'person female stranger | la clienta, una señora muy paqueta',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>D',
      'aggression 0>D physical',
      'friendliness 2>D',
      'friendliness 1>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // No interaction: the agent on her phone does nothing to the dreamer, and "ni me miraron" is no act, as
  // "Nadie me saludaba" in es-tuning-3.ts; the grandmother is named only as the owner of the furniture. "no
  // entendía nada" is confusion, "una angustia que no veas" apprehension, "una pena enorme" (Spain) sadness.
  {
    text: 'Soñé que iba a ver un piso de alquiler en Valladolid con la chica de la inmobiliaria, una chavala muy maquillada que no soltaba el móvil. El piso tenía cada vez más habitaciones: abría una puerta y aparecía otro pasillo, y luego otro, todos con los muebles de mi abuela. En una habitación había una familia entera cenando en silencio, y ni me miraron. La chica seguía hablando por teléfono como si nada. Yo no entendía nada y me entró una angustia que no veas. Al final di con la cocina y era la de mi casa de pequeño, con el hule de cuadros, y me entró una pena enorme.',
    characters: [
      'person female stranger | la chica de la inmobiliaria, una chavala muy maquillada',
      'person unknown stranger plural | una familia entera',
    ],
    interactions: [],
    emotions: ['confusion D', 'apprehension D', 'sadness D'],
  },
  // The bad haircut is not said to be meant (not coded). "Los que estaban esperando" are the crowd of the
  // first line, and "uno" of them taking a photo is part of the same mockery (one act). Cheo, who has known
  // the dreamer since he was small, is known; "un boche" (a telling-off) is aggression to the new barber,
  // fixing the cut free friendliness to the dreamer. "vergüenza" is apprehension; "nítido" names no feeling
  // beside "contento".
  {
    text: 'Soñé que estaba en la barbería de mi barrio en San Cristóbal un sábado, con la bachata a todo volumen y un montón de gente esperando y hablando de pelota. Me tocó con el barbero nuevo, un tiguerito de Baní, y le pedí un fade bajito. Cuando me miré en el espejo, me había dejado un hoyo atrás y medio calvo de un lado. Los que estaban esperando se rieron de mí y uno me tiró una foto con el celular. Cheo, el dueño, que me conoce desde chiquito, le dio un boche al barbero nuevo delante de todos y me arregló el corte sin cobrarme. Yo tenía una vergüenza que no podía, pero al final quedé nítido y contento.',
    characters: [
      'person unknown stranger plural | un montón de gente esperando',
      'person male stranger | el barbero nuevo, un tiguerito de Baní',
      'person male known | Cheo, el dueño',
    ],
    interactions: ['aggression 0>D', 'aggression 2>1', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
];
