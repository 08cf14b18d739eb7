// Fortieth tuning batch (Spanish), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// (That first sentence is kept on one line, as in the thirty-sixth's to thirty-ninth's headers.) Twenty
// dreams of 98 to 125 words (counted by awk as runs between spaces, on the drafts typed into a command, not
// on this file), written in Spanish from the start by one helper who wrote no English batch, as people type
// them at dawn: three in the present (the hostel in Puerto Natales, the horse carriage in Sancti Spíritus,
// the flight over the Pastaza) and the rest in the past, two typed in a hurry with no accents, no capitals and
// little punctuation (the trufi, the brickworks), told by men and women of many trades (a woman who drives a
// snowplough, a resin tapper, a woman care worker on the night shift, an upholsterer, a hostel receptionist, a
// veterinary student, a woman who makes King Kong sweets, a woman singer in a wedding band, a horse-carriage
// driver, a woman who grows flowers, a nurse, a woman who sells maitos of tilapia, a trufi driver, a clerk in
// an exchange house, a brickmaker, a woman who teaches Spanish to foreigners, a carpenter, a bus driver, a
// woman who works at a coffee mill, a man who delivers gas cylinders), from Argentina (Malargüe, the road to
// the Pehuenche pass), Spain (Navas de Oro in the Segovia pine woods; Palencia), Mexico (Morelia), Chile
// (Puerto Natales), Colombia (Montería), Peru (Lambayeque), Venezuela (Ciudad Bolívar), Cuba (Sancti
// Spíritus), the Dominican Republic (Constanza), Puerto Rico (Guayama), Ecuador (Puyo), Bolivia (Tiquipaya,
// Cochabamba), Uruguay (Rivera), Paraguay (Itá), Guatemala (Antigua), Honduras (Siguatepeque), El Salvador
// (Chalchuapa, the Santa Ana volcano), Nicaragua (Jinotega) and Panama (Santiago de Veraguas), each with its
// own everyday words (campera, cebar un mate, micro; crío, furgoneta, monte; gerocultora, los abuelos of a
// care home, cuarto de la lencería; ponchar, llantas, milpas; al tiro, mesón, gringos; parcial,
// berraco, me tocó; paila, mandil, manjar blanco; quince años, tarima; jaba, viandas, halar, a toda; tareas,
// matas, mi hija; CDT, guagua as bus, se me fue el avión, estar en la luna; guambra, guaguas as children,
// maitos; trufista, nomás, polera; tardecita, transpirado, bárbara, góndolas, plata; olería, el más chico;
// mija; chelito, ando haciendo; motorista, meter pata, orillarse; caites, capataz, afligida; barriada, tanques
// de gas).
// Fourteen are plain, ordinary dream reports (a forest and a wolf, lateness to a wedding, teeth, an exam and
// lateness, the dead grandmother come back, a fall from a bridge, frost and the mother, a flight, nakedness at
// the wheel, a chase, mud that traps, a baby in a cradle, a volcano, lateness on foot) with no deliberate trap
// beyond what ordinary words bring with them; six carry the traps issue 24 names: negation and contrast ("No
// había luna ni estrellas", "No tuve miedo", "Me desperté llorando, pero no estaba triste": the snowplough),
// similes and metaphors that are not the object ("un calor que era una pared", "las piernas se me volvieron
// agua", "pálido como un fantasma", "como una culebrita de plata": the gas cylinders; "el puente Angostura
// era una culebra de luces": the band), verbs kept apart (a singer who sings and does not dance, though
// everyone asks her to), gendered person words as written ("mi jefa", "la médica", "mi abuela": the Spanish
// school in Antigua), other people's feelings (a resident "feliz", a colleague who "lloraba", a boss
// "furiosa", a brother "muy nervioso", beside the dreamer's own calm: the care home), and idioms with a
// turning point ("con el agua al cuello", "se me había ido el avión", "está en la luna", "no perdí la
// cabeza", "hecha un mar de lágrimas", and the old man who is the grandfather: the nurse).
// Readings follow the conventions the thirty-eighth's and thirty-ninth's headers spell out (the thirty-
// eighth's first 200 lines, the thirty-ninth's first 420): `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's
// as felt, while "sola"/"solo" of being alone list loneliness under `notThere` only; a "Soy ..." or
// "Trabajo en/de ..." of the trade is the dreamer and no office, and "Soy enfermera" lists doctor under
// `notThere`; people together are a crowd, one "compañero"/"compañera" is boss; an anonymous lady, young
// man, tourist or bride is a stranger and other people's fathers are strangers; an old woman or old people
// are wise_elder; the figure who turns out to be someone known is read as that person alone (the man with
// the flashlight who is the father, the old man who is the grandfather, the student who becomes the
// grandmother, the lady of the shop who is the mother-in-law); someone only waited for, named in what is
// told, pictured in photos or met in waking life after the dream is not there; a word said to the dreamer
// that is a lexicon word is in `notThere` ("mi hija"), "mija" is the dreamer and listed as nothing; a death
// dated in waking life is no image of death; "el corazón a mil" is fear and no heart; a tooth falling, stones
// and ash falling are no falling of the dreamer's; a likeness brings no image; a truck, a pick-up or a
// snowplough driven is a car (as the tuning readings have it), while a bus driven stays a bus and its
// steering wheel ("volante") lists car under `notThere`. Loose matches that are only other words are left
// out ("solo" for "sol", "faros" for "farol", "probar" for "prueba", "caminando" for "camino", "aguado" for
// "agua", "orillé" for "orilla", "llamar" for "llamada"), while other forms of a word are listed ("bañarme"
// for "baño", "cae" for "caer", "se reían" for "reía", "salió corriendo" and "salía corriendo" for "salí
// corriendo", "buscar" for "buscando", "nace" for "nació", "casada" for "casarme", "Spíritus" for
// "espíritu"). Images are read where the careful reader sees them even when the lexicon has no word for them
// (a campera, a mandil and a suit as clothes; a pine wood, "pinares", as forest and its pines as trees; a
// snowplough, a camioneta and a trufi as car; the ruta, an avenue, a street at a traffic light, a dirt track
// as road; a cow as bull; "pariendo" as birth; a "loma" as mountain; caites as shoes; a libreta as book; a
// market stall and a supermarket as shop; underwear only as naked; the parcial as the exam; a barranco as
// cliff; a wedding reception after the party, with its bride, as wedding).
// Readings that, as far as this helper knows, no earlier batch made (it did not grep for them): "los
// abuelos" of a Spanish care home are its residents (wise_elder, no grandparent); the Ecuadorian "guaguas"
// are children (no bus), while the Puerto Rican "guagua" is a bus; "se me fue el avión" (Puerto Rico: I
// forgot) is no plane; "está en la luna" is no moon; "con el agua al cuello" is anxiety and no water; "hecha
// un mar de lágrimas" is sadness and no ocean; "las piernas se me volvieron agua" is fear, with no water and
// no feet; a dog that "me seguía" at a bus stop follows and does not chase; "anillo de casada" is a ring and
// no wedding; "Ciudad Bolívar" and "Sancti Spíritus" are names (no city, no ghost); a horse carriage ("coche
// de caballo") is no car; "Salí volando en la moto" and "salgo volando por encima de la baranda" are no
// flight; "en vez de plata" takes the money away and leaves the photos; "olió a la casa de mi infancia" is a
// smell (no childhood_home, no house).
// `notThere` was completed by hand: each title and text was read against the lexicon's Spanish words (as the
// node calls below printed them) and the emotion list's Spanish words; each word whose image or feeling is
// not in the dream was listed. No script matched the lexicon against the texts, and nothing of the analysis
// was run.
// Its helper read only: the evaluation README (`cat README.md types.ts`, cut by the tool in the middle, then
// `sed -n 185,360p` and `sed -n 360,520p`: all of it), the types (in that `cat`), the lexicon data files
// (`wc -c *.json`, `head -c 1500` of people.json and objects.json, which printed the first entries' ids,
// labels, words, exclude lists and the first lines of the car entry's jung text; a node call that printed
// each file's entries' ids and Spanish words; a node call that printed every key of the people entries other
// than id, label, en, es, exclude and jung, which printed their labels, variants (with their exclude lists)
// and rogers and cbt texts; a node call that printed the variants' ids and Spanish words), the emotion list
// (`grep -n "id:"`, which also printed one line of its type; `sed -n 20,30p`, which printed the start of the
// list with a few English fear words; `grep -n "es:"`, which printed the line numbers and the Spanish words
// of guilt; `sed -n 52,114p` and `sed -n 133,166p`, which printed the Spanish words of fear and anxiety and
// also fear's exclude list and fear's and anxiety's jung, rogers and cbt texts; two node calls that printed
// every id with its Spanish words), the thirty-ninth Spanish batch (`sed -n 1,200p` and `sed -n 200,420p`:
// its header, its first twelve dreams and the comment of the thirteenth) and the thirty-eighth's header (`sed -n 1,80p` and `sed -n
// 80,200p`), and the earlier Spanish tuning batches through greps over `tuning-es.ts tuning-[0-9]*-es.ts`:
// every title (`grep -h "title:"`, which also printed three comment lines of the thirty-ninth); `for` loops of
// `grep -il`, printing file names only, for trades, places and situation words (quitanieves, Ushuaia,
// almadraba, Barbate, atún, atunes, gerocultor, residencia, ancianos, Burgos, Zaragoza, tapicer, Tlaquepaque,
// Guadalajara, sofá, sillón, temporer, cerez, Talca, Manizales, ingenier, picanter, Arequipa, rocoto, gaita,
// Maracaibo, furro, bicitaxi, Camagüey, Constanza, invernadero, Mayagüez, enfermera, Otavalo, Imbabura, San
// Pablo, Cochabamba, trufi, tamber, ordeñ, Florida, Ciudad del Este, Amistad, Xela, Quetzaltenango, escuela de
// español, Siguatepeque, cuna, San Miguel, Chaparrastique, cobrador, cochero, Granada, Colón, Manzanillo,
// contenedor, Esquel, Chubut, resin, resiner, pinar, Soria, Palencia, Valladolid, Puebla, Toluca, Morelia,
// Querétaro, Aguascalientes, tapiz, bomber, Curicó, Pasto, Popayán, Chiclayo, King Kong, manjar blanco,
// Lambayeque, San Cristóbal, Táchira, orquesta, Bayamo, coche, de, caballos (the last three from a phrase the
// loop split), Ponce, Fajardo, Humacao, Ambato, Pinllo, Sucre, micro, Rivera, cambista, Tobatí, olería, oler,
// ladrill, Santa Ana, Ilamatepec, motorista, Jinotega, Matagalpa, beneficio, Metro de Panamá, Antigua,
// Santiago de Compostela, Malargüe, Río Turbio, Coyhaique, Segovia, Navas de Oro, Tierra de Pinares, Natales,
// centolla, Tunja, Ciudad Bolívar, Angostura, Sancti Spíritus, Bayamón, Carolina, Puyo, Ibarra, Loja,
// Quillacollo, Tarija, Antigua Guatemala, David, Chiriquí, tanque de gas, cilindro, repartidor, quesadilla,
// teleférico, dientes, Sogamoso, Sacaba, Itá, Areguá, Guayama, Chalchuapa, Veraguas, Yayabo, Pastaza, maito,
// Las Leñas, Pehuenche, guayusa, gas, hostal, hostel, mueblería, tapicería, cambio, casa de cambio,
// Livramento, olero, adobe, Bolívar, resina, recepcionista, uniforme, Colegio, escuela de idiomas, alumnos,
// carpinter, Ruta 7, Duitama, Girardot, Ibagué, Montería, Riohacha, Santa Marta, UPTC, Mérida, calzoncillos,
// desmay, erupci, Navas, repart, carpintero, tilapia, Sangay, Orinoco, ronca, muerta de la risa, mandil,
// escarcha, suegra, sillón para, Sarandí, Santa María); loops of the same kind that printed only counts of
// files (Tiquipaya, veterinari, Sinú, Ciudad Bolívar, Orinoco, puente colgante, boda, cantante, camionero,
// quitanieves, pinos, lobo, residencia, cuna, piel de gallina, Lambayeque, abuela); `grep -oh` with up to 80
// characters of context, piped to `head`, for Bayamo, Tobatí, Santa Ana, Rivera, Chiclayo (only Rivera
// printed: Diego Rivera's murals), olero (only "bolero"), escuela de idiomas, recepcionista, Tunja,
// veterinari, cantante, orquesta, invernadero, erupci, calzoncillos and desmay, which printed passages of
// earlier texts and comments; `grep -h -B2 "wise_elder"` over the thirtieth to thirty-ninth Spanish batches,
// piped to a grep for comment lines, which printed comment passages on how old people are read. Drafted
// choices an earlier batch had used, or came near, were changed after those greps: a snowplough at Ushuaia
// (the twenty-first's Ushuaia) moved to Malargüe; the almadraba of Barbate (the thirty-fifth's) became resin
// tapping at Navas de Oro; a care home first placed in Zaragoza (a carer in Zaragoza, the twenty-third's)
// moved to Palencia; an upholsterer first placed in Guadalajara (five batches) moved to Morelia; a cherry
// picker in Talca (the twenty-third's temporera, Talca the thirty-sixth's) was dropped for the hostel in
// Puerto Natales; an exam in Manizales (two batches) and Tunja (the thirty-eighth's) became a veterinary exam
// in Montería; a picantería in Arequipa (the thirty-seventh's picantería) became the King Kong of
// Lambayeque; a gaita singer in Maracaibo (gaitas in three batches, Maracaibo in seven) became a wedding band
// in Ciudad Bolívar; a bicitaxi in Camagüey (bicitaxis and Camagüey in three batches each) became a horse
// carriage in Sancti Spíritus; a nurse in Mayagüez (two batches) moved to Guayama; a flight over Otavalo (two
// batches) moved to Puyo; a trufi first placed in Cochabamba itself (six batches) starts in Tiquipaya; a
// border shop in Ciudad del Este (the thirty-fifth's) became an exchange house in Rivera; a Spanish school in
// Xela (two batches) moved to Antigua; a bus conductor in San Miguel (cobradores in two batches, San Miguel
// in two) became a bus driver at Chalchuapa; a horse-carriage driver first thought of for Granada,
// Nicaragua (Granada in two batches) went to Cuba, and Nicaragua got the coffee mill of Jinotega; gas
// cylinders first placed in Colón and David (used) went to Santiago de Veraguas; the name Beto (a title of
// an earlier batch) was dropped with the helper it named, and the mare's name first thought of was changed.
// Kept though near an earlier batch: a wedding band (orchestras play in four batches, none with a singer
// who will not dance), teeth falling (a common image; the situation is new), underwear in public (the
// twenty-first's penalty kick; here at the wheel of a trufi), a fainting (the twenty-first's husband; here a
// student), Rivera and Santa Ana as places (Rivera in the twenty-first only as Diego Rivera; Santa Ana in two
// batches, not grepped further).
// No English tuning file, held-out file, score.ts, evaluation.test.ts, analysis, composer, test or bench
// file was opened or grepped, so the situations were not checked against the English batches. The file was
// written with the file editing tool, which then made two small edits to this header; it was viewed whole
// once with the tool's viewer; it was not grepped or sedded, but one python3 command (a departure, like a
// `sed -i`) replaced three sentences of this header in place, checking that each occurred once; the only
// other command run on it was the parse check the brief gives (`node -e` with the repository's esbuild
// `transformSync`), three times, the last after the last edit. No test, bench, analysis,
// tsx, tsc, vitest, npm or git command was run. Departures, told here: a `wc -l *-es.ts` in the evaluation
// folder, piped to `tail -1`, counted held-out-es.ts among the files and printed only the total of lines
// (16447), nothing of that file; the `ls` of ../lexicon named its README.md, index.ts and types.ts (not
// opened); the lexicon prints above showed exclude lists and jung, rogers and cbt texts, and the emotion
// prints showed a line of the type, a few English fear words, fear's exclude list and fear's and anxiety's
// jung, rogers and cbt texts, beyond the ids and their words; the greps printed passages of earlier texts and
// comments; the word counts ran awk over a heredoc of the drafted texts typed into one command; one node
// command checked every id used here against the lexicon data and the emotion ids, with the ids typed into
// the command (not read from this file). The thirty-ninth's last eight dreams (but for the comment of the
// first of them) and the thirty-eighth's dreams were not read.
import type { EvaluationDream } from './types.ts';

