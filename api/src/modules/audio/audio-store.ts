// Recordings on disk, under DATA_DIR/audio/<user id>/<random name>.<ext>. The folder is the owner:
// a recording is only ever looked up in the folder of the signed-in user, so another account's name
// is simply not there. Names are 128 random bits, never derived from anything a client sent.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatOfExtension, type AudioFormat } from './audio-format.ts';

export const AUDIO_URL_PREFIX = '/api/audio/';
const NAME = /^[A-Za-z0-9_-]{22}\.(webm|m4a|ogg|wav|mp3)$/;

export interface StoredAudio {
  path: string;
  size: number;
  format: AudioFormat;
}

export class QuotaExceededError extends Error {}

export class AudioStore {
  constructor(
    private readonly root: string,
    private readonly quotaBytes: number,
  ) {}

  private folder(userId: number): string {
    return join(this.root, String(userId));
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

  /** Keeps the bytes under a new random name; over the user's quota nothing is written. */
  async save(userId: number, bytes: Uint8Array, format: AudioFormat): Promise<string> {
    if ((await this.usedBytes(userId)) + bytes.length > this.quotaBytes) throw new QuotaExceededError();
    await mkdir(this.folder(userId), { recursive: true });
    const name = `${randomBytes(16).toString('base64url').slice(0, 22)}.${format.extension}`;
    await writeFile(join(this.folder(userId), name), bytes, { flag: 'wx' });
    return name;
  }

  /** The user's own recording of that name, or null (missing, malformed, or another user's). */
  async find(userId: number, name: string): Promise<StoredAudio | null> {
    if (!NAME.test(name)) return null;
    const format = formatOfExtension(name.slice(name.lastIndexOf('.') + 1));
    if (!format) return null;
    const path = join(this.folder(userId), name);
    try {
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size, format } : null;
    } catch {
      return null;
    }
  }

  async remove(userId: number, name: string): Promise<void> {
    if (!NAME.test(name)) return;
    await unlink(join(this.folder(userId), name)).catch(() => undefined);
  }

  /** Every recording of an account (account deletion). */
  async removeUser(userId: number): Promise<void> {
    await rm(this.folder(userId), { recursive: true, force: true });
  }

  async list(userId: number): Promise<{ name: string; size: number; modifiedAt: number }[]> {
    let names: string[];
    try {
      names = await readdir(this.folder(userId));
    } catch {
      return [];
    }
    const files = await Promise.all(
      names
        .filter((name) => NAME.test(name))
        .map(async (name) => {
          const info = await stat(join(this.folder(userId), name)).catch(() => null);
          return info ? { name, size: info.size, modifiedAt: info.mtimeMs } : null;
        }),
    );
    return files.filter((file) => file !== null);
  }

  /** The ids of the users that have a folder. */
  async owners(): Promise<number[]> {
    const entries = await readdir(this.root).catch(() => [] as string[]);
    return entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  }
}
