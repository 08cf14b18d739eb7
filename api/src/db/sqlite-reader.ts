// Prepared statements for the hottest reads on SQLite: the session behind a request (every request
// reads it), the archive page (a user's dreams newest first, with their tags) and the dreams of a
// search result. Prisma's better-sqlite3 adapter prepares every statement again on each call and
// builds its results through the query engine; for these reads that costs more than the query itself
// (bench/README.md). These statements are prepared once, on a read-only connection of their own (WAL:
// readers never wait for the writer and see every committed write).
//
// The rows have exactly the shape Prisma returns: columns and conversions come from the Prisma
// datamodel, so a field added to the model is read here too (a test compares both paths).
// Authorization does not change: callers pass the signed-in user's id from the GraphQL resolver,
// which keeps its scopes, and the rows go through the same types and their auth checks.
import Database from 'better-sqlite3';
import type { DreamEntry, Session, User } from '../../generated/prisma/client.ts';
import { getDatamodel } from '../../generated/pothos-types.ts';

export interface DreamPageQuery {
  userId: number;
  after?: { date: Date; id: number };
  before?: { date: Date; id: number };
  limit: number;
  inverted: boolean;
  /**
   * The two long text columns are read only when the query asks for them (most pages show a title, a
   * date, a preview and tags); an unread one is the empty string. Absent means read both.
   */
  text?: { content: boolean; contentText: boolean };
}

export interface FastReader {
  /** A session by its id (hash) with its user, as `prisma.session.findUnique({ include: { user: true } })`. */
  sessionWithUser(id: string): (Session & { user: User }) | null;
  /** A page of the user's dreams (each with its tags, in DreamEntry.tagList). */
  dreamPage(query: DreamPageQuery): DreamEntry[];
  /** The user's dreams among `ids`, in no particular order. */
  dreamsByIds(userId: number, ids: readonly number[]): DreamEntry[];
  /**
   * The rows of a read-only statement a module writes for itself (insights), as arrays of column
   * values in SELECT order, without conversions. Each text is prepared once. The caller keeps the
   * authorization: it passes the signed-in user's id as a parameter.
   */
  rows(sql: string, parameters: readonly unknown[]): unknown[][];
  close(): void;
}

/** How Prisma's adapter stores DateTime on SQLite (ISO 8601, "+00:00"): comparisons must match it. */
export function sqliteTimestamp(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}

const DIGIT_0 = 48;

/** The number written by the ASCII digits of `text` from `start` to `end` (exclusive); NaN on a non-digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * A stored timestamp as a Date. Every row has up to three, and `new Date(text)` (V8's general date
 * parser) was a tenth of the CPU of the REST list of 1,000 dreams; the one format the adapter writes
 * ("2026-11-24T01:02:03.456+00:00") is read field by field instead. Anything else goes to the general
 * parser, so an unexpected format is still read right, only slower.
 */
export function parseSqliteTimestamp(text: string): Date {
  if (
    text.length === 29 &&
    text.charCodeAt(4) === 45 && // -
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 84 && // T
    text.charCodeAt(13) === 58 && // :
    text.charCodeAt(16) === 58 &&
    text.charCodeAt(19) === 46 && // .
    text.endsWith('+00:00')
  ) {
    const year = digitsAt(text, 0, 4);
    const month = digitsAt(text, 5, 7);
    const day = digitsAt(text, 8, 10);
    const hours = digitsAt(text, 11, 13);
    const minutes = digitsAt(text, 14, 16);
    const seconds = digitsAt(text, 17, 19);
    // Out-of-range fields would roll over in Date.UTC, and it reads years below 100 as 19xx; those
    // (never written) take the general parser.
    if (
      year >= 100 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= 31 &&
      hours <= 23 &&
      minutes <= 59 &&
      seconds <= 59
    ) {
      const time = Date.UTC(year, month - 1, day, hours, minutes, seconds, digitsAt(text, 20, 23));
      const date = new Date(time);
      if (!Number.isNaN(time) && date.getUTCDate() === day) return date;
    }
  }
  return new Date(text);
}

/**
 * Rows are read as arrays (better-sqlite3's raw mode): building a keyed object per row and then the
 * model object from it cost a third of the reader's time on a 1,000-dream list (bench/README.md).
 */
type RawRow = unknown[];

/**
 * The SELECT list of a model's scalar fields and the converter from a row's values, starting at
 * `offset` (a joined row holds several models side by side).
 */
