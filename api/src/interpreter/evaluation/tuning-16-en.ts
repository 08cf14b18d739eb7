// Sixteenth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: teeth coming out in a passport photo booth, an A-level
// art exam at forty-one, a zip wire at an outdoor activity centre with a Brownie pack, flying over the
// Blackpool Illuminations, baboons on the car at a safari park, mudlarking on the Thames at low tide, a
// show home with a room that is not on the plan, driving from the back seat, a newborn found in the
// bed, a bridesmaid's rings left on the train at a castle wedding, a dead uncle in an ice-cream van, a
// black bear at a campsite in Canada, the office Christmas party, a daughter's swimming gala, cycling
// down an empty M25, a careers interview at fifteen, a Boxing Day jigsaw at the in-laws', an appraisal
// spoken in sayings, rummy with a grandad before his operation and a sister's greyhound lost on the
// beach at Camber. About half are plain, with the ordinary images of dream reports (teeth, an exam,
// falling, flying, animals, water and mud, a house and its rooms, a car, a baby, a wedding, the dead
// come back, a chase) and few traps, written to see that nothing is found that is not there; the others
// lean on what a word-matching reader gets wrong: feelings denied in everyday ways ("I wasn’t remotely
// bothered. Jealous? Far from it.", "I wasn’t frightened", "I was far from scared, just uneasy");
// feelings that are someone else's (a manager "furious", a daughter "terrified" on the blocks, a coach
// who "seemed perfectly calm", other parents "furious", a crowd "going wild", kids "shrieking with
// laughter", a dad "looking worried", a greyhound "thrilled with himself"); images negated or absent
// ("there wasn’t a single car. Not one lorry, no police", "a meeting room with no windows", "I’ve never
// been pregnant", steps that "had gone", "couldn’t see any room"); images only talked about, wished,
// planned or pictured (the planes, travel, horses, dogs and a snake of a careers adviser, the sight of
// blood, a lighthouse, a cliff, a stormy sea, a sinking ship and gulls on a jigsaw, a grandma in a
// likeness, the mum the dreamer is cycling to, ‘GO HOME’ on the motorway signs); fresh idioms and set
// phrases ("a white elephant", "barking up the wrong tree", "straight from the horse’s mouth", "kill two
// birds with one stone", "bit the bullet", "pulling my leg", "the ball was in my court", "a great wave of
// love", "my heart was going like mad", "sick with worry", "sick with guilt", "would kill me", "that was
// a shame"); words with two senses in context (the post office, the office Christmas party held in a
// hotel, Boxing Day, theatre for an operation, a hand of cards, the kings, queens and hearts of a pack,
// a rocking horse, the swimming gala the dreamer only watches, birds "singing", the services on a
// motorway, a dual carriageway that is a road, "from work"); and people only named as owners or talked
// about (a sister's greyhound, an ex's new wife, a nan's house in a smell, the other parents, a
// father-in-law's pocket, "my mum’s" as a destination) beside people really present (a dead grandad
// waving from the prom, a dead uncle in a white coat, a sister who answers the phone, a dad in the car
// park, a grandad wheeled to theatre, a nurse who is a young man). `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt; `written` gives a person's gendered word as
// written; `turn` lists the images of a turning point (a recognition, a reversal, the last unexpected
// image) where there is one. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_16: readonly EvaluationDream[] = [
  // A plain dream of teeth. The photo booth at the post office, which is no office; the teeth going one
  // by one, held in the hand, slipped into the coat pocket (clothes). The woman waiting, unknown, is a
  // stranger (as written). The strip of photos with a full set of teeth is the turn. "Sick with worry"
  // is anxiety, no illness.
  {
    id: 'en16-photo-booth',
    title: 'Passport photos',
    text: 'I was in the photo booth at the post office, getting new passport photos. Every time the flash went off I checked the little screen, and every time I had one tooth fewer. By the third go my front teeth had gone and I was holding them in my hand, warm and loose. A woman waiting outside kept pulling the curtain back to ask if I was nearly done. I slipped the teeth into my coat pocket and tried again with my mouth shut. When the strip came out, I was grinning in every photo with a full set of teeth. I felt sick with worry.',
    symbols: ['photo', 'teeth', 'hands', 'clothes'],
    people: ['stranger'],
    emotions: ['anxiety'],
    notThere: ['office', 'illness'],
    written: { stranger: 'woman' },
    turn: ['photo'],
    outsideLexicon: ['photo booth', 'post office', 'curtain', 'passport'],
  },
  // A plain exam dream. The old school's sports hall (school), the art exam, the lemons of the still
  // life (food), the clock racing; the invigilator, unknown, is a stranger. The skull has no id. "In a
  // panic" is fear, as "totally panicking" in en14-viva.
  {
    id: 'en16-art-exam',
    title: 'Still life',
    text: 'I was back in my old school’s sports hall, sitting my A-level art exam at forty-one, with a still life set up in the middle: a jug, three lemons and a skull. The invigilator said we had two hours and started the clock. Every time I looked down at my paper and back up, the lemons had moved. Then the skull slowly turned towards me. I kept rubbing out and starting again, and the clock went round far too fast. When time was called my paper was still blank. I woke up in a panic.',
    symbols: ['school', 'exam', 'food', 'clock'],
    people: ['stranger'],
    emotions: ['fear'],
    outsideLexicon: ['sports hall', 'jug', 'skull'],
  },
  // A plain fall. The daughter (as written) and her Brownie pack (girl, as written girls), the instructor
  // (a stranger); the trees, the harness coming undone, the long fall. Terrified is fear. Landing in a
  // lake never noticed is the turn; swimming up. "So relieved" is relief.
  {
    id: 'en16-zip-wire',
    title: 'Zip wire',
    text: 'I was at an outdoor activity centre with my daughter and her Brownie pack, and the instructor talked me into going first on the zip wire. I stepped off the platform high up in the trees and the harness simply came undone. I fell straight down through the branches, past the girls looking up, falling and falling, much further than the trees were tall. I was terrified. Then I landed softly in a lake I’d never noticed, warm and green, and swam up to the surface. My daughter was on the bank, waving. I was so relieved.',
    symbols: ['tree', 'falling', 'lake', 'swimming'],
    people: ['daughter', 'girl', 'stranger'],
    emotions: ['fear', 'relief'],
    written: { daughter: 'daughter', girl: 'girls' },
    turn: ['lake'],
    outsideLexicon: ['activity centre', 'zip wire', 'harness', 'branches'],
  },
  // A plain flying dream of the dead come back: the grandad (as written) is there, his death only before
  // the scene (no death). The Illuminations (light), flying along the seafront, the sea (ocean), the
  // warm wind. The Tower is a name. "Free and happy" is joy, "a little bit sad" sadness.
  {
    id: 'en16-illuminations',
    title: 'The Illuminations',
    text: 'I was on the prom at Blackpool at night with my grandad, who died when I was twelve, watching the Illuminations. He said, ‘Go on, then,’ and gave me a little push, and I just lifted off. I flew along the seafront above the trams, under the strings of coloured lights, right up past the top of the Tower. The sea was black and the wind was warm. Far below I could see my grandad in his flat cap, waving. I felt completely free and happy, and a little bit sad.',
    symbols: ['flying', 'light', 'ocean', 'wind'],
    people: ['grandfather'],
    emotions: ['joy', 'sadness'],
    notThere: ['death'],
    written: { grandfather: 'grandad' },
    outsideLexicon: ['prom', 'trams', 'flat cap'],
  },
  // A plain dream. The safari park with the kids (child); the baboons are monkeys, on the car, at the
  // windows, their hands on the windscreen and the eyes met (eyes, as the rat's in en15-rat). The kids'
  // laughter is theirs (no joy); "scared stiff" is fear. The biggest one looking "as if it knew me" is
  // the turn.
  {
    id: 'en16-safari-park',
    title: 'Baboons',
    text: 'We took the kids to a safari park and drove slowly through the monkey enclosure. A whole troop of baboons jumped onto the car and started pulling the wipers off and picking at the rubber round the windows. One sat on the roof drumming with its fists. The kids were shrieking with laughter in the back, but I was scared stiff they’d get in. Then the biggest one sat on the bonnet, pressed its hands flat against the windscreen and looked straight into my eyes, as if it knew me. I couldn’t look away.',
    symbols: ['monkey', 'car', 'window', 'hands', 'eyes'],
    people: ['child'],
    emotions: ['fear'],
    notThere: ['joy'],
    notFelt: ['joy'],
    turn: ['monkey'],
    outsideLexicon: ['safari park', 'wipers', 'bonnet', 'windscreen'],
  },
  // A plain dream of water. Mudlarking in the mud of the river (the Thames, a name, but "the river" is
  // said), the old iron key (keys), the gold ring, the water round the ankles and knees (feet), the ring
  // in the fist (hands). The steps have gone (no stairs). Frightened is fear.
  {
    id: 'en16-mudlarking',
    title: 'Low tide',
    text: 'I was mudlarking on the Thames foreshore at low tide, like people do on the telly, poking about in the mud below the embankment wall. I found bits of clay pipe, an old iron key, and then a gold ring with a red stone in it. As I bent to pick it up, the river was suddenly round my ankles, then my knees. The tide was coming in fast and the steps I’d come down had gone. I waded along the wall with the ring in my fist, the water cold and brown. I was frightened, but I wouldn’t let go of it.',
    symbols: ['mud', 'keys', 'ring', 'river', 'feet', 'hands', 'water'],
    people: [],
    emotions: ['fear'],
    notThere: ['stairs'],
    outsideLexicon: ['foreshore', 'clay pipe', 'tide', 'embankment'],
  },
  // A plain dream of a house and its rooms. The show home (house), the saleswoman (stranger, as
  // written), the door not on the plan and the little room behind it (hidden room, the turn), the old
  // rocking horse (toy; no horse) by the window. The nan's house is only in a likeness of smell (no
  // grandmother). The husband (as written) "couldn’t see any room" (no eyes). Homesickness is nostalgia.
  {
    id: 'en16-show-home',
    title: 'The show home',
    text: 'We were looking round a show home on a new estate, everything beige and spotless, and the saleswoman kept calling it our forever home. On the landing there was a door that wasn’t on the floor plan. I opened it and found a little room with a sloping ceiling, seventies wallpaper and my old rocking horse by the window. It smelled exactly like my nan’s house. My husband stood in the doorway saying he couldn’t see any room, just a cupboard. I sat down on the carpet and felt a terrible homesickness.',
    symbols: ['house', 'door', 'hidden_room', 'toy', 'window'],
    people: ['stranger', 'husband'],
    emotions: ['nostalgia'],
    notThere: ['horse', 'grandmother', 'eyes'],
    written: { stranger: 'saleswoman', husband: 'husband' },
    turn: ['hidden_room'],
    outsideLexicon: ['landing', 'floor plan', 'wallpaper', 'cupboard'],
  },
  // A plain dream. "From work" only says where from (no office). The car driven from the back seat along
  // the dual carriageway (road), the lorries' lights (light), the coat caught (clothes); the car parking
  // itself outside the house is the turn. "My heart was going like mad" is fear, no heart.
  {
    id: 'en16-back-seat',
    title: 'Back seat',
    text: 'I was driving home from work along the dual carriageway in my old Fiesta, except I was sitting in the back seat, leaning over to steer. There was nobody in the front. I couldn’t reach the pedals properly and the car kept drifting towards the central barrier, with lorries overtaking on both sides and flashing their lights at me. I tried to squeeze through into the driver’s seat, but my coat got caught. Then my exit came up and the car took it by itself, slowed down and parked neatly outside my house. My heart was going like mad.',
    symbols: ['car', 'road', 'light', 'clothes', 'house'],
    people: [],
    emotions: ['fear'],
    notThere: ['office', 'heart'],
    turn: ['house'],
    outsideLexicon: ['dual carriageway', 'lorries', 'pedals', 'central barrier'],
  },
  // A plain dream of a baby. The bed (bedroom), the newborn on the chest; never pregnant (no
  // pregnancy). The sister (as written) rung (phone) counts as there, as the brother phoned in
  // es14-tianguis. The hall (hallway), the kitchen, the window, the sun coming up, the finger held
  // (hands). Love is the dreamer's, and "a bit scared" fear.
  {
    id: 'en16-newborn',
    title: 'Nobody’s baby',
    text: 'I woke up in the dream in my own bed, and there was a newborn baby asleep on my chest, tiny and warm, in a white knitted hat. I live on my own and I’ve never been pregnant. I rang my sister, who just said, ‘Well, feed her, then,’ and hung up. There was a pram in the hall and nappies in the kitchen cupboard that I’d never bought. I walked her up and down by the window while the sun came up over the rooftops, and she held on to my finger the whole time. I felt such love for her, and a bit scared.',
    symbols: ['bedroom', 'phone', 'hallway', 'kitchen', 'window', 'sun', 'hands'],
    people: ['baby', 'sister'],
    emotions: ['love', 'fear'],
    notThere: ['pregnancy'],
    written: { sister: 'sister' },
    outsideLexicon: ['knitted hat', 'pram', 'nappies', 'cupboard'],
  },
  // A plain wedding. The best friend's wedding (friend, there, squeezing the hand) in a castle; the lilac
  // dress (clothes), the rings left on the train, the rain, the heels (shoes), the hill (mountain), the
  // station and the train's doors. "So relieved I cried" is relief, no sadness.
  {
    id: 'en16-castle-wedding',
    title: 'The rings',
    text: 'I was a bridesmaid at my best friend’s wedding in a castle in Scotland, in a lilac dress that was far too tight. Just before the vows I realised I’d left the rings on the train. I ran out into the rain in my heels, down the hill to the station, and the train was still sitting at the platform with its doors open. The rings were on my seat. I ran all the way back up, soaked to the skin, and got there just as the music started. My friend squeezed my hand. I was so relieved I cried.',
    symbols: ['wedding', 'castle', 'clothes', 'ring', 'train', 'rain', 'shoes', 'mountain', 'station', 'door', 'hands'],
    people: ['friend'],
    emotions: ['relief'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['bridesmaid', 'vows', 'platform'],
  },
  // A plain dream of the dead come back. The street (road) where the dreamer grew up, the uncle (family,
  // as written) in the ice-cream van, his death only before the scene (no death); the white coat
  // (clothes), the ninety-nine (food), the coins (money), the kids from the road (child). "So happy" is
  // joy, "terribly sad" sadness.
  {
    id: 'en16-ice-cream-van',
    title: 'Ninety-nine',
    text: 'It was a hot afternoon on the street where I grew up, and an ice-cream van came round the corner playing ‘Greensleeves’. When it stopped, my uncle Ray was leaning out of the hatch in a white coat. He died four years ago. He made me a ninety-nine with two flakes, the way he always did, and pushed my coins back across the counter. All the kids from our road were queueing behind me. I asked him if he was all right and he just winked. I was so happy to see him, and then terribly sad when the van drove off.',
    symbols: ['road', 'clothes', 'food', 'money'],
    people: ['family', 'child'],
    emotions: ['joy', 'sadness'],
    notThere: ['death'],
    written: { family: 'uncle' },
    outsideLexicon: ['ice-cream van', 'hatch', 'counter'],
  },
  // A plain chase. The partner, the lake, the forest and its trees; the black bear rearing up, the
  // dreamer running (fleeing) and chased, swimming out with all the clothes on. The bear eating the
  // sausages (food) is the turn. "Shaking with fear" is fear.
  {
    id: 'en16-bear',
    title: 'Firewood',
    text: 'I was camping with my partner by a lake in Canada, and I went off into the forest to find firewood. A black bear reared up right in front of me. I dropped the sticks and ran. I could hear it crashing through the trees behind me, getting closer and closer, snorting. I ran straight into the lake with all my clothes on and swam out as far as I could. When I looked back, the bear was sitting on the shore eating our sausages. I was shaking with fear.',
    symbols: ['lake', 'forest', 'bear', 'fleeing', 'chased', 'tree', 'clothes', 'swimming', 'food'],
    people: ['partner'],
    emotions: ['fear'],
    turn: ['bear'],
    outsideLexicon: ['firewood', 'sausages'],
  },
  // The office Christmas party (party) is held in a hotel: no office. The ex is there; his new wife is no
  // wife of the dreamer's (a stranger, as the dead woman's daughter in en14-wrong-funeral), and so is
  // the DJ. "I wasn’t remotely bothered. Jealous? Far from it." denies jealousy. The green dress
  // (clothes); "everyone noticed" (crowd). The manager's fury is his (boss, no anger); Gemma from
  // reception is a colleague (boss, as Camilo in es14-novena). Dancing; the car in the dark (darkness).
  // "So lonely" is loneliness.
  {
    id: 'en16-christmas-party',
    title: 'Our song',
    text: 'It was the office Christmas party in a hotel function room, and my ex walked in with his new wife, who it turns out works in our accounts department. I wasn’t remotely bothered. Jealous? Far from it. She had on the same green dress as me, and everyone noticed. My manager was furious about something and kept glaring at the DJ. I danced with Gemma from reception all night. Then the DJ put on our song, mine and my ex’s, and I went out to the car park and sat in my car in the dark. I felt so lonely.',
    symbols: ['party', 'hotel', 'clothes', 'dancing', 'car', 'darkness'],
    people: ['ex', 'stranger', 'crowd', 'boss'],
    emotions: ['loneliness'],
    notThere: ['office', 'wife', 'jealousy', 'anger'],
    notFelt: ['jealousy', 'anger'],
    outsideLexicon: ['function room', 'DJ', 'car park'],
  },
  // The swimming gala is the daughter's (as written): the swimming is hers (no swimming). Her terror is
  // hers (no fear), the coach's calm his (stranger, as written man; no calm), the other parents' fury
  // theirs (no anger), and they are no family of the dreamer's. The crowd; the water of the pool. "So
  // happy" is joy.
  {
    id: 'en16-swimming-gala',
    title: 'Lane four',
    text: 'I was in the stands at my daughter’s first swimming gala, the air thick with chlorine and noise. She was up on the blocks in lane four, and I could see she was terrified, shaking all over. The crowd was going wild. Her coach, a big man with a whistle, seemed perfectly calm. Some of the other parents were furious about a false start and started booing. When the hooter went, my daughter dived into the water and swam the whole length without coming up once. I was so happy I stood on my seat and cheered.',
    symbols: ['water'],
    people: ['daughter', 'crowd', 'stranger'],
    emotions: ['joy'],
    notThere: ['swimming', 'fear', 'calm', 'anger', 'family'],
    notFelt: ['fear', 'calm', 'anger'],
    written: { daughter: 'daughter', stranger: 'man' },
    outsideLexicon: ['swimming gala', 'stands', 'whistle', 'hooter'],
  },
  // Cycling (bicycle) down the M25 (road); the mum is only where the dreamer is going (no mother). "There
  // wasn’t a single car. Not one lorry, no police": no car, no police. The bridges are there, empty;
  // ‘GO HOME’ is only on the signs (no house). The services are no station; their doors. The birds are
  // heard, and their singing is theirs (no singing). Fear is denied; "terribly alone" is loneliness.
  {
    id: 'en16-empty-m25',
    title: 'Go home',
    text: 'I was cycling to my mum’s along the M25 on a Monday morning, right down the middle lane, and there wasn’t a single car. Not one lorry, no police, nobody on the bridges. The signs overhead all just said ‘GO HOME’. The services at Clacket Lane were empty too, the doors wide open and coffee still steaming on the tables, but not a soul anywhere. It was so quiet I could hear birds singing. I kept pedalling. I wasn’t frightened, but I felt terribly alone, like the last person left on earth.',
    symbols: ['bicycle', 'road', 'bridge', 'door', 'bird'],
    people: [],
    emotions: ['loneliness'],
    notThere: ['mother', 'car', 'police', 'house', 'station', 'singing', 'fear'],
    notFelt: ['fear'],
    outsideLexicon: ['motorway signs', 'services'],
  },
  // The careers adviser's office at school; the adviser, unknown, is a stranger, and her computer is
  // there. The planes, the travel, the horses, dogs and snake are only in what she says (no plane,
  // journey, horse, dog or snake), the blood only in what the dreamer says (no blood), and "that was a
  // shame" is no feeling (no shame). The dad (as written) by the car, seen through the window, in his
  // overalls (clothes); his worry is his (no anxiety). "Small and helpless" is helplessness.
  {
    id: 'en16-careers',
    title: 'Careers advice',
    text: 'I was fifteen again, in the careers adviser’s tiny office at school, and she was reading my future off her computer. ‘Pilot,’ she said. ‘Lots of planes, lots of travel.’ Then: ‘Vet. Horses, dogs, the odd snake.’ Then: ‘Undertaker.’ I told her I faint at the sight of blood, and she said that was a shame, because the computer was never wrong. Through the window I could see my dad waiting by the car in his work overalls, looking worried. I felt very small and helpless.',
    symbols: ['office', 'school', 'computer', 'window', 'car', 'clothes'],
    people: ['stranger', 'father'],
    emotions: ['helplessness'],
    notThere: ['plane', 'journey', 'horse', 'dog', 'snake', 'blood', 'shame', 'anxiety'],
    notFelt: ['shame', 'anxiety'],
    written: { father: 'dad' },
    outsideLexicon: ['careers adviser', 'overalls'],
  },
  // Boxing Day is a name (no fight). The in-laws and the father-in-law are family (as written), no
  // father. The lighthouse, the cliff, the stormy sea, the sinking ship and the gulls are only on the
  // jigsaw (no cliff, storm, ocean, boat, drowning or bird); the hiding of the edge pieces is his (no
  // hiding). The cardigan pocket (clothes). "Far from scared" denies fear; "uneasy" is anxiety.
  {
    id: 'en16-jigsaw',
    title: 'The last piece',
    text: 'It was Boxing Day at my in-laws’ and we were all doing the big jigsaw on the dining table: a thousand pieces, a lighthouse on a cliff, a stormy sea, a ship going down and gulls everywhere. My father-in-law kept hiding the edge pieces in his cardigan pocket and denying it. When I pressed in the last piece, the picture had changed: it was us, round that same table, seen from above. I looked up at the ceiling and there was nothing there. Nobody else noticed. I was far from scared, just uneasy.',
    symbols: ['clothes'],
    people: ['family'],
    emotions: ['anxiety'],
    notThere: ['fight', 'father', 'cliff', 'storm', 'ocean', 'boat', 'drowning', 'bird', 'hiding', 'fear'],
    notFelt: ['fear'],
    written: { family: 'father-in-law' },
    outsideLexicon: ['jigsaw', 'dining table', 'ceiling'],
  },
  // The appraisal with the manager (boss) in a meeting room (office, as in en14-leaving-do) with no
  // windows (no window). "A white elephant", "barking up the wrong tree", "straight from the horse’s
  // mouth", "kill two birds with one stone", "bit the bullet", "pulling my leg" and "the ball was in my
  // court" are sayings (no dog, tree, horse, bird, killing, gun or feet). The tennis ball has no id.
  // "Completely bewildered" is confusion.
  {
    id: 'en16-appraisal',
    title: 'Appraisal',
    text: 'I had my annual appraisal with my manager, Colin, in a meeting room with no windows. Everything he said was a saying. The new system was a white elephant. I was barking up the wrong tree. He’d heard it straight from the horse’s mouth. We could kill two birds with one stone if I just bit the bullet. I thought he was pulling my leg, but he wasn’t smiling at all. Then he said the ball was in my court and handed me an actual tennis ball. I was completely bewildered.',
    symbols: ['office'],
    people: ['boss'],
    emotions: ['confusion'],
    notThere: ['window', 'dog', 'tree', 'horse', 'bird', 'killing', 'gun', 'feet'],
    outsideLexicon: ['meeting room', 'tennis ball'],
  },
  // The grandad (as written) in hospital; "theatre" is the operating theatre (no performance). A hand of
  // cards is no hand (no hands), and its kings, queens and hearts are cards (no royalty, no heart); the
  // grandma is only in a likeness (no grandmother). The nurse, a young man as written, is read as doctor.
  // The shirt pocket (clothes). "A great wave of love" is love, no wave.
  {
    id: 'en16-rummy',
    title: 'Queen of hearts',
    text: 'My grandad was in hospital waiting to go down to theatre for his new hip, and we were playing rummy on his tray table to pass the time. He kept winning. Every hand he laid down was kings and queens, and he held up the queen of hearts and said she looked just like my grandma the day they met. A nurse, a cheerful young man, came to say it was time. My grandad winked, tucked the king of clubs into my shirt pocket and was wheeled away. I felt a great wave of love for him.',
    symbols: ['hospital', 'clothes'],
    people: ['grandfather', 'doctor'],
    emotions: ['love'],
    notThere: ['performance', 'hands', 'royalty', 'heart', 'grandmother', 'wave'],
    written: { grandfather: 'grandad', doctor: 'man' },
    outsideLexicon: ['playing cards', 'tray table'],
  },
  // The greyhound is the sister's: she is only its owner, in Spain (no sister), and "my sister would kill
  // me" is a saying (no killing). The dog lost on the beach, searched for in the dunes; the man walking
  // past (stranger, as written). The swimming is the dog's (no swimming), and so is the thrill (no joy).
  // The sea (ocean), the water's edge. The dog found far out is the turn. "Sick with guilt" is guilt, no
  // illness.
  {
    id: 'en16-greyhound',
    title: 'Off the lead',
    text: 'I was looking after my sister’s greyhound while she was in Spain, and I took him to the beach at Camber. The moment I let him off the lead he was gone, a grey streak along the sand, and he didn’t come back. I searched the dunes for hours, calling his name. My sister would kill me. Then a man walking past said he’d seen a dog swimming out to sea. I ran to the water’s edge and there he was, far out, with a seal’s head bobbing beside him, looking thrilled with himself. I felt sick with guilt.',
    symbols: ['dog', 'beach', 'lost', 'searching', 'ocean', 'water'],
    people: ['stranger'],
    emotions: ['guilt'],
    notThere: ['sister', 'killing', 'swimming', 'joy', 'illness'],
    notFelt: ['joy'],
    written: { stranger: 'man' },
    turn: ['dog'],
    outsideLexicon: ['greyhound lead', 'dunes', 'seal'],
  },
];
