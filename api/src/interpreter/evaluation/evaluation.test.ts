// The offline interpreter against the written evaluation set (README.md beside this file): in each
// language, precision and recall of symbols, people and emotions reach the target, and nothing a
// dream lists as not there is ever reported. `npx tsx bench/interpreter-evaluation.ts` prints the
// figures and every wrong find and miss.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, EVALUATION_SETS, scoreSet, TARGET } from './score.ts';

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
