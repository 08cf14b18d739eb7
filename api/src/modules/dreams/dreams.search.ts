// Search over one user's dreams (spec section 5): a case-insensitive substring match of the term in
// the title or plain text (CONTENT), a tag (TAGS), the long formatted date (DATE: 'January 5, 2024',
// and the Spanish '5 de enero de 2024'), or any of them (ALL). Results newest first, at most
// SEARCH_LIMIT.
//
// Why a cap of 50: the search page shows cards and the dropdown a handful; 50 newest hits is more
// than a screen can use, and it bounds the work of a term that matches most of a large journal (the
// index finds candidates, but every candidate still has to be ordered by date).
//
// Text and tags are served by an index on each engine (migration 0002):
// - SQLite: FTS5 trigram tables "DreamEntrySearch" (title, contentText) and "DreamTagSearch" (one row
//   per tag), keyed by owner first. A quoted phrase is an exact, case-folded substring match.
// - PostgreSQL: pg_trgm GIN indexes on lower-cased copies of the title, the text and the tag list
//   (migrations 0004, 0005) serve `LIKE lower('%term%')`.
// A term shorter than three characters has no trigram: SQLite then scans the user's rows with LIKE,
// PostgreSQL plans the same query on the user's index instead of the trigram ones.
import { Prisma } from '../../../generated/prisma/client.ts';
import { database, db } from '../../db/current.ts';
import { DREAM_LIMITS } from './dreams.inputs.ts';
import { inTagList } from './tag-list.ts';
import type { Dream } from './dreams.service.ts';

