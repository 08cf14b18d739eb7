// Reads one dream: which lexicon symbols, emotions, thinking cues and thoughts it contains, where,
// and how salient each is. Matching is on folded words (accent-insensitive, word boundaries), in the
// language the dream is written in (both when that is unclear); tags are matched in both languages.
import { detectSafetyConcerns, type SafetyConcern } from '../providers/ai/safety.ts';
import {
  compileTerm,
  detectLanguage,
  findTerm,
  fold,
  hashString,
  isStopword,
  matchesAt,
  spellsPena,
  splitSentences,
  termLength,
  tokenize,
  type CompiledTerm,
  type TermLanguage,
  type Token,
} from './text.ts';
import type { DreamInput } from '../providers/ai/types.ts';
import { EMOTIONS, type EmotionEntry } from './emotions.ts';
import { idiomSpans } from './idioms.ts';
import { LEXICON, type LexiconEntry, type Pair } from './lexicon/index.ts';
import { PATTERNS, THOUGHT_MARKERS, type PatternEntry } from './patterns.ts';
import { ARTICLES_ES, CLAUSE_JOINS, DREAMER_SUBJECTS, FIRST_PERSON, saysNotKnowingAt } from './function-words.ts';
import { correctedFeelings, figurativeSpans, findTurn, onlyDescribesAThing, quotedSpans } from './reading.ts';
import {
  isAnotherOnesChase,
  isAnotherOnesMotion,
  isAThingLostBefore,
  isAnotherSenseInThisDream,
  isFloatingInWater,
  isOnlyAFigure,
  isLeftBehindElsewhere,
  isOnlyAPastDeath,
  isOnlyWhatSomeoneIs,
  isOnlyAnotherPartOfSpeech,
  isOnlyWhereFrom,
  type Span,
} from './symbol-context.ts';
import { isNoTranscriptionText, isPlaceholderTitle } from './text-checks.ts';

export interface Hit<E> {
  entry: E;
  /** Mentions in the dream's text. */
  count: number;
  inTitle: boolean;
  inTags: boolean;
  /** Token position of the first mention in the text, or Infinity. */
  firstIndex: number;
  /** The words as the dreamer wrote them (distinct, in order). */
  words: string[];
  /** The first sentence of the text that mentions it. */
  sentence: string | undefined;
  /**
   * Its name in the dreamer's own word, when the list gives that word a name of its own ("una niña" is
   * "la niña", "billete" "el billete"); otherwise the entry's label names it.
   */
  ownLabel: Pair | undefined;
  score: number;
}

export type SymbolHit = Hit<LexiconEntry>;
export type EmotionHit = Hit<EmotionEntry>;

export interface PatternHit {
  entry: PatternEntry;
  words: string[];
}

export interface DreamAnalysis {
  /** The dream's title; empty when the journal stored its placeholder for a dream saved without one. */
  title: string;
  /** Saved without a title: the text names the dream by what happens in it. */
  untitled: boolean;
  /** Recorded by voice and never transcribed: only the title can be read. */
  voiceOnly: boolean;
  tags: string[];
  /** Most salient first. */
  symbols: SymbolHit[];
  emotions: EmotionHit[];
  patterns: PatternHit[];
  /** Sentences of the dream that state a thought ("I thought…", "pensé…"), at most three. */
  thoughts: string[];
  /** The dream's own most salient content words, for when no symbol matched. */
  keywords: string[];
  firstSentence: string | undefined;
  concerns: SafetyConcern[];
  /**
   * The turn of the story, when it has one: the sentence where it turns (a reversal, a recognition,
   * the last unexpected image) and the images in it.
   */
  turn: { sentence: string; symbols: SymbolHit[] } | undefined;
  /** Stable per dream: chooses among phrasings so two dreams read differently and one dream always the same. */
  seed: number;
  wordCount: number;
}

export interface CompiledEntry<E> {
  entry: E;
  terms: { term: CompiledTerm; language: TermLanguage; label: Pair | undefined }[];
  excludes: CompiledTerm[];
}

export interface ListEntry {
  en: readonly string[];
  es: readonly string[];
  exclude?: readonly string[];
  /** Terms that name the thing in their own words (see LexiconEntryData.labels). */
  labels?: Readonly<Record<string, Pair>>;
}

export function compileEntries<E extends ListEntry>(entries: readonly E[], inflect: boolean): CompiledEntry<E>[] {
  return entries.map((entry) => ({
    entry,
    terms: [
      ...entry.en.map((t) => ({
        term: compileTerm(t, 'en', inflect),
        language: 'en' as const,
        label: entry.labels?.[t],
      })),
      ...entry.es.map((t) => ({
        term: compileTerm(t, 'es', inflect),
        language: 'es' as const,
        label: entry.labels?.[t],
      })),
    ],
    excludes: (entry.exclude ?? []).map((t) => compileTerm(t, 'en', false)),
  }));
}

let compiled:
  | {
      lexicon: CompiledEntry<LexiconEntry>[];
      emotions: CompiledEntry<EmotionEntry>[];
      patterns: CompiledEntry<PatternEntry>[];
      thoughts: CompiledEntry<{ en: readonly string[]; es: readonly string[] }>[];
    }
  | undefined;

function compiledLists() {
  compiled ??= {
    lexicon: compileEntries(LEXICON, true),
    emotions: compileEntries(EMOTIONS, true),
    patterns: compileEntries(PATTERNS, false),
    thoughts: compileEntries([THOUGHT_MARKERS], false),
  };
  return compiled;
}

/** Words that cancel an emotion or a pattern cue shortly after them ("not afraid", "no tenía miedo"). */
const NEGATIONS = new Set([
  // "Nadie estaba triste", "nobody was scared": no one felt it, the dreamer with them (isNegated reads
  // "nobody" only right before the feeling's verb).
  'nobody',
  'nadie',
  'not',
  'no',
  'never',
  'wasnt',
  'werent',
  'didnt',
  'dont',
  'without',
  'nor',
  'hardly',
  'ni',
  'nunca',
  'sin',
  'tampoco',
  'jamas',
  // "Neither angry nor sad", "cero miedo", "it isn't fear", "I hadn't a care".
  'neither',
  'cero',
  'isnt',
  'arent',
  'doesnt',
  'hadnt',
  // "Nothing frightened me", "I had nothing to be afraid of", "none of us was scared", "ninguno de
  // nosotros tenía miedo", "Ningún miedo.": a negative subject or determiner denies the feeling too.
  'nothing',
  'none',
  'ningun',
  'ninguna',
  'ninguno',
]);
/** What cancels a symbol: "there was no water", "no me atacaba", "el lago sin agua" (not "hardly", not "nor"). */
const SYMBOL_NEGATIONS = new Set([
  // "Nobody danced", "Nadie bailaba": no one did it (isNegated lets these reach one word only).
  'nobody',
  'nadie',
  'not',
  'no',
  'never',
  'wasnt',
  'werent',
  'didnt',
  'dont',
  'without',
  'ni',
  'nunca',
  'jamas',
  'sin',
  // "Ningún coche pasaba", "Neither my mother nor my father came" (the first named only).
  'ningun',
  'ninguna',
  'ninguno',
  'neither',
]);

export interface Negation {
  words: ReadonlySet<string>;
  /** How far back a negation may stand, counting only function words in between. */
  window: number;
}

// Five: "no me daba nada de miedo" puts four words between the negation and the feeling.
export const EMOTION_NEGATION: Negation = { words: NEGATIONS, window: 5 };
export const SYMBOL_NEGATION: Negation = { words: SYMBOL_NEGATIONS, window: 4 };

/**
 * Words a negation reaches across besides function words: "no le tenía ningún miedo", "there
 * wasn't any water", "I didn't see a dog". A content word in between ends its reach ("not afraid
 * of the dog" still has a dog).
 */
const NEGATION_BRIDGES = new Set([
  // "Yo no me pongo nerviosa", "no me puse triste", "I didn't get scared", "no tenía ganas de llorar".
  'ganas',
  'tenia',
  'pongo',
  'puse',
  'ponia',
  'get',
  'got',
  'any',
  'ningun',
  'ninguna',
  'see',
  'saw',
  'seen',
  'vi',
  'veia',
  'hay',
  'hubo',
  'feel',
  'felt',
  'senti',
  'sentia',
  'at',
  'all',
  'really',
  'nada',
  'de',
  'daba',
  'dio',
  'da',
  // "no me daban nervios ni nada", "no me entró miedo".
  'daban',
  'dan',
  // "me sorprendió no tener miedo", "far from being sad".
  'tener',
  'being',
  'entro',
  'entraba',
  'was',
  'seemed',
  'parecia',
  // "no sentí ni pizca de miedo".
  'ni',
  'pizca',
  'poco',
  // "ni siquiera tengo novio".
  'siquiera',
  'tengo',
  // "I wasn't the least bit worried".
  'the',
  'least',
  'bit',
  // "pero no estaba triste": the verb between a negation and the feeling it denies.
  'estaba',
  'era',
  'fue',
  // "not a single ship", "ni una sola estrella", "sin una gota de sangre", "I don't even have a sister".
  'single',
  'sola',
  'solo',
  'gota',
  // "there wasn't a breath of wind", "not a drop of rain".
  'breath',
  'drop',
  'of',
  'even',
  'have',
  'had',
  // "I wasn't remotely embarrassed", "ni de broma estaba asustado".
  'remotely',
  'broma',
]);

/**
 * Words a negation reaches across on its way to a feeling only (a symbol after them is not denied):
 * "sin sentir miedo", "without feeling afraid", "never once got scared", "I was no longer angry",
 * "no recuerdo haber tenido miedo", "I don't remember being afraid".
 */
