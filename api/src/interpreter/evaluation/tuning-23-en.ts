// Twenty-third tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 83 to 108 words as people type them at dawn, first person, eight of them in the
// present tense or mostly so and the rest in the past, two typed in a hurry with little punctuation,
// some with dialogue in British single quotes and some in double quotes, told by people of many trades,
// countries and ages, on situations none of the earlier batches used: a Barbary macaque driving a tour
// taxi down the Rock of Gibraltar, a hippo lifting a mokoro in the Okavango outside Maun, a mud mask
// that will not come off at the Goroka Show, late for church in a netball uniform in Apia, climbing
// Adam's Peak at night with a mother of seventy-four, a porter's load turning to mangoes on Uhuru Peak,
// the dreamer in the casket at a jazz funeral in Tremé, the Christmas Day Ba' in Kirkwall, a polar bear
// at the door in Pangnirtung, a groom's mare bolting into the desert from a baraat in Jaipur, a
// seaman's childhood home inside a container in the middle of the Pacific, a mine cage going down from
// Welkom into a village above Mokhotlong, a wrestler in Serrekunda throwing his little brother, a
// jaguar watching a gold miner near Mahdia, the lava coming up the street in Leilani Estates, a dead
// husband rowing off from Station Island on Lough Derg, a dead nan at the counter of a Boots at
// Elephant and Castle, a pulled-down grain elevator standing again outside Rosetown, a ball turning
// into a magpie at an AFL Grand Final at the MCG and a lifeguard on Durban's Golden Mile pulling
// himself out of the sea at six. About three quarters are plain reports with the ordinary images of
// dreams (animals, water and a boat, a mask, lateness and shame, climbing, a funeral and the double, a
// crowd and being trapped, a wedding and a horse, the childhood home, a lift going down, a fight, gold
// and a wild animal, fire) and no deliberate traps, written to see that the analysis finds
// everything that is there and nothing that is not; what they list under `notThere` is only what
// ordinary words bring with them ("God sees the heart", "night watch", "dead quiet", "gold mines",
// "happy I cried", "like its a dog", "on its feet" and the sand of a wrestling ring, a mother's "slow
// and calm"). The other quarter (Station Island, the Boots, the grain elevator, the Grand Final, the
// Golden Mile) hold the traps people write without meaning to: names of places, brands and teams with
// image words in them (Station Island, Boots, Elephant and Castle, the Tigers and the Lions, the Golden
// Mile), everyday senses of image words (the stone "beds" of Lough Derg, a "grain elevator", a
// lifeguard "tower", a "bunny" that is a curry in a loaf, a "leopard-print" coat), deaths dated in
// waking life ("who died in 2012", "She died in 2009"), idioms and likenesses ("dead on your feet",
// "feet like blocks of ice", "calm as glass", "running like the wind", "light as a feather", "cried
// like a baby"), feelings denied ("I didn't feel sad at all", "I'm not frightened at all", "I wasn't
// one bit sad", "I wasn't nervous at all") and other people's ("the whole ground is in stitches", a
// wife "crying laughing"). `notFelt` repeats the feelings of `notThere` that are named but not the
// dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the images of a
// turning point (a recognition, a reversal, the last unexpected image) where there is one and the
// lexicon has a word for it. None of the named people come back from earlier batches. The commands run
// while writing it were read-only shell commands: `ls` and `wc -l` of this folder, `cat` of the
// README, the types and the twenty-first and twenty-second English batches, `grep`, `sed -n` and `awk`
// (piped to `sort`, `uniq`, `comm`, `cut`, `tr`, `head`) over the earlier English tuning batches (their
// ids, titles, names, places, line lengths and the ids and readings they use), the same over this file
// (word counts, quotes, line lengths, its ids against theirs), besides two departures from the brief's
// rules: one `sed -i` that edited this file alone (adding "coffee" to a list) and one command that did
// nothing (an empty `python3` call given no input, run by mistake).
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_23: readonly EvaluationDream[] = [
  // A plain dream. The tour taxi (car, as in en20-lagos), the tourists in the back (strangers, as in
  // en21-game-drive), the open window. The macaque (monkey) taking the wheel is the turn; "I couldn’t
  // move my hands" is paralysis. The road and its hairpins, the sea (ocean) below; the sandwich grabbed
  // (food). Terrified, then laughing: fear and joy. The tourists' cheering is theirs and names no feeling.
  {
    id: 'en23-rock-apes',
    title: 'Apes’ Den',
    text: 'I’m sixty-one and I drive a tour taxi up the Rock. In the dream I had four tourists in the back when we stopped at the Apes’ Den, and one of the macaques jumped in through my open window, sat on my lap and took hold of the wheel. I couldn’t move my hands. He drove us all the way down the road, round every hairpin, the sea shining below and Africa right there across the Strait, the tourists cheering. I was terrified, then I couldn’t stop laughing. At the bottom he parked perfectly, grabbed my sandwich and ran off.',
    symbols: ['car', 'window', 'monkey', 'hands', 'paralysis', 'road', 'ocean', 'food'],
    people: ['stranger'],
    emotions: ['fear', 'joy'],
    turn: ['monkey'],
    outsideLexicon: ['wheel', 'hairpins'],
  },
  // A plain dream, in the present. The mokoro (boat) in the channels, the two tourists (strangers), the
  // clear water and the little fish; the hippo has no word in the lexicon, but its eyes are eyes. "So
  // scared I can’t breathe" is fear and breath; "Sit still, don’t move" is only asked. Bursting out
  // laughing is joy.
  {
    id: 'en23-mokoro',
    title: 'Mokoro',
    text: 'I’m poling a mokoro through the channels outside Maun, two tourists from Holland sitting in front of me, pointing at the water lilies. The water is so clear I can see little fish darting under us. Then the reeds open and there’s a hippo right ahead, just its eyes and ears above the water. I whisper, ‘Sit still, don’t move.’ It sinks, and I feel the mokoro lift, higher and higher, until we’re sitting on its back in the middle of the lagoon. I’m so scared I can’t breathe. Then it yawns, and all three of us burst out laughing.',
    symbols: ['boat', 'water', 'fish', 'eyes', 'breath'],
    people: ['stranger'],
    emotions: ['fear', 'joy'],
    outsideLexicon: ['mokoro', 'channels', 'water lilies', 'reeds', 'hippo', 'lagoon'],
  },
  // A plain dream. The teacher is the dreamer. Dancing with the mudmen (strangers) in the grey clay (mud)
  // and the mud mask, the drums and the singsing (singing, as music), the crowd. The little mirror and
  // the mask become the face: the turn. The pupils of grade four (child) in the crowd; ‘Miss’ is the
  // dreamer. "So frightened" is fear.
  {
    id: 'en23-mudmen',
    title: 'Goroka Show',
    text: 'I teach grade four in Goroka, and in the dream I was dancing with the Asaro mudmen at the Show, covered in grey clay, with one of their big mud masks on my head. The drums were going and the crowd was pressing in. When the singsing finished I tried to take the mask off and it wouldn’t come. I pulled and pulled. Then one of the mudmen held up a little mirror, and the mask was my face now. My students were in the crowd calling ‘Miss! Miss!’ and none of them knew me. I was so frightened.',
    symbols: ['dancing', 'mud', 'mask', 'singing', 'mirror', 'face'],
    people: ['stranger', 'crowd', 'child'],
    emotions: ['fear'],
    turn: ['mask', 'face'],
    outsideLexicon: ['clay', 'drums'],
  },
  // A plain dream of lateness and shame. Late for church, running down the road barefoot (feet), the
  // netball uniform (clothes), the mud down the legs (mud, feet). The pastor (a stranger, as the minister
  // in en21-chapel), the congregation (crowd), the grandmother (as written) in the pew. "God sees the
  // heart" is a saying (no heart). "So embarrassed" is shame.
  {
    id: 'en23-apia',
    title: 'All in white',
    text: 'I’m sixteen, and in the dream it was Sunday in Apia and I was late for church, running down the road barefoot with the bell already going. Everyone at our church wears white on Sunday, but when I got inside I was still in my netball uniform, bright orange, mud all down my legs. The pastor stopped in the middle of his sermon and the whole congregation turned round. My grandmother was in the front pew fanning herself. She just patted the seat next to her and said, ‘Sit, sit, God sees the heart.’ I was so embarrassed I wanted to disappear.',
    symbols: ['late', 'church', 'road', 'feet', 'clothes', 'mud'],
    people: ['stranger', 'crowd', 'grandmother'],
    emotions: ['shame'],
    notThere: ['heart'],
    written: { grandmother: 'grandmother' },
    outsideLexicon: ['bell', 'pew'],
  },
  // A plain dream of climbing. Adam’s Peak (a named mountain) at night with the amma (mother, as
  // written), the steps (stairs), the lamps (candle, as in en19-towpath), the pilgrims singing and the
  // crowd at the top, the old women (wise_elder, as written). Stopping for breath (breath); the temple
  // (church, as in en20-temple-monkeys), the sunrise (sun), the hand let go. The mother walking out onto
  // the clouds is the turn. "Full of wonder and love" is wonder and love.
  {
    id: 'en23-sri-pada',
    title: 'Sri Pada',
    text: 'I was climbing Adam’s Peak at night with my amma, the way we did when I was twelve, thousands of steps with lamps all the way up, pilgrims singing, old women overtaking us. Amma is seventy-four with bad knees, but in the dream she went up faster than me and laughed when I had to stop for breath. We reached the top just before dawn, the crowd packed round the temple. Then the sun came up, the shadow of the mountain lay out across the clouds, and Amma let go of my hand and walked out onto them. I just watched her go, full of wonder and love.',
    symbols: ['climbing', 'mountain', 'stairs', 'candle', 'singing', 'breath', 'church', 'sun', 'hands'],
    people: ['mother', 'crowd', 'wise_elder'],
    emotions: ['wonder', 'love'],
    written: { mother: 'amma', wise_elder: 'old women' },
    turn: ['mother'],
    outsideLexicon: ['shadow', 'clouds'],
  },
  // A plain dream of climbing. The porter is the dreamer; the client's bag (luggage) carried up
  // Kilimanjaro (mountain) in the dark (darkness), the snow, "could hardly breathe" (breath). The client,
  // a tall man (stranger, as written); ‘rafiki’ is Swahili for friend, said to the dreamer. The sunrise
  // (sun); the bag full of mangoes (food) is the turn. Laughing is joy.
  {
    id: 'en23-kilimanjaro',
    title: 'Uhuru Peak',
    text: 'I’m a porter on Kilimanjaro, twenty-four, and in the dream I was carrying a client’s big blue bag on my head up the last slope to Uhuru Peak in the dark, snow blowing sideways. My chest was burning and I could hardly breathe. The client, a tall Canadian man, kept saying, ‘Pole pole, rafiki.’ When we reached the sign at the top the sun came up over the clouds, and the bag on my head weighed nothing. I opened it and it was full of ripe mangoes, still warm. I sat down in the snow and ate them one by one, laughing.',
    symbols: ['mountain', 'luggage', 'climbing', 'darkness', 'snow', 'breath', 'sun', 'food'],
    people: ['stranger'],
    emotions: ['joy'],
    written: { stranger: 'man' },
    turn: ['food'],
    outsideLexicon: ['sign', 'clouds', 'mangoes'],
  },
  // A plain dream of the double, in the present. The second line: the music (singing), the neighborhood
  // dancing (crowd), the jazz funeral, the hearse window. The casket is read as cemetery (where the
  // lexicon has it, as in en4-aunt-carol and en22-fish-coffin); no one is said to be dead, the dreamer in
  // it smiling (no death listed, as in en4-aunt-carol). The dreamer in the casket, in the suit (clothes),
  // is the double and the turn. "Strangely calm" is calm.
  {
    id: 'en23-second-line',
    title: 'Second line',
    text: 'I’m playing trombone in a second line in Tremé, hot afternoon, the whole neighborhood dancing behind us with umbrellas and handkerchiefs. It’s a jazz funeral and we’re walking slow behind the hearse, playing ‘Just a Closer Walk’. Then we cut loose and the crowd goes wild. I look in through the hearse window and it’s me in the casket, in my good gray suit, smiling. I’m sixty-seven and I look about thirty. I keep on playing. Nobody else notices. I feel strangely calm.',
    symbols: ['singing', 'dancing', 'funeral', 'window', 'cemetery', 'clothes'],
    people: ['crowd', 'double'],
    emotions: ['calm'],
    turn: ['double'],
    outsideLexicon: ['trombone', 'umbrellas', 'handkerchiefs', 'hearse'],
  },
  // A plain dream. The Ba’ in Kirkwall: the scrum of two hundred men (crowd) on Broad Street (road),
  // pinned against a wall (trapped), "couldn’t breathe" (breath), the ba’ dropping into the hands, the
  // harbour and the black sea (ocean). "So happy I cried" is joy, not sadness.
  {
    id: 'en23-ba-game',
    title: 'The Ba’',
    text: 'It was Christmas Day in Kirkwall and I was in the Ba’ at forty-six, for the first time since I was thirty, right in the middle of the scrum on Broad Street, two hundred men pushing and steaming in the cold. I was pinned against a wall and couldn’t breathe, couldn’t get my arms up. Then the ba’ dropped straight into my hands. The whole scrum lifted me and carried me down the street and into the harbour, into the cold black sea, everyone roaring my name. I came up holding it over my head. I was so happy I cried.',
    symbols: ['road', 'trapped', 'breath', 'hands', 'ocean'],
    people: ['crowd'],
    emotions: ['joy'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['scrum', 'ball', 'wall', 'harbour'],
  },
  // A plain dream, in the present, typed in a hurry. The grandpa's house (the grandfather, as written,
  // its owner and there in it), the door, the polar bear (bear), the frozen char (fish), "i cant move"
  // (paralysis), the long johns (clothes), the sea ice (snow, as the ice in en21-ice-hut; ocean). "Like
  // its a dog" is a likeness (no dog). The grandfather talking to the bear is the turn. Shaking is fear.
  {
    id: 'en23-nanuq',
    title: 'nanuq',
    text: 'at my grandpas house in pang, middle of the night, everyone asleep. i go out to pee and theres a polar bear right by the door eating the frozen char off the rack. huge, yellowy, steam coming off it. i cant move. grandpa comes out in his long johns and just talks to it in inuktitut real quiet like its a dog hes known forever. it looks at me a long time then walks off down onto the sea ice. grandpa goes back in. im shaking so bad',
    symbols: ['house', 'door', 'bear', 'fish', 'paralysis', 'clothes', 'snow', 'ocean'],
    people: ['grandfather'],
    emotions: ['fear'],
    notThere: ['dog'],
    written: { grandfather: 'grandpa' },
    turn: ['grandfather'],
    outsideLexicon: ['rack', 'long johns'],
  },
  // A plain dream. The dreamer's own wedding, the white mare (horse) of the baraat, the sherwani and
  // safa (clothes), the band (singing, as music), the cousins dancing on the road, the uncles (family, as
  // written) throwing money, the hotel, the city. The mare bolting into the desert is the turn. "Dead
  // quiet" is very quiet (no death). Calm and "a bit guilty" are calm and guilt.
  {
    id: 'en23-baraat',
    title: 'Baraat',
    text: 'It was my own wedding in Jaipur and I was riding the white mare in the baraat, in my sherwani and safa, the band blaring and all my cousins dancing in front of me on the road. My uncles were throwing money over my head. Just outside the hotel the mare took fright at the fireworks and bolted, straight through the traffic, out of the city and into the desert with me hanging on. When she finally stopped it was dead quiet, just dunes and stars. I could hear the band very far away. I felt calm, and a bit guilty.',
    symbols: ['wedding', 'horse', 'clothes', 'singing', 'dancing', 'road', 'money', 'hotel', 'city', 'desert'],
    people: ['family'],
    emotions: ['calm', 'guilt'],
    notThere: ['death'],
    written: { family: 'uncles' },
    turn: ['desert'],
    outsideLexicon: ['baraat', 'fireworks', 'dunes', 'stars'],
  },
  // A plain dream of the childhood home, in the present. The container ship (boat) in the Pacific
  // (ocean); "night watch" is a turn of duty (no clock). The light inside the container, climbing up, the
  // old house (house, childhood_home, as in en14-loft), the kitchen, the mother (as written) young,
  // humming (singing), the rice (food). The home and the mother inside the container are the turn. Waking
  // up crying is sadness, "so homesick" nostalgia.
  {
    id: 'en23-container',
    title: 'Night watch',
    text: 'I’m second engineer on a container ship in the middle of the Pacific, night watch, and I go up on deck for air. One of the containers is open with the light on inside. I climb up and look in, and it’s our old house in Batangas, the sofa still in its plastic, rice cooking. My mother is in the kitchen, young, humming. She says, ‘Ay, finally. Sit down and eat.’ I sit down. Outside, the ship keeps going and I don’t want to leave. I wake up crying, so homesick.',
    symbols: ['boat', 'ocean', 'light', 'climbing', 'house', 'childhood_home', 'kitchen', 'singing', 'food'],
    people: ['mother'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['clock'],
    written: { mother: 'mother' },
    turn: ['childhood_home', 'mother'],
    outsideLexicon: ['container', 'deck', 'sofa'],
  },
  // A plain dream. The gold mines are a workplace in waking life (no treasure). The cage going down the
  // shaft (elevator), the other men (crowd), the lamps on the helmets (candle), getting darker
  // (darkness). The snow and the mountains, the village and the rondavel (house, childhood_home), the
  // mother (as written) in her blanket (clothes): the turn. Stepping out "alone" names no feeling (no
  // loneliness, as in en4-cellar-stairs). "So happy to be home" is joy.
  {
    id: 'en23-cage',
    title: 'Down the shaft',
    text: 'I worked underground at the gold mines in Welkom for twenty-two years, and last night I was back in the cage going down the shaft with the other men, lamps on our helmets, nobody talking. It kept going down and down, far past the bottom level, hotter and darker. Then it stopped, the gate opened, and outside there was snow and mountains, my village above Mokhotlong, and my mother standing at our rondavel in her blanket, waving. The other men stayed in the cage. I stepped out alone into the snow. I was so happy to be home.',
    symbols: ['elevator', 'candle', 'darkness', 'snow', 'mountain', 'house', 'childhood_home', 'clothes'],
    people: ['crowd', 'mother'],
    emotions: ['joy'],
    notThere: ['treasure', 'loneliness'],
    written: { mother: 'mother' },
    turn: ['childhood_home', 'mother'],
    outsideLexicon: ['shaft', 'helmets', 'gate', 'rondavel'],
  },
  // A plain dream. Wrestling in the arena (fight), the drummers and the singing, the crowd "on its feet"
  // (standing: no feet); the sand of the ring is no beach. The opponent thrown down turns out to be the
  // little brother (as written) at nine: the turn. "So confused" is confusion.
  {
    id: 'en23-wrestling',
    title: 'Serrekunda',
    text: 'I’m twenty-two and I wrestle, and in the dream I was in the arena at Serrekunda, sand everywhere, the drummers going mad and everyone singing my name. My opponent came in covered in gris-gris, huge, twice my size, and the whole crowd was on its feet. We grabbed each other and I felt him go soft. When I threw him down in the sand he was my little brother Lamin, aged nine, laughing up at me. “Again!” he said. I was so confused. The crowd kept cheering and I just sat there in the sand holding him.',
    symbols: ['fight', 'singing'],
    people: ['crowd', 'brother'],
    emotions: ['confusion'],
    notThere: ['feet', 'beach'],
    written: { brother: 'brother' },
    turn: ['brother'],
    outsideLexicon: ['arena', 'sand', 'gris-gris', 'drums'],
  },
  // A plain dream. The claim in the rain, the mud, the river, the steaming forest; the batel full of gold
  // (treasure), laughing and shouting (joy). The jaguar (tiger, as the leopard in en21-game-drive) on
  // the bank is the turn; "too scared to move" is fear and paralysis. The trees. "Then I felt calm" is
  // calm.
  {
    id: 'en23-porkknocker',
    title: 'The batel',
    text: 'I’m a porkknocker up near Mahdia, and in the dream I was working my claim in the rain, knee-deep in mud by the river, swirling gravel in my batel. The whole forest was steaming. Then the batel came up full of gold, real gold, nuggets shining, and I started laughing and shouting like a madman. When I looked up a jaguar was sitting on the bank watching me. I was too scared to move. I knew it wanted the gold back. I tipped the batel into the river, and it turned and walked off into the trees. Then I felt calm.',
    symbols: ['rain', 'mud', 'river', 'forest', 'treasure', 'tiger', 'paralysis', 'tree'],
    people: [],
    emotions: ['joy', 'fear', 'calm'],
    turn: ['tiger'],
    outsideLexicon: ['claim', 'gravel', 'batel', 'bank'],
  },
  // A plain dream of fire, in the present. The house, the lava (volcano) coming up the street (road),
  // glowing (light, as in en8-volcano), the trees in flames (fire), the mom (mother, as written) in the
  // garden, the car. Her "slow and calm" is hers (no calm). "So scared" is fear.
  {
    id: 'en23-lava',
    title: 'Leilani',
    text: 'I’m back at our house in Leilani Estates the night the lava came. I hear it before I see it, crunching and hissing, and then it’s coming up the street, glowing orange, the trees going up in flames one after another. Mom is out in the garden potting her orchids. I’m yelling, “Mom, get in the car!” but she won’t come. She just keeps working, slow and calm. The heat is unbelievable. I wake up before it reaches her, so scared my whole body is shaking.',
    symbols: ['house', 'volcano', 'road', 'light', 'tree', 'fire', 'garden', 'car'],
    people: ['mother'],
    emotions: ['fear'],
    notThere: ['calm'],
    notFelt: ['calm'],
    written: { mother: 'mom' },
    outsideLexicon: ['orchids'],
  },
  // Station Island names no station; it is an island on Lough Derg (a named lake). The stone "beds" are
  // the rings of the saints' cells (no bedroom), barefoot (feet), the dry toast (food), the lashing rain,
  // the old women (wise_elder, as written); "feet like blocks of ice" is a likeness (no snow). The boat;
  // the boatman is the husband (as written), whose death is dated in waking life (no death): the turn,
  // in his suit (clothes). Sadness is denied; laughing out loud is joy.
  {
    id: 'en23-station-island',
    title: 'Lough Derg',
    text: 'I’m seventy-four and I’ve done Lough Derg nine times, so in the dream I was back on Station Island, barefoot on the stone beds, three days without sleep and nothing but dry toast. It was lashing rain. Old women praying all round me, and my feet like blocks of ice. Then the boat came to take us off, and the boatman was my husband Seán, who died in 2012, in his good Sunday suit. ‘You’re not finished yet, Bridie,’ he said, and rowed off without me. I didn’t feel sad at all. I laughed out loud, and the whole island went quiet.',
    symbols: ['island', 'lake', 'feet', 'food', 'rain', 'boat', 'clothes'],
    people: ['wise_elder', 'husband'],
    emotions: ['joy'],
    notThere: ['station', 'bedroom', 'snow', 'death', 'sadness'],
    notFelt: ['sadness'],
    written: { wise_elder: 'old women', husband: 'husband' },
    turn: ['husband'],
    outsideLexicon: ['stone beds'],
  },
  // Mostly in the present. Boots is a chemist's (shop; no shoes), Elephant and Castle a place (no
  // castle). The queue (crowd) out of the door and down the Walworth Road (road). The nan (grandmother,
  // as written) at the counter is the turn; her death is dated in waking life (no death), her
  // leopard-print coat is clothes (no tiger), "dead on your feet" an idiom (no death, no feet) and ‘pet’
  // the dreamer. Fear is denied. The hand, the rain. "So loved" is love.
  {
    id: 'en23-boots',
    title: 'Prescription',
    text: 'I’m a pharmacist at the Boots by Elephant and Castle, and in the dream the queue is out the door and halfway down the Walworth Road. The next prescription has my own name on it, and when I call it out it’s my nan who comes up to the counter, in her leopard-print coat. She died in 2009. ‘You look dead on your feet, pet,’ she says. I’m not frightened at all. I hand her the tablets, she squeezes my hand and walks out into the rain. I feel so loved.',
    symbols: ['shop', 'door', 'road', 'clothes', 'hands', 'rain'],
    people: ['crowd', 'grandmother'],
    emotions: ['love'],
    notThere: ['shoes', 'castle', 'death', 'tiger', 'feet', 'fear'],
    notFelt: ['fear'],
    written: { grandmother: 'nan' },
    turn: ['grandmother'],
    outsideLexicon: ['prescription', 'counter', 'tablets'],
  },
  // A grain elevator is a tall storehouse for grain (no elevator), climbed inside by its ladder
  // (climbing). The agent (a stranger); the wife (as written) at thirty by the window is the turn. The
  // prairie under water (water, flood) to the sky; "calm as glass" is the water's (no glass, no calm).
  // Sadness is denied; "I was happy" is joy.
  {
    id: 'en23-grain-elevator',
    title: 'Pool elevator',
    text: 'I’m seventy-eight and I’ve farmed wheat outside Rosetown all my life. In the dream I was hauling the last load of the harvest to the old grain elevator in town, the one they tore down in ’98, and there it was again. The agent waved me in: ‘Go on up, she’s waiting.’ I climbed the ladder inside, up and up through the dust, and at the top my wife Arlene was sitting by the little window, thirty years old, with a thermos of coffee. Out the window the whole prairie was under water, calm as glass, right to the sky. I wasn’t one bit sad. I was happy.',
    symbols: ['climbing', 'ladder', 'window', 'water', 'flood', 'sky'],
    people: ['stranger', 'wife'],
    emotions: ['joy'],
    notThere: ['elevator', 'glass', 'calm', 'sadness'],
    notFelt: ['calm', 'sadness'],
    written: { wife: 'wife' },
    turn: ['wife'],
    outsideLexicon: ['grain elevator', 'thermos', 'coffee', 'prairie'],
  },
  // Mostly in the present. The Tigers and the Lions are teams (no tiger, no lion); the hundred thousand
  // (crowd). Nerves are denied; "running like the wind" is a likeness (no wind). The ball turning into a
  // magpie (bird) is the turn; the hands over the head. The ground "in stitches" and the wife (as
  // written) "crying laughing" are their feelings (no joy, no sadness). "Never been so embarrassed" is
  // shame.
  {
    id: 'en23-grand-final',
    title: 'Grand Final',
    text: 'I’m a boundary umpire, and last night I dreamt I had the Grand Final at the MCG, Tigers against the Lions, a hundred thousand people. I wasn’t nervous at all, running like the wind up the wing. Then in the last quarter I throw the ball back in over my head and it turns into a magpie, a real one, and it swoops straight at me. I’m sprinting round the boundary with my hands over my head and the whole ground is in stitches. Even my wife up in the stand is crying laughing. I’ve never been so embarrassed in my life.',
    symbols: ['bird', 'hands'],
    people: ['crowd', 'wife'],
    emotions: ['shame'],
    notThere: ['tiger', 'lion', 'anxiety', 'wind', 'joy', 'sadness'],
    notFelt: ['anxiety', 'joy', 'sadness'],
    written: { wife: 'wife' },
    turn: ['bird'],
    outsideLexicon: ['ball', 'stand'],
  },
  // In the present, typed in a hurry. The Golden Mile is Durban's beachfront (no treasure), the
  // lifeguard tower no castle, a bunny a curry in a loaf (food, no rabbit). The packed beach (crowd), the
  // little boy (as written) going under (drowning), swimming out, the waves, the sea (ocean); "light as a
  // feather" is a likeness (no light). The boy turning out to be the dreamer at six is the double and the
  // turn. The lady (a stranger, as written); waking up crying is sadness, "like a baby" a likeness (no
  // baby).
  {
    id: 'en23-golden-mile',
    title: 'golden mile',
    text: 'lifeguard shift on the Golden Mile in durban, sunday, beach packed. im on the tower eating a quarter mutton bunny when i see a little boy go under past the flags. i drop it and run in, swim out, waves huge, sea brown and wild. i get him and hes light as a feather, smiling at me. when i carry him out onto the sand its me, me at six, same scar on my chin. some lady on the sand keeps saying thank you thank you. woke up and cried like a baby',
    symbols: ['beach', 'food', 'drowning', 'swimming', 'wave', 'ocean'],
    people: ['crowd', 'boy', 'double', 'stranger'],
    emotions: ['sadness'],
    notThere: ['treasure', 'castle', 'rabbit', 'light', 'baby'],
    written: { boy: 'boy', stranger: 'lady' },
    turn: ['double'],
    outsideLexicon: ['tower', 'flags', 'scar'],
  },
];
