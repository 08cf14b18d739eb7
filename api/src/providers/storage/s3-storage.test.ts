// Recordings in an S3-compatible bucket: the adapter against a local S3 server (s3rver), then the
// whole server configured with S3_* — upload, playback to the owner alone with Range, deletion with
// the dream and the account, the sweep of unattached uploads — and the move of a folder into it.
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRecording, webm } from '#api-test/audio-upload.ts';
import { createDream } from '#api-test/journal.ts';
import { startLocalS3, type LocalS3 } from '#api-test/s3-server.ts';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { removeUnattachedAudio } from '../../modules/audio/audio.service.ts';
import { moveRecordingsToBucket } from '../../modules/audio/move-to-bucket.ts';
import { FolderStorage } from './folder-storage.ts';
import { S3Storage } from './s3-storage.ts';

let s3: LocalS3;
let t: TestApp;
let bucket: S3Storage;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await startTestApp(s3.env);
  bucket = new S3Storage(loadConfig(s3.env).s3!);
});
afterAll(async () => {
  await bucket.close();
  await t.stop();
  await s3.close();
});

const play = (browser: TestBrowser | null, url: string, headers: Record<string, string> = {}) =>
  fetch(t.url + url, { headers: { ...(browser?.cookie ? { Cookie: browser.cookie } : {}), ...headers } });
const nameOf = (url: string) => url.slice('/api/audio/'.length);

describe('the S3 adapter', () => {
  it('writes, reads a range, lists, and removes objects under its prefix', async () => {
    await bucket.put('7/a.webm', Buffer.from('hello world'), 'audio/webm');
    await bucket.put('7/b.webm', Buffer.from('bye'), 'audio/webm');
    await bucket.put('8/c.webm', Buffer.from('other'), 'audio/webm');
    expect(await bucket.stat('7/a.webm')).toMatchObject({ key: '7/a.webm', size: 11 });
    expect(await bucket.stat('7/missing.webm')).toBeNull();
    expect(await text(await bucket.read('7/a.webm', { start: 2, end: 5 }))).toBe('llo ');
    expect((await bucket.list('7/')).map((object) => object.key).sort()).toEqual(['7/a.webm', '7/b.webm']);
    expect(await bucket.topLevelNames()).toEqual(expect.arrayContaining(['7', '8']));
    await bucket.removePrefix('7/');
    expect(await bucket.list('7/')).toEqual([]);
    expect(await bucket.stat('8/c.webm')).not.toBeNull();
    await bucket.remove(['8/c.webm', '8/never-there.webm']);
    expect(await bucket.list('8/')).toEqual([]);
  });

  it('writes an object streamed from a file, byte for byte', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'oneiro-put-file-'));
    try {
      const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 7) % 256));
      writeFileSync(join(folder, 'recording'), bytes);
      await bucket.putFile('9/d.webm', join(folder, 'recording'), 'audio/webm');
      expect(await bucket.stat('9/d.webm')).toMatchObject({ size: bytes.length });
      const read = await bucket.read('9/d.webm', { start: 0, end: bytes.length - 1 });
      const chunks: Buffer[] = [];
      for await (const chunk of read) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      await bucket.removePrefix('9/');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a server with S3_BUCKET', () => {
  it('keeps an upload in the bucket, not in DATA_DIR, and plays it to its owner alone with Range', async () => {
    const { browser, user } = await t.signedIn();
    const bytes = webm(1000);
    const url = await uploadRecording(browser, bytes);
    expect(await bucket.stat(`${user.databaseId}/${nameOf(url)}`)).toMatchObject({ size: 1000 });
    expect(existsSync(join(t.database.dataDir, 'audio'))).toBe(false);

    const whole = await play(browser, url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const middle = await play(browser, url, { Range: 'bytes=100-199' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    expect((await play(browser, url, { Range: 'bytes=1000-' })).status).toBe(416);

    const other = await t.signedIn();
    for (const response of [await play(other.browser, url), await play(null, url)]) {
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('NOT_FOUND');
    }
  });

  it('removes the object with its dream, and every object of an account with the account', async () => {
    const { browser, user } = await t.signedIn();
    const kept = await uploadRecording(browser);
    const dream = await createDream(browser, { content: '', audioUrl: kept, hasAudio: true });
    const other = await uploadRecording(browser);
    expect(await bucket.list(`${user.databaseId}/`)).toHaveLength(2);

    expect((await browser.request('DELETE', `/api/dreams/${dream.databaseId}`)).status).toBe(200);
    expect((await bucket.list(`${user.databaseId}/`)).map((object) => object.key)).toEqual([
      `${user.databaseId}/${nameOf(other)}`,
    ]);
    expect((await browser.request('DELETE', '/api/user/account', { password: user.password })).status).toBe(200);
    expect(await bucket.list(`${user.databaseId}/`)).toEqual([]);
  });

  it('sweeps uploads that no dream points at after a day', async () => {
    const { browser, user } = await t.signedIn();
    const attached = await uploadRecording(browser);
    const stray = await uploadRecording(browser);
    await createDream(browser, { content: '', audioUrl: attached, hasAudio: true });
    const store = t.app.services.audio.store;
    const day = 24 * 3600_000;
    await removeUnattachedAudio(store, day);
    expect(await bucket.list(`${user.databaseId}/`)).toHaveLength(2);
    await removeUnattachedAudio(store, day, Date.now() + day + 60_000);
    const left = (await store.list(user.databaseId)).map((file) => `/api/audio/${file.name}`);
    expect(left).toEqual([attached]);
    expect(left).not.toContain(stray);
  });
});

describe('npm run audio:to-bucket', () => {
  it('moves a folder of recordings into the bucket, and runs again without copying twice', async () => {
    const root = mkdtempSync(join(tmpdir(), 'oneiro-audio-move-'));
    try {
      mkdirSync(join(root, '9001'), { recursive: true });
      const first = webm(500);
      writeFileSync(join(root, '9001', 'AAAAAAAAAAAAAAAAAAAAAA.webm'), first);
      writeFileSync(join(root, '9001', 'BBBBBBBBBBBBBBBBBBBBBB.webm'), webm(40));
      const folder = new FolderStorage(root);

      const kept = await moveRecordingsToBucket(folder, bucket, { removeLocal: false });
      expect(kept).toEqual({ copied: 2, present: 0, conflicts: [], removed: 0 });
      expect(await text(await bucket.read('9001/AAAAAAAAAAAAAAAAAAAAAA.webm', { start: 0, end: 499 }))).toBe(
        first.toString(),
      );

      const moved = await moveRecordingsToBucket(folder, bucket, { removeLocal: true });
      expect(moved).toEqual({ copied: 0, present: 2, conflicts: [], removed: 2 });
      expect(await folder.list('9001/')).toEqual([]);
      expect(await bucket.list('9001/')).toHaveLength(2);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
