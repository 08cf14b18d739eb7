// Twenty-ninth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 90 to 109 words as people type them at dawn, first person, four of them in the
// present tense (one slipping back into the past at the end) and the rest in the past, two typed in a
// hurry with little punctuation and no quotes, nine with dialogue (British single quotes from the UK
// and Australia, double quotes from the US and Canada), told by people of many trades, countries and
// ages (a cattle auctioneer in Lethbridge, a Little League dad in Toledo, a retired librarian of
// sixty-seven in Moose Jaw, a renter in Glenelg, someone whose partner leaves from Cardiff Central, a
// long-haul trucker on the I-40, a parent at the Yatala drive-in, a funeral director in Todmorden, a
// floor sander of forty-six in Hamilton, a paramedic in Regina, a boy of eleven, a night baker in
// Hobart, an arborist in Eugene, a jillaroo out past Longreach, a pizza rider in Levenshulme, a
// building society clerk of thirty-four in Bolton, a Storm supporter in Melbourne, a courier driver in
// Durban, a wife of thirty-one years in Austin, a man of eighty-three in The Villages), about the
// ordinary things people dream of, in situations none of the earlier English batches used (their ids
// and titles grepped first, and their places and a few situations): teeth dropping out while calling
// bids at a cattle sale, naked by third base at a son's Little League game, a Grade 12 physics exam at
// sixty-seven with a grandson passing the answers, a linen cupboard opening onto a corridor of rooms
// where it snows, a partner leaving on the Swansea train, a baby found in a truck's sleeper cab, a
// storm lifting a family's mattress off a ute at a drive-in, a hearse without brakes on the way to the
// crematorium, the old high school gym in 1994, a dead mother at a Tim Hortons drive-thru window, a
// goldfish outgrowing the bath, flying home from a night bakery, falling out of a fir onto a childhood
// bed, an emu chasing a quad bike, a pony chasing a pizza bike, a history GCSE not revised for, a dead
// father at the footy, a baby daughter shrinking to the size of a teaspoon, a husband driving off in a
// U-Haul, and a golf cart lifting off over the lakes. About three quarters (fifteen) are plain reports
// with the ordinary images of dreams (teeth, nakedness, an exam, extra rooms, a baby, a storm, a car
// without brakes, an old school, a pet, flying, falling, a chase, a partner leaving) and no deliberate
// traps, written to see that the analysis finds everything that is there and nothing that is not; what
// they list under `notThere` is only what ordinary words bring with them (the "fall run", "waving him
// home", the "other parents", "staring", "slid in safe", ‘Dad’ and ‘Grandma’ said to the dreamer, a
// "public library" and a textbook never owned, a baby's crying, a "bag of" chips, "I wasn’t scared at
// all", "like I was late", "to sand the floor", "weirdly happy", "the size of a car", a fish that swims,
// "walk home", "fishing boats", the parents' house, "glow stars", "almost cried", a "cattle station", a
// "quad bike", "the size of a kitten, then a mouse", "years married", "like an old man getting up", The
// Villages, "home from square dancing"). The other quarter (the Swansea train, the drive-thru, the Fox
// and Hounds, Mrs Bird, the Storm) hold the traps people write without meaning to: names of places,
// teams and businesses with image words in them (Cherry Tree Lane, the Fox and Hounds, Mrs Bird, the
// Storm), everyday senses of image words ("the graveyard shift", "my partner" at work, "dead tired",
// "killing himself laughing", a "sports hall", "grand final"), deaths dated in waking life ("She died in
// 2019", "He died in 2016"), images only said or only remembered (a nan's kitchen only written about,
// ‘Not to worry’), likenesses and set phrases ("heart in my mouth", "hadn’t opened a book", "cried my
// eyes out", "on the edge of his seat", "not a drop of rain"), words of address (‘love’, ‘my boy’,
// ‘petal’, ‘pal’), feelings denied ("I’m not angry", "I wasn’t even crying", "I wasn’t sad, not even a
// little", "but I wasn’t sad") and another's feeling (a partner's denied anger, a colleague in tears, a
// mate laughing, a father crying). `notFelt` repeats the feelings of `notThere` that are named but not
// the dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the images of
// a turning point (a recognition, a reversal, the last unexpected image) where there is one and the
// lexicon has a word for it (three have none: the Swansea train, the gym in 1994, the history paper). To
// complete `notThere`, a read-only `python3` call printed which of the lexicon's English words and the
// emotion list's English words occur in each text (a crude match allowing a few endings, so that
// "staring" showed star, "sand" beach, "grand" gran and "married" wedding), and each whose image is not
// in the dream was added to `notThere`, as the twenty-seventh and twenty-eighth batches did; it ran
// nothing of the analysis. Where earlier batches differ, the readings follow the later one, and say so:
// a death dated in waking life is no death, as from the tenth batch on; a truck, a hearse and an
// ambulance are cars, as the truck in en28-jack (en22-truck-art and en27-snake-pass left the truck and
// the lorry, en23-second-line the hearse, outside the lexicon); a workplace is read as what it is and
// not as an office (as the barber shop in en28-barber, not the bakery in en5-bakery); a flat or unit is
// no house, as in en10-flat-viewing; a coffin is cemetery and no death when no one is said to be dead,
// as in en4-aunt-carol; a colleague is boss, as in en20-window-cleaner; "so happy I couldn’t speak" is
// the voice gone, as "so scared I can’t speak" in en28-luas; teeth dropping out are no falling, as in
// en19-speed-awareness and en20-citizenship; an animal's swimming is not the dreamer's, as the whale's
// in en27; anonymous people (the ranchers, the mourners, the neighbors) are strangers or a crowd, as from
// the twelfth batch on; a word said to the dreamer (‘Dad’, ‘Grandma’, ‘my boy’, ‘love’) is in `notThere`
// and not among the people, and ‘love’ so said is not in `notFelt`, as in en24-dove-lake; a baby
// daughter is both baby and daughter, both words being written (en20-christening's granddaughter was
// only the baby). None of the named people come back from earlier batches. Files read: the README
// (`cat`, then `sed -n` of the part the display had cut), the types (`cat`), the lexicon's eight data
// files (`ls` and `wc -c` of `*.json`, `head -c` of animals.json, and two `python3` calls that printed
// each entry's id, English words, exclusions and other keys, and the people variants whole, with their
// Spanish words and readings), and the earlier English tuning batches: `cat` of the twenty-eighth and
// `sed -n` of the part the display had cut, `sed -n 1,80p` of the twenty-seventh, `sed -n` of a few
// lines of the twenty-third and the twentieth, and `grep` pipes (some with `-B`/`-A` context or `-c`,
// one in a `for` loop, with `paste`, `sed`, `awk`, `cut`, `column`, `sort`, `uniq` and `head`) over
// `tuning-en.ts` and `tuning-*-en.ts` for their ids, titles, places and situations, their `written`
// values and how they read a few words (teeth falling out, nakedness, trucks, hearses, coffins, the
// goldfish, cattle, parents, neighbours, mates, babies, flats); `ls tuning*-en.ts` and `wc -l` of the
// English tuning files. Departure, disclosed: emotions.ts was to be read only for its ids and words;
// besides two `python3` calls that printed each entry's id and English words (the second also the
// exclusion list after them), a `grep -n -E "^\s*(id|en):"` of it also printed two lines of its
// interface (`id: string;`, `en: readonly string[];`); nothing of its readings was printed. Over this
// file: `grep -n`, `sed -n` (to read it back), an `awk` of its long comment lines and `python3` calls
// that only printed: the word match above, run before and again after the edits it led to (the second
// run over the titles too), and checks of its brackets, quoting, word counts, ids, lists and comment
// line lengths. No script, test or git command was run and no scratch file was written; the file was
// written and edited with the file editing tool only.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_29: readonly EvaluationDream[] = [
  // A plain dream of teeth falling out, in the present. The auctioneer is the dreamer; the cattle sales
  // are his work, and the pen of black heifers in the dream is cattle (bull). The "fall run" is the
  // autumn sale and the teeth drop out (no falling). The packed stands and the ranchers (crowd), the
  // tooth into the hand. The empty mouth, still chanting, is the turn (teeth). "So embarrassed" is shame.
  {
    id: 'en29-auctioneer',
    title: 'Sold',
    text: 'I’ve been calling cattle sales in Lethbridge for twenty-two years. In the dream it’s the big fall run, the stands are packed, and I’m up in the booth rattling off bids on a pen of black heifers when a front tooth comes loose and drops onto the microphone. I don’t stop. Then another goes, and another, and every time I say “sold” a tooth falls out into my hand. The ranchers just keep bidding like nothing’s wrong. By the last lot my mouth is empty and I’m still chanting. I wake up sweating, so embarrassed.',
    symbols: ['teeth', 'bull', 'hands'],
    people: ['crowd'],
    emotions: ['shame'],
    notThere: ['falling'],
    turn: ['teeth'],
    outsideLexicon: ['booth', 'microphone', 'mouth'],
  },
  // A plain dream of nakedness. The son (as written) at Little League, the dreamer naked by third base;
  // the other parents staring from the bleachers (crowd; theirs, no family of the dreamer's; "staring"
  // is no star, no sky). "Waving him home" is a gesture toward home plate (no wave, no house); "slid in
  // safe" is baseball (no calm); ‘Dad’ is the dreamer called (no father). The son hugging him as if he
  // saw nothing is the turn. "So embarrassed" is shame, "so happy" joy.
  {
    id: 'en29-little-league',
    title: 'Third base',
    text: 'My son Tyler plays Little League in Toledo and I help out on Saturdays. In the dream it was the last inning, bases loaded, and I was standing by third base waving him home when I looked down and realized I was completely naked. Not even socks. All the other parents were up in the bleachers with their coffees, staring at me. Tyler slid in safe, ran over yelling “Dad! Dad, we won!” and hugged me like he couldn’t even see it. I was so embarrassed, and then so happy.',
    symbols: ['naked'],
    people: ['son', 'crowd'],
    emotions: ['shame', 'joy'],
    notThere: ['wave', 'house', 'family', 'sky', 'calm', 'father'],
    written: { son: 'son' },
    turn: ['son'],
    outsideLexicon: ['bleachers', 'socks'],
  },
  // A plain dream of an exam not studied for. The public library is the dreamer's old work (no book),
  // and the textbook was never owned (no book). The school gym, the departmental exam, the kids (child)
  // in jean jackets (clothes), the clock over the door. The grandson (family, as written) sliding over
  // his answers is the turn; ‘Grandma’ is the dreamer called (no grandmother). "So ashamed" is shame.
  {
    id: 'en29-physics-30',
    title: 'Physics 30',
    text: 'I’m sixty-seven, retired from the public library in Moose Jaw, and last night I was back in Grade 12 writing my Physics 30 departmental exam. I hadn’t been to one class all year. I didn’t even own the textbook. The school gym was full of long tables and kids in jean jackets, the clock over the door ticking so loud, and the questions were all in some kind of code. Then my grandson Owen, seventeen himself, sat down at the next desk and slid his answers over. “Go on, Grandma,” he whispered. I felt so ashamed.',
    symbols: ['exam', 'school', 'clothes', 'clock', 'door'],
    people: ['child', 'family'],
    emotions: ['shame'],
    notThere: ['book', 'grandmother'],
    written: { family: 'grandson' },
    turn: ['family'],
    outsideLexicon: ['tables', 'desk'],
  },
  // A plain dream of a house with extra rooms, in the present. The unit is a flat (no house, as the flat
  // in en10-flat-viewing). The linen cupboard in the hallway, another door behind it, the corridor
  // (hallway) of rooms never seen (hidden_room): the turn. Each with a bed (bedroom) and a window, the
  // snow beyond. The partner heard calling (there by the voice). "Quiet and beautiful" is wonder,
  // "completely calm" calm.
  {
    id: 'en29-glenelg',
    title: 'The linen cupboard',
    text: 'We’ve rented the same little unit in Glenelg for nine years, so I know every inch of it. In the dream I open the linen cupboard in the hallway to get a towel and there are no shelves, just another door. Behind it is a long corridor of rooms I’ve never seen, each one with a single bed made up tight and a window, and through every window it’s snowing. I keep walking and counting doors. Twenty, thirty, forty. My partner is calling my name from somewhere way behind me but I don’t answer. It’s so quiet and beautiful. I feel completely calm.',
    symbols: ['hallway', 'door', 'hidden_room', 'bedroom', 'window', 'snow'],
    people: ['partner'],
    emotions: ['wonder', 'calm'],
    turn: ['hidden_room'],
    outsideLexicon: ['cupboard', 'towel'],
  },
  // A partner leaving. ‘Love’ is said to the dreamer (no love); "I’m not angry" is the partner's, and
  // denied (no anger). The suitcase (luggage) on the bed (bedroom), the shirts and dressing gown
  // (clothes), the slippers (shoes), Cardiff Central (station), the train, the platform, the rain. "I
  // wasn’t even crying" denies sadness; "that’s what scared me" is the dreamer's fear. Waking beside
  // him is after the dream. No turn with a word in the lexicon (his not looking back, her not crying).
  {
    id: 'en29-cardiff-central',
    title: 'The Swansea train',
    text: 'Me and Rhys have been together eleven years. In the dream he was packing a suitcase on our bed, folding his shirts very neatly, and when I asked where he was going he said, ‘Away, love. I’m not angry, I’m just done.’ I followed him all the way down to Cardiff Central in my dressing gown and slippers. He got on the Swansea train and didn’t look back once. I stood on the platform in the rain and I wasn’t even crying. That’s what scared me. Then I woke up and he was snoring next to me.',
    symbols: ['luggage', 'bedroom', 'clothes', 'shoes', 'station', 'train', 'rain'],
    people: ['partner'],
    emotions: ['fear'],
    notThere: ['love', 'anger', 'sadness'],
    notFelt: ['anger', 'sadness'],
  },
  // A plain dream of a baby, typed in a hurry. The truck (car, as in en28-jack), the truck stop, the
  // crying from the sleeper the baby's (no sadness, and never the dreamer's). The baby in the bunk is the
  // turn, wrapped in the flannel shirt (clothes). The phone, the interstate (road). "So calm" is calm.
  {
    id: 'en29-sleeper-cab',
    title: 'i-40',
    text: 'long haul 14 yrs, mostly I-40. dreamt i pulled the truck into a truck stop outside knoxville around 3am and heard crying from the sleeper. went back and theres a baby in my bunk wrapped in my old flannel shirt, maybe a month old, just looking at me. no note no nothing. tried 911 on my phone and nobody picked up. so i drove on down the interstate with her on my chest all the way to memphis and she never cried once after that. woke up and i swear i could still feel how warm she was. i was so calm',
    symbols: ['car', 'clothes', 'phone', 'road'],
    people: ['baby'],
    emotions: ['calm'],
    notThere: ['sadness'],
    notFelt: ['sadness'],
    turn: ['baby'],
    outsideLexicon: ['truck stop', 'bunk', 'sleeper cab'],
  },
  // A plain dream of a storm. The kids (child) and the husband (as written) in the back of the ute (car,
  // as the ute of the twentieth batch) at the drive-in; the "bag of" chips is no luggage, the chips
  // food. The storm off the hills (mountain), the lightning and thunder, the rain, the wind. The film
  // is on the screen (nothing of it read). Floating over the cars on the mattress is flying, the turn.
  // The kids' laughter is theirs; the dreamer's fear is denied, "I was laughing too" joy.
  {
    id: 'en29-drive-in',
    title: 'Double feature',
    text: 'In the dream we’d taken the kids to the drive-in at Yatala, the four of us on a mattress in the back of the ute with a bag of hot chips. Halfway through the film a storm came in off the hills. Lightning, then thunder right on top of us, rain hammering on the roof of the cab. Everyone else drove off, but my husband said we’d wait it out. Then the screen went black and the wind picked up the mattress with all of us on it, and we floated out over the cars, the kids shrieking and laughing. I wasn’t scared at all. I was laughing too.',
    symbols: ['car', 'food', 'storm', 'mountain', 'rain', 'wind', 'flying'],
    people: ['child', 'husband'],
    emotions: ['joy'],
    notThere: ['luggage', 'fear'],
    notFelt: ['fear'],
    written: { husband: 'husband' },
    turn: ['flying'],
    outsideLexicon: ['mattress', 'screen', 'cab'],
  },
  // A plain dream of a car without brakes. The funeral director is the dreamer, driving the hearse (car,
  // as the truck in en28-jack; en23-second-line left the hearse outside the lexicon) to the crematorium:
  // the funeral, the coffin (cemetery, as in en4-aunt-carol and en22-fish-coffin; no one is said to be
  // dead, so no death, as there). The mourners in the limousine (strangers). The brakes gone; the hearse
  // stopping an inch from the wall is the turn (car). Shaking and terrified is fear, then he laughed (joy).
  {
    id: 'en29-hearse',
    title: 'The steep bit',
    text: 'I’m a funeral director in Todmorden, third generation. In the dream I was driving the hearse down to the crematorium with Mr Sutcliffe’s coffin in the back and the mourners following in the limousine, and on the steep bit past the old mill the brakes went. Pedal to the floor, nothing. We picked up speed, the limousine dropping further and further behind, and I could see the bend coming and the stone wall. I said out loud, ‘Sorry, Mr Sutcliffe.’ Then the hearse just stopped, gently, an inch from the wall. I sat there shaking, terrified, and then I laughed.',
    symbols: ['car', 'funeral', 'cemetery'],
    people: ['stranger'],
    emotions: ['fear', 'joy'],
    turn: ['car'],
    outsideLexicon: ['limousine', 'mill', 'wall'],
  },
  // A plain dream of the old school. The old high school (school), the gym, the kids (child) in gym
  // shorts (clothes), the phys ed teacher, the pinny. "Like I was late" is a likeness (no late); "to
  // sand the floor" is the trade (no beach); "weirdly happy" is joy (no confusion). Everybody's
  // laughter is at him; the dreamer's own joy is named. No turn with a word in the lexicon (the year
  // turned back to 1994).
  {
    id: 'en29-gym-floor',
    title: 'Dodgeball',
    text: 'I do hardwood floors out of Hamilton. In the dream I got hired to refinish the gym floor at my old high school, and when I walked in with my sander it was 1994 again. Same smell, same banners, kids in gym shorts running laps, and Mr Kowalski, our phys ed teacher, blowing his whistle at me like I was late. I tried to tell him I was forty-six and there to sand the floor, but he threw me a pinny and sent me in to play dodgeball. I got hit right away. Everybody laughed. I felt about fourteen, and weirdly happy.',
    symbols: ['school', 'clothes'],
    people: ['child', 'teacher'],
    emotions: ['joy'],
    notThere: ['late', 'beach', 'confusion'],
    outsideLexicon: ['sander', 'banners', 'whistle', 'pinny', 'dodgeball'],
  },
  // The graveyard shift is the night shift (no cemetery). The partner Dev is the work partner (boss, as
  // a colleague in en20-window-cleaner; no partner). The ambulance (car, as the truck in en28-jack), the
  // drive-thru window; ‘my boy’ is the dreamer called (no boy). The mom (mother, as written), whose death
  // is dated in waking life (no death), is the turn, in her uniform (clothes); the cruller (food), the
  // money. Dev's tears are his; the dreamer's sadness is denied. "Felt loved" is love.
  {
    id: 'en29-drive-thru',
    title: 'Double-double',
    text: 'I’m a paramedic in Regina, nights. In the dream it was the graveyard shift, 3 a.m., and my partner Dev and I pulled the ambulance into the Tim Hortons drive-thru like we always do. The voice in the speaker said, “Double-double and a honey cruller, right, my boy?” It was my mom. She died in 2019. At the window she was in the brown uniform and visor, smiling, and she passed me the cruller and wouldn’t take my money. Dev was in tears beside me. I wasn’t sad, not even a little. I just felt loved.',
    symbols: ['car', 'window', 'clothes', 'food', 'money'],
    people: ['boss', 'mother'],
    emotions: ['love'],
    notThere: ['cemetery', 'partner', 'boy', 'death', 'sadness'],
    notFelt: ['sadness'],
    written: { mother: 'mom' },
    turn: ['mother'],
    outsideLexicon: ['speaker', 'visor'],
  },
  // A plain dream of a pet, told by a boy of eleven. The goldfish (fish) growing; the Mum and Dad
  // (mother, father, as written). "The size of a car" is a measure (no car); the street (road), the
  // beach, the sea (ocean). The fish swims, not the dreamer (no swimming). The fish turning round to
  // look at him is the turn. "Sad" is sadness.
  {
    id: 'en29-goldfish',
    title: 'Nugget',
    text: 'I’m 11. I had a dream my goldfish Nugget kept growing. First he got too big for his tank so Mum put him in the bath, then he got too big for the bath so we put him in the neighbours’ pool, and then he was the size of a car and Dad said we had to take him to the beach. We wheeled him down our street in the wheelie bin and let him go in the sea. He swam out a bit and turned around and looked at me like he wanted me to come too. I was sad but kind of proud.',
    symbols: ['fish', 'road', 'beach', 'ocean'],
    people: ['mother', 'father'],
    emotions: ['sadness'],
    notThere: ['car', 'swimming'],
    written: { mother: 'Mum', father: 'Dad' },
    turn: ['fish'],
    outsideLexicon: ['tank', 'bath', 'pool', 'wheelie bin'],
  },
  // A plain dream of flying, in the present. The bakery and the walk home are waking life (no house).
  // Elizabeth Street (road), the loaf and the bread eaten (food), the hill (mountain), the feet leaving
  // the footpath: flying, the turn. The fishing boats (boat; no fish), the river, the moon, kunanyi (a
  // named mountain) with snow. "So peaceful" is calm.
  {
    id: 'en29-baker',
    title: 'Four a.m.',
    text: 'I bake overnight at a little bakery in North Hobart and walk home at four. In the dream I’m walking up Elizabeth Street with a warm loaf under my arm and the hill keeps getting steeper until my feet just leave the footpath. I’m flying. I go up over the rooftops, over the wharf and the fishing boats, and the whole river is silver under the moon. I can see kunanyi with snow on top. I tear off bits of bread and eat them as I go. It’s so peaceful up there. I don’t want to come down.',
    symbols: ['road', 'food', 'mountain', 'feet', 'flying', 'boat', 'river', 'moon', 'snow'],
    people: [],
    emotions: ['calm'],
    notThere: ['house', 'fish'],
    turn: ['flying'],
    outsideLexicon: ['rooftops', 'wharf'],
  },
  // A plain dream of falling, typed in a hurry. The arborist is the dreamer, up the fir (tree), falling
  // through the branches, the smoke in the hand. Landing on the bed (bedroom) at the parents' house
  // (house, childhood_home; the parents only own it, no family) is the turn. The glow stars are stickers
  // (no light, no sky). The mom (mother, as written) heard up the stairs; breakfast only called. "So
  // relieved" is relief; "almost cried" is no crying.
  {
    id: 'en29-arborist',
    title: 'doug fir',
    text: 'arborist, 31, eugene OR. dream i was up a big doug fir on a removal, 120 ft, harness on, and the rope just parted. no sound. started falling through the branches and they kept coming, branch after branch, like the tree was a mile tall. grabbed at one and it turned to smoke in my hand. falling for like 10 min. then landed flat on my back on my bed at my parents house in bend, glow stars on the ceiling, 12 yrs old again. my mom yelling up the stairs about breakfast. so relieved i almost cried',
    symbols: ['tree', 'falling', 'hands', 'bedroom', 'house', 'childhood_home', 'stairs'],
    people: ['mother'],
    emotions: ['relief'],
    notThere: ['family', 'light', 'sky', 'sadness'],
    notFelt: ['sadness'],
    written: { mother: 'mom' },
    turn: ['childhood_home'],
    outsideLexicon: ['harness', 'rope', 'branches', 'smoke'],
  },
  // A plain dream of a chase. The cattle station is the dreamer's work (no station, no bull). The sunset
  // (sun), the emu (bird) chasing her (chased), its eye on the dreamer (eyes); "staring" is no star
  // (sky). The quad bike is a motorbike (no bicycle). Heading for the homestead (fleeing), the house
  // further away. The emu lying down to sleep is the turn. "Terrified" is fear.
  {
    id: 'en29-emu',
    title: 'Boundary fence',
    text: 'I’m a jillaroo on a cattle station out past Longreach. In the dream I was checking the boundary fence on the quad bike at sunset when an emu came out of the spinifex and started running beside me. Then it was chasing me. I opened the throttle right up and it still kept pace, neck out, staring at me with one orange eye. I was terrified. I headed for the homestead, but every time I looked up the house was further away. In the end the bike ran out of fuel, and the emu just stopped, sat down next to me and went to sleep.',
    symbols: ['sun', 'bird', 'chased', 'eyes', 'fleeing', 'house'],
    people: [],
    emotions: ['fear'],
    notThere: ['station', 'bull', 'sky', 'bicycle'],
    turn: ['bird'],
    outsideLexicon: ['fence', 'quad bike', 'spinifex'],
  },
  // "Dead tired" was before sleep (no death). Cherry Tree Lane is a street (road; no tree) and the Fox
  // and Hounds a pub (no dog). The e-bike (bicycle), the white pony (horse) chasing him (chased), "heart in
  // my mouth" anxiety (no heart). The chippy (shop) on Stockport Road; the mate Kev (friend) "killing
  // himself laughing" (no killing, and his joy). The pony taking the pizza box (box, food) in its teeth
  // is the turn (horse).
  {
    id: 'en29-fox-and-hounds',
    title: 'Last drop',
    text: 'I deliver pizzas round Levenshulme on an e-bike. I was dead tired last night, so the dream felt real. I was doing a drop on Cherry Tree Lane, past the Fox and Hounds, when a white pony came trotting out of the alley behind the bins and went for me. I pedalled like mad, heart in my mouth, and it chased me all the way up to the chippy on Stockport Road, where my mate Kev was killing himself laughing. Then the pony stopped, and very politely took the pizza box off the back in its teeth. ‘Cheers, pal,’ I said.',
    symbols: ['bicycle', 'road', 'horse', 'chased', 'shop', 'box', 'food', 'teeth'],
    people: ['friend'],
    emotions: ['anxiety'],
    notThere: ['death', 'tree', 'dog', 'heart', 'killing', 'joy'],
    notFelt: ['joy'],
    turn: ['horse'],
    outsideLexicon: ['alley', 'bins'],
  },
  // An exam not studied for. The school sports hall (school; a sports hall, no hallway), the GCSE exam.
  // "Hadn’t opened a book" is a set phrase (no book); Mrs Bird is the head of year (teacher; no bird).
  // ‘Not to worry’ is said to the dreamer (no anxiety), ‘petal’ a word of address. The nan's kitchen is
  // only written about (no grandmother, no kitchen). "Cried my eyes out, but I wasn’t sad": no sadness,
  // no eyes. "So relieved" is relief. No turn with a word in the lexicon.
  {
    id: 'en29-mrs-bird',
    title: 'History paper',
    text: 'I’m thirty-four and I work at a building society in Bolton, but in the dream I was sixteen again, sitting my GCSE history exam in the school sports hall. I hadn’t opened a book all year. I turned the paper over and my mind went blank. Mrs Bird, our old head of year, was walking up and down the rows, and when she got to me she bent down and said, ‘Not to worry, petal. Just write what you remember.’ So I wrote about my nan’s kitchen for two hours. I cried my eyes out, but I wasn’t sad. I felt so relieved, like I was letting something go.',
    symbols: ['school', 'exam'],
    people: ['teacher'],
    emotions: ['relief'],
    notThere: ['hallway', 'book', 'bird', 'anxiety', 'grandmother', 'kitchen', 'sadness', 'eyes'],
    notFelt: ['anxiety', 'sadness'],
  },
  // The Storm is the Melbourne rugby league team (no storm), and "not a drop of rain" (no rain). The
  // dad (father, as written), his death dated in waking life (no death), in the seat beside the dreamer
  // is the turn; his purple jersey (clothes), the pie (food). "On the edge of his seat" is a set phrase
  // (no cliff); his crying is his (no sadness), and the "grand final" of 2009 only remembered (no gran).
  // "So happy I couldn’t speak" is joy and the voice gone, as "so scared I can’t speak" in en28-luas.
  {
    id: 'en29-melbourne-storm',
    title: 'Golden point',
    text: 'Dad and I had Storm season tickets for twenty years. He died in 2016. In the dream it was a Friday night at AAMI Park, clear and warm, not a drop of rain, and there he was in the seat next to me in his old purple jersey with a pie and a can, on the edge of his seat like always. We were two points down with a minute left. When we scored in the corner he grabbed my shoulders and cried, the way he did at the ’09 grand final. I was so happy I couldn’t speak. I didn’t want the siren to go.',
    symbols: ['clothes', 'food', 'voice'],
    people: ['father'],
    emotions: ['joy'],
    notThere: ['storm', 'death', 'rain', 'cliff', 'grandmother', 'sadness'],
    notFelt: ['sadness'],
    written: { father: 'Dad' },
    turn: ['father'],
    outsideLexicon: ['seat', 'siren'],
  },
  // A plain dream of a baby, in the present. The baby daughter (baby, daughter, as written) bathed in the
  // kitchen sink, shrinking; "the size of a kitten, then a mouse" are measures (no cat, no rat). The
  // wife (as written) asleep upstairs, the stairs, the bedroom. The baby her normal size again on the
  // wife's chest is the turn. "So anxious" is anxiety.
  {
    id: 'en29-teaspoon',
    title: 'Teaspoon',
    text: 'I drive for a courier firm in Durban and our baby daughter Ayanda is seven weeks old. In the dream I’m bathing her in the kitchen sink and she keeps getting smaller, the size of a kitten, then a mouse, then so small she fits in a teaspoon. I’m trying not to lose her in the bubbles. My wife is asleep upstairs and I don’t want to wake her, so I carry Ayanda up the stairs in the teaspoon, really slowly, holding my breath. When I get to our bedroom she’s normal size again, asleep on my wife’s chest. I was so anxious I woke up checking the monitor.',
    symbols: ['kitchen', 'stairs', 'bedroom'],
    people: ['baby', 'daughter', 'wife'],
    emotions: ['anxiety'],
    notThere: ['cat', 'rat'],
    written: { daughter: 'daughter', wife: 'wife' },
    turn: ['baby'],
    outsideLexicon: ['sink', 'teaspoon', 'bubbles'],
  },
  // A plain dream of a partner leaving. "Thirty-one years married" is waking life (no wedding). The
  // husband (as written) loading the truck (car, as in en28-jack), the boxes (box), the house, the
  // driveway; the neighbors watching (crowd). He squeezes her hand and drives off down the street
  // (road). The house creaking and leaning is the turn; "like an old man getting up" is a likeness (no
  // wise_elder). "So lonely" is loneliness.
  {
    id: 'en29-u-haul',
    title: 'U-Haul',
    text: 'Thirty-one years married. In the dream my husband Ray was loading a U-Haul truck in our driveway in Austin, a hundred and five degrees, and I kept carrying his boxes back into the house and he kept carrying them out again. Neither of us said a word. The neighbors watched from their porches. When the truck was full he squeezed my hand and said, “It’s not you, Linda. It’s the house.” Then he drove off down the street, and the house started creaking and leaning behind me like an old man getting up. I woke up so lonely.',
    symbols: ['car', 'box', 'house', 'hands', 'road'],
    people: ['husband', 'crowd'],
    emotions: ['loneliness'],
    notThere: ['wedding', 'wise_elder'],
    written: { husband: 'husband' },
    turn: ['house'],
    outsideLexicon: ['driveway', 'porches'],
  },
  // A plain dream of flying. The Villages is the town's name (no city). The wife (as written) Dot; the
  // golf cart (no lexicon word) on its way home from square dancing, which is before the scene (no
  // dancing, no house). The little bridge by the pond (lake), lifting off: flying, the turn. The lakes,
  // the alligators (crocodile), the roofs, the roller rink in Akron. "The most beautiful thing" is
  // wonder.
  {
    id: 'en29-golf-cart',
    title: 'Akron',
    text: 'I’m eighty-three and we live in The Villages. In the dream my wife Dot and I were riding the golf cart home from square dancing, and halfway over the little bridge by the pond the cart just lifted off. Dot grabbed my arm and said, “Well, Harold, would you look at that.” We flew over the lakes and the alligators and all the little roofs, then north, the whole way up to Ohio, and came down in the parking lot of the roller rink in Akron where we met in 1961. It was the most beautiful thing. I woke up and she was already making coffee.',
    symbols: ['bridge', 'lake', 'flying', 'crocodile'],
    people: ['wife'],
    emotions: ['wonder'],
    notThere: ['city', 'house', 'dancing'],
    written: { wife: 'wife' },
    turn: ['flying'],
    outsideLexicon: ['golf cart', 'roofs', 'roller rink'],
  },
];
