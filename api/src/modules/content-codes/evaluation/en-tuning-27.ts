// English, twenty-seventh tuning batch, the twenty-fifth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// The dreamers are American (a bank employee with no pants on at a meeting in uptown Charlotte, a wife whose house in
// Natomas, Sacramento, is broken into, a sibling on a roller coaster at Busch Gardens in Tampa, a driver under a light
// in a Walmart parking lot in Albuquerque, a parent waiting for an asteroid on the back deck in Omaha, a woman in an
// office restroom with no stalls in Buckhead, Atlanta), English (a wife who finds her husband with another woman in a
// Greggs in Bristol, a patient whose old PE teacher is the dentist in Nottingham, someone stuck on a treadmill at a gym
// in Newcastle, a customer at a bank robbery on Cornmarket in Oxford), Scottish (someone who remembers a rabbit left in
// an old flat in Torry, Aberdeen), Canadian (a grown child saving a father and a dog from a house fire in St. Vital,
// Winnipeg, a woman of forty-three at a children's piano recital in Calgary, a parent whose van goes into the Fraser in
// Richmond, BC), Australian (a parent fleeing a tsunami at Cottesloe, Perth, someone lost in the Westfield Marion car
// park in Adelaide, a wife with a huntsman spider over the bed in Townsville), a New Zealander (a friend at a baby
// shower in Hamilton), Indian (a driver resitting the test at the RTO in KK Nagar, Chennai), Nigerian (an employee
// falling through the floors of an office in Wuse 2, Abuja), Filipino (a wife told of quadruplets at an OB's clinic in
// Mandaue, Cebu), South African (a parent who loses a daughter at uShaka, Durban), Pakistani (a friend who meets a dead
// friend at Sea View, Karachi) and Irish (a bride late for her own wedding in Galway); where a text does not give the
// dreamer's sex, the comments do not either (no code depends on the dreamer's sex). Ordinary dreams: being naked in
// public, a partner cheating, a tidal wave, a break-in with a phone that won't dial, a house fire, teeth pulled out,
// falling, a lost car, a forgotten pet, a recital unprepared, a UFO, a baby, a test, the end of the world, a car in
// the water, a pregnancy, a toilet with no privacy, a lost child, a robbery, a spider, a dead friend, a wedding gone
// wrong. Each writes their own English ("no pants on", "my buddy Marcus", "tossed me his gym shorts"; "Dreamt", "the
// Greggs on Broadmead", "looked straight through me", "absolutely gutted", "the silent treatment"; "a stinking hot
// Sunday", "the groyne", "gawking", "a bloke in a Dockers cap", "Scared stiff, I was"; "had the one where", "the
// slider", "thru", "so scared"; "bungalow", "our old lab", "who's been gone six years"; "the practice", "a biscuit
// tin", "Mortified isn't the word"; "the big coaster", "the ride guy", "laughing his head off", "heart in my throat";
// "if I was right", "dead annoyed", "completely baffled"; "Mrs. Kowalski", "clapped like crazy", "felt pretty stupid",
// "kind of touched"; "the cart return", "dove under my truck", "Scared me half to death"; "the new tenant", "cried my
// eyes out", "felt that guilty"; "my mate", "aunty", "chucked up", "stoked", "weirded out"; "appa", "murukku", "slipped
// him something", "da"; "My oga", "queried", "vexed"; "the Fourth of July", "made up about the money thing", "weirdly
// calm"; "the puregym", "a lass", "proper humiliating", "fuming ... like"; "housecoat", "beyond terrified", "so
// grateful ... I could've cried"; "lola", "Dra.", "Mommy", "pandesal", "grabe"; "I still don't get what that was
// about"; "a proper scolding", "in a huff"; "paying in a cheque", "scared out of my wits"; "thong", "cranky", "My
// skin's crawling"; "bhutta", "chacha", "told him to get lost"; "the Headford Road", "an oul lad", "batted an eyelid",
// "raging"). Three are typed in a hurry with little punctuation (Sacramento, Tampa, Newcastle); the Sacramento and
// Townsville dreams are told in the present.
// Written by a helper who read only README.md, `hand-codes.ts`, `../codes.ts`, en-tuning-26.ts and parts of the
// earlier English tuning batches (not the coder, not a held-out file), and hand-coded before and without any tool.
// Commands run, all read-only, in the evaluation folder: `cat README.md` (its output cut short) in one command with
// `ls en-tuning*` and `wc -l en-tuning*` (so no held-out file name was listed); `sed -n 178,413p README.md` for the
// part that was cut; `cat` of `hand-codes.ts` and en-tuning-26.ts (cut short) in one command, and `sed -n` for the
// parts of en-tuning-26.ts that were cut; `cat ../codes.ts | head -150`; over the earlier English tuning batches only
// (`en-tuning.ts en-tuning-*.ts`): the openings of every text, by `grep -h "text:"` in shell loops cut with `sed` and
// `cut` (counted with `wc -l`, printed in parts with `sed -n`); words of situations and acts (naked, cheating, tsunami,
// 911, burglar, snake, dentist, back seat, driving test, roller coaster, bank, baby shower, ufo, alien, zombie, car
// park, recital, treadmill, gym, teeth, fire, drown, toilet, crocodile, huntsman, robber, piano, meteor, asteroid,
// clinic, ultrasound, multistorey, security guard and others) counted in two shell loops of `grep -il ... | wc -l`,
// with `grep -hio` for the sentences around some of them (cut with `head`); `grep -n` with `-B`/`-A` context for the
// wave in en-tuning-19.ts; `grep -h` for the character lines of mothers- and fathers-in-law, priests and taxi drivers,
// for the comments on clapping, handshakes, "guilty", "grateful", "peaceful", "calm", "touched", "baffled", holding
// hands and "the silent treatment", for the codes of the first batch's spider and for every sexuality code (counted
// with `sort | uniq -c`); and over this file only, `python3` that only printed (brackets and quoting, word counts,
// the notation, that every character's words are in its text, the indexes of the codes, the totals and line lengths),
// `awk` (line lengths, also of en-tuning-26.ts), `grep -n` and `sed -n`, which printed only.
// The file was written and edited with the file editing tool only. No script, test, tsx, node, vitest, npm or git
// command was run, and no web search was made. Departures: none beyond these read-only commands.
// Conventions followed (README.md, en-tuning-26.ts and the earlier batches): an interaction aimed at "us" is one
// event, coded once with the dreamer as recipient ("held the gate of the car park open for us", "We were both pulled
// out by a guy in a fishing vest"); an act of a group is coded to the group only; names after a group of the
// dreamer's people are its members, each a character, and the group is not coded besides ("the two kids" then Ollie
// and Mia, "the kids" then Lwazi and Ayanda), while people who stand out from a group by kin are coded apart (Rick,
// Dana and the daughter of "the whole family"); a crowd present is a character ("Everyone on the beach", "Everybody
// in the lot", "all the other students", "a group of clients", "everyone" at a gym, a bank and a baby shower);
// people only mentioned, phoned or named as owners (the bridesmaid who keeps ringing, Aroha's mum of "her mum's
// place", the dreamer's actual cat after waking) are not characters, while an owner who is then present (the dad and
// mom of "my parents' bungalow", appa of "my appa's old Maruti", Mom of "my mom's minivan", the OB of "my OB's
// clinic") is; someone dead in waking life but present is coded (the mom on the lawn, Bilal); a husband, a son, a
// daughter, a sister, a brother, a brother-in-law and a mother-in-law are family; a partner, a buddy, a mate, a
// fiancé and a friend are friends; a boss, a manager, an oga, a VP, coworkers and colleagues, an old teacher, a
// friend's aunty and partner, a husband's colleague, the dreamer's own OB and the priest of the dreamer's own wedding
// are known; a person whose sex is never given is of unknown sex (a security guard, a firefighter, a tenant, a VP);
// animals are coded of unknown sex though called "he"; embarrassment ("so embarrassed", "Mortified", "humiliating", "so
// ashamed"), guilt, being scared, terrified or petrified and "Scared me half to death" are apprehension, relief,
// being stoked, happy and laughter aimed at no one happiness, crying, being gutted, heartbroken or sad and pity
// ("felt sorry for me", "started crying for me") sadness, being fuming, raging, vexed, cranky, "dead annoyed" and "in
// a huff" anger, being baffled confusion; "calm" names no class; tears of joy are no sadness; a feeling on waking is
// coded; body sensations ("woke up sweaty", "jaw clenched", "My skin's crawling") are not coded, nor are negated
// feelings ("I wasn't scared or anything", "I was not afraid", "He wasn't angry with me at all"); accidents (a baby
// being sick on the dreamer, a fall off a treadmill), requests and orders ("yelling for the ride guy to stop it",
// "made me hold him"), looking and watching ("everyone turned round to look"), a sales pitch (a camel man trying to
// get them to take a ride), a rite and a professional's work (the inspector passing the dreamer, the ride guy hitting
// the button) are not coded; an act only tried and not carried out ("When I tried to hug him he was gone") is not
// coded; a passive whose agent is named or plain from the scene is coded to that agent ("I got laughed at by my
// sister Gemma", "We were both pulled out by", "the robber got tackled to the ground by the police"); mockery,
// laughing at someone, criticism, belittling, a threat, shouting at someone and yelling at someone are verbal
// aggression; a deliberate snub ("looked straight through me") is rejection; theft, a robbery and a watch taken off
// a wrist are physical aggression, and so is a tackle and a spider squashed; a rescue that pulls the victim in is
// friendliness (physical), one with no touch friendliness (not physical), and one that goes for the attacker is
// aggression to the attacker only; help, a gift, food offered, a thumbs up, congratulations, clapping, a wave,
// comfort, concern and letting someone in are friendliness, and a hug, a hand held, a handshake, a blanket wrapped
// round someone, a nuzzle and a child picked up or carried friendliness (physical); holding hands is friendliness both
// ways (physical); a kiss on the mouth is sexuality; a reconciliation ("made up") is coded both ways; a hand held and
// the comfort whispered with it are two friendly acts, and so are a comfort said and a child held on the lap.
// Conventions this batch had to decide: photographing the dreamer's mishap and sending it to the group chat, or
// filming it for one's Instagram, is ridicule (verbal aggression), and tossing the dreamer a pair of shorts under the
// table is help; a manager asking "very politely" if the dreamer is feeling okay is concern (friendliness); a dentist
// who calls the dreamer's teeth a disgrace and pulls them all out one by one with no injection is not doing his work
// but attacking (physical aggression), a second act beside the criticism; "Mortified isn't the word" is mortification
// said more strongly, not a negation (apprehension); "heart in my throat" is an idiom of fear (apprehension), unlike a
// heart that races, a body sensation; a security guard who asks if the dreamer is "right" and drives them round is
// one act of help (the offer is part of it); an old boss's joke at the dreamer's expense ("told me I'd parked in the
// wrong century") is mockery, and "He thought he was hilarious" no feeling of his coded (the dreamer's scorn, not his
// amusement named); "felt pretty stupid" is embarrassment (apprehension) and "kind of touched" happiness; a light or
// a voice from a UFO with nobody seen is no character and its beam no act; a friend's newborn, never met before, is a
// stranger (as new neighbours never met in en-tuning-26.ts); "Everyone thought that was hilarious", with no "at me",
// is the group's amusement (happiness), not mockery; a father slipping the driving inspector something is a gift
// (friendliness between two others), the inspector shouting "left, left, LEFT" at the dreamer verbal aggression;
// waking one's father in a fire and getting him out the door is one rescue; a boss saying the dreamer "would be
// queried" is a threat (verbal aggression); a stranger fanning a man who fainted is friendliness with no touch;
// shooing a spider towards the window with a broom, no blow landed, is aggression to it, not physical, and knocking it
// off the dreamer and squashing it one act (as a map grabbed and ripped in en-tuning-26.ts); a gunman telling everyone
// to get on the floor is a threat to the group (not physical), and making the cashier fill a bag with notes a robbery
// of her (physical); a friend teasing the dreamer's new beard ("laughed at my new beard and said I looked like his
// chacha") is one act of mockery, and asking after the dreamer's mother ordinary talk (not coded); a fiancé marrying
// the dreamer's cousin at the altar is a rite between two others, not coded; "grateful" is happiness; "I still don't
// get what that was about" on waking is confusion.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_27: HandCodedDream[] = [
  // American (Charlotte, North Carolina). "Nobody said a word" is no one. Denise, the manager (known), asking very
  // politely if the dreamer is feeling okay is concern (friendliness; uncertain, decided here). Kevin from compliance
  // (known), given before a relative clause, taking a picture and sending it to the group chat is ridicule
  // (aggression, decided here). Marcus tossing the dreamer his gym shorts is help (friendliness); a throw to someone is
  // no attack. "so embarrassed" is apprehension.
  {
    text: "I showed up to my job at the bank in uptown Charlotte and halfway through the morning meeting I looked down and realized I had no pants on, just my boxers with the little tacos on them. Nobody said a word at first. Then my manager, Denise, asked me very politely if I was feeling okay. Kevin from compliance, who I've never liked, took a picture of me on his phone and sent it to the group chat. My buddy Marcus tossed me his gym shorts under the table. I was so embarrassed I couldn't even look up.",
    characters: [
      'person female known | my manager, Denise',
      'person male known | Kevin from compliance',
      'person male friend | My buddy Marcus',
    ],
    interactions: ['friendliness 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['apprehension D'],
  },
  // English (Bristol), a wife. Stacey, a woman from the husband's work, is known. Gav and Stacey holding hands is
  // friendliness both ways (physical, as in en-tuning-8.ts); looking "straight through me like he'd never seen me" is a
  // deliberate snub (rejection); "she kissed him on the mouth" is sexuality between two others (physical). The lad
  // behind the counter giving the dreamer a free doughnut is a gift; "he felt sorry for me" is his pity (sadness). The
  // silent treatment at breakfast is after waking (not coded); "absolutely gutted" on waking is sadness.
  {
    text: "Dreamt I walked into the Greggs on Broadmead and my husband Gav was in the queue holding hands with a woman from his work, Stacey. When I said his name he looked straight through me like he'd never seen me before in his life. Then she kissed him on the mouth, right there by the pasties, and they walked out with two sausage rolls. The lad behind the counter gave me a free doughnut because he felt sorry for me. I woke up absolutely gutted and gave Gav the silent treatment all through breakfast, which wasn't fair on him really.",
    characters: [
      'person male family | my husband Gav',
      'person female known | a woman from his work, Stacey',
      'person male stranger | The lad behind the counter',
    ],
    interactions: [
      'friendliness 0>1 physical',
      'friendliness 1>0 physical',
      'aggression 0>D',
      'sexuality 1>0 physical',
      'friendliness 2>D',
    ],
    emotions: ['sadness 2', 'sadness D'],
  },
  // Australian (Cottesloe, Perth). Bec, a partner, is a friend (as a boyfriend or girlfriend). "the two kids" are
  // then named, Ollie and Mia: coded as those two, not as a group besides. "Everyone on the beach" is a crowd present;
  // gawking is no act. Grabbing Ollie and Bec dragging Mia up the steps by the arm are rescues (friendliness,
  // physical), the second between two others. The bloke holding the gate open "for us" is one act of help, to the
  // dreamer. "Scared stiff" is apprehension; the clenched jaw is a body sensation.
  {
    text: 'We were down at Cottesloe on a stinking hot Sunday, me, my partner Bec and the two kids, and the water suddenly pulled right out past the groyne. Everyone on the beach just stood there gawking. Then I saw the wave coming, taller than the pub. I grabbed our youngest, Ollie, and Bec dragged our daughter Mia up the steps by the arm. A bloke in a Dockers cap held the gate of the car park open for us. We made it to the top of the hill just as it hit. Scared stiff, I was. Woke up with my jaw clenched.',
    characters: [
      'person female friend | my partner Bec',
      'person male family | our youngest, Ollie',
      'person female family | our daughter Mia',
      'person unknown stranger plural | Everyone on the beach',
      'person male stranger | A bloke in a Dockers cap',
    ],
    interactions: ['friendliness D>1 physical', 'friendliness 0>2 physical', 'friendliness 4>D'],
    emotions: ['apprehension D'],
  },
  // American (Natomas, Sacramento), typed in a hurry, told in the present. Jay, snoring right next to the dreamer, is
  // present; what the dreamer says to wake him is a request (not coded). The guy in a hoodie going through the
  // dreamer's purse and taking the car keys is one theft (physical aggression); uncertain: his smile is no act. The
  // phone that won't dial is no one's act. "so scared" on waking is apprehension; "sweaty" is a body sensation.
  {
    text: "had the one where someone's breaking in again. our house in natomas, 3am, i hear the slider open downstairs. my husband jay is snoring right next to me and wont wake up no matter what i say. i go down and theres a guy in a hoodie going thru my purse on the kitchen counter. i try to call 911 and my fingers keep hitting the wrong numbers. then he looks up at me and smiles and takes my car keys and walks right out the front door. woke up sweaty and so scared i went and checked the slider twice",
    characters: ['person male family | my husband jay', 'person male stranger | a guy in a hoodie'],
    interactions: ['aggression 1>D physical'],
    emotions: ['apprehension D'],
  },
  // Canadian (St. Vital, Winnipeg). The dad and the mom of "my parents' bungalow" are then present; the mom, dead in
  // waking life, waving at the dreamer is friendliness. Shaking the dad awake and getting him out the door is one
  // rescue (friendliness, physical; decided here); carrying Buster (an animal, unknown sex though "him") out is a
  // second. A firefighter (sex not given) wrapping a blanket round the dreamer is friendliness (physical). "terrified"
  // is apprehension, "so relieved" happiness.
  {
    text: "I was back at my parents' bungalow in St. Vital and the basement was on fire, smoke coming up through the floor vents. My dad was asleep in his recliner, so I shook him awake and got him out the front door into the snow. Then I ran back in for our old lab, Buster, who was hiding under my bed, and carried him out too. A firefighter wrapped a blanket around my shoulders. My mom, who's been gone six years, was standing on the lawn across the street, waving at me. I was terrified, then just so relieved.",
    characters: [
      'person male family | My dad',
      'animal unknown - | our old lab, Buster',
      'person unknown stranger | A firefighter',
      'person female family | My mom',
    ],
    interactions: [
      'friendliness D>0 physical',
      'friendliness D>1 physical',
      'friendliness 2>D physical',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // English (Nottingham). Mr Pryce, an old PE teacher, is known; his saying the teeth are a disgrace is criticism
  // (aggression). Uncertain: pulling them all out one by one with no injection is no dentist's work but an attack
  // (physical aggression, a second act; decided here). The nurse (a stranger) scrolling is no act. "I got laughed at
  // by my sister Gemma", a passive with its agent, given before a relative clause, is mockery. "It didn't even hurt"
  // names no feeling; "Mortified isn't the word" is mortification said more strongly (apprehension; decided here).
  {
    text: "I was in the dentist's chair at the practice on Mansfield Road, only the dentist was Mr Pryce, my old PE teacher, in a mask and a tracksuit. He said my teeth were a disgrace and started pulling them out one by one without any injection, dropping them in a biscuit tin. The nurse just kept scrolling on her phone. It didn't even hurt. When I came out into reception I got laughed at by my sister Gemma, who'd come to pick me up. Mortified isn't the word.",
    characters: [
      'person male known | Mr Pryce, my old PE teacher',
      'person female stranger | The nurse',
      'person female family | my sister Gemma',
    ],
    interactions: ['aggression 0>D', 'aggression 0>D physical', 'aggression 2>D'],
    emotions: ['apprehension D'],
  },
  // American (Tampa), typed in a hurry. "yelling for the ride guy to stop it" is a request (not coded); his thumbs up
  // is friendliness (uncertain in the circumstances, coded as the earlier batches code a thumbs up); hitting the button
  // is his work. Javi "laughing his head off" at no one is his happiness. Slipping out is an accident. "heart in my
  // throat" is an idiom of fear (apprehension; decided here).
  {
    text: 'me and my little brother Javi were at busch gardens and we got on the big coaster and my lap bar wouldnt lock. i was yelling for the ride guy to stop it but he just gave me a thumbs up and hit the button. Javi was laughing his head off the whole way round like it was the best day of his life. at the top of the loop i slipped out and i woke up right before i hit the ground. heart in my throat for like an hour after',
    characters: ['person male family | my little brother Javi', 'person male stranger | the ride guy'],
    interactions: ['friendliness 1>D'],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // Australian (Adelaide). The security guard's sex is never given. Asking if the dreamer "was right" and driving them
  // round is one act of help (the offer is part of it; decided here). Trevor, an old boss (known), given before a
  // relative clause, telling the dreamer they'd parked in the wrong century is mockery (aggression); "He thought he
  // was hilarious" is the dreamer's scorn, no feeling of his coded. "I wasn't scared or anything" is negated;
  // "completely baffled" is confusion, "dead annoyed" anger.
  {
    text: "Spent the whole dream walking round the car park at Westfield Marion looking for my car. Every level was painted the same green and the lift kept taking me to floors that weren't there. A security guard on one of those little buggies asked if I was right and drove me round for a bit, but we never found it. Then I ran into my old boss Trevor, who told me I'd parked in the wrong century. He thought he was hilarious. I wasn't scared or anything, just completely baffled, and dead annoyed with Trevor.",
    characters: [
      'person unknown stranger | A security guard on one of those little buggies',
      'person male known | my old boss Trevor',
    ],
    interactions: ['friendliness 0>D', 'aggression 1>D'],
    emotions: ['confusion D', 'anger D'],
  },
  // Canadian (Calgary). "all the other students", children the dreamer doesn't know, are a crowd of strangers. Mrs.
  // Kowalski, an old teacher (known), introducing the dreamer as her slowest pupil ever is belittling (aggression).
  // The little girl "crying for me" is her pity (sadness), no act. Dave clapping and "so did my mother-in-law" are two
  // friendly acts (clapping), one each. "felt pretty stupid" is embarrassment (apprehension) and "kind of touched"
  // happiness (both decided here).
  {
    text: "I had to play at a piano recital in the church basement where I took lessons as a kid, except I'm forty-three and all the other students were about eight. My old teacher, Mrs. Kowalski, introduced me as her slowest pupil ever. I sat down and the keys were all white, no black ones at all, so I just played Chopsticks. A little girl in the front row started crying for me. My husband Dave clapped like crazy anyway, and so did my mother-in-law. I felt pretty stupid but also kind of touched.",
    characters: [
      'person unknown stranger plural | all the other students',
      'person female known | My old teacher, Mrs. Kowalski',
      'person female stranger | A little girl in the front row',
      'person male family | My husband Dave',
      'person female family | my mother-in-law',
    ],
    interactions: ['aggression 1>D', 'friendliness 3>D', 'friendliness 4>D'],
    emotions: ['sadness 2', 'apprehension D', 'happiness D'],
  },
  // American (Albuquerque). No interaction: the light and the voice from inside it, with nobody seen, are no character
  // and do nothing coded (decided here); "Everybody in the lot" (a crowd present) only freezes, and the lady parked
  // next to the dreamer only loads her trunk. "Scared me half to death" is apprehension.
  {
    text: "I was loading groceries into my truck in the Walmart parking lot on Coors when this huge silent light came down over the cart return. Everybody in the lot just froze. The lady parked next to me kept putting her bags in her trunk like nothing was happening. Then the light swung around onto me and I dove under my truck. I could hear my name being said from inside it, over and over, real slow. I never saw anybody. Scared me half to death, and I didn't go back to sleep.",
    characters: [
      'person unknown stranger plural | Everybody in the lot',
      'person female stranger | The lady parked next to me',
    ],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // Scottish (Aberdeen). Biscuit, a rabbit, is of unknown sex though "he". The new tenant, a student (sex not given),
  // letting the dreamer in "without a word" is friendliness (letting someone in), no snub. Biscuit nuzzling the
  // dreamer's hand is friendliness (physical); "He wasn't angry with me at all" is negated. The actual cat, after
  // waking, is no character. "cried my eyes out" is sadness, "felt that guilty" apprehension.
  {
    text: "I suddenly remembered in the dream that I had a rabbit, Biscuit, that I'd left behind in my old flat in Torry when I moved out two years ago. I ran all the way there in my slippers. The new tenant, a student with a nose ring, let me in without a word, and Biscuit was still in his hutch, massive now, about the size of a Labrador. He wasn't angry with me at all, he just nuzzled my hand. I cried my eyes out and felt that guilty. Woke up and went straight to check on my actual cat.",
    characters: [
      'animal unknown - | a rabbit, Biscuit',
      'person unknown stranger | The new tenant, a student with a nose ring',
    ],
    interactions: ['friendliness 1>D', 'friendliness 0>D physical'],
    emotions: ['sadness D', 'apprehension D'],
  },
  // New Zealander (Hamilton). Aroha's mum is only the owner of the place. Uncertain: the newborn, never met, is a
  // stranger (decided here, as new neighbours in en-tuning-26.ts), male by "He". "everyone", the guests, is a crowd of
  // strangers (as the guests at a best friend's wedding in en-tuning-26.ts). Aroha's aunty and her partner Manaia are
  // known. "made me hold him" is an order (not coded); the baby being sick is an accident. "Everyone thought that was
  // hilarious", with no "at me", is the group's amusement (happiness; decided here). Manaia giving the dreamer a shirt
  // is a gift. "stoked for her" is happiness, "a bit weirded out" apprehension.
  {
    text: "It was my mate Aroha's baby shower at her mum's place in Hamilton, and halfway through the games the baby just arrived, no labour or anything, already sitting up and talking. He told everyone his name was Kevin. Aroha's aunty made me hold him and he chucked up all down my good top. Everyone thought that was hilarious. Then Aroha's partner Manaia gave me one of his shirts to change into. I was stoked for her, honestly, but a bit weirded out.",
    characters: [
      'person female friend | my mate Aroha',
      'person male stranger | the baby',
      'person unknown stranger plural | everyone',
      "person female known | Aroha's aunty",
      "person male known | Aroha's partner Manaia",
    ],
    interactions: ['friendliness 4>D'],
    emotions: ['happiness 2', 'happiness D', 'apprehension D'],
  },
  // Indian (Chennai). Appa, first named as the owner of the Maruti, is present at the gate. The inspector (a stranger)
  // shouting "left, left, LEFT" at the dreamer is shouting at someone (verbal aggression; decided here); passing the
  // dreamer is his work. Appa taking him aside and slipping him something is a gift between two others
  // (friendliness; decided here). The handshake is friendliness (physical). "so ashamed" is apprehension; "da" names
  // no feeling.
  {
    text: "I was giving my driving test at the RTO in KK Nagar, in my appa's old Maruti, even though I've had my licence for twelve years. The inspector sat in the back seat eating murukku and kept shouting 'left, left, LEFT' at me. I went straight through the eight and knocked down every cone. My appa was standing by the gate, and he took the inspector aside and slipped him something. Then the inspector passed me and shook my hand. I was so ashamed of myself, da.",
    characters: ['person male stranger | The inspector', 'person male family | My appa'],
    interactions: ['aggression 0>D', 'friendliness 1>0', 'friendliness 0>D physical'],
    emotions: ['apprehension D'],
  },
  // Nigerian (Abuja). "my colleagues" are a group of known people present; the oga (boss), Mr Adeyemi, is known. His
  // saying the dreamer would be queried for leaving the post is a threat (verbal aggression; decided here). "I was not
  // afraid" is negated; "vexed about that query the whole morning", on waking, is anger.
  {
    text: 'In the dream I was on the top floor of our office in Wuse 2 and the floor just gave way under my desk. I was falling and falling, past all the other floors, and I could see my colleagues at their desks working as if nothing was happening. My oga, Mr Adeyemi, even looked up from his laptop and said I would be queried for leaving my post. I was not afraid, I was just falling. I landed on my bed at home and woke up, and I was vexed about that query the whole morning.',
    characters: ['person unknown known plural | my colleagues', 'person male known | My oga, Mr Adeyemi'],
    interactions: ['aggression 1>D'],
    emotions: ['anger D'],
  },
  // American (Omaha). "the whole family" is a group present; Rick, Dana and the daughter stand out from it by kin.
  // Rick grilling is no act. The dreamer and Dana making up is a reconciliation (friendliness both ways), and her hug a
  // third act (physical). The daughter's question is no act; telling her no (comfort) and holding her on the lap
  // (physical) are two friendly acts. "weirdly calm" names no class; "really sad" is sadness.
  {
    text: 'The news said an asteroid was going to hit in an hour, so the whole family came over to our place in Omaha and we sat out on the back deck waiting for it. My brother-in-law Rick kept grilling burgers like it was the Fourth of July. My sister Dana and I finally made up about the money thing, and she hugged me for a long time. My daughter asked me if it was going to hurt, and I told her no and held her on my lap. The sky turned orange. I felt weirdly calm, and then just really sad.',
    characters: [
      'person unknown family plural | the whole family',
      'person male family | My brother-in-law Rick',
      'person female family | My sister Dana',
      'person female family | My daughter',
    ],
    interactions: [
      'friendliness D>2',
      'friendliness 2>D',
      'friendliness 2>D physical',
      'friendliness D>3',
      'friendliness D>3 physical',
    ],
    emotions: ['sadness D'],
  },
  // English (Newcastle), typed in a hurry. Connor, a personal trainer at the gym who is not the dreamer's, is a
  // stranger; his filming the dreamer for his Instagram is ridicule (aggression; decided here). The lass yanking the
  // safety clip out to stop the treadmill is a rescue with no touch (friendliness, not physical); flying off the back
  // is an accident. "everyone turned round to look" is looking (not coded). "proper humiliating" is apprehension,
  // "fuming with connor" anger.
  {
    text: 'dreamt i was on a treadmill at the puregym in town and i couldnt get it to stop, it just kept going faster and faster and every button i pressed made it worse. theres this personal trainer, big lad called Connor, stood right next to me filming me for his instagram. then a lass on the bike next to me reached over and yanked the safety clip out and i went flying off the back onto the mats. everyone turned round to look. proper humiliating. i was fuming with connor like',
    characters: [
      'person male stranger | this personal trainer, big lad called Connor',
      'person female stranger | a lass on the bike next to me',
      'person unknown stranger plural | everyone',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Canadian (Richmond, British Columbia). Mom, first named as the owner of the minivan, is present on the bank. Ethan
  // singing is no act. "We were both pulled out by a guy in a fishing vest", a passive with its agent given before a
  // relative clause, is one rescue of "us" (friendliness, physical, to the dreamer); smashing the window is part of
  // it. Mom yelling at the dreamer for wrecking her van is aggression. "beyond terrified" is apprehension; "so grateful
  // ... I could've cried" is happiness (decided here), and no crying is done.
  {
    text: "I was driving my mom's minivan along River Road in Richmond and I took the bend too fast and went straight into the Fraser. The van started filling up and the doors wouldn't open. My son Ethan was in his car seat in the back, singing along to the radio like nothing was wrong. We were both pulled out by a guy in a fishing vest who jumped off the dock and smashed my window with a rock. My mom was on the bank in her housecoat, yelling at me for wrecking her van. I was beyond terrified, and so grateful to that man I could've cried.",
    characters: [
      'person male family | My son Ethan',
      'person male stranger | a guy in a fishing vest who jumped off the dock',
      'person female family | My mom',
    ],
    interactions: ['friendliness 1>D physical', 'aggression 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Filipino (Mandaue, Cebu). The babies on the ultrasound are an image (not characters). Dra. Uy, the dreamer's own
  // OB, is known. Jun-Jun fainting is no act; a lola (an old woman, a stranger) fanning him with her folder is
  // friendliness between two others with no touch (decided here). The congratulations is friendliness. The
  // mother-in-law telling the dreamer she eats too much rice is criticism (aggression); the pandesal is not said to be
  // given. "so happy I was crying" is happiness (tears of joy are no sadness), "scared" apprehension; "grabe" names no
  // feeling.
  {
    text: "I dreamed I was at my OB's clinic in Mandaue for a check-up and the ultrasound showed not one baby but four. My husband Jun-Jun fainted right there on the floor, and a lola from the waiting room fanned him with her folder until he woke up. Dra. Uy just smiled and said congratulations, Mommy. Then my mother-in-law came in with a big bag of pandesal and started telling me I was eating too much rice. I was so happy I was crying, but also scared, grabe, four!",
    characters: [
      'person male family | My husband Jun-Jun',
      'person female stranger | a lola from the waiting room',
      'person female known | Dra. Uy',
      'person female family | my mother-in-law',
    ],
    interactions: ['friendliness 1>0', 'friendliness 2>D', 'aggression 3>D'],
    emotions: ['happiness D', 'apprehension D'],
  },
  // American (Buckhead, Atlanta). No interaction: Keisha, a coworker (known), only does her makeup, and the VP (known,
  // sex not given) only walks in with a group of clients (strangers). "So embarrassed" is apprehension; "I still don't
  // get what that was about", on waking, is confusion (decided here).
  {
    text: "Dreamed I really had to pee at work, at our office in Buckhead, and the women's restroom had been remodeled so there were no stalls, just a row of toilets out in the open like a waiting room. My coworker Keisha was in there doing her makeup at the mirror like it was totally normal. Then our VP walked in with a group of clients on a tour. I ran out and held it the whole rest of the day. So embarrassed, and I still don't get what that was about.",
    characters: [
      'person female known | My coworker Keisha',
      'person unknown known | our VP',
      'person unknown stranger plural | a group of clients',
    ],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
  // South African (Durban). "the kids" are then named, Lwazi and Ayanda: coded as those two. Shouting her name is
  // searching, no act. The lifeguard (a stranger) finding Ayanda is no act; carrying her back on his shoulders is help
  // between two others (friendliness, physical). The penguins are animals present. The dreamer's hug (physical) and
  // the proper scolding (aggression) are two acts. "in a huff" is Lwazi's anger; "so scared" is apprehension, "so
  // relieved" happiness.
  {
    text: "We took the kids to uShaka for my son Lwazi's birthday and I lost my daughter Ayanda somewhere between the shark tank and the slides. I ran around the whole park shouting her name. A lifeguard, a tall guy with dreadlocks, found her watching the penguins and carried her back to me on his shoulders. She didn't even know she was lost. I hugged her so tight, and then I gave her a proper scolding. Lwazi was in a huff the whole time because it was meant to be his day. I was so scared, then so relieved.",
    characters: [
      'person male family | my son Lwazi',
      'person female family | my daughter Ayanda',
      'person male stranger | A lifeguard, a tall guy with dreadlocks',
      'animal unknown - plural | the penguins',
    ],
    interactions: ['friendliness 2>1 physical', 'friendliness D>1 physical', 'aggression D>1'],
    emotions: ['anger 0', 'apprehension D', 'happiness D'],
  },
  // English (Oxford). The gunman telling "everyone" (a crowd present) to get on the floor is a threat to the group
  // (aggression, not physical); making the cashier fill a bag with notes is a robbery of her (physical), and taking the
  // dreamer's watch off the wrist a theft (physical). The old man, who stands out from the crowd by his description,
  // holding the dreamer's hand (physical) and whispering comfort are two friendly acts. "the robber got tackled to the
  // ground by the police" is a passive with its agent (physical aggression, to the gunman). "scared out of my wits" is
  // apprehension.
  {
    text: "I was paying in a cheque at the Barclays on Cornmarket when a man in a balaclava came in waving a gun and told everyone to get on the floor. He made the cashier, a young girl with braces, fill a carrier bag with notes, then took my watch right off my wrist on his way out. An old man lying next to me held my hand the whole time and kept whispering that it'd be over soon. Outside, the robber got tackled to the ground by the police. I was scared out of my wits.",
    characters: [
      'person male stranger | a man in a balaclava',
      'person unknown stranger plural | everyone',
      'person female stranger | the cashier, a young girl with braces',
      'person male stranger | An old man lying next to me',
      'person unknown stranger plural | the police',
    ],
    interactions: [
      'aggression 0>1',
      'aggression 0>2 physical',
      'aggression 0>D physical',
      'friendliness 3>D physical',
      'friendliness 3>D',
      'aggression 4>0 physical',
    ],
    emotions: ['apprehension D'],
  },
  // Australian (Townsville), a wife, told in the present. The huntsman is an animal of unknown sex. Craig saying it's
  // harmless is no act. Uncertain: trying to shoo it out the window with the broom, no blow landed, is aggression to it
  // (not physical; decided here); its running onto the dreamer's arm is no attack (as the first batch's spider). Craig
  // knocking it off and squashing it with his thong is one act (physical aggression to the spider; decided here).
  // "My skin's crawling" is a body sensation; "Absolutely petrified" is apprehension, "cranky with Craig" anger.
  {
    text: "There's a huntsman the size of a dinner plate on the ceiling above our bed in Townsville, and every time I blink it's bigger. My husband Craig says it's harmless and rolls over and goes back to sleep. I get the broom and try to shoo it out the window, but it runs straight down the handle and onto my arm. Craig finally wakes up properly, knocks it off me and squashes it with his thong. My skin's crawling for ages after. Absolutely petrified, I was, and cranky with Craig for not getting up sooner.",
    characters: ['animal unknown - | a huntsman', 'person male family | My husband Craig'],
    interactions: ['aggression D>0', 'aggression 1>0 physical'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Pakistani (Karachi). Bilal, dead in waking life, is present (a friend). Offering the dreamer half his bhutta is
  // friendliness; asking after the dreamer's mother is ordinary talk (not coded; decided here); laughing at the new
  // beard and saying the dreamer looks like his chacha (uncle) is one act of mockery. The camel man's pestering is a
  // sales pitch (not coded); Bilal telling him to get lost is aggression between two others. The hug only tried is not
  // coded. "woke up crying" is sadness, "so happy" happiness.
  {
    text: 'My friend Bilal, who died in a bike accident in 2019, was sitting on the wall at Sea View eating bhutta, same as we used to after college. He offered me half and I sat down next to him. He asked about my mother, then laughed at my new beard and said I looked like his chacha. A camel man kept trying to get us to take a ride, and Bilal told him to get lost. When I tried to hug him he was gone. I woke up crying, but honestly I was so happy to have seen him.',
    characters: ['person male friend | My friend Bilal', 'person male stranger | A camel man'],
    interactions: ['friendliness 0>D', 'aggression 0>D', 'aggression 0>1'],
    emotions: ['sadness D', 'happiness D'],
  },
  // Irish (Galway), a bride. No interaction: the taxi driver (an "oul lad", a stranger) only talks; the bridesmaid
  // Siobhán only rings (no character); the priest of the dreamer's own wedding is known, and Cian marrying the cousin
  // Aisling at the altar is a rite between two others (not coded; decided here). "Nobody batted an eyelid" is no one.
  // "raging" is anger, "heartbroken" sadness.
  {
    text: "I was late for my own wedding, stuck in the back of a taxi on the Headford Road in the dress, and the driver, an oul lad, wouldn't stop talking about the hurling. My bridesmaid Siobhán kept ringing me. In the end I got out and ran the rest of the way in my bare feet. When I got into the church the priest had already started, and my fiancé Cian was up at the altar marrying my cousin Aisling instead. Nobody batted an eyelid. I was raging, and heartbroken too.",
    characters: [
      'person male stranger | the driver, an oul lad',
      'person male known | the priest',
      'person male friend | my fiancé Cian',
      'person female family | my cousin Aisling',
    ],
    interactions: [],
    emotions: ['anger D', 'sadness D'],
  },
];
