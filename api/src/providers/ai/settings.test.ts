import { describe, expect, it } from 'vitest';
import { AiSettingsError, parseAiSettings } from './settings.ts';

describe('parseAiSettings', () => {
  it('defaults to the offline interpreter with no delay', () => {
    expect(parseAiSettings({})).toEqual({ openai: undefined, offline: { chunkDelayMs: 25 } });
  });

  it('turns the OpenAI-compatible provider on with a key, with per-style models and timeouts', () => {
    const settings = parseAiSettings({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      OPENAI_MODEL_CBT: 'llama3.1',
      OPENAI_TIMEOUT_MS: '60000',
    });
    expect(settings.openai).toEqual({
      apiKey: 'sk-test',
      baseURL: 'http://localhost:11434/v1',
      models: { JUNG_AI: 'gpt-4o-mini', ROGERS_AI: 'gpt-4o-mini', CBT_AI: 'llama3.1' },
      timeoutMs: 60_000,
      firstTokenTimeoutMs: 45_000,
    });
  });

  it('treats empty values as unset and never lets the first-token limit exceed the total', () => {
    expect(parseAiSettings({ OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }).openai).toBeUndefined();
    expect(parseAiSettings({ OPENAI_API_KEY: 'k', OPENAI_TIMEOUT_MS: '5000' }).openai!.firstTokenTimeoutMs).toBe(5000);
  });

  it('fails fast with the variable named', () => {
    expect(() => parseAiSettings({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(AiSettingsError);
    expect(() => parseAiSettings({ OPENAI_TIMEOUT_MS: 'soon' })).toThrow(/OPENAI_TIMEOUT_MS/);
  });
});
