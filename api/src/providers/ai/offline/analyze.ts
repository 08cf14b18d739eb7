// Reads one dream: which lexicon symbols, emotions, thinking cues and thoughts it contains, where,
// and how salient each is. Matching is on folded words (accent-insensitive, word boundaries), in the
// language the dream is written in (both when that is unclear); tags are matched in both languages.
import { detectSafetyConcerns, type SafetyConcern } from '../safety.ts';
import {
  compileTerm,
  detectLanguage,
  findTerm,
  fold,
  hashString,
  isStopword,
  matchesAt,
  splitSentences,
  termLength,
  tokenize,
  type CompiledTerm,
  type TermLanguage,
  type Token,
} from '../text.ts';
import type { DreamInput } from '../types.ts';
import { EMOTIONS, type EmotionEntry } from './emotions.ts';
import { LEXICON, type LexiconEntry } from './lexicon/index.ts';
import { PATTERNS, THOUGHT_MARKERS, type PatternEntry } from './patterns.ts';

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
  score: number;
}

export type SymbolHit = Hit<LexiconEntry>;
export type EmotionHit = Hit<EmotionEntry>;

export interface PatternHit {
  entry: PatternEntry;
  words: string[];
}

export interface DreamAnalysis {
  title: string;
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
  /** Stable per dream: chooses among phrasings so two dreams read differently and one dream always the same. */
  seed: number;
  wordCount: number;
}

interface CompiledEntry<E> {
  entry: E;
  terms: { term: CompiledTerm; language: TermLanguage }[];
  excludes: CompiledTerm[];
}

