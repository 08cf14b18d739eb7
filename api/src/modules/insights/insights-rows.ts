// The reads behind the insights: a user's dreams of a range with what each stored at save, in pages,
// as one plain SQL statement per engine instead of a Prisma query with a relation (which built an
// object per row and per codes row, and read every dream's whole codes: bench/README.md 13). On SQLite
// the statement runs on the read-only connection of db/sqlite-reader.ts when it is open (the
// default), else through Prisma's raw query, as on PostgreSQL. Rows are converted to one shape here.
// Authorization stays with the callers: the user id is always the signed-in viewer's.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { database } from '../../db/current.ts';
import { parseSqliteTimestamp, sqliteTimestamp } from '../../db/sqlite-reader.ts';

/** Rows per read: bounds memory, and other requests run between pages. */
export const PAGE = 1000;

export interface InsightsRow {
  id: number;
  title: string;
  date: Date;
  tagList: string;
  elements: string | null;
  lucid: boolean | null;
  nightmare: boolean | null;
  recurring: boolean | null;
  mood: number | null;
  vividness: number | null;
  sleepQuality: number | null;
  /** Whether the dream has stored content codes (content-codes-backfill.ts codes those without). */
  coded: boolean;
  /** The stored profile counts (content-profile.ts); null for codes stored before them. */
  profileCounts: string | null;
  /** The stored codes, read only when their counts are not stored yet. */
  codes: string | null;
}

export interface CodesRow {
  id: number;
  date: Date;
  codes: string;
}

/** UTC bounds of a read: [gte, lt), either open. */
export interface DateBounds {
  gte?: Date;
  lt?: Date;
}

const ROW_COLUMNS = `d."id", d."title", d."date", d."tagList", d."elements", d."lucid", d."nightmare", d."recurring", d."mood", d."vividness", d."sleepQuality", c."dreamId" IS NOT NULL AS "coded", c."profileCounts", CASE WHEN c."profileCounts" IS NULL THEN c."codes" END AS "codes"`;
const ROWS_FROM = `FROM "DreamEntry" d LEFT JOIN "DreamContentCodes" c ON c."dreamId" = d."id"`;
const CODES_FROM = `FROM "DreamEntry" d JOIN "DreamContentCodes" c ON c."dreamId" = d."id"`;

// Row values let both engines seek the (userId, date, id) index to the cursor.
const SQL = {
  sqlite: {
    rows: `SELECT ${ROW_COLUMNS} ${ROWS_FROM} WHERE d."userId" = ? AND d."date" >= ? AND d."date" < ? AND (d."date", d."id") > (?, ?) ORDER BY d."date" ASC, d."id" ASC LIMIT ?`,
    codes: `SELECT d."id", d."date", c."codes" ${CODES_FROM} WHERE d."userId" = ? AND d."date" >= ? AND d."date" < ? AND (d."date", d."id") < (?, ?) ORDER BY d."date" DESC, d."id" DESC LIMIT ?`,
  },
  postgres: {
    rows: `SELECT ${ROW_COLUMNS} ${ROWS_FROM} WHERE d."userId" = $1 AND d."date" >= $2::timestamp(3) AND d."date" < $3::timestamp(3) AND (d."date", d."id") > ($4::timestamp(3), $5) ORDER BY d."date" ASC, d."id" ASC LIMIT $6`,
    codes: `SELECT d."id", d."date", c."codes" ${CODES_FROM} WHERE d."userId" = $1 AND d."date" >= $2::timestamp(3) AND d."date" < $3::timestamp(3) AND (d."date", d."id") < ($4::timestamp(3), $5) ORDER BY d."date" DESC, d."id" DESC LIMIT $6`,
  },
} as const;

// Open bounds as values every stored date lies between (SQLite compares the stored ISO text).
const FIRST = new Date('0001-01-01T00:00:00.000Z');
const LAST = new Date('9999-12-31T00:00:00.000Z');

/** Each engine's parameter for a date: SQLite's stored text, PostgreSQL's ISO timestamp. */
const sqliteDate = (date: Date) => sqliteTimestamp(date);
const postgresDate = (date: Date) => date.toISOString();

const asDate = (value: unknown) => (value instanceof Date ? value : parseSqliteTimestamp(String(value)));
const asBoolean = (value: unknown) => (value == null ? null : value === true || value === 1 || value === 1n);
const asNumber = (value: unknown) => (value == null ? null : Number(value));
const asText = (value: unknown) => (value == null ? null : String(value));

/** Runs one statement of `SQL` and returns its rows as arrays of values in SELECT order. */
async function run(statement: keyof (typeof SQL)['sqlite'], parameters: unknown[]): Promise<unknown[][]> {
  const { engine, reader, prisma } = database();
  const sql = SQL[engine][statement];
  if (reader) return reader.rows(sql, parameters);
  const rows = await prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...parameters);
  return rows.map((row) => Object.values(row));
}

/** The user's dreams dated within `bounds`, oldest first, a page at a time. */
export async function* insightsRows(userId: number, bounds: DateBounds): AsyncGenerator<InsightsRow[]> {
  const toParameter = database().engine === 'sqlite' ? sqliteDate : postgresDate;
  const gte = toParameter(bounds.gte ?? FIRST);
  const lt = toParameter(bounds.lt ?? LAST);
  let after: [unknown, number] = [toParameter(FIRST), 0];
  for (let first = true; ; first = false) {
    if (!first) await yieldToEventLoop();
    const raw = await run('rows', [userId, gte, lt, after[0], after[1], PAGE]);
    const rows = raw.map((row): InsightsRow => ({
      id: Number(row[0]),
      title: String(row[1]),
      date: asDate(row[2]),
      tagList: String(row[3]),
      elements: asText(row[4]),
      lucid: asBoolean(row[5]),
      nightmare: asBoolean(row[6]),
      recurring: asBoolean(row[7]),
      mood: asNumber(row[8]),
      vividness: asNumber(row[9]),
      sleepQuality: asNumber(row[10]),
      coded: asBoolean(row[11]) === true,
      profileCounts: asText(row[12]),
      codes: asText(row[13]),
    }));
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    const last = raw[raw.length - 1]!;
    // The cursor as the engine stores it (SQLite: the row's own text, so equal dates compare equal).
    after = [typeof last[2] === 'string' ? last[2] : toParameter(asDate(last[2])), Number(last[0])];
  }
}

/** The stored codes of the user's coded dreams dated within `bounds`, newest first, a page at a time. */
export async function* codesRows(userId: number, bounds: DateBounds): AsyncGenerator<CodesRow[]> {
  const toParameter = database().engine === 'sqlite' ? sqliteDate : postgresDate;
  const gte = toParameter(bounds.gte ?? FIRST);
  const lt = toParameter(bounds.lt ?? LAST);
  let before: [unknown, number] = [toParameter(LAST), 0];
  for (let first = true; ; first = false) {
    if (!first) await yieldToEventLoop();
    const raw = await run('codes', [userId, gte, lt, before[0], before[1], PAGE]);
    if (raw.length > 0) yield raw.map((row) => ({ id: Number(row[0]), date: asDate(row[1]), codes: String(row[2]) }));
    if (raw.length < PAGE) return;
    const last = raw[raw.length - 1]!;
    before = [typeof last[1] === 'string' ? last[1] : toParameter(asDate(last[1])), Number(last[0])];
  }
}
