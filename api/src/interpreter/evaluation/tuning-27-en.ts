// Twenty-seventh tuning batch (English), written and read by hand on 2026-12-06 before the analysis was run on it: fixes may be made against it, as against the earlier batches.
// Twenty dreams of 94 to 109 words as people type them at dawn, first person, eight of them in the
// present tense and the rest in the past, two typed in a hurry with little punctuation and their speech
// unquoted, seven with dialogue in British single quotes, told by people of many trades, countries and
// ages, on situations none of the earlier batches used: a fuel hauler's truck going through the ice of
// Gordon Lake on the way to the diamond mines, a groom's chair rising out through the roof during the
// hora at a wedding in Midwood, a plumber from Bloemfontein chased by one bull at Pamplona, a runner's
// legs stopping on the long run at Iten, a humpback whale leading a voyaging canoe on a starless night
// out of Hilo, a father young again rolling rotis in the langar at the Darbar Sahib, a girl's voice
// gone at her bat mitzvah and the letters of her portion peeling off the scroll, a Toronto subway
// tunnel ending in a grandmother's kitchen in San Fernando, a hotel housekeeper on the Las Vegas Strip
// finding her childhood home in Cebu behind a door with no number, a snake playing the hymn at Wesley
// in Cape Coast, a grandfather swimming after a pram down the slipway at Salthill, a koro sitting up at
// his own tangi, a radio presenter's teeth dropping out live in Kingston, the sea drawing back at Cox’s
// Bazar, a mother losing her son at the Sangam at the Kumbh and finding him grown, a grandmother
// holding out the red envelope to a lion dancer on Pender Street at Lunar New Year, a Polish lorry
// driver's father leading him down off the Snake Pass in a blizzard, the Three Sisters turning into
// three old women in hanbok at Echo Point, a husband changing the barrel in the cellar of the Dog and
// Gun in Keswick, and a hayride zombie lost in the corn maze near Salem. About three quarters are plain
// reports with the ordinary images of dreams (drowning and a rescue, a wedding and flying, a chase,
// being unable to move, an animal as guide, a dead parent young again, stage fright and a lost voice, an
// endless tunnel, a hidden room and the childhood home, a snake, a baby and the sea, the dead come back
// at a funeral, teeth falling out, a great wave, a lost child) and no deliberate traps, written to see
// that the analysis finds everything that is there and nothing that is not; what they list under
// `notThere` is only what ordinary words bring with them (the "diamond mines" of waking work, ‘son’ and
// ‘Amma’ said to the dreamer, "a hall" that is a function room, "so light and happy", a "trip" that is a
// stumble, "flat on my face", the sand of a bullring, "like a dog", "I train with a group", a
// motorbike, "alone", "no stars and no moon", a whale's swimming, hands "burning" from work, a "gold
// dome", Hebrew letters "flying round the ceiling like little black birds", the "cars" of a train and "I
// drove", a station that never comes, a lola who only owns the house, Cape Coast, the organ's "keys", a
// mother's favourite hymn, a baby "floating" and laughing, a death dated in March, "his glasses", a
// whole house laughing, a public "holiday", "families", dunes behind a beach, crying with relief). The
// other quarter (the lion dance, the Snake Pass, Echo Point, the Dog and Gun, the hayride) hold the
// traps people write without meaning to: names of places, festivals and businesses with image words in
// them (the Year of the Horse, the Snake Pass and the Snake Inn, the Three Sisters, the Dog and Gun, a
// "haunted hayride"), everyday senses of image words (a lion costume, a red envelope, an engine that
// "cuts out dead", a "hairdresser’s", "fell runners"), deaths dated in waking life ("who died in 2015",
// "he died back in 2012", "who died in 2018"), images only said or only remembered (a cellar the
// regulars say is haunted, a wife who rang after waking, "like my mother and her sisters at my
// wedding", a zombie costume worn only in waking life), sight denied ("couldnt see the road"),
// likenesses and set phrases ("so thick I couldn’t see my own hands", "white as a ghost", "worried
// sick", "scared stiff"),
// words of address (‘love’, ‘Jagiya’), feelings denied ("I wasn’t scared at all", "i wasnt scared", "I
// didn’t feel sad, or lonely", "I’m not frightened, not for a second") and another's feeling (a cousin
// "scared stiff", a wife "worried sick", a tourist in tears, a wagon of people all laughing). `notFelt`
// repeats the feelings of `notThere` that are named but not the dreamer's as felt; `written` gives a
// person's gendered word as written; `turn` lists the images of a turning point (a recognition, a
// reversal, the last unexpected image) where there is one and the lexicon has a word for it (the bat
// mitzvah's, the letters peeling off, has none, so it lists no turn). Where earlier batches differ, the
// readings follow the later one: a death dated in waking life is no death, as from the tenth batch on;
// a rabbi is a stranger, as the pastor in en23-apia (en4-aunt-carol gave the vicar no people id); a
// colleague is boss, as in en20-window-cleaner; the coffin is cemetery, as in en4-aunt-carol and
// en22-fish-coffin; ‘love’ said to the dreamer is in `notThere` and not in `notFelt`, as in
// en24-dove-lake; and the words the lexicon now holds are read by it: the lamp is a candle, as in
// en25-coober-pedy, the sand of a beach is beach, as in en22-fish-coffin, though en26-barra left sand and
// shore outside the lexicon, and stars would be sky, as in en15-quarry and en11-stargazing, though
// en22, en23, en25 and en26 left them outside (here they are only denied, "no stars", so sky is not
// there whichever reading holds). None of the named people come back from earlier batches. Files read:
// the README (with `cat` and `sed -n`), the types, the lexicon's eight data files (a `head -c` of animals.json and
// `python3` calls that printed each entry's id, English words, exclusions and the people variants), the
// emotion list only through `grep -n "id:"` on emotions.ts, and the earlier English tuning batches: `cat`
// of the twenty-fifth and twenty-sixth, `sed -n` of the head of the twenty-fourth and of a few lines of
// the sixteenth, and `grep` pipes (some with `-B`/`-A` context, some in `for` loops, with `sed`, `cut`,
// `paste`, `fold`, `sort`, `uniq`, `head` and `awk`) over all of them for their ids, titles, places,
// names, and how they read a few words, and an `awk` over five of them printing the id after a given
// line; `ls tuning*` and `ls` of the lexicon's `*.json`, and `wc -c` of the lexicon and the English
// tuning files. Over this file: `sed -n`, `grep` and `awk` (line lengths), and four `python3` calls
// that only printed: one listing which of the lexicon's English words occur in its texts (to complete
// `notThere`; it ran nothing of the analysis), one counting a string, and two checking its brackets,
// word counts, ids, lists and line lengths. One command also began with a no-op `cat > /dev/null` on an
// empty here-document. Some of the `grep` pipes over `tuning-*-en.ts` also read this file once it
// existed. No scratch file was written; the file was written and edited with the file editing tool only.
import type { EvaluationDream } from './types.ts';

