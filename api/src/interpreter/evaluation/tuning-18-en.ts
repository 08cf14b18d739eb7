// Eighteenth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and mostly past tense, on
// situations none of the earlier batches used: a French oral exam at night school at fifty, an
// alligator at a holiday house in Florida, a train where every station is Bank on the way to a job
// interview, a storm on the old Severn Bridge, hair coming out in the shower on a first day at work, a
// dead dad in a seaside amusement arcade, a sister's baby who talks in the kitchen sink, the dreamer's
// own wedding with a broken-down bus, a hotel fire in Spain, flying over the village at dawn with an old
// dog, a parents' house turned into a hotel, a fall from a Cornish cliff path, toddler twins turned
// teenagers overnight, paddleboarding over a sudden deep in the Lake District, a lion walking the
// dreamer home from the pub, teeth coming out while taking the photos at a cousin's wedding, a wedding
// ring lost in the sand at Whitby, a seat out on the wing of a cheap flight to Dublin, a day as a supply
// teacher and a neighbour's python loose in the house. About three quarters are plain reports with the
// ordinary images of dreams (an exam, a chase and a crocodile, a train and being late and lost, a storm
// and a bridge, hair and a mirror, the dead come back, a baby, a wedding, a fire, flying and a dog, a
// house and its rooms, falling, teeth, water and swimming, a plane) and no deliberate traps, written to
// see that the analysis finds everything that is there and nothing that is not; what they list under
// `notThere` is only what ordinary words bring with them (a death before the scene, "when I was a kid",
// "from work", "driving my mum home from the hospital", "the cliff face", "my heart pounding", "the
// lights had gone out", a garden chair, a gran's house, a parents' house and a mum's cooking). The
// other quarter (the oral exam, the wedding, the twins, the ring, the python) hold the few traps people
// write without meaning to: an idiom in passing ("like a rabbit in the headlights", "raining cats and
// dogs"), an image only mentioned (a holiday to describe, a first day at school missed, a grandmother
// buried with a ring, "sun cream"), a word said to the dreamer ("Mum", "the twins"), feelings that are
// someone else's (a husband "furious", a neighbour who "just laughed") or denied ("I wasn’t scared at
// all", "not to worry"). `notFelt` repeats the feelings of `notThere` that are named but not the
// dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the images of a
// turning point (a recognition, a reversal, the last unexpected image) where there is one. None of the
// named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_18: readonly EvaluationDream[] = [
  // Night school and the classroom (school), the oral exam, the library (book) below it; the old French
  // teacher is there, and old only as in former (no wise_elder named). The holiday is only what she
  // asks about (no journey), and "like a rabbit in the headlights" an idiom (no rabbit). Mortified is
  // shame, "completely confused" confusion.
  {
    id: 'en18-oral-exam',
    title: 'Oral',
    text: 'I was back at night school at fifty, sitting my French oral exam in a tiny classroom above the library. The examiner was my old French teacher from secondary school, who must be ninety by now, and she looked exactly the same. She asked me to describe my last holiday, and every word of French I knew just vanished. I sat there like a rabbit in the headlights while she tapped her pen on the desk. Then I heard myself answering in perfect Spanish, which I don’t even speak. She wrote something down and said, ‘Interesting.’ I was mortified, and completely confused.',
    symbols: ['school', 'exam', 'book'],
    people: ['teacher'],
    emotions: ['shame', 'confusion'],
    notThere: ['journey', 'rabbit'],
    outsideLexicon: ['pen', 'desk'],
  },
  // A plain chase. On holiday in the scene (journey), the rented house, the kids (child) in the water of
  // the pool, the alligator (crocodile) out of the bushes at the bottom of the garden; running for the
  // house is fleeing, and it chases them to the back door. The husband (as written) asleep. "Shaking like
  // a leaf" is fear.
  {
    id: 'en18-alligator',
    title: 'Florida',
    text: 'We were on holiday in Florida, in a rented house with a pool, and I was lying on a sunbed while the kids splashed about in the water. Then an alligator came out of the bushes at the bottom of the garden and headed straight for the pool. I screamed at the kids to get out, grabbed the little one and ran for the house, and it chased us all the way to the back door. I slammed it shut just in time. It lay on the patio for an hour, watching us. My husband slept through the whole thing. I was shaking like a leaf.',
    symbols: ['journey', 'house', 'water', 'crocodile', 'garden', 'fleeing', 'chased', 'door'],
    people: ['child', 'husband'],
    emotions: ['fear'],
    written: { husband: 'husband' },
    outsideLexicon: ['pool', 'sunbed', 'bushes', 'patio'],
  },
  // A plain dream of being late and lost, typed in a hurry. The train, the stations all called Bank (a
  // name) and their platforms (station), the phone with no signal, the dark, the offices closing. "In a
  // panic" is fear.
  {
    id: 'en18-bank',
    title: 'Every stop is Bank',
    text: 'Job interview at nine. I got the train into London with loads of time, but every station we stopped at was called Bank, and when I changed lines I came up at Bank again. The platforms kept getting emptier. My phone had no signal. By the time I found a way out it was dark and the offices were closing. Hours late, completely lost. Woke up in a panic.',
    symbols: ['train', 'station', 'phone', 'darkness', 'office', 'late', 'lost'],
    people: [],
    emotions: ['fear'],
    outsideLexicon: ['job interview'],
  },
  // A plain dream. Driving (car) over the bridge in a storm: the wind, the rain, the lightning (storm),
  // the river below. The mum (as written) is there; the hospital is only where they come from and home
  // only where they go (no hospital, no house). "Absolutely terrified" is fear.
  {
    id: 'en18-severn-bridge',
    title: 'The old bridge',
    text: 'I was driving my mum home from the hospital over the old Severn Bridge when a storm came up out of nowhere. The wind was so strong the car kept sliding towards the railings, and the rain was hitting the windscreen so hard the wipers couldn’t cope. Lightning lit up the whole river below us. Then the bridge started to sway, and the lorries in front were swaying with it. Mum gripped my arm and prayed under her breath. We crawled across to the other side at walking pace. I was absolutely terrified.',
    symbols: ['car', 'bridge', 'storm', 'wind', 'rain', 'river'],
    people: ['mother'],
    emotions: ['fear'],
    notThere: ['hospital', 'house'],
    written: { mother: 'mum' },
    outsideLexicon: ['railings', 'windscreen', 'wipers', 'lorries'],
  },
  // A plain dream of hair. The shower (bathroom), running late, the hair coming away in the hands, the
  // bathroom mirror, bald. The office and the new manager (boss), a young woman (as written) with long
  // hair, shaking hands. "So ashamed" is shame.
  {
    id: 'en18-hair',
    title: 'First day',
    text: 'It was my first day at a new job and I was in the shower, already running late. When I rinsed out the shampoo, my hair came away in my hands in big wet clumps. I stood there holding it, then looked in the bathroom mirror: I was almost bald, with a few tufts left. I put on a woolly hat and went in anyway. At the office my new manager, a young woman with long red hair, shook my hand and said she liked the hat. Nobody said a word about it. I felt so ashamed.',
    symbols: ['bathroom', 'late', 'hair', 'hands', 'mirror', 'office'],
    people: ['boss'],
    emotions: ['shame'],
    written: { boss: 'woman' },
    outsideLexicon: ['shampoo', 'woolly hat'],
  },
  // A plain dream of the dead come back: the dad (as written) is there, his death only before the scene
  // (no death), and the dreamer as a kid only in memory (no child). His anorak (clothes), the coins
  // (money), the rain and the sea (ocean) outside, the plastic ring on the finger (ring, hands). Crying
  // is sadness, missing him nostalgia.
  {
    id: 'en18-arcade',
    title: 'Two-pence pieces',
    text: 'I was in an amusement arcade on the seafront with my dad, feeding two-pence pieces into the machines like we did every summer when I was a kid. He died three years ago, but there he was in his old anorak, with a paper cup full of coins, cheering every time the pile shifted. Outside it was pouring with rain and the sea was grey. He won a cheap plastic ring on the grabber and slipped it on my finger. I didn’t want the day to end. I woke up crying, missing him terribly.',
    symbols: ['clothes', 'money', 'rain', 'ocean', 'ring', 'hands'],
    people: ['father'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['child', 'death'],
    written: { father: 'dad' },
    outsideLexicon: ['amusement arcade', 'grabber machine'],
  },
  // A plain dream of a baby. The sister's baby, bathed in the kitchen sink (kitchen, water), his hair;
  // the grown-up voice is no one else. The sister (as written) comes back "from work" (no office).
  // "Completely baffled" is confusion, "a bit frightened" fear.
  {
    id: 'en18-talking-baby',
    title: 'Mind the water',
    text: 'I was babysitting my sister’s baby, and when I gave him his bath in the kitchen sink he looked up at me and said, very clearly, in a deep grown-up voice, ‘Mind the water’s not too hot.’ I nearly dropped him. He chatted away about the weather while I washed his hair and wrapped him in a towel. Then my sister came back from work and he went straight back to gurgling like any other baby. She didn’t believe a word of it. I was completely baffled, and a bit frightened of him.',
    symbols: ['kitchen', 'water', 'hair'],
    people: ['baby', 'sister'],
    emotions: ['confusion', 'fear'],
    notThere: ['office'],
    written: { sister: 'sister' },
    outsideLexicon: ['towel'],
  },
  // The dreamer's wedding: the bus broken down, the rain ("raining cats and dogs" is an idiom: no cat, no
  // dog), the dad (as written), the dress (clothes), the shoes in the hand, the church doors, an hour late,
  // the steps (stairs). The vicar is a stranger; the groom is gone. "Utterly humiliated" is shame,
  // "relieved" relief.
  {
    id: 'en18-own-wedding',
    title: 'The big day',
    text: 'It was my wedding day and the bus taking me to the church broke down halfway there. It was raining cats and dogs. Dad and I got out and ran the rest of the way, me holding my dress up and my shoes in my hand. When we got to the church, the doors were shut and everyone had gone. The vicar said I was an hour late and the groom had given up and left. I stood on the steps, soaked, with mascara running down my cheeks. I felt utterly humiliated, and then, oddly, relieved.',
    symbols: ['wedding', 'bus', 'church', 'rain', 'clothes', 'shoes', 'hands', 'door', 'late', 'stairs'],
    people: ['father', 'stranger'],
    emotions: ['shame', 'relief'],
    notThere: ['cat', 'dog'],
    written: { father: 'dad' },
    outsideLexicon: ['mascara'],
  },
  // A plain dream of fire. The hotel, the corridor (hallway), the lights gone out (darkness, no light),
  // the stairs, the crowd behind, the flames and the burning building (fire; the fire alarm is no fire of
  // its own), the street (road), the pyjamas (clothes). The son (as written). Terrified is fear, "so
  // relieved" relief.
  {
    id: 'en18-hotel-fire',
    title: 'Fire alarm',
    text: 'We were staying in a big hotel in Spain and I woke in the middle of the night to the fire alarm and the smell of smoke. The corridor was full of it and the lights had gone out. I grabbed my son and we felt our way along the wall to the stairs, with a crowd of people coughing and pushing behind us. Three floors down I could see flames pouring out of the restaurant. We got out into the street in our pyjamas and watched the whole building burn. I held my son so tight. I was terrified, and then so relieved.',
    symbols: ['hotel', 'hallway', 'darkness', 'stairs', 'fire', 'road', 'clothes'],
    people: ['son', 'crowd'],
    emotions: ['fear', 'relief'],
    notThere: ['light'],
    written: { son: 'son' },
    outsideLexicon: ['smoke', 'restaurant'],
  },
  // A plain flying dream. The dog, the village (city), flying with the lead in the hand over the church
  // and the river, the sun coming up, the wind. The gran only owns the house they land at (no
  // grandmother); its back garden and the apple tree. "Free and so happy" is joy.
  {
    id: 'en18-flying-dog',
    title: 'Bramble',
    text: 'I was walking our old dog Bramble across the fields behind the village at dawn when I realised I could fly. I just leaned forward and we both rose up, the lead still in my hand, over the church and the rooftops and the river. The sun was coming up pink and orange, and mist lay along the valley. Bramble’s ears flapped in the wind. We flew all the way to my gran’s old house and landed softly in her back garden, under the apple tree. I felt free and so happy.',
    symbols: ['dog', 'city', 'flying', 'hands', 'church', 'river', 'sun', 'wind', 'house', 'garden', 'tree'],
    people: [],
    emotions: ['joy'],
    notThere: ['grandmother'],
    outsideLexicon: ['fields', 'mist', 'lead'],
  },
  // The parents' house (childhood home, house) turned into a hotel; the parents only own it (no family).
  // The young man (stranger, as written) in a waistcoat (clothes), the old bedroom, the school uniform
  // (clothes, no school). The mum is only a smell of cooking (no mother); the doors, the stairs, the
  // kitchen searched for and never found (searching, no kitchen). Homesick is nostalgia.
  {
    id: 'en18-parents-hotel',
    title: 'Room 3',
    text: 'I went back to my parents’ house and found it had been turned into a hotel. There was a reception desk in the front room, and a young man in a waistcoat asked for my booking. My old bedroom was room 3. Everything was beige now, but when I opened the wardrobe my school uniform was still hanging there. I could smell my mum’s cooking, but every door I opened led to another empty room. I went up and down the stairs looking for the kitchen until I woke up. I felt terribly homesick.',
    symbols: ['childhood_home', 'house', 'hotel', 'clothes', 'bedroom', 'door', 'stairs', 'searching'],
    people: ['stranger'],
    emotions: ['nostalgia'],
    notThere: ['family', 'school', 'mother', 'kitchen'],
    written: { stranger: 'man' },
    outsideLexicon: ['reception desk', 'wardrobe'],
  },
  // A plain fall. The cliff path (cliff, road) and the ledge, the sea (ocean), the wind, the partner ahead,
  // the boots (shoes), the fall past the nesting birds, the waves, the water; "couldn’t even scream" is
  // voice. "The cliff face" is no face; "my heart pounding" and shaking are fear, no heart.
  {
    id: 'en18-cliff-path',
    title: 'Cornwall',
    text: 'I was walking a cliff path in Cornwall with my partner, high above the sea, on a windy grey afternoon. He was a long way ahead. The path got narrower and narrower until it was just a ledge, and then a chunk of it crumbled under my boots and I fell. I fell past the cliff face, past nesting birds, with the waves smashing on the rocks below, and I couldn’t even scream. Just before I hit the water I woke up with a jolt, my heart pounding, and lay there shaking for ages.',
    symbols: ['cliff', 'road', 'ocean', 'wind', 'shoes', 'falling', 'bird', 'wave', 'voice', 'water'],
    people: ['partner'],
    emotions: ['fear'],
    notThere: ['face', 'heart'],
    outsideLexicon: ['rocks'],
  },
  // "The twins" are the dreamer's sons (son, as written), no double; "Mum" is said to the dreamer (no
  // mother). The kitchen, the loaf of bread (food), the stairs. The first day at school is only missed
  // (no school). Bewildered is confusion, crying sadness.
  {
    id: 'en18-twins',
    title: 'Sixteen',
    text: 'I went to get the twins up for nursery, but in their cots there were two teenagers, all elbows and spots, glaring at me. They were my sons, I knew it straight away, but sixteen. One of them said, ‘Mum, get out of my room.’ I went down to the kitchen, bewildered, and they came down and ate a whole loaf of bread between them without a word. I’d missed everything, their first day at school, all of it. I sat on the stairs and cried.',
    symbols: ['kitchen', 'food', 'stairs'],
    people: ['son'],
    emotions: ['confusion', 'sadness'],
    notThere: ['double', 'mother', 'school'],
    written: { son: 'sons' },
    outsideLexicon: ['nursery', 'cots'],
  },
  // A plain dream of water. The friend, the lake (the Lake District is a name, but the lake is there),
  // the clear water going black, falling in, swimming back, the legs (feet). The friend's laughter is
  // hers (no joy). "So scared" is fear.
  {
    id: 'en18-paddleboard',
    title: 'Deep water',
    text: 'I was paddleboarding on a lake in the Lake District with my friend Femi. The water was completely still and so clear I could see the stones on the bottom. Then the bottom just dropped away and the water went deep green, then black. Something huge moved underneath my board, long and slow. I wobbled and fell in. It was freezing, I couldn’t touch anything, and I swam back to the board as fast as I could, sure something was going to grab my legs. Femi hauled me up, laughing. I was so scared.',
    symbols: ['lake', 'water', 'falling', 'swimming', 'feet'],
    people: ['friend'],
    emotions: ['fear'],
    notThere: ['joy'],
    notFelt: ['joy'],
    outsideLexicon: ['paddleboard', 'stones'],
  },
  // A plain chase. The lion following under the street lights (light), running down the street (road;
  // fleeing, chased), the front door and the doormat, the hands shaking, the keys dropped. Walking home
  // from the pub names no house. Terrified is fear.
  {
    id: 'en18-lion',
    title: 'Walked home',
    text: 'I was walking home from the pub on a Friday night when I noticed a lion padding along behind me under the street lights. A real lion, huge, with a shaggy mane. I walked faster, and so did it. I started running down our street, and it ran too, not fast, just keeping up. At my front door my hands were shaking so much I dropped my keys twice, while it sat on the pavement and watched me. Then it yawned and lay down on the doormat. I was terrified.',
    symbols: ['lion', 'light', 'chased', 'fleeing', 'road', 'door', 'hands', 'keys'],
    people: [],
    emotions: ['fear'],
    outsideLexicon: ['pub', 'pavement', 'doormat'],
  },
  // A plain dream of teeth. Taking the photos (photo) at the cousin's wedding (family) in a country
  // hotel; everyone lined up is a crowd. The teeth spat into the hand, the wedding dress (clothes).
  // "So embarrassed" is shame.
  {
    id: 'en18-wedding-photos',
    title: 'Say cheese',
    text: 'I was taking the photos at my cousin’s wedding in a country hotel, lining everyone up on the lawn for the big group shot. Every time I shouted ‘Smile!’ I felt another tooth come loose. By the time I had the whole family in place, my mouth was full of them. I spat them into my hand, dozens of little white teeth, and carried on taking pictures with the other hand. My cousin, in her wedding dress, kept asking if I was all right. I just nodded. I was so embarrassed.',
    symbols: ['photo', 'wedding', 'hotel', 'teeth', 'hands', 'clothes'],
    people: ['family', 'crowd'],
    emotions: ['shame'],
    outsideLexicon: ['lawn'],
  },
  // The beach at Whitby and its sand; the wedding ring (ring; no wedding) dropped and searched for with
  // the fingers (hands); the sun is only in "sun cream". The husband (as written); his fury is his (no
  // anger). The little boy (as written) digs up a ring, the turn: the grandmother only owned it and was
  // buried with it (no grandmother, no funeral). "Very frightened" is fear.
  {
    id: 'en18-ring',
    title: 'Whitby',
    text: 'We were on the beach at Whitby and I took off my wedding ring to put sun cream on, and dropped it in the sand. My husband and I searched for hours, sifting through it with our fingers while the tide came in. A little boy with a metal detector came over to help. My husband was furious with me and kept saying it was my own fault. Then the boy’s detector beeped and he dug up a ring, but it wasn’t mine: it was my grandmother’s, the one she was buried with. I was suddenly very frightened.',
    symbols: ['beach', 'ring', 'searching', 'hands'],
    people: ['husband', 'boy'],
    emotions: ['fear'],
    notThere: ['wedding', 'sun', 'anger', 'grandmother', 'funeral'],
    notFelt: ['anger'],
    written: { husband: 'husband', boy: 'boy' },
    turn: ['ring'],
    outsideLexicon: ['sun cream', 'metal detector', 'tide'],
  },
  // A plain dream. The "window seat" of the title is out on the plane's wing (no window), a garden chair
  // (no garden); the flight attendant is a stranger. The wind, the hands holding on, the hair across the
  // face, the sea (ocean) far below. Frightened is fear, amazed wonder.
  {
    id: 'en18-wing',
    title: 'Window seat',
    text: 'I was on a cheap flight to Dublin, and when I found my seat on the plane it was out on the wing: a plastic garden chair bolted down, with a seatbelt. The flight attendant said that’s what I got for paying so little. We took off and the wind was so strong I had to hold on with both hands, my hair whipping across my face. Far below, the sea was tiny and grey. Nobody else seemed to think it was strange. After a while I stopped being frightened and just watched the clouds go by. I was amazed how beautiful it was.',
    symbols: ['plane', 'wind', 'hands', 'hair', 'face', 'ocean'],
    people: ['stranger'],
    emotions: ['fear', 'wonder'],
    notThere: ['window', 'garden'],
    outsideLexicon: ['seatbelt', 'clouds'],
  },
  // A plain dream of work. The dreamer is the supply teacher; the head teacher (teacher) is there, and the
  // children (child) of the primary school. The ducks are birds; chasing them is no chase of the
  // dreamer's. "Completely overwhelmed and helpless" is helplessness.
  {
    id: 'en18-supply-teacher',
    title: 'Supply',
    text: 'I was working as a supply teacher, which I’ve never done in my life, at a primary school I didn’t know. The class was thirty six-year-olds, and they all knew my name. The head teacher told me to teach them long division and then disappeared. Every time I turned to the whiteboard the children had swapped seats, and by the afternoon half of them had turned into ducks. I spent the last lesson chasing ducks round the playground. I felt completely overwhelmed and helpless.',
    symbols: ['school', 'bird'],
    people: ['teacher', 'child'],
    emotions: ['helplessness'],
    notThere: ['chased'],
    outsideLexicon: ['whiteboard', 'playground'],
  },
  // The neighbour's python (snake), searched for in the whole house, under the beds (bedroom); the
  // neighbour, only rung (phone), has no people id. Her laughter is hers (no joy); the hiding is only
  // her guess and "not to worry" only her word (no hiding, no anxiety). The lamp (candle), the snake on
  // the bed and the legs (feet): the turn. Fear is denied; "strangely calm" is calm.
  {
    id: 'en18-python',
    title: 'Houseguest',
    text: 'I was minding my neighbour’s python while she was in Spain, and on the first morning the tank was empty. I searched the whole house, under the beds, in the washing machine, behind the fridge. I rang her and she just laughed and said he’d be hiding somewhere warm and not to worry. That night I couldn’t sleep. At three in the morning I switched on the lamp, and there he was, lying across my bed, heavy and warm on my legs. I wasn’t scared at all. I felt strangely calm.',
    symbols: ['snake', 'searching', 'house', 'bedroom', 'phone', 'candle', 'feet'],
    people: [],
    emotions: ['calm'],
    notThere: ['joy', 'hiding', 'anxiety', 'fear'],
    notFelt: ['joy', 'anxiety', 'fear'],
    turn: ['snake'],
    outsideLexicon: ['tank', 'washing machine', 'fridge', 'neighbour'],
  },
];
