// English, seventh tuning batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, rich in social interactions): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-6.ts and the earlier batches): an interaction aimed at "us"
// is one event, coded once with the dreamer as recipient, but one aimed at two characters ("told them
// both to wait outside") is written once for each, and so is one done by two characters together ("they
// told her to mind her own business"); a reciprocal act ("we hugged", "shoving each other") is two codes;
// an attempted act is coded as the act; people only mentioned or only phoned (not present in the scene)
// are not characters, and nothing said over the phone is coded; a member singled out of a group ("one of
// them") is coded to the group unless named; two people named together after a group word ("two brothers
// called Steve and Dave", "a boy and a girl") are coded as two characters, not as a group; a person
// introduced by name after a description ("a woman called Pat") is one character; guilt, shame,
// humiliation and embarrassment are apprehension, relief, pride and amusement happiness; body sensations
// and feelings of no HVdC class are not coded; acts only wished, denied or in waking life are not coded; a
// rescue that strikes the attacker is coded as aggression to the attacker only, one that pulls or carries
// the victim as friendliness (physical) to the victim, and pulling two fighters apart is not coded (it
// strikes no one and carries no victim off), though what the peacemaker then says to them is; animals are
// coded of unknown sex even when called "he" or "she", a creature called "he" male (en-tuning-4.ts); a
// passive whose agent is left out but clear from the scene is coded to that agent; complaining to someone
// is the dreamer's verbal aggression; an apology is friendliness; a defence said to the attacker is
// aggression to the attacker only, one said of the dreamer ("backed Dad up") friendliness to the defended.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_7: HandCodedDream[] = [
  // Haggling is not coded. The insult and the argument are coded apart (the argument both ways, as "argued
  // ... called me selfish" in en-tuning-2.ts). Slipping the records into his bag is theft (physical), and
  // Mum snatching them back is physical aggression to him (as "snatching the bag back" in es-tuning-4.ts).
  // Rocco's "told them both to clear off" is an order to two characters, written once for each.
  {
    text: 'I was selling my old stuff at a car boot sale in a muddy field with my mum. A woman called Pat haggled over a lamp for ages and then called me a rip-off merchant to my face. While we were arguing, her husband slipped a box of my records into his bag. Mum spotted him and snatched it back off him. Then Pat shoved Mum into the pasting table. A man from the next stall, a big lad called Rocco, told them both to clear off. I was fuming.',
    characters: [
      'person female family | my mum',
      'person female stranger | a woman called Pat',
      'person male stranger | her husband',
      'person male stranger | a man from the next stall, a big lad called Rocco',
    ],
    interactions: [
      'aggression 1>D',
      'aggression D>1',
      'aggression 1>D',
      'aggression 2>D physical',
      'aggression 0>2 physical',
      'aggression 1>0 physical',
      'aggression 3>1',
      'aggression 3>2',
    ],
    emotions: ['anger D'],
  },
  // Knocking the cake onto the grass on purpose is destruction of property (physical). Uncertain: her
  // smirk is coded apart as mockery (as "he smirked at me" in en-tuning-4.ts); the lie is not coded. The
  // village vicar is known. The prize is friendliness; calling the vicar a fraud is aggression to him.
  // Pride is happiness.
  {
    text: "It was the village fete and I'd entered my lemon drizzle cake in the baking competition. My neighbour, a retired teacher called Mrs Dunmore, walked past the table and knocked my cake onto the grass on purpose. She said it was an accident, but she was smirking at me. The vicar, Reverend Alan, had seen it all and gave me first prize anyway. Mrs Dunmore told him he was a fraud and stormed off. My daughter Ellie gave me a big hug. I was furious at first and then really proud.",
    characters: [
      'person female known | my neighbour, a retired teacher called Mrs Dunmore',
      'person male known | the vicar, Reverend Alan',
      'person female family | my daughter Ellie',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D',
      'friendliness 1>D',
      'aggression 0>1',
      'friendliness 2>D physical',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // "the receptionist" and "the receptionist, a lovely woman called Bev" are one character. Uncertain:
  // shouting at her and calling her a name are two verbal acts (as the fur coat woman in en-tuning-5.ts).
  // Spitting at Kieran is coded as an assault (physical). "was dragged outside by" is a passive with its
  // agent: physical aggression from the guards. The tea for "us both" is one act, to the dreamer.
  {
    text: "I was in A&E with my little brother Kieran, who'd broken his wrist. A drunk man in a football shirt kept shouting at the receptionist and called her a stupid cow. When Kieran told him to shut up, the man spat at him. The man was dragged outside by two security guards. Then the receptionist, a lovely woman called Bev, brought us both a cup of tea and a biscuit. Kieran was white as a sheet and frightened, and I was scared the man would come back.",
    characters: [
      'person male family | my little brother Kieran',
      'person male stranger | a drunk man in a football shirt',
      'person female stranger | the receptionist, a lovely woman called Bev',
      'person unknown stranger plural | two security guards',
    ],
    interactions: [
      'aggression 1>2',
      'aggression 1>2',
      'aggression 0>1',
      'aggression 1>0 physical',
      'aggression 3>1 physical',
      'friendliness 2>D',
    ],
    emotions: ['apprehension 0', 'apprehension D'],
  },
  // Uncertain: "her mates" at a hen do are coded female; they are Gemma's friends, so known to the dreamer.
  // Sitting on Gemma's knee and kissing her neck are one sexual act (physical), the wink a sexual overture
  // (not physical). Pulling the dreamer up onto the stage is friendliness (physical), as Chris Martin in
  // en-tuning-5.ts. The screaming is not coded. "told us" is one act, to the dreamer. Amusement is
  // happiness.
  {
    text: "It was my sister Gemma's hen do in Blackpool and we were all dressed as sailors. The stripper, a guy called Dwayne, sat on Gemma's knee and kissed her neck while her mates screamed. Then he winked at me and pulled me up onto the little stage. Gemma's future mother-in-law, Pauline, told us we were a disgrace. Gemma told her to go home if she didn't like it. I was laughing my head off.",
    characters: [
      'person female family | my sister Gemma',
      'person male stranger | the stripper, a guy called Dwayne',
      'person female known plural | her mates',
      "person female known | Gemma's future mother-in-law, Pauline",
    ],
    interactions: [
      'sexuality 1>0 physical',
      'sexuality 1>D',
      'friendliness 1>D physical',
      'aggression 3>D',
      'aggression 0>3',
    ],
    emotions: ['happiness D'],
  },
  // The swan coming at the boat hissing and the bite are one attack on Jack (physical); it going for the
  // dreamer is a second. Jack whacking it strikes the attacker (physical). The threat to report "us" is
  // one act, to the dreamer; Jack's yell back is aggression to the man. The scarf is help to Jack.
  {
    text: "I was rowing on the river in Cambridge with my boyfriend, Jack. A massive swan came at the boat hissing and bit Jack on the arm. He whacked it with an oar, and then it went for me instead and knocked me into the bottom of the boat. A posh man on the bank yelled that he'd report us for hurting a royal bird. Jack yelled back that the swan had started it. A girl in a punt passed Jack her scarf for his arm. I was terrified and Jack was absolutely livid.",
    characters: [
      'person male friend | my boyfriend, Jack',
      'animal unknown - | a massive swan',
      'person male stranger | a posh man on the bank',
      'person female stranger | a girl in a punt',
    ],
    interactions: [
      'aggression 1>0 physical',
      'aggression 0>1 physical',
      'aggression 1>D physical',
      'aggression 2>D',
      'aggression 0>2',
      'friendliness 3>0',
    ],
    emotions: ['apprehension D', 'anger 0'],
  },
  // Harvey is only talked about (not present): no character, and the praise of him is not coded. An ex is
  // known; his new girlfriend, never met, a stranger. Blaming the dreamer and the retort are one act each
  // way; rolling her eyes at the dreamer is contempt (aggression). "told them both to wait outside" is an
  // order to two characters, written once for each; the tissue is help. Humiliation is apprehension.
  {
    text: "It was parents' evening at my son Harvey's school, and my ex-husband, Gareth, turned up with his new girlfriend. Harvey's teacher, Miss Patel, said he was the kindest boy in the class. Then Gareth started blaming me in front of her for Harvey's spelling. I told him he'd never read Harvey a book in his life. His girlfriend rolled her eyes at me. Miss Patel told them both to wait outside and handed me a tissue. I felt humiliated and really sad.",
    characters: [
      'person male known | my ex-husband, Gareth',
      'person female stranger | his new girlfriend',
      "person female known | Harvey's teacher, Miss Patel",
    ],
    interactions: [
      'aggression 0>D',
      'aggression D>0',
      'aggression 1>D',
      'aggression 2>0',
      'aggression 2>1',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'sadness D'],
  },
  // Being locked in the escape room is the game: not coded. "the others" are the colleagues (known).
  // Bossing them about and snapping at the dreamer are two acts. "something cold" is the mummy: one
  // creature. Dragging Derek into a coffin and shutting the lid is one confinement (physical). Fatima
  // pulling the dreamer out is a rescue (friendliness, physical).
  {
    text: "We were doing an escape room for my work's Christmas do, locked in a fake Egyptian tomb. My manager, Derek, kept bossing the others about and snapped at me for touching the clues. Then the lights went out and something cold grabbed my ankle. It was a real mummy, and it dragged Derek into a coffin and shut the lid on him. My colleague Fatima pulled me out through a gap in the wall. I was petrified and had no idea what was going on.",
    characters: [
      'person male known | my manager, Derek',
      'person unknown known plural | the others',
      'creature unknown - | a real mummy',
      'person female known | my colleague Fatima',
    ],
    interactions: [
      'aggression 0>1',
      'aggression 0>D',
      'aggression 2>D physical',
      'aggression 2>0 physical',
      'friendliness 3>D physical',
    ],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Not knowing the dreamer at first is no interaction. Grabbing the hand and the compliment are two
  // friendly acts (the first physical). A resident met in the home is a stranger; winking and blowing kisses
  // are one sexual overture (not physical). The slipper thrown at him (physical) and the telling-off are two
  // acts. The cake for "us both" is one act, to the dreamer.
  {
    text: "I went to see my nan in her care home and at first she didn't know who I was. Then she grabbed my hand and told me I was her favourite. A man in the next chair, a retired sailor called Bert, kept winking at her and blowing her kisses. Nan threw her slipper at him and told him to behave himself. The carer, a young lad called Tomasz, brought us both a slice of Victoria sponge. I felt sad and happy at the same time.",
    characters: [
      'person female family | my nan',
      'person male stranger | a man in the next chair, a retired sailor called Bert',
      'person male stranger | the carer, a young lad called Tomasz',
    ],
    interactions: [
      'friendliness 0>D physical',
      'friendliness 0>D',
      'sexuality 1>0',
      'aggression 0>1 physical',
      'aggression 0>1',
      'friendliness 2>D',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // Trying to chat Megan up is a sexual overture (an attempt coded as the act, not physical). Laughing at
  // the fall is mockery; Megan pushing him into the snow is physical. Helping the dreamer up (physical)
  // and the lesson are two friendly acts. "Megan and I hugged" is reciprocal: two codes.
  {
    text: "I was on a skiing holiday in the Alps with my best friend Megan, even though I can't ski. On the chairlift a Frenchman in a silver suit kept trying to chat her up. At the top I fell flat on my face and he laughed at me. Megan pushed him over into the snow. Then a ski instructor, a tall woman named Inès, helped me up and showed me how to snowplough. Megan and I hugged at the bottom of the slope. I was embarrassed but really happy.",
    characters: [
      'person female friend | my best friend Megan',
      'person male stranger | a Frenchman in a silver suit',
      'person female stranger | a ski instructor, a tall woman named Inès',
    ],
    interactions: [
      'sexuality 1>0',
      'aggression 1>D',
      'aggression 0>1 physical',
      'friendliness 2>D physical',
      'friendliness 2>D',
      'friendliness D>0 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The nurses are only talked about. A flatmate is known. Shouting abuse "at us" is one act, to the
  // dreamer; the can thrown at Kemi is physical; "gave him a mouthful" is her verbal aggression back.
  // Grabbing and shoving the dreamer is one physical act. "the crowd" is present. Linking arms is
  // friendliness (physical).
  {
    text: "I was on a march through London with my flatmate Kemi, holding a banner about nurses' pay. A man on the pavement started shouting abuse at us and threw a can of lager at Kemi. She gave him a mouthful right back. Then a policeman grabbed me by the arm and shoved me back into the crowd, even though I hadn't done anything. An older woman with a whistle linked arms with me and we kept walking. I was angry and a bit frightened.",
    characters: [
      'person female known | my flatmate Kemi',
      'person male stranger | a man on the pavement',
      'person male stranger | a policeman',
      'person unknown stranger plural | the crowd',
      'person female stranger | an older woman with a whistle',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>0 physical',
      'aggression 0>1',
      'aggression 2>D physical',
      'friendliness 4>D physical',
    ],
    emotions: ['anger D', 'apprehension D'],
  },
  // The rabbit is present in its box. "went for the box" is an attempted attack on Pickle (physical).
  // Uncertain: the owner's "only playing" is a brush-off, not coded. Uncertain: the vet, met at the
  // practice, is a stranger (as the hairdresser in en-tuning-6.ts); ordering her out is aggression to her,
  // the carrots a gift. The husband only rings: no character. Tears of relief are happiness only.
  {
    text: "I took our rabbit, Pickle, to the vet's in a shoebox. In the waiting room a huge Rottweiler slipped its lead and went for the box. Its owner, a tiny old lady in a headscarf, just said he was only playing. The vet, Dr Singh, came out and told her to take her dog outside. Then he said Pickle was absolutely fine and gave me a free bag of carrots for her. My husband rang to see how it went, and I burst into tears of relief. I'd been terrified for Pickle.",
    characters: [
      'animal unknown - | our rabbit, Pickle',
      'animal unknown - | a huge Rottweiler',
      'person female stranger | its owner, a tiny old lady in a headscarf',
      'person male stranger | the vet, Dr Singh',
    ],
    interactions: ['aggression 1>0 physical', 'aggression 3>2', 'friendliness 3>D'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // Shoving past "us" is one physical act, to the dreamer. "one of them" is coded to the lads. Backing Dad
  // up is friendliness to him; fetching staff is not coded. Uncertain: "a member of staff" and "a woman in
  // a park uniform" are one character. "got thrown out ... by" is a passive with its agent: rejection, not
  // physical (as "me echaron"). Pride is happiness.
  {
    text: "We'd been queuing for the big rollercoaster at Alton Towers for ages when a group of lads shoved past us and pushed in at the front. My dad told them to get to the back and one of them called him an old fossil. A mum behind us backed Dad up and went off to find a member of staff. The lads got thrown out of the queue by a woman in a park uniform. Dad bought me a candyfloss to celebrate. I was so proud of him.",
    characters: [
      'person male stranger plural | a group of lads',
      'person male family | my dad',
      'person female stranger | a mum behind us',
      'person female stranger | a woman in a park uniform',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>0',
      'aggression 0>1',
      'friendliness 2>1',
      'aggression 3>0',
      'friendliness 1>D',
    ],
    emotions: ['happiness D'],
  },
  // "We were kissing" is reciprocal: two sexual codes (being in bed with him is not coded apart). The
  // husband's best mate is known. Knocking is not coded; the cuddle (physical) and "said he loved me" are
  // two friendly acts. The fry-up is made after waking: not coded. Guilt is apprehension.
  {
    text: "I dreamt I was in bed with my husband's best mate, Rob, in a hotel room in Majorca. We were kissing and it felt completely normal. Then my husband, Lee, knocked on the door. Rob hid out on the balcony, and Lee climbed into bed, cuddled me and said he loved me. I woke up feeling so guilty that I got up and made Lee a fry-up.",
    characters: ["person male known | my husband's best mate, Rob", 'person male family | my husband, Lee'],
    interactions: ['sexuality D>0 physical', 'sexuality 0>D physical', 'friendliness 1>D physical', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // Dumping the dreamer's washing on the floor is an act against property (physical). "When I said
  // something" is a complaint (the dreamer's verbal aggression); "get lost" is hers. Handing the socks back
  // is help. Smacking the boy for it is physical aggression between two characters. Mr Costa, known for
  // years, is known. Feeling sorry for the boy is pity (sadness).
  {
    text: "I was in the launderette at midnight and a woman called Sandra pulled my wet washing out of the machine and dumped it on the floor. When I said something, she told me to get lost. Her little boy, who was about five, picked my socks up and handed them to me one by one. Sandra smacked him on the leg for it. The owner, old Mr Costa, who I've known for years, let me use a dryer for free. I was livid with her and felt so sorry for the boy.",
    characters: [
      'person female stranger | a woman called Sandra',
      'person male stranger | her little boy',
      "person male known | the owner, old Mr Costa, who I've known for years",
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0',
      'aggression 0>D',
      'friendliness 1>D',
      'aggression 0>1 physical',
      'friendliness 2>D',
    ],
    emotions: ['anger D', 'sadness D'],
  },
  // Uncertain: the brother's fiancée is not yet family: known. The brother is only named through her. The
  // "meringue" remark (coded once, though repeated) is aggression. Mum's telling her off and the row (both
  // ways) are three acts. Finding the dress is help. Crying for happiness is happiness only.
  {
    text: "I was trying on wedding dresses with my mum and my brother's fiancée, Chantelle. Every time I came out of the changing room, Chantelle said I looked like a meringue. Mum told her to keep her opinions to herself, and the two of them ended up having a proper row in the middle of the shop. The shop assistant, an elegant woman called Margot, took me into the back and found me the perfect dress. I cried because I was so happy.",
    characters: [
      'person female family | my mum',
      "person female known | my brother's fiancée, Chantelle",
      'person female stranger | the shop assistant, an elegant woman called Margot',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1', 'aggression 0>1', 'aggression 1>0', 'friendliness 2>D'],
    emotions: ['happiness D'],
  },
  // "Big Sheila" is a nickname; the aunt's friend is known. The booing is the hall's verbal aggression. The
  // accusation and the attempted grab of the ticket are two acts (the second physical, an attempted theft).
  // Slapping her hand away strikes the attacker (physical) and "told her where to go" is a second act. The
  // kisses on the cheeks are friendliness (physical).
  {
    text: 'I went to bingo with my auntie Maureen and her friend Big Sheila. I won the jackpot on my first go and the whole hall booed me because I was new. A woman at the next table accused me of cheating and tried to grab my ticket. Big Sheila slapped her hand away and told her where to go. Then Auntie Maureen kissed me on both cheeks. I was thrilled but a bit scared of that woman.',
    characters: [
      'person female family | my auntie Maureen',
      'person female known | her friend Big Sheila',
      'person unknown stranger plural | the whole hall',
      'person female stranger | a woman at the next table',
    ],
    interactions: [
      'aggression 2>D',
      'aggression 3>D',
      'aggression 3>D physical',
      'aggression 1>3 physical',
      'aggression 1>3',
      'friendliness 0>D physical',
    ],
    emotions: ['happiness D', 'apprehension D'],
  },
  // "I was pulled aside by ... and searched" is a passive with its agent: one detention (physical, as
  // "fui retenida por el guardia" in es-tuning-7.ts). Binning the shampoo is taking property (physical);
  // the remark is part of it. Holly laughing at the dreamer is mockery. The dog's licks are friendliness
  // (physical); Dot telling him to leave the dreamer alone is aggression to him only.
  {
    text: "At airport security I was pulled aside by a guard with a moustache and searched from head to toe. He said my shampoo was too big and threw it in the bin. My girlfriend Holly stood on the other side of the scanner laughing at me. Then a sniffer dog jumped up and licked my face, and the guard's colleague, a woman named Dot, told him to leave me alone. I felt humiliated and totally baffled.",
    characters: [
      'person male stranger | a guard with a moustache',
      'person female friend | my girlfriend Holly',
      'animal unknown - | a sniffer dog',
      "person female stranger | the guard's colleague, a woman named Dot",
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D physical',
      'aggression 1>D',
      'friendliness 2>D physical',
      'aggression 3>0',
    ],
    emotions: ['apprehension D', 'confusion D'],
  },
  // "my two kids, Ollie and Ruby" are coded as the two children (en-tuning-6.ts). The troll is a creature,
  // male from "he". The toll demanded of "us" is one threat, to the dreamer; grabbing Ollie is physical;
  // the umbrella strikes the attacker. The packed lunch is a gift, the thanks and the wave friendly.
  {
    text: 'I was walking my two kids, Ollie and Ruby, over the old stone bridge to school when a troll with a face like a potato climbed out from under it. He said nobody crossed without paying and grabbed Ollie by his rucksack. I hit him with my umbrella until he let go. Then Ruby offered him her packed lunch, and he calmed right down and thanked her. He even waved us off. I was terrified and then just baffled.',
    characters: [
      'person male family | Ollie',
      'person female family | Ruby',
      'creature male - | a troll with a face like a potato',
    ],
    interactions: [
      'aggression 2>D',
      'aggression 2>0 physical',
      'aggression D>2 physical',
      'friendliness 1>2',
      'friendliness 2>1',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Stopping the choir is not coded; telling the dreamer she was flat is criticism (aggression), and so is
  // Gwen's whisper. An ex is known; his new wife, never met, a stranger. The smirk and the glare are two
  // hostile acts. Squeezing the hand is friendliness (physical). "hurt" is sadness.
  {
    text: "I was singing in the church choir at the Christmas concert, and the choirmaster, Mr Oduya, stopped us halfway through a carol and told me I was flat. The soprano next to me, a woman called Gwen, whispered that I'd always been flat. Then my ex, Darren, walked in with his new wife and sat in the front pew. He smirked at me and she glared at me. My friend Lou squeezed my hand under her hymn book. I felt really hurt.",
    characters: [
      'person male known | the choirmaster, Mr Oduya',
      'person female known | the soprano next to me, a woman called Gwen',
      'person male known | my ex, Darren',
      'person female stranger | his new wife',
      'person female friend | my friend Lou',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'aggression 2>D', 'aggression 3>D', 'friendliness 4>D physical'],
    emotions: ['sadness D'],
  },
  // "the dog" and "My dog Pip" are one animal. The herd running at "us" is one charge, to the dreamer
  // (physical, as a chase); "one of them" is coded to the herd. The barking is the dog's aggression. The
  // towel and the water are one act of help to Pip; telling the farmer off is aggression to him.
  {
    text: 'I was walking the dog on a footpath across a farm when a herd of cows came running at us. My dog Pip barked at them and one of them kicked her in the side. The farmer, a gruff man called Ted Bradley, came over on his quad bike and shouted at me for not having her on a lead. Then his wife came out with a towel and a bowl of water for Pip and told him to stop being so rude. I was scared stiff and really upset about Pip.',
    characters: [
      'animal unknown - | my dog Pip',
      'animal unknown - plural | a herd of cows',
      'person male stranger | the farmer, a gruff man called Ted Bradley',
      'person female stranger | his wife',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>1',
      'aggression 1>0 physical',
      'aggression 2>D',
      'friendliness 3>0',
      'aggression 3>2',
    ],
    emotions: ['apprehension D', 'sadness D'],
  },
  // The pupils ("the kids") are known; Amelia, named, is coded apart. The head teacher is only phoned: no
  // character, and her remark is not coded. The biscuits are a gift to the kids; getting them singing is
  // not coded. Telling Rav off is aggression between two characters. Holding the hand is friendliness
  // (physical). Uncertain: "stressed out of my mind" is read as anxiety (apprehension).
  {
    text: 'I was meant to be in charge of a Year 7 school trip and our coach broke down on the M6. The kids were all screaming and climbing over the seats. I phoned my head teacher and she said it was my own fault. The driver, a cheerful bloke called Rav, handed round a tin of biscuits and got them all singing. Then a police officer pulled up and told Rav off for stopping on the hard shoulder. One girl, Amelia, held my hand the whole time because she was frightened. I was stressed out of my mind.',
    characters: [
      'person unknown known plural | the kids',
      'person male stranger | the driver, a cheerful bloke called Rav',
      'person unknown stranger | a police officer',
      'person female known | one girl, Amelia',
    ],
    interactions: ['friendliness 1>0', 'aggression 2>1', 'friendliness 3>D physical'],
    emotions: ['apprehension 3', 'apprehension D'],
  },
  // "two teenagers ..., a boy and a girl" are coded as the two. Snogging is reciprocal (two sexual codes).
  // The order to stop is written once for each of them, and so is the retort they make together. The book
  // thrown at her is physical; marching them out by the collars is physical, once for each. The coffee is
  // friendly. Amusement is happiness.
  {
    text: "I was in the town library trying to revise, and two teenagers at the next table, a boy and a girl, were snogging really loudly. The librarian, a stern woman called Mrs Kaur, told them to stop, and they told her to mind her own business. Then the boy threw a book at her. She marched them both out by their collars. Afterwards she made me a coffee in her office, which I'm sure isn't allowed. I found the whole thing hilarious.",
    characters: [
      'person male stranger | a boy',
      'person female stranger | a girl',
      'person female stranger | the librarian, a stern woman called Mrs Kaur',
    ],
    interactions: [
      'sexuality 0>1 physical',
      'sexuality 1>0 physical',
      'aggression 2>0',
      'aggression 2>1',
      'aggression 0>2',
      'aggression 1>2',
      'aggression 0>2 physical',
      'aggression 2>0 physical',
      'aggression 2>1 physical',
      'friendliness 2>D',
    ],
    emotions: ['happiness D'],
  },
  // The grandmother only names the mirror. Dropping it is an accident: not coded. Blaming Dave is verbal
  // aggression; shoving each other is reciprocal (two physical codes). Pulling them apart is not coded;
  // telling them both off is written once for each, and so are their apologies. The dreamer has just moved
  // in, so Joan is a stranger; the lasagne and the card, brought at once, are one gift.
  {
    text: "We'd just moved into our new house and the removal men, two brothers called Steve and Dave, dropped my grandmother's mirror on the drive. Steve blamed Dave, and they started shoving each other on the front lawn. My wife got between them and pulled them apart, then told them both off. They both said sorry to me. Later the woman next door, a retired nurse named Joan, came round with a lasagne and a welcome card. I was gutted about the mirror but happy to be there.",
    characters: [
      'person male stranger | Steve',
      'person male stranger | Dave',
      'person female family | my wife',
      'person female stranger | the woman next door, a retired nurse named Joan',
    ],
    interactions: [
      'aggression 0>1',
      'aggression 0>1 physical',
      'aggression 1>0 physical',
      'aggression 2>0',
      'aggression 2>1',
      'friendliness 0>D',
      'friendliness 1>D',
      'friendliness 3>D',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // "every man there" (old schoolmates, known) is a group; Gavin Price and Nathan, named, are coded apart.
  // Flicking ears in maths is waking-life backstory: not coded. The compliment and asking for the number
  // are two friendly acts (dating is friendliness), the kiss sexuality. The host cheering "us" is one act,
  // to the dreamer.
  {
    text: "I went to a speed dating night above a pub, and every man there was someone I'd been at school with. Gavin Price, who used to flick my ears in maths, told me I'd got fat. The next one, a shy lad called Nathan, said I was beautiful and asked for my number. At the end of the night he kissed me outside by the bins. The host, a loud woman in a sequinned dress, saw us and cheered. I woke up really happy.",
    characters: [
      'person male known plural | every man there',
      'person male known | Gavin Price',
      'person male known | a shy lad called Nathan',
      'person female stranger | the host, a loud woman in a sequinned dress',
    ],
    interactions: [
      'aggression 1>D',
      'friendliness 2>D',
      'friendliness 2>D',
      'sexuality 2>D physical',
      'friendliness 3>D',
    ],
    emotions: ['happiness D'],
  },
];
