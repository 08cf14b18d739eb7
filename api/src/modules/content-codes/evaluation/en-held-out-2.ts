// English, second held-out half (written and hand-coded on 2026-11-28 without sight of the coder or of the first held-out half): only scored, never used to change the coder.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_HELD_OUT_2: HandCodedDream[] = [
  {
    text: "I was back at my nan's house in Leeds and she was making toast under the grill, same as when I was little. She made me a mug of sugary tea without asking, the way she always did. My grandad was asleep in his armchair with the racing on the telly. I knew they had both died years ago but it didn't seem to matter. I felt so content just sitting there.",
    characters: ['person female family | my nan', 'person male family | my grandad'],
    interactions: ['friendliness 0>D'],
    emotions: ['happiness D'],
  },
  {
    text: 'It was finals week and I suddenly realized I was enrolled in a class I had never once gone to. I ran all over campus looking for the exam room, but every building had the wrong numbers on the doors. My backpack kept getting heavier and heavier. When I finally found the room it was empty and the clock said 4:15. I was panicking the entire time.',
    characters: [],
    interactions: [],
    emotions: ['apprehension D'],
  },
  {
    text: 'I was brushing my teeth in the bathroom of my old flat when one of my front teeth came loose. Then another one went, and another, until I was holding a handful of them. There was no blood at all, which puzzled me. I kept trying to push them back into my gums.',
    characters: [],
    interactions: [],
    emotions: ['confusion D'],
  },
  // "started following me ... he ran after me" is one pursuit, coded as a single chase (physical).
  {
    text: "I was walking back to my car through a multi-storey car park late at night. A man in a grey hoodie started following me up the ramps. When I walked faster he ran after me, and I could hear his trainers slapping on the concrete. I couldn't find my car anywhere and my keys wouldn't work. I was absolutely terrified.",
    characters: ['person male stranger | a man in a grey hoodie'],
    interactions: ['aggression 0>D physical'],
    emotions: ['apprehension D'],
  },
  // Uncertain: pulling away from his kiss is coded as the dreamer rejecting him (aggression, not
  // physical); the sister's look "like I had betrayed her" as a hostile expressive act (aggression);
  // "guilty" is apprehension by HVdC (guilt and embarrassment belong to that class). The invitation
  // to dance is friendliness; the dance itself is not coded again.
  {
    text: "My ex, Jordan, turned up at my sister's wedding even though nobody had invited him. He came over to my table and asked me to dance, and for some reason I said yes. Halfway through the song he kissed me and I pulled away. My sister gave me a look like I had betrayed her. I felt confused and guilty.",
    characters: ['person male known | my ex, Jordan', 'person female family | my sister'],
    interactions: ['friendliness 0>D', 'sexuality 0>D physical', 'aggression D>0', 'aggression 1>D'],
    emotions: ['confusion D', 'apprehension D'],
  },
  // Uncertain: Dave passing my project off as his is coded as aggression against the dreamer, not
  // physical (credit is no property). No audience is coded: the room's people are never named
  // ("nobody even looked at me" is negated).
  {
    text: "I was presenting the quarterly numbers at work, but the slides were in a language I couldn't read. My coworker Dave stood up and started presenting my project as if it were his. My manager shook his hand and told him it was brilliant work. I just stood at the front of the room, furious, and nobody even looked at me.",
    characters: ['person male known | my coworker Dave', 'person unknown known | my manager'],
    interactions: ['aggression 0>D', 'friendliness 1>0 physical', 'friendliness 1>0'],
    emotions: ['anger D'],
  },
  {
    text: 'I was flying over the village where I grew up, just above the rooftops and the church spire. It took almost no effort; I only had to lean forward to go faster. The fields below were bright yellow with rapeseed. I remember thinking I should have been doing this my whole life. It was pure joy.',
    characters: [],
    interactions: [],
    emotions: ['happiness D'],
  },
  // Animals are not sexed in HVdC, so the dog called "he" stays of unknown sex.
  {
    text: 'Our old dog Biscuit was waiting for me at the front door like he used to. He jumped up and licked my face, and I knelt down and hugged him for ages. I was so happy to see him. Then I remembered he was put down last spring, and I started crying into his fur.',
    characters: ['animal unknown - | our old dog Biscuit'],
    interactions: ['friendliness 0>D physical', 'friendliness D>0 physical'],
    emotions: ['happiness D', 'sadness D'],
  },
  // The husband grabbing the dreamer's hand to get her out is physical help (friendliness). "Pulled us
  // both in" is one rescue of two recipients, coded once toward each. "Relieved" is happiness (HVdC).
  {
    text: "There was a flood in our street and the water was coming up the stairs. My husband grabbed my hand and we climbed out onto the roof. The water kept rising and I was terrified we were going to drown. Then a little orange boat came past and a woman in a life jacket pulled us both in. I was so relieved I couldn't stop shaking.",
    characters: ['person male family | my husband', 'person female stranger | a woman in a life jacket'],
    interactions: ['friendliness 0>D physical', 'friendliness 1>D physical', 'friendliness 1>0 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Uncertain: Liam Baker, named, is coded apart from the class he belongs to. Being called up to the
  // board is not coded; the teacher's "expected better from me" is criticism (aggression).
  // "Embarrassed" is apprehension (HVdC).
  {
    text: 'I was back in Year 9 maths with Mr Hughes. He called me up to the whiteboard to solve an equation and my mind went completely blank. The whole class started laughing at me and Liam Baker threw a rubber at my head. Mr Hughes shook his head and said he expected better from me. I was so embarrassed I wanted the floor to swallow me up.',
    characters: [
      'person male known | Mr Hughes',
      'person unknown known plural | the whole class',
      'person male known | Liam Baker',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'aggression 0>D'],
    emotions: ['apprehension D'],
  },
  // Shouting the sleeping wife's name to wake her is neither friendly nor aggressive: not coded.
  {
    text: "In the dream I woke up and the ceiling above our bed was covered in spiders, hundreds of them. They started dropping onto the duvet one by one. I kept shouting my wife's name but she just carried on sleeping. I was too frightened to even move my legs.",
    characters: ['animal unknown - plural | spiders', 'person female family | my wife'],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // Grabbing the remote out of the dreamer's hand is a theft (physical). The parents of "our parents'
  // basement" are only a possessive, not present. "Yelled ... at both of us" is coded toward each.
  {
    text: "My brother and I were teenagers again, down in our parents' basement. He grabbed the TV remote out of my hand and wouldn't give it back, so I punched him in the arm, hard. He shoved me into the bookshelf and all the DVDs fell on top of me. Then our mom yelled down the stairs at both of us. I was so mad at him.",
    characters: ['person male family | my brother', 'person female family | our mom'],
    interactions: [
      'aggression 0>D physical',
      'aggression D>0 physical',
      'aggression 0>D physical',
      'aggression 1>D',
      'aggression 1>0',
    ],
    emotions: ['anger D'],
  },
  {
    text: "I was in a Tesco car park in the pouring rain when an old lady's shopping bag split open. Tins and oranges rolled everywhere. I helped her pick everything up and put it all back into her other bags. She squeezed my hand and called me a lovely girl. It made me really happy.",
    characters: ['person female stranger | an old lady'],
    interactions: ['friendliness D>0', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  {
    text: "I was standing at arrivals in a huge, empty airport, holding a sign with a name on it I didn't recognise. Flight after flight landed on the board but nobody ever came through the doors. The lights started switching off one by one. I waited there for what felt like days. I felt so lonely.",
    characters: [],
    interactions: [],
    emotions: ['sadness D'],
  },
  // Uncertain: a famous person (HVdC "prominent") has no relation of its own in this notation; coded
  // as known (familiar). Handing the dreamer a plate and the compliment are two friendly acts; the
  // chat is not coded.
  {
    text: "I was at a barbecue in someone's back garden and Dolly Parton was there flipping burgers. She handed me a plate and told me I had lovely hair. We sat on the wall and chatted about the weather in Tennessee for ages. It all felt completely normal at the time.",
    characters: ['person female known | Dolly Parton'],
    interactions: ['friendliness 0>D', 'friendliness 0>D'],
    emotions: [],
  },
  // "Amazed" is confusion (HVdC puts surprise and amazement there).
  {
    text: "I found a door behind the wardrobe in my flat that I'd never noticed before. It led to a long corridor of rooms, all old-fashioned, with dust sheets over the furniture. One room had a piano and a window looking out onto the sea, even though I live in Birmingham. I wandered around amazed, wondering how I had missed it all these years.",
    characters: [],
    interactions: [],
    emotions: ['confusion D'],
  },
  // The zombies are one group character: "one of them" and "another zombie" are coded as the group
  // (as the wolves of the tuning set). Dragging the bitten friend inside is a physical rescue.
  {
    text: 'Me and my mates Ryan and Kofi were hiding from zombies in a petrol station. Ryan ran out to get the car and one of them bit him on the arm. I dragged him back inside while Kofi kept watch at the window. Another zombie squeezed in through the door and I smashed it over the head with a fire extinguisher. I was shaking with fear the whole time.',
    characters: ['person male friend | Ryan', 'person male friend | Kofi', 'creature unknown - plural | zombies'],
    interactions: ['aggression 2>0 physical', 'friendliness D>0 physical', 'aggression D>2 physical'],
    emotions: ['apprehension D'],
  },
  // Uncertain: holding the newborn is not coded as an interaction (no affectionate act stated); the
  // baby is the dreamer's own child (family). "Congratulated us both" is coded toward each.
  {
    text: "I was in a hospital room holding a newborn baby girl, and somehow I knew she was mine. My girlfriend was sitting up in the bed, crying with happiness. A nurse came in and congratulated us both. I was so happy I couldn't speak. Then the baby opened her mouth and talked to me in a deep man's voice.",
    characters: [
      'person female family | a newborn baby girl',
      'person female friend | my girlfriend',
      'person unknown stranger | a nurse',
    ],
    interactions: ['friendliness 2>D', 'friendliness 2>1'],
    emotions: ['happiness 1', 'happiness D'],
  },
  {
    text: 'I was driving down one of those steep hills in San Francisco and the brakes just stopped working. I pumped the pedal over and over but the car kept picking up speed. The streets were completely empty. I was terrified. I steered toward a row of trash cans and woke up right before I hit them.',
    characters: [],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // Uncertain: the husband's shrug and "said I was overreacting" is coded as belittling (aggression).
  // The cup thrown at the wall hits nobody: not an interaction. The woman's leaving is not coded.
  {
    text: 'I walked into our kitchen and my husband was kissing a woman I had never seen before. I screamed at him and threw my coffee cup at the wall. He just shrugged and said I was overreacting. The woman picked up her handbag and left without a word. I was absolutely livid.',
    characters: ['person male family | my husband', 'person female stranger | a woman'],
    interactions: ['sexuality 0>1 physical', 'aggression D>0', 'aggression 0>D'],
    emotions: ['anger D'],
  },
  // The mother is coded once: the funeral is hers and she later walks in.
  {
    text: "I was at my mum's funeral, although in real life she's perfectly fine. The church was full of people I didn't know. My dad came and sat next to me and put his arm around me. I couldn't stop crying. Right at the end my mum walked in through the side door carrying a casserole, as if nothing had happened.",
    characters: [
      'person female family | my mum',
      "person unknown stranger plural | people I didn't know",
      'person male family | my dad',
    ],
    interactions: ['friendliness 2>D physical'],
    emotions: ['sadness D'],
  },
  // Uncertain: the cat ignoring the dreamer's question is coded as rejection (aggression), as being
  // ignored is elsewhere. Its talking is not coded; its sex is not coded (animal).
  {
    text: "My cat Pickle jumped onto the kitchen table and started talking to me in a very posh voice. She told me the house was haunted and that I had to move out by Friday. I asked her how long she'd been able to talk, and she just licked her paw and ignored me. I was completely baffled.",
    characters: ['animal unknown - | my cat Pickle'],
    interactions: ['aggression 0>D'],
    emotions: ['confusion D'],
  },
  // The burglars stealing the household's television is a theft from the dreamer (physical). Ringing
  // 999 reaches nobody (no signal): no character.
  {
    text: 'I heard glass breaking downstairs in the middle of the night. I crept to the top of the stairs and saw two men in balaclavas stuffing our telly into a bin bag. One of them looked up and saw me. I locked myself in the bathroom and rang 999, but my phone had no signal. I was petrified.',
    characters: ['person male stranger plural | two men in balaclavas'],
    interactions: ['aggression 0>D physical'],
    emotions: ['apprehension D'],
  },
  // Uncertain: the kiss on the cheek from a dance partner is coded as sexuality (romantic setting),
  // not friendliness. The invitation to dance is friendliness; the dancing is not coded again.
  {
    text: 'There was a party in my old school hall and all my friends from sixth form were there. A tall man with a beard who I had never met asked me to dance. We danced for ages and he kissed me on the cheek when the music stopped. My friends were cheering me on from the side. I felt giddy and happy.',
    characters: [
      'person unknown friend plural | my friends from sixth form',
      'person male stranger | a tall man with a beard',
    ],
    interactions: ['friendliness 1>D', 'sexuality 1>D physical', 'friendliness 0>D'],
    emotions: ['happiness D'],
  },
  // The accusation of fake money is one aggression; the queue's sighing and glaring another
  // (expressive). "Embarrassed" is apprehension (HVdC), "annoyed" anger.
  {
    text: 'I was at the checkout in Walmart with a full cart. The cashier held my twenty up to the light and told me loudly that it was fake. The people in line behind me started sighing and glaring at me. In the end I just left the cart and walked out. I was so embarrassed, and annoyed too.',
    characters: [
      'person unknown stranger | the cashier',
      'person unknown stranger plural | the people in line behind me',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // "Grabbed him and hugged him" is one embrace. The clown is only beside the son: no interaction.
  {
    text: "We were at a funfair and I let go of my son's hand for one second to pay for candy floss. When I turned round he was gone. I ran between the rides shouting his name, absolutely panicking. Eventually I found him sitting on the steps of the carousel next to a clown, eating an ice cream. I grabbed him and hugged him so hard, I was that relieved.",
    characters: ['person male family | my son', 'person unknown stranger | a clown'],
    interactions: ['friendliness D>0 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Uncertain: passing the ball in a match is play, not coded as friendliness. The teammates are
  // taken as known (the dreamer's own team).
  {
    text: "I was playing in a cup final at Wembley, even though I haven't kicked a ball since school. In the last minute my old PE teacher passed me the ball and I scored from the halfway line. My teammates lifted me onto their shoulders and the whole crowd was chanting my name. I was absolutely buzzing.",
    characters: [
      'person unknown known | my old PE teacher',
      'person unknown known plural | my teammates',
      'person unknown stranger plural | the whole crowd',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 2>D'],
    emotions: ['happiness D'],
  },
  // The argument is reciprocal (two codes), then each insult or order is coded on its own, as in the
  // tuning set. A roommate is an acquaintance (known), not said to be a friend. Throwing the dreamer's
  // clothes out of the window is destruction of property (physical).
  {
    text: "My roommate Jess and I got into a huge argument about the dishes piled up in the sink. She said I was the messiest person she'd ever lived with. I told her to get out of my apartment. Then she started throwing my clothes out of the window onto the street. I was crying and furious at the same time.",
    characters: ['person female known | my roommate Jess'],
    interactions: ['aggression D>0', 'aggression 0>D', 'aggression 0>D', 'aggression D>0', 'aggression 0>D physical'],
    emotions: ['sadness D', 'anger D'],
  },
  // "Soldiers shot at us" is one attack on two people, coded toward each; his being hit is its
  // result, not coded again. Soldiers of unstated sex are unknown.
  {
    text: "I was crouching behind a cart with a young man I didn't know while soldiers shot at us from the hills. He got hit in the leg and screamed. I dragged him behind a stone wall and stayed with him until it went quiet. He kept thanking me in a language I didn't understand. I was scared out of my mind.",
    characters: ['person male stranger | a young man', 'person unknown stranger plural | soldiers'],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>0 physical',
      'friendliness D>0 physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D'],
  },
  // Uncertain: "calm" is coded as happiness (contentment). The seagull following along is no
  // interaction.
  {
    text: "I was walking along a beach at dawn, filling my pockets with shells. The sand was pink and the sea was completely still, like glass. A seagull followed me along the waterline for a while. Nobody else was there, and I felt calm in a way I haven't felt for months.",
    characters: ['animal unknown - | a seagull'],
    interactions: [],
    emotions: ['happiness D'],
  },
];
