// The memory of the journal behind "your brother, in 4 of your 30 dreams since March": which of this
// dream's elements (symbols, people, places, feelings) the same user's other dreams hold too, counted
// from the elements stored with each dream at save (insights/dream-elements.ts), so no dream's text is
// read again. Only the viewer's own dreams are read (the dream was checked to be theirs before), and
// only counts and lexicon ids leave here: the voices and the model never see another dream's words.
import { database } from '../../db/current.ts';
import type { JournalMemory, RecurringElement, RecurringKind } from '../../providers/ai/types.ts';
import { ELEMENT_KINDS, idsOfKind, parseElements, type StoredElements } from '../insights/dream-elements.ts';

/** The newest dreams counted: bounds the read (one indexed range of small rows) for a long journal. */
export const JOURNAL_MEMORY_DREAMS = 1000;

/** How many recurring elements a request carries: enough for a sentence, bounded for a prompt. */
export const MAX_RECURRING = 3;

/** Fewer dreams than this and a count says nothing ("2 of your 2 dreams"). */
const MIN_JOURNAL_DREAMS = 3;

/**
 * Counts, among `journal` (the user's newest dreams, newest first), the dreams holding each of this
 * dream's elements. Pure, for tests: `journalMemoryOf` reads the rows.
 */
export function countRecurring(
  dream: { id: number; elements: StoredElements },
  journal: readonly { id: number; elements: StoredElements }[],
): RecurringElement[] {
  const wanted = new Map<string, RecurringElement & { salience: number }>();
  let salience = 0;
  for (const kind of ELEMENT_KINDS) {
    for (const id of idsOfKind(dream.elements, kind)) {
      // The dream itself counts once even when it is beyond the newest JOURNAL_MEMORY_DREAMS.
      wanted.set(`${kind}:${id}`, { kind: kind as RecurringKind, id, dreams: 1, salience: salience++ });
    }
  }
  for (const other of journal) {
    if (other.id === dream.id) continue;
    for (const kind of ELEMENT_KINDS) {
      for (const id of idsOfKind(other.elements, kind)) {
        const found = wanted.get(`${kind}:${id}`);
        if (found) found.dreams += 1;
      }
    }
  }
  return [...wanted.values()]
    .filter((element) => element.dreams >= 2)
    .sort((a, b) => b.dreams - a.dreams || a.salience - b.salience)
    .slice(0, MAX_RECURRING)
    .map(({ kind, id, dreams }) => ({ kind, id, dreams }));
}

/**
 * The journal memory for one of `userId`'s dreams, whose elements are `elements`; undefined when
 * nothing recurs or the journal is too short to say so.
 */
export async function journalMemoryOf(
  userId: number,
  dream: { id: number; date: Date; elements: StoredElements },
): Promise<JournalMemory | undefined> {
  const rows = await database().prisma.dreamEntry.findMany({
    where: { userId },
    select: { id: true, date: true, elements: true },
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
    take: JOURNAL_MEMORY_DREAMS,
  });
  const counted = rows.some((row) => row.id === dream.id) ? rows.length : rows.length + 1;
  if (counted < MIN_JOURNAL_DREAMS) return undefined;
  const journal = rows.map((row) => ({ id: row.id, elements: parseElements(row.elements) }));
  const recurring = countRecurring(dream, journal);
  if (recurring.length === 0) return undefined;
  const oldest = rows.at(-1)!.date;
  return { dreams: counted, since: dream.date < oldest ? dream.date : oldest, recurring };
}
