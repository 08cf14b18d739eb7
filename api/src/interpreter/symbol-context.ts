// Where a symbol's word stands decides whether the image is in the dream: a school only named as where
// someone is from, floating that is in water, a fall or a flight that is someone else's, an animal
// made of brass or drawn on skin. The analysis (analyze.ts) drops such matches.
import { ARTICLES_ES, CLAUSE_JOINS, DREAMER_SUBJECTS, FIRST_PERSON } from './function-words.ts';
import type { LexiconEntry } from './lexicon/index.ts';
import { fold, isStopword } from './text.ts';

/** Where a match stands among a sentence's words. */
export interface Span {
  start: number;
  end: number;
}

/**
 * A place named only as where someone is from, not as the place the dream is in: "tres señoras del
 * mercado", "the lad from the chip shop", "my friends from university", "mi exnovio del instituto". A
 * school also as what something belongs to: "everyone was from my primary school class", "una
 * excursión de su colegio", "a school trip", "my old school jumper".
 */
export function isOnlyWhereFrom(
  entry: LexiconEntry,
  words: readonly string[],
  { start, end }: Span,
  isPersonWord: (word: string) => boolean,
): boolean {
  const school = entry.id === 'school';
  // "tres señoras del mercado", "the lad from the chip shop": any place only says where someone is from.
  if (!school && entry.theme !== 'places') return false;
  if (school && SCHOOL_THINGS.has(words[end] ?? '')) return true;
  let at = start - 1;
  while (at >= 0 && ORIGIN_FILLERS.has(words[at]!)) at -= 1;
  const link = words[at] ?? '';
  if (link !== 'from' && link !== 'de' && link !== 'del') return false;
  const before = words[at - 1] ?? '';
  return isPersonWord(before) || (school && ORIGIN_HOLDERS.has(before));
}
/**
 * "Floating" is flight only in the air ("floating above the roofs", "flotando en el aire", "my feet
 * had left the ground: I was floating"); boxes floating past in a flooded cellar, or the dreamer
 * floating on their back in a quarry, are in water.
 */
export function isFloatingInWater(entry: LexiconEntry, words: readonly string[], { start, end }: Span): boolean {
  if (entry.id !== 'flying' || !/^(?:float|flota)/.test(words[start] ?? '')) return false;
  return !words.slice(Math.max(0, start - 8), end + 8).some((word) => IN_THE_AIR.has(word));
}
const IN_THE_AIR = new Set(
  'air above over sky ground clouds ceiling roofs rooftops aire encima cielo suelo nubes techo tejados'.split(' '),
);
/**
 * A fall, a flight or a climb that is something or someone else's, not the dreamer's: its subject
 * stands before it with its article or owner ("a wasp flew in", "la lancha saltaba y caía", "un rayo
 * cayó", "mi hija trepaba"), or after a Spanish verb ("cayó el diluvio"). A vehicle's fall is the
 * dreamer's, who is in it ("el coche patinó y cayó").
 */
export function isAnotherOnesMotion(entry: LexiconEntry, words: readonly string[], { start, end }: Span): boolean {
  // "se fue volando", "se puso a nadar": a Spanish verb in the third person leads the motion.
  if (
    LED_MOTIONS.has(entry.id) &&
    (THIRD_PERSON_LEADS.has(words[start - 1] ?? '') ||
      (words[start - 1] === 'a' && THIRD_PERSON_LEADS.has(words[start - 2] ?? '')))
  )
    return true;
  if (!MOTIONS.has(entry.id)) return false;
  if (
    /^(?:cayo|cayeron|caia|caian|cayendo|caer|volaba|volaban|volando)$/.test(words[start] ?? '') &&
    ARTICLES_ES.has(words[end] ?? '')
  )
    return true;
  // "we watched it fall for ages": a thing seen falling. "She climbed in", "ella trepaba": someone
  // else's motion, told with their pronoun.
  if (['it', 'them', 'he', 'she', 'they', 'ella', 'ellos', 'ellas'].includes(words[start - 1] ?? '')) return true;
  for (let i = start - 1, seen = 0; i > 0 && seen < 4; i--, seen++) {
    const word = words[i]!;
    if (FIRST_PERSON.has(word) || DREAMER_SUBJECTS.has(word) || VEHICLES.has(word)) return false;
    // "saltaba y caía" chains two verbs of one subject; a join further back starts another clause.
    if (CLAUSE_JOINS.has(word) && i < start - 1) return false;
    if (MOTION_SUBJECT_DETERMINERS.has(words[i - 1]!) && !isStopword(word) && !MOTION_LINKS.has(word)) return true;
  }
  return false;
}
const MOTIONS = new Set(['falling', 'flying', 'climbing']);
/**
 * Motions a third-person verb before them gives to someone else. Swimming is among them but not among
 * the motions a noun before them owns: the tuning readings count other people's swimming as the
 * dream's ("my kids swam out to the raft").
 */
