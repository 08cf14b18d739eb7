// Seventeenth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and mostly past tense
// (two in the present), on situations none of the earlier batches used: the night sleeper to
// Inverness, a chairlift stuck in the Alps in a snowstorm, a twelve-week pregnancy scan, a hot spring
// under the northern lights in Iceland, a neighbour's cat up an oak and the fire brigade, a ghost train
// on a pier, a postman's round at nineteen again, a cracking walkway under an aquarium's shark tank,
// the long gallery of a castle in Northumberland, landing a plane at Malaga, a team away day spoken in
// idioms, coming back from Crete to an empty house, a parents' ruby wedding party at a cricket club, a
// mirror maze at a travelling fair, a wreck dive in the Red Sea, a dead mum in a beach hut at
// Southwold, the wrong child handed over at nursery pick-up, a dream inside a dream on a friend's sofa,
// a garden party at the palace with the King and a spa day with a sister. About two thirds are plain,
// with the ordinary images of dream reports (a train, snow and a mountain, a pregnancy, the sky at
// night, climbing a tree, the dead come back, letters and a dog, sharks and water, being lost, a plane,
// a house, a party, a mirror and a double, diving and running out of air, the sea, a search, teeth
// falling out before royalty, swimming) and few traps, written to see that nothing is found that is
// not there; the others lean on what a word-matching reader gets wrong: images negated or absent ("no
// pictures on the walls, no cat", "Even the light bulbs had gone", "Our car wasn’t on the drive", a
// son searched for and never found); images only on a screen, in a painting or dreamt inside the dream
// (a kitten on the scan's screen; horses, dogs, a king, a shipwreck, drowning people and the dreamer
// grown old in the portraits of a gallery; a wave, cars floating like bath toys and drowning in a
// dream within the dream); fresh idioms and set phrases ("in the same boat", "rock the boat", "the tip
// of the iceberg", "smelled a rat", "take the bull by the horns", "spilled the beans", "the black sheep
// of the family", "over the moon", "wanted the ground to swallow me up", "frightened out of my mind",
// "laughed till we cried", "felt light"); feelings denied in everyday ways ("I wasn’t scared at all",
// "I wasn’t frightened", "I wasn’t upset, oddly", "I didn’t feel embarrassed in the slightest") or
// someone else's (a partner "over the moon", a niece "shrieking with delight", "a calm voice on the
// radio", a mum's happy tears, a sister "livid"); words with two senses in context (a chairlift that is
// "the lift", a fire engine and a firewoman with no fire, a ghost train with no train and no ghost, a
// witch and sheets that are props, "pulled up the blind", "lost sight of him", a ruby wedding that is an
// anniversary, "felt light", a hall of mirrors, a reflection that "waves", "fell asleep", head office,
// the sand of a seabed and of a carpet); and people only named as owners or talked about (a neighbour's
// cat, a mother-in-law's hat, a son whose coat and wellies another child wears, "the girl’s mum") beside
// people really present (a dead grandad on a ghost train, a dead mum in a beach hut, the King, a
// firewoman, a double in a mirror). Two titles are short and untitled-style ('weird one', 'last
// night'). `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt;
// `written` gives a person's gendered word as written; `turn` lists the images of a turning point (a
// recognition, a reversal, the last unexpected image) where there is one. None of the named people
// come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_17: readonly EvaluationDream[] = [
  // A plain dream. The night sleeper (train), the guard, a tall man unknown, is a stranger (as written);
  // his peaked cap has no id. The door, the mountains under snow, the sunrise (sun). "Pulled up the
  // blind" is a window blind (no eyes), and the bunk is no bed. "Completely calm" is calm.
  {
    id: 'en17-sleeper',
    title: 'The sleeper',
    text: 'I was on the night sleeper from London to Inverness, in a tiny cabin with a bunk so narrow I had to lie on my side. Every time I dozed off, the guard, a tall man in a peaked cap, knocked on the door to ask what I wanted for breakfast. The train kept stopping in the middle of nowhere with a long hiss. Around four I gave up and pulled up the blind, and outside there were mountains covered in snow, pink in the sunrise, and a stag standing by the track, looking straight in at me. I felt completely calm.',
    symbols: ['train', 'door', 'mountain', 'snow', 'sun'],
    people: ['stranger'],
    emotions: ['calm'],
    notThere: ['eyes'],
    written: { stranger: 'man' },
    outsideLexicon: ['sleeper cabin', 'bunk', 'peaked cap', 'blind', 'stag'],
  },
  // A plain dream. The wife (as written) on the chairlift halfway up the mountain, stuck there
  // (trapped); "the lift" is the chairlift (no elevator), and the pole that falls is no fall of the
  // dreamer's. The snow, the wind, the dark (darkness), the lights (light) of the village (city), the
  // feet numb in the boots (shoes), the hand held. Frightened is fear.
  {
    id: 'en17-chairlift',
    title: 'Chairlift',
    text: 'My wife and I were skiing in the Alps, and the chairlift stopped halfway up the mountain, leaving us dangling over a steep white slope. Then it started to snow, thick and sideways, and the wind swung our chair about. My wife dropped one of her poles and we watched it fall for ages. The lift stayed stuck for hours. It got dark, the lights of the village came on far below, and nobody came for us. My feet went numb in my boots. I was frightened, and I held her hand so tightly she said it hurt.',
    symbols: ['mountain', 'snow', 'wind', 'trapped', 'darkness', 'light', 'city', 'feet', 'shoes', 'hands'],
    people: ['wife'],
    emotions: ['fear'],
    notThere: ['elevator', 'falling'],
    written: { wife: 'wife' },
    outsideLexicon: ['chairlift', 'ski poles', 'slope'],
  },
  // Pregnant in the dream (pregnancy), at the hospital with the partner; the sonographer, a young woman
  // unknown, is a stranger (as written), with cold hands, and so are the other couples. The kitten is
  // only on the scan's screen (no cat). "Over the moon" is the partner's joy (no moon, no joy of the
  // dreamer's). "Completely baffled" is confusion.
  {
    id: 'en17-scan',
    title: 'Twelve weeks',
    text: 'I was pregnant in the dream, though I’m not in real life, and my partner and I were at the hospital for the twelve-week scan. The sonographer, a young woman with very cold hands, squeezed the gel on and turned the screen towards us, smiling. On it, curled up and perfectly clear, was a kitten, fast asleep, with its little paws over its nose. She said everything looked lovely and printed us a copy. My partner was over the moon and kept showing it to the other couples in the waiting room. I just sat there, completely baffled.',
    symbols: ['pregnancy', 'hospital', 'hands'],
    people: ['partner', 'stranger'],
    emotions: ['confusion'],
    notThere: ['cat', 'moon', 'joy'],
    notFelt: ['joy'],
    written: { stranger: 'woman' },
    outsideLexicon: ['scan', 'screen', 'gel'],
  },
  // A plain dream, in the present. The brother (as written) in a hot spring: the snow round it, the
  // water, the wet hair freezing. The northern lights (light) across the sky. "Amazed" is wonder,
  // "happier than I’ve been in years" joy.
  {
    id: 'en17-northern-lights',
    title: 'Northern lights',
    text: 'I’m in Iceland with my brother, sitting in a hot spring in the middle of nowhere, with snow all round the edge of the pool and steam coming off the water. It’s so cold my wet hair freezes stiff. Then the northern lights come out, green and purple, rippling across the whole sky. My brother, who never says anything soft, reaches over and squeezes my shoulder. The lights come down so low I feel I could touch them. I feel tiny and amazed, and happier than I’ve been in years.',
    symbols: ['snow', 'water', 'hair', 'light', 'sky'],
    people: ['brother'],
    emotions: ['wonder', 'joy'],
    written: { brother: 'brother' },
    outsideLexicon: ['hot spring', 'steam'],
  },
  // A plain dream. The cat is the neighbour's: the neighbour is only its owner. The oak (tree) at the
  // end of the garden, climbing it, stuck at the top (trapped). The fire engine and the firewoman bring
  // no fire; she is a stranger (as written). The lane (road), the flashing lights (light), the ladder;
  // "step by step" is no stairs. Terrified is fear, embarrassed shame.
  {
    id: 'en17-cat-up-tree',
    title: 'Up the oak',
    text: 'Our neighbour’s cat got stuck at the top of the big oak at the end of our garden, and for some reason I was the one who climbed up after her. The branches got thinner and thinner and the whole tree swayed. When I reached her, she just strolled past me and down the trunk, and then I was the one who was stuck. A fire engine came down the lane with its lights flashing, and a firewoman put up a ladder and talked me down, step by step. I was terrified up there, and afterwards so embarrassed I couldn’t look at anyone.',
    symbols: ['cat', 'tree', 'garden', 'climbing', 'trapped', 'road', 'light', 'ladder'],
    people: ['stranger'],
    emotions: ['fear', 'shame'],
    notThere: ['fire', 'stairs'],
    written: { stranger: 'firewoman' },
    outsideLexicon: ['fire engine', 'branches'],
  },
  // The ghost train is a fairground ride: no train, and its ghosts are sheets and its witch a prop (no
  // ghost, no magic). The niece (family, as written); her delight is hers (no joy). The swing doors
  // (door), the dark (darkness). The grandad (as written) is there, his death only before the scene (no
  // death): the turn. His Sunday suit (clothes). Fear is denied; "safe" is calm, "loved" love.
  {
    id: 'en17-ghost-train',
    title: 'Ghost train',
    text: 'I took my niece on the ghost train at the funfair on the pier. We sat in a little carriage that banged through swing doors into the dark, past plastic skeletons, a witch on a broomstick and sheets on strings pretending to be ghosts. My niece was shrieking with delight. Halfway round, the carriage stopped and someone sat down in the empty seat behind us. It was my grandad, who died when I was nine, in his Sunday suit, smelling of pipe smoke. He patted my shoulder and said, ‘Not scary, is it, pet?’ I wasn’t scared at all. I felt safe and loved.',
    symbols: ['door', 'darkness', 'clothes'],
    people: ['family', 'grandfather'],
    emotions: ['calm', 'love'],
    notThere: ['train', 'ghost', 'magic', 'joy', 'death', 'fear'],
    notFelt: ['joy', 'fear'],
    written: { family: 'niece', grandfather: 'grandad' },
    turn: ['grandfather'],
    outsideLexicon: ['funfair', 'pier', 'skeletons', 'broomstick', 'pipe smoke'],
  },
  // A plain dream. The postman's round in the pouring rain; the letters and the envelopes (letter), the
  // doors, the dog at the gate (door), the whole lot dropped in the road. The old lady (wise_elder, as
  // written) at the window; being late is the dreamer's. Anxious is anxiety.
  {
    id: 'en17-post-round',
    title: 'Second post',
    text: 'I was a postman again, like I was at nineteen, doing my old round on the estate in the pouring rain. Every letter in my trolley was addressed to me, in my own handwriting. I went from door to door anyway, pushing them through the letterboxes. At number 42 a huge dog threw itself at the gate, barking, and I dropped the whole lot in the road. When I bent to pick them up, the envelopes were all blank. An old lady leaned out of an upstairs window and shouted that I was late, and I was. I woke up anxious.',
    symbols: ['rain', 'letter', 'door', 'dog', 'road', 'window', 'late'],
    people: ['wise_elder'],
    emotions: ['anxiety'],
    written: { wise_elder: 'old lady' },
    outsideLexicon: ['trolley', 'letterboxes'],
  },
  // A plain dream. The son (as written) in the aquarium; the sharks, the rays (fish), the glass walkway
  // cracking and giving way (glass), the water dripping, the hand grabbed and running for the exit
  // (fleeing). The car park holds no car. "Never been so frightened" is fear, "shaking with relief"
  // relief.
  {
    id: 'en17-aquarium',
    title: 'The walkway',
    text: 'I took my son to the big aquarium in Plymouth and we walked through the glass walkway under the shark tank, with sharks and rays gliding right over our heads. My son pressed his nose to the glass. Then I heard a crack, and a thin line ran across the roof above us. Water started dripping on us. I grabbed his hand and ran for the exit while the crack spread behind us, and we got out just as the whole thing gave way. Outside in the car park he asked if we could go round again. I’d never been so frightened, and I was shaking with relief.',
    symbols: ['shark', 'fish', 'glass', 'water', 'hands', 'fleeing'],
    people: ['son'],
    emotions: ['fear', 'relief'],
    notThere: ['car'],
    written: { son: 'son' },
    outsideLexicon: ['aquarium', 'rays', 'walkway'],
  },
  // Lost in a castle. The horses, the dogs, the king, the shipwreck and the drowning people are only in
  // the portraits (no horse, dog, royalty, boat or drowning), and "made me feel quite sick" is no
  // illness. The woman in the blue dress, older, with grey hair, is the dreamer only in a portrait (no
  // double, hair or aging). The guide, a young man (stranger, as written), in a fleece (clothes). Fear is
  // denied; "oddly calm" is calm, and "come home" no house.
  {
    id: 'en17-long-gallery',
    title: 'The long gallery',
    text: 'We were on a day out at a castle in Northumberland and I got lost, away from the tour. I wandered into the long gallery, all portraits: dukes on horseback, ladies with little dogs, a king in armour, a shipwreck with people drowning that made me feel quite sick. At the far end hung a portrait of a woman in a blue dress, and it was me, much older, with grey hair. The guide, a young man in a green fleece, came up behind me and said, ‘She’s been waiting for you.’ I wasn’t frightened. I felt oddly calm, as if I’d come home.',
    symbols: ['castle', 'lost', 'clothes'],
    people: ['stranger'],
    emotions: ['calm'],
    notThere: ['horse', 'dog', 'royalty', 'boat', 'drowning', 'illness', 'double', 'hair', 'aging', 'fear', 'house'],
    notFelt: ['fear'],
    written: { stranger: 'man' },
    outsideLexicon: ['long gallery', 'portraits', 'armour', 'fleece'],
  },
  // A plain dream. The plane, the flight attendant and the captain (strangers), the passengers staring
  // and clapping (crowd). The bus never driven (no bus, no car). The calm is the voice's on the radio
  // (no calm). The airport between the sea (ocean) and the mountains. Terrified is fear; laughing joy.
  {
    id: 'en17-landing',
    title: 'Is there a pilot',
    text: 'I was on a flight to Malaga when a flight attendant came down the aisle asking if anyone on board was a pilot. Everyone turned round and stared at me. I’ve never even driven a bus. Somehow I ended up in the cockpit, with the captain slumped asleep beside me and a calm voice on the radio telling me which buttons to press. We came down through the clouds and there was the airport, tiny, between the sea and the mountains. I landed with a bump and the whole plane clapped. I’d been terrified, and now I couldn’t stop laughing.',
    symbols: ['plane', 'airport', 'ocean', 'mountain'],
    people: ['stranger', 'crowd'],
    emotions: ['fear', 'joy'],
    notThere: ['bus', 'car', 'calm'],
    notFelt: ['calm'],
    outsideLexicon: ['cockpit', 'radio', 'clouds'],
  },
  // The away day in a conference hotel with the manager (boss); everyone turning to look is a crowd.
  // "In the same boat", "rock the boat", "the tip of the iceberg", "smelled a rat", "take the bull by the
  // horns", "spilled the beans" and "the black sheep of the family" are idioms (no boat, snow, rat, bull
  // or family); head office is only named (no office). Mortified is shame.
  {
    id: 'en17-away-day',
    title: 'Away day',
    text: 'Our team had an away day at a conference hotel, and my new manager, Declan, spoke only in idioms. We were all in the same boat, he said, so nobody should rock the boat. The budget was just the tip of the iceberg. I said I smelled a rat, and he told me to take the bull by the horns. Then he asked who had spilled the beans to head office, and everyone turned to look at me. I hadn’t, but I went bright red anyway. I was mortified, the black sheep of the family all over again.',
    symbols: ['hotel'],
    people: ['boss', 'crowd'],
    emotions: ['shame'],
    notThere: ['boat', 'snow', 'rat', 'bull', 'office', 'family'],
    outsideLexicon: ['conference hotel'],
  },
  // The holiday in Crete is only before the scene (no journey). The house empty: "Not burgled" (no
  // intruder), "no pictures" (no photo), "no cat", the light bulbs gone (no light), the car not on the
  // drive (no car). Next door's windows; the husband (as written); the teddy bear (toy) on the kitchen
  // floor is the turn. "I wasn’t upset" denies sadness; "felt light" is no light; "strangely happy" joy.
  {
    id: 'en17-empty-house',
    title: 'Back from Crete',
    text: 'We got back from a fortnight’s holiday in Crete and the house was empty. Not burgled, just empty: no furniture, no carpets, no pictures on the walls, no cat. Even the light bulbs had gone. Our car wasn’t on the drive, and next door’s windows had no curtains either. My husband wandered from room to room saying, ‘Well, it’s a fresh start,’ as if it was good news. The only thing left was my old teddy bear, sitting in the middle of the kitchen floor. I wasn’t upset, oddly. I felt light, and strangely happy.',
    symbols: ['house', 'window', 'toy', 'kitchen'],
    people: ['husband'],
    emotions: ['joy'],
    notThere: ['journey', 'intruder', 'photo', 'cat', 'light', 'car', 'sadness'],
    notFelt: ['sadness'],
    written: { husband: 'husband' },
    turn: ['toy'],
    outsideLexicon: ['furniture', 'carpets', 'curtains'],
  },
  // The ruby wedding is an anniversary party (no wedding), and the wedding asked about is only a
  // question. The speech (performance), the buffet (food), the song from their wedding (singing),
  // dancing. Dad, Mum, the sister, the boyfriend and the aunt (family) as written; the DJ is a stranger,
  // everyone watching a crowd. Mum's happy tears are hers (no sadness, no joy), the sister's fury hers
  // (no anger); embarrassment is denied. "So loved" is love.
  {
    id: 'en17-ruby-wedding',
    title: 'Forty years',
    text: 'It was my parents’ ruby wedding party in the function room at the cricket club. Dad made a speech, and Mum cried happy tears all the way through it. My sister was livid about the seating plan and sulked by the buffet. I’d brought my new boyfriend, and my aunt kept asking him when we were getting married. I didn’t feel embarrassed in the slightest. Then the DJ played the song from their wedding, and Dad came over and asked me to dance instead of Mum. We danced while everyone watched. I felt so proud, and so loved.',
    symbols: ['party', 'performance', 'food', 'singing', 'dancing'],
    people: ['father', 'mother', 'sister', 'boyfriend', 'family', 'stranger', 'crowd'],
    emotions: ['love'],
    notThere: ['wedding', 'sadness', 'joy', 'anger', 'shame'],
    notFelt: ['sadness', 'joy', 'anger', 'shame'],
    written: { father: 'dad', mother: 'mum', sister: 'sister', boyfriend: 'boyfriend', family: 'aunt' },
    outsideLexicon: ['function room', 'DJ', 'buffet'],
  },
  // A plain dream, in the present. Lost in the mirror maze (maze, mirror); the glass walked into is
  // whole (no glass), and "hall of mirrors" in the title is no hallway. The reflection that does not copy
  // the dreamer is the double, the turn; its "waves" are a hand's (no wave). Running out (fleeing) into
  // the rain; the door. "Shaking with fear" is fear.
  {
    id: 'en17-mirror-maze',
    title: 'Hall of mirrors',
    text: 'I’m lost in the mirror maze at a travelling fair, trying to find the way out. Every turn is another mirror: me tall and thin, me squat and wide, me a hundred times over. I keep walking into the glass. Then I notice that one of my reflections isn’t copying me. It stands still while I move, and when I stop, it smiles and waves. I run, bumping into mirrors, until I find the exit and burst out into the rain. I’m shaking with fear. Through the door it’s still smiling at me.',
    symbols: ['lost', 'maze', 'mirror', 'fleeing', 'rain', 'door'],
    people: ['double'],
    emotions: ['fear'],
    notThere: ['glass', 'hallway', 'wave'],
    turn: ['double'],
    outsideLexicon: ['travelling fair'],
  },
  // A plain dream. Diving (swimming) in the Red Sea (ocean) with the friend; the blue water, the fish,
  // the wreck of a ship (boat) on the sand of the seabed (no beach). It getting darker (darkness); "lost
  // sight of him" is no being lost. The air running out: "couldn’t breathe" (breath). Terrified is fear.
  // The sandwich (food) in the boat.
  {
    id: 'en17-wreck-dive',
    title: 'The wreck',
    text: 'I was diving on a wreck in the Red Sea with my friend Tariq, going down the anchor line into blue water full of little yellow fish. The ship lay on its side on the sand, huge and rusty, with motorbikes still in the hold. Tariq swam inside and beckoned me after him. It got darker and darker and I lost sight of him. Then I checked my gauge and the air was nearly gone. I couldn’t breathe properly, and I kicked for the surface, terrified. When I came up, Tariq was already sitting in the boat, eating a sandwich.',
    symbols: ['swimming', 'ocean', 'water', 'fish', 'boat', 'darkness', 'breath', 'food'],
    people: ['friend'],
    emotions: ['fear'],
    notThere: ['beach', 'lost'],
    outsideLexicon: ['wreck', 'anchor line', 'gauge', 'motorbikes'],
  },
  // A plain dream of the dead come back: the mum (as written) is there, her death only before the scene
  // (no death). The beach hut (beach), its doors, the drizzle (rain), the sea (ocean). The coat is not
  // worn (no clothes); the seagull (bird) on the step (no stairs) steals a chip (food) from the hand.
  // "Laughed till we cried" is joy, no sadness; the kiss on the head is no intimacy. Homesick is
  // nostalgia.
  {
    id: 'en17-beach-hut',
    title: 'The beach hut',
    text: 'My mum and I were sitting in our old beach hut at Southwold, the blue one, with the doors open and the kettle on the little stove. It was drizzling and the sea was grey and flat. She was knitting and telling me off for not wearing a coat. She’s been dead six years, but in the dream it was completely normal. A seagull landed on the step and stole a chip right out of my hand, and we laughed till we cried. Then she kissed the top of my head and walked off along the sand into the rain. I woke up homesick for her.',
    symbols: ['beach', 'door', 'rain', 'ocean', 'bird', 'food', 'hands'],
    people: ['mother'],
    emotions: ['joy', 'nostalgia'],
    notThere: ['clothes', 'death', 'stairs', 'sadness', 'intimacy'],
    notFelt: ['sadness'],
    written: { mother: 'mum' },
    outsideLexicon: ['beach hut', 'kettle', 'knitting'],
  },
  // The son is only searched for and never found (no son); his coat (clothes), wellies (shoes) and
  // lunchbox are on the little girl (girl, as written). His teacher; every room searched, the toilets
  // (bathroom), the garden. The girl's mum, a woman never seen before, is a stranger (as written), no
  // mother of the dreamer's; the hand, her car, the gate (door). "Frightened out of my mind" is fear.
  {
    id: 'en17-nursery',
    title: 'Pick-up',
    text: 'I went to collect my son from nursery and his teacher handed me a little girl in his coat and his wellies, holding his lunchbox. She insisted the girl was mine. I searched every room, the toilets, the garden, calling his name, but he wasn’t anywhere. Then the girl’s mum turned up, a woman I’d never seen before, took my hand and said, ‘They swap sometimes,’ as if it was nothing. The girl waved at me from the back of her car. I stood at the gate with the empty lunchbox, frightened out of my mind.',
    symbols: ['clothes', 'shoes', 'searching', 'bathroom', 'garden', 'hands', 'car', 'door'],
    people: ['teacher', 'girl', 'stranger'],
    emotions: ['fear'],
    notThere: ['son', 'mother'],
    written: { girl: 'girl', stranger: 'woman' },
    outsideLexicon: ['nursery', 'lunchbox'],
  },
  // "Fell asleep" is no fall. The wave up the high street (no road), the cars floating like bath toys
  // and the drowning are only dreamt inside the dream (no wave, car, flying, toy or drowning). The friend
  // making pancakes (food) and singing along to the radio (singing). The sand on the carpet is no beach.
  // Uneasy is anxiety.
  {
    id: 'en17-sofa',
    title: 'weird one',
    text: 'I fell asleep on the sofa at my friend Imogen’s flat and dreamt, inside the dream, that a huge wave was coming up the high street, with cars floating past like bath toys, and that I drowned. Then I woke up, still in the dream, on Imogen’s sofa. She was making pancakes and singing along to the radio, and everything was normal, except that my socks were soaking wet and there was sand all over the carpet. She looked at me and said, ‘Bad night?’ I didn’t tell her. I felt uneasy all day.',
    symbols: ['food', 'singing'],
    people: ['friend'],
    emotions: ['anxiety'],
    notThere: ['falling', 'wave', 'road', 'car', 'flying', 'toy', 'drowning', 'beach'],
    outsideLexicon: ['sofa', 'pancakes', 'radio', 'socks'],
  },
  // A plain dream of teeth. The garden party (garden, party) at the palace (castle); the mother-in-law
  // only owns the hat (no family, no mother). The shoes, the cake (food); the footman is a stranger, and
  // the King is there (royalty). The front tooth dropping into the cup is no fall of the dreamer's.
  // "Wanted the ground to swallow me up" is shame.
  {
    id: 'en17-garden-party',
    title: 'Garden party',
    text: 'I’d been invited to a garden party at the palace and turned up in a hat borrowed from my mother-in-law and shoes that pinched. The lawns went on for ever. A footman handed me a cup of tea and a tiny cake, and suddenly the King was right in front of me, asking what I did for a living. I opened my mouth and my front tooth dropped into my teacup. He looked at it, looked at me, and said, ‘Happens to the best of us.’ I wanted the ground to swallow me up.',
    symbols: ['garden', 'party', 'castle', 'shoes', 'food', 'teeth'],
    people: ['stranger', 'royalty'],
    emotions: ['shame'],
    notThere: ['family', 'mother', 'falling'],
    written: { royalty: 'king' },
    outsideLexicon: ['hat', 'lawns', 'teacup'],
  },
  // A plain dream. The sister's birthday is only the occasion (no party); the spa at a hotel. Floating
  // in the pool is no flight; the glass roof is whole (no glass); the rain, the water. "Relaxed" is
  // calm. Swimming after the sister (as written), drifting away; "terribly lonely" is loneliness.
  {
    id: 'en17-spa',
    title: 'last night',
    text: 'My sister had booked us a spa day for her birthday, at a hotel in the countryside. We were floating side by side in the warm pool under a glass roof, rain drumming on it, not saying a word. I hadn’t felt so relaxed in years. Then I noticed the pool had no edges any more. It went on and on, the water getting colder, and my sister was drifting further and further away, getting smaller. I swam and swam but I couldn’t reach her. I woke up feeling terribly lonely.',
    symbols: ['hotel', 'rain', 'water', 'swimming'],
    people: ['sister'],
    emotions: ['calm', 'loneliness'],
    notThere: ['party', 'flying', 'glass'],
    written: { sister: 'sister' },
    outsideLexicon: ['spa', 'pool'],
  },
];
