// Ninth tuning batch (English), written and read by hand on 2026-12-05 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: jury duty, playing in an orchestra, a pottery class,
// sledging with the kids, a graduation, a solar eclipse, giving blood, an automatic car wash, a
// second-hand bookshop, tennis with a father, kayaking down a city canal, a pub quiz, a school
// playground at night, a cruise, yoga on a beach, a glacier walk, a treehouse in a storm, the tip after
// a funeral, a village fete and Christmas dinner. Half are plain, with few traps; the other half carry
// the traps of real reports: feelings denied, contrasted or only expected ("I wasn’t sad at all", "I
// thought I’d be mortified, but I laughed too", "I should have been embarrassed", "I thought I’d be
// terrified", "I didn’t cry, not once" before sobbing), tears of happiness that are no sadness, other
// people's feelings (a brother terrified in the dock, a mum stressed about the turkey, a team glaring,
// a sister laughing), people only mentioned, remembered or present through their handwriting or a
// message, images only said, compared or in another sense ("like a dog on a lead", "like a tent in the
// rain", "like a king", "cardboard glasses", "on the edge of the village", "my late father", "dead
// calm", "at home in my own body", "sobbed my heart out", "love" as a form of address) and gendered
// people as written ("an old woman in a grey wig", "my ex-husband", "my aunt Maureen", "a big cheerful
// man" for a nurse, "my grandad"). `notFelt` repeats the feelings of `notThere` that are named but not
// the dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the images of
// a turning point (a recognition, a reversal, the last unexpected image) where there is one. None of
// the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_9: readonly EvaluationDream[] = [
  // The judge, an old woman as written, is wise_elder; the brother is in the dock. The bicycle is only
  // what the case is about, and the lawyers arguing is a legal argument, no fight. The terror is the
  // brother's; the calm is the dreamer's (boredom has no id). The jury room turning out to be the
  // dreamer's childhood bedroom is the turning point: bedroom and childhood home.
  {
    id: 'en9-jury',
    title: 'Jury duty',
    text: 'I was on jury duty in a big old courtroom with wood panelling, and the man in the dock was my brother Callum. Nobody seemed to know we were related, so I kept quiet. The judge, an old woman in a grey wig, kept asking if anyone needed a break. The lawyers argued for hours about a stolen bicycle. Callum looked terrified the whole time, but I felt oddly calm, almost bored. When we went out to decide, the jury room was my childhood bedroom, posters and all.',
    symbols: ['bedroom', 'childhood_home'],
    people: ['brother', 'wise_elder'],
    emotions: ['calm'],
    notThere: ['bicycle', 'fight', 'fear'],
    notFelt: ['fear'],
    written: { brother: 'brother', wise_elder: 'old woman' },
    turn: ['bedroom', 'childhood_home'],
    outsideLexicon: ['courtroom', 'wig'],
  },
  // A plain dream. Playing in an orchestra before an audience is a performance, and the music is read as
  // singing (the lexicon's music). The concert hall is no hallway. The fingers are hands, the best suit
  // clothes. The conductor, unknown to the dreamer, is a stranger. Goosebumps at the beauty are wonder;
  // proud and happy is joy.
  {
    id: 'en9-orchestra',
    title: 'Second violin',
    text: 'I was sitting in the second row of a huge orchestra with a violin under my chin, though I’ve never played one in my life. The concert hall was packed. The conductor raised his arms and somehow my fingers just knew what to do. The music was so beautiful it gave me goosebumps. My grandad was in the audience in his best suit, nodding along. At the end everyone stood up and clapped for ages, and I felt proud and happy, like I’d finally done something right.',
    symbols: ['performance', 'singing', 'hands', 'clothes'],
    people: ['stranger', 'grandfather', 'crowd'],
    emotions: ['wonder', 'joy'],
    notThere: ['hallway'],
    written: { grandfather: 'grandad' },
    outsideLexicon: ['violin', 'orchestra'],
  },
  // A plain dream. A church hall is no church and no hallway; home is only where the jug is taken. The
  // teacher, a woman as written, sings to herself and laughs (her laugh is hers, but the dreamer is
  // pleased too: joy). The cold grey hands are the dreamer's. Calm and pleased are calm and joy.
  {
    id: 'en9-pottery',
    title: 'The jug',
    text: 'I’d signed up for a pottery class in a draughty church hall. The teacher was a tiny woman with clay up to her elbows who sang to herself the whole time. I sat at the wheel and my bowl kept collapsing, over and over, and she just laughed and told me to start again. My hands were grey and freezing. Then on the fifth go the clay rose up into a tall jug, perfect, all by itself. I took it home wrapped in newspaper, feeling calm and really pleased with myself.',
    symbols: ['singing', 'hands'],
    people: ['teacher'],
    emotions: ['calm', 'joy'],
    notThere: ['church', 'hallway', 'house'],
    written: { teacher: 'woman' },
    outsideLexicon: ['clay', 'potter’s wheel', 'jug'],
  },
  // A plain dream. The hill is a mountain, the snow and the sun there. The son crashing into the hedge on
  // purpose is a game, no accident. The kids and the son are named both ways, the wife brings the flask.
  // Screaming with laughter and "so happy" are joy; the soaking feet are the dreamer's.
  {
    id: 'en9-sledging',
    title: 'Sledging',
    text: 'It had snowed overnight and I took my two kids sledging on the big hill behind the leisure centre. Everything was white and silent. We went down again and again, screaming with laughter, and my son kept crashing into the hedge at the bottom on purpose. My wife brought a flask of hot chocolate and we drank it sitting on the sledge. Then the sun came out and the snow sparkled. I felt so happy and warm, even though my feet were soaking.',
    symbols: ['snow', 'mountain', 'sun', 'feet'],
    people: ['child', 'son', 'wife'],
    emotions: ['joy'],
    notThere: ['accident'],
    written: { son: 'son', wife: 'wife' },
    outsideLexicon: ['sledge'],
  },
  // A graduation hall is no hallway, and the other students' parents are no family of the dreamer's.
  // Looking for the mum is searching; she is there only through her message (listed, as the boss who
  // only phones in en8-petrol-station). Walking up on stage before the audience is a performance. The
  // mortification is expected and contradicted: no shame, and the laugh is the dreamer's joy. The
  // message on the phone is the turning point.
  {
    id: 'en9-graduation',
    title: 'Graduation',
    text: 'It was my graduation, in a huge hall with hundreds of us in black gowns and silly hats. I kept looking for my mum among all the parents, because she’d promised to come, but her seat stayed empty. When my name was called I walked up on stage, tripped over my gown, and the whole audience laughed. I thought I’d be mortified, but I laughed too. I was handed a scroll, and it was blank. Then my phone buzzed: a message from Mum, “So proud of you, sweetheart.”',
    symbols: ['clothes', 'searching', 'performance', 'phone'],
    people: ['mother', 'crowd'],
    emotions: ['joy'],
    notThere: ['hallway', 'family', 'shame'],
    notFelt: ['shame'],
    written: { mother: 'mum' },
    turn: ['phone', 'mother'],
    outsideLexicon: ['scroll'],
  },
  // "On the edge of the village" is no cliff, but the village is there; the cardboard glasses are
  // eyewear, no glass. The eclipse brings darkness, the moon and the sun; the birds go quiet. The piano
  // teacher and the people the dreamer does not know are there, a crowd. The fear is a few people's; the
  // peace is the dreamer's calm. The green sun is the last unexpected image.
  {
    id: 'en9-eclipse',
    title: 'The eclipse',
    text: 'We were all standing in a field on the edge of the village to watch the eclipse: my neighbours, my old piano teacher and loads of people I didn’t know, all in cardboard glasses. When the moon slid over the sun it got dark in the middle of the afternoon and the birds went quiet. Everyone gasped and a few people were scared, but I just felt a huge sense of peace. Then the sun came back out, and it was green. Nobody but me seemed to notice.',
    symbols: ['city', 'moon', 'sun', 'darkness', 'bird'],
    people: ['teacher', 'stranger', 'crowd'],
    emotions: ['calm'],
    notThere: ['cliff', 'glass', 'fear'],
    notFelt: ['fear'],
    turn: ['sun'],
    outsideLexicon: ['eclipse', 'field'],
  },
  // Giving blood in a car park: no car, and the blood bag is no luggage. The nurse, a man as written, is
  // read as doctor; his cheerfulness is his. The gold is only the blood's colour (no treasure) and its
  // glow and the light are there. Squeamishness and fear are denied; "quietly pleased" is joy. The gold
  // blood is the turning point.
  {
    id: 'en9-blood',
    title: 'Giving blood',
    text: 'I went to give blood at a mobile unit parked in a car park. The nurse was a big cheerful man called Dev who chatted about football the whole time. I’m usually squeamish, but I watched my blood run down the tube and it didn’t bother me at all. Then I saw the bag filling up, and it wasn’t red, it was gold, glowing like honey. Dev held it up to the light and said, “Well, that’s a first.” I wasn’t frightened, just quietly pleased with myself.',
    symbols: ['blood', 'light'],
    people: ['doctor'],
    emotions: ['joy'],
    notThere: ['car', 'luggage', 'treasure', 'fear', 'disgust'],
    notFelt: ['fear', 'disgust'],
    written: { doctor: 'man' },
    turn: ['blood'],
  },
  // A plain dream. The car is in the car wash and drives out; the water pours, the doors open onto a
  // beach at sunset, the turning point. The tent in the rain is a likeness: no rain. Panic is denied;
  // cosy is read as calm.
  {
    id: 'en9-car-wash',
    title: 'The car wash',
    text: 'I was sitting in my car in one of those automatic car washes, with the radio on. The big brushes came down, everything went blue and foamy, and then it just didn’t stop. It went round and round for what felt like hours, water pouring down the windscreen. I wasn’t panicking, it was actually quite cosy, like being in a tent in the rain. In the end the doors at the far end opened and I drove out onto a beach at sunset.',
    symbols: ['car', 'water', 'door', 'beach', 'sun'],
    people: [],
    emotions: ['calm'],
    notThere: ['rain', 'fear'],
    notFelt: ['fear'],
    turn: ['beach'],
    outsideLexicon: ['car wash', 'radio'],
  },
  // A second-hand bookshop (no hand) down a side street (shop, road). The owner, an old man as written,
  // is wise_elder, with a cat. The grandmother is only her handwriting: not there. Being too afraid to
  // read the ending is the dreamer's fear. The book of the dreamer's life is the turning point; the rain
  // falls outside the shop.
  {
    id: 'en9-bookshop',
    title: 'The red book',
    text: 'I found a second-hand bookshop down a side street I’d never noticed, with books piled up to the ceiling. The owner, an old man with a cat on his shoulder, said he’d been keeping something for me. It was a thick red book with my name on the spine, and inside was my whole life, written in my grandma’s handwriting, including things that haven’t happened yet. I desperately wanted to read the ending, but I was too afraid. I put it back on the shelf and walked out into the rain.',
    symbols: ['shop', 'road', 'book', 'cat', 'rain'],
    people: ['wise_elder'],
    emotions: ['fear'],
    notThere: ['hands', 'grandmother'],
    written: { wise_elder: 'old man' },
    turn: ['book'],
  },
  // A plain dream. Tennis in the sunshine with the dad, young again; the Sundays as a teenager are only
  // remembered. The tears on waking are happy ones: joy, not sadness. The pride is the father's, and has
  // no id.
  {
    id: 'en9-tennis',
    title: 'Deuce',
    text: 'I was playing tennis against my dad on a grass court in bright sunshine, like we used to every Sunday when I was a teenager. He was young again, fit and tanned, in that terrible headband. We played for what felt like hours and neither of us could win a single point; the ball just went back and forth. In the end we both lay down on the grass, laughing. He said he was proud of me. I woke up with tears on my face, but they were happy ones.',
    symbols: ['sun', 'face'],
    people: ['father'],
    emotions: ['joy'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { father: 'dad' },
    outsideLexicon: ['tennis'],
  },
  // A plain dream. The kayak is a boat, the canal water; the city, the bridges, the windows, the fish and
  // the sunken bicycles are there, and so are the pastries (food) and the warm rain. The people waving
  // from their windows, unknown to the dreamer, are strangers. "Like the first day of a holiday" is a
  // likeness: no journey. Relaxed is calm.
  {
    id: 'en9-kayak',
    title: 'The canal',
    text: 'My best friend Nadia and I were kayaking along a canal through the middle of a city I didn’t know, under one low stone bridge after another. People leaned out of the windows on either side and waved. The water was so clear we could see fish and old bicycles on the bottom. We stopped at a café on the bank for pastries, and it started to rain, warm summer rain. I felt relaxed and free, like the first day of a holiday.',
    symbols: ['boat', 'city', 'bridge', 'window', 'water', 'fish', 'bicycle', 'food', 'rain'],
    people: ['friend', 'stranger'],
    emotions: ['calm'],
    notThere: ['journey'],
    outsideLexicon: ['kayak', 'canal'],
  },
  // A pub quiz whose every question is about the dreamer is read as a test (the lexicon's quiz). The
  // manager and the colleagues are boss. The boy, the kiss and the bike sheds are only in a question;
  // breakfast too. The team's annoyance is theirs, the embarrassment only what should have been (the
  // dreamer finds it hilarious: joy), and the fear is in the question. The silent pub is a crowd.
  {
    id: 'en9-pub-quiz',
    title: 'Quiz night',
    text: 'We were at the Thursday pub quiz, me and three people from work, and my manager Fiona was the quizmaster. Every question was about me: my first pet’s name, what I’d had for breakfast, the boy I kissed behind the bike sheds at fourteen. My team kept getting them wrong and glaring at me, annoyed. I should have been embarrassed, but I found it hilarious. The last question was “What is she most afraid of?” and the whole pub went silent, waiting for me to answer.',
    symbols: ['exam'],
    people: ['boss', 'crowd'],
    emotions: ['joy'],
    notThere: ['boy', 'intimacy', 'bicycle', 'food', 'anger', 'shame', 'fear'],
    notFelt: ['anger', 'shame', 'fear'],
    outsideLexicon: ['pub'],
  },
  // The old primary school's playground at night, lit by street lights (light, and no street; the night
  // is no darkness). "Not a breath of wind": no wind. The sister, seven again in her school cardigan
  // (clothes), is the sister, not a girl; her laughing is hers, the tenderness is the dreamer's love. Her
  // being grown up again is the turning point.
  {
    id: 'en9-playground',
    title: 'The roundabout',
    text: 'I was in the playground of my old primary school at night, lit by the street lights. All the swings were moving on their own, slowly, though there wasn’t a breath of wind. My sister was sitting on the roundabout, about seven years old, in her school cardigan, and she asked me to push her. I pushed her round and round and she laughed and laughed. I felt such tenderness for her. When I stopped, she was grown up again and it was morning.',
    symbols: ['school', 'light', 'clothes'],
    people: ['sister'],
    emotions: ['love'],
    notThere: ['road', 'wind', 'breath', 'girl', 'joy'],
    notFelt: ['joy'],
    written: { sister: 'sister' },
    turn: ['sister'],
    outsideLexicon: ['swings', 'playground'],
  },
  // A cruise is a journey on a ship; dinner is food. The captain is the dreamer's late father (death is
  // there with him, as in en7-beehive): "late" is no lateness. The gold buttons are no treasure, the
  // uniform clothes. Sadness is denied; the strange peace is calm. "Dead calm" and "black as ink" are
  // the sea's; there are no stars. The father as captain is the turning point.
  {
    id: 'en9-cruise',
    title: 'The captain’s table',
    text: 'My husband and I were on a cruise for our anniversary, which we could never afford in real life. At dinner on the first night the captain came over to our table, and it was my late father, in a white uniform with gold buttons. He didn’t seem to know me. I wasn’t sad; it was more a strange kind of peace, watching him pour the wine. Later I stood on deck and the sea was dead calm, black as ink, with no stars at all.',
    symbols: ['boat', 'journey', 'food', 'clothes', 'death', 'ocean'],
    people: ['husband', 'father'],
    emotions: ['calm'],
    notThere: ['late', 'treasure', 'sky', 'sadness'],
    notFelt: ['sadness'],
    written: { husband: 'husband', father: 'father' },
    turn: ['father'],
    outsideLexicon: ['cruise ship'],
  },
  // A plain dream. Yoga on a beach in the morning; the waves are there, the teacher is a woman as written
  // with silver hair. Floating above the mat is the dreamer's flight, the turning point. "Light" is a
  // feeling (no light) and "at home in my own body" an idiom (no house). Peaceful is calm.
  {
    id: 'en9-yoga',
    title: 'Sun salutation',
    text: 'I was at a yoga class on a beach early in the morning, about twenty of us on mats in the sand. The teacher was a woman with long silver hair who spoke very softly. The waves came in and out in time with our breathing. At one point we all raised our arms and I realised my feet had left the ground: I was floating a few inches above my mat. Nobody else noticed. I felt light and peaceful and completely at home in my own body.',
    symbols: ['beach', 'hair', 'wave', 'feet', 'flying'],
    people: ['teacher'],
    emotions: ['calm'],
    notThere: ['light', 'house'],
    written: { teacher: 'woman' },
    turn: ['flying'],
    outsideLexicon: ['yoga mat'],
  },
  // The ex-husband is the ex, written "husband" inside it, and no husband of now. The glacier's ice is
  // snow, the boots shoes; the guide, unknown, is a stranger. "Like a dog on a lead" is a likeness. The
  // terror is expected and contradicted: no fear. The crack in the ice has no id. Rob waving from the
  // other side is the last image; "light" is a feeling, and the relief the dreamer's.
  {
    id: 'en9-glacier',
    title: 'The crack',
    text: 'I was on a guided walk across a glacier with my ex-husband, which was odd, as we haven’t spoken in years. The ice was blue and creaked under our boots. The guide made us stay roped together, and Rob kept tugging on the rope like a dog on a lead. Then the ice split open right in front of me, a deep blue crack. I thought I’d be terrified, but I just stepped over it. When I looked back, Rob was on the other side, waving, getting smaller and smaller, and I felt light and relieved.',
    symbols: ['snow', 'shoes'],
    people: ['ex', 'stranger'],
    emotions: ['relief'],
    notThere: ['husband', 'dog', 'wave', 'light', 'fear'],
    notFelt: ['fear'],
    written: { ex: 'husband' },
    turn: ['ex'],
    outsideLexicon: ['glacier', 'crevasse', 'rope'],
  },
  // The treehouse is in a tree; the crisps are food, the torch a lamp (candle), the thunder a storm.
  // The dad who built it, the kids they were and the father the brother will be are not there; nearly
  // falling out is no fall. Feeling safe is calm, happy for him joy.
  {
    id: 'en9-treehouse',
    title: 'The treehouse',
    text: 'My brother and I were up in the treehouse Dad built us when we were kids, except we were grown men now and somehow we still fitted. We were eating crisps and reading old comics by torchlight while a storm raged outside. Thunder shook the whole tree, but we felt completely safe. Then my brother told me he was going to be a father. I hugged him so hard we nearly fell out. I was so happy for him.',
    symbols: ['tree', 'food', 'candle', 'storm'],
    people: ['brother'],
    emotions: ['calm', 'joy'],
    notThere: ['father', 'child', 'falling'],
    written: { brother: 'brother' },
    outsideLexicon: ['treehouse', 'comics'],
  },
  // The funeral is before the scene and the mum is alive in waking life: neither she, her kitchen nor
  // the funeral is there, only her things (the slippers, the clock, the coat) brought in the car. The
  // man in the yellow jacket, unknown, is a stranger; "love" is how he addresses the dreamer. The bag of
  // stones is a likeness, the baby only in the photo. "I didn’t cry, not once" is then contradicted:
  // sobbing is the dreamer's sadness ("my heart out" no heart). The photo is the turning point.
  {
    id: 'en9-tip',
    title: 'The tip',
    text: 'I was at the tip with a car full of my mum’s things, after her funeral, although in real life she’s alive and well and lives round the corner. I had to throw it all into a huge skip: her slippers, her radio, the clock from her kitchen. A man in a yellow jacket kept saying, “Come on, love, there’s a queue.” I didn’t cry, not once. It felt like carrying a bag of stones. Then I found a photo of me as a baby in the pocket of her coat, and I sat down on the ground and sobbed my heart out.',
    symbols: ['car', 'shoes', 'clock', 'clothes', 'photo'],
    people: ['stranger'],
    emotions: ['sadness'],
    notThere: ['funeral', 'mother', 'kitchen', 'love', 'luggage', 'baby', 'heart'],
    written: { stranger: 'man' },
    turn: ['photo'],
    outsideLexicon: ['skip', 'radio'],
  },
  // A plain dream. A village fete is a celebration (party) in the village; the cakes and scone are food,
  // the money tin money, the brass band music (singing). The aunt is family, as written; the children
  // race. The horse eating the cakes makes the dreamer laugh: joy.
  {
    id: 'en9-fete',
    title: 'The cake stall',
    text: 'It was the summer fete on the village green, and I was running the cake stall with my aunt Maureen. It was boiling hot. People kept buying Victoria sponges and the money tin got heavier and heavier. A brass band played in the corner and some children were doing a three-legged race. Then a brown horse wandered in from the next field and started eating the cakes off our table, and my aunt fed it a scone. I laughed so much my sides hurt. It was a perfect afternoon.',
    symbols: ['party', 'city', 'food', 'money', 'singing', 'horse'],
    people: ['family', 'child'],
    emotions: ['joy'],
    written: { family: 'aunt' },
    outsideLexicon: ['fete', 'brass band'],
  },
  // Christmas dinner (a celebration, food) at the parents' house, the childhood home. The grandad died
  // when the dreamer was twelve: death is there with him, and his wink is the turning point. The paper
  // crown is only like a king's. The mum's stress is hers; sadness is denied, and glad and smiling are
  // the dreamer's joy.
  {
    id: 'en9-christmas',
    title: 'Same time next year',
    text: 'It was Christmas dinner at my parents’ house, the whole family squeezed round the table, including my grandad, who died when I was twelve. Nobody mentioned it. He pulled a cracker with me and wore the paper crown at a silly angle, like a king. Mum was stressed about the turkey, as always. I wasn’t sad at all, just so glad to have him back. After the pudding he winked at me and said, “Same time next year.” I woke up smiling.',
    symbols: ['party', 'food', 'house', 'childhood_home', 'death'],
    people: ['family', 'grandfather', 'mother'],
    emotions: ['joy'],
    notThere: ['royalty', 'anxiety', 'sadness'],
    notFelt: ['anxiety', 'sadness'],
    written: { grandfather: 'grandad', mother: 'mum' },
    turn: ['grandfather'],
    outsideLexicon: ['cracker', 'paper crown'],
  },
];
