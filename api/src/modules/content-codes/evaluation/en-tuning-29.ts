// English, twenty-ninth tuning batch, the twenty-seventh plain batch (written and hand-coded on 2026-12-06 before the
// coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these
// dreams, as against the earlier tuning batches. (This first sentence is wrapped over three lines, as en-tuning-28.ts
// has it, where en-tuning-27.ts has it on one: where the two differ, the later one is followed.)
// The dreamers are American (someone chased through a self-storage place in Boise, a driver stuck in a whiteout on
// I-70 by the Eisenhower Tunnel in Colorado, a best friend whose teeth fall out at a bachelorette in Nashville),
// English (a nursing student at a final OSCE in Preston), Welsh (someone who falls off Constitution Hill in
// Aberystwyth, someone chased through the Butchers' Market in Wrexham), Irish (someone whose teeth fall out at the
// club Lotto draw in Ennis, a grown child at the mart in Roscommon with both parents), Scottish (a doctor back at a
// PhD viva in St Andrews, a wife on her tenth anniversary at the seafood hut on the pier in Oban), Canadian (someone
// late for traffic court in Thunder Bay), Australian (a woman whose partner kisses her best friend at the Mindil Beach
// markets in Darwin, a deckhand on a reef boat out of Cairns), a New Zealander (a student whose parents turn up at a
// flat party in Palmerston North), Indian (a mother at her daughter's school Annual Day in Lucknow, a cousin at a
// sangeet in Ludhiana), Nigerian (a pharmacist on duty in Warri), Ghanaian (a nephew or niece at an uncle's 60th in
// Takoradi), Kenyan (a youth at a church camp chased by a hippo at Naivasha), Filipino (a grown child who meets a
// dead aunt at her sari-sari store in Davao, a mother whose daughter falls into the lake at Burnham Park, Baguio),
// South African (a wife and mother at a son's birthday at the Spur in Bloemfontein), Malaysian (someone stranded at
// the TBS bus terminal in Kuala Lumpur) and Trinidadian (someone whose sister sells their mother's house in Point
// Fortin); where a text does not give the dreamer's sex, the comments do not either (no code depends on the
// dreamer's sex). Ordinary dreams: being chased (through storage units, through a market hall), falling (off a
// cliff), teeth (falling out at a Lotto draw, at a bachelorette), exams (a viva, an OSCE), being late (for traffic
// court), a partner (who kisses the best friend, who proposes to someone else), parents (at a flat party, at the
// mart), children (a school Annual Day, a child who falls into a lake), work (a pharmacy, a reef boat), a party (a
// 60th, a sangeet), an animal (a hippo), the dead (an aunt at her shop), an argument (at a birthday dinner), a
// kindness (at a bus terminal), a betrayal (a house sold behind the dreamer's back) and a rescue (from a car in the
// snow). Each writes their own English ("storage units", "roll up door", "peeled out"; "Aber", "like a sack of
// spuds", "a bit cross"; "the club Lotto", "the whole parish", "went feeling my teeth"; "a wee room", "Higher
// English", "the lassie", "raging"; "Ski-Doo suit", "Grade 5", "Timbits"; "satay sticks", "a clingy cow", "Woke up
// wild"; "palmy", "netball bib", "cringe", "a boomer"; "Annual Day function", "Dairy Milk", "practise"; "light had
// gone", "my oga", "Pharm.", "vexed", "could not sleep again"; "a pesewa", "embraced me"; "askari", "my heart is
// still beating fast"; "load", "even if she died", "Tita"; "his ma", "the cheapest man in the Free State"; "no money,
// no ticket lah", "makcik", "kuih lapis", "paiseh"; "Mammy house", "sell it behind my back", "vex and bawling";
// "CDOT plow", "super grateful"; "my mate", "properly anxious"; "greeting", "a right dirty look"; "gave out to him",
// "making a show of me", "went scarlet", "the pair of them"; "bara brith", "Glenys from chapel", "that frightened",
// "like the clappers"; "pedal tavern", "white claw", "i love that girl"; "Pommy", "budgie smugglers", "get stuffed",
// "stoked but knackered"; "Bua", "a Diljit song", "so loved"; "ate", "manong", "strawberry taho"). Three are typed
// in a hurry with little punctuation (Boise, Palmerston North, Nashville); the Thunder Bay, Davao and Cairns dreams
// are told in the present, and the Trinidadian one in the bare past forms of Trinidadian English.
// Written by a helper who read only README.md, `hand-codes.ts`, `../codes.ts`, en-tuning-28.ts, en-tuning-27.ts and
// parts of the earlier English tuning batches (not the coder, not a held-out file, not score.ts, not a test), and
// hand-coded before and without any tool. Commands run, all read-only, in the evaluation folder: `ls en-tuning*` with
// `cat README.md` (its output cut short) and `wc -l` of the English tuning batches, README.md, `hand-codes.ts` and
// `../codes.ts` in one command (so no held-out file name was listed); `sed -n 200,446p README.md` for the part that
// was cut; `cat en-tuning-28.ts` (cut short) and `sed -n` in two parts for what was cut; `cat` of `hand-codes.ts` and
// `../codes.ts` with `sed -n` of en-tuning-27.ts in one command, and `sed -n` for a second part of en-tuning-27.ts;
// over the earlier English tuning batches only (`en-tuning.ts en-tuning-*.ts`): the openings of every text, by `grep
// -h "text:"` in shell loops cut with `sed` and `cut` (counted with `wc -l`, printed in three parts with `sed -n`);
// words of places and situations (storage, Boise, Aberystwyth, cliff railway, lotto, viva, traffic court, Mindil,
// Darwin, Dunedin, annual day, Lucknow, pharmacy, Port Harcourt, Kumasi, hippo, Naivasha, sari-sari, Davao, Spur,
// Bloemfontein, bus terminal, Point Fortin, I-70, blizzard, OSCE, Coventry, Mull, Oban, mart, Roscommon, Wrexham,
// Nashville, bachelorette, Cairns, reef, sangeet, Chandigarh, Baguio, Burnham, ferry, market, tent, wake, funeral
// and others, then the places and names chosen instead) counted in three shell loops of `grep -il ... | wc -l` or
// `tr`, with `grep -hio` for the sentences around some of them (cut with `head`); `grep -hi` for the comments on
// dancing, winks, "went red", "missing", taking someone's side and marriage proposals, and `grep -h` for the
// character lines of flatmates and of plural animals (cut with `cut` and `head`); and over this file only, `awk`
// (comment line lengths, word counts of the texts, that every character's words are in its text, that no code's
// index passes its dream's characters), `grep -c` and `grep -o ... | wc -l` (the totals of codes), `grep -n` and
// `sed -n`, which printed only.
// The file was written and edited with the file editing tool only. No script, test, tsx, node, vitest, npm, python
// or git command was run, and no web search was made. Departures: none beyond these read-only commands.
// Conventions followed (README.md, en-tuning-28.ts, en-tuning-27.ts and the earlier batches): an interaction aimed
// at "us" is one event, coded once with the dreamer as recipient ("hugged both of us", "pulled us both out", "let us
// sit in his cab"); an act of a group is coded to the group only ("the whole courtroom laughs at me", "Everybody
// started whispering about me", "everyone cheered for dad"); names after a group of the dreamer's people are its
// members ("my parents" then mum and dad, "my two kids, Migo and Bea"), and "everyone" is the group the dream
// already has (the family at the 60th, the cousins at the sangeet); a crowd present is a character ("the whole
// parish", "the whole courtroom", "sixty tourists", "the whole ring", "everyone" at a flat party, a church youth
// group at camp, the staff of a restaurant); people only mentioned or named as owners (the dad of "my dads old
// stuff", the wife said to have bought fake drugs, the dreamer's father and mother who are insulted, Mammy of "Mammy
// house" and "when Mammy was sick") are not characters, while one named before and then present (Mam at the market
// in Wrexham) is; someone dead in waking life but present is coded (Tita Baby); a husband, a son, a daughter, a
// brother, a sister, a cousin, an uncle, his wife, a husband's mother, a Bua (a father's sister), a Tita, a nan, Mam,
// Mammy, Daddy, mum and dad are family; a partner, a girlfriend, a best friend, a mate and a friend are friends; an
// ex, an old teacher, a supervisor, a club chairman, a neighbour, a flatmate, a skipper, an oga, colleagues, the
// security man of the dreamer's own workplace, a youth leader, a class teacher of the dreamer's child, a best
// friend's sister and someone from the dreamer's chapel are known; a person whose sex is never given is of unknown
// sex (a supervisor called Dr Okafor, a janitor); animals are coded of unknown sex; embarrassment ("mortified",
// "so embarrassed", "so ashamed", "paiseh", "went scarlet", "cringe"), nerves ("properly anxious", "so stressed") and
// being scared, frightened or terrified are apprehension; pride, being happy, touched, grateful, thankful, stoked or
// "so loved" are happiness; crying, bawling, "greeting", being hurt, sad, missing someone ("missing the pair of
// them", as missing a gran in an earlier batch) and pity ("so sad for my boy") are sadness; being raging, wild,
// vexed, vex, annoyed, angry and "a bit cross" are anger; being baffled is confusion; a feeling on waking is coded;
// body sensations ("my heart is still beating fast", "my heart going like the clappers", "a headache", "knackered")
// and negated feelings ("she's not mad at me") are not coded, nor is "i love that girl" (love names no class);
// accidents (a bike that clips the dreamer "by accident", teeth that fall out, a car that slides into a ditch), a
// sale (the house sold to a Venezuelan man, bidding at the mart), a rite (a birthday song by a restaurant's staff,
// the dancing itself) and a professional's work (an examiner ticking boxes, a judge's fine, marking in red pen) are
// not coded; an act denied ("never said a word in my defence", "Dazza never says a word", "nobody heard") is not
// coded; a reciprocal act is two codes; mockery, laughing at someone, ridicule on a phone, belittling, criticism, a
// complaint about someone told to another, blame, a rebuke or telling-off, scolding, an insult, an accusation, a
// threat, yelling at someone, being sent off someone's property and gossip told to get someone into trouble are
// verbal aggression, and a defence or protest said to the offender ("told Mrs Baird to leave the lassie alone",
// "told her to clear off", "tells him to stop it") is aggression to the offender; a refusal aimed at the dreamer
// ("waved me away like a beggar") is rejection; a chase, a stamp on a hand, a push, a shove, a hair pulled, a wrist
// grabbed and held, a phone grabbed off someone, things swept off the dreamer's counter, dragging someone out by the
// collar and a prank that makes someone fall are physical aggression; a rescue that pulls the victim in is
// friendliness (physical), and one that goes for the attacker is aggression to the attacker only (a truck rammed
// into him, a torch waved and shouting at a hippo, not physical, as the watchman's lathi on the gate in
// en-tuning-28.ts); help, a gift, food given, praise, comfort, an apology, a proposal of marriage, cheering for
// someone, taking someone's side (friendliness to the one backed) and lending are friendliness, and a hug, a hand
// held, a handshake, an arm round someone, a cheek pinched, a blanket tucked over someone, tears wiped, a child
// carried and being pulled onto the floor to dance friendliness (physical); a kiss on the mouth, and a kiss between
// two others who are not kin, is sexuality (physical); a gift and the comfort said with it are two friendly acts.
// Conventions this batch had to decide: a truck rammed into a chaser is aggression to him, and the brother then
// throwing the dreamer in the cab a rescue (physical), the "he" of it his; a bike that clips the dreamer "by
// accident" is not coded; a chairman taking the microphone off the dreamer is part of his rebuke, not a theft, and
// "the whole parish" at the club's draw is a known group (as the club's people at its presentation night in
// en-tuning-28.ts); an arm put round the dreamer and the dreamer brought out to the car is one act (physical), as a
// rescue that pulls the dreamer in and hides them is one in en-tuning-28.ts; an external examiner saying the thesis
// is copied and that she will report the dreamer is one act (one speech), and her red pen her work; a judge who fines
// the dreamer is doing his work, but making fun of the dreamer's boots is mockery; a partner putting his arm round
// the woman he has just kissed is friendliness to her (physical), beside the kiss; the guests at the dreamer's own
// flat party are known, and the guy the dreamer didn't know a stranger; a dad handing out his beers to the guests is
// a gift to the group; a teacher hugging "both of us", the dreamer and her daughter, is coded once, to the dreamer;
// a mother's loud remark that "some parents" don't practise with their children is criticism of the dreamer; a
// husband filming instead of helping is a favour denied (not coded); a man insulting the dreamer's absent father and
// mother is aggression to the dreamer, a second act beside his accusation; a quarrel told by what each said ("He
// said I waste everything, and I told him ...") is coded as those two acts, not as a third; a sister selling the
// family house behind the dreamer's back is covert aggression to the dreamer, not physical (a deal, nothing taken
// by hand), and laughing in the dreamer's face while saying the dreamer was never there is one act of mockery; an
// apology the dreamer is made to say ("till I said sorry") is still friendliness from the dreamer; a proposal with a
// ring to another woman is friendliness to her, and no act to the dreamer is coded beside it; a tea towel thrown
// over the dreamer to hide her from a pursuer is help (physical); a mother crying over the rescuer of her child
// cries with relief (not coded, as tears of joy); refusing to wear a stinger suit is no act, telling the dreamer to
// get stuffed is; a boy rocking a boat on purpose to scare his sister, who then falls in, is a prank that makes
// someone fall (physical aggression); a manong who would not take money has done no second act; a look given on
// waking is not coded.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_29: HandCodedDream[] = [
  // American (Boise, Idaho), typed in a hurry. The dad of "my dads old stuff" is only an owner. The guy in the
  // welding mask chasing the dreamer down the rows is a chase (physical aggression), and stomping on the dreamer's
  // hand a second physical act. Tanner ramming him into the roll up door with his truck goes for the attacker
  // (physical aggression to him only); "then he threw me in the cab" is Tanner's rescue (friendliness, physical;
  // decided here), the "he" his. "never been so scared" is apprehension, "woke up crying" sadness.
  {
    text: 'dreamed i was at the storage units off federal way in boise getting my dads old stuff out of our unit and the code on the gate kept changing. then this guy in a welding mask came out of the unit next to ours and chased me down the rows with a crowbar. i tripped on a pallet and he stomped on my hand. my brother tanner came flying round the corner in his truck and rammed him into the roll up door. then he threw me in the cab and we peeled out. never been so scared in my life, woke up crying',
    characters: ['person male stranger | this guy in a welding mask', 'person male family | my brother tanner'],
    interactions: [
      'aggression 0>D physical',
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'friendliness 1>D physical',
    ],
    emotions: ['apprehension D', 'sadness D'],
  },
  // Welsh (Aberystwyth). Ffion, a girlfriend, is a friend. The lad on the mountain bike clipping the dreamer's
  // shoulder "by accident" is not coded (decided here). The old man in the flat cap grabbing the dreamer's coat and
  // hauling the dreamer onto the ledge is a rescue (friendliness, physical). Ffion shouting down that the dreamer did
  // it on purpose to scare her is an accusation (aggression). "terrified" is apprehension, "a bit cross" anger.
  {
    text: "I was walking up Constitution Hill in Aber with my girlfriend Ffion, on the path by the cliff railway, and the fence just wasn't there. A lad on a mountain bike came flying down and clipped my shoulder by accident, and I went over the edge. I was falling for ages, past the pier lights. Then an old man in a flat cap on a ledge grabbed the back of my coat and hauled me onto it like a sack of spuds. Ffion was shouting down that I'd done it on purpose to scare her. I woke up terrified, and a bit cross with her, to be honest.",
    characters: [
      'person female friend | my girlfriend Ffion',
      'person male stranger | A lad on a mountain bike',
      'person male stranger | an old man in a flat cap',
    ],
    interactions: ['friendliness 2>D physical', 'aggression 0>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Irish (Ennis, Co. Clare). Uncertain: "the whole parish" watching the club's Lotto draw is a known group (decided
  // here, as the club's people at its presentation night in en-tuning-28.ts); watching is no act. The teeth falling
  // out are no one's act. Seánie Moloney, the club chairman (known), given in an apposition, taking the microphone
  // off the dreamer is part of his rebuke (not a theft; decided here), and saying the dreamer is a disgrace to the
  // club is one act of aggression. Eimear putting her arm round the dreamer and bringing the dreamer out to the car
  // is one act (friendliness, physical; decided here). "mortified" is apprehension.
  {
    text: 'I was doing the club Lotto draw in the bar at the GAA grounds in Ennis on a Sunday night, with the drum and the balls and the whole parish watching. Every time I opened my mouth to call out a number, a tooth fell out onto the table. Seánie Moloney, the club chairman, took the microphone off me and said I was a disgrace to the club. My cousin Eimear came up, put her arm around me and brought me out to the car. I was mortified. I woke up and went feeling my teeth with my tongue for ages.',
    characters: [
      'person unknown known plural | the whole parish',
      'person male known | Seánie Moloney, the club chairman',
      'person female family | My cousin Eimear',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D physical'],
    emotions: ['apprehension D'],
  },
  // Scottish (St Andrews). Mrs Baird, an old teacher (known), is the external examiner: her red pen is her work
  // (not coded); telling the dreamer the thesis was copied and that she'd be reporting the dreamer is one speech, one
  // act of aggression (an accusation and a threat; decided here). Dr Okafor, the supervisor (known, sex never given),
  // "never said a word in my defence": denied, not coded. The janitor (a stranger, sex never given) telling Mrs Baird
  // to leave the lassie alone is a defence said to the offender (aggression to her). "baffled" is confusion,
  // "raging" on waking anger.
  {
    text: "Had my PhD viva again, in a wee room at the top of the tower in St Salvator's Quad in St Andrews, even though I passed it in 2019. The external examiner was my old Higher English teacher, Mrs Baird, and she'd covered my thesis in red pen. She told me the whole thing was copied and that she'd be reporting me. My supervisor, Dr Okafor, sat in the corner eating an apple and never said a word in my defence. Then a janitor came in with a mop and told Mrs Baird to leave the lassie alone. I woke up baffled, and still raging at Dr Okafor.",
    characters: [
      'person female known | my old Higher English teacher, Mrs Baird',
      'person unknown known | My supervisor, Dr Okafor',
      'person unknown stranger | a janitor',
    ],
    interactions: ['aggression 0>D', 'aggression 2>0'],
    emotions: ['confusion D', 'anger D'],
  },
  // Canadian (Thunder Bay, Ontario), told in the present. Gord, a neighbour (known), digging the dreamer's car out
  // without being asked is help. Mr. Lindqvist, an old teacher (known), is the judge: the fine is his work (not coded;
  // decided here), but making fun of the dreamer's boots is mockery (aggression). "the whole courtroom" (a crowd of
  // strangers) laughing at the dreamer is mockery, coded to the group. The clerk (a stranger), given in an
  // apposition, slipping the dreamer a box of Timbits is a gift. "so stressed" is apprehension; a headache is a body
  // sensation.
  {
    text: "I'm late for traffic court in Thunder Bay over a speeding ticket I never even got, and my car's buried in a snowbank on Red River Road. My neighbour Gord comes over in his Ski-Doo suit and digs me out without being asked. When I finally run into the courtroom, the judge is my Grade 5 teacher, Mr. Lindqvist. He fines me a thousand dollars for being late and makes fun of my boots, and the whole courtroom laughs at me. On my way out the clerk, a young woman with braces, slips me a box of Timbits. I'm so stressed I wake up with a headache.",
    characters: [
      'person male known | My neighbour Gord',
      'person male known | my Grade 5 teacher, Mr. Lindqvist',
      'person unknown stranger plural | the whole courtroom',
      'person female stranger | the clerk, a young woman with braces',
    ],
    interactions: ['friendliness 0>D', 'aggression 1>D', 'aggression 2>D', 'friendliness 3>D'],
    emotions: ['apprehension D'],
  },
  // Australian (Darwin), a woman. Shane, a partner, is a friend, and so is Kirra, a best friend. Shane kissing Kirra
  // is sexuality between two others (physical). Kirra calling the dreamer a clingy cow is an insult (aggression).
  // Shane putting his arm round her is friendliness to her (physical; decided here); his shrug is no act. The lady
  // from the fruit salad stall (a stranger) giving the dreamer a cup of mango for free and telling the dreamer she
  // was better off are two friendly acts (a gift and comfort). "Woke up wild" is anger, "sad" sadness.
  {
    text: "My partner Shane and I were at the Mindil Beach markets on a Thursday night, watching the sunset with a bag of satay sticks like we do most weeks. He went off to get us laksa and didn't come back. I found him behind the didgeridoo stall kissing my best friend Kirra. When I said something, Kirra called me a clingy cow and Shane just shrugged and put his arm round her. A lady from the fruit salad stall gave me a cup of mango for free and told me I was better off. Woke up wild, then sad all morning.",
    characters: [
      'person male friend | My partner Shane',
      'person female friend | my best friend Kirra',
      'person female stranger | A lady from the fruit salad stall',
    ],
    interactions: [
      'sexuality 0>1 physical',
      'aggression 1>D',
      'friendliness 0>1 physical',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['anger D', 'sadness D'],
  },
  // New Zealander (Palmerston North), typed in a hurry. "my parents" are then mum and dad, coded as those two.
  // Uncertain: "everyone" at the dreamer's own flat party is a known group (decided here), and "some guy i didnt
  // know" a stranger. Dad handing out his own beers to everyone is a gift to the group (friendliness). Mum tucking a
  // blanket over Hemi, a flatmate (known), is friendliness (physical). The guy calling dad a boomer and telling him
  // to move is an insult (aggression); dad shoving him into the couch is physical aggression. Everyone cheering for
  // dad is friendliness from the group. "so embarrassed" is apprehension ("cringe" the same class), "kind of proud"
  // happiness.
  {
    text: 'had a dream my parents turned up at our flat in palmy in the middle of a party, like 1am, mum still in her netball bib. dad went straight to the fridge and started handing out his own beers to everyone which was cringe. mum found my flatmate hemi passed out in the hallway and tucked a blanket over him. then some guy i didnt know called dad a boomer and told him to move, and dad shoved him into the couch. everyone cheered for dad. i was so embarrassed but kind of proud of him',
    characters: [
      'person female family | mum',
      'person male family | dad',
      'person unknown known plural | everyone',
      'person male known | my flatmate hemi',
      'person male stranger | some guy i didnt know',
    ],
    interactions: [
      'friendliness 1>2',
      'friendliness 0>3 physical',
      'aggression 4>1',
      'aggression 1>4 physical',
      'friendliness 2>1',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Indian (Lucknow), a mother. Saanvi crying on the stage is her sadness. Uncertain: another mother saying loudly
  // that "some parents" don't practise with their children is criticism of the dreamer (aggression; decided here).
  // Carrying Saanvi off is the dreamer's friendliness (physical). Mrs. Srivastava, the class teacher (known), given
  // in an apposition, hugging "both of us" is coded once, to the dreamer (physical); giving Saanvi a Dairy Milk is a
  // gift to her. The husband filming instead of helping is a favour denied (not coded). "so ashamed" is apprehension,
  // "angry" anger.
  {
    text: "It was the Annual Day function at my daughter Saanvi's school in Gomti Nagar, and she was a sunflower in the group dance. The moment the music started she froze and began crying on the stage. Another mother sitting behind me said loudly that some parents don't practise with their children at all. I went up and carried Saanvi off, and her class teacher, Mrs. Srivastava, hugged both of us in the wings and gave Saanvi a Dairy Milk. My husband kept filming on his phone instead of helping. I felt so ashamed, and angry with him.",
    characters: [
      'person female family | my daughter Saanvi',
      'person female stranger | Another mother sitting behind me',
      'person female known | her class teacher, Mrs. Srivastava',
      'person male family | My husband',
    ],
    interactions: ['aggression 1>D', 'friendliness D>0 physical', 'friendliness 2>D physical', 'friendliness 2>0'],
    emotions: ['sadness 0', 'apprehension D', 'anger D'],
  },
  // Nigerian (Warri), a pharmacist. The man in the big agbada (a stranger) saying the dreamer sold his wife fake
  // drugs is an accusation (aggression), and insulting the dreamer's father and mother, who are not there, a second
  // act of aggression to the dreamer (decided here). Sweeping all the boxes off the dreamer's counter onto the floor
  // is destruction of property in the dreamer's charge (physical aggression; decided here). Baba Sule, the security
  // man of the dreamer's own workplace (known), dragging him out by his collar is physical aggression to him. The
  // oga, Pharm. Efe (known), blaming the dreamer is aggression; Blessing, a colleague (known), helping is
  // friendliness. "so vexed" is anger.
  {
    text: 'I was on duty at the pharmacy where I work in Warri, and light had gone so we were using torchlight. A man in a big agbada came in and said I sold fake drugs to his wife, then he started insulting my father and my mother. Then he swept all the boxes on the counter onto the floor. Our security man, Baba Sule, dragged him out by his collar. My oga, Pharm. Efe, came in later and he blamed me for the mess. Only my colleague Blessing stayed back, and she helped me pack everything up. I was so vexed I could not sleep again.',
    characters: [
      'person male stranger | A man in a big agbada',
      'person male known | Our security man, Baba Sule',
      'person male known | My oga, Pharm. Efe',
      'person female known | my colleague Blessing',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 0>D',
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'aggression 2>D',
      'friendliness 3>D',
    ],
    emotions: ['anger D'],
  },
  // Ghanaian (Takoradi). "all the family" is a group of the dreamer's family, present; "everyone" and "Everybody"
  // are that group. Efua telling everyone the dreamer had not contributed a pesewa is gossip told to get the dreamer
  // into trouble (aggression); everybody whispering about the dreamer is gossip from the group (aggression). Uncle
  // Kwesi saying the dreamer paid for the cake is taking the dreamer's side (friendliness), and embracing the dreamer
  // a second act (physical). Auntie Adwoa, his wife (family), given in an apposition, pulling the dreamer onto the
  // floor to dance is an invitation with touch (friendliness, physical); the dancing is not coded. "happy" is
  // happiness, "annoyed" anger.
  {
    text: 'My uncle Kwesi was celebrating his 60th birthday at a hotel in Takoradi and all the family came in the same kente. When it was time for the toast, my cousin Efua took the microphone and told everyone that I had not contributed a pesewa to the party. Everybody started whispering about me. But Uncle Kwesi stood up and said I was the one who paid for the cake, and he embraced me in front of all of them. Then his wife, Auntie Adwoa, pulled me onto the floor to dance with her. I was happy, but still annoyed with Efua.',
    characters: [
      'person male family | My uncle Kwesi',
      'person unknown family plural | all the family',
      'person female family | my cousin Efua',
      'person female family | his wife, Auntie Adwoa',
    ],
    interactions: [
      'aggression 2>D',
      'aggression 1>D',
      'friendliness 0>D',
      'friendliness 0>D physical',
      'friendliness 3>D physical',
    ],
    emotions: ['happiness D', 'anger D'],
  },
  // Kenyan (Naivasha). The church youth group at the camp is a known group, present. The hippo (an animal) running
  // after the dreamer is a chase (physical aggression). "nobody heard" is denied. The askari, a camp guard (a
  // stranger), given in an apposition, running between them waving his torch and shouting at the hippo goes for the
  // attacker with no blow (aggression to it, not physical). Pastor Mwangi, the youth leader (known), scolding the
  // dreamer is aggression; Wanjiku, a friend, sharing her blanket is friendliness. "so scared" is apprehension; the
  // heart still beating fast is a body sensation.
  {
    text: "We were camping at Fisherman's Camp in Naivasha with my church youth group, and at night I went down towards the lake to brush my teeth. A hippo came out of the water, huge, and started running after me through the acacia trees. I shouted but nobody heard. Then the askari, an old Maasai man called Lekishon, ran between us waving his torch and shouting at it until it turned back. Our youth leader, Pastor Mwangi, scolded me for going alone at night, and my friend Wanjiku shared her blanket with me. I was so scared my heart is still beating fast.",
    characters: [
      'person unknown known plural | my church youth group',
      'animal unknown - | A hippo',
      'person male stranger | the askari, an old Maasai man called Lekishon',
      'person male known | Our youth leader, Pastor Mwangi',
      'person female friend | my friend Wanjiku',
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>1', 'aggression 3>D', 'friendliness 4>D'],
    emotions: ['apprehension D'],
  },
  // Filipino (Davao), told in the present. Tita Baby, an aunt dead in waking life, is present (family); selling is no
  // act. Giving the dreamer a free Coke and pinching the dreamer's cheek are two friendly acts, the second physical.
  // Jun-Jun, a cousin, saying the dreamer never visited her is an accusation (aggression), and pushing the dreamer out
  // of the store physical aggression. Tita Baby hitting him with her fan (physical) and telling him to stop it are two
  // acts of aggression to him; holding the dreamer's hand (physical) and telling the dreamer she's not mad are two
  // friendly acts. "she's not mad" is negated. "crying" is sadness, "happy" happiness.
  {
    text: "I'm at the sari-sari store of my Tita Baby in Bajada, Davao, and she's behind the grills selling load and Piattos like before, even if she died last year. She gives me a free Coke and pinches my cheek. Then my cousin Jun-Jun comes and says I never visited her when she was sick, and he pushes me out of the store. Tita Baby hits him on the head with her fan and tells him to stop it. Then she holds my hand and tells me she's not mad at me. I wake up crying, but happy.",
    characters: ['person female family | my Tita Baby', 'person male family | my cousin Jun-Jun'],
    interactions: [
      'friendliness 0>D',
      'friendliness 0>D physical',
      'aggression 1>D',
      'aggression 1>D physical',
      'aggression 0>1 physical',
      'aggression 0>1',
      'friendliness 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // South African (Bloemfontein), a wife and mother. The husband's mother is family. The staff (a group of strangers)
  // bringing the cake and singing is their work and a rite (not coded). Uncertain: the quarrel about money is told by
  // what each said, coded as those two acts (decided here): Gerrit saying the dreamer wastes everything is criticism,
  // the dreamer telling him he's the cheapest man in the Free State an insult. His ma taking his side is friendliness
  // to him. Ruan crying is his sadness. "so angry" is anger, "so sad for my boy" pity (sadness).
  {
    text: "We were at the Spur at Loch Logan for my son Ruan's birthday, with my husband Gerrit and his mother. The staff brought out the cake with a sparkler and all came to sing, and right in the middle of the singing Gerrit started fighting with me about money. He said I waste everything, and I told him he's the cheapest man in the Free State. His ma took his side, of course. Ruan just put his head on the table and cried. I was so angry, and so sad for my boy.",
    characters: [
      'person male family | my son Ruan',
      'person male family | my husband Gerrit',
      'person female family | his mother',
      'person unknown stranger plural | The staff',
    ],
    interactions: ['aggression 1>D', 'aggression D>1', 'friendliness 2>1'],
    emotions: ['sadness 0', 'anger D', 'sadness D'],
  },
  // Malaysian (Kuala Lumpur). The wallet gone from the bag has no one seen taking it (not coded). The lady at the
  // counter (a stranger) saying "no money, no ticket" and waving the dreamer away like a beggar is a refusal aimed at
  // the dreamer (rejection, aggression). The makcik selling kuih (a stranger) giving the dreamer two pieces of kuih
  // lapis and paying for the ticket are two friendly acts; her son (a stranger) carrying the dreamer's bag to the bus
  // is help. "cried" is sadness, "so touched" happiness, "paiseh" on waking embarrassment (apprehension).
  {
    text: 'I dreamt I was stuck at TBS bus terminal in KL at midnight, trying to go back to Ipoh for Raya, and my wallet was gone from my bag. The lady at the counter said no money, no ticket lah, and waved me away like a beggar. I just sat on the floor and cried. Then one makcik selling kuih came and sat beside me, gave me two pieces of kuih lapis and paid for my ticket with her own money. Her son carried my bag to the bus for me. I was so touched, and when I woke up I still felt paiseh for crying in public.',
    characters: [
      'person female stranger | The lady at the counter',
      'person female stranger | one makcik selling kuih',
      'person male stranger | Her son',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D', 'friendliness 1>D', 'friendliness 2>D'],
    emotions: ['sadness D', 'happiness D', 'apprehension D'],
  },
  // Trinidadian (Point Fortin), in the bare past forms of Trinidadian English. Mammy is only the owner of the house
  // and spoken of (not coded). Uncertain: Charmaine selling the family house behind the dreamer's back is covert
  // aggression to the dreamer, not physical (decided here); the sale to the Venezuelan man is not coded. Laughing in
  // the dreamer's face and saying the dreamer was never there is one act of mockery (as "laughed ... and said" in
  // en-tuning-28.ts). The man, now the owner, telling the dreamer to get off his property is aggression. Miss Joyce,
  // a neighbour (known), giving a bag of pommecythere is a gift. "vex" is anger, "bawling" sadness.
  {
    text: 'I dreamt I went home to Mammy house in Point Fortin and it had a SOLD sign in the yard. My sister Charmaine sell it behind my back to some Venezuelan man for next to nothing, and she was inside counting the money on Mammy dining table. When I ask her how she could do that, she laugh in my face and say I was never there when Mammy was sick. The man come out and tell me to get off his property. Our neighbour Miss Joyce call me over the fence and give me a bag of pommecythere. I wake up vex and bawling.',
    characters: [
      'person female family | My sister Charmaine',
      'person male stranger | some Venezuelan man',
      'person female known | Our neighbour Miss Joyce',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // American (Colorado). Kayla, a girlfriend, is a friend; blaming the dreamer for not putting the chains on is
  // aggression. The car sliding into the ditch is an accident. The CDOT plow driver (a stranger), given in an
  // apposition, digging out the door and pulling "us both" out is one rescue, coded once to the dreamer
  // (friendliness, physical); letting "us" sit in his cab is a second friendly act. Another guy (a stranger) towing
  // the car out is help. "terrified" is apprehension, "super grateful" happiness.
  {
    text: 'I was driving back to Denver from skiing at Vail on I-70 and got caught in a total whiteout near the Eisenhower Tunnel. My Subaru slid into the ditch and the snow came up over the windows. My girlfriend Kayla was in the passenger seat blaming me for not putting the chains on. Then a CDOT plow driver, a huge guy with frost in his beard, dug out my door and pulled us both out, and let us sit in his cab with the heater blasting while another guy towed the car out. Honestly I was terrified, then super grateful.',
    characters: [
      'person female friend | My girlfriend Kayla',
      'person male stranger | a CDOT plow driver, a huge guy with frost in his beard',
      'person male stranger | another guy',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D physical', 'friendliness 1>D', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // English (Preston). The nan telling the examiner the dreamer was rough with her is a complaint about the dreamer
  // told to another (aggression to the dreamer). Jordan, an ex (known), grabbing the dreamer's wrist and not letting
  // go is physical aggression; uncertain: the apology the dreamer is made to say is still friendliness from the
  // dreamer (decided here). The examiner (a stranger), given in an apposition, ticking boxes is her work. Abbie, a
  // mate (a friend), slipping the dreamer her stethoscope is help. "properly anxious" is apprehension.
  {
    text: "Dreamt I was doing my final OSCE at uni in Preston and every station had a patient I actually know. At the first one I had to take my nan's blood pressure and she kept telling the examiner I was rough with her. At the second my ex, Jordan, was the patient, and he grabbed my wrist and wouldn't let go till I said sorry for dumping him. The examiner, a tiny Scottish woman, just ticked boxes and said nothing. My mate Abbie slipped me her stethoscope through the curtain when mine broke. Woke up properly anxious.",
    characters: [
      'person female family | my nan',
      'person male known | my ex, Jordan',
      'person female stranger | The examiner, a tiny Scottish woman',
      'person female friend | My mate Abbie',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'friendliness D>1', 'friendliness 3>D'],
    emotions: ['apprehension D'],
  },
  // Scottish (Oban), a wife. "I thought he was going to give me a ring" is only a thought. Euan giving the ring to
  // the lassie serving the scallops (a stranger), on one knee, is a proposal of marriage (friendliness to her);
  // no act to the dreamer is coded beside it (decided here). Her kissing him over the counter is sexuality between
  // two others (physical). The fisherman (a stranger) telling Euan he was an absolute clown is an insult (aggression
  // to him), and giving the dreamer his tray of langoustines a gift. "greeting" (crying) on waking is sadness; the
  // dirty look is given after waking (not coded).
  {
    text: 'It was our tenth anniversary and my husband Euan took me to the seafood hut on the pier in Oban. It was blowing a gale and the rain was going sideways. He got down on one knee in the queue, and I thought he was going to give me a ring, but he gave it to the lassie serving the scallops instead. She kissed him right over the counter. Then a big fisherman in yellow oilskins told Euan he was an absolute clown and gave me his own tray of langoustines. I woke up greeting and gave Euan a right dirty look over his cornflakes.',
    characters: [
      'person male family | my husband Euan',
      'person female stranger | the lassie serving the scallops',
      'person male stranger | a big fisherman in yellow oilskins',
    ],
    interactions: ['friendliness 0>1', 'sexuality 1>0 physical', 'aggression 2>0', 'friendliness 2>D'],
    emotions: ['sadness D'],
  },
  // Irish (Roscommon). Daddy and Mammy are present (family); the two bullocks are animals present. The farmer from
  // Ballaghaderreen bidding against himself is no act. Uncertain: "the whole ring" is a crowd of strangers (decided
  // here). Daddy telling the whole ring the dreamer was the best child a man could have is praise (friendliness to the
  // dreamer). Mammy giving out to him is a telling-off (aggression to him), and handing the dreamer a flask of tea a
  // gift. The auctioneer (a stranger), given in an apposition, shaking the dreamer's hand is friendliness (physical).
  // "went scarlet" is embarrassment (apprehension, as "absolutely scarlet" in en-tuning-28.ts), "happy" happiness,
  // "missing the pair of them" sadness.
  {
    text: 'I was at the mart in Roscommon with Daddy and Mammy, the way we went every Thursday when I was young, only I was my own age. Daddy was selling our two Charolais bullocks, and a big farmer from Ballaghaderreen kept bidding against himself, which made no sense. Then Daddy told the whole ring I was the best child a man could ever have, and I went scarlet. Mammy gave out to him for making a show of me and handed me a flask of tea. The auctioneer, a young lad, shook my hand over the rail. I woke up happy and missing the pair of them.',
    characters: [
      'person male family | Daddy',
      'person female family | Mammy',
      'animal unknown - plural | our two Charolais bullocks',
      'person male stranger | a big farmer from Ballaghaderreen',
      'person unknown stranger plural | the whole ring',
      'person male stranger | The auctioneer, a young lad',
    ],
    interactions: ['friendliness 0>D', 'aggression 1>0', 'friendliness 1>D', 'friendliness 5>D physical'],
    emotions: ['apprehension D', 'happiness D', 'sadness D'],
  },
  // Welsh (Wrexham). Mam, first named as the one the bara brith is for, is then present (family). The woman in the
  // red anorak (a stranger) following the dreamer from stall to stall and running after the dreamer is one chase
  // (physical aggression); shouting the dreamer's name is no insult. Glenys (known, from the dreamer's chapel), given
  // before a relative clause, throwing a tea towel over the dreamer to hide the dreamer is help (friendliness,
  // physical; decided here). Pulling the dreamer's hair is physical aggression. Mam telling her to clear off is a
  // defence said to the offender (aggression to her). "that frightened" is apprehension; the heart going like the
  // clappers is a body sensation.
  {
    text: "I was in the Butchers' Market in Wrexham on a Saturday getting bara brith for Mam, when a woman in a red anorak started following me from stall to stall. I went faster and so did she, and then she was running after me shouting my name. I hid behind the cake stall and the lady who runs it, Glenys from chapel, threw a tea towel over me. The woman found me anyway and pulled my hair. Then Mam was suddenly there and told her to clear off, and she went. I was that frightened I woke up with my heart going like the clappers.",
    characters: [
      'person female stranger | a woman in a red anorak',
      'person female known | the lady who runs it, Glenys from chapel',
      'person female family | Mam',
    ],
    interactions: ['aggression 0>D physical', 'friendliness 1>D physical', 'aggression 0>D physical', 'aggression 2>0'],
    emotions: ['apprehension D'],
  },
  // American (Nashville), typed in a hurry. Kenzie, a best friend, is a friend; her sister Brooke is known (a
  // friend's sister). The teeth falling out are no one's act. Brooke filming the dreamer, laughing and posting it is
  // one act of ridicule (aggression, as filming for one's Instagram in en-tuning-27.ts). Kenzie grabbing the phone off
  // her and deleting it goes for the offender (physical aggression to her). Hugging the dreamer (physical) and saying
  // the dreamer was still the prettiest one there are two friendly acts. "so embarrassed" is apprehension; "i love
  // that girl" names no class (not coded).
  {
    text: "ok so i dreamed i was in nashville for my best friend Kenzie's bachelorette and we were on one of those pedal tavern things on broadway. i was supposed to give a toast and when i opened my mouth my teeth started falling out into my white claw one by one. Kenzie's sister Brooke was filming it and laughing and she posted it before i even finished. Kenzie grabbed the phone off her and deleted it, then hugged me and said i was still the prettiest one there. i was so embarrassed but honestly i love that girl",
    characters: ['person female friend | my best friend Kenzie', "person female known | Kenzie's sister Brooke"],
    interactions: ['aggression 1>D', 'aggression 0>1 physical', 'friendliness 0>D physical', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // Australian (Cairns, Queensland), told in the present. "sixty tourists" are a crowd of strangers present. Dazza,
  // the skipper (known), given in an apposition, yelling at the dreamer is aggression. The Pommy bloke (a stranger)
  // not putting his stinger suit on is no act; telling the dreamer to get stuffed is aggression. The dreamer dragging
  // the kid (a stranger) up by his snorkel vest is a rescue (friendliness, physical); his mum (a stranger) hugging the
  // dreamer is friendliness (physical), and her crying over the dreamer is relief (not coded; decided here, as tears
  // of joy). "Dazza never says a word" is denied. "stoked" is happiness; "knackered" is a body sensation.
  {
    text: "I'm a deckhand on one of the reef boats out of Cairns, which I've never done in my life, and we're moored off Green Island with sixty tourists. My skipper, Dazza, keeps yelling at me over the loudspeaker for tying the ropes wrong. A Pommy bloke in budgie smugglers won't put his stinger suit on and tells me to get stuffed. Then a kid goes under off the back of the boat, and I dive in and drag him up by his snorkel vest. His mum hugs me and cries all over me. Dazza never says a word. I'm stoked but knackered.",
    characters: [
      'person unknown stranger plural | sixty tourists',
      'person male known | My skipper, Dazza',
      'person male stranger | A Pommy bloke in budgie smugglers',
      'person male stranger | a kid',
      'person female stranger | His mum',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'friendliness D>3 physical', 'friendliness 4>D physical'],
    emotions: ['happiness D'],
  },
  // Indian (Ludhiana). "all the cousins" are a group of the dreamer's family, present, and "everyone" is that group.
  // The Bua (a father's sister, family), Simran's mother, given in an apposition, telling the dreamer in front of
  // everyone that the dreamer had become too fat for the front row is belittling (aggression), and pushing the
  // dreamer to the back a second act (physical). Simran sitting with the dreamer is no act; wiping the dreamer's
  // tears and taking the dreamer back inside by the hand are two friendly acts (both physical). The dancing is not
  // coded. "so hurt" is sadness, "so loved" on waking happiness.
  {
    text: "It was my cousin Simran's sangeet in a banquet hall in Ludhiana, and I was supposed to dance with all the cousins on a Diljit song. My Bua, Simran's mother, came and told me in front of everyone that I had become too fat for the front row, and pushed me to the back. I was so hurt I went and sat outside near the generator. Simran came out in her full lehenga, sat with me, wiped my tears and took me back inside by the hand. I danced right in the front. Woke up feeling so loved.",
    characters: [
      'person female family | my cousin Simran',
      'person unknown family plural | all the cousins',
      "person female family | My Bua, Simran's mother",
    ],
    interactions: [
      'aggression 2>D',
      'aggression 2>D physical',
      'friendliness 0>D physical',
      'friendliness 0>D physical',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // Filipino (Baguio), a mother. "my two kids" are then named, Migo and Bea, coded as those two (family); "his ate"
  // (his elder sister) is Bea. Uncertain: Migo rocking the boat on purpose to scare her, after which she falls in, is
  // a prank that makes someone fall (physical aggression; decided here, as in en-tuning-12.ts). The manong who rents
  // out the bikes (a stranger), given before a relative clause, jumping in and pulling her out is a rescue between
  // others (friendliness, physical); not taking money is no second act. The husband arriving late with taho is aimed
  // at no one (not coded). "so scared" is apprehension, "so thankful" happiness.
  {
    text: 'We were in Baguio for the long weekend and I took my two kids, Migo and Bea, on the swan boats at Burnham Park. Migo kept rocking the boat on purpose to scare his ate, and then Bea fell in. I cannot swim so I just screamed. A manong who rents out the bikes jumped in with his clothes on and pulled her out. My husband, who was supposed to be watching from the side, only arrived after with strawberry taho. The manong would not even take money. I was so scared, then so thankful to him.',
    characters: [
      'person male family | Migo',
      'person female family | Bea',
      'person male stranger | A manong who rents out the bikes',
      'person male family | My husband',
    ],
    interactions: ['aggression 0>1 physical', 'friendliness 2>1 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
];
