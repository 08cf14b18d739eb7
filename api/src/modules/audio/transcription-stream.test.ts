// A transcription streamed to the form as it is heard: POST /api/audio with transcribeOnly and
// `Accept: application/x-ndjson` answers a line per piece of words the model streams (OpenAI's
// gpt-4o transcribers, spoken by the local fake), then the usual answer; a model that does not
// stream, or a failure before any words, gives the ordinary JSON answer; a failure after some words
// is the stream's last line.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TRANSCRIPT, startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import { webm } from '#api-test/audio-upload.ts';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';

let streaming: TestApp;
let whisper: TestApp;
let model: FakeOpenAiServer;
beforeAll(async () => {
  model = await startFakeOpenAiServer();
  const withModel = (name: string) =>
    startTestApp({
      TRANSCRIPTION_API_KEY: 'local-key',
      TRANSCRIPTION_BASE_URL: model.baseURL,
      TRANSCRIPTION_MODEL: name,
    });
  [streaming, whisper] = await Promise.all([withModel('gpt-4o-mini-transcribe'), withModel('whisper-1')]);
});
afterAll(async () => {
  await Promise.all([streaming.stop(), whisper.stop()]);
  await model.close();
});
beforeEach(() => model.reset());

const transcribeOnly = (bytes: Buffer) => ({
  audioData: `data:audio/webm;codecs=opus;base64,${bytes.toString('base64')}`,
  duration: 12.5,
  mimeType: 'audio/webm;codecs=opus',
  transcribeOnly: true,
  chunks: 13,
  deviceInfo: 'desktop',
  recordedAt: new Date().toISOString(),
});

/** Posts a recording asking for the words as lines; returns the status, type and each line parsed. */
async function postForLines(browser: TestBrowser, accept = 'application/x-ndjson, application/json') {
  const response = await fetch(`${browser.baseUrl}/api/audio`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': browser.language,
      Accept: accept,
      Cookie: browser.cookie,
    },
    body: JSON.stringify(transcribeOnly(webm(500))),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const lines = type.startsWith('application/x-ndjson')
    ? text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [JSON.parse(text) as Record<string, unknown>];
  return { status: response.status, type, lines };
}

describe('a streamed transcription', () => {
  it('sends each piece of words as it is heard, then the whole transcription', async () => {
    const { browser } = await streaming.signedIn('es');
    model.behave({ transcript: 'Caminaba por una biblioteca en silencio.' });
    const { status, type, lines } = await postForLines(browser);
    expect(status).toBe(200);
    expect(type).toBe('application/x-ndjson; charset=utf-8');
    expect(lines).toEqual([
      { words: 'Caminaba' },
      { words: ' por' },
      { words: ' una' },
      { words: ' biblioteca' },
      { words: ' en' },
      { words: ' silencio.' },
      { transcription: 'Caminaba por una biblioteca en silencio.' },
    ]);
    // The model was asked to stream, in the user's language.
    expect(model.requests[0]!.body.fields).toMatchObject({
      model: 'gpt-4o-mini-transcribe',
      language: 'es',
      stream: 'true',
    });
  });

  it('answers plain JSON to a client that did not ask for lines, without asking the model to stream', async () => {
    const { browser } = await streaming.signedIn();
    const { type, lines } = await postForLines(browser, 'application/json');
    expect(type).toMatch(/^application\/json/);
    expect(lines).toEqual([{ transcription: DEFAULT_TRANSCRIPT }]);
    expect(model.requests[0]!.body.fields.stream).toBeUndefined();
  });

  it('ends with the coded error when the model fails after some words (they were already sent)', async () => {
    const { browser } = await streaming.signedIn();
    // The pause lets the words already written leave before the connection is cut.
    model.behave({ transcriptCutAfter: 3, wordDelayMs: 50 });
    const { status, lines } = await postForLines(browser);
    expect(status).toBe(200);
    expect(lines).toEqual([
      { words: 'I' },
      { words: ' was' },
      { words: ' walking' },
      {
        error: {
          code: 'TRANSCRIPTION_FAILED',
          message: 'Could not transcribe your audio. Please try again or enter text manually.',
        },
      },
    ]);
  });

  it('refuses as usual (a status and one JSON error) when the model fails before any words', async () => {
    const { browser } = await streaming.signedIn();
    model.behave({ status: 500 });
    const { status, type, lines } = await postForLines(browser);
    expect(status).toBe(502);
    expect(type).toMatch(/^application\/json/);
    expect(lines).toEqual([{ code: 'TRANSCRIPTION_FAILED', message: expect.any(String) }]);
  });

  it('reads a model that ignores the stream flag and answers JSON (whisper-1 does)', async () => {
    const { browser } = await whisper.signedIn();
    const { type, lines } = await postForLines(browser);
    expect(model.requests[0]!.body.fields).toMatchObject({ model: 'whisper-1', stream: 'true' });
    expect(type).toMatch(/^application\/json/);
    expect(lines).toEqual([{ transcription: DEFAULT_TRANSCRIPT }]);
  });
});
