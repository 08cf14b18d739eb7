// Fourth tuning batch (English), written and read by hand on 2026-12-01 before the analysis was run on it, in the plain style of real dream reports: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 45 to 90 words as people type them at dawn, first person and past tense, with
// everyday details and few deliberate traps: exams, an extra room, water, teeth, a dead grandfather and
// a dead dog, a phone that will not work, a lucid flight, work, a chase, an unwanted wedding, a train to
// the wrong country, football, a funeral, a celebrity, a nightmare, a hotel with no way back, a horse
// in the fog, a restaurant and a fall. What traps there are come as people write: a simile ("like a
// spider’s web", "following me like a dog"), a feeling denied ("I wasn’t scared") or someone else's
// ("Dad was furious"), a word in another sense ("ring my wife", "our coach", "the manager", "at work"),
// images only planned, mentioned or seen after waking. Tom (the dreamer's brother), Ana (a friend) and
// Mrs Reed (an old teacher) come back from the earlier batches. `notFelt` repeats the feelings of
// `notThere` that are named but not the dreamer's as felt.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_4: readonly EvaluationDream[] = [
  {
    id: 'en4-chemistry-exam',
    title: 'The chemistry exam',
    text: 'I was back at university with a chemistry exam I hadn’t studied for, and I was running late. I ran across campus looking for the right building, but every door opened onto another corridor. When I finally found the room, the clock on the wall said twenty past and the teacher just pointed at an empty desk. The questions were all in Greek. I felt sick with panic and woke up before six.',
    symbols: ['school', 'exam', 'late', 'searching', 'door', 'hallway', 'clock'],
    people: ['teacher'],
    emotions: ['fear'],
    notThere: ['illness'],
  },
  // The rooms never noticed before are the extra rooms (hidden_room); the books are only planned, so
  // not there.
  {
    id: 'en4-extra-rooms',
    title: 'Behind the wardrobe',
    text: 'We were still living in our old flat, but behind the wardrobe in my bedroom there was a door I had never noticed. It led to three more rooms full of sunlight, with wooden floors and a piano nobody played. My mum came in behind me and said she had always known about them, as if it were nothing. I walked from room to room, calm and happy, planning where my books would go.',
    symbols: ['bedroom', 'door', 'hidden_room', 'sun'],
    people: ['mother'],
    emotions: ['calm', 'joy'],
    notThere: ['book'],
    outsideLexicon: ['wardrobe', 'piano'],
  },
  // The shore of the lake is read as beach, as the far shore in en-long-journey. No feeling of the
  // dreamer's is named ("felt strong" is none of the list); Tom's laughing is his.
  {
    id: 'en4-lake-race',
    title: 'Racing Tom',
    text: 'My brother Tom and I were swimming across a lake near our grandparents’ cabin, racing like when we were kids. The water was warm and as clear as glass, and little fish were darting about below us. Halfway across Tom said he was tired, so I towed him to the shore while he laughed the whole way. I wasn’t worried at all. I just felt strong.',
    symbols: ['swimming', 'lake', 'water', 'fish', 'beach'],
    people: ['brother'],
    emotions: [],
    notThere: ['grandparent', 'child', 'glass', 'anxiety', 'joy'],
    notFelt: ['anxiety', 'joy'],
  },
  // Asked to dance, but no dancing is told: not there.
  {
    id: 'en4-ana-wedding-teeth',
    title: 'Teeth at Ana’s wedding',
    text: 'I was at my friend Ana’s wedding, standing by the cake, when one of my front teeth came loose. I pushed it back with my tongue, but then another one went, and another, until I had a little pile of teeth in my napkin. Nobody noticed. Ana came over in her big white dress and asked me to dance, and I just smiled with my mouth shut. I was so embarrassed I wanted to disappear.',
    symbols: ['wedding', 'food', 'teeth', 'clothes'],
    people: ['friend'],
    emotions: ['shame'],
    notThere: ['dancing'],
  },
  // The cardigan is read as clothes; "how things were at work" only asks about the workplace.
  {
    id: 'en4-grandad-toast',
    title: 'Toast with Grandad',
    text: 'My grandad, who died last spring, was sitting in my kitchen eating toast as if it were any other Sunday. He had his old brown cardigan on and asked how things were at work. I knew he was dead, but I didn’t say anything in case he left. We talked about the football and his tomatoes. When I woke up I cried for a bit, and then I felt oddly relieved.',
    symbols: ['death', 'kitchen', 'food', 'clothes'],
    people: ['grandfather'],
    emotions: ['sadness', 'relief'],
    notThere: ['office'],
  },
  // The wife is only called, never reached: listed all the same, as the police the dreamer only tries
  // to call in en-intruder. The old teacher answers the phone, so he is in the dream. The cracked
  // screen is the phone's, not a computer.
  {
    id: 'en4-wrong-numbers',
    title: 'Wrong numbers',
    text: 'My car broke down on a country road at night, and I tried to ring my wife, but my phone kept dialling the wrong numbers. Every time I pressed her name I got a pizza place or my old PE teacher, who wanted to chat. The screen was cracked like a spider’s web. A farmer on a tractor stopped to help, and I couldn’t speak, not a word. I felt completely helpless.',
    symbols: ['car', 'road', 'phone', 'voice'],
    people: ['wife', 'teacher', 'stranger'],
    emotions: ['helplessness'],
    notThere: ['ring', 'computer', 'spider'],
    outsideLexicon: ['tractor'],
  },
  // The bus stop is a station with no bus in sight; the tower is the church's, not a castle.
  {
    id: 'en4-bus-stop-flight',
    title: 'I jumped and flew',
    text: 'I was walking to the bus stop when I noticed my feet weren’t quite touching the pavement, and I realised I was dreaming. So I jumped, and I flew. I went up over the roofs of my town, past the church tower, and the fields below looked like a patchwork quilt. It was cold up there and the wind roared in my ears. I was laughing out loud, I felt so free.',
    symbols: ['station', 'feet', 'flying', 'city', 'church', 'wind'],
    people: [],
    emotions: ['joy'],
    notThere: ['bus', 'castle'],
    outsideLexicon: ['roof'],
  },
  // The dreamer's nerves are only shown (sweating, a dry mouth), not named: no feeling listed. Linda's
  // delight is hers; the holiday is only in the photos.
  {
    id: 'en4-presentation',
    title: 'Linda’s crisps',
    text: 'I had to give a presentation to the whole company in the big meeting room at work, and my boss, Linda, was sitting in the front row eating crisps. My slides kept turning into photos from my holiday in Portugal. People were whispering, and someone’s dog was running between the chairs. Linda seemed delighted and kept clapping. I was sweating and my mouth was bone dry.',
    symbols: ['performance', 'office', 'food', 'photo', 'dog'],
    people: ['boss', 'crowd'],
    emotions: [],
    notThere: ['journey', 'joy'],
    notFelt: ['joy'],
  },
  {
    id: 'en4-market-chase',
    title: 'The market',
    text: 'Someone was chasing me through a market in a city I didn’t know, somewhere like Istanbul. I never saw his face, I only heard his footsteps. I knocked over a stall of oranges, ran down some steps to the harbour and hid behind a pile of fishing nets. My heart was pounding. Then a woman selling bread grabbed my hand and pulled me into her shop, and the footsteps just stopped.',
    symbols: ['chased', 'shop', 'city', 'food', 'stairs', 'hiding', 'hands'],
    people: ['stranger'],
    emotions: ['fear'],
    notThere: ['face', 'fish', 'heart'],
    outsideLexicon: ['harbour', 'nets'],
  },
  // "Beautiful" is the mother's word for the dreamer, not the dreamer's wonder.
  {
    id: 'en4-ex-wedding',
    title: 'Marrying Daniel',
    text: 'I was marrying Daniel, my ex from sixth form, whom I haven’t seen in fifteen years. It was in a barn and it was pouring with rain. My mother kept fixing my dress and telling me I looked beautiful. I didn’t love him, I knew that, but I went along with it because everyone had come such a long way. Just before the vows I woke up, feeling oddly guilty.',
    symbols: ['wedding', 'rain', 'clothes'],
    people: ['ex', 'mother'],
    emotions: ['guilt'],
    notThere: ['love', 'wonder'],
    notFelt: ['love', 'wonder'],
    outsideLexicon: ['barn'],
  },
  {
    id: 'en4-biscuit',
    title: 'Biscuit',
    text: 'Our old dog Biscuit, who has been dead for three years, was back, and he was a puppy again. I took him to the park and let him off the lead, and he shot straight into the woods. I searched for ages, calling his name, while it got dark. In the end my sister found him asleep under a bench, covered in mud. I hugged him so hard. I miss him.',
    symbols: ['dog', 'death', 'forest', 'searching', 'darkness', 'mud'],
    people: ['sister'],
    emotions: ['nostalgia'],
    outsideLexicon: ['park', 'bench'],
  },
  // Off a train in a country whose signs the dreamer cannot read: read as being lost. Tom is only the
  // goal of the journey, not in the dream. "There was no one" names no feeling.
  {
    id: 'en4-night-train',
    title: 'The night train',
    text: 'I was on a night train to Edinburgh to visit Tom, but when I woke up in my seat the signs were in a language I couldn’t read. The conductor just shrugged at me. I got off at a tiny station in the snow with my suitcase and no coat. There was no one on the platform and my phone had no signal. Oddly, I wasn’t frightened. I sat on my suitcase and waited for morning.',
    symbols: ['train', 'journey', 'lost', 'station', 'snow', 'luggage', 'phone'],
    people: ['stranger'],
    emotions: [],
    notThere: ['clothes', 'fear'],
    notFelt: ['fear'],
  },
  // The school team is read as school. Mr Daly, the coach, has no people id (outsideLexicon, as "cura"
  // in es3-campanario); "coach" is no bus, the chip shop only says who he is, and the dad shouting the
  // dreamer's name is no anger (not a feeling named, so not in notFelt).
  {
    id: 'en4-football',
    title: 'The header',
    text: 'I was playing football for my old school team, even though I’m thirty-four. Our coach was Mr Daly from the chip shop, which made total sense in the dream. It was raining and the pitch was all mud. I scored with a header and the crowd went mad, and my dad was in the stand shouting my name. I ran round the pitch with my arms in the air, so happy.',
    symbols: ['school', 'rain', 'mud'],
    people: ['crowd', 'father'],
    emotions: ['joy'],
    notThere: ['bus', 'shop', 'anger'],
    outsideLexicon: ['coach'],
  },
  // The coffin is read as cemetery (where the lexicon has it). Death is not listed: no one is said to
  // be dead, and the aunt sits up chatting. "Felt terrible about it" is read as guilt. The vicar has
  // no people id.
  {
    id: 'en4-aunt-carol',
    title: 'Aunt Carol sat up',
    text: 'It was my aunt Carol’s funeral, in a church I didn’t recognise, and the coffin was open and she was sitting up in it, chatting to the vicar. Everyone carried on as if that was normal. My cousins were crying into their hymn books. I sat at the back trying not to laugh, and then I felt terrible about it. Outside it was snowing, although it was July.',
    symbols: ['funeral', 'church', 'cemetery', 'book', 'snow'],
    people: ['family'],
    emotions: ['guilt'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['vicar'],
  },
  // The shopping bags are read as luggage, as "las bolsas de la compra" in es3-cajera-estrella. The mum
  // is heard on the phone, so she is in the dream; school and home are only mentioned.
  {
    id: 'en4-frozen-aisle',
    title: 'The frozen aisle',
    text: 'I was doing the weekly shop at Tesco and Paul Mescal was stacking shelves in the frozen aisle. He recognised me and said we’d been at school together, which we definitely hadn’t. He helped me carry my bags out to the car, and we ended up kissing in the car park. I was ridiculously happy. Then my phone rang and it was my mum, asking when I’d be home, and I woke up.',
    symbols: ['shop', 'luggage', 'car', 'intimacy', 'phone'],
    people: ['celebrity', 'mother'],
    emotions: ['joy'],
    notThere: ['snow', 'school', 'house'],
  },
  // The fear is only shown (a nightmare, soaked in sweat), not named: not listed. "Alone" says no one
  // was there, it names no feeling. The grandmother only owns the house; the lamp and the daylight
  // come after waking, so they are not dream images.
  {
    id: 'en4-cellar-stairs',
    title: 'The cellar stairs',
    text: 'A nightmare. I was alone in my grandmother’s house when the lights went out, and something was breathing at the bottom of the cellar stairs. I tried to scream but no sound came out. I could hear it coming up, slowly, one step at a time, and I couldn’t move my legs. I woke up soaked in sweat and left the bedside lamp on until it got light.',
    symbols: ['house', 'darkness', 'basement', 'stairs', 'voice', 'paralysis', 'feet'],
    people: [],
    emotions: [],
    notThere: ['grandmother', 'candle', 'light', 'loneliness'],
  },
  // The lift is read as elevator; texting means the phone.
  {
    id: 'en4-room-460',
    title: 'Room 460',
    text: 'My partner Sam and I were on holiday in Spain, and I went down to reception to ask for more towels. On the way back I couldn’t find our room. The hotel corridors all looked the same, and the numbers went 212, 213, then 460. I took the lift and it opened onto a beach. Sam kept texting me “where are you??” but I couldn’t reply. I was getting more and more anxious.',
    symbols: ['journey', 'hotel', 'lost', 'hallway', 'elevator', 'beach', 'phone'],
    people: ['partner'],
    emotions: ['anxiety'],
  },
  {
    id: 'en4-white-horse',
    title: 'The white horse',
    text: 'I was walking across a wet field at dawn with a white horse following me like a dog. The fog was so thick I could only see a few metres ahead. The horse kept nudging my shoulder as if it wanted me to hurry up. Then we came to the edge of a cliff, the fog lifted, and there was the sea, enormous and silver. I felt awe, and also very small.',
    symbols: ['horse', 'cliff', 'ocean'],
    people: [],
    emotions: ['wonder'],
    notThere: ['chased', 'dog'],
    outsideLexicon: ['field', 'fog'],
  },
  // "Couldn't stop giggling" is read as joy. The restaurant's manager is no boss of the dreamer's, and
  // turns out to be the old teacher; the waiter is a stranger.
  {
    id: 'en4-cold-spaghetti',
    title: 'Cold spaghetti',
    text: 'My dad and I were having dinner in a fancy restaurant, but the waiter kept bringing us plates of cold spaghetti. Dad was furious and demanded to see the manager. I thought it was hilarious and couldn’t stop giggling, which only made him angrier. The manager turned out to be my old maths teacher, Mrs Reed. She gave us free dessert and told Dad to calm down.',
    symbols: ['food'],
    people: ['father', 'stranger', 'teacher'],
    emotions: ['joy'],
    notThere: ['boss', 'anger', 'calm'],
    notFelt: ['anger', 'calm'],
    outsideLexicon: ['restaurant'],
  },
  // "Annoyed" is the dreamer's own anger. The families eating their tea are strangers, not the
  // dreamer's family.
  {
    id: 'en4-shortcut',
    title: 'The shortcut',
    text: 'I was late for my shift at the hospital and took a shortcut over the rooftops, which apparently I’d done before. Halfway across I slipped and fell. I fell for ages, past windows with families eating their tea, thinking, well, this is it. I wasn’t scared, just annoyed that I’d be even later. I landed on a trampoline in someone’s back garden, and a little boy stared at me.',
    symbols: ['late', 'hospital', 'falling', 'window', 'food', 'garden'],
    people: ['stranger', 'boy'],
    emotions: ['anger'],
    notThere: ['family', 'fear'],
    notFelt: ['fear'],
    outsideLexicon: ['roof', 'trampoline'],
  },
];
