// The recurring elements of a dream (symbols, people, places, feelings) as insights count them: read
// once by the offline analysis when the dream is saved and stored with it (DreamEntry.elements), so
// the insights page counts stored ids and never reads a dream's text again.
import { analyzeDream } from '../../interpreter/analyze.ts';
import { EMOTIONS } from '../../interpreter/emotions.ts';
import { LEXICON } from '../../interpreter/lexicon/index.ts';
import type { Pair } from '../../interpreter/lexicon/types.ts';

export const ELEMENT_KINDS = ['SYMBOL', 'PERSON', 'PLACE', 'FEELING'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** As stored: the lexicon (or emotion) ids found in one dream, by kind. Short keys: one per dream row. */
export interface StoredElements {
  s: string[];
  p: string[];
  l: string[];
  f: string[];
}

const KEY_OF: Record<ElementKind, keyof StoredElements> = { SYMBOL: 's', PERSON: 'p', PLACE: 'l', FEELING: 'f' };

export interface DreamText {
  title: string;
  /** The plain text (contentText), never the HTML. */
  text: string;
  tags: readonly string[];
  date: Date;
}

/** Reads a dream's elements; each id once, most salient first (the analysis's order). */
export function readElements(dream: DreamText): StoredElements {
  const analysis = analyzeDream(dream);
  const elements: StoredElements = { s: [], p: [], l: [], f: [] };
  for (const hit of analysis.symbols) {
    const key = hit.entry.theme === 'people' ? 'p' : hit.entry.theme === 'places' ? 'l' : 's';
    if (!elements[key].includes(hit.entry.id)) elements[key].push(hit.entry.id);
  }
  for (const hit of analysis.emotions) {
    if (!elements.f.includes(hit.entry.id)) elements.f.push(hit.entry.id);
  }
  return elements;
}

export function serializeElements(dream: DreamText): string {
  return JSON.stringify(readElements(dream));
}

/** The stored JSON read back; a null (not read yet) or damaged value counts as no elements. */
export function parseElements(stored: string | null): StoredElements {
  if (!stored) return { s: [], p: [], l: [], f: [] };
  try {
    const value = JSON.parse(stored) as Partial<StoredElements>;
    return { s: value.s ?? [], p: value.p ?? [], l: value.l ?? [], f: value.f ?? [] };
  } catch {
    return { s: [], p: [], l: [], f: [] };
  }
}

export function idsOfKind(elements: StoredElements, kind: ElementKind): string[] {
  return elements[KEY_OF[kind]];
}

const LABELS = new Map<string, Pair>([
  ...LEXICON.map((entry): [string, Pair] => [`lexicon:${entry.id}`, entry.label]),
  ...EMOTIONS.map((entry): [string, Pair] => [`emotion:${entry.id}`, entry.label]),
]);

/**
 * An element's name for a list ("mother", "la madre" -> "madre"): the lexicon names things for a
 * sentence ("your mother", "tu madre"), a list shows the bare noun. An id no longer in the lexicon
 * shows as itself.
 */
export function elementLabel(kind: ElementKind, id: string, locale: 'en' | 'es'): string {
  const pair = LABELS.get(`${kind === 'FEELING' ? 'emotion' : 'lexicon'}:${id}`);
  if (!pair) return id;
  const label = locale === 'es' ? pair[1] : pair[0];
  return label.replace(/^(your|the|a|an|el|la|los|las|tu|tus|un|una) /i, '');
}
