// English, twenty-first tuning batch, the nineteenth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// The dreamers are American (Louisiana, a trucker from Nebraska, a Georgia girl of sixteen, Minnesota, Hawaii, West
// Virginia), Canadian (Hamilton, the Yukon), Australian (Tasmania, and a Vietnamese-Australian woman in Cabramatta),
// a New Zealander, Scottish (the Highlands, Motherwell), Irish (a Cork woman in her seventies, and a girl sitting the
// Leaving Cert), English (a pigeon man in County Durham, a Sikh woman in Smethwick, a young Londoner at Carnival),
// from Hong Kong, Malaysia, the Bahamas, Kenya, India (Kolkata) and Nigeria, and write their own English
// ("aggravated", "an older gal", "cussed me out", "tbh", "lol", "Tassie devil", "reckons", "jocks", "wee", "a
// sweetie", "raging with myself", "Myself and my sister", "Mammy", "gave out to me", "waiting on my birds", "seva",
// "dadi", "aunty", "proper panicking", "Me also", "the uncle", "rushing", "vexed", "tūtū", "Madame Pele", "mandazi",
// "pandal hopping", "phuchka", "gele", "sprayed her", "I seen", "It didn't do nothing", "telly"). Written by a
// helper who read only README.md, `hand-codes.ts`, `codes.ts` and the earlier English tuning batches (not the
// coder, not a held-out file). Checks run: `ls en-tuning*` (so no held-out file name was listed); `wc -l` over
// README.md, `hand-codes.ts`, `codes.ts` and the earlier English tuning batches; `cat` and `sed -n` to read
// README.md, `hand-codes.ts`, `codes.ts`, en-tuning-20.ts and en-tuning-19.ts whole and the first lines of
// en-tuning-18.ts; `grep` over the earlier English tuning batches only (the openings of their texts, cut with `cut`
// and `sed -n`; words of situations, counted with `grep -il ... | wc -l`; a few conventions and the dreams they
// were decided on: "shocked", a crowd of "people", "partner", snogging, "criticism told"; empty character lists,
// counted with `grep -c`) and `awk` (line lengths of en-tuning-20.ts); and over this file only, read-only, `wc`,
// `grep`, `sed -n`, `awk` (line lengths) and `python3` (brackets, word counts, the notation, the character words
// and indexes of the codes), which printed only. The file was written and edited with the file editing tool only.
// No script, test, tsx, vitest or git command was run, and no web search was made.
// Conventions followed (README.md, en-tuning-20.ts, en-tuning-19.ts and the earlier batches): an interaction aimed at
// "us" is one event, coded once with the dreamer as recipient ("bought us a whole bucket of Sweet Martha's cookies",
// "barged us out of the way", "gave us two plates of curry goat", "shared her mandazi with us", "kept buying us
// phuchka"); people who stand out from a group by name or kin (Jaswinder aunty of "a row of aunties", the Second
// Aunt of "two of my aunties", the grandpa and Bao of "the whole family") are coded apart from it, and names after a
// group of the dreamer's people are its members, each a character ("my college friends, Rupa and Sayan"); "everyone"
// is the group the dream already has ("a row of aunties"); a crowd present is a character ("people were standing on
// top of the cars", "the crowd", "people" at a garage sale who are told things), while people only mentioned,
// remembered, quoted or named as owners ("his dads golf cart", "instead of Mammy", "My tūtū always said", "my
// grandmother in Ukunda", "my daddy's old truck") are not characters, and an owner who is then present ("my uncle
// T-Boy's backyard", "Mum's place", "my grandma's flat") is; people heard only from a television ("the news", "what
// they were saying") or never seen ("they announced") are no one; someone dead in waking life but present in the
// dream is coded (a late wife in a truck stop booth); kin words of the dreamer's own English ("dadi", "Second Aunt")
// are family, while "aunty" and "uncle" said to older people who are no kin are words of address; a partner, a
// date, a mate, a friend and a best friend are friends; the relatives and partners of people the dreamer knows are
// known ("the neighbours' boy, Owen", "her new husband", "Tolu's mother"), and so are a schoolmate ("madison from
// cheer"), a fellow of the dreamer's pigeon club and the other women doing seva at the dreamer's own gurdwara;
// guilt, shame, embarrassment and being scared, terrified, frightened, spooked, nervous, stressed, worried or
// panicking, or getting a fright, are apprehension, pride, gladness, being happy or content and amusement happiness,
// being hurt, lonesome, weepy, sad and crying sadness, being mad, annoyed, cross, raging and vexed anger, being
// confused confusion; laughter aimed at no one ("I've never laughed so much", "laughing his head off", "couldn't
// stop laughing", "I had to laugh", "Grandma just laughs") and thinking something the funniest thing ever seen are
// the laugher's amusement, not an interaction, but laughing at someone is mockery; body sensations ("my hands were
// shaking on the wheel", "worn out") and feelings of no HVdC class ("peaceful", "numb", "calm") are not coded, nor
// are negated feelings ("I wasn't scared", "I wasn't worried at all", "I wasn't frightened exactly"), or behaviour
// that names no feeling; acts only wished, joked or denied ("I could have sold him too", "She never said another
// word", "It didn't do nothing"), looking and watching ("had a good look", "watched me go by", "A raven sat on the
// woodpile watching me"), a request or an instruction (a cigarette asked for, "telling me to keep still") and
// trade (a bike bought with pennies, a dollar offered) are not coded; a rite (a homecoming queen announced) and a
// professional's work (a butter head carved, coffee kept topped up) are not coded, but a remark made while at work
// ("telling me my nose was too difficult") is; a rescue that pulls the victim free is friendliness (physical) to the
// victim ("I grabbed him off just in time"); a defence said to the attacker ("told him to move away from my
// grandad", "told him to wait") is aggression to the attacker; a deliberate snub ("ditched me") is rejection
// (aggression, not physical); a telling-off, a scolding, an accusation, criticism, mockery and teasing about not
// being married (as in en-tuning-16.ts) are verbal aggression, and so is criticism told to others about the
// dreamer ("kept telling people I was the one who bought all this junk") or about someone else present in the
// dream ("said he was trash anyway"), which goes to whom it is about; theft done on purpose is physical aggression,
// an animal's too (as the dog's in en-tuning-19.ts), and so are a push, a chase (with a saucepan, with a wooden
// spoon), something thrown at someone (a slipper), water squirted in the face on purpose (as in en-tuning-20.ts)
// and dragging someone out by his cap; a gift and the words said with it are two friendly acts (the red envelope
// and "I'd always been his favourite"), and so are a gift and a touch (a cold Abita and a pat on the shoulder);
// thanks, a compliment, help, a pen passed, food given or paid for and a ride given are friendliness, and a hand
// held, a hug and hands over the dreamer's hands to show her how friendliness (physical);
// pulling someone into a dance is an invitation with touch, friendliness (physical); a reciprocal act is two codes
// ("all over each other", as snogging in en-tuning-7.ts, sexuality, physical); animals are coded of unknown sex, a
// creature called "a man" male.
// Conventions this batch had to decide: a kelpie that comes out of the loch as a horse and turns into a man is a male
// creature, and its nose put in the dreamer's hand is friendliness (physical), as the tusker's trunk in
// en-tuning-20.ts; an old woman the dreamer knows to be Madame Pele, who vanishes from the back seat, is a female
// creature (as the duppy in en-tuning-19.ts), and stopping to give her a ride and giving her the last cigarette are
// two friendly acts; a figure "taller than a man" with red eyes and wings, never named or sexed, is a creature of
// unknown sex; a young nun taking the wheelchair handles off the dreamer and pushing her sister "so I could get my
// breath back" is help to the dreamer (friendliness), the act being done for her; a woman with a German flag on her
// bag barging "us" out of the way with her own wheelchair to get in front is physical aggression (meant, not an
// accident); spraying naira notes on the bride at a Nigerian wedding is the dreamer's gift to her (friendliness),
// not a rite, since the dreamer chooses to do it, and a man pocketing the bride's money off the floor is theft from
// her (physical); a waitress who "wouldn't let me pay for my pie" gives it (friendliness), while keeping the coffee
// topped up is her work; a date who "ditched me to go dance with" another girl rejects the dreamer (aggression);
// lending mascara to the crying dreamer is friendliness; a man "laid on his horn and cussed me out the window" is
// one act of aggression; a rival Junkanoo rusher running into the dreamer's line on purpose and knocking the
// costume off is physical aggression, and an old lady wrapping her shawl round the dreamer's head in the rain a gift
// with touch (friendliness, physical, as the chitenge in en-tuning-20.ts); a Tassie devil dragging off a boot is
// theft (physical), as a monkey grabbing a bag of rambutans out of a hand is; "aggravated" (Southern US: annoyed) is
// anger and "weepy" sadness; an idol whose eyes "seemed to follow me" is no character.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_21: HandCodedDream[] = [
  // American (Louisiana). The uncle, named first as the owner of the backyard, is then present; dumping the pot is
  // aimed at no one. Remy taking the biggest crawfish off the dreamer's pile, grinning, is theft done on purpose
  // (physical); the heron taking one out of the dreamer's hand is the animal's theft (physical). The wife thinking
  // it the funniest thing she ever saw is her amusement. The Abita (a beer) and the pat on the shoulder are two
  // friendly acts, the pat physical. "aggravated" is anger, "happy as could be" happiness.
  {
    text: "We were having a crawfish boil in my uncle T-Boy's backyard in Breaux Bridge, and he dumped the whole pot out on the newspaper on the picnic table. My cousin Remy kept reaching over and taking the biggest ones off my pile, grinning at me the whole time. Then a big gray heron walked right up to the table and took a crawfish out of my hand. My wife thought that was the funniest thing she ever saw. My aunt Yvette brought me a cold Abita and patted me on the shoulder. I was aggravated with Remy, but happy as could be.",
    characters: [
      'person male family | my uncle T-Boy',
      'person male family | My cousin Remy',
      'animal unknown - | a big gray heron',
      'person female family | My wife',
      'person female family | My aunt Yvette',
    ],
    interactions: [
      'aggression 1>D physical',
      'aggression 2>D physical',
      'friendliness 4>D',
      'friendliness 4>D physical',
    ],
    emotions: ['happiness 3', 'anger D', 'happiness D'],
  },
  // American, a trucker from Nebraska. The young man laying on his horn and cussing the dreamer out for the spot is
  // one act of aggression. Bev keeping the coffee topped up is her work; uncertain: not letting the dreamer pay for
  // the pie is a gift (friendliness). The late wife, present in the booth, does nothing aimed at anyone. "I wasn't
  // scared" is negated; "lonesome" is sadness, "real glad to see her" happiness.
  {
    text: "Been driving truck for thirty-one years, and in the dream I pulled into the Little America truck stop on I-80 at three in the morning and every spot in the lot was full. When I finally found one, some young guy in a Peterbilt laid on his horn and cussed me out the window for taking it. Inside, the waitress, an older gal named Bev, kept my coffee topped up and wouldn't let me pay for my pie. Then my late wife Darlene was sitting in the booth across from me doing her crossword like always. I wasn't scared. Just lonesome, and real glad to see her.",
    characters: [
      'person male stranger | some young guy in a Peterbilt',
      'person female stranger | the waitress, an older gal named Bev',
      'person female family | my late wife Darlene',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D'],
    emotions: ['sadness D', 'happiness D'],
  },
  // American (Georgia), typed by a girl of sixteen. A date is a friend, a girl from the school's cheer squad known;
  // the dad is named only as the owner of the golf cart, and the "they" who announce the queen are never seen.
  // Ditching the dreamer is rejection (aggression); "all over each other" is reciprocal (two sexual codes,
  // physical). Lending the mascara is friendliness; uncertain: "said he was trash anyway", told to the dreamer about
  // Tyler, is criticism of him (aggression to him). Crying and "so hurt" are one code of sadness; "lol" is no
  // feeling.
  {
    text: 'ok so i dreamed it was homecoming and my date tyler picked me up in his dads golf cart instead of a car. at the dance he ditched me to go dance with madison from cheer and they were all over each other right in front of me. my best friend kenzie found me crying in the bathroom and lent me her mascara and said he was trash anyway. then they announced i was homecoming queen but the crown was an ice cream cone lol. so hurt tbh but kenzie is literally the best',
    characters: [
      'person male friend | my date tyler',
      'person female known | madison from cheer',
      'person female friend | my best friend kenzie',
    ],
    interactions: [
      'aggression 0>D',
      'sexuality 0>1 physical',
      'sexuality 1>0 physical',
      'friendliness 2>D',
      'aggression 2>0',
    ],
    emotions: ['sadness D'],
  },
  // American (Minnesota). Princess Kay (the dairy princess) is only mentioned. Carving the head is the man's work,
  // but his sighing and telling the dreamer her nose was too difficult is criticism (aggression). The cookies
  // bought for "us" are one gift, to the dreamer. "embarrassed" is apprehension, "happy" happiness.
  {
    text: "My mom and I were at the Minnesota State Fair, and instead of Princess Kay they were carving my head out of butter in the dairy barn. The man doing the carving kept sighing and telling me my nose was too difficult. Then Mom bought us a whole bucket of Sweet Martha's cookies and we ate them on the Sky Glider, which kept going higher and higher over the fairgrounds. When I looked down, my butter head was melting in the sun. I was embarrassed about my nose, but mostly just happy to be with Mom.",
    characters: ['person female family | My mom', 'person male stranger | The man doing the carving'],
    interactions: ['aggression 1>D', 'friendliness 0>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Canadian (Hamilton). The people at the garage sale are a crowd present, strangers. Pat telling them the dreamer
  // bought all the junk is criticism told about the dreamer (aggression to her). The dollar offered is trade; being
  // called greedy is aggression. Owen, the neighbours' boy, is known; buying the bike is trade, his thanks
  // friendliness. Owen looking proud is his happiness; "annoyed" is anger; "I could have sold him too" is a joke,
  // no act.
  {
    text: "Dreamt we were having a garage sale on our driveway in Hamilton, and my husband Pat kept telling people I was the one who bought all this junk. A woman in a Leafs toque offered me a dollar for my good dishes, the whole set, and when I said no she called me greedy. Then the neighbours' boy, Owen, bought my old bike with a jar full of pennies and said thank you about five times. He looked so proud riding it off down the street. I was so annoyed with Pat I could have sold him too.",
    characters: [
      'person male family | my husband Pat',
      'person unknown stranger plural | people',
      'person female stranger | A woman in a Leafs toque',
      "person male known | the neighbours' boy, Owen",
    ],
    interactions: ['aggression 0>D', 'aggression 2>D', 'friendliness 3>D'],
    emotions: ['happiness 3', 'anger D'],
  },
  // Canadian (the Yukon). No interaction: the dreamer is alone, and the raven only watches. "scared" is
  // apprehension, "completely happy" happiness.
  {
    text: 'I was alone at my cabin outside Dawson in the middle of January, and the snow had drifted right up over the windows. The wood stove kept going out no matter how much I fed it. When I finally dug my way out the door, the northern lights were hanging so low I could have touched them, green and pink, and they made a sound like somebody humming. A raven sat on the woodpile watching me the whole time. I was scared about the stove at first, but out there I felt completely happy.',
    characters: ['animal unknown - | A raven'],
    interactions: [],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Australian (Tasmania), told in the present. A partner and a mate are friends; Tom reckoning it is a ghost is no
  // act. The devil dragging off the dreamer's boot is theft (physical), and the dreamer chasing it off with a
  // saucepan a chase (physical). Jess laughing at the dreamer in his jocks is mockery. "properly spooked" is
  // apprehension, "cross" anger; "I had to laugh", at no one, is amusement.
  {
    text: "We're camping at Cradle Mountain, me, my partner Jess and our mate Tom, and in the middle of the night this horrible screaming starts up outside the tent. Tom reckons it's a ghost. Turns out it's a Tassie devil, and it's dragged one of my boots halfway into the scrub and is chewing the laces. I chase it off with a saucepan and it goes off screeching. Then Jess laughs at me for ages because I'm out there in my jocks. I was properly spooked, and cross with Jess, but I had to laugh.",
    characters: [
      'person female friend | my partner Jess',
      'person male friend | our mate Tom',
      'animal unknown - | a Tassie devil',
    ],
    interactions: ['aggression 2>D physical', 'aggression D>2 physical', 'aggression 0>D'],
    emotions: ['apprehension D', 'anger D', 'happiness D'],
  },
  // Australian (Cabramatta), Vietnamese-Australian. Mum, named first as the owner of the place, is then present.
  // "the whole family" is a group; the aunties, the grandpa and Bao stand out from it. Asking why the dreamer still
  // isn't married is teasing (aggression, as in en-tuning-16.ts). The red envelope and "I'd always been his
  // favourite" are two friendly acts. Mum chasing Bao with a wooden spoon is physical aggression between two others.
  // "embarrassed" is apprehension, "happy" happiness, "confused" confusion.
  {
    text: "It was Tết at Mum's place in Cabramatta, the whole family packed into the lounge room with the karaoke going. My aunties kept asking me why I still wasn't married at thirty-two. My grandpa gave me a red envelope and told me I'd always been his favourite, which he's never once said in real life. Then my nephew Bao set off a whole string of firecrackers in the kitchen and Mum chased him round the table with a wooden spoon. I was embarrassed, then really happy, and a bit confused, because Bao is only a baby in real life.",
    characters: [
      'person female family | Mum',
      'person unknown family plural | the whole family',
      'person female family plural | My aunties',
      'person male family | My grandpa',
      'person male family | my nephew Bao',
    ],
    interactions: ['aggression 2>D', 'friendliness 3>D', 'friendliness 3>D', 'aggression 0>4 physical'],
    emotions: ['apprehension D', 'happiness D', 'confusion D'],
  },
  // New Zealander. No interaction: the seal pup has a look and goes under, and Liam paddling in the sand is aimed at
  // no one. "I wasn't worried at all" is negated and "peaceful" names no class; "sad to wake up" is sadness.
  {
    text: "I was kayaking in the Abel Tasman with my partner Liam, and the water was so clear it felt like we were floating on air. A seal pup popped up right beside us, had a good look and went back under. Then the tide went out all at once and we were sitting in the kayak on dry sand, miles from the beach. Liam just kept paddling in the sand like nothing was wrong. I wasn't worried at all, it all felt really peaceful, and I was sad to wake up.",
    characters: ['person male friend | my partner Liam', 'animal unknown - | A seal pup'],
    interactions: [],
    emotions: ['sadness D'],
  },
  // Scottish (the Highlands). The horse that turns into a man and that the dreamer knows to be a kelpie is one male
  // creature. Uncertain: its nose put in the dreamer's hand is friendliness (physical). Grabbing Callum off its back
  // is a rescue (friendliness, physical); the kelpie laughing at the dreamer is mockery. "terrified" is
  // apprehension; "raging with myself" is anger.
  {
    text: 'I was down at Loch Ness with my wee boy Callum, skimming stones off the beach at Dores. A big black horse came walking up out of the water, dripping wet, and put its nose in my hand like it wanted a sweetie. Callum went to climb on its back and I grabbed him off just in time. Then the horse turned into a man with weed in his hair, laughed at me and walked back into the loch. I knew it was a kelpie. I was terrified for Callum, and raging with myself after for letting him near it.',
    characters: ['person male family | my wee boy Callum', 'creature male - | A big black horse'],
    interactions: ['friendliness 1>D physical', 'friendliness D>0 physical', 'aggression 1>D'],
    emotions: ['apprehension D', 'anger D'],
  },
  // Irish (Cork), a woman in her seventies. The pilgrims from the parish are a group present, known; Mammy is only
  // remembered. Barging "us" out of the way with her chair to get in front is physical aggression, to the dreamer.
  // Uncertain: the nun pushing Nora "so I could get my breath back" is help to the dreamer. Nora holding the
  // dreamer's hand is physical. "worn out" is no feeling; "weepy" is sadness, "content" happiness.
  {
    text: 'Myself and my sister Nora were in Lourdes with the pilgrims from our parish, the way we went in 1988, only this time it was Nora in the wheelchair instead of Mammy. I was pushing her down to the Grotto and a big woman with a German flag on her bag barged us out of the way with her own chair to get in front. A young nun took the handles off me and pushed Nora the rest of the way so I could get my breath back. Nora held my hand the whole time at the Grotto. I was worn out and a bit weepy, but content.',
    characters: [
      'person female family | my sister Nora',
      'person unknown known plural | the pilgrims from our parish',
      'person female stranger | a big woman with a German flag on her bag',
      'person female stranger | A young nun',
    ],
    interactions: ['aggression 2>D physical', 'friendliness 3>D', 'friendliness 0>D physical'],
    emotions: ['sadness D', 'happiness D'],
  },
  // English (County Durham), an old pigeon man. The single interaction: Norman, of the dreamer's own club (known),
  // shouting that the dreamer cheated is a false charge (aggression). The dad's telling the dreamer to keep still is
  // an instruction, not coded; the parrot clocking itself in is aimed at no one. "mad" is anger; "I've never laughed
  // so much", at no one, is amusement.
  {
    text: "I was sat on the loft roof in Stanley waiting on my birds coming back from the Bourges race, with my clock ready, like I've done every summer since I was a lad. My dad was there with me, young again, telling me to keep still or I'd put them off landing. The first bird that dropped in wasn't one of mine at all, it was a big white parrot, and it walked straight in the trap and clocked itself in. Then Norman from the club came up the back lane shouting that I'd cheated. I was mad at Norman, but I've never laughed so much.",
    characters: [
      'person male family | My dad',
      'animal unknown - | a big white parrot',
      'person male known | Norman from the club',
    ],
    interactions: ['aggression 2>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // English (Smethwick), Sikh. Seva is voluntary service, the langar the free kitchen; the aunties doing seva at the
  // dreamer's own gurdwara are known ("aunty" a word of address), and "everyone" is that group; Jaswinder aunty stands
  // out from it by name. Holding the rotis up to mock them is mockery of the dreamer's work (aggression). The dadi
  // (father's mother) showing the dreamer how, her hands over the dreamer's, is help with touch (friendliness,
  // physical); the man's praise is friendliness. "embarrassed" is apprehension, "proud" happiness.
  {
    text: "It was Vaisakhi and I was doing seva in the langar hall at the gurdwara in Smethwick, rolling rotis with a row of aunties. One of them, Jaswinder aunty, kept holding mine up and telling everyone they looked like maps of India. Then my dadi came and sat next to me and showed me how to roll them properly, with her hands over mine, like when I was little. A man in the queue for food said mine were the best he'd had all day. I was embarrassed at first, then so proud.",
    characters: [
      'person female known plural | a row of aunties',
      'person female known | Jaswinder aunty',
      'person female family | my dadi',
      'person male stranger | A man in the queue for food',
    ],
    interactions: ['aggression 1>D', 'friendliness 2>D physical', 'friendliness 3>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // English (London), a young man at Notting Hill Carnival. Squirting Grandad in the face with a water gun is
  // physical aggression (as water splashed in the face in en-tuning-20.ts); "I told him to move away from my grandad"
  // is the dreamer's defence said to him (aggression). The two free plates given to "us" are one gift, to the
  // dreamer. The crowd is present. "proper panicking" is apprehension; Grandad laughing his head off, at no one, is
  // his amusement.
  {
    text: "Notting Hill Carnival on the Monday and I was following a sound system down Ladbroke Grove with my grandad, who's eighty-four and was dancing better than me. Some guy with a water gun came up and squirted Grandad right in the face. I told him to move away from my grandad. Then a lady on a jerk stall gave us two plates of curry goat for free because she knew Grandad from church. After that I lost him in the crowd and couldn't find him anywhere. I was proper panicking until I found him at the next stall, laughing his head off.",
    characters: [
      'person male family | my grandad',
      'person male stranger | Some guy with a water gun',
      'person female stranger | a lady on a jerk stall',
      'person unknown stranger plural | the crowd',
    ],
    interactions: ['aggression 1>0 physical', 'aggression D>1', 'friendliness 2>D'],
    emotions: ['apprehension D', 'happiness 0'],
  },
  // Irish, a girl sitting the Leaving Cert. The superintendent, from outside the school, is a stranger; "gave out to
  // me" (scolded) is aggression. The pen passed is friendliness. "stressed" is apprehension.
  {
    text: 'Dreamt it was the first day of the Leaving Cert and I was sitting English Paper 1 in the sports hall, except all the desks were floating about a foot off the floor. The superintendent, a small man with a beard, gave out to me for writing my name before he said we could start. My friend Ciara was at the desk beside me and she passed me a pen when mine ran out. Then I turned over the paper and the whole thing was in Irish. I was so stressed, and I still am, the real thing is in June.',
    characters: [
      'person male stranger | The superintendent, a small man with a beard',
      'person female friend | My friend Ciara',
    ],
    interactions: ['aggression 0>D', 'friendliness 1>D'],
    emotions: ['apprehension D'],
  },
  // Hong Kong, told in the present. The grandma, named first as the owner of the flat, is then present; the Second
  // Aunt stands out from "two of my aunties". Slamming the tiles down and saying the dreamer must be cheating is one
  // accusation (aggression); pushing her money across is a gift. Uncertain: "Grandma just laughs", at no one named,
  // is her amusement. Kelvin on his phone does nothing aimed at anyone. "nervous" is apprehension, "confused"
  // confusion, "happy" happiness.
  {
    text: "It's the second day of Chinese New Year and I'm at my grandma's flat in Sham Shui Po, playing mahjong with her and two of my aunties for the first time. I win three hands in a row, and my Second Aunt slams her tiles down and says I must be cheating. Grandma just laughs and pushes all her money across the table to me. Then the tiles start turning into little dumplings in my hands. My cousin Kelvin is on the sofa the whole time playing on his phone. I'm nervous and kind of confused, but happy.",
    characters: [
      'person female family | my grandma',
      'person female family plural | two of my aunties',
      'person female family | my Second Aunt',
      'person male family | My cousin Kelvin',
    ],
    interactions: ['aggression 2>D', 'friendliness 0>D'],
    emotions: ['happiness 0', 'apprehension D', 'confusion D', 'happiness D'],
  },
  // Malaysian (Penang). A pasar malam is a night market; "the uncle" is a word of address. The monkey grabbing the
  // bag out of the wife's hand is theft (physical); the slipper thrown at it is physical aggression to it; the free
  // packet given to the wife is friendliness to her. The wife getting a fright is her apprehension, and her laughing,
  // at no one, her amusement; "Me also" is the dreamer's amusement.
  {
    text: "I was at the pasar malam near our house in Bayan Lepas with my wife, walking between the stalls looking for apam balik. Suddenly a monkey jumped down from the roof of a stall and grabbed the bag of rambutans right out of her hand. The uncle selling char kway teow threw his slipper at it and it ran off up a lamp post with the bag. Then he gave my wife a free packet of kway teow to make up for it. She got such a fright, then she couldn't stop laughing. Me also.",
    characters: [
      'person female family | my wife',
      'animal unknown - | a monkey',
      'person male stranger | The uncle selling char kway teow',
    ],
    interactions: ['aggression 1>0 physical', 'aggression 2>1 physical', 'friendliness 2>0'],
    emotions: ['apprehension 0', 'happiness 0', 'happiness D'],
  },
  // Bahamian, told in the present. Rushing is parading in Junkanoo; the Valley Boys are the dreamer's own group,
  // known, of unstated sex, and the Saxons, a rival group, are never present, so the boy from it is a character of
  // his own. Rushing into the line on purpose and knocking the costume off is physical aggression; uncertain: the
  // shawl wrapped round the dreamer's head is a gift with touch (friendliness, physical). "vexed" is anger, "proud"
  // happiness.
  {
    text: "Boxing Day morning on Bay Street and I'm rushing with the Valley Boys for the first time, carrying a big costume piece made of crepe paper and cardboard. My cousin Dwight is right beside me on cowbells. One of the Saxons boys rushes straight into our line on purpose and knocks my costume half off my shoulders. Then the rain comes and all the crepe paper starts melting down my arms. An old lady watching from the barricade wraps her shawl round my head. I was so vexed with that Saxons boy, but proud we finished.",
    characters: [
      'person unknown known plural | the Valley Boys',
      'person male family | My cousin Dwight',
      'person male stranger | One of the Saxons boys',
      'person female stranger | An old lady watching from the barricade',
    ],
    interactions: ['aggression 2>D physical', 'friendliness 3>D physical'],
    emotions: ['anger D', 'happiness D'],
  },
  // Hawaiian (Hilo). The tūtū (grandmother) is only quoted. Uncertain: the old lady the dreamer knows to be Madame
  // Pele, who vanishes from the back seat, is a female creature; stopping to give her a ride and giving her the last
  // cigarette are two friendly acts, her asking a request (not coded), and "She never said another word" denied.
  // The dog does nothing. "I wasn't scared" is negated, "numb" names no class; "confused" is confusion.
  {
    text: "I was driving home to Hilo over Saddle Road late at night, and there was an old lady in a white muumuu standing on the side of the road with a little white dog. My tūtū always said you stop for her, so I stopped and gave her a ride. She got in the back with the dog and asked me for a cigarette, and I gave her my last one. She never said another word. When I looked in the mirror coming down the hill, the back seat was empty and the dog was gone too. I knew it was Madame Pele. I wasn't scared, just kind of numb, and confused.",
    characters: ['creature female - | an old lady in a white muumuu', 'animal unknown - | a little white dog'],
    interactions: ['friendliness D>0', 'friendliness D>0'],
    emotions: ['confusion D'],
  },
  // Kenyan (Mombasa). The grandmother is only spoken of; the people standing on the cars are a crowd present. The
  // young man pushing into the mother from behind is physical aggression between two others, and "told him to
  // wait" the dreamer's defence said to him (aggression). The mandazi (fried dough) shared with "us" is one gift, to
  // the dreamer. The mother's calm names no class; "worried" is apprehension.
  {
    text: "I was crossing on the Likoni ferry with my mother, going to see my grandmother in Ukunda, and the ferry was so full that people were standing on top of the cars. A young man with a cart of coconuts kept pushing into my mother from behind, so I stood between them and told him to wait. Then the engines stopped in the middle of the channel and we just sat there for hours. A woman I didn't know shared her mandazi with us. My mother was calm, but I was worried we would sink.",
    characters: [
      'person female family | my mother',
      'person unknown stranger plural | people',
      'person male stranger | A young man with a cart of coconuts',
      "person female stranger | A woman I didn't know",
    ],
    interactions: ['aggression 2>0 physical', 'aggression D>2', 'friendliness 3>D'],
    emotions: ['apprehension D'],
  },
  // Indian (Kolkata). Pandal hopping is going from one Durga Puja marquee to the next; Rupa and Sayan, named after
  // "my college friends", are friends, and "the others" are they. The crowd is present; the goddess's image is no
  // character. The phuchka bought for "us" is a gift to the dreamer; the policeman shouting is aggression; Rupa's
  // hug is physical. "frightened" is apprehension, "happy" happiness.
  {
    text: "It was Ashtami night of Durga Puja and I was pandal hopping in north Kolkata with my college friends, Rupa and Sayan, in a crowd so thick we could hardly move. Sayan kept buying us phuchka at every corner. At Kumartuli the goddess's eyes seemed to follow me everywhere. Then I got separated from the others, and a policeman shouted at me for standing in the exit line. I found them again by the ghat and Rupa hugged me so tight. I was frightened for a while, but so happy at the end.",
    characters: [
      'person female friend | Rupa',
      'person male friend | Sayan',
      'person unknown stranger plural | a crowd so thick we could hardly move',
      'person male stranger | a policeman',
    ],
    interactions: ['friendliness 1>D', 'aggression 3>D', 'friendliness 0>D physical'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // Nigerian (Lagos). The new husband of a friend is known, and so is her mother. Uncertain: spraying the bride with
  // naira is the dreamer's gift to her (friendliness), not a rite. The man pocketing her money off the floor is
  // theft from her (physical); her mother dragging him out by his cap is physical aggression between two others.
  // Tolu pulling the dreamer into the dance is an invitation with touch (friendliness, physical). The gele (head
  // tie) falling off is no act. "annoyed" is anger, "happy" happiness.
  {
    text: "I was at my friend Tolu's wedding in Lekki, and when she danced in with her new husband I went out and sprayed her with a whole bundle of naira. A man in a big agbada was picking her money up off the floor and stuffing it in his own pocket instead of the basket. Tolu's mother saw him and dragged him out of the hall by his cap. Then Tolu pulled me into the dance with her, and my gele kept falling off. I was very annoyed with that thief, but so happy for my friend.",
    characters: [
      'person female friend | my friend Tolu',
      'person male known | her new husband',
      'person male stranger | A man in a big agbada',
      "person female known | Tolu's mother",
    ],
    interactions: [
      'friendliness D>0',
      'aggression 2>0 physical',
      'aggression 3>2 physical',
      'friendliness 0>D physical',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // American (West Virginia). No interaction: the father is named only as the owner of the truck; the thing on the
  // tower, "taller than a man" with wings and red eyes, never named or sexed, is a creature of unknown sex, and it
  // only watches ("It didn't do nothing"). "so scared" is apprehension; the shaking hands are a body sensation.
  {
    text: "I was driving my daddy's old truck across the Silver Bridge at Point Pleasant, the one that fell down before I was born, and it was foggy and real quiet. Halfway across I seen something standing up on top of one of the towers, taller than a man, with big red eyes and wings folded round it like a coat. It didn't do nothing, just watched me go by. When I got to the Ohio side, the bridge was gone behind me. I was so scared my hands were shaking on the wheel.",
    characters: ['creature unknown - | something standing up on top of one of the towers'],
    interactions: [],
    emotions: ['apprehension D'],
  },
  // Scottish (Motherwell), a man of fifty-two. No character and no interaction: the houses are empty, and the
  // people on the telly's news are no one. "I wasn't frightened exactly" is negated; "confused" is confusion, "a bit
  // sad" sadness.
  {
    text: "I was doing my old paper round in Motherwell at five in the morning, like when I was thirteen, except I'm fifty-two now. Every house on the estate was empty with the front door wide open. The bag kept getting heavier and heavier. I went into one house and the telly was on, and it was the news, and it was about me, but I couldn't make out what they were saying. The streetlights went off one by one behind me. I wasn't frightened exactly. Just confused, and a bit sad when the round was done.",
    characters: [],
    interactions: [],
    emotions: ['confusion D', 'sadness D'],
  },
];
