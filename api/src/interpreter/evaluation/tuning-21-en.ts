// Twenty-first tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 47 to 107 words as people type them at dawn, first person, six of them in the
// present tense and the rest in the past, two under fifty words and two typed in a hurry with little
// punctuation, some with dialogue in British single quotes and some in double quotes, told by people of
// many trades, countries and ages, on situations none of the earlier batches used: a dead father behind
// a chicken-rice stall at a hawker centre in Singapore, a cable car on Table Mountain whose door slides
// open, a generator catching fire at a mother's sixtieth in Enugu, a snake boat race on the lake at
// Alappuzha, an auto-rickshaw taking off from a flyover in Bengaluru on the way to a first job interview,
// cutting turf on a bog in Connemara with a grandad, a baby in a wheelie bin on a bin round in Leeds,
// rooms behind a dresser in a great-aunt's croft house on Lewis, naked in a high school marching band at
// halftime in Texas, a fish's eye under the ice on Lake Simcoe, a moose on the highway home from a fish
// plant in Newfoundland, a cassowary in the rainforest at Mossman Gorge, a ladder that never ends up a
// tower crane in Brisbane, a bungy cord coming loose off the Kawarau Bridge, teeth coming out while
// reading the lesson in a chapel in Llandeilo, a feis in Killarney at fifty, a road test at the DMV in
// New Jersey at forty-one, an owambe wedding in Ibadan where the bride turns out to be the dreamer, a
// leopard on the bonnet on a game drive in Kruger and the tide gone out at a bach in Whangamatā on
// Christmas Day. About three quarters are plain reports with the ordinary images of dreams (the dead
// come back, falling, fire and darkness, water and a boat, flying and lateness, sinking in mud, a baby,
// an unknown room and being lost, nakedness, animals and a chase, climbing, a car at night, teeth) and
// no deliberate traps, written to see that the analysis finds everything that is there and nothing that
// is not; what they list under `notThere` is only what ordinary words bring with them ("the uncle" who
// keeps a stall, "He died when I was fifteen", a "cable car", ‘Daddy’ said to the dreamer, "NEPA took
// light", a "snake boat", "I couldn’t find which way was up", the "outer ring road", "a 10 o clock",
// "sinking" in a bog, a baby "not even crying", a great-aunt who died before the dream, a "fight song", a
// son's laughter, "driving home", a "fish plant", "a foot from him", "heart going a mile a minute", a
// "tower crane", "love" as a form of address, "the loaves and fishes"). The other quarter (the feis, the
// road test, the owambe, the game drive, the bach) hold the few traps people write without meaning to:
// an idiom in passing ("I put my best foot forward", "killing it", "ticked a box", "it rained naira",
// "the calm before the storm"), things only mentioned (a husband's car, sharks talked about), negated
// images ("no lions in this part of the park", "not a boat anywhere"), feelings denied ("I wasn’t a bit
// nervous", "I wasn’t scared at all", "I wasn’t even annoyed", "I’m not scared at all") or someone
// else's (a daughter "absolutely mortified", a bride's mother crying, German tourists "terrified", the
// family laughing), words in another sense ("as a girl", a shoe that "flew off", a "red light", a
// wedding "hall", "gold" aso-ebi, "couldn’t see the floor", "frozen to the spot"). `notFelt` repeats the
// feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a person's
// gendered word as written; `turn` lists the images of a turning point (a recognition, a reversal, the
// last unexpected image) where there is one. None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_21: readonly EvaluationDream[] = [
  // A plain dream of the dead come back, in the present. The queue at the hawker centre and everyone
  // around the dreamer (crowd), the chicken rice and the plate (food). "The uncle" behind the stall is how
  // Singapore names an older stallholder, here the father himself (as written): no family. His death is
  // dated in waking life (no death); his old singlet (clothes), the rain on the roof. Crying is sadness,
  // missing him nostalgia; the father at the stall is the turn.
  {
    id: 'en21-hawker',
    title: 'Chicken rice',
    text: 'I’m in the queue for chicken rice at the hawker centre in Toa Payoh after work, fans turning slowly overhead. When I reach the front, the uncle behind the stall is my father, in his old white singlet, chopping the chicken exactly the way he used to. He died when I was fifteen. He doesn’t look surprised to see me. He just gives me extra cucumber and says, “Eat first, talk later.” Then the rain comes down hard on the zinc roof and everyone around me is gone. I sit there with my plate and cry. I miss him so much.',
    symbols: ['food', 'clothes', 'rain'],
    people: ['crowd', 'father'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['family', 'death'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['hawker centre', 'stall', 'fans', 'cucumber', 'roof'],
  },
  // A plain fall. Table Mountain (a named mountain), the cable car packed with tourists (crowd), which is
  // no car; the wind, the door sliding open. The two kids (child) and the son (as written), who grabs the
  // shirt (clothes) and calls the dreamer ‘Daddy’ (no father). The fall, the city and the sea (ocean)
  // below. "Absolutely terrified" is fear.
  {
    id: 'en21-cable-car',
    title: 'Table Mountain',
    text: 'I took my two kids up Table Mountain in the cable car on a clear Sunday, packed in with tourists, the floor slowly turning so everyone gets the view. Halfway up the wind picked up and the whole car started swinging. Then the door slid open by itself. My son grabbed my shirt and shouted, ‘Daddy, hold on!’ but the floor kept turning and carried me right out through the gap. I fell and fell, the city and the sea spinning below me, and woke up with a jolt, absolutely terrified.',
    symbols: ['mountain', 'wind', 'door', 'clothes', 'falling', 'city', 'ocean'],
    people: ['child', 'crowd', 'son'],
    emotions: ['fear'],
    notThere: ['car', 'father'],
    written: { son: 'son' },
    outsideLexicon: ['cable car'],
  },
  // A plain dream of fire. The mother's (as written) sixtieth birthday (party), the jollof and the cake
  // (food), the DJ (a stranger, as in en17-ruby-wedding) playing highlife, the singing. "NEPA took light"
  // is Nigerian for a power cut (no light): everything went dark (darkness). The generator bursting into
  // flames (fire), the water, the burning hands; the mother still dancing in the dark with her friends
  // (friend) is the turn. "So scared" is fear, "so relieved" relief.
  {
    id: 'en21-generator',
    title: 'Sixty',
    text: 'It was my mother’s sixtieth birthday in our compound in Enugu, canopies up, jollof and fried rice everywhere, the DJ playing highlife. Right in the middle of the cutting of the cake, NEPA took light and everything went dark. I ran round the back to start the generator and it burst into flames. I was throwing buckets of water on it and the fire just kept growing, and my hands were burning. When I turned round, my mother was still dancing in the dark with all her friends, singing. I was so scared, then so relieved when it finally went out.',
    symbols: ['party', 'food', 'singing', 'darkness', 'fire', 'water', 'hands', 'dancing'],
    people: ['mother', 'stranger', 'friend'],
    emotions: ['fear', 'relief'],
    notThere: ['light'],
    written: { mother: 'mother' },
    turn: ['mother', 'dancing'],
    outsideLexicon: ['compound', 'canopies', 'generator', 'buckets'],
  },
  // A plain dream of water. A snake boat is the long boat of the Kerala races (no snake); the lake, the
  // rowers singing, the crowd on the banks, the cousin (family). The boat rolling over, the brown water,
  // the legs (feet); "I couldn’t find which way was up" is no being lost. The sunlight (sun). The cousin
  // laughs, and the dreamer is "so happy and relieved": joy and relief.
  {
    id: 'en21-snake-boat',
    title: 'Nehru Trophy',
    text: 'I was rowing in a snake boat at the Nehru Trophy race on the lake at Alappuzha, one of a hundred rowers, all of us singing to keep the beat. The crowd on the banks was roaring. My cousin Biju was right in front of me. Near the finish our boat rolled over and I was under the brown water, kicking, tangled in paddles and legs. I couldn’t find which way was up. Then I came up into the sunlight and Biju was laughing and shouting, “We won, we won!” I felt so happy and relieved.',
    symbols: ['boat', 'lake', 'singing', 'water', 'feet', 'sun'],
    people: ['crowd', 'family'],
    emotions: ['joy', 'relief'],
    notThere: ['snake', 'lost'],
    outsideLexicon: ['paddles', 'banks'],
  },
  // A plain flying dream, in the present, typed in a hurry. The auto-rickshaw in the gridlock on the outer
  // ring road (road; no ring), the buses; "for a 10 o clock" is the hour (no clock). The driver is a
  // stranger. Up the flyover and off into the sky, flying (the turn) over the city and its lakes (lake),
  // "so late" (late). "So happy" is joy.
  {
    id: 'en21-auto',
    title: 'interview',
    text: "first job interview today so obviously dreamt about it. im in an auto on outer ring road, 9.40 for a 10 o clock, total gridlock, buses and scooters everywhere. i keep telling the driver bhaiya please fast fast. he just nods and goes up the flyover and then keeps going up, off the end, into the sky. now we're flying over the whole city, all the lakes silver. i'm so late and i don't even care. so happy",
    symbols: ['road', 'bus', 'flying', 'sky', 'city', 'lake', 'late'],
    people: ['stranger'],
    emotions: ['joy'],
    notThere: ['ring', 'clock'],
    turn: ['flying'],
    outsideLexicon: ['auto-rickshaw', 'scooters', 'flyover'],
  },
  // A plain dream. Cutting turf on the bog (mud) with the grandad (grandfather, as written), the larks
  // (bird), the sky; "sinking" into the bog is no drowning, as the feet "sinking in the mud" in
  // en14-reservoir. Terrified is fear, "woke up calm" calm.
  {
    id: 'en21-turf',
    title: 'The bog',
    text: 'I was back cutting turf on the bog above Recess with my grandad, like every summer when I was small, larks going up and the sky enormous. He was ahead of me with the sleán, I was stacking the sods. Then the ground went soft under me and I started sinking, first to my knees, then to my waist, the black mud cold and pulling. I was terrified. I shouted and he just leaned on the sleán and said, ‘Lie back, lie back and let it hold you.’ I lay back, and it let me go, and I slid up onto the heather. I woke up calm.',
    symbols: ['mud', 'bird', 'sky'],
    people: ['grandfather'],
    emotions: ['fear', 'calm'],
    notThere: ['drowning'],
    written: { grandfather: 'grandad' },
    outsideLexicon: ['turf', 'sleán', 'sods', 'heather'],
  },
  // A plain dream of a baby, in the present. On the bins in the drizzle (rain); the baby in the wheelie
  // bin, who is the turn, "not even crying" (the baby's, and denied: no sadness). The mate Tony (friend),
  // the street and the road. "Nothing but love" is love.
  {
    id: 'en21-bin-round',
    title: 'Bin day',
    text: 'I’m on the bins in Harehills, six in the morning, drizzle, doing the same round I’ve done for twelve years. I tip a green wheelie bin into the back of the wagon and there’s a baby inside, wrapped in a towel, looking straight up at me. I grab her out just before the crusher comes down. She’s warm and dry and not even crying. My mate Tony says, ‘Whose is she, then?’ and nobody on the whole street comes out. I stand there in the road holding her, and I feel nothing but love.',
    symbols: ['rain', 'road'],
    people: ['baby', 'friend'],
    emotions: ['love'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    turn: ['baby'],
    outsideLexicon: ['wheelie bin', 'wagon', 'towel', 'crusher'],
  },
  // A plain dream of an unknown room. The great-aunt died before the dream and only owned the croft house
  // (no death, no family); the house, its kitchen, the door behind the dresser, the rooms never seen
  // (hidden_room), the peat fires (fire), lost among them. The sea (ocean) where the back wall should be
  // is the turn, "grey and calm" the sea's. "Strangely peaceful" is calm.
  {
    id: 'en21-croft',
    title: 'Morag’s house',
    text: 'After my great-aunt Morag died I went up to Lewis to clear out her croft house. In the dream I moved the old dresser in the kitchen and there was a door behind it, painted blue. It opened onto a room I’d never seen, then another, and another, each with a peat fire going and nobody there. I got completely lost. The last room had no back wall at all, just the sea coming right up to the floorboards, grey and calm. I stood there for ages. I felt strangely peaceful.',
    symbols: ['house', 'kitchen', 'door', 'hidden_room', 'fire', 'lost', 'ocean'],
    people: [],
    emotions: ['calm'],
    notThere: ['death', 'family'],
    turn: ['ocean'],
    outsideLexicon: ['croft', 'dresser', 'peat', 'floorboards'],
  },
  // A short plain dream of nakedness. The high school (school) marching band, naked at halftime, the
  // whole stadium watching (crowd); the fight song (singing) is no fight. "So embarrassed" is shame.
  {
    id: 'en21-halftime',
    title: 'Halftime',
    text: 'I was forty-five and back in my high school marching band in Lubbock, halftime on a Friday night, tuba on my shoulder. Halfway across the field I realized I was completely naked. The whole stadium was watching. I kept marching and playing the fight song anyway. So embarrassed.',
    symbols: ['school', 'naked', 'singing'],
    people: ['crowd'],
    emotions: ['shame'],
    notThere: ['fight'],
    outsideLexicon: ['marching band', 'tuba', 'stadium'],
  },
  // A short plain dream, in the present. Ice fishing on Lake Simcoe (a named lake) with the son (as
  // written), the black water of the hole and the fish's eye in it (fish, eyes: the turn), the ice
  // cracking (snow), "I can’t move" (paralysis). The son's laughter is his (no joy); terrified is fear.
  {
    id: 'en21-ice-hut',
    title: 'Simcoe',
    text: 'I’m ice fishing on Lake Simcoe with my son. Down in the black water of the hole there’s a fish’s eye, huge and yellow, looking up at us. Then the ice starts cracking all around the hut. My son just laughs. I’m terrified and I can’t move.',
    symbols: ['lake', 'water', 'fish', 'eyes', 'snow', 'paralysis'],
    people: ['son'],
    emotions: ['fear'],
    notThere: ['joy'],
    notFelt: ['joy'],
    written: { son: 'son' },
    turn: ['fish', 'eyes'],
    outsideLexicon: ['hut', 'hole'],
  },
  // A plain dream, typed in a hurry. "Driving home" names no house, and the fish plant is a workplace (no
  // fish); the car, the highway and the road, the moose, its eyes in the headlights, the car stopping "a
  // foot from him" (no feet), its head through the window. Waking up shaking with the "heart going a mile
  // a minute" is fear, no heart.
  {
    id: 'en21-moose',
    title: 'moose',
    text: 'driving home from my shift at the fish plant in Gander, 2am, nothing on the highway but me and the fog. then a moose standing right in the middle of the road, huge, eyes green in the headlights. braked so hard the car spun right round and stopped a foot from him. he walked up slow and put his big head in through the window and just breathed on me. could smell him. woke up shaking, heart going a mile a minute',
    symbols: ['car', 'road', 'eyes', 'window'],
    people: [],
    emotions: ['fear'],
    notThere: ['house', 'fish', 'feet', 'heart'],
    outsideLexicon: ['moose', 'fog', 'headlights'],
  },
  // A plain chase. The rainforest (forest) in the pouring rain, the cassowary (bird) that comes after the
  // dreamer (chased), running for life (fleeing), hiding behind the fig tree. "Shaking with fear" is fear.
  {
    id: 'en21-cassowary',
    title: 'Cassowary',
    text: 'I was on the boardwalk through the rainforest at Mossman Gorge in the pouring rain when a cassowary stepped out in front of me, this huge black bird with a bright blue neck and a horn on its head. It looked straight at me and then came after me, fast. I ran for my life, slipping on the wet boards, and I could hear it thudding right behind me. I jumped off the boardwalk and hid behind a fig tree with roots taller than me, holding my breath. It went straight past. I was shaking with fear.',
    symbols: ['forest', 'rain', 'bird', 'chased', 'fleeing', 'hiding', 'tree'],
    people: [],
    emotions: ['fear'],
    outsideLexicon: ['boardwalk', 'gorge', 'roots'],
  },
  // A plain dream of climbing. The tower crane is no castle; the ladder up to the cab that never stops,
  // the sky, the city and the river below. The nan (grandmother, as written) in the cab in her cardigan
  // (clothes) is the turn; "love" is her form of address. "Safe and happy" is calm and joy.
  {
    id: 'en21-tower-crane',
    title: 'Up the crane',
    text: 'I drive a tower crane on a building site in Brisbane, and in the dream I was climbing the ladder up to the cab at dawn like every morning, except the ladder didn’t stop. I climbed past the top of the jib and kept going for hours, the sky turning from pink to blue, the whole city and the river getting smaller and smaller under me. My arms were shaking. When I finally got to the cab my nan was sitting in my seat in her old cardigan, knitting. She said, ‘You took your time, love.’ I felt safe and happy.',
    symbols: ['climbing', 'ladder', 'sky', 'city', 'river', 'clothes'],
    people: ['grandmother'],
    emotions: ['calm', 'joy'],
    notThere: ['castle', 'love'],
    notFelt: ['love'],
    written: { grandmother: 'nan' },
    turn: ['grandmother'],
    outsideLexicon: ['tower crane', 'cab', 'jib', 'knitting'],
  },
  // A plain dream of falling and flying. The bungy off the bridge, the mates filming (friend), the guy
  // strapping up the feet (stranger, as written); the fall towards the river, then flying along the water
  // and up the gorge: the turn. "So scared" is fear, "so happy and free" joy.
  {
    id: 'en21-bungy',
    title: 'Kawarau',
    text: 'I was doing the bungy off the Kawarau Bridge for my nineteenth, with my mates all filming from the viewing deck. The guy strapping up my feet kept saying, ‘You’re right, you’re right.’ I jumped, and halfway down I felt the cord come loose. I fell straight towards the river, green and fast, but just before I hit it I slowed down and started flying, skimming along the water and then up the gorge past the vineyards. I could hear my mates screaming. I was so scared, and then so happy and free.',
    symbols: ['bridge', 'feet', 'falling', 'river', 'flying', 'water'],
    people: ['friend', 'stranger'],
    emotions: ['fear', 'joy'],
    written: { stranger: 'guy' },
    turn: ['flying'],
    outsideLexicon: ['bungy', 'viewing deck', 'cord', 'gorge', 'vineyards'],
  },
  // A plain dream of teeth. The chapel (church); "the loaves and fishes" are only in the lesson read (no
  // fish). The teeth dropping onto the Bible (book), the congregation (crowd), the minister (a stranger,
  // as the vicar in en20-christening), the hand. "So ashamed" is shame.
  {
    id: 'en21-chapel',
    title: 'The lesson',
    text: 'I was reading the lesson at chapel in Llandeilo, the way I have every other Sunday for thirty years, and when I got to the loaves and fishes my teeth started coming loose. One by one they dropped onto the big Bible, click, click, click. The whole congregation sat there in the pews without moving. The minister just nodded at me to carry on. I tried to sweep them into my hand and kept reading, spitting out the words. I was so ashamed.',
    symbols: ['church', 'teeth', 'book', 'hands'],
    people: ['crowd', 'stranger'],
    emotions: ['shame'],
    notThere: ['fish'],
    outsideLexicon: ['pews'],
  },
  // The feis in a hotel ballroom (hotel), the wig, the dress (clothes), the kids (child), the daughter (as
  // written) in the audience (crowd), the music (singing), dancing, the hard shoes and the judges
  // (strangers). The daughter's mortification is hers (no shame) and nervousness is denied (no anxiety);
  // "my best foot forward" is an idiom (no feet), the hornpipe danced "as a girl" only a memory (no girl),
  // and the shoe that "flew off" no flight. "Delighted with myself" is joy.
  {
    id: 'en21-feis',
    title: 'Feis',
    text: 'I was fifty and back dancing at a feis in a hotel ballroom in Killarney, in a curly wig and a dress covered in sequins, with a number pinned to my front. All the other dancers were kids of about nine. My daughter was in the audience, absolutely mortified, pretending not to know me. I wasn’t a bit nervous. I put my best foot forward, the music started, and I danced the hornpipe better than I ever did as a girl. Halfway through, one of my hard shoes flew off and landed on the judges’ table. They gave me first place anyway. I was delighted with myself.',
    symbols: ['dancing', 'hotel', 'clothes', 'singing', 'shoes'],
    people: ['child', 'daughter', 'crowd', 'stranger'],
    emotions: ['joy'],
    notThere: ['shame', 'anxiety', 'feet', 'girl', 'flying'],
    notFelt: ['shame', 'anxiety'],
    written: { daughter: 'daughter' },
    outsideLexicon: ['feis', 'ballroom', 'wig', 'sequins', 'hornpipe'],
  },
  // The road test (exam) at the DMV in the car, which is the husband's only as owner (no husband); the
  // examiner, a man unknown, is a stranger (as written). "Killing it" is an idiom (no killing), the red
  // light a traffic light (no light), "ticked a box" a mark on a form (no box). The road turning into a
  // runway and flying over the Turnpike is the turn. Fear is denied; waking up laughing is joy.
  {
    id: 'en21-road-test',
    title: 'Road test',
    text: 'I was finally taking my road test at the DMV in Lodi, at forty-one, in my husband’s old car. The examiner was a tiny man with a clipboard who never said a word. I was killing it, honestly: parallel parking, three-point turn, the works. Then he pointed at a red light and said, “Go straight through.” I did, and the road turned into a runway and we took off and flew right over the Turnpike. He just ticked a box. I wasn’t scared at all. When we landed he said, “You passed,” and I woke up laughing.',
    symbols: ['exam', 'car', 'road', 'flying'],
    people: ['stranger'],
    emotions: ['joy'],
    notThere: ['husband', 'killing', 'light', 'box', 'fear'],
    notFelt: ['fear'],
    written: { stranger: 'man' },
    turn: ['flying'],
    outsideLexicon: ['DMV', 'clipboard', 'runway'],
  },
  // The best friend's (friend) wedding in a packed hall (crowd; a wedding hall, no hallway), the matching
  // aso-ebi (clothes) in "gold" (a colour, no treasure), the music (singing), dancing, the notes sprayed
  // (money): "it rained naira" is no rain, and "couldn’t see the floor" no blindness (no eyes). The
  // bride's mother is no mother of the dreamer's, and her crying is hers (no sadness); the aunty (family,
  // as written), the jollof (food); annoyance is denied (no anger). The bride with the dreamer's own face
  // is the double, the turn. "Completely confused" is confusion.
  {
    id: 'en21-owambe',
    title: 'Owambe',
    text: 'I was at my best friend Tolu’s wedding in Ibadan, the hall packed, everyone in the same gold aso-ebi, the music so loud the tables shook. When we danced her in it rained naira, people spraying notes until you couldn’t see the floor. Her mother was crying the whole time. My aunty found me by the jollof and said, “So when is your own wedding, eh?” I wasn’t even annoyed. Then Tolu lifted her veil and she was me, my own face, smiling back at me. I woke up completely confused.',
    symbols: ['wedding', 'clothes', 'singing', 'dancing', 'money', 'food', 'face'],
    people: ['friend', 'crowd', 'family', 'double'],
    emotions: ['confusion'],
    notThere: ['hallway', 'treasure', 'rain', 'eyes', 'mother', 'sadness', 'anger'],
    notFelt: ['sadness', 'anger'],
    written: { family: 'aunty' },
    turn: ['double', 'face'],
    outsideLexicon: ['aso-ebi', 'naira', 'veil'],
  },
  // In the present. The game drive in an open Land Rover (car), the wife (as written), the German tourists
  // and the ranger (strangers); "no lions in this part of the park" (no lion). The leopard (tiger)
  // dropping out of the marula tree onto the bonnet is the turn; its yellow eyes. The tourists' terror is
  // theirs and the dreamer's fear denied (no fear); "completely calm, and amazed" is calm and wonder.
  {
    id: 'en21-game-drive',
    title: 'Game drive',
    text: 'We’re on a game drive in Kruger at dawn in an open Land Rover, me and my wife and four German tourists, and the ranger, Sipho, keeps telling us there are no lions in this part of the park. Then a leopard drops out of a marula tree right onto the bonnet. The Germans are terrified, clutching each other. I’m not scared at all. It looks at me for a long time with its yellow eyes, then yawns and jumps down into the long grass. I feel completely calm, and amazed.',
    symbols: ['car', 'tiger', 'tree', 'eyes'],
    people: ['wife', 'stranger'],
    emotions: ['calm', 'wonder'],
    notThere: ['lion', 'fear'],
    notFelt: ['fear'],
    written: { wife: 'wife' },
    turn: ['tiger'],
    outsideLexicon: ['game drive', 'marula', 'bonnet', 'grass'],
  },
  // In the present. Christmas at the family bach (family: the uncles, as written, and the cousin), the
  // tide gone out over the wet sand (beach), "not a boat anywhere" (no boat); the sharks are only talked
  // about (no shark), and the laughter is the others' (no joy). The dad (father, as written) at the
  // sausages (food); "the calm before the storm" is a saying (no calm, no storm). The wave is the turn;
  // "frozen to the spot" is paralysis, no snow, and terrified fear.
  {
    id: 'en21-bach',
    title: 'The bach',
    text: 'It’s Christmas Day at our family bach at Whangamatā and the tide has gone out further than I’ve ever seen it, just wet sand to the horizon and not a boat anywhere. Everyone’s wandering out across it, my uncles with their beers. My cousin Mere keeps going on about the sharks you’d see out there if the tide came back. I’m the only one not laughing. I tell my dad, ‘It’s the calm before the storm,’ and he just keeps turning the sausages. Then I see the wave, a grey wall right across the bay. Everyone else keeps walking. I’m frozen to the spot, terrified.',
    symbols: ['beach', 'food', 'wave', 'paralysis'],
    people: ['family', 'father'],
    emotions: ['fear'],
    notThere: ['boat', 'shark', 'joy', 'calm', 'storm', 'snow'],
    notFelt: ['joy', 'calm'],
    written: { family: 'uncles', father: 'dad' },
    turn: ['wave'],
    outsideLexicon: ['bach', 'tide', 'bay', 'beers'],
  },
];
