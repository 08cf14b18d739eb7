// Spanish, thirty-first tuning batch, the twenty-seventh plain batch (written and hand-coded on 2026-12-06 before
// the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary
// dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spanish speakers of many countries: Spain (Huesca, Logroño), Mexico (Iztacalco, Hermosillo),
// Argentina (Neuquén), Uruguay (Florida), Paraguay (Coronel Oviedo), Bolivia (Tarija), Colombia (Neiva), Ecuador
// (Loja), Chile (Valdivia), Peru (Chiclayo), Venezuela (Ciudad Bolívar), Cuba (Camagüey), Puerto Rico
// (Mayagüez), the Dominican Republic (La Romana), Central America (Cobán, Choluteca, San Miguel, Rivas, Liberia,
// Santiago de Veraguas) and the United States (a Cuban delivery driver in Hialeah, a Puerto Rican mother in
// Orlando), dreamers from twenty-one to fifty-two, in the common situations people dream of that no earlier
// Spanish batch had used (a fare dodger chased by the ticket inspector on the Canfranc train, a fall from a
// rooftop into a neighbour's water tank while fetching a son's kite, teeth falling out at a first asado with a
// girlfriend's parents, a teacher-training exam before an ex-mother-in-law, oversleeping as best man with the
// rings, a husband kissing one's comadre in one's own kitchen, a father in a wheelchair dancing sanjuanero, a
// daughter's first bicycle ride, a baker blamed for the till, a stilt-walker at a wedding's hora loca, a caiman
// in the Orinoco, a dead friend's birthday visit, a custody handover in a mall car park, a purse returned by a
// shoeshine boy, a friend's lie at a cardamom cooperative, a pickup overturned in a ditch, the Siguanaba by a
// river, a missed ferry to Ometepe, a snare drum at the 15 September parade, a gender-reveal balloon, an Amazon
// round and a pitbull, a roller coaster, a row on a tapas crawl in calle Laurel, the ENARM in a gym), one with
// no interaction, three told in the present and three typed in a hurry without accents or capitals, each in its
// own idiom ("el revisor", "me pilla por la mochila", "se cachondea de mí", "un cabreo de narices", "agobiado",
// "atorado su papalote", "el tinaco", "un ratero", "me aventó una toalla", "apenado", "sacado de onda", "los
// viejos de mi novia", "vacío", "granos de choclo", "una vergüenza bárbara", "el IFD", "mi ex suegra", "se había
// salvado de una buena", "re caliente", "el padrino de los anillos", "un haragan", "el pa'i", "che ra'a", "mi
// comadre", "como chicos de colegio", "una pena", "sanjuanero", "como un pelado", "no le parara bolas", "mi
// guagua", "la rodilla pelada", "la amasandería", "las hallullas", "veinte lucas", "me dice ladrona", "me
// convida", "choreada", "la hora loca", "Un zanquero", "se picó", "malogrado", "un roche tremendo", "un babo",
// "le caía a palos", "su curiara", "un par de pendejos", "cagado del susto", "arrecho", "mi socio", "el
// portal", "que me contentara con", "nos dimos la mano", "la jeva nueva", "una mantenia", "enfogona", "me
// desmonté", "un carajito", "la quincena", "a la par de él", "los costales", "que no me afligiera", "una gran
// cólera", "la panamericana", "la cuneta", "baboso", "una cipota", "la cuma", "por bolo", "una gran aflicción",
// "el marinero de la rampa", "su panga", "le echó la bendición", "el redoblante", "un mae gritón", "agüevado",
// "un pedazo de dulce", "una Balboa", "que no le pare bola", "una pena que no me aguanto", "un calor del
// carajo", "una gallega", "un cafecito", "encabronado", "nos botó del parque", "de pinchos", "la cuadrilla",
// "Le llamé payaso", "me dio la razón", "un mosqueo que no veas", "el ENARM", "Los aplicadores", "una
// chicharra", "angustiada").
// Files read: README.md (sed -n, in three parts), hand-codes.ts and ../codes.ts (cat), es-tuning-30.ts (cat, and
// sed -n for the part cat's output had cut), es-tuning-29.ts (sed -n, in two parts: its header and first five
// dreams), and, through grep, the openings of every earlier Spanish tuning batch (es-tuning.ts and
// es-tuning-*.ts) and some of their texts, character lines and comments. Commands run, all read-only and all
// from inside this folder: ls es-tuning* and wc -l of README.md, hand-codes.ts, ../codes.ts, es-tuning-30.ts and
// es-tuning-29.ts; grep -h "text: ['\"]" over es-tuning.ts and es-tuning-*.ts piped to sed and cut, and then to
// wc -l, head or sed -n (six runs, the tool having cut the middle of the longer outputs), to read every
// earlier dream's opening; three shell loops of grep -il over es-tuning.ts and es-tuning-*.ts piped to wc -l,
// counting which words, places and situations ("revisor", "papalote", "azotea", "suegros", "padrino",
// "comadre", "hora loca", "babo", "Orinoco", "custodia", "cardamomo", "cuneta", "Siguanaba", "Ometepe",
// "revelaci", "uñas", "montaña rusa", "Laurel", "ENARM", "redoblante", "setiembre", "limpiabotas", "pinchos",
// "bicicleta", "ferry", "anillo", "examen", the dreamers' towns and others) the earlier batches had used, and
// five runs of grep -ioh (three of them loops, piped to grep -v and head) for the contexts of some of them
// ("revisor", "Loja", "Piura", "Camag", "Mayag", "Laurel", "uñas", "Orlando", "anillo", "bicicleta", "ferry",
// "examen", "me dejó con", "piropo", "caliente"); grep -h over es-tuning*.ts (with -A or -B, piped to grep,
// cut, head, sed -n, sort and uniq -c) to read how the earlier batches had coded a marriage proposal, the
// Sayona and other creatures, "nos abrazamos" and a hug given back, a quarrel between partners, an ex's new
// girlfriend, a trucker's lift, teaching, a pull to dance ("me jaló a bailar", "me sacó a bailar"), "mis dos
// niños, Bryan y Ashley" and a hand left hanging ("me dejó con la mano estirada"). On this file only: grep -c,
// grep -n, grep -o, grep -F, grep -cF, sed, tr, cut and wc, some in shell loops over read (words per dream,
// comment line lengths, the character words and the header's quoted words found in the texts). The file was
// written and edited with the file editing tool only. No script, test, python, tsx, node, vitest, npm or git
// command was run; no held-out file was listed, opened or grepped (every ls and grep named es-tuning files
// only, and wc -l named the allowed files only), no coder file was read, and no web search was made.
// Departures: none; as in es-tuning-30.ts (where es-tuning-29.ts has it on one long line), the header's first
// sentence is wrapped to keep every comment line under 120 characters.
// Conventions followed (README.md, es-tuning-30.ts, es-tuning-29.ts and the earlier batches; where they
// differ, the later one): an interaction aimed at "nos" is one event, coded once with the dreamer as recipient
// ("se rió de nosotras", "nos echa a las dos", "nos aplaudieron", "nos botó del parque"), while one aimed at
// "los dos" by name or pronoun is coded once for each ("Les tiré las papas", "los saqué a los dos"); an act of a
// group is coded to the group only, and one who stands out from a group by name (Javi among "sus amigos de la
// cuadrilla") is coded apart from it, the group still coded; "todos" is the group the dream already has; names
// after a group of the dreamer's people are its members ("mis dos nenas, Kiara y Alanis"), and parents first
// named together ("mis papás", "los viejos de mi novia") and then each by kin or role are coded as the two;
// people only mentioned, only spoken of, named as owners or only phoned (the supervisor in Hialeah, the bride
// and groom in Coronel Oviedo) are not characters, nor is anything said over the phone coded, while one named
// as an owner or spoken of who is present later (doña Cuca, don Hugo, the brother Osniel) is; the dead who
// appear (a friend) are characters; spouses, children, parents, a brother, a cousin, a grandmother and an uncle
// are family, a girlfriend, a boyfriend, a comadre, a best friend and "mi socio" friends, a boss, a manager, a
// co-worker, a neighbour, a classmate, an ex, an ex's mother, a child's teacher and a parish priest known, and
// people the dreamer has never met (a ticket inspector, a policeman, a stilt-walker, a fisherman, a boatman, a
// ride operator, a dog's owner) strangers; crowds present ("la gente", "cientos de médicos") are characters; a
// group of unstated or mixed sex ("Un grupo de montañeros", "sus amigos de la cuadrilla") is of unknown sex;
// animals are coded of unknown sex, and a creature of folklore seen as a woman (the Siguanaba) is a creature,
// female; fear, worry, embarrassment and guilt ("agobiado", "apenado", "vergüenza", "culpa", "roche", "pena" in
// Panama, "aflicción", "preocupada", "asustada", "angustiada") are apprehension, one code per class and person;
// sadness and crying ("triste", "llorando", "agüevado", "pena" in Bolivia) are sadness; anger in the regions'
// words ("cabreo", "re caliente", "rabia", "choreada", "se picó", "arrecho", "enfogona", "cólera",
// "encabronado", "mosqueo") is anger; "contento", "alegre", "orgullosa" and laughter aimed at no one ("nos
// largamos a reír") are happiness; "sacado de onda" and doubt ("sin saber si había contestado algo") are
// confusion; body sensations ("el pecho apretado", "un nudo en la garganta", "el estómago en la garganta",
// "sudando") and feelings of no HVdC class ("el alma tranquila", "cansado") are not coded; talk (questions,
// advice, news), a professional's work (proctors walking, an operator stopping a ride), accidents and mistakes
// (a fall, a crash, a balloon burst, a seat let go), looks and no looks ("me miraba de arriba abajo", "me miro
// feo", "ni me miró"), doing things together (dancing, drinking) and a broom only brandished are not coded;
// blame, an insult said to someone, criticism told, a scolding, mockery ("se reía de mí", "se cachondea de mí")
// and a refusal aimed at someone are aggression, not physical; a punishment is aggression (not physical); an
// argument or a shouting match is two codes, one each way, and an insult in it a further act; a defence said to
// the attacker is aggression to the attacker only; a chase, a grab, a push, a bite, something thrown at someone
// and a blow are physical aggression, and a rescue that strikes the attacker is aggression to the attacker
// only; help, teaching, food or a drink given, a gift, praise, applause, taking someone's side, a blessing and
// an apology are friendliness; a hug, a hand given, tending a hurt, a child's kiss, covering someone and a pull
// to safety are friendliness (physical); a lovers' kiss is sexuality (physical), a catcall sexuality (not
// physical).
// Conventions this batch had to decide: a ticket inspector's fine, though earned, is a punishment (aggression)
// and his grab by the backpack after the chase a second physical act; a girlfriend's parents met for the first
// time are known, as an ex's mother; an examiner failing the dreamer is her work, but with a jibe in one breath
// it is one act of aggression; a hug with words of comfort or praise said with it is one act (physical), as a
// meal given with words of comfort in es-tuning-30.ts, where es-tuning-30.ts also made a hug and a sweatshirt
// lent two acts; blame with an insult in one breath is one act, but a laugh "de mí" and an insult after it are
// two; a dog leaping at the dreamer and biting is one attack, as the iguana of es-tuning-30.ts (not its swarm,
// whose coming at her and stinging were two); an apology and a hand given after it are two acts; a gift and a
// blessing are two; refusing to hand a child over to his father is rejection; a friend's lie to the boss that
// the dreamer steals is aggression to the dreamer; leaving someone with the bill "a propósito" is a snub
// (rejection); an ex's new girlfriend is a stranger, as in an earlier batch; "como un pelado" (a comparison)
// is no one; "pena" is sorrow in Bolivia, embarrassment in Panama; "se picó" (Peru) is anger, "roche" (Peru)
// embarrassment, "agobiado" (Spain) and "aflicción" (El Salvador) apprehension, "agüevado" (Costa Rica) sadness.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_31: HandCodedDream[] = [
  // Told in the present. The dreamer is a student of twenty-one from Huesca. The ticket inspector following him
  // car by car is a chase (physical). The woman covering him with her blanket so the inspector passes him by is
  // help with touch (friendliness, physical), as covering someone with a poncho. Uncertain: catching him by the
  // backpack is a grab (physical) and the fine, though earned, a punishment (aggression, not physical), two acts
  // after the chase. The group of hikers (a masculine plural, of unknown sex) mocking him ("se cachondea de mí")
  // is aggression of the group. "agobiado" (Spain) is apprehension, "un cabreo de narices" anger.
  {
    text: 'Voy en el regional de Zaragoza a Canfranc, con la mochila de la uni, y me doy cuenta de que no llevo billete. El revisor, un tío calvo con la gorra torcida, me ve y empieza a perseguirme vagón por vagón. Una señora que hace ganchillo me tapa con su manta de cuadros y el revisor pasa de largo. En el último vagón me pilla por la mochila y me pone una multa de doscientos euros. Un grupo de montañeros se cachondea de mí todo el rato. Me despierto agobiado y con un cabreo de narices.',
    characters: [
      'person male stranger | El revisor, un tío calvo con la gorra torcida',
      'person female stranger | Una señora que hace ganchillo',
      'person unknown stranger plural | Un grupo de montañeros',
    ],
    interactions: [
      'aggression 0>D physical',
      'friendliness 1>D physical',
      'aggression 0>D physical',
      'aggression 0>D',
      'aggression 2>D',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // The dreamer is a man of thirty-eight from Iztacalco (Mexico City). The neighbour, first named as the owner of
  // the roof, is present as doña Cuca (known). The fall is no act. Her coming out with the broom, with no blow,
  // is not coded; calling him "un ratero" is an insult. The son laughing "de mí" is mockery. The wife throwing
  // him a towel and pulling him out is one rescue (friendliness, physical). "apenado" is embarrassment
  // (apprehension), "sacado de onda" (Mexico) confusion.
  {
    text: 'Soñé que mi hijo Iker había atorado su papalote en los cables de la luz, arriba de la azotea de la vecina, y yo me subía por la escalera del lavadero para bajárselo. Cuando por fin lo alcancé se me resbaló el pie y me fui cayendo y cayendo, como si la casa tuviera veinte pisos. Caí adentro del tinaco de doña Cuca, que salió con la escoba y me gritó que era un ratero. Iker se reía de mí a carcajadas desde el patio. Mi esposa, la Vero, me aventó una toalla y me jaló para sacarme. Desperté todo apenado y sacado de onda.',
    characters: [
      'person male family | mi hijo Iker',
      'person female known | doña Cuca',
      'person female family | Mi esposa, la Vero',
    ],
    interactions: ['aggression 1>D', 'aggression 0>D', 'friendliness 2>D physical'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // The dreamer is a man of twenty-seven from Neuquén. "los viejos de mi novia" are named as the house's owners;
  // the father and the mother, present, are coded each by role, not as a group (as "mis suegros" followed by each
  // in an earlier batch), and, uncertain, as known (a girlfriend's parents, as an ex's mother). The father's look
  // is not coded. The mother calling him "un maleducado" is an insult, the father laughing "de mí" mockery. The
  // napkin passed under the table and the hand squeezed are two friendly acts, the second physical. "una
  // vergüenza bárbara" is apprehension.
  {
    text: 'Soñé que iba por primera vez a comer a la casa de los viejos de mi novia, la Agus, en Neuquén. El padre había hecho un asado y me miraba de arriba abajo. Al primer mordisco de vacío se me empezaron a caer los dientes en el plato, de a uno, como granos de choclo. La madre me dijo que era un maleducado. El padre se reía de mí con la boca llena. La Agus me pasó una servilleta por abajo de la mesa y me apretó la mano. Me desperté con una vergüenza bárbara, tocándome los dientes con la lengua.',
    characters: [
      'person female friend | mi novia, la Agus',
      'person male known | El padre',
      'person female known | La madre',
    ],
    interactions: ['aggression 2>D', 'aggression 1>D', 'friendliness 0>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of twenty-four from Florida (Uruguay). Her ex's mother is known, her classmate known.
  // The question about the son is talk. Lucía whispering her the answer is help; Nelly sending Lucía out of the
  // room is aggression (not physical, no one takes hold of her). Uncertain: failing her is the examiner's work,
  // but with the jibe that her son "se había salvado de una buena" it is one act of aggression. Crying is
  // sadness, "re caliente" (Uruguay) anger.
  {
    text: 'Soñé que daba el examen de Didáctica en el IFD de Florida y en el tribunal estaba mi ex suegra, la Nelly, con el delantal de cocina de siempre. En vez de preguntarme por Piaget me preguntaba por qué había dejado a su hijo. Yo no sabía qué contestar y ella anotaba y anotaba. Mi compañera Lucía me sopló la respuesta desde el banco de atrás y la Nelly la echó del salón. Al final me dijo que estaba reprobada y que su hijo se había salvado de una buena. Me desperté llorando y re caliente.',
    characters: ['person female known | mi ex suegra, la Nelly', 'person female known | Mi compañera Lucía'],
    interactions: ['friendliness 1>D', 'aggression 0>1', 'aggression 0>D'],
    emotions: ['sadness D', 'anger D'],
  },
  // Typed in a hurry. The dreamer is a man of thirty-one from Coronel Oviedo. The bride and groom at the altar are
  // not named and not coded; the bride's mother is known. Her calling him "un haragan y un sinverguenza" in one
  // breath is one insult. The priest ("el pa'i", Paraguay), uncertain known as a parish priest, only gives him a
  // look, not coded. The brother's hug with his words of comfort ("che ra'a", my friend) is one friendly act
  // (physical). "una culpa tremenda" is apprehension; sweating is a body sensation.
  {
    text: "sone que era el casamiento de mi hermano rodrigo en la iglesia de coronel oviedo y yo era el padrino de los anillos. me quede dormido en la hamaca despues del almuerzo y cuando llegue corriendo ya estaban en el altar. la mama de la novia, doña ramona, me dijo en guarani que era un haragan y un sinverguenza. el pa'i me miro feo. rodrigo igual me dio un abrazo y me dijo que no pasa nada che ra'a. desperte con una culpa tremenda y sudando",
    characters: [
      'person male family | mi hermano rodrigo',
      'person female known | la mama de la novia, doña ramona',
      "person male known | el pa'i",
    ],
    interactions: ['aggression 1>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of forty-four from Tarija. The comadre is a friend. The husband and the comadre
  // kissing each other is a lovers' kiss between two others, sexuality (physical), two codes, one each way.
  // Lidia laughing "de mí" and then calling her too old for him are two acts (mockery, an insult). "ni me miró"
  // is not coded. Uncertain: the potatoes thrown at "los" two and the two thrown out of the house are coded once
  // for each of them, the throw physical, the throwing out not (no one is taken hold of). The daughter's hug is
  // friendliness (physical). "rabia" is anger; "pena" (Bolivia, sorrow) sadness.
  {
    text: 'Soñé que volvía temprano del mercado Campesino, en Tarija, cargada de verduras, y en mi cocina estaba mi esposo, el Marcelo, tomando vino con mi comadre Lidia. Se estaban besando como chicos de colegio. Cuando me vieron, la Lidia se rió de mí y me dijo que yo ya estaba vieja para él. El Marcelo ni me miró. Les tiré las papas por la cabeza y los saqué a los dos de la casa. Mi hija Vania me abrazó en la puerta. Me desperté con una rabia y una pena que me duraron todo el día.',
    characters: [
      'person male family | mi esposo, el Marcelo',
      'person female friend | mi comadre Lidia',
      'person female family | Mi hija Vania',
    ],
    interactions: [
      'sexuality 0>1 physical',
      'sexuality 1>0 physical',
      'aggression 1>D',
      'aggression 1>D',
      'aggression D>0 physical',
      'aggression D>1 physical',
      'aggression D>0',
      'aggression D>1',
      'friendliness 2>D physical',
    ],
    emotions: ['anger D', 'sadness D'],
  },
  // The dreamer is a man of thirty-five from Neiva. "mis papás", named as the house's owners, are present each by
  // kin, coded as the two. Dancing together is not coded, and "como un pelado" (Colombia, like a kid) is a
  // comparison, no one. The father's scolding with "un desagradecido" is one act of aggression. The plate served
  // with the mother's comfort ("que no le parara bolas") is one friendly act; asking him to dance is
  // friendliness. Crying is sadness, "contento" happiness.
  {
    text: 'Soñé que llegaba a la casa de mis papás en Neiva, en plenas fiestas de San Pedro, y mi papá, que lleva un año en silla de ruedas, estaba bailando sanjuanero con mi mamá en la sala, como un pelado. Cuando me vio paró la música, me regañó por no haber ido a visitarlo en meses y me dijo que yo era un desagradecido. Mi mamá me sirvió un plato de asado huilense y me dijo que no le parara bolas. Después mi papá me sacó a bailar a mí. Me desperté llorando, pero contento.',
    characters: ['person male family | mi papá', 'person female family | mi mamá'],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 0>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // The dreamer is a man of thirty-three from Loja. "mi guagua" (Ecuador) is his child. Teaching her to ride is
  // friendliness, as teaching in earlier batches; letting go of the seat is a mistake, not coded. The woman's
  // shout ("un irresponsable", "no merecía tener hijos") is one act of aggression. Lifting the girl and blowing
  // on her knee is one act of tending (physical), the ice cream a gift, a second act; her kiss is a child's
  // affection (friendliness, physical). Her crying is her sadness; "una culpa horrible" is apprehension; "el
  // pecho apretado" a body sensation.
  {
    text: 'Soñé que le estaba enseñando a andar en bicicleta a mi guagua, la Emilia, en el parque Jipiro, en Loja. Yo le sostenía el asiento y corría detrás de ella. En una bajada la solté y se fue de boca contra una banca. Una señora que pasaba con sus bolsas me gritó que era un irresponsable, que no merecía tener hijos. La Emilia lloraba con la rodilla pelada. La alcé, le soplé la herida y después le compré un helado. Ella me dio un beso y me dijo que mañana otra vez. Me desperté con el pecho apretado y con una culpa horrible.',
    characters: [
      'person female family | mi guagua, la Emilia',
      'person female stranger | Una señora que pasaba con sus bolsas',
    ],
    interactions: [
      'friendliness D>0',
      'aggression 1>D',
      'friendliness D>0 physical',
      'friendliness D>0',
      'friendliness 0>D physical',
    ],
    emotions: ['sadness 0', 'apprehension D'],
  },
  // Told in the present. The dreamer is a woman of twenty-nine from Valdivia. Don Hugo, named first as the
  // bakery's owner, is present (her boss, known); the other baker is known. His blame with "me dice ladrona" in
  // one breath is one act. Juanita's retort that he is mad is a defence said to the attacker, aggression to him
  // only. Throwing "nos … a las dos" out is one act, to the dreamer (not physical). The bread given ("me convida")
  // is friendliness. Both laughing, at no one, is the amusement of each (happiness); "choreada" (Chile) is anger.
  {
    text: 'Estoy trabajando en la amasandería de don Hugo, en Valdivia, sacando las hallullas del horno a las seis de la mañana. Don Hugo cuenta la plata de la caja, me echa la culpa de que faltan veinte lucas y me dice ladrona delante de la señora Juanita, la otra amasandera. Ella le dice que está loco, que yo nunca he sacado ni un pan. Don Hugo nos echa a las dos a la calle. Afuera, la señora Juanita me convida un pan amasado calientito y nos largamos a reír. Despierto choreada.',
    characters: ['person male known | don Hugo', 'person female known | la señora Juanita, la otra amasandera'],
    interactions: ['aggression 0>D', 'aggression 1>0', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['happiness D', 'happiness 1', 'anger D'],
  },
  // The dreamer is a woman of twenty-six from Chiclayo. The stilt-walker's clown mask is a costume; he is a
  // stranger. Pulling her to the floor to dance is friendliness (physical), as in an earlier batch, and the
  // necklace of lights put on her a gift, a second act. The boyfriend's push and the wig thrown back in his face
  // are one physical act each way. The cousin's blame is aggression. "se picó" (Peru) is the boyfriend's anger;
  // "un roche tremendo" (Peru) is embarrassment (apprehension).
  {
    text: 'Soñé que estaba en el matrimonio de mi prima Katherine, en un local de Chiclayo, y empezaba la hora loca. Un zanquero con máscara de payaso me jaló a la pista a bailar y me colgó un collar de luces. Mi enamorado, el Diego, se picó y le dio un empujón al zanquero, que casi se cae de sus zancos. El zanquero le tiró la peluca en la cara. Después la Katherine vino a mi mesa y me dijo que por mi culpa le habían malogrado su matrimonio. Me desperté con un roche tremendo.',
    characters: [
      'person female family | mi prima Katherine',
      'person male stranger | Un zanquero con máscara de payaso',
      'person male friend | Mi enamorado, el Diego',
    ],
    interactions: [
      'friendliness 1>D physical',
      'friendliness 1>D',
      'aggression 2>1 physical',
      'aggression 1>2 physical',
      'aggression 0>D',
    ],
    emotions: ['anger 2', 'apprehension D'],
  },
  // The dreamer is a man of thirty from Ciudad Bolívar. The caiman ("un babo", of unknown sex) seizing his leg
  // and dragging him is one attack (physical). The cousin beating it with an oar is a rescue that strikes the
  // attacker: aggression to the caiman only (physical). The fisherman pulling him into the dugout is a pull to
  // safety (friendliness, physical); his scolding of "nos" as "un par de pendejos" is one act, to the dreamer.
  // "cagado del susto" is apprehension, "arrecho" (Venezuela) anger.
  {
    text: 'Soñé que me estaba bañando en el Orinoco, en la playita frente a Ciudad Bolívar, con mi primo Jesús Rafael, en plena sequía. De repente un babo me agarró por la pierna y me empezó a jalar para lo hondo. Jesús Rafael le caía a palos con un remo. Un pescador viejo que pasaba en su curiara me agarró por los brazos y me subió. Después nos echó un sermón y nos dijo que éramos un par de pendejos. Me desperté cagado del susto y arrecho con Jesús Rafael, que fue el que me llevó.',
    characters: [
      'person male family | mi primo Jesús Rafael',
      'animal unknown - | un babo',
      'person male stranger | Un pescador viejo que pasaba en su curiara',
    ],
    interactions: ['aggression 1>D physical', 'aggression 0>1 physical', 'friendliness 2>D physical', 'aggression 2>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The dreamer is a man of fifty-two from Camagüey. His dead friend ("mi socio", Cuba), who appears, is a
  // character. The bottle given is a gift; "nos dimos un abrazo" is reciprocal, two codes (physical). Drinking
  // together and the advice are not coded. The brother, first spoken of, is present later. The drink poured for
  // him is Yuniel's friendliness to him; "nos dimos la mano" is reciprocal, two codes (physical). Crying is
  // sadness; "el alma tranquila" is of no HVdC class.
  {
    text: 'Soñé que era mi cumpleaños y estaba sentado en el portal de mi casa, en Camagüey, cuando llegó mi socio Yuniel, que se murió en el 2019, con una botella de ron Santero debajo del brazo. Me la regaló y nos dimos un abrazo largo. Nos pusimos a tomar y me dijo que ya era hora de que me contentara con mi hermano Osniel. Al rato apareció Osniel en la esquina y Yuniel le sirvió un trago a él también. Osniel y yo nos dimos la mano. Me desperté llorando como un niño, pero con el alma tranquila.',
    characters: [
      'person male friend | mi socio Yuniel, que se murió en el 2019',
      'person male family | mi hermano Osniel',
    ],
    interactions: [
      'friendliness 0>D',
      'friendliness D>0 physical',
      'friendliness 0>D physical',
      'friendliness 0>1',
      'friendliness D>1 physical',
      'friendliness 1>D physical',
    ],
    emotions: ['sadness D'],
  },
  // Typed in a hurry. The dreamer is a woman of thirty-four from Mayagüez. The ex is known; uncertain: his new
  // girlfriend ("la jeva nueva") is a stranger, as an ex's new girlfriend in an earlier batch. "empezamos a
  // discutir" is an argument, two codes, and his insult ("una mantenia", a kept woman) a third act. The
  // girlfriend telling her to shut up is aggression. The hug is friendliness (physical); refusing to hand the
  // boy over is a refusal aimed at the ex (rejection). The boy's crying is his sadness; "enfogona" (Puerto Rico)
  // is anger.
  {
    text: 'sone que estaba en el estacionamiento del mayaguez mall esperando a mi ex, el jovanny, pa entregarle al nene como cada viernes. llego tarde como siempre y con la jeva nueva. empezamos a discutir por la pension y el me dijo que yo era una mantenia. la jeva se metio y me dijo que me callara la boca. mi nene adrian se puso a llorar en el carro y yo lo abrace bien fuerte y no se lo quise dar. desperte bien enfogona',
    characters: [
      'person male known | mi ex, el jovanny',
      'person female stranger | la jeva nueva',
      'person male family | mi nene adrian',
    ],
    interactions: [
      'aggression D>0',
      'aggression 0>D',
      'aggression 0>D',
      'aggression 1>D',
      'friendliness D>2 physical',
      'aggression D>0',
    ],
    emotions: ['sadness 2', 'anger D'],
  },
  // The dreamer is a woman of fifty from La Romana. The passengers of the guagua are not mentioned. The boy
  // running after her is no chase; returning the purse is help, and the money she gives him a gift. The
  // policeman's grab by the arm (physical) and his accusation are two acts. Her retort that the boy is more
  // decent than he is a defence said to the attacker, aggression to the policeman only. "contenta" and
  // "orgullosa" are happiness, one code.
  {
    text: 'Soñé que se me caía la cartera en la guagua de La Romana a San Pedro, con la quincena completa adentro. Cuando me desmonté en el parque, un limpiabotas, un carajito flaco de unos doce años, vino corriendo detrás de mí y me la devolvió sin que faltara un peso. Yo le di quinientos pesos. Un policía que estaba en la esquina lo agarró por el brazo y lo acusó de haberme robado. Yo le dije al policía que ese muchacho era más decente que él. Me desperté contenta y orgullosa de ese carajito.',
    characters: [
      'person male stranger | un limpiabotas, un carajito flaco de unos doce años',
      'person male stranger | Un policía que estaba en la esquina',
    ],
    interactions: [
      'friendliness 0>D',
      'friendliness D>0',
      'aggression 1>0 physical',
      'aggression 1>0',
      'aggression D>1',
    ],
    emotions: ['happiness D'],
  },
  // The dreamer is a man of twenty-nine from Cobán. The manager and the workers of his cooperative are known.
  // The manager saying he knew of the other job is talk. Uncertain: Byron's lie to the manager that the dreamer
  // steals sacks is a lie told to get him into trouble, aggression to the dreamer (a betrayal); the firing is
  // rejection. The workers only watch. The coffee given with "que no me afligiera" is one friendly act. "bien
  // triste" is sadness, "cólera" anger.
  {
    text: 'Soñé que estaba en la bodega de la cooperativa, en Cobán, secando cardamomo con mi mejor amigo, el Byron, como todos los días. Llegó el gerente, don Otto, y me dijo que ya sabía que yo me quería ir a trabajar a otra finca. El Byron, que estaba a la par de él, le dijo que además yo me robaba los costales. Don Otto me despidió ahí mismo, delante de todos los trabajadores. Doña Amalia, la de la tienda de enfrente, me regaló un café y me dijo que no me afligiera. Me desperté bien triste y con una gran cólera.',
    characters: [
      'person male friend | mi mejor amigo, el Byron',
      'person male known | el gerente, don Otto',
      'person unknown known plural | todos los trabajadores',
      'person female known | Doña Amalia, la de la tienda de enfrente',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 3>D'],
    emotions: ['sadness D', 'anger D'],
  },
  // Typed in a hurry. The dreamer is a man of forty-one from Choluteca. The crash is an accident. Pulling the old
  // man out of the window and laying him down is one rescue (friendliness, physical). The son's shout that the
  // dreamer robbed him is blame (aggression); the old man's "que no fuera baboso" is a defence said to the
  // attacker, aggression to the son only. Uncertain: the apology and the hand given are two friendly acts, the
  // second physical. "alegre" is happiness; "cansado" is of no HVdC class.
  {
    text: 'sone que venia en la moto por la panamericana cerca de choluteca y un pick up se salio de la calle y se volteo en la cuneta. adentro estaba un señor viejito todo golpeado. yo lo saque por la ventana y lo acoste en el monte. en eso llego el hijo en otro carro y me grito que yo le habia robado la billetera al señor. el viejito le dijo que no fuera baboso que yo le habia salvado la vida. el hijo me pidio perdon y me dio la mano. desperte cansado pero alegre',
    characters: ['person male stranger | un señor viejito todo golpeado', 'person male stranger | el hijo'],
    interactions: [
      'friendliness D>0 physical',
      'aggression 1>D',
      'aggression 0>1',
      'friendliness 1>D',
      'friendliness 1>D physical',
    ],
    emotions: ['happiness D'],
  },
  // The dreamer is a man of twenty-three from San Miguel. The Siguanaba, first seen as "una cipota" (a girl), is
  // a creature (female). Uncertain: whistling at her is a catcall, a sexual overture without touch, from the
  // dreamer. Her chase is physical aggression; laughing as she runs is part of it. The old man throwing his
  // machete ("la cuma") at her is a rescue that strikes the attacker: aggression to her only (physical). His
  // telling the dreamer it served him right "por bolo y por enamorado" is criticism, aggression. "una gran
  // aflicción" (El Salvador, worry) is apprehension; the soaked sheets are a body sensation.
  {
    text: 'Soñé que venía de una fiesta en la colonia, en San Miguel, ya de madrugada, y a la orilla del río Grande vi a una cipota de espaldas lavando ropa en una piedra. Le silbé, como un baboso. Cuando se volteó tenía cara de caballo: era la Siguanaba. Me persiguió por toda la calle de tierra, riéndose. Un viejito que cuidaba una milpa le tiró la cuma y la espantó. Después me dijo que eso me pasaba por bolo y por enamorado. Me desperté con una gran aflicción y con las sábanas empapadas.',
    characters: [
      'creature female - | una cipota de espaldas lavando ropa en una piedra',
      'person male stranger | Un viejito que cuidaba una milpa',
    ],
    interactions: ['sexuality D>0', 'aggression 0>D physical', 'aggression 1>0 physical', 'aggression 1>D'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of twenty-eight from Rivas. The sailor laughing "de nosotras" is mockery, one act,
  // to the dreamer. The grandmother's scolding is aggression. The boatman's free ride offered to "nos" is one
  // friendly act, to the dreamer. Uncertain: the rosquillas given and the blessing are two friendly acts of the
  // grandmother to the boatman. "preocupada" is apprehension.
  {
    text: 'Soñé que iba con mi abuela Socorro al muelle de San Jorge, en Rivas, para agarrar el ferry a Ometepe, y el bus se tardó una eternidad. Cuando llegamos el ferry ya iba saliendo, y el marinero de la rampa se rió de nosotras. Mi abuela me regañó en pleno muelle por andar pegada al celular. Un lanchero, un chavalo moreno con gorra, nos ofreció llevarnos gratis en su panga. En medio del lago mi abuela le dio unas rosquillas y le echó la bendición. Me desperté toda preocupada, como si todavía fuera tarde.',
    characters: [
      'person female family | mi abuela Socorro',
      'person male stranger | el marinero de la rampa',
      'person male stranger | Un lanchero, un chavalo moreno con gorra',
    ],
    interactions: ['aggression 1>D', 'aggression 0>D', 'friendliness 2>D', 'friendliness 0>2', 'friendliness 0>2'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a man of forty from Liberia (Costa Rica). The son's music teacher is known (a child's teacher).
  // Pulling the boy out of the line by his shirt is physical aggression, as a mother taking her daughter by the
  // arm to the car in es-tuning-30.ts. The crowd the dreamer pushes through is present. The hug with the words of
  // praise said with it is one friendly act (physical); the women's applause to "nos" is one act, to the dreamer.
  // "muerto de miedo" is the boy's apprehension, "agüevado" (Costa Rica) the dreamer's sadness; "un nudo en la
  // garganta" is a body sensation.
  {
    text: 'Soñé que era el desfile del 15 de setiembre en Liberia y mi hijo Josué iba tocando el redoblante con el uniforme del cole. A media calle se le rompió el parche y se quedó parado, muerto de miedo. El profe de música, un mae gritón, lo sacó de la fila jalándolo de la camisa. Yo me metí entre la gente, lo abracé y le dije que estaba orgulloso de él. Unas señoras que veían el desfile desde la acera nos aplaudieron. Me desperté con un nudo en la garganta y todo agüevado.',
    characters: [
      'person male family | mi hijo Josué',
      'person male known | El profe de música, un mae gritón',
      'person unknown stranger plural | la gente',
      'person female stranger plural | Unas señoras que veían el desfile desde la acera',
    ],
    interactions: ['aggression 1>0 physical', 'friendliness D>0 physical', 'friendliness 3>D'],
    emotions: ['apprehension 0', 'sadness D'],
  },
  // Told in the present. The dreamer is a woman of thirty from Santiago de Veraguas. The uncle is family; the
  // cousin's mother-in-law, whom the dreamer knows ("nunca me ha querido"), is known. The balloon burst on the
  // cigarette is an accident. Yarisel's "una envidiosa" with her blame in one breath is one act; the cake
  // ("un pedazo de dulce", Panama) smashed in the dreamer's face is physical aggression. The beer given with the
  // uncle's comfort is one friendly act. "pena" (Panama) is embarrassment (apprehension).
  {
    text: 'Estoy en la fiesta de revelación de mi prima Yarisel, en el patio de su casa en Santiago, y me toca sostener el globo negro gigante lleno de confeti. Sin querer lo acerco al cigarrillo del tío Abdiel y el globo revienta antes de tiempo. Sale confeti azul por todos lados. Yarisel me grita que soy una envidiosa y que siempre le daño todo. La suegra de ella, doña Dalys, que nunca me ha querido, me estrella un pedazo de dulce en la cara. El tío Abdiel me pasa una Balboa fría y me dice que no le pare bola. Me despierto con una pena que no me aguanto.',
    characters: [
      'person female family | mi prima Yarisel',
      'person male family | el tío Abdiel',
      'person female known | La suegra de ella, doña Dalys, que nunca me ha querido',
    ],
    interactions: ['aggression 0>D', 'aggression 2>D physical', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a Cuban man of thirty-six in Hialeah. Uncertain: the pitbull (of unknown sex) leaping at him
  // and biting his boot is one attack (physical), as the iguana in es-tuning-30.ts. The owner ("una gallega",
  // Cuba, a Spaniard) calling him "un animal" is an insult. The supervisor only phones: no character, nothing
  // coded. The water and the cafecito brought are one gift. "encabronado" is anger; "muerto de sed" no feeling.
  {
    text: 'Soñé que estaba repartiendo paquetes de Amazon en Hialeah, en la van, con cuatrocientas paradas y un calor del carajo. En una casa de la 49 un pitbull se me tiró encima y me mordió la bota. La dueña, una gallega de pelo blanco, en vez de aguantar al perro me gritó que yo era un animal por dejarle la caja mojada en el portal. Mi supervisor me llamó para decirme que iba atrasado. Un viejito de la casa de al lado me trajo un vaso de agua fría y un cafecito. Me desperté encabronado y muerto de sed.',
    characters: [
      'animal unknown - | un pitbull',
      'person female stranger | La dueña, una gallega de pelo blanco',
      'person male stranger | Un viejito de la casa de al lado',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['anger D'],
  },
  // The dreamer is a Puerto Rican woman of forty-five in Orlando. "mis dos nenas, Kiara y Alanis" are two
  // characters (names after a group of the dreamer's people). The safety bar opening is an accident. The
  // husband's grab by the ankle that holds her is a rescue (friendliness, physical). The girls' screaming is
  // aimed at no one and names no feeling. The operator stopping the ride is his work; throwing "nos" out of the
  // park as if she were to blame is one act, to the dreamer (not physical). "asustada" is apprehension; "el
  // estómago en la garganta" a body sensation.
  {
    text: 'Soñé que estaba en un parque de Orlando con mi esposo, Edwin, y mis dos nenas, Kiara y Alanis, montada en una montaña rusa altísima. En la bajada más grande la barra de seguridad se me abrió y salí volando del carrito. Edwin me agarró por el tobillo y no me soltó hasta que el carrito paró. Las nenas gritaban como locas. El muchacho que manejaba la atracción, un gringo pelirrojo, nos botó del parque como si la culpa fuera mía. Me desperté con el estómago en la garganta y bien asustada.',
    characters: [
      'person male family | mi esposo, Edwin',
      'person female family | Kiara',
      'person female family | Alanis',
      'person male stranger | El muchacho que manejaba la atracción, un gringo pelirrojo',
    ],
    interactions: ['friendliness 0>D physical', 'aggression 3>D'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of thirty-nine from Logroño. Her husband's friends ("amigos", of unknown sex) are a
  // group present, known, and "todos" is that group; Javi stands out from it by name (known), the group still
  // coded. Telling them she cannot fry an egg is criticism told, aggression to her; their laughing "de mí" is
  // the group's mockery. "Le llamé payaso" is an insult, and the shouting match two codes, one each way. Javi
  // taking her side is friendliness. Uncertain: leaving her "con la cuenta a propósito" is a snub (rejection).
  // "un mosqueo" (Spain) is anger, "triste" sadness.
  {
    text: 'Soñé que estábamos de pinchos por la calle Laurel, en Logroño, con mi marido, Íñigo, y sus amigos de la cuadrilla. En el tercer bar Íñigo les contó a todos que yo no sé ni freír un huevo, y se rieron de mí a gusto. Le llamé payaso y acabamos discutiendo a gritos en medio de la calle. Su amigo Javi me dio la razón a mí, delante de todos. Al final Íñigo se fue solo a casa y me dejó con la cuenta a propósito. Me desperté con un mosqueo que no veas y muy triste.',
    characters: [
      'person male family | mi marido, Íñigo',
      'person unknown known plural | sus amigos de la cuadrilla',
      'person male known | Su amigo Javi',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D',
      'aggression D>0',
      'aggression D>0',
      'aggression 0>D',
      'friendliness 2>D',
      'aggression 0>D',
    ],
    emotions: ['anger D', 'sadness D'],
  },
  // The dreamer is a woman of twenty-six from Hermosillo, a young doctor. No interaction: the hundreds of doctors
  // are a crowd present, and "todos" is that crowd; the proctors walking between the tables do their work, and
  // the classmate (known) only writes. "angustiada" is apprehension; not knowing whether she answered anything
  // (doubt) is confusion.
  {
    text: 'Soñé que presentaba el ENARM en un gimnasio enorme de Hermosillo, con cientos de médicos y un calor de cuarenta y cinco grados, con los abanicos apagados. Las preguntas estaban escritas en la pared y se iban borrando solas. Los aplicadores, unos señores de chaleco, caminaban entre las mesas sin hablar. A mi lado estaba mi compañera de la carrera, la Daniela, escribiendo como loca, y yo no me acordaba ni de mi matrícula. Sonó una chicharra y todos se levantaron. Desperté bien angustiada y sin saber si había contestado algo.',
    characters: [
      'person unknown stranger plural | cientos de médicos',
      'person male stranger plural | Los aplicadores, unos señores de chaleco',
      'person female known | mi compañera de la carrera, la Daniela',
    ],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
];