const FEELING_NEGATION_BRIDGES = new Set(
  // "None of us", "ninguno de nosotros"; "no llegué a tener miedo", "no me llegó a dar miedo".
  'sentir feeling once got get getting longer remember recall recuerdo recordaba haber tenido sentido us them nosotros nosotras ellos ellas llegue llego llegaba llegamos dar ponerme'.split(
    ' ',
  ),
);

/**
 * The word before a feeling that makes it the one thing left standing by a denial: "no sentía nada
 * más que miedo", "no sentía otra cosa que miedo", "nothing except terror", "no era miedo sino
 * curiosidad", "I felt nothing, only relief". ("Nothing but fear" stops at "but", which joins clauses.)
 */
function isExceptionAt(words: readonly string[], i: number): boolean {
  const word = words[i]!;
  const before = words[i - 1];
  if (ONLY_THIS.has(word)) return true;
  // "Miedo no sentí ninguno; solo una calma enorme", but "ni un solo miedo" (an adjective).
  if (word === 'solo') return before !== 'un' && before !== 'una';
  return (word === 'que' && (before === 'mas' || before === 'cosa')) || (word === 'than' && before === 'other');
}

/** "Except", "only": what follows is kept from the denial before it ("nothing, only relief", "not just sad"). */
const ONLY_THIS = new Set(['except', 'excepto', 'salvo', 'sino', 'only', 'just', 'solamente', 'unicamente']);

/**
 * Amounts a negation reaches across only right before the feeling or its "de": "ni un ápice de
 * miedo", "sin rastro de miedo", "ningún tipo de miedo", "ni un poquito asustada" (not "Enojada, ni
 * tantito; me dio una ternura rara", where the amount ends the denial).
 */
const DENIED_AMOUNTS = new Set(['apice', 'rastro', 'asomo', 'sombra', 'tipo', 'poquito', 'poquita', 'tantito']);

/** Phrases that deny whatever feeling follows them, as three words. */
const DENYING_PHRASE_ENDS = new Set([
  'en ningun momento',
  'de ninguna manera',
  'de ningun modo',
  'at no point',
  'at no time',
  'by no means',
]);

/** Object pronouns after which "nada" is the subject that denies: "nada me daba miedo". */
const NOTHING_AS_SUBJECT_BEFORE = new Set(['me', 'te', 'le', 'nos', 'les']);

/** The verbs that deny a Spanish feeling put before them ("triste no estoy", "miedo no tenía"). */
const DENIED_AFTER = new Set(
  'estoy estaba estuve estabamos soy era fue habia hubo hay tengo tenia tuve senti sentia'.split(' '),
);
/** Words that join a second thing to a denied first one, which is denied with it. */
const DENIAL_CARRIERS = new Set(['or', 'nor', 'o', 'u']);
const NOBODY = new Set(['nobody', 'nadie']);
/** Object pronouns that may stand between "nadie" and its verb ("nadie me ayudó"). */
const NOBODY_BRIDGES = new Set([
  'me',
  'te',
  'le',
  'les',
  'nos',
  'lo',
  'la',
  'los',
  'las',
  'se',
  'was',
  'seemed',
  'estaba',
  'parecia',
  'era',
]);

/** After "never", the words of a comparison rather than a denial. */
const NEVER_SO = new Set(['so', 'such', 'tan', 'tanto', 'tanta']);

/** Words after which "no" is an answer ("I said no", "contesté no"), not a negation of what follows. */
const NO_AS_AN_ANSWER_AFTER = new Set(
  'say says said saying answer answered replied reply shouted dije dijo contesto conteste respondi respondio'.split(
    ' ',
  ),
);

/** Whether a negation stands before `start`, with only function words between them. */
function isNegated(words: readonly string[], start: number, negation: Negation): boolean {
  for (let i = start - 1; i >= Math.max(0, start - negation.window); i--) {
    const word = words[i]!;
    // "I have never been so terrified", "nunca había pasado tanto miedo": a comparison that says
    // the feeling was there, and more than ever.
    // "I hadn't felt so relaxed in years" too.
    if (
      (word === 'never' || word === 'nunca' || word === 'hadnt') &&
      // The feeling's own first word counts: "I've never felt so alone" ("so alone" is the term).
      words.slice(i + 1, start + 1).some((w) => NEVER_SO.has(w))
    )
      return false;
    // "nobody danced", "nadie me ayudó" deny the act right after them, not what comes later ("nobody
    // noticed the dog").
    if (NOBODY.has(word) && negation.words.has(word)) {
      if (words.slice(i + 1, start).every((between) => NOBODY_BRIDGES.has(between))) return true;
      continue;
    }
    // "no sé por qué, un alivio enorme": not knowing, no denial.
    if (saysNotKnowingAt(words, i)) return false;
    // "When I say no, he calls me a con man": an answer given, which denies nothing after it.
    if (word === 'no' && NO_AS_AN_ANSWER_AFTER.has(words[i - 1] ?? '')) return false;
    // "Far from being sad, I felt free".
    if (word === 'from' && words[i - 1] === 'far' && negation === EMOTION_NEGATION) return true;
    if (negation === EMOTION_NEGATION) {
      if (isExceptionAt(words, i)) return false;
      // "En absoluto estaba nerviosa", "en ningún momento sentí miedo", "de ninguna manera", "at no
      // point did I feel", "at no time was I", "by no means".
      if (
        DENYING_PHRASE_ENDS.has(`${words[i - 2]} ${words[i - 1]} ${word}`) ||
        (word === 'absoluto' && words[i - 1] === 'en')
      )
        return true;
      // "nada" right before the feeling ("tranquila, nada nerviosa"), opening the sentence ("Nada de
      // miedo.") or as the subject ("En el bosque nada me daba miedo") denies it; after a denied verb
      // it is that verb's object and a bridge ("no me daba nada de miedo"), and may end its clause ("No
      // me importaba nada, me daba miedo": the comma is not in the words).
      if (
        word === 'nada' &&
        (i === start - 1 || i === 0 || NOTHING_AS_SUBJECT_BEFORE.has(words[i + 1] ?? '')) &&
        !words.slice(0, i).some((before) => NEGATIONS.has(before))
      )
        return true;
    }
    if (negation.words.has(word)) return true;
    // "I wasn't scared or angry", "I didn't feel sad, or lonely", "no moon or stars": the second of two
    // joined by "or" is denied with the first.
    if (DENIAL_CARRIERS.has(word) && i > 0) return isNegated(words, i - 1, negation);
    // "le dije que no y me amenazó", "I said no, and he hit me": "and" starts another clause.
    if (CLAUSE_JOINS.has(word)) return false;
    const amountBeforeIt = DENIED_AMOUNTS.has(word) && (i === start - 1 || (words[i + 1] === 'de' && i + 2 === start));
    if (
      !isStopword(word) &&
      !NEGATION_BRIDGES.has(word) &&
      !(negation === EMOTION_NEGATION && (FEELING_NEGATION_BRIDGES.has(word) || amountBeforeIt))
    )
      return false;
  }
  return false;
}

export interface Match {
  index: number;
  start: number;
  end: number;
  /** The word is the term as listed, not one of its plurals ("padres" listed beats "padre" + s). */
  exact: boolean;
  label: Pair | undefined;
}

function overlaps(match: { start: number; end: number }, spans: readonly [number, number][]): boolean {
  return spans.some(([start, end]) => match.start < end && start < match.end);
}

/** Every match of every entry in `words`, minus excluded phrases and matches inside a longer match of another entry. */
interface IndexedTerm {
  index: number;
  term: CompiledTerm;
  language: TermLanguage;
  length: number;
  label: Pair | undefined;
  /** Its place in the lists, so candidates from two buckets are tried in the lists' order. */
  order: number;
}

/** Terms by the word they start with, so matching looks only at terms that can start at a token. */
interface TermIndex {
  byFirstWord: Map<string, IndexedTerm[]>;
  /**
   * Terms of three words or more by their first two ("me dio | un puñetazo"): thousands of terms start
   * with "me" or "le", and a word is compared only with those its next word can continue.
   */
  byFirstTwoWords: Map<string, IndexedTerm[]>;
  /**
   * Single-word prefix terms ("persegu*"), checked with startsWith, by their first two letters: a word
   * is compared only with the prefixes it can start with (hundreds of them, against every word).
   */
  prefixes: Map<string, IndexedTerm[]>;
}

const indexes = new WeakMap<readonly CompiledEntry<unknown>[], TermIndex>();
/** How many first letters file a prefix term. */
const PREFIX_KEY = 2;

function termIndex(list: readonly CompiledEntry<unknown>[]): TermIndex {
  let index = indexes.get(list);
  if (index) return index;
  const built: TermIndex = { byFirstWord: new Map(), byFirstTwoWords: new Map(), prefixes: new Map() };
  let order = 0;
  const add = (map: Map<string, IndexedTerm[]>, key: string, item: IndexedTerm) => {
    const bucket = map.get(key);
    if (bucket) bucket.push(item);
    else map.set(key, [item]);
  };
  list.forEach((entry, i) => {
    for (const { term, language, label } of entry.terms) {
      const item = { index: i, term, language, length: termLength(term), label, order: order++ };
      if (term.words.length > 1) add(built.byFirstTwoWords, `${term.words[0]!} ${term.words[1]!}`, item);
      else if (term.words.length > 0) add(built.byFirstWord, term.words[0]!, item);
      else if (term.lastPrefix !== undefined) add(built.prefixes, term.lastPrefix.slice(0, PREFIX_KEY), item);
      else for (const form of term.lastForms) add(built.byFirstWord, form, item);
    }
  });
  indexes.set(list, built);
  index = built;
  return index;
}

