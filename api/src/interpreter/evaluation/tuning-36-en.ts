// Thirty-sixth tuning batch (English), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 86 to 100 words as people type them at dawn, first person, three of them in the present
// tense (the kitesurfer, the snow fort, the celebrant) and the rest in the past, two typed in a hurry with
// no capitals and little punctuation (the water tower, the offshore worker), written apart from the Spanish
// batch beside it (no situation, dreamer or image sequence is shared with it), told by people of many
// trades and countries (a guide on an ostrich show farm near Oudtshoorn, a retired Royal Marines bugler at
// the Menin Gate, a painter of water towers in Kansas, a shikara boatman on Dal Lake, a potato farmer on
// the Fens by Wisbech, a night baker of bagels in Montreal, a thatcher in County Wexford, a sommelier in
// Healdsburg, an offshore worker flying out of Aberdeen, a kitesurfing teacher at Langebaan, a young cattle
// breeder at the Sydney Royal Easter Show, a wife from Lucknow at the Taj Mahal, a father in Thunder Bay,
// an air traffic controller in Gaborone, a jeweller in Hatton Garden, a sub-editor on the night desk in
// Colombo, a basic school teacher in Montego Bay, a drag performer at Sydney Mardi Gras, a hand signwriter
// in Takoradi, a marriage celebrant in Queenstown), in situations none of the earlier English batches used
// (their ids printed, and their texts and comments grepped for the situation words, places and names first;
// drafts were changed after those greps: a partner dream in a ballroom, near the twenty-first's feis in a
// hotel ballroom and the sixteenth's Blackpool, became the Taj Mahal; a snow fort first set in Winnipeg
// (the twentieth's, the thirty-third's) moved to Thunder Bay; a story time first set in Cardiff (the
// twenty-ninth's, the thirty-second's) moved to Montego Bay; a celebrant first in Rotorua (the thirty-
// second's) moved to Queenstown; a sub-editor first in Nairobi (several batches') moved to Colombo; an air
// traffic controller first in Vancouver (several) and then St John's (a "St. John" is in the twenty-fifth)
// moved to Gaborone; a signwriter first in Cape Coast (the twenty-seventh's) moved to Takoradi; a thatcher
// first near Adare in Limerick (the thirty-third's pharmacist lives in Limerick) moved to Wexford; the
// names Carol and Ray, used before, became Bernadette and Desmond): an ostrich chasing its guide, teeth
// lost while sounding the Last Post, a fall from a water tower's catwalk, a shikara filling with water, a
// river bank breaking on the Fens, a dead father eating a bagel at four in the morning, a granny's kitchen
// under the old thatch, a blind tasting of six glasses of water, a helicopter to the platform missed,
// flying off a kite over the lagoon, naked in the show ring, a husband walking away down the long pool at
// the Taj, a snow fort that goes on into a daughter grown up, planes turning into birds on a radar screen,
// an ex-wife bringing back her ring, headlines that turn into images and a front-page photo from childhood,
// The Tiger Who Came to Tea and a grandmother at the door, a father at the Mardi Gras barrier, a painted
// fish that comes alive, and a groom who is the dead husband.
// The first thirteen are plain reports with the ordinary images of dreams (a chase, teeth, falling,
// drowning, a flood, the dead come back, a house, an exam, lateness, flying, nakedness before a crowd, a
// partner, a child) and no deliberate traps beyond what ordinary words bring with them ("I'm a guide", the
// Menin Gate, "so ashamed I could have died", a hand over the mouth after waking, water towers, the town's
// name in letters, "like a boat", a tower's legs, a bed after waking, the floating market, another's
// laughing, a church tower, "frightened to death", "died in 2018", the Sacred Heart, a granny only waited
// for, a blind tasting, glasses of water, roses said, "stuck", "waving", a platform, a phone after waking,
// Shark Bay, "since before I was born", the show ring, "Not even boots", hiding after waking, "staring",
// Thunder Bay, "no school", 'Dad', "weirdly"). The last seven hold the traps issue 24 names, written
// naturally: likeness and metaphor (planes turning into birds on a screen, "cold feet", headlines of lions,
// a storm and hot water, children "roaring like tigers", "up to the sky", "over the moon", a painted fish
// come alive, "lost my place in the book"), negation and contrast ("there wasn't a single plane", "I wasn't
// panicking", "I wasn't angry, not even a bit", "I wasn't sad", "I wasn't scared of anything", "There was
// no tiger", "I wasn't nervous", "I wasn't angry, I was laughing", "I'm not"), other people's feelings (a
// supervisor laughing, an ex laughing, an editor furious, children giggling, a bride and guests in happy
// tears), images only pictured, written or said (planes on a radar screen, a newspaper's headlines, a
// mother and a kite only in a photo, a story's tiger, a painted bowl of fufu, "some tea" asked for), words
// in another sense (a control tower, a drag queen, a float, gold as a colour, "by hand", "light" as a
// mood), names holding image and feeling words (Hatton Garden, the Daily Mirror, Galle Face Green, The
// Tiger Who Came to Tea, Mother's Love, Shark Bay, Thunder Bay), gendered person words as written (father,
// wife, husband, daughter, ex-wife, grandmother, dad) and turning points (a recognition in most, birds
// outside the window, a photo, a fish). `notFelt` repeats the feelings of `notThere` that are named but not
// the dreamer's as felt (a name among them, "Mother's Love", as the thirty-fourth Spanish batch lists "Mari
// Paz"); `written` gives a person's gendered word as written; `turn` lists the images of a turning point
// where there is one and the lexicon has a word for it. No dream is untitled: the tuning batches have no
// stored placeholder title (the thirty-third to thirty-fifth headers say so), so every dream has a title,
// the two hurried ones lowercase ('water tower', 'chopper').
// Readings follow the conventions the headers of the thirty-third, thirty-fourth and thirty-fifth batches
// (English and Spanish) spell out: a death or a burial dated in waking life is no death and no funeral
// ("died in 2018", "I buried him in 2020"); anonymous people (examiners, a judge, a commentator, a
// honeymoon couple, a bride, a drag queen) are strangers and a watching mass (tourists, a crowd at a
// ceremony, stands, guests, people staring) a crowd; a supervisor and an editor are boss; someone only
// remembered, waited for, owning a thing or in a photo is not there; the figure who turns out to be someone
// known is read as that person alone (the woman at the bench, the groom); a likeness, an idiom or a set
// phrase names no image; a word said to the dreamer ('Dad') is in `notThere` where the lexicon has a word
// for it; another's laughing and giggling are theirs; a trade the dreamer names ("I'm a guide") is the
// dreamer; a tooth falling is no falling of the dreamer's; what is only after waking is not there (a bed, a
// hand over the mouth, a phone, hiding under the doona); "so happy I cried" is joy and no sadness;
// "weirdly" is no confusion; "staring" is no star; a named lake or sea seen is there (Lake Wakatipu, the
// Atlantic); a truck is car; a helicopter is outside the lexicon (no plane); a glass of water is no glass.
// Where those headers differ, this batch follows the older one, as asked: the thirty-third to thirty-fifth
// headers each say that they follow the later batch where the earlier ones differ, and so this batch
// departs from that sentence of theirs; the difference among the three that comes nearest these dreams is
// that the thirty-third and thirty-fourth English headers list both a role the lexicon names and the known
// person who holds it (the teacher who is the daughter, the soldier who is the principal) while the thirty-
// fifth reads the girl who turns out to be the daughter as the daughter alone; the thirty-third's own line
// (an anonymous figure is read only as who it turns out to be, a role as both) is followed, and no dream
// here gives a role word to a known person, so both readings agree on it. Choices of this batch, said where
// they are made: an ostrich and flamingos are bird, storks too; the bakery where the dream happens is shop;
// a granny's kitchen known from childhood is kitchen, house and childhood_home (the lexicon lists a
// grandparents' house under childhood_home); the Sacred Heart lamp glowing is candle and light; a lagoon is
// lake; a terminal (of a heliport) is airport; the alarm that never went is read neither way; the Taj
// Mahal's tomb is cemetery; a painted fish that comes alive is fish, as the thirty-fourth Spanish batch
// reads a silver fish; "my father's eyes" in the fish's face has the father there, as a voice has its
// speaker there in the seventh batch and in the thirty-fourth Spanish batch; a drag queen's gold sequin
// gown is clothes and no treasure.
// To complete `notThere`, a read-only `python3` script (`/tmp/m36/match36.py`, deleted at the end) matched
// the lexicon's English words (with the people variants) and the emotion list's English words against this
// file's titles and texts (a crude match allowing the endings s, es, ed, d, ing, y, ly, er and ers, as the
// thirty-third to thirty-fifth did); every lexicon id it showed whose image is not in the dream was added
// to `notThere` (it showed stranger in "a guide", sky in "staring", confusion in "weirdly", hands in "by
// hand", storm in "Thunder Bay", eyes in "blind", station in "platform", flying in "floating" and "float",
// feet in "legs", castle in "tower", letter in "letters", city in "town", butterfly in "mother" and
// "Mother's"); it ran nothing of the analysis. A second read-only script (`/tmp/m36/ids36.py`, deleted too)
// checked that every id used is a lexicon or emotion id, that `turn` ids are listed, that `notFelt` ids are
// in `notThere`, that no id is both found and not there, and that `written` names a listed person.
// Files read: the evaluation README (`cat`, with `cat` of the types in the same command; the display cut a
// middle part, which `sed -n 190,425p` then printed: all of it read, its figures not studied), the types
// (`cat`), the headers of the thirty-third, thirty-fourth and thirty-fifth batches of both languages (`awk`
// up to the `import` line, the display of the first such command cut its middle, so the thirty-third
// Spanish header was printed again from its twentieth line with `sed -n`, and those of the thirty-fourth
// and thirty-fifth Spanish in commands of their own: all six read whole), the whole of tuning-35-en.ts
// (`sed -n 1,200p`, `sed -n 200,520p`) and the dreams of tuning-35-es.ts, tuning-34-en.ts and
// tuning-34-es.ts (`awk` after the `import` line, the last piped to `head -c` and `sed -n`), the lexicon's
// eight data files (a `python3` call that printed each file's JSON type, length and the key names of its
// first entry; one that printed each entry's id with its English and Spanish words and those of its
// variants, and in the same command the key names found in people.json's entries), the emotion list (a
// `python3` call that read emotions.ts and printed only each id with its English and Spanish words,
// comments inside the lists stripped), and the earlier English tuning batches through `grep` pipes: a `for`
// loop that printed every English id (and one that printed every Spanish id, for the batch beside this
// one); `for` loops of `grep -il`, `grep -ilw` and a combined `grep -il` of city names over `tuning-en.ts`
// and `tuning-[0-9]*-en.ts`, printing file names only, for situation words, places and names (crier,
// sommelier, karate, water tower, ostrich, Menin, bugle, Last Post, Dal Lake, shikara, Srinagar, Fens,
// dyke, bagel, Montreal, thatch, jockey, simulator, oil rig, Aberdeen, kitesurf, Easter Show, heifer,
// Blackpool, ballroom, igloo, Hatton, headline, sub-editor, Tiger Who, Mardi Gras, drag, air traffic,
// radar, celebrant, Margate, signwriter, Taj, Pune, Wisbech, Cape Town, Napa, Kansas, Ypres, Winnipeg,
// Norfolk, Cardiff, Rotorua, Nairobi, Vancouver, Sydney, snow fort, houseboat, potato, Swansea, Queenstown,
// Harare, Halifax, Portsmouth, Lucknow, Agra, Healdsburg, Langebaan, Belfast, Montego, Cape Coast, Gander,
// Colombo, Thunder Bay, Oxford Street, Daily Mirror, chop bar, thatched, cottage, kite, vows, anniversary,
// wine, headmistress, Wexford, Maureen, Gordon, Kilmore, Walsoken, Barolo, Bernadette, Trevor, Desmond,
// Lorraine, Hemi, Rangi, Kaptein, Carol, Ray, Maisie, Marcia, Ginger, Marines, Adare, Limerick, Takoradi,
// Galle, Gaborone, Wakatipu, Shetland, St-Viateur and three dozen more city names), and `grep -ohi` with up
// to 90 characters of context for "the rig", heifer, Blackpool, ballroom, headline, controller and tomb,
// which printed short passages of earlier texts and comments; a last loop of `grep -il` (flamingo,
// jeweller, drag queen, controller, stork, basic school, Tiger Who, Sacred Heart, bagel, Jersey, tomb,
// Wakatipu, Colombo, Takoradi, fufu) ran after this file existed and so listed it too. Not read: the held-
// out files, `evaluation.test.ts`, `score.ts`, the analysis and composers, the bench files and everything
// else under the interpreter folder but the files named here; the earlier batches' texts and readings
// beyond those prints and greps.
// Departures, disclosed: the `ls` of the lexicon folder (in the command that listed only `tuning-*` in the
// evaluation folder and ran `wc -l` of the README and the types) listed the names of the lexicon's
// `index.ts`, `types.ts` and README, none of them opened; the key names of the lexicon's entries (among
// them those of the interpretation texts and exclude lists, whose contents were not printed) and of
// people.json's entries were printed; the emotion call read the whole of emotions.ts into python3 to pick
// out ids and words, printing nothing else; the greps printed passages of earlier texts and comments beyond
// ids and titles, as the earlier helpers' greps did; the scratch scripts were written to /tmp/m36 and
// removed at the end. The file was first created with the file editing tool with a placeholder header and
// placeholder comments, then edited by `python3` string replacements (the `notThere` additions the match
// led to, two texts cut to 100 words, one text put into the present, the comments, this header). Other
// commands over this file: the `python3` match and checks (word counts, ids, lists, their output sometimes
// piped to `grep`), `grep -c`, `grep -n`, `sed -n`, `head -c` and an `awk` of comment widths to read it
// back, and the parse check: since node here is v20, the file was bundled alone with the repository's
// esbuild (`node_modules/.bin/esbuild FILE --format=esm --outfile=/tmp/m36/x.mjs`, the type import erased)
// and the result imported with `node -e`, printing 20 dreams and 20 distinct ids, then deleted. No test,
// bench, analysis, tsx, tsc, vitest, npm or git command was run.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_36: readonly EvaluationDream[] = [
  // A plain dream of a chase. "I'm a guide" is the dreamer (no stranger). The ostrich is a bird, with no
  // lexicon word of its own (read as bird, as the Spanish batches read herons and a hen); it gets out
  // through the gate (door), the dreamer runs away (fleeing) with it chasing (chased), its feet, the fences
  // climbed, the fall in the dust; the tourists filming on their phones (crowd, phone). "Terrified" is fear.
  {
    id: 'en36-ostrich',
    title: 'The ostrich farm',
    text: 'I’m a guide at an ostrich show farm outside Oudtshoorn. In the dream I was doing the afternoon tour, telling the tourists how dangerous the males can be, when the big one we call Kaptein got out through the gate. He came straight for me. I ran away across the camp with him chasing me, those huge feet thumping behind me, and every fence I climbed was higher than the last. The tourists were filming it on their phones. I fell in the dust and he stood over me, hissing. I woke up terrified.',
    symbols: ['bird', 'door', 'fleeing', 'chased', 'feet', 'climbing', 'phone', 'falling'],
    people: ['crowd'],
    emotions: ['fear'],
    notThere: ['stranger'],
    outsideLexicon: ['fence', 'dust'],
  },
  // A plain dream of teeth. The Menin Gate is a memorial's name (no door). Sounding the Last Post before
  // hundreds of people (performance; "Everyone was watching": crowd), the teeth coming away; no note comes
  // out, so no music is listed. The hand over the mouth is after waking (no hands, as a bed after waking is
  // no bedroom). "So ashamed I could have died" is shame (no death).
  {
    id: 'en36-last-post',
    title: 'The Last Post',
    text: 'Thirty years a bugler in the Royal Marines, and in the dream they’d asked me to sound the Last Post at the Menin Gate in Ypres. Hundreds of people under the arch, the traffic stopped, not a sound. I lifted the bugle, took a breath, and my front teeth came away on the mouthpiece. Then the rest, one by one, pinging onto the stones. I kept trying to play and only air came out. Nobody moved. Everyone was watching. I woke up with my hand over my mouth, so ashamed I could have died.',
    symbols: ['performance', 'teeth'],
    people: ['crowd'],
    emotions: ['shame'],
    notThere: ['door', 'hands', 'death'],
    outsideLexicon: ['bugle', 'arch', 'stones'],
  },
  // A plain dream of falling, typed in a hurry with no capitals. A water tower is no water and no castle;
  // the town is only its name painted in letters (no city, no letter); the tank swaying "like a boat" (no
  // boat); the tower's legs are no feet. The wind, falling past the ladder, the truck seen below (car, as
  // the tuning readings have a truck). The bed is after waking (no bedroom). "Scared out of my mind" is
  // fear.
  {
    id: 'en36-water-tower',
    title: 'water tower',
    text: 'paint water towers all over kansas for a living. dream i was up on the one at hutchinson doing the town name in big blue letters, harness clipped to the catwalk rail. wind came up hard out of the west and the whole tank started swaying like a boat. then the clip snapped and i was falling, past the legs, past the ladder, down toward the wheat, and it took forever. could see my truck in the lot getting bigger. woke up on the floor next to the bed scared out of my mind',
    symbols: ['wind', 'falling', 'ladder', 'car'],
    people: [],
    emotions: ['fear'],
    notThere: ['water', 'castle', 'city', 'letter', 'boat', 'feet', 'bedroom'],
    outsideLexicon: ['water tower', 'harness', 'catwalk', 'wheat'],
  },
  // A plain dream of drowning. The floating market is only where the tourists are taken (no flying, no
  // shop). The boat on the lake filling with water, sinking (drowning), the lotus stems round the legs
  // (feet), "couldn't breathe" (breath). The honeymoon couple are strangers, and their laughing is theirs
  // (no joy). The father (as written) whose hand (hands) lifts the dreamer out is the turn. "Terrified" is
  // fear.
  {
    id: 'en36-dal-lake',
    title: 'Dal Lake',
    text: 'I row a shikara on Dal Lake, taking visitors out to the floating market. In the dream it was early, mist on the water, and I was rowing a honeymoon couple past the houseboats when the boat started filling up. There was no hole, the water just came up through the floor. The couple only laughed. I kept rowing, then we were sinking, and the lotus stems wrapped round my legs and pulled me under. I couldn’t breathe. Then my father’s hand took my collar and lifted me onto a houseboat. I woke up gasping, terrified.',
    symbols: ['boat', 'lake', 'water', 'drowning', 'feet', 'breath', 'hands'],
    people: ['stranger', 'father'],
    emotions: ['fear'],
    notThere: ['flying', 'shop', 'joy'],
    notFelt: ['joy'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['mist', 'houseboats', 'lotus'],
  },
  // A plain dream of a flood. The rain, the river bank going, the water across the fields (flood, water,
  // with no lexicon word for the flood said), the wife (as written) and the dog, the stairs, the attic
  // window, the roof of the house, the road and the church gone under; the church's tower is no castle.
  // "Frightened to death" is fear (no death).
  {
    id: 'en36-fens',
    title: 'The bank',
    text: 'We farm potatoes on the Fens outside Wisbech. In the dream it was night, it had rained for days, and I heard the river bank go. The water came across the fields like a wall, flat and black, faster than a man can run. I got my wife and the dog up the stairs and out of the attic window onto the roof of the house. Everything went under, the road, the barns, the church at Walsoken with only its tower showing. We sat up there holding each other in the rain. I was frightened to death.',
    symbols: ['rain', 'river', 'flood', 'water', 'dog', 'stairs', 'attic', 'window', 'house', 'road', 'church'],
    people: ['wife'],
    emotions: ['fear'],
    notThere: ['castle', 'death'],
    written: { wife: 'wife' },
    outsideLexicon: ['fields', 'barns'],
  },
  // A plain dream of the dead come back. The bakery is the dreamer's workplace and the dream's place (shop,
  // as the thirty-third Spanish batch reads a bakery); the wood fire, the snow, the winter coat (clothes),
  // the bagel eaten (food). The father (as written) "died in 2018", a death dated in waking life (no death),
  // is the turn. "I cried" is sadness, "calm" calm.
  {
    id: 'en36-bagel',
    title: 'Sesame',
    text: 'I work nights at a bagel bakery on St-Viateur in Montreal, rolling dough by the wood oven. In the dream it was four in the morning, the fire roaring, and my father walked in out of the snow in his winter coat, the way he used to after his shift at the rail yard. He died in 2018. He took a sesame bagel out of the bin, still hot, and ate it standing at the counter. ‘Too much salt,’ he said, like always. I didn’t want to wake up. When I did I cried, but I felt calm.',
    symbols: ['shop', 'fire', 'snow', 'clothes', 'food'],
    people: ['father'],
    emotions: ['sadness', 'calm'],
    notThere: ['death'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['oven', 'dough'],
  },
  // A plain dream of a house. The ladder, the cottage (house), climbing in, "a room I didn't know was there"
  // (hidden_room), the granny's kitchen known from childhood (kitchen; house and childhood_home, as the
  // lexicon puts a grandparents' house under childhood_home), the Sacred Heart lamp glowing (candle, light;
  // no heart), the apron (clothes). The granny is only waited for and never comes (no grandmother). The room
  // and the kitchen are the turn. "Homesick" is nostalgia.
  {
    id: 'en36-thatch',
    title: 'Straw',
    text: 'I’m a thatcher in County Wexford. In the dream I was up a ladder re-roofing a cottage near Kilmore Quay, and when I pulled out the old straw there was a room under it I didn’t know was there. I climbed in. It was my granny’s kitchen from when I was small, the range lit, the Sacred Heart lamp glowing red, her apron on the hook. The kettle was on but there was nobody there. I sat down at the table and waited for her to come in from the yard. She never did. I woke up homesick.',
    symbols: ['ladder', 'house', 'hidden_room', 'climbing', 'kitchen', 'childhood_home', 'candle', 'light', 'clothes'],
    people: [],
    emotions: ['nostalgia'],
    notThere: ['heart', 'grandmother'],
    turn: ['hidden_room', 'kitchen'],
    outsideLexicon: ['thatch', 'straw', 'range', 'kettle', 'table'],
  },
  // A plain dream of an exam. The blind tasting is a way of tasting (no eyes); the glasses of water (water;
  // a glass of water is no glass, as in the thirty-third); the three examiners (stranger, as an
  // invigilator); the clock; the roses only said (no garden). "Panicking" is fear.
  {
    id: 'en36-sommelier',
    title: 'Blind tasting',
    text: 'I’m a sommelier in Healdsburg and I sit the Master Sommelier exam in May. In the dream I sat down for the blind tasting and all six glasses in front of me were plain water. The three examiners were waiting with their pens. I swirled, I smelled, I tasted, and I had nothing. The clock on the wall was ticking so loud. So I started making things up, Barolo, 2015, tar and roses, and they wrote it all down without a word. Then they stood up and clapped. I woke up panicking.',
    symbols: ['exam', 'water', 'clock'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['eyes', 'glass', 'garden'],
    outsideLexicon: ['wine glasses', 'pens'],
  },
  // A plain dream of lateness, typed in a hurry with no capitals or apostrophes. Late ("late for"), the taxi
  // (car) stuck on the road (no trapped, as "stuck behind a bus"), the terminal (airport; the helicopter
  // itself outside the lexicon, as the thirty-fourth reads one), the survival suit (clothes), the window;
  // "waving" is no wave; the oil platform is no station; the sea (ocean). The alarm that never went is read
  // neither way (the word "alarm" alone names no clock). The phone is after waking (no phone). "So anxious"
  // is anxiety.
  {
    id: 'en36-offshore',
    title: 'chopper',
    text: 'two weeks on two weeks off on a platform east of shetland. dream i was late for the chopper out of aberdeen, alarm never went, taxi stuck on the dyce road, ran into the terminal still pulling my survival suit on and the chopper was already lifting off. i was waving at the window like an idiot. then somehow i was out on the platform anyway but nobody knew me and my locker had someone elses name on it. grey sea all round, massive. woke up so anxious i checked the roster on my phone',
    symbols: ['late', 'car', 'road', 'airport', 'clothes', 'window', 'ocean'],
    people: [],
    emotions: ['anxiety'],
    notThere: ['trapped', 'wave', 'station', 'phone'],
    outsideLexicon: ['helicopter', 'oil platform', 'locker'],
  },
  // A plain dream of flying, in the present. "I teach" names no teacher. The wind, flying, the lagoon (lake,
  // as the Spanish lexicon reads a laguna), the hills (mountain), the flamingos (bird), the Atlantic (ocean,
  // a named sea), a whale; Shark Bay is a name (no shark). "So beautiful" is wonder; "laughing" joy.
  {
    id: 'en36-langebaan',
    title: 'Southeaster',
    text: 'I teach kitesurfing on the lagoon at Langebaan. In the dream the wind is perfect, a steady southeaster, and I’m out on my own when a gust takes the kite up and me with it. I don’t come down. I’m flying, properly flying, higher than the hills, and I can see the whole lagoon, flamingos like a pink carpet, the Atlantic gone silver, a whale blowing off Shark Bay. It’s so beautiful I start laughing. I wake up with my arms still up, holding the bar.',
    symbols: ['wind', 'flying', 'lake', 'mountain', 'bird', 'ocean', 'whale'],
    people: [],
    emotions: ['wonder', 'joy'],
    notThere: ['shark'],
    outsideLexicon: ['kite', 'lagoon'],
  },
  // A plain dream of nakedness. The family showing cattle "since before I was born" is waking life (no
  // family, no birth); the heifer (bull, as cattle); the show ring is no ring; "nothing on" (naked, with no
  // lexicon word for it); "Not even boots" (no shoes); the judge in his white coat and the commentator
  // (stranger; clothes); the stands and "Everyone was looking" (crowd). Hiding under the doona is after
  // waking (no hiding). "So embarrassed" is shame.
  {
    id: 'en36-easter-show',
    title: 'The Easter Show',
    text: 'Our family has shown Jerseys at the Sydney Royal Easter Show since before I was born. In the dream I was leading our best heifer into the ring for the championship, stands packed, the judge in his white coat waiting, and halfway round I looked down and I had nothing on. Not even boots. The heifer didn’t care. The commentator kept saying my name over the speakers. Everyone was looking. I couldn’t let go of the halter. I woke up so embarrassed I hid under the doona.',
    symbols: ['bull', 'naked', 'clothes'],
    people: ['crowd', 'stranger'],
    emotions: ['shame'],
    notThere: ['family', 'birth', 'ring', 'shoes', 'hiding'],
    outsideLexicon: ['show ring', 'halter', 'speakers'],
  },
  // A plain dream of a partner. The husband (as written) at sunrise (sun), letting go of the hand (hands),
  // walking off and going in through the door of the tomb (door; the tomb read as cemetery), which is the
  // turn; the sari (clothes); people staring (crowd; no sky in "staring"). "So alone" is loneliness, felt
  // even after waking.
  {
    id: 'en36-taj',
    title: 'Twenty-fifth',
    text: 'For our twenty-fifth, my husband took me to the Taj Mahal. In the dream we were there at sunrise, the marble going pink, and he let go of my hand and walked off down the side of the long pool without me. I called and called and he didn’t turn. I ran, but the pool kept getting longer and he kept getting smaller, until he went in through the door of the tomb and it shut. I stood there in my new sari with people staring. I woke up with him snoring next to me and still felt so alone.',
    symbols: ['sun', 'hands', 'door', 'cemetery', 'clothes'],
    people: ['husband', 'crowd'],
    emotions: ['loneliness'],
    notThere: ['sky'],
    written: { husband: 'husband' },
    turn: ['door', 'cemetery'],
    outsideLexicon: ['marble', 'reflecting pool'],
  },
  // A plain dream of a child, in the present. Thunder Bay is a city's name (no storm); "no school" (no
  // school). The snow, the tunnel (cave), the blue light, "can't find her" (searching); the daughter's
  // giggling is hers (no joy); the daughter (as written) grown up is the turn; 'Dad' is the dreamer called
  // (no father). "Relieved" is relief, "sad" sadness; "weirdly" is no confusion (as in the thirty-third).
  {
    id: 'en36-snow-fort',
    title: 'Snow fort',
    text: 'Snow day in Thunder Bay, no school, so my daughter Maisie and I build a fort in the backyard. In the dream she crawls in first and I follow, and it goes on and on, a tunnel through the snow with blue light coming through the walls. I keep calling her. I can hear her giggling somewhere ahead but I can’t find her. My knees are soaked. Then the tunnel opens into a big white room and she’s sitting there, grown up, thirty maybe, drinking tea. ‘Took you long enough, Dad.’ I wake up relieved, and weirdly sad.',
    symbols: ['snow', 'cave', 'light', 'searching'],
    people: ['daughter'],
    emotions: ['relief', 'sadness'],
    notThere: ['storm', 'school', 'joy', 'father', 'confusion'],
    notFelt: ['joy'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['snow fort'],
  },
  // Words in another sense, an image on a screen, negation and a turn. The control tower is no castle; the
  // planes are only on the screen and "there wasn't a single plane out there" (no plane); the green birds on
  // the screen are pictured, but the storks circling outside the window are real (bird) and are the turn;
  // the moonlight (moon), the stairs; the supervisor (boss) laughing (his: no joy). "I wasn't panicking"
  // denies fear; "very lonely" is loneliness.
  {
    id: 'en36-tower',
    title: 'Night shift in the tower',
    text: 'I’m an air traffic controller at Sir Seretse Khama in Gaborone. In the dream I was alone in the tower on the night shift and every plane on my screen turned into a bird, little green birds instead of blips, flapping off the edge. I called them on the radio and nobody answered. When I looked out of the window there wasn’t a single plane out there, only storks, hundreds of them, circling the tower in the moonlight. My supervisor came up the stairs laughing. I wasn’t panicking. I just felt very lonely up there.',
    symbols: ['window', 'bird', 'moon', 'stairs'],
    people: ['boss'],
    emotions: ['loneliness'],
    notThere: ['castle', 'plane', 'joy', 'fear'],
    notFelt: ['joy', 'fear'],
    turn: ['bird'],
    outsideLexicon: ['control tower', 'screen', 'radio'],
    probes: ['metaphor', 'negation', 'turn'],
  },
  // A name with an image word, an idiom, negation, a gendered word and a turn. Hatton Garden is a street (no
  // garden). The ring, the diamond and the gold (treasure), the hands shaking; the woman who brings the ring
  // is the ex (as written, "ex-wife": no wife), read as her alone, and is the turn; "cold feet" is an idiom
  // (no feet). "I wasn't angry" denies anger; her laughing is hers, and the dreamer's "happy" is joy.
  {
    id: 'en36-hatton-garden',
    title: 'Resizing',
    text: 'I’ve had a bench in Hatton Garden for thirty years. In the dream a woman brought in a ring to be made smaller, a little diamond on a thin gold band, and I knew it at once: it was the ring I gave Bernadette in 1991. I looked up and it was Bernadette, my ex-wife, not a day older. She said she’d had cold feet for thirty years and wanted to try again. I wasn’t angry, not even a bit. My hands shook so much I dropped the ring down the sink. She laughed. I felt a fool, and happy.',
    symbols: ['ring', 'treasure', 'hands'],
    people: ['ex'],
    emotions: ['joy'],
    notThere: ['garden', 'wife', 'feet', 'anger'],
    notFelt: ['anger'],
    written: { ex: 'ex-wife' },
    turn: ['ex'],
    outsideLexicon: ['jeweller’s bench', 'sink'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Images only written or pictured, names with image words, another's feeling, negation and a turn. The
  // Daily Mirror is a newspaper (no mirror); the headlines' lions, storm and hot water are words only (no
  // lion, no storm, no water); the editor (boss) furious (his: no anger). The front-page photo is the turn
  // (photo); the mother, the kite's flying and Galle Face Green are only in it (no mother, no flying, no
  // face; no butterfly in "mother"). "I wasn't sad" denies sadness; "calm" and "loved" are calm and love.
  {
    id: 'en36-night-desk',
    title: 'Night desk',
    text: 'I’m a sub-editor on the night desk at the Daily Mirror in Colombo. In the dream it was deadline and every headline I wrote turned into something else: ‘Lions roar back’ for the cricket, ‘Storm over fuel prices’, ‘Minister in hot water’. My editor was furious, shouting that we’d miss the edition. Then the front-page photo came through, and it was me at six with my mother on Galle Face Green, flying a kite she made. I hadn’t seen that picture in forty years. I wasn’t sad. I felt calm, and loved.',
    symbols: ['photo'],
    people: ['boss'],
    emotions: ['calm', 'love'],
    notThere: ['mirror', 'lion', 'storm', 'water', 'anger', 'mother', 'butterfly', 'face', 'flying', 'sadness'],
    notFelt: ['anger', 'sadness'],
    turn: ['photo'],
    outsideLexicon: ['headlines', 'front page', 'kite'],
    probes: ['metaphor', 'negation', 'turn'],
  },
  // A book's title and likeness, negation, another's feeling, a gendered word and a turn. "I teach" names no
  // teacher; the class (school), the book, the children (child) "roaring like tigers" (no tiger) and
  // giggling; "There was no tiger at the door" (door). "I wasn't scared of anything" denies fear. The
  // grandmother (as written) in her church hat (clothes; no church) with the cake (food) is the turn. "So
  // happy I cried" is joy and no sadness (the thirty-third's "so proud I cried", en32-recital's "so happy I
  // cried").
  {
    id: 'en36-story-time',
    title: 'Story time',
    text: 'I teach at a basic school in Montego Bay. In the dream I was reading The Tiger Who Came to Tea to my class, and the children were roaring like tigers and giggling, and I wasn’t scared of anything. Then the doorbell rang, just like in the book. Everybody went quiet. There was no tiger at the door. It was my grandmother, who raised me, in her church hat, holding a plate of bulla cake. ‘Yuh nah go offer me some tea, Marcia?’ The children shared the cake with her. I was so happy I cried.',
    symbols: ['school', 'book', 'door', 'clothes', 'food'],
    people: ['child', 'grandmother'],
    emotions: ['joy'],
    notThere: ['tiger', 'fear', 'church', 'sadness'],
    notFelt: ['fear'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother'],
    outsideLexicon: ['doorbell', 'plate'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Words in another sense, likeness, negation, a gendered word and a turn. Performing (performance) on a
  // float (no flying); the heels (shoes), the gold sequin gown (clothes; gold the colour: no treasure), a
  // wig "up to the sky" (no sky); Oxford Street (road) packed (crowd); a queen is a drag queen (no royalty),
  // a stranger. The dad (father, as written) at the barrier is the turn. "I wasn't nervous" denies anxiety;
  // "over the moon" is joy (no moon), and "so happy I cried" no sadness.
  {
    id: 'en36-mardi-gras',
    title: 'Mardi Gras',
    text: 'I perform as Miss Ginger Snap, and in the dream I was performing on our float at Sydney Mardi Gras in ten-inch heels and a gold sequin gown, my wig up to the sky. Oxford Street was packed and screaming. A queen beside me said, ‘Your dad’s here,’ and I laughed, because he’s never once come to a show. Then I saw him at the barrier in his bowls club shirt, holding a sign with my real name on it. I wasn’t nervous, not then, not ever. I was over the moon, so happy I cried my make-up off.',
    symbols: ['performance', 'shoes', 'clothes', 'road'],
    people: ['crowd', 'stranger', 'father'],
    emotions: ['joy'],
    notThere: ['flying', 'treasure', 'sky', 'royalty', 'anxiety', 'moon', 'sadness'],
    notFelt: ['anxiety'],
    written: { father: 'dad' },
    turn: ['father'],
    outsideLexicon: ['parade float', 'wig', 'sign'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // A name with image and feeling words, images painted, negation, a gendered word and a turn. "By hand" is
  // no hands; the churches are only the dreamer's work (no church); Mother's Love is the chop bar's name (no
  // mother, no love, no butterfly in "Mother"). The painted fish comes alive and is read as what it becomes
  // (fish, as the thirty-fourth Spanish batch reads a silver fish); the fufu stays painted (no food); the
  // water. It looks up "with my father's eyes": the father (as written) is read as there, as a voice is (the
  // seventh batch, the thirty-fourth Spanish batch), and is the turn with the fish; eyes. "I wasn't angry"
  // denies anger; "laughing" is joy, "confused" confusion; "light" is a mood (no light).
  {
    id: 'en36-signwriter',
    title: 'Mother’s Love',
    text: 'I paint signs by hand in Takoradi: chop bars, barbers, churches. In the dream I was finishing a board for a chop bar called Mother’s Love, a fish on a plate beside a bowl of fufu, and the fish started moving its tail. It slid off the board, flopped across the pavement, and I ran after it all the way down to the harbour. I wasn’t angry, I was laughing. At the water’s edge it turned and looked up at me with my father’s eyes. I woke up confused, and somehow light.',
    symbols: ['fish', 'water', 'eyes'],
    people: ['father'],
    emotions: ['joy', 'confusion'],
    notThere: ['hands', 'church', 'mother', 'butterfly', 'love', 'food', 'anger', 'light'],
    notFelt: ['anger', 'love'],
    written: { father: 'father' },
    turn: ['fish', 'father'],
    outsideLexicon: ['signboard', 'pavement', 'harbour'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Other people's feelings, negation, a death dated in waking life, a gendered word and a turn, in the
  // present. The wedding (bride, groom, vows), the ridge above the lake (mountain; Lake Wakatipu a named
  // lake seen), the gale (wind); the bride (stranger), the guests (crowd) crying "happy tears" (theirs: no
  // sadness, no joy), "I'm not". The groom who is the husband (as written) is the turn, read as him alone;
  // "I buried him in 2020" is waking life (no funeral); "I lose my place in the book" is an idiom (no lost;
  // the book is there). "Calm" is calm.
  {
    id: 'en36-celebrant',
    title: 'Celebrant',
    text: 'I’m a marriage celebrant in Queenstown, mostly weddings on the hills for couples from overseas. In the dream the helicopter drops me on a ridge above Lake Wakatipu in a gale, and the couple are already waiting. The bride is crying, the guests are crying, happy tears all round. I’m not. When I ask the groom for his vows he turns, and it’s my husband Desmond, the way he was at twenty-four, the year we married. I buried him in 2020. I lose my place in the book. I feel calm the whole time.',
    symbols: ['wedding', 'mountain', 'lake', 'wind', 'book'],
    people: ['stranger', 'crowd', 'husband'],
    emotions: ['calm'],
    notThere: ['sadness', 'joy', 'funeral', 'lost'],
    notFelt: ['sadness', 'joy'],
    written: { husband: 'husband' },
    turn: ['husband'],
    outsideLexicon: ['helicopter', 'ridge'],
    probes: ['negation', 'gender', 'turn'],
  },
];
