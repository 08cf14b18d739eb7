// Text and tag search on PostgreSQL: pg_trgm GIN indexes on lower-cased copies of the title, the text
// and the tag list (migrations 0004, 0005) serve `LIKE lower('%term%')`. A term shorter than three
// characters has no trigram: the planner then walks the user's index instead of the trigram ones.
//
// It searches "titleFolded" and "contentTextFolded", lower-cased copies the database keeps
// (migration 0004): LIKE there costs a fraction of ILIKE, which folds the case of the whole text again
// for every row it checks. Patterns are lower-cased by PostgreSQL itself (lower()), the same folding
// as the columns'.
import { Prisma } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import type { Dream } from '../dreams/dreams.service.ts';
import { inTagList } from '../dreams/tag-list.ts';
import { SEARCH_LIMIT, type DateSpan, type Hit } from './hits.ts';
import { characterCount, containsPattern } from './terms.ts';
import { phraseTrigrams } from './trigrams.ts';

/** The trigrams of phraseTrigrams, cut from the term as typed (PostgreSQL lower-cases them itself). */
function postgresPhraseTrigrams(term: string): string[] | null {
  const folded = Array.from(term.toLowerCase());
  const typed = Array.from(term);
  // Where lower-casing changes the length ("İ"), positions no longer line up: no trigram shortcut.
  if (folded.length !== typed.length) return null;
  const text = folded.join('');
  return phraseTrigrams(term).map((trigram) => {
    const start = Array.from(text.slice(0, text.indexOf(trigram))).length;
    return typed.slice(start, start + 3).join('');
  });
}

/**
 * From this length PostgreSQL asks the index for a phrase's rarest trigrams. Later than on SQLite
 * (SQLITE_PHRASE_MIN), since nothing keeps frequent terms away here: a frequent term of 8-16
 * characters ("swimming through") had the planner read its thousands of candidates through the
 * index (0.3-0.9 s) instead of walking the newest dreams; phrases this long are rare in practice.
 */
const POSTGRES_PHRASE_MIN = 24;

/**
 * `column` (a folded one) contains the term. For a long phrase the index is asked for its rarest
 * trigrams only, as on SQLite: pg_trgm would otherwise intersect the lists of all of them ("the",
 * "and"... are in most dreams; 42 ms for a 54-character phrase against 11 ms in psql), and the phrase is
 * checked on those candidates through an expression no index serves.
 */
function postgresContains(column: Prisma.Sql, term: string): Prisma.Sql {
  const pattern = containsPattern(term);
  const trigrams = characterCount(term) >= POSTGRES_PHRASE_MIN ? postgresPhraseTrigrams(term) : null;
  if (!trigrams) return Prisma.sql`${column} LIKE lower(${pattern}) ESCAPE '\\'`;
  const indexed = trigrams.map((trigram) => Prisma.sql`${column} LIKE lower(${containsPattern(trigram)}) ESCAPE '\\'`);
  return Prisma.sql`(${Prisma.join(indexed, ' AND ')} AND (${column} || '') LIKE lower(${pattern}) ESCAPE '\\')`;
}

/** The tag condition, on "tagListFolded", the lower-cased "tagList" (migration 0005); see inTagList. */
function postgresTagCondition(term: string): Prisma.Sql {
  const { asWritten, exact } = inTagList(term);
  const inList = postgresContains(Prisma.sql`d."tagListFolded"`, asWritten);
  if (exact) return inList;
  return Prisma.sql`(${inList} AND EXISTS (SELECT 1 FROM "DreamTag" t
    WHERE t."dreamId" = d."id" AND t."name" ILIKE ${containsPattern(term)} ESCAPE '\\'))`;
}

/** The model's columns, read by the search itself so that it needs no second statement to load them. */
const DREAM_COLUMNS = Prisma.join(
  Object.values(Prisma.DreamEntryScalarFieldEnum).map((column) => Prisma.raw(`d."${column}"`)),
);

/**
 * One statement over the user's dreams: title, text and tags are all columns of the dream's row, so
 * the planner has two plans to pick from, both good - for a common term, a walk of the user's dreams
 * newest first that stops at the 50th match (a few hundred rows); for a rarer one, the union of the
 * three trigram indexes' candidates, then the newest 50 of them. Either way the rows read are the
 * answer: the 50 dreams come back whole, without a second round trip. (No windowed pass as on SQLite:
 * reading a window of the newest dreams costs a heap page per dream, more than the planner's own
 * newest-first walk; bench/README.md, section 2.)
 */
export async function postgresTextSearch(
  userId: number,
  term: string,
  content: boolean,
  tags: boolean,
  favoritesOnly = false,
  span?: DateSpan,
): Promise<Hit[]> {
  const conditions: Prisma.Sql[] = [];
  if (content)
    conditions.push(
      postgresContains(Prisma.sql`d."titleFolded"`, term),
      postgresContains(Prisma.sql`d."contentTextFolded"`, term),
    );
  if (tags) conditions.push(postgresTagCondition(term));
  const dreams = await db().$queryRaw<Dream[]>`
    SELECT ${DREAM_COLUMNS} FROM "DreamEntry" d
    WHERE d."userId" = ${userId} ${favoritesOnly ? Prisma.sql`AND d."isFavorite"` : Prisma.empty}
      ${span ? Prisma.sql`AND d."date" >= ${span.from} AND d."date" < ${span.until}` : Prisma.empty}
      AND (${Prisma.join(conditions, ' OR ')})
    ORDER BY d."date" DESC, d."id" DESC LIMIT ${SEARCH_LIMIT}`;
  return dreams.map((dream) => ({ id: dream.id, date: dream.date, dream }));
}
