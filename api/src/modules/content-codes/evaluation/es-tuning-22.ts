// Spanish, twenty-second tuning batch, the eighteenth plain batch (written and hand-coded on 2026-12-06
// before the coder was run on it, in the plain style of real dream reports, with the few interactions
// of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the
// earlier tuning batches.
// Dreams from Spain and Latin America and from Spanish speakers abroad (Spain: Zaragoza, Madrid and Salou;
// Mexico, Argentina, Uruguay, Chile, Peru, Colombia, Venezuela, Cuba, the Dominican Republic, Puerto Rico,
// Ecuador, Bolivia, Paraguay, Guatemala, Honduras, El Salvador, Costa Rica, Panama; a Mexican near Dallas,
// a Venezuelan in Santiago de Chile, a Nicaraguan in Escazú), dreamers from sixteen to seventy-four, in new
// situations (the Ofrenda de Flores del Pilar, the pradera de San Isidro, a hen party in Salou, the
// earthquake drill of 19 September in an office in the Roma, cleaning houses in Plano, bochas at a
// pensioners' club in Paraná, Cabo Polonio at night, the night shift in a cherry packing in San Fernando,
// a nanny in a square of Las Condes, a fiesta de promoción in Piura, a lift stuck in a power cut in
// Bucaramanga, the Sayona on the road to Carora, a CDR meeting in Santa Clara, a baseball try-out in Boca
// Chica, a Christmas party in a marquesina in Carolina, the Saturday fair in Otavalo, the carnival of
// Santa Cruz, the river rising in the Bañado Sur, an office convivio in zona 10, the sea rising at Tela, a
// proposal at the food fair of Juayúa, a night guard at a condominium in Escazú, a zumba class in a salón
// comunal of Desamparados, a junta de embarre in Macaracas), each in its own idiom ("baturras", "un cierzo
// que cortaba la cara", "un cuadro de jota", "le dijo cuatro cosas", "un botellín", "me entró la risa",
// "chulapos", "un chotis", "las tontas", "morriña", "unos tíos ingleses", "guarradas", "hasta las tantas",
// "rarísima", "el licenciado", "unos lentos", "la banqueta", "agarrado", "nomás", "la troca", "mi comadre",
// "un coraje", "las bochas", "el paraíso", "la del buffet", "una soda", "caliente", "el camión", "la ruta",
// "temporera", "un packing", "botando la plata", "un cabro", "la colación", "palta", "picada", "el chamo",
// "las nanas", "me compartió su termo", "mi pareja", "churro", "el salón", "nunca me ha podido ver",
// "gaseosa", "la promo", "cólera", "la pasé bonito", "Cabecera", "bravo", "como un bobo", "la Sayona",
// "un guarapo de papelón", "muerto de miedo", "el CDR", "taburetes", "la guardia", "un buchito", "que no
// cogiera lucha", "se fue la corriente", "una soberbia", "el try-out", "mi buscon", "sus panas", "good
// job", "el party", "la marquesina", "a to' lo que da", "un cuatro", "aguinaldos", "jumao", "me deje
// quieto", "doble cuerito", "el güiro", "abochornado", "mi gente", "extrañada", "la polera", "el primer
// anillo", "unos changos", "un taquirari", "el gentío", "el Bañado Sur", "el carrito", "otra compañía", "me
// trató de haragana", "cocido con galleta", "mis chiquitos", "angustiada", "el convivio", "la licenciada",
// "chafa", "una Quetzalteca", "el parqueo", "me dio risa", "punta", "garífunas", "el corazón a mil", "echar
// tortillas", "súper nerviosa", "de guarda", "la caseta", "un nica", "la cédula", "chiquitito", "la licra",
// "me fije", "tuanis", "pena", "una junta de embarre", "quincha", "un trago de seco", "un pelao",
// "nostalgia").
// Conventions followed (README.md, es-tuning-21.ts, es-tuning-20.ts and the earlier batches): an
// interaction aimed at "nos" is one event, coded once with the dreamer as recipient ("nos trajo una soda",
// "no paraban de decirnos guarradas", "nos echó a la calle", "nos aplaudió", "nos ayudó a subir el ropero",
// "nos tiraban globos", "nos regaló un plato", "nos sacaron los bomberos"); an act of a group is coded to
// the group only, and a member singled out of it without a name ("uno" of the Englishmen, "uno de los
// scouts, un gringo") is coded to the group, while one named ("Una de ellas, la Rosa", "Mi amigo el Beto"
// of the comparsa, "Noelia" of the friends) is coded apart; people only mentioned, only spoken of or named
// as owners (the aunt who made the dress, "la marquesina de mi tía Nilda", the son in Spain, the mothers
// the dreamers long for, the girlfriend in Carora) are not characters; in-laws and spouses are family ("mi
// cuñado Fermín"), a comadre and friends named as such friends, a boyfriend's mother known, and a boss, a
// co-worker, a classmate, a neighbour, the resident of a house the dreamer guards, an employer and her son,
// the woman who runs the buffet, the members of the dreamer's own comparsa and whoever runs the work or the
// class (the jefa de línea, the profe) known, and someone the dreamer has never met a stranger; crowds
// present ("muchísima gente", "un montón de turistas", "el gentío", "La cola de grupos") are characters,
// and "todos" and "todo el mundo" are the group the dream already has; a dead relative who appears (the
// uncle at the junta) is a character; guilt, shame and embarrassment ("humillada", "avergonzada",
// "abochornado", "vergüenza", "pena" in Costa Rica) and fear and worry ("miedo", "asustadísimo",
// "nervioso", "angustiada") are apprehension, and amusement happiness ("me entró la risa", "nos moríamos
// de la risa", "me dio risa", "riéndome", "se reía solo"); laughter aimed at no one is the laugher's
// amusement, not an interaction, while laughing at someone ("sus panas se rieron de mí", "Flor se ríe de
// mí", "todos se rieron de mí") is mockery; crying is the crier's sadness, and crying "de miedo" the fear
// only, as "Lloré de alegría" in es-tuning-20.ts; body sensations ("cansadísima", "temblando", "el corazón
// a mil") and feelings only shown or described ("no sabía si reír o llorar", "me sentía chiquitito") are
// not coded, nor are negated feelings ("No me dio miedo", "No estaba asustada") or a dislike held in
// waking life ("nunca me ha podido ver"); acts only wished ("Yo quería agarrar al niño"), talk (asking a
// price, an agent's warning), a denial ("Yo le dije que no") and accidents (a waltz partner treading on
// her feet, a bump in a zumba class, a child falling off a swing) are not coded, nor is a queue-jump with
// no shove (es-tuning-12.ts) or shared work (the junta de embarre, as the minga in es-tuning-14.ts); a
// professional's work (paying the cleaner, asking for an ID at the gate) is not coded, but a rescue is
// friendliness (physical) even when it is the rescuer's trade, as the firefighter's in es-tuning-16.ts; a
// defence said to the attacker ("le dijo cuatro cosas", "le dijo que era un tramposo", "le dijo que era
// una envidiosa", "les gritó de todo", "le dice que me deje quieto") is aggression to the attacker only;
// complaining to someone and accusing them ("le dije que medía mal a propósito") are verbal aggression;
// being thrown out ("nos echó a la calle") and a refusal aimed at the dreamer ("no nos quería dejar poner
// la carpa") are rejection, not physical; teasing about not being married is mockery, as in the
// fourteenth pair; theft (a cap snatched) is physical, and so are a drink or water balloons thrown at
// someone on purpose (as in es-tuning-12.ts), a mud ball thrown and nails dug in; praise, a gift, a drink
// or food given, lending something, a lift given and helping someone are friendliness, and so is
// applause; a hug, a hand held, a handshake, tending a wound, a dog licking the dreamer's hand, a wife's
// kiss on the cheek and a child's kiss are friendliness (physical), and a handshake and the praise said
// with it two acts, as in es-tuning-19.ts; lewd remarks and asking for a phone number are sexual advances
// (not physical), a grope and a stranger's kiss sexuality (physical); animals are coded of unknown sex.
// Conventions this batch had to decide: dancing a chotis together is a shared pastime, not coded; a
// "morriña" and a "nostalgia" of years gone by are sadness; the bride's sister at the hen party is known;
// the employer's son finding the ring and handing it to his mother is a help to her (friendliness), and
// her not apologizing is no act; the sea lion found standing alone where the husband had been is coded
// apart from the sea lions on the rocks; the sandwich and the request for a phone number are two acts, a
// gift and a sexual advance; carrying the hurt child and blowing on his knee is one friendly act
// (physical), and the other nannies of the square, whom the dreamer sees every day, are known; a father
// asking his daughter to dance is friendliness; the firemen getting "nos" out of the stuck lift is a
// rescue (friendliness, physical); stopping to give the Sayona a lift is the dreamer's friendliness, her
// nails dug into his waist physical aggression and her "un mentiroso" a second act; the coffee and "que no
// cogiera lucha" (Cuba, not to get worked up) are two friendly acts, a gift and comfort; the mother
// shouting in the stands at a try-out is cheering aimed at no one said, not coded; a present given in an
// office exchange is still a gift, and the boss's face of disgust and her remark one act; accepting a
// proposal ("le dije que sí") is the dreamer's friendliness, as the proposal is the boyfriend's; a stranger
// who takes the dreamer's hand and makes him dance is one friendly act (physical), her kiss a second
// (sexuality, physical); food brought to the dreamer's children is friendliness to them; an insult and an
// ID thrown on the ground are two acts, the throw a snub (not physical, as the notes thrown on the table
// in es-tuning-20.ts); a mud ball thrown at the dreamer and the one he throws back are physical aggression
// each way, and thanks given with a hug one act (physical); "caliente" (Argentina), "picada" (Chile),
// "bravo" (Colombia), "una soberbia" (Cuba), "cólera" (Peru) and "coraje" (Mexico) are anger;
// "abochornado" (Puerto Rico) and "pena" (Costa Rica) embarrassment, apprehension; "extrañada" and "como
// confundida" confusion; "tuanis" (Costa Rica) names no feeling beside "contenta".
// Checks run: an ls of es-tuning* and a wc -l of README.md, hand-codes.ts, codes.ts and the es-tuning
// batches; cat, sed, grep, cut and awk over the earlier es-tuning batches to read them and see which
// situations, creatures and conventions they had used, and their longest lines; an ls of the api folder
// and a cat of a prettier config there, which does not exist (it printed the folder names generated, src,
// test and tsconfig.json, and nothing else); on this file only, grep, awk and a python3 count of words,
// brackets, code fields and character indexes that only prints; no script, test, tsx, vitest or git
// command was run.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_22: HandCodedDream[] = [
  // The dreamer is a woman of thirty-four. The queue of groups and the jota group of the woman who jumps it
  // are crowds present. The queue-jump with no shove is not coded; "le dijo cuatro cosas" (told her off) is
  // the mother's aggression to her. The water for Vega is friendliness to the daughter. "rabia" is anger,
  // "me entró la risa" (at no one) amusement; "cansadísima" is tiredness.
  {
    text: 'Soñé que iba a la Ofrenda de Flores del Pilar con mi madre y mi hija Vega, las tres vestidas de baturras. La cola de grupos llegaba hasta el Coso y hacía un cierzo que cortaba la cara. Una señora de otro grupo se nos coló por delante con todo su cuadro de jota, y mi madre le dijo cuatro cosas. Vega iba cansadísima y un voluntario de Protección Civil le dio un botellín de agua. Cuando por fin llegamos a la Virgen, a mi ramo de claveles no le quedaba ni una flor, solo los tallos. Me dio una rabia tremenda y luego me entró la risa.',
    characters: [
      'person female family | mi madre',
      'person female family | mi hija Vega',
      'person unknown stranger plural | La cola de grupos',
      'person female stranger | Una señora de otro grupo',
      'person unknown stranger plural | todo su cuadro de jota',
      'person male stranger | un voluntario de Protección Civil',
    ],
    interactions: ['aggression 0>3', 'friendliness 5>1'],
    emotions: ['anger D', 'happiness D'],
  },
  // The dreamer is a man of sixty-six. Dancing the chotis together is a shared pastime, not coded, and "los
  // dos nos moríamos de la risa" is the amusement of both. The cap snatched is theft (physical); the
  // rosquillas are a gift, the wife's kiss on the cheek friendliness (physical). "contento" is happiness,
  // "morriña" (longing for those years) sadness.
  {
    text: 'Era San Isidro y estaba en la pradera con mi mujer, Charo, los dos vestidos de chulapos, como cuando éramos novios. Había muchísima gente merendando en la hierba. Nos pusimos a bailar un chotis y a mí se me olvidaban los pasos, y los dos nos moríamos de la risa. Luego un chaval me quitó la gorra de la cabeza y salió corriendo con ella. Mi cuñado Fermín apareció con una caja de rosquillas y me dio las tontas, que sabe que son las que me gustan. Al final Charo me dio un beso en la mejilla. Me desperté contento, pero con mucha morriña de aquellos años.',
    characters: [
      'person female family | mi mujer, Charo',
      'person unknown stranger plural | muchísima gente merendando en la hierba',
      'person male stranger | un chaval',
      'person male family | Mi cuñado Fermín',
    ],
    interactions: ['aggression 2>D physical', 'friendliness 3>D', 'friendliness 0>D physical'],
    emotions: ['happiness D', 'happiness 0', 'sadness D'],
  },
  // The dreamer is a woman of thirty. The friends of the hen party are a group, Noelia named apart, and her
  // sister known. The lewd remarks at "nos" are one sexual advance (not physical); the grope by "uno" is
  // coded to the group (sexuality, physical), and the drink thrown over him is physical aggression to the
  // group. Throwing "nos" out is rejection (not physical). The dreamer's hug is friendliness (physical);
  // talking is not coded. Noelia's crying is her sadness; "como confundida" is confusion.
  {
    text: 'Soñé que estaba en Salou con las amigas, en la despedida de soltera de Noelia, todas con camisetas rosas y diademas con velo. En un bar de la playa había unos tíos ingleses borrachos que no paraban de decirnos guarradas, y uno le tocó el culo a Noelia. Su hermana, la Sheila, le tiró la copa encima. El camarero nos echó a la calle a nosotras, no a ellos. Ya en el hotel, Noelia se puso a llorar porque decía que no se quería casar. La abracé y estuvimos hablando hasta las tantas. Me desperté rarísima, como confundida.',
    characters: [
      'person female friend plural | las amigas',
      'person female friend | Noelia',
      'person male stranger plural | unos tíos ingleses borrachos',
      'person female known | Su hermana, la Sheila',
      'person male stranger | El camarero',
    ],
    interactions: [
      'sexuality 2>D',
      'sexuality 2>1 physical',
      'aggression 3>2 physical',
      'aggression 4>D',
      'friendliness D>1 physical',
    ],
    emotions: ['sadness 1', 'confusion D'],
  },
  // The dreamer is a woman of twenty-nine. "todos los de la oficina" are her co-workers, known. The boss
  // shouting at "nos" that they are slow is one act, to the dreamer; Itzel taking her by the hand is
  // friendliness (physical). "sin entender nada" is confusion, "miedo" apprehension.
  {
    text: 'Soñé que era 19 de septiembre y en la oficina, en la Roma, estábamos haciendo el simulacro. Sonó la alerta sísmica y todos los de la oficina bajamos por las escaleras, pero las escaleras no se acababan, seguían y seguían para abajo. Mi jefe, el licenciado Ortega, iba gritándonos que nos apuráramos, que éramos unos lentos. Mi compañera Itzel me agarró de la mano para que no me quedara atrás. Cuando por fin salimos a la calle ya era de noche y no había nadie, ni siquiera Itzel. Me quedé parada en la banqueta sin entender nada y con un miedo horrible.',
    characters: [
      'person unknown known plural | todos los de la oficina',
      'person male known | Mi jefe, el licenciado Ortega',
      'person female known | Mi compañera Itzel',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D physical'],
    emotions: ['confusion D', 'apprehension D'],
  },
  // The dreamer is a Mexican woman of forty-five who cleans houses near Dallas; the employer and her son,
  // named, are known. The accusation of theft is aggression; the denial is no act. Uncertain: the son
  // finding the ring and handing it to his mother is a help to her (friendliness). Not apologizing is no
  // act, paying her wages not coded. The comadre's hug is friendliness (physical). "humillada" is shame,
  // apprehension, "coraje" anger.
  {
    text: 'Soñé que estaba limpiando una de las casas que limpio los martes, en Plano, cerca de Dallas. La señora de la casa, Mrs. Miller, llegó temprano y me dijo que le faltaba un anillo de diamantes, que seguro yo lo había agarrado. Yo le dije que no, que yo nunca en mi vida. Su hijo, el Tyler, un muchacho de unos quince años, encontró el anillo en un cajón de la cocina y se lo dio a su mamá. Ella ni me pidió perdón, nomás me pagó y se encerró en su cuarto. En la troca, mi comadre Lety me abrazó bien fuerte. Me sentía humillada y con un coraje que no se me quitaba.',
    characters: [
      'person female known | La señora de la casa, Mrs. Miller',
      'person male known | Su hijo, el Tyler, un muchacho de unos quince años',
      'person female friend | mi comadre Lety',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>0', 'friendliness 2>D physical'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The dreamer is a man of seventy-four. Telling Cacho he measures wrong "a propósito" is the dreamer's
  // accusation (aggression); "ciego" and sending him home are Cacho's answer, one act. El Ruso taking his
  // side to Cacho is aggression to Cacho only. The soda brought to "nos" is one friendly act. "caliente"
  // (Argentina) is anger; wanting to go to the club names no feeling.
  {
    text: 'Soñé que estaba jugando a las bochas en el club de jubilados de Paraná con mis amigos el Ruso y el Cacho, como todos los jueves. Hacía un calor de locos y tomábamos mate abajo del paraíso. El Cacho medía los tantos con el metro y yo le dije que medía mal a propósito. Me contestó que yo estaba ciego y que me fuera a mi casa. El Ruso se puso de mi lado y le dijo que era un tramposo de toda la vida. Al rato la Nélida, la del buffet, nos trajo una soda bien fría. Me quedé caliente con el Cacho, pero me desperté con ganas de ir al club.',
    characters: [
      'person male friend | el Ruso',
      'person male friend | el Cacho',
      'person female known | la Nélida, la del buffet',
    ],
    interactions: ['aggression D>1', 'aggression 1>D', 'aggression 0>1', 'friendliness 2>D'],
    emotions: ['anger D'],
  },
  // The dreamer is a woman of fifty-one. No interaction: the old sea lion only looks at her. Uncertain: it
  // stands alone where the husband was, not on the rocks, so it is coded apart from the sea lions there.
  // "No me dio miedo" is negated; "tristeza" and waking up crying are sadness.
  {
    text: 'Soñé que estaba en Cabo Polonio con mi marido, el Gustavo, en una casita sin luz. Bajamos desde la ruta en el camión, con un montón de turistas sacudiéndose atrás. De noche fuimos hasta el faro y las rocas estaban llenas de lobos marinos que gritaban como personas. El Gustavo se quedó mirando el mar y de repente ya no estaba, y en su lugar había un lobo marino viejo, solo, mirándome. No me dio miedo, me dio una tristeza muy honda. Me desperté llorando.',
    characters: [
      'person male family | mi marido, el Gustavo',
      'person unknown stranger plural | un montón de turistas',
      'animal unknown - plural | lobos marinos',
      'animal unknown - | un lobo marino viejo',
    ],
    interactions: [],
    emotions: ['sadness D'],
  },
  // Told in the present. The dreamer is a woman of twenty-three. The jefa de línea runs the work: known; her
  // shouting is aggression. The gloves are friendliness. The boy from the warehouse, "que no conozco", is a
  // stranger: the sandwich is a gift, asking for her number a sexual advance (not physical). "picada"
  // (Chile) is anger, "contenta" happiness; "cansada" is tiredness.
  {
    text: 'Estoy trabajando de temporera en un packing de cerezas en San Fernando, en el turno de noche. La cinta va cada vez más rápido y las cerezas se me caen al suelo. La jefa de línea, una señora que le dicen la Tía Marta, me grita que estoy botando la plata de la empresa. Mi amiga la Javiera me pasa sus guantes porque los míos están rotos. A la hora de la colación, un cabro de la bodega que no conozco me regala un sándwich de palta y me pide mi número. Estoy cansada y picada con la Tía Marta, pero el cabro me tiene contenta.',
    characters: [
      'person female known | La jefa de línea, una señora que le dicen la Tía Marta',
      'person female friend | Mi amiga la Javiera',
      'person male stranger | un cabro de la bodega que no conozco',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 2>D', 'sexuality 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // The dreamer is a Venezuelan nanny of thirty-one in Santiago; the child she looks after and his mother
  // are known. The fall is an accident; carrying him and blowing on the scrape is one friendly act
  // (physical). Uncertain: the other nannies of the square, seen every day, are known, and la Rosa is named
  // out of them. The insult is aggression, the coffee shared friendliness, the child's kiss with "me
  // quería" friendliness (physical). The dreamer's mother is only spoken of. "triste" and "me alegró".
  {
    text: 'Soñé que estaba cuidando a Agustín, el niño que cuido en Las Condes, en la plaza de enfrente del edificio. El chamo se cayó del columpio y se raspó la rodilla, y yo lo cargué y le soplé la herida. La mamá, la señora Francisca, llegó corriendo y me dijo delante de las otras nanas de la plaza que yo no servía ni para cuidar un perro. Una de ellas, la Rosa, que es peruana, se sentó conmigo y me compartió su termo de café. Después Agustín me dio un beso y me dijo que me quería mucho. Me sentí muy triste y lejos de mi mamá, pero el beso del chamo me alegró el día.',
    characters: [
      'person male known | Agustín, el niño que cuido',
      'person female known | La mamá, la señora Francisca',
      'person female known plural | las otras nanas de la plaza',
      'person female known | Una de ellas, la Rosa',
    ],
    interactions: ['friendliness D>0 physical', 'aggression 1>D', 'friendliness 3>D', 'friendliness 0>D physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // The dreamer is a girl of seventeen; "el salón" and "la promo" are her class, known. The aunt is only
  // spoken of, and treading on her feet in the waltz is an accident. Brenda's dislike is held in waking life
  // (not coded); the soda poured on the dress "a propósito" is physical aggression, and Diego's "una
  // envidiosa" aggression to Brenda. The father asking her to dance and the applause for "nos" are
  // friendliness. "avergonzada" is apprehension, "cólera" (Peru) anger, "la pasé bonito" happiness.
  {
    text: 'Soñé que era mi fiesta de promoción en un local de Piura y yo iba con un vestido celeste que me hizo mi tía. Mi pareja era el Diego, el más churro del salón, pero en el vals me pisó como diez veces. Después la Brenda, que nunca me ha podido ver, me echó su gaseosa en el vestido y dijo que fue sin querer, pero yo vi que fue a propósito. El Diego le dijo que era una envidiosa. Más tarde mi papá me sacó a bailar y toda la promo nos aplaudió. Estaba avergonzada y con una cólera tremenda, pero al final la pasé bonito.',
    characters: [
      'person male known | Mi pareja era el Diego, el más churro del salón',
      'person female known | la Brenda',
      'person male family | mi papá',
      'person unknown known plural | toda la promo',
    ],
    interactions: ['aggression 1>D physical', 'aggression 0>1', 'friendliness 2>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'anger D', 'happiness D'],
  },
  // The dreamer is a man of forty. The building's administrator is known, the woman with the little dog a
  // stranger. The blame is aggression; lending the phone is friendliness, the dog licking his hand
  // friendliness (physical). Uncertain: the firemen getting "nos" out is a rescue (friendliness, physical),
  // as the firefighter's in es-tuning-16.ts. Keeping quiet is no act. "asustadísimo" is apprehension,
  // "bravo" (Colombia) anger.
  {
    text: 'Soñé que me quedaba encerrado en el ascensor del edificio donde trabajo, en Cabecera, con el administrador, don Hernando, y una señora que no conocía con un perrito en los brazos. Se fue la luz y el ascensor se quedó quieto entre el sexto y el séptimo. Don Hernando empezó a echarme la culpa porque yo había apretado el botón de emergencia. La señora me prestó el celular para alumbrar y el perrito me lamía la mano. Como a la hora nos sacaron los bomberos. Yo estaba asustadísimo y bravo con don Hernando, pero no le dije nada.',
    characters: [
      'person male known | el administrador, don Hernando',
      'person female stranger | una señora que no conocía',
      'animal unknown - | un perrito',
      'person unknown stranger plural | los bomberos',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 2>D physical', 'friendliness 3>D physical'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The dreamer is a man of twenty-six. The woman in white is the Sayona (Venezuela), a creature, female;
  // the girlfriend is only spoken of. Stopping to give her a lift is friendliness; the nails dug into his
  // waist are physical aggression, "un mentiroso" a second act. The guarapo his mother makes him is
  // friendliness. "muerto de miedo" is apprehension; "temblando" a body sensation.
  {
    text: 'Soñé que venía en la moto de noche por la carretera de Carora, de vuelta de casa de mi novia. En una curva había una mujer toda vestida de blanco haciéndome señas para que la llevara. Yo paré como un bobo y ella se montó atrás. Cuando miré por el retrovisor tenía la cara de calavera y me clavaba unas uñas larguísimas en la cintura. Era la Sayona. Me dijo al oído que yo era igualito a todos los hombres, un mentiroso. Aceleré y en el puente ya no estaba. Llegué a la casa temblando y mi mamá me hizo un guarapo de papelón. Estaba muerto de miedo.',
    characters: ['creature female - | una mujer toda vestida de blanco', 'person female family | mi mamá'],
    interactions: ['friendliness D>0', 'aggression 0>D physical', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of sixty. The neighbours of the CDR are known, and "todo el mundo" is them. The
  // president's criticism and the dreamer's retort are one act each way. Uncertain: the coffee and "que no
  // cogiera lucha" (not to get worked up) are two friendly acts, a gift and comfort. Singing together is
  // not coded. "una soberbia" (Cuba) is anger, "riéndome" (at no one) amusement.
  {
    text: 'Soñé que había reunión del CDR en la cuadra, en Santa Clara, y estábamos todos los vecinos sentados en taburetes en la acera. La presidenta, Migdalia, me criticó delante de todo el mundo porque yo no había hecho la guardia. Yo le contesté que ella tampoco la hacía nunca. Mi vecino Eusebio, el del frente, me trajo un buchito de café y me dijo bajito que no cogiera lucha. En eso se fue la corriente y todo el mundo se puso a cantar boleros a oscuras. Yo estaba con una soberbia que no podía, pero terminé cantando y riéndome.',
    characters: [
      'person unknown known plural | todos los vecinos',
      'person female known | La presidenta, Migdalia',
      'person male known | Mi vecino Eusebio, el del frente',
    ],
    interactions: ['aggression 1>D', 'aggression D>1', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Typed in a hurry. The dreamer is a boy of sixteen; the buscón (his agent) is known. The agent's warning
  // is talk. The boy's taunt and his friends' laughing at the dreamer are two acts. "uno de los scouts, un
  // gringo", not named, is coded to the scouts: the handshake (physical) and "good job" are two friendly
  // acts. Uncertain: the mother shouting in the stands is cheering aimed at no one said, not coded.
  // "nervioso" is apprehension, "feliz" happiness.
  {
    text: 'sone que tenia el try-out en una academia de pelota en boca chica y habia unos scouts de grandes ligas mirando detras de la malla. mi buscon, papo, me decia que si no tiraba a noventa millas no habia firma. en el bullpen un muchacho de san pedro me dijo que yo lanzaba como una niña y sus panas se rieron de mi. tire la primera recta y el radar marco 99. uno de los scouts, un gringo, me dio la mano y me dijo good job. mi mama gritaba como loca en las gradas. yo estaba nervioso al principio pero despues me senti el hombre mas feliz del mundo',
    characters: [
      'person unknown stranger plural | unos scouts de grandes ligas',
      'person male known | mi buscon, papo',
      'person male stranger | un muchacho de san pedro',
      'person unknown stranger plural | sus panas',
      'person female family | mi mama',
    ],
    interactions: ['aggression 2>D', 'aggression 3>D', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. The dreamer is a man of thirty-eight. "todo el mundo" and "todos" are the family
  // already there; the aunt is named only as the owner of the marquesina. The drunk uncle's teasing about
  // marrying is mockery; the grandmother's "que me deje quieto" is a defence, aggression to him, and the
  // plate she serves friendliness; passing the güiro so he plays along is friendliness. "abochornado"
  // (Puerto Rico) is embarrassment, apprehension, "contento" happiness.
  {
    text: "Estoy en el party de Navidad con toda la familia en la marquesina de mi tía Nilda, en Carolina, con pasteles, arroz con gandules y la música a to' lo que da. Mi primo Edwin llega con un cuatro y todo el mundo se pone a cantar aguinaldos. Mi tío Cuco, que ya está jumao, me pregunta delante de todos que cuándo me voy a casar, que ya estoy viejo y nadie me va a querer. Mi abuela le dice que me deje quieto y me sirve un plato de lechón con doble cuerito. Después Edwin me pasa el güiro para que toque con él. Estoy abochornado, pero contento de estar con mi gente.",
    characters: [
      'person unknown family plural | toda la familia',
      'person male family | Mi primo Edwin',
      'person male family | Mi tío Cuco',
      'person female family | Mi abuela',
    ],
    interactions: ['aggression 2>D', 'aggression 3>2', 'friendliness 3>D', 'friendliness 1>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The dreamer is a woman of fifty-five from Quito. No interaction: asking prices is talk, and the son in
  // Spain is only spoken of. The vendor who is always another with the same face is one character.
  // Patricio laughing to himself is his amusement. "No estaba asustada" is negated, "extrañada" confusion.
  {
    text: 'Soñé que fui con mi esposo, Patricio, a la feria de Otavalo un sábado, a comprar un poncho para mi hijo que vive en España. La plaza estaba llena de puestos y de turistas, y todos los ponchos eran del mismo azul. Patricio se probaba sombreros y se reía solo. Cada vez que yo preguntaba un precio, la vendedora era otra pero tenía la misma cara. Al final la plaza se quedó vacía y solo quedaba un perro callejero durmiendo en el medio. No estaba asustada, solo extrañada, y me desperté con ganas de llamar a mi hijo.',
    characters: [
      'person male family | mi esposo, Patricio',
      'person unknown stranger plural | turistas',
      'person female stranger | la vendedora',
      'animal unknown - | un perro callejero',
    ],
    interactions: [],
    emotions: ['happiness 0', 'confusion D'],
  },
  // The dreamer is a man of twenty-two; his comparsa is known, Beto named out of it. The balloons of water
  // and paint thrown at "nos" are physical aggression; Beto shouting at the boys aggression to them. The
  // girl taking his hand and making him dance is one friendly act (physical), her kiss sexuality
  // (physical). Looking for her is no act. "confundido" is confusion, "feliz" happiness.
  {
    text: 'Soñé que era carnaval en Santa Cruz y yo salía con mi comparsa, todos con la misma polera verde. Íbamos bailando por el primer anillo y desde un balcón unos changos nos tiraban globos con agua y pintura. Mi amigo el Beto les gritó de todo. Después una chica de otra comparsa me agarró de la mano, me hizo bailar un taquirari y me dio un beso. Se perdió en el gentío y yo la buscaba por todos lados y no la encontraba. Me desperté medio confundido, pero feliz de la vida.',
    characters: [
      'person unknown known plural | mi comparsa',
      'person unknown stranger plural | unos changos',
      'person male friend | Mi amigo el Beto',
      'person female stranger | una chica de otra comparsa',
      'person unknown stranger plural | el gentío',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>1', 'friendliness 3>D physical', 'sexuality 3>D physical'],
    emotions: ['confusion D', 'happiness D'],
  },
  // The dreamer is a woman of forty-eight. Loading the barrow with her son is a shared task. The small
  // children crying "de miedo" is their fear only. The neighbour's help to "nos" is friendliness; the
  // refusal of a place for the tent (rejection) and "haragana" are two acts. The cocido brought to the
  // children is friendliness to them. "angustiada" is apprehension, "triste" sadness.
  {
    text: 'Soñé que el río crecía otra vez y el agua entraba en mi casa del Bañado Sur, en Asunción. Yo cargaba las cosas en la carretilla con mi hijo mayor, el Derlis, y mis chiquitos lloraban de miedo. Don Eladio, el vecino del fondo, nos ayudó a subir el ropero a su carrito. En el refugio de la Costanera, una señora de otra compañía no nos quería dejar poner la carpa al lado de la suya y me trató de haragana. Una chica de la parroquia les trajo cocido con galleta a mis chiquitos. Yo estaba angustiada, y triste por mis plantas que se quedaron en el agua.',
    characters: [
      'person male family | mi hijo mayor, el Derlis',
      'person unknown family plural | mis chiquitos',
      'person male known | Don Eladio, el vecino del fondo',
      'person female stranger | una señora de otra compañía',
      'person female stranger | Una chica de la parroquia',
    ],
    interactions: ['friendliness 2>D', 'aggression 3>D', 'aggression 3>D', 'friendliness 4>1'],
    emotions: ['apprehension 1', 'apprehension D', 'sadness D'],
  },
  // The dreamer is a man of thirty-three; his boss and co-workers are known, and "todos" is the office.
  // Uncertain: the mug he brings in the exchange is still a gift (friendliness). The boss's face of disgust
  // and "qué regalo más chafa" are one act; the office laughing at him is mockery. The bottle is a gift.
  // "vergüenza" is apprehension, "me dio risa" amusement.
  {
    text: 'Soñé que era el convivio de fin de año con los de la oficina, en un restaurante de la zona 10, y hacíamos el intercambio de regalos. A mí me tocaba la licenciada Sandoval, mi jefa, y le llevé una taza con su nombre. Ella la abrió, hizo cara de asco y dijo en voz alta que qué regalo más chafa, y todos se rieron de mí. Después mi compañero Byron me regaló una botella de Quetzalteca. Al final, en el parqueo, no encontraba mi carro por ningún lado. Me dio una gran vergüenza lo de la taza, pero luego me dio risa.',
    characters: [
      'person unknown known plural | los de la oficina',
      'person female known | la licenciada Sandoval, mi jefa',
      'person male known | mi compañero Byron',
    ],
    interactions: ['friendliness D>1', 'aggression 1>D', 'aggression 0>D', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The dreamer is a man of thirty-six. No interaction: the boy dancing in front of the drummers does
  // nothing to them, and grabbing him is only wished. The drummers are a masculine plural, sex unknown.
  // "asustado" is apprehension; "el corazón a mil" is a body sensation.
  {
    text: 'Soñé que estaba en la playa de Tela con mi esposa, la Kenia, y nuestro niño, el Josué, que tiene cuatro años. En la arena había unos muchachos garífunas tocando tambor y bailando punta, y el Josué se puso a bailar solito frente a ellos. El mar estaba verde clarito y tibio. De repente el agua empezó a subir sin hacer olas, despacito, y tapaba las palmeras, pero nadie se movía. Yo quería agarrar al niño y no podía mover las piernas. Me desperté con el corazón a mil, bien asustado.',
    characters: [
      'person female family | mi esposa, la Kenia',
      'person male family | nuestro niño, el Josué',
      'person unknown stranger plural | unos muchachos garífunas',
    ],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // The dreamer is a woman of twenty-seven; her boyfriend's mother is known. Her running the dreamer down
  // is aggression; the plate given to "nos" friendliness. The proposal is friendliness, and, uncertain,
  // accepting it ("le dije que sí") the dreamer's friendliness back; the crowd's applause is friendliness.
  // "súper nerviosa" is apprehension; "no sabía si reír o llorar" only describes.
  {
    text: 'Soñé que fui a la feria gastronómica de Juayúa con mi novio, el Gerson, y su mamá, doña Tere. Había un montón de gente y olía a carne asada y a café. Doña Tere se la pasó diciéndome que yo no sabía ni echar tortillas, que pobrecito su hijo. En un puesto, la señora que vendía yuca frita nos regaló un plato porque era el último día de feria. Después el Gerson se arrodilló en medio de la calle con un anillo y me pidió que me casara con él, y toda la gente aplaudió. Yo estaba súper nerviosa, no sabía si reír o llorar, pero le dije que sí.',
    characters: [
      'person male friend | mi novio, el Gerson',
      'person female known | su mamá, doña Tere',
      'person unknown stranger plural | un montón de gente',
      'person female stranger | la señora que vendía yuca frita',
    ],
    interactions: ['aggression 1>D', 'friendliness 3>D', 'friendliness 0>D', 'friendliness 2>D', 'friendliness D>0'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a Nicaraguan man of thirty-five, a night guard in Costa Rica. Asking for the ID is his
  // work. The insult to him as a "nica" and the ID thrown on the ground are two acts, the throw a snub (not
  // physical). The resident of house 12 is known, her food friendliness; the co-worker asleep does nothing.
  // The mother is only spoken of. "triste" is sadness; "me sentía chiquitito" only describes.
  {
    text: 'Soñé que estaba de guarda en la caseta de un condominio en Escazú, en el turno de noche, como trabajo ahora. Llegó un señor en un carro negro sin el sticker y, cuando le pedí la cédula, me dijo que qué se creía un nica para pedirle nada a él, y me tiró la cédula al suelo. Después bajó doña Vera, la de la casa 12, con gallo pinto y café en un termo para mí, como hace a veces. Mi compañero de turno, el Freddy, se quedó dormido en la silla. Yo me sentía chiquitito y triste, con ganas de irme para Chinandega donde mi mamá.',
    characters: [
      'person male stranger | un señor en un carro negro',
      'person female known | doña Vera, la de la casa 12',
      'person male known | Mi compañero de turno, el Freddy',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['sadness D'],
  },
  // Told in the present. The dreamer is a woman of fifty-two; the neighbour, the women of the class and
  // the profe who runs it are known, the new woman a stranger. The bump is an accident, the rebuke "de mal
  // modo" aggression. Flor laughing at her is mockery; taking her hand to show the step is one friendly act
  // (physical). The profe's praise is friendliness. "contenta" is happiness, "pena" (Costa Rica)
  // embarrassment, apprehension; "tuanis" names no feeling beside it.
  {
    text: 'Estoy en la clase de zumba del salón comunal de Desamparados, como todos los martes, con mi vecina Flor y las señoras de siempre. La profe, una muchacha flaquita con licra fucsia, pone la música durísimo. Yo voy perdida, siempre para el lado contrario, y choco con una señora nueva que me dice de mal modo que me fije. Flor se ríe de mí, pero después me agarra de la mano y me enseña el paso. Al final la profe dice que yo soy la que más le pone ganas. Me siento tuanis, contenta, aunque con un poquito de pena.',
    characters: [
      'person female known | mi vecina Flor',
      'person female known plural | las señoras de siempre',
      'person female known | La profe, una muchacha flaquita con licra fucsia',
      'person female stranger | una señora nueva',
    ],
    interactions: ['aggression 3>D', 'aggression 0>D', 'friendliness 0>D physical', 'friendliness 2>D'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // The dreamer is a man of forty-four. The junta de embarre is shared work, as the minga in
  // es-tuning-14.ts, not coded. The dead uncle who appears is a character; the drink of seco is
  // friendliness. The mud balls thrown each way are physical aggression each way; the cousin's thanks with
  // a hug are one friendly act (physical). "feliz" is happiness, "nostalgia" sadness.
  {
    text: 'Soñé que estaba en una junta de embarre en Macaracas, ayudando a mi primo Eliécer a levantar su casa de quincha. Había como veinte hombres pisando el barro y las mujeres cocinando sancocho en un fogón. Mi tío Chilo, que ya murió, me pasó un trago de seco. Un pelao me tiró una bola de barro en la espalda y yo le tiré otra y le di en la cara. Al final Eliécer me dio las gracias con un abrazo lleno de barro. Estaba feliz, pero me desperté con una nostalgia que no se me quitaba.',
    characters: [
      'person male family | mi primo Eliécer',
      'person male stranger plural | como veinte hombres',
      'person female stranger plural | las mujeres',
      'person male family | Mi tío Chilo',
      'person male stranger | Un pelao',
    ],
    interactions: [
      'friendliness 3>D',
      'aggression 4>D physical',
      'aggression D>4 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['happiness D', 'sadness D'],
  },
];