const LED_MOTIONS = new Set([...MOTIONS, 'swimming']);
const THIRD_PERSON_LEADS = new Set(
  'fue fueron salio salieron paso pasaron puso pusieron empezo empezaron comenzo comenzaron siguio siguieron echo echaron'.split(
    ' ',
  ),
);
const MOTION_SUBJECT_DETERMINERS = new Set(
  // Numbers count the subject too: "turned into two little yellow birds and flew off".
  'a an the my his her their our un una el la los las unos unas mi mis su sus nuestra nuestro del al two three four five some several dos tres cuatro cinco algunos algunas'.split(
    ' ',
  ),
);
/** Words between a subject and its motion that are not themselves the subject ("was", "kept", "suddenly"). */
const MOTION_LINKS = new Set(
  'was were is are had has have been be kept started began came went just suddenly then still slowly estaba estaban seguia empezo comenzo iba se que that which'.split(
    ' ',
  ),
);
const VEHICLES = new Set(
  'car cars plane bus lift elevator train coche auto carro avion autobus ascensor tren avioneta'.split(' '),
);
/**
 * An animal or a person only made of something or drawn on skin: "the brass eagle on the
 * lectern", "a plastic dinosaur", "un león de piedra", "a tiger tattooed up his arm", "a dragon tattoo".
 */
export function isOnlyAFigure(entry: LexiconEntry, words: readonly string[], { start, end }: Span): boolean {
  // "ángeles de cartón" on a parade float: a creature too is only made of something.
  if (words[end] === 'de' && FIGURE_MATERIALS_ES.has(words[end + 1] ?? ''))
    return FIGURE_THEMES.has(entry.theme) || entry.theme === 'mythic';
  // "íbamos disfrazadas de abejas", "dressed up as a bear": a costume, of whatever it is ("disfrazados
  // de flores" brings no garden either).
  if (DRESSED_AS.test(words.slice(Math.max(0, start - 4), start).join(' '))) return true;
  if (!FIGURE_THEMES.has(entry.theme)) return false;
  return FIGURE_MATERIALS.has(words[start - 1] ?? '') || ON_SKIN.has(words[end] ?? '') || WORN_AS.has(words[end] ?? '');
}
// Not the mythic: a stone angel that turns its head is the dream's angel.
const FIGURE_THEMES = new Set<LexiconEntry['theme']>(['animals', 'people']);
const FIGURE_MATERIALS = new Set(
  'brass bronze marble stone wooden plastic porcelain china ceramic toy stuffed cuddly inflatable rubber cardboard clockwork'.split(
    ' ',
  ),
);
const FIGURE_MATERIALS_ES = new Set(
  'piedra bronce marmol madera plastico porcelana ceramica peluche carton juguete'.split(' '),
);
/** After the word: drawn on skin or painted ("a tiger tattooed", "un oso pintado"). */
const ON_SKIN = new Set([
  'tattooed',
  'tattoo',
  'tattoos',
  'painted',
  'drawn',
  'pintado',
  'pintada',
  'dibujado',
  'dibujada',
]);
const DRESSED_AS = /(?:^| )(?:disfrazad[oa]s? de(?: una?)?|vestid[oa]s? de(?: una?)?|dressed (?:up )?as(?: an?)?)$/;
/** After the word: a costume of it ("the guy in the giant rabbit costume", "a nurse outfit"). */
const WORN_AS = new Set(['costume', 'costumes', 'onesie', 'outfit', 'mask', 'masks', 'disfraz']);
/** Things a school only qualifies ("a school trip"): the school itself is not there. */
const SCHOOL_THINGS = new Set(
  'trip trips jumper uniform blazer tie bag friend friends class holidays run report photo books book shoes soccer football rugby basketball baseball netball hockey caretaker secretary nurse janitor counselor counsellor'.split(
    ' ',
  ),
);
/** Words between "from"/"de" and the place: owners, articles, kinds of school. */
const ORIGIN_FILLERS = new Set(
  'my our his her their the old primary secondary high national local village grammar boarding la el mi su sus tu nuestro nuestra'.split(
    ' ',
  ),
);
/** Who or what can be "from" a school besides a person word: a group, a being, an outing. */
const ORIGIN_HOLDERS = new Set(
  'was were everyone everybody people someone kids girls boys excursion viaje fiesta companeros companeras amigos amigas exnovio exnovia'.split(
    ' ',
  ),
);

