// English, seventeenth tuning batch, the fifteenth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// The dreamers are American, Canadian, South African, Indian, Nigerian, Scottish, Irish, Northern Irish,
// Australian, New Zealander, Singaporean, Kenyan, Welsh and English, and write their own English ("take a leak",
// "boerewors", "timmies", "a double double", "a pink safa", "a danfo", "a young one", "snags", "tramping",
// "choped", "chama", "Taid", "bleachers", "housecoat", "working the door", "Maw Maw", "a cuppa", "auto driver").
// Conventions followed (README.md, en-tuning-16.ts and the earlier batches): an interaction aimed at "us" is one
// event, coded once with the dreamer as recipient ("gave us extra chicken", "told us off", "shouted at us to sit
// back down"); an act of a group is coded to the group only, and a member singled out of it ("One of the
// Germans") is coded to the group unless named, while a person described apart ("a man in a camo hat in the front
// row", "a lady behind me") is a character of their own; an attempted act is coded as the act (a bottle thrown
// that just misses); people only mentioned, named as owners ("my kids' middle school") or only heard on the phone
// (a manager who calls) are not characters, and nothing said over the phone is coded, while an owner who is then
// present ("Mama Wanjiru's sitting room", "my mom's cottage", "my best friend Rahul's baraat", "my son's footy
// club") is, and so is someone first only spoken of who then walks in (Kev, gone back for the dog); someone dead
// in waking life but present in the dream is coded (Gogo, a grandfather at the next table, Fly the collie, a
// grandad at his beehives, Maw Maw, a grandpa at the Thanksgiving table, a late husband in a waiting room, a mom
// at her sink); kin words in the dreamer's own English ("gogo", "Taid", "Maw Maw", "my young lad") are family;
// in-laws are family ("my brother-in-law, Gary", "My father-in-law, Ron"), and so is the wife's nephew
// (as the wife's grandmother in en-tuning-13.ts); the relatives, partners and friends of people the dreamer knows
// are known ("his new girlfriend", "Rahul's mama"); workmates in a job the dreamer has in the dream are known ("my
// manager deb", "the other bouncer big davy"), and so are the people who run the son's club (en-tuning-14.ts); a
// boyfriend is a friend, an ex, a colleague and a neighbour known; guilt, shame, embarrassment, humiliation and
// being mortified, scared or terrified are apprehension, relief, pride and amusement happiness, being hurt,
// gutted, heartbroken, lonely, sad and crying or bawling sadness, being annoyed, mad, vexed, raging and furious
// anger, and crying for happiness is happiness only (en-tuning-5.ts); laughter aimed at no one ("kinda laughing",
// "thought it was hilarious") is the laugher's amusement, not an interaction, but laughing at someone is mockery;
// body sensations ("freezing", "my shoulder hurt", "I froze", "shaking", "my knee is bleeding") and feelings of no
// HVdC class ("safe", "somehow fine") are not coded, nor are negated feelings ("I wasn't even angry with the man
// on the quad", "wasnt even scared"); acts only wished or denied ("nobody even honks", "she never turned around")
// and accidents (cider spilt down a back, a caber dropped on a foot, sheep scattered by a quad bike, a child who
// falls off a sheep) are not coded; a game or a contest (the mutton busting, the judge's score at the trials), a
// sales pitch (plastic hats, en-tuning-10.ts) and a professional's work (a doctor's news) are not coded; a rescue
// that pulls the victim free is friendliness (physical) to the victim ("grabbed me by the hood and hauled me out",
// a clown carrying a child to the fence), one that goes for the attacker aggression (physical) to the attacker
// only (a raccoon chased off with a broom, as the dog chased in en-tuning-14.ts); a defence said to the attacker
// ("told him to knock it off", "tells her to mind her own business", "told him to back off") is aggression to the
// attacker, and taking the dreamer's side with nothing said to the attacker ("stood up for me") friendliness to
// the dreamer (en-tuning-12.ts); a false charge ("says I never paid", "said I smelled of weed", "I had eaten the
// money") is verbal aggression, and a blame and the punishment that follows it (a push off the bus) are two acts;
// being sent or turned away ("Off! Get off my field!", "tells her shes banned", "tells me to sit down", "to come
// back tomorrow", a bouncer turning someone away as in en-tuning-3.ts) is rejection (aggression, not physical); a
// telling-off and a gift from the same person are two acts; a hiss is a threat (not physical, as the cat's in
// en-tuning-15.ts); theft done on purpose is physical aggression (a coconut snatched out of the dreamer's hands),
// and a kea ripping a pack open and flying off with a muesli bar is one such act; saying hi, a wave, a smile and
// cheering for someone are friendliness, and so are teaching, lending, food served or given, and a hand squeezed
// or a jacket put round the shoulders (physical); two things handed together are one gift ("a cuppa and a
// blanket"); helping someone up and then giving something are two friendly acts (en-tuning-12.ts); a husband's
// kiss is sexuality (physical), as kisses in the earlier batches, and a wink from a stranger a sexual overture; a
// costume is no one ("A man dressed as a leprechaun" is a man); animals are coded of unknown sex, even when called
// "she" (a dead collie, a cow), and a group of them is plural ("the bees", "The loons", "the sheep").
// Conventions this batch had to decide: "an auntie" and "the chicken rice uncle" (Singapore English: any older
// woman or man) are strangers, the kin words being only words of address; "Mama Wanjiru" (Kenyan: "mother of
// Wanjiru", said of an older woman) is a member of the dreamer's chama (savings group), known, not family, and so
// are its other members; "Rahul's mama" (Hindi: his mother's brother) is a male relative of a friend, known;
// claiming a table and pushing "our trays" aside is one act of rejection to the dreamer, not physical (no one is
// touched, nothing taken or broken); a parade rider who hands the dreamer a painted coconut makes a gift
// (friendliness), not the parade's rite, as it goes to the dreamer alone; a grandfather's wink is friendliness, not a
// sexual overture (those are an ex's or a stranger's); laughing at the dreamer and the mocking line yelled with it
// ("Nice swim, buddy!") are one act of mockery, a criticism and a gesture of disdain made with it (a sausage chucked
// in the bin in front of the dreamer) one act, and being called hopeless and sent off to do the drinks one act (as
// "not acceptable" and the back of the line in en-tuning-16.ts), while screaming at the dreamer and then throwing a
// coffee are two acts (verbal, physical); a rodeo clown is a person of unstated sex (the make-up is no one);
// the chair of the board of the dreamer's kids' school is known (as the dreamer's own vicar in en-tuning-16.ts),
// while the receptionist and the doctor at a GP surgery, never called the dreamer's, a hut warden, a Garda and
// prison guards are strangers; "stressed" and "tense" are apprehension, "buzzing" (thrilled) happiness; "so angry I
// could cry" is anger only and "so relieved I could cry" happiness only, the crying not being done; two people
// laughing together at nothing is each one's amusement, no act; "Shame" (South African English, a word of
// sympathy) opening "Shame, next time use less mayo." about the dreamer's salad is criticism (aggression); "eaten
// the money" (Kenyan: stolen it) is a false charge; trying to tell someone something and staring at a table are no
// acts; children named only in a complaint ("shut my kids up") but plainly in the room are present and coded; the
// relief someone is ashamed of feeling is felt (happiness), as is the shame (apprehension).
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_17: HandCodedDream[] = [
  // The brother-in-law is family. Hauling the dreamer out of the ice by the hood is a rescue (friendliness,
  // physical). Uncertain: laughing at the dreamer and the line yelled with it ("Nice swim, buddy!") are one act of
  // mockery. "told him to knock it off" is a defence said to him (aggression); the socks are a gift. "freezing" is
  // a body sensation, "embarrassed" apprehension.
  {
    text: 'I was ice fishing on Mille Lacs with my brother-in-law, Gary, in his little fish house. I stepped outside to take a leak and the ice cracked, and I went in up to my chest. Gary grabbed me by the hood and hauled me out. A guy from the next fish house over stood there laughing at me and yelled, "Nice swim, buddy!" Gary told him to knock it off and gave me his spare wool socks. I was freezing, and so embarrassed.',
    characters: [
      'person male family | my brother-in-law, Gary',
      'person male stranger | A guy from the next fish house over',
    ],
    interactions: ['friendliness 0>D physical', 'aggression 1>D', 'aggression 0>1', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // Told in the present. Gogo (Zulu: grandmother), dead in waking life but present, is family, and so is a
  // mother-in-law. Burning the boerewors is no act, and Sipho only eats. Uncertain: "Shame" is South African
  // sympathy, but "Shame, next time use less mayo." said of the dreamer's salad is criticism (aggression). The
  // plate of pap put in front of the dreamer is a gift. "annoyed" is anger.
  {
    text: "It's a Sunday braai in our back garden in Pietermaritzburg, and there's load-shedding, so we're eating by candlelight. My uncle Thabo is in charge of the fire and burns all the boerewors. My mother-in-law tastes my potato salad and says, \"Shame, next time use less mayo.\" My husband Sipho just keeps eating. Then my gogo, who passed away last year, comes out of the kitchen and puts a plate of pap and gravy in front of me. I'm so annoyed with my mother-in-law, but so happy to see Gogo.",
    characters: [
      'person male family | My uncle Thabo',
      'person female family | My mother-in-law',
      'person male family | My husband Sipho',
      'person female family | my gogo',
    ],
    interactions: ['aggression 1>D', 'friendliness 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Typed in a hurry, mostly in the present. Uncertain: screaming at the dreamer and then throwing the coffee at
  // the dreamer are two acts, one verbal and one physical (as the beard and the shout in en-tuning-15.ts). A
  // manager in the dream's job is known; telling the customer she's banned is rejection of her (aggression). The
  // moose does nothing aimed at anyone; "nobody even honks" is denied. "so mad" is anger, "kinda laughing"
  // amusement.
  {
    text: 'working the drive thru at timmies in red deer at like 6am and this lady in a pickup screams at me cause her double double is wrong and then throws it back through the window at me. my manager deb comes over and tells her shes banned. then a moose walks right across the parking lot and nobody even honks lol. i was so mad but also kinda laughing after',
    characters: [
      'person female stranger | this lady in a pickup',
      'person female known | my manager deb',
      'animal unknown - | a moose',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'aggression 1>0'],
    emotions: ['anger D', 'happiness D'],
  },
  // A baraat is the groom's procession to the wedding; Rahul, named first through it, is present. The band is a
  // group present with no act. The ghodi (Hindi: mare) is an animal of unknown sex; its bite is physical.
  // Uncertain: "Rahul's mama" (Hindi: his mother's brother) is a male relative of a friend, known; shouting that
  // the dreamer dances like a buffalo is mockery told of the dreamer (aggression). The rose is a gift. "my
  // shoulder hurt" is a body sensation, "embarrassed" apprehension.
  {
    text: "It was my best friend Rahul's baraat in Jaipur, and I was dancing in front of the band in a pink safa. Rahul was sitting on the white ghodi, and it leaned down and bit me on the shoulder. Rahul's mama shouted that I dance like a buffalo. Then a little girl from the bride's side came and gave me a rose from her hair. I was embarrassed and my shoulder hurt, but I kept dancing.",
    characters: [
      'person male friend | my best friend Rahul',
      'person unknown stranger plural | the band',
      'animal unknown - | the white ghodi',
      "person male known | Rahul's mama",
      "person female stranger | a little girl from the bride's side",
    ],
    interactions: ['aggression 2>D physical', 'aggression 3>D', 'friendliness 4>D'],
    emotions: ['apprehension D'],
  },
  // Told in the present. The woman with the bread is present with no act; the conductor shouting the route is
  // aimed at no one. "says I never paid" is a false charge (verbal aggression), and the push off the bus its
  // punishment: two acts, the second physical. Helping the dreamer up (physical) and the free suya are two
  // friendly acts. "vexed" is anger; the bleeding knee is a body sensation.
  {
    text: 'I\'m in a danfo from Oshodi to Yaba, squeezed into the back row next to a woman with a basin of agege bread on her lap. The conductor is hanging out of the door shouting "Yaba! Yaba!" When I ask for my change, he says I never paid and pushes me off the bus at Obalende. A mallam selling suya by the road helps me up and gives me a stick of suya for free. I\'m so vexed, and my knee is bleeding.',
    characters: [
      'person female stranger | a woman with a basin of agege bread on her lap',
      'person male stranger | The conductor',
      'person male stranger | A mallam selling suya by the road',
    ],
    interactions: ['aggression 1>D', 'aggression 1>D physical', 'friendliness 2>D physical', 'friendliness 2>D'],
    emotions: ['anger D'],
  },
  // The man in the kilt showing the dreamer how to hold the caber is teaching (friendliness); dropping it on the
  // judge's foot is an accident. "Off! Get off my field!" is being sent away (rejection). The pipe band is a group
  // present, of unstated sex. The jacket put round the dreamer's shoulders is friendliness (physical, as a blanket
  // wrapped round someone in the earlier batches). "mortified" is apprehension.
  {
    text: 'I was at the Highland games in Braemar with my husband, Alasdair, and somehow I\'d been entered for the caber toss. A huge man in a kilt showed me how to hold the caber, and then I dropped it right on the judge\'s foot. The judge, a wee man with a clipboard, shouted, "Off! Get off my field!" The pipe band never stopped playing. Alasdair put his jacket round my shoulders. I was mortified.',
    characters: [
      'person male family | my husband, Alasdair',
      'person male stranger | A huge man in a kilt',
      'person male stranger | The judge, a wee man with a clipboard',
      'person unknown stranger plural | The pipe band',
    ],
    interactions: ['friendliness 1>D', 'aggression 2>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D'],
  },
  // "my young lad" (Irish: my son) is family. The man dressed as a leprechaun is a man (a costume is no one), and
  // trying to sell hats is a sales pitch, not coded. The cider spilt down the dreamer's back is an accident; "told
  // me to watch where I was going" is verbal aggression. The crowd is present. A Garda (police) of unstated sex
  // handing Conor's flag back with a salute is one friendly act to Conor. "raging" is anger, "delighted with
  // himself" Conor's happiness.
  {
    text: "It was Paddy's Day and I was at the parade in Cork with my young lad, Conor, up on my shoulders. A man dressed as a leprechaun kept trying to sell us plastic hats. Then a young one in a green wig spilled her cider down my back and told me to watch where I was going. Conor dropped his flag in the crowd, and a Garda picked it up and handed it back to him with a salute. I was raging, but Conor was delighted with himself.",
    characters: [
      'person male family | my young lad, Conor',
      'person male stranger | A man dressed as a leprechaun',
      'person female stranger | a young one in a green wig',
      'person unknown stranger plural | the crowd',
      'person unknown stranger | a Garda',
    ],
    interactions: ['aggression 2>D', 'friendliness 4>0'],
    emotions: ['anger D', 'happiness 0'],
  },
  // Told in the present. Uncertain: the tradie's criticism and the sausage chucked in the bin in front of the
  // dreamer are one act of disdain; being called hopeless and sent off to do the drinks is one act (as "not
  // acceptable" and the back of the line in en-tuning-16.ts). The president of the son's club is known; the son,
  // named first through the club, is present. An ex is known, and so is his new girlfriend; watching is no act.
  // The hug is physical. "hurt" is sadness, "embarrassed" apprehension.
  {
    text: "I'm doing the Bunnings sausage sizzle for my son's footy club, flipping snags in a hi-vis apron. A tradie says my onions are burnt and chucks his sausage in the bin right in front of me. Then the club president, Bronwyn, tells me I'm hopeless and sends me off to do the drinks. My ex, Brett, turns up with his new girlfriend, and they just stand there watching. My son Jack runs over and gives me a big hug. I'm so hurt, and so embarrassed.",
    characters: [
      'person male stranger | A tradie',
      'person female known | the club president, Bronwyn',
      'person male known | My ex, Brett',
      'person female known | his new girlfriend',
      'person male family | My son Jack',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 4>D physical'],
    emotions: ['sadness D', 'apprehension D'],
  },
  // The backpackers are a group; "One of the Germans" laughing at the dreamer is mockery, coded to the group. The
  // kea ripping the pack open and flying off with the bar is one theft with damage (physical, as the monkey's
  // banana in en-tuning-16.ts). A hut warden is a stranger; her telling-off and her muesli bar are two acts. Mere
  // thinking it hilarious is her amusement; "gutted" is sadness.
  {
    text: 'I was tramping the Routeburn with my daughter Mere, and we stopped for lunch at a hut full of German backpackers. A kea landed on my pack, ripped the zip open with its beak and flew off with my muesli bar. One of the Germans filmed the whole thing and laughed at me. The hut warden, a tough old woman called Jan, told me off for leaving my pack outside, then gave me one of her own muesli bars. Mere thought it was hilarious. I was gutted.',
    characters: [
      'person female family | my daughter Mere',
      'person unknown stranger plural | German backpackers',
      'animal unknown - | A kea',
      'person female stranger | The hut warden, a tough old woman called Jan',
    ],
    interactions: ['aggression 2>D physical', 'aggression 1>D', 'aggression 3>D', 'friendliness 3>D'],
    emotions: ['happiness 0', 'sadness D'],
  },
  // Told in the present. The mutton busting is a game and the fall off the sheep an accident. Uncertain: a rodeo
  // clown is a person of unstated sex (the make-up is no one); scooping Kaylee up and carrying her to the fence is
  // a rescue (friendliness, physical) to her. "a terrible father" is criticism (aggression); "mind her own
  // business" is Dad's defence said to the lady (aggression). "bawling" is Kaylee's sadness.
  {
    text: "I'm at the rodeo in Fort Worth with my dad and my little girl, Kaylee, and she's signed up for the mutton busting. She hangs on to the sheep for about two seconds and falls off in the dirt. A rodeo clown runs over, scoops her up and carries her to the fence. The lady sitting next to us tells me I'm a terrible father for letting her do it. Dad tells her to mind her own business. Kaylee is bawling, and I'm scared, then mad at that lady.",
    characters: [
      'person male family | my dad',
      'person female family | my little girl, Kaylee',
      'animal unknown - | the sheep',
      'person unknown stranger | A rodeo clown',
      'person female stranger | The lady sitting next to us',
    ],
    interactions: ['friendliness 3>1 physical', 'aggression 4>D', 'aggression 0>4'],
    emotions: ['sadness 1', 'apprehension D', 'anger D'],
  },
  // Uncertain: "an auntie" and "the chicken rice uncle" (Singapore English: any older woman and man) are
  // strangers, not family. The tissue packets that chope the tables are no one. Claiming the table and pushing
  // "our" trays aside is one act of rejection to the dreamer (not physical: nothing is taken or broken). "stop
  // making noise" is the uncle's defence said to her (aggression); the extra chicken given to "us" is friendliness
  // to the dreamer. The dead grandfather's wave is friendly. "stressed" is apprehension.
  {
    text: 'I was at Maxwell hawker centre at lunchtime with my colleague Wei Ling, and every single table was choped with packets of tissues. We finally found two empty seats, and an auntie came over, said the table was hers and pushed our trays to one side. The chicken rice uncle shouted at her to stop making noise and gave us extra chicken for free. Then I saw my grandfather, who passed away last year, at the next table eating laksa, and he waved at me. I was so stressed, then so happy.',
    characters: [
      'person female known | my colleague Wei Ling',
      'person female stranger | an auntie',
      'person male stranger | The chicken rice uncle',
      'person male family | my grandfather',
    ],
    interactions: ['aggression 1>D', 'aggression 2>1', 'friendliness 2>D', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A chama is a Kenyan savings group; its members are known. Uncertain: Mama Wanjiru ("mother of Wanjiru", said
  // of an older woman), named first as the owner of the room, is a member, known, not family. "I had eaten the
  // money" (Kenyan: stolen it) is a false charge (aggression). The women going quiet is no act. Standing up for the
  // dreamer with nothing said to Grace is friendliness to the dreamer (en-tuning-12.ts); the chai is a second
  // friendly act. "ashamed" is apprehension, "relieved" happiness.
  {
    text: "I was at our chama meeting in Mama Wanjiru's sitting room in Kasarani, and it was finally my turn to take the pot. The treasurer, Grace, looked in her book and said in front of everyone that I hadn't paid for March, that I had eaten the money. All the other women went quiet. Mama Wanjiru stood up for me and said she had seen me pay with her own eyes. Then she poured me a big mug of chai. I was so ashamed, then so relieved.",
    characters: [
      'person female known | Mama Wanjiru',
      'person female known | The treasurer, Grace',
      'person female known plural | All the other women',
    ],
    interactions: ['aggression 1>D', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The single interaction: "Da iawn, Taid!" (Welsh: well done, Grandad) shouted by the grandson is cheering
  // (friendliness, en-tuning-15.ts). Fly, dead in waking life but present, is an animal of unknown sex; the sheep
  // are a group of animals. The quad bike scattering the sheep is not said to be on purpose, and the judge's score
  // is the contest: not coded. "heartbroken" is sadness, "proud" happiness; "wasn't even angry" is negated.
  {
    text: 'I was back running my old collie, Fly, at the sheepdog trials above Llanberis, though she\'s been dead twenty years. She had the sheep nearly in the pen when a man on a quad bike came roaring up the lane and scattered them all over the hill. The judge gave us nought anyway. Then my grandson Cai shouted "Da iawn, Taid!" from the fence. I was heartbroken about the score, but so proud of Fly. I wasn\'t even angry with the man on the quad.',
    characters: [
      'animal unknown - | my old collie, Fly',
      'animal unknown - plural | the sheep',
      'person male stranger | a man on a quad bike',
      'person unknown stranger | The judge',
      'person male family | my grandson Cai',
    ],
    interactions: ['friendliness 4>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Told in the present. The dreamer's kids are named only as the school's: not characters. The people on the
  // bleachers are a group of strangers; the man in the camo hat, described apart, is coded apart, and his booing is
  // aggression. Uncertain: the chair of the board of the dreamer's kids' school is known (as the dreamer's own vicar
  // in en-tuning-16.ts); being cut off and told to sit down is one act of rejection. The squeeze
  // of the hand is friendly (physical). "shaking" is a body sensation; "so angry I could cry" is anger only.
  {
    text: "I'm at a school board meeting in the gym at my kids' middle school, and I've signed up to speak about the bus schedule. The bleachers are packed with people from all over the county. When I get up to the mic, a man in a camo hat in the front row boos me. The board chair, Mrs. Whitfield, cuts me off after thirty seconds and tells me to sit down. My neighbor Tanya squeezes my hand when I get back to my seat. I'm shaking, and so angry I could cry.",
    characters: [
      'person unknown stranger plural | people from all over the county',
      'person male stranger | a man in a camo hat in the front row',
      'person female known | The board chair, Mrs. Whitfield',
      'person female known | My neighbor Tanya',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'friendliness 3>D physical'],
    emotions: ['anger D'],
  },
  // Hissing at the dreamer is a threat (not physical, as the cat's hiss in en-tuning-15.ts). Uncertain: Priya
  // chasing the raccoon off with a broom is a rescue that goes for the attacker: aggression (physical, a chase) to
  // the raccoon only, as the dog chased in en-tuning-14.ts. "told us off" is one act, to the dreamer. "I froze" is
  // a body sensation; "scared stiff" is apprehension, "annoyed" anger.
  {
    text: 'I was taking the green bin out at midnight in Scarborough when a raccoon the size of a dog climbed out of it and hissed at me. I froze. My wife, Priya, came running out with a broom and chased it off under the deck. Then our neighbour Mr. Kowalski came out in his housecoat and told us off for waking up his whole house. I was scared stiff of that raccoon, and annoyed with him.',
    characters: [
      'animal unknown - | a raccoon the size of a dog',
      'person female family | My wife, Priya',
      'person male known | our neighbour Mr. Kowalski',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0 physical', 'aggression 2>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The grandad, dead in waking life but present, is family; checking the hives with the dreamer watching is no
  // act. Lending the veil is friendliness. The bees are a group of animals; their stings are one physical attack.
  // Pulling the stings out is tending (friendliness, physical). Mum shouting at Grandad for letting the dreamer get
  // stung is aggression to him. "terrified" is apprehension; "safe" names no class.
  {
    text: 'My grandad, who died when I was fifteen, was checking his beehives at the bottom of the orchard, with me watching like I used to. He gave me his old veil to wear. Then one of the hives went mad, and the bees came pouring out and stung me all over my hands. Grandad sat me on an upturned bucket and pulled the stings out one by one. My mum shouted at him from the kitchen window for letting me get stung. I was terrified of the bees, but I felt so safe with him.',
    characters: [
      'person male family | My grandad',
      'animal unknown - plural | the bees',
      'person female family | My mum',
    ],
    interactions: ['friendliness 0>D', 'aggression 1>D physical', 'friendliness 0>D physical', 'aggression 2>0'],
    emotions: ['apprehension D'],
  },
  // Typed in a hurry. Turning the lad away at the door is the dreamer's rejection of him (as the bouncer in
  // en-tuning-3.ts); the bottle that just misses is an attempted assault, coded as the act (physical). The other
  // bouncer, a workmate in the dream's job, is known; grabbing the mate and putting him out is aggression
  // (physical) to him. A wink from a stranger is a sexual overture. "wasnt even scared" is negated; uncertain:
  // "buzzing" (thrilled) is happiness.
  {
    text: 'dreamt i was working the door at a club in belfast and this wee lad tried to get in with a fake id. when i turned him away his mate threw a bottle at my head and just missed. the other bouncer big davy grabbed the mate and put him out on the street. then a girl going past gave me a wink. wasnt even scared, was buzzing after it tbh',
    characters: [
      'person male stranger | this wee lad',
      'person male stranger | his mate',
      'person male known | the other bouncer big davy',
      'person female stranger | a girl going past',
    ],
    interactions: ['aggression D>0', 'aggression 1>D physical', 'aggression 2>1 physical', 'sexuality 3>D'],
    emotions: ['happiness D'],
  },
  // Told in the present. A boyfriend is a friend; the crowd is present. Uncertain: the Zulu rider (of unstated sex)
  // handing the dreamer a painted coconut is a gift (friendliness), not the parade's rite, as it goes to the dreamer
  // alone; the lady snatching it is theft (physical). The daiquiri "to make up for it" is a gift.
  // Maw Maw (Louisiana: grandmother), dead but present, waves: friendliness. Crying for happiness is happiness only.
  {
    text: "I'm on St. Charles Avenue for Mardi Gras with my boyfriend, Marcus, and the crowd is ten deep. A rider on the Zulu float leans down and hands me a painted coconut, and a lady behind me snatches it right out of my hands. Marcus goes and buys me a daiquiri to make up for it. Then I see my Maw Maw, who died two years ago, standing on a ladder across the street and waving at me. I'm furious with that lady, then so happy I start crying.",
    characters: [
      'person male friend | my boyfriend, Marcus',
      'person unknown stranger plural | the crowd',
      'person unknown stranger | A rider on the Zulu float',
      'person female stranger | a lady behind me',
      'person female family | my Maw Maw',
    ],
    interactions: ['friendliness 2>D', 'aggression 3>D physical', 'friendliness 0>D', 'friendliness 4>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // The guard's remark that the dreamer smelled of weed is a false charge (verbal aggression). Dwayne staring at
  // the table is aimed at no one. His hug is friendly (physical), his crying his sadness. "shouted at us" is one
  // act, to the dreamer. Guards of unstated sex are of unknown sex. "ashamed" is apprehension, and the relief
  // the dreamer is ashamed of is felt: happiness.
  {
    text: "I went to visit my son Dwayne in prison, in a big hall with plastic tables and chairs screwed to the floor. At the door a guard with a shaved head said I smelled of weed, which I don't. Dwayne just stared at the table for ages. Then he started crying and hugged me across the table, and another guard shouted at us to sit back down. I was so sad, and ashamed of how relieved I was when it was over.",
    characters: [
      'person male family | my son Dwayne',
      'person unknown stranger | a guard with a shaved head',
      'person unknown stranger | another guard',
    ],
    interactions: ['aggression 1>D', 'friendliness 0>D physical', 'aggression 2>D'],
    emotions: ['sadness 0', 'sadness D', 'apprehension D', 'happiness D'],
  },
  // Told in the present. The evacuees are a group present. Kev, first only spoken of, walks in: coded, and so is
  // the dog. The cuppa and the blanket are one gift. "shut my kids up or he will" is one act with its threat, to
  // the dreamer; uncertain: the kids, plainly in the pavilion, are present. A husband's kiss is sexuality
  // (physical), as kisses in the earlier batches. "terrified" is apprehension; "so relieved I could cry" is relief
  // only (happiness).
  {
    text: "We've been evacuated from the fires, and we're sleeping on camp stretchers in the pavilion at the Bairnsdale showgrounds with about two hundred other people. My husband Kev has gone back for the dog. A Red Cross lady brings me a cuppa and a blanket. The man on the next stretcher tells me to shut my kids up or he will. Then Kev walks in with the dog under his arm and kisses me. I'm terrified for him, then so relieved I could cry.",
    characters: [
      'person unknown stranger plural | about two hundred other people',
      'person male family | My husband Kev',
      'animal unknown - | the dog',
      'person female stranger | A Red Cross lady',
      'person male stranger | The man on the next stretcher',
      'person unknown family plural | my kids',
    ],
    interactions: ['friendliness 3>D', 'aggression 4>D', 'sexuality 1>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // In-laws are family, and so is the wife's nephew (as the wife's grandmother in en-tuning-13.ts). "butchering
  // it" is criticism (aggression), "told him to back off" Jen's defence said to him. The kicks under the table,
  // repeated, are one physical act. Uncertain: the dead grandpa's wink is friendliness, not a sexual overture
  // (those are an ex's or a stranger's). "humiliated" is apprehension.
  {
    text: "It was Thanksgiving at my in-laws' in Dayton, and I was carving the turkey for the first time. My father-in-law, Ron, stood over me the whole time saying I was butchering it. My wife, Jen, told him to back off and let me do it. Her little nephew Tyler kicked me under the table all through dinner. And my grandpa, who died when I was twelve, was sitting at the end of the table in his Browns sweater, and he winked at me. I was humiliated, but so happy to see Grandpa.",
    characters: [
      'person male family | My father-in-law, Ron',
      'person female family | My wife, Jen',
      'person male family | Her little nephew Tyler',
      'person male family | my grandpa',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'aggression 2>D physical', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. The people coughing are a group present. Uncertain: the receptionist and the doctor of
  // the surgery, never called the dreamer's, are strangers; being told to come back tomorrow is rejection, and the
  // doctor calling the dreamer in and the news are the doctor's work (not coded). The late husband's smile and the
  // little girl's crayon are friendly acts. "baffled" is confusion, "pleased" happiness.
  {
    text: "I'm at the GP surgery about my knee, and the waiting room is full of people coughing. The receptionist, a young lad with a nose ring, tells me I haven't got an appointment and to come back tomorrow. My late husband, Bernard, is sitting in the corner reading a Reader's Digest, and he smiles at me. A little girl gives me one of her crayons. Then the doctor calls me in and says there's nothing wrong with me at all. I'm baffled, and so pleased to see Bernard.",
    characters: [
      'person unknown stranger plural | people coughing',
      'person male stranger | The receptionist, a young lad with a nose ring',
      'person male family | My late husband, Bernard',
      'person female stranger | A little girl',
      'person unknown stranger | the doctor',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'friendliness 3>D'],
    emotions: ['confusion D', 'happiness D'],
  },
  // No interaction: the mom, named first as the cottage's owner, is dead in waking life but present (family).
  // Trying to tell her something is no friendly or hostile act, and "she never turned around" is denied. The loons
  // are a group of animals; Pete only sleeps. "lonely" is sadness, "confused" confusion.
  {
    text: "I was at my mom's cottage on Lake Muskoka, and she was standing at the sink doing the dishes like always, even though she died in March. The loons were calling out on the lake. My brother Pete was asleep in the hammock with his hat over his face. I kept trying to tell Mom something important, but I couldn't remember what it was, and she never turned around. I felt so lonely, and confused about why I couldn't remember.",
    characters: [
      'person female family | my mom',
      'animal unknown - plural | The loons',
      'person male family | My brother Pete',
    ],
    interactions: [],
    emotions: ['sadness D', 'confusion D'],
  },
  // No interaction, told in the present. The manager is only heard on the phone: no character, nothing coded. The
  // cow, called "she", is an animal of unknown sex. Uncertain: the auto driver and the dreamer laughing together at
  // nothing is each one's amusement (happiness), no act; looking at the dreamer and shaking his head is no act.
  // "tense" is apprehension; "somehow fine" names no class.
  {
    text: "I'm stuck on my scooter at Silk Board junction in the rain, and nothing has moved for an hour. A cow is sitting in the middle of the flyover, chewing, like she owns it. My manager calls and says I've missed the client call, but I can't hear him over the horns. The auto driver next to me looks at the cow, looks at me and shakes his head, and we both start laughing. I'm so tense, and then somehow fine.",
    characters: ['animal unknown - | A cow', 'person male stranger | The auto driver next to me'],
    interactions: [],
    emotions: ['happiness 1', 'happiness D', 'apprehension D'],
  },
];
