// What a careful reader does beyond finding words (issue 24): a figure of speech names no image
// ("the lake turned to glass", "like a wall", "como seda azul"), a feeling corrected later in the
// sentence is not felt ("I woke up crying, but I wasn't sad"), tears of relief are relief, and the
// story's turning point (a reversal, a recognition, the last unexpected image) is found. Pure; the
// analysis (analyze.ts) calls these on folded words.
import { ARTICLES_ES } from './function-words.ts';
import { compileTerm, isStopword, matchesAt, termLength, type CompiledTerm, type TermLanguage } from './text.ts';

/**
 * Phrases after which the next words compare or describe rather than name what is there, with how
 * many words they reach: "turned to glass" (the lake is still a lake), "like a wall", "as if",
 * "como seda azul", "se volvió de cristal". "Como un fantasma" is left to be read: in Spanish it
 * says how a figure appeared ("vi a mi abuelo como un fantasma tranquilo"), and the ghost is there. "Turned into a boat" is not among them: the thing became
 * a boat, and the boat is in the dream.
 */
const FIGURES: readonly { term: string; reach: number }[] = [
  { term: 'turned to', reach: 2 },
  { term: 'like a', reach: 3 },
  // "un sapo del tamaño de un perro", "he was the size of a car": a measure.
  { term: 'del tamano de', reach: 3 },
  { term: 'the size of a', reach: 2 },
  // "crabs the size of dinner plates", "un agujero en forma de estrella", "in the shape of a heart": a
  // measure or a shape.
  { term: 'the size of', reach: 2 },
  { term: 'en forma de', reach: 2 },
  { term: 'in the shape of', reach: 3 },
  // "younger than my own kids are now": a comparison with people not there.
  { term: 'younger than', reach: 4 },
  { term: 'older than', reach: 4 },
  { term: 'the size of an', reach: 2 },
  { term: 'like an', reach: 3 },
  // "like the first day of a holiday": the likeness runs on through its "of" phrase.
  { term: 'like the', reach: 5 },
  // "like the day we took her to the beach": a day of waking life compared.
  { term: 'like the day', reach: 8 },
  { term: 'like the time', reach: 8 },
  // "haven't spoken since Dad's funeral": waking life's past.
  { term: 'spoken since', reach: 4 },
  // "like being in a tent in the rain": a whole scene only compared.
  { term: 'like being', reach: 8 },
  // "staring at the water like they were waiting for a boat": a likeness told as a clause.
  { term: 'like they were', reach: 5 },
  { term: 'like he was', reach: 5 },
  { term: 'like she was', reach: 5 },
  { term: 'like it was', reach: 5 },
  // "waving a tea towel like we'd only been to the shops": a likeness told with "we'd", "I'd".
  { term: 'like wed', reach: 6 },
  { term: 'like we had', reach: 6 },
  { term: 'like id', reach: 6 },
  { term: 'like i had', reach: 6 },
  { term: 'like theyd', reach: 6 },
  { term: 'like they had', reach: 6 },

  // "as if I were watching it all through glass": the whole clause is only supposed.
  { term: 'as if', reach: 6 },
  { term: 'as though', reach: 6 },
  { term: 'like something out of', reach: 3 },
  { term: 'se volvio de', reach: 2 },
  { term: 'se volvia de', reach: 2 },
  { term: 'parecia de', reach: 2 },
  { term: 'roncando como', reach: 3 },
  { term: 'roncaba como', reach: 3 },
  { term: 'dormia como', reach: 3 },
  { term: 'parecian de', reach: 2 },
  // "como si nos hubiera caído encima un río de sangre": the whole clause, however long its verb.
  { term: 'como si', reach: 9 },
  // "parecía que íbamos volando", "como cuando mi papá me subía en los hombros": only supposed, or
  // a memory the scene is compared with.
  { term: 'parecia que', reach: 6 },
  // (A memory runs to its people: "como cuando éramos guambras y le ayudábamos a mi papá".)
  { term: 'como cuando', reach: 9 },
  // "Soy afilador, como mi padre y mi abuelo": the people a trade or a habit is compared with.
  { term: 'como mi', reach: 5 },
  // "Soy comadrona, como lo fue mi abuela": the trade of someone absent.
  { term: 'como lo fue', reach: 3 },
  { term: 'como lo era', reach: 3 },
  { term: 'como en', reach: 3 },
  // "el hilo se me volvía una cinta brillante": the thread is still a thread.
  { term: 'se me volvia', reach: 3 },
  { term: 'se volvia una', reach: 2 },
  // "las piernas se me volvieron agua": fear, no water.
  { term: 'se me volvieron', reach: 1 },
  { term: 'se me volvio', reach: 1 },
  // "jugaba a ser avión", "playing at being a pilot": only played.
  { term: 'jugaba a ser', reach: 2 },
  { term: 'jugabamos a ser', reach: 2 },
  { term: 'playing at being', reach: 2 },
  { term: 'se volvieron un', reach: 2 },
  { term: 'se volvieron una', reach: 2 },
  // "jugando con un gato como dos viejas amigas": the friends are a comparison.
  { term: 'como dos', reach: 2 },
  { term: 'como tres', reach: 2 },
  { term: 'como de', reach: 2 },
  // "igual que en la casa", "como hacía mi abuelo de joven": a likeness of a place, a habit of someone absent.
  { term: 'igual que en', reach: 3 },
  { term: 'como hacia', reach: 3 },
  // "the way my father did in '71", "como me enseñó mi mamá": a habit of someone absent.
  { term: 'the way my', reach: 2 },
  { term: 'como me enseno', reach: 2 },
  { term: 'como hacian', reach: 3 },
  // "said she was the image of my mother", "the spitting image of his dad": a likeness.
  { term: 'the image of', reach: 2 },
  { term: 'spitting image of', reach: 2 },
  // A likeness: "I looked exactly like my grandmother", "parecía mi hermano", "se parecía a mi profesor".
  { term: 'like my', reach: 2 },
  { term: 'looked like', reach: 4 },
  { term: 'se parecia', reach: 5 },
  { term: 'parecia mi', reach: 1 },
  { term: 'parecia un', reach: 2 },
  { term: 'parecia una', reach: 2 },
  // "los cañales, que desde arriba parecían un mar verde".
  { term: 'parecian un', reach: 2 },
  { term: 'parecian una', reach: 2 },
  { term: 'parecen un', reach: 2 },
  { term: 'parecen una', reach: 2 },
  { term: 'parece un', reach: 2 },
  { term: 'parece una', reach: 2 },
];

/**
 * Phrases after which the next words are only wished, feared or told about, not seen in the dream:
 * "I wished I had a key", "temía que apareciera un lobo", "she told me about a snake". The feeling
 * such a phrase names is still read (emotions are not masked); the images it reaches are not there.
 */