function compileEntries<E extends { en: readonly string[]; es: readonly string[]; exclude?: readonly string[] }>(
  entries: readonly E[],
  inflect: boolean,
): CompiledEntry<E>[] {
  return entries.map((entry) => ({
    entry,
    terms: [
      ...entry.en.map((t) => ({ term: compileTerm(t, 'en', inflect), language: 'en' as const })),
      ...entry.es.map((t) => ({ term: compileTerm(t, 'es', inflect), language: 'es' as const })),
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
]);
/** For symbols only a plain negation right before counts ("no snake", "no me atacaba"); "without shoes" still shows shoes. */
const SYMBOL_NEGATIONS = new Set(['not', 'no', 'never', 'wasnt', 'werent', 'didnt', 'dont', 'ni', 'nunca', 'jamas']);

interface Negation {
  words: ReadonlySet<string>;
  window: number;
}

const EMOTION_NEGATION: Negation = { words: NEGATIONS, window: 3 };
const SYMBOL_NEGATION: Negation = { words: SYMBOL_NEGATIONS, window: 2 };

interface Match {
  index: number;
  start: number;
  end: number;
}

/** Every match of every entry in `words`, minus excluded phrases and matches inside a longer match of another entry. */
interface IndexedTerm {
  index: number;
  term: CompiledTerm;
  language: TermLanguage;
  length: number;
}

/** Terms by the word they start with, so matching looks only at terms that can start at a token. */
interface TermIndex {
  byFirstWord: Map<string, IndexedTerm[]>;
  /** Single-word prefix terms ("persegu*"), checked with startsWith. */
  prefixes: IndexedTerm[];
}

const indexes = new WeakMap<readonly CompiledEntry<unknown>[], TermIndex>();

function termIndex(list: readonly CompiledEntry<unknown>[]): TermIndex {
  let index = indexes.get(list);
  if (index) return index;
  const built: TermIndex = { byFirstWord: new Map(), prefixes: [] };
  const add = (key: string, item: IndexedTerm) => {
    const bucket = built.byFirstWord.get(key);
    if (bucket) bucket.push(item);
    else built.byFirstWord.set(key, [item]);
  };
  list.forEach((entry, i) => {
    for (const { term, language } of entry.terms) {
      const item = { index: i, term, language, length: termLength(term) };
      if (term.words.length > 0) add(term.words[0]!, item);
      else if (term.lastPrefix !== undefined) built.prefixes.push(item);
      else for (const form of term.lastForms) add(form, item);
    }
  });
  indexes.set(list, built);
  index = built;
  return index;
}

function matchEntries<E>(
  list: readonly CompiledEntry<E>[],
  words: readonly string[],
  languages: readonly TermLanguage[],
  negation: Negation | undefined,
): Match[] {
  const index = termIndex(list);
  const matches: Match[] = [];
  words.forEach((word, start) => {
    const candidates = [
      ...(index.byFirstWord.get(word) ?? []),
      ...index.prefixes.filter((item) => word.startsWith(item.term.lastPrefix!)),
    ];
    for (const { index: entryIndex, term, language, length } of candidates) {
      if (!languages.includes(language) || !matchesAt(words, start, term)) continue;
      if (isExcluded(words, start, list[entryIndex]!.excludes)) continue;
      if (negation && words.slice(Math.max(0, start - negation.window), start).some((w) => negation.words.has(w)))
        continue;
      matches.push({ index: entryIndex, start, end: start + length });
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
    if (!inside && !duplicate) kept.push(match);
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

function collectHits<E>(
  list: readonly CompiledEntry<E>[],
  sentences: readonly { text: string; source: Source; offset: number }[],
  title: Source,
  tags: readonly Source[],
  languages: readonly TermLanguage[],
  options: { negation: Negation | undefined; titleWeight: number; tagWeight: number },
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
  };

  for (const sentence of sentences) {
    for (const match of matchEntries(list, sentence.source.words, languages, options.negation)) {
      const hit = hitFor(match.index);
      hit.count++;
      if (hit.firstIndex === Infinity) {
        hit.firstIndex = sentence.offset + match.start;
        hit.sentence = sentence.text;
      }
      remember(hit, sentence.source, match);
    }
  }
  for (const match of matchEntries(list, title.words, languages, options.negation)) {
    const hit = hitFor(match.index);
    hit.inTitle = true;
    remember(hit, title, match);
  }
  for (const tag of tags) {
    for (const match of matchEntries(list, tag.words, ['en', 'es'], undefined)) {
      const hit = hitFor(match.index);
      hit.inTags = true;
      remember(hit, tag, match);
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
  const title = dream.title.trim();
  const tags = dream.tags.map((tag) => tag.trim()).filter(Boolean);

  let offset = 0;
  const sentences = splitSentences(dream.text).map((text) => {
    const src = source(text);
    const item = { text, source: src, offset };
    offset += src.words.length;
    return item;
  });
  const allWords = sentences.flatMap((s) => s.source.words);
  const detected = detectLanguage([...source(title).words, ...allWords]);
  const languages: TermLanguage[] = detected === 'both' ? ['en', 'es'] : [detected];
  const titleSource = source(title);
  const tagSources = tags.map(source);

  const symbols = collectHits(lists.lexicon, sentences, titleSource, tagSources, languages, {
    negation: SYMBOL_NEGATION,
    titleWeight: 3,
    tagWeight: 3,
  });
  const emotions = collectHits(lists.emotions, sentences, titleSource, tagSources, languages, {
    negation: EMOTION_NEGATION,
    titleWeight: 2,
    tagWeight: 2,
  });
  const patterns = collectHits(lists.patterns, sentences, titleSource, [], languages, {
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
  return {
    title,
    tags,
    // When a dream speaks of wanting to die, death is not read as a symbol of change.
    symbols: concerns.includes('self_harm')
      ? symbols.filter((hit) => !LITERAL_WHEN_SELF_HARM.has(hit.entry.id))
      : symbols,
    emotions,
    patterns,
    thoughts,
    keywords: salientWords(titleSource, tagSources, sentences),
    firstSentence: sentences[0] ? excerpt(sentences[0].text) : undefined,
    concerns,
    seed: hashString([fold(title), fold(dream.text), tags.map(fold).join(',')].join('\n')),
    wordCount: allWords.length,
  };
}
