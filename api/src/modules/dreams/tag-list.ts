// A dream's tags as stored in its own row (DreamEntry.tagList): the names in order, as a JSON array.
// A copy of its DreamTag rows written in the same statement, so a page of dreams comes with its tags
// from one query; the DreamTag rows stay the source for search and statistics.
import type { DreamEntry } from '../../../generated/prisma/client.ts';

export function tagListOf(tags: readonly string[]): string {
  return JSON.stringify(tags);
}

/** A dream's tag names, in order. */
export function tagsOf(dream: Pick<DreamEntry, 'tagList'>): string[] {
  return JSON.parse(dream.tagList) as string[];
}
