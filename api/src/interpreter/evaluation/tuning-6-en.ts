// Sixth tuning batch (English), written and read by hand on 2026-12-05 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 100 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: a lighthouse, a garden centre, an old teacher's funeral
// in a classroom, a kite, a lift stuck in a hospital, a choir, a ferris wheel, a dead pet rabbit, an
// allotment, a stranger's wedding, a tattoo, a frozen lake, a motorway service station, a caravan, a
// chess game, a bridge in fog, a circus, a greenhouse, a car boot sale and a laundrette. It leans a
// little more on what readers of dreams get wrong, written as people write: metaphors and similes
// ("the road turned to ribbon", "the sea looked like black glass", "as bored as a cat", "like ice on a
// pond"), negations and contrasts ("there was no moon", "not a single bird", "I woke up crying, but I
// wasn’t sad", "nobody danced"), verbs kept apart (flying a kite is no flight, swimming under the ice
// is no drowning, singing is no dancing), words in another sense ("our little car" of a ferris wheel,
// the circus ring, a tin soldier, a teddy bear, a car boot sale, chess queens and kings), other people's
// feelings (a boyfriend terrified of heights, a driver who speaks calmly, an old woman crying), images
// only told, remembered, drawn or shown in a machine's window, and gendered people as written ("my
// nan", "my aunt Jean", "my uncle Pete", "my girlfriend", "an old woman"). `notFelt` repeats the
// feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a person's
// gendered word as written; `turn` lists the images of a turning point (a recognition, a reversal, the
// last unexpected image) where there is one. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_6: readonly EvaluationDream[] = [
  // The moon and the ships are denied, the old woman is only how the daughter walks, the glass only what
  // the sea looks like, and home only how at ease the dreamer felt ("felt more at home" is read as calm).
  // The lighthouse's light turning and sweeping over the water is there, and the lighthouse is the
  // dreamer's workplace (office), as the bakery in en5-bakery.
  {
    id: 'en6-lighthouse',
    title: 'The lighthouse',
    text: 'I was the keeper of a lighthouse on a rock far out at sea, and my job was to keep the light turning all night. There was no moon and not a single ship went past. Around midnight my daughter, who is only four, came up the spiral stairs with a flask of tea, slowly, like an old woman. She sat on my knee and we watched the beam sweep over the water. The sea looked like black glass. I felt more at home there than I ever have.',
    symbols: ['office', 'ocean', 'light', 'stairs', 'water'],
    people: ['daughter'],
    emotions: ['calm'],
    notThere: ['moon', 'boat', 'wise_elder', 'glass', 'house'],
    written: { daughter: 'daughter' },
    outsideLexicon: ['lighthouse', 'flask'],
  },
  // A job at the garden centre is read as the workplace (office), as the bakery in en5-bakery; the
  // plants and sunflowers are the garden. The sprinklers soaking the dreamer are water. The plant that
  // would never die is only asked for, "warm as a bath" is a likeness, and "couldn’t see the tills" is
  // the plants in the way, not the eyes. The woman asking turns out to be the mum: the turning point.
  // Her laughing is hers, but the dreamer is happy too, so joy is felt.
  {
    id: 'en6-garden-centre',
    title: 'The garden centre',
    text: 'I had a job at a garden centre, potting up seedlings in the big glasshouse. Every time I turned round the plants had grown, until the sunflowers towered over me and I couldn’t see the tills. A woman kept asking me for a plant that would never die, and I kept telling her we had sold out. Then the sprinklers came on, warm as a bath, and she laughed and turned round, and it was my mum, about thirty years younger. I was so happy I just stood there dripping.',
    symbols: ['office', 'garden', 'water'],
    people: ['mother'],
    emotions: ['joy'],
    notThere: ['death', 'bathroom', 'eyes'],
    written: { mother: 'mum' },
    turn: ['mother'],
    outsideLexicon: ['glasshouse', 'sprinklers'],
  },
  // The teacher's death is the dream's premise, so death and the funeral are there, and she is there
  // herself: seeing her at the back marking books is the recognition. There is no singing ("instead of
  // singing"). The crying is denied as sadness and read as relief. The cardigan is clothes; the
  // classmates have no people id.
  {
    id: 'en6-teacher-funeral',
    title: 'Mrs Pryce',
    text: 'My old English teacher, Mrs Pryce, had died, and her funeral was held in our old classroom with the desks pushed against the walls. Everyone from my year was there, grown up and squeezed onto tiny chairs. Instead of singing, we each had to read out a poem for her, and my page was blank. I stood up with nothing to say, and then I saw her at the back, in her green cardigan, marking our books as if nothing had happened. She looked up and nodded. I woke up crying, but I wasn’t sad, just relieved somehow.',
    symbols: ['death', 'funeral', 'school', 'clothes', 'book'],
    people: ['teacher'],
    emotions: ['relief'],
    notThere: ['singing', 'sadness'],
    notFelt: ['sadness'],
    turn: ['teacher', 'book'],
  },
  // Flying a kite is no flight, the kite only climbs and is only shaped like a fish. The hill is read as
  // mountain. The dad as a six-year-old is still the dad (no child is listed or barred); the laughing is
  // his. "Proud" has no id.
  {
    id: 'en6-kite',
    title: 'The kite',
    text: 'I was flying a kite on a hill with my dad, like we used to when I was small, except this time I was the grown-up and he was about six, in wellies, holding my hand. The kite was shaped like a fish and it climbed so high it disappeared into the sky. The string kept tugging, as if something alive was up there. Dad was laughing and jumping up and down. I felt calm and proud, as if I’d finally paid him back for something.',
    symbols: ['mountain', 'hands', 'sky'],
    people: ['father'],
    emotions: ['calm'],
    notThere: ['flying', 'fish', 'climbing', 'joy'],
    notFelt: ['joy'],
    written: { father: 'dad' },
    outsideLexicon: ['kite'],
  },
  // A lift stopped between floors with no button working is being trapped, though no word says so. The
  // porter, a man the dreamer does not know, is a stranger. His garden is only talked about, and the
  // panic is only what should have been. The husband waiting when the doors open is the turning point;
  // the dressing gown is clothes.
  {
    id: 'en6-hospital-lift',
    title: 'The lift',
    text: 'I went to visit my husband in hospital and took the lift up to his ward on the sixth floor. Between the fourth and fifth it stopped with a jolt, and none of the buttons did anything. There was a porter in there with me, a man I didn’t know, who said it happened every Tuesday and offered me half his sandwich. We sat on the floor eating and he told me all about his garden. I should have panicked, but I felt completely relaxed. When the doors opened, my husband was standing there in his dressing gown, waving.',
    symbols: ['hospital', 'elevator', 'trapped', 'food', 'door', 'clothes'],
    people: ['husband', 'stranger'],
    emotions: ['calm'],
    notThere: ['garden', 'fear'],
    notFelt: ['fear'],
    written: { husband: 'husband' },
    turn: ['husband'],
  },
  // Singing, not dancing: "nobody danced". The voice is a voice heard, clear as a bell, not one lost
  // (as the cat's voice in en5-talking-cat). The robe is clothes, the cathedral church. The silent birds
  // in the rafters are the last unexpected image.
  {
    id: 'en6-choir',
    title: 'The choir',
    text: 'I was singing in a choir in an enormous cathedral, something in Latin I had never learned, but the words just poured out of me. My voice was as clear as a bell. My sister, who can’t hold a tune to save her life, stood next to me in a white robe, only mouthing the words. Nobody danced or even swayed, we just stood and sang. At the end I looked up and the whole roof was full of birds, hundreds of them, perched in the rafters without a sound. It was so beautiful I forgot to breathe.',
    symbols: ['singing', 'church', 'clothes', 'bird'],
    people: ['sister'],
    emotions: ['wonder'],
    notThere: ['voice', 'dancing'],
    written: { sister: 'sister' },
    turn: ['bird'],
  },
  // The gondola is "our little car", no car. The fear of heights is the boyfriend's, the dreamer's is
  // denied. The city below is seen. The boyfriend with the ex's face is the turning point, so the ex
  // is there and so is the face.
  {
    id: 'en6-ferris-wheel',
    title: 'The big wheel',
    text: 'My boyfriend and I were on a ferris wheel at night, and it stopped with us right at the top. The whole city was spread out below us like a circuit board. He admitted he was terrified of heights and gripped my arm, which he would never do in real life. I wasn’t afraid at all, I was busy pointing out our flat. Then the wheel started turning backwards, our little car swung, and when I looked at him he had my ex’s face. I woke up completely confused.',
    symbols: ['city', 'face'],
    people: ['boyfriend', 'ex'],
    emotions: ['confusion'],
    notThere: ['car', 'fear'],
    notFelt: ['fear'],
    written: { boyfriend: 'boyfriend' },
    turn: ['ex', 'face'],
    outsideLexicon: ['ferris wheel'],
  },
  // The garden of the house the dreamer grew up in is read as the childhood home and the garden. The
  // rabbit died long ago, so death is there with her. "As big as a dog" is a likeness, and school only
  // when she died. Missing her on waking is the dreamer's nostalgia.
  {
    id: 'en6-pet-rabbit',
    title: 'Clover',
    text: 'Our old rabbit Clover, who died when I was at school, was back in her hutch at the bottom of the garden where I grew up. She had grown as big as a dog and was eating lettuce straight out of my mum’s hand. Mum kept saying she had never really gone anywhere, and I started to believe her. Clover let me stroke her ears like she used to. When I woke up I missed her so much I lay there for ages.',
    symbols: ['rabbit', 'death', 'garden', 'childhood_home', 'food', 'hands'],
    people: ['mother'],
    emotions: ['nostalgia'],
    notThere: ['dog', 'school'],
    written: { mother: 'mum' },
    outsideLexicon: ['hutch'],
  },
  // The allotment is read as garden. Things once lost are found, the dreamer is not lost. The tin
  // soldier is a toy, no soldier; the mum's wedding ring is a ring, with no wedding and no mum. The rain
  // is only said to be needed and then falls, so it is there. "At peace" is calm.
  {
    id: 'en6-allotment',
    title: 'Uncle Pete’s allotment',
    text: 'I was digging on my uncle Pete’s allotment, though in real life he never had one. The soil was black and soft, and every spadeful turned up something I had lost: a tin soldier, my mum’s wedding ring, a bunch of keys to a flat I used to live in. Uncle Pete sat on an upturned bucket smoking his pipe and watching. He said nothing grows without rain, and straight away it poured. Neither of us moved. The rain was as warm as tea and I felt completely at peace.',
    symbols: ['garden', 'toy', 'ring', 'keys', 'rain'],
    people: ['family'],
    emotions: ['calm'],
    notThere: ['lost', 'soldier', 'wedding', 'mother'],
    written: { family: 'uncle' },
    outsideLexicon: ['bucket', 'pipe'],
  },
  // The guests, bride and groom included, are people the dreamer does not know: stranger. Being called
  // a brother makes no brother, the sister is denied, the river is only in the groom's story, and the
  // bride's grandmother is no grandmother of the dreamer's. "A wonderful dancer" praises her, no wonder
  // felt (and no feeling named, so not in notFelt). The groom's speech is a performance; the suit is
  // clothes.
  {
    id: 'en6-strangers-wedding',
    title: 'Somebody’s wedding',
    text: 'I turned up in a suit at a wedding where I didn’t know a single person, and nobody asked who I was. The bride, a tall woman in a lot of lace, kept hugging me and calling me her little brother. I don’t even have a sister. The groom gave a speech about how I had once pulled him out of a river, and everyone clapped. I felt a bit guilty, but I ate three slices of cake and danced with the bride’s grandmother, who was a wonderful dancer.',
    symbols: ['wedding', 'clothes', 'performance', 'food', 'dancing'],
    people: ['stranger'],
    emotions: ['guilt'],
    notThere: ['brother', 'sister', 'grandmother', 'river', 'wonder'],
  },
  // The town, its streets and the river are only drawn on the tattoo (as images only drawn in the third
  // batch); the map is the tattoo itself. The birthplace is only told. The finger is hands.
  {
    id: 'en6-tattoo',
    title: 'The tattoo',
    text: 'I found a tattoo across my back that I didn’t remember getting. In the bathroom mirror I could see it was a map of a town I had never been to, with a river running down my spine and tiny streets spreading out from it. My girlfriend traced the streets with her finger and said she knew exactly where it was, she had been born there. I felt jealous that she knew something about my own body that I didn’t.',
    symbols: ['bathroom', 'mirror', 'map', 'hands'],
    people: ['girlfriend'],
    emotions: ['jealousy'],
    notThere: ['city', 'river', 'road', 'birth'],
    written: { girlfriend: 'girlfriend' },
    outsideLexicon: ['tattoo'],
  },
  // The ice is read as snow, as the lexicon has it. Swimming, not drowning: the drowning is only what
  // the dreamer ought to have feared, and says he was not. No wind and not a single bird.
  {
    id: 'en6-frozen-lake',
    title: 'Under the ice',
    text: 'I was skating alone on a frozen lake in the middle of a forest, and the ice was so clear I could see straight through it. Underneath, my little brother was swimming along beside me with his eyes open, smiling up at me. I knew I ought to be frightened that he was drowning, but he wasn’t, he was just swimming, easy as anything. I skated faster and he kept up. There was no wind and not a single bird, and I felt strangely peaceful.',
    symbols: ['lake', 'snow', 'forest', 'swimming', 'eyes'],
    people: ['brother'],
    emotions: ['calm'],
    notThere: ['drowning', 'fear', 'wind', 'bird'],
    notFelt: ['fear'],
    written: { brother: 'brother' },
  },
  // The coach (bus) and the trip are there before they vanish; the car park is empty, so no car. Running
  // up and down shouting the children's names is searching, and shouting a name is no anger (not a
  // feeling named, so not in notFelt). The calm is the driver's. "My heart sank" is sadness, not the
  // heart. The father is the ex-husband, only told about. A motorway service station is no station
  // (a set phrase, as the car boot sale in en6-car-boot-sale).
  {
    id: 'en6-service-station',
    title: 'Services',
    text: 'I was on a coach trip with my two kids, and we stopped at a motorway service station in the middle of the night. When I came out of the toilets the coach had gone, and so had the kids. The car park was completely empty. I ran up and down between the lines shouting their names. A lorry driver, a woman I’d never seen before, told me calmly that they’d gone on ahead with their father. My heart sank like a stone. I’m divorced, and in the dream I knew he would never bring them back.',
    symbols: ['bus', 'journey', 'bathroom', 'searching'],
    people: ['child', 'stranger'],
    emotions: ['sadness'],
    notThere: ['car', 'station', 'anger', 'calm', 'heart', 'father'],
    notFelt: ['calm'],
    outsideLexicon: ['service station', 'lorry'],
  },
  // The caravan rocks like a boat (no boat), and at the end no sea is in sight. "Blown over the edge" is
  // the cliff the caravan stands on. The field of cows (bull) is the last unexpected image.
  {
    id: 'en6-caravan',
    title: 'Aunt Jean’s caravan',
    text: 'We were staying in my aunt Jean’s old caravan on a cliff top in Wales, and in the night the wind got up so badly the whole thing rocked like a boat. Aunt Jean slept straight through it, snoring. I lay awake listening to the rain drumming on the roof, terrified we would be blown over the edge. In the morning I opened the door and we weren’t on the cliff any more. We were in the middle of a field of cows, miles from anywhere, and there was no sea in sight.',
    symbols: ['cliff', 'wind', 'rain', 'door', 'bull'],
    people: ['family'],
    emotions: ['fear'],
    notThere: ['boat', 'ocean'],
    written: { family: 'aunt' },
    turn: ['bull'],
    outsideLexicon: ['caravan'],
  },
  // The queen and the king are chess pieces, and the queen is not even on the board: no royalty. "So
  // lonely I could hardly breathe" says how lonely, not a struggle for breath (as en5-baby-doorstep).
  {
    id: 'en6-chess',
    title: 'Chess with Dad',
    text: 'I was playing chess with my father at a little table in a garden that went on forever. Every piece I took from him, he only smiled. When I reached for my queen she wasn’t on the board, and his king was made of wax and slowly melting in the sun. Dad said the game had been over for years and I just hadn’t noticed. Then he got up and walked away through the roses without looking back, and I felt so lonely I could hardly breathe.',
    symbols: ['garden', 'sun'],
    people: ['father'],
    emotions: ['loneliness'],
    notThere: ['royalty', 'breath'],
    written: { father: 'father' },
    outsideLexicon: ['chess'],
  },
  // The road turned to ribbon is still the bridge's road underfoot. Not seeing the ends is the fog, not
  // the eyes; the voice is heard, not lost. The teddy bear is a toy, no bear. The tears are tears of
  // joy, not sadness (as the tears of relief in en5-hospital-corridor). The sister found with the old
  // toy is the turning point.
  {
    id: 'en6-bridge-fog',
    title: 'The bridge',
    text: 'I was walking across a long bridge in thick fog and couldn’t see either end. The road turned to ribbon under my feet, soft and shiny, swaying as I walked. Somewhere ahead a woman was calling my name, and I knew it was my sister, although we haven’t spoken in six years. I kept walking towards her voice. When the fog lifted she was standing there holding my old teddy bear, and I burst into tears and hugged her. I was so happy.',
    symbols: ['bridge', 'road', 'feet', 'toy'],
    people: ['sister'],
    emotions: ['joy'],
    notThere: ['eyes', 'voice', 'bear', 'sadness'],
    notFelt: ['sadness'],
    written: { sister: 'sister' },
    turn: ['sister', 'toy'],
    outsideLexicon: ['fog'],
  },
  // "Ran away to join the circus" is the set phrase, no flight from anything. The ring is the circus
  // ring, the cat a likeness. The audience is the crowd and the ringmaster, a woman the dreamer does not
  // know, a stranger. Shame is denied. "I felt wonderful" is joy, no wonder (not a feeling the dreamer
  // names, so not in notFelt). The oranges are food; the act in the ring is a performance.
  {
    id: 'en6-circus',
    title: 'The circus',
    text: 'I ran away to join the circus, which I’ve wanted to do since I was seven. The big top was packed, and the ringmaster, a woman with a moustache, pushed me into the ring and told me to start my act. I didn’t have an act. A lion wandered over, sat down beside me and yawned, as bored as a cat, and the audience roared with laughter. I wasn’t embarrassed. I picked up some oranges and started juggling, and it turned out I could. I felt wonderful.',
    symbols: ['lion', 'performance', 'food'],
    people: ['crowd', 'stranger'],
    emotions: ['joy'],
    notThere: ['fleeing', 'ring', 'cat', 'shame', 'wonder'],
    notFelt: ['shame'],
    outsideLexicon: ['circus'],
  },
  // The cathedral, the lamps and the pond with its ice are likenesses; the tomatoes' glow is there
  // (light). The sold house is only what the dreamer wanted to tell. Not getting the words out is the
  // voice lost. The cracking pane is broken glass, and the last unexpected image. "Felt awful about" is
  // guilt.
  {
    id: 'en6-greenhouse',
    title: 'The greenhouse',
    text: 'I was in my grandmother’s greenhouse, which in the dream was as big as a cathedral. The tomatoes were glowing like little lamps and there were butterflies everywhere. My grandmother was watering them from an old kettle. I wanted to tell her we had sold her house, but I couldn’t get the words out. Then a pane of glass cracked right above us, slowly, like ice on a pond, and she didn’t even look up. I felt awful about the house when I woke up.',
    symbols: ['light', 'butterfly', 'voice', 'glass'],
    people: ['grandmother'],
    emotions: ['guilt'],
    notThere: ['church', 'candle', 'house', 'snow', 'lake'],
    written: { grandmother: 'grandmother' },
    turn: ['glass'],
    outsideLexicon: ['greenhouse', 'tomatoes', 'kettle'],
  },
  // A car boot sale is a market (shop), with no car seen. The dreamer is looking for nothing; the blue
  // rabbit is a toy; Grandad's funeral is only remembered; there is no money. The cousin is family.
  {
    id: 'en6-car-boot-sale',
    title: 'The car boot sale',
    text: 'I was at a car boot sale in a muddy field early on a Sunday morning, not looking for anything in particular. On one table I found all my old toys: my dolls, my Lego, the blue rabbit I used to sleep with, each with a little price sticker. The man selling them was my cousin Ray, who I haven’t seen since Grandad’s funeral. He wanted five pounds for the rabbit. I didn’t have any money on me, not a penny, and I felt desperate.',
    symbols: ['shop', 'mud', 'toy'],
    people: ['family'],
    emotions: ['helplessness'],
    notThere: ['car', 'searching', 'rabbit', 'funeral', 'grandfather', 'money'],
  },
  // The school, the wedding and the son's birth are only shown going round in the machines' windows, as
  // a film (as the photo in en5-haircut); the baby clothes have no baby. Fear is denied and the crying
  // is the old woman's. The goldfish in the drum is the last unexpected image.
  {
    id: 'en6-laundrette',
    title: 'The laundrette',
    text: 'I was in a laundrette at three in the morning, waiting for my washing, and all the machines were spinning at once. In the round window of each one I could see a different day from my life going round: my first day at school, my wedding, the night my son was born. I wasn’t scared, I felt nostalgic more than anything. An old woman next to me was folding tiny baby clothes and crying quietly. When my machine stopped, there was a goldfish going round and round in the drum.',
    symbols: ['window', 'clothes', 'fish'],
    people: ['wise_elder'],
    emotions: ['nostalgia'],
    notThere: ['school', 'wedding', 'son', 'birth', 'baby', 'fear', 'sadness'],
    notFelt: ['fear', 'sadness'],
    written: { wise_elder: 'old woman' },
    turn: ['fish'],
    outsideLexicon: ['laundrette', 'washing machine'],
  },
];
