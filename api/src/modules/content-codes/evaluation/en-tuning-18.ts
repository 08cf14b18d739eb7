// English, eighteenth tuning batch, the sixteenth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// The dreamers are Canadian, Jamaican, American, Australian, New Zealander, South African, Nigerian, Indian,
// Ghanaian, Filipino, English, Welsh, Scottish, Irish, Northern Irish and Kenyan, from a girl turning eighteen to a
// woman of eighty-one, and write their own English ("a bonspiel", "a rye and Coke", "vex", "a t'ief", "possie",
// "stoked", "NEPA had taken light", "a bush man", "gulal", "B-wing", "shito", "Tito", "Lola", "cop himself on",
// "och aye the noo", "lashing", "Akela", "ruracio", "shamba", "mandazi"). Written by a helper who read only
// README.md, `hand-codes.ts`, `codes.ts` and the earlier English tuning batches (not the coder, not a held-out
// file). Checks run: `wc`, `grep`, `awk` (line lengths) and `python3` (brackets, word counts, the notation and
// indexes of the codes) over this file only, read-only, and `python3` string replacements to edit it; `grep` and
// `awk` over the earlier English tuning batches to read their texts and headers and keep to situations they had
// not used; an `ls` of this folder showed the held-out files' names, none of which was opened. No script, test,
// tsx, vitest or git command was run.
// Conventions followed (README.md, en-tuning-17.ts and the earlier batches): an interaction aimed at "us" is one
// event, coded once with the dreamer as recipient ("locked us out", "laughed at us", "helped us carry our cooler",
// "charged at us", "called us greedy", "brought us tea"); an act of a group is coded to the group only ("my
// classmates ... laugh at me", "the rest of the boys in the tent laughed at me"), and a member singled out of it is
// coded to the group unless named (a young bull of the herd), while people who stand out from a group by name or
// kin ("Aniket from B-wing" of "our whole society", "the groom's uncle" of "the groom's family") are coded apart,
// and someone "from" a group never itself present ("some guy from the other schools band") is a character of their
// own; "everybody" and "everyone" are the group the dream already has, or no one; a reciprocal act ("we hugged",
// "she kissed me, and I kissed her back") is two codes; an attempted act is coded as the act (a can thrown that
// hits the instrument); people only mentioned or named as owners ("my mate Rich's fortieth", "my daughter Njeri's
// ruracio", "my sister's in Tulsa", "my ex's old sofa bed" until the ex turns up) are not characters, while an
// owner who is then present ("Mama's yard") is; someone dead in waking life but present in the dream is coded
// (Mama in Mandeville, a Lola at the family table, a father on the terrace at Croke Park); kin words in the
// dreamer's own English ("Mama", "Tito", "Lola") are family, and so are in-laws ("my sister-in-law Wanda"); the
// relatives, partners and friends of people the dreamer knows are known ("His buddy Tyler", "her boyfriend", "his
// new wife", "the groom's family"), those of strangers strangers ("His little girl", "a baby in a sling"); workmates in
// a job the dreamer has in the dream are known ("The coxswain, Gareth", "Our coordinator, Pauline"), and so is
// whoever runs a class or a group ("mr salinas our band director", "Akela"); an ex and a crush are known, a mate a
// friend; guilt, shame, embarrassment, humiliation and being mortified, nervous, scared or terrified are
// apprehension, relief, pride and amusement happiness, being gutted, sad and crying sadness,
// being vexed, mad, raging and fuming anger, being puzzled or confused confusion, and crying for happiness is
// happiness only; laughter aimed at no one ("laughing his head off", "We had a good laugh about it") is the
// laugher's amusement, not an interaction, but laughing or smirking at someone is mockery; body sensations ("in
// agony", "my eyes were burning", "shivering", "the whole warehouse was spinning", "my hands wouldn't stop
// shaking") and feelings of no HVdC class ("peaceful", "free", "calm", "at peace") are not coded, nor are negated
// feelings ("I wasn't even upset", "I wasn't even angry", "not worried at all", "I wasn't scared at all"), feelings
// only described of things ("the angriest sea", "a HAPPY 18TH banner", "the same sad little pretzel stand") or
// behaviour that names no feeling ("everybody screamed", "went mental"); acts only wished, feared or done in waking
// life ("I could've punched him", "I was sure he was going to rob me", "who sold our shamba without telling me")
// and accidents (a pint spilt down a neck, a runner who crashes into the dreamer "by accident") are not coded; a
// game or a contest (the bonspiel, dominoes, the cheese race, the match), a rite (the dance of the eighteen roses)
// and a professional's work (a first-aider checking someone over) are not coded; a rescue that pulls the victim
// free is friendliness (physical) to the victim ("pulled me back inside by my arm"), one that goes for the attacker
// aggression to the attacker only (a thief chased, physical; an elephant shouted at, not physical); a defence said
// to the attacker ("tells him to pull his head in", "told him to cop himself on") is aggression to the attacker; a
// deliberate snub or being sent away ("he ignored me on purpose", "told him he'd have to leave", "refused to serve
// him") is rejection (aggression, not physical); complaining to someone is the dreamer's verbal aggression, a hiss
// a threat; a blame and the punishment that follows it are two acts, and so are a blow and the insult with it (a
// hand slapped away and "a bush man", an elbow and "women shouldn't be driving out here"); a gift and the words
// said with it are two friendly acts (an iced coffee and a warning, a flip folder and "not to worry"), and so are a
// pat and "well done", while two things handed together are one gift ("extra shito and a piece of wele", "tea with
// milk and mandazi"); theft done on purpose is physical aggression (a bucket nicked, a torch taken and kept, a
// purse snatched), and a thief chased and the stolen thing brought back to the dreamer are two acts
// (en-tuning-14.ts); an apology is friendliness; saying good morning, a wave, clapping and cheering for someone are
// friendliness, and so are lending, food cooked or bought for someone, and helping carry something (not physical:
// no one is touched, en-tuning-3.ts); asking someone to dance is friendliness, the dancing itself not coded
// (en-tuning-10.ts); a kiss between lovers or would-be lovers is sexuality (physical); animals are coded of unknown
// sex, and a group of them is plural ("a herd of elephants", "goats", "Dozens of grey seals").
// Conventions this batch had to decide: locking people out on purpose ("locked us out on purpose") is rejection
// (aggression), not physical, as no one is held or shut in (being thrown out is not physical unless someone takes
// hold of the person, en-tuning-8.ts); a lie that sends the dreamer away ("lied to me that my bus had already left
// and told me to come back tomorrow") is one act of rejection, while a kind untruth said to comfort ("kept telling
// me I was fine, which was a lie") is friendliness; a lift home given as a kindness to someone shaken ("drove me
// home because my hands wouldn't stop shaking") is friendliness, unlike taking the dreamer on an outing
// (en-tuning-11.ts), and food bought for a son on the way home a gift; asking to be forgiven is an apology and
// forgiving it a second friendly act, the other way, the kneeling being part of the asking; a warning of a danger
// ("warns me about the roos on the road after dark") is a kindness (friendliness), not a threat; a greeting
// answered with a deliberate snub is two acts, the dreamer's friendliness and the other's rejection; pulling the
// dreamer into a dance ("dragged me into the middle to dance") is an invitation with touch, friendliness
// (physical), not an attack; festival powder thrown in the dreamer's eyes again and again "even after I told him to
// stop" is physical aggression, not the rite, and telling him to stop a defence (aggression); stepping on someone's
// feet on purpose to get a laugh is physical aggression (as a prank that drops someone, en-tuning-12.ts); mockery
// done by a gesture or a put-on voice (flapping arms like a chicken, "och aye the noo" at the dreamer) is verbal
// aggression; a crush kissing the dreamer's hand is sexuality (physical), a dead grandmother
// blowing a kiss friendliness (no touch); an elephant charging the open truck charges "us" (physical, as the herd
// of cows in en-tuning-7.ts), and a ranger banging on the truck and shouting it away is aggression to it, not
// physical; damage aimed at no one (a tin thrown at the wall, pounding on a door, domino pieces slapped down) is
// not coded; a shove to get to the front of a queue is one act with the queue-jump; a street seller the dreamer
// buys from every morning ("Auntie Mansa") is known, "Auntie" being a word of address (as "an auntie" in
// en-tuning-17.ts), and "Some uncle I didn't know" a stranger; a fellow Cub of the dreamer's own pack is known (as a
// bunkmate or a platoon), and "Akela", the pack's leader, of unknown sex; a leader ordering a thief to hand a torch
// back and say sorry is aggression to the thief, and the apology he then makes friendliness to the dreamer; extra
// drams slipped to the dreamer "when nobody was looking" are a gift, not the guide's work, and an arm lent on the
// way back friendliness (physical); "shy" is apprehension (as embarrassment), "puzzled" confusion; a feeling the
// dreamer says is felt "In the dream" is coded; an unseen "they" ("they were pouring hot syrup on the snow") is no
// character, nor are people folded into "we" ("we launched").
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_18: HandCodedDream[] = [
  // A sister-in-law is family. The bonspiel is a contest, the loss not coded. Yelling at the dreamer to sweep
  // harder, repeated, is one act. Uncertain: flapping his arms like a chicken to mock her slide is mockery (verbal
  // aggression). The hug (physical) and the drink are two friendly acts. "wasn't even upset" is negated.
  {
    text: "We were in the bonspiel at the curling rink in Brandon, and I was throwing lead, with my sister-in-law Wanda as our skip. Every time I let go of a rock she yelled at me to sweep harder, even though I was the one throwing. A man watching through the glass, a big farmer in a Jets toque, mocked the way I slid out by flapping his arms like a chicken. After the last end my old friend Lorraine hugged me and bought me a rye and Coke in the lounge upstairs. We lost by six, and I wasn't even upset, just happy to be out with Lorraine.",
    characters: [
      'person female family | my sister-in-law Wanda',
      'person male stranger | A man watching through the glass, a big farmer in a Jets toque',
      'person female friend | my old friend Lorraine',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D physical', 'friendliness 2>D'],
    emotions: ['happiness D'],
  },
  // Jamaican English. Dominoes is a game, and slapping the pieces down is aimed at no one. "Mama" is family; named
  // first as the owner of the yard, dead in waking life, she comes out: coded. "everybody" is the group already
  // there. Uncertain: the charge of peeping and the name called with it ("a t'ief") are one act. Her wave and the
  // plate are two friendly acts. "vex" is anger, "puzzled" confusion; the crying is for happiness only.
  {
    text: "Me and my brother Clive and two of our cousins was playing dominoes under the mango tree in Mama's yard in Mandeville, slapping down the pieces like when we were boys. Clive say I was peeping at his hand and call me a t'ief in front of everybody. Then Mama, who dead since 2009, come out on the verandah and wave at me, and she bring a plate of fry dumpling and saltfish and give it to me first. A mongrel dog was sleeping under the table the whole time. I was vex with Clive, and puzzled how Mama could be there, but so glad to see her I start to cry.",
    characters: [
      'person male family | my brother Clive',
      'person unknown family plural | two of our cousins',
      'person female family | Mama',
      'animal unknown - | A mongrel dog',
    ],
    interactions: ['aggression 0>D', 'friendliness 2>D', 'friendliness 2>D'],
    emotions: ['anger D', 'confusion D', 'happiness D'],
  },
  // The brother's buddy is known. Uncertain: locking "us" out of the RV on purpose is rejection, not physical (no
  // one is held or shut in); laughing at "us" through the window is mockery, a second act. The stranger helping carry
  // the cooler and grill (not physical) and cooking the brats are two friendly acts. Andre's pounding on the door
  // goes with his yelling at Tyler: one act. "froze" is a body sensation; "could've punched him" is only wished.
  {
    text: "My brother Andre and I were tailgating before a Bears game in the lot at Soldier Field, and it was about ten below. His buddy Tyler had the keys to the RV and locked us out on purpose, then laughed at us through the window while we froze. A Packers fan parked next to us came over and helped us carry our cooler and grill over to his tent, and he cooked us brats on his own grill. Andre pounded on the RV door and yelled at Tyler for like ten minutes. I was so mad at Tyler I could've punched him, and confused why a Packers fan was being so nice to us.",
    characters: [
      'person male family | My brother Andre',
      'person male known | His buddy Tyler',
      'person male stranger | A Packers fan parked next to us',
    ],
    interactions: ['aggression 1>D', 'aggression 1>D', 'friendliness 2>D', 'friendliness 2>D', 'aggression 0>1'],
    emotions: ['anger D', 'confusion D'],
  },
  // Told in the present. The elbow (physical) and "women shouldn't be driving out here" are two acts, a blow and
  // the remark with it. "pull his head in" is Greg's defence said to the bloke (aggression). Uncertain: the free
  // iced coffee and the warning about the roos are two friendly acts, the warning a kindness, not a threat. The
  // emu does nothing aimed at anyone. "fuming" is anger, "a bit scared" apprehension.
  {
    text: "Driving across the Nullarbor with my husband Greg, we pull into the roadhouse at Border Village with the fuel light on. A bloke in a singlet at the next bowser elbows me out of the way to get to the air hose, then tells me women shouldn't be driving out here. Greg tells him to pull his head in. Inside, the lady behind the counter gives me a free iced coffee and warns me about the roos on the road after dark. An emu wanders across the car park like it owns the place. I'm fuming at that bloke, and a bit scared of the drive ahead.",
    characters: [
      'person male family | my husband Greg',
      'person male stranger | A bloke in a singlet at the next bowser',
      'person female stranger | the lady behind the counter',
      'animal unknown - | An emu',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>D',
      'aggression 0>1',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['anger D', 'apprehension D'],
  },
  // Setting up in front of the dreamer's net is a place taken with no shove, not coded (as a queue-jump,
  // en-tuning-12.ts). Uncertain: the dreamer's "good morning" is friendliness and being ignored on purpose the
  // fella's rejection, two acts. Nicking the bucket is theft (physical); Hemi chasing him (physical) and bringing
  // the bucket back are two acts (en-tuning-14.ts). The good laugh together is each one's amusement. "gutted" is
  // sadness, "stoked" happiness; "wasn't even angry" is negated.
  {
    text: "I was whitebaiting on the Grey River at first light, at my usual possie with the scoop net. A young fella in a hi-vis jacket set up right in front of me, and when I said good morning he ignored me on purpose. Then, while I was having a cuppa in the ute, he nicked my bucket with the whole morning's catch in it. My mate Hemi chased him down the stopbank and brought the bucket back to me. We had a good laugh about it after. I wasn't even angry, just gutted for a minute, then stoked.",
    characters: ['person male stranger | A young fella in a hi-vis jacket', 'person male friend | My mate Hemi'],
    interactions: [
      'friendliness D>0',
      'aggression 0>D',
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'friendliness 1>D',
    ],
    emotions: ['happiness D', 'happiness 1', 'sadness D'],
  },
  // The German family is a group present; the ranger is a stranger. Uncertain: the young bull is a member of the
  // herd, not named, so its charge at "us" is coded to the herd, to the dreamer (physical, as the herd of cows in
  // en-tuning-7.ts); Themba banging on the truck and shouting it away is aggression to the herd, not physical (no
  // touch, no chase). Grabbing the dreamer's hand is friendliness (physical). "everybody screamed" names no feeling;
  // Gran "not worried at all" is negated. Lerato's crying is her sadness, "terrified" the dreamer's apprehension.
  {
    text: "We were on a game drive in Kruger with my gran and my cousin Lerato, in an open truck with a family from Germany. The ranger, a guy called Themba, stopped right next to a herd of elephants. A young bull flapped its ears and charged at us, and everybody screamed. Themba banged on the side of the truck and shouted at it till it turned away. Lerato grabbed my hand and didn't let go till we were back at camp. My gran just kept taking photos, not worried at all. I was terrified, and Lerato was crying.",
    characters: [
      'person female family | my gran',
      'person female family | my cousin Lerato',
      'person unknown stranger plural | a family from Germany',
      'person male stranger | The ranger, a guy called Themba',
      'animal unknown - plural | a herd of elephants',
    ],
    interactions: ['aggression 4>D physical', 'aggression 3>4', 'friendliness 1>D physical'],
    emotions: ['apprehension D', 'sadness 1'],
  },
  // "NEPA had taken light" (Nigerian: the power went off). A neighbour is known, and so are the people of the
  // compound, a group present (they shout). Banging on the door goes with the shouting: one act of complaint. The
  // hand slapped away (physical) and "a bush man" are two acts, a blow and the insult with it. Ngozi pulling the
  // dreamer back inside is a rescue (friendliness, physical). "Up NEPA!" is aimed at no one. "vexed" is anger,
  // "ashamed" apprehension.
  {
    text: "It was around midnight in our compound in Surulere, and NEPA had taken light again, so every flat had its generator on. Our neighbour Mr. Okafor banged on our door and shouted that my generator was blowing smoke into his parlour. When I tried to explain, he slapped my hand away and called me a bush man. My wife, Ngozi, pulled me back inside by my arm. Then light came back and the whole compound shouted 'Up NEPA!' I was so vexed, and ashamed in front of my wife.",
    characters: [
      'person male known | Our neighbour Mr. Okafor',
      'person female family | My wife, Ngozi',
      'person unknown known plural | the whole compound',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'aggression 0>D', 'friendliness 1>D physical'],
    emotions: ['anger D', 'apprehension D'],
  },
  // The housing society is a group the dreamer knows; Aniket stands out from it by name (known, a neighbour). The
  // dhol-tasha pathak (a drum troupe) is a group of strangers. Uncertain: Neha dragging the dreamer in to dance is
  // an invitation with touch, friendliness (physical); the uncle throwing gulal in her eyes again and again after
  // she told him to stop is physical aggression, not the festival's rite, and her telling him to stop a defence
  // (aggression). Asking her to dance is friendliness; the dancing is not coded. "shy" is apprehension; "my eyes
  // were burning" is a body sensation, a crush no feeling of a class.
  {
    text: "It was Ganpati visarjan in Pune and our whole society was dancing behind the idol on the tempo, with a dhol-tasha pathak going full blast. My cousin Neha dragged me into the middle to dance, though I was feeling shy. Some uncle I didn't know kept throwing gulal right in my eyes, even after I told him to stop. Then Aniket from B-wing, who I have a huge crush on, asked me to dance with him, and we danced all the way to the ghat. My eyes were burning, but I was so happy.",
    characters: [
      'person unknown known plural | our whole society',
      'person unknown stranger plural | a dhol-tasha pathak',
      'person female family | My cousin Neha',
      "person male stranger | Some uncle I didn't know",
      'person male known | Aniket from B-wing',
    ],
    interactions: ['friendliness 2>D physical', 'aggression 3>D physical', 'aggression D>3', 'friendliness 4>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The shove and pushing to the front are one act (physical). Complaining is the dreamer's verbal aggression; the
  // hiss and "go home and cook my own food" one act. Uncertain: Auntie Mansa, a seller the dreamer buys from every
  // morning, is known ("Auntie" is a word of address); refusing to serve him is rejection (aggression to him); the
  // extra shito and the wele, handed together, are one gift. The queue clapping for her is friendliness to her.
  // "proud of her" is the dreamer's happiness.
  {
    text: 'I was in the queue for waakye at the roadside in Nima before work, and the line was long. A tall man in a suit shoved me aside and pushed to the front, and when I complained, he hissed at me and said I should go home and cook my own food. The waakye seller, Auntie Mansa, who I buy from every morning, refused to serve him and gave me extra shito and a piece of wele for free. The people in the queue clapped for her. I was angry, then I felt so proud of her.',
    characters: [
      'person male stranger | A tall man in a suit',
      'person female known | The waakye seller, Auntie Mansa, who I buy from every morning',
      'person unknown stranger plural | The people in the queue',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0',
      'aggression 0>D',
      'aggression 1>0',
      'friendliness 1>D',
      'friendliness 2>1',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. A debut is a Filipino girl's eighteenth birthday; the eighteen roses (a dance with
  // eighteen men) is its rite, and the dancing is not coded. "Tito" (uncle) and "Lola" (grandmother) are family; the
  // Lola is dead in waking life but present. Uncertain: stepping on the dreamer's feet on purpose for a laugh is
  // physical aggression; the classmates laughing at her is the group's mockery. The rose is a gift; the crush
  // kissing her hand is sexuality (physical); the Lola's blown kiss is friendliness (no touch). The banner is no
  // feeling. "mortified" is apprehension.
  {
    text: "It's my debut at a function hall in Quezon City and I'm in this huge pink gown under a HAPPY 18TH banner. During the eighteen roses my Tito Boy comes up drunk and steps on my feet on purpose to make everyone laugh, and my classmates at the front table laugh at me. Then my crush, Paolo, gives me his rose, dances with me and kisses my hand at the end. My Lola, who passed away last year, is sitting at the family table, and she blows me a kiss. I'm mortified because of Tito Boy, but so happy.",
    characters: [
      'person male family | my Tito Boy',
      'person unknown known plural | my classmates at the front table',
      'person male known | my crush, Paolo',
      'person female family | My Lola',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>D',
      'friendliness 2>D',
      'sexuality 2>D physical',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The cheese race is a contest. Talking the dreamer into it is no act. Tripping the dreamer on purpose is an
  // assault (physical); the runner crashing in "by accident" is not coded. Helping the dreamer up is friendliness
  // (physical); checking her over is the first-aider's work. The crowd cheering for the dreamer is friendliness.
  // Uncertain: Jonno laughing his head off, with no target named, is his amusement. "in agony" is a body sensation;
  // "fuming" is anger, "proud" happiness.
  {
    text: "My mate Jonno talked me into the cheese rolling at Cooper's Hill, and in the dream the hill was basically a cliff. When the cheese went, a lad in a Gloucester rugby shirt stuck his foot out and tripped me on purpose, and I went head over heels about twenty times. Halfway down another runner crashed into me by accident. At the bottom a St John Ambulance lady helped me up and checked me over, and the crowd cheered for me anyway. Jonno was at the top laughing his head off. I was in agony and fuming with that lad, but weirdly proud of myself.",
    characters: [
      'person male friend | My mate Jonno',
      'person male stranger | a lad in a Gloucester rugby shirt',
      'person unknown stranger | another runner',
      'person female stranger | a St John Ambulance lady',
      'person unknown stranger plural | the crowd',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 3>D physical', 'friendliness 4>D'],
    emotions: ['happiness 0', 'anger D', 'happiness D'],
  },
  // The coxswain, a crewmate in the dream's job, is known; the rest of the crew are only "we". "the angriest sea" is
  // no one's feeling. "didn't need rescuing by the likes of us" is disdain aimed at "us" (aggression to the
  // dreamer). Wrapping the girl in a blanket (physical) and giving her a jelly baby are two friendly acts, and so are
  // the pat (physical) and "well done" (en-tuning-12.ts). "shivering" is a body sensation, the seasickness waking
  // life; "terrified" is apprehension, "proud" happiness.
  {
    text: "I was crew on the Tenby lifeboat in the dream, though I get seasick on a pedalo. The pagers went off at three in the morning and we launched into the angriest sea I've ever seen, to a yacht in trouble off Caldey. The coxswain, Gareth, shouted at me for fumbling the tow rope. When we got alongside, the yacht's skipper, a posh man in a blazer, said he didn't need rescuing by the likes of us. His little girl was shivering in the cockpit, so I wrapped her in a foil blanket and gave her a jelly baby. Back at the station Gareth patted my shoulder and said well done. I was terrified the whole time, but so proud.",
    characters: [
      'person male known | The coxswain, Gareth',
      "person male stranger | the yacht's skipper, a posh man in a blazer",
      'person female stranger | His little girl',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D',
      'friendliness D>2 physical',
      'friendliness D>2',
      'friendliness 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Uncertain: the extra drams slipped to the dreamer "when nobody was looking" are a gift (friendliness, coded once
  // though repeated), not the guide's work; "och aye the noo" put on at the dreamer is mockery (verbal aggression).
  // The arm lent on the way back is friendliness (physical). Morag holding his hand (physical) and telling him he
  // was fine, a kind untruth, are two friendly acts. "spinning" is a body sensation; "mortified" is apprehension,
  // "sad it was all over" sadness.
  {
    text: "Me and my wife Morag were on a distillery tour on Islay, and the guide, a young lad with a beard, kept slipping me extra drams when nobody was looking, till the whole warehouse was spinning. An American man on the tour kept putting on a Scottish accent and going 'och aye the noo' at me. A German lady lent me her arm on the way back to the minibus. Morag held my other hand and kept telling me I was fine, which was a lie, bless her. I was mortified, a grown man of seventy, and sad it was all over.",
    characters: [
      'person female family | my wife Morag',
      'person male stranger | the guide, a young lad with a beard',
      'person male stranger | An American man on the tour',
      'person female stranger | A German lady',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 2>D',
      'friendliness 3>D physical',
      'friendliness 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D', 'sadness D'],
  },
  // The food bank is run from the dreamer's own church: the coordinator is known. The baby, a stranger's child, is a
  // stranger of unstated sex. The nappies are a gift. Shouting at the dreamer that the beans were out of date is a
  // complaint (verbal aggression); the tin thrown at the wall is aimed at no one. Telling him he'd have to leave is
  // rejection; his apology and the young mum's thanks are friendly acts. Uncertain: the lift home given because
  // the dreamer's hands were shaking is a kindness (friendliness), not an outing. The mum's embarrassment is her
  // apprehension; "sad for that girl" is the dreamer's sadness (pity); the shaking is a body sensation.
  {
    text: "I was volunteering at the food bank in our church hall in Armley, handing out tins. A young mum with a baby in a sling was too embarrassed to look at me, so I slipped an extra packet of nappies into her bag. Then a man in a long coat started shouting at me that the beans were out of date and threw a tin at the wall. Our coordinator, Pauline, calmly told him he'd have to leave. On his way out he came back and said sorry to me. The young mum thanked me as she went. Afterwards Pauline drove me home because my hands wouldn't stop shaking. I felt sad for that girl all day.",
    characters: [
      'person female stranger | A young mum',
      'person unknown stranger | a baby in a sling',
      'person male stranger | a man in a long coat',
      'person female known | Our coordinator, Pauline',
    ],
    interactions: [
      'friendliness D>0',
      'aggression 2>D',
      'aggression 3>2',
      'friendliness 2>D',
      'friendliness 0>D',
      'friendliness 3>D',
    ],
    emotions: ['apprehension 0', 'sadness D'],
  },
  // The match is a contest. The pint spilt down the dreamer's neck is not said to be on purpose: an accident; the
  // roaring that follows is verbal aggression. "cop himself on" (Irish: come to his senses) is Cathal's defence said
  // to him (aggression). The father, dead in waking life but present, throwing his arms around the dreamer is a hug
  // (friendliness, physical). The crowd is present; "went mental" names no feeling. "thrilled" is happiness.
  {
    text: "It was the All-Ireland hurling final in Croke Park, Kilkenny against Tipp, and I was on the terrace with my son Cathal. A Tipp man behind us spilled his pint down my neck and then roared at me for being in his way. Cathal told him to cop himself on. Then my father, who's dead these ten years, was standing beside me in his old cap, and when Kilkenny got the winning point he threw his arms around me. The crowd around us went mental. I was thrilled, and I didn't want to wake up.",
    characters: [
      'person male family | my son Cathal',
      'person male stranger | A Tipp man behind us',
      'person male family | my father',
      'person unknown stranger plural | The crowd around us',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 2>D physical'],
    emotions: ['happiness D'],
  },
  // Typed in a hurry, in the present. The drum major, a schoolmate in the band, and the band director are known.
  // The glare is aggression. The guy "from the other schools band", the band never present, is a character of his
  // own; the can thrown at the dreamer that hits the sousaphone is an attempted assault, coded as the act
  // (physical). "not to worry about it" (comfort) and the lent folder are two friendly acts; the Whataburger is a
  // gift. "nervous" is apprehension.
  {
    text: 'friday night game in odessa and im in the marching band on sousaphone but i forgot every single note of the halftime show. the drum major kaitlyn glared at me the whole time. some guy from the other schools band threw a dr pepper at me from the bleachers and it hit my bell. then mr salinas our band director told me not to worry about it and lent me his own flip folder. after the game my mom bought me whataburger on the way home. i was so nervous the whole dream',
    characters: [
      'person female known | the drum major kaitlyn',
      'person male stranger | some guy from the other schools band',
      'person male known | mr salinas our band director',
      'person female family | my mom',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D physical',
      'friendliness 2>D',
      'friendliness 2>D',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D'],
  },
  // No interaction. A sugar shack is a Quebec maple-syrup restaurant; the "they" pouring the syrup are never seen:
  // no character. The fiddler plays for no one in particular. The dad falling asleep is no act. "happy as anything"
  // is the kids' happiness; "peaceful" names no class; "a bit sad" is the dreamer's sadness.
  {
    text: 'We were at a sugar shack outside Sherbrooke with my mom and my dad and my two kids, eating pea soup and ham at long wooden tables. Outside they were pouring hot syrup on the snow for maple taffy, and an old man was playing the fiddle in the corner. My dad fell asleep sitting up with his fork still in his hand. The kids ran around with sticky faces, happy as anything. It was so peaceful, but I felt a bit sad, because I knew my dad is getting old.',
    characters: [
      'person female family | my mom',
      'person male family | my dad',
      'person unknown family plural | my two kids',
      'person male stranger | an old man',
    ],
    interactions: [],
    emotions: ['happiness 2', 'sadness D'],
  },
  // The ex, named first as the owner of the sofa bed, then turns up: coded, known, and so is his new wife. The site
  // worker's yelling is a blame, and making the dreamer climb in and fish the cardboard out its punishment: two
  // acts, neither physical (no one is touched). Helping carry the sofa bed is friendliness (not physical). Looking
  // at the sofa bed is no act; smirking at the dreamer is mockery. "humiliated" is apprehension, "angry" anger.
  {
    text: "I took a carload of rubbish to the tip in Basildon, including my ex's old sofa bed. The man in the orange vest yelled at me for putting cardboard in the garden waste and made me climb in and fish it all out again. A bloke with a trailer saw me struggling with the sofa bed and helped me carry it up the steps to the skip. Then my ex, Darren, turned up with his new wife, and she looked at the sofa bed and smirked at me. I was so humiliated, and I hated how angry she made me.",
    characters: [
      'person male stranger | The man in the orange vest',
      'person male stranger | A bloke with a trailer',
      'person male known | my ex, Darren',
      'person female known | his new wife',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'friendliness 1>D', 'aggression 3>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // "lashing" is pouring rain. Uncertain: a fellow Cub of the dreamer's own pack is known, and so are the other boys
  // in the tent (a group); Akela, the pack's leader, is known and of unknown sex. Taking the torch and keeping it is
  // theft (physical); the boys laughing at the dreamer is the group's mockery. Akela making Ross hand it back and
  // say sorry is aggression to Ross, and the apology he makes friendliness to the dreamer. Sitting the dreamer by the
  // fire with a hot chocolate is one friendly act. The fox screams at no one. "scared stiff" is apprehension,
  // "raging" anger.
  {
    text: "I was nine again and away at Cub camp in the Mournes, and it was lashing. A bigger boy called Ross took my torch out of my sleeping bag and wouldn't give it back, and the rest of the boys in the tent laughed at me. Then Akela came round and made Ross hand it back and say sorry. After that Akela sat me by the fire and gave me a hot chocolate. Somewhere up in the trees a fox was screaming. I was scared stiff of that fox, and raging with Ross.",
    characters: [
      'person male known | A bigger boy called Ross',
      'person male known plural | the rest of the boys in the tent',
      'person unknown known | Akela',
      'animal unknown - | a fox',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>D',
      'aggression 2>0',
      'friendliness 0>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // The sister is only spoken of. Uncertain: the lie that the bus had already left and being told to come back
  // tomorrow are one act of rejection. Being sure the young man would rob her is a fear of an act, not an act. The
  // purse snatched is theft (physical); the young man chasing the thief (physical) and bringing the purse back are
  // two acts, and carrying her suitcase a third, friendly. "scared" and "ashamed" are one code of apprehension,
  // "relieved" happiness.
  {
    text: "I was stuck at the Greyhound station in Amarillo at three in the morning, trying to get to my sister's in Tulsa, and I'm eighty-one. The woman at the ticket window lied to me that my bus had already left and told me to come back tomorrow. A young man with a tattoo on his face sat down next to me, and I was sure he was going to rob me. Then a man in a cowboy hat snatched my purse right off the seat and ran, and the young man chased him clear across the parking lot and brought it back to me. When my bus pulled in after all, he carried my suitcase out to it for me. I was scared, then so relieved, and ashamed of what I'd thought about him.",
    characters: [
      'person female stranger | The woman at the ticket window',
      'person male stranger | A young man with a tattoo on his face',
      'person male stranger | a man in a cowboy hat',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 2>D physical',
      'aggression 1>2 physical',
      'friendliness 1>D',
      'friendliness 1>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Rich, named only as the owner of the party, never appears: no character; the wife is only spoken of. "Everyone
  // else" is the group of people the dreamer didn't recognise. An old housemate is known, and so is her boyfriend.
  // Sitting on the dreamer's knee and kissing him is one sexual act (physical), and his kissing her back a second,
  // the other way. Shoving him under the water and pouring the cider over his head are two physical attacks.
  // Uncertain: the guilt felt "In the dream" is coded (apprehension).
  {
    text: "I dreamt I was at my mate Rich's fortieth in a log cabin in the Forest of Dean, sitting in the hot tub with a load of people I didn't recognise. My old housemate Hannah, who I haven't seen in ten years, slid over, sat on my knee and kissed me, and I kissed her back. Then her boyfriend came out of the cabin, shoved me under the water and poured a can of cider over my head when I came up. Everyone else just carried on chatting. In the dream I felt so guilty, like I'd actually cheated on my wife.",
    characters: [
      "person unknown stranger plural | a load of people I didn't recognise",
      'person female known | My old housemate Hannah',
      'person male known | her boyfriend',
    ],
    interactions: [
      'sexuality 1>D physical',
      'sexuality D>1 physical',
      'aggression 2>D physical',
      'aggression 2>D physical',
    ],
    emotions: ['apprehension D'],
  },
  // A ruracio is a Kikuyu dowry negotiation. The daughter is named only as the owner of the occasion and never
  // appears: no character. The groom's family is a group the dreamer knows (the relatives of someone she knows), with
  // the goats they brought; the groom's uncle stands out from it by kin and is coded apart. Selling the shamba is
  // waking life. Uncertain: asking to be forgiven (kneeling with it) is an apology, and forgiving him a second act,
  // the dreamer's; the hug is two codes. Saying the dowry is too high is haggling, but calling "us" greedy is verbal
  // aggression to the dreamer. The tea with milk and mandazi are one gift. "confused" is confusion; "at peace" names
  // no class.
  {
    text: "We were at my daughter Njeri's ruracio at our home in Nyeri, and the groom's family had come with goats and crates of soda. In the middle of the talks my elder brother Mwangi, who sold our shamba without telling me, knelt in front of me and asked me to forgive him. I forgave him, and we hugged for a long time. Then the groom's uncle said the dowry was too high and called us greedy. My mother brought me tea with milk and mandazi. I was confused, but mostly at peace.",
    characters: [
      "person unknown known plural | the groom's family",
      'animal unknown - plural | goats',
      'person male family | my elder brother Mwangi',
      "person male known | the groom's uncle",
      'person female family | My mother',
    ],
    interactions: [
      'friendliness 2>D',
      'friendliness D>2',
      'friendliness D>2 physical',
      'friendliness 2>D physical',
      'aggression 3>D',
      'friendliness 4>D',
    ],
    emotions: ['confusion D'],
  },
  // No interaction: the seals only watch and swim, and the man with the metal detector is far off. "One" is a seal of
  // the group. "I wasn't scared at all" is negated; "free" names no class; "happy" is coded.
  {
    text: "I was swimming in the sea off Horsey beach at dawn, completely on my own, and the water was as warm as a bath. Dozens of grey seals kept popping up around me and watching me with their big wet eyes. One swam right underneath me. Way down the beach a man with a metal detector was walking up and down. I wasn't scared at all, which is funny because I can't even swim in real life. I just felt happy and free.",
    characters: [
      'animal unknown - plural | Dozens of grey seals',
      'person male stranger | a man with a metal detector',
    ],
    interactions: [],
    emotions: ['happiness D'],
  },
  // No character and no interaction, typed in a hurry: "nobody anywhere", and the music comes from no one seen. The
  // "sad little pretzel stand" is no one's feeling. "confused" is confusion, "kind of scared" apprehension; "calm"
  // names no class.
  {
    text: 'i was wandering around the galleria in houston after closing time and all the stores were lit up and open but there was nobody anywhere. the ice rink was empty and music was playing from somewhere. every escalator i took brought me back to the food court next to the same sad little pretzel stand. i kept looking for an exit and couldnt find one. i was so confused and kind of scared but also weirdly calm',
    characters: [],
    interactions: [],
    emotions: ['confusion D', 'apprehension D'],
  },
];
