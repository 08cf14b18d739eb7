// Recordings, kept by an ObjectStorage (providers/storage/: a folder by default, or a bucket) under
// `<user id>/<random name>.<ext>`. The key's first segment is the owner: a recording is only ever
// looked up under the signed-in user's id, so another account's name is simply not there. Names are
// 128 random bits, never derived from anything a client sent.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { formatOfExtension, type AudioFormat } from './audio-format.ts';
import type { RecordingBytes } from './recording-bytes.ts';

export const AUDIO_URL_PREFIX = '/api/audio/';
const NAME = /^[A-Za-z0-9_-]{22}\.(webm|m4a|ogg|wav|mp3)$/;

export interface StoredAudio {
  key: string;
  size: number;
  format: AudioFormat;
}

export class QuotaExceededError extends Error {}

export class AudioStore {
  constructor(
    readonly storage: ObjectStorage,
    private readonly quotaBytes: number,
  ) {}

  private static keyOf(userId: number, name: string): string {
    return `${userId}/${name}`;
  }

  /** The recording's name from one of our URLs, or null for anything else. */
  static nameOf(url: string | null | undefined): string | null {
    if (!url?.startsWith(AUDIO_URL_PREFIX)) return null;
    const name = url.slice(AUDIO_URL_PREFIX.length);
    return NAME.test(name) ? name : null;
  }

  static urlOf(name: string): string {
    return AUDIO_URL_PREFIX + name;
  }

  async usedBytes(userId: number): Promise<number> {
    const files = await this.list(userId);
    return files.reduce((sum, file) => sum + file.size, 0);
  }

  /** Keeps the recording under a new random name; over the user's quota nothing is written. */
  async save(userId: number, recording: RecordingBytes, format: AudioFormat): Promise<string> {
    if ((await this.usedBytes(userId)) + recording.size > this.quotaBytes) throw new QuotaExceededError();
    const name = `${randomBytes(16).toString('base64url').slice(0, 22)}.${format.extension}`;
    const key = AudioStore.keyOf(userId, name);
    // A recording decoded to a file is copied from it, never loaded whole into memory.
    if (recording.file) await this.storage.putFile(key, recording.file, format.mimeType);
    else await this.storage.put(key, await recording.all(), format.mimeType);
    return name;
  }

  /** The user's own recording of that name, or null (missing, malformed, or another user's). */
  async find(userId: number, name: string): Promise<StoredAudio | null> {
    if (!NAME.test(name)) return null;
    const format = formatOfExtension(name.slice(name.lastIndexOf('.') + 1));
    if (!format) return null;
    const object = await this.storage.stat(AudioStore.keyOf(userId, name));
    return object ? { key: object.key, size: object.size, format } : null;
  }

  /** The bytes of a recording `find` returned, from `start` to `end` inclusive. */
  read(recording: StoredAudio, range: { start: number; end: number }): Promise<Readable> {
    return this.storage.read(recording.key, range);
  }

  async remove(userId: number, name: string): Promise<void> {
    if (!NAME.test(name)) return;
    await this.storage.remove([AudioStore.keyOf(userId, name)]);
  }

  /** Every recording of an account (account deletion). */
  async removeUser(userId: number): Promise<void> {
    await this.storage.removePrefix(`${userId}/`);
  }

  async list(userId: number): Promise<{ name: string; size: number; modifiedAt: number }[]> {
    const prefix = `${userId}/`;
    return (await this.storage.list(prefix))
      .map((object) => ({ name: object.key.slice(prefix.length), size: object.size, modifiedAt: object.modifiedAt }))
      .filter((file) => NAME.test(file.name));
  }

  /** The ids of the users that have recordings. */
  async owners(): Promise<number[]> {
    const names = await this.storage.topLevelNames();
    return names.filter((name) => /^\d+$/.test(name)).map(Number);
  }
}
