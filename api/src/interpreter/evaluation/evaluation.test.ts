// The offline interpreter against the written evaluation set (README.md beside this file): in each
// language, precision and recall of symbols, people and emotions reach the target, and nothing a
// dream lists as not there is ever reported. `npx tsx bench/interpreter-evaluation.ts` prints the
// figures and every wrong find and miss.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, EVALUATION_SETS, SECOND_TUNING_SETS, scoreSet, TARGET } from './score.ts';

describe.each(Object.entries(EVALUATION_SETS))('the evaluation set in %s', (_language, dreams) => {
  const score = scoreSet(dreams);

  it('has at least 40 dreams, each with a unique id', () => {
    expect(dreams.length).toBeGreaterThanOrEqual(40);
    expect(new Set(dreams.map((dream) => dream.id)).size).toBe(dreams.length);
  });

  it.each(CATEGORIES)('finds %s with the target precision and recall', (category) => {
    const { precision, recall, extra, missed } = score.categories[category];
    expect(precision, `wrong finds: ${extra.join('; ')}`).toBeGreaterThanOrEqual(TARGET.precision);
    expect(recall, `misses: ${missed.join('; ')}`).toBeGreaterThanOrEqual(TARGET.recall);
  });

  it('invents nothing: no idiom, negation or denied feeling is read as there', () => {
    expect(score.invented).toEqual([]);
  });
});

/**
 * What the analysis still reads as there in the second tuning batch, each a reading it cannot make
 * yet: a chase of a blanket, a person only spoken of or owning something ("the bride's ex", "el
 * pueblo de mis abuelos", "my grandmother's garden" on a screen), an image waited or searched for and
 * never seen ("waiting for the full moon, but I couldn't see it", "no sign of him", a dog named Luna),
 * and "la carta" as a menu. The test fails on anything new, and on any of these once it is fixed (then
 * remove it here).
 */
const STILL_INVENTED = {
  en: [
    'en2-hill-strawberries: chased',
    'en2-cousin-wedding: ex',
    'en2-cloudy-roof: moon',
    'en2-cloudy-roof: eyes',
    'en2-dog-collar: dog',
    'en2-dog-collar: fleeing',
    'en2-old-computer: grandmother',
  ],
  es: [
    'es2-sotano-sin-puertas: mother',
    'es2-boda-prima: ex',
    'es2-pueblo-buho: moon',
    'es2-pueblo-buho: grandparent',
    'es2-cena-puerto: letter',
    'es2-perra-collar: dog',
    'es2-perra-collar: moon',
  ],
} as const;

describe.each(Object.entries(SECOND_TUNING_SETS))('the second tuning batch in %s', (language, dreams) => {
  const score = scoreSet(dreams);

  it('has 16 dreams with ids of their own, apart from the first batch', () => {
    expect(dreams.length).toBe(16);
    const first = new Set(EVALUATION_SETS[language as 'en' | 'es'].map((dream) => dream.id));
    expect(dreams.filter((dream) => first.has(dream.id))).toEqual([]);
  });

  it('finds symbols and feelings with the target precision', () => {
    for (const category of ['symbols', 'emotions'] as const) {
      const { precision, extra } = score.categories[category];
      expect(precision, `${category}, wrong finds: ${extra.join('; ')}`).toBeGreaterThanOrEqual(TARGET.precision);
    }
  });

  it('invents only what is listed as still beyond it', () => {
    expect(score.invented).toEqual(STILL_INVENTED[language as 'en' | 'es']);
  });
});
