// Fourteenth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: teeth crumbling at a supermarket self-checkout, a PhD
// viva, falling through the loft floor while fetching the Christmas decorations, flying with a skein
// of geese over the marshes, a swan chasing a bike along a river, a drowned village showing in a
// reservoir in a drought, house-sitting in a house whose every door opens onto the kitchen, a car with
// no brakes in a multi-storey car park, a wedding at a register office without rings, the wrong
// funeral at a crematorium, a chip-pan fire in a student flat, wild camping on Dartmoor in a
// thunderstorm, locked out of a hotel room in pyjamas, a surprise leaving do, a car clamped outside the
// dentist's, an audition for a musical, a nature documentary on the telly, a bedtime story for a
// niece, selling raffle tickets door to door and presenting the weather on the local news. About two
// thirds are plain, with the ordinary images of dream reports (teeth, an exam, falling, flying, a
// chase, water, doors and rooms, a car, a baby, a wedding, a funeral, fire, a storm, the dead come
// back) and few traps, written to see that nothing is found that is not there; the others lean on what
// a word-matching reader gets wrong: images negated, absent or never found ("There was no dog
// anywhere", rings swallowed before anyone sees them, a key card shut inside, lifts that cannot be
// found), only on a screen, a sign, a map or in a picture book (a shark, wolves, a deer and the snow of
// a documentary, a dog on a sign, suns, snowflakes, lightning and a town on a weather map, a princess,
// a glass castle and a dragon in a story), only planned or remembered (horses ridden across Argentina,
// a nan's song in her kitchen); things named in idioms and set phrases ("let the cat out of the bag",
// "the elephant in the room", "daylight robbery", "I saw red", "Break a leg", "a frog in my throat",
// "Under the weather?", "my blood ran cold", "as night falls", "a heat wave", "ringing" of a bell,
// "sinking in the mud", "the bagging area", "a cake shaped like a cat", "as if I was family", "a voice
// just like my nan’s"); feelings denied or someone else's ("I wasn’t scared exactly", "I wasn’t
// nervous after that, not one bit", "I wasn’t frightened", a boss who "looked delighted", a director
// "in tears", mourners crying); words with two senses in context (a register office, the lift and the
// ice of a hotel, a book of raffle tickets, the pictures of a picture book, "Congratulations, Doctor"
// said to the dreamer, the dentist's as a place, a great-uncle's funeral that is someone else's, the
// dead woman's daughter); and people only named as owners or talked about (a mum's old dress, "my mum
// and dad’s house", "like his mum taught him", Mrs Barker's dog, an ex-boyfriend's parents, a couple
// from work) beside people really present (a dead mum heard behind a door, a man on the phone, an old
// PE teacher, a fiancé, a nephew, a niece). `notFelt` repeats the feelings of `notThere` that are
// named but not the dreamer's as felt; `written` gives a person's gendered word as written; `turn`
// lists the images of a turning point (a recognition, a reversal, the last unexpected image) where
// there is one. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_14: readonly EvaluationDream[] = [
  // A plain dream. The self-checkout in the supermarket (shop), the bread, milk and bananas (food);
  // "the bagging area" holds no bag (no luggage). The back teeth going "like biscuit" into the hand, the
  // coins (money). The assistant and the queue behind, unknown, are strangers. Mortified is shame.
  {
    id: 'en14-self-checkout',
    title: 'Unexpected item',
    text: 'I was at the self-checkout in the big supermarket with a basket of bread, milk and bananas, and the machine kept saying ‘unexpected item in the bagging area’. A queue was building up behind me, people tutting. While I waited for the assistant, I bit down and felt my back teeth go crunchy, like biscuit. I spat them into my hand, little white bits, and then the front ones started going too. The assistant came over, scanned my teeth without a word and said, ‘That’s four pounds twenty.’ I paid with the coins in my pocket. I was absolutely mortified.',
    symbols: ['shop', 'food', 'teeth', 'hands', 'money'],
    people: ['stranger'],
    emotions: ['shame'],
    notThere: ['luggage'],
    outsideLexicon: ['self-checkout', 'basket'],
  },
  // A plain dream. The viva is an exam, in an office at the university (school); the blank thesis has no
  // id. The clock on the wall; the first examiner, unknown, is a stranger, the second the old primary
  // school teacher. Panicking is fear, "so confused" confusion. The handshake (hands); "Congratulations,
  // Doctor" is said to the dreamer: no doctor.
  {
    id: 'en14-viva',
    title: 'Chapter four',
    text: 'I was in my PhD viva, in a tiny hot office at the university, two examiners across the desk from me. My thesis was on the table between us, but when I opened it every page was blank. They kept asking about chapter four and I couldn’t remember ever writing a chapter four. The clock on the wall ticked really loudly. Then I realised the second examiner was my old primary school teacher, Mrs Hollis, knitting away. I was sweating and stammering and totally panicking. At the end they both stood up, shook my hand and said, ‘Congratulations, Doctor.’ I was so confused.',
    symbols: ['exam', 'office', 'school', 'clock', 'hands'],
    people: ['stranger', 'teacher'],
    emotions: ['fear', 'confusion'],
    notThere: ['doctor'],
    outsideLexicon: ['thesis', 'desk', 'knitting'],
  },
  // A plain dream. The loft (attic), the torch (candle), the husband holding the ladder, the box of
  // tinsel. The foot through the plasterboard and the long fall; terrified is fear. Landing on a bed in
  // the old bedroom at the parents' house (bedroom, childhood home, house) is the turn; the mum and dad
  // only own it (no mother, no father). "Strangely safe" is calm.
  {
    id: 'en14-loft',
    title: 'Tinsel',
    text: 'I was up in the loft getting the Christmas decorations down, balancing on the beams with a torch in my mouth while my husband held the ladder. I reached for the box with the tinsel in it and my foot went straight through the plasterboard. Then the rest of me went. I fell for ages, much further than one ceiling, through dust and insulation, absolutely terrified. I landed on a bed. It was my old bedroom at my mum and dad’s house, posters still on the wall, and I was about ten. I felt strangely safe.',
    symbols: ['attic', 'candle', 'ladder', 'box', 'feet', 'falling', 'bedroom', 'childhood_home', 'house'],
    people: ['husband'],
    emotions: ['fear', 'calm'],
    notThere: ['mother', 'father'],
    written: { husband: 'husband' },
    turn: ['childhood_home'],
    outsideLexicon: ['loft beams', 'tinsel', 'plasterboard', 'posters'],
  },
  // A plain flying dream. The geese are birds, though no word of the lexicon names them; flying with
  // them over the marshes, the water, the mud, the sunrise. "As if I was family" is a likeness (no
  // family). Happy is joy; crying when the alarm goes off is sadness.
  {
    id: 'en14-geese',
    title: 'The skein',
    text: 'I was standing on an old embankment at dawn watching a huge skein of geese come over, honking, and without deciding anything I lifted off and went with them. I was flying in the V, right behind the last one, close enough to feel the air off its wings. Below us the marshes were silver with water, and the mud shone pink in the sunrise. One of the geese turned its head and looked at me as if I was family. I felt completely free and happy, and I cried when the alarm went off.',
    symbols: ['flying', 'bird', 'water', 'mud', 'sun'],
    people: [],
    emotions: ['joy', 'sadness'],
    notThere: ['family'],
    outsideLexicon: ['embankment', 'geese', 'marshes'],
  },
  // A plain chase. Cycling (bicycle) along the river; the swan is a bird, though no word of the lexicon
  // names it. It chases the dreamer, who pedals away (fleeing) under the bridge; its half flying and its
  // swimming off are the swan's (no flying, no swimming), and work is only where the dreamer was going
  // (no office). Scared is fear. The cheese sandwich (food); the swan bowing is the turn.
  {
    id: 'en14-swan',
    title: 'Hiss',
    text: 'I was cycling to work along the river when a swan came up the bank and went for me, wings out, hissing. I pedalled like mad but it kept chasing me, half running, half flying, right on my back wheel, for miles. I shot under the bridge and past the rowing club and it was still there. I was properly scared. In the end I jumped off the bike and threw my lunch at it, a cheese sandwich. It stopped, ate the sandwich, then bowed its head to me and swam off.',
    symbols: ['bicycle', 'river', 'bird', 'chased', 'fleeing', 'bridge', 'food'],
    people: [],
    emotions: ['fear'],
    notThere: ['office', 'flying', 'swimming'],
    turn: ['bird'],
    outsideLexicon: ['swan', 'rowing club'],
  },
  // A plain dream. "A heat wave" is no wave. The reservoir is a lake, though no word of the lexicon says
  // so; the drowned village (city) showing, its old road, the roofless houses (house, ruins), the church.
  // The bell "ringing" on its own is no ring. The water coming back fast is the flood; running for the
  // hill (mountain, fleeing), the feet "sinking in the mud" (no drowning). Frightened is fear.
  {
    id: 'en14-reservoir',
    title: 'Low water',
    text: 'There was a heat wave and the reservoir near us had dropped so low that the old village was showing, the one they flooded in the fifties. I walked down the old road, which just carried on out of the water, cracked and grey. The houses had no roofs. In the church the pews were still there, covered in green weed, and somewhere a bell started ringing on its own. Then I heard the water coming back, fast. I ran for the hill, but my feet kept sinking in the mud. I woke up panting and frightened.',
    symbols: [
      'lake',
      'city',
      'water',
      'road',
      'house',
      'ruins',
      'church',
      'flood',
      'mountain',
      'fleeing',
      'feet',
      'mud',
    ],
    people: [],
    emotions: ['fear'],
    notThere: ['wave', 'ring', 'drowning'],
    outsideLexicon: ['reservoir', 'pews', 'weed', 'bell'],
  },
  // A plain dream of doors and rooms. The couple are only "from work" and away (no office). The house,
  // their dog, the stairs; the bathroom is looked for and never found (searching, no bathroom). Every
  // door opening onto the same kitchen. Fear is denied ("I wasn’t scared exactly"); baffled is confusion.
  {
    id: 'en14-house-sit',
    title: 'Every door',
    text: 'I was house-sitting for a couple from work in this huge old house, feeding their dog and watering the plants. I went up the stairs to find the bathroom, opened a door off the landing and walked straight into the kitchen. I tried another door: kitchen again. Every door in the house, even the front door, opened onto the same kitchen, with the same dog asleep in his basket and the same tap dripping. I wasn’t scared exactly, more baffled. In the end I made myself a cup of tea and sat down on the floor next to the dog.',
    symbols: ['house', 'dog', 'stairs', 'searching', 'door', 'kitchen'],
    people: [],
    emotions: ['confusion'],
    notThere: ['office', 'bathroom', 'fear'],
    notFelt: ['fear'],
    outsideLexicon: ['landing', 'dog basket', 'tap', 'plants'],
  },
  // A plain dream. Driving (car) down the car park with no brakes, down into the dark (darkness); the
  // baby asleep in the back. "Terrified and completely helpless": fear and helplessness. Coming out onto
  // a beach in the sunshine (sun) is the turn.
  {
    id: 'en14-multistorey',
    title: 'Minus nine',
    text: 'I was driving down the ramps of a multi-storey car park, level 6, 5, 4, when the brakes stopped working. I pumped the pedal and nothing. The car kept speeding up, round and round, tyres squealing, and the levels kept coming, 3, 2, 1, 0, minus 1, minus 2, down into the dark. My baby was in the back, asleep in his car seat, and all I could think was don’t wake him. I was terrified and completely helpless. At minus 9 we came out onto a beach in the sunshine and just rolled to a stop in the sand.',
    symbols: ['car', 'darkness', 'beach', 'sun'],
    people: ['baby'],
    emotions: ['fear', 'helplessness'],
    turn: ['beach'],
    outsideLexicon: ['multi-storey car park', 'car seat'],
  },
  // A plain wedding. The register office is no workplace (no office); the town (city). The mum only owns
  // the dress (clothes; no mother). The fiancé (boyfriend, as written), the registrar (a stranger), the
  // nephew (family, as written) with his hand up. The rings are asked for and swallowed, never seen, and
  // paper clips used instead: no ring. Laughing and happy are joy.
  {
    id: 'en14-register-office',
    title: 'Paper clips',
    text: 'It was my wedding day, at the register office in town, just a small do. I was wearing my mum’s old dress and my fiancé Dev was waiting at the front, looking lovely. When the registrar asked for the rings, Dev patted all his pockets and went white. Then my nephew, who’s four, put his hand up and said he’d swallowed them. Everyone burst out laughing, me included, and the registrar said we’d manage without. We got married with two paper clips instead. I was so happy.',
    symbols: ['wedding', 'city', 'clothes', 'hands'],
    people: ['boyfriend', 'stranger', 'family'],
    emotions: ['joy'],
    notThere: ['office', 'mother', 'ring'],
    written: { boyfriend: 'fiancé', family: 'nephew' },
    outsideLexicon: ['register office', 'paper clips'],
  },
  // The wrong funeral: the great-uncle is not there (no family), the woman in the photo on the order of
  // service is unknown, and no one is said to be dead. The hymn (singing), the coffin (cemetery, as in
  // en4-aunt-carol). Everyone crying is a crowd; the dead woman's daughter is no daughter of the
  // dreamer's (stranger, as written woman). "Felt awful about it" is guilt; "sad for her" sadness.
  {
    id: 'en14-wrong-funeral',
    title: 'Len',
    text: 'I went to my great-uncle Len’s funeral at the crematorium, sat near the back, and only realised halfway through the first hymn that it was the wrong funeral. The photo on the order of service was of a woman I’d never seen in my life. Everyone around me was crying. I didn’t dare leave, so I stayed, sang, and even filed past the coffin with the others. Afterwards her daughter, a tall woman in a black hat, hugged me and thanked me for coming all that way. I felt awful about it, and sad for her too.',
    symbols: ['funeral', 'singing', 'photo', 'cemetery'],
    people: ['crowd', 'stranger'],
    emotions: ['guilt', 'sadness'],
    notThere: ['family', 'daughter'],
    written: { stranger: 'woman' },
    outsideLexicon: ['crematorium', 'order of service', 'hat'],
  },
  // A plain dream. The chips (food), the kitchen on fire. Panicked is fear. The best friend (friend)
  // puts it out "like his mum taught him" (no mother). The stairs, the dressing gowns (clothes); "so
  // relieved" is relief.
  {
    id: 'en14-chip-pan',
    title: 'Two in the morning',
    text: 'I was back in my student flat in Leeds, making chips at two in the morning after a night out, and I dozed off on the sofa. I woke to the kitchen on fire: flames up the wall, black smoke everywhere, the smoke alarm screaming. I panicked and just stood there. My best friend Kofi, who I lived with then, threw a wet tea towel over the pan like his mum taught him, and it went out just like that. Then we sat on the stairs outside in our dressing gowns, shaking, so relieved we couldn’t stop hugging.',
    symbols: ['food', 'kitchen', 'fire', 'stairs', 'clothes'],
    people: ['friend'],
    emotions: ['fear', 'relief'],
    notThere: ['mother'],
    outsideLexicon: ['sofa', 'smoke', 'smoke alarm', 'tea towel'],
  },
  // A plain dream. The brother (as written) camping on top of a hill (mountain); the thunderstorm and
  // its lightning (storm), the wind, the rain. The ponies are horses. Terrified is fear. The sky full of
  // stars; beautiful is wonder.
  {
    id: 'en14-dartmoor',
    title: 'Ponies',
    text: 'Me and my brother were wild camping on Dartmoor, right on top of a hill, when a thunderstorm rolled in. The tent was flapping like mad in the wind and the rain came through the seams. Every time the lightning flashed, I could see ponies standing round us in a circle, completely still, watching the tent. My brother slept through the whole thing. I lay there counting between the flash and the thunder, terrified we’d be struck. Then it all went quiet, and when I unzipped the tent the ponies had gone and the sky was full of stars. It was beautiful.',
    symbols: ['mountain', 'storm', 'wind', 'rain', 'horse', 'sky'],
    people: ['brother'],
    emotions: ['fear', 'wonder'],
    written: { brother: 'brother' },
    outsideLexicon: ['tent'],
  },
  // A plain dream of the dead come back. The hotel, the pyjamas (clothes); the ice from the machine is no
  // snow. The door shut with the key card and the bed inside, never seen again (no keys, no bedroom). The
  // endless corridor (hallway) of doors; the lifts and reception never found (lost, no elevator).
  // Anxious is anxiety. The mum's voice behind a door is the turn: she is there, her death only before
  // the scene (no death).
  {
    id: 'en14-hotel-corridor',
    title: 'Room 12',
    text: 'I was away at a conference, staying in a huge hotel, and I stepped out of my room in my pyjamas to get some ice from the machine. The door clicked shut behind me, with my key card inside on the bed. The corridor went on forever, every door the same, and I couldn’t find the lifts or reception anywhere. I was getting more and more anxious. Then I heard my mum’s voice behind one of the doors, telling me to come in and get warm. She died six years ago. It was room 12, our old flat number. I knocked, and woke up.',
    symbols: ['hotel', 'clothes', 'door', 'hallway', 'lost'],
    people: ['mother'],
    emotions: ['anxiety'],
    notThere: ['snow', 'keys', 'bedroom', 'elevator', 'death'],
    written: { mother: 'mum' },
    turn: ['mother'],
    outsideLexicon: ['ice machine', 'key card', 'reception'],
  },
  // The leaving do (party) for the boss in the meeting room (office); the cake (food) is only shaped
  // like a cat, and "let the cat out of the bag" an idiom (no cat, no luggage). "The elephant in the
  // room" has no id. The speech (performance); riding horses across Argentina is only her plan (no
  // horse). Everyone clapping is a crowd; her delight is hers. The crying in the toilets (bathroom) is
  // the dreamer's sadness.
  {
    id: 'en14-leaving-do',
    title: 'Maureen',
    text: 'We were throwing a surprise leaving do for my boss, Maureen, in the big meeting room, with a cake shaped like a cat. Of course I’d let the cat out of the bag at the coffee machine that morning, and she’d just smiled. At the party nobody mentioned the elephant in the room, which was that she’d been pushed out. Then she stood on a chair, made a lovely speech and said she was off to ride horses across Argentina. Everyone clapped. She looked delighted. I was the one who ended up crying in the toilets.',
    symbols: ['party', 'office', 'food', 'performance', 'bathroom'],
    people: ['boss', 'crowd'],
    emotions: ['sadness'],
    notThere: ['cat', 'luggage', 'horse', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['meeting room', 'coffee machine'],
  },
  // The car, clamped outside the dentist's, which is only a place (no doctor). The dog is only on the
  // sign, and there is none (no dog). The man on the phone (phone) is a stranger (as written); "daylight
  // robbery" is an idiom (no intruder). "I saw red" and the shouting are the dreamer's anger. The old PE
  // teacher in a tracksuit (clothes).
  {
    id: 'en14-clamped',
    title: 'Daylight robbery',
    text: 'I came back to my car outside the dentist’s and it had been clamped, a big yellow clamp on the front wheel, under a sign I swear wasn’t there before: ‘Beware of the dog’. There was no dog anywhere. I rang the number and a man said it’d be three hundred quid to take it off, which is daylight robbery. I saw red and shouted down the phone at him until he said he’d send someone. Half an hour later a van pulled up and out got my old PE teacher, Mr Nash, in a tracksuit, with bolt cutters. I felt about twelve.',
    symbols: ['car', 'phone', 'clothes'],
    people: ['stranger', 'teacher'],
    emotions: ['anger'],
    notThere: ['doctor', 'dog', 'intruder'],
    written: { stranger: 'man' },
    outsideLexicon: ['wheel clamp', 'sign', 'van', 'bolt cutters'],
  },
  // The audition for a musical on the stage (performance), under a spotlight (light); the director, a
  // man unknown, is a stranger (as written). "Break a leg" and "a frog in my throat" are idioms (no feet,
  // injury or frog); nothing coming out but a croak is the voice. The voice "just like my nan’s" is a
  // likeness and her kitchen only remembered (no grandmother, no kitchen). The director's tears are his;
  // nerves are denied. Singing; "so happy" is joy.
  {
    id: 'en14-audition',
    title: 'Break a leg',
    text: 'I was auditioning for the lead in a West End musical, me, who can’t hold a tune. The director, a tiny man in a cape, said ‘Break a leg,’ and I walked out onto this huge empty stage with one spotlight on me. I opened my mouth to sing and had a frog in my throat; nothing came out but a croak. I cleared it and tried again, and out came a voice just like my nan’s, singing the old song she used to sing in her kitchen. The director was in tears. I wasn’t nervous after that, not one bit, and I sang the whole thing feeling so happy.',
    symbols: ['performance', 'light', 'singing', 'voice'],
    people: ['stranger'],
    emotions: ['joy'],
    notThere: ['feet', 'injury', 'frog', 'grandmother', 'kitchen', 'sadness', 'anxiety'],
    notFelt: ['sadness', 'anxiety'],
    written: { stranger: 'man' },
    outsideLexicon: ['cape'],
  },
  // The son (as written) on the sofa. The shark, the wolves chasing a deer and the snow are only in the
  // documentary (no shark, wolf, chased or snow); "as night falls" is the narrator's (no falling), and
  // the dreamer's face only on the screen (no face). The real moth landing on the screen (butterfly) is
  // the turn. Fear is denied; calm is the dreamer's.
  {
    id: 'en14-documentary',
    title: 'The den',
    text: 'I was on the sofa with my son watching one of those nature documentaries: a great white shark coming up under a seal, then wolves chasing a deer through the snow. My son kept asking if the deer got away. Then the narrator started talking about us instead: ‘The female guards her young in the den as night falls.’ I looked at the telly and there we were, on our own sofa, filmed from above. A real moth landed on the screen, right on my face. I wasn’t frightened, just very calm, and I put my arm round him.',
    symbols: ['butterfly'],
    people: ['son'],
    emotions: ['calm'],
    notThere: ['shark', 'wolf', 'chased', 'snow', 'falling', 'face', 'fear'],
    notFelt: ['fear'],
    written: { son: 'son' },
    turn: ['butterfly'],
    outsideLexicon: ['sofa', 'television', 'seal', 'deer'],
  },
  // The niece (family, as written) in bed (bedroom) and the picture book (book). The princess, the glass
  // castle, the dragon and the ex are only in its pictures, which are no photos (no royalty, glass,
  // castle, dragon, photo or ex); the monster under the bed is not there, and the one under the
  // dreamer's bed only said. "My blood ran cold" is fear, no blood.
  {
    id: 'en14-bedtime-story',
    title: 'Not that bed',
    text: 'I was putting my niece Ellie to bed and reading her a picture book about a princess who lived in a glass castle with a dragon for a pet. Every time I turned the page the pictures had changed a bit, and the dragon looked more and more like my ex. Ellie thought it was hilarious. Then she said there was a monster under the bed and made me check. There was nothing there, just a sock and a hairband. She yawned and said, ‘Not that bed, Auntie. Yours.’ My blood ran cold.',
    symbols: ['bedroom', 'book'],
    people: ['family'],
    emotions: ['fear'],
    notThere: ['royalty', 'glass', 'castle', 'dragon', 'photo', 'ex', 'monster', 'blood'],
    written: { family: 'niece' },
    outsideLexicon: ['sock', 'hairband'],
  },
  // Door to door; the school is only what the tickets are for (no school). Mrs Barker is not seen, her
  // Alsatian heard behind the door (dog). The man the dreamer did not know (stranger, as written) buys
  // the whole book of tickets (no book) and pays in coins (money). The ex-boyfriend's parents only used
  // to live at number 8 (no ex, boyfriend or family); its empty house and back bedroom. Guilty is guilt.
  {
    id: 'en14-raffle',
    title: 'Number 8',
    text: 'I was going door to door on our estate selling raffle tickets for the school, which I hate. At number 4, Mrs Barker’s Alsatian went mad behind the door, but nobody answered. At number 6 a man I didn’t know bought the whole book and paid in fifty-pence pieces. Number 8, where my ex-boyfriend’s parents used to live, had the door wide open and the house was totally empty, not even carpets. I went in. In the back bedroom there was a raffle prize waiting for me, a bottle of whisky with my name on it. I felt guilty, as if I’d stolen it.',
    symbols: ['door', 'dog', 'money', 'house', 'bedroom'],
    people: ['stranger'],
    emotions: ['guilt'],
    notThere: ['school', 'book', 'ex', 'boyfriend', 'family'],
    written: { stranger: 'man' },
    outsideLexicon: ['raffle tickets', 'whisky', 'carpets'],
  },
  // Presenting the weather live (performance) in front of the map (map); the suns, the snowflakes, the
  // lightning, the tornado and the town are only drawn on it (no sun, snow, storm or city). The
  // newsreader, unknown, is a stranger. "Under the weather?" has no id. Mortified is shame. The real rain
  // through the studio ceiling is the turn.
  {
    id: 'en14-weather',
    title: 'Live at six',
    text: 'I was presenting the weather on the local news, live, which I’ve never done, standing in front of the green screen. On the monitor the map was covered in little smiling suns, but when I turned round, it was all snowflakes and lightning bolts, with a tiny tornado spinning over our town. The newsreader asked if viewers would need an umbrella, and I said, ‘Under the weather? No, I’m fine, thanks.’ The words just came out wrong. I was mortified. Then real rain started pouring through the studio ceiling, all over the newsreader.',
    symbols: ['performance', 'map', 'rain'],
    people: ['stranger'],
    emotions: ['shame'],
    notThere: ['sun', 'snow', 'storm', 'city'],
    turn: ['rain'],
    outsideLexicon: ['green screen', 'monitor', 'umbrella', 'studio'],
  },
];
