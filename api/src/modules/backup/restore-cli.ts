// `npm run restore -- <backup folder>`: restores into the server configured by the environment: an
// empty DATA_DIR, a DATABASE_URL that does not exist yet (SQLite) or is empty (PostgreSQL), an empty
// recordings storage. Refuses anything else. Start the server afterwards (it migrates as usual).
import { loadConfig } from '../../config.ts';
import { createRecordingStorage } from '../../providers/storage/index.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const config = loadConfig();
const recordings = createRecordingStorage({ dataDir: config.dataDir, s3: config.s3 });
try {
  const started = Date.now();
  const manifest = await restoreBackup(folder, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    recordings,
  });
  console.log(
    `Restored the backup of ${manifest.startedAt} (${manifest.recordings} recordings) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Refused: ${error.message}`);
  process.exitCode = 1;
} finally {
  await recordings.close();
}