const NOT_SEEN: readonly { term: string; reach: number }[] = [
  // "the other soldiers called me grandad", "me llamaban abuelo": a name the dreamer is called.
  { term: 'me llamaban', reach: 1 },
  { term: 'me decian', reach: 1 },
  { term: 'called me', reach: 1 },
  // "pensé que me caía adentro", "I thought I was going to fall": a fall only thought of.
  { term: 'pense que me', reach: 2 },
  { term: 'crei que me', reach: 2 },
  { term: 'thought i was going to', reach: 2 },
  { term: 'thought i would', reach: 2 },
  { term: 'i wished', reach: 6 },
  { term: 'i wish', reach: 6 },
  // "kept wishing the next plate would bring back my cat", "wishing I had a key": all of the wish.
  { term: 'wishing', reach: 8 },
  // Someone waited for is not there yet ("waiting for my partner to walk me in"); said again once
  // they come, they are found there.
  { term: 'waiting for my', reach: 1 },
  // "Pensaba en mi señora y en las niñas", "thinking about my kids": someone only thought of.
  { term: 'pensaba en', reach: 6 },
  { term: 'pense en', reach: 6 },
  { term: 'pensando en', reach: 6 },
  { term: 'thinking about', reach: 4 },
  { term: 'thought about', reach: 4 },
  // "All I could think about was my kids": someone only thought of.
  { term: 'think about was my', reach: 1 },
  { term: 'think of was my', reach: 1 },
  // Called for, not come: "Grité llamando a mi mamá", "I called out for my dad".
  { term: 'llamando a mi', reach: 1 },
  { term: 'calling for my', reach: 1 },
  { term: 'called out for my', reach: 1 },
  { term: 'calling out for my', reach: 1 },
  // Waking life's past told beside the dream: "ringing birds since my dad first took me at twelve".
  { term: 'since my', reach: 1 },
  { term: 'desde que mi', reach: 1 },
  { term: 'desde que mis', reach: 1 },
  // A thing someone gave or made the dreamer once: "el vestido que me cosió mi mamá".
  { term: 'que me coso mi', reach: 1 },
  { term: 'que me cosio mi', reach: 1 },
  { term: 'que me regalo mi', reach: 1 },
  { term: 'que me tejio mi', reach: 1 },
  { term: 'que me compro mi', reach: 1 },
  { term: 'que me hizo mi', reach: 1 },
  { term: 'que me dejo mi', reach: 1 },
  { term: 'que me dio mi', reach: 1 },
  // Phoned, not there: "I rang my wife", "Llamé por el móvil a mi jefa".
  { term: 'i rang', reach: 2 },
  { term: 'i phoned', reach: 2 },
  { term: 'llame por el movil a', reach: 2 },
  { term: 'llame por telefono a', reach: 2 },
  { term: 'llame al celular de', reach: 2 },
  // Told about: "tell them about my grandmother's house"; a guess, "decía que seguro había sido un ladrón".
  { term: 'tell them about', reach: 8 },
  { term: 'told them about', reach: 8 },
  { term: 'tell her about', reach: 8 },
  { term: 'told her about', reach: 8 },
  { term: 'tell him about', reach: 8 },
  { term: 'told him about', reach: 8 },
  { term: 'seguro habia sido', reach: 2 },
  // Sent a message or a photo, waited for or rung by: "le mandé un audio a mi mujer", "le
  // mandé una foto a mi novia", "le escribo a mi novio por WhatsApp", "esperando a mi hijo", "me sonó el
  // celular y era mi mamá".
  { term: 'un audio a', reach: 2 },
  { term: 'una foto a', reach: 2 },
  { term: 'un mensaje a', reach: 2 },
  { term: 'le escribo a', reach: 2 },
  { term: 'le escribi a', reach: 2 },
  { term: 'esperando a mi', reach: 1 },
  { term: 'esperaba a mi', reach: 1 },
  { term: 'el celular y era', reach: 2 },
  { term: 'el telefono y era', reach: 2 },
  // Asked after, told as a story, sworn to, pictured, feared, planned or ordered, not seen: "asks after my
  // girls", "the story of the tiger shark", "swore he'd seen a crocodile", "picturing the sea", "terrified
  // we'd crash", "planning the wedding", "telling me to feed the dog", "twelve camera screens".
  { term: 'asks after', reach: 3 },
  { term: 'asked after', reach: 3 },
  { term: 'the story of', reach: 8 },
  { term: 'swore hed', reach: 4 },
  { term: 'swore shed', reach: 4 },
  { term: 'picturing', reach: 6 },
  { term: 'terrified wed', reach: 3 },
  { term: 'scared wed', reach: 3 },
  { term: 'afraid wed', reach: 3 },
  { term: 'planning the', reach: 3 },
  { term: 'telling me to', reach: 4 },
  { term: 'camera screens', reach: 8 },
  // A warning of what might happen: "me gritaba que bajara, que me iba a caer".
  { term: 'que me iba a', reach: 1 },
  { term: 'que te ibas a', reach: 1 },
  // Only wished to be told, or talked about: "Le quise contar que mi hijo ya entró al cuartel", "sigue
  // hablando de la hija de la vecina".
  { term: 'quise contar', reach: 14 },
  { term: 'queria contar', reach: 14 },
  { term: 'queria contarle', reach: 14 },
  { term: 'hablando de', reach: 6 },
  { term: 'waited for my', reach: 1 },
  // Only intended: "the letter I always meant to write to my sister", "quería irme a mi casa".
  { term: 'meant to', reach: 4 },
  { term: 'queria irme a', reach: 3 },
  { term: 'queria ir a', reach: 3 },
  { term: 'queria volver a', reach: 3 },
  { term: 'worrying that', reach: 6 },
  { term: 'worried that', reach: 6 },
  { term: 'afraid that', reach: 6 },
  { term: 'told me about', reach: 12 },
  { term: 'told us about', reach: 12 },
  { term: 'talked about', reach: 5 },
  // A topic: "argued for hours about a stolen bicycle", "chatted about football".
  { term: 'argued about', reach: 4 },
  { term: 'arguing about', reach: 4 },
  { term: 'for hours about', reach: 4 },
  { term: 'chatted about', reach: 4 },
  { term: 'chatting about', reach: 4 },
  { term: 'no sign of', reach: 3 },
  { term: 'ni rastro de', reach: 3 },
  { term: 'ojala', reach: 10 },
  { term: 'temia que', reach: 5 },
  { term: 'tenia miedo de que', reach: 5 },
  { term: 'me conto', reach: 12 },
  { term: 'nos conto', reach: 12 },
  // Told, signed or said by someone absent: "como contaba mi abuela", "firmado por mi abuela",
  // "le hablé de mi ex", "comía igualito que mi mamá".
  { term: 'como contaba', reach: 3 },
  { term: 'como decia', reach: 3 },
  { term: 'firmado por', reach: 3 },
  { term: 'firmada por', reach: 3 },
  { term: 'le hable de', reach: 8 },
  { term: 'igualito que', reach: 3 },
  { term: 'me hablo de', reach: 12 },
  { term: 'me hablaba de', reach: 12 },
  { term: 'hablaba de', reach: 5 },
  // Only asked about, invited to or planned: "asked how things were at work", "asked me to dance",
  // "planning where my books would go", "me preguntó por el trabajo".
  // A part only to come: "he was going to be a father", "me dijo que iba a ser papá".
  { term: 'going to be a', reach: 1 },
  { term: 'going to be an', reach: 1 },
  { term: 'iba a ser', reach: 1 },
  // A gift's occasion: "as a present for my dad's seventieth birthday".
  { term: 'as a present for', reach: 4 },
  { term: 'as a gift for', reach: 4 },
  // A name only: "me llamó Graciela, que es el nombre de mi mamá".
  { term: 'el nombre de', reach: 3 },
  // Only remembered: "me acordaba de las fotos de su matrimonio".
  { term: 'me acordaba de', reach: 6 },
  { term: 'me acorde de', reach: 6 },
  // A guess: "pensé que habría sido mi esposo".
  { term: 'habria sido', reach: 3 },
  { term: 'asked how', reach: 5 },
  { term: 'asked about', reach: 4 },
  { term: 'asking about', reach: 4 },
  { term: 'asked when', reach: 5 },
  { term: 'asking when', reach: 5 },
  { term: 'asked me to', reach: 2 },
  { term: 'asking me to', reach: 2 },
  { term: 'planning where', reach: 5 },
  { term: 'planning to', reach: 4 },
  { term: 'me pregunto por', reach: 3 },
  { term: 'me preguntaba por', reach: 3 },
  { term: 'me pregunto si', reach: 5 },
  { term: 'me pidio que', reach: 3 },
  // Told, pictured or remembered rather than seen: "a story about our holiday", "a bear he had seen
  // on the news", "a photo of my mother", "un cuadro enorme: un mar gris con un barco".
  { term: 'story about', reach: 6 },
  { term: 'talking about', reach: 5 },
  { term: 'photo of', reach: 6 },
  { term: 'photos of', reach: 4 },
  { term: 'photos from', reach: 4 },
  { term: 'picture of', reach: 4 },
  { term: 'pictures of', reach: 4 },
  { term: 'painting of', reach: 5 },
  { term: 'foto de', reach: 4 },
  { term: 'fotos de', reach: 4 },
  { term: 'un cuadro', reach: 8 },
  { term: 'told us that', reach: 10 },
  { term: 'told me that', reach: 10 },

  { term: 'told us the', reach: 10 },
  // Only wanted, due or weighed: "looked like he wanted to kill me", "I ought to take a photo".
  { term: 'wanted to', reach: 2 },
  { term: 'ought to', reach: 6 },
  { term: 'instead of', reach: 2 },
  { term: 'en vez de', reach: 2 },
  { term: 'para sacarse', reach: 3 },
  // Before the dream's scene: "driving my sister back from the airport", "volvía de una cena".
  { term: 'back from', reach: 3 },
  // Told about or said of someone: "he told me all about his garden", "calling me her little
  // brother", "a speech about how I had once pulled him out of a river", "según ella, había sembrado
  // mi papá", "a map of a town", "I wanted to tell her we had sold her house".
  { term: 'told me all about', reach: 12 },
  { term: 'calling me', reach: 3 },
  { term: 'called me', reach: 3 },
  { term: 'speech about', reach: 12 },
  { term: 'about how', reach: 10 },
  { term: 'map of', reach: 4 },
  { term: 'to tell her', reach: 8 },
  { term: 'to tell him', reach: 8 },
  { term: 'to tell them', reach: 8 },
  { term: 'seen since', reach: 3 },
  { term: 'according to', reach: 8 },
  { term: 'segun ella', reach: 8 },
  { term: 'segun el', reach: 8 },
  // A part played, a plan just ahead, a pretence, a skill learned once, a fear of what did not happen,
  // a screen or film, a reported claim: "playing a tree", "un disfraz de árbol", "about to fly",
  // "pretending to swim", "learned to swim as a kid", "On the screen it was on fire", "told me it was
  // haunted", "He said the queen knew", "big enough for a horse", "cuddly lions and tigers".
  { term: 'playing a', reach: 2 },
  { term: 'dressed as a', reach: 2 },
  { term: 'disfraz de', reach: 2 },
  { term: 'disfrazado de', reach: 2 },
  { term: 'disfrazada de', reach: 2 },
  { term: 'about to', reach: 2 },
  // "mi hija estaba por dar a luz", "a punto de caerse": only about to happen.
  { term: 'estaba por', reach: 3 },
  { term: 'a punto de', reach: 3 },
  // "él, que no sabe nadar": a skill someone lacks.
  { term: 'no sabe', reach: 1 },
  { term: 'no sabia', reach: 1 },
  { term: 'pretending to', reach: 3 },
  { term: 'learned to', reach: 2 },
  { term: 'learnt to', reach: 2 },
  { term: 'aprendi a', reach: 2 },
  { term: 'on the screen', reach: 16 },
  // "the sonar screen, where a whale was singing".
  { term: 'screen where', reach: 6 },
  { term: 'en la pantalla', reach: 16 },
  { term: 'film about', reach: 4 },
  { term: 'to be about', reach: 4 },
  { term: 'told me it was', reach: 8 },
  { term: 'said the', reach: 6 },
  { term: 'enough for a', reach: 2 },
  { term: 'cuddly', reach: 3 },
  { term: 'rubber', reach: 1 },
  { term: 'soft toy', reach: 1 },
  { term: 'miles from', reach: 3 },
  { term: 'far from', reach: 3 },
  { term: 'nothing wrong with', reach: 3 },
  { term: 'while he was', reach: 4 },
  { term: 'while she was', reach: 4 },
  { term: 'after a', reach: 1 },
  { term: 'volvia de', reach: 3 },
  // Only pictured, promised, feared, wished for or rumoured: "I'd pictured myself drowning",
  // "promised her a puppy if I won", "terrified one of them would fall off", "pedía deseos: un
  // perrito, una casa con piscina", "dicen que tiene un novio policía".
  { term: 'pictured myself', reach: 4 },
  { term: 'imagined myself', reach: 4 },
  { term: 'me imaginaba', reach: 5 },
  { term: 'me imagine', reach: 5 },
  { term: 'promised her a', reach: 2 },
  { term: 'promised him a', reach: 2 },
  { term: 'promised me a', reach: 2 },
  { term: 'promised us a', reach: 2 },
  { term: 'me prometio', reach: 4 },
  { term: 'le prometio', reach: 4 },
  { term: 'would fall', reach: 1 },
  { term: 'would break', reach: 2 },
  { term: 'pedia deseos', reach: 12 },
  { term: 'pidio un deseo', reach: 8 },
  { term: 'dicen que', reach: 6 },
  // On a poster, a screen, a card or in a film: "the posters had a clown with a knife and a house
  // with a face in every window", "en la película salía un payaso con un cuchillo".
  { term: 'posters', reach: 16 },
  { term: 'the poster', reach: 10 },
  { term: 'el cartel', reach: 8 },
  { term: 'en la pelicula', reach: 14 },
  { term: 'in the film', reach: 14 },
  { term: 'in the movie', reach: 14 },
  { term: 'cantaba las cartas', reach: 14 },
  // A costume or what a drawing turned into: "went as a witch", "everyone had come as someone from
  // my life: my mum, my first boss", "mine came out as a horse".
  { term: 'went as a', reach: 2 },
  { term: 'come as', reach: 12 },
  { term: 'came as', reach: 12 },
  { term: 'came out as a', reach: 2 },
  // On a slideshow, a cartoon on a T-shirt, only imagined or a dream told: "a slideshow on a big screen:
  // Dad at twenty, ... my mum on their wedding day", "a T-shirt with a cartoon whale", "told us to
  // imagine someone collapsed at a bus stop", "contándole un sueño: que mi vieja me perseguía".
  { term: 'slideshow', reach: 40 },
  // Drawings on a page, a photo album on a tablet, an address, what someone says: "tiny drawings of fish
  // and eyes and ladders", "the photos from our holiday on my tablet: the kids on a camel, a shark",
  // "to the address of the house I grew up in", "mi suegra dice que cuando la lechuza canta".
  { term: 'drawings of', reach: 8 },
  { term: 'photos from our', reach: 20 },
  { term: 'the address of', reach: 6 },
  { term: 'dice que', reach: 8 },
  // A story told: "me contaba la historia de la Sayona, una mujer vestida de blanco que...", the photos
  // on a second-hand phone ("lleno de fotos de otra familia: una boda en la playa, un bebé").
  { term: 'la historia de', reach: 20 },
  // On a screen, in a nature documentary, a picture book or a weather map: "one of those nature
  // documentaries: a great white shark coming up under a seal, then wolves chasing a deer", "a picture
  // book about a princess who lived in a glass castle with a dragon", "the map was covered in little
  // smiling suns".
  // A plan: "she was off to ride horses across Argentina".
  { term: 'was off to', reach: 4 },
  { term: 'were off to', reach: 4 },
  { term: 'documentaries', reach: 24 },
  { term: 'documentary', reach: 24 },
  { term: 'book about', reach: 16 },
  { term: 'the map was', reach: 20 },
  { term: 'fotos de otra', reach: 20 },
  { term: 'a cartoon', reach: 2 },
  // On skin: "a tattoo of a snake", "un tatuaje de un tigre".
  { term: 'tattoo of', reach: 3 },
  { term: 'tattoos of', reach: 3 },
  { term: 'tatuaje de', reach: 3 },
  { term: 'tatuajes de', reach: 3 },
  { term: 'to imagine', reach: 8 },
  { term: 'contandole un sueno', reach: 24 },
  { term: 'le conte un sueno', reach: 24 },
  // Painted, smelled, far off or told: "el techo pintado con estrellas", "olía a lluvia", "lejísimos
  // de la playa", "un señor contaba que su hijo se había ido en balsa".
  { term: 'pintado con', reach: 4 },
  { term: 'pintada con', reach: 4 },
  { term: 'olia a', reach: 2 },
  // "Olía horrible a pescado": a smell, with how it smelled between.
  { term: 'olia', reach: 4 },
  { term: 'olian', reach: 4 },
  { term: 'smelled of', reach: 3 },
  { term: 'smelt of', reach: 3 },
  // A story told to the dreamer runs to the end of the sentence: "Mi hermana me contaba que su ex ...
  // se había comprado una casa ... con la nueva novia".
  { term: 'me contaba que', reach: 24 },
  { term: 'me conto que', reach: 24 },
  // A sculpture or a statue of something: "esa escultura de una mano gigante", "a statue of a horse".
  { term: 'escultura de', reach: 4 },
  { term: 'estatua de', reach: 4 },
  { term: 'sculpture of', reach: 4 },
  { term: 'statue of', reach: 4 },
  // Only feared: "terrified I'd drown", "scared I'd fall"; only accused of: "for stealing a horse".
  { term: 'terrified id', reach: 3 },
  { term: 'scared id', reach: 3 },
  { term: 'afraid id', reach: 3 },
  { term: 'frightened id', reach: 3 },
  { term: 'worried id', reach: 3 },
  { term: 'for stealing', reach: 3 },
  // On a screen or a sign, or only told: "en una pantalla gigante pasaban fotos de mi hermana con un
  // perro", "un letrero con un oso pintado", "no paraba de contar accidentes de antes".
  { term: 'en una pantalla', reach: 14 },
  { term: 'on a screen', reach: 14 },
  { term: 'un letrero con', reach: 4 },
  { term: 'a sign with', reach: 4 },
  { term: 'de contar', reach: 3 },
  // The picture of a jigsaw: "doing the big jigsaw: a lighthouse on a cliff, a stormy sea, a ship".
  { term: 'jigsaw', reach: 24 },
  // Portraits, murals and maps: "the long gallery, all portraits: dukes on horseback, ladies with little
  // dogs", "los murales de Diego Rivera ... la serpiente emplumada, volcanes", "un mapa de la bahía con
  // ballenas"; props "pretending to be ghosts"; a dream dreamt inside the dream.
  { term: 'portraits', reach: 30 },
  { term: 'a portrait of', reach: 6 },
  { term: 'retratos', reach: 20 },
  { term: 'un retrato de', reach: 6 },
  { term: 'murales', reach: 30 },
  { term: 'mural', reach: 20 },
  { term: 'a map of', reach: 12 },
  { term: 'un mapa de', reach: 12 },
  { term: 'pretending to be', reach: 2 },
  { term: 'inside the dream that', reach: 40 },
  // Figures drawn on the ground or a wall: "para que viéramos las figuras: el mono, la araña, el perro".
  { term: 'las figuras', reach: 14 },
  { term: 'rompecabezas', reach: 24 },
  { term: 'lejos de', reach: 3 },
  { term: 'lejisimos de', reach: 3 },
  { term: 'contaba que', reach: 10 },
  // What a place held once, not now: "the barn where my grandfather used to keep his horses", "the
  // house used to be a school", "donde solía guardar las llaves".
  { term: 'used to keep', reach: 3 },
  { term: 'used to have', reach: 3 },
  { term: 'used to be', reach: 3 },
  { term: 'solia guardar', reach: 3 },
  { term: 'solia tener', reach: 3 },
  { term: 'solia haber', reach: 3 },
  { term: 'solian guardar', reach: 3 },
];

