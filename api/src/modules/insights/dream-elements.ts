// The recurring elements of a dream (symbols, people, places, feelings) as insights count them: read
// once by the offline analysis when the dream is saved and stored with it (DreamEntry.elements), so
// the insights page counts stored ids and never reads a dream's text again.
import { analyzeDream } from '../../interpreter/analyze.ts';

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
