// English, eighth tuning batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, rich in social interactions): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-7.ts and the earlier batches): an interaction aimed at "us"
// is one event, coded once with the dreamer as recipient, but one aimed at two characters ("told them both
// off") is written once for each; an act of a group is coded to the group only, even when a member named
// apart belongs to it ("they all cheered" in en-tuning-6.ts); a reciprocal act ("we had a massive row",
// "Graham and Fiona kissed") is two codes; an attempted act is coded as the act; people only mentioned,
// named as owners ("my mum's name") or only phoned are not characters, and nothing said over the phone is
// coded; a member singled out of a group ("one of them") is coded to the group unless named, and an
// attacker never seen in a crowd ("someone elbowed me") is an unstated initiator (?); a person introduced
// by name after a description ("a huge man in a kilt, who said his name was Hamish") is one character;
// guilt, shame, humiliation and embarrassment are apprehension, relief, pride and amusement happiness,
// pity sadness; body sensations ("shaking", "felt sick") and feelings of no HVdC class ("calm") are not
// coded, nor are feelings quoted or negated ("I should be ashamed of myself", "wasn't scared at all");
// acts only wished, denied or accidental are not coded; a rescue that strikes the attacker is coded as
// aggression to the attacker only, one that pulls or carries the victim as friendliness (physical) to the
// victim; animals are coded of unknown sex, a creature named by a sexed noun ("a lady") of that sex; a
// passive whose agent is left out but clear from the scene is coded to that agent; complaining to someone
// is the dreamer's verbal aggression, laughing at someone's fall mockery, a deliberate snub ("pretended
// not to know me", "refused to speak to him") rejection; an apology is friendliness, and a gift made as
// the apology is coded with it, once.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_8: HandCodedDream[] = [
  // The crowd is present; the elbow comes from someone in it never seen: an unstated initiator (?),
  // physical (as the tent thief in en-tuning-6.ts). Trying to yank the telly away is an attempted theft
  // (physical) and the insult a second act. Neil's "back off" is aggression to her. Uncertain: taking her
  // by the arm and walking her out is coded as physical (as "marched them both out" in en-tuning-7.ts).
  // "shaking" is a body sensation.
  {
    text: "It was Black Friday and I'd been queuing outside Currys since dawn with my brother Neil. When the doors opened the crowd charged in and someone elbowed me in the face. I grabbed the last cheap telly, but a woman in a pink tracksuit tried to yank it out of my hands and called me a greedy cow. Neil told her to back off. Then a security guard, a young lad called Tariq, took her by the arm and walked her out. I was shaking and furious.",
    characters: [
      'person male family | my brother Neil',
      'person unknown stranger plural | the crowd',
      'person female stranger | a woman in a pink tracksuit',
      'person male stranger | a security guard, a young lad called Tariq',
    ],
    interactions: [
      'aggression ?>D physical',
      'aggression 2>D physical',
      'aggression 2>D',
      'aggression 0>2',
      'aggression 3>2 physical',
    ],
    emotions: ['anger D'],
  },
  // The baby niece is family, female from "her". The vicar pouring the water is the rite: not coded.
  // Handing the baby to the dreamer is friendly (as "let me hold him" in en-tuning-4.ts). The criticism
  // and snatching the baby out of her arms are two acts of June (the second physical). A sister's
  // mother-in-law is known (as Pauline in en-tuning-7.ts). Claire's order is aggression to June; the smile
  // is a friendly gesture. Pride is happiness, "annoyed" anger.
  {
    text: "It was my niece Isla's christening in a freezing old church. When the vicar, a tall man with a beard, poured the water on her head, she screamed the place down. My sister Claire handed her to me and she fell asleep on my shoulder straight away. Then Claire's mother-in-law, June, said loudly that I was holding her wrong and snatched her out of my arms. Claire told June to give her back at once. The vicar just smiled at me. I felt proud and really annoyed with June.",
    characters: [
      'person female family | my niece Isla',
      'person male stranger | the vicar, a tall man with a beard',
      'person female family | my sister Claire',
      "person female known | Claire's mother-in-law, June",
    ],
    interactions: [
      'friendliness 2>D',
      'aggression 3>D',
      'aggression 3>D physical',
      'aggression 2>3',
      'friendliness 1>D',
    ],
    emotions: ['happiness D', 'anger D'],
  },
  // Fiona first names the front room, then is present: coded. Graham, from the dreamer's street, is known;
  // Sue, met there, a stranger. Laughing along with him is mockery. The cat on the lap is friendliness
  // (physical); the note and the invitation are two friendly acts. "Graham and Fiona kissed" is reciprocal
  // (two sexual codes).
  {
    text: "I'd joined a book club that met in my neighbour Fiona's front room, and it was my first time. Graham from number twelve, a retired headmaster, told me my opinion of the book was childish, and Fiona laughed along with him. Then her cat jumped onto my lap and purred, and a quiet woman called Sue passed me a note saying ignore him and invited me round for coffee. At the end Graham and Fiona kissed in the hallway. I felt humiliated and then completely baffled.",
    characters: [
      'person female known | my neighbour Fiona',
      'person male known | Graham from number twelve, a retired headmaster',
      'animal unknown - | her cat',
      'person female stranger | a quiet woman called Sue',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>D',
      'friendliness 2>D physical',
      'friendliness 3>D',
      'friendliness 3>D',
      'sexuality 1>0 physical',
      'sexuality 0>1 physical',
    ],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Staring from the dock is not said to be hostile: not coded; mouthing that he'd find her is a threat.
  // Sharing the sandwiches is friendly. The shouting and the coffee thrown over him (physical) are one act
  // each way; "told them both off" is written once for each. "wasn't scared at all" is negated: no emotion
  // for Denise.
  {
    text: "I was on jury service, and the man on trial kept staring at me from the dock. At lunch another juror, a chatty woman called Denise, shared her sandwiches with me. In the jury room a big man in a suit shouted at her for wanting to go home, and she threw her coffee over him. The judge, an old woman in a wig, told them both off. Later the man on trial mouthed at me that he'd find me. I was terrified, but Denise wasn't scared at all.",
    characters: [
      'person male stranger | the man on trial',
      'person female stranger | another juror, a chatty woman called Denise',
      'person male stranger | a big man in a suit',
      'person female stranger | the judge, an old woman in a wig',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 2>1',
      'aggression 1>2 physical',
      'aggression 3>1',
      'aggression 3>2',
      'aggression 0>D',
    ],
    emotions: ['apprehension D'],
  },
  // Uncertain: an instructor met at the class is a stranger (as the ski instructor in en-tuning-7.ts).
  // Telling the dreamer off and the remark from the next mat are two verbal acts; Naomi's retort is
  // aggression to the woman. The praise is friendliness to Naomi; ignoring the dreamer for the rest of the
  // class is a deliberate snub (rejection). "everyone" in the class is present. "hurt" is sadness, "cross"
  // anger.
  {
    text: 'I went to a hot yoga class with my girlfriend, Naomi, and it was about forty degrees in there. The instructor, a skinny man called Jasper, kept telling me off for breathing wrong. When I groaned, the woman on the next mat told me to stop being so dramatic, and Naomi told her to mind her own business. Then Jasper praised Naomi in front of everyone and ignored me for the rest of the class. I was hurt and really cross.',
    characters: [
      'person female friend | my girlfriend, Naomi',
      'person male stranger | the instructor, a skinny man called Jasper',
      'person female stranger | the woman on the next mat',
      'person unknown stranger plural | everyone',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'aggression 0>2', 'friendliness 1>0', 'aggression 1>D'],
    emotions: ['sadness D', 'anger D'],
  },
  // The row is coded both ways and the insult and the cushion (physical) apart (as "argued ... called me
  // selfish" in en-tuning-2.ts). The boy's parents are only spoken of. Holding the dreamer's hand is
  // friendliness (physical), taking him to the help desk help. The thanks and the hot dog are two friendly
  // acts to two people; the apology and the meatballs two more. "sad for the little boy" is pity
  // (sadness); "fine" names no class.
  {
    text: "My husband Dev and I had a massive row in IKEA over a sofa. He called me impossible and I threw a cushion at him. Then a little boy who'd lost his parents came up and held my hand, so I took him to the help desk. The woman there thanked me and gave him a hot dog. Dev apologised in the car park and bought me some meatballs. I was angry, then sad for the little boy, and in the end fine.",
    characters: [
      'person male family | my husband Dev',
      "person male stranger | a little boy who'd lost his parents",
      'person female stranger | the woman there',
    ],
    interactions: [
      'aggression D>0',
      'aggression 0>D',
      'aggression 0>D',
      'aggression D>0 physical',
      'friendliness 1>D physical',
      'friendliness D>1',
      'friendliness 2>D',
      'friendliness 2>1',
      'friendliness 0>D',
      'friendliness 0>D',
    ],
    emotions: ['anger D', 'sadness D'],
  },
  // Talking on the phone aims at no one, and asking him to be quiet is a request: neither is coded. "shut
  // up" and the popcorn thrown at the dreamer's head (physical) are two acts. Tash's insult is aggression
  // to him; making him leave is rejection (not physical). The usher's sex is unstated. The monster out of
  // the screen is a creature; the chase of "us" is one physical act, to the dreamer.
  {
    text: 'I was at the cinema watching a horror film with my best friend Tash. The man behind us was talking loudly on his phone, and when I asked him to be quiet he told me to shut up and threw popcorn at my head. Tash stood up and told him he was a pig. An usher with a torch came over and made him leave. Then the film turned real and a monster climbed out of the screen and chased us up the aisle. I was terrified.',
    characters: [
      'person female friend | my best friend Tash',
      'person male stranger | the man behind us',
      'person unknown stranger | an usher with a torch',
      'creature unknown - | a monster',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>D physical',
      'aggression 0>1',
      'aggression 2>1',
      'aggression 3>D physical',
    ],
    emotions: ['apprehension D'],
  },
  // The late wife is only spoken of. The tea and the fiver are friendly. "one of them" is coded to the
  // girls: swiping the purse is theft (physical), the insult shouted at Brenda aggression to her. The
  // chase is physical. Uncertain: the old man's crying is read as sadness (grief). "sad for him" is pity
  // (sadness), pride happiness.
  {
    text: "I was volunteering in a charity shop. An old man brought in his late wife's clothes and cried while I sorted them, so I made him a cup of tea. Then two teenage girls came in and one of them swiped my purse off the counter. My manager, Brenda, chased them down the street, and one of them shouted back that she was a fat old witch. The old man gave me a fiver for being kind. I felt sad for him and proud of Brenda.",
    characters: [
      'person male stranger | an old man',
      'person female stranger plural | two teenage girls',
      'person female known | my manager, Brenda',
    ],
    interactions: [
      'friendliness D>0',
      'aggression 1>D physical',
      'aggression 2>1 physical',
      'aggression 1>2',
      'friendliness 0>D',
    ],
    emotions: ['sadness 0', 'sadness D', 'happiness D'],
  },
  // Asking the dreamer to dance is friendly; dancing and the fall it causes are not coded (an accident).
  // "Everyone" in the hall laughing at her is mockery. Helping her up is friendliness (physical); "eejit"
  // is aggression to Hamish. The whisky bought "to say sorry" is one act (the apology). Mortified is
  // apprehension; the father crying with laughter is amusement (happiness).
  {
    text: "It was Burns Night at a ceilidh in a village hall outside Stirling, and I'd gone with my dad. A huge man in a kilt, who said his name was Hamish, asked me to dance and spun me round so fast that I fell over. Everyone laughed at me. Dad helped me up and told Hamish he was an eejit. Then Hamish bought me a whisky to say sorry. I was mortified, but Dad was crying with laughter.",
    characters: [
      'person male family | my dad',
      'person male stranger | a huge man in a kilt, who said his name was Hamish',
      'person unknown stranger plural | everyone',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 2>D',
      'friendliness 0>D physical',
      'aggression 0>1',
      'friendliness 1>D',
    ],
    emotions: ['apprehension D', 'happiness 0'],
  },
  // Laughing at the fall is mockery by the hall (strangers). Helping her up (physical) and "well done" are
  // two friendly acts of the chancellor. The mother's hug is physical; her tears are of pride (happiness).
  // Kevin's remark disparages the dreamer (aggression); a stepfather is family. Sending him to the car is
  // aggression to him. The bear hug is friendliness (physical).
  {
    text: 'At my graduation I tripped on my gown walking across the stage, and half the hall laughed. The chancellor, an old lady with a gold chain, helped me up and said well done. Outside, my mum hugged me, crying because she was so proud. Then my stepdad, Kevin, said it was three years wasted, and Mum told him to go and wait in the car. My best mate from uni, Olly, gave me a massive bear hug. I was embarrassed but so happy.',
    characters: [
      'person unknown stranger plural | half the hall',
      'person female stranger | the chancellor, an old lady with a gold chain',
      'person female family | my mum',
      'person male family | my stepdad, Kevin',
      'person male friend | my best mate from uni, Olly',
    ],
    interactions: [
      'aggression 0>D',
      'friendliness 1>D physical',
      'friendliness 1>D',
      'friendliness 2>D physical',
      'aggression 3>D',
      'aggression 2>3',
      'friendliness 4>D physical',
    ],
    emotions: ['apprehension D', 'happiness 2', 'happiness D'],
  },
  // The other team is only named through its captain. The heckling (coded once, though repeated), the
  // accusation and the poke (physical) are three acts of Terry. Jade's pint poured over his head is
  // physical; barring him is rejection. The free drinks for "us" are one act, to the dreamer. The landlady
  // of the dreamer's local is known.
  {
    text: "I was playing in the darts final at our local, the Fox and Hounds. The other team's captain, a bald bloke called Terry, kept heckling me every time I threw. When I won, he accused me of stepping over the line and poked me hard in the chest. My girlfriend Jade poured her pint over his head. The landlady, Maxine, barred him for life and gave us free drinks all night. I was fuming, then over the moon.",
    characters: [
      "person male stranger | the other team's captain, a bald bloke called Terry",
      'person female friend | my girlfriend Jade',
      'person female known | the landlady, Maxine',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 0>D',
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'aggression 2>0',
      'friendliness 2>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // The bump is an accident: not coded. "its owner" is present. The apology is friendliness to her.
  // Cutting "our" mooring rope is destruction of property, once to the dreamer (physical). The heron only
  // stares: no interaction. The hug (physical) and "told me not to worry" are two friendly acts. "calm"
  // names no class.
  {
    text: "We'd hired a narrowboat for Dad's sixtieth, and in a lock I bumped a posh boat by accident. Its owner, a woman in a captain's hat, screamed at me that I was a hooligan, and Dad apologised to her. Then her husband cut our mooring rope with a penknife. A heron landed on our roof and stared at me. Dad hugged me and told me not to worry. I was mortified, then oddly calm.",
    characters: [
      'person male family | Dad',
      "person female stranger | its owner, a woman in a captain's hat",
      'person male stranger | her husband',
      'animal unknown - | a heron',
    ],
    interactions: [
      'aggression 1>D',
      'friendliness 0>1',
      'aggression 2>D physical',
      'friendliness 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D'],
  },
  // Pulling the halo off and hitting him with the doll are one physical act each way. Uncertain: a
  // classmate of the daughter is coded a stranger (as the boys at the soft play in en-tuning-6.ts); her
  // teacher is known. Dragging him off the stage is physical. The insult and the retort are one act each
  // way. The donkey and the hall do nothing. "Lily wasn't upset" is negated; laughing is amusement
  // (happiness).
  {
    text: "My daughter Lily was playing Mary in the school nativity. The boy playing Joseph pulled her tinsel halo off, so she hit him with the baby Jesus. Their teacher, Mrs Greaves, dragged him off the stage. His mum, who was sitting next to me, turned round and called me a terrible mother. I told her that her son had started it. Then a real donkey wandered onto the stage and the whole hall went quiet. Lily wasn't upset at all. I was cross, then couldn't stop laughing.",
    characters: [
      'person female family | my daughter Lily',
      'person male stranger | the boy playing Joseph',
      'person female known | their teacher, Mrs Greaves',
      'person female stranger | his mum, who was sitting next to me',
      'animal unknown - | a real donkey',
      'person unknown stranger plural | the whole hall',
    ],
    interactions: [
      'aggression 1>0 physical',
      'aggression 0>1 physical',
      'aggression 2>1 physical',
      'aggression 3>D',
      'aggression D>3',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // The ballot paper thrown in the dreamer's face is physical, the insult a second act. Pam's warning is
  // aggression to him. An ex is known; pretending not to know the dreamer is a deliberate snub
  // (rejection). Squeezing the arm (physical) and the tea are two friendly acts. The mother only phones:
  // no character, and her question is not coded.
  {
    text: 'I was working at a polling station on election day. A man in a Union Jack hat called me a communist, screwed up his ballot paper and threw it in my face. My colleague Pam told him to behave himself or leave. Then my ex, Craig, came in to vote and pretended not to know me. Pam squeezed my arm and made me a cup of tea. Mum phoned to ask if Craig had been in. I was scared of that man and sad about Craig.',
    characters: [
      'person male stranger | a man in a Union Jack hat',
      'person female known | my colleague Pam',
      'person male known | my ex, Craig',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 0>D physical',
      'aggression 1>0',
      'aggression 2>D',
      'friendliness 1>D physical',
      'friendliness 1>D',
    ],
    emotions: ['apprehension D', 'sadness D'],
  },
  // Bowling at the dreamer's head on purpose is an attempted assault (physical). The uncle laughing at her
  // is mockery, "traitor" her verbal aggression, sending her off rejection. The spaniel takes the ball
  // from no one in particular: not coded. Uncertain: the village tea lady is known. The scone is a gift.
  {
    text: "I was playing cricket for the village, though I've never played in my life. The other side's bowler, a red-faced man with a huge moustache, bowled the ball straight at my head on purpose. My uncle Ray was umpiring and just laughed at me. I called him a traitor, and he sent me off. Then a spaniel ran onto the pitch, grabbed the ball and wouldn't give it back to anyone. The tea lady, Mrs Pritchard, gave me an extra scone. I was furious with Uncle Ray.",
    characters: [
      "person male stranger | the other side's bowler, a red-faced man with a huge moustache",
      'person male family | my uncle Ray',
      'animal unknown - | a spaniel',
      'person female known | the tea lady, Mrs Pritchard',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>D', 'aggression D>1', 'aggression 1>D', 'friendliness 3>D'],
    emotions: ['anger D'],
  },
  // The judge's "disgrace" is said to the dreamer (aggression); "I should be ashamed of myself" is a
  // quoted feeling, not coded. The farmer first names the hat, then kicks: present. Uncertain: the goat
  // eating his hat is coded as destruction of his property (physical, as the cat eating the fish in
  // es-tuning-6.ts); the kick is physical. The scream is the dreamer's aggression. Feeding the goat
  // (friendliness to an animal) and the hug (physical) are two acts. Uncertain: "upset" is read as
  // sadness.
  {
    text: "I'd taken my pet goat, Nibbles, to the county show to enter her in the best goat class. The judge, a man in a bowler hat, told me she was a disgrace and I should be ashamed of myself. Then Nibbles ate half of a farmer's straw hat, and he kicked her away with his boot. I screamed at him not to touch her. His little girl came over, fed Nibbles a carrot and gave me a hug. I was really upset and then happy again.",
    characters: [
      'animal unknown - | my pet goat, Nibbles',
      'person male stranger | the judge, a man in a bowler hat',
      'person male stranger | a farmer',
      'person female stranger | his little girl',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>2 physical',
      'aggression 2>0 physical',
      'aggression D>2',
      'friendliness 3>0',
      'friendliness 3>D physical',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // The banger thrown at "our" feet is one physical attack, to the dreamer (as the petardo in
  // es-tuning-9.ts); laughing at Jake's scream is mockery of him. Chasing them off is physical. The glow
  // stick is a gift to Jake and his hug is friendliness (physical). "wasn't frightened at all" is negated:
  // no emotion for Jake.
  {
    text: "On bonfire night I took my little brother Jake to the fireworks. A gang of lads threw a lit banger at our feet and laughed when Jake screamed. A policewoman chased them off. Then a man selling glow sticks gave Jake one for free, and Jake hugged him. I was scared, then really angry. By the end Jake wasn't frightened at all.",
    characters: [
      'person male family | my little brother Jake',
      'person male stranger plural | a gang of lads',
      'person female stranger | a policewoman',
      'person male stranger | a man selling glow sticks',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>0',
      'aggression 2>1 physical',
      'friendliness 3>0',
      'friendliness 0>3 physical',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // "granny" is the kids' taunt; Ash laughing at the fall is mockery. Helping her up (physical) and
  // skating round with her are two friendly acts of Winston; "sorry" and the hot chocolate two of Ash.
  // Uncertain: refusing to speak to him is a deliberate snub, the dreamer's rejection (aggression).
  {
    text: 'I went ice skating with my boyfriend, Ash, and a group of little kids zoomed past and called me granny. When I fell flat on my face, Ash laughed at me. A steward, an older man named Winston, helped me up and skated round with me. Ash said sorry and bought me a hot chocolate, but I refused to speak to him. I was embarrassed and cross.',
    characters: [
      'person male friend | my boyfriend, Ash',
      'person unknown stranger plural | a group of little kids',
      'person male stranger | a steward, an older man named Winston',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>D',
      'friendliness 2>D physical',
      'friendliness 2>D',
      'friendliness 0>D',
      'friendliness 0>D',
      'aggression D>0',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // The mother only names the tattoo. Spelling it wrong is a mistake, not an act against the dreamer
  // (unlike shaving half a head without asking, en-tuning-6.ts). The complaint is the dreamer's;
  // uncertain: blaming her and laughing in her face are one act of mockery (as the owner in
  // en-tuning-6.ts). The phone dropped in the bin is an act against property (physical). The threat with
  // the police is to Ben; throwing "us" out is one act, to the dreamer. "felt sick" is a body sensation.
  {
    text: "I was getting my first tattoo in a grotty little place above a chip shop. The tattoo artist, a woman covered in piercings called Raven, spelt my mum's name wrong on my arm. When I complained, she said I should have checked and laughed in my face. My friend Ben, who'd come with me, grabbed her phone off the counter and dropped it in the bin. She threatened Ben with the police and threw us out. I felt sick and really ashamed.",
    characters: [
      'person female stranger | the tattoo artist, a woman covered in piercings called Raven',
      "person male friend | my friend Ben, who'd come with me",
    ],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression 1>0 physical', 'aggression 0>1', 'aggression 0>D'],
    emotions: ['apprehension D'],
  },
  // An old PE teacher is known; his shouting (coded once, though repeated) is aggression. Overtaking is
  // not coded; telling him to leave the dreamer alone is aggression to him. The Labrador's licks are
  // friendliness (physical); the marshal's praise is friendly (sex unstated). Shame is apprehension.
  {
    text: "I was doing parkrun and my old PE teacher, Mr Blake, was running next to me. He kept shouting that I was too slow, just like at school. A woman pushing a buggy overtook us and told him to leave me alone. At the finish a Labrador licked my face and a marshal said I'd done brilliantly. I felt ashamed, then happy.",
    characters: [
      'person male known | my old PE teacher, Mr Blake',
      'person female stranger | a woman pushing a buggy',
      'animal unknown - | a Labrador',
      'person unknown stranger | a marshal',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'friendliness 2>D physical', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Following them round is not coded; "told us" is one act, to the dreamer. Sarah's retort is aggression
  // to her. The parrot's bite and the stick are physical, the swearing at the bird verbal. Uncertain:
  // running out holding hands is coded as a reciprocal friendly act (two codes, physical). Crying with
  // laughter is amusement (happiness) for both.
  {
    text: "My wife Sarah and I were viewing a house with an estate agent called Giles, who never stopped talking. The old lady selling it followed us from room to room and told us we weren't good enough for her house. Sarah told her she was very rude. Then the old lady's parrot flew down and bit Giles on the ear. He swore at it, and she hit him with her walking stick. Sarah and I ran out holding hands, crying with laughter.",
    characters: [
      'person female family | my wife Sarah',
      'person male stranger | an estate agent called Giles',
      'person female stranger | the old lady selling it',
      "animal unknown - | the old lady's parrot",
    ],
    interactions: [
      'aggression 2>D',
      'aggression 0>2',
      'aggression 3>1 physical',
      'aggression 1>3',
      'aggression 2>1 physical',
      'friendliness D>0 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['happiness D', 'happiness 0'],
  },
  // "the crowd" and "everyone" are one group. Making fun of the jumper (coded once, though it goes on all
  // night) is aggression; uncertain: the audience howling is read as laughing at the dreamer (mockery).
  // The toffee thrown at Barry is physical, the retort a second act. The kiss on the cheek is friendliness
  // (physical), the ice cream a gift. Nan "had the time of her life": happiness.
  {
    text: 'I took my nan to the panto and we were in the front row. The dame, a big bloke in a wig called Barry, picked me out of the crowd and made fun of my jumper all night, and everyone howled. Nan threw a toffee at him and told him to pick on someone his own size. At the interval Barry kissed Nan on the cheek, and an usherette gave her a free ice cream. I was mortified, but Nan had the time of her life.',
    characters: [
      'person female family | my nan',
      'person male stranger | the dame, a big bloke in a wig called Barry',
      'person unknown stranger plural | the crowd',
      'person female stranger | an usherette',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>D',
      'aggression 0>1 physical',
      'aggression 0>1',
      'friendliness 1>0 physical',
      'friendliness 3>0',
    ],
    emotions: ['apprehension D', 'happiness 0'],
  },
  // "I got shoved out of the way by" is a passive with its agent: physical aggression from her. "When I
  // said something" is a complaint (the dreamer's verbal aggression); "get lost" is hers. Uncertain: the
  // owner of the dreamer's local takeaway is known (as Mr Costa in en-tuning-7.ts). The menu thrown at him
  // is physical. The crackers are a gift to Ethan, the smile a friendly gesture to the dreamer. Thrilled
  // and glad are happiness.
  {
    text: "I was waiting for a takeaway at the Golden Dragon, our local Chinese, with my son Ethan. I got shoved out of the way by a drunk woman, and when I said something she told me to get lost. The owner, Mr Chen, told her she'd have to wait her turn. She threw a menu at him and stormed out. Then Mr Chen gave Ethan a bag of prawn crackers for free and smiled at me. Ethan was thrilled. I was annoyed with her but glad we'd come.",
    characters: [
      'person male family | my son Ethan',
      'person female stranger | a drunk woman',
      'person male known | the owner, Mr Chen',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression D>1',
      'aggression 1>D',
      'aggression 2>1',
      'aggression 1>2 physical',
      'friendliness 2>0',
      'friendliness 2>D',
    ],
    emotions: ['happiness 0', 'anger D', 'happiness D'],
  },
  // The ghost of "a lady" is a creature, female from the noun (as the Llorona in es-tuning-6.ts). The
  // telling-off is aggression, the slap physical. The rest of the tour is present and only runs. Saying
  // hello is a greeting (friendliness); the smile and stroking the mother's hair are two friendly acts
  // (the second physical). "Mum wasn't scared" is negated.
  {
    text: "I was on a guided tour of a stately home with my mum. The guide, a snooty man in a tweed jacket called Rupert, told me off for touching a chair. Then the ghost of a lady in a grey dress came through the wall and slapped Rupert across the face. Everyone else on the tour screamed and ran, but Mum just said hello to her. The ghost smiled at Mum and stroked her hair. I was terrified and didn't understand why Mum wasn't scared.",
    characters: [
      'person female family | my mum',
      'person male stranger | the guide, a snooty man in a tweed jacket called Rupert',
      'creature female - | the ghost of a lady in a grey dress',
      'person unknown stranger plural | everyone else on the tour',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>1 physical',
      'friendliness 0>2',
      'friendliness 2>0',
      'friendliness 2>0 physical',
    ],
    emotions: ['apprehension D', 'confusion D'],
  },
];
