// Twelfth tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 50 to 110 words as people type them at dawn, first person and past tense, on
// situations none of the earlier batches used: a murder-mystery dinner party, bell-ringing practice in
// a church tower, an MRI scan, a TV game show, a ceilidh for a cousin's fortieth, clearing out a dead
// nana's bungalow, a ghost tour in York, pick-your-own apples with a nephew, a summer job as a lifeguard
// at a lido, an elf's shift in Santa's grotto, an indoor climbing wall, a father's retirement do,
// punting in Cambridge, a spelling bee, bonfire night on the common, a pub darts final, a knitting
// circle in a library, a first-aid course, a Christmas panto and an indoor waterpark. About half are
// plain, with few traps; the others lean on what a word-matching reader gets wrong: images only
// imagined, wished, promised, dreamt inside the dream, on a screen or a slideshow, on a T-shirt, a
// tattoo, a menu card, a sign or in a song title (a casualty "collapsed at a bus stop", a puppy wished
// for and then given, a holiday and a desert island on the big screen, "I dreamt I was a snake", a
// cartoon whale, a spider tattooed on a neck, "Death by Chocolate", a little drowning stick man,
// ‘Lonely This Christmas’); things named only in comparisons and idioms ("a smile like a shark", "like
// a white tunnel", "almost like music", "like floating", "a wig like a beehive", "two left feet", "a
// bear hug", "a wave of relief", "burning with shame", "my heart was pounding"); feelings denied or
// turned round in unusual wordings ("I wasn’t one bit nervous", "Scared? Not for a second", "I wasn’t
// shocked or angry, not even a little", "I didn’t feel jealous of his boss, not really", "I wasn’t
// remotely embarrassed", "It should have been terrifying. It wasn’t.", "I wasn’t worried, oddly", "I
// should have been mortified", the fear only in a question on a screen, "hopeless at these");
// feelings that belong to someone else (a radiographer's cheer, a son's laughter, a darts player
// "who must have been gutted"); words with two senses in context (to ring bells, a bell tower, a
// village hall, the scanner's bed, the star prize, a party of tourists, a lift back, the bull of a
// dartboard, a spelling bee, "spell it", an ex-paramedic, gold fireworks, climbing into someone's
// arms, losing flip-flops, falling asleep, "playing dead"); and people only talked about, remembered,
// phoned or named only as owners (a nana's bungalow and a grandad who is not the letter-writer, a
// family "watching at home", a dad's boss, a mum on the slides, a granddad's saying, a sister who only
// rings) beside people really present (a friend's uncle, a dad who sits up as a CPR dummy, a mum
// eleven years old in the front row). `notFelt` repeats the feelings of `notThere` that are named but
// not the dreamer's as felt; `written` gives a person's gendered word as written; `turn` lists the
// images of a turning point (a recognition, a reversal, the last unexpected image) where there is one.
// None of the named people come back from earlier batches.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_12: readonly EvaluationDream[] = [
  // A murder-mystery dinner party: the party, the soup (food), the 1920s costume and the shirt
  // (clothes), the lights going out (darkness) and coming back on (light). The friend's uncle is there
  // (family, as written). "Death by Chocolate" is only a pudding on the menu card; "playing dead", the
  // fake bloodstain and who "killed" him are the game: no death, no blood and no killing, and lying
  // "face down" shows no face. "Hopeless at these" is being bad at such games, no helplessness;
  // nervousness is denied. The fright at having done it is the dreamer's fear.
  {
    id: 'en12-murder-mystery',
    title: 'Whodunnit',
    text: 'My friend Hannah threw a murder-mystery dinner party and we all came in 1920s costume; I was the butler, with a stick-on moustache. The menu card said ‘Death by Chocolate’ for pudding. Halfway through the soup the lights went out, and when they came back on, her uncle Derek was lying face down on the rug with a fake bloodstain on his shirt, playing dead. We had to work out who’d killed him. I’m usually hopeless at these, but I wasn’t one bit nervous: I knew straight away it was me. I just couldn’t remember doing it, and that frightened me more than a real body would have.',
    symbols: ['party', 'food', 'clothes', 'darkness', 'light'],
    people: ['friend', 'family'],
    emotions: ['fear'],
    notThere: ['death', 'face', 'blood', 'killing', 'helplessness', 'anxiety'],
    notFelt: ['helplessness', 'anxiety'],
    written: { family: 'uncle' },
    outsideLexicon: ['moustache', 'rug', 'menu card'],
  },
  // A plain dream. Ringing the bells is no ring, and the bell tower no castle; the church, the village
  // (city) and the spiral staircase (stairs) are there. The captain, "a tiny woman of about eighty", is
  // wise_elder (as written, woman), though no word says old. The valley in the evening sun, with its
  // river. The calm is the dreamer's.
  {
    id: 'en12-bell-ringing',
    title: 'Rounds',
    text: 'I was learning to ring the church bells with the team in our village, up a narrow spiral staircase in the bell tower. Each of us held a rope with a fluffy red grip, and the captain, a tiny woman of about eighty, called out the changes. I kept losing count, but nobody minded. Through the slats I could see the whole valley in the evening sun, the river and the sheep. When we finally got it right, the sound went right through my body and I felt completely calm, part of something.',
    symbols: ['church', 'city', 'stairs', 'sun', 'river'],
    people: ['wise_elder'],
    emotions: ['calm'],
    notThere: ['ring', 'castle'],
    written: { wise_elder: 'woman' },
    outsideLexicon: ['bells', 'bell ropes', 'valley', 'sheep'],
  },
  // The hospital; the radiographer, a young man unknown to the dreamer, is a stranger, and his cheer is
  // his. The panic button is a call button (no fear), the scanner's bed no bedroom, the white tunnel
  // and the music likenesses (no cave, no singing), and the snake only dreamt inside the dream. Fear is
  // denied. The bed sliding out onto a beach, with the sea round the feet, is the turn; "a wave of
  // relief" is relief, no wave.
  {
    id: 'en12-mri',
    title: 'The tube',
    text: 'I was having an MRI scan at the hospital for my bad knee. The radiographer, a cheerful young man, gave me headphones and a little panic button to squeeze if I needed him. Then the bed slid me into the tube, which was like a white tunnel an inch from my nose. The banging was almost like music, and I must have dozed off, because I dreamt I was a snake shedding its skin. I wasn’t frightened at all. When the bed slid back out, I was lying on a beach, with the sea coming in round my feet. I felt a wave of relief.',
    symbols: ['hospital', 'beach', 'ocean', 'feet'],
    people: ['stranger'],
    emotions: ['relief'],
    notThere: ['fear', 'bedroom', 'cave', 'singing', 'snake', 'wave'],
    notFelt: ['fear'],
    written: { stranger: 'man' },
    turn: ['beach', 'ocean'],
    outsideLexicon: ['MRI scanner', 'headphones', 'panic button'],
  },
  // The studio lights (light) and the audience (crowd); the host, unknown, is a stranger, and "a smile
  // like a shark" a likeness. The star prize is no star (sky), and the holiday and the desert island are
  // only promised and pictured on the screen: no journey, island or desert. The family watching "at
  // home" is only said (no family, no house). The fear is only in the question on the screen; "burning
  // with shame" is shame, no fire.
  {
    id: 'en12-game-show',
    title: 'The last question',
    text: 'I was a contestant on a TV game show, behind a little podium under blinding lights, with the studio audience whooping. The host had a smile like a shark. Six right answers and I’d win the star prize: a holiday for two in the Maldives, with a desert island on the big screen behind him. My whole family were watching at home, he said. I got every answer right without thinking. Then the last question came up on the screen: What are you most afraid of? I knew the answer and couldn’t say it. I stood there in silence, burning with shame.',
    symbols: ['light'],
    people: ['crowd', 'stranger'],
    emotions: ['shame'],
    notThere: ['shark', 'sky', 'journey', 'island', 'desert', 'family', 'house', 'fear', 'fire'],
    notFelt: ['fear'],
    outsideLexicon: ['podium', 'game-show host', 'screen'],
  },
  // A plain dream. The cousin's fortieth birthday (party; the cousin is family) in the village hall: the
  // village is there (city), no hallway, and "two left feet" is an idiom (no feet). Spun round by people
  // the dreamer never met (stranger), out of breath; the dad and the mum dancing, the sausage rolls and
  // the cake (food), the hands held in a circle and the singing. Happy and loved: joy and love.
  {
    id: 'en12-ceilidh',
    title: 'Strip the Willow',
    text: 'It was my cousin Fiona’s fortieth birthday and she’d booked a ceilidh band in the village hall. I’ve got two left feet, but the caller walked us through every dance, and soon I was being spun round by people I’d never met, out of breath and laughing. My dad, who never dances, did Strip the Willow with my mum like they were twenty. There were sausage rolls and a huge chocolate cake. At the end we all held hands in a big circle and sang Auld Lang Syne. I felt so happy and so loved.',
    symbols: ['party', 'city', 'dancing', 'breath', 'food', 'hands', 'singing'],
    people: ['family', 'stranger', 'father', 'mother'],
    emotions: ['joy', 'love'],
    notThere: ['hallway', 'feet'],
    written: { father: 'dad', mother: 'mum' },
    outsideLexicon: ['ceilidh band', 'village hall'],
  },
  // The nana only owns the bungalow and is only smelt: no grandmother, and the funeral is before the
  // scene. The bin bags are no luggage, the shoe box a box (no shoes); the coats are clothes, the letters
  // from Walter (only their writer) letters, and he is no grandad. Burning them is only said (no fire).
  // Her bed and the bedroom window are there. Anger is denied ("not even a little"); loving her more is
  // love. Snow in July is the turn.
  {
    id: 'en12-house-clearance',
    title: 'Walter',
    text: 'Me and my brother were clearing out Nana Joan’s bungalow after the funeral, filling bin bags for the tip. Everything still smelled of her, lavender and mints. In the wardrobe, under her good coats, I found a shoe box full of letters from a man called Walter, who definitely wasn’t my grandad. My brother said we should burn them. I read every single one sitting on her bed instead. I wasn’t shocked or angry, not even a little; it was like finally meeting her, and I loved her more for it. When I looked up, the bedroom window was full of snow, in July.',
    symbols: ['clothes', 'box', 'letter', 'bedroom', 'window', 'snow'],
    people: ['brother'],
    emotions: ['love'],
    notThere: ['grandmother', 'funeral', 'luggage', 'shoes', 'grandfather', 'fire', 'anger'],
    notFelt: ['anger'],
    written: { brother: 'brother' },
    turn: ['snow'],
    outsideLexicon: ['bungalow', 'wardrobe', 'lavender'],
  },
  // A ghost tour brings no ghost: the murder, the plague and the headless drummer are only told, and
  // "she still waits for him" is the guide's tale. The guide, unknown, is a stranger (his top hat is
  // clothes, his lantern a candle); the dark streets are there (darkness, road). "A party of American
  // tourists" is a group, no party; everyone turning round is a crowd. Fear is denied ("Scared? Not for
  // a second") and the chips only wanted (no food). The boyfriend was there before he vanished;
  // "completely alone" is loneliness.
  {
    id: 'en12-ghost-tour',
    title: 'The last alley',
    text: 'I was on a ghost tour in York with my boyfriend, following a guide in a top hat through the narrow streets in the dark. At every stop he told us about a murder or a plague or a headless drummer, and a party of American tourists at the back kept shrieking. Scared? Not for a second; I was mostly cold and wanted chips. Then in the last alley he held up his lantern, said, ‘And this is where she still waits for him,’ and pointed at me. Everyone turned round. My boyfriend had gone, and I felt horribly, completely alone.',
    symbols: ['clothes', 'road', 'darkness', 'candle'],
    people: ['boyfriend', 'stranger', 'crowd'],
    emotions: ['loneliness'],
    notThere: ['ghost', 'killing', 'party', 'fear', 'food'],
    notFelt: ['fear'],
    written: { boyfriend: 'boyfriend' },
    outsideLexicon: ['top hat', 'alley'],
  },
  // A plain dream. The orchard (garden), the trees and the fruit (food); the nephew is family as
  // written. The sister only rings, and is in the dream as those who only phone in en8-petrol-station
  // (phone). The man on the tractor is a stranger; "a lift back" is a ride (no elevator). The bonfire
  // is fire; falling asleep is no fall, the sticky hands his. Peaceful is calm.
  {
    id: 'en12-orchard',
    title: 'Pick your own',
    text: 'I took my little nephew apple picking at a pick-your-own farm on a bright autumn day. The orchard went on for ever, rows of trees bent over with fruit. He rode on my shoulders to reach the high ones and ate more than he put in the basket. My sister rang to ask if he’d had anything green, and we both lied. A man on a tractor gave us a lift back to the barn, where there was hot cider and a bonfire. My nephew fell asleep on my lap with sticky hands. I felt peaceful and very lucky.',
    symbols: ['garden', 'tree', 'food', 'phone', 'fire', 'hands'],
    people: ['family', 'sister', 'stranger'],
    emotions: ['calm'],
    notThere: ['elevator', 'falling'],
    written: { family: 'nephew', sister: 'sister', stranger: 'man' },
    outsideLexicon: ['tractor', 'basket', 'barn', 'cider'],
  },
  // A plain dream. A lifeguard at the lido: the red shorts (clothes), the water, the sun, the kids
  // (child) and the old man (wise_elder as written) doing lengths; "dive-bombing" holds no bomb (no
  // war). The drowning man is only the picture on a sign. Nervous is anxiety; diving in and swimming
  // underwater is swimming; "strong and happy" is joy.
  {
    id: 'en12-lido',
    title: 'Deep end',
    text: 'I had a summer job as a lifeguard at the old outdoor lido, sitting up on the tall white chair in red shorts with a whistle. The water was that unreal blue and the sun was scorching. Kids were dive-bombing off the side, and an old man in a flowery cap did slow lengths all afternoon. By the deep end there was a sign with a little drowning stick man on it. I kept scanning for anyone in trouble, a bit nervous. Nobody was. At closing time I dived in myself and swam the whole length underwater. I came out feeling strong and happy.',
    symbols: ['clothes', 'water', 'sun', 'swimming'],
    people: ['child', 'wise_elder'],
    emotions: ['anxiety', 'joy'],
    notThere: ['war', 'drowning'],
    written: { wise_elder: 'old man' },
    outsideLexicon: ['lido', 'whistle', 'sign'],
  },
  // The department store (shop); the elf's tights and hat are clothes, and the queue of children goes
  // past the Christmas trees (tree). The puppy is first only the children's wish. ‘Lonely This
  // Christmas’ is a song title playing on a loop (singing), no loneliness. Santa is the old headmaster
  // (teacher as written). The present (gift) with a real puppy inside is the turn; "thrilled to bits"
  // is joy.
  {
    id: 'en12-santas-grotto',
    title: 'A puppy',
    text: 'I was working as an elf in Santa’s grotto at a big department store, in green tights and a hat with a bell on. The queue of children went right back past the Christmas trees. Every single kid whispered the same wish to Santa: a puppy. ‘Lonely This Christmas’ played on a loop until I knew every word. Santa was my old headmaster, Mr Platt, though nobody else seemed to notice, and he kept winking at me. At the end of my shift he handed me a present wrapped in brown paper. Inside was a puppy, fast asleep. I was thrilled to bits.',
    symbols: ['shop', 'clothes', 'tree', 'singing', 'gift', 'dog'],
    people: ['child', 'teacher'],
    emotions: ['joy'],
    notThere: ['loneliness'],
    notFelt: ['loneliness'],
    written: { teacher: 'headmaster' },
    turn: ['gift', 'dog'],
    outsideLexicon: ['Santa’s grotto', 'elf costume', 'bell'],
  },
  // A plain dream. The birthday is only the occasion (no party). The sister holds the rope; the dreamer
  // climbs. "My heart was pounding" is fear, no heart; coming down "like floating" is a likeness, no
  // flight. Happy is joy (pride has no id).
  {
    id: 'en12-climbing-wall',
    title: 'The buzzer',
    text: 'My sister took me to the indoor climbing wall for my birthday, which I’d been dodging for years. She clipped me into the harness and promised she had me on the rope. I climbed really slowly, clinging to the little coloured holds, my arms shaking. Halfway up I looked down, which you’re not supposed to do, and my heart was pounding. But I kept going, and right at the top I slapped the buzzer. Coming down was like floating. My sister was cheering below, and I was so happy and proud I could have burst.',
    symbols: ['climbing'],
    people: ['sister'],
    emotions: ['fear', 'joy'],
    notThere: ['party', 'heart', 'flying'],
    written: { sister: 'sister' },
    outsideLexicon: ['climbing wall', 'harness', 'rope'],
  },
  // The retirement do is a party (as the fortieth in en12-ceilidh), the packed canteen a crowd, the dad
  // there. His boss is no boss of the dreamer's (as the best friend's mum in en10-bus-driver has no
  // id), and his speech is a performance. The hair, the baby, the mum, the wedding and the car are only
  // on the slides (photo). Jealousy is denied ("not really"); the guilt is the dreamer's.
  {
    id: 'en12-retirement-do',
    title: 'Forty years',
    text: 'It was Dad’s retirement do at the depot where he’s driven lorries for forty years, and the canteen was packed. His boss made a speech, and there was a slideshow on a big screen: Dad at twenty with a full head of hair, Dad with his first lorry, Dad holding me as a baby, my mum on their wedding day stepping out of a car covered in ribbons. Everyone roared at the old photos. I kept thinking I should have been the one making the speech. I didn’t feel jealous of his boss, not really. Dad winked at me across the room. I felt guilty.',
    symbols: ['party', 'performance', 'photo'],
    people: ['father', 'crowd'],
    emotions: ['guilt'],
    notThere: ['boss', 'hair', 'baby', 'mother', 'wedding', 'car', 'jealousy'],
    notFelt: ['jealousy'],
    written: { father: 'dad' },
    outsideLexicon: ['depot', 'lorries', 'slideshow'],
  },
  // A plain dream. Punting is a boat on the river, though no word says so; the pole stuck in the mud
  // traps nobody. The stone bridges, the ducks (bird, though no word of the lexicon names them), the
  // strawberries (food). The friend is from uni only by origin (no school). The whale is only a cartoon
  // on her T-shirt (clothes, with the hat). Content and at ease is calm.
  {
    id: 'en12-punt',
    title: 'The Backs',
    text: 'I was punting on the river in Cambridge with my best friend from uni, on a hot, still afternoon, and neither of us knew what we were doing. The pole kept getting stuck in the mud and once I nearly went in after it. We drifted under the old stone bridges, past willows and ducks. She lay back in her T-shirt with a cartoon whale on it, her hat tipped down, while I pushed us along, slow as anything. We stopped for strawberries on the bank. I felt completely content and at ease.',
    symbols: ['river', 'boat', 'mud', 'bridge', 'bird', 'clothes', 'food'],
    people: ['friend'],
    emotions: ['calm'],
    notThere: ['trapped', 'school', 'whale'],
    outsideLexicon: ['punt pole', 'willows', 'strawberries'],
  },
  // A spelling bee is no bee, and the hall full of parents is an audience (crowd), not the dreamer's
  // family nor a hallway; the stage is a performance. The words spelt are only words: no butterfly,
  // ghost, thunder (storm) or mirror, and the letters of a word no letter; "spell it" casts no spell.
  // The judge, unknown, is a stranger as written. Mortification is only what should have been; laughing
  // is joy. The mum in the front row, eleven too, is the turn.
  {
    id: 'en12-spelling-bee',
    title: 'B-U-T-T-E-R-F-L-Y',
    text: 'I was eleven again, on stage at the regional spelling bee in a hall full of parents. My word was ‘butterfly’, which is easy, but every time I opened my mouth the letters came out in the wrong order. The judge, a stern woman with a bun, kept saying, ‘Spell it again.’ Behind me the other kids were spelling ‘ghost’, ‘thunder’ and ‘mirror’ perfectly. I should have been mortified. Instead I started to laugh, because from up there I could see my mum in the front row, and she was eleven too.',
    symbols: ['performance'],
    people: ['crowd', 'stranger', 'child', 'mother'],
    emotions: ['joy'],
    notThere: ['bees', 'hallway', 'family', 'butterfly', 'letter', 'magic', 'ghost', 'storm', 'mirror', 'shame'],
    notFelt: ['shame'],
    written: { stranger: 'woman', mother: 'mum' },
    turn: ['mother'],
    outsideLexicon: ['spelling bee'],
  },
  // A plain dream. The bonfire is fire, though no word of the lexicon says so (the fireworks are none,
  // as in es11-fonda); the scarves are clothes, the wellies shoes, the heat on the face. "Our two girls"
  // are the daughters, named as girls; the husband and the whole crowd. "Gold" is a colour (no
  // treasure); the youngest climbing into the arms is no climbing, and "could hardly breathe" a way of
  // saying love (no breath).
  {
    id: 'en12-bonfire-night',
    title: 'Sparklers',
    text: 'It was bonfire night on the common and I was there with my husband and our two girls, wrapped up in scarves and wellies. The bonfire was enormous and roaring, and I could feel the heat on my face from the barrier. The girls wrote their names in the air with sparklers. Then the fireworks started, huge gold and green ones, and the whole crowd went ‘Ooooh.’ My youngest climbed into my arms and put her cold hands on my cheeks. I was so full of love I could hardly breathe.',
    symbols: ['fire', 'clothes', 'shoes', 'face', 'hands'],
    people: ['husband', 'girl', 'crowd'],
    emotions: ['love'],
    notThere: ['treasure', 'climbing', 'breath'],
    written: { husband: 'husband', girl: 'girl' },
    outsideLexicon: ['sparklers', 'fireworks', 'common'],
  },
  // The pub is no shop. Tiny, unknown to the dreamer, is a stranger (as written, bloke); the spider is
  // only tattooed on his neck, and his being gutted only supposed (no sadness). The whole pub gone quiet
  // is a crowd. The granddad is only remembered, his saying heard in the head. The bull is the
  // bullseye, and a bear hug an idiom. Nervous, with the hand shaking, is anxiety; then joy.
  {
    id: 'en12-darts',
    title: 'Double sixteen',
    text: 'I was in the final of the pub darts league, up against a huge bloke called Tiny with a spider tattooed on his neck. The whole pub had gone quiet. I needed double sixteen to win and I was so nervous my hand was shaking. My granddad used to say ‘Aim small, miss small’, and I could hear him saying it in my head. My first dart hit the bull, which was no good to me. The second went straight into double sixteen. The place erupted. Tiny, who must have been gutted, gave me a bear hug, and I was beside myself with joy.',
    symbols: ['hands'],
    people: ['stranger', 'crowd'],
    emotions: ['anxiety', 'joy'],
    notThere: ['spider', 'grandfather', 'bull', 'bear', 'sadness'],
    notFelt: ['sadness'],
    written: { stranger: 'bloke' },
    outsideLexicon: ['darts', 'dartboard', 'tattoo'],
  },
  // The library (book), the six old ladies (wise_elder as written), the cardigan they knit (clothes),
  // the shortbread (food). The baby is only said, not yet born (no baby, no birth), and the
  // grandchildren only gossiped about. Worry is denied ("oddly"); "looked after, and very loved" is
  // love.
  {
    id: 'en12-knitting-circle',
    title: 'Cast off',
    text: 'I’d joined a knitting circle that met in the library on Tuesdays, six old ladies and me. We were all knitting the same tiny cardigan, for a baby who, they said, hadn’t been born yet. Nobody would tell me whose. They gossiped about their grandchildren and passed round a tin of shortbread. I dropped stitch after stitch, and Edna, the oldest, kept picking them up for me without a word. When I finally cast off, they all looked at me and smiled as if they knew something. I wasn’t worried, oddly. I felt looked after, and very loved.',
    symbols: ['book', 'clothes', 'food'],
    people: ['wise_elder'],
    emotions: ['love'],
    notThere: ['baby', 'birth', 'anxiety'],
    notFelt: ['anxiety'],
    written: { wise_elder: 'old ladies' },
    outsideLexicon: ['knitting', 'shortbread'],
  },
  // The hotel; the instructor is teacher (as the instructora in es9-gimnasio), and "an ex-paramedic"
  // names no ex. The casualty at the bus stop, not breathing, is only imagined: no station, bus or
  // breath. The dummy sitting up as the dad, in his work overalls (clothes), is the turn. Terror is only
  // what it should have been; calm is the dreamer's, and pride has no id.
  {
    id: 'en12-first-aid',
    title: 'Kiddo',
    text: 'Work sent me on a first-aid course in a hotel conference room. We practised CPR on plastic dummies, pushing on their chests to the beat of ‘Stayin’ Alive’, while the instructor, an ex-paramedic with a booming voice, told us to imagine someone collapsed at a bus stop, not breathing. I kept losing count. Then my dummy sat up, and it was my dad, in his old work overalls, grinning. ‘You’re doing fine, kiddo,’ he said. Everyone else carried on as if nothing had happened. It should have been terrifying. It wasn’t. I just felt calm, and strangely proud.',
    symbols: ['hotel', 'clothes'],
    people: ['teacher', 'father'],
    emotions: ['calm'],
    notThere: ['ex', 'station', 'bus', 'breath', 'fear'],
    notFelt: ['fear'],
    written: { father: 'dad' },
    turn: ['father'],
    outsideLexicon: ['CPR dummies', 'conference room'],
  },
  // The panto: the kids and the son (child, son), the audience (crowd), the stage (performance). The
  // postman has no people id; his wig "like a beehive" is a likeness (no bees), and the cow is two men
  // in a costume (clothes, no bull), dancing. Prince Charming is a girl of sixteen in a part (no
  // royalty). The son's laughter is his. Being called up on stage to sing is the turn; embarrassment is
  // denied, and happy is joy.
  {
    id: 'en12-panto',
    title: 'He’s behind you',
    text: 'We took the kids to the Christmas panto at the old theatre. The dame was played by our postman, in a wig like a beehive and a dress made of tinsel. Two men in a cow costume danced the can-can, and the whole audience screamed ‘He’s behind you!’ at Prince Charming, who was a girl of about sixteen. Our son laughed so much he got hiccups. Then the dame pointed into the stalls and called my name, and I had to go up on stage and sing. I’ve never sung in public, and I wasn’t remotely embarrassed. I was so happy up there.',
    symbols: ['clothes', 'dancing', 'performance', 'singing'],
    people: ['child', 'girl', 'son', 'crowd'],
    emotions: ['joy'],
    notThere: ['bees', 'bull', 'royalty', 'shame'],
    notFelt: ['shame'],
    written: { girl: 'girl', son: 'son' },
    turn: ['performance', 'singing'],
    outsideLexicon: ['pantomime', 'theatre', 'wig', 'tinsel'],
  },
  // A plain dream. The nephews are family as written. The Black Hole is a slide's name, ridden in the
  // pitch dark (darkness); the wave pool has waves, and the water is there though only "waterpark"
  // names it. Losing the flip-flops is no being lost; the chips (food), the dripping hair. Home is only
  // where they drive in the car (no house); falling asleep is no fall. Happy is joy.
  {
    id: 'en12-waterpark',
    title: 'The Black Hole',
    text: 'I took my two nephews to a big indoor waterpark for the day. It was hot and echoey and smelled of chlorine. We went down the Black Hole slide about fifteen times, screaming all the way in the pitch dark, then bobbed about in the wave pool until we were dizzy. I lost my flip-flops and didn’t care. We had chips in plastic trays with our hair still dripping. On the way home they both fell asleep in the back of the car. I drove slowly, happy and very tired.',
    symbols: ['darkness', 'wave', 'water', 'food', 'hair', 'car'],
    people: ['family'],
    emotions: ['joy'],
    notThere: ['lost', 'house', 'falling'],
    written: { family: 'nephew' },
    outsideLexicon: ['waterpark', 'slide', 'chlorine'],
  },
];
