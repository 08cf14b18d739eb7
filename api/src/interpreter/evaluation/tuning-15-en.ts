// Fifteenth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: a department-store lift that goes sideways, a flooded
// cellar in a new house, losing a phone at an arena concert, a bank robbery, swimming with dolphins off
// Cornwall, wasps in the car on the motorway, a tornado on a pier, a whale stranded in a home town, a
// dead grandad at his bowls club, a night on the floor of a snowed-in airport, a night swim in an old
// quarry, a pet rat in a first flat, a night in a police cell, teeth at a midnight carol service, an
// eagle owl at a falconry display, a first date at a planetarium, a head count on a school trip to the
// Natural History Museum, a tandem skydive, the reading of a great-aunt's will and fog on Scafell Pike.
// About two thirds are plain, with the ordinary images of dream reports (a lift, a flood, a crowd, a
// robbery, the sea and animals, a storm, the dead come back, snow, swimming, a fall, a climb, teeth)
// and few traps, written to see that nothing is found that is not there; the others lean on what a
// word-matching reader gets wrong: images negated, absent or never found ("a doll with no hair", "I
// couldn’t see the road", "couldn’t see my own boots"), only on a screen, a T-shirt, a tattoo or a
// planetarium's dome (the stars, a comet and an ex described by a narrator, ‘Save the Whales’, a tiger
// tattooed up an arm), only booked, charged, feared, told or remembered (a skydive booked by a sister, a
// stolen horse, drowning, a house sold and money gone, the university years); things named in idioms,
// set phrases and likenesses ("like a bull in a china shop", "the lion’s share", "Hold your horses",
// "let sleeping dogs lie", "a wild goose chase", "the apple of his eye", "dead on my feet", "in hot
// water", "screamed blue murder", "in stitches", "key witness", "as big as a cat", "like a toy", "heavy
// as a baby", "as still as a photo", "a voice exactly like my grandmother’s"); feelings denied or
// someone else's ("Embarrassed? Not a bit of it.", a whale "very calm", a child "very calmly" paying, a
// cousin "livid", the laughter of friends, a flatmate, police officers and a skydiving instructor, tears
// of relief); words with two senses in context (a fishing boat, an eagle owl, the brass eagle of a
// lectern, the flower beds, a bus stop, a cell's metal bed, the solicitor's mouse, glass cases, sand on
// a seat, deckchairs and wasps "flying", boxes "floating", a "flooded" quarry, Mill Road); and people
// only named as owners or talked about (a sister who booked the skydive, a great-aunt's will, the old
// classmates of a primary school, a grandmother's voice) beside people really present (a dead grandad
// on the green, a dad in a boat, a little brother aged eight again, a cousin and a mum at the
// solicitor's, an old headmaster, the dreamer aged seven). `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt; `written` gives a person's gendered word as
// written; `turn` lists the images of a turning point (a recognition, a reversal, the last unexpected
// image) where there is one. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_15: readonly EvaluationDream[] = [
  // A plain dream. The lift (elevator) of the department store (shop) going sideways; its doors open onto
  // the old school's canteen (school), a beach at night and, last, the dreamer's own kitchen: the turn.
  // The attendant in a red uniform (clothes), unknown, is a stranger. "Properly frightened" is fear.
  {
    id: 'en15-sideways-lift',
    title: 'Sideways',
    text: 'I was in a big old department store in the January sales and got into the lift to go up to the fourth floor. The doors closed, it jolted, and then it started moving sideways. I could feel it sliding along, faster and faster, and every time the doors opened I was somewhere else: the perfume counters, my old school canteen, a beach at night with the tide out. A lift attendant in a red uniform kept saying, ‘Mind the doors, please.’ I was properly frightened and kept pressing G. In the end the doors opened onto my own kitchen, with the kettle just boiling.',
    symbols: ['shop', 'elevator', 'door', 'school', 'beach', 'clothes', 'kitchen'],
    people: ['stranger'],
    emotions: ['fear'],
    turn: ['kitchen'],
    outsideLexicon: ['department store', 'perfume counters', 'canteen', 'kettle'],
  },
  // A plain dream. The cellar (basement) of the new house, the torch on the phone (candle, phone), the
  // stairs, the water rising (flood). The boxes and the doll (toy) "floating" are no flight of the
  // dreamer's, and the doll has no hair. The dark corner (darkness); running back up the stairs is
  // fleeing; the door, and the water under it across the kitchen. Terrified is fear.
  {
    id: 'en15-cellar',
    title: 'Down in the cellar',
    text: 'We’d just moved into an old terraced house and I went down to the cellar to look at the boiler. The bulb had gone, so I used the torch on my phone. At the bottom of the stairs the water was up to my knees, black and freezing, and still rising. Cardboard boxes were floating past, and a doll with no hair, and a rubber duck. Something splashed in the dark corner. I ran back up the stairs and slammed the door, absolutely terrified, but the water came seeping under it and spread across the kitchen floor.',
    symbols: [
      'house',
      'basement',
      'candle',
      'phone',
      'stairs',
      'water',
      'flood',
      'box',
      'toy',
      'darkness',
      'fleeing',
      'door',
      'kitchen',
    ],
    people: [],
    emotions: ['fear'],
    notThere: ['flying', 'hair'],
    outsideLexicon: ['boiler', 'bulb', 'rubber duck'],
  },
  // A plain dream. The arena concert (performance), the best friend (friend) and the crowd; the phone
  // gone (lost) and searched for on hands and knees among everyone's feet, while they sing (singing);
  // the singer (celebrity) finds it. Mortified is shame, "secretly thrilled" joy.
  {
    id: 'en15-concert-phone',
    title: 'Encore',
    text: 'I was at a huge arena concert with my best friend, right at the front, and halfway through the encore I realised my phone had gone from my back pocket. I got down on my hands and knees in the crowd, searching between the plastic cups and everyone’s feet while they all sang above me. My friend kept shouting that it didn’t matter. Then the singer stopped the song, held up a phone and read my name out into the microphone. It was mine. Twenty thousand people cheered. I was mortified, and secretly thrilled.',
    symbols: ['performance', 'phone', 'lost', 'hands', 'searching', 'feet', 'singing'],
    people: ['friend', 'crowd', 'celebrity'],
    emotions: ['shame', 'joy'],
    outsideLexicon: ['arena', 'plastic cups', 'microphone'],
  },
  // A plain nightmare. The robbers (intruder) in ski masks (mask), the gun, hiding under a desk, the
  // cash (money), the white trainers (shoes) caked in mud; the police and the policewoman (as written).
  // The legs shaking (feet). Terrified is fear; the tears are of relief, no sadness.
  {
    id: 'en15-bank-robbery',
    title: 'Paying in',
    text: 'I was in the bank, paying in a cheque, when two men in ski masks burst in shouting. One of them had a gun. I dropped to the floor, crawled under a desk and hid there, terrified, trying not to make a sound, while they stuffed the cash into a sports holdall. One of them stood right next to me; I could see his white trainers, caked in mud. Then sirens, police everywhere, and the robbers were gone. A policewoman helped me up. My legs wouldn’t stop shaking, and I was so relieved I burst into tears.',
    symbols: ['mask', 'gun', 'hiding', 'money', 'shoes', 'mud', 'feet'],
    people: ['intruder', 'police'],
    emotions: ['fear', 'relief'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    written: { police: 'policewoman' },
    outsideLexicon: ['bank', 'cheque', 'desk', 'holdall', 'sirens'],
  },
  // A plain dream. The little fishing boat is no fish: none is caught or seen. The sunrise (sun), the
  // dad (as written), the dolphins, the clothes, the water, swimming in the sea (ocean). Laughing,
  // happy and free are joy.
  {
    id: 'en15-dolphins',
    title: 'Pod',
    text: 'I was out on a little fishing boat off Cornwall at sunrise with my dad, when he pointed and said, ‘Dolphins.’ Without thinking I jumped in, clothes and all. The water was freezing and bottle green, and suddenly there were dolphins all round me, dozens of them, clicking and whistling. I swam with them, and one let me hold its fin and towed me along so fast I was laughing into the sea. My dad was leaning over the side, waving his cap. I felt so happy and so free.',
    symbols: ['boat', 'sun', 'dolphin', 'clothes', 'water', 'swimming', 'ocean'],
    people: ['father'],
    emotions: ['joy'],
    notThere: ['fish'],
    written: { father: 'dad' },
    outsideLexicon: ['fin', 'cap'],
  },
  // A plain dream. Driving (car) on the motorway (road) with the kids (child); the wasps (bees) that
  // fly in through the window are no flight of the dreamer's, and "I couldn’t see the road for wasps"
  // is no blindness (no eyes). The drizzle (rain), the hands shaking; terrified is fear.
  {
    id: 'en15-wasps',
    title: 'Hard shoulder',
    text: 'I was driving down the motorway in the fast lane with both kids in the back when a wasp flew in through the open window. Then another. Within seconds the car was full of them, a humming cloud, crawling over the dashboard and the steering wheel. The kids were screaming. I couldn’t see the road for wasps. Somehow I got onto the hard shoulder, dragged the kids out, and we stood on the verge in the drizzle while the car hummed like a hive. My hands wouldn’t stop shaking. I was terrified.',
    symbols: ['car', 'road', 'bees', 'window', 'rain', 'hands'],
    people: ['child'],
    emotions: ['fear'],
    notThere: ['flying', 'eyes'],
    outsideLexicon: ['dashboard', 'hard shoulder', 'verge'],
  },
  // A plain dream. The husband (as written) on the pier, the chips (food), the green sky, the tornado
  // (storm) across the sea (ocean). The people screaming and running are a crowd; running back with his
  // hand (hands, fleeing), the boards under the feet. The deckchairs "flying" are no flight of the
  // dreamer's, and the helter-skelter carried off "like a toy" a likeness (no toy). Hiding under the
  // pier on the wet sand (beach); scared is fear.
  {
    id: 'en15-pier',
    title: 'The pier',
    text: 'My husband and I were on the pier eating chips when the sky went a strange shade of green and a tornado came twisting across the sea towards us. People were screaming and running. I grabbed his hand and we ran back down the pier, the boards shaking under our feet, deckchairs flying past our heads. The tornado picked up the whole helter-skelter and carried it off like a toy. We hid under the pier on the wet sand, soaked, holding each other. I have never been so scared in my life.',
    symbols: ['food', 'sky', 'storm', 'ocean', 'hands', 'fleeing', 'feet', 'hiding', 'beach'],
    people: ['husband', 'crowd'],
    emotions: ['fear'],
    notThere: ['flying', 'toy'],
    written: { husband: 'husband' },
    outsideLexicon: ['pier', 'deckchairs', 'helter-skelter'],
  },
  // A plain dream. The seaside town (ocean, city) where the dreamer grew up, the whale on the beach, the
  // water poured over it, the little brother (as written), half the town cheering (crowd). The whale's
  // calm is its own (no calm); the waves. The tears are of relief, no sadness.
  {
    id: 'en15-whale',
    title: 'High tide',
    text: 'I was back in the little seaside town where I grew up, and a whale had washed up on the beach, huge and grey, breathing slowly through its blowhole. Half the town was down there with buckets, pouring water over it. I ran back and forth to the sea with my little brother, who was eight again. The whale kept watching me the whole time, very calm. When the tide finally came in, it rolled over and slid off into the waves, and everyone cheered. I cried with relief.',
    symbols: ['ocean', 'city', 'whale', 'beach', 'water', 'wave'],
    people: ['brother', 'crowd'],
    emotions: ['relief'],
    notThere: ['calm', 'sadness'],
    notFelt: ['calm', 'sadness'],
    written: { brother: 'brother' },
    outsideLexicon: ['blowhole', 'buckets', 'tide'],
  },
  // A plain dream of the dead come back: the grandad (as written) on the green of his bowls club, his
  // death only before the scene (no death); the university only says when (no school), and "the apple
  // of his eye" is an idiom (no eyes). His whites (clothes), the bowl in the hand; the flower beds are a
  // garden, no bed (no bedroom). The sun going down; love is the dreamer's.
  {
    id: 'en15-bowls',
    title: 'The green',
    text: 'I went down to the bowls club where my grandad used to play, and there he was on the green in his whites, though he died when I was at university. He didn’t seem surprised to see me. I was always the apple of his eye. He put a bowl in my hand and showed me how to roll it so it curled in at the end, as patient as ever. The flower beds round the green were full of roses. We played till the sun went down, and he beat me every single time. I felt so much love for him.',
    symbols: ['clothes', 'hands', 'garden', 'sun'],
    people: ['grandfather'],
    emotions: ['love'],
    notThere: ['death', 'school', 'eyes', 'bedroom'],
    written: { grandfather: 'grandad' },
    outsideLexicon: ['bowls club', 'bowling green', 'roses'],
  },
  // Stranded at the airport in the snow; "dead on my feet" is an idiom (no death, no feet). The coat
  // (clothes) and the rucksack (luggage); the tiger is only tattooed on the arm of the man next to the
  // dreamer (stranger, as written): no tiger. The windows, the planes under the snow. Hundreds asleep on
  // the floor are a crowd; the primary school is only where they come from (no school), and the old
  // classmates have no people id. "Oddly safe" is calm.
  {
    id: 'en15-airport-snow',
    title: 'Stranded',
    text: 'I was stranded overnight at the airport because of snow, every flight cancelled, hundreds of us sleeping on the floor of the departure lounge. I was dead on my feet. I lay on my coat with my rucksack for a pillow. The man next to me had a tiger tattooed all the way up his arm. Through the big windows the planes were just white humps under the snow. Around three in the morning I realised that everyone around me was from my primary school class, all grown up, all fast asleep. I felt oddly safe, and I didn’t want it to stop snowing.',
    symbols: ['airport', 'snow', 'clothes', 'luggage', 'window', 'plane'],
    people: ['crowd', 'stranger'],
    emotions: ['calm'],
    notThere: ['death', 'feet', 'tiger', 'school'],
    written: { stranger: 'man' },
    outsideLexicon: ['departure lounge', 'pillow', 'tattoo'],
  },
  // The friends (friend) and the old quarry, a lake "flooded" long ago: no flood. Swimming in the water
  // under the full moon (moon). Drowning is only feared (no drowning), though the fear is the
  // dreamer's. "Floating on my back" is no flight; the stars (sky), the dark (darkness). The others'
  // laughter is theirs (no joy); "completely at peace" is calm.
  {
    id: 'en15-quarry',
    title: 'The quarry',
    text: 'It was a hot night, and a few of my friends and I had got through a hole in the fence into the old flooded quarry to go swimming, which I’d never normally do. The water was black and still, with the full moon lying on it. The others jumped straight in off the rocks. I stood at the top for ages, terrified I’d drown, and then I jumped. The cold was like a slap. Then I was floating on my back looking up at the stars, and I could hear the others laughing somewhere in the dark. I felt weightless and completely at peace.',
    symbols: ['lake', 'swimming', 'water', 'moon', 'sky', 'darkness'],
    people: ['friend'],
    emotions: ['fear', 'calm'],
    notThere: ['flood', 'drowning', 'flying', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['quarry', 'fence', 'rocks'],
  },
  // Mill Road is a name (no road). The toast and the bread (food); the rat is there, "as big as a cat" a
  // likeness (no cat), with its tiny red eyes (eyes, as the dinosaur's in en5-museum). Screaming the
  // place down is fear. The best mate Ollie is a friend; the whales only printed on his T-shirt
  // (clothes; no whale), and his laughter his (no joy). Disgusted is disgust.
  {
    id: 'en15-rat',
    title: 'Gordon',
    text: 'I was back in my first flat, the grotty one on Mill Road, making toast at midnight, when a rat as big as a cat ran along the worktop and sat on the bread bin, watching me with tiny red eyes. I screamed the place down. My best mate Ollie, who had the room next to mine back then, came in wearing his ‘Save the Whales’ T-shirt, took one look and burst out laughing. He picked it up by the tail and said it was his, called Gordon, and he’d had it for months. I was absolutely disgusted.',
    symbols: ['food', 'rat', 'eyes', 'clothes'],
    people: ['friend'],
    emotions: ['fear', 'disgust'],
    notThere: ['road', 'cat', 'whale', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['worktop', 'bread bin'],
  },
  // Arrested by the police at the bus stop (station, with no bus in sight, as in en4-bus-stop-flight).
  // The horse is only in the charge (no horse). Locked in a cell (prison, trapped): its metal bed is no
  // bedroom, and "key witness" no keys. The window, the door. The officers' laughter is theirs (no
  // joy). The old headmaster (teacher, as written); "so ashamed" is shame.
  {
    id: 'en15-police-cell',
    title: 'Nicked',
    text: 'Two police officers arrested me at the bus stop for stealing a horse. I kept telling them I’d never even touched a horse in my life, but they put me in the back of a van and locked me in a cell with a metal bed and one tiny window high up. Through the hatch I could hear them laughing and calling me their key witness. Then the door clanged open and in walked my old headmaster, Mr Lowe, with a clipboard, and told me I’d failed. I felt so ashamed I couldn’t look at him, though I still had no idea what I’d done.',
    symbols: ['station', 'prison', 'trapped', 'window', 'door'],
    people: ['police', 'teacher'],
    emotions: ['shame'],
    notThere: ['bus', 'horse', 'bedroom', 'keys', 'joy'],
    notFelt: ['joy'],
    written: { teacher: 'headmaster' },
    outsideLexicon: ['van', 'hatch', 'clipboard'],
  },
  // The midnight carol service in the village church (city, church), the candles, the solo sung
  // (singing, performance) before the packed pews (crowd). The teeth shooting out; the brass eagle is
  // only the lectern's shape (no eagle). The hymn book (book); the voice better than ever. Embarrassment
  // is denied ("Embarrassed? Not a bit of it."); happy is joy.
  {
    id: 'en15-carol-service',
    title: 'O Holy Night',
    text: 'I was singing the solo at the midnight carol service in our village church, candles everywhere, every pew packed. On the high note of ‘O Holy Night’ one of my front teeth shot out and pinged off the brass eagle on the lectern. I just kept singing. Then another tooth went, and another, dropping into my hymn book. Nobody noticed except the vicar, who nodded at me kindly. By the last verse I had no teeth left at all, and my voice was better than ever. Embarrassed? Not a bit of it. I was happy.',
    symbols: ['singing', 'performance', 'city', 'church', 'candle', 'teeth', 'book', 'voice'],
    people: ['crowd'],
    emotions: ['joy'],
    notThere: ['eagle', 'shame'],
    notFelt: ['shame'],
    outsideLexicon: ['pews', 'lectern', 'vicar'],
  },
  // The county show: the falconer (stranger, as written), the son (as written) shoving the dreamer
  // forward, the glove on the hand. The eagle owl is an owl (no eagle), "heavy as a baby" a likeness (no
  // baby), and it speaks in a voice only like the grandmother's (no grandmother); the money and the
  // worrying are only in what it says (no money, no anxiety). The crowd clapping; "full of awe" is
  // wonder. The owl speaking is the turn.
  {
    id: 'en15-falconry',
    title: 'The volunteer',
    text: 'We were at a county show watching a falconry display, and the falconer asked for a volunteer. My son shoved me forward. The man put a thick leather glove on my hand, and a huge eagle owl came gliding low across the field and landed on my arm, heavy as a baby. It turned its head right round and stared at me. Then it spoke, in exactly my grandmother’s voice, and told me to stop worrying about money. The crowd clapped as if it was all part of the act. I just stood there, full of awe.',
    symbols: ['hands', 'owl'],
    people: ['son', 'stranger', 'crowd'],
    emotions: ['wonder'],
    notThere: ['eagle', 'baby', 'grandmother', 'money', 'anxiety'],
    notFelt: ['anxiety'],
    written: { son: 'son', stranger: 'man' },
    turn: ['owl'],
    outsideLexicon: ['falconry', 'glove', 'field'],
  },
  // A first date at the planetarium with a man met online (stranger, as written). The dark (darkness)
  // and the hand held; the stars and the comet are only projected on the dome (no sky), and the ex only
  // described by the narrator (no ex). "In stitches" is the date's laughter; the dreamer's laughing is
  // joy. The lights coming up (light); the sand on the empty seat is no beach. "Very lonely" is
  // loneliness.
  {
    id: 'en15-planetarium',
    title: 'Mostly gas',
    text: 'I was on a first date at the planetarium with a man I’d met online. We lay back in the reclining seats in the dark and the dome filled with stars, the Milky Way, a comet with a long tail. He reached over and held my hand. Then the narrator’s voice changed and started describing my ex, planet by planet: ‘cold, distant, mostly gas’. My date was in stitches, and I laughed too, I couldn’t help it. But when the lights came up he was gone, and his seat was full of sand. I felt very lonely.',
    symbols: ['darkness', 'hands', 'light'],
    people: ['stranger'],
    emotions: ['joy', 'loneliness'],
    notThere: ['sky', 'ex', 'beach'],
    written: { stranger: 'man' },
    outsideLexicon: ['planetarium', 'dome', 'comet', 'reclining seats'],
  },
  // The school trip (journey, as in en10-school-trip; no school is seen, and the school jumper is only
  // clothes) to the museum, the six kids (child) in orange vests (clothes). The sixth lost and searched
  // for; "in hot water" is an idiom (no water), "a flat spin" anxiety. The blue whale and the
  // butterflies are exhibits there, as the whale skeleton in en5-museum; the glass cases are no broken
  // glass. The gift shop (shop); the rubber snake is a toy (no snake), and the calm is the child's (no
  // calm). "So relieved" is relief. The child is the dreamer aged seven (double): the turn.
  {
    id: 'en15-museum-trip',
    title: 'Head count',
    text: 'I was helping out on a school trip to the Natural History Museum, in charge of six kids in orange vests. I counted them under the big dinosaur: five. I counted again: five. I knew I’d be in hot water. I ran round the whole museum in a flat spin, shouting their names, past the blue whale and a room of butterflies pinned in glass cases. In the end I found the sixth one in the gift shop, very calmly paying for a rubber snake. I hugged him, so relieved, and then he looked up at me. He was me, aged seven, in my old school jumper.',
    symbols: ['journey', 'clothes', 'lost', 'searching', 'whale', 'butterfly', 'shop', 'toy'],
    people: ['child', 'double'],
    emotions: ['anxiety', 'relief'],
    notThere: ['school', 'water', 'glass', 'snake', 'calm'],
    notFelt: ['calm'],
    turn: ['double'],
    outsideLexicon: ['museum', 'dinosaur'],
  },
  // The sister only booked the skydive (no sister). The man never met (stranger, as written), the open
  // door of the plane, the wind, the fall; "screamed blue murder" is fear, no killing. Hanging in the
  // blue sky "as still as a photo" (no photo). His laughter is his (no joy); completely calm is calm.
  {
    id: 'en15-skydive',
    title: 'Free fall',
    text: 'My sister had booked me a tandem skydive for my fortieth, and there I was, strapped to a big bearded man I’d never met, shuffling to the open door of a tiny plane. Then we just dropped. The wind roared in my ears and we fell and fell through the clouds. When he pulled the cord, nothing happened. He pulled it again. Nothing. I screamed blue murder. Then, for no reason at all, we simply stopped falling and hung there in the blue sky, as still as a photo. He laughed and said we could stay as long as I liked. I felt completely calm.',
    symbols: ['door', 'plane', 'wind', 'falling', 'sky'],
    people: ['stranger'],
    emotions: ['fear', 'calm'],
    notThere: ['sister', 'killing', 'photo', 'joy'],
    notFelt: ['joy'],
    written: { stranger: 'man' },
    outsideLexicon: ['skydive', 'cord', 'clouds'],
  },
  // The reading of a will: the great-aunt is only its owner, dead before the scene, while the cousin
  // (family, as written) and the mum (mother, as written) are there, with the solicitor, a stranger. "Like
  // a bull in a china shop", "the lion’s share", "Hold your horses", "let sleeping dogs lie" and "a wild
  // goose chase" are idioms (no bull, shop, lion, horse, dog or chase); the solicitor's mouse is no rat.
  // The house sold and the money gone are only told (no house, no money). Gary's fury is his. The grey
  // parrot (bird) is the turn; delighted is joy.
  {
    id: 'en15-will',
    title: 'The will',
    text: 'We were all at the solicitor’s for the reading of my great-aunt Winifred’s will. My cousin Gary barged in like a bull in a china shop, already going on about the lion’s share. ‘Hold your horses,’ said the solicitor, clicking her mouse. My mum kept whispering to let sleeping dogs lie. It turned out the house had been sold years ago and the money was long gone, so we’d all been on a wild goose chase. Gary was livid. Then the solicitor lifted a cage onto the desk: Winifred had left me her grey parrot. It looked at me and said my name. I was delighted.',
    symbols: ['bird'],
    people: ['family', 'mother', 'stranger'],
    emotions: ['joy'],
    notThere: ['bull', 'shop', 'lion', 'horse', 'rat', 'dog', 'house', 'money', 'chased', 'anger'],
    notFelt: ['anger'],
    written: { family: 'cousin', mother: 'mum' },
    turn: ['bird'],
    outsideLexicon: ['solicitor', 'will', 'cage', 'desk'],
  },
  // A plain dream. Climbing Scafell Pike (mountain) with the friend; "couldn’t see my own boots" is the
  // fog, no blindness (no eyes), and the boots are shoes. Lost; the ledge (cliff), the wind, the coat
  // (clothes). "Frightened out of my wits" is fear. "A foot from" the summit is no foot (no feet); the
  // sandwich (food). "So relieved" is relief.
  {
    id: 'en15-scafell',
    title: 'The cairn',
    text: 'I was climbing Scafell Pike with my friend Meera when the fog came down so thick I couldn’t see my own boots. We lost the path. Meera went on ahead to find it and didn’t come back, and I shouted and shouted. I edged along a narrow ledge with a drop on one side that I could feel more than see, the wind tugging at my coat. I was frightened out of my wits. Then the fog tore open for a second, and I was standing a foot from the summit cairn, with Meera sitting on it eating a sandwich. I was so relieved I laughed out loud.',
    symbols: ['climbing', 'mountain', 'shoes', 'lost', 'cliff', 'wind', 'clothes', 'food'],
    people: ['friend'],
    emotions: ['fear', 'relief'],
    notThere: ['eyes', 'feet'],
    outsideLexicon: ['fog', 'cairn'],
  },
];
