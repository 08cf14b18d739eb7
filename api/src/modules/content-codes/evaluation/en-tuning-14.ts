// English, fourteenth tuning batch, the twelfth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-13.ts and the earlier batches): an interaction aimed at "us"
// is one event, coded once with the dreamer as recipient ("threw snowballs at us", "told us we'd have to
// pay", "invited us in and gave us all mince pies", "shouted at us in Latin", "chased us down the hill"),
// but one aimed at two other characters ("told them both to grow up") is written once for each; an act of a
// group is coded to the group only ("the rest of his row laughed at me", "A group of teenagers push me
// over"), and a member singled out of it ("one of them hits Rosie") is coded to the group unless named,
// while people who stand out from a group by kin or name ("Keith" and "Becca" in "the whole family", "Lou's
// youngest, Harry" among "her kids") are coded apart; a reciprocal act ("Hannah and I argued", "start
// arguing with each other") is two codes; people only mentioned or named as owners ("the prescription my GP
// sent over", the farmer in "the farmer's wife", the dog a man threatens to set on "us", a supervisor heard
// only over the radio, as a voice only through a speaker in en-tuning-12.ts) are not characters, while one
// named through someone else who then turns up ("the landlady's husband", who comes out of the kitchen) is;
// someone dead in waking life but present in the dream is coded; in-laws are
// family ("my father-in-law, Keith", "my sister-in-law, Tasha"), the relatives and partners of people the
// dreamer knows known ("his new girlfriend", "Lou's youngest, Harry"), those of strangers strangers ("her
// dad", "the landlady's husband"); guilt, shame, humiliation and embarrassment are apprehension, relief,
// pride and amusement happiness, being upset, miserable and crying sadness; laughter aimed at no one
// ("can't stop laughing", "its owner just laughs", "Everyone burst out laughing") is the laugher's
// amusement, not an interaction, but laughing at someone ("laughed at me", "laughed at Josh") and sticking
// a tongue out at someone are mockery; body sensations ("freezing") and feelings of no HVdC class ("calm")
// are not coded, nor are negated feelings ("I wasn't angry with him", "she isn't worried at all", "didn't
// look embarrassed at all", "I wasn't sad at all"); acts only wished or denied ("I wanted to throw one back
// at him", "I wanted to punch him myself", "I want to shout at the other mum, but I don't", "didn't even
// say sorry") and accidents are not coded; a professional's work (a plumber's repair, a recovery man's fix,
// the pharmacist's news, a midwife's exercise) is not coded; a rescue that strikes or takes hold of the
// attacker is aggression to the attacker only, one that pulls the victim free friendliness (physical) to
// the victim; a defence said to the attacker ("told her to back off", "Don't be so stingy", "Don't be
// ridiculous, Derek") is aggression to the attacker, taking someone's side ("backed me up") friendliness to
// the one backed; a deliberate snub ("ignored me and carried on scrolling", "pretends he doesn't see me")
// or being sent away ("Clear off", "sent him out") is rejection (aggression, not physical); a blame is
// verbal aggression, and a blame and its punishment are two acts; teaching is friendliness; a gift made as
// an apology is one act; a gran's kiss is friendliness (physical), not sexuality; a blow after the bout is
// over is aggression, not part of the game (as "after the bell had gone" in en-tuning-12.ts); getting a
// stolen thing back "for me" is help to the dreamer (en-tuning-13.ts); animals are coded of unknown sex,
// even when called "she" (Bramble), and a ghost called "he" is a male creature (en-tuning-11.ts).
// Conventions this batch had to decide: pinching money from the bank of a board game is cheating aimed at
// no one and not coded, but the accusation that follows is aggression; snowballs thrown at "us" and one that
// then hits a named child in the face are two acts, one to the dreamer and one to the child; a threat to set
// a dog on "us" together with "Clear off" is one act of rejection; a gift handed to the dreamer's child ("Have
// that one for nothing, son") is to the child; the other parents of the son's club are known (as the
// apoderada in es-tuning-15.ts), and a midwife who runs a class is known, as a tutor or a coach at a class;
// a mother who goes on looking at her phone while her child hits another, and a woman sighing loudly in a
// queue, do nothing aimed at anyone: no act; a stolen suitcase chased and "brought back to me" is a chase of
// the thief (physical) and help to the dreamer, two acts.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_14: HandCodedDream[] = [
  // Told in the present. The church group is a group the dreamer knows, present with no act. "You look
  // ridiculous" is verbal aggression. The Staffie running off with the bin bag is theft (physical); Carol
  // chasing it is physical aggression to the dog. Carol laughing is aimed at no one: her amusement.
  {
    text: "I'm on a litter pick on the beach at Weston with the community group from my church, all of us in hi-vis vests. A man walking a Staffie stops and tells me, \"You look ridiculous in that vest.\" Then his dog grabs my bin bag and runs off with it. My friend Carol chases the dog halfway down the beach. I'm annoyed, but Carol can't stop laughing.",
    characters: [
      'person unknown known plural | the community group from my church',
      'person male stranger | a man walking a Staffie',
      'animal unknown - | a Staffie',
      'person female friend | my friend Carol',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'aggression 3>2 physical'],
    emotions: ['happiness 3', 'anger D'],
  },
  // The husband sleeps through it: present, no act. The plumber's repair is his work; blaming the dreamer
  // is verbal aggression. Uncertain: coming round with a mop and towels is help, and the hug a second
  // friendly act (physical), as the plaster and the hug in en-tuning-12.ts. "relieved" is happiness.
  {
    text: 'A pipe burst under the kitchen sink at two in the morning and water was pouring across the floor. My husband, Phil, slept through the whole thing. The emergency plumber, a grumpy old man with a head torch, said, "That\'s your own fault for not lagging your pipes." Then my neighbour Jenny came round in her dressing gown with a mop and a pile of towels, and gave me a hug. I was panicking, then so relieved.',
    characters: [
      'person male family | my husband, Phil',
      'person male stranger | the emergency plumber, a grumpy old man with a head torch',
      'person female known | my neighbour Jenny',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'friendliness 2>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The pupils and the head of year of the school where the dreamer teaches are known. Flicking rubbers at
  // her head, coded once though repeated, is physical; his row laughing at her is the group's mockery.
  // "I wanted to throw one back" is only wished. Sending him out is the head of year's punishment
  // (rejection). "I wasn't angry with him" is negated.
  {
    text: "I was invigilating a maths GCSE in the hall at the school where I teach. A boy in the back row, Kayden Doyle, kept flicking rubbers at the back of my head, and the rest of his row laughed at me every time I turned round. I wanted to throw one back at him. The head of year, Mrs Cole, marched over and sent him out. I was embarrassed, but I wasn't angry with him.",
    characters: [
      'person male known | a boy in the back row, Kayden Doyle',
      'person unknown known plural | the rest of his row',
      'person female known | the head of year, Mrs Cole',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>D', 'aggression 2>0'],
    emotions: ['apprehension D'],
  },
  // Told in the present. The puppy is coded of unknown sex though called "she". The trainer running the
  // class is known (as a coach at a class); "far too soft" is criticism (aggression). The spaniel's nip is
  // physical aggression to Bramble. Uncertain: the owner, of unstated sex, "just laughs", aimed at no one:
  // amusement. The treats are a gift. "worried" is apprehension, "cross" anger.
  {
    text: "I'm at a puppy training class in a village hall with our new puppy, Bramble, and she won't sit for anything. The trainer, a woman in a fleece with a whistle round her neck, tells me I'm far too soft with her. A big spaniel jumps on Bramble and nips her ear, and its owner just laughs. Then a teenage girl gives me some of her treats to try. I'm worried about Bramble, and cross with the trainer.",
    characters: [
      'animal unknown - | our new puppy, Bramble',
      'person female known | the trainer, a woman in a fleece with a whistle round her neck',
      'animal unknown - | a big spaniel',
      'person unknown stranger | its owner',
      'person female stranger | a teenage girl',
    ],
    interactions: ['aggression 1>D', 'aggression 2>0 physical', 'friendliness 4>D'],
    emotions: ['happiness 3', 'apprehension D', 'anger D'],
  },
  // Arguing with the wife is reciprocal: two codes. Uncertain: the farmer giving the wonky tree "for
  // nothing" to the son he calls "son" is a gift to Reggie. "annoyed" is anger; "over the moon" Reggie's
  // happiness.
  {
    text: 'We drove out to a Christmas tree farm to choose our tree, me, my wife Hannah and our son Reggie. Hannah and I argued about the size all the way round the field. Then Reggie found a little wonky one that nobody wanted, and the farmer, a big man in a wax jacket, said, "Have that one for nothing, son." I was annoyed with Hannah, but Reggie was over the moon.',
    characters: [
      'person female family | my wife Hannah',
      'person male family | our son Reggie',
      'person male stranger | the farmer, a big man in a wax jacket',
    ],
    interactions: ['aggression D>0', 'aggression 0>D', 'friendliness 2>1'],
    emotions: ['happiness 1', 'anger D'],
  },
  // "the whole family" is the in-laws' group; Keith and Becca stand out by kin and name (family). Pinching
  // money from the game's bank is aimed at no one: not coded; the dreamer's accusation is aggression, "sore
  // loser" his retort. "backed me up" is taking the dreamer's side (friendliness). The cat only jumps on
  // the board. Everyone's laughing, Keith's too, is amusement.
  {
    text: "On Boxing Day the whole family was playing Monopoly at my in-laws' house, and my father-in-law, Keith, kept pinching money from the bank when he thought nobody was looking. When I told him I'd seen him, he said, \"Don't be such a sore loser.\" My sister-in-law Becca backed me up. Then their cat jumped on the board and sent all the houses flying. Everyone burst out laughing, even Keith. I was annoyed at first, then really happy.",
    characters: [
      'person unknown family plural | the whole family',
      'person male family | my father-in-law, Keith',
      'person female family | my sister-in-law Becca',
      'animal unknown - | their cat',
    ],
    interactions: ['aggression D>1', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['happiness 0', 'happiness 1', 'anger D', 'happiness D'],
  },
  // A boyfriend is a friend. Uncertain: the midwife running the class is known (as a tutor at a class);
  // the nappy practice is the class, not coded. Laughing at Josh is mockery; throwing the doll at his head
  // is physical. "told them both to grow up" is aimed at two characters: once for each.
  {
    text: "My boyfriend Josh and I went to an antenatal class in a church hall, even though I'm not pregnant. The midwife running it, a cheerful woman called Brenda, had all the men practise changing nappies on plastic dolls. Another dad-to-be laughed at Josh for putting the nappy on backwards, so Josh threw the doll at his head. Brenda told them both to grow up. I was embarrassed, and a bit confused.",
    characters: [
      'person male friend | my boyfriend Josh',
      'person female known | the midwife running it, a cheerful woman called Brenda',
      'person male stranger | another dad-to-be',
    ],
    interactions: ['aggression 2>0', 'aggression 0>2 physical', 'aggression 1>0', 'aggression 1>2'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Dan and Sully, named after "my two best mates", are two characters. The push out of the queue is
  // physical, and so is Sully's shove back (aggression to the attacker). "I wanted to punch him myself" is
  // only wished. The pie and the pint are one gift. The brass band is present; singing along is no act.
  {
    text: 'I went to a beer festival in a huge marquee in Derby with my two best mates, Dan and Sully. A man in a Viking helmet pushed me out of the queue for the cider bar, so Sully shoved him back. I wanted to punch him myself. Later Dan bought me a pork pie and a pint of stout, and we sang along with a brass band till closing. I was livid for a bit, but by the end I was really happy.',
    characters: [
      'person male friend | Dan',
      'person male friend | Sully',
      'person male stranger | a man in a Viking helmet',
      'person unknown stranger plural | a brass band',
    ],
    interactions: ['aggression 2>D physical', 'aggression 1>2 physical', 'friendliness 0>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. The lorries are no characters. Mum's blame, coded once though repeated, is verbal
  // aggression. Fixing the car is the recovery man's work; the KitKat is a gift to Mum. "isn't worried at
  // all" is Mum's negated feeling.
  {
    text: "I'm broken down on the hard shoulder of the M5 in the pouring rain, with my mum in the passenger seat. Lorries keep roaring past and shaking the car. Mum keeps saying, \"This is all your fault for never getting it serviced.\" After hours a recovery man in a yellow van turns up and fixes it in about two minutes. Then he gives Mum a KitKat from his glovebox. I'm scared, and annoyed with Mum, but she isn't worried at all.",
    characters: ['person female family | my mum', 'person male stranger | a recovery man in a yellow van'],
    interactions: ['aggression 0>D', 'friendliness 1>0'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Told in the present. "my daughters, Esme and Rosie" are two characters. Uncertain: the snowballs thrown
  // at "us" are one physical act, to the dreamer, and the one that hits Rosie in the face a second, to her
  // ("one of them" coded to the gang). The man's shout is aggression to the gang; his husky is present with
  // no act. The mittens are a gift to Rosie. Rosie crying is her sadness; "freezing" is no feeling.
  {
    text: "It's a snow day and I'm sledging down the big hill in the park with my daughters, Esme and Rosie. A gang of older boys throw snowballs at us from the top, and one of them hits Rosie right in the face. She cries and cries. A man with a husky shouts at the boys to clear off, and they run away. Esme gives Rosie her own mittens. I'm furious with those boys, and freezing.",
    characters: [
      'person female family | Esme',
      'person female family | Rosie',
      'person male stranger plural | a gang of older boys',
      'person male stranger | a man with a husky',
      'animal unknown - | a husky',
    ],
    interactions: ['aggression 2>D physical', 'aggression 2>1 physical', 'aggression 3>2', 'friendliness 0>1'],
    emotions: ['sadness 1', 'anger D'],
  },
  // A sister-in-law is family; the instructor is known (a teacher at a class). "on the wrong foot" is
  // criticism (aggression). The elbow in the ribs, on purpose, is physical; "didn't even say sorry" is
  // denied. "back off" is a defence said to the attacker. The free pass is a gift. "proud" is happiness.
  {
    text: "I went to a Zumba class at the leisure centre with my sister-in-law, Tasha. The instructor, a tiny woman with a headset, kept telling me I was on the wrong foot. A woman in the front row elbowed me in the ribs because I was standing in her spot, and didn't even say sorry. Tasha told her to back off. At the end the instructor gave me a free pass for next week anyway. I was so embarrassed, then quite proud of myself.",
    characters: [
      'person female family | my sister-in-law, Tasha',
      'person female known | the instructor, a tiny woman with a headset',
      'person female stranger | a woman in the front row',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'aggression 0>2', 'friendliness 1>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. The man and the woman in the sparkly dress are two characters; arguing with each
  // other is two codes. The tip is a friendly act. Driving them is no act. "nervous" is apprehension.
  {
    text: "I'm driving an Uber round Birmingham at night, though in real life I can't even drive. A drunk man and a woman in a sparkly dress get in the back and start arguing with each other about who paid for the last round. They go on and on the whole way to Solihull. When I drop them off, the woman gives me a ten-pound tip. I'm nervous the whole time, and very confused.",
    characters: ['person male stranger | a drunk man', 'person female stranger | a woman in a sparkly dress'],
    interactions: ['aggression 0>1', 'aggression 1>0', 'friendliness 1>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // A girlfriend is a friend. The landlady, a stranger, tells the dreamer off (aggression); the boy's tongue
  // is mockery. Sam's laughing is aimed at no one: her amusement. The landlady first names her husband, who
  // then comes out: a stranger (the partner of a stranger); the extra egg is a friendly act. "mortified" is
  // apprehension.
  {
    text: "My girlfriend, Sam, and I were staying in a tiny B&B in Keswick. At breakfast the landlady, a stern old woman in a flowery apron, told me off for taking two sausages from the hot plate. A little boy at the next table stuck his tongue out at me. Sam just laughed. Then the landlady's husband came out of the kitchen and quietly brought me an extra fried egg. I was mortified, but I ate the lot.",
    characters: [
      'person female friend | my girlfriend, Sam',
      'person female stranger | the landlady, a stern old woman in a flowery apron',
      'person male stranger | a little boy at the next table',
      "person male stranger | the landlady's husband",
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'friendliness 3>D'],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // Theo first names the grading, then is present. Uncertain: the other parents of the club are known (as
  // the apoderada in es-tuning-15.ts), present with no act. The sensei, the son's teacher, is known; his
  // shout is aggression to Theo. The kick after the bout had finished is outside the play (physical); the
  // hug is the dreamer's friendliness (physical). Theo's tears are his sadness.
  {
    text: 'It was my son Theo\'s karate grading at the sports centre, and I was sitting at the side with the other parents from the club. His sensei, a very serious man called Mr Tanaka, shouted, "Bow properly, Theo!" and Theo burst into tears. Then a boy twice his size kicked him in the stomach after their bout had finished. I ran onto the mat and hugged him. I was furious, and so sad for him.',
    characters: [
      'person male family | my son Theo',
      'person unknown known plural | the other parents from the club',
      'person male known | his sensei, a very serious man called Mr Tanaka',
      'person male stranger | a boy twice his size',
    ],
    interactions: ['aggression 2>0', 'aggression 3>0 physical', 'friendliness D>0 physical'],
    emotions: ['sadness 0', 'anger D', 'sadness D'],
  },
  // Ignoring the dreamer to scroll on his phone is a snub (rejection). Walking off with the case is theft
  // (physical). The dad is dead in waking life but present: coded; chasing the thief is physical aggression
  // to him, bringing the case back to the dreamer help (friendliness). Crying on waking is sadness.
  {
    text: "I'd flown back from Spain and my suitcase never came out on the carousel at Gatwick. The man on the lost luggage desk, a bored lad chewing gum, ignored me and carried on scrolling on his phone. Then my case finally came round, but a man in a sun hat grabbed it and walked off with it. My dad, who died when I was fifteen, was suddenly there, and he chased after him and brought it back to me. I was so confused, and I woke up crying.",
    characters: [
      'person male stranger | the man on the lost luggage desk, a bored lad chewing gum',
      'person male stranger | a man in a sun hat',
      'person male family | my dad',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'aggression 2>1 physical', 'friendliness 2>D'],
    emotions: ['confusion D', 'sadness D'],
  },
  // No interaction: the audience only sits in silence, the lead actress sings around the dreamer and Mum
  // only watches. "didn't look embarrassed at all" is Mum's negated feeling. "terrified" is apprehension.
  {
    text: "I was in the audience at a musical in the West End with my mum, and halfway through I realised I was meant to be in it. I climbed up onto the stage and stood in the spotlight, but I didn't know a single word. The audience sat there in total silence. The lead actress just carried on singing around me. Mum was watching from the front row and didn't look embarrassed at all. I was terrified, and completely confused.",
    characters: [
      'person female family | my mum',
      'person unknown stranger plural | the audience',
      'person female stranger | the lead actress',
    ],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Told in the present. The push into the flower bed is the group's physical aggression. The little girl's
  // hug and her dad's handshake are two friendly acts (physical); her dad is a stranger. Carl is heard only
  // over the radio: no character, and his words are not coded. "miserable" is sadness.
  {
    text: "I'm working at a theme park dressed as a giant rabbit, and it's boiling inside the costume. A group of teenagers push me over into a flower bed. Then a little girl in a princess dress runs up and hugs my leg, and her dad shakes my paw. My supervisor, Carl, tells me over the radio to stop sulking. I'm miserable, but the little girl makes me really happy.",
    characters: [
      'person unknown stranger plural | a group of teenagers',
      'person female stranger | a little girl in a princess dress',
      'person male stranger | her dad',
    ],
    interactions: ['aggression 0>D physical', 'friendliness 1>D physical', 'friendliness 2>D physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // The nan is dead in waking life but present: coded. The farmer only names his wife; telling "us" off and
  // demanding payment is one act of aggression, to the dreamer. "Don't be so stingy" is the nan's defence
  // said to her. The fall is an accident; kissing the knee better is friendliness (physical). Waking sad is
  // sadness.
  {
    text: "I went strawberry picking at a pick-your-own farm with my nan, who died last winter. She kept eating them straight off the plants. The farmer's wife, a sharp woman in wellies, told us off and said we'd have to pay for everything we'd eaten. Nan told her, \"Don't be so stingy.\" Then I tripped over a crate and grazed my knee, and Nan kissed it better like when I was little. I was so happy to be with her, then sad when I woke up.",
    characters: [
      'person female family | my nan',
      "person female stranger | the farmer's wife, a sharp woman in wellies",
    ],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 0>D physical'],
    emotions: ['happiness D', 'sadness D'],
  },
  // Lou's kids are a group (known, the children of a friend); Harry stands out by name and is coded apart.
  // Uncertain: "Clear off before I set the dog on you!" is one act of rejection to "us", to the dreamer; the
  // dog is never seen: no character. Mrs Patel, introduced by "called", is a stranger; inviting "us" in and
  // giving mince pies is one act of welcome. Hiding is no act.
  {
    text: 'I was carol singing round our estate with my friend Lou and her kids, all of us in tinsel. At one house a man in a vest opened the door and shouted, "Clear off before I set the dog on you!" At the next house an old lady called Mrs Patel invited us in and gave us all mince pies. Lou\'s youngest, Harry, hid behind my legs the whole time. I was scared of the man, then really cheerful.',
    characters: [
      'person female friend | my friend Lou',
      'person unknown known plural | her kids',
      'person male stranger | a man in a vest',
      'person female stranger | an old lady called Mrs Patel',
      "person male known | Lou's youngest, Harry",
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. Snatching Arlo's car is theft (physical) and hitting him with it a second physical
  // act. Uncertain: his mum going on looking at her phone is aimed at no one: no act. Jan runs the group
  // (known); the biscuit and the cuddle are two friendly acts, the second physical. "I want to shout at the
  // other mum, but I don't" is only wished.
  {
    text: "I'm at a toddler group in a church hall with my son, Arlo, who's two. Another little boy snatches Arlo's toy car and hits him on the head with it. His mum, a woman in a long puffer coat, just carries on looking at her phone. Jan, the woman who runs the group, gives Arlo a biscuit and a cuddle. I want to shout at the other mum, but I don't. I'm annoyed, but Arlo is happy again in no time.",
    characters: [
      'person male family | my son, Arlo',
      'person male stranger | another little boy',
      'person female stranger | his mum, a woman in a long puffer coat',
      'person female known | Jan, the woman who runs the group',
    ],
    interactions: [
      'aggression 1>0 physical',
      'aggression 1>0 physical',
      'friendliness 3>0',
      'friendliness 3>0 physical',
    ],
    emotions: ['anger D', 'happiness 0'],
  },
  // No interaction: the dad, dead in waking life but present, pours tea for himself and hums; the heron
  // only watches. "I wasn't sad at all" is negated, "calm" names no class; "puzzled" is confusion.
  {
    text: "I was carp fishing at a lake near Nottingham with my dad, who died four years ago. We sat on our little folding stools for hours and nothing bit. Dad poured himself tea from his old flask and hummed the same song over and over. A heron stood in the reeds and watched us the whole time. I wasn't sad at all in the dream, just calm, and a bit puzzled when the lake slowly started to drain away.",
    characters: ['person male family | my dad', 'animal unknown - | a heron'],
    interactions: [],
    emotions: ['confusion D'],
  },
  // A neighbour is known; the accusation is verbal aggression. The crowd on the bank only stares: present,
  // no act. "Don't be ridiculous, Derek" is the wife's defence said to the attacker. Winning the race is no
  // act; the lolly is a gift.
  {
    text: 'It was the village duck race on the river, and I\'d paid a pound for a yellow plastic duck with my number on it. My neighbour Derek accused me of swapping the ducks round so mine would win, and the whole crowd on the bank turned to stare at me. My wife, Sue, said, "Don\'t be ridiculous, Derek." Then my duck came in first and a little girl gave me her lolly. I was embarrassed, then delighted.',
    characters: [
      'person male known | my neighbour Derek',
      'person unknown stranger plural | the whole crowd on the bank',
      'person female family | my wife, Sue',
      'person female stranger | a little girl',
    ],
    interactions: ['aggression 0>D', 'aggression 2>0', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. The single interaction: the ex pretending not to see the dreamer, a snub
  // (rejection). The GP is only mentioned. Sighing behind her is aimed at no one; the lost prescription is
  // news, not coded. An ex is known, and so is his new girlfriend. Crying is sadness.
  {
    text: "I'm in the queue at the chemist's for the prescription my GP sent over, and the queue goes right out of the door. A woman behind me with a walking stick keeps sighing loudly. The pharmacist, a young man called Ravi, tells me my prescription has been lost. Then my ex, Callum, walks in with his new girlfriend and pretends he doesn't see me. I'm so upset I start crying by the cough sweets.",
    characters: [
      'person female stranger | a woman behind me with a walking stick',
      'person male stranger | the pharmacist, a young man called Ravi',
      'person male known | my ex, Callum',
      'person female known | his new girlfriend',
    ],
    interactions: ['aggression 2>D'],
    emotions: ['sadness D'],
  },
  // The ghost of a Roman soldier is a creature, male ("he"). Shouting at "us" and chasing "us" are two acts,
  // each to the dreamer, the chase physical. Pulling the dreamer over the stile is a rescue (friendliness,
  // physical). Bess is present with no act. Jack's fear is coded.
  {
    text: "I was walking along Hadrian's Wall in the fog with my brother Jack and his dog, Bess. The ghost of a Roman soldier, with a helmet and a spear, stepped out of the stones and shouted at us in Latin. Then he chased us down the hill. Jack grabbed my hand and pulled me over a stile. When we looked back, he was gone. I was terrified, and Jack was just as scared as I was.",
    characters: [
      'person male family | my brother Jack',
      'animal unknown - | his dog, Bess',
      'creature male - | the ghost of a Roman soldier, with a helmet and a spear',
    ],
    interactions: ['aggression 2>D', 'aggression 2>D physical', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'apprehension 0'],
  },
];
