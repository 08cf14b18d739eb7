// Small text tools shared by the offline interpreter and the safety check: accent-insensitive
// folding, word tokens, sentences, term matching on word boundaries with simple plurals, and a
// stable hash for deterministic variety. Pure.

// Characters above U+00FF are written as \u escapes in regular expressions: V8 keeps the compiled
// server's source in memory, one byte per character only while every character is Latin-1, and
// esbuild does not escape regular expressions (scripts/build-server.mjs checks the output).
/** Lower case without diacritics or apostrophes: "Caía" -> "caia", "couldn't" -> "couldnt". */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/['\u2019\u2018`´]/g, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;

export interface Token {
  /** Folded form, for matching. */
  word: string;
  /** As written, for quoting back. */
  raw: string;
  /** Followed by an owner's apostrophe without "s" ("my parents' loft", "the mums' race"). */
  pluralOwner?: true;
}

/** Whether the word ending at `end` takes an owner's apostrophe without "s" ("my parents' loft"). */
export function ownerApostropheAt(text: string, end: number): boolean {
  return /^['\u2019](?![\p{L}\p{N}])/u.test(text.slice(end, end + 2));
}

export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => {
    const token: Token = { word: fold(match[0]), raw: match[0] };
    if (ownerApostropheAt(text, match.index + match[0].length)) token.pluralOwner = true;
    return token;
  });
}

/**
 * "Peña" (a club, a rock) written with its ñ: folding takes the accent and the tilde alike, so the
 * folded word reads as "pena" (sorrow). Feelings are read from folded words; this says which it was.
 */
export function spellsPena(raw: string): boolean {
  return /^peñ/iu.test(raw);
}

/**
 * Sentences as written (trimmed), split at . ! ? … and line breaks. A closing quotation mark right
 * after the stop stays with its sentence, the single one of British dialogue too (‘Interesting.’ I
 * was mortified): left to open the next sentence, it would read all of it as quoted.
 */
export function splitSentences(text: string): string[] {
  // As [start, end] in the text, so that a piece joined to the one before stays a slice of the text as
  // written (callers find each sentence again with indexOf).
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/[^.!?\u2026\n]+(?:[.!?\u2026]+["\u201d\u2019»)]*)?/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const previous = ranges[ranges.length - 1];
    // "Her old landlord, Mr. Tremblay, shouted": the period of a title ends no sentence.
    if (previous && TITLE_AT_END.test(text.slice(previous[0], previous[1]).trimEnd())) previous[1] = end;
    else ranges.push([start, end]);
  }
  return ranges.map(([start, end]) => text.slice(start, end).trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}
/** A title written with a period at the end of a piece ("Mr.", "Dra."), which the name follows. */
const TITLE_AT_END = /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|St|Sr|Sra|Srta|Dra|Lic|Ing|Prof)\.$/;

export type TermLanguage = 'en' | 'es';

/**
 * A term of a word list: words separated by spaces; a trailing `*` on the last word makes it a
 * prefix ("persegu*" matches "perseguía", "perseguido"). Without `*`, simple plurals of the last
 * word also match.
 */
export interface CompiledTerm {
  readonly source: string;
  readonly words: readonly string[];
  readonly lastForms: ReadonlySet<string>;
  readonly lastPrefix: string | undefined;
}

function plurals(word: string, language: TermLanguage): string[] {
  if (language === 'es') {
    const forms = [word, `${word}s`, `${word}es`];
    if (word.endsWith('z')) forms.push(`${word.slice(0, -1)}ces`);
    return forms;
  }
  const forms = [word, `${word}s`, `${word}es`];
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('fe')) forms.push(`${word.slice(0, -2)}ves`);
  else if (word.endsWith('f')) forms.push(`${word.slice(0, -1)}ves`);
  return forms;
}

