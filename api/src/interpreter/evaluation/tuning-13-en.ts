// Thirteenth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: the school run on a Saturday, a night shift in a
// warehouse, teeth coming out on a work video call, sleep paralysis with a figure at the end of the
// bed, a lucid dream on the morning commuter train, a dead dad in the passenger seat, a hedge maze, A&E
// with a son who swallowed a coin, a narrowboat holiday, falling from scaffolding, a baby lost in a DIY
// store, a recurring dream of a nan's tower block, a daughter's wedding in a marquee in the rain, a
// maths resit at forty-three, cows on a country lane, a night shift on a seaside hotel's reception, the
// tide coming in across the sands, holiday photos on a hospital ward, selling a car to a man off the
// internet and a house moved to a cliff edge overnight. About two thirds are plain, with the ordinary
// images of dream reports (lateness, teeth, a chase, falling, water, a baby, a wedding, an exam, the
// dead come back, animals, a house) and few traps, written to see that nothing is found that is not
// there; the others lean on what a word-matching reader gets wrong: images negated or absent ("there
// were no more stairs", "there weren’t any" windows, the trolley gone), only drawn, addressed or
// printed (fish, eyes and ladders on an exam paper, a teddy bear sent to "the house I grew up in", a
// holiday, a shark, kids, a husband, a mum and a beach only in photos on a tablet); things named in
// idioms and likenesses ("a wave of homesickness", "not a finger", "waiting for a bus", "a pig in a
// poke", "my heart in my mouth", "over the moon", "crying her eyes out", "laughed till I cried",
// "floating on mud", "could have kissed her", "sick with panic"); feelings denied or turned round ("I
// wasn’t even scared, weirdly", "I wasn’t scared", "I wasn’t sad at all", "hopeless" at dancing);
// feelings that belong to someone else (a girl's tears, a guest furious over his tea, a baby's
// laughter, a dad's laughter, "love" and "angel" as forms of address); words with two senses in context
// (the ring road, a tower block, a sports hall, "a little box on the screen", trying to hide a tooth,
// the garden furniture aisle, a hospital bed, an ex-wife, a man "off the internet", lock gates, a
// seaside hotel with no sea in it); and people only talked about, remembered, phoned or named only as
// owners (a nan who "used to live" in the block, a mum only phoned, a dead husband waited for, a family
// seen through a window) beside people really present (a dead dad in the car, a son, a sister, an old
// man with a lost baby). `notFelt` repeats the feelings of `notThere` that are named but not the
// dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the images of a
// turning point (a recognition, a reversal, the last unexpected image) where there is one. None of the
// named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_13: readonly EvaluationDream[] = [
  // A plain dream. Late for the school run (late), the son with one shoe on (shoes), the car that will
  // not start, the streets (road), the school and its locked gates (door), the son's hand. "Mum" is the
  // son's word for the dreamer: no mother. Relieved is relief.
  {
    id: 'en13-school-run',
    title: 'Saturday',
    text: 'I was late for the school run again. I’d overslept, my son only had one shoe on, and the car wouldn’t start, so we ran the whole way. Every street we turned into was longer than the last. When we finally got to the school, the gates were locked and the playground was empty, just crisp packets blowing about. I rattled the gate and called out, but nobody came. My son squeezed my hand and said, ‘It’s Saturday, Mum.’ I was so relieved I sat down right there on the kerb.',
    symbols: ['late', 'shoes', 'car', 'road', 'school', 'door', 'hands'],
    people: ['son'],
    emotions: ['relief'],
    notThere: ['mother'],
    written: { son: 'son' },
    outsideLexicon: ['playground', 'crisp packets'],
  },
  // The warehouse aisles going up into the dark (darkness), the shelves of boxes; the supervisor is
  // boss. The teddy bear is a toy (no bear), and the house the dreamer grew up in only its address (no
  // house, no childhood home); the name sewn on its foot is no foot of anyone's. The teddy on the top
  // shelf is the turn. "A huge wave of homesickness" is nostalgia, no wave.
  {
    id: 'en13-warehouse',
    title: 'The last order',
    text: 'I was on a night shift at a huge warehouse, picking orders with a handheld scanner. The aisles went up into the dark, shelves of boxes as far as I could see, and I had a target of three hundred an hour. My supervisor, Gaz, kept beeping at me over the radio to speed up. I ran up and down with a trolley, sweating. Then the scanner showed the last order: one teddy bear, to the address of the house I grew up in. I found it on the top shelf, with my name sewn on its foot. I felt a huge wave of homesickness.',
    symbols: ['darkness', 'box', 'toy'],
    people: ['boss'],
    emotions: ['nostalgia'],
    notThere: ['bear', 'house', 'childhood_home', 'feet', 'wave'],
    turn: ['toy'],
    outsideLexicon: ['warehouse', 'scanner', 'shelves', 'trolley', 'radio'],
  },
  // A plain dream. The presentation on a video call (performance) on the laptop (computer); the teeth
  // coming out into the hand. Trying to hide a tooth is no hiding of the dreamer's, and "my own little
  // box on the screen" is the video tile, no box. The manager is boss. "Wanted the floor to swallow me
  // up" is shame.
  {
    id: 'en13-video-call',
    title: 'Next slide',
    text: 'I was giving a presentation to the whole team on a video call, the quarterly figures up on my laptop, when I felt one of my front teeth wobble. Then it came out in my hand. I kept talking and tried to hide it, but another went, and another, and I could see it all happening in my own little box on the screen. Nobody said a word. My manager just nodded and said, ‘Great, thanks, next slide.’ I was so embarrassed I wanted the floor to swallow me up, and I woke up running my tongue over my teeth.',
    symbols: ['performance', 'computer', 'teeth', 'hands'],
    people: ['boss'],
    emotions: ['shame'],
    notThere: ['hiding', 'box'],
    outsideLexicon: ['video call', 'screen'],
  },
  // A plain nightmare: sleep paralysis in bed (bedroom, paralysis), "not a finger" an idiom (no hands).
  // The shadowy figure at the end of the bed; the scream for the husband that will not come out
  // (voice). Terrified is fear, "my heart pounding" fear, no heart. The light coming on by itself,
  // still in the dream, shows the dressing gown (clothes) on the door: the turn.
  {
    id: 'en13-sleep-paralysis',
    title: '3 a.m.',
    text: 'I woke up in my own bed, or thought I did, and couldn’t move. Not a finger. There was a tall shadowy figure standing at the end of the bed, by the wardrobe, completely still, and the room smelled of wet earth. I tried to scream for my husband, who was asleep right next to me, but no sound came out. The figure leaned closer and closer. I was absolutely terrified, my heart pounding. Then the light came on by itself, and it was just my dressing gown hanging on the back of the door.',
    symbols: ['bedroom', 'paralysis', 'shadow_figure', 'voice', 'light', 'clothes', 'door'],
    people: ['husband'],
    emotions: ['fear'],
    notThere: ['hands', 'heart'],
    written: { husband: 'husband' },
    turn: ['clothes'],
    outsideLexicon: ['wardrobe'],
  },
  // A plain lucid dream. The commuter train and its doors; the train is only going into the city (no
  // city). The clock on the platform (station) with no hands: no hands. The fields turning into the
  // sea, walking on the water (no swimming), flying over the waves. Calm is the dreamer's.
  {
    id: 'en13-lucid-commute',
    title: 'The 7.42',
    text: 'I was on the 7.42 into the city, squashed against the doors, when I noticed the clock on the platform had no hands. That’s when I knew I was dreaming. So I pulled the emergency handle, stepped off the train and walked out across the fields, which turned into the sea. I walked on the water for miles, totally calm. Then I tried flying, just to see, and lifted slowly up over the waves. Nobody on the train even looked up.',
    symbols: ['train', 'door', 'clock', 'station', 'ocean', 'water', 'flying', 'wave'],
    people: [],
    emotions: ['calm'],
    notThere: ['city', 'hands'],
    outsideLexicon: ['fields', 'emergency handle'],
  },
  // A plain dream of the dead come back: the dad in the passenger seat, his death only before the scene
  // (no death). Driving (car) in the rain, the ring road (road, no ring), the office car park. "Looking
  // for the cricket" is the dad tuning the radio (no searching), and "stuck in traffic" no being
  // trapped. Crying is sadness.
  {
    id: 'en13-passenger-seat',
    title: 'Still warm',
    text: 'I was driving to work in the rain, same as every morning, and my dad was in the passenger seat. He died four years ago. He was fiddling with the radio like he always did, looking for the cricket, and telling me I was too close to the car in front. I didn’t think it was odd at all. We got stuck in traffic on the ring road and he squeezed my shoulder. When I parked outside the office, his seat was empty, but it was still warm. I sat there and cried.',
    symbols: ['car', 'rain', 'road', 'office'],
    people: ['father'],
    emotions: ['sadness'],
    notThere: ['death', 'searching', 'trapped', 'ring'],
    written: { father: 'dad' },
    outsideLexicon: ['radio', 'passenger seat'],
  },
  // A plain dream. The old gardens and the hedge maze; something heavy after the dreamer (chased), who
  // runs from it (fleeing) as it gets dark (darkness). Terrified is fear. The huge old Labrador is a
  // dog, though no word of the lexicon names it: the turn. "Laughed till I cried" is joy, no sadness.
  {
    id: 'en13-hedge-maze',
    title: 'The centre',
    text: 'I was on a day out at some old gardens and went into the hedge maze on my own. Straight away I heard something behind me, heavy, breathing. I started running, left, right, left, and every turn brought me back to the same stone bench. It was getting dark. Whatever it was kept coming after me, snuffling along the gravel. I was terrified. At the very centre there was a little fountain, and when I finally turned round, it was a huge old Labrador wagging its tail. I laughed till I cried.',
    symbols: ['garden', 'maze', 'chased', 'fleeing', 'darkness', 'dog'],
    people: [],
    emotions: ['fear', 'joy'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    turn: ['dog'],
    outsideLexicon: ['hedges', 'stone bench', 'fountain'],
  },
  // A&E is the hospital, though no word of the lexicon says so; the son and the pound coin he swallowed
  // (money), really inside him and shown on the X-ray against the light. Cartoons on the phone. In the
  // waiting room a man with his hand in a tea towel (stranger, hands) and a girl in a ball gown
  // (clothes): her tears are hers, "crying her eyes out" an idiom (no eyes). The nurse and the doctor.
  // "A nervous wreck" is anxiety; "I could have kissed her" is relief, no kiss.
  {
    id: 'en13-coin',
    title: 'A pound coin',
    text: 'I was in A&E at two in the morning with my son, who’d swallowed a pound coin. He was fine, watching cartoons on my phone, but I was a nervous wreck. The waiting room was full: a man with a tea towel round his hand, a girl in a ball gown crying her eyes out, a builder asleep across three chairs. Finally a nurse called us through, and the doctor held the X-ray up to the light: there was the coin in his tummy, shining. She said it would come out on its own. I was so relieved I could have kissed her.',
    symbols: ['hospital', 'money', 'phone', 'hands', 'clothes', 'light'],
    people: ['son', 'stranger', 'girl', 'doctor'],
    emotions: ['anxiety', 'relief'],
    notThere: ['sadness', 'eyes', 'intimacy'],
    notFelt: ['sadness'],
    written: { son: 'son', stranger: 'man', girl: 'girl' },
    outsideLexicon: ['A&E', 'X-ray', 'tea towel'],
  },
  // A plain dream. The narrowboat (boat) on a canal, the cows (bull), the wife. The lock gates (door)
  // and the water rushing in; the heron is a bird, though no word of the lexicon names it. Pie and
  // chips (food) while the sun goes down. Content is calm.
  {
    id: 'en13-narrowboat',
    title: 'The lock',
    text: 'My wife and I had hired a narrowboat for a week and were chugging along a canal through fields, with cows staring at us over the hedges. I was steering, and she was making tea down below. At the first lock I couldn’t work out the gates, and the water came rushing in so fast that the boat rose right up level with the towpath. A heron took off beside us. We moored by a pub and ate pie and chips up on the roof of the boat while the sun went down. I felt completely content.',
    symbols: ['boat', 'bull', 'door', 'water', 'bird', 'food', 'sun'],
    people: ['wife'],
    emotions: ['calm'],
    written: { wife: 'wife' },
    outsideLexicon: ['canal', 'lock', 'heron', 'towpath', 'pub'],
  },
  // The scaffolding in the wind, the boot (shoes), the fall. The foreman (boss, as written) is shouting
  // to hurry the dreamer, no anger. Falling past the flats: a family who are no family of the
  // dreamer's, eating dinner (food), a woman ironing (stranger as written), a kid at a drum kit
  // (child). Fear is denied ("I wasn’t even scared, weirdly"); peaceful is calm.
  {
    id: 'en13-scaffold',
    title: 'Five storeys',
    text: 'I was back labouring on a building site, up on the scaffolding five storeys high with a hod of bricks on my shoulder. The wind was getting up and the boards were wet. My old foreman, Terry, was shouting up at me to get a move on. Then my boot slipped and I fell. I fell past every floor very slowly, looking into people’s flats: a family eating their dinner, a woman doing her ironing, a kid bashing away at a drum kit. I wasn’t even scared, weirdly. I felt peaceful, watching them. Just before I hit the ground, I woke up.',
    symbols: ['wind', 'shoes', 'falling', 'food'],
    people: ['boss', 'stranger', 'child'],
    emotions: ['calm'],
    notThere: ['anger', 'family', 'fear'],
    notFelt: ['anger', 'fear'],
    written: { boss: 'foreman', stranger: 'woman' },
    outsideLexicon: ['scaffolding', 'hod', 'bricks', 'drum kit'],
  },
  // A plain dream. The baby (had only in the dream, no birth) in the DIY store (shop); the trolley gone
  // (lost) and the baby searched for. The garden furniture is an aisle (no garden); "sick with panic"
  // is fear, no illness. The baby's laughter is hers. The old man (wise_elder as written) with the baby
  // is the turn.
  {
    id: 'en13-diy-store',
    title: 'Aisle 14',
    text: 'I’d had a baby, which in real life I haven’t, and I took her with me to a huge DIY store to buy paint. I put her in the seat of the trolley and wandered off down the aisles looking at tiles and taps. When I came back, the trolley was gone. I ran round the whole store looking for her, past the lawnmowers and the garden furniture, and nobody had seen a baby. I was sick with panic. Then I heard her laughing, and found her in the paint aisle with an old man, who was showing her the colour charts.',
    symbols: ['shop', 'lost', 'searching'],
    people: ['baby', 'wise_elder'],
    emotions: ['fear'],
    notThere: ['garden', 'illness', 'joy'],
    notFelt: ['joy'],
    written: { wise_elder: 'old man' },
    turn: ['wise_elder'],
    outsideLexicon: ['DIY store', 'trolley', 'paint'],
  },
  // A recurring dream. The tower block is no castle, and the nan only used to live there (no
  // grandmother). The broken lift (elevator) and the stairs, which are there up to the fourth floor,
  // "no more stairs" only after it. The mum is only phoned, and is in the dream as those who only phone
  // in en8-petrol-station (phone); "love" is her form of address. Fear is denied; sad is sadness.
  {
    id: 'en13-tower-block',
    title: 'Again',
    text: 'I had the dream again, the one I’ve had on and off since I was nine. I was in the tower block where my nan used to live, and the lift was broken, so I took the stairs, but after the fourth floor there were no more stairs, just a blank wall. This time I phoned my mum from the landing and asked her which floor Nan was on. She said, ‘Sixteen, love, same as always,’ and hung up. I wasn’t scared. I just felt sad that I still can’t get up there.',
    symbols: ['elevator', 'stairs', 'phone'],
    people: ['mother'],
    emotions: ['sadness'],
    notThere: ['castle', 'grandmother', 'love', 'fear'],
    notFelt: ['love', 'fear'],
    written: { mother: 'mum' },
    outsideLexicon: ['tower block', 'landing', 'wall'],
  },
  // A plain dream. The daughter's wedding in the pouring rain: the guests' wellies (shoes), dresses and
  // suits (clothes), the mud; "floating on mud" is a way of saying (no flight). Dancing barefoot
  // (feet). The ex-wife is the ex (no wife); "hopeless" at dancing is no helplessness. Laughing and
  // happy are joy (pride has no id).
  {
    id: 'en13-marquee',
    title: 'The marquee',
    text: 'It was my daughter’s wedding, in a marquee in a farmer’s field, and it poured all day. The guests wore wellies under their dresses and suits, and the dance floor was practically floating on mud. My daughter didn’t care one bit: she kicked off her shoes and danced barefoot while the rain drummed on the canvas. Then my ex-wife came over and, for the first time in twenty years, asked me to dance. We were hopeless, but we laughed the whole time. I felt so proud of her, and happy.',
    symbols: ['wedding', 'rain', 'shoes', 'clothes', 'mud', 'dancing', 'feet'],
    people: ['daughter', 'ex'],
    emotions: ['joy'],
    notThere: ['flying', 'wife', 'helplessness'],
    notFelt: ['helplessness'],
    written: { daughter: 'daughter', ex: 'ex-wife' },
    outsideLexicon: ['marquee'],
  },
  // The college (school), the resit (exam) in the sports hall (no hallway), the clock; the invigilator,
  // unknown, is a stranger. The fish, eyes and ladders are only drawn on the paper. Looking round for a
  // window is searching, but there are none (no window) and no climbing out. Panicking is fear.
  {
    id: 'en13-resit',
    title: 'Resit',
    text: 'I was forty-three and somehow back at college, resitting my maths exam in the sports hall: rows of little desks, a big clock ticking, an invigilator pacing up and down. I turned the paper over and it was all in a language I’d never seen, tiny drawings of fish and eyes and ladders. Everyone else was writing away. I hadn’t revised; I hadn’t even known the exam was today. I looked round for a window to climb out of, but there weren’t any. I was panicking, and woke up drenched in sweat.',
    symbols: ['school', 'exam', 'clock', 'searching'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['hallway', 'fish', 'eyes', 'ladder', 'window', 'climbing'],
    outsideLexicon: ['desks', 'exam paper'],
  },
  // A plain dream. Driving (car) the mum down a lane (road) full of cows (bull); the hospital
  // appointment is only where they are going (no hospital), and the car window's glass is not broken
  // (no glass). "Got the giggles" is joy, the dreamer's too. Late for the appointment is late.
  {
    id: 'en13-cows',
    title: 'The lane',
    text: 'I was driving my mum to a hospital appointment down a narrow country lane when we came round a bend and the road was full of cows. Dozens of them, black and white, just standing there steaming in the fog. I beeped and nothing happened. One huge one came right up to my window and breathed all over the glass. Mum got the giggles and couldn’t stop, and then neither could I. We were half an hour late for the appointment, and neither of us cared.',
    symbols: ['car', 'road', 'bull', 'window', 'late'],
    people: ['mother'],
    emotions: ['joy'],
    notThere: ['hospital', 'glass'],
    written: { mother: 'mum' },
    outsideLexicon: ['fog'],
  },
  // The seaside hotel at night, the sea only where it stands (no ocean); the guests in nightclothes
  // (clothes) in the dark lounge (darkness), all unknown (stranger); "waiting for a bus" is a likeness
  // (no bus). The old lady (wise_elder as written) holds the hand; "her angel" is only what she calls
  // the dreamer (no angel), and her husband is only awaited and long dead (no husband, no death). Mr
  // Price's fury is his; the tea never comes, and the cocoa has no id. The rain. Sadness is denied;
  // "very tender towards them" is love.
  {
    id: 'en13-night-porter',
    title: 'Three in the morning',
    text: 'I was working nights on the reception desk of an old seaside hotel. At three in the morning all the guests came downstairs in their nightclothes and sat in the lounge in the dark, as if they were waiting for a bus. An old lady called Mrs Kaur, who kept calling me her angel, held my hand and said her husband was coming to fetch her. He died in the eighties, she said. Mr Price was furious that nobody had brought him his tea. I made everyone cocoa and we listened to the rain. I wasn’t sad at all, only very tender towards them.',
    symbols: ['hotel', 'clothes', 'darkness', 'hands', 'rain'],
    people: ['stranger', 'wise_elder'],
    emotions: ['love'],
    notThere: ['ocean', 'bus', 'angel', 'husband', 'death', 'anger', 'sadness'],
    notFelt: ['anger', 'sadness'],
    written: { wise_elder: 'old lady' },
    outsideLexicon: ['reception desk', 'lounge', 'cocoa'],
  },
  // A plain recurring dream. The wet sands of the bay (beach), the little sister (as written), the
  // white sky. The tide coming in: the water round the ankles and knees, the sand sucking at the feet;
  // running for the shore is fleeing, terrified is fear. The hands; "shaking with relief" is relief.
  {
    id: 'en13-tide',
    title: 'Low tide',
    text: 'It was the recurring one again. I was out on the wet sands of the bay at low tide with my little sister, digging for cockles, under a huge white sky. Then I heard the tide coming in behind us, fast, with a hiss. We ran for the shore, terrified, but the water was already round our ankles, then our knees, and the sand was sucking at our feet. I grabbed her hand and pulled. This time, for once, we made it up onto the beach. I lay there on the shingle, shaking with relief.',
    symbols: ['beach', 'sky', 'water', 'fleeing', 'feet', 'hands'],
    people: ['sister'],
    emotions: ['fear', 'relief'],
    written: { sister: 'sister' },
    outsideLexicon: ['tide', 'cockles', 'shingle'],
  },
  // The ward (hospital); the dad in a hospital bed (no bedroom) in pyjamas (clothes), the nurse
  // (doctor). The holiday, the kids on a camel, the shark, the husband on a sunbed, the mum, the beach
  // and the time before the dreamer was born are only in the photos on the tablet (photo): no journey,
  // child, shark, husband, mother, beach or birth. "Bored stiff" is an idiom. The dad's laughter is
  // his. The photo never taken is the turn; "full of love" is love.
  {
    id: 'en13-ward-photos',
    title: 'Swipe',
    text: 'I was visiting my dad on the ward after his operation. He was sitting up in his hospital bed in stripy pyjamas, bored stiff, so I showed him the photos from our holiday on my tablet: the kids on a camel, a shark at the aquarium, my husband asleep on a sunbed with a sunburnt belly. Dad laughed so hard the nurse came to check his stitches. Then he swiped to a photo I’d never taken, of him and Mum on a beach, young, before I was born. Neither of us said anything. I just felt full of love for him.',
    symbols: ['hospital', 'clothes', 'photo'],
    people: ['father', 'doctor'],
    emotions: ['love'],
    notThere: ['bedroom', 'journey', 'child', 'shark', 'husband', 'mother', 'beach', 'birth', 'joy'],
    notFelt: ['joy'],
    written: { father: 'dad' },
    turn: ['photo'],
    outsideLexicon: ['tablet', 'stitches'],
  },
  // The buyer, a man "off the internet" (no computer), is a stranger; his shiny suit is clothes. "A pig
  // in a poke", "ran like a dream" and "a white lie" are idioms. The test drive (car) round the ring
  // road (road, no ring); "my heart in my mouth" is anxiety, no heart. Back at the house, the cash
  // (money) in a suitcase (luggage). "Over the moon" is joy, no moon.
  {
    id: 'en13-car-sale',
    title: 'Cash',
    text: 'I was selling my old car to a man off the internet. He turned up in a shiny suit, walked round it three times, kicked the tyres and said it was a pig in a poke. I told him it ran like a dream, which was a white lie. He wanted to take it for a spin, so I sat in the passenger seat with my heart in my mouth while he drove like a maniac round the ring road. Back outside my house he handed me the cash, a whole suitcase of it, and vanished. I was over the moon.',
    symbols: ['car', 'clothes', 'road', 'house', 'money', 'luggage'],
    people: ['stranger'],
    emotions: ['anxiety', 'joy'],
    notThere: ['computer', 'ring', 'heart', 'moon'],
    written: { stranger: 'man' },
    outsideLexicon: ['tyres'],
  },
  // A plain dream. The house moved overnight: the kitchen window, the cliff edge and the grey sea, the
  // gulls (bird, though no word of the lexicon names them), the husband making toast (food), the back
  // door, the wind, half the garden gone over the edge, the waves. Calm is the dreamer's.
  {
    id: 'en13-cliff-house',
    title: 'Overnight',
    text: 'I came down in the morning and our house had moved in the night. Out of the kitchen window, where the neighbours’ fence should have been, there was the edge of a cliff and then the sea, grey and enormous, with gulls screaming over it. My husband was making toast as if nothing had happened. I opened the back door and the wind nearly tore it off its hinges. Half the garden had gone over the edge. Oddly, I felt calm about it. I took my tea outside and sat right on the edge, watching the waves.',
    symbols: ['house', 'kitchen', 'window', 'cliff', 'ocean', 'bird', 'food', 'door', 'wind', 'garden', 'wave'],
    people: ['husband'],
    emotions: ['calm'],
    written: { husband: 'husband' },
    outsideLexicon: ['fence', 'gulls'],
  },
];
