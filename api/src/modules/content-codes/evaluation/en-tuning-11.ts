// English, eleventh tuning batch, the ninth plain batch (written and hand-coded on 2026-12-06 before the coder was run on it, in the plain style of real dream reports, with the few interactions of an ordinary dream journal): fixes to the coder may be made against these dreams, as against the earlier tuning batches.
// Conventions followed (README.md, en-tuning-10.ts and the earlier batches): an interaction aimed at "us"
// or "us both" is one event, coded once with the dreamer as recipient; an act of a group is coded to the
// group only, and a member singled out of it ("one of them") is coded to the group unless named, while
// people who stand out from a group by name or kin ("my brother Owen", "Mum" in "the whole family") are
// coded apart; two people who act together ("Nadia and Kim laughed at me") are coded one act each; a
// reciprocal act is two codes; an attempted act is coded as the act ("tried to grab Lucy's purse"); people
// only mentioned or named as owners ("my brother in Australia", "my late gran's piano", "my friend Niamh's
// one-woman show" when she never turns up) are not characters, while an owner who is then present
// ("Hayley's house", "Mum's seventieth") is; someone dead in waking life but present in the dream is coded;
// a celebrity is known (en-tuning-3.ts); guilt, shame and embarrassment are apprehension, relief, pride and
// amusement happiness, hurt and loneliness sadness; laughter aimed at no one ("laughed his head off") is the
// laugher's amusement, not an interaction, but laughing at someone or smirking at someone is mockery; body
// sensations ("my legs were shaking", "my arm throbbed") and feelings of no HVdC class ("calm",
// "exhausted") are not coded, nor are negated feelings ("wasn't scared of him at all", "Kai wasn't upset
// at all") or feelings only reported in someone's words ("He says he's scared of the dark"); acts only
// wished or denied ("Mark wanted to get out and shout at them", "didn't even say sorry", "didn't stick up
// for me", "Nobody would take one") and accidents or mistakes not said to be on purpose (a nail colour got
// wrong, a bloke bouncing too hard) are not coded; a rescue that strikes the attacker is coded as
// aggression to the attacker only, one that pulls the victim free as friendliness (physical) to the
// victim; a chase and a capture are two acts, a blame and the punishment that follows it too; animals are
// coded of unknown sex, a creature called "he" or "a man" male. Conventions this batch had to decide: a
// refusal aimed at the dreamer ("wouldn't let me sit at the front", "refused to redo them") is rejection
// (aggression, not physical); a lie told to get someone into trouble is aggression to the one it harms,
// not to the one lied to; a fright played on purpose ("jumps out of the wardrobe at us" in a mask) is
// aggression, not physical; outbidding someone at an auction is a contest, not coded, as a game; children
// running after an ice cream van chase no one; a man the dream itself shows to be a ghost (he walks through
// a wall and has no feet) is a creature.
import type { HandCodedDream } from './hand-codes.ts';

