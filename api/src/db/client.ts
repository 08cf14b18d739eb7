// The Prisma client for the configured engine. Both generated clients come from one model
// (prisma/schema.prisma), so the SQLite client's type describes either; the PostgreSQL client is
// typed as it.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../../generated/prisma/client.ts';
import type { ShortcutHits } from '../lib/shortcut-hits.ts';
import { engineOf, sqlitePath, type Engine } from './engine.ts';
import { openSqliteReader, type FastReader } from './sqlite-reader.ts';

export type Db = PrismaClient;

/** Called with the text of every SQL statement sent to the database (tests count them). */
export type QueryListener = (sql: string) => void;

export interface Database {
  prisma: Db;
  engine: Engine;
  /**
   * Prepared statements for the hottest reads (SQLite only; see sqlite-reader.ts). Absent on
   * PostgreSQL, where the services use Prisma.
   */
  reader?: FastReader;
  /** Observes every SQL statement, from Prisma and from the reader. Returns the unsubscribe. */
  onQuery(listener: QueryListener): () => void;
  close(): Promise<void>;
}

type Queryable = {
  queryRaw(query: { sql: string }): Promise<unknown>;
  executeRaw(query: { sql: string }): Promise<unknown>;
};

/**
 * Reports every statement an adapter runs, in and out of transactions. Prisma 7's driver adapters
 * have no query event, and a client extension would count Prisma operations (one findMany with an
 * include can be several statements), so the statements are observed where they reach the driver.
 */
function observeQueries<T extends object>(target: T, notify: (sql: string) => void): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'queryRaw' || property === 'executeRaw') {
        return (query: { sql: string }, ...rest: unknown[]) => {
          notify(query.sql);
          return (value as Queryable['queryRaw']).call(object, query, ...(rest as []));
        };
      }
      if (property === 'executeScript') {
        return (script: string) => {
          notify(script);
          return (value as (script: string) => Promise<void>).call(object, script);
        };
      }
      if (property === 'connect' || property === 'startTransaction') {
        return async (...args: unknown[]) =>
          observeQueries((await (value as (...a: unknown[]) => Promise<object>).apply(object, args)) as object, notify);
      }
      return (value as (...args: unknown[]) => unknown).bind(object);
    },
  });
}

/**
 * An interactive transaction waits for a pooled connection like any other query. Prisma's default
 * (2 s, then "Unable to start a transaction") failed edits under load: with 100 clients per instance
 * and 10 connections, the queue is longer than that (bench/README.md, abuse load on PostgreSQL).
 */
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

export interface OpenDatabaseOptions {
  /** SQLite: serve the hottest reads from prepared statements (SQLITE_FAST_READS). Default true. */
  reader?: boolean;
  /** Counts the reads the reader serves (each one notifies its statement exactly once). */
  hits?: ShortcutHits;
}

export async function openDatabase(databaseUrl: string, options: OpenDatabaseOptions = {}): Promise<Database> {
  const engine = engineOf(databaseUrl);
  const listeners = new Set<QueryListener>();
  const notify = (sql: string) => {
    for (const listener of listeners) listener(sql);
  };
  const onQuery = (listener: QueryListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (engine === 'sqlite') {
    // timeout: how long a writer waits for the lock instead of failing with SQLITE_BUSY.
    const adapter = new PrismaBetterSqlite3({ url: `file:${sqlitePath(databaseUrl)}`, timeout: 5000 });
    const prisma = new PrismaClient({
      adapter: observeQueries(adapter, notify),
      transactionOptions: TRANSACTION_OPTIONS,
    });
    // Deleted bytes are overwritten, not left in free space (why: flush-deletions.ts).
    await prisma.$queryRawUnsafe('PRAGMA secure_delete = ON');
    const { hits } = options;
    const reader =
      options.reader === false
        ? undefined
        : openSqliteReader(sqlitePath(databaseUrl), (sql) => {
            if (hits) hits.sqliteReader += 1;
            notify(sql);
          });
    return {
      prisma,
      engine,
      reader,
      onQuery,
      close: async () => {
        reader?.close();
        await prisma.$disconnect();
      },
    };
  }
  // Loaded only for PostgreSQL: its driver and generated client cost a SQLite server start time and
  // memory for nothing.
  const [{ PrismaPg }, { PrismaClient: PostgresPrismaClient }] = await Promise.all([
    import('@prisma/adapter-pg'),
    import('../../generated/prisma-pg/client.ts'),
  ]);
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: 10 });
  const prisma = new PostgresPrismaClient({
    adapter: observeQueries(adapter, notify),
    transactionOptions: TRANSACTION_OPTIONS,
  }) as unknown as PrismaClient;
  return { prisma, engine, onQuery, close: () => prisma.$disconnect() };
}
