// Voice recordings over HTTP: POST /api/audio keeps a recording (or only transcribes it), checks its
// type by its bytes, its size, length and the account's quota; GET /api/audio/:file serves it to its
// owner alone, with Range; a dream's recording goes with the dream, an account's with the account,
// and uploads never attached are swept after a day.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TRANSCRIPT, startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import {
  MULTIPART_BOUNDARY,
  multipartHead,
  multipartTail,
  UPLOAD_AUDIO,
  uploadAudioMultipart,
  webm,
} from '#api-test/audio-upload.ts';
import { mp3File, mp4File, oggOpusFile, wavFile, webmFile } from '#api-test/audio-files.ts';
import { createDream } from '#api-test/journal.ts';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { AUDIO_LIMITS } from '#shared/inputs/audio.inputs.ts';
import { removeUnattachedAudio } from './audio.service.ts';

let t: TestApp;
let quotaApp: TestApp;
let model: FakeOpenAiServer;
beforeAll(async () => {
  model = await startFakeOpenAiServer();
  [t, quotaApp] = await Promise.all([
    startTestApp({
      TRANSCRIPTION_API_KEY: 'local-whisper',
      TRANSCRIPTION_BASE_URL: model.baseURL,
      TRANSCRIPTION_MODEL: 'whisper-small',
    }),
    startTestApp({ AUDIO_QUOTA_MB: '1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.stop(), quotaApp.stop()]);
  await model.close();
});
beforeEach(() => model.reset());

const payload = (bytes: Buffer, extra: Record<string, unknown> = {}) => ({
  audioData: `data:audio/webm;codecs=opus;base64,${bytes.toString('base64')}`,
  duration: 12.5,
  mimeType: 'audio/webm;codecs=opus',
  transcribeOnly: false,
  chunks: 13,
  deviceInfo: 'desktop',
  recordedAt: new Date().toISOString(),
  ...extra,
});

async function fetchAudio(
  app: TestApp,
  browser: TestBrowser | null,
  url: string,
  headers: Record<string, string> = {},
) {
  return fetch(app.url + url, { headers: { ...(browser?.cookie ? { Cookie: browser.cookie } : {}), ...headers } });
}

const audioFolder = (app: TestApp, userId: number) => join(app.database.dataDir, 'audio', String(userId));

describe('POST /api/audio', () => {
  it('keeps a recording under a random name and serves it to its owner with its type', async () => {
    const { browser, user } = await t.signedIn();
    const bytes = webm(300);
    const response = await browser.request('POST', '/api/audio', payload(bytes));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ audioUrl: expect.stringMatching(/^\/api\/audio\/[A-Za-z0-9_-]{22}\.webm$/) });
    const again = await browser.request('POST', '/api/audio', payload(bytes));
    expect(again.body.audioUrl).not.toBe(response.body.audioUrl);

    const served = await fetchAudio(t, browser, response.body.audioUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/webm');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(served.headers.get('cache-control')).toContain('private');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(existsSync(join(audioFolder(t, user.databaseId), response.body.audioUrl.split('/').pop()))).toBe(true);
  });

  it('takes the type from the bytes, not from what the client declares', async () => {
    const { browser, user } = await t.signedIn();
    const wav = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(40)]);
    const response = await browser.request('POST', '/api/audio', payload(wav, { mimeType: 'audio/webm' }));
    expect(response.body.audioUrl).toMatch(/\.wav$/);
    expect((await fetchAudio(t, browser, response.body.audioUrl)).headers.get('content-type')).toBe('audio/wav');

    // Text (or a script) declared as audio is refused, and nothing is written.
    const script = Buffer.from('<script>alert(1)</script>');
    const refused = await browser.request('POST', '/api/audio', payload(script, { mimeType: 'audio/webm' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This file is not a recording that can be played (WebM, MP4, Ogg, WAV or MP3).',
      fieldErrors: { audioData: [expect.any(String)] },
    });
    const notDataUrl = await browser.request('POST', '/api/audio', { ...payload(webm()), audioData: 'data:nope' });
    expect(notDataUrl.status).toBe(400);
    expect(notDataUrl.body.message).toBe('The recording could not be read. Please record again.');
    const files = await t.app.services.audio.store.list(user.databaseId);
    expect(files).toHaveLength(1);
  });

  it('refuses a recording over 25 MB (413) or over 180 s plus the margin (400), in the user’s language', async () => {
    const { browser, user } = await t.signedIn('es');
    const big = webm(AUDIO_LIMITS.maxBytes + 1);
    const tooLarge = await browser.request('POST', '/api/audio', payload(big));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La grabación es demasiado grande: una grabación puede ocupar hasta 25 MB.',
    });
    const withinMargin = await browser.request('POST', '/api/audio', payload(webm(), { duration: 183 }));
    expect(withinMargin.status).toBe(200);
    const tooLong = await browser.request('POST', '/api/audio', payload(webm(), { duration: 186 }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toEqual({
      duration: ['La grabación es demasiado larga: una grabación puede durar hasta 3 minutos.'],
    });
    expect(await t.app.services.audio.store.list(user.databaseId)).toHaveLength(1);
  });

  it('keeps each account within its quota', async () => {
    const { browser, user } = await quotaApp.signedIn();
    const first = await browser.request('POST', '/api/audio', payload(webm(600 * 1024)));
    expect(first.status).toBe(200);
    const second = await browser.request('POST', '/api/audio', payload(webm(600 * 1024)));
    expect(second.status).toBe(413);
    expect(second.body.message).toBe(
      'Your recordings fill all the space of your account. Delete a dream with a recording to make room.',
    );
    expect(await quotaApp.app.services.audio.store.list(user.databaseId)).toHaveLength(1);
    // Another account has its own room.
    const other = await quotaApp.signedIn();
    expect((await other.browser.request('POST', '/api/audio', payload(webm(600 * 1024)))).status).toBe(200);
  });

  it('keeps parallel uploads within the quota', async () => {
    const { browser, user } = await quotaApp.signedIn();
    // Two at once (the per-user cap), each alone would fit, together they would not.
    const responses = await Promise.all([
      browser.request('POST', '/api/audio', payload(webm(600 * 1024))),
      browser.request('POST', '/api/audio', payload(webm(600 * 1024))),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 413]);
    const stored = await quotaApp.app.services.audio.store.list(user.databaseId);
    expect(stored).toHaveLength(1);
    expect(stored.reduce((sum, file) => sum + file.size, 0)).toBeLessThanOrEqual(1024 * 1024);
  });

  it('refuses two bytes that only look like the start of an MP3', async () => {
    const { browser } = await t.signedIn();
    const response = await browser.request('POST', '/api/audio', payload(Buffer.from([0xff, 0xfb])));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This file is not a recording that can be played (WebM, MP4, Ogg, WAV or MP3).');
    // A real frame header (MPEG-1 layer III, 128 kbit/s, 44.1 kHz) is one: a frame of 26 ms, declared so.
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    expect((await browser.request('POST', '/api/audio', payload(frame, { duration: 0 }))).status).toBe(200);
  });

  it('answers 401 to a signed-out caller and stores nothing', async () => {
    const anonymous = t.browser();
    const response = await anonymous.request('POST', '/api/audio', payload(webm()));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('the declared duration against the file', () => {
  it('keeps a recording whose file plays about as long as declared, in every format that says so', async () => {
    const { browser, user } = await t.signedIn();
    const files: [Buffer, number][] = [
      [wavFile(12.5), 12.5],
      // Within the tolerance: 2 s, or 10 % of a longer recording.
      [wavFile(12.5), 14.4],
      [wavFile(120), 131],
      [mp3File(383), 10],
      [oggOpusFile(30), 30.5],
      [mp4File(61.5), 61],
      [webmFile(95.2), 95],
      // MediaRecorder's WebM says no length: taken at its word.
      [webmFile(null), 170],
    ];
    for (const [bytes, duration] of files) {
      const response = await browser.request('POST', '/api/audio', payload(bytes, { duration }));
      expect({ duration, status: response.status }).toEqual({ duration, status: 200 });
    }
    expect(await t.app.services.audio.store.list(user.databaseId)).toHaveLength(files.length);
  });

  it('refuses a declared duration the file contradicts, in the user’s language, keeping nothing', async () => {
    const english = await t.signedIn();
    const off = await english.browser.request('POST', '/api/audio', payload(wavFile(12.5), { duration: 20 }));
    expect(off.status).toBe(400);
    expect(off.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The recording lasts 12.5 s, not the 20 s sent with it. Please record again.',
      fieldErrors: { duration: ['The recording lasts 12.5 s, not the 20 s sent with it. Please record again.'] },
    });
    const spanish = await t.signedIn('es');
    const corto = await spanish.browser.request('POST', '/api/audio', payload(mp3File(383), { duration: 3 }));
    expect(corto.body.fieldErrors).toEqual({
      duration: ['La grabación dura 10 s, no los 3 s indicados al enviarla. Graba de nuevo, por favor.'],
    });
    // Only transcribing is checked the same way, before the model is asked.
    const words = await english.browser.request(
      'POST',
      '/api/audio',
      payload(oggOpusFile(40), { duration: 10, transcribeOnly: true }),
    );
    expect(words.status).toBe(400);
    expect(model.requests).toEqual([]);
    expect(await t.app.services.audio.store.list(english.user.databaseId)).toEqual([]);
    expect(await t.app.services.audio.store.list(spanish.user.databaseId)).toEqual([]);
  });

  it('applies the length limit to what the file plays, whatever is declared', async () => {
    const { browser, user } = await t.signedIn();
    // 200 s of 1 kHz 8-bit sound (200 KB), declared as 100 s.
    const long = await browser.request('POST', '/api/audio', payload(wavFile(200, 1000), { duration: 100 }));
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({
      audioData: ['The recording is too long: a recording may last up to 3 minutes.'],
    });
    // Declared within the limit and the margin, playing 183 s: kept.
    const margin = await browser.request('POST', '/api/audio', payload(wavFile(183, 1000), { duration: 182 }));
    expect(margin.status).toBe(200);
    const multipart = await uploadAudioMultipart(browser, wavFile(200, 1000), { duration: 180 });
    expect(multipart.body.errors[0]).toMatchObject({
      message: 'The recording is too long: a recording may last up to 3 minutes.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: [expect.any(String)] } },
    });
    const mismatch = await uploadAudioMultipart(browser, wavFile(30), { duration: 60 });
    expect(mismatch.body.errors[0].extensions.fieldErrors).toEqual({
      duration: ['The recording lasts 30 s, not the 60 s sent with it. Please record again.'],
    });
    expect(await t.app.services.audio.store.list(user.databaseId)).toHaveLength(1);
  });
});

describe('uploadAudio (GraphQL multipart)', () => {
  it('keeps or transcribes a recording sent as bytes, with the same checks as the JSON upload', async () => {
    const { browser, user } = await t.signedIn();
    const bytes = webm(2000);
    const kept = await uploadAudioMultipart(browser, bytes, { duration: 4 });
    expect(kept.status).toBe(200);
    expect(kept.body.data.uploadAudio).toEqual({
      audioUrl: expect.stringMatching(/^\/api\/audio\/[A-Za-z0-9_-]{22}\.webm$/),
      transcription: null,
    });
    const served = await fetchAudio(t, browser, kept.body.data.uploadAudio.audioUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const words = await uploadAudioMultipart(browser, bytes, { duration: 4, transcribeOnly: true });
    expect(words.body.data.uploadAudio).toEqual({ audioUrl: null, transcription: DEFAULT_TRANSCRIPT });

    const refused = await uploadAudioMultipart(browser, Buffer.from('not audio at all'), { duration: 4 });
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const tooLong = await uploadAudioMultipart(browser, bytes, { duration: 400 });
    expect(tooLong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await t.app.services.audio.store.list(user.databaseId)).toHaveLength(1);

    const anonymous = await uploadAudioMultipart(t.browser(), bytes, { duration: 4 });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL multipart requests (graphql-upload)', () => {
  // graphql-upload streams each file to a temporary file (os.tmpdir()): this file's own folder, so
  // the tests can see every one of them removed.
  let uploadsTmp = '';
  let previousTmp: string | undefined;
  beforeAll(() => {
    uploadsTmp = mkdtempSync(join(tmpdir(), 'oneiro-uploads-'));
    previousTmp = process.env.TMPDIR;
    process.env.TMPDIR = uploadsTmp;
  });
  afterAll(() => {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    rmSync(uploadsTmp, { recursive: true, force: true });
  });
  const temporaryFiles = () => readdirSync(uploadsTmp);
  const noTemporaryFileLeft = () => vi.waitFor(() => expect(temporaryFiles()).toEqual([]), { timeout: 5000 });

  /** A raw POST /graphql with this browser's cookie; resolves with the answer, or the connection's error. */
  function rawUpload(
    browser: TestBrowser,
    headers: Record<string, string>,
    body: AsyncIterable<Buffer> | Iterable<Buffer>,
  ): Promise<{ status?: number; body?: any; error?: NodeJS.ErrnoException }> {
    return new Promise((resolve) => {
      const request = httpRequest(`${browser.baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
          ...(browser.cookie ? { Cookie: browser.cookie } : {}),
          ...headers,
        },
      });
      request.on('response', async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') });
      });
      request.on('error', (error) => resolve({ error }));
      void pipeline(Readable.from(body), request).catch(() => undefined);
    });
  }

  it('keeps an upload without leaving a temporary file', async () => {
    const { browser } = await t.signedIn();
    const kept = await uploadAudioMultipart(browser, webm(5000), { duration: 2 });
    expect(kept.body.data.uploadAudio.audioUrl).toMatch(/\.webm$/);
    await noTemporaryFileLeft();
  });

  it('refuses a file over 25 MB in the user’s language, keeping nothing', async () => {
    const { browser, user } = await t.signedIn('es');
    const big = await uploadAudioMultipart(browser, webm(AUDIO_LIMITS.maxBytes + 1), { duration: 4 });
    expect(big.body.data).toBeNull();
    expect(big.body.errors).toEqual([
      expect.objectContaining({
        message: 'La grabación es demasiado grande: una grabación puede ocupar hasta 25 MB.',
        extensions: { code: 'PAYLOAD_TOO_LARGE' },
      }),
    ]);
    expect(await t.app.services.audio.store.list(user.databaseId)).toEqual([]);
    await noTemporaryFileLeft();
  });

  it('refuses wrong magic bytes and a signed-out caller, keeping nothing', async () => {
    const { browser, user } = await t.signedIn();
    const script = await uploadAudioMultipart(browser, Buffer.from('#!/bin/sh\nrm -rf /\n'), { duration: 1 });
    expect(script.body.errors[0]).toMatchObject({
      message: 'This file is not a recording that can be played (WebM, MP4, Ogg, WAV or MP3).',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: [expect.any(String)] } },
    });
    // The Upload scalar takes only a file of a multipart request, not a value in JSON.
    const notAFile = await browser.graphql(UPLOAD_AUDIO, { file: webm().toString('base64'), duration: 1 });
    expect(notAFile.errors?.[0]?.message).toContain('Upload value invalid.');
    const anonymous = await uploadAudioMultipart(t.browser(), webm(), { duration: 1 });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data).toBeNull();
    expect(await t.app.services.audio.store.list(user.databaseId)).toEqual([]);
    await noTemporaryFileLeft();
  });

  it('refuses a declared body past the limit before reading it (413), and a malformed request (400)', async () => {
    const { browser } = await t.signedIn();
    const declared = await rawUpload(browser, { 'Content-Length': String(40 * 1024 * 1024) }, [multipartHead()]);
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });

    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD_AUDIO, variables: { file: null, duration: 1 } }));
    const noMap = await fetch(`${browser.baseUrl}/graphql`, {
      method: 'POST',
      headers: { Cookie: browser.cookie },
      body: form,
    });
    expect(noMap.status).toBe(400);
    expect(await noMap.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'This upload is not a valid GraphQL multipart request.',
    });
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const { browser } = await t.signedIn();
    const part = `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`;
    const malformed: [string, Record<string, string>, string][] = [
      ['no boundary', { 'Content-Type': 'multipart/form-data' }, 'operations={}'],
      ['not multipart at all', {}, 'this is not a multipart body'],
      ['a part header that never ends', {}, `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data`],
      ['cut short inside a field', {}, `${part}{"query":`],
      ['operations that are not JSON', {}, `${part}{not json\r\n--${MULTIPART_BOUNDARY}--\r\n`],
    ];
    for (const [label, headers, body] of malformed) {
      const answer = await rawUpload(browser, headers, [Buffer.from(body)]);
      expect({ label, status: answer.status, code: answer.body?.code }).toEqual({
        label,
        status: 400,
        code: 'BAD_REQUEST',
      });
    }
  });

  it('closes the connection of a body that runs past the limit without declaring its length', async () => {
    const { browser, user } = await t.signedIn();
    // A file part that no operation asked for, 40 MB of it, sent chunked: nothing valid can be that long.
    const head = Buffer.from(
      multipartHead().toString().replace('name="0"; filename="recording.webm"', 'name="extra"; filename="extra.bin"'),
    );
    function* body() {
      yield head;
      for (let sent = 0; sent < 40 * 1024 * 1024; sent += 1024 * 1024) yield Buffer.alloc(1024 * 1024, 7);
      yield multipartTail();
    }
    const cut = await rawUpload(browser, {}, body());
    expect(cut.status).toBeUndefined();
    expect(cut.error?.code).toMatch(/ECONNRESET|EPIPE/);
    expect(await t.app.services.audio.store.list(user.databaseId)).toEqual([]);
    await noTemporaryFileLeft();
    // The server is still there for the next request.
    expect((await uploadAudioMultipart(browser, webm(), { duration: 1 })).body.data.uploadAudio.audioUrl).toMatch(
      /\.webm$/,
    );
  });

  it('removes the temporary file when the client leaves mid-upload, keeping nothing', async () => {
    const { browser, user } = await t.signedIn();
    const request = httpRequest(`${browser.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
        'Content-Length': String(10 * 1024 * 1024),
        Cookie: browser.cookie,
      },
    });
    request.on('error', () => undefined);
    request.write(Buffer.concat([multipartHead(), webm(256 * 1024)]));
    // The file has begun streaming into its temporary file...
    await vi.waitFor(() => expect(temporaryFiles()).toHaveLength(1), { timeout: 5000 });
    // ...and the client goes away.
    request.destroy();
    await noTemporaryFileLeft();
    expect(await t.app.services.audio.store.list(user.databaseId)).toEqual([]);
  });
});

describe('transcription', () => {
  it('transcribes only, in the user’s language, through the configured model, keeping nothing', async () => {
    const { browser, user } = await t.signedIn('es');
    model.behave({ transcript: 'Caminaba por una biblioteca en silencio.' });
    const response = await browser.request('POST', '/api/audio', payload(webm(500), { transcribeOnly: true }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ transcription: 'Caminaba por una biblioteca en silencio.' });
    const [request] = model.requests;
    expect(request).toMatchObject({ path: '/v1/audio/transcriptions' });
    expect(request!.body.fields).toMatchObject({ model: 'whisper-small', language: 'es' });
    expect(request!.body.file).toMatchObject({ name: 'recording.webm', type: 'audio/webm', size: 500 });
    expect(request!.headers.authorization).toBe('Bearer local-whisper');
    expect(await t.app.services.audio.store.list(user.databaseId)).toHaveLength(0);
  });

  it('maps a provider failure to the spec’s message (502)', async () => {
    const { browser } = await t.signedIn();
    model.behave({ status: 500 });
    const response = await browser.request('POST', '/api/audio', payload(webm(), { transcribeOnly: true }));
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      code: 'TRANSCRIPTION_FAILED',
      message: 'Could not transcribe your audio. Please try again or enter text manually.',
    });
    model.behave({});
    const retried = await browser.request('POST', '/api/audio', payload(webm(), { transcribeOnly: true }));
    expect(retried.body).toEqual({ transcription: DEFAULT_TRANSCRIPT });
  });

  it('tells the client whether Transcribe can be offered', async () => {
    const withModel = await t.signedIn();
    const without = await quotaApp.signedIn();
    expect((await withModel.browser.graphql('{ transcriptionAvailable }')).data).toEqual({
      transcriptionAvailable: true,
    });
    expect((await without.browser.graphql('{ transcriptionAvailable }')).data).toEqual({
      transcriptionAvailable: false,
    });
  });

  it('tells the landing page, before sign-in, whether recordings get words (GET /api/voice/config)', async () => {
    expect((await t.browser().request('GET', '/api/voice/config')).body).toEqual({ transcriptionAvailable: true });
    expect((await quotaApp.browser().request('GET', '/api/voice/config')).body).toEqual({
      transcriptionAvailable: false,
    });
  });

  it('says clearly when no transcriber is configured (503)', async () => {
    const { browser } = await quotaApp.signedIn();
    const response = await browser.request('POST', '/api/audio', payload(webm(), { transcribeOnly: true }));
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Transcription is not available on this server.',
    });
  });
});

describe('GET /api/audio/:file', () => {
  it('answers the same 404 to another user and to a signed-out caller', async () => {
    const owner = await t.signedIn();
    const { body } = await owner.browser.request('POST', '/api/audio', payload(webm()));
    const other = await t.signedIn();
    const foreign = await fetchAudio(t, other.browser, body.audioUrl);
    const anonymous = await fetchAudio(t, null, body.audioUrl);
    const missing = await fetchAudio(t, owner.browser, '/api/audio/AAAAAAAAAAAAAAAAAAAAAA.webm');
    const traversal = await fetchAudio(t, owner.browser, '/api/audio/..%2F..%2Fsession-secret');
    for (const response of [foreign, anonymous, missing, traversal]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('serves byte ranges (206) for seeking, and 416 outside the recording', async () => {
    const { browser } = await t.signedIn();
    const bytes = webm(1000);
    const { body } = await browser.request('POST', '/api/audio', payload(bytes));

    const middle = await fetchAudio(t, browser, body.audioUrl, { Range: 'bytes=100-199' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(middle.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const open = await fetchAudio(t, browser, body.audioUrl, { Range: 'bytes=990-' });
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(Buffer.from(await open.arrayBuffer()).equals(bytes.subarray(990))).toBe(true);

    const suffix = await fetchAudio(t, browser, body.audioUrl, { Range: 'bytes=-10' });
    expect(suffix.headers.get('content-range')).toBe('bytes 990-999/1000');

    const beyond = await fetchAudio(t, browser, body.audioUrl, { Range: 'bytes=1000-1005' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
    expect((await beyond.json()).code).toBe('RANGE_NOT_SATISFIABLE');
  });
});

describe('the life of a recording', () => {
  it('is deleted with its dream', async () => {
    const { browser, user } = await t.signedIn();
    const { body } = await browser.request('POST', '/api/audio', payload(webm()));
    const dream = await createDream(browser, {
      content: '',
      audioUrl: body.audioUrl,
      audioDuration: 12.5,
      hasAudio: true,
    });
    expect((await fetchAudio(t, browser, body.audioUrl)).status).toBe(200);
    const deleted = await browser.request('DELETE', `/api/dreams/${dream.databaseId}`);
    expect(deleted.status).toBe(200);
    expect((await fetchAudio(t, browser, body.audioUrl)).status).toBe(404);
    expect(await t.app.services.audio.store.list(user.databaseId)).toEqual([]);
  });

  it('is deleted with its account', async () => {
    const { browser, user } = await t.signedIn();
    await browser.request('POST', '/api/audio', payload(webm()));
    expect(existsSync(audioFolder(t, user.databaseId))).toBe(true);
    const deleted = await browser.request('DELETE', '/api/user/account', { password: user.password });
    expect(deleted.status).toBe(200);
    expect(existsSync(audioFolder(t, user.databaseId))).toBe(false);
  });

  it('is swept after a day when no dream points at it', async () => {
    const { browser, user } = await t.signedIn();
    const attached = (await browser.request('POST', '/api/audio', payload(webm()))).body.audioUrl as string;
    const stray = (await browser.request('POST', '/api/audio', payload(webm()))).body.audioUrl as string;
    await createDream(browser, { content: '', audioUrl: attached, hasAudio: true });
    const store = t.app.services.audio.store;
    const day = 24 * 3600_000;
    // Younger than a day: both stay.
    await removeUnattachedAudio(store, day);
    expect((await store.list(user.databaseId)).map((file) => `/api/audio/${file.name}`).sort()).toEqual(
      [attached, stray].sort(),
    );
    await removeUnattachedAudio(store, day, Date.now() + day + 60_000);
    expect((await store.list(user.databaseId)).map((file) => `/api/audio/${file.name}`)).toEqual([attached]);
  });
});