export const SEARCH_FILTERS = ['ALL', 'CONTENT', 'TAGS', 'DATE'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
export const SEARCH_LIMIT = 50;

interface Hit {
  id: number;
  date: Date;
  /** The whole dream, when the search read it already (PostgreSQL); else it is loaded by id. */
  dream?: Dream;
}

const newestFirst = (a: Hit, b: Hit) => b.date.getTime() - a.date.getTime() || b.id - a.id;

/** Characters, not UTF-16 units: trigrams are made of characters. */
function characterCount(term: string): number {
  let count = 0;
  for (const _ of term) count += 1;
  return count;
}

/** A LIKE pattern matching `term` anywhere, with its own %, _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * SQLite's LIKE folds the case of ASCII letters only. For a short term, every case variant of its
 * other letters is tried ("ñ" -> "ñ", "Ñ"); a term of one or two characters has at most four.
 */
export function caseVariants(term: string): string[] {
  let variants = [''];
  for (const character of term) {
    const lower = character.toLowerCase();
    const upper = character.toUpperCase();
    const options =
      character < '\u0080' || lower === upper
        ? [character]
        : [...new Set([character, lower, upper].filter((c) => characterCount(c) === 1))];
    variants = variants.flatMap((prefix) => options.map((option) => prefix + option));
  }
  return variants;
}

/** An FTS5 phrase: the term in double quotes, its own double quotes doubled. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

function toHits(rows: { id: number | bigint; date: Date | string }[]): Hit[] {
  return rows.map((row) => ({ id: Number(row.id), date: new Date(row.date) }));
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
  const source =
    window === undefined
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

/** How often a character occurs in (English) dream text; rarer characters make rarer trigrams. */
const CHARACTER_FREQUENCY: Record<string, number> = {
  ' ': 0.18,
  e: 0.127,
  t: 0.091,
  a: 0.082,
  o: 0.075,
  i: 0.07,
  n: 0.067,
  s: 0.063,
  h: 0.061,
  r: 0.06,
  d: 0.043,
  l: 0.04,
  c: 0.028,
  u: 0.028,
  m: 0.024,
  w: 0.024,
  f: 0.022,
  g: 0.02,
  y: 0.02,
  p: 0.019,
  b: 0.015,
  v: 0.0098,
  k: 0.0077,
  j: 0.0015,
  x: 0.0015,
  q: 0.00095,
  z: 0.00074,
  ',': 0.01,
  '.': 0.01,
};
const frequencyOf = (character: string) => CHARACTER_FREQUENCY[character] ?? (/\d/.test(character) ? 0.01 : 0.002);

/**
 * Up to `count` trigrams of a term likely to be rare in the index. With `onePerWord`, each from a
 * different word (trigrams of one word select nearly the same dreams; another word's narrows further).
 * A word too short to hold a trigram ("1", "me") is then represented by the trigrams that run into it
 * from its neighbours: in "the number 1" the digit is the rarest part, and only "r 1" carries it.
 */
export function rarestTrigrams(term: string, count: number, onePerWord = false): string[] {
  const characters = Array.from(term.toLowerCase());
  // The word each character belongs to (-1 for spaces), and each word's length.
  const wordOf: number[] = [];
  const wordLengths: number[] = [];
  for (const character of characters) {
    if (character === ' ') {
      wordOf.push(-1);
      continue;
    }
    if (wordOf.length === 0 || wordOf.at(-1) === -1) wordLengths.push(0);
    wordOf.push(wordLengths.length - 1);
    wordLengths[wordLengths.length - 1]! += 1;
  }
  const candidates: { trigram: string; score: number; word: number }[] = [];
  for (let index = 0; index + 3 <= characters.length; index += 1) {
    const trigram = characters.slice(index, index + 3);
    const words = [...new Set(wordOf.slice(index, index + 3).filter((word) => word >= 0))];
    // Within one word: that word's. Across a space: a short word's it runs into, else no word's
    // (ranked after those that have one).
    const group = words.length === 1 ? words[0]! : (words.find((word) => wordLengths[word]! < 3) ?? -1);
    candidates.push({
      trigram: trigram.join(''),
      score: trigram.reduce((product, c) => product * frequencyOf(c), 1),
      word: group,
    });
  }
  candidates.sort((a, b) => a.score - b.score);
  const chosen: string[] = [];
  const words = new Set<number>();
  for (const candidate of candidates) {
    if (chosen.length === count) break;
    if (chosen.includes(candidate.trigram)) continue;
    if (onePerWord && (candidate.word < 0 || words.has(candidate.word))) continue;
    chosen.push(candidate.trigram);
    words.add(candidate.word);
  }
  return chosen;
}

/**
 * The trigrams a long phrase's candidates must hold. With three words or more, one per word, up to
 * six: each narrows the candidates that LIKE then checks (a 54-character phrase went from 1,392 to
 * 205) for ~0.3 ms of index reading. With fewer words, the three rarest wherever they are: the index
 * reads each trigram's whole list, and a second word's best trigram may be a common one ("umb" of
 * "number": in "number 48213", the digits' three cost a fraction of it and leave one candidate).
 */
function phraseTrigrams(term: string): string[] {
  const perWord = rarestTrigrams(term, 6, true);
  return perWord.length >= 3 ? perWord : rarestTrigrams(term, 3);
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

async function sqliteTextSearch(userId: number, term: string, content: boolean, tags: boolean): Promise<Hit[]> {
  // Too short for a trigram: walk the user's dreams newest first, stopping at the limit.
  if (characterCount(term) < 3) return sqliteLikeSearch(userId, term, content, tags);
  // Each case variant is another LIKE: with many, the window pass costs more than it saves.
  const windowPass =
    caseVariants(term).length <= MAX_CASE_VARIANTS
      ? (window: number) => sqliteLikeSearch(userId, term, content, tags, window)
      : null;
  return windowedTextSearch(term, windowPass, () => sqliteIndexedSearch(userId, term, content, tags));
}

// PostgreSQL searches "titleFolded" and "contentTextFolded", lower-cased copies the database keeps
// (migration 0004): LIKE there costs a fraction of ILIKE, which folds the case of the whole text again
// for every row it checks. Patterns are lower-cased by PostgreSQL itself (lower()), the same folding
// as the columns'.

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
async function postgresTextSearch(userId: number, term: string, content: boolean, tags: boolean): Promise<Hit[]> {
  const conditions: Prisma.Sql[] = [];
  if (content)
    conditions.push(
      postgresContains(Prisma.sql`d."titleFolded"`, term),
      postgresContains(Prisma.sql`d."contentTextFolded"`, term),
    );
  if (tags) conditions.push(postgresTagCondition(term));
  const dreams = await db().$queryRaw<Dream[]>`
    SELECT ${DREAM_COLUMNS} FROM "DreamEntry" d
    WHERE d."userId" = ${userId} AND (${Prisma.join(conditions, ' OR ')})
    ORDER BY d."date" DESC, d."id" DESC LIMIT ${SEARCH_LIMIT}`;
  return dreams.map((dream) => ({ id: dream.id, date: dream.date, dream }));
}

// --- Dates. The server stores instants; the user reads calendar days in their time zone (the web
// sends it), so the days of the user's journal are formatted and matched here, then turned back into
// instant ranges that the ("userId", "date") index answers.

const EN_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)).toLowerCase(),
);
const ES_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)).toLowerCase(),
);

/** 'January 5, 2024' and '5 de enero de 2024', lower case, for a calendar day. */
export function longDates(year: number, month: number, day: number): [string, string] {
  return [`${EN_MONTHS[month]} ${day}, ${year}`, `${day} de ${ES_MONTHS[month]} de ${year}`];
}

/**
 * The words of a long date between its numbers ("january ", ", ", " de enero de "). A term's text
 * between digits must fall inside one of them, else no day can match and the journal's days need
 * not be listed.
 */
const DATE_WORDS = [...EN_MONTHS.map((month) => `${month} `), ', ', ...ES_MONTHS.map((month) => ` de ${month} de `)];