export const DREAMS_ES_40: readonly EvaluationDream[] = [
  // Argentina (Malargüe, Mendoza), on the road to the Pehuenche pass. Negation and contrast, a gendered word
  // and a turn. "Manejo la quitanieves" is her trade, and the snowplough she drives in the dream is car (a
  // truck stays a car); the ruta and its curve (road), the snow (nieve). "Salir sola" is alone (no
  // loneliness). "No había luna ni estrellas" negates the moon and the sky; "solo" is left out. "No tuve
  // miedo en ningún momento" denies fear; what the climb does to her in waking life has no feeling word. The
  // flashlight (linterna: candle) of someone signalling, who climbs into the cab and is the father (papá as
  // written), read as him alone (no stranger): the turn; his jacket (campera: clothes). "Me desperté llorando,
  // pero no estaba triste" denies sadness; "Estaba en paz" is calm. The stranded bus (micro) is only told and
  // no lexicon word; the headlights (faros) are not "farol".
  {
    id: 'es40-quitanieves',
    title: 'La quitanieves',
    text: 'Manejo la quitanieves de Vialidad en Malargüe, en la ruta que sube al Pehuenche. Soñé que me tocaba salir sola de noche porque había un micro varado más arriba. No había luna ni estrellas, solo la nieve en los faros y el ruido de la pala. No tuve miedo en ningún momento, y eso que en la vida real esa subida me da un poco de cosa. En una curva vi a alguien haciendo señas con una linterna. Paré, subió a la cabina y era mi papá, con la campera de Vialidad que usaba antes de jubilarse. No hablamos nada: me cebó un mate y seguimos subiendo. Me desperté llorando, pero no estaba triste. Estaba en paz.',
    symbols: ['car', 'road', 'snow', 'candle', 'clothes'],
    people: ['father'],
    emotions: ['calm'],
    notThere: ['loneliness', 'moon', 'sky', 'fear', 'sadness'],
    notFelt: ['fear', 'sadness'],
    written: { father: 'papá' },
    turn: ['father'],
    outsideLexicon: ['quitanieves', 'pala', 'cabina', 'mate', 'faros'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Spain (Navas de Oro, in the pine woods of Segovia). A plain dream of getting lost and being followed.
  // "Soy resinero" is the dreamer. Navas de Oro is a name (no treasure). The pine wood (pinares: forest) and
  // its pines (pinos: tree); the fog has no id. "Me había perdido" is lost. "Un monte que conozco desde crío":
  // the Castilian "monte" is the wood (no mountain) and "desde crío" is since childhood (no boy). The wolf
  // (lobo) that "me seguía" is chased. "Un miedo" is fear. The van is only where he thought he had left it.
  {
    id: 'es40-resinero',
    title: 'La niebla del pinar',
    text: 'Soy resinero en Navas de Oro, en los pinares de Segovia. Soñé que estaba picando pinos a primera hora, como cualquier día, y que de repente se echaba una niebla tan espesa que no se veía nada a dos metros. Dejé el raspador en el suelo y eché a andar hacia donde creía que había dejado la furgoneta, pero todos los pinos eran iguales y los potes de resina también. Me había perdido en un monte que conozco desde crío. Entonces oí pasos detrás de mí y vi un lobo grande y gris que me seguía sin prisa. Si yo paraba, él paraba. Me desperté empapado en sudor y con un miedo que no se me quitaba.',
    symbols: ['forest', 'tree', 'lost', 'wolf', 'chased'],
    people: [],
    emotions: ['fear'],
    notThere: ['treasure', 'mountain', 'boy'],
    outsideLexicon: ['niebla', 'raspador', 'potes de resina'],
  },
  // Spain (Palencia), a care home on the night shift. Other people's feelings, a negated image, a denial and
  // gendered words. "Trabajo de gerocultora" is the trade (no office). "Los abuelos" of a care home are its
  // residents, old people (wise_elder; no grandparent), awake and sitting on their beds (cama: bedroom),
  // dressed in their Sunday best (vestidos: clothes); not read as a crowd, each in their own room. Doña
  // Pilar, ninety-four, is one of them (wise_elder), "feliz" (hers: no joy); her husband is only waited for
  // (no husband). The colleague Rocío (compañera: boss) "lloraba" (hers: no sadness); the boss (jefa as
  // written, the supervisora) "furiosa" (hers: no anger) about a party nobody told her of ("ninguna fiesta":
  // no party). The brother (hermano as written) "muy nervioso" (his: no anxiety) about the car left open
  // elsewhere (coche: no car). "Yo no me agobié" denies anxiety; "una calma" is calm.
  {
    id: 'es40-residencia',
    title: 'La ronda de las tres',
    text: 'Trabajo de gerocultora en una residencia de Palencia, en el turno de noche. Soñé que hacía la ronda de las tres y todos los abuelos estaban despiertos, sentados en la cama, vestidos de domingo. Doña Pilar, la de noventa y cuatro años, estaba feliz porque decía que venía su marido a llevársela. Mi compañera Rocío lloraba en el cuarto de la lencería y no me decía por qué, y mi jefa, la supervisora, estaba furiosa porque nadie le había avisado de ninguna fiesta. Luego apareció mi hermano, muy nervioso, diciendo que me había dejado el coche abierto. Yo no me agobié. Me senté con doña Pilar a esperar al marido, con una calma que no tengo ni despierta.',
    symbols: ['bedroom', 'clothes'],
    people: ['wise_elder', 'boss', 'brother'],
    emotions: ['calm'],
    notThere: ['office', 'grandparent', 'joy', 'husband', 'sadness', 'anger', 'party', 'anxiety', 'car'],
    notFelt: ['joy', 'sadness', 'anger', 'anxiety'],
    written: { boss: 'jefa', brother: 'hermano' },
    outsideLexicon: ['residencia', 'cuarto de la lencería'],
    probes: ['negation', 'gender'],
  },
  // Mexico (Morelia). A plain dream of being late. The upholstery workshop is only where he works. A wedding
  // (boda) at a hacienda, "ya iba tarde" (late); the pick-up (camioneta: car), alone ("yo solo": no
  // loneliness), "a medio camino" and the highway (carretera: road) between cornfields; his good suit (traje:
  // clothes). Nobody left, the bride ("la novia": a stranger, novia as written; no girlfriend) sitting alone
  // ("sola": no loneliness) on the stairs (escalera). "Angustiado" is anxiety. No signal names no phone.
  {
    id: 'es40-tapicero',
    title: 'El sillón',
    text: 'Tengo un taller de tapicería en Morelia, por la salida a Pátzcuaro. Soñé que tenía que entregar un sillón para una boda en una hacienda y ya iba tarde. Lo subí a la camioneta yo solo, pero a medio camino se me poncharon las dos llantas y no había señal para hablarle a nadie. Entonces me eché el sillón a la espalda y me fui corriendo por la carretera, entre milpas, sudando, con mi traje bueno. Cuando por fin llegué ya no había nadie: las mesas recogidas, los globos en el suelo y la novia sentada sola en la escalera, esperando su sillón. Me desperté angustiado.',
    symbols: ['late', 'wedding', 'car', 'road', 'clothes', 'stairs'],
    people: ['stranger'],
    emotions: ['anxiety'],
    notThere: ['loneliness', 'girlfriend'],
    written: { stranger: 'novia' },
    outsideLexicon: ['sillón', 'hacienda', 'llantas', 'milpas', 'mesas', 'globos'],
  },
  // Chile (Puerto Natales), in the present. A plain dream of teeth. "Trabajo en la recepción" is the trade
  // (no office). The hostel (hostal: hotel); a whole bus (bus) of wet tourists (turistas, gringos: stranger;
  // forty people together: crowd) from Torres del Paine (a name: no castle), their backpacks (mochilas:
  // luggage). The teeth (diente, dientes) coming loose; "se me cae otro" is a tooth falling (no falling);
  // "Lo escondo en la mano" hides the tooth, not the dreamer (no hiding; hands). The bathroom (baño) and the
  // mirror (espejo). "Una vergüenza terrible" is shame.
  {
    id: 'es40-natales',
    title: 'El check-in',
    text: 'Trabajo en la recepción de un hostal en Puerto Natales. Sueño que llega un bus entero de turistas que vienen de Torres del Paine, todos mojados, con las mochilas chorreando, y yo tengo que hacerles el check-in a cuarenta personas. Cuando abro la boca para darles la bienvenida, se me suelta un diente. Lo escondo en la mano y sigo hablando, pero se me cae otro, y otro, y van sonando en el mesón como bolitas. Los gringos me miran y nadie dice nada. Voy al tiro al baño a mirarme al espejo y tengo la boca llena de dientes de leche, chiquititos. Despierto con una vergüenza terrible y me toco los dientes uno por uno.',
    symbols: ['hotel', 'bus', 'luggage', 'teeth', 'hands', 'bathroom', 'mirror'],
    people: ['crowd', 'stranger'],
    emotions: ['shame'],
    notThere: ['office', 'castle', 'falling', 'hiding'],
    outsideLexicon: ['mesón', 'boca'],
  },
  // Colombia (Montería). A plain dream of an exam and lateness. The final exam (parcial, examen: exam) at
  // seven and waking at half past (late). "Salí volando en la moto" is rushing (no flying); "sin bañarme" (no
  // bathroom). The bridge (puente) over the Sinú (río: river), the centre of town (city). The university and
  // its classroom (Universidad, aula: school); the teacher (profesor as written) waiting alone ("solo": no
  // loneliness). A cow (vaca: bull) giving birth (pariendo: birth). His shirt (camisa: clothes) and hands
  // (manos). "Qué susto tan berraco" is fear.
  {
    id: 'es40-monteria',
    title: 'El parcial de Reproducción',
    text: 'Estudio veterinaria en la Universidad de Córdoba, en Montería. Soñé que tenía el parcial final de Reproducción a las siete y me levantaba a las siete y media. Salí volando en la moto sin bañarme, pero el puente sobre el río Sinú estaba cerrado y me tocó dar la vuelta por todo el centro. Cuando llegué al aula, el profesor Ortega me esperaba solo, y en vez del examen había una vaca en medio del salón, pariendo. «Usted sabrá qué hacer», me dijo. Yo no me acordaba de nada de lo que había estudiado toda la semana. Me arremangué la camisa y me desperté justo cuando iba a meter las manos. Qué susto tan berraco.',
    symbols: ['exam', 'late', 'bridge', 'river', 'city', 'school', 'bull', 'birth', 'clothes', 'hands'],
    people: ['teacher'],
    emotions: ['fear'],
    notThere: ['flying', 'bathroom', 'loneliness'],
    written: { teacher: 'profesor' },
    outsideLexicon: ['moto', 'salón'],
  },
  // Peru (Lambayeque). A plain dream of the dead come back. "Mi familia hace King Kong" is of waking life (no
  // family). The kitchen of the workshop (cocina: kitchen); the grandmother (abuela as written), "que murió
  // hace seis años" (a death dated: no death), beating the manjar blanco and baking the biscuits (food), in
  // her apron (mandil: clothes); "se reía" (hers: no joy). The dreamer's hands (manos) with flour. "Olió a la
  // casa de mi infancia" is a smell (no childhood_home, no house). "Darle a probar" is no exam. "Mucha pena"
  // is sadness; the cemetery (cementerio) is only wished for.
  {
    id: 'es40-king-kong',
    title: 'El manjar blanco',
    text: 'Mi familia hace King Kong en Lambayeque desde hace tres generaciones, y ahora el negocio lo llevo yo. Soñé que entraba a la cocina del taller de madrugada y mi abuela Rosa, que murió hace seis años, estaba ahí batiendo el manjar blanco en la paila, con su mandil de siempre. Me dijo que le estaba saliendo aguado, que yo le echaba poca leche, y se reía. Yo quería abrazarla, pero tenía las manos llenas de harina y no me atrevía a ensuciarla. Horneamos juntas las galletas hasta que todo olió a la casa de mi infancia. Cuando quise darle a probar, ya no estaba, solo la cuchara en la mesa. Me desperté con mucha pena y con ganas de ir a verla al cementerio.',
    symbols: ['kitchen', 'food', 'clothes', 'hands'],
    people: ['grandmother'],
    emotions: ['sadness'],
    notThere: ['family', 'death', 'joy', 'childhood_home', 'house', 'cemetery'],
    notFelt: ['joy'],
    written: { grandmother: 'abuela' },
    outsideLexicon: ['paila', 'harina', 'cuchara', 'mesa'],
  },
  // Venezuela (Ciudad Bolívar, by the Orinoco). Verbs kept apart, a metaphor and gendered words. Ciudad
  // Bolívar is a name (no city). She sings (canto, cantaba: singing) at a wedding (bodas, los novios:
  // wedding) in a hall on the bank ("la orilla": no beach) of the Orinoco (río: river), in a sequinned dress
  // (vestido: clothes), on the stage (tarima: performance). Everyone (todo el mundo, la gente: crowd) asks her
  // to dance; "yo no bailaba" (no dancing). The couple and the bride's father (strangers; no boyfriend, no
  // girlfriend, no father). The mother (mamá as written) at a back table. Her feet (pies) stuck "como si
  // tuvieran raíces" (a likeness). The Angostura bridge (puente) "era una culebra de luces" (a metaphor: no
  // snake; its lights are there: light). "Muerta de la risa" is joy (no death).
  {
    id: 'es40-orquesta',
    title: 'Merengue tras merengue',
    text: 'Canto en una orquesta de bodas y quince años en Ciudad Bolívar. Soñé que tocábamos en un salón a la orilla del Orinoco y que yo cantaba un merengue tras otro sin poder parar, con el vestido de lentejuelas pegado de sudor. Todo el mundo me pedía que bajara a bailar: los novios, el papá de la novia, hasta mi mamá, que estaba en una mesa del fondo. Pero yo no bailaba; los pies no se me despegaban de la tarima, como si tuvieran raíces. Afuera, el puente Angostura era una culebra de luces sobre el río. Cuando por fin solté el micrófono, la gente se quedó quieta, en silencio. Me desperté ronca y muerta de la risa.',
    symbols: ['singing', 'wedding', 'river', 'clothes', 'performance', 'feet', 'bridge', 'light'],
    people: ['crowd', 'stranger', 'mother'],
    emotions: ['joy'],
    notThere: ['city', 'beach', 'dancing', 'boyfriend', 'girlfriend', 'father', 'snake', 'death'],
    written: { mother: 'mamá' },
    outsideLexicon: ['orquesta', 'lentejuelas', 'tarima', 'micrófono', 'salón'],
    probes: ['verbs', 'metaphor', 'gender'],
  },
  // Cuba (Sancti Spíritus), in the present. A plain dream of a fall. Sancti Spíritus is a name (no ghost).
  // The horse carriage ("coche de caballo": no car) and its mare (caballo, yegua: horse); "la ruta del
  // hospital al parque" only names the route (no hospital). A lady (señora as written: stranger) with a bag
  // of viandas (food) and two young men (strangers); the people in the street (gente: crowd; calle: road). The
  // Yayabo bridge (puente). "Salgo volando por encima de la baranda" is thrown (no flying); "Caigo y caigo"
  // is falling, toward the river (río). "El corazón a mil" is fear (no heart).
  {
    id: 'es40-cochero',
    title: 'El coche de caballo',
    text: 'Soy cochero en Sancti Spíritus; tengo un coche de caballo que hace la ruta del hospital al parque. Sueño que voy con tres pasajeros, una señora con una jaba de viandas y dos muchachos, y de pronto la yegua, la Trigueña, se desboca. Yo halo las riendas y nada. Bajamos a toda por la calle que va al puente Yayabo, los pasajeros gritando, la gente apartándose contra las paredes. En el medio del puente la yegua se para en seco y yo salgo volando por encima de la baranda. Caigo y caigo hacia el río, color chocolate, y nunca termino de llegar. Me despierto con el corazón a mil, agarrado al colchón.',
    symbols: ['horse', 'food', 'road', 'bridge', 'falling', 'river'],
    people: ['stranger', 'crowd'],
    emotions: ['fear'],
    notThere: ['ghost', 'car', 'hospital', 'flying', 'heart'],
    written: { stranger: 'señora' },
    outsideLexicon: ['coche de caballo', 'jaba', 'riendas', 'baranda', 'colchón'],
  },
  // Dominican Republic (Constanza). A plain dream of frost and the mother. The flowers (flores, flor:
  // garden) in the greenhouse, white with frost (escarcha, congeladas: snow); the fingers (dedos: hands). The
  // mother (mamá as written) comes up from La Vega with hot chocolate; "mi hija" is said to the dreamer (no
  // daughter). The wooden crate they sit on (caja: box). "Tranquila" is calm.
  {
    id: 'es40-constanza',
    title: 'La helada',
    text: 'Tengo unas tareas sembradas de flores en Constanza, crisantemos y claveles para mandar a la capital. Soñé que bajaba al invernadero de madrugada y todo estaba blanco de escarcha, las matas tiesas, las flores como de papel. Yo corría de una punta a la otra tapando con plásticos, pero cada flor que tocaba se me rompía en los dedos. Entonces apareció mi mamá, que vive en La Vega y nunca sube porque le da frío, con un termo de chocolate caliente. Me dijo: «Deja eso, mi hija, que eso vuelve a salir». Nos sentamos en una caja de madera a tomarnos el chocolate mirando las flores congeladas. Me desperté tranquila, con un calorcito en el pecho.',
    symbols: ['garden', 'snow', 'hands', 'box'],
    people: ['mother'],
    emotions: ['calm'],
    notThere: ['daughter'],
    written: { mother: 'mamá' },
    outsideLexicon: ['invernadero', 'plásticos', 'termo', 'chocolate caliente'],
  },
  // Puerto Rico (Guayama). Idioms, negated and absent images, a gendered word and a turn. "Soy enfermera" is
  // the dreamer (no doctor). The CDT (a health centre: hospital); alone on the shift ("sola": no
  // loneliness); the ward full of patients (crowd). "Con el agua al cuello" is anxiety (no water); "se me
  // había ido el avión" is forgetting (no plane); the phone (celular) left on the bus (guagua) is not there
  // (no phone, no bus); the doctor on duty "está en la luna" (no moon) and never comes (no doctor). An old
  // man with a shirt (camisa: clothes) full of blood (sangre) that is not his: the blood is there. "No perdí
  // la cabeza" has no image. His hands (manos). He is the grandfather (abuelo as written), read as him
  // alone: the turn; "que murió cuando yo estaba en cuarto grado" is a death dated (no death). "Hecha un mar
  // de lágrimas" is sadness (no ocean).
  {
    id: 'es40-guayama',
    title: 'El CDT',
    text: 'Soy enfermera en el CDT de Guayama. Soñé que me tocaba el turno de noche sola, con la sala llena de pacientes, y yo con el agua al cuello. Para colmo se me había ido el avión y dejé el celular en la guagua, así que no podía llamar a nadie. El doctor de turno, que siempre está en la luna, no aparecía. A las tres entró un señor mayor con la camisa llena de sangre, pero la sangre no era suya. Yo no perdí la cabeza: le limpié las manos y le pregunté el nombre, y me dijo el de mi abuelo, que murió cuando yo estaba en cuarto grado. Lo miré bien y era él. Me desperté hecha un mar de lágrimas.',
    symbols: ['hospital', 'clothes', 'blood', 'hands'],
    people: ['crowd', 'grandfather'],
    emotions: ['anxiety', 'sadness'],
    notThere: ['doctor', 'loneliness', 'water', 'plane', 'phone', 'bus', 'moon', 'death', 'ocean'],
    written: { grandfather: 'abuelo' },
    turn: ['grandfather'],
    outsideLexicon: ['CDT'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Ecuador (Puyo), in the present. A plain dream of flying. "Vendo ... en el mercado": the market stall she
  // closes is the dream's place (shop). The bus she does not take (no bus). "No me caigo" (no falling): she
  // rises and flies (vuelo: flying) over the Puyo and the Pastaza (río: river) and the jungle (selva:
  // forest), roofs wet with rain (lluvia), parrots (loros: bird), the Sangay volcano (volcán). "Jugaba a ser
  // avión" is a childhood game (no plane). Her house (casa), barefoot (descalza: feet). "Mis guaguas" are her
  // children (child; no bus). "Feliz" is joy.
  {
    id: 'es40-puyo',
    title: 'Sobre el Pastaza',
    text: 'Vendo maitos de tilapia en el mercado de Puyo. Sueño que cierro el puesto y, en vez de coger el bus, me subo a la baranda del malecón y me suelto. No me caigo: me voy elevando despacito sobre el río Puyo, y luego más alto, hasta ver el Pastaza entero, café, dando vueltas por la selva. Se ven los techos de zinc mojados por la lluvia, los loros pasando por debajo de mí y, lejísimos, el volcán Sangay echando humo. Vuelo con los brazos abiertos, como cuando era guambra y jugaba a ser avión. Aterrizo en el patio de mi casa, descalza, y mis guaguas ni se dan cuenta. Me despierto feliz, con ganas de contárselo a alguien.',
    symbols: ['shop', 'flying', 'river', 'forest', 'rain', 'bird', 'volcano', 'house', 'feet'],
    people: ['child'],
    emotions: ['joy'],
    notThere: ['bus', 'falling', 'plane'],
    outsideLexicon: ['malecón', 'baranda', 'techos de zinc', 'humo', 'patio'],
  },
  // Bolivia (Tiquipaya to Cochabamba), typed in a hurry. A plain dream of nakedness. "Soy trufista": the trufi
  // he drives (manejando, volante) is car; full, people up to the door (gente: crowd; puerta: door); a
  // traffic light and a corner (road). In underpants only, barefoot (naked; descalzo: feet). The passengers
  // "se reian" (theirs: no joy). A young woman (señorita as written: stranger) taking a photo (foto) with her
  // phone (celular). "Que verguenza" is shame. The shop (tienda); the bag only asked for (bolsa: no luggage).
  // The lady of the shop is the mother-in-law (suegra as written: family), read as her alone. The wife only
  // tells him after waking (no wife).
  {
    id: 'es40-trufi',
    title: 'el trufi',
    text: 'soy trufista, hago la linea de tiquipaya a la plaza principal de cochabamba. soñe que iba lleno, gente hasta en la puerta, y en un semaforo me doy cuenta que estoy manejando en calzoncillos nomas, sin pantalon, sin polera, descalzo. los pasajeros se reian y una señorita me sacaba foto con su celular. yo queria taparme con el volante, que verguenza. pare en la esquina y me meti a una tienda a pedir aunque sea una bolsa, y la señora de la tienda era mi suegra, que me miraba feo. ahi me desperte. mi esposa dice que grite',
    symbols: ['car', 'door', 'road', 'naked', 'feet', 'photo', 'phone', 'shop'],
    people: ['crowd', 'stranger', 'family'],
    emotions: ['shame'],
    notThere: ['joy', 'luggage', 'wife'],
    notFelt: ['joy'],
    written: { stranger: 'señorita', family: 'suegra' },
    outsideLexicon: ['trufi', 'semáforo', 'calzoncillos'],
  },
  // Uruguay (Rivera, on the Brazilian border). A plain chase. "Trabajo en una casa de cambio" is the trade
  // (no office; an exchange house is no house). The avenue (road); the bag of takings (bolso: luggage); two
  // men (tipos: stranger) "me venían siguiendo" (chased) and he runs from them (fleeing). "De golpe" is
  // suddenly (no fight); "nadie me entendía" is theirs (no confusion). The supermarket (shop), hiding (me
  // escondí). "El corazón que se me salía" is fear (no heart). "En vez de plata" (no money): photos (fotos)
  // of his children as little ones, only pictured (no child): the turn. "Una angustia bárbara" is anxiety.
  {
    id: 'es40-cambista',
    title: 'La recaudación',
    text: 'Trabajo en una casa de cambio sobre la avenida Sarandí, en Rivera, pegado a la frontera. Soñé que cerraba a la tardecita con el bolso de la recaudación y que dos tipos en moto me venían siguiendo. Empecé a correr por Sarandí, crucé el Parque Internacional y de golpe estaba del lado brasileño, en Livramento, y nadie me entendía. Los tipos seguían atrás, cada vez más cerca. Me metí en un supermercado y me escondí entre las góndolas, abrazado al bolso, con el corazón que se me salía. Cuando abrí el bolso para ver si estaba todo, en vez de plata había fotos de mis hijos de chiquitos. Me desperté transpirado y con una angustia bárbara.',
    symbols: ['road', 'luggage', 'chased', 'fleeing', 'shop', 'hiding', 'photo'],
    people: ['stranger'],
    emotions: ['fear', 'anxiety'],
    notThere: ['office', 'house', 'fight', 'confusion', 'heart', 'money', 'child'],
    turn: ['photo'],
    outsideLexicon: ['casa de cambio', 'moto', 'góndolas'],
  },
  // Paraguay (Itá), typed in a hurry. A plain dream of being trapped. "Trabajo en una oleria" is the trade
  // (no office). The mud (barro) sucking the legs (piernas: feet); "no podia salir" (trapped). The workmate
  // (compañero as written: boss) "tranquilo" (his: no calm). The kiln's fire (fuego). The youngest son (hijo
  // as written) holds out his hand (mano, manito: hands). "Llorando" is sadness and "con miedo" fear. The bed
  // he goes to look at is of waking life (no bedroom).
  {
    id: 'es40-olero',
    title: 'la oleria',
    text: 'trabajo en una oleria en ita, hacemos ladrillos y tejas. anoche soñe que estaba sacando barro del pozo para la mezcla y que el barro me empezaba a chupar las piernas. primero hasta las rodillas, despues hasta la cintura. yo le gritaba a mi compañero ramon pero el estaba tranquilo cortando ladrillos y no me oia. el horno estaba prendido atras y se veia el fuego por las rendijas. ya me llegaba al pecho y no podia salir, y ahi vino corriendo mi hijo el mas chico, que tiene seis años, y me estiro la mano. con esa manito me saco entero. me desperte llorando, con miedo todavia, y fui a ver si el estaba en su cama',
    symbols: ['mud', 'feet', 'trapped', 'fire', 'hands'],
    people: ['boss', 'son'],
    emotions: ['sadness', 'fear'],
    notThere: ['office', 'calm', 'bedroom'],
    notFelt: ['calm'],
    written: { boss: 'compañero', son: 'hijo' },
    outsideLexicon: ['ladrillos', 'pozo', 'horno', 'rendijas'],
  },
  // Guatemala (Antigua), a Spanish school for foreigners. Gendered person words as written and a turn. The
  // school (escuela) and its courtyard; the Dutch student (alumna: no lexicon word) who faints. The boss
  // (jefa as written) "salió corriendo a buscar" the doctor: she runs to fetch her (no fleeing, no
  // searching). The doctor (médica as written) arrives and says to give her water, which is only said (no
  // water). "Abrió los ojos" is the everyday sense (no eyes). The student speaks with the grandmother's voice
  // (abuela as written) and has her hands (manos) and her wedding ring (anillo; "de casada": no wedding): the
  // grandmother, read as her alone, is the turn. "Mija" is the dreamer. "Una ternura" is love.
  {
    id: 'es40-antigua',
    title: 'La fuente',
    text: 'Doy clases de español a extranjeros en una escuela de Antigua. Soñé que mi alumna de los lunes, una holandesa altísima, se desmayaba en plena clase, en el patio, junto a la fuente. Mi jefa, doña Amparo, salió corriendo a buscar a la médica del centro de salud, que llegó rapidísimo con su maletín. La médica le tomó el pulso y me dijo que no era nada, que le diera agua. Yo le sostenía la cabeza y le hablaba despacito. Cuando abrió los ojos me dijo «mija» con la voz de mi abuela, y le vi las manos, con su anillo de casada: era ella, igualita, en el cuerpo de la muchacha. Me desperté con una ternura enorme.',
    symbols: ['school', 'hands', 'ring'],
    people: ['boss', 'doctor', 'grandmother'],
    emotions: ['love'],
    notThere: ['fleeing', 'searching', 'water', 'eyes', 'wedding'],
    written: { boss: 'jefa', doctor: 'médica', grandmother: 'abuela' },
    turn: ['grandmother'],
    outsideLexicon: ['patio', 'fuente', 'maletín'],
    probes: ['gender', 'turn'],
  },
  // Honduras (Siguatepeque). A plain dream of a baby. "Soy carpintero" is the dreamer. The grandson to be
  // born in March is only told (nieto: no family; "nace": no birth). A crying inside the cradle; a fair baby
  // (bebé) grips his finger (dedo: hands); carried in the rain (aguacero) under his shirt (camisa: clothes)
  // to the daughter's (hija as written) house (casa), who opens the door (puerta): the baby is the turn. The
  // baby laughs; "una alegría" is the dreamer's joy.
  {
    id: 'es40-cuna',
    title: 'La cuna de caoba',
    text: 'Soy carpintero en Siguatepeque y ando haciendo una cuna de caoba para mi primer nieto, que nace en marzo. Soñé que la terminaba en el taller, ya barnizada, y que cuando la mecía empezaba a oírse un llanto adentro. Me asomé y había un bebé chelito, envuelto en una sábana, que me agarró el dedo con una fuerza que no era de bebé. Yo no sabía qué hacer con él, así que lo cargué y me fui caminando hasta la casa de mi hija, bajo un aguacero, tapándolo con la camisa. Cuando ella abrió la puerta, el bebé se rió. Me desperté con una alegría que me duró todo el día.',
    symbols: ['hands', 'house', 'rain', 'clothes', 'door'],
    people: ['baby', 'daughter'],
    emotions: ['joy'],
    notThere: ['family', 'birth'],
    written: { daughter: 'hija' },
    turn: ['baby'],
    outsideLexicon: ['cuna', 'taller', 'sábana'],
  },
  // El Salvador (Chalchuapa, toward Santa Ana). A plain dream of a volcano. "Soy motorista" is the dreamer.
  // The full bus (bus) and its people (gente: crowd); the Santa Ana volcano (volcán) erupting, seen from the
  // road (carretera); stones and ash falling (cayendo, caer: no falling of the dreamer's). He tries to get
  // away (fleeing). The bus's steering wheel (volante: a bus stays a bus, no car); alone ("solo": no
  // loneliness). "El corazón a mil" is fear (no heart). "Me orillé" is pulling over, left out.
  {
    id: 'es40-chalchuapa',
    title: 'La 218',
    text: 'Soy motorista de la ruta 218, de Chalchuapa a Santa Ana. Soñé que iba con el bus lleno, a eso de las seis, y que de repente el volcán de Santa Ana reventaba. Se miraba clarito desde la carretera: una columna negra y después piedras cayendo en los cafetales. La gente gritaba que me apurara. Yo le metía pata al bus, pero por más que aceleraba no avanzaba, como si fuera cuesta arriba en primera. La ceniza empezó a caer sobre el parabrisas hasta que no se veía nada. Me orillé y les dije que se bajaran todos y corrieran. Yo me quedé sentado al volante, solo, y ahí me desperté con el corazón a mil.',
    symbols: ['bus', 'volcano', 'road', 'fleeing'],
    people: ['crowd'],
    emotions: ['fear'],
    notThere: ['falling', 'car', 'loneliness', 'heart'],
    outsideLexicon: ['cafetales', 'ceniza', 'parabrisas'],
  },
  // Nicaragua (Jinotega), a coffee mill (beneficio). A plain dream of being late. "Trabajo en un beneficio"
  // is the trade (no office). The five o'clock bus never comes (no bus); "ya tardísimo" is late; "salía
  // corriendo" is hurrying (no fleeing); "sin desayunar" (no food). Sandals (caites: shoes) in her hand
  // (mano: hands). A thin dog (perro) that follows her (me seguía: no chase). "A pie" is on foot (no feet);
  // the dirt road (camino: road) up the hill (loma: mountain). The foreman (capataz: boss) at the door
  // (puerta) with a notebook (libreta: book). "Afligida" and "el estómago en un puño" are anxiety.
  {
    id: 'es40-jinotega',
    title: 'El beneficio',
    text: 'Trabajo en un beneficio de café en las afueras de Jinotega y tengo que agarrar el bus de las cinco. Soñé que me despertaba con la claridad, ya tardísimo, y salía corriendo sin desayunar, con los caites en la mano. En la parada no había nadie, solo un perro flaco que me seguía. Me fui a pie por el camino de tierra, subiendo la loma, y cada vez que creía que ya llegaba, el beneficio estaba más lejos. Al fin vi los patios llenos de café secándose y al capataz en la puerta con la libreta, anotando mi nombre. No me dijo nada, solo negó con la cabeza. Me desperté afligida, con el estómago en un puño, y era apenas la una de la mañana.',
    symbols: ['late', 'shoes', 'hands', 'dog', 'road', 'mountain', 'door', 'book'],
    people: ['boss'],
    emotions: ['anxiety'],
    notThere: ['office', 'bus', 'fleeing', 'food', 'chased', 'feet'],
    outsideLexicon: ['beneficio de café', 'parada', 'café secándose'],
  },
  // Panama (Santiago de Veraguas). Similes and metaphors that are not the object, a gendered word. The
  // little truck (camioncito, camión; frenaba: car); the cousin (primo as written: family). The houses
  // (casa: house) of a new barriada; "un calor que era una pared" (a metaphor, no lexicon id). "Rugía como
  // un león" (no lion); "como si fueran de papel". "Las piernas se me volvieron agua" is fear (no water, no
  // feet). The street (calle: road) ending at a ravine (barranco: cliff). The cousin "pálido como un
  // fantasma" (no ghost). The Santa María river (río) "como una culebrita de plata" (no snake, no money).
  // "Muerto de risa" is joy (no death).
  {
    id: 'es40-gas',
    title: 'Los tanques',
    text: 'Reparto tanques de gas en Santiago de Veraguas, en un camioncito, con mi primo. Soñé que subíamos a una barriada nueva en pleno mediodía, con un calor que era una pared, y que en cada casa nos pedían un tanque más. El camión rugía como un león. Yo cargaba los tanques de dos en dos y no pesaban nada, como si fueran de papel, pero las piernas se me volvieron agua cuando vi que la calle se acababa en un barranco. Mi primo, pálido como un fantasma, frenaba y frenaba. Nos paramos con las llantas delanteras en el aire. Abajo se veía el río Santa María como una culebrita de plata. Me desperté muerto de risa, no sé por qué.',
    symbols: ['car', 'house', 'road', 'cliff', 'river'],
    people: ['family'],
    emotions: ['fear', 'joy'],
    notThere: ['lion', 'water', 'feet', 'ghost', 'snake', 'money', 'death'],
    written: { family: 'primo' },
    outsideLexicon: ['tanques de gas', 'barriada', 'llantas'],
    probes: ['metaphor', 'gender'],
  },
];
