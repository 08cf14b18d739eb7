// Scores the offline interpreter's analysis against the written evaluation set: precision and
// recall of symbols, people and emotions per language, and what it invents (anything a dream lists
// under `notThere`). Pure; used by the evaluation test and by bench/interpreter-evaluation.ts.
import { analyzeDream } from '../analyze.ts';
import { DREAMS_EN } from './tuning-en.ts';
import { DREAMS_ES } from './tuning-es.ts';
import type { EvaluationDream } from './types.ts';

export const EVALUATION_SETS = { en: DREAMS_EN, es: DREAMS_ES } as const;
export const CATEGORIES = ['symbols', 'people', 'emotions'] as const;
export type Category = (typeof CATEGORIES)[number];

export const TARGET = { precision: 0.9, recall: 0.8 } as const;

export interface CategoryScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** "dream id: symbol id" for each wrong find and each miss, for reading. */
  extra: string[];
  missed: string[];
}

export interface SetScore {
  dreams: number;
  categories: Record<Category, CategoryScore>;
  /** "dream id: id" for each thing reported that the dream lists as not there. */
  invented: string[];
}

/** What the analysis finds in one dream, in the evaluation's three categories. */
export function findings(dream: EvaluationDream): Record<Category, string[]> {
  const analysis = analyzeDream({
    title: dream.title,
    text: dream.text,
    tags: [...(dream.tags ?? [])],
    date: new Date(0),
  });
  const ids = (hits: readonly { entry: { id: string } }[]) => [...new Set(hits.map((hit) => hit.entry.id))];
  return {
    symbols: ids(analysis.symbols.filter((hit) => hit.entry.theme !== 'people')),
    people: ids(analysis.symbols.filter((hit) => hit.entry.theme === 'people')),
    emotions: ids(analysis.emotions),
  };
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

export function scoreSet(dreams: readonly EvaluationDream[]): SetScore {
  const categories = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      { truePositives: 0, falsePositives: 0, falseNegatives: 0, precision: 0, recall: 0, extra: [], missed: [] },
    ]),
  ) as unknown as Record<Category, CategoryScore>;
  const invented: string[] = [];
  for (const dream of dreams) {
    const found = findings(dream);
    for (const category of CATEGORIES) {
      const expected = new Set(dream[category]);
      const score = categories[category];
      for (const id of found[category]) {
        if (expected.has(id)) score.truePositives++;
        else {
          score.falsePositives++;
          score.extra.push(`${dream.id}: ${id}`);
        }
        if (dream.notThere?.includes(id)) invented.push(`${dream.id}: ${id}`);
      }
      for (const id of expected) {
        if (!found[category].includes(id)) {
          score.falseNegatives++;
          score.missed.push(`${dream.id}: ${id}`);
        }
      }
    }
  }
  for (const score of Object.values(categories)) {
    score.precision = ratio(score.truePositives, score.truePositives + score.falsePositives);
    score.recall = ratio(score.truePositives, score.truePositives + score.falseNegatives);
  }
  return { dreams: dreams.length, categories, invented };
}
