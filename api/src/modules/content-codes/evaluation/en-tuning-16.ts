// English, sixteenth tuning batch, the fourteenth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// The dreamers are English, Welsh, Scottish, Irish, American, Australian, Nigerian and Indian, and write
// their own English ("gave out stink to him", "I toasted Funke", "vexed", "raging", "Aai", "thatha", "Nain").
// Conventions followed (README.md, en-tuning-15.ts and the earlier batches): an interaction aimed at "us"
// is one event, coded once with the dreamer as recipient; an act of a group is coded to the group only ("the
// other aunties were laughing at me"), while people who stand out from a group by name ("Aunty Bisi" among
// "my aunties", "a lanky lad called Mikey" of the two teams) are coded apart; a reciprocal act ("Mr.
// Henderson yelled at Travis ... and Travis yelled right back at him") is two codes; an attempted act is
// coded as the act (a mug thrown that misses); people only mentioned ("one guy came late") are not
// characters, while an owner who is then present ("our neighbor's storm cellar" and Mr. Henderson, "my
// sister's baby boy" and the sister, "my late wife's casserole" and Darlene by the urn) is; someone dead in
// waking life but present in the dream is coded (a late husband in his pew, "my Nain, who died when I was
// ten", Darlene, Mama Agba, "my thatha", a dad at the arcade); kin words in the dreamer's own language
// ("Aai", "Baba", "Nain", "thatha", "Mama Agba", "Daddy", "my mam") are family; the relatives, partners and
// friends of people the dreamer knows are known ("his little boy, Cody", "her two boys"), those of strangers
// strangers ("His father", "his mother", "his mum"); workmates in a job the dreamer has in the dream are
// known ("My teaching assistant, Bev", "The gun shearer", "the cook, a woman called Marg"), and so are the
// pupils of the dreamer's class; a partner is a friend ("my partner Shaz": a partner who is "her" is
// female), an ex known ("my high school girlfriend, Tiffany"), a roommate or a bunkmate known (as a
// flatmate); guilt, shame, embarrassment and being mortified or nervous are apprehension, relief, pride and
// amusement happiness, being close to tears, hurt, gutted, miserable, lonely, homesick and crying or sobbing
// sadness, being fuming, livid, raging, vexed and annoyed anger; laughter aimed at no one ("Thatha just
// laughed and laughed", "kinda laughing") and thinking something hilarious are the laugher's amusement, not
// an interaction, but laughing at someone is mockery, and so are monkey noises made at someone (as sticking
// a tongue out); a mocking word in quotation marks is the act itself ("mouthing 'loser' at me",
// en-tuning-14.ts); body sensations ("shaking", "knackered", "I felt sick") and feelings of no HVdC class
// ("peaceful") are not coded, nor are negated feelings ("I wasn't angry with Trev at all", "I wasn't
// scared"; in "too scared even to cry" only the crying is denied); acts only wished or denied ("didn't
// complain once", "didn't even say sorry", "didn't notice", "never once looked round at me", "nobody even
// screamed") and accidents (a foot trodden on in the crush) are not coded; a rite (vibhuti smeared on the
// forehead), haggling (en-tuning-7.ts) and a professional's work (a licence photo taken, coffee refilled)
// are not coded; a rescue that pulls the victim free is friendliness (physical) to the victim ("grabbed my
// wrist and hauled me inside"), one that takes hold of the attacker aggression (physical) to the attacker
// only ("drags him out the door by his collar"); a defence said to the attacker is aggression to the
// attacker ("told him he was being horrible to Miss", "told Malcolm to jog on", "tells him to quit it"); a
// deliberate snub ("put her earbuds in and turned to face the wall") or being sent away ("sends me to the
// back of the line") is rejection (aggression, not physical); saying hi, a wave and a smile at the dreamer
// are friendliness (en-tuning-3.ts, en-tuning-6.ts); a gift and the words said with it are two friendly acts
// (as the squash and the encouragement in en-tuning-4.ts), and so are a pat and a compliment
// (en-tuning-12.ts), while a handshake with the praise is one act (en-tuning-15.ts) and two things handed
// together one gift ("a tissue and a mint"); a gift handed to the dreamer's child is to the child ("slipped
// her a fifty in a card", en-tuning-14.ts); theft and damage done on purpose are physical aggression
// ("helped herself to half my sunflowers", an engine grabbed off the track and flung on the floor, a banana
// whipped out of the dreamer's hand by a monkey), and so is a ball booted at someone's face on purpose;
// flirting and a wink from an ex or a stranger are a sexual overture (en-tuning-6.ts, en-tuning-7.ts), not
// physical; animals are coded of unknown sex.
// Conventions this batch had to decide: teasing the dreamer about not being married ("kept asking me loudly
// when I would bring my own husband") is verbal aggression, as mockery; a punishment drill that a soldier
// orders on "our whole platoon" is one act to the dreamer, as an act aimed at "us", and not physical (no
// one is touched, chased or held), while the platoon is a group the dreamer knows, present; a mother digging
// her nails into the dreamer's arm to make her sit up straight is physical aggression (a punishment with
// touch, as the rapped knuckles in en-tuning-5.ts); playing louder on purpose to drown the dreamer out is
// aggression (not physical); "I toasted Funke" (Nigerian English: chatted her up) is the dreamer's sexual
// overture, and her giving him her number friendliness (as asking for a number in en-tuning-7.ts); a child
// who crawls into the dreamer's lap and holds on is friendliness (physical, as holding onto the dreamer's arm
// in en-tuning-15.ts), and the song the dreamer then sings to him a second, friendly act; letting the
// dreamer go ahead in a queue ("waves me in ahead of him") is friendliness; a monkey that whips a banana out
// of the dreamer's hand and then bares its teeth does two acts, a theft (physical) and a threat (not
// physical); a dog piddling on the dreamer's clean step does nothing aimed at anyone: no act; squeezing up
// to make room on a seat and sharing food are two friendly acts; "Penneys, is it?", said to the dreamer
// about the dress she bought her daughter, is aggression to the dreamer; the dreamer's own parish priest or
// vicar and the people of the dreamer's own church (a deacon, the woman who runs the nursery, a member of
// the flower rota) are known, unlike the vicar at someone else's christening in en-tuning-8.ts, while an
// Ofsted inspector who comes into the dreamer's class is a stranger; a boy brought to meet the dreamer for
// an arranged marriage, and his mother, are strangers; "ready to kill Jacinta" is anger, not an act wished;
// "passed out" of national service is no fainting.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_16: HandCodedDream[] = [
  // The class is a group the dreamer (their teacher in the dream) knows; Amelia stands out from it by name.
  // The inspector coming into the class is a stranger. "requires improvement" announced in front of the kids
  // is criticism (aggression); the rub of the arm is friendly (physical). Uncertain: Amelia telling him
  // he was being horrible to Miss is a defence said to the attacker (aggression to him only). "close to
  // tears" is sadness, "proud" happiness.
  {
    text: "I was teaching my Year 4 class when an Ofsted inspector, a thin man with a lanyard, walked in halfway through a lesson on fractions. He sat at the back scribbling, and at the end he announced in front of the kids that my lesson 'requires improvement'. My teaching assistant, Bev, gave my arm a rub under the desk. Then a little girl called Amelia put her hand up and told him he was being horrible to Miss. I was close to tears, and so proud of her.",
    characters: [
      'person unknown known plural | my Year 4 class',
      'person male stranger | an Ofsted inspector, a thin man with a lanyard',
      'person female known | My teaching assistant, Bev',
      'person female known | a little girl called Amelia',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D physical', 'aggression 3>1'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Typed in a hurry, in the present. The magpie diving at the dreamer and getting the ear is one attack
  // (physical, as the tern in en-tuning-11.ts). The bloke's insult yelled from the ute is one verbal act;
  // driving off is no act. The tissue and the mint handed together are one gift. "embarrassed" and "scared"
  // are one code of apprehension.
  {
    text: 'riding my bike to work along the river in brisbane and its swooping season. this massive magpie keeps diving at me and gets me right on the ear, blood everywhere. a bloke in a ute slows down next to me and yells get a helmet with eyes on it ya galah and then takes off. a little old lady at the bus stop gives me a tissue and a mint. so embarrassed and still scared of that magpie',
    characters: [
      'animal unknown - | this massive magpie',
      'person male stranger | a bloke in a ute',
      'person female stranger | a little old lady at the bus stop',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // The neighbour, named first as the owner of the cellar, is present and known, and so is his little boy.
  // Yelling at each other is two codes. Uncertain: Cody crawling into the dreamer's lap and holding on is
  // friendliness (physical), and the song sung to him a second act, the dreamer's. "too scared even to cry"
  // is Cody's fear; the crying is denied.
  {
    text: "The sirens went off in the middle of the night, and we all crammed into our neighbor's storm cellar: me, my husband Travis, our dog Duke, and our neighbor Mr. Henderson with his little boy, Cody. The tornado went over like a freight train. Mr. Henderson yelled at Travis for bringing a dog down there, and Travis yelled right back at him. Cody crawled into my lap and held on to me, and I sang 'You Are My Sunshine' to him. I was terrified, and Cody was too scared even to cry.",
    characters: [
      'person male family | my husband Travis',
      'animal unknown - | our dog Duke',
      'person male known | our neighbor Mr. Henderson',
      'person male known | his little boy, Cody',
    ],
    interactions: ['aggression 2>0', 'aggression 0>2', 'friendliness 3>D physical', 'friendliness D>3'],
    emotions: ['apprehension D', 'apprehension 3'],
  },
  // Told in the present. Aai and Baba (Marathi: mother and father) are family; a boy brought to meet the
  // dreamer for an arranged marriage, and his mother, are strangers. "darker than in the photo" is a
  // criticism (aggression); the shy smiles are friendliness (as a smile in en-tuning-6.ts), coded once.
  // Monkey noises made at her are mockery. Uncertain: Aai digging her nails into the dreamer's arm to make her sit
  // up straight is physical aggression. "pleased with himself" is Baba's happiness.
  {
    text: "Aai and Baba have invited a boy called Rohan and his mother to see me for an arranged marriage, and I'm carrying in a tray of poha in my good saree. His mother peers at me and says I'm darker than in the photo. Rohan keeps giving me shy little smiles when nobody's looking. My little brother Aditya makes monkey noises at her from behind the curtain. Aai digs her nails into my arm to make me sit up straight. I'm so nervous, and Baba looks very pleased with himself.",
    characters: [
      'person female family | Aai',
      'person male family | Baba',
      'person male stranger | a boy called Rohan',
      'person female stranger | his mother',
      'person male family | My little brother Aditya',
    ],
    interactions: ['aggression 3>D', 'friendliness 2>D', 'aggression 4>3', 'aggression 0>D physical'],
    emotions: ['apprehension D', 'happiness 1'],
  },
  // Firing sods at the dreamer is one physical attack, coded once though repeated (the one that catches the
  // ear is the same act). "gave out stink to him" (Irish: scolded him) is aggression to Declan. Pouring the
  // dreamer the first cup is a kindness (friendliness). The hare only watches. "raging" is anger,
  // "delighted" happiness.
  {
    text: "I was back on the bog in Offaly with Daddy and my brother Declan, footing turf like when we were young, and the rain was coming in sideways. Declan kept firing sods at me whenever Daddy's back was turned, and one caught me on the ear. Daddy copped it and gave out stink to him. A hare sat up in the heather and watched us. Then Daddy poured me the first cup from the flask, which he never did. I was raging with Declan, but delighted with myself.",
    characters: ['person male family | Daddy', 'person male family | my brother Declan', 'animal unknown - | A hare'],
    interactions: ['aggression 1>D physical', 'aggression 0>1', 'friendliness 0>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // "passed out" is finishing national service, no fainting. The latecomer is only mentioned. Uncertain: the
  // frog-jumps the soldier (sex unstated) orders on "our whole platoon" are one act to the dreamer, as an act
  // aimed at "us", and not physical; the platoon is a group the dreamer knows, present. Sharing food is
  // friendliness. "I toasted Funke" (chatted her up) is the dreamer's sexual overture, and her number given
  // back friendliness. "vexed" is anger.
  {
    text: 'I was back at NYSC orientation camp in Iseyin in my white shorts and canvas, though I passed out years ago. Because one guy came late, a soldier with a whistle made our whole platoon frog-jump round the parade ground. My bunkmate, Chinedu, shared his garri and groundnut with me after. Later I toasted Funke, a fine girl from Platoon 4, at the mammy market, and she gave me her number. I was vexed with that latecomer, but very happy.',
    characters: [
      'person unknown stranger | a soldier with a whistle',
      'person unknown known plural | our whole platoon',
      'person male known | My bunkmate, Chinedu',
      'person female stranger | Funke, a fine girl from Platoon 4',
    ],
    interactions: ['aggression 0>D', 'friendliness 2>D', 'sexuality D>3', 'friendliness 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. Revving the car and the low offer are haggling, not coded (as in en-tuning-7.ts);
  // "calls me a con man" is verbal aggression. His mum (a stranger's relative) apologising is friendliness.
  // "Good riddance!" shouted after the lad is the neighbour's aggression to him. "fuming" is anger, "gutted"
  // sadness.
  {
    text: 'I\'m selling my old Corsa on Facebook Marketplace, and a lad in a tracksuit turns up with his mum to look at it. He revs it for ages and offers me three hundred quid. When I say no, he calls me a con man and storms off down the road. His mum hangs back and says sorry for him. My neighbour Colin leans over the fence and shouts "Good riddance!" after him. I\'m fuming, and a bit gutted nobody wants the car.',
    characters: [
      'person male stranger | a lad in a tracksuit',
      'person female stranger | his mum',
      'person male known | My neighbour Colin',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'aggression 2>0'],
    emotions: ['anger D', 'sadness D'],
  },
  // The late wife, named first as the owner of the recipe, is present by the urn: coded (family). People of
  // the dreamer's own church are known. "dry as a bone" said out loud of his dish is criticism (aggression).
  // The pat (physical) and the compliment are two friendly acts (as en-tuning-12.ts), the smile a third. The
  // boys sneaking pie do nothing aimed at anyone. "hurt" is sadness, "glad" happiness.
  {
    text: "After church we had a potluck in the fellowship hall, and I'd brought my late wife's King Ranch casserole. Deacon Hollis took one bite and said out loud it was dry as a bone. Then Miss Loretta, who runs the church nursery, patted my hand and told me it tasted just like Darlene's. And there was Darlene herself, over by the coffee urn in her yellow Sunday dress, smiling at me, though she's been gone three years. A couple of teenage boys were sneaking extra pie. I was hurt, then just so glad to see her.",
    characters: [
      'person male known | Deacon Hollis',
      'person female known | Miss Loretta, who runs the church nursery',
      'person female family | Darlene herself',
      'person male stranger plural | A couple of teenage boys',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D physical', 'friendliness 1>D', 'friendliness 2>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Told in the present. Uncertain: playing louder on purpose to drown the dreamer out is aggression (not
  // physical). The pint on the house and "Don't mind him, you're flying" are two friendly acts (a gift and
  // the words said with it). The Americans only film. The hug is friendly (physical). "fierce annoyed" is
  // anger, "delighted" happiness.
  {
    text: "I'm at a trad session in a pub in Doolin with my fiddle, squeezed in by the fire. Every time I start a tune, an old box player with a white beard plays louder to drown me out. The barman slides a pint over to me on the house and says, \"Don't mind him, you're flying.\" A crowd of Americans at the bar are filming everything on their phones. Then my sister Róisín, who's meant to be in Boston, walks in and gives me a massive hug. I'm fierce annoyed with the box player, but delighted to see her.",
    characters: [
      'person male stranger | an old box player with a white beard',
      'person male stranger | The barman',
      'person unknown stranger plural | A crowd of Americans at the bar',
      'person female family | my sister Róisín',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 1>D', 'friendliness 3>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // The grandfather ("thatha", Tamil), dead in waking life but present, is family. Uncertain: the monkey
  // whipping the banana away is a theft (physical), and baring its teeth at the dreamer a threat, a second
  // act (not physical). The pilgrims "didn't notice": no act. Thatha laughing is aimed at no one: his
  // amusement. The vibhuti is the rite. "peaceful" names no class.
  {
    text: "I was climbing the steps up to the Murugan temple at Palani with my thatha, who passed away when I was in college. Halfway up, a big monkey jumped onto the railing, whipped the banana right out of my hand and bared its teeth at me. A group of pilgrims in black veshtis went past chanting and didn't notice. Thatha just laughed and laughed. At the top the priest smeared vibhuti on my forehead. I was scared of that monkey and confused about everything, but Thatha looked so peaceful.",
    characters: [
      'person male family | my thatha',
      'animal unknown - | a big monkey',
      'person male stranger plural | A group of pilgrims in black veshtis',
      'person male stranger | the priest',
    ],
    interactions: ['aggression 1>D physical', 'aggression 1>D'],
    emotions: ['happiness 0', 'apprehension D', 'confusion D'],
  },
  // Nain (Welsh: grandmother), dead in waking life but present, is family. The audience is a group present
  // with no act. The adjudicator's sigh into the microphone is aimed at no one. Mouthing "loser" at the dreamer
  // is verbal aggression; whispering the first line to her is help (friendliness). "embarrassed" is apprehension.
  {
    text: "I was doing the recitation at the Urdd Eisteddfod, on a massive stage in front of hundreds of people, and I forgot every word of my poem. The adjudicator, an old man in a bow tie, sighed into his microphone. A girl from another school, who'd gone on before me, was mouthing 'loser' at me from the front row. Then my Nain, who died when I was ten, was sitting right next to her, and she whispered the first line to me. I was so embarrassed, but when I saw Nain I was happy.",
    characters: [
      'person unknown stranger plural | hundreds of people',
      'person male stranger | The adjudicator, an old man in a bow tie',
      'person female stranger | A girl from another school',
      'person female family | my Nain',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Workmates in the dream's job are known. Effing and blinding at the dreamer all morning is one verbal act; the ewe
  // butting the dreamer is physical. The cuppa and the lamington are one gift, and "not to let Trev get to
  // me" a second friendly act (comfort). "knackered" is a body sensation, "homesick" sadness; "wasn't angry
  // with Trev at all" is negated.
  {
    text: "I was working as a rouseabout in a shearing shed out past Dubbo, sweeping up wool, which I've never done in my life. The gun shearer, a huge bloke called Trev, effed and blinded at me all morning for being too slow. Then a big old ewe got loose and butted me clean into the wool press. At smoko the cook, a woman called Marg, brought me a cuppa and a lamington and told me not to let Trev get to me. I was knackered and homesick, but I wasn't angry with Trev at all.",
    characters: [
      'person male known | The gun shearer, a huge bloke called Trev',
      'animal unknown - | a big old ewe',
      'person female known | the cook, a woman called Marg',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['sadness D'],
  },
  // Told in the present. The line of people is a group present. "not acceptable" and being sent to the back
  // of the line is one act of rejection. Uncertain: waving the dreamer in ahead of him is friendliness. A high
  // school girlfriend is an ex (known); taking the photo is her work, and her wink a sexual overture (as the
  // winks of en-tuning-7.ts). "annoyed" is anger, "thrilled" happiness.
  {
    text: "I'm at the DMV in Columbus to renew my license, and the line of people goes out the door and around the block. When I finally get to the window, the clerk, a woman with her glasses on a chain, says my photo is 'not acceptable' and sends me to the back of the line. A guy in a Buckeyes jersey waves me in ahead of him. Then my high school girlfriend, Tiffany, is suddenly behind the counter taking my picture, and she winks at me. I'm annoyed, then weirdly thrilled.",
    characters: [
      'person unknown stranger plural | the line of people',
      'person female stranger | the clerk, a woman with her glasses on a chain',
      'person male stranger | A guy in a Buckeyes jersey',
      'person female known | my high school girlfriend, Tiffany',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'sexuality 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // The sister, named first as the baby's mother, is present, and so is the baby. The aunties are a family
  // group; Aunty Bisi stands out by name. Uncertain: asking loudly when the dreamer will bring a husband is
  // teasing (verbal aggression); the others laughing at her is the group's mockery. Mama Agba (Yoruba:
  // grandmother), dead but present: the chin-chin is a gift and "Don't mind them" comfort, two friendly acts.
  {
    text: 'It was the naming ceremony for my sister\'s baby boy in Ibadan, and the compound was full of my aunties in matching aso ebi. My grandmother, Mama Agba, was sitting on a plastic chair in the corner fanning herself, though she died in 2019. Aunty Bisi kept asking me loudly when I would bring my own husband, and the other aunties were laughing at me. Mama Agba called me over, pressed a wrap of chin-chin into my hand and said, "Don\'t mind them." My sister was walking round showing off the baby. I was so embarrassed, then so happy to see Mama.',
    characters: [
      'person female family | my sister',
      "person male family | my sister's baby boy",
      'person female family plural | my aunties',
      'person female family | My grandmother, Mama Agba',
      'person female family | Aunty Bisi',
    ],
    interactions: ['aggression 4>D', 'aggression 2>D', 'friendliness 3>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The flower-rota woman and the vicar of the dreamer's own church are known. Helping herself to half the
  // sunflowers from the dreamer's arrangement is theft (physical), and "looked like a jumble sale" a second,
  // verbal act. Telling her to put them back is a defence said to her (aggression). The late husband, present,
  // waves: a friendly act. "hurt" is sadness.
  {
    text: "It was harvest festival at St Mary's, and I'd done the big arrangement by the font, all sunflowers and wheat. Mrs Pemberton from the flower rota came along behind me, helped herself to half my sunflowers for her own display and said mine looked like a jumble sale. The vicar, a young woman we call Rev Jo, told her to put them back this minute. My late husband, Dennis, was sitting in our old pew in his Sunday suit, and he gave me a little wave. I felt so hurt, and then so happy.",
    characters: [
      'person female known | Mrs Pemberton from the flower rota',
      'person female known | The vicar, a young woman we call Rev Jo',
      'person male family | My late husband, Dennis',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 1>0', 'friendliness 2>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Typed in a hurry, in the present. A roommate is known. Calling the dreamer sweetheart and asking for her
  // number is one sexual overture. "tells him to quit it" is a defence said to him (aggression); the mug
  // thrown that misses is an attempted assault, coded as the act (physical). The cook (sex unstated) dragging
  // him out is aggression to the attacker (physical). Refilling coffee is the waitress's work. "kinda
  // laughing" is aimed at no one: amusement; "shaking" is a body sensation.
  {
    text: 'im at a waffle house off I-85 at like 3am with my roommate jake and this drunk dude in a cowboy hat keeps calling me sweetheart and asking for my number. jake tells him to quit it so the guy throws a coffee mug at jake and misses. then the cook jumps the counter and drags him out the door by his collar. the waitress just keeps refilling our coffee like nothing happened. im shaking and scared but also kinda laughing',
    characters: [
      'person male known | my roommate jake',
      'person male stranger | this drunk dude in a cowboy hat',
      'person unknown stranger | the cook',
      'person female stranger | the waitress',
    ],
    interactions: ['sexuality 1>D', 'aggression 0>1', 'aggression 1>0 physical', 'aggression 2>1 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The families filling the church are a group present. Jacinta, a mother from the daughter's class, is
  // known. Uncertain: "Penneys, is it?", said to the dreamer about the dress, is aggression to the dreamer.
  // The handshake with the praise is one friendly act (physical) to Aoife, and the fifty a gift to her
  // (en-tuning-14.ts). "thrilled with herself" is Aoife's happiness; "ready to kill Jacinta" is anger.
  {
    text: "It was my daughter Aoife's First Communion, and the church in Tallaght was packed with families. Jacinta Doyle, one of the mammies from Aoife's class, eyed Aoife's dress and said to me, \"Penneys, is it?\" Aoife didn't even notice. After the Mass, Father Brennan shook Aoife's hand and told her she was the best reader he'd ever had. My mam slipped her a fifty in a card. Aoife was thrilled with herself, and I was ready to kill Jacinta.",
    characters: [
      'person female family | my daughter Aoife',
      'person unknown stranger plural | families',
      "person female known | Jacinta Doyle, one of the mammies from Aoife's class",
      'person male known | Father Brennan',
      'person female family | My mam',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>0 physical', 'friendliness 4>0'],
    emotions: ['happiness 0', 'anger D'],
  },
  // Told in the present. Neighbours on the stair are known. "I've missed a bit and it's a disgrace" is one
  // act of criticism. Uncertain: the Westie piddling on the clean step does nothing aimed at anyone: no act;
  // Mrs Docherty thinking it hilarious is her amusement (as in en-tuning-12.ts). The roll and the praise of
  // the stair are two friendly acts. "raging" is anger.
  {
    text: "It's my week to do the stair in our close in Partick, and I'm on my knees with a bucket and a scrubbing brush. Mrs Docherty from the top floor comes down with her wee Westie and tells me I've missed a bit and it's a disgrace. Then the Westie piddles on my clean step, and she thinks it's hilarious. Kofi, the young guy from across the landing, brings me a roll and square sausage and says the stair's never looked better. I'm absolutely raging with her.",
    characters: [
      'person female known | Mrs Docherty from the top floor',
      'animal unknown - | her wee Westie',
      'person male known | Kofi, the young guy from across the landing',
    ],
    interactions: ['aggression 0>D', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['happiness 0', 'anger D'],
  },
  // Hauling the dreamer onto a moving train by the wrist is a rescue (friendliness, physical). The women
  // packing the compartment are a group present. The scolding is verbal aggression. The foot trodden on is an
  // accident by someone unseen: no act. Uncertain: making room on the seat and sharing the peanuts are two
  // friendly acts. "relieved" is happiness, "cross" anger.
  {
    text: "I was running for the 8.14 fast local at Dadar, and the train was already moving. A college girl in the ladies' compartment grabbed my wrist and hauled me inside. The compartment was packed with women, and a fisherwoman with a basket on her head scolded me in Marathi for hanging in the doorway like a fool. Somebody stepped hard on my foot and didn't even say sorry. Then an old lady squeezed up to make room for me on the seat and shared her peanuts with me. I was scared, then relieved, and a bit cross.",
    characters: [
      "person female stranger | A college girl in the ladies' compartment",
      'person female stranger plural | women',
      'person female stranger | a fisherwoman with a basket on her head',
      'person female stranger | an old lady',
    ],
    interactions: ['friendliness 0>D physical', 'aggression 2>D', 'friendliness 3>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D', 'anger D'],
  },
  // Grabbing the engine off the track and flinging it on the floor is damage to property (physical). The
  // father does nothing. A member of the dreamer's club is known; the charge of copying is verbal aggression. The
  // bacon roll is a gift and "told Malcolm to jog on" a defence said to him (aggression). "livid" is anger;
  // smiling is aimed at no one.
  {
    text: "I had my layout on show at a model railway exhibition in a school gym in Crewe, the one I've been building in the loft for twenty years. A boy of about six reached over the rope, grabbed my best engine off the track and flung it on the floor. His father just stood there eating a sausage roll. Then Malcolm from my club came over and said I'd copied my signal box off his. My granddaughter Holly brought me a bacon roll and told Malcolm to jog on. I was livid, though I kept smiling.",
    characters: [
      'person male stranger | A boy of about six',
      'person male stranger | His father',
      'person male known | Malcolm from my club',
      'person female family | My granddaughter Holly',
    ],
    interactions: ['aggression 0>D physical', 'aggression 2>D', 'friendliness 3>D', 'aggression 3>2'],
    emotions: ['anger D'],
  },
  // No interaction: the dreamer not calling the boys out and "nobody even screamed" are denied, and the
  // saltie only slides off the bank. A partner who is "her" is a female friend, her boys known. Sobbing is
  // Shaz's sadness, the boys' "best day of their lives" their happiness. "I felt sick" is a body
  // sensation; "ashamed" is apprehension.
  {
    text: "We were camping by a billabong in Kakadu, me, my partner Shaz and her two boys. The boys were splashing about at the edge even though there were croc signs everywhere, and I couldn't be bothered calling them out. A minute later a huge saltie slid off the bank right where they'd been standing, and nobody even screamed. Shaz sobbed her heart out. The boys reckoned it was the best day of their lives. I felt sick, and so ashamed of myself.",
    characters: [
      'person female friend | my partner Shaz',
      'person male known plural | her two boys',
      'animal unknown - | a huge saltie',
    ],
    interactions: [],
    emotions: ['sadness 0', 'happiness 1', 'apprehension D'],
  },
  // A roommate met once before is known. The mom's crying and hugging: a hug (friendliness, physical) and
  // her sadness. Saying hi is friendliness (en-tuning-3.ts); putting her earbuds in and turning to the wall a
  // snub (rejection). Hauling the fridge up is help; "didn't complain once" is denied. "mortified" is
  // apprehension, "homesick" sadness.
  {
    text: "It was move-in day at my dorm at Penn State, and my mom was crying and hugging me in the hallway. My roommate, a girl named Kayla who I'd met once at orientation, had already taken the bed by the window. When I said hi, she just put her earbuds in and turned to face the wall. My dad hauled my mini-fridge up four flights of stairs for me and didn't complain once. I was mortified by my mom, and already so homesick.",
    characters: [
      'person female family | my mom',
      "person female known | My roommate, a girl named Kayla who I'd met once at orientation",
      'person male family | My dad',
    ],
    interactions: ['friendliness 0>D physical', 'friendliness D>1', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['sadness 0', 'apprehension D', 'sadness D'],
  },
  // Told in the present. The two teams are a group; Mikey stands out by name. "screams that I'm blind" is
  // verbal aggression, coded once though repeated; the ball booted at the dreamer's face on purpose is an
  // assault (physical). The flask of tea is a gift; "calm down or go home" a defence said to the dad
  // (aggression). "miserable" is sadness, "scared" apprehension; "soaked" is no feeling.
  {
    text: "I'm refereeing a match between two under-11s teams on a Sunday morning, in the pouring rain, and I can't find my whistle. A dad on the touchline, a big bloke in a Stone Island coat, screams that I'm blind every time I give a foul. The blue team's captain, a lanky lad called Mikey, boots the ball straight at my face on purpose. Then my wife turns up with a flask of tea for me and tells the big bloke to calm down or go home. I'm soaked and miserable, and a bit scared of him.",
    characters: [
      'person unknown stranger plural | two under-11s teams',
      'person male stranger | A dad on the touchline, a big bloke in a Stone Island coat',
      "person male stranger | The blue team's captain, a lanky lad called Mikey",
      'person female family | my wife',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'friendliness 3>D', 'aggression 3>1'],
    emotions: ['sadness D', 'apprehension D'],
  },
  // No interaction: the dad, dead in waking life but present, is coded; "never once looked round at me" is
  // denied and his muttering is aimed at no one. The kids and the sleeping woman in the booth are present
  // with no act. "lonely and sad" is one code of sadness; "I wasn't scared" is negated.
  {
    text: "I was in the amusement arcade on the seafront at Great Yarmouth with my dad, who died in 2011. He was feeding twopences into the coin pushers like he always did, and the whole place was flashing and dinging. A gang of kids were crowded round the grabber machine. The woman in the change booth was fast asleep. Dad never once looked round at me, he just kept muttering 'nearly, nearly'. I felt lonely and sad, but I wasn't scared.",
    characters: [
      'person male family | my dad',
      'person unknown stranger plural | A gang of kids',
      'person female stranger | The woman in the change booth',
    ],
    interactions: [],
    emotions: ['sadness D'],
  },
];
