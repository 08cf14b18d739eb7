// Tag suggestions (issue 27, point 7): the user's own tags containing the typed text, ignoring case,
// one spelling each, most used first; LIKE wildcards taken literally; nobody else's tags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDream } from '#api-test/journal.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';

const SUGGEST = /* GraphQL */ `
  query Suggest($text: String!, $first: Int) {
    me {
      tagSuggestions(text: $text, first: $first) {
        name
        count
      }
    }
  }
`;

let t: TestApp;
let browser: TestBrowser;
let other: TestBrowser;

async function suggest(text: string, first?: number, who = browser): Promise<string[]> {
  const result = await who.graphql(SUGGEST, { text, first });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.me.tagSuggestions.map((tag: { name: string; count: number }) => `${tag.name}:${tag.count}`);
}

beforeAll(async () => {
  t = await startTestApp();
  browser = t.browser();
  other = t.browser();
  await registerUser(browser);
  await registerUser(other);
  const day = (n: number) => `2024-02-0${n}T08:00:00Z`;
  await createDream(browser, { content: '<p>one</p>', tags: ['dog', 'animals'], date: day(1) });
  await createDream(browser, { content: '<p>two</p>', tags: ['Dog', 'forest'], date: day(2) });
  await createDream(browser, { content: '<p>three</p>', tags: ['dogwood', '100%'], date: day(3) });
  await createDream(other, { content: '<p>theirs</p>', tags: ['doghouse'], date: day(4) });
});

afterAll(() => t?.stop());

describe('tag suggestions', () => {
  it('offers the user’s own tags containing the text, one spelling each, most used first', async () => {
    expect(await suggest('do')).toEqual(['Dog:2', 'dogwood:1']);
    expect(await suggest('ANIM')).toEqual(['animals:1']);
    expect(await suggest('o', 2)).toEqual(['Dog:2', 'dogwood:1']);
    expect(await suggest('doghouse')).toEqual([]);
    expect(await suggest('doghouse', undefined, other)).toEqual(['doghouse:1']);
  });

  it('takes % and _ literally, and offers the most used tags for an empty text', async () => {
    expect(await suggest('%')).toEqual(['100%:1']);
    expect(await suggest('_')).toEqual([]);
    expect(await suggest('')).toEqual(['Dog:2', '100%:1', 'animals:1', 'dogwood:1', 'forest:1']);
  });

  it('is the signed-in user’s only', async () => {
    const result = await t.browser().graphql(SUGGEST, { text: 'dog' });
    expect(result.data?.me ?? null).toBeNull();
  });
});