export const DREAMS_EN_27: readonly EvaluationDream[] = [
  // A plain dream of drowning, in the present. The driver is the dreamer; the diamond mines are only
  // where the fuel goes in waking life (no treasure). The pitch dark (darkness), Gordon Lake (a named
  // lake), the ice cracking (snow), the black water, the door that won’t open (trapped), sinking
  // (drowning), banging on the window. The father (as written) standing on the water is the turn;
  // ‘son’ is the dreamer called (no son). "Like it’s solid ground" is a likeness. Waking up shaking
  // is fear, "so relieved" relief.
  {
    id: 'en27-ice-road',
    title: 'Gordon Lake',
    text: 'I’ve hauled fuel up to the diamond mines for nineteen winters. In the dream it’s forty below and pitch dark, and I’m halfway across Gordon Lake when the ice cracks behind me. The trailer goes down first. Then the cab tips forward, black water pours in over the dash and the door won’t open. I’m sinking, banging on the window. Then someone knocks back from outside. It’s my father in his old parka, standing on the water like it’s solid ground. He opens the door, easy, and says, ‘Come on, son.’ I wake up shaking, so relieved.',
    symbols: ['darkness', 'lake', 'snow', 'water', 'door', 'trapped', 'drowning', 'window'],
    people: ['father'],
    emotions: ['fear', 'relief'],
    notThere: ['treasure', 'son'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['trailer', 'cab', 'dash', 'parka'],
  },
  // A plain dream of a wedding and flying. The wedding itself is in June in waking life; in the dream
  // it is the reception (wedding) "in a hall", a function room (no hallway). The band and the fiddle
  // (singing, as music), everyone dancing the hora (crowd, dancing), the new wife (as written), laughing
  // across the room. Lifted on the chair, which keeps rising out through the roof (flying), Brooklyn
  // spread out below (city). The zayde (grandfather, as written), never met, on a cloud is the turn.
  // "So light and happy" is joy; "light" there is a feeling, no image (no light).
  {
    id: 'en27-hora',
    title: 'The hora',
    text: 'Our wedding is in June, so maybe that’s why. In the dream it was already the reception, in a hall in Midwood, the band playing and everyone dancing the hora in big circles, my new wife Dina laughing across the room. Then they lifted me up on a chair, higher and higher, and the chair kept going, right up past the chandeliers and out through the roof into the night. The whole of Brooklyn was spread out below me, and there was my zayde, who I never met, sitting on a cloud with his fiddle, playing along. I felt so light and happy.',
    symbols: ['wedding', 'singing', 'dancing', 'flying', 'city'],
    people: ['crowd', 'wife', 'grandfather'],
    emotions: ['joy'],
    notThere: ['hallway', 'light'],
    written: { wife: 'wife', grandfather: 'zayde' },
    turn: ['grandfather'],
    outsideLexicon: ['chair', 'chandeliers', 'roof', 'cloud', 'fiddle'],
  },
  // A plain dream of a chase, in the present, typed in a hurry. The plumber is the dreamer. The white
  // shirt and red scarf (clothes), the street (road) packed with people (crowd), the one black bull
  // after the dreamer (chased), running and running (fleeing), the "trip" a stumble (falling; no
  // journey). "Flat on my face" is a set phrase (no face), the sand of the bullring no beach, "like a
  // dog" a likeness (no dog). The bull lying down beside the dreamer is the turn. Terrified, then
  // "weirdly calm": fear and calm.
  {
    id: 'en27-pamplona',
    title: 'san fermin',
    text: 'plumber from bloemfontein, never been to spain in my life. dreamt im in pamplona in the white shirt and red scarf running with the bulls, street packed with people all shoving and i can hear hooves coming. look back and theres only one bull, massive and black, and its after me, just me. i run and run, round the corner into the bullring, trip and go flat on my face in the sand. it stops right over me breathing on my neck. then it lies down next to me like a dog. was terrified then weirdly calm',
    symbols: ['clothes', 'road', 'bull', 'chased', 'fleeing', 'falling'],
    people: ['crowd'],
    emotions: ['fear', 'calm'],
    notThere: ['journey', 'face', 'beach', 'dog'],
    turn: ['bull'],
    outsideLexicon: ['scarf', 'hooves', 'bullring'],
  },
  // A plain dream of being unable to move. The runner is the dreamer, who trains with a group (no
  // train). The long run at dawn on the red dirt road, the forty runners (crowd), the motorbike ahead
  // (no bicycle). The legs (feet) that stop, "couldn’t move them" (paralysis); left "alone" on the road
  // names no feeling (no loneliness). The sun coming up; the grandmother (as written) walking out of
  // the maize with the flask is the turn. "So calm" is calm.
  {
    id: 'en27-iten',
    title: 'Long run',
    text: 'I’m nineteen and I train with a group in Iten. In the dream we were doing the long run at dawn on the red dirt road towards the Kerio Valley, forty of us in a line, a motorbike out ahead. Then my legs stopped. I couldn’t move them at all. The group went on without me, smaller and smaller, until I was alone on the road. The sun came up. Then my grandmother walked out of the maize with a flask of tea and sat down beside me in the dust. ‘Rest first, then run,’ she said. I felt so calm.',
    symbols: ['road', 'feet', 'paralysis', 'sun'],
    people: ['crowd', 'grandmother'],
    emotions: ['calm'],
    notThere: ['train', 'bicycle', 'loneliness'],
    written: { grandmother: 'grandmother' },
    turn: ['grandmother'],
    outsideLexicon: ['motorbike', 'maize', 'flask', 'tea', 'dust'],
  },
  // A plain dream, in the present. The voyaging canoe (boat), the night watch with "no stars and no
  // moon" (no sky, no moon): only black above and the black ocean below (darkness, ocean). The uncle
  // (family, as written), asleep. The waves; the humpback whale coming up beside the hull is the turn,
  // its eye (eyes), glowing (light); its swimming is its own (no swimming). "Completely calm" is calm.
  {
    id: 'en27-voyaging',
    title: 'No stars',
    text: 'I’m twenty-four and crewing on a voyaging canoe for the first time, Hilo to Tahiti, learning to find the way with no instruments. In the dream it’s my watch, three in the morning, and there are no stars and no moon, nothing above us but black and nothing below but black ocean. My uncle, the navigator, is asleep and I can’t wake him. The waves keep getting bigger. Then a humpback whale comes up right beside the hull, close enough to touch, its eye on me, glowing faintly, and it starts swimming slowly ahead of us. I steer after it. I feel completely calm.',
    symbols: ['boat', 'darkness', 'ocean', 'wave', 'whale', 'eyes', 'light'],
    people: ['family'],
    emotions: ['calm'],
    notThere: ['sky', 'moon', 'swimming'],
    written: { family: 'uncle' },
    turn: ['whale'],
    outsideLexicon: ['hull'],
  },
  // A plain dream. The Darbar Sahib is a gurdwara (church), there in the dream with its dome at sunrise;
  // "the gold dome" is gilding (no treasure). The langar kitchen at night, the rotis and the eating
  // (food), the line of people (crowd) out through the doors and into the city. The hands "burning" with
  // the work (no fire). The man across the board is the father (as written), young: the turn. The sun
  // coming up. "So much love" is love.
  {
    id: 'en27-langar',
    title: 'Langar',
    text: 'Every year I go to Amritsar to do seva at the Darbar Sahib. In the dream I was in the langar kitchen at night, rolling rotis, and the line of people waiting to eat went on and on, out through the doors, round the sarovar and away into the city. I rolled faster and faster until my hands were burning. Then a man sat down across the board from me and started rolling too, and it was my father, young, his beard still black. We worked side by side without a word until the sun came up over the gold dome. I felt so much love.',
    symbols: ['church', 'kitchen', 'food', 'door', 'city', 'hands', 'sun'],
    people: ['crowd', 'father'],
    emotions: ['love'],
    notThere: ['fire', 'treasure'],
    written: { father: 'father' },
    turn: ['father'],
    outsideLexicon: ['rotis', 'sarovar', 'board', 'beard', 'dome'],
  },
  // A plain dream of stage fright, in the present. Up on the bimah at shul (church) in front of everyone
  // (performance, crowd), no sound coming out (voice). The rabbi (a stranger, as the pastor in
  // en23-apia), the mum (mother, as written) mouthing the words. The Hebrew letters are no letters sent
  // (no letter), their flying theirs (no flying) and "like little black birds" a likeness (no bird); they
  // have no id, so no turn is listed. The savta (grandmother, as written) laughing. "So embarrassed" is
  // shame, then laughing too is joy.
  {
    id: 'en27-bat-mitzvah',
    title: 'My portion',
    text: 'I’m twelve and my bat mitzvah is in three weeks. In the dream I’m up on the bimah at shul in front of everyone, and I open my mouth to chant my portion and nothing comes out. Not a sound. The rabbi is waiting and Mum is in the second row mouthing the words at me. Then the Hebrew letters start peeling off the scroll one by one and flying round the ceiling like little black birds. Everyone goes quiet. My savta starts to laugh. I feel so embarrassed, and then I’m laughing too.',
    symbols: ['church', 'performance', 'voice'],
    people: ['crowd', 'stranger', 'mother', 'grandmother'],
    emotions: ['shame', 'joy'],
    notThere: ['letter', 'flying', 'bird'],
    written: { mother: 'Mum', grandmother: 'savta' },
    outsideLexicon: ['bimah', 'scroll', 'Hebrew letters'],
  },
  // A plain dream. The train driver is the dreamer; "I drove" and the "cars" of the train are no car.
  // The next station never comes (no station): only the tunnel (cave), dark (darkness), the window, the
  // doors sliding on their own. The tunnel opening into daylight (light); Finch is the grandmother's
  // kitchen: the kitchen and the grandmother (as written) at the stove are the turn. Confused, then "so
  // happy": confusion and joy.
  {
    id: 'en27-subway',
    title: 'Line 1',
    text: 'I drive a train on Line 1 in Toronto. In the dream I left Union heading north and the next station never came. Just tunnel, on and on, dark, the rails humming. I called it in and the radio only hissed. I looked back through the little window and every car behind me was empty, the doors sliding open and shut on their own. I drove for what felt like hours. Then the tunnel opened into daylight and I pulled into Finch, only it was my grandmother’s kitchen in San Fernando, and she was standing at the stove in her apron. I was so confused, and then so happy.',
    symbols: ['train', 'cave', 'darkness', 'window', 'door', 'light', 'kitchen'],
    people: ['grandmother'],
    emotions: ['confusion', 'joy'],
    notThere: ['station', 'car'],
    written: { grandmother: 'grandmother' },
    turn: ['kitchen', 'grandmother'],
    outsideLexicon: ['rails', 'radio', 'stove', 'apron'],
  },
  // A plain dream of a hidden room, in the present. The housekeeper is the dreamer. The hotel, the
  // corridor (hallway), the door never seen (door, hidden_room). Inside, the house in Cebu where the
  // dreamer grew up (house, childhood_home): the turn. The lola only owns it (no grandmother). The rain
  // on the roof, the little brother (as written) asleep. "So homesick, and so peaceful" is nostalgia
  // and calm.
  {
    id: 'en27-housekeeper',
    title: 'Thirty-first floor',
    text: 'I’m from Cebu and I clean rooms at a big hotel on the Strip. In the dream I’m pushing my cart down the corridor on the thirty-first floor and there’s a door I’ve never seen, between 3117 and 3119, with no number on it. My card opens it. Inside is my lola’s house in Cebu, where I grew up, the bamboo chairs, rain drumming on the tin roof, and my little brother asleep on the mat, still six years old. I sit on the floor beside him and listen to the rain. I feel so homesick, and so peaceful.',
    symbols: ['hotel', 'hallway', 'door', 'hidden_room', 'house', 'childhood_home', 'rain'],
    people: ['brother'],
    emotions: ['nostalgia', 'calm'],
    notThere: ['grandmother'],
    written: { brother: 'brother' },
    turn: ['childhood_home'],
    outsideLexicon: ['cart', 'bamboo chairs', 'roof', 'mat'],
  },
  // A plain dream of a snake. The organist is the dreamer; Cape Coast is a town (no beach). The church
  // full (church, crowd), the choir in white robes (singing, clothes), the hymn. The organ's keys are no
  // keys (no keys). The snake out of the biggest pipe; "couldn’t move my hands" (paralysis, hands). The
  // snake playing is the turn; the hymn is only the mother's favourite (no mother). Frightened, then
  // "full of wonder": fear and wonder.
  {
    id: 'en27-organ',
    title: 'The first hymn',
    text: 'I have played the organ at Wesley in Cape Coast for forty-one years. In the dream it was Sunday, the church full, the choir in their white robes, and I started the first hymn. Only a long hiss came out of the pipes. Then a snake, a thin green one, slid out of the biggest pipe and down onto the keys, and I couldn’t move my hands. The choir kept singing without me. The snake lifted its head, looked at me, and began to play, slowly, my mother’s favourite hymn. I was frightened at first, and then full of wonder.',
    symbols: ['church', 'singing', 'clothes', 'snake', 'paralysis', 'hands'],
    people: ['crowd'],
    emotions: ['fear', 'wonder'],
    notThere: ['beach', 'keys', 'mother'],
    turn: ['snake'],
    outsideLexicon: ['organ', 'pipes'],
  },
  // A plain dream. The granddaughter (family, as written) in the pram on the prom, the wind, the sea
  // (ocean), the coat and the clothes. The pram rolling into the water; terrified is fear. Swimming out
  // after it; her floating is no flying and her laughing hers (no joy). The granddaughter safe beside
  // the pram is the turn; the waves. "Cried with relief" is relief, no sadness.
  {
    id: 'en27-salthill',
    title: 'The prom',
    text: 'I’m seventy-one and I mind my granddaughter on Tuesdays now. In the dream I was pushing her along the prom in Salthill in the pram, the wind up and the sea grey. I stopped to do up my coat and the pram rolled off down the slipway and straight into the water. I was terrified. I ran in after it in all my clothes and swam like I haven’t swum in fifty years. When I got there she was floating on her back beside it, laughing, not a bother on her. I held her up out of the waves and cried with relief.',
    symbols: ['wind', 'ocean', 'clothes', 'water', 'swimming', 'wave'],
    people: ['family'],
    emotions: ['fear', 'relief'],
    notThere: ['flying', 'joy', 'sadness'],
    notFelt: ['joy', 'sadness'],
    written: { family: 'granddaughter' },
    turn: ['family'],
    outsideLexicon: ['pram', 'prom', 'slipway'],
  },
  // A plain dream of the dead come back. The koro's death is dated in waking life (no death); in the
  // dream his tangi (funeral) on the marae, the waiata (singing), the whānau and the cousins (family),
  // the open coffin (cemetery, as in en4-aunt-carol) and the photo on it. The koro (grandfather, as
  // written) sitting up is the turn; his glasses are no glass. The whole house laughing is theirs (no
  // joy). The haka (dancing). "So sad and so proud I couldn’t breathe" is sadness and breath; "proud"
  // has no id.
  {
    id: 'en27-tangi',
    title: 'Koro',
    text: 'My koro died in March, and last night I dreamt we were back on the marae for his tangi. Three days of whaikōrero and waiata, the whole whānau there, his coffin open in the wharenui with his photo propped on top. On the last morning, just before they closed the lid, he sat up, took his glasses off the photo and put them on. ‘Too much talking,’ he said. The whole wharenui laughed and cried at once. Then he got up and led the haka with my cousins, and I was so sad and so proud I couldn’t breathe.',
    symbols: ['funeral', 'singing', 'cemetery', 'photo', 'dancing', 'breath'],
    people: ['grandfather', 'family'],
    emotions: ['sadness'],
    notThere: ['death', 'glass', 'joy'],
    notFelt: ['joy'],
    written: { grandfather: 'koro' },
    turn: ['grandfather'],
    outsideLexicon: ['marae', 'wharenui', 'haka'],
  },
  // A plain dream of teeth falling out, in the present. The presenter is the dreamer. Live on the
  // radio, the teeth dropping out onto the desk; the phone lines ringing (phone), "off the hook" a set
  // phrase. The producer (boss, as a colleague in en20-window-cleaner) pointing through the window; the
  // pile of teeth by the microphone is the turn. "So ashamed I want to disappear" is shame.
  {
    id: 'en27-breakfast-show',
    title: 'On air',
    text: 'I do the morning show on the radio in Kingston. In the dream I’m live at six, going through the traffic, and I feel something loose in my mouth. A tooth drops out and clicks on the desk. Then another, and another, and I just keep talking, because you never stop on air. The phone lines are ringing off the hook. My producer is pointing at me through the window, and when I finally look down there’s a little pile of teeth next to the microphone, white and shiny. I’m so ashamed I want to disappear.',
    symbols: ['teeth', 'phone', 'window'],
    people: ['boss'],
    emotions: ['shame'],
    turn: ['teeth'],
    outsideLexicon: ['radio', 'desk', 'microphone'],
  },
  // A plain dream of a wave. The photographer is the dreamer. A public holiday (no journey); the beach
  // packed (crowd), the "families" only strangers' (no family), the kids on the ponies (child, horse),
  // the picture of the young couple (photo, stranger). The sea going out (ocean), the fish on the sand;
  // no sound coming out (voice). The wave higher than the hotels is the turn. The little girl (as
  // written), running for the dunes (fleeing; the dunes behind a beach are no desert). Terrified is fear.
  {
    id: 'en27-coxs-bazar',
    title: 'Cox’s Bazar',
    text: 'I take photos of tourists on the beach at Cox’s Bazar. In the dream it was a holiday and the beach was packed, families everywhere, kids on the ponies, and I was taking a picture of a young couple from Dhaka when the sea went out. All at once, far out, fish flapping on the wet sand. Everybody ran out to look. I knew what was coming. I shouted and shouted but no sound came out. Then the wave stood up on the horizon, higher than the hotels. I grabbed a little girl and ran for the dunes. I was terrified.',
    symbols: ['beach', 'horse', 'photo', 'ocean', 'fish', 'voice', 'wave', 'hotel', 'fleeing'],
    people: ['crowd', 'child', 'stranger', 'girl'],
    emotions: ['fear'],
    notThere: ['journey', 'family', 'desert'],
    written: { girl: 'girl' },
    turn: ['wave'],
  },
  // A plain dream of a lost child. The son was taken there small in waking life; in the dream, at the
  // Sangam before dawn, the millions going into the river (crowd), his hand let go. Searching through
  // the crowd, asking the police and strangers; "so frightened" is fear. The boat out of the mist with
  // the son (as written) grown in it is the turn; ‘Amma’ is the dreamer called (no mother). "Cried with
  // relief" is relief, no sadness.
  {
    id: 'en27-kumbh',
    title: 'Sangam',
    text: 'I took my son to the Kumbh when he was small, and in the dream we were there again, at the Sangam before dawn, millions of people going down into the river. I was holding his hand and then I wasn’t. I searched all morning, calling his name, pushing through the crowd, asking the police, asking strangers. I was so frightened. Then a boatman rowed up out of the mist and there was my son in the boat, grown, with a moustache, holding out his hand to me. ‘Amma, I found you,’ he said. I cried with relief.',
    symbols: ['river', 'hands', 'searching', 'boat'],
    people: ['son', 'crowd', 'police', 'stranger'],
    emotions: ['fear', 'relief'],
    notThere: ['mother', 'sadness'],
    notFelt: ['sadness'],
    written: { son: 'son' },
    turn: ['son'],
    outsideLexicon: ['mist'],
  },
  // In the present. The lion is a costume (clothes; no lion), the envelope a red packet (no letter), the
  // Year of the Horse a year (no horse). The drums (singing, as music), the dancing up Pender Street
  // (road), the crowd, the lettuce (food), the doorway (door); the cousin (family). The Ah Ma
  // (grandmother, as written), her death dated in waking life (no death), is the turn; "eat properly"
  // is only said. Kevin's fear is his, and the dreamer's is denied (no fear). "So loved" is love.
  {
    id: 'en27-lion-dance',
    title: 'Year of the Horse',
    text: 'It’s Lunar New Year in Chinatown and I’m in the head of our lion costume, my cousin Kevin on the tail. The drums are going, firecrackers everywhere, and we’re dancing up Pender Street towards the lettuce hanging from the restaurant sign with a red envelope tied to it. It’s the Year of the Horse, so the crowd is massive. When I rear up to grab the lettuce, my Ah Ma is standing in the doorway below it, who died in 2015, holding out the envelope herself. ‘Eat properly,’ she says. Kevin says afterwards he was scared stiff. I wasn’t scared at all. I just felt so loved.',
    symbols: ['clothes', 'singing', 'dancing', 'road', 'food', 'door'],
    people: ['family', 'crowd', 'grandmother'],
    emotions: ['love'],
    notThere: ['lion', 'letter', 'horse', 'death', 'fear'],
    notFelt: ['fear'],
    written: { grandmother: 'Ah Ma' },
    turn: ['grandmother'],
    outsideLexicon: ['drums', 'firecrackers', 'lettuce', 'sign'],
  },
  // Typed in a hurry. The Snake Pass and the Snake Inn are a road and a pub (no snake); the road is
  // there in the blizzard (snow), "couldnt see the road" no eyes. The engine "cuts out dead" (no death);
  // the phone with no signal. The dad (father, as written) with the lamp (candle), his death dated in
  // waking life (no death), is the turn; down the hill (mountain) to the lights (light). The wife only
  // rang after waking, and "worried sick" is hers (no wife, no anxiety, no illness). Fear is denied;
  // "felt safe" is calm.
  {
    id: 'en27-snake-pass',
    title: 'snake pass',
    text: 'lorry driver, polish, based in sheffield. dreamt i was going over the snake pass at night in a blizzard with a full load for manchester, wipers going mad, couldnt see the road. engine cuts out dead right by the snake inn and the phone has no signal. then a knock on the cab and its my dad in his old miners helmet with the lamp on, he died back in 2012. he says follow me and walks off into the snow and i follow his lamp down the hill till i see the lights of glossop. the wife rang after, she was worried sick. i wasnt scared. felt safe',
    symbols: ['road', 'snow', 'phone', 'candle', 'mountain', 'light'],
    people: ['father'],
    emotions: ['calm'],
    notThere: ['snake', 'eyes', 'death', 'wife', 'anxiety', 'illness', 'fear'],
    notFelt: ['anxiety', 'fear'],
    written: { father: 'dad' },
    turn: ['father'],
    outsideLexicon: ['lorry', 'wipers', 'cab', 'helmet'],
  },
  // The hairdresser’s is the dreamer's shop in waking life (no hair). The Blue Mountains are there
  // (mountain); the Three Sisters are rocks (no sister). The fog "so thick I couldn’t see my own hands"
  // is a set phrase (no eyes, no hands). The Giant Stairway's steps (stairs). The rocks become three old
  // women (wise_elder, as written) in hanbok (clothes): the turn. "Like my mother and her sisters at my
  // wedding" is a likeness from memory (no mother, sister or wedding). The tourist (a stranger) in tears
  // is hers (no sadness); sadness and loneliness are denied. "So much love" is love.
  {
    id: 'en27-three-sisters',
    title: 'Echo Point',
    text: 'I run a hairdresser’s in Strathfield, and on Sundays I walk in the Blue Mountains. In the dream I was at Echo Point looking out at the Three Sisters when the fog came in so thick I couldn’t see my own hands. I went down the Giant Stairway anyway, hundreds of steps, holding the rail. At the bottom the fog lifted and the three rocks had become three old women in hanbok, like my mother and her sisters at my wedding. One of them said, ‘Jagiya, you came.’ A tourist beside me was in tears. I didn’t feel sad, or lonely. I felt so much love.',
    symbols: ['mountain', 'stairs', 'clothes'],
    people: ['wise_elder', 'stranger'],
    emotions: ['love'],
    notThere: ['hair', 'sister', 'eyes', 'hands', 'mother', 'wedding', 'sadness', 'loneliness'],
    notFelt: ['sadness', 'loneliness'],
    written: { wise_elder: 'old women' },
    turn: ['wise_elder'],
    outsideLexicon: ['fog', 'rail', 'rocks', 'hanbok'],
  },
  // In the present. The Dog and Gun is a pub (no dog, no gun); the fell runners run on the fells (no
  // falling), the pub packed with them (crowd). The cellar (basement); the husband (as written), his
  // death dated in waking life (no death), in his T-shirt (clothes), is the turn. The regulars only say
  // the cellar is haunted (no ghost); ‘love’ is said to the dreamer (no love). Fear is denied. The
  // daughter (as written) "white as a ghost" is a likeness. "So happy, and so lonely" is joy and
  // loneliness.
  {
    id: 'en27-dog-and-gun',
    title: 'The cellar',
    text: 'I’ve run the Dog and Gun in Keswick for twenty-two years. In the dream it’s a Saturday night, packed with fell runners in from the race, and the bitter stops. I go down to the cellar to change the barrel and my husband Ron is down there, who died in 2018, in his old Guinness T-shirt, doing it for me the way he always did. The regulars swear the cellar’s haunted. ‘Go on up, love,’ he says, ‘you’ve got customers.’ I’m not frightened, not for a second. Upstairs our daughter behind the bar has gone white as a ghost. I wake up so happy, and so lonely.',
    symbols: ['basement', 'clothes'],
    people: ['crowd', 'husband', 'daughter'],
    emotions: ['joy', 'loneliness'],
    notThere: ['dog', 'gun', 'falling', 'death', 'ghost', 'love', 'fear'],
    notFelt: ['fear'],
    written: { husband: 'husband', daughter: 'daughter' },
    turn: ['husband'],
    outsideLexicon: ['barrel', 'bar'],
  },
  // The haunted hayride is a farm attraction (no ghost), and the dreamer is dressed as a zombie only in
  // waking life (no zombie). In the dream the wagon full of people known, in costume (clothes): the mom
  // (mother, as written), the old science teacher, the ex; their laughing is theirs (no joy). The corn
  // maze closing in is the turn; "couldn’t find the way out", "lost" (lost). "Really scared" is fear.
  {
    id: 'en27-hayride',
    title: 'Corn maze',
    text: 'Every October weekend I work the haunted hayride at a farm outside Salem, dressed as a zombie in the corn maze. In the dream the tractor pulled in and the wagon was full of people I knew, my mom, my old science teacher, my ex, all in costume, all laughing. I jumped out with the chainsaw like always and nobody screamed. Then the corn closed in behind me and I couldn’t find the way out. Every turn looked the same. I could hear the tractor leaving. I was lost in there till dawn, and honestly, really scared.',
    symbols: ['clothes', 'maze', 'lost'],
    people: ['mother', 'teacher', 'ex'],
    emotions: ['fear'],
    notThere: ['ghost', 'zombie', 'joy'],
    notFelt: ['joy'],
    written: { mother: 'mom' },
    turn: ['maze'],
    outsideLexicon: ['tractor', 'wagon', 'chainsaw', 'corn'],
  },
];
