// English, tenth tuning batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-9.ts and the earlier batches): an interaction aimed at "us"
// or "us both" is one event, coded once with the dreamer as recipient; an act of a group is coded to the
// group only, and a member singled out of it ("one of them") is coded to the group unless named, while
// people who stand out from a group by name ("Dave from IT" among "everyone", "a little girl called Maya"
// among "the other kids") are coded apart; "her parents" followed by "her dad" and "her mum" are the two,
// not a group; a reciprocal act ("we ended up having sex") is two codes, and an insult and the retort to
// it are one act each way; people only mentioned or named as owners ("Dad's will", "my nephew Noah's
// sixth birthday party", "Dad's loft") are not characters; someone dead in waking life but present in the
// dream is coded; guilt, shame, humiliation and embarrassment are apprehension, relief, pride and
// amusement happiness, hurt and loneliness sadness; laughter aimed at no one ("couldn't stop laughing",
// "Gran was laughing like a little girl") is the laugher's amusement, not an interaction, but laughing at
// someone is mockery; body sensations ("my eyelashes start freezing", "goes bright red") and feelings of
// no HVdC class ("giddy") are not coded, nor are negated feelings ("wasn't worried at all"); acts only
// wished or denied ("nobody comes", "nobody asked me to dance", "didn't say a word", "didn't own up",
// "never said a word") and accidents are not coded; a rescue that strikes the attacker is coded as
// aggression to the attacker only, one that pulls the victim free as friendliness (physical) to the
// victim; a chase and a confinement or a capture are two acts; animals, and creatures called "it", are
// coded of unknown sex; a blame and the punishment that follows it are two acts; a defence said to the
// attacker is aggression to the attacker, taking someone's side friendliness to the one backed; a
// deliberate snub or being sent away is rejection (not physical).
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_10: HandCodedDream[] = [
  // The colleagues ("we were all", "everyone") are one group, known; Julie and Dave stand out by name and
  // are coded apart. Uncertain: the mug's giver is never seen and opening a present is no act: not coded.
  // Laughing at the dreamer is mockery; "grow up" is Julie's rebuke of the group. The present and the wink
  // are two friendly acts. "mortified" is apprehension; the dreamer laughing in the end is amusement.
  {
    text: "It was the office Secret Santa and we were all sat round the big table in the meeting room. My boss, Julie, read out the names. I opened mine and it was a mug saying World's Worst Employee, and everyone laughed at me. Julie told them to grow up. Then Dave from IT gave me his present, a box of posh chocolates, and winked at me. I was mortified, but in the end I was laughing too.",
    characters: [
      'person female known | my boss, Julie',
      'person unknown known plural | everyone',
      'person male known | Dave from IT',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "packed with people" is a crowd present (strangers). The elbow jabs, coded once though repeated, are
  // physical; "pack it in" is the dreamer's demand (aggression). The lady and the little girl are two
  // characters. Holding the hand (physical) and the reassurance (said to "us", coded once to the dreamer)
  // are two friendly acts; the sweet is a gift. Panic is apprehension.
  {
    text: "I was on the Northern line and the train stopped dead in the tunnel and the lights went out. The carriage was packed with people. A man in a suit kept jabbing me with his elbow to get more room, so I told him to pack it in. A lady with a little girl held my hand in the dark and said we'd be fine, and the girl gave me one of her sweets. I was panicking the whole time.",
    characters: [
      'person unknown stranger plural | people',
      'person male stranger | a man in a suit',
      'person female stranger | a lady',
      'person female stranger | a little girl',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression D>1',
      'friendliness 2>D physical',
      'friendliness 2>D',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D'],
  },
  // Sniffing the sandwiches is no act. The charge at "us" is one physical act, to the dreamer; knocking
  // Hollie flat is a second. Uncertain: "caught Hollie" is the charge reaching her, not a capture: one act.
  // The flask strikes the attacker; the ranger is male from "his". "We were both" gives Hollie her fear too.
  {
    text: 'My mate Hollie and I were having a picnic in Richmond Park. A massive stag walked right up to us, sniffed our sandwiches and then charged at us. We ran for the trees but it caught Hollie and knocked her flat with its antlers. A park ranger threw his flask at it and it trotted off like nothing had happened. We were both absolutely terrified.',
    characters: [
      'person female friend | my mate Hollie',
      'animal unknown - | a massive stag',
      'person male stranger | a park ranger',
    ],
    interactions: ['aggression 1>D physical', 'aggression 1>0 physical', 'aggression 2>1 physical'],
    emotions: ['apprehension D', 'apprehension 0'],
  },
  // The uncle is dead in waking life but present: coded. The hug (physical) and the welcome ("said he'd
  // been waiting for me") are two friendly acts, and ruffling the hair a third (physical); beating the
  // dreamer at snooker is a game, not coded. Uncertain: Bernie, the barman the dreamer knew by name, is
  // known. The pint for "us both" is one act, to the dreamer. "glad" is happiness.
  {
    text: "My uncle Frank, who died at Christmas, was at the snooker hall where he used to take me when I was a teenager. He was chalking his cue like nothing had happened. He gave me a big hug and said he'd been waiting for me. We played a frame and he beat me easily, then ruffled my hair like he always did. Bernie, the old barman, bought us both a pint. I woke up sad, but so glad I'd seen him.",
    characters: ['person male family | my uncle Frank', 'person male known | Bernie, the old barman'],
    interactions: ['friendliness 0>D physical', 'friendliness 0>D', 'friendliness 0>D physical', 'friendliness 1>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Uncertain: a TV host never named is a stranger. His mockery is coded once though repeated. Whispering
  // the answers is help (friendliness). Booing the dreamer off the stage is the audience's rejection
  // (aggression, not physical: no one takes hold of her). Humiliation is apprehension.
  {
    text: 'I was a contestant on a quiz show on the telly, but all the questions were about my own life and I kept getting them wrong. The host, a smarmy man with very white teeth, made fun of every answer I gave. The woman next to me, a retired nurse called Brenda, whispered the right answers to me. In the end the audience booed me off the stage. I felt humiliated and really angry.',
    characters: [
      'person male stranger | the host, a smarmy man with very white teeth',
      'person female stranger | the woman next to me, a retired nurse called Brenda',
      'person unknown stranger plural | the audience',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'aggression 2>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Told in the present. Sending the dreamer into the freezer is an order about work, not coded; locking
  // her in is confinement (physical). "nobody comes" is denied. Uncertain: letting her out (a rescue, no
  // touch said) and wrapping his coat round her (physical) are coded as two friendly acts. Relief is
  // happiness; crying with it adds no class.
  {
    text: "I'm working at the supermarket again and my supervisor, Kelly, sends me into the walk-in freezer to count the frozen peas. She shuts the door behind me and locks it from outside. I bang and shout for ages but nobody comes, and my eyelashes start freezing. Then a delivery driver I've never seen before lets me out and wraps his coat round me. I'm terrified, and then so relieved I cry.",
    characters: [
      'person female known | my supervisor, Kelly',
      "person male stranger | a delivery driver I've never seen before",
    ],
    interactions: ['aggression 0>D physical', 'friendliness 1>D', 'friendliness 1>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Classmates ("everyone else") are known, and so is Ben's ex. "Nobody asked me to dance" is denied. The
  // compliment and the invitation are two friendly acts; the slow dance is not coded (es-tuning-6.ts); the
  // kiss is sexuality (physical). The drink thrown over the dreamer is physical aggression.
  {
    text: 'It was our Year 11 prom, but I was my age now and everyone else was sixteen. Nobody asked me to dance for ages. Then Ben Carter, who I fancied all through school, came over, told me I looked gorgeous and asked me to dance. We slow danced and he kissed me. Afterwards his ex, Stacey, threw her drink over me in the toilets. I was over the moon, then absolutely raging.',
    characters: [
      'person unknown known plural | everyone else',
      'person male known | Ben Carter',
      'person female known | his ex, Stacey',
    ],
    interactions: ['friendliness 1>D', 'friendliness 1>D', 'sexuality 1>D physical', 'aggression 2>D physical'],
    emotions: ['happiness D', 'anger D'],
  },
  // Noah only names the party and is never seen: not coded. Uncertain: the children at the party are coded
  // strangers. Staring is no act. Locking the dreamer in and chasing her are two physical acts (confinement,
  // chase). Kicking the door open strikes no one; dragging the dreamer out is a rescue of the victim
  // (friendliness, physical). A brother-in-law is family.
  {
    text: "I was helping out at my nephew Noah's sixth birthday party in a church hall, and the entertainer was a clown with a painted smile who kept staring at me. When the kids went outside for the cake, he locked the doors and chased me round the hall with a rubber chicken that turned into a knife. My brother-in-law Ross kicked the fire door open and dragged me out. I woke up petrified.",
    characters: [
      'person male stranger | a clown with a painted smile',
      'person unknown stranger plural | the kids',
      'person male family | my brother-in-law Ross',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D physical', 'friendliness 2>D physical'],
    emotions: ['apprehension D'],
  },
  // Dad and the cat are only spoken of. Reading out the will is not coded. "went mad" is Martin's anger;
  // the insult and the retort are one verbal act each way. Holding the hand is friendliness (physical);
  // "didn't say a word" is denied. Uncertain: "hurt" is read as sadness, one code with "sad".
  {
    text: "We were at the solicitor's for the reading of Dad's will, me, Mum and my brother Martin. The solicitor, a tiny woman in half-moon glasses, read out that Dad had left everything to the cat. Martin went mad and called me a snake, like I'd planned it, and I told him he was pathetic. Mum just held my hand and didn't say a word. I felt sad and really hurt.",
    characters: [
      'person female family | Mum',
      'person male family | my brother Martin',
      'person female stranger | the solicitor, a tiny woman in half-moon glasses',
    ],
    interactions: ['aggression 1>D', 'aggression D>1', 'friendliness 0>D physical'],
    emotions: ['anger 1', 'sadness D'],
  },
  // The pinch is physical, laughing at the dreamer mockery. The tide cutting "us" off is no one's act.
  // Pulling Evie up and then the dreamer are two rescues (friendliness, physical), one to each. Uncertain:
  // "loving every minute" is read as Evie's enjoyment (happiness).
  {
    text: "I took my niece Evie rock pooling at low tide in Cornwall. She found a crab as big as a dinner plate and it pinched my finger so hard it bled. A fisherman in his boat laughed at me. Then the tide came in really fast and cut us off, and an old man on the steps grabbed Evie's hand and pulled her up, then me. Evie was loving every minute, but I was scared stiff.",
    characters: [
      'person female family | my niece Evie',
      'animal unknown - | a crab as big as a dinner plate',
      'person male stranger | a fisherman in his boat',
      'person male stranger | an old man on the steps',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 2>D',
      'friendliness 3>0 physical',
      'friendliness 3>D physical',
    ],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // "Everyone" dancing is a crowd of strangers, present; Fran is named apart. Dancing is not coded.
  // Uncertain: swapping headphones "so I could hear his channel" is his friendly act, coded once, not as a
  // reciprocal exchange. The kiss is sexuality (physical); the thumbs up a friendly gesture (en-tuning-4.ts).
  // "giddy" names no class.
  {
    text: 'Me and my best mate Fran went to a silent disco in the old library in town. Everyone had headphones on and was dancing to different songs between the shelves. A tall guy with a beard swapped headphones with me so I could hear his channel, and then he kissed me in the poetry section. Fran gave me a thumbs up from the other side of the room. I felt giddy and really happy.',
    characters: [
      'person female friend | my best mate Fran',
      'person unknown stranger plural | everyone',
      'person male stranger | a tall guy with a beard',
    ],
    interactions: ['friendliness 2>D', 'sexuality 2>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // Uncertain: a teacher met at a one-off class is known (as the tango teacher in es-tuning-7.ts). Her digs
  // at the bowl are verbal aggression, coded once. Uncertain: the arms round the dreamer from behind to help
  // at the wheel are read as help (friendliness, physical), not as a sexual approach. Getting covered in
  // clay is no act. Clapping "us" and the tea for "us" are one act each, to the dreamer. "The couple next
  // to us, two older men" is one group (no names).
  {
    text: 'My husband and I went to a pottery class in a converted barn. The teacher, a hippy woman called Saffron, kept telling me my bowl looked like an ashtray. Then my husband put his arms round me from behind to help me with the wheel, and we both ended up covered in clay. The couple next to us, two older men, clapped us. Saffron made us a cup of herbal tea. I was annoyed with her, but happy.',
    characters: [
      'person male family | my husband',
      'person female known | the teacher, a hippy woman called Saffron',
      'person male stranger plural | the couple next to us, two older men',
    ],
    interactions: ['aggression 1>D', 'friendliness 0>D physical', 'friendliness 2>D', 'friendliness 1>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Uncertain: the children and the manager of the dreamer's new workplace are known (pupils and a boss).
  // Maya, named, is coded apart from the kids. The bite is physical; hiding is no act; the kids laughing at
  // the dreamer is mockery. The blame and sending her home are two acts (an accusation, then a dismissal,
  // not physical). Hugging the leg is friendliness (physical). "upset" is sadness (en-tuning-6.ts).
  {
    text: "I'd started a new job as a teaching assistant in a nursery, even though I work in insurance. A little boy called Archie bit me on the arm at snack time and then hid under the table. The other kids all laughed at me. The manager, Mrs Hale, said it was my fault and sent me home. On my way out a little girl called Maya hugged my leg. I was confused and upset.",
    characters: [
      'person male known | a little boy called Archie',
      'person unknown known plural | the other kids',
      'person female known | the manager, Mrs Hale',
      'person female known | a little girl called Maya',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>D',
      'aggression 2>D',
      'aggression 2>D',
      'friendliness 3>D physical',
    ],
    emotions: ['confusion D', 'sadness D'],
  },
  // No interaction: the pilot "never said a word" (denied) and floating together is not coded. Gran's
  // laughing is aimed at no one: her amusement (happiness). "wasn't worried at all" is negated; "scared
  // stiff" is the dreamer's apprehension.
  {
    text: "I was in a hot air balloon over the Yorkshire Dales with my gran, who's ninety-two. The pilot was a young woman with a long plait who never said a word. We floated really low over fields of buttercups and I could see my old primary school down below. Gran was laughing like a little girl. Then the burner went out and we started sinking towards a river. I was scared stiff, but Gran wasn't worried at all.",
    characters: [
      'person female family | my gran',
      'person female stranger | the pilot, a young woman with a long plait',
    ],
    interactions: [],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // Chatting is not coded (es-tuning-5.ts). The kiss is his sexual advance (physical); having sex is
  // reciprocal, two codes (as "hicimos el amor" in es-tuning-7.ts). Debbie staring is no act. Guilt is
  // apprehension.
  {
    text: "I was at a spa hotel on a work away day and ended up alone in the sauna with my colleague Tariq, who I've hardly ever spoken to. We got chatting, then he kissed me and we ended up having sex right there on the wooden bench. Then my manager, Debbie, opened the door in her swimming costume and just stared at us. I felt incredibly guilty, but also sort of happy.",
    characters: ['person male known | my colleague Tariq', 'person female known | my manager, Debbie'],
    interactions: ['sexuality 0>D physical', 'sexuality 0>D physical', 'sexuality D>0 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Dad and Mum only name the loft and the letters: not coded. Uncertain: Claire bursting into tears over
  // the letters is read as her sadness. The hug is friendliness (physical). The bat's scratch is physical;
  // the racket strikes the attacker. "we couldn't stop laughing" is the amusement of both (happiness), not
  // an interaction.
  {
    text: "My sister Claire and I were clearing out Dad's loft after he went into a home. We found a shoebox of love letters to someone who wasn't Mum, and Claire burst into tears. I gave her a hug. Then a bat flew out of the water tank and scratched my cheek, and Claire whacked it with an old tennis racket. After that we couldn't stop laughing. I felt sad and confused about the letters.",
    characters: ['person female family | my sister Claire', 'animal unknown - | a bat'],
    interactions: ['friendliness D>0 physical', 'aggression 1>D physical', 'aggression 0>1 physical'],
    emotions: ['sadness 0', 'happiness 0', 'happiness D', 'sadness D', 'confusion D'],
  },
  // Uncertain: a workmate introduced as "a bloke called Tony" is known (a colleague). Screaming at the
  // dreamer is verbal aggression; Tony's "calm down" is a defence said to the attacker (aggression to her).
  // The chase is physical, the broom strikes the attacker. The sandwich for "us both" is one act, to the
  // dreamer.
  {
    text: 'In the dream I was a bin man on the estate where I grew up, working with a bloke called Tony who never stopped whistling. A woman in curlers came running out and screamed at me for leaving her bin in the road. Tony told her to calm down. Then a huge Staffie chased me all the way down the street until Tony hit it with a broom. Afterwards an old man brought us both a bacon sandwich. I was frightened, but weirdly happy.',
    characters: [
      'person male known | a bloke called Tony',
      'person female stranger | a woman in curlers',
      'animal unknown - | a huge Staffie',
      'person male stranger | an old man',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>1',
      'aggression 2>D physical',
      'aggression 0>2 physical',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Kerry's wrong powder is an accident and "didn't own up" is denied: neither is coded, and being furious
  // with her is only a feeling. The blame and the punishment (standing in the corridor) are two acts, as in
  // the nursery dream; the rest of the class laughing at the dreamer is mockery.
  {
    text: "I was back in chemistry at school with Mr Dobbs, doing an experiment with a Bunsen burner. My lab partner, Kerry, tipped in the wrong powder and the whole bench went up in purple smoke. Mr Dobbs blamed me and made me stand in the corridor. Kerry didn't own up. Through the little window I could see the rest of the class laughing at me. I was furious with Kerry.",
    characters: [
      'person male known | Mr Dobbs',
      'person female known | my lab partner, Kerry',
      'person unknown known plural | the rest of the class',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 2>D'],
    emotions: ['anger D'],
  },
  // The attacker is seen, though not his face: a character. Uncertain: the blow to the head and the kicking
  // once the dreamer is down are coded as two assaults. The lads' shout is aggression to the attacker;
  // "one of them" is coded to the pair: ringing an ambulance and staying with the dreamer are one act of
  // help. "couldn't move" adds no class.
  {
    text: "I was walking home through the underpass by the ring road when a man in a grey hoodie came out of nowhere and hit me over the head with something. I fell down and he kept kicking me in the ribs. I never saw his face. Two lads on bikes shouted at him and he legged it, and one of them rang an ambulance and stayed with me till it came. I was so scared I couldn't move.",
    characters: ['person male stranger | a man in a grey hoodie', 'person male stranger plural | two lads on bikes'],
    interactions: ['aggression 0>D physical', 'aggression 0>D physical', 'aggression 1>0', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // A girlfriend is a friend; her family, met for the first time, is known (as the boyfriend's family in
  // es-tuning-11.ts). "Amara's parents" and then "her dad" and "her mum" are the two, not a group. The
  // handshake is a greeting (friendliness, physical); the question is not coded. Piling food on the plate is
  // one friendly act though repeated; the brother's laughing is mockery; the knee squeeze is friendliness
  // (physical). Nervousness is apprehension.
  {
    text: "I was meeting my girlfriend Amara's parents for the first time, at their house in Leicester. Her dad shook my hand and asked me straight out what my intentions were. Her mum kept piling more food on my plate. Then Amara's little brother pointed at my teeth and laughed at me because I had spinach stuck in them. Amara squeezed my knee under the table. I was so nervous, but by the end I was happy.",
    characters: [
      'person female friend | my girlfriend Amara',
      'person male known | her dad',
      'person female known | her mum',
      "person male known | Amara's little brother",
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 2>D', 'aggression 3>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. Begging is a request, not coded. Barging past and knocking the bag off on purpose
  // is one physical act, to Jacob. Uncertain: Jacob telling his mother to go home is read as rejection
  // (aggression). Uncertain: the form tutor, whom the dreamer has not met, is a stranger; picking up the bag
  // and taking him in is one act of help. Going red is a body sign.
  {
    text: "It's my son Jacob's first day at secondary school and his blazer is miles too big. I walk him to the gates even though he begs me not to. A big lad barges past and knocks his bag off his shoulder on purpose. Jacob goes bright red and tells me to go home. His form tutor, a kind-looking woman, picks the bag up and takes him inside. I'm worried sick and a bit sad.",
    characters: [
      'person male family | my son Jacob',
      'person male stranger | a big lad',
      'person female stranger | his form tutor, a kind-looking woman',
    ],
    interactions: ['aggression 1>0 physical', 'aggression 0>D', 'friendliness 2>0'],
    emotions: ['apprehension D', 'sadness D'],
  },
  // Snatching the sandwich is theft (physical). Uncertain: the tourists finding it hilarious is read as
  // their amusement (happiness), not mockery, since they are not said to laugh at the dreamer; taking
  // photos is not coded. Loneliness is sadness.
  {
    text: "I was eating my lunch on a bench in the park by my office when a squirrel jumped onto my lap and ran off with my sandwich. A group of tourists nearby thought it was hilarious and took photos. I just sat there. Then it started snowing even though it was July, and I didn't know where I was any more. I felt confused and a bit lonely.",
    characters: ['animal unknown - | a squirrel', 'person unknown stranger plural | a group of tourists nearby'],
    interactions: ['aggression 0>D physical'],
    emotions: ['happiness 1', 'confusion D', 'sadness D'],
  },
  // The werewolf ("it") is a creature of unstated sex. The bite is physical; the club strikes the attacker.
  // Telling "us" off is one act, to the dreamer. Uncertain: the club secretary is a stranger.
  {
    text: 'Dad and I were playing golf on a course by the sea in the middle of the night, which made no sense. On the ninth hole something howled, and a werewolf climbed out of a bunker. It went for Dad and bit his shoulder. I swung my club at it and hit it right in the face, and it ran off into the dunes. Then the club secretary, a woman in a pink jumper, told us off for running on the green. I was terrified and confused.',
    characters: [
      'person male family | Dad',
      'creature unknown - | a werewolf',
      'person female stranger | the club secretary, a woman in a pink jumper',
    ],
    interactions: ['aggression 1>0 physical', 'aggression D>1 physical', 'aggression 2>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Lauren owns the party and is present: coded. Uncertain: the powder landing on the dreamer is not said to
  // be on purpose (only she claims it): not coded. Her accusation and his retort are one verbal act each
  // way. Taking his side is friendliness to the one backed (as "backed Dad up" in en-tuning-7.ts), not
  // aggression to the dreamer. The cardigan is a gift. A sister's husband is family.
  {
    text: "It was my sister Lauren's gender reveal party in her back garden. Her husband, Liam, popped the big black balloon and blue powder went all over me and my new white dress. I told Liam he'd done it on purpose, and he said I always have to make everything about me. Lauren took his side. My nan gave me her cardigan to cover up the mess. I was fuming, and then I just felt sad.",
    characters: [
      'person female family | my sister Lauren',
      'person male family | her husband, Liam',
      'person female family | my nan',
    ],
    interactions: ['aggression D>1', 'aggression 1>D', 'friendliness 0>1', 'friendliness 2>D'],
    emotions: ['anger D', 'sadness D'],
  },
];