/** Verbs of driving, which the lexicon reads as a car ("drove", "manejaba"). */
const DRIVING = new Set([
  'driving',
  'drove',
  'manejaba',
  'manejar',
  'manejando',
  'conducia',
  'conducir',
  'conduciendo',
]);
/** What is driven that is not a car (a truck is read as one, as the tuning readings have it). */
const NOT_A_CAR = new Set('bus boat train tram lancha barco bote autobus micro colectivo guagua tren'.split(' '));
const DRIVEN_ARTICLES = new Set(['the', 'a', 'my', 'his', 'her', 'la', 'el', 'una', 'un', 'mi', 'su']);

/** "drove the bus", "manejaba la lancha": the driving verb names no car. */
function drivenVehicleSpans(words: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  words.forEach((word, at) => {
    if (DRIVING.has(word) && DRIVEN_ARTICLES.has(words[at + 1] ?? '') && NOT_A_CAR.has(words[at + 2] ?? ''))
      spans.push([at, at + 1]);
  });
  return spans;
}

/** A place then found empty: "..., but it was empty", "pero estaba vacío". */
const FOUND_EMPTY = new Set(['empty', 'vacio', 'vacia', 'vacios', 'vacias']);
const BUT = new Set(['but', 'pero']);
const WHERE = new Set(['where', 'donde']);
const WHAT_IS_KEPT_STARTS = new Set([
  'the',
  'his',
  'her',
  'their',
  'my',
  'our',
  'el',
  'la',
  'los',
  'las',
  'sus',
  'su',
  'mis',
  'mi',
]);

