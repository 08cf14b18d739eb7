// The language of an AI interpretation: written in the language asked for (the interface's), or the
// account's preferred one; stored with the text and read back as `language`, so a reader who switched
// the interface can be offered a text in theirs. Texts stored before the language was recorded get it
// from their own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDream as createDream } from '#api-test/interpretations.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';
import { languageOf } from './interpretations.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OFFLINE_INTERPRETER_DELAY_MS: '0' });
});
afterAll(() => t.stop());

const FIELDS = 'id databaseId type content language';

const GENERATE = /* GraphQL */ `
  mutation Generate($dreamId: ID!, $type: AiInterpretationType!, $language: Language) {
    generateInterpretation(dreamId: $dreamId, type: $type, replace: true, language: $language, waitForCompletion: true) {
      interpretation { ${FIELDS} }
    }
  }`;

const INTERPRETATIONS = /* GraphQL */ `
  query Interpretations($id: Int!) { dream(databaseId: $id) { interpretations { ${FIELDS} } } }`;

const SAVE_OWN = /* GraphQL */ `
  mutation SaveOwn($dreamId: ID!, $content: String!) {
    saveOwnInterpretation(dreamId: $dreamId, content: $content) { interpretation { ${FIELDS} } }
  }`;

interface Interpretation {
  databaseId: number;
  type: string;
  content: string;
  language: string | null;
}

async function generate(browser: TestBrowser, dreamId: string, language?: string): Promise<Interpretation> {
  const result = await browser.graphql(GENERATE, { dreamId, type: 'JUNG_AI', language });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.generateInterpretation.interpretation;
}

describe('the language of an interpretation', () => {
  it("is the account's preferred language when none is asked for, and is stored with the text", async () => {
    const browser = t.browser({ language: 'es' });
    await registerUser(browser, { preferredLanguage: 'es' });
    const dream = await createDream(browser);
    const jung = await generate(browser, dream.id);
    expect(jung.language).toBe('es');
    expect(jung.content).toContain('Acciones para hoy');
    const row = await db().dreamInterpretation.findUniqueOrThrow({ where: { id: jung.databaseId } });
    expect(row.language).toBe('es');
  });

  it('is the one asked for: a reader who switched to English gets the same voice again in English', async () => {
    const browser = t.browser({ language: 'es' });
    await registerUser(browser, { preferredLanguage: 'es' });
    const dream = await createDream(browser);
    const spanish = await generate(browser, dream.id);
    expect(spanish.language).toBe('es');

    const english = await generate(browser, dream.id, 'en');
    expect(english.language).toBe('en');
    expect(english.content).toContain("Today's Action Items");
    expect(english.content).not.toContain('Acciones para hoy');
    // It replaced the Spanish one: one text per voice.
    const list = await browser.graphql(INTERPRETATIONS, { id: dream.databaseId });
    expect(list.data.dream.interpretations).toEqual([english]);
  });

  it('refuses a language the app does not speak, and changes nothing', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const dream = await createDream(browser);
    const result = await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI', language: 'fr' });
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(await db().dreamInterpretation.count({ where: { dreamEntry: { id: dream.databaseId } } })).toBe(0);
  });

  it('is read from the text of an interpretation stored before the language was recorded', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const dream = await createDream(browser);
    const english = await generate(browser, dream.id, 'en');
    await db().dreamInterpretation.update({ where: { id: english.databaseId }, data: { language: null } });
    const list = await browser.graphql(INTERPRETATIONS, { id: dream.databaseId });
    expect(list.data.dream.interpretations[0].language).toBe('en');

    const spanish = await generate(browser, dream.id, 'es');
    await db().dreamInterpretation.update({ where: { id: spanish.databaseId }, data: { language: null } });
    const again = await browser.graphql(INTERPRETATIONS, { id: dream.databaseId });
    expect(again.data.dream.interpretations[0].language).toBe('es');
  });

  it('is null for your own take, whatever it is written in', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const dream = await createDream(browser);
    const own = await browser.graphql(SAVE_OWN, { dreamId: dream.id, content: 'The snake is my fear of the exam.' });
    expect(own.data.saveOwnInterpretation.interpretation.language).toBeNull();
  });
});

describe('languageOf', () => {
  it('trusts the recorded language, and tells nothing from a text too short or mixed to tell', () => {
    expect(languageOf({ type: 'CBT_AI', content: 'The house and the sea', language: 'es' })).toBe('es');
    expect(languageOf({ type: 'CBT_AI', content: 'Casa', language: null })).toBeNull();
    expect(languageOf({ type: 'USER', content: 'La casa y el mar, que era de mi madre', language: null })).toBeNull();
  });
});