export function matchEntries<E>(
  list: readonly CompiledEntry<E>[],
  words: readonly string[],
  languages: readonly TermLanguage[],
  negation: Negation | undefined,
  masked: readonly [number, number][] = [],
): Match[] {
  const index = termIndex(list);
  const matches: Match[] = [];
  words.forEach((word, start) => {
    const byPrefix = [
      ...(index.prefixes.get(word.slice(0, PREFIX_KEY)) ?? []),
      // A prefix shorter than the key ("a*") is filed under itself (a one-letter word already looked there).
      ...(word.length >= PREFIX_KEY ? (index.prefixes.get(word.slice(0, 1)) ?? []) : []),
    ];
    const byWords = [
      ...(index.byFirstWord.get(word) ?? []),
      ...(start + 1 < words.length ? (index.byFirstTwoWords.get(`${word} ${words[start + 1]!}`) ?? []) : []),
    ].sort((a, b) => a.order - b.order);
    const candidates = [...byWords, ...byPrefix.filter((item) => word.startsWith(item.term.lastPrefix!))];
    for (const { index: entryIndex, term, language, length, label } of candidates) {
      if (!languages.includes(language) || !matchesAt(words, start, term)) continue;
      if (isExcluded(words, start, list[entryIndex]!.excludes)) continue;
      if (negation && isNegated(words, start, negation)) continue;
      const end = start + length;
      // "Triste no estoy", "miedo no tenía": a feeling put first in the sentence, then denied ("el celular
      // no tenía señal" still has the phone, so only feelings).
      if (negation === EMOTION_NEGATION && start === 0 && words[end] === 'no' && DENIED_AFTER.has(words[end + 1] ?? ''))
        continue;
      if (overlaps({ start, end }, masked)) continue;
      const exact = term.lastPrefix !== undefined || words[end - 1] === term.lastForms.values().next().value;
      matches.push({ index: entryIndex, start, end, exact, label });
    }
  });
  // A longer phrase wins over a shorter one inside it ("teddy bear" is a toy, not a bear).
  const byLength = [...matches].sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: Match[] = [];
  for (const match of byLength) {
    const inside = kept.some(
      (other) =>
        other.index !== match.index &&
        other.start <= match.start &&
        match.end <= other.end &&
        other.end - other.start > match.end - match.start,
    );
    const duplicate = kept.some(
      (other) => other.index === match.index && other.start <= match.start && match.end <= other.end,
    );
    // Two entries on the same words: the one listing the word as written wins over a plural
    // ("padres" is the family, not two fathers; "abuelos" the grandparents).
    const lessExact = kept.some(
      (other) => other.start === match.start && other.end === match.end && other.exact && !match.exact,
    );
    if (!inside && !duplicate && !lessExact) kept.push(match);
  }
  for (const match of [...kept]) {
    if (match.exact) continue;
    if (kept.some((other) => other.start === match.start && other.end === match.end && other.exact))
      kept.splice(kept.indexOf(match), 1);
  }
  return kept.sort((a, b) => a.start - b.start);
}

function isExcluded(words: readonly string[], start: number, excludes: readonly CompiledTerm[]): boolean {
  return excludes.some((exclude) => {
    const length = termLength(exclude);
    for (let s = Math.max(0, start - length + 1); s <= start; s++) if (matchesAt(words, s, exclude)) return true;
    return false;
  });
}

interface Source {
  tokens: Token[];
  words: string[];
}

function source(text: string): Source {
  const tokens = tokenize(text);
  return { tokens, words: tokens.map((token) => token.word) };
}

/** Where a dream's words are read: its text sentence by sentence, its title, its tags. */
interface Place {
  source: Source;
  /** The words no symbol is read in (idioms, feeling phrases). */
  masked: readonly [number, number][];
  /** Words written as names inside a sentence ("mi tía Soledad", "King's Cross"); none in titles. */
  names: ReadonlySet<number>;
  /** Words inside quotation marks: someone's words, whose feelings are not the dreamer's. */
  quoted: readonly [number, number][];
}

interface SentencePlace extends Place {
  text: string;
  offset: number;
}

interface CollectOptions {
  negation: Negation | undefined;
  /** Skip the place's masked words (symbols only: a feeling phrase is where a feeling is named). */
  masked?: boolean;
  titleWeight: number;
  tagWeight: number;
  /** A last reading of one place's matches (whose feeling it is, which sense a word has). */
  refine?: (matches: Match[], words: readonly string[], place: Place) => Match[];
}

/**
 * Positions of words written with a capital inside a sentence (not its first word, not in capitals
 * throughout): names of people, places and brands ("mi tía Soledad", "la Puerta del Sol", "a bar of
 * Dove", "Joy waved at me"), where a lexicon or feeling word is not the image or the feeling.
 */
function namePositions(tokens: readonly { raw: string }[]): Set<number> {
  const names = new Set<number>();
  tokens.forEach((token, i) => {
    if (i > 0 && /^\p{Lu}/u.test(token.raw) && /\p{Ll}/u.test(token.raw)) names.add(i);
  });
  return names;
}

/** Entries a capital does not make a name: the divine is written so, and a named sea or mountain is one. */
const NAMED_YET_REAL = new Set([
  'divine',
  'devil',
  'ocean',
  'river',
  'lake',
  'mountain',
  'island',
  'desert',
  'volcano',
]);

/**
 * The last word of a place's name of several words ("la Garganta del Diablo", "the Isle of the
 * Dead"): the name names the place, not its last word (a named mountain or sea is one, see above).
 */
function endsACompoundName(tokens: readonly Token[], { start }: Span): boolean {
  const link = ['la', 'el', 'los', 'las', 'the'].includes(tokens[start - 1]?.word ?? '') ? start - 2 : start - 1;
  return ['de', 'del', 'of'].includes(tokens[link]?.word ?? '') && /^\p{Lu}/u.test(tokens[link - 1]?.raw ?? '');
}

/**
 * "Lake Street", "River Road", "Mountain View Hospital": an English name's last word says what the place
 * is, so a capitalised lake or river before a street's or a building's word is neither.
 */
function namesAStreetOrABuilding(tokens: readonly Token[], { end }: Span): boolean {
  const next = tokens[end];
  return next !== undefined && /^\p{Lu}/u.test(next.raw) && STREETS_AND_BUILDINGS.has(next.word);
}
/**
 * "Sugar Hill", "Raisina Hill", "Notting Hill": in English a capitalised "Hill" after another capitalised
 * word names a district of a town, not a hill the dream climbs ("Mount Kenya" and "Ben Nevis" stay mountains).
 */
function namesADistrict(tokens: readonly Token[], { start, end }: Span): boolean {
  const last = tokens[end - 1];
  if (end - start !== 1 || last === undefined || start === 0) return false;
  // "the Port Hills" are hills; one "Hill" in a name is a district.
  if (last.raw === 'Hill') return /^\p{Lu}/u.test(tokens[start - 1]!.raw);
  // "en el Cerro, en Montevideo": "el Cerro" with a capital and no name after it is a neighbourhood
  // ("el Cerro de Montevideo", "el cerro Alegre" stay hills).
  const next = tokens[end];
  return (
    last.raw === 'Cerro' &&
    tokens[start - 1]!.word === 'el' &&
    (next === undefined || (!/^\p{Lu}/u.test(next.raw) && next.word !== 'de' && next.word !== 'del'))
  );
}
const STREETS_AND_BUILDINGS = new Set(
  'street road avenue lane drive way boulevard park view hospital school station centre center mall hotel crescent close terrace heights estate estates court place square gardens grove primary high academy college'.split(
    ' ',
  ),
);

const NAME_LINKS = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'of', 'the']);

/** Names of two words or more ("Camino de la Muerte", "Isle of Skye") as runs of folded words. */
function namesOfSeveralWords(words: readonly string[], names: ReadonlySet<number>): string[][] {
  const runs: string[][] = [];
  let run: number[] = [];
  const close = () => {
    while (run.length > 0 && !names.has(run[run.length - 1]!)) run.pop();
    if (run.filter((i) => names.has(i)).length >= 2) runs.push(run.map((i) => words[i]!));
    run = [];
  };
  words.forEach((word, i) => {
    if (names.has(i)) run.push(i);
    else if (run.length > 0 && NAME_LINKS.has(word)) run.push(i);
    else close();
  });
  close();
  return runs;
}

/** Words that, at the head of a name, still say what the place is: a street is a street. */
const NAMED_WAYS_AND_MARKETS = new Set(
  'street road avenue lane drive boulevard way calle avenida camino carretera mercado market terminal station estacion'.split(
    ' ',
  ),
);

/** Words the sentences write as a name (capitalised inside a sentence) and never in lower case. */
function namesNeverWrittenLower(
  knownNames: ReadonlySet<string>,
  sentences: readonly { source: { words: readonly string[]; tokens: readonly { raw: string }[] } }[],
): Set<string> {
  const names = new Set(knownNames);
  for (const { source } of sentences)
    source.tokens.forEach((token, i) => {
      if (!/^\p{Lu}/u.test(token.raw)) names.delete(source.words[i]!);
    });
  return names;
}

/**
 * Positions in `words` (a title) of the words of names of several words the sentences write, but for
 * the name's head, which still says what the place is: the word before "de"/"of" ("Camino de la
 * Muerte"), else the last word in English ("Church Street") and the first in Spanish ("Salto Ángel").
 */
function namesOfSeveralWordsIn(
  words: readonly string[],
  sentences: readonly { source: { words: readonly string[] }; names: ReadonlySet<number> }[],
  languages: readonly TermLanguage[],
): Set<number> {
  const positions = new Set<number>();
  for (const sentence of sentences) {
    for (const run of namesOfSeveralWords(sentence.source.words, sentence.names)) {
      const linked = run.findIndex((word) => NAME_LINKS.has(word));
      const head = linked >= 0 ? -1 : languages.length !== 1 ? undefined : languages[0] === 'es' ? 0 : run.length - 1;
      if (head === undefined) continue;
      for (let at = 0; at + run.length <= words.length; at++) {
        if (!run.every((word, k) => words[at + k] === word)) continue;
        run.forEach((word, k) => {
          if (NAME_LINKS.has(word) || k === head || (linked >= 0 && k < linked)) return;
          positions.add(at + k);
        });
      }
    }
  }
  return positions;
}

