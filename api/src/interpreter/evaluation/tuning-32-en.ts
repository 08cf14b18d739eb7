// Thirty-second tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 98 to 105 words as people type them at dawn, first person, four of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and no quotes,
// eighteen with dialogue (British single quotes from the UK, Ireland, Australia, New Zealand, South
// Africa, Kenya and India, double quotes from the US, Canada and the Philippines), told by people of many
// trades, countries and ages (a truck mechanic of fifty-two in Hamilton, a hairdresser in Glasgow, a
// Knowledge candidate of thirty-three in London, a college rower in Boston, a retired nurse of
// sixty-seven in San Francisco, the father of a four-month-old in Cebu, a wife at IKEA in Sydney, an IT
// support worker of twenty-nine in Cardiff, a web developer of forty-five in Rotorua, a drone pilot in
// Phoenix, a woman thirty-one weeks pregnant, a hospital cleaner in Nairobi, a parent of three at Costco
// in Calgary, a retired railwayman of seventy on the KwaZulu-Natal coast, a wife in Manchester, an
// electrician in Newcastle, New South Wales, a renter in Galway, a divorced man of thirty-seven in
// Toronto, a flight attendant out of Perth, a grown child in Mumbai), about what people most often dream
// of, in situations none of the earlier English batches used (their ids and titles grepped first, and a
// few of their places and situations): detention at fifty-two beside one's son at fifteen, a ballet
// recital reached as the curtain comes down, a Knowledge appearance flooding, a rowing pair carried out
// to a whale, a driverless car leaving the Bay Bridge over the water for a beach never seen, a baby
// growing up floor by floor of a mall, lost in an IKEA showroom, chased by a PE teacher on a ride-on
// mower, off a trail's ledge into a lake where the dad is fishing, being the drone, a gender reveal that
// lets out birds, a hospital cleaner finding herself in the last bed, a Costco that keeps growing, a
// shark in a hotel pool with fish in its mouth, a barista flirting who is the dreamer ten years younger,
// parents off round Asia with a dead dog in the back seat, a room behind the hot press, teeth on a first
// date, naked in the safety demo, and a dead father at a cricket match at the Wankhede. About three
// quarters (fifteen, the first fifteen) are plain reports with the ordinary images of dreams (school,
// lateness, an exam, water, a car, children, being lost, a chase, falling, flying, a party, a hospital,
// a shop, an animal, a partner) and no deliberate traps, written to see that the analysis finds
// everything that is there and nothing that is not; what they list under `notThere` is only what
// ordinary words bring with them (‘Dad’, ‘Mummy’, ‘Pa’ and ‘Mom’ said to the dreamer, "so happy I
// cried", a tie "floating", bridges that never come up, "dark blue", "Eyes in the boat", "I’m a retired
// nurse", "a late-night DJ", "Papa of a four-month-old", "I ring Dom", "staring", "long shadows", "like
// she’s calling a bird down", "so light", birds that flew, a sister-in-law only in waking life, "it’s a
// baby", "ward", a hospital bed, "fell asleep", a "bag of" croissants, a wedding cake with its bride and
// groom, a husband only looked for, the kids' laughter, a husband "loving it", "weirdly"). The other
// quarter (the last five: the Falcon, the hot press, the first date, the safety demo, the Wankhede) hold
// the traps people write without meaning to: names with image words in them (the Sunshine Coast, a Ford
// Falcon, Shop Street, Queen Street West, a date called Angel, Captain Hawke), everyday senses and
// compounds of image words (an oxygen mask, "the new girl", "the second wave", "at home", "Lovely work",
// "she was lovely", "the lights", "mother" showing moth), deaths dated in waking life ("who died in
// 2008", "Papa died in May 2021"), images only said, remembered or owned (a sister's wedding dress and a
// granny's phone, "tell your mother", a mother told in the morning), likenesses and set phrases ("like
// I was his bank manager", "over the moon" twice, "like loose change", "not a stitch on", "like flying
// without the plane", "a sea of blue shirts", "like when I was ten"), a handshake, words of address
// (‘possum’, ‘love’, ‘darl’, ‘Beta’), feelings denied ("I wasn’t sad", "I wasn’t frightened at all",
// "I wasn’t embarrassed" twice, "I did not cry") and another's feeling (a dad over the moon, a friend
// delighted, a date laughing, a colleague mortified, a papa over the moon, a mother crying). `notFelt`
// repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a
// person's gendered word as written; `turn` lists the images of a turning point (a recognition, a
// reversal, the last unexpected image) where there is one and the lexicon has a word for it (one has
// none: the dead father at the match is there from the start). To complete `notThere`, a read-only
// `python3` call printed which of the lexicon's English words (with the people variants) and the emotion
// list's English words occur in each title and text (a crude match allowing a few endings, so that
// "staring" showed star, "ward" war, "dark blue" dark, "weirdly" weird, "lovely" love, "mother" moth,
// "Hawke" hawk and "coast" the beach), and each whose image is not in the dream was added to
// `notThere`, as the twenty-seventh to thirty-first batches did; its first run also allowed an ending
// "n", which showed "been" as bee, and was dropped; "street" in two of the last five is left unlisted on
// purpose (below); it ran nothing of the analysis. Where earlier batches differ, the readings follow the
// later one, and say so: a death dated in waking life is no death, as from the tenth batch on
// (en7-beehive read a grandfather's death ten years before as there); a word that says what the dreamer
// is ("I’m a retired nurse", "Papa of a four-month-old", "a hairdresser", "I’m a sparky", "I’m cabin
// crew") is the dreamer, as from the twenty-second batch on; a handshake is no hands, as "shaking hands"
// in en31-referee (en8-interview-teeth and en14-viva had read a handshake as hands); a hospital bed is no
// bedroom, as in en13-ward-photos (en5-hospital-corridor had read one as bedroom); a costume is no
// animal, as the "lion costume" of the twenty-seventh and the rabbit costume of en31-state-fair (there is
// none here); a colleague or a captain is boss, as in en20-window-cleaner, en29-drive-thru and
// en30-first-officer; anonymous people (a client, an examiner, couples, a sample lady, a date, an
// umpire, a cabin of passengers) are strangers or a crowd, as from the twelfth batch on, the first date
// as in en15-planetarium; a granddaughter is family (as written), as in en25-ngatu, en27-salthill and
// en29-physics-30; someone only phoned, remembered, told or owning a thing is not there, as from the
// tenth batch on and in the twenty-eighth to thirty-first; a likeness or a set phrase names no image; a
// word said to the dreamer (‘Dad’, ‘Mummy’, ‘Pa’, ‘Mom’, ‘love’, ‘possum’, ‘darl’, ‘Beta’) is in
// `notThere` where the lexicon has a word for it and not among the people, and ‘love’ so said is not in
// `notFelt`, as in en24-dove-lake and the twenty-ninth to thirty-first; birds' flying is theirs (no
// flying), as in the twenty-sixth and twenty-seventh; "at home" names no house, as in en26-kiwifruit;
// "fell asleep" is no falling, as in en26-churchill and en31-top-bunk; "weirdly" is no confusion, as in
// en29-gym-floor; a street that is only an address is read neither way, as Eagle Crest Drive in
// en31-eagle-crest. Choices of this batch, said where they are made: "so happy I cried" is joy and no
// sadness, as the tears of relief in en5-hospital-corridor were relief; a "baby boy" is both baby and
// boy, as en29-teaspoon listed baby and daughter; a dinghy is a boat; the plane of the safety demo is
// listed though its word comes only in a likeness; pregnancy is listed for a dreamer pregnant in waking
// life and in the dream. None of the named people come back from earlier batches. Files read: the
// README (`cat`, with `cat` of the types and `ls` of the evaluation folder in the same command; the
// display cut a middle part of the README, from the fifteenth to the twenty-fourth batch's sections,
// which was not read), the types (`cat`, as said), the thirtieth and thirty-first batches (`wc -l` of
// both with `cat` of the thirty-first, `cat` of the thirtieth, then `sed -n` of the part the display had
// cut of each), the lexicon's eight data files (`ls` and `wc -c` of `*.json`, with a `python3` call that
// printed each file's type and length and the key names of its first entry; a `python3` call that
// printed each entry's id and English words, and one that printed the key names found in people.json's
// entries; a `python3` call that printed the key names of the people variants; a `python3` call that
// printed the variants' ids and English words), the emotion list (a `grep -n -E "^\s*id:"` piped to
// `head`, in the same command as the last, and a `python3` call that printed each id and its English
// words, with the comments inside the lists stripped), and the earlier English tuning batches through
// `grep` pipes over `tuning-en.ts` and `tuning-*-en.ts` (with `ls`, `tr`, `sed`, `paste`, `cut`,
// `column` and `head`; one `for` loop with `printf` and `tr`; `awk` calls that printed the id of the
// dream at a given line of ten of them, two of tuning-8-en.ts and tuning-14-en.ts, two of
// tuning-18-en.ts and tuning-28-en.ts, and two of tuning-16-en.ts and tuning-17-en.ts): their ids and
// titles; a few places and situations (handshakes,
// IKEA, Costco, gender reveals, drones, recitals, cross-country, sharks, the DMV, night school,
// detention, proms, dentists, car parks, tents, canoes and others), which printed lines of a few earlier
// texts (en14-viva, en18-hair, en8-interview-teeth, en10-flatpack, en18-oral-exam, en21-road-test and a
// dozen short snippets around "shark" and "parking lot"); and how they read an examiner, a hospital bed,
// a sports hall, passengers, a tower, a measure, a coach, teammates, a first date, birds flying, a
// granddaughter, "fell asleep", "over the moon", a mother-in-law and "at home" (with `sed -n` of four
// comment lines of en16-swimming-gala and of en17-garden-party, and `grep -B2 -A3` around one of
// en26-kiwifruit). Departures, disclosed: the `ls` of the evaluation folder listed the names of the
// held-out files, `evaluation.test.ts` and `score.ts`: names only, none of them opened; the key names of
// the lexicon's entries and of the people variants were printed (among them those of the interpretation
// texts and exclude lists, whose contents were not); the `grep` of the `id:` lines of emotions.ts also
// printed one line of its interface (`id: string;`); the first line of this header is kept whole, over
// 110 characters, as every earlier batch's is (all its other comment lines are shorter). Over this
// file: `python3` calls that only printed (the word match above, run twice, with the word counts; a
// final check of its brackets, quoting, word counts, ids, lists and comment line lengths) and `grep -n`,
// `grep -c`, `sed -n` (once piped to `cut`), `awk` and `grep -v` calls to read it back. No script,
// test, tsx, node, vitest, npm or git command was run and no scratch file was written; the file was
// written and edited with the file editing tool only.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_32: readonly EvaluationDream[] = [
  // A plain dream of school, in the present. The trucks are his work. The old high school (school) and
  // detention in its gym; the other kids (child); the vice-principal (teacher); the clock over the
  // scoreboard; the hand cramping (hands). The son (as written) at the next desk, fifteen again, in his
  // hockey jersey (clothes), is the turn; ‘Dad’ is the dreamer called (no father). "So ashamed" is shame.
  {
    id: 'en32-detention',
    title: 'Detention',
    text: 'I’m fifty-two and I fix trucks in Hamilton, but in the dream I’m back at my old high school, in detention. It’s the old gym, rows of desks, and all the other kids are about fifteen. The vice-principal, Mr Kowalski, puts a sheet of lined paper in front of me and says, “One hundred times: I will not talk back.” The clock over the scoreboard never moves. I write until my hand cramps. Then the kid at the next desk leans over, and it’s my son Tyler, fifteen again, in his old hockey jersey. “Dad, you’re doing it wrong,” he whispers. I feel so ashamed.',
    symbols: ['school', 'clock', 'hands', 'clothes'],
    people: ['child', 'teacher', 'son'],
    emotions: ['shame'],
    notThere: ['father'],
    written: { son: 'son' },
    turn: ['son'],
    outsideLexicon: ['gym', 'desks', 'lined paper', 'scoreboard', 'hockey jersey'],
  },
  // A plain dream of lateness. The recital is on Saturday in waking life and dreamt. The hairdresser is the
  // dreamer; running late (late), the client (stranger) whose hair grows back, the buses on Sauchiehall
  // Street (bus, road), the work tunic (clothes). Everybody leaving (crowd). The daughter (as written)
  // still on the stage (performance) in her tutu, dancing for her mother, is the turn; ‘Mummy’ is the
  // dreamer called (no mother). "So happy I cried" is joy: the tears are of joy, no sadness, as the tears
  // of relief in en5 were read as relief.
  {
    id: 'en32-recital',
    title: 'Front row',
    text: 'I’m a hairdresser in Glasgow and my daughter Isla has her first ballet recital on Saturday. In the dream I was running late for it. I had a client in the chair whose hair grew back as fast as I could cut it. Then every bus on Sauchiehall Street said Not In Service, so I ran the whole way in my work tunic. I got there as the curtain came down and everybody was leaving. But Isla was still on the stage in her tutu. ‘I saved one for you, Mummy,’ she said, and danced it just for me. I was so happy I cried.',
    symbols: ['late', 'hair', 'bus', 'road', 'clothes', 'performance', 'dancing'],
    people: ['daughter', 'stranger', 'crowd'],
    emotions: ['joy'],
    notThere: ['mother', 'sadness'],
    notFelt: ['sadness'],
    written: { daughter: 'daughter' },
    turn: ['daughter', 'dancing'],
    outsideLexicon: ['chair', 'tunic', 'curtain', 'tutu'],
  },
  // A plain dream of an exam. The Knowledge is the London cab drivers' exam; the appearance (exam) with the
  // examiner (a man unknown: stranger, as in en19-piano-exam and en21-road-test) in his grey suit and tie
  // (clothes). The water coming in under the door and rising (water, flood) is the turn; the tie
  // "floating" on it is no flying. Swimming the last bit of the run. "Completely calm" is calm.
  {
    id: 'en32-knowledge',
    title: 'The Knowledge',
    text: 'I’m thirty-three, I’ve been doing the Knowledge for three years on a moped, and my next appearance is in January. In the dream I was sat across the desk from my examiner in his grey suit. ‘Finsbury Park to Euston,’ he said. Easy. I started calling the run, and water came in under the door. By Holloway it was round my ankles, by Camden up to my chest, and he just kept writing. ‘Continue,’ he said, his tie floating. So I did. I swam the last bit of the run, and at the end he gave me a nod. I felt completely calm.',
    symbols: ['exam', 'clothes', 'water', 'door', 'flood', 'swimming'],
    people: ['stranger'],
    emotions: ['calm'],
    notThere: ['flying'],
    turn: ['water', 'flood'],
    outsideLexicon: ['moped', 'desk', 'tie'],
  },
  // A plain dream of water. BU is her university in waking life; the dream is on the river. The pair
  // (boat) rowed with the best friend Kayla (friend), the Charles (river) in the fog; the bridges never
  // come up (no bridge). The water turning "dark blue" (a colour: no darkness), the banks gone; the
  // whale beside the boat is the turn; "like a sigh" is a likeness. "Eyes in the boat" is only said (no
  // eyes). "Terrified" is fear, "amazed" wonder.
  {
    id: 'en32-pair',
    title: 'The pair',
    text: 'I’m a sophomore at BU and I row in a pair with my best friend Kayla. In the dream we were out on the Charles at six in the morning in thick fog, and we kept rowing long after the bridges should have come up. The river got wider and wider. The water went green, then dark blue, and the banks just disappeared. Then a whale came up right beside us, so close I could have touched it, and breathed out over us like a sigh. Kayla didn’t even turn her head. “Eyes in the boat,” she said. I was terrified, and then completely amazed.',
    symbols: ['boat', 'river', 'water', 'whale'],
    people: ['friend'],
    emotions: ['fear', 'wonder'],
    notThere: ['bridge', 'darkness', 'eyes'],
    turn: ['whale'],
    outsideLexicon: ['fog', 'banks'],
  },
  // A plain dream of a car. The retired nurse is the dreamer (no doctor, as a word that says what the
  // dreamer is, from the twenty-second batch on); the grandson only made her try one in waking life.
  // The driverless car, its doors locked with her inside (trapped), the steering wheel; the voice "like a
  // late-night DJ" is a likeness (no late). The Bay Bridge, the water driven over. "Scared stiff"
  // is fear. The beach and the sand, where the doors open, are the turn; "oddly safe" is calm.
  {
    id: 'en32-driverless',
    title: 'No driver',
    text: 'I’m a retired nurse, sixty-seven, and my grandson made me try one of those driverless cars in San Francisco. In the dream I got in one outside my building on Noriega and the doors locked with me inside. The steering wheel turned by itself. “Relax, Dolores,” it said, in a voice like a late-night DJ. It took me across the Bay Bridge in the fog, and halfway over it turned right and kept going, out over the water, smooth as anything. I was scared stiff. Then it parked on the sand at a beach I’d never seen and the doors opened. I felt oddly safe.',
    symbols: ['car', 'door', 'trapped', 'bridge', 'water', 'beach'],
    people: [],
    emotions: ['fear', 'calm'],
    notThere: ['doctor', 'late'],
    turn: ['beach'],
    outsideLexicon: ['building', 'fog'],
  },
  // A plain dream of a child. "Papa" is what the dreamer is, and ‘Pa’ the dreamer called (no father). The
  // baby boy (baby, boy, both written, as en29-teaspoon listed baby and daughter) in his stroller through
  // the mall (shop); holding the finger (hands). The food court and the lunch (food); him grown, paying
  // with his own money, is the turn. "So sad" is sadness; pride has no word in the emotion list.
  {
    id: 'en32-escalator',
    title: 'Food court',
    text: 'Papa of a four-month-old here, in Cebu. In the dream I was pushing my baby boy Migo in his stroller through the mall, and every escalator we took, he got older. Second floor he was sitting up. Third floor he was walking beside me holding my finger. By the food court he was taller than me, with a moustache, and paying for our lunch with his own money. “Pa, relax, I got this,” he said. I kept looking at the empty stroller. I was so proud of him and so sad at the same time. I woke up and checked on him right away.',
    symbols: ['shop', 'hands', 'food', 'money'],
    people: ['baby', 'boy'],
    emotions: ['sadness'],
    notThere: ['father'],
    written: { boy: 'boy' },
    turn: ['money'],
    outsideLexicon: ['stroller', 'escalator', 'moustache'],
  },
  // A plain dream of being lost, in the present. The IKEA of waking life (shop), dreamt again: the
  // kitchens and bedrooms of the showroom (kitchen, bedroom), the husband (as written) lost and looked
  // for (searching); the couples (strangers); his phone heard in a drawer ("I ring Dom" is no ring).
  // The girl (as written) in the yellow shirt (clothes), the map; lost, and "panic" is fear. The husband
  // asleep on the last bed is the turn; "I laugh" is joy.
  {
    id: 'en32-showroom',
    title: 'Follow the arrows',
    text: 'We went to IKEA in Tempe on Saturday. In the dream we’re back there, me and my husband Dom, following the arrows, and we lose each other between the kitchens and the bedrooms. I keep looking for him. Every room is a bedroom now, each with a couple I don’t know pretending to live there. I ring Dom and his phone buzzes in a drawer beside me. A girl in a yellow shirt gives me a map: ‘You are here.’ It’s just a dot. I’m so lost I start to panic. Then I find him asleep on the last bed, snoring, and I laugh.',
    symbols: ['shop', 'kitchen', 'bedroom', 'searching', 'phone', 'clothes', 'map', 'lost'],
    people: ['husband', 'stranger', 'girl'],
    emotions: ['fear', 'joy'],
    notThere: ['ring'],
    written: { husband: 'husband', girl: 'girl' },
    turn: ['husband'],
    outsideLexicon: ['arrows', 'drawer'],
  },
  // A plain dream of a chase, typed in a hurry. IT support is his work. Back at school (school), the cross
  // country in the rain and the mud, the other kids (child) in PE tops (clothes). The PE teacher chasing
  // him (chased) on a lawnmower; cutting through the woods (forest, fleeing), hiding in the pipe, the
  // teacher singing. Coming out at his desk at work (office) in wet shorts (clothes), everyone from the
  // office staring (colleagues: boss, as in en30-triage; "staring" is no star, no sky, as in
  // en28-first-day) is the turn. "So embarrassed" is shame.
  {
    id: 'en32-cross-country',
    title: 'cross country',
    text: '29 and in IT support in cardiff but last night i was back at school in year 9 doing the cross country in the rain. mud up to my shins and the other kids all in those awful green PE tops. mr pritchard the PE teacher was chasing me on a ride on lawnmower. not fast just never stopping. i cut through the woods behind the rugby pitch and hid in a drainage pipe and he went past singing. crawled out the other end and i was at my desk at work in wet shorts with everyone from the office staring. so embarrassed',
    symbols: ['school', 'rain', 'mud', 'clothes', 'chased', 'forest', 'fleeing', 'hiding', 'singing', 'office'],
    people: ['child', 'teacher', 'boss'],
    emotions: ['shame'],
    notThere: ['sky'],
    turn: ['office'],
    outsideLexicon: ['lawnmower', 'rugby pitch', 'drainage pipe', 'desk', 'shorts'],
  },
  // A plain dream of falling. The websites are his work. The trails in the redwoods (forest) on the bike
  // (bicycle); the mate Hemi (friend, there: heard yelling from above; ‘bro’ has no lexicon word). The
  // ledge (cliff), falling past the trees (tree) and a hawk (eagle). Landing in the lake, "soft as a
  // mattress" a likeness; the dad (father, as written) in his dinghy (boat) is the turn. "Totally calm" is
  // calm.
  {
    id: 'en32-redwoods',
    title: 'The redwoods',
    text: 'I’m forty-five, I build websites in Rotorua, and most Sundays I ride the trails in the redwoods with my mate Hemi. In the dream I came round a bend too fast and the trail just ended at a ledge. Over I went. The bike dropped away and I kept falling, past the tops of the trees, past a hawk hanging in the air, for ages. Hemi was yelling ‘Pedal, bro!’ from up top. Then I landed in the lake, soft as a mattress, and Dad was there in his dinghy with his rod out, like he’d been waiting. I felt totally calm.',
    symbols: ['forest', 'bicycle', 'cliff', 'falling', 'tree', 'eagle', 'lake', 'boat'],
    people: ['friend', 'father'],
    emotions: ['calm'],
    written: { father: 'Dad' },
    turn: ['father'],
    outsideLexicon: ['trail', 'mattress', 'dinghy', 'rod'],
  },
  // A plain dream of flying, in the present. Flying drones is her work; in the dream she is the drone
  // (flying), over the desert, its saguaros "throwing long shadows" (no shadow_figure). The house and the
  // daughter (as written) in the yard, her hand up (hands), "like she's calling a bird down" a likeness
  // (no bird); landing on it is the turn. ‘Mom’ is the dreamer called (no mother); "so light" is her
  // weight (no light). "Completely happy" is joy.
  {
    id: 'en32-drone',
    title: 'Twelve percent',
    text: 'I fly drones for a real estate company in Phoenix, mostly rooftops and pools. In the dream I am the drone. I lift off a driveway in Gilbert and I can feel the props humming in my arms, and I go up, over the subdivision, over the canal, out over the desert with the saguaros throwing long shadows. The controller beeps in my head: battery twelve percent. Then I see our house and my daughter in the yard with her hand up, like she’s calling a bird down, and I land on it. “Mom, you’re so light,” she says. I feel completely happy.',
    symbols: ['flying', 'desert', 'house', 'hands'],
    people: ['daughter'],
    emotions: ['joy'],
    notThere: ['shadow_figure', 'bird', 'mother', 'light'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['drone', 'props', 'subdivision', 'canal', 'saguaros', 'yard'],
  },
  // A plain dream of a party. Pregnant in waking life and in the dream (pregnancy); the sister-in-law
  // only throws the party in waking life (no sister, no family). The party in the backyard, everybody in
  // pink or blue (crowd), the husband (as written), the balloon. The birds (bird) into the sky are the
  // turn; their flying is theirs (no flying, as in the twenty-sixth and twenty-seventh). The grandma
  // (grandmother, as written); "it's a baby" is only said (no baby). The husband's laughter is his, but
  // the dreamer laughs too: "confused" is confusion, "couldn't stop laughing" joy.
  {
    id: 'en32-gender-reveal',
    title: 'Gender reveal',
    text: 'I’m thirty-one weeks pregnant with our first, and my sister-in-law is throwing us a gender reveal on Sunday. In the dream the party was already happening in our backyard, everybody in pink or blue, and my husband Marco and I were standing under a huge black balloon with a pin. Everyone counted down from ten. I popped it and instead of confetti, hundreds of little brown birds came out and flew up into the sky. Nobody said a word. Then Marco started laughing, and my grandma said, “Well, it’s a baby.” I was confused, and then I couldn’t stop laughing either.',
    symbols: ['pregnancy', 'party', 'bird', 'sky'],
    people: ['crowd', 'husband', 'grandmother'],
    emotions: ['confusion', 'joy'],
    notThere: ['sister', 'family', 'flying', 'baby'],
    written: { husband: 'husband', grandmother: 'grandma' },
    turn: ['bird'],
    outsideLexicon: ['backyard', 'balloon', 'pin', 'confetti'],
  },
  // A plain dream of a hospital. The cleaner on nights at the hospital; the corridor (hallway) growing
  // longer, the wards ("ward" is no war, as in en30-tonsils). The nurse at her desk (doctor). The
  // patient in the last bed is the dreamer herself (double), the turn, in her blue uniform (clothes); a
  // hospital bed is no bedroom, as in en13-ward-photos (en5-hospital-corridor had read one as bedroom).
  // Her sleeping "peacefully" is the other's; "such peace" is calm.
  {
    id: 'en32-night-shift',
    title: 'Bay six',
    text: 'I clean at Kenyatta National Hospital, nights. In the dream I was mopping the corridor on the fourth floor and it kept getting longer and longer, every ward asleep. A nurse looked up from her desk and said, ‘Bay six is asking for you.’ I went in with my bucket. The patient in the last bed was me, in my own blue uniform, with a drip in my arm, sleeping peacefully. I just stood there holding the mop. Then the other me woke up and said, ‘You can sit down now, Wanjiru.’ So I sat in the chair beside her, and I felt such peace.',
    symbols: ['hospital', 'hallway', 'clothes'],
    people: ['doctor', 'double'],
    emotions: ['calm'],
    notThere: ['bedroom', 'war'],
    turn: ['double'],
    outsideLexicon: ['mop', 'bucket', 'drip', 'chair'],
  },
  // A plain dream of a shop, typed in a hurry. Costco (shop) with the three kids (child), growing. The
  // cart climbed into up a ladder (climbing, ladder); the youngest "fell asleep" (no falling, as "fallen
  // asleep" in the twenty-sixth) in a "bag of" croissants (no luggage, as in en31-soft-play). The sample
  // lady (stranger), the cake (food), the wedding cake from 2009 with its bride and groom on top, the
  // turn (no wedding). The exit not found (lost); the husband only looked for and never there (searching;
  // no husband). "I was laughing" is joy.
  {
    id: 'en32-costco',
    title: 'costco',
    text: 'quick before the kids wake up. dreamt i was at costco in calgary with all three kids and everything kept getting bigger. the cart got so big we had to climb a ladder to get into it. a tub of peanut butter the size of a hot tub. my youngest fell asleep in a bag of croissants. the sample lady gave me a piece of cake on a toothpick and it was our wedding cake from 2009 with the little plastic bride and groom on top. couldnt find the exit and couldnt find my husband anywhere. honestly i was laughing',
    symbols: ['shop', 'climbing', 'ladder', 'food', 'lost', 'searching'],
    people: ['child', 'stranger'],
    emotions: ['joy'],
    notThere: ['falling', 'luggage', 'wedding', 'husband'],
    turn: ['food'],
    outsideLexicon: ['cart', 'peanut butter', 'croissants', 'toothpick', 'cake topper'],
  },
  // A plain dream of an animal. The railways are his old work. The hotel pool, the kids (child) in it;
  // the shark going round, swimming. Their laughter is theirs (no joy). Jumping in with his clothes on.
  // The little fish in the shark's mouth are the turn. The granddaughter (family, as written, as in
  // en25-ngatu, en27-salthill and en29-physics-30); ‘Oupa’ is the dreamer called (no lexicon word).
  // "Frightened" is fear, "strangely at peace" calm.
  {
    id: 'en32-ballito',
    title: 'The hotel pool',
    text: 'I’m seventy, retired from the railways, and in December we took the grandchildren to a hotel in Ballito. In the dream the kids were in the hotel pool when a fin came up in the middle of it. A shark, a big grey one, going round and round. I shouted at them to get out, but they just laughed. So I jumped in with all my clothes on. The shark swam straight up to me, stopped, and opened its mouth, and inside it was full of little bright fish. My granddaughter Lerato said, ‘Oupa, he’s only showing you.’ I was frightened, then strangely at peace.',
    symbols: ['hotel', 'shark', 'swimming', 'clothes', 'fish'],
    people: ['child', 'family'],
    emotions: ['fear', 'calm'],
    notThere: ['joy'],
    notFelt: ['joy'],
    written: { family: 'granddaughter' },
    turn: ['fish'],
    outsideLexicon: ['pool', 'fin'],
  },
  // A plain dream of a partner, in the present. The husband (as written) in their café; the barista
  // flirting, who turns out to be the dreamer ten years younger (double: the turn), with her old braids
  // (hair). The husband "loving it" is his (no love). "So jealous" is jealousy; "I feel stupid" has no
  // word in the emotion list; "weirdly relieved" is relief (no confusion, as "weirdly happy" in
  // en29-gym-floor).
  {
    id: 'en32-flat-white',
    title: 'Flat white',
    text: 'Me and my husband Kwame have been together nine years. In the dream we’re in our usual café in the Northern Quarter and the new barista is flirting with him, properly flirting, writing her number on his cup, touching his arm. Kwame is loving it. I sit there with my flat white going cold, so jealous I can’t see straight. Then she turns round and it’s me, ten years younger, with my old braids and the stud in my nose I took out for work. ‘Relax, babe, he’s still yours,’ she says, and winks. I feel stupid, and then weirdly relieved.',
    symbols: ['hair'],
    people: ['husband', 'double'],
    emotions: ['jealousy', 'relief'],
    notThere: ['love', 'confusion'],
    notFelt: ['love'],
    written: { husband: 'husband' },
    turn: ['double'],
    outsideLexicon: ['café', 'cup', 'flat white', 'nose stud'],
  },
  // The parents. The Sunshine Coast is where they live (a name: no sun, no beach). The mum and dad
  // (mother, father, as written) in the dad's old Falcon (a car: car; no eagle), the backpacks (luggage),
  // the purple hair, the map. ‘Possum’ is a word of address (no lexicon word). The dad "over the moon"
  // is his (no moon, no joy); he "shook my hand" (a handshake is no hands, as "shaking hands" in
  // en31-referee, following the later batch: en8-interview-teeth and en14-viva read one as hands) "like I
  // was his bank manager", a likeness (no boss). "I’m a sparky" is the dreamer; the lights are the car's
  // (no light). Bluey, the old heeler (dog), his death dated in waking life (no death, as from the tenth
  // batch on), is the turn. "I wasn’t sad" denies sadness; "left behind" is loneliness.
  {
    id: 'en32-falcon',
    title: 'The Falcon',
    text: 'Mum and Dad live on the Sunshine Coast, both seventy-eight. In the dream they pulled up outside my place in Merewether in Dad’s old Falcon, two huge backpacks on the roof, and said they were off round Asia for a year. Mum’s hair was purple. ‘Don’t look at us like that, possum,’ she said. Dad was over the moon, showing me the map, and shook my hand like I was his bank manager. I’m a sparky, so I checked their lights. Then I saw Bluey in the back seat, our old heeler, who died in 2008. I wasn’t sad. I just felt left behind.',
    symbols: ['car', 'luggage', 'hair', 'map', 'dog'],
    people: ['mother', 'father'],
    emotions: ['loneliness'],
    notThere: ['sun', 'beach', 'eagle', 'moon', 'joy', 'hands', 'boss', 'light', 'death', 'sadness'],
    notFelt: ['joy', 'sadness'],
    written: { mother: 'Mum', father: 'Dad' },
    turn: ['dog'],
    outsideLexicon: ['heeler'],
  },
  // A house. Shop Street is only the address (a name: no shop; the street read neither way, as Eagle
  // Crest Drive in en31-eagle-crest). The rented house, the friend Aoife (friend, there). The hot press,
  // the door behind it and the room not known (hidden_room), the turn, with its window onto the river.
  // The sister's wedding dress (clothes; she only owns it: no sister, no wedding) in its garment bag (no
  // luggage); the granny only owns the phone (phone; no grandmother). ‘Love’ is a word of address (no
  // love). Aoife "delighted with herself" is hers (no joy). "I wasn’t frightened" denies fear; "felt
  // completely at home" is calm ("at home" names no house, as in en26-kiwifruit; the house is there all
  // the same).
  {
    id: 'en32-hot-press',
    title: 'The hot press',
    text: 'I rent a little terraced house off Shop Street in Galway with my friend Aoife. In the dream I opened the hot press to get a towel and there was a door at the back of it I’d never seen. Behind it was a whole room I didn’t know about, bright and warm, with a window onto the river. My sister’s wedding dress was hanging there in its bag, and my granny’s old phone was on the wall. Aoife came up behind me. ‘Ah, love, sure that’s been there forever,’ she said, delighted with herself. I wasn’t frightened at all. I felt completely at home.',
    symbols: ['house', 'door', 'hidden_room', 'window', 'river', 'clothes', 'phone'],
    people: ['friend'],
    emotions: ['calm'],
    notThere: ['shop', 'sister', 'wedding', 'luggage', 'grandmother', 'love', 'joy', 'fear'],
    notFelt: ['joy', 'fear'],
    turn: ['hidden_room'],
    outsideLexicon: ['hot press', 'towel'],
  },
  // Teeth. The first date is on Friday in waking life and dreamt. The sushi place on Queen Street West
  // (a name: no royalty; the street only the address). The date, Angel (a name: no angel), a woman met for
  // the first time (stranger, as the first date in en15-planetarium); "lovely" says what she is like (no
  // love); her laughing is hers (no joy). Dinner (food); the teeth into the hand over the mouth (teeth,
  // hands), into the jacket pocket (clothes) "like loose change", a likeness (no money). "I wasn’t
  // embarrassed" denies shame; "horrified" is fear. Her smile without teeth is the turn.
  {
    id: 'en32-angel',
    title: 'Miso',
    text: 'I’m thirty-seven, divorced, and I’ve got a first date on Friday, so of course. In the dream we were at a sushi place on Queen Street West and she was lovely, a pharmacist called Angel, laughing at all my jokes. Halfway through dinner I felt a tooth go. Then another. I kept one hand over my mouth and kept talking, slipping teeth into my jacket pocket like loose change. She leaned in and said, “You’ve got something in your teeth.” I haven’t got any teeth. I wasn’t embarrassed. I was horrified. Then she smiled, and she had none either.',
    symbols: ['food', 'teeth', 'hands', 'clothes'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['royalty', 'angel', 'love', 'joy', 'money', 'shame'],
    notFelt: ['joy', 'shame'],
    turn: ['teeth'],
    outsideLexicon: ['sushi', 'jacket pocket'],
  },
  // Naked. "I’m cabin crew" is the dreamer. The safety demo on the plane (plane, there, though its word
  // comes only in the likeness at the end); the oxygen mask is no mask (no disguise). Naked, the turn;
  // "not a stitch on" is a set phrase. The whole cabin watching (crowd), eating (food). Captain Hawke (a
  // name: no eagle) heard over the PA is a colleague (boss, as the captain in en30-first-officer); his
  // "Lovely work" is praise (no love) and ‘darl’ a word of address. "The new girl" is the newest
  // colleague (boss; no girl), and her being mortified is hers (no shame). "I wasn’t embarrassed" denies
  // shame; "weirdly at ease" is calm (no confusion, as "weirdly happy" in en29-gym-floor); "like flying
  // without the plane" is a likeness (no flying).
  {
    id: 'en32-safety-demo',
    title: 'Safety demo',
    text: 'I’m cabin crew with Qantas out of Perth, eleven years now. In the dream I was doing the safety demo on the 6 a.m. to Melbourne, seatbelt, life jacket, oxygen mask, the lot, and halfway through I realised I was naked. Not a stitch on. Nobody reacted. The whole cabin just watched me, eating their toasties. Captain Hawke came over the PA: ‘Lovely work back there, darl.’ The new girl, Priya, was mortified for me. Honestly, I wasn’t embarrassed. I pointed out the exits, front, middle and back, and felt weirdly at ease, like flying without the plane.',
    symbols: ['plane', 'naked', 'food'],
    people: ['crowd', 'boss'],
    emotions: ['calm'],
    notThere: ['mask', 'eagle', 'love', 'girl', 'shame', 'confusion', 'flying'],
    notFelt: ['shame'],
    turn: ['naked'],
    outsideLexicon: ['seatbelt', 'life jacket', 'oxygen mask', 'toasties'],
  },
  // The dead come back. The papa (father, as written) is there; his death is dated in waking life (no
  // death), in the "second wave" (no wave). The match at Wankhede; "like when I was ten" is no child. His
  // white kurta (clothes), the vada pav eaten (food), the umpire and the strangers hugged (stranger);
  // the stands "a sea of blue shirts" (crowd, clothes; no ocean). "Over the moon" is his (no moon, no
  // joy). ‘Beta’ is a word of address; the mother is only said and told in the morning (no mother;
  // "mother" shows moth, no butterfly, as in en31-first-reading), her crying hers. "I did not cry"
  // denies sadness; the hand held (hands); "so much love" is love. No turn with a word in the lexicon.
  {
    id: 'en32-wankhede',
    title: 'Wankhede',
    text: 'Papa died in May 2021, in the second wave, and we could not even do his rites properly. Last night he took me to a match at Wankhede like when I was ten. He was in his old white kurta, eating vada pav, shouting at the umpire. The stands were a sea of blue shirts. When Rohit hit a six Papa was over the moon, hugging strangers. ‘Beta, tell your mother to stop fussing about me,’ he said. I did not cry. I just held his hand the whole innings and felt so much love. Mummy cried when I told her in the morning.',
    symbols: ['clothes', 'food', 'hands'],
    people: ['father', 'stranger', 'crowd'],
    emotions: ['love'],
    notThere: ['death', 'wave', 'ocean', 'moon', 'joy', 'mother', 'butterfly', 'sadness'],
    notFelt: ['joy', 'sadness'],
    written: { father: 'Papa' },
    outsideLexicon: ['stadium', 'kurta', 'vada pav', 'umpire'],
  },
];