/**
 * A death (or a burial) told as a fact of waking life about someone the dream brings back ("my grandad, who died when
 * I was nine, walked in", "He died four years ago", "mi abuelito, que murió cuando yo tenía doce años",
 * "mi madre, muerta hace cuatro años"): the person is there alive; the image of death is not.
 * Only a death dated by a time ("when", "ago", "last winter", "in 2015", "hace", "cuando", "en 2019").
 */
export function isOnlyAPastDeath(entry: LexiconEntry, words: readonly string[], { start, end }: Span): boolean {
  if (
    (entry.id !== 'death' && entry.id !== 'funeral') ||
    !PAST_DEATH_WORDS.has(words[start] ?? '') ||
    end - start !== 1
  )
    return false;
  // "I buried him in April": the one buried stands between the word and its date.
  const from = ['him', 'her', 'them'].includes(words[end] ?? '') ? end + 1 : end;
  const next = words.slice(from, from + 3);
  // "She's been dead four years", "dead for ten years", "muerta desde 2019".
  if (
    /^(?:years|months|anos|meses)$/.test(next[1] ?? '') ||
    next[0] === 'for' ||
    next[0] === 'since' ||
    next[0] === 'desde'
  )
    return true;
  const dated =
    DEATH_DATES.has(next[0] ?? '') ||
    /^\d{4}$/.test(next[1] ?? '') ||
    (next[0] === 'in' && /^(?:the|\d{4})$/.test(next[1] ?? '')) ||
    // "he died back in 2012".
    (next[0] === 'back' && next[1] === 'in') ||
    ((next[0] === 'en' || next[0] === 'in') && (/^\d{4}$/.test(next[1] ?? '') || MONTHS.has(next[1] ?? ''))) ||
    // "que murió en el 2010", "que murió después del huracán": a year with its article, an event before.
    (next[0] === 'en' && next[1] === 'el' && /^\d{2,4}$/.test(next[2] ?? '')) ||
    next[0] === 'despues' ||
    next[0] === 'after' ||
    // "After my great-aunt Morag died I went up to clear out her croft": the death before the dream's story.
    words.slice(Math.max(0, start - 5), start).some((word) => word === 'after' || word === 'despues') ||
    words.slice(from, from + 5).includes('ago');
  return dated;
}
/**
 * A thing someone lost before, told after it ("the gold bangle my mum lost that night in 1989", "the
 * watch, which I lost years ago", "the blue dog i lost at the zoo"): no being lost. "I'm lost in",
 * "we were lost", "I lost him" stay.
 */
export function isAThingLostBefore(entry: LexiconEntry, words: readonly string[], { start, end }: Span): boolean {
  if (entry.id !== 'lost' || end - start !== 1 || words[start] !== 'lost') return false;
  return !BEING_LOST.has(words[start - 1] ?? '') && LOST_WHEN.has(words[end] ?? '');
}
/** Words before "lost" that make it the dreamer's state ("I'm lost", "got lost", "completely lost"). */
const BEING_LOST = new Set(
  'im am was were is are got get getting gets so completely properly totally very and felt feel be been being utterly really hopelessly all'.split(
    ' ',
  ),
);
/** Words after "lost" that tell when or where a thing was lost. */
const LOST_WHEN = new Set('in at years that last on when ago back decades months weeks'.split(' '));
/**
 * A chase of someone or something else ("chasing ducks round the pond", "a pig chased one of the boys",
 * "we chased it down to the river"): being chased is the dreamer's image, told with "me" or "us", or in
 * the passive ("I was chased by", "chased down the lane").
 */
