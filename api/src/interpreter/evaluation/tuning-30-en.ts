// Thirtieth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 92 to 103 words as people type them at dawn, first person, five of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and no quotes,
// sixteen with dialogue (British single quotes from the UK, Ireland and Australia, double quotes from
// the US and Canada), told by people of many trades, countries and ages (a dental hygienist of
// thirty-eight in Paramus, a plumber in Leeds, a parent on the school run in Perth, the
// father of a first-year at Queen’s in Kingston, a night-shift worker in Milton Keynes, a librarian at
// the Mitchell in Glasgow, a woman of sixty-one on the Sydney Harbour Bridge, a first officer out of
// Toronto, a new homeowner in Adelaide, an ER nurse in Phoenix, a sixteen-year-old at a 7-Eleven, a
// parent in Swindon, a girlfriend in Vancouver, someone visiting the parents of 1978 at Scarborough, a
// mother in Sacramento, a husband at a cookout in Minneapolis, a taxi driver in Dublin, a till worker in
// Hebden Bridge, a parent in Wellington, a Londoner about to start a new job), about what people most
// often dream of, in situations none of the earlier English batches used (their ids and titles grepped
// first, and a few of their places and situations): a locker combination forgotten at thirty-eight, a
// river coming out of a kitchen tap, a car shrinking on the freeway to a toy, a son five again in the
// mirror after the university drop-off, lost on a new-build estate on the way to a baby shower, chased
// through a library's stacks by oneself at nineteen, falling off the Harbour Bridge climb onto the
// water, the plane vanishing round its first officer, a housewarming where every guest has the
// dreamer's face, a nurse on her own department's stretcher with her mother the doctor, a 7-Eleven
// selling a childhood, a tiger on the kids' trampoline, a boyfriend at Arrivals who does not know the
// dreamer, the parents young on a beach before the dreamer was born, a house whose stairs are gone, a
// talking dog at a Fourth of July cookout, a dead nan as a fare from the airport, one's own life coming
// down the belt at a Co-op till, a daughter's tonsils, and a train that loops while the dreamer is
// late. About three quarters (fifteen, the first fifteen) are plain reports with the ordinary images
// of dreams (school, lateness, water, a car, children, being lost, a chase, falling, flying, a party, a
// hospital, a shop, an animal, a partner, parents, a house) and no deliberate traps, written to see
// that the analysis finds everything that is there and nothing that is not; what they list under
// `notThere` is only what ordinary words bring with them (a bell that "rings", ‘Mom’, ‘Mum’, ‘Dad’ and
// ‘baby’ said to the dreamer, a birthday that is only a combination, a "shopping trolley", ‘love’ said
// to a plumber, "I wasn’t frightened", the school run, road trains, Queen’s, a son "waving", a friend
// only looked for, a baby shower, "heart pounding", ‘You’re late’, kids who only booked the climb, the
// Opera House, "like a bouncy castle", a first officer, a plane "climbing out", a beard, "weirdly at
// home", "by heart", "nobody looked at my face", reading glasses, "like a little girl", "the weirdest
// dream", a stuffed dog lost long ago, light-up sneakers, a grandma's fridge, "ten feet away", "flies
// home", "before I was born", kids not there, ‘lost someone’, the stairs gone, a ladder never found,
// grocery bags). The other quarter (the last five: the cookout, the dead nan, the Co-op, the tonsils,
// the Victoria line) hold the traps people write without meaning to: names with image words in them
// (Lake Street, the Twins, a dog called Bear, Hebden Bridge, Mr Hill, Wellington Children’s, Seven
// Sisters, Angel, Elephant and Castle), everyday senses of image words (a brother-in-law's place, kids
// chasing each other, "I’m a taxi driver", "bossing the nurses", the ward), a death dated in waking
// life ("My nan died in 2015"), images only said or only remembered (the grandad, a dog and a girl in a
// nan's story, a mum's wedding dress and the kids' school shoes only owned), likenesses and set phrases
// ("an arm and a leg", "a bull in a china shop", "doing grand", "like the Queen", "like a hamster on a
// wheel", "heart in my mouth"), words of address (‘flower’, ‘love’, ‘mate’), feelings denied ("I laughed
// it off", "I wasn’t worried") and another's feeling (a daughter not frightened, a surgeon's nerves, a
// husband's tears). `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as
// felt; `written` gives a person's gendered word as written; `turn` lists the images of a turning point
// (a recognition, a reversal, the last unexpected image) where there is one and the lexicon has a word
// for it (two have none: the stairs gone, the Co-op belt). To complete `notThere`, a read-only `python3`
// call printed which of the lexicon's English words (with the people variants) and the emotion list's
// English words occur in each title and text (a crude match allowing a few endings, so that "rings"
// showed ring, "beard" bear, "ward" war, "grand" gran and "booked" book), and each whose image is not in
// the dream was added to `notThere`, as the twenty-seventh to twenty-ninth batches did; a few that a
// looser match would find were added too ("shopping", "waving", "flies", "officer", "weirdest"); it ran
// nothing of the analysis. Where earlier batches differ, the readings follow the later one, and say so:
// a death dated in waking life is no death, as from the tenth batch on; a taxi is a car, as in en8-taxi
// and the truck of en28-jack; a word that says what the dreamer is ("I’m a taxi driver", "an ER nurse",
// "a first officer") is the dreamer, as from the twenty-second batch on; a colleague or a captain is
// boss, as in en20-window-cleaner and en29-drive-thru; anonymous people (students, passengers, a man
// in hi-vis, the guide, neighbours in a queue) are strangers or a crowd, as from the twelfth batch on;
// an old lady is wise_elder, as the old man in en25-screech-in; "heart pounding" is fear and no heart,
// as in the twenty-eighth; "my hands were shaking" is no hands, as "my hands were burning" in the
// twenty-seventh; ‘You’re late’ only said is no late, as in en28-golden-dragon; "so anxious I can’t
// breathe" is the breath gone, as "so happy I couldn’t speak" is the voice in en29-melbourne-storm;
// "weirdly" is no confusion, as "weirdly happy" in en29-gym-floor; someone who only owns a thing or a
// place is not there, as in the twenty-eighth and twenty-ninth; a word said to the dreamer (‘Mom’,
// ‘Mum’, ‘Dad’, ‘baby’, ‘love’, ‘flower’, ‘mate’) is in `notThere` and not among the people, and ‘love’
// so said is not in `notFelt`, as in en24-dove-lake and the twenty-ninth. None of the named people
// come back from earlier batches. Files read: the README (`cat`, then `sed -n` of the part the display
// had cut), the types (`cat`), the lexicon's eight data files (`ls` and `wc -c` of `*.json`; python3
// calls that printed each entry's id and English words, the key names of each entry of people.json
// and of each file, and the people variants' ids and English words), the emotion list (a `grep -n`
// that printed its `id:` lines with their numbers, and a python3 call that printed each id and its
// English words), and the earlier English tuning batches: `ls tuning*-en.ts`; `cat` of the
// twenty-ninth and `sed -n` of the part the display had cut; `sed -n 1,60p` of the twenty-eighth;
// `grep` pipes (some with `-A`/`-B` context, `-o` context, `-c` or `-l`, two in `for` loops, with
// `paste`, `sed`, `column`, `cut`, `sort`, `head` and `wc -l`) over `tuning-en.ts` and
// `tuning-*-en.ts` for their ids and titles, a few places and situations (lockers, magpies, motels,
// pilots, plumbers, taxis, trampolines, Dublin, a fortieth, housewarmings), how they read an old man
// or woman, the double, a taxi, a terminal and ‘You’re late’ (which also printed a line of
// en28-golden-dragon's text), the reading of en28-holy-family, the ids of en28-luas and
// en25-screech-in, and the text of en19-candles and en8-taxi; an `awk` of the twenty-ninth's longest
// comment line, to match its line lengths. Departures, disclosed: a `head -c 1500` of animals.json, run
// to see its shape, printed the whole first entry (the snake's labels and its jung and rogers texts
// and the start of its cbt text), more than ids and word lists; the key names of the lexicon's entries
// were printed, as said above; the check of this file's titles against the earlier titles wrote two
// scratch files in /tmp (`/tmp/t30.txt`, `/tmp/tall.txt`), removed in the same command (an `ls` of the
// two paths afterwards showed them gone); one no-op (`cat > /dev/null` of an empty here-document) ran
// before the word match. Over this file: `grep -n`, `sed -n`, `tail`, `head -1`, `grep -c` and `awk`
// (to read it back and find its long lines) and python3 calls that only printed: the word match above,
// and checks of its brackets, quoting, word counts, ids, lists and comment line lengths. No script,
// test, tsx, node, vitest, npm or git command was run; the file was written and edited with the file
// editing tool only.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_30: readonly EvaluationDream[] = [
  // A plain dream of school and lateness, in the present. The old high school (school), the other kids
  // (child), the hallway growing longer, late for homeroom (late). The bell "rings" is no ring. The
  // daughter (as written) in the old varsity jacket (clothes) opening the locker is the turn; ‘Mom’ is
  // the dreamer called (no mother), and the birthday is only the combination (no party). "So
  // embarrassed" is shame; pride has no word in the emotion list.
  {
    id: 'en30-locker',
    title: 'Combination',
    text: 'I’m thirty-eight and a dental hygienist in Paramus, but in the dream I’m back at my old high school in Fair Lawn and I can’t remember my locker combination. The bell rings. All the other kids slam their lockers and vanish, the hallway gets longer and longer, and I’m still spinning the dial, fourteen, thirty-two, something, late for homeroom. Then my daughter Mia, who’s fourteen now, walks up in my old varsity jacket, opens it first try and says, “Mom, it’s your birthday. It was always your birthday.” I feel so embarrassed, and so proud of her.',
    symbols: ['school', 'hallway', 'late', 'clothes'],
    people: ['child', 'daughter'],
    emotions: ['shame'],
    notThere: ['ring', 'mother', 'party'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['locker', 'bell', 'dial'],
  },
  // A plain dream of water. The plumber is the dreamer; the old lady (wise_elder, as written, as the old
  // man in en25-screech-in) in her house, the kitchen tap. The whole river coming out of it is the turn:
  // the water, the fish, the kitchen filling (flood), swimming out the back door. The "shopping trolley"
  // is no shop; ‘love’ is said to the dreamer (no love). "I wasn’t frightened" denies fear;
  // "fascinated" is wonder.
  {
    id: 'en30-tap',
    title: 'The cold tap',
    text: 'I’m a plumber in Leeds. In the dream I was at an old lady’s house in Armley fixing a dripping kitchen tap, and when I turned the water back on the whole river came out of it. Brown water, leaves, a shopping trolley, fish, a pike as long as my arm. It filled the kitchen to my knees, then my chest, and she just sat at the table with her tea and said, ‘Leave it, love. It wants to come in.’ I had to swim out the back door. I wasn’t frightened. I was fascinated.',
    symbols: ['house', 'kitchen', 'water', 'river', 'fish', 'flood', 'swimming', 'door'],
    people: ['wise_elder'],
    emotions: ['wonder'],
    notThere: ['shop', 'love', 'fear'],
    notFelt: ['fear'],
    written: { wise_elder: 'old lady' },
    turn: ['river'],
    outsideLexicon: ['tap', 'leaves', 'trolley', 'table', 'tea'],
  },
  // A plain dream of a car, in the present. The school run is the morning drive (no school is reached).
  // The kids (child) in the back of the car on the freeway (road), late as usual (late). The car shrunk
  // to a plastic toy car is the turn (toy). The road trains are lorries (no train); the kids' laughter
  // is theirs; ‘Mum’ is the dreamer called (no mother). "So anxious I can’t breathe" is anxiety and the
  // breath gone, as "so happy I couldn’t speak" is the voice in en29-melbourne-storm.
  {
    id: 'en30-kluger',
    title: 'Mitchell Freeway',
    text: 'School run, Perth, same as every morning. In the dream I’ve got all three kids in the back of the Kluger on the Mitchell Freeway, late as usual, and the car starts shrinking. Every exit it gets smaller. The seats squeeze in, the roof’s on my head, the kids are folded up laughing, and by Stirling I’m driving a little plastic toy car with my knees round my ears and the road trains roaring past. Nobody else notices. My youngest says, ‘Mum, we fit better now.’ I’m so anxious I can’t breathe.',
    symbols: ['car', 'road', 'late', 'toy', 'breath'],
    people: ['child'],
    emotions: ['anxiety'],
    notThere: ['school', 'train', 'mother', 'joy'],
    notFelt: ['joy'],
    turn: ['toy'],
    outsideLexicon: ['seats', 'roof', 'road trains'],
  },
  // A plain dream of a child leaving, the drop-off of waking life dreamt again. The son (as written), the
  // car, the university (school; Queen’s is its name, no royalty), the students (strangers) in orange
  // shirts (clothes), the boxes (box), the stairs. ‘Dad’ is the dreamer called (no father). The son five
  // again in the mirror is the turn, with his backpack (luggage); his waving is a gesture (no wave). The
  // road. "I cried" is sadness.
  {
    id: 'en30-drop-off',
    title: 'Move-in day',
    text: 'We drove our son Ethan to university at Queen’s in September, and last night I dreamt the drop-off again. The car packed to the roof, the residence, the students in orange shirts carrying his boxes up the stairs. He hugged me and said, “You can go now, Dad.” I got back in the car, and when I checked the mirror he was five years old again, standing on the curb in his dinosaur backpack, waving. I couldn’t turn around. The road only went forward. I cried the whole way down the 401.',
    symbols: ['car', 'school', 'clothes', 'box', 'stairs', 'mirror', 'luggage', 'road'],
    people: ['son', 'stranger'],
    emotions: ['sadness'],
    notThere: ['royalty', 'father', 'wave'],
    written: { son: 'son' },
    turn: ['son'],
    outsideLexicon: ['residence', 'curb', 'dinosaur'],
  },
  // A plain dream of being lost, typed in a hurry. The night shift is waking life. Cycling (bicycle)
  // round the estate, looking for (searching) the friend's house: the friend is only looked for and never
  // there (no friend), and the baby shower is where she was going (no baby, no bathroom). The houses,
  // doors, trees, roads, the phone's map; the man in a dressing gown (stranger; clothes). The dark, and
  // every house with the same light on upstairs, the turn; lost. "Heart pounding" is fear and no heart,
  // as in en28.
  {
    id: 'en30-new-build',
    title: 'mk',
    text: 'night shift so typing this quick before i forget. dream i was cycling round a new build estate in milton keynes looking for my friend jess’s house for her baby shower. every house the same red brick grey door little tree out front. every road ended in another roundabout. phone map just spinning. knocked on one door and a man in a dressing gown said she moved out years ago. kept going till it got dark and every house had the same light on upstairs. properly lost. woke up with my heart pounding',
    symbols: [
      'bicycle',
      'house',
      'door',
      'tree',
      'road',
      'phone',
      'map',
      'clothes',
      'darkness',
      'light',
      'lost',
      'searching',
    ],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['friend', 'baby', 'bathroom', 'heart'],
    turn: ['light'],
    outsideLexicon: ['estate', 'roundabout'],
  },
  // A plain dream of a chase, in the present. The Mitchell Library is the dreamer's work and the place
  // of the dream (book). The lights off (darkness; no light). The hooded figure (shadow_figure) in a
  // coat (clothes) following her (chased), the shoes; she runs (fleeing) and hides (hiding). The figure
  // is herself at nineteen (double), the turn, in a scarf. ‘You’re late’ is only said (no late, as in
  // en28-golden-dragon). "Terrified" is fear.
  {
    id: 'en30-stacks',
    title: 'The stacks',
    text: 'I work at the Mitchell Library in Glasgow, up on the fifth floor with the old newspapers. In the dream it’s after closing, the lights are off, and someone in a long hooded coat is following me through the stacks. When my shoes squeak, theirs squeak. I run, and the shelves go on for miles, bound volumes of the Herald, 1962, 1962, 1962. I’m terrified. I hide behind a returns trolley and the hooded figure stops right in front of me and pulls the hood back. It’s me at nineteen, in my first-year scarf. She says, ‘You’re late.’',
    symbols: ['book', 'darkness', 'clothes', 'chased', 'shoes', 'fleeing', 'hiding', 'shadow_figure'],
    people: ['double'],
    emotions: ['fear'],
    notThere: ['light', 'late'],
    turn: ['double'],
    outsideLexicon: ['stacks', 'shelves', 'newspapers', 'trolley', 'scarf'],
  },
  // A plain dream of falling. The kids only booked the climb (no child; "booked" is no book). The climb
  // on the bridge (climbing), the grey suit (clothes), the guide (stranger, with the group). Falling past
  // the Opera House (a name, no house) and a ferry (boat); landing on the water, bouncing and dry, is the
  // turn; "like a bouncy castle" is a likeness (no castle). "Laughing my head off" is joy.
  {
    id: 'en30-bridge-climb',
    title: 'The arch',
    text: 'My kids have booked me the Harbour Bridge climb for my sixty-first, and last night I dreamt it. Grey suit, harness, the whole group clipped to the cable, the guide chatting away about the pylons. Right at the top of the arch my clip just opened. Nobody noticed. I fell, slowly, past the Opera House, past a ferry, and landed on the water like it was a bouncy castle, bouncing, perfectly dry. The guide called down, ‘Good on ya, Margaret!’ I lay there on my back looking up at the bridge, laughing my head off.',
    symbols: ['bridge', 'climbing', 'clothes', 'falling', 'boat', 'water'],
    people: ['stranger'],
    emotions: ['joy'],
    notThere: ['child', 'book', 'house', 'castle'],
    turn: ['water'],
    outsideLexicon: ['harness', 'cable', 'clip', 'pylons'],
  },
  // A plain dream of flying, in the present. The first officer is the dreamer (no office); the plane
  // "climbing out" is its ascent (no climbing). Lake Ontario (a named lake, there below), the captain (a
  // colleague: boss, as in en20-window-cleaner), the plane that vanishes. In her uniform (clothes), her
  // hands out, still flying: the turn. The city below; the passengers (strangers) eating (food). "The
  // calmest I’ve ever felt" is calm.
  {
    id: 'en30-first-officer',
    title: 'Flight level',
    text: 'I’m a first officer on A320s out of Toronto. In the dream we’re climbing out over Lake Ontario at dawn, the captain’s doing the announcement, and then the plane just isn’t there any more. No cockpit, no cabin, no wings. It’s me in my seat, in my uniform, my hands out in front of me holding nothing, and I’m still flying, still going up, the whole city lit up underneath. Behind me the passengers sit in their rows in the open air, reading, eating pretzels, like nothing happened. It’s the calmest I’ve ever felt.',
    symbols: ['lake', 'plane', 'clothes', 'hands', 'flying', 'city', 'food'],
    people: ['boss', 'stranger'],
    emotions: ['calm'],
    notThere: ['office', 'climbing'],
    turn: ['flying'],
    outsideLexicon: ['seat', 'pretzels'],
  },
  // A plain dream of a party. The new house and its housewarming (party), the food, the husband (as
  // written) at the barbecue. Every guest (crowd) through the side gate (door) with the dreamer's face
  // (double, face); the school uniform is worn by one of them (clothes; no school), the beard is no
  // bear. The sister (as written) with her face too is the turn. "Weirdly at home" is calm (no
  // confusion, as "weirdly happy" in en29-gym-floor); "really lonely" loneliness.
  {
    id: 'en30-housewarming',
    title: 'Housewarming',
    text: 'We finally bought a place in Prospect, and in the dream we were having the housewarming. Bunting in the backyard, a table covered in food, my husband on the barbie. But every guest who came through the side gate had my face. Tall me, old me, me with a beard, me in my school uniform. They all brought the same pot plant. My sister turned round from the esky and she had my face too. ‘Great place, Em,’ they all said at once. I felt weirdly at home, and then really lonely.',
    symbols: ['house', 'party', 'food', 'door', 'face', 'clothes'],
    people: ['husband', 'crowd', 'double', 'sister'],
    emotions: ['calm', 'loneliness'],
    notThere: ['school', 'bear', 'confusion'],
    written: { husband: 'husband', sister: 'sister' },
    turn: ['sister', 'face'],
    outsideLexicon: ['bunting', 'table', 'barbecue', 'beard', 'pot plant', 'esky'],
  },
  // A plain dream of a hospital. The ER nurse is the dreamer, on the stretcher in her own department
  // (hospital), through the doors; "by heart" is a set phrase (no heart) and "nobody looked at my face"
  // an everyday sense (no face). The colleagues (boss, as in en20-window-cleaner). The doctor is the
  // mother (as written), the turn, in scrubs (clothes); the reading glasses are spectacles (no glass),
  // ‘baby’ is the dreamer called (no baby), her fingers (hands). "Like a little girl" is a likeness (no
  // girl). "So relieved" is relief.
  {
    id: 'en30-triage',
    title: 'Bay 4',
    text: 'I’ve been an ER nurse in Phoenix for eleven years. In the dream I was the one on the stretcher, going through the doors of my own department, looking up at ceiling tiles I know by heart. Everybody I work with was there, but nobody looked at my face. Then the doctor leaned over me and it was my mother, in scrubs, with her reading glasses on a chain. “Let’s see what we’ve got, baby,” she said, and pressed two fingers to my wrist. I felt like a little girl, and so relieved.',
    symbols: ['hospital', 'door', 'clothes', 'hands'],
    people: ['boss', 'doctor', 'mother'],
    emotions: ['relief'],
    notThere: ['heart', 'face', 'glass', 'baby', 'girl'],
    written: { mother: 'mother' },
    turn: ['mother'],
    outsideLexicon: ['stretcher', 'ceiling tiles', 'reading glasses'],
  },
  // A plain dream of a shop, typed in a hurry by someone of sixteen. "The weirdest dream" is said of the
  // dream (no confusion). The 7-Eleven (shop) full of childhood things: the tamagotchi and the stuffed
  // dog (toy; no dog), lost long ago at the zoo (no lost), the light-up sneakers (shoes; no light), the
  // drawings off the grandma's fridge (she only owns it: no grandmother). The guy at the register
  // (stranger), the price (money). The dad (father, as written) in his work vest (clothes), paying, is
  // the turn. "So sad" is sadness.
  {
    id: 'en30-slurpee',
    title: 'slurpee',
    text: 'ok so im 16 and i had the weirdest dream. i was in the 7-Eleven on 45th at like 3am buying a slurpee and every shelf was stuff from when i was little. my tamagotchi, the blue stuffed dog i lost at the zoo, my light up sneakers, the drawings from my grandmas fridge. all with price tags. the guy at the register said it was 40 bucks for all of it and i only had 6. i was so sad i just stood there. then my dad walked in in his work vest and paid for all of it',
    symbols: ['shop', 'toy', 'shoes', 'money', 'clothes'],
    people: ['stranger', 'father'],
    emotions: ['sadness'],
    notThere: ['confusion', 'dog', 'lost', 'light', 'grandmother'],
    written: { father: 'dad' },
    turn: ['father'],
    outsideLexicon: ['slurpee', 'tamagotchi', 'drawings', 'price tags', 'register'],
  },
  // A plain dream of an animal, in the present. The kitchen window, the tiger in the sun on the
  // trampoline, the kids (child) in the garden in their wellies (shoes); "ten feet away" is a measure
  // (no feet). The tiger letting the daughter (as written) curl up against it is the turn. "Terrified"
  // is fear, "the most beautiful thing" wonder.
  {
    id: 'en30-tiger',
    title: 'The trampoline',
    text: 'In the dream it’s an ordinary Sunday, I’m doing the washing up in Swindon, and I look out of the kitchen window and there’s a tiger lying on the kids’ trampoline. Full size, orange, just lying there in the sun with one paw hanging off the side. My two are in the garden in their wellies, about ten feet away from it. I tap on the window, really quietly, and whisper ‘Come inside,’ but they can’t hear me. Then the tiger yawns and lets my daughter curl up against its side. I’m terrified, and then it’s the most beautiful thing I’ve ever seen.',
    symbols: ['kitchen', 'window', 'tiger', 'sun', 'garden', 'shoes'],
    people: ['child', 'daughter'],
    emotions: ['fear', 'wonder'],
    notThere: ['feet'],
    written: { daughter: 'daughter' },
    turn: ['tiger'],
    outsideLexicon: ['trampoline', 'wellies'],
  },
  // A plain dream of a partner. He "flies home" in waking life (no flying, no house). The airport, the
  // doors, the boyfriend (as written) with his suitcase (luggage), who does not know her. The woman she
  // didn't know (stranger) hugging him is the turn. "Never felt so alone" is loneliness.
  {
    id: 'en30-arrivals',
    title: 'Arrivals',
    text: 'My boyfriend Sam has been working up in Fort McMurray since August and flies home on the 20th. In the dream I was waiting at Arrivals at the Vancouver airport with a sign I’d made, and he came through the doors with his suitcase, looked right at me and walked past. I ran after him and grabbed his arm and he said, “Sorry, do I know you?” Very politely. Then a woman I didn’t know hugged him and they walked off to the parkade together. I stood there holding my sign. I’ve never felt so alone.',
    symbols: ['airport', 'door', 'luggage'],
    people: ['boyfriend', 'stranger'],
    emotions: ['loneliness'],
    notThere: ['flying', 'house'],
    written: { boyfriend: 'boyfriend' },
    turn: ['stranger'],
    outsideLexicon: ['sign'],
  },
  // A plain dream of parents young. The beach and the sea (ocean) in 1978, "before I was born" (no
  // birth); the mum and dad (mother, father, as written), younger than the dreamer's kids, who are not
  // there (no child). The flares and T-shirt (clothes), the book, the chips eaten (food). The mum
  // offering a chip is the turn; ‘lost someone’ is only said (no lost) and ‘love’ is said to the dreamer
  // (no love). "So happy" is joy.
  {
    id: 'en30-scarborough',
    title: 'Scarborough, 1978',
    text: 'I was on the beach at Scarborough in the summer of 1978, two years before I was born, and there were my mum and dad on a striped towel, younger than my own kids are now. Dad in flares and a tight T-shirt. Mum reading a Jackie Collins book and eating chips out of the paper. They didn’t know me, obviously, but Mum offered me a chip and said, ‘You look like you’ve lost someone, love.’ I sat down with them and watched the sea come in. I was so happy I didn’t want to wake up.',
    symbols: ['beach', 'clothes', 'book', 'food', 'ocean'],
    people: ['mother', 'father'],
    emotions: ['joy'],
    notThere: ['birth', 'child', 'lost', 'love'],
    written: { mother: 'mum', father: 'dad' },
    turn: ['mother'],
    outsideLexicon: ['towel'],
  },
  // A plain dream of a house. The house, the hallway; the stairs are gone (no stairs). The kids (child)
  // heard upstairs and the son (as written) calling down; ‘Mom’ is the dreamer called (no mother). The
  // ladder is only looked for (searching; no ladder). The grocery bags are shopping (no luggage), cutting
  // into her fingers (hands). "So helpless" is helplessness. No turn with a word in the lexicon (the
  // stairs gone).
  {
    id: 'en30-regular-way',
    title: 'The regular way',
    text: 'We’ve lived in the same two-story house in Sacramento for twelve years. In the dream I came home from work with the groceries and the stairs were gone. Not broken, just gone, smooth wall from the hallway to the ceiling, and I could hear my kids up there watching TV like normal. I called up and my son said, “Just come up the regular way, Mom.” I looked for a ladder in the garage, a rope, anything. I kept walking around the house with the grocery bags cutting into my fingers. I felt so helpless.',
    symbols: ['house', 'hallway', 'searching', 'hands'],
    people: ['child', 'son'],
    emotions: ['helplessness'],
    notThere: ['stairs', 'mother', 'ladder', 'luggage'],
    written: { son: 'son' },
    outsideLexicon: ['wall', 'garage', 'rope', 'groceries'],
  },
  // The Fourth of July cookout (party) at the brother-in-law's place (he only owns it: no brother) off
  // Lake Street (a name, no lake, no road). The hot dogs and burgers (food), the Twins on the radio (a
  // team, no double), the kids (child) chasing each other in play (no chased), the wife (as written).
  // The lab named Bear (dog; no bear) talking is the turn. Everybody eating (crowd). "I laughed it off"
  // is no joy; "my hands were shaking" is fear and no hands, as "my hands were burning" in the
  // twenty-seventh batch.
  {
    id: 'en30-lake-street',
    title: 'The Fourth',
    text: 'Every Fourth of July we have a cookout at my brother-in-law Wade’s place off Lake Street. In the dream it was the same as always: hot dogs, the Twins game on the radio, kids chasing each other round the yard, my wife flipping burgers. Then Wade’s old lab, Bear, came over, sat down next to my lawn chair and said in a perfectly normal voice, “You know you can leave, right?” Everybody kept eating. I laughed it off, but my hands were shaking. My wife never once looked up from the grill.',
    symbols: ['party', 'food', 'dog'],
    people: ['child', 'wife', 'crowd'],
    emotions: ['fear'],
    notThere: ['brother', 'lake', 'road', 'double', 'chased', 'bear', 'joy', 'hands'],
    notFelt: ['joy'],
    written: { wife: 'wife' },
    turn: ['dog'],
    outsideLexicon: ['radio', 'lawn chair', 'grill'],
  },
  // "I’m a taxi driver" is the dreamer (no stranger, as "I’m a nurse" from the twenty-second batch on);
  // the taxi is a car, as in en8-taxi. The nan (grandmother, as written), her death dated in waking life
  // (no death), at Terminal 2 (airport) in her good coat (clothes). The grandad is only remembered (no
  // grandfather), the dog and the girl in Cabra only told (no dog, no girl). The sea (ocean). The old
  // pound notes (money) are the turn. "Missing her so much it hurt" is nostalgia.
  {
    id: 'en30-terminal-2',
    title: 'Terminal 2',
    text: 'I’m a taxi driver in Dublin. My nan died in 2015. In the dream I was on the rank at Terminal 2 and she got in the back in her good coat, like she’d just come off the Lourdes flight. ‘Take me the long way, by the sea, the way your grandad used to.’ So I did, out along the seafront past Clontarf, and she talked the whole way about a dog she had when she was a girl in Cabra. She paid me in old pound notes. I woke up missing her so much it hurt.',
    symbols: ['car', 'airport', 'clothes', 'ocean', 'money'],
    people: ['grandmother'],
    emotions: ['nostalgia'],
    notThere: ['stranger', 'death', 'grandfather', 'dog', 'girl'],
    written: { grandmother: 'nan' },
    turn: ['money'],
    outsideLexicon: ['taxi rank'],
  },
  // The Co-op (shop) in Hebden Bridge (a name, no bridge); the queue of neighbours (crowd). On the belt:
  // the mum's wedding dress (clothes; she only owned it, no mother, no wedding), the kids' school shoes
  // (shoes; no child, no school), the wedding photos (photo; no wedding), the wedding ring (ring).
  // ‘Flower’ and ‘love’ are words of address (no garden, no love); Mr Hill is a name (no mountain); "an
  // arm and a leg" and "a bull in a china shop" are set phrases (no feet, no bull); "doing grand" is no
  // gran. The manager (boss). "Couldn’t stop crying" is sadness. No turn.
  {
    id: 'en30-co-op',
    title: 'Till 2',
    text: 'I work the tills at the Co-op in Hebden Bridge. In the dream a queue of my neighbours was putting my own things on the belt: my mum’s wedding dress, our old kettle, the kids’ school shoes, my wedding photos. I scanned them one by one and the till kept saying, ‘That’s sixty pence, flower.’ Mr Hill from the butcher’s paid for my wedding ring and said it cost him an arm and a leg. I was like a bull in a china shop, knocking everything off the counter. My manager just said, ‘Keep going, love, you’re doing grand.’ I couldn’t stop crying.',
    symbols: ['shop', 'clothes', 'shoes', 'photo', 'ring'],
    people: ['crowd', 'boss'],
    emotions: ['sadness'],
    notThere: [
      'bridge',
      'mother',
      'wedding',
      'child',
      'school',
      'garden',
      'mountain',
      'feet',
      'bull',
      'love',
      'grandmother',
    ],
    outsideLexicon: ['till', 'belt', 'kettle', 'counter'],
  },
  // The operation is planned in waking life and dreamt. Wellington Children’s is the hospital's name (no
  // child); the ward (hospital; no war), the daughter (as written) in a gown (clothes). Her fear is
  // denied and hers; "bossing" is no boss; the nurses and the surgeon (doctor), the surgeon's nerves his.
  // "I wasn’t worried" denies anxiety; the husband's (as written) tears in the corridor (hallway) are
  // his. Her waving "like the Queen" is a likeness (no royalty, no wave); she is the turn. "This huge
  // calm" is calm.
  {
    id: 'en30-tonsils',
    title: 'Tonsils',
    text: 'Our daughter Aroha is having her tonsils out in February, and last night I dreamt it was the day. Wellington Children’s, the pre-op ward, her in a gown with a giraffe on it. She wasn’t frightened at all, she was bossing the nurses around. The surgeon was the nervous one, asking me twice if I was sure. I wasn’t worried, which isn’t like me. My husband was in tears out in the corridor. Then they wheeled her off and she waved like the Queen, and I felt this huge calm, like I’d put something down.',
    symbols: ['hospital', 'clothes', 'hallway'],
    people: ['daughter', 'doctor', 'husband'],
    emotions: ['calm'],
    notThere: ['child', 'war', 'fear', 'boss', 'anxiety', 'sadness', 'wave', 'royalty'],
    notFelt: ['fear', 'anxiety', 'sadness'],
    written: { daughter: 'daughter', husband: 'husband' },
    turn: ['daughter'],
    outsideLexicon: ['gown', 'giraffe'],
  },
  // Late for a new job (late), the job itself only to come. The Victoria line (train); Seven Sisters,
  // Angel and Elephant and Castle are stations' names (no sister, no angel, no castle); "like a hamster
  // on a wheel" is a likeness. The man in hi-vis (stranger) in his jacket (clothes); ‘mate’ is a word of
  // address (no friend). The spaniel at the desk in a tie (dog) is the turn. "Livid" is anger, "heart in
  // my mouth" anxiety and no heart, "I just laughed" joy.
  {
    id: 'en30-victoria-line',
    title: 'Victoria line',
    text: 'I start a new job on Monday, so of course last night I dreamt I was late. I was on the Victoria line heading for Seven Sisters and the train kept looping, Brixton, Angel, Brixton, Angel, like a hamster on a wheel. I ran up the escalator at Elephant and Castle, which isn’t even on the line, and a man in a hi-vis jacket said, ‘You’ve missed it, mate. They’ve given your job to a dog.’ And there it was, a spaniel at my new desk in a tie. I was livid, heart in my mouth, and then I just laughed.',
    symbols: ['late', 'train', 'clothes', 'dog'],
    people: ['stranger'],
    emotions: ['anger', 'anxiety', 'joy'],
    notThere: ['sister', 'angel', 'castle', 'friend', 'heart'],
    turn: ['dog'],
    outsideLexicon: ['escalator', 'desk'],
  },
];