/** The longest long date, in either language ("30 de septiembre de 2024"): 24 characters. */
const LONGEST_DATE = Math.max(
  ...[...EN_MONTHS, ...ES_MONTHS].map((month) => `30 de ${month} de 2024`.length),
  'September 30, 2024'.length,
);

function mayMatchADate(term: string): boolean {
  if (characterCount(term) > LONGEST_DATE) return false;
  // A day has at most two digits and a year four.
  if (/\d{5}/.test(term)) return false;
  // Around and between the numbers are only the words of one date: "number 9999" can match none.
  return term.split(/\d+/).every((text) => text === '' || DATE_WORDS.some((words) => words.includes(text)));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(instant: number, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day (as a UTC-midnight day number) starts in the zone. */
function startOfDay(utcMidnight: number, timeZone: string): number {
  const first = utcMidnight - offsetAt(utcMidnight, timeZone);
  return utcMidnight - offsetAt(first, timeZone);
}

/** The calendar day of an instant in the zone, as the UTC midnight of that day. */
function dayOf(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day);
}

const DAY = 86_400_000;

async function dateSearch(userId: number, term: string, timeZone: string): Promise<Hit[]> {
  const needle = term.toLowerCase();
  if (!mayMatchADate(needle)) return [];
  // Two index seeks (one MIN and one MAX together would read every row of the user on SQLite).
  const [first, last] = await Promise.all([
    db().dreamEntry.findFirst({ where: { userId }, orderBy: { date: 'asc' }, select: { date: true } }),
    db().dreamEntry.findFirst({ where: { userId }, orderBy: { date: 'desc' }, select: { date: true } }),
  ]);
  if (!first || !last) return [];
  // Matching days, newest first, merged into runs of consecutive days: [first day, last day].
  const runs: [number, number][] = [];
  const oldest = dayOf(first.date.getTime(), timeZone);
  for (let day = dayOf(last.date.getTime(), timeZone); day >= oldest; day -= DAY) {
    const date = new Date(day);
    const [en, es] = longDates(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    if (!en.includes(needle) && !es.includes(needle)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] === day + DAY) last[0] = day;
    else runs.push([day, day]);
  }
  // The newest runs first, a few at a time, until the limit is reached.
  const hits: Hit[] = [];
  for (let index = 0; index < runs.length && hits.length < SEARCH_LIMIT; index += 20) {
    const ranges = runs.slice(index, index + 20).map(([first, last]) => ({
      date: { gte: new Date(startOfDay(first, timeZone)), lt: new Date(startOfDay(last + DAY, timeZone)) },
    }));
    const rows = await db().dreamEntry.findMany({
      where: { userId, OR: ranges },
      orderBy: [{ date: 'desc' }, { id: 'desc' }],
      take: SEARCH_LIMIT - hits.length,
      select: { id: true, date: true },
    });
    hits.push(...rows);
  }
  return hits;
}

export interface SearchRequest {
  userId: number;
  /** Already normalised (one line, trimmed, not empty). */
  query: string;
  filter: SearchFilter;
  timeZone?: string | null;
}

export async function searchDreams(request: SearchRequest): Promise<Dream[]> {
  const { userId, query, filter } = request;
  const content = filter === 'ALL' || filter === 'CONTENT';
  // No tag is longer than the tag limit, so a longer term cannot match one: skip that index.
  const tags = (filter === 'ALL' || filter === 'TAGS') && characterCount(query) <= DREAM_LIMITS.tagMax;
  const dates = filter === 'ALL' || filter === 'DATE';
  const textSearch = database().engine === 'sqlite' ? sqliteTextSearch : postgresTextSearch;
  const found = await Promise.all([
    content || tags ? textSearch(userId, query, content, tags) : [],
    dates ? dateSearch(userId, query, request.timeZone ?? 'UTC') : [],
  ]);
  // Each source is its own newest 50, so the newest 50 of their union are among them.
  const unique = new Map<number, Hit>();
  for (const hit of found.flat()) if (!unique.get(hit.id)?.dream) unique.set(hit.id, hit);
  const newest = [...unique.values()].sort(newestFirst).slice(0, SEARCH_LIMIT);
  const byId = new Map<number, Dream>();
  for (const hit of newest) if (hit.dream) byId.set(hit.id, hit.dream);
  const toLoad = newest.filter((hit) => !hit.dream).map((hit) => hit.id);
  if (toLoad.length > 0) {
    const reader = database().reader;
    const loaded: Dream[] = reader
      ? reader.dreamsByIds(userId, toLoad)
      : await db().dreamEntry.findMany({ where: { id: { in: toLoad }, userId } });
    for (const dream of loaded) byId.set(dream.id, dream);
  }
  return newest.map((hit) => byId.get(hit.id)).filter((dream): dream is Dream => dream !== undefined);
}
