// A dream's tags as stored in its own row (DreamEntry.tagList): the names in order, as a JSON array.
// A copy of its DreamTag rows written in the same statement, so a page of dreams comes with its tags
// from one query, and search reads tags from the row it reads anyway (SQLite's newest-first pass;
// PostgreSQL's lower-cased copy, migration 0005). The DreamTag rows stay the source for statistics
// and SQLite's tag index.
import type { DreamEntry } from '../../../generated/prisma/client.ts';

export function tagListOf(tags: readonly string[]): string {
  return JSON.stringify(tags);
}

/** A dream's tag names, in order. */
export function tagsOf(dream: Pick<DreamEntry, 'tagList'>): string[] {
  return JSON.parse(dream.tagList) as string[];
}

/**
 * A term as JSON writes it inside a string, to be matched in a dream's "tagList" (the JSON array of
 * its tag names). Without `"` or `\` it is the term itself and a match is exact: every boundary
 * between two names is a `"` (also in the `", "` of migration 0003's backfill on PostgreSQL), so a
 * match lies inside one name. With either, a match may run across
 * an escaped boundary (`",` in `["x\\","y"]`), so it must be confirmed on the DreamTag rows.
 */
export function inTagList(term: string): { asWritten: string; exact: boolean } {
  const asWritten = JSON.stringify(term).slice(1, -1);
  return { asWritten, exact: asWritten === term };
}
