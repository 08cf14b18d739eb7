// The real OpenAI adapter against the loopback Chat Completions server: each way a provider can
// misbehave ends in one typed failure, and the request carries only this dream.
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import { generateInterpretation } from './index.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { OpenAiSettings } from './settings.ts';
import { TEST_DREAMS } from '#api-test/test-dreams.ts';
import { InterpretationFailed, type InterpretationProvider, type InterpretationRequest } from './types.ts';

let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
});

function settings(overrides: Partial<OpenAiSettings> = {}): OpenAiSettings {
  return {
    apiKey: 'test-key',
    baseURL: server.baseURL,
    models: { JUNG_AI: 'model-jung', ROGERS_AI: 'model-rogers', CBT_AI: 'model-cbt' },
    timeoutMs: 2000,
    firstTokenTimeoutMs: 1000,
    ...overrides,
  };
}

const [serpent, wedding] = [TEST_DREAMS[2]!, TEST_DREAMS[5]!];
const request: InterpretationRequest = { type: 'JUNG_AI', locale: 'es', dream: serpent.dream };

async function collect(provider: InterpretationProvider, req = request, signal = new AbortController().signal) {
  const chunks: string[] = [];
  try {
    for await (const chunk of provider.stream(req, signal)) chunks.push(chunk);
    return { chunks, error: undefined };
  } catch (error) {
    return { chunks, error: error as InterpretationFailed };
  }
}

