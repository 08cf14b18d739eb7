// English, thirty-third tuning batch, the thirty-first plain batch (written and hand-coded on 2026-12-07 before the coder
// was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams, as
// against the earlier tuning batches. (This first sentence is wrapped over three lines, as en-tuning-32.ts and
// en-tuning-31.ts have it.)
// The dreamers are American (someone at a Halloween haunted house attraction in Salem, Massachusetts, with a roommate
// and her boyfriend; a son or daughter in the line at a cheesesteak stand in South Philly with a father), Canadian (a
// sternman on an uncle's lobster boat out of Lunenburg, Nova Scotia; someone alone at a church fall supper in
// Steinbach, Manitoba), English (a mother running the tombola at a daughter's school Christmas fair in Nuneaton; a
// mother on holiday at Butlins in Minehead with her husband and little boy), Scottish (a husband made to give the
// Address to a Haggis at a Burns supper in the Globe in Dumfries), Irish (a woman taken to the matchmaking festival in
// Lisdoonvarna, County Clare, by her sister), Welsh (a wife at the Elvis festival in Porthcawl with her husband),
// Northern Irish (someone alone at the Ould Lammas Fair in Ballycastle), Australian (an aunt or uncle at the Royal
// Easter Show at Homebush, Sydney, with a niece), a New Zealander (a night worker at a kiwifruit packhouse in Te Puke),
// South African (a young man at a tavern in Soshanguve with a friend), Nigerian (a traveller at the Uselu motor park in
// Benin City), Jamaican (a grandchild at Grand Market in May Pen on Christmas Eve night with a grandmother, in Jamaican
// English), Trinidadian (a young woman at Phagwa on the savannah in Aranguez, in Trinidadian English), Indian (someone
// at the Lohri bonfire in a lane of Amritsar), Pakistani (someone alone in Raja Bazaar, Rawalpindi), Malaysian (a
// worker at a boss's Hari Raya open house in Shah Alam) and Filipino (someone climbing the palo sebo, the greased pole,
// at the town fiesta in Pateros); where a text does not give the dreamer's sex, the comments do not either (no code
// depends on the dreamer's sex). None of these situations or places is used by an earlier English batch: before
// writing, the words of each were counted over the earlier English batches (haunted house, Salem, plague doctor,
// cheesesteak, Philadelphia, philly, lobster, Lunenburg, fall supper, fowl supper, Steinbach, Manitoba, tombola,
// Christmas fair, Nuneaton, Butlins, holiday camp, redcoat, chalet, Minehead, Corby, Burns supper, haggis, address
// to, Selkirk, Dumfries, Globe, Lisdoonvarna, matchmak, matchmaker, Kilfenora, Tayto, Porthcawl, Elvis, Merthyr, gold
// lam, Lammas, Ballycastle, yellowman, dulse, Easter Show, Homebush, woodchop, showbag, fairy floss, dagwood,
// kiwifruit, packhouse, Te Puke, Crunchie, Soshanguve, shebeen, pool table, motor park, agbero, Uselu, Benin, Asaba,
// chewing stick, Grand Market, May Pen, Half Way Tree, Phagwa, Aranguez, chowtal, abir, sweetrice, Lohri, Amritsar,
// rewri, gajak, mohalla, chachi, Rawalpindi, Raja Bazaar, dry fruit, Hari Raya, Shah Alam, ketupat, rendang, duit,
// Pateros, palo sebo, greased: none found). Situations and places first thought of and dropped because an earlier
// batch had them: ice fishing (a fish house on Mille Lacs), a sugar shack (maple), the northern lights over
// Yellowknife (the northern lights after a snowed-in night), a kite fight at Basant in Lahore (kites on the seawall in
// Georgetown; chaand raat in Lahore), a kwanjula in Kampala (an introduction ceremony in Mukono, reached by boda boda),
// the ladies' compartment of a Mumbai fast local (a fast local at Dadar), Onam sadya (Onam in Thrissur), Durga Puja
// pandal hopping (north Kolkata), bangles in Raja Bazaar (bangles bought by a phupho), a langar (seva at a gurdwara),
// sleeping on charpais on a roof in Multan (the same in an earlier batch), a haunted house in Sandusky (Sandusky is a
// place in an earlier batch: moved to Salem), Butlins in Skegness (the seafront at Skegness: moved to Minehead), Phagwa
// in Chaguanas (Chaguanas used twice: moved to Aranguez), Hari Raya in Kuala Lumpur (the TBS terminal there: moved to
// Shah Alam), a Christmas fair in Stoke (Stoke-on-Trent used: moved to Nuneaton), Grand Market in Kingston (KPH in
// Kingston: moved to May Pen), a motor park in Lagos or Ibadan (both used: moved to Benin City), a bus to Warri (used:
// Asaba), a woman from Swindon at the head of a hen party (Swindon and a hen do used: a woman from Corby), a Buc-ee's on
// a road trip in Texas (a flat on I-35 from Austin, a rest stop), and a rodeo, a homecoming game, a Waffle House,
// darts, a sports day, a Boxing Day swim, a parents' evening, a ferry, a crawfish boil, Mardi Gras, a sound system,
// doubles, a jeepney, a daladala and a sheepdog trial (all found). The Lohri bonfire keeps the word "bonfire", which an
// earlier English dream has for bonfire night in England (a different festival; written here as a possible overlap).
// First names were counted too (word matches over the earlier English batches), and these, already used, were changed
// before coding: Gord (to Lyall), Poppy (Ivy), Maisie (Tilly), Mrs Okafor (Mrs Kowalczyk), Lee and Dale (Ronnie), Alfie,
// Reggie, Teddy, Archie, Harvey and Stanley (Monty), Tam (Wullie), Morag (Elspeth), Huw (Emyr), Sienna (Indi), Trish
// (Raewyn), Sipho (Thabiso), Lerato (Dineo), Ravi (Vikash), Jun (Boyet) and Andrea (Trina); those kept (Brianna, Colt,
// Lyall, Ivy, Tilly, Kowalczyk, Ronnie, Monty, Wullie, Elspeth, Nuala, Emyr, Indi, Raewyn, Wiremu, Thabiso, MaNtuli,
// Dineo, Sharda, Vikash, Harjot, Gurpreet, Rahim, Melissa, Boyet, Trina) were found in none.
// Each writes their own English ("It's October and I'm doing a haunted house", "still mad at Colt"; "at like 2am",
// "yelled at ME", "lol", "so embarrassed"; "sternman", "a red-faced fella", "his young fella", "I did good, b'y",
// "scared stiff"; "vereniki", "didn't know a soul", "suspenders"; "told off by the head", "a right idiot", "cross";
// "roped me into", "had a right go at", "our little lad", "chuffed"; "Auld Wullie", "took a swipe", "a clip round the
// ear", "stood me a dram"; "marry me off", "an old fella", "asked me up for a set dance", "a bag of Tayto"; "taking the
// mick", "nicked", "legged it down the prom", "a bit put out"; "the Diamond", "my granda", "a wee black pony", "dead
// sad"; "this bloke with a mullet", "sideshow alley", "dagwood dogs"; "like the season after uni", "chucking", "smoko",
// "a Crunchie"; "my bra", "voetsek", "a big mama called MaNtuli", "threw the both of them out"; "agbero", "a chewing
// stick", "vexed"; "Dream seh", "thick bad", "tief", "box him", "start cuss", "fi mind her business", "whole heap a
// people", "laugh after", "me did frighten"; "everybody covered in abir", "my tanty", "cuss him stink", "hug up", "I so
// vex"; "mohalla", "gali", "chachi", "chacha", "dadi", "fat like a buffalo"; "Pindi", "my late nana", "azaan"; "Encik
// Rahim", "lah", "malu"; "barkada", "Kuya", "kilig", "hiya").
// Two are typed in a hurry with little punctuation (South Philly, Homebush); the Salem, Te Puke and Aranguez dreams are
// told in the present, the Aranguez and May Pen ones in the bare verb forms of Caribbean English. Three have almost no
// interactions (Steinbach one; Ballycastle and Raja Bazaar none).
// Written by a helper who read only README.md (in this folder), `hand-codes.ts`, `../codes.ts`, en-tuning-32.ts and
// en-tuning-31.ts (both in full), and the lines of the earlier English tuning batches printed by `grep` (not the coder,
// not a held-out file, not score.ts, not a test, no Spanish batch), and hand-coded before and without any tool.
// Commands run, all read-only, in the evaluation folder (../codes.ts from its parent): `ls *tuning* && wc -c README.md
// hand-codes.ts ../codes.ts en-tuning-31.ts en-tuning-32.ts` (the `ls` named tuning batches only, so no held-out file
// name was listed); `cat README.md` (its middle cut by the tool) and then `sed -n 178,380p README.md` and `sed -n
// 380,563p README.md` for what was cut; `cat hand-codes.ts ../codes.ts`; `cat en-tuning-32.ts` (cut by the tool) and
// `sed -n 133,405p en-tuning-32.ts`; `sed -n 1,200p`, `sed -n 200,600p` (cut by the tool), `sed -n 395,400p` and `sed
// -n 600,800p` of en-tuning-31.ts; over the earlier English tuning batches only (`en-tuning.ts en-tuning-*.ts`):
// thirteen shell loops of `printf` and `grep -il -- WORD ... | wc -l` (the last five `grep -ilw`, for names and
// phrasings), printed through `column`, counting the situation, place and name words above and about a hundred and
// fifty more (from second line,
// ice fish, DMV, curling, donkey, morris, cheese roll, highland games, choir, hurling, bonfire, sausage sizzle,
// shearing, matric, naming ceremony, nine night, local train, ganpati, baraat, kite, rishta, pasar malam, jeepney,
// boda, rodeo, homecoming, fete, darts, sports day and ferry to crawfish, parade, potluck, derby, aurora, crazy golf,
// pigeon, escape room, driving test, reunion, sheepdog, anzac, nippers, whitebait, spaza, klopse, JAMB, crusade,
// parang, j'ouvert, bazaar, durian, thaipusam, simbang, fiesta, getai, drive-thru, balloon, corn maze, vegas, skating,
// stampede, kochi, onam, sadya, lucknow, kerala, sangeet, langar, gurdwara, kumbh, multan, charpai, roof, kilig, hiya,
// malu, dadi, chacha, voetsek, bucket hat, Black Label, smoko, Chiefs, possum, tanty, cider and groundnut, the names
// listed above and about twenty more first names looked at and not used); eleven `grep -hio` and one `grep -hiow`
// (for "holi", with `head`) printing the words around the words found (new orleans, kite, introduction, fete, ice
// fish, mumbai, lahore, kampala, halifax, burns, fish house, anzac, fiesta, lobster, haunted, thaipusam, exam hall,
// shebeen, tim horton, sandusky, kingston, dadar, nova scotia, ibadan, islamabad, corn maze, open house, maxi,
// stampede, northern lights, bach, skegness, chaguanas, abir, kuala lumpur, austin, onitsha, orchard, kolkata, enugu,
// kerala, onam, benin, palo, fast local, raja, bangle, tavern, piper, tout, gurdwara, roof, bonfire), cut with `cut`
// and `head` ("tavern" was found only as a pedal tavern and a taverna in Crete; "abir" only inside "Kabir"); `grep -hi` for the lines on unseen actors ("unseen", "never
// seen", with `head`), on Stanley (with `head`), and for the character lines and comments on crushes, a Kuya,
// roommates, a boss's wife, co-workers and a head teacher (through `sort | uniq -c` and `head`). Before the file was
// written, three `cat <<'EOF' | awk '{print NR": "NF}'` commands counted the words of the draft texts given in the
// here-document (not this file); four texts over 110 words were shortened. After writing, the parse check the brief
// gives (`node -e "require('esbuild').transformSync(...en-tuning-33.ts...,{loader:'ts'})" && echo ok`), run from
// /work/main twice (the second time after the last edit; both printed ok); indexes, the notation and the totals were checked by eye against the parser in hand-codes.ts: 20
// dreams of 88 to 110 words (counted on the drafts), 95 characters, 125 interactions (82 aggression, 40 friendliness,
// 3 sexuality; 58 physical) and 31 emotions (10 apprehension, 8 happiness, 6 anger, 4 sadness, 3 confusion). The file
// was written and edited with the file editing tool. No coder file, test, tsx, vitest, npm or git command was run, and no web
// search was made.
// Departures: the three word counts of the draft texts just named (a tool run on the texts before they were in this
// file, not on the file); the first command's `wc -c` of the files allowed to be read; and one `grep -n` over this
// file (for "so typical", "ten", "eleven", "five texts" and a few more header phrases, to find the header lines to
// correct), run by mistake, though the brief allows only the parse check on this file; the header was then corrected
// with the file editing tool.
// Conventions followed (README.md, en-tuning-32.ts, en-tuning-31.ts and the earlier batches): an interaction aimed at
// "us" is one event, coded once with the dreamer as recipient ("chases us", "laughing at us", "We got pelted", "skipped
// us", "gave us both"), while one aimed at two other characters ("sends them both home", "threw the both of them out",
// "told them to leave me alone", "laugh after the two of them") is written once for each; an act of a group is coded
// to the group only, and one of the group described apart ("One of them, a skinny lad with a quiff") is coded apart;
// a crowd or group present is a character ("The tables were full of people", "the parents in the queue", "her mates",
// "the whole room", "A gang of Elvises", "people and horses", "a bunch of teenagers", "two security guys", "everyone"
// at the packhouse, "Whole heap a people", "everybody" at Phagwa, "the whole mohalla", "the neighbours' kids", "crowds
// of people and donkeys", "the others from the office", "My barkada", "The whole crowd"); people only remembered or
// named as owners (the granda of the yellowman stall, the late nana of Raja Bazaar, Ivy of "my daughter Ivy's school"
// and "Ivy's friend", Gurpreet of "My cousin Gurpreet's husband") are not characters, while an owner then present
// (Encik Rahim of "my boss Encik Rahim's Hari Raya open house") is; a dad, a husband, a wife, a son, an uncle, a
// sister, a niece, a cousin, a granny, a tanty, a mother, a chachi, a chacha, a dadi, a cousin's husband and a Kuya
// are family; a bra (a friend), a boyfriend and a barkada are friends; a roommate and her boyfriend, a head teacher,
// a daughter's friend and her mother, a supervisor, co-workers on the dreamer's line, an ex, a crush, a boss, a boss's
// wife and a colleague are known; an actor in a haunted house, a stall worker, a cop, a skipper and his son, a
// matchmaker, a farmer and his mother, a Redcoat, a piper, a tavern owner, touts, a driver, a pastor, a seller, a
// boss's grandson and a fiesta crowd are strangers; a person whose sex is never given is of unknown sex (a cop, a
// Redcoat); animals are coded of unknown sex; embarrassment ("so embarrassed", "mortified", "a right idiot", "malu",
// "hiya") and fear ("terrified", "scared stiff", "so stressed", "did frighten") are apprehension; pride, being
// chuffed, happy, "kilig" and laughter aimed at no one ("woke up laughing", "laughed so much I couldn't breathe",
// "can't stop laughing") are happiness; crying, tears, being sad or lonely are sadness; being mad, cross, vexed, "so
// vex" and "a bit put out" are anger; being confused or lost is confusion; body sensations ("my heart going") are not
// coded; accidents ("stood on my feet", a fruit that hits the dreamer), requests ("roped me into"), a queue jumped with
// no shove, a sale, a game's own moves, a rite and a professional's work (a matchmaker setting the dreamer up) are not
// coded; mockery, laughing at someone, heckling, belittling told to others, an accusation or blame, an insult, a
// telling-off or scolding, cussing, shouting at someone, a hiss, a refusal or snub aimed at the dreamer (rejection),
// sending someone home and a defence or protest said to the offender are verbal aggression; a chase, a theft, a grab
// of someone's things, a thing thrown, a shove, a push, a slap, a bite, a trip, a tackle, a grab by the ear, a blow,
// throwing someone out by the collar, a prank done on purpose and an animal snatching food are physical aggression;
// a reciprocal act ("roaring at each other", "shoved him and he shoved Thabiso back", "chucking fruit at each other",
// "pushing each other", "hugging", "shook hands") is two codes, and a first act followed by "they started fighting"
// adds the other's side only (as en-tuning-32.ts's argument); help, a gift, food or drink given, praise, an apology,
// cheering, an invitation to dance, a blown kiss, defending someone and a prayer said for the dreamer are
// friendliness, and a hug, a handshake, a pat on the head, hair stroked, a face wiped and a pull out of trouble
// friendliness (physical); a wink from a stranger met to be matched is a flirt (sexuality, no touch), and a kiss on
// the lips or a crush's kiss on the cheek sexuality (physical).
// Conventions this batch had to decide (each also commented beside its dream): a haunted house actor's chase is coded
// as a chase (physical aggression), not as his work; a hand from under a table never seen is an unstated initiator;
// a stall worker yelling at the dreamer and then skipping "us" is two acts; a horse eating the dreamer's fries off
// the counter is a theft by an animal (physical aggression), as a gull snatching a herring; traps found cut open by no
// one seen are not coded; an old man keeping the only empty chair from the dreamer is rejection; "lonely" is sadness
// and "kind of lost" confusion; the parents in the queue at the dreamer's daughter's school fair are known, a dad
// "I'd never seen before" a stranger; a child knocking the tombola drum off "on purpose" is physical aggression; a
// Redcoat roping the dreamer in is a request (not coded); a Burns supper's regular and "the whole room" are known and
// his wife is known (as a mate's wife in en-tuning-32.ts); "Wullie got a clip round the ear from his wife" is a
// passive with its agent; the winks are a flirt (sexuality) and the dance an invitation (friendliness), two acts; an
// old lady handing back the sunglasses she got off a thief is help to their owner (as getting a quilt back "for me" in
// en-tuning-31.ts), and her kiss on the lips sexuality; "a bit put out" is anger; teenagers filming the dreamer and
// laughing are mockery; two co-workers on the dreamer's line are known, "everyone" at the packhouse a known group,
// and a possum hurled out the door is physical aggression; bumping a pool table on purpose while the dreamer shoots
// is a prank (physical aggression); two touts dragging the dreamer's bag are one act each (physical), a hiss with
// words of blame one act, a pull into the front seat a rescue (friendliness, physical), and a pastor's hand on the
// dreamer's head with a prayer one act (friendliness, physical; not a rite of a service); a grandmother taking the
// phone back off a thief is restitution (not coded), a free balloon with "sweetheart" to an old lady one friendly act,
// no flirt; an aunt pelting everybody with abir at Phagwa is the festival's play (not coded), while dye sprayed in the
// dreamer's eye "on purpose" is physical aggression, and washing the eye out a second friendly act after the pull out
// of the crowd (not physical: no touch told); "fat like a buffalo" names no animal; a call to sit and the peanuts fed
// by hand are one act, hair stroked a second; a boss's grandson is a stranger; a Kuya is an elder brother (family).
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_33: HandCodedDream[] = [
  // American (Salem, Massachusetts), told in the present. Brianna, a roommate, is known (as roommates in the earlier
  // batches), and her boyfriend Colt known too. Uncertain: the guy in the plague doctor mask is an actor, and his
  // chasing "us" is coded as a chase (physical aggression, once to the dreamer), not as his work (decided here: the
  // dream tells it as a chase). Colt shoving the dreamer in front of him is physical aggression. Uncertain: "a hand
  // grabs my ankle from under a table" is done by someone never seen: no character, an unstated initiator (physical;
  // decided here, as a thief never seen in a crowd). Brianna screaming at him to back off is a defence said to the
  // offender (aggression to him); his saying sorry to the dreamer an apology (friendliness). The lady in a witch hat
  // is a person (a hat, no costume of a creature); the free cider is a gift. "terrified" is apprehension, "still mad
  // at Colt" anger.
  {
    text: "It's October and I'm doing a haunted house in Salem with my roommate Brianna and her boyfriend Colt. A guy in a plague doctor mask jumps out and chases us down a hallway full of fog. Colt shoves me in front of him so he can get away. Then a hand grabs my ankle from under a table. Brianna screams at the plague doctor to back off, and he actually takes his mask off and says sorry to me. At the exit a lady in a witch hat hands me a free cider. I'm terrified the whole time, and still mad at Colt when I wake up.",
    characters: [
      'person female known | my roommate Brianna',
      'person male known | her boyfriend Colt',
      'person male stranger | A guy in a plague doctor mask',
      'person female stranger | a lady in a witch hat',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression 1>D physical',
      'aggression ?>D physical',
      'aggression 0>2',
      'friendliness 2>D',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // American (South Philly), typed in a hurry. The dad is family. The guy in the Eagles jersey (a stranger) cutting
  // in front is a queue jumped with no shove (not coded); the dad telling him to get to the back is a protest said to
  // the offender (aggression). Calling the dad a clown (an insult) and flicking his cigarette at him (a thing thrown,
  // physical) are two acts. Uncertain: the lady at the window (a stranger) yelling at the dreamer and skipping "us"
  // are two acts, the second a deliberate snub (rejection), each coded once to the dreamer (decided here). The cop (a
  // stranger of unknown sex) does nothing. Uncertain: the horse eating the dreamer's fries off the counter is a theft
  // by an animal (physical aggression; decided here, as a gull snatching food). The dad buying another order (a gift)
  // and patting the dreamer's head (physical) are two friendly acts. "so embarrassed" is apprehension.
  {
    text: 'dreamed i was in line at a cheesesteak place in south philly with my dad at like 2am and the line went around the block and some guy in an eagles jersey cut in front of us so my dad told him to get to the back and the guy called him a clown and flicked his cigarette at him. then the lady at the window yelled at ME for not knowing my order and skipped us lol. a cop rode up on a horse and the horse ate my fries off the counter. my dad bought me another order and patted my head like i was 8 so embarrassed',
    characters: [
      'person male family | my dad',
      'person male stranger | some guy in an eagles jersey',
      'person female stranger | the lady at the window',
      'person unknown stranger | a cop',
      'animal unknown - | a horse',
    ],
    interactions: [
      'aggression 0>1',
      'aggression 1>0',
      'aggression 1>0 physical',
      'aggression 2>D',
      'aggression 2>D',
      'aggression 4>D physical',
      'friendliness 0>D',
      'friendliness 0>D physical',
    ],
    emotions: ['apprehension D'],
  },
  // Canadian (Lunenburg, Nova Scotia). Lyall, an uncle, is family. Uncertain: the traps found cut open have no one
  // seen cutting them (not coded; decided here, as a wallet gone from a bag in an earlier batch). The skipper, given in
  // an apposition (a stranger), laughing at "us" is mockery (once to the dreamer), and calling Lyall an old has-been an
  // insult to him. "We got pelted with herring by his young fella" is a passive with its agent (physical aggression,
  // once to the dreamer); "his young fella" is the skipper's son (a stranger: someone else's relative). Lyall and the
  // skipper "roaring at each other" is reciprocal (two codes). The gull (an animal) snatching a herring out of the
  // dreamer's hand is physical aggression (a snatch). "told me I did good" is praise; "b'y" is only called. "scared
  // stiff" is apprehension.
  {
    text: "I dreamt I was sternman on my uncle Lyall's lobster boat out of Lunenburg, like the summer I was seventeen. Every trap we hauled was empty and cut open. Then another boat came alongside and the skipper, a red-faced fella in yellow oilskins, started laughing at us and calling Lyall an old has-been. We got pelted with herring by his young fella. Lyall and the skipper were roaring at each other across the rails. A gull snatched a herring right out of my hand. On the way in Lyall told me I did good, b'y. I was scared stiff the whole time.",
    characters: [
      'person male family | my uncle Lyall',
      'person male stranger | the skipper, a red-faced fella in yellow oilskins',
      'person male stranger | his young fella',
      'animal unknown - | A gull',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 1>0',
      'aggression 2>D physical',
      'aggression 0>1',
      'aggression 1>0',
      'aggression 3>D physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D'],
  },
  // Canadian (Steinbach, Manitoba), almost no interactions. "The tables were full of people" is a crowd of strangers
  // present ("I didn't know a soul"). Uncertain: the old man in suspenders (a stranger) putting his hand on the only
  // empty chair and telling the dreamer to find somewhere else is a refusal aimed at the dreamer (rejection,
  // aggression; decided here); his hand on the chair touches no one. The church ladies in the kitchen (strangers, a
  // group) only sing. The lights going out is no one's act. Uncertain: "lonely" is sadness and "kind of lost" confusion
  // (decided here: lost in what happened, not only in the hall).
  {
    text: "I was at a fall supper in a church basement in Steinbach. The tables were full of people but I didn't know a soul. I walked up and down with my plate of vereniki looking for a seat, and every chair had a coat on it. An old man in suspenders put his hand on the only empty chair and told me to find somewhere else. The church ladies in the kitchen were singing a hymn I didn't know. Then the lights went out, and when they came back on the hall was empty and the food was cold. I woke up feeling lonely and kind of lost.",
    characters: [
      'person unknown stranger plural | people',
      'person male stranger | An old man in suspenders',
      'person female stranger plural | The church ladies in the kitchen',
    ],
    interactions: ['aggression 1>D'],
    emotions: ['sadness D', 'confusion D'],
  },
  // English (Nuneaton), a mother. Ivy, the daughter, is only named as an owner ("my daughter Ivy's school", "Ivy's
  // friend"): not a character. The dad "I'd never seen before" is a stranger; winning the wine is the game (not coded).
  // Uncertain: "the parents in the queue" at the dreamer's daughter's school are a known group (decided here, as the
  // mothers at a son's school in en-tuning-31.ts), and their muttering that the dreamer rigged it is an accusation
  // (aggression, by the group). "I was told off by the head, Mrs Kowalczyk" is a passive with its agent (a head
  // teacher, known). Tilly, the daughter's friend (known), knocking the drum off the table "on purpose" is physical
  // aggression (decided here: property spoilt on purpose). Her mum (known, as a daughter's pal's parents in
  // en-tuning-31.ts) laughing at the dreamer is mockery. The dad helping pick the tickets up and giving a bottle are
  // two friendly acts. Uncertain: "felt a right idiot" is embarrassment (apprehension; decided here); "cross" is anger.
  {
    text: "I was running the tombola at my daughter Ivy's school Christmas fair in Nuneaton. A dad I'd never seen before kept winning every bottle of wine, and the parents in the queue started muttering that I'd rigged it for him. I was told off by the head, Mrs Kowalczyk, in front of all of them. Then Ivy's friend Tilly knocked the drum off the table on purpose and the tickets went everywhere. Her mum just laughed at me. The dad helped me pick them all up and gave me one of his bottles. I felt a right idiot, and I was cross with Mrs Kowalczyk.",
    characters: [
      "person male stranger | A dad I'd never seen before",
      'person unknown known plural | the parents in the queue',
      'person female known | the head, Mrs Kowalczyk',
      "person female known | Ivy's friend Tilly",
      'person female known | Her mum',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>D',
      'aggression 3>D physical',
      'aggression 4>D',
      'friendliness 0>D',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D', 'anger D'],
  },
  // English (Minehead), a mother. Ronnie, a husband, and Monty, "our little lad", are family. The Redcoat (a
  // stranger of unknown sex) roping the dreamer into a dance-off is a request (not coded; decided here). The woman from
  // Corby (a stranger) shoving the dreamer off the stage is physical aggression; "her mates" (strangers, a group)
  // cheering her is friendliness to her. Ronnie having "a right go at" the Redcoat is aggression. Monty biting her
  // ankle is physical aggression, and the dreamer telling him off aggression. Her saying sorry and buying a Baileys
  // are two friendly acts, and "we ended up hugging" is reciprocal (two codes, physical). "chuffed" is happiness.
  {
    text: 'Dreamt we were on holiday at Butlins in Minehead, me, my husband Ronnie and our little lad Monty. A Redcoat roped me into a dance-off against a woman from Corby in a tiara. She shoved me off the stage and her mates all cheered her. Ronnie had a right go at the Redcoat for letting it happen. Then Monty ran up and bit the woman on the ankle. I told him off, but honestly I was chuffed. Later she found me at the bar, said sorry and bought me a Baileys, and we ended up hugging like old mates.',
    characters: [
      'person male family | my husband Ronnie',
      'person male family | our little lad Monty',
      'person unknown stranger | A Redcoat',
      'person female stranger | a woman from Corby in a tiara',
      'person unknown stranger plural | her mates',
    ],
    interactions: [
      'aggression 3>D physical',
      'friendliness 4>3',
      'aggression 0>2',
      'aggression 1>3 physical',
      'aggression D>1',
      'friendliness 3>D',
      'friendliness 3>D',
      'friendliness 3>D physical',
      'friendliness D>3 physical',
    ],
    emotions: ['happiness D'],
  },
  // Scottish (Dumfries), a husband. Uncertain: Auld Wullie, a regular at the supper called by a familiar name, is
  // known, and "the whole room" the supper's company, a known group (decided here). His heckling is aggression, and the
  // room joining in aggression by the group. Elspeth, a wife, saying the rest for the dreamer is help. The piper (a
  // stranger) taking a swipe at Wullie with his chanter is physical aggression (a blow tried is done). "Wullie got a
  // clip round the ear from his wife" is a passive with its agent (physical aggression); uncertain: his wife is known
  // (decided here, as a mate's wife in en-tuning-32.ts). Wullie shaking the dreamer's hand (physical) and standing
  // the dreamer a dram (a drink bought) are two friendly acts. "mortified" is apprehension, "woke up laughing"
  // happiness.
  {
    text: 'I dreamt it was the Burns supper in the back room of the Globe in Dumfries and I had to do the Address to a Haggis. I forgot every word after the first line. Auld Wullie at the top table started heckling me, and then the whole room joined in. My wife Elspeth stood up and said the rest of it for me. The piper took a swipe at Wullie with his chanter, and Wullie got a clip round the ear from his wife as well. After, Wullie shook my hand and stood me a dram. I was mortified, but I woke up laughing.',
    characters: [
      'person male known | Auld Wullie',
      'person unknown known plural | the whole room',
      'person female family | My wife Elspeth',
      'person male stranger | The piper',
      'person female known | his wife',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>D',
      'friendliness 2>D',
      'aggression 3>0 physical',
      'aggression 4>0 physical',
      'friendliness 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Irish (Lisdoonvarna, County Clare), a woman. Nuala, a sister, is family; "trying to marry me off" is an aim, no
  // act. The matchmaker, given in an apposition (a stranger), setting the dreamer up is his work (not coded). The
  // farmer from Kilfenora (a stranger): uncertain, his winks are a flirt (sexuality, no touch) and asking the dreamer
  // up for a set dance an invitation (friendliness), two acts (decided here: at a matchmaking festival the winks are a
  // pass, the dance an invitation as the Macarena in en-tuning-31.ts). Standing on her feet is an accident. The woman
  // in a red coat (a stranger) throwing her drink over him is physical aggression. Nuala laughing at the dreamer is
  // mockery ("till she cried" is laughter, no sadness). His mother (a stranger: someone else's relative) apologising
  // and giving a bag of Tayto are two friendly acts. "mortified" is apprehension.
  {
    text: 'I was at the matchmaking festival in Lisdoonvarna with my sister Nuala, who was trying to marry me off. The matchmaker, an old fella with a big ledger, set me up with a farmer from Kilfenora who kept winking at me, and he asked me up for a set dance. He stood on my feet the whole way through. Then a woman in a red coat marched over, said he was her husband and threw her drink over him. Nuala laughed at me till she cried. His mother came over, apologised to me and gave me a bag of Tayto. I was mortified.',
    characters: [
      'person female family | my sister Nuala',
      'person male stranger | The matchmaker, an old fella with a big ledger',
      'person male stranger | a farmer from Kilfenora',
      'person female stranger | a woman in a red coat',
      'person female stranger | His mother',
    ],
    interactions: [
      'sexuality 2>D',
      'friendliness 2>D',
      'aggression 3>2 physical',
      'aggression 0>D',
      'friendliness 4>D',
      'friendliness 4>D',
    ],
    emotions: ['apprehension D'],
  },
  // Welsh (Porthcawl), a wife. Emyr, a husband, is family. "A gang of Elvises from Merthyr" are men dressed as Elvis
  // (persons, strangers, a group): taking the mick out of Emyr's sideburns is mockery by the group. "One of them, a
  // skinny lad with a quiff" is described apart (a stranger): nicking Emyr's sunglasses off his face is a theft
  // (physical), and Emyr chasing him a chase (physical). The old lady in a gold lamé jacket (a stranger) tripping the
  // lad with her stick is physical aggression to him; uncertain: giving Emyr his glasses back is help to their owner
  // (friendliness; decided here, as getting a quilt back "for me" in en-tuning-31.ts), and her kiss "full on the lips"
  // sexuality (physical). Laughing so much is happiness; uncertain: "a bit put out" is anger (decided here).
  {
    text: "Dreamt I went to the Elvis festival in Porthcawl with my husband Emyr, both of us in white jumpsuits. A gang of Elvises from Merthyr kept taking the mick out of Emyr's sideburns. One of them, a skinny lad with a quiff, nicked Emyr's sunglasses right off his face and legged it down the prom. Emyr chased him past the fair. An old lady in a gold lamé jacket tripped the lad up with her walking stick and gave Emyr his glasses back. Then she kissed Emyr full on the lips! I laughed so much I couldn't breathe, but I was a bit put out too.",
    characters: [
      'person male family | my husband Emyr',
      'person male stranger plural | A gang of Elvises from Merthyr',
      'person male stranger | One of them, a skinny lad with a quiff',
      'person female stranger | An old lady in a gold lamé jacket',
    ],
    interactions: [
      'aggression 1>0',
      'aggression 2>0 physical',
      'aggression 0>2 physical',
      'aggression 3>2 physical',
      'friendliness 3>0',
      'sexuality 3>0 physical',
    ],
    emotions: ['happiness D', 'anger D'],
  },
  // Northern Irish (Ballycastle), no interactions. The granda is only remembered: no character. "people and horses"
  // in the Diamond are a crowd of strangers and a group of animals, present; "the people" who fade out are that crowd.
  // The wee black pony (an animal) only stands there. "my heart going" is a body sensation; "dead sad" is sadness.
  {
    text: 'I was at the Ould Lammas Fair in Ballycastle on my own, looking for the yellowman stall my granda used to take me to. The Diamond was packed with people and horses, but nobody made a sound, like the telly was on mute. I walked round and round and every stall was selling dulse. Then it started raining sand instead of rain and the people faded out one by one. I found the yellowman stall in the end, but it was empty, only a wee black pony standing behind the counter. I woke up with my heart going and felt dead sad.',
    characters: [
      'person unknown stranger plural | people',
      'animal unknown - plural | horses',
      'animal unknown - | a wee black pony',
    ],
    interactions: [],
    emotions: ['sadness D'],
  },
  // Australian (Homebush, Sydney), typed in a hurry. Indi, a niece, is family. The bloke with a mullet (a stranger)
  // grabbing her showbag is a theft (physical), and the dreamer chasing him a chase (physical). The teenagers (a group
  // of strangers, sex not given) filming the dreamer and laughing is mockery by the group (decided here: the laugh is
  // at the one they film). The lady in the fairy floss van (a stranger) throwing a bucket of water over him goes for
  // the thief (physical aggression to him). Indi hugging her is friendliness (physical); the free fairy floss to "us
  // both" is one gift, to the dreamer. "the bloke got tackled by two security guys" is a passive with its agent
  // (physical aggression; the guards a group of strangers). "so stressed" is apprehension.
  {
    text: 'had a dream i took my niece Indi to the easter show at homebush and we were watching the woodchop when this bloke with a mullet grabbed her showbag and took off so i chased him right through sideshow alley yelling my head off while a bunch of teenagers filmed me and laughed. then a lady in a fairy floss van threw a bucket of water over him and he dropped the bag and indi ran and hugged her and the lady gave us both free fairy floss. the bloke got tackled by two security guys near the dagwood dogs. was so stressed when i woke up',
    characters: [
      'person female family | my niece Indi',
      'person male stranger | this bloke with a mullet',
      'person unknown stranger plural | a bunch of teenagers',
      'person female stranger | a lady in a fairy floss van',
      'person male stranger plural | two security guys',
    ],
    interactions: [
      'aggression 1>0 physical',
      'aggression D>1 physical',
      'aggression 2>D',
      'aggression 3>1 physical',
      'friendliness 0>3 physical',
      'friendliness 3>D',
      'aggression 4>1 physical',
    ],
    emotions: ['apprehension D'],
  },
  // New Zealander (Te Puke), told in the present. Raewyn, the supervisor, given in an apposition, is known; her
  // yelling at the dreamer is a rebuke (aggression). Uncertain: the Czech guy and the German girl on the dreamer's
  // line are co-workers (known; decided here), and "chucking fruit at each other" is reciprocal (two physical codes);
  // the fruit that hits the dreamer's eye is an accident (not coded). Raewyn sending "them both" home is aggression to
  // each. "everyone" at the packhouse (the co-workers, a known group) screaming at the possum is fright with no word
  // of feeling (not coded). Wiremu, a cousin, grabbing the possum (an animal) by the tail and hurling it out is
  // physical aggression. The Crunchie (a gift) and "her best packer" (praise) are two friendly acts. "so confused" is
  // confusion.
  {
    text: "I'm working nights at a kiwifruit packhouse in Te Puke, like the season after uni. My supervisor, a woman called Raewyn with a clipboard, keeps yelling at me for putting the wrong size in the trays. A Czech guy and a German girl on my line are chucking fruit at each other, and one hits me in the eye. Raewyn sends them both home. Then a possum runs down the conveyor and everyone screams. My cousin Wiremu grabs it by the tail and hurls it out the door. At smoko Raewyn gives me a Crunchie and says I'm her best packer. I'm so confused.",
    characters: [
      'person female known | My supervisor, a woman called Raewyn with a clipboard',
      'person male known | A Czech guy',
      'person female known | a German girl',
      'animal unknown - | a possum',
      'person unknown known plural | everyone',
      'person male family | My cousin Wiremu',
    ],
    interactions: [
      'aggression 0>D',
      'aggression 1>2 physical',
      'aggression 2>1 physical',
      'aggression 0>1',
      'aggression 0>2',
      'aggression 5>3 physical',
      'friendliness 0>D',
      'friendliness 0>D',
    ],
    emotions: ['confusion D'],
  },
  // South African (Soshanguve), a young man. Thabiso, "my bra", is a friend. Uncertain: the guy in a bucket hat (a
  // stranger) bumping the pool table "on purpose" at each shot is a prank done on purpose (physical aggression;
  // decided here, as the resistance turned up in en-tuning-32.ts). The dreamer telling him to voetsek is aggression.
  // Grabbing the dreamer's Black Label and downing it is a theft (physical). "Thabiso shoved him and he shoved Thabiso
  // back" is two physical codes. MaNtuli, the owner, given in an apposition (a stranger), throwing "the both of them"
  // out by their collars is physical aggression to each (someone takes hold). Dineo, an ex, is known; her blowing the
  // dreamer a kiss is affection (friendliness, no touch; README); her new boyfriend (a stranger) does nothing. "so
  // cross" is anger, "a bit happy" happiness.
  {
    text: 'Dreamt I was at a tavern in Soshanguve on a Friday with my bra Thabiso, playing pool. A guy in a bucket hat kept bumping the table on purpose every time I took a shot, so I told him to voetsek. He grabbed my Black Label off the ledge and downed it. Thabiso shoved him and he shoved Thabiso back. The owner, a big mama called MaNtuli, threw the both of them out by their collars. Then my ex Dineo walked in with her new boyfriend and blew me a kiss. I was so cross, but also a bit happy.',
    characters: [
      'person male friend | my bra Thabiso',
      'person male stranger | A guy in a bucket hat',
      'person female stranger | The owner, a big mama called MaNtuli',
      'person female known | my ex Dineo',
      'person male stranger | her new boyfriend',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression D>1',
      'aggression 1>D physical',
      'aggression 0>1 physical',
      'aggression 1>0 physical',
      'aggression 2>0 physical',
      'aggression 2>1 physical',
      'friendliness 3>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // Nigerian (Benin City). The two agberos (touts, strangers) are told apart ("A skinny agbero and a fat one"), two
  // characters. Uncertain: dragging the dreamer's bag in different directions is a grab of the dreamer's things by
  // each (physical aggression, one act each; decided here); their shouting is the same act. The fat one slapping the
  // skinny one is physical aggression, and "they started fighting" adds the skinny one's side (physical; as the
  // argument in en-tuning-32.ts). Uncertain: the groundnut seller (a stranger) hissing at the dreamer and saying the
  // dreamer caused it is one act of blame (aggression; decided here). The driver, given in an apposition (a stranger),
  // pulling the dreamer into the front seat is a rescue (friendliness, physical), and telling "them" to leave the
  // dreamer alone a defence said to each offender (aggression, written once for each). Uncertain: the pastor (a
  // stranger) laying his hand on the dreamer's head and praying for the dreamer is one friendly act (physical; decided
  // here: a prayer for the dreamer alone, not the rite of a service). "so vexed" is anger.
  {
    text: 'I was at the motor park at Uselu in Benin City trying to get a bus to Asaba. A skinny agbero and a fat one were dragging my bag in different directions, each one shouting that I was his passenger. The fat one slapped the skinny one and they started fighting in the mud. Then a woman selling groundnuts hissed at me and said I caused it. The driver, an old man with a chewing stick, pulled me into the front seat and told them to leave me alone. A pastor preaching in the bus laid his hand on my head and prayed for me. I was so vexed.',
    characters: [
      'person male stranger | A skinny agbero',
      'person male stranger | a fat one',
      'person female stranger | a woman selling groundnuts',
      'person male stranger | The driver, an old man with a chewing stick',
      'person male stranger | A pastor preaching in the bus',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>D physical',
      'aggression 1>0 physical',
      'aggression 0>1 physical',
      'aggression 2>D',
      'friendliness 3>D physical',
      'aggression 3>0',
      'aggression 3>1',
      'friendliness 4>D physical',
    ],
    emotions: ['anger D'],
  },
  // Jamaican (May Pen), in Jamaican English. The granny is family. "the crowd" and "Whole heap a people" are one group
  // of strangers, coded once. The likkle bwoy (a stranger) tiefing (stealing) the dreamer's phone is a theft
  // (physical). Granny grabbing him by the ear and boxing him (hitting him) are two physical acts (as a grab by the
  // ear and a scolding in en-tuning-31.ts); uncertain: taking the phone back is restitution (not coded; decided here).
  // The bwoy mother (a stranger) cussing Granny is aggression. Uncertain: the people laughing "after the two of them"
  // is mockery of each, written once for Granny and once for the mother (decided here). Uncertain: the balloon man (a
  // stranger) giving Granny a free balloon and calling her sweetheart is one friendly act, no flirt (decided here: a
  // word of address). "Me did frighten" is apprehension, "wake up laughing" happiness.
  {
    text: 'Dream seh me and my granny was at Grand Market in May Pen on Christmas Eve night, and the crowd did thick bad. A likkle bwoy run past and tief my phone out of my back pocket. Granny grab him by him ear and box him, and take back the phone. Then the bwoy mother come and start cuss Granny, seh she fi mind her business. Whole heap a people just stand up and laugh after the two of them. Then a man selling balloon give Granny a red one free and call her sweetheart. Me did frighten, but me wake up laughing.',
    characters: [
      'person female family | my granny',
      'person unknown stranger plural | Whole heap a people',
      'person male stranger | A likkle bwoy',
      'person female stranger | the bwoy mother',
      'person male stranger | a man selling balloon',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression 0>2 physical',
      'aggression 0>2 physical',
      'aggression 3>0',
      'aggression 1>0',
      'aggression 1>3',
      'friendliness 4>0',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Trinidadian (Aranguez), a young woman, told in the present in Trinidadian English. "everybody" at Phagwa is a crowd
  // of strangers. Uncertain: Tanty Sharda (an aunt, family) pelting powder on everybody is the festival's play (not
  // coded; decided here). The fella from the next village (a stranger) spraying dye in the dreamer's eye "on purpose"
  // is physical aggression, and the dreamer cussing him stink aggression. Vikash, a boyfriend (a friend), pushing him
  // down is physical aggression; "the fella friends" (strangers, a group) surrounding and shoving Vikash is one
  // physical act by the group. The mother pulling the dreamer out of the crowd is a pull out of trouble (friendliness,
  // physical); uncertain: washing the eye out is a second friendly act, not physical (decided here: no touch told).
  // Sharda hugging the fella up (physical) and giving him sweetrice are two friendly acts. "I so vex" is anger,
  // "can't stop laughing" happiness.
  {
    text: "It's Phagwa at the savannah in Aranguez and everybody covered in abir, pink and purple. My tanty Sharda pelting powder on everybody she meet and laughing. A fella from the next village spray purple dye straight in my eye on purpose, so I cuss him stink. My boyfriend Vikash push him down in the mud, and then the fella friends surround Vikash and start shoving him. My mother pull me out the crowd and wash out my eye with a bottle of water. Then Tanty Sharda hug up the fella and give him sweetrice. I so vex, but I can't stop laughing.",
    characters: [
      'person unknown stranger plural | everybody',
      'person female family | My tanty Sharda',
      'person male stranger | A fella from the next village',
      'person male friend | My boyfriend Vikash',
      'person male stranger plural | the fella friends',
      'person female family | My mother',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression D>2',
      'aggression 3>2 physical',
      'aggression 4>3 physical',
      'friendliness 5>D physical',
      'friendliness 5>D',
      'friendliness 1>2 physical',
      'friendliness 1>2',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // Indian (Amritsar). "the whole mohalla" (the neighbourhood) is a known group present, and "everyone" that group.
  // The chachi (a father's younger brother's wife) telling everyone the dreamer has become "fat like a buffalo" is
  // belittling told to others (aggression); the buffalo is a likeness, no animal. Gurpreet, a cousin, is only named as
  // an owner; her husband Harjot is family (a cousin's husband, as in en-tuning-31.ts). His pushing the chacha (a
  // father's younger brother, family) and the chacha's slap are two physical acts. "the neighbours' kids" (known, a
  // group) grabbing the dreamer's plate of gajak is a theft (physical). Uncertain: the dadi (a father's mother, family)
  // calling the dreamer to sit and feeding peanuts by hand is one act (food given; decided here), and stroking the
  // dreamer's hair a second (physical). "sad" on waking is sadness.
  {
    text: "It was Lohri and the whole mohalla was around the bonfire in our gali in Amritsar, throwing rewri and popcorn into the fire. My chachi kept telling everyone I had become fat like a buffalo. My cousin Gurpreet's husband, Harjot, got drunk and pushed my chacha, and my chacha slapped him. Then the neighbours' kids grabbed my whole plate of gajak and ran off. My dadi called me to sit next to her, fed me peanuts with her own hand and stroked my hair. I woke up sad.",
    characters: [
      'person unknown known plural | the whole mohalla',
      'person female family | My chachi',
      "person male family | My cousin Gurpreet's husband, Harjot",
      'person male family | my chacha',
      "person unknown known plural | the neighbours' kids",
      'person female family | My dadi',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>3 physical',
      'aggression 3>2 physical',
      'aggression 4>D physical',
      'friendliness 5>D',
      'friendliness 5>D physical',
    ],
    emotions: ['sadness D'],
  },
  // Pakistani (Raja Bazaar, Rawalpindi), no interactions. The late nana is only remembered: no character. "crowds of
  // people" (strangers) and "donkeys pulling carts" (animals, a group) are present; uncertain: "no one could hear me"
  // is no snub (decided here: they could not hear, nobody refused). The small grey cat (an animal) only sleeps. "lost
  // and confused" is confusion; tears on waking are sadness.
  {
    text: 'I was in Raja Bazaar in Pindi looking for the shop where my late nana used to buy me jalebis. Every gali looked the same, and the shop signs kept changing while I watched. There were crowds of people and donkeys pulling carts, but no one could hear me when I asked the way. Then the azaan started and the whole bazaar went still. I found the jalebi shop in the end, but it was a shoe shop now, and a small grey cat was asleep on the counter. I felt lost and confused, and woke up with tears on my face.',
    characters: [
      'person unknown stranger plural | crowds of people',
      'animal unknown - plural | donkeys',
      'animal unknown - | a small grey cat',
    ],
    interactions: [],
    emotions: ['confusion D', 'sadness D'],
  },
  // Malaysian (Shah Alam). Encik Rahim ("Encik" a title), a boss, is first named as the owner of the open house and is
  // then present (known). Uncertain: his wife is known (decided here, as a mate's wife in en-tuning-32.ts), and his
  // little grandson a stranger (someone else's relative). Piling food on the dreamer's plate is food given, and the
  // duit raya packet a gift. Melissa, a colleague (known), telling "the others from the office" (known, a group) that
  // the dreamer only came for the food is belittling told to others (aggression), and their laughing mockery by the
  // group. Encik Rahim defending the dreamer (friendliness) and scolding Melissa (aggression) are two acts; "everybody"
  // is the office group. The cat (an animal) stealing the dreamer's chicken is a theft (physical). "Melissa and I shook
  // hands" is reciprocal (two friendly codes, physical). "malu" (Malay: embarrassed) is apprehension, "happy"
  // happiness.
  {
    text: "Dreamt I went to my boss Encik Rahim's Hari Raya open house in Shah Alam. His wife kept piling rendang and ketupat on my plate and wouldn't let me stop. His little grandson gave me a duit raya packet, which is supposed to go the other way lah. Then my colleague Melissa told the others from the office that I only came for the free food, and they all laughed at me. Encik Rahim defended me and scolded her in front of everybody. Their cat jumped on the table and stole my chicken. In the end Melissa and I shook hands. I felt quite malu but happy.",
    characters: [
      'person male known | my boss Encik Rahim',
      'person female known | His wife',
      'person male stranger | His little grandson',
      'person female known | my colleague Melissa',
      'person unknown known plural | the others from the office',
      'animal unknown - | Their cat',
    ],
    interactions: [
      'friendliness 1>D',
      'friendliness 2>D',
      'aggression 3>D',
      'aggression 4>D',
      'friendliness 0>D',
      'aggression 0>3',
      'aggression 5>D physical',
      'friendliness D>3 physical',
      'friendliness 3>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Filipino (Pateros). "My barkada" (the dreamer's group of friends) cheering the dreamer on is friendliness by the
  // group. The guy from the next barangay (a stranger) pulling the dreamer down by the shorts is physical aggression.
  // "The whole crowd" (strangers, decided here: a town fiesta's crowd) laughing is mockery by the group. Uncertain:
  // "my Kuya Boyet" is an elder brother (family; decided here), and "the two of them started pushing each other" is
  // reciprocal (two physical codes). Trina, a crush (known), wiping the grease off the dreamer's face is friendliness
  // (physical), and her kiss on the cheek sexuality (physical; decided here, as a crush kissing the dreamer's hand in
  // an earlier batch). "kilig" (giddy with romance) is happiness, "hiya" (shame) apprehension.
  {
    text: 'It was the fiesta in Pateros and I was climbing the palo sebo for the prize at the top, an envelope with two thousand pesos. My barkada were down below cheering me on. Halfway up, a guy from the next barangay climbed up after me and pulled me down by my shorts. The whole crowd laughed. My Kuya Boyet went over and the two of them started pushing each other. Then my crush Trina wiped the grease off my face with her hanky and kissed me on the cheek. I was so kilig, but also hiya, because my shorts were half down.',
    characters: [
      'person unknown friend plural | My barkada',
      'person male stranger | a guy from the next barangay',
      'person unknown stranger plural | The whole crowd',
      'person male family | My Kuya Boyet',
      'person female known | my crush Trina',
    ],
    interactions: [
      'friendliness 0>D',
      'aggression 1>D physical',
      'aggression 2>D',
      'aggression 3>1 physical',
      'aggression 1>3 physical',
      'friendliness 4>D physical',
      'sexuality 4>D physical',
    ],
    emotions: ['happiness D', 'apprehension D'],
  },
];
