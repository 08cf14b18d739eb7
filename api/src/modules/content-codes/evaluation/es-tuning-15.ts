// Spanish, fifteenth tuning batch, the eleventh plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spain and Latin America (Spain: Madrid, Málaga, Catalonia and Aragón; Mexico, Argentina,
// Uruguay, Chile, Colombia, Peru, Venezuela, Cuba, the Dominican Republic, Puerto Rico, Ecuador, Bolivia,
// Paraguay, Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica, Panama), each in its own idiom ("las
// oposiciones", "fui expulsado del examen por", "se había chivado", "menudo disgusto", "un camarero muy
// salao", "unos guiris", "meterse conmigo", "les cantó las cuarenta", "cortadísima", "se partía de risa",
// "mi medio hermano", "la colla", "la enxaneta", "el cap de colla", "el fisio", "hecha un cristo", "la
// kermés", "mi comadre", "unos chamacos", "me aventaron", "les echó pleito", "coraje", "un sonidero", "mi
// hermanastra", "me estuvo tirando la onda", "le dijo hasta de lo que se iba a morir", "el Jesús en la
// boca", "bien chido", "un chabón", "unas pibas", "se cagaban de risa", "las cagó a pedos", "re
// angustiada", "los championes", "un gurí", "re caliente", "la completada", "una apoderada", "me echó la
// foca", "un cabro chico", "arrancó", "mi cucha", "el mayordomo", "el coco", "un tinto", "aburrida",
// "berraca", "me metió cabe", "un roche", "una catira", "un chamito", "arrecha", "mi pura", "me llamaba
// chasqueando los dedos", "echando chispas", "mi jefe de turno", "la Maternidad", "me sacó al pasillo", "un
// guardia", "lloré de alegría", "de parranda", "se jartó", "doña", "me dio pena", "vestida de cholita",
// "unas iras", "mi enamorado", "un chulo", "le invitaron", "la chompa", "mi madrastra, Ña Blanca", "los
// yuyos", "me trató de desubicada", "un karia'y", "che", "un cucurucho bolo", "mi concuñado", "se agarraron
// a trompadas", "la maquila", "una haragana", "un cipote", "el baleado", "cólera", "el Cipitío", "un
// cipotillo", "pena", "un chavalo", "en carrera", "los tramos", "fue botado al suelo por", "unos
// chilillazos", "ni se inmutó", "el EBAIS", "mi nuera", "calentura", "las fichas", "nos despachó", "¡qué
// dicha!", "los culecos", "mi pelaíto", "gozaba", "un man", "le cayeron a gritos", "los tembleques",
// "ardida", "chévere").
// Conventions followed (README.md, es-tuning-14.ts and the earlier batches): an interaction aimed at "nos"
// is one event, coded once with the dreamer as recipient ("nos regañó", "nos despachó", "nos tiró un cubo
// de agua", "nos convidó una chipa"); an act of a group is coded to the group only, and a member singled
// out of it ("uno de ellos" of the guiris) is coded to the group unless named, while people who stand out
// from a group by name or kin ("mi medio hermano Jordi" and "toda su colla", "mi tío Papo" among "mis
// tíos", "mi concuñado Estuardo" among "mis cuñados") are coded apart; a reciprocal act ("se dieron unos
// empujones", "se agarraron a trompadas", "nos quedamos abrazados") is two codes; an attempted act is coded
// as the act ("me quiso besar a la fuerza"); people only mentioned or named as owners ("la finca de mi
// abuelo", "un amigo del novio", "la graduación de mi hijo", "la colla rival") are not characters, while an
// owner who then appears ("la primaria de mi hija Renata", "el curso de mi hijo Benjamín") is; someone dead
// in waking life but present in the dream is coded ("mi abuelo Joaquín, que murió en 2015", "mi cucha, que
// murió hace cinco años"); in-laws and step- and half-relatives ("mi cuñada", "mi concuñado", "mi nuera",
// "mi suegra", "mi padrastro", "mi madrastra", "mi hermanastra", "mi medio hermano") are family, the
// friends and relatives of people the dreamer knows known ("toda su colla", "todos los invitados" at a
// cousin's wedding); guilt, shame and embarrassment ("cortadísima" in Spain, "roche" in Peru, "pena" in
// Puerto Rico, "vergüenza") are apprehension, relief, pride and amusement happiness; "coraje" (Mexico), "re
// caliente" (Uruguay), "arrecha" (Venezuela), "iras" (Ecuador) and "cólera" (Honduras) are anger; laughter
// aimed at no one ("se partía de risa", "se cagaban de risa", "se fue riendo", "no paraba de reírse") is
// the laugher's amusement, not an interaction, while laughing at someone ("se rieron de mí") is mockery,
// and so is sticking one's tongue out at someone; body sensations ("temblando de miedo" adds only the fear)
// and feelings of no HVdC class ("a salvo", "tranquila") are not coded, nor are negated feelings ("No
// estaba enojada con el cabro", "ni se inmutó"); acts only wished or denied ("Quiero decirle cuatro cosas,
// pero me aguanto", "ni me pidió perdón", "No me dijo nada") and accidents ("me vomitó los championes",
// "casi me atropella") are not coded; a rite ("como es la costumbre")
// and a professional's work (a massage by the physio, a doctor's check-up) are not coded; a rescue that
// strikes or takes hold of the attacker is aggression to the attacker, one that pulls the victim free
// friendliness (physical); a defence said to the attacker ("me defendió y le dijo que era un abusivo") is
// aggression to the attacker only; a blame and its punishment are two acts; a refusal aimed at the dreamer
// and being sent away ("nos manda para la casa") are rejection (not physical); a lie or a tale told to get
// someone into trouble ("se había chivado") is aggression to the one it harms; being thrown out is not
// physical unless someone takes hold of the person ("los echó a la calle a empujones" is); a passive with
// its agent ("fui expulsado del examen por el examinador", "fue botado al suelo por un vendedor") is coded
// to that agent; a piropo is a sexual advance (not physical), an unwanted kiss sexuality (physical);
// animals are coded of unknown sex, a creature named by a sexed noun ("un cipotillo") of that sex; a gift
// made as an apology is one act. Conventions this batch had to decide: "disgusto" (Spain) is being upset,
// sadness, and "pena" in Spain sorrow (es-tuning-11.ts), but "pena" in El Salvador embarrassment
// (apprehension), as in Mexico; "aburrida" (Colombia) is sadness, "berraca" (Colombia), "echando chispas"
// (Cuba) and "ardida" (Panama) anger, "¡qué dicha!" (Costa Rica) happiness; "mi cucha" (Colombia) and "mi
// pura" (Cuba) are the mother, "mi pelaíto" (Panama) the dreamer's little boy, "Ña" (Paraguay) a title like
// "doña", "un karia'y" (Guaraní) a young man; a "comadre" (the godmother of one's child) is a friend; named
// people at the dreamer's workplace in the dream (the mayordomo and the cook of the coffee farm, the
// supervisor and a workmate at the maquila) are known, someone there "que yo no conocía" a stranger; a DJ
// seen in the scene who sends greetings to "nos" over the microphone is present, and the greeting friendly;
// trampling a sawdust carpet the dreamer made is destruction of property (physical); a tip with a hug is
// two friendly acts; taking back the dreamer's bag from the thief is restitution, not coded; a man dressed
// as a devil is a person, not a creature.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_15: HandCodedDream[] = [
  // The thousands of candidates are a crowd present. "fui expulsado del examen por el examinador" is a
  // passive with its agent; his saying the dreamer was copying, in a relative clause, is the blame and the
  // expulsion its punishment: two acts. "Yo no había hecho nada" is denied. Telling on the dreamer ("se
  // había chivado") is aggression to him. The sandwich is a gift; "cuñada" is family. "disgusto" (Spain) is
  // sadness.
  {
    text: 'Me presentaba otra vez a las oposiciones de Correos en IFEMA, con miles de opositores en un pabellón enorme. A los diez minutos fui expulsado del examen por el examinador, un señor calvo con chaleco, que decía que yo estaba copiando. Yo no había hecho nada. Un chaval de la fila de al lado, con gafas de pasta, se había chivado de que yo tenía el móvil encendido. Al salir, mi cuñada Begoña me esperaba fuera y me dio un bocadillo de calamares. Menudo disgusto me llevé.',
    characters: [
      'person unknown stranger plural | miles de opositores',
      'person male stranger | el examinador, un señor calvo con chaleco',
      'person male stranger | un chaval de la fila de al lado, con gafas de pasta',
      'person female family | mi cuñada Begoña',
    ],
    interactions: ['aggression 1>D', 'aggression 1>D', 'aggression 2>D', 'friendliness 3>D'],
    emotions: ['sadness D'],
  },
  // A stepfather is family. The boquerones "de regalo" for "nos" are one act, to the dreamer. "unos guiris"
  // are a group of unstated sex; "meterse conmigo" (picking on the dreamer) is verbal aggression, and
  // "uno de ellos" throwing the beer in Antonio's face is coded to the group (physical). "les cantó las
  // cuarenta" (told them off) is Antonio's aggression. Throwing them out "a empujones" is physical.
  // "cortadísima" is embarrassment; Antonio's laughing is aimed at no one: his amusement.
  {
    text: 'Estaba en un chiringuito de la playa de Pedregalejo con mi padrastro, Antonio, comiendo espetos. Un camarero muy salao nos puso una ración de boquerones de regalo. Luego unos guiris borrachos de la mesa de al lado empezaron a meterse conmigo por el bañador, y Antonio les cantó las cuarenta. Uno de ellos le tiró la cerveza a la cara. El dueño del chiringuito los echó a la calle a empujones. Yo estaba cortadísima, pero Antonio se partía de risa.',
    characters: [
      'person male family | mi padrastro, Antonio',
      'person male stranger | un camarero muy salao',
      'person unknown stranger plural | unos guiris borrachos de la mesa de al lado',
      'person male stranger | el dueño del chiringuito',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 2>D',
      'aggression 0>2',
      'aggression 2>0 physical',
      'aggression 3>2 physical',
    ],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // Told in the present. A half-brother is family; "toda su colla" (his castellers' team) is a group
  // present, known, and the rival colla only names the casteller. Pulling the dreamer's foot on purpose is
  // physical. Uncertain: the cap de colla (the team's head) is known, as the cabo de la filà in
  // es-tuning-13.ts; his shout is aggression to the casteller. Catching the dreamer in his arms and the kiss
  // on the forehead are two friendly acts (physical). "orgullosa" is happiness.
  {
    text: 'Estoy en una diada castellera en Valls con mi medio hermano Jordi y toda su colla, y me toca subir de enxaneta aunque tengo cuarenta años. A media subida un casteller de la colla rival me tira del pie a propósito y casi me caigo. El cap de colla, un señor con la faja negra, le pega un grito que se oye en toda la plaza. Al bajar, Jordi me coge en brazos y me da un beso en la frente. Estoy muerta de miedo, pero orgullosa.',
    characters: [
      'person male family | mi medio hermano Jordi',
      'person unknown known plural | toda su colla',
      'person male stranger | un casteller de la colla rival',
      'person male known | el cap de colla, un señor con la faja negra',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression 3>2',
      'friendliness 0>D physical',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // No interaction: the massage is the physio's work and her remark about the back a diagnosis (as the
  // nurse finding a vein in en-tuning-11.ts), not coded; the bed rising is no one's act. Pilar, introduced by
  // "se llamaba", is a stranger. The grandfather is dead in waking life but present: coded; "No me dijo
  // nada" is denied. "pena" in Spain is sorrow (sadness).
  {
    text: 'Fui al fisio por la espalda, a una clínica del Actur, en Zaragoza. La fisio, una chica muy maja que se llamaba Pilar, me estuvo dando un masaje y me dijo que tenía la espalda hecha un cristo. De repente la camilla empezó a subir hasta el techo y Pilar seguía trabajando como si nada. En la sala de espera estaba mi abuelo Joaquín, que murió en 2015, leyendo el Heraldo. No me dijo nada. Me desperté confundido y con mucha pena.',
    characters: [
      'person female stranger | la fisio, una chica muy maja que se llamaba Pilar',
      'person male family | mi abuelo Joaquín',
    ],
    interactions: [],
    emotions: ['confusion D', 'sadness D'],
  },
  // Renata first names the school, then is present. Uncertain: a "comadre" (the godmother of one's child)
  // is a friend. The head of the daughter's school is known; scolding "nos" is one act, to the dreamer.
  // "unos chamacos" are a group of unstated sex; the water balloon ("me aventaron") is physical. "les echó
  // pleito" (picked a fight with them, in words) is Renata's verbal aggression, and "se enojó" her anger.
  // Lending the rebozo is friendliness. "coraje" (Mexico) is anger, "me dio risa" amusement.
  {
    text: 'Era la kermés de la primaria de mi hija Renata, en Iztapalapa, y me tocó atender el puesto de aguas frescas con mi comadre Toña. La directora, una señora muy estirada, nos regañó porque según ella servíamos los vasos muy llenos. Luego unos chamacos de sexto me aventaron un globo de agua y me dejaron empapada. Renata se enojó y les echó pleito. Toña me prestó su rebozo para secarme. Me dio mucho coraje, pero también me dio risa.',
    characters: [
      'person female family | mi hija Renata',
      'person female friend | mi comadre Toña',
      'person female known | la directora, una señora muy estirada',
      'person unknown stranger plural | unos chamacos de sexto',
    ],
    interactions: ['aggression 2>D', 'aggression 3>D physical', 'aggression 0>3', 'friendliness 1>D'],
    emotions: ['anger 0', 'anger D', 'happiness D'],
  },
  // "un montón de gente" is a crowd present. A stepsister ("hermanastra") is family. Flirting all night
  // ("tirando la onda"), in a relative clause, is a sexual advance (not physical); the forced kiss he tried
  // is coded as the act (sexuality, physical). The push and "le dijo hasta de lo que se iba a morir" (a
  // torrent of insults) are two acts of Yesenia. Uncertain: the sonidero (the DJ), seen in the scene, is
  // present; his greeting to "nos" over the microphone is friendly, to the dreamer. "el Jesús en la boca"
  // is fear.
  {
    text: 'Fui a un sonidero en Tepito con mi hermanastra Yesenia, y había un montón de gente bailando cumbia en plena calle. Un chavo con gorra de los Pumas, que me estuvo tirando la onda toda la noche, me quiso besar a la fuerza. Yesenia lo empujó y le dijo hasta de lo que se iba a morir. El sonidero, un señor gordito de lentes oscuros, nos mandó saludos por el micrófono. Traía el Jesús en la boca, pero me la pasé bien chido.',
    characters: [
      'person female family | mi hermanastra Yesenia',
      'person unknown stranger plural | un montón de gente',
      'person male stranger | un chavo con gorra de los Pumas',
      'person male stranger | el sonidero, un señor gordito de lentes oscuros',
    ],
    interactions: [
      'sexuality 2>D',
      'sexuality 2>D physical',
      'aggression 0>2 physical',
      'aggression 0>2',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A swimming teacher at the dreamer's club is known ("un chabón", a guy, introduced by name); his
  // shouting is coded once though repeated. "unas pibas más grandes" are a group: pushing the head under is
  // physical, and "se cagaban de risa", aimed at no one, their amusement. "las cagó a pedos" (told them off
  // hard) is the mother's aggression; the alfajor is a gift. "re angustiada" is apprehension; "a salvo"
  // names no class.
  {
    text: 'Soñé que volvía a la pileta del club de barrio en Villa Urquiza, como cuando era chica. El profe de natación, un chabón con silbato que se llamaba Walter, me gritaba que nadaba como un ladrillo. Unas pibas más grandes me hundieron la cabeza en el agua y se cagaban de risa. Mi vieja, que miraba desde la tribuna, bajó y las cagó a pedos. Después me compró un alfajor en la cantina. Estaba re angustiada, pero con mi vieja me sentí a salvo.',
    characters: [
      'person male known | el profe de natación, un chabón con silbato que se llamaba Walter',
      'person female stranger plural | unas pibas más grandes',
      'person female family | mi vieja',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'aggression 2>1', 'friendliness 2>D'],
    emotions: ['happiness 1', 'apprehension D'],
  },
  // A girlfriend is a friend. Being sick on the dreamer's shoes ("championes", Uruguay) is not said to be on
  // purpose: an accident, and "ni me pidió perdón" is denied. The gurí sticking his tongue out is mockery.
  // The pills and the hot water for the mate, brought for "nos", are one friendly act. Flor's laughing is
  // aimed at no one: her amusement. "re caliente" (Río de la Plata) is anger.
  {
    text: 'Iba en el Buquebús de Colonia a Buenos Aires con mi novia, Florencia, y el río estaba picadísimo. Un señor de traje que estaba mareado me vomitó los championes y ni me pidió perdón. Después un gurí que corría por el pasillo me sacó la lengua. La azafata, una muchacha muy amable, nos trajo pastillas para el mareo y agua caliente para el mate. Flor no paraba de reírse. Yo estaba re caliente, pero al rato se me pasó.',
    characters: [
      'person female friend | mi novia, Florencia',
      'person male stranger | un señor de traje',
      'person male stranger | un gurí que corría por el pasillo',
      'person female stranger | la azafata, una muchacha muy amable',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D'],
    emotions: ['happiness 0', 'anger D'],
  },
  // Benjamín first names the class ("el curso"), then is present ("el Benja"): one character. Another
  // parent ("apoderada") met at the school is known (as in es-tuning-12.ts); "me echó la foca" (Chile, told
  // me off), in a relative clause, is verbal aggression. The completo snatched from the tray is theft
  // (physical); "arrancó" (ran off) is no second act; the chase is physical. The form teacher is known; his
  // thanks is friendly. "No estaba enojada con el cabro" is negated.
  {
    text: 'Era la completada del curso de mi hijo Benjamín, en un colegio de Maipú, para juntar plata para la gira de estudios. Yo le echaba palta a los completos con otra apoderada, la señora Ximena, que me echó la foca porque les ponía muy poquita. Un cabro chico de otro curso me robó un completo de la bandeja y arrancó. El Benja lo persiguió por todo el patio. Al final el profesor jefe, don Hernán, me dio las gracias por la ayuda. No estaba enojada con el cabro; quedé contenta.',
    characters: [
      'person male family | mi hijo Benjamín',
      'person female known | otra apoderada, la señora Ximena',
      'person male stranger | un cabro chico de otro curso',
      'person male known | el profesor jefe, don Hernán',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'aggression 0>2 physical', 'friendliness 3>D'],
    emotions: ['happiness D'],
  },
  // "mi cucha" (Colombia) is the mother, dead in waking life but present: coded. Uncertain: the mayordomo
  // (the farm's foreman) and doña Rubiela, the cook, named at the farm where the dreamer picks, are known;
  // the picker "que yo no conocía" is a stranger. Scolding "nos" is one act, to the dreamer. The theft of
  // the basket is physical. The mother's complaint and his insult are one act each way. The tinto (coffee)
  // with arepa for "nos" is one act. "aburrida" (Colombia) is sadness, "berraca" anger.
  {
    text: 'Soñé que estaba recogiendo café en una finca de Chinchiná con mi cucha, que murió hace cinco años, como cuando éramos pobres. El mayordomo, don Arnulfo, nos regañó porque llevábamos muy poquito en el coco. Un recolector costeño que yo no conocía me robó medio canasto cuando me descuidé. Mi cucha le reclamó y él le dijo vieja chismosa. Después doña Rubiela, la de la cocina, nos dio tinto con arepa. Me desperté aburrida y berraca.',
    characters: [
      'person female family | mi cucha',
      'person male known | el mayordomo, don Arnulfo',
      'person male stranger | un recolector costeño que yo no conocía',
      'person female known | doña Rubiela, la de la cocina',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'aggression 0>2', 'aggression 2>0', 'friendliness 3>D'],
    emotions: ['sadness D', 'anger D'],
  },
  // The groom only names his friend ("un amigo del novio"): not coded; Milagros is the bride. The guests at
  // a cousin's wedding are a group, known. Asking the dreamer to dance is friendly; "me metió cabe" (Peru,
  // tripped me up) on purpose is physical. The guests laughing at the dreamer is mockery. "me defendió y le
  // dijo que era un abusivo" is one act, a defence said to the attacker (aggression). The hug is
  // friendliness (physical). "roche" (Peru) is embarrassment.
  {
    text: 'Era el matrimonio de mi prima Milagros en un local de Huanchaco, en Trujillo. Un amigo del novio, un tipo alto que no conocía, me sacó a bailar marinera delante de todos los invitados y a propósito me metió cabe. Me caí sentada y los invitados se rieron de mí. Mi hermano Piero me defendió y le dijo que era un abusivo. Después Milagros, toda de blanco, me dio un abrazo. Tenía un roche terrible, pero terminé feliz.',
    characters: [
      'person female family | mi prima Milagros',
      'person male stranger | un amigo del novio, un tipo alto que no conocía',
      'person unknown known plural | todos los invitados',
      'person male family | mi hermano Piero',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 1>D physical',
      'aggression 2>D',
      'aggression 3>1',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. "una catira" (Venezuela) is a fair-haired woman. Telling "nos" grudgingly that
  // there is no doctor and sending them home is rejection, once, to the dreamer. Asking for the chair is a
  // request; "una malcriada" is verbal aggression. "Quiero decirle cuatro cosas, pero me aguanto" is only
  // wished. The little boy taking the grandmother's hand is friendliness (physical). "arrecha" is anger,
  // "preocupadísima" apprehension.
  {
    text: 'Estoy en un ambulatorio de Valencia con mi abuela Josefina porque le subió la tensión. La enfermera, una catira con cara de pocos amigos, nos dice de mala gana que no hay médico y nos manda para la casa. Un señor con la mano vendada me pide la silla y, cuando le explico que es para mi abuela, me dice que soy una malcriada. Quiero decirle cuatro cosas, pero me aguanto. Un chamito se sienta con mi abuela y le agarra la mano. Estoy arrecha y preocupadísima.',
    characters: [
      'person female family | mi abuela Josefina',
      'person female stranger | la enfermera, una catira con cara de pocos amigos',
      'person male stranger | un señor con la mano vendada',
      'person male stranger | un chamito',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'friendliness 3>0 physical'],
    emotions: ['anger D', 'apprehension D'],
  },
  // "mi pura" (Cuba) is the mother; she works in the hotel kitchen and is present. Calling the dreamer with a
  // snap of the fingers as if she were his maid is one act of contempt (aggression). A shift boss is known;
  // scolding her in front of the guest is verbal aggression. Uncertain: the tip and the hug are two
  // friendly acts, the second physical. Keeping a sandwich for her is friendliness. "echando chispas" is
  // anger, "me dio gracia" amusement.
  {
    text: 'Soñé que trabajaba de camarera en un hotel de Varadero, sirviendo mojitos en la piscina. Un turista canadiense, colorado como un camarón, me llamaba chasqueando los dedos como si yo fuera su criada. Mi jefe de turno, Yunior, me regañó delante de él por tardar. Una señora italiana me dio diez dólares de propina y un abrazo. Mi pura, que trabaja en la cocina, me guardó un pan con lechón. Estaba echando chispas, pero después me dio gracia.',
    characters: [
      'person male stranger | un turista canadiense, colorado como un camarón',
      'person male known | mi jefe de turno, Yunior',
      'person female stranger | una señora italiana',
      'person female family | mi pura',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D',
      'friendliness 2>D',
      'friendliness 2>D physical',
      'friendliness 3>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // The newborn is present, with no act. Scolding the dreamer and putting her out in the corridor are two
  // acts (a blame and its punishment; no one takes hold of her: not physical). The push to take the chair is
  // one physical act; "lo sacó a empujones" takes hold of him (physical). The thanks is friendly. "furiosa"
  // is anger; crying "de alegría" is happiness.
  {
    text: 'Mi hermana Yokaira dio a luz en la Maternidad La Altagracia, en Santo Domingo, y yo me quedé con ella toda la noche. Una enfermera de turno me regañó por sentarme en la cama y me sacó al pasillo. En el pasillo un señor borracho me empujó para quitarme la silla. Un guardia lo sacó a empujones. Al amanecer mi hermana me dio las gracias por quedarme, con la bebita dormida en el pecho. Estaba furiosa con la enfermera, pero lloré de alegría.',
    characters: [
      'person female family | mi hermana Yokaira',
      'person female stranger | una enfermera de turno',
      'person male stranger | un señor borracho',
      'person male stranger | un guardia',
      'person female family | la bebita',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>D',
      'aggression 2>D physical',
      'aggression 3>2 physical',
      'friendliness 0>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // "mis tíos" are a group; Edwin (a brother-in-law, family) and tío Papo stand out by kin and name. Doña
  // Nilda, a neighbour, is known; the bucket of water thrown at "nos" is physical, and "tan brava" her anger.
  // Opening the door and giving "nos" pasteles and coquito is one act of welcome. Uncertain: "se puso a pelear
  // con mi tío Papo y se dieron unos empujones" is one fight, two physical codes. "pena" (Puerto Rico) is
  // embarrassment; "muerto de la risa" amusement.
  {
    text: 'Era diciembre y salimos de parranda por el barrio en Bayamón con mis tíos y mi cuñado Edwin, con cuatro y panderos. A las dos de la mañana fuimos a despertar a doña Nilda, que estaba tan brava que nos tiró un cubo de agua desde el balcón. Después nos abrió y nos dio pasteles y coquito. Edwin se jartó de coquito, se puso a pelear con mi tío Papo y se dieron unos empujones. Yo estaba muerto de la risa, pero me dio pena con doña Nilda.',
    characters: [
      'person unknown family plural | mis tíos',
      'person male family | mi cuñado Edwin',
      'person female known | doña Nilda',
      'person male family | mi tío Papo',
    ],
    interactions: ['aggression 2>D physical', 'friendliness 2>D', 'aggression 1>3 physical', 'aggression 3>1 physical'],
    emotions: ['anger 2', 'happiness D', 'apprehension D'],
  },
  // Uncertain: a man dressed as a devil is a person, not a creature. Frightening "nos" with the whip is
  // aggression (not physical: no touch), to the dreamer; the lash on Dayanna's leg is physical, and her
  // crying her sadness. Grabbing him by the arm and taking him out of the parade is one physical act. The
  // bit of cuy and the sweet are two gifts, one to each. "iras" (Ecuador) is anger.
  {
    text: 'Era el Pase del Niño en Cuenca y yo iba en el desfile con mi sobrina Dayanna, vestida de cholita cuencana. Un señor disfrazado de diablo nos asustaba con un látigo y le dio un latigazo a Dayanna en la pierna. Ella se puso a llorar. Un policía lo agarró del brazo y lo sacó del desfile. Después una señora que vendía cuy me regaló un pedacito y a mi sobrina le dio un caramelo. Estaba asustada y con unas iras tremendas.',
    characters: [
      'person female family | mi sobrina Dayanna',
      'person male stranger | un señor disfrazado de diablo',
      'person male stranger | un policía',
      'person female stranger | una señora que vendía cuy',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>0 physical',
      'aggression 2>1 physical',
      'friendliness 3>D',
      'friendliness 3>0',
    ],
    emotions: ['sadness 0', 'apprehension D', 'anger D'],
  },
  // "mi enamorado" is a boyfriend (a friend); "dos gringas" a group of two women. Getting lost is no act; the
  // blame shouted at "nos" is one act, to the dreamer. The biscuits offered ("le invitaron") are the group's
  // friendly act to the driver; "se le pasó" names no feeling. Wrapping the dreamer in his jumper
  // ("chompa") is friendliness (physical); "nos quedamos abrazados" is reciprocal, two codes.
  {
    text: 'Hacía el tour del Salar de Uyuni en un jeep con mi enamorado, Rodrigo, y dos gringas que no hablaban nada de castellano. El chofer, un caballero callado con chulo, se perdió en medio del salar y nos gritó que era culpa nuestra por distraerlo. Las gringas le invitaron unas galletas y se le pasó. De noche, en el hotel de sal, Rodrigo me abrigó con su chompa y nos quedamos abrazados mirando las estrellas. Estaba asustada, pero después me sentí feliz.',
    characters: [
      'person male friend | mi enamorado, Rodrigo',
      'person female stranger plural | dos gringas que no hablaban nada de castellano',
      'person male stranger | el chofer, un caballero callado con chulo',
    ],
    interactions: [
      'aggression 2>D',
      'friendliness 1>2',
      'friendliness 0>D physical',
      'friendliness 0>D physical',
      'friendliness D>0 physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A stepmother ("madrastra") is family; "Ña" is a title. Uncertain: the shout and "me trató de
  // desubicada" are one outburst, one verbal act. "un karia'y" (Guaraní) is a young man; nearly running the
  // dreamer over is an accident only nearly happening, the rude gesture aggression. The tangerine thrown at
  // his head is physical. The chipa for "nos" is one act, to the dreamer. "nerviosa" is apprehension, "re
  // enojada" anger.
  {
    text: "Fui al Mercado 4 de Asunción con mi madrastra, Ña Blanca, a comprar chipa y yuyos para el tereré. Una vendedora de yuyos me gritó que no manoseara las plantas y me trató de desubicada. Un karia'y en moto casi me atropella y encima me hizo un gesto feo. Ña Blanca le tiró una mandarina por la cabeza. Después un señor de un puesto de chipa nos convidó una chipa calentita. Estaba nerviosa y re enojada, pero la chipa me salvó el día, che.",
    characters: [
      'person female family | mi madrastra, Ña Blanca',
      'person female stranger | una vendedora de yuyos',
      "person male stranger | un karia'y en moto",
      'person male stranger | un señor de un puesto de chipa',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'aggression 0>2 physical', 'friendliness 3>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // "mis cuñados" are a group; "mi concuñado" (a sibling-in-law's husband) is family and stands out by name.
  // Uncertain: trampling the sawdust carpet the dreamer made "a propósito" is destruction of property
  // (physical); going off laughing is aimed at no one: his amusement. The shove and the fistfight both ways
  // are three physical acts (as in es-tuning-14.ts). Scolding "nos" is one act, to the dreamer. "vergüenza"
  // is apprehension.
  {
    text: 'Era Jueves Santo en Antigua y pasé toda la noche haciendo una alfombra de aserrín con mis cuñados. Ya de madrugada, un cucurucho bolo la pisoteó a propósito y se fue riendo. Mi concuñado Estuardo le dio un empujón y se agarraron a trompadas en plena calle. Una señora del cortejo, bien seria, nos regañó por pelear en Semana Santa. Yo estaba triste por la alfombra y con una gran vergüenza.',
    characters: [
      'person unknown family plural | mis cuñados',
      'person male stranger | un cucurucho bolo',
      'person male family | mi concuñado Estuardo',
      'person female stranger | una señora del cortejo, bien seria',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 2>1 physical',
      'aggression 2>1 physical',
      'aggression 1>2 physical',
      'aggression 3>D',
    ],
    emotions: ['happiness 1', 'sadness D', 'apprehension D'],
  },
  // The supervisor and the workmate at the dreamer's maquila are known; the "cipote" (Honduras, a boy) from
  // the store "que yo no conocía" is a stranger. "una haragana" (a slacker) is verbal aggression. Passing on
  // half her pieces is help (friendliness). Stealing the baleado from the bag is theft (physical). Laughing
  // together is aimed at no one: the amusement of both. "cólera" is anger.
  {
    text: 'Soñé que volvía a trabajar en la maquila de Choloma, cosiendo camisetas. La supervisora, una señora a la que le dicen la Chabela, me gritó que era una haragana. Mi compañera de al lado, la Keila, me pasó la mitad de sus piezas para que llegara a la meta. En el almuerzo un cipote de la bodega que yo no conocía me robó el baleado de la bolsa. La Keila y yo nos reímos tanto que se nos olvidó. Me dio cólera con la Chabela, pero salí alegre.',
    characters: [
      'person female known | la supervisora, una señora a la que le dicen la Chabela',
      'person female known | mi compañera de al lado, la Keila',
      'person male stranger | un cipote de la bodega que yo no conocía',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'aggression 2>D physical'],
    emotions: ['happiness 1', 'anger D', 'happiness D'],
  },
  // The single interaction: the Cipitío's courting, the flowers and the piropos, one sexual advance (not
  // physical). The grandfather only names the farm. The Cipitío, a Salvadoran legend, is a creature, male
  // ("un cipotillo", a little boy). The aunt's remark is not coded, and her laughing is her amusement.
  // Uncertain: "pena" in El Salvador is embarrassment, coded with the fright as one apprehension.
  {
    text: 'Estaba lavando ropa en el río de la finca de mi abuelo, en Chalatenango, con mi tía Meches. De repente salió el Cipitío, un cipotillo barrigón con un sombrerote, y me empezó a tirar florecitas y a decirme piropos. Mi tía dijo que me estaba enamorando y se puso a reír. Después el Cipitío se fue brincando por las piedras, con los pies al revés. Yo estaba entre asustada y contenta, y con mucha pena.',
    characters: [
      'person female family | mi tía Meches',
      'creature male - | el Cipitío, un cipotillo barrigón con un sombrerote',
    ],
    interactions: ['sexuality 1>D'],
    emotions: ['happiness 0', 'apprehension D', 'happiness D'],
  },
  // The son is only mentioned. A "chavalo" (Nicaragua) is a young man; pulling the bag away is theft
  // (physical). "fue botado al suelo por un vendedor" is a passive with its agent: the trip that throws him
  // down is physical. Uncertain: taking the bag back is restitution, not coded; the blows with the belt
  // ("chilillazos") are physical. The raspado is a gift. "ni se inmutó" is no feeling.
  {
    text: 'Andaba en el Mercado Oriental de Managua con mi suegra, buscando zapatos para la graduación de mi hijo. Un chavalo me jaló el bolso y salió en carrera entre los tramos, pero fue botado al suelo por un vendedor de raspados que le metió una zancadilla. Mi suegra le quitó el bolso y le dio unos chilillazos con la faja. Después el vendedor me regaló un raspado de leche. Yo estaba temblando de miedo, pero mi suegra ni se inmutó.',
    characters: [
      'person female family | mi suegra',
      'person male stranger | un chavalo',
      'person male stranger | un vendedor de raspados',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>1 physical', 'aggression 0>1 physical', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // A daughter-in-law and a grandson are family; "el chiquito" is the grandson. "nos despachó sin ni
  // siquiera mirarnos" is rejection, once, to the dreamer. Yendry crying is her sadness. The ticket given to
  // "nos" is one friendly act. The check-up is the doctor's work; the lollipop is a gift to the grandson.
  // "preocupadísima" is apprehension; "tranquila" names no class, "¡Qué dicha!" is happiness.
  {
    text: 'Fui al EBAIS de San Rafael de Heredia con mi nuera, Yendry, y mi nieto, que tenía calentura. La muchacha de la ventanilla nos dijo que ya no había fichas y nos despachó sin ni siquiera mirarnos. Yendry se puso a llorar. Entonces un señor que esperaba con una muleta nos regaló su ficha. La doctora revisó al chiquito y le regaló una paleta. Yo estaba preocupadísima, pero salí tranquila. ¡Qué dicha!',
    characters: [
      'person female family | mi nuera, Yendry',
      'person female stranger | la muchacha de la ventanilla',
      'person male family | mi nieto',
      'person male stranger | un señor que esperaba con una muleta',
      'person female stranger | la doctora',
    ],
    interactions: ['aggression 1>D', 'friendliness 3>D', 'friendliness 4>2'],
    emotions: ['sadness 0', 'apprehension D', 'happiness D'],
  },
  // "mi pelaíto" (Panama) is the dreamer's little boy; "mis primas" a group. The water trucks soaking "nos"
  // are the custom of the culecos, and no one's act. Foam in the eyes "a propósito" is physical; "le cayeron
  // a gritos" is the cousins' aggression to him. A carnival queen is a stranger; the flower is a gift.
  // "gozaba" is Abdiel's happiness; "ardida" (Panama) is anger.
  {
    text: 'Era carnaval en Las Tablas y estaba en los culecos con mi pelaíto Abdiel y mis primas de Chitré. Los carros cisterna nos mojaban con las mangueras y Abdiel gozaba como loco. Un man con camisa de la Calle Arriba me echó espuma en los ojos a propósito. Mis primas le cayeron a gritos. Después una reina de la Calle Abajo, toda llena de tembleques, me regaló una flor del pelo. Estaba ardida con el man, pero la pasé chévere.',
    characters: [
      'person male family | mi pelaíto Abdiel',
      'person female family plural | mis primas de Chitré',
      'person male stranger | un man con camisa de la Calle Arriba',
      'person female stranger | una reina de la Calle Abajo, toda llena de tembleques',
    ],
    interactions: ['aggression 2>D physical', 'aggression 1>2', 'friendliness 3>D'],
    emotions: ['happiness 0', 'anger D', 'happiness D'],
  },
];
