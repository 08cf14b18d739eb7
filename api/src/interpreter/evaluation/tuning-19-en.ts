// Nineteenth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 40 to 110 words as people type them at dawn, first person, seven of them in the
// present tense and the rest in the past, two under fifty words and two typed in a hurry with little
// punctuation, some with dialogue in British single quotes and some in double quotes, on situations
// none of the earlier batches used: a grade five piano exam at thirty-eight in a scout hut, a shift as
// a lollipop lady outside a son's school, capsizing a dinghy in a club race on a reservoir, teeth coming
// out at a speed awareness course, flying along a canal towpath at night, doing the catering at an ex's
// wedding, a security guard following the dreamer through a shopping centre at closing time, a dead nan
// at the bus stop, giving birth in the back of a black cab, a woman found living in the loft, Macbeth
// in the ruins of a castle in a thunderstorm, rats in a restaurant kitchen before an inspection, naked
// at a gym induction, a huge wave under a pedalo at Weymouth, a gate that keeps moving in Dubai, a car
// stalled in a ford in the Dales, the bleep test at forty-four, a proposal on Snowdon in the fog, a
// fringe catching fire over a fortieth birthday cake and a stray terrier on the tube. About three
// quarters are plain reports with the ordinary images of dreams (an exam, a road and cars, water and
// drowning, teeth, flying, a wedding, a chase and hiding, the dead come back, a birth, rats, nakedness, a
// wave, being late at an airport, a flood, a climb and a ring, fire and hair) and no deliberate traps,
// written to see that the analysis finds everything that is there and nothing that is not; what they
// list under `notThere` is only what ordinary words bring with them ("as a girl", "couldn’t find middle
// C", the keys of a piano, "sick with nerves", a van that "flies past", "brother-in-law", "couldn’t even
// find", a tooth that "falls out", "walking home", "a few feet above", a "post office", "she waves",
// "my waters broke", "on the way to the hospital", "stuck in traffic", "I feel sick", "heart rate", "like
// a toy", "my heart was going like mad", a boarding gate, "cried with relief", a sports hall, a glass of
// wine). The other quarter (the ex's wedding, the loft, Macbeth, Snowdon, the terrier) hold the few
// traps people write without meaning to: an idiom in passing ("Break a leg", "getting cold feet",
// "glowing"), a thing only mentioned (the kids coming in from school), a negated image ("She wasn’t a
// burglar"), feelings denied ("I wasn’t jealous, honestly", "I wasn’t frightened at all") or someone
// else's (a bride's mother in tears, a dog looking "all sad"), a word in another sense ("the
// underground", a dog "following me", "Go home"). `notFelt` repeats the feelings of `notThere` that are
// named but not the dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists
// the images of a turning point (a recognition, a reversal, the last unexpected image) where there is
// one. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_19: readonly EvaluationDream[] = [
  // A plain exam dream. The piano exam, the hands and fingers shaking; the examiner, a man unknown, is a
  // stranger (as written). The lessons "as a girl" are only a memory (no girl), "couldn’t find middle C"
  // is no being lost, and the keys are the piano's (no keys). "Sick with nerves" is anxiety, no illness;
  // "so embarrassed" is shame.
  {
    id: 'en19-piano-exam',
    title: 'Grade five',
    text: 'I was thirty-eight and sitting my grade five piano exam, in the same draughty scout hut where I had lessons as a girl. The examiner, a thin man in a bow tie, never once looked up. My hands were shaking so much I couldn’t find middle C. Then the keys started going soft under my fingers like warm butter, and the pages on the stand turned into a shopping list. He just said, ‘Whenever you’re ready,’ and carried on writing. I felt sick with nerves, and so embarrassed.',
    symbols: ['exam', 'hands'],
    people: ['stranger'],
    emotions: ['anxiety', 'shame'],
    notThere: ['girl', 'lost', 'keys', 'illness'],
    written: { stranger: 'man' },
    outsideLexicon: ['piano', 'scout hut', 'bow tie'],
  },
  // A plain dream, in the present. The dreamer is the lollipop lady, outside the son's school (son, as
  // written), in the yellow coat (clothes); the cars, the road, the children (child) and the little girl
  // (girl, as written) who runs out. The van "flies past" (no flying). Shaking all over is fear, "so
  // helpless" helplessness.
  {
    id: 'en19-lollipop',
    title: 'Lollipop',
    text: 'I’m a lollipop lady outside my son’s primary school, in the yellow coat with the big round sign, and none of the cars will stop. I step out into the road holding the sign up high and they just swerve round me, hooting. The children are queuing on the kerb with my son at the front. Then a little girl breaks away from the line and runs straight out. I grab her by the hood just as a van flies past. I’m shaking all over. I feel so helpless.',
    symbols: ['school', 'clothes', 'car', 'road'],
    people: ['son', 'child', 'girl'],
    emotions: ['fear', 'helplessness'],
    notThere: ['flying'],
    written: { son: 'son', girl: 'girl' },
    outsideLexicon: ['lollipop sign', 'kerb', 'van'],
  },
  // A plain dream of drowning. Sailing (boat) on the reservoir (a lake, as in en14-reservoir), the
  // brother-in-law (family, as written; no brother), the wind and the gust, the boat flipped, the water,
  // stuck under it (trapped), "couldn’t breathe" (breath), drowning. "Ropes I couldn’t even find" is no
  // being lost. "Absolutely terrified" is fear.
  {
    id: 'en19-dinghy',
    title: 'Capsize',
    text: 'I was sailing a little dinghy in a club race on the reservoir with my brother-in-law, Gareth, who takes it all very seriously. The wind got up out of nowhere and he kept shouting at me to pull ropes I couldn’t even find. Then a gust flipped us right over. I was under the boat in the cold green water, tangled in the sail, and I couldn’t get out. I couldn’t breathe. I knew I was drowning. I woke up gasping, absolutely terrified.',
    symbols: ['boat', 'lake', 'wind', 'water', 'trapped', 'breath', 'drowning'],
    people: ['family'],
    emotions: ['fear'],
    notThere: ['brother', 'lost'],
    written: { family: 'brother-in-law' },
    outsideLexicon: ['dinghy', 'reservoir', 'ropes', 'sail'],
  },
  // A plain dream of teeth, in the present. The course in a hotel function room; the teeth spat into the
  // hand (a tooth that "falls out" is no fall of the dreamer's). The man running it and the woman beside
  // the dreamer, both unknown, are strangers (written man). "I want the ground to swallow me up" is shame.
  {
    id: 'en19-speed-awareness',
    title: 'Speed awareness',
    text: 'I’m at a speed awareness course in a hotel function room and we have to go round the circle saying why we were speeding. When it gets to me I open my mouth and a tooth falls out onto the carpet. Then another, and another. I keep talking, lisping, scooping them up into my hand. The man running it just nods and writes ‘DISTRACTED’ on the flip chart. The woman next to me passes me a tissue without a word. I want the ground to swallow me up.',
    symbols: ['hotel', 'teeth', 'hands'],
    people: ['stranger'],
    emotions: ['shame'],
    notThere: ['falling'],
    written: { stranger: 'man' },
    outsideLexicon: ['function room', 'carpet', 'flip chart', 'tissue'],
  },
  // A plain flying dream. "Walking home" names no house, and "a few feet above" no feet. Flying over the
  // water of the canal through the town (city), under the bridges, past the narrowboats (boat) with lamps
  // (candle) glowing (light) in their windows; the heron is a bird; the moon; the music (singing). "At
  // peace" is calm.
  {
    id: 'en19-towpath',
    title: 'Towpath',
    text: 'I was walking home along the canal towpath late at night when I realised I could fly. I lifted off and skimmed along a few feet above the water, following the canal through the middle of town, under the bridges, past the narrowboats with lamps glowing in their windows. A heron flew alongside me for a while. The moon was full and everything was silver. Music was drifting out of one of the boats. I felt weightless and completely at peace.',
    symbols: ['flying', 'water', 'city', 'bridge', 'boat', 'candle', 'light', 'window', 'bird', 'moon', 'singing'],
    people: [],
    emotions: ['calm'],
    notThere: ['house', 'feet'],
    outsideLexicon: ['canal', 'towpath', 'heron'],
  },
  // The ex's wedding, the cake (food), the photos. His new wife is no wife of the dreamer's: a woman never
  // met, a stranger (as written); "glowing" is no light, "face down" is the cake's (no face). The guests
  // are a crowd. Jealousy is denied; the bride's mother (no mother) in tears is hers (no sadness).
  // "Couldn’t stop laughing" is the dreamer's joy.
  {
    id: 'en19-ex-wedding',
    title: 'Catering',
    text: 'I was doing the catering at my ex’s wedding, which I’d somehow agreed to. I spent the whole morning in a marquee icing a three-tier cake while he and his new wife, a woman I’d never met, had their photos taken on the lawn. She was so happy, glowing, and the guests kept telling me how beautiful she was. I wasn’t jealous, honestly, not even a bit. Then the top tier slid off and landed face down on the grass. Her mother burst into tears. I couldn’t stop laughing.',
    symbols: ['wedding', 'food', 'photo'],
    people: ['ex', 'stranger', 'crowd'],
    emotions: ['joy'],
    notThere: ['wife', 'light', 'jealousy', 'face', 'mother', 'sadness'],
    notFelt: ['jealousy', 'sadness'],
    written: { stranger: 'woman' },
    outsideLexicon: ['marquee', 'lawn'],
  },
  // A plain chase. The shopping centre's shops; the security guard (stranger) following (chased); running
  // away (fleeing) down the stairs; hiding in the changing room of a clothes shop (clothes); his keys.
  // "Absolutely terrified" is fear.
  {
    id: 'en19-closing-time',
    title: 'Closing time',
    text: 'I was in a shopping centre just as it was closing, with the shutters coming down on all the shops. A security guard started following me, not saying anything, just walking fast. I walked faster and so did he. Then I ran away from him, down the stairs, past the empty fountain, and hid in the changing room of a clothes shop, behind the curtain. I could hear his radio crackling closer and closer, and his keys jangling. I held my breath. I was absolutely terrified.',
    symbols: ['shop', 'chased', 'fleeing', 'stairs', 'hiding', 'clothes', 'keys'],
    people: ['stranger'],
    emotions: ['fear'],
    outsideLexicon: ['shutters', 'fountain', 'changing room', 'radio'],
  },
  // A plain dream of the dead come back, in the present: the nan (grandmother, as written) is there. The
  // bus stop (station) outside the post office (no office), the coat (clothes), the bus. The feet that
  // won't move (paralysis), the back window, the hill (mountain); "she waves" is no wave. Tears on the
  // face are sadness, missing her nostalgia.
  {
    id: 'en19-nan-bus-stop',
    title: 'The 42',
    text: 'I’m waiting at the bus stop outside the old post office and my nan is there too, with her tartan shopping trolley, like every Tuesday when I was small. She’s been gone eleven years. She tells me off for not wearing a vest and gives me a mint from her coat pocket. When the bus comes she gets on and I can’t, my feet won’t move. She waves at me from the back window all the way down the hill. I wake up with tears on my face, missing her so much.',
    symbols: ['station', 'clothes', 'bus', 'feet', 'paralysis', 'window', 'mountain', 'face'],
    people: ['grandmother'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['office', 'wave'],
    written: { grandmother: 'nan' },
    outsideLexicon: ['shopping trolley', 'mint'],
  },
  // A plain birth. Pregnant (pregnancy); "my waters broke" is no water, the hospital only where they were
  // going (no hospital), "stuck in traffic" no being trapped. The black cab is a car (as the taxi in
  // en8-taxi), Oxford Street a street (road); the driver, an older man, a stranger (as written). The
  // baby and the birth, the buses, people staring in (crowd) through the windows. "So happy" is joy.
  {
    id: 'en19-black-cab',
    title: 'Black cab',
    text: 'I was nine months pregnant and my waters broke in the back of a black cab on the way to the hospital, stuck in traffic on Oxford Street. The driver, an older man with a huge beard, kept saying, “Not in my cab, not in my cab,” and then he pulled over and helped me himself. The baby came out right there on the back seat, screaming her head off. Buses crawled past and people were staring in through the windows. I was exhausted, and so happy.',
    symbols: ['pregnancy', 'car', 'road', 'birth', 'bus', 'window'],
    people: ['stranger', 'baby', 'crowd'],
    emotions: ['joy'],
    notThere: ['water', 'hospital', 'trapped'],
    written: { stranger: 'man' },
    outsideLexicon: ['black cab', 'traffic', 'beard'],
  },
  // The loft (attic) and the woman living there, a stranger (as written); her lamp (candle). The kids
  // coming in from school are only what she likes to hear (no child, no school); "She wasn’t a burglar"
  // (no intruder). Fear is denied; "terribly guilty" is guilt.
  {
    id: 'en19-loft',
    title: 'The loft',
    text: 'I went up into the loft to get the Christmas decorations down and there was a woman living up there. She had an armchair, a kettle and a little lamp, and she was knitting. She said she’d been there since before we moved in, twelve years, and that she liked hearing the kids come in from school. She wasn’t a burglar or anything, she was really sweet. I wasn’t frightened at all, which is the odd part. I just felt terribly guilty for never noticing her.',
    symbols: ['attic', 'candle'],
    people: ['stranger'],
    emotions: ['guilt'],
    notThere: ['child', 'school', 'intruder', 'fear'],
    notFelt: ['fear'],
    written: { stranger: 'woman' },
    outsideLexicon: ['Christmas decorations', 'armchair', 'kettle', 'knitting'],
  },
  // The play in the ruins of a castle; the friend squeezing the hand; "Break a leg" is an idiom (no feet,
  // no injury). The stage (performance), the audience (crowd), the thunder (storm), the rain. "Weirdly
  // happy" is joy.
  {
    id: 'en19-macbeth',
    title: 'Break a leg',
    text: 'Our amateur dramatics group was doing Macbeth in the ruins of a castle, and I was Lady Macbeth, though I’d never learned a single line. My friend Carol squeezed my hand in the wings and whispered, ‘Break a leg.’ I walked out onto the stage and the audience went on for ever. Then the thunder started, real thunder, and the rain came down in sheets. Everyone ran for shelter except me. I stood there soaked, saying lines I didn’t know to nobody, and felt weirdly happy.',
    symbols: ['ruins', 'castle', 'hands', 'performance', 'storm', 'rain'],
    people: ['friend', 'crowd'],
    emotions: ['joy'],
    notThere: ['feet', 'injury'],
    outsideLexicon: ['amateur dramatics'],
  },
  // A plain dream, in the present, typed in a hurry. The restaurant kitchen, the rats; the head chef is the
  // boss, the inspector heard in the dining room a stranger. "I feel sick" is disgust, no illness;
  // "totally disgusted" is disgust, panicking fear.
  {
    id: 'en19-rats',
    title: 'Inspection',
    text: 'im a chef in a busy restaurant kitchen and the health inspector is coming at six and there are rats everywhere, in the flour, in the fridge, running along the shelves. I keep catching them and putting them in a big saucepan with the lid on but there are always more. head chef just keeps shouting orders like nothing’s wrong. now I can hear the inspector in the dining room. I feel sick, totally disgusted and panicking',
    symbols: ['kitchen', 'rat'],
    people: ['boss', 'stranger'],
    emotions: ['disgust', 'fear'],
    notThere: ['illness'],
    outsideLexicon: ['restaurant', 'flour', 'fridge', 'saucepan'],
  },
  // A short plain dream, in the present. Naked at the gym; the trainer is a stranger (as the instructor in
  // en16-zip-wire). "Heart rate" is only talked about (no heart). Mortified is shame.
  {
    id: 'en19-gym',
    title: 'Induction',
    text: 'At my gym induction the trainer is showing me how the rowing machine works and I realise I’m completely naked. Nobody seems to notice. He just keeps talking about my heart rate while I try to cover myself with a towel the size of a flannel. Mortified.',
    symbols: ['naked'],
    people: ['stranger'],
    emotions: ['shame'],
    notThere: ['heart'],
    outsideLexicon: ['gym', 'rowing machine', 'towel'],
  },
  // A plain dream of a wave. The pedalo (boat), the son (as written), the beach, the sea (ocean), the
  // wave with the sun coming through it. "Like a toy" is a likeness (no toy); "my heart was going like
  // mad" is fear (no heart), as in the sixteenth batch. "So frightened" is fear.
  {
    id: 'en19-pedalo',
    title: 'Pedalo',
    text: 'Me and my son hired a pedalo at Weymouth on a boiling hot day and pedalled out much further than we were supposed to. The beach looked tiny behind us. Then the sea went strangely quiet and pulled back, and I saw a wave coming, taller than the pier, with the sun coming through it green. I grabbed my son and held him as tight as I could. It picked us up like a toy, and I woke up just as it broke. My heart was going like mad. I was so frightened.',
    symbols: ['boat', 'beach', 'ocean', 'wave', 'sun'],
    people: ['son'],
    emotions: ['fear'],
    notThere: ['toy', 'heart'],
    written: { son: 'son' },
    outsideLexicon: ['pedalo', 'pier'],
  },
  // A short plain dream, typed in a hurry. The terminal (airport); the boarding gate is no door. The bag
  // (luggage) against the legs (feet), the plane pulling away, "way too late" (late). "Gutted" is
  // disappointment: sadness.
  {
    id: 'en19-dubai',
    title: 'Gate B12',
    text: 'connecting flight in dubai, terminal enormous, and every time I got to my gate it had moved miles away. ran and ran, bag banging against my legs. heard them call my name for final boarding and got there just as the plane pulled away. way too late. gutted',
    symbols: ['airport', 'luggage', 'feet', 'plane', 'late'],
    people: [],
    emotions: ['sadness'],
    notThere: ['door'],
  },
  // A plain dream of water. Driving (car) with the dog, the road and the lane, the ford, the river rising
  // (flood), the water in under the doors, climbing out through the window; the farmer is a stranger.
  // Terrified is fear; "cried with relief" is relief, no sadness.
  {
    id: 'en19-ford',
    title: 'The ford',
    text: 'I was driving through the Dales with our dog in the back when the road dipped down into a ford. The water looked shallow, so I drove in, but halfway across the car stalled and the river started rising fast, brown and full of branches. Water came in under the doors. I climbed out through the window onto the roof with the dog in my arms while the car rocked. A farmer on a tractor came down the lane and pulled us out with a rope. I was terrified, and then I cried with relief.',
    symbols: ['car', 'dog', 'road', 'water', 'river', 'flood', 'door', 'climbing', 'window'],
    people: ['stranger'],
    emotions: ['fear', 'relief'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['ford', 'branches', 'tractor', 'rope'],
  },
  // A plain dream of school, in the present. The sports hall (no hallway) of the old school, the bleep
  // test (a test: exam), the work clothes, the PE teacher, the kids (child); out of breath, the shoes.
  // "So ashamed I’m close to tears" is shame and sadness.
  {
    id: 'en19-bleep-test',
    title: 'Bleep test',
    text: 'I’m forty-four and back in the sports hall at my old secondary school, doing the bleep test in my work clothes. Mr Haworth, our PE teacher, is standing there with his whistle and clipboard, not a day older. The kids running beside me are all fourteen. The bleeps get faster and faster and I can’t keep up. I’m out of breath and my shoes keep slipping on the floor. He shouts, “Come on, you’re letting the side down!” I’m so ashamed I’m close to tears.',
    symbols: ['school', 'exam', 'clothes', 'breath', 'shoes'],
    people: ['teacher', 'child'],
    emotions: ['shame', 'sadness'],
    notThere: ['hallway'],
    outsideLexicon: ['sports hall', 'whistle', 'clipboard'],
  },
  // The boyfriend (as written), climbing to the summit (mountain), the ring, the cold hands, looking for it
  // (searching). "Getting cold feet" is an idiom only said, and denied (no feet, no anxiety). Thrilled
  // and laughing are joy.
  {
    id: 'en19-snowdon',
    title: 'Snowdon',
    text: 'My boyfriend Dan and I climbed Snowdon in thick fog, and at the summit he got down on one knee and took out a ring. I was thrilled. But his hands were so cold he fumbled it, and we watched it bounce off the rocks and disappear down the slope. We spent an hour crawling about in the wet, looking for it. Dan said it was a sign I was getting cold feet. I wasn’t, not at all. I woke up laughing.',
    symbols: ['climbing', 'mountain', 'ring', 'hands', 'searching'],
    people: ['boyfriend'],
    emotions: ['joy'],
    notThere: ['feet', 'anxiety'],
    notFelt: ['anxiety'],
    written: { boyfriend: 'boyfriend' },
    outsideLexicon: ['fog', 'rocks'],
  },
  // A plain dream. The fortieth birthday party, the sister (as written), the cake (food) and its candles,
  // everyone singing (crowd), the fringe caught fire, the hair burning. The glass of wine is whole (no
  // glass). Embarrassed is shame, angry anger.
  {
    id: 'en19-candles',
    title: 'Forty',
    text: 'It was my fortieth birthday party at my sister’s flat, and she brought out a cake with all forty candles lit. Everyone sang, and when I leaned over to blow them out my fringe caught fire. I could smell my hair burning. My sister threw a glass of wine over my head and everyone clapped as if it was part of the show. I was so embarrassed, and a bit angry with her.',
    symbols: ['party', 'food', 'candle', 'singing', 'fire', 'hair'],
    people: ['sister', 'crowd'],
    emotions: ['shame', 'anger'],
    notThere: ['glass'],
    written: { sister: 'sister' },
    outsideLexicon: ['fringe', 'wine'],
  },
  // In the present. "The underground" is the tube (no cave); the terrier (dog) "following" the dreamer is
  // no chase. The stairs, the platform (station), the tube (train), the feet. "Go home" names no house,
  // and the dog's "all sad" is his (no sadness). "So much love" is love.
  {
    id: 'en19-terrier',
    title: 'Stray',
    text: 'I’m going down into the underground at Camden and a scruffy little terrier starts following me, through the barriers, down the stairs, onto the platform. Nobody else seems to see him. When the tube comes he hops on and sits by my feet. I keep telling him, ‘Go home, go on,’ but he just looks up at me, all sad. By King’s Cross I’ve decided he’s mine. I feel so much love for this scruffy dog.',
    symbols: ['dog', 'stairs', 'station', 'train', 'feet'],
    people: [],
    emotions: ['love'],
    notThere: ['cave', 'chased', 'house', 'sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['barriers'],
  },
];
