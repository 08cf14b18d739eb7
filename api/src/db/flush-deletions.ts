// Deletion that reaches the disk. On SQLite a deleted row's bytes stay in its page until the page is
// reused, and in WAL mode the page's earlier versions stay in the -wal file until a checkpoint: the
// privacy page promises that deleting an account removes every trace. So every connection deletes
// with secure_delete (the freed bytes are overwritten with zeros), the search indexes remove entries
// rather than mark them (migration 0015), and an account deletion ends with a checkpoint that copies
// the WAL into the database and truncates it. PostgreSQL keeps dead rows until VACUUM reclaims them
// (autovacuum); that is outside what one request can do. Every SQLite connection runs `PRAGMA
// secure_delete = ON` as it opens (db/client.ts).
import { database } from './current.ts';

/**
 * After an account deletion: SQLite copies the WAL into the database file and empties it, so the
 * deleted rows' earlier page versions are gone from the -wal file too. TRUNCATE waits (the busy
 * timeout) for readers to finish; this process's other connection (the fast reader) runs each
 * statement to its end synchronously, so none holds it back for long.
 */
export async function flushDeletions(): Promise<void> {
  const current = database();
  if (current.engine !== 'sqlite') return;
  await current.prisma.$queryRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
}
