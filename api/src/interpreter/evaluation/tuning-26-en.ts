// Twenty-sixth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 68 to 108 words as people type them at dawn, first person, six of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and their speech
// unquoted, nine with dialogue in British single quotes, told by people of many trades, countries and
// ages, on situations none of the earlier batches used: a herder's scattered sheep found round a
// grandfather's fire in a snowstorm above Semonkong, a Nile perch carrying a raft guide up from the
// rapid at Itanda, a sugarbush glowing from inside on a March night near Craftsbury, a tiger on the
// mud after the honey harvest in the Sundarbans, the soldiers at Wagah dancing with the crowds of both
// sides, the Barra plane coming down on the sea with the tide in, a polar bear asking to sit up front
// in a tundra buggy at Churchill, a lola singing at the top of the Batad rice terraces, a Macy’s parade
// balloon lifting its handler over Central Park West, the soapstone birds of Great Zimbabwe flying off
// the wall, the jellyfish of Jellyfish Lake in Palau rising to become the stars, rain at last on a
// Karoo farm, a village in Grand Fond at the bottom of the Boiling Lake, gentoo penguins queuing in the
// West Store in Stanley, a dhow lifting off in the New Year’s Day race at Lamu, a marigold dragon
// winking at the Battle of Flowers in Jersey, a dugong ridden up the Staircase to the Moon at Broome,
// kiwifruit turning into eggs in a Te Puke orchard, the Dark Mofo nude swim in the Derwent, and a
// stingray passing on a mother's message at Stingray City. About three quarters are plain reports with
// the ordinary images of dreams (searching in a storm and a grandfather found, drowning and rescue, a
// world lit up, an animal faced, a father young again, a plane on the sea and a mother, a talking
// animal, a grandmother found, flying, birds come alive, a night swim, rain after drought, the
// childhood home seen, a boat flying) and no deliberate traps, written to see that the analysis finds
// everything that is there and nothing that is not; what they list under `notThere` is only what
// ordinary words bring with them (an uncle who only owns the sheep, the "trunks" of maples, a tiger's
// swimming, a beach covered by the tide, "coming home", "home in Batad", tourists who have "fallen
// asleep", birds' flying, a dive boat and people taken up the mountain only in waking life, "alone",
// "clear as a window", "laughing like kids"). The other quarter (the Battle of Flowers, the Staircase
// to the Moon, Te Puke, Dark Mofo, Stingray City) hold the traps people write without meaning to:
// names of places, festivals and businesses with image words in them (the Battle of Flowers, the
// Staircase to the Moon, Sun Pictures, Dark Mofo, Stingray City, Hell), everyday senses of image words
// ("since I was a girl", "sixty feet long", the "late session", a pearling boat, the "kiwis" picked
// and "a big Kiwi", the "picking bags"), deaths dated in waking life ("who died in 2009", "who passed
// in 2016"), images only said or before the scene ("the rain’s coming", the mother, home and Sunday
// dinner in a stingray's message, a phone call the night before), likenesses and set phrases ("the
// water like knives", "as warm as a bath", "looks me in the eye", "like wet silk", "happy as a clam",
// "laughed like a fool", "laughed till my sides ached"), words said to the dreamer or to others (‘girl’,
// ‘bub’, ‘boys’), feelings denied ("I wasn’t a bit nervous", "I wasn’t scared", "I’m not embarrassed in
// the least", "I wasn’t frightened one bit") and another's feeling (a wife who "had been crying" on the
// phone). `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt;
// `written` gives a person's gendered word as written; `turn` lists the images of a turning point (a
// recognition, a reversal, the last unexpected image) where there is one and the lexicon has a word for
// it. Where earlier batches differ, two readings follow the later one: penguins are birds, as the dodo
// in en24-dodo (en5-zoo had left penguins outside the lexicon), and picking bags are luggage, as the rice
// bag in en25-banana-boat. None of the named people come back from earlier batches. The only commands
// run while writing it were read-only shell commands: `ls tuning*`, `cat` of the README, the types and
// the twenty-fourth and twenty-fifth English batches, `sed -n` of parts of the README and of earlier
// English batches, and `grep` (some with `-B`/`-A` context), `cat`, `sed`, `awk`, `sort`, `uniq`, `tr`,
// `paste`, `fold`, `cut`, `head` and `wc` pipes (some in `for` loops with `printf`) over the earlier
// English tuning batches (their ids, titles, places, names, the ids and readings they use, their
// `written` keys and how they read a few words), the same over this file (word counts, line lengths,
// its ids against theirs with `comm` on process substitutions, no id both listed and in `notThere`,
// each `notFelt` in `notThere`, each `turn` and `written` id among its lists); no scratch file was
// written.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_26: readonly EvaluationDream[] = [
  // A plain dream of searching. The nurse is the dreamer. The uncle only owns the sheep and the pony
  // (no family). The mountains, the blanket (clothes, as the mother's in en23-cage), the pony (horse),
  // the storm and the snow, looking for the sheep (searching), the feet gone numb, the singing below the
  // cliff, the fire. The grandfather (as written) stirring the pot of papa (food) is the turn. "So
  // relieved" is relief.
  {
    id: 'en26-semonkong',
    title: 'Semonkong',
    text: 'I’m a nurse in Maseru now, but in the dream I was fourteen again, herding my uncle’s sheep in the mountains above Semonkong, wrapped in my blanket on his grey pony. A storm came over and the snow started. The sheep scattered and I rode up and down looking for them, calling and calling, until I couldn’t feel my feet. Then I heard singing below the cliff. All the sheep were there, standing round a little fire, and my grandfather was sitting with them, stirring a pot of papa. ‘Sit, eat,’ he said. I was so relieved.',
    symbols: ['mountain', 'clothes', 'horse', 'storm', 'snow', 'searching', 'feet', 'singing', 'cliff', 'fire', 'food'],
    people: ['grandfather'],
    emotions: ['relief'],
    notThere: ['family'],
    written: { grandfather: 'grandfather' },
    turn: ['grandfather'],
    outsideLexicon: ['sheep', 'pot'],
  },
  // A plain dream of drowning. The raft guide is the dreamer. The raft (boat, as the bamboo raft in
  // en22-raft) flipping on the Nile (river), going under and down with the chest burning (drowning); "I
  // panicked" is fear. The Nile perch (fish) carrying the dreamer up into the sunlight (sun) is the turn.
  // The clients back in the raft are strangers, their clapping theirs. "Shaking with relief" is relief.
  {
    id: 'en26-jinja',
    title: 'Itanda',
    text: 'I guide rafts on the Nile at Jinja. In the dream we flipped on the big rapid at Itanda and I went under and kept going down, down into the green, and I couldn’t tell which way was up. My chest was burning and I panicked. Then a Nile perch bigger than me came up underneath, and I grabbed its fin and it carried me up into the sunlight. The clients were all back in the raft, clapping. I was shaking with relief.',
    symbols: ['river', 'boat', 'drowning', 'fish', 'sun'],
    people: ['stranger'],
    emotions: ['fear', 'relief'],
    turn: ['fish'],
    outsideLexicon: ['rapid', 'fin'],
  },
  // A plain dream, in the present. Boiling sap with the daughter (as written) in the sugarhouse, the snow
  // outside, the fire in the arch, the door standing open; the sugarbush lit up (light), every maple on
  // the hill (tree, mountain) glowing from inside is the turn, the sap running up into the sky. The
  // "trunks" are the trees' (no luggage). The hand taken. "So calm, and full of wonder" is calm and
  // wonder.
  {
    id: 'en26-sugarhouse',
    title: 'Sugaring',
    text: 'I’m seventy-one and I’ve sugared on our farm near Craftsbury all my life. In the dream it’s two in the morning in March and my daughter and I are boiling sap in the sugarhouse, snow coming down outside, the fire roaring in the arch, the steam so thick I can’t see her. When it clears the door is standing open and the whole sugarbush is lit up. Every maple on the hill is glowing from inside, and the sap is running up the trunks into the sky. My daughter takes my hand and we walk out into it. I feel so calm, and full of wonder.',
    symbols: ['snow', 'fire', 'door', 'light', 'tree', 'mountain', 'sky', 'hands'],
    people: ['daughter'],
    emotions: ['calm', 'wonder'],
    notThere: ['luggage'],
    written: { daughter: 'daughter' },
    turn: ['tree', 'light'],
    outsideLexicon: ['sugarhouse', 'sap', 'arch', 'steam'],
  },
  // A plain dream of an animal. The uncle (family, as written), the boat tied up in the creek, the
  // forest, climbing the tree to the hive, the honey (food, as in en7-beehive) over the hands, the bees.
  // The uncle and the boat gone; the tiger in the mud between the trees is the turn. "I couldn’t move" is
  // paralysis; its swimming away down the river is its own (no swimming). Shaking all over is fear.
  {
    id: 'en26-sundarbans',
    title: 'Honey',
    text: 'Every April I go into the Sundarbans with my uncle to collect honey. In the dream we tied the boat up in a narrow creek and walked into the forest with our bundles of smoking leaves. I climbed the tree to the hive myself and cut the honeycomb, and the honey ran all over my hands, the bees humming round my head but not stinging. When I climbed down my uncle was gone. The boat was gone. A tiger was standing in the mud between the trees, looking at me. I couldn’t move. Then it turned, walked into the river and swam away. I was shaking all over.',
    symbols: ['boat', 'forest', 'climbing', 'tree', 'food', 'hands', 'bees', 'mud', 'tiger', 'paralysis', 'river'],
    people: ['family'],
    emotions: ['fear'],
    notThere: ['swimming'],
    written: { family: 'uncle' },
    turn: ['tiger'],
    outsideLexicon: ['creek', 'smoke', 'hive', 'honeycomb'],
  },
  // A plain dream. The tailor is the dreamer. The ceremony at Wagah: the packed stands (crowd), the
  // singing, the Rangers (soldier) in their black uniforms and turbans (clothes), the boots (shoes); the
  // gates (door, as gates are read in the earlier batches) swinging open and the soldiers and the crowds
  // dancing together in the road is the turn. The father (as written), young again, is beside the
  // dreamer. "Such joy" is joy.
  {
    id: 'en26-wagah',
    title: 'Wagah',
    text: 'I’m a tailor in Lahore. My father took me to Wagah when I was seven, and last night I was there again, sixty-two years old, in the packed stands on our side, everyone shouting and singing. The Rangers came marching out in their black uniforms and fan turbans, stamping, kicking their boots up past their heads. Then the gates swung open, and the soldiers from both sides started dancing together in the road, and the crowds on both sides poured down and joined in. My father was beside me, young again, clapping along. I felt such joy I could hardly speak.',
    symbols: ['singing', 'clothes', 'shoes', 'soldier', 'door', 'dancing', 'road'],
    people: ['crowd', 'father'],
    emotions: ['joy'],
    written: { father: 'father' },
    turn: ['dancing'],
    outsideLexicon: ['stands'],
  },
  // A plain dream. The teacher is the dreamer. The beach where the plane lands is only where it lands
  // at low tide, covered in the dream (no beach); "coming home" names no house. The plane, the island,
  // the sea (ocean), the pilot (a stranger), the waves at the windows. Terrified is fear. The mum
  // (mother, as written) wading out in her wellies (shoes) is the turn.
  {
    id: 'en26-barra',
    title: 'Traigh Mhòr',
    text: 'I teach P4 on Barra, where the plane lands on the beach when the tide’s out. In the dream I was coming home from Glasgow on the wee plane, and as we came down over the island I saw the tide was right in, not a grain of sand showing. The pilot turned round and said, ‘Hold on to something.’ We hit the sea with a great splash and just floated there, waves slapping at the windows. I was terrified. Then my mum came wading out in her wellies, took hold of a wing and pulled us in to the shore.',
    symbols: ['plane', 'island', 'ocean', 'wave', 'window', 'shoes'],
    people: ['stranger', 'mother'],
    emotions: ['fear'],
    notThere: ['beach', 'house'],
    written: { mother: 'mum' },
    turn: ['mother'],
    outsideLexicon: ['sand', 'wing', 'shore'],
  },
  // A plain dream of an animal. The driver is the dreamer. The whiteout (snow), the tourists in the back
  // (strangers) who have "fallen asleep" (no falling). The polar bear (bear) at the window, the paws
  // either side of the face; the bear speaking and squeezing in is the turn. "Completely calm" is calm.
  {
    id: 'en26-churchill',
    title: 'Whiteout',
    text: 'I drive a tundra buggy out of Churchill every bear season. In the dream it was a whiteout, snow blowing sideways, and the tourists in the back had all fallen asleep. A big old polar bear came up and stood against my window, paws either side of my face, his nose pressed to it. Then he knocked, twice, very politely. I slid the window open and he said, ‘Mind if I sit up front?’ He squeezed in beside me and we drove on towards the bay together. I felt completely calm.',
    symbols: ['snow', 'bear', 'window', 'face'],
    people: ['stranger'],
    emotions: ['calm'],
    notThere: ['falling'],
    turn: ['bear'],
    outsideLexicon: ['tundra buggy', 'paws'],
  },
  // A plain dream of a grandmother. The caregiver is the dreamer; "home in Batad" names no house.
  // Climbing the terraces in the rain with the lunch (food), barefoot (feet) on the mud walls, the water
  // in every terrace; the lola (grandmother, as written) planting with the old women (wise_elder, as
  // written), all singing, is the turn. ‘Apo’ is the dreamer. Waking up crying is sadness, "so homesick"
  // nostalgia.
  {
    id: 'en26-batad',
    title: 'Batad',
    text: 'I’m a caregiver in Hong Kong, and in the dream I was home in Batad, climbing the rice terraces in the rain with my lola’s lunch wrapped in banana leaves, barefoot on the mud walls. Every terrace I climbed, there was another one above it, full of water, all the way up into the clouds. At the very top she was planting rice with the other old women, all of them singing. She looked up and said, ‘Apo, you came back.’ I knelt in the water and held her. I woke up so homesick, crying.',
    symbols: ['climbing', 'rain', 'food', 'feet', 'mud', 'water', 'singing'],
    people: ['grandmother', 'wise_elder'],
    emotions: ['nostalgia', 'sadness'],
    notThere: ['house'],
    written: { grandmother: 'lola', wise_elder: 'old women' },
    turn: ['grandmother'],
    outsideLexicon: ['rice terraces', 'banana leaves', 'clouds'],
  },
  // A plain dream of flying, in the present. The paralegal is the dreamer. The wind, the feet leaving
  // the street (road); rising up on the balloon's rope past the windows (flying, the turn), the people
  // in bathrobes (strangers, clothes), the treetops (tree), the city. Terrified, then "happier than I’ve
  // ever been": fear and joy.
  {
    id: 'en26-balloon',
    title: 'Central Park West',
    text: 'I’m a paralegal from Queens, and this year I volunteered as a balloon handler for the Macy’s parade. In the dream it’s Thanksgiving morning and I’m on one of the ropes of the giant astronaut coming down Central Park West when the wind picks up. One by one the others let go, and then it’s just me, and my feet leave the street. I sail up past the apartment windows, people in their bathrobes staring out at me over their coffee, up over the treetops, the whole city under me. I’m terrified for about a second. Then I’m happier than I’ve ever been.',
    symbols: ['wind', 'feet', 'road', 'flying', 'window', 'clothes', 'tree', 'city'],
    people: ['stranger'],
    emotions: ['fear', 'joy'],
    turn: ['flying'],
    outsideLexicon: ['balloon', 'ropes', 'coffee'],
  },
  // A plain dream. The history teacher is the dreamer; the Form Twos are only in waking life. Climbing
  // the narrow stairway (stairs) at sunrise (sun), the cooking fires (fire), the people in the
  // courtyards (crowd), the cattle (bull, as the cows in en13-narrowboat). The soapstone birds (bird)
  // coming alive are the turn; their flying up into the sky is theirs (no flying). "Amazed" is wonder.
  {
    id: 'en26-great-zimbabwe',
    title: 'Hill Complex',
    text: 'I’m a history teacher in Masvingo and every year I take my Form Twos to Great Zimbabwe. In the dream I was climbing the Hill Complex on my own at sunrise, squeezing up the narrow stairway between the boulders. At the top I looked down and the Great Enclosure was whole again, smoke going up from the cooking fires, people moving in the courtyards, cattle down in the valley. Then the soapstone birds on the wall began to move. They shook the stone off their wings and flew up past me into the sky. I just stood there, amazed.',
    symbols: ['climbing', 'stairs', 'sun', 'fire', 'bull', 'bird', 'sky'],
    people: ['crowd'],
    emotions: ['wonder'],
    notThere: ['flying'],
    turn: ['bird'],
    outsideLexicon: ['boulders', 'smoke', 'courtyards', 'soapstone', 'wall'],
  },
  // A short plain dream. The dive boat is the dreamer's work in waking life (no boat). Swimming in the
  // lake at night in the dark water (darkness), "alone" naming no feeling (no loneliness); the jellyfish
  // glowing (light) and rising into the sky. "So peaceful" is calm.
  {
    id: 'en26-jellyfish-lake',
    title: 'Jellyfish Lake',
    text: 'I drive the dive boat in Koror. In the dream I was swimming in Jellyfish Lake at night, alone, and millions of golden jellyfish were glowing all round me in the dark water. They never stung once. Then slowly they started rising out of the lake, all of them, up into the sky, until they were the stars. I floated on my back and watched them. So peaceful.',
    symbols: ['swimming', 'lake', 'darkness', 'water', 'light', 'sky'],
    people: [],
    emotions: ['calm'],
    notThere: ['boat', 'loneliness'],
    outsideLexicon: ['jellyfish', 'stars'],
  },
  // A plain dream, in the present, typed in a hurry. The drought is waking life; in the dream the dark
  // (darkness), the dam of cracked mud, the wife (as written) with the torch. The rain coming is the
  // turn, the dam filling with water, the frogs (frog). "Laughing like kids" is joy, a likeness (no
  // child).
  {
    id: 'en26-karoo',
    title: 'rain',
    text: 'karoo outside graaff-reinet, three years no proper rain. in the dream im by the windpump in the dark listening to it squeak and the dam is just cracked mud. my wife comes out with the torch and says listen. then drops on the tin roof. then buckets. we stand in it with our arms out soaked through laughing like kids and the dam fills up with brown water right in front of us, frogs going everywhere. woke up and its still dry',
    symbols: ['darkness', 'mud', 'rain', 'water', 'frog'],
    people: ['wife'],
    emotions: ['joy'],
    notThere: ['child'],
    written: { wife: 'wife' },
    turn: ['rain'],
    outsideLexicon: ['windpump', 'dam', 'torch', 'roof'],
  },
  // A plain dream of the childhood home. The guide is the dreamer; the people taken up are in waking life
  // (no stranger). Going up "alone" names no feeling (no loneliness); "clear as a window" is a likeness
  // (no window). The lake, the village (city), the church, the old house (house, childhood_home), the
  // mother (as written) hanging out washing (clothes): the turn. Climbing down. Waking up crying is
  // sadness, "so homesick" nostalgia.
  {
    id: 'en26-boiling-lake',
    title: 'Boiling Lake',
    text: 'I’m a guide in Dominica and I’ve taken people up to the Boiling Lake maybe four hundred times. In the dream I went up alone, through the steam and the grey bubbling pools, and when I reached the rim the lake wasn’t boiling at all. It was still, and clear as a window, and down at the bottom I could see my village in Grand Fond: the church, our old house, my mother hanging out washing. I climbed down towards her. I woke up crying, so homesick.',
    symbols: ['lake', 'city', 'church', 'house', 'childhood_home', 'clothes', 'climbing'],
    people: ['mother'],
    emotions: ['sadness', 'nostalgia'],
    notThere: ['stranger', 'loneliness', 'window'],
    written: { mother: 'mother' },
    turn: ['childhood_home'],
    outsideLexicon: ['steam', 'pools', 'rim'],
  },
  // A plain dream, in the present. The teaching assistant is the dreamer. The gentoo penguins (bird, as
  // the dodo in en24-dodo; en5-zoo had left penguins outside the lexicon) up Ross Road (road), past the
  // cathedral (church) and into the West Store (shop), the queue (crowd). The penguin on the till
  // speaking is the turn. Laughing is joy.
  {
    id: 'en26-penguins',
    title: 'Ross Road',
    text: 'I’m a teaching assistant in Stanley, and in the dream it’s Saturday morning and a long line of gentoo penguins is coming up from the harbour, waddling along Ross Road, past the cathedral and into the West Store. Nobody looks twice. They queue at the till with everyone else, flippers folded, and when I finally get to the front the penguin on the till turns round and says, ‘Next, please.’ I laugh so hard I wake myself up.',
    symbols: ['bird', 'road', 'church', 'shop'],
    people: ['crowd'],
    emotions: ['joy'],
    turn: ['bird'],
    outsideLexicon: ['harbour', 'till', 'flippers'],
  },
  // A plain dream of flying, in the present, typed in a hurry. The dhow race (boat) with the uncle
  // (family, as written), the wind, the water, the sea (ocean); the dhow lifting off and flying is the
  // turn, over the beach. The uncle singing at the tiller. "Woke up laughing so happy" is joy.
  {
    id: 'en26-dhow-race',
    title: 'dhow race',
    text: 'new years day dhow race at lamu, im fifteen and crewing for my uncle. wind perfect, big sail full, all of us hanging out over the water on the plank. were winning. then the sail turns into a huge white wing and the whole dhow lifts off the sea and were flying, over shela and the dunes and the donkeys on the beach, my uncle singing at the tiller like its nothing. woke up laughing so happy',
    symbols: ['boat', 'wind', 'water', 'ocean', 'flying', 'beach', 'singing'],
    people: ['family'],
    emotions: ['joy'],
    written: { family: 'uncle' },
    turn: ['flying'],
    outsideLexicon: ['sail', 'plank', 'wing', 'dunes', 'donkeys', 'tiller'],
  },
  // The Battle of Flowers is a parade (no war); "since I was a girl" is waking life and ‘girl’ is said
  // to the dreamer (no girl); "sixty feet long" is a length (no feet). The thousands along the route
  // (crowd) on Victoria Avenue (road). The husband (as written) driving the tractor, his death dated in
  // waking life (no death). Nerves are denied. The marigold dragon turning its head to wink is the turn.
  // "Laughed till my sides ached" is joy.
  {
    id: 'en26-battle-of-flowers',
    title: 'Battle of Flowers',
    text: 'I’m seventy-three and I’ve helped build the St Ouen float for the Battle of Flowers every year since I was a girl. In the dream it was parade day on Victoria Avenue, thousands along the route, and our float was a dragon made of orange marigolds, sixty feet long. My husband Bill, who died in 2009, was up top driving the tractor, the way he always did. I wasn’t a bit nervous. Then the dragon turned its great head round and winked at me. ‘Steady, girl,’ said Bill. I laughed till my sides ached.',
    symbols: ['road', 'dragon'],
    people: ['crowd', 'husband'],
    emotions: ['joy'],
    notThere: ['war', 'girl', 'feet', 'death', 'anxiety'],
    notFelt: ['anxiety'],
    written: { husband: 'husband' },
    turn: ['dragon'],
    outsideLexicon: ['float', 'marigolds', 'tractor'],
  },
  // The pearling boat is the dreamer's work in waking life (no boat, no treasure). The Staircase to the
  // Moon is the moonlight on the flats (no stairs; the moon and the light are there); the "late session"
  // is a film showing (no lateness) and Sun Pictures a cinema (no sun). Half the town (crowd) at Town
  // Beach (beach), taking photos (photo). The little brother (as written) riding the dugong is the turn;
  // the mum (mother, as written) beside the dreamer, her death dated in waking life (no death); ‘bub’ is
  // the dreamer (no baby). "Too happy to speak" is joy.
  {
    id: 'en26-staircase-to-the-moon',
    title: 'Staircase to the Moon',
    text: 'I’m a deckhand on a pearling boat out of Broome. In the dream it was a Staircase to the Moon night and we’d come straight from the late session at Sun Pictures, half the town out on the flats at Town Beach with their camp chairs. The full moon came up orange and everyone taking photos went quiet. Then a dugong came gliding up the steps of light, and riding on its back was my little brother Jayden, eight again. Mum, who passed in 2016, was beside me saying, ‘Look, bub, look.’ I was too happy to speak.',
    symbols: ['beach', 'moon', 'photo', 'light'],
    people: ['crowd', 'brother', 'mother'],
    emotions: ['joy'],
    notThere: ['boat', 'treasure', 'stairs', 'late', 'sun', 'death', 'baby'],
    written: { brother: 'brother', mother: 'mum' },
    turn: ['brother'],
    outsideLexicon: ['tidal flats', 'camp chairs', 'dugong'],
  },
  // The kiwis are kiwifruit (food; no bird) and the boss "a big Kiwi", a New Zealander (no bird). The
  // orchard (garden) at sunrise (sun), the picking bags (luggage, as the rice bag in en25-banana-boat),
  // the egg in the hand. ‘Boys’ are the pickers called (no boy); the rain is only said to be coming (no
  // rain). Fear is denied. The wife (as written) on the beach is the turn; "at home" names no house; the
  // phone call and her crying were the night before, hers (no phone, no sadness). "So homesick" is
  // nostalgia.
  {
    id: 'en26-kiwifruit',
    title: 'Third season',
    text: 'I’m from Tanna, and this is my third season picking kiwifruit in Te Puke. In the dream we were in the orchard at sunrise with our picking bags on, and the boss, a big Kiwi called Shane, kept shouting, ‘Faster, boys, the rain’s coming!’ Every kiwi I picked turned into a little brown egg in my hand. I wasn’t scared. I laid them in my bag one by one. Then I looked up, and at the end of the row my wife was standing on our beach at home. On the phone last night she’d been crying. I felt so homesick.',
    symbols: ['garden', 'sun', 'luggage', 'food', 'hands', 'beach'],
    people: ['boss', 'wife'],
    emotions: ['nostalgia'],
    notThere: ['bird', 'boy', 'rain', 'fear', 'house', 'phone', 'sadness'],
    notFelt: ['fear', 'sadness'],
    written: { wife: 'wife' },
    turn: ['wife'],
    outsideLexicon: ['egg', 'row'],
  },
  // In the present. Dark Mofo is a festival (no darkness). The two thousand (crowd) running off Long
  // Beach (beach) into the Derwent (river), naked, the grandson (family, as written); "like knives" and
  // "as warm as a bath" are likenesses (no knife, no bathroom). The sun over the hills (mountain); the
  // seal "looks me in the eye", a set phrase (no eyes). Shame is denied. Swimming out "happy as a clam"
  // is joy.
  {
    id: 'en26-dark-mofo',
    title: 'Solstice swim',
    text: 'I’m sixty-four, an accountant, and I promised my grandson I’d do the Dark Mofo nude swim with him. In the dream it’s seven in the morning on the shortest day, two degrees, and two thousand of us run screaming off Long Beach into the Derwent, stark naked, my grandson whooping beside me, the water like knives. Then everyone else vanishes. The river goes as warm as a bath, the sun comes up over the hills, and a seal pops up and looks me in the eye. I’m not embarrassed in the least. I swim out to it, happy as a clam.',
    symbols: ['beach', 'river', 'naked', 'water', 'sun', 'mountain', 'swimming'],
    people: ['crowd', 'family'],
    emotions: ['joy'],
    notThere: ['darkness', 'knife', 'bathroom', 'eyes', 'shame'],
    notFelt: ['shame'],
    written: { family: 'grandson' },
    outsideLexicon: ['seal'],
  },
  // The teller is the dreamer. Stingray City is a sandbar (no city). The cousin (family) and his boat,
  // the water, the legs (feet); "like wet silk" is a likeness (no clothes). The stingrays are fish, and
  // the biggest one speaking is the turn. The mother, home and the Sunday dinner are only in what it says
  // (no mother, no house, no food); Hell is a place in West Bay. Fear is denied. "Laughed like a fool"
  // is joy.
  {
    id: 'en26-stingray-city',
    title: 'Stingray City',
    text: 'I’m a teller at a bank in George Town. In the dream my cousin ran me out to Stingray City in his boat, and I was standing on the sandbar in water up to my waist, the rays sliding round my legs like wet silk. Then the biggest one put its head up out of the water and said, ‘Your mother wants you home for Sunday dinner.’ Mummy lives in West Bay, two minutes from Hell, and she says exactly that every week. I wasn’t frightened one bit. ‘Tell her I’m coming,’ I said, and laughed like a fool.',
    symbols: ['boat', 'water', 'feet', 'fish'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['city', 'clothes', 'mother', 'house', 'food', 'fear'],
    notFelt: ['fear'],
    turn: ['fish'],
    outsideLexicon: ['sandbar'],
  },
];