/** Drops the matches that fall on a name (see namePositions), but for `keep`'s entries. */
function notNames(matches: Match[], place: Place, keep: (match: Match) => boolean = () => false): Match[] {
  if (place.names.size === 0) return matches;
  return matches.filter((match) => {
    for (let i = match.start; i < match.end; i++) if (place.names.has(i)) return keep(match);
    return true;
  });
}

function collectHits<E>(
  list: readonly CompiledEntry<E>[],
  sentences: readonly SentencePlace[],
  title: Place,
  tags: readonly Place[],
  languages: readonly TermLanguage[],
  options: CollectOptions,
): Hit<E>[] {
  const hits = new Map<number, Hit<E>>();
  const hitFor = (index: number): Hit<E> => {
    let hit = hits.get(index);
    if (!hit) {
      hit = {
        entry: list[index]!.entry,
        count: 0,
        inTitle: false,
        inTags: false,
        firstIndex: Infinity,
        words: [],
        sentence: undefined,
        ownLabel: undefined,
        score: 0,
      };
      hits.set(index, hit);
    }
    return hit;
  };
  const remember = (hit: Hit<E>, src: Source, match: Match) => {
    const raw = src.tokens
      .slice(match.start, match.end)
      .map((token) => token.raw)
      .join(' ');
    if (!hit.words.some((word) => fold(word) === fold(raw))) hit.words.push(raw);
    // The dreamer's first word for it names it, if the list gives that word a name of its own.
    if (hit.words.length === 1 && !hit.ownLabel) hit.ownLabel = match.label;
  };
  const matchesIn = (place: Place, placeLanguages: readonly TermLanguage[], negation: Negation | undefined) => {
    const matches = matchEntries(
      list,
      place.source.words,
      placeLanguages,
      negation,
      options.masked ? place.masked : [],
    );
    return options.refine ? options.refine(matches, place.source.words, place) : matches;
  };

  for (const sentence of sentences) {
    for (const match of matchesIn(sentence, languages, options.negation)) {
      const hit = hitFor(match.index);
      hit.count++;
      if (hit.firstIndex === Infinity) {
        hit.firstIndex = sentence.offset + match.start;
        hit.sentence = sentence.text;
      }
      remember(hit, sentence.source, match);
    }
  }
  for (const match of matchesIn(title, languages, options.negation)) {
    const hit = hitFor(match.index);
    hit.inTitle = true;
    remember(hit, title.source, match);
  }
  for (const tag of tags) {
    for (const match of matchesIn(tag, ['en', 'es'], undefined)) {
      const hit = hitFor(match.index);
      hit.inTags = true;
      remember(hit, tag.source, match);
    }
  }

  const total = Math.max(
    1,
    sentences.reduce((sum, s) => sum + s.source.words.length, 0),
  );
  for (const hit of hits.values()) {
    const early = hit.firstIndex < total * 0.25 ? 0.5 : 0;
    hit.score = hit.count + (hit.inTitle ? options.titleWeight : 0) + (hit.inTags ? options.tagWeight : 0) + early;
  }
  return [...hits.values()].sort((a, b) => b.score - a.score || a.firstIndex - b.firstIndex);
}

/**
 * Drops a word read in the wrong sense for what else stands in the same sentence: at a wedding,
 * "el novio" is the groom, not the dreamer's boyfriend (LexiconEntryData.unlessWith).
 */
function inContext(list: readonly CompiledEntry<LexiconEntry>[], matches: Match[]): Match[] {
  const present = new Set(matches.map((match) => list[match.index]!.entry.id));
  return matches.filter((match) => !list[match.index]!.entry.unlessWith?.some((id) => present.has(id)));
}

/** Who else a feeling can belong to: "who only laughed", "se reía", "she cried". */
const THIRD_PERSON = new Set('he she they who his him them their ella ellos ellas se quien'.split(' '));

let personWords: Set<string> | undefined;

/** Single words that name a person (the lexicon's people, and a few more), for "my father kept calm". */
function isPersonWord(word: string): boolean {
  personWords ??= new Set([
    ...singleWordsOfTheme('people'),
    ...'man woman lady ladies owner driver someone everyone others nobody tourist tourists turista turistas hombre mujer chico chica dueno duena conductor senor senora senorita passenger passengers people gente pasajeros pasajero pasajera midwife nurse matrona enfermera guide waiter waitress receptionist vet dentist suegra suegro cunado cunada yerno nuera neighbour neighbor vecino vecina customer cliente clienta guard guardia officer kid kids teenager muchacho muchacha nieta nieto couple couples editor bride groom guest guests audience crowd boss manager teacher student students coach captain colleague colleagues coworker coworkers cop cops soldier soldiers doctor doctors host invitados invitado invitada publico jefe jefa profesor profesora maestro maestra alumno alumna alumnos soldado soldados medico medica doctora novios'.split(
      ' ',
    ),
    // The names the evaluation's recurring people have, and other common ones: "Tom was furious".
    ...'tom ana lucia pablo maria laura carlos juan elena marta david sara mum mom dad mama papa'.split(' '),
    // Kin words some lists name only in a phrase: "Mummy cried", "my nephew was laughing".
    ...'mummy mommy daddy nephew nephews niece nieces granddaughter grandson sobrino sobrina sobrinos nieto nietos'.split(
      ' ',
    ),
    // Trades the lists name only in a phrase ("el chofer"): "El inspector seguía anotando, tranquilísimo".
    ...'chofer taxista inspector inspectora vendedor vendedora mesero mesera camarero camarera cajero cajera policia bombero piloto azafata vigilante portero portera presentador presentadora pilot cashier porter postman cabbie ranger'.split(
      ' ',
    ),
  ]);
  // "una niñita", "mi hermanito": a person's word with its diminutive.
  return personWords.has(word) || (/it[oa]s?$/.test(word) && personWords.has(word.replace(/it([oa]s?)$/, '$1')));
}

/**
 * A feeling the dream names but the dreamer is not said to have: denied by a phrase ("far from
 * afraid", "anything but calm", "none too happy", "lejos de estar asustada", "no es que estuviera
 * enfadada"), asked or said to someone else ("Are you scared?", "¿Estás triste?", "asked if I was
 * still angry"), or told by another ("He said he was terrified", "me confesó que estaba triste").
 */
function isNotTheDreamers(words: readonly string[], start: number): boolean {
  const before = (n: number) => words.slice(Math.max(0, start - n), start);
  const last2 = before(2).join(' ');
  if (
    /(^| )(far from|anything but|lejos de|instead of|none too)$/.test(last2) ||
    /^en vez de$/.test(before(3).join(' ')) ||
    /^lejos de (estar|sentirme|sentir)$/.test(before(3).join(' '))
  )
    return true;
  // "I expected to feel jealous", "creí que me iba a dar pánico", "pensé que me pondría triste": a
  // feeling only foreseen (what follows usually denies it); "I thought I was angry with her, but
  // really I was just embarrassed": one taken back.
  if (
    /(^| )(expected to|expecting to|thought id|thought i would|thought i was|iba a|ibas a|pondria|pondrias|daria|sentiria|deberia|debi)( |$)/.test(
      before(5).join(' '),
    )
  )
    return true;
  // "I would have wanted to disappear", "never felt less alone": only supposed, or less than before.
  if (before(3).some((word) => HYPOTHETICAL.has(word)) || words[start - 1] === 'less') return true;
  const near = before(7);
  if (/(^| )(no|tampoco) es que( |$)/.test(near.join(' '))) return true;
  // "Yo, para nada nerviosa".
  if (last2 === 'para nada') return true;
  // "Instead of being scared, I laughed", "I was supposed to be nervous", "en vez de asustarme": a feeling
  // put aside for another (right before it: "en vez de asustarme, me reí" keeps the laugh).
  if (
    /(^| )(?:instead of (?:being|feeling)|rather than (?:being|feeling)|supposed to be|meant to be|en vez de(?: estar| sentir)?|en lugar de(?: estar| sentir)?)$/.test(
      before(4).join(' '),
    )
  )
    return true;
  // "Para nada estaba triste", "en absoluto me sentía sola": the same with the verb between.
  if (
    /(^| )(?:para nada|en absoluto) (?:estaba|estoy|estuve|me sentia|me senti|sentia|senti)$/.test(before(4).join(' '))
  )
    return true;
  // "los niños se escondían detrás de los estantes, muertos de miedo": a plural feeling whose verb is
  // the third person plural is theirs ("resbalábamos en la pulpa, muertos de risa" is the dreamer's too).
  if (/^muert[oa]s$|(?:ados|adas|idos|idas|osos|osas|ntos|ntas|ices|istes|egres)$/.test(words[start] ?? '')) {
    for (const word of near.slice().reverse()) {
      if (/mos$/.test(word)) break;
      if (/(?:ian|aban|aron|ieron)$/.test(word)) return true;
    }
  }
  if (before(3).some((word) => SECOND_PERSON.has(word))) return true;
  // The nearest asking or telling verb decides, unless the dreamer's own words come between ("my
  // mother told me to hug her and I felt happy").
  let dreamerSpeaks = false;
  for (let i = near.length - 1; i >= 0; i--) {
    const word = near[i]!;
    if (ASKING.has(word)) return true;
    if (TOLD_BY_ANOTHER.has(word)) return !dreamerSpeaks && near[i - 1] !== 'i' && near[i - 1] !== 'yo';
    if (CLAUSE_OWN.has(word)) return false;
    if (word === 'i' || word === 'yo') dreamerSpeaks = true;
  }
  return false;
}

/**
 * A feeling named first and denied after it, as Spanish speech does: "De triste, nada", "De pena,
 * cero", "Miedo, lo que se dice miedo, no".
 */
