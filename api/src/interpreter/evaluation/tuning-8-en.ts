// Eighth tuning batch (English), written and read by hand on 2026-12-05 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 100 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: a night shift at a petrol station, a first driving
// lesson with a father, a wedding dress fitting, teeth falling out at a job interview, a neighbours'
// barbecue, a friend's dog lost in a park, a house with an extra floor, an exam at the bottom of a
// swimming pool, a snake in a father's garden, flying low over a city at night, a marathon in
// slippers, a cave tour, an old friend's funeral, a flooded kitchen, a shattered phone, a volcano on
// holiday, an ice rink, an endless escalator, a taxi driven by an ex and a vet's. Half are plain, with
// few traps; the other half carry the traps of real reports: feelings denied or contrasted ("I wasn’t
// worried in the slightest", "I should have been furious", "I thought I’d be excited, but I wasn’t",
// "I didn’t cry"), tears of relief, pride or laughter that are no sadness, other people's feelings (a
// mother's happy tears, a cheerful guide, mourners crying), people only mentioned, messaged or phoned,
// images only said, compared or in another sense ("like a shark", "like a bath", "an absolute angel",
// "a coach party", "ice creams", "a petrol station", "who we’re looking for", "running late" in a text
// message, "home town") and gendered people as written ("my grandma", "the dressmaker, an old woman",
// "my old headmistress", "a teenage boy"). `notFelt` repeats the feelings of `notThere` that are named
// but not the dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the
// images of a turning point (a recognition, a reversal, the last unexpected image) where there is one.
// None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_8: readonly EvaluationDream[] = [
  // A job at a petrol station is the workplace (office), as the bakery in en5-bakery; a petrol station
  // is no train or bus station, and home is only where the boss says to go. The wolf is a mask. The
  // boss only phones, and is listed as the wife only called in en4-wrong-numbers; the masked man, unknown
  // to the dreamer, is a stranger. The till making no sense is the dreamer's confusion; fear is denied.
  // The derelict forecourt is the turning point.
  {
    id: 'en8-petrol-station',
    title: 'The night shift',
    text: 'I was working the night shift at a petrol station on an empty road, and I had no idea how the till worked, it made no sense to me at all. Around three a lorry pulled in and a man in a wolf mask got out, bought a loaf of bread and paid in old coins. I wasn’t scared, he was very polite. Then my boss phoned and said the station had closed years ago and I should go home. I looked outside and the pumps were rusted, the whole place derelict.',
    symbols: ['office', 'road', 'mask', 'food', 'money', 'phone', 'ruins'],
    people: ['stranger', 'boss'],
    emotions: ['confusion'],
    notThere: ['station', 'wolf', 'fear', 'house'],
    notFelt: ['fear'],
    written: { stranger: 'man' },
    turn: ['ruins'],
    outsideLexicon: ['petrol station', 'lorry'],
  },
  // A plain dream. A driving lesson is no test, as the father says: no exam. The car floats down the
  // river, which is no flight; the road turning into a river is the turning point. Fishing is read as
  // the fish id's own word, and the car's mirror is a mirror. Laughing and feeling relaxed are the
  // dreamer's joy and calm.
  {
    id: 'en8-driving-lesson',
    title: 'The first lesson',
    text: 'It was my first driving lesson and the instructor was my dad, even though in real life he can’t drive. He kept saying it wasn’t a test and I should just enjoy it. I drove his old blue car down the high street and everything went fine. I checked the mirror every few seconds like you’re supposed to. Then the road turned into a river and the car simply floated along with the current, and Dad wound down his window and started fishing. I laughed and felt completely relaxed.',
    symbols: ['car', 'road', 'mirror', 'river', 'window', 'fish'],
    people: ['father'],
    emotions: ['joy', 'calm'],
    notThere: ['exam', 'flying'],
    written: { father: 'dad' },
    turn: ['river'],
  },
  // The fitting is for the dreamer's own wedding, and the bride in the mirror makes it one too. The
  // dressmaker, an old woman as written, is wise_elder. The mum's tears are happy ones and hers: neither
  // sadness nor joy of the dreamer's, whose excitement is expected and denied (tiredness has no id).
  // The little sister in the mirror is the turning point, and the relief is the dreamer's.
  {
    id: 'en8-dress-fitting',
    title: 'The fitting',
    text: 'I was at the last fitting for my wedding dress, standing on a stool while the dressmaker, an old woman with pins in her mouth, took it in at the waist. Mum sat on the sofa in tears, happy tears, she kept saying. I thought I’d be excited, but I wasn’t, I mostly felt tired. The dress fitted perfectly. Then I looked in the mirror and the bride in it wasn’t me. It was my little sister, waving at me, and I felt oddly relieved.',
    symbols: ['wedding', 'clothes', 'mirror'],
    people: ['wise_elder', 'mother', 'sister'],
    emotions: ['relief'],
    notThere: ['sadness', 'joy'],
    notFelt: ['sadness', 'joy'],
    written: { wise_elder: 'old woman', mother: 'mum', sister: 'sister' },
    turn: ['sister', 'mirror'],
    outsideLexicon: ['pins'],
  },
  // A job interview in an office block: the office, and the interviewer is the old headmistress,
  // read as teacher. The teeth come out into the dreamer's hand; the handshake is hands too. "Who we’re
  // looking for" is the interviewer's phrase, no search. Mortified and wanting the floor to swallow
  // them up is the dreamer's shame.
  {
    id: 'en8-interview-teeth',
    title: 'The interview',
    text: 'I had a job interview in a big office block in the city, and the woman interviewing me was my old headmistress, Mrs Doyle. Halfway through an answer about teamwork I felt a tooth come loose, then another. I kept talking and spat them quietly into my hand, one by one, until I had a palmful. She didn’t seem to notice. I was mortified, I wanted the floor to swallow me up. At the end she shook my hand and said, “You’re exactly who we’re looking for.”',
    symbols: ['office', 'city', 'teeth', 'hands'],
    people: ['teacher'],
    emotions: ['shame'],
    notThere: ['searching'],
    written: { teacher: 'headmistress' },
    outsideLexicon: ['interview'],
  },
  // A plain dream. A barbecue for half the neighbourhood is a party, the sausages burning on the grill
  // are fire, and the sausages and burger food. The neighbours have no people id. The laughing is
  // everyone's, the dreamer's included, and "happy and safe" is joy and calm; "like when I was little"
  // names no child.
  {
    id: 'en8-barbecue',
    title: 'Next door’s barbecue',
    text: 'Our next-door neighbours had a barbecue and invited half the neighbourhood. My husband was in charge of the grill, which he never is, and he kept burning the sausages. Then it started to rain, but nobody went inside, we all just stood in their garden with paper plates, soaking wet and laughing. My grandma was there, sitting in a deckchair under an umbrella, eating a burger. I felt really happy and safe, like when I was little.',
    symbols: ['party', 'fire', 'food', 'rain', 'garden'],
    people: ['husband', 'grandmother'],
    emotions: ['joy', 'calm'],
    written: { husband: 'husband', grandmother: 'grandma' },
    outsideLexicon: ['barbecue', 'umbrella'],
  },
  // Losing the friend's dog is being lost (unable to find) and running round calling it is searching,
  // though no word says so. The friend is only the dog's owner, not there. The dog chases the ducks
  // (birds) round the pond (lake): the dreamer is not chased. "Like an old married couple" is no
  // wedding. The heart pounding is fear, and the crying is relief, not sadness.
  {
    id: 'en8-lost-dog',
    title: 'Sam’s dog',
    text: 'I was looking after my friend Sam’s dog for the weekend and I lost him in the park. One minute he was chasing ducks round the pond, the next he was gone. I ran round the whole park calling his name until it got dark. My heart was pounding. In the end I found him under a big oak tree, fast asleep next to a fox, curled up together like an old married couple. I was so relieved I cried.',
    symbols: ['dog', 'lost', 'searching', 'bird', 'lake', 'darkness', 'tree'],
    people: [],
    emotions: ['fear', 'relief'],
    notThere: ['chased', 'friend', 'wedding', 'sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['park', 'fox'],
  },
  // A plain dream. An extra floor nobody knew of is the hidden room, though the lexicon's words are
  // for a room. The grandmother is not there, only her things (the clock, the sewing box); missing her
  // is nostalgia, and the dreamer is calm and a bit sad.
  {
    id: 'en8-extra-floor',
    title: 'The extra floor',
    text: 'I dreamed our house had an extra floor I’d never noticed. I went up the stairs past the bathroom and there was another staircase, with green carpet. At the top was a whole flat full of my grandmother’s things, her clock, her sewing box, her blue armchair, even the smell of her soap. Nobody lived there, but the kettle was still warm. I walked from room to room feeling calm and a bit sad. I missed her so much.',
    symbols: ['house', 'stairs', 'hidden_room', 'bathroom', 'clock', 'box'],
    people: [],
    emotions: ['calm', 'sadness', 'nostalgia'],
    notThere: ['grandmother'],
    outsideLexicon: ['kettle', 'armchair'],
  },
  // The exam is underwater in the school pool: water, and the teacher swimming up and down is
  // swimming (the dreamer only sits). The shark is a likeness, breathing is fine (no breath), and
  // nerves are denied. The uniform is clothes. No one drowns.
  {
    id: 'en8-pool-exam',
    title: 'The geography exam',
    text: 'I had my geography exam and it was being held at the bottom of the swimming pool at my old school. We all sat at little desks underwater, writing with pencils that worked perfectly well. I could breathe fine, which didn’t seem strange at the time. Our teacher swam up and down between the rows like a shark. I wasn’t nervous at all, I knew every answer. Then a bell rang, the water drained away, and I was sitting on the tiles in my school uniform, completely dry.',
    symbols: ['exam', 'school', 'water', 'swimming', 'clothes'],
    people: ['teacher'],
    emotions: [],
    notThere: ['shark', 'breath', 'anxiety'],
    notFelt: ['anxiety'],
    outsideLexicon: ['swimming pool'],
  },
  // The father is in hospital and only quoted: neither he nor the hospital is in the dream. The hose is
  // first only like a snake, then a real snake lies in the roses and talks: the turning point. Fear is
  // denied; the heavy sadness and waking up laughing are the dreamer's. "Missed a bit" is no lateness.
  {
    id: 'en8-snake-garden',
    title: 'Dad’s roses',
    text: 'I was watering my dad’s garden for him while he was in hospital. The hose kept twisting round in my hands like a snake, and I kept telling myself it was only a hose. Then I saw a real one, long and bright green, lying among the roses. Dad always said they were harmless. I wasn’t frightened, I just felt a heavy sort of sadness. It lifted its head, looked straight at me and said, “You missed a bit.” I woke up laughing.',
    symbols: ['garden', 'hands', 'snake'],
    people: [],
    emotions: ['sadness', 'joy'],
    notThere: ['hospital', 'father', 'fear', 'late'],
    notFelt: ['fear'],
    turn: ['snake'],
    outsideLexicon: ['hose'],
  },
  // A plain dream. Everything seen through the kitchens' windows is there: the man ironing (a stranger,
  // his shirt clothes), the old lady (wise_elder) and her cat, the students (strangers) and their
  // pizza. The town hall clock is a clock in the city. The most peaceful ever is calm.
  {
    id: 'en8-flying-city',
    title: 'Over the rooftops',
    text: 'I was flying over the city at night, quite low, just above the rooftops. I could see into people’s kitchens: a man ironing a shirt, an old lady feeding her cat, two students eating pizza on the floor. The river was silver under the moon. I wasn’t doing it on purpose, I just rose a little every time I breathed in. I landed on top of the town hall clock and sat there with a pigeon. It was the most peaceful I’ve ever felt.',
    symbols: ['flying', 'city', 'kitchen', 'clothes', 'cat', 'food', 'river', 'moon', 'clock', 'bird'],
    people: ['stranger', 'wise_elder'],
    emotions: ['calm'],
    written: { stranger: 'man', wise_elder: 'old lady' },
  },
  // A plain dream. The home town is a town, no house; the legs feeling light are no light, "hadn’t
  // trained" no train, and the water only what was not handed over. The crowds lining the streets
  // are the crowd and the road. The tears are of pride and happiness: joy, not sadness.
  {
    id: 'en8-marathon',
    title: 'The marathon',
    text: 'I was running a marathon through my home town in my pyjamas and slippers. I hadn’t trained at all, but my legs felt light and I kept overtaking people. Crowds lined the streets, cheering, and my little sister was standing on a wall waving a huge banner with my name spelt wrong. At the twenty-mile mark someone handed me a cup of tea instead of water. I crossed the finish line first and burst into tears, I was so proud and happy.',
    symbols: ['city', 'clothes', 'shoes', 'feet', 'road'],
    people: ['crowd', 'sister'],
    emotions: ['joy'],
    notThere: ['house', 'light', 'train', 'water', 'sadness'],
    notFelt: ['sadness'],
    written: { sister: 'sister' },
    outsideLexicon: ['marathon', 'banner'],
  },
  // A plain dream. A cave tour on holiday is a journey; the guide's torch is a lamp (candle), the pitch
  // black darkness, the lights coming back on light. A coach party is a group of tourists: no bus and no
  // party. The guide, a cheerful young woman unknown to the dreamer, is a stranger, and her cheer is
  // hers. The baby in the girlfriend's arms is the turning point; the rush of love is the dreamer's.
  {
    id: 'en8-cave-tour',
    title: 'The caves',
    text: 'We were on a guided tour of some caves on holiday, my girlfriend and me and a coach party of Germans. The guide, a cheerful young woman, switched off her torch to show us how dark it was down there, and it was pitch black. I could hear water dripping somewhere. When the lights came back on everyone had gone except my girlfriend, and she was holding a baby I’d never seen before. She said, “He’s ours, don’t you remember?” I felt a huge rush of love.',
    symbols: ['cave', 'journey', 'candle', 'darkness', 'water', 'light'],
    people: ['girlfriend', 'stranger', 'baby'],
    emotions: ['love'],
    notThere: ['bus', 'party', 'joy'],
    notFelt: ['joy'],
    written: { girlfriend: 'girlfriend', stranger: 'woman' },
    turn: ['baby'],
  },
  // Everyone's crying and the friend's mum (no mother of the dreamer's) are others'; the dreamer cannot
  // cry (no sadness) and feels awful about it: guilt. The chapel is a church by the sea. The dead
  // friend in the pew, in his football shirt, is the turning point; he is not called a ghost. Laughing
  // out loud is the dreamer's joy, and the mourners turning to stare are a crowd.
  {
    id: 'en8-friends-funeral',
    title: 'Marcus',
    text: 'I was at my old friend Marcus’s funeral, in a little chapel by the sea. Everyone around me was crying and his mum was in pieces, but I couldn’t squeeze out a single tear, and I felt awful about it. Then someone nudged me in the pew. It was Marcus, in his old football shirt, whispering rude jokes about the vicar. Nobody else could see him. I was so happy to see him that I laughed out loud, and the whole chapel turned round to stare.',
    symbols: ['funeral', 'church', 'ocean', 'clothes'],
    people: ['friend', 'crowd'],
    emotions: ['guilt', 'joy'],
    notThere: ['mother', 'sadness'],
    notFelt: ['sadness'],
    turn: ['friend'],
  },
  // The kitchen is flooded, with fish in the water; the bath is only a likeness (no bathroom) and the
  // plumber only promised. Toast is food, the bottom stair stairs. Worry is denied; being at ease is
  // the dreamer's calm. The wife is calm in her own way, but no word names it.
  {
    id: 'en8-flooded-kitchen',
    title: 'Fish in the kitchen',
    text: 'I came downstairs and the kitchen was flooded up to my knees. The water was clear and warm, like a bath, and little orange fish were darting round the chair legs. My wife was making toast as if nothing had happened. She said the plumber would come on Thursday and I shouldn’t make a fuss. I wasn’t worried in the slightest. I sat down on the bottom stair, put my feet in the water and watched the fish. I felt completely at ease.',
    symbols: ['kitchen', 'flood', 'water', 'fish', 'food', 'stairs', 'feet'],
    people: ['wife'],
    emotions: ['calm'],
    notThere: ['bathroom', 'anxiety'],
    notFelt: ['anxiety'],
    written: { wife: 'wife' },
  },
  // A car park has no car in it here. The brother is there only through his messages, listed as the
  // wife only called in en4-wrong-numbers. "Running late" and "Miss you" are his texts: no lateness,
  // and the missing is his. Ringing him back is no ring. The broken glass is the phone's screen. The
  // dreamer does not cry; feeling very alone is loneliness.
  {
    id: 'en8-broken-phone',
    title: 'Messages',
    text: 'I dropped my phone in a car park and the screen shattered. It still worked, sort of, but every message that came through was from my brother, who hasn’t spoken to me in six years. They were such ordinary things: “Running late,” “Did you eat?”, “Miss you x.” I tried to ring him back, but my fingers kept slipping on the broken glass. I didn’t cry. I just sat on the kerb reading them over and over, feeling very alone.',
    symbols: ['phone', 'glass', 'hands'],
    people: ['brother'],
    emotions: ['loneliness'],
    notThere: ['car', 'late', 'ring', 'sadness', 'nostalgia'],
    notFelt: ['sadness', 'nostalgia'],
    written: { brother: 'brother' },
  },
  // A plain dream. A holiday on an island with a volcano; the lava glowing is light, the sea the ocean.
  // Ice creams are food, no ice. Nobody panicked, the dreamer included: no fear. The children found it
  // wonderful "and so did I": the wonder is the dreamer's too. Feeling safe is calm.
  {
    id: 'en8-volcano',
    title: 'The volcano',
    text: 'We were on holiday on a Greek island, me, my husband and the kids, and on the last morning the volcano behind our hotel started smoking. Nobody panicked. The hotel staff handed out ice creams and we all strolled down to the beach to watch. Lava came down the mountain very slowly, glowing orange, and hissed when it reached the sea. The children thought it was wonderful, and honestly so did I. I felt completely safe.',
    symbols: ['journey', 'island', 'volcano', 'hotel', 'beach', 'mountain', 'ocean', 'food', 'light'],
    people: ['husband', 'child'],
    emotions: ['wonder', 'calm'],
    notThere: ['snow', 'fear'],
    notFelt: ['fear'],
    written: { husband: 'husband' },
  },
  // A plain dream. A birthday outing is read as a party; the rink's ice and the falling snow are snow,
  // and the fairy lights light. Only the snow falls: the dreamer does not. The daughter cannot breathe
  // for laughing, no breath; the dreamer is happy.
  {
    id: 'en8-ice-rink',
    title: 'The rink',
    text: 'I took my daughter ice skating for her birthday, at an outdoor rink in the town square with fairy lights everywhere. In real life I can’t skate at all, but in the dream I was brilliant, spinning and gliding backwards while she clapped. Snow started falling, big soft flakes. Then the whole rink began to tilt, slowly, like a tray, and everyone slid gently down to one end in a big heap. My daughter was laughing so hard she couldn’t breathe. I was so happy.',
    symbols: ['party', 'snow', 'city', 'light'],
    people: ['daughter'],
    emotions: ['joy'],
    notThere: ['falling', 'breath'],
    written: { daughter: 'daughter' },
    outsideLexicon: ['ice rink'],
  },
  // An escalator that never ends in a shopping centre: shops, and being stuck is trapped. The man with
  // the paper is a stranger, the teenage boy a boy. Fear is denied (boredom has no id). Dinner is only
  // said to be ready. The mum in her apron (clothes) behind the staff door is the turning point.
  {
    id: 'en8-escalator',
    title: 'Going up',
    text: 'I was on an escalator in a shopping centre, going up, and it just didn’t end. Floor after floor of the same shops went past, the same chemist, the same café with the same man reading a paper. I wasn’t scared, it was more boring than anything. A teenage boy next to me said we’d been stuck on it since Tuesday. I tried walking back down but stayed in the same place. At the very top there was a door marked STAFF ONLY, and my mum opened it in her apron and said dinner was ready.',
    symbols: ['shop', 'trapped', 'door', 'clothes'],
    people: ['stranger', 'boy', 'mother'],
    emotions: [],
    notThere: ['fear', 'food'],
    notFelt: ['fear'],
    written: { stranger: 'man', boy: 'boy', mother: 'mum' },
    turn: ['mother', 'door'],
    outsideLexicon: ['escalator'],
  },
  // Late for a christening, in a taxi (a car) driven by the ex. The cousin, the church and the new
  // girlfriend are only where the dreamer is going or what he talks about, and the angel is his word
  // for her. The fury is only what should have been; the calm is the dreamer's. The flat they shared,
  // with its lights on, is home (house) and the turning point.
  {
    id: 'en8-taxi',
    title: 'The taxi',
    text: 'I was late for my cousin’s christening and jumped in a taxi, and the driver turned out to be my ex, Kieran. He didn’t seem surprised in the least. He took every wrong turning on purpose and chatted away about his new girlfriend, who, he said, was an absolute angel. I should have been furious, but I just felt calm, almost sleepy. When we finally stopped we weren’t at the church at all. We were outside the flat we used to share, and the lights were on.',
    symbols: ['late', 'car', 'house', 'light'],
    people: ['ex'],
    emotions: ['calm'],
    notThere: ['church', 'family', 'girlfriend', 'angel', 'anger'],
    notFelt: ['anger'],
    turn: ['house'],
  },
  // A plain dream. The vet, a young woman as written, is read as doctor; only her laugh is the mother's.
  // The cat has stopped eating (no food) and is not sick (no illness). The man with the crocodile and the
  // girl with the mice in a shoebox are there; home is only where the bus is going. The relief is the
  // dreamer's, and the talking cat is the last unexpected image.
  {
    id: 'en8-vet',
    title: 'At the vet’s',
    text: 'I took our old cat to the vet because she’d stopped eating. The place was packed with people holding strange animals: a man with a crocodile on a lead, a girl with a shoebox full of mice. Nobody thought it was odd. The vet was a young woman with my mother’s laugh. She examined the cat for ages and then said she wasn’t sick at all, just bored. I was so relieved. All the way home on the bus, the cat talked to me about the crocodile.',
    symbols: ['cat', 'crocodile', 'box', 'rat', 'bus'],
    people: ['stranger', 'girl', 'doctor'],
    emotions: ['relief'],
    notThere: ['food', 'illness', 'mother', 'house'],
    written: { stranger: 'man', girl: 'girl', doctor: 'woman' },
    turn: ['cat'],
    outsideLexicon: ['vet'],
  },
];
