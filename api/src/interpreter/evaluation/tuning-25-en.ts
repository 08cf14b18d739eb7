// Twenty-fifth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 84 to 106 words as people type them at dawn, first person, nine of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and their speech
// unquoted, nine with dialogue in British single quotes, told by people of many trades, countries and
// ages, on situations none of the earlier batches used: a grandmother young again in the first dugout
// on Settlement Day in Dangriga, a tapa cloth growing out over the sea in Kolovai, dolphins bringing
// back exam papers lost off a banana boat on the Marovo Lagoon, an umuganda street in Kigali that
// climbs to a primary teacher, a plane rolling over the sleepers on the Funafuti airstrip with a brother
// aboard, GCE results at a school gate in Bamenda, a talking fish at the Argungu festival, a caber
// turning into a living pine at the Braemar Gathering, the cheese chasing the runners back up Cooper’s
// Hill, a tornado over a storm shelter in Moore that leaves only the supper table, a cod speaking in a
// father's voice at a screech-in in St. John’s, the George Black ferry heading down the Yukon at
// midnight, a whitebait net full of tiny silver people on the Hokitika, the concrete children of the
// underwater sculptures at Molinere coming alive, a key from the Sultan at the Hari Raya open house at
// the Istana, Jacob’s Ladder on St Helena, the crowning of King Puck in Killorglin, the Darjeeling toy
// train lifting off at the Batasia Loop, a room of opal and a dead mate at a party in Coober Pedy, and
// Horseshoe Bay in Bermuda with no sea in it. About three quarters are plain reports with the ordinary
// images of dreams (a grandmother returned young, the sea and a boat, lateness and shame, a plane and
// a brother come home, an exam and searching, a talking animal, a tree, a chase and falling, a storm
// and a lost house, a voice, a river journey, children come alive, a father found) and no deliberate
// traps, written to see that the analysis finds everything that is there and nothing that is not; what
// they list under `notThere` is only what ordinary words bring with them (a granddaughter's laughing,
// "so happy I couldn’t stop crying", "relieved i cried", "alone", "as big as a canoe", "empty-handed",
// "not even annoyed", "twelve o’clock", "head over heels", "dead quiet", a house gone, a dad heard only
// in a voice, the Bering Sea only named, a flood only told, "its not whitebait", waving and swimming
// that are others', ‘boy’ said to the dreamer, tourists only in waking life, a grandmother who
// only owns the house). The other quarter (Jacob’s Ladder, King Puck, the toy train, Coober Pedy,
// Horseshoe Bay) hold the traps people write without meaning to: names of
// places and things with image words in them (Jacob’s Ladder, King Puck and the Queen of Puck, Crocodile
// Harry’s, Horseshoe Bay, a Dark ’n’ Stormy), everyday senses of image words (a "church hat", the "toy
// train", "tea gardens", "dying for" a drink, "the national school"), deaths dated in waking life ("who
// passed in ’97", "dead eleven years", "dead since 2004"), a father only remembered, negated images
// ("the ladder was gone", "there’s no sea", "not a bit out of breath"), idioms and likenesses
// ("screaming like children", "like standing inside a rainbow", "you old dog", "over the moon", "laughed
// till I cried"), words said to the dreamer (‘girl’), people only named as owners (a mother's fishing
// boat), feelings denied ("I wasn’t sad in the slightest", "I didn’t feel one bit foolish", "I’m not
// frightened at all", "I wasn’t panicking", "I’m not worried at all") and other people's feelings (two
// ladies "scared stiff" who think it "wonderful"); one of them names no feeling of the dreamer's at all.
// `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written`
// gives a person's gendered word as written; `turn` lists the images of a turning point (a recognition,
// a reversal, the last unexpected image) where there is one and the lexicon has a word for it. None of
// the named people come back from earlier batches. The only commands run while writing it were
// read-only shell commands: `ls tuning*`, `cat` of the README, the types and the twenty-third and
// twenty-fourth English batches, `sed -n` of parts of the README, the twenty-second and twenty-fourth
// English batches, and `grep`, `sed`, `awk`, `sort`, `uniq`, `tr`, `head`, `cut` and `wc` pipes (one a
// `for` loop with `printf` over names) over the earlier English tuning batches (their ids, titles,
// places, names, the ids and readings they use and how they read a few words), the same over this file
// (word counts, line lengths, its ids against theirs, its names, no id both listed and in `notThere`,
// each `notFelt` in `notThere`), with one departure from the brief's rules: that id check wrote the
// earlier batches' ids to a scratch file in /tmp, read by `comm` and then removed with `rm`.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_25: readonly EvaluationDream[] = [
  // A plain dream of a grandmother returned young. Settlement Day at sunrise (sun); the dugout
  // and the canoe (boat) coming in from the sea (ocean), the drums and the town singing on the beach
  // (singing, crowd). The grandmother (as written), young, in her white dress and head tie (clothes), is
  // the turn; the water stepped into. "So calm" is calm; "proud" has no id.
  {
    id: 'en25-settlement-day',
    title: 'Settlement Day',
    text: 'I teach standard six in Dangriga, and in the dream it was Settlement Day and the sun was just coming up. I was in the first dugout myself, paddling in from the sea, the drums going and the whole town singing on the beach. My grandmother was sitting in the front of the canoe in her white dress and head tie, young, with a plantain sucker across her knees. When we touched the sand she turned round and said, ‘Now you carry it.’ I stepped out into the water holding it over my head. I felt so calm, and so proud.',
    symbols: ['sun', 'boat', 'ocean', 'singing', 'beach', 'clothes', 'water'],
    people: ['grandmother', 'crowd'],
    emotions: ['calm'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother'],
    outsideLexicon: ['drums', 'head tie', 'plantain sucker', 'sand'],
  },
  // A plain dream, in the present. Beating tapa under the mango tree with the sisters-in-law (family);
  // the ngatu spreading over the road, up the church, to the beach and out over the sea (ocean, the
  // turn). The little granddaughter (family) running across it laughing: her laughter is hers (no joy).
  // "So peaceful" is calm.
  {
    id: 'en25-ngatu',
    title: 'Ngatu',
    text: 'It’s Saturday in Kolovai and I’m beating tapa with my sisters-in-law under the mango tree, the way we have every week for forty years, the mallets going tok tok tok. In the dream the ngatu won’t stop growing. It spreads over the grass, across the road, up the walls of the church and over the roof, and still we keep beating. My little granddaughter runs across it laughing. Then it reaches the beach and rolls on out over the sea, and I walk out on it after her, right to the horizon. I feel so peaceful.',
    symbols: ['tree', 'road', 'church', 'beach', 'ocean'],
    people: ['family'],
    emotions: ['calm'],
    notThere: ['joy'],
    notFelt: ['joy'],
    turn: ['ocean'],
    outsideLexicon: ['tapa', 'mallets', 'grass', 'roof'],
  },
  // A plain dream. The teacher is the dreamer. The banana boat (boat), the exam papers (exam) in a rice
  // bag (luggage), the driver (a stranger), the rain, the waves, the water. The dolphins bringing the
  // papers back are the turn. "So relieved I laughed out loud" is relief and joy.
  {
    id: 'en25-banana-boat',
    title: 'Marovo',
    text: 'I’ve just started teaching on the Marovo Lagoon, and in the dream I was coming back from Gizo in a banana boat with the term’s exam papers in a rice bag on my lap. Halfway across the engine died. The driver kept pulling the cord and nothing. Then it started to rain, the waves got big and the bag slid over the side. I dived in after it. Down under the water there were dozens of dolphins carrying the papers up to me in their mouths, one sheet at a time. I was so relieved I laughed out loud.',
    symbols: ['boat', 'exam', 'luggage', 'rain', 'wave', 'water', 'dolphin'],
    people: ['stranger'],
    emotions: ['relief', 'joy'],
    turn: ['dolphin'],
    outsideLexicon: ['lagoon', 'engine', 'cord'],
  },
  // A plain dream of lateness, in the present. Umuganda: sweeping the street (road) with everyone on the
  // block (crowd), the old men (wise_elder, as written), the kids (child). The street going on up the
  // hill (mountain), past the market (shop) and the old primary school. The old woman at the top is the
  // teacher from P3: the turn. ‘You are late’ (late). "So ashamed" is shame.
  {
    id: 'en25-umuganda',
    title: 'Umuganda',
    text: 'It’s the last Saturday of the month, umuganda, and I’m sweeping our street in Kimironko with everyone on the block, the old men cutting the grass on the verge, kids carrying stones for the drain. In the dream the street never ends. I sweep and sweep and it keeps going, up the hill, past the market, past my old primary school, and the others fall behind one by one. At the top there’s an old woman with a broom, waiting for me. It’s Madame Uwase, my teacher from P3. ‘You are late, Olivier,’ she says. I feel so ashamed.',
    symbols: ['road', 'mountain', 'shop', 'school', 'late'],
    people: ['crowd', 'wise_elder', 'child', 'teacher'],
    emotions: ['shame'],
    written: { wise_elder: 'old men' },
    turn: ['teacher'],
    outsideLexicon: ['grass', 'verge', 'stones', 'drain', 'broom'],
  },
  // A plain dream. Lying on the airstrip at night with the little cousins (family); the plane coming
  // down out of the dark (darkness) with its lights on (light), the door, the steps (stairs). The big
  // brother (as written), away working in Auckland, coming down them is the turn. "So happy I couldn’t
  // stop crying" is joy, not sadness.
  {
    id: 'en25-airstrip',
    title: 'The airstrip',
    text: 'On hot nights half of Funafuti sleeps out on the airstrip because it’s the coolest place. In the dream I was lying there on a mat with my little cousins, looking up at the stars, when the siren went for the plane. Nobody got up. The plane came down out of the dark with all its lights on and rolled right over us, slowly, the wheels going past my head. At the end it stopped, the door opened, and my big brother came down the steps, the one who went to Auckland to work three years ago. I was so happy I couldn’t stop crying.',
    symbols: ['plane', 'darkness', 'light', 'door', 'stairs'],
    people: ['family', 'brother'],
    emotions: ['joy'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { brother: 'brother' },
    turn: ['brother'],
    outsideLexicon: ['airstrip', 'mat', 'stars', 'siren', 'wheels'],
  },
  // A plain dream, in the present, typed in a hurry. The GCE results (exam) at the school gate, half the
  // town pushing (crowd), the rain; looking for the name on every list (searching). The mother (as
  // written) with the umbrella; the man (a stranger, as written) in a suit (clothes). The name "alone" at
  // the top names no feeling (no loneliness). "So relieved i cried" is relief, no sadness.
  {
    id: 'en25-gce',
    title: 'results',
    text: 'gce results day and im at the school gate in bamenda with half the town pushing to read the lists on the board. rain coming down. i look for my name under A level science and its not there. i look again and again, every list. my mother is behind me holding the umbrella over me saying look well look well. then a man in a suit comes out and pins up a new sheet and my name is right at the top alone. woke up so relieved i cried',
    symbols: ['exam', 'school', 'rain', 'searching', 'clothes'],
    people: ['crowd', 'mother', 'stranger'],
    emotions: ['relief'],
    notThere: ['loneliness', 'sadness'],
    notFelt: ['sadness'],
    written: { mother: 'mother', stranger: 'man' },
    outsideLexicon: ['gate', 'notice board', 'umbrella'],
  },
  // A plain dream. The fisherman is the dreamer. The bank of the river, the thousands of men (crowd),
  // the water, the drums (singing, as music). The talking fish at the bottom is the turn; "as big as a
  // canoe" is a likeness (no boat), "empty-handed" a set phrase (no hands). Anger is denied; "I felt
  // calm" is calm.
  {
    id: 'en25-argungu',
    title: 'Argungu',
    text: 'I fish all year, but in the dream it was the Argungu festival and I was on the bank of the river with thousands of men, all of us holding our gourds and nets, waiting for the whistle. When it went we jumped in together, the water boiling with bodies, the drums beating on the bank. I went down and down, and at the bottom there was a fish as big as a canoe, just lying there looking at me. It opened its mouth and said, ‘Not this year, Garba.’ I came up empty-handed. I felt calm, not even annoyed.',
    symbols: ['river', 'water', 'singing', 'fish'],
    people: ['crowd'],
    emotions: ['calm'],
    notThere: ['boat', 'hands', 'anger'],
    notFelt: ['anger'],
    turn: ['fish'],
    outsideLexicon: ['bank', 'gourds', 'nets', 'whistle', 'drums'],
  },
  // A plain dream, in the present. The joiner is the dreamer. The kilt (clothes), the thousands round the
  // field (crowd), the pipe bands playing (singing, as music). The caber turning into a living pine
  // (tree, the turn) with a crow (bird) at the top; the boots (shoes). "Twelve o’clock" is the direction
  // of a perfect toss (no clock). "Laughing like a madman" is joy.
  {
    id: 'en25-braemar',
    title: 'The caber',
    text: 'I’m a joiner from Ballater and I’m at the Braemar Gathering in my kilt, and it’s my turn at the caber. Thousands of people round the field, the pipe bands still playing. I get it up on my shoulder and start running, and it keeps getting heavier, and when I look up it’s not a caber any more, it’s a whole living pine, branches and needles and a crow sitting at the top. I can’t let go. The crowd goes silent. Then it tips over perfectly, twelve o’clock, and the roots come down right between my boots. I’m laughing like a madman.',
    symbols: ['clothes', 'singing', 'tree', 'bird', 'shoes'],
    people: ['crowd'],
    emotions: ['joy'],
    notThere: ['clock'],
    turn: ['tree'],
    outsideLexicon: ['caber', 'field', 'branches', 'roots'],
  },
  // A plain dream of a chase. The accountant is the dreamer. Cooper’s Hill (mountain) in the rain, the
  // man (a stranger, as written) in the white coat (clothes), the cheese (food), the other runners and
  // the crowd; falling down through the mud, "head over heels" tumbling (no shoes). The cheese rolling
  // back up after the dreamer is the turn (chased), scrambling back up on hands and knees (fleeing,
  // climbing, hands). Terrified is fear.
  {
    id: 'en25-cheese-rolling',
    title: 'Cooper’s Hill',
    text: 'I’m an accountant in Gloucester and I’ve never once done the cheese rolling, but last night I dreamt I was at the top of Cooper’s Hill in the rain with the other runners. The man in the white coat let the cheese go and we all threw ourselves after it. I was falling more than running, head over heels through the mud, the crowd roaring. Then halfway down the cheese stopped, turned round and started rolling back up at me, faster and faster. I scrambled back up the hill on my hands and knees. Everybody else had vanished. I was terrified.',
    symbols: ['mountain', 'rain', 'clothes', 'food', 'falling', 'mud', 'chased', 'fleeing', 'climbing', 'hands'],
    people: ['stranger', 'crowd'],
    emotions: ['fear'],
    notThere: ['shoes'],
    written: { stranger: 'man' },
    turn: ['chased'],
    outsideLexicon: ['cheese'],
  },
  // A plain dream of a storm, in the present. The patient (a stranger) and the teeth at the office, the
  // car, the husband and the sons (as written), the storm shelter door, the dark (darkness), the
  // flashlight and the candles (candle), the tornado (storm). "Dead quiet" is very quiet (no death); the
  // house is gone, kitchen and all (no house, no kitchen), but for the table laid with the candles lit:
  // the turn. "Strangely calm" is calm.
  {
    id: 'en25-storm-shelter',
    title: 'Moore',
    text: 'In the dream the sirens go off while I’m cleaning a patient’s teeth at the office in Moore, and I run straight out to the car and drive home, which I would never do. My husband and our two sons are already down in the storm shelter under the garage. I pull the door shut and we sit there in the dark with one flashlight while the tornado goes right over us, screaming. Then it goes dead quiet. When we open the door the house is gone, every bit of it, except the kitchen table, set for supper with the candles lit. I feel strangely calm.',
    symbols: ['teeth', 'office', 'car', 'door', 'darkness', 'candle', 'storm'],
    people: ['stranger', 'husband', 'son'],
    emotions: ['calm'],
    notThere: ['death', 'house', 'kitchen'],
    written: { husband: 'husband', son: 'sons' },
    turn: ['candle'],
    outsideLexicon: ['sirens', 'storm shelter', 'garage', 'table'],
  },
  // A plain dream. The nurse is the dreamer. The screech-in at the pub: the whole bar singing (crowd,
  // singing), the old man (wise_elder, as written) in a sou’wester (clothes), the cod (fish) and its eye
  // (eyes). The dad is only heard in the fish's voice (voice, the turn; no father). Crying is sadness,
  // "so homesick" nostalgia.
  {
    id: 'en25-screech-in',
    title: 'Screeched in',
    text: 'I moved from Sudbury to St. John’s for my first nursing job, and in the dream I was getting screeched in at a pub on George Street, the whole bar singing along to an accordion. An old man in a sou’wester held up a cod for me to kiss. I kissed it and its eye blinked. Then it spoke, in my dad’s voice: ‘Long may your big jib draw, Katie.’ Nobody else heard. The old man poured me the screech and I knocked it back, and all of a sudden I was crying, because Dad’s never going to come out here. I felt so homesick.',
    symbols: ['singing', 'clothes', 'fish', 'eyes', 'voice'],
    people: ['crowd', 'wise_elder'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['father'],
    written: { wise_elder: 'old man' },
    turn: ['voice'],
    outsideLexicon: ['pub', 'accordion', 'screech'],
  },
  // A plain dream. The cook is the dreamer. The ferry (boat) across the Yukon River at midnight with the
  // sun still up, the backpackers and their bikes (stranger, bicycle). The ferry turning off downriver
  // is the turn; the deckhand (a stranger); the Bering Sea is only named as the next stop (no ocean).
  // The hills (mountain). "So calm" is calm.
  {
    id: 'en25-yukon-ferry',
    title: 'George Black',
    text: 'I cook at a diner in Dawson City, and in the dream I was crossing the Yukon River on the little George Black ferry at midnight, the sun still up the way it is in June, with my pickup and two German backpackers and their bikes. Halfway over, the ferry swung round and started heading downriver, faster and faster, past West Dawson, past a moose standing on the bank. The deckhand just said, ‘Bering Sea, next stop.’ I got my thermos out and we all sat on the tailgate watching the hills go by. I felt so calm.',
    symbols: ['river', 'boat', 'sun', 'bicycle', 'mountain'],
    people: ['stranger'],
    emotions: ['calm'],
    notThere: ['ocean'],
    turn: ['river'],
    outsideLexicon: ['diner', 'pickup', 'moose', 'bank', 'thermos', 'tailgate'],
  },
  // A plain dream, in the present, typed in a hurry. Whitebaiting with the grandad (grandfather, as
  // written) on the river, the net in the water; the ’68 flood is only told (no flood). "Its not
  // whitebait" (no fish): the net full of tiny silver people, thousands (crowd), is the turn. Their
  // waving is a gesture (no wave) and their swimming theirs (no swimming); their singing is heard.
  // ‘Boy’ is the dreamer (no boy). "Weird but happy" is joy.
  {
    id: 'en25-whitebait',
    title: 'whitebait',
    text: 'whitebaiting with grandad on the hokitika river at like 5am, fog everywhere, our net in the water off his stand. hes telling me the same story about the 68 flood as always. then the net goes heavy and we pull it up together and its not whitebait its full of tiny silver people, thousands of them, all waving. grandad just says put em back boy. so i tip them back in the river and they swim off singing. woke up feeling weird but happy',
    symbols: ['river', 'water', 'singing'],
    people: ['grandfather', 'crowd'],
    emotions: ['joy'],
    notThere: ['flood', 'fish', 'wave', 'swimming', 'boy'],
    written: { grandfather: 'grandad' },
    turn: ['crowd'],
    outsideLexicon: ['fog', 'net', 'stand'],
  },
  // A plain dream of a father. The tourists are only in waking life (no stranger). Breathing under the
  // water with no tank (breath, water); the concrete children holding hands come alive (child, hands);
  // their swimming and laughing are theirs (no swimming, no joy). The man at the typewriter is the father
  // (as written): the turn. "So much love" is love.
  {
    id: 'en25-molinere',
    title: 'Molinere',
    text: 'I’m a dive guide in Grenada and most days I take tourists down to the underwater sculptures at Molinere. In the dream I was down there in the clear water with no tank, breathing fine. The ring of concrete children, the ones holding hands, let go of each other and swam up round me, laughing, real kids now, skinny and brown like I was at that age. One of them took my hand and pulled me down over the sand to the man at the typewriter, and it was my father, typing away, old and grey. He looked up and smiled. I felt so much love.',
    symbols: ['water', 'breath', 'hands'],
    people: ['child', 'father'],
    emotions: ['love'],
    notThere: ['stranger', 'swimming', 'joy'],
    notFelt: ['joy'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['sculptures', 'tank', 'sand', 'typewriter'],
  },
  // A plain dream, in the present. The queue at the Istana open house with the wife and the daughters
  // (as written), thousands (crowd) in their best baju (clothes). His Majesty (royalty) shaking the hand
  // (hands); the green packet (gift) with the key (keys) inside: the turn. The grandmother only owns the
  // house in Tutong (no grandmother, no house). "So confused, and then so sad" is confusion and sadness.
  {
    id: 'en25-istana',
    title: 'Open house',
    text: 'It’s the first days of Hari Raya and I’m in the queue for the open house at the Istana with my wife and our three daughters, thousands of people, everyone in their best baju. We wait for hours in the heat. When it’s finally my turn, His Majesty shakes my hand and says, ‘You have grown, Hakim,’ as if he has known me all my life. Then he gives me a green packet, and when I open it there’s an old brass key inside, the key to my grandmother’s house in Tutong. I feel so confused, and then so sad.',
    symbols: ['clothes', 'hands', 'gift', 'keys'],
    people: ['wife', 'daughter', 'crowd', 'royalty'],
    emotions: ['confusion', 'sadness'],
    notThere: ['grandmother', 'house'],
    written: { wife: 'wife', daughter: 'daughters' },
    turn: ['keys'],
    outsideLexicon: ['queue', 'palace'],
  },
  // Jacob’s Ladder is a stair of 699 steps (climbing, stairs; no ladder). The church hat (clothes; no
  // church) and the good shoes; "not a bit out of breath" (no breath). The RMS (boat), the people on the
  // wharf (crowd) waving flags (no wave). The husband (as written), his death dated in waking life (no
  // death), with the ice creams (food): the turn. ‘Girl’ is the dreamer (no girl). Sadness is denied;
  // "laughed till I cried" is joy.
  {
    id: 'en25-jacobs-ladder',
    title: 'Jacob’s Ladder',
    text: 'I’m eighty-one and I’ve lived in Jamestown all my life. In the dream I was going up Jacob’s Ladder, all 699 steps, in my church hat and my good shoes, and I wasn’t a bit out of breath. Halfway up I turned and saw the old RMS St Helena coming in, and everyone down on the wharf waving flags. At the top my husband Cyril, who passed in ’97, was waiting with two ice creams. ‘About time, girl,’ he said. I wasn’t sad in the slightest. I laughed till I cried.',
    symbols: ['climbing', 'stairs', 'clothes', 'shoes', 'boat', 'food'],
    people: ['crowd', 'husband'],
    emotions: ['joy'],
    notThere: ['ladder', 'church', 'breath', 'wave', 'death', 'girl', 'sadness'],
    notFelt: ['sadness'],
    written: { husband: 'husband' },
    turn: ['husband'],
    outsideLexicon: ['wharf', 'flags'],
  },
  // King Puck is a goat and the Queen of Puck a little girl (as written) from the national school: no
  // royalty, no school. The father is only remembered (no father); the mountain and the hill are there,
  // the square cheering (crowd), the brother (as written). ‘Take me home’ names no house. Shame is
  // denied ("one bit foolish"); climbing up, the rain. "Happy out" is joy.
  {
    id: 'en25-puck-fair',
    title: 'King Puck',
    text: 'It was Puck Fair in Killorglin and I’d brought the goat down off the mountain myself, the way my father did in ’71. In the dream they crowned him King Puck up on the stand, and the Queen of Puck, a little girl from the national school, put the crown on his head, the whole square cheering. Then the goat looked straight down at me and said, ‘Take me home, Mossie.’ My brother beside me nearly wet himself laughing. I didn’t feel one bit foolish. I climbed up, lifted him down and walked him back up the hill in the rain, happy out.',
    symbols: ['mountain', 'climbing', 'rain'],
    people: ['girl', 'crowd', 'brother'],
    emotions: ['joy'],
    notThere: ['royalty', 'school', 'father', 'house', 'shame'],
    notFelt: ['shame'],
    written: { girl: 'girl', brother: 'brother' },
    outsideLexicon: ['goat', 'stand', 'crown', 'square'],
  },
  // In the present. The toy train is the Darjeeling railway (train; no toy), the tea gardens are estates
  // (no garden). The train lifting off and climbing with the dreamer aboard (flying, climbing); the
  // tourists (strangers) "screaming like children" (no child; their fright is theirs). Fear is denied.
  // Kanchenjunga (a named mountain) in the sunrise (sun), the snow. The wife (as written), dead eleven
  // years in waking life (no death), is the turn; her waving is a gesture (no wave). "So happy I could
  // burst" is joy.
  {
    id: 'en25-toy-train',
    title: 'Batasia Loop',
    text: 'I’m a guard on the toy train, thirty-one years on the Darjeeling line. In the dream we’re coming round the Batasia Loop in thick cloud when the engine lifts off the rails and keeps climbing, up over the tea gardens, the whole train behind it, the tourists in the coaches screaming like children. I’m not frightened at all. I lean out with my flag and there’s Kanchenjunga right in front of us, pink in the sunrise, close enough to touch. My wife, who has been dead eleven years, is standing in the snow on top, waving us in. I feel so happy I could burst.',
    symbols: ['train', 'flying', 'climbing', 'mountain', 'sun', 'snow'],
    people: ['stranger', 'wife'],
    emotions: ['joy'],
    notThere: ['toy', 'garden', 'child', 'fear', 'death', 'wave'],
    notFelt: ['fear'],
    written: { wife: 'wife' },
    turn: ['wife'],
    outsideLexicon: ['cloud', 'rails', 'flag'],
  },
  // The miner is the dreamer. The lamp (candle) down the shaft, the room full of opal broken into
  // (hidden_room, treasure), glowing (light); "like standing inside a rainbow" a likeness. The ladder is
  // gone (no ladder); panic is denied. Crocodile Harry’s is a dugout by name (no crocodile); the party,
  // the whole town (crowd), the mates (friend). Stan, dead in waking life (no death), is the turn; "you
  // old dog" is said to the dreamer (no dog). "Over the moon" is joy, no moon.
  {
    id: 'en25-coober-pedy',
    title: 'Opal',
    text: 'I’ve mined opal at Coober Pedy for forty years. In the dream I was down my shaft at night with the lamp and I broke through into a room full of opal, glowing every colour, like standing inside a rainbow. Then I saw the ladder was gone. I wasn’t panicking. I followed a tunnel and came up inside Crocodile Harry’s, and the whole town was in there having a party, all my old mates, even Stan, who’s been dead since 2004. ‘Where’ve you been, you old dog?’ he says. I was over the moon.',
    symbols: ['candle', 'hidden_room', 'treasure', 'light', 'party'],
    people: ['crowd', 'friend'],
    emotions: ['joy'],
    notThere: ['ladder', 'fear', 'crocodile', 'death', 'dog', 'moon'],
    notFelt: ['fear'],
    turn: ['friend'],
    outsideLexicon: ['shaft', 'opal', 'rainbow', 'tunnel'],
  },
  // In the present. Horseshoe Bay names no horse. The taxi (car), the two ladies off the cruise ship
  // (strangers, as written), "scared stiff" and thinking it "wonderful": their feelings (no fear, no
  // wonder). The beach with "no sea" (no ocean), the ladies taking pictures (photo). Worry is denied. The
  // fishing boat is the mother's only as owner (no mother): the turn. "Dying for a Dark ’n’ Stormy" is a
  // wish for a drink (no death, no darkness, no storm). No feeling of the dreamer's is named.
  {
    id: 'en25-horseshoe-bay',
    title: 'Horseshoe Bay',
    text: 'I drive a taxi in Bermuda, and in the dream I’m taking two ladies off the cruise ship to Horseshoe Bay, both of them scared stiff of the way I take the corners. When we get to the beach the sand is pink like always, but there’s no sea. The whole bay is dry right out to the reef. The ladies think it’s wonderful and start taking pictures. I’m not worried at all. I walk out across the wet sand, and there’s my mother’s old fishing boat sitting upright, engine running, waiting for me. I wake up dying for a Dark ’n’ Stormy.',
    symbols: ['car', 'beach', 'photo', 'boat'],
    people: ['stranger'],
    emotions: [],
    notThere: ['horse', 'fear', 'wonder', 'ocean', 'anxiety', 'mother', 'death', 'darkness', 'storm'],
    notFelt: ['fear', 'wonder', 'anxiety'],
    written: { stranger: 'ladies' },
    turn: ['boat'],
    outsideLexicon: ['sand', 'reef'],
  },
];
