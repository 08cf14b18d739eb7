// `npm run backup [-- <folder>]`: one backup of the server configured by the environment (DATABASE_URL,
// DATA_DIR, S3_* for recordings in a bucket) into <folder> or BACKUP_DIR, keeping the newest
// BACKUP_KEEP. Safe while the server runs: the database copy is one consistent snapshot.
import { loadConfig } from '../../config.ts';
import { createRecordingStorage } from '../../providers/storage/index.ts';
import { takeBackup } from './backup.ts';

const config = loadConfig();
const backupDir = process.argv[2] ?? config.backup?.dir;
if (!backupDir) {
  console.error('Usage: npm run backup -- <folder>   (or set BACKUP_DIR)');
  process.exit(2);
}
const recordings = createRecordingStorage({ dataDir: config.dataDir, s3: config.s3 });
try {
  const started = Date.now();
  const folder = await takeBackup(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, recordings },
    backupDir,
    config.backup?.keep ?? 7,
  );
  console.log(`Backup written to ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await recordings.close();
}
