// Thirty-ninth tuning batch (English), written and read by hand on 2026-12-07 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 101 to 125 words (counted by a `python3` call over the drafts pasted into it, see below)
// as people type them at dawn, first person, three of them in the present tense (the milking shed, the Star
// Ferry, Basant) and the rest in the past, two typed in a hurry with no capitals and little punctuation (the
// crab boat, Basant), told by people of many trades and English-speaking countries (a dairy farmer near
// Morrinsville in the Waikato, an engineer on a crab boat out of Dutch Harbor, a Royal Flying Doctor Service
// pilot out of Broken Hill, a land surveyor in Buea running the Race of Hope, a retired glazier racing
// pigeons in Barnsley, a fourth-grade teacher from Texas City at Juneteenth in Galveston, a coxswain on the
// Star Ferry in Hong Kong, a stillman at a distillery on Islay, a chuckwagon driver at the Calgary Stampede,
// a retired dentist who moderates town meeting in Strafford, Vermont, a carer of orphaned Tasmanian devils
// outside Launceston, a bookmobile driver in the hollers out of Hazard, Kentucky, an Irish Sign Language
// interpreter at Government Buildings in Dublin, a traffic constable at the Kathipara junction in Chennai, a
// bus driver in Brampton back at Basant in Lahore, a shark spotter above Muizenberg, a bin lorry driver who
// sings second bass in a male voice choir in Treorchy, an usipa fisherman on Lake Malawi at Nkhata Bay, a
// welder who fiddles at a kitchen party in Mabou, Cape Breton, and a Punch and Judy man on the prom at
// Llandudno), in situations none of the earlier English batches used: water rising through a milking shed,
// swept off a crab boat and pulled out by a brother, the plane melting away on a flying doctor's clinic
// run, legs that will not move at the start of a mountain race, a pigeon home from France bearing a dead
// father's hand, a dead granddaddy at a Juneteenth cookout on the seawall, late for one's own ferry, a
// bonded warehouse of casks on fire, a chuckwagon whose horses vanish mid-race, a moderator who loses his
// voice at town meeting, Tasmanian devils loose in the kitchen, a bookmobile borrower who is the dreamer's
// grandmother as a girl, a minister who sings at a press briefing, a junction whose signals fail, kite
// fighting across the roofs at Basant, a shark that is a whale, a dead brother dancing on the bar of a
// rugby club during choir practice, a father's lantern on a moonless lake, a kitchen party where a stranger
// is the young father, and a Punch and Judy audience that becomes the showman's family.
// The first ten are plain reports with the ordinary images of dreams (a flood, drowning, flying, legs that
// will not move, the dead come back twice, lateness, a fire, a runaway, losing the voice in public) and no
// deliberate traps beyond what ordinary words bring with them ("Broken Hill", "the clinic run", "climbed"
// of a height gained, "streamed past", "the market" people come from, "school uniform", "tree trunks", a
// pigeon loft, "home", "dead eleven years", "church suit", "Texas City", "his daddy" told about, "the Star
// Ferry", "the shore" only wished for, a roof and snow falling, "on their feet", "my heart going like a
// train", "my heart pounding", "couldnt find the surface", "dinner plates", "doesnt even fish", "a retired
// dentist", "town meeting", "the town hall", "the school board"). The last ten hold the traps issue 24
// names, written naturally: negation and contrast ("I wasn't angry", "There was no house anywhere", "I
// didn't cry", "I didn't lose my temper", "i'm not scared", "it wasn't a shark at all", "but not from fear",
// "I woke up crying, but I wasn't sad", "no moon and not one star", "I was not afraid", "Nobody was
// singing", "Nobody laughed", "I wasn't frightened"); likenesses and metaphors ("screaming like banshees",
// "like she was starving", "My hands were flying, like they were dancing", "like a flood", "it feels like
// flying", "flat as glass", "like a house", "the water turned to silver", "soft and rolling like water");
// verbs kept apart (a minister who sings while the dreamer signs, hands "dancing" only in a likeness; a
// choir singing while a brother dances; step dancing to a fiddle with nobody singing); gendered people words
// as written (husband, grandmother, Mamaw, "the Minister, a small woman", "My boss, she", nani, "a tiny
// woman", brother, wife, aunt, father, mum, ex-wife, daughters); other people's feelings (a husband furious,
// journalists in tears, a boss laughing, a nani laughing, a conductor furious, a wife frightened, nobody
// laughing); set phrases and idioms ("couldn't breathe" with laughter, "a lump in my throat", "a real frog
// strangler", "The Parting Glass", "lose my temper", "stopped dead", "signals died", "hold a note", "fit as
// a fiddle", "the fire door", "a man I didn't know" who is the father, "Tasmanian devils", "Punch", the
// puppets' crocodile, policeman and baby); and turning points (a mother's eyes in a devil, the borrower who
// is the grandmother, the room signing back, one raised hand, a cart of oranges, a whale, a father's
// lantern, the father young again, the family in the audience; among the plain ones a brother hauling the
// dreamer out, a sky of pigeons, snow through a burnt roof). `notFelt` repeats the feelings of `notThere`
// that are named but not the dreamer's as felt (anger is in both lists of the constable's dream, though
// there "I didn't lose my temper" denies an anger no word of the emotion list names); `written` gives a person's gendered
// word as written (no `written` for "My boss, she", since "boss" carries no gender: only the pronoun does);
// `turn` lists the images of a turning point where there is one and the lexicon has a word for it. No dream
// is untitled; the two hurried ones have lowercase titles.
// Readings follow the conventions the header of the thirty-eighth English batch spells out: a death dated
// in waking life is no death ("He's been dead eleven years", "He passed in 2009", "died in 2019"); anonymous
// people are strangers (a minister, surfers, a conductor) and a watching, waiting or packed mass a crowd
// (runners, passengers, the Stampede grandstand, town meeting, journalists, a choir, the dancers of a kitchen
// party, an audience); someone only remembered, told about, owning a thing or in a likeness is not there,
// and is listed in `notThere` where the lexicon has a word for the person; a likeness, an idiom or a set
// phrase names no image; other people's laughing, tears and fear are theirs; a trade the dreamer names is
// the dreamer ("a retired dentist": no doctor; "a shark spotter": no shark; "i drive a bus": no bus); "my
// heart pounding" is fear and no heart (as the earlier batches read it); music heard is singing where the
// id's word is there, and a choir heard singing is singing and crowd; a voice heard has its speaker there (a
// wife calling from the shore); a truck is car; a named sea, lake or mountain seen or gone up is there (the
// Gulf, Lake Malawi, Mount Cameroon), a capitalised "Hill" after a name is a district (Broken Hill); the
// person who turns out to be someone known is read as that person alone (the girl who is the grandmother,
// the man who is the father, as the thirty-fifth and thirty-eighth read the woman who is the daughter or
// Mum), and where the lexicon names the first sight ("a man I didn't know") that id is in `notThere`.
// Choices of this batch, said where they are made: another's dancing seen is dancing, as the tuning readings
// count another's swimming (the brother on the bar, the step dancers); a fiddle played with "Nobody was
// singing" is no singing (the text has no "music"); the night on a moonless lake, with no word "dark", is
// not read as darkness (as the thirty-eighth read its ice road at night); glove puppets are toy; a roast
// chicken, a samosa, a cart of oranges and a Juneteenth plate are food; a dressing gown, a slicker, a suit
// and a sailor's uniform are clothes; emus are bird (as the thirty-eighth's guinea fowl); Tasmanian devils
// have no word in the lexicon (as the elephant and moose of earlier batches had none), so they are neither
// devil nor wild_animal; the nurse of the Flying Doctor is doctor (the lexicon's nurse), not a stranger; a
// pigeon loft is no attic; gumboots are shoes; ice on a boat's rails is snow (as the thirty-eighth's ice
// road); the sea heard behind a wall is ocean.
// `notThere` was completed by hand: every title and text was read against the lexicon's English words (with
// the people variants) and the emotion list's words as printed, allowing plural and verb endings ("streamed",
// "climbed", "died"), and every id whose word shows but whose image is not in the dream was listed; no
// matcher or other script was run over the texts but the word count, and every id used was checked by eye
// against the printed lists of lexicon ids and emotion ids.
// Files read: the evaluation README (all of it: `cat` cut its middle, which two `sed -n` then printed) and
// types.ts; tuning-38-en.ts in full (three `sed -n` ranges); the lexicon's eight JSON data files (ids and
// English words only) and the emotion ids with their English words from ../emotions.ts; the earlier English
// tuning batches only through the greps listed below. Not read: the held-out files, `evaluation.test.ts`,
// `score.ts`, any Spanish tuning file, the analysis and composers, the lexicon's code and README, the bench
// files and everything else outside the evaluation folder but the lexicon's JSON and the emotion words.
// The commands, in order (run in the evaluation folder unless said; `grep -il` and `grep -ilw` loops over
// `tuning-en.ts tuning-*-en.ts` print file names only; "context" means `grep -ohi -E ".{0,N}WORD.{0,M}"`
// over the same files, N and M from 60 to 120, piped to `head`, which printed short passages of earlier
// texts and comments):
// (1) `cat README.md && cat types.ts && ls`; (2) `sed -n 185,350p README.md`; (3) `sed -n 350,510p
// README.md`; (4) to (6) `sed -n 1,200p`, `sed -n 200,420p` and `sed -n 420,600p` of tuning-38-en.ts; (7)
// in ../lexicon, `ls *.json && wc -c *.json` and a `python3 -c` that printed each file's JSON type, length
// and the key names of its first entry; (8) in ../lexicon, a `python3 -c` that printed each entry's id and
// English words and its variants' ids and English words, and one that printed the key names found in
// people.json's entries; (9) in the interpreter folder, `grep -nE "^\s*id: '|^\s*en: " emotions.ts | head
// -60`; (10) there, a `python3` heredoc that printed each emotion id with the quoted strings of its `en`
// list; (11) a `grep -il` loop for shear, woolshed, bell ring, bellring, bell-ring, change ringing,
// Norfolk, Wymondham, locksmith, Durban, snowplough, snowplow, plough, Gander, Newfoundland, Zamboni, rink,
// Winnipeg, hockey, DJ, radio, Kingston, Jamaica, lobster, Maine, Stonington, baker, bakery, rolls, Glasgow,
// sugar shack, maple, Vermont, pharmac, Lagos, Nigeria, Star Ferry, Hong Kong, ferry, school bus, Georgia,
// cotton, Tasmania, devil, Hobart, Up Helly, Shetland, Lerwick, Viking, galley, sign language, interpreter,
// Ottawa, press conference, bookmobile, Kentucky, holler, cheese, Cooper, Gloucester, Fiji, kava, chief,
// Malta, firework, festa, Freetown, Sierra Leone, bank teller, teller; (12) context for shear, bell.ring,
// locksmith, snowplow, Zamboni, Fiji, Malta, Freetown, Georgia, Hong Kong, Gander, school bus, devil,
// Cooper, firework, lobster, maple, interpreter, Ottawa, teller; (13) a `grep -il` loop for Tasman,
// Launceston, bookmobile, sign lang, signing, Auslan, Cardiff, Senedd, town meeting, balloon, Canowindra,
// ghost tour, York, sheepdog, lighthouse, tug, Vancouver, turbine, wind farm, milking, Taranaki, Yukon,
// Dawson, crab, Dutch Harbor, Alaska, ski, Queenstown, air traffic, Killarney, Burns, bagpip, netball,
// Flying Doctor, Kampala, boda, Buea, Cameroon, Belize, eisteddfod, ceilidh, langar, gurdwara, Southall, bar
// mitzvah, lion dance, Chinatown, iftar, Ramadan, Juneteenth, Mardi Gras, New Orleans, Thanksgiving, turkey,
// drive-in, laundromat, tollbooth, toll booth, Golden Gate, Hobart, Star Ferry, Kowloon; (14) a `grep -il`
// loop for Hazard, Appalachia, town moderator, moderator, Waikato, dairy, cows, Bering, crab boat, Broken
// Hill, Royal Flying, Race of Hope, Mount Cameroon, mitzvah, Manchester, dentist, Galveston, Bengaluru,
// Bangalore, constable, traffic police, Lahore, Basant, kite, Muizenberg, shark spotter, Rhondda, male
// voice, Islay, distiller, whisky, J'ouvert, Jouvert, Trinidad, Carnival, Calgary, Stampede, chuckwagon,
// jeepney, Manila, Iten, Kilauea, Hawaii, Waffle, and context for crab in tuning-37-en.ts; (15) context for
// Bering, mitzvah, Bengaluru, Bangalore, Lahore, Jouvert, Calgary, kite, dairy, cows, Iten; (16) a `grep
// -il` loop for morris, Punch and Judy, Blackpool, pigeon, fancier, Barnsley, Chennai, Madras, Sinulog,
// Cebu, Malawi, Grenada, nutmeg, Junkanoo, Nassau, ranger, volcano, lava, Big Island, Hilo, kite fly, flying
// kites, Launceston, the loft, chuckwagon, rodeo, Broken Hill, flying doctor, Buea, Juneteenth,
// emancipation, and context for pigeon, ranger, volcano, lava, rodeo, Nassau, the loft; (17) a `grep -il`
// loop for Zanzibar, Mackinac, Dominica, fiddle, Cape Breton, Weymouth, puppet, Nkhata, Lake Malawi,
// Launceston, Galveston, Lake Kariba, kapenta, Kentucky, Vermont, Barnsley, Muizenberg, surfer, siren, and
// context for puppet, fiddle, siren, surfer; (18) a `grep -il` loop for Llandudno, kitchen party, step
// danc, town hall, Dutch Harbor, Unalaska, crab pot, kite, Islay, peat, Hazard, Barnsley, racing pigeon,
// press briefing, Leinster House, Dáil, Broken Hill, Waikato, Hamilton, milking shed, Chennai, Marina
// Beach, Nkhata, kapenta, Buea, Galveston, Juneteenth, Tasmanian, Star Ferry, Tsim Sha Tsui, Calgary
// Stampede, Rhondda, choir, and context for Weymouth in tuning-19-en.ts; (19) context for choir; (20) a
// `python3` heredoc with the twenty drafts pasted in, printing each one's word count; (21) context for
// "heart pounding|heart going|heart racing", and for moose, kangaroo, wombat, wallab, possum and elephant
// in comment lines only (piped through `grep -i "//"`); (22) context for town hall in tuning-34-en.ts and
// tuning-8-en.ts, and for step danc, puppet, lantern, lamps; (23) a `grep -ilw` loop for Morrinsville,
// gumboot, Tibooburra, emu, saltbush, chemistry, allotment, electrician, Houston, brisket, seawall, Nathan
// Road, deckhand, sailor, distill, cask, kelp, Derby, grandstand, Strafford, gavel, selectboard, wildlife,
// banshee, lino, dressing gown, holler, slicker, Mamaw, Opal, Minister, Government Buildings, journalist,
// Kathipara, samosa, Bullet, whistle, pharmacist, Mississauga, bo kata, nani, spotter, whale, bin lorry,
// Pontypridd, Treorchy, rugby, conductor, usipa, canoe, welder, Hawkesbury, Mabou, reels, prom, Judy, Cody,
// Pip, Gareth, Bilal, fit as a fiddle, raining cats, lump in my throat, like a wall, on their feet; (24) a
// `grep -ilw` loop for surveyor, miner, Brampton, Travis, Rhodri, Ida, seaman, coxswain, Texas City, frog
// strangler, strangler, pit deputy, glazier, bus driver, retired dentist, like a house, emus, and `grep
// -ohiw` context for deckhand, dentist, emus; (25) a `grep -ilw` loop for Dafydd, Ida Mae, cook, Buea, land
// surveyor, and context for "crab boat|ship's cook|the cook"; (26) a `python3` heredoc with eight redrafted
// texts pasted in, printing their word counts; (27) `ls tuning-39*` (nothing) and `grep -c ""
// tuning-38-en.ts` (a line count); (28) the parse check (`cd /work/main && node -e "require('esbuild')
// .transformSync(require('fs').readFileSync('api/src/interpreter/evaluation/tuning-39-en.ts','utf8'),
// {loader:'ts'})"`).
// Changed after the greps: a shearing shed in Gore (the twenty-second's shearing, Gore and a shearer in the
// thirty-seventh's greps) became the milking shed in the Waikato; bell-ringing in Norfolk (the twelfth's),
// a locksmith (the twenty-eighth's), a snowplough in Gander (the thirty-fourth's snowplow, the twenty-
// first's Gander), a Zamboni (the thirty-fifth's), a radio DJ in Kingston, a baker in Glasgow, a pharmacy
// exam in Lagos, a school bus in Georgia (the twenty-fourth's and thirty-seventh's school buses), Up Helly
// Aa (the twenty-second's), the cheese rolling (the twenty-fifth's Cooper's Hill), a village in Fiji and a
// festa in Malta (names in the thirty-seventh's greps), a bank in Freetown (the twenty-fourth's okada in
// Freetown, tellers in two batches), a bar mitzvah (the twenty-seventh's bat mitzvah) and a ranger at
// Kilauea (the twenty-third's lava in Leilani Estates) were dropped; a lobsterman out of Stonington (the
// thirty-fifth's) became a crab boat out of Dutch Harbor; a sugar shack in Vermont (the twenty-sixth's
// sugarbush) became town meeting in Vermont; a minibus in Hong Kong became the Star Ferry; deckhands (the
// twenty-fifth's and twenty-sixth's) became a coxswain and, after a cook (three batches), an engineer;
// Houston (three batches) became Texas City; a pharmacist in Mississauga (pharmacists in four batches,
// Mississauga in the twenty-eighth) became a bus driver in Brampton; a chemistry teacher (two batches) a
// land surveyor; an electrician (two batches) a glazier; the names Cody (the thirty-seventh's), Gareth (the
// tenth's and nineteenth's), Rhodri (the thirty-first's) and Opal (the twenty-fifth's) became Travis,
// Dafydd and Ida Mae; "raining cats and dogs" (three batches) became "a real frog strangler"; "like a wall"
// (two batches) became "like a house"; the lino (the thirty-seventh's) became the floor. Kept: ordinary
// words found in earlier batches ("a lump in my throat", a dressing gown, a whistle, a whale, canoes, a
// conductor, rugby, a Minister, emus, an allotment, "Derby" in the name Rangeland Derby, "bullet").
// Departures, disclosed: the `ls` of (1) listed every file of the evaluation folder, the held-out and
// Spanish files' names among them (none opened); the grep of (9) printed the line numbers of emotions.ts's
// id and `en` lines, the type's `en: readonly string[];` among them, and the one-line word lists of nine
// ids; the calls of (7) and (8) printed the key names of the lexicon's entries (among them those of the
// interpretation texts and exclude lists, whose contents were not printed); the greps printed passages of
// earlier texts and comments beyond file names, as the earlier helpers' greps did; the command of (19) ended
// with a `for` loop over four words whose body was only the no-op `:`; the drafts' words were counted by the
// `python3` calls of (20) and (26), which read no file and wrote none. This file was written with the file
// editing tool only (created once, then edited with `str_replace` to correct a sentence of this header and
// to take "parade", which is only waking life, out of one `outsideLexicon`); the only command run over it is
// the parse check. No test, bench,
// analysis, tsx, tsc, vitest, npm or git command was run, and no scratch file was written.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_39: readonly EvaluationDream[] = [
  // A plain dream of a flood, in the present. The dreamer milks cows in the Waikato. The cows (bull), the
  // water coming up through the grates and rising (water, flood), the gumboots (shoes), the gate (door), the
  // paddocks under water, the hills (mountain). The radio playing names no music (no singing listed). "My
  // heart pounding" is fear and no heart.
  {
    id: 'en39-milking',
    title: 'Morning milking',
    text: 'I milk three hundred cows on a farm outside Morrinsville in the Waikato. In the dream it’s half four in the morning and I’m in the shed putting the cups on, and water starts coming up through the grates in the concrete. It rises fast, up over my gumboots, up to my knees. The cows just stand there chewing, not bothered at all, and the radio keeps playing. I try to open the gate and let them out, but the paddocks are under water too, brown and flat all the way to the hills. I wake up with my heart pounding.',
    symbols: ['bull', 'water', 'flood', 'shoes', 'door', 'mountain'],
    people: [],
    emotions: ['fear'],
    notThere: ['heart'],
    outsideLexicon: ['milking shed', 'teat cups', 'grates', 'radio', 'paddocks'],
  },
  // A plain dream of drowning, typed in a hurry. The engineer is the dreamer. The crab boat (boat), the big
  // sea at night (ocean), the ice on the rails (snow), the wave, the black water, "couldnt find the
  // surface" (drowning, not being lost: no lost), the deck lights (light), sinking (drowning); "the size
  // of dinner plates" is a measure (no food); "doesnt even fish" (no fish: the crabs have no lexicon word).
  // The brother (as written) hauling the dreamer out is the turn. "Terrified" is fear.
  {
    id: 'en39-crab-boat',
    title: 'crab boat',
    text: 'im the engineer on a crab boat out of dutch harbor. dream i was out on deck helping haul pots in a big sea at night, ice all over the rails, and a wave came over the side and took me. went down into black water and couldnt find the surface, the cold squeezed the air right out of me. could see the deck lights above all yellow and blurry getting smaller and i was sinking past crabs the size of dinner plates. kept kicking and kicking. then somebody grabbed my hood and hauled me up onto the deck and it was my brother travis who doesnt even fish. woke up soaked, terrified',
    symbols: ['boat', 'ocean', 'snow', 'wave', 'water', 'light', 'drowning'],
    people: ['brother'],
    emotions: ['fear'],
    notThere: ['lost', 'food', 'fish'],
    written: { brother: 'brother' },
    turn: ['brother'],
    outsideLexicon: ['crab pots', 'crabs', 'deck', 'hood'],
  },
  // A plain dream of flying. The pilot is the dreamer; Broken Hill is a town (no mountain); "the clinic run"
  // is the route (no clinic seen: no hospital). The plane melting away (plane), flying arms out (flying);
  // the flight nurse (doctor, the lexicon's nurse) flying beside, her blue uniform (clothes), her laughing
  // (hers; the dreamer's "happy" is joy); the highway (road), the emus (bird); "climbed" is height gained
  // (no climbing). "I wasn't scared for a second" (no fear). "Happy" is joy.
  {
    id: 'en39-flying-doctor',
    title: 'Clinic run',
    text: 'I fly for the Royal Flying Doctor Service out of Broken Hill. In the dream I was on the clinic run to Tibooburra when the plane just melted away around me, cockpit, seat, the lot, and I kept going on my own, arms out, over the red dirt and the saltbush. The flight nurse was flying beside me in her blue uniform, laughing. We followed the highway north, low enough to watch the emus running, then climbed till the air went cold and the whole outback curved away under us. I wasn’t scared for a second. I woke up at five, happy, and went to check the weather.',
    symbols: ['plane', 'flying', 'clothes', 'road', 'bird'],
    people: ['doctor'],
    emotions: ['joy'],
    notThere: ['mountain', 'hospital', 'climbing', 'fear'],
    notFelt: ['fear'],
    outsideLexicon: ['cockpit', 'red dirt', 'saltbush', 'outback'],
  },
  // A plain dream of legs that will not move. The surveyor is the dreamer. Mount Cameroon and its summit
  // (mountain, gone up), the forest, the legs and the foot (feet), "would not move" (paralysis), the hands;
  // "like they were tree trunks" (no tree); the runners who "streamed past" (crowd; no river); the old
  // women (wise_elder) "from the market" (no shop); the children (child) in school uniform (clothes; no
  // school), all laughing (theirs: no joy); "already dark" (darkness). "So frustrated" is anger.
  {
    id: 'en39-race-of-hope',
    title: 'Race of Hope',
    text: 'I’m a land surveyor in Buea, and every February I run the Race of Hope up Mount Cameroon. In the dream the horn went and everybody ran off up through the tea and into the forest, and my legs would not move. I was pulling at them with both hands like they were tree trunks. The other runners streamed past me, hundreds of them, then the old women from the market, then children in school uniform, all laughing. I could see the summit up in the cloud. When I finally got one foot forward, it was already dark. I woke up with cramp in both calves, so frustrated.',
    symbols: ['mountain', 'forest', 'feet', 'paralysis', 'hands', 'clothes', 'darkness'],
    people: ['crowd', 'wise_elder', 'child'],
    emotions: ['anger'],
    notThere: ['tree', 'river', 'shop', 'school', 'joy'],
    notFelt: ['joy'],
    outsideLexicon: ['horn', 'tea plantation', 'cloud', 'cramp'],
  },
  // A plain dream of the dead come back, through a sign. The glazier is the dreamer. The pigeon loft is no
  // attic; the dad is only remembered and his handwriting only on the race rubber (no father); "come home"
  // (no house); the sky; the bird, the hen; "He's been dead eleven years" (a death dated in waking life: no
  // death). The whole sky full of pigeons (bird) is the turn. "Crying" is sadness.
  {
    id: 'en39-pigeons',
    title: 'Pigeons from France',
    text: 'I’m a retired glazier and I race pigeons from a loft at the bottom of my allotment in Barnsley, same as my dad did. In the dream it was the big race from France and I stood at the loft all day waiting for them to come home. The sky stayed empty for hours. Then one bird dropped onto the landing board, my blue chequer hen, and when I picked her up, her race rubber had my dad’s handwriting on it. He’s been dead eleven years. I looked up and the whole sky was full of pigeons, thousands of them, all coming down at once. I woke up crying.',
    symbols: ['bird', 'sky'],
    people: [],
    emotions: ['sadness'],
    notThere: ['attic', 'father', 'house', 'death'],
    turn: ['bird'],
    outsideLexicon: ['pigeon loft', 'allotment', 'landing board', 'race rubber'],
  },
  // A plain dream of the dead come back. Texas City is where the dreamer teaches (no city); the kids
  // (child); the granddaddy (grandfather, as written, a word the lexicon lacks), "He passed in 2009" (no
  // death); the beach; the church suit (clothes; no church); the straw hat; the plate of brisket and potato
  // salad (food); "his daddy" only told about (no father); the sun; the Gulf (ocean, a named sea seen);
  // "tears on my face" (sadness; the waking face is counted, as the README says). "Tears" is sadness.
  {
    id: 'en39-juneteenth',
    title: 'Juneteenth',
    text: 'I teach fourth grade in Texas City, and every Juneteenth we go down to the seawall in Galveston after the parade. In the dream I was there with my kids and my granddaddy came walking up the beach in his church suit and that straw hat, like nothing ever happened. He passed in 2009. He sat down on the cooler and asked for a plate, so I fixed him brisket and potato salad, and he ate and told the kids about his daddy picking cotton out by Hempstead. The kids just listened. The sun went down orange over the Gulf. Then he stood up and said he had to get on. I woke up with tears on my face.',
    symbols: ['beach', 'clothes', 'food', 'sun', 'ocean', 'face'],
    people: ['child', 'grandfather'],
    emotions: ['sadness'],
    notThere: ['city', 'church', 'father'],
    written: { grandfather: 'granddaddy' },
    outsideLexicon: ['seawall', 'straw hat', 'cooler'],
  },
  // A plain dream of lateness, in the present. The coxswain is the dreamer; "Star Ferry" is a name (no sky).
  // Running down Nathan Road (road), the sailor's uniform (clothes), every clock, the crowds and the
  // passengers (crowd), the ferry pulling away without him (boat, late; "never once been late" is waking
  // life), the windows, falling towards the water. "Thick as soup" names no lexicon image. "Panicked" is
  // fear.
  {
    id: 'en39-star-ferry',
    title: 'Star Ferry',
    text: 'I’m a coxswain on the Star Ferry, Tsim Sha Tsui to Central, and in nineteen years I’ve never once been late. In the dream I’m running down Nathan Road in my sailor’s uniform and every clock I pass shows a different time. The crowds are thick as soup and keep pushing me back. When I reach the pier the gangway is already up and my ferry is pulling away with nobody at the wheel. The passengers are all looking at me through the windows. I jump for it and miss, and I’m falling towards the water when I wake up, sweating and panicked.',
    symbols: ['late', 'road', 'clothes', 'clock', 'boat', 'window', 'falling', 'water'],
    people: ['crowd'],
    emotions: ['fear'],
    notThere: ['sky'],
    outsideLexicon: ['pier', 'gangway', 'wheel'],
  },
  // A plain dream of fire. The stillman is the dreamer. The door to the warehouse, every cask on fire, the
  // flames (fire); the sea heard behind the wall (ocean); the shore only wished for (no beach); the roof
  // falling in is no falling of the dreamer's (no falling); the snow drifting down through the gap is the
  // turn. "Scared" is fear.
  {
    id: 'en39-islay',
    title: 'Bonded warehouse',
    text: 'I run the stills at a distillery on Islay. In the dream I was on the night shift alone and smelled smoke, and when I opened the door to the bonded warehouse every cask was on fire, rows and rows of them, the flames right up in the rafters. I ran for the hose and it was just a long rope of kelp. The heat was unbearable. I could hear the sea behind the wall and kept thinking, if I could only get the fire down to the shore it would go out. Then the roof fell in and snow came drifting down through the gap. I woke up hot, shaking, scared.',
    symbols: ['door', 'fire', 'ocean', 'snow'],
    people: [],
    emotions: ['fear'],
    notThere: ['beach', 'falling'],
    turn: ['snow'],
    outsideLexicon: ['stills', 'smoke', 'bonded warehouse', 'casks', 'rafters', 'hose', 'kelp', 'roof'],
  },
  // A plain dream of a runaway. The driver of chuckwagons is the dreamer. The lines in the hands, the horses
  // gone (they were there: horse), the wagon rolling on its own, the grandstand (crowd); "everybody was on
  // their feet" is a set phrase (no feet); the highway (road) and the cars. "My heart going like a train" is
  // fear, with no heart and no train. "Scared" is fear.
  {
    id: 'en39-chuckwagon',
    title: 'Rangeland Derby',
    text: 'I drive chuckwagons at the Stampede. In the dream it was the last heat of the Rangeland Derby, and coming round the second barrel the lines went slack in my hands and the horses were just gone. The wagon kept rolling on its own, faster and faster down the track towards the grandstand, and everybody was on their feet. I was pulling on nothing. I went straight through the rail and out onto the highway into the traffic, cars swerving, horns going everywhere. I woke up before I hit anything, drenched and scared, my heart going like a train.',
    symbols: ['hands', 'horse', 'road', 'car'],
    people: ['crowd'],
    emotions: ['fear'],
    notThere: ['feet', 'heart', 'train'],
    outsideLexicon: ['chuckwagon', 'barrel', 'reins', 'track', 'grandstand', 'rail'],
  },
  // A plain dream of losing the voice in public. "A retired dentist" is the dreamer (no doctor); "town
  // meeting" and "the town hall" (no city, no hallway); the town hall packed, everybody waiting (crowd);
  // "no sound came out" (voice); the school board are people (no school). "Mortified" is shame.
  {
    id: 'en39-town-meeting',
    title: 'Town meeting',
    text: 'I’m a retired dentist, and I’ve moderated our town meeting in Strafford for twelve years. In the dream it was the first Tuesday in March, the town hall packed, folding chairs right to the back, and I stood up at the podium to call the meeting to order. I opened my mouth and no sound came out. Not a word. I banged the gavel and that made no sound either. Everybody sat there waiting, the selectboard, the school board, my neighbours with their knitting. Then someone at the back said, ‘Well, I move we adjourn,’ and they all got up and left. I woke up mortified.',
    symbols: ['voice'],
    people: ['crowd'],
    emotions: ['shame'],
    notThere: ['doctor', 'city', 'hallway', 'school'],
    outsideLexicon: ['town hall', 'folding chairs', 'podium', 'gavel', 'knitting'],
  },
  // A name of an animal, a simile, another's feeling, a feeling denied, an idiom, a gendered word and a
  // turn. Tasmanian devils are animals with no lexicon word (no devil); the kitchen, the roast chicken
  // (food); "screaming like banshees" a likeness; the husband (as written) furious (his: no anger), his
  // dressing gown (clothes); "I wasn't angry" (no anger); laughing (joy), "couldn't breathe" with laughter
  // (no breath); Pip "climbed" into the lap (no climbing of the dreamer's); the eyes seen, the mother only
  // in the likeness (no mother): the eyes are the turn. "A lump in my throat" is sadness.
  {
    id: 'en39-devils',
    title: 'Devils',
    text: 'I raise orphaned Tasmanian devils at a wildlife sanctuary outside Launceston. In the dream all twelve of them had got out and were in our kitchen, screaming like banshees over a roast chicken on the floor. My husband, he was furious, standing on a chair in his dressing gown yelling that I’d brought my work back with me again. I wasn’t angry. I was laughing so hard I couldn’t breathe. Then the smallest one, Pip, climbed into my lap and went still, and when I looked down she had my mother’s eyes, grey and tired. I woke up with a lump in my throat.',
    symbols: ['kitchen', 'food', 'clothes', 'eyes'],
    people: ['husband'],
    emotions: ['joy', 'sadness'],
    notThere: ['devil', 'anger', 'breath', 'climbing', 'mother'],
    notFelt: ['anger'],
    written: { husband: 'husband' },
    turn: ['eyes'],
    outsideLexicon: ['Tasmanian devils', 'chair'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // An idiom, negations, a likeness, an image only in a book, a recognition. "A real frog strangler" is
  // heavy rain (rain; no frog); the creek (river), the road gone to mud (road, mud); "no house anywhere"
  // (no house); the little girl's yellow slicker (clothes); the library card and the books (book); she
  // "climbed in" (no climbing); "like she was starving" a likeness; the ocean only in the book she wants
  // (no ocean). The girl is the grandmother (as written) as a child, read as her alone, with Mamaw's face
  // (face): the turn. "So loved" is love.
  {
    id: 'en39-bookmobile',
    title: 'Bookmobile',
    text: 'I drive the bookmobile up the hollers out of Hazard. In the dream it was a real frog strangler, rain coming down in sheets, and I was way up a creek I’d never seen, the road gone to mud under the wheels. There was no house anywhere, no mailbox, nothing, but a little girl in a yellow slicker was waiting on a rock with a library card. She climbed in and read every spine out loud like she was starving. She wanted a book about the ocean. When she signed the card she wrote my grandmother’s name, Ida Mae, and she looked up at me with Mamaw’s face. I woke up feeling so loved.',
    symbols: ['rain', 'river', 'road', 'mud', 'clothes', 'book', 'face'],
    people: ['grandmother'],
    emotions: ['love'],
    notThere: ['frog', 'house', 'climbing', 'ocean'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother'],
    outsideLexicon: ['bookmobile', 'hollers', 'slicker', 'rock', 'library card'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Verbs kept apart, a song title, metaphors, others' feelings, a feeling denied, a gendered word and a
  // turn. The interpreter is the dreamer. The Minister, a small woman (stranger, as written), her green suit
  // (clothes); she sings (singing, heard) while the dreamer signs; "The Parting Glass" is a song (no glass);
  // "My hands were flying, like they were dancing" (hands; no flying, no dancing); the journalists in tears
  // (crowd; theirs: no sadness); "I didn't cry" (no sadness). The whole room signing back (crowd) is the
  // turn. "Completely calm" is calm.
  {
    id: 'en39-sign-language',
    title: 'The Parting Glass',
    text: 'I’m an Irish Sign Language interpreter, and in the dream I was doing the evening briefing at Government Buildings beside the Minister, a small woman in a green suit. Halfway through the figures she stopped and started to sing ‘The Parting Glass’, and I had to sign it. My hands were flying, like they were dancing on their own. The journalists were in tears, every one of them. I didn’t cry; I was concentrating too hard. When she finished there was no sound at all, and then I saw the whole room signing back to me, the crews, the ushers, everyone. I felt completely calm.',
    symbols: ['clothes', 'singing', 'hands'],
    people: ['stranger', 'crowd'],
    emotions: ['calm'],
    notThere: ['glass', 'flying', 'dancing', 'sadness'],
    notFelt: ['sadness'],
    written: { stranger: 'woman' },
    turn: ['crowd'],
    outsideLexicon: ['briefing room', 'sign language'],
    probes: ['metaphor', 'verbs', 'negation', 'gender', 'turn'],
  },
  // Set phrases, a simile, another's feeling, a feeling denied, a gendered pronoun and a turn. The constable
  // is the dreamer (the word "police" is not written). "The signals died" and "stopped dead" (no death);
  // "my box" is the traffic box (no box); the buses (bus), the cow (bull); "like a flood" (no flood); "My
  // boss, she" (boss; no `written`, since "boss" carries no gender) eating a samosa (food) and laughing
  // (hers: no joy); "I didn't lose my temper" (no anger); the one lifted hand that stops everything (hands)
  // is the turn; the rain. "Peaceful" is calm ("proud" has no emotion id).
  {
    id: 'en39-kathipara',
    title: 'Kathipara',
    text: 'I’m a traffic constable at the Kathipara junction in Chennai. In the dream all the signals died at rush hour and I was alone on my box with my whistle. Buses, autos, two-wheelers, a cow, everything coming at me from six sides like a flood. My boss, she rode up on her Bullet, and instead of helping she sat on it eating a samosa and laughing at me. I didn’t lose my temper. I just lifted one hand and the whole lot stopped dead, even the cow. Then it started to rain, soft and warm. I felt strangely proud, and peaceful.',
    symbols: ['bus', 'bull', 'food', 'hands', 'rain'],
    people: ['boss'],
    emotions: ['calm'],
    notThere: ['death', 'box', 'flood', 'joy', 'anger'],
    notFelt: ['joy', 'anger'],
    turn: ['hands'],
    outsideLexicon: ['traffic signals', 'traffic box', 'whistle', 'autos', 'two-wheelers', 'motorbike', 'samosa'],
    probes: ['metaphor', 'negation', 'turn'],
  },
  // A trade, a feeling denied, a likeness, a gendered word and a turn, typed in a hurry in the present. "i
  // drive a bus" in waking life (no bus); the roof of the nani's house (house; the nani, grandmother as
  // written, is on the balcony at the end); the sky; the cousin (family); "i'm not scared" (no fear); "it
  // feels like flying" (no flying: the dreamer runs and jumps); falling into the street (falling, road);
  // the cart of oranges (food) the soft landing is the turn; the nani laughing is hers, the dreamer's
  // "woke up laughing" is joy.
  {
    id: 'en39-basant',
    title: 'basant',
    text: 'i drive a bus in brampton now but in the dream its basant on the roof of my nani’s house in lahore and i’m twelve again. kites everywhere, the sky more kite than sky. my cousin bilal cuts my string and yells bo kata, and i don’t even care, i just go running after my kite across the roofs, jumping from one to the next. i’m not scared, it feels like flying. then there’s no next roof. i fall and fall down into the street and land soft in a cart of oranges. my nani is laughing at me from the balcony. woke up laughing',
    symbols: ['house', 'sky', 'falling', 'road', 'food'],
    people: ['grandmother', 'family'],
    emotions: ['joy'],
    notThere: ['bus', 'fear', 'flying'],
    notFelt: ['fear'],
    written: { grandmother: 'nani' },
    turn: ['food'],
    outsideLexicon: ['kites', 'roofs', 'kite string', 'cart', 'balcony'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // A trade, an image taken back, a shadow, a simile, a feeling denied and a turn. "A shark spotter" is the
  // dreamer's trade, and "it wasn't a shark at all" (no shark); the shadow in the water is the whale's (no
  // shadow_figure); the mountain, the water, the surfers (stranger), the beach, the sand and the shore
  // (beach); "flat as glass" (no glass); "not from fear" (no fear). The whale is the turn. "The most
  // beautiful thing" is wonder.
  {
    id: 'en39-shark-spotter',
    title: 'Spotter',
    text: 'I’m a shark spotter on the mountain above Muizenberg. In the dream I saw the shadow in the water, huge, coming in under the surfers, and I hit the siren and put up the white flag, but nobody moved. They just sat on their boards in a row, all looking back at the beach, and the water went flat as glass. I ran down the mountain shouting. By the time I got to the sand the shadow was right at the shore, and then it lifted its head out of the water, and it wasn’t a shark at all. It was a whale, and it looked straight at me. I was shaking, but not from fear. It was the most beautiful thing I’ve ever seen.',
    symbols: ['mountain', 'water', 'beach', 'whale'],
    people: ['stranger'],
    emotions: ['wonder'],
    notThere: ['shark', 'shadow_figure', 'glass', 'fear'],
    notFelt: ['fear'],
    turn: ['whale'],
    outsideLexicon: ['siren', 'white flag', 'surfboards'],
    probes: ['metaphor', 'negation', 'turn'],
  },
  // Verbs kept apart, a simile, another's feeling, a death dated, set phrases and "I woke up crying, but I
  // wasn't sad". The dreamer sings in the choir (singing; the choir, crowd); "like a house" (no house); the
  // brother (as written) dancing on the bar (dancing, another's seen); "hold a note" is a set phrase; the
  // conductor, a tiny woman (stranger, as written), furious (hers: no anger); "died in 2019" (no death);
  // "waved" (no wave); the fire door (door; no fire); "I woke up crying, but I wasn't sad" (no sadness).
  // "At peace" is calm.
  {
    id: 'en39-male-voice-choir',
    title: 'Second bass',
    text: 'I drive a bin lorry in Pontypridd and sing second bass in a male voice choir in Treorchy. In the dream we were rehearsing in the rugby club and the sound was like a house, solid, you could have walked in and sat down. Then my brother Dafydd, who never could hold a note, walked in and started dancing on the bar. The conductor, a tiny woman from Cardiff, was furious and threw her baton at him. Nobody stopped singing. Dafydd died in 2019, and in the dream I knew it and didn’t mind. He danced till the last chord, then waved and went out through the fire door. I woke up crying, but I wasn’t sad. I was at peace.',
    symbols: ['singing', 'dancing', 'door'],
    people: ['crowd', 'brother', 'stranger'],
    emotions: ['calm'],
    notThere: ['house', 'anger', 'death', 'wave', 'fire', 'sadness'],
    notFelt: ['anger', 'sadness'],
    written: { brother: 'brother', stranger: 'woman' },
    outsideLexicon: ['rugby club', 'bar', 'baton'],
    probes: ['metaphor', 'verbs', 'negation', 'gender'],
  },
  // Negated images, another's feeling, a feeling denied, a metaphor, a gendered word and a turn. The fish,
  // Lake Malawi (lake, seen), the lamps (candle) on the canoes (boat); "no moon and not one star" (no moon,
  // no sky); the light, the water "turned to silver" (water; the silver a likeness); the wife (as written)
  // on the shore (beach) calling, frightened (hers: no fear); "I was not afraid" (no fear); the father
  // only owns the lantern (no father). The lantern hanging on nothing (candle) is the turn. "Missing him" is
  // nostalgia. The moonless night, with no word "dark", is not read as darkness.
  {
    id: 'en39-usipa',
    title: 'Usipa',
    text: 'I fish for usipa on Lake Malawi out of Nkhata Bay, at night, with lamps on the canoes. In the dream there was no moon and not one star, only our lamps, and the fish came up to the light so thick the water turned to silver. My wife was on the shore, frightened, calling me to come back in, but I was not afraid. The lake kept getting wider and the other canoes’ lamps went out one by one. I kept paddling toward the last light. When I got close it was my father’s old lantern, hanging on nothing, still lit. I woke up missing him so much.',
    symbols: ['fish', 'lake', 'candle', 'boat', 'light', 'water', 'beach'],
    people: ['wife'],
    emotions: ['nostalgia'],
    notThere: ['moon', 'sky', 'fear', 'father'],
    notFelt: ['fear'],
    written: { wife: 'wife' },
    turn: ['candle'],
    outsideLexicon: ['paddle'],
    probes: ['metaphor', 'negation', 'gender', 'turn'],
  },
  // Verbs kept apart, a simile, a negated verb, a recognition, gendered words and an idiom. The kitchen
  // party (kitchen, party) at the aunt's (family, as written); "like water" (no water); the dancers' feet
  // (feet) and their step dancing (dancing; the crowd of the party); "a man I didn't know" turns out to be
  // the father (as written), read as him alone (no stranger), his black coat (clothes); "Nobody was
  // singing" and the fiddle played is no singing (no singing); "fit as a fiddle" is an idiom. The father
  // young again is the turn. "Happy" is joy, "confused" confusion.
  {
    id: 'en39-kitchen-party',
    title: 'Kitchen party',
    text: 'I’m a welder in Port Hawkesbury and I play fiddle, and Saturday nights there’s a kitchen party at my aunt’s in Mabou. In the dream I was playing a set of reels and the floor went soft and rolling like water under everybody’s feet, and nobody minded, they just kept step dancing. My aunt was dancing with a man I didn’t know, a tall fellow in a black coat. Nobody was singing, it was only feet and fiddle. I couldn’t stop playing; my bow arm wouldn’t quit. Then the man turned round and it was my father, thirty years younger, fit as a fiddle. I woke up happy and a bit confused.',
    symbols: ['kitchen', 'party', 'feet', 'dancing', 'clothes'],
    people: ['family', 'crowd', 'father'],
    emotions: ['joy', 'confusion'],
    notThere: ['water', 'stranger', 'singing'],
    written: { family: 'aunt', father: 'father' },
    turn: ['father'],
    outsideLexicon: ['fiddle', 'bow', 'floor'],
    probes: ['metaphor', 'verbs', 'gender', 'turn'],
  },
  // Names and puppets, others' feelings, a feeling denied, gendered words and a turn. "Punch" is a puppet (no
  // fight); the glove puppets (toy), the crocodile, the policeman and the baby among them (no crocodile, no
  // police, no baby); the hands and fingers (hands); the kids out front (child) and the audience (crowd);
  // the family, the mum (mother, as written), the ex-wife (ex, as written; no wife), the two daughters
  // (daughter, as written), on the sand (beach); "Nobody laughed" (no joy); "I wasn't frightened" (no
  // fear). The family in the audience is the turn. "Terribly lonely" is loneliness.
  {
    id: 'en39-punch-and-judy',
    title: 'Punch and Judy',
    text: 'I’ve done Punch and Judy on the prom at Llandudno for thirty summers. In the dream I was in the booth with Punch on one hand and the crocodile on the other, and the kids out front were screaming ‘He’s behind you!’ like always. But when I reached for the policeman and the baby, they were gone, and then my hands were empty, just my own fingers wiggling. The curtain lifted by itself, and the audience wasn’t kids any more. It was my whole family, my mum, my ex-wife, my two daughters, sitting on the sand not saying a word. Nobody laughed. I wasn’t frightened, just terribly lonely.',
    symbols: ['toy', 'hands', 'beach'],
    people: ['child', 'crowd', 'family', 'mother', 'ex', 'daughter'],
    emotions: ['loneliness'],
    notThere: ['fight', 'crocodile', 'police', 'baby', 'wife', 'joy', 'fear'],
    notFelt: ['fear'],
    written: { mother: 'mum', ex: 'ex-wife', daughter: 'daughter' },
    turn: ['family'],
    outsideLexicon: ['Punch and Judy booth', 'curtain', 'promenade'],
    probes: ['negation', 'gender', 'turn'],
  },
];
