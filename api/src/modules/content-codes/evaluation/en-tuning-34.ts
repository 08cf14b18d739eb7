// English, thirty-fourth tuning batch, the thirty-second plain batch (written and hand-coded on 2026-12-07 before the
// coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams,
// as against the earlier tuning batches. (This first sentence is wrapped over three lines, as en-tuning-33.ts and
// en-tuning-32.ts have it.)
// The dreamers are American (an aunt or uncle at the Renaissance faire in Crownsville, Maryland, with a sister and her
// kids; a niece or nephew at an uncle's 60th birthday clambake on the beach at Narragansett, Rhode Island), Canadian (a
// husband at Oktoberfest in Kitchener, Ontario, with his wife and brother-in-law), English (someone entered in the
// gurning at the Egremont Crab Fair in Cumbria, with a mother and a sister), Scottish (someone marching with the
// guizers at Up Helly Aa in Lerwick, Shetland), Irish (someone at Puck Fair in Killorglin, County Kerry, with a
// cousin), Welsh (someone doing the bog snorkelling in Llanwrtyd Wells), Northern Irish (someone watching the North
// West 200 at Portrush with a father and a brother), Australian (someone running in the Henley-on-Todd regatta in
// Alice Springs with a mate), a New Zealander (someone at the Wildfoods Festival in Hokitika with a flatmate and his
// girlfriend), South African (someone at the Big Hole in Kimberley with a gran and a little cousin), Nigerian
// (someone at the Argungu fishing festival in Kebbi State with an uncle), Kenyan (a holiday tea plucker on an estate
// in Kericho), Jamaican (a young man eating fried fish at Hellshire beach with a friend, in Jamaican English),
// Trinidadian (someone in a panyard in Laventille the night before Panorama, in Trinidadian English), Indian (someone
// drawing a kolam for a street competition in Margazhi in Madurai, with a grandmother), Pakistani (a wife on a snow
// trip to Murree with her husband and her aunt's family), Singaporean (someone on the Chek Jawa boardwalk on Pulau
// Ubin with a colleague and her husband), Bermudian (someone with the whole family at Clearwater Beach over Cup Match)
// and Filipino (someone hanging kiping at the Pahiyas festival in Lucban, Quezon); where a text does not give the
// dreamer's sex, the comments do not either (no code depends on the dreamer's sex).
// None of these situations or places is used by an earlier English batch: before writing, the words of each were
// counted over the earlier English batches (renaissance, faire, joust, Maryland, Crownsville, clambake, Narragansett,
// Rhode Island, steamers, seaweed, Oktoberfest, Kitchener, lederhosen, chicken dance, oompah, beer tent, gurning, crab
// fair, Egremont, horse collar, Up Helly, Lerwick, Shetland, guizer, Jarl, winged helmet, torch procession, Puck Fair,
// Killorglin, hazel stick, bog snorkel, Llanwrtyd, North West 200, Portrush, Mathers, chicane, road rac, Henley, Todd,
// Alice Springs, regatta, riverbed, bottomless, dingo, flour, Hokitika, Wildfoods, grub, Swanndri, kererū, fritter,
// Big Hole, Kimberley, meerkat, khaki, Argungu, Kebbi, fishing festival, gourd, calabash, Kericho, tea estate, pluck,
// colobus, Hellshire, fry fish, fish shack, bredren, cutlass, mawga, Portmore, panyard, Panorama, steelpan, tenor pan,
// Laventille, arranger, corn soup, kolam, Margazhi, Madurai, paati, filter coffee, Murree, Mall Road, hill station,
// Pulau, Ubin, Chek Jawa, boardwalk, mangrove, bumboat, wild boar, Cup Match, Clearwater, Bermud, Crown and Anchor, fish
// sandwich, Pahiyas, Lucban, kiping, carabao, pancit: none found, but "Kerry" as a first name in one dream, "Todd"
// inside "toddler", "peat" inside other words, "Cumbria" once (a flooded quarry; the text says "half the county"
// instead), "bog" only as the turf bog in Offaly, "snorkel" only as a snorkel vest, "viewing platform" once (a brother
// filming from one), "fishing" seven times (none a fishing festival; written here as a possible overlap), "mandazi", "khala",
// "thinnai", "oom" and "monkey" as words in other situations). Situations and places first thought of and dropped
// because an earlier batch had them: a fish fry in Wisconsin (a fish fry at Oistins; a float in Wisconsin), an
// allotment show with giant marrows in Barnsley (an allotment neighbour with marrows; a nan's kitchen in Barnsley), a
// stokvel meeting in Soweto (a stokvel in Tembisa; Soweto used), a birthday owambe in Lagos (Lekki), a church
// harambee in Nyeri (a harambee in Nakuru; a ruracio in Nyeri), bake and shark at Maracas, Sea View in Karachi, choped
// tables at a hawker centre, Junkanoo in Nassau, a barangay basketball league, Chennai (used three times: moved to
// Madurai), the Sourtoe cocktail in Dawson (a cabin outside Dawson; the Yukon), a Whitby Goth Weekend (the harbour
// wall at Whitby), a clambake in Maine (Portland, Maine: moved to Narragansett), a luau on Maui (a dream in Hilo,
// Hawaii), a school trip to the Big Hole (a Year 7 school trip: made a family visit), a void-deck Malay wedding in
// Yishun (weddings in many batches) and National Day at the Padang (used: both dropped for Pulau Ubin), cycling round
// Pulau Ubin (a cycling club's Sunday ride: made a walk on the boardwalk), the Man versus Horse race in Llanwrtyd
// Wells (a marathon and a fun run used: made the bog snorkelling there), a Sallah durbar in Kano (horsemen at the Ojude
// Oba in Ijebu-Ode: moved to Argungu), nyama choma in Machakos (not found, but too like the chop bar in
// en-tuning-32.ts: moved to a tea estate) and an umembeso in Umlazi (not found, but too like the ruracio and the
// introduction ceremonies of earlier batches: moved to the Big Hole).
// First names were counted too (word matches over the earlier English batches), and these, already used, were changed
// before coding: Sal (to Vinny), Heather (to Kimberly, then Tanis, Kimberly being too like the place Kimberley in
// dream 11), Shane and Glenys (the English dream then named only Ashlene), Gemma (the Northern Irish dream then named
// only Colm), Bethan and Pritchard (Rhiannon; the Welsh judge left unnamed), Tahlia (Brodie), Hemi, Aroha and Mereana
// (Rawiri, Ngaire; Tameka, found in none, was also dropped for Ngaire), Shanice and Dwight (Kemar), Hafiz and Rosnah (Aisyah), Dot (Velma), Jomar and Paolo (Jhun), Simba
// (a dog, dropped with the Machakos dream), Lwazi (Lindiwe) and Shauna (not used); others found and not used:
// Brittany, Darren, Maureen, Ffion, Kayla, Dylan, Orla, Lachie, Thandeka, Ngozi, Wanjiku, Otieno, Marlon, Murugan,
// Sana, Bilal, Imran. Kiprotich was not taken, as too like Mr. Kiprono of en-tuning-32.ts (Langat instead). Those used
// (Kelsey, Vinny, Gina, Tanis, Kurt, Ashlene, Donal, Geraint, Rhiannon, Colm, Brodie, Rawiri, Ngaire, Lindiwe, Garba,
// Nura, Langat, Chepkoech, Kemar, Rondell, Cynthia, Revathi, Junaid, Aisyah, Tre, Velma, Luz, Jhun, Iska) were found
// in none.
// Each writes their own English ("I'm at the Renaissance faire", "twenty bucks"; "had the weirdest dream", "take a
// hike", "passed in 2019", "kinda sad", "lol"; "a Leafs jersey", "a stein"; "Me mam was sat", "our Ashlene", "clapped
// like mad", "raging"; "a peerie lass", "started greeting", "feart"; "in stitches", "scarlet", "the dinner was on the
// table"; "an old boy", "massive hug", "fuming"; "our Colm", "a lend of my phone", "his ma", "dead confused"; "my mate
// Brodie", "in alice", "blokes", "lobbing", "tbh"; "my flatmate", "a Swanndri", "pushed in", "stoked"; "a tall oom",
// "smacked her bum"; "my small brother", "My late father", "I cannot swim"; "the long holidays", "mandazi"; "Mi dream
// last night dat", "mi bredren", "fry fish and festival", "sweet-talk", "run him", "dead fi laugh", "mawga"; "I doh
// even play pan", "watch me hard", "doh mind them", "vex"; "Paati", "the thinnai", "aunty", "Amma"; "my khala", "the
// bonnet", "my abbu"; "kampung", "auntie", "uncles", "bumboat"; "Auntie Velma", "mad as a hornet"; "Tita", "Lola",
// "apo").
// Two are typed in a hurry with little punctuation (Narragansett, Alice Springs); the Crownsville, Hokitika and Pulau
// Ubin dreams are told in the present, the Hellshire and Laventille ones in the bare verb forms of Caribbean English.
// Three have no interaction (Kitchener, Portrush, Murree) and one a single one (Hokitika).
// Written by a helper who read only README.md (in this folder), `hand-codes.ts`, `../codes.ts`, en-tuning-33.ts and
// en-tuning-32.ts (both in full), and the lines of the earlier English tuning batches printed by `grep` (not the coder,
// not a held-out file, not score.ts, not a test, no Spanish batch), and hand-coded by hand; words were counted by
// hand on the drafts (no tool run on the texts). Commands run, all read-only, in the evaluation folder (../codes.ts
// from it): `ls *tuning* && wc -l README.md hand-codes.ts ../codes.ts en-tuning-32.ts en-tuning-33.ts` (the `ls`
// named tuning batches only, English and Spanish, so no held-out file name was listed); `cat README.md` (its middle cut
// by the tool), `sed -n 178,563p README.md` (again cut in the middle) and `sed -n 350,380p README.md` (run together with
// a name loop, below) for what was cut; `cat hand-codes.ts ../codes.ts`; `cat en-tuning-33.ts` (cut by the tool),
// `sed -n 130,300p en-tuning-33.ts` and `sed -n 300,480p en-tuning-33.ts`; `cat en-tuning-32.ts` (cut by the tool)
// and `sed -n 130,405p en-tuning-32.ts`; `sed -n 1,12p en-tuning-33.ts | cut -c1-20` and `grep -n "^import\|^export"
// en-tuning-33.ts` (the header's layout and the import line); over the earlier English tuning batches only
// (`en-tuning.ts en-tuning-*.ts`): thirteen shell loops of `printf` and `grep -il -- WORD ... | wc -l` (three of them
// `grep -ilw`, for first names), printed through `column`, counting the situation, place and name words above and
// about a hundred more (renaissance to rangoli; roller derby to kenny; sourtoe to tent; the names Garrett to Nikhil
// and Vinny to Fergal; quebec to bog snorkel; kruger to grub; the names Sizwe to Garrett, run together with the `grep`
// on guilt below; Jhun to mombasa; Lindiwe to paiseh; boardwalk to race; flat cap to abbu; Tanis to pulau, run
// together with the `sed` of README.md above); six `grep -hio` loops printing the words around the words found (cut
// with `head` and `cut`; one followed by `grep -hiow "boar"`), and one `grep -hiow` for "motorbike", "the TT" and "isle
// of man" (run after the boardwalk loop); and `grep -hio` for the comments on smiles and on waves, on a groom's family
// and in-laws, on guilt, jealousy, being touched and shame, and on "through me", "didn't recognise me" and "didn't
// know me" (each through `grep "//"`, `head` and `cut` where needed), and `grep -n -A22` and `grep -n -B12` (with
// `grep "//"`, `cut` and `head`) for the ruracio dream of en-tuning-18.ts and its comment. After writing, the parse check the brief gives
// (`node -e "require('esbuild').transformSync(...en-tuning-34.ts...,{loader:'ts'})" && echo ok`), run from /work/main;
// the indexes, the notation and the totals were checked by eye against the parser in hand-codes.ts: 20 dreams of 91
// to 106 words (counted by hand on the drafts), 93 characters, 52 interactions (32 aggression, 19 friendliness, 1
// sexuality; 21 physical) and 37 emotions (11 happiness, 10 apprehension, 7 anger, 6 sadness, 3 confusion; 7 of them
// other characters' feelings). The file was written and edited with the file editing tool. No coder file, test, tsx, vitest, npm
// or git command was run, and no web search was made.
// Departures: three read-only commands run on this file by mistake, though the brief allows only the parse check on
// it, to find header lines to correct: `grep -n` for eight phrases of the first draft ("marshal-less", "only a size",
// "eleven shell", ...) cut with `cut -c1-150`; `sed -n 78,100p` (the commands paragraph); and `grep -n` for "eleven
// shell loops" and for "and head) for the ruracio". The header was then corrected with the file editing tool, and
// this file was not read again but through the parse check. (The Spanish tuning batches, which the brief allows, were
// not read.)
// Conventions followed (README.md, en-tuning-33.ts, en-tuning-32.ts and the earlier batches): an interaction aimed at
// "us" is one event, coded once with the dreamer as recipient ("lobbing flour bombs at us", "chases us", "gives us cold
// coconuts", "scold us"); an act of a group is coded to the group only, and one of the group described apart ("One
// fisherman with a gourd", "A grey mare" of the horses) is coded apart; people who stand out from a family group by
// name or kin ("the whole family" and Vinny, Gina and the grandpa; "my whole family" and Tre and Auntie Velma) are coded
// apart from it; a crowd or group present is a character ("everybody" at the faire, "people" in a beer tent and in
// the square, "The crowd", "the guizers", "the crowd" a rider walks into, "a crew of blokes dressed as pirates",
// "everyone" in the flooded Todd, "thousands of men", "The other pluckers", "the whole band", "some local boys", "a
// group of uncles", "Some tourists"), and "everybody" or "everyone" after it is that group; people only mentioned,
// remembered, phoned or named as owners (the mom who calls, the granny of "my granny's old boat", "the whole family"
// the goat speaks of, the mother who rings, Geraint who had put the dreamer's name down, the rider's ma, the late
// mother who gave the ring, the late father, Kemar's girlfriend, the mother who "always say", Amma at the temple, the
// abbu thought of, "somebody's corn") are not characters, while an owner then present (Vinny of "my uncle Vinny's
// 60th") is, and someone dead in waking life but present in the dream (the grandpa) is coded; a sister and her kids,
// an uncle, a cousin, a grandpa, a wife, a brother-in-law, a mam, a sister called "our Ashlene", a da, a brother
// called "our Colm", a gran, a small brother, a Paati, a husband, a khala and her family, an Auntie, a Tita and a Lola
// are family; a mate, a bredren and friends named as such are friends; a flatmate and his girlfriend, a colleague
// and her husband, co-workers, a supervisor, a neighbour called aunty, the arranger of the dreamer's band and its
// players, and the woman from the corn soup cart whom the dreamer calls by name are known; judges, a guide, a knight,
// a falconer, vendors, a horse dealer, a ranger, a rider, fishermen, the lady of a fish shack and her daughter, an
// auntie and uncles met on an island and a child the dreamer "didn't know" are strangers; a
// person whose sex is never given is of unknown sex; animals are coded of unknown sex, though the text says "he" or
// "she" (the goat, the mare); a thing or a likeness named after an animal is no animal ("a horse collar", "Crab Fair",
// "a Leafs jersey", "bigger than a goat", "mad as a hornet"), and an animal served as food is food (the huhu grub);
// embarrassment ("scarlet", "so embarrassed", "ashamed", "paiseh"), guilt and fear ("scared", "feart", "petrified",
// "very afraid", "nervous") are apprehension; pride, being stoked, "happy", "touched" and laughter or amusement aimed at no
// one ("woke up laughing", "think the whole thing is hilarious", "dead fi laugh") are happiness; crying, "greeting"
// and being sad are sadness; being raging, fuming, annoyed, irritated, "vex" and "mad" are anger; being confused or
// "kind of lost" is confusion; body sensations ("hungry", "tired", "cold") are not coded; accidents (a spilt stein, a
// trip, a flipper lost, a carabao bumping a ladder), requests and dares, orders ("kept telling us not to lean",
// "made me go up a ladder", "bossing everybody around"), a sale, a trade paid for, a contest and a professional's work
// (a butcher, a supervisor weighing leaves) are not coded; an act before the dream began or only hypothetical ("had
// put my name down", "woulda kill him") or denied ("didn't even say sorry", "nobody could chase it away") is not coded;
// mockery, laughing at someone, booing, belittling, criticism, an accusation, an insult, a telling-off or scolding, a
// hostile look ("watch me hard"), a deliberate snub (rejection) and a protest said to the offender are verbal
// aggression; a chase, a charge, a push, a shove, a slap, a smack, a thing thrown or dumped on someone, a grab of
// someone's things and an animal spoiling or taking the dreamer's things are physical aggression; help, food given,
// a favour paid, praise, comfort, a smile, a wave and cheering someone on are friendliness, and a hug, a towel
// wrapped round someone and a pull out of danger (README: a pull that takes someone to safety is help) friendliness
// (physical); sweet-talking someone (a flirt without touch) is sexuality.
// Conventions this batch had to decide (each also commented beside its dream): a knight charging at a spectator is an
// attack, not the joust; a hawk landing on an arm is no act; paying a debt for the dreamer is a favour (friendliness);
// a bucket of seaweed dumped over the head is physical aggression; a permit asked for is an order, and "take a hike"
// a telling-off; a spilt stein with no apology is an accident; clapping for a sister in a contest is cheering; a father
// walking straight past the dreamer "like I was a stranger" is a snub (as "looked straight through me" in an earlier
// batch); a talking goat's insult is aggression by an animal; a towel wrapped round the dreamer and a hug are two
// acts; a rider asking for a phone is a request; flour bombs lobbed at the dreamer's boat are physical aggression (not
// the festival's play, as they are aimed at "us"); filming the dreamer and posting it, with no laughter or word, is
// not coded; a child pulled back over a rail by the dress is a rescue and a smack on the bum physical aggression; a
// fish slapping the dreamer with its tail is an attack by an animal; a hostile stare by the band is aggression by the
// group; taking the sticks out of the dreamer's hand and pushing the dreamer to the back are two acts, corn soup and
// "doh mind them" two more; a cow eating the marigolds off the dreamer's kolam is physical aggression (as the horse
// eating fries in en-tuning-33.ts); a husband running off from a boar is no act aimed at anyone; an uncle from the
// hiking group told off back is aggression to the group; a refusal to lend ("I said no") is not coded; holding a
// ladder steady for the dreamer is help, not physical; a Lola's pancit and her praise are two acts.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_34: HandCodedDream[] = [
  // American (Crownsville, Maryland), told in the present. Kelsey, a sister, is family, and "her two kids" (a niece
  // and a nephew or two, sex not given) a family group. "everybody" in costume is a crowd of strangers. Uncertain: the
  // knight (male by "his lance") charging straight at the dreamer, a spectator, is an attack (physical aggression;
  // decided here: the charge is aimed at the dreamer, not at his opponent in the joust); the huge black horse he rides
  // is an animal that only carries him. The falconer (a stranger) lets his hawk go; uncertain: the hawk landing on the
  // dreamer's arm is no act (decided here). The lady selling turkey legs (a stranger) yelling that the dreamer owes her
  // money is aggression; uncertain: Kelsey paying her "for me" is a favour paid (friendliness to the dreamer; decided
  // here, as "me pagó el café" in the README). The mom only calls: no character. "The kids think the whole thing is
  // hilarious" is their amusement (happiness); "scared" is apprehension, "confused" confusion.
  {
    text: "I'm at the Renaissance faire in Crownsville with my sister Kelsey and her two kids, and everybody is in costume except us. During the joust a knight on a huge black horse turns and charges straight at me with his lance, and I can't move. Then a falconer lets his hawk go and it lands on my arm, weirdly calm. A lady selling turkey legs yells that I owe her twenty bucks. Kelsey just pays her for me. The kids think the whole thing is hilarious. My mom calls to ask where we are, but I can't hear her. I'm scared and confused the whole dream.",
    characters: [
      'person female family | my sister Kelsey',
      'person unknown family plural | her two kids',
      'person unknown stranger plural | everybody',
      'person male stranger | a knight',
      'animal unknown - | a huge black horse',
      'person male stranger | a falconer',
      'animal unknown - | his hawk',
      'person female stranger | A lady selling turkey legs',
    ],
    interactions: ['aggression 3>D physical', 'aggression 7>D', 'friendliness 0>D'],
    emotions: ['apprehension D', 'confusion D', 'happiness 1'],
  },
  // American (Narragansett, Rhode Island), typed in a hurry. Vinny, an uncle, is first named as the owner of the 60th
  // and is then present (family); "the whole family" is a family group, and Vinny, Gina (a cousin) and the grandpa
  // stand out from it by kin and name. The grandpa, dead in waking life ("passed in 2019"), is present: coded (family).
  // Uncertain: Gina "bossing everybody around" is orders (not coded; decided here); dumping a bucket of seaweed over the
  // dreamer's head is physical aggression (a thing dumped on someone). Uncertain: the guy from the next blanket (a
  // stranger) saying "we" needed a permit is an order, not a rebuke (not coded; decided here); Vinny telling him to take
  // a hike is aggression. The seagulls (animals, a group) do nothing. The grandpa's smile at the dreamer is
  // friendliness. "kinda sad" is sadness.
  {
    text: "had the weirdest dream we were at a clambake on the beach in narragansett for my uncle Vinny's 60th and the whole family was there digging the pit. my cousin Gina was bossing everybody around as usual and then she dumped a whole bucket of seaweed over my head lol. some guy from the next blanket came over and said we needed a permit for the fire and uncle vinny told him to take a hike. seagulls everywhere. then my grandpa who passed in 2019 was just sitting on the cooler eating steamers and he smiled at me. woke up kinda sad",
    characters: [
      'person male family | my uncle Vinny',
      'person unknown family plural | the whole family',
      'person female family | my cousin Gina',
      'person male stranger | some guy from the next blanket',
      'animal unknown - plural | seagulls',
      'person male family | my grandpa',
    ],
    interactions: ['aggression 2>D physical', 'aggression 0>3', 'friendliness 5>D'],
    emotions: ['sadness D'],
  },
  // Canadian (Kitchener, Ontario), a husband, no interactions. Tanis, a wife, and Kurt, a brother-in-law, are family.
  // "people" packing the beer tent are a crowd of strangers, and "the oompah band" a group of strangers (sex not
  // given). Kurt's chicken dance is aimed at no one. Uncertain: the big guy in a Leafs jersey (a stranger; the Leafs a
  // team) spilling his stein down the dreamer's back is an accident, and "didn't even say sorry" denies an apology (not
  // coded; decided here: nothing says it was meant). "Tanis thought it was the best night ever" is her happiness.
  // "annoyed" is anger; uncertain: "kind of lost", after not finding the way out, is confusion (decided here, as in
  // en-tuning-33.ts).
  {
    text: "I dreamt I was at Oktoberfest in Kitchener with my wife Tanis and my brother-in-law Kurt, in a beer tent so packed with people you couldn't turn around. Kurt was in lederhosen doing the chicken dance up on a bench. A big guy in a Leafs jersey spilled his whole stein down my back and didn't even say sorry. Then the oompah band played the same song over and over, faster and faster, and I couldn't find the way out. Tanis thought it was the best night ever. I woke up annoyed and kind of lost.",
    characters: [
      'person female family | my wife Tanis',
      'person male family | my brother-in-law Kurt',
      'person unknown stranger plural | people',
      'person male stranger | A big guy in a Leafs jersey',
      'person unknown stranger plural | the oompah band',
    ],
    interactions: [],
    emotions: ['happiness 0', 'anger D', 'confusion D'],
  },
  // English (Egremont, Cumbria). "Me mam" is family, and "our Ashlene" a sister (family, as "Our Geraldine" in an
  // earlier batch). The horse collar the gurners put their heads through is no animal, and the Crab Fair names no crab.
  // The judge, given in an apposition, an old farmer (a stranger, male by "his head"), saying the dreamer had not even
  // tried is belittling (aggression). "The crowd" (strangers; "half the county" is the same crowd) booing the dreamer
  // off is aggression by the group. Uncertain: Ashlene's face that makes the little lad (a stranger) cry is part of the
  // contest, no act aimed at him (decided here); his crying is his sadness. The mam clapping "like mad for her" is
  // cheering (friendliness to Ashlene). "raging" is anger.
  {
    text: "Dreamt I'd gone in for the gurning at Egremont Crab Fair, head through a horse collar and everything, in front of what felt like half the county. Me mam was sat in the front row in her good coat. I pulled the worst face I could and the judge, an old farmer with no teeth in his head, said I'd not even tried. The crowd booed me off. Then our Ashlene got up and pulled a face so bad a little lad at the front burst out crying, and me mam clapped like mad for her. Ashlene won. I was raging.",
    characters: [
      'person female family | Me mam',
      'person male stranger | the judge, an old farmer with no teeth in his head',
      'person unknown stranger plural | The crowd',
      'person female family | our Ashlene',
      'person male stranger | a little lad at the front',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'friendliness 0>3'],
    emotions: ['anger D', 'sadness 4'],
  },
  // Scottish (Lerwick, Shetland). "the guizers" (the costumed marchers, sex not given) are a group of strangers, and
  // "Everybody" singing is that group. The da, the Jarl (the head guizer), is family; uncertain: his walking straight
  // past the dreamer "like I was a stranger" is a snub (rejection, aggression; decided here, as "looked straight
  // through me like he'd never seen me" in an earlier batch); "a stranger" there is a likeness, no one. The big man
  // beside the dreamer (a stranger) shoving the dreamer against the flames is physical aggression; the peerie (little)
  // lass (a stranger) grabbing the dreamer's sleeve and hauling the dreamer back is a pull to safety (friendliness,
  // physical; README). The granny is only the owner of the old boat. "greeting" (crying) is sadness, "feart" (afraid)
  // apprehension.
  {
    text: "I was at Up Helly Aa in Lerwick, marching with the guizers in the torch procession, though I've never been in a squad in my life. My da was the Jarl, with the axe and the winged helmet, and he walked straight past me like I was a stranger. When they threw the torches into the galley, a big man beside me shoved me up against the flames. A peerie lass grabbed my sleeve and hauled me back. Then the galley turned into my granny's old boat and I started greeting. Everybody was singing. I was feart the whole time.",
    characters: [
      'person unknown stranger plural | the guizers',
      'person male family | My da',
      'person male stranger | a big man beside me',
      'person female stranger | A peerie lass',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'friendliness 3>D physical'],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Irish (Killorglin, County Kerry). Donal, a cousin, is family; "people" packing the square are a crowd of
  // strangers. The goat they crown king is an animal (coded of unknown sex, though "he"); a goat that talks stays an
  // animal, and its saying the dreamer is a disgrace is an insult (aggression; decided here: by an animal).
  // "the whole family" is only spoken of. Donal "in stitches laughing at me" is mockery (aggression), not his
  // happiness. The horse dealer (a stranger) pressing a sale is not coded, and his pony on a rope is present (an
  // animal). The mother only rings: no character. "scarlet" (red with embarrassment) is apprehension.
  {
    text: "I was at Puck Fair in Killorglin with my cousin Donal, and the square was packed with people. The goat they crown king was up on his tower, only in the dream he could talk, and he looked down at me and said I was a disgrace to the whole family. Donal was in stitches laughing at me. A horse dealer with a hazel stick kept trying to sell me the pony he had on a rope and wouldn't take no for an answer. My mother rang to say the dinner was on the table. I was scarlet the whole time.",
    characters: [
      'person male family | my cousin Donal',
      'person unknown stranger plural | people',
      'animal unknown - | The goat they crown king',
      'person male stranger | A horse dealer with a hazel stick',
      'animal unknown - | the pony he had on a rope',
    ],
    interactions: ['aggression 2>D', 'aggression 0>D'],
    emotions: ['apprehension D'],
  },
  // Welsh (Llanwrtyd Wells). Geraint, a brother-in-law, had put the dreamer's name down before the dream: he is not in
  // the scene (no character, no act), though the dreamer is "fuming with Geraint" (anger). Losing a flipper is an
  // accident. The frog (an animal) sitting on the snorkel is no act. The judge, given in an apposition, an old boy (a
  // stranger, male by "he'd"), saying the dreamer was the slowest he had ever timed is belittling (aggression).
  // Rhiannon from work is known. Uncertain: wrapping the dreamer in a towel and the "massive hug" are two friendly acts,
  // both physical (decided here; a towel wrapped round someone is friendliness in the README). "fuming" is anger,
  // "proud" happiness.
  {
    text: "Dreamt I was doing the bog snorkelling in Llanwrtyd Wells, flippers and snorkel and all, in a trench of black peat water. My brother-in-law Geraint had put my name down for a joke. Halfway along, my flipper came off and I swallowed half the bog. A frog sat on my snorkel like it owned it. When I climbed out, the judge, an old boy with a stopwatch, said I was the slowest he'd ever timed. Rhiannon from work wrapped me in a towel and gave me a massive hug. I was fuming with Geraint, but proud of myself.",
    characters: [
      'animal unknown - | A frog',
      'person male stranger | the judge, an old boy with a stopwatch',
      'person female known | Rhiannon from work',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D physical', 'friendliness 2>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // Northern Irish (Portrush), no interactions. The da and "our Colm" (a brother) are family. The bikes coming off
  // are an accident. The rider (a stranger, male by "his helmet") asking the dreamer for a lend of a phone is a request
  // (not coded), and the ma he would ring is only spoken of. "the crowd" he walks off into is a crowd of strangers,
  // present. "petrified" is apprehension, "dead confused" confusion.
  {
    text: 'I was watching the North West 200 from the wall at Mathers Cross with my da and our Colm, and the bikes were going that fast you only heard them. Then one came off at the chicane and slid right up to our feet. The rider got up, took his helmet off and asked me for a lend of my phone to ring his ma. Before I could answer he walked off into the crowd and vanished. Da and Colm never even stopped eating their chips. I was petrified, then dead confused.',
    characters: [
      'person male family | my da',
      'person male family | our Colm',
      'person male stranger | The rider',
      'person unknown stranger plural | the crowd',
    ],
    interactions: [],
    emotions: ['apprehension D', 'confusion D'],
  },
  // Australian (Alice Springs), typed in a hurry. Brodie, a mate, is a friend. "like the flintstones" is a likeness,
  // no one. The crew of blokes dressed as pirates (men in costume, strangers, a group): uncertain, lobbing flour bombs
  // "at us" is physical aggression, coded once to the dreamer (decided here: aimed at the dreamer's boat, not the
  // festival's play at everybody, as the abir at Phagwa in en-tuning-33.ts was). Brodie tripping and taking the
  // dreamer down is an accident. "everyone" up to their knees is a crowd of strangers. The ranger lady (a stranger)
  // pulling the dreamer up the bank by the arm is a pull to safety (friendliness, physical). The dingo (an animal) only
  // watches. "woke up laughing" is happiness.
  {
    text: 'dreamt i was in the henley on todd regatta in alice with my mate Brodie, running down the dry riverbed in a bottomless boat with our legs out the bottom like the flintstones. a crew of blokes dressed as pirates kept lobbing flour bombs at us off their boat on wheels. brodie tripped and took me down with him. then out of nowhere the todd actually started flowing and everyone was up to their knees in water. a ranger lady pulled me up the bank by my arm. a dingo just sat there watching the whole time. woke up laughing tbh',
    characters: [
      'person male friend | my mate Brodie',
      'person male stranger plural | a crew of blokes dressed as pirates',
      'person unknown stranger plural | everyone',
      'person female stranger | a ranger lady',
      'animal unknown - | a dingo',
    ],
    interactions: ['aggression 1>D physical', 'friendliness 3>D physical'],
    emotions: ['happiness D'],
  },
  // New Zealander (Hokitika), told in the present. Rawiri, a flatmate, is known (as roommates in the earlier batches),
  // and his girlfriend Ngaire known too. Rawiri's dare is a request (not coded). The huhu grub, eaten alive, is food
  // (no character; decided here, as an animal served). Uncertain: Ngaire filming the dreamer and posting it to the flat
  // group chat is not coded (decided here: no laughter and no word against the dreamer; the chat's members are not in
  // the scene). The guy in a Swanndri (a bush shirt; a stranger) yelling that the dreamer pushed in is an accusation
  // (aggression); "which I didn't" denies only the dreamer's act. The kererū (a wood pigeon, an animal) landing on
  // the dreamer's head is no act. "Rawiri is stoked" is his happiness; "so embarrassed" is apprehension.
  {
    text: "I'm at the Wildfoods Festival in Hokitika with my flatmate Rawiri and his girlfriend Ngaire, and every stall is grosser than the last. Rawiri dares me to eat a huhu grub and I actually do it. It's still alive and wriggling. Ngaire films the whole thing and posts it to the flat group chat. Rawiri is stoked. Then a guy in a Swanndri starts yelling that I pushed in at the mussel fritters, which I didn't. A kererū lands on my head and won't get off. I'm so embarrassed I want to disappear.",
    characters: [
      'person male known | my flatmate Rawiri',
      'person female known | his girlfriend Ngaire',
      'person male stranger | a guy in a Swanndri',
      'animal unknown - | A kererū',
    ],
    interactions: ['aggression 2>D'],
    emotions: ['happiness 0', 'apprehension D'],
  },
  // South African (Kimberley). The gran and Lindiwe, a little cousin, are family. The guide, given in an apposition, a
  // tall oom ("oom", uncle, is how an older man is called; a stranger), telling "us" not to lean on the rail is an
  // order (not coded). Uncertain: the dreamer grabbing Lindiwe by the back of her dress and pulling her in is a pull to
  // safety (friendliness, physical; decided here by the README's rule), and the gran smacking her bum physical
  // aggression (a blow). The gran hugging the dreamer is friendliness (physical). The meerkat (an animal) only watches.
  // The late mother is only the giver of the ring. "so sad" is sadness.
  {
    text: 'I dreamt I was at the Big Hole in Kimberley with my gran and my little cousin Lindiwe, standing on that viewing platform that hangs over the edge. The guide, a tall oom in a khaki hat, kept telling us not to lean on the rail. Lindiwe climbed right over it anyway and I grabbed her by the back of her dress and pulled her in. Gran smacked her bum and then hugged me. A meerkat was watching from the fence. Then I saw the ring my late mother gave me falling down into the water at the bottom. I woke up so sad.',
    characters: [
      'person female family | my gran',
      'person female family | my little cousin Lindiwe',
      'person male stranger | The guide, a tall oom in a khaki hat',
      'animal unknown - | A meerkat',
    ],
    interactions: ['friendliness D>1 physical', 'aggression 0>1 physical', 'friendliness 0>D physical'],
    emotions: ['sadness D'],
  },
  // Nigerian (Argungu, Kebbi State). The uncle, Alhaji Garba ("Alhaji" a title), and Nura, a small brother, are family.
  // "thousands of men" are a group of strangers; "One fisherman with a gourd tied to his chest" is described apart
  // (a stranger). The uncle pushing the dreamer into the river is physical aggression (a push into danger). Uncertain:
  // the fish (an animal; "bigger than a goat" is a size, no goat) slapping the dreamer with its tail is an attack by an
  // animal (physical aggression; decided here). The fisherman dragging the dreamer out is a pull to safety
  // (friendliness, physical), and his laughing at the dreamer mockery (aggression): two acts. Nura crying is his
  // sadness. The late father is only remembered. "very afraid" is apprehension, "just laughing" (aimed at no one)
  // happiness.
  {
    text: 'I dreamt I was at the Argungu fishing festival in Kebbi with my uncle, Alhaji Garba. When the drum sounded, thousands of men jumped into the river with their nets and calabashes. My uncle pushed me in too, even though I cannot swim. A fish bigger than a goat jumped out and slapped me with its tail. One fisherman with a gourd tied to his chest dragged me out and laughed at me. On the bank my small brother Nura was crying. My late father used to fish there. I was very afraid, but later I was just laughing.',
    characters: [
      'person male family | my uncle, Alhaji Garba',
      'person male stranger plural | thousands of men',
      'animal unknown - | A fish bigger than a goat',
      'person male stranger | One fisherman with a gourd tied to his chest',
      'person male family | my small brother Nura',
    ],
    interactions: ['aggression 0>D physical', 'aggression 2>D physical', 'friendliness 3>D physical', 'aggression 3>D'],
    emotions: ['apprehension D', 'happiness D', 'sadness 4'],
  },
  // Kenyan (Kericho). The supervisor, Mr Langat, given in an apposition, is known (the dreamer's supervisor); weighing
  // the leaves is his work, and saying the dreamer was the laziest plucker he had ever seen belittling (aggression).
  // "The other pluckers" (co-workers, known, sex not given) laughing at the dreamer is mockery by the group. The colobus
  // monkey (an animal) sitting on the basket is no act, and "nobody could chase it away" denies an act. Chepkoech, a
  // friend, sharing her tea and mandazi "with me" is food given (friendliness). "ashamed" is apprehension; "tired" is a
  // body sensation.
  {
    text: 'I was back plucking tea on the estate in Kericho where I worked during the long holidays, with a basket on my back and the rain coming. The supervisor, Mr Langat, weighed my leaves and said I was the laziest plucker he had ever seen. The other pluckers laughed at me. Then a colobus monkey came down from the trees and sat on my basket, and nobody could chase it away. My friend Chepkoech shared her tea and mandazi with me under a tree. I woke up feeling ashamed and tired.',
    characters: [
      'person male known | The supervisor, Mr Langat',
      'person unknown known plural | The other pluckers',
      'animal unknown - | a colobus monkey',
      'person female friend | My friend Chepkoech',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 3>D'],
    emotions: ['apprehension D'],
  },
  // Jamaican (Hellshire), a young man, in Jamaican English. Kemar, "mi bredren" (my friend), is a friend; "festival" is
  // a fried dumpling (food, no event). The lady at the fish shack and her daughter are strangers. Uncertain: Kemar
  // starting to "sweet-talk" the daughter is a flirt without touch (sexuality; decided here, as a pass in the README).
  // The lady grabbing a cutlass and running him down the beach is a chase (physical aggression). The wave is no one.
  // Uncertain: the mawga (thin) dog following the dreamer is no act (decided here). Kemar's girlfriend is only spoken
  // of, and "woulda kill him" only hypothetical. "dead fi laugh" (laughing fit to die, aimed at no one) and "happy" are
  // one happiness; "hungry" is a body sensation.
  {
    text: 'Mi dream last night dat me and mi bredren Kemar go Hellshire fi eat fry fish and festival. The lady at the fish shack big and loud, with gold teeth. Kemar start sweet-talk her daughter, and the lady grab a cutlass and run him all the way down the beach. Me nearly dead fi laugh. Then one big wave come wash weh all a we slippers. One mawga dog follow me up and down the whole time. Kemar girlfriend back a Portmore woulda kill him. Me wake up hungry but happy.',
    characters: [
      'person male friend | mi bredren Kemar',
      'person female stranger | The lady at the fish shack',
      'person female stranger | her daughter',
      'animal unknown - | One mawga dog',
    ],
    interactions: ['sexuality 0>2', 'aggression 1>0 physical'],
    emotions: ['happiness D'],
  },
  // Trinidadian (Laventille), in Trinidadian English. Uncertain: "the whole band" the dreamer plays with is a known
  // group (decided here: the dreamer's band in the dream), and "everybody" that group; the arranger, given in an
  // apposition, who runs the band, is known (as an instructor). His saying the dreamer is "killing the tune" is
  // criticism (aggression). Uncertain: the band watching the dreamer "hard" is a hostile look by the group (aggression;
  // decided here). Rondell, a cousin, taking the sticks out of the dreamer's hand (a grab of the dreamer's things) and
  // pushing the dreamer to the back are two physical acts (decided here). Uncertain: Miss Cynthia from the corn soup
  // cart, called by name with a title, is known (decided here, as the rum shop owner Miss Pam in en-tuning-32.ts);
  // bringing a cup of soup and telling the dreamer "doh mind them" are two friendly acts (food and comfort). The mother
  // only "always say": no character; "bad boys" are no one. "vex" is anger, "laughing" (aimed at no one) happiness.
  {
    text: 'I dream I was in a panyard up in Laventille the night before Panorama, playing tenor pan with the whole band, and I doh even play pan. The arranger, a short man with a towel round his neck, stop everybody and say I killing the tune. The whole band watch me hard. My cousin Rondell take the sticks out my hand and push me to the back. Then Miss Cynthia from the corn soup cart bring me a cup and tell me doh mind them. My mother always say pan is for bad boys. I wake up vex but laughing.',
    characters: [
      'person unknown known plural | the whole band',
      'person male known | The arranger, a short man with a towel round his neck',
      'person male family | My cousin Rondell',
      'person female known | Miss Cynthia from the corn soup cart',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 0>D',
      'aggression 2>D physical',
      'aggression 2>D physical',
      'friendliness 3>D',
      'friendliness 3>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // Indian (Madurai). Paati (grandmother) is family; the thinnai is a raised porch. Revathi aunty, "The lady from the
  // next house" ("aunty" a title; a neighbour), is known: her saying the dreamer's lines were crooked is criticism
  // (aggression). Uncertain: the cow (an animal) eating the marigolds off the dreamer's kolam is physical aggression
  // (decided here, as the horse eating the dreamer's fries in en-tuning-33.ts). Paati chasing it away with her stick is
  // a chase (physical aggression), and telling the dreamer hers was the most beautiful praise (friendliness). Coming
  // last is the contest. Amma, at the temple, is only spoken of. Crying is sadness.
  {
    text: 'It was Margazhi month and our street in Madurai was having a kolam competition. I got up at four to draw mine in front of our house, and Paati sat on the thinnai with her coffee, watching. The lady from the next house, Revathi aunty, kept saying my lines were crooked. Then a cow wandered right through my kolam and ate the marigolds off it. Paati chased it away with her walking stick and told me mine was the most beautiful on the street. I still came last. Amma was at the temple and missed everything. I cried into my filter coffee.',
    characters: [
      'person female family | Paati',
      'person female known | The lady from the next house, Revathi aunty',
      'animal unknown - | a cow',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'aggression 0>2 physical', 'friendliness 0>D'],
    emotions: ['sadness D'],
  },
  // Pakistani (Murree), a wife, no interactions. Junaid, a husband, the khala (a mother's sister) and "her whole
  // family" (a family group; the khala stands out from it by kin) are family. The monkey (an animal) eating
  // "somebody's corn" on the bonnet aims at no one, and "somebody" is only an owner. Junaid finding it hilarious is his
  // amusement (happiness); taking pictures is no act. Uncertain: the local boys (strangers) pushing the cars out for
  // five hundred rupees each is trade (not coded; decided here). The khala complaining about the hotel aims at no one
  // in the scene (not coded). The abbu (father) is only thought of. "irritated" is anger; "cold" a body sensation.
  {
    text: "We went up to Murree in the snow, me, my husband Junaid and my khala with her whole family, squeezed into two cars. On Mall Road a monkey sat on our bonnet eating somebody's corn like it owned the place. Junaid thought it was hilarious and took a hundred pictures. Then the cars got stuck on the slope and some local boys pushed them out for five hundred rupees each. Khala complained the whole way about the hotel. I kept thinking of my abbu, who loved the hills. I woke up cold and irritated.",
    characters: [
      'person male family | my husband Junaid',
      'person female family | my khala',
      'person unknown family plural | her whole family',
      'animal unknown - | a monkey',
      'person male stranger plural | some local boys',
    ],
    interactions: [],
    emotions: ['happiness 0', 'anger D'],
  },
  // Singaporean (Pulau Ubin), told in the present. Aisyah, a colleague, is known, and her husband known too (as a
  // mate's wife in en-tuning-32.ts). The wild boar (an animal) chasing "us" is physical aggression, coded once to the
  // dreamer. Uncertain: the husband running off and leaving "us" behind is flight, no act aimed at anyone (decided
  // here). The auntie drying prawns (a stranger) giving "us" cold coconuts is a gift, once to the dreamer. The group of
  // uncles in hiking gear (older men, strangers) scolding "us" is aggression by the group, once to the dreamer, and
  // Aisyah telling them off right back aggression to the group. The bumboat never coming is no one's act. "so scared"
  // is apprehension, "weirdly happy" happiness.
  {
    text: "I'm on Pulau Ubin with my colleague Aisyah and her husband, walking the boardwalk at Chek Jawa at low tide. A wild boar comes out of the mangroves and chases us along the planks, and Aisyah's husband just runs off and leaves us behind. We end up at an old kampung house where an auntie is drying prawns, and she gives us cold coconuts for free. Then a group of uncles in hiking gear scold us for blocking the path. Aisyah tells them off right back. The bumboat home never comes. I'm so scared, but also weirdly happy.",
    characters: [
      'person female known | my colleague Aisyah',
      'person male known | her husband',
      'animal unknown - | A wild boar',
      'person female stranger | an auntie',
      'person male stranger plural | a group of uncles in hiking gear',
    ],
    interactions: ['aggression 2>D physical', 'friendliness 3>D', 'aggression 4>D', 'aggression 0>4'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Bermudian (Clearwater Beach, St. David's). "my whole family" is a family group, and "everybody" that group; Tre, a
  // cousin, and Auntie Velma stand out from it by kin and name (family). The old men (strangers) playing Crown and
  // Anchor with Tre is a game (no act, "Anchor" no one). Asking the dreamer to lend fifty is a request, and "I said no"
  // a refusal of it (not coded, as the README has "le dije que no"). Tre calling the dreamer cheap in front of
  // everybody is an insult (aggression). Velma "mad as a hornet" (a likeness, no animal) is her anger, and chasing Tre
  // into the water with her spoon is a chase (physical aggression). The little girl "I didn't know" (a stranger)
  // giving the dreamer half her fish sandwich is food given. "mad" is anger; "guilty" apprehension.
  {
    text: "It was Cup Match and my whole family was camped out at Clearwater like every year, tents all down the beach. My cousin Tre was playing Crown and Anchor with some old men and lost every dollar he had, then he asked me to lend him fifty. I said no. He called me cheap in front of everybody. Auntie Velma came flying out of her tent, mad as a hornet, and chased him into the water with her wooden spoon. Later a little girl I didn't know gave me half her fish sandwich. I was mad at Tre, but I felt guilty too.",
    characters: [
      'person unknown family plural | my whole family',
      'person male family | My cousin Tre',
      'person male stranger plural | some old men',
      'person female family | Auntie Velma',
      "person female stranger | a little girl I didn't know",
    ],
    interactions: ['aggression 1>D', 'aggression 3>1 physical', 'friendliness 4>D'],
    emotions: ['anger D', 'apprehension D', 'anger 3'],
  },
  // Filipino (Lucban, Quezon). Tita Luz (an aunt), Jhun (a cousin) and Lola Iska (a grandmother) are family. Tita Luz
  // making the dreamer go up the ladder is an order (not coded). The tourists (strangers, a group) taking the dreamer's
  // picture is no act. The carabao (an animal) bumping the ladder is an accident. Uncertain: Jhun holding the ladder
  // steady "for me" is help, not physical (decided here: he holds the ladder, not the dreamer). Lola Iska giving pancit
  // habhab (food given) and saying the dreamer is her favorite apo (grandchild; praise) are two friendly acts (decided
  // here). "nervous" (and "scared of heights") is apprehension, "so happy" happiness.
  {
    text: "It was Pahiyas in Lucban and every house on the street was covered in kiping and vegetables. Tita Luz made me go up a ladder to hang more kiping on her window, even though I'm scared of heights. Some tourists down below kept taking my picture. A carabao pulling a cart bumped the ladder and it wobbled, and I almost fell. My cousin Jhun held it steady for me until I got down. Then Lola Iska gave me pancit habhab on a banana leaf and said I was her favorite apo. I was nervous the whole time but so happy.",
    characters: [
      'person female family | Tita Luz',
      'person unknown stranger plural | Some tourists',
      'animal unknown - | A carabao',
      'person male family | My cousin Jhun',
      'person female family | Lola Iska',
    ],
    interactions: ['friendliness 3>D', 'friendliness 4>D', 'friendliness 4>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
];