export function isAnotherOnesChase(entry: LexiconEntry, words: readonly string[], { start, end }: Span): boolean {
  if (entry.id !== 'chased' || end - start !== 1 || !CHASE_FORMS.has(words[start] ?? '')) return false;
  const next = words[end];
  return next !== undefined && !CHASED_ONE.has(next);
}
const CHASE_FORMS = new Set(['chase', 'chased', 'chases', 'chasing']);
const CHASED_ONE = new Set('me us by after down through across all round around along up into out off from'.split(' '));
/**
 * Someone who stayed somewhere else, away from the dream's scene: "mi hijo, que se quedó allá con mi
 * mamá", "que se quedó en Rivas con mi mamá", "Mi mamá se había quedado en Valencia". In every such line
 * of the tuning batches that person was not in the dream.
 */
export function isLeftBehindElsewhere(entry: LexiconEntry, words: readonly string[], { start, end }: Span): boolean {
  if (entry.theme !== 'people') return false;
  // "... se quedó allá con mi mamá": the one stayed with, a few words after the staying.
  if (words[start - 2] === 'con' && ['mi', 'mis'].includes(words[start - 1] ?? '')) {
    const before = words.slice(Math.max(0, start - 8), start - 2);
    const stayed = before.findIndex((word) => STAYED.has(word));
    if (stayed >= 0 && before[stayed - 1] === 'se' && ELSEWHERE.has(before[stayed + 1] ?? '')) return true;
  }
  // "Mi mamá se había quedado en Valencia", "Mi marido, Virgilio, se había quedado en la casa": stayed
  // there before the dream's story (a name may stand between).
  return [end, end + 1].some((from) => {
    const after = words.slice(from, from + 4);
    return (
      after[0] === 'se' &&
      /^habia(?:n)?$/.test(after[1] ?? '') &&
      after[2] === 'quedado' &&
      ELSEWHERE.has(after[3] ?? '')
    );
  });
}
const STAYED = new Set(['quedo', 'quedaron', 'queda', 'quedan', 'quedado']);
/** Where someone stays that is not here: over there, or a named place after "en". */
const ELSEWHERE = new Set(['alla', 'alli', 'en']);
/**
 * A person's word that says what the dreamer is ("Soy maestra en Malabo", "I'm a nurse", "I work as a
 * driver", "trabajo de mesera"), or what someone already named is ("mi nieta, que es médica", "my
 * cousin, who is a nurse"): that person, not someone else in the dream.
 */
export function isOnlyWhatSomeoneIs(entry: LexiconEntry, words: readonly string[], { start }: Span): boolean {
  if (entry.theme !== 'people') return false;
  const before = words.slice(Math.max(0, start - 5), start).join(' ');
  return SAYS_WHAT_SOMEONE_IS.test(before);
}
/** The words before a person's word that make it say what the dreamer, or someone named, is. */
const SAYS_WHAT_SOMEONE_IS =
  /(?:^|\s)(?:soy|era|fui|trabajo de|trabajo como|trabajaba de|trabajaba como|i am(?: an?)?|im(?: an?)?|i was an?|(?:i am|im|i was|i work as|i worked as|who is|whos|who was) an? [a-z]+|i work as an?|i worked as an?|i was working as an?|que es|que era|who is an?|whos an?|who was an?)$/;

// "I buried him in April", "lo enterramos en 2019": a burial dated in waking life too.
const PAST_DEATH_WORDS = new Set([
  'died',
  'dead',
  'murio',
  'muerta',
  'muerto',
  'fallecio',
  'murieron',
  'buried',
  'enterramos',
]);
const DEATH_DATES = new Set(['when', 'last', 'before', 'years', 'hace', 'cuando', 'el', 'antes', 'ya']);
const MONTHS = new Set(
  'january february march april may june july august september october november december enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre'.split(
    ' ',
  ),
);

/**
 * A person's word that is here another part of speech: "un sueño extraño", "algo muy extraño" (an
 * adjective; "un extraño" is someone), "mi papá bebe cerveza" (the verb, which a folded "bebé" spells
 * too; "mi bebe", as people type it without the accent, is the baby), "camino pa la casa" (I walk),
 * "trabajo cuidando a un bebé" (I work).
 */
