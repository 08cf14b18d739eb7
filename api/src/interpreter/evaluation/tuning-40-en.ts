// Fortieth tuning batch (English), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 105 to 127 words (counted by `python3` calls over the drafts pasted into them, see
// below) as people type them at dawn, first person, three of them in the present tense (the CPA exam, the
// naming ceremony, the beehives) and the rest in the past, two typed in a hurry with no capitals and little
// punctuation (the meter reader, the walk-in freezer), told by people of many trades and English-speaking
// countries (a water meter reader in Ballymena, a florist in Sligo, a tasting-room pourer at a winery near
// Beamsville, Ontario, a retired painter of the Forth Bridge, a hardware-store widow in Invercargill, a dog
// walker in Park Slope, a couple crossing the Nullarbor, a CPA candidate in Phoenix, a woman at her
// sister's baby's naming ceremony in Dansoman, Accra, a mother moving into a house in Tulsa, a woman at the
// Satok night market in Kuching, a Setswana teacher in Francistown, a night shelf packer in Gweru, a
// daughter home for Eid in Bradford, a covers-band singer in Pretoria East, a farmer's son at a clearing
// sale near Horsham in the Wimmera, a beekeeper in the Maniototo, Central Otago, a vet receptionist in
// Mildura, a hospital porter at the Northern General in Sheffield, and a grandmother chaperoning a matric
// dance in Bloemfontein), in situations none of the earlier English batches used: a dog loose in the back
// gardens on a meter round, a florist late with a bouquet for a wedding, teeth dropping into the glasses at
// a wine tasting, a fall from the Forth Bridge, a dead husband cutting keys behind the counter, six dogs
// slipping their collars in Prospect Park, the highway running out on the Nullarbor, a CPA exam proctored
// by a fourth-grade teacher while it snows in Phoenix, a baby named for a dead mother who has her look, a
// furnished room behind the furnace of a new house, a masked man following through a night market, a black
// mamba on the exercise books in a staffroom, locked in a supermarket's walk-in freezer, Eid in a childhood
// house sold long ago, a covers band nobody dances to, a father's clearing sale, hives with no bees, a
// childhood dog on a vet's consult table, a hospital corridor that opens onto a field, and a matric dance
// where the dreamer meets herself at seventeen.
// The first fourteen are plain reports with the ordinary images of dreams (a chase by a dog, lateness,
// teeth, falling, the dead come back, searching, being lost on a journey, an exam, a baby, moving house and
// a hidden room, a chase by a masked man, a snake and paralysis, being trapped in the dark, family and a
// childhood home) and no deliberate traps beyond what ordinary words bring with them ("ni water" of a water
// company, "heart still going", "a flower shop" of waking life, "sick with worry", "a tour bus" the
// visitors came off, glasses of wine, "like ice cubes", "He died in March", "You’re meant to be dead", the
// till's "float", "a photo" only asked for, "the boathouse", "waiting for a boat", the dogs "perfectly
// calm", "dead straight", headlights "making a little tunnel", red sand, "my sister’s new baby", "before
// the sun is up", a mother's name, a glass of water, "wood panelling", "packing shelves", a supervisor
// laughing, a father laughing). The last six hold the traps issue 24 names, written naturally: negation and
// contrast ("nobody danced", "I wasn’t embarrassed, not for a second", "no moon", "not sad at all", "there
// are no bees", "Not a dead one", "I’m not frightened", "I woke up with tears running down my face, but I
// wasn’t sad", "no X-ray and no hospital at all", "I didn’t feel lost", "Everybody was dancing. I
// wasn’t"); similes and metaphors that are not the object ("shone like a lake", "as if snow has fallen",
// "a long gold ribbon", "I felt light", "the floor turned to water, except it wasn’t wet", "like a river",
// "fog standing like a wall"); verbs kept apart (a singer nobody dances to; a grandmother who sits out
// while everybody dances); gendered people words as written ("My boss, she runs the band", oupa, Dad,
// brother, grandmother, "My boss, she’s the vet", granny, grandson, girlfriend, mother); other people's
// feelings (a boss furious, a brother furious, a boss in tears, a girlfriend over the moon, a grandson
// mortified); idioms ("sell the shirt off his back", "Hold your horses", "Once in a blue moon", "dressed
// to kill", "over the moon"); a trade word the lexicon names that is the dreamer ("a porter"); a dog's name
// that is an image word (Boots); and turning points (the oupa on the empty floor, Dad young on the
// tractor, the grandmother with the bees, the childhood dog, the horse in the field, the girl who is the
// dreamer; among the plain ones the dog that sits down, the baby's look, the morning sun through the
// freezer door). `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt;
// `written` gives a person's gendered word as written (no `written` for "My boss, she", since "boss" carries
// no gender: only the pronoun does, as the thirty-ninth reads it); `turn` lists the images of a turning
// point where there is one and the lexicon has a word for it. No dream is untitled; the two hurried ones
// have lowercase titles.
// Readings follow the conventions the headers of the thirty-eighth and thirty-ninth English batches spell
// out: a death dated in waking life is no death ("He died in March", "My mother died two years ago"), and a
// dead man come back who says "You’re meant to be dead" is read as himself, with no death; anonymous people
// are strangers (a man in a golf shirt, a man in a white mask, an auctioneer) and a watching, waiting or
// packed mass a crowd (a room packed off a tour bus, a queue of farmers, the night market's crowd, a
// courtyard crowded for a naming, a function that stands and stares, everybody dancing); someone only
// remembered, owning a thing, named or told about is not there, and is listed in `notThere` where the
// lexicon has a word for the person (the sister whose baby it is, the mother whose name it is, Mum's sewing
// machine, the mother who sewed a dress); a likeness, an idiom or a set phrase names no image; other
// people's laughing, tears, calm, fury and shame are theirs; a trade the dreamer names is the dreamer ("a
// porter": no stranger; "a granny of six": no grandmother); a voice heard has its speaker there (the
// supervisor laughing outside the freezer, the children heard in the corridor); another's dancing seen is
// dancing (as the thirty-ninth reads it); a truck and a ute are car; a whole glass of wine or water is no
// glass (as the thirty-third and thirty-sixth read it); a street that is only an address is read neither
// way (Dee Street, Whetley Lane); the person who turns out to be someone known is read as that person alone
// and the lexicon's word for the first sight is in `notThere` (the old man who is the oupa, the girl who is
// the dreamer at seventeen, read as double, "another me"); a grandson is family, written "grandson", as the
// twenty-sixth reads him; the waking dreamer's finger and face are counted, as the README says.
// Choices of this batch, said where they are made: a bouquet of roses and freesias held is garden (the
// lexicon's "flower"); church steps are stairs; a cash float shown in the till is money; a dog's lead
// slipping from the hand is hands; a grey Firth under the bridge is ocean ("the sea"); the train heard going
// over the bridge is train; the highway running out onto red sand with no tracks is desert and no beach; an
// Eid gathering of the whole family is party, and a fiftieth and a matric dance are party; a covers band
// singing at a function is performance; white cloth, a work coat, a golf shirt, a shalwar kameez, a
// blazer, a beekeeper's veil and gloves, a tuxedo, gowns and coats are clothes; frozen chickens and chips,
// laksa and satay, samosas and kheer are food; "My shoes were gone" is feet (the lexicon's "no shoes") and
// no shoes; the hospital is there though "no hospital at all" is on the far side of the fog, since the
// porter walks its corridor first; the naming's elders are wise_elder; a junior secondary school's
// headmaster is teacher (the lexicon's "principal"); a matric dance in a school hall is school and no
// hallway; a light that "went off" is read neither way (darkness is read from "pitch black"); the Kuching
// waterfront is read neither way (the river is there).
// `notThere` was completed by hand: every title and text was read against the lexicon's English words (with
// the people variants) and the emotion list's words as printed, allowing plural and verb endings, and every
// id whose word shows but whose image is not in the dream was listed; no matcher or other script was run
// over the texts but the word counts, and every id used was checked by eye against the printed lists of
// lexicon ids and emotion ids.
// Files read: the evaluation README (all of it: the first `cat` cut its middle, which two `sed -n` then
// printed) and types.ts; tuning-39-en.ts from line 1 to 520 (two `sed -n` ranges) and the header of
// tuning-38-en.ts (two `sed -n` ranges, to its `import` line); the lexicon's eight JSON data files (ids and
// English words only) and the emotion ids with their English words from ../emotions.ts; the earlier English
// tuning batches otherwise only through the greps listed below. Not read: the held-out files,
// `evaluation.test.ts`, `score.ts`, any Spanish tuning file, the analysis and composers, the lexicon's code
// and README, the bench files and everything else outside the evaluation folder but the lexicon's JSON and
// the emotion words.
// The commands, in order (run in the evaluation folder unless said; `grep -il` and `grep -ilw` loops over
// `tuning-en.ts tuning-*-en.ts` print file names only; "context" means `grep -ohi -E ".{0,N}WORD.{0,M}"`
// (or `-ohiw`) over the same files, N and M from 60 to 200, piped to `head`, which printed short passages
// of earlier texts and comments):
// (1) `cat README.md && cat types.ts && ls tuning-*-en.ts tuning-en.ts && ls ../lexicon/` (the last listed
// the lexicon folder's file names, README.md, index.ts and types.ts among them, none opened); (2) in
// ../lexicon, `wc -c *.json && head -c 3000 symbols*.json | head -80` (no such file: nothing printed); (3)
// `sed -n 185,360p README.md`; (4) `sed -n 360,520p README.md`; (5) `sed -n 1,200p tuning-39-en.ts`; (6)
// `sed -n 200,520p tuning-39-en.ts`; (7) in ../lexicon, a `python3 -c` that printed each file's JSON type,
// length and the key names of its first entry; (8) in ../lexicon, a `python3 -c` that printed each entry's
// id and English words and its variants' ids and English words, and one that printed the key names found
// in people.json's entries; (9) in the interpreter folder, a `python3` heredoc that read emotions.ts and
// printed each emotion id with the quoted strings of its `en` list; (10) `grep -n "^import" tuning-38-en.ts`
// and `sed -n 1,80p tuning-38-en.ts`; (11) `sed -n 80,228p tuning-38-en.ts`; (12) a `grep -il` loop for
// postie, postman, postwoman, Cardiff, tram, Melbourne, Flinders, hairdress, salon, Belfast, cabin crew,
// flight attendant, Manila, caravan, Tenby, Devon, midwife, Kampala, Kansas, combine, harvester, wheat,
// tornado, florist, Cork, bouquet, paramedic, Toronto, ambulance, graduation, Legon, Accra, Wellington, new
// flat, security guard, Johannesburg, mall, house-sit, house sit, Bulawayo, snake, caretaker, janitor,
// Dundee, owambe, Lagos, lollipop, crossing guard, Leicester, beekeep, bees, Otago, hive, housekeep,
// Niagara, crane, Fremantle, container, tailor, Nairobi, cold feet, pigs fly, under the bridge, hold your
// horses, blue moon, herring; (13) context for postie, postman, hairdress, cabin crew, caravan, midwife,
// combine, paramedic, graduation, house-sit, caretaker, lollipop, crossing guard, bees, crane, tailor,
// housekeep, security guard, owambe; (14) a `grep -il` loop for meter reader, meter, Swansea, newsreader,
// news studio, barber, Brixton, ferris, Easter Show, balloon, hardware, Invercargill, dog walker,
// Brooklyn, Prospect Park, Kansas, combine, florist, Limerick, forklift, naming ceremony, outdooring, Accra,
// Dunedin, chip shop, Kuching, night market, Harare, staffroom, freezer, walk-in, cruise, covers band,
// clearing sale, auction, beekeep, Otago, chef, Halifax, harbour pilot, pilot boat, Durban, Kisumu,
// prize-giving, speech day, elephant in the room, red herring; (15) context for Kansas, combine, barber,
// chef, cruise, pilot boat, auction, night market, Kisumu, Harare, Easter Show; (16) a `grep -ilw` loop for
// Ballymena, Kilkenny, Barossa, cellar door, Niagara, winery, vineyard, arborist, tree surgeon, Surrey,
// Invercargill, hardware, Brooklyn, Prospect Park, Windhoek, Sossusvlei, Namib, sandstorm, the Knowledge,
// black cab, examiner, naming, Accra, Tulsa, bungalow, Kuching, Francistown, staffroom, Toowoomba, freezer,
// night fill, Bradford, Eid, covers band, Pretoria, golf, Wimmera, clearing, beekeep, Otago, vet, Galway,
// cleaner, Chicago, Mumbai, office tower, matric, Cape Town (searched as two words, Cape and Town), dressed
// to kill, break a leg, cat got, pigs, blue moon, elephant in the room; (17) context for Kilkenny, Barossa,
// winery, arborist, the Knowledge, Windhoek, naming, matric, office tower, vet, cleaner, Brooklyn; (18) a
// `grep -ilw` loop for Forth, bridge painter, painting the, CPA, Phoenix, Nullarbor, Mombasa, Wagga,
// porter, Leeds, Beamsville, Ontario, Sandakan, Kuching, Sarawak, Eid, Bradford, Tulsa, Oklahoma,
// Invercargill, Otago, Accra, Ghana, Ballymena, Antrim, Francistown, Saskatoon, Pretoria, Wimmera, Horsham;
// (19) context for Forth, painting the, porter and Wagga, and a `grep -il` loop for walk-in, cold room,
// sandstorm, swarm, hive, road trip, convention, accountan; (20) context for hives, beehive and honey
// (comment lines dropped), and a `grep -ilw` loop for Sheffield, Hull, hospital porter, Gweru, Bulawayo,
// Kota Kinabalu, Perak, Ipoh, Sunday roast, matatu; (21) a `grep -ilw` loop for grandson, Mildura,
// Bloemfontein, Maniototo, Northern General, Sligo, Dansoman, Whetley, Gweru, Horsham, kelpie, mamba,
// Bluey, Thabo, Craig, Graeme, Adwoa, Alvarez, Sam, Pickle, Murphy, Lulu, Dee Street, Sweet Caroline, oupa,
// gogo, tuxedo, punch bowl, shirt off, put down, fiftieth, blazer, header, tractor, sewing machine, trolley,
// X-ray, fog, laksa, satay, durian, chickens, kheer, shalwar, proctor, testing cent, gin, linens, closet,
// nightstand, spit, Riesling, escarpment, girders, cantilever, roundabout, bouquet, Park Slope, hardware,
// float, invoice, headmaster, exercise books, setswana, junior secondary; (22) `grep -h -B1 -A10 -i
// "grandson"` over tuning-26-en.ts, tuning-29-en.ts and tuning-32-en.ts piped to `grep -iE
// "grandson|people:|written|//" | head -20` (how a grandson is read), context for Bluey, oupa and Sam in
// four batches, and context for flowers, bouquet and roses in comment lines; (23) context for "glasses of
// water", "glass of wine is whole" and "bunch of|bouquet|flowers (garden|roses (garden", and `grep -h -A3
// "blind tasting is a way"` (how a whole glass is read); (24) a `grep -ilw` loop for Rusty, Shane, Jess,
// Graeme, Marietjie, golf club, functions, Pretoria East, Tulsa, brick house, Beamsville, tasting, naming,
// Kuching, night shift, stocker, Forth Bridge, Firth, meter, kelpie, consult, vet, Otago, veil, Maniototo,
// matric dance, prom, chaperon, and context for prom, chaperon and tasting; (25) a `grep -ilw` loop for
// Mei, Noodle, Murphy, Lulu, Darren, Kaz, Boots, Satok, Rosses Point, Adwoa, Abbu, Whetley, Mrs Alvarez,
// Ziggy, red oxide, dressed to kill, shirt off his back, stomach in knots, sick with worry, scared stiff,
// felt light, let off, and context for Boots, sick with worry, scared stiff and felt light; (26) a
// `python3` heredoc with the twenty drafts pasted in, printing each one's word count; (27) context for
// garage, furnace, vet nurse, moving in and brick, and for snake in comment lines; (28) a `python3`
// heredoc with one redrafted text pasted in, printing its word count; (29) the parse check (`cd /work/main
// && node -e "require('esbuild').transformSync(require('fs').readFileSync('api/src/interpreter/evaluation/
// tuning-40-en.ts','utf8'),{loader:'ts'})"`).
// Changed after the greps: a postie (the thirty-third's Stockport postie, postmen in two batches) became a
// water meter reader in Ballymena; a tram in Melbourne (six batches) was dropped; teeth at a hairdresser's
// in Belfast (hairdressers in three batches, a barber in the twenty-eighth) became teeth at a wine tasting
// near Beamsville (the thirty-fourth's winery in the Barossa is a vintage at night, not a tasting); a fall
// with cabin crew (three batches) and then from a tree (arborists in three batches) became the Forth
// Bridge; a dead grandmother in a caravan (caravans in two batches) became a dead husband in a hardware
// store; a midwife losing a baby (midwives in two batches) became a dog walker losing six dogs; a tornado
// on a Kansas combine (tornadoes in four batches, Kansas in two) was dropped; a road trip through the Namib
// (Windhoek and Sossusvlei in earlier batches) became the Nullarbor, and the partner Sam (three batches)
// became Kaz; the Knowledge (two batches) and a forklift test (two batches) became a CPA exam in Phoenix;
// a graduation in Nairobi (graduations in two batches) became a naming ceremony in Accra; moving into a
// flat in Wellington (two batches) became a house in Tulsa, and its door at the back of a linen closet
// (the twenty-ninth's linen cupboard onto a corridor) became a door behind the furnace in the garage; a
// security guard's chase through a shopping centre (two batches) became a masked man at the Kuching night
// market, and the cousin Mei (the thirty-third's) became Ling; a house-sitter's snake (the fourteenth's
// house-sit) became a mamba in a staffroom in Francistown; a school caretaker locked in (caretakers in two
// batches) became a walk-in freezer in Gweru; a wedding singer at an owambe (the twenty-first's) became a
// covers band at a golf club in Pretoria; a lollipop lady or crossing guard (five batches) became a
// clearing sale in the Wimmera, and the brother Craig (the thirty-fourth's) then Darren (the thirty-
// third's) became Brett; a hotel housekeeper (the twenty-seventh's) and then a chef (three batches) became
// a vet receptionist in Mildura, and the dog names Bluey (the thirty-second's) and Rusty (two batches)
// became Boots; an office cleaner in Chicago (cleaners in seven batches) became a hospital porter in
// Sheffield; a tailor in Nairobi (tailors in two batches) became a matric dance in Bloemfontein; the
// dog name Noodle (the thirty-fourth's) became Pretzel; "cold feet" (three batches) was dropped. Kept:
// ordinary words found in earlier batches ("sick with worry", "scared stiff", "felt light", Boots as a
// word, a trolley, fog, a tractor, a header, chickens, a roundabout, a proctor, a vet, a porter, a
// headmaster, veils, a prom, Brooklyn, Sheffield, Bloemfontein, Leeds, oupa, gogo, grandson).
// Departures, disclosed: the `ls` of (1) also listed the lexicon folder's file names (none opened but the
// eight JSON data files); the command of (2) tried a file that does not exist; the `python3` heredoc of (9)
// read the whole of emotions.ts to print only its ids and their English words, nothing else of it being
// printed; the calls of (7) and (8) printed the key names of the lexicon's entries (among them those of the
// interpretation texts and exclude lists, whose contents were not printed); the greps printed passages of
// earlier texts and comments beyond file names, as the earlier helpers' greps did, and the `-B1 -A10` grep
// of (22) printed a few lines of three earlier readings; "mall" in (12) also matched "small" (its long
// list of files was ignored). The drafts' words were counted by the `python3` calls of (26) and (28), which
// read no file and wrote none. This file was written with the file editing tool only (created once, then
// edited three times with `str_replace` to renumber commands (5) to (9) of this header, to correct the
// numbers cited in these departures and to write this sentence; the dreams untouched); the only command run
// over it is the parse check, run after each edit. No test, bench, analysis, tsx, tsc, vitest, npm or git command was run, and no
// scratch file was written.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_40: readonly EvaluationDream[] = [
  // A plain chase, typed in a hurry. The meter reader is the dreamer; "ni water" is the water company (no
  // water). The row of houses (house), the gates (door), the back gardens (garden), the dog coming out at
  // the dreamer and right behind (chased), running (fleeing), the padlocked gate, "cornered" (trapped). The
  // dog sitting down and holding up its paw is the turn. "Scared stiff" is fear, "woke up laughing" joy;
  // "heart still going" is no heart.
  {
    id: 'en40-meter-reader',
    title: 'meter round',
    text: 'read water meters round ballymena for ni water. dream i was going down the back of a row of houses with my wee handheld and a gate swung open and this big black dog came out at me, no collar, no owner. i ran, scared stiff. every garden i cut through there was another fence and another gate and the dog right behind me, i could hear it panting. got to the last garden and the gate was padlocked, i was cornered. turned round and the dog just sat down and held up its paw like it wanted its meter read. woke up laughing, heart still going',
    symbols: ['house', 'door', 'dog', 'garden', 'chased', 'fleeing', 'trapped'],
    people: [],
    emotions: ['fear', 'joy'],
    notThere: ['water', 'heart'],
    turn: ['dog'],
    outsideLexicon: ['water meters', 'handheld', 'fence', 'paw'],
  },
  // A plain dream of lateness. The florist is the dreamer; "a flower shop" is her waking trade (no shop),
  // and "never once let a bride down" is waking life. Driving (car) the bouquet, its roses and freesias
  // (garden, the lexicon's "flower"), to a wedding at a church; every road back to the roundabout; the clock
  // on the dashboard; "I was late"; the church doors (door); the steps (stairs). The organ heard names no
  // music word (no singing listed). "Sick with worry" is anxiety and no illness.
  {
    id: 'en40-florist',
    title: 'The bouquet',
    text: 'I’ve had a flower shop in Sligo for twenty years and I’ve never once let a bride down. In the dream it was a Saturday in June and I was driving the bouquet out to a wedding at a little church near Rosses Point, white roses and freesias on the seat beside me. Every road I took brought me back to the same roundabout. The clock on the dashboard kept jumping ahead, half eleven, twelve, one. I knew I was late. When I finally got there the church doors were shut and I could hear the organ inside. I stood on the steps holding the flowers and they’d all gone brown. I woke up sick with worry.',
    symbols: ['car', 'garden', 'wedding', 'church', 'road', 'clock', 'late', 'door', 'stairs'],
    people: [],
    emotions: ['anxiety'],
    notThere: ['shop', 'illness'],
    outsideLexicon: ['bouquet', 'roundabout', 'dashboard', 'organ'],
  },
  // A plain dream of teeth. The pourer is the dreamer. The room packed with people (crowd), who came off a
  // tour bus (no bus seen); the tooth and the teeth dropping into the wine glasses (whole glasses: no
  // glass); "clinking like ice cubes" a likeness (no snow); the man in a golf shirt (stranger; clothes); the
  // waking finger (hands). Teeth dropping out are no falling, as the thirty-eighth reads them. "Mortified"
  // is shame.
  {
    id: 'en40-tasting-room',
    title: 'Tasting room',
    text: 'I pour at the tasting bar of a winery near Beamsville, up on the Niagara escarpment. In the dream it was a Saturday in September, the room packed with people off a tour bus, and I was halfway through my Riesling spiel when I felt something hard on my tongue. I spat it into the spit bucket and it was a tooth. Then another. I kept smiling and pouring, and my teeth kept dropping into their glasses, clinking like ice cubes. Nobody noticed. A man in a golf shirt swirled his and said it had lovely structure. I ran my tongue round and it was all gums. I woke up mortified and counted them with my finger.',
    symbols: ['teeth', 'clothes', 'hands'],
    people: ['crowd', 'stranger'],
    emotions: ['shame'],
    notThere: ['bus', 'glass', 'snow'],
    outsideLexicon: ['winery', 'tasting bar', 'wine', 'spit bucket', 'tongue', 'gums'],
  },
  // A plain dream of falling. The painter is the dreamer, back up on the Forth Bridge (bridge; "the whole
  // bridge" is written too). The wind, falling past the girders, the sea coming up (ocean), the train heard
  // going over above (train), the water. "Terrified" is fear.
  {
    id: 'en40-forth-bridge',
    title: 'The Forth Bridge',
    text: 'I painted the Forth Bridge for twenty-two years, before they went over to the new coating. In the dream I was back up on top of one of the big cantilevers in my harness with a tin of red paint, and the wind got up so hard the whole bridge started to hum. I reached for my line and it wasn’t clipped to anything. Then I was falling, the red girders going past me one after another, the sea coming up grey and slow. A train went over above me, I could hear it. Just before I hit the water I woke up with a jolt, soaked in sweat, terrified.',
    symbols: ['bridge', 'wind', 'falling', 'ocean', 'train', 'water'],
    people: [],
    emotions: ['fear'],
    notThere: [],
    outsideLexicon: ['harness', 'paint', 'safety line', 'girders'],
  },
  // A plain dream of the dead come back. The husband (as written) behind the counter of the hardware store
  // (shop); "He died in March" is a death dated in waking life, and "You’re meant to be dead" is said to a
  // man standing there (no death); Dee Street is only an address (read neither way). His brown work coat
  // (clothes), the keys, the queue of farmers (crowd), the spare float for the till (money; no flying), the
  // plumber only a number, the back door, the rain. "Crying" is sadness, "missing him" nostalgia.
  {
    id: 'en40-hardware-store',
    title: 'Keys',
    text: 'My husband Graeme and I ran the hardware store on Dee Street in Invercargill for thirty-one years. He died in March. In the dream I opened up in the morning as usual and he was already behind the counter in his brown work coat, cutting keys for a queue of farmers, whistling. I said, ‘You’re meant to be dead,’ and he said, ‘Well, somebody has to do the keys.’ He showed me where he’d put the spare float for the till, and the number for the plumber. Then he hung his coat on its hook and went out the back door into the rain. I woke up crying, missing him.',
    symbols: ['shop', 'clothes', 'keys', 'money', 'door', 'rain'],
    people: ['husband', 'crowd'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['death', 'flying'],
    written: { husband: 'husband' },
    outsideLexicon: ['counter', 'till', 'hook'],
  },
  // A plain dream of searching. The dog walker is the dreamer. The dogs, the leads slack in the hand
  // (hands), the empty collars, searching, the owners only texting (phone; the owners are not there, and
  // have no people id), the photo only asked for (no photo), the dark, the lake and its water; the dogs
  // "perfectly calm" (theirs: no calm); "the boathouse" and "like they were waiting for a boat" (no boat).
  // "Starting to panic" is fear ("exhausted" names no feeling of the list).
  {
    id: 'en40-prospect-park',
    title: 'Six leads',
    text: 'I walk dogs in Park Slope, six at a time. In the dream I had all six on leads going into Prospect Park and the leads just went slack in my hand. I looked down and I was holding six empty collars. I spent the whole dream searching, calling their names, Pretzel, Murphy, Lulu, under benches, across the meadow, round the boathouse. The owners kept texting me asking for a photo, and I was starting to panic. It got dark and the park kept getting bigger. At last I found them all at the edge of the lake, sitting in a row, perfectly calm, staring at the water like they were waiting for a boat. I woke up exhausted.',
    symbols: ['dog', 'hands', 'searching', 'phone', 'darkness', 'lake', 'water'],
    people: [],
    emotions: ['fear'],
    notThere: ['photo', 'calm', 'boat'],
    notFelt: ['calm'],
    outsideLexicon: ['leads', 'collars', 'benches', 'park', 'boathouse'],
  },
  // A plain dream of being lost on a journey. The partner Kaz (partner); driving across the Nullarbor again
  // (car, journey; the 2019 crossing is waking life); the road "dead straight" (no death); the headlights
  // "making a little tunnel" (no cave); the fuel light and the lights (light); the roadhouses dark
  // (darkness); the highway (road) running out onto red sand with no tracks (desert; no beach); lost.
  // Kangaroos have no lexicon word. "Anxious" is anxiety.
  {
    id: 'en40-nullarbor',
    title: 'Nullarbor',
    text: 'My partner Kaz and I drove across the Nullarbor, Perth to Adelaide, back in 2019. In the dream we were doing it again, at night, and the road just kept going, dead straight, the headlights making a little tunnel in front of us. The fuel light came on. Every roadhouse we got to was shut and dark. Then the highway ran out altogether and we were driving on red sand with no tracks, and Kaz kept saying it was fine, we’d find the road again. Kangaroos watched us from the edge of the lights. I knew we were lost, and I was getting more and more anxious. I woke up at four with a dry mouth.',
    symbols: ['car', 'journey', 'road', 'light', 'darkness', 'desert', 'lost'],
    people: ['partner'],
    emotions: ['anxiety'],
    notThere: ['death', 'cave', 'beach'],
    outsideLexicon: ['headlights', 'roadhouse', 'kangaroos', 'red sand'],
  },
  // A plain dream of an exam, in the present. The CPA exam at a testing centre (exam); the proctor is the
  // old fourth-grade teacher (teacher; "Mrs" carries the gender, not the word, so no `written`); the
  // computer, the hand put up (hands), the clock, the window, the snow falling in Phoenix. "My stomach in
  // knots" is anxiety.
  {
    id: 'en40-cpa-exam',
    title: 'Last section',
    text: 'I’m sitting the last section of my CPA exam at a testing centre in Phoenix. The room is freezing, and the proctor is my old fourth-grade teacher, Mrs Alvarez, who retired when I was ten. The computer says I have four hours, then three, then forty minutes, and I’ve only answered one question. Every question is about a company I’ve never heard of, and the numbers change while I’m reading them. I put my hand up and Mrs Alvarez just shakes her head and points at the clock. Outside the window it’s snowing, in Phoenix, in July. I wake up with my stomach in knots.',
    symbols: ['exam', 'computer', 'hands', 'clock', 'window', 'snow'],
    people: ['teacher'],
    emotions: ['anxiety'],
    notThere: [],
    outsideLexicon: ['testing centre'],
  },
  // A plain dream of a baby and the dead, in the present. The naming ceremony at the family house (house;
  // family, with the aunties and the uncle); the sister only owns the baby and is never seen (no sister);
  // "before the sun is up" (no sun); the elders (wise_elder); the aunties' white cloth (clothes);
  // everybody crowded in (crowd); the uncle's finger (hands) and the water; the mother only in her name and
  // the baby's look, and "died two years ago" (no mother, no death). The baby, her eyes and the mother's
  // look in them, is the turn. "Happy" is joy, "full of love" love.
  {
    id: 'en40-naming-ceremony',
    title: 'Adwoa',
    text: 'It’s the naming ceremony for my sister’s new baby, at our family house in Dansoman, early morning before the sun is up. The elders are there, my aunties in their white cloth, everybody crowded into the courtyard. My uncle dips his finger in water and then in gin, touches it to her lips, and says her name, and it’s my mother’s name, Adwoa. My mother died two years ago. The baby opens her eyes and looks straight at me, and she has my mother’s look exactly, the look she gave me when I was being stubborn. Nobody else seems to see it. I wake up happy, full of love.',
    symbols: ['house', 'clothes', 'hands', 'water', 'eyes'],
    people: ['baby', 'wise_elder', 'family', 'crowd'],
    emotions: ['joy', 'love'],
    notThere: ['sister', 'sun', 'mother', 'death'],
    turn: ['baby'],
    outsideLexicon: ['naming ceremony', 'courtyard', 'gin'],
  },
  // A plain dream of moving house and a hidden room. The new brick house (house), moving in (moving), the
  // husband (as written) and the kids (child), the boxes (box), the truck (car), the door behind the
  // furnace, the whole room that should not be there (hidden_room), the made bed (bedroom), the glass of
  // water (water; a whole glass: no glass); "wood panelling" is no wood (no forest). "Uneasy" is anxiety.
  {
    id: 'en40-tulsa',
    title: 'The room behind the furnace',
    text: 'We just closed on a little brick house in Tulsa, and in the dream we were moving in, me and my husband and the kids, carrying boxes in from the truck. I went to put the mower away in the garage and found a door behind the furnace that wasn’t there at the walkthrough. Behind it was a whole room, wood panelling, a ceiling fan turning, a made bed, and on the nightstand a glass of water that was still cold. Somebody lived there. I called my husband to come and look, and when he got there it was just the garage wall again. I woke up uneasy and went out and checked the garage.',
    symbols: ['house', 'moving', 'box', 'car', 'door', 'hidden_room', 'bedroom', 'water'],
    people: ['husband', 'child'],
    emotions: ['anxiety'],
    notThere: ['glass', 'forest'],
    written: { husband: 'husband' },
    outsideLexicon: ['mower', 'garage', 'furnace', 'ceiling fan', 'nightstand'],
  },
  // A plain chase. The night market (shop), the cousin (family), laksa and satay (food), the man in a white
  // mask (stranger; mask) following (chased), the crowd, the river, running (fleeing), the road. The
  // waterfront is read neither way (the river is there); "alone" names no feeling. "Terrified" is fear.
  {
    id: 'en40-kuching',
    title: 'Satok',
    text: 'I was at the Saturday night market at Satok in Kuching with my cousin Ling, buying laksa and satay, when I noticed a man in a white mask following us between the stalls. We walked faster, he walked faster. I pulled Ling through the crowd towards the river and we ran, through the smoke of the satay grills, past the durian sellers, across the road without looking. Every time I turned round he was closer, and he never ran, he just walked. Then Ling was gone. In the end I was alone on the waterfront with the river black beside me and he was right behind me, and I woke up before he touched me, soaked and terrified.',
    symbols: ['shop', 'food', 'mask', 'chased', 'river', 'fleeing', 'road'],
    people: ['family', 'stranger', 'crowd'],
    emotions: ['fear'],
    notThere: [],
    outsideLexicon: ['stalls', 'smoke', 'grills', 'durian', 'waterfront'],
  },
  // A plain dream of a snake and paralysis. The teacher is the dreamer (no teacher for her). The junior
  // secondary school (school), the staffroom, the black mamba (snake), the exercise books (book),
  // "couldn’t move" (paralysis), the children heard in the corridor (child; hallway), the feet; the
  // headmaster (teacher, the lexicon's "principal", as written) picking it up "like a belt" (a likeness).
  // "Shaking, terrified" is fear.
  {
    id: 'en40-staffroom',
    title: 'Staffroom',
    text: 'I teach Setswana at a junior secondary school in Francistown. In the dream I came into the staffroom at break and there was a black mamba lying across the table, right on top of the exercise books I had to mark, its head up, watching me. Nobody else was there. I couldn’t move. The bell went and I could hear the children in the corridor, but I still couldn’t move, and the snake slid off the table and came towards my feet very slowly. Then the headmaster walked in, picked it up like a belt and put it in his drawer. I woke up shaking, terrified.',
    symbols: ['school', 'snake', 'book', 'paralysis', 'hallway', 'feet'],
    people: ['child', 'teacher'],
    emotions: ['fear'],
    notThere: [],
    written: { teacher: 'headmaster' },
    outsideLexicon: ['staffroom', 'table', 'bell', 'drawer'],
  },
  // A plain dream of being trapped, typed in a hurry. The supermarket (shop); "packing shelves" is stocking
  // them (no luggage); the walk-in freezer, the box of chickens (box, food), the door shut, the handle in the
  // hand (hands), locked in (trapped); "pitch black" (darkness; "the light went off" read neither way); the
  // ice; the supervisor heard laughing (boss; the laughing his: no joy); the phone with no signal; the
  // bright morning and the sun through the door, the turn. "So scared" is fear.
  {
    id: 'en40-walk-in-freezer',
    title: 'walk in',
    text: 'i do nights at a supermarket in gweru packing shelves. dream i went into the walk in freezer for a box of chickens and the door shut behind me and the handle came off in my hand. then the light went off. pitch black and so cold, ice on my eyelashes. i banged and banged and nobody came, i could hear the radio outside and my supervisor laughing with somebody. tried my phone, no signal. i sat down on the box and i was so scared i couldnt think. then the door just opened by itself and outside it was bright morning, sun everywhere. woke up freezing with the blanket on the floor',
    symbols: ['shop', 'box', 'food', 'door', 'hands', 'trapped', 'darkness', 'snow', 'phone', 'sun'],
    people: ['boss'],
    emotions: ['fear'],
    notThere: ['luggage', 'joy'],
    notFelt: ['joy'],
    turn: ['sun'],
    outsideLexicon: ['walk-in freezer', 'handle', 'eyelashes', 'radio', 'blanket'],
  },
  // A plain dream of family and a childhood home. Eid at the parents' old house (house, childhood_home; a
  // whole family's Eid is party); Whetley Lane only an address (read neither way); the sister (as
  // written), the kitchen, samosas and kheer (food), the family (cousins, uncles), the kids (child) on the
  // stairs, Abbu (father, as written) in his shalwar kameez (clothes), laughing (his: no joy); the old
  // bedroom and the bed (bedroom). "Homesick" is nostalgia.
  {
    id: 'en40-eid',
    title: 'Eid on Whetley Lane',
    text: 'It was Eid in the dream and we were all at my parents’ old house on Whetley Lane, the one they sold when I was at uni. My sister and I were in the kitchen making samosas and kheer, and the whole family kept arriving, cousins down from Leeds, my uncles, kids running up and down the stairs. Abbu was in the front room in his best shalwar kameez, laughing with everyone. Then I went up to get something and my old bedroom was exactly how I’d left it at seventeen, posters and all. I sat on the bed and didn’t want to go back down. I woke up with this warm, homesick feeling.',
    symbols: ['house', 'childhood_home', 'party', 'kitchen', 'food', 'stairs', 'clothes', 'bedroom'],
    people: ['sister', 'family', 'child', 'father'],
    emotions: ['nostalgia'],
    notThere: ['joy'],
    notFelt: ['joy'],
    written: { sister: 'sister', father: 'Abbu' },
    outsideLexicon: ['front room', 'posters'],
  },
  // Verbs kept apart, a simile, another's feeling, a feeling denied, a gendered word and a turn. The dreamer
  // sings (singing) in a covers band at a fiftieth (party; performance); "nobody danced" and the dance floor
  // (no dancing); "shone like a lake" (no lake); the guests staring (crowd); "My boss, she runs the band"
  // (boss; no `written`, as the thirty-ninth), furious (hers: no anger); the old man in a blazer (clothes)
  // who is the oupa (grandfather, as written; no wise_elder), his hand held out (hands): the turn. "I wasn't
  // embarrassed, not for a second" (no shame). "Completely happy" is joy ("proud" has no emotion id).
  {
    id: 'en40-covers-band',
    title: 'Sweet Caroline',
    text: 'I sing in a covers band and we do a lot of functions at a golf club in Pretoria East. In the dream it was somebody’s fiftieth and I was singing ‘Sweet Caroline’, but nobody danced. Not one person. They stood round the edge of the dance floor, which shone like a lake, holding their drinks and staring at me. My boss, she runs the band, was furious and kept signalling me to speed up. The harder I sang, the quieter the room got. Then an old man in a blazer walked out onto the empty floor and held out his hand to me, and it was my oupa, who taught me to sing. I wasn’t embarrassed, not for a second. I felt proud and completely happy.',
    symbols: ['singing', 'party', 'performance', 'clothes', 'hands'],
    people: ['crowd', 'boss', 'grandfather'],
    emotions: ['joy'],
    notThere: ['dancing', 'lake', 'anger', 'wise_elder', 'shame'],
    notFelt: ['anger', 'shame'],
    written: { grandfather: 'oupa' },
    turn: ['grandfather'],
    outsideLexicon: ['covers band', 'golf club', 'dance floor', 'drinks'],
    probes: ['verbs', 'metaphor', 'negation', 'gender', 'turn'],
  },
  // Idioms, negations, another's feeling, gendered words and a turn. Dad's clearing sale (father, as
  // written, there at the end); the utes (car); Mum only owns the sewing machine (no mother); the brother
  // (as written) furious (his: no anger); "sell the shirt off his back" (no clothes); "Hold your horses" (no
  // horse); the auctioneer (stranger); "no moon" and "Once in a blue moon" (no moon); Dad young on the
  // tractor with black hair (hair) is the turn. "At peace" is calm; "not sad at all" (no sadness).
  {
    id: 'en40-clearing-sale',
    title: 'Clearing sale',
    text: 'In the dream it was Dad’s clearing sale, on the farm out of Horsham, everything laid out in rows in the paddock: the header, two utes, his tools, Mum’s old sewing machine. My brother Brett was furious all day, kept saying Dad would sell the shirt off his back. ‘Hold your horses,’ I kept telling him. The auctioneer talked so fast nobody could keep up. Then it was night, no moon, and everything had gone except the old red tractor. Dad was sitting up on it, young again, with black hair, and he said, ‘Once in a blue moon you get a season like this one.’ I felt at peace, not sad at all.',
    symbols: ['car', 'hair'],
    people: ['father', 'brother', 'stranger'],
    emotions: ['calm'],
    notThere: ['mother', 'anger', 'clothes', 'horse', 'moon', 'sadness'],
    notFelt: ['anger', 'sadness'],
    written: { father: 'Dad', brother: 'brother' },
    turn: ['father'],
    outsideLexicon: ['clearing sale', 'farm', 'paddock', 'header', 'tools', 'sewing machine', 'tractor'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // A negated image that comes back, a simile, a feeling denied, a gendered word and a turn, in the
  // present. "There are no bees" in the hives, "Not a dead one" (no death), and then the bees pour out of
  // the grandmother's sleeves (bees, there); "as if snow has fallen" (no snow, no falling); "I'm not
  // frightened" (no fear); the grandmother (as written) in her veil and gloves (clothes); "a long gold
  // ribbon" a likeness (no treasure); "going home" (no house). The grandmother and the bees are the turn.
  // "Puzzled" is confusion, "calm" calm.
  {
    id: 'en40-maniototo',
    title: 'Empty hives',
    text: 'I keep bees in the Maniototo, in Central Otago, two hundred hives. In the dream I’m doing the spring check and I lift the lid off the first hive and there are no bees. Not a dead one, not one. Just the frames, full of honey. Every hive down the row is the same. It’s so quiet it’s as if snow has fallen, though it’s January and hot. I’m not frightened, just puzzled. Then I hear a low hum behind me and it’s my grandmother in her old veil and gloves, who taught me, and the bees are pouring out of her sleeves in a long gold ribbon, going home. I wake up calm.',
    symbols: ['bees', 'clothes'],
    people: ['grandmother'],
    emotions: ['confusion', 'calm'],
    notThere: ['death', 'snow', 'falling', 'fear', 'treasure', 'house'],
    notFelt: ['fear'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother', 'bees'],
    outsideLexicon: ['hives', 'frames', 'honey', 'veil', 'gloves'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // A feeling contrasted, another's tears, a name that is an image word, a gendered pronoun and a turn. "My
  // boss, she's the vet" (boss; no `written`, as the thirty-ninth); the old kelpie (dog) who is Boots (a
  // name: no shoes), the dreamer's dog "from when I was a kid" (waking past: no child), licking the face
  // (face); the boss in tears (hers); "I woke up with tears running down my face, but I wasn't sad" (no
  // sadness; the waking face is counted); "I felt light" (no light). The childhood dog is the turn. "So
  // relieved" is relief.
  {
    id: 'en40-vet-reception',
    title: 'Consult room',
    text: 'I do reception at a small animal vet in Mildura. My boss, she’s the vet, sixty and never flustered. In the dream she called me into the consult room to hold a dog for her, an old kelpie with a grey muzzle, and when I got my arms round him it was Boots, my dog from when I was a kid, who’s been gone twenty years. He knew me straight away and licked my face. My boss was in tears, and she never cries. I kept saying, it’s all right, mate, it’s all right. I woke up with tears running down my face, but I wasn’t sad, not at all. I felt light, like I’d put something heavy down, and so relieved.',
    symbols: ['dog', 'face'],
    people: ['boss'],
    emotions: ['relief'],
    notThere: ['shoes', 'child', 'sadness', 'light'],
    notFelt: ['sadness'],
    turn: ['dog'],
    outsideLexicon: ['consult room', 'muzzle'],
    probes: ['metaphor', 'negation', 'turn'],
  },
  // Metaphors, likenesses, negations, a trade word and a turn. "I'm a porter" is the dreamer (no stranger).
  // The Northern General (hospital: its corridor is walked before "no hospital at all" on the far side), the
  // corridor (hallway); "the floor turned to water, except it wasn't wet" (no water); the lights overhead and
  // the shining (light), running together "like a river" (no river); fog "like a wall"; the white horse in
  // the field and the open gate (door); "My shoes were gone" (feet, the lexicon's "no shoes"; no shoes); "I
  // didn't feel lost" (no lost). The horse in the field is the turn. "Happy" is joy.
  {
    id: 'en40-hospital-porter',
    title: 'Night porter',
    text: 'I’m a porter at the Northern General in Sheffield, nights. In the dream I was pushing an empty trolley down the long corridor to X-ray and the floor turned to water under the wheels, except it wasn’t wet, only shining and moving. The lights overhead ran together like a river. At the far end there was fog standing like a wall, and I pushed the trolley into it. On the other side there was no X-ray and no hospital at all, only a field with one white horse in it, grazing, and an open gate. My shoes were gone. I didn’t feel lost. I felt like I’d been let off my shift early. I woke up happy.',
    symbols: ['hospital', 'hallway', 'light', 'horse', 'door', 'feet'],
    people: [],
    emotions: ['joy'],
    notThere: ['stranger', 'water', 'river', 'shoes', 'lost'],
    turn: ['horse'],
    outsideLexicon: ['trolley', 'X-ray', 'fog', 'wall', 'field'],
    probes: ['metaphor', 'negation', 'turn'],
  },
  // Verbs kept apart, idioms, others' feelings, gendered words and a recognition. "A granny of six" is the
  // dreamer (no grandmother); the grandson (family, as written) and his matric dance in a school hall
  // (party; school; no hallway); "dressed to kill" (no killing) in a white tuxedo (clothes); his girlfriend
  // (as written) "over the moon" (hers: no joy, no moon); everybody dancing (dancing, crowd) while the
  // dreamer sits out; the punch bowl (no fight); the coats; the grandson mortified (his: no shame), his face;
  // the girl in a yellow dress who is the dreamer at seventeen (double, "another me"; no girl), in the dress
  // her mother sewed (no mother): the turn. "Tenderness" is love, "amazed" wonder.
  {
    id: 'en40-matric-dance',
    title: 'Matric dance',
    text: 'I’m a granny of six, and in the dream I was chaperoning my grandson Thabo’s matric dance at a school hall in Bloemfontein. He was dressed to kill in a white tuxedo, and his girlfriend was in a red gown, over the moon. Everybody was dancing. I wasn’t; I sat by the punch bowl minding the coats. Thabo was mortified that his gogo was there at all, and his face said so. Then a girl in a yellow dress came and sat beside me, and she had my face and my dimples, and I knew she was me at seventeen, in the dress my mother sewed. We didn’t say a word. I woke up full of tenderness, and amazed.',
    symbols: ['party', 'school', 'clothes', 'dancing', 'face'],
    people: ['family', 'girlfriend', 'crowd', 'double'],
    emotions: ['love', 'wonder'],
    notThere: ['grandmother', 'hallway', 'killing', 'joy', 'moon', 'fight', 'shame', 'girl', 'mother'],
    notFelt: ['joy', 'shame'],
    written: { family: 'grandson', girlfriend: 'girlfriend' },
    turn: ['double'],
    outsideLexicon: ['punch bowl', 'dimples'],
    probes: ['verbs', 'metaphor', 'gender', 'turn'],
  },
];