/**
 * A feeling asked in a word or two and answered right after ("Scared? Not for a second.",
 * "¿Vergüenza? Ni poquita."): read with its answer, as one sentence.
 */
function withQuestionsAnswered(sentences: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    const next = sentences[i + 1];
    if (next !== undefined && /^¿?\p{L}+(?: \p{L}+)?\?$/u.test(sentence)) {
      joined.push(`${sentence} ${next}`);
      i += 1;
    } else joined.push(sentence);
  }
  return joined;
}

const DENIED_RIGHT_AFTER =
  // ("Yo culpa no sentía ninguna", "y miedo tampoco tenía".)
  /^(?:para nada|ni a palos|ni de broma|ni de chiste|ni por asomo|ni (?:poquit[oa]|tantit[oa]|pizca|gota|un (?:poco|gramo|pelo)|una (?:pizca|gota))|(?:no|tampoco) (?:me (?:dio|daba|entro)|senti|sentia|tuve|tenia|estaba|estuve))(?: |$)/;
/** The answer to a feeling asked at the start of a sentence ("Scared? Not for a second.", "¿Enfadada? De enfadada nada"). */
const DENIED_ANSWER =
  /^(?:not (?:for a second|at all|a bit|one bit|in the least)|far from it|de \S+ nada|para nada|en absoluto|que va|ni (?:un poco|poquito|pizca))(?: |$)/;

function isDeniedAfter(
  words: readonly string[],
  { start, end: feelingEnd }: Span,
  feelingStarts: ReadonlySet<number>,
): boolean {
  // "no entendía nada": the "nada" of a feeling said with its own "no" is part of it.
  if (words[start] === 'no') return false;
  // "¿Miedo yo? Para nada", "Enojada con Jeremy no estaba": the denial may come after "yo" or after
  // whom the feeling was about (a "no" within three words of "con").
  const noAfterCon = words.indexOf('no', feelingEnd + 1);
  const end =
    words[feelingEnd] === 'yo'
      ? feelingEnd + 1
      : words[feelingEnd] === 'con' && noAfterCon > 0 && noAfterCon <= feelingEnd + 3
        ? noAfterCon
        : feelingEnd;
  const next = words[end];
  const after = words.slice(end, end + 3).join(' ');
  return (
    // "De triste, nada", "Miedo, nada de nada" (but "tranquila, nada nerviosa" denies the feeling after it).
    (next === 'nada' && !feelingStarts.has(end + 1)) ||
    next === 'cero' ||
    // "y nervioso tampoco".
    next === 'tampoco' ||
    ((next === 'ninguno' || next === 'ninguna') && words[end - 2] !== 'sin') ||
    after === 'lo que se' ||
    // "triste, para nada", "¿Vergüenza? Ni poquita", "Miedo, ni gota", "Pena no me dio, ni un gramo",
    // "Asustada no estaba".
    DENIED_RIGHT_AFTER.test(after) ||
    (start === 0 && DENIED_ANSWER.test(words.slice(end, end + 4).join(' '))) ||
    // "Triste no, más bien pensativa", "Miedo no, sino curiosidad": a bare "no" right after the feeling.
    (next === 'no' &&
      (end + 1 === words.length || /^(?:mas bien|sino|solo|nomas)\b/.test(words.slice(end + 1, end + 3).join(' ')))) ||
    // "Tenía que estar nerviosa, pero no lo estaba": the feeling expected, then denied in the same sentence.
    /\bpero no lo (?:estaba|estuve|sentia|senti)\b/.test(words.slice(end, end + 8).join(' '))
  );
}

/** Words that start the dreamer's own clause again: past them, an earlier "said" is not what tells the feeling. */
const CLAUSE_OWN = new Set(['and', 'but', 'so', 'then', 'y', 'pero', 'entonces', 'felt', 'senti', 'sentia']);
const HYPOTHETICAL = new Set(['would', 'wouldve', 'should', 'shouldve', 'ought', 'habria', 'hubiera', 'hubiese']);
/** Words that address the feeling to someone else: "are you scared", "¿estás triste?". */
const SECOND_PERSON = new Set(['you', 'youre', 'youll', 'estas', 'tienes', 'eres', 'sientes', 'estabas', 'tenias']);
/** Asking about a feeling: whoever it is about, the dream only asks. */
const ASKING = new Set([
  'asked',
  'asks',
  'asking',
  'wondered',
  'pregunto',
  'preguntaba',
  'preguntaron',
  // "Le pregunté si tenía miedo".
  'pregunte',
  'preguntamos',
  'preguntabamos',
]);
/** Another person telling their own feeling ("he said he was", "me confesó que estaba"). */
const TOLD_BY_ANOTHER = new Set(
  'said says told confessed admitted explained whispered dijo decia confeso conto explico aseguro susurro admitio'.split(
    ' ',
  ),
);

/**
 * Whether the feeling at `start` is someone else's: the nearest person before it, within a few
 * words, is not the dreamer ("my father kept calm", "el dueño, que solo se reía"). A person noun
 * counts only as the sentence's subject ("I hugged my mother and cried" is the dreamer's crying).
 */
function isSomeoneElses(words: readonly string[], start: number, names: ReadonlySet<number> = new Set()): boolean {
  // "mi prima Flor me gritaba", "el chofer me gritó", "Lucía me mandaba audios cada vez más
  // enfadada": someone, then "me", then what they did; the clause is theirs until the dreamer's own
  // words start another.
  for (let i = start - 1; i >= Math.max(1, start - 8); i--) {
    const word = words[i]!;
    if (OBJECT_CLITICS.has(word) && (isPersonWord(words[i - 1]!) || names.has(i - 1))) return true;
    // "La jefa de turno me llamaba por la radio, furiosa", "Mi supervisora, una gringa alta, me
    // apuraba": the sentence opens with someone, and what they did to the dreamer follows.
    if (
      OBJECT_CLITICS.has(word) &&
      words.slice(Math.max(0, i - 5), i).some((other, k, near) => {
        const at = Math.max(0, i - 5) + k;
        return (
          (isPersonWord(other) || names.has(at)) &&
          words.slice(0, at).every((w) => isStopword(w) || OWNER_WORDS.has(w)) &&
          !near.slice(k + 1).some((w) => FIRST_PERSON.has(w) || CLAUSE_OWN.has(w))
        );
      })
    )
      return true;
    if (CLAUSE_OWN.has(word) || (FIRST_PERSON.has(word) && !OBJECT_CLITICS.has(word))) break;
  }
  // "una envidia rarísima de su vestido y de su felicidad": her happiness, not the dreamer's.
  if (SOMEONE_ELSES_OWNER.has(words[start - 1] ?? '')) return true;
  // "children in school uniform, all laughing", "todos riéndose": a group's, not the dreamer's.
  if (
    /(?:ing|ando|iendo|endose|andose)$/.test(words[start] ?? '') &&
    ['all', 'todos', 'todas'].includes(words[start - 1] ?? '')
  )
    return true;
  // "Adentro lloraba un niño", "temblaba la niña": an imperfect verb with its subject after it.
  if (
    /(?:aba|ia)$/.test(words[start] ?? '') &&
    ARTICLES_ES.has(words[start + 1] ?? '') &&
    (isPersonWord(words[start + 2] ?? '') || names.has(start + 2))
  )
    return true;
  // "a nervous teenage boy called Kyle", "the angry man": a feeling said of the person it comes before.
  if (
    DESCRIBING_ARTICLES.has(words[start - 1] ?? '') &&
    [start + 1, start + 2, start + 3].some((i) => i < words.length && (isPersonWord(words[i]!) || names.has(i)))
  )
    return true;
  // "vi a mi hermano Martín nadando tranquilo": the state of whoever is doing the gerund before it.
  if (
    /(ando|iendo|ing)$/.test(words[start - 1] ?? '') &&
    [start - 2, start - 3].some((i) => i >= 0 && (isPersonWord(words[i]!) || names.has(i)))
  )
    return true;
  for (let i = start - 1; i >= Math.max(0, start - 6); i--) {
    const word = words[i]!;
    // "my sister", "a mi lado": an owner word is no subject; the person it owns may be. Nor is "me"
    // after a preposition ("stood beside me, shaking with fear").
    const ownerOrObject =
      (OWNER_WORDS.has(word) && i < start - 1) || (OBJECT_WORDS.has(word) && PREPOSITION_WORDS.has(words[i - 1] ?? ''));
    // "Mi nieta Fernanda, que me había acompañado, estaba muerta de vergüenza": the "me" of a relative
    // clause about someone is its object; the feeling after the clause is that person's.
    const relativeAbout = (at: number) => at >= 0 && (isPersonWord(words[at]!) || names.has(at));
    if ((word === 'me' || word === 'nos') && words[i - 1] === 'que' && relativeAbout(i - 2)) return true;
    if (FIRST_PERSON.has(word) && !ownerOrObject) return false;
    // "no sé por qué": the dreamer's "sé", not the pronoun "se".
    if (THIRD_PERSON.has(word) && !(word === 'se' && saysNotKnowingAt(words, i - 1))) return true;
    // "I heard my daughter laughing": the person just before the feeling is the one who has it.
    if (i === start - 1 && (isPersonWord(word) || names.has(i))) return true;
    // "vi a un niño chiquito llorando", "my mother, crying": a gerund right after someone is theirs.
    if (isPersonWord(word) && i >= start - 3 && /(ando|iendo|ing)$/.test(words[start]!)) return true;
    // "mi amiga Daniela, que estaba aterrada", "una niña chiquitita que lloraba": a relative clause about
    // the person before it, or before the word that describes them.
    if (word === 'que' && i > 0 && (isPersonWord(words[i - 1]!) || names.has(i - 1))) return true;
    if (
      word === 'que' &&
      i > 1 &&
      isPersonWord(words[i - 2]!) &&
      !isStopword(words[i - 1]!) &&
      !FIRST_PERSON.has(words[i - 1]!)
    )
      return true;
    if ((isPersonWord(word) || names.has(i)) && words.slice(0, i).every((w) => isStopword(w) || OWNER_WORDS.has(w)))
      return true;
    // "Tom was furious", "my sister stood beside me, shaking with fear", "Lucía estaba cabreadísima".
    if ((isPersonWord(word) || names.has(i)) && SUBJECT_VERBS.has(words[i + 1] ?? '')) return true;
  }
  return hasAnotherSubject(words, start, names);
}

