// Thirty-third tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 94 to 105 words as people type them at dawn, first person, five of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and no quotes,
// eighteen with dialogue (British single quotes from Ireland, South Africa, the UK, India, Nigeria,
// Australia, New Zealand and Jamaica, double quotes from the US and Canada), told by people of many
// trades, countries and ages (a pharmacist of forty-seven in Limerick, a wedding photographer in Durban,
// a care worker from Gdańsk in Croydon, a software engineer in Bengaluru, a plumber in Winnipeg, a
// banker in Lagos, a twenty-one-year-old going to Bonnaroo, a tax office worker of thirty-three in
// Canberra, a roofer of forty-four in Quincy, a policy analyst of twenty-seven in Wellington, a bartender
// in Bed-Stuy, a postie of thirty years in Stockport, a sleepless customer of a sari-sari store in the
// Philippines, a retired primary teacher in Hobart, a coffee roaster of twenty-eight in Seattle, a bus
// driver of forty-one in Wolverhampton, a grandchild left a house in Kingston, a church choir director
// in Kansas City, a mother whose youngest starts Reception, a grandchild in Houston), about what people
// most often dream of, in situations none of the earlier English batches used (their ids and titles
// grepped first, and a few of their places, situations and names): times tables in fourth class with
// a teacher who is the daughter grown up, late to photograph a wedding whose couple are the parents at
// twenty-three, the Life in the UK test asking about one's own life, down a village well into an
// underground river, a truck that will only go in reverse back to the house one grew up in, a son's
// bicycle lifting off into the sky, lost among the tents at Bonnaroo, chased down Mount Ainslie by a
// kangaroo holding out the car keys, falling slowly past the floors of a triple-decker, carried by an
// umbrella over Wellington harbour, a block party with a grandmother at the decks, a hospital trolley
// wheeled along a postal round to a wife in theatre, a cat keeping a sari-sari store, a barn owl in
// the kitchen leaving a key, meeting a girlfriend's folks who are the couple at sixty, the parents at
// sixteen at a school disco, a dead granny's house with the front room full of water, teeth during
// the anthem at a ball game, naked at the Reception gates, and a dead grandmother braiding hair in a
// salon. About three quarters (fifteen, the first fifteen) are plain reports with the ordinary images
// of dreams (school, lateness, an exam, water, a car, children, being lost, a chase, falling, flying, a
// party, a hospital, a shop, an animal, a partner) and no deliberate traps, written to see that the
// analysis finds everything that is there and nothing that is not; what they list under `notThere` is
// only what ordinary words bring with them (‘Dad’, ‘Daddy’ and ‘baby’ said to the dreamer, the first
// dog and the street only asked about, "as a boy", "grandparents’ village", "my kids’ school", "where
// they were born", "where I met my wife", "so proud I cried", "so relieved I laughed", "back home",
// the tax office, "steps out", the fire trail, the water tank, "heart going like mad", car keys, the
// ladder not there, "over the edge", "waved", the cable car, Bed-Stuy, "crowd", a card table, a church
// hat, "handing out", "You’ll be grand", ‘love’, the street of a store, "white rabbit" candy, Sandy
// Bay, a glass of water, "switched the light on", a handshake, "weirdly happy"). The other quarter (the
// last five: the school disco, Seaview Gardens, the anthem, the Reception gates, the salon) hold the
// traps people write without meaning to: names with image words in them (Wolves, Seaview Gardens, the
// Royals, Kansas City, Mrs Sparrow, Aunty Peace), everyday senses and compounds of image words (the
// number 1 bus, "our kid", home plate, "dead quiet", trainers, a book bag, "lovely day", "my eyes
// watered", "fly home"), deaths dated in waking life ("Granny died in 2015", "My grandmother died in
// 2017"), images only said, remembered or owned (a burial missed, a church and a bus that are only the
// dreamers' work, "Storm in a teacup", "dawn’s early light"), likenesses and set phrases ("like a fish
// out of water", "like a kid at Christmas", "a dog’s dinner", "like when we were small", "a frog in my
// throat", "birthday suit", "didn’t bat an eye", "free as a bird", "green with envy"), words of address
// (‘our kid’, ‘angel’, ‘my baby’), feelings denied ("I wasn’t jealous", "I wasn’t angry", "I wasn’t
// nervous", "I wasn’t embarrassed", "I wasn’t sad") and another's feeling (a mum mortified, a catcher in
// tears, mums green with envy, an aunty crying and laughing). `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt; `written` gives a person's gendered word as
// written; `turn` lists the images of a turning point (a recognition, a reversal, the last unexpected
// image) where there is one and the lexicon has a word for it (two have none: the dad asking the mum to
// dance, and the dead grandmother, there from the start). To complete `notThere`, a read-only `python3`
// call printed which of the lexicon's English words (with the people variants) and the emotion list's
// English words occur in each title and text (a crude match allowing the endings s, es, ed, d, ing, y,
// ly, er and ers, so that "crowd" showed crow, "card" car, "Bed-Stuy" bed, "grand" gran, "handing" hand,
// "steps" stairs, "waved" wave, "Sandy" sand, "trainers" train, "village" city, "floating" flying,
// "Peace" calm and "home" house), and each whose image is not in the dream was added to `notThere`, as
// the twenty-seventh to thirty-second batches did; one id it did not show ("grandparents" holds no
// "parents" word by itself) was taken out again; "street" in en33-sari-sari is left unlisted on purpose
// (below); it ran nothing of the analysis. Where earlier batches differ, the readings follow the later
// one, and say so: a death dated in waking life is no death, as from the tenth batch on (en7-beehive
// read a grandfather's death ten years before as there); a handshake is no hands, as "shaking hands" in
// en31-referee and the handshake of en32-falcon (en8-interview-teeth and en14-viva had read one as
// hands); anonymous people (an invigilator, a porter, a lollipop man, a catcher, people at computers,
// people snoring in tents) are strangers or a crowd, as from the twelfth batch on, and other people's
// mothers are strangers, as in en24-labour-ward; someone only remembered, asked about or owning a place
// is not there, as from the tenth batch on and in the twenty-eighth to thirty-second; a likeness or a
// set phrase names no image; a word said to the dreamer (‘Dad’, ‘Daddy’, ‘baby’, ‘love’, ‘our kid’,
// ‘angel’, ‘my baby’) is in `notThere` where the lexicon has a word for it and not among the people,
// and ‘love’ so said is not in `notFelt`, as in en24-dove-lake and the twenty-ninth to thirty-second;
// another's flying is theirs (no flying), as the birds' in the twenty-sixth, twenty-seventh and
// en32-gender-reveal; "back home" names no house, as "at home" in en26-kiwifruit; "weirdly" is no
// confusion, as in en29-gym-floor and en32-flat-white; "crowd" is no crow, as in en31-referee;
// "waved" is no wave, as "waving" in en31-state-fair; an animal with no entry (a kangaroo, a llama) is
// outside the lexicon, as the moose of en21-moose; a street that is only an address is read neither
// way, as Eagle Crest Drive in en31-eagle-crest and the streets of the thirty-second. Choices of this
// batch, said where they are made: a role the lexicon names held by someone the dreamer knows (the
// teacher who is the daughter, the surgeon who is the wife) is listed as both, where en31-state-fair
// and en32-flat-white read an anonymous role (a man in a costume, a barista) only as who it turns out
// to be; "so proud I cried" is no sadness and "so relieved I laughed" relief and no joy, as "so happy
// I cried" in en32-recital; "felt like a kid at Christmas" is joy; "birthday suit" and "nothing on but
// my trainers" are naked, with no lexicon word for it; "our youngest" with "her" is read as the
// daughter, with no word to give in `written`; Aunty Peace is family (as written), though "Aunty" may
// also be said to an older woman who is no kin; a bald dreamer and a gray-haired double are hair; a
// school and a hospital passed in a truck are there; a named mountain run up in the dream is there.
// None of the named people come back from earlier batches (their names grepped). Files read: the
// README (`cat`, with `ls` of the evaluation folder and `cat` of the types in the same command; the
// display cut a middle part of it, then `sed -n` printed the README from the eighteenth batch's section
// on; the sections from the middle of the fourteenth to the seventeenth batch's were not read), the
// types (`cat`, as said), the thirty-second and thirty-first batches (`cat` of the thirty-second, whose
// display cut a middle part, then `sed -n` of that part; `wc -l` of the thirty-first with `sed -n` of
// its first 140 lines, then `sed -n` of the rest), the lexicon's eight data files (`ls` and `wc -c` of
// `*.json`, with a `python3` call that printed each file's type and length and the key names of its
// first entry; a `python3` call that printed each entry's id and English words, with one in the same
// command that printed the key names found in people.json's entries; a `python3` call that printed the
// key names of the first variant of each entry with variants; a `python3` call that printed the
// variants' ids and English words), the emotion list (a `grep -n -E "^\s*id:"` piped to `head`, in the
// same command as the last; a `grep -oE` of the key names at the start of its lines, piped to `sed`,
// `sort` and `uniq -c`; a `python3` call that printed each id and its English words, with the comments
// inside the lists stripped), and the earlier English tuning batches through `grep` pipes over
// `tuning-en.ts` and `tuning-*-en.ts` (with `sed`, `paste`, `column`, `cut`, `tr`, `sort -u` and `head`;
// five `for` loops, four of them with `printf` and `tr`): their ids and titles; a few places,
// situations and names (magpies, wolves, umbrellas, wells, block parties, festivals and campsites,
// kangaroos, hippos, geese, shrinking cars, photographers, porters, Reception, the cities of this batch
// and the names I meant to use), which printed a dozen short snippets of earlier texts
// (en3-bear-in-mind, en14-documentary, en22-cyclone, en28-ammamma, en30-kluger, a magpie in the
// twenty-third and others) and a few lines of en11-festival, en11-sports-day, en16-swimming-gala and
// en29-little-league; and how they read a moose, an emu, the mothers of en24-labour-ward and the other
// mums of en11-sports-day (`grep -A`/`-B` around their ids, piped to `grep` and `cut`, and `sed -n` of
// twenty lines of tuning-11-en.ts with its text lines left out). Departures, disclosed: the `ls` of
// the evaluation folder listed the names of the held-out files, `evaluation.test.ts` and `score.ts`:
// names only, none of them opened; the key names of the lexicon's entries and of the people variants
// were printed (among them those of the interpretation texts and exclude lists, whose contents were
// not), and so were the key names of the emotion list's entries, with their counts; the `grep` of the
// `id:` lines of emotions.ts also printed one line of its interface (`id: string;`); a `python3` call
// printed the word counts of the twenty drafts, given to it on its standard input, before the file was
// written; the first line of this header is kept whole, over 110 characters, as every earlier batch's
// is (all its other comment lines are shorter). Over this
// file: `python3` calls that only printed (the word match above, run before the edits it led to and
// again after them; checks of its brackets, quoting, word counts, ids, lists and comment line lengths)
// and `grep -n`, `grep -c`, `head` and `sed -n` calls to read it back. No script, test, tsx, node,
// vitest, npm or git command was run and no scratch file was written; the file was written and edited
// with the file editing tool only.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_33: readonly EvaluationDream[] = [
  // A plain dream of school, in the present. The pharmacy is his work. Fourth class at the national
  // school (school), the other kids (child) covering their ears, the clock over the blackboard, the
  // fingers under the desk (hands). Mrs Quinlan, the teacher, turns out to be the daughter (as written),
  // grown up, in the teacher's cardigan (clothes): the turn; both are listed, a choice of this batch
  // (the role is one the lexicon names). ‘Dad’ is the dreamer called (no father). "So nervous" is
  // anxiety, "so happy" joy.
  {
    id: 'en33-seven-eights',
    title: 'Seven eights',
    text: 'I’m forty-seven and a pharmacist in Limerick, and I haven’t thought about times tables in years. In the dream I’m back in fourth class at the national school, squeezed into a tiny desk, and Mrs Quinlan is going round the room firing sums at us. ‘Seven eights, Fergal.’ My mind goes blank. The clock over the blackboard ticks so loud the other kids cover their ears. I count on my fingers under the desk and still get it wrong. Then the teacher turns round and it’s my daughter Niamh, grown up, in Mrs Quinlan’s cardigan. ‘Fifty-six, Dad. Breathe.’ I’m so nervous, and then so happy.',
    symbols: ['school', 'clock', 'hands', 'clothes'],
    people: ['teacher', 'child', 'daughter'],
    emotions: ['anxiety', 'joy'],
    notThere: ['father'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['desk', 'blackboard'],
  },
  // A plain dream of lateness. Photographing weddings is her work, and the dream is one. Late (late), the
  // car that won't start, the camera (photo), the road closed, the heels (shoes), the church and its
  // doors (door), everyone turning round (crowd). The bride and groom waiting at the altar (wedding) are
  // the mum and dad (mother, father, as written) at twenty-three in their 1988 clothes: the turn.
  // "Panicking" is fear, "so much love" love.
  {
    id: 'en33-altar',
    title: 'The altar',
    text: 'I photograph weddings around Durban, mostly Saturdays. In the dream I was late for one, a big church wedding in Pinetown. My car wouldn’t start, my camera battery was flat, and the road was closed for a parade, so I ran the last bit in heels with my tripod over my shoulder. When I burst through the church doors, everyone turned round. The bride and groom were standing at the altar, not moving, waiting for me. ‘Take your time, Lindi,’ the groom said. It was my mum and dad at twenty-three, in their 1988 clothes. I was panicking, and then I felt so much love.',
    symbols: ['late', 'church', 'wedding', 'car', 'photo', 'road', 'shoes', 'door', 'clothes'],
    people: ['crowd', 'mother', 'father'],
    emotions: ['fear', 'love'],
    written: { mother: 'mum', father: 'dad' },
    turn: ['mother', 'father'],
    outsideLexicon: ['tripod', 'parade', 'altar'],
  },
  // A plain dream of an exam. The Life in the UK test (exam) is next month in waking life and dreamt. The
  // row of people at computers and the invigilator (strangers, as anonymous people from the twelfth
  // batch on), the clock on the screen. The first dog and the street are only asked about (no dog, no
  // road). The man at the next computer is Dziadek, the grandfather (as the question writes him), in his
  // flat cap (clothes): the turn. "So nervous" is anxiety; "I missed him so much" is longing (nostalgia).
  {
    id: 'en33-life-in-the-uk',
    title: 'Life in the UK',
    text: 'I’m a care worker in Croydon, from Gdańsk, and I sit the Life in the UK test next month. In the dream I was at the test centre in a row of people at computers, and the invigilator said, ‘Twenty-four questions, forty-five minutes.’ But every question was about my own life. What was the name of your first dog? Which street did your grandfather live on? The clock on the screen kept jumping. I was so nervous. Then the man at the next computer turned round and it was Dziadek, in his old flat cap. ‘Ulica Długa, Kasia,’ he whispered. I missed him so much.',
    symbols: ['exam', 'computer', 'clock', 'clothes'],
    people: ['stranger', 'grandfather'],
    emotions: ['anxiety', 'nostalgia'],
    notThere: ['dog', 'road'],
    written: { grandfather: 'grandfather' },
    turn: ['grandfather'],
    outsideLexicon: ['screen', 'flat cap'],
  },
  // A plain dream of water. The summers "as a boy" and the grandparents' village are waking memory (no
  // boy, no grandparent, no city). The well behind the house, full of water; climbing down the
  // rungs into the cave underground, the river through it. The grandmother (as written), Ajji, washing
  // saris (clothes) "like she used to", is the turn; ‘kanna’ is a word of address with no lexicon word.
  // "Amazed" is wonder.
  {
    id: 'en33-well',
    title: 'The well',
    text: 'I’m a software engineer in Bengaluru, but my summers as a boy were spent at my grandparents’ village near Mysuru. In the dream the old well behind their house was full of water again, right to the brim. I lowered the bucket and the rope kept going, so I climbed down after it on the iron rungs, past the moss, into a huge cave underground. A river ran through it, clear and fast, lit from somewhere. And there was my grandmother, Ajji, crouched on a flat stone washing saris like she used to. ‘You took your time, kanna,’ she said. I was simply amazed.',
    symbols: ['house', 'water', 'climbing', 'cave', 'river', 'clothes'],
    people: ['grandmother'],
    emotions: ['wonder'],
    notThere: ['boy', 'grandparent', 'city'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother'],
    outsideLexicon: ['well', 'bucket', 'rope', 'rungs', 'moss', 'stone'],
  },
  // A plain dream of a car. The Ram is his truck (car) in waking life and in the dream, driven in
  // reverse. Past the kids' school and the hospital, both seen in passing (school, hospital); the kids
  // only own the school and the birth and the wife are only where they happened (no child, no birth, no
  // wife). "Like a tape rewinding" is a likeness. The house he grew up in (house, childhood_home) and
  // the mom (mother, as written) on its porch are the turn. "Laughing so hard" is joy.
  {
    id: 'en33-reverse',
    title: 'Reverse',
    text: 'I’m a plumber in Winnipeg and I drive a Ram for work. In the dream the truck would only go in reverse. I backed all the way down Portage in rush hour, horns blaring, one arm over the seat, past my kids’ school, past the hospital where they were born, past the rink where I met my wife, faster and faster, like a tape rewinding. Then I backed into a driveway and stopped, and it was the house I grew up in, out in Brandon. My mom came out on the porch in her apron. “Supper’s on, Darren.” I was laughing so hard.',
    symbols: ['car', 'school', 'hospital', 'house', 'childhood_home'],
    people: ['mother'],
    emotions: ['joy'],
    notThere: ['child', 'birth', 'wife'],
    written: { mother: 'mom' },
    turn: ['childhood_home', 'mother'],
    outsideLexicon: ['horns', 'rink', 'driveway', 'porch', 'apron'],
  },
  // A plain dream of a child. The son (as written) learning to ride the bicycle on the close (road);
  // ‘Daddy’ is the dreamer called (no father). The bicycle lifting over the gate (door) and the palm
  // trees (tree) into the sky is the turn; the son's going up is his (no flying, as birds' flying in the
  // twenty-sixth and twenty-seventh), and his laughing his (no joy). "Terrified" is fear; "so proud I
  // cried" is pride, which has no word in the emotion list, and no sadness, as "so happy I cried" in
  // en32-recital.
  {
    id: 'en33-let-go',
    title: 'Let go',
    text: 'I’m a banker in Lagos, and this weekend I promised to teach my son Tobi to ride without stabilisers. In the dream we were out on our close in Lekki early in the morning, me running behind holding the back of the saddle. ‘Don’t let go, Daddy!’ he kept shouting. I let go. He wobbled, then pedalled straight, faster and faster, and at the end of the close his bicycle lifted off the road, up over the gate, over the palm trees, into the sky. He was laughing. I stood there holding nothing. I was terrified, and then so proud I cried.',
    symbols: ['bicycle', 'road', 'door', 'tree', 'sky'],
    people: ['son'],
    emotions: ['fear'],
    notThere: ['father', 'joy', 'sadness'],
    notFelt: ['joy', 'sadness'],
    written: { son: 'son' },
    turn: ['sky'],
    outsideLexicon: ['stabilisers', 'saddle'],
  },
  // A plain dream of being lost. Bonnaroo is in June in waking life; the roommates are not in the dream.
  // Lost, looking for the tent (searching), the phone, the flashlight and the lamp (candle); the people
  // she didn't know snoring (strangers); the llama. The tent that opens on her bedroom "back home" is the
  // turn ("back home" names no house, as "at home" in en26-kiwifruit). "So relieved I laughed" is relief
  // and no joy, as "so relieved i nearly cried" in en31-soft-play was relief and no sadness.
  {
    id: 'en33-bonnaroo',
    title: 'Left at the llama',
    text: 'I’m twenty-one and going to Bonnaroo in June with my roommates. In the dream I was already there, alone, two in the morning, and lost. I was looking for our tent among thousands of them, all the same gray dome, same little flag. My phone was on one percent and my flashlight kept flickering. I walked for hours through wet grass, people I didn’t know snoring everywhere. Somebody yelled, “Left at the llama!” and there really was a llama. Then I unzipped a tent at random and it was my bedroom back home in Knoxville, lamp on. I was so relieved I laughed.',
    symbols: ['lost', 'searching', 'phone', 'candle', 'bedroom'],
    people: ['stranger'],
    emotions: ['relief'],
    notThere: ['house', 'joy'],
    notFelt: ['joy'],
    turn: ['bedroom'],
    outsideLexicon: ['tent', 'flag', 'grass', 'llama'],
  },
  // A plain dream of a chase, in the present. The tax office is her work (no office). Mount Ainslie (a
  // named mountain: mountain, there), the kangaroo (no lexicon word) that "steps out" (a verb: no
  // stairs) and starts chasing her (chased); she runs back down (fleeing) through the gum trees (tree)
  // and hides (hiding). The fire trail and the water tank are things of the bush (no fire, no water); "my
  // heart going like mad" is fear (no heart). The car keys (keys; no car) held out are the turn.
  // "Terrified" is fear, "can't stop laughing" joy.
  {
    id: 'en33-mount-ainslie',
    title: 'Mount Ainslie',
    text: 'I’m thirty-three, I work at the tax office in Canberra, and I run up Mount Ainslie before work most days. In the dream I’m halfway up the track at dawn when a big grey kangaroo steps out and stands there, taller than me. Then he starts chasing me. I sprint back down through the gum trees, across the fire trail, and every time I look back he’s one hop behind. I hide behind a water tank with my heart going like mad. He leans round it and holds out my car keys. ‘Dropped these, Bec.’ I’m terrified, and then I can’t stop laughing.',
    symbols: ['mountain', 'chased', 'fleeing', 'tree', 'hiding', 'keys'],
    people: [],
    emotions: ['fear', 'joy'],
    notThere: ['office', 'stairs', 'fire', 'water', 'heart', 'car'],
    turn: ['keys'],
    outsideLexicon: ['kangaroo', 'track', 'fire trail', 'water tank'],
  },
  // A plain dream of falling, typed in a hurry. Roofing is his work. The ladder not there (no ladder);
  // "over the edge" of the roof is no cliff. Falling past every window: the lady hanging out her laundry
  // (stranger), the kid eating cereal (child, food) who "waved" (a gesture: no wave, as "waving" in
  // en31-state-fair), the kitchen with the wife (as written). The snowbank (snow) and the daughter (as
  // written) standing over him are the turn; her laughing is hers (no joy). "Terrified" is fear, "so
  // relieved" relief.
  {
    id: 'en33-triple-decker',
    title: 'triple decker',
    text: 'roofer in quincy, 44, quick one before work. dreamt i was up on a triple decker on a cold morning and the ladder just wasnt there anymore. stepped back and went over the edge. only i fell really slow like a leaf past every window. 3rd floor a lady hanging out her laundry nodded at me. 2nd floor some kid eating cereal waved. 1st floor it was my own kitchen somehow with my wife making coffee. i was terrified the whole way down. landed flat on my back in a snowbank and my daughter was standing over me laughing. so relieved',
    symbols: ['falling', 'window', 'food', 'kitchen', 'snow'],
    people: ['stranger', 'child', 'wife', 'daughter'],
    emotions: ['fear', 'relief'],
    notThere: ['ladder', 'cliff', 'wave', 'joy'],
    notFelt: ['joy'],
    written: { wife: 'wife', daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['triple decker', 'laundry', 'cereal', 'coffee'],
  },
  // A plain dream of flying, in the present. The southerly (wind) on Lambton Quay; the umbrella lifting
  // her, the feet leaving the footpath: flying, over the shops (shop). The cable car is no car, as "a
  // cable car" in the twenty-first batch. The ferry (boat) on the harbour; "like a kite" is a likeness.
  // The gull (bird) that talks is the turn; landing on the roof of the office. "So happy" is joy.
  {
    id: 'en33-southerly',
    title: 'Southerly',
    text: 'I’m twenty-seven, a policy analyst in Wellington, and I go through about ten umbrellas a winter. In the dream I’m walking along Lambton Quay in a southerly and this time my umbrella doesn’t turn inside out. It lifts. My feet leave the footpath and I’m flying, up over the shops, over the cable car, out above the harbour with the ferry tiny underneath me. The wind carries me like a kite. A gull flaps alongside and shouts, ‘Lean left!’ So I lean left and come down gently on the roof of my office. I feel so free, and so happy.',
    symbols: ['wind', 'feet', 'flying', 'shop', 'boat', 'bird', 'office'],
    people: [],
    emotions: ['joy'],
    notThere: ['car'],
    turn: ['bird'],
    outsideLexicon: ['umbrella', 'footpath', 'harbour', 'roof'],
  },
  // A plain dream of a party, in the present. Bed-Stuy is a neighbourhood's name (no bedroom). The block
  // party (party) of the Saturday after next, dreamt: the street closed (road), the kids (child) in the
  // water from the hydrant, everybody dancing (dancing), the crowd ("crowd" is no crow, no bird, as in
  // en31-referee). The neighbour and the landlady have no lexicon word; the card table is no car. The
  // grandmother (as written) at the decks is the turn; her "church hat" is a hat (clothes; no church, as
  // "my church hat" in the twenty-fifth batch), and ‘baby’ is the dreamer called (no baby). "So happy"
  // is joy.
  {
    id: 'en33-block-party',
    title: 'Block party',
    text: 'I tend bar in Bed-Stuy and our block party is the Saturday after next. In the dream it’s already happening, the whole street closed, grills going, kids shrieking in the water from the hydrant, everybody dancing. Mr. Calloway from 3B is doing the Electric Slide with my landlady. Speakers are stacked on a card table, and I can’t see who’s DJing. I push through the crowd, and it’s my grandmother in her church hat, headphones on, nodding like a pro. “Told you I still had it, baby,” she says, and drops a record I haven’t heard since I was six. I feel so happy.',
    symbols: ['party', 'road', 'water', 'dancing', 'clothes'],
    people: ['child', 'crowd', 'grandmother'],
    emotions: ['joy'],
    notThere: ['bedroom', 'bird', 'car', 'church', 'baby'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother'],
    outsideLexicon: ['grills', 'hydrant', 'speakers', 'headphones', 'record'],
  },
  // A plain dream of a hospital. The knee operation is in March in waking life and dreamt. The trolley,
  // the gown (clothes), the porter (stranger) wheeling him through the corridors (hallway) and out of the
  // hospital doors (door) down the road, the letters and the parcel (letter, box) of his round;
  // "handing out" is no hands. Mrs Patel has no lexicon word. The surgeon who turns round is the wife (as
  // written): the turn; both listed, as the teacher and the daughter above. "You'll be grand" shows gran
  // (no grandmother); ‘love’ is a word of address (no love). "Felt safe" is calm.
  {
    id: 'en33-theatre',
    title: 'Theatre',
    text: 'I’ve been a postie in Stockport for thirty years and I’m getting my knee done in March. In the dream I was lying on a trolley in one of those gowns and a porter was wheeling me down to theatre, only the corridors turned into my round. Out the hospital doors and down the road, the porter pushing, me handing out letters as we went. Mrs Patel at number 40 signed for a parcel. Then we went through the doors into theatre, and the surgeon turned round and it was my wife, Bernie. ‘You’ll be grand, love,’ she said. I felt safe.',
    symbols: ['hospital', 'clothes', 'hallway', 'door', 'road', 'letter', 'box'],
    people: ['stranger', 'doctor', 'wife'],
    emotions: ['calm'],
    notThere: ['hands', 'grandmother', 'love'],
    written: { wife: 'wife' },
    turn: ['wife'],
    outsideLexicon: ['trolley', 'gown', 'knee'],
  },
  // A plain dream of a shop, typed in a hurry. The sari-sari store (shop) going back like a warehouse
  // (a likeness); the street is only where it is (read neither way, as Eagle Crest Drive in
  // en31-eagle-crest). Aling Nena is not there. The orange cat on the cash box (box, money), counting out
  // the change; the pack of candy (food) is the turn: "white rabbit" is a sweet's name, lower-cased in
  // the hurry (no rabbit). The lola only remembered has no lexicon word. "So happy" is joy, "a little
  // sad" sadness.
  {
    id: 'en33-sari-sari',
    title: 'sari sari',
    text: 'cant sleep again so typing this. dreamt i went down to aling nenas sari sari store on our street for load and eggs like always but the store just went back and back like a warehouse. shampoo sachets up to the ceiling. her orange cat was at the counter instead of her sitting on the cash box. i paid and it counted out my change with its paw slow and correct. then it slid me a pack of the white rabbit candy my lola used to buy me. i felt so happy and a little sad',
    symbols: ['shop', 'cat', 'box', 'money', 'food'],
    people: [],
    emotions: ['joy', 'sadness'],
    notThere: ['rabbit'],
    turn: ['food'],
    outsideLexicon: ['sachets', 'counter', 'candy'],
  },
  // A plain dream of an animal. The primary school is her old work (no school), and Sandy Bay a suburb
  // (a name: no beach). The glass of water is only what she came down for (no glass, no water). The
  // kitchen at night, the barn owl (owl) on the chair; "switched the light on" is everyday (no light, as
  // "the lights are off" in the thirtieth batch); "white as paper" is a likeness. The window. The brass
  // key (keys) on the table where the owl was is the turn. "Completely calm" is calm.
  {
    id: 'en33-barn-owl',
    title: 'Barn owl',
    text: 'I taught at the primary school in Sandy Bay for thirty-five years and retired in June. In the dream I came down to the kitchen at night for a glass of water and there was a barn owl on the back of my chair, white as paper. It didn’t move. I switched the light on and it turned its head right round to look at me. ‘You left the window open, Heather,’ it said, very politely. I went to close it. When I turned back the owl had gone, and there was a little brass key on the table. I felt completely calm.',
    symbols: ['kitchen', 'owl', 'window', 'keys'],
    people: [],
    emotions: ['calm'],
    notThere: ['school', 'beach', 'glass', 'water', 'light'],
    turn: ['keys'],
    outsideLexicon: ['chair', 'table'],
  },
  // A plain dream of a partner, in the present. Meeting the girlfriend's (as written) folks is next
  // weekend in waking life. The door, the shirt and the fleece vests (clothes). The folks are the dreamer
  // and the girlfriend at sixty (double), gray-haired (hair): the turn. "Shakes my hand" is a handshake
  // (no hands, as "shaking hands" in en31-referee and the handshake of en32-falcon, following the later
  // batches: en8-interview-teeth and en14-viva had read one as hands). Dinner (food). "So nervous" is
  // anxiety; "weirdly happy" is joy (no confusion, as "weirdly happy" in en29-gym-floor).
  {
    id: 'en33-folks',
    title: 'Her folks',
    text: 'I’m twenty-eight, I roast coffee in Seattle, and next weekend I meet my girlfriend Mei’s folks for the first time. In the dream we’re already at their door in Bellevue with a bottle of wine, and I’m so nervous I’m sweating through my shirt. The door opens and it’s us. Me and Mei, about sixty, gray-haired, in matching fleece vests. Old me shakes my hand and says, “Relax, man. She says yes.” Old Mei hugs young Mei. Then we all sit down to dinner like it’s normal. I feel nervous, and then weirdly happy.',
    symbols: ['door', 'clothes', 'hair', 'food'],
    people: ['girlfriend', 'double'],
    emotions: ['anxiety', 'joy'],
    notThere: ['hands', 'confusion'],
    written: { girlfriend: 'girlfriend' },
    turn: ['double'],
    outsideLexicon: ['bottle', 'wine', 'fleece vests'],
  },
  // The parents. The number 1 bus is the dreamer's work and the dad's before him (no bus). The mum and dad
  // (mother, father, as written) at sixteen at the school disco (school, party) of his old comp; the
  // Wolves shirt (clothes; Wolves is a club's name: no wolf), "like a fish out of water" a set phrase (no
  // fish, no water); the mum dancing (dancing). The dreamer bald (hair). ‘Our kid’ is a word of address
  // (no child). The mum "mortified" is hers (no shame); "I wasn't jealous" denies jealousy; "felt like
  // a kid at Christmas" is a set phrase for delight: joy, a choice of this batch (no child). No turn
  // with a word in the lexicon (the dad asking her to dance).
  {
    id: 'en33-school-disco',
    title: 'Our kid',
    text: 'I drive the number 1 bus in Wolverhampton, same as Dad did. Last night Mum and Dad were at the school disco at my old comp, both sixteen, 1979. Dad in his Wolves shirt looking like a fish out of water, Mum dancing with her mates and pretending not to see him. I was the DJ, somehow, forty-one and bald. ‘Play something slow, our kid,’ Dad said, so I did, and he finally asked her. Mum was mortified, then she said yes. I wasn’t jealous of them, not even a bit. I just stood behind the decks and felt like a kid at Christmas.',
    symbols: ['school', 'party', 'clothes', 'dancing', 'hair'],
    people: ['father', 'mother'],
    emotions: ['joy'],
    notThere: ['bus', 'wolf', 'fish', 'water', 'child', 'shame', 'jealousy'],
    notFelt: ['shame', 'jealousy'],
    written: { father: 'Dad', mother: 'Mum' },
    outsideLexicon: ['disco', 'decks'],
  },
  // A house. The granny's death is dated in waking life (no grandmother, no death, as from the tenth
  // batch on); Seaview Gardens is a neighbourhood's name (no ocean, no garden). The house, "a dog's
  // dinner" a set phrase (no dog, no food); the fridge in the bathroom. The front room full of water is
  // the turn; the brother (as written) "floating" in it is on the water (no flying), "like when we were
  // small" a likeness. "Storm in a teacup" is only said (no storm). "I wasn't angry" denies anger. The
  // steps (stairs), the feet in the water; "felt at home" is calm.
  {
    id: 'en33-seaview',
    title: 'Seaview Gardens',
    text: 'Granny died in 2015 and left the house in Seaview Gardens to me and my brother Andre. We haven’t been inside since. In the dream I opened the grille and the whole place was a dog’s dinner, furniture upside down, the fridge in the bathroom. Then I saw the front room was full of water, still and clear, and Andre was floating in it on his back like when we were small, reading a comic. ‘Storm in a teacup,’ he said, without looking up. I wasn’t angry with him. I sat on the steps with my feet in the water and felt at home.',
    symbols: ['house', 'bathroom', 'water', 'stairs', 'feet'],
    people: ['brother'],
    emotions: ['calm'],
    notThere: ['grandmother', 'death', 'ocean', 'garden', 'dog', 'food', 'flying', 'storm', 'anger'],
    notFelt: ['anger'],
    written: { brother: 'brother' },
    turn: ['water'],
    outsideLexicon: ['grille', 'furniture', 'fridge', 'comic'],
  },
  // Teeth. The choir at the Baptist church in Kansas City is her work (no church, no city: neither is in
  // the dream; her singing is).
  // The Royals are a team (a name: no royalty); home plate is part of the field (no house); "a frog in my
  // throat" is a set phrase (no frog); "dawn's early light" is only sung (no light). The forty thousand
  // people (crowd), the teeth caught in the hand (teeth, hands). "Dead quiet" is everyday (no death); the
  // catcher (stranger) in tears is his (no sadness). No teeth at all at the end is the turn. "I wasn't
  // nervous" denies anxiety; "mortified" is shame.
  {
    id: 'en33-anthem',
    title: 'The anthem',
    text: 'I direct the choir at a Baptist church in Kansas City, and the Royals asked me to sing the anthem in July. In the dream I was out at home plate at the K in front of forty thousand people, with a frog in my throat from the first note. By “dawn’s early light” a tooth came loose. By “ramparts” I was catching them in my hand and still singing. The stadium went dead quiet. The catcher was in tears. At “the brave” I smiled up at the big screen with no teeth at all. I wasn’t nervous. I was mortified.',
    symbols: ['singing', 'teeth', 'hands'],
    people: ['crowd', 'stranger'],
    emotions: ['shame'],
    notThere: ['church', 'city', 'royalty', 'house', 'frog', 'light', 'death', 'sadness', 'anxiety'],
    notFelt: ['sadness', 'anxiety'],
    turn: ['teeth'],
    outsideLexicon: ['anthem', 'stadium', 'big screen'],
  },
  // Naked. The first day of Reception is on Monday in waking life and dreamt. The youngest, Cerys (the
  // daughter, though no word says it but "our youngest"), the school gates (school, door), the other
  // mums (strangers, as the mothers in en24-labour-ward; no mother of the dreamer's), the lollipop man
  // (stranger); ‘angel’ is a word of address (no angel) and "lovely day" no love. "Birthday suit" is
  // the set phrase for naked (naked; no party), the turn; the trainers (shoes; no train), the book bag (no
  // book, no luggage). Mrs Sparrow (a name: no bird) is the teacher; "didn't bat an eye" is a set phrase (no
  // eyes). The mums "green with envy" are theirs (no jealousy). "I wasn't embarrassed" denies shame;
  // "free as a bird" is a likeness (no bird); "weirdly calm" is calm (no confusion).
  {
    id: 'en33-reception',
    title: 'Birthday suit',
    text: 'First day of Reception for our youngest, Cerys, on Monday, so no surprise really. In the dream I walked her up to the school gates with the other mums, and the lollipop man said, ‘Morning, angel, lovely day for it.’ Only then did I look down. Birthday suit. Nothing on but my trainers and her book bag. Her teacher, Mrs Sparrow, didn’t bat an eye, just led Cerys inside. The other mums were green with envy, one of them said so. I wasn’t embarrassed, funnily enough. I felt free as a bird, and weirdly calm.',
    symbols: ['school', 'door', 'naked', 'shoes'],
    people: ['daughter', 'stranger', 'teacher'],
    emotions: ['calm'],
    notThere: [
      'mother',
      'angel',
      'love',
      'party',
      'train',
      'book',
      'luggage',
      'bird',
      'eyes',
      'jealousy',
      'shame',
      'confusion',
    ],
    notFelt: ['jealousy', 'shame'],
    turn: ['naked'],
    outsideLexicon: ['trainers', 'book bag'],
  },
  // The dead come back. The grandmother (Grandma, as written) is there; her death is dated in waking life
  // and the burial missed (no death, no funeral), "fly home" a waking journey not made (no flying, no
  // house). The hair braided in the salon; Aunty Peace (family, as written; Peace is a name: no calm)
  // crying and laughing: hers (no sadness, no joy). "My eyes watered" is everyday (no eyes, no water);
  // ‘my baby’ is a word of address (no baby); "like she did when I was five" names no child. The whole
  // salon singing (crowd, singing). "I wasn't sad" denies sadness; "so loved" is love. No turn with a
  // word in the lexicon: the grandmother is there from the start.
  {
    id: 'en33-salon',
    title: 'Aunty Peace',
    text: 'My grandmother died in 2017 in Enugu and I couldn’t fly home for the burial. Last night she was braiding my hair in Aunty Peace’s salon on Bissonnet, like she did when I was five, pulling so tight my eyes watered. Aunty Peace was at the next chair, crying and laughing at the same time. “Sit still, my baby,” Grandma said. “You think I came all this way to do it badly?” The whole salon was singing along to the radio. I wasn’t sad, not for one second. I just sat between her knees and felt so loved.',
    symbols: ['hair', 'singing'],
    people: ['grandmother', 'family', 'crowd'],
    emotions: ['love'],
    notThere: ['death', 'funeral', 'flying', 'house', 'calm', 'eyes', 'water', 'baby', 'sadness', 'joy'],
    notFelt: ['sadness', 'joy'],
    written: { grandmother: 'Grandma', family: 'Aunty' },
    outsideLexicon: ['salon', 'chair', 'radio'],
  },
];
