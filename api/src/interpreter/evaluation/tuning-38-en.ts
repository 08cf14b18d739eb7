// Thirty-eighth tuning batch (English), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 96 to 108 words (counted by hand) as people type them at dawn, first person, three of
// them in the present tense (the meat raffle, Anzac Day, the dry cleaner's) and the rest in the past, two
// typed in a hurry with no capitals and little punctuation (the ice road, the skatepark), written apart
// from the Spanish batches (each situation was grepped for in Spanish too, and five drafts that came near
// a Spanish dream were changed), told by people of many trades and English-speaking countries (a census
// taker in Albuquerque, a meat raffle caller in a bar in St. Paul, a toddy tapper outside Jaffna, a fuel
// hauler on the winter road out of Yellowknife, a doubles vendor in Chaguanas, a maths teacher in Tamale, a
// student nurse at Magee in Derry, an Anzac Day marcher in Ballarat, a phone repairer in Georgetown, a ward
// councillor in Pietermaritzburg, a signaller in Shrewsbury, a retired postmistress in Mullingar, a giant
// pumpkin grower near Windsor, Nova Scotia, a mother in Kilmarnock, a picture framer in Nelson, a
// metallurgist at a copper mine in Kitwe, a wedding chauffeur in Antigua, a dry cleaner in Cleveland, a
// riding teacher at the pony club in Nanyuki, a glass-bottom boat skipper in Cairns), in situations none of
// the earlier English batches used: a street of householders following a census taker, teeth dropping onto
// the meat trays of a raffle, a fall from the top of a palmyra palm, a fuel truck through the ice of a
// winter road, a dead mother back at the doubles cart, a family house in Savelugu with rooms that go on, an
// OSCE with a mannequin patient, late for the Anzac Day dawn service, lifted off the Georgetown sea wall,
// naked at the ribbon cutting of a clinic, the last night of a signal box, a neighbour cutting down a
// beech hedge, a giant pumpkin weigh-off, a son rising off a skatepark ramp into the sky, a dead grandad
// bringing a photo of Nan to be framed, a Toastmasters icebreaker that grows into a stadium, a wedding car
// outside a church waiting for a bride who never comes, the rack of a dry cleaner's full of known names, a
// pony club's ponies galloping off to Mount Kenya, and a childhood house on the sea floor under a
// glass-bottom boat.
// Changed after the greps (of `tuning-en.ts` and `tuning-*-en.ts`, and of the Spanish tuning files for
// Spanish words for each situation): teeth at a bingo in Rhyl (en10-bingo, bingo with a nan) became the
// meat raffle in St. Paul; a toddy tapper in Kerala (the twenty-first's snake boat) moved to Jaffna;
// drowning in a ford in the Dales (the nineteenth's 'The ford') became the ice road out of Yellowknife; the
// doubles cart first in San Fernando (the twenty-seventh's) moved to Chaguanas; a kente weaver's house in
// Kumasi (the twenty-eighth's cloth seller in Kumasi) became a teacher's family house in Savelugu; flying
// over the rice fields of Berbice (es37-arrozal, a rice field) became the sea wall in Georgetown, and a
// steel pan heard there (the thirty-fourth's pan player) became "music"; naked tossing the caber at Braemar
// (en25-braemar) became a ribbon cutting in Pietermaritzburg; the signallers first bringing a cake and a
// card to a farewell (near es32's 'La jubilación', a retirement party with colleagues) became signallers
// never met standing in tears, "Severn Bridge Junction" (the eighteenth's Severn Bridge) became Sutton
// Bridge Junction, and the name Dougie went with the colleagues; a child lost in a corn maze in Iowa (the
// twenty-seventh's corn maze, the thirty-first's Iowa State Fair), then a trampoline park (trampolines in
// the fourth and thirtieth), then a bouncy castle (the eleventh's and thirtieth's) became a skatepark;
// Toastmasters first in Lusaka (the twenty-eighth's bank clerk in Lusaka) moved to Kitwe, and its
// accountant (four batches) became a metallurgist; a wedding organist in Bridgetown (the twenty-seventh's
// organist, the twenty-fourth's Barbados), then a wedding caterer (the nineteenth's catering at an ex's
// wedding), then a grandmother's ninetieth (es20-noventa; a cookout in the thirtieth), then a race officer
// at Antigua Sailing Week (the twenty-fourth's regatta on the Todd, es14-regata) became a wedding
// chauffeur, with the daughter's Leeds (the thirty-fourth's) changed to Luton; a lost property office in London (the
// eleventh's) became a dry cleaner's, first in Queens (an earlier batch's paralegal from Queens), then in
// Cleveland, and Mrs Kowalski (the twenty-ninth's, the thirty-second's) became Mrs Nowicki; a gorilla trek
// in Bwindi (es27-gorila, a silverback in the forest), then a python in a church in Port Moresby (snakes
// and churches in many Spanish batches, not looked at further), then dolphins at Monkey Mia (dolphins in
// the fifteenth and twenty-fifth) became a pony club gymkhana in Nanyuki, and the pony Biscuit (a name in
// three batches) became Smudge; a glass-bottom boat in Bermuda (the twenty-fifth's taxi in Bermuda) moved
// to Cairns; the name Donna (the twenty-fourth's) became Marlene. Kept: "hedge", which four batches use
// only as hedges passed and a hedge maze, and "chainsaw", a haunted hayride's prop in the twenty-seventh.
// The first ten are plain reports with the ordinary images of dreams (a chase, teeth, falling, drowning, the
// dead come back, a house, an exam, lateness, flying, nakedness) and no deliberate traps beyond what
// ordinary words bring with them (a whole family of strangers, "staring", "like a gunshot", "so cold it
// burned", doubles, "She died in 2021", a senior high school, a family house and a grandfather's things,
// nursing, a bed in an exam room, blood pressure, Grandad's medals, "can't find", "sick with worry", phones
// fixed, a snow cone, a school choir, "ward" of a councillor). The last ten hold the traps issue 24 names,
// written naturally, with most weight on three: feelings denied or contrasted ("I wasn't sad at all, just
// tired", "I should have been angry but I wasn't", "I was far from happy", "I should have been terrified
// but I just felt calm", "he wasn't sad at all", "I wasn't frightened", "I wasn't embarrassed, far from
// it", "I wasn't worried", "She isn't angry at all", "I'm not scared", "I wasn't afraid at all", "I wasn't
// scared, I was angry"); other people's feelings, with a verb of feeling ("Marlene felt so happy she
// cried", "Mwila felt ashamed for me", "The parents on the rail all felt afraid") and without (signallers
// in tears, Pauline mortified, a son laughing, mums frightened, a grandad not sad, an audience crying with
// laughter, a groom nervous, his mother furious, tourists thrilled); and people only mentioned beside
// people really there (a wife who phones and a dad remembered with his saying; a late husband, a father's
// saying and a neighbour's wife beside a daughter at the window; an old grower sought and gone beside a
// wife; a dad phoned and mums beside a son; a Nan only in a photo beside Grandad; a grandmother's saying
// beside a friend; a bride waited for beside a groom and a daughter; owners of clothes, an ex-husband, a
// father and a sister who phones beside a little girl; a sister who owned a pony beside the children; a
// dad who left beside Mum), with gendered person words as written (wife, mother, aunt, daughter, son,
// Grandad, girl, Mum). Besides those: images only in a saying ("chases two rabbits"), words in another
// sense ("a signal box", "icebreaker", "Coach", "letterman", "the groom's party", "frame it in gold", "on
// foot", "going home", "at work", "felt light"), names with image words (Sutton Bridge Junction), and
// turning points (a last train, bluebells where the hedge was, a daughter instead of the bride, the old
// pony, Mum on the sea floor). `notFelt` repeats the feelings of `notThere` that are named but not the
// dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the images of a
// turning point where there is one and the lexicon has a word for it (Nan's words on the back of the
// photo, the empty lawn chair and the room that becomes a stadium have none). No dream is untitled (the
// tuning batches have no stored placeholder title); the two hurried ones have lowercase titles.
// Readings follow the conventions the headers of the thirty-third to thirty-seventh English batches spell
// out: a death dated in waking life is no death ("She died in 2021", "dead since 2010", "before she died");
// anonymous people (a man in a bathrobe, an examiner, a mayor, judges, a groom and his mother, other mums)
// are strangers, other people's mothers and parents among them, and a watching, waiting or following mass
// (the whole street, a packed bar, the line at a cart, a crowd heard, half the ward, signallers filling a
// box, everybody cheering, an audience, the groom's party and the churchyard, parents on a rail, tourists)
// a crowd; someone only remembered, phoned, waited for, sought and gone, owning a thing or in a photo or a
// saying is not there, and is listed in `notThere` where the lexicon has a word for the person ("my late
// husband", as the thirty-seventh); a word said to the dreamer ('look mum') is in `notThere`; a likeness,
// an idiom or a set phrase names no image; other people's laughing, tears and hiding are theirs, while the
// tuning readings count other people's swimming (the README) and their hands and faces seen (the widow's
// hand in the thirty-seventh); another's rising into the sky is theirs, as another's flying (the thirty-
// third), and no flying is listed for it; a trade the dreamer names is the dreamer ("nursing": no doctor);
// a tooth dropping out is no falling of the dreamer's; music heard is singing (the id's word "music"); a
// voice heard has its speaker there (the seventh, the thirty-sixth: the wife calling from below); a
// street that is only an address is read neither way (Regent Street, Hardy Street, Lorain Avenue), a
// street run down is road (Sturt Street); a truck is car; a lagoon is lake; a named sea, river or
// mountain seen or gone up is there (the Atlantic and Mount Kenya, as the thirty-sixth's sea
// and the thirty-third's mountain; the Demerara, a river, read the same way); a known childhood house is
// house and childhood_home; "staring" is no star; "so happy she cried" is joy and no sadness, so only joy
// is in that dream's `notFelt` (as the thirty-sixth's "so happy I cried"). Where those headers differ,
// this batch follows the older, as asked, and says so: the thirty-third and thirty-fourth list both a role
// the lexicon names and the known person who holds it, the thirty-fifth reads the girl who turns out to be
// the daughter as the daughter alone (as the thirty-sixth's header puts it), and no dream here gives a role word to a known person; the thirty-fourth reads a colleague as boss,
// the thirty-fifth and thirty-seventh give no people id to someone known by name (Mr Docherty, the cats in
// the band), and no colleague is in these dreams (the signallers are never met: a crowd; Clive and Pauline
// are neighbours known by name, with no people id, as the thirty-fifth's); the thirty-third to thirty-
// fifth say they follow the later batch where earlier ones differ, which this batch does not. The thirty-
// sixth reads images only after waking as not there, while the README says the tuning readings count the
// waking dreamer's face and hands: no image here is only after waking. Choices of this batch, said where
// they are made: a telephone call made or taken in the dream is phone (the caller is not there); a bathrobe,
// a headtie, a smock, hi-vis uniforms and a fur coat are clothes; guinea fowl are bird (as the thirty-
// sixth's ostrich); a field of bluebells is garden; a clinic opened in the dream is hospital; the raffle's
// meat, the doubles and a snow cone eaten are food; a cheque for dollars is money; lit windows are light;
// windows with fish swimming through a sunk kitchen are kitchen and window; the glass of a glass-bottom boat
// is glass; the sea a boat is on is ocean though only "the sea" under it is written.
// `notThere` was completed by hand: every title and text was read against the lexicon's English words (with
// the people variants) as printed, and against ordinary English feeling words (the emotion list's words were
// not printed), allowing plural and verb endings, and every id whose word shows but whose image is not in
// the dream was listed; no matcher or other script was run over the texts, and the word counts were made
// by hand. Every id used was checked by eye against the printed lists of lexicon ids and emotion ids.
// Files read: the evaluation README and types.ts (`cat`, in one command; the display cut the README's
// middle, which `sed -n 190,460p` then printed: all of it read, its figures not studied), tuning-37-en.ts
// and tuning-36-en.ts in full (`cat` of each, whose display cut a middle part, then `sed -n 140,355p` and
// `sed -n 143,290p`), the headers of tuning-33-en.ts, tuning-34-en.ts and tuning-35-en.ts through `grep`
// (`grep -m1 -B400 '^import'`, which printed each header whole and nothing after it; the display cut part
// of the thirty-fourth's, which `grep -m1 -B400 '^import' tuning-34-en.ts | sed -n 25,52p` then printed),
// the lexicon's eight JSON data files (in ../lexicon) and the ids of ../emotions.ts, and the earlier tuning
// batches of both languages only through the greps listed below. Not read: the held-out files,
// `evaluation.test.ts`, `score.ts`, the analysis and composers, the lexicon's code and README, the bench
// files and everything else outside the evaluation folder but the lexicon's JSON and the ids of
// emotions.ts; the earlier batches' texts and readings beyond what the greps printed.
// The commands, in order (1-9 and 13-39 run in the evaluation folder; `for` loops of `grep -il` or `grep
// -ilw` print file names only; "context" means `grep -ohi -E ".{0,N}WORD.{0,M}"`, N and M up to 100,
// piped to `head`, which printed short passages of earlier texts and comments):
// (1) `ls tuning-*.ts && wc -l README.md types.ts tuning-36-en.ts tuning-37-en.ts`; (2) `cat README.md
// types.ts`; (3) `cat tuning-37-en.ts`; (4) `cat tuning-36-en.ts`; (5) `sed -n 190,460p README.md`; (6)
// `sed -n 140,355p tuning-37-en.ts`; (7) `sed -n 143,290p tuning-36-en.ts`; (8) a `for` loop of `grep -m1
// -B400 '^import'` over tuning-33-en.ts, tuning-34-en.ts and tuning-35-en.ts, with `echo`; (9) `grep -m1
// -B400 '^import' tuning-34-en.ts | sed -n 25,52p`; (10) in ../lexicon, `ls *.json && wc -c *.json` and a
// `python3 -c` that printed each file's JSON type, length and the key names of its first entry; (11) in
// ../lexicon, a `python3 -c` that printed each entry's id and English words and its variants' ids and
// English words, and a `python3 -c` that printed the key names found in people.json's entries; (12) in the
// interpreter folder, `grep -oE "^\s*id: '[a-z_]+'" emotions.ts | sed -E "s/.*'([a-z_]+)'/\1/" | tr '\n' '
// '` (the seventeen ids, nothing else); (13) a `grep -il` loop over `tuning-en.ts tuning-*-en.ts` for
// census, enumerator, Albuquerque, New Mexico, bingo, Rhyl, toddy, Kerala, coconut, palm tree, the ford,
// calving, Dales, a vet, doubles, San Fernando, Trinidad, Kumasi, kente, compound house, OSCE, Derry,
// student nurse, Anzac, dawn service, Ballarat, RSL, Berbice, Guyana, rice, paddy, Braemar, caber, Highland
// games, kilt, signal box, signalman, Shrewsbury, hedge, Mullingar, chainsaw, pumpkin, Windsor, Nova Scotia,
// corn maze, maze, Iowa, framer, picture fram, Nelson, Toastmasters, Lusaka, Zambia, organist, Bridgetown,
// Barbados, lost property, gorilla, Bwindi, silverback, glass-bottom, glass bottom, Bermuda; (14) context
// for bingo, Kerala, coconut, palm tree, the ford, Dales, San Fernando, Kumasi, RSL, paddy, Braemar, hedge,
// chainsaw, corn maze, Iowa, Lusaka, organist, Barbados, lost property, Bermuda (`head -4` each); (15)
// context for hedge in tuning-24-en.ts, tuning-31-en.ts and tuning-9-en.ts, and a `grep -il` loop for
// Jaffna, Negombo, Sri Lanka, Chaguanas, Port of Spain, doubles, Tamale, Ghana, compound, Kitwe, Ndola,
// Copperbelt, caterer, catering, Antigua, St Lucia, Saint Lucia, Castries, dry clean, Queens, Nassau,
// Bahamas, Cairns, Great Barrier, reef, snorkel, signal box, Shrewsbury, Mullingar, Westmeath, pumpkin,
// giant pumpkin, weigh-off, Windsor, Gorilla, Uganda, Anzac, Ballarat, Guyana, Berbice, Nelson; (16)
// `grep -ohiw` context for compound, reef and Queens; (17) context for Uganda in tuning-25-en.ts and a
// `grep -il` loop for meat raffle, raffle, St Paul, Minnesota, ice road, Yellowknife, winter road,
// Tibbitt, palmyra, mayor, councillor, ribbon, Pietermaritzburg, soft play, ball pit, Kilmarnock, Antigua,
// English Harbour, Cleveland, Ohio, Green Island, skipper, Mwila, Kitwe, trekking, OSCE, mannequin,
// Chaguanas, Tamale, Fort Erie, Nova Scotia, Annapolis, weigh, medals, the Ode, Lest we forget, toddy,
// rice farm, Corentyne, Essequibo; (18) context for ribbon and catering in tuning-12-en.ts,
// tuning-34-en.ts, tuning-6-en.ts and tuning-19-en.ts, and a `grep -ilw` loop for Dougie, Clive, Pauline, Siobh, Donna, Walt, Harnish, Eli,
// Mwila, Keisha, Kowalski, Daniels, Rushegura, Innisfail, Severn, Imbali, Savelugu, Magee, Sturt, Hardy,
// Lorain, trampoline, icebreaker, letterman, postmistress, signaller, guinea fowl, egret, kokers, turtle,
// silverback, bluebell, Nan, Grandad, toastmaster, picture frame, framing, mannequin, census, headtie,
// bara, channa; (19) context for trampoline, Severn and Donna in tuning-30-en.ts, tuning-4-en.ts,
// tuning-18-en.ts and tuning-24-en.ts; (20) `grep -il` for bouncy castle, bouncy, Kilmarnock, Ayrshire,
// climbing wall; (21) `grep -ilw` for carousel, merry-go-round, zoo, grotto, Santa, skatepark, skate park,
// waltzer, sandpit, paddling pool, splash pad, sprinkler, swing set, leaf pile, leaves, garden hose, car
// boot, toy shop; (22) a `grep -il` loop over `tuning-es.ts tuning-*-es.ts` for censo, encuestador, rifa,
// palmera, tuba, carretera de hielo, lago congelado, camionero, dobles, Ghana, enfermer, maniquí, Anzac,
// medallas, arroz, concejal, alcalde, cortar la cinta, inaugura, guardagujas, caja de señales, señalero,
// seto, motosierra, calabaza, skate, patinete, enmarca, marquer, oratoria, discurso, banquete, catering, la
// novia no, tintorer, gorila, fondo de cristal, fondo de vidrio, arrecife, tortuga; (23) Spanish context
// for censo, rifa, palmera, tuba, camionero, maniquí, concejal, alcalde, discurso, gorila, enfermer and
// arrozal|arroz; (24) `grep -A3 "id: 'es27-gorila'" tuning-27-es.ts | cut -c1-400` and Spanish context
// for concejal, arrozal and inaugur; (25) `grep -A2 "id: 'es37-arrozal'" tuning-37-es.ts | cut -c1-300`,
// an English `grep -il` loop for Kruger, lioness, safari, game drive, game ranger, sea wall, Georgetown,
// Demerara, minibus and a Spanish one for leona, safari, malecón, Kruger, Georgetown; (26) Spanish context
// for malecón (piped through `grep -v outsideLexicon`) and context for Kruger and game drive in
// tuning-21-en.ts; (27) an English `grep -il` loop for python, Port Moresby, Papua, congregation, pastor,
// penguin, Boulders, Lae, Goroka, a `grep -il -E "(serpiente|culebra|pitón|boa)"` over the Spanish files
// piped to `xargs grep -il -E "(iglesia|misa|culto|capilla)"` (file names only), and context for python
// and congregation; (28) a `grep -il` loop for Monkey Mia, dolphin, Denham, context for dolphin, and a
// Spanish `grep -il` for delf; (29) a loop of `grep -il ... | wc -l` (counts only) for huntsman, spider,
// tarantula, shark, shark net, crufts, dog show, greyhound, agility, horse float, pony club, gymkhana,
// camel, goat; (30) context for Severn in tuning-18-en.ts and a `grep -ilw` loop for Nanyuki, Mount Kenya,
// gymkhana, rosette, Biscuit, pony, snow cone, Regent Street, steel pan, lime, Sutton, Stabroek, bending
// race, meat tray, ribeye, pork chop, arroyo, bathrobe, palmyra, Point Pedro, Magee, blood pressure,
// medal, wreath, Imbali, clinic, Kitwe, mine, tall boy, pepperpot, fungee, verandah, rack; (31) `grep
// -ohiw` context for pony in tuning-26-en.ts and tuning-29-en.ts, a `grep -ilw` loop for Pepper, Tinker,
// Smudge, Dougal, and a Spanish `grep -il -E` loop for poni, hípica, equitación, Kenia, Guyana, escocia,
// inauguración, examen práctico, tintorería, calabaza, caja de señales, jubilación, último turno,
// vecino.*seto, Zambia, Sri Lanka, Antigua, Trinidad, Albuquerque, Minnesota, Yellowknife; (32) Spanish
// context for "examen práctico" and jubilación in tuning-20-es.ts, tuning-35-es.ts, tuning-32-es.ts and
// tuning-9-es.ts; (33) a `grep -ilw` loop (after a no-op `for` loop) for Luton, Ipswich,
// Nowicki, Daniels, Keisha, Siobh, Dougie, Walt, Hardy Street, Lorain, Cleveland, Cairns, English Harbour,
// Nelson, Regent, context for catering in tuning-19-en.ts, and Spanish context for a bride waited for
// ("esper[a-z]+ a la novia", "la novia no (lleg|apare|vin)", "novia nunca"), which printed nothing; (34) a
// `grep -il` loop for cookout, sea grape, ninetieth, 90th, Marlon, Hyacinth, birthday girl, Siobhán,
// Innisfail, Spanish context for noventa and "90 años", and English context for ninetieth, 90th and
// birthday girl; (35) an English `grep -il` loop for Sailing Week, regatta, committee boat, tiller, yacht,
// finish line, sponsor and a Spanish one for regata, velero, línea de meta, timón; (36) context for
// regatta and tiller in tuning-24-en.ts and tuning-26-en.ts and for regata and velero in tuning-14-es.ts
// and tuning-2-es.ts; (37) an English `grep -il` loop for chauffeur, wedding car, Rolls, limo, Falmouth
// and a Spanish one for chófer, coche de bodas, coche de la boda, limusina; (38) an English `grep -ilw`
// loop for Marlene, All Saints, Daimler, pony club, St. Paul, Saint Paul, skipper, accountant, councillor,
// postmistress, Smudge, Eli and a Spanish one for ponis, club hípico, fondo de cristal, Toastmasters,
// patineta, rampa; (39) a `grep -ilw` loop for metallurgist, copper, census, bartender, signaller,
// chauffeur, dry cleaner, riding instructor, nursing; (40) the parse check (`cd /work/main && node -e
// "require('esbuild').transformSync(require('fs').readFileSync('api/src/interpreter/evaluation/tuning-38-
// en.ts','utf8'),{loader:'ts'})" && echo ok`).
// Departures, disclosed: the brief asked that batches other than the thirty-sixth and thirty-seventh be read
// by grep, and the greps of (8) and (9) printed the headers of the thirty-third to thirty-fifth whole (their
// dreams not printed); the `ls` of (1) listed the Spanish tuning files' names too (tuning files only); the
// calls of (10) and (11) printed the key names of the lexicon's entries and of people.json's entries (among
// them those of the interpretation texts and exclude lists, whose contents were not printed); the greps
// printed passages of earlier texts and comments beyond file names, as the earlier helpers' greps did; the
// loop of (33) was preceded, in the same command, by a `for` loop over other names whose body was only the
// no-op `:`; the Spanish greps of (27) were left unread beyond their file names and that situation
// dropped. This file was written with the file editing tool only (created once, then edited with
// `str_replace` to renumber this header's commands and to correct a few of its phrases; the dreams untouched); the only
// command run over it is the parse check.
// No test, bench, analysis, tsx, tsc, vitest, npm or git command was run, and no scratch file was written.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_38: readonly EvaluationDream[] = [
  // A plain dream of a chase. The doors, the street (road) of houses; the man in a bathrobe (clothes) and
  // the woman (strangers), "followed me" (chased), the whole street in slippers (crowd; shoes); "a whole
  // family" of householders is no family of the dreamer's. Running into the arroyo (fleeing), hiding,
  // "couldn't get out" (trapped). "Terrified" is fear.
  {
    id: 'en38-census',
    title: 'Door to door',
    text: 'I knock on doors for the census in Albuquerque. In the dream I was doing a street of adobe houses, and at the first door a man in a bathrobe wouldn’t answer my questions, just smiled at me. When I walked on, he followed me. At the next house a woman came out and followed too, then a whole family, then the whole street, all in slippers, walking faster every time I looked back. I ran into an arroyo and hid behind a dumpster. They stood round me in a circle and I couldn’t get out. I woke up terrified.',
    symbols: ['door', 'road', 'house', 'clothes', 'chased', 'shoes', 'fleeing', 'hiding', 'trapped'],
    people: ['stranger', 'crowd'],
    emotions: ['fear'],
    notThere: ['family'],
    outsideLexicon: ['arroyo', 'dumpster', 'adobe'],
  },
  // A plain dream of teeth, in the present. The packed bar (crowd), the meat prizes (food), the teeth
  // dropping out (a tooth dropping is no falling of the dreamer's); "everybody's staring" is no star.
  // "So embarrassed" is shame.
  {
    id: 'en38-meat-raffle',
    title: 'Meat raffle',
    text: 'Friday nights I call the meat raffle at a bar in St. Paul. In the dream I’m up on the stool with the mic, the place is packed, everybody holding their tickets, and I spin the wheel and call out, ‘Forty-two, pork chops!’ and a tooth drops out onto the bar. I keep going. ‘Seven, ribeyes!’ Another one. They’re clicking into the wheel and bouncing off the meat trays, and nobody says anything, they just keep checking their tickets. By the last spin I’ve got no teeth at all and everybody’s staring at me. I wake up so embarrassed.',
    symbols: ['teeth', 'food'],
    people: ['crowd'],
    emotions: ['shame'],
    notThere: ['sky'],
    outsideLexicon: ['bar', 'raffle wheel', 'tickets', 'microphone', 'stool'],
  },
  // A plain dream of falling. The palm (tree), the lagoon (lake, as the thirty-sixth and thirty-seventh
  // read one), the village seen from the top (city), the hands, falling; climbing is only the dreamer's
  // waking routine (no word for it in the dream). The wife (as written) calling from below is there, as a
  // voice has its speaker there. "Terrified" is fear.
  {
    id: 'en38-toddy',
    title: 'Palmyra',
    text: 'I tap toddy from the palmyra palms outside Jaffna, up and down thirty trees every morning with a loop of rope round my ankles. In the dream I was at the top of the tallest one with the pot tied at my waist, and I could see the lagoon and the roofs of the whole village. Then the loop slipped. I grabbed at the leaves but they came away in my hands, and I was falling, past the trunk, down and down, and the ground never came. My wife was calling my name from somewhere below. I woke up shaking all over, terrified.',
    symbols: ['tree', 'lake', 'city', 'hands', 'falling'],
    people: ['wife'],
    emotions: ['fear'],
    written: { wife: 'wife' },
    outsideLexicon: ['palmyra palm', 'toddy', 'rope', 'pot', 'roofs'],
  },
  // A plain dream of drowning, typed in a hurry. The winter road over the lake (road, lake), the snow and
  // ice (snow), the truck (car, as the tuning readings have a truck), "like a gunshot" (no gun), the water
  // pouring in, the door that won't open (trapped), water to the chin (drowning), "so cold it burned" (no
  // fire), the window, the lights of the other trucks (light). "Scared stiff" is fear.
  {
    id: 'en38-ice-road',
    title: 'ice road',
    text: 'haul fuel on the winter road out of yellowknife every february. dream i was halfway across one of the big lakes at night just my headlights and snow blowing across the ice and i heard it crack under the trailer like a gunshot. then the cab tipped back and black water came pouring in over the dash. couldnt get the door open. water at my chest then my chin so cold it burned. i was banging on the window and i could see the lights of the other trucks going away above me. woke up gasping scared stiff',
    symbols: ['road', 'lake', 'snow', 'car', 'water', 'door', 'trapped', 'drowning', 'window', 'light'],
    people: [],
    emotions: ['fear'],
    notThere: ['gun', 'fire'],
    outsideLexicon: ['ice road', 'trailer', 'cab', 'headlights'],
  },
  // A plain dream of the dead come back. Doubles are the food sold (no double); the bara and channa (food),
  // the mother (as written) in her headtie (clothes); "She died in 2021", a death dated in waking life (no
  // death); the line of customers laughing (crowd; their laughing is theirs, and the dreamer's own "happy"
  // is joy). "Crying" is sadness.
  {
    id: 'en38-doubles',
    title: 'Doubles',
    text: 'I sell doubles from a cart in Chaguanas, five in the morning till they’re gone. In the dream I was frying bara when my mother walked up in her blue headtie, the way she came every morning for twenty years. She died in 2021. She didn’t say anything about that. She just took the spoon and started putting channa on the bara faster than me, and the line got longer and longer, everybody laughing with her, like old times. I wanted to hold her but I had to keep serving. I woke up crying, and happy.',
    symbols: ['food', 'clothes'],
    people: ['mother', 'crowd'],
    emotions: ['sadness', 'joy'],
    notThere: ['double', 'death'],
    written: { mother: 'mother' },
    outsideLexicon: ['cart', 'spoon'],
  },
  // A plain dream of a house. The senior high school is only where the dreamer teaches (no school); the
  // family house where the dreamer grew up (house, childhood_home; the family only owns it: no family); the
  // doors, the rooms never seen (hidden_room); the grandfather only owns the things (no grandfather), his
  // smock (clothes) seen; the guinea fowl (bird) filling the courtyard are the turn. "Amazed" is wonder,
  // "homesick" nostalgia.
  {
    id: 'en38-savelugu',
    title: 'Savelugu',
    text: 'I teach maths at a senior high school in Tamale. In the dream I went back to our family house in Savelugu, the round rooms with thatched roofs around the compound where I grew up. It was quiet, no goats, no cooking smoke, but every door I opened led into another room I had never seen, then another, each one bigger, with my grandfather’s things inside: his smock, his radio, his prayer mat. The last door opened onto a courtyard full of the guinea fowl he used to keep, hundreds of them, all calling at once. I woke up amazed, and a little homesick.',
    symbols: ['house', 'childhood_home', 'door', 'hidden_room', 'clothes', 'bird'],
    people: [],
    emotions: ['wonder', 'nostalgia'],
    notThere: ['school', 'family', 'grandfather'],
    turn: ['bird'],
    outsideLexicon: ['compound', 'thatched roofs', 'radio', 'prayer mat', 'courtyard', 'goats'],
  },
  // A plain dream of an exam. "Nursing" is the dreamer's trade (no doctor); the exam; the bed in the exam
  // room (no bedroom); blood pressure (no blood); the examiner (stranger) and more examiners writing
  // (crowd); the clock over the door. "So anxious" is anxiety.
  {
    id: 'en38-osce',
    title: 'OSCE',
    text: 'I’m in second year nursing at Magee in Derry and our OSCEs are in January. In the dream I walked into the exam room and the patient on the bed was a mannequin. The examiner, a woman with a clipboard and no expression at all, said, ‘Take her blood pressure, please.’ I couldn’t remember how. The cuff kept getting bigger, the numbers on the screen kept changing, and the clock over the door was going backwards. Every time I looked up there were more examiners along the wall, writing. I woke up at four, so anxious I couldn’t get back to sleep.',
    symbols: ['exam', 'clock', 'door'],
    people: ['stranger', 'crowd'],
    emotions: ['anxiety'],
    notThere: ['doctor', 'bedroom', 'blood'],
    outsideLexicon: ['mannequin', 'clipboard', 'blood pressure cuff', 'screen'],
  },
  // A plain dream of lateness, in the present. Grandad only owns the medals (no grandfather); missing the
  // dawn service (late); the medals looked for (searching; "can't find" is no being lost); the car; Sturt
  // Street run down (road); the crowd heard. "Sick with worry" is anxiety and no illness.
  {
    id: 'en38-anzac',
    title: 'Dawn service',
    text: 'Every Anzac Day I march in Ballarat with Grandad’s medals on the right side. In the dream I wake up and it’s already seven. I’ve missed the dawn service. I can’t find the medals anywhere, I’m pulling out every drawer, and when I do find them the car won’t start, so I run. Sturt Street goes on forever. I can hear the crowd going quiet for the minute’s silence, but every corner I turn it’s further away. When I get to the cenotaph everyone’s gone and there’s only wreaths and a dropped program. I wake up properly, sick with worry.',
    symbols: ['late', 'searching', 'car', 'road'],
    people: ['crowd'],
    emotions: ['anxiety'],
    notThere: ['grandfather', 'lost', 'illness'],
    outsideLexicon: ['medals', 'drawer', 'cenotaph', 'wreaths'],
  },
  // A plain dream of flying. Fixing phones is the waking trade (no phone); Regent Street only an address
  // (read neither way); the sea wall and the Atlantic (ocean); the snow cone eaten (food; no snow); the
  // breeze (wind), "like a kite" a likeness; floating (flying) over the Demerara (river), the ships (boat),
  // the cathedral (church), the city; music heard (singing); the sun. "So happy" is joy.
  {
    id: 'en38-sea-wall',
    title: 'Sea wall',
    text: 'I fix phones at a stall on Regent Street in Georgetown, and Sundays we lime on the sea wall. In the dream I was up on the wall eating a snow cone when the breeze off the Atlantic just lifted me, easy, like a kite. I went up over the Demerara and the ships, over the big wooden cathedral, over the whole city and all the tin roofs. I wasn’t flapping or anything, just floating with my arms out, and I could hear music from the wall below. I stayed up till the sun went down red. I woke up smiling, so happy.',
    symbols: ['ocean', 'food', 'wind', 'flying', 'river', 'boat', 'church', 'city', 'singing', 'sun'],
    people: [],
    emotions: ['joy'],
    notThere: ['phone', 'snow'],
    outsideLexicon: ['sea wall', 'snow cone', 'kite', 'tin roofs'],
  },
  // A plain dream of nakedness. The clinic whose opening is dreamt again (hospital; "ward" is the
  // councillor's); the mayor (stranger), the school choir (singing; no school) of children (child), half the
  // ward watching (crowd); the breeze (wind); "nothing on" (naked, with no lexicon word for it), the shoes;
  // the aunt (family, as written) taking photos (photo) on her phone. "So ashamed" is shame.
  {
    id: 'en38-ribbon',
    title: 'Ribbon',
    text: 'I’m a ward councillor in Pietermaritzburg, and last month we finally opened the new clinic in Imbali. In the dream it was the opening again, the mayor beside me, the school choir singing, half the ward watching. I stepped up to cut the ribbon, felt the breeze and looked down: I had nothing on. Nothing at all, only my shoes. The mayor kept smiling and passed me the big scissors as if it was normal. The children kept singing. My aunt was in the front row taking photos on her phone. I woke up so ashamed.',
    symbols: ['hospital', 'singing', 'wind', 'naked', 'shoes', 'photo', 'phone'],
    people: ['stranger', 'child', 'crowd', 'family'],
    emotions: ['shame'],
    notThere: ['school'],
    written: { family: 'aunt' },
    outsideLexicon: ['ribbon', 'scissors'],
  },
  // Words in another sense, a name, others' feelings, a feeling denied, people only phoned or remembered,
  // and a turn. Sutton Bridge Junction is the box's name (no bridge); a signal box is no box; the signallers
  // never met (crowd) in old uniforms (clothes), in tears (theirs: no sadness); "I wasn't sad at all, just
  // tired" (no sadness). The wife only phones (phone; no wife) and "home" names no house; Dad is only
  // remembered, with his saying (no father). The last train, every window lit (window, light), is the turn.
  // "At peace" is calm.
  {
    id: 'en38-signal-box',
    title: 'Last night in the box',
    text: 'I’ve worked Sutton Bridge Junction box in Shrewsbury for twenty-six years, and they’re closing it in the spring. In the dream it was the last night, and the box was full of signallers I’d never met, in old uniforms, standing along the frame, every one of them in tears. I wasn’t sad at all, just tired. My wife phoned to ask when I’d be home. I kept thinking of Dad, who taught me the levers and always said, ‘Never pull off till you’re sure.’ Then the last train came through, every window lit and nobody aboard, and I felt completely at peace.',
    symbols: ['clothes', 'phone', 'train', 'window', 'light'],
    people: ['crowd'],
    emotions: ['calm'],
    notThere: ['bridge', 'box', 'sadness', 'wife', 'house', 'father'],
    notFelt: ['sadness'],
    turn: ['train'],
    outsideLexicon: ['signal box', 'levers', 'lever frame'],
    probes: ['negation', 'turn'],
  },
  // A feeling denied, another's feeling, people only remembered or in a saying beside a daughter there, a
  // gendered word and a turn. "My late husband" (no late, no husband: only remembered), "the year we
  // married" (no wedding); Clive and Pauline are neighbours known by name (no people id), and "His wife" is
  // Clive's (no wife); "I should have been angry but I wasn't" (no anger); Pauline mortified (hers: no
  // shame), her hands over her face (hands, face); the daughter (as written) at the window; the father only
  // in his saying and "Daddy" thought to him (no father). The bluebells where the hedge was (garden) are the
  // turn; "I felt light" is a mood (no light); "so relieved" is relief.
  {
    id: 'en38-hedge',
    title: 'The beech hedge',
    text: 'I’m a retired postmistress in Mullingar, and my pride is the beech hedge my late husband planted the year we married. In the dream our neighbour Clive came out with a chainsaw and cut it to the ground, whistling. I should have been angry but I wasn’t. His wife Pauline was mortified, her hands over her face, saying sorry, sorry. My daughter Siobhán stood at the window filming it all. My father always said good hedges make good neighbours, and I thought, well, Daddy, there goes that. Where the hedge had been there was a field of bluebells going on for miles. I felt light, and so relieved.',
    symbols: ['hands', 'face', 'window', 'garden'],
    people: ['daughter'],
    emotions: ['relief'],
    notThere: ['late', 'husband', 'wedding', 'anger', 'wife', 'shame', 'father', 'light'],
    notFelt: ['anger', 'shame'],
    written: { daughter: 'daughter' },
    turn: ['garden'],
    outsideLexicon: ['hedge', 'chainsaw', 'field'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Another's feeling with a verb of feeling, a feeling contrasted, someone sought and gone, a gendered
  // word. The numbers "kept climbing" (no climbing); everybody cheering (crowd); the wife (as written) "felt
  // so happy she cried" (hers: no joy, and no sadness, as "so happy I cried"); the judges (stranger)
  // "handed" (no hands) a cheque for dollars (money); "I was far from happy" (no joy); old Walt looked for
  // (searching), gone since 2015, with no people id; "like a cheat" is a likeness (no betrayal). "I felt
  // guilty" is guilt. The empty lawn chair, the turn, has no lexicon word.
  {
    id: 'en38-pumpkin',
    title: 'Weigh-off',
    text: 'I grow giant pumpkins outside Windsor, Nova Scotia, and the weigh-off is the first Saturday of October. In the dream mine went on the scale and the numbers kept climbing, two thousand pounds, three thousand, till the forklift tipped over. Everybody cheered. My wife Marlene felt so happy she cried. The judges handed me a ribbon and a cheque for five thousand dollars. I was far from happy. I kept looking for old Walt Harnish, who taught me everything, but he’s been gone since 2015, and his lawn chair at the front was empty. I felt guilty, like a cheat.',
    symbols: ['money', 'searching'],
    people: ['crowd', 'wife', 'stranger'],
    emotions: ['guilt'],
    notThere: ['climbing', 'joy', 'sadness', 'hands', 'betrayal'],
    notFelt: ['joy'],
    written: { wife: 'wife' },
    outsideLexicon: ['giant pumpkin', 'scale', 'forklift', 'ribbon', 'lawn chair'],
    probes: ['negation', 'gender'],
  },
  // Others' feelings, feelings denied and contrasted, a person only phoned, a gendered word, typed in a
  // hurry. The son (as written) rising into the sky (his: no flying listed); "he wasnt scared" and his
  // laughing (his: no fear, no joy); 'look mum' is said to the dreamer (no mother); the other mums
  // (strangers, as other people's mothers are; no mother) frightened (theirs), their faces (face). The dad
  // is only phoned (phone; no father), "at work" (no office), "home" (no house). "i should have been
  // terrified but i just felt calm" is calm and no fear; "confused" is confusion.
  {
    id: 'en38-skatepark',
    title: 'scooter',
    text: 'took our son eli to the skatepark in kilmarnock on saturday with his new scooter. dream he went off the big ramp and just kept going up over the fence over the flats getting smaller and smaller in the sky. he wasnt scared at all he was laughing and shouting look mum. the other mums were all frightened for him you could see it on their faces. i phoned his dad at work and he said just bring him home for his tea like it was normal. i should have been terrified but i just felt calm watching him. woke up confused',
    symbols: ['sky', 'face', 'phone'],
    people: ['son', 'stranger'],
    emotions: ['calm', 'confusion'],
    notThere: ['fear', 'joy', 'mother', 'father', 'office', 'house'],
    notFelt: ['fear', 'joy'],
    written: { son: 'son' },
    outsideLexicon: ['skatepark', 'scooter', 'ramp', 'fence', 'flats'],
    probes: ['negation', 'gender'],
  },
  // A person only in a photo beside one there, deaths dated in waking life, another's feeling denied, a
  // feeling denied and a gendered word. The shop, the photo; Grandad (grandfather, as written) is there;
  // Nan is only in the photo and its writing (no grandmother), their wedding day only in it (no wedding);
  // "frame it in gold" names no treasure; "dead since 2010" (no death); "he wasn't sad at all" (his: no
  // sadness); "I wasn't frightened" (no fear). 'love' is written to the dreamer, who also feels it: love.
  // Nan's words on the back, the turn, have no lexicon word.
  {
    id: 'en38-framer',
    title: 'Framing Nan',
    text: 'I frame pictures in a little shop on Hardy Street in Nelson. In the dream Grandad came in with a photo of Nan on their wedding day and asked me to frame it in gold. He’s been dead since 2010, and Nan since 1998, but I didn’t think about that. He stood at the counter while I cut the mount, and he wasn’t sad at all, he kept saying how lucky he’d been. When I turned the photo over to tape it, Nan had written on the back: ‘Look after him, love.’ I looked up and the shop was empty. I wasn’t frightened. I felt so much love.',
    symbols: ['shop', 'photo'],
    people: ['grandfather'],
    emotions: ['love'],
    notThere: ['grandmother', 'wedding', 'treasure', 'death', 'sadness', 'fear'],
    notFelt: ['sadness', 'fear'],
    written: { grandfather: 'Grandad' },
    outsideLexicon: ['picture frame', 'mount', 'counter'],
    probes: ['negation', 'gender'],
  },
  // A saying, a word in another sense, others' feelings with and without a verb of feeling, a feeling
  // denied. "Icebreaker" is a first speech (no snow); the speech (performance); the grandmother is only in
  // her saying (no grandmother), and its hunter, chase and rabbits are words (no chased, no rabbit);
  // everyone roaring, the audience (crowd), "crying with laughter" (theirs: no sadness, no joy); the friend
  // Mwila "felt ashamed for me" (hers: no shame) and hides her face (face; no hiding of the dreamer's); "I
  // wasn't embarrassed, far from it" (no shame). "Confused" is confusion; the room that becomes a stadium
  // has no lexicon word.
  {
    id: 'en38-toastmasters',
    title: 'Icebreaker',
    text: 'I’m a metallurgist at a copper mine in Kitwe, and I joined Toastmasters in September. In the dream it was my icebreaker speech and I opened with my grandmother’s saying, ‘The hunter who chases two rabbits catches neither,’ and everyone roared. They were crying with laughter. My friend Mwila felt ashamed for me; I could see her hiding her face. I wasn’t embarrassed, far from it. I just carried on, and the more I talked the bigger the room got, until the audience filled a whole stadium. I finished and bowed. Nobody clapped. I woke up confused.',
    symbols: ['performance', 'face'],
    people: ['crowd', 'friend'],
    emotions: ['confusion'],
    notThere: ['snow', 'grandmother', 'chased', 'rabbit', 'sadness', 'joy', 'shame', 'hiding'],
    notFelt: ['joy', 'shame'],
    outsideLexicon: ['stadium'],
    probes: ['metaphor', 'negation'],
  },
  // Someone waited for who never comes, others' feelings, a feeling denied, a word in another sense, a
  // gendered word and a turn. The wedding car (car) outside the church; "the groom's party" is the groom's
  // people (no party), waiting with the whole churchyard (crowd); the bride never comes (with no people id);
  // the groom (stranger) with his phone, nervous (his: no anxiety); his mother (a stranger, someone else's
  // mother: no mother) furious (hers: no anger); "I wasn't worried" (no anxiety); the sun going down, the
  // road, the white dress (clothes); the woman who is the daughter (as written), read as her alone, is the
  // turn. "Such joy" is joy.
  {
    id: 'en38-wedding-car',
    title: 'Wedding car',
    text: 'I drive an old white Daimler for weddings in Antigua. In the dream I was parked outside the church in All Saints with the groom’s party, all of us waiting for the bride. An hour, two hours. The groom kept checking his phone, nervous as anything. His mother was furious and told the whole churchyard so. I wasn’t worried. I sat in the car with the radio on. Then, as the sun went down, a woman in a white dress came walking up the road, and it wasn’t the bride. It was my daughter Keisha, who lives in Luton. I felt such joy.',
    symbols: ['car', 'wedding', 'church', 'phone', 'sun', 'clothes', 'road'],
    people: ['crowd', 'stranger', 'daughter'],
    emotions: ['joy'],
    notThere: ['party', 'mother', 'anxiety', 'anger'],
    notFelt: ['anxiety', 'anger'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['radio'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Owners of things beside someone there, a person only phoned, another's feeling denied, feelings
  // denied, words in another sense and a gendered word, in the present. The shop; the clothes on the rack
  // belong to people not there: Mrs Nowicki, Coach Daniels (no bus; a letterman jacket is no letter), the
  // ex-husband (no ex, no husband) with his wedding suit (no wedding), the girl's father (no father). The
  // little girl (girl, as written) is there; the uniform looked for (searching; "can't find" is no being
  // lost); "She isn't angry at all" (hers: no anger); the sister only calls (phone; no sister); the fire
  // only said and denied (no fire); "I'm not scared" (no fear). "So sad" is sadness; "can hardly speak" is
  // part of it (no voice).
  {
    id: 'en38-dry-cleaner',
    title: 'Tickets',
    text: 'I run a dry cleaner’s on Lorain Avenue in Cleveland. In the dream it’s closing time and the rack starts moving on its own, and every ticket has a name I know. Mrs Nowicki’s fur coat. Coach Daniels’ letterman jacket. My ex-husband’s wedding suit, which I cleaned in 1994. A little girl comes in with a ticket for her father’s uniform, and I can’t find it anywhere. She isn’t angry at all, she just waits, smiling, and that’s worse. My sister calls to say the shop’s on fire, but it isn’t. I’m not scared. I’m so sad I can hardly speak.',
    symbols: ['shop', 'clothes', 'searching', 'phone'],
    people: ['girl'],
    emotions: ['sadness'],
    notThere: [
      'bus',
      'letter',
      'ex',
      'husband',
      'wedding',
      'father',
      'lost',
      'anger',
      'sister',
      'fire',
      'fear',
      'voice',
    ],
    notFelt: ['anger', 'fear'],
    written: { girl: 'girl' },
    outsideLexicon: ['rack', 'tickets'],
    probes: ['negation', 'gender'],
  },
  // A group's feeling with a verb of feeling, a feeling denied, set phrases, someone only remembered and a
  // turn. The ponies (horse), the children (child) riding off towards Mount Kenya (mountain, gone up); the
  // parents on the rail (crowd, other people's parents: no family) "all felt afraid" (theirs); "I wasn't
  // afraid at all" (no fear); "going home" (no house), "on foot" (no feet); the forest; the sister who rode
  // the pony before she died is only remembered (no sister, no death); the pony standing "alone" (no
  // loneliness). The old pony Smudge (horse) is the turn. "So much love" is love.
  {
    id: 'en38-gymkhana',
    title: 'Gymkhana',
    text: 'I teach riding at the pony club in Nanyuki. In the dream it was the gymkhana and the children were lined up for the bending race when every pony turned and galloped off towards Mount Kenya, children and all. The parents on the rail all felt afraid, you could feel it. I wasn’t afraid at all; the ponies weren’t bolting, they were going home. I followed them on foot up through the forest to a clearing, and there was Smudge, the old grey pony my sister rode before she died, standing alone with her red rosette on his bridle. I felt so much love.',
    symbols: ['horse', 'mountain', 'forest'],
    people: ['child', 'crowd'],
    emotions: ['love'],
    notThere: ['family', 'fear', 'house', 'feet', 'sister', 'death', 'loneliness'],
    notFelt: ['fear'],
    turn: ['horse'],
    outsideLexicon: ['rail', 'rosette', 'bridle', 'clearing'],
    probes: ['negation', 'turn'],
  },
  // Others' feelings, a feeling contrasted, someone only remembered, a gendered word and a turn. The
  // glass-bottom boat (boat, glass), the tourists crowding (crowd) thrilled (theirs: no joy), the sea
  // (ocean); the house on the sea floor, the old house from Innisfail (house, childhood_home); the dad who
  // left is only remembered (no father); the fish swimming through the kitchen window (fish, swimming,
  // kitchen, window); "I wasn't scared, I was angry" (anger, no fear); the floral dress (clothes), "waved"
  // (no wave); the woman who is Mum (mother, as written), read as her alone, is the turn. "Crying" is
  // sadness.
  {
    id: 'en38-glass-bottom',
    title: 'Glass bottom',
    text: 'I skipper a glass-bottom boat out of Cairns. In the dream we were over the reef and the tourists were all crowding round the glass, thrilled, pointing at the turtles, and when I looked down through the sea there was a house on the bottom: our old house from Innisfail, the one Mum sold after Dad left. Fish were swimming in and out of the kitchen window. I wasn’t scared, I was angry, because she’d promised she’d never sell it. Then a woman in a floral dress came out onto the verandah and waved up at me. It was Mum, young again. I woke up crying.',
    symbols: ['boat', 'glass', 'ocean', 'house', 'childhood_home', 'fish', 'swimming', 'kitchen', 'window', 'clothes'],
    people: ['crowd', 'mother'],
    emotions: ['anger', 'sadness'],
    notThere: ['joy', 'father', 'fear', 'wave'],
    notFelt: ['joy', 'fear'],
    written: { mother: 'Mum' },
    turn: ['mother'],
    outsideLexicon: ['reef', 'turtles', 'verandah'],
    probes: ['negation', 'gender', 'turn'],
  },
];
