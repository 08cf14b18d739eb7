// English, third tuning batch (written and hand-coded before the coder was run on it, in the plain style of real dream reports rather than aimed at traps): fixes to the coder may be made against these dreams, as against en-tuning.ts and en-tuning-2.ts.
// Conventions followed (README.md and the earlier batches): an interaction aimed at "us" is one event,
// coded once with the dreamer as recipient; an attempted act is coded as the act; people only mentioned
// (not present in the scene) are not characters; a member singled out of a group ("one of them") is
// coded to the group unless named; guilt, shame and embarrassment are apprehension, relief and pride
// happiness; body sensations (pounding heart, shaking, sweat) and feelings of no HVdC class (free,
// curious, starstruck) are not coded.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_3: HandCodedDream[] = [
  // "my mum's kitchen" and then "Mum" in the corner: one character, present. The hug the dreamer tried
  // is coded as the act; being pushed away is coded physical aggression, the break-up (rejection) as
  // non-physical aggression.
  {
    text: "I was back in the kitchen of my old uni halls, except it was also my mum's kitchen. My ex, Jamie, walked in and told me he was getting married. I tried to hug him and he pushed me away. Then he broke up with me all over again, even though we split years ago. Mum just kept making tea in the corner. I was gutted.",
    characters: ['person male known | my ex, Jamie', 'person female family | my mum'],
    interactions: ['friendliness D>0 physical', 'aggression 0>D physical', 'aggression 0>D'],
    emotions: ['sadness D'],
  },
  // "nobody anywhere, not even cleaners": negated, no character.
  {
    text: "I was in a huge airport at night and every gate was shut. The screens said my flight was cancelled, but the letters kept rearranging themselves. I walked up and down for what felt like hours, dragging a suitcase that wasn't mine. There was nobody anywhere, not even cleaners. I felt really lonely and scared.",
    characters: [],
    interactions: [],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Uncertain: Mr Patel calling his dog back is not coded (read as an order to his own dog, not as a
  // rescue of the dreamer, F5); helping the dreamer down off the car is coded as physical help, the
  // apology as friendliness. The pounding heart and jelly legs are body sensations: no emotion.
  {
    text: "I was jogging past my neighbour's house when his Alsatian got out and ran after me. I scrambled onto the roof of a parked car and it kept circling round it. My neighbour, Mr Patel, came out in his dressing gown and called it back. He helped me down and kept saying sorry. My heart was pounding and my legs were like jelly.",
    characters: ['animal unknown - | his Alsatian', 'person male known | my neighbour, Mr Patel'],
    interactions: ['aggression 0>D physical', 'friendliness 1>D physical', 'friendliness 1>D'],
    emotions: [],
  },
  // Uncertain: a celebrity is a prominent person (HVdC "P"), counted as familiar, so coded known. The
  // aunt only names the garden. Handing over a burger (gift) and the compliment are two friendly acts;
  // the cousins' staring is not hostile.
  {
    text: "I was at a barbecue in my aunt's back garden and Harry Styles was there, flipping burgers. He handed me one on a paper plate and told me he loved my shoes. I was so starstruck I couldn't get a word out. My cousins were all staring at us from the paddling pool. I felt ridiculously happy.",
    characters: ['person male known | Harry Styles', 'person unknown family plural | my cousins'],
    interactions: ['friendliness 0>D', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // Uncertain: "humiliated" is coded as apprehension (shame/embarrassment), not sadness. Smirking at the
  // dreamer is mockery (aggression). The rest of the team is present but does nothing.
  {
    text: "We had a team meeting in a room that was full of sand. My manager, Claire, went through my report slide by slide and said it was the worst she'd ever seen. Dave from work sat opposite smirking at me the whole time. The rest of the team just looked at their laptops. I felt humiliated and wanted to hide under the table.",
    characters: [
      'person female known | my manager, Claire',
      'person male known | Dave from work',
      'person unknown known plural | the rest of the team',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D'],
    emotions: ['apprehension D'],
  },
  // A flatmate is an acquaintance (known). Uncertain: the flatmate's boyfriend is taken to be known to
  // the dreamer (he is sat in their flat), not a stranger; he is present but does nothing. Throwing the
  // dreamer's cereal out of the window is destruction of property (physical).
  {
    text: 'My flatmate Priya had left her dirty pans in the sink again and in the dream I finally lost it. I shouted at her in the hallway and she screamed right back at me. Then she chucked my cereal out of the window. I was absolutely fuming. Her boyfriend was sat on the sofa eating crisps like nothing was happening.',
    characters: ['person female known | my flatmate Priya', 'person male known | her boyfriend'],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression 0>D physical'],
    emotions: ['anger D'],
  },
  // Taking the dreamer's hand is friendliness (physical), the kiss sexuality, as "my boyfriend ... kissed
  // me" in en-tuning-2.ts. "calm" is no class; "content" is happiness.
  {
    text: 'I was on a ferry to France with my girlfriend Ellie and the sea was bright pink. She took my hand and we stood right at the front watching the sun go down. Then she kissed me and said she never wanted to go home. I felt completely calm and content, like everything was finally right.',
    characters: ['person female friend | my girlfriend Ellie'],
    interactions: ['friendliness 0>D physical', 'sexuality 0>D physical'],
    emotions: ['happiness D'],
  },
  // Grabbing the ankle and dragging are one attack. The dad is only called for, not present.
  {
    text: 'Something was living in the loft of the house I grew up in. At night it came down the stairs on all fours, with a face like melted candle wax. It grabbed my ankle and started dragging me towards the cellar. I was screaming for my dad but no sound came out. I have never been so terrified in my life.',
    characters: ['creature unknown - | something'],
    interactions: ['aggression 0>D physical'],
    emotions: ['apprehension D'],
  },
  // The grandfather is dead in waking life but present in the dream: coded. Asking for a crossword word
  // and solving it together are not coded; the watch is a gift. Crying for happiness is happiness only.
  {
    text: 'My grandad, who died two years ago, was sitting in his old armchair doing the crossword. He looked up and asked me for a seven-letter word for forgiven. I sat on the arm of the chair and we worked it out together. Before I left he gave me his watch. I was so happy I cried.',
    characters: ['person male family | my grandad'],
    interactions: ['friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // "everyone" and "the rest of the class" are the same classmates (known), coded once; Sam, singled out,
  // apart.
  {
    text: "I was back in Year 9 maths but I was my current age. Mr Hughes told me off in front of everyone for homework I'd never been set. The rest of the class made fun of me. My friend Sam, who sat next to me, slipped me his answers under the desk. I was so confused about why I was even there.",
    characters: [
      'person male known | Mr Hughes',
      'person unknown known plural | the rest of the class',
      'person male friend | my friend Sam',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['confusion D'],
  },
  // Barging past and stealing the bag are one theft (physical); chasing the thief is physical aggression
  // by the dreamer. Lending the phone is help.
  {
    text: 'I was at a festival in a muddy field and it was absolutely packed. A tall man in a bucket hat barged past me and stole my bag. I ran after him through the crowd but lost him near the toilets. A girl with glitter all over her face let me borrow her phone to cancel my cards. I was panicking the whole time.',
    characters: [
      'person male stranger | a tall man in a bucket hat',
      'person unknown stranger plural | the crowd',
      'person female stranger | a girl with glitter all over her face',
    ],
    interactions: ['aggression 0>D physical', 'aggression D>0 physical', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // The argument is coded both ways and the insult inside it apart, as "argued ... called me selfish" in
  // en-tuning-2.ts. Guilt is apprehension; "awful" names no class.
  {
    text: 'My husband and I were trying to put up a tent in a thunderstorm on top of a hill. We started arguing about the instructions and he told me I always ruin everything. I threw a handful of tent pegs at him and stormed off into the woods. Later on I felt awful about it and really guilty.',
    characters: ['person male family | my husband'],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression 0>D', 'aggression D>0 physical'],
    emotions: ['apprehension D'],
  },
  // No characters; "free" names no class.
  {
    text: "I could fly, but only as long as I kept humming. I went over the rooftops of Glasgow and down along the Clyde, really low over the water. The air smelled like cut grass and the whole city was golden. I remember thinking I had never felt so free. It was the best dream I've had in months.",
    characters: [],
    interactions: [],
    emotions: [],
  },
  // Uncertain: saying hi is coded as friendliness (a greeting, F2). Rachel is singled out of the old
  // friends and coded apart. "Nobody moved up to make room for me" is a negated act: not coded.
  {
    text: 'I turned up to a school reunion in my old primary school hall. All my old friends from school were there, sat round one long table. I said hi to Rachel but she just ignored me and carried on talking. Nobody moved up to make room for me, so I stood by the door holding a paper plate. I felt invisible and so sad.',
    characters: ['person unknown friend plural | my old friends from school', 'person female friend | Rachel'],
    interactions: ['friendliness D>1', 'aggression 1>D'],
    emotions: ['sadness D'],
  },
  // Feeding the fox by hand is a gift (friendliness), not coded physical. Uncertain: "weirdly peaceful"
  // read as contentment (happiness).
  {
    text: 'A fox came into my kitchen through the cat flap, bold as anything. It sat down by the fridge and watched me make toast. I gave it a corner of my toast and it ate it right out of my hand. Then it curled up on the doormat and went to sleep. I felt weirdly peaceful.',
    characters: ['animal unknown - | a fox'],
    interactions: ['friendliness D>0'],
    emotions: ['happiness D'],
  },
  // "shot at us": one event, to the dreamer. Luke grabbing the dreamer to pull them to cover is
  // protective help (friendliness, physical), not aggression. Soldiers of unstated sex: unknown.
  {
    text: 'I was in some kind of war with my brother Luke, hiding behind a burnt-out bus. Soldiers on the hill shot at us and the windows exploded. Luke grabbed me by the collar and pulled me into a ditch. We lay there in the mud for ages listening to helicopters. I was scared out of my mind.',
    characters: ['person male family | my brother Luke', 'person unknown stranger plural | soldiers on the hill'],
    interactions: ['aggression 1>D physical', 'friendliness 0>D physical'],
    emotions: ['apprehension D'],
  },
  // Dad is present but asleep: coded, no interaction.
  {
    text: "It was my birthday and we were at Mum and Dad's, but the house had an extra floor I'd never seen before. Mum gave me a present wrapped in old newspaper. Inside was the teddy bear I lost when I was six. Dad was fast asleep in his chair the whole time. I was over the moon.",
    characters: ['person female family | Mum', 'person male family | Dad'],
    interactions: ['friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // Uncertain: the bouncer letting the mates in is routine admission, not coded; turning the dreamer away
  // is rejection. The mates waving through the window is read as a friendly gesture, not mockery. Kicking
  // a bin is aimed at no one.
  {
    text: 'Me and my mates were queuing to get into a club in Leeds. The bouncer let them all in and then turned me away because of my trainers. I stood outside in the rain while they waved at me through the window. I was so annoyed I kicked a bin over.',
    characters: ['person unknown friend plural | my mates', 'person unknown stranger | the bouncer'],
    interactions: ['aggression 1>D', 'friendliness 0>D'],
    emotions: ['anger D'],
  },
  // No interaction: the bite is negated, the snakes sliding over the feet is aimed at no one, and shouting
  // to wake the partner is not hostile. "My partner" states neither sex nor marriage: unknown, friend.
  {
    text: "There were snakes all over my bedroom floor, hundreds of them, and I had to get to the door. I tried to tiptoe between them. None of them bit me, but they kept sliding over my feet. My partner was fast asleep in bed and wouldn't wake up however loud I shouted. I was terrified.",
    characters: ['animal unknown - plural | snakes', 'person unknown friend | my partner'],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // The dreamer has just moved in: the old woman is met for the first time, a stranger. Her late husband
  // is only spoken of; her cat is present but does nothing. Helping carry boxes touches no one (not
  // physical); the tea is a second friendly act. "at home" names no class; "happy" is coded.
  {
    text: 'I was moving into a flat above a swimming pool. An old woman who lived downstairs helped me carry my boxes up the stairs. Afterwards she made me a cup of tea and told me all about her late husband. Her cat watched us from the windowsill. I felt really at home and happy.',
    characters: ['person female stranger | an old woman who lived downstairs', 'animal unknown - | her cat'],
    interactions: ['friendliness 0>D', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // "He" makes the driver male. Yelling back and ordering her off the bus are two acts (A2, A3). The
  // dreamer's wish to say something is not coded; "on edge" is apprehension.
  {
    text: "On the bus home a woman in a yellow raincoat started yelling at the driver about the fare. He yelled back and told her to get off his bus. Everyone else just stared at their phones. I wanted to say something but I didn't. I got off two stops early feeling really on edge.",
    characters: [
      'person female stranger | a woman in a yellow raincoat',
      'person male stranger | the driver',
      'person unknown stranger plural | everyone else',
    ],
    interactions: ['aggression 0>1', 'aggression 1>0', 'aggression 1>0'],
    emotions: ['apprehension D'],
  },
  // Uncertain: "started on us" (picking a fight) is coded once, to the dreamer, as non-physical
  // aggression apart from the punch. "One of them" and "him" are coded to the two lads. "let us in" is
  // coded once, to the dreamer. Connor finding it hilarious is read as happiness.
  {
    text: 'I was walking back from the pub with my mate Connor when two lads started on us outside a chippy. One of them punched Connor in the face. I shoved him back hard and we legged it down an alley. A man in a kebab shop let us in and locked the door behind us. Connor thought it was hilarious but I was shaking with anger.',
    characters: [
      'person male friend | my mate Connor',
      'person male stranger plural | two lads',
      'person male stranger | a man in a kebab shop',
    ],
    interactions: ['aggression 1>D', 'aggression 1>0 physical', 'aggression D>1 physical', 'friendliness 2>D'],
    emotions: ['happiness 0', 'anger D'],
  },
  // Applause is friendliness, from the boss and from the audience apart. The handshake and the offer
  // are two acts, as in en-tuning-2.ts. Pride is happiness; "baffled" confusion.
  {
    text: 'I was giving a talk at a conference in a hotel that kept turning into a cruise ship. Halfway through, my boss stood up and started clapping, and then the whole audience joined in. Afterwards Linda from Head Office shook my hand and offered me a promotion. I was proud and honestly a bit baffled.',
    characters: [
      'person unknown known | my boss',
      'person unknown stranger plural | the whole audience',
      'person female known | Linda from Head Office',
    ],
    interactions: ['friendliness 0>D', 'friendliness 1>D', 'friendliness 2>D physical', 'friendliness 2>D'],
    emotions: ['happiness D', 'confusion D'],
  },
  // The boy is lost at first and then found: present, coded. "nobody would help me" is negated: not
  // coded. The guard shrugging and turning his back is one rejection. Relief is happiness.
  {
    text: 'I lost my little boy in a massive shopping centre. I ran from shop to shop shouting his name and nobody would help me. A security guard just shrugged and turned his back on me. Then I found him sitting on the escalator eating an ice lolly like nothing had happened. I hugged him so hard. The relief was unreal.',
    characters: ['person male family | my little boy', 'person male stranger | a security guard'],
    interactions: ['aggression 1>D', 'friendliness D>0 physical'],
    emotions: ['happiness D'],
  },
  // The wife, met once, is known. Her stare is not stated as hostile: not coded.
  {
    text: "I dreamt I kissed Tom from accounts at the Christmas party, which is mad because I barely know him. We were in the stationery cupboard and he was wearing a reindeer jumper. Then his wife, who I'd met once at a leaving do, walked in and just stared at us. I was so embarrassed I couldn't look at her.",
    characters: ['person male known | Tom from accounts', 'person female known | his wife'],
    interactions: ['sexuality D>0 physical'],
    emotions: ['apprehension D'],
  },
  // Uncertain: the faceless examiner is coded as a person (a man, a stranger), not a creature; "a man
  // with no face" describes the examiner, one character. No interaction.
  {
    text: "I was doing my driving test, but the car was a shopping trolley. The examiner was a man with no face who wrote everything down and never said a word. I kept going the wrong way round a roundabout that never ended. I was so nervous my hands were dripping with sweat. I still don't know if I passed.",
    characters: ['person male stranger | the examiner'],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // The criticism and the insult are two acts. The brother is only mentioned. "hurt" is sadness.
  {
    text: "I was driving my dad's old Volvo with him in the passenger seat. He criticised every single thing I did, the mirrors, the gears, my speed. When I stalled at the lights he called me hopeless, just like my brother. I got out and walked home along the hard shoulder. I felt about ten years old and really hurt.",
    characters: ['person male family | my dad'],
    interactions: ['aggression 0>D', 'aggression 0>D'],
    emotions: ['sadness D'],
  },
  // Bowing is a friendly gesture and the pebble a gift; following the dreamer round the garden is not
  // coded. The nan only names the garden. Fear is negated; curiosity and the alien "loving" the beans
  // name no class.
  {
    text: "A little green alien landed in my nan's vegetable patch. It couldn't speak English but it kept bowing to me. It followed me round the garden and seemed to love the runner beans. Before it flew off it gave me a glowing pebble. I wasn't scared at all, just curious.",
    characters: ['creature unknown - | a little green alien'],
    interactions: ['friendliness 0>D', 'friendliness 0>D'],
    emotions: [],
  },
  // Uncertain: "something with long thin arms" and "loads of them" are one plural group of creatures.
  // Tapping on the windows is not coded apart; trying to get in is an attempted attack on the family,
  // coded once, to the dreamer, physical. The dreamer's racing heart is a body sensation.
  {
    text: 'Me, my sister and her two kids were staying in a caravan in the middle of nowhere. Something with long thin arms was tapping on the windows. Then loads of them came out of the trees and tried to get in. My sister was screaming in terror and I held the door shut with my whole body. I woke up with my heart racing.',
    characters: [
      'person female family | my sister',
      'person unknown family plural | her two kids',
      'creature unknown - plural | something with long thin arms',
    ],
    interactions: ['aggression 2>D physical'],
    emotions: ['apprehension 0'],
  },
  // The mourners ("everyone") are strangers present in the scene. The arm round the shoulders, the coffee
  // and cheering the dreamer up are three friendly acts.
  {
    text: 'I was at a funeral but I had no idea whose it was, and everyone was dressed in bright orange. My best mate Jess found me crying at the back and put her arm round me. Afterwards she bought me a coffee from a van outside and cheered me up with stories from uni. I still felt sad, but less alone.',
    characters: ['person unknown stranger plural | everyone', 'person female friend | my best mate Jess'],
    interactions: ['friendliness 1>D physical', 'friendliness 1>D', 'friendliness 1>D'],
    emotions: ['sadness D'],
  },
];
