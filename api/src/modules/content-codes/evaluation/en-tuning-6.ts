// English, sixth tuning batch (written and hand-coded on 2026-12-05 before the coder was run on it, in the plain style of real dream reports, rich in social interactions): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md and en-tuning-5.ts): an interaction aimed at "us" is one event,
// coded once with the dreamer as recipient, but one aimed at two characters ("told them all to get out")
// is written once for each; a reciprocal act ("we hugged", "screaming at each other") is two codes; an
// attempted act is coded as the act; people only mentioned (not present in the scene) are not characters;
// a member singled out of a group ("one of them") is coded to the group unless named; guilt, shame and
// embarrassment are apprehension, relief, pride and amusement happiness; body sensations and feelings of
// no HVdC class are not coded; acts only wished or denied are not coded; a rescue that strikes the
// attacker is coded as aggression to the attacker only, one that pulls or carries the victim as
// friendliness (physical) to the victim; animals are coded of unknown sex even when called "he" or "she";
// a passive whose agent is left out but clear from the scene ("I was kicked") is coded to that agent; a
// thief or attacker never seen is an unstated initiator (?), not a character; complaining to someone is
// the dreamer's verbal aggression (es-tuning-6.ts); an apology is friendliness.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_6: HandCodedDream[] = [
  // Pulling into the space is not coded (no person nor property of the dreamer is hit). Uncertain: "he
  // refused and swore at me" is coded as two acts, a refusal (rejection) and an insult. Kicking off the
  // wing mirror is destruction of property (physical). The husband's "leave it" is advice, not coded; the
  // phone number is help. "shaking" is a body sensation, "livid" anger.
  {
    text: 'I was trying to park outside Tesco when a man in a white van pulled into the space I was reversing into. I asked him to move and he refused and swore at me. Then he got out and kicked my wing mirror off. My husband was in the passenger seat and just told me to leave it. A woman with a pushchair came over and gave me her number in case I needed a witness. I was shaking and absolutely livid.',
    characters: [
      'person male stranger | a man in a white van',
      'person male family | my husband',
      'person female stranger | a woman with a pushchair',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 0>D physical', 'friendliness 2>D'],
    emotions: ['anger D'],
  },
  // Locking the dreamer in the shed is confinement (physical). Uncertain: screaming at him to let her out
  // is coded as a demand (aggression, as "le grité que parara" in es-tuning-2.ts), not as a plea. Grandma
  // letting her out and the cuddle are two friendly acts (the second physical); clipping Tom round the ear
  // is physical aggression between two characters; the tongue stuck out is a taunt (aggression).
  {
    text: 'I was about eight again and my big brother Tom locked me in the garden shed for a laugh. I banged on the door and screamed at him to let me out. Eventually Grandma heard me, let me out and gave me a cuddle, and then she clipped Tom round the ear. He stuck his tongue out at me behind her back. I was scared stiff and then really cross with him.',
    characters: ['person male family | my big brother Tom', 'person female family | Grandma'],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0',
      'friendliness 1>D',
      'friendliness 1>D physical',
      'aggression 1>0 physical',
      'aggression 0>D',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // Dan and Priya are named, so coded apart from "my mates from uni"; "they all cheered" is coded to the
  // group. Lifting the dreamer off his feet is friendliness (physical). The accusation and throwing "our
  // table" out are two acts, each once to the dreamer (non-physical, as "me echaron de la fiesta" in
  // es-tuning-3.ts). Arguing is reciprocal: two codes.
  {
    text: 'We were doing the pub quiz at the Red Lion with my mates from uni. When I got the last answer right, they all cheered and Dan lifted me right off my feet. Then the quizmaster accused our table of cheating on our phones and threw us out. Outside, Dan and Priya started arguing about whose fault it was. I felt embarrassed and a bit sad.',
    characters: [
      'person unknown friend plural | my mates from uni',
      'person male friend | Dan',
      'person unknown stranger | the quizmaster',
      'person female friend | Priya',
    ],
    interactions: [
      'friendliness 0>D',
      'friendliness 1>D physical',
      'aggression 2>D',
      'aggression 2>D',
      'aggression 1>3',
      'aggression 3>1',
    ],
    emotions: ['apprehension D', 'sadness D'],
  },
  // The bite is between two animals (physical). Uncertain: laughing at the dreamer and saying the dog had
  // asked for it are one act of mockery. Shouting at him to keep his dog on a lead is the dreamer's verbal
  // aggression. A colleague is known; helping carry the dog is help to the dreamer (not physical: she
  // touches the dog, not the dreamer, as carrying boxes in en-tuning-3.ts).
  {
    text: 'I was walking my dog Biscuit in the park when a huge Alsatian came out of nowhere and bit him on the leg. Its owner, a bloke in a flat cap, just laughed at me and said Biscuit had asked for it. I shouted at him to keep his dog on a lead. Then a girl from my work came jogging past and helped me carry Biscuit to the car. I was so upset I cried.',
    characters: [
      'animal unknown - | my dog Biscuit',
      'animal unknown - | a huge Alsatian',
      'person male stranger | its owner, a bloke in a flat cap',
      'person female known | a girl from my work',
    ],
    interactions: ['aggression 1>0 physical', 'aggression 2>D', 'aggression D>2', 'friendliness 3>D'],
    emotions: ['sadness D'],
  },
  // "everyone" in the meeting is the colleagues, coded once. The sacking is rejection (aggression); the
  // colleagues staring at their laptops do nothing to anyone. Jess calling Linda a bully is a defence said
  // to the attacker: aggression to Linda only (as the customer in es-tuning-7.ts); Linda firing her is a
  // second third-party act. Walking out together is not coded; linking arms is friendliness (physical).
  // Pride is happiness.
  {
    text: 'My boss, Linda, called a team meeting and announced in front of everyone that I was being sacked for always being late. My colleagues just stared at their laptops. Then my friend Jess stood up, told Linda she was a bully, and Linda fired her too. We walked out together and Jess linked arms with me all the way to the bus stop. I felt weirdly proud of us.',
    characters: [
      'person female known | my boss, Linda',
      'person unknown known plural | my colleagues',
      'person female friend | my friend Jess',
    ],
    interactions: ['aggression 0>D', 'aggression 2>0', 'aggression 0>2', 'friendliness 2>D physical'],
    emotions: ['happiness D'],
  },
  // Uncertain: Marcus, met at the party for the first time, is a stranger (as the old woman met on moving
  // in, en-tuning-3.ts). Flirting is a sexual overture (not physical), the kiss sexuality (physical). "got
  // shoved ... by him" is a passive with its agent: physical aggression from Ryan (an ex, known) to Marcus.
  // "the whole party" are the guests (strangers); their staring is not said to be hostile. Mortified is
  // apprehension, thrilled happiness.
  {
    text: "I was at a house party in a flat I didn't know, and a guy called Marcus kept flirting with me by the fridge. He was really funny, and later on he kissed me. Then my ex, Ryan, turned up, and Marcus got shoved into the bathroom door by him. The whole party went quiet and stared at us. I grabbed my coat and left. I was mortified but also a bit thrilled.",
    characters: [
      'person male stranger | a guy called Marcus',
      'person male known | my ex, Ryan',
      'person unknown stranger plural | the whole party',
    ],
    interactions: ['sexuality 0>D', 'sexuality 0>D physical', 'aggression 1>0 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // The argument is coded both ways and the insult and the retort inside it apart (as "argued ... called me
  // selfish" in en-tuning-2.ts). Making the dreamer get out of the car is rejection (non-physical). The
  // lift is help. The wedding is only spoken of. Uncertain: "upset" read as sadness.
  {
    text: 'Mum and I had a huge argument in the car about my wedding plans. She said I was being selfish and I told her to mind her own business. Then she pulled onto the hard shoulder and made me get out. My sister Beth pulled up behind us and gave me a lift home. I was so upset and angry with Mum.',
    characters: ['person female family | Mum', 'person female family | my sister Beth'],
    interactions: [
      'aggression D>0',
      'aggression 0>D',
      'aggression 0>D',
      'aggression D>0',
      'aggression 0>D',
      'friendliness 1>D',
    ],
    emotions: ['sadness D', 'anger D'],
  },
  // The dad is present (seen) but nothing passes between them: trying to reach him is no interaction.
  {
    text: "I was wandering through my old primary school at night and all the classrooms had water up to the desks. I could hear a piano playing somewhere but I couldn't find it. Outside, my dad was sitting on top of the climbing frame in his work overalls, just watching the moon. I kept trying to get to him but every door was locked. I felt confused and really sad.",
    characters: ['person male family | my dad'],
    interactions: [],
    emotions: ['confusion D', 'sadness D'],
  },
  // Zombies are creatures, one plural group; "one of them" is coded to it. Breaking the church door is aimed
  // at no one's property in the scene: not coded. The bite is physical. The dreamer hitting the zombie
  // strikes the attacker (aggression, physical) and dragging Carol up the stairs carries the victim
  // (friendliness, physical): both are coded. Her begging and his refusal to leave her are not hostile.
  {
    text: "There was a zombie outbreak in my town and me and my neighbour Carol were hiding in the church. The zombies broke the door down and one of them bit Carol on the arm. I hit it over the head with a candlestick and dragged Carol up the stairs into the bell tower. She begged me to leave her there, but I wouldn't. I've never been so frightened.",
    characters: ['person female known | my neighbour Carol', 'creature unknown - plural | the zombies'],
    interactions: ['aggression 1>0 physical', 'aggression D>1 physical', 'friendliness D>0 physical'],
    emotions: ['apprehension D'],
  },
  // "Two of the other boys" are a group of strangers; pushing Alfie off the slide is physical. "didn't even
  // tell them off" is denied: not coded. Uncertain: picking Alfie up and the cuddle are one friendly act
  // (physical). The balloon sword is a gift from the clown (sex unstated) to the son. His crying is
  // sadness, "over the moon" happiness; "annoyed" is anger.
  {
    text: "It was my son Alfie's fifth birthday at a soft play centre. Two of the other boys pushed him off the top of the slide and he started crying. Their mum didn't even tell them off. I picked Alfie up and gave him a big cuddle, and then the clown came over and made him a balloon sword. After that he was over the moon. I was so annoyed with that mum.",
    characters: [
      'person male family | my son Alfie',
      'person male stranger plural | two of the other boys',
      'person female stranger | their mum',
      'person unknown stranger | the clown',
    ],
    interactions: ['aggression 1>0 physical', 'friendliness D>0 physical', 'friendliness 3>0'],
    emotions: ['sadness 0', 'happiness 0', 'anger D'],
  },
  // Calling the dreamer a liar and threatening arrest are two acts. Lending the money is help. Sitting down
  // and knitting is not coded. Panic is apprehension.
  {
    text: "I was on a train to Edinburgh and couldn't find my ticket anywhere. The inspector, a tall woman with a ponytail, called me a liar and said she'd have me arrested at the next stop. The man across the table lent me the money for a new ticket. Then the inspector sat down next to me and started knitting as if nothing had happened. I was panicking at first and then totally confused.",
    characters: [
      'person female stranger | the inspector, a tall woman with a ponytail',
      'person male stranger | the man across the table',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'friendliness 1>D'],
    emotions: ['apprehension D', 'confusion D'],
  },
  // "My partner" states neither sex nor marriage: unknown, friend. The hissing (coded once, though
  // repeated) and the scratch are two acts of the cat, the second physical; the partner's attempt to feed
  // her is friendliness. Uncertain: the cat jumping onto the dreamer's lap and purring is friendliness
  // (physical). The sulk states no feeling plainly: not coded. Finding it funny is amusement (happiness).
  {
    text: 'My partner and I had just moved into a cottage by the sea. Our cat, Miso, kept hissing at my partner and scratched their hand when they tried to feed her. Then she jumped onto my lap and purred for ages. My partner said the cat loved me more than them and went off in a sulk. I found the whole thing quite funny.',
    characters: ['person unknown friend | my partner', 'animal unknown - | our cat, Miso'],
    interactions: ['aggression 1>0', 'aggression 1>0 physical', 'friendliness 0>1', 'friendliness 1>D physical'],
    emotions: ['happiness D'],
  },
  // Kayleigh is named, coded apart from her gang (schoolmates, known); uncertain: the gang is coded female
  // (they are in the girls' toilets). Ripping the bag off and tipping it into the sink is one act against
  // property (physical). The laughter is mockery by the gang. "told them all to get out" is an order to two
  // characters, written once for each. Helping dry the books is help. "small" names no class; shame is
  // apprehension.
  {
    text: "I was back at secondary school and Kayleigh Evans and her gang found me in the girls' toilets. Kayleigh ripped my bag off my shoulder and tipped everything into the sink while the others laughed at me. Then Miss Okafor walked in and told them all to get out. She helped me dry my books with paper towels. I felt small and so ashamed.",
    characters: [
      'person female known | Kayleigh Evans',
      'person female known plural | her gang',
      'person female known | Miss Okafor',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>D', 'aggression 2>0', 'aggression 2>1', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // The grandfather is dead in waking life but present in the dream: coded. Uncertain: being told off for
  // having no coat, though fond, is a reprimand (aggression), as "told me off" in en-tuning-5.ts; the sweet
  // is a gift, the hug the dreamer's friendly act (physical). Mum walking past them aims at no one: not
  // coded. Both sadness and happiness are stated.
  {
    text: "My grandad, who died last year, was sitting in his old armchair when I came in from school. He told me off for not wearing a coat, then gave me a Werther's Original out of his pocket like he always used to. I hugged him and didn't want to let go. My mum came in and walked straight past us as if he wasn't there. I woke up in tears, sad and happy at the same time.",
    characters: ['person male family | my grandad', 'person female family | my mum'],
    interactions: ['aggression 0>D', 'friendliness 0>D', 'friendliness D>0 physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Uncertain: the tent theft is coded with an unstated initiator (?), physical, though the thief is never
  // seen. Letting the dreamer into the tent and sharing the crisps are two friendly acts of the group.
  // Ciaran is named, coded apart from it: the attempted kiss is coded as the act (sexuality, physical),
  // "told him to get lost" is rejection, and the others giving him stick is aggression from the group to
  // him. "safe" names no class.
  {
    text: 'I was at Glastonbury in the pouring rain, and when I got back from watching a band someone had stolen my tent. A group of Irish lads camping nearby let me squeeze into theirs and shared their crisps with me. In the middle of the night one of them, Ciaran, tried to kiss me and I told him to get lost. The others gave him loads of stick for it. I felt safe and really happy.',
    characters: [
      'person male stranger plural | a group of Irish lads camping nearby',
      'person male stranger | one of them, Ciaran',
    ],
    interactions: [
      'aggression ?>D physical',
      'friendliness 0>D',
      'friendliness 0>D',
      'sexuality 1>D physical',
      'aggression D>1',
      'aggression 0>1',
    ],
    emotions: ['happiness D'],
  },
  // "the couple next door" are the husband and the wife, coded as two characters (neighbours, known), not
  // as a third group. Screaming at each other is reciprocal (two codes). The wife's mouthed plea and the
  // phone call are not coded. Taking him away in handcuffs is capture (physical). Uncertain: her crying is
  // read as sadness.
  {
    text: "I could hear the couple next door screaming at each other through the wall, so I went round. The husband opened the door and told me to mind my own business. Behind him his wife was crying and mouthed 'help me'. I rang the police, and two officers came and took him away in handcuffs. Afterwards she hugged me on the doorstep. I was terrified the whole time.",
    characters: [
      'person male known | the husband',
      'person female known | his wife',
      'person unknown stranger plural | two officers',
    ],
    interactions: [
      'aggression 0>1',
      'aggression 1>0',
      'aggression 0>D',
      'aggression 2>0 physical',
      'friendliness 1>D physical',
    ],
    emotions: ['sadness 1', 'apprehension D'],
  },
  // Uncertain: a hairdresser met in the salon is a stranger, though named. Shaving half the head without
  // asking is an assault on the body (physical, as the dentist in en-tuning-5.ts). The complaint is the
  // dreamer's verbal aggression, blaming her his (as "me echaba la culpa" in es-tuning-7.ts). The manager
  // (sex unstated) laughing at the dreamer is mockery; the photo is part of it. Uncertain: Shona laughing
  // "too" is read as laughing at the dreamer (mockery); lending the beanie is help.
  {
    text: "I went in for a trim and the hairdresser, a chatty lad called Kyle, shaved half my head without asking. When I complained, he said I'd asked for it. His manager came over, laughed at me and took a photo for their Instagram. My best mate Shona was waiting outside, and she burst out laughing too before lending me her beanie. I was raging.",
    characters: [
      'person male stranger | the hairdresser, a chatty lad called Kyle',
      'person unknown stranger | his manager',
      'person female friend | my best mate Shona',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0',
      'aggression 0>D',
      'aggression 1>D',
      'aggression 2>D',
      'friendliness 2>D',
    ],
    emotions: ['anger D'],
  },
  // "my two kids, Poppy and Leo" are coded as the two children, not as a third group. The kiss on the cheek
  // is friendliness (physical). The ice thrown at Leo and the chunk that hits him are one attack (physical).
  // The man yelling at the teenagers is aggression; their running off is not coded. His dog is present but
  // does nothing. Worry is apprehension.
  {
    text: 'It was snowing and I took my two kids, Poppy and Leo, to build a snowman in the park. Poppy put her own scarf on it and gave me a big kiss on the cheek. Then some teenagers started throwing chunks of ice at Leo and one hit him on the head. A man walking his dog yelled at them and they ran off. I was so happy at first, then really worried about Leo.',
    characters: [
      'person female family | Poppy',
      'person male family | Leo',
      'person unknown stranger plural | some teenagers',
      'person male stranger | a man walking his dog',
      'animal unknown - | his dog',
    ],
    interactions: ['friendliness 0>D physical', 'aggression 2>1 physical', 'aggression 3>2'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // Letting himself in is not coded apart; pocketing the jewellery is theft (physical). Screaming at him to
  // get out is a demand (aggression); the threat is verbal. Zoe pushing him out of the door strikes the
  // intruder: aggression to him only (physical). "We hugged" is reciprocal (two codes, physical). A
  // flatmate is known. Shaking is a body sensation.
  {
    text: "My landlord, Mr Haddad, let himself into my flat while I was in the shower and started pocketing my jewellery. I screamed at him to get out and he threatened to double my rent. Then my flatmate Zoe came home, pushed him out of the door and locked it behind him. We hugged in the hallway, both shaking. I was so angry I couldn't speak.",
    characters: ['person male known | my landlord, Mr Haddad', 'person female known | my flatmate Zoe'],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0',
      'aggression 0>D',
      'aggression 1>0 physical',
      'friendliness D>1 physical',
      'friendliness 1>D physical',
    ],
    emotions: ['anger D'],
  },
  // Waving is a greeting (friendliness); turning her back on purpose is rejection (aggression). A friend's
  // mother is known; her smile is a friendly gesture (as the thumbs-up in es-tuning-7.ts). The dog jumping
  // up and licking is friendliness (physical). "hurt" is sadness.
  {
    text: 'I was walking down my old high street and saw my friend Amira outside the bakery with her mum. I waved to her and she looked straight at me, then turned her back on purpose. Her mum gave me a little smile though. When I got home my dog Ziggy jumped all over me and licked my face. I felt hurt and a bit confused.',
    characters: [
      'person female friend | my friend Amira',
      'person female known | her mum',
      'animal unknown - | my dog Ziggy',
    ],
    interactions: ['friendliness D>0', 'aggression 0>D', 'friendliness 1>D', 'friendliness 2>D physical'],
    emotions: ['sadness D', 'confusion D'],
  },
  // "One of them" and "the others" are coded to the robbers' group. Pointing a gun at the cashier (sex
  // unstated) is a threat, not physical. Uncertain: "the rest of us" (the other customers) are not coded,
  // since none is named apart from the old man; the shouted order is coded once, to the dreamer. "I was
  // kicked" has its agent left out but clear: physical aggression from the robbers. Holding the hand and
  // the whispered reassurance are two friendly acts.
  {
    text: "I was queuing in the bank when three men in balaclavas ran in. One of them pointed a gun at the cashier and the others shouted at the rest of us to lie on the floor. I was kicked in the ribs for looking up. The old man lying next to me held my hand and whispered that it would all be over soon. I've never been so scared in my life.",
    characters: [
      'person male stranger plural | three men in balaclavas',
      'person unknown stranger | the cashier',
      'person male stranger | the old man lying next to me',
    ],
    interactions: [
      'aggression 0>1',
      'aggression 0>D',
      'aggression 0>D physical',
      'friendliness 2>D physical',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D'],
  },
  // Uncertain: the proposal is coded as friendliness (HVdC F4, the wish for a lasting bond), not
  // sexuality. The seagull grabbing the ring from Sam is theft from him (physical). Bringing the ring back is
  // help to the dreamer. "We kissed" is reciprocal (two sexual codes); "everyone" (strangers on the pier)
  // clapping "us" is one act, coded to the dreamer.
  {
    text: 'My boyfriend Sam took me up the Ferris wheel on the pier and got down on one knee. Just as he opened the ring box, a seagull swooped in, grabbed the ring and flew off. A little girl found the ring under a bench and brought it back to me. We kissed in front of everyone and they all clapped. I was over the moon.',
    characters: [
      'person male friend | my boyfriend Sam',
      'animal unknown - | a seagull',
      'person female stranger | a little girl',
      'person unknown stranger plural | everyone',
    ],
    interactions: [
      'friendliness 0>D',
      'aggression 1>0 physical',
      'friendliness 2>D',
      'sexuality D>0 physical',
      'sexuality 0>D physical',
      'friendliness 3>D',
    ],
    emotions: ['happiness D'],
  },
  // Leon's complaint is verbal aggression to the driver; the driver's insult and Leon's worse one back are
  // one each way. Dumping "us" on the road is rejection (non-physical, as being thrown out), once to the
  // dreamer. The farmer is only named through his wife. The phone and the toasties are two friendly acts.
  // Nervous is apprehension, relief happiness.
  {
    text: "My friend Leon and I got a taxi home from town. The driver kept taking wrong turns, and when Leon complained he slammed the brakes on and called him a drunk idiot. Leon called him something much worse back. The driver dumped us on a dark country road miles from anywhere. A farmer's wife let us use her phone and made us cheese toasties. I was nervous, then really relieved.",
    characters: [
      'person male friend | my friend Leon',
      'person male stranger | the driver',
      "person female stranger | a farmer's wife",
    ],
    interactions: [
      'aggression 0>1',
      'aggression 1>0',
      'aggression 0>1',
      'aggression 1>D',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Kicking under the water and ducking him are one physical act each way. Uncertain: running to tell Dad is
  // not coded. Shouting at the dreamer is verbal aggression; "I got sent to our room" is a passive with its
  // agent clear (Dad), a punishment (A3, not physical). The Germans are present and do nothing. The ice
  // cream is a gift. Guilt is apprehension; uncertain: feeling sorry for himself read as sadness.
  {
    text: 'We were on holiday in Spain and my little brother Josh kept kicking me under the water in the pool, so I ducked him. He came up coughing and ran to tell Dad. Dad shouted at me in front of all the Germans on the sunbeds, and I got sent to our room. Later Josh sneaked in and gave me half his ice cream. I felt guilty and a bit sorry for myself.',
    characters: [
      'person male family | my little brother Josh',
      'person male family | Dad',
      'person unknown stranger plural | all the Germans on the sunbeds',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0 physical',
      'aggression 1>D',
      'aggression 1>D',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D', 'sadness D'],
  },
];
