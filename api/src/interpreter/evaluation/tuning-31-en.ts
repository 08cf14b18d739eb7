// Thirty-first tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 97 to 105 words as people type them at dawn, first person, five of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and no quotes,
// eighteen with dialogue (British single quotes from the UK, Australia, New Zealand, South Africa and
// Kenya, double quotes from the US and Canada), told by people of many trades, countries and ages (an
// accountant of forty-four in Leicester, a high school soccer referee in Columbus, a culinary student
// of twenty-three in Halifax, a claims handler in Hartford, a farm machinery salesman in West Wales, a
// stay-at-home dad in Brisbane, a vet nurse in Dunedin, a seventeen-year-old at the Iowa State Fair, a
// firefighter in Cork, a retired mail carrier of seventy in Overland Park, someone at a New Year's Eve
// party in Cape Town, a school caretaker of fifty-eight in Belfast, a brewery driver of forty-one in
// Denver, a wife in Townsville, a wife of twenty-two years in Nairobi, a grown child in Auckland, a
// realtor in Tampa, a bus tour guide in Edinburgh, a reader at Mass in Boston, a grandchild in
// Salford), about what people most often dream of, in situations none of the earlier English batches
// used (their ids and titles grepped first, and a few of their places, situations and names): a class
// photo at forty-four among eleven-year-olds, a referee late for the state final, a culinary exam with
// a sink of live fish, an office filling from its sprinklers, a satnav in a mother's voice driving into
// the sea, two boys lost in a soft play's ball pit, lost in Shinjuku station before a first trip, a
// giant rabbit costume at the State Fair giving chase, falling off a son's top bunk through the earth
// and the stars, a retired mail carrier flying his old route with his dog, a New Year's countdown that
// never reaches midnight, a sparrow on an X-ray, a shoe store where the feet are seven again, frogs
// taking over a house in the wet season, a husband with another family in the empty flat upstairs,
// parents moved into a studio flat, an open house that is the realtor's childhood home, teeth falling
// out on an open-top bus, naked at the lectern at Mass, and a dead grandmother folding dumplings above
// the family takeaway. About three quarters (fifteen, the first fifteen) are plain reports with the
// ordinary images of dreams (school, lateness, an exam, water, a car, children, being lost, a chase,
// falling, flying, a party, a hospital, a shop, animals, a partner) and no deliberate traps, written to
// see that the analysis finds everything that is there and nothing that is not; what they list under
// `notThere` is only what ordinary words bring with them ("high school soccer", "crowd" showing crow,
// "shaking hands", ‘buddy’, "the legs of the desks", "holding my breath", "I wasn’t even scared", ‘love’
// said to a salesman, "stay at home", a "bag of" chips, "nearly cried", "vet nurse", "flying to Japan",
// "my first big trip", a raincoat, a rabbit costume, the Kids’ Zone, "waving", "firefighter", "like when
// he was a baby", "school caretaker", the City Hospital, a light box, "Children’s" as a size, "no
// wonder", "tree frogs", "married", children's laughter, a wedding dress only remembered). The other
// quarter (the last five: the studio flat, the open house, the open-top bus, the first reading, the
// dumplings) hold the traps people write without meaning to: names with image words in them (Shelly
// Beach, Eagle Crest Drive, Princes Street, Father Mike, the Lucky Star), everyday senses of image words
// ("I’m a realtor", "I’m a tour guide", "sweetheart" showing heart, "mother" showing moth), deaths dated
// in waking life ("He died in 2011", "until she died in 2018", "My grandma died in 2020"), images only
// said, remembered or owned (the family home sold, a beach only painted, a dad's truck and handwriting,
// a broker only on the phone, "Thanks be to God", the parents' takeaway), likenesses and set phrases
// ("like a kettle", "on the edge of the bath", "cried like a kid", "sell like hot cakes", "like Tic
// Tacs", "falling over myself", "not a stitch", "quick as birds"), words of address (‘sweetheart’,
// ‘son’, ‘my child’, ‘little fish’), feelings denied ("I wasn’t worried", "I wasn’t sad, not really",
// "I wasn’t embarrassed", "I wasn’t ashamed at all", "I wasn’t scared of her") and another's feeling (a
// dad delighted, a couple delighted, a couple loving it, a sister mortified, a mum crying). `notFelt`
// repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a
// person's gendered word as written; `turn` lists the images of a turning point (a recognition, a
// reversal, the last unexpected image) where there is one and the lexicon has a word for it (one has
// none: the whistle held out to the late referee). To complete `notThere`, a read-only `python3` call
// printed which of the lexicon's English words (with the people variants) and the emotion list's
// English words occur in each title and text (a crude match allowing a few endings, so that "crowd"
// showed crow, "mother" moth, "sweetheart" heart and "stay at home" home), and each whose image is not
// in the dream was added to `notThere`, as the twenty-seventh to thirtieth batches did; it ran nothing
// of the analysis. Where earlier batches differ, the readings follow the later one, and say so: a
// death dated in waking life is no death, as from the tenth batch on (en7-beehive read a grandfather's
// death ten years before as there); a word that says what the dreamer is ("a vet nurse", "I’m a tour
// guide", "firefighter", "a school caretaker", "I’m a realtor") is the dreamer, as from the
// twenty-second batch on; a costume is no animal, as the "lion costume" of the twenty-seventh; a
// colleague is boss, as in en20-window-cleaner, en29-drive-thru and en30-first-officer; anonymous people
// (a photographer, players, a salesman, a couple) are strangers or a crowd, as from the twelfth batch
// on; an old fella is wise_elder, as the old lady of en30-tap; a flat is no house, as in
// en10-flat-viewing; someone only phoned, remembered or owning a place is not there, as from the tenth
// batch on and in the twenty-eighth to thirtieth; "shaking hands" is no hands, as "my hands were
// shaking" in en30-lake-street; teeth dropping out are no falling, as in en29-auctioneer; a word said to
// the dreamer (‘love’, ‘buddy’, ‘sweetheart’, ‘son’, ‘my child’, ‘little fish’) is in `notThere` and
// not among the people, and ‘love’ so said is not in `notFelt`, as in en24-dove-lake and the
// twenty-ninth and thirtieth. Choices of this batch, said where they are made: where "children" and
// "boys" are both written of the same children both ids are listed, as en29-teaspoon listed baby and
// daughter; coming off a bike is an accident; "the house I grew up in" and the old bathroom of "the
// family home" are childhood_home. None of the named people come back from earlier batches. Files
// read: the README (`cat`, with `ls` of the evaluation folder and `cat` of the types in the same
// command; the display cut a middle part of the README, from the fourteenth to the twenty-third
// batch's sections, which was not read), the types (`cat`), the twenty-ninth and thirtieth batches
// (`wc -l` of both, then `sed -n` in two parts each), the lexicon's eight data files (`ls -la` and `wc
// -c *.json`, with a `python3` call that printed each file's type and length; a `python3` call that
// printed the key names of the entries of each file; a `python3` call that printed each entry's id and
// English words and the people variants' ids and English words), the emotion list (`grep -n -E
// "^\s*id:"` piped to `head`, and a `python3` call that printed each id and its English words, with
// the comments inside the lists stripped), and the earlier English tuning batches through `grep` pipes
// over `tuning-en.ts` and `tuning-*-en.ts` (with `paste`, `sed`, `column`, `cut`, `head`, and `grep -v`;
// five in `for` loops with `printf` and `tr`): their ids and titles; a few places, situations and
// words (school photos, referees, sprinklers, satnavs, soft play, Shinjuku, bunk beds, New Year,
// X-rays, shoe shops, frogs, proposals, tour guides, priests, open houses, takeaways, dumplings), which
// printed lines of a few earlier texts and comments (en-grandfather-clock, en-storm-house,
// en10-flat-viewing, en13-coin, en14-audition, en24-junkanoo, en24-okada, en26-karoo, en27-lion-dance,
// en7-beehive, en7-zoo-shop and others); the names I meant to use; how they read neighbours and
// parents; and a `head -1` and `awk` of the twentieth to thirtieth batches' first lines and of the
// twenty-ninth and thirtieth's long comment lines, to match their line lengths (every one of them keeps
// its first line whole, over 110 characters, as this file does; all its other comment lines are
// shorter). Departures, disclosed: the `ls` of the evaluation folder listed the names of the held-out
// files, `evaluation.test.ts` and `score.ts`, and the `ls -la` of the lexicon folder listed its
// `README.md`, `index.ts` and `types.ts`: names only, none of them opened; the key names of the
// lexicon's entries were printed, as said above; the `grep` of the `id:` lines of emotions.ts also
// printed one line of its interface (`id: string;`); nothing of the lexicon's or the emotion list's
// readings was printed. Over this file: `python3` calls that only printed (the word match above, run
// before the edits it led to and again after them; one that printed four trimmed texts and their word
// counts before they were edited in with the editor; checks of its brackets, quoting, word counts, ids,
// lists and comment line lengths) and `grep -n`, `sed -n` and `awk` calls to read it back. No script, test,
// tsx, node, vitest, npm or git command was run and no scratch file was written; the file was written
// and edited with the file editing tool only.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_31: readonly EvaluationDream[] = [
  // A plain dream of school, in the present. Photo day at the old primary school (school), the green
  // school jumper (clothes), the other kids (child) looking at the grey hair (hair). The old teacher; the
  // photographer (stranger, as anonymous people from the twelfth batch on) and his camera. The dreamer
  // eleven again in the photo is the turn (photo). "So embarrassed" is shame, "so happy" joy.
  {
    id: 'en31-photo-day',
    title: 'Photo day',
    text: 'I’m forty-four and an accountant in Leicester. In the dream it’s photo day at my old primary school and I’m in the Year 6 line-up on the benches, in my green school jumper, with my work lanyard still round my neck. All the other kids are eleven. They keep turning round to look at my grey hair. Mrs Achebe, our old teacher, straightens my collar and says, ‘Chin up, Joanne, nearly done.’ The photographer counts down from three and the camera flashes. When he shows us the photo, I’m eleven in it too. I’m so embarrassed, and then so happy.',
    symbols: ['school', 'clothes', 'hair', 'photo'],
    people: ['child', 'teacher', 'stranger'],
    emotions: ['shame', 'joy'],
    turn: ['photo'],
    outsideLexicon: ['benches', 'lanyard', 'collar'],
  },
  // A plain dream of lateness. High school soccer is the league he referees (no school is in the dream).
  // Late for the final (late), the car that won't start, the referee's shirt (clothes), the gates and
  // the side door (door), the crowd heard roaring (there by the sound, as the partner calling in
  // en29-glenelg; "crowd" is no crow, no bird). The players (strangers) "shaking hands" is the gesture
  // (no hands, as "my hands were shaking" in en30-lake-street). Dave, the other referee, is a colleague
  // (boss, as in en20-window-cleaner and en29-drive-thru); ‘buddy’ is a word of address (no friend).
  // "Wanted the floor to swallow me up" is shame. No turn with a word in the lexicon (the whistle).
  {
    id: 'en31-referee',
    title: 'State final',
    text: 'I’ve refereed high school soccer in Columbus for twenty years, and last night I dreamt I was late for the state final. My car wouldn’t start, so I ran the whole way in my black referee shirt and my socks. At the stadium every gate was locked. I ran round and round the outside listening to the crowd roar. When I finally got in through a side door, the game was over and the players were shaking hands. The other ref, Dave, held out my own whistle and said, “We started without you, buddy.” I wanted the floor to swallow me up.',
    symbols: ['late', 'car', 'clothes', 'door'],
    people: ['crowd', 'stranger', 'boss'],
    emotions: ['shame'],
    notThere: ['school', 'bird', 'hands', 'friend'],
    outsideLexicon: ['stadium', 'socks', 'whistle'],
  },
  // A plain dream of an exam, in the present. The culinary school (school), the final practical (exam) in
  // its big kitchen, the chef examining (teacher), the clock over the door. The sink full of live fish;
  // the fingers (hands) bleeding (blood). The fish lining up on the board is the turn. "So confused" is
  // confusion.
  {
    id: 'en31-practical',
    title: 'Final practical',
    text: 'I’m twenty-three and I finish culinary school in Halifax in May. In the dream it’s my final practical exam in the big kitchen, and the bench they give me has no stove, just a sink full of live fish. Chef Marchand walks between the rows with his clipboard, and the clock over the door says four minutes. I’m chopping onions so fast my fingers bleed. Then the fish jump out of the sink one by one and lie down in a row on my cutting board, perfectly still. Chef stops, looks, and says, “Good. They chose you.” I’m so confused I just stand there.',
    symbols: ['school', 'exam', 'kitchen', 'fish', 'clock', 'door', 'hands', 'blood'],
    people: ['teacher'],
    emotions: ['confusion'],
    turn: ['fish'],
    outsideLexicon: ['stove', 'sink', 'clipboard', 'onions', 'cutting board'],
  },
  // A plain dream of water. The claims department on the ninth floor, the cubicle (office). The
  // sprinklers, the water rising over the desks (flood); the "legs of the desks" are no feet. The
  // manager and the colleagues typing (boss, as in en20-window-cleaner). Swimming above the cubicle is the
  // turn; "holding my breath" is no breath lost. "Beautiful" is wonder; "I wasn’t even scared" denies
  // fear.
  {
    id: 'en31-sprinklers',
    title: 'Ninth floor',
    text: 'I work in claims for an insurance company in Hartford, up on the ninth floor. In the dream the sprinklers went off in the middle of a Tuesday and nobody moved. The water kept coming down and rising, over the carpet, up the legs of the desks, and everyone just kept typing with it up to their chests. My manager waded past with a coffee and said, “Those claims won’t file themselves, Deepa.” Then the water reached the ceiling and I was swimming above my cubicle, holding my breath, and it was quiet and blue and beautiful. I wasn’t even scared.',
    symbols: ['office', 'water', 'flood', 'swimming'],
    people: ['boss'],
    emotions: ['wonder'],
    notThere: ['feet', 'breath', 'fear'],
    notFelt: ['fear'],
    turn: ['swimming'],
    outsideLexicon: ['sprinklers', 'carpet', 'desks', 'ceiling'],
  },
  // A plain dream of a car. The salesman lives in the car in waking life and in the dream. The satnav in
  // the mum's voice, the lanes and the road, the sea (ocean) driven into, the fish past the windows.
  // ‘Love’ is said to the dreamer (no love). The mum (mother, as written) in the passenger seat in her
  // Sunday coat (clothes), eating a Welsh cake (food), is the turn. "So relieved" is relief.
  {
    id: 'en31-satnav',
    title: 'Left here',
    text: 'I sell farm machinery all over West Wales, so I practically live in the car. In the dream the satnav started talking in my mum’s voice. ‘Left here, Rhodri. No, the other left.’ It took me down lanes that got narrower and narrower, hedges scraping both sides, sheep in the road, until it said, ‘Now straight on into the sea, love.’ And I did. The car rolled down the slipway and along the seabed, fish drifting past the windows. Then I looked over and Mum was in the passenger seat in her Sunday coat, eating a Welsh cake. I was so relieved.',
    symbols: ['car', 'road', 'ocean', 'fish', 'window', 'clothes', 'food'],
    people: ['mother'],
    emotions: ['relief'],
    notThere: ['love'],
    written: { mother: 'Mum' },
    turn: ['mother'],
    outsideLexicon: ['satnav', 'hedges', 'sheep', 'slipway'],
  },
  // A plain dream of children, typed in a hurry. The stay-at-home dad is the dreamer (no house); the
  // boys (boy, as written), gone into the ball pit and looked for (searching), the tiny door. His own
  // dad (father, as written), young, sharing a "bag of" chips (food; no luggage, as in en29-drive-in),
  // is the turn. "So relieved i nearly cried" is relief and no crying, as "almost cried" in
  // en29-arborist.
  {
    id: 'en31-soft-play',
    title: 'ball pit',
    text: 'stay at home dad, two boys 4 and 6, so typing this before they wake. dreamt i took them to the soft play in chermside and they jumped into the ball pit and never came up. waited then went in after them. the balls kept going down and down red yellow blue and i was wading through them shouting their names. right at the bottom a tiny door. crawled through and there they were sharing a bag of chips with my own dad who looked about thirty. he just patted the bench. so relieved i nearly cried',
    symbols: ['searching', 'door', 'food'],
    people: ['boy', 'father'],
    emotions: ['relief'],
    notThere: ['house', 'luggage', 'sadness'],
    notFelt: ['sadness'],
    written: { boy: 'boys', father: 'dad' },
    turn: ['father'],
    outsideLexicon: ['soft play', 'ball pit', 'bench'],
  },
  // A plain dream of being lost, in the present. The vet nurse is the dreamer (no doctor, as a word that
  // says what the dreamer is, from the twenty-second batch on); "flying to Japan" and the "first big
  // trip" are waking plans (no flying, no journey). Lost in the station, the platform, the stairs; the
  // man in white gloves (stranger), the phone, the map. The girl (as written) in the yellow raincoat
  // (clothes; no rain) who knows her name is the turn. "So frustrated" is anger.
  {
    id: 'en31-shinjuku',
    title: 'Every exit',
    text: 'I’m a vet nurse in Dunedin, flying to Japan in March, my first big trip. In the dream I’m lost in Shinjuku station and every exit I take brings me back to the same platform. Same vending machines, same pharmacy, same man in white gloves bowing and pointing me up the same stairs. My phone’s on two per cent and the map is all in Japanese. I follow a girl in a yellow raincoat who looks like she knows, and we go round and round for hours. Then she turns and says, ‘You’ve been here before, Ngaio.’ I’m so frustrated I could scream.',
    symbols: ['lost', 'station', 'stairs', 'phone', 'map', 'clothes'],
    people: ['stranger', 'girl'],
    emotions: ['anger'],
    notThere: ['doctor', 'flying', 'journey', 'rain'],
    written: { girl: 'girl' },
    turn: ['girl'],
    outsideLexicon: ['vending machines', 'pharmacy', 'gloves'],
  },
  // A plain dream of a chase, in the present. The lemonade stand is her summer job. The giant rabbit
  // costume (clothes; no rabbit, as the "lion costume" of the twenty-seventh batch) chasing her (chased);
  // the Kids’ Zone is a name (no child). She runs (fleeing) and hides (hiding); his "waving" is a gesture
  // (no wave). The head pulled off to show the manager (boss) is the turn. "Terrified" is fear, "can’t
  // stop laughing" joy.
  {
    id: 'en31-state-fair',
    title: 'Lemonade',
    text: 'I’m seventeen and working the lemonade stand at the Iowa State Fair. In the dream it’s closing time and the guy in the giant rabbit costume from the Kids’ Zone starts chasing me. Not fast, just never stopping. I run past the Ferris wheel, through the pig barn, and every time I look back he’s the same distance behind, waving. I hide under a hay wagon. His big furry paws stop right next to my head. He pulls the rabbit head off, and it’s my manager, Brenda. “You forgot your apron,” she says. I’m terrified, and then I can’t stop laughing.',
    symbols: ['chased', 'clothes', 'fleeing', 'hiding'],
    people: ['boss'],
    emotions: ['fear', 'joy'],
    notThere: ['rabbit', 'child', 'wave'],
    turn: ['boss'],
    outsideLexicon: ['lemonade stand', 'Ferris wheel', 'barn', 'hay wagon', 'apron'],
  },
  // A plain dream of falling, typed in a hurry. The firefighter is the dreamer (no fire); "fell asleep"
  // is waking life, but the falling in the dream is there. The top bunk and the son's bed (bedroom), the
  // kitchen, the wife (as written) on the phone, falling through the ground and the stars (sky). Landing
  // beside the son (as written), asleep on his chest, is the turn; "like when he was a baby" is a
  // likeness (no baby). "Totally calm" is calm.
  {
    id: 'en31-top-bunk',
    title: 'top bunk',
    text: 'firefighter in cork, on days this week so quick one. fell asleep last night on the top bunk in my young lads room after his story and dreamt i rolled off it. only i never hit the floor. went straight through it, through the kitchen where my wife was on the phone and didnt even look up, then through the ground, roots and pipes and wet clay, faster and faster. then it all opened out and i was falling through stars. landed in my sons bed and he was asleep on my chest like when he was a baby. felt totally calm',
    symbols: ['bedroom', 'kitchen', 'phone', 'falling', 'sky'],
    people: ['wife', 'son'],
    emotions: ['calm'],
    notThere: ['fire', 'baby'],
    written: { wife: 'wife', son: 'son' },
    turn: ['son'],
    outsideLexicon: ['bunk', 'roots', 'pipes', 'clay'],
  },
  // A plain dream of flying. The mail route is his old work. The dog let out, the slippers (shoes)
  // leaving the porch: flying, the turn. The streets (road) of the route seen from above. The little boy
  // (as written) in pajamas (clothes) on his roof calls out. "So happy I laughed out loud" is joy.
  {
    id: 'en31-mail-route',
    title: 'Route 114',
    text: 'I carried mail in Overland Park for thirty-one years, and I’m seventy now with bad knees. In the dream I let the dog out last thing at night, and when I stepped onto the porch my slippers left the boards. I just rose. Rosie barked once and then she came up too, paddling the air beside me. We flew over my whole old route, street by street, the roofs and the backyard pools and the cul-de-sacs, every mailbox I ever filled. A little boy in pajamas sitting on his roof called out, “Hi, mailman!” I felt so happy I laughed out loud.',
    symbols: ['dog', 'shoes', 'flying', 'road', 'clothes'],
    people: ['boy'],
    emotions: ['joy'],
    written: { boy: 'boy' },
    turn: ['flying'],
    outsideLexicon: ['porch', 'roofs', 'pools', 'mailbox'],
  },
  // A plain dream of a party. The New Year's Eve party at the friend Thandi's (friend, there: she shouts
  // the countdown), the lanterns (candle), the garden, everybody dancing (crowd, dancing). The countdown
  // that loops, the phone. The boyfriend (as written) asleep in a paper crown is the turn; ‘babe’ is no
  // lexicon word. "I felt so alone" is loneliness.
  {
    id: 'en31-countdown',
    title: 'Midnight',
    text: 'It was New Year’s Eve and we were having the party at my friend Thandi’s place in Observatory, lanterns all over the garden, everybody dancing. Just before midnight Thandi shouted ‘Ten!’ and we all counted down, and at ‘One!’ it went straight back to ten. Again and again. Nobody else minded. They kept cheering and hugging and popping the same bottle of bubbly. My phone said 23:59 every time. I went inside to find my boyfriend, and he was asleep on the couch in a paper crown. ‘Wake me when it’s next year, babe,’ he said. I felt so alone.',
    symbols: ['party', 'candle', 'garden', 'dancing', 'phone'],
    people: ['friend', 'crowd', 'boyfriend'],
    emotions: ['loneliness'],
    written: { boyfriend: 'boyfriend' },
    turn: ['boyfriend'],
    outsideLexicon: ['bottle', 'couch', 'paper crown'],
  },
  // A plain dream of a hospital. The school caretaker is the dreamer (no school). Coming off the bike
  // on the road (bicycle, accident), A&E at the City Hospital (hospital; a name, no city). The young
  // doctor, the X-ray on the light box (an object: no light, no box). The sparrow (bird) inside the ribs
  // is the turn; "like a branch" is a likeness. "Fascinated" is wonder.
  {
    id: 'en31-x-ray',
    title: 'Sparrow',
    text: 'I’m a school caretaker in Belfast, fifty-eight. In the dream I came off my bike on the Ormeau Road and next thing I was in A&E at the City Hospital, waiting hours on a plastic chair with my arm in a sling. Eventually a young doctor took me through for an X-ray. She put it up on the light box and went very quiet. There was a little bird inside my ribs, a sparrow, perched on one of them like a branch, with its head tucked under its wing. ‘Has he always been there?’ she asked. I said I didn’t know. I was fascinated.',
    symbols: ['bicycle', 'accident', 'road', 'hospital', 'bird'],
    people: ['doctor'],
    emotions: ['wonder'],
    notThere: ['school', 'city', 'light', 'box'],
    turn: ['bird'],
    outsideLexicon: ['A&E', 'sling', 'X-ray', 'ribs', 'light box'],
  },
  // A plain dream of a shop, in the present. The work boots are waking life. The shoe store at the mall
  // (shop, shoes), the salesman (stranger) measuring the feet, tiny; "Children’s" is a size (no child).
  // The boxes (box), the red Mary Janes (shoes) the mom bought for first grade. The mom (mother, as
  // written) in the chair by the window is the turn. "So embarrassed" is shame.
  {
    id: 'en31-shoe-store',
    title: 'Mary Janes',
    text: 'I’m forty-one, I drive for a brewery in Denver, and I need new work boots, so maybe that’s why. In the dream I’m in an old-fashioned shoe store at the mall, the kind with the metal foot measurer, and the salesman kneels down and measures me. “Eleven,” he says. “Children’s.” I look down and my feet are tiny, seven years old, in white socks with frills. Every box he brings out has the same red Mary Janes in it, the ones my mom bought me for first grade. Then I see my mom sitting in the chair by the window, smiling. I feel so embarrassed.',
    symbols: ['shop', 'shoes', 'feet', 'box', 'window'],
    people: ['stranger', 'mother'],
    emotions: ['shame'],
    notThere: ['child'],
    written: { mother: 'mom' },
    turn: ['mother'],
    outsideLexicon: ['foot measurer', 'socks', 'chair'],
  },
  // A plain dream of animals. "No wonder" is a set phrase (no wonder). The rain of the dream, the frogs
  // (frog; "tree frogs" are no tree) in the shower and the toilet (bathroom), one in the husband's
  // slipper (shoes). The big one talking is the turn. The husband (as written) laughs; "annoyed" is
  // anger, and "I laughed too" joy.
  {
    id: 'en31-frogs',
    title: 'Tree frogs',
    text: 'We’ve had a wet season like no other up here in Townsville, so no wonder. In the dream it was raining, a whole week of it, and the frogs came inside. Green tree frogs everywhere: in the shower, in the kettle, lined up along the top of the telly, one sitting in my husband’s slipper. I kept carrying them out in a tea towel and they kept hopping back in. Then the big one in the toilet looked up at me and said, ‘We were here first, Marjorie.’ Des just laughed and put the kettle on. I was annoyed, and then I laughed too.',
    symbols: ['rain', 'frog', 'bathroom', 'shoes'],
    people: ['husband'],
    emotions: ['anger', 'joy'],
    notThere: ['wonder', 'tree'],
    written: { husband: 'husband' },
    turn: ['frog'],
    outsideLexicon: ['kettle', 'telly', 'tea towel'],
  },
  // A plain dream of a partner. "Married twenty-two years" is waking life and the wedding dress only
  // remembered (no wedding). The children heard laughing (their joy) are the three small boys (child,
  // boy, as written). The flat is no house, as in en10-flat-viewing. The keys, the door, the husband (as
  // written) in his shirt (clothes), the chapati eaten (food); the woman she didn't know (stranger) in
  // the yellow dress (clothes), his other life (betrayal). Her treating the dreamer as the visitor is the
  // turn. "Furious" is anger, "I cried" sadness.
  {
    id: 'en31-upstairs',
    title: 'The flat upstairs',
    text: 'My husband Francis and I have been married twenty-two years. I’ve never once doubted him. In the dream I heard children laughing in the empty flat above ours in Kilimani. I went up with my keys and found the door open. Francis was at the table in his good blue shirt, eating chapati with a young woman I didn’t know and three small boys. She had on the yellow dress I wore to our wedding. ‘You’re back early,’ she said to me, as if I was the visitor. Francis didn’t even look up. I was furious, and then I cried.',
    symbols: ['keys', 'door', 'clothes', 'food', 'betrayal'],
    people: ['husband', 'stranger', 'child', 'boy'],
    emotions: ['anger', 'sadness'],
    notThere: ['wedding', 'joy'],
    notFelt: ['joy'],
    written: { husband: 'husband', boy: 'boys' },
    turn: ['stranger'],
    outsideLexicon: ['table', 'chapati'],
  },
  // The family home sold is waking life, only named (no family, no house); the studio flat is no house,
  // as in en10-flat-viewing. The mum and dad (mother, father, as written) moved in; the bed is gone (no
  // bedroom), the ladder is there, and the bach at Shelly Beach is only painted (a name: no beach).
  // ‘Sweetheart’ is a word of address (no heart); "Don’t look so worried" is only said and "I wasn’t
  // worried" denies it (no anxiety); the dad's delight is his (no joy); "like a kettle" is a likeness.
  // The bathroom door opening on the old bathroom of the family home (childhood_home) is the turn. "On
  // the edge of the bath" is a set phrase (no cliff); "cried like a kid" is sadness and a likeness (no
  // child).
  {
    id: 'en31-grey-lynn',
    title: 'The old bathroom',
    text: 'Mum and Dad sold the family home in Mt Roskill last month, and I dreamt they’d moved into my studio flat in Grey Lynn. Mum had put her china cabinet where my bed should be, and Dad was up a ladder hanging his painting of the bach at Shelly Beach over my telly. ‘Don’t look so worried, sweetheart,’ Mum said. I wasn’t worried. Dad was delighted, whistling away like a kettle. Then I opened the bathroom door and it was their old bathroom in Mt Roskill, green tiles and all. I sat on the edge of the bath and cried like a kid.',
    symbols: ['ladder', 'bathroom', 'door', 'childhood_home'],
    people: ['mother', 'father'],
    emotions: ['sadness'],
    notThere: ['family', 'house', 'bedroom', 'beach', 'anxiety', 'heart', 'joy', 'cliff', 'child'],
    notFelt: ['anxiety', 'joy'],
    written: { mother: 'Mum', father: 'Dad' },
    turn: ['bathroom', 'childhood_home'],
    outsideLexicon: ['china cabinet', 'painting', 'telly', 'tiles', 'bath'],
  },
  // "I’m a realtor" is the dreamer. The open house on Eagle Crest Drive (a name: no eagle; the street is
  // only the address, read neither way) is the house she grew up in (house, childhood_home). The dad and
  // his death are dated in waking life (no father, no death, as from the tenth batch on), his truck only
  // remembered (no car), his handwriting on the door only his trace. The young couple (strangers) are
  // delighted: theirs (no joy). "Sell like hot cakes" is a set phrase (no food); the broker is only on
  // the phone (the phone is there; no boss, as people only phoned from the tenth batch on). The old
  // bedroom is the turn. "I wasn’t sad" denies sadness; "guilty" is guilt.
  {
    id: 'en31-eagle-crest',
    title: 'Eagle Crest',
    text: 'I’m a realtor in Tampa. In the dream I was running an open house on Eagle Crest Drive, and only when I put the sign out did I see it was the house I grew up in. My dad built it in 1979. He died in 2011. The young couple walking through were delighted with everything, the pool, the lanai, the spot where Dad used to park his truck. “It’ll sell like hot cakes,” my broker said on the phone. Then I found my old bedroom, still yellow, my name on the door in Dad’s handwriting. I wasn’t sad, not really. I just felt guilty.',
    symbols: ['house', 'childhood_home', 'phone', 'bedroom', 'door'],
    people: ['stranger'],
    emotions: ['guilt'],
    notThere: ['eagle', 'father', 'death', 'joy', 'car', 'food', 'boss', 'sadness'],
    notFelt: ['joy', 'sadness'],
    turn: ['bedroom'],
    outsideLexicon: ['sign', 'pool', 'lanai', 'handwriting'],
  },
  // "I’m a tour guide" is the dreamer (a word that says what the dreamer is, from the twenty-second batch
  // on); the American couple at the front are strangers all the same. The open-top bus on Princes Street
  // (road; a name, no royalty). The tooth into the hand (teeth, hands); "like Tic Tacs" is a likeness,
  // "falling over myself" a set phrase (no falling; teeth dropping out are no falling, as in
  // en29-auctioneer). Greyfriars Bobby is a statue's name; the bunnet is a cap (clothes). The couple
  // "loving it" is theirs (no love). The old fella (wise_elder, as written, as the old lady of en30-tap);
  // ‘son’ is a word of address (no son). The Castle is there. No teeth left is the turn. "I wasn’t
  // embarrassed" denies shame; "terrified" is fear.
  {
    id: 'en31-open-top',
    title: 'Princes Street',
    text: 'I’m a tour guide on the open-top buses in Edinburgh. In the dream I was doing my usual patter along Princes Street when a front tooth came out into my hand. Then another, dropping like Tic Tacs into the mic. I kept going, falling over myself to get the dates right, past Greyfriars Bobby, down into the Grassmarket, spitting teeth into my bunnet. The American couple at the front were loving it. An old fella at the back shouted, ‘Keep going, son, you’re doing great!’ By the time we got up to the Castle I had none left. I wasn’t embarrassed. I was terrified.',
    symbols: ['bus', 'road', 'teeth', 'hands', 'clothes', 'castle'],
    people: ['stranger', 'wise_elder'],
    emotions: ['fear'],
    notThere: ['royalty', 'falling', 'love', 'son', 'shame'],
    notFelt: ['love', 'shame'],
    written: { wise_elder: 'old fella' },
    turn: ['teeth'],
    outsideLexicon: ['mic', 'bunnet'],
  },
  // St Brendan's is a name. The mother, her death dated in waking life, is only remembered (no mother, no
  // death; "mother" shows moth, no butterfly). The lectern in the church; naked, the turn (a
  // recognition); "not a stitch" is a set phrase. Father Mike is the priest (no father; a priest has no
  // word in the lexicon). ‘My child’ is a word of address (no child); "Thanks be to God" is only said
  // (no divine). The whole church answering (crowd); the sister (as written) mortified: hers. "I wasn’t
  // ashamed" denies shame; "at peace" is calm.
  {
    id: 'en31-first-reading',
    title: 'First reading',
    text: 'I do the first reading at St Brendan’s in Dorchester most Sundays, the way my mother did until she died in 2018. In the dream I walked up to the lectern and realized halfway through Isaiah that I was completely naked. Not a stitch. Father Mike didn’t blink. “Go on, my child,” he whispered. The whole church answered “Thanks be to God” as if nothing was wrong, and my sister Colleen in the third pew looked mortified. I wasn’t ashamed at all, which is the strange part. I finished the reading slowly and felt completely at peace.',
    symbols: ['church', 'naked'],
    people: ['sister', 'crowd'],
    emotions: ['calm'],
    notThere: ['mother', 'butterfly', 'death', 'father', 'child', 'divine', 'shame'],
    notFelt: ['shame'],
    written: { sister: 'sister' },
    turn: ['naked'],
    outsideLexicon: ['lectern', 'pew', 'priest'],
  },
  // The dead come back. The grandma (grandmother, as written) is there; her death is dated in waking life
  // (no death, as from the tenth batch on; en7-beehive had read such a death as there). The kitchen above
  // the Lucky Star (a name: no sky), the parents' takeaway (theirs only by owner: no family). The
  // dumplings eaten (food), her hands "quick as birds" (hands; a likeness, no bird). ‘Little fish’ is a
  // word of address (no fish). The mum (mother, as written) coming in is the turn; her crying is hers
  // (no sadness). "I wasn’t scared" denies fear; "so loved" is love.
  {
    id: 'en31-lucky-star',
    title: 'Dumplings',
    text: 'My grandma died in 2020, in lockdown, and we never got to say goodbye. Last night she was back, in the kitchen above the Lucky Star, my parents’ takeaway in Salford, folding dumplings for New Year like always, her hands quick as birds. ‘Sit down, little fish,’ she said, and showed me the pleats again, slower this time. Then Mum came in and saw her and started crying, but Grandma just handed her a bowl. The three of us ate at the counter with the radio on. I wasn’t scared of her for a second. I felt so loved.',
    symbols: ['kitchen', 'food', 'hands'],
    people: ['grandmother', 'mother'],
    emotions: ['love'],
    notThere: ['death', 'sky', 'family', 'bird', 'fish', 'sadness', 'fear'],
    notFelt: ['sadness', 'fear'],
    written: { grandmother: 'grandma', mother: 'Mum' },
    turn: ['mother'],
    outsideLexicon: ['bowl', 'counter', 'radio'],
  },
];
