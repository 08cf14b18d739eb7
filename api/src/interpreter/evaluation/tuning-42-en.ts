// Forty-second tuning batch (English), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 119 to 127 words (counted by `python3` calls over the drafts pasted into them, see below)
// as people type them at dawn, first person, three of them in the present tense (the dental surgery, the
// flat in Kirkcaldy, the lift in Basseterre) and the rest in the past, two typed in a hurry with no capitals
// and little punctuation (the ferry, the concert), told by people of many trades and English-speaking places
// (a ferry deckhand in Nanaimo, a palm pruner in Darwin, a dental nurse in Esperance, a retired television
// repairman in Coleraine, a piano tuner in Whangārei, an islander of Holy Island, a widower on the steam
// railway at Kidderminster, a night parcel sorter in Kirkcaldy, an airfield groundsman at Sandown on the Isle
// of Wight, a night nurse in Mackay, a phone credit seller in Dar es Salaam, the announcer at Carols by
// Candlelight in Bathurst, a lifeboat volunteer at Moelfre, a milk tanker driver out of Matamata, a
// bookkeeping teacher in Mzuzu, a geologist out of Port Augusta, a pub singer in Doolin, a waitress in
// Bozeman, a customs officer in St Kitts and a scaffolder in Walsall), in situations none of the earlier
// English batches used (checked by the greps listed below): a man in a raincoat on a ferry's car deck, a fall
// from a cherry picker, teeth dropping into a patient's mouth, the eleven-plus at seventy, late to tune a
// concert grand, the tide over the Holy Island causeway, a dead wife leaning out of a steam train, a
// corridor of rooms behind the fridge, hares on an airfield, flying off a night shift out to the islands, lost
// in Kariakoo market, naked at Carols by Candlelight, a baby in a fish box on a lifeboat slipway, no brakes on
// a milk tanker coming off the Kaimai Range, a grandmother's suitcase gone at a bus station, the salt of Kati
// Thanda–Lake Eyre turned to glass, a song and no dancing at a session, a grandmother brought into a café by a
// policeman, a lift that opens on a beach, and two brothers arguing on a scaffold.
// The batch is rich in people: kin there (a sister, a wife, a daughter, grandkids, a son, a cousin, a mother
// heard and a mother seen, a grandmother, a grandfather, a brother), workmates and bosses (an offsider, a
// receptionist, a boss at an airfield, a café owner, a supervisor), strangers (a man in a raincoat, a farmer
// patient, a taxi driver and a pianist, a guard, teenagers, a woman and a boy in a market, a tout, a woman in a
// lift), crowds (a full hall, a park of families, tourists at a session, a breakfast rush), people only
// phoned, remembered, owning a thing or told about (a woman on the phone, a driver's grandkids, a granda's
// armchair, an aunt who sent the dreamer, a wife rung, a grandmother's house, a Dad and a Mum of waking life),
// and figures who turn out to be someone known (an old man, an old woman).
// The first fourteen are plain reports with the ordinary images of dreams (a chase, falling, teeth, an exam,
// lateness, water, the dead come back, a house with extra rooms, animals, flying, being lost, nakedness, a
// baby, a car with no brakes) and no deliberate traps beyond what ordinary words bring with them ("followed
// me", "drops" of teeth, "wedding ring", "the stage" of a hall, "airport road", "the hall", a car that floats
// and sinks, "the refuge box" on "its legs like a heron", "waving", "blew them kisses", "couldn't see her", a
// waking trade's parcels, "like a hotel", "drove through them" on a mower, "heart thumping", a nurse's
// waking trade, "fishing", "mountains of onions", "could not see the sky", "bus stand", "a bag of lollies", "a
// little wave", "fish box", "like the sea", "two red stars", a wife rung, teenagers who "waved"). The last
// six hold the traps issue 24 names, written naturally: negation and contrast ("No suitcase", "I wasn't
// worried at all", "peaceful, but not happy", "no wind and no birds", "crying, but not sad, not one bit",
// "I didn't dance", "Nobody danced, nobody even tapped a foot", "I wasn't sad at all", "and then I wasn't");
// similes and metaphors that are not the object ("the salt turned to glass", "a blue lid", "like a wall",
// "run off your feet"); verbs kept apart (singing at a session where nobody dances); gendered people words as
// written (grandmother, daughter, grandfather, policeman, grandma, woman, girl, brother; "my boss, Roberta,
// she's owned the place" carries the gender only in the name and the pronoun); other people's feelings (a
// grandmother laughing, a cousin crying, a supervisor furious, a woman terrified, a baby crying, a girl
// laughing); idioms ("bury the hatchet", "cried wolf", "in the doghouse", "a red rag to a bull", "hammer and
// tongs", "a pin drop"); and turning points (the grandmother on the bus with the suitcase, the daughter at six
// on the salt, the grandfather singing, Grandma Verna, the lift opening on the beach, the box with the father's
// watch; among the plain ones the son in the last room, the hawk over the hares, the mother's voice in the
// market, the mother at the end of the runaway road).
// `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a
// person's gendered word as written; `turn` lists the images of a turning point where there is one and the
// lexicon has a word for it. No dream is untitled; the two hurried ones have lowercase titles.
// Readings follow the conventions the README and the headers of the fortieth and forty-first English batches
// spell out: a death dated in waking life is no death ("she died three winters ago", "nine years dead");
// anonymous people are strangers (a man in a raincoat, a farmer in the chair, a taxi driver, a pianist, a
// guard, teenagers, a woman and a boy in a market, a tout, a woman in a lift) and a watching, waiting or packed
// mass a crowd (a full hall with everyone in their seats, a park full of families, a place packed with
// tourists); someone only remembered, owning a thing, named or told about is not there, and is listed in
// `notThere` where the lexicon has a word for the person (the granda's armchair, the aunt who sent the
// dreamer, the grandmother's house in Sandy Point, Dad's funeral and watch, the doghouse "with Mum", the
// grandfather "only knew from one photo" until he is there); someone heard only on the phone is not there (Pru
// on the phone, the wife rung at Moelfre), while a voice heard in the place has its speaker there (the mother
// calling in the market); a likeness, an idiom or a set phrase names no image; other people's laughing, tears,
// fury and terror are theirs; a trade the dreamer names is the dreamer ("a dental nurse", "a nurse", "a
// waitress": no doctor or stranger for the dreamer), and the images of a waking trade are not in the dream
// (the parcels, the technical college, the airport of the customs officer); a workmate is boss (an
// offsider, the receptionist Kelly, the lexicon's "coworker"); a truck is car (the milk tanker); teeth
// dropping out are no falling; a named sea, lake or mountain seen is there (Kati Thanda–Lake Eyre, the Kaimai
// Range); the person who turns out to be someone known is read as that person alone, and the lexicon's word
// for the first sight is in `notThere` (the old man who is the grandfather, the old woman who is Grandma
// Verna: no wise_elder); "My boss, Roberta, she" and "my supervisor, Mr Liburd" have no `written`; a night
// with no word "dark" is not read as darkness, "pitch black" is; grandkids are family, as a grandson is;
// other people's kin named with a kin word are no kin of the dreamer's (the families in the park: crowd, no
// family); the waking dreamer's legs are counted (feet); a kin word said to the dreamer names no one else.
// Decided in this batch, said where they are made (no earlier header seen says them): the refuge box on the
// causeway is a hut on stilts (no box), the car that floats and sinks is no flying and no drowning, and Holy
// Island seen across the water with its castle is island (a named island read as a named sea or lake is); a
// footbridge is bridge; a tinnie is boat; a dental mirror is mirror; palms are tree; hares are rabbit and a
// hawk is eagle; a little airfield is airport; a cousin "fishing" with no fish seen is no fish (as the
// forty-first's "fishing boats"); a market's shoe sellers show shoes; "could not see the sky" is no sky and no
// eyes; a bus stand with no bus seen is station and no bus; the nurse who walks out of her hospital's doors
// in the dream has the hospital there; announcing from a rotunda with a microphone to a park is performance,
// and a park singing carols is singing; the kids' choir is child; "every booth full" at a breakfast rush is
// crowd; slippers are shoes and a quilted robe clothes; "run off your feet" is no feet; a watch is clock;
// "I was angry with him, and then I wasn't" is anger felt (it was there before it went, as the README reads
// "dejé de tener miedo"); "crying, but not sad" is no sadness; "I miss her" is nostalgia; the turn of the lift
// dream is the beach and the sunset it opens on; "in the doghouse" writes no "dog" and no "house" as words and
// is not listed for them (the house is listed for "over the house", told about); "bury the hatchet" is no
// funeral.
// `notThere` was completed by hand: every title and text was read against the lexicon's English words (with
// the people variants) and the emotion list's words as printed, allowing plural and verb endings, and every
// id whose word shows but whose image is not in the dream was listed; no matcher or other script was run
// over the texts but the word counts, and every id used was checked by eye against the printed lists of
// lexicon ids and emotion ids.
// Files read: the evaluation README (all of it: the first `cat` cut its middle, which two `sed -n` then
// printed) and types.ts; tuning-41-en.ts in full (a `cat` whose middle the tool cut, then two `sed -n`
// ranges) and tuning-40-en.ts in full (three `sed -n` ranges); the lexicon's eight JSON data files (ids and
// English words only) and the emotion ids with their English words from ../emotions.ts; the earlier English
// tuning batches otherwise only through the greps listed below. Not read: the held-out files,
// `evaluation.test.ts`, `score.ts`, any Spanish file, the analysis and composers, the lexicon's code and
// README, the bench files and everything else outside the evaluation folder but the lexicon's JSON and the
// emotion words. No `ls` was run.
// The commands, in order (run in the evaluation folder unless said; `grep -ilw` loops over `tuning-en.ts
// tuning-*-en.ts` print, for each term, the names of the files holding it; "context" means `grep -ohiw -E
// ".{0,N}WORD.{0,M}"` over named files, piped to `head`, which printed short passages of earlier texts and
// comments):
// (1) `cat README.md && cat types.ts` (the tool cut the README's middle); (2) `sed -n 190,380p README.md`; (3)
// `sed -n 381,570p README.md`; (4) `cat tuning-41-en.ts` (the tool cut its middle); (5) `sed -n 140,260p
// tuning-41-en.ts`; (6) `sed -n 260,385p tuning-41-en.ts`; (7) `wc -l tuning-40-en.ts && sed -n 1,150p
// tuning-40-en.ts`; (8) `sed -n 150,365p tuning-40-en.ts`; (9) `sed -n 365,537p tuning-40-en.ts`; (10) in
// ../lexicon, a `python3 -c` that printed each JSON file's type, length and the key names of its first entry;
// (11) in ../lexicon, a `python3 -c` that printed each entry's id and English words and its variants' ids and
// English words, then one that printed the key names found in people.json's entries; (12) in the interpreter
// folder, a `python3` heredoc that read emotions.ts and printed each emotion id with the quoted strings of its
// `en` list; (13) a `grep -ilw` loop for Nanaimo, ferry, car deck, Launceston, climbing wall, Blackpool, bingo,
// Whyalla, welder, steelworks, Hobart, piano tuner, piano, Devizes, Caen Hill, narrowboat, canal, lock,
// Swindon, Magic Roundabout, driving instructor, learner, Govanhill, Glasgow, tenement, Katherine, crocodile,
// servo, petrol station, St John, St. John, Newfoundland, iceberg, Hong Kong, MTR, helper, Bathurst, council,
// minutes, Lerwick, Shetland, firefighter, fish box, Lusaka, Kitwe, Livingstone, Yellowknife, ice road, New
// Orleans, second line, Rampart, Bozeman, diner, waitress, Kingston, Jamaica, Hellshire, customs, stuck in the
// lift, pigeons, Wolverhampton, plasterer, laundrette, launderette; (14) a `grep -ilw` loop for wind turbine,
// turbine, Esperance, race caller, racecourse, Townsville, Mackay, chemistry, Whanganui, Whangarei, Holy
// Island, Lindisfarne, causeway, bowls, bowling club, Bundaberg, Kirkcaldy, parcels, depot, pest control,
// spider, Cairns, Cebu, jeepney, lifeboat, Moelfre, Anglesey, milk tanker, tanker, Hawera, Taranaki, Blantyre,
// Zomba, salt lake, Lake Eyre, Port Augusta, Treorchy, male voice, choir, Nassau, Bahamas, racing pigeon,
// Walsall, scaffold, Corey, Bev, Des, Pru, Jarrah, Shannon, Callum, Kieran, Trish, Morag, Lionel, Darlene,
// Dot, Campbell, Gary, Bernice, Paul, taid; (15) a `grep -ilw` loop for Darwin, cherry picker, palm trees,
// Tevita, wedding photographer, photographer, Twilight Bay, Rob, Coleraine, eleven-plus, eleven plus,
// qualifying, Kerr, television, Forum, Berwick, Jean, refuge, Maureen, car boot, Gemma, Bloxwich, typewriter,
// Aidan, snooker, granda, Sandown, Isle of Wight, rabbits, airfield, Colin, hawk, Tayla, Eimeo, cane,
// dolphins, Kumasi, Kejetia, auntie, lorry park, mayor, knitting, Ffion, pager, maroons, Morrinsville,
// Kaimai, Te Aroha, Mzuzu, Karonga, airtime, conductor, Kati Thanda, Mia, mirage, Doolin, Nuala, set dance,
// reels, Roberta, Ida, pancakes, nightgown, Georgetown, Persaud, Berbice, Timehri, seawall, Water Street,
// balloon, Wayne, water under the bridge, cried wolf, cry wolf, doghouse, hammer and tongs, our kid, raincoat,
// by heart, pin drop, on your feet, big smiles; (16) a `grep -ilw` loop for Kelly, Lim, dental nurse, dentist,
// Elspeth, Glenys, Leanne, allotment, Kidderminster, pinny, bat an eye, batted an eye, Nigel, hares, Kariakoo,
// Dar es Salaam, Matamata, Keira, jigs, Opal, housecoat, huckleberry, Belize, Gillett, Dangriga, Queen Street,
// Grass Patch, humpback, cane field, cane fields, council meeting, crossword, tout, red rag, bury the hatchet,
// horse's mouth, in the doghouse, lifeboat, Holy Island, Tasmania, scaffolder, scaffolding, lift; (17) a
// `grep -ilw` loop for Isla, steam train, Severn Valley, heritage railway, Verna, bathrobe, Basseterre, St
// Kitts, Bermuda, San Fernando, Chaguanas, Trinidad, Ramdass, Moruga, Ainsley, Glenys, signal box,
// Wolverhampton; (18) in /tmp, a `python3` heredoc with the twenty drafts pasted in, printing each one's word
// count; (19) in /tmp, a `python3` heredoc with eleven shortened drafts pasted in, printing their word counts;
// (20) a `grep -ilw` loop for Rhona, Sandy Point, Frigate Bay, Liburd, Lilongwe, royal palm, Anach Cuain, Main
// Street, Esplanade, Port Augusta, Dar es Salaam, dental, lift in, milk, customs, geologist, waitress, pub
// session, sessions, council, dressing gown, footbridge, then in /tmp a `python3` heredoc with three shortened
// drafts pasted in, printing their word counts; (21) context (N and M 70) for dental and council over
// tuning-30-en.ts, tuning-34-en.ts and tuning-37-en.ts, `head -20`; (22) a `grep -ilw` loop for Bathurst,
// merino, merinos, rams, sheep, show ring, Karonga, lollies, Trish, then context (70, 70) for sheep and rams
// over all the English batches piped through `grep -v "^ *//"` and `head -12`; (23) context (100, 60) for
// "show ring" over tuning-10-en.ts and tuning-36-en.ts; (24) a `grep -ilw` loop for citizenship, Pokhara,
// Nepal, Bikash, civic centre, Nepali, then context (80, 60) for naked and nude over `tuning-3[0-9]-en.ts
// tuning-2[0-9]-en.ts` piped through `grep -v "^ *//"` and `head -30`; (25) context (80, 60) for citizenship
// over tuning-20-en.ts, tuning-29-en.ts and tuning-37-en.ts, `head -6`; (26) a `grep -ilw` loop for
// parent-teacher, parents' evening (with a straight and a curly apostrophe), parent teacher, job interview,
// interview, lollipop, carols, Carols by Candlelight, christmas carols, nativity; (27) a `grep -ilw` loop for
// rotunda, Away in a Manger, picnic rug, picnic rugs, announcements, Christmas Eve, then in /tmp a `python3
// -c` with one draft pasted in, printing its word count; (28) this file written with the file editing
// tool's `create`; (29) the parse check (`cd /work/main && node -e "require('esbuild').transformSync(require(
// 'fs').readFileSync('api/src/interpreter/evaluation/tuning-42-en.ts','utf8'),{loader:'ts'});console.log(
// 'ok')"`); (30) a `python3` heredoc meant to correct this header, which stopped on its third passage and
// wrote nothing, then the parse check; (31) a `grep -n` of three passages of this header; (32) the `python3`
// heredoc that corrected it, then the parse check; (33) a `grep -n` of two passages of this header; (34) a
// last `python3` heredoc correcting the numbers of (32) to (34) here and in the departures, then the parse check;
// (35) two `sed -n` ranges of this header and a `grep -c` of its dreams' ids, printed to read it over; then
// this line added with the file editing tool's `str_replace`, and (36) the parse check, the last command.
// Changed after the greps: a climbing wall in Launceston (climbing walls in the twelfth and thirty-eighth,
// Launceston in the thirty-ninth) became a cherry picker in Darwin; teeth at the bingo in Blackpool (bingo in
// two batches, Blackpool in three), then at a race call (the thirty-seventh's) and then at a wedding shoot (the
// thirty-third's wedding photographer) became a dental surgery in Esperance; an exam for a welder in Whyalla
// (the thirty-ninth's welder) and then a chemistry final (three batches) became the eleven-plus in Coleraine;
// a piano tuner in Hobart (three batches) went to Whangārei; a narrowboat at the Caen Hill locks (the
// thirty-seventh's) became the Holy Island causeway, and the sister Jean (two batches) Rhona, and "by heart"
// (two batches) was dropped; a dead wife at a laundrette (two batches), then at the bowls in Bundaberg (bowls
// in three batches, Bundaberg in the thirty-fifth), at a car boot (the sixth's) and at an allotment (two
// batches) became the steam railway at Kidderminster, and the names Maureen (three batches) and Gemma (two)
// became Glenys and Leanne, and a typewriter, a pinny and "didn't bat an eye" were dropped; a Glasgow
// tenement (Glasgow in five batches, a tenement in the twentieth) became a flat in Kirkcaldy, and the son
// Callum (the ninth's) Aidan; a crocodile at a servo in Katherine (crocodiles in eight batches, Katherine in
// the thirty-fourth), then spiders in Cairns (six and one) and rabbits (the thirty-eighth's) became hares at
// Sandown, and the boss Colin (the sixteenth's) Nigel; flying over St John's and its icebergs (three batches)
// became Mackay, and dolphins (three batches), a humpback (the twenty-seventh's) and cane fields (the
// twenty-fourth's) became a whale and the marina; lost in Hong Kong (four batches), Cebu (four) and then
// Kumasi's Kejetia (the twenty-eighth's) became Kariakoo; naked taking a council's minutes in Bathurst (a
// council planner in the thirty-seventh), then judging sheep in a show ring (the thirty-sixth's) and then at
// a citizenship ceremony (the twentieth's) became Carols by Candlelight, with knitting (seven batches) and a
// crossword (three) dropped for lollies; a firefighter in Lerwick (the thirty-first's firefighter, Lerwick in
// two batches) became the lifeboat at Moelfre; a driving instructor in Swindon (the twentieth's) became a milk
// tanker out of Hāwera, then Morrinsville (the thirty-ninth's), then Matamata; a lost bag at the Lusaka bus
// station (Lusaka in two batches, Kitwe and Livingstone in others) and then Blantyre (the twenty-fourth's)
// became Mzuzu, and a conductor (six batches) a tout, and the Lilongwe bus (Lilongwe in the forty-first's
// header) the Karonga bus; the Yellowknife ice road (two batches) became Kati Thanda–Lake Eyre, and the
// daughter Mia (three batches) Keira; a second line in New Orleans (two and one batches) and then a male voice
// choir in Treorchy (the thirty-ninth's) became a session in Doolin, and reels (the thirty-ninth's) jigs; a
// diner (two batches) became a café, the grandmother Ida and then Opal (two batches) Verna, a nightgown, a
// housecoat and a bathrobe (the thirty-fourth's and thirty-eighth's) a quilted robe, pancakes (the
// seventeenth's) huckleberry pie, and "on your feet" (the twenty-third's) "run off your feet"; a lift in
// Kingston, Jamaica (four batches), then Nassau (three), Georgetown with Berbice and the seawall (the
// thirty-eighth's and thirty-ninth's) and Belize with Dangriga and Queen Street (four batches) became St
// Kitts, and a balloon (eight batches) a birthday hat; racing pigeons (the thirty-ninth's) and a plasterer in
// Wolverhampton (the thirty-third's and thirty-seventh's) became a scaffolder in Walsall with a watch, and
// "water under the bridge" (the twentieth's) and "our kid" (the thirty-third's) were dropped; the names Kieran,
// Morag, Darlene, Dot, Gary, Paul, Bev, Des, Rob, Elspeth and Isla (earlier batches) were not used; Santa hats
// (the forty-first's) became red T-shirts. Kept: ordinary words found in earlier batches (a ferry, a piano, a
// dentist, a lift, a raincoat, a dressing gown, milk, a hawk, Main Street as the
// street of a café in Bozeman, where the third batch has a Main Street of its own).
// Departures, disclosed: the greps printed passages of earlier texts and comments beyond file names, as the
// earlier helpers' greps did (the context greps of (21) to (25), among them the naked dreams of the
// twentieth to thirty-ninth batches, read to avoid their settings); `grep -ilw` of "lift", "council",
// "dental" and such ordinary words listed many files whose use of them was not looked at; the `python3` of
// (12) read the whole of emotions.ts to print only its ids and their English words, and those of (10) and
// (11) printed the key names of the lexicon's entries (among them those of the interpretation texts and
// exclude lists, whose contents were not printed); Berwick, Karonga, Whyalla, Sandy Point, Grass Patch,
// Bloxwich and Port Augusta are named only as places told about (all of them grepped; Bloxwich was left out of
// the texts in the end). The drafts' words were counted by the `python3` calls of (18), (19), (20) and (27), which read
// no file and wrote none; after the counts "Lilongwe" became "Karonga", "on your feet" became "run off your
// feet" (one word more) and the Moelfre dream lost "over the bay" (the bay would have put the sea in a dream
// that reads it only in a likeness), so the counts run from 119 to 127. This file was written with the file
// editing tool's `create`, then its header was corrected by `python3` heredocs in the evaluation folder that
// replaced passages of this header in place (the word-count range, a phrase of the plain dreams' list, the
// kept words, these departures, and the command list): a first one, (30), stopped on a passage it did not
// find and wrote nothing, and a second, (32), wrote the corrections; the only other commands run over it are
// the parse checks of (29), (30), (32) and (34), the `grep -n` calls of (31) and (33), which printed a few
// lines of this header, and a last `python3` heredoc, (34), that corrected these numbers. No test, bench,
// analysis, tsx, tsc, vitest, npm or git command was run, and no scratch file was written.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_42: readonly EvaluationDream[] = [
  // A plain chase, typed in a hurry. The deckhand is the dreamer. The ferries and the last sailing (boat),
  // the parked cars (car), the stairs, the man (stranger, as written) in a yellow raincoat (clothes) who
  // "followed me" (chased), running for the crew door (fleeing; door), "i was trapped", climbing the rail
  // (climbing). "Terrified" is fear.
  {
    id: 'en42-nanaimo',
    title: 'last sailing',
    text: 'work the car deck on the ferries out of nanaimo. dream it was the last sailing, nobody up on deck, just rows of parked cars and the engines thumping. then a man in a yellow raincoat came down the stairs at the far end and started walking at me with his hood up. not fast. i went off between the cars and he followed me, every time i looked back he was closer. ran for the crew door and it was locked. radio just hissed. ended up right at the stern with the wake churning white below me and him coming down the last row, i was trapped. climbed up on the rail to jump. woke up terrified, sheets soaked',
    symbols: ['boat', 'car', 'stairs', 'clothes', 'chased', 'fleeing', 'door', 'trapped', 'climbing'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: [],
    written: { stranger: 'man' },
    outsideLexicon: ['car deck', 'radio', 'stern', 'rail'],
  },
  // A plain dream of falling. The pruner is the dreamer. The palms and the royal palm, its trunk (tree); the
  // offsider Tevita (boss, the lexicon's "coworker") eating a pie (food); the storm, the rain; falling out of
  // the basket; "bounced like a ball" a likeness. "Shaking, frightened" is fear, "laughing" joy.
  {
    id: 'en42-darwin',
    title: 'Cherry picker',
    text: 'I prune palms around Darwin off the back of a cherry picker. In the dream I was up in the basket at full stretch beside a royal palm, and my offsider Tevita was down at the controls eating a pie. A storm was coming in over the harbour, the first fat drops of rain. I leaned out to cut a frond and the whole basket tipped and kept tipping, and then I was out of it, falling, the saw gone, the trunk going past, the ground taking forever. I could see Tevita looking up with the pie halfway to his mouth. I hit the grass and bounced like a ball, back up into the basket. I woke up shaking, frightened, and laughing.',
    symbols: ['tree', 'food', 'storm', 'rain', 'falling'],
    people: ['boss'],
    emotions: ['fear', 'joy'],
    notThere: [],
    outsideLexicon: ['cherry picker', 'basket', 'harbour', 'frond', 'saw', 'grass'],
  },
  // A plain dream of teeth, in the present. The dental nurse is the dreamer; Dr Lim, the dentist (doctor); the
  // farmer in the chair (stranger) with his eyes shut; the teeth dropping (no falling word); the dental mirror
  // (mirror); Kelly from the front desk (boss, a workmate) at the door. "Humiliated" is shame.
  {
    id: 'en42-esperance',
    title: 'Front teeth',
    text: 'I’m a dental nurse at a practice in Esperance. In the dream I’m passing instruments to Dr Lim, the dentist, and the patient is a big farmer from out Grass Patch with his mouth wide open, and I feel one of my own front teeth go loose. It drops straight into his mouth. Then another. Dr Lim just keeps drilling, the farmer keeps his eyes shut, and my teeth keep dropping, tick, tick, onto his tongue, and I keep handing over the mirror and the probe like nothing’s wrong. Then Kelly from the front desk comes to the door to say the next patient’s here, and stares at me. I wake up humiliated, running my tongue over my gums.',
    symbols: ['teeth', 'eyes', 'mirror', 'door'],
    people: ['doctor', 'stranger', 'boss'],
    emotions: ['shame'],
    notThere: [],
    outsideLexicon: ['instruments', 'probe', 'tongue', 'gums', 'front desk'],
  },
  // A plain dream of an exam. The retired repairman is the dreamer. The eleven-plus (exam) at the old primary
  // school; "the assembly hall" (no hallway); short trousers and a headscarf (clothes); the old hands, the
  // wedding ring (ring; no wedding); the master, Mr Kerr (teacher; no `written` for "Mr"); the fair-haired boy
  // (boy, as written; hair); the clock; "the stage" of the hall, where nothing is performed (no performance);
  // the mother (as written) outside the gate (door). "Anxious" is anxiety.
  {
    id: 'en42-coleraine',
    title: 'The eleven-plus',
    text: 'I mended televisions in Coleraine for forty years, and last night I dreamed I was back sitting the qualifying exam, the eleven-plus, in the assembly hall of my old primary school. I was eleven, in short trousers, but I had my own old hands, wedding ring and all. The master, Mr Kerr, walked up and down the rows with his cane under his arm. Every question was about a television I’d never seen. The fair-haired boy beside me finished in five minutes and sat there smiling at me. The clock above the stage never moved. My mother was waiting outside the gate in her headscarf, and I couldn’t go to her. I woke up anxious, and it took me a minute to remember I’m retired.',
    symbols: ['exam', 'school', 'clothes', 'hands', 'ring', 'hair', 'clock', 'door'],
    people: ['teacher', 'boy', 'mother'],
    emotions: ['anxiety'],
    notThere: ['hallway', 'wedding', 'performance'],
    written: { boy: 'boy', mother: 'mother' },
    outsideLexicon: ['television', 'cane', 'headscarf'],
  },
  // A plain dream of lateness, typed in a hurry. The piano tuner is the dreamer. The street and the airport
  // road (road; no airport seen); the phone, with Pru only on it (not there; no id); the taxi (car) and its
  // driver (stranger), his grandkids only talked about (no family); the hall full, everyone in their seats
  // (crowd; no hallway); the pianist (stranger) and her hands; "i was so late" (late). "Panicking" is fear.
  {
    id: 'en42-whangarei',
    title: 'the concert',
    text: 'tune pianos for a living up in whangarei. dream i had to tune the grand at the forum before a concert at 7 and i couldnt get out of my own street, every corner brought me back to my own letterbox. phone buzzing and buzzing, the organiser, a woman called pru, where are you. got a taxi in the end and the driver took me out the airport road, then the wrong way round the basin, chatting about his grandkids. got there at ten past seven and the hall was full, everyone in their seats, the pianist sitting at the piano with her hands in her lap looking at me. i was so late. woke up in a cold sweat, panicking',
    symbols: ['road', 'phone', 'car', 'hands', 'late'],
    people: ['stranger', 'crowd'],
    emotions: ['fear'],
    notThere: ['airport', 'family', 'hallway'],
    outsideLexicon: ['piano', 'letterbox', 'concert', 'taxi'],
  },
  // A plain dream of water. The islander is the dreamer. Driving (car) over the causeway (road) with the
  // sister (as written); the tide over the road (water, flood); the car that floats (no flying) and sinks
  // under them (no drowning); the sea (ocean); the castle on its rock; Holy Island seen across the water
  // (island); the refuge box, a hut on stilts (no box), "on its legs like a heron" (no feet, no bird);
  // climbing into it (climbing). "Frightened" is fear.
  {
    id: 'en42-holy-island',
    title: 'The causeway',
    text: 'I’ve lived on Holy Island all my life and never once been caught by the tide. In the dream I was driving back over the causeway from Berwick with my sister Rhona, and the tide came in early. The water was over the road before we were halfway, then over the wheels, and the car started to float and turn. Rhona was praying out loud. I got us out onto the roof and we sat there with the car sinking under us, the sea all round, the castle lit up on its rock across the water. Then the refuge box came drifting past on its legs like a heron, and we climbed into it. I woke up gasping, frightened.',
    symbols: ['car', 'road', 'water', 'flood', 'ocean', 'castle', 'island', 'climbing'],
    people: ['sister'],
    emotions: ['fear'],
    notThere: ['flying', 'drowning', 'box', 'feet', 'bird'],
    written: { sister: 'sister' },
    outsideLexicon: ['causeway', 'tide', 'wheels', 'roof', 'refuge box'],
  },
  // A plain dream of the dead come back. The wife (as written); "she died three winters ago" (no death); the
  // platform (station), the uniform and the red coat (clothes), the train, the carriage window; "waving a
  // flask" (no wave); the daughter (as written) on the footbridge (bridge) with the grandkids (family); "blew
  // them kisses" (no intimacy); the guard (stranger); the door; the wife laughing (hers: no joy); "couldn't see
  // her any more" (no eyes). "Crying" is sadness, "missing her" nostalgia.
  {
    id: 'en42-kidderminster',
    title: 'The last train',
    text: 'My wife Glenys and I volunteered on the steam railway at Kidderminster for twenty years, and she died three winters ago. In the dream I was on the platform in my old uniform and the train came in, and there she was leaning out of a carriage window in her good red coat, waving a flask at me. Our daughter Leanne was on the footbridge with the grandkids, and Glenys blew them kisses. The guard blew his whistle. I tried to get on but the door wouldn’t open, and the train pulled out slowly with her still at the window, laughing at me. I walked to the end of the platform and couldn’t see her any more. I woke up crying, missing her.',
    symbols: ['station', 'clothes', 'train', 'window', 'bridge', 'door'],
    people: ['wife', 'daughter', 'family', 'stranger'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['death', 'wave', 'intimacy', 'joy', 'eyes'],
    notFelt: ['joy'],
    written: { wife: 'wife', daughter: 'daughter' },
    outsideLexicon: ['steam railway', 'carriage', 'flask', 'whistle'],
  },
  // A plain dream of a house with extra rooms, in the present. The parcels are the dreamer's waking work (no
  // box). The flat (house), the door beside the fridge, the corridor (hallway) and its rooms (hidden_room),
  // the lights on (light), "like a hotel" (no hotel); the granda only owning the armchair (no grandfather);
  // the windows and the sea (ocean); the son (as written) reading: the turn. "Excited" is joy, "uneasy"
  // anxiety.
  {
    id: 'en42-kirkcaldy',
    title: 'Behind the fridge',
    text: 'I sort parcels on the night shift at a depot outside Kirkcaldy. In the dream I’m home in our wee flat, putting the kettle on, and there’s a door beside the fridge I’ve never seen. I open it and there’s a corridor with rooms off it, one after another, carpeted and warm with all the lights on, like a hotel nobody’s using. One has a snooker table. One has my granda’s armchair in it, his pipe on the arm. At the end there’s a room that’s all windows, looking out on the sea, and my son Aidan is lying on the floor reading like he’s lived here all his life. ‘Took you long enough,’ he says. I wake up excited, then a bit uneasy.',
    symbols: ['house', 'door', 'hallway', 'hidden_room', 'light', 'window', 'ocean'],
    people: ['son'],
    emotions: ['joy', 'anxiety'],
    notThere: ['box', 'hotel', 'grandfather'],
    written: { son: 'son' },
    turn: ['son'],
    outsideLexicon: ['kettle', 'fridge', 'snooker table', 'armchair', 'pipe'],
  },
  // A plain dream of animals. The groundsman is the dreamer. The airfield (airport), the hares (rabbit)
  // facing the sea (ocean); "drove through them" on a mower (no car); the little plane; the boss Nigel
  // "waving his arms" (no wave); the hawk (eagle) over them: the turn. "My heart thumping" is no heart;
  // "frightened" is fear, "amazed" wonder.
  {
    id: 'en42-sandown',
    title: 'Hares',
    text: 'I cut the grass at the little airfield at Sandown on the Isle of Wight. In the dream I went out at dawn on the mower and the whole airfield was hares, hundreds of them, sitting bolt upright, all facing the same way, towards the sea. Not one moved when I drove through them. Then a little plane came in low over the hedge to land and they all turned their heads together and watched it. My boss Nigel came running out of the clubhouse shouting and waving his arms. Then a hawk went over and every hare dropped flat at once, and so did I, flat in the wet grass. I woke up with my heart thumping, frightened and amazed.',
    symbols: ['airport', 'rabbit', 'ocean', 'plane', 'eagle'],
    people: ['boss'],
    emotions: ['fear', 'wonder'],
    notThere: ['car', 'wave', 'heart'],
    turn: ['eagle'],
    outsideLexicon: ['mower', 'hedge', 'clubhouse', 'grass'],
  },
  // A plain dream of flying. "I'm a nurse" is the dreamer (no doctor). The hospital walked out of, its
  // doors (door), the sun coming up, flying; the river mouth (river), the beach and the sand, the sea (ocean),
  // the islands (island) on the water; the whale; the cousin (family) in her tinnie (boat), "fishing" with no
  // fish seen (no fish). "So happy" is joy.
  {
    id: 'en42-mackay',
    title: 'Off shift',
    text: 'I’m a nurse on nights at the base hospital in Mackay. In the dream I came off shift just as the sun was coming up, walked out through the sliding doors and just kept walking, straight up into the air. I flew out over the river mouth and the marina, then over the beach and out to sea, where the islands sat on the water like they’d been dropped there. There was a big turtle under me, and then a whale and her calf, keeping up. My cousin Tayla was out in her tinnie, fishing, and she stood up and yelled my name. I wasn’t tired at all. I came down on the sand at Eimeo, and I woke up so happy.',
    symbols: ['hospital', 'door', 'sun', 'flying', 'river', 'beach', 'ocean', 'island', 'water', 'whale', 'boat'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['doctor', 'fish'],
    outsideLexicon: ['marina', 'turtle'],
  },
  // A plain dream of being lost. The phone credit is the dreamer's waking trade; the phone with no network
  // is in the dream. The aunt who sent the dreamer is not there (no family). The market (shop), the shoe
  // sellers' shoes, "mountains of onions" (no mountain; food), the mandazi (food); "could not see the sky" (no
  // sky, no eyes); the woman (stranger, as written) and the boy (as written); lost; the mother (as written)
  // heard calling: the turn; the bus stand (station; no bus seen). "Confused" is confusion.
  {
    id: 'en42-kariakoo',
    title: 'Kariakoo',
    text: 'I sell phone credit at a kiosk in Dar es Salaam. In the dream my aunt sent me to Kariakoo to buy a padlock, and I went into the market and could not come out. Every lane led to another lane, cloth sellers, shoe sellers, mountains of onions, and all of it roofed over so I could not see the sky. I asked a woman with a tray of mandazi on her head and she pointed one way; a boy with a barrow pointed the other. I was lost, and my phone had no network. Then I heard my mother calling my name and I followed her voice and came out at the bus stand, and it was night and empty. I woke up confused.',
    symbols: ['shop', 'shoes', 'food', 'lost', 'phone', 'station'],
    people: ['stranger', 'boy', 'mother'],
    emotions: ['confusion'],
    notThere: ['family', 'mountain', 'sky', 'eyes', 'bus'],
    written: { stranger: 'woman', boy: 'boy', mother: 'mother' },
    turn: ['mother'],
    outsideLexicon: ['kiosk', 'padlock', 'cloth', 'mandazi', 'barrow'],
  },
  // A plain dream of nakedness. The announcer is the dreamer, on the rotunda with the microphone
  // (performance); the park full of families (crowd; other people's families, no family) with their candles
  // (candle), everyone singing (singing); naked; the kids' choir (child) in red T-shirts (clothes); the
  // neighbour Trish (no id) with a bag of lollies (food; no luggage) and "a little wave" (no wave). "Wanting
  // the ground to swallow me" is shame.
  {
    id: 'en42-carols',
    title: 'Carols by Candlelight',
    text: 'I do the announcements at Carols by Candlelight in Bathurst every Christmas Eve. In the dream I was up on the rotunda with the microphone, the whole park full of families on picnic rugs holding their little candles, everyone singing ‘Away in a Manger’, and I looked down and I was naked. Stark naked. Nobody had said a thing. I kept going, because if I stopped someone would look. Then I had to introduce the kids’ choir, and they filed up past me in their red T-shirts and not one of them blinked. My neighbour Trish was in the front row with a bag of lollies and gave me a little wave. I woke up wanting the ground to swallow me.',
    symbols: ['performance', 'candle', 'singing', 'naked', 'clothes', 'food'],
    people: ['crowd', 'child'],
    emotions: ['shame'],
    notThere: ['family', 'luggage', 'wave'],
    outsideLexicon: ['rotunda', 'microphone', 'picnic rugs', 'lollies'],
  },
  // A plain dream of a baby. The lifeboat crew member is the dreamer. The boat; the lifeboat station (no
  // station); the pyjamas and the old jumper (clothes); the fish box (box; no fish) with the baby in it, her
  // eyes "grey-green like the sea" (no ocean); the wife only rung (no wife); the maroons, "two red stars" (no
  // sky); the baby laughing (hers: no joy). "Full of love" is love.
  {
    id: 'en42-moelfre',
    title: 'Fish box',
    text: 'I’m crew on the lifeboat at Moelfre. In the dream my pager went in the middle of the night and I ran down to the station in my pyjamas, and there was nobody, no crew, no coxswain, just the boat on the slipway and, beside it, a fish box with a baby asleep in it, wrapped in an old jumper. I picked her up and she opened her eyes, grey-green like the sea off the point, and looked at me as if she knew me. I rang my wife, Ffion, but it just rang and rang. Then the maroons went up, two red stars, and the baby laughed. I woke up with my arms still curled round nothing, full of love.',
    symbols: ['boat', 'clothes', 'box', 'eyes'],
    people: ['baby'],
    emotions: ['love'],
    notThere: ['station', 'fish', 'ocean', 'wife', 'sky', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['pager', 'slipway', 'maroons'],
  },
  // A plain dream of a car with no brakes. The driver is the dreamer. The milk tanker and its brakes, the car
  // full of teenagers (car); the Kaimai Range (mountain, a named range seen); the teenagers (stranger) who
  // "waved" (no wave) out of the back window; the road and the main street (road); the mum (mother, as
  // written) outside her house in her dressing gown (clothes): the turn. The waking legs (feet). "Terrified"
  // is fear.
  {
    id: 'en42-kaimai',
    title: 'No brakes',
    text: 'I drive a milk tanker for the co-op out of Matamata. In the dream I was coming down off the Kaimai Range at night, and when I went for the brakes the pedal dropped straight to the floor. Nothing. I was picking up speed, the bends coming at me, the headlights swinging across the bush, and a car full of teenagers in front of me doing sixty. I leaned on the horn and they just waved out the back window. Then the road flattened out and I was rolling down the main street of Te Aroha, and the tanker stopped outside my mum’s house, and she came out in her dressing gown with a cup of tea. I woke up with my legs shaking, terrified.',
    symbols: ['car', 'mountain', 'window', 'road', 'house', 'clothes', 'feet'],
    people: ['stranger', 'mother'],
    emotions: ['fear'],
    notThere: ['wave'],
    written: { mother: 'mum' },
    turn: ['mother'],
    outsideLexicon: ['milk tanker', 'pedal', 'headlights', 'bush', 'horn', 'cup of tea'],
  },
  // A lost bag, negations, a feeling contrasted, another's laughing, a gendered word and a turn. The technical
  // college is the dreamer's waking work (no school). The bus station (station), the grandmother's suitcase
  // (luggage) gone and searched for (searching) through every bus, the ticket office (no office), the toilets
  // (bathroom); "No suitcase" for a while; "I wasn't worried at all" (no anxiety); the tout (stranger); the
  // grandmother (as written), "nine years dead" (no death), with the suitcase, laughing (hers: no joy): the
  // turn. "Peaceful" is calm; "but not happy" (no joy); "I miss her" is nostalgia.
  {
    id: 'en42-mzuzu',
    title: 'The brown suitcase',
    text: 'I teach bookkeeping at the technical college in Mzuzu. In the dream I was at the bus station with my grandmother’s old brown suitcase, and I put it down to buy airtime, and when I turned round it was gone. Everything was in it, my certificates, her Bible. I searched every bus, under the seats, behind the ticket office, in the toilets. No suitcase. The strange thing is, I wasn’t worried at all. A tout was shouting that the Karonga bus was leaving, and there on the back seat was my grandmother, nine years dead, with the suitcase on her knees, laughing at me. ‘Always rushing,’ she said. I sat down beside her. I woke up peaceful, but not happy. I miss her.',
    symbols: ['station', 'luggage', 'searching', 'bus', 'bathroom'],
    people: ['stranger', 'grandmother'],
    emotions: ['calm', 'nostalgia'],
    notThere: ['school', 'office', 'anxiety', 'death', 'joy'],
    notFelt: ['anxiety', 'joy'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother', 'luggage'],
    outsideLexicon: ['airtime', 'certificates', 'Bible', 'seats'],
    probes: ['negation', 'gender', 'turn'],
  },
  // A metaphor, likenesses, negations, a feeling contrasted, a gendered word and a turn. The geologist is the
  // dreamer. The salt of Kati Thanda–Lake Eyre (lake, named and walked on) that "turned to glass" (no glass);
  // the boots (shoes); the old water under it and round the ankles (water); "the sky was a blue lid" (sky,
  // there); "no wind and no birds" (no wind, no bird); "like a wall"; the daughter (as written) at six, her
  // hand (hands): the turn; "the beach at Whyalla" remembered (no beach); "crying, but not sad, not one bit"
  // (no sadness). "Full of wonder" is wonder.
  {
    id: 'en42-kati-thanda',
    title: 'Salt',
    text: 'I’m a geologist out of Port Augusta. In the dream I was walking across the salt of Kati Thanda–Lake Eyre at noon, and the salt turned to glass under my boots, so clear I could see down into the old water underneath, black and still. The sky was a blue lid. There was no wind and no birds, and the heat stood up off the lake like a wall. Far out someone was coming, small and wavering. It was my daughter Keira at six, like the day we took her to the beach at Whyalla. She took my hand and said the lake was full, and it was, warm round my ankles. I woke up crying, but not sad, not one bit. Full of wonder.',
    symbols: ['lake', 'shoes', 'water', 'sky', 'hands'],
    people: ['daughter'],
    emotions: ['wonder'],
    notThere: ['glass', 'wind', 'bird', 'beach', 'sadness'],
    notFelt: ['sadness'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['salt', 'heat', 'ankles'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Verbs kept apart, negations, another's tears, gendered words and a recognition. The pub singer is the
  // dreamer. The place packed with tourists (crowd); the musicians, the song and the second verse (singing);
  // "everyone wanted a set dance", "I didn't dance", "Nobody danced" (no dancing); "a pin drop" (an idiom);
  // "nobody even tapped a foot" (no feet); the old man (no wise_elder) with his cap in his hands (hands) who is
  // the grandfather (as written), "who I only knew from one photo" (no photo): the turn; the cousin (family)
  // crying (hers: no sadness); "I wasn't sad at all" (no sadness). "Delighted" is joy.
  {
    id: 'en42-doolin',
    title: 'Session',
    text: 'I sing in the pub sessions in Doolin in the summers. In the dream it was a wet Tuesday, the place packed with tourists, the musicians tearing into a set of jigs, and everyone wanted a set dance. I didn’t dance. I never do. I sat in the corner, and when the jigs stopped I sang ‘Anach Cuain’, and you could hear a pin drop. Nobody danced, nobody even tapped a foot. Then an old man at the bar, with his cap in his hands, started singing the second verse with me, and I knew he was my grandfather, who I only knew from one photo. My cousin Nuala was crying. I wasn’t sad at all. I woke up hoarse and delighted.',
    symbols: ['singing', 'hands'],
    people: ['crowd', 'grandfather', 'family'],
    emotions: ['joy'],
    notThere: ['dancing', 'feet', 'wise_elder', 'photo', 'sadness'],
    notFelt: ['sadness'],
    written: { grandfather: 'grandfather' },
    turn: ['grandfather'],
    outsideLexicon: ['pub', 'jigs', 'cap', 'bar'],
    probes: ['verbs', 'negation', 'gender', 'turn'],
  },
  // Gendered words, an idiom and a recognition. "I'm a waitress" is the dreamer (no stranger). Main Street
  // and Main (road); every booth full at the breakfast rush (crowd); "my boss, Roberta, she's owned the place"
  // (boss; no `written`); the policeman (police, as written); the old woman (no wise_elder) in slippers
  // (shoes) and a quilted robe (clothes) who is Grandma Verna (grandmother, as written "grandma"): the turn;
  // the huckleberry pie (food); "run off your feet" (no feet). "Happy" is joy, "heartbroken" sadness.
  {
    id: 'en42-bozeman',
    title: 'Pie for two',
    text: 'I’m a waitress at a café on Main Street in Bozeman. In the dream it was the breakfast rush, every booth full, and my boss, Roberta, she’s owned the place since 1979, was hollering that I was slow. Then a policeman came in with an old woman in slippers and a quilted robe he’d found walking down Main, and sat her at my table. She ordered huckleberry pie for two. When I brought it she said, ‘Sit down, honey, you’ve been run off your feet since you were fifteen,’ and I saw the brooch on her robe and knew it was my grandma Verna, the winter before she passed. Roberta didn’t say a word, just poured us both coffee. I sat. I woke up happy and heartbroken.',
    symbols: ['road', 'shoes', 'clothes', 'food'],
    people: ['crowd', 'boss', 'police', 'grandmother'],
    emotions: ['joy', 'sadness'],
    notThere: ['stranger', 'wise_elder', 'feet'],
    written: { police: 'policeman', grandmother: 'grandma' },
    turn: ['grandmother'],
    outsideLexicon: ['café', 'booth', 'brooch', 'coffee'],
    probes: ['gender', 'metaphor', 'turn'],
  },
  // Others' feelings set against the dreamer's, gendered words and a turn, in the present. The airport is the
  // dreamer's waking work (no airport). The lift (elevator) in a bank; the supervisor, Mr Liburd (boss; no
  // `written`), furious (his: no anger); the woman (stranger, as written) terrified (hers: no fear) and her
  // baby crying (its own: no sadness); the little girl (girl, as written) in a birthday hat (no party),
  // laughing (hers: no joy), her hand (hands); "pitch black" and "the dark" (darkness); the doors (door); the
  // grandmother's house only told about (no grandmother, no house); the doors opening on the beach at sunset
  // (beach, sun): the turn; Mr Liburd's shoes. "Calm" is calm.
  {
    id: 'en42-st-kitts',
    title: 'The lift',
    text: 'I do customs at the airport in St Kitts. In the dream I’m stuck in a lift in a bank in Basseterre with my supervisor, Mr Liburd, a woman with a baby on her hip, and a little girl in a birthday hat. It goes pitch black. Mr Liburd is sweating and furious, banging on the doors. The woman is terrified and holds the baby so tight it starts to cry. The little girl is laughing at the dark like it’s a game. And me, I’m calm. I find the girl’s hand and tell them about my grandmother’s house in Sandy Point. Then the doors open on the beach at Frigate Bay at sunset, and Mr Liburd takes off his shoes. I wake up calm.',
    symbols: ['elevator', 'darkness', 'door', 'hands', 'beach', 'sun', 'shoes'],
    people: ['boss', 'stranger', 'baby', 'girl'],
    emotions: ['calm'],
    notThere: ['airport', 'party', 'anger', 'fear', 'sadness', 'joy', 'grandmother', 'house'],
    notFelt: ['anger', 'fear', 'sadness', 'joy'],
    written: { stranger: 'woman', girl: 'girl' },
    turn: ['beach', 'sun'],
    outsideLexicon: ['bank', 'birthday hat'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Idioms, a feeling that passes, a gendered word and a turn. The scaffolder is the dreamer. Dad's funeral
  // and the house of the quarrel are waking life (no funeral, no father, no house); the brother (as written)
  // up the ladder in his work boots (shoes); "bury the hatchet" (no funeral); "cried wolf" (no wolf); "in the
  // doghouse with Mum" (no mother); "a red rag to a bull" (no bull); arguing (fight) "hammer and tongs" in the
  // wind; the box with Dad's old watch (clock; Dad only its owner): the turn. "I was angry with him, and then I
  // wasn't" is anger felt; "glad" is joy.
  {
    id: 'en42-walsall',
    title: 'Nine storeys up',
    text: 'I put up scaffolding in Walsall. Me and my brother Wayne haven’t spoken since Dad’s funeral, over the house. In the dream I was on a job nine storeys up and Wayne came up the ladder in his work boots like he’d never been away. He said it was time to bury the hatchet. I said he’d cried wolf too many times. He said I was the one in the doghouse with Mum, not him, and that was a red rag to a bull, and we argued hammer and tongs in the wind. Then he went quiet and handed me a little box, and in it was Dad’s old watch, still ticking. I was angry with him, and then I wasn’t. I woke up glad.',
    symbols: ['ladder', 'shoes', 'fight', 'wind', 'box', 'clock'],
    people: ['brother'],
    emotions: ['anger', 'joy'],
    notThere: ['funeral', 'father', 'house', 'wolf', 'mother', 'bull'],
    written: { brother: 'brother' },
    turn: ['box', 'clock'],
    outsideLexicon: ['scaffolding'],
    probes: ['metaphor', 'gender', 'turn'],
  },
];
