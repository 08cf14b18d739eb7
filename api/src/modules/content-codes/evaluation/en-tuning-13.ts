// English, thirteenth tuning batch, the eleventh plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-12.ts and the earlier batches): an interaction aimed at "us"
// or "us both" is one event, coded once with the dreamer as recipient ("told us both off", "told us both to
// sit down", "we were thrown out"), but one aimed at two other characters ("tells them both to leave me
// alone") is written once for each; an act of a group is coded to the group only, while people who stand
// out from a group by kin ("my mother-in-law" in "the whole family") are coded apart; a reciprocal act
// ("punched each other", "hugged each other", "shouting at each other", "had a blazing row") is two codes;
// an attempted act is coded as the act; people only mentioned or named as owners ("my nan's cat", "the
// captain's table" when the captain never turns up, the fiancé in "her fiancé's mum") are not characters,
// while an owner who is then present ("my uncle Des's stall", "my nan's farmhouse", "the bride's mother"
// and then the bride) is; someone dead in waking life but present in the dream is coded; in-laws, step- and
// half-relatives are family (and so is "her nani", the wife's grandmother), the relatives, partners and
// friends of people the dreamer knows known ("Gordon's wife", "Sam's school friends", "her fiancé's mum");
// guilt, shame, humiliation and embarrassment are apprehension, relief, pride and amusement happiness,
// hurt, being upset, being close to tears and crying sadness; laughter aimed at no one ("burst out
// laughing", "couldn't stop laughing") is the laugher's amusement, not an interaction, but sniggering at
// someone is mockery, and rolling one's eyes at someone disdain (aggression, as "lo miró por encima del
// hombro" in es-tuning-14.ts); body sensations ("shaking") and feelings of no HVdC class ("calm", "felt
// loved", "felt invisible", "exhausted") are not coded, nor are negated feelings ("I wasn't angry", "I
// wasn't scared", "he didn't look sorry at all"); acts only wished or denied ("I wanted to throw the phone
// at him", "didn't even apologise", "never said a word", "didn't wait") and accidents (soup spilt down a
// dress) are not coded; a game, a rite ("Sam was lifted up on a chair") and a professional's work (an eye
// test, measuring feet) are not coded; a rescue that strikes or takes hold of the attacker is aggression to
// the attacker only, one that pulls the victim free friendliness (physical) to the victim; a defence said
// to the attacker is aggression to the attacker; a deliberate snub ("pretended he didn't know me", "ignored
// me completely", "left me out of it on purpose") or being sent away ("told me to get lost", "told me to
// leave the shop") is rejection (aggression, not physical); a lie told to get someone into trouble is
// aggression to the one it harms; a blame and its punishment are two acts; a passive whose agent is left
// out but plain from the scene ("we were thrown out" after the guard's knock) is coded to that agent;
// clapping for someone is friendliness (en-tuning-12.ts); a gift made as an apology is one act; animals,
// and creatures called "it" or "something", are coded of unknown sex, a creature called "a woman" and "her"
// female. Conventions this batch had to decide: a prank that sets someone's sleeve alight ("as a joke") is
// physical aggression, and throwing water over the victim to put it out is a rescue (friendliness,
// physical); "somebody's uncle" is a stranger, the kin word being someone else's; a half-brother's mother
// who is not called a stepmother is known; a gran's kiss on both cheeks to thank someone is friendliness
// (physical), not sexuality; a dog that runs off with one of the children's flip-flops steals from the
// children (the group); a fight that is "started" and then "punched each other" is one reciprocal event,
// two codes; a tip given on top of the fee is friendliness; a banshee's wailing at a window is aimed at no
// one and not coded, but screeching in someone's face is verbal aggression; two friends who hug and cry
// over the same failure are both sad.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_13: HandCodedDream[] = [
  // A team leader at the dreamer's own workplace is known, and so is Bev, named first and then described (a
  // workmate). The forklift driver is a stranger ("I'd never seen before") of unstated sex; reversing into
  // the trolley "on purpose" so that everything goes flying is physical. Timing the dreamer and the jibe are
  // one verbal act. Helping pick it up and sharing the soup are two friendly acts. "I wanted to quit" is no
  // act; "glad" is happiness.
  {
    text: "I was doing a night shift at a huge warehouse, picking orders. My team leader, a skinny lad called Reece, kept timing me and told me I was the slowest picker he'd ever had. Then a forklift driver I'd never seen before reversed into my trolley on purpose and sent everything flying. Bev, an older woman from the next aisle, helped me pick it all up and shared her flask of soup with me. I wanted to quit on the spot. I was fuming, but glad of Bev.",
    characters: [
      'person male known | my team leader, a skinny lad called Reece',
      "person unknown stranger | a forklift driver I'd never seen before",
      'person female known | Bev, an older woman from the next aisle',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // The bride first names her mother, then is present: coded. The wedding party are strangers to a hired
  // photographer, and the groom's brother too. Snapping at the dreamer is verbal aggression. Starting a fight
  // and punching each other is one reciprocal event, two physical codes. The bride bursting out laughing is
  // aimed at no one: her amusement. The extra fifty quid is a friendly act. Nervousness is apprehension.
  {
    text: "In the dream I was the photographer at a wedding in a barn in Suffolk, though I can't even work a camera. The bride's mother, a woman in a huge feathered hat, snapped at me for making her look fat. Then the best man and the groom's brother started a fight over the seating plan and punched each other by the cake. The bride burst out laughing. At the end the groom slipped me an extra fifty quid. I was nervous the whole time, and totally confused.",
    characters: [
      "person female stranger | the bride's mother, a woman in a huge feathered hat",
      'person male stranger | the best man',
      "person male stranger | the groom's brother",
      'person female stranger | the bride',
      'person male stranger | the groom',
    ],
    interactions: ['aggression 0>D', 'aggression 1>2 physical', 'aggression 2>1 physical', 'friendliness 4>D'],
    emotions: ['happiness 3', 'apprehension D', 'confusion D'],
  },
  // Told in the present. Writing the ticket is the dreamer's work, not coded. "a parasite" is verbal
  // aggression; knocking the machine out of the dreamer's hand is physical. His wife is a stranger (the
  // partner of a stranger). Uncertain: the bakery lady the dreamer knows by name is known (as the butcher in
  // en-tuning-12.ts). The sausage roll is a gift; "tells them both to leave me alone" is a defence said to
  // the two attackers, once for each. "shaking" is a body sensation, "embarrassed" apprehension.
  {
    text: "I'm a traffic warden in the dream, walking up and down the high street in Swindon with my little machine. A man in a Range Rover sees me writing him a ticket and calls me a parasite. His wife gets out and knocks the machine out of my hand. Then a lady from the bakery, Sheila, brings me out a sausage roll and tells them both to leave me alone. I'm shaking, and so embarrassed.",
    characters: [
      'person male stranger | a man in a Range Rover',
      'person female stranger | his wife',
      'person female known | a lady from the bakery, Sheila',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'friendliness 2>D', 'aggression 2>0', 'aggression 2>1'],
    emotions: ['apprehension D'],
  },
  // The son first names the school, then is present. Uncertain: the pupils of the school the dreamer works
  // at in the dream are known (en-tuning-10.ts), Tyler Briggs by name and his table as a group. "I got
  // pelted with beans by" is a passive with its agent (physical); calling her Mrs Potato, in a relative
  // clause, is a second act. The laughing at her is mockery. Sending Tyler out is the head's punishment
  // (aggression). Pretending not to know her is a snub (rejection). "hurt" is sadness; "I wasn't angry with
  // anyone" is negated.
  {
    text: "I was a dinner lady at my son's primary school, serving chips and beans. I got pelted with beans by a boy in Year 5 called Tyler Briggs, who then called me Mrs Potato. The other kids at his table all laughed at me. The head teacher, Mr Okafor, came over and sent Tyler to stand outside his office. My son Reuben pretended he didn't know me. I was hurt, but I wasn't angry with anyone.",
    characters: [
      'person male known | a boy in Year 5 called Tyler Briggs',
      'person unknown known plural | the other kids at his table',
      'person male known | the head teacher, Mr Okafor',
      'person male family | my son Reuben',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 1>D', 'aggression 2>0', 'aggression 3>D'],
    emotions: ['sadness D'],
  },
  // The nan and her cat are only mentioned (photos on the slides). A lecturer and a coursemate are known, a
  // flatmate known (en-tuning-3.ts). Stopping the dreamer and telling her to sit down is one act of
  // rejection. Uncertain: rolling the eyes at her is disdain (aggression); whispering behind the hand is
  // aimed at no one. The clapping and the coffee are two friendly acts. Humiliation is apprehension.
  {
    text: "I had to give a presentation in a seminar at uni, but every one of my slides was a photo of my nan's cat. The lecturer, Dr Hamid, stopped me halfway through and told me to sit down and stop wasting his time. A girl on my course, Imogen, rolled her eyes at me and whispered something behind her hand. My flatmate Tobi clapped anyway, and afterwards he bought me a coffee. I was humiliated, and confused about the cat.",
    characters: [
      'person male known | the lecturer, Dr Hamid',
      'person female known | a girl on my course, Imogen',
      'person male known | my flatmate Tobi',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // The envelopes "were handed out" by no one in particular: not coded; giving the dreamer hers is no act,
  // but saying she always knew she would fail is verbal aggression. A stepmum is family; "a disgrace" is her
  // defence said to the attacker (aggression). Kirsty, named first and then described, is a friend; hugging
  // each other is two physical codes. Uncertain: both cry over failing: Kirsty's sadness and the dreamer's.
  // "felt loved" names no class.
  {
    text: "It was A-level results day again, though I'm thirty-five, and the envelopes were handed out in the sports hall. My old form tutor, Miss Dunne, gave me mine and said she'd always known I'd fail. My stepmum, Andrea, had come with me, and she told Miss Dunne she was a disgrace. Then Kirsty, my best friend from school, found me. She'd failed too, so we hugged each other and cried. I was devastated, but I felt loved.",
    characters: [
      'person female known | my old form tutor, Miss Dunne',
      'person female family | my stepmum, Andrea',
      'person female friend | Kirsty, my best friend from school',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'friendliness 2>D physical', 'friendliness D>2 physical'],
    emotions: ['sadness 2', 'sadness D'],
  },
  // A half-brother is family; the grapes are the dreamer's gift. "told me to get lost" is rejection. The
  // nurse's sex is never said: unknown. Telling "us both" off is one act, to the dreamer. Uncertain: his
  // mum, never called a stepmother, is known (the relative of a relative); ignoring the dreamer is a snub.
  // "upset" is sadness, "annoyed" anger.
  {
    text: 'My half-brother Jordan was in hospital after having his appendix out, so I went to see him and gave him a bag of grapes. He told me to get lost. A nurse with a strong Glasgow accent told us both off for making too much noise. Then his mum, Tina, turned up and ignored me completely, like she always does. I was upset, and pretty annoyed with the pair of them.',
    characters: [
      'person male family | my half-brother Jordan',
      'person unknown stranger | a nurse with a strong Glasgow accent',
      'person female known | his mum, Tina',
    ],
    interactions: ['friendliness D>0', 'aggression 0>D', 'aggression 1>D', 'aggression 2>D'],
    emotions: ['sadness D', 'anger D'],
  },
  // The optician, introduced by "called", is a stranger; the eye test is her work, not coded, but telling
  // the dreamer she isn't even trying is criticism (aggression). Sniggering is mockery. The grandad is dead
  // in waking life but present: coded; taking the hand and leading the dreamer out is one friendly act
  // (physical).
  {
    text: "I went for an eye test at the opticians in town, and the optician, a very tall woman called Mrs Prentice, kept making me read letters that weren't there. When I said I couldn't see anything, she told me I wasn't even trying. Her assistant, a lad of about sixteen, sniggered at me. Then my grandad, who died when I was nine, walked in, took my hand and led me out into the sunshine. I was so happy to see him.",
    characters: [
      'person female stranger | the optician, a very tall woman called Mrs Prentice',
      'person male stranger | her assistant, a lad of about sixteen',
      'person male family | my grandad',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D physical'],
    emotions: ['happiness D'],
  },
  // The in-laws first name the house; "the whole family" is the group present, and Vikram, the
  // mother-in-law, the wife and her nani (the wife's grandmother) stand out by kin: all family. Uncertain:
  // pointing a rocket at the dreamer "as a joke" so that it sets his sleeve alight is physical aggression;
  // the jug of water thrown over him is a rescue (friendliness, physical); the clip round the ear is
  // physical. The wife's laughing is aimed at no one: her amusement. The barfi is a gift. "shaken" is
  // apprehension.
  {
    text: "It was Diwali at my in-laws' house in Leicester, and the whole family was out in the back garden letting off fireworks. My brother-in-law, Vikram, pointed a rocket at me as a joke and it set my sleeve on fire. My mother-in-law threw a jug of water over me and then clipped Vikram round the ear. My wife couldn't stop laughing. Later her nani, a tiny old lady in a purple sari, pressed a box of barfi into my hands. I was shaken, but really happy.",
    characters: [
      'person unknown family plural | the whole family',
      'person male family | my brother-in-law, Vikram',
      'person female family | my mother-in-law',
      'person female family | my wife',
      'person female family | her nani, a tiny old lady in a purple sari',
    ],
    interactions: [
      'aggression 1>D physical',
      'friendliness 2>D physical',
      'aggression 2>1 physical',
      'friendliness 4>D',
    ],
    emotions: ['happiness 3', 'apprehension D', 'happiness D'],
  },
  // Sam first names the bar mitzvah, then is present. "Sam was lifted up on a chair" is a passive with no
  // agent, and the custom: not coded. Uncertain: "somebody's uncle" is a stranger (the kin word is someone
  // else's); making the dreamer dance by force, holding her arm, is physical aggression (es-tuning-12.ts).
  // Pulling her away is a rescue (friendliness, physical); hiding together is no act. Sam's school friends
  // are known (friends of a relative, as "unos amigos de él" in es-tuning-14.ts); the crisps tipped over the
  // head are physical.
  {
    text: "We were at my nephew Sam's bar mitzvah, and at the party afterwards Sam was lifted up on a chair in the middle of the dance floor. A bald man with a cigar, somebody's uncle, grabbed my arm and made me dance with him for ages. My sister Rachel pulled me away and we went and hid by the bar. Then a gang of Sam's school friends tipped a whole bowl of crisps over my head. I was embarrassed, but I couldn't stop laughing.",
    characters: [
      'person male family | my nephew Sam',
      "person male stranger | a bald man with a cigar, somebody's uncle",
      'person female family | my sister Rachel',
      "person unknown known plural | a gang of Sam's school friends",
    ],
    interactions: ['aggression 1>D physical', 'friendliness 2>D physical', 'aggression 3>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Leah first names the party, then is present; a half-sister is family. The fiancé only names his mother
  // and is not coded; she is known (the relative of someone the dreamer knows). Leaving the dreamer out of
  // the speech "on purpose" is a snub (rejection). The blazing row is two codes. The arm round her
  // (physical) and the glass of fizz are two friendly acts. "felt invisible" names no class.
  {
    text: "It was my half-sister Leah's engagement party in the function room of a pub. Dad got up to make a speech and left me out of it on purpose. Then Leah and her fiancé's mum had a blazing row by the buffet about the seating plan for the wedding. Auntie Pauline put her arm round me and got me a glass of fizz. I felt invisible, and really sad.",
    characters: [
      'person female family | my half-sister Leah',
      'person male family | Dad',
      "person female known | her fiancé's mum",
      'person female family | Auntie Pauline',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>2',
      'aggression 2>0',
      'friendliness 3>D physical',
      'friendliness 3>D',
    ],
    emotions: ['sadness D'],
  },
  // A boyfriend is a friend. Banging on the door and saying they are in the wrong cabin are not coded; "we
  // were thrown out" is a passive whose agent is plain (the guard), one act to "us", to the dreamer, and not
  // physical (no one takes hold of them). Letting "us" sleep on her floor is one friendly act. Snoring is
  // no act. "I wasn't angry" is negated, "baffled" confusion.
  {
    text: "I was on the sleeper train to Penzance with my boyfriend, Kwame, squashed into a tiny cabin. In the middle of the night a guard with a grey beard banged on the door and said we were in the wrong cabin, and we were thrown out into the corridor in our pyjamas. A woman in a silk dressing gown let us sleep on the floor of hers. Kwame snored all the way to Cornwall. I wasn't angry, just baffled.",
    characters: [
      'person male friend | my boyfriend, Kwame',
      'person male stranger | a guard with a grey beard',
      'person female stranger | a woman in a silk dressing gown',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D'],
    emotions: ['confusion D'],
  },
  // The single interaction: the champagne and the clean napkin, one friendly act of the couple (a group of
  // unstated sex). The captain only names his table and never turns up. The spilt soup is an accident and
  // "didn't even apologise" is denied; the waiter's sex is never said. A stepdad is family; eating is no act.
  {
    text: "We were on a cruise round the Norwegian fjords, me and my stepdad, Clive, and we'd been invited to the captain's table, but the captain never turned up. A waiter spilt soup all down my dress and didn't even apologise. Clive just carried on eating. Then an old couple from Doncaster on the next table gave me a glass of champagne and a clean napkin. I was cross, but I ended up having a lovely time.",
    characters: [
      'person male family | my stepdad, Clive',
      'person unknown stranger | a waiter',
      'person unknown stranger plural | an old couple from Doncaster on the next table',
    ],
    interactions: ['friendliness 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // The gran is dead in waking life but present: coded. A guide introduced by "called" is a stranger;
  // flirting with the gran is a sexual advance (not physical), and "she loved it" her happiness. The snatch
  // is theft (physical); running after him is a chase (physical), and getting the bag back "for me" the
  // guide's help (friendliness, as es-tuning-14.ts). Uncertain: the gran's kiss on both cheeks is thanks
  // (friendliness, physical), not sexuality.
  {
    text: "I was on a coach tour of Rome with my gran, who's been dead for ten years. Our guide, a young Italian called Marco, flirted with her all morning, and she loved it. At the Trevi Fountain a boy on a scooter snatched my bag, so Marco ran after him and got it back for me. Gran kissed Marco on both cheeks. I was scared at first, then so happy to be with her again.",
    characters: [
      'person female family | my gran',
      'person male stranger | our guide, a young Italian called Marco',
      'person male stranger | a boy on a scooter',
    ],
    interactions: [
      'sexuality 1>0',
      'aggression 2>D physical',
      'aggression 1>2 physical',
      'friendliness 1>D',
      'friendliness 0>1 physical',
    ],
    emotions: ['happiness 0', 'apprehension D', 'happiness D'],
  },
  // Told in the present. "our two girls" are one group (family); the Dutch families are a crowd present.
  // The loud radio is aimed at no one; the dreamer's complaint is verbal aggression, and "go back to
  // England" his retort. Uncertain: the dog running off with one of the girls' flip-flops is theft from the
  // girls (physical). The sweets brought "to say sorry" are one act, to the girls; playing football is a
  // game. "thrilled" is the girls' happiness.
  {
    text: "We're camping in the Dordogne, me, my wife and our two girls, and the site is full of Dutch families. The man on the next pitch, a huge guy in Speedos, plays his radio till two in the morning. When I complain, he tells me to go back to England. His dog runs off with one of the girls' flip-flops. Then his little boy brings the girls a bag of sweets to say sorry, and they play football till dark. I'm annoyed with him, but the girls are thrilled.",
    characters: [
      'person female family | my wife',
      'person female family plural | our two girls',
      'person unknown stranger plural | Dutch families',
      'person male stranger | the man on the next pitch, a huge guy in Speedos',
      'animal unknown - | his dog',
      'person male stranger | his little boy',
    ],
    interactions: ['aggression D>3', 'aggression 3>D', 'aggression 4>1 physical', 'friendliness 5>1'],
    emotions: ['anger D', 'happiness 1'],
  },
  // "I got rammed in the back of the legs with a buggy by a woman" is a passive with its agent, on purpose:
  // physical. Measuring the feet is the assistant's work; the sticker is a gift to Matilda. The shoe thrown
  // at the woman is physical (as the chala in es-tuning-12.ts). "mortified" is apprehension, "proud"
  // happiness.
  {
    text: "I took my daughter Matilda to get her new school shoes at Clarks, and we had to wait ages. I got rammed in the back of the legs with a buggy by a woman in a puffer jacket, who did it on purpose to get past. The shop assistant, a girl with braces, measured Matilda's feet and gave her a sticker. Then Matilda threw one of the shoes at the woman. I was mortified, but secretly proud of her.",
    characters: [
      'person female family | my daughter Matilda',
      'person female stranger | a woman in a puffer jacket',
      'person female stranger | the shop assistant, a girl with braces',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 2>0', 'aggression 0>1 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The sales pitch is not coded. The lie told to the manager to get the dreamer into trouble is
  // aggression to the dreamer, whom it harms; telling her to leave the shop is the manager's rejection.
  // "I wanted to throw the phone at him" is only wished. Walking her over to the other shop is help
  // (friendliness). "tearful" is sadness.
  {
    text: "My phone had died, so I went into the phone shop in the shopping centre. The salesman, a lad with a man bun called Brandon, kept trying to sell me a contract. When I said no, he told his manager I'd sworn at him, and she told me to leave the shop. I wanted to throw the phone at him. An old man who'd been waiting by the door walked me over to the shop across the way. I was furious, and a bit tearful.",
    characters: [
      'person male stranger | the salesman, a lad with a man bun called Brandon',
      'person female stranger | his manager',
      "person male stranger | an old man who'd been waiting by the door",
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // Des first names the stall, then is present, dead in waking life: coded once. Squeezing the peaches is
  // no act; "a robber" is verbal aggression. The wink is friendly. The money belt is the dreamer's: its theft
  // is aggression to the dreamer (physical), "legged it" no second act. The police officer, of unstated sex, chasing
  // the pair is physical. "proud" is happiness; "calm" names no class.
  {
    text: "I was working on my uncle Des's fruit and veg stall at Leeds market, shouting the prices like he used to. Des, who died in 2019, was sitting behind the scales. A woman with a tartan shopping trolley squeezed every peach on the stall and then called me a robber. Des just winked at me. Then two lads in tracksuits nicked my money belt off the counter and legged it, and a police officer on a bike chased them down the aisle. I felt proud, and weirdly calm.",
    characters: [
      'person male family | my uncle Des',
      'person female stranger | a woman with a tartan shopping trolley',
      'person male stranger plural | two lads in tracksuits',
      'person unknown stranger | a police officer on a bike',
    ],
    interactions: ['aggression 1>D', 'friendliness 0>D', 'aggression 2>D physical', 'aggression 3>2 physical'],
    emotions: ['happiness D'],
  },
  // A coach at a class is known (en-tuning-10.ts). The telling off is verbal aggression. Firing an arrow at
  // the dreamer on purpose, which sticks in her trainer, is an assault (physical). Aisha's scream is
  // aggression to him; banning him from the range is Pam's (rejection). A stranger's girlfriend is a
  // stranger; her embarrassed wave is a friendly gesture and her embarrassment apprehension. "he didn't look
  // sorry at all" is negated.
  {
    text: "I went to an archery taster session behind the leisure centre with my friend Aisha. The coach, a stern woman in a green fleece called Pam, told me off for holding the bow upside down. The man next to me, who was showing off to his girlfriend, fired an arrow at me on purpose and it stuck in my trainer. Aisha screamed at him, and Pam banned him from the range. His girlfriend gave me an embarrassed little wave. I was terrified, and he didn't look sorry at all.",
    characters: [
      'person female friend | my friend Aisha',
      'person female known | the coach, a stern woman in a green fleece called Pam',
      'person male stranger | the man next to me',
      'person female stranger | his girlfriend',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'aggression 0>2', 'aggression 1>2', 'friendliness 3>D'],
    emotions: ['apprehension 3', 'apprehension D'],
  },
  // "the others" in the club are a group the dreamer knows; riding off is no act (as Julián going on up
  // alone in es-tuning-12.ts) and "didn't wait" is denied. The collie's chase is physical. Gordon, named
  // with no person word and a relative clause, is known, and so is his wife; the blame is verbal
  // aggression, the flapjack and the praise two friendly acts. "exhausted" names no class; "close to tears"
  // is sadness.
  {
    text: "I was out on a Sunday ride with the cycling club, forty miles round the Peak District. The others dropped me on the first hill and didn't wait. Then a collie shot out of a farm gate and chased me down the lane, snapping at my ankles. At the café stop, Gordon, who leads the rides, said I'd held everybody up, but his wife bought me a flapjack and said I'd done brilliantly. I was exhausted, and close to tears.",
    characters: [
      'person unknown known plural | the others',
      'animal unknown - | a collie',
      'person male known | Gordon, who leads the rides',
      'person female known | his wife',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>D', 'friendliness 3>D', 'friendliness 3>D'],
    emotions: ['sadness D'],
  },
  // The parents in the stands are a crowd present. Booing Finley, in a relative clause, is coded once though
  // repeated. Shouting at each other is two codes. The lifeguard, of unstated sex, telling "us both" to sit
  // down is one act, to the dreamer. Coming last is no act; the wave is friendly. "livid" is anger, "proud"
  // happiness.
  {
    text: "It was my son Finley's swimming gala at the leisure centre, and the stands were packed with parents. A loud man in a rugby shirt who was sitting behind me booed Finley every time he swam. We ended up shouting at each other across the seats until a lifeguard came over and told us both to sit down. Finley came last, but he climbed out and waved at me. I was livid, then so proud of him.",
    characters: [
      'person male family | my son Finley',
      'person unknown stranger plural | parents',
      'person male stranger | a loud man in a rugby shirt',
      'person unknown stranger | a lifeguard',
    ],
    interactions: ['aggression 2>0', 'aggression D>2', 'aggression 2>D', 'aggression 3>D', 'friendliness 0>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Nat and Gemma, named after a group word, are two characters. The poltergeist, "something" and "it", is a
  // creature of unknown sex: throwing plates at "us" is one physical act, to the dreamer, dragging Nat by
  // the feet a second. Gemma and the dreamer pulling her back are a rescue, one act each (friendliness,
  // physical). The owner's blame to "us" is one act. Nat sobbing is her sadness.
  {
    text: "We'd rented an old cottage on the Isle of Skye, me and my two best friends, Nat and Gemma. On the first night something started throwing plates off the dresser at us. Then it dragged Nat half out of bed by her feet, and Gemma and I grabbed her arms and pulled her back. In the morning the owner, a gloomy old man, told us we'd brought it on ourselves. Nat was sobbing, and I was terrified.",
    characters: [
      'person female friend | Nat',
      'person female friend | Gemma',
      'creature unknown - | something',
      'person male stranger | the owner, a gloomy old man',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression 2>0 physical',
      'friendliness 1>0 physical',
      'friendliness D>0 physical',
      'aggression 3>D',
    ],
    emotions: ['sadness 0', 'apprehension D'],
  },
  // The nan first names the farmhouse, then is present, dead in waking life: coded. The banshee, "a woman
  // with long grey hair", is a creature, female. Uncertain: her wailing at the window is aimed at no one,
  // but screeching in the dreamer's face is verbal aggression. Telling her to go home is sending her away
  // (rejection); the hug is friendliness (physical); walking out with her is no act.
  {
    text: "I was back at my nan's farmhouse in County Mayo, and Nan, who passed away in March, was sitting by the range. In the night a woman with long grey hair came wailing up to the window, and Nan said it was the banshee come for her. The banshee drifted into the kitchen and screeched in my face. Nan told her to go home and wait. Then Nan hugged me and walked out with her into the dark. I was terrified, and I woke up crying.",
    characters: ['person female family | my nan', 'creature female - | a woman with long grey hair'],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'sadness D'],
  },
  // No interaction: walking the maze together is not coded, Nathan's sayings are no act, and the gardener
  // only watches and "never said a word" (denied). A stepbrother is family. "I wasn't scared" is negated;
  // the dreamer's confusion and Nathan's ("as confused as I was") are coded.
  {
    text: "I was lost in the hedge maze at Hampton Court with my stepbrother Nathan. Every path looked the same and the hedges kept getting taller. Nathan kept saying the way out was just round the next corner, but it never was. A gardener with a pair of shears watched us through a gap in the hedge and never said a word. I wasn't scared, just lost and muddled, and Nathan looked as confused as I was.",
    characters: [
      'person male family | my stepbrother Nathan',
      'person unknown stranger | a gardener with a pair of shears',
    ],
    interactions: [],
    emotions: ['confusion D', 'confusion 0'],
  },
];
