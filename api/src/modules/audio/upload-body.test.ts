// POST /api/audio reads its body as a stream (upload-body.ts): a recording arrives whole whatever
// the client's encoding of the JSON and however its chunks fall, every refusal is the one the
// whole-string reading gave (bad base64, a body past the limit, malformed JSON, the wrong type), and
// the temporary file it decodes into is gone when the request ends, also when the client leaves.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webm } from '#api-test/audio-upload.ts';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { AUDIO_LIMITS } from '#shared/inputs/audio.inputs.ts';

let t: TestApp;
// The temporary files of this file's uploads, in a folder of their own so none can be missed.
let uploadsTmp = '';
let previousTmp: string | undefined;
beforeAll(async () => {
  t = await startTestApp();
  // After the start: the test database has its own folder in the usual place.
  uploadsTmp = mkdtempSync(join(tmpdir(), 'oneiro-audio-body-'));
  previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = uploadsTmp;
});
afterAll(async () => {
  await t.stop();
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  rmSync(uploadsTmp, { recursive: true, force: true });
});
const noTemporaryFileLeft = () => vi.waitFor(() => expect(readdirSync(uploadsTmp)).toEqual([]), { timeout: 5000 });

/** A POST /api/audio of `pieces` as they are (chunked unless a Content-Length is given). */
function post(
  browser: TestBrowser,
  pieces: (string | Buffer)[],
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${browser.baseUrl}/api/audio`, {
      method: 'POST',
      headers: { Cookie: browser.cookie, 'Accept-Language': browser.language, ...headers },
    });
    request.on('response', async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString();
      resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : null });
    });
    request.on('error', reject);
    void (async () => {
      for (const piece of pieces) {
        if (!request.write(piece)) await new Promise((drained) => request.once('drain', drained));
      }
      request.end();
    })();
  });
}

const INVALID = {
  code: 'BAD_USER_INPUT',
  message: 'The recording could not be read. Please record again.',
  fieldErrors: { audioData: ['The recording could not be read. Please record again.'] },
};

describe('POST /api/audio, decoded as it streams in', () => {
  it('keeps the recording byte for byte, slashes escaped and split anywhere', async () => {
    const { browser, user } = await t.signedIn();
    // Bytes whose base64 has many slashes and pluses.
    const bytes = Buffer.concat([webm(4), Buffer.alloc(30_000, 0xff), Buffer.alloc(30_000, 0xfb)]);
    const json = JSON.stringify({ duration: 2, audioData: `data:audio/webm;base64,${bytes.toString('base64')}` });
    // As PHP's json_encode writes it, in pieces of 997 characters (inside groups and escapes).
    const text = json.replaceAll('/', '\\/');
    const pieces = Array.from({ length: Math.ceil(text.length / 997) }, (_, i) => text.slice(i * 997, (i + 1) * 997));
    const kept = await post(browser, pieces);
    expect(kept.status).toBe(200);
    const served = await fetch(t.url + kept.body.audioUrl, { headers: { Cookie: browser.cookie } });
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await t.app.services.audio.store.list(user.databaseId)).toHaveLength(1);
    await noTemporaryFileLeft();
  });

  it('refuses what the whole-string reading refused, with the same answers', async () => {
    const { browser, user } = await t.signedIn();
    const json = (audioData: unknown) => JSON.stringify({ audioData, duration: 2 });
    const base64 = webm(300).toString('base64');
    const answers = {
      badBase64: await post(browser, [json(`data:audio/webm;base64,${base64.slice(0, 100)}!${base64.slice(100)}`)]),
      padInside: await post(browser, [json(`data:audio/webm;base64,QQ==${base64}`)]),
      notBase64: await post(browser, [json(`data:audio/webm,${base64}`)]),
      notAString: await post(browser, [json(12)]),
      absent: await post(browser, ['{"duration":2}']),
      empty: await post(browser, []),
      badDuration: await post(browser, [JSON.stringify({ audioData: `data:;base64,${base64}`, duration: -1 })]),
    };
    for (const [label, answer] of Object.entries(answers))
      expect({ label, ...answer }).toEqual({ label, status: 400, body: INVALID });

    const malformed = await post(browser, [json(`data:audio/webm;base64,${base64}`).slice(0, -1)]);
    expect(malformed).toEqual({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: 'The request body is not valid JSON.' },
    });
    const deep = await post(browser, [`{"audioData":"data:;base64,${base64}","x":${'['.repeat(40)}${']'.repeat(40)}}`]);
    expect(deep.body).toEqual({ code: 'BAD_USER_INPUT', message: 'The request is nested too deeply.' });
    const undeclared = await post(browser, [json(`data:;base64,${base64}`)], {});
    const form = await post(browser, ['audioData=x'], { 'Content-Type': 'application/x-www-form-urlencoded' });
    for (const answer of [undeclared, form]) {
      expect(answer).toEqual({
        status: 415,
        body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Requests must be JSON (Content-Type: application/json).' },
      });
    }
    const script = await post(browser, [
      json(`data:audio/webm;base64,${Buffer.from('<script>1</script>').toString('base64')}`),
    ]);
    expect(script.body.message).toBe('This file is not a recording that can be played (WebM, MP4, Ogg, WAV or MP3).');
    expect(await t.app.services.audio.store.list(user.databaseId)).toEqual([]);
    await noTemporaryFileLeft();
  });

  it('refuses a body past the limit (413) as it arrives, and a declared one before reading it', async () => {
    const { browser, user } = await t.signedIn('es');
    const limit = Math.ceil((AUDIO_LIMITS.maxBytes * 4) / 3) + 64 * 1024;
    const megabyte = 'A'.repeat(1024 * 1024);
    const pieces = [
      '{"duration":2,"audioData":"data:audio/webm;base64,',
      ...Array(Math.ceil(limit / megabyte.length) + 1).fill(megabyte),
      '"}',
    ];
    const running = await post(browser, pieces);
    const tooLarge = { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' };
    expect(running).toEqual({ status: 413, body: tooLarge });
    const declared = await post(browser, ['{}'], {
      'Content-Type': 'application/json',
      'Content-Length': String(limit + 1),
    });
    expect(declared).toEqual({ status: 413, body: tooLarge });
    expect(await t.app.services.audio.store.list(user.databaseId)).toEqual([]);
    await noTemporaryFileLeft();
  });

  it('still reads the whole body before answering: malformed JSON after a recording past 25 MB is a 400', async () => {
    const { browser } = await t.signedIn();
    // Over the recording's limit but within the body's: the JSON is judged first, as before.
    const base64 = 'A'.repeat(Math.ceil(((AUDIO_LIMITS.maxBytes + 3) * 4) / 3));
    const cut = await post(browser, [`{"duration":2,"audioData":"data:;base64,${base64}"`]);
    expect(cut).toEqual({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: 'The request body is not valid JSON.' },
    });
    const whole = await post(browser, [`{"duration":2,"audioData":"data:;base64,${base64}"}`]);
    expect(whole.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(whole.body.message).toBe('The recording is too large: a recording may be up to 25 MB.');
  });

  it('removes the temporary file when the client leaves mid-upload, keeping nothing', async () => {
    const { browser, user } = await t.signedIn();
    const request = httpRequest(`${browser.baseUrl}/api/audio`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(10 * 1024 * 1024),
        Cookie: browser.cookie,
      },
    });
    request.on('error', () => undefined);
    request.write(`{"duration":2,"audioData":"data:audio/webm;base64,${webm(300_000).toString('base64')}`);
    await vi.waitFor(() => expect(readdirSync(uploadsTmp)).toHaveLength(1), { timeout: 5000 });
    request.destroy();
    await noTemporaryFileLeft();
    expect(await t.app.services.audio.store.list(user.databaseId)).toEqual([]);
  });
});