/**
 * What a place is said to hold in a "where" clause that the sentence then finds empty: "I ran to the
 * barn where my grandfather kept the horses, but it was empty", "corrí al establo donde mi abuelo
 * guardaba los caballos, pero estaba vacío". Only what is kept (from its last article on) is left out:
 * the one who kept it is still named.
 */
function emptiedSpans(words: readonly string[]): [number, number][] {
  const where = words.findIndex((word) => WHERE.has(word));
  if (where < 0) return [];
  const but = words.findIndex((word, i) => i > where && BUT.has(word));
  if (but < 0 || !words.slice(but + 1, but + 6).some((word) => FOUND_EMPTY.has(word))) return [];
  for (let i = but - 1; i > where + 1; i--) if (WHAT_IS_KEPT_STARTS.has(words[i]!)) return [[i, but]];
  return [];
}

/**
 * Openings of a sentence told after waking ("When I woke up I went straight out to the shop for
 * croissants"): its images are the waking day's. Not "woke up in ...", a false awakening inside the dream.
 */
const AFTER_WAKING = [
  'when i woke up',
  'when i woke',
  'after i woke up',
  'cuando me desperte',
  'al despertarme',
  'al despertar',
  'me desperte',
].map((term) => compileTerm(term, 'en', false));
const ENDS_ON_WAKING = ['when i woke up', 'when i woke', 'cuando me desperte', 'al despertarme', 'al despertar'].map(
  (term) => compileTerm(term, 'en', false),
);
const WOKE_INSIDE = new Set(['in', 'inside', 'en', 'dentro']);

