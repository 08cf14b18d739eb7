// English, fifteenth tuning batch, the thirteenth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-14.ts and the earlier batches): an interaction aimed at "us"
// or "us both" is one event, coded once with the dreamer as recipient ("tells us both to keep our voices
// down", "tells us all off", "a goose chased us"); an act of a group is coded to the group only ("one of
// them shushed me", "everyone cheers"), while people who stand out from a group by name ("His best mate,
// Gaz" among "all his mates") are coded apart; a reciprocal act ("Craig and I ended up shouting at each
// other") is two codes; people only mentioned (the dog in the divorce, "my friends" lost in the crowd at
// Hogmanay) are not characters, while an owner who is then present ("my nan's old kitchen", "my friend
// Chloe's", "Craig's mum" with Craig in the room) is; someone dead in waking life but present in the dream
// is coded ("my grandad, who died when I was seven", "my nan ... even though she died in 2015"); in-laws are
// family ("my mother-in-law, Sandra"), the relatives, partners and friends of people the dreamer knows known
// ("her big brother, Jordan", "their mum", Mei's "grandma", "His best mate, Gaz"), those of strangers
// strangers ("His mum", "his wife", "His dad"); workmates in a job the dreamer has in the dream are known
// ("my elf helper", "the ward sister"), and so is whoever teaches or runs a class or a course ("the tower
// captain", "The trainer", "the instructor", "The man running it"), as a coach or a tutor; a girlfriend and a
// mate are friends, an ex known; guilt, shame, humiliation, embarrassment and being freaked out are
// apprehension, relief, pride and amusement happiness, feeling low, crying and being heartbroken sadness;
// laughter aimed at no one ("can't stop giggling", "laughed his head off", "giggled all the way home") is the
// laugher's amusement, not an interaction, but laughing at someone ("Ruby laughed at him", "laughing at me")
// and sticking a tongue out at someone are mockery; body sensations ("shivering", "can't breathe") and
// feelings of no HVdC class ("peaceful") are not coded, nor are negated feelings ("Clive didn't look sorry
// at all", "the boy isn't even pleased") or feelings given only in someone's words ("stop being so
// jealous", "he should be ashamed of himself"); acts only wished or denied ("i want to push him in", "Chloe
// swears she isn't pushing it", "doesn't wake up", "He didn't look at me once", "nobody said a word") and
// accidents (capsizing) are not coded; a game or a contest (beating the dreamer at chess), a rite and a
// professional's work (a barber's shave, the video of a course) are not coded, nor is taking the dreamer
// somewhere (en-tuning-11.ts); a rescue that pulls the victim free is friendliness (physical) to the victim
// ("drags me out by my life jacket", "dragged me away from him"); a defence said to the attacker ("tells him
// to shut his mouth", "tells her to stop being so jealous") is aggression to the attacker; a blow and the
// telling-off with it are two acts (the rolling pin and "Clear off", as the slipper in en-tuning-7.ts); a
// deliberate snub ("turned her screen away from me") or being sent away ("sent him off the track", "get off
// his property") is rejection (aggression, not physical); an apology is friendliness, and a handshake with
// it one act; spitting at someone is an assault (physical, en-tuning-7.ts), a glare aggression
// (en-tuning-5.ts), asking someone to dance friendliness (en-tuning-4.ts), cheering for someone friendliness
// (as clapping in en-tuning-12.ts), teaching friendliness; an unwanted kiss or groping is sexuality
// (en-tuning-10.ts); a thief chased and the stolen thing handed back to its owner are two acts
// (en-tuning-14.ts); a thief never seen in a crowd is an unstated initiator (?); "my twins, Ruby and Alfie"
// are two characters; a costume is no one ("a woman dressed as an elf" is a woman, "a man in a giant bunny
// costume" a man); animals are coded of unknown sex, a creature called "He" male, one called "an old woman"
// and "she" female.
// Conventions this batch had to decide: yanking off the false beard the dreamer wears is physical
// aggression, and the accusation shouted with it ("I knew you were fake!") a second, verbal act, as a blow
// and a telling-off; a hag sitting on the dreamer's chest so that the dreamer can't breathe is a physical
// attack, and her whisper "You're mine now" a threat, a second act (not physical); the Grim Reaper pointing a
// bony finger at the dreamer is a threat (aggression, not physical); kicking the dreamer's bucket over on
// purpose is damage to property (physical, as the trolley reversed into "on purpose" in en-tuning-13.ts);
// shushing someone is a rebuke (verbal aggression); an owl landing on the dreamer's head is neither hostile
// nor friendly, no act; "crying with laughter" is laughter aimed at no one, amusement, not sadness; a
// patient's remarks on the dreamer's legs are a sexual overture and the pinch that follows a second sexual
// act (physical), as the wink apart from the kiss in en-tuning-7.ts; the lion of a lion dance is a costume,
// no character, and its snapping at the dreamer and eating the lettuce are the rite, as linking arms for
// Auld Lang Syne is: not coded; an ex-husband's mother is known, not family (in-laws are family through a
// present marriage only); a fellow ringer met at the dreamer's first practice is a stranger (as the dive
// buddy in en-tuning-11.ts); a mediator passing the dreamer tissues is a kindness (friendliness), not his
// work; being black-flagged and sent off the track is one act of rejection; holding onto the dreamer's arm
// so that the dreamer won't get lost is friendliness (physical); a great-grandfather who died before the
// dreamer was born is family all the same.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_15: HandCodedDream[] = [
  // Told in the present. Uncertain: yanking off the beard the dreamer wears is physical aggression, and the
  // accusation shouted with it a second act (as the slipper and the telling-off in en-tuning-7.ts). The whole
  // queue is present with no act. Mason's mum, a stranger's relative, tells him off (aggression); her
  // giggling is aimed at no one: her amusement. A workmate in the dream's job is known; the mince pie is a
  // gift. "mortified" is apprehension.
  {
    text: "I'm working as Father Christmas in a grotto at the Bullring, and the beard itches like mad. A little boy called Mason yanks it right off in front of the whole queue and shouts, \"I knew you were fake!\" His mum tells him off, though she can't stop giggling. Then my elf helper, a girl called Shannon, brings me a mince pie on my break. I'm mortified, and a bit sad that he doesn't believe any more.",
    characters: [
      'person male stranger | a little boy called Mason',
      'person unknown stranger plural | the whole queue',
      'person female stranger | His mum',
      'person female known | my elf helper, a girl called Shannon',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 2>0', 'friendliness 3>D'],
    emotions: ['happiness 2', 'apprehension D', 'sadness D'],
  },
  // An ex is known, and so is his mother (a relative of someone the dreamer knows; in-laws are family through
  // a present marriage only). The dog is only spoken of. Uncertain: the mediator passing tissues, coded once
  // though repeated, is a kindness (friendliness), not his work. Shouting at each other is two codes; the
  // clip round the ear is physical. Crying is sadness.
  {
    text: "I was at a divorce mediation with my ex-husband, Craig, in a tiny office above a dry cleaner's, even though we split up years ago. The mediator, a softly spoken man called Mr Okafor, kept passing me tissues. Craig and I ended up shouting at each other about who got the dog. Then Craig's mum, Brenda, walked in without knocking and clipped him round the ear. I cried the whole way through, and I was furious with Craig.",
    characters: [
      'person male known | my ex-husband, Craig',
      'person male stranger | The mediator, a softly spoken man called Mr Okafor',
      "person female known | Craig's mum, Brenda",
    ],
    interactions: ['friendliness 1>D', 'aggression D>0', 'aggression 0>D', 'aggression 2>0 physical'],
    emotions: ['sadness D', 'anger D'],
  },
  // Told in the present. The crowd in Santa hats is present with no act. The shove into the sea is physical;
  // laughing at the dreamer is mockery. The woman "dressed as an elf" is a woman (a costume is no one);
  // pulling the dreamer up is a rescue (friendliness, physical), and the auntie's towel a second friendly act
  // (physical). "too scared" is apprehension, "furious" anger; "shivering" is a body sensation.
  {
    text: "It's the Christmas Day dip at Tynemouth and hundreds of people in Santa hats are running into the sea. I'm standing at the edge, too scared to go in, when my cousin Ryan shoves me in from behind. The water is so cold I can't breathe. A woman dressed as an elf pulls me back up onto my feet, and Ryan stands on the sand laughing at me. My auntie Pat wraps me in a big towel. I'm furious with Ryan, and still shivering when I wake up.",
    characters: [
      'person unknown stranger plural | hundreds of people in Santa hats',
      'person male family | my cousin Ryan',
      'person female stranger | A woman dressed as an elf',
      'person female family | My auntie Pat',
    ],
    interactions: [
      'aggression 1>D physical',
      'friendliness 2>D physical',
      'aggression 1>D',
      'friendliness 3>D physical',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // The tower captain runs the practice: known. "I'd ruined the whole peal" is a blame (verbal aggression).
  // Uncertain: Marjorie, a fellow ringer met at the dreamer's first practice, is a stranger (as the dive buddy
  // in en-tuning-11.ts); grabbing the dreamer round the waist and pulling the dreamer down is a rescue
  // (friendliness, physical). The shandy is a gift. "humiliated" and "terrified" are one code of apprehension.
  {
    text: "I went to my first bell-ringing practice at our parish church, right at the top of the tower. The tower captain, a stern old man called Geoffrey, told me I'd ruined the whole peal. Then my rope whipped up and nearly took me with it, and a tiny old lady called Marjorie, who rings the treble, grabbed me round the waist and pulled me back down. Afterwards, in the pub, Geoffrey bought me a half of shandy as if nothing had happened. I was humiliated, and terrified of that rope.",
    characters: [
      'person male known | The tower captain, a stern old man called Geoffrey',
      'person female stranger | a tiny old lady called Marjorie, who rings the treble',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D physical', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // Typed in a hurry. The advisor telling the dreamer off and threatening to stop the money is one act of
  // verbal aggression; turning her screen away is a snub, a second (rejection). The sweet with the words of
  // comfort is one friendly act. "so low" is sadness.
  {
    text: 'had a dream i was signing on at the job centre again. the advisor a woman with really long nails said i hadnt applied for enough jobs and she was going to stop my money. when i tried to explain she just turned her screen away from me. then an old man in the next chair gave me a werthers original and said dont let the buggers grind you down. i felt so low',
    characters: [
      'person female stranger | the advisor a woman with really long nails',
      'person male stranger | an old man in the next chair',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['sadness D'],
  },
  // "my twins, Ruby and Alfie" are two characters. Spitting in Alfie's face is an assault (physical, as in
  // en-tuning-7.ts); Ruby laughing at him is mockery, and his crying and being heartbroken one code of
  // sadness. The farm girl wiping his face is friendliness (physical). The goose chasing "us" is one physical
  // act, to the dreamer. "cross" is anger.
  {
    text: "I took my twins, Ruby and Alfie, to a petting farm near Bath. An alpaca with a ridiculous fringe spat right in Alfie's face, and Ruby laughed at him until he cried. A farm girl in dungarees wiped his face with her sleeve. On the way out a goose chased us all the way to the car park, honking. I was cross with Ruby, and Alfie was heartbroken.",
    characters: [
      'person female family | Ruby',
      'person male family | Alfie',
      'animal unknown - | An alpaca with a ridiculous fringe',
      'person female stranger | A farm girl in dungarees',
      'animal unknown - | a goose',
    ],
    interactions: ['aggression 2>1 physical', 'aggression 0>1', 'friendliness 3>1 physical', 'aggression 4>D physical'],
    emotions: ['sadness 1', 'anger D'],
  },
  // Told in the present. The hag, called "an old woman" and "she", is a female creature. Uncertain: sitting
  // on the dreamer's chest so that the dreamer can't breathe is a physical attack, and "You're mine now" a
  // threat, a second act (not physical). Rob only snores; "doesn't wake up" is denied. The cat hissing at
  // the hag is aggression to her (not physical). "can't breathe" is a body sensation.
  {
    text: "I wake up in the dream and can't move a muscle. There's a hag sitting on my chest, an old woman with grey hair down to her knees and no eyes, and she's so heavy I can't breathe. She leans right down and whispers, \"You're mine now.\" My husband, Rob, is snoring next to me and doesn't wake up, however hard I try to scream. Then our cat jumps on the bed and hisses at her, and she's gone. I'm absolutely terrified.",
    characters: [
      'creature female - | a hag sitting on my chest',
      'person male family | My husband, Rob',
      'animal unknown - | our cat',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'aggression 2>0'],
    emotions: ['apprehension D'],
  },
  // The trainer running the course is known (as a tutor at a class); making the dreamer go first is the
  // course, "I'd have cracked all its ribs" criticism (aggression). A colleague and a manager are known;
  // sniggering at the dreamer is mockery, the coffee a gift. "didn't look sorry at all" is negated.
  // "embarrassed" is apprehension, "relieved" happiness.
  {
    text: "I was on a first aid course at work, in the staff canteen. The trainer, a big ex-paramedic called Clive, made me go first on the plastic dummy and then said I'd have cracked all its ribs. My colleague Shaz sniggered at me the whole time. Afterwards my manager, Ruth, bought me a coffee from the machine to cheer me up. Clive didn't look sorry at all. I was so embarrassed, then relieved it was over.",
    characters: [
      'person male known | The trainer, a big ex-paramedic called Clive',
      'person female known | My colleague Shaz',
      'person female known | my manager, Ruth',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // "all his mates" is a group the dreamer knows (friends of the brother), of unstated sex; Gaz stands out by
  // name and is coded apart. Ramming the dreamer on purpose is physical. Uncertain: black-flagging and
  // sending off is one act of rejection by the marshal. Liam laughing his head off is aimed at no one: his
  // amusement. The handshake with the apology is one friendly act (physical).
  {
    text: "It was my brother Liam's stag do, and we went go-karting at an indoor track in Milton Keynes with him and all his mates. His best mate, Gaz, rammed me into the tyre wall on purpose on the last lap. The marshal, a girl with a clipboard, black-flagged him and sent him off the track. Liam laughed his head off. When I climbed out, Gaz shook my hand and said sorry. I was livid with Gaz.",
    characters: [
      'person male family | my brother Liam',
      'person unknown known plural | all his mates',
      'person male known | His best mate, Gaz',
      'person female stranger | The marshal, a girl with a clipboard',
    ],
    interactions: ['aggression 2>D physical', 'aggression 3>2', 'friendliness 2>D physical'],
    emotions: ['happiness 0', 'anger D'],
  },
  // Told in the present. Beating the dreamer is a game, not coded; the tongue is mockery. The handshake with
  // the words of comfort is one friendly act (physical). "tells us both" is one act, to the dreamer. "isn't
  // even pleased" is the boy's negated feeling. "humiliated" is apprehension.
  {
    text: "I'm playing in a chess tournament in a school hall, and my opponent is a boy of about ten in a bow tie. He beats me in six moves and then sticks his tongue out at me. His dad, who's been watching over his shoulder, shakes my hand and says, \"Don't take it to heart, he beats everyone.\" The arbiter, a woman in a cardigan, tells us both to keep our voices down. I'm humiliated and really confused, and the boy isn't even pleased.",
    characters: [
      'person male stranger | a boy of about ten in a bow tie',
      'person male stranger | His dad',
      'person female stranger | The arbiter, a woman in a cardigan',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D physical', 'aggression 2>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // No interaction: the grandad, dead in waking life but present, says nothing and smiles at no one, and the
  // donkey only eats the flags. "peaceful" names no class; "a bit sad" is sadness.
  {
    text: "I was playing crazy golf on the seafront at Rhyl with my grandad, who died when I was seven. He looked exactly like he does in the old photos, in his flat cap. Every hole had a little windmill, and my ball kept rolling back to my feet. Grandad didn't say a word, he just kept smiling and writing our scores on a tiny card. A donkey stood on the last green eating the flags. I felt peaceful, and a bit sad when it started to get dark.",
    characters: ['person male family | my grandad', 'animal unknown - | A donkey'],
    interactions: [],
    emotions: ['sadness D'],
  },
  // A ward sister in the dream's job is a workmate (known); the old man and his wife are strangers.
  // Uncertain: the remarks on the dreamer's legs, coded once though repeated, are a sexual overture and the
  // pinch a second sexual act (physical), as the wink apart from the kiss in en-tuning-7.ts. "he should be
  // ashamed of himself" is a defence said to him (aggression), and a feeling only in her words. The toffee is
  // a gift. "mortified" and "scared" are one code of apprehension.
  {
    text: 'In the dream I was a porter at the Royal Infirmary, pushing an old man in a bed down miles of corridor to X-ray. He kept telling me I had lovely legs, and then he pinched my bum. The ward sister, a big Irish woman called Siobhan, told him he should be ashamed of himself. Then his wife turned up with a bag of sweets and gave me a toffee for my trouble. I was mortified, and a bit scared of him.',
    characters: [
      'person male stranger | an old man in a bed',
      'person female known | The ward sister, a big Irish woman called Siobhan',
      'person female stranger | his wife',
    ],
    interactions: ['sexuality 0>D', 'sexuality 0>D physical', 'aggression 1>0', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // Told in the present. A mother-in-law is family. Grabbing the dreamer's hands to show the steps is
  // teaching, one friendly act (physical); asking the dreamer to dance is friendliness (en-tuning-4.ts), the
  // glare aggression (en-tuning-5.ts), "stop being so jealous" Sandra's defence said to the wife (aggression),
  // "jealous" only in her words. "the happiest I've ever seen her" is Sandra's happiness.
  {
    text: "I'm at a line dancing night at the working men's club with my mother-in-law, Sandra, who's in a cowboy hat and fringed boots. She keeps grabbing my hands and showing me the steps. A man with a handlebar moustache asks me to dance, and his wife glares at me from the bar the whole time. Sandra marches over and tells her to stop being so jealous. I'm a bit nervous, but Sandra is the happiest I've ever seen her.",
    characters: [
      'person female family | my mother-in-law, Sandra',
      'person male stranger | A man with a handlebar moustache',
      'person female stranger | his wife',
    ],
    interactions: ['friendliness 0>D physical', 'friendliness 1>D', 'aggression 2>D', 'aggression 0>2'],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // The tea and the biscuit handed out of the window are one gift. "get off his property or he'd call the
  // police" is one act of rejection with a threat. Uncertain: kicking the dreamer's bucket over on purpose is
  // damage to property (physical). The terrier only watches. "fuming" is anger, "scared" apprehension.
  {
    text: "I was a window cleaner up a ladder on a big posh house in Harrogate. A woman in a silk dressing gown opened the bedroom window and handed me a cup of tea and a custard cream. Then her husband came out onto the drive and told me to get off his property or he'd call the police. On his way back in he kicked my bucket over on purpose. Their little terrier sat on the lawn and watched me the whole time. I was fuming, and scared I'd fall off.",
    characters: [
      'person female stranger | A woman in a silk dressing gown',
      'person male stranger | her husband',
      'animal unknown - | Their little terrier',
    ],
    interactions: ['friendliness 0>D', 'aggression 1>D', 'aggression 1>D physical'],
    emotions: ['anger D', 'apprehension D'],
  },
  // Told in the present. Nan, named first as the owner of the kitchen, is dead in waking life but present:
  // coded. The Grim Reaper, "He", is a male creature; uncertain: pointing a bony finger at the dreamer is a
  // threat (aggression, not physical). The rolling pin (physical) and "Clear off" are two acts, as the
  // slipper and the telling-off in en-tuning-7.ts; the hug is friendly (physical).
  {
    text: "I'm in my nan's old kitchen in Barnsley and she's making chip butties, even though she died in 2015. There's a knock, and the Grim Reaper is at the back door with the black hood and the scythe and everything. He points a bony finger straight at me. Nan marches over, whacks him with her rolling pin and tells him, \"Clear off, you're not having this one yet.\" He just slinks away. Then she gives me a big hug. I'm scared stiff, but so happy to see her.",
    characters: ['person female family | my nan', 'creature male - | the Grim Reaper'],
    interactions: ['aggression 1>D', 'aggression 0>1 physical', 'aggression 0>1', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Taking the dreamer to the hide is not coded (en-tuning-11.ts). The men in camouflage are a group;
  // uncertain: "one of them shushed me" is a rebuke (verbal aggression), coded to the group. Lending the
  // binoculars is friendliness. The owl landing on the dreamer's head is neither hostile nor friendly: no
  // act; "nobody said a word" is denied.
  {
    text: 'My uncle Dougie took me to a bird hide on the marshes in Norfolk to look for marsh harriers. It was packed with serious men in camouflage jackets with huge lenses. When I dropped my flask, one of them shushed me really loudly. Uncle Dougie lent me his good binoculars. Then a barn owl flew in through the viewing slot and landed on my head, and nobody said a word. I was embarrassed, then completely delighted.',
    characters: [
      'person male family | My uncle Dougie',
      'person male stranger plural | serious men in camouflage jackets with huge lenses',
      'animal unknown - | a barn owl',
    ],
    interactions: ['aggression 1>D', 'friendliness 0>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Told in the present. The barber's shave is his work, not coded; Kerry only holds the bucket. An ex is
  // known; "You look like a boiled egg!" is verbal aggression, "shut his mouth" Kerry's defence said to him.
  // Everyone cheering is the crowd's friendliness (as clapping); the mum's hug is friendly (physical).
  // "humiliated" is apprehension, "proud" happiness.
  {
    text: "I'm having my head shaved for charity in the car park of the Royal Oak, and a barber from the high street is doing it with clippers. My best friend Kerry is holding the bucket for donations. Halfway through, my ex, Stuart, shouts from the crowd, \"You look like a boiled egg!\" Kerry tells him to shut his mouth. When it's done, everyone cheers and my mum gives me a hug. I'm a bit humiliated, but mostly proud of myself.",
    characters: [
      'person male stranger | a barber from the high street',
      'person female friend | My best friend Kerry',
      'person male known | my ex, Stuart',
      'person unknown stranger plural | the crowd',
      'person female family | my mum',
    ],
    interactions: ['aggression 2>D', 'aggression 1>2', 'friendliness 3>D', 'friendliness 4>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A girlfriend is a friend, her grandma known. Holding onto the dreamer's arm so that the dreamer won't get
  // lost is friendliness (physical); the red envelope a gift. Uncertain: the lion is a costume of the dancers
  // (no character), and its snapping and eating the lettuce are the dance's rite: not coded. The wallet thief
  // is never seen in the crowd: an unstated initiator (physical).
  {
    text: "I was at Chinese New Year in Chinatown in London with my girlfriend, Mei, and her grandma, who held onto my arm the whole time so I wouldn't get lost. The lion dancers came right up to us, and the lion snapped its jaws in my face and ate the lettuce I was somehow holding. Mei's grandma gave me a red envelope with a ten-pound note in it. Then someone in the crowd nicked my wallet out of my back pocket, and I never saw who. I was confused, but happy.",
    characters: [
      'person female friend | my girlfriend, Mei',
      'person female known | her grandma',
      'person unknown stranger plural | The lion dancers',
      'person unknown stranger plural | the crowd',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 1>D', 'aggression ?>D physical'],
    emotions: ['confusion D', 'happiness D'],
  },
  // Told in the present. Chloe first names the house, then is present; her brother and their mum are known.
  // Jumping out and grabbing the ankle is a prank that takes hold of the dreamer (physical). "tells us all off"
  // is one act, to the dreamer. "Chloe swears she isn't pushing it" is denied. Uncertain: "crying with
  // laughter" is laughter aimed at no one, the amusement of each (happiness), not sadness.
  {
    text: "I'm fourteen again, at a sleepover at my friend Chloe's, and we've got a Ouija board out on her bedroom floor. The glass starts spelling out my name. Chloe swears she isn't pushing it. Then her big brother, Jordan, jumps out of the wardrobe in a sheet and grabs my ankle, and I scream the house down. Their mum comes up and tells us all off for the noise. Chloe and Jordan are crying with laughter. I'm scared, and angry with both of them.",
    characters: [
      'person female friend | my friend Chloe',
      'person male known | her big brother, Jordan',
      'person female known | Their mum',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>D'],
    emotions: ['happiness 0', 'happiness 1', 'apprehension D', 'anger D'],
  },
  // The snatch is theft (physical). The dad's shrug is aimed at no one: no act. The man in the bunny costume
  // is a man (a costume is no one); chasing the boy is physical aggression to him, and giving the egg back to
  // Isla with "There you go, sweetheart" one friendly act to her (as the suitcase in en-tuning-14.ts). Isla's
  // crying is her sadness, her giggling her amusement. "livid" is anger.
  {
    text: 'I took my daughter Isla to an Easter egg hunt at a National Trust garden. She found a big gold egg under a hedge, and a boy of about eight snatched it out of her hands and ran off. His dad saw the whole thing and just shrugged. A man in a giant bunny costume chased after the boy, got the egg back and gave it to Isla, saying, "There you go, sweetheart." She\'d been crying her eyes out, but then she giggled all the way home. I was livid with the dad.',
    characters: [
      'person female family | my daughter Isla',
      'person male stranger | a boy of about eight',
      'person male stranger | His dad',
      'person male stranger | A man in a giant bunny costume',
    ],
    interactions: ['aggression 1>0 physical', 'aggression 3>1 physical', 'friendliness 3>0'],
    emotions: ['sadness 0', 'happiness 0', 'anger D'],
  },
  // The friends lost in the crowd are not present: no characters, while Ailsa, who finds the dreamer, is.
  // Grabbing and kissing the dreamer is one unwanted sexual act by a stranger (physical). Dragging the dreamer
  // away is a rescue (friendliness, physical). Uncertain: linking arms for Auld Lang Syne is a rite, not
  // coded, and the backpackers a group present. "freaked out" is apprehension.
  {
    text: "It was Hogmanay on Princes Street and I'd lost my friends in the crowd just before midnight. When the bells went, a tall man in a kilt grabbed me and kissed me on the lips, and I didn't even know his name. My friend Ailsa found me and dragged me away from him. Then we linked arms with a load of Australian backpackers for Auld Lang Syne. I was freaked out for a bit, but by the end I was so happy.",
    characters: [
      'person unknown stranger plural | the crowd',
      'person male stranger | a tall man in a kilt',
      'person female friend | My friend Ailsa',
      'person unknown stranger plural | a load of Australian backpackers',
    ],
    interactions: ['sexuality 1>D physical', 'friendliness 2>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Typed in a hurry, in the present. Capsizing is an accident. Dragging the dreamer out is a rescue
  // (friendliness, physical); the instructor (known, as a coach) shouting what the dreamer should have done
  // is criticism (aggression). "i want to push him in" is only wished. Waking scared and cross is coded.
  {
    text: 'canoeing down the wye with my mate Dan and we capsize on the rapids and im stuck under the canoe and cant breathe. Dan drags me out by my life jacket. the instructor a big welsh guy called Rhodri just shouts from the bank that i should of leaned forward, and i want to push him in. woke up so scared and cross',
    characters: [
      'person male friend | my mate Dan',
      'person male known | the instructor a big welsh guy called Rhodri',
    ],
    interactions: ['friendliness 0>D physical', 'aggression 1>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // The single interaction: the man running the course (known, as a tutor) telling the dreamer off. The
  // others on the course are a group present; the crash video is the course, not coded, and everyone going
  // quiet is no act. "ashamed" is apprehension, "baffled" confusion.
  {
    text: "I was on a speed awareness course in a function room at a Travelodge off the M1, with about twenty other people who'd been caught speeding. The man running it, a retired traffic cop called Trevor, told me off in front of the whole room for looking at my phone. Then he made us all watch a video of a crash. Everyone went quiet. I was so ashamed, and baffled about why I was there, because I can't even drive.",
    characters: [
      "person unknown stranger plural | about twenty other people who'd been caught speeding",
      'person male known | The man running it, a retired traffic cop called Trevor',
    ],
    interactions: ['aggression 1>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // No interaction: the great-grandad, dead before the dreamer was born but present, is family and coded;
  // "He didn't look at me once" is denied, and the boy's questions to his mum are no act. The crowd only
  // stands in silence. "sad" is sadness, "proud" happiness.
  {
    text: "It was Remembrance Sunday at the war memorial in our village, and a big crowd was standing in silence in the drizzle. My great-grandad Albert, who died before I was born, was standing next to me in his old uniform with all his medals on. He didn't look at me once, he just stared at the names on the stone. A little boy behind us kept asking his mum, really loudly, when it would be over. When the Last Post finished, Albert was gone. I felt so sad, but proud too.",
    characters: [
      'person unknown stranger plural | a big crowd',
      'person male family | My great-grandad Albert',
      'person male stranger | A little boy behind us',
      'person female stranger | his mum',
    ],
    interactions: [],
    emotions: ['sadness D', 'happiness D'],
  },
];
