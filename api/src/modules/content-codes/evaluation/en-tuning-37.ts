// English, thirty-seventh tuning batch, the thirty-fifth plain batch (written and hand-coded on 2026-12-07 before the
// coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams,
// as against the earlier tuning batches. (This first sentence is wrapped over three lines, as en-tuning-36.ts has it.)
// An ordinary batch: the density of social interactions of real reports (80 over 20 dreams, one dream with none and two
// with a single one), most of them verbal and told in ordinary words (yells at, complains, says it looked cheap, calls
// me a thief, gives me a row, tells her to quit whining, laughs at, takes his side, stands up for me, thanks, brings me
// food, hugs), a few physical (a shove, a kick, a punch, a cone dumped on a head, a dog going for a cat, a pelican's
// theft, a chase with a broom, a peck), to and from the dreamer and between two other characters (19), and groups.
// The dreamers are American (a mail carrier in Des Moines, Iowa; a soup kitchen volunteer in Fresno, California; an
// electrician in Anchorage, Alaska; someone at an uncle's shave ice stand near Waikiki, Honolulu; a carriage tour
// driver in Charleston, South Carolina), Canadian (a shoe repair and key cutting kiosk worker in a mall in Kelowna,
// British Columbia), English (an upholsterer in Sunderland; a beekeeper at a mum's place near Hereford), Scottish (a
// primary school janitor in Arbroath), Irish (a cattle farmer with a son at the mart in Mullingar), Welsh (a vets'
// receptionist in Carmarthen), Australian (a grape picker near Mudgee with a sister), a New Zealander (a Year 6 teacher
// on school camp near Gisborne), Namibian (a kapana seller at Single Quarters, Windhoek), Malawian (a kabaza, bicycle
// taxi, rider from Limbe to Blantyre), Bangladeshi (a bank teller in Chittagong), Belizean (a water taxi deckhand to
// Caye Caulker), Indian (a clerk at the electricity bill counter in Kanpur), Malaysian (a wife at her husband's
// family's longhouse for Gawai outside Kuching) and Barbadian (a fish seller with an aunt in Speightstown); where a text
// does not give the dreamer's sex, the comments do not either (no code depends on the dreamer's sex). Two are typed in
// a hurry without capitals and with little punctuation (Sunderland, Mudgee); the Des Moines, Blantyre and Kanpur dreams
// are told in the present. 20 dreams of 87 to 108 words (counted with `awk` on the drafts).
// Totals (counted by eye): 88 characters; 80 interactions (51 aggression, 29 friendliness, no sexuality; 17 physical:
// 13 aggression, 4 friendliness; 19 between two other characters); 37 emotions (13 happiness, 10 apprehension, 7 anger,
// 5 sadness, 2 confusion; all the dreamer's).
// Files read: README.md (in this folder, in three pieces), hand-codes.ts, ../codes.ts (its first 150 lines, `head
// -150`), en-tuning-36.ts and en-tuning-35.ts (both in full, in pieces), and the lines of the earlier English tuning
// batches printed by `grep` below (not the coder, not a held-out file, not score.ts, not a test, not bench/, no Spanish
// file). Commands run, in order, all read-only, all in the evaluation folder (`cd` to it first; ../codes.ts from it)
// but for 22 and 23 (on /tmp/en37) and the parse checks of 24 and 27 (from /work/main):
// 1. `cat README.md && ls en-tuning*.ts && wc -l hand-codes.ts en-tuning-36.ts en-tuning-35.ts` (the README's middle
//    cut by the tool; the `ls` named English tuning batches only). 2. `sed -n 178,430p README.md`. 3. `sed -n 430,690p
//    README.md`. 4. `cat hand-codes.ts && head -150 ../codes.ts`. 5. `cat en-tuning-36.ts` (cut by the tool). 6. `sed -n
//    134,300p en-tuning-36.ts`. 7. `sed -n 300,478p en-tuning-36.ts`. 8. `sed -n 1,200p en-tuning-35.ts`. 9. `sed -n
//    200,420p en-tuning-35.ts`. 10. `sed -n 420,641p en-tuning-35.ts`.
// 11-13. Three shell loops of `printf` and `grep -il -- WORD en-tuning.ts en-tuning-*.ts | wc -l` counting situation and
//    place words ("mail carrier" to Idaho; Milwaukee to Nepal; Sacramento to upholstery), the third followed by `grep
//    -hio -- ".\{0,60\}\(Newfoundland\|distillery\|doubles\|railway\|platform\|postman\|parent-teacher\|soup
//    kitchen\).\{0,60\}" en-tuning.ts en-tuning-*.ts | head -20`. 14. The same context grep (70 and 50 characters, with
//    `grep -v "^ *'"`, `head -14`) for Peterhead, steelpan, Panorama, durian, teller, grape, swarm and lifeboat.
//    15. A counting loop (janitor to Kanpur) and a context grep for Bridgetown, harvest, photographer, receptionist and
//    soup (`head -24`). 16. A counting loop ("sports day" to sting) and a context grep for janitor, Paisley, "sports
//    day", parcel and package (`head -16`). 17-21. Five loops of `grep -ilw -- WORD en-tuning.ts en-tuning-*.ts | wc -l`
//    for first names and a few words (Marlys to "dinner ladies"; Vern to Lennox, with `grep -hio
//    ".\{0,50\}carriage.\{0,40\}" en-tuning*.ts | head -3`; Gaz to Ana, with `grep -hi "helped me up\|helped him
//    up\|helps me up" en-tuning*.ts | grep "//" | cut -c1-200 | head -5`, which printed one header line only; Stevie to
//    Tyrone; Tegan, Hoani, Ihaia).
// 22. `mkdir -p /tmp/en37 && cat > /tmp/en37/drafts.txt <<'EOF' ... EOF` (the twenty drafts, one a line) and `awk
//    '{print NR": "NF}'` on it (their word counts). 23. `sed -i` on that drafts file (two edits of wording), `awk` again
//    and `sed -n '4p;18p'` to read the edited drafts. 24. After writing this file with the file editing tool, one
//    command: `sed -i` on this file (two corrections of this header's wording), `grep -n` of the two corrected lines,
//    then from /work/main the parse check the brief gives (`node -e "require('esbuild').transformSync(
//    ...en-tuning-37.ts...,{loader:'ts'});console.log('ok')"`, which printed ok), then `rm -r /tmp/en37` (the scratch
//    drafts). 25-26. `grep -n` and `sed -n 49,52p; sed -n 78,80p` of this file to find these header lines, then this
//    paragraph corrected with the file editing tool. 27. The parse check again (last command). No coder file, test,
//    tsx, vitest, npm or git command was run, and no web search was made.
// Situations and places: before writing, the words of each were counted over the earlier English batches; none found
// for "mail carrier", "soup kitchen", Des Moines, Fresno, Anchorage, Honolulu, "shave ice", Charleston, Kelowna, "shoe
// repair", "key cut", kiosk, Sunderland, upholster, beekeep, Hereford, Arbroath, jannie, Mullingar, cattle,
// Carmarthen, vineyard, Mudgee, Gisborne, "school camp", Windhoek, kapana, Blantyre, kabaza, "bicycle taxi",
// Chittagong, "water taxi", Caye, Belize, Kanpur, electricity, Kuching, Gawai, longhouse, Speightstown, Barbados,
// Battery, mule. Possible overlaps, written here: Iowa (twice), Hawaii (twice) and Malaysia (four times, one a durian
// orchard in Raub) as places of other dreams, not checked; "mall" (16), "bank" (17, one "fortune teller"), "sofa" (8),
// "primary school" (8), "receptionist" (4, a GP surgery), "vet's" (1, not checked), "janitor" (1, a side character in
// another school dream), "grape" (1, grapes given in a hospital), "carriage" (2, train carriages), "lemonade" (3),
// "pretzel" (1) and "hive" and "bees" (not checked). Dropped because an earlier batch had them: a postman's parcels
// (packages stolen off a porch in Raleigh), a Newfoundland cod boat, a Speyside distillery (a distillery tour on
// Islay), the doubles of San Fernando (doubles in Trinidad), a Kanpur railway platform, a Peterhead fish market (a fish
// house in Peterhead), a panyard, a durian stall, the Tenby lifeboat, a wedding photographer, a parent-teacher meeting.
// First names found and changed before coding: Duke (Vern), Gloria (Rosario; changed unchecked, as another draft had it),
// Leilani (Malia), Terrence (Desmond), Kenny, Barry and Gaz (Robbo), Jodie, Kelsey and Chantelle (Tyrone), Pritchard
// (Bevan), Cathal, Fergal and Donal (Eamon), Paddy (Mattie Joe), Gethin and Rhodri (Aled), Nia (Lowri), Tash, Kirra and
// Bec (Tegan), Brodie, Cooper and Jayden (Hoani), Usher and Gentle (Garbutt), Velma (Merle), Pearl and Dolly
// (Clementine); the team Raiders (Warriors), Durham (dropped), a spaniel and a Labrador (a springer). Those used
// (Marlys, Vern, Rosario, Levi, Kimo, Malia, Desmond, Robbo, Tyrone, Bevan, Cargill, Eamon, Mattie, Aled, Lowri, Tegan,
// Ihaia, Hoani, Tamatea, Tangeni, Chikondi, Chowdhury, Nasrin, Garbutt, Verma, Jimbai, Merle, Skeete, Clementine) were
// found in none.
// Each writes their own English ("Hawkeyes cap", "check", "Warriors jacket", "plate lunch", "quit whining",
// "rip-off artist", "proper fed up", "a tenner", "the jannie", "gave me a row", "raging", "mind his own cattle",
// "vexed", "stinking hot", "sacked", "the supervisor bloke", "Year 6", "kapana", "called me soft", "kabaza", "panjabi",
// "Verma ji", "old uncle", "tuak", "buy by somebody else", "sugar cakes").
// Departures from the brief: the scratch file /tmp/en37/drafts.txt (outside the repository, removed at the end) was
// written to count the drafts' words, and `sed -i` edited it; the context greps printed a few lines of earlier English
// dreams' texts and comments; besides the parse check, `sed -i` and `grep -n`/`sed -n` were run on this file (commands
// 24-26: header corrections only, no text or code changed). No other file was created or changed. The dreams have no
// sexual interaction.
// Conventions followed (README.md and the headers of en-tuning-36.ts and en-tuning-35.ts): an act aimed at "us" is one
// event, coded once to the dreamer ("yelling at us", "sacked both of us", "brought us"); an act of a group is coded to
// the group; one of a group described apart (the college girl "in the line", "One of the passengers", "One of the P7
// boys", a farmer in a flat cap among the farmers) is coded apart; two people named together after a group word are two
// characters ("some posh couple" then "the wife" and "her husband"; "Two of the boys, Ihaia and Hoani"); "one of the
// parent helpers" is one person; a crowd or group present is a character ("people lined up", "the whole food court",
// "the queue", "a long line of people", "farmers with their dogs", "everybody on board", "everyone" at a mart ring,
// "The people in the back"), and "everyone" after it that group; people only mentioned or named as owners (the
// husband's family of "my husband's family longhouse", the father of "his father's cart", the "them" of "a cheat
// like all of them") are not characters; a son, a mum, an uncle, a cousin, a sister, an aunt, a husband and a
// husband's relatives (a mother-in-law, an uncle, a cousin) are family; a friend is a friend; a boss, a supervisor, a
// senior, a colleague, an apprentice, a vet and a captain the dreamer works for, a head teacher and the dinner ladies
// of the dreamer's school, pupils of the dreamer's school or class and a class parent, a neighbour, someone who runs
// the soup kitchen, a mall guard "who I see every day" and the neighbouring stall's men are known; customers and
// clients, tourists, passengers, a taxi driver, people on a mail route, an auctioneer, farmers at a vet's, strangers at
// a market and people introduced by "named" or "called" or "I didn't know" are strangers; "Somebody" is a stranger of
// unknown sex; animals are of unknown sex; a team names no one (Hawkeyes, Warriors); a likeness names no one ("like
// children in assembly"); criticism (of the dreamer or of what the dreamer made, sells or owns), a complaint said to
// the dreamer, an accusation, an insult, mockery, a telling-off or row, a rebuke or a defence said to the offender, an
// order that silences or reins in ("quit whining", "stop being so rude", "lower her voice", "mind his own cattle"), being
// sent away ("come back on Monday", "go and buy by somebody else"), a punishment and a sacking are verbal aggression; a
// shove, a kick, a punch, a thing dumped or thrown on someone, a handbag blow, an animal's attack, peck or theft, a
// thing stepped on on purpose and a chase are physical aggression; help, a gift, food given, a favour paid, thanks,
// praise, an apology, an offer, taking someone's side and a turn at the wheel are friendliness, a hug, a hand squeezed
// and helping someone up friendliness (physical); an order "to calm down", a request ("asked him to move", questions,
// "demanded her money back" as the complaint it is), an accident, an act denied ("didn't say sorry", "walks off
// without a word", "just sat there with his phone") and trade are not coded; embarrassment, shame, humiliation, fear,
// nerves and worry are apprehension; being annoyed, raging, cross, vexed, angry and "fed up with" someone anger; crying,
// being gutted, sad or hopeless sadness; laughing at no one, pride, being happy or cheered up happiness, and tears of
// laughter no sadness; confusion confusion; body sensations ("tired", "sweaty", "shaking") are not coded.
// Conventions this batch had to decide (each also commented beside its dream): an offer to redo work for free is
// friendliness; a customer's complaint and the insult said after it in another sentence are two acts, an accusation
// and a name called in one sentence one; "told everyone to calm down" is not coded (the README's orders); eating and
// driving off without paying is a theft (physical aggression); "the two of them argued" after "told him to stop" adds
// the other side's act; a bracelet tied on the dreamer's wrist is a gift (not physical); helping a man up out of the
// muck is friendliness (physical); a fellow picker met that day is a stranger; "hopeless" is sadness; a heifer that
// knocks a man over after getting loose is an accident; the husband's relatives are family.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_37: HandCodedDream[] = [
  // American (Des Moines, Iowa), a mail carrier, told in the present. Hawkeyes is a team (no one). The man in the cap
  // (a stranger on the route) yelling that his check is late is a complaint said to the dreamer (aggression). Marlys,
  // his neighbour introduced by "named", is a stranger; telling him to leave the dreamer alone is a defence said to the
  // offender (aggression to him). The little girl (a stranger) bringing lemonade is food given. Vern, the supervisor,
  // is known; saying the dreamer is an hour behind and must hurry is criticism (aggression). "annoyed" is anger, "so
  // happy" happiness.
  {
    text: "I'm delivering mail on my old route in Des Moines, and it's so hot the envelopes are sticking to my hands. A man in a Hawkeyes cap is waiting at his mailbox, and he yells at me that his check is late again. His neighbor, a lady named Marlys, tells him to leave me alone because I only deliver it. Then a little girl runs out with a paper cup of lemonade for me. Halfway down the street my supervisor, Vern, pulls up in his car and says I'm an hour behind and need to hurry up. I'm annoyed, but that lemonade makes me so happy.",
    characters: [
      'person male stranger | A man in a Hawkeyes cap',
      'person female stranger | His neighbor, a lady named Marlys',
      'person female stranger | a little girl',
      'person male known | my supervisor, Vern',
    ],
    interactions: ['aggression 0>D', 'aggression 1>0', 'friendliness 2>D', 'aggression 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // American (Fresno, California), a soup kitchen volunteer. Rosario, who runs the place, is known. The young guy in a
  // hoodie (a stranger) saying the dreamer's potatoes were cold is criticism of what the dreamer served (aggression);
  // dumping his own plate in the trash aims at no one. Rosario telling him to show some respect or leave is an order
  // that reins in or sends away (aggression to him). The man in a Warriors jacket (Warriors a team) shoving the old guy
  // with a cane off a chair is physical aggression between two strangers. The little boy (a stranger) thanking the
  // dreamer is friendliness; "his mom" is present (a stranger). Rosario's hug is friendliness (physical). "sad" is
  // sadness, "happy" happiness.
  {
    text: 'I dreamed I was back volunteering at the soup kitchen in Fresno on a Thursday night. I was on mashed potatoes next to Rosario, who has run the place for twenty years. A young guy in a hoodie said my potatoes were cold and dumped his whole plate in the trash. Rosario told him to show some respect or leave. Then a man in a Warriors jacket shoved an old guy with a cane off a chair at the back table. A little boy who came in with his mom thanked me for the cookies. When we closed up, Rosario hugged me. I felt sad, but happy too.',
    characters: [
      'person female known | Rosario, who has run the place for twenty years',
      'person male stranger | A young guy in a hoodie',
      'person male stranger | a man in a Warriors jacket',
      'person male stranger | an old guy with a cane',
      'person male stranger | A little boy who came in with his mom',
      'person female stranger | his mom',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>1',
      'aggression 2>3 physical',
      'friendliness 4>D',
      'friendliness 0>D physical',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // American (Anchorage, Alaska), an electrician, no interaction. Levi, the apprentice, is known; eating and watching
  // aim at no one. The moose (an animal) standing in the kitchen looking at the panel is no act. "Nobody" is no one.
  // "confused" is confusion, "kind of scared" apprehension.
  {
    text: 'I was wiring a new house in Anchorage in the middle of winter, and it was already dark at three in the afternoon. My apprentice Levi was with me, eating sunflower seeds and watching. Every time I flipped the breaker, the lights came on in a different house down the street instead. Then a moose walked in through the open garage and stood in the kitchen, looking at the panel like it was reading it. I kept counting the wires and the number kept changing. Nobody seemed surprised but me. I woke up confused and kind of scared.',
    characters: ['person male known | My apprentice Levi', 'animal unknown - | a moose'],
    interactions: [],
    emotions: ['confusion D', 'apprehension D'],
  },
  // American (Honolulu, Hawaii). "people lined up all the way to the beach" are a group of strangers present, and
  // "Everybody in line" that group. Kimo, an uncle, is family; saying the dreamer put on too much syrup is criticism
  // (aggression). The tourist lady (a stranger) saying hers was melting and demanding her money back is one complaint
  // said to the dreamer (aggression). The surfer kid (a stranger) telling her to quit whining is an order that silences
  // (aggression to her), and her dumping the cone on his head physical aggression. The line laughing at her is mockery
  // by the group. Malia, a cousin, bringing a plate lunch is food given. "embarrassed" is apprehension, "laughing"
  // (aimed at no one) happiness; "tired" is a body sensation.
  {
    text: "In my dream I was working the window at my uncle's shave ice stand near Waikiki, and there were people lined up all the way to the beach. My uncle Kimo kept telling me I was putting on too much syrup. A tourist lady in a big hat said hers was melting already and demanded her money back. A surfer kid behind her told her to quit whining, and she dumped the whole cone on his head. Everybody in line was laughing at her. My cousin Malia brought me a plate lunch on her break. I was embarrassed and tired, but laughing too.",
    characters: [
      'person unknown stranger plural | people lined up all the way to the beach',
      'person male family | My uncle Kimo',
      'person female stranger | A tourist lady in a big hat',
      'person male stranger | A surfer kid behind her',
      'person female family | My cousin Malia',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>D',
      'aggression 3>2',
      'aggression 2>3 physical',
      'aggression 0>2',
      'friendliness 4>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Canadian (Kelowna, British Columbia), a shoe repair and key cutting kiosk worker. The woman (a customer, a
  // stranger) saying the heel fell off is criticism of what the dreamer made (aggression). Uncertain: offering to redo
  // the boots for free is an offer of help (friendliness; decided here). Her calling the dreamer a rip-off artist is an
  // insult, a second act (decided here: said in another sentence, after the offer). "the whole food court" is a group
  // of strangers present. Desmond, the mall guard "who I see every day", is known; asking her to lower her voice reins
  // her in (aggression to her, as "show some respect" in en-tuning-35.ts). The guy from the pretzel place next to the
  // kiosk (a neighbouring stall, known) giving a free pretzel is food given. "ashamed" is apprehension.
  {
    text: 'I had my old job back at the shoe repair and key cutting kiosk in the mall in Kelowna. A woman brought back some boots I had fixed and said the heel fell off the first time she wore them. I offered to redo them for free. She called me a rip-off artist, loud enough for the whole food court to hear. The mall security guard, Desmond, who I see every day, came over and asked her to lower her voice. After she left, the guy from the pretzel place next to my kiosk gave me a free pretzel. I felt ashamed all afternoon.',
    characters: [
      'person female stranger | A woman',
      'person unknown stranger plural | the whole food court',
      'person male known | The mall security guard, Desmond, who I see every day',
      'person male known | the guy from the pretzel place next to my kiosk',
    ],
    interactions: ['aggression 0>D', 'friendliness D>0', 'aggression 0>D', 'aggression 2>0', 'friendliness 3>D'],
    emotions: ['apprehension D'],
  },
  // English (Sunderland), an upholsterer, typed in a hurry. Robbo, the boss, is known; saying the corners were a mess
  // is criticism (aggression). "some posh couple" (clients, strangers) are two characters, "the wife" and "her husband"
  // (two people named after a group word). The wife saying the sofa looked cheap is criticism of what the dreamer made
  // (aggression). Her husband telling her to stop being so rude is a rebuke (aggression to her), and the tenner a gift
  // (friendliness). Tyrone, the apprentice, is known; laughing at her behind the door is mockery (aggression to her).
  // The sinking sofa is no act. "gutted" is sadness, "proper fed up with robbo" anger.
  {
    text: 'dreamt i was back in the workshop in sunderland doing a massive green sofa for some posh couple from up the coast. my boss robbo kept coming over saying my corners were a mess. then the couple turned up early and the wife sat on it and said it looked cheap. her husband told her to stop being so rude and gave me a tenner. our apprentice tyrone was laughing at her behind the door. then the sofa started sinking into the floor like sand. woke up gutted and proper fed up with robbo',
    characters: [
      'person male known | my boss robbo',
      'person female stranger | the wife',
      'person male stranger | her husband',
      'person male known | our apprentice tyrone',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'aggression 2>1', 'friendliness 2>D', 'aggression 3>1'],
    emotions: ['sadness D', 'anger D'],
  },
  // English (near Hereford), a beekeeper, one interaction. The bees are animals (a group; "like children in assembly"
  // is a likeness). The mum, hanging sheets, is family and does nothing to anyone. Mr Bevan, a neighbour, is known;
  // telling the dreamer the bees were a menace is criticism of what the dreamer keeps (aggression). "happy" is
  // happiness, "a bit sad" sadness.
  {
    text: "I was checking my hives at the bottom of the garden at my mum's place near Hereford, in the old white suit that's too small for me. The bees were calm and humming some tune I almost knew. My mum was up by the house hanging sheets on the line. Then the lid of the hive turned into a door, and inside was my old primary school hall with the bees sitting in rows like children in assembly. Our neighbour, Mr Bevan, leaned over the fence and told me my bees were a menace. I woke up happy, but a bit sad it was over.",
    characters: [
      'animal unknown - plural | The bees',
      'person female family | My mum',
      'person male known | Our neighbour, Mr Bevan',
    ],
    interactions: ['aggression 2>D'],
    emotions: ['happiness D', 'sadness D'],
  },
  // Scottish (Arbroath), a school janitor ("the jannie"). Mrs Cargill, the head teacher, is known; "gave me a row" is a
  // telling-off (aggression). The two dinner ladies (co-workers, known, a group) and "the dinner ladies" the same group.
  // The P7 boy, described apart, and his wee pal are pupils of the dreamer's school (known). Getting the boy out of the
  // toilets is a rescue with no touch told (friendliness, not physical, README). The pal kicking the dreamer in the
  // shin is physical aggression. The roll and sausage and tea are food given. "raging" is anger; "cheered me up"
  // happiness.
  {
    text: 'Dreamt I was the jannie at a primary school in Arbroath again, and the boiler had packed in on the coldest day of the year. The head teacher, Mrs Cargill, came down to the boiler room and gave me a row in front of two of the dinner ladies. One of the P7 boys had locked himself in the toilets, and I got him out with my screwdriver. His wee pal kicked me in the shin for it. Then the dinner ladies brought me a roll and sausage and a cup of tea. I was raging at Mrs Cargill, but the roll cheered me up.',
    characters: [
      'person female known | The head teacher, Mrs Cargill',
      'person female known plural | two of the dinner ladies',
      'person male known | One of the P7 boys',
      'person male known | His wee pal',
    ],
    interactions: ['aggression 0>D', 'friendliness D>2', 'aggression 3>D physical', 'friendliness 1>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Irish (Mullingar, County Westmeath), a cattle farmer. Eamon, a son, is family; the heifers are animals (a group).
  // The auctioneer (a stranger) talking fast is no act, and "couldn't follow" names no feeling. Mattie Joe, a
  // neighbour, is known; telling everyone the heifers were only fit for the factory is criticism told to others about
  // what the dreamer owns (aggression to the dreamer). "everyone" at the ring is a crowd of strangers. Eamon telling
  // him to mind his own cattle is a retort said to the offender (aggression to him). Uncertain: the heifer that got
  // loose knocking a man into the muck is an accident (not coded; decided here). The dreamer helping the man in a wax
  // coat (a stranger) up is help (friendliness, physical; decided here: taken by the hand), and his thanks
  // friendliness. "mortified" is apprehension, "vexed" anger.
  {
    text: "I dreamt I brought three heifers to the mart in Mullingar with my son Eamon. The auctioneer was talking so fast I couldn't follow a word of it. Mattie Joe, an old neighbour of mine, stood beside me at the ring and told everyone my heifers were only fit for the factory. Eamon told him to mind his own cattle. Then one of the heifers got loose and knocked a man in a wax coat into the muck. I went over and helped him up, and he thanked me. The price was poor in the end. I was mortified, and vexed with Mattie Joe.",
    characters: [
      'person male family | my son Eamon',
      'animal unknown - plural | three heifers',
      'person male stranger | The auctioneer',
      'person male known | Mattie Joe, an old neighbour of mine',
      'person unknown stranger plural | everyone',
      'person male stranger | a man in a wax coat',
    ],
    interactions: ['aggression 3>D', 'aggression 0>3', 'friendliness D>5 physical', 'friendliness 5>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Welsh (Carmarthen), a vets' receptionist. The farmers in the waiting room (strangers, sex not given) and their dogs
  // (animals) are two groups present; the farmer in a flat cap, the springer and the cat are described apart. His
  // saying the dreamer booked him for the wrong day and was useless is one act of blame with an insult (aggression).
  // The springer going for the cat is an animal's attack (physical aggression), and the cat's owner, an old lady (a
  // stranger), hitting it with her handbag physical aggression. Aled, the vet, is known; telling everyone to calm down
  // is not coded (README: not "to calm down"). Lowri, a friend, bringing a Welsh cake is food given. "frightened" is
  // apprehension, "crying" sadness.
  {
    text: "I was on reception at the vets in Carmarthen, and the waiting room was full of farmers with their dogs. A farmer in a flat cap told me I'd booked him in for the wrong day and I was useless. Then a springer slipped its lead and went for a cat in a basket, and the cat's owner, an old lady, hit the springer with her handbag. The vet, Aled, came out and told everyone to calm down. At lunch my friend Lowri from the chemist brought me a Welsh cake. I was frightened the whole morning, and I ended up crying in the back.",
    characters: [
      'person unknown stranger plural | farmers',
      'animal unknown - plural | their dogs',
      'person male stranger | A farmer in a flat cap',
      'animal unknown - | a springer',
      'animal unknown - | a cat in a basket',
      "person female stranger | the cat's owner, an old lady",
      'person male known | The vet, Aled',
      'person female friend | my friend Lowri from the chemist',
    ],
    interactions: ['aggression 2>D', 'aggression 3>4 physical', 'aggression 5>3 physical', 'friendliness 7>D'],
    emotions: ['apprehension D', 'sadness D'],
  },
  // Australian (Mudgee, New South Wales), typed in a hurry. Tegan, a sister, is family. The supervisor (the dreamer's
  // boss on the job, known) yelling at "us" to pick faster or not get paid is one scolding with a threat (aggression,
  // once to the dreamer). Uncertain: the backpacker girl from Germany is a fellow picker met that day (a stranger;
  // decided here); sharing her water is friendliness. Tegan throwing grapes in his face is physical aggression, and his
  // sacking "both of us" a punishment (aggression, once to the dreamer). Eating the grapes aims at no one. "woke up
  // laughing" is happiness, "kind of worried" apprehension.
  {
    text: 'had a dream i was picking grapes at a vineyard out near mudgee with my sister tegan and it was stinking hot. the supervisor bloke kept yelling at us to pick faster or we wouldnt get paid. this backpacker girl from germany shared her water with me. then tegan threw a bunch of grapes at the supervisor and got him right in the face and he sacked both of us on the spot. we walked back to town along the highway eating the grapes. woke up laughing but kind of worried about money',
    characters: [
      'person female family | my sister tegan',
      'person male known | the supervisor bloke',
      'person female stranger | this backpacker girl from germany',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D', 'aggression 0>1 physical', 'aggression 1>D'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // New Zealander (Gisborne), a Year 6 teacher. "my Year 6 class" is a known group (sex not given); Ihaia and Hoani,
  // "Two of the boys", are two characters (known), and "the girls from the end cabin" a known group of the class
  // described apart. Wanting the same bunk is no act; Hoani punching Ihaia is physical aggression. The dreamer telling
  // Hoani off and making him sit out of the night walk are two acts (a telling-off and the punishment, README). Mrs
  // Tamatea, "one of the parent helpers" (one person), is known (a class parent); saying the dreamer had no control is
  // criticism (aggression). The girls' card saying the dreamer was the best teacher is a gift with praise, one act
  // (friendliness). Uncertain: "hopeless" is sadness (decided here: despair); "really happy" happiness.
  {
    text: "I dreamt I was taking my Year 6 class on school camp near Gisborne, and it rained the whole time. Two of the boys, Ihaia and Hoani, wanted the same top bunk, and Hoani punched Ihaia in the arm. I told Hoani off and made him sit out of the night walk. Then one of the parent helpers, Mrs Tamatea, told me I had no control over my class. Later the girls from the end cabin gave me a card they'd made saying I was the best teacher. I felt hopeless, then really happy.",
    characters: [
      'person unknown known plural | my Year 6 class',
      'person male known | Ihaia',
      'person male known | Hoani',
      'person female known | one of the parent helpers, Mrs Tamatea',
      'person female known plural | the girls from the end cabin',
    ],
    interactions: ['aggression 2>1 physical', 'aggression D>2', 'aggression D>2', 'aggression 3>D', 'friendliness 4>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Namibian (Windhoek), a kapana seller (kapana is street-grilled beef). Tangeni, a cousin, is family; complaining
  // about his back aims at no one. Uncertain: the taxi driver (a stranger) eating three pieces and driving off without
  // paying is a theft (physical aggression; decided here). "Some guys from the next stand" (market neighbours, known,
  // male, a group) laughing at the dreamer and calling the dreamer soft is one act of mockery. The old man "I didn't
  // know" (a stranger) telling them to respect a hard worker is a rebuke (aggression to the group), and paying for the
  // taxi driver's meat a favour paid to the dreamer (friendliness). "cross" is anger; "laughed" (at no one) happiness.
  {
    text: "In my dream I was grilling kapana at my stand at Single Quarters in Windhoek on a Friday evening. My cousin Tangeni was cutting the meat and complaining about his back. A taxi driver ate three pieces, said he would pay me tomorrow and drove off. Some guys from the next stand laughed at me and called me soft. An old man I didn't know told them to respect a hard worker, and then he paid me for the taxi driver's meat. The smoke made everything look orange. I was cross, but in the end I laughed.",
    characters: [
      'person male family | My cousin Tangeni',
      'person male stranger | A taxi driver',
      'person male known plural | Some guys from the next stand',
      "person male stranger | An old man I didn't know",
    ],
    interactions: ['aggression 1>D physical', 'aggression 2>D', 'aggression 3>2', 'friendliness 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Malawian (Limbe to Blantyre), a kabaza (bicycle taxi) rider, told in the present. The big lady on the back (a
  // stranger) telling the dreamer they are too slow is criticism (aggression), and hitting the dreamer's shoulder with
  // her handbag physical aggression. The two chickens are animals (a group); one of them pecking the dreamer's hand is
  // an animal's attack, coded to the group. Chikondi, a friend (male by "he"), helping lift the bags down and buying a
  // Fanta are two friendly acts. Paying and walking off "without a word" is no act. "angry" is anger; "very tired" a
  // body sensation.
  {
    text: 'I am riding my kabaza, my bicycle taxi, from Limbe to the market in Blantyre with a big lady on the back holding two chickens. She keeps telling me I am too slow and hitting my shoulder with her handbag. The road goes uphill forever. At the market my friend Chikondi comes running and helps me lift her bags down, and he buys me a Fanta. The lady pays me and walks off without a word. Then one of the chickens pecks my hand. I feel angry and very tired.',
    characters: [
      'person female stranger | a big lady on the back',
      'animal unknown - plural | two chickens',
      'person male friend | my friend Chikondi',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 0>D physical',
      'friendliness 2>D',
      'friendliness 2>D',
      'aggression 1>D physical',
    ],
    emotions: ['anger D'],
  },
  // Bangladeshi (Chittagong), a bank teller. "the queue" is a group of strangers present, and "everyone" that group. The
  // man in a white panjabi (a stranger) saying the dreamer counted wrong and calling the dreamer a thief is one
  // accusation with a name called in one sentence (aggression). Mr Chowdhury, the manager (known), taking his side is
  // friendliness to the one backed (README). Nasrin, a colleague (known), counting again and showing the dreamer was
  // right is taking the dreamer's side (friendliness), and squeezing the dreamer's hand friendliness (physical). "didn't
  // say sorry" is denied. "humiliated" is apprehension, "so angry" anger.
  {
    text: "I dreamed I was at my counter in the bank in Chittagong on the last day of the month, and the queue went out the door. A man in a white panjabi said I had counted his money wrong and called me a thief in front of everyone. My manager, Mr Chowdhury, took his side without even checking. Then my colleague Nasrin counted it again in front of him and showed I was right. The man didn't say sorry, he just left. Nasrin squeezed my hand under the counter. I was humiliated, and so angry I couldn't breathe.",
    characters: [
      'person unknown stranger plural | the queue',
      'person male stranger | A man in a white panjabi',
      'person male known | My manager, Mr Chowdhury',
      'person female known | my colleague Nasrin',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>1', 'friendliness 3>D', 'friendliness 3>D physical'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Belizean (Belize City to Caye Caulker), a water taxi deckhand. Mr. Garbutt, the captain the dreamer works for, is
  // known; shouting at the dreamer for being slow is a telling-off (aggression). Asking the man to move is a request
  // (not coded); his stepping on the dreamer's foot "on purpose" is physical aggression (README: an act done on
  // purpose). His little daughter (a stranger) saying sorry for him is an apology (friendliness). The dolphin (an
  // animal) and "everybody on board" (the passengers, strangers) pointing and shouting aim at no one. The captain
  // letting the dreamer take the wheel is friendliness (a favour). "scared" is apprehension, "proud" happiness.
  {
    text: 'I was working as a deckhand on the water taxi from Belize City to Caye Caulker, loading bags in the rain. The captain, Mr. Garbutt, shouted at me for being too slow. A big man with a cooler stepped on my foot on purpose when I asked him to move. His little daughter said sorry to me for him. Halfway across, a dolphin came up beside the boat and everybody on board was pointing and shouting. Then the captain let me take the wheel for a few minutes. I was scared at first, but proud.',
    characters: [
      'person male known | The captain, Mr. Garbutt',
      'person male stranger | A big man with a cooler',
      'person female stranger | His little daughter',
      'animal unknown - | a dolphin',
      'person unknown stranger plural | everybody on board',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'friendliness 2>D', 'friendliness 0>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Indian (Kanpur), a clerk at the electricity bill counter, told in the present. "a long line of people" is a group
  // of strangers present. The old uncle ("uncle" how an older man is called; a stranger) saying his meter is wrong and
  // the dreamer is a cheat is one accusation (aggression; "all of them" is no one). Verma ji, the dreamer's senior
  // (known), telling him to come back on Monday is sending him away (aggression, as "come back tomorrow" in
  // en-tuning-35.ts). The college girl in the line, described apart (a stranger), standing up for the dreamer is
  // friendliness. "Somebody" (a stranger of unknown sex) handing chai through the window is food given. "nervous" is
  // apprehension, "a little bit happy" happiness; "sweaty" is a body sensation.
  {
    text: 'I am sitting at the bill counter of the electricity office in Kanpur and the fans are not working. There is a long line of people waiting. One old uncle pushes his bill through the window and says his meter is wrong and I am a cheat like all of them. My senior, Verma ji, tells him to come back on Monday. Then a college girl in the line stands up for me and says it is not my fault. Somebody hands me a cup of chai through the window. I feel nervous and sweaty, and a little bit happy about the chai.',
    characters: [
      'person unknown stranger plural | a long line of people',
      'person male stranger | One old uncle',
      'person male known | My senior, Verma ji',
      'person female stranger | a college girl in the line',
      'person unknown stranger | Somebody',
    ],
    interactions: ['aggression 1>D', 'aggression 2>1', 'friendliness 3>D', 'friendliness 4>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Malaysian (outside Kuching, Sarawak), a wife. Gawai is the Dayak harvest festival; "my husband's family" is only
  // named as the owner of the longhouse. The husband's relatives are family (decided here: in-laws, as a
  // brother-in-law's wife in en-tuning-35.ts). The mother-in-law's sarong and her hug are two friendly acts (the hug
  // physical). The uncle laughing at the dreamer for coughing on the tuak (rice wine) is mockery (aggression). The
  // cousin, a young woman, telling him to stop is an order that silences (aggression to him), and "the two of them
  // argued" adds his side (aggression to her). Jimbai, the husband, sitting with his phone is no act. The old lady "I
  // didn't know" (a stranger) tying a bead bracelet on the dreamer's wrist is a gift (friendliness; uncertain: not
  // physical, decided here: the touch is only how it is given). "happy" is happiness, "very confused" confusion.
  {
    text: "It was Gawai, and I was at my husband's family longhouse outside Kuching for the first time. My mother-in-law gave me a new sarong to wear and hugged me at the door. Later my husband's uncle laughed at me for coughing on the tuak. One of my husband's cousins, a young woman, told him to stop, and the two of them argued out on the gallery. My husband Jimbai just sat there with his phone. Then an old lady I didn't know tied a bead bracelet on my wrist for luck. I felt happy but very confused.",
    characters: [
      'person female family | My mother-in-law',
      "person male family | my husband's uncle",
      "person female family | One of my husband's cousins, a young woman",
      'person male family | My husband Jimbai',
      "person female stranger | an old lady I didn't know",
    ],
    interactions: [
      'friendliness 0>D',
      'friendliness 0>D physical',
      'aggression 1>D',
      'aggression 2>1',
      'aggression 1>2',
      'friendliness 4>D',
    ],
    emotions: ['happiness D', 'confusion D'],
  },
  // Barbadian (Speightstown), a fish seller. Merle, an aunt, is family ("Aunt Merle" the same). The lady in church
  // clothes (a stranger) saying the flying fish smelled old is criticism of what the dreamer sells (aggression), and
  // Aunt Merle telling her to go and buy by somebody else sends her away (aggression to her). The pelican (an animal)
  // grabbing a fish out of the dreamer's hand is an animal's theft (physical aggression), and Skeete, a fisherman
  // introduced by "called" (a stranger), chasing it off with a broom a chase (physical aggression to it). The little
  // boy (a stranger) bringing "us" sugar cakes is food given, once to the dreamer; his father is only named as the
  // cart's owner. "laughed till I cried" is happiness (tears of laughter are no sadness).
  {
    text: "I dreamt I was back selling fish at the market in Speightstown with my aunt Merle. A lady in church clothes picked up every flying fish on the table and said they smelled old. Aunt Merle told her to go and buy by somebody else then. A pelican landed on the table and grabbed a fish right out of my hand, and a fisherman called Skeete chased it off with a broom. Later a little boy brought us two sugar cakes from his father's cart. I laughed till I cried.",
    characters: [
      'person female family | my aunt Merle',
      'person female stranger | A lady in church clothes',
      'animal unknown - | A pelican',
      'person male stranger | a fisherman called Skeete',
      'person male stranger | a little boy',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>1',
      'aggression 2>D physical',
      'aggression 3>2 physical',
      'friendliness 4>D',
    ],
    emotions: ['happiness D'],
  },
  // American (Charleston, South Carolina), a carriage tour driver, one interaction. Clementine, the mule, is an animal.
  // "The people in the back" are the passengers (strangers, sex not given); asking about the houses is a request (not
  // coded), and making up the answers aims at no one. The older man, "One of the passengers" described apart (a
  // stranger), saying it was the best tour he had ever had is praise (friendliness). "kind of embarrassed" is
  // apprehension, "laughing" (aimed at no one) happiness.
  {
    text: "I was driving a carriage tour down by the Battery in Charleston, pulled by a gray mule called Clementine. The people in the back kept asking me about houses I had never seen before, so I made up the answers. Then the streets started flooding, and Clementine just kept walking through the water like it was nothing. One of the passengers, an older man with a camera, leaned forward and said it was the best tour he'd ever had. I woke up kind of embarrassed and laughing.",
    characters: [
      'animal unknown - | a gray mule called Clementine',
      'person unknown stranger plural | The people in the back',
      'person male stranger | One of the passengers, an older man with a camera',
    ],
    interactions: ['friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
];
