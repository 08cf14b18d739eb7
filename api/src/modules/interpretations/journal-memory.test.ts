// The journal memory: what recurs is counted in the viewer's own dreams only, bounded, and said by
// the offline voices with those counts (the model's payload is checked in interpretations-openai.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDream, GENERATE, INTERPRETATIONS } from '#api-test/interpretations.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import type { StoredElements } from '../insights/dream-elements.ts';
import { countRecurring, MAX_RECURRING } from './journal-memory.ts';

const elements = (partial: Partial<StoredElements>): StoredElements => ({ s: [], p: [], l: [], f: [], ...partial });

describe('counting what recurs', () => {
  const dream = { id: 1, elements: elements({ p: ['brother'], s: ['bridge', 'river'], f: ['fear'] }) };

  it('counts each element once per dream, this dream included, and keeps only what another dream holds', () => {
    const journal = [
      dream,
      { id: 2, elements: elements({ p: ['brother'], f: ['fear'] }) },
      { id: 3, elements: elements({ f: ['fear'], s: ['snake'] }) },
      { id: 4, elements: elements({ l: ['kitchen'] }) },
    ];
    expect(countRecurring(dream, journal)).toEqual([
      { kind: 'FEELING', id: 'fear', dreams: 3 },
      { kind: 'PERSON', id: 'brother', dreams: 2 },
    ]);
  });

  it('counts the dream once even when it is not among the journal rows read, and keeps at most three', () => {
    const wide = { id: 9, elements: elements({ s: ['a', 'b', 'c', 'd'] }) };
    const journal = [{ id: 10, elements: elements({ s: ['a', 'b', 'c', 'd'] }) }];
    const recurring = countRecurring(wide, journal);
    expect(recurring).toHaveLength(MAX_RECURRING);
    expect(recurring.every((element) => element.dreams === 2)).toBe(true);
    // Ties keep this dream's own order (the most salient first).
    expect(recurring.map((element) => element.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the offline voices with the journal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.stop();
  });

  it("say what recurs in the viewer's own journal, never counting another user's dreams", async () => {
    const other = await t.signedIn('en');
    for (let index = 0; index < 5; index += 1) {
      await createSampleDream(other.browser, { title: `Theirs ${index}`, content: '<p>My brother rowed a boat.</p>' });
    }
    const { browser } = await t.signedIn('en');
    await createSampleDream(browser, { title: 'Kitchen', content: '<p>My brother cooked soup.</p>', tags: [] });
    await createSampleDream(browser, { title: 'Balcony', content: '<p>I watered the plants.</p>', tags: [] });
    await createSampleDream(browser, { title: 'Garden', content: '<p>I dug in the garden.</p>', tags: [] });
    const dream = await createSampleDream(browser, {
      title: 'The bridge',
      content: '<p>My brother waited for me on a bridge.</p>',
      tags: [],
    });
    await browser.graphql(GENERATE, { dreamId: dream.id, type: 'ROGERS_AI', wait: true });
    const answer = await browser.graphql(INTERPRETATIONS, { id: dream.databaseId });
    const text: string = answer.data.dream.interpretations[0].content;
    expect(text).toMatch(/your brother comes up in 2 of your 4 dreams since March 2024/i);
  });
});
