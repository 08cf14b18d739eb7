// English, twenty-second tuning batch, the twentieth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// The dreamers are Australian (a grandfather at a dawn service in Bendigo, a bushwalker in the Blue Mountains), Indian
// (a young woman in Hyderabad), American (a retired man in Fort Myers, a woman in Vermont, an office worker in
// Chicago, a girl of fifteen in San Antonio, a school bus driver in Ohio, a hunter from Michigan, a man from
// Dorchester in Boston), a New Zealander (Christchurch), Filipino (a nurse in Quezon City), Ghanaian (Accra), Irish
// (a Dublin man of seventy-four), English (a sixteen-year-old in Chelmsford, a young Muslim man in Bradford),
// Canadian (a farmer in Alberta, a son at a hospice in Sudbury), South African (Centurion), Bangladeshi (a student
// in Dhaka), Zimbabwean, Welsh (Llanelli), Trinidadian and Scottish (Glasgow), and write their own English ("proud as
// punch", "a filthy look", "bloke", "a lola", "that aunty", "laddoos", "little grey fellas", "real curious", "a
// young one", "maccies", "tho", "lol", "load shedding", "stage 6", "rooibos", "masjid", "taraweeh", "tía", "tío",
// "chambelán", "rickshawala", "CNGs", "knock it off", "up north", "passed", "yowie", "esky", "reckons", "chucks",
// "mam", "brilliant", "vex", "bake and shark", "wicked happy", "gutted", "a double-double", "awful sad", "that
// thick", "outdooring"). Written by a helper who read only README.md, `hand-codes.ts`, `codes.ts` and the earlier
// English tuning batches (not the coder, not a held-out file). Checks run: `ls en-tuning*` (so no held-out file name
// was listed); `cat` to read README.md, `hand-codes.ts`, `codes.ts`, en-tuning-21.ts and en-tuning-20.ts, and `sed
// -n` for the parts of README.md, en-tuning-21.ts and en-tuning-20.ts that the first read cut short; `wc -l` over
// README.md, `hand-codes.ts`, `codes.ts` and the earlier English tuning batches; and over the earlier English tuning
// batches only, `grep` (the openings of their texts, cut with `sed` and `cut`; words of situations, counted in a
// shell loop with `grep -il ... | wc -l`; the few texts those words found, cut with `cut`; a few conventions and the
// dreams they were decided on: cheering and clapping, a crab's pinch, a ewe's kick, glaring, a shaken head, "did not
// know what was happening", a gondolier's flirting, "a young one"), with `head` and `cut`, `sed -n` (the end of
// en-tuning-17.ts, for the auto driver's head-shake) and `awk` (line lengths of en-tuning-21.ts); and over this file
// only, read-only, `wc`, `grep`, `sed -n`, `awk` (line lengths) and `python3` (brackets, word counts, the notation,
// the character words and indexes of the codes), which printed only. The file was written and edited with the file
// editing tool only. No script, test, tsx, vitest or git command was run, and no web search was made.
// Conventions followed (README.md, en-tuning-21.ts, en-tuning-20.ts and the earlier batches): an interaction aimed at
// "us" is one event, coded once with the dreamer as recipient ("brought us both a sandwich", "walks off with our
// esky", "roars at us", "shouted at both of us"); an act of a group is coded to the group only ("Everybody laughed at
// me", "the crowd clapped and cheered for me"), and a member singled out of it unnamed is coded to the group ("one of
// them kept patting my hand"), while people who stand out from a group by name, kin or description (the boy's aunt
// and the boy of "The boy's family", Daniela, Josh, Lupe and Ray of a hall "packed with family", Akosua, the
// grandmother and Auntie Esi of "the whole family", the Miller boys, a little boy and Kaylee of "The kids", Shanice
// and Andre beside "my cousins") are coded apart; "everyone" and "everybody" are the group the dream already has (the
// family at the quinceañera and at the outdooring, the neighbours at the house in Centurion, the cousins at
// Maracas), and "nobody was there" is no one; a crowd present is a character ("a crowd on the rocks", "the crowd"),
// and so are the other passengers who are looking at the dreamer; people only mentioned, remembered or named as
// owners ("my mother's silk saree", "his mums car", "my gran's grave", "My cousin Keisha's boyfriend", "two kids at
// home", "my mum" for whom dates are given) are not characters, while an owner who is then present ("my dad's medals"
// and then Dad, "my grandfather's homestead", "my sister Akosua's baby girl") is; someone dead in waking life but
// present in the dream is coded (Dad at the dawn service, Dinny at the Forty Foot, Dad in the deer blind); kin words
// of the dreamer's own English ("tía", "tío", "mam") are family, while "lola" and "aunty" said to older women who are
// no kin are words of address; a mate and a pal are friends; the relatives and partners of people the dreamer knows
// are known (Ed's wife Linda, Keisha's boyfriend Andre, a boy from the cousin's school), those of strangers strangers
// (the boy's family and his aunt at a marriage proposal); a neighbour, a coworker, a boss and a manager in the
// dream's job and the children on the dreamer's own bus route are known; animals are coded of unknown sex (a buck
// too), a group of them plural; guilt, shame, embarrassment, humiliation and being mortified, scared, frightened,
// terrified, worried, stressed, tense or uneasy are apprehension, relief, pride, delight, being glad, happy or
// "brilliant", having fun and amusement happiness, being sad, lonely, teary, gutted and crying or bawling sadness,
// being mad, angry, annoyed, irritated, frustrated and vex anger, being confused or baffled confusion; laughter
// aimed at no one ("Jono was laughing like a maniac") and a joke that makes the dreamer laugh are the laugher's
// amusement, but laughing at someone is mockery; body sensations and feelings of no HVdC class ("real curious", "at
// peace") are not coded, nor are negated feelings ("I wasn't scared at all", "I wasn't frightened") or a feeling
// only in someone's words about the dreamer ("told me she was proud of me"); accidents (a dress stepped on in a
// waltz), acts aimed at no one (a phone answered during the Last Post), looking (a buck "looking at me", a fox that
// looks back), a request (a loan asked for), an instruction ("told me to quit fidgeting") and a rite (a baby named
// with water and schnapps on her tongue) are not coded; a professional's work (a rickshaw pedalled, a nurse bringing
// a tray, a lifeguard putting vinegar on a sting) is not coded; a rescue that pulls the victim free is friendliness
// (physical) to the victim, and one that goes for the attacker aggression to the attacker only (a crocodile beaten
// with a stick, physical); a defence said to the attacker ("told her that was enough", "tell them to knock it off")
// is aggression to the attacker; a telling-off, criticism, a reproach ("I told you we should have left"), mockery,
// teasing about not being married (as in en-tuning-16.ts), glaring (as in en-tuning-20.ts) and a refusal ("told him
// to get lost") are verbal aggression; theft done on purpose (a phone slipped out of a bag, an esky carried off, a
// backpack thrown about over its owner's head, food eaten off the dreamer's plate) is physical aggression, and so
// are a shove, a stone thrown, an animal's bite or sting and being taken away against one's will; a gift and the
// words said with it are two friendly acts, and so are a hand laid on the dreamer and the comfort said with it
// ("it's alright, son"), a cup of tea and a towel wrapped round the dreamer, and helping the dreamer up and then
// fixing her hair (as in en-tuning-12.ts); a handshake with good wishes is one act (physical); help, food given or
// served, letting people in, an invitation to dance and clapping or cheering for someone are friendliness, a hug and
// a hand held physical; a kiss and a kiss given back are two sexual codes (physical), a flirt and the flirting back
// two (not physical); a creature called "fellas" is male, one called "it" of unknown sex.
// Conventions this batch had to decide: the lola telling the driver she saw the dreamer pay takes the dreamer's side
// and says nothing hostile to him, so it is friendliness to the dreamer (as taking someone's side in
// en-tuning-10.ts), not aggression to the driver; serving the tea to the boy's family is the dreamer's friendliness
// to them, and the grandmother putting a plate of laddoos in the boy's lap a gift to him; the little grey fellas
// taking the dreamer by the arms "not rough" and walking him up inside their craft is capture (aggression,
// physical), laying him on a table being part of it, and the patting of his hand friendliness (physical); the young
// fella in the earthquake who grabs the dreamer, pulls her under the checkout and puts his arm over her head does one
// rescue (friendliness, physical); putting the new baby in the dreamer's arms is friendliness, not physical (the touch
// is the baby's, who is only handed over); the man in the white van, present at the drive-thru window, is a
// character (not a voice only through a speaker), and a friend ordering in a silly voice to make the dreamer laugh is
// friendliness; a neighbour who "helped herself to the last of the milk" in the dreamer's kitchen steals it
// (physical), and "rooibos for everybody" is a gift to the neighbours, the group the dream has; a tap on the
// shoulder to tell someone off is part of the telling-off (one act); a mam "shaking her head at me" from the front
// row is disapproval aimed at the dreamer (aggression), unlike the auto driver's head-shake in en-tuning-17.ts, which
// was shared amusement; a yowie roaring at "us" after a stone is thrown at it is aggression (not physical) to the
// dreamer; swearing that a seagull took the food is a lie told to cover the theft and harms no one, so it is not
// coded; "a young one" (Dublin: a young woman) is female; the kid behind the counter, never given a pronoun, is of
// unknown sex; "teary" at a dawn service is sadness, as "weepy" in en-tuning-21.ts.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_22: HandCodedDream[] = [
  // Australian (Bendigo), a grandfather. Dad, named first as the owner of the medals, is then present, dead in waking
  // life. The phone answered during the Last Post is aimed at no one; the lady's filthy look at the young bloke is
  // aggression between two others (as glaring in en-tuning-20.ts). Dad shaking Lachie's hand is friendliness
  // (physical). "teary" is sadness, "proud as punch" happiness.
  {
    text: "Anzac Day dawn service at the cenotaph in Bendigo, pitch dark and freezing, and I had my grandson Lachie with me wearing my dad's medals on the right side like you're meant to. In the dream Dad was there too, standing up the back in his slouch hat, young like in the photos. Right in the middle of the Last Post some young bloke's phone went off and he answered it. The lady beside me gave him a filthy look. Afterwards Dad came over and shook Lachie's hand, then walked off towards the pub. I was teary the whole time, and proud as punch.",
    characters: [
      'person male family | my grandson Lachie',
      'person male family | Dad',
      'person male stranger | some young bloke',
      'person female stranger | The lady beside me',
    ],
    interactions: ['aggression 3>2', 'friendliness 1>0 physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Indian (Hyderabad). The family of a stranger who comes for a marriage proposal are strangers; the aunt and the
  // boy stand out from it. Uncertain: serving them the tea is the dreamer's friendliness to the group. The aunt's
  // remark is criticism (aggression); the father's "that was enough" is a defence said to her (aggression). The boy
  // watching cricket does nothing aimed at anyone. The grandmother's laddoos in his lap are a gift to him. "that
  // aunty" is a word of address. "humiliated" is apprehension, "angry" anger.
  {
    text: "The boy's family came to see me for a marriage proposal at our flat in Hyderabad, and I had to bring out the tea for them in my mother's silk saree. The boy's aunt looked me up and down and said I was much darker than in the photo. My father stood up and told her that was enough. The boy himself was watching cricket on his phone the whole time. Then my grandmother, who lives in Vijayawada in real life, came out of the kitchen and put a whole plate of laddoos in his lap. I was so humiliated, and very angry with that aunty.",
    characters: [
      "person unknown stranger plural | The boy's family",
      "person female stranger | The boy's aunt",
      'person male family | My father',
      'person male stranger | The boy himself',
      'person female family | my grandmother',
    ],
    interactions: ['friendliness D>0', 'aggression 1>D', 'aggression 2>1', 'friendliness 4>3'],
    emotions: ['apprehension D', 'anger D'],
  },
  // American (Fort Myers, Florida), a retired man. Ed holding the plywood up while the dreamer drills is help
  // (friendliness, no touch); his wife is known, and the sandwich brought to "us both" is one gift, to the dreamer.
  // The alligator does nothing aimed at anyone. Carol's "I told you we should have left" is a reproach (aggression).
  // "worried sick" is apprehension, "mad at myself" anger.
  {
    text: 'Dreamed the hurricane was coming and I was out in the yard in Fort Myers trying to get the plywood up over the windows before dark. The wind was already so strong the sheets kept flying out of my hands. My neighbor Ed came over and held them up while I drilled, and his wife Linda brought us both a sandwich. Then the surge came up the street and there was an alligator swimming in our pool. My wife Carol stood at the door and said I told you we should have left. I was worried sick about the house, and mad at myself.',
    characters: [
      'person male known | My neighbor Ed',
      'person female known | his wife Linda',
      'animal unknown - | an alligator',
      'person female family | My wife Carol',
    ],
    interactions: ['friendliness 0>D', 'friendliness 1>D', 'aggression 3>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // New Zealander (Christchurch), a woman of sixty-three, told in the present. Uncertain: grabbing the dreamer,
  // pulling her under the checkout and putting an arm over her head is one rescue (friendliness, physical). Bruce's
  // hug is physical. "which makes no sense" names no feeling; "terrified" is apprehension, "relieved" happiness.
  {
    text: "I'm in the Countdown on Colombo Street doing the weekly shop and the ground starts rolling, just like in February 2011. Tins are flying off the shelves all round me. A young fella in a hi-vis vest grabs me and pulls me down under the checkout with him and puts his arm over my head. When it stops, my husband Bruce is suddenly there in the car park in his dressing gown, which makes no sense. He gives me a big hug and won't let go. I was terrified, and then so relieved.",
    characters: ['person male stranger | A young fella in a hi-vis vest', 'person male family | my husband Bruce'],
    interactions: ['friendliness 0>D physical', 'friendliness 1>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Filipino (Quezon City), a nurse, told in the present. The driver ("him") saying the dreamer never paid is an
  // accusation (aggression); the other passengers looking are a group present, with no act. Uncertain: the lola
  // (a word of address) telling him she saw the dreamer pay takes the dreamer's side (friendliness to the dreamer).
  // Slipping the phone out of the bag is theft (physical). "embarrassed" is apprehension, "angry" anger, crying
  // sadness.
  {
    text: 'Riding a jeepney home from my shift in Cubao, raining so hard, and the water on EDSA is up to the tires. I pass my fare up to the front and the driver says I never paid, he is so sure, and all the other passengers are looking at me. A lola beside me tells him she saw me pay. Then a teenage boy across from me slips my phone out of my bag, I see him do it, and he jumps off at the stoplight. I just sit there. So embarrassed, then angry, and I cried the whole way home.',
    characters: [
      'person male stranger | the driver',
      'person unknown stranger plural | all the other passengers',
      'person female stranger | A lola beside me',
      'person male stranger | a teenage boy across from me',
    ],
    interactions: ['aggression 0>D', 'friendliness 2>D', 'aggression 3>D physical'],
    emotions: ['apprehension D', 'anger D', 'sadness D'],
  },
  // American (Vermont). No character and no interaction: "somebody was expecting guests" and "nobody was there" name
  // no one present. "delighted" is happiness, "baffled" confusion, "uneasy" apprehension.
  {
    text: "I found a door at the back of the linen closet in our farmhouse outside Montpelier that I'd never noticed, and behind it were stairs going up to an attic our house doesn't have. Up there were rooms and rooms, all furnished, with old flowered wallpaper and beds made up like somebody was expecting guests. There was a whole kitchen with bread still warm on the counter. I kept thinking, we could have been using all this space. I walked around for ages but nobody was there. I felt delighted and a bit baffled, and uneasy, like I was trespassing in my own house.",
    characters: [],
    interactions: [],
    emotions: ['happiness D', 'confusion D', 'apprehension D'],
  },
  // Ghanaian (Accra). An outdooring is a baby's naming ceremony. Akosua, named first as the owner of the baby, is
  // present; the baby girl is family. "the whole family" and "everybody" are one group; Akosua, the grandmother and
  // Auntie Esi stand out from it. The water and the schnapps on the baby's tongue are the rite. Auntie Esi's remark
  // is teasing about not being married (aggression); everybody laughing at the dreamer is the group's mockery.
  // Uncertain: putting the baby in the dreamer's arms is friendliness (not physical). "annoyed" is anger, "happy"
  // happiness.
  {
    text: "It was the outdooring of my sister Akosua's baby girl at our family house in Dansoman, very early in the morning, and the whole family was crowded in the courtyard. My grandmother put a drop of water and then a drop of schnapps on the baby's tongue and said her name. Then my auntie Esi announced in front of everybody that I would be next to marry if I ever stopped being so choosy. Everybody laughed at me. Akosua put the baby in my arms and she went straight to sleep. I was annoyed with Auntie Esi, but so happy holding her.",
    characters: [
      'person female family | my sister Akosua',
      "person female family | my sister Akosua's baby girl",
      'person unknown family plural | the whole family',
      'person female family | My grandmother',
      'person female family | my auntie Esi',
    ],
    interactions: ['aggression 4>D', 'aggression 2>D', 'friendliness 0>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // American (Chicago). A coworker from another department, the dreamer's team and her boss are known. Sharing the
  // granola bar is friendliness; talking together is no act. The kiss and the kiss given back are two sexual codes
  // (physical). Janet laughing at the dreamer is mockery; the team only stands there. "mortified" is apprehension,
  // "happy" happiness.
  {
    text: 'Got stuck in the elevator at work on the 40th floor with a guy from accounting, Marcus, who I barely know. The lights went out and the emergency phone just played hold music. Marcus split his granola bar with me and we sat on the floor talking for what felt like hours. Then he kissed me, and I kissed him back. When the doors finally opened half my team was standing in the hallway, and my boss Janet took one look at my lipstick and laughed at me. I was mortified, but honestly kind of happy.',
    characters: [
      'person male known | a guy from accounting, Marcus',
      'person unknown known plural | half my team',
      'person female known | my boss Janet',
    ],
    interactions: ['friendliness 0>D', 'sexuality 0>D physical', 'sexuality D>0 physical', 'aggression 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Irish (Dublin), a man of seventy-four. The crowd on the rocks is present. Dinny, dead in waking life, is a
  // friend; his handshake with Christmas wishes is one act (physical); jumping in together is no act. The young one
  // (Dublin: a young woman) gives tea and wraps a towel round the dreamer: two friendly acts, the towel physical.
  // "lonely" is sadness, "glad" happiness.
  {
    text: "Christmas morning down at the Forty Foot in Sandycove, the way I've gone every year since I retired. The water was black as ink and there was a crowd on the rocks in Santa hats. My old pal Dinny was there, who's dead these five years, and he shook my hand and wished me a happy Christmas like nothing had happened. We jumped in together and when I came up he was gone. A young one with a flask gave me a cup of tea and wrapped a towel round my shoulders. I was lonely for Dinny after, but glad of the tea.",
    characters: [
      'person unknown stranger plural | a crowd on the rocks in Santa hats',
      'person male friend | My old pal Dinny',
      'person female stranger | A young one with a flask',
    ],
    interactions: ['friendliness 1>D physical', 'friendliness 2>D', 'friendliness 2>D physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // English (Chelmsford), typed by a sixteen-year-old. The man in the white van is present at the window, not only a
  // voice through the speaker; screaming at the dreamer is aggression. The manager in the dream's job is known, her
  // criticism aggression. The mum is named only as the owner of the car. Uncertain: Jordan ordering in a silly voice
  // to make the dreamer laugh is friendliness, and the laugh it gets is the dreamer's amusement. "stressed" is
  // apprehension; "lol" is no feeling.
  {
    text: 'first shift at maccies in chelmsford and they put me straight on the drive thru headset. a man in a white van ordered 40 nuggets and when he got to the window he screamed at me cos they werent ready. my manager kerry came over and told me i was way too slow. then my mate jordan from school pulled up in his mums car and ordered a happy meal in a silly voice just to make me laugh, and it worked lol. i was so stressed tho',
    characters: [
      'person male stranger | a man in a white van',
      'person female known | my manager kerry',
      'person male friend | my mate jordan from school',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // Canadian (Alberta), a farmer. The cows are present and do nothing. The little grey fellas are male creatures, a
  // group; uncertain: taking the dreamer by the arms, "not rough", and walking him up inside is capture (physical
  // aggression), laying him on a table part of it; "one of them" patting his hand is the group's friendliness
  // (physical). Donna snoring does nothing aimed at anyone. "I wasn't scared at all" is negated, "real curious" no
  // class; "confused" is confusion.
  {
    text: "I was out checking on the cows at two in the morning on our place near Vulcan, and this big light came down over the canola and just hung there humming. Three little grey fellas with big black eyes came out of it, took me by the arms, not rough, and walked me up inside. They laid me on a table and one of them kept patting my hand like a nurse would. Next thing I was back in my own bed and my wife Donna was snoring away. Funny thing is I wasn't scared at all, just real curious, and kind of confused after.",
    characters: [
      'animal unknown - plural | the cows',
      'creature male - plural | Three little grey fellas with big black eyes',
      'person female family | my wife Donna',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 1>D physical'],
    emotions: ['confusion D'],
  },
  // South African (Centurion). Load shedding is the scheduled power cut. The neighbours are known, a group, and
  // "everybody" is that group; Mrs van Wyk stands out from it. Thabo letting them in is friendliness to the group.
  // Uncertain: helping herself to the last of the milk in the dreamer's kitchen is theft (physical). Lerato's
  // rooibos for everybody is a gift to the group. "irritated" is anger, "proud" happiness.
  {
    text: 'Load shedding again, stage 6, and in the dream the whole of Centurion was dark except for our house. All the neighbours started coming over with their phones and laptops to charge, and my husband Thabo just kept letting them in. Then Mrs van Wyk from next door walked straight into our kitchen and helped herself to the last of the milk. My daughter Lerato made rooibos for everybody by candlelight. I was so irritated with Thabo, and actually quite proud of Lerato.',
    characters: [
      'person unknown known plural | All the neighbours',
      'person male family | my husband Thabo',
      'person female known | Mrs van Wyk from next door',
      'person female family | My daughter Lerato',
    ],
    interactions: ['friendliness 1>0', 'aggression 2>D physical', 'friendliness 3>0'],
    emotions: ['anger D', 'happiness D'],
  },
  // English (Bradford), a young Muslim man. Taraweeh are the night prayers of Ramadan. Zain falling asleep on the
  // dreamer's shoulder is no act. The old man he didn't recognise is a stranger; the tap on the shoulder is part of
  // the telling-off (one act of aggression). Uncertain: a brother from the committee of the dreamer's own masjid is
  // known, and the box of dates a gift to the dreamer (the mum is only mentioned). "embarrassed" and "scared" are
  // one code of apprehension.
  {
    text: "It was one of the last ten nights of Ramadan and I was at taraweeh at the masjid on Leeds Road with my dad and my little brother Zain. Zain kept falling asleep on my shoulder during the long recitation. An old man behind us who I didn't recognise tapped me on the shoulder and told me off for having my phone on loud. After, one of the brothers from the committee gave me a box of dates to take home for my mum. When I turned round my dad was gone and the whole car park was dark and empty. I felt embarrassed, then really scared.",
    characters: [
      'person male family | my dad',
      'person male family | my little brother Zain',
      "person male stranger | An old man behind us who I didn't recognise",
      'person male known | one of the brothers from the committee',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D'],
    emotions: ['apprehension D'],
  },
  // American (San Antonio), a girl of fifteen. The hall "packed with family" is a family group, and "everyone" is
  // that group; Daniela, Josh, Lupe and Ray stand out from it. Josh, a boy from the cousin's school, is known; his
  // stepping on the dress is an accident. Lupe helping the dreamer up and fixing her hair are two friendly acts, both
  // physical; Ray asking her to dance is an invitation (friendliness, no touch told). "embarrassed" is apprehension,
  // "had fun" happiness.
  {
    text: "It was my cousin Daniela's quinceañera at a hall on the West Side packed with family, and I had to do the waltz in this huge pink dress I could barely walk in. Halfway through, my chambelán, a boy named Josh from her school, stepped on my dress and I fell right on my butt in front of everyone. My tía Lupe helped me up and fixed my hair. Then Daniela's dad, my tío Ray, asked me to dance the next song with him so I wouldn't feel bad. I was so embarrassed I wanted to die, but after that I actually had fun.",
    characters: [
      'person female family | my cousin Daniela',
      'person unknown family plural | a hall on the West Side packed with family',
      'person male known | my chambelán, a boy named Josh from her school',
      'person female family | My tía Lupe',
      "person male family | Daniela's dad, my tío Ray",
    ],
    interactions: ['friendliness 3>D physical', 'friendliness 3>D physical', 'friendliness 4>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Bangladeshi (Dhaka), a student. No interaction: pedalling the rickshaw is the rickshawala's work, and the buses
  // and CNGs (auto-rickshaws) in the jam name no one. "very tense" is apprehension, "so happy" happiness.
  {
    text: 'I was in a rickshaw going to my HSC exam in Dhaka and the jam on Mirpur Road was not moving at all, buses and CNGs everywhere and horns, horns, horns. The rickshawala was singing to himself like we had all the time in the world. I kept checking my admit card was still in my file. Then the rickshaw just lifted up off the road and we flew over all the buses, over the rooftops and the water tanks, all the way to the exam hall. I was very tense about being late, but while we were flying I was so happy.',
    characters: ['person male stranger | The rickshawala'],
    interactions: [],
    emotions: ['apprehension D', 'happiness D'],
  },
  // American (Ohio), a school bus driver, told in the present. The kids on her route are known, a group; the Miller
  // boys, the little boy and Kaylee stand out from it. Throwing the little boy's backpack back and forth over his
  // head is taking his property (physical aggression); "tell them to knock it off" is the dreamer's defence said to
  // them (aggression). The drawing is a gift. "frustrated" is anger, "so happy" happiness.
  {
    text: "I'm driving my school bus route out past Zanesville, but the road keeps turning into a gravel road I've never seen before. The kids are louder than ever, and the Miller boys in the back are throwing a little boy's backpack back and forth over his head. I pull over and tell them to knock it off. Then little Kaylee from the front seat hands me a drawing of me driving the bus with wings on it. The road ends in a cornfield and I wake up. I was so frustrated, but that drawing made me so happy.",
    characters: [
      'person unknown known plural | The kids',
      'person male known plural | the Miller boys in the back',
      'person male known | a little boy',
      'person female known | little Kaylee from the front seat',
    ],
    interactions: ['aggression 1>2 physical', 'aggression D>1', 'friendliness 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Zimbabwean, a man remembering a boyhood place. The grandfather, named first as the owner of the homestead, is
  // present. The crocodile catching Tendai by the leg is an attack (physical); the dreamer pulling him by the arms is
  // a rescue (friendliness, physical); the grandfather beating the crocodile till it lets go is aggression to the
  // attacker (physical). Shouting at "both of us" is one act, to the dreamer. "frightened" and "ashamed" are one
  // code of apprehension; "not even hurt" is no feeling.
  {
    text: "I was a boy again at my grandfather's homestead near Kariba, sent down to the river to fetch water with my cousin Tendai. A crocodile came out of the reeds very fast and caught Tendai by the leg. I held his arms and pulled with all my strength, and my grandfather came running with a long stick and beat it on the head until it let go. Tendai was not even hurt, only his trousers were torn. Then Grandfather shouted at both of us for going to the deep part. I was so frightened, and after that ashamed.",
    characters: [
      'person male family | my grandfather',
      'person male family | my cousin Tendai',
      'animal unknown - | A crocodile',
    ],
    interactions: ['aggression 2>1 physical', 'friendliness D>1 physical', 'aggression 0>2 physical', 'aggression 0>D'],
    emotions: ['apprehension D'],
  },
  // American (Michigan). Dad, dead in waking life, is present. The coffee poured from his thermos is a gift; "told me
  // to quit fidgeting" is an instruction, not coded. The buck looking at the dreamer is no act. The hand on the
  // shoulder and "it's alright, son" are two friendly acts, the first physical. Tears on waking are sadness.
  {
    text: "Opening day of deer season up north near Gaylord, and I was sitting in the old blind with my dad, who passed in 2019. He poured me coffee out of his thermos like he always did and told me to quit fidgeting. A big eight-point buck walked right out in front of us and just stood there looking at me. I couldn't pull the trigger. Dad put his hand on my shoulder and said it's alright, son. Then the buck walked off into the trees and Dad was gone too. I woke up with tears on my face.",
    characters: ['person male family | my dad', 'animal unknown - | A big eight-point buck'],
    interactions: ['friendliness 0>D', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['sadness D'],
  },
  // Welsh (Llanelli). The two kids at home are only mentioned. The ringmaster, the boss in the dream's job, is known,
  // and so is Bronwen, a fellow acrobat; his "too old and too slow" is criticism (aggression). The crowd clapping and
  // cheering for the dreamer is friendliness (as in en-tuning-12.ts); Bronwen's hug is physical. Uncertain: the mam
  // shaking her head at the dreamer is disapproval (aggression). "brilliant" is happiness, "guilty" apprehension.
  {
    text: "I'd run away to join the circus, at my age, with two kids at home. The big top was up on the field behind my old school in Llanelli. The ringmaster, a little man with a waxed moustache, kept telling me I was too old and too slow. I went up on the trapeze anyway and did it perfectly, and the crowd clapped and cheered for me. One of the other acrobats, a woman called Bronwen, gave me a big hug at the bottom of the ladder. Then I saw my mam in the front row, shaking her head at me. I felt brilliant and guilty at the same time.",
    characters: [
      'person male known | The ringmaster, a little man with a waxed moustache',
      'person unknown stranger plural | the crowd',
      'person female known | One of the other acrobats, a woman called Bronwen',
      'person female family | my mam',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 2>D physical', 'aggression 3>D'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // Australian (the Blue Mountains), told in the present. The yowie, called "it" and never sexed, is a creature of
  // unknown sex. Walking off with "our esky" is theft (physical), to the dreamer; Jono chucking a rock at it is
  // physical aggression; uncertain: its roar at "us" is aggression (not physical), to the dreamer. "scared stiff" is
  // apprehension; Jono laughing like a maniac, at no one, is his amusement.
  {
    text: "Me and my brother Jono are bushwalking down near Katoomba and we get stuck out after dark. We're sitting by a little fire when something big starts crashing round in the scrub. Then this thing steps out, covered in hair, eight foot tall at least, stinking like a wet dog. Jono reckons it's a yowie. It picks up our esky and walks off with it. Jono chucks a rock at it, and it turns round and roars at us. I was scared stiff, and Jono was laughing like a maniac.",
    characters: ['person male family | my brother Jono', 'creature unknown - | this thing'],
    interactions: ['aggression 1>D physical', 'aggression 0>1 physical', 'aggression 1>D'],
    emotions: ['apprehension D', 'happiness 0'],
  },
  // Trinidadian (Maracas Bay). The cousins are a family group; Keisha is named only as Andre's girlfriend, and
  // Shanice stands out by kin and name. Andre, the boyfriend of a cousin, is known; eating half of the dreamer's bake
  // and shark is theft (physical), and swearing a seagull took it a lie that harms no one (not coded). The
  // jellyfish's sting is physical aggression to Shanice; the lifeguard's vinegar is his work. Shanice bawling is her
  // sadness; "vex" is anger, "frightened for Shanice" apprehension; "everybody just stopped talking" names no feeling.
  {
    text: "Sunday at Maracas with my cousins, and we stopped for bake and shark like always. My cousin Keisha's boyfriend Andre ate half of mine when I went to wash my hands, then swore a seagull took it. In the water a jellyfish stung my little cousin Shanice on her leg and she was bawling. A lifeguard, a big man with dreads, ran over and put vinegar on it. Then the whole sea went flat like glass and everybody just stopped talking. I was so vex with Andre, and frightened for Shanice.",
    characters: [
      'person unknown family plural | my cousins',
      "person male known | My cousin Keisha's boyfriend Andre",
      'animal unknown - | a jellyfish',
      'person female family | my little cousin Shanice',
      'person male stranger | A lifeguard, a big man with dreads',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>3 physical'],
    emotions: ['sadness 3', 'anger D', 'apprehension D'],
  },
  // American (Boston). The kid behind the counter, never given a pronoun, is of unknown sex; the hug over the register
  // is physical; the screaming names no feeling. Kevin asking for a loan is a request; "I told him to get lost" is
  // the dreamer's rejection (aggression). Maureen's "we're not moving" is aimed at no one. "wicked happy" is
  // happiness, "gutted" sadness.
  {
    text: "Dreamt I hit the Powerball, four hundred million, and I was standing in the Cumberland Farms in Dorchester holding the ticket. The kid behind the counter started screaming and hugged me right over the register. Then my brother-in-law Kevin showed up out of nowhere asking for a loan, which is exactly what he'd do. I told him to get lost. My wife Maureen just kept saying we're not moving, I like it here. Then I looked down and the ticket was a two-dollar scratch ticket. I was wicked happy, then gutted.",
    characters: [
      'person unknown stranger | The kid behind the counter',
      'person male family | my brother-in-law Kevin',
      'person female family | My wife Maureen',
    ],
    interactions: ['friendliness 0>D physical', 'aggression D>1'],
    emotions: ['happiness D', 'sadness D'],
  },
  // Canadian (Sudbury), a son of sixty-two. The nurse is a stranger; bringing the tray is his work. Uncertain: the
  // mother flirting with him and his playing along are two sexual codes (not physical). Taking the dreamer's hand
  // (physical) and what she says are two friendly acts; her "proud of me" is her word, no feeling coded. The
  // double-double (a coffee) is a gift; Linda crying is her sadness. "so sad" is sadness; "at peace" names no class.
  {
    text: 'My mother was in the hospice in Sudbury again, same room by the window, but in the dream she was sitting up doing her hair like she was going out somewhere. Her nurse, a young guy named Pierre, brought in her tray and she flirted with him something awful, and he played right along. Then she took my hand and told me she was proud of me and to stop worrying so much. My sister Linda came in with a double-double for me and started crying. I woke up so sad, but kind of at peace.',
    characters: [
      'person female family | My mother',
      'person male stranger | Her nurse, a young guy named Pierre',
      'person female family | My sister Linda',
    ],
    interactions: [
      'sexuality 0>1',
      'sexuality 1>0',
      'friendliness 0>D physical',
      'friendliness 0>D',
      'friendliness 2>D',
    ],
    emotions: ['sadness 2', 'sadness D'],
  },
  // Scottish (Glasgow). No interaction: the gran is named only as the owner of the grave, and the fox looking back
  // "like it wanted me to follow it" does nothing to the dreamer. "I wasn't frightened" is negated; "awful sad" and
  // missing the gran are one code of sadness.
  {
    text: "I was up the Necropolis in Glasgow in the middle of the night looking for my gran's grave, and every stone I passed had my own name on it. The fog was that thick I could hardly see the cathedral below. A fox kept trotting along the path in front of me and stopping to look back, like it wanted me to follow it. I followed it for ages and we came out at my old primary school. I wasn't frightened, just awful sad, and I woke up missing my gran.",
    characters: ['animal unknown - | A fox'],
    interactions: [],
    emotions: ['sadness D'],
  },
];
