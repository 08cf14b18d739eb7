// Picks where recordings live: an S3-compatible bucket when S3_BUCKET is set, otherwise a folder
// under DATA_DIR.
import { resolve } from 'node:path';
import { FolderStorage } from './folder-storage.ts';
import { S3Storage, type S3Settings } from './s3-storage.ts';
import type { ObjectStorage } from './types.ts';

export function createRecordingStorage(settings: { dataDir: string; s3: S3Settings | undefined }): ObjectStorage {
  return settings.s3 ? new S3Storage(settings.s3) : new FolderStorage(recordingsFolder(settings.dataDir));
}

/** The folder of the local adapter (also where `npm run audio:to-bucket` reads from). */
export function recordingsFolder(dataDir: string): string {
  return resolve(dataDir, 'audio');
}

export type { ObjectStorage, StoredObject } from './types.ts';
export type { S3Settings } from './s3-storage.ts';
