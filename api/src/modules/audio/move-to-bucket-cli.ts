// `npm run audio:to-bucket [-- --keep-local]`: copies DATA_DIR/audio into the bucket of S3_BUCKET
// (S3_* settings as the server reads them), then removes each local file once the bucket holds it.
// Run it with the servers stopped, or right after switching them to the bucket: a recording
// uploaded to the folder during the move is picked up by running it again.
import { loadConfig } from '../../config.ts';
import { FolderStorage } from '../../providers/storage/folder-storage.ts';
import { recordingsFolder } from '../../providers/storage/index.ts';
import { S3Storage } from '../../providers/storage/s3-storage.ts';
import { moveRecordingsToBucket } from './move-to-bucket.ts';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) first.');
  process.exit(2);
}
const bucket = new S3Storage(config.s3);
try {
  const report = await moveRecordingsToBucket(new FolderStorage(recordingsFolder(config.dataDir)), bucket, {
    removeLocal: !process.argv.includes('--keep-local'),
  });
  console.log(
    `${report.copied} recording(s) copied, ${report.present} already there, ${report.removed} local file(s) removed.`,
  );
  if (report.conflicts.length > 0) {
    console.error(`In the bucket with another size, left in both places: ${report.conflicts.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await bucket.close();
}
