// Recordings in a folder of this machine: DATA_DIR/audio/<user id>/<name>. The default, and what a
// single instance needs; a second instance cannot read this folder (use the S3 adapter then).
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStorage, StoredObject } from './types.ts';

export class FolderStorage implements ObjectStorage {
  readonly kind = 'folder';

  constructor(readonly root: string) {}

  /** Keys come from audio-store.ts (digits, a slash, a checked name); refuse anything else anyway. */
  private pathOf(key: string): string {
    if (key.includes('..') || key.startsWith('/') || key.includes('\\')) throw new Error(`bad storage key: ${key}`);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
  }

  async putFile(key: string, file: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Copied, not renamed: the temporary file may be on another file system than the data folder.
    await copyFile(file, path, constants.COPYFILE_EXCL);
  }

  async stat(key: string): Promise<StoredObject | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? { key, size: info.size, modifiedAt: info.mtimeMs } : null;
  }

  async read(key: string, range: { start: number; end: number }): Promise<Readable> {
    return createReadStream(this.pathOf(key), range);
  }

  async list(prefix: string): Promise<StoredObject[]> {
    // Prefixes name a user's folder (`<id>/`): list that folder only.
    const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : dirname(prefix);
    let names: string[];
    try {
      names = await readdir(this.pathOf(folder));
    } catch {
      return [];
    }
    const objects = await Promise.all(
      names
        .map((name) => `${folder}/${name}`)
        .filter((key) => key.startsWith(prefix))
        .map((key) => this.stat(key)),
    );
    return objects.filter((object) => object !== null);
  }

  async topLevelNames(): Promise<string[]> {
    return readdir(this.root).catch(() => [] as string[]);
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) await rm(this.pathOf(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`removePrefix takes a folder (ending in /): ${prefix}`);
    await rm(this.pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async close(): Promise<void> {}
}
