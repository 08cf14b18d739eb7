// English, twelfth tuning batch, the tenth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-11.ts and the earlier batches): an interaction aimed at "us"
// or "us both" is one event, coded once with the dreamer as recipient; an act of a group is coded to the
// group only, and a member singled out of it ("one of them") is coded to the group unless named, while
// people who stand out from a group by name ("Connor Walsh" and "Hannah" in "the whole school", "the
// vicar's wife, Mrs Bell" among "a dozen women in aprons") are coded apart; a reciprocal act ("Leanne
// argued with her") is two codes; an attempted act is coded as the act ("tried to drag him into the sea");
// people only mentioned or named as owners (the vicar in "the vicar's wife", "the model hadn't turned
// up", a voice only heard through a speaker) are not characters, while an owner who is then present ("my
// boss Graham's retirement do", "his farm", "my great-uncle Alf's wake") is; someone dead in waking life but present in
// the dream is coded; in-laws and step-relatives are family, the relatives and partners of people the
// dreamer knows known (as "her mum", "his girlfriend Sasha"); guilt, shame, humiliation and embarrassment
// are apprehension, relief, pride and amusement happiness, hurt, loneliness and being upset sadness;
// laughter aimed at no one ("laughed his head off", "thought it was hilarious") is the laugher's
// amusement, not an interaction, but laughing, sniggering or sticking a tongue out at someone is mockery;
// body sensations ("shaking all over", "wasn't hurt") and feelings of no HVdC class ("exhausted") are not
// coded, nor are negated feelings ("I wasn't angry with anyone", "Dylan wasn't even scared", "I wasn't
// frightened"); acts only wished or denied ("I wanted to throw a brick at him", "didn't even say sorry",
// "Nobody said anything", "didn't say a word") and accidents ("ran over my toes") are not coded; a queue-jump
// with no shove ("pushed in front of me") is not coded (es-tuning-12.ts); a rescue that strikes or drags
// off the attacker is coded as aggression to the attacker only, one that pulls the victim free as
// friendliness (physical) to the victim; a defence said to the attacker ("told Barry to leave me alone") is
// aggression to the attacker, taking someone's side ("stuck up for me") friendliness to the one backed; a
// deliberate snub ("blanked me", "ignored me") or being sent away ("told me to go home", "ordered me off",
// "sent me off") is rejection (aggression, not physical); a blame and its punishment are two acts;
// teaching is friendliness (en-tuning.ts), and so are an animal's nudges and licks (physical); a game or
// a contest is not coded; animals, and creatures called "it", are coded of unknown sex, a creature called
// "she" female. Conventions this batch had to decide: a blow outside the play ("after the bell had gone",
// as the shot after the whistle in en-tuning-11.ts) is aggression, not part of the game; a prank that
// drops someone bodily (a climbing rope let go slack on purpose) is physical aggression, unlike a fright
// with no touch; helping someone up or out and then tending them (picking twigs out of the hair, wrapping
// a tablecloth round them), or a plaster and then a hug, are two friendly acts, as the coat in
// en-tuning-10.ts; bringing the dreamer what was ordered together with a mince pie is one friendly act; a
// nurse whose sex is never said is of unknown sex; a boss's wife introduced by name is known.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_12: HandCodedDream[] = [
  // Graham first names the do, then is present: coded. Uncertain: his wife, introduced by name, is known (a
  // relative of someone the dreamer knows). "had a go at me" is verbal aggression. Graham "laughed his head
  // off" is aimed at no one: his amusement. The pat on the back (physical) and the praise are two friendly
  // acts. "mortified" is apprehension, "relieved" happiness.
  {
    text: "It was my boss Graham's retirement do in the back room of a pub. I had to make a speech, and halfway through, his wife, Sandra, a tall woman in a sequinned top, had a go at me for calling him a dinosaur. Graham just laughed his head off. Afterwards my colleague Priya patted me on the back and told me it was the best speech of the night. I was mortified, then really relieved.",
    characters: [
      'person male known | my boss Graham',
      'person female known | his wife, Sandra, a tall woman in a sequinned top',
      'person female known | my colleague Priya',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D physical', 'friendliness 2>D'],
    emotions: ['happiness 0', 'apprehension D', 'happiness D'],
  },
  // A stepsister is family, her boyfriend known. "blanked me" is a deliberate snub (rejection). Being told
  // to go home is being sent away (rejection, not physical). "stuck up for me" says nothing to anyone in
  // particular: taking the dreamer's side, friendliness to her; the cider is a gift. "left out and lonely"
  // is one sadness code; "I wasn't angry with anyone" is negated.
  {
    text: "My stepsister Jade had moved into a new flat in Leeds and was having a housewarming. Her boyfriend, Rhys, blanked me all night, like I wasn't even there. Then a woman from the flat downstairs, in a velvet dress, came up and told me to go home because I was making too much noise. Jade stuck up for me and gave me the last bottle of cider. I felt left out and lonely, but I wasn't angry with anyone.",
    characters: [
      'person female family | my stepsister Jade',
      'person male known | her boyfriend, Rhys',
      'person female stranger | a woman from the flat downstairs, in a velvet dress',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['sadness D'],
  },
  // Told in the present. The single interaction: the nurse squeezing the dreamer's hand (friendliness,
  // physical). The nurse's sex is never said: unknown. The radiographer only looks at his watch: present,
  // no act. The nan is dead and only her voice comes out of the speaker: not a character (as someone only
  // heard on the phone). "they" who slide the dreamer out are no one in particular.
  {
    text: "I'm lying in an MRI scanner at the hospital and the machine is banging like a drum kit. The radiographer, a young man with a shaved head, keeps popping his head round the door and looking at his watch. It goes on for hours. Then my nan's voice comes out of the speaker, singing a hymn, though she died years ago. When they finally slide me out, a nurse squeezes my hand. I'm terrified, and then really confused.",
    characters: [
      'person male stranger | the radiographer, a young man with a shaved head',
      'person unknown stranger | a nurse',
    ],
    interactions: ['friendliness 1>D physical'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Told in the present. A father-in-law is family; the farm is his and he is present. The ewe's kick is
  // physical aggression (as the horse in en-tuning.ts). "useless" is verbal aggression; showing the
  // dreamer how to do it is teaching (friendliness). The sheepdog's nudges are friendly (physical, as licks),
  // coded once though repeated; the tea for "us both" is one act, to the dreamer. "exhausted" names no
  // class; "cross" is anger, "proud" happiness.
  {
    text: "I'm helping my father-in-law, Huw, with the lambing on his farm in Wales, in the middle of the night. A ewe kicks me in the stomach while I'm trying to help her. Huw shouts at me that I'm useless, then shows me how to do it properly. His sheepdog, Fly, keeps nudging my hand with her nose. My husband comes in with a flask of tea for us both. I'm exhausted and cross, but weirdly proud.",
    characters: [
      'person male family | my father-in-law, Huw',
      'animal unknown - | a ewe',
      'animal unknown - | his sheepdog, Fly',
      'person male family | my husband',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>D',
      'friendliness 0>D',
      'friendliness 2>D physical',
      'friendliness 3>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // The threat is verbal aggression (not physical). Uncertain: a security guard at the dreamer's own hotel,
  // introduced by name, is a workmate (known). Dragging the drunk off takes hold of the attacker: aggression
  // to him (physical), not friendliness to the dreamer. Asking the dreamer to dance is friendly; the dance
  // itself is not coded. Amusement is happiness.
  {
    text: "I was working nights on the reception desk of a big hotel in Bournemouth. At three in the morning a drunk man in a dinner jacket threatened to punch me because his key card didn't work. The security guard, a huge woman called Denise, dragged him off to the lift. Then a little old lady in a nightie came down and asked me to dance with her in the lobby, so I did. I was frightened, then amused.",
    characters: [
      'person male stranger | a drunk man in a dinner jacket',
      'person female known | the security guard, a huge woman called Denise',
      'person female stranger | a little old lady in a nightie',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0 physical', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A foreman and the lads on the dreamer's own site are known (workmates). "kept calling me princess" is
  // one verbal act (as "kept calling me a clown"). Ignoring the dreamer at break is the group's rejection;
  // the theft, "one of them", is coded to the group (physical). "I wanted to throw a brick at him" is only
  // wished. A stepdad is family; "leave me alone" is a defence said to the attacker (aggression to Barry).
  // "I wasn't scared of any of them" is negated.
  {
    text: "In the dream I was an apprentice on a building site in Croydon, though really I'm a dental nurse. The foreman, a red-faced man called Barry, kept calling me princess. The other lads ignored me at break, and one of them nicked my sandwiches. I wanted to throw a brick at him. Then my stepdad, Phil, turned up in a hard hat and told Barry to leave me alone. I was furious, but I wasn't scared of any of them.",
    characters: [
      'person male known | the foreman, a red-faced man called Barry',
      'person male known plural | the other lads',
      'person male family | my stepdad, Phil',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'aggression 1>D physical', 'aggression 2>0'],
    emotions: ['anger D'],
  },
  // "The owner" is the woman in the pink tracksuit: one character. The poodle is coded of unknown sex
  // though called "her"; the bite is physical. The scream is verbal aggression. Uncertain: the plaster
  // (physical) and the hug (physical) are two friendly acts. "shaking all over" is a body sensation;
  // "upset" is sadness.
  {
    text: "I was working in a dog grooming parlour, and a woman in a pink tracksuit brought in her poodle, Coco. While I was clipping her claws, Coco bit my thumb and wouldn't let go. The owner screamed at me for upsetting her baby. My manager, Sue, put a plaster on my thumb and gave me a big hug in the back room. I was shaking all over, and really upset.",
    characters: [
      'person female stranger | a woman in a pink tracksuit',
      'animal unknown - | her poodle, Coco',
      'person female known | my manager, Sue',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 0>D',
      'friendliness 2>D physical',
      'friendliness 2>D physical',
    ],
    emotions: ['sadness D'],
  },
  // The grandfather is dead in waking life but present: coded; taking the dreamer to the club is not coded
  // (en-tuning-11.ts). Ordering the dreamer off the green is being sent away (rejection). "give it a rest"
  // is a defence said to the attacker (aggression to him). The lent shoes and the lemonade are two friendly
  // acts.
  {
    text: 'My grandad, who died when I was nineteen, took me to his old bowls club on a sunny afternoon, and it was exactly as I remembered. A man with a walking stick told me I was on the green in the wrong shoes and ordered me off. Grandad told him to give it a rest and lent me his own spare pair. Later he bought me a lemonade in the clubhouse. I was so happy, then sad when I woke up.',
    characters: ['person male family | my grandad', 'person male stranger | a man with a walking stick'],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['happiness D', 'sadness D'],
  },
  // A coach at the dreamer's gym is known (as teachers at a class). Putting her in the ring is no act.
  // Uncertain: the punch "after the bell had gone" is outside the bout, an assault (physical), as the shot
  // after the whistle in en-tuning-11.ts. Cheering the girl on is the group's friendliness to her. The pat
  // on the back (physical) and "I had heart" are two friendly acts. Humiliation is apprehension.
  {
    text: "I'd joined a boxing gym under the railway arches, and the coach, an ex-pro called Lenny, put me in the ring with a girl half my size. After the bell had gone, she punched me so hard in the ribs that I sat down. Everyone round the ring cheered her on. Lenny patted me on the back and told me I had heart. I felt humiliated, but I didn't want to give up.",
    characters: [
      'person male known | the coach, an ex-pro called Lenny',
      'person female stranger | a girl half my size',
      'person unknown stranger plural | everyone round the ring',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 2>1', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // A brother-in-law is family. Uncertain: letting the rope go slack "on purpose for a laugh", so that the
  // dreamer drops, is a physical attack (not a fright with no touch as in en-tuning-11.ts). The woman's
  // scream is aggression to Tom. The apology and the chips "to make up for it" are one act (a gift made as
  // the apology). "I wasn't hurt" is a body state; "livid" is anger.
  {
    text: "I went to an indoor climbing wall with my brother-in-law, Tom, who was holding my rope. When I got near the top he let the rope go slack on purpose for a laugh, and I dropped about ten feet before it caught. A woman on the next wall screamed at him that he could have killed me. Tom kept saying sorry all the way home and bought me chips to make up for it. I wasn't hurt, but I was livid with him.",
    characters: ['person male family | my brother-in-law, Tom', 'person female stranger | a woman on the next wall'],
    interactions: ['aggression 0>D physical', 'aggression 1>0', 'friendliness 0>D'],
    emotions: ['anger D'],
  },
  // "pushed in front of me" is a queue-jump with no shove: not coded. "get to the back" is the dreamer's
  // demand (aggression); tipping champagne over the shoes on purpose is physical. Grabbing him by the collar
  // is physical aggression to him. Winning a bet is no act. The girls' hug is friendliness (physical);
  // their screams are joy, no act. Mum crying with happiness is her happiness.
  {
    text: 'We went to Aintree for the Grand National, me, my mum and my stepdad, Kev, all dressed up. A man in a top hat pushed in front of me at the bar, and when I told him to get to the back he tipped his champagne over my shoes. Kev grabbed him by the collar. Then my horse won at fifty to one, and a group of girls in fascinators hugged me and screamed. Mum cried with happiness. I was over the moon.',
    characters: [
      'person female family | my mum',
      'person male family | my stepdad, Kev',
      'person male stranger | a man in a top hat',
      'person female stranger plural | a group of girls in fascinators',
    ],
    interactions: ['aggression D>2', 'aggression 2>D physical', 'aggression 1>2 physical', 'friendliness 3>D physical'],
    emotions: ['happiness 0', 'happiness D'],
  },
  // The team-mates are never mentioned: not coded. Elbowing "every time the umpire looked away" is a foul
  // on purpose, outside the play: physical aggression, coded once though repeated. "pack it in" is the
  // dreamer's demand; sending her off is rejection. Cheering the dreamer on is friendliness.
  {
    text: "I was playing netball for my old school team, even though I'm forty. The goal defence on the other side, a tall girl with a ponytail, kept elbowing me every time the umpire looked away. When I told her to pack it in, the umpire, a tiny woman with a whistle, sent me off. My daughter Ella was on the sidelines and cheered me on the whole time. I was really cross.",
    characters: [
      'person female stranger | the goal defence on the other side, a tall girl with a ponytail',
      'person female stranger | the umpire, a tiny woman with a whistle',
      'person female family | my daughter Ella',
    ],
    interactions: ['aggression 0>D physical', 'aggression D>0', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['anger D'],
  },
  // The cleaner's sex is never said: unknown. The woman and the toddler are two characters (as "a lady with
  // a little girl" in en-tuning-10.ts); her queue-jump is not coded and "which I didn't mind" is no
  // feeling. Staring is no act; the chase is physical. Letting the dreamer into the staff room is a rescue
  // with no touch (friendliness, not physical); locking the door goes with it. Banging and shouting that he
  // would get her is a threat (aggression, not physical).
  {
    text: "I stopped at a motorway services at two in the morning, and it was empty apart from a cleaner mopping the floor. In the Costa queue a woman with a toddler pushed in front of me, which I didn't mind. Then a lorry driver stared at me through the window, and when I went back out he chased me across the car park. The cleaner let me into the staff room and locked the door. The driver banged on it, shouting he'd get me. I was terrified.",
    characters: [
      'person unknown stranger | a cleaner mopping the floor',
      'person female stranger | a woman with a toddler',
      'person unknown stranger | a toddler',
      'person male stranger | a lorry driver',
    ],
    interactions: ['aggression 3>D physical', 'friendliness 0>D', 'aggression 3>D'],
    emotions: ['apprehension D'],
  },
  // Flirting with the dreamer's wife is a sexual advance to her (not physical). "keep his eyes on the
  // canal" is the dreamer's rebuke; rocking the boat on purpose so that the dreamer falls in is physical.
  // The wife thinking it hilarious is her amusement, not said to be laughing at him. Pulling him out
  // (physical) and wrapping him in a tablecloth (physical) are two friendly acts. Humiliation is
  // apprehension; "soaked" is no feeling.
  {
    text: 'My wife and I were on honeymoon again in Venice, in a gondola. The gondolier, a handsome man in a stripy top, kept flirting with my wife. I told him to keep his eyes on the canal, so he rocked the boat on purpose and I fell in. My wife thought it was hilarious. A waiter from a café on the bank pulled me out and wrapped me in a tablecloth. I was soaked and humiliated.',
    characters: [
      'person female family | my wife',
      'person male stranger | the gondolier, a handsome man in a stripy top',
      'person male stranger | a waiter from a café on the bank',
    ],
    interactions: [
      'sexuality 1>0',
      'aggression D>1',
      'aggression 1>D physical',
      'friendliness 2>D physical',
      'friendliness 2>D physical',
    ],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // "loads of people" waiting are a crowd of strangers, present; "Nobody said anything" is denied. The
  // queue-jump is not coded, but standing on the dreamer's foot on purpose is physical. Uncertain: the
  // butcher the dreamer knows by name is known, and so is his wife. Sending her away is rejection. Running
  // after her with the turkey and a mince pie is one friendly act. Relief is happiness.
  {
    text: "It was Christmas Eve and I was queuing outside the butcher's for our turkey, with loads of people waiting right round the block. A man in a Santa hat pushed in front of me and then stood on my foot on purpose. Nobody said anything. At the counter the butcher, Stan, told me my name wasn't on his list and sent me away. Then his wife came running after me with the turkey and a mince pie. I was panicking, then so relieved.",
    characters: [
      'person unknown stranger plural | loads of people',
      'person male stranger | a man in a Santa hat',
      'person male known | the butcher, Stan',
      'person female known | his wife',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Telling the dreamer they stopped selling screws is no act; laughing at her is mockery. "lost his
  // temper" is Dad's anger; "a plank" is his verbal aggression to the lad. Running over the toes is not
  // said to be on purpose (an accident), and "didn't even say sorry" is denied: the old lady is present but
  // has no act. "baffled" is confusion, "annoyed" anger.
  {
    text: "I was in B&Q with my dad looking for one particular screw, and the aisles went on for miles. A lad in an orange apron told me they'd stopped selling screws years ago and laughed at me. Dad lost his temper and called him a plank. Then an old lady on a mobility scooter ran over my toes and didn't even say sorry. I was baffled, and a bit annoyed.",
    characters: [
      'person male family | my dad',
      'person male stranger | a lad in an orange apron',
      'person female stranger | an old lady on a mobility scooter',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1'],
    emotions: ['anger 0', 'confusion D', 'anger D'],
  },
  // "the whole school" is a group the dreamer knows; Connor and Hannah stand out by name and are coded
  // apart. Giving out the word is the contest, not coded. Sticking a tongue out at the dreamer is mockery.
  // The mother's clapping and Hannah's badge are two friendly acts. Embarrassment is apprehension.
  {
    text: "I was back in Year 6, doing the spelling bee in the school hall in front of the whole school. The headmaster, Mr Ferris, gave me the word rhythm and I spelled it with three Ms. A boy in the front row, Connor Walsh, stuck his tongue out at me. My mum stood up at the back and clapped anyway. Afterwards my best friend Hannah gave me her winner's badge. I was embarrassed, but happy.",
    characters: [
      'person unknown known plural | the whole school',
      'person male known | the headmaster, Mr Ferris',
      'person male known | a boy in the front row, Connor Walsh',
      'person female family | my mum',
      'person female friend | my best friend Hannah',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D', 'friendliness 4>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The model who "hadn't turned up" is only mentioned. A tutor at a class is known. Asking the dreamer to
  // sit is a request, not coded; "everyone" drawing is a group present with no act. Sniggering at the
  // dreamer is mockery, coded once; "grow up" is Zara's aggression to him. The thanks and the hug
  // (physical) are two friendly acts. "mortified" is apprehension.
  {
    text: "I went to a life drawing class at the community centre with my friend Zara. The tutor, an old lady called Ruth, said the model hadn't turned up and asked me to sit for them instead. I sat on a stool in my dressing gown while everyone drew me. A man at the back with a ponytail kept sniggering at me, and Zara told him to grow up. At the end Ruth thanked me and gave me a hug. I was mortified.",
    characters: [
      'person female friend | my friend Zara',
      'person female known | the tutor, an old lady called Ruth',
      'person unknown stranger plural | everyone',
      'person male stranger | a man at the back with a ponytail',
    ],
    interactions: ['aggression 3>D', 'aggression 0>3', 'friendliness 1>D', 'friendliness 1>D physical'],
    emotions: ['apprehension D'],
  },
  // A stepbrother is family. The mermaid is a creature, female ("she", "herself"). Grabbing Dylan's ankle
  // and trying to drag him in is one attempted capture (physical); the handbag strikes the attacker. The
  // shell is a gift. "Dylan wasn't even scared" is a negated feeling.
  {
    text: "I was walking along the pier at Llandudno with my stepbrother Dylan when a mermaid pulled herself up onto the steps. She had green hair and sharp little teeth. She grabbed Dylan's ankle and tried to drag him into the sea, so I hit her with my handbag until she let go. Then she gave me a shell and slid back under the water. Dylan wasn't even scared. I was terrified, and so confused.",
    characters: ['person male family | my stepbrother Dylan', 'creature female - | a mermaid'],
    interactions: ['aggression 1>0 physical', 'aggression D>1 physical', 'friendliness 1>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // A girlfriend is a friend. The doll come alive is a creature called "it": unknown sex. Hissing an order
  // at the dreamer is verbal aggression, the bite physical. Laughing at the dreamer is mockery. Dragging
  // the dreamer out by the sleeve pulls the victim away: friendliness (physical).
  {
    text: 'I was browsing in a musty antique shop in York with my girlfriend, Mia. A Victorian doll on a shelf turned its head and hissed at me to put the teapot down. Then it jumped down and bit my finger. The shopkeeper, a very thin man in a waistcoat, just laughed at me. Mia dragged me out of the shop by my sleeve. I was scared stiff and very confused.',
    characters: [
      'person female friend | my girlfriend, Mia',
      'creature unknown - | a Victorian doll on a shelf',
      'person male stranger | the shopkeeper, a very thin man in a waistcoat',
    ],
    interactions: ['aggression 1>D', 'aggression 1>D physical', 'aggression 2>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Alf first names the wake, then is present, dead in waking life: coded. "nobody else seemed to notice
  // him" is no act. The pint and "proud of me" are two friendly acts (the pride is only in his words: not
  // coded). Uncertain: telling the aunties the dreamer had lost the plot is aggression to the one it
  // harms (as the lie in en-tuning-11.ts); the aunties are a group present. The wink is friendly.
  {
    text: "We were at my great-uncle Alf's wake in the Black Horse, and Alf himself was leaning on the bar in his best suit, though nobody else seemed to notice him. He bought me a pint and said he was proud of me. My cousin Stacey saw me talking to thin air and told my aunties I'd lost the plot. Alf just winked at me. I felt sad and happy at the same time.",
    characters: [
      'person male family | my great-uncle Alf',
      'person female family | my cousin Stacey',
      'person female family plural | my aunties',
    ],
    interactions: ['friendliness 0>D', 'friendliness 0>D', 'aggression 1>D', 'friendliness 0>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // "a dozen women in aprons" are a group of strangers; Mrs Bell stands out from it by name and is known
  // (the village vicar's wife); the vicar only names her. The nudge into the hedge "on purpose" is
  // physical. The crowd booing her is the group's aggression to her. A stepmum is family; helping the
  // dreamer out (physical) and picking the twigs out (physical) are two friendly acts. Coming last is no
  // act.
  {
    text: "It was Shrove Tuesday and I was running in the village pancake race with a frying pan, against a dozen women in aprons. Halfway down the high street the vicar's wife, Mrs Bell, nudged me into a hedge on purpose and ran off into the lead. The crowd booed her. My stepmum, Carol, helped me out of the hedge and picked the twigs out of my hair. I came last, but I felt oddly happy.",
    characters: [
      'person female stranger plural | a dozen women in aprons',
      "person female known | the vicar's wife, Mrs Bell",
      'person unknown stranger plural | the crowd',
      'person female family | my stepmum, Carol',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 2>1',
      'friendliness 3>D physical',
      'friendliness 3>D physical',
    ],
    emotions: ['happiness D'],
  },
  // No interaction: knitting and riding together are not coded, and "didn't say a word" is denied. A
  // mother-in-law is family. "I wasn't frightened" is negated; confusion and sadness are the dreamer's.
  {
    text: "I was in a cable car going up a mountain somewhere in Austria with my mother-in-law, Brenda. She was knitting a scarf that got longer and longer until it filled the whole cabin. We never reached the top; every time I looked out, the station was still just above us. Brenda didn't say a word the whole way up. I wasn't frightened, just confused, and strangely sad.",
    characters: ['person female family | my mother-in-law, Brenda'],
    interactions: [],
    emotions: ['confusion D', 'sadness D'],
  },
  // Talking the dreamer into it is no act. Telling her to get out is being sent away (rejection). "Leanne
  // argued with her" is reciprocal, two codes; the slap is physical. The seagull stealing the chips is
  // theft (physical). Leanne finding it hilarious is her amusement. "shaken" and "scared" are one
  // apprehension code.
  {
    text: "On the seafront at Skegness my best mate Leanne talked me into going into a fortune teller's booth. The fortune teller, an old woman with rings on every finger, took one look at my palm and told me to get out. Leanne argued with her, and the old woman slapped her. Outside, a seagull swooped down and stole my chips. Leanne thought the whole thing was hilarious. I was shaken, and a bit scared.",
    characters: [
      'person female friend | my best mate Leanne',
      'person female stranger | the fortune teller, an old woman with rings on every finger',
      'animal unknown - | a seagull',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>1',
      'aggression 1>0',
      'aggression 1>0 physical',
      'aggression 2>D physical',
    ],
    emotions: ['happiness 0', 'apprehension D'],
  },
];