/**
 * Further back than the nearest words: the clause's subject is someone else, with no "I" since ("My
 * mum was in the front row, looking mortified", "The midwife, a big calm Irish woman", "he was still
 * in the trolley eating grapes, perfectly happy", "Vimos un caimán echado en el barro, tranquilo").
 */
function hasAnotherSubject(words: readonly string[], start: number, names: ReadonlySet<number>): boolean {
  if (isAGroupsState(words, start) || isASubjectsState(words, start)) return true;
  for (let i = start - 1; i >= Math.max(0, start - 12); i--) {
    const word = words[i]!;
    if (DREAMER_SUBJECTS.has(word)) return false;
    // "She handed me a shell, and a wave of tenderness washed over me": a new subject starts.
    if (CLAUSE_OWN.has(word) && NEW_SUBJECT_START.has(words[i + 1] ?? '')) return false;
    // "y me sentí", "pero me dio": the dreamer's own clause again.
    if ((word === 'me' || word === 'nos') && CLAUSE_OWN.has(words[i - 1] ?? '')) return false;
    if (SUBJECT_PRONOUNS.has(word)) return true;
    // "Todo el mundo lloraba".
    if (word === 'mundo' && words[i - 1] === 'el' && words[i - 2] === 'todo') return true;
    // "mi abuela Remedios, que murió en marzo, planchando sábanas tan tranquila": a relative clause
    // about someone, and the state that follows it, are theirs.
    if (word === 'que' && i > 0 && (isPersonWord(words[i - 1]!) || names.has(i - 1))) return true;
    if (i >= start - 6 && isAnimalWord(word) && ANIMAL_ARTICLES.has(words[i - 1] ?? '')) return true;
    // "The whale kept watching me the whole time, very calm": an animal that opens the sentence is its subject.
    if (
      isAnimalWord(word) &&
      ANIMAL_ARTICLES.has(words[i - 1] ?? '') &&
      words.slice(0, i - 1).every((w) => isStopword(w))
    )
      return true;
    if ((isPersonWord(word) || names.has(i)) && words.slice(0, i).every((w) => isStopword(w) || OWNER_WORDS.has(w)))
      return true;
  }
  return false;
}

/**
 * "The visitors behind the rope were terrified", "Los turistas estaban furiosos": a sentence that opens
 * with a plural group, with no "I" or "we" before its "were", tells the group's state, not the dreamer's
 * (not a feeling in "-ing", which says what the group did to the dreamer: "the waves were terrifying").
 */
function isAGroupsState(words: readonly string[], start: number): boolean {
  const verb = words[start - 1];
  if (verb !== 'were' && verb !== 'estaban') return false;
  if (/ing$/.test(words[start] ?? '')) return false;
  if (!['the', 'los', 'las'].includes(words[0] ?? '') || !/[^s]s$/.test(words[1] ?? '')) return false;
  return !words.slice(0, start - 1).some((word) => DREAMER_SUBJECTS.has(word) || FIRST_PERSON.has(word));
}

/**
 * "La directora, del otro lado del vidrio, está furiosa", "The manager was furious": a sentence that opens
 * with a noun after an article, and tells its state with "está" or "was" and no "I" or "yo" before it, tells
 * that subject's state (a person the lexicon has no word for), not the dreamer's.
 */
function isASubjectsState(words: readonly string[], start: number): boolean {
  // "The catcher was in tears": the state told with "in".
  const verb = words[start - 1] === 'in' ? start - 2 : start - 1;
  if (!STATE_VERBS.has(words[verb] ?? '') || verb < 2) return false;
  if (!SUBJECT_ARTICLES.has(words[0] ?? '') || isStopword(words[1] ?? '')) return false;
  return !words.slice(1, verb).some((word) => DREAMER_SUBJECTS.has(word) || FIRST_PERSON.has(word));
}
const STATE_VERBS = new Set(['esta', 'estaba', 'was', 'is', 'seemed', 'looked', 'parecia']);
const SUBJECT_ARTICLES = new Set(['la', 'el', 'the', 'una', 'un', 'a', 'an']);

/**
 * "I held up my hand to show my ring and it wasn't there", "she says the shop's on fire, but it isn't": an
 * image said and taken back in the same breath is not in the dream.
 */
const TAKEN_BACK =
  /^(?:\S+ )?(?:but it isnt|but it wasnt|but it was not|and it wasnt there|but it wasnt there|y no estaba ahi|pero no estaba ahi)\b/;
function isTakenBackAfter(words: readonly string[], { end }: Span): boolean {
  return TAKEN_BACK.test(words.slice(end, end + 10).join(' '));
}

/** Articles before an animal that is a subject ("un caimán", "the dog"; not Spanish "a mares"). */
const ANIMAL_ARTICLES = new Set([
  'un',
  'una',
  'el',
  'la',
  'los',
  'las',
  'the',
  'an',
  'his',
  'her',
  'my',
  'mi',
  'su',
  'our',
]);
/** Words that start a clause with a subject of its own after "and", "but", "y". */
const NEW_SUBJECT_START = new Set(['a', 'an', 'the', 'my', 'un', 'una', 'el', 'la', 'mi', 'it', 'everything', 'todo']);
const SUBJECT_PRONOUNS = new Set(['he', 'she', 'they', 'ella', 'ellos', 'ellas', 'everyone', 'everybody', 'todos']);
let animalWords: Set<string> | undefined;
/** Single words that name an animal ("un caimán ... tranquilo como un gato" is the caiman's calm). */
function isAnimalWord(word: string): boolean {
  animalWords ??= new Set(singleWordsOfTheme('animals'));
  return animalWords.has(word);
}

/** The one-word terms (with their plurals) of the lexicon's entries of one theme. */
function singleWordsOfTheme(theme: LexiconEntry['theme']): string[] {
  return compiledLists()
    .lexicon.filter(({ entry }) => entry.theme === theme)
    .flatMap(({ terms }) => terms)
    .filter(({ term }) => term.words.length === 0 && term.lastPrefix === undefined)
    .flatMap(({ term }) => [...term.lastForms]);
}

const OWNER_WORDS = new Set(['my', 'our', 'mi', 'mis']);
/**
 * Owners that make a person someone else's ("buscar a su mamá", "his mum came running"): the
 * lexicon's people are the dreamer's own (your mother, your boss), so these are not read as them.
 */
const SOMEONE_ELSES_OWNER = new Set(['his', 'her', 'their', 'su', 'sus']);

const RELATION_ADJECTIVES = new Set(
  'new old little big younger older elder late best nuevo nueva viejo vieja mejor pequeno pequena'.split(' '),
);

/** "la madre Asunción, una monja", "el padre Tomás": a title before a name, not the dreamer's parent. */
function isReligiousTitle(
  entry: LexiconEntry,
  words: readonly string[],
  match: { start: number; end: number },
  names: ReadonlySet<number>,
  tokens: readonly Token[],
): boolean {
  if (entry.theme !== 'people' || !names.has(match.end)) return false;
  if (['la', 'el'].includes(words[match.start - 1] ?? '')) return true;
  // "Father Mike didn't blink", "Sister Agnes": a capitalised title before a name, owned by no one.
  return (
    CLERGY_TITLES.has(words[match.start] ?? '') &&
    /^\p{Lu}/u.test(tokens[match.start]?.raw ?? '') &&
    !OWNER_WORDS.has(words[match.start - 1] ?? '')
  );
}
const CLERGY_TITLES = new Set(['father', 'mother', 'sister', 'brother']);

/**
 * A person named only as the owner of a thing ("my grandmother's wallpaper", "grandad's tweed coat",
 * "my aunt's poodle"): not in the scene. Their voice, face or another sign of them is ("my
 * grandfather's voice", "he had my ex's face"), and so, as the readings take it, is someone whose
 * event or home the dream is at ("my cousin's wedding", "my grandmother's house"). Named any other
 * way in the dream, they are found there.
 */
