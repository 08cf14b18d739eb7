// Spanish, fortieth tuning batch, the thirty-sixth plain batch (written and hand-coded on 2026-12-07 before the coder was
// run on it, in the plain style of real dream reports, with the ordinary density of social interactions, most of them
// told in everyday words: 80 interactions in 20 dreams, one dream with none and one with a single one): fixes to the
// coder may be made against these dreams, as against the earlier tuning batches.
// Dreams from Spanish speakers of nineteen countries: Spain (Utrera), Mexico (Orizaba, Tepic), Argentina (Venado
// Tuerto), Uruguay (Dolores), Chile (Ovalle), Peru (Tarma), Colombia (Chiquinquirá), Venezuela (Guanare), Ecuador
// (Quevedo), Bolivia (Yacuiba), Paraguay (San Estanislao), Cuba (Nuevitas), the Dominican Republic (Cotuí), Puerto Rico
// (Aibonito), Guatemala (Salamá), El Salvador (Ilobasco), Nicaragua (Boaco), Costa Rica (Nicoya) and Panama
// (Aguadulce), in everyday situations no earlier Spanish batch had used (a secondary-school class's twenty-year reunion
// dinner; a dress lost at a dry cleaner's; pawning a guitar at a casa de empeño; a bicycle taken to a repair shop; a
// glass cut at a glazier's for a table; a cooking class; a juice stall in a market; a wet phone at a repair stand; a
// mall food court; printing homework at a cybercafé at night; report-card day at a son's school; weeding a
// grandmother's vegetable garden; an upholsterer taking the sofa; the queue at a cash machine on payday; a Sunday flea
// market; a grandfather's pocket watch taken to a watchmaker's; the sugar-cane milling at an uncle's trapiche; copies of
// a thesis at a copy shop; a goldfish bought at a pet shop; roses for Mother's Day, 8 December, at a florist's). Three
// are told in the present (Venado Tuerto, Ovalle, Aibonito) and two typed in a hurry, without accents and with little
// punctuation (Tepic, San Estanislao), each in its own idiom ("mi promoción", "el de matemáticas"; "la tintorería",
// "coraje", "me dio risa"; "la renta", "nomas", "un ratero", "lo correteo", "la banqueta", "aguitado"; "a la mañana",
// "los pibes", "la vereda", "una bronca"; "el living", "que no fuera amarrete"; "empanadas de pino", "me doy vuelta",
// "lo pilla", "el uslero", "como cabro chico"; "la juguería", "nos dio yapa", "a mi costado", "un perro chusco"; "un
// tinto", "el corazón a mil"; "cachapas", "unos abusadores", "arrecha"; "el cíber", "un deber", "me trató de lento",
// "botó"; "la entrega de libretas", "el más flojo del curso"; "carpiendo", "ña", "de puro jodido", "un chirlo"; "el
// tapicero", "un tabaco"; "un día de quincena", "un tíguere"; "el pulguero", "un pillo", "una nena"; "un cantón", "un
// guacal", "una haragana", "el bagazo", "la melcocha"; "una chatarra", "a escobazos", "engrapar", "afligida"; "loras",
// "el dependiente"; "una vieja mala", "el florista").
// Situations first chosen and dropped because an earlier Spanish batch had them (found by grep over es-tuning.ts and
// es-tuning-*.ts; none was written): a child's swimming lesson ("el profe de natación" in an earlier dream), a street
// basketball game (an earlier veterans' basketball match in Río Cuarto), dengue fumigation (an earlier one in
// Comayagua), numbers at a lottery banca (an earlier banca in Villa Mella), collecting a remittance at a bank (an
// earlier "remesa" in Xela), a visa queue at a consulate (an earlier consulate queue in Santiago), and, besides those
// counted and not chosen, a laundrette, a driving school, a tortillería, a tianguis, a dog walker, a library, a
// hardware shop, a teleférico, a day nursery, a bus terminal, a pulpería, a pupusería, a zoo, a clown, a wake, a
// notary, a vet, a cinema, a market, a supermarket and a pharmacy. Towns first chosen and changed because earlier
// batches had them: Tudela, Treinta y Tres, Duitama, Caazapá, Yauco, Turrialba, Penonomé, Fray Bentos, Villarrica,
// Horqueta, Pérez Zeledón, Puntarenas, Grecia, Ypacaraí, Liberia, Palencia, Tehuacán, Tlaxcala, Mercedes, Los Ángeles,
// Osorno, Tacna, Carúpano, Machala, Trinidad, Paraguarí, Cárdenas, Moca, Retalhuleu, Chalatenango, Juigalpa, Heredia,
// Chitré (most of them grepped before a draft was written). First names changed because earlier batches had them:
// Koldo, Evaristo, Ximena, Rigo, Tano, Washington, Javiera, Coté, Eulalia, Yesenia, Jairo, Yusmary, Darwin, Jefferson,
// Froilán, Derlis, Yunior, Yokasta, Tito, Chilo, Matías, Yariela, Curro, Inma, Lalo, Gaspar, Ceferino, Aitor, Renata,
// Wilson, Eusebia, Milagros, Oriana, Eusebio, Arnaldo, Yoandri, Papo, Auxiliadora, Sebastián. Every first name and town
// of the final texts and their main situation words were grepped over es-tuning.ts and es-tuning-*.ts and found in none
// ("promoción", found in two batches as a common word, was kept). Totals: 20 dreams, 91-109 words each, 70 characters,
// 80 interactions (52 aggression, 27 friendliness, 1 sexuality; 23 physical, 15 of them aggression; 30 between two other
// characters; one by an animal, a dog) and 31 emotions, counted by eye; animals in four dreams.
// Files read: README.md (cat, which the tool cut in the middle, then sed -n 178,430p and 430,680p: all of it),
// hand-codes.ts (cat: all of it), ../codes.ts (head -n 150: its first 150 lines), es-tuning-39.ts (cat, cut in the
// middle, then sed -n 130,310p: all of it), es-tuning-38.ts (sed -n 1,140p, 140,400p and 400,600p: all of it), and,
// through grep, counts and a few short excerpts of the earlier Spanish tuning batches (es-tuning.ts and
// es-tuning-*.ts). No English batch was read.
// Commands run, all read-only on the repository but the writing of this file, all but (3) and (22) from inside this
// folder (cd .../evaluation/ first): (1) `cat README.md`; (2) `cat hand-codes.ts`; (3) from the folder above, `head -n
// 150 codes.ts`; (4) `sed -n 178,430p README.md`; (5) `sed -n 430,680p README.md`; (6) `cat es-tuning-39.ts`; (7) `sed
// -n 130,310p es-tuning-39.ts`; (8) `sed -n 1,140p es-tuning-38.ts`; (9) `sed -n 140,400p es-tuning-38.ts`; (10) `sed -n
// 400,600p es-tuning-38.ts; ls es-tuning*.ts`; (11) a shell loop `for w in WORDS; do printf "%s\t%s\n" "$w" "$(grep -il
// -- "$w" es-tuning.ts es-tuning-*.ts | wc -l)"; done | column -t -s $'\t'` counting the earlier batches that hold each
// of some 80 candidate situation words; (12) the same loop over some 75 more; (13) the same loop with `grep -ilw` over
// some 90 situation words, towns and first names, piped to `awk -F'\t' '$2>0{print $1"="$2}' | paste -sd,` (those
// found); (14) a loop printing `grep -hiow -- ".\{0,60\}WORD.\{0,60\}" es-tuning.ts es-tuning-*.ts | head -4` for ten
// words found there ("natación", "básquet", "basket", "alcaldía", "dengue", "banca", "remesa", "caña", "Día de la
// Madre", "reloj"); (15) the same for 13 more ("visa", "consulado", "libreta", "entrega de notas", "boleta", "recreo",
// "teleférico", "patio", "ferretería", "lavandería", "guardería", "zapatería", "tienda de ropa"); (16) the counting loop
// with `grep -ilw` over some 75 first names, towns and words, piped to `awk` and `paste`; (17) `grep -hiow` of the
// contexts of "cajero" (`head -3`) and the counting loop over some 70 names, towns and animal words, piped to `awk`
// (every count) and `paste`; (18) the same loop over some 70 more; (19) `grep -hio` of the character lines of a
// brother's friend and of "su amigo" (`head -5` each) and the counting loop over 20 idiom words; (20) the first ten
// draft texts passed through a heredoc to `awk '{print NR": "NF}' | paste -sd' '` to count their words (93 to 111);
// (21) the other ten through the same heredoc and awk (91 to 105); the 111-word draft was then shortened by two words
// by eye; (22) this file written with the file editing tool; (23) three edits of this header with the file editing
// tool (the totals line, this list of commands and the departures); (24) the parse check the brief gives (`cd /work/main
// && node -e` with esbuild's transformSync on this file), printing "ok". Indexes, totals and the code grammar were checked by eye against
// hand-codes.ts's parser. No coder file, held-out file, score.ts or evaluation.test.ts was opened, listed or grepped; no
// test, tsx, vitest, npm or git command was run and no web search was made.
// Departures from the brief: the word counts of the drafts (20, 21), run with awk on heredocs of the texts, not on this
// file, as the brief allows; (3) run from the folder above rather than as `head -150 ../codes.ts` (the same 150
// lines of the same file); (17) to (19) printed every count, not only those found, which shows the same; the word
// count of one draft (111) above the brief's 110 until it was shortened by eye (109, not counted again by a command);
// otherwise none.
// Conventions followed (README.md, es-tuning-39.ts, es-tuning-38.ts and the earlier batches; where they differ, the
// later one): an interaction aimed at "nos" is one event, coded once with the dreamer as recipient ("nos grita que
// somos las más lentas", "nos dio yapa", "nos sacó del local a empujones", "nos invitó a sentarnos", "se rió de
// nosotros", "nos regaló un guacal", "nos hizo burla", "nos armó un ramo", "nos abrazó a las dos"); an act of a group is
// coded to the group only ("la gente de la fila se burló de mí", "una fila de pibes ... se ríen de mí"), and one who
// stands out from a group by name or description (Chelo, Ismael and Puri from the classmates, "El papá de esa familia"
// from "una familia entera", "Un papá que estaba atrás" from "los otros papás", "Una señora que iba delante" from the
// queue) is coded apart from it, the group still coded; "delante de todos", "enfrente de todos los clientes" are the
// group the dream already has or the one they name; crowds and groups present are characters, of unknown sex when
// their sex is not stated ("lleno de gente", "una familia entera", "los otros papás", "una fila de pibes" included);
// people only mentioned or named as owners (a niece's wedding, a dry cleaner's wife who owns the dress lent, an aunt
// asked about, a dead grandfather's watch, a watchmaker who is not there, the mother's roses before she appears, the
// neighbour's hens, people in photos on a phone) are not characters, while one named as an owner who is present (don
// Crispín of "la tintorería de don Crispín", el Pocho, Nereo, la señora Hortensia, the son of "el colegio de mi hijo",
// the grandmother of "la huerta de mi abuela", the uncle of "el trapiche de mi tío Lencho") is; friends (a best friend
// from school) are friends; parents, a husband, a wife, sons, a daughter, a sister, a brother, cousins, an uncle and a
// grandmother are family; classmates, an old teacher, a class's teacher, neighbours, a brother's friend, and
// shopkeepers and tradesmen called by name (don Crispín, el Pocho, Nereo, la señora Hortensia, Cachito, doña Fermina)
// are known; people the dreamer has never met ("un tal Yesid" included) are strangers; animals are coded of unknown sex;
// fear, shame and worry ("asustado", "miedo", "angustia", "afligida") are apprehension; crying, sadness and being
// downcast ("aguitado", "triste", "nostálgico") are sadness; anger in the regions' words ("coraje", "bronca", "arrecha",
// "medio molesto", "rabia", "de mal humor", "se enoja") is anger; "contenta", "alegre", "feliz", "me dio risa", "muerta
// de la risa", "riéndome" and tears of joy ("lloró de alegría") are happiness; "sin entender nada" and "confundida" are
// confusion; tiredness, hunger, heat, a craving and a racing heart are not coded; talk (a claim, a request for a better
// price, a fish that says it wants to go back to the sea), a professional's work, trade (a price, a discount, buying a
// present), a queue-jump with no shove, a look ("me miraba sin parpadear") and a help denied ("en vez de ayudarme") are
// not coded; criticism, mockery (laughter at someone included), an insult, blame, a complaint or protest to the
// offender, a scolding, an order that silences or sends off ("que se largara de ahí", "que se ocupe de lo suyo", "que
// se meta en lo suyo") and a defence said to the attacker are aggression, not physical; criticism told goes to whom it
// is about ("nuestro hijo era el más flojo del curso" goes to the son); a push, a blow, a slap, a chase, something
// thrown at someone, a theft (attempted included), throwing someone's food on the floor, dragging someone out and
// beating someone out with a broom are physical aggression; taking someone off somewhere by word alone ("la señora botó
// a Stalin a la calle") is not physical; help, food or a drink given, a gift, lending, praise, an invitation,
// comforting and taking someone's side are friendliness, and a hug and help with touch (helping someone up) friendliness
// (physical); a compliment on the dreamer's looks from a stranger is sexuality (not physical).
// Conventions this batch had to decide (each also commented beside its dream): an old school friend greeting the dreamer
// "como si no me conociera de nada" and walking off is a deliberate snub (aggression); a pawnbroker's laughing at the
// dreamer's guitar as "pura basura" while naming his price is mockery (aggression), the price trade; blame and a
// sending-off said in one breath ("me dice que yo lo rompí y que me largue") are one act, as an insult with a complaint
// in es-tuning-39.ts; a daughter taking the dreamer's hand as she praises her is one act (physical), as thanks with a
// hug; wiping a crying child's face with a handkerchief is comfort with touch (friendliness, physical); a dog carrying
// off the bread "que estábamos comiendo" is a theft by an animal, to the dreamer, as a gull's in es-tuning-38.ts;
// working in a garden alongside the grandmother ("carpiendo las lechugas con ella") is no act of help; helping a man
// carry a sofa down the stairs is help (friendliness, not physical), as carrying buckets in es-tuning-39.ts; in
// "el cajero se tragó mi tarjeta" the cajero is the machine, no one; a son bought a goldfish for his birthday is trade,
// not a gift told; a talking fish is an animal, not a creature; a brother's friend is known, as "Sergio, un amigo de mi
// hermano" in an earlier batch.
import type { HandCodedDream } from './hand-codes.ts';

