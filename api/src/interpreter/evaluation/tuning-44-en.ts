// Forty-fourth tuning batch (English), written and read by hand on 2026-12-08 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of about 100 to 125 words (counted by a `python3` call over the texts of this file, see
// below) as people type them at dawn, first person, three of them in the present tense (the bookie's in
// Rotherham, the carpet in Wigan, the casino in Des Moines) and the rest in the past, two typed in a hurry with
// no capitals and little punctuation (the junk mail round, the last ferry), told by people of many trades and
// English-speaking places no earlier English batch names (a fifteen-year-old on a junk mail round in
// Warrnambool, a solar panel installer in Whakatāne, a bookie's counter clerk in Rotherham, a meat packer at
// the freezing works in Ashburton, a rest home kitchen hand living on Waiheke, a crop insurance adjuster in
// Fargo, a carpet fitter in Wigan, a cannery hand in Ketchikan, a refinery shift operator in Sarnia, an
// appliance repairman in Des Moines, a maple syrup seller at the Fredericton farmers market, a lorry driver
// from Wrexham, a windmill and bore pump mechanic out past Balranald, an elevator mechanic in Spokane, a night
// operator at the water treatment plant in Red Deer, a whale-watching skipper at Hervey Bay, a pickup salesman
// in Joplin, a healthcare assistant from Birtley, a mechanic in Ballina and a son clearing his father's house in
// Port Hedland), in situations none of the earlier English batches used (checked by the greps listed below): a
// black dog on a junk mail round, a fall off a roof with a volcano out to sea, teeth at a bookie's counter,
// Bursary physics decades on, late for the last ferry to a son's birthday, a hailstorm on I-29, a dead mother
// on a carpet job, a grizzly in a cannery bunkhouse, flying over a frozen Lake Huron, lost in a casino, naked
// at a farmers market, a man pregnant in a lorry cab, a moonless road that ends, a blind date who never comes,
// twelve camera screens, a whale that lifts a boat, a nest in a pickup's engine bay, a wheelchair pushed up the
// A1, a proposal planned for the Burj Khalifa, and an answering machine in a dead father's house.
// Kinds of people: kin there (a son, kids and a daughter, a mum, a little brother, a wife, a girlfriend and a
// mam), friends and workmates (a mate, an offsider, a manager, a best friend, a deckie), strangers (a bloke in a
// flat cap, the other candidates, a bus driver, casino staff, a cheese lady, a woman on a till, a waiter, an old
// couple, an ex-wife's new husband, a pub landlord), an old man (wise_elder), a teacher, crowds (a line at a
// market stall, a boat full of tourists) and girls among them; and people only phoned, texted, waited for,
// told about, shown on a screen or in photos, heard on an answering machine or named as owners (a mom calling,
// an ex texting, a date who never comes, a supervisor rung, a dead father on a camera screen, a dad's boat, a
// nan's flat, a girlfriend texting photos, a brother texting, a mum in photos, a dad on a tape).
// The first twelve are plain reports with the ordinary images of dreams (a chase, falling, teeth, an exam,
// lateness, a storm, the dead come back, an animal, flying, being lost, nakedness, pregnancy and a birth) and
// no deliberate traps beyond what ordinary words bring with them ("ringing the bell", "my heart going", "like
// the deck of a ship", "heart racing", "the hall at the high school", "the girl at the next desk was my best
// friend", "rest home", "home", "birthday", "party hat", "waving", "phone was dead", "Mom, look", "the one we
// buried her in", "my girls", "sleeping bag", "like an old dog", "like when we were kids", "our old backyard",
// "no windows and no clocks", "sit down, son, you're home", "dark or amber", "music teacher", "hid under the
// covers", "grandad", "a little girl", "like my mother", "over the moon"). The last eight are weighted to what a
// careful reader must tell apart: negations ("no moon", "not a single car", "No wind", "I wasn't scared, not a
// bit", "there wasn't a whale anywhere", "no camera", "no tower and no desert", "We didn't crash"); images only
// in a figure of speech ("Dead quiet", "full of sand", "dead flat", "cars flying past", "sweating bullets", "the
// bee's knees", "count my chickens", "a blind date"), a name (the Angel of the North, the Spread Eagle, Lake
// Huron seen, the water treatment plant), a plan (a proposal at the top of the Burj Khalifa, a wedding planned,
// a house to clear), a fear (a crash), a screen or a photo (camera screens, photos texted, photos on the walls),
// something told (a tiger shark in '85, a crocodile sworn to); and people there beside people only phoned,
// texted, waited for, told about, on a screen, on a tape or named as owners.
// `notFelt` repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a
// person's gendered word as written; `turn` lists the images of a turning point where there is one and the
// lexicon has a word for it; `probes` marks the trap dreams' kinds. No dream is untitled; the two hurried ones
// have lowercase titles.
// Readings follow the conventions the README and the headers of the forty-second and forty-third English
// batches spell out: a death dated in waking life is no death ("gone since Easter 2021", "passed in 2016", "died
// in March"), nor is a burial of waking life a funeral ("the one we buried her in"); anonymous people are
// strangers (a bloke, the other candidates, a bus driver, staff, a cheese lady, a woman on a till, a waiter, an
// old couple, a landlord) and a packed or watching mass a crowd (a line down a market aisle, a full load of
// tourists); someone only phoned, texted, remembered, owning a thing, waited for or told about is not there, and
// is listed in `notThere` where the lexicon has a word for the person (a mom calling, an ex texting, a
// supervisor rung, a nan whose flat it is, a girlfriend and a brother texting, a dad's boat); a kin word said to
// the dreamer names no one ("Mom, look", "sit down, son"); other people's kin named with a kin word are
// strangers, with the kin id in `notThere` and the word in `written` (an ex-wife's new husband); a likeness, an
// idiom or a set phrase names no image; other people's fear and laughing are theirs; a trade the dreamer names is
// the dreamer, and the images of a waking trade are not in the dream (the rest home kitchen, the elevators
// serviced, the stations of the windmills); a workmate is boss (an offsider, a deckie); a truck, a lorry, a ute,
// pickups and semis are car; "my heart pounding" and "heart racing" are fear and no heart; a named sea, lake,
// bridge or island seen is there (Lake Huron, the Blue Water Bridge, White Island); a named road is a road (the
// A1, the A55, I-29); the person who turns out to be someone known is read as that person alone, and the first
// sight's lexicon word is in `notThere` (the girl at the next desk who is the best friend, the little girl who
// is the baby); an exam with no exam word, sat in the dream, is exam (Bursary physics); a night with no word
// "dark" is not read as darkness; boots and slippers are shoes; overalls, an apron, vests, socks, a coat and a
// bow tie are clothes; "the hall" of a school is no hallway; a lamp is candle; a phone call with no phone word
// written shows no phone (as the forty-second's Moelfre), while "texted" and "texting" show one; music named
// only in a trade ("my old music teacher") is no singing.
// Decided in this batch, said where they are made (no earlier header seen says them): a bunkhouse with the
// dreamer's bunk is bedroom; a grizzly is bear; a volcano named and seen smoking is volcano; an overpass is
// bridge; a hailstorm, with no storm word, is storm; a casino's flashing lights are light; the backyard of "our
// old" home, where the dreamer lands, is childhood_home; a sausage roll and bread are food, a meal only shown in
// photos texted from elsewhere (chops and peas) is no food and no lexicon word is written for it; photos seen on
// a phone in the dream are photo, a security camera and its screens are no photo, and what the screens show
// (snow, a wolf, a dead father in a parka, a pump house) is not there; a voice on an answering machine is no
// person there (as a voice on the phone); the dreamer seen on a screen is no double and no stranger; an old
// couple at the next table are stranger, and their arguing is fight (others' actions count, as others'
// singing and swimming do); a cockatoo flying in is bird and flying; "Dead quiet" and "dead flat" are no death;
// "sweating bullets" is the dreamer's anxiety (a common expression) and no gun; "the bee's knees" is no bees;
// "a blind date" is no eyes; "the girls" among tourists are girl as written; the landlord "bald" has no hair
// image; the Angel of the North seen is a statue (no angel) and the Spread Eagle a pub (no eagle); "hid under
// the covers" after waking is no hiding; "Completely" naked with an apron and socks on is still naked and clothes;
// "a little girl" said of the newborn is the baby (girl in `notThere`); "grandad" said of the dreamer is no
// grandfather; "home" where no house is seen ("driving home", "you're home", "ferry home", "rest home") is no
// house; "ringing the bell" of a bike is no ring; "missed the ferry" is late.
// `notThere` was completed by hand: every title and text was read against the lexicon's English words (with the
// people variants) and the emotion list's words as printed, allowing plural and verb endings, and every id whose
// word shows but whose image is not in the dream was listed; no matcher or other script was run over the texts
// but the word count, and every id used was checked by eye against the printed lists of lexicon ids and emotion
// ids.
// Files read: the evaluation README (all of it: the first `cat` cut its middle, which two `sed -n` then
// printed) and types.ts; tuning-43-en.ts in full (a `cat` whose middle the tool cut, then three `sed -n`
// ranges) and tuning-42-en.ts in full (three `sed -n` ranges); the lexicon's eight JSON data files (ids and
// English words only) and the emotion ids with their English words from ../emotions.ts; the earlier English
// tuning batches otherwise only through the greps listed below, which printed file names only. Not read: the
// held-out files, `evaluation.test.ts`, `score.ts`, any Spanish file, the analysis and composers, the
// lexicon's code and README, the bench files and everything else outside the evaluation folder but the
// lexicon's JSON and the emotion words. No `ls` was run in the evaluation folder.
// The commands, in order (run in the evaluation folder unless said; each "grep loop" is a `for` loop of
// `grep -ilw -- TERM tuning-en.ts tuning-*-en.ts`, printing for each term the names of the files holding it):
// (1) `cat README.md && echo ======== && cat types.ts` (the tool cut the README's middle); (2) `sed -n 190,420p
// README.md`; (3) `sed -n 420,630p README.md`; (4) `cat tuning-43-en.ts` (the tool cut its middle); (5) `sed -n
// 140,260p tuning-43-en.ts`; (6) `sed -n 260,290p tuning-43-en.ts`; (7) `sed -n 290,375p tuning-43-en.ts`; (8)
// `wc -l tuning-42-en.ts && sed -n 1,140p tuning-42-en.ts`; (9) `sed -n 140,330p tuning-42-en.ts`; (10) `sed -n
// 330,561p tuning-42-en.ts`; (11) in ../lexicon, `ls *.json` and a `python3 -c` that printed each JSON file's
// type, length and the key names of its first entry; (12) in ../lexicon, a `python3 -c` that printed each
// entry's id and English words and the name of any key beyond the usual ones; (13) in ../lexicon, a `python3 -c`
// that printed the people variants' ids and English words, then in the interpreter folder a `python3` heredoc
// that read emotions.ts and printed each emotion id with the quoted strings of its `en` list; (14) in the
// interpreter folder, a `python3 -c` that printed every emotion id in emotions.ts; (15) a grep loop for
// Ballarat, Dunedin, Barnsley, Timaru, Waiheke, Auckland, Moore, Oklahoma, Invercargill, Ketchikan, Thunder
// Bay, Lake Superior, Sleeping Giant, Des Moines, Adel, Moncton, Wrexham, A55, Conwy, Hay, Booligal, Spokane,
// Moose Jaw, Hervey Bay, Lethbridge, Gateshead, Birtley, Angel of the North, A1, Red Lion, Sligo, Strandhill,
// Boston, Kalgoorlie, Dazza, Kahu, Denise, Heaphy, Nicole, Cody, Jolene, Tyler, Renée, Renee, Bethan, Shanelle,
// Biscuit, Mick, Orla, Tracey, Shane, Rex; (16) a grep loop for Bendigo, Warrnambool, Napier, Gisborne,
// Rotherham, Wigan, Oamaru, Ashburton, Joplin, Missouri, Norman, Whakatane, Sarnia, Lake Huron, Fredericton,
// Balranald, Brandon, Red Deer, Sunderland, Black Bull, Ballina, Enniscrone, Philadelphia, Port Hedland, Travis,
// Brody, Gazza, Darren, Waffles, bin truck, bin lorry, rubbish, garbage truck, roofer, roof, barber, skin fade,
// forklift, cool store, School Cert, ferry, rest home, tornado, bathtub, cleaner, staffroom, scone, cannery,
// grizzly, bunkhouse, pizza, northern lights, aurora, corn maze, maze, cornfield, scarecrow, spin, gym, lorry,
// pregnant, shearer, shearing, ute, dog groomer, groomer, first date, retriever, CCTV, security guard, whale
// watching, car yard, used cars, dealership, father-in-law, wheelchair, porter, locksmith, propose, proposal,
// answering machine, cockatoo; (17) a grep loop for tow truck, meter reader, arborist, tree surgeon, pharmacist,
// chemist, tattoo, driving test, bursary, hurricane, hail, blizzard, Fargo, Winnipeg, Biloxi, Galveston,
// librarian, snowplow, snowplough, Blue Water Bridge, furniture store, IKEA, mail carrier, yoga, organist, organ,
// blind date, florist, treatment plant, skipper, brother-in-law, tractor, tractors, Chicago, Willis Tower, Fox
// and Hounds, Pelaw, healthcare assistant, windmill, windmills, Tex, Wade, Jayden, Kody, Warrnambool, Wigan,
// Rotherham; (18) a grep loop for solar, junk mail, pamphlets, butcher, Ashburton, Bursary, checkout, chip shop,
// zamboni, Lake Huron, appliance, furniture, parade, courtroom, court clerk, courthouse, elevators, Spokane,
// water treatment, Spread Eagle, Toronto, CN Tower, Dwayne, Kurtis, hailstorm, adjuster, Enniscrone, Birtley,
// Port Hedland, Red Deer, Fredericton, Joplin, Sarnia, Des Moines; (19) a grep loop for bookie, bookmaker,
// betting shop, freezing works, dinner lady, casino, slot machines, maple syrup, farmers market, farmers'
// market, Montreal, Mount Royal, Lake Ontario, Niagara; (20) a grep loop for Seattle, Space Needle, Doiron,
// Dana, Nikau, White Island, Whakaari, Doncaster, refinery, refineries, solar panels, carpets, carpet fitter,
// crop insurance, interstate, overpass, lay-by, pickups, ex-wife, butterflies in my stomach, in my court, snake
// in the grass, strike while, fish out of water, whale-watching, slime line, bore pumps, Walter; (21) a grep
// loop for Calgary, Calgary Tower, Manaia, hot tin roof, hard bargain, sheep's clothing (with a straight and a
// curly apostrophe), count my chickens, I-29, Dwayne, Angel of the North, Kurtis, Shanelle, Jolene; (22) a grep
// loop for Dubai, Burj, bee's knees and cat's pyjamas (each with a straight and a curly apostrophe), sweating
// bullets; (23) this file written with the file editing tool's `create`; (24) a `python3` heredoc that read
// this file and printed each dream's id and the word count of its text (the Red Deer dream had 129); (25) a
// `grep -c` of two passages of that dream, then two `str_replace` edits with the file editing tool that took
// out "like always", "hard" and "really" (125 words), and a `str_replace` that wrote this passage of the
// header; (26) the same word count again, then in the same command the parse check (`cd /work/main && node -e
// "require('esbuild').transformSync(require('fs').readFileSync('api/src/interpreter/evaluation/tuning-44-en.ts',
// 'utf8'),{loader:'ts'});console.log('ok')"`); then a `python3` heredoc, (27), that replaced in place
// "at fifty-odd" with "decades on" in this header and these lines about (26) and (27), then in the same command
// the parse check again ('ok') and a `grep -n` of the changed lines, the last command; after it only this
// comment line was corrected with the file editing tool's `str_replace`, and nothing was run.
// Departures, disclosed: the greps printed only file names; `ls *.json` of (11) listed the lexicon folder's
// JSON files (not the evaluation folder); the `python3` calls of (13) and (14) read the whole of emotions.ts to
// print only its ids and their English words, and those of (11) and (12) read whole entries and printed only
// key names, ids and English words (the interpretation texts and exclude lists were not printed); the README
// read in full describes the analysis's past fixes in words, as it did for the earlier helpers; the word count
// of (24) read this file's texts after it was written, since no draft was counted before; Doncaster, Conwy,
// Pelaw, Enniscrone, Christmas and the Burj Khalifa are named only as places passed, told about or planned and
// were not all grepped (Pelaw and Enniscrone were). No test, bench, analysis, tsx, tsc, vitest, npm or git
// command was run, and no scratch file was written.
// Changed after the greps: Ballarat, Dunedin, Barnsley, Timaru, Moore and Oklahoma, Invercargill, Thunder Bay
// and Lake Superior, Moncton, Hay, Moose Jaw, Lethbridge, Gateshead, Sligo, Boston, Kalgoorlie, Sunderland,
// Calgary, Seattle, Toronto and Dubai (earlier batches') became Warrnambool, Whakatāne, Rotherham, Ashburton,
// Fargo, Wigan, Sarnia and Lake Huron, Des Moines, Fredericton, Balranald, Red Deer, Joplin, Birtley, Ballina,
// Port Hedland and the Burj Khalifa unnamed by city; a bin truck (the thirty-ninth's bin lorry), a roofer, a
// barber, a forklift driver at School Cert, a tornado, a school cleaner, pizza delivery and the northern lights,
// a corn maze, a spin class at a gym, a shearer, a dog groomer on a first date, a security guard, a used car
// yard with a father-in-law, a porter, a locksmith, a chip shop and a courtroom (all used) became a junk mail
// round, solar panels, a bookie's, the freezing works and Bursary physics, a hailstorm, a carpet fitter, a
// refinery, a casino, a farmers market, a windmill mechanic, an elevator mechanic on a blind date, a water
// treatment plant, a pickup dealership with an ex-wife's new husband, a healthcare assistant and a mechanic; the
// Red Lion and the Black Bull (used) became the Spread Eagle; the interstate (the twenty-ninth's) became I-29;
// "butterflies in my stomach", "the ball in my court", "a snake in the grass", "a fish out of water", "a cat on a
// hot tin roof" and "a wolf in sheep's clothing" (earlier batches') became "sweating bullets", "a hard bargain",
// "the bee's knees" and "count my chickens"; the names Cody, Tyler, Mick, Shane, Rex, Biscuit and Nikau
// (earlier batches') became Dana, Kurtis, Gazza, Brody, Tex and Manaia, and Walter (the twelfth's) a bloke in a
// flat cap. Kept: ordinary words that earlier batches also hold (a roof, a ferry, a lorry, pregnant, a ute,
// carpets, an ex-wife, a whale, a wheelchair), and Doncaster, Conwy, Pelaw and Enniscrone named only as places
// passed or told about.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_44: readonly EvaluationDream[] = [
  // A plain chase, typed in a hurry. The junk mail round is the dreamer's. "getting dark" (darkness), the
  // street (road), the dog, "started after me" (chased), "i ran" (fleeing), the gate (door), climbing the
  // fence (climbing), the mate Dazza (friend) on his bike (bicycle) "ringing the bell" (no ring); "my heart
  // going" (no heart). "Proper scared" is fear.
  {
    id: 'en44-warrnambool',
    title: 'junk mail',
    text: 'do the junk mail drops round warrnambool on weekends, im 15. dream it was getting dark and i was halfway down some street i didnt know with my trolley when this big black dog came out from behind the bins, no collar, and started after me. i ran. it was right behind me the whole way, i could hear its claws on the footpath. every gate i tried was locked. climbed up onto a fence and it just sat underneath looking up at me growling, drool everywhere. then my mate dazza came round the corner on his bike ringing the bell and the dog was gone. woke up sweating with my heart going, proper scared',
    symbols: ['darkness', 'road', 'dog', 'chased', 'fleeing', 'door', 'climbing', 'bicycle'],
    people: ['friend'],
    emotions: ['fear'],
    notThere: ['ring', 'heart'],
    outsideLexicon: ['junk mail', 'trolley', 'bins', 'collar', 'fence'],
  },
  // A plain dream of falling. The installer is the dreamer. The old two-storey house, the windy afternoon
  // (wind), "like the deck of a ship" (no boat), the offsider Kahu (boss, a workmate) on the ladder, the hands,
  // falling past the windows (window), the volcano on White Island (volcano; island, named and seen) out to sea
  // (ocean); "heart racing" (fear; no heart). "Frightened" is fear.
  {
    id: 'en44-whakatane',
    title: 'Off the roof',
    text: 'I put solar panels on roofs around Whakatāne, and heights have never bothered me. In the dream I was up on a big old two-storey house on a windy afternoon, clipping the last panel in, and the whole roof started to tilt like the deck of a ship. My offsider Kahu was on the ladder yelling at me to get down. I slid, grabbed the gutter, and it came away in my hands, and then I was falling, past the windows, past the hedge, and the ground kept dropping away under me like there was no bottom. I could see the volcano on White Island smoking out to sea. I woke up with a jolt before I landed, heart racing, frightened.',
    symbols: ['house', 'wind', 'ladder', 'hands', 'falling', 'window', 'volcano', 'island', 'ocean'],
    people: ['boss'],
    emotions: ['fear'],
    notThere: ['boat', 'heart'],
    outsideLexicon: ['solar panels', 'roof', 'gutter', 'hedge'],
  },
  // A plain dream of teeth, in the present. The counter clerk is the dreamer. The bloke (stranger, as written)
  // in a flat cap, the tooth and the teeth, the hand (hands), his change counted out (money), the manager
  // Denise (boss; no `written`). "Mortified" is shame.
  {
    id: 'en44-rotherham',
    title: 'Loose change',
    text: 'I work the counter at a bookie’s in Rotherham. In the dream I’m taking a bet off a bloke in a flat cap on the 3.40 at Doncaster, and I feel a back tooth crumble like chalk. I spit it into my hand and keep going, print his slip, count out his change. Then the front ones go, one after another, and I’m lining them up on the counter by the pens. The bloke watches the race on the big screen and doesn’t say a word. My manager Denise comes out of the back with two teas and puts one down next to my teeth. Nobody says a thing. I wake up running my tongue round my mouth, mortified.',
    symbols: ['teeth', 'hands', 'money'],
    people: ['stranger', 'boss'],
    emotions: ['shame'],
    notThere: [],
    written: { stranger: 'bloke' },
    outsideLexicon: ['flat cap', 'betting slip', 'counter', 'pens', 'big screen', 'tongue'],
  },
  // A plain dream of an exam. The meat packer is the dreamer. Bursary physics sat (exam) in "the hall at the
  // high school" (school; no hallway); the overalls (clothes); everyone else seventeen (stranger); the old
  // physics teacher, Mr Heaphy (teacher; no `written` for "Mr"); "the girl at the next desk" who is the best
  // friend Nicole (friend; no girl). "Stressed" is anxiety.
  {
    id: 'en44-ashburton',
    title: 'Bursary physics',
    text: 'I pack meat at the freezing works in Ashburton, and I left school at fifteen. Last night I dreamed I was back in the hall at the high school sitting Bursary physics, which I never even took. I had my work overalls on and my hairnet, and everyone else was seventeen and had calculators. The questions were all about carcasses and chiller temperatures, stuff I do every day, but the numbers kept sliding off the page. My old physics teacher, Mr Heaphy, was writing the minutes up on the board: twenty left, ten, five. The girl at the next desk was my best friend Nicole, who I haven’t seen since 1998, and she wouldn’t let me copy. I woke up stressed out of my mind.',
    symbols: ['school', 'exam', 'clothes'],
    people: ['stranger', 'teacher', 'friend'],
    emotions: ['anxiety'],
    notThere: ['hallway', 'girl'],
    outsideLexicon: ['hairnet', 'calculators', 'board', 'desk'],
  },
  // A plain dream of lateness, typed in a hurry. The rest home kitchen is the dreamer's waking work (no kitchen,
  // no house), "in town" (no city), "home" (no house); the son's birthday and its cake only promised (no party,
  // no food); the ferry (boat), the bus and its driver (stranger), the apron (clothes), the son (as written) on
  // the back deck in a party hat, "waving" (no wave): the turn; "missed the ferry" (late); the phone, "dead" (no
  // death); "till it got dark" (darkness). "Crying" is sadness.
  {
    id: 'en44-waiheke',
    title: 'last ferry',
    text: 'work in the kitchen at a rest home in town, live over on waiheke. dream i had to get the last ferry home cos it was my son manaia’s 7th birthday and i promised id be there for the cake. the bus to the wharf stopped at every single stop and the driver got out at one for a smoke. ran the last bit with my apron still on. got to the wharf and the ferry was just pulling out, and manaia was on the back deck in his party hat waving at me. i yelled and yelled and nobody heard. missed the ferry. phone was dead. sat there on the wharf till it got dark. woke up crying',
    symbols: ['boat', 'bus', 'clothes', 'late', 'phone', 'darkness'],
    people: ['son', 'stranger'],
    emotions: ['sadness'],
    notThere: ['kitchen', 'house', 'city', 'party', 'food', 'wave', 'death'],
    written: { son: 'son' },
    turn: ['son'],
    outsideLexicon: ['wharf', 'party hat'],
  },
  // A plain dream of a storm. The adjuster's hail is waking work; the dream's hailstorm (storm). Driving (car)
  // on I-29 (road), "driving home" (no house seen), the kids (child), the sky, the overpass (bridge), the semis
  // (car), the sun; the daughter (as written); "Mom, look" said to the dreamer (no mother). "Beautiful" is
  // wonder, "shaking, still scared" fear.
  {
    id: 'en44-fargo',
    title: 'Hail',
    text: 'I adjust crop insurance claims out of Fargo, so hail’s on my mind all summer. In the dream I was driving home down I-29 with both kids in the back and the sky went green-black in about a minute. Then the hail came, stones the size of baseballs, cracking the windshield, denting the hood, so loud the kids were screaming and I couldn’t hear myself. I got us under an overpass and we sat there with semis pulling in all around us, everyone’s hazards flashing. When it stopped the sun came out and the fields were white to the horizon, like January. My daughter said, Mom, look, and she was right, it was beautiful. I woke up shaking, still scared.',
    symbols: ['storm', 'car', 'road', 'sky', 'bridge', 'sun'],
    people: ['child', 'daughter'],
    emotions: ['wonder', 'fear'],
    notThere: ['house', 'mother'],
    written: { daughter: 'daughter' },
    outsideLexicon: ['hail', 'windshield', 'overpass', 'fields'],
  },
  // A plain dream of the dead come back, in the present. The carpet fitter is the dreamer; the customer's front
  // room (house; the customer only its owner, no id). The mum (mother, as written) from the kitchen in her good
  // green coat (clothes), "the one we buried her in" (no funeral), "gone since Easter 2021"; the door; "we both
  // laugh" (joy); the stairs, the sausage roll (food); "my girls" only asked after (no girl); the clock. The mum
  // is the turn. "Crying" is sadness, "I miss her" nostalgia.
  {
    id: 'en44-wigan',
    title: 'The carpet',
    text: 'I fit carpets round Wigan. In the dream I’m on my knees in a customer’s front room, stretching a new carpet, and my mum walks in from the kitchen in her good green coat, the one we buried her in. She’s been gone since Easter 2021. She stands there with her arms folded and tells me I’ve left a ripple by the door, and we both laugh. Then we sit on the stairs and share a flask of tea and a sausage roll, and she asks after my girls, every one of them by name. Somebody’s clock chimes and she stands up and smooths her coat. I wake up crying, but it’s a good cry, and I miss her so much.',
    symbols: ['house', 'kitchen', 'clothes', 'door', 'stairs', 'food', 'clock'],
    people: ['mother'],
    emotions: ['joy', 'sadness', 'nostalgia'],
    notThere: ['funeral', 'girl'],
    written: { mother: 'mum' },
    turn: ['mother'],
    outsideLexicon: ['carpet', 'flask'],
  },
  // A plain dream of an animal. The cannery is the dreamer's summer work. The bunkhouse and the dreamer's bunk
  // (bedroom), the grizzly (bear), the sleeping bag (no luggage), the friend Jolene, the rain, the rubber boots
  // (shoes), the door, "like an old dog would" (no dog), the water, "swam off" (swimming). "Amazed" is wonder,
  // "my heart still pounding" fear (no heart).
  {
    id: 'en44-ketchikan',
    title: 'Grizzly',
    text: 'I work summers on the slime line at a cannery in Ketchikan. In the dream I came back to the bunkhouse after a double shift and there was a grizzly asleep on my bunk, huge, snoring, with my sleeping bag half over it. My friend Jolene was up in the top bunk, not moving, holding her breath. I backed out really slow and stood outside in the rain in my rubber boots with no idea what to do. Then the bear woke up and came to the door and just looked at me for the longest time, like an old dog would. It walked right past me down to the water and swam off. I woke up amazed, my heart still pounding.',
    symbols: ['bedroom', 'bear', 'rain', 'shoes', 'door', 'water', 'swimming'],
    people: ['friend'],
    emotions: ['wonder', 'fear'],
    notThere: ['luggage', 'dog', 'heart'],
    outsideLexicon: ['cannery', 'bunkhouse', 'bunk', 'sleeping bag'],
  },
  // A plain dream of flying. The refinery is the dreamer's waking work. Flying ("flew"); the Blue Water Bridge
  // (bridge, named and seen) with its trucks (car); Lake Huron (lake, named and seen) frozen, the ice (snow);
  // the full moon (moon), the stars (sky); the little brother (as written), "like when we were kids" (no
  // child), "waving" (no wave); "our old backyard" (childhood_home). "So happy" is joy.
  {
    id: 'en44-sarnia',
    title: 'Over the lake',
    text: 'I’m a shift operator at one of the refineries in Sarnia. In the dream I came off nights in January, walked out past the flare stacks, and just lifted off the parking lot, no effort at all. I flew up over the Blue Water Bridge with the trucks crawling across it and out over Lake Huron, frozen solid, white all the way to the edge of the world. There was a full moon and more stars than I’ve ever seen. Down on the ice I could see my little brother Kurtis with his hockey stick, like when we were kids, waving both arms at me. I wasn’t cold at all. I came down in our old backyard and woke up grinning, so happy.',
    symbols: ['flying', 'bridge', 'car', 'lake', 'snow', 'moon', 'sky', 'childhood_home'],
    people: ['brother'],
    emotions: ['joy'],
    notThere: ['child', 'wave'],
    written: { brother: 'brother' },
    outsideLexicon: ['refinery', 'flare stacks', 'parking lot', 'hockey stick', 'backyard'],
  },
  // A plain dream of being lost, in the present. The repairman is the dreamer. The casino, the wife Dana (as
  // written) there at first, the restroom (bathroom), "can't find my way back" and "lost" (lost); "no windows
  // and no clocks" (no window, no clock); the staff (stranger); the phone and the picture on it (photo); the
  // lights (light); the old man (wise_elder, as written) at a blackjack table; "sit down, son, you're home" (no
  // son, no house). "Confused" is confusion, "scared" fear.
  {
    id: 'en44-des-moines',
    title: 'No clocks',
    text: 'I fix washers and dryers around Des Moines. In the dream I’m at a big casino with my wife Dana, and I go to the restroom and when I come out I can’t find my way back. Every aisle of slot machines looks the same, the carpet’s the same, there are no windows and no clocks anywhere. I keep asking the staff and they all point different ways. My phone buzzes: Dana asking where I am, then a picture of her at the bar with two drinks. I’m lost, properly lost, and the bells and lights just keep going. Then an old man at a blackjack table says, sit down, son, you’re home. I wake up confused and a bit scared.',
    symbols: ['bathroom', 'lost', 'phone', 'photo', 'light'],
    people: ['wife', 'stranger', 'wise_elder'],
    emotions: ['confusion', 'fear'],
    notThere: ['window', 'clock', 'son', 'house'],
    written: { wife: 'wife', wise_elder: 'old man' },
    outsideLexicon: ['casino', 'slot machines', 'carpet', 'bar', 'blackjack table'],
  },
  // A plain dream of nakedness. The syrup seller is the dreamer. The farmers market (shop), the line down the
  // aisle and the people tasting (crowd), naked with the apron and socks (clothes), "dark or amber" grades (no
  // darkness), the cheese lady (stranger, as written), the old music teacher Mr Doiron (teacher; no singing);
  // "hid under the covers" after waking (no hiding). "Embarrassed" is shame.
  {
    id: 'en44-fredericton',
    title: 'Market day',
    text: 'Saturdays I sell maple syrup at the farmers market in Fredericton. In the dream it was the busiest morning of the year, a line right down the aisle, and I was pouring samples into little cups for everyone when I looked down and I was naked. Completely. Just my apron and my wool socks. Nobody said anything. People kept tasting and buying and asking about the grades, dark or amber, and I kept answering, keeping the table between me and them. The cheese lady across the aisle gave me a thumbs up. Then my old music teacher Mr Doiron came up and wanted to pay by cheque. I woke up so embarrassed I hid under the covers.',
    symbols: ['shop', 'naked', 'clothes'],
    people: ['crowd', 'stranger', 'teacher'],
    emotions: ['shame'],
    notThere: ['darkness', 'singing', 'hiding'],
    written: { stranger: 'lady' },
    outsideLexicon: ['maple syrup', 'cups', 'table', 'cheese', 'cheque'],
  },
  // A plain dream of pregnancy and a birth. The lorry driver is the dreamer; "a grandad twice over" is the
  // dreamer (no grandfather). The lorry and driving it (car), pregnant (pregnancy), the A55 (road), the woman on
  // the till (stranger, as written), the wife Bethan (as written), the tiny vests (clothes), the baby who "just
  // came" (birth; baby), "a little girl" the same baby (no girl), her hair; "like my mother" (no mother); "over
  // the moon" (joy; no moon). The baby is the turn. "Amazed" is wonder.
  {
    id: 'en44-wrexham',
    title: 'Due',
    text: 'I drive lorries out of Wrexham, fifty-three years old and a grandad twice over. In the dream I was pregnant, properly pregnant, eight months, belly out to here, still driving the lorry along the A55. Nobody thought it was odd. At the services the woman on the till asked when I was due and gave me a free tea. My wife Bethan was in the cab with me folding tiny vests. Then the pains started near Conwy and I pulled into a lay-by, and the baby just came, easy as anything, a little girl with a full head of black hair. She looked exactly like my mother. I woke up and felt my belly. Amazed, and over the moon.',
    symbols: ['car', 'pregnancy', 'road', 'clothes', 'birth', 'hair'],
    people: ['stranger', 'wife', 'baby'],
    emotions: ['wonder', 'joy'],
    notThere: ['grandfather', 'girl', 'mother', 'moon'],
    written: { stranger: 'woman', wife: 'wife' },
    turn: ['baby'],
    outsideLexicon: ['services', 'till', 'cab', 'lay-by', 'belly'],
  },
  // Negations, figures of speech, a feeling denied and someone only texting. The stations are the dreamer's
  // waking work (no station); "driving home" (car, the dreamer's ute; no house); "no moon", "not a single car"
  // (the dreamer's own is there); the road; the girlfriend only texting (no girlfriend), the phone and the photos
  // (photo) of a meal elsewhere (no lexicon word); "Dead quiet" (no death); "No wind"; the stars and the sky
  // (sky): the turn; "full of sand" (no beach); "I wasn't scared, not a bit" (no fear). "Calm" is calm.
  {
    id: 'en44-balranald',
    title: 'No moon',
    text: 'I fix windmills and bore pumps on the stations out past Balranald. In the dream I was driving home across the plain at night with no moon, not a single car on the road for hours, not even a roo. The radio was only static. My girlfriend Shanelle kept texting me photos of the tea she’d cooked, chops and peas, going cold on the plate. Then the road just ended, no sign, no fence, only red dirt, and I got out of the ute. Dead quiet. No wind. Overhead there were more stars than I’ve ever seen, so thick it looked like the sky was full of sand. I wasn’t scared, not a bit. I stood there till the headlights faded. I woke up calm.',
    symbols: ['car', 'road', 'phone', 'photo', 'sky'],
    people: [],
    emotions: ['calm'],
    notThere: ['station', 'house', 'moon', 'girlfriend', 'death', 'wind', 'beach', 'fear'],
    notFelt: ['fear'],
    turn: ['sky'],
    outsideLexicon: ['windmills', 'bore pumps', 'roo', 'radio', 'ute', 'dirt', 'headlights'],
    probes: ['negation', 'metaphor', 'turn'],
  },
  // People only phoned, texted or waited for, beside people there, and an idiom. The elevators are the
  // dreamer's waking work (no elevator); "a blind date" (no eyes) who never comes (no id); downtown (city); the
  // candle; the mom only calling (no mother, and no phone word for her call); the ex only texting (no ex), the
  // phone and the picture (photo) of his puppy (dog); the waiter (stranger), the bread (food), the old couple
  // (stranger) holding hands (hands) and arguing (fight); the door; the golden retriever (dog) in a bow tie
  // (clothes): the turn. "Laughing" is joy, "lonely" loneliness.
  {
    id: 'en44-spokane',
    title: 'Table for two',
    text: 'I service elevators all over Spokane. In the dream I was on a blind date at a little Italian place downtown, table for two, a candle going, and he never came. My mom kept calling to ask how it was going. My ex texted me a picture of his new puppy. The waiter brought bread and looked sorry for me. An old couple at the next table were holding hands and arguing about the check. Then the door opened and in walked a golden retriever I’d seen in the park that morning, on his own, in a little bow tie, and he sat down across from me. I wasn’t even surprised. I woke up laughing, and a bit lonely.',
    symbols: ['city', 'candle', 'phone', 'photo', 'dog', 'food', 'hands', 'fight', 'door', 'clothes'],
    people: ['stranger'],
    emotions: ['joy', 'loneliness'],
    notThere: ['elevator', 'eyes', 'mother', 'ex'],
    turn: ['dog'],
    outsideLexicon: ['restaurant', 'bow tie', 'park'],
    probes: ['metaphor', 'turn'],
  },
  // Images only on a screen, someone only rung, a negation. The water treatment plant is the dreamer's work,
  // the dream set there with no water seen (no water). The camera screens (no photo) and what they show: snow
  // (no snow), a wolf (no wolf), the dad "who passed in 2016" (no father) in his old parka (no clothes) at the
  // pump house (no house); "no camera" (no photo); the window, the sky and its stars (sky); the supervisor only
  // rung (no boss) on the desk phone (phone); the dreamer on the last screen (no stranger, no double).
  // "Uneasy" is anxiety.
  {
    id: 'en44-red-deer',
    title: 'Twelve screens',
    text: 'I run nights at the water treatment plant in Red Deer. In the dream I was at the control desk watching the twelve camera screens, and on one of them it was snowing in the yard, though out my own window the sky was clear and full of stars. On another a wolf was trotting along the fence line. On another my dad, who passed in 2016, was sweeping the pump house in his old parka. I rang the supervisor on the desk phone and she said there’s no camera in the pump house. Then on the last screen there was a man at a desk watching screens, and it was me, from behind. I turned round and there was nobody. I woke up uneasy.',
    symbols: ['window', 'sky', 'phone'],
    people: [],
    emotions: ['anxiety'],
    notThere: ['water', 'photo', 'snow', 'wolf', 'father', 'clothes', 'house', 'boss'],
    outsideLexicon: ['control desk', 'screens', 'security cameras', 'fence line'],
    probes: ['negation'],
  },
  // Something told, something sworn to, negations, others' fear, a gendered word and a turn. The skipper is the
  // dreamer. The whale-watching boat (boat); the full load of tourists (crowd); "there wasn't a whale anywhere"
  // until one comes; the tiger shark of the story and the dad's boat (no tiger, no shark, no father); the girls
  // (girl, as written) scared (theirs: no fear); the deckie Gazza (boss, a workmate) and the crocodile he swore
  // to (no crocodile); the sea (ocean) "dead flat" (no death); the whale under the boat: the turn. "In awe" is
  // wonder.
  {
    id: 'en44-hervey-bay',
    title: 'Whale',
    text: 'I run a whale-watching boat out of Hervey Bay. In the dream we went out with a full load of tourists and there wasn’t a whale anywhere, not one, not even a spout. To fill in time I told them the story of the tiger shark that followed my dad’s boat in ’85, and a couple of the girls got so scared they wouldn’t go near the rail. Then my deckie Gazza swore he’d seen a crocodile, which was rubbish. On the way in, the sea went dead flat, like oil, and a whale came up right under us and lifted the whole boat on its back, gently, and set it down again. Nobody screamed. I woke up in awe.',
    symbols: ['boat', 'whale', 'ocean'],
    people: ['crowd', 'girl', 'boss'],
    emotions: ['wonder'],
    notThere: ['tiger', 'shark', 'father', 'fear', 'crocodile', 'death'],
    notFelt: ['fear'],
    written: { girl: 'girls' },
    turn: ['whale'],
    outsideLexicon: ['spout', 'rail'],
    probes: ['negation', 'gender', 'turn'],
  },
  // Idioms, another's kin, another's feeling, a gendered word and a turn. The salesman is the dreamer. The
  // pickups and the truck (car); the ex-wife's new husband Dwayne (another's kin: stranger, "husband" as
  // written; no ex, no wife, no husband); "sweating bullets" (anxiety); "drove a hard bargain"; "the bee's knees"
  // (no bees); "he didn't laugh" (his: no joy); the manager (boss), "count my chickens"; the nest of baby birds
  // (bird; no baby): the turn; the snow; his hand (hands). "Relieved" is relief.
  {
    id: 'en44-joplin',
    title: 'The bee’s knees',
    text: 'I sell pickups at a dealership in Joplin. In the dream my ex-wife’s new husband, Dwayne, came onto the lot wanting a truck, and I was sweating bullets. He said he’d heard I drove a hard bargain. I told him the white one was the bee’s knees, joking, and he didn’t laugh. My manager kept hovering, telling me not to count my chickens. Then Dwayne popped the hood and there was no engine, just a nest of baby birds, cheeping. Neither of us said a word. We stood there in the snow, the two of us, and he put his hand on my shoulder. I woke up relieved.',
    symbols: ['car', 'bird', 'snow', 'hands'],
    people: ['stranger', 'boss'],
    emotions: ['anxiety', 'relief'],
    notThere: ['ex', 'wife', 'husband', 'bees', 'joy', 'baby'],
    notFelt: ['joy'],
    written: { stranger: 'husband' },
    turn: ['bird'],
    outsideLexicon: ['dealership', 'hood', 'engine', 'nest'],
    probes: ['metaphor', 'gender', 'turn'],
  },
  // Names made of image words, a figure of speech, people only owners, told about or ringing, and a gendered
  // word. The healthcare assistant is the dreamer. The A1 (road), the cars (car) "flying past" (no flying); the
  // nan only owning the flat and told about (no grandmother); the Angel of the North, a statue (no angel); the
  // Spread Eagle, a pub (no eagle); the landlord (stranger, as written "fella"), "bald" (no hair); Tracey only
  // ringing (no id). "Lonely" is loneliness, "missing her" nostalgia.
  {
    id: 'en44-birtley',
    title: 'Angel of the North',
    text: 'I’m a healthcare assistant from Birtley. In the dream I was pushing an empty wheelchair up the A1 at night, cars flying past, trying to get it back to my nan’s old flat in Pelaw, because it was hers. I went past the Angel of the North and it had its arms down by its sides like it was tired. I stopped at the Spread Eagle to ask the way, and the landlord, a big bald fella, said my nan had just left, she was at our Tracey’s. Then Tracey rang and said nobody had seen Nan for years. I sat down in the wheelchair on the hard shoulder and a fox came and sat beside me. I woke up lonely, missing her.',
    symbols: ['road', 'car'],
    people: ['stranger'],
    emotions: ['loneliness', 'nostalgia'],
    notThere: ['flying', 'grandmother', 'angel', 'eagle', 'hair'],
    written: { stranger: 'fella' },
    outsideLexicon: ['wheelchair', 'flat', 'statue', 'pub', 'hard shoulder', 'fox'],
    probes: ['metaphor', 'gender'],
  },
  // A plan, a fear, negations, gendered words and a turn. The mechanic is the dreamer. The plane, the girlfriend
  // Orla (as written), the ring; the proposal planned at the top of the Burj Khalifa; "terrified we'd crash" and
  // "We didn't crash" (fear; no accident); the window; the sea only pictured (no ocean); "no tower and no
  // desert" (no castle, no desert); the mam (mother, as written) in her kitchen: the turn; the wedding only
  // planned (no wedding). "Laughed out loud" is joy.
  {
    id: 'en44-ballina',
    title: 'The ring',
    text: 'I’m a mechanic in Ballina. In the dream I was on a plane with my girlfriend Orla, a long flight, and I had the ring in my pocket because I was going to ask her at the top of the Burj Khalifa the first night. The whole way I was terrified we’d crash. Every bump, I was gripping the armrest, staring out the window and picturing the sea coming up at us. Orla slept through it all. We didn’t crash. We landed, and there was no tower and no desert, only my mam’s kitchen in Enniscrone with the kettle on, and Orla and my mam sitting at the table already planning the wedding. I woke up and laughed out loud.',
    symbols: ['plane', 'ring', 'window', 'kitchen'],
    people: ['girlfriend', 'mother'],
    emotions: ['fear', 'joy'],
    notThere: ['accident', 'ocean', 'castle', 'desert', 'wedding'],
    written: { girlfriend: 'girlfriend', mother: 'mam' },
    turn: ['kitchen', 'mother'],
    outsideLexicon: ['armrest', 'kettle', 'table'],
    probes: ['negation', 'gender', 'turn'],
  },
  // People only in photos, on a tape, texting or told about, a death dated in waking life, and a turn. "My dad
  // died in March" (no death); the house to clear, dreamt through (house); the work boots (shoes), the door; the
  // photos (photo) of Mum (no mother); the shower (bathroom); Dad's voice on the answering machine (no father)
  // and the dog Tex "gone ten years" (no dog); the brother only texting (no brother; phone); Dad's bed
  // (bedroom); the cockatoo (bird) that flew in (flying) at the window and sat on the lamp (candle): the turn.
  // "Cried" is sadness, "laughing" joy.
  {
    id: 'en44-port-hedland',
    title: 'Clearing out',
    text: 'My dad died in March, and my brother and I are meant to clear out his house in Port Hedland after Christmas, so that’s probably where this came from. In the dream I was doing it on my own. Every room was full of his stuff: his work boots by the door, his hat on the hook, photos of Mum everywhere, even in the shower. The answering machine was blinking, and when I pressed it, it was Dad telling me to feed the dog, but Tex has been gone ten years. My brother Brody texted to say he wasn’t coming. I sat on Dad’s bed and cried. Then a cockatoo flew in the window and sat on the lamp. I woke up laughing.',
    symbols: ['house', 'shoes', 'door', 'photo', 'bathroom', 'phone', 'bedroom', 'bird', 'flying', 'window', 'candle'],
    people: [],
    emotions: ['sadness', 'joy'],
    notThere: ['death', 'father', 'mother', 'dog', 'brother'],
    turn: ['bird'],
    outsideLexicon: ['hat', 'answering machine', 'cockatoo'],
    probes: ['turn'],
  },
];
