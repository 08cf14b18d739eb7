// Text and tag search on SQLite. FTS5 trigram tables "DreamEntrySearch" (title, contentText) and
// "DreamTagSearch" (one row per tag), keyed by owner first (migration 0002), answer rare terms; a
// quoted phrase there is an exact, case-folded substring match. Frequent terms are answered by reading
// the newest dreams with LIKE (windowedTextSearch), and a term shorter than three characters, which
// has no trigram, by a scan of the user's rows with LIKE.
import { Prisma } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import { inTagList } from '../dreams/tag-list.ts';
import { sqliteTimestamp } from '../../db/sqlite-reader.ts';
import { SEARCH_LIMIT, toHits, type DateSpan, type Hit } from './hits.ts';
import { caseVariants, characterCount, containsPattern } from './terms.ts';
import { phraseTrigrams } from './trigrams.ts';

/** An FTS5 phrase: the term in double quotes, its own double quotes doubled. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * firstWindow / maxWindow: how many of the newest dreams the LIKE pass reads first, and at most.
 * (See sqliteTextSearch; figures in bench/README.md. Tests lower them to reach every path.)
 */
export const searchTuning = { firstWindow: 256, maxWindow: 4096 };
/** More case variants than this and the LIKE pass is skipped (each variant is another LIKE). */
const MAX_CASE_VARIANTS = 8;

/**
 * LIKE over the user's dreams, newest first, stopping at the limit: all of them, or only the newest
 * `window`. SQLite's LIKE folds ASCII case only, so the other cased letters are tried in each case.
 */
async function sqliteLikeSearch(
  userId: number,
  term: string,
  content: boolean,
  tags: boolean,
  window?: number,
  favoritesOnly = false,
  span?: DateSpan,
): Promise<Hit[]> {
  const like = (column: Prisma.Sql, text: string) =>
    Prisma.join(
      caseVariants(text).map((variant) => Prisma.sql`${column} LIKE ${containsPattern(variant)} ESCAPE '\\'`),
      ' OR ',
    );
  const conditions: Prisma.Sql[] = [];
  if (content) conditions.push(like(Prisma.sql`d."title"`, term), like(Prisma.sql`d."contentText"`, term));
  if (tags) {
    // The dream's own copy of its tags: no probe of its DreamTag rows for every dream read.
    const { asWritten, exact } = inTagList(term);
    const inList = like(Prisma.sql`d."tagList"`, asWritten);
    const inARow = like(Prisma.sql`t."name"`, term);
    conditions.push(
      exact
        ? inList
        : Prisma.sql`((${inList}) AND EXISTS (SELECT 1 FROM "DreamTag" t WHERE t."dreamId" = d."id" AND (${inARow})))`,
    );
  }
  const columns = Prisma.join(
    ['id', 'date', ...(content ? ['title', 'contentText'] : []), ...(tags ? ['tagList'] : [])].map((column) =>
      Prisma.raw(`"${column}"`),
    ),
  );
  // A span of days: the ("userId", "date") index reads only its dreams.
  const spanned = span
    ? Prisma.sql` AND "date" >= ${sqliteTimestamp(span.from)} AND "date" < ${sqliteTimestamp(span.until)}`
    : Prisma.empty;
  const source =
    favoritesOnly || span
      ? Prisma.sql`(SELECT ${columns} FROM "DreamEntry" WHERE "userId" = ${userId}${favoritesOnly ? Prisma.sql` AND "isFavorite" = 1` : Prisma.empty}${spanned})`
      : window === undefined
        ? Prisma.sql`(SELECT ${columns} FROM "DreamEntry" WHERE "userId" = ${userId})`
        : Prisma.sql`(SELECT ${columns} FROM "DreamEntry" WHERE "userId" = ${userId} ORDER BY "date" DESC, "id" DESC LIMIT ${window})`;
  return toHits(
    await db().$queryRaw<{ id: number; date: string }[]>`
      SELECT d."id", d."date" FROM ${source} AS d
      WHERE ${Prisma.join(conditions, ' OR ')}
      ORDER BY d."date" DESC, d."id" DESC LIMIT ${SEARCH_LIMIT}`,
  );
}

/** An FTS5 key range: the owner is the high bits of each key (migration 0002). */
function ownerRange(userId: number, shift: bigint): [bigint, bigint] {
  const base = BigInt(userId) << shift;
  return [base, base + (1n << shift) - 1n];
}

/**
 * The user's matches of an FTS5 query in one table, as dream ids. Only the user's part of each
 * trigram's list is read (MATCH ... AND rowid BETWEEN).
 */
function sqliteMatches(userId: number, query: string, source: 'content' | 'tags'): Prisma.Sql {
  if (source === 'content') {
    const [from, to] = ownerRange(userId, 32n);
    return Prisma.sql`SELECT rowid - ${from} AS "id" FROM "DreamEntrySearch"
      WHERE "DreamEntrySearch" MATCH ${`{title contentText} : ${query}`} AND rowid BETWEEN ${from} AND ${to}`;
  }
  const [from, to] = ownerRange(userId, 40n);
  return Prisma.sql`SELECT (rowid - ${from}) >> 8 AS "id" FROM "DreamTagSearch"
    WHERE "DreamTagSearch" MATCH ${query} AND rowid BETWEEN ${from} AND ${to}`;
}