let figures: { term: CompiledTerm; reach: number }[] | undefined;

/** Qualities that a bare "as a" measures ("heavy as a baby"), not a role ("worked as a waiter", "as a child"). */
const SIMILE_QUALITIES = new Set(
  'heavy light white black red pale cold warm hot quiet still silent big small tiny huge tall thin fat old hard soft flat bright dark sharp dry smooth clear loud slow fast quick strong weak sick blind deaf stubborn gentle brave proud round stiff solid empty free happy busy sweet calm dead cool pure'.split(
    ' ',
  ),
);

/** Spanish qualities a "como un" after them compares ("pálido como un fantasma", "blanca como una sábana"). */
const SIMILE_QUALITIES_ES = new Set(
  'palido palida blanco blanca negro negra rojo roja frio fria duro dura ligero ligera rapido rapida lento lenta grande pequeno pequena flaco flaca gordo gorda quieto quieta tieso tiesa fuerte tranquilo tranquila terco terca callado callada'.split(
    ' ',
  ),
);

/** Verbs of phoning someone ("llamé a mi marido por el móvil", "I rang my sister on her mobile"). */
const CALLING = new Set(['llame', 'llamaba', 'llamo', 'marque', 'called', 'rang', 'phoned']);
/** Words for a phone, after "por el", "al" or "on her". */
const PHONES = new Set(['movil', 'celular', 'telefono', 'cel', 'phone', 'mobile', 'cell']);
/** The owner or article a phone may take ("por el móvil", "on his mobile"). */
const PHONE_DETERMINERS = new Set(['el', 'the', 'my', 'his', 'her', 'su', 'mi']);
/** Owners before the one phoned ("llamé a mi marido", "rang my sister"). */
const PHONED_OWNERS = new Set(['mi', 'mis', 'my', 'su', 'his', 'her']);

/**
 * The words naming someone the dreamer phoned ("Llamé a mi marido por el móvil", "I rang my sister on her
 * mobile"), from their owner to the phone's preposition, when a phoning verb starts at `start`.
 */
function phonedSpan(words: readonly string[], start: number): [number, number] | undefined {
  if (!CALLING.has(words[start] ?? '')) return undefined;
  const owner = ['a', 'to'].includes(words[start + 1] ?? '') ? start + 2 : start + 1;
  if (!PHONED_OWNERS.has(words[owner] ?? '')) return undefined;
  // The phone's preposition within a word or three of the one phoned ("a mi marido Toño por el móvil").
  for (let at = owner + 2; at < Math.min(words.length, owner + 5); at++) {
    if (!['por', 'al', 'on'].includes(words[at]!)) continue;
    const phone = PHONE_DETERMINERS.has(words[at + 1] ?? '') ? words[at + 2] : words[at + 1];
    if (PHONES.has(phone ?? '')) return [owner, at];
  }
  return undefined;
}
/** A call on the phone, after its caller ("mi mamá me llamó al celular", "my brother phoned me"). */
let phoneCalls: CompiledTerm[] | undefined;
const PHONE_CALL_TERMS = [
  'me llamo al celular',
  'me llamo por telefono',
  'me llamo al telefono',
  'me llamo por celular',
  'me llamaba al celular',
  'me llamaba por telefono',
  'me llama al celular',
  'me llama por telefono',
  'me marco',
  'rang me',
  'phoned me',
  'rings me',
  'phones me',
  'called me on the phone',
  'called me on my phone',
  'called me on my mobile',
  'called me on my cell',
  // A message written to the dreamer: "Mi hermana Gladys me mandaba mensajes", "Marisela, mi esposa, me
  // escribe al teléfono", "my sister texted me".
  'me mandaba mensajes',
  'me mando un mensaje',
  'me manda mensajes',
  'me escribe al telefono',
  'me escribia al telefono',
  'me escribio al telefono',
  'texted me',
  'messaged me',
  'texts me',
  // "Mi esposo me llamaba cada rato al celular".
  'me llamaba cada rato',
  'me llamaba a cada rato',
  // "My mom kept calling to ask how it was going", "kept texting me photos".
  'kept calling',
  'kept texting',
  'texting me',
  'calling to ask',
  // "Then my mum rings and asks where I am".
  'rings and asks',
  'rang and asked',
  'rings to ask',
  'rang to ask',
  'phoned to ask',
  'phones to ask',
];

