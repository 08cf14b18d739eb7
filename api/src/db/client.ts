// The Prisma client for the configured engine. Both generated clients come from one model
// (prisma/schema.prisma), so the SQLite client's type describes either; the PostgreSQL client is
// typed as it.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../generated/prisma/client.ts';
import { PrismaClient as PostgresPrismaClient } from '../../generated/prisma-pg/client.ts';
import { engineOf, sqlitePath, type Engine } from './engine.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: Db;
  engine: Engine;
  close(): Promise<void>;
}

export function openDatabase(databaseUrl: string): Database {
  const engine = engineOf(databaseUrl);
  if (engine === 'sqlite') {
    // timeout: how long a writer waits for the lock instead of failing with SQLITE_BUSY.
    const adapter = new PrismaBetterSqlite3({ url: `file:${sqlitePath(databaseUrl)}`, timeout: 5000 });
    const prisma = new PrismaClient({ adapter });
    return { prisma, engine, close: () => prisma.$disconnect() };
  }
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: 10 });
  const prisma = new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
  return { prisma, engine, close: () => prisma.$disconnect() };
}
