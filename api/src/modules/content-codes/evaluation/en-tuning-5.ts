// English, fifth tuning batch (written and hand-coded on 2026-12-05 before the coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md and en-tuning-4.ts): an interaction aimed at "us" is one event,
// coded once with the dreamer as recipient; an attempted act is coded as the act; people only mentioned
// (not present in the scene) are not characters; a member singled out of a group ("one of them", "the
// woman" of a couple) is coded to the group unless named; guilt, shame and embarrassment are
// apprehension, relief and pride happiness; body sensations and feelings of no HVdC class are not coded;
// acts only wished or denied ("I wanted to ... but didn't", "nobody stood up for me") are not coded; a
// rescue that strikes the attacker is coded as aggression to the attacker only (es-tuning-5.ts), one that
// pulls or carries the victim as friendliness (physical) to the victim (en-tuning-3.ts); animals are
// coded of unknown sex even when called "he" or "she". Also: a passive whose agent is left out but clear
// from the scene ("I was handcuffed") is coded to that agent.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_5: HandCodedDream[] = [
  // Sawing down the dreamer's tree is destruction of property (physical). Asking what he was doing is not
  // coded; the insult and the threat are two acts. Uncertain: Denise telling Gary to get inside is coded as
  // an order (aggression, A3) to him; the apology is friendliness. "purple in the face, absolutely furious"
  // is Gary's anger.
  {
    text: 'My neighbour Gary was sawing down my apple tree because one branch hung over his side of the fence. I went out in my slippers and asked him what on earth he was doing. He was purple in the face, absolutely furious, and called me a stuck-up cow. He said if I said one more word the fence would be next. His wife, Denise, came out, told him to get inside and apologised to me over the wall. I was shaking with rage.',
    characters: ['person male known | my neighbour Gary', 'person female known | his wife, Denise'],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 0>D', 'aggression 1>0', 'friendliness 1>D'],
    emotions: ['anger 0', 'anger D'],
  },
  // Visiting is not coded. Uncertain: Sophie asking the nurse to get the dreamer out is coded as her
  // rejection of the dreamer (aggression), not as an act toward the nurse. The hand on the shoulder
  // (physical) and the water are two friendly acts. "heartbroken" is sadness.
  {
    text: "I went to visit my best friend Sophie in hospital after some kind of accident. The ward was painted bright green and smelled of oranges. Sophie looked really confused and didn't seem to know who I was. Then she asked the nurse to get me out of her room. The nurse, a big man with a beard, put his hand on my shoulder and brought me a cup of water. I sat in the car park afterwards feeling heartbroken.",
    characters: [
      'person female friend | my best friend Sophie',
      'person male stranger | the nurse, a big man with a beard',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D physical', 'friendliness 1>D'],
    emotions: ['confusion 0', 'sadness D'],
  },
  // "scared stiff" is the boy's apprehension; his telling the dreamer he was lost is not coded. Holding his
  // hand is friendliness (physical). "We got shouted at by" is a passive aimed at "us": one event, to the
  // dreamer. The mum scooping the boy up is friendliness (physical) between two characters; the thanks
  // and the candyfloss are two acts to the dreamer. Relief is happiness.
  {
    text: "I was at a funfair on the seafront and a little boy in a dinosaur T-shirt was standing by the dodgems, scared stiff. He said he'd lost his mum. I held his hand and we went round all the rides looking for her. We got shouted at by the man running the waltzers for getting too close. Then his mum came running up and scooped him into her arms. She thanked me and bought me a bag of candyfloss. I was so relieved.",
    characters: [
      'person male stranger | a little boy in a dinosaur T-shirt',
      'person male stranger | the man running the waltzers',
      'person female stranger | his mum',
    ],
    interactions: [
      'friendliness D>0 physical',
      'aggression 1>D',
      'friendliness 2>0 physical',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension 0', 'happiness D'],
  },
  // Going on a date is not coded apart. Pulling the chair out and the compliments are two friendly acts;
  // calling the waiter an idiot is a third-party insult; bringing the wrong pasta is not coded. Leaning in
  // to kiss is an attempted kiss, coded as sexuality; turning away is rejection. Uncertain: "cringing" read
  // as embarrassment (apprehension); "let down" is disappointment (sadness).
  {
    text: 'I was on a date with Oliver from my running club, in an Italian restaurant on a boat. At first he was lovely. He pulled my chair out for me and kept telling me how nice I looked. Then the waiter brought the wrong pasta and Oliver called him a useless idiot to his face. I was cringing. At the end of the night he leaned in to kiss me and I turned my face away. I felt really let down.',
    characters: ['person male known | Oliver from my running club', 'person male stranger | the waiter'],
    interactions: [
      'friendliness 0>D',
      'friendliness 0>D',
      'aggression 0>1',
      'sexuality 0>D physical',
      'aggression D>0',
    ],
    emotions: ['apprehension D', 'sadness D'],
  },
  // "shouting at each other" is reciprocal: two acts; the punch is a third, physical. "I was shoved" has
  // its agent left out but it is the man who turned on the dreamer: physical aggression from him. The
  // tissue is help. Shouting at him is only wished: not coded.
  {
    text: 'On the top deck of the night bus a man in a tracksuit and a lad with a guitar started shouting at each other over a seat. Then the man in the tracksuit punched him in the mouth. When I looked round, he turned on me and I was shoved hard against the window. An old lady across the aisle gave me a tissue for my nose. I wanted to shout at him but nothing came out. I was terrified the whole way home.',
    characters: [
      'person male stranger | a man in a tracksuit',
      'person male stranger | a lad with a guitar',
      'person female stranger | an old lady across the aisle',
    ],
    interactions: [
      'aggression 0>1',
      'aggression 1>0',
      'aggression 0>1 physical',
      'aggression 0>D physical',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D'],
  },
  // The parrot telling the dreamer is not coded, and Mum reading the diary is backstory. Accusing Mum is
  // aggression (A3); her denial and admission are not coded. Uncertain: going to stroke the parrot is an
  // attempted friendly act, coded (physical); the bite is physical aggression. Tears read as Mum's sadness.
  {
    text: "My parrot, Captain, could talk properly in the dream, and he told me Mum had been reading my diary. I was furious and stormed into the kitchen and accused her of it. She said she hadn't, then she admitted it and burst into tears. Captain sat on top of the fridge whistling, and when I went to stroke him he bit my finger. I didn't know who to believe or what was real any more.",
    characters: ['animal unknown - | my parrot, Captain', 'person female family | Mum'],
    interactions: ['aggression D>1', 'friendliness D>0 physical', 'aggression 0>D physical'],
    emotions: ['anger D', 'sadness 1', 'confusion D'],
  },
  // "got into a massive row" is reciprocal: two acts, one each way; throwing the cracker at Pete is a
  // third, physical. Taking the dreamer out into the garden is not coded; the hug is friendliness
  // (physical). "devastated" is Auntie Jean's sadness, "gutted" the dreamer's.
  {
    text: "It was Christmas dinner at Auntie Jean's and the turkey was still frozen in the middle. My dad and Uncle Pete got into a massive row about some money from years ago. Dad threw a cracker at him and knocked his paper hat off. Auntie Jean was devastated and locked herself in the bathroom. My cousin Megan took me out into the garden and gave me a hug. I was gutted that Christmas was ruined.",
    characters: [
      'person female family | Auntie Jean',
      'person male family | my dad',
      'person male family | Uncle Pete',
      'person female family | my cousin Megan',
    ],
    interactions: ['aggression 1>2', 'aggression 2>1', 'aggression 1>2 physical', 'friendliness 3>D physical'],
    emotions: ['sadness 0', 'sadness D'],
  },
  // No characters: the ships (and whoever is on them) are only thought of.
  {
    text: "I was alone in a lighthouse in the middle of a huge storm, and the waves were higher than the tower. The lamp wouldn't come on and I knew there were ships out there somewhere. I kept running up and down the spiral stairs looking for a fuse box that wasn't there. Then all of a sudden the sea went completely flat and silent. I was scared stiff and had no idea what was happening.",
    characters: [],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
  // The accusation and the screaming are two verbal acts (as "went off on me" and "told me I was useless"
  // in en-tuning-4.ts); the tin thrown at the head is physical. Throwing it back is only wished. The
  // supervisor and the bakery lad are colleagues (known); the queue is present. "livid" is her anger;
  // humiliation is apprehension.
  {
    text: "I was back working on the tills at the supermarket like when I was sixteen. A woman in a fur coat said I'd overcharged her and started screaming at me. She was livid. Then she threw a tin of beans at my head. I wanted to throw it straight back but I didn't. My supervisor, Phil, came over and told me off in front of the whole queue. A lad from the bakery brought me a doughnut on my break. I felt humiliated.",
    characters: [
      'person female stranger | a woman in a fur coat',
      'person male known | my supervisor, Phil',
      'person unknown stranger plural | the whole queue',
      'person male known | a lad from the bakery',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 0>D physical', 'aggression 1>D', 'friendliness 3>D'],
    emotions: ['anger 0', 'apprehension D'],
  },
  // Kicking the ankles (physical) and the name-calling are two acts. "I got sent off by the ref" is a
  // passive with its agent: aggression from the ref (unknown sex). The teammates laughing at the dreamer is
  // mockery; the son's shout of encouragement is friendliness.
  {
    text: "I was playing Sunday league football for the pub team, except the pitch was on a steep hill. A huge defender on the other side kept kicking my ankles and called me a soft lad. Then I got sent off by the ref for nothing, and my own teammates just laughed at me. My son was on the touchline shouting 'Come on, Dad!' the whole time. I was absolutely fuming.",
    characters: [
      'person male stranger | a huge defender on the other side',
      'person unknown stranger | the ref',
      'person unknown known plural | my own teammates',
      'person male family | my son',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 1>D', 'aggression 2>D', 'friendliness 3>D'],
    emotions: ['anger D'],
  },
  // "Alex and I were kissing" is reciprocal: two sexual acts, one each way. A flatmate and her boyfriend
  // are known (en-tuning-3.ts). Uncertain: saying good morning "to us" is a greeting (friendliness), once,
  // to the dreamer. Not fancying her is waking life: not coded. Guilt is apprehension.
  {
    text: "I dreamt my flatmate Alex and I were kissing on the sofa in our living room, and in the dream it felt totally normal. Then her boyfriend, Nathan, walked in, said good morning to us and went off to make himself some toast. In real life I've never fancied her at all. I woke up really confused and a bit guilty.",
    characters: ['person female known | my flatmate Alex', 'person male known | her boyfriend, Nathan'],
    interactions: ['sexuality D>0 physical', 'sexuality 0>D physical', 'friendliness 1>D'],
    emotions: ['confusion D', 'apprehension D'],
  },
  // Mum only names a place. Uncertain: waving the dreamer into a lay-by is a routine stop, not coded. The
  // accusation is verbal; "I was handcuffed and put in the back of their van" is one capture (physical),
  // its agent the officers; the threat from "one of them" is coded to the pair. Uncertain: "crying her
  // eyes out" read as the girlfriend's sadness.
  {
    text: "I was driving home from my mum's when two police officers waved me into a lay-by. They accused me of stealing the car, even though it's mine and I've had it for years. My girlfriend was in the passenger seat crying her eyes out. I was handcuffed and put in the back of their van, and one of them told me I'd be locked up for years. I was terrified and had no idea what I'd done.",
    characters: ['person unknown stranger plural | two police officers', 'person female friend | my girlfriend'],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'aggression 0>D'],
    emotions: ['sadness 1', 'apprehension D', 'confusion D'],
  },
  // Rapping the knuckles is physical aggression (coded once, though repeated). The praise and the gold star
  // are two friendly acts; the star stuck on the hand is a gift with touch, physical (as the medal in
  // en-tuning-4.ts). Pride is happiness.
  {
    text: 'I was having a piano lesson with my old teacher, Mrs Adeyemi, in her front room that smelled of polish. Every time I played a wrong note she rapped my knuckles with a pencil. I kept getting the same bar wrong. Then at the end she told me I had a real gift and stuck a gold star on my hand like when I was seven. I felt weirdly proud.',
    characters: ['person female known | my old teacher, Mrs Adeyemi'],
    interactions: ['aggression 0>D physical', 'friendliness 0>D', 'friendliness 0>D physical'],
    emotions: ['happiness D'],
  },
  // The baby next door and her mother are known (neighbours); Kirsty, gone to the shops at first, is present
  // later: coded once. Rocking the baby is friendliness (physical); her telling the dreamer off is
  // criticism (aggression). Taking her own baby back is not coded; shutting the door in the dreamer's face
  // is rejection, not physical. "hurt" is sadness; "useless" names no class.
  {
    text: "I was looking after the baby from next door, Ava, while her mum went to the shops. She wouldn't stop screaming however much I rocked her. Then she started talking in a posh grown-up voice and told me I was holding her all wrong. When her mum, Kirsty, got back she took Ava off me without a word and shut the door in my face. I felt useless and really hurt.",
    characters: ['person female known | the baby from next door, Ava', 'person female known | her mum, Kirsty'],
    interactions: ['friendliness D>0 physical', 'aggression 0>D', 'aggression 1>D'],
    emotions: ['sadness D'],
  },
  // "nobody laughed" is negated: not coded. Chloe's glare is hostile (aggression). Uncertain: "everyone" at
  // the brother's wedding is coded as known people (guests), apart from the gran; their clapping and hers
  // are two acts. The hug (physical) and "said it was perfect" are two. Embarrassment is apprehension,
  // relief happiness.
  {
    text: "I was best man at my brother Kev's wedding, and when I stood up to do my speech all my cards were blank. I made up a story about our holiday in Magaluf and nobody laughed. His new wife, Chloe, glared at me across the table. Then my gran stood up and started clapping and everyone joined in. Afterwards Kev gave me a big hug and said it was perfect. I was embarrassed but so relieved.",
    characters: [
      'person male family | my brother Kev',
      'person female family | his new wife, Chloe',
      'person female family | my gran',
      'person unknown known plural | everyone',
    ],
    interactions: [
      'aggression 1>D',
      'friendliness 2>D',
      'friendliness 3>D',
      'friendliness 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The stings are one attack (physical) by the swarm. Maisie running off is flight, not hostility: not
  // coded. The farmer ("his" trailer) spraying the wasps is a rescue that strikes the attackers: aggression
  // to them only; driving "us both" home is help, once, to the dreamer. Shaking is a body sensation.
  {
    text: "I was picking blackberries along an old railway line with my little sister Maisie when a swarm of wasps came pouring out of the hedge. They stung me all up my arms and on my neck. Maisie dropped the bucket and ran off and left me. A farmer on a tractor stopped, sprayed them with something and drove us both home in his trailer. I was so scared I couldn't stop shaking.",
    characters: [
      'person female family | my little sister Maisie',
      'animal unknown - plural | a swarm of wasps',
      'person male stranger | a farmer on a tractor',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>1 physical', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // The man in the lift is present but never interacts. "baffled" is confusion, "uneasy" apprehension.
  {
    text: 'I was in a lift in a hotel where the buttons went all the way up to 400. Every time the doors opened it was the same corridor with the same red carpet. A man in a grey suit stood in the corner reading a newspaper and never once looked up. I pressed every button but we just kept going up. I was completely baffled and a bit uneasy.',
    characters: ['person male stranger | a man in a grey suit'],
    interactions: [],
    emotions: ['confusion D', 'apprehension D'],
  },
  // Snatching the chips is theft (physical) and the peck an attack (physical): two acts by the gull. The
  // boy laughing at the dreamer is mockery; his dad telling him off is third-party aggression. Throwing the
  // last chip at the gull is the dreamer's physical aggression. "cross" is anger.
  {
    text: 'I was sitting on the harbour wall at Whitby with a tray of chips when a seagull the size of a dog swooped down and snatched most of them out of my hands. Then it came back and pecked me on the head. A little boy nearby laughed at me, and his dad told him off for being rude. I was so cross I threw my last chip at the seagull.',
    characters: [
      'animal unknown - | a seagull the size of a dog',
      'person male stranger | a little boy nearby',
      'person male stranger | his dad',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D physical',
      'aggression 1>D',
      'aggression 2>1',
      'aggression D>0 physical',
    ],
    emotions: ['anger D'],
  },
  // A celebrity is coded known (en-tuning-3.ts). Pulling the dreamer up on stage is friendliness
  // (physical), the song a second act; the crowd's cheering is a third. The friends are present but do
  // nothing to anyone. Booing is verbal aggression. "on top of the world" is happiness, "baffled"
  // confusion.
  {
    text: "I was at a Coldplay concert with my friends, but it was in my old church hall with plastic chairs. Chris Martin spotted me in the crowd, pulled me up on stage and sang a song just for me. The whole crowd cheered me. Then my old boss, Trevor, appeared in the front row and started booing me. I'd been on top of the world until then, and after that I was just baffled.",
    characters: [
      'person unknown friend plural | my friends',
      'person male known | Chris Martin',
      'person unknown stranger plural | the crowd',
      'person male known | my old boss, Trevor',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 1>D', 'friendliness 2>D', 'aggression 3>D'],
    emotions: ['happiness D', 'confusion D'],
  },
  // The auntie only names the house and the cat's owner: not coded. Uncertain: climbing in through the
  // window is not coded apart (no victim named). The threat is verbal; tying the dreamer to a chair is
  // confinement (physical). The cat scratching the burglar is physical aggression between two characters;
  // running off is not coded.
  {
    text: "I was house-sitting for my auntie and a man in a balaclava climbed in through the kitchen window. He said he'd hurt me if I made a sound, and then he tied me to a chair with the washing line. My auntie's cat, Smudge, jumped on his head and scratched his face, and he ran off out the back door. I was petrified.",
    characters: ['person male stranger | a man in a balaclava', "animal unknown - | my auntie's cat, Smudge"],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'aggression 1>0 physical'],
    emotions: ['apprehension D'],
  },
  // The ring is a gift from Grandad to Nana and the kiss sexuality (as kisses in the earlier batches), both
  // between two characters. The compliment and the twenty-pound note are two friendly acts to the dreamer.
  // Crying for happiness is happiness only.
  {
    text: "It was my grandparents' golden wedding party in a village hall full of balloons. Grandad stood up, gave Nana a ring he'd hidden in his sock and kissed her right there on the stage. Nana was so happy she cried. Later Grandad came over to me, told me I'd grown into a fine young woman and slipped me a twenty-pound note like he used to when I was little. I woke up really happy.",
    characters: ['person male family | Grandad', 'person female family | Nana'],
    interactions: ['friendliness 0>1', 'sexuality 0>1 physical', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['happiness 1', 'happiness D'],
  },
  // The panel is one group of strangers; "one of them" and "the woman in the middle" are coded to it. The
  // belittling question, the laughter at the dreamer and the rejection are three acts. "mortified" is
  // apprehension.
  {
    text: "I had a job interview at a bank, but it was held in the deep end of a swimming pool. There were three people on the panel in suits, somehow completely dry. One of them asked me why I thought anyone would ever hire me. When I tried to answer, they all laughed at me. Then the woman in the middle said they'd already given the job to someone else. I was mortified and angry.",
    characters: ['person unknown stranger plural | three people on the panel'],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 0>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Pulling out the teeth without asking is an assault (physical). The receptionist laughing at the dreamer
  // is mockery; holding the hand is friendliness (physical). "nobody was stopping her" is negated: not
  // coded. Not understanding is confusion.
  {
    text: "I was at the dentist, and the dentist was a woman with huge round glasses who kept humming. Without asking, she pulled out all my back teeth one by one and dropped them in a jam jar. The receptionist stood in the doorway laughing at me. My wife was sitting in the corner and held my hand the whole time. I couldn't understand why nobody was stopping her. I was terrified.",
    characters: [
      'person female stranger | the dentist',
      'person unknown stranger | the receptionist',
      'person female family | my wife',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>D', 'friendliness 2>D physical'],
    emotions: ['confusion D', 'apprehension D'],
  },
  // An allotment neighbour is known. "never speaks to anyone" is waking habit: not coded. The marrows (a
  // gift), the lesson (help) and the compliment are three friendly acts; tea together is a shared activity,
  // not coded. "touched" names no class; "happy" is coded.
  {
    text: "I'd got an allotment next to a grumpy old man called Stan who never speaks to anyone. In the dream he came over with a wheelbarrow full of giant marrows and gave them all to me. Then he showed me how to plant potatoes properly, and we sat in his shed drinking tea from a flask. When I left, he told me I was the best neighbour he'd ever had. I felt really touched and happy.",
    characters: ['person male known | a grumpy old man called Stan'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
];