/** Word spans (start, end) read as a figure of speech or as only wished or told, where no symbol is read. */
export function figurativeSpans(
  words: readonly string[],
  /** Whether a word names a person or a creature ("vi a mi abuelo como un fantasma" keeps the ghost). */
  isFigure: (word: string) => boolean = () => false,
): [number, number][] {
  figures ??= [...FIGURES, ...NOT_SEEN].map(({ term, reach }) => ({ term: compileTerm(term, 'en', false), reach }));
  phoneCalls ??= PHONE_CALL_TERMS.map((term) => compileTerm(term, 'en', false));
  const spans: [number, number][] = [];
  words.forEach((_word, start) => {
    for (const { term, reach } of figures!) {
      if (!matchesAt(words, start, term)) continue;
      const end = start + termLength(term);
      let stop = Math.min(words.length, end + reach);
      // "como cuando era pequeña, y un grupo de delfines saltaba": the memory ends where "y" and an
      // article open the scene again.
      if (words[start] === 'como' && words[start + 1] === 'cuando') {
        const next = words.findIndex(
          (word, at) => at > end && at < stop && word === 'y' && ARTICLES_ES.has(words[at + 1] ?? ''),
        );
        if (next > 0) stop = next;
      }
      spans.push([end, stop]);
    }
    // "Mi mamá me llamó al celular", "my boss rang me": someone heard only on the phone is not there.
    for (const call of phoneCalls!) {
      if (!matchesAt(words, start, call)) continue;
      spans.push([Math.max(0, start - 3), start]);
      break;
    }
    // "Llamé a mi marido por el móvil", "I called my husband on his mobile": the one phoned is not there.
    const phoned = phonedSpan(words, start);
    if (phoned) spans.push(phoned);
    // "as flat as a mirror", "tan dulce como la miel": the image only measures the quality.
    if ((words[start] === 'as' && words[start + 2] === 'as') || (words[start] === 'tan' && words[start + 2] === 'como'))
      spans.push([start + 3, Math.min(words.length, start + 6)]);
    // "heavy as a baby", "white as a sheet", "calm as glass": the first "as" left out, the image still
    // only measures. "light as a feather" is a weight, not a light.
    if (words[start] === 'as' && SIMILE_QUALITIES.has(words[start - 1] ?? '')) {
      const image = ['a', 'an'].includes(words[start + 1] ?? '') ? start + 2 : start + 1;
      spans.push([image, Math.min(words.length, image + 2)]);
      if (words[start - 1] === 'light') spans.push([start - 1, start]);
    }
    // "la calle se volvió un río de agua café": what a thing became, made of something else, is a
    // likeness ("se volvió un árbol altísimo" is a tree).
    if (
      words[start] === 'se' &&
      words[start + 1] === 'volvio' &&
      ['un', 'una'].includes(words[start + 2] ?? '') &&
      words[start + 4] === 'de'
    )
      spans.push([start + 3, start + 4]);
    // A bare simile in Spanish: "las llamas eran frías, como seda azul" (not "como" opening a sentence).
    if (words[start] === 'como' && start > 0 && !['si', 'un', 'una'].includes(words[start + 1] ?? ''))
      spans.push([start + 1, Math.min(words.length, start + 3)]);
    // "Mi primo, pálido como un fantasma": a quality, then what it is compared to.
    if (
      words[start] === 'como' &&
      SIMILE_QUALITIES_ES.has(words[start - 1] ?? '') &&
      ['un', 'una'].includes(words[start + 1] ?? '')
    )
      spans.push([start + 2, Math.min(words.length, start + 4)]);
    // "me miraba como un abuelo paciente", "transparente como un vidrio": "como un" compares, except
    // after a verb of appearing or shortly after the person it describes ("vi a mi abuelo, que murió
    // hace años, como un fantasma tranquilo": the ghost is there).
    if (
      words[start] === 'como' &&
      ['un', 'una'].includes(words[start + 1] ?? '') &&
      start > 0 &&
      !APPEARING_AS.has(words[start - 1]!) &&
      // "mi tío lloraba como un niño": right after what someone does, it compares their manner.
      (/(?:aba|aban|ia|ian)$/.test(words[start - 1]!) ||
        // "se rió como una nena": how someone laughed.
        words[start - 1] === 'rio' ||
        !words.slice(Math.max(0, start - 8), start).some(isFigure))
    )
      spans.push([start + 2, Math.min(words.length, start + 4)]);
    // "rascándole la barriga como a un gato", "le hablo bajito, como a las vacas": a likeness of whom
    // something is done to.
    if (
      words[start] === 'como' &&
      words[start + 1] === 'a' &&
      (['un', 'una'].includes(words[start + 2] ?? '') ||
        // "me levantó como a los buitres, que volaban a mi lado": those said more of are there.
        (['los', 'las'].includes(words[start + 2] ?? '') && words[start + 4] !== 'que'))
    )
      spans.push([start + 3, Math.min(words.length, start + 5)]);
    // "se mecía como la cubierta de un barco": a likeness with its own "de" phrase.
    if (words[start] === 'como' && start > 0 && ['el', 'la', 'los', 'las'].includes(words[start + 1] ?? ''))
      spans.push([start + 1, Math.min(words.length, start + 6)]);
    // "más alta que la catedral", "higher than the houses": the measure, not an image of the dream.
    if (words[start] === 'mas' && words[start + 2] === 'que')
      spans.push([start + 3, Math.min(words.length, start + 5)]);
    if (words[start + 1] === 'than' && /er$/.test(words[start]!))
      spans.push([start + 2, Math.min(words.length, start + 4)]);
    // "I wasn't scared of falling": a fall only feared.
    if (words[start] === 'of' && FEARED.has(words[start - 1] ?? '') && /ing$/.test(words[start + 1] ?? ''))
      spans.push([start + 1, start + 2]);
    // "glowing like little lamps", "cracked like ice on a pond": "like" after a word that is no
    // subject ("I like", "would like") compares.
    if (words[start] === 'like' && start > 0 && !LIKING.has(words[start - 1]!))
      spans.push([start + 1, Math.min(words.length, start + 5)]);
  });
  spans.push(...emptiedSpans(words), ...drivenVehicleSpans(words));
  // "I felt awful about the house when I woke up": a sentence that ends on the time of waking is
  // about waking ("... y me desperté" ends the dream instead, and keeps its images).
  for (const term of ENDS_ON_WAKING) {
    const length = termLength(term);
    const at = words.length - length;
    if (at > 0 && matchesAt(words, at, term)) {
      spans.push([0, at]);
      break;
    }
  }
  for (const term of AFTER_WAKING) {
    const at = words[0] === 'then' || words[0] === 'luego' || words[0] === 'entonces' ? 1 : 0;
    if (!matchesAt(words, at, term)) continue;
    const end = at + termLength(term);
    if (!WOKE_INSIDE.has(words[end] ?? '')) spans.push([end, words.length]);
    break;
  }
  return spans;
}