function modelReader<T>(model: string, table: string) {
  const fields = getDatamodel().datamodel.models[model]!.fields.filter((field) => field.kind === 'scalar');
  const columnList = fields.map((field) => `${table}."${field.name}"`);
  // Precomputed per field (this runs for every row of every page): target name and kind.
  const plan = fields.map((field) => ({
    name: field.name,
    kind: field.type === 'Boolean' ? 1 : field.type === 'DateTime' ? 2 : 0,
  }));
  const convert = (row: RawRow, offset = 0): T => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < plan.length; index += 1) {
      const { name, kind } = plan[index]!;
      const value = row[offset + index];
      if (value === null || value === undefined) result[name] = null;
      else if (kind === 1) result[name] = value === 1;
      else if (kind === 2) result[name] = parseSqliteTimestamp(value as string);
      else result[name] = value;
    }
    return result as T;
  };
  return { columnList, columns: columnList.join(', '), width: fields.length, convert };
}

/** `notify` is called once per read, with its statement (query listeners and the shortcut's hit count). */
export function openSqliteReader(file: string, notify: (sql: string) => void): FastReader {
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  const session = modelReader<Session>('Session', 's');
  const user = modelReader<User>('User', 'u');
  const dream = modelReader<DreamEntry>('DreamEntry', 'd');

  const sessionSql = `SELECT ${session.columns}, ${user.columns} FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."id" = ?`;
  const sessionStatement = db.prepare<[string], RawRow>(sessionSql).raw(true);
  const byIdsSql = `SELECT ${dream.columns} FROM "DreamEntry" d WHERE d."id" IN (SELECT "value" FROM json_each(?)) AND d."userId" = ?`;
  const byIds = db.prepare<[string, number], RawRow>(byIdsSql).raw(true);
  const dreams = (rows: RawRow[]) => rows.map((row) => dream.convert(row));
  const pages = new Map<string, { sql: string; statement: Database.Statement<Record<string, unknown>, RawRow> }>();
  const prepared = new Map<string, Database.Statement<unknown[], RawRow>>();

  function pageStatement(query: DreamPageQuery) {
    const content = query.text?.content ?? true;
    const contentText = query.text?.contentText ?? true;
    const key = `${query.after ? 'a' : ''}${query.before ? 'b' : ''}${query.inverted ? 'i' : ''}${content ? 'c' : ''}${contentText ? 't' : ''}`;
    let page = pages.get(key);
    if (!page) {
      const conditions = [`d."userId" = @userId`];
      // Row values: SQLite seeks the ("userId", "date", "id") index to the cursor instead of walking
      // it from the newest dream and filtering (the OR form), so a deep page costs what the first does.
      if (query.after) conditions.push(`(d."date", d."id") < (@afterDate, @afterId)`);
      if (query.before) conditions.push(`(d."date", d."id") > (@beforeDate, @beforeId)`);
      const direction = query.inverted ? 'ASC' : 'DESC';
      const columns = dream.columnList
        .map((column) =>
          (column === 'd."content"' && !content) || (column === 'd."contentText"' && !contentText) ? `''` : column,
        )
        .join(', ');
      const sql = `SELECT ${columns} FROM "DreamEntry" d WHERE ${conditions.join(' AND ')} ORDER BY d."date" ${direction}, d."id" ${direction} LIMIT @limit`;
      page = { sql, statement: db.prepare<Record<string, unknown>, RawRow>(sql).raw(true) };
      pages.set(key, page);
    }
    return page;
  }

  return {
    sessionWithUser(id) {
      notify(sessionSql);
      const row = sessionStatement.get(id);
      return row ? { ...session.convert(row), user: user.convert(row, session.width) } : null;
    },
    dreamPage(query) {
      const { sql, statement } = pageStatement(query);
      notify(sql);
      return dreams(
        statement.all({
          userId: query.userId,
          limit: query.limit,
          ...(query.after ? { afterDate: sqliteTimestamp(query.after.date), afterId: query.after.id } : {}),
          ...(query.before ? { beforeDate: sqliteTimestamp(query.before.date), beforeId: query.before.id } : {}),
        }),
      );
    },
    dreamsByIds(userId, ids) {
      if (ids.length === 0) return [];
      notify(byIdsSql);
      return dreams(byIds.all(JSON.stringify(ids), userId));
    },
    rows(sql, parameters) {
      let statement = prepared.get(sql);
      if (!statement) {
        statement = db.prepare<unknown[], RawRow>(sql).raw(true);
        prepared.set(sql, statement);
      }
      notify(sql);
      return statement.all(...parameters);
    },
    close() {
      db.close();
    },
  };
}
