// Twenty-second tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 77 to 106 words as people type them at dawn, first person, eight of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation, some with
// dialogue in British single quotes and one in double quotes, told by people of many trades, countries
// and ages, on situations none of the earlier batches used: a fish-shaped coffin swimming off from a
// carpenter's workshop in Teshie, a matatu climbing a building in Nairobi, a bamboo raft on the Martha
// Brae with a ninety-one-year-old grandmother, a painted peacock walking off a truck in Karachi, a rocket
// setting the flowers round a saint's statue on fire at a festa in Qormi, the firewalk on Beqa, banknotes
// turning into butterflies in a cash queue in Harare, an elephant lifting a drummer at the Perahera in
// Kandy, a huge fish lifting a night boat on Lake Victoria, an empty kampung house at Hari Raya in
// Kedah, a dead lola at a Jollibee in Cebu, a daughter leaving from Chek Lap Kok, a young mother across
// the table at a bridge loan in Calgary, Devil’s Pool at Victoria Falls, a dead da in the back of a black
// taxi in Belfast, standing in the burning galley at Up Helly Aa, a school floating off in the ice
// breakup at Bethel, a dust storm in a shearing shed past Hay, a cyclone shelter on Kutubdia and every
// face the dreamer's own at J’ouvert in Port of Spain. About three quarters are plain reports with the
// ordinary images of dreams (water and the sea, fire, the dead come back, things come alive, a flood,
// climbing, a storm, an empty house and searching, the double) and no deliberate traps, written to see
// that the analysis finds everything that is there and nothing that is not; what they list under
// `notThere` is only what ordinary words bring with them (a funeral only planned, ‘Papa’ said to the
// dreamer, a "yard" that is a home or a truck park, "gold" paint, a "trunk", "bigger than a bus", a
// grandmother who only owns the house, "He passed in 2011", "dad's been gone 10 yrs", butterflies
// flying and a queue laughing, babies crying, a dog team with "nobody driving it", "sick with worry", a
// sheep "station", "cant see a thing", "mate", "heart going like the clappers", "I wasn’t afraid"). The
// other quarter (the Jollibee, the airport, the bridge loan, Devil’s Pool, the black taxi) hold the
// traps people write without meaning to: an everyday sense of an image word ("my graveyard shift", "a
// bridge loan", "wave goodbye", Tiger Balm on "my temples", "a ballpark figure"), idioms ("the apple of
// my eye"), names of places and brands with image or feeling words in them (Jollibee, Chickenjoy,
// Devil’s Pool, Victoria Falls, the Falls Road, the peace wall, the Titanic Quarter, Cave Hill), deaths
// dated in waking life ("who died in 2016", "who died in 1998"), negated images ("There was no dog",
// "her plane doesn’t take off", "No crocodiles in this bit"), feelings denied ("I wasn’t scared at all",
// "I’m not crying", "she isn’t nervous at all"), likenesses ("as quiet as a church", "bawled like a wee
// child") and words said to the dreamer (‘Anak’, ‘Mum’, ‘a good boy’, ‘son’). `notFelt` repeats the
// feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a person's
// gendered word as written; `turn` lists the images of a turning point (a recognition, a reversal, the
// last unexpected image) where there is one and the lexicon has a word for it. None of the named people
// come back from earlier batches. The only commands run while writing it were read-only shell commands
// (grep, sed, awk, wc) over the earlier English tuning batches (their ids, titles and situations) and
// over this file (word counts, quotes, line lengths), and two that did nothing (an empty `python3`
// call given no input, a `cat` into /dev/null).
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_22: readonly EvaluationDream[] = [
  // A plain dream, in the present. The coffin (cemetery, where the lexicon has it, as in
  // en4-aunt-carol) shaped like a fish, which comes alive: the fish is the turn, its eye (eyes). The
  // funeral is only planned for Saturday (no funeral). The son (as written) calls the dreamer ‘Papa’ (no
  // father). The door, the road, the beach and the sand, the waves and the sea (ocean). Laughing, "so
  // happy", is joy.
  {
    id: 'en22-fish-coffin',
    title: 'Teshie',
    text: 'I’m in my workshop in Teshie, finishing a coffin shaped like a big blue fish for a fisherman’s funeral on Saturday. My son Kwame is painting the scales silver. When I brush on the last coat of varnish, the fish’s eye blinks. Then its tail starts to flap. Kwame drops his brush and shouts, ‘Papa, it’s alive!’ The coffin slides out through the door, down the road to the beach and into the waves, heading out to sea. I stand on the sand laughing. I feel so happy.',
    symbols: ['cemetery', 'fish', 'eyes', 'door', 'road', 'beach', 'wave', 'ocean'],
    people: ['son'],
    emotions: ['joy'],
    notThere: ['funeral', 'father'],
    written: { son: 'son' },
    turn: ['fish'],
    outsideLexicon: ['workshop', 'scales', 'varnish', 'brush', 'tail'],
  },
  // A plain dream, in the present, typed in a hurry. The matatu is a minibus (bus), its music blasting
  // (singing, as the music in en21-feis), the door; the conductor and the driver are strangers, the
  // passengers a crowd on their phones. The jammed road; the matatu climbing the building with the
  // dreamer in it (climbing), the roof garden, the window. The giraffe, the last unexpected image, has no
  // word in the lexicon. Waking up laughing is joy.
  {
    id: 'en22-matatu',
    title: 'matatu',
    text: "on the matatu from rongai, music blasting, conductor hanging out the door shouting for passengers. langata road jammed solid, nothing moving. then the driver just swings the wheel and we start climbing straight up the side of a building, everyone still scrolling on their phones like its normal. at the top theres a giraffe eating from a roof garden, looking in at me through the window. conductor turns round and says 'fare ni mia'. woke up laughing",
    symbols: ['bus', 'singing', 'door', 'road', 'climbing', 'phone', 'garden', 'window'],
    people: ['stranger', 'crowd'],
    emotions: ['joy'],
    outsideLexicon: ['matatu', 'building', 'giraffe'],
  },
  // A plain dream of water. The bamboo raft (boat) on the river, the raftsman (a stranger) singing, the
  // clear water, the hand trailed in it, the fish. The grandmother (as written; ‘Granny’) is there, and
  // her "yard" in Falmouth is her home in waking life (no garden). The sea (ocean) and swimming out
  // together. "So peaceful" is calm, "so full of love for her" love.
  {
    id: 'en22-raft',
    title: 'Martha Brae',
    text: 'I was on a bamboo raft on the Martha Brae with my grandmother, who is ninety-one and hasn’t left her yard in Falmouth in years. The raftsman was poling us downriver, singing an old mento song, and the water was so clear I could see every stone on the bottom. Granny trailed her hand in the river and said, ‘See how the fish dem a follow we.’ Little silver fish all around the raft. Where the river met the sea she took my hand and we slipped in together and swam out past the reef. I felt so peaceful, and so full of love for her.',
    symbols: ['boat', 'river', 'singing', 'water', 'hands', 'fish', 'ocean', 'swimming'],
    people: ['grandmother', 'stranger'],
    emotions: ['calm', 'love'],
    notThere: ['garden'],
    written: { grandmother: 'grandmother' },
    outsideLexicon: ['stone', 'reef'],
  },
  // A plain dream. The truck has no word in the lexicon (as the lorry in en8-petrol-station and the van
  // in en19-lollipop); the painted peacock that comes alive (bird), "gold" paint a colour (no treasure),
  // the ladder climbed down, the truck "yard" (no garden). The painted eyes opening as real eyes are the
  // turn, before the truck drives itself off down the Super Highway (road). "Furious and laughing" is
  // anger and joy.
  {
    id: 'en22-truck-art',
    title: 'The Bedford',
    text: 'I paint trucks in Karachi, and in the dream I was finishing the back of a Bedford, a peacock with its tail spread, every feather picked out in chamak patti, red and green and gold. When I climbed down the ladder the peacock shook itself, stepped off the tailboard and walked away across the yard. Then the painted eyes above the windscreen blinked open, real eyes, and the truck started on its own and drove off down the Super Highway, horn blaring. I stood there shouting after it. I was furious and laughing at the same time.',
    symbols: ['bird', 'climbing', 'ladder', 'eyes', 'road'],
    people: [],
    emotions: ['anger', 'joy'],
    notThere: ['treasure', 'garden'],
    turn: ['eyes'],
    outsideLexicon: ['truck', 'peacock', 'chamak patti', 'tailboard', 'windscreen'],
  },
  // A plain dream of fire. The festa with the packed square (crowd), the band playing marches (singing,
  // as music), the church covered in lights (light); the rockets and the fireworks factory have no word
  // (the fireworks are none, as in en12-bonfire-night), but the flowers catching fire are fire. The
  // brother (as written). The statue turning its head is the turn, with no word in the lexicon. "So
  // ashamed" is shame.
  {
    id: 'en22-festa',
    title: 'San Ġorġ',
    text: 'It was the festa of San Ġorġ in Qormi and I was up on the roof of our fireworks factory with my brother, letting off the last of the rockets. The square below was packed, the band playing marches, the church covered in lights. Then one of my rockets went sideways and came down in the flowers round the statue of the saint just as they carried him out of the church, and the flowers caught fire. The whole square went silent. The statue turned its head and looked straight up at me. I was so ashamed.',
    symbols: ['singing', 'church', 'light', 'fire'],
    people: ['brother', 'crowd'],
    emotions: ['shame'],
    written: { brother: 'brother' },
    outsideLexicon: ['festa', 'fireworks', 'rockets', 'roof', 'square', 'flowers', 'statue'],
  },
  // A plain dream of the dead come back, in the present. The firewalk: the fire, the old men
  // (wise_elder, as written) singing, the bare feet that don't burn. The grandfather (as written) on the
  // far side in his sulu (clothes), holding out his hand, is the turn; his death is dated in waking life
  // (no death). "Completely calm" is calm.
  {
    id: 'en22-firewalk',
    title: 'Beqa',
    text: 'I’m on Beqa for the firewalk, the one my grandfather led every year, and this time it’s my turn. The stones have been in the fire all night and they’re white hot. The old men are singing. I step onto the pit barefoot and walk slowly across, and my feet don’t burn at all. Halfway over I look up and my grandfather is standing on the far side in his sulu, holding out his hand, smiling. He passed in 2011. I feel completely calm.',
    symbols: ['fire', 'singing', 'feet', 'clothes', 'hands'],
    people: ['wise_elder', 'grandfather'],
    emotions: ['calm'],
    notThere: ['death'],
    written: { wise_elder: 'old men', grandfather: 'grandfather' },
    turn: ['grandfather'],
    outsideLexicon: ['firewalk', 'stones', 'pit'],
  },
  // A plain dream. The queue outside the bank (crowd), the cash and the notes (money) counted into the
  // hands by the teller (a stranger); every note turning into a butterfly is the turn, and their flying
  // off up the street (road) is theirs (no flying). The queue's laughter is theirs (no joy). "Completely
  // helpless" is helplessness.
  {
    id: 'en22-cash-queue',
    title: 'Samora Machel',
    text: 'I was sixty-three and back in the queue outside the bank on Samora Machel Avenue at five in the morning, like in 2008, hoping to draw my pension before the cash ran out. The line went right round the block. When I finally reached the counter the teller counted the notes into my hands, and every single note turned into a white butterfly and flew off up the street. Everyone in the queue started laughing and clapping. I stood there with my empty hands, completely helpless.',
    symbols: ['money', 'hands', 'butterfly', 'road'],
    people: ['crowd', 'stranger'],
    emotions: ['helplessness'],
    notThere: ['flying', 'joy'],
    notFelt: ['joy'],
    turn: ['butterfly'],
    outsideLexicon: ['bank', 'queue', 'counter'],
  },
  // A plain dream. The Perahera: the drumming (singing, as music), the dancers spinning fire (dancing,
  // fire), the crowds along the road. The elephant has no word in the lexicon, and its trunk is no
  // luggage. The lake under the moon. "So happy, and amazed" is joy and wonder.
  {
    id: 'en22-perahera',
    title: 'Perahera',
    text: 'It was the last night of the Perahera in Kandy and I was one of the drummers, walking just in front of the big tusker, with dancers spinning fire all around us and the crowds ten deep on both sides of the road. Then the elephant stopped, wrapped its trunk round my waist and lifted me up onto its back, drum and all. From up there I could see the whole lake shining under the moon. I kept on drumming and the crowd roared. I felt so happy, and amazed.',
    symbols: ['singing', 'dancing', 'fire', 'road', 'lake', 'moon'],
    people: ['crowd'],
    emotions: ['joy', 'wonder'],
    notThere: ['luggage'],
    outsideLexicon: ['drum', 'elephant', 'trunk'],
  },
  // A plain dream. Lake Victoria (a named lake), the uncle (family, as written) and his boat, fishing
  // under the lights (light), the black water; the lights going out (darkness). The huge fish lifting the
  // boat is the turn, "bigger than a bus" a comparison (no bus). Frightened is fear, "strangely calm"
  // calm.
  {
    id: 'en22-lake-victoria',
    title: 'Mukene',
    text: 'I was out on Lake Victoria at night with my uncle in his old wooden boat, fishing for mukene under the lights like we did when I was a teenager in Ggaba. The water was flat and black and full of stars. Then the lights went out one by one, and in the dark something huge rose up under us and lifted the boat clean out of the water. It was a fish, bigger than a bus, and it carried us all the way to the shore without a sound. My uncle just kept smoking. I was frightened, then strangely calm.',
    symbols: ['lake', 'boat', 'fish', 'light', 'water', 'darkness'],
    people: ['family'],
    emotions: ['fear', 'calm'],
    notThere: ['bus'],
    written: { family: 'uncle' },
    turn: ['fish'],
    outsideLexicon: ['stars', 'shore'],
  },
  // A plain dream of an empty house, in the present. Driving (car) on the expressway (road) with the wife
  // (as written) and the kids (child); the wooden house, the ketupat (food), the sandals (shoes) on the
  // steps (stairs), looking in every room (searching). The grandmother only owns the kampung: she is not
  // there (no grandmother). "So lonely" is loneliness.
  {
    id: 'en22-balik-kampung',
    title: 'Hari Raya',
    text: 'It’s the first morning of Hari Raya and I’m driving to my grandmother’s kampung in Kedah with my wife and the kids, but the North–South Expressway is one long car park. Eight hours, ten hours. The kids are asleep in the back. When we finally turn off between the paddy fields, her wooden house on stilts is there, but nobody. The ketupat is still steaming on the table and her sandals are on the steps. I look in every room, shouting. Nobody answers. I feel so lonely.',
    symbols: ['car', 'road', 'house', 'food', 'shoes', 'stairs', 'searching'],
    people: ['wife', 'child'],
    emotions: ['loneliness'],
    notThere: ['grandmother'],
    written: { wife: 'wife' },
    outsideLexicon: ['kampung', 'paddy fields', 'stilts'],
  },
  // A "graveyard shift" is a night shift (no cemetery, no death), at a call centre before the scene (no
  // office); Jollibee names no bees, Chickenjoy no joy. The lanyard and hoodie (clothes), the window, the
  // spaghetti and the meal (food). The lola (grandmother, as written) died in waking life (no death);
  // finding her there is the turn. ‘Anak’ is the dreamer called child (no child); fear is denied. Crying
  // on waking is sadness, missing her nostalgia.
  {
    id: 'en22-jollibee',
    title: 'Chickenjoy',
    text: 'After my graveyard shift at the call centre in IT Park I went to Jollibee for Chickenjoy like always, still in my lanyard and hoodie. The place was empty except for my lola, who died in 2016, sitting in our old booth by the window with a plate of spaghetti. She said, ‘Anak, you’re so thin, sit, eat.’ I wasn’t scared at all. I sat down and we ate together, the best meal of my life, and she kept putting more on my plate. I woke up crying. I miss her so much.',
    symbols: ['clothes', 'window', 'food'],
    people: ['grandmother'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['cemetery', 'death', 'office', 'bees', 'joy', 'child', 'fear'],
    notFelt: ['joy', 'fear'],
    written: { grandmother: 'lola' },
    turn: ['grandmother'],
    outsideLexicon: ['lanyard', 'booth'],
  },
  // In the present. The airport, the daughter (as written) leaving; "the apple of my eye" is an idiom
  // (no food, no eyes), ‘Mum’ is the dreamer called (no mother), the video call only promised (no
  // phone), crying denied (no sadness), "I wave goodbye" a gesture (no wave), Tiger Balm a brand (no
  // tiger) rubbed on the temples of the head (no church). The big window, the plane that "doesn’t take
  // off" (no flying), its door; the daughter walking out eight years old is the turn, in her school
  // uniform (clothes; no school). "Such relief" is relief.
  {
    id: 'en22-chek-lap-kok',
    title: 'For good',
    text: 'I’m at the airport at Chek Lap Kok, seeing my daughter off to Manchester for good. She’s the apple of my eye, my only one. At the gate she hugs me and says, ‘Mum, don’t cry, I’ll video call every Sunday.’ I’m not crying, I’m fine. I wave goodbye until she’s through, then sit by the big window and rub Tiger Balm on my temples. Outside, her plane doesn’t take off. It rolls back, the door opens and she walks out again, eight years old, in her old school uniform. I feel such relief.',
    symbols: ['airport', 'window', 'plane', 'door', 'clothes'],
    people: ['daughter'],
    emotions: ['relief'],
    notThere: ['food', 'eyes', 'mother', 'phone', 'sadness', 'wave', 'tiger', 'church', 'flying', 'school'],
    notFelt: ['sadness'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['gate', 'Tiger Balm'],
  },
  // A bridge loan is a loan (no bridge) and "a ballpark figure" an estimate. The kitchen; the man of the
  // couple is a stranger (as written). "There was no dog" (no dog: only barking heard). The woman turns
  // out to be the mother (as written): the turn, in the green coat (clothes) known only from photos (no
  // photo). ‘A good boy’ is the dreamer (no boy); "as quiet as a church" a likeness (no church). Guilty
  // and confused are guilt and confusion.
  {
    id: 'en22-bridge-loan',
    title: 'Ballpark',
    text: 'I’m a mortgage broker in Calgary, and in the dream I was closing a bridge loan for a young couple at my kitchen table. The man kept calling every number “a ballpark figure”. There was no dog, but I could hear barking the whole time. Then the woman pushed the papers back across the table and said, “You were such a good boy once.” She was my mother, at about thirty, in the green coat from our old photos. The kitchen went as quiet as a church. I felt guilty and completely confused.',
    symbols: ['kitchen', 'clothes'],
    people: ['stranger', 'mother'],
    emotions: ['guilt', 'confusion'],
    notThere: ['bridge', 'dog', 'photo', 'boy', 'church'],
    written: { stranger: 'man', mother: 'mother' },
    turn: ['mother'],
    outsideLexicon: ['papers'],
  },
  // Mostly in the present. The mum (mother, as written) at Devil’s Pool on the lip of Victoria Falls:
  // names (no falling), as "I nearly go over" is no fall; the rains are a week away (no rain). Swimming
  // out, the Zambezi (river). The mum's nerves are denied and hers (no anxiety); "No crocodiles in this
  // bit" (no crocodile). Laughing, "so happy", is joy.
  {
    id: 'en22-devils-pool',
    title: 'The lip',
    text: 'I’m a river guide in Livingstone, and last night I dreamt I took my mum to Devil’s Pool, right on the lip of Victoria Falls, the week before the rains. We swim out and sit on the edge with the whole Zambezi pouring over beside us and a rainbow in the spray. Mum has never swum in a river in her life, and she isn’t nervous at all. ‘No crocodiles in this bit,’ I tell her. She leans right over and shouts, ‘Hello down there!’ I laugh so hard I nearly go over. So happy.',
    symbols: ['swimming', 'river'],
    people: ['mother'],
    emotions: ['joy'],
    notThere: ['falling', 'rain', 'anxiety', 'crocodile'],
    notFelt: ['anxiety'],
    written: { mother: 'mum' },
    outsideLexicon: ['pool', 'rainbow', 'spray'],
  },
  // The black taxi (car) and the da (father, as written) in the back, who died in waking life (no death).
  // The Falls Road is a road by name (no falling), the peace wall no calm, the Titanic Quarter no boat,
  // Cave Hill no cave. The window, the city below the hill; ‘son’ is the dreamer (no son), and "bawled
  // like a wee child" is sadness, no child.
  {
    id: 'en22-black-taxi',
    title: 'Mural tour',
    text: 'I drive a black taxi in Belfast, the mural tours, and last night I dreamt I had my da in the back, who died in 1998. I took him up the Shankill and down the Falls Road, past the peace wall, then out to the Titanic Quarter, and he never said a word, just looked out the window. At the top of Cave Hill he got out, looked down over the lough and said, ‘Not a bad wee city, son.’ Then he walked off into the fog. I sat in the cab and bawled like a wee child.',
    symbols: ['car', 'road', 'window', 'city'],
    people: ['father'],
    emotions: ['sadness'],
    notThere: ['death', 'falling', 'calm', 'boat', 'cave', 'son', 'child'],
    written: { father: 'da' },
    outsideLexicon: ['murals', 'lough', 'fog'],
  },
  // A plain dream of fire. The helmet and sheepskin (clothes), the guizers (crowd), the galley (a
  // longship: boat), the burning torches and the flames (fire), the snow off the sea (ocean). Standing on
  // board the burning galley is the turn. The wife (as written) singing in the crowd. Fear is denied (no
  // fear); "strangely calm" is calm.
  {
    id: 'en22-up-helly-aa',
    title: 'Jarl Squad',
    text: 'I was in the Jarl Squad at Up Helly Aa in Lerwick, in my helmet and sheepskin, marching with a thousand guizers behind the galley, everyone carrying a burning torch and snow coming sideways off the sea. When we threw our torches into the galley and it went up, I realised I was still standing on board. The flames were all round me but I didn’t burn, and through the fire I could see my wife in the crowd, singing with everyone else. I wasn’t afraid. I felt warm and strangely calm.',
    symbols: ['clothes', 'boat', 'fire', 'snow', 'ocean', 'singing'],
    people: ['crowd', 'wife'],
    emotions: ['calm'],
    notThere: ['fear'],
    notFelt: ['fear'],
    written: { wife: 'wife' },
    turn: ['boat', 'fire'],
    outsideLexicon: ['helmet', 'sheepskin', 'galley', 'torch'],
  },
  // A plain dream. The teacher is the dreamer; the kids (child), the spelling test (exam), the window,
  // the ice of the river breaking up (snow, as the ice in en21-ice-hut), the dog team "with nobody
  // driving it" (dog; no car). The school floating off down the river is the turn. "Sick with worry" is
  // anxiety, no illness.
  {
    id: 'en22-breakup',
    title: 'Breakup',
    text: 'I teach third grade in Bethel, and in the dream the ice on the Kuskokwim broke up in the middle of a spelling test. All my kids ran to the window. Huge slabs were grinding past, and on one of them stood a dog team with nobody driving it, the dogs howling. Then the whole school lifted off its pilings and we were floating down the river too, with the ice. The kids cheered like it was recess. I kept counting heads, over and over, sick with worry.',
    symbols: ['snow', 'exam', 'window', 'dog', 'school', 'river'],
    people: ['child'],
    emotions: ['anxiety'],
    notThere: ['car', 'illness'],
    turn: ['school'],
    outsideLexicon: ['ice', 'slabs', 'pilings'],
  },
  // Typed in a hurry, in the present. A sheep station is a farm (no station). The shed, the boss, the
  // dust storm (storm), "cant see a thing" (no eyes). The dad (father, as written) in his singlet
  // (clothes) is the turn, his death dated in waking life (no death); ‘mate’ is the dreamer (no friend).
  // "Heart going like the clappers" on waking is fear, no heart.
  {
    id: 'en22-shearing',
    title: 'shearing',
    text: "shearing at a station out past Hay, 45 degrees in the shed, sheep coming down the chute one after another and they never stop. my back is gone. boss keeps yelling 'more wool less skin'. then a dust storm hits, red everywhere, cant see a thing. when it clears my dad is standing in the pens in his old blue singlet, and dad's been gone 10 yrs. he just says 'you're doing alright mate'. woke up with my heart going like the clappers",
    symbols: ['storm', 'clothes'],
    people: ['boss', 'father'],
    emotions: ['fear'],
    notThere: ['station', 'eyes', 'death', 'friend', 'heart'],
    written: { father: 'dad' },
    turn: ['father'],
    outsideLexicon: ['shed', 'sheep', 'chute', 'pens'],
  },
  // A plain flood. The cyclone (storm), the rain, the wind, the umbrella torn out of the hand; the little
  // brother and the mother (as written; ‘Ma’), the packed shelter (crowd) in the school, the babies,
  // whose crying is theirs (no sadness). The water under the door rising (flood), climbing onto the roof,
  // the palm trees. Terrified is fear.
  {
    id: 'en22-cyclone',
    title: 'Kutubdia',
    text: 'The cyclone siren went at midnight and I carried my little brother through the rain to the shelter at the school in Kutubdia, the wind so strong it tore the umbrella out of my hand. The shelter was packed, goats everywhere, babies crying, my mother counting us again and again. Then water came in under the door and kept rising, and everyone climbed up onto the roof. From up there we could see only water and the tops of the palm trees. Ma said, ‘Hold on to me,’ and I did. I was terrified.',
    symbols: ['storm', 'rain', 'school', 'wind', 'hands', 'water', 'door', 'flood', 'climbing', 'tree'],
    people: ['brother', 'crowd', 'baby', 'mother'],
    emotions: ['fear'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { brother: 'brother', mother: 'mother' },
    outsideLexicon: ['siren', 'shelter', 'umbrella', 'goats', 'roof'],
  },
  // A plain dream of the double, in the present. J’ouvert on Frederick Street (road), the paint and the
  // mud, the best friend, wining (dancing), the music (singing). Everybody (crowd) with the dreamer's own
  // face is the double and the turn. "Free and happy" is joy.
  {
    id: 'en22-jouvert',
    title: 'J’ouvert',
    text: 'It’s J’ouvert morning in Port of Spain, four a.m., and I’m chipping down Frederick Street with my band, covered head to toe in blue paint and mud. My best friend Kerry-Ann is next to me, wining and laughing, and the music is so loud I can feel it in my chest. Then the music cuts out, everybody stops and turns to look at me, and every single face is my face, painted blue. I keep on dancing by myself in the silence. I feel free and happy.',
    symbols: ['road', 'mud', 'dancing', 'singing', 'face'],
    people: ['friend', 'crowd', 'double'],
    emotions: ['joy'],
    turn: ['double', 'face'],
    outsideLexicon: ['paint', 'chest'],
  },
];
