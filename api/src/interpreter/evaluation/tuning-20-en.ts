// Twentieth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 48 to 103 words as people type them at dawn, first person, six of them in the
// present tense and the rest in the past, two under fifty words and two typed in a hurry with little
// punctuation, some with dialogue in British single quotes and some in double quotes, told by people of
// many trades, countries and ages, on situations none of the earlier batches used: a window cleaner's
// cradle on an office tower in Singapore, a food delivery by bike in Manchester and a dog, the monsoon
// flooding a station in Mumbai, teeth at a citizenship ceremony in Winnipeg, the bar exam in Chicago, a
// cleaner finding a room full of birds in a house in Toronto, a dead wife at a widower's tea dance,
// monkeys on the steps of a temple in Bali, flying over a go-slow in Lagos, lost in the medina of Fez, a
// bushfire on a farm near Dubbo, a grandfather holding the baby at a christening, an aisle that never
// ends for cabin crew, a Melbourne tram with no brakes running into the sea, carrying a piano down a
// tenement stair in Edinburgh, a Thanksgiving turkey walking off the table in Ohio, a carer's morning
// call in Cork to a house with no roof, a driving instructor on a roundabout with no way off, killer
// whales outside a software developer's window in Vancouver and a wolf at the shed door at lambing
// time above Brecon. About three quarters are plain reports with the ordinary images of dreams (falling,
// a chase, a flood, teeth, an exam, an unknown room, the dead come back, animals, flying, being lost,
// fire, a baby, a vehicle out of control, a birth) and no deliberate traps, written to see that the
// analysis finds everything that is there and nothing that is not; what they list under `notThere` is
// only what ordinary words bring with them (an office "tower", "a dead end street", teeth that "fell
// out", a convention "hall", the family a cleaner works for and a mother's sewing machine, "She’s been
// dead four years", a kiss on the cheek, a "fire door", "my glasses", "My phone was dead", "roaring like
// a train", "cried with relief", a wife's eyes in a baby's face, "driving" a tram and its "brakes", the
// passengers' laughter, "my heart pounding"). The other quarter (the piano, Thanksgiving, the carer, the
// roundabout, the killer whales) hold the few traps people write without meaning to: an idiom in passing
// ("Water under the bridge", "like a kid"), things only mentioned (a girlfriend lost years before, a
// late wife and the dances of her day, talked about), a negated image ("no front door"), feelings denied
// ("I wasn’t embarrassed at all", "I wasn’t worried at all") or someone else's (a friend "laughing his
// head off", a mother-in-law "mortified", a learner "terrified" and "crying"), words in another sense
// ("last fall", a husband's dad and mom, snow "falling", a "bus shelter", a bug, a mouse, killer whales).
// `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written`
// gives a person's gendered word as written; `turn` lists the images of a turning point (a recognition,
// a reversal, the last unexpected image) where there is one. None of the named people come back from
// earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_20: readonly EvaluationDream[] = [
  // A plain fall, in the present. The window cleaner's cradle on an office tower: the windows, the office
  // inside; the tower is no castle. The colleague is boss (as Gemma in en16-christmas-party). The gust
  // (wind), the fingers and hands slipping, the fall towards the street (road). "Absolutely terrified"
  // is fear.
  {
    id: 'en20-window-cleaner',
    title: 'Forty floors',
    text: 'I’m cleaning windows on an office tower in Singapore, forty floors up in the cradle, with my colleague Raj at the other end. Inside, all the desks are empty and the screens are still on. Then a gust hits us and one of the cables snaps. The cradle tips and I’m hanging on by my fingers. Raj is shouting, ‘Hold on, hold on!’ but my hands keep slipping, and then I fall, past all those windows, faster and faster, towards the street. I wake up just before I hit it, absolutely terrified.',
    symbols: ['window', 'office', 'wind', 'hands', 'falling', 'road'],
    people: ['boss'],
    emotions: ['fear'],
    notThere: ['castle'],
    outsideLexicon: ['cradle', 'cables', 'desks', 'screens'],
  },
  // A plain chase, typed in a hurry. The bike (bicycle) in the rain, the curry (food) for a house at the
  // end of "a dead end street" (road; no death). The black dog chases the dreamer to the main road,
  // snapping at the legs (feet); the delivery bag (luggage). "Properly scared" is fear.
  {
    id: 'en20-delivery',
    title: 'last order',
    text: "doing deliveries on my bike in manchester in the pouring rain, last order of the night, a curry for a house right at the end of a dead end street. soon as I got off the bike this massive black dog came out of nowhere and went for me. jumped back on and pedalled like mad with the curry still in my bag and it chased me all the way to the main road snapping at my legs. didn't dare look back once. woke up drenched in sweat, properly scared tbh",
    symbols: ['bicycle', 'rain', 'food', 'house', 'road', 'dog', 'luggage', 'chased', 'feet'],
    people: [],
    emotions: ['fear'],
    notThere: ['death'],
    outsideLexicon: ['curry'],
  },
  // A plain flood, in the present, typed in a hurry. The monsoon rain, the station and its platform, the
  // water still rising (flood), everyone pushing (crowd), the bag (luggage) held up, the local train and
  // its doors, the people on its roof. The man who pulls the dreamer in is a stranger (as written). "So
  // scared" is fear.
  {
    id: 'en20-monsoon',
    title: 'Dadar',
    text: 'monsoon. im at Dadar station after work and the rain is so heavy the tracks have gone, water right up to the platform and still rising. everyone pushing and shouting. I hold my bag over my head, water at my waist now. then a local train comes crawling through with water up to its doors and people on the roof. a man reaches down and pulls me in by the arm. so scared I can’t stop shaking',
    symbols: ['rain', 'station', 'water', 'flood', 'luggage', 'train', 'door'],
    people: ['crowd', 'stranger'],
    emotions: ['fear'],
    written: { stranger: 'man' },
    outsideLexicon: ['monsoon', 'tracks'],
  },
  // A plain dream of teeth. The citizenship ceremony; the family there in their best clothes; the judge,
  // a woman unknown, is a stranger (as written). The teeth that "fell out" into the hand are no fall of
  // the dreamer's. Everyone holding flags is a crowd; the daughter (as written) filming on her phone.
  // "So ashamed" is shame.
  {
    id: 'en20-citizenship',
    title: 'The oath',
    text: 'It was my citizenship ceremony in Winnipeg, nine years after we came over from Manila, and my whole family was there in their best clothes. The judge, a tall woman with a Scottish accent, asked us all to stand and read the oath, and when I opened my mouth my front teeth fell out into my hand. I kept reading anyway, whistling through the gap. Everyone around me held their little flags and stared straight ahead. My daughter was filming it all on her phone. I was so ashamed I wanted to disappear.',
    symbols: ['clothes', 'teeth', 'hands', 'phone'],
    people: ['family', 'stranger', 'crowd', 'daughter'],
    emotions: ['shame'],
    notThere: ['falling'],
    written: { stranger: 'woman', daughter: 'daughter' },
    outsideLexicon: ['citizenship ceremony', 'flags'],
  },
  // A short plain exam dream, in the present. The bar exam in a convention hall (no hallway), the clock,
  // the pen leaking over the hands; the proctor is a stranger. Panicking is fear.
  {
    id: 'en20-bar-exam',
    title: 'Alaska',
    text: 'I’m sitting the bar exam in a huge convention hall in Chicago and every question is about Alaska. The clock is going twice as fast as it should. My pen leaks all over my hands. A proctor leans over and says, “Ten minutes.” I haven’t started. I’m panicking.',
    symbols: ['exam', 'clock', 'hands'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['hallway'],
    outsideLexicon: ['convention hall', 'pen'],
  },
  // A plain dream of a house and its rooms. The family the dreamer cleans for are only named (no family);
  // the house, the door never noticed and the long room behind it (hidden room, the turn), the birds
  // singing, the sunlight (sun), the hoover in the hand. The mother only owned the sewing machine (no
  // mother). Crying is sadness, homesick nostalgia.
  {
    id: 'en20-cleaner',
    title: 'Upstairs',
    text: 'I clean for a family in a big house in Rosedale, three mornings a week, and I know every room. In the dream I was hoovering the upstairs landing when I saw a door I’d never noticed, next to the airing cupboard. Behind it was a long room full of birds, hundreds of little yellow birds on perches, all singing, with sunlight pouring in from a skylight. In the middle stood my mother’s old sewing machine from our flat in Kraków. I stood there with the hoover in my hand and cried. I was so homesick.',
    symbols: ['house', 'door', 'hidden_room', 'bird', 'singing', 'sun', 'hands'],
    people: [],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['family', 'mother'],
    turn: ['hidden_room'],
    outsideLexicon: ['hoover', 'airing cupboard', 'perches', 'skylight', 'sewing machine'],
  },
  // A plain dream of the dead come back: the wife (as written) is there, her death only before the scene
  // (no death). The tea dance (dancing), the window, the blue dress (clothes), the band playing their
  // song (singing); the kiss on the cheek is no intimacy (as in en17-beach-hut), and the fire door is a
  // door with no fire. "Happy and sad at once" is joy and sadness.
  {
    id: 'en20-tea-dance',
    title: 'Quickstep',
    text: 'Every Thursday I go to the tea dance at the community centre, and last night my wife Joan was there, sitting at our old table by the window in her blue dress, fifty years younger. She’s been dead four years. She said, ‘Well, are you going to ask me or not?’ and we danced the quickstep like we used to, and my back didn’t hurt at all. The band was playing our song. When it finished she kissed my cheek and walked out through the fire door. I woke up happy and sad at once.',
    symbols: ['dancing', 'window', 'clothes', 'singing', 'door'],
    people: ['wife'],
    emotions: ['joy', 'sadness'],
    notThere: ['death', 'intimacy', 'fire'],
    written: { wife: 'wife' },
    outsideLexicon: ['community centre', 'band'],
  },
  // A plain dream. The first trip abroad (journey) with the husband (as written), climbing the steps
  // (stairs) to the temple (church) in the forest; the monkeys down from the trees, the glasses snatched
  // off the face (no glass), the bag (luggage), the phone, the husband's photos. Laughing and furious are
  // joy and anger.
  {
    id: 'en20-temple-monkeys',
    title: 'Temple steps',
    text: 'My husband and I were in Bali, our first trip abroad since we both retired, climbing the steps to a temple in the forest. Halfway up, a monkey jumped on my shoulder and snatched my glasses right off my face. Then dozens more came down out of the trees and started going through my bag. One ran off with my passport, another with my phone. My husband just stood there taking photos. I sat down on the steps, laughing and furious at the same time.',
    symbols: [
      'journey',
      'climbing',
      'stairs',
      'church',
      'forest',
      'monkey',
      'face',
      'tree',
      'luggage',
      'phone',
      'photo',
    ],
    people: ['husband'],
    emotions: ['joy', 'anger'],
    notThere: ['glass'],
    written: { husband: 'husband' },
    outsideLexicon: ['glasses', 'passport'],
  },
  // A plain flying dream, in the present. The taxi (car) in a go-slow on the bridge, the market (shop),
  // the sun; climbing onto the roof, flying over the buses, the canoes (boat) on the water. "So free and
  // happy" is joy.
  {
    id: 'en20-lagos',
    title: 'Go-slow',
    text: 'I’m in a taxi in a go-slow on the long bridge over the lagoon, with my fabrics for the market piled up on the back seat. Nothing has moved for an hour, horns blaring, the sun already hot. So I get out, climb onto the roof and just lift off. I fly over the yellow buses and the lagoon with my bundles under my arms, and the canoes on the water look tiny. I land right outside my stall at Balogun market, two hours early. I feel so free and happy.',
    symbols: ['car', 'bridge', 'shop', 'sun', 'climbing', 'flying', 'bus', 'boat', 'water'],
    people: [],
    emotions: ['joy'],
    outsideLexicon: ['taxi', 'lagoon', 'fabrics', 'stall'],
  },
  // A plain dream of being lost. The sister (as written), the shops closing, the search for her, the
  // slippers (shoes), the man selling mint (stranger, as written), the blue door, the dark. "My phone was
  // dead" is the phone's (no death). The little boy (as written) takes the hand and leads up the steps
  // (stairs): the city full of lights below is the turn. Scared is fear, amazed wonder.
  {
    id: 'en20-fez',
    title: 'Medina',
    text: 'I was in Fez with my sister, and we lost each other in the medina just as the shops were closing. I went down one alley after another looking for her, all of them the same, past piles of leather slippers and a man selling mint, and every turn brought me back to the same blue door. Then it got dark. My phone was dead. In the end a little boy took my hand and led me up some steps onto a roof, and there was the whole city below us, full of lights. I was lost and scared, and then amazed.',
    symbols: ['shop', 'lost', 'searching', 'shoes', 'door', 'darkness', 'phone', 'hands', 'stairs', 'city', 'light'],
    people: ['sister', 'stranger', 'boy'],
    emotions: ['fear', 'wonder'],
    notThere: ['death'],
    written: { sister: 'sister', stranger: 'man', boy: 'boy' },
    turn: ['city', 'light'],
    outsideLexicon: ['medina', 'alley', 'mint', 'roof'],
  },
  // A plain dream of fire. The sky, the fire "roaring like a train" (a likeness: no train), the wife (as
  // written), the ute (car), the horses, the gate (door), the metal burning the hands, the smoke so thick
  // the dreamer "couldn’t breathe" (breath); the rain. Terrified is fear; "cried with relief" is relief,
  // no sadness.
  {
    id: 'en20-bushfire',
    title: 'Dubbo',
    text: 'We were on the farm outside Dubbo and the sky to the west went orange, then black. The fire came over the ridge faster than anything I’ve ever seen, roaring like a train. My wife was screaming at me to get in the ute, but I ran back for the horses. I couldn’t get the gate open, the metal was burning my hands, and the smoke was so thick I couldn’t breathe. Then the horses broke through the fence on their own and galloped past me. It started to rain. I was terrified, and then I cried with relief.',
    symbols: ['sky', 'fire', 'car', 'horse', 'door', 'hands', 'breath', 'rain'],
    people: ['wife'],
    emotions: ['fear', 'relief'],
    notThere: ['train', 'sadness'],
    notFelt: ['sadness'],
    written: { wife: 'wife' },
    outsideLexicon: ['farm', 'ridge', 'ute', 'smoke', 'fence'],
  },
  // A plain dream of a baby. The christening in the church; the vicar (stranger), the water, the baby's
  // eyes, which are the wife's: the turn. The wife is only remembered and missed (no wife). The daughter
  // (as written) taking photos. Crying is sadness, missing the wife nostalgia, loving the baby love.
  {
    id: 'en20-christening',
    title: 'Billy',
    text: 'It was my granddaughter’s christening, and the vicar asked me to hold her at the font in the old church. When he poured the water over her head she opened her eyes and looked straight up at me, and they were my wife’s eyes, exactly, that grey-green. Then she smiled and said, clear as anything, ‘Hello, Billy.’ Only my wife ever called me Billy, and she’s been gone six years. Nobody else heard. My daughter was taking photos. I stood there holding that baby and cried. I missed my wife so much, and I loved that baby.',
    symbols: ['church', 'water', 'eyes', 'photo'],
    people: ['stranger', 'baby', 'daughter'],
    emotions: ['sadness', 'nostalgia', 'love'],
    notThere: ['wife'],
    written: { daughter: 'daughter' },
    turn: ['eyes'],
    outsideLexicon: ['christening', 'font'],
  },
  // A short plain dream, in the present. The plane and its aisle that keeps getting longer; the
  // passengers asleep (crowd), the captain (a stranger). "Panic" is fear.
  {
    id: 'en20-cabin-crew',
    title: 'Row 300',
    text: 'I’m cabin crew on a flight to Johannesburg, pushing the trolley down the aisle of the plane, and the aisle keeps getting longer. Row 40, row 90, row 300. The passengers are all asleep. The captain keeps saying, “Cabin crew, seats for landing.” I can’t get back. Panic.',
    symbols: ['plane'],
    people: ['crowd', 'stranger'],
    emotions: ['fear'],
    outsideLexicon: ['trolley', 'aisle'],
  },
  // A plain dream, in the present. The tram (train) is "driven" and has "brakes": no car. The platforms of
  // the stops (station), the people waving and the passengers (crowd), whose laughter is theirs (no joy);
  // the sand (beach), the sea (ocean), the water over the windows, "can’t breathe" (breath). "My heart
  // pounding" is fear, no heart.
  {
    id: 'en20-tram',
    title: 'The 96',
    text: 'I’m driving the 96 tram down to St Kilda like any other shift, but the brakes don’t work. I pull the lever and nothing happens. We go faster and faster past the stops, people waving from the platforms, and the passengers all think it’s a laugh. At the end of the line the tram just keeps going, across the sand and straight into the sea, and the water comes up over the windows. Everyone is still laughing. I can’t breathe. I wake up with my heart pounding.',
    symbols: ['train', 'station', 'beach', 'ocean', 'water', 'window', 'breath'],
    people: ['crowd'],
    emotions: ['fear'],
    notThere: ['car', 'joy', 'heart'],
    notFelt: ['joy'],
    outsideLexicon: ['lever'],
  },
  // The tenement stair and its steps (stairs), the old best friend (friend); the girlfriend is only in
  // what he did in 2015 (no girlfriend), and "Water under the bridge" is an idiom (no water, no bridge).
  // The fall down to the front door (door). His laughter is his (no joy); raging is anger.
  {
    id: 'en20-removal',
    title: 'Flitting',
    text: 'I was doing a removal in Edinburgh, carrying an upright piano down four flights of a tenement stair with my old best friend Gav, who I haven’t spoken to since he ran off with my girlfriend in 2015. Halfway down he said, ‘Water under the bridge, eh?’ and I said aye, fine. Then he let go. The piano slid and I fell with it, bumping down the steps on my back all the way to the front door. Gav stood at the top laughing his head off. I was raging.',
    symbols: ['stairs', 'falling', 'door'],
    people: ['friend'],
    emotions: ['anger'],
    notThere: ['girlfriend', 'water', 'bridge', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['piano', 'tenement'],
  },
  // Thanksgiving dinner (food); "last fall" is the autumn (no falling). The turkey (bird) standing up and
  // walking out of the back door (door) is the turn. The husband (as written) is there; his dad, his mom
  // and the little nephew are family, no father or mother of the dreamer's. The mortification is the
  // mom's, and embarrassment is denied (no shame). "Couldn’t stop laughing" is joy.
  {
    id: 'en20-thanksgiving',
    title: 'Grace',
    text: 'It was Thanksgiving dinner at our place in Columbus, my first time hosting since we moved there last fall. I carried the turkey in and set it down, and while my husband’s dad was saying grace it stood up, shook itself, walked off the table and out the back door. Nobody said a word. My husband just stared at me. His mom looked mortified, and our little nephew clapped. I wasn’t embarrassed at all, weirdly. I thought it was hilarious and couldn’t stop laughing.',
    symbols: ['food', 'bird', 'door'],
    people: ['husband', 'family'],
    emotions: ['joy'],
    notThere: ['falling', 'father', 'mother', 'shame'],
    notFelt: ['shame'],
    written: { husband: 'husband' },
    turn: ['bird'],
    outsideLexicon: ['turkey'],
  },
  // The old man the dreamer looks after (wise_elder, as written) in his house, which has "no front door"
  // (no door). The snow "falling" is no fall; his dressing gown (clothes), the porridge (food). His late
  // wife and their dances are only talked about (no wife, no dancing). "Very peaceful" is calm.
  {
    id: 'en20-carer',
    title: 'Morning calls',
    text: 'I was on my morning calls as a carer in Cork, and when I got to the old man I look after, Mr Hegarty, there was no front door on his house, just a gap, and no roof at all. Snow was falling into the front room, on the telly, on the carpet, on the armchair where he sat in his dressing gown. Not one flake landed on him. I made his porridge like normal while he talked about his late wife and the dances they used to go to. I felt very peaceful, sitting there with him in the snow.',
    symbols: ['house', 'snow', 'clothes', 'food'],
    people: ['wise_elder'],
    emotions: ['calm'],
    notThere: ['door', 'falling', 'wife', 'dancing'],
    written: { wise_elder: 'old man' },
    outsideLexicon: ['telly', 'carpet', 'armchair', 'dressing gown', 'porridge'],
  },
  // The dreamer is the driving instructor: the car, the roundabout on the main road (road), round and
  // round for hours with no way off (trapped), the sun going down. The teenage boy (as written) is there;
  // the bus shelter has no bus. His terror and crying are his (no fear, no sadness), and worry is denied
  // (no anxiety). "Oddly lonely" is loneliness.
  {
    id: 'en20-roundabout',
    title: 'Next exit',
    text: 'I’m a driving instructor, and last night I dreamt I had a nervous teenage boy called Kyle on his first lesson. We pulled onto the big roundabout on the main road in my car and he couldn’t get off it. Round and round for hours, the same Greggs, the same bus shelter, the sun going down. Kyle was terrified, gripping the wheel and crying. I wasn’t worried at all. I kept saying, ‘Next exit, mate, whenever you’re ready.’ Then I looked across and he’d gone, and I was the one at the wheel, seventeen again. I woke up feeling oddly lonely.',
    symbols: ['car', 'road', 'trapped', 'sun'],
    people: ['boy'],
    emotions: ['loneliness'],
    notThere: ['bus', 'fear', 'sadness', 'anxiety'],
    notFelt: ['fear', 'sadness', 'anxiety'],
    written: { boy: 'boy' },
    outsideLexicon: ['roundabout', 'bus shelter'],
  },
  // The bug is in the code (no insects) and the mouse is the computer's (no rat); the laptop (computer),
  // the window, the killer whales (whale; no killing) in the sea (ocean) and the water. "Like a kid" is a
  // likeness (no child). Calm, and amazed: wonder.
  {
    id: 'en20-orcas',
    title: 'Release day',
    text: 'I was at my desk in the spare room in Vancouver, trying to fix a bug before the big release, and my mouse kept freezing. Then I looked up from the laptop and the whole bay outside the window was full of killer whales, dozens of them, leaping and splashing back into the sea, black and white against the blue water. I stood at the window with my coffee going cold and forgot all about the deadline. I felt calm and amazed, like a kid at the aquarium.',
    symbols: ['computer', 'window', 'whale', 'ocean', 'water'],
    people: [],
    emotions: ['calm', 'wonder'],
    notThere: ['insects', 'rat', 'killing', 'child'],
    outsideLexicon: ['desk', 'bay', 'coffee'],
  },
  // A plain dream. Lambing in a snowstorm (snow), the torch (candle), the ewe helped to give birth, the
  // blood on the hands; the wolf in the doorway (door) is the turn. "Scared stiff" is fear, "oddly calm"
  // calm.
  {
    id: 'en20-lambing',
    title: 'Lambing',
    text: 'It was lambing season on our farm above Brecon, and I was out in the shed at two in the morning with a torch, in the middle of a snowstorm. A ewe was struggling, so I knelt down and helped her give birth, the lamb warm and slippery, blood on my hands. When I looked up, there was a wolf standing in the doorway, grey and thin, with snow on its back, just watching. I didn’t move. It watched the lamb stand up for the first time, then turned and walked off into the snow. I was scared stiff, and then oddly calm.',
    symbols: ['snow', 'candle', 'birth', 'hands', 'blood', 'wolf', 'door'],
    people: [],
    emotions: ['fear', 'calm'],
    turn: ['wolf'],
    outsideLexicon: ['farm', 'shed', 'ewe', 'lamb'],
  },
];