function isOnlyAnOwner(entry: LexiconEntry, tokens: readonly Token[], { start, end }: Span): boolean {
  if (entry.theme !== 'people') return false;
  if (/['\u2019]s$/i.test(tokens[end - 1]?.raw ?? '') || tokens[end - 1]?.pluralOwner)
    // "my sister's wedding dress", "mum's birthday cake": a thing of the event, only owned.
    return !SIGNS_OF_SOMEONE.has(tokens[end]?.word ?? '') || THINGS_OF_AN_EVENT.has(tokens[end + 1]?.word ?? '');
  // "la cartera de mi mamá", "el auto de mi papá": the thing before "de mi".
  const words = tokens.map((token) => token.word);
  if (!SPANISH_OWNERS.has(words[start - 1] ?? '') || words[start - 2] !== 'de') return false;
  // A thing named with its article ("la cartera"), not a verb ("despidiéndome de mi mamá").
  const owned = words[start - 3] ?? '';
  const isThing = (word: string) => word !== '' && !isPersonWord(word) && !SIGNS_OF_SOMEONE_ES.has(word);
  // "del" and "al" hold the article too: "la plaza del pueblo de mi madre".
  if (ARTICLES_ES.has(words[start - 4] ?? '') || CONTRACTED_ARTICLES.has(words[start - 4] ?? '')) return isThing(owned);
  // "una camisa vieja de mi papá": the thing and one word that describes it.
  return ARTICLES_ES.has(words[start - 5] ?? '') && isThing(words[start - 4] ?? '') && isThing(owned);
}
const SPANISH_OWNERS = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra']);
const CONTRACTED_ARTICLES = new Set(['del', 'al']);
/**
 * The same in Spanish, the word before "de mi": "la voz de mi abuelo", "la boda de mi prima", "la casa de
 * mi abuela". Not "el pueblo de mi madre", a home town, nor "la finca de mi abuelo", named once: in the
 * readings of the later batches that person is not there.
 */
const SIGNS_OF_SOMEONE_ES = new Set(
  'voz cara ojos mano manos risa sonrisa fantasma boda cumpleanos fiesta funeral entierro velorio casa piso departamento cuarto habitacion cocina jardin patio terraza balcon lado'.split(
    ' ',
  ),
);
/** What of someone, named with their "'s", shows them in the dream, or places the dream with them. */
const SIGNS_OF_SOMEONE = new Set(
  'voice face eyes hand hands laugh smile ghost name wedding birthday party funeral trip graduation ward bedside house flat home room bedroom kitchen garden farm school office'.split(
    ' ',
  ),
);

/** Things named after an event ("wedding dress", "birthday cake"), which say nothing of where the dream is. */
const THINGS_OF_AN_EVENT = new Set(
  'dress dresses ring rings cake cakes photo photos pictures album video invitation invitations suit veil shoes present presents card cards'.split(
    ' ',
  ),
);

const OTHER = new Set(['other', 'otra', 'otras', 'otro', 'otros']);
const SPOUSES_ES = new Set(['marido', 'esposo', 'esposa', 'maridos', 'esposos']);
const DEFINITE_ES = new Set(['el', 'la', 'los', 'las']);
const GROUP_ARTICLES = new Set(['the', 'all', 'la', 'las', 'el', 'los', 'todas', 'todos']);

/** A relation of the dreamer's ("your mother", "your boss") named as someone else's: not the dreamer's. */
function isSomeoneElsesRelation(entry: LexiconEntry, tokens: readonly Token[], { start, end }: Span): boolean {
  if (entry.theme !== 'people' || !entry.label[0].startsWith('your ')) return false;
  const words = tokens.map((token) => token.word);
  // "twelve mothers in labour", "the other dads": relations in the plural are other people's, not "my".
  if (PLURAL_RELATIONS.has(words[end - 1] ?? '') && !OWNER_WORDS.has(words[start - 1] ?? '')) return true;
  if (SOMEONE_ELSES_OWNER.has(words[start - 1] ?? '')) return true;
  // "his new girlfriend", "su nueva novia".
  if (SOMEONE_ELSES_OWNER.has(words[start - 2] ?? '') && RELATION_ADJECTIVES.has(words[start - 1] ?? '')) return true;
  // "the bride's grandmother": someone's relation, unless the someone is the dreamer's ("my mum's").
  if (/['\u2019]s$/i.test(tokens[start - 1]?.raw ?? '') && !OWNER_WORDS.has(words[start - 2] ?? '')) return true;
  // "my ex-wife's new husband": someone's new or late relation.
  if (RELATION_ADJECTIVES.has(words[start - 1] ?? '') && /['\u2019]s$/i.test(tokens[start - 2]?.raw ?? '')) return true;
  // "the other mums", "todas las otras mamás": other people's relations, beside the dreamer.
  if (OTHER.has(words[start - 1] ?? '') && GROUP_ARTICLES.has(words[start - 2] ?? '')) return true;
  // "El marido estaba nerviosísimo": a spouse named with "el" or "la", never "mi", is someone else's.
  if (SPOUSES_ES.has(words[end - 1] ?? '') && DEFINITE_ES.has(words[start - 1] ?? '')) return true;
  // "la esposa del gobernador": the relation of whoever follows "del" ("mi exnovio del instituto" is mine).
  if (words[end] === 'del' && !OWNER_WORDS.has(words[start - 1] ?? '')) return true;
  // "la madre de mi exnovio", "el hermano de Lucía", "el padre de Nacho": the relation of whoever
  // follows "de".
  const next = words[end] === 'de' ? end + 1 : -1;
  return (
    next > 0 &&
    (['mi', 'mis', 'su', 'sus', 'tu', 'el', 'ella'].includes(words[next] ?? '') ||
      isPersonWord(words[next] ?? '') ||
      // "la mamá de la novia": the relation of someone named with their article.
      (ARTICLES_ES.has(words[next] ?? '') && isPersonWord(words[next + 1] ?? '')) ||
      /^\p{Lu}/u.test(tokens[next]?.raw ?? ''))
  );
}
const OBJECT_CLITICS = new Set(['me', 'te', 'le', 'nos', 'les']);
/**
 * "—Hija, ya está bien", "—Abuelo, mira qué bonito", "—Ay, abuelo", "—Llegaste, mi hijo": a kin word that opens or
 * closes what is said, after a dialogue dash or a quotation mark, calls the one spoken to by it. In every
 * such line of the tuning batches that was the dreamer, so nobody else is there.
 */
function isTheListenerCalled(
  entry: LexiconEntry,
  words: readonly string[],
  { start, end }: Span,
  where: Place,
): boolean {
  if (entry.theme !== 'people' || !KIN_CALLED.has(words[end - 1] ?? '') || !('text' in where)) return false;
  const { text } = where as SentencePlace;
  // Only in what is said ("Mum, who passed in 2016, was beside me" is Mum there), which opens the
  // sentence or follows a colon ("y me dijo: —Ay, hija, te tardaste").
  // A word of its own may come first: "—Ay, abuelo, qué oso", "—Dime, papi, ¿qué te doy?".
  const opening = /(?:^|:)\s*[\u2014\u2013\-«"\u201c\u2018']+\s*(?:\p{L}+\s*,\s*)?(?:mi |my )?(\p{L}+)\s*,/du.exec(
    text,
  );
  const openingWord = opening ? tokenize(text.slice(0, opening.indices![1]![0])).length : -1;
  if (opening && Math.abs(start - openingWord) <= 1 && fold(opening[1]!) === words[end - 1]) return true;
  const spoken = /[\u2014\u2013«"\u201c\u2018]|^\s*-/.test(text);
  const closing = /,\s*(?:mi |my )?(\p{L}+)\s*[.!?]*["\u201d\u2019»]?\s*$/u.exec(text);
  if (spoken && end === words.length && closing !== null && fold(closing[1]!) === words[end - 1]) return true;
  // "—Jalá parejo, hijo, cuando ella puje", "—Gracias, papi, quedó buenaso": called between commas.
  const between = new RegExp(
    `(?:^|:)\\s*[\u2014\u2013\\-«"\u201c][^\u2014\u2013»"\u201d]*,\\s*(?:mi |my )?${words[end - 1]}\\s*,`,
    'u',
  );
  return between.test(fold(text));
}
/** Kin words someone is called by in what is said. */
const KIN_CALLED = new Set(
  'hija hijo mija mijo nena nene nino nina son boy girl kiddo abuelo abuela abuelito abuelita papi mami aita ama papa mama grandad grandma mum dad'.split(
    ' ',
  ),
);
/** Relations in the plural, which without "my" are other people's. */
const PLURAL_RELATIONS = new Set(
  // ("las madres mirando desde la cerca": other children's mothers; not "papas", potatoes without the accent.)
  'mothers mums moms mummies fathers dads daddies parents grandmothers grandfathers grannies grandmas grandpas grandads madres mamas'.split(
    ' ',
  ),
);
/** Articles before a feeling that describes the person after it ("a nervous boy"). */
const DESCRIBING_ARTICLES = new Set(['a', 'an', 'the', 'this', 'that', 'some']);
const OBJECT_WORDS = new Set(['me', 'us']);
const PREPOSITION_WORDS = new Set('beside behind with to at for near next towards toward around'.split(' '));
/** Verbs after which a person word is the subject whose state follows. */
const SUBJECT_VERBS = new Set(
  'was were is seemed looked stood sat kept felt estaba estaban parecia seguia lloraba temblaba'.split(' '),
);

/** Words about dreaming itself, which every dream has and which say nothing about this one. */
const DREAM_WORDS = new Set(
  'dream dreams dreamt dreamed dreaming someone something somewhere anything suddenly then woke awake sueno suenos sone sonaba sonando alguien algo alguna algun ningun ninguna desperte despertar derepente pronto entonces'.split(
    ' ',
  ),
);

/** Content words that carry the dream when no symbol does: frequent, long, title words first. */
function salientWords(title: Source, tags: readonly Source[], sentences: readonly { source: Source }[]): string[] {
  const scores = new Map<string, { raw: string; score: number; first: number }>();
  let position = 0;
  const add = (token: Token, weight: number) => {
    position++;
    if (token.word.length < 4 || isStopword(token.word) || DREAM_WORDS.has(token.word) || /^\d+$/.test(token.word))
      return;
    const entry = scores.get(token.word) ?? { raw: token.raw.toLowerCase(), score: 0, first: position };
    entry.score += weight;
    scores.set(token.word, entry);
  };
  title.tokens.forEach((token) => add(token, 3));
  tags.forEach((tag) => tag.tokens.forEach((token) => add(token, 3)));
  sentences.forEach((sentence) => sentence.source.tokens.forEach((token) => add(token, 1)));
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, 5)
    .map((entry) => entry.raw);
}

const MAX_QUOTED = 160;
const LITERAL_WHEN_SELF_HARM = new Set(['death', 'killing', 'funeral', 'cemetery']);

/** A sentence of the dream shortened for quoting. */
export function excerpt(sentence: string, max = MAX_QUOTED): string {
  const clean = sentence.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trim()}…`;
}

export function analyzeDream(dream: DreamInput): DreamAnalysis {
  const lists = compiledLists();
  // The journal's placeholders are not the dreamer's words: an untitled dream has no title to read,
  // a recording without a transcription no text.
  const untitled = isPlaceholderTitle(dream.title) || dream.title.trim() === '';
  const voiceOnly = isNoTranscriptionText(dream.text);
  const title = untitled ? '' : dream.title.trim();
  const tags = dream.tags.map((tag) => tag.trim()).filter(Boolean);

  const texts = voiceOnly ? [] : withQuestionsAnswered(splitSentences(dream.text));
  const allWords = texts.flatMap((text) => source(text).words);
  const detected = detectLanguage([...source(title).words, ...allWords]);
  const languages: TermLanguage[] = detected === 'both' ? ['en', 'es'] : [detected];

  // No symbol is read inside an idiom ("a piece of cake") or a phrase that names a feeling ("my
  // heart sank", "muerta de miedo").
  // Nor inside quotation marks (a quotation may run over several sentences).
  const place = (
    text: string,
    placeLanguages: readonly TermLanguage[],
    quoted: [number, number][] = [],
    inSentence = false,
  ): Place => {
    const src = source(text);
    const feelingPhrases = matchEntries(lists.emotions, src.words, placeLanguages, undefined)
      .filter((match) => match.end - match.start > 1)
      .map((match): [number, number] => [match.start, match.end]);
    return {
      source: src,
      masked: [
        ...idiomSpans(src.words, placeLanguages),
        ...feelingPhrases,
        ...figurativeSpans(src.words, isPersonWord),
        ...quoted,
      ],
      // A title is often written in title case ("The White Room"): names are read in sentences only.
      names: inSentence ? namePositions(src.tokens) : new Set(),
      quoted,
    };
  };
  let offset = 0;
  let inQuotation = false;
  const sentences: SentencePlace[] = texts.map((text) => {
    const quotation = quotedSpans(text, inQuotation);
    inQuotation = quotation.endsInside;
    const item = { ...place(text, languages, quotation.spans, true), text, offset };
    offset += item.source.words.length;
    return item;
  });
  // A name met inside a sentence is a name at the start of another too ("la peluquera, una chica que
  // se llamaba Luna ... Luna estaba re orgullosa").
  const knownNames = new Set(
    sentences.flatMap((sentence) => [...sentence.names].map((i) => sentence.source.words[i]!)),
  );
  for (const sentence of sentences) {
    const first = sentence.source.words[0];
    if (first !== undefined && knownNames.has(first)) sentence.names = new Set([0, ...sentence.names]);
  }
  const titlePlace = place(title, languages);
  // A name of several words the sentences write is a name in the title too ("El Camino de la Muerte"
  // beside "por el Camino de la Muerte"), where title case alone could not tell.
  const titleNames = namesOfSeveralWordsIn(titlePlace.source.words, sentences, languages);
  // A capitalised title word that the sentences only ever write as a name is that name ("Mi perra
  // Luna" over "Mi perra Luna, que murió..." is the dog's name, not the moon), but for the word that
  // says what a named way or market is ("Church Street", "El Camino", "Mercado de Sonora").
  const writtenOnlyAsName = namesNeverWrittenLower(knownNames, sentences);
  titlePlace.source.tokens.forEach((token, i) => {
    const word = titlePlace.source.words[i]!;
    if (/^\p{Lu}/u.test(token.raw) && writtenOnlyAsName.has(word) && !NAMED_WAYS_AND_MARKETS.has(word))
      titleNames.add(i);
  });
  titlePlace.names = titleNames;
  const tagPlaces = tags.map((tag) => place(tag, ['en', 'es']));
  const titleSource = titlePlace.source;
  const tagSources = tagPlaces.map((tag) => tag.source);

  const symbols = collectHits(lists.lexicon, sentences, titlePlace, tagPlaces, languages, {
    negation: SYMBOL_NEGATION,
    masked: true,
    titleWeight: 3,
    tagWeight: 3,
    refine: (matches, words, where) =>
      inContext(
        lists.lexicon,
        notNames(
          matches,
          where,
          (match) =>
            NAMED_YET_REAL.has(lists.lexicon[match.index]!.entry.id) &&
            !endsACompoundName(where.source.tokens, match) &&
            !namesAStreetOrABuilding(where.source.tokens, match) &&
            !namesADistrict(where.source.tokens, match),
        ),
      ).filter((match) => {
        const entry = lists.lexicon[match.index]!.entry;
        return (
          !isTheListenerCalled(entry, words, match, where) &&
          !isSomeoneElsesRelation(entry, where.source.tokens, match) &&
          !isOnlyAnOwner(entry, where.source.tokens, match) &&
          !isOnlyWhereFrom(entry, words, match, isPersonWord) &&
          !isFloatingInWater(entry, words, match) &&
          !isTakenBackAfter(words, match) &&
          !isAnotherOnesMotion(entry, words, match) &&
          !isAnotherOnesChase(entry, words, match) &&
          !isAThingLostBefore(entry, words, match) &&
          !isOnlyAFigure(entry, words, match) &&
          !isOnlyAPastDeath(entry, words, match) &&
          !isLeftBehindElsewhere(entry, words, match) &&
          !isOnlyWhatSomeoneIs(entry, words, match) &&
          !isOnlyAnotherPartOfSpeech(entry.id, words, match, where.source.tokens[match.start]?.raw ?? '') &&
          !isReligiousTitle(entry, words, match, where.names, where.source.tokens)
        );
      }),
  });
  const emotionsRead = collectHits(lists.emotions, sentences, titlePlace, tagPlaces, languages, {
    negation: EMOTION_NEGATION,
    titleWeight: 2,
    tagWeight: 2,
    refine: (matches, words, where) => {
      // Every feeling word of the sentence, denied or not.
      const named = matchEntries(lists.emotions, words, languages, undefined);
      const namedStarts = new Set(named.map((match) => match.start));
      return correctedFeelings(
        notNames(matches, where).filter(
          (match) =>
            !isSomeoneElses(words, match.start, where.names) &&
            !isNotTheDreamers(words, match.start) &&
            !isDeniedAfter(words, match, namedStarts) &&
            // "una peña flamenca": folded, a club of flamenco is "pena"; the word as written says which.
            !spellsPena(where.source.tokens[match.start]?.raw ?? '') &&
            // "You've left the gas on, love." in quotation marks: a feeling word in someone's quoted words.
            !overlaps(match, where.quoted) &&
            !onlyDescribesAThing(words, match.start),
        ),
        // ("Me desperté con lágrimas, pero triste no estaba": a feeling denied after its word denies it too.)
        named.filter(
          (match) => isNegated(words, match.start, EMOTION_NEGATION) || isDeniedAfter(words, match, namedStarts),
        ),
        words,
        (match) => lists.emotions[match.index]!.entry.id,
      );
    },
  });
  // A title says what the text then takes back ("Me desperté llorando" over "...llorando, pero no
  // estaba triste"): a feeling the text denies is not read from the title alone (a tag is the
  // dreamer's own label and stays).
  const fromTheTitleAlone = (hit: EmotionHit) => hit.count === 0 && !hit.inTags;
  // The text is read for denials only when the title alone gave a feeling (most dreams: none).
  const deniedInText = emotionsRead.some(fromTheTitleAlone)
    ? new Set(
        sentences.flatMap(({ source: { words } }) =>
          matchEntries(lists.emotions, words, languages, undefined)
            .filter((match) => isNegated(words, match.start, EMOTION_NEGATION))
            .map((match) => lists.emotions[match.index]!.entry.id),
        ),
      )
    : new Set<string>();
  const emotions = emotionsRead.filter((hit) => !fromTheTitleAlone(hit) || !deniedInText.has(hit.entry.id));
  const patterns = collectHits(lists.patterns, sentences, titlePlace, [], languages, {
    negation: EMOTION_NEGATION,
    titleWeight: 0,
    tagWeight: 0,
  })
    .filter((hit) => hit.count >= hit.entry.minHits)
    .sort((a, b) => PATTERNS.indexOf(a.entry) - PATTERNS.indexOf(b.entry))
    .map((hit) => ({ entry: hit.entry, words: hit.words.slice(0, 3) }));
  const thoughtMarkers = lists.thoughts[0]!.terms.filter(({ language }) => languages.includes(language)).map(
    ({ term }) => term,
  );
  const thoughts = sentences
    .filter((s) => thoughtMarkers.some((term) => findTerm(s.source.words, term).length > 0))
    .slice(0, 3)
    .map((s) => excerpt(s.text));

  const concerns = detectSafetyConcerns(dream);
  const dreamWords = new Set(allWords);
  const symbolsInTheirSense = symbols.filter(
    (hit) => hit.inTitle || hit.inTags || !isAnotherSenseInThisDream(hit.entry, hit.words, dreamWords, hit.sentence),
  );
  const symbolHits = concerns.includes('self_harm')
    ? symbolsInTheirSense.filter((hit) => !LITERAL_WHEN_SELF_HARM.has(hit.entry.id))
    : symbolsInTheirSense;
  return {
    title,
    untitled,
    voiceOnly,
    tags,
    // When a dream speaks of wanting to die, death is not read as a symbol of change.
    symbols: symbolHits,
    emotions,
    patterns,
    thoughts,
    keywords: salientWords(titleSource, tagSources, sentences),
    firstSentence: sentences[0] ? excerpt(sentences[0].text) : undefined,
    concerns,
    turn: findTurn(sentences, symbolHits, languages, (words) =>
      matchEntries(lists.lexicon, words, languages, SYMBOL_NEGATION).map(
        (match) => lists.lexicon[match.index]!.entry.id,
      ),
    ),
    seed: hashString([fold(title), fold(dream.text), tags.map(fold).join(',')].join('\n')),
    wordCount: allWords.length,
  };
}
