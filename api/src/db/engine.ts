// Which database engine a DATABASE_URL names, and where its SQLite file lives.
import { isAbsolute, resolve } from 'node:path';

export type Engine = 'sqlite' | 'postgres';

export function engineOf(databaseUrl: string): Engine {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres';
  if (databaseUrl.startsWith('file:')) return 'sqlite';
  throw new Error(`DATABASE_URL must be file:<path> (SQLite) or postgres://... (PostgreSQL), got "${databaseUrl}"`);
}

/** Absolute path of the SQLite file of a `file:` URL (relative paths are from the working directory). */
export function sqlitePath(databaseUrl: string): string {
  const path = databaseUrl.slice('file:'.length).split('?')[0] ?? '';
  if (path === '' || path === ':memory:')
    throw new Error('SQLite needs a file: an in-memory database is per connection');
  return isAbsolute(path) ? path : resolve(path);
}
