// The shape of a lexicon entry. Terms follow `compileTerm` (../../text.ts): words separated by spaces,
// a trailing `*` for a prefix, simple plurals added automatically, matched accent-insensitively on
// word boundaries.

/** [English, Spanish]. */
export type Pair = readonly [en: string, es: string];

export interface LexiconEntryData {
  id: string;
  /** How the text names the symbol: English noun phrase, Spanish with its article ("el agua"). */
  label: Pair;
  en: readonly string[];
  es: readonly string[];
  /** Phrases starting where a term matched that do not count ("fell asleep" is not falling). */
  exclude?: readonly string[];
  /**
   * Terms (as listed in `en`/`es`) that name the thing in their own words, so the text says what the
   * dreamer said: "billete" is "el billete", not "el dinero"; "profesora" is "la profesora".
   */
  labels?: Readonly<Record<string, Pair>>;
  /** Ids of entries in whose company, in one sentence, these terms mean something else ("el novio" at a wedding is the groom). */
  unlessWith?: readonly string[];
  /**
   * Distinct people or things under this reading, each its own entry with its own id, name and
   * terms, sharing the readings ("grandmother" and "grandfather" under grandparent). Optional
   * readings of their own replace ones that would name the wrong person.
   */
  variants?: readonly LexiconVariant[];
  /** A Jungian reading: one or two sentences. */
  jung: Pair;
  /** A person-centred reflection prompt that completes "I invite you to reflect on …" (no final period). */
  rogers: Pair;
  /** A CBT angle: the kind of thought this image may go with, phrased tentatively. */
  cbt: Pair;
}

export interface LexiconVariant {
  id: string;
  label: Pair;
  en: readonly string[];
  es: readonly string[];
  labels?: Readonly<Record<string, Pair>>;
  unlessWith?: readonly string[];
  jung?: Pair;
  rogers?: Pair;
  cbt?: Pair;
}

export const LEXICON_THEMES = [
  'nature',
  'animals',
  'body',
  'people',
  'places',
  'objects',
  'actions',
  'mythic',
] as const;
export type LexiconTheme = (typeof LEXICON_THEMES)[number];

export interface LexiconEntry extends Omit<LexiconEntryData, 'variants'> {
  theme: LexiconTheme;
  /** For a variant, the id of the entry whose readings it shares. */
  variantOf?: string;
}
