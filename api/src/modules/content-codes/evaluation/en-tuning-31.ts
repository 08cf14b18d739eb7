// English, thirty-first tuning batch, the twenty-ninth plain batch (written and hand-coded on 2026-12-07 before the
// coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these
// dreams, as against the earlier tuning batches. (This first sentence is wrapped over three lines, as en-tuning-30.ts
// and en-tuning-29.ts have it.)
// The dreamers are American (a grandchild entering a grandmother's rhubarb pie at the county fair in Ames, Iowa, a
// dog owner at a dog park off Alberta Street in Portland, Oregon, a cousin at a nail salon on Westheimer in Houston
// before a wedding, someone holding a yard sale at a mother's house in Bangor, Maine), Canadian (a mother running
// the bake sale table at her son's school in Regina), English (a husband at a Jubilee street party in Stockport, a
// boyfriend building a flat-pack wardrobe with his girlfriend's dad in a new flat in Milton Keynes), Irish (a busker
// on Grafton Street in Dublin), Northern Irish (a wife locked out of her house in Derry, waiting for a locksmith),
// Scottish (a parent helping at a P7 school disco in Kilmarnock), Welsh (a learner at a Welsh for adults class in
// Aberaeron), Australian (a grown woman back at a school swimming carnival in Fremantle), a New Zealander (an aunt
// or uncle at a nephew's fifth birthday with a bouncy castle in Tauranga), Nigerian (a niece at an aunt's 60th
// birthday owambe in Lekki, Lagos), Ghanaian (a passenger in a trotro from Circle to Madina, Accra), Kenyan (a cousin
// at a church harambee in Nakuru), Zimbabwean (a passenger in a kombi in Bulawayo), South African (a member at a
// stokvel meeting in Tembisa), Indian (the secretary at a housing society meeting in Pune), Bangladeshi (a younger
// sibling at a sister's gaye holud in Dhanmondi, Dhaka), Filipino (a parent at the baby's binyag, the baptism, in
// Imus, Cavite), Fijian (a grandchild at a grog session, kava, at a grandmother's house in Suva), Barbadian (a
// reveller jumping with a band on Kadooment Day at Crop Over, Bridgetown) and from Hong Kong (someone at yum
// cha with a boyfriend's family in Mong Kok); where a text does not give the dreamer's sex, the comments do not
// either (no code depends on the dreamer's sex). None of these situations is used by an earlier English batch (each
// situation's words were counted over the earlier English batches: county fair, pie contest, blue ribbon, dog park,
// nail salon, yard sale, bake sale, street party, jubilee, bunting, flat-pack, busking, locksmith, school disco,
// Welsh class, evening class, swimming carnival, bouncy, owambe, trotro, harambee, kombi, hwindi, stokvel, society
// meeting, gaye holud, binyag, ninong, grog, tanoa, Kadooment, yum cha; none found). Two situations first chosen were
// found, after writing, in en-tuning-18.ts (a tailgate before a game, "tailgating", which a count of "tailgate" had
// missed, and a trip to the tip) and replaced by the Ames and Aberaeron dreams before any coding was final. Each
// writes their own English ("ok so", "open class", "spit it in a napkin", "went at it", "i wasnt scared or
// nothing"; "matching-fleece moms", "who I only ever wave at"; "went to bat for me", "keep her nose out of it";
// "haggles me down", "lays into both of us"; "butter tarts", "still steamed"; "tanked up", "wheelie bins", "a right
// row", "the trifle"; "the allen key", "cheers son", "the both of us"; "the Gaiety", "legged it", "the guard", "read
// me the riot act", "raging"; "our Ciara", "a wee man", "a fry", "that embarrassed"; "P7", "showing her up", "a look
// that could kill", "pure chuffed"; "Welsh for adults", "Mam", "from chapel", "a paned", "more cross than
// anything"; "house colours", "dobbed her in", "stoked"; "my sisters place", "body slamming", "a proper go",
// "scooped Nikau up"; "aso ebi", "one Alhaji", "sucking their teeth"; "the mate", "exchanging words"; "MC", "in my
// name", "I am stingy"; "the hwindi", "thank you, my child", "too soft"; "month end", "Sis Thandi"; "B wing",
// "cutting chai"; "Khala", "mishti"; "ninongs", "my husband's barkada", "bestfriend", "a dressing-down"; "my Bu",
// "growled them all", "sulu"; "wining up on", "vexed"; "har gow", "it was no accident"). Three are typed in a hurry
// with little punctuation (Ames, Milton Keynes, Tauranga); the Portland, Bangor, Kilmarnock and Imus dreams are told
// in the present.
// Written by a helper who read only README.md, `hand-codes.ts`, `../codes.ts`, en-tuning-30.ts and en-tuning-29.ts
// (both fully), the header of en-tuning-28.ts, and parts of the earlier English tuning batches printed by `grep`
// (not the coder, not a held-out file, not score.ts, not a test), and hand-coded before and without any tool.
// Commands run, all read-only, in the evaluation folder unless said: `ls` of the evaluation folder with `cat
// README.md hand-codes.ts` in one command (departure, written here: that `ls` listed every file of the folder, so the
// held-out file names were printed; none was opened, grepped or used); `sed -n 230,610p README.md` for the part of the
// README that was cut; `cat ../codes.ts | head -150` with `wc -l` of the English tuning batches; `cat
// en-tuning-30.ts` (cut short) and `sed -n 135,487p` of it; `sed -n 1,200p` and `sed -n 200,560p` of
// en-tuning-29.ts; `grep -n "^import"` and `sed -n 1,140p` of en-tuning-28.ts (its header); over the earlier English
// tuning batches only (`en-tuning.ts en-tuning-*.ts`, later `en-tuning.ts en-tuning-[0-9]*.ts | grep -v
// en-tuning-31`): words of situations, places, names and phrasings (those listed above and about three hundred
// more, from launderette, jury, allotment and barber to "elbowed", "snapped at", "mind her own business", "stood up
// for me", "ignored me", "on purpose", "took my side" and the first names used here) counted in seven shell loops of
// `grep -il -- ... | wc -l` (one piped to `awk` to keep the rarest, four to `column`); `grep -hio` for the words
// around "pickup", "wedding dress", "to the tip" and "tailgating" (cut with `cut`), which showed two situations
// already used; and `grep -hi` for the lines and comments on winks, blown kisses, spraying money, kisses on the
// cheek, handshakes, acts aimed at "both of them" or "them all" and forgiving (cut with `cut` and `head`). After
// writing, in /work/main: the parse check the brief gives (`node --experimental-strip-types -e
// "import(...en-tuning-31.ts)..."`), which failed because the installed node (v20.20.2) has no such option (`node
// --version` and `which -a node`, then an `ls` of ~/.nvm, /opt and the `.bin` folders of node_modules, and `head` of
// the root package.json, to find what could strip the types); instead, the repository's own
// `./node_modules/.bin/esbuild --loader=ts --format=esm` read this file alone from stdin and wrote plain JavaScript to
// /tmp/en-tuning-31.check.mjs (the `import type` line dropped: nothing else is loaded), and `node -e
// "import('/tmp/en-tuning-31.check.mjs')..."` printed the length (24); then one more `node -e` over that same /tmp
// file printed each text's word count and any character's words not found in its text, any index past its dream's
// characters and any word not allowed in a code (read-only; not the coder, not hand-codes.ts, not a test), run again
// after each round of edits. Over this file only: `grep -n`, `grep -c`, `sed -n` and `awk` (line lengths) to look at
// lines; `sed -i` substitutions to wrap or shorten lines and texts (five texts cut to 110 words or fewer, a sixth
// with the editing tool; the dreamer's sex taken out of four comments; one text's quotes changed; one count in this
// paragraph corrected); and this header's first part, this paragraph
// and the two paragraphs of conventions rewritten (after the two replaced dreams) by writing them to files in /tmp
// with `cat` and joining them to the rest of this file with `grep -n | cut`, `head -n`, `cat`, `tail -n +N` and `mv`
// (those /tmp files then removed with `rm -f`). The last check counted 24 dreams of 89 to 110 words, 107
// characters, 142 interactions (88 aggression, 52 friendliness, 2 sexuality; 53 physical) and 34 emotions.
// The file was otherwise written and edited with the file editing tool. No test, tsx, vitest, npm or git command was
// run, and no web search was made. Departures, written here: the `ls` above; the esbuild and node checks in place of
// the parse command that would not run, and the second node check (the brief asks for that check by eye); the shell
// edits of this file just listed; and two needless `python3` calls that did nothing (an empty here-document, and
// `python3 -c 1`), run by mistake.
// Conventions followed (README.md, en-tuning-30.ts, en-tuning-29.ts, en-tuning-28.ts and the earlier batches): an
// interaction aimed at "us" is one event, coded once with the dreamer as recipient ("walks us back", "lays into both
// of us", "brings us lemonade", "barked at the pair of us", "laughed at us", "we were both grabbed by the ear"),
// while one aimed at two other characters ("told Nia and Rhodri they should be ashamed", "growled them all") is
// written once for each; an act of a group is coded to the group only ("The whole class laughed", "Everybody in the
// bus laughed at us", "they started sucking their teeth at me", "I was booed by the youth at the back"), and one of
// the group who stands out ("my ex-husband Rhodri loudest of all", "one of them, a girl with braces", "one of the
// judges") is coded apart; names after a group of the dreamer's people are its members (Ka-ho's family, then his
// mother, his grandfather and Cherry); a crowd or group present is a character ("the judges", "the whole salon", "A
// gang of Spanish students", "the class", "all the aunties", "Everybody in the bus", "everyone" at a harambee, a
// stokvel meeting and a binyag, "all the guests", "my band", "more and more people" squeezed into a kombi); people
// only mentioned, thought of, phoned, texted, wished for or named as owners (Mam only thought of, the husband who
// texts a thumbs up, Ciara rung on the phone, the old bandmate Cian only wished for, the husband on a video call on
// mute, the aunty of "my aunty's 60th", the driver's mother who is insulted, the husband of "my husband's barkada",
// the cousin of "my cousin's car") are not characters, and their acts told in the call are not coded, while an owner
// who is then present (the grandma of "my grandmas rhubarb pie", Tasha of "my cousin Tasha's wedding", Mom of "my
// mom's old house", the sister of "my sisters place", MaDlamini of "MaDlamini's house", Nusrat of "Nusrat's gaye
// holud", the Bu of "my Bu's house") is; a grandma, a son, a daughter, a baby, a brother, a sister, a cousin, a
// nephew, an uncle, a mother, Mom, a wife, a husband, a mother-in-law, a Khala (a mother's sister) and a Bu (a
// grandmother) are family; a girlfriend, a boyfriend, a best mate, a bestfriend and a friend are friends; a
// neighbour, a principal, a PE teacher, a tutor who runs a class and the classmates, a schoolmate, an ex and an
// ex-husband, someone from the dreamer's chapel, a priest of the parish, a husband's friend, a mother's friend, a
// boyfriend's or girlfriend's parents, grandparents and sister, the members of the dreamer's own stokvel, church, band
// and building, and the dreamer's building's watchman are known; the judges at a fair and a rival baker, a guard, a
// locksmith, a DJ, a tech in a salon, a trotro mate, a kombi driver and a hwindi, an MC introduced as "a loud man
// called", and someone else's relatives (a stranger kid's mum, a cousin's groom's brother) are strangers; a person
// whose sex is never given is of unknown sex (the guard, the DJ, a baby); animals are coded of unknown sex, though
// the text says "he"; embarrassment ("so embarrassed", "that embarrassed", "mortified", "ashamed", "a little
// embarrassed") and nerves ("so stressed") are apprehension; pride, being grateful, chuffed, stoked, "so loved",
// happy, laughter aimed at no one and "woke up laughing" are happiness; crying, being hurt or sad are sadness; being
// mad, furious, raging, steamed, cross, angry and vexed are anger; being confused is confusion; a feeling on waking
// is coded; body sensations ("shaking") and negated feelings ("i wasnt scared or nothing", "not annoyed at all", "I
// wasn't angry with him", "I wasn't nervous at all") are not coded, nor is a feeling named only in someone else's
// words ("she was just jealous", "they should be ashamed") or only aimed at ("just to make me jealous"); accidents (a
// wardrobe that topples), requests and orders ("begged me to", "made me swim", "made me stand up and say my
// address"), looking and talking at once, a sale (haggling, buying six tarts), a rite and a professional's work
// (judges handing over a ribbon, an official's disqualification, security holding two women apart, a hwindi
// squeezing people in) are not coded; an act only wished, feared or denied ("kept wishing my old bandmate Cian was
// there", "sure she was going to throw me out", "Freya never said a word", "didn't even say sorry") is not coded; a
// waking-life habit ("who I only ever wave at", "who hasn't spoken to anyone since 2019", "in real life I would be")
// is not coded; a reciprocal act ("went at it", "go for each other", "blaming each other", "a proper go at each
// other", "exchanging words", "fighting about", "a screaming match", "dragging at each other's wigs", "shook hands")
// is two codes; mockery, laughing, snickering or giggling at someone, belittling (also of what the dreamer made),
// criticism, a rebuke, a scolding, a telling-off, an insult (also of someone's absent mother, to that person), an
// accusation, blame, gossip or a complaint about someone told to another, telling on someone, booing, sucking teeth,
// screaming at someone, a hostile look and a deliberate snub are verbal aggression, and a defence or protest said to
// the offender ("told her she was just jealous", "told her to keep her nose out of it", "made Brittany put the rest
// back") is aggression to the offender; a theft, a chase, a thing thrown, a shove, a jab, a pinch, a kick, a slap, a
// grab, pinning someone, dragging someone out and a prank or a blow done deliberately ("it was no accident",
// "deliberately") are physical aggression; a rescue that pulls the victim out is friendliness (physical), and one
// that goes for the attacker is aggression to the attacker only; help, a gift, food or drink given, money sprayed on a
// dancer (a gift, as in en-tuning-21.ts), paying for someone, praise, thanks, comfort, an apology, forgiving, an
// invitation to dance, a song put on for someone, cheering, applause, a blown kiss and a kin's wink, and taking
// someone's side are friendliness, and a hug, arms round someone, a hand held, squeezed or patted, cheeks squished by
// a grandmother, a handshake, a towel thrown round someone, a cuddle and a pull away from trouble friendliness
// (physical); a kiss on the cheek between partners is sexuality (README), and dancing up against someone ("wining up
// on") sexuality (physical).
// Conventions this batch had to decide: a rival spitting the dreamer's pie into a napkin in front of the judges is
// belittling (aggression, not physical), and a cousin's insult to her followed by "they went at it" two codes in all,
// one each way; pulling a kicked dog out of a dog fight by the collar is a rescue of that dog (friendliness,
// physical), not the pulling apart of two fighters that en-tuning-7.ts leaves uncoded; a nail tech talking about the
// dreamer in another language to the girl next to her is gossip (aggression), and "went to bat for me" and telling
// the offender to keep her nose out are two acts (as "took my side and threw her pint over him" in en-tuning-30.ts);
// getting a stolen quilt back "for me" is a favour beside the chase; a mother at the dreamer's son's school who runs
// the parent council is known; saying the tarts were store-bought and pulling them off the table are two acts (as
// things swept off a counter in en-tuning-29.ts); a principal who makes the offender put the rest back protests to
// her (aggression), beside his praise; a wife taking the dreamer by the elbow and steering him off is a pull away from
// trouble (friendliness, physical), and the bloke from number twelve of the dreamer's own road known; applause for
// one man is friendliness to him; a girlfriend's dad taking the allen key off the dreamer while saying he is useless
// is one act of belittling (as the chairman taking the microphone in en-tuning-29.ts), and thanks and a handshake two
// acts; "the case was grabbed by" is a passive with its agent, and two students catching a thief and sitting on him
// one capture (physical); a garda reading the dreamer the riot act is a telling-off, not his work; "got grabbed by the
// ankle" with no agent is the girl's, who is the one splashing (README, the third pair); a neighbour's dog barking at
// "the pair of us" is one act to the dreamer, and a slipper fired at it physical aggression; "I was let in by" is a
// passive with its agent (help), and a fry made a second act; asking the dreamer up for the Macarena is an invitation
// (friendliness), and a daughter's pal's parents are known; a tutor telling the class the dreamer has a tourist's
// accent is mockery, the class laughing mockery by the group, and an ex-husband laughing loudest an act of his own; a
// cup of tea made and "said sorry" are two acts; the children at a family birthday ("the little ones") are a known
// group; an aunt's owambe crowd is not coded apart from "all the aunties", a known group (older women, not all kin);
// a cousin's husband is family; a woman plonking herself on the dreamer's lap "deliberately" is physical aggression; a
// kombi driver dragging a drunk out by his shirt is physical aggression (someone takes hold); "thank you, my child" is
// thanks (friendliness), and "my child" only called; a treasurer saying money is missing while looking straight at
// the dreamer is an accusation; a wife patting her husband's arm to calm him is friendliness (physical); a bowl of
// turmeric tipped over the dreamer's head from behind is a prank (physical aggression), not the holud's rite, and the
// Khala grabbing "us both" by the ear and scolding us two acts, each coded once to the dreamer; a sister's wink is
// friendliness; a ninang taking the baby off the dreamer is help; a cousin serving grog is a drink given; a
// grandfather speaking only to his grandson "like I wasn't at the table" is a deliberate snub (rejection).
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_31: HandCodedDream[] = [
  // American (Ames, Iowa), typed in a hurry. The grandma of "my grandmas rhubarb pie" is then present ("grandma was
  // there too"; family). Uncertain: the lady in the sequin vest, "the one who wins every year", is a stranger (known
  // to the dreamer only by her wins; decided here); spitting the dreamer's pie into a napkin in front of the judges is
  // belittling of what the dreamer made (aggression, not physical; decided here). "the judges" are a group of
  // strangers present. Macie, a cousin (family), telling her she was just jealous is an insult said to the offender
  // (aggression; "jealous" is a feeling only in Macie's words, not coded), and "they went at it over the ribbons"
  // adds the lady's side of the quarrel: two codes in all (decided here, as a quarrel told by what each said in
  // en-tuning-29.ts). Lyle, one of the judges (a stranger), given in an apposition: handing over the blue ribbon is
  // the judges' work (not coded), the handshake friendliness (physical). Grandma squishing the dreamer's cheeks is
  // affection (physical, as a grandmother's pinch of the cheek). "i wasnt scared or nothing" is negated; "proud" is
  // happiness.
  {
    text: 'ok so i dreamed i entered my grandmas rhubarb pie in the open class at the county fair in ames, like she used to. this lady in a sequin vest, the one who wins every year, tasted mine and spit it in a napkin right in front of the judges. my cousin Macie told her she was just jealous and they went at it over the ribbons. then one of the judges, a big farmer in overalls named Lyle, handed me the blue ribbon and shook my hand. grandma was there too and squished my cheeks. i wasnt scared or nothing, just proud',
    characters: [
      'person female family | grandma',
      'person female stranger | this lady in a sequin vest, the one who wins every year',
      'person unknown stranger plural | the judges',
      'person female family | my cousin Macie',
      'person male stranger | one of the judges, a big farmer in overalls named Lyle',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 3>1',
      'aggression 1>3',
      'friendliness 4>D physical',
      'friendliness 0>D physical',
    ],
    emotions: ['happiness D'],
  },
  // American (Portland, Oregon), told in the present. Waffles, the dreamer's dog, and the labradoodle ("her doodle")
  // are animals (of unknown sex, though "he"). The woman with the labradoodle (a stranger), given in an apposition,
  // telling the dreamer she is an irresponsible owner is criticism (aggression), and yanking the leash out of the
  // dreamer's hand a grab (physical aggression): two acts. Waffles growling at her is aggression, not physical. The
  // two dogs going "for each other" is a reciprocal fight (two physical acts); her kicking Waffles is physical
  // aggression; the dreamer screaming at her is aggression. Uncertain: Dev, a neighbour (known), hauling Waffles out
  // by the collar is a rescue of the kicked dog (friendliness, physical; decided here), not the pulling apart of two
  // fighters that en-tuning-7.ts leaves uncoded; walking "us" back to the car is friendliness to the dreamer. "who I
  // only ever wave at" is a waking habit. "furious" is anger, "grateful" happiness.
  {
    text: "I'm at the dog park off Alberta Street with my dog Waffles, except in the dream he's the size of a pony. A woman with a labradoodle, one of those matching-fleece moms, tells me I'm an irresponsible owner and yanks the leash out of my hand. Waffles growls at her. Then her doodle and Waffles go for each other, and she kicks Waffles in the ribs, so I scream at her. My neighbor Dev, who I only ever wave at, runs over, hauls Waffles out by the collar and walks us back to my car. I'm furious, but so grateful to Dev.",
    characters: [
      'animal unknown - | my dog Waffles',
      'person female stranger | A woman with a labradoodle, one of those matching-fleece moms',
      'animal unknown - | her doodle',
      'person male known | My neighbor Dev',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>D physical',
      'aggression 0>1',
      'aggression 2>0 physical',
      'aggression 0>2 physical',
      'aggression 1>0 physical',
      'aggression D>1',
      'friendliness 3>0 physical',
      'friendliness 3>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // American (Houston). Tasha, a cousin (family), is first named as the owner of the wedding and then present. Linh,
  // the nail tech (a stranger), given in an apposition: uncertain, talking about the dreamer in Vietnamese to the girl
  // at the next station is gossip (aggression; decided here), and the girl (a stranger) snickering at the dreamer
  // mockery. Tasha telling "the whole salon" (a group of strangers present) that the dreamer's nails looked tacky is
  // criticism told to others (aggression to the dreamer). "went to bat for me" is taking the dreamer's side
  // (friendliness), and telling Tasha to keep her nose out of it a defence said to the offender (aggression to her):
  // two acts (decided here, as Orla in en-tuning-30.ts). Tasha flinging a bottle of polish at Linh is physical
  // aggression. The other customer (a stranger), given in an apposition, hugging the dreamer is friendliness
  // (physical). "so embarrassed" is apprehension.
  {
    text: "Dreamed I was getting my nails done at a little salon on Westheimer for my cousin Tasha's wedding. The nail tech, a tiny Vietnamese lady named Linh, kept talking about me in Vietnamese to the girl at the next station, and the girl kept snickering at me. Then Tasha walked in and told the whole salon my nails looked tacky. Linh went to bat for me and told her to keep her nose out of it. Tasha flung a bottle of polish at her and it smashed on the floor. Another customer, an older lady in her church hat, hugged me. I was so embarrassed.",
    characters: [
      'person female family | my cousin Tasha',
      'person female stranger | The nail tech, a tiny Vietnamese lady named Linh',
      'person female stranger | the girl at the next station',
      'person unknown stranger plural | the whole salon',
      'person female stranger | Another customer, an older lady in her church hat',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>D',
      'aggression 0>D',
      'friendliness 1>D',
      'aggression 1>0',
      'aggression 0>1 physical',
      'friendliness 4>D physical',
    ],
    emotions: ['apprehension D'],
  },
  // American (Bangor, Maine), told in the present. Mom, first named as the owner of the house ("alive and fine down in
  // Florida" is waking life), is then present (family). Haggling is a sale (not coded); the guy in the Patriots hat (a
  // stranger) strolling off with the quilt is theft (physical aggression). Kyle, a brother, chasing him is physical
  // aggression; uncertain: getting the quilt back "for me" is a favour (friendliness; decided here). Mom laying into
  // "both of us" is one act of aggression, coded once to the dreamer. "Kyle and I end up blaming each other" is
  // reciprocal (two acts). Mrs. Dube from across the road (a neighbour, known) bringing "us" lemonade is friendliness
  // to the dreamer. "sad" is sadness, "kind of ashamed" apprehension.
  {
    text: "I'm having a yard sale at my mom's old house in Bangor, selling all her stuff, even though she's alive and fine down in Florida. A guy in a Patriots hat haggles me down to a dollar for her sewing machine, then strolls off with the quilt too. My brother Kyle chases him to the end of the street and gets it back for me. Then Mom pulls up in a rental car and lays into both of us for selling her things, and Kyle and I end up blaming each other. Mrs. Dube from across the road brings us lemonade. I wake up sad and kind of ashamed.",
    characters: [
      'person male stranger | A guy in a Patriots hat',
      'person male family | My brother Kyle',
      'person female family | Mom',
      'person female known | Mrs. Dube from across the road',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>0 physical',
      'friendliness 1>D',
      'aggression 2>D',
      'aggression D>1',
      'aggression 1>D',
      'friendliness 3>D',
    ],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Canadian (Regina, Saskatchewan), a mother. Brody, a son, is family; his bursting into tears is his sadness.
  // Uncertain: Brittany, "Another mom" given in an apposition with a relative clause, who runs the parent council of
  // the son's school, is known (decided here). Saying the butter tarts were obviously store-bought is an accusation
  // (aggression), and pulling them off the table a second act (physical aggression; decided here, as things swept
  // off a counter in en-tuning-29.ts). Mr. Fehr, the principal (known), given in an apposition: buying six is a sale
  // (not coded), telling the dreamer they were the best all year praise (friendliness), and making Brittany put the
  // rest back a protest to the offender (aggression to her; decided here, no mere order). The husband only texts from
  // work: no character. "proud" is happiness, "still steamed" anger.
  {
    text: "I was running the bake sale table at my son Brody's school in Regina, the Friday before Halloween. Another mom, a super organized woman named Brittany who runs the parent council, said my butter tarts were obviously store-bought and pulled them off the table. Brody saw it and burst into tears. Then the principal, Mr. Fehr, bought six, told me they were the best he'd had all year and made Brittany put the rest back. My husband texted me a thumbs up from work. I woke up proud, and still steamed at Brittany.",
    characters: [
      'person male family | my son Brody',
      'person female known | Another mom, a super organized woman named Brittany who runs the parent council',
      'person male known | the principal, Mr. Fehr',
    ],
    interactions: ['aggression 1>D', 'aggression 1>D physical', 'friendliness 2>D', 'aggression 2>1'],
    emotions: ['sadness 0', 'happiness D', 'anger D'],
  },
  // English (Stockport), a husband. Trev, the next-door neighbour (known), given in an apposition ("who hasn't spoken
  // to anyone since 2019" is waking life): jabbing the dreamer in the chest is physical aggression. Lorraine, a wife
  // (family), taking the dreamer by the elbow and steering him off is a pull away from trouble (friendliness,
  // physical; decided here). Keith, "the bloke from number twelve" of the dreamer's own road (known; decided here),
  // given in an apposition: "had a right row" with Trev is reciprocal (two acts), and shoving him into the trifle
  // physical aggression. "Everyone" at the dreamer's own street party (a known group) giving Keith a round of
  // applause is friendliness to him (decided here). Lorraine's kiss on the cheek is sexuality between partners
  // (physical; README), and saying the dreamer had done well praise (friendliness). Laughing his head off, at no one
  // named, is happiness.
  {
    text: "We were having a street party for the Jubilee on our road in Stockport, bunting everywhere. Our next-door neighbour, Trev, who hasn't spoken to anyone since 2019, got tanked up and kept jabbing me in the chest about my wheelie bins. My wife Lorraine took me by the elbow and steered me off to do the sandwiches. Then Trev and the bloke from number twelve, a retired copper called Keith, had a right row, and Keith shoved him into the trifle. Everyone gave Keith a round of applause. Lorraine kissed me on the cheek and said I'd done well to keep out of it. I laughed my head off.",
    characters: [
      'person male known | Our next-door neighbour, Trev',
      'person female family | My wife Lorraine',
      'person male known | the bloke from number twelve, a retired copper called Keith',
      'person unknown known plural | Everyone',
    ],
    interactions: [
      'aggression 0>D physical',
      'friendliness 1>D physical',
      'aggression 0>2',
      'aggression 2>0',
      'aggression 2>0 physical',
      'friendliness 3>2',
      'sexuality 1>D physical',
      'friendliness 1>D',
    ],
    emotions: ['happiness D'],
  },
  // English (Milton Keynes), typed in a hurry. Freya, a girlfriend, is a friend; her dad is known (as a boyfriend's
  // sister and a fiancé's mum in the earlier batches). His coming round to help "us" is friendliness to the dreamer.
  // Uncertain: taking the allen key off the dreamer while saying he was useless with his hands is one act of
  // belittling (decided here, as the chairman taking the microphone in en-tuning-29.ts). "Freya never said a word" is
  // denied; "hurt" is the dreamer's sadness. The wardrobe toppling is an accident; lifting it off him is a rescue
  // (friendliness, physical). "cheers son" (thanks) and the handshake (physical) are two friendly acts (decided here).
  // Freya throwing her arms round "the both of us" is coded once, to the dreamer (physical). "I wasnt annoyed at
  // all" is negated; "confused" is confusion.
  {
    text: 'dreamt me and my girlfriend Freya had just moved into a new flat in milton keynes and her dad came round to help us put a flat pack wardrobe together. he kept taking the allen key off me and saying I was useless with my hands. Freya never said a word which honestly hurt more than him. then the wardrobe toppled onto him and I had to lift it off. he said cheers son and shook my hand and Freya threw her arms round the both of us. I wasnt annoyed at all just confused',
    characters: ['person female friend | my girlfriend Freya', 'person male known | her dad'],
    interactions: [
      'friendliness 1>D',
      'aggression 1>D',
      'friendliness D>1 physical',
      'friendliness 1>D',
      'friendliness 1>D physical',
      'friendliness 0>D physical',
    ],
    emotions: ['sadness D', 'confusion D'],
  },
  // Irish (Dublin). Cian, the old bandmate, is only wished for: no character. "A gang of Spanish students" is a group
  // of strangers present; "one of them, a girl with braces" is one of them, coded apart (a stranger): dropping a fiver
  // in the case is a gift, and the blown kiss affection (friendliness, no touch; README): two acts. "the case was
  // grabbed by a young fella in a grey tracksuit" is a passive with its agent: theft (physical aggression; decided
  // here). "Two of the students" (a group of unknown sex, coded apart from the gang; decided here) catching him and
  // sitting on him is one capture (physical aggression). The guard (a garda, a stranger, sex not given) reading the
  // dreamer the riot act for not having a permit is a telling-off (aggression; decided here, not his work). "raging"
  // is anger.
  {
    text: "I was busking on Grafton Street outside Bewley's with my old guitar, like I did in college, and I kept wishing my old bandmate Cian was there to do the harmonies. A gang of Spanish students stopped to listen, and one of them, a girl with braces, dropped a fiver in my case and blew me a kiss. Then the case was grabbed by a young fella in a grey tracksuit, who legged it towards Stephen's Green. Two of the students caught him at the Gaiety and sat on him. The guard who came over read me the riot act for not having a permit. I was raging.",
    characters: [
      'person unknown stranger plural | A gang of Spanish students',
      'person female stranger | one of them, a girl with braces',
      'person male stranger | a young fella in a grey tracksuit',
      'person unknown stranger plural | Two of the students',
      'person unknown stranger | The guard who came over',
    ],
    interactions: [
      'friendliness 1>D',
      'friendliness 1>D',
      'aggression 2>D physical',
      'aggression 3>2 physical',
      'aggression 4>D',
    ],
    emotions: ['anger D'],
  },
  // Northern Irish (Derry), a wife. "our Ciara" is only rung: no character, and her laughing down the phone is not
  // coded (README, phone calls). Seamus, the locksmith (a stranger), given in an apposition, saying the dreamer
  // looked like she was breaking in is an accusation (aggression); taking an hour is no act. "Next door's collie" (an
  // animal) barking at "the pair of us" is one act, coded once to the dreamer (decided here); Seamus firing a slipper
  // at it is physical aggression. "I was let in by my husband Declan" is a passive with its agent (help,
  // friendliness), and making the dreamer a fry a second friendly act. "that embarrassed" is apprehension.
  {
    text: "Dreamt I was locked out of our house in Derry in my nightie at six in the morning. I rang our Ciara and she just laughed at me down the phone. The locksmith, a wee man called Seamus with no teeth, took an hour to come and then said I looked like I was breaking in. Next door's collie barked at the pair of us the whole time, and Seamus fired a slipper at it. In the end I was let in by my husband Declan, home off the night shift, and he made me a fry. I was that embarrassed.",
    characters: [
      'person male stranger | The locksmith, a wee man called Seamus with no teeth',
      "animal unknown - | Next door's collie",
      'person male family | my husband Declan',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D',
      'aggression 0>1 physical',
      'friendliness 2>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D'],
  },
  // Scottish (Kilmarnock), a parent, told in the present. Eilidh, a daughter, is family; her begging is a request (not
  // coded); telling the dreamer to stop dancing because she is showing her up is a rebuke (aggression). Uncertain:
  // Stuart, "Her pal's dad", given in an apposition, and his wife Angela are known (decided here: the parents of the
  // daughter's pal). Asking the dreamer up for the Macarena is an invitation (friendliness, not a flirt; decided
  // here); Angela's "look that could kill" is a hostile look (aggression). The wee boy in the Celtic top (a stranger)
  // pinning Eilidh against the speakers is physical aggression; Stuart hauling him off her goes for the attacker
  // (physical aggression to him only). The DJ (a stranger, sex not given) putting a song on for the dreamer is
  // friendliness. "mortified" is apprehension, "pure chuffed" happiness.
  {
    text: "I'm helping at the P7 school disco in Kilmarnock because my daughter Eilidh begged me to, and I'm on the tuck shop. Eilidh comes up and tells me to stop dancing because I'm showing her up. Her pal's dad, a big loud man called Stuart, keeps asking me up for the Macarena, and his wife Angela gives me a look that could kill. Then a wee boy in a Celtic top pins Eilidh up against the speakers, and Stuart hauls him off her by the jumper. The DJ puts a song on for me. I'm mortified but pure chuffed.",
    characters: [
      'person female family | my daughter Eilidh',
      "person male known | Her pal's dad, a big loud man called Stuart",
      'person female known | his wife Angela',
      'person male stranger | a wee boy in a Celtic top',
      'person unknown stranger | The DJ',
    ],
    interactions: [
      'aggression 0>D',
      'friendliness 1>D',
      'aggression 2>D',
      'aggression 3>0 physical',
      'aggression 1>3 physical',
      'friendliness 4>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Welsh (Aberaeron). Mam is only thought of: no character. Nia, the tutor who runs the class (known, README), given
  // in an apposition: making the dreamer stand up and say the address is an order (not coded); telling the class the
  // dreamer had the accent of a tourist is mockery told to others (aggression). "the class" (classmates, a known
  // group) laughing is mockery, coded to the group, and Rhodri, an ex-husband (known), laughing "loudest of all" an
  // act of his own (decided here: he stands out from the group). "sure she was going to throw me out" is only
  // feared. Mrs Pugh from chapel (known) telling Nia and Rhodri they should be ashamed is a protest said to each
  // offender (aggression, written once for each); "ashamed" there is a feeling only in her words (not coded). Nia
  // making the dreamer a paned (a cup of tea) and saying sorry are two friendly acts (a gift and an apology; decided
  // here). "mortified" is apprehension, "more cross than anything" anger.
  {
    text: "I was back at my Welsh for adults class at the hall in Aberaeron, and I couldn't remember a single word. I kept thinking Mam would have known it. The tutor, Nia, a strict little woman with a bun, made me stand up and say my address, then told the class I had the accent of a tourist. The whole class laughed, my ex-husband Rhodri loudest of all. I was sure she was going to throw me out. Then Mrs Pugh from chapel told Nia and Rhodri they should be ashamed. At the break Nia made me a paned and said sorry. I was mortified, and more cross than anything.",
    characters: [
      'person female known | The tutor, Nia, a strict little woman with a bun',
      'person unknown known plural | the class',
      'person male known | my ex-husband Rhodri',
      'person female known | Mrs Pugh from chapel',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D',
      'aggression 2>D',
      'aggression 3>0',
      'aggression 3>2',
      'friendliness 0>D',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // Australian (Fremantle), a grown woman. Mr Bianchi, the PE teacher (known), given in an apposition, making the
  // dreamer swim is an order (not coded). The girl in the next lane (a stranger) splashing water in the dreamer's
  // face again and again is physical aggression (decided here: "kept" makes it deliberate); "I got grabbed by the
  // ankle", with no agent, is hers (README, the third pair; decided here), a second physical act. Dobbing her in is
  // telling on her (aggression from the dreamer); the disqualification is an official's work. Tahlia, a best mate (a
  // friend), given in an apposition, cheering the dreamer on is friendliness, and throwing a towel round the dreamer
  // friendliness (physical). "stoked" is happiness.
  {
    text: 'Had a dream I was back at the school swimming carnival in Fremantle, only I was a grown woman in my old house colours. Mr Bianchi, the PE teacher, made me swim the 50 freestyle against the Year 7s. A girl in the next lane kept splashing water in my face, and halfway down I got grabbed by the ankle. I dobbed her in and she got disqualified. My best mate from school, Tahlia, was up in the stands cheering me on, and she threw a towel round me when I got out. Felt stoked even though I came dead last.',
    characters: [
      'person male known | Mr Bianchi, the PE teacher',
      'person female stranger | A girl in the next lane',
      'person female friend | My best mate from school, Tahlia',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 1>D physical',
      'aggression D>1',
      'friendliness 2>D',
      'friendliness 2>D physical',
    ],
    emotions: ['happiness D'],
  },
  // New Zealander (Tauranga), typed in a hurry. Nikau, a nephew, is family; the sister of "my sisters place" is Mere,
  // then present (family). The big kid (a stranger, male by "his arm") body slamming the little ones is physical
  // aggression to them (uncertain: the children at a family birthday are a known group; decided here), and giving
  // Nikau a blood nose a second physical act, to him. Mere dragging the kid out by his arm is physical aggression
  // (README: a drag that throws someone out stays an attack). His mum (a stranger) and Mere having "a proper go at
  // each other" is reciprocal (two acts). Scooping Nikau up and giving him a big cuddle is one affectionate act
  // (physical; as a child grabbed and hugged). "so mad" is anger; "shaking" a body sensation.
  {
    text: "dreamt it was my nephew Nikau's 5th birthday at my sisters place in tauranga and we'd hired a bouncy castle. some big kid none of us knew climbed in and started body slamming the little ones and gave Nikau a blood nose. my sister Mere marched over and dragged the kid out by his arm, then his mum came flying across the lawn and the two of them had a proper go at each other. i just scooped Nikau up and gave him a big cuddle. was so mad i was shaking",
    characters: [
      'person male family | my nephew Nikau',
      'person male stranger | some big kid none of us knew',
      'person unknown known plural | the little ones',
      'person female family | my sister Mere',
      'person female stranger | his mum',
    ],
    interactions: [
      'aggression 1>2 physical',
      'aggression 1>0 physical',
      'aggression 3>1 physical',
      'aggression 4>3',
      'aggression 3>4',
      'friendliness D>0 physical',
    ],
    emotions: ['anger D'],
  },
  // Nigerian (Lekki, Lagos). The aunty of "my aunty's 60th" is only an owner. Funke, a cousin, is family, and
  // uncertain: her husband, "one Alhaji with a big cap", given in an apposition, is family too (a cousin's husband;
  // decided here). His spraying the dreamer with dollars is a gift (friendliness, as spraying in en-tuning-21.ts).
  // Funke slapping the money out of his hand is physical aggression to him; accusing the dreamer of tempting her
  // husband is aggression. Uncertain: "all the aunties" are a known group (older women, not all kin; decided here),
  // and their sucking their teeth at the dreamer is disdain (aggression), coded to the group. Mama Ronke, the
  // mother's friend (known), given in an apposition, defending the dreamer and pulling the dreamer to sit at her
  // table are two friendly acts, the second physical. "cried" is sadness, "so ashamed" apprehension.
  {
    text: "I dreamt I was at my aunty's 60th birthday owambe in Lekki, in my gold aso ebi. When I was dancing, my cousin Funke's husband, one Alhaji with a big cap, came and started spraying me with dollars. Funke saw it and slapped the money out of his hand. Then she accused me of tempting her husband in front of all the aunties, and they started sucking their teeth at me. Only my mother's friend, Mama Ronke, defended me, and she pulled me to sit at her table. I cried in the toilet. I was so ashamed.",
    characters: [
      'person female family | my cousin Funke',
      "person male family | my cousin Funke's husband, one Alhaji with a big cap",
      'person female known plural | all the aunties',
      "person female known | my mother's friend, Mama Ronke",
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 0>1 physical',
      'aggression 0>D',
      'aggression 2>D',
      'friendliness 3>D',
      'friendliness 3>D physical',
    ],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Ghanaian (Accra). Kojo, an old schoolmate, is known. The mate (the trotro's conductor, a stranger), given in an
  // apposition, shouting at the dreamer that the dreamer had not paid is an accusation (aggression). Kojo paying
  // again for the dreamer is friendliness. The market woman (a stranger) plonking herself on the dreamer's lap
  // "deliberately" and refusing to shift is one physical act (decided here). "Everybody in the bus" (strangers)
  // laughing at "us" is mockery, coded once to the dreamer. The driver (a stranger, male by "he") and the mate
  // "exchanging words" is a quarrel (two acts). "woke up laughing" is happiness; "not annoyed at all" is negated.
  {
    text: 'In the dream I was in a trotro from Circle to Madina, squeezed at the back with my old schoolmate Kojo, who I have not seen in ten years. The mate, a young boy with one earring, kept shouting at me that I had not paid, though I had. Kojo paid again for me. Then a market woman with a basin of tomatoes plonked herself on my lap, deliberately, and refused to shift. Everybody in the bus laughed at us. The driver stopped the car, and he and the mate started exchanging words. I woke up laughing, not annoyed at all.',
    characters: [
      'person male known | my old schoolmate Kojo',
      'person male stranger | The mate, a young boy with one earring',
      'person female stranger | a market woman with a basin of tomatoes',
      'person unknown stranger plural | Everybody in the bus',
      'person male stranger | The driver',
    ],
    interactions: [
      'aggression 1>D',
      'friendliness 0>D',
      'aggression 2>D physical',
      'aggression 3>D',
      'aggression 4>1',
      'aggression 1>4',
    ],
    emotions: ['happiness D'],
  },
  // Kenyan (Nakuru). Wambui, a cousin, is family. Uncertain: the MC, "a loud man called Mr. Kiprono", is a stranger
  // (decided here: introduced as someone the dreamer does not know); announcing what each person gave is his work,
  // but telling everyone the dreamer brought only five hundred shillings is belittling told to others (aggression).
  // "everyone" at the dreamer's own church is a known group present, and "the youth at the back" a second known group:
  // "I was booed by" is a passive with its agent (aggression, coded to that group). The uncle (family) adding ten
  // thousand in the dreamer's name is a favour, and Wambui's hug friendliness (physical). Her mother (an aunt,
  // family) whispering to the dreamer's mother (family, present) that the dreamer is stingy is gossip told to another
  // (aggression to the dreamer). "so hurt" is sadness.
  {
    text: 'We were having a harambee at our church in Nakuru to raise fees for my cousin Wambui to study in Australia. The MC, a loud man called Mr. Kiprono, was announcing what each person gave, and when my turn came he told everyone that I had brought only five hundred shillings. I was booed by the youth at the back. Then my uncle stood up and added ten thousand in my name, and Wambui came and hugged me. Later I heard her mother whispering to my mother that I am stingy. I woke up so hurt.',
    characters: [
      'person female family | my cousin Wambui',
      'person male stranger | The MC, a loud man called Mr. Kiprono',
      'person unknown known plural | everyone',
      'person unknown known plural | the youth at the back',
      'person male family | my uncle',
      'person female family | her mother',
      'person female family | my mother',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 3>D',
      'friendliness 4>D',
      'friendliness 0>D physical',
      'aggression 5>D',
    ],
    emotions: ['sadness D'],
  },
  // Zimbabwean (Bulawayo). The hwindi (the kombi's conductor, a stranger), given in an apposition, squeezing people in
  // is his work; "more and more people" are a group of strangers present. The woman with a baby on her back (a
  // stranger; the baby a stranger of unknown sex, who does nothing): the dreamer giving her the seat is friendliness,
  // and "thank you, my child" thanks (friendliness; "my child" is only called). The drunk man (a stranger) insulting
  // the driver's mother, who is not there, is aggression to the driver (as a man insulting the dreamer's absent
  // parents in en-tuning-29.ts); uncertain: the driver (sex not given) dragging him out by his shirt and leaving him
  // on the road is physical aggression (decided here: someone takes hold). Nomsa, a friend, telling the dreamer the
  // dreamer is too soft with people is criticism (aggression). "happy" is happiness.
  {
    text: "I was in a kombi going into town in Bulawayo, and the hwindi, a skinny guy chewing gum, kept squeezing more and more people in. A woman with a baby on her back was left standing, so I gave her my seat and she said thank you, my child. Then a drunk man at the back started insulting the driver's mother, and the driver pulled over, dragged him out by his shirt and left him on the road. My friend Nomsa, who was by the window, told me I am too soft with people. I felt happy in the dream anyway.",
    characters: [
      'person male stranger | the hwindi, a skinny guy chewing gum',
      'person unknown stranger plural | more and more people',
      'person female stranger | A woman with a baby on her back',
      'person unknown stranger | a baby',
      'person male stranger | a drunk man at the back',
      'person unknown stranger | the driver',
      'person female friend | My friend Nomsa',
    ],
    interactions: [
      'friendliness D>2',
      'friendliness 2>D',
      'aggression 4>5',
      'aggression 5>4 physical',
      'aggression 6>D',
    ],
    emotions: ['happiness D'],
  },
  // South African (Tembisa). MaDlamini, first named as the owner of the house, is present (known: a member of the
  // dreamer's own stokvel), and so is Sis Thandi, the treasurer (known), given in an apposition. Uncertain: saying two
  // thousand rand was missing while looking straight at the dreamer is an accusation (aggression; decided here).
  // "Everyone" (the stokvel's members, a known group) talking at once is no act. MaDlamini and Thandi "fighting about"
  // who counted it last is a quarrel in words (README: two acts). "didn't even say sorry" is denied. Palesa, a sister,
  // squeezing the dreamer's hand under the table is friendliness (physical). "so angry" is anger.
  {
    text: "It was our stokvel meeting at MaDlamini's house in Tembisa, month end, and it was my turn to get the money. The treasurer, a churchy lady called Sis Thandi, counted the envelope twice, said two thousand rand was missing and looked straight at me. Everyone started talking at once. MaDlamini and Thandi started fighting about who had counted it last. Then Thandi found the money in her own handbag and didn't even say sorry to me. My sister Palesa, who came with me, squeezed my hand under the table. I was so angry I couldn't touch the cake.",
    characters: [
      'person female known | MaDlamini',
      'person female known | The treasurer, a churchy lady called Sis Thandi',
      'person unknown known plural | Everyone',
      'person female family | My sister Palesa',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1', 'aggression 1>0', 'friendliness 3>D physical'],
    emotions: ['anger D'],
  },
  // Indian (Pune). The husband is only on a video call (no character); the cousin of "my cousin's car" only an owner.
  // Mr. Kulkarni, a neighbour in the building (known), given in an apposition, shouting that the dreamer gave his spot
  // away is an accusation (aggression), and flinging the minutes register at the dreamer physical aggression.
  // Uncertain: his wife is known (a neighbour; decided here), and patting his arm to calm him down is friendliness to
  // him (physical; decided here). Mrs. D'Souza from B wing (known) speaking up for the dreamer is friendliness, and
  // her "screaming match" with the colonel a reciprocal quarrel (two acts). The watchman of the dreamer's own building
  // (known) bringing a cutting chai is a gift. "so confused" is confusion.
  {
    text: "There was a society meeting in the clubhouse of our building in Pune about parking, and in the dream I was the secretary. Mr. Kulkarni from the fourth floor, a retired colonel, shouted that I had given his spot to my cousin's car, and flung the minutes register at me. His wife kept patting his arm to calm him down. Then Mrs. D'Souza from B wing spoke up for me, and she and the colonel got into a screaming match. My husband was only on a video call from Bangalore, on mute. Afterwards the watchman brought me a cutting chai. I felt so confused.",
    characters: [
      'person male known | Mr. Kulkarni from the fourth floor, a retired colonel',
      'person female known | His wife',
      "person female known | Mrs. D'Souza from B wing",
      'person male known | the watchman',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 0>D physical',
      'friendliness 1>0 physical',
      'friendliness 2>D',
      'aggression 2>0',
      'aggression 0>2',
      'friendliness 3>D',
    ],
    emotions: ['confusion D'],
  },
  // Bangladeshi (Dhanmondi, Dhaka). Nusrat, an elder sister, is first named as the owner of the holud and is then
  // present (family). Uncertain: the groom's younger brother, "a cheeky boy called Rafi", given in an apposition, is a
  // stranger (someone else's relative; decided here). Tipping the whole bowl of turmeric over the dreamer's head from
  // behind and running off laughing is one prank (physical aggression; decided here, not the holud's rite). The
  // dreamer chasing him is physical aggression. "we were both grabbed by the ear by my Khala" (a mother's sister,
  // family) is a passive with its agent, and "scolded" after it a second act: each coded once, to the dreamer
  // (decided here). "all the guests" are a known group present. Rafi's plate of mishti "to say sorry" is one friendly
  // act (a gift as an apology), and the dreamer forgiving him a second. Nusrat's wink is friendliness (kin). "happy"
  // is happiness, "a little embarrassed" apprehension.
  {
    text: "It was my elder sister Nusrat's gaye holud in Dhanmondi, marigolds everywhere, and I was in charge of the turmeric paste. The groom's younger brother, a cheeky boy called Rafi, tipped the whole bowl over my head from behind and ran off laughing. I chased him round the stage. Then we were both grabbed by the ear by my Khala and scolded in front of all the guests. Later Rafi brought me a plate of mishti to say sorry, and I forgave him. Nusrat just winked at me. I woke up happy and a little embarrassed.",
    characters: [
      'person female family | my elder sister Nusrat',
      "person male stranger | The groom's younger brother, a cheeky boy called Rafi",
      'person female family | my Khala',
      'person unknown known plural | all the guests',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression D>1 physical',
      'aggression 2>D physical',
      'aggression 2>D',
      'friendliness 1>D',
      'friendliness D>1',
      'friendliness 0>D',
    ],
    emotions: ['happiness D', 'apprehension D'],
  },
  // Filipino (Imus, Cavite), a parent, told in the present. Gabriel, a baby son, is family. The husband of "my
  // husband's barkada" is only named. Jomar, one of the ninongs (godfathers) and the husband's friend (known), given
  // in an apposition: turning up drunk and trying for a selfie with the priest is no act. Father Ben, the priest of
  // the dreamer's parish (known), given in an apposition, giving Jomar a dressing-down in front of "everyone" (the
  // guests, a known group) is a telling-off between two others (aggression). The mother-in-law (family) pinching the
  // dreamer's arm (physical) and hissing that this is what the dreamer gets for choosing the godparents (blame) are
  // two acts of aggression. Rica, a bestfriend (a friend) and the ninang, given in an apposition, taking Gabriel off
  // the dreamer is help (friendliness; decided here), and following the dreamer in and holding the dreamer friendliness
  // (physical). "cry" is sadness, "so stressed" apprehension.
  {
    text: "It's the binyag of my baby Gabriel at the parish in Imus, and I'm holding him by the font. One of the ninongs, my husband's barkada Jomar, turns up still drunk from last night and tries to take a selfie with the priest, Father Ben. Father Ben gives him a dressing-down in front of everyone. My mother-in-law pinches my arm and hisses that this is what I get for choosing the godparents. Then my bestfriend Rica, the ninang, takes Gabriel off me, and I go and cry in the sacristy. She follows me in and holds me. I'm so stressed.",
    characters: [
      'person male family | my baby Gabriel',
      "person male known | One of the ninongs, my husband's barkada Jomar",
      'person male known | the priest, Father Ben',
      'person unknown known plural | everyone',
      'person female family | My mother-in-law',
      'person female friend | my bestfriend Rica, the ninang',
    ],
    interactions: [
      'aggression 2>1',
      'aggression 4>D physical',
      'aggression 4>D',
      'friendliness 5>D',
      'friendliness 5>D physical',
    ],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Fijian (Suva). The Bu (a grandmother, family) is first named as the owner of the house and is then present.
  // Josefa, a cousin (family), serving the dreamer bowl after bowl of grog is a drink given (friendliness; decided
  // here). Uncertain: "his friends from the rugby club" are known (decided here: drinking at the family's house), of
  // unknown sex; teasing the dreamer that the dreamer drinks like a tourist is mockery, coded to the group. The Bu
  // growling (scolding) "them all" is aggression to Josefa and to his friends, written once for each; making the
  // dreamer lemon leaf tea is friendliness. "Josefa and I shook hands" is reciprocal (two friendly acts, physical).
  // "I wasn't angry with him" is negated; "so loved" is happiness.
  {
    text: "I dreamed we were drinking grog on the veranda at my Bu's house in Suva after church, around the big tanoa. My cousin Josefa kept serving me bowl after bowl, and his friends from the rugby club were teasing me that I drink like a tourist. Then my Bu came out in her sulu and growled them all for keeping me up so late, and she made me lemon leaf tea. In the end Josefa and I shook hands. I wasn't angry with him. I just felt so loved.",
    characters: [
      'person female family | my Bu',
      'person male family | My cousin Josefa',
      'person unknown known plural | his friends from the rugby club',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 2>D',
      'aggression 0>1',
      'aggression 0>2',
      'friendliness 0>D',
      'friendliness 1>D physical',
      'friendliness D>1 physical',
    ],
    emotions: ['happiness D'],
  },
  // Barbadian (Bridgetown). "my band" (the dreamer's own mas band) is a known group present. Marlon, an ex (known),
  // "wining up on every girl near me" (strangers, a group) is sexuality (physical; decided here); "just to make me
  // jealous" names an aim, no act to the dreamer and no feeling coded. Shanice, a girlfriend (a friend), pulling the
  // dreamer away and dancing with the dreamer is one friendly act (physical). Marlon's new woman (a stranger), given
  // in an apposition, tossing rum punch in the dreamer's face is physical aggression, and "the two of us started
  // dragging at each other's wigs" a reciprocal fight (two physical acts). Security holding "us" apart is its work
  // (not coded). "vexed" is anger, "laughing" on waking happiness.
  {
    text: "Dreamed I was jumping on Spring Garden for Kadooment with my band, in my costume with all the feathers, and my ex Marlon was in the same section. He was wining up on every girl near me just to make me jealous. My girlfriend Shanice pulled me away and danced with me instead. Then Marlon's new woman, a tall girl in a blue wig, tossed a cup of rum punch in my face, and the two of us started dragging at each other's wigs till security held us apart. I woke up vexed but laughing.",
    characters: [
      'person unknown known plural | my band',
      'person male known | my ex Marlon',
      'person female stranger plural | every girl near me',
      'person female friend | My girlfriend Shanice',
      "person female stranger | Marlon's new woman, a tall girl in a blue wig",
      'person unknown stranger plural | security',
    ],
    interactions: [
      'sexuality 1>2 physical',
      'friendliness 3>D physical',
      'aggression 4>D physical',
      'aggression D>4 physical',
      'aggression 4>D physical',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // From Hong Kong (Mong Kok). Ka-ho, a boyfriend, is a friend; "Ka-ho's family" are then his mother,
  // his grandfather and Cherry, coded as those three (known: a boyfriend's relatives). His mother putting har gow in
  // the dreamer's bowl is food given (friendliness); asking about the job is no act. His grandfather speaking only to
  // Ka-ho "like I wasn't at the table" is a deliberate snub (rejection, aggression; decided here). The trolley auntie
  // (a stranger), given in an apposition, ramming the trolley into the dreamer's chair, "no accident", is physical
  // aggression. Cherry, given in an apposition, giggling at the dreamer is mockery. Ka-ho holding the dreamer's hand
  // is friendliness (physical). "I wasn't nervous at all" is negated, and "in real life I would be" is waking life:
  // no emotion coded.
  {
    text: "I was at yum cha with my boyfriend Ka-ho's family at a restaurant in Mong Kok, meeting them for the first time. His mother kept putting har gow into my bowl and asking about my job. His grandfather made a point of speaking only to Ka-ho, like I wasn't at the table. Then the auntie with the dim sum trolley, a grumpy old lady, rammed it into my chair, and it was no accident. Ka-ho's little sister, Cherry, giggled at me behind her menu. Ka-ho held my hand under the tablecloth the whole time. I wasn't nervous at all, which is funny, because in real life I would be.",
    characters: [
      'person male friend | my boyfriend Ka-ho',
      'person female known | His mother',
      'person male known | His grandfather',
      'person female stranger | the auntie with the dim sum trolley, a grumpy old lady',
      "person female known | Ka-ho's little sister, Cherry",
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 2>D',
      'aggression 3>D physical',
      'aggression 4>D',
      'friendliness 0>D physical',
    ],
    emotions: [],
  },
];
