// The whole path with the real OpenAI adapter against a local server that speaks Chat Completions:
// tokens reach the subscriber as they are written; only the dream is sent; every failure (error
// status, rate limit, slow first token, malformed chunk, cut stream) ends with FAILED, stores
// nothing and leaves Generate usable.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TOKENS, startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import { createSampleDream, GENERATE, watchProgress } from '#api-test/interpretations.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';

let t: TestApp;
let model: FakeOpenAiServer;
beforeAll(async () => {
  model = await startFakeOpenAiServer();
  t = await startTestApp({
    OPENAI_API_KEY: 'sk-local-test',
    OPENAI_BASE_URL: model.baseURL,
    OPENAI_MODEL_ROGERS: 'llama3.1:8b',
    OPENAI_FIRST_TOKEN_TIMEOUT_MS: '600',
    OPENAI_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await t.stop();
  await model.close();
});
beforeEach(() => model.reset());

/** Someone whose name and address must never reach the model. */
const signedIn = () => t.signedIn('en', { fullName: 'Ada Private', email: `ada${Date.now()}@example.org` });

describe('with an OpenAI-compatible model', () => {
  it("streams the model's tokens to the subscriber and sends only the dream", async () => {
    const { browser, user } = await signedIn();
    await createSampleDream(browser, { title: 'Another dream', content: '<p>A secret about my neighbour.</p>' });
    const dream = await createSampleDream(browser);
    const tokens = ['The ', 'house ', 'is ', 'you.', "\n\nToday's Reflections\n", 'I invite you to reflect on home.'];
    model.behave({ tokens, tokenDelayMs: 60 });
    const { client } = browser.websocket();
    const progress = watchProgress(client, dream.id, 'ROGERS_AI');
    await progress.until('IDLE');
    await browser.graphql(GENERATE, { dreamId: dream.id, type: 'ROGERS_AI' });
    const done = await progress.until('DONE');
    expect(done.text).toBe(tokens.join('').trim());
    const steps = progress.events.filter((event) => event.status === 'GENERATING').map((event) => event.text);
    expect(steps.length).toBeGreaterThanOrEqual(3);

    expect(model.requests).toHaveLength(1);
    const sent = model.requests[0]!;
    expect(sent.body.model).toBe('llama3.1:8b');
    expect(sent.body.stream).toBe(true);
    const prompt = JSON.stringify(sent.body.messages);
    expect(prompt).toContain('The house by the sea');
    expect(prompt).toContain('a snake waited at the door');
    for (const secret of ['A secret about my neighbour', 'Another dream', user.username, user.email, 'Ada Private']) {
      expect(prompt).not.toContain(secret);
    }
    expect(sent.headers.authorization).toBe('Bearer sk-local-test');
    await client.dispose();
  });

  it("gives the model the journal's counts from the dreamer's own dreams only", async () => {
    // Someone else whose brother is in every dream: none of it may reach this user's prompt.
    const other = await signedIn();
    for (const title of [
      'Stranger brother one',
      'Stranger brother two',
      'Stranger brother three',
      'Stranger brother four',
    ]) {
      await createSampleDream(other.browser, { title, content: '<p>My brother and I crossed Zanzibar by night.</p>' });
    }
    const { browser } = await signedIn();
    await createSampleDream(browser, { title: 'Kitchen', content: '<p>My brother cooked soup in the kitchen.</p>' });
    await createSampleDream(browser, { title: 'Quiet morning', content: '<p>I watered plants on a balcony.</p>' });
    const dream = await createSampleDream(browser, {
      title: 'The bridge',
      content: '<p>My brother waited for me on a bridge over the river.</p>',
    });
    model.behave({ tokens: DEFAULT_TOKENS });
    await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI', wait: true });

    expect(model.requests).toHaveLength(1);
    const user = model.requests[0]!.body.messages.find((message: { role: string }) => message.role === 'user');
    const content = String(user.content);
    const journal = content.slice(content.indexOf('<journal>'));
    expect(journal).toMatch(/^<journal>\nCounted by the app in the dreamer's 3 newest dreams \(since \d{4}-\d{2}\)/);
    expect(journal).toContain('- brother (person): in 2 of the 3 dreams');
    expect(journal.split('\n').length).toBeLessThanOrEqual(6);
    for (const secret of [
      'Zanzibar',
      'Stranger',
      'Kitchen',
      'soup',
      'Quiet morning',
      'balcony',
      'in 5 of',
      'in 6 of',
    ]) {
      expect(content).not.toContain(secret);
    }
  });

  const failures = [
    { name: 'an error status', behaviour: { status: 500 }, failure: 'PROVIDER_ERROR' },
    { name: 'a rate limit', behaviour: { rateLimit: { retryAfterSeconds: 30 } }, failure: 'RATE_LIMITED' },
    { name: 'a first token that never comes', behaviour: { firstTokenDelayMs: 3000 }, failure: 'TIMEOUT' },
    { name: 'a malformed chunk', behaviour: { tokens: DEFAULT_TOKENS, malformedAfter: 2 }, failure: 'BROKEN_STREAM' },
    { name: 'a stream cut midway', behaviour: { tokens: DEFAULT_TOKENS, cutAfter: 2 }, failure: 'BROKEN_STREAM' },
  ];
  for (const { name, behaviour, failure } of failures) {
    it(`ends with FAILED on ${name}, stores nothing, and can be generated again`, async () => {
      const { browser } = await signedIn();
      const dream = await createSampleDream(browser);
      model.behave(behaviour);
      const { client } = browser.websocket();
      const progress = watchProgress(client, dream.id, 'JUNG_AI');
      await progress.until('IDLE');
      await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI' });
      const failed = await progress.until('FAILED');
      expect(failed.failure).toBe(failure);
      expect(failed.text).toBe('');
      expect(await db().dreamInterpretation.count({ where: { dreamEntryId: dream.databaseId } })).toBe(0);

      // Over REST the same failure is a 502 with the spec's message.
      const rest = await browser.request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`, {});
      expect(rest.status).toBe(502);
      expect(rest.body).toEqual({ message: 'Failed to generate interpretation', code: 'GENERATION_FAILED' });

      model.reset();
      const retried = await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI', wait: true });
      expect(retried.data.generateInterpretation.interpretation.content).toBe(DEFAULT_TOKENS.join(''));
      await client.dispose();
    });
  }

  it('stops a generation whose dream is deleted meanwhile, storing nothing', async () => {
    const { browser } = await signedIn();
    const dream = await createSampleDream(browser);
    model.behave({ tokens: DEFAULT_TOKENS, tokenDelayMs: 80 });
    const { client } = browser.websocket();
    const progress = watchProgress(client, dream.id, 'JUNG_AI');
    await progress.until('IDLE');
    await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI' });
    await progress.until('GENERATING');
    await browser.request('DELETE', `/api/dreams/${dream.databaseId}`);
    const failed = await progress.until('FAILED');
    expect(failed.failure).toBe('DREAM_DELETED');
    expect(await db().dreamInterpretation.count({ where: { dreamEntryId: dream.databaseId } })).toBe(0);
    await client.dispose();
  });

  it('says which interpreter is in use', async () => {
    const { browser } = await signedIn();
    expect((await browser.graphql(`{ interpreter }`)).data.interpreter).toBe('OPENAI');
  });
});