/** Adjectives of strangeness that describe a thing when they follow its noun ("íconos raros", "a weird house"). */
const STRANGE = new Set(['raro', 'rara', 'raros', 'raras', 'weird', 'bizarre']);
/** Words after which such an adjective says how the dreamer felt or found it ("me sentía rara", "it was weird"). */
const FEELING_LINKS = new Set(
  'felt feel feeling feels was were is so very really quite all everything sentia senti sentirme sentimos me estaba estaba estabamos era fue todo muy bastante algo tan lo que'.split(
    ' ',
  ),
);

/** Whether a strangeness word at `start` only describes a thing, not the dreamer's confusion. */
export function onlyDescribesAThing(words: readonly string[], start: number): boolean {
  if (STRANGE.has(words[start] ?? '') && !FEELING_LINKS.has(words[start - 1] ?? '')) return true;
  // "una nostalgia muy rara", "a really weird house": the degree word between, the noun before it.
  if (
    STRANGE.has(words[start] ?? '') &&
    INTENSIFIERS.has(words[start - 1] ?? '') &&
    start >= 2 &&
    !FEELING_LINKS.has(words[start - 2]!) &&
    !isStopword(words[start - 2]!)
  )
    return true;
  if (describesAWork(words, start)) return true;
  // "the sea was calm", "el mar estaba tranquilo y negro": the calm of the place, not the dreamer's;
  // "a calm voice on the radio": what a thing is like.
  if (!CALM.test(words[start] ?? '')) return false;
  if (['a', 'an'].includes(words[start - 1] ?? '')) return true;
  const link = INTENSIFIERS.has(words[start - 1] ?? '') ? start - 2 : start - 1;
  return SCENE_LINKS.has(words[link] ?? '') && SCENES.has(words[link - 1] ?? '');
}

/** Works and their parts, whose feeling a word before or after them names: "a sad film", "un final feliz". */
const WORKS = new Set(
  'film films movie movies song songs story stories ending book novel poem play show series tune music video game documentary news programme program pelicula peliculas peli pelis cancion canciones historia historias cuento cuentos final libro novela poema obra serie musica video juego documental noticia noticias programa'.split(
    ' ',
  ),
);
const WORK_ARTICLES = new Set(['a', 'an', 'the', 'this', 'that', ...ARTICLES_ES, 'esa', 'ese', 'esta', 'este']);

/**
 * "A sad film", "a very happy ending", "una canción triste", "un final feliz": the feeling of a work
 * or of a story's end, which the dream does not say the dreamer had.
 */
function describesAWork(words: readonly string[], start: number): boolean {
  const before = INTENSIFIERS.has(words[start - 1] ?? '') ? start - 2 : start - 1;
  if (WORK_ARTICLES.has(words[before] ?? '') && WORKS.has(words[start + 1] ?? '')) return true;
  return WORKS.has(words[before] ?? '') && WORK_ARTICLES.has(words[before - 1] ?? '');
}

const CALM = /^(?:calm|still|peaceful|tranquil|tranquil[oa]s?|calmad[oa]s?|seren[oa]s?)$/;
const INTENSIFIERS = new Set(['very', 'so', 'quite', 'perfectly', 'muy', 'tan', 'bien', 're']);
const SCENE_LINKS = new Set(['was', 'is', 'seemed', 'looked', 'lay', 'estaba', 'esta', 'parecia', 'seguia']);
/** Places, water and weather, whose stillness is the scene's. */
const SCENES = new Set(
  'sea water lake river pond night sky air town street village mar agua lago rio laguna noche cielo aire pueblo calle ciudad bahia'.split(
    ' ',
  ),
);

const FEARED = new Set(['scared', 'afraid', 'terrified', 'frightened']);
/** Verbs after which "como un" says how a figure appeared, not what it is like. */
const APPEARING_AS = new Set(['vi', 'veia', 'aparecio', 'aparecia', 'llego', 'vino', 'volvio']);
/** Words before "like" that make it the verb ("I like", "would like"). */
const LIKING = new Set(['i', 'you', 'we', 'they', 'would', 'dont', 'didnt', 'really', 'not', 'to', 'd', 'id']);

const CRYING = new Set(
  'cry cried crying tears weep wept weeping llorar lloraba llorando llore lloro lagrimas'.split(' '),
);
const LAUGHING = new Set('laughed laugh laughing rei rio reia reimos carcajadas'.split(' '));
const SAD = new Set(['sad', 'sadly', 'upset', 'triste', 'tristes']);
const GLAD = new Set(['happy', 'glad', 'feliz', 'felices', 'contento', 'contenta', 'alegre']);
/** The word after "so"/"tan" in "so proud (that) I cried", "tan orgullosa que lloré", if tears or a laugh follow it. */
function qualityShownBy(words: readonly string[], at: number): string | undefined {
  for (let k = at - 2; k >= Math.max(0, at - 5); k--) {
    if (words[k] !== 'so' && words[k] !== 'tan') continue;
    // A clause of its own ("so proud I cried"), not a word beside it ("so homesick, crying").
    const between = words.slice(k + 2, at);
    const ownClause = between.some((word) => CLAUSE_OPENERS.has(word));
    return ownClause && between.every((word) => LINKS_TO_TEARS.has(word)) ? words[k + 1] : undefined;
  }
  return undefined;
}
const CLAUSE_OPENERS = new Set(['that', 'i', 'que', 'me']);
const LINKS_TO_TEARS = new Set(['that', 'i', 'que', 'me', 'puse', 'a', 'started', 'to', 'actually', 'nearly']);
/** Feelings whose tears are theirs, not sadness: "I cried with relief", "lloraba de alegría". */
const TEARFUL = new Set(['relief', 'joy']);
/** Words after tears that call them happy ("they were happy ones", "good tears", "de pura emoción"). */
const HAPPY_TEARS = [
  'happy ones',
  'good ones',
  'happy tears',
  'good tears',
  'de pura emocion',
  'de la emocion',
  'de pura felicidad',
  'de pura alegria',
];

interface FeelingMatch {
  start: number;
  end: number;
}

/**
 * The feelings of one sentence as a careful reader takes them: `kept` are the matches the analysis
 * kept, `denied` the ones it dropped for a negation. A feeling denied later in the
 * sentence corrects an earlier sign of it ("I woke up crying, but I wasn't sad"); a denial before it
 * does not ("I wasn't afraid of them; I was afraid of the house"). Tears next to relief or joy are
 * that feeling's ("so relieved that I cried").
 */
