// Twenty-eighth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 91 to 108 words as people type them at dawn, first person, nine of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and no quotes
// (one slipping into the present as it goes), eleven with dialogue in British single quotes, told by
// people of many trades, countries and ages (a locksmith in Cork, a dinner lady in Leeds, an accountant
// of fifty-two in Mississauga, a bank clerk in Lusaka, a cloth seller in Kumasi, an electrician in
// Sunderland, a student of twenty in Dublin, a barber in Handsworth, a girl or boy of twelve in
// Christchurch, a widow of eighty-one in Dayton, a cook who lives on Lamma, an engineer from Lagos in
// Houston, a grandchild in Oakleigh, a mechanic in Bulawayo, a bookkeeper in Petaling Jaya, a delivery
// driver in Caerphilly, a boxing coach in north Belfast, a coder from Thrissur in Bangalore, a new
// starter in Singapore, a minibus taxi driver in Soweto), about ordinary days, on situations none of
// the earlier English batches used (their ids, titles, places and names grepped first): a lockout at
// the house the locksmith grew up in, the school dinner queue turning into the dreamer's own class of
// 1974, a statistics final at fifty-two with a daughter invigilating, two brothers swimming the Kafue
// as boys, a neighbour's cockerel chasing a market woman, falling off a ladder into a front room of
// 1989, a tram inspector who turns out to be the old principal, a dead father in the barber's chair,
// lifting off from a netball court, a dead husband at the Sunday crossword, swimming after a missed
// ferry, the streets of Surulere moved, a Sunday lunch table running down to the sea, a small daughter
// lifting a truck off her father, a monitor lizard in the bath, a last delivery to a dead nan's door, a
// dead brother sparring, a monsoon night at a grandmother's, a teddy bear in a new boss's drawer, and a
// dead gogo in a minibus taxi. No festivals, and no famous place is what a dream is about. About three
// quarters are plain reports with the ordinary images of dreams (the old house and a mother, school,
// an exam and being late, drowning and a rescue, a chase, falling, the dead come back, flying, being
// late, being lost, family, being trapped, an animal) and no deliberate traps, written to see that the
// analysis finds everything that is there and nothing that is not; what they list under `notThere` is
// only what ordinary words bring with them ("cried like a baby", "fish and chips", ‘Dad’, ‘son’ and
// ‘Daddy’ said to the dreamer, an uncle who only owns the farm, "boys again", ‘Just float’ and lying on
// the water, "it was late", "wedding photos" in a likeness, "I buried him in April", "seven letters",
// container ships and a phone "ringing", a school uniform, what a mother called "for dinner", "old
// photos", "waving me down", "church music", "like a box of eggs", "late for supper", "in from work",
// "heart pounding", a husband only phoned, school shoes "floating", a mam laughing). The other quarter
// (the Golden Dragon, Holy Family, the monsoon night, the first day, the gogo) hold the traps people
// write without meaning to: names of places and businesses with image words in them (the Golden
// Dragon, Mountain Road, the Red Lion, Holy Family, Queen Street), everyday senses of image words ("I’ve
// coached", a boxing "ring", "steps through the ropes", "the first trip of the day", "before sunrise",
// "into town", "stared"), deaths dated in waking life ("she’s been gone since 2017", "he died in 2011",
// "who died in 2004"), images only said or only remembered (‘You’re late’, the cobra in the well and
// the family gold of a grandmother's story, ‘You left this at home’, an old church hymn), likenesses and
// set phrases ("raining cats and dogs", "like a drowned rat", "a face like thunder", "the size of a
// boat", "like a fish out of water", a teddy bear), words of address (‘bach’, ‘kid’, ‘my son’), feelings
// denied ("I wasn’t sad at all", "I wasn’t sad, not for a second", "I wasn’t scared at all", "I wasn’t
// crying") and another's feeling (a little cousin "terrified", a taxi of passengers crying). `notFelt`
// repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a
// person's gendered word as written; `turn` lists the images of a turning point (a recognition, a
// reversal, the last unexpected image) where there is one and the lexicon has a word for it (the dinner
// lady's, herself eight again at the end of her own queue, has none, so it lists no turn). To complete
// `notThere`, a read-only `python3` call printed which of the lexicon's English words and the emotion
// list's English words occur in each text (a crude match allowing a few endings, so that "stared" showed
// star and "coached" coach), and each whose image is not in the dream was added to `notThere`, as the
// twenty-seventh batch did; it ran nothing of the analysis. Where earlier batches differ, the readings
// follow the later one: a death dated in waking life is no death, as from the tenth batch on; shoes
// "floating" on water are no flying, as the baby floating in en27-salthill (en22-breakup left a school
// "floating" down a river unlisted); the words the lexicon now holds are read by it, so the monitor
// lizard is crocodile, the torch a candle, as the lamp in en27-snake-pass, and the cockerel a bird, as
// the chickens in en24-okada; a minibus taxi is a bus, as the matatu in en22-matatu, and a radio's music
// is singing, as there and in en27-hora; anonymous people (the yam sellers, the woman at the kiosk, the
// cooks never seen) are strangers, as from the twelfth batch on; "heart pounding" is fear and no heart,
// as in the eighteenth and twentieth batches; a pinny (an apron) is left outside the lexicon, as the
// apron in en27-subway; a word said to the dreamer (‘Dad’, ‘son’, ‘Daddy’, ‘kid’, ‘my son’) is in
// `notThere` and not among the people, as ‘son’ in en27-ice-road. None of the named people come back
// from earlier batches. Files read: the README (`cat`, then `sed -n` of the part `cat` had cut), the
// types (`cat`), the lexicon's eight data files (`head -c` of animals.json, `wc -c`, and two `python3`
// calls that printed each entry's id, English words and exclusions, and the people variants whole, with
// their Spanish words and readings), and the earlier English tuning batches: `cat` of the twenty-seventh,
// `sed -n` of parts of it, of the head and two dreams of the twenty-sixth and of one dream of the
// twenty-second, and `grep` pipes (some with `-B`/`-A` context, some in `for` loops, with `paste`, `sed`,
// `column`, `cut`, `tr`, `head` and `grep -v`) over all of them for their ids, titles, places, names,
// `written` keys and how they read a few words, and `awk`, `sort`, `uniq`, `tail` and `head` over the
// twenty-seventh for its line lengths; `ls tuning*-en.ts`, `ls` of the lexicon's `*.json` and `wc -l` of
// the English tuning files. Departure, disclosed: emotions.ts was to be read only for its ids and
// words, but besides `grep -n "id:"`, a `grep -n -E` of its id, en and exclude lines, a `grep -A6` after
// its English lists and a `python3` call printing each entry's English words and exclusions, I ran `sed
// -n 1,22p` of it, which showed its opening comment and the EmotionEntry interface, and a `grep | awk |
// sort | uniq -c` of its keyed lines, which also printed its Spanish words and type lines; nothing of
// its readings was printed. Over this file: `grep -n`, `grep -c`, `sed -n`, `tail`, an `awk | grep |
// wc -l` of its long comment lines, a `grep -c` over `tuning*-en.ts` that
// also counted it, and five `python3` calls that only printed: the word match above, run before and
// again after the edits it led to, and three checking its brackets, quoting, word counts, ids, lists and
// comment line lengths (the first of these stopped on a bug of its own, the second had a bug that
// skipped the symbols and was corrected by the third). No script, test or git command was run and no
// scratch file was written; the file was written and edited with the file editing tool only.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_28: readonly EvaluationDream[] = [
  // A plain dream of the old house. The locksmith is the dreamer. The house grown up in (house,
  // childhood_home), the blue door, every key (keys) and the lock that won’t turn. The mother (as
  // written) opening it from inside, in her cardigan (clothes), flour on her hands, is the turn. "Cried
  // like a baby" is crying (sadness) and a likeness (no baby).
  {
    id: 'en28-locksmith',
    title: 'Lockout',
    text: 'I’m a locksmith in Cork, thirty years at it. In the dream I was called out to a lockout in Ballyphehane, and it was the house I grew up in, the same blue door. None of my picks would work. I tried every key I had, dozens of them, and the lock wouldn’t turn. Then I heard the chain slide on the inside and my mother opened the door in her good cardigan, flour on her hands. ‘You never needed a key here,’ she said. I stood on the doorstep and cried like a baby.',
    symbols: ['house', 'childhood_home', 'door', 'keys', 'clothes', 'hands'],
    people: ['mother'],
    emotions: ['sadness'],
    notThere: ['baby'],
    written: { mother: 'mother' },
    turn: ['mother'],
    outsideLexicon: ['picks', 'lock', 'chain', 'flour'],
  },
  // A plain dream of school, in the present. The dinner lady is the dreamer; the school, the fish and
  // chips she serves (food; the fish are a dish, no fish), the ladle, the trays and the plate. The
  // queue is her own class from 1974, eight years old (child), in grey jumpers (clothes), and their
  // teacher at the back. The dreamer at the end of her own queue has no word in the lexicon, so no
  // turn is listed. "So ashamed" is shame.
  {
    id: 'en28-dinner-lady',
    title: 'Second sitting',
    text: 'I’ve been a dinner lady at the same primary school in Leeds for twenty years. In the dream it’s Friday, fish and chips, and I’m behind the counter with my ladle when I look up and the queue is my own class from 1974, all eight years old again in their grey jumpers, and our teacher Mrs Hartley at the back. I serve and serve and the trays empty faster than I can fill them. Then there’s nothing left, and it’s me at the end of the queue, eight again, holding out my plate. I feel so ashamed, and I don’t know why.',
    symbols: ['school', 'food', 'clothes'],
    people: ['child', 'teacher'],
    emotions: ['shame'],
    notThere: ['fish'],
    outsideLexicon: ['counter', 'ladle', 'trays', 'plate'],
  },
  // A plain dream of an exam and being late, in the present. The accountant is the dreamer. Back at
  // university (school) on the day of the final (exam), looking for it from building to building
  // (searching) through the snow; the rooms full of strangers; forty minutes late (late). The
  // invigilator is the daughter (as written): the turn. ‘Dad’ is the dreamer called (no father).
  // Mortified is shame.
  {
    id: 'en28-stats-final',
    title: 'Stats final',
    text: 'I’m fifty-two, an accountant in Mississauga, and I still get this one. I’m back at university in Waterloo on the day of the statistics final, and I realise I haven’t been to a single lecture all term. I don’t even know where the exam is. I run from building to building through the snow looking for it, and every room is full of strangers writing. When I find the right one I’m forty minutes late, and the invigilator giving out the papers is my daughter, in her work lanyard. ‘Just do your best, Dad,’ she says. I’m mortified.',
    symbols: ['school', 'exam', 'searching', 'snow', 'late'],
    people: ['stranger', 'daughter'],
    emotions: ['shame'],
    notThere: ['father'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['lanyard'],
  },
  // A plain dream of water. The bank clerk is the dreamer; the far bank is a riverbank (no beach). The
  // uncle only owns the farm (no family); "boys again" are the dreamer and the brother (no boy). Swimming
  // across the Kafue (river, water), the river widening, sinking and swallowing water (drowning). The
  // brother (as written) swimming back and taking the hand is the turn; "float" is said, and lying on
  // their backs in the water is no flying. "So scared" is fear, "completely safe" calm.
  {
    id: 'en28-kafue',
    title: 'The far bank',
    text: 'I work at a bank in Lusaka. In the dream my brother Chanda and I were boys again at our uncle’s farm, swimming across the Kafue to the far bank like we did every December. But this time the river kept getting wider. The far bank moved away and away, my arms went heavy, and I started sinking. I swallowed water. I was so scared. Then Chanda swam back, took my hand and said, ‘Just float, I have you.’ We lay on our backs in the brown water with the sun hot on us, and I felt completely safe.',
    symbols: ['swimming', 'river', 'drowning', 'water', 'hands', 'sun'],
    people: ['brother'],
    emotions: ['fear', 'calm'],
    notThere: ['family', 'boy', 'flying'],
    written: { brother: 'brother' },
    turn: ['brother'],
    outsideLexicon: ['farm', 'riverbank'],
  },
  // A plain dream of a chase. The cloth seller is the dreamer. The market (shop), the stalls, the
  // neighbour's cockerel (bird) charging, chasing her (chased), running from it (fleeing) past the yam
  // sellers (strangers), growing taller than her; hiding under the table (hiding). The cockerel crowing
  // politely is the turn. "So scared" is fear, laughing till she woke joy.
  {
    id: 'en28-cockerel',
    title: 'Cockerel',
    text: 'I sell cloth at Kejetia market in Kumasi. In the dream I was opening my stall when our neighbour’s cockerel came round the corner, the red one that wakes the whole compound, and it looked straight at me and charged. I ran. It chased me between the stalls, past the yam sellers, getting bigger and bigger until it was taller than me. I hid under a table of plastic buckets and it pecked them away one by one. Then it stopped, shook out its feathers and crowed, very politely, like it was greeting me. I was so scared, and then I laughed till I woke.',
    symbols: ['shop', 'bird', 'chased', 'fleeing', 'hiding'],
    people: ['stranger'],
    emotions: ['fear', 'joy'],
    turn: ['bird'],
    outsideLexicon: ['stall', 'cloth', 'table', 'buckets', 'feathers'],
  },
  // A plain dream of falling, typed in a hurry. The electrician is the dreamer. Up the ladder at the
  // mam's house (house), the gutter over the back door, falling past the windows, through dark
  // (darkness) and cold. Landing on the settee of the front room in 1989 (childhood_home) with the mam
  // (mother, as written) is the turn; her laughing is hers (no joy). Terrified is fear, "so relieved"
  // relief.
  {
    id: 'en28-ladder',
    title: 'gutter',
    text: 'sparky, 44, sunderland. dreamt i was up the ladder at my mams house in pennywell clearing the gutter over the back door and the ladder starts leaning, slow at first. grabbed for the gutter and missed and then im falling backwards past the windows and i just keep going, past the yard, through the ground, through dark and cold for ages. then i land flat on my back on the old settee in our front room, 1989, telly on, mam laughing at me. terrified all the way down then so relieved',
    symbols: ['ladder', 'house', 'door', 'falling', 'window', 'darkness', 'childhood_home'],
    people: ['mother'],
    emotions: ['fear', 'relief'],
    notThere: ['joy'],
    notFelt: ['joy'],
    written: { mother: 'mam' },
    turn: ['childhood_home', 'mother'],
    outsideLexicon: ['gutter', 'yard', 'settee', 'telly'],
  },
  // A plain dream of a chase, in the present. The student is the dreamer. The Luas (a tram: train),
  // the inspector after the dreamer (chased), getting off and running (fleeing), over the bridge; the
  // pub; the corridor (hallway) of the old secondary school (school). The inspector is the old principal
  // (teacher), holding out his hand (hands): the turn. "Can’t speak" is the voice gone; "so scared" fear.
  {
    id: 'en28-luas',
    title: 'No ticket',
    text: 'I’m twenty and in second year at Trinity. In the dream I’m on the Luas with no ticket and an inspector gets on at Jervis, and somehow I know he’s after me, only me. I get off and run. He follows me over the bridge and up along the quays, never running, always just behind me. I cut through a pub and out the back and I’m in the corridor of my old secondary school in Athlone, and the inspector is Mr Brennan, the old principal, holding out his hand for my ticket. I’m so scared I can’t speak.',
    symbols: ['train', 'chased', 'fleeing', 'bridge', 'hallway', 'school', 'hands', 'voice'],
    people: ['teacher'],
    emotions: ['fear'],
    turn: ['teacher'],
    outsideLexicon: ['ticket', 'quays', 'pub'],
  },
  // A plain dream of the dead come back. The barber is the dreamer; the barber shop (shop). "It was
  // late" is the hour (no late). The dad (father, as written) in his flat cap, the cape (clothes); ‘son’
  // is the dreamer called (no son). His hair changing under the clippers is the turn; the wedding photos
  // are only the likeness of the afro (no wedding, no photo). The mirror. Crying is sadness, "I miss
  // him" nostalgia.
  {
    id: 'en28-barber',
    title: 'Just a trim',
    text: 'I’ve had my own barber shop in Handsworth for eleven years. In the dream it was late, I was sweeping up, and the bell went and my dad walked in in his flat cap, the way he used to on a Saturday. He sat in the chair and said, ‘Just a trim, son, nothing fancy.’ I put the cape round him and started, and his hair kept changing under the clippers, grey, then black, then the big afro from his wedding photos. We didn’t say anything else. When I turned the chair round to the mirror he was smiling. I woke up crying. I miss him so much.',
    symbols: ['shop', 'clothes', 'hair', 'mirror'],
    people: ['father'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['late', 'son', 'wedding', 'photo'],
    written: { father: 'dad' },
    turn: ['hair'],
    outsideLexicon: ['bell', 'chair', 'clippers'],
  },
  // A plain dream of flying. Lunchtime at school, lifting off and flying (the turn), everyone looking up
  // (crowd), the teacher on duty, the best friend calling. Over the classrooms, the roofs of the street
  // (road), the Port Hills (a named mountain) and the sea (ocean). "So beautiful" is wonder, "so happy"
  // joy.
  {
    id: 'en28-netball',
    title: 'Lunchtime',
    text: 'I’m twelve. In the dream it was lunchtime at school and I was standing on the netball court when I just lifted off and flew, easy as anything. Everyone was looking up at me, even Mr Tane, our teacher on duty. My best friend Aroha was yelling ‘Come back down!’ but I didn’t. I went up over the classrooms, over the roofs of our street, over the Port Hills, till I could see the sea all the way out to the edge of the world. It was so beautiful. I was so happy I didn’t want to wake up.',
    symbols: ['school', 'flying', 'road', 'mountain', 'ocean'],
    people: ['crowd', 'teacher', 'friend'],
    emotions: ['wonder', 'joy'],
    turn: ['flying'],
    outsideLexicon: ['netball court', 'roofs'],
  },
  // A plain dream of the dead come back, in the present. The husband (as written) at the kitchen table
  // in his robe (clothes) with the crossword is the turn; he was buried in April in waking life (no
  // funeral). "Seven letters" are a clue's (no letter). The snow on the yard. "So peaceful" is calm.
  {
    id: 'en28-crossword',
    title: 'Seven letters',
    text: 'I’m eighty-one and I live in Dayton. In the dream it’s a Sunday and I come down to the kitchen and my husband Earl is at the table in his robe doing the crossword, his coffee going cold, same as forty-six years of Sundays. I buried him in April. I don’t mention it. I sit down across from him and he reads me a clue, seven letters, and I know the answer, but I let him get it. He fills it in and slides the paper over. Outside, snow is coming down on the yard. I feel so peaceful.',
    symbols: ['kitchen', 'clothes', 'snow'],
    people: ['husband'],
    emotions: ['calm'],
    notThere: ['funeral', 'letter'],
    written: { husband: 'husband' },
    turn: ['husband'],
    outsideLexicon: ['table', 'crossword', 'coffee', 'yard'],
  },
  // A plain dream of being late. The cook is the dreamer. Oversleeping and reaching the pier as the
  // ferry pulls out (late, boat), jumping into the sea (ocean), swimming after it past the container
  // ships (boats; no box), the phone ringing (no ring). Coming out dry and back in the school uniform
  // (clothes; the school is not there) is the turn; the kitchen full of cooks never seen (strangers).
  // "So anxious" is anxiety.
  {
    id: 'en28-ferry',
    title: 'The 7.20',
    text: 'I’m a cook at a dim sum place in Central and I live on Lamma, so it’s the ferry every morning. In the dream I overslept and ran down to the pier just as the ferry pulled out. I jumped for it and went straight into the sea. So I swam after it, the whole way across, past the container ships, my phone ringing and ringing in my pocket. When I got out at Central I was bone dry and back in my school uniform, and the kitchen was full of cooks I’d never seen. Nobody knew me. I was so anxious I woke up at four.',
    symbols: ['late', 'boat', 'ocean', 'swimming', 'phone', 'clothes', 'kitchen'],
    people: ['stranger'],
    emotions: ['anxiety'],
    notThere: ['box', 'ring', 'school'],
    turn: ['clothes'],
    outsideLexicon: ['pier'],
  },
  // A plain dream of being lost, in the present, typed in a hurry. The engineer is the dreamer. Looking
  // for the house grown up in (searching, house, childhood_home) in streets that have moved (road), lost;
  // the woman at the kiosk (a stranger, as written). The mother (as written) heard calling (there by her
  // voice); dinner is only how she used to call (no food). The green gate (door) is the turn. "So
  // homesick" is nostalgia, waking up crying sadness.
  {
    id: 'en28-surulere',
    title: 'surulere',
    text: 'engineer in houston 26 yrs now, grew up in lagos. dream im back in surulere looking for our house but the streets have all moved. i know its near the stadium but every corner is a new road i never saw, new buildings, okadas everywhere, im lost. i ask a woman at a kiosk and she just points. i walk and walk till night. then i hear my mother calling my name the way she did for dinner and i follow her voice and theres our gate, green like before. i cant open it. so homesick i woke up crying',
    symbols: ['searching', 'house', 'childhood_home', 'road', 'lost', 'door'],
    people: ['stranger', 'mother'],
    emotions: ['nostalgia', 'sadness'],
    notThere: ['food'],
    written: { stranger: 'woman', mother: 'mother' },
    turn: ['door'],
    outsideLexicon: ['stadium', 'buildings', 'okadas', 'kiosk'],
  },
  // A plain dream of family. Sunday lunch (food) at the Yiayia's (grandmother, as written), the cousins
  // and relatives (family), the dad (father, as written) adding tables out the back door and along the
  // street (road), hundreds of them (crowd); the people known only from old photos (no photo). The
  // street running into the sea (ocean); the Papou (grandfather, as written) at the far end is the
  // turn, "waving me down" a gesture (no wave). "So happy" is joy.
  {
    id: 'en28-sunday-lunch',
    title: 'The long table',
    text: 'Every Sunday we have lunch at Yiayia’s in Oakleigh. In the dream it started normal, Yiayia at the head of the table, the lamb, the lemon potatoes, my cousins all talking at once. Then more relatives kept arriving and Dad kept adding tables, out the back door, across the yard, down the driveway and along the street, hundreds of us, people I knew only from old photos. Right at the far end, where the street ran into the sea, Papou was sitting with his coffee, waving me down. I walked the whole length of the table to him. I was so happy.',
    symbols: ['food', 'door', 'road', 'ocean'],
    people: ['grandmother', 'family', 'father', 'crowd', 'grandfather'],
    emotions: ['joy'],
    notThere: ['photo', 'wave'],
    written: { grandmother: 'Yiayia', father: 'Dad', grandfather: 'Papou' },
    turn: ['grandfather'],
    outsideLexicon: ['table', 'yard', 'driveway', 'coffee'],
  },
  // A plain dream of being trapped. The mechanic is the dreamer. Under the truck (car) when the jack
  // slips, "couldn’t get out" (trapped), "couldn’t breathe" (breath). The radio playing church music
  // (singing, as music; no church). The small hands; the daughter (as written) lifting the truck is the
  // turn, "like a box of eggs" a likeness (no box); ‘Daddy’ is the dreamer called (no father) and "late
  // for supper" only said (no late). "So scared" is fear, amazed wonder.
  {
    id: 'en28-jack',
    title: 'The jack',
    text: 'I run a small garage in Bulawayo, mostly old Hiluxes. In the dream I was on my back under a truck changing the oil when the jack slipped. The whole weight came down on my chest, slowly, and I couldn’t get out. I couldn’t breathe. I shouted for Tendai, my apprentice, but the workshop was empty and the radio was playing church music. I was so scared. Then small hands took hold of the bumper and my daughter, six years old, lifted the truck off me like a box of eggs. ‘Daddy, you’re late for supper,’ she said. I woke up amazed.',
    symbols: ['car', 'trapped', 'breath', 'singing', 'hands'],
    people: ['daughter'],
    emotions: ['fear', 'wonder'],
    notThere: ['church', 'box', 'father', 'late'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['truck', 'jack', 'radio', 'bumper'],
  },
  // A plain dream of an animal, in the present. Coming in from work (no office). The bathroom door, the
  // monitor lizard (crocodile, as the lexicon names lizards) in the bath; "heart pounding" is fear (no
  // heart). The husband is only phoned (phone; no husband). The lizard gone, the water, the old school
  // shoes (shoes; the school is not there) floating, which is no flying: the turn. "So confused" is
  // confusion.
  {
    id: 'en28-lizard',
    title: 'In the bath',
    text: 'I do accounts for a furniture company in Petaling Jaya. In the dream I get in from work and open the bathroom door and there’s a monitor lizard in the bath, a huge one, like the ones by the monsoon drains, filling the tub end to end. It turns its head and looks at me. I back out, heart pounding, shut the door and phone my husband, but he’s in Ipoh for work. When I open it again the lizard is gone, the bath is full of clear water and my old school shoes are floating in it. I’m so confused.',
    symbols: ['bathroom', 'door', 'crocodile', 'phone', 'water', 'shoes'],
    people: [],
    emotions: ['fear', 'confusion'],
    notThere: ['office', 'heart', 'husband', 'school', 'flying'],
    turn: ['shoes'],
    outsideLexicon: ['bath'],
  },
  // In the present. The Golden Dragon is a takeaway (no dragon, no treasure) on Mountain Road in waking
  // life (no mountain, no road), the Red Lion a pub (no lion). The nan (grandmother, as written), gone
  // since 2017, opening the door is the turn; "You’re late" is only said (no late). The pound notes
  // (money), the hand (hands), the rain, her house. Sadness is denied; "safe and loved" is calm and love.
  {
    id: 'en28-golden-dragon',
    title: 'Last order',
    text: 'I drive deliveries for the Golden Dragon on Mountain Road in Caerphilly, Friday nights mostly. In the dream the last order of the night is to 14 Heol y Fedw, just past the Red Lion. That’s my nan’s old address, and she’s been gone since 2017. I knock and she opens the door in her pinny, telly on behind her, and says, ‘You’re late, bach, and you’re soaked.’ She pays in old pound notes. Then she takes my hand, pulls me in out of the rain and shuts the door, and I’m eleven again on her settee. I wasn’t sad at all. I just felt safe and loved.',
    symbols: ['door', 'money', 'hands', 'rain', 'house'],
    people: ['grandmother'],
    emotions: ['calm', 'love'],
    notThere: ['dragon', 'treasure', 'mountain', 'road', 'lion', 'late', 'sadness'],
    notFelt: ['sadness'],
    written: { grandmother: 'nan' },
    turn: ['grandmother'],
    outsideLexicon: ['pinny', 'telly', 'settee'],
  },
  // In the present. The coach is the dreamer (no bus); Holy Family is the boxing club (no family); the
  // ring is a boxing ring (no ring), and "steps through the ropes" is a movement (no stairs). The
  // brother (as written) in his vest (clothes), his death dated in waking life (no death), is the turn;
  // ‘kid’ is the dreamer called (no child). Sparring and punching (fight); the lads on the ropes
  // (crowd). Sadness is denied; "so happy" is joy.
  {
    id: 'en28-holy-family',
    title: 'Sparring night',
    text: 'I’ve coached at Holy Family in north Belfast for thirty years. In the dream it’s sparring night and I’m in the corner with the towel and the bucket when the bell goes and my brother Gerard steps through the ropes into the ring, in his old green vest, twenty years old, though he died in 2011. ‘Chin down, kid,’ he says, like he always did. We move round the ring and I can’t land a single punch on him. The lads on the ropes go quiet. I wasn’t sad, not for a second. I felt sixteen, and so happy.',
    symbols: ['clothes', 'fight'],
    people: ['brother', 'crowd'],
    emotions: ['joy'],
    notThere: ['bus', 'family', 'ring', 'stairs', 'death', 'child', 'sadness'],
    notFelt: ['sadness'],
    written: { brother: 'brother' },
    turn: ['brother'],
    outsideLexicon: ['towel', 'bucket', 'ropes'],
  },
  // The monsoon night at the Ammamma's (grandmother, as written) house, the rain, the cousins (family),
  // the one torch (candle). The cobra in the well and the family gold are only in her story (no snake,
  // no treasure). Anu's terror is hers and the dreamer's fear is denied. The torch switched off, the dark
  // (darkness): the turn. "So homesick" is nostalgia.
  {
    id: 'en28-ammamma',
    title: 'Monsoon',
    text: 'I write code in Bangalore, but in the dream I was back at my ammamma’s house in Thrissur in the monsoon, the power gone, rain hammering on the tiles. All of us cousins on the veranda round one torch, and Ammamma telling the old story of the cobra that lived in the well and guarded the family gold. My little cousin Anu was terrified and held on to my arm. I wasn’t scared at all. Then Ammamma switched off the torch and said, ‘Now sleep.’ In the dark I could hear the rain and her breathing. I woke up so homesick.',
    symbols: ['house', 'rain', 'candle', 'darkness'],
    people: ['grandmother', 'family'],
    emotions: ['nostalgia'],
    notThere: ['snake', 'treasure', 'fear'],
    notFelt: ['fear'],
    written: { grandmother: 'Ammamma' },
    turn: ['darkness'],
    outsideLexicon: ['tiles', 'veranda'],
  },
  // Queen Street is only the firm's address (no royalty, no road). "Raining cats and dogs" is heavy
  // rain (rain; no cat, no dog), "like a drowned rat" a likeness (no rat, no drowning), "a face like
  // thunder" an angry look (no face, no storm), "the size of a boat" a measure (no boat), "like a fish
  // out of water" a saying (no fish, no water). The new job (office), the stairs, the boss, everyone
  // staring (crowd; "stared" is no star, no sky). The teddy bear (toy; no bear) is the turn; "at home"
  // is where it was left (no house). Wanting the floor to swallow her is shame.
  {
    id: 'en28-first-day',
    title: 'First day',
    text: 'First day at my new job, an insurance firm on Queen Street in Singapore. It was raining cats and dogs and I turned up soaked like a drowned rat, then ran up eleven floors of stairs. My new boss had a face like thunder and a desk the size of a boat, and everyone stared at me. I felt like a fish out of water. Then she opened her drawer, took out my old teddy bear from when I was five and said, ‘You left this at home.’ I was so embarrassed I wanted the floor to swallow me.',
    symbols: ['office', 'rain', 'stairs', 'toy'],
    people: ['boss', 'crowd'],
    emotions: ['shame'],
    notThere: [
      'royalty',
      'road',
      'cat',
      'dog',
      'rat',
      'drowning',
      'face',
      'storm',
      'boat',
      'fish',
      'water',
      'sky',
      'bear',
      'house',
    ],
    turn: ['toy'],
    outsideLexicon: ['desk', 'drawer'],
  },
  // In the present. The minibus taxi (bus); "into town" is its route in waking life (no city), "the
  // first trip" a run (no journey), "before sunrise" the hour (no sun). The headscarf (clothes); ‘my
  // son’ is the dreamer called (no son). The passengers singing (crowd, singing), the hymn a church one
  // (no church); the coins (money); the mirror. The woman is the gogo (grandmother, as written), her
  // death dated in waking life (no death): the turn. The crying is the passengers'; the dreamer's is
  // denied (no sadness). "So happy" is joy.
  {
    id: 'en28-gogo',
    title: 'First trip',
    text: 'I drive a minibus taxi from Soweto into town. In the dream it’s the first trip of the day, before sunrise, and a woman in a blue headscarf gets in at the rank and sits right behind me. ‘Morning, my son,’ she says. Then the whole taxi starts singing, every passenger, an old church hymn, and she passes her fare forward down the rows. When the coins reach me they’re warm. I look in the mirror and it’s my gogo, who died in 2004. Everyone is crying, happy. Me, I wasn’t crying. I was just so happy.',
    symbols: ['bus', 'clothes', 'singing', 'money', 'mirror'],
    people: ['crowd', 'grandmother'],
    emotions: ['joy'],
    notThere: ['city', 'journey', 'sun', 'son', 'church', 'death', 'sadness'],
    notFelt: ['sadness'],
    written: { grandmother: 'gogo' },
    turn: ['grandmother'],
    outsideLexicon: ['rank', 'hymn'],
  },
];
