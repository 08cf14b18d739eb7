// The process's database. Opened once by app.ts; every service reads it through db().
// Kept out of the GraphQL context on purpose (Pothos guidance): the context is per request, the
// client is per process.
import type { Database, Db } from './client.ts';

let current: Database | undefined;

export function setDatabase(database: Database | undefined): void {
  current = database;
}

export function database(): Database {
  if (!current) throw new Error('The database is not open yet (buildApp() opens it)');
  return current;
}

export function db(): Db {
  return database().prisma;
}