export function correctedFeelings<M extends FeelingMatch>(
  kept: M[],
  denied: readonly M[],
  words: readonly string[],
  idOf: (match: M) => string,
): M[] {
  const deniedAt = denied.map((match) => ({ id: idOf(match), start: match.start }));
  return kept.filter((match) => {
    const id = idOf(match);
    if (deniedAt.some((denied) => denied.id === id && denied.start > match.start)) return false;
    // "Me dio tanta pena que quería que me tragara la tierra": a "pena" said with shame is that shame.
    if (id === 'sadness' && words[match.start] === 'pena' && kept.some((other) => idOf(other) === 'shame'))
      return false;
    // "so proud I cried", "so relieved I laughed", "tan orgullosa que lloré": tears or a laugh that show
    // the quality named before them, not sadness or joy.
    if ((id === 'sadness' && CRYING.has(words[match.start]!)) || (id === 'joy' && LAUGHING.has(words[match.start]!))) {
      const shown = qualityShownBy(words, match.start);
      if (shown !== undefined && !(id === 'sadness' ? SAD : GLAD).has(shown)) return false;
    }
    if (id === 'sadness' && CRYING.has(words[match.start]!)) {
      // Near it either way, or earlier in the sentence and leading to it ("me dio tanto alivio que me
      // senté en el suelo a llorar").
      const near = kept.some(
        (other) =>
          TEARFUL.has(idOf(other)) &&
          other !== match &&
          (Math.abs(other.start - match.start) <= 4 ||
            // "me largué a llorar ahí mismo, pero de pura felicidad".
            (other.start > match.start &&
              words.slice(Math.max(match.start, other.start - 2), other.start).includes('de')) ||
            // "burst into tears, I was so proud and happy".
            (other.start > match.start && other.start - match.start <= 8) ||
            (other.start < match.start &&
              words.slice(other.start, match.start).some((word) => word === 'que' || word === 'that'))),
      );
      if (near) return false;
      // "tears on my face, but they were happy ones": the tears themselves called happy.
      const after = words.slice(match.start + 1, match.start + 10).join(' ');
      if (HAPPY_TEARS.some((phrase) => ` ${after} `.includes(` ${phrase} `))) return false;
    }
    return true;
  });
}

/**
 * Words that mark a turn in the story: a sudden change, a recognition, a reversal, a transformation.
 * Matched as phrases on folded words.
 */
const TURN_MARKERS: Record<TermLanguage, readonly string[]> = {
  en: [
    'suddenly',
    'all of a sudden',
    'turned around',
    'turned out',
    'realised',
    'realized',
    'finally',
    'in the end',
    'at last',
    'i was the one',
    'it was only',
    'turned into',
    'became',
    'instead',
  ],
  es: [
    'de repente',
    'de pronto',
    'al final',
    'por fin',
    'me di cuenta',
    'me daba cuenta',
    'era yo',
    'se convirtio',
    'se convirtieron',
    'se convertia',
    'se convertian',
    'resulto',
    'resulta que',
    'vi que era',
    'en cambio',
  ],
};

let turnMarkers: Record<TermLanguage, CompiledTerm[]> | undefined;

interface TurnSentence {
  text: string;
  source: { words: string[] };
}

/**
 * The turning point: the last sentence after the first that carries a turn marker and an image;
 * its images, those first seen there leading (the last unexpected image). Undefined when the story
 * does not turn.
 */
/** What findTurn needs of a symbol found (analyze.ts SymbolHit), kept structural so this file stays below the analysis. */
interface TurnSymbol {
  entry: { id: string };
  sentence: string | undefined;
}

export function findTurn<SymbolHit extends TurnSymbol>(
  sentences: readonly TurnSentence[],
  symbols: readonly SymbolHit[],
  languages: readonly TermLanguage[],
  symbolIdsIn: (words: readonly string[]) => string[],
): { sentence: string; symbols: SymbolHit[] } | undefined {
  turnMarkers ??= {
    en: TURN_MARKERS.en.map((term) => compileTerm(term, 'en', false)),
    es: TURN_MARKERS.es.map((term) => compileTerm(term, 'es', false)),
  };
  const markers = languages.flatMap((language) => turnMarkers![language]);
  for (let i = sentences.length - 1; i >= 1; i--) {
    const { words } = sentences[i]!.source;
    if (!words.some((_word, start) => markers.some((term) => matchesAt(words, start, term)))) continue;
    const ids = new Set(symbolIdsIn(words));
    const inTurn = symbols.filter((hit) => ids.has(hit.entry.id));
    if (inTurn.length === 0) continue;
    const sentence = sentences[i]!.text;
    const isNew = (hit: SymbolHit) => hit.sentence === sentence;
    return { sentence, symbols: [...inTurn.filter(isNew), ...inTurn.filter((hit) => !isNew(hit))] };
  }
  return undefined;
}

const QUOTE_MARK = /^["\u201c\u201d\u00ab\u00bb\u2018\u2019]$/u;
/** The words as `tokenize` finds them (text.ts), and quotation marks between them. */
const WORD_OR_QUOTE = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*|["\u201c\u201d\u00ab\u00bb\u2018\u2019]/gu;

/**
 * Word spans inside quotation marks, where no symbol is read (a warning, a sign, something said:
 * «un barco en llamas» is words, not a boat). `inside`: the sentence starts inside a quotation
 * opened in an earlier one; `endsInside`: it is still open at the sentence's end. Straight double
 * quotes open and close in turn; a lone right single quote is an apostrophe unless a left one opened.
 */
export function quotedSpans(text: string, inside: boolean): { spans: [number, number][]; endsInside: boolean } {
  const spans: [number, number][] = [];
  let open = inside;
  let single = false;
  let start = 0;
  let word = 0;
  for (const [token] of text.matchAll(WORD_OR_QUOTE)) {
    if (!QUOTE_MARK.test(token)) {
      word++;
      continue;
    }
    if (token === '\u2019' && !single) continue;
    const opens = token === '"' ? !open : token === '\u201c' || token === '\u00ab' || token === '\u2018';
    if (opens && !open) {
      open = true;
      single = token === '\u2018';
      start = word;
    } else if (!opens && open) {
      open = false;
      if (word > start) spans.push([start, word]);
    }
  }
  if (open && word > start) spans.push([start, word]);
  // "-Tranquila, mamá -me dijo-, yo te esperaba." (with long dashes): a line that opens with a dash is speech, and each
  // further dash turns between speech and the narrator's words.
  if (/^\s*[\u2014\u2013]/u.test(text) && spans.length === 0) {
    let speaking = true;
    let from = 0;
    let at = 0;
    for (const [token] of text.matchAll(WORD_OR_DASH)) {
      if (!/^[\u2014\u2013]$/u.test(token)) {
        at++;
        continue;
      }
      if (at === 0) continue;
      if (speaking && at > from) spans.push([from, at]);
      speaking = !speaking;
      from = at;
    }
    if (speaking && at > from) spans.push([from, at]);
  }
  return { spans, endsInside: open };
}
/** Words, and the dashes that open and close speech in Spanish dialogue. */
const WORD_OR_DASH = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*|[\u2014\u2013]/gu;
