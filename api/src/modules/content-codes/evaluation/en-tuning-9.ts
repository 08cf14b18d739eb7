// English, ninth tuning batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-8.ts and the earlier batches): an interaction aimed at "us"
// or "us both" is one event, coded once with the dreamer as recipient; an act of a group is coded to the
// group only, and a member singled out of it ("one of them") is coded to the group unless named, while
// people who stand out from a group by name or kin ("my uncle Imran", "my nan" in "the whole family") are
// coded apart; a reciprocal act is two codes; an attempted act is coded as the act ("when I went to hug
// him"); people only mentioned, named as owners ("my grandparents' farm", "my mum's house") or only heard
// on the phone ("a customer screamed down the phone") are not characters, and nothing said over the phone
// is coded; someone dead in waking life but present in the dream is coded; guilt, shame and embarrassment
// are apprehension, relief, pride and amusement happiness; laughter aimed at no one ("couldn't stop
// laughing") is the laugher's amusement (happiness), not an interaction, but laughing at someone is
// mockery; body sensations ("freezing", "felt sick") and feelings of no HVdC class ("exhausted", "giddy",
// "loved", "calm", "amazed") are not coded, nor are negated feelings ("wasn't scared at all", "didn't seem
// surprised"); acts only wished, denied ("didn't wake up") or accidental ("by accident") are not coded; a
// rescue that strikes the attacker is coded as aggression to the attacker only, one that pulls the victim
// free as friendliness (physical) to the victim; a chase and a capture are two acts; animals are coded of
// unknown sex, a creature called "the man" or "he" male; complaining to someone is verbal aggression, a
// deliberate snub rejection; an apology is friendliness, and a gift made as the apology ("to say sorry")
// is coded with it, once.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_9: HandCodedDream[] = [
  // "My boss, the head chef" is known; the other cooks are colleagues (known), present but doing nothing.
  // The screaming is verbal aggression. "told me not to cry" (comfort) and the hug (physical) are two
  // friendly acts. "nobody could find the door" is no character. Embarrassment and fear are one
  // apprehension code.
  {
    text: "I was working in the kitchen of a busy Italian restaurant, though I can't cook at all. My boss, the head chef, a huge man called Marco, screamed at me for burning the garlic bread in front of all the other cooks. My friend Leah, who was on the washing up, told me not to cry and gave me a hug. Then the kitchen filled with smoke and nobody could find the door. I was so embarrassed, and then really scared.",
    characters: [
      'person male known | my boss, the head chef, a huge man called Marco',
      'person unknown known plural | all the other cooks',
      'person female friend | my friend Leah',
    ],
    interactions: ['aggression 0>D', 'friendliness 2>D', 'friendliness 2>D physical'],
    emotions: ['apprehension D'],
  },
  // The grandparents only name the farm; the grandad then comes out and is present: coded (the
  // grandmother is not). The scarecrow is a creature of unstated sex. The chase of "us" is one physical
  // act, to the dreamer; grabbing Amy by the hair is a second. Pulling her free is a rescue that pulls the
  // victim (friendliness, physical). Waiting with a shotgun is aimed at no one.
  {
    text: "I was walking through the cornfield behind my grandparents' farm at dusk with my cousin Amy. A scarecrow climbed down off its pole and started chasing us. Amy tripped and it grabbed her by the hair. I pulled her free and we ran all the way to the farmhouse, where my grandad was waiting on the step with a shotgun. I woke up absolutely terrified.",
    characters: [
      'person female family | my cousin Amy',
      'creature unknown - | a scarecrow',
      'person male family | my grandad',
    ],
    interactions: ['aggression 1>D physical', 'aggression 1>0 physical', 'friendliness D>0 physical'],
    emotions: ['apprehension D'],
  },
  // The father is dead in waking life but present: coded, once (he also owns the garage). His smiling
  // greeting is friendliness (as "said hi" in en-tuning-3.ts). The tea for "us both" is one act, to the
  // dreamer. Uncertain: "when I went to hug him, he was gone" is coded as an attempted hug (friendliness,
  // physical), as "I tried to hug him" in en-tuning-3.ts, not as a wish. "didn't seem surprised" is
  // negated (and surprise is no class anyway).
  {
    text: "My dad, who died three years ago, was in his garage fixing my old bike, like he used to on Saturdays. He looked up, smiled and said, 'There you are, love.' Mum came in and brought us both a mug of tea, and she didn't seem surprised at all. When I went to hug him, he was gone. I woke up crying, sad and glad at the same time.",
    characters: ['person male family | my dad', 'person female family | Mum'],
    interactions: ['friendliness 0>D', 'friendliness 1>D', 'friendliness D>0 physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Knocking the egg off the dreamer's spoon on purpose is coded as destruction of property (physical, as
  // the cake knocked onto the grass in en-tuning-7.ts); the tongue stuck out is a taunt (aggression).
  // Disqualifying her is a punishment (aggression) by the teacher, who is known. Cheering is friendliness.
  {
    text: "I was back at primary school on sports day, doing the egg-and-spoon race even though I was a grown-up. A girl in plaits I'd never seen before knocked my egg off my spoon on purpose and stuck her tongue out at me. Mrs Fenwick, my old teacher, blew her whistle and disqualified her. My mum was at the front cheering for me. I came last anyway, but I was happy.",
    characters: [
      "person female stranger | a girl in plaits I'd never seen before",
      'person female known | Mrs Fenwick, my old teacher',
      'person female family | my mum',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 1>0', 'friendliness 2>D'],
    emotions: ['happiness D'],
  },
  // Asking him to stop is a request, not coded; the shoe thrown at the dreamer is physical. Asking for
  // another room is not coded; laughing at the dreamer is mockery, Priti's "useless" aggression to him.
  // Sharing breakfast "with us" is one act, to the dreamer. "exhausted" names no class, "cross" is anger.
  {
    text: 'I was backpacking round Europe with my friend Priti and we ended up in a grotty hostel in Amsterdam. The man in the bunk above me snored all night, and when I asked him to stop he threw his shoe at me. In the morning the receptionist, a bored lad with a nose ring, just laughed at me when I asked for another room. Priti told him he was useless. A girl from Norway shared her breakfast with us. I was exhausted and cross.',
    characters: [
      'person female friend | my friend Priti',
      'person male stranger | the man in the bunk above me',
      'person male stranger | the receptionist, a bored lad with a nose ring',
      'person female stranger | a girl from Norway',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>D', 'aggression 0>2', 'friendliness 3>D'],
    emotions: ['anger D'],
  },
  // The sneer at the dreamer's colour and the retort are one verbal act each way. The paint stripe down
  // the arm and the tray tipped over his feet are one physical act each way. Mia's laughter is aimed at no
  // one: her amusement (happiness), not mockery. Embarrassment is apprehension.
  {
    text: "My husband Tom and I were painting the living room. He said the green I had picked looked like sick, and I told him he had no taste. Then he painted a big stripe down my arm, so I tipped the paint tray over his feet. Our daughter Mia walked in right then and couldn't stop laughing. I was really embarrassed.",
    characters: ['person male family | my husband Tom', 'person female family | our daughter Mia'],
    interactions: ['aggression 0>D', 'aggression D>0', 'aggression 0>D physical', 'aggression D>0 physical'],
    emotions: ['happiness 1', 'apprehension D'],
  },
  // A boyfriend is a friend. Holding hands (physical) and the compliment are two friendly acts. The
  // guard's sex is unstated; telling "us" off is one act, to the dreamer. The kiss is sexuality
  // (physical). "giddy" names no class.
  {
    text: 'I was on a date with my new boyfriend, Sam, at the Natural History Museum. He held my hand under the big whale skeleton and told me I had a lovely laugh. Then a security guard told us off for touching a fossil. Sam kissed me in the gift shop, right by the plastic dinosaurs. I felt giddy and really happy.',
    characters: ['person male friend | my new boyfriend, Sam', 'person unknown stranger | a security guard'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D', 'aggression 1>D', 'sexuality 0>D physical'],
    emotions: ['happiness D'],
  },
  // Animals are of unknown sex, even Smoky ("he"). The bite is physical; the cream put on the knee is
  // help that touches the dreamer (physical). Uncertain: Bethan's pony bolting with her on its back is a
  // runaway, not an attack on her: not coded. Her screaming names no feeling; "scared for her" is the
  // dreamer's apprehension. The hurting knee is a body sensation.
  {
    text: "My sister Bethan and I were on a pony trekking holiday in Wales. My pony, a fat grey thing called Smoky, kept stopping to eat grass, and then he turned round and bit my knee. The guide, a woman called Gwen, put some cream on it for me. Then Bethan's pony bolted down the hill with her screaming on its back. I was scared for her, and my knee hurt for ages.",
    characters: [
      'person female family | my sister Bethan',
      'animal unknown - | my pony, a fat grey thing called Smoky',
      'person female stranger | the guide, a woman called Gwen',
      "animal unknown - | Bethan's pony",
    ],
    interactions: ['aggression 1>D physical', 'friendliness 2>D physical'],
    emotions: ['apprehension D'],
  },
  // A neighbour is known. Lifting "us" down into the boat is one act of help, to the dreamer (physical).
  // Uncertain: "said there was no room for the cat" is a statement, not a refusal aimed at anyone: not
  // coded. "one of them" is coded to the two men: the handbag blows are physical. The other passengers
  // clapping her is friendliness. Laughing aimed at no one is amusement.
  {
    text: "Our whole street was flooded and the water was up to the bedroom windows. I was sitting on the roof with my neighbour, Mrs Okafor, and her cat. Two men in a rescue boat came and lifted us down into it, but one of them said there was no room for the cat. Mrs Okafor hit him with her handbag until he let it in. The other people in the boat clapped her. I was frightened, but I couldn't stop laughing.",
    characters: [
      'person female known | my neighbour, Mrs Okafor',
      'animal unknown - | her cat',
      'person male stranger plural | two men in a rescue boat',
      'person unknown stranger plural | the other people in the boat',
    ],
    interactions: ['friendliness 2>D physical', 'aggression 0>2 physical', 'friendliness 3>0'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The newborn is the dreamer's daughter (family, female). Dan fainting is no interaction. Holding the
  // hand (physical), the encouragement and handing the baby over (as "handed her to me" in en-tuning-8.ts)
  // are three friendly acts of the midwife. Crying "with joy" is the mother's happiness; "overwhelmed"
  // names no class.
  {
    text: "I dreamt I was giving birth in a hospital, although I'm not even pregnant. My husband Dan fainted as soon as he saw the midwife. She was a Scottish woman called Morag, and she held my hand and kept telling me I was doing brilliantly. Then she handed me a baby girl with a full head of ginger hair. My mum burst in and cried with joy. I felt overwhelmed and so happy.",
    characters: [
      'person male family | my husband Dan',
      'person female stranger | the midwife, a Scottish woman called Morag',
      'person female family | a baby girl',
      'person female family | my mum',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 1>D', 'friendliness 1>D'],
    emotions: ['happiness 3', 'happiness D'],
  },
  // The dog ("him") is of unknown sex; its bite is physical. Its owner's shouting is verbal aggression.
  // The invitation in for tea is friendly; showing his medals is not coded. Uncertain: people on a round
  // in a dream are coded strangers.
  {
    text: 'In the dream I was a postman on the estate where I grew up. At number nine a little dog shot out of the door and bit my ankle, and its owner, a woman in a dressing gown, shouted at me for upsetting him. Further up the road an old man invited me in for a cup of tea and showed me his medals from the war. I was annoyed, then really happy.',
    characters: [
      'animal unknown - | a little dog',
      'person female stranger | its owner, a woman in a dressing gown',
      'person male stranger | an old man',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // The cousin first names the wedding, then is present: coded once. "Dozens of people" and "people" are
  // one group of strangers; their laughing at Dean is mockery. The blanket is a gift to the dreamer;
  // uncertain: a cousin's wife is coded family (as in-laws in the earlier batches). Wrapping her blanket
  // round him is friendliness (physical). "freezing" is a body sensation; laughing is amusement.
  {
    text: "We were staying in a big hotel in Scarborough for my cousin Dean's wedding, and the fire alarm went off at three in the morning. Dozens of people ended up in the car park in their pyjamas, and Dean was only wearing a towel. People were laughing at him. A woman from the hotel gave me a blanket, and Dean's new wife, Chloe, wrapped hers round him. I was freezing and couldn't stop laughing.",
    characters: [
      'person unknown stranger plural | dozens of people',
      'person male family | my cousin Dean',
      'person female stranger | a woman from the hotel',
      "person female family | Dean's new wife, Chloe",
    ],
    interactions: ['aggression 0>1', 'friendliness 2>D', 'friendliness 3>1 physical'],
    emotions: ['happiness D'],
  },
  // The brother is only spoken of. Uncertain: kicking the back of the dreamer's seat on purpose is coded
  // as physical (it strikes the seat the dreamer sits in), once though it lasts the flight. Turning round
  // is not coded; the father's retort is verbal aggression. Moving the dreamer and the wine are two
  // friendly acts of the flight attendant (sex unstated). Everyone screaming is no interaction.
  {
    text: 'I was on a long flight to Canada to see my brother. The boy behind me kicked the back of my seat the whole way, and when I turned round his dad told me to mind my own business. A flight attendant moved me to an empty row and brought me a free glass of wine. Then the plane started dropping and everyone screamed. I was livid with them, and then petrified.',
    characters: [
      'person male stranger | the boy behind me',
      'person male stranger | his dad',
      'person unknown stranger | a flight attendant',
      'person unknown stranger plural | everyone',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>D', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['anger D', 'apprehension D'],
  },
  // The aunt only names the house. The uncle, the cousin and the nan stand out from "the whole family" and
  // are coded apart from it. The money is a gift. Uncertain: telling everyone that the dreamer failed the
  // test again is a hurtful disclosure (aggression, as the secret told in en-tuning-2.ts); "they all
  // laughed" is mockery by the family. The nan telling Sana off is aggression to her. "loved" names no
  // class.
  {
    text: "It was Eid and the whole family was at my auntie Nasreen's house. My uncle Imran slipped me an envelope of money like I was still ten. Then my cousin Sana told everyone I'd failed my driving test again, and they all laughed. My nan told her off for being spiteful. I felt embarrassed, but loved.",
    characters: [
      'person unknown family plural | the whole family',
      'person male family | my uncle Imran',
      'person female family | my cousin Sana',
      'person female family | my nan',
    ],
    interactions: ['friendliness 1>D', 'aggression 2>D', 'aggression 0>D', 'aggression 3>2'],
    emotions: ['apprehension D'],
  },
  // The bank robbery is backstory with no victim present: not coded. The chase and the capture
  // (handcuffs) are two physical acts of the police. Letting the dreamer hide is help; Kev's mother
  // ordering her out of the garden is rejection (not physical). Guilt and fear are one apprehension code.
  {
    text: "I dreamt I'd robbed a bank, though I have no idea why. Two police officers chased me through the estate where I grew up. My old school friend Kev let me hide in his shed, but his mum found me and told me to get out of her garden. The police caught me at the bus stop and put me in handcuffs. I felt guilty and really scared.",
    characters: [
      'person unknown stranger plural | two police officers',
      'person male friend | my old school friend Kev',
      'person female known | his mum',
    ],
    interactions: ['aggression 0>D physical', 'friendliness 1>D', 'aggression 2>D', 'aggression 0>D physical'],
    emotions: ['apprehension D'],
  },
  // The pint poured down the dreamer's back on purpose is physical. The father's "disgrace" is aggression
  // to the man, his laughing at the father mockery. Grabbing and kissing the dreamer on the cheek is one
  // friendly act (physical; a kiss on the cheek from a stranger in joy is not sexual). "raging" is anger,
  // "over the moon" happiness.
  {
    text: 'I went to watch Wales play England in Cardiff with my dad. A drunk England fan behind us poured his pint down my back on purpose. Dad turned round and told him he was a disgrace, and the man just laughed at him. Then Wales scored, and an old woman in a daffodil hat grabbed me and kissed me on the cheek. I was raging, then over the moon.',
    characters: [
      'person male family | my dad',
      'person male stranger | a drunk England fan behind us',
      'person female stranger | an old woman in a daffodil hat',
    ],
    interactions: ['aggression 1>D physical', 'aggression 0>1', 'aggression 1>0', 'friendliness 2>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // The free food for "us" is one act, to the dreamer; pulling the dreamer up to dance is friendliness
  // (physical). Uncertain: Zoe laughing while she films is read as amusement (her happiness), not as
  // mockery of the dreamer. The spilt coffee is an accident: not coded. The owner shouting at his son and
  // the wine for Zoe are acts between characters.
  {
    text: 'I was on holiday in Crete with my girlfriend Zoe. We found a little taverna, and the owner, a big man with a grey moustache, kept bringing us free food. Then he pulled me up to dance with him, and Zoe filmed it, laughing her head off. When his son, a young lad, spilled coffee on Zoe by accident, the owner shouted at him and gave Zoe a bottle of wine. I was so happy.',
    characters: [
      'person female friend | my girlfriend Zoe',
      'person male stranger | the owner, a big man with a grey moustache',
      'person male stranger | his son, a young lad',
    ],
    interactions: ['friendliness 1>D', 'friendliness 1>D physical', 'aggression 1>2', 'friendliness 1>0'],
    emotions: ['happiness 0', 'happiness D'],
  },
  // The customer is only on the phone: no character, and his insult and threat are not coded. Standing
  // behind the dreamer is not coded; the final warning is aggression. The Kit Kat is a gift. "felt sick"
  // is a body sensation, "miserable" sadness.
  {
    text: "I was back working at the call centre. A customer screamed down the phone that I was an idiot and he'd have me sacked. My team leader, Gary, stood behind me listening the whole time, and when I hung up he told me I was on my final warning. My friend Shona slipped me a Kit Kat under the desk. I felt sick and really miserable.",
    characters: ['person male known | my team leader, Gary', 'person female friend | my friend Shona'],
    interactions: ['aggression 0>D', 'friendliness 1>D'],
    emotions: ['sadness D'],
  },
  // Uncertain: the tentacle wrapped gently round Oscar's wrist "as if holding his hand" is read as
  // friendly contact (physical), and his stroking it as his friendliness back. The keeper (sex unstated)
  // putting the octopus back is not coded. "wasn't scared at all" is negated; crying for wanting to take it
  // home is Oscar's sadness. "amazed" names no class.
  {
    text: "I took my nephew Oscar to the aquarium. An octopus came right up to the glass, then somehow climbed out of its tank and wrapped a tentacle gently round Oscar's wrist, as if it was holding his hand. He wasn't scared at all and stroked it. A keeper in wellies ran over and put it back in the tank. Oscar cried because he wanted to take it home. I was amazed, and confused about how it had got out.",
    characters: [
      'person male family | my nephew Oscar',
      'animal unknown - | an octopus',
      'person unknown stranger | a keeper in wellies',
    ],
    interactions: ['friendliness 1>0 physical', 'friendliness 0>1 physical'],
    emotions: ['sadness 0', 'confusion D'],
  },
  // No characters: the city under the water is a place, and no one is seen. "lonely" is sadness, "a bit
  // scared" apprehension; "calm" names no class.
  {
    text: "I was alone on a wooden raft in the middle of the sea, and the water was completely still, like glass. Every time I looked down I could see a city under the water with all its lights on. I kept paddling with my hands, but I never got anywhere, and the sun didn't move at all. I felt lonely and a bit scared, but also strangely calm.",
    characters: [],
    interactions: [],
    emotions: ['sadness D', 'apprehension D'],
  },
  // The mother only names the house. Searching together is not coded. The people in the church are
  // present, doing nothing. Uncertain: the dreamer's fiancé is coded a friend (a boyfriend), not yet
  // family; his smile goes with the kiss (sexuality, physical), one act. Panic is apprehension, relief
  // happiness.
  {
    text: "It was my wedding day and I couldn't find my shoes anywhere. My best friend Carly and I turned my mum's house upside down, and in the end we found them in the fridge. I got to the church two hours late and it was full of people I'd never seen before. My fiancé, Ryan, just smiled and kissed me at the altar. I'd been panicking all morning, but I was so relieved.",
    characters: [
      'person female friend | my best friend Carly',
      "person unknown stranger plural | people I'd never seen before",
      'person male friend | my fiancé, Ryan',
    ],
    interactions: ['sexuality 2>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Calling the dreamer a slob (his complaint about the bin) is one verbal act; kicking her bin over is an
  // act against her property (physical). Dragging him in by the ear is physical aggression of his wife.
  // The cake brought "to say sorry" is one act (the apology). Laughing aimed at no one is amusement.
  {
    text: "My neighbour, Mr Pike, banged on my door at midnight and called me a slob because my bin was on his side of the drive. Then he kicked the bin over and rubbish went everywhere. His wife came out in her nightie and dragged him back inside by the ear. The next morning she brought me a lemon cake to say sorry. I was furious, but I couldn't help laughing.",
    characters: ['person male known | my neighbour, Mr Pike', 'person female known | his wife'],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'aggression 1>0 physical', 'friendliness 1>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // "the man behind the counter" and "a vampire" are one creature, male ("the man", "he"). The chase is
  // physical. Jordan, asleep, is present; "didn't wake up" is no act. The garlic sauce thrown at the
  // vampire strikes the attacker (aggression, physical); the lorry driver's sex is unstated.
  {
    text: "I stopped for petrol late at night on a country road, and the man behind the counter turned out to be a vampire. He jumped over the counter and chased me round the pumps. My boyfriend, Jordan, was fast asleep in the car and didn't wake up. Then a lorry driver came in and threw a bottle of garlic sauce at the vampire, and he ran off screaming. I was terrified, and then I couldn't stop laughing.",
    characters: [
      'creature male - | the man behind the counter, a vampire',
      'person male friend | my boyfriend, Jordan',
      'person unknown stranger | a lorry driver',
    ],
    interactions: ['aggression 0>D physical', 'aggression 2>0 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Rosie owns the party and is present: coded. Her mother-in-law, met once, is known. The digs (coded
  // once, though repeated) are aggression to Rosie. Uncertain: Rosie ignoring her is a deliberate snub
  // (rejection), as "ignored me" in en-tuning-3.ts. "leave Rosie alone" is the dreamer's aggression to
  // Margaret; holding Rosie's hand is friendliness (physical). "worried sick" is apprehension.
  {
    text: "I was at my friend Rosie's baby shower in a little tearoom. Her mother-in-law, Margaret, who I'd met once at the wedding, kept making digs at Rosie about the baby's name. Rosie just ignored her, but when she started again I told her to leave Rosie alone. Then Rosie's waters broke all over the cake stand. Margaret held her hand all the way to the ambulance. I was annoyed with Margaret, then worried sick.",
    characters: [
      'person female friend | my friend Rosie',
      "person female known | her mother-in-law, Margaret, who I'd met once at the wedding",
    ],
    interactions: ['aggression 1>0', 'aggression 0>1', 'aggression D>1', 'friendliness 1>0 physical'],
    emotions: ['anger D', 'apprehension D'],
  },
];