export const ES_TUNING_40: HandCodedDream[] = [
  // The dreamer is a man from Utrera (Sevilla). "casi todos los compañeros de clase" are known, of unstated sex ("todos"
  // that group); Chelo, Ismael and Puri stand out from it by name. Uncertain: Chelo, "en el instituto ... mi mejor
  // amiga", is a friend, and greeting him "como si no me conociera de nada" before walking off is a deliberate snub
  // (aggression; decided here). Ismael laughing at his bald head is mockery. The old maths teacher, don Remigio, is
  // known; his praise is friendliness, as is Puri putting half her croquetas on his plate. "nostálgico" and "un poco
  // triste" are one sadness.
  {
    text: 'Soñé que era la cena de los veinte años de mi promoción del instituto, en un restaurante de Utrera, con casi todos los compañeros de clase. Chelo, que en el instituto era mi mejor amiga, me saludó como si no me conociera de nada y se fue a otra mesa. Ismael no paró de reírse de mi calva delante de todos. Entonces apareció don Remigio, el de matemáticas, igual que hace veinte años, y me dijo que yo había sido su mejor alumno. Puri me puso en el plato la mitad de sus croquetas. Me desperté nostálgico y un poco triste.',
    characters: [
      'person unknown known plural | casi todos los compañeros de clase',
      'person female friend | Chelo',
      'person male known | Ismael',
      'person male known | don Remigio, el de matemáticas',
      'person female known | Puri',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'friendliness 3>D', 'friendliness 4>D'],
    emotions: ['sadness D'],
  },
  // The dreamer is a mother from Orizaba (Veracruz). The daughter Paulina is family; don Crispín, the dry cleaner named as
  // the shop's owner and then present, is known; the girl at the counter and the customers ("todos los clientes", of
  // unstated sex) are strangers; the niece and don Crispín's wife are only mentioned. "nunca lo habían recibido" is a
  // claim (talk); "seguro lo había perdido yo" is blame. Scolding the girl is aggression; lending the dress is
  // friendliness. Uncertain: Paulina taking her hand as she tells her she looks pretty is one act (physical; decided
  // here, as thanks given with a hug). "coraje" is anger, "me dio risa" happiness.
  {
    text: 'Soñé que iba con mi hija Paulina a la tintorería de don Crispín, en Orizaba, a recoger el vestido que me iba a poner en la boda de mi sobrina. La muchacha del mostrador buscó un rato y me dijo que ese vestido nunca lo habían recibido. Le enseñé el ticket y me contestó que seguro lo había perdido yo. Don Crispín salió de atrás y la regañó enfrente de todos los clientes. Luego me prestó un vestido azul de su esposa, que me quedaba enorme. Paulina me tomó de la mano y me dijo que me veía bonita. Me desperté con mucho coraje, pero luego me dio risa.',
    characters: [
      'person female family | mi hija Paulina',
      'person male known | don Crispín',
      'person female stranger | La muchacha del mostrador',
      'person unknown stranger plural | todos los clientes',
    ],
    interactions: ['aggression 2>D', 'aggression 1>2', 'friendliness 1>D', 'friendliness 0>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // Typed in a hurry. The dreamer is a young man from Tepic (Nayarit). The brother, el Chente, is family; the man at the
  // window and the boy on a bicycle are strangers. Uncertain: the man laughing at the guitar and calling it "pura basura"
  // as he names his price is mockery (aggression; decided here), the price trade. "un ratero" is an insult, "que se
  // largara de ahi" a sending-off. The attempted snatch of the guitar is a theft (physical, tried is done); the chase
  // ("lo correteo") physical aggression. Holding the guitar is no act. "aguitado" (Mexico, downcast) is sadness.
  {
    text: 'sone que llevaba mi guitarra a la casa de empeño del centro en tepic porque no me alcanzaba para la renta. iba con mi hermano el Chente. el señor de la ventanilla la reviso y se rio de mi guitarra y dijo que era pura basura y que me daba doscientos pesos nomas. el Chente le dijo que era un ratero y el señor le dijo que se largara de ahi. ya afuera un chavo en bici me quiso arrebatar la guitarra y el Chente lo correteo como dos cuadras. me quede sentado en la banqueta abrazando la guitarra. desperte bien aguitado',
    characters: [
      'person male family | mi hermano el Chente',
      'person male stranger | el señor de la ventanilla',
      'person male stranger | un chavo en bici',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>1',
      'aggression 1>0',
      'aggression 2>D physical',
      'aggression 0>2 physical',
    ],
    emotions: ['sadness D'],
  },
  // Told in the present. The dreamer is a man from Venado Tuerto (Santa Fe). El Pocho, the bicycle mechanic named as the
  // shop's owner and present, is known; the son Bautista is family; "una fila de pibes" are strangers of unstated sex,
  // the lady a stranger. Blaming him for the chain is aggression; the boys laughing at him mockery. Bautista's "un
  // mentiroso" is a defence said to the attacker (aggression to him only); the greasy rag thrown at the boy is physical
  // aggression. Uncertain: wiping the crying boy's face with a handkerchief is comfort with touch (friendliness,
  // physical; decided here). The alfajores given to "nos" are one act, to the dreamer. "se enoja" is el Pocho's anger,
  // crying Bautista's sadness, "una bronca" the dreamer's anger.
  {
    text: 'Llevo mi bici a arreglar a la bicicletería del Pocho, en Venado Tuerto, un sábado a la mañana, con mi hijo Bautista. El Pocho mira la cadena y me dice que la rompí yo por no saber andar. Hay una fila de pibes esperando con sus bicis y se ríen de mí. Bautista le dice al Pocho que es un mentiroso. El Pocho se enoja y le tira un trapo lleno de grasa. Bautista se pone a llorar y yo le limpio la cara con mi pañuelo. En la vereda una señora nos regala dos alfajores. Me despierto con una bronca terrible.',
    characters: [
      'person male known | el Pocho',
      'person male family | mi hijo Bautista',
      'person unknown stranger plural | una fila de pibes',
      'person female stranger | una señora',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 2>D',
      'aggression 1>0',
      'aggression 0>1 physical',
      'friendliness D>1 physical',
      'friendliness 3>D',
    ],
    emotions: ['anger 0', 'sadness 1', 'anger D'],
  },
  // The dreamer is a young woman from Dolores (Soriano). The father is family; Nereo, the glazier named as the shop's
  // owner and present, is known. Asking him for a good price is a request (talk); "que no fuera amarrete" (Río de la
  // Plata, stingy) is an insult to the father. The umbrella is a gift. The father gone is no act. "angustia" is
  // apprehension, "sin entender nada" confusion.
  {
    text: 'Soñé que iba con mi padre a la vidriería de Nereo, en Dolores, a encargar un vidrio para la mesa del living, que se había rajado. Nereo era muy viejito y cortaba los vidrios con las manos, sin guantes, y no se lastimaba nunca. Mi padre le pidió que nos hiciera precio y él le dijo que no fuera amarrete. Mientras esperábamos, se puso a llover adentro del local, solo adentro. Nereo me dio un paraguas y me dijo que lo guardara para cuando lo necesitara. Cuando salí a la calle, mi padre ya no estaba. Me desperté con angustia y sin entender nada.',
    characters: ['person male family | mi padre', 'person male known | Nereo'],
    interactions: ['aggression 1>0', 'friendliness 1>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Told in the present. The dreamer is a woman from Ovalle (Coquimbo). La Maca is a friend; the teacher who runs the
  // class is known (README: whoever runs a class); the gentleman at the next place is a stranger. "nos grita que somos las
  // más lentas" is criticism, to the dreamer. Stealing her dough is a theft (physical); la Maca hitting his hand with the
  // rolling pin ("el uslero") physical aggression; his crying "como cabro chico" his sadness. The teacher's praise and
  // the Maca's hug are friendliness, the hug physical. "muerta de la risa" is happiness.
  {
    text: 'Estoy en una clase de cocina en Ovalle con mi amiga la Maca, aprendiendo a hacer empanadas de pino. La profesora, una señora de delantal rojo, nos grita que somos las más lentas. Al lado hay un caballero que me roba la masa cada vez que me doy vuelta. La Maca lo pilla y le pega en la mano con el uslero. El caballero se pone a llorar como cabro chico. Al final la profesora prueba mis empanadas y me dice que están buenísimas. La Maca me abraza. Me despierto muerta de la risa.',
    characters: [
      'person female friend | mi amiga la Maca',
      'person female known | La profesora, una señora de delantal rojo',
      'person male stranger | un caballero',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>D physical',
      'aggression 0>2 physical',
      'friendliness 1>D',
      'friendliness 0>D physical',
    ],
    emotions: ['sadness 2', 'happiness D'],
  },
  // The dreamer is a young woman from Tarma (Junín). The cousin Gisela is family; la señora Hortensia, who runs the juice
  // stall and is called by name, is known; the young man is a stranger; the aunt is only asked about. The extra juice
  // ("yapa") given to "nos" is one friendly act, to the dreamer. Telling her she has the prettiest eyes in the market is
  // a stranger's compliment on looks (sexuality, not physical). "que se fuera a fastidiar a otra parte" sends him off,
  // "una amargada" is an insult back. Uncertain: the stray dog ("un perro chusco") carrying off the bread "que estábamos
  // comiendo" is a theft by an animal, to the dreamer (physical; decided here, as a gull's in es-tuning-38.ts).
  // "alegre" is happiness; "con antojo" is not coded.
  {
    text: 'Soñé que estaba con mi prima Gisela en la juguería de la señora Hortensia, en el mercado de Tarma, tomando un jugo surtido. La señora Hortensia nos preguntó por mi tía y nos dio yapa a las dos. Un joven se sentó a mi costado y empezó a decirme que tenía los ojos más lindos del mercado. Gisela le dijo que se fuera a fastidiar a otra parte. El joven le dijo que era una amargada y se fue. Después un perro chusco se llevó el pan con queso que estábamos comiendo. Me desperté alegre, con antojo de jugo de papaya.',
    characters: [
      'person female family | mi prima Gisela',
      'person female known | la señora Hortensia',
      'person male stranger | Un joven',
      'animal unknown - | un perro chusco',
    ],
    interactions: ['friendliness 1>D', 'sexuality 2>D', 'aggression 0>2', 'aggression 2>0', 'aggression 3>D physical'],
    emotions: ['happiness D'],
  },
  // The dreamer is a young man from Chiquinquirá (Boyacá). "El muchacho que atendía, un tal Yesid" is a stranger ("un
  // tal"); the sister Yeimy is family; the people in the photos are no one. "muy descuidado" is criticism; the delay is
  // service (not coded). The coffee ("un tinto") brought for him is friendliness. Yeimy's complaint that he swapped the
  // phone is a protest to him (aggression); throwing "nos" out "a empujones" is one physical act, to the dreamer.
  // "asustado" is apprehension; "el corazón a mil" is not coded.
  {
    text: 'Soñé que llevaba el celular a arreglar a un local del centro de Chiquinquirá porque se me había mojado. El muchacho que atendía, un tal Yesid, lo abrió y me dijo que yo era muy descuidado. Se demoró como tres horas. Mientras esperaba, llegó mi hermana Yeimy con un tinto para mí. Cuando Yesid me entregó el celular, estaba lleno de fotos de gente que yo no conocía. Yeimy le reclamó que nos había cambiado el aparato y él nos sacó del local a empujones. Me desperté asustado y con el corazón a mil.',
    characters: [
      'person male stranger | El muchacho que atendía, un tal Yesid',
      'person female family | mi hermana Yeimy',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'aggression 1>0', 'aggression 0>D physical'],
    emotions: ['apprehension D'],
  },
  // The dreamer is a young woman from Guanare (Portuguesa). Wendy is a friend; the crowd ("lleno de gente"), the family
  // ("una familia entera", of unstated sex), the father who stands out from it, the guard and the girl at another table
  // are strangers. "esa mesa era de ellos" is a claim (talk); "unos abusadores" is Wendy's insult to the family. The
  // father throwing Wendy's tray on the floor is physical aggression (her food thrown down on purpose); the guard taking
  // him to the exit pulling him by the shirt too. The invitation to "nos" is one friendly act, to the dreamer.
  // "arrecha" (Venezuela, angry) is anger; "con hambre" is not coded.
  {
    text: 'Soñé que estaba con mi amiga Wendy en el patio de comidas del centro comercial de Guanare, un domingo lleno de gente. Pedimos cachapas y, cuando nos sentamos, una familia entera nos dijo que esa mesa era de ellos. Wendy les dijo que eran unos abusadores. El papá de esa familia agarró la bandeja de Wendy y la tiró al piso. Un vigilante llegó y se lo llevó hasta la salida jalándolo por la camisa. Luego una muchacha de otra mesa nos invitó a sentarnos con ella. Me desperté arrecha y con hambre.',
    characters: [
      'person female friend | mi amiga Wendy',
      'person unknown stranger plural | lleno de gente',
      'person unknown stranger plural | una familia entera',
      'person male stranger | El papá de esa familia',
      'person male stranger | Un vigilante',
      'person female stranger | una muchacha de otra mesa',
    ],
    interactions: ['aggression 0>2', 'aggression 3>0 physical', 'aggression 4>3 physical', 'friendliness 5>D'],
    emotions: ['anger D'],
  },
  // The dreamer is a young man from Quevedo (Los Ríos); "un deber" (Ecuador) is homework. The brother Klever is family;
  // the owner of the cybercafé is a stranger. Uncertain: Klever's friend Stalin is known (decided here, as "Sergio, un
  // amigo de mi hermano" in an earlier batch). "me trató de lento" is criticism; "en vez de ayudarme" is a help denied
  // (not coded). "un tramposo" is an insult and hitting Klever on the head physical aggression, two acts. The owner
  // throwing Stalin out ("lo botó a la calle") by word, with no hold told, is a sending-off (not physical). Her help is
  // friendliness. "medio molesto" is anger; "cansado" is not coded.
  {
    text: 'Soñé que eran las once de la noche y yo estaba en un cíber de Quevedo imprimiendo un deber de mi hermano Klever, que tenía que entregarlo al otro día. La dueña del cíber, una señora gordita, me trató de lento porque no sabía usar la impresora. Klever, en vez de ayudarme, se fue a jugar en otra máquina con su amigo Stalin. Stalin le dijo que era un tramposo y le pegó en la cabeza. La señora botó a Stalin a la calle. Después ella misma me ayudó a imprimir todo. Me desperté cansado y medio molesto.',
    characters: [
      'person male family | mi hermano Klever',
      'person female stranger | La dueña del cíber, una señora gordita',
      'person male known | su amigo Stalin',
    ],
    interactions: ['aggression 1>D', 'aggression 2>0', 'aggression 2>0 physical', 'aggression 1>2', 'friendliness 1>D'],
    emotions: ['anger D'],
  },
  // The dreamer is a mother from Yacuiba (Tarija), on report-card day ("la entrega de libretas"). The husband Custodio
  // and the son (named first as the school's, present at the end) are family; the teacher, profesora Zenobia, is known,
  // as are "los otros papás" (the parents of the son's class, of unstated sex) and the father who stands out from them.
  // "nuestro hijo era el más flojo del curso" is criticism told of the son, coded to him (README). Custodio's "no sabía
  // enseñar" is criticism back; the father laughing at "nosotros" mockery, to the dreamer. The drawing is a gift, her hug
  // friendliness (physical). "se enojó" is Custodio's anger; "triste" and "rabia" the dreamer's sadness and anger.
  {
    text: 'Soñé que era la entrega de libretas en el colegio de mi hijo, en Yacuiba, y fui con mi esposo Custodio. La profesora Zenobia nos dijo delante de los otros papás que nuestro hijo era el más flojo del curso. Custodio se enojó y le dijo que ella no sabía enseñar. Un papá que estaba atrás se rió de nosotros. A la salida, mi hijo nos estaba esperando en la puerta y me dio un dibujo que había hecho para mí. Yo lo abracé fuerte, sin decirle nada de la libreta. Me desperté triste y con un poco de rabia.',
    characters: [
      'person male family | mi esposo Custodio',
      'person female known | La profesora Zenobia',
      'person unknown known plural | los otros papás',
      'person male known | Un papá que estaba atrás',
      'person male family | mi hijo',
    ],
    interactions: [
      'aggression 1>4',
      'aggression 0>1',
      'aggression 3>D',
      'friendliness 4>D',
      'friendliness D>4 physical',
    ],
    emotions: ['anger 0', 'sadness D', 'anger D'],
  },
  // Typed in a hurry. The dreamer is a girl from San Estanislao (San Pedro); "carpir" is to weed, "ña" (Paraguay) is
  // "doña", "un chirlo" a slap. The grandmother (named first as the garden's owner, present) and the cousin Fabricio are
  // family; ña Porfiria, a neighbour, is known; her hens are only spoken of. Uncertain: weeding "con ella" is work done
  // together, no act of help (decided here). The neighbour's complaint about the hens is a protest to the grandmother
  // (aggression), "que se ocupe de lo suyo" a rebuff. Mud thrown in her face "de puro jodido" is physical aggression,
  // the slap too; the food served is friendliness. "contenta" is happiness.
  {
    text: 'sone que estaba en la huerta de mi abuela en san estanislao carpiendo las lechugas con ella bajo un sol de mas de cuarenta grados. ña Porfiria la vecina se asomo por el alambrado y le grito a mi abuela que sus gallinas se le metian al patio. mi abuela le contesto que se ocupe de lo suyo. despues vino mi primo Fabricio y me tiro barro en la cara de puro jodido. mi abuela le dio un chirlo y a mi me sirvio mandioca con queso. despues empezo a llover fuerte y corrimos a la casa. desperte contenta',
    characters: [
      'person female family | mi abuela',
      'person female known | ña Porfiria la vecina',
      'person male family | mi primo Fabricio',
    ],
    interactions: [
      'aggression 1>0',
      'aggression 0>1',
      'aggression 2>D physical',
      'aggression 0>2 physical',
      'friendliness 0>D',
    ],
    emotions: ['happiness D'],
  },
  // The dreamer is a man from Nuevitas (Camagüey). Cachito, the neighbourhood upholsterer called by name, is known; the
  // wife Odalys is family. Showing the cloth is talk; the dreamer's dislike of it is no emotion class. Uncertain: helping
  // Cachito carry the sofa down the stairs is help (friendliness, not physical; decided here, as carrying buckets in
  // es-tuning-39.ts). The cigar ("un tabaco") is a gift; his singing is aimed at no one. "contento" is happiness.
  {
    text: 'Soñé que Cachito, el tapicero del barrio, venía a mi casa en Nuevitas a buscar el sofá para forrarlo de nuevo. Mi mujer, Odalys, le enseñaba la tela de flores amarillas que había escogido, que a mí no me gustaba nada. Cachito cargaba el sofá solo por la escalera y yo lo ayudé a bajarlo. En la calle, el sofá se volvió un bote y nos fuimos los tres navegando por la bahía, con el agua tranquilita. Cachito me regaló un tabaco y se puso a cantar boleros. Me desperté contento, con la boca sabiendo a tabaco.',
    characters: ['person male known | Cachito, el tapicero del barrio', 'person female family | Mi mujer, Odalys'],
    interactions: ['friendliness D>0', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // The dreamer is a young woman from Cotuí (Sánchez Ramírez). The queue ("La fila", "la gente de la fila", of unstated
  // sex), "un tíguere de gorra" (Dominican Republic, a street tough) and the older man are strangers; Yaniris is a
  // friend. Uncertain: "el cajero se tragó mi tarjeta" is the cash machine, no one (decided here). The queue-jump with no
  // shove is not coded; the older man's "una falta de respeto" is a protest to the offender (aggression), and the push
  // that makes him fall physical aggression. Helping him up is help with touch (physical). The queue laughing at her is
  // mockery (coded to the group); Yaniris's hug is friendliness (physical). "de mal humor" is anger; "con calor" is not
  // coded.
  {
    text: 'Soñé que hacía la fila del cajero automático en Cotuí, un día de quincena, con el sol arriba. La fila era larguísima. Un tíguere de gorra se metió delante de todos y un señor mayor le dijo que eso era una falta de respeto. El tíguere lo empujó y el señor se cayó. Yo lo ayudé a pararse. Cuando por fin me tocó, el cajero se tragó mi tarjeta y la gente de la fila se burló de mí. Mi amiga Yaniris llegó de repente y me abrazó. Me desperté de mal humor y con calor.',
    characters: [
      'person unknown stranger plural | la gente de la fila',
      'person male stranger | Un tíguere de gorra',
      'person male stranger | un señor mayor',
      'person female friend | Mi amiga Yaniris',
    ],
    interactions: [
      'aggression 2>1',
      'aggression 1>2 physical',
      'friendliness D>2 physical',
      'aggression 0>D',
      'friendliness 3>D physical',
    ],
    emotions: ['anger D'],
  },
  // Told in the present. The dreamer is a woman from Aibonito; "el pulguero" (Puerto Rico) is a flea market. The husband
  // Evelio is family; the seller, the little girl and the lady selling the lamp are strangers. Selling a radio that does
  // not work is trade; her complaint is aggression to him. Uncertain: "me dice que yo lo rompí y que me largue de su
  // mesa" is one act (decided here: blame and a sending-off in one breath, as an insult with a complaint in
  // es-tuning-39.ts). "un pillo" and "que se meta en lo suyo" are aggression each way. The bracelet is a gift; the lamp
  // let go for five dollars is trade. "contenta" is happiness.
  {
    text: 'Es domingo y estoy en el pulguero de Aibonito con mi esposo Evelio, buscando una lámpara vieja para la sala. Un señor me vende un radio que dice que funciona, pero cuando lo pruebo no suena. Le reclamo y me dice que yo lo rompí y que me largue de su mesa. Evelio le dice que es un pillo y el señor le grita que se meta en lo suyo. Una nena de unos seis años me regala una pulsera de bolitas y se va corriendo. Después encontramos la lámpara y la señora que la vende nos la deja en cinco pesos. Me despierto contenta.',
    characters: [
      'person male family | mi esposo Evelio',
      'person male stranger | Un señor',
      'person female stranger | Una nena de unos seis años',
      'person female stranger | la señora que la vende',
    ],
    interactions: ['aggression D>1', 'aggression 1>D', 'aggression 0>1', 'aggression 1>0', 'friendliness 2>D'],
    emotions: ['happiness D'],
  },
  // No interactions. The dreamer is a young woman from Salamá (Baja Verapaz). The dead grandfather is only the watch's
  // owner, don Abelardo the watchmaker is not there ("no estaba"): neither is a character. The black cat is an animal
  // present; its stare is a look, not coded. "miedo" is apprehension, "confundida" confusion.
  {
    text: 'Soñé que llevaba el reloj de bolsillo de mi abuelo, que murió hace diez años, a la relojería de don Abelardo, en Salamá. La relojería estaba en un callejón que yo nunca había visto y adentro había cientos de relojes haciendo tic tac al mismo tiempo. Don Abelardo no estaba; en su lugar había un gato negro sentado en el mostrador que me miraba sin parpadear. Esperé y esperé, pero nadie salía. Cuando abrí el reloj, las agujas caminaban para atrás. Salí corriendo a la calle y ya era de noche. Me desperté con miedo y confundida.',
    characters: ['animal unknown - | un gato negro'],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
  // The dreamer is a girl from Ilobasco (Cabañas), at the sugar-cane milling ("la molienda") at her uncle's trapiche. The
  // uncle Lencho (named first as the trapiche's owner, present) and the cousin Nayeli are family; the oxen are animals
  // present (of unknown sex, as the batches code animals). The cane juice in a gourd ("un guacal") given to "nos" is one
  // friendly act, to the dreamer; "una haragana" (lazy) an insult, and the push into the heap of bagasse physical
  // aggression, two acts. The uncle's scolding is aggression; the first melcocha given to her friendliness. "contenta"
  // is happiness.
  {
    text: 'Soñé que era tiempo de molienda y estábamos en el trapiche de mi tío Lencho, en un cantón de Ilobasco. Los bueyes daban vueltas y vueltas, y mi prima Nayeli y yo metíamos la caña. Mi tío nos regaló un guacal de jugo de caña recién sacado. Después Nayeli me dijo que yo era una haragana porque me sentaba a cada rato, y me empujó al montón de bagazo. Mi tío la regañó. Cuando salió la melcocha, él me dio la primera a mí. Me desperté contenta, oliendo a dulce de panela.',
    characters: [
      'person male family | mi tío Lencho',
      'animal unknown - plural | Los bueyes',
      'person female family | mi prima Nayeli',
    ],
    interactions: [
      'friendliness 0>D',
      'aggression 2>D',
      'aggression 2>D physical',
      'aggression 0>2',
      'friendliness 0>D',
    ],
    emotions: ['happiness D'],
  },
  // The dreamer is a young woman from Boaco, printing her thesis ("la monografía"). Doña Fermina, the copy shop's owner
  // called by name, is known; Maykel, a classmate, is known. Blaming her for the machine with "se la tenía que pagar" is
  // one act of blame. "una chatarra" is Maykel's criticism of her machine (aggression to her); driving him out of the
  // shop with blows of the broom ("a escobazos") is physical aggression. Helping her staple the pages is friendliness.
  // "afligida" (Nicaragua, worried) is apprehension.
  {
    text: 'Soñé que estaba en una fotocopiadora frente a la universidad, en Boaco, sacando copias de mi monografía, y la máquina no paraba de sacar hojas en blanco. La dueña, doña Fermina, me echó la culpa de haberla arruinado y me dijo que se la tenía que pagar. Mi compañero de clase Maykel llegó y le dijo que esa máquina era una chatarra. Doña Fermina lo sacó del local a escobazos. Después Maykel volvió y me ayudó a engrapar todas las hojas, una por una. Me desperté afligida, porque todavía no he entregado la monografía.',
    characters: ['person female known | La dueña, doña Fermina', 'person male known | Mi compañero de clase Maykel'],
    interactions: ['aggression 0>D', 'aggression 1>0', 'aggression 0>1 physical', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // One interaction. The dreamer is a mother from Nicoya (Guanacaste). The son Tadeo is family; the parrots ("loras"),
  // the puppies and the orange fish are animals present (uncertain: the talking fish is an animal, not a creature;
  // decided here), the shop assistant a stranger. Uncertain: buying the fish for his birthday is trade, no gift told
  // (decided here); the fish saying it wants to go back to the sea is talk. Hugging the crying boy until he calms down
  // is comforting (friendliness, physical); his crying is his sadness. "riéndome" is happiness.
  {
    text: 'Soñé que iba con mi hijo Tadeo a una tienda de mascotas en Nicoya a comprarle un pececito para su cumpleaños. Adentro olía a aserrín y había jaulas con loras y unos perritos durmiendo. Tadeo escogió un pez anaranjado y le puso nombre antes de pagarlo. Mientras el dependiente lo metía en una bolsa con agua, el pez empezó a hablar y dijo que quería volver al mar. Tadeo se puso a llorar y yo lo abracé hasta que se calmó. Al final nos llevamos el pez igual. Me desperté riéndome.',
    characters: [
      'person male family | mi hijo Tadeo',
      'animal unknown - plural | loras',
      'animal unknown - plural | unos perritos',
      'animal unknown - | un pez anaranjado',
      'person male stranger | el dependiente',
    ],
    interactions: ['friendliness D>0 physical'],
    emotions: ['sadness 0', 'happiness D'],
  },
  // The dreamer is a young woman from Aguadulce (Coclé), on Mother's Day (8 December in Panama). The sister Nitzia and
  // the mother (present at the end) are family; the queue ("una cola enorme de gente", of unstated sex), the lady ahead
  // and the florist are strangers. Taking the last bouquet is trade; "nos hizo burla" is mockery, to the dreamer, and "una
  // vieja mala" Nitzia's insult. The bouquet made up and not charged for is one gift, to the dreamer ("nos"); the
  // mother's hug of "nos ... a las dos" is one act (physical), to the dreamer. Her tears of joy are happiness, not
  // sadness; "feliz" is happiness.
  {
    text: 'Soñé que era el 8 de diciembre y fui con mi hermana Nitzia a la floristería de Aguadulce a comprarle rosas a mi mamá. Había una cola enorme de gente con la misma idea. Una señora que iba delante se llevó el último ramo de rosas rojas y nos hizo burla. Nitzia le dijo que era una vieja mala. El florista, un señor bajito, nos armó un ramo con las flores que quedaban y no nos cobró. Cuando llegamos a la casa, mi mamá nos abrazó a las dos y lloró de alegría. Me desperté feliz.',
    characters: [
      'person female family | mi hermana Nitzia',
      'person unknown stranger plural | una cola enorme de gente',
      'person female stranger | Una señora que iba delante',
      'person male stranger | El florista, un señor bajito',
      'person female family | mi mamá',
    ],
    interactions: ['aggression 2>D', 'aggression 0>2', 'friendliness 3>D', 'friendliness 4>D physical'],
    emotions: ['happiness 4', 'happiness D'],
  },
];
