// Backups while the journal is written to, and restores: every dream acknowledged before the backup
// began is in it, with its recording; the restored server starts on it and passes the integrity
// checks; a restore into a data folder or database that is not empty is refused and writes nothing.
// On SQLite by default, on PostgreSQL (pg_dump / pg_restore) under TEST_DATABASE_URL.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadRecording, webm } from '#api-test/audio-upload.ts';
import { createDream } from '#api-test/journal.ts';
import { createTestDatabase } from '#api-test/test-database.ts';
import { startTestApp, TestBrowser } from '#api-test/test-app.ts';
import { sqlitePath } from '../../db/engine.ts';
import { FolderStorage } from '../../providers/storage/folder-storage.ts';
import { recordingsFolder } from '../../providers/storage/index.ts';
import { takeBackup, type Manifest } from './backup.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

const backupDir = mkdtempSync(join(tmpdir(), 'oneiro-backups-'));
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

describe('npm run backup and npm run restore', () => {
  it('backs up while writers run; the restore has every acknowledged write and starts', async () => {
    const original = await startTestApp();
    const { browser } = await original.signedIn();
    const bytes = webm(4000);
    const audioUrl = await uploadRecording(browser, bytes);
    await createDream(browser, { content: '<p>with a recording</p>', audioUrl, hasAudio: true });

    // Two writers, each recording when its write was acknowledged.
    const acknowledged: { id: number; at: number }[] = [];
    let writing = true;
    const writer = async (name: string) => {
      for (let index = 0; writing; index++) {
        const dream = await createDream(browser, { title: `${name} ${index}`, content: `<p>${name} ${index}</p>` });
        acknowledged.push({ id: dream.databaseId, at: Date.now() });
      }
    };
    const writers = [writer('a'), writer('b')];
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
    const began = Date.now();
    const folder = await takeBackup(
      {
        databaseUrl: original.database.url,
        dataDir: original.database.dataDir,
        recordings: original.app.services.audio.store.storage,
      },
      backupDir,
      2,
    );
    // Writers went on during the backup.
    const during = acknowledged.length;
    while (acknowledged.length < during + 2) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await Promise.all(writers);
    const before = acknowledged.filter((write) => write.at < began).map((write) => write.id);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.recordings).toBe(1);
    const cookie = browser.cookie;
    await original.stop();

    // Refused: a data folder that is not empty (nothing is written).
    const occupied = await createTestDatabase();
    writeFileSync(join(occupied.dataDir, 'notes.txt'), 'mine');
    const occupiedTarget = {
      databaseUrl: occupied.url,
      dataDir: occupied.dataDir,
      recordings: new FolderStorage(recordingsFolder(occupied.dataDir)),
    };
    await expect(restoreBackup(folder, occupiedTarget)).rejects.toThrow(RestoreRefused);
    expect(readdirSync(occupied.dataDir)).toEqual(['notes.txt']);
    await occupied.drop();

    const target = await createTestDatabase();
    const recordings = new FolderStorage(recordingsFolder(target.dataDir));
    await restoreBackup(folder, { databaseUrl: target.url, dataDir: target.dataDir, recordings });
    // Again into the same, now restored, place: refused.
    await expect(
      restoreBackup(folder, { databaseUrl: target.url, dataDir: target.dataDir, recordings }),
    ).rejects.toThrow(RestoreRefused);
    if (target.engine === 'sqlite') {
      const restoredFile = new Database(sqlitePath(target.url), { readonly: true });
      expect(restoredFile.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(restoredFile.pragma('foreign_key_check')).toEqual([]);
      restoredFile.close();
    }

    const restored = await startTestApp({}, target);
    try {
      expect((await fetch(`${restored.url}/ready`)).status).toBe(200);
      const same = new TestBrowser(restored.url, 'en');
      same.cookie = cookie;
      for (const id of before) expect((await same.request('GET', `/api/dreams/${id}`)).status, `dream ${id}`).toBe(200);
      const played = await fetch(restored.url + audioUrl, { headers: { Cookie: cookie } });
      expect(played.status).toBe(200);
      expect(Buffer.from(await played.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await restored.stop();
    }
  });

  it('keeps the newest backups and removes older ones', async () => {
    const app = await startTestApp();
    try {
      const source = {
        databaseUrl: app.database.url,
        dataDir: app.database.dataDir,
        recordings: app.app.services.audio.store.storage,
      };
      const rotating = mkdtempSync(join(backupDir, 'rotation-'));
      const folders = [];
      for (let index = 0; index < 3; index++) folders.push(await takeBackup(source, rotating, 2));
      expect(readdirSync(rotating).sort()).toEqual(folders.slice(1).map((folder) => folder.split('/').pop()));
    } finally {
      await app.stop();
    }
  });
});