export function isOnlyAnotherPartOfSpeech(
  entryId: string,
  words: readonly string[],
  { start }: Span,
  raw: string,
): boolean {
  const word = words[start] ?? '';
  const afterADeterminer = NOUN_DETERMINERS_ES.has(words[start - 1] ?? '');
  if (entryId === 'stranger' && /^extra[nñ][oa]s?$/.test(word)) return !afterADeterminer;
  if (entryId === 'baby' && word === 'bebe') return !/é/i.test(raw) && !afterADeterminer;
  // "sacos de papas", "papas sancochadas": potatoes; "mis papas", "los papas" typed without the accent
  // are still the parents.
  if (entryId === 'father' && word === 'papas')
    return !/á/i.test(raw) && !['mis', 'tus', 'sus', 'nuestros', 'los'].includes(words[start - 1] ?? '');
  // "camino pa la casa", "a medio camino": the verb, or halfway; "el camino", "un camino" is the road.
  if (entryId === 'road' && word === 'camino') return !afterADeterminer;
  // "Trabajo cuidando a un bebé": I work; "el trabajo", "al trabajo", "en el trabajo" is the workplace.
  if (entryId === 'office' && word === 'trabajo')
    return !afterADeterminer && !['de', 'en', 'sin'].includes(words[start - 1] ?? '');
  return false;
}
/** The words after which a Spanish word stands as a noun. */
const NOUN_DETERMINERS_ES = new Set(
  'un una unos unas el la los las del al ese esa esos esas aquel aquella este esta otro otra mi tu su nuestro nuestra'.split(
    ' ',
  ),
);

/**
 * A word whose sense the rest of the dream settles, as the tuning batches read it: "arena" or "sand" is a
 * beach's only beside the sea (not the bullring's, the wrestling arena's or the dunes'), a bed a
 * bedroom's only away from a ward or a cell, "orilla" a beach only where no river runs ("a orillas del Patuca", "la otra orilla" of a ford), and "monte" a mountain
 * only when it is climbed ("monte arriba", "subíamos al monte"): in much of Latin America one "monte" is the
 * bush ("los montes con nieve" stay mountains).
 */
export function isAnotherSenseInThisDream(
  entry: LexiconEntry,
  words: readonly string[],
  dreamWords: ReadonlySet<string>,
  sentence: string | undefined,
): boolean {
  const said = words.map(fold);
  if (entry.id === 'beach' && said.every((word) => word === 'arena' || word === 'arenas'))
    return !SEA_WORDS.some((word) => dreamWords.has(word));
  // The same in English: "sat down in the sand" of a desert, a bullring's sand, sand on the carpet.
  if (entry.id === 'beach' && said.every((word) => word === 'sand' || word === 'sands'))
    return !SEA_WORDS_EN.some((word) => dreamWords.has(word));
  // A bed on a ward, in a scanner or in a cell is no bedroom ("the patient in the last bed"); the
  // Spanish readings keep "la cama" of a hospital a bedroom, so only the English word.
  if (entry.id === 'bedroom' && said.every((word) => BEDS.has(word)))
    return NOT_A_BEDROOM.some((word) => dreamWords.has(word));
  if (entry.id === 'beach' && said.every((word) => word === 'orilla' || word === 'orillas'))
    return RIVER_WORDS.some((word) => dreamWords.has(word)) && !SEA_WORDS.some((word) => dreamWords.has(word));
  if (entry.id === 'mountain' && said.every((word) => word === 'monte')) {
    const inSentence = new Set(fold(sentence ?? '').split(/[^\p{L}]+/u));
    return !CLIMBING_WORDS.some((word) => inSentence.has(word));
  }
  return false;
}
const SEA_WORDS =
  'mar playa playas isla islas islita oceano olas ola palmeras costa bahia caribe pacifico atlantico faro marinos marino'.split(
    ' ',
  );
const BEDS = new Set(['bed', 'beds']);
const NOT_A_BEDROOM = 'hospital ward patient patients cell prison mri scanner clinic'.split(' ');
const SEA_WORDS_EN = 'sea seas ocean beach island tide waves wave pier surf seaside coast bay harbour harbor'.split(
  ' ',
);
const RIVER_WORDS = 'rio rios arroyo quebrada riachuelo canon cauce vado balsa'.split(' ');
const CLIMBING_WORDS =
  'arriba subir subia subiamos subimos subi subo subiendo escalar escalabamos trepar cima cumbre'.split(' ');
