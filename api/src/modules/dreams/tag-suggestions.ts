// The user's own tags that contain what is being typed in the tag field, most used first, so the same
// theme keeps one name ("dog" and "animals" do not drift apart). Counted by the database on the
// DreamTag rows (index on userId, name), never by loading dreams.
import { db } from '../../db/current.ts';
import { containsPattern } from '../search/terms.ts';
import { DREAM_LIMITS, singleLine } from '#shared/inputs/dreams.inputs.ts';
import type { TagCount } from './dreams.service.ts';

export const TAG_SUGGESTIONS_MAX = 8;

/**
 * Tags of `userId` containing `text` (ignoring case, as tags are compared), one spelling per tag
 * (the first in the alphabet, as in topTags). A text longer than any tag suggests nothing.
 */
export async function tagSuggestions(userId: number, text: string, limit: number): Promise<TagCount[]> {
  const term = singleLine(text);
  if (term.length > DREAM_LIMITS.tagMax) return [];
  const take = Math.min(Math.max(limit, 1), TAG_SUGGESTIONS_MAX);
  // lower() on both sides: SQLite's LIKE folds ASCII only, PostgreSQL's not at all.
  const rows = await db().$queryRaw<{ name: string; count: number | bigint }[]>`
    SELECT MIN("name") AS "name", COUNT(*) AS "count" FROM "DreamTag"
    WHERE "userId" = ${userId} AND lower("name") LIKE lower(${containsPattern(term)}) ESCAPE '\\'
    GROUP BY lower("name") ORDER BY COUNT(*) DESC, MIN("name") ASC LIMIT ${take}`;
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}
