// Twenty-fourth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 85 to 108 words as people type them at dawn, first person, eight of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation, some with
// dialogue in British single quotes and one in double quotes, told by people of many trades, countries
// and ages, on situations none of the earlier batches used: losing a Junkanoo costume on Bay Street in
// Nassau, a first land dive on Pentecost Island ending in flight, a dodo following a maths teacher from
// the Port Louis market onto a bus, the Litunga handing a paddler his paddle at the Kuomboka, an okada
// carrying a late bride through Freetown, the Namib turning into sea from the top of Dune 45, a reed
// snapping before the king at the Umhlanga, a sheep farmer's ewes filling the pavilion at the National
// Eisteddfod, a marshal's daughter rising into the sky at Ballaugh Bridge in the TT, a wife's lost
// wedding ring coming up in a lobster trap on Setting Day off North Rustico, a school bus in Holmes
// County whose children all get on old, a Durga opening her eyes at the immersion in the Hooghly, a
// father vanishing and waiting at the top of the Batu Caves steps at Thaipusam, a grandmother's chattel
// house moving down a Barbados highway with the dreamer inside, the Todd River coming down in flood at
// the Henley-on-Todd in Alice Springs, a wombat guiding a walker out of the fog at Dove Lake, a rubber
// tapper's trees bleeding red at Harbel, a king tide inside the house and the church on Tarawa, the All
// Blacks in the queue at a dairy in New Plymouth, and a newborn speaking in a grandmother's voice on a
// labour ward in Blantyre. About three quarters are plain reports with the ordinary images of dreams
// (nakedness before a crowd, flying instead of falling, an animal following, a flood and a boat, being
// late, climbing and the sea, being unable to move, stage fright, the dead of the family returned young,
// aging, eyes opening, a vanished parent, the childhood home and moving, a flood) and no deliberate
// traps, written to see that the analysis finds everything that is there and nothing that is not; what
// they list under `notThere` is only what ordinary words bring with them ("I didn’t fall", "no trees,
// no villages", "take us home", "all the way home", chickens flying, tourists only in waking life,
// "alone", the bikes of the TT, the rider's wave, a "wedding ring", "not even out of breath", fish
// cakes). The other quarter (Dove Lake, Harbel, Tarawa, the dairy, the labour ward) hold the traps
// people write without meaning to: names of places, brands and teams with image words in them (Dove
// Lake, Cradle Mountain, Firestone, the All Blacks, Queen Elizabeth), everyday senses of image words (a
// "king tide", a "dairy", "school books", "my late grandmother"), a death dated in waking life ("who
// passed in 2019"), negated images ("couldn’t see a thing", "the rain never came"), idioms and
// likenesses ("as thick as pea soup", "my heart was in my mouth", "a face like thunder"), words said to
// the dreamer (‘love’, ‘Bro’), people only named as owners (the kids of "the kids’ school books"),
// feelings denied ("I wasn’t scared", "I’m not scared", "I wasn’t nervous at all", "I’m not
// frightened") and other people's feelings (a husband "not worried at all", a supervisor's thunder, a
// mother "beside herself with joy, laughing and crying"). `notFelt` repeats the feelings of `notThere`
// that are named but not the dreamer's as felt; `written` gives a person's gendered word as written;
// `turn` lists the images of a turning point (a recognition, a reversal, the last unexpected image)
// where there is one and the lexicon has a word for it. None of the named people come back from earlier
// batches. The only commands run while writing it were read-only shell commands: `ls tuning*` and `cat`
// of the README, the types and the twenty-second and twenty-third English batches, and `grep`, `sed -n`,
// `awk`, `sort`, `uniq`, `tr`, `fold`, `head` and `xargs grep` pipes over the earlier English tuning
// batches (their ids, titles, places, the ids and readings they use and how they read a few words), the
// same over this file (word counts, line lengths, ids against theirs), with one departure from the
// brief's rules: that id check wrote the earlier batches' ids to a scratch file in /tmp, read by `comm`
// and then removed.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_24: readonly EvaluationDream[] = [
  // A plain dream of nakedness, in the present. Rushing down Bay Street (road) with the Junkanoo group
  // and the people packed along it (crowd), the goatskin drums, cowbells and horns (singing, as music),
  // the costume (clothes) gone: naked, the turn. The crowd dancing, the auntie (family, as written).
  // "I want the ground to swallow me up" is shame.
  {
    id: 'en24-junkanoo',
    title: 'Bay Street',
    text: 'It’s New Year’s morning, two a.m., and I’m rushing down Bay Street with my Junkanoo group, goatskin drums, cowbells, horns blowing, people packed along both sides of the road. I’m wearing the costume I spent four months gluing, a headpiece taller than me, all blue and yellow crepe paper. Halfway along I look down and it’s gone. I’m naked except for my cowbell. Nobody says anything, the crowd just keeps dancing, and my auntie waves at me from the bleachers. I want the ground to swallow me up.',
    symbols: ['road', 'singing', 'clothes', 'naked', 'dancing'],
    people: ['crowd', 'family'],
    emotions: ['shame'],
    written: { family: 'auntie' },
    turn: ['naked'],
    outsideLexicon: ['drums', 'cowbells', 'horns', 'headpiece', 'bleachers'],
  },
  // A plain dream of flying. Pentecost Island; the tower climbed, the papa (father, as written) tying
  // the vines, the sea (ocean), the men below singing (crowd). "I didn’t fall" (no falling): flying over
  // the trees, the beach and the sea is the turn. "So free and happy" is joy.
  {
    id: 'en24-land-dive',
    title: 'Naghol',
    text: 'I’m fifteen, and this year I did my first land dive on Pentecost Island. In the dream the tower was ten times higher than in real life, up into the clouds, and I climbed it slowly, branch by branch. My papa tied the vines on me himself and said, ‘Don’t look down, look at the sea.’ Down below the men were singing and stamping. I jumped, and the vines just let go, and I didn’t fall. I flew, out over the trees and the beach and the sea. I felt so free and happy.',
    symbols: ['island', 'climbing', 'ocean', 'singing', 'flying', 'tree', 'beach'],
    people: ['father', 'crowd'],
    emotions: ['joy'],
    notThere: ['falling'],
    written: { father: 'papa' },
    turn: ['flying'],
    outsideLexicon: ['tower', 'clouds', 'vines'],
  },
  // A plain dream of an animal following. The teacher is the dreamer. The central market (shop), the
  // vegetables and chillies (food), the dodo (bird) following to the bus station and onto the bus; the
  // conductor (a stranger). "All the way home" is where the bus goes (no house). Amazed and "so happy"
  // are wonder and joy.
  {
    id: 'en24-dodo',
    title: 'Port Louis',
    text: 'I’m a maths teacher in Curepipe. In the dream it was Saturday morning and I was buying vegetables at the central market in Port Louis, and a dodo was walking between the stalls. A real one, grey and fat, pecking at the chillies. Nobody paid it any attention. It followed me all the way to the bus station and got on the bus behind me, and the conductor said, “Dodo pays full fare.” It sat next to me all the way home with its head on my shoulder. I was amazed, and so happy.',
    symbols: ['shop', 'food', 'bird', 'station', 'bus'],
    people: ['stranger'],
    emotions: ['wonder', 'joy'],
    notThere: ['house'],
    outsideLexicon: ['dodo', 'stalls'],
  },
  // A plain dream of a flood and a boat. The Nalikwanda (the king's barge: boat) and the canoes, the
  // flood and the water to the horizon, "no trees, no villages" (no tree, no city), the drums and the
  // singing (singing). The Litunga is the king (royalty, as written), the crowds waving. "You take us
  // home" names no house. Frightened is fear; "proud" has no id.
  {
    id: 'en24-kuomboka',
    title: 'Kuomboka',
    text: 'I’m one of the paddlers on the Nalikwanda, the king’s barge at the Kuomboka. In the dream the flood had come so high there was water to the horizon, no trees, no villages, only us and the drums. We paddled all day, singing, the Litunga sitting quiet under his canopy, crowds waving from the canoes around us. Then the drums stopped and he called me by my name and handed me his paddle. ‘You take us home,’ he said. I stood at the front of the great barge with everyone watching me. I was frightened, and very proud.',
    symbols: ['boat', 'flood', 'water', 'singing'],
    people: ['royalty', 'crowd'],
    emotions: ['fear'],
    notThere: ['tree', 'city', 'house'],
    written: { royalty: 'king' },
    outsideLexicon: ['drums', 'canopy', 'paddle'],
  },
  // In the present, typed in a hurry. The okada (a motorbike taxi) in the rain, the bride (a stranger,
  // as written) in her gown and veil (clothes), the face; late for her wedding at the cathedral (late,
  // wedding, church). The jammed road, the market (shop), the chickens (bird), whose flying is theirs
  // (no flying). The empty church and the priest (a stranger). "So stressed" is anxiety.
  {
    id: 'en24-okada',
    title: 'okada',
    text: 'on my okada in freetown, rain coming down hard, and i have a bride on the back in her full white gown, veil blowing in my face. shes late for her own wedding at the cathedral and keeps slapping my shoulder go go go. the whole road jammed solid so i ride up on the pavement and straight through the market, chickens flying everywhere. we get there and the church is empty, only the priest, and he says the wedding was yesterday. woke up so stressed',
    symbols: ['rain', 'clothes', 'face', 'late', 'wedding', 'church', 'road', 'shop', 'bird'],
    people: ['stranger'],
    emotions: ['anxiety'],
    notThere: ['flying'],
    written: { stranger: 'bride' },
    outsideLexicon: ['okada', 'veil', 'pavement'],
  },
  // A plain dream. The tourists are only in waking life (no stranger). Climbing the dune alone (no
  // loneliness) in the dark (darkness), the sand sliding under the feet; the sun coming up, the desert
  // turned into sea (ocean, the turn), the waves, the old trees in the pan out of the water. "Completely
  // calm" is calm.
  {
    id: 'en24-dune',
    title: 'Dune 45',
    text: 'I’m a guide at Sossusvlei and most mornings I take tourists up Dune 45 for the sunrise. In the dream I was climbing it alone in the dark, and the sand kept sliding back under my feet so I never got any higher. Then suddenly I was on top and the sun came up, and the whole desert had turned into sea, red waves rolling in and breaking at the bottom of the dune. The old black trees in the pan were sticking up out of the water. I sat on the crest and watched for a long time, completely calm.',
    symbols: ['climbing', 'darkness', 'feet', 'sun', 'desert', 'ocean', 'wave', 'tree', 'water'],
    people: [],
    emotions: ['calm'],
    notThere: ['stranger', 'loneliness'],
    turn: ['ocean'],
    outsideLexicon: ['dune', 'sand', 'pan', 'crest'],
  },
  // A plain dream, in the present. The Umhlanga: the thousands in beads and sashes (crowd, clothes), the
  // singing and dancing, the king (royalty, as written). The reed snapping; "I can’t move my legs" is
  // paralysis (feet, as the legs in en23-apia). The little sister and the mother (as written) at the
  // side. "So ashamed" is shame.
  {
    id: 'en24-umhlanga',
    title: 'Umhlanga',
    text: 'I’m seventeen and it’s the Umhlanga at Ludzidzini, thousands of us in our beads and sashes, each carrying a tall reed up to the royal kraal. Everybody is singing. I’m near the front when we come past the king, and my reed snaps clean in half. The others keep dancing all around me but I can’t move my legs, I just stand there holding the two pieces. My little sister is at the side with my mother, waving at me to keep going. I’m so ashamed.',
    symbols: ['clothes', 'singing', 'dancing', 'paralysis', 'feet'],
    people: ['crowd', 'royalty', 'sister', 'mother'],
    emotions: ['shame'],
    written: { royalty: 'king', sister: 'sister', mother: 'mother' },
    outsideLexicon: ['beads', 'reed', 'kraal'],
  },
  // A plain dream of stage fright, in the present. The main stage and the recitation (performance), the
  // packed pavilion (crowd), the lights (light), the mind blank; every seat full of the dreamer's own
  // sheep, one bleating the line, is the turn, with no word in the lexicon. Mortified is shame, then
  // laughing is joy.
  {
    id: 'en24-eisteddfod',
    title: 'Recitation',
    text: 'I’m fifty-eight, I farm sheep above Bala, and in the dream I’m on the main stage at the National Eisteddfod for the recitation. The pavilion is packed, the lights are on me, and my mind goes completely blank. I can’t remember one line of the poem. I open my mouth and nothing comes out. Then I look out and every seat is full of sheep, my own ewes, all staring at me. One of them bleats the first line for me, in perfect Welsh. I’m mortified, and then I can’t stop laughing.',
    symbols: ['performance', 'light'],
    people: ['crowd'],
    emotions: ['shame', 'joy'],
    outsideLexicon: ['pavilion', 'poem', 'sheep'],
  },
  // A plain dream. Ballaugh Bridge is a bridge the bikes jump; the bikes are motorbikes (no bicycle),
  // the road, the hedges. The one that keeps rising into the sky is the daughter (as written) in her
  // leathers (clothes): the turn. Her wave is a gesture (no wave). "Terrified for her" is fear;
  // "proud" has no id.
  {
    id: 'en24-tt-marshal',
    title: 'Ballaugh Bridge',
    text: 'I’ve marshalled at the TT for thirty years, always at Ballaugh Bridge. In the dream the bikes were coming over the bridge so fast they were leaving the ground and landing way down the road, one after another, the noise shaking the hedges. Then one didn’t come down. It kept rising, up into the sky, and when the rider turned to wave I saw it was my daughter Ellie in her leathers, laughing. I waved my flag at her like an idiot. I was terrified for her, and so proud.',
    symbols: ['bridge', 'road', 'sky', 'clothes'],
    people: ['daughter'],
    emotions: ['fear'],
    notThere: ['bicycle', 'wave'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['motorbikes', 'hedges', 'flag'],
  },
  // A plain dream of the dead of the family returned young. The boat on the sea (ocean) in the dark
  // (darkness) with the son (as written), the traps; the ring in the last one (a "wedding ring": no
  // wedding), held up in the hand. The wife (as written) at twenty-five on the deck, holding out her
  // hand, is the turn. "So happy I couldn’t speak" is joy.
  {
    id: 'en24-setting-day',
    title: 'Setting Day',
    text: 'It was Setting Day in North Rustico, four in the morning, and I was out on the sea in the dark with my son, dropping traps off the harbour with every other boat in the fleet. When we hauled the first string back in, every trap was empty except one, and in that one was my wife’s wedding ring, the one she lost in 1996. I held it up and my son said, ‘Give it back to her.’ I turned round and she was standing right there on the deck, twenty-five again, holding out her hand. I was so happy I couldn’t speak.',
    symbols: ['boat', 'ocean', 'darkness', 'ring', 'hands'],
    people: ['son', 'wife'],
    emotions: ['joy'],
    notThere: ['wedding'],
    written: { son: 'son', wife: 'wife' },
    turn: ['wife'],
    outsideLexicon: ['lobster traps', 'harbour', 'deck'],
  },
  // A plain dream of aging, in the present. The school bus on the county road in the snow, the kids
  // (child) all getting on old (aging, the turn), the twins as two old ladies (wise_elder, as written)
  // in bonnets (clothes); ‘Miss Donna’ is the dreamer. The school. "So confused" is confusion.
  {
    id: 'en24-school-bus',
    title: 'The route',
    text: 'I drive a school bus in Holmes County, Ohio, and in the dream it’s a snowy morning and I’m doing my route down the county road, picking up the kids at the end of their lanes like always. Only every kid who gets on is old. Little Caleb gets on with a cane and a hearing aid, the Yoder twins are two wrinkled old ladies in bonnets, and they all still call me Miss Donna. I keep driving. The snow keeps coming. At the school they all get off slowly, holding the rail. I feel so confused.',
    symbols: ['bus', 'road', 'snow', 'aging', 'clothes', 'school'],
    people: ['child', 'wise_elder'],
    emotions: ['confusion'],
    written: { wise_elder: 'old ladies' },
    turn: ['aging'],
    outsideLexicon: ['cane', 'hearing aid'],
  },
  // A plain dream. The idol maker is the dreamer. The Durga carried to the Hooghly (river), the dhak
  // drums (singing, as music), the women and the crowd, the water; the painted eyes opening are the
  // turn. "So full of wonder I could hardly breathe" is wonder and breath.
  {
    id: 'en24-kumartuli',
    title: 'Dashami',
    text: 'I’ve made Durga idols in Kumartuli for thirty years. In the dream it was Dashami and we were carrying our biggest Durga down to the Hooghly for immersion, the dhak drums beating, women throwing vermilion, the crowd pushing us right to the edge of the river. As we lowered her into the water she opened her eyes, the eyes I painted myself, and looked straight at me. The whole ghat went quiet. She stepped down off her frame and walked away into the river. I was so full of wonder I could hardly breathe.',
    symbols: ['river', 'singing', 'water', 'eyes', 'breath'],
    people: ['crowd'],
    emotions: ['wonder'],
    turn: ['eyes'],
    outsideLexicon: ['idol', 'drums', 'vermilion', 'ghat'],
  },
  // A plain dream of a vanished parent. Carrying the kavadi up the steps (climbing, stairs), the appa
  // (father, as written) with his hand on the back, the packed steps and the singing (crowd, singing),
  // the monkeys and the coconuts (food), the legs shaking (feet). The father gone, then waiting in the
  // cave: the turn. Climbing "alone" names no feeling (no loneliness); "not even out of breath" (no
  // breath). Relief and "a bit confused" are relief and confusion.
  {
    id: 'en24-thaipusam',
    title: 'Thaipusam',
    text: 'It was Thaipusam and I was carrying a kavadi up the 272 steps at Batu Caves for the first time, my appa walking behind me with his hand on my back. The steps were packed, people singing, monkeys stealing coconuts. Halfway up my legs started shaking and I couldn’t go on. Appa said, ‘One more step, then one more.’ When I looked back he wasn’t there. I climbed the rest alone, and when I got into the cave at the top he was waiting inside, smiling, not even out of breath. I felt relief, and a bit confused.',
    symbols: ['climbing', 'stairs', 'hands', 'singing', 'monkey', 'food', 'feet', 'cave'],
    people: ['father', 'crowd'],
    emotions: ['relief', 'confusion'],
    notThere: ['loneliness', 'breath'],
    written: { father: 'appa' },
    turn: ['father'],
    outsideLexicon: ['kavadi'],
  },
  // A plain dream of the childhood home, in the present. The granny's chattel house where the dreamer
  // grew up (house, childhood_home), the granny (grandmother, as written) in the kitchen frying fish
  // cakes (food, no fish). The house jacked up and driven off (moving, the turn) down the highway
  // (road), the rum shops (shop), the people waving (crowd), the window, the sea (ocean). "So calm, and
  // so homesick" is calm and nostalgia.
  {
    id: 'en24-chattel-house',
    title: 'Chattel house',
    text: 'I live in Croydon now, but in the dream I’m back in my granny’s chattel house in St Philip, the little pink one where I grew up, and she’s in the kitchen frying fish cakes. Then the whole house starts to rock. They’ve jacked it up on a flatbed and we’re moving, right down the highway, past the rum shops and the cane fields, people waving from the roadside. Granny doesn’t even look up from the pan. I lean out of the window and there’s sea on both sides. I feel so calm, and so homesick.',
    symbols: ['house', 'childhood_home', 'kitchen', 'food', 'moving', 'road', 'shop', 'window', 'ocean'],
    people: ['grandmother', 'crowd'],
    emotions: ['calm', 'nostalgia'],
    notThere: ['fish'],
    written: { grandmother: 'granny' },
    turn: ['moving'],
    outsideLexicon: ['flatbed', 'cane fields', 'pan'],
  },
  // A plain dream of a flood, typed in a hurry. The bottomless boat carried by the mates (friend) down
  // the dry bed of the Todd (river), the crowd on the banks; the brown wall of flood with whole trees in
  // it is the turn, the water shouted and there. "Scared stiff" is fear, "laughing my head off" joy.
  {
    id: 'en24-henley-on-todd',
    title: 'henley on todd',
    text: 'henley on todd regatta in alice, me and my three mates in a bottomless boat, holding it up round our waists and running down the dry riverbed in the sand. crowd on the banks going nuts. we were miles ahead. then someone screamed WATER and this brown wall of flood came round the bend, whole trees in it. the boat lifted off us and we were in it, actually floating, spinning down the todd past everyone. i was scared stiff and laughing my head off',
    symbols: ['boat', 'river', 'flood', 'water', 'tree'],
    people: ['friend', 'crowd'],
    emotions: ['fear', 'joy'],
    turn: ['flood'],
    outsideLexicon: ['riverbed', 'sand', 'banks'],
  },
  // Dove Lake names no dove (no bird) and Cradle Mountain no cradle (no baby); the lake and the mountain
  // are there. "As thick as pea soup" is a likeness (no food). Lost from the friends heard calling
  // (lost, friend); "couldn’t see a thing" (no eyes). Fear is denied. The wombat has no word. The car
  // park and the old Kingswood (car); the husband (as written), whose death is dated in waking life (no
  // death), is the turn; ‘love’ is said to the dreamer (no love). "So happy I cried" is joy, not sadness.
  {
    id: 'en24-dove-lake',
    title: 'Dove Lake',
    text: 'I was doing the track round Dove Lake under Cradle Mountain with my friends from the walking club, and the fog came down as thick as pea soup. I lost them. I could hear them calling but I couldn’t see a thing. I wasn’t scared, funnily enough. A wombat came out of the buttongrass and trotted ahead of me along the boardwalk, stopping every few metres to wait, and I followed it all the way back to the car park. My husband Ray, who passed in 2019, was sitting on the bonnet of our old Kingswood. ‘Took your time, love,’ he said. I was so happy I cried.',
    symbols: ['lake', 'mountain', 'lost', 'car'],
    people: ['friend', 'husband'],
    emotions: ['joy'],
    notThere: ['bird', 'baby', 'food', 'eyes', 'fear', 'death', 'love', 'sadness'],
    notFelt: ['fear', 'sadness'],
    written: { husband: 'husband' },
    turn: ['husband'],
    outsideLexicon: ['fog', 'wombat', 'buttongrass', 'boardwalk'],
  },
  // Firestone is a company (no fire); the sunrise has not come (no sun). The rows of rubber trees
  // (tree), cut and running red. "My heart was in my mouth" is anxiety, no heart. The supervisor (boss)
  // with "a face like thunder": an idiom (no face, no storm) and his anger (no anger). The rain is only
  // said to be coming and never comes (no rain). The green snake at the last tree is the turn; standing
  // there shaking is fear.
  {
    id: 'en24-firestone',
    title: 'Harbel',
    text: 'I tap rubber at the Firestone plantation in Harbel, and in the dream I was out in the rows before sunrise, cutting the bark, the latex running into the cups. But every tree I cut, it came out red. My heart was in my mouth. Then my supervisor came up behind me with a face like thunder, but all he said was, ‘Keep cutting, the rain is coming.’ I kept cutting down the rows and the rain never came. At the last tree a green snake was wrapped round the cup, looking at me. I just stood there shaking.',
    symbols: ['tree', 'snake'],
    people: ['boss'],
    emotions: ['anxiety', 'fear'],
    notThere: ['fire', 'sun', 'heart', 'face', 'storm', 'anger', 'rain'],
    notFelt: ['anger'],
    turn: ['snake'],
    outsideLexicon: ['rubber', 'bark', 'latex', 'cups'],
  },
  // In the present. A king tide is a high spring tide (no royalty), here flooding the house (water,
  // flood) up to the beds (no bedroom). The husband (as written) with his ukulele, "not worried at
  // all" (his, and denied: no anxiety). The kids only own the school books (no child, no school; the
  // books are there). The door, the lagoon in the church (the turn), the choir singing (crowd, singing),
  // the moon, the island. Fear is denied; "heartbroken" is sadness.
  {
    id: 'en24-king-tide',
    title: 'King tide',
    text: 'It’s a king tide on Tarawa, and in the dream it comes at night, straight through our house, water up to the beds. My husband sits on the table playing his ukulele like nothing is happening, not worried at all. I’m snatching the kids’ school books off the floor before they float away. Then I open the door and the lagoon is inside the church next door, the choir singing up to their waists in water. The moon is enormous. I’m not scared. I feel heartbroken for our island.',
    symbols: ['house', 'water', 'flood', 'book', 'door', 'church', 'singing', 'moon', 'island'],
    people: ['husband', 'crowd'],
    emotions: ['sadness'],
    notThere: ['royalty', 'bedroom', 'child', 'school', 'anxiety', 'fear'],
    notFelt: ['anxiety', 'fear'],
    written: { husband: 'husband' },
    turn: ['church'],
    outsideLexicon: ['ukulele', 'lagoon'],
  },
  // The dairy is a corner shop (shop), the mince and cheese pie food. The All Blacks are a team (no
  // darkness), there in their jerseys (celebrity, clothes); ‘Bro’ is the dreamer (no brother). Running
  // out at Eden Park in overalls and boots (clothes, shoes), the fifty thousand (crowd), Mount Taranaki
  // (a named mountain) behind the posts is the turn. Nerves are denied; "stoked" is joy.
  {
    id: 'en24-dairy',
    title: 'The dairy',
    text: 'I’m a plumber in New Plymouth. In the dream I stopped at the dairy at six in the morning for a mince and cheese pie like always, and the whole All Blacks team was in the queue in front of me in their jerseys. The captain turned round and said, ‘Bro, we’re one short, you’re on the wing tonight.’ Next thing I was running out at Eden Park in my work overalls and boots, fifty thousand people roaring, and Mount Taranaki somehow right there behind the posts. I wasn’t nervous at all. I was stoked.',
    symbols: ['shop', 'food', 'clothes', 'shoes', 'mountain'],
    people: ['celebrity', 'crowd'],
    emotions: ['joy'],
    notThere: ['darkness', 'brother', 'anxiety'],
    notFelt: ['anxiety'],
    turn: ['mountain'],
    outsideLexicon: ['queue', 'posts'],
  },
  // Queen Elizabeth is the hospital (no royalty); the midwife is the dreamer. The rain on the tin roof,
  // the power out, pitch dark (darkness); the mothers in labour are strangers (no mother), delivering
  // the babies (birth, baby) by the light of the phone (light, phone). The last mother's joy and tears
  // are hers (no joy, no sadness). The baby's eyes; the name said in the voice of the dreamer's "late"
  // grandmother, the turn: she is only heard in the baby's voice (voice; no grandmother, no death, no
  // lateness). Fear is denied; "so full of love" is love.
  {
    id: 'en24-labour-ward',
    title: 'Labour ward',
    text: 'I’m a midwife at Queen Elizabeth in Blantyre, and in the dream it’s the night shift, rain hammering on the tin roof, the power out and the labour ward pitch dark. I’m the only midwife on, with twelve mothers in labour, and I deliver the babies one after another by the light of my phone. The last mother is beside herself with joy, laughing and crying, and she puts her baby in my arms. The baby opens her eyes and says my name in my late grandmother’s voice. I’m not frightened. I just hold her, so full of love.',
    symbols: ['hospital', 'rain', 'darkness', 'birth', 'light', 'phone', 'eyes', 'voice'],
    people: ['stranger', 'baby'],
    emotions: ['love'],
    notThere: ['royalty', 'mother', 'joy', 'sadness', 'grandmother', 'death', 'late', 'fear'],
    notFelt: ['joy', 'sadness', 'fear'],
    turn: ['voice'],
    outsideLexicon: ['roof'],
  },
];
