// Thirty-fifth tuning batch (English), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 87 to 99 words as people type them at dawn, first person, three of them in the present
// tense (the typhoon, the morris side, the nail salon) and the rest in the past, two typed in a hurry with
// no capitals and little punctuation (the Iditarod, the lobster boat), told by people of many trades and
// countries (a marine pilot in Durban, a musher on the Iditarod, a bank worker in Soweto who wrote matric
// in 2009, a deputy head in Kisumu, a turbine technician on Orkney, a woman alone in a flat in Tseung Kwan
// O, a hospice nurse in Glasgow, a dog groomer in Cork, a lobsterman out of Stonington, a Zamboni driver
// in Saskatoon, a melodeon player for a morris side in Bampton, a young woman at Holi in Edison, a Samoan
// court interpreter in Auckland, an old full-back of Tipperary, a cane grower's child from near Bundaberg,
// a chimney sweep in Bristol, a jeepney driver in Quezon City, a bird ringer at Holme, a boda boda rider
// in Kampala, a nail technician in Garden Grove), in situations none of the earlier English batches used
// (their ids grepped first, and situation words, places and names): a pilot ladder off the Bluff, wolves
// on the Yukon ice, the matric maths exam, teeth lost during a prize-giving speech, a fall from a wind
// turbine's nacelle, a typhoon flooding a thirtieth-floor flat, a dead patient back in his hospice bed, a
// poodle clipped until it grows into a horse, lost in fog among the lobster buoys, naked on the Zamboni at
// the second intermission, a morris fool who is the dead mother, Holi in a parking lot that opens into a
// grandmother's courtyard, a defendant's words turning into moths, flying over the stand at Semple
// Stadium, a cane fire with cold flames, a chimney that comes down into a gran's front room, a jeepney's
// last trip with a girl who is the daughter, mist nets full of impossible birds, a boda boda passenger who
// is the mother, and tigers painted on a mother's nails. Two drafts were changed after the greps: a
// wedding DJ in Nairobi losing his teeth (the thirty-third has a dreamer who is the DJ) became a deputy
// head's speech in Kisumu, and a nail salon first set in Houston (a city of the twenty-eighth and
// thirty-third) moved to Garden Grove. The first ten are plain reports with the ordinary images of dreams
// (drowning, a chase, an exam and lateness, teeth, falling, a flood, the dead come back, an animal that
// changes, being lost, nakedness before a crowd) and no deliberate traps beyond what ordinary words bring
// with them (a mall only worked in, other people's parents, a tooth falling, the blades and tower of a
// turbine, Hammars Hill, a mum's house, the mother only rung and "ring" as a call, "eye level", "who we
// lost", 'hen', "late with my tea", pigeons talked about, "grooming", riding "home", "fish" as lobstering,
// ledges under water, "no island", a grandmother's quilt, the Blades, "waving", moth in "mother" and star
// in "staring"). The other ten hold the traps issue 24 names, written naturally: likeness and metaphor
// ("flying like a bird", "black as a crow", "like a wall", "like walking through a sunset", "the rain
// coming down like stones", words that come out as moths, tigers painted "so fine they look alive"),
// negation and contrast ("I'm not dancing", "I'm not frightened", "I wasn't nervous at all", "I didn't
// fall", "I wasn't one bit sad", "no moon up yet", "no smoke and no heat", "no fire in the grate", "no
// lights", "I wasn't sad", "I wasn't afraid", "I'm not angry at anyone"), verbs kept apart (the side
// dances while the dreamer plays), feelings of other people (a cousin furious, people on a roadside
// terrified, a mother laughing, an aunt furious), images only remembered, wished, owned, pictured or said
// (a dad who first took the dreamer ringing, food wished for a passenger, a gran's "Wipe your feet", a
// photo from a refugee camp, the pliers a dead father owned), words in another sense (ringing birds, a
// witness box, squirt guns, "the bike" of a boda boda, "the last trip" of a route, the dunes of a coast,
// "dead calm"), names holding image words (the Black Horse, Patel Brothers, Judge Crowe, the Cats, Mother
// Ignacia Avenue, Garden Grove), gendered person words as written (mother, grandmother, father, brother,
// Dad, Mum, gran, daughter, mama, aunt, mom) and turning points (a recognition in all but one: the mist
// nets have none). `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as
// felt; `written` gives a person's gendered word as written; `turn` lists the images of a turning point
// where there is one and the lexicon has a word for it (the plain dreams have one where the dream turns:
// the father at the ladder, the village lights, the horse, the ferry, the white house). No dream is
// untitled: the tuning batches have no stored placeholder title for untitled dreams (a `grep` for
// "untitled", for empty titles and for titles such as 'Untitled' found none, only the untitled-style short
// titles of the seventeenth), so every dream has a title, the two hurried ones a lowercase word
// ('iditarod', 'fog') as the seventeenth's 'weird one'. Readings follow the conventions the thirty-third
// and thirty-fourth batches' headers spell out: a death dated in waking life is no death ("dead since
// 2011", "who passed in 2019", "died before I was born"); anonymous people (a woman with a poodle, a
// bishop, a judge, Kilkenny lads) are strangers and a watching, writing or sleeping mass (the school and
// its parents, the gallery, a morris side and its watchers, the passengers) a crowd; a supervisor is boss;
// someone only remembered, rung, owning a thing or in a photo is not there; the figure who turns out to be
// someone known (the fool, the young man in the dock, the girl in the jeepney, the woman under the
// umbrella, the customer) is read as that person alone; a likeness or set phrase names no image; a word
// said to the dreamer ('love', 'hen', 'Kuya') is in `notThere` where the lexicon has a word for it, and
// 'love' so said is not in `notFelt`; another's flying, dancing and laughing are theirs; a trade the
// dreamer names ("I'm a nurse") is the dreamer; music played is singing (the id's word "music"); a tooth
// falling out is no falling of the dreamer's; "heart pounding" is fear and no heart; a known childhood
// house is house and childhood_home. Choices of this batch, said where they are made: a typhoon is storm,
// though the lexicon has no word for it; a jeepney is bus; a boda boda is a motorbike, outside the
// lexicon, and "the bike" no bicycle; squirt guns are toy and no gun; a hat is clothes; the rink gate is
// door; a cousin and nephews are family; a patient known by name (Mr Docherty) has no people id, as one
// known neighbour in the thirty-third Spanish batch; the pines are tree, the dunes outside the lexicon and
// no desert; "the water starts rising" in a flat is flood. To complete `notThere`, a read-only `python3`
// script matched the lexicon's English words (with the people variants) and the emotion list's English
// words against this file's titles and texts (a crude match allowing the endings s, es, ed, d, ing, y, ly,
// er and ers, as the thirty-third's did); every lexicon id it showed whose image is not in the dream was
// added to `notThere` (it showed moth in "mother" three times, wedding in "grooming", sky in "staring",
// desert in "dunes", ring in "ringing" and "rings", bicycle in "bike", knife in "Blades" and "blades",
// mountain in "Hammars Hill", light in "lighting"), and a few it did not show were listed because a word
// reader might still find them ("late with", "waving", alone). It ran nothing of the analysis. Files read:
// the README (`cat`, with `cat` of the types in the same command; the display cut a middle part, which two
// `sed -n` calls then printed, so all of it was read; the figures not studied), the types (`cat`), the
// thirty-fourth English batch (`cat`, whose display cut fifteen lines in the middle: the end of
// en34-vintage and the start of en34-storm-duty were not read), the thirty-fourth Spanish batch (its
// header through `awk` and `sed -n`, its dreams through `awk` piped to `head -c`: all of it), the headers
// of the thirty-third English and Spanish batches (`awk` up to their `import` line, then `sed -n` over the
// part the display cut: all of both), the lexicon's eight data files (`python3` calls that printed each
// file's JSON type, length and the key names of its first entry; the key names of people.json's entries
// and of its variants; and each entry's id with its English and Spanish words and those of the variants),
// the emotion list (a `grep -n` of its `id:` lines, a `grep -oE` count of the key names at the start of
// its lines, and a `python3` call that read the file and printed only each id with its English and Spanish
// words, the comments inside the lists stripped) and the earlier tuning batches of both languages through
// `grep` pipes: a `for` loop that printed every English id; `for` loops of `grep -il` and `grep -ilw` over
// the English (and, for the Spanish half written beside this one, the Spanish) tuning files, printing file
// names only, for the situation words, places and names above and the Spanish ones in the Spanish header
// (one such loop, for Garden Grove, Little Saigon and Spanish words, ran over both languages' files at
// once); `grep -ohi` with up to 100 characters of context for a dozen of them (sled, lobster, DJ,
// interpreter, ringing, newsread, the dock, hockey, motorbike taxi, cane), which printed short passages of
// earlier texts and comments; `grep -A2` of en28-ladder (its title and the start of its text); a `grep`
// for untitled and empty titles; `grep -n -B8`/`-A10` of "glass of water" in the thirty-third, piped to
// `grep`; `grep -n` of "heart pounding" and "corazón a mil" over the tuning files with `grep -A8` of three
// Spanish files, piped to `grep` and `head`, for how they read a pounding heart; and `grep -ohi` over the
// comments of the twenty-fifth to thirty-fourth batches for how they read flowers. Not read: the held-out
// files, `evaluation.test.ts`, `score.ts`, the analysis and composers and everything else under the
// interpreter folder but the files named here; the earlier batches' texts and readings beyond those greps.
// Departures, disclosed: the `ls` of the evaluation and lexicon folders (with `wc -l` of the README, the
// types and emotions.ts) listed the names of the held-out files, `evaluation.test.ts`, `score.ts` and the
// lexicon's `index.ts`, `types.ts` and README, none of them opened; the key names of the lexicon's and the
// emotion list's entries were printed (among them those of the interpretation texts and exclude lists,
// whose contents were not), and the `grep` of the `id:` lines of emotions.ts also printed one line of its
// interface (`id: string;`); the matcher was a scratch script written to /tmp (`/tmp/match35.py`), run
// over both new files several times and deleted at the end; the file was first created with the file
// editing tool with placeholder comments, then edited by `python3` string replacements (the `notThere`
// additions the match led to, four texts shortened to 100 words or fewer, the comments and this header,
// comment lines rewrapped under 110 characters). Commands over this file beyond those: `python3` checks of
// word counts, ids, lists and line widths, `grep -c`, `awk` and `sed -n` to read it back, and the parse
// check. Departure, disclosed: the brief's check (`node --experimental-strip-types -e "import(...)"`)
// failed at once with "bad option", since this machine's node is v20.20.2; after `node --version`, `which
// -a node`, an `ls` of /usr/local/bin and an `ls` of the repository's node_modules/.bin (which found tsc
// and tsx; tsx was not run), each new file was type-checked alone with `node_modules/.bin/tsc --noEmit
// --strict --allowImportingTsExtensions` (which reads only the file and the types), and a `node -e` call
// transpiled each file with the typescript package's `transpileModule` and imported the result from a
// data: URL (the type import erased, so nothing else is imported), printing 20 dreams and 20 distinct ids
// for each. No test, bench, analysis, tsx, vitest, npm or git command was run.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_35: readonly EvaluationDream[] = [
  // A plain dream of drowning. The pilot boat and the ship (boat), the ladder climbed, the sea (ocean), the
  // hands slipping, sinking (drowning) in the water, "couldn't breathe" (breath). The father (as written)
  // in his old uniform (clothes), hauling the dreamer up, is the turn. "Terrified" is fear.
  {
    id: 'en35-pilot-ladder',
    title: 'Pilot ladder',
    text: 'I’m a marine pilot in Durban. In the dream I went out on the pilot boat at night to board a bulk carrier off the Bluff. I grabbed the ladder and started up the side, but every time I climbed a few rungs the ship rolled and dunked me back into the sea. Then my hands slipped and I went under. I was sinking in black water, my lifejacket wouldn’t inflate, and I couldn’t breathe. A hand caught my wrist and hauled me up. It was my father, in his old harbour uniform. I woke up terrified.',
    symbols: ['boat', 'ladder', 'climbing', 'ocean', 'hands', 'drowning', 'water', 'breath', 'clothes'],
    people: ['father'],
    emotions: ['fear'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['lifejacket'],
  },
  // A plain dream of a chase, typed in a hurry with no capitals (ruby, yukon and juniper are names: a
  // place, a river, the lead dog). The dogs, the dark (darkness), the snow and the river ice (river, snow),
  // the wolves "running after me" (chased). The lights of a village (light, city) are the turn. "Heart
  // pounding" is fear, no heart.
  {
    id: 'en35-iditarod',
    title: 'iditarod',
    text: 'running my dogs in the iditarod somewhere past ruby on the yukon. dream was forty below and dark and the trail kept vanishing under blowing snow then my leader juniper started screaming and i looked back and there were wolves six or seven running after me along the river ice. dogs went flat out i was yelling at them and throwing everything off the sled to make it lighter. wolves got so close i could hear them breathing. then the lights of a village came up ahead and i woke up heart pounding',
    symbols: ['dog', 'darkness', 'snow', 'wolf', 'chased', 'river', 'light', 'city'],
    people: [],
    emotions: ['fear'],
    notThere: ['heart'],
    turn: ['light', 'city'],
    outsideLexicon: ['trail', 'sled'],
  },
  // A plain dream of an exam and lateness. The bank in Maponya Mall is waking life (no shop). The maths
  // exam back at the old school (school), late, the street (road), the school uniform (clothes), everyone
  // already writing (crowd), the teacher, the clock. "Panicking" is fear.
  {
    id: 'en35-matric',
    title: 'Matric maths',
    text: 'I wrote matric in 2009 and I work at a bank in Maponya Mall now, but in the dream it was the maths exam again at Morris Isaacson. I was late, running down Vilakazi Street in my school uniform while the bell rang and rang. When I got in, everyone was already writing. The paper was in a language I didn’t know, all squiggles. My pen kept running dry. Mr Mokoena, our maths teacher, stood over me tapping his watch. The clock said ten minutes left. I was panicking so badly I woke up.',
    symbols: ['exam', 'late', 'road', 'clothes', 'school', 'clock'],
    people: ['crowd', 'teacher'],
    emotions: ['fear'],
    notThere: ['shop'],
    outsideLexicon: ['bell', 'pen', 'watch'],
  },
  // A plain dream of teeth. Deputy head is the dreamer's trade. The school; the whole school and all the
  // parents under the tents (crowd; other people's parents: no family); the speech (performance); the teeth
  // coming loose into the hand (hands; a tooth falling is no falling of the dreamer's); the girls (girl);
  // the chief guest, a bishop (stranger). "So embarrassed I wanted to disappear" is shame.
  {
    id: 'en35-prize-giving',
    title: 'Prize-giving',
    text: 'I’m deputy head at a girls’ secondary school in Kisumu. In the dream it was prize-giving day, the whole school and all the parents under the tents, and I stood up to give my speech. As soon as I opened my mouth my teeth started coming loose. One fell onto the lectern, then another, clicking like beads. I kept talking and catching them in my hand. The girls were whispering. The chief guest, a bishop in purple, just nodded and smiled. By the end my mouth was empty. I sat down so embarrassed I wanted to disappear.',
    symbols: ['school', 'performance', 'teeth', 'hands'],
    people: ['crowd', 'girl', 'stranger'],
    emotions: ['shame'],
    notThere: ['family', 'falling'],
    outsideLexicon: ['tents', 'lectern'],
  },
  // A plain dream of falling. The gale (wind), climbing out, falling; the blades and the tower are the
  // turbine's (no knife, no castle); Hammars Hill is the wind farm's name (no mountain). The island, the
  // sea (ocean), the mum's house seen far below (house; the mum only owns it: no mother). "Terrified" is
  // fear.
  {
    id: 'en35-nacelle',
    title: 'Nacelle',
    text: 'I’m a turbine tech on Orkney. In the dream I was up in the nacelle of one of the big ones at Hammars Hill, eighty metres up, in a full gale. I clipped on and climbed out onto the roof to check the anemometer, and the clip just opened. I slid off the edge and fell, and kept falling, past the blades, past the tower, for far longer than eighty metres. I could see the whole island, the sea, my mum’s house in Evie with the washing out. Just before the ground I woke with a jolt, terrified.',
    symbols: ['wind', 'climbing', 'falling', 'island', 'ocean', 'house'],
    people: [],
    emotions: ['fear'],
    notThere: ['mountain', 'knife', 'castle', 'mother'],
    outsideLexicon: ['wind turbine', 'nacelle', 'anemometer', 'washing'],
  },
  // A plain dream of a flood, in the present. The typhoon (storm, with no lexicon word for it), the
  // windows, the rain under the door, the water rising thirty floors up (water, flood). The mother is only
  // rung and does not answer (phone; no mother, and moth in "mother" is no butterfly; "ring" is a call: no
  // ring). The ferry (boat) going past the window is the turn; "at eye level" is a measure (no eyes);
  // alone, with no loneliness said. "Scared stiff" is fear.
  {
    id: 'en35-signal-8',
    title: 'Signal 8',
    text: 'Signal 8 is up and a typhoon is coming straight at Hong Kong, and I’m alone in our flat on the thirtieth floor in Tseung Kwan O. The windows are bending in and out like they’re breathing. Rain is coming in sideways under the door. Then the water starts rising, thirty floors up, over the sofa, up to my knees. I ring my mother and it just rings and rings. I wade to the window and the whole harbour has come up to my floor, with a ferry going past at eye level. I wake up shaking, scared stiff.',
    symbols: ['storm', 'window', 'rain', 'door', 'water', 'flood', 'phone', 'boat'],
    people: [],
    emotions: ['fear'],
    notThere: ['mother', 'butterfly', 'ring', 'eyes', 'loneliness'],
    turn: ['boat'],
    outsideLexicon: ['flat', 'sofa', 'harbour'],
  },
  // A plain dream of the dead come back. "I'm a nurse" is the dreamer (no doctor). Mr Docherty, "who we
  // lost in October" (a death in waking life: no lost), is a patient known by name, with no people id (as
  // one neighbour, known and unnamed, in the thirty-third Spanish batch). The bed (bedroom), eating toast
  // (food); "late with my tea" and 'hen' are said to the dreamer (no late); the pigeons only talked about
  // (no bird). "Calm" and "a bit sad" are calm and sadness.
  {
    id: 'en35-hospice',
    title: 'Room six',
    text: 'I’m a nurse at a hospice in Glasgow. In the dream I was on nights, doing my two o’clock round, and in room six was Mr Docherty, who we lost in October. He was sitting up in bed eating toast and reading the Record like nothing had happened. ‘You’re late with my tea, hen,’ he said. I sat on the end of the bed and we talked about his pigeons for ages. Then he said he had to get back, and walked out through the wall. When I woke up I felt calm, and a bit sad.',
    symbols: ['bedroom', 'food'],
    people: [],
    emotions: ['calm', 'sadness'],
    notThere: ['doctor', 'lost', 'late', 'bird'],
    outsideLexicon: ['hospice', 'newspaper', 'wall'],
  },
  // A plain dream of animals. Dog grooming is the trade (no wedding in "grooming"). The poodle (dog) that
  // grows, climbing over it, the woman who brought it (stranger), its turning into a horse (the turn) in
  // Patrick Street (road); riding it "home" names no house. "Laughing" is joy.
  {
    id: 'en35-grooming-van',
    title: 'Full clip',
    text: 'I run a mobile dog grooming van in Cork. In the dream a woman brought me a poodle for a full clip, and every time I shaved a bit off, it got bigger. By lunchtime it filled the whole van and I was climbing over it with the clippers. Then it shook itself and turned into a horse, a big grey one, standing in the middle of Patrick Street with the traffic going round it. Someone said it was mine now. I rode it home along the quays, laughing.',
    symbols: ['dog', 'climbing', 'horse', 'road'],
    people: ['stranger'],
    emotions: ['joy'],
    notThere: ['wedding', 'house'],
    turn: ['horse'],
    outsideLexicon: ['van', 'clippers', 'quays'],
  },
  // A plain dream of being lost, typed in a hurry with no capitals or apostrophes. "fish ... traps" is
  // lobstering (no fish). The boat, the compass (map), lost; the ledges are rocks under the water (no
  // cliff). The white house standing on the water is the turn; "theres no island" (no island); the
  // grandmother only owns the quilt (no grandmother). "Confused" is confusion.
  {
    id: 'en35-stonington',
    title: 'fog',
    text: 'fish about eight hundred traps out of stonington. dream i took the boat out hauling in thick fog no sternman and when i turned for home the gps was blank and the compass just spun. couldnt find one buoy i knew. got completely lost. kept hearing the bell buoy off the ledges but it came from everywhere at once. then the fog opened and there was a white house standing right on the water where theres no island, with my grandmothers quilt hanging on the line. woke up so confused',
    symbols: ['boat', 'map', 'lost', 'house', 'water'],
    people: [],
    emotions: ['confusion'],
    notThere: ['fish', 'cliff', 'island', 'grandmother'],
    turn: ['house'],
    outsideLexicon: ['lobster traps', 'fog', 'buoy', 'quilt'],
  },
  // A plain dream of nakedness before a crowd. The ice (snow); nothing on but a toque (naked, with no
  // lexicon word; the toque clothes); fifteen thousand people, "Everyone was watching" (crowd); the
  // supervisor (boss) at the rink gate (door). The Blades are the hockey team (no knife); "waving" is no
  // wave. "So embarrassed" is shame.
  {
    id: 'en35-zamboni',
    title: 'Second intermission',
    text: 'I drive the Zamboni at SaskTel Centre. In the dream it was the second intermission of a Blades game, fifteen thousand people, and I was doing my laps on the ice when I noticed I had nothing on but my toque. Everyone was watching. The big screen showed me from every angle. I couldn’t stop, because then they’d really see, so I just kept going round and round, waving like it was normal. My supervisor was at the gate shaking his head. I woke up so embarrassed.',
    symbols: ['snow', 'naked', 'clothes', 'door'],
    people: ['crowd', 'boss'],
    emotions: ['shame'],
    notThere: ['knife', 'wave'],
    outsideLexicon: ['ice resurfacer', 'screen'],
  },
  // Verbs kept apart, negation, a gendered word and a turn, in the present. The side dancing is theirs and
  // "I'm not dancing" (no dancing); the music played (singing); their feet; the people watching (crowd);
  // the fool's hat (clothes). The Black Horse is a pub (no horse). The fool who is the mother (as written)
  // is the turn, read as her alone; "died before I was born" is waking life (no death, no birth; no
  // butterfly in "mother"). "I'm not frightened" denies fear; "feel at home" is calm (no house).
  {
    id: 'en35-morris',
    title: 'Whit Monday',
    text: 'I play melodeon for a morris side in Bampton. In the dream it’s Whit Monday and the side is dancing outside the Black Horse, and I’m not dancing, I never do, I’m only playing the music. They go round and round with their hankies and bells, faster and faster, till their feet aren’t touching the ground. Nobody watching seems to notice. Then the fool comes over with his pig’s bladder on a stick, takes off his hat, and it’s my mother, who died before I was born. I’m not frightened. I just keep playing and feel at home.',
    symbols: ['singing', 'feet', 'clothes'],
    people: ['crowd', 'mother'],
    emotions: ['calm'],
    notThere: ['dancing', 'horse', 'death', 'birth', 'butterfly', 'fear', 'house'],
    notFelt: ['fear'],
    written: { mother: 'mother' },
    turn: ['mother'],
    outsideLexicon: ['melodeon', 'hankies', 'bells', 'pig’s bladder'],
    probes: ['verbs', 'negation', 'gender', 'turn'],
  },
  // Likeness, another's feeling, a gendered word and a turn. Patel Brothers is a shop's name (no brother);
  // the crowd throwing colour; the nephews' squirt guns are toys (toy; no gun); "from head to foot" (no
  // feet); the cousin (family) furious about her kurta (clothes; her anger: no anger); "like walking
  // through a sunset" (no sun). The grandmother (as written) in her courtyard is the turn. "Laughing" is
  // joy, "so loved" love.
  {
    id: 'en35-holi',
    title: 'Holi',
    text: 'Holi in the Patel Brothers parking lot in Edison, or that’s where the dream started. Everyone was throwing colour, and my nephews had squirt guns, so I was pink and green from head to foot. My cousin Nikita was furious because someone got her new white kurta, but I was laughing. Then the colour clouds got so thick it was like walking through a sunset, and when they cleared I was in my grandmother’s courtyard in Ahmedabad and she was there, throwing turmeric at me like she did when I was six. I felt so loved.',
    symbols: ['toy', 'clothes'],
    people: ['crowd', 'family', 'grandmother'],
    emotions: ['joy', 'love'],
    notThere: ['brother', 'gun', 'feet', 'anger', 'sun'],
    notFelt: ['anger'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother'],
    outsideLexicon: ['parking lot', 'coloured powder', 'courtyard', 'turmeric'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Metaphor, words in another sense, negation, a gendered word and a turn. The witness box and the dock
  // are the court's (no box); Judge Crowe is a name (no bird) and a stranger; the words come out as moths
  // (butterfly), their flying theirs (no flying); the gallery staring (crowd; no star in "staring"). The
  // young man who is the father (as written) at nineteen is the turn, read as him alone; his church shirt
  // (clothes; no church). "I wasn't nervous at all" denies anxiety; "felt love" is love.
  {
    id: 'en35-interpreter',
    title: 'The interpreter',
    text: 'I interpret Samoan at the Auckland District Court. In the dream I was in the witness box beside a young man in the dock, and Judge Crowe asked him to state his name. He said it, and every word came out of his mouth as a white moth and flew to the skylight. I was supposed to translate, but I had nothing. The whole gallery was staring at me. The judge waited. Then the young man looked up, and it was my father at nineteen, in his church shirt. I wasn’t nervous at all. I felt love for him.',
    symbols: ['butterfly', 'clothes'],
    people: ['stranger', 'crowd', 'father'],
    emotions: ['love'],
    notThere: ['box', 'bird', 'sky', 'flying', 'church', 'anxiety'],
    notFelt: ['anxiety'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['witness box', 'dock', 'skylight'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Metaphor, negation, a gendered word and a turn. The Cats are Kilkenny's team (no cat); forty thousand
  // roaring (crowd); the Kilkenny lads (stranger). Going up "flying like a bird" is flying (no bird); "I
  // didn't fall" (no falling). The brother (as written) Ger, "dead since 2011" (a death dated in waking
  // life: no death), is the turn. "I wasn't one bit sad" denies sadness; "delighted" is joy.
  {
    id: 'en35-semple',
    title: 'Semple Stadium',
    text: 'All-Ireland semi-final in Semple Stadium, us against the Cats, forty thousand roaring, and I was full-back for Tipp like I was at nineteen. The sliotar came in high and I went up for it with three Kilkenny lads hanging out of me. I caught it and kept going up, flying like a bird, over the crossbar, over the stand. I didn’t fall. I landed soft on the roof of the old Dome and my brother Ger was sitting up there, dead since 2011, grinning. ‘Clear it, ya eejit,’ he said. I wasn’t one bit sad. I was delighted.',
    symbols: ['flying'],
    people: ['crowd', 'stranger', 'brother'],
    emotions: ['joy'],
    notThere: ['cat', 'bird', 'falling', 'death', 'sadness'],
    notFelt: ['sadness'],
    written: { brother: 'brother' },
    turn: ['brother'],
    outsideLexicon: ['sliotar', 'crossbar', 'stand'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Negation, likeness, gendered words and a turn. "When I was a kid" is waking life (no child). Dad
  // (father, as written) lighting the burn-off (no light), no moon up yet (no moon), the fire "like a wall"
  // (a likeness with no lexicon word), no smoke and no heat. Walking through the flames into the old
  // kitchen (kitchen; the childhood house: house, childhood_home), Mum (mother, as written) with the photo
  // albums (photo), is the turn; 'love' is the dreamer called. "Homesick" is nostalgia.
  {
    id: 'en35-burn-off',
    title: 'Burn-off',
    text: 'We used to burn the cane before harvest when I was a kid, out past Bundaberg. In the dream Dad was lighting a burn-off on our block again at dusk, no moon up yet, and the fire went roaring through the cane like a wall. But there was no smoke and no heat. The flames were cold. I walked straight into them and came out in our old kitchen, and Mum was at the table going through the photo albums, every page a picture of Dad. ‘He’s just out the back, love,’ she said. I felt so homesick.',
    symbols: ['fire', 'kitchen', 'house', 'childhood_home', 'photo'],
    people: ['father', 'mother'],
    emotions: ['nostalgia'],
    notThere: ['child', 'moon', 'light', 'love'],
    written: { father: 'Dad', mother: 'Mum' },
    turn: ['kitchen', 'mother'],
    outsideLexicon: ['sugar cane', 'table'],
    probes: ['negation', 'metaphor', 'gender', 'turn'],
  },
  // Likeness, negation, a gendered word and a turn. The gale (wind), climbing in, the dark (darkness);
  // "black as a crow" (no bird); "no fire in the grate" (no fire). The gran's house (house) and its brass
  // clock; the gran (grandmother, as written) is the turn; "Wipe your feet" is only said (no feet). "So
  // happy I laughed" is joy.
  {
    id: 'en35-sweep',
    title: 'Sweep',
    text: 'I sweep chimneys round Bristol, mostly old terraces in Bedminster. In the dream I was up on a roof in a gale, pushing the rods down a stack, and the brush jammed, so I climbed in after it. I came down the flue in the dark, black as a crow, and dropped out into a front room with no fire in the grate. It was my gran’s house in Knowle West: the brass clock, the telly, her chair. She looked up from her crossword and said, ‘Wipe your feet, our Dean.’ I was so happy I laughed out loud.',
    symbols: ['wind', 'climbing', 'darkness', 'house', 'clock'],
    people: ['grandmother'],
    emotions: ['joy'],
    notThere: ['bird', 'fire', 'feet'],
    written: { grandmother: 'gran' },
    turn: ['grandmother'],
    outsideLexicon: ['chimney', 'flue', 'grate', 'chair', 'crossword'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // A name with image words, a wish, a gendered word and a turn. The jeepney (bus); "the last trip" is a
  // route run (no journey); the rain; Mother Ignacia Avenue (road; the name holds no mother, no butterfly);
  // "no lights" (no light); the passengers asleep (crowd); food only wished (no food). The girl in a school
  // uniform (clothes; no school) who is the daughter (as written) grown up, seen in the mirror, is the
  // turn, read as the daughter alone (no girl); "Home" is only said (no house). "Sad" is sadness; proud has
  // no id.
  {
    id: 'en35-jeepney',
    title: 'Last trip',
    text: 'I drive a jeepney on the Cubao–Quiapo route. In the dream it was the last trip of the night, raining hard, and I turned onto Mother Ignacia Avenue and it just kept going, no corners, no lights. My passengers were all asleep except one girl in a school uniform who was crying. I wished I had some food to give her. I asked where she was going and she said, ‘Home, Kuya, same as you.’ Then I saw in the mirror that she was my daughter, grown up. I felt proud and sad at the same time.',
    symbols: ['bus', 'rain', 'road', 'clothes', 'mirror'],
    people: ['crowd', 'daughter'],
    emotions: ['sadness'],
    notThere: ['journey', 'mother', 'butterfly', 'light', 'girl', 'school', 'food', 'house'],
    written: { daughter: 'daughter' },
    turn: ['daughter'],
    outsideLexicon: ['jeepney'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Negation and the remembered. Ringing birds is banding them (no ring); the dad only remembered and
  // owning the pliers (no father). The birds (bird), the owl, the pines (tree), the sea (ocean); the dunes
  // are the coast's (no desert); "dead calm" is the sea's (no death). No turn. "I wasn't sad" denies
  // sadness; "strangely peaceful" is calm.
  {
    id: 'en35-mist-nets',
    title: 'Mist nets',
    text: 'I’ve been ringing birds at Holme since my dad first took me at twelve. In the dream it was dawn and I was checking the mist nets in the pines, and every pocket held a different bird: a wren, a goldcrest, a long-eared owl, then a parrot, then a tiny hummingbird. I took each one out, weighed it and let it go. The last net held my dad’s old ringing pliers and nothing else. The sea beyond the dunes was dead calm. I wasn’t sad. I stood there a long time, feeling strangely peaceful.',
    symbols: ['bird', 'owl', 'tree', 'ocean'],
    people: [],
    emotions: ['calm'],
    notThere: ['father', 'ring', 'desert', 'death', 'sadness'],
    notFelt: ['sadness'],
    outsideLexicon: ['mist nets', 'pliers', 'dunes'],
    probes: ['negation'],
  },
  // Likeness, others' feelings, negation, a gendered word and a turn. A boda boda is a motorbike ("the
  // bike": no bicycle). The market (shop), the storm, the rain "like stones", the road turned into a river
  // (road, river), the hill (mountain), the mango (food); the people on the roadside (crowd) terrified
  // (theirs) and "I wasn't afraid" (no fear). The woman who is the mama (mother, as written), "who passed
  // in 2019", laughing (hers: no joy), is the turn. "Crying" is sadness.
  {
    id: 'en35-boda-boda',
    title: 'Boda boda',
    text: 'I ride a boda boda in Kampala. In the dream I picked up a woman at Owino market in a huge storm, the rain coming down like stones, and she held her umbrella over both of us. The road to Kawempe had turned into a river, but the bike kept going across it. People on the roadside were screaming, terrified. I wasn’t afraid. At the top of the hill she got off and paid me with a mango, and when she lifted the umbrella it was my mama, who passed in 2019, laughing at me. I woke up crying.',
    symbols: ['shop', 'storm', 'rain', 'road', 'river', 'mountain', 'food'],
    people: ['crowd', 'mother'],
    emotions: ['sadness'],
    notThere: ['bicycle', 'fear', 'joy'],
    notFelt: ['fear', 'joy'],
    written: { mother: 'mama' },
    turn: ['mother'],
    outsideLexicon: ['motorbike', 'umbrella'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Images pictured and remembered, another's feeling, negation, gendered words and a turn, in the present.
  // Garden Grove is a city's name (no garden); the tigers painted on the fingers (hands; pictured: no
  // tiger); the aunt (family, as written) furious (hers); the customer who is the mom (mother, as written)
  // is the turn, looking as she does in a photo (remembered: no photo). "I'm not angry at anyone" denies
  // anger; "cry" is sadness.
  {
    id: 'en35-garden-grove',
    title: 'Full set',
    text: 'I do nails at my aunt’s salon in Garden Grove. In the dream a customer wants a tiger painted on every finger, and I paint them so fine they look alive. My aunt is furious about the mess, yelling in Vietnamese, but the customer doesn’t even look. I keep painting smaller and smaller tigers till my hand shakes. Then she takes off her sunglasses and it’s my mom, the way she looks in her photo from the refugee camp, 1981. I’m not angry at anyone. I just hold her hands and cry.',
    symbols: ['hands'],
    people: ['family', 'mother'],
    emotions: ['sadness'],
    notThere: ['garden', 'tiger', 'anger', 'photo'],
    notFelt: ['anger'],
    written: { family: 'aunt', mother: 'mom' },
    turn: ['mother'],
    outsideLexicon: ['nail polish', 'salon', 'sunglasses'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
];
