// Where recordings' bytes live: a folder of this machine (the default) or an S3-compatible bucket
// shared by every instance. Keys are `<user id>/<name>`; the callers (modules/audio/audio-store.ts)
// decide names and owners, an adapter only keeps bytes.
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  /** Milliseconds since the epoch. */
  modifiedAt: number;
}

export interface ObjectStorage {
  /** Which adapter, for logs and the admin's platform status. */
  readonly kind: 'folder' | 's3';
  /** Writes a new object; never overwrites one (names are random, a clash is a bug). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The same, from a file of this machine (an upload decoded to a temporary file), streamed. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Size and age of one object, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes from `start` to `end` inclusive, streamed. */
  read(key: string, range: { start: number; end: number }): Promise<Readable>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): Promise<StoredObject[]>;
  /** The first segments of the keys (`<user id>` of `<user id>/<name>`). */
  topLevelNames(): Promise<string[]>;
  /** Removes these objects; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Removes every object under `prefix` (a user's, on account deletion). */
  removePrefix(prefix: string): Promise<void>;
  /**
   * A cheap request that shows the bucket answers (HeadBucket), for the admin's Platform Status;
   * absent on the folder, which is this machine's own disk.
   */
  check?(timeoutMs: number): Promise<void>;
  /** Releases connections (the server is stopping). */
  close(): Promise<void>;
}
