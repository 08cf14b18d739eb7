// English, twenty-third tuning batch, the twenty-first plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// The dreamers are Jamaican (a grandchild at a Nine Night in Santa Cruz), Kenyan (home in Kakamega for Christmas),
// Singaporean (Toa Payoh), Malaysian (a wife at an uncle's durian orchard in Raub), Pakistani (a son at the passport
// office in Islamabad), Indian (a Malayali at the Nehru Trophy boat race in Alappuzha, and a young man from Bihar at
// the Kumbh in Prayagraj), Irish (a Laois man at the Ploughing), English (a Bake Off contestant, a woman at Crufts
// with her greyhound), Canadian (Calgary, at a Stampede pancake breakfast), Australian (a Melbourne office worker at
// Flemington, a woman driving to Broken Hill), a New Zealander (a Māori man at the Kawarau bungy), South African (a
// Durban girl at her matric dance), Filipino (a young man in a barangay basketball league in Mandaue), Nigerian (a
// Lagos woman at Balogun market, a wife at Ojude Oba in Ijebu-Ode), American (a young man on the 4 train in New
// York, a widow on a Fourth of July float in Wisconsin, a driver in an Arizona haboob, a woman at a Super Bowl party
// in Decatur, Georgia), Scottish (a shinty player in Kingussie) and Ghanaian (a man home for Homowo in Jamestown),
// and write their own English ("Nine Night", "sankey", "come walking", "she tell me off", "vex", "frighten bad",
// "glad glad", "posho mill", "getai", "ah ma", "kuaci", "auntie", "uncle", "Damn paiseh lah", "torchlight",
// "parang", "laughing until my stomach pain", "geram", "shalwar kameez", "fuming", "vanchipattu", "chettan",
// "Ammachi", "mundu", "fully tensed", "enjoying like anything", "Myself and Daddy", "told him where to go", "gone
// ten years", "morto", "raging", "nicking", "like a loony", "gutted", "lineup", "pretty choked", "made my day",
// "the office sweep", "had the cheek", "rack off", "stoked", "absolutely filthy", "sweet as", "a big chicken",
// "matric dance", "didnt", "lol", "lekker happy", "liga", "tito", "lola", "bc", "pikon", "kilig", "packed like
// sardine", "fine girl", "abusing her", "area boy", "outta", "tho", "showtime kids", "dont cry baby", "pissed",
// "Navy whites", "tickled", "teary", "haboob", "all mixed up", "caman", "bunnet", "twenty year", "get intae them
// son", "buzzing", "kpokpoi", "hooted at me", "lakhs", "jalebi", "panicky", "roos", "ute", "scared stiff", "aso
// ebi", "sprayed me", "Mama", "sha", "sniggered", "over the moon", "got into it", "grandmama", "salty").
// Written by a helper who read only README.md, `hand-codes.ts`, `codes.ts` and the earlier English tuning batches
// (not the coder, not a held-out file). Checks run: `ls en-tuning*` (so no held-out file name was listed) together
// with `wc -l` over README.md, `hand-codes.ts`, `codes.ts` and the earlier English tuning batches; `cat` to read
// README.md, `hand-codes.ts` and `codes.ts` (one command) and en-tuning-22.ts, and `sed -n` for the parts of
// README.md and en-tuning-22.ts that the first read cut short and for the header and first dreams of
// en-tuning-21.ts (lines 1-120); and over the earlier English tuning batches only, `grep` (the openings of their
// texts, in shell loops cut with `cut` and counted with `wc -l`, some with `head`; words of situations, in a shell
// loop of `grep -il`; a few words of places, feelings and idioms with `grep -o`; the comments on conventions: waving,
// ignoring and snubs, cheeks, lending and comfort, kisses, smiles and winks, crying with joy and laughing together,
// dancing and arguing, sales pitches, in-laws, crushes, vicars, referees and the King, blown kisses, pranks,
// elbowing and celebrations; a funeral, a reunion, a driving test and parades, by `grep -n`; and with `grep -B`/`-A`
// the dreams of "cried with joy", the cousins riding bikes, the Coldplay concert, Aintree, airport security and
// "all the in-laws"), with `cut`, `head`, `sort` and `uniq`; and over this file only, read-only, `grep -n`, `sed -n`,
// `awk` (line lengths) and `python3` (brackets, word counts, the notation, the character words and indexes of the
// codes), which printed only. The file was written and edited with the file editing tool only. No script, test, tsx,
// node, vitest, npm or git command was run, and no web search was made.
// Conventions followed (README.md, en-tuning-22.ts, en-tuning-21.ts and the earlier batches): an interaction aimed at
// "us" is one event, coded once with the dreamer as recipient ("charged straight at us", criticism of "our
// furrows"); an act of a group is coded to the group only ("The crowd clapped for me", "they all laughed at me",
// "the whole team piled on top of me"), and a member singled out of it unnamed is coded to the group ("one of them
// kicked my coffee"), while people who stand out from a group by name, kin or description (the mother and Rohit of
// "my whole family", Sharon of "the girls from work", the chettan in front of the dreamer among the rowers, Terrence,
// Auntie Gloria, Marcus and the grandmama of "the whole family", the mother-in-law, the husband and Bisola of "my
// husband's family") are coded apart; "everyone" and "everybody" are the group the dream already has (the
// neighbours at the Nine Night, the girls from work, the crowd at the liga, the husband's family, the family at the
// Super Bowl party), and "Nobody else could see him" is no one; a crowd present is a character ("a big crowd", "The
// crowd", "people" a court or a market or a subway car is packed with, "lakhs of people on the ghats", "the queue of
// people", "The lineup of people"); people only mentioned, remembered or named as owners ("my cousin's wedding", "my
// sister's place", "my grandma's old carport") are not characters, while an owner who is then present ("my uncle
// Wafula's bull", "my uncle's orchard", "my cousin Terrence's house", "Nan's kitchen") is; people never seen
// ("they took my photo") are no one; someone dead in waking life but present in the dream is coded (the grandfather
// at his own Nine Night, the ah ma at the getai, Mammy at the Ploughing, the late husband by the bank, the granda on
// the touchline, the grandmama at the Super Bowl party); kin words of the dreamer's own English ("ah ma", "Ammachi",
// "tito", "lola", "granda", "grandmama", "Mama" for a mother-in-law) are family, and so are in-laws, singly and as
// the dreamer's own husband's family, while "auntie", "uncle" and "chettan" said to people who are no kin are words
// of address; a date, a girlfriend and a best friend are friends; an ex, a crush, a schoolmate, a neighbour, a boss,
// a pastor of the dreamer's own church, the dreamer's own team and the girlfriend of the dreamer's ex are
// known; a celebrity (Paul Hollywood, Noel) and a king (the Awujale) are known, as the King in the earlier batches;
// "the ref", never given a pronoun, is of unknown sex, as in the earlier batches; animals are coded of unknown sex (a
// bull called Simba too), a group of them plural; guilt ("felt bad about the pushing"), embarrassment, being
// mortified, nervous, scared, frightened, terrified, panicky or tense are apprehension, relief, delight, being happy,
// stoked, tickled or over the moon, enjoying oneself and amusement happiness, being sad, hurt, gutted, homesick or
// teary sadness, being mad, annoyed, fuming, raging, pissed and vex or vexed anger, being confused or "all mixed up"
// confusion; laughter aimed at no one ("I couldn't stop laughing", "I was laughing until my stomach pain", "my
// mother was just laughing", "everybody is laughing") is the laugher's amusement, but laughing at someone is
// mockery; body sensations ("my legs were shaking", "black and blue") and feelings of no HVdC class ("at peace",
// "dead set on winning") are not coded, nor are negated feelings ("I wasn't even scared") or a feeling only in
// someone's words ("I should be ashamed of myself", "dont cry baby"); accidents (a durian falling on a head, an oar
// hitting a head, beer spilt down a dress), acts aimed at no one (a rite: kpokpoi sprinkled for the ancestors, a
// matric queen announced; the DJ's calling a name; a form stamped, a harness done up, a dog felt over at work),
// looking and watching (a coyote looking through the windshield, roos watching the dreamer go past, fish looking in,
// a crush watching), talk that is no act ("kept saying sweet as", "wouldn't shut up about it", "kept saying the
// Musang King only falls after midnight") and a queue-jump with no shove are not coded; a rescue that pulls the
// victim free is friendliness (physical) to the victim ("pulled me up onto the back of a lorry", "pulled me out by my
// collar", "pulled me behind a canopy"), a rescue with no touch friendliness not physical (a brake pulled on a
// runaway tractor); a detention by a guard ("I was grabbed by a guard ... and dragged into a back room") is
// physical aggression, as at airport security in en-tuning-7.ts; a defence or protest said to the offender ("When my
// father objected", "told him where to go", "I told him to rack off") is aggression to him; a telling-off, a
// scolding, criticism, mockery ("called me a big chicken", "sniggered at me", "laughed at me"), an insult, being sent
// off a stage and a refusal ("wouldn't let me have a single one") are verbal aggression, and so is criticism told to
// others about the dreamer ("kept telling everybody I was the reason we came late"); a deliberate snub ("ignored me
// completely", walking past "like i dont exist", one code for each who does it) is rejection; theft done on purpose
// is physical aggression, an animal's too (a monkey snatching a torch, a horse eating the pancakes off the griddle,
// a ticket grabbed out of a hand, a bag snatched, caster sugar nicked "when she thought I wasn't looking"), and so
// are a chase, a pinch (as in en-tuning-19.ts), a push, a shove, a slap, an animal's bite, a charge at the dreamer
// (as the elephant in en-tuning-18.ts), water splashed in the face on purpose, a drink thrown over a dress, a bone
// thrown at someone and a coffee kicked out of a hand on purpose; an attacker never seen is an unstated initiator
// ("I got shoved off from behind. I never saw who did it"); a prank meant to make someone fall (stopping short "on
// purpose so I'd fall over") is physical aggression, coded once though repeated; a foul on purpose behind the
// referee's back (elbowing "every time the ref looks away", as in en-tuning-12.ts) is physical aggression, not the
// game; a reciprocal act ("argues with the ref", "got into it") is two codes; shouting at someone and calling him a
// name in one breath is one act (as "laid on his horn and cussed me out" in en-tuning-21.ts); a gift and the words
// said with it are two friendly acts, and so are an arm put round the dreamer and the comfort said with it, a napkin
// and "dont cry baby", a shawl lent and the dreamer walked to the tent, and being pulled up to dance and sprayed with
// naira notes (spraying a gift, as in en-tuning-21.ts); a wink, a wave, a smile, a salute and a ride given are
// friendliness, and so are food given, shared or saved for someone, candy thrown to the kids, pulling someone up on
// a stage or up to dance (physical), cheering the dreamer on and clapping for her; a hug, a hand held or squeezed and
// helping someone down off a float are friendliness (physical); a kiss between lovers is sexuality (physical), a
// blown kiss friendliness (no touch), as the Lola's in en-tuning-18.ts; a flirt is a sexual overture (not
// physical); tears of joy ("so happy I cried") are happiness only, as "cried with joy" in en-tuning-2.ts.
// Conventions this batch had to decide: two bulls set on each other at a bullfight are a contest staged for the
// crowd (not coded, as a bout in en-tuning-12.ts), while the bull that breaks loose and charges "us" and then chases
// the uncle round the posho mill attacks them (physical); a market trader grabbing the dreamer's hand and pulling her
// into her shop, calling her "fine girl", is a sales pitch, though done with a touch (not coded, as the sales pitches
// of en-tuning-10.ts and en-tuning-17.ts); the crowd cheering on the bank at a boat race, for no one in particular,
// is not coded; the hundred rowers of the dreamer's own village snake boat and its captain are known (as the women
// doing seva at the dreamer's own gurdwara in en-tuning-21.ts), and "chettan" (Malayalam: elder brother) said of an
// older rower who is no kin is a word of address; a team piling on top of the player who scored is a celebration
// hug, the group's friendliness (physical); "get intae them son", roared from the touchline, is cheering the
// dreamer on (friendliness), not aggression; the chiefs walking in a Homowo procession are prominent persons, known
// as the King is, of unknown sex (none is given); "hooted at me" (Ghana: jeered) is mockery, and "abusing her"
// (Nigeria: insulting her) verbal aggression; "got into it" (US: argued) is reciprocal, two codes; a salute from a
// late husband is a greeting (friendliness), and the kiss the widow blows back is her friendliness to him (no
// touch, as the Lola's blown kiss in en-tuning-18.ts), not sexuality, though a kiss between spouses is; a greyhound
// "scared of her own shadow", a trait of the dog told of waking life, has no feeling coded; "pretty choked"
// (Canada), "absolutely filthy" (Australia), "salty" (US), "pikon" (Philippines) and "geram" (Malaysia) are anger,
// "kilig" (Philippines), "lekker happy" (South Africa), "buzzing" (Scotland) and "tickled" (US) happiness, "Damn
// paiseh" (Singapore), "morto" (Ireland) and "fully tensed" (India) apprehension.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_23: HandCodedDream[] = [
  // Jamaican (Santa Cruz, St Elizabeth). A Nine Night is the wake held over the nights after a death. The
  // grandfather, dead in waking life, is present at his own Nine Night; "Nobody else could see him" is no one. The
  // neighbours are known, a group, and "everybody" is that group. Aunty Marcia telling the dreamer off is aggression,
  // and her being vex her anger. Grandpa's wink and the mint tea pushed across to the dreamer are two friendly acts.
  // "frighten bad" is apprehension, "glad glad" happiness.
  {
    text: "It was Nine Night for my grandfather at the yard in Santa Cruz, tent up, white rum going round, and all the neighbours singing sankey under the breadfruit tree. Then Grandpa himself come walking through the gate in his church suit like nothing was wrong, and sit down at the domino table. Nobody else could see him but me. My aunty Marcia was vex that I wasn't helping to fry the fish, and she tell me off in front of everybody. Grandpa just wink at me and push his mug of mint tea across the table to me. When the singing stop he was gone. I was frighten bad, but glad glad to see him.",
    characters: [
      'person male family | my grandfather',
      'person unknown known plural | all the neighbours',
      'person female family | My aunty Marcia',
    ],
    interactions: ['aggression 2>D', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['anger 2', 'apprehension D', 'happiness D'],
  },
  // Kenyan (Kakamega). The crowd is present; "everyone shouting and pushing" is that crowd, aimed at no one. The
  // uncle, named first as the owner of the bull, is then present. Uncertain: the two bulls fighting are the contest
  // the crowd came for (not coded); the black bull charging "us" is physical aggression to the dreamer, and chasing
  // the uncle round the posho mill physical aggression to him. The boy pulling the dreamer up onto the lorry is a
  // rescue (friendliness, physical). Nekesa laughing at the dreamer is mockery. "so scared" is apprehension;
  // "couldn't stop laughing", at no one, happiness.
  {
    text: "I was home in Kakamega for Christmas and went with my cousin Nekesa to the bullfighting on the field behind the primary school. There was a big crowd, everyone shouting and pushing. My uncle Wafula's bull, Simba, was fighting a huge black one from Shinyalu. Then the black bull broke loose and charged straight at us, and a boy I didn't know grabbed my hand and pulled me up onto the back of a lorry. Nekesa laughed at me because my shoes had stayed in the mud. After that the bull chased my uncle round and round the posho mill. I was so scared my legs were shaking, but afterwards I couldn't stop laughing.",
    characters: [
      'person female family | my cousin Nekesa',
      'person unknown stranger plural | a big crowd',
      'person male family | My uncle Wafula',
      'animal unknown - | Simba',
      'animal unknown - | a huge black one from Shinyalu',
      "person male stranger | a boy I didn't know",
    ],
    interactions: ['aggression 4>D physical', 'friendliness 5>D physical', 'aggression 0>D', 'aggression 4>2 physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Singaporean (Toa Payoh). A getai is the stage show of the seventh month, the Hungry Ghost month; "ah ma" is a
  // grandmother, dead in waking life and present. The kuaci (melon seeds) she passes the dreamer is a gift. The
  // singer ("an auntie", a word of address) pointing at the dreamer and pulling the dreamer up on stage is one
  // invitation with touch (friendliness, physical). The crowd clapping for the dreamer is friendliness; the uncle (a
  // word of address) shouting at the dreamer to get off the stage is aggression. "Damn paiseh" (embarrassed) is
  // apprehension; "so happy I cried" is tears of joy, happiness only.
  {
    text: "Seventh month, and there was a getai on the field next to my block in Toa Payoh. In the dream my ah ma, who passed away two years ago, was sitting in the front row, the row you're supposed to leave empty for the spirits. I sat down beside her and she passed me a packet of kuaci like she always did. Then the singer, an auntie in a sequin dress, pointed at me and pulled me up on stage to sing a Hokkien song I don't even know. The crowd clapped for me anyway. One uncle at the back shouted at me to get off the stage. Damn paiseh lah, but seeing my ah ma I was so happy I cried.",
    characters: [
      'person female family | my ah ma',
      'person female stranger | the singer, an auntie in a sequin dress',
      'person unknown stranger plural | The crowd',
      'person male stranger | One uncle at the back',
    ],
    interactions: ['friendliness 0>D', 'friendliness 1>D physical', 'friendliness 2>D', 'aggression 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Malaysian (Raub, Pahang). The uncle, named first as the owner of the orchard, is present; what he keeps saying
  // about the Musang King (a durian) is no act, and the durian falling on the husband's head an accident. The monkey
  // snatching the torchlight (a torch) is theft (physical); the uncle chasing it with a parang (a machete) is
  // physical aggression to it. Saving the first seed for the dreamer is friendliness. Laughing at no one is
  // happiness; "geram" (Malay: annoyed) is anger.
  {
    text: "Durian season, and I was at my uncle's orchard in Raub with my husband, sitting under the trees at night waiting for the fruit to drop. Uncle kept saying the Musang King only falls after midnight. Then one big durian came down right on my husband's head, lucky he was wearing a helmet. A monkey climbed down from the branches, snatched my torchlight and ran off with it. My uncle chased it into the rubber trees with a parang, shouting in Hokkien. Later my husband opened the best durian and saved the first seed for me. I was laughing until my stomach pain, but also quite geram with that monkey.",
    characters: ['person male family | my uncle', 'person male family | my husband', 'animal unknown - | A monkey'],
    interactions: ['aggression 2>D physical', 'aggression 0>2 physical', 'friendliness 1>D'],
    emotions: ['happiness D', 'anger D'],
  },
  // Pakistani (Islamabad). The queue of people is a crowd present; the man cutting in with no shove is a queue-jump
  // (not coded). The father objecting is his protest to the man (aggression); the man shouting at him and calling
  // him a senile old fool is one act of aggression. "I was grabbed by a guard ... and dragged into a back room" is a
  // passive with its agent: a detention (physical aggression). "they", who take the photo, are never seen: no one.
  // The officer's smile is friendliness; stamping the form is her work. The father fuming is his anger; "nervous"
  // is apprehension, "relieved" happiness.
  {
    text: 'I was at the passport office in Aabpara with my father, and the queue of people went round the whole building. A man in a grey shalwar kameez cut in right in front of us. When my father objected, the man turned round and shouted at him and called him a senile old fool. Then I was grabbed by a guard with a big moustache and dragged into a back room, where they took my photo again and again because my eyes were closed in every one. At last the officer, a lady with thick glasses, smiled at me and stamped my form. My father was fuming the whole time. I was so nervous, and then so relieved.',
    characters: [
      'person male family | my father',
      'person unknown stranger plural | the queue of people',
      'person male stranger | A man in a grey shalwar kameez',
      'person male stranger | a guard with a big moustache',
      'person female stranger | the officer, a lady with thick glasses',
    ],
    interactions: ['aggression 0>2', 'aggression 2>0', 'aggression 3>D physical', 'friendliness 4>D'],
    emotions: ['anger 0', 'apprehension D', 'happiness D'],
  },
  // Indian (Alappuzha, Kerala). A snake boat is the long boat of the Nehru Trophy race, the vanchipattu its rowing
  // song, a mundu a long white wrap. Uncertain: the hundred rowers of the dreamer's own village boat and its captain
  // are known; "chettan" (elder brother) is a word of address for an older rower, who stands out from the rowers by
  // description. The captain snapping at the dreamer is aggression; the oar hitting the chettan's head is an
  // accident, and his splashing water in the dreamer's face on purpose physical aggression. "Ammachi" (grandmother)
  // pulling him out is a rescue (friendliness, physical). Uncertain: the crowd cheering is for no one in particular
  // (not coded). "fully tensed" is apprehension, "enjoying like anything" happiness.
  {
    text: "Nehru Trophy boat race day in Alappuzha, and somehow I was rowing in our village's snake boat with a hundred other men, though I have never touched an oar in my life. The captain at the back kept snapping at me to keep time with the vanchipattu. My oar hit the chettan in front of me on the head, and he turned round and splashed water in my face. Then our boat started sinking, and my Ammachi, standing on the bank in her mundu, reached down and pulled me out by my collar. The crowd on the bank was cheering like mad. I was fully tensed, but also enjoying like anything.",
    characters: [
      'person male known plural | a hundred other men',
      'person male known | The captain at the back',
      'person male known | the chettan in front of me',
      'person female family | my Ammachi',
      'person unknown stranger plural | The crowd on the bank',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'friendliness 3>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Irish (County Laois). The Ploughing is the National Ploughing Championships. The lad from Kilkenny telling the
  // judges "our furrows were crooked" is criticism told to others about "us", coded once to the dreamer; the judges
  // are present. Daddy telling him where to go is aggression to him. The farmer jumping up and pulling the brake
  // stops the runaway tractor: a rescue with no touch (friendliness, not physical). Mammy, dead in waking life, is
  // present; the flask of tea is a gift. "morto" (mortified) is apprehension, "raging" anger, laughing at no one
  // happiness.
  {
    text: "Myself and Daddy were at the Ploughing in Ratheniska, muck up to our knees, and he was dead set on winning the vintage class with the old Ferguson. A big lad from Kilkenny on the next plot kept telling the judges our furrows were crooked. Daddy told him where to go. Then the tractor took off on its own across the field with me hanging off the side of it, and a farmer in a flat cap ran alongside, jumped up and pulled the brake. Mammy, who's gone ten years, was at the gate and handed me a flask of tea. I was morto, then raging, then laughing.",
    characters: [
      'person male family | Daddy',
      'person male stranger | A big lad from Kilkenny on the next plot',
      'person unknown stranger plural | the judges',
      'person male stranger | a farmer in a flat cap',
      'person female family | Mammy',
    ],
    interactions: ['aggression 1>D', 'aggression 0>1', 'friendliness 3>D', 'friendliness 4>D'],
    emotions: ['apprehension D', 'anger D', 'happiness D'],
  },
  // English. Pam nicking the caster sugar "when she thought I wasn't looking" is theft on purpose (physical). Paul
  // Hollywood and Noel are celebrities, coded known; prodding the choux and saying it is raw is criticism
  // (aggression), a remark made at work. Noel's arm round the dreamer and "told me not to worry" are two friendly
  // acts, the first physical. The mum waving at the dreamer is friendliness. "gutted" is sadness, "embarrassed"
  // apprehension.
  {
    text: "I was a contestant on Bake Off, in the tent in the grounds of some stately home, and it was the technical. I had to make a croquembouche and I'd never even heard of one. The woman at the next bench, a retired vicar called Pam, kept nicking my caster sugar when she thought I wasn't looking. Paul Hollywood came over, prodded my choux buns and said they were raw in the middle. Noel put his arm round me and told me not to worry about it. Then my mum was standing at the back of the tent, waving at me like a loony. I was gutted, and so embarrassed.",
    characters: [
      'person female stranger | The woman at the next bench, a retired vicar called Pam',
      'person male known | Paul Hollywood',
      'person male known | Noel',
      'person female family | my mum',
    ],
    interactions: [
      'aggression 0>D physical',
      'aggression 1>D',
      'friendliness 2>D physical',
      'friendliness 2>D',
      'friendliness 3>D',
    ],
    emotions: ['sadness D', 'apprehension D'],
  },
  // Canadian (Calgary). The lineup is a crowd present. Brent, an ex-husband, is known, and so is his new girlfriend.
  // Her looking the dreamer up and down and laughing is mockery; his ignoring her completely is a snub (rejection).
  // Giving the little boy her plate is the dreamer's friendliness. The horse eating the pancakes off her griddle is
  // an animal's theft (physical). Pastor Dave, of her own church, telling her off is aggression. Uncertain: "pretty
  // choked" (Canada: angry) is anger; "made my day" is happiness.
  {
    text: "Stampede week in Calgary and I was flipping pancakes at the free breakfast in our church parking lot, in a cowboy hat two sizes too big. The lineup of people went halfway down 17th Ave. Then my ex, Brent, showed up with his new girlfriend. She looked me up and down and laughed, and he just ignored me completely, like we'd never been married. A little boy dropped his plate in the gravel, so I gave him mine. Then a horse from the parade wandered over and ate the pancakes right off my griddle. Pastor Dave told me off for letting it. I was pretty choked, but that kid made my day.",
    characters: [
      'person unknown stranger plural | The lineup of people',
      'person male known | my ex, Brent',
      'person female known | his new girlfriend',
      'person male stranger | A little boy',
      'animal unknown - | a horse from the parade',
      'person male known | Pastor Dave',
    ],
    interactions: ['aggression 2>D', 'aggression 1>D', 'friendliness D>3', 'aggression 4>D physical', 'aggression 5>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Australian (Melbourne). The girls from work are known, a group, and "Everyone" is that group; the boss Sharon
  // stands out from it. The beer spilt down the dress is not said to be meant (an accident); flirting after it is a
  // sexual overture (not physical), and "I told him to rack off" the dreamer's rejection (aggression). Sharon
  // grabbing the ticket out of her hand to collect the winnings is theft (physical). "stoked" is happiness,
  // "absolutely filthy" (furious) anger.
  {
    text: "Melbourne Cup Day at Flemington with the girls from work, all of us in fascinators with our heels sinking into the lawn. My boss Sharon had drawn the favourite in the office sweep and wouldn't shut up about it. A bloke in a pink suit spilt his beer down my dress and then had the cheek to flirt with me. I told him to rack off. Then my horse came home at eighty to one, and Sharon grabbed the ticket out of my hand and ran off to collect the money herself. Everyone was screaming. I was stoked for about a minute, then absolutely filthy.",
    characters: [
      'person female known plural | the girls from work',
      'person female known | My boss Sharon',
      'person male stranger | A bloke in a pink suit',
    ],
    interactions: ['sexuality 2>D', 'aggression D>2', 'aggression 1>D physical'],
    emotions: ['happiness D', 'anger D'],
  },
  // New Zealander (Queenstown), a Māori man. Doing up the harness is the Aussie's work, and "sweet as" no act. Hemi
  // ("he", a sentence after he is named) yelling that the dreamer is a big chicken is mockery. "I got shoved off
  // from behind. I never saw who did it": an unseen attacker, unstated initiator (physical). Nan, named first as the
  // owner of the kitchen, is present; the fried bread is a gift. "Terrified" is apprehension, "stoked" happiness.
  {
    text: "I was doing the bungy off the Kawarau Bridge for my fortieth, which I would never do in real life. The guy doing my harness, a young Aussie with a mullet, kept saying sweet as, sweet as. My brother Hemi was up on the viewing platform filming it all on his phone. I stood on the edge for ages while he yelled out that I was a big chicken. Then I got shoved off from behind. I never saw who did it. I went down and the river swallowed me, and I came up in Nan's kitchen in Ōpōtiki, and she put a plate of fried bread in front of me. Terrified, then stoked.",
    characters: [
      'person male stranger | The guy doing my harness, a young Aussie with a mullet',
      'person male family | My brother Hemi',
      'person female family | Nan',
    ],
    interactions: ['aggression 1>D', 'aggression ?>D physical', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // South African (Durban), typed in a hurry by a girl of seventeen; a matric dance is the final-year school dance.
  // Sipho, her date, is a friend; Thandeka, from another class of her grade, is known, and so is everyone from her
  // grade, a group. The mom driving her there is friendliness. Sipho and Thandeka walking right past her "like i
  // dont exist" is a deliberate snub by each (rejection, two codes). Zinhle throwing her drink over Thandeka's dress
  // is physical aggression; her hug is friendliness (physical). The DJ calling the name for matric queen is the
  // dance's rite. "so hurt" is sadness, "lekker happy" happiness; "lol" is no feeling.
  {
    text: 'ok so matric dance dream. i was at the venue in umhlanga in my gold dress and my date Sipho was late so my mom had to drive me there herself in her old polo. everyone from our grade was there already. then Sipho walks in with Thandeka from 12B and they walk right past me like i dont exist. my best friend Zinhle threw her whole drink over thandekas dress lol. then the DJ called my name for matric queen?? Zinhle screamed and hugged me. i was so hurt but also lekker happy at the end',
    characters: [
      'person male friend | my date Sipho',
      'person female family | my mom',
      'person unknown known plural | everyone from our grade',
      'person female known | Thandeka from 12B',
      'person female friend | my best friend Zinhle',
      'person unknown stranger | the DJ',
    ],
    interactions: [
      'friendliness 1>D',
      'aggression 0>D',
      'aggression 3>D',
      'aggression 4>3 physical',
      'friendliness 4>D physical',
    ],
    emotions: ['sadness D', 'happiness D'],
  },
  // Filipino (Mandaue, Cebu), typed in a hurry, told in the present. A liga is a barangay basketball league; "tito"
  // is an uncle and "lola" a grandmother (family). The people on the court and the roofs are a crowd, and
  // "everybody" is that crowd; "the ref", given no pronoun, is of unknown sex. The center elbowing the dreamer
  // "every time the ref looks away" is a foul on purpose (physical aggression, coded once), and "he shoves me from
  // behind" a second act. Tito Boy arguing with the ref is reciprocal (two codes). The lola slapping the big guy on
  // the arm is physical aggression between two others. Aira, a crush, is known; her watching is no act. Everybody
  // laughing, at no one, is the crowd's amusement. "pikon" (easily riled) is anger, "kilig" (a romantic thrill)
  // happiness.
  {
    text: "dreamed im playing in the barangay liga in Mandaue, finals night, and the court is so full of people they're even up on the roofs. our coach is my tito Boy. the other teams center, a big guy with a dragon tattoo, keeps elbowing me every time the ref looks away. at the last second he shoves me from behind and the ref calls nothing!! tito Boy runs onto the court and argues with the ref till his face is red. then my lola comes down from the bleachers and slaps the big guy on the arm. everybody is laughing. i was so pikon but also kilig bc my crush Aira was watching",
    characters: [
      'person unknown stranger plural | people',
      'person male family | my tito Boy',
      'person male stranger | the other teams center, a big guy with a dragon tattoo',
      'person unknown stranger | the ref',
      'person female family | my lola',
      'person female known | my crush Aira',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression 2>D physical',
      'aggression 1>3',
      'aggression 3>1',
      'aggression 4>2 physical',
    ],
    emotions: ['happiness 0', 'anger D', 'happiness D'],
  },
  // Nigerian (Lagos). The cousin is only named as whose wedding it is. The people the market is packed with are a
  // crowd. Uncertain: the trader grabbing the dreamer's hand and pulling her into her shop, calling her "fine girl",
  // is a sales pitch (not coded), though done with a touch. "abusing her" (insulting her) is aggression to the
  // mother. "my bag was snatched by an area boy" (a street tout) is a passive with its agent: theft (physical). The
  // two traders chasing him is physical aggression to him, and bringing the bag back friendliness to the dreamer.
  // "vexed" is anger, "scared" apprehension; the mother laughing at no one is her amusement.
  {
    text: "I went to Balogun market with my mother to buy lace for my cousin's wedding, and the place was packed with people like sardine. One trader, a big woman in a blue gele, grabbed my hand and pulled me into her shop, calling me fine girl. My mother was pricing one lace for thirty minutes and the woman started abusing her that she was wasting her time. Then my bag was snatched by an area boy, who ran off with it. Two of the other traders chased him down and brought it back to me. I was so vexed and scared, but my mother was just laughing.",
    characters: [
      'person female family | my mother',
      'person unknown stranger plural | people',
      'person female stranger | One trader, a big woman in a blue gele',
      'person male stranger | an area boy',
      'person unknown stranger plural | Two of the other traders',
    ],
    interactions: ['aggression 2>0', 'aggression 3>D physical', 'aggression 4>3 physical', 'friendliness 4>D'],
    emotions: ['anger D', 'apprehension D', 'happiness 0'],
  },
  // American (New York), typed in a hurry. The people the car is packed with are a crowd; the guy eating a chicken
  // does nothing aimed at anyone. The showtime kids (subway acrobats) are a group: "one of them" kicking the coffee
  // out of the dreamer's hand on purpose is the group's act (physical), and their laughing at him mockery. The old
  // lady's napkin and "dont cry baby" are two friendly acts; the crying is only in her words. The fish looking in
  // are present and do nothing. "pissed" is anger, "sad" sadness, "confused" confusion.
  {
    text: 'dreamed i was on the 4 train at like 2am going home to the bronx and the car was packed with people even tho its never packed at 2am. some guy was eating a whole rotisserie chicken with his hands. then these showtime kids came thru doing pole flips and one of them kicked my coffee outta my hand on purpose and they all laughed at me. an old lady across from me gave me a napkin and told me dont cry baby. then the train went underwater like a submarine and fish were looking in the windows. i was pissed then kinda sad then just confused',
    characters: [
      'person unknown stranger plural | people',
      'person male stranger | some guy',
      'person unknown stranger plural | these showtime kids',
      'person female stranger | an old lady across from me',
      'animal unknown - plural | fish',
    ],
    interactions: ['aggression 2>D physical', 'aggression 2>D', 'friendliness 3>D', 'friendliness 3>D'],
    emotions: ['anger D', 'sadness D', 'confusion D'],
  },
  // American (Wisconsin), a widow. Throwing candy to the kids along the street is the dreamer's friendliness to them,
  // a group present. Dale, a neighbour, stopping short "on purpose so I'd fall over" is a prank meant to make her fall
  // (physical aggression), coded once though repeated. Jim, dead in waking life, is present; uncertain: his salute
  // is a greeting (friendliness), and her blown kiss back friendliness (no touch). Krista helping her down off the
  // float is friendliness (physical). "tickled" is happiness, "teary" sadness.
  {
    text: "Fourth of July in our little town outside Eau Claire, and I was riding on the Lions Club float throwing candy to the kids along Main Street. My neighbor Dale was driving the tractor that pulled us. Every block or so he stopped short on purpose so I'd fall over. Then my late husband Jim was standing in front of the bank in his Navy whites, and he saluted me as we went by. I blew him a kiss. At the end of the route my daughter-in-law Krista helped me down off the float. I was so tickled to see Jim, and a little teary.",
    characters: [
      'person unknown stranger plural | the kids along Main Street',
      'person male known | My neighbor Dale',
      'person male family | my late husband Jim',
      'person female family | my daughter-in-law Krista',
    ],
    interactions: [
      'friendliness D>0',
      'aggression 1>D physical',
      'friendliness 2>D',
      'friendliness D>2',
      'friendliness 3>D physical',
    ],
    emotions: ['happiness D', 'sadness D'],
  },
  // American (Arizona). A haboob is a desert dust storm. No interaction: the grandma is named only as the owner of
  // the carport, and the coyote looking through the windshield does nothing to the dreamer. "I wasn't even scared"
  // is negated; "homesick" is sadness, "all mixed up about where I was" confusion.
  {
    text: "Driving home to Casa Grande on the I-10 and I saw a haboob coming across the desert, a brown wall a mile high. In the dream there was no shoulder to pull over on, just the road going on and on. Then it swallowed the car and everything went orange, and the sand kept hissing against the roof. When it cleared I was parked in my grandma's old carport in Tucson, and a coyote was sitting on the hood looking at me through the windshield. I wasn't even scared. I just felt homesick, and all mixed up about where I was.",
    characters: ['animal unknown - | a coyote'],
    interactions: [],
    emotions: ['sadness D', 'confusion D'],
  },
  // Scottish (Kingussie). Shinty is played with a caman (a stick); a bunnet is a flat cap. The full back cracking
  // the dreamer across the shins "on purpose" is physical aggression, not the game; the ref never blowing is no
  // act. The granda, dead in waking life, is present; uncertain: "get intae them son", roared from the touchline, is
  // cheering the dreamer on (friendliness). Uncertain: the team piling on top of the scorer is a celebration hug
  // (the group's friendliness, physical). Eilidh's kiss is sexuality (physical). "buzzing" is happiness; "black
  // and blue" is no feeling.
  {
    text: "I was playing shinty for Kingussie against Newtonmore, the big derby, even though I've not had a caman in my hand since school. Their full back, a big ginger lad, cracked me across the shins with his stick on purpose and the ref never blew. My granda, who's been dead twenty year, was on the touchline in his bunnet roaring get intae them son. I scored in the last minute and the whole team piled on top of me. Then my girlfriend Eilidh ran on and kissed me. Honestly I was buzzing, even with my legs black and blue.",
    characters: [
      'person male stranger | Their full back, a big ginger lad',
      'person unknown stranger | the ref',
      'person male family | My granda',
      'person unknown known plural | the whole team',
      'person female friend | my girlfriend Eilidh',
    ],
    interactions: [
      'aggression 0>D physical',
      'friendliness 2>D',
      'friendliness 3>D physical',
      'sexuality 4>D physical',
    ],
    emotions: ['happiness D'],
  },
  // Ghanaian (Jamestown, Accra). Homowo is the Ga harvest festival; sprinkling kpokpoi (its festive food) for the
  // ancestors is its rite. Uncertain: the chiefs are prominent persons, known, of unknown sex. Naa pinching the
  // dreamer is physical aggression (as the pinch in en-tuning-19.ts), her sharing her soup friendliness. Nii Armah, a
  // schoolmate, is known; "hooted at me" (jeered) is mockery; the dreamer pushing him is physical aggression, and
  // his fall its outcome. The uncle scolding the dreamer is aggression. "felt bad about the pushing" is guilt
  // (apprehension), "happy" happiness.
  {
    text: 'It was Homowo in Jamestown and I was walking behind the chiefs with my uncle while they sprinkled kpokpoi on the ground for the ancestors. My cousin Naa kept pinching me because I was walking too slowly. Then Nii Armah, a boy I was in school with, came and hooted at me, saying I have become too British to eat kpokpoi. I pushed him and he fell into the gutter. My uncle scolded me right there in the street. Later Naa shared her palm nut soup with me. I felt bad about the pushing, but I was happy to be home.',
    characters: [
      'person unknown known plural | the chiefs',
      'person male family | my uncle',
      'person female family | My cousin Naa',
      'person male known | Nii Armah, a boy I was in school with',
    ],
    interactions: [
      'aggression 2>D physical',
      'aggression 3>D',
      'aggression D>3 physical',
      'aggression 1>D',
      'friendliness 2>D',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Indian (from Bihar, at the Kumbh Mela in Prayagraj). "my whole family" is a family group, and the mother and
  // Rohit stand out from it by kin; "lakhs of people" is a crowd. The mother holding the dreamer's hand is
  // friendliness (physical); shouting for the family, gone, is no act. The naga sadhu (a naked ascetic) pointing at
  // the dreamer and laughing is mockery. The shawl lent and walking the dreamer to the lost and found tent are two
  // friendly acts. Rohit ("He", a sentence after he is named) hugging the dreamer is friendliness (physical).
  // "panicky" is apprehension, "relieved" happiness.
  {
    text: 'I was at the Kumbh in Prayagraj with my whole family, lakhs of people on the ghats, and my mother held my hand tight so we would not get separated. At the Sangam I went under the water for my dip and when I came up they were all gone. A naga sadhu covered in ash pointed at me and laughed. I walked for hours shouting for them. An old lady from Nepal lent me her shawl and walked me to the lost and found tent, and my little brother Rohit was already there eating jalebi. He ran and hugged me. I was very panicky, and then so relieved.',
    characters: [
      'person unknown family plural | my whole family',
      'person unknown stranger plural | lakhs of people on the ghats',
      'person female family | my mother',
      'person male stranger | A naga sadhu covered in ash',
      'person female stranger | An old lady from Nepal',
      'person male family | my little brother Rohit',
    ],
    interactions: [
      'friendliness 2>D physical',
      'aggression 3>D',
      'friendliness 4>D',
      'friendliness 4>D',
      'friendliness 5>D physical',
    ],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Australian (far west New South Wales), told in the present. No interaction: the sister is named only as the
  // owner of her place, "everyone tells you" is no one present, and the roos (kangaroos) standing and watching the
  // dreamer go past do nothing to her. "scared stiff" is apprehension, "a bit sad" sadness.
  {
    text: "Driving back to Broken Hill from my sister's place at dusk, which everyone tells you never to do out there, and there are roos everywhere, hundreds of them, just standing on the road staring into the headlights. I have to get out and walk in front of the ute to get through. They don't move an inch, they just watch me go past like a guard of honour. At the end of the road is the old house in Menindee where I grew up, with all the lights on. I was scared stiff the whole way, and a bit sad at the end.",
    characters: ['animal unknown - plural | roos'],
    interactions: [],
    emotions: ['apprehension D', 'sadness D'],
  },
  // Nigerian (Ijebu-Ode). Ojude Oba is the festival of homage to the Awujale, the king of Ijebu, coded known, as the
  // King in the earlier batches; aso ebi is cloth worn alike by a family. The husband's family are in-laws, family,
  // and "everybody" is that group; the mother-in-law ("Mama"), the husband and Bisola stand out from it. Her telling
  // everybody the dreamer made them late is criticism told to others about the dreamer (aggression). The loose horse
  // coming straight for her is a charge (physical aggression); the husband pulling her behind a canopy a rescue
  // (friendliness, physical). Bisola pulling her up to dance (physical) and spraying her with naira notes (a gift)
  // are two friendly acts. "annoyed" is anger, "enjoyed myself" happiness; "sha" (anyway) is no feeling.
  {
    text: "I was at Ojude Oba in Ijebu-Ode with my husband's family, all of us in the same aso ebi, watching the horsemen gallop past the Awujale. My mother-in-law kept telling everybody I was the reason we came late. Then one of the horses broke loose and came straight for me, and my husband pulled me behind a canopy just in time. At the end my sister-in-law Bisola pulled me up to dance and sprayed me with crisp naira notes. I was annoyed with Mama, but I enjoyed myself sha.",
    characters: [
      "person unknown family plural | my husband's family",
      'person male stranger plural | the horsemen',
      'person male known | the Awujale',
      'person female family | My mother-in-law',
      'animal unknown - | one of the horses',
      'person male family | my husband',
      'person female family | my sister-in-law Bisola',
    ],
    interactions: [
      'aggression 3>D',
      'aggression 4>D physical',
      'friendliness 5>D physical',
      'friendliness 6>D physical',
      'friendliness 6>D',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // English (the Midlands). Dolly, a greyhound, is "scared of her own shadow" in waking life: a trait, no feeling
  // coded. The judge feeling Dolly over is her work; telling the dreamer the dog is far too thin is criticism
  // (aggression), and "I should be ashamed of myself" only her words. The lady sniggering at the dreamer is mockery.
  // Dolly biting the poodle is physical aggression between two animals; its yelping is no act. The bacon roll is a
  // gift. Winning Best in Show is no act. "mortified" is apprehension, "over the moon" happiness.
  {
    text: "I'd taken our old greyhound, Dolly, to Crufts at the NEC, which is mad because she's a rescue and scared of her own shadow. In the ring the judge, a tall woman in tweed, felt Dolly all over and then told me she was far too thin and I should be ashamed of myself. The lady next to me with a white poodle sniggered at me. Dolly bit the poodle on the ear and it yelped the place down. Then my husband Gary strolled in with a bacon roll for me like nothing was happening. We won Best in Show somehow. I was mortified, then over the moon.",
    characters: [
      'animal unknown - | our old greyhound, Dolly',
      'person female stranger | the judge, a tall woman in tweed',
      'person female stranger | The lady next to me with a white poodle',
      'animal unknown - | a white poodle',
      'person male family | my husband Gary',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D', 'aggression 0>3 physical', 'friendliness 4>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // American (Decatur, Georgia). Terrence, named first as the owner of the house, is present; "the whole family" is
  // a family group, and "everybody" that group; Terrence, Auntie Gloria, Marcus (a brother of a cousin, so family)
  // and the grandmama stand out from it. Gloria not letting the dreamer have a wing is a refusal (aggression).
  // "got into it" (argued) is reciprocal, two codes, and the chicken bone thrown at Terrence physical aggression.
  // The grandmama, dead in waking life, is present; "She" squeezing the dreamer's hand is friendliness (physical).
  // "salty" (annoyed) is anger, "happy" happiness; "at peace" names no class.
  {
    text: "Super Bowl Sunday at my cousin Terrence's house in Decatur, the whole family crammed in front of his big TV. My auntie Gloria made her famous wings and wouldn't let me have a single one because I'm supposedly on a diet. Terrence and his brother Marcus got into it over a bet, and Marcus threw a chicken bone at him. Then the power went out right before halftime. My grandmama, who passed in 2016, lit a candle and started humming, and everybody got real quiet. She reached over and squeezed my hand. I was salty about those wings, but that part had me feeling happy and at peace.",
    characters: [
      'person male family | my cousin Terrence',
      'person unknown family plural | the whole family',
      'person female family | My auntie Gloria',
      'person male family | his brother Marcus',
      'person female family | My grandmama',
    ],
    interactions: [
      'aggression 2>D',
      'aggression 0>3',
      'aggression 3>0',
      'aggression 3>0 physical',
      'friendliness 4>D physical',
    ],
    emotions: ['anger D', 'happiness D'],
  },
];
