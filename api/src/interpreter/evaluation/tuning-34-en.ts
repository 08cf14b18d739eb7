// Thirty-fourth tuning batch (English), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 78 to 100 words as people type them at dawn, first person, three of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and no quotes,
// told by people of many trades and countries (a sheep farmer above Bala, a meteorology student in
// Norman, a removal man in Leeds, a roller derby jammer in Portland, a man at iftar in Birmingham, a
// busker on Grafton Street, a cellar hand in the Barossa, a lineman out of Lake Charles, a corps member
// at NYSC camp in Iseyin, a tree planter near Prince George, a helicopter musterer out of Katherine, a
// mother of forty-six from Wagga, a submariner out of Devonport, a pan player in Port of Spain, a man of
// forty-three in Leicester, a diner on Robson Street in Vancouver, a plow driver near Duluth, a woman
// from Lubbock, a counting agent in Paisley, a curling skip in Moose Jaw), in situations none of the
// earlier English batches used (their ids and titles grepped first, and a few situation words):
// sheepdog trials, storm chasing, a piano carried up endless stairs, a roller derby bout, iftar at a
// mosque, busking in the rain, a fermenter at vintage, a power line after a hurricane, NYSC orientation
// camp, a tree planter's cutblock, a helicopter muster, a deb ball, a flooding submarine, a steelband
// panyard, Diwali on Belgrave Road, a conveyor-belt sushi bar, a snowplow on Highway 61, a homecoming
// parade, an election count, a bonspiel. About half (nine, the first nine) are plain reports with the
// ordinary images of dreams (a dead father, a chase, falling, teeth, lateness and the dead come back,
// water, drowning, a snake and paralysis, shame before a crowd) and no deliberate traps beyond what
// ordinary words bring with them (a dog called Fly, "dead nine years", "grand", "no lift", 'love' said
// to the dreamer, "flew out", "baby teeth", "stuck behind a bus", "school jumpers", "not a single coin",
// "couldn't find the bottom", a cellar hand, a boss laughing, Lake Charles, "scared to death", a mother
// who only owns a wrapper). The other eleven hold the traps issue 24 names, written naturally: likeness
// and metaphor ("like an old dog", "the cattle were ants", "turned gold", "like a train going past", "a
// white desert", "like kids at a party", a homecoming "mum" that is a corsage), negation and contrast
// ("It didn't chase me", "I didn't fall", "I'm not sad, not even a bit", "I wasn't drowning", "I wasn't
// scared", "I wasn't hungry, and I wasn't sad exactly", "I felt no fear at all", "I wasn't embarrassed
// at all", "I wasn't happy"), verbs kept apart (a helicopter climbing is no climbing, a sub "dived" is
// no swimming, music played is not dancing), gendered person words as written (nan, dad, mom, mother,
// son, grandma, grandad, wife), turning points (a recognition, a reversal, the last unexpected image),
// other people's feelings (a winemaker laughing, a friend killing herself laughing, a crew not
// panicking), and images only remembered or lost long ago (a bangle lost in 1989), wished (a cat), meant
// (a letter never written), owned (a grandmother's ring, a daughter's bedroom), in photos (an
// ex-husband's wedding) or on a screen (a whale's song on sonar), and names with image words in them
// (the Lizard, Lake Charles, Fly). `notFelt` repeats the feelings of `notThere` that are named but not
// the dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the images of
// a turning point where there is one and the lexicon has a word for it. Readings follow the conventions
// the thirty-third batch's header spells out: a death dated in waking life is no death; anonymous people
// (a blocker, a chef, a returning officer) are strangers and a watching or singing mass a crowd; a
// colleague or a captain is boss; someone only remembered, wished for, owning a thing or in a photo is
// not there; a likeness or set phrase names no image; a word said to the dreamer ('love', 'boy', 'Mum')
// is in `notThere` where the lexicon has a word for it and 'love' so said is not in `notFelt`; another's
// flying is theirs (the birds'); a role the lexicon names held by someone the dreamer knows (the soldier
// who is the principal) is listed as both. Choices of this batch, said where they are made: a truck and
// a snowplow are car; gumboots are shoes; music played by a band is singing (the id's word "music"),
// piano notes with no word for music are left unlisted; "stuck behind a bus" is not being trapped; a
// helicopter is outside the lexicon (no plane); the match below showed crow in "crowd", moth in
// "mother", star in "stared" and prince in Prince George, each added to `notThere`. Files read: the
// README (`cat`; the display cut a middle part, which `sed -n` then printed; the figures not studied),
// the types (`cat`, with an `ls` of the evaluation and lexicon folders that listed the held-out files'
// names, none opened), the header comment and first four dreams of the thirty-third and thirty-second
// batches (`head -c`, `sed -n`, `awk`; the `sed -n` also showed the comment lines of the fifth dream of
// each, en33-reverse and en32-driverless, and `grep -n` the line numbers of their first dreams), the
// lexicon's eight data files (a `python3` call that printed
// the key names of the first entry of animals.json, and one that printed each entry's id and English
// words with the variants' ids and English words, and the key names of the first entry of people.json),
// the emotion list (`grep -n` of its `id:` lines, `grep -A3` around one, and a `python3` call that
// printed each id and its English words), and the earlier English tuning batches through `grep` pipes
// (their ids and titles; a `grep -il` and `grep -ioh` for a few situation words, which printed only file
// names and counts). Not read: the held-out files, `evaluation.test.ts`, `score.ts`, the analysis and
// everything else under the interpreter folder but the files named here; the rest of the thirty-second
// and thirty-third batches beyond their headers and first four dreams; the earlier batches' texts and
// readings. To complete `notThere`, a read-only `python3` call matched the lexicon's English words and
// the emotion list's English words against this file's titles and texts (crude endings); it ran nothing
// of the analysis; it was run once more with checks of word counts, ids and lists. The file was written
// with the file editing tool and then edited by `python3` string replacements (the `notThere` additions
// the match led to, this header, straight quotes in three comments). No test, bench, analysis, tsx,
// node, vitest or npm command was run; the type check (`npx tsc --noEmit`) was run three times. Departure,
// disclosed: one read-only `git status --short`, piped to `head`, was run after the type check (it
// showed only this new file and an earlier change to bench/README.md, not mine); nothing was committed.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_34: readonly EvaluationDream[] = [
  // A plain dream of the dead come back. The trials are his life; Fly is the collie's name (no flying).
  // The valley watching (crowd), the rain, the mountain, running till he can't breathe (breath). The
  // father (as written), "dead nine years" (a death dated in waking life: no death), is the turn.
  // 'boy' is the dreamer called; "grand" is no grandmother. "So ashamed" is shame, "I cried" sadness.
  {
    id: 'en34-gather',
    title: 'The gather',
    text: 'I keep sheep above Bala and I run Fly, my old collie, at the trials every August. In the dream it was the National, pouring rain, the whole valley watching from the hillside. I whistled her out and she went the wrong way, straight past the sheep and up the mountain, and nothing would call her back. I ran after her through the bracken till I couldn’t breathe. At the top she was lying beside my father, and him dead nine years, leaning on his crook. ‘She’s grand, boy,’ he said. I was so ashamed, then I cried.',
    symbols: ['dog', 'rain', 'mountain', 'breath'],
    people: ['crowd', 'father'],
    emotions: ['shame', 'sadness'],
    notThere: ['flying', 'death', 'boy', 'grandmother'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['sheep', 'bracken', 'crook'],
  },
  // A plain dream of a chase. The friend Dale chases storms; the sky gone green, the tornado (storm), the
  // wind, the truck (car) that won't start, the mud of the ditch, the doors, the phone held up in both
  // hands. The tornado turning to chase them is the turn. "Terrified" is fear.
  {
    id: 'en34-intercept',
    title: 'Intercept',
    text: 'I’m a meteorology student in Norman and on weekends I ride along with my friend Dale, who chases storms. In the dream we were out past Chickasha, the sky gone green, and a huge tornado came down over the wheat. We pulled over to film it. Then it turned round and chased us, and Dale’s truck wouldn’t start. We ran for the ditch and lay flat in the mud while the wind tore the doors off. The tornado just stood over us, spinning, and I held my phone up to it with both hands. I was terrified.',
    symbols: ['sky', 'storm', 'car', 'chased', 'mud', 'wind', 'door', 'phone', 'hands'],
    people: ['friend'],
    emotions: ['fear'],
    turn: ['chased'],
    outsideLexicon: ['wheat', 'ditch'],
  },
  // A plain dream of falling. Removals are his work. Gaz from work (boss, as a colleague); the terrace
  // house and its stairs, forty floors of them; falling backwards with the piano. The woman in the
  // pinny (clothes) is the nan (grandmother, as written): the turn. The title's "no lift" is no
  // elevator; 'love' is the dreamer called. "I laughed" is joy.
  {
    id: 'en34-upright',
    title: 'Third floor, no lift',
    text: 'I do removals in Leeds. In the dream me and Gaz from work were carrying an old upright piano up the stairs of a terrace house, and at every landing there was another flight, on and on, forty floors. My arms were shaking. Then Gaz let go and me and the piano went backwards down the lot, falling for ages, the piano playing every note on the way. Nobody got hurt. At the bottom a woman was sitting on it in her pinny, and it was my nan. ‘Mind my banister, love,’ she said. I laughed till I woke up.',
    symbols: ['stairs', 'house', 'falling', 'clothes'],
    people: ['boss', 'grandmother'],
    emotions: ['joy'],
    notThere: ['elevator', 'love'],
    written: { grandmother: 'nan' },
    turn: ['grandmother'],
    outsideLexicon: ['piano', 'landing', 'banister'],
  },
  // A plain dream of teeth, typed in a hurry. The packed crowd, the blocker (stranger), the captain
  // (boss, as a captain); the mouthguard "flew out" (no flying); the teeth, the blood, the hand opened.
  // The teeth turning out to be baby teeth is the turn (no baby). "So embarrassed" is shame; "proud"
  // has no id.
  {
    id: 'en34-jammer',
    title: 'jammer',
    text: 'skate for a roller derby league in portland, im a jammer. dream was the championship bout packed crowd and coming round the track a blocker hit me and my mouthguard flew out then my teeth one by one skittering across the floor like dice. i kept skating and picking them up nobody stopped. my captain just yelled go go go. blood everywhere. at the whistle i opened my hand and they were all baby teeth. so embarrassed but kind of proud too',
    symbols: ['teeth', 'blood', 'hands'],
    people: ['crowd', 'stranger', 'boss'],
    emotions: ['shame'],
    notThere: ['flying', 'baby', 'bird'],
    turn: ['teeth'],
    outsideLexicon: ['mouthguard', 'track', 'dice', 'whistle'],
  },
  // A plain dream of lateness and the dead come back. Running late (late), stuck behind a bus (no
  // trapped) on Stratford Road (road), the sun going down, the mosque (church). The grandad (grandfather,
  // as written) coming out of the kitchen in his topi (clothes) with samosas (food) is the turn; "gone
  // six years" names no death. "Felt like crying" is sadness, "so happy" joy.
  {
    id: 'en34-maghrib',
    title: 'Maghrib',
    text: 'It’s Ramadan, and in the dream I was running late for iftar, stuck behind a bus on Stratford Road with the sun going down fast. When I got to the mosque it was over, the long tables cleared, just a few date stones left. I was starving and felt like crying. Then my grandad came out of the kitchen in his white topi with a plate of samosas he’d saved for me. ‘Eat, beta,’ he said. He’s been gone six years. I woke up so happy.',
    symbols: ['late', 'bus', 'road', 'sun', 'church', 'kitchen', 'clothes', 'food'],
    people: ['grandfather'],
    emotions: ['sadness', 'joy'],
    notThere: ['trapped'],
    written: { grandfather: 'grandad' },
    turn: ['grandfather'],
    outsideLexicon: ['tables', 'date stones', 'plate'],
  },
  // A plain dream of singing in the rain, in the present. Grafton Street (road), the rain, singing; not a
  // single coin (no money). The crowd in school jumpers (clothes; no school), the street turning into a
  // river (the turn), the old music teacher conducting. "So happy I could burst" is joy.
  {
    id: 'en34-grafton',
    title: 'Grafton Street',
    text: 'Saturdays I busk on Grafton Street. In the dream it’s lashing rain and I’m singing to nobody, guitar case open, not a single coin in it. Then I look up and there’s a crowd, hundreds of them in school jumpers, singing along to every word. The street turns into a river and we keep singing, up to our knees in it. Mr Breathnach, my old music teacher, is at the front conducting with an umbrella. I’m so happy I could burst.',
    symbols: ['road', 'rain', 'singing', 'clothes', 'river'],
    people: ['crowd', 'teacher'],
    emotions: ['joy'],
    notThere: ['money', 'school', 'bird'],
    turn: ['river'],
    outsideLexicon: ['guitar', 'umbrella'],
  },
  // A plain dream of drowning. Slipping and falling into the fermenter, sinking (drowning); "couldn't
  // find the bottom" is no being lost. The hand that grabs him (hands) is Rosa's, the winemaker (boss),
  // in her gumboots (shoes); her laughing is hers (no joy). A cellar hand is a trade (no basement).
  // "So relieved" is relief.
  {
    id: 'en34-vintage',
    title: 'Vintage',
    text: 'First vintage at a winery in the Barossa. In the dream I was up on the catwalk plunging the reds at two in the morning and I slipped and fell into an open fermenter. It was warm and thick and purple and I couldn’t find the bottom. I was sinking, swallowing wine, and I could hear the forklift and somebody’s radio but nobody came. Then a hand grabbed my collar and hauled me out. It was Rosa, the winemaker, in her gumboots, laughing her head off. ‘Every cellar hand does it once.’ I was so relieved.',
    symbols: ['falling', 'drowning', 'hands', 'shoes'],
    people: ['boss'],
    emotions: ['relief'],
    notThere: ['lost', 'basement', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['catwalk', 'fermenter', 'wine', 'forklift', 'radio'],
  },
  // A plain dream of a snake and paralysis. Lake Charles is a city's name (no lake). The tail end of the
  // hurricane (storm), the pitch dark, the rain; the line that is a snake (the turn) round his wrist,
  // "couldn't move" (paralysis). The wife (as written) in the flooded street (flood, road) in her
  // nightgown (clothes) with a lantern (candle). "Scared to death" is fear (no death).
  {
    id: 'en34-storm-duty',
    title: 'Storm duty',
    text: 'I’m a lineman out of Lake Charles. In the dream it was the tail end of a hurricane, the whole parish without power, and I was up the pole in the bucket in the pitch dark, rain still coming sideways. I reached for the line and it was a snake, thick as my arm, and it wrapped round my wrist and I couldn’t move. Down below my wife was standing in the flooded street in her nightgown, holding up a lantern and calling me in for supper. I was scared to death.',
    symbols: ['storm', 'darkness', 'rain', 'snake', 'paralysis', 'flood', 'road', 'clothes', 'candle'],
    people: ['wife'],
    emotions: ['fear'],
    notThere: ['lake', 'death'],
    written: { wife: 'wife' },
    turn: ['snake'],
    outsideLexicon: ['power line', 'pole', 'bucket truck'],
  },
  // A plain dream of shame before a crowd. The khaki gone, the mother's wrapper worn (clothes; the mother
  // only owns it: no mother). The platoon in lines staring (crowd), the soldier, the feet sinking into
  // the red mud. The soldier turns out to be the old principal (teacher): both listed, as a role held by
  // someone known. "Too ashamed" is shame.
  {
    id: 'en34-orientation',
    title: 'Orientation camp',
    text: 'Week two of NYSC orientation camp in Iseyin. In the dream the bugle went at 4 a.m. and my khaki was gone, there was only my mother’s wrapper, so I ran to the parade ground in that. Everyone was already in lines. The soldier in charge blew the whistle and the whole platoon turned round and stared at me. I tried to run but my feet sank into red mud and wouldn’t move. Then the soldier took off the cap and it was my old principal, Mrs Adeyemi. I was too ashamed to look at her.',
    symbols: ['clothes', 'feet', 'mud'],
    people: ['soldier', 'crowd', 'teacher'],
    emotions: ['shame'],
    notThere: ['mother', 'butterfly', 'sky'],
    turn: ['teacher'],
    outsideLexicon: ['bugle', 'parade ground', 'whistle', 'cap'],
  },
  // Negation and likeness. The trees planted, being lost, the bear (the turn). The trucks gone (no car),
  // the stumps burnt before the dream (no fire), "It didn't chase me" (no chase), "like an old dog" (no
  // dog). "Strangely safe" is calm.
  {
    id: 'en34-cutblock',
    title: 'Cutblock',
    text: 'Second season tree planting up near Prince George. In the dream I was planting alone at the back of a cutblock and when I looked up the crew was gone, the trucks were gone, nothing but burnt stumps to the horizon. I walked for hours and got completely lost. Then I heard something big behind me and it was a black bear, close enough to touch. It didn’t chase me. It just walked along beside me all the way back to camp, like an old dog. I felt strangely safe.',
    symbols: ['tree', 'lost', 'bear'],
    people: [],
    emotions: ['calm'],
    notThere: ['car', 'fire', 'chased', 'dog', 'royalty'],
    turn: ['bear'],
    outsideLexicon: ['stumps', 'camp'],
    probes: ['negation', 'metaphor'],
  },
  // Metaphor, verbs kept apart and negation. Flying the helicopter is his work and the dream (flying);
  // the cattle (bull), the river, the sea (ocean). A cattle station is no station; the chopper climbing
  // is no climbing; the cattle "were ants" (no insects); "dead quiet" (no death); "I didn't fall" (no
  // falling); "turned gold" (no treasure). Floating instead of falling is the turn. "Never felt so
  // peaceful" is calm.
  {
    id: 'en34-muster',
    title: 'Muster',
    text: 'I fly a Robinson mustering cattle on a station out of Katherine. In the dream I was up at dawn pushing a mob towards the yards, and the chopper kept climbing on its own, higher and higher, till the cattle were ants and the river was a thread of silver. Then the engine stopped. Dead quiet. But I didn’t fall. I just hung there, floating, and the whole Top End turned gold under me, all the way out to the sea. I’ve never felt so peaceful.',
    symbols: ['flying', 'bull', 'river', 'ocean'],
    people: [],
    emotions: ['calm'],
    notThere: ['station', 'climbing', 'insects', 'death', 'falling', 'treasure'],
    turn: ['flying'],
    outsideLexicon: ['helicopter', 'yards', 'engine'],
    probes: ['metaphor', 'verbs', 'negation'],
  },
  // Negation, a gendered word and a turn, in the present. The deb ball in the town hall (no city, no
  // hallway); the white dress and the hired suit (clothes); the partner who never turns up (no partner);
  // the other girls and their boys dancing. "I'm not sad, not even a bit" denies sadness. The son (as
  // written) is the turn; 'Mum' is the dreamer called. "Never been so happy" is joy.
  {
    id: 'en34-deb-ball',
    title: 'Deb ball',
    text: 'Our deb ball was in the Wagga town hall in 1994, and in the dream I’m back there at forty-six in the white dress, waiting for my partner, Craig Doolan, to walk me in. He never turns up. The band starts and the other girls go out dancing with their boys, but I’m not sad, not even a bit. Then someone taps my shoulder and it’s my son Lachie, seventeen, in a hired suit. ‘Mum, you’re with me.’ We dance the whole set. I’ve never been so happy.',
    symbols: ['clothes', 'dancing'],
    people: ['girl', 'boy', 'son'],
    emotions: ['joy'],
    notThere: ['city', 'hallway', 'partner', 'sadness', 'mother'],
    notFelt: ['sadness'],
    written: { son: 'son' },
    turn: ['son'],
    outsideLexicon: ['band'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Verbs kept apart, negation, an image on a screen. "Dived" is the submarine's (no swimming); the
  // Lizard is a headland (no crocodile). The boat flooding, the water; the captain (boss); the crew not
  // panicking (no fear). The whale singing is only on the sonar screen (no whale, no singing). "I
  // wasn't drowning" (no drowning). The daughter's bedroom through the hatch is the turn (the daughter
  // only owns it; glow stars are no sky and no light). "I wasn't scared" denies fear; "homesick" is
  // nostalgia.
  {
    id: 'en34-periscope',
    title: 'Periscope depth',
    text: 'I’m a submariner out of Devonport. In the dream we were dived off the Lizard and the boat was flooding, but quietly, water sheeting down the bulkheads and nobody panicking. The captain just watched the sonar screen, where a whale was singing, a green line going up and down. I wasn’t drowning. I was breathing the water like air. Then the hatch opened by itself onto my daughter’s bedroom, glow stars and all. I wasn’t scared, only homesick.',
    symbols: ['boat', 'flood', 'water', 'bedroom'],
    people: ['boss'],
    emotions: ['nostalgia'],
    notThere: ['swimming', 'crocodile', 'fear', 'whale', 'singing', 'drowning', 'daughter', 'sky', 'light'],
    notFelt: ['fear'],
    turn: ['bedroom'],
    outsideLexicon: ['submarine', 'bulkheads', 'sonar', 'screen', 'hatch'],
    probes: ['verbs', 'negation', 'turn'],
  },
  // Metaphor, verbs kept apart, a gendered word and a turn. The sticks turning into birds (bird; their
  // flying is theirs); the band playing on (crowd; the music is singing). "I wasn't dancing" (no
  // dancing); "like a train going past" (no train); "stepped up" is no stairs; the hands empty. The
  // mother (as written) at the pan is the turn. "So jealous" is jealousy.
  {
    id: 'en34-panyard',
    title: 'Panyard',
    text: 'Carnival season in Port of Spain and I play tenor pan for a steelband in Woodbrook. In the dream we were practising in the panyard at midnight and my sticks turned into two little yellow birds and flew off. Everybody else kept on playing. I wasn’t dancing, I wasn’t even moving, I just stood there with my hands empty while the music rolled over me like a train going past. Then my mother, who can’t hold a tune, stepped up to my pan and played it perfect. I was so jealous I woke up.',
    symbols: ['bird', 'hands', 'singing'],
    people: ['crowd', 'mother'],
    emotions: ['jealousy'],
    notThere: ['flying', 'dancing', 'train', 'stairs', 'butterfly'],
    written: { mother: 'mother' },
    turn: ['mother'],
    outsideLexicon: ['steel pan', 'sticks'],
    probes: ['metaphor', 'verbs', 'gender', 'turn'],
  },
  // An image lost long ago, negation, a gendered word and a turn, in the present. Belgrave Road (road),
  // lamps (candle) in every window; the dad (father, as written) holding his hand in the crowd;
  // searching for the bangle the mum lost in 1989 (no mother, no being lost). The bangle (treasure) in
  // his hand is the turn; the dad gone, only his picture on the phone (photo). "I wasn't scared" denies
  // fear; "lonely" is loneliness.
  {
    id: 'en34-belgrave-road',
    title: 'Diwali on Belgrave Road',
    text: 'Diwali on Belgrave Road, lamps in every window, rockets going up over the park. In the dream I’m eight again, holding my dad’s hand in the crowd, looking for the gold bangle my mum lost that night in 1989 and never found. I search every gutter. Then I look down and it’s in my hand, but Dad’s gone, I’m forty-three, alone on the pavement with my phone, and the only picture of him is on the screen. I wasn’t scared. Just lonely.',
    symbols: ['road', 'candle', 'window', 'hands', 'searching', 'treasure', 'phone', 'photo'],
    people: ['father', 'crowd'],
    emotions: ['loneliness'],
    notThere: ['mother', 'lost', 'fear', 'bird'],
    notFelt: ['fear'],
    written: { father: 'dad' },
    turn: ['treasure'],
    outsideLexicon: ['rockets', 'bangle', 'gutter', 'screen'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Images owned, meant and wished, and negation. The car keys (keys; no car) and the grandmother's ring
  // (ring; no grandmother) on the plates; the letter only meant (no letter, no sister); the cat only
  // wished for (no cat); the chef (stranger). "I wasn't sad exactly" denies sadness; "confused" is
  // confusion.
  {
    id: 'en34-conveyor',
    title: 'Conveyor belt',
    text: 'Friday lunch at the conveyor-belt sushi place on Robson, on my own, like always. In the dream the plates kept coming round with things on them instead of sushi: my car keys, my grandmother’s engagement ring, my old passport, the letter I always meant to write to my sister and never did. I kept wishing the next plate would bring back my cat, Noodle, who ran off in March. It never did. The chef behind the counter just bowed. I wasn’t hungry, and I wasn’t sad exactly. Mostly confused.',
    symbols: ['keys', 'ring'],
    people: ['stranger'],
    emotions: ['confusion'],
    notThere: ['car', 'grandmother', 'letter', 'sister', 'cat', 'sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['conveyor belt', 'plates', 'passport'],
    probes: ['negation'],
  },
  // Negation and a turn, typed in a hurry. The plow (car), the whiteout and the ice (snow), the lake,
  // the road, the kid (child) in pajamas (clothes). The blade is the plow's (no knife); "a foot from her"
  // is a measure (no feet). The lit town on the lake (city) is the turn. "I felt no fear at all" denies
  // fear; "awful sadness" is sadness.
  {
    id: 'en34-plow',
    title: 'plow',
    text: 'drive a plow for st louis county. dream was 3am whiteout on 61 along the lake blade down and theres a kid standing in the middle of the road in pajamas. i braked and slid and stopped a foot from her. she just pointed out at the ice. out on the lake there was a town all lit up where theres never been a town. she got up into the cab like she knew me. i felt no fear at all just this awful sadness',
    symbols: ['car', 'snow', 'lake', 'road', 'clothes', 'city'],
    people: ['child'],
    emotions: ['sadness'],
    notThere: ['knife', 'feet', 'fear'],
    notFelt: ['fear'],
    turn: ['city'],
    outsideLexicon: ['cab'],
    probes: ['negation', 'turn'],
  },
  // A gendered word in two senses, another's feeling, negation and a turn. A homecoming "mum" is a
  // corsage; the girls who wear them are only told of (no girl); its teddy bears (toy; no bear); the
  // parade float (no flying); dragged into the street (road). The friend killing herself laughing (no
  // killing, no joy: hers). The woman who is the actual mom (mother, as written), with her big hair, is
  // the turn. "I wasn't embarrassed at all" denies shame; "cried" is sadness.
  {
    id: 'en34-homecoming',
    title: 'Homecoming',
    text: 'In Texas the girls wear these huge homecoming mums, ribbons and bells and little teddy bears hanging down to their knees. In the dream I was sixteen again in Lubbock, up on the float, and my mum kept growing till it dragged me off the float into the street. The band marched past. My best friend Shelby was killing herself laughing. Then a woman knelt down to untangle me and it was my actual mom, young, with her big eighties hair. I wasn’t embarrassed at all. I just held on to her and cried.',
    symbols: ['toy', 'road', 'hair'],
    people: ['friend', 'mother'],
    emotions: ['sadness'],
    notThere: ['girl', 'bear', 'flying', 'killing', 'joy', 'shame'],
    notFelt: ['joy', 'shame'],
    written: { mother: 'mom' },
    turn: ['mother'],
    outsideLexicon: ['ribbons', 'bells', 'parade float', 'band'],
    probes: ['gender', 'negation', 'turn'],
  },
  // Images only in photos and negation. The ballot boxes (box) and the photos; the ex-husband and the
  // wedding day only in them (no ex, no husband, no wedding). The returning officer (stranger) in her
  // red coat (clothes); the hands black with ink; everybody cheering (crowd). "I wasn't happy" denies
  // joy; "guilty" is guilt.
  {
    id: 'en34-count',
    title: 'The count',
    text: 'I was a counting agent at the council election in Paisley last May. In the dream the ballot papers kept coming out of the boxes as photos, hundreds of them, every one of my ex-husband on our wedding day. The returning officer, a tall woman in a red coat, kept saying, ‘Just count them, pet.’ My hands were black with ink. Then the results came up on the big screen and the winner was me, by one vote. Everybody cheered. I wasn’t happy. Just guilty.',
    symbols: ['box', 'photo', 'clothes', 'hands'],
    people: ['stranger', 'crowd'],
    emotions: ['guilt'],
    notThere: ['ex', 'husband', 'wedding', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['ballot papers', 'ink', 'screen'],
    probes: ['negation'],
  },
  // Metaphor, verbs kept apart, a gendered word and a turn. The ice (snow) "a white desert" (no desert);
  // the house at the end an actual house with its porch light (house, light); Darlene and Bev (friend)
  // skating "like kids at a party" (no child, no party). The grandma (grandmother, as written) opening
  // the door in her housecoat (clothes) is the turn. "Happy and sad" are joy and sadness.
  {
    id: 'en34-bonspiel',
    title: 'Bonspiel',
    text: 'Bonspiel weekend in Moose Jaw, and I skip our rink. In the dream the sheet of ice went on forever, a white desert, and the house at the far end was an actual house, my grandma’s, porch light on. I threw the last rock and it slid for miles. Darlene and Bev weren’t sweeping, they were skating in circles like kids at a party. I walked after the rock the whole way. When I got to the porch my grandma opened the door in her housecoat. I was happy and sad at the same time.',
    symbols: ['snow', 'house', 'light', 'door', 'clothes'],
    people: ['friend', 'grandmother'],
    emotions: ['joy', 'sadness'],
    notThere: ['desert', 'child', 'party'],
    written: { grandmother: 'grandma' },
    turn: ['grandmother'],
    outsideLexicon: ['curling stone', 'porch'],
    probes: ['metaphor', 'verbs', 'gender', 'turn'],
  },
];