export const EN_TUNING_11: HandCodedDream[] = [
  // Told in the present. A neighbour from the same block is known. Uncertain: sitting down with a frightened
  // man to keep him company is comfort (friendliness, as Diego's press-ups in es-tuning-11.ts), and the
  // candle a second friendly act. His fear is only said in his words: not coded. The shout at "us" is one
  // act, to the dreamer.
  {
    text: "There's a power cut in our block of flats and the whole building is pitch black. I go down the stairs with my phone torch and find the old man from the ground floor, Mr Kowalski, sitting on the bottom step in his slippers. He says he's scared of the dark, so I sit down with him and give him my spare candle. Then the woman from number six shouts at us for blocking the stairs. I'm annoyed with her, but weirdly happy.",
    characters: [
      'person male known | the old man from the ground floor, Mr Kowalski',
      'person female known | the woman from number six',
    ],
    interactions: ['friendliness D>0', 'friendliness D>0', 'aggression 1>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Callum came along and is present. "kept calling me a clown" is one verbal act, though repeated. The
  // peanut thrown at the dreamer is physical (as the sandal in es-tuning-12.ts); "shut up" is Callum's
  // aggression to the heckler. The hug (physical) and the praise are two friendly acts. "mortified" is
  // apprehension.
  {
    text: "I'd signed up to do five minutes at an open-mic comedy night above a pub in Brighton, and my mate Callum came along for moral support. The second I got up there I forgot every joke. A bloke at the front in a flat cap kept calling me a clown, and his girlfriend threw a peanut at me. Callum shouted at him to shut up. Afterwards the compère, a woman with pink hair, hugged me and said I'd been really brave. I was mortified.",
    characters: [
      'person male friend | my mate Callum',
      'person male stranger | a bloke at the front in a flat cap',
      'person female stranger | his girlfriend',
      'person female stranger | the compère, a woman with pink hair',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>D physical',
      'aggression 0>1',
      'friendliness 3>D physical',
      'friendliness 3>D',
    ],
    emotions: ['apprehension D'],
  },
  // "the twins" are one group (family). The baboons are a group; "one of them" is coded to it: ripping a
  // wiper off the family's car is destruction of property (physical), to the dreamer. Jumping all over the
  // car is the same attack. "wanted to ... shout at them, but he didn't dare" is only wished. The keeper
  // ("his hooter") chasing them off is a chase (physical). Uncertain: the twins thinking it "the best thing
  // ever" is their enjoyment (happiness).
  {
    text: "We drove through the safari park at Longleat, me, my husband Mark and the twins in the back. A gang of baboons jumped all over our car and one of them ripped off a windscreen wiper. The twins thought it was the best thing ever. Mark wanted to get out and shout at them, but he didn't dare. Then a keeper in a jeep came roaring up and chased them off with his hooter going. I was terrified the whole time.",
    characters: [
      'person male family | my husband Mark',
      'person unknown family plural | the twins',
      'animal unknown - plural | a gang of baboons',
      'person male stranger | a keeper in a jeep',
    ],
    interactions: ['aggression 2>D physical', 'aggression 3>2 physical'],
    emotions: ['happiness 1', 'apprehension D'],
  },
  // Grabbing the bucket and tipping the sweets into his own bowl is one theft (physical), from Freya.
  // "a thief and a creep" is one verbal act. The chocolate bars are a gift to Freya. Bursting into tears is
  // her sadness (as Claire in en-tuning-10.ts). "wasn't scared of him at all" is negated.
  {
    text: "It was Halloween and I was taking my daughter Freya trick-or-treating round our street, with her dressed as a pumpkin. At one house a man in a rubber skeleton mask opened the door, grabbed Freya's bucket and tipped all her sweets into his own bowl. Freya burst into tears. I called him a thief and a creep. A teenage girl dressed as a witch gave Freya a whole handful of chocolate bars from her bag. I was furious, but I wasn't scared of him at all.",
    characters: [
      'person female family | my daughter Freya',
      'person male stranger | a man in a rubber skeleton mask',
      'person female stranger | a teenage girl dressed as a witch',
    ],
    interactions: ['aggression 1>0 physical', 'aggression D>1', 'friendliness 2>0'],
    emotions: ['sadness 0', 'anger D'],
  },
  // The lifeguard, "a girl", is female. Her telling off is coded once. Splashing "us" on purpose is one
  // physical act to the dreamer (as the hose in es-tuning-11.ts), and the ducking, "one of them", a second,
  // coded to the group. Pulling the dreamer up to the side is a rescue (friendliness, physical); "idiots" is
  // Jas's aggression to the lads. Eating ice lollies together is not coded.
  {
    text: 'It was boiling hot and I went to the lido with my best friend Jas. The lifeguard, a girl with a sunburnt nose, kept telling me off for bombing, though I only did it once. Then a group of lads splashed us and one of them ducked me under. Jas pulled me up to the side, and then she told them they were idiots. We lay in the sun eating ice lollies after. I was cross at first, then really happy.',
    characters: [
      'person female friend | my best friend Jas',
      'person female stranger | the lifeguard, a girl with a sunburnt nose',
      'person male stranger plural | a group of lads',
    ],
    interactions: [
      'aggression 1>D',
      'aggression 2>D physical',
      'aggression 2>D physical',
      'friendliness 0>D physical',
      'aggression 0>2',
    ],
    emotions: ['anger D', 'happiness D'],
  },
  // Told in the present. Hayley first names the house, then is present: coded. A friend's mother and
  // brother are known. The cheese on toast for "us" is one act, to the dreamer. Uncertain: jumping out at
  // "us" in a mask to frighten is aggression (not physical: no touch), to the dreamer; laughing at Hayley is
  // mockery. Telling him off and sending him to his room are two acts (a blame and its punishment).
  // Hayley's scream names no feeling; "I don't cry" is no act.
  {
    text: "I'm ten again and sleeping over at my friend Hayley's house. Her mum makes us cheese on toast and we watch a film in our sleeping bags. In the middle of the night Hayley's big brother puts on a scary mask and jumps out of the wardrobe at us. Hayley screams and he laughs at her. Her mum tells him off and sends him to his room. I lie awake for ages. I'm scared, but I don't cry.",
    characters: [
      'person female friend | my friend Hayley',
      'person female known | her mum',
      "person male known | Hayley's big brother",
    ],
    interactions: ['friendliness 1>D', 'aggression 2>D', 'aggression 2>0', 'aggression 1>2', 'aggression 1>2'],
    emotions: ['apprehension D'],
  },
  // The King is a celebrity, coded known (en-tuning-3.ts). The handshake is friendliness (physical); his
  // question is not coded. The corgi running off with the sandwich is theft (physical). The footman is male
  // by the noun; the second sandwich is a gift. Pretending not to know the dreamer is a deliberate snub
  // (rejection). Embarrassment is apprehension, pride happiness.
  {
    text: "I'd been invited to a garden party at Buckingham Palace with my mum, who wore the biggest hat I've ever seen. The King came over, shook my hand and asked what I did for a living, but I couldn't remember. Then a corgi ran off with my cucumber sandwich. A footman in a red coat brought me another one on a silver tray. Mum pretended she didn't know me. I was so embarrassed, but proud too.",
    characters: [
      'person female family | my mum',
      'person male known | the King',
      'animal unknown - | a corgi',
      'person male stranger | a footman in a red coat',
    ],
    interactions: ['friendliness 1>D physical', 'aggression 2>D physical', 'friendliness 3>D', 'aggression 0>D'],
    emotions: ['apprehension D', 'happiness D'],
  },
  // A teacher at a class is known (en-tuning-10.ts); his snapping is coded once. The pike biting the flipper
  // the dreamer wears is an attack (physical). Uncertain: a dive buddy met at the lesson is a stranger.
  // Grabbing the hand and taking the dreamer up is one rescue (friendliness, physical). "Dean never even
  // noticed" is no act. Panic is apprehension; sadness "for no reason" is still coded.
  {
    text: 'I was doing my first scuba lesson in a flooded quarry in Cumbria. The instructor, a stocky Australian called Dean, kept snapping at me for fiddling with my mask. Underwater a pike as long as my leg swam right up and bit my flipper. My buddy, a quiet woman called Anne, grabbed my hand and took me up to the surface. Dean never even noticed. I was panicking the whole time, and afterwards I felt sad for no reason.',
    characters: [
      'person male known | the instructor, a stocky Australian called Dean',
      'animal unknown - | a pike as long as my leg',
      'person female stranger | my buddy, a quiet woman called Anne',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'friendliness 2>D physical'],
    emotions: ['apprehension D', 'sadness D'],
  },
  // The grandfather is dead in waking life but present: coded. Taking the dreamer on a trip is not coded
  // (as "Mi mamá me llevó" in es-tuning-11.ts). Uncertain: the skipper not letting the dreamer sit at the
  // front is a refusal aimed at her (rejection). Dive-bombing and pecking is one attack (physical). The cap
  // put on the dreamer is protection (friendliness, physical); his laughing is aimed at no one: his
  // amusement. The puffin landing on the shoe is no act.
  {
    text: "My grandad, who died when I was twelve, took me on a boat trip out to the Farne Islands to see the puffins. The skipper, a grumpy old man in a yellow jacket, wouldn't let me sit at the front. On the island an Arctic tern dive-bombed me and pecked my head till it bled. Grandad put his cap on me and laughed his head off. Then a puffin landed on my shoe. I was so happy to be with him again.",
    characters: [
      'person male family | my grandad',
      'person male stranger | the skipper, a grumpy old man in a yellow jacket',
      'animal unknown - | an Arctic tern',
      'animal unknown - | a puffin',
    ],
    interactions: ['aggression 1>D', 'aggression 2>D physical', 'friendliness 0>D physical'],
    emotions: ['happiness 0', 'happiness D'],
  },
  // The single interaction: the dram for "us" (one act, to the dreamer). Uncertain: the shepherd walks
  // through a wall and has no feet, so the dream shows him a ghost: a creature, male ("he", "an old
  // shepherd"), coded once. Sleeping through it and telling Fraser in the morning are not coded. "we were
  // both terrified and completely baffled" gives both their fear and their confusion.
  {
    text: 'Me and my brother Fraser were walking in the Cairngorms when a storm came in, so we spent the night in an old bothy. An old shepherd in a tweed coat was already there by the fire, and he gave us a dram of whisky from his flask. In the middle of the night I watched him walk straight through the stone wall, and he had no feet. Fraser slept through it all. When I told him in the morning, we were both terrified and completely baffled.',
    characters: ['person male family | my brother Fraser', 'creature male - | an old shepherd in a tweed coat'],
    interactions: ['friendliness 1>D'],
    emotions: ['apprehension D', 'apprehension 0', 'confusion D', 'confusion 0'],
  },
  // A sister-in-law is family; the nail technician and the owner are strangers. Painting the wrong colour is
  // a mistake, not coded; refusing to redo them is a refusal aimed at the dreamer (rejection). "Nadia and
  // Kim laughed at me" is one act of mockery for each. The tea is a friendly act. "didn't stick up for me"
  // is denied. "hurt" is sadness.
  {
    text: "I went to get my nails done at a little salon on the high street with my sister-in-law, Nadia. The girl doing mine, Kim, painted them bright orange instead of pale pink and refused to redo them. Then Nadia and Kim laughed at me behind their hands. The owner, an older lady with lots of gold rings, made me a cup of tea. I was annoyed, and a bit hurt that Nadia didn't stick up for me.",
    characters: [
      'person female family | my sister-in-law, Nadia',
      'person female stranger | the girl doing mine, Kim',
      'person female stranger | the owner, an older lady with lots of gold rings',
    ],
    interactions: ['aggression 1>D', 'aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['anger D', 'sadness D'],
  },
  // A girlfriend is a friend. The attempted snatch is coded as the theft (physical), to Lucy; the shove
  // strikes the thief. The stallholder's scream is verbal aggression. The kiss is sexuality (physical),
  // "her hero" a friendly act. "My legs were shaking" is a body sensation.
  {
    text: "I was at the Christmas market in Manchester with my girlfriend, Lucy, drinking mulled wine. A man dressed as an elf tried to grab Lucy's purse out of her hand. I shoved him so hard he fell into a stall full of gingerbread. The stallholder, a huge woman in a bobble hat, screamed at me. Lucy kissed me and called me her hero. My legs were shaking, but I was really happy.",
    characters: [
      'person female friend | my girlfriend, Lucy',
      'person male stranger | a man dressed as an elf',
      'person female stranger | the stallholder, a huge woman in a bobble hat',
    ],
    interactions: [
      'aggression 1>0 physical',
      'aggression D>1 physical',
      'aggression 2>D',
      'sexuality 0>D physical',
      'friendliness 0>D',
    ],
    emotions: ['happiness D'],
  },
  // Taking ages to find a vein is the nurse's job, not coded. Uncertain: helping the dreamer up and sitting
  // her on a chair is one act of help (friendliness, physical). "a wimp" is verbal aggression. The biscuit
  // and the praise are two friendly acts. The throbbing arm is a body sensation.
  {
    text: "I went to give blood for the first time, in a big white van in the Tesco car park. The nurse, a man with tattoos all up his arms, took ages to find my vein. I fainted, and when I came round a woman from the queue helped me up and sat me on a chair. A teenage lad in the next chair called me a wimp. The nurse gave me a biscuit and told me I'd done really well. I felt embarrassed, and my arm throbbed for ages.",
    characters: [
      'person male stranger | the nurse, a man with tattoos all up his arms',
      'person female stranger | a woman from the queue',
      'person male stranger | a teenage lad in the next chair',
    ],
    interactions: ['friendliness 1>D physical', 'aggression 2>D', 'friendliness 0>D', 'friendliness 0>D'],
    emotions: ['apprehension D'],
  },
  // Bouncing so hard that Kai flew off is not said to be on purpose: an accident, not coded, and "didn't
  // even say sorry" is denied. "a moron" is the dreamer's verbal aggression. Holding the ice pack on his head
  // (physical) and the slushie are two friendly acts to Kai. "wasn't upset at all" is negated; "shaking
  // with anger" is anger.
  {
    text: "I took my nephew Kai to a trampoline park for his birthday, and for some reason I was in my work suit. A massive bloke was bouncing so hard next to Kai that Kai flew off and banged his head. The bloke didn't even say sorry, so I told him he was a moron. A girl in a staff T-shirt held an ice pack on Kai's head and gave him a free slushie. Kai wasn't upset at all, but I was shaking with anger.",
    characters: [
      'person male family | my nephew Kai',
      'person male stranger | a massive bloke',
      'person female stranger | a girl in a staff T-shirt',
    ],
    interactions: ['aggression D>1', 'friendliness 2>0 physical', 'friendliness 2>0'],
    emotions: ['anger D'],
  },
  // The brother is only spoken of. The insult about onions is verbal aggression. Slamming the shutter down
  // on the dreamer is rejection (not physical, as the door shut in the face in es-tuning-11.ts); saying the
  // parcel is too big goes with it. Carrying the parcel is help (friendliness).
  {
    text: 'I was in the post office for ages trying to send a parcel to my brother in Australia. An old lady in front of me turned round and told me I smelled of onions. The man behind the counter said my parcel was too big and slammed the shutter down on me. A lad in a hi-vis jacket helped me carry it back to the car. I was fuming and really confused.',
    characters: [
      'person female stranger | an old lady in front of me',
      'person male stranger | the man behind the counter',
      'person male stranger | a lad in a hi-vis jacket',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D'],
    emotions: ['anger D', 'confusion D'],
  },
  // Kids running after an ice cream van chase no one: not coded. The stone thrown at the dreamer's window,
  // "one of them", is coded to the group (physical). Mrs Platt's telling off is aggression to the kids. The
  // mother is dead in waking life but present: coded; asking for a 99 is a request, the two cones the
  // dreamer's gift.
  {
    text: "In the dream I drove an ice cream van round the streets of Hull, playing Greensleeves really loud. A gang of kids ran after the van for three streets, and when I stopped one of them threw a stone at my window. My old PE teacher, Mrs Platt, came out of a house and told them off. Then my mum, who's been dead six years, walked up and asked for a 99 with a flake. I gave her two. I was so happy to see her.",
    characters: [
      'person unknown stranger plural | a gang of kids',
      'person female known | my old PE teacher, Mrs Platt',
      'person female family | my mum',
    ],
    interactions: ['aggression 0>D physical', 'aggression 1>0', 'friendliness D>2'],
    emotions: ['happiness D'],
  },
  // "the whole family" is a group; Owen, Auntie Sue and Mum stand out by kin and are coded apart. Mum first
  // names the birthday, then is present. Piling up the potatoes is no act; taking the Yorkshire pudding off
  // the dreamer's plate is theft (physical). The complaint, "crybaby" and "act his age" are one verbal act
  // each; the thanks in the speech is friendliness.
  {
    text: "We went to a carvery for Mum's seventieth, the whole family round one long table. My brother Owen piled all the crispy potatoes onto his plate and then nicked my Yorkshire pudding. When I complained, he called me a crybaby. My auntie Sue told him to act his age. Then Mum stood up and made a speech thanking me for organising it all. I was irritated with Owen, but by the end I was really happy.",
    characters: [
      'person unknown family plural | the whole family',
      'person male family | my brother Owen',
      'person female family | my auntie Sue',
      'person female family | Mum',
    ],
    interactions: ['aggression 1>D physical', 'aggression D>1', 'aggression 1>D', 'aggression 2>1', 'friendliness 3>D'],
    emotions: ['anger D', 'happiness D'],
  },
  // Uncertain: driving straight at the dreamer "on purpose" is an attempted assault, coded as the act
  // (physical); beeping and swearing is one verbal act. Uncertain: picking the boy up and cuddling him is
  // one act of comfort (friendliness, physical). The thanks is friendliness. The boy's terror is his
  // apprehension.
  {
    text: 'I was a lollipop lady outside my old primary school, in the hat and the long white coat. A man in a red sports car drove straight at me on purpose while I was in the middle of the road, then beeped and swore at me. The little boy I was crossing was terrified, so I picked him up and cuddled him. His mum came running over and thanked me. I was scared and really cross.',
    characters: [
      'person male stranger | a man in a red sports car',
      'person male stranger | the little boy I was crossing',
      'person female stranger | his mum',
    ],
    interactions: ['aggression 0>D physical', 'aggression 0>D', 'friendliness D>1 physical', 'friendliness 2>D'],
    emotions: ['apprehension 1', 'apprehension D', 'anger D'],
  },
  // A friend's girlfriend is known. Shooting the dreamer after the whistle is outside the game: an assault
  // (physical). Uncertain: the lie told to the marshal to get the dreamer into trouble is aggression to the
  // dreamer, whom it harms (as the disclosure in en-tuning-9.ts), not to the marshal. Laughing at the
  // dreamer is mockery; the ban is the marshal's punishment (aggression).
  {
    text: "Me, my mate Josh and his girlfriend Sasha went paintballing in a wood near Reading for his thirtieth. At the end of a round, after the whistle, Sasha shot me in the back of the neck from about two feet away. I screamed at her, and she lied to the marshal, a skinny lad with a beard, that I'd shot her first. Josh just laughed at me. The marshal banned me from the next game. I was absolutely livid.",
    characters: [
      'person male friend | my mate Josh',
      'person female known | his girlfriend Sasha',
      'person male stranger | the marshal, a skinny lad with a beard',
    ],
    interactions: ['aggression 1>D physical', 'aggression D>1', 'aggression 1>D', 'aggression 0>D', 'aggression 2>D'],
    emotions: ['anger D'],
  },
  // The blame and "shut up" are one verbal act each way. Pulling "us both" out is one rescue, to the
  // dreamer (friendliness, physical); the hug is a second friendly act (physical). "wasn't scared at first"
  // is negated, "terrified" apprehension.
  {
    text: "I was stuck in an automatic car wash with my sister Becky, and the big brushes wouldn't stop going round. Then water started pouring in through the sunroof. Becky blamed me for not shutting it properly and I told her to shut up. A man in overalls prised the door open and pulled us both out. Becky hugged me really tight. I wasn't scared at first, but by then I was terrified.",
    characters: ['person female family | my sister Becky', 'person male stranger | a man in overalls'],
    interactions: ['aggression 0>D', 'aggression D>0', 'friendliness 1>D physical', 'friendliness 0>D physical'],
    emotions: ['apprehension D'],
  },
  // The late gran only names the piano. Bidding against the dreamer is a contest, not coded; smirking at her
  // is mockery. The auctioneer ignoring the paddle every time is a deliberate snub (rejection), coded once.
  // The comfort and holding the hand (physical) are two friendly acts. Crying and "heartbroken" are one
  // sadness code.
  {
    text: "I was at an auction in a dusty old hall, bidding on my late gran's piano, which had somehow ended up there. A man in a camel coat kept bidding against me and smirking at me. The auctioneer, a woman with a very posh voice, ignored my paddle every time I put it up. In the end the man got it. My husband, Chris, told me it didn't matter and held my hand, but I cried all the way home. I was heartbroken.",
    characters: [
      'person male stranger | a man in a camel coat',
      'person female stranger | the auctioneer, a woman with a very posh voice',
      'person male family | my husband, Chris',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D', 'friendliness 2>D', 'friendliness 2>D physical'],
    emotions: ['sadness D'],
  },
  // The passengers in 1940s clothes are a crowd of strangers, present. Telling "us" off and trying to put
  // "us" off the train are two acts (a blame and its punishment, the second attempted, coded as the act; no
  // one takes hold: not physical), each once, to the dreamer. Paying for "ours" is one act, to the dreamer;
  // the sweet is a gift to Ted. Falling asleep on the lap is no act. "calm" names no class.
  {
    text: 'I was on an old steam train through the Welsh hills with my little boy, Ted, and the carriage was full of people in 1940s clothes. The ticket inspector, a tall man with a moustache, told us off for not having tickets and tried to put us off at the next station. An old lady in a fox fur paid for ours and gave Ted a boiled sweet. Ted fell asleep on my lap. I felt confused, but strangely calm.',
    characters: [
      'person male family | my little boy, Ted',
      'person unknown stranger plural | people in 1940s clothes',
      'person male stranger | the ticket inspector, a tall man with a moustache',
      'person female stranger | an old lady in a fox fur',
    ],
    interactions: ['aggression 2>D', 'aggression 2>D', 'friendliness 3>D', 'friendliness 3>0'],
    emotions: ['confusion D'],
  },
  // Niamh owns the show but never turns up: not a character. "Nobody would take one" is denied and names no
  // one. Telling the dreamer to clear off is being sent away (rejection). Knocking the flyers out of her
  // hands on purpose is physical. The tourist's sex is unstated; helping pick them up is friendliness.
  // "exhausted" names no class; "lonely" is sadness.
  {
    text: "I was handing out flyers on the Royal Mile for my friend Niamh's one-woman show at the Fringe. Nobody would take one. A bagpiper told me to clear off because I was in his spot, and a man dressed as a giant banana knocked the whole pile out of my hands on purpose. A Japanese tourist helped me pick them all up. Niamh never turned up. I was exhausted and a bit lonely.",
    characters: [
      'person male stranger | a bagpiper',
      'person male stranger | a man dressed as a giant banana',
      'person unknown stranger | a Japanese tourist',
    ],
    interactions: ['aggression 0>D', 'aggression 1>D physical', 'friendliness 2>D'],
    emotions: ['sadness D'],
  },
  // No interaction: searching together is not coded, the gnomes are objects, and "didn't seem to know who I
  // was" is no act. "wasn't frightened" is negated; confusion and sadness are the dreamer's.
  {
    text: "I was wandering round a garden centre after closing time with my dad, looking for a lemon tree. All the gnomes had turned to face us and the fountains were running backwards. Dad kept reading the plant labels out loud in a French accent. We never found the lemon tree, and the exit was always one more aisle away. I wasn't frightened, just confused, and a bit sad that Dad didn't seem to know who I was.",
    characters: ['person male family | my dad'],
    interactions: [],
    emotions: ['confusion D', 'sadness D'],
  },
];
