// Seventh tuning batch (English), written and read by hand on 2026-12-05 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 100 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: a school play, a lost passport, a haunted hotel lift, a
// beehive, a train that never stops, a sister's baby shower, a job in a zoo gift shop, an empty swimming
// pool, a talking horse, a broken-down bus in the desert, a dentist's waiting room, an old boyfriend's
// mother, a cathedral roof, a birth in hospital, a motorway at night, a cinema, a hot-air balloon, a
// power cut in a supermarket, a séance and a neighbour's parrot. It leans on what readers of dreams get
// wrong, written as people write: feelings denied or contrasted in many ways ("I wasn’t frightened in
// the least", "I should have been scared but I wasn’t", "I expected to feel sad and didn’t", "it didn’t
// upset me in the slightest", "I thought I’d panic, but I didn’t"), feelings that belong to others ("my
// wife looked absolutely terrified", "the other passengers looked furious", "she looked quite
// annoyed"), feelings only asked about ("Are you scared?"), images absent, negated, wished for,
// remembered, only said, on a screen or in an idiom ("no water at all", "I wished I’d brought water",
// "over the moon", "a storm in a teacup", "one of the family"), likenesses ("like warm rain", "as tiny
// as an ant", "like a string of gold beads"), words in another sense (a baby shower, a boarding gate, a
// camel train, a queen bee, a gift shop, the sand of a desert, "love" as a form of address) and gendered
// people as written ("my grandad", "a nurse, a tall man", "the midwife, a big calm Irish woman", "my
// manager, a young woman"). `notFelt` repeats the feelings of `notThere` that are named but not the
// dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the images of a
// turning point (a recognition, a reversal, the last unexpected image) where there is one. None of the
// named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_7: readonly EvaluationDream[] = [
  // The dreamer only plays a tree in a costume (clothes), so there is no tree, and the wind is only the
  // line forgotten. The cast are children and the audience a crowd. The mum's mortification is hers;
  // the dreamer's embarrassment is denied, and "perfectly happy" is the dreamer's own joy. A school play
  // is read as school and a performance.
  {
    id: 'en7-school-play',
    title: 'The school play',
    text: 'I was in the school play again, aged about forty, playing a tree in a brown costume with paper leaves stuck all over it. The rest of the cast were real children and none of them thought it was odd. My only line was “The wind is coming,” and when the moment came I couldn’t remember it. The audience waited. My mum was in the front row, looking mortified on my behalf. I wasn’t embarrassed at all. I just swayed my branches while the children sang round me, and I felt perfectly happy.',
    symbols: ['school', 'performance', 'clothes', 'singing'],
    people: ['child', 'crowd', 'mother'],
    emotions: ['joy'],
    notThere: ['tree', 'wind', 'shame'],
    notFelt: ['shame'],
    written: { mother: 'mum' },
  },
  // Flying to Lisbon is a journey by plane, no flight of the dreamer's, and the boarding gate is no door.
  // Tipping the suitcase out is searching, though no word says so. The husband's calm is his and the
  // panic only expected. The girl and the passport photo of the dreamer at fifteen are the turning
  // point; the tenderness is love.
  {
    id: 'en7-lost-passport',
    title: 'The passport',
    text: 'I was at the airport with my husband, about to fly to Lisbon, and at the boarding gate I realised my passport was gone. I tipped my whole suitcase out onto the floor in front of everyone. My husband stayed perfectly calm and kept saying we had loads of time. I thought I’d panic, but I didn’t. Then a little girl in a yellow raincoat handed me the passport and said, “You dropped this in 1998.” Inside, the photo was of me at fifteen, and I felt a rush of tenderness for her.',
    symbols: ['airport', 'journey', 'luggage', 'searching', 'clothes', 'photo'],
    people: ['husband', 'girl'],
    emotions: ['love'],
    notThere: ['flying', 'door', 'fear', 'calm'],
    notFelt: ['fear', 'calm'],
    written: { husband: 'husband', girl: 'girl' },
    turn: ['girl', 'photo'],
    outsideLexicon: ['passport'],
  },
  // The lift is only said to be haunted, and the woman in grey is not in the mirror: no ghost. The man on
  // reception, whom the dreamer does not know, is a stranger (as the keeper in en5-zoo). The dreamer's
  // own face in the mirror, aged and wrinkled, is aging, hair and face. Fear is denied and curiosity has
  // no id. The doors opening onto a beach are the last unexpected image.
  {
    id: 'en7-hotel-lift',
    title: 'The ninth floor',
    text: 'I was staying in an old hotel by the sea, and the lift had a bad reputation. The man on reception told me it was haunted, that guests had seen a woman in grey in its mirror. I took it anyway, up to the ninth floor. There was no woman in the mirror, only me, about eighty, with thin white hair. I wasn’t frightened in the least, just curious. I touched my face and it was soft and wrinkled, and I thought, so this is what it will be like. Then the doors opened straight onto a beach.',
    symbols: ['hotel', 'ocean', 'elevator', 'mirror', 'aging', 'hair', 'face', 'door', 'beach'],
    people: ['stranger'],
    emotions: [],
    notThere: ['ghost', 'fear'],
    notFelt: ['fear'],
    turn: ['beach'],
  },
  // The grandfather died ten years ago, so death is there with him. The orchard is the garden and the
  // honey food. The rain is a likeness and the queen is the queen bee: no royalty. Fear is denied ("I
  // should have been scared but I wasn’t"); being glad to see him is joy. Under the veil he has the
  // dreamer's face: a double of the dreamer, and the turning point.
  {
    id: 'en7-beehive',
    title: 'Grandad’s bees',
    text: 'My grandfather was showing me his beehives at the bottom of the orchard, in his old veil and gloves, though he died ten years ago. I was so glad to see him. He lifted out a frame dripping with honey and the bees crawled all over my bare hands. Not one of them stung me. I should have been scared but I wasn’t, they felt like warm rain. He said the queen knew exactly who I was. Then he took off his veil, and underneath he had my face.',
    symbols: ['bees', 'garden', 'death', 'food', 'hands', 'face'],
    people: ['grandfather', 'double'],
    emotions: ['joy'],
    notThere: ['rain', 'royalty', 'fear'],
    notFelt: ['fear'],
    written: { grandfather: 'grandfather' },
    turn: ['face', 'double'],
    outsideLexicon: ['veil'],
  },
  // The dreamer never gets to work (no office). The stations are seen as the train goes through them.
  // The horse is only how big the jumper is and school only when it breaks up; "light and happy" is no
  // light. Walking the carriages looking for the driver is searching; there is no driver, and the
  // knitting woman, unknown to the dreamer, is a stranger. The fields turning into sea is the last image.
  {
    id: 'en7-endless-train',
    title: 'The train that didn’t stop',
    text: 'I got on the train to go to work and it simply never stopped. It went straight through my station, then through stations I’d never heard of, faster and faster, for what felt like days. Nobody seemed bothered. A woman opposite me was knitting a jumper big enough for a horse. I walked from carriage to carriage looking for the driver, but the front carriage was empty and there was no driver at all. Out of the window the fields slowly turned into sea. I felt light and happy, like the day school breaks up for summer.',
    symbols: ['train', 'station', 'clothes', 'searching', 'window', 'ocean'],
    people: ['stranger'],
    emotions: ['joy'],
    notThere: ['office', 'horse', 'school', 'light'],
    turn: ['ocean'],
  },
  // A baby shower is a party, with no shower (bathroom). The sister is "over the moon" (no moon) and her
  // happy tears are hers, neither the dreamer's joy nor sadness. Jealousy is expected and denied; "I just
  // loved her" is the dreamer's love. The thumb is only a measure. The real baby in the gift box is the
  // turning point, and its crying is the baby's; the knitted hat is clothes.
  {
    id: 'en7-baby-shower',
    title: 'The baby shower',
    text: 'It was my sister’s baby shower and I had organised everything: balloons, a cake shaped like a pram, silly games. My sister was hugely pregnant and over the moon, crying happy tears every five minutes. I expected to feel jealous, since we’ve been trying for years, and I didn’t, not for a second. I just loved her. When she opened my present the box was empty except for a tiny knitted hat, and then the hat began to cry. There was a real baby inside it, no bigger than my thumb.',
    symbols: ['party', 'food', 'pregnancy', 'gift', 'box', 'clothes'],
    people: ['sister', 'baby'],
    emotions: ['love'],
    notThere: ['bathroom', 'moon', 'joy', 'sadness', 'jealousy', 'hands'],
    notFelt: ['joy', 'sadness', 'jealousy'],
    written: { sister: 'sister' },
    turn: ['baby'],
    outsideLexicon: ['balloons', 'pram'],
  },
  // A job in a shop is the workplace (office) as well as the shop, as the bakery in en5-bakery; a gift
  // shop sells no gift. The frogs are rubber, the lions and tigers cuddly toys, and no real animal is
  // there until the bear walks in: the turning point. The manager is boss, a woman as written; the
  // little girls are girl. "Delighted with myself" is joy.
  {
    id: 'en7-zoo-shop',
    title: 'The zoo shop',
    text: 'I had a summer job in the gift shop at the zoo, selling soft toys and pencils with rubber frogs on the end. The shelves were full of cuddly lions and tigers, but there wasn’t a single real animal anywhere, every enclosure outside was empty. My manager, a young woman with a clipboard, kept telling me to smile more. Then a brown bear walked in through the door, queued behind two little girls and put a coin on the counter. My manager said we weren’t allowed to serve animals. I served it anyway, and I was delighted with myself.',
    symbols: ['office', 'shop', 'toy', 'door', 'bear', 'money'],
    people: ['boss', 'girl'],
    emotions: ['joy'],
    notThere: ['gift', 'frog', 'lion', 'tiger'],
    written: { boss: 'woman', girl: 'girl' },
    turn: ['bear'],
    outsideLexicon: ['zoo'],
  },
  // The pool has been drained: no water, and the ex only mimes swimming, so no swimming either (and the
  // dreamer swimming as a kid is only remembered: no child). The dead leaves are no death, "deadly
  // serious" neither. Climbing down the ladder is climbing. The laughing is the dreamer's joy.
  {
    id: 'en7-empty-pool',
    title: 'The empty pool',
    text: 'I went back to the swimming pool where I learned to swim as a kid, and it had been drained. There was no water at all, just cracked blue tiles and a few dead leaves in the deep end. My ex was down there in his trunks, doing lengths, pretending to swim through the air and looking deadly serious. I climbed down the ladder to tell him, and he said the water was lovely and I ought to get in. I laughed so hard I woke myself up.',
    symbols: ['ladder', 'climbing'],
    people: ['ex'],
    emotions: ['joy'],
    notThere: ['water', 'swimming', 'death', 'child'],
    outsideLexicon: ['swimming pool'],
  },
  // The horse talks: its voice is heard, not lost, and the bag of feathers is only how light it is (no
  // luggage). The lane is a road, the hill a mountain, the village a city and the grandmother's gate a
  // door. Surprise is denied and has no id; the laughing is the grandmother's.
  {
    id: 'en7-talking-horse',
    title: 'The horse’s turn',
    text: 'I was riding a grey horse along a lane near my grandmother’s village, and halfway up the hill it turned its head and started talking to me in a very posh voice. It said it was tired of carrying me and would like a turn on my back. I wasn’t surprised, it seemed perfectly fair. So I got down and it settled itself on my shoulders, and I could carry it easily, as if it were a bag of feathers. My grandmother waved from her gate, laughing her head off.',
    symbols: ['horse', 'road', 'mountain', 'city', 'door'],
    people: ['grandmother'],
    emotions: [],
    notThere: ['luggage', 'joy'],
    notFelt: ['joy'],
    written: { grandmother: 'grandmother' },
    outsideLexicon: ['feathers'],
  },
  // Stranded in the desert is being trapped on a journey; the sand is the desert's, no beach. The town is
  // miles away, the water only wished for, and the bag of oranges is food, no luggage. The passengers'
  // fury and shouting are theirs; the driver and passengers, unknown to the dreamer, are strangers. A
  // camel train is no train; the teacher leading it is the last unexpected image.
  {
    id: 'en7-desert-bus',
    title: 'Broken down',
    text: 'Our bus broke down in the middle of a desert, miles from any town. The driver got out, looked at the engine and sat down in the sand to smoke a cigarette. The sun was enormous and white. I wished I’d brought water; all I had was a bag of oranges. The other passengers looked furious and kept shouting at him, but I felt calm, as if I’d been waiting my whole life to be stuck somewhere. At sunset a camel train came over the dunes, led by my old maths teacher.',
    symbols: ['bus', 'desert', 'journey', 'trapped', 'sun', 'food'],
    people: ['stranger', 'teacher'],
    emotions: ['calm'],
    notThere: ['city', 'beach', 'water', 'luggage', 'anger', 'train'],
    notFelt: ['anger'],
    turn: ['teacher'],
    outsideLexicon: ['camel'],
  },
  // The dentist is never seen; the nurse, a man as written, is read as doctor. The teeth are only said
  // to be fine. Fear is asked about by the boy and denied. The dad died years ago, so death is there,
  // and his standing up when his name is called is the turning point.
  {
    id: 'en7-waiting-room',
    title: 'The waiting room',
    text: 'I was in a dentist’s waiting room that went on and on, rows and rows of plastic chairs, every one of them taken. Nobody was reading the magazines. Every few minutes a nurse, a tall man with a shaved head, called out a name, and it was never mine. There was nothing wrong with my teeth, I just knew I had to be seen. A little boy beside me asked, “Are you scared?” I said no, and it was true. Then the nurse called my dad’s name, and Dad, who died years ago, stood up from the back row.',
    symbols: ['death'],
    people: ['doctor', 'boy', 'father'],
    emotions: [],
    notThere: ['teeth', 'fear'],
    notFelt: ['fear'],
    written: { doctor: 'man', boy: 'boy', father: 'dad' },
    turn: ['father'],
  },
  // The old boyfriend is not there (as his mother says, he has a wife and kids, only in a photo), and
  // his mother is no mother of the dreamer's and has no people id. "One of the family" and "a storm in a
  // teacup" are set phrases, and the jug only cow-shaped. Sadness is expected and denied; being glad he
  // was not there is joy, feeling tender towards her love. The kitchen is in her house.
  {
    id: 'en7-exs-mother',
    title: 'His mother',
    text: 'I bumped into my old boyfriend’s mother in the supermarket, twenty years after he and I split up. She hugged me as if I were still one of the family and made me come back to hers for tea. Her kitchen was exactly as I remembered, down to the cow-shaped milk jug. He wasn’t there, and I was glad. She said our break-up had been a storm in a teacup and showed me a photo of him with his wife and kids. I expected to feel sad and didn’t. I just felt tender towards her.',
    symbols: ['shop', 'kitchen', 'photo'],
    people: [],
    emotions: ['joy', 'love'],
    notThere: ['boyfriend', 'ex', 'mother', 'family', 'bull', 'storm', 'wife', 'child', 'sadness'],
    notFelt: ['sadness'],
  },
  // The fear of heights is the dreamer's in waking life, and the fear of falling is denied: no fear and
  // no falling. The ant is a likeness and the brother's shouting no anger (not a feeling named, so not in
  // notFelt). The stone angel turning its head is read as an angel that comes alive, not a mere statue.
  // The clouds are the sky; "at peace" is calm.
  {
    id: 'en7-cathedral-roof',
    title: 'On the cathedral',
    text: 'I was up on the roof of a cathedral with a gang of roofers, fixing lead in a high wind. In real life I’m terrified of heights, but in the dream I strolled along the gutters like they were a pavement. One of the stone angels on the corner turned its head to watch me. My brother was down in the square, as tiny as an ant, shouting something I couldn’t hear. I wasn’t scared of falling at all. The slates were warm, so I lay down on them, watched the clouds and felt completely at peace.',
    symbols: ['church', 'wind', 'angel', 'sky'],
    people: ['brother'],
    emotions: ['calm'],
    notThere: ['fear', 'falling', 'insects', 'anger'],
    notFelt: ['fear'],
    written: { brother: 'brother' },
  },
  // The midwife, a woman as written, is read as doctor; a delivery room is the hospital. The midwife's
  // calm and the wife's terror are theirs. The wife's look makes the dreamer laugh (joy), and the love is
  // his. The newborn with teeth who is "your father" is the recognition: the baby is the father.
  {
    id: 'en7-hospital-birth',
    title: 'It’s your father',
    text: 'I was in a delivery room giving birth, even though I’m a man. The midwife, a big calm Irish woman, kept telling me I was doing brilliantly. My wife held my hand and looked absolutely terrified, which made me laugh. It didn’t hurt at all. The baby came out with a full set of teeth and a little grey moustache, and the midwife said, “Congratulations, it’s your father.” When I held him he gave me exactly the look Dad used to give me when I’d done something stupid. I felt a huge, daft love for him.',
    symbols: ['hospital', 'birth', 'hands', 'teeth'],
    people: ['doctor', 'wife', 'baby', 'father'],
    emotions: ['joy', 'love'],
    notThere: ['fear', 'calm'],
    notFelt: ['fear', 'calm'],
    written: { doctor: 'woman', wife: 'wife', father: 'father' },
    turn: ['baby', 'father'],
    outsideLexicon: ['midwife'],
  },
  // The motorway at night is the road (the night is no darkness, as in the earlier batches); there are no
  // other cars but the dreamer's own. The street lights are light, the gold only a likeness. The mother
  // is only remembered; missing her is nostalgia. Worry is denied. The daughter singing a song she
  // never heard is the turning point; the radio's song is singing too.
  {
    id: 'en7-motorway',
    title: 'The song on the radio',
    text: 'I was driving down the motorway at night with my daughter asleep in the back. There were no other cars at all, not a single headlight in either direction, and the street lights ran ahead for ever like a string of gold beads. I wasn’t worried, though I knew I should be. Then the radio played the song my mother used to sing while she did the ironing, and I could smell the starch. I missed her so much it hurt. In the mirror my daughter was awake, singing along word for word. She has never heard that song.',
    symbols: ['car', 'road', 'light', 'singing', 'mirror'],
    people: ['daughter'],
    emotions: ['nostalgia'],
    notThere: ['treasure', 'mother', 'anxiety'],
    notFelt: ['anxiety'],
    written: { daughter: 'daughter' },
    turn: ['daughter', 'singing'],
  },
  // The house, the fire, the window and the ladder are only on the screen. The cat is on the screen too,
  // then really beside the dreamer: the turning point. "It didn’t upset me" denies a feeling with no
  // single id. The audience is the crowd, eating popcorn (food); the fireman is only in the film.
  {
    id: 'en7-cinema',
    title: 'The film',
    text: 'I went to the cinema on my own, and the film turned out to be about my house. On the screen it was on fire, flames pouring out of every window, and a fireman was carrying my cat down a ladder. The audience around me were eating popcorn and cheering. I knew it was only a film, and it didn’t upset me in the slightest. When the film ended, my cat was sitting in the seat next to me, licking her paws. I was overjoyed to see her.',
    symbols: ['cat', 'food'],
    people: ['crowd'],
    emotions: ['joy'],
    notThere: ['house', 'fire', 'window', 'ladder'],
    turn: ['cat'],
    outsideLexicon: ['cinema'],
  },
  // Riding in a balloon is no flight of the dreamer's own and is listed neither way. The pilot, an old
  // man as written, is wise_elder; his walking off across the sky is the turning point. The rivers and
  // cows are seen from above, only compared to thread and rice. The panic is expected and denied; the
  // laughing is the dreamer's.
  {
    id: 'en7-balloon',
    title: 'The balloon',
    text: 'My partner had bought us a hot-air balloon ride for our anniversary, and at dawn we rose slowly over patchwork fields. The pilot, an old man with a white beard, didn’t say a word. I thought I’d panic once we left the ground, but I was fine. Below us the rivers looked like silver thread and the cows were as small as grains of rice. Then the pilot stepped out of the basket and simply walked off across the sky, and my partner said, “Well, it’s up to us now.” We laughed and laughed.',
    symbols: ['river', 'bull', 'sky'],
    people: ['partner', 'wise_elder'],
    emotions: ['joy'],
    notThere: ['fear'],
    notFelt: ['fear'],
    written: { wise_elder: 'old man' },
    turn: ['wise_elder', 'sky'],
    outsideLexicon: ['hot-air balloon'],
  },
  // The power cut is darkness and the emergency lights light. "My blood ran cold" is the dreamer's fear,
  // then relief, and no blood. The frozen peas are no snow, and the boy's happiness is his. Feeling along
  // the shelves calling his name is searching; the security guard, a man the dreamer does not know, is a
  // stranger. The grapes are food.
  {
    id: 'en7-power-cut',
    title: 'The power cut',
    text: 'I was doing the big weekly shop when the power went out and the whole supermarket went pitch black. People screamed. My first thought was that I’d left my little boy in the trolley by the frozen peas, and my blood ran cold. I felt my way along the shelves, calling his name. When the emergency lights came on he was still in the trolley eating grapes, perfectly happy, and a security guard, a man I didn’t know, was reading him a story. I was so relieved I sat down on the floor.',
    symbols: ['shop', 'darkness', 'searching', 'light', 'food'],
    people: ['boy', 'stranger'],
    emotions: ['fear', 'relief'],
    notThere: ['snow', 'blood', 'joy'],
    notFelt: ['joy'],
    written: { boy: 'boy' },
    turn: ['boy', 'stranger'],
  },
  // Nothing comes to the séance: no ghost and no voice. The annoyance is Hana's, the relief the
  // dreamer's. The front door is opened to the delivery driver, a stranger; the grandmother is only her
  // name on the box, the turning point.
  {
    id: 'en7-seance',
    title: 'For Sandra',
    text: 'My friend Hana talked me into holding a séance on Halloween, just the two of us round my kitchen table with a Ouija board and candles everywhere. She asked if anyone was there. Nothing happened: no ghost, no voice, the pointer didn’t move an inch. She looked quite annoyed; I was secretly relieved. Then the doorbell rang, and on the doorstep was a delivery driver, a man I didn’t know, holding a pizza we hadn’t ordered, with “For Sandra” written on the box. Sandra was my grandmother’s name.',
    symbols: ['kitchen', 'candle', 'door', 'food', 'box'],
    people: ['friend', 'stranger'],
    emotions: ['relief'],
    notThere: ['ghost', 'voice', 'grandmother', 'anger'],
    notFelt: ['anger'],
    turn: ['box'],
    outsideLexicon: ['Ouija board'],
  },
  // The grandad speaks through the parrot: his voice is heard, so he is there (written "grandad"), and
  // that is the turning point. "Love" is only how he addresses the dreamer. Being spooked is denied and
  // "completely safe" is calm. The neighbour has no people id; the grape is food.
  {
    id: 'en7-parrot',
    title: 'The parrot',
    text: 'I was looking after my neighbour’s parrot for the weekend. It sat in its cage in my living room, green and sulky, and wouldn’t say a thing, though she’d promised it talked non-stop. On Sunday night it suddenly spoke in my grandad’s voice, Yorkshire accent and all: “You’ve left the gas on, love.” I ran to the kitchen and I had. I wasn’t spooked in the slightest. I felt completely safe, as if he was still looking out for me. I gave the parrot an extra grape and thanked him.',
    symbols: ['bird', 'kitchen', 'food'],
    people: ['grandfather'],
    emotions: ['calm'],
    notThere: ['love', 'fear'],
    notFelt: ['fear'],
    written: { grandfather: 'grandad' },
    turn: ['grandfather'],
    outsideLexicon: ['cage'],
  },
];
