// Eleventh tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: a village cricket match, a Saturday job in a cinema box
// office, a muddy music festival, a first day in a call centre, a grandmother's bridge club, a bouncy
// castle at a son's birthday, speed dating, a team-building escape room, babysitting the twins next
// door, an eye test at the optician's, the mums' race at sports day, a parents' wedding on an old
// videotape, a Halloween fancy-dress party, ten-pin bowling, scattering a father's ashes on a hill,
// watching for shooting stars from a farmhouse roof, a paper round in the rain, an evening drawing
// class, a Christmas-morning charity swim in the sea and a station's lost property office. About half
// are plain, with few traps; the others lean on what a word-matching reader gets wrong: images only
// pictured, planned, feared, promised, searched for and never found, or seen on a screen, a poster, in
// a drawing or the picture inside a machine ("a horror film", a clown with a knife on a poster, "a
// puppy if I won", "terrified one of them would fall off", "I’d pictured myself drowning", a pocket
// watch never found, a parents' wedding on a videotape, "the little picture of a red house"); things
// named only in comparisons ("as big as a house", "as big as a whale", "played like sharks", "laughed
// like young girls", "like a hot-air balloon"); feelings denied or turned round in unusual wordings ("I
// wasn’t the least bit scared", "none too happy" (unhappy, not happy), "I couldn’t have been less
// worried", "no love lost between us", "Happy to help!" on a script, "No wonder", "sick with jealousy",
// "I should have been heartbroken", "so happy to see her that I cried", "I could have cried"); words
// with two senses in context (a cricket bat and the bats over a roof, the river bank, a dating-app
// match, a steamer trunk, a bridge club and a bridge partner, the box office, a bouncy castle, "just
// missed the umpire", "the ball flew past", "fallen out with", "snowed under", "on the house", "driving
// rain", "The Sun", "shooting stars", "knocked the wind out of me", "fish fingers", "six foot", "the
// twins", "next door", "a false leg"); and people only talked about, owners or phoned (a grandmother
// gone to Spain with her boyfriend, dead husbands, a mum who is furious only in a brother's words, an
// aunt, a brother and a dead grandad who only ring in, "their mum" gone to a work do, "my dad’s old"
// team, "my grandparents’ kitchen"). `notFelt` repeats the feelings of `notThere` that are named but
// not the dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the
// images of a turning point (a recognition, a reversal, the last unexpected image) where there is one.
// None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_11: readonly EvaluationDream[] = [
  // The team is the dad's only by origin: no father. The village green behind the church (city,
  // church); the church tower is no castle. The bowler is the ex; "no love lost" is hostility, no love
  // and no loss. The ball that "flew past" is no flight of the dreamer's, and "just missed the umpire"
  // no lateness. The watching village is a crowd. Fear is denied; "over the moon" is joy, no moon. A
  // cricket bat has no id.
  {
    id: 'en11-cricket',
    title: 'Last man in',
    text: 'I was playing for my dad’s old village cricket team on the green behind the church, though I’ve never held a bat in my life. The captain put me in last. The other side’s bowler was my ex, Rhys, and there was no love lost between us. His first ball flew past my nose; the next just missed the umpire. The whole village was watching from deckchairs. I wasn’t the least bit scared. I hit his last ball so high it sailed over the church tower and never came down, and I was over the moon.',
    symbols: ['city', 'church'],
    people: ['ex', 'crowd'],
    emotions: ['joy'],
    notThere: ['father', 'love', 'flying', 'late', 'castle', 'moon', 'fear', 'lost'],
    notFelt: ['love', 'fear'],
    outsideLexicon: ['cricket bat', 'deckchairs'],
  },
  // The box office is neither a box nor an office; the pane of the booth is no broken glass. The horror
  // film names no fear of the dreamer's, and the clown's knife, the house, its face and windows are
  // only on a poster. "No wonder" is no wonder. The snowy dark town is there. The old maths teacher at
  // the counter is the turning point. Fear is denied; "horribly embarrassed" is shame.
  {
    id: 'en11-box-office',
    title: 'One for the film about my life',
    text: 'I was back in my Saturday job in the box office of the old cinema in town, selling tickets through a gap in the glass. Every film showing was a horror film, and the posters in the foyer had a clown with a knife and a house with a face in every window. Nobody bought a ticket. No wonder, I thought: it was snowing outside and the whole town was dark. Then my old maths teacher came to the counter and asked for one seat for the film about my life. I wasn’t frightened, just horribly embarrassed.',
    symbols: ['city', 'snow', 'darkness'],
    people: ['teacher'],
    emotions: ['shame'],
    notThere: ['box', 'office', 'glass', 'fear', 'knife', 'house', 'face', 'window', 'wonder'],
    notFelt: ['fear', 'wonder'],
    turn: ['teacher'],
    outsideLexicon: ['cinema', 'posters', 'tickets'],
  },
  // A plain dream. The festival's music and the band on the main stage are singing and a performance;
  // the friends are from school only by origin (no school). "A sea of mud" is a metaphor: no sea, but
  // mud. Dancing in wellies (shoes) in the pouring rain; the dreamer sings. "Free and happy" is joy.
  {
    id: 'en11-festival',
    title: 'Main stage',
    text: 'I was at a music festival with my two best friends from school, in a field that had turned into a sea of mud. We danced in our wellies in front of the main stage while it poured with rain, covered in glitter and mud up to our knees. Then the band we were obsessed with at fifteen came on and played every song we knew, in order. I sang until my throat hurt. I felt completely free and happy, as if no time had passed at all.',
    symbols: ['singing', 'mud', 'dancing', 'shoes', 'performance', 'rain'],
    people: ['friend'],
    emotions: ['joy'],
    notThere: ['school', 'ocean'],
    outsideLexicon: ['festival', 'glitter', 'band'],
  },
  // The callers only phone, and are in the dream as the people who only phone in en8-petrol-station:
  // the aunt (family), the brother, the grandad; his death is only told. The mum is only talked about,
  // and her fury is hers. Home insurance is no house; "Happy to help!" is a script line, no joy;
  // "snowed under" an idiom. The supervisor is boss, the screen the computer's. The guilt is the
  // dreamer's.
  {
    id: 'en11-call-centre',
    title: 'The script',
    text: 'It was my first day at a call centre, in a headset, and every caller was someone from my family. My aunt rang to complain about her broadband, my brother wanted to cancel his gym and said Mum was furious with me, and my grandad, who died in 2015, asked if we did home insurance. The script on my computer screen said ‘Happy to help!’ and I had to read it out every time. My supervisor kept saying I looked snowed under and should speed up. I felt guilty after every single call, as if I’d let them all down.',
    symbols: ['phone', 'computer'],
    people: ['family', 'brother', 'grandfather', 'boss'],
    emotions: ['guilt'],
    notThere: ['mother', 'anger', 'death', 'house', 'joy', 'snow'],
    notFelt: ['anger', 'joy'],
    written: { family: 'aunt', brother: 'brother', grandfather: 'grandad' },
    outsideLexicon: ['headset'],
  },
  // The bridge club is the card game, no bridge, and the grandmother only owns it: she is away in Spain
  // with her boyfriend (neither is there). The old ladies are wise_elder; "played like sharks" and
  // "laughed like young girls" are likenesses (no shark, no girl), and the dreamer's partner at cards
  // is no partner in life. Their dead husbands are only talked about. "None too happy" means unhappy:
  // no joy; "sick with jealousy" is jealousy, no illness. The cards going blank in the hands.
  {
    id: 'en11-bridge',
    title: 'The bridge club',
    text: 'My grandmother’s bridge club met in our living room, and I had to take her place at the table because she’d gone off to Spain with her new boyfriend. The three old ladies played like sharks. My partner, Mrs Ellis, kicked me under the table every time I played the wrong card, and I was none too happy about it. They drank sherry and talked about their dead husbands as if they were in the next room. At midnight the cards went blank in my hands, the old ladies laughed like young girls, and I felt sick with jealousy.',
    symbols: ['hands'],
    people: ['wise_elder'],
    emotions: ['jealousy'],
    notThere: ['grandmother', 'bridge', 'boyfriend', 'shark', 'partner', 'husband', 'death', 'girl', 'joy', 'illness'],
    notFelt: ['joy'],
    written: { wise_elder: 'old ladies' },
    outsideLexicon: ['cards', 'sherry'],
  },
  // A plain dream. The son's birthday party in the garden, the kids and the husband. A bouncy castle is
  // no castle, and "as big as a house" a comparison (no house). Falling off and breaking an arm are
  // only feared: no fall, no injury, but the terror is the dreamer's. The wind lifts it, the hands hold
  // the rope and the dreamer is carried up over the roofs (flying, the turn); the calm is hers at the
  // end.
  {
    id: 'en11-bouncy-castle',
    title: 'The bouncy castle',
    text: 'It was my son’s sixth birthday party in the back garden, with a bouncy castle as big as a house and twenty screaming kids. My husband was at the barbecue. I kept counting heads, terrified one of them would fall off and break an arm. Then the wind got up and the bouncy castle began to lift off the lawn with all the kids still on it, slowly, like a hot-air balloon. I grabbed a rope and hung on with both hands, and it carried me up over the rooftops too. The kids were cheering. Strangely, I was the calmest I’ve ever been.',
    symbols: ['party', 'garden', 'wind', 'hands', 'flying'],
    people: ['son', 'child', 'husband'],
    emotions: ['fear', 'calm'],
    notThere: ['castle', 'house', 'falling', 'injury'],
    written: { son: 'son', husband: 'husband' },
    turn: ['flying'],
    outsideLexicon: ['bouncy castle', 'barbecue', 'balloon'],
  },
  // Every man is the ex in another shirt (clothes): his jobs are only said (no doctor, no dogs, and
  // "trained" no train). "On the house" is free drinks, no house. The match on the phone app is the
  // dreamer herself: the turning point. Heartbreak is only what should have been; laughing is joy.
  {
    id: 'en11-speed-dating',
    title: 'One match',
    text: 'I was at a speed-dating night in a wine bar, with a bell every three minutes and a sticker with my name on it. Every man who sat down opposite me was my ex, Dan, in a different shirt: Dan the dentist, Dan the pilot, Dan who trained guide dogs. The barman kept telling us the drinks were on the house. At the end you tick the people you liked, and the app on my phone said I had one match: me. I should have been heartbroken, but I couldn’t stop laughing.',
    symbols: ['clothes', 'phone'],
    people: ['ex'],
    emotions: ['joy'],
    notThere: ['doctor', 'dog', 'train', 'house', 'sadness'],
    notFelt: ['sadness'],
    turn: ['phone'],
    outsideLexicon: ['wine bar', 'bell', 'sticker'],
  },
  // An escape room is no escape, and a room done up as a pharaoh's tomb no grave; its sand is no beach.
  // "Booked" is no book. The keys are only searched for by the others and never found; the boss
  // shouting clues is not angry. Worry is denied ("couldn't have been less worried"); the biscuit is
  // food. The unlocked door opens on the grandparents' kitchen (theirs only by owner) with the gran in
  // it: the turn. Crying for happiness is joy, not sadness. There is no car park, and no car.
  {
    id: 'en11-escape-room',
    title: 'The pharaoh’s tomb',
    text: 'For a team-building day my boss had booked us an escape room done up as a pharaoh’s tomb, and we had an hour to get out. Everyone else was frantic, tipping out jars and digging in the sand for hidden keys while my boss shouted clues. I sat on the floor eating a biscuit. I couldn’t have been less worried. With a minute to go I noticed the door had never been locked. I opened it, and instead of the car park there was my grandparents’ kitchen, with my gran making tea. I was so happy to see her that I cried.',
    symbols: ['food', 'door', 'kitchen'],
    people: ['boss', 'grandmother'],
    emotions: ['joy'],
    notThere: ['fleeing', 'cemetery', 'book', 'beach', 'keys', 'anger', 'anxiety', 'car', 'grandparent', 'sadness'],
    notFelt: ['anger', 'anxiety', 'sadness'],
    written: { grandmother: 'gran' },
    turn: ['kitchen', 'grandmother'],
    outsideLexicon: ['escape room', 'jars'],
  },
  // A plain dream. The twins from next door are children, no double of anyone and no door; their mum is
  // away at a work do (no mother, no office). Fish fingers and peas are the tea (food), no fish and no
  // fingers; the bear is only in the book. The stairs and the quiet house; "happiness" is joy.
  {
    id: 'en11-twins',
    title: 'The twins',
    text: 'I was babysitting the twins from next door, who are about four. Their mum had gone to a work do and left a long list of rules on the fridge. We built a den out of sofa cushions, had fish fingers and peas for tea, and I read them the same book about a bear five times. When I finally got the kids to sleep, I sat on the stairs in the quiet house and felt a warm, simple kind of happiness I haven’t felt in years.',
    symbols: ['food', 'book', 'stairs', 'house'],
    people: ['child'],
    emotions: ['joy'],
    notThere: ['double', 'door', 'mother', 'office', 'fish', 'hands', 'bear'],
    outsideLexicon: ['fridge', 'den', 'cushions'],
  },
  // An eye test is a test of the eyes (exam, eyes), in the dark; the optician, an old man as written,
  // is wise_elder, and his torch is the lexicon's lamp (candle). The letters on the chart are no
  // letter, and "fallen out with" is no fall. The red house at the end of a road is only the little
  // picture in the machine (photo): no house, road, childhood home or dog in the scene. It is the
  // turning point. Missing the dog on waking is nostalgia.
  {
    id: 'en11-optician',
    title: 'The eye test',
    text: 'I was at the optician’s for an eye test, sitting in the dark with my chin on that little rest. The optician was a tiny old man with a torch strapped to his forehead. He asked me to read the letters on the chart, but they kept turning into the names of people I’d fallen out with. Then he had me look into a machine at the little picture of a red house at the end of a road. It was the house I grew up in, with my old dog asleep on the doorstep. I’d forgotten she ever existed. I woke up missing her terribly.',
    symbols: ['eyes', 'exam', 'darkness', 'candle', 'photo'],
    people: ['wise_elder'],
    emotions: ['nostalgia'],
    notThere: ['letter', 'falling', 'house', 'road', 'childhood_home', 'dog'],
    written: { wise_elder: 'old man' },
    turn: ['photo'],
    outsideLexicon: ['optician', 'eye chart'],
  },
  // A plain dream. Sports day at the daughter's school (school, daughter, teacher, husband). The "mums'
  // race" names no mother of the dreamer's, and the puppy is only promised (no dog). The jeans and
  // running kit are clothes, the wrong shoes shoes, the feet barely touching the grass. The husband
  // films on his phone. "Proud and happy" is joy; "could have cried" no sadness.
  {
    id: 'en11-sports-day',
    title: 'The mums’ race',
    text: 'It was sports day at my daughter’s primary school and I’d been talked into the mums’ race. I was in jeans and the wrong shoes, and the other mums had proper running kit. My husband had promised her a puppy if I won. The teacher blew the whistle and I ran faster than I’ve ever run, my feet barely touching the grass. I won by miles. My daughter was jumping up and down screaming, and my husband filmed it all on his phone. I felt so proud and happy I could have cried.',
    symbols: ['school', 'clothes', 'shoes', 'feet', 'phone'],
    people: ['daughter', 'teacher', 'husband'],
    emotions: ['joy'],
    notThere: ['mother', 'dog', 'sadness'],
    notFelt: ['sadness'],
    written: { daughter: 'daughter', husband: 'husband' },
    outsideLexicon: ['whistle'],
  },
  // The box of videotapes in the loft (box, attic), which is the parents' only by owner (no family).
  // All the rest is on the little screen: the wedding, the mum, the dad, the nan dancing, the dress and
  // the coat, the camera, even the dreamer among the guests; "Go home" is mouthed (no house). "My blood
  // ran cold" is fear, no blood.
  {
    id: 'en11-home-video',
    title: 'The videotape',
    text: 'I found a box of old videotapes in my parents’ loft and put one on, on the little TV up there. It was their wedding in 1986: Mum in a huge white dress, Dad with a moustache, my nan dancing with the vicar. Then the camera swung round to the guests and I was standing among them, my age now, in the coat I wore yesterday, waving. On the screen, my mum turned, looked straight at me and mouthed ‘Go home.’ My blood ran cold.',
    symbols: ['box', 'attic'],
    people: [],
    emotions: ['fear'],
    notThere: ['family', 'wedding', 'mother', 'father', 'grandmother', 'clothes', 'dancing', 'photo', 'house', 'blood'],
    outsideLexicon: ['videotapes', 'television'],
  },
  // A fancy-dress party: going as a witch is a costume (clothes), no magic. The mum, the first boss,
  // the headteacher and the ex-boyfriend are only rubber masks (mask), and under every one is the
  // friend, whose laughter is hers: the turn. The room full of people is a crowd; "terribly alone" is
  // loneliness.
  {
    id: 'en11-fancy-dress',
    title: 'Rubber masks',
    text: 'My friend Leonie threw a fancy-dress party for Halloween and I went as a witch, with green make-up and a broomstick. Everyone else had come as someone from my life: my mum, my first boss, my old headteacher, my ex-boyfriend, all in perfect rubber masks. I went round pulling the masks off one by one, and underneath every single one was Leonie, laughing. I should have found it funny. Instead I felt terribly alone in a room full of people.',
    symbols: ['party', 'clothes', 'mask'],
    people: ['friend', 'crowd'],
    emotions: ['loneliness'],
    notThere: ['magic', 'mother', 'boss', 'teacher', 'ex', 'boyfriend', 'joy'],
    notFelt: ['joy'],
    turn: ['friend', 'mask'],
    outsideLexicon: ['broomstick', 'make-up'],
  },
  // A plain dream. Bowling with the dad, young again, and the little brother: "six foot now" is a
  // height (no feet). The neon lights, the nachos (food). Safe is calm, loved is love.
  {
    id: 'en11-bowling',
    title: 'Strike',
    text: 'I went ten-pin bowling with my dad and my little brother, like we used to on Friday nights in the nineties. The place was exactly the same: sticky carpet, neon lights, the machines beeping. Dad was young again and kept bowling strikes, and my brother, who’s six foot now, was small enough to need the ramp. We ate nachos and slurped blue slushies. On the last frame I got a strike and Dad lifted me up like I weighed nothing. I felt safe and loved.',
    symbols: ['light', 'food'],
    people: ['father', 'brother'],
    emotions: ['calm', 'love'],
    notThere: ['feet'],
    written: { father: 'dad', brother: 'brother' },
    outsideLexicon: ['bowling alley'],
  },
  // The brothers climb the hill above the village (climbing, mountain, city) to scatter the dad's
  // ashes: his death is there in them, he is not there as a person. The gale is wind, the arguing a
  // quarrel (fight); the ashes blow into faces and hair. Bursting out laughing is joy; sadness is
  // denied. The river bank is the river's, and the heron a bird.
  {
    id: 'en11-ashes',
    title: 'Into the wind',
    text: 'My two brothers and I climbed the hill above our village to scatter Dad’s ashes, like he asked. It was blowing a gale. We argued the whole way up about who should carry the urn. At the top my eldest brother opened it, and the wind blew every last bit of Dad straight back into our faces and hair. There was a stunned silence, and then we all burst out laughing and couldn’t stop. Down on the river bank a heron watched us. I wasn’t sad, not then. I just felt close to them.',
    symbols: ['climbing', 'mountain', 'city', 'death', 'wind', 'fight', 'face', 'hair', 'river', 'bird'],
    people: ['brother'],
    emotions: ['joy'],
    notThere: ['father', 'sadness'],
    notFelt: ['sadness'],
    written: { brother: 'brother' },
    outsideLexicon: ['ashes', 'urn', 'heron'],
  },
  // A plain dream. The farmhouse is the uncle's only by owner; the cousin is family. The summers "as
  // kids" are remembered (no child). Shooting stars are stars (sky), no gun; the glitter is a likeness
  // (no bag). Bats have no id. Amazed is wonder, at peace calm.
  {
    id: 'en11-stargazing',
    title: 'Shooting stars',
    text: 'I was lying on the flat roof of my uncle’s farmhouse with my cousin, the way we did every summer as kids, watching for shooting stars. The sky was so clear you could see the Milky Way. Bats kept flitting over us. My cousin pointed out Mars, then a shooting star went over, then another, then hundreds, as if someone had tipped out a bag of glitter. Neither of us said a word. I felt tiny and amazed, and completely at peace.',
    symbols: ['sky'],
    people: ['family'],
    emotions: ['wonder', 'calm'],
    notThere: ['gun', 'child', 'luggage'],
    outsideLexicon: ['bats', 'roof'],
  },
  // A plain dream. The paper round on a bike (bicycle) in driving rain: no car. The bag of papers is no
  // luggage, and The Sun is a newspaper. The Alsatian is absent ("no dog"). The big house, its open
  // gate (door); the old woman in a dressing gown (wise_elder, clothes) is the turn. Safe is calm.
  {
    id: 'en11-paper-round',
    title: 'The last house',
    text: 'I was doing my old paper round again, thirteen years old, on my rusty bike in driving rain. The bag of papers weighed a ton, and the headline on every copy of The Sun was my name. At the big house at the end, the one with the Alsatian, the gate was open and there was no dog, just an old woman in a dressing gown holding out a mug of hot chocolate. She said she’d been waiting for me for twenty years. I felt welcome and strangely safe.',
    symbols: ['bicycle', 'rain', 'house', 'door', 'clothes'],
    people: ['wise_elder'],
    emotions: ['calm'],
    notThere: ['car', 'luggage', 'sun', 'dog'],
    written: { wise_elder: 'old woman' },
    turn: ['wise_elder'],
    outsideLexicon: ['newspapers'],
  },
  // A plain dream. The model, a thin old man (wise_elder), and the teacher, a young woman. The others'
  // drawings only look like photographs; the horse and the whale are in the dreamer's drawing or a
  // comparison. Snow falling beyond the window is no fall, and the car park no car. Pride has no id;
  // the shame is the dreamer's.
  {
    id: 'en11-drawing-class',
    title: 'Life drawing',
    text: 'I’d joined an evening drawing class at the community centre. The model was a thin old man sitting very still on a stool, and we had twenty minutes to draw him. Everyone else’s drawing looked like a photograph. Mine came out as a horse, then a lighthouse, then something as big as a whale that wouldn’t fit on the page. Through the window I could see snow falling on the car park. The teacher, a young woman with paint on her sleeves, studied mine for ages and said it was the most honest thing she’d ever seen. I felt a rush of pride, then ashamed of feeling it.',
    symbols: ['window', 'snow'],
    people: ['wise_elder', 'teacher'],
    emotions: ['shame'],
    notThere: ['photo', 'horse', 'whale', 'falling', 'car'],
    written: { wise_elder: 'old man', teacher: 'woman' },
    outsideLexicon: ['drawings', 'lighthouse'],
  },
  // A plain dream. The charity swim on Christmas morning: the sea, the waves, the water, the beach, the
  // crowd in Santa hats (clothes), the grey sky. Drowning is only pictured beforehand; "knocked the
  // wind out of me" is no wind, but not being able to breathe is breath. Floating on one's back in the
  // sea is swimming, no flight. The sister shouting the name is not angry. "Happier" is joy.
  {
    id: 'en11-christmas-swim',
    title: 'The Christmas dip',
    text: 'It was Christmas morning and my sister had talked me into the charity swim in the sea. Hundreds of people in Santa hats were running into the waves, screaming. I’d pictured myself drowning in front of everyone. The water was so cold it knocked the wind out of me and for a second I couldn’t breathe. Then something changed and it felt warm, like a bath. I swam out past everyone and floated on my back, looking up at the grey sky. My sister was shouting my name from the beach. I was happier than I’ve been in months.',
    symbols: ['ocean', 'clothes', 'wave', 'water', 'breath', 'swimming', 'sky', 'beach'],
    people: ['sister', 'crowd'],
    emotions: ['joy'],
    notThere: ['drowning', 'wind', 'flying', 'bathroom', 'anger'],
    written: { sister: 'sister' },
    outsideLexicon: ['Santa hats'],
  },
  // Lost property is the office's name: no office, and the dreamer is not lost (the watch was lost
  // years ago, in waking life). The train station is there, no train. The pocket watch is the dead
  // grandfather's, searched for and never found: no grandfather, no clock. The boxes, the steamer trunk
  // (luggage), the wedding dress (clothes, no wedding), the keys; the false leg is no leg of anyone's.
  // The husband is only someone else's, told about. Sadness denied; "light" is a feeling; relief is
  // hers.
  {
    id: 'en11-lost-property',
    title: 'Lost property',
    text: 'I was at the lost property office of a big train station, trying to find my grandfather’s pocket watch, which I lost years ago in real life. The man behind the counter brought out box after box: umbrellas, a steamer trunk, a wedding dress, a tuba, a false leg, hundreds of keys. No watch. He said people come in looking for all sorts, and last week a woman came in looking for her husband. I searched until closing time and never found it. I wasn’t even sad. I felt light and oddly relieved.',
    symbols: ['station', 'searching', 'box', 'luggage', 'clothes', 'keys'],
    people: [],
    emotions: ['relief'],
    notThere: ['office', 'lost', 'train', 'grandfather', 'clock', 'wedding', 'feet', 'husband', 'light', 'sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['pocket watch', 'umbrellas', 'tuba'],
  },
];
