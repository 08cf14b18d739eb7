// Tenth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: an office fire drill, bingo with a nan, a school trip to
// a farm, a flat-pack wardrobe, a hen do, a dog show, a parents' evening, painting a sister's spare room,
// a flat viewing, an elephant sanctuary, the old student nightclub, a family tree in the county
// archives, golf with a father-in-law, driving a double-decker bus, a red phone box, a sleepover, a
// baking competition, a rollercoaster, a charity shop and fishing with an uncle. About half are plain,
// with few traps; the others lean on what a word-matching reader gets wrong in ordinary reports: people
// named only as owners or as the origin of something ("my aunt’s poodle", "my grandmother’s" flat, "my
// grandad’s tweed coat", "my best friend’s mum", "my daughter’s school trip", "my son’s primary
// school"), people only talked about, thought of, planned to be rung or remembered (a son whose face
// the dreamer cannot remember, a mum who "hadn’t lived there for thirty years"); images only said,
// planned, read, seen on a screen or in a photo ("a film about sharks", a thriller called The Wolf at
// the Door, a wedding photo, a soldier in a photograph, "a present for my dad’s seventieth birthday");
// words with two senses in context (a coach that is a bus, "driving me mad", the show ring, the Allen
// key, "key of the door", "full house", "the home", a fire drill, a driving range, a phone box, "a foot
// tall", "a second coat", "a tower block", "half-moon glasses"); other people's feelings (a friend's
// happy tears, colleagues finding it hilarious, a nephew and a husband laughing); feelings denied,
// expected or corrected ("I thought I was angry with her, but really I was just embarrassed", "I
// expected to feel happy and proud. Instead I felt ashamed", "I wasn’t sad, exactly", "I wasn’t
// frightened", "laughed till I cried"); and the body in set phrases ("my heart in my mouth", "by
// heart", "legs eleven", "kept an eye on me", "laughing his head off", "a lump in my throat").
// `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written`
// gives a person's gendered word as written; `turn` lists the images of a turning point (a
// recognition, a reversal, the last unexpected image) where there is one. None of the named people
// come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_10: readonly EvaluationDream[] = [
  // At work: the office (and the dreamer's own office window). A fire drill, a fire exit and the fire
  // brigade bring no fire; a car park has no car in it here. The laptop is only remembered on the desk,
  // not seen: no computer. The manager is boss. "My heart in my mouth" is anxiety, no heart; the
  // hilarity is the colleagues'. The window full of doves (bird) is the turning point.
  {
    id: 'en10-fire-drill',
    title: 'The fire drill',
    text: 'The fire alarm went off at work and we all had to file out through the fire exit and stand in the car park in the drizzle. My manager kept saying it was only a drill, but nobody had told the fire brigade, and three engines turned up with their sirens going. Everyone else thought it was hilarious. I had my heart in my mouth the whole time, because I’d left my laptop open on my desk with something on it nobody was supposed to see. Then I looked up, and the window of my office was full of white doves.',
    symbols: ['office', 'rain', 'window', 'bird'],
    people: ['boss'],
    emotions: ['anxiety'],
    notThere: ['fire', 'car', 'computer', 'heart', 'joy'],
    notFelt: ['joy'],
    turn: ['bird', 'window'],
    outsideLexicon: ['fire engines', 'sirens', 'car park'],
  },
  // Bingo with the nan: the old calls are set phrases, "legs eleven" no feet, "key of the door" neither
  // keys nor a door, and "a full house" is the winning card, no house; "the home" she went into is a
  // care home only mentioned. The bingo hall is no hallway; the whole hall turning round is a crowd. The
  // caller, a young man unknown to the dreamer, is a stranger. A dabber in each hand: her hands are
  // there. Laughing till crying is joy, not sadness; the winnings are money, the chips food.
  {
    id: 'en10-bingo',
    title: 'Full house',
    text: 'I took my nan to bingo on a Tuesday night, like I used to before she went into the home. The caller was a young man in a bow tie who did all the old calls: legs eleven, key of the door, two fat ladies. Nan had three cards going at once and a dabber in each hand. She needed one number for a full house, and when he called it she shot up and shouted so loud the whole hall turned round. I laughed till I cried. She won forty pounds and spent the lot on chips for everybody.',
    symbols: ['hands', 'money', 'food'],
    people: ['grandmother', 'stranger', 'crowd'],
    emotions: ['joy'],
    notThere: ['feet', 'keys', 'door', 'house', 'hallway', 'sadness'],
    notFelt: ['sadness'],
    written: { grandmother: 'nan', stranger: 'man' },
    outsideLexicon: ['bingo', 'bow tie', 'dabber'],
  },
  // A plain dream. The coach is the bus of the trip (a journey, as the coach trip in en6-service-station),
  // but the school is only where the trip comes from: no school is seen. The pig chases one of the
  // boys, not the dreamer: no chase. The crisps are food, the kids sing, the cows are bull. Screaming
  // with laughter is joy; the worry is the dreamer's, though nobody else's. The extra child is the turn.
  {
    id: 'en10-school-trip',
    title: 'One too many',
    text: 'I was a parent helper on my daughter’s school trip to a farm. The coach smelled of crisps and the kids sang the whole way there. At the farm we bottle-fed lambs, and a huge pig chased one of the boys round the yard, and we were all screaming with laughter. Then it poured with rain and we sheltered in a big barn full of hay and cows. I kept counting the children, again and again, and every time there was one more than there should have been. Nobody else seemed worried, but I was.',
    symbols: ['bus', 'journey', 'food', 'singing', 'rain', 'bull'],
    people: ['daughter', 'child', 'boy'],
    emotions: ['joy', 'anxiety'],
    notThere: ['school', 'chased'],
    written: { daughter: 'daughter', boy: 'boy' },
    turn: ['child'],
    outsideLexicon: ['farm', 'lambs', 'pig', 'barn'],
  },
  // The instructions "driving me mad" are no car; the smiling man is only drawn (no stranger); "by heart"
  // is no heart; an Allen key opens no lock (no keys, as "llave inglesa" in the third batch). The anger
  // is corrected into embarrassment: shame, not anger. "A foot tall" is a measure (no feet), the doll's
  // house a likeness (no toy, no house), and laughing till they "couldn’t breathe" is joy, no breath.
  {
    id: 'en10-flatpack',
    title: 'The wardrobe',
    text: 'My girlfriend and I were building a flat-pack wardrobe from IKEA in our new bedroom, and the instructions were driving me mad. There were no words, only drawings of a little smiling man, and there was always one screw left over. She seemed to know the steps by heart and kept passing me the Allen key without even looking up. I thought I was angry with her, but really I was just embarrassed. When we finally stood it up, it was about a foot tall, like something out of a doll’s house, and we both laughed until we couldn’t breathe.',
    symbols: ['bedroom'],
    people: ['girlfriend'],
    emotions: ['shame', 'joy'],
    notThere: ['car', 'stranger', 'heart', 'keys', 'feet', 'toy', 'house', 'breath', 'anger'],
    notFelt: ['anger'],
    written: { girlfriend: 'girlfriend' },
    outsideLexicon: ['wardrobe', 'instructions', 'screw'],
  },
  // A hen do is no wedding: the bride-to-be only says she is getting married. The friend's face is
  // printed on the T-shirts (clothes), no face in the scene. Her happy tears are hers: neither sadness
  // nor joy of the dreamer's, who feels flat (no id) and at the end lonely. "Through glass" is a
  // likeness, "gone home" no house; Newcastle is a name, no castle. "A girl I’d never met", in a club, is
  // a young woman unknown to the dreamer: a stranger, not a child. The lights coming up are light; the
  // stranger in the same T-shirt is the turning point.
  {
    id: 'en10-hen-do',
    title: 'The hen do',
    text: 'It was my best friend Shona’s hen do in Newcastle, and all twelve of us were wearing pink T-shirts with her face printed on the front. We went from bar to bar doing silly dares. Shona cried most of the night, happy tears, she said, because she was getting married. I was supposed to be the fun one, but I felt flat, as if I were watching it all through glass. At the last club we danced on a table, and when the lights came up everyone had gone home except me and a girl I’d never met, in the same pink T-shirt. I’ve never felt so lonely.',
    symbols: ['clothes', 'dancing', 'light'],
    people: ['friend', 'stranger'],
    emotions: ['loneliness'],
    notThere: ['wedding', 'face', 'glass', 'house', 'castle', 'girl', 'sadness', 'joy'],
    notFelt: ['sadness', 'joy'],
    written: { stranger: 'girl' },
    turn: ['stranger'],
    outsideLexicon: ['bar', 'nightclub'],
  },
  // The poodle is the aunt's, and she is away in Spain: no aunt (family) in the dream, and ringing her is
  // only planned (no ring, no phone). The show ring is no ring. The woman with the clipboard, unknown, is
  // a stranger; "kept an eye on me" is an idiom (no eyes) and Duchess is the dog's name. The clapping
  // people are the crowd. "So proud and happy" is joy.
  {
    id: 'en10-dog-show',
    title: 'Best in show',
    text: 'I was showing my aunt’s poodle, Duchess, at a big dog show in Birmingham, although I know nothing about dogs and my aunt was away in Spain. I had to trot her round the ring in front of three judges while the crowd clapped politely. A woman with a clipboard kept an eye on me and told me to keep my chin up. Duchess did everything perfectly. When the judges pinned the red rosette on her collar I was so proud and happy I nearly burst. I couldn’t wait to ring my aunt and tell her.',
    symbols: ['dog'],
    people: ['stranger', 'crowd'],
    emotions: ['joy'],
    notThere: ['family', 'ring', 'phone', 'eyes'],
    written: { stranger: 'woman' },
    outsideLexicon: ['judges', 'rosette', 'clipboard'],
  },
  // The son is only talked about by his teacher (a young man as written) and only his drawings are
  // there: no son, no boy, and the new kids he looks after are only told about. His face is what the
  // dreamer cannot remember: no face. Happiness and pride are expected and contradicted; the shame is
  // the dreamer's, and crying in the dark playground is sadness. "Don’t worry" is the teacher's comfort,
  // no worry of the dreamer's.
  {
    id: 'en10-parents-evening',
    title: 'Parents’ evening',
    text: 'I was at parents’ evening at my son’s primary school, squashed onto one of those tiny plastic chairs. His teacher, a young man with a beard, kept showing me drawings and telling me how kind my boy was, how he always looked after the new kids. I expected to feel happy and proud. Instead I felt ashamed, because in the dream I couldn’t tell which drawings were his, or even remember his face. The teacher smiled and said, “Don’t worry, nobody can.” I walked out into the dark playground and cried.',
    symbols: ['school', 'darkness'],
    people: ['teacher'],
    emotions: ['shame', 'sadness'],
    notThere: ['son', 'boy', 'child', 'face', 'joy', 'anxiety'],
    notFelt: ['joy', 'anxiety'],
    written: { teacher: 'man' },
    outsideLexicon: ['drawings', 'playground'],
  },
  // A plain dream. The sister's house is new to her, but nobody moves in the dream (no moving). "The
  // second coat" is paint, no clothes. Her singing along, the sun through the window and the glowing room
  // (light), the chips (food), the paint on the hands. Calm and loving her are the dreamer's.
  {
    id: 'en10-painting',
    title: 'Pale yellow',
    text: 'I was helping my sister paint the spare room in her new house. We had the radio on and she sang along badly to everything. We did the walls a pale yellow, and by the second coat the sun was pouring in through the window and the whole room was glowing. We sat on the floor eating chips out of the paper, with paint on our hands, talking about nothing much. I felt so calm, and I loved her so much. It was the nicest dream I’ve had in ages.',
    symbols: ['house', 'singing', 'sun', 'window', 'light', 'food', 'hands'],
    people: ['sister'],
    emotions: ['calm', 'love'],
    notThere: ['moving', 'clothes'],
    written: { sister: 'sister' },
    outsideLexicon: ['paint', 'radio'],
  },
  // A tower block is no castle, and there is no lift (no elevator); the stairs are climbed. The estate
  // agent, unknown, is a stranger; his shiny suit is clothes. The flat is the dead grandmother's by its
  // wallpaper and crack: she is not there, and her death is only remembered. The last owner is only
  // told about; her cat in the window is the turning point. A lump in the throat is sadness.
  {
    id: 'en10-flat-viewing',
    title: 'The twelfth floor',
    text: 'I went to view a flat on the twelfth floor of a tower block, with an estate agent in a shiny suit who never stopped talking. There was no lift, so we took the stairs. The flat was bright and empty, but as soon as I walked in I knew it was my grandmother’s: her wallpaper, the same crack in the ceiling, the same view of the gasworks. She died when I was nine. The agent said the last owner had left in a hurry and forgotten her cat. It was sitting in the window, waiting for me, and I had a lump in my throat.',
    symbols: ['stairs', 'clothes', 'cat', 'window'],
    people: ['stranger'],
    emotions: ['sadness'],
    notThere: ['castle', 'elevator', 'grandmother', 'death'],
    turn: ['cat'],
    outsideLexicon: ['tower block', 'estate agent', 'wallpaper'],
  },
  // A plain dream. A holiday (journey) at a sanctuary in the hills (mountain), with the river, the water,
  // the mud, the tree and the jungle (forest); the mango and sticky rice are food. The baby elephant is
  // an animal's young, no baby, and "like a little boy" a likeness. The husband's laughter is his; being
  // at peace is the dreamer's calm.
  {
    id: 'en10-elephants',
    title: 'Bath time',
    text: 'My husband and I were on holiday in Thailand, at an elephant sanctuary up in the hills. In the morning we walked the elephants down to the river and scrubbed them with big brushes while they sprayed us with water from their trunks. The baby elephant kept lying down in the mud on purpose. My husband was soaked and laughing like a little boy. Afterwards we ate mango and sticky rice under a tree and watched the mist lift off the jungle. I felt completely at peace.',
    symbols: ['journey', 'mountain', 'river', 'water', 'mud', 'food', 'tree', 'forest'],
    people: ['husband'],
    emotions: ['calm'],
    notThere: ['baby', 'boy', 'joy'],
    notFelt: ['joy'],
    written: { husband: 'husband' },
    outsideLexicon: ['elephant', 'mist'],
  },
  // A plain dream. The club from university days (uni is only where it comes from: no school). The songs
  // (singing), the dancing, the mirror in the toilets (bathroom), the two old friends. Seeing herself at
  // twenty in the mirror is the turning point. Happy, a bit sad and missing who they were: joy, sadness,
  // nostalgia.
  {
    id: 'en10-nightclub',
    title: 'Sticky floor',
    text: 'I was back at the club we used to go to at uni, the one with the sticky floor, with my old friends Jas and Kirsty. They were playing all the same songs as in 2009 and we danced as if nothing had changed. Kirsty bought shots and we screamed along to every chorus. At some point I looked in the mirror in the toilets and I was twenty again, spots and all. I felt happy and a bit sad at the same time, missing who we used to be.',
    symbols: ['singing', 'dancing', 'mirror', 'bathroom'],
    people: ['friend'],
    emotions: ['joy', 'sadness', 'nostalgia'],
    notThere: ['school'],
    turn: ['mirror'],
    outsideLexicon: ['nightclub'],
  },
  // A family tree is no tree, and the family is only in the photographs: the great-grandmother's wedding,
  // the soldier with the brother's face and the little girl are all in the box of photos (box, photo),
  // not in the dream. The dad's seventieth birthday and the present are only what the search is for (no
  // father, party or gift). The archivist, an old man as written, is wise_elder; his half-moon glasses
  // are neither moon nor broken glass. The chill is fear; the dreamer's name on the back is the turn.
  {
    id: 'en10-family-tree',
    title: 'Yesterday’s date',
    text: 'I was at the county archives, tracing our family tree as a present for my dad’s seventieth birthday. The archivist, an old man in half-moon glasses, brought me a box of photographs nobody had opened in a hundred years. There was my great-grandmother’s wedding photo, a soldier with my brother’s exact face, and a little girl holding a goat. On the back of the last one someone had written my name and yesterday’s date. I felt a chill go right through me.',
    symbols: ['box', 'photo'],
    people: ['wise_elder'],
    emotions: ['fear'],
    notThere: [
      'tree',
      'family',
      'gift',
      'father',
      'party',
      'moon',
      'glass',
      'grandmother',
      'wedding',
      'soldier',
      'brother',
      'face',
      'girl',
    ],
    written: { wise_elder: 'old man' },
    turn: ['photo'],
    outsideLexicon: ['archives', 'goat'],
  },
  // A plain dream. The father-in-law is family, not the father; he calls the dreamer "son" (no son). A
  // driving range has no car, and sinking a putt is no drowning. The trees, the swallows (bird) and the
  // lake are there. Relieved and happier than expected: relief and joy.
  {
    id: 'en10-golf',
    title: 'The last green',
    text: 'I was playing golf with my father-in-law, who hardly speaks to me in real life. We warmed up at the driving range and I kept slicing balls into the trees, and he didn’t say a word. Out on the course it was a gorgeous evening, swallows everywhere, and the last green ran right down to a lake. I sank a long putt, and he suddenly hugged me and called me son. I was so relieved, and happier than I’d expected to be.',
    symbols: ['tree', 'bird', 'lake'],
    people: ['family'],
    emotions: ['relief', 'joy'],
    notThere: ['father', 'son', 'car', 'drowning'],
    written: { family: 'father-in-law' },
    outsideLexicon: ['golf'],
  },
  // Driving a bus is no car, and the dreamer has never driven one. The town is there. The first boss and
  // the piano teacher get on; the best friend's mum is someone's mother with no people id (no friend, no
  // mother, as in en7-exs-mother). Fear is denied; "very alone" is loneliness.
  {
    id: 'en10-bus-driver',
    title: 'The top deck',
    text: 'I was driving a double-decker bus through town, though in real life I’ve never even driven a car. At every stop someone I knew got on: my first boss, my old piano teacher, my best friend’s mum. They all showed their passes and went up to the top deck without a word. I kept missing turnings and nobody complained. At the end of the route I went up to tell them we’d arrived, and the top deck was empty, just rows of bare seats and one red balloon. I wasn’t frightened. I just felt very tired and very alone.',
    symbols: ['bus', 'city'],
    people: ['boss', 'teacher'],
    emotions: ['loneliness'],
    notThere: ['car', 'friend', 'mother', 'fear'],
    notFelt: ['fear'],
    outsideLexicon: ['balloon'],
  },
  // A phone box is no box, and its panes are no broken glass. The grandparents only own the lane; the
  // old home number calls no house; "to ring" is phoning. The strangers answer (a man as written, the
  // little boy); the mum is only talked about. The dad on the phone is in the dream, as the people who
  // only phone in en8-petrol-station: the turning point. Helpless and guilty are the dreamer's.
  {
    id: 'en10-phone-box',
    title: 'The phone box',
    text: 'I was squeezed into an old red phone box at the end of my grandparents’ lane, trying to ring our home number from when I was little. I had a pile of coins, but every time I dialled, a different stranger answered: a man selling double glazing, a little boy who giggled and hung up, a woman who said my mum hadn’t lived there for thirty years. Rain was hammering on the glass. Then the phone rang by itself. When I picked it up it was my dad, asking why I never call. I felt so helpless and so guilty.',
    symbols: ['phone', 'money', 'rain'],
    people: ['stranger', 'boy', 'father'],
    emotions: ['helplessness', 'guilt'],
    notThere: ['box', 'glass', 'grandparent', 'house', 'ring', 'mother'],
    written: { stranger: 'man', boy: 'boy', father: 'dad' },
    turn: ['father'],
    outsideLexicon: ['phone box'],
  },
  // A plain dream. The sharks are only in the film on the laptop (computer); a pillow fight is a game,
  // no fight. The daughter's friends are there, the feast is food, the sun comes up. "Mum" is the
  // dreamer, no mother. Laughing till the stomach hurt is joy.
  {
    id: 'en10-sleepover',
    title: 'The sleepover',
    text: 'My daughter had four friends round for a sleepover, and in the dream I was one of them, nine years old again, in a sleeping bag on the living-room floor. We watched a film about sharks on someone’s laptop, had a midnight feast of sweets and crisps and a massive pillow fight. Nobody told us to go to sleep. I laughed so much my stomach hurt. When the sun came up, my daughter looked at me and said, “You can stay, Mum.”',
    symbols: ['computer', 'food', 'sun'],
    people: ['daughter', 'friend'],
    emotions: ['joy'],
    notThere: ['shark', 'fight', 'mother'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['sleeping bag'],
  },
  // A plain dream. A wedding cake is a cake (food), no wedding; the oven door is no door of a place. The
  // old neighbour has no people id. Floury hands. Bursting into tears "so happy" is joy, not sadness.
  {
    id: 'en10-bake-off',
    title: 'Showstopper',
    text: 'I was in the final of a baking competition, in a big white tent in a field, with TV crews everywhere. I had four hours to make a three-tier wedding cake and no recipe. My hands were white with flour and the oven door kept swinging open. My old neighbour Mrs Kaur was one of the judges, and she winked at me. Somehow the cake came out perfect, with sugar roses all the way up. When they said I’d won, I burst into tears, I was so happy.',
    symbols: ['food', 'hands'],
    people: [],
    emotions: ['joy'],
    notThere: ['wedding', 'door', 'sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['tent', 'oven', 'neighbour'],
  },
  // A plain dream. The nephew is family. The rollercoaster's first hill is no mountain. The white
  // knuckles are the hands; the screaming on the drop is fear, gone at the top ("wasn’t scared any
  // more"), and the view of the sea glittering in the sun is wonder. The nephew's laughter is his.
  {
    id: 'en10-rollercoaster',
    title: 'Upside down',
    text: 'I took my nephew to a theme park as a treat, and he talked me into the biggest rollercoaster there. We queued for an hour in the sun. On the way up the first hill I was gripping the bar so hard my knuckles went white, and when we dropped I screamed my head off. Then, right at the top of the loop, it stopped, and we hung upside down over the whole park, with the sea glittering in the distance. My nephew was laughing his head off. Suddenly I wasn’t scared any more. It was beautiful.',
    symbols: ['sun', 'hands', 'ocean'],
    people: ['family'],
    emotions: ['fear', 'wonder'],
    notThere: ['mountain', 'joy'],
    notFelt: ['joy'],
    written: { family: 'nephew' },
    outsideLexicon: ['theme park', 'rollercoaster'],
  },
  // Oxfam is the charity shop (shop); the bags of donations are no luggage. The thriller's title holds
  // no wolf and no door, the wedding dress no wedding (but clothes), the bus pass no bus. The coat is the
  // dead grandad's: he is not there and his death is only told. Held to the face. Sadness is denied;
  // missing him is nostalgia, and "being given something back" no gift. The coat is the turn.
  {
    id: 'en10-charity-shop',
    title: 'Tweed',
    text: 'I was doing my Saturday shift at the Oxfam shop on the high street, sorting bags of donations in the back room. Most of it was the usual: old paperbacks, jigsaws with pieces missing, a thriller called The Wolf at the Door, a wedding dress nobody would ever buy. Then I pulled out my grandad’s tweed coat, with his bus pass still in the pocket. He’s been dead ten years. I held it to my face and it smelled of him. I wasn’t sad, exactly. I just missed him, and it felt like being given something back.',
    symbols: ['shop', 'book', 'clothes', 'face'],
    people: [],
    emotions: ['nostalgia'],
    notThere: ['luggage', 'wolf', 'door', 'wedding', 'bus', 'grandfather', 'death', 'gift', 'sadness'],
    notFelt: ['sadness'],
    turn: ['clothes'],
    outsideLexicon: ['jigsaws', 'bus pass'],
  },
  // A plain dream. Fishing with the uncle (family) on the river bank, the brown water, the dragonflies
  // (insects), the pike (fish). "Late in the afternoon" is the hour, no lateness; "when I was small" only
  // the old summers. Safe and content is calm.
  {
    id: 'en10-fishing',
    title: 'The pike',
    text: 'I was fishing with my uncle Gareth on the river bank, the way we did every summer when I was small. The water was brown and slow, and dragonflies kept landing on the end of my rod. He poured tea from a flask and told the same old jokes. Late in the afternoon I hooked something enormous, a pike as long as my arm, and he had to help me land it. We let it go. I felt completely safe and content.',
    symbols: ['fish', 'river', 'water', 'insects'],
    people: ['family'],
    emotions: ['calm'],
    notThere: ['late'],
    written: { family: 'uncle' },
    outsideLexicon: ['rod', 'flask'],
  },
];
