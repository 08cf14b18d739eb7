// The entry point the GraphQL layer uses: the factory chooses the provider from the settings, and
// generateInterpretation returns only complete texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import {
  createInterpretationProvider,
  generateInterpretation,
  parseAiSettings,
  splitInterpretation,
  type InterpretationProvider,
} from './index.ts';
import { TEST_DREAMS } from '#api-test/test-dreams.ts';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer({ tokens: ['A ', 'model ', 'wrote ', 'this.'] });
});
afterAll(async () => {
  await server.close();
});

const request = { type: 'JUNG_AI' as const, locale: 'en' as const, dream: TEST_DREAMS[6]!.dream };

describe('createInterpretationProvider', () => {
  it('is offline when no API key is set', async () => {
    const provider = createInterpretationProvider(parseAiSettings({}));
    expect(provider.kind).toBe('offline');
    const text = await generateInterpretation(provider, request, new AbortController().signal);
    expect(splitInterpretation('JUNG_AI', text, 'en').items.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('the baby');
  });

  it('is the OpenAI-compatible provider when a key is set, at OPENAI_BASE_URL', async () => {
    const provider = createInterpretationProvider(
      parseAiSettings({ OPENAI_API_KEY: 'local', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL_JUNG: 'llama3.1' }),
    );
    expect(provider.kind).toBe('openai');
    const chunks: string[] = [];
    const text = await generateInterpretation(provider, request, new AbortController().signal, (chunk) =>
      chunks.push(chunk),
    );
    expect(text).toBe('A model wrote this.');
    expect(chunks).toEqual(['A ', 'model ', 'wrote ', 'this.']);
    expect(server.requests.at(-1)!.body.model).toBe('llama3.1');
  });
});

describe('generateInterpretation', () => {
  it('rejects a provider that produced only whitespace', async () => {
    const blank: InterpretationProvider = {
      kind: 'offline',
      async *stream() {
        yield '  ';
      },
    };
    await expect(generateInterpretation(blank, request, new AbortController().signal)).rejects.toMatchObject({
      reason: 'EMPTY',
    });
  });
});
