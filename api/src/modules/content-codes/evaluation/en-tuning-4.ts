// English, fourth tuning batch (written and hand-coded before the coder was run on it, in the plain style of real dream reports rather than aimed at traps): fixes to the coder may be made against these dreams, as against en-tuning.ts, en-tuning-2.ts and en-tuning-3.ts.
// Conventions followed (README.md and en-tuning-3.ts): an interaction aimed at "us" is one event,
// coded once with the dreamer as recipient; an attempted act is coded as the act; people only mentioned
// (not present in the scene) are not characters; a member singled out of a group ("one of them", "the
// woman" of a couple) is coded to the group unless named; guilt, shame and embarrassment are
// apprehension, relief and pride happiness; body sensations and feelings of no HVdC class are not coded;
// acts only wished or denied ("I wanted to ... but didn't", "nobody stood up for me") are not coded; a
// rescue that strikes the attacker is coded as aggression to the attacker only (es-tuning-5.ts), one that
// pulls or carries the victim as friendliness (physical) to the victim (en-tuning-3.ts); animals are
// coded of unknown sex even when called "he" or "she".
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_4: HandCodedDream[] = [
  // "went off on me" and "told me I was useless" are two verbal attacks. Calling the dreamer into her room
  // and Ben following to the lift are not coded. Uncertain: "a bit tearful" read as sadness.
  {
    text: "I was at work but the office was on a ferry. My boss, Karen, called me into her room and went off on me about a spreadsheet I'd never even seen. When I tried to explain, she told me I was useless and should start looking for another job. My colleague Ben followed me out to the lift and gave me a hug. I was furious and a bit tearful.",
    characters: ['person female known | my boss, Karen', 'person male known | my colleague Ben'],
    interactions: ['aggression 0>D', 'aggression 0>D', 'friendliness 1>D physical'],
    emotions: ['anger D', 'sadness D'],
  },
  // Pulling the dreamer out of the water is a rescue (friendliness, physical); the hug is a second
  // friendly act. The dreamer's fear in the water is only implied: not coded. Hannah's terror is hers.
  {
    text: "I was swimming in the sea in Cornwall with my sister Hannah when the current started pulling me out. I kept going under and couldn't shout. A surfer with long grey hair paddled over and pulled me out of the water onto his board. Hannah was waiting on the beach, absolutely terrified. She hugged me and wouldn't let go. I felt so relieved.",
    characters: ['person female family | my sister Hannah', 'person male stranger | a surfer with long grey hair'],
    interactions: ['friendliness 1>D physical', 'friendliness 0>D physical'],
    emotions: ['apprehension 0', 'happiness D'],
  },
  // Knocking is not coded. Laughing in the dreamer's face (mockery), telling him off and slamming the door
  // on the dreamer (rejection, no contact: not physical) are three acts. The dancers are present.
  {
    text: 'There was a party going on in the flat upstairs at three in the morning and my ceiling was shaking. I went up in my dressing gown and knocked. A man in a wizard costume opened the door and laughed in my face. I told him exactly what I thought of him and he slammed the door on me. Behind him a crowd of people kept dancing. I was livid.',
    characters: [
      'person male stranger | a man in a wizard costume',
      'person unknown stranger plural | a crowd of people',
    ],
    interactions: ['aggression 0>D', 'aggression D>0', 'aggression 0>D'],
    emotions: ['anger D'],
  },
  // The cousin only names the wedding: not coded. Asking the dreamer to dance is friendliness; uncertain:
  // holding close during the dance is not coded apart from the dance and the kiss. The thumbs up is a
  // friendly gesture. "mortifying" and "embarrassed" are apprehension.
  {
    text: "I was at my cousin's wedding and a guy I went to college with, Marcus, asked me to dance. He held me really close and at the end of the song he kissed me. My mum was watching from the bar and gave me a thumbs up, which was mortifying. Then the lights went out and I was on my own in the car park. I woke up happy and embarrassed at the same time.",
    characters: ['person male known | a guy I went to college with, Marcus', 'person female family | my mum'],
    interactions: ['friendliness 0>D', 'sexuality 0>D physical', 'friendliness 1>D'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // The dog is dead in waking life but present: coded, of unknown sex. Dragging the girl out is a rescue
  // (friendliness, physical) by the dog; the father's thanks go to the dreamer. Pride is happiness.
  {
    text: 'I was walking our old dog, Biscuit, along the canal, even though he died last spring. A little girl fell in by the lock and Biscuit jumped in after her and dragged her to the side by her coat. Her dad came running and thanked me over and over. I gave Biscuit the biggest cuddle, soaking wet and all. I was so proud of him.',
    characters: [
      'animal unknown - | our old dog, Biscuit',
      'person female stranger | a little girl',
      'person male stranger | her dad',
    ],
    interactions: ['friendliness 0>1 physical', 'friendliness 2>D', 'friendliness D>0 physical'],
    emotions: ['happiness D'],
  },
  {
    text: "I was in my old secondary school after dark, looking for a classroom that had my name on the door. Every corridor led back to the canteen. I could hear a piano somewhere but couldn't work out where it was coming from. The clocks all said different times. I was confused and getting more and more anxious.",
    characters: [],
    interactions: [],
    emotions: ['confusion D', 'apprehension D'],
  },
  // "nobody had saved me any food" is negated: not coded. "One of them" is coded to the group; the
  // hurtful remark and the laughter are two acts. Uncertain: crying and feeling left out read as sadness.
  {
    text: "Me and three friends from uni had rented a cottage in the Lake District. When I got there they'd already eaten and nobody had saved me any food. One of them said they'd had a vote on whether to invite me at all. They all laughed and went back to their card game. I sat in the car on my own and cried. I felt completely left out.",
    characters: ['person unknown friend plural | three friends from uni'],
    interactions: ['aggression 0>D', 'aggression 0>D'],
    emotions: ['sadness D'],
  },
  // Her life story is neutral talk and calling the guard over is aimed at no one: not coded. Making the
  // dreamer stand in the corridor is an order (A3), not physical. "Nobody stood up for me" is negated.
  {
    text: 'On the train to work, the woman next to me with the huge pushchair started telling me her whole life story. Then, out of nowhere, she accused me of stealing her seat and called the guard over. The guard, a tiny man with a moustache, made me stand in the corridor for the rest of the journey. Nobody stood up for me. I was so angry I could hardly breathe.',
    characters: [
      'person female stranger | the woman next to me with the huge pushchair',
      'person male stranger | the guard, a tiny man with a moustache',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D'],
    emotions: ['anger D'],
  },
  // "everyone" at work are colleagues (known), present but doing nothing; nobody is said to cut the job.
  // The tea, the bath and the reassurance are three friendly acts; the daughter's picture is a gift.
  {
    text: 'I dreamt my job had been cut and I was packing my desk into a bin bag while everyone watched. When I got home my husband, Rob, had made me a cup of tea and run me a bath. He sat on the edge of the bath and told me it was their loss, not mine. Our daughter drew me a picture of a rainbow. I still felt really low.',
    characters: [
      'person unknown known plural | everyone',
      'person male family | my husband, Rob',
      'person female family | our daughter',
    ],
    interactions: ['friendliness 1>D', 'friendliness 1>D', 'friendliness 1>D', 'friendliness 2>D'],
    emotions: ['sadness D'],
  },
  // A dog with a man's face is a creature. Going for Abi and knocking her down is one attack; the rescue
  // is coded as the dreamer's aggression to the creature only. "chased us both" is one event, to the
  // dreamer. Uncertain: the shopkeeper shutting them in safe is help (friendliness), once, not physical.
  {
    text: "Something like a huge black dog with a man's face was waiting at the bottom of my street. As I walked past with my friend Abi, it went for her and knocked her to the ground. I grabbed a bin lid and hit it until it let go of her. Then it chased us both all the way to the corner shop, where the shopkeeper pulled the shutter down behind us. We were terrified.",
    characters: [
      "creature unknown - | something like a huge black dog with a man's face",
      'person female friend | my friend Abi',
      'person unknown stranger | the shopkeeper',
    ],
    interactions: ['aggression 0>1 physical', 'aggression D>0 physical', 'aggression 0>D physical', 'friendliness 2>D'],
    emotions: ['apprehension D', 'apprehension 1'],
  },
  // The girlfriend, never met before, is a stranger. Dan inviting her is backstory (pluperfect): not
  // coded. The wished throw is not coded; the smile goes with the compliment, one friendly act.
  {
    text: "I was back in the flat I used to share with my ex, Dan, and he'd invited his new girlfriend round for dinner. I'd never met her before. She kept correcting the way I said things. I wanted to throw my wine in her face but I didn't. Instead I smiled and told her I loved her dress. Dan kept his eyes on his plate the whole time. I was seething inside.",
    characters: ['person male known | my ex, Dan', 'person female stranger | his new girlfriend'],
    interactions: ['aggression 1>D', 'friendliness D>1'],
    emotions: ['anger D'],
  },
  // Cheering, the cup of squash and the encouragement are friendly acts (the squash and the words two, as
  // Harry Styles's burger and compliment in en-tuning-3.ts). Hanging the medal round the neck is a gift
  // with touch: coded physical.
  {
    text: "I was running a marathon in flip-flops through the streets where I grew up. People I didn't know lined the pavements, cheering my name. An old man held out a paper cup of orange squash and told me I was doing brilliantly. At the finish line my brother was waiting with a medal and hung it round my neck. I felt on top of the world.",
    characters: [
      "person unknown stranger plural | people I didn't know",
      'person male stranger | an old man',
      'person male family | my brother',
    ],
    interactions: ['friendliness 0>D', 'friendliness 1>D', 'friendliness 1>D', 'friendliness 2>D physical'],
    emotions: ['happiness D'],
  },
  // Hissing and swiping with claws are one attack, physical (an attempt coded as the act). The cat not
  // looking up at Tom is no interaction. "hurt" is sadness.
  {
    text: "My cat Miso had grown as big as a horse and was lying across the living room door. Every time I came near, she hissed and swiped at me with her claws. Then my flatmate Tom came home, stepped right over her and went in to watch telly, and she didn't even look up. I stood in the hallway feeling hurt and very confused.",
    characters: ['animal unknown - | my cat Miso', 'person male known | my flatmate Tom'],
    interactions: ['aggression 0>D physical'],
    emotions: ['sadness D', 'confusion D'],
  },
  // "everyone" and "the rest of them" are the colleagues, one group (known). Mel sticking up for the
  // dreamer and telling Steve where to go are coded as friendliness to the dreamer and aggression to him,
  // as Paco in es-tuning-4.ts; the drink is a third act. "glad" is happiness.
  {
    text: 'I was on a works night out at a bowling alley that was also a church. Steve from IT had a go at me for using the wrong lane, right in front of everyone. My friend Mel stuck up for me and told him where to go. Then she bought me a drink, and the rest of them carried on bowling like nothing had happened. I was embarrassed but really glad Mel was there.',
    characters: [
      'person male known | Steve from IT',
      'person unknown known plural | everyone',
      'person female friend | my friend Mel',
    ],
    interactions: ['aggression 0>D', 'friendliness 2>D', 'aggression 2>0', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Chatting is neutral. "slept together" is reciprocal: two sexual acts, one each way. The boyfriend only
  // rings and is not present: no character, and not answering him is not coded. Guilt is apprehension.
  {
    text: "I was on holiday somewhere hot and a man I'd never seen before sat down next to me at the pool bar. We got chatting and he bought me a cocktail. Later we went back to my room and slept together. My boyfriend kept ringing my phone but I didn't answer. I woke up feeling guilty but also weirdly happy.",
    characters: ["person male stranger | a man I'd never seen before"],
    interactions: ['friendliness 0>D', 'sexuality D>0 physical', 'sexuality 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Uncertain: a man the size of a thumb is a creature, coded male from "he" (unlike animals, whose sex
  // the batches leave unknown). Folding the socks and the notes are two friendly acts; forgetting to
  // thank him is a denied act, not coded; the apology and the cake crumb are two. "hurt" is his sadness.
  {
    text: 'A tiny man no taller than my thumb lived in my sock drawer. Every morning he folded my socks and left me a note saying have a nice day. One morning I forgot to thank him and he was so hurt he packed his little suitcase. I said sorry and gave him a crumb of birthday cake, and he unpacked again. I was really happy he stayed.',
    characters: ['creature male - | a tiny man no taller than my thumb'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'friendliness D>0', 'friendliness D>0'],
    emotions: ['sadness 0', 'happiness D'],
  },
  // Uncertain: the unseen pursuer and "someone" under the van are taken as one character (a stranger of
  // unknown sex), present though never seen. The chase and the grab are two attacks; the kick is the
  // dreamer's. The parents' house only names a place; Mum is present, her question is not coded.
  {
    text: "I was being chased across a multistorey car park, but I never saw who was after me. I hid under a van and someone grabbed my ankle and tried to pull me out. I kicked out as hard as I could and got free. Then suddenly I was at my parents' house eating soup, and Mum asked why I looked so pale. I was still shaking with fear.",
    characters: ['person unknown stranger | someone', 'person female family | Mum'],
    interactions: ['aggression 0>D physical', 'aggression 0>D physical', 'aggression D>0 physical'],
    emotions: ['apprehension D'],
  },
  // A couple is a plural of unknown sex; "the woman" singled out of it is coded to the couple. Uncertain:
  // asking if the dreamer was alright is coded as friendliness (concern). Letting the dreamer stay and the
  // socks are two more; the dog licking the hand is friendliness, physical. Nearly crying with relief is
  // happiness only.
  {
    text: "I'd missed the last train home from Edinburgh and it was snowing. I was cold and a bit scared. A couple out walking their dog saw me on a bench and asked if I was alright. They let me stay on their sofa and the woman lent me a pair of thick socks. Their dog kept licking my hand all night. I was so relieved I nearly cried.",
    characters: ['person unknown stranger plural | a couple out walking their dog', 'animal unknown - | their dog'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'friendliness 0>D', 'friendliness 1>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Snatching the remote is theft (physical); the bite one act; "hitting each other" both ways. Nan waving
  // a spoon and sending "us both" upstairs is one order, coded once to the dreamer (en-tuning-3.ts; note
  // es-tuning-5.ts wrote "a los dos" once for each). Smirking is mockery.
  {
    text: "My brother and I were kids again in Nan's front room, and he snatched the remote off me. I bit his arm, and we ended up rolling around on the carpet hitting each other. Nan came in waving a wooden spoon and sent us both upstairs. He smirked at me all the way up the stairs. I was absolutely raging.",
    characters: ['person male family | my brother', 'person female family | Nan'],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0 physical',
      'aggression D>0 physical',
      'aggression 0>D physical',
      'aggression 1>D',
      'aggression 0>D',
    ],
    emotions: ['anger D'],
  },
  // Calling the dreamer Margaret is not coded; holding hands is friendliness (physical). Brushing her hair
  // and singing are two friendly acts, the song though asked for. Her smiling is no stated emotion.
  {
    text: "I was a nurse on a hospital ward, even though I work in a bank. An old lady in the corner bed kept calling me Margaret and holding my hand. I brushed her hair for her and sang her a song she asked for. Then her son came in and shouted at me for upsetting her, even though she'd been smiling. I felt really sad walking home.",
    characters: ['person female stranger | an old lady in the corner bed', 'person male stranger | her son'],
    interactions: ['friendliness 0>D physical', 'friendliness D>0 physical', 'friendliness D>0', 'aggression 1>D'],
    emotions: ['sadness D'],
  },
  // Uncertain: circling the dreamer is read as intimidation (a threat, not physical). "One of them" is
  // coded to the gang; the milkshake over the coat is a physical attack; riding off laughing is mockery,
  // coded apart. Humiliation is apprehension.
  {
    text: 'I was walking through the park near my flat when a gang of teenagers on bikes started circling me. One of them threw a milkshake all over my coat, and they rode off laughing. A woman jogging past stopped and gave me a packet of tissues. I just stood there dripping. I felt completely humiliated.',
    characters: [
      'person unknown stranger plural | a gang of teenagers on bikes',
      'person female stranger | a woman jogging past',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // The baby is a nephew (family, male from "him"); the sister's husband is family. Letting the dreamer
  // hold him is friendly; the cuddle is the dreamer's, physical. Visiting and the photos are not coded.
  // Crying for happiness is happiness only.
  {
    text: "My sister had her baby in the dream, even though she isn't even pregnant. I went to see her in hospital and she let me hold him. I cuddled him for ages and he fell asleep on my chest. Her husband, Chris, took about a hundred photos of us. I cried because I was so happy.",
    characters: [
      'person female family | my sister',
      'person male family | her baby',
      'person male family | her husband, Chris',
    ],
    interactions: ['friendliness 0>D', 'friendliness D>1 physical'],
    emotions: ['happiness D'],
  },
  // Uncertain: a see-through woman at the end of the bed is a ghost, coded as a female creature; her stare
  // is not stated as hostile. Shaking Olivia awake is not coded; snapping at the dreamer and saying she had
  // made it up are two verbal attacks. "cross" is anger.
  {
    text: "I was staying over at my friend Olivia's and there was a woman in a wedding dress standing at the end of the bed. She was see-through, and she just stared at me without moving. I shook Olivia awake but she rolled over and snapped at me to shut up. In the morning she told me I'd made it all up. I was petrified, and then really cross with her.",
    characters: ['person female friend | my friend Olivia', 'creature female - | a woman in a wedding dress'],
    interactions: ['aggression 0>D', 'aggression 0>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The flowers and asking the dreamer out are two friendly acts (dating is friendliness in HVdC, not
  // sexuality). Turning him down and shutting the door are one rejection. Running after him to make amends
  // is not coded. A housemate is known.
  {
    text: "A guy from my gym, Kieran, turned up at my door with a bunch of flowers and asked me out. I told him I wasn't interested and shut the door. Straight away I felt really guilty and ran after him down the street, but he'd gone. My housemate Zara had watched the whole thing from the stairs and told me I was an idiot. I was a bit annoyed with her, to be honest.",
    characters: ['person male known | a guy from my gym, Kieran', 'person female known | my housemate Zara'],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'aggression D>0', 'aggression 1>D'],
    emotions: ['apprehension D', 'anger D'],
  },
];