/** The newest 50 of a set of dream ids (optionally filtered further), dated by a small covering index. */
async function newestOf(userId: number, matches: Prisma.Sql, filter?: Prisma.Sql): Promise<Hit[]> {
  const join = filter
    ? Prisma.sql`CROSS JOIN "DreamEntry" d ON d."id" = m."id" WHERE d."userId" = ${userId} AND (${filter})`
    : Prisma.sql`CROSS JOIN "DreamEntry" d INDEXED BY "DreamEntry_id_userId_date_idx" ON d."id" = m."id" WHERE d."userId" = ${userId}`;
  return toHits(
    await db().$queryRaw<{ id: number; date: string }[]>`
      WITH "matches"("id") AS MATERIALIZED (${matches})
      SELECT d."id", d."date" FROM "matches" m ${join}
      ORDER BY d."date" DESC, d."id" DESC LIMIT ${SEARCH_LIMIT}`,
  );
}

/**
 * From this length SQLite asks the index for a term's rarest trigrams rather than the whole phrase.
 * Frequent terms never get here (the windowed pass answers them), so the shortcut can start early.
 */
const SQLITE_PHRASE_MIN = 8;

/**
 * A long phrase: FTS5 checks every one of its trigrams in every candidate, and trigrams such as "the"
 * are in most dreams (a 50-character phrase cost ~60 ms on 100,000 dreams). So the index is asked for
 * the dreams holding its rarest trigrams (phraseTrigrams), and those few candidates are checked with LIKE.
 */
async function sqliteContentIndexSearch(userId: number, term: string): Promise<Hit[]> {
  const variants = caseVariants(term);
  if (characterCount(term) < SQLITE_PHRASE_MIN || variants.length > MAX_CASE_VARIANTS)
    return newestOf(userId, sqliteMatches(userId, ftsPhrase(term), 'content'));
  const candidates = sqliteMatches(userId, `(${phraseTrigrams(term).map(ftsPhrase).join(' AND ')})`, 'content');
  const patterns = variants.map(containsPattern);
  const like = (column: Prisma.Sql) => patterns.map((pattern) => Prisma.sql`${column} LIKE ${pattern} ESCAPE '\\'`);
  return newestOf(
    userId,
    candidates,
    Prisma.join([...like(Prisma.sql`d."title"`), ...like(Prisma.sql`d."contentText"`)], ' OR '),
  );
}

/** The newest 50 matches from the indexes. */
async function sqliteIndexedSearch(userId: number, term: string, content: boolean, tags: boolean): Promise<Hit[]> {
  const parts: Promise<Hit[]>[] = [];
  if (content) parts.push(sqliteContentIndexSearch(userId, term));
  if (tags) parts.push(newestOf(userId, sqliteMatches(userId, ftsPhrase(term), 'tags')));
  return (await Promise.all(parts)).flat();
}

/**
 * A term of three characters or more (SQLite). The trigram index costs about a microsecond per match
 * (FTS5 checks the phrase positions of every one): little for a rare term, tens of milliseconds for
 * one in every fourth dream of a large journal.
 * Reading the newest dreams with LIKE costs about a microsecond per dream and stops at the 50th match.
 * So the newest firstWindow dreams are read first: when they hold 50 matches those are the answer
 * (every other dream is older). When they hold a few, their rate predicts how many dreams would hold
 * 50, and up to maxWindow are read. Only a term too rare for that goes to the index - where it has few
 * matches, which is what the index is quick at.
 */
async function windowedTextSearch(
  term: string,
  windowPass: ((window: number) => Promise<Hit[]>) | null,
  indexed: () => Promise<Hit[]>,
): Promise<Hit[]> {
  const { firstWindow, maxWindow } = searchTuning;
  if (windowPass) {
    const first = await windowPass(firstWindow);
    if (first.length === SEARCH_LIMIT) return first;
    const needed = first.length >= 3 ? Math.ceil((SEARCH_LIMIT / first.length) * firstWindow * 1.3) : Infinity;
    if (needed <= maxWindow) {
      const wider = await windowPass(needed);
      if (wider.length === SEARCH_LIMIT) return wider;
    }
  }
  return indexed();
}

export async function sqliteTextSearch(
  userId: number,
  term: string,
  content: boolean,
  tags: boolean,
  favoritesOnly = false,
  span?: DateSpan,
): Promise<Hit[]> {
  // Favourites are the few dreams a person marked, and a span of days (the date picker) a few of the
  // journal: their own rows are read with LIKE, newest first.
  if (favoritesOnly || span) return sqliteLikeSearch(userId, term, content, tags, undefined, favoritesOnly, span);
  // Too short for a trigram: walk the user's dreams newest first, stopping at the limit.
  if (characterCount(term) < 3) return sqliteLikeSearch(userId, term, content, tags);
  // Each case variant is another LIKE: with many, the window pass costs more than it saves.
  const windowPass =
    caseVariants(term).length <= MAX_CASE_VARIANTS
      ? (window: number) => sqliteLikeSearch(userId, term, content, tags, window)
      : null;
  return windowedTextSearch(term, windowPass, () => sqliteIndexedSearch(userId, term, content, tags));
}