export function compileTerm(term: string, language: TermLanguage, inflect = true): CompiledTerm {
  const prefix = term.trim().endsWith('*');
  const words = tokenize(term.replace(/\*\s*$/, '')).map((token) => token.word);
  if (words.length === 0) throw new Error(`Empty term: ${JSON.stringify(term)}`);
  const last = words.at(-1)!;
  if (prefix && last.length < 3) throw new Error(`Prefix too short to be safe: ${JSON.stringify(term)}`);
  return {
    source: term,
    words: words.slice(0, -1),
    lastForms: new Set(prefix ? [] : inflect ? plurals(last, language) : [last]),
    lastPrefix: prefix ? last : undefined,
  };
}

function lastMatches(term: CompiledTerm, word: string): boolean {
  return term.lastPrefix !== undefined ? word.startsWith(term.lastPrefix) : term.lastForms.has(word);
}

/** Whether `term` matches the tokens starting at `start`. */
export function matchesAt(words: readonly string[], start: number, term: CompiledTerm): boolean {
  const length = term.words.length + 1;
  if (start + length > words.length) return false;
  for (let i = 0; i < term.words.length; i++) if (words[start + i] !== term.words[i]) return false;
  return lastMatches(term, words[start + term.words.length]!);
}

/** Start indices of every match of `term` in `words`. */
export function findTerm(words: readonly string[], term: CompiledTerm): number[] {
  const starts: number[] = [];
  for (let i = 0; i < words.length; i++) if (matchesAt(words, i, term)) starts.push(i);
  return starts;
}

export function termLength(term: CompiledTerm): number {
  return term.words.length + 1;
}

/** FNV-1a, 32 bits: stable across runs and platforms. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic choice from `list` for this seed and purpose. */
export function pick<T>(list: readonly T[], seed: number, purpose: string): T {
  if (list.length === 0) throw new Error('pick from an empty list');
  return list[hashString(`${seed}:${purpose}`) % list.length]!;
}

/** A deterministic ordering of `list` (for choosing several distinct items). */
export function shuffled<T>(list: readonly T[], seed: number, purpose: string): T[] {
  return list
    .map((item, index) => ({ item, key: hashString(`${seed}:${purpose}:${index}`) }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

const STOPWORDS_EN = new Set(
  'the a an and or but of to in on at for with from by as is was were be been being it its this that these those i me my mine we our you your he him his she her they them their there here then than so very just not no yes do did does had have has what which who whom when where why how all any some into out up down over under again about after before while because if also too can could would should will shall may might must am are im ive id dont didnt wasnt werent couldnt wouldnt cant one two like still even back only own same other such more most each few both through during around onto upon off'.split(
    ' ',
  ),
);
const STOPWORDS_ES = new Set(
  'el la los las un una unos unas y o pero de del a al en con por para sin sobre entre hasta desde es era eran fue fueron ser estar estaba estaban estuve esta este esto estos estas ese esa eso esos esas aquel aquella que quien quienes cual cuando donde como porque si no ni ya muy mas menos tambien solo mi mis me yo tu tus te se le les lo nos nuestro nuestra su sus habia hay ha he han tenia tuve tengo todo toda todos todas algo alguien nada nadie otro otra otros otras mismo misma luego despues antes mientras entonces aqui alli alla asi cada uno dos'.split(
    ' ',
  ),
);

export function isStopword(word: string): boolean {
  return STOPWORDS_EN.has(word) || STOPWORDS_ES.has(word);
}

/**
 * The language a text is written in, by its function words; 'both' when it is too short or too
 * mixed to tell (then word lists of both languages are matched).
 */
export function detectLanguage(words: readonly string[]): TermLanguage | 'both' {
  let en = 0;
  let es = 0;
  for (const word of words) {
    // Words common to both lists ("a", "no", "me") say nothing.
    const inEn = STOPWORDS_EN.has(word);
    const inEs = STOPWORDS_ES.has(word);
    if (inEn && !inEs) en++;
    if (inEs && !inEn) es++;
  }
  if (en + es < 4) return 'both';
  if (en >= 2 * es) return 'en';
  if (es >= 2 * en) return 'es';
  return 'both';
}