describe('OpenAI-compatible provider', () => {
  it('streams the tokens in order as they arrive', async () => {
    server.behave({ tokens: ['Una ', 'serpiente ', 'verde.'], tokenDelayMs: 5 });
    const { chunks, error } = await collect(createOpenAiProvider(settings()));
    expect(error).toBeUndefined();
    expect(chunks).toEqual(['Una ', 'serpiente ', 'verde.']);
  });

  it('sends one streaming request with the style’s model, the user’s language and only this dream', async () => {
    server.behave({ tokens: ['ok'] });
    const provider = createOpenAiProvider(settings());
    await collect(provider, { type: 'CBT_AI', locale: 'es', dream: serpent.dream });
    await collect(provider, { type: 'ROGERS_AI', locale: 'en', dream: wedding.dream });

    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect(first!.path).toBe('/v1/chat/completions');
    expect(first!.headers.authorization).toBe('Bearer test-key');
    expect(first!.body.model).toBe('model-cbt');
    expect(first!.body.stream).toBe(true);
    const firstText = JSON.stringify(first!.body.messages);
    expect(firstText).toContain('Spanish');
    expect(firstText).toContain('Pequeños pasos');
    expect(firstText).toContain(serpent.dream.title);
    expect(firstText).toContain(serpent.dream.text.slice(0, 40));
    expect(firstText).toContain('Tags: abuela, naturaleza');
    expect(firstText).toContain('Date: 2025-05-14');
    // Nothing of another dream, nothing about the account.
    expect(firstText).not.toContain(wedding.dream.title);
    expect(firstText).not.toMatch(/email|username|userId/i);

    expect(second!.body.model).toBe('model-rogers');
    const secondText = JSON.stringify(second!.body.messages);
    expect(secondText).toContain("Today's Reflections");
    expect(secondText).toContain('I invite you to reflect on');
    expect(secondText).toContain(wedding.dream.title);
    expect(secondText).not.toContain(serpent.dream.title);
    expect(secondText).not.toContain(serpent.dream.text.slice(0, 40));
  });

  it('fails with TIMEOUT (first_token) when the first token is too slow', async () => {
    // The server would answer only long after the test's own time limit, so reaching the
    // assertions at all proves the first-token timer cut the request (no wall-clock assertion).
    server.behave({ firstTokenDelayMs: 60_000 });
    const { chunks, error } = await collect(createOpenAiProvider(settings({ firstTokenTimeoutMs: 200 })));
    expect(error).toBeInstanceOf(InterpretationFailed);
    expect(error!.reason).toBe('TIMEOUT');
    expect(error!.timeout).toBe('first_token');
    expect(chunks).toEqual([]);
    expect(server.tokenTimes).toEqual([]);
  });

  it('fails with TIMEOUT (total) when the whole text takes too long, after some chunks', async () => {
    const tokens = 'a b c d e f g h i j'.split(' ');
    server.behave({ tokens, tokenDelayMs: 100 });
    const { chunks, error } = await collect(
      createOpenAiProvider(settings({ timeoutMs: 500, firstTokenTimeoutMs: 5000 })),
    );
    expect(error!.reason).toBe('TIMEOUT');
    expect(error!.timeout).toBe('total');
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThan(tokens.length);
  });

  it('fails with PROVIDER_ERROR on a 500, without retrying', async () => {
    server.behave({ status: 500 });
    const { error } = await collect(createOpenAiProvider(settings()));
    expect(error!.reason).toBe('PROVIDER_ERROR');
    expect(error!.status).toBe(500);
    expect(server.requests).toHaveLength(1);
  });

  it('fails with RATE_LIMITED on a 429, carrying Retry-After, without retrying', async () => {
    server.behave({ rateLimit: { retryAfterSeconds: 7 } });
    const { error } = await collect(createOpenAiProvider(settings()));
    expect(error!.reason).toBe('RATE_LIMITED');
    expect(error!.status).toBe(429);
    expect(error!.retryAfterSeconds).toBe(7);
    expect(server.requests).toHaveLength(1);
  });

  it('fails with BROKEN_STREAM on a malformed chunk', async () => {
    server.behave({ tokens: ['one ', 'two ', 'three'], malformedAfter: 2 });
    const { chunks, error } = await collect(createOpenAiProvider(settings()));
    expect(error!.reason).toBe('BROKEN_STREAM');
    expect(chunks).toEqual(['one ', 'two ']);
  });

  it('fails with BROKEN_STREAM when the connection is cut mid-stream', async () => {
    server.behave({ tokens: ['one ', 'two ', 'three'], cutAfter: 2 });
    const { chunks, error } = await collect(createOpenAiProvider(settings()));
    expect(error!.reason).toBe('BROKEN_STREAM');
    expect(chunks).toEqual(['one ', 'two ']);
  });

  it('fails with BROKEN_STREAM when the stream ends without a finish reason', async () => {
    server.behave({ tokens: ['one ', 'two ', 'three'], endWithoutFinishAfter: 1 });
    const { error } = await collect(createOpenAiProvider(settings()));
    expect(error!.reason).toBe('BROKEN_STREAM');
  });

  it('fails with INCOMPLETE when the model stops for length', async () => {
    server.behave({ finishReason: 'length' });
    const { error } = await collect(createOpenAiProvider(settings()));
    expect(error!.reason).toBe('INCOMPLETE');
  });

  it('fails with EMPTY when the model finishes without text', async () => {
    server.behave({ tokens: [] });
    const { error } = await collect(createOpenAiProvider(settings()));
    expect(error!.reason).toBe('EMPTY');
  });

  it('fails with CANCELLED when the caller aborts mid-stream', async () => {
    server.behave({ tokens: ['a', 'b', 'c', 'd', 'e'], tokenDelayMs: 50 });
    const controller = new AbortController();
    const chunks: string[] = [];
    let failure: unknown;
    try {
      for await (const chunk of createOpenAiProvider(settings()).stream(request, controller.signal)) {
        chunks.push(chunk);
        if (chunks.length === 2) controller.abort();
      }
    } catch (error) {
      failure = error;
    }
    expect((failure as InterpretationFailed).reason).toBe('CANCELLED');
    expect(chunks).toHaveLength(2);
  });

  it('fails with CONNECTION when nothing listens at the base URL', async () => {
    const closed = await startFakeOpenAiServer();
    const baseURL = closed.baseURL;
    await closed.close();
    const { error } = await collect(createOpenAiProvider(settings({ baseURL })));
    expect(error!.reason).toBe('CONNECTION');
  });

  it('stores nothing partial: generateInterpretation rejects instead of returning a fragment', async () => {
    server.behave({ tokens: ['one ', 'two ', 'three'], cutAfter: 2 });
    const seen: string[] = [];
    await expect(
      generateInterpretation(createOpenAiProvider(settings()), request, new AbortController().signal, (chunk) =>
        seen.push(chunk),
      ),
    ).rejects.toMatchObject({
      reason: 'BROKEN_STREAM',
    });
    expect(seen).toEqual(['one ', 'two ']);

    server.behave({ tokens: ['Hola ', 'mundo.'] });
    await expect(
      generateInterpretation(createOpenAiProvider(settings()), request, new AbortController().signal),
    ).resolves.toBe('Hola mundo.');
  });
});

describe('the fake server', () => {
  it('also answers non-streaming completions', async () => {
    server.behave({ tokens: ['Plain ', 'answer.'] });
    const client = new OpenAI({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0 });
    const completion = await client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(completion.choices[0]!.message.content).toBe('Plain answer.');
    expect(server.requests[0]!.body.stream).toBeUndefined();
  });
});
