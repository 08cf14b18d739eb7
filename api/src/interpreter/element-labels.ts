// The names of the elements stored with each dream (symbols, people, places, feelings) for a list
// or a prompt: the insights' lists and the model's journal memory name them alike.
import type { RecurringKind } from '../providers/ai/types.ts';
import { EMOTIONS } from './emotions.ts';
import { LEXICON } from './lexicon/index.ts';
import type { Pair } from './lexicon/types.ts';

const LABELS = new Map<string, Pair>([
  ...LEXICON.map((entry): [string, Pair] => [`lexicon:${entry.id}`, entry.label]),
  ...EMOTIONS.map((entry): [string, Pair] => [`emotion:${entry.id}`, entry.label]),
]);

/**
 * An element's name for a list ("mother", "la madre" -> "madre"): the lexicon names things for a
 * sentence ("your mother", "tu madre"), a list shows the bare noun. An id no longer in the lexicon
 * shows as itself.
 */
export function elementLabel(kind: RecurringKind, id: string, locale: 'en' | 'es'): string {
  const pair = LABELS.get(`${kind === 'FEELING' ? 'emotion' : 'lexicon'}:${id}`);
  if (!pair) return id;
  const label = locale === 'es' ? pair[1] : pair[0];
  return label.replace(/^(your|the|a|an|el|la|los|las|tu|tus|un|una) /i, '');
}
