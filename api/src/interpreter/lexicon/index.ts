// The curated dream-symbol lexicon, one module per theme.
import { actions } from './actions.ts';
import { animals } from './animals.ts';
import { body } from './body.ts';
import { mythic } from './mythic.ts';
import { nature } from './nature.ts';
import { objects } from './objects.ts';
import { people } from './people.ts';
import { places } from './places.ts';
import type { LexiconEntry, LexiconEntryData, LexiconTheme } from './types.ts';

export type { LexiconEntry, LexiconTheme, LexiconVariant, Pair } from './types.ts';
export { LEXICON_THEMES } from './types.ts';

const BY_THEME: Record<LexiconTheme, readonly LexiconEntryData[]> = {
  nature,
  animals,
  body,
  people,
  places,
  objects,
  actions,
  mythic,
};

/** Every entry, each variant as an entry of its own that shares its parent's readings. */
export const LEXICON: readonly LexiconEntry[] = Object.entries(BY_THEME).flatMap(([theme, entries]) =>
  entries.flatMap(({ variants = [], ...entry }) => [
    { ...entry, theme: theme as LexiconTheme },
    ...variants.map(({ jung, rogers, cbt, ...variant }) => ({
      ...entry,
      ...variant,
      jung: jung ?? entry.jung,
      rogers: rogers ?? entry.rogers,
      cbt: cbt ?? entry.cbt,
      theme: theme as LexiconTheme,
      variantOf: entry.id,
    })),
  ]),
);
