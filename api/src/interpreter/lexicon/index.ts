// The curated dream-symbol lexicon: one JSON data file per theme (README.md beside this file says
// what each holds and how a term is written). The files are checked as they load, so a malformed
// entry fails at start and in the tests, never halfway through a reading.
import actions from './actions.json';
import animals from './animals.json';
import body from './body.json';
import mythic from './mythic.json';
import nature from './nature.json';
import objects from './objects.json';
import people from './people.json';
import places from './places.json';
import { LEXICON_THEMES, type LexiconEntry, type LexiconEntryData, type LexiconTheme } from './types.ts';

export type { LexiconEntry, LexiconTheme, LexiconVariant, Pair } from './types.ts';
export { LEXICON_THEMES } from './types.ts';

const FILES: Record<LexiconTheme, unknown> = { nature, animals, body, people, places, objects, actions, mythic };

function isPair(value: unknown): boolean {
  return Array.isArray(value) && value.length === 2 && value.every((item) => typeof item === 'string' && item !== '');
}

function isTerms(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');
}

/** What is wrong with one entry (or variant) of a data file, or undefined. */
function problemOf(entry: Record<string, unknown>, variant: boolean): string | undefined {
  if (typeof entry.id !== 'string' || !/^[a-z][a-z0-9_-]*$/.test(entry.id)) return 'id';
  if (!isPair(entry.label)) return 'label';
  if (!isTerms(entry.en) || !isTerms(entry.es)) return 'terms';
  for (const style of ['jung', 'rogers', 'cbt'])
    if ((!variant || entry[style] !== undefined) && !isPair(entry[style])) return style;
  if (entry.exclude !== undefined && !isTerms(entry.exclude)) return 'exclude';
  if (entry.unlessWith !== undefined && !isTerms(entry.unlessWith)) return 'unlessWith';
  if (entry.labels !== undefined && !Object.values(entry.labels as object).every(isPair)) return 'labels';
  return undefined;
}

/** The entries of one theme's data file, checked. */
export function parseLexiconFile(theme: string, data: unknown): LexiconEntryData[] {
  if (!Array.isArray(data)) throw new Error(`lexicon/${theme}.json: not a list of entries`);
  for (const entry of data as Record<string, unknown>[]) {
    const problem =
      problemOf(entry, false) ??
      (entry.variants === undefined
        ? undefined
        : Array.isArray(entry.variants)
          ? (entry.variants as Record<string, unknown>[]).map((v) => problemOf(v, true)).find(Boolean)
          : 'variants');
    if (problem) throw new Error(`lexicon/${theme}.json: entry ${String(entry.id)} has a malformed ${problem}`);
  }
  return data as LexiconEntryData[];
}

/** Every entry, each variant as an entry of its own that shares its parent's readings. */
export const LEXICON: readonly LexiconEntry[] = LEXICON_THEMES.flatMap((theme) =>
  parseLexiconFile(theme, FILES[theme]).flatMap(({ variants = [], ...entry }) => [
    { ...entry, theme },
    ...variants.map(({ jung, rogers, cbt, ...variant }) => ({
      ...entry,
      ...variant,
      jung: jung ?? entry.jung,
      rogers: rogers ?? entry.rogers,
      cbt: cbt ?? entry.cbt,
      theme,
      variantOf: entry.id,
    })),
  ]),
);
