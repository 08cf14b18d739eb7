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
  /** A Jungian reading: one or two sentences. */
  jung: Pair;
  /** A person-centred reflection prompt that completes "I invite you to reflect on …" (no final period). */
  rogers: Pair;
  /** A CBT angle: the kind of thought this image may go with, phrased tentatively. */
  cbt: Pair;
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

export interface LexiconEntry extends LexiconEntryData {
  theme: LexiconTheme;
}
