// Search (spec section 5) on the engine under test: each filter's meaning, case, short terms, LIKE
// wildcards and FTS syntax taken literally, dates in the user's time zone, the cap and order, owner
// isolation, and the index following every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDream, insertDreams, randomSource } from '#api-test/factories.ts';
import { createDream } from '#api-test/journal.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { database, db } from '../../db/current.ts';
import { longDates } from './date-terms.ts';
import { searchDreams } from './search.service.ts';
import { searchTuning } from './sqlite-search.ts';
import { caseVariants, containsPattern } from './terms.ts';
import { rarestTrigrams } from './trigrams.ts';

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $filter: SearchFilter, $timeZone: String) {
    search(query: $query, filter: $filter, timeZone: $timeZone) {
      databaseId
      title
    }
  }
`;
const SEARCH_DAYS = /* GraphQL */ `
  query SearchDays($query: String, $filter: SearchFilter, $timeZone: String, $from: String, $to: String) {
    search(query: $query, filter: $filter, timeZone: $timeZone, from: $from, to: $to) {
      databaseId
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: UpdateDreamInput!) {
    updateDream(id: $id, input: $input) {
      dream {
        id
      }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteDream(id: $id) {
      deletedId
    }
  }
`;

let t: TestApp;
let browser: TestBrowser;
let userId: number;
const ids: Record<string, { id: string; databaseId: number }> = {};

async function create(owner: TestBrowser, key: string, input: Record<string, unknown>) {
  ids[key] = await createDream(owner, input);
}

/** The keys of the dreams a search returns, in order. */
async function search(query: string, filter?: string, timeZone?: string, who = browser): Promise<string[]> {
  const result = await who.graphql(SEARCH, { query, filter, timeZone });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const byId = new Map(Object.entries(ids).map(([key, dream]) => [dream.databaseId, key]));
  return result.data.search.map(
    (dream: { databaseId: number }) => byId.get(dream.databaseId) ?? `#${dream.databaseId}`,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  browser = t.browser();
  userId = (await registerUser(browser)).databaseId;
  // Dates decide the order of results: newest first.
  await create(browser, 'sea', {
    title: 'The Sea',
    content: '<p>I was <b>swimming</b> with whales</p>',
    tags: ['ocean', 'Blue Water'],
    date: '2024-01-05T12:00:00Z',
  });
  await create(browser, 'nino', {
    title: 'Niño',
    content: '<p>Soñé con un ÑANDÚ en la montaña</p>',
    tags: ['España'],
    date: '2024-01-04T12:00:00Z',
  });
  await create(browser, 'percent', {
    title: 'Discount',
    content: '<p>Everything was 100% free, a_b testing</p>',
    tags: ['shop'],
    date: '2023-06-01T12:00:00Z',
  });
  await create(browser, 'quotes', {
    title: 'He said "fly" AND NEAR(x) *',
    content: '<p>words</p>',
    tags: ['x:y'],
    date: '2023-05-01T12:00:00Z',
  });
  await create(browser, 'early', {
    title: 'Night owl',
    content: '<p>dark</p>',
    tags: ['owl'],
    date: '2024-01-05T03:00:00Z',
  });
  await create(browser, 'xx', {
    title: 'Short',
    content: '<p>an ox</p>',
    tags: ['ab', 'cd'],
    date: '2022-02-02T12:00:00Z',
  });
  // Quotes and a backslash: JSON escapes both, and PostgreSQL searches tags in a JSON copy of them.
  await create(browser, 'marks', {
    title: 'Marks',
    content: '<p>quiet</p>',
    tags: ['back\\', 'say "hi"'],
    date: '2021-04-10T12:00:00Z',
  });
  // Someone else's dreams match many of the same terms and must never appear.
  const other = t.browser();
  await registerUser(other);
  await create(other, 'foreign', {
    title: 'The Sea too',
    content: '<p>swimming whales ñandú 100% ox</p>',
    tags: ['ocean', 'owl', 'ab'],
    date: '2025-01-05T12:00:00Z',
  });
});
afterAll(() => t.stop());

describe('search filters', () => {
  it('CONTENT matches the title or the text, in any case, but not tags', async () => {
    expect(await search('the sea', 'CONTENT')).toEqual(['sea']);
    expect(await search('SWIMMING WITH', 'CONTENT')).toEqual(['sea']);
    expect(await search('ocean', 'CONTENT')).toEqual([]);
  });

  it('TAGS matches a tag (any case, any part) but never across two tags or in the text', async () => {
    expect(await search('BLUE wat', 'TAGS')).toEqual(['sea']);
    expect(await search('ocean', 'TAGS')).toEqual(['sea']);
    expect(await search('ocean Blue', 'TAGS')).toEqual([]);
    expect(await search('abcd', 'TAGS')).toEqual([]);
    expect(await search('whales', 'TAGS')).toEqual([]);
  });

  it('TAGS takes quotes and backslashes as typed, and still never matches across two tags', async () => {
    expect(await search('say "HI"', 'TAGS')).toEqual(['marks']);
    expect(await search('"hi"', 'TAGS')).toEqual(['marks']);
    expect(await search('ack\\', 'TAGS')).toEqual(['marks']);
    // In the JSON copy `["back\\","say \"hi\""]`, the escaped `",` runs across the two tags.
    expect(await search('",', 'TAGS')).toEqual([]);
    expect(await search('\\","say', 'TAGS')).toEqual([]);
    expect(await search('back say', 'TAGS')).toEqual([]);
  });

  it('DATE matches the long date in English or Spanish, in the given time zone', async () => {
    expect(await search('January 5, 2024', 'DATE')).toEqual(['sea', 'early']);
    expect(await search('5 de enero de 2024', 'DATE')).toEqual(['sea', 'early']);
    expect(await search('enero', 'DATE')).toEqual(['sea', 'early', 'nino']);
    expect(await search('june', 'DATE')).toEqual(['percent']);
    expect(await search('2022', 'DATE')).toEqual(['xx']);
    // 03:00 UTC on the 5th is still the evening of the 4th in New York.
    expect(await search('January 4, 2024', 'DATE', 'America/New_York')).toEqual(['early', 'nino']);
    expect(await search('January 5', 'DATE', 'America/New_York')).toEqual(['sea']);
    expect(await search('flying', 'DATE')).toEqual([]);
    // Parts of a date around its numbers, and words no date holds around a number.
    expect(await search('uary 5, 20', 'DATE')).toEqual(['sea', 'early']);
    expect(await search('5 de ene', 'DATE')).toEqual(['sea', 'early']);
    expect(await search('number 5', 'DATE')).toEqual([]);
  });

  it('ALL matches any of them, newest first, each dream once', async () => {
    expect(await search('o')).toEqual(['sea', 'early', 'nino', 'percent', 'quotes', 'xx']);
    expect(await search('owl')).toEqual(['early']);
    expect(await search('2024')).toEqual(['sea', 'early', 'nino']);
    expect(await search('ocean')).toEqual(['sea']);
  });
});

describe('search terms', () => {
  it('folds case beyond ASCII, with the index (3+ characters) and without (shorter)', async () => {
    expect(await search('ñandú', 'CONTENT')).toEqual(['nino']);
    expect(await search('NIÑO', 'CONTENT')).toEqual(['nino']);
    expect(await search('Ñ', 'CONTENT')).toEqual(['nino']);
    expect(await search('ñ', 'CONTENT')).toEqual(['nino']);
    expect(await search('españa', 'TAGS')).toEqual(['nino']);
    expect(await search('Ñ', 'TAGS')).toEqual(['nino']);
  });

  it("answers one- and two-character terms by scanning the user's dreams", async () => {
    expect(await search('ox', 'CONTENT')).toEqual(['xx']);
    expect(await search('AB', 'TAGS')).toEqual(['xx']);
    expect(await search('%', 'CONTENT')).toEqual(['percent']);
    expect(await search('_', 'CONTENT')).toEqual(['percent']);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await search('100%', 'CONTENT')).toEqual(['percent']);
    expect(await search('0% f', 'CONTENT')).toEqual(['percent']);
    expect(await search('a_b', 'CONTENT')).toEqual(['percent']);
    expect(await search('a%b', 'CONTENT')).toEqual([]);
    expect(await search('100_', 'CONTENT')).toEqual([]);
    expect(await search('1_0', 'CONTENT')).toEqual([]);
  });

  it('takes full-text query syntax literally', async () => {
    expect(await search('"fly"', 'CONTENT')).toEqual(['quotes']);
    expect(await search('AND NEAR(x) *', 'CONTENT')).toEqual(['quotes']);
    expect(await search('x:y', 'TAGS')).toEqual(['quotes']);
    expect(await search('" OR "', 'CONTENT')).toEqual([]);
    expect(await search('*', 'CONTENT')).toEqual(['quotes']);
  });

  it('collapses whitespace in the term like in the text', async () => {
    expect(await search('  swimming    with  ', 'CONTENT')).toEqual(['sea']);
  });

  it("never returns another user's dreams", async () => {
    for (const term of ['sea', 'swimming', 'ñandú', '100%', 'ox', 'ocean', 'owl', 'ab', 'January 5, 2025']) {
      expect(await search(term)).not.toContain('foreign');
    }
  });
});

describe('search input', () => {
  it("refuses an empty or oversized term and an unknown time zone, in the user's language", async () => {
    const empty = await browser.graphql(SEARCH, { query: '   ' });
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Enter a search term to find dreams',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { query: ['Enter a search term to find dreams'] } },
    });
    const spanish = t.browser({ language: 'es' });
    spanish.cookie = browser.cookie;
    expect((await spanish.graphql(SEARCH, { query: '' })).errors?.[0]?.message).toBe(
      'Introduce un término de búsqueda para encontrar sueños',
    );
    expect((await browser.graphql(SEARCH, { query: 'x'.repeat(201) })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await browser.graphql(SEARCH, { query: 'x', timeZone: 'Mars/Olympus' })).errors?.[0]?.extensions?.fieldErrors,
    ).toEqual({ timeZone: ['Unknown time zone'] });
  });

  it('needs a signed-in user', async () => {
    expect((await t.browser().graphql(SEARCH, { query: 'sea' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('search by a span of days (the date picker)', () => {
  /** The keys of the dreams a span search returns, in order. */
  async function inDays(variables: Record<string, unknown>, who = browser): Promise<string[]> {
    const result = await who.graphql(SEARCH_DAYS, variables);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    const byId = new Map(Object.entries(ids).map(([key, dream]) => [dream.databaseId, key]));
    return result.data.search.map(
      (dream: { databaseId: number }) => byId.get(dream.databaseId) ?? `#${dream.databaseId}`,
    );
  }

  it('alone finds every dream of its days (a day, a month, open ends), newest first', async () => {
    expect(await inDays({ from: '2024-01-01', to: '2024-01-31' })).toEqual(['sea', 'early', 'nino']);
    expect(await inDays({ query: '', from: '2024-01-05', to: '2024-01-05' })).toEqual(['sea', 'early']);
    expect(await inDays({ from: '2023-06-01' })).toEqual(['sea', 'early', 'nino', 'percent']);
    expect(await inDays({ to: '2022-12-31' })).toEqual(['xx', 'marks']);
    expect(await inDays({ from: '2019-01-01', to: '2019-12-31' })).toEqual([]);
  });

  it('reads its days in the time zone given', async () => {
    // 03:00 UTC on the 5th is still the evening of the 4th in New York.
    expect(await inDays({ from: '2024-01-04', to: '2024-01-04', timeZone: 'America/New_York' })).toEqual([
      'early',
      'nino',
    ]);
    expect(await inDays({ from: '2024-01-04', to: '2024-01-04' })).toEqual(['nino']);
  });

  it('narrows a term of any filter: text, tags and the written date', async () => {
    expect(await search('o')).toEqual(['sea', 'early', 'nino', 'percent', 'quotes', 'xx']);
    expect(await inDays({ query: 'o', from: '2023-01-01', to: '2023-12-31' })).toEqual(['percent', 'quotes']);
    expect(await inDays({ query: 'swimming', filter: 'CONTENT', from: '2024-01-01', to: '2024-01-31' })).toEqual([
      'sea',
    ]);
    expect(await inDays({ query: 'swimming', filter: 'CONTENT', from: '2023-01-01', to: '2023-12-31' })).toEqual([]);
    expect(await inDays({ query: 'ocean', filter: 'TAGS', from: '2024-01-05', to: '2024-01-05' })).toEqual(['sea']);
    expect(await inDays({ query: 'enero', filter: 'DATE', from: '2024-01-05', to: '2024-01-05' })).toEqual([
      'sea',
      'early',
    ]);
    expect(await inDays({ query: '2024', filter: 'DATE', to: '2023-12-31' })).toEqual([]);
  });

  it("never returns another user's dreams", async () => {
    // The other user's 'The Sea too' is dated 2025-01-05.
    expect(await inDays({ from: '2025-01-01', to: '2025-12-31' })).toEqual([]);
    expect(await inDays({ query: 'sea', from: '2025-01-01' })).toEqual([]);
  });

  it("refuses a day that does not exist, a span backwards, and nothing at all, in the user's language", async () => {
    const errorsOf = async (variables: Record<string, unknown>, who = browser) =>
      (await who.graphql(SEARCH_DAYS, variables)).errors?.[0]?.extensions?.fieldErrors;
    expect(await errorsOf({ from: '2024-02-30' })).toEqual({ from: ['A day is written yyyy-mm-dd and must exist'] });
    expect(await errorsOf({ to: '5 January 2024' })).toEqual({ to: ['A day is written yyyy-mm-dd and must exist'] });
    expect(await errorsOf({ from: '2024-01-31', to: '2024-01-01' })).toEqual({
      to: ['The first day must not come after the last'],
    });
    expect(await errorsOf({ query: '  ' })).toEqual({ query: ['Enter a search term to find dreams'] });
    const spanish = t.browser({ language: 'es' });
    spanish.cookie = browser.cookie;
    expect(await errorsOf({ from: '2024-13-01' }, spanish)).toEqual({
      from: ['Un día se escribe aaaa-mm-dd y debe existir'],
    });
    expect((await t.browser().graphql(SEARCH_DAYS, { from: '2024-01-01' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('is offered by GET /api/dreams/search as from= and to=', async () => {
    const found = await browser.request('GET', '/api/dreams/search?from=2024-01-01&to=2024-01-31');
    expect(found.status).toBe(200);
    expect(found.body.map((dream: { id: number }) => dream.id)).toEqual(
      ['sea', 'early', 'nino'].map((key) => ids[key]!.databaseId),
    );
    const withTerm = await browser.request('GET', '/api/dreams/search?q=whales&from=2024-01-05&to=2024-01-05');
    expect(withTerm.body.map((dream: { id: number }) => dream.id)).toEqual([ids.sea!.databaseId]);
    const zoned = await browser.request(
      'GET',
      '/api/dreams/search?from=2024-01-04&to=2024-01-04&timeZone=America%2FNew_York',
    );
    expect(zoned.body.map((dream: { id: number }) => dream.id)).toEqual([ids.early!.databaseId, ids.nino!.databaseId]);
    const backwards = await browser.request('GET', '/api/dreams/search?from=2024-02-01&to=2024-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors).toEqual({ to: ['The first day must not come after the last'] });
    expect((await browser.request('GET', '/api/dreams/search')).status).toBe(400);
    expect((await t.browser().request('GET', '/api/dreams/search?from=2024-01-01')).status).toBe(401);
  });
});

describe('search results', () => {
  it('are capped at the 50 newest matches', async () => {
    const owner = t.browser();
    const user = await registerUser(owner);
    const random = randomSource(3);
    const dreams = Array.from({ length: 70 }, (_, index) => ({
      ...buildDream(random),
      title: `Lighthouse ${index}`,
      tags: index % 2 ? ['beacon'] : [],
    }));
    await insertDreams(user.databaseId, dreams);
    const newest = [...dreams].sort((a, b) => b.date.getTime() - a.date.getTime()).map((dream) => dream.title);
    for (const [term, filter] of [
      ['lighthouse', 'CONTENT'],
      ['li', 'CONTENT'],
      ['lighthouse', 'ALL'],
    ] as const) {
      const result = await owner.graphql(SEARCH, { query: term, filter });
      expect(result.data.search.map((dream: { title: string }) => dream.title)).toEqual(newest.slice(0, 50));
    }
    expect((await owner.graphql(SEARCH, { query: 'beacon', filter: 'TAGS' })).data.search).toHaveLength(35);
  });
});

describe('search statements', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, text and tags are searched in one statement that also reads the dreams',
    async () => {
      const statements: string[] = [];
      const stop = database().onQuery((sql) => statements.push(sql));
      try {
        const found = await searchDreams({ userId, query: 'swimming', filter: 'ALL' });
        expect(found.map((dream) => dream.title)).toEqual(['The Sea']);
      } finally {
        stop();
      }
      expect(statements).toHaveLength(1);
    },
  );

  it('a date search loads the dreams the text search did not read', async () => {
    // "2024" and "april" are in dates only; "un" is in two texts ("un ÑANDÚ", "Discount") and in the
    // date of one of them ("June", "junio").
    for (const [query, expected] of [
      ['2024', ['The Sea', 'Night owl', 'Niño']],
      ['april', ['Marks']],
      ['un', ['Niño', 'Discount']],
    ] as const) {
      const found = await searchDreams({ userId, query, filter: 'ALL' });
      expect(found.map((dream) => dream.title)).toEqual(expected);
      expect(found.every((dream) => typeof dream.content === 'string' && dream.date instanceof Date)).toBe(true);
    }
  });
});

describe('search over a long journal', () => {
  // Small windows so that every path runs on a few hundred dreams: the first window holding 50
  // matches, a wider window predicted from the first, and the index (rare term, or matches mostly
  // older than the widest window).
  const defaults = { ...searchTuning };
  beforeAll(() => Object.assign(searchTuning, { firstWindow: 60, maxWindow: 150 }));
  afterAll(() => Object.assign(searchTuning, defaults));

  it('finds the newest 50 whichever path answers, tags and text alike', async () => {
    const owner = t.browser();
    const user = await registerUser(owner);
    const random = randomSource(9);
    // 300 dreams, one a day, newest first. "everywhere": in all (the first 60 hold 50). "haystack": every
    // other one of the newest 200 (the first 60 hold 30, predicting that 130 hold 50: they do).
    // "needle": the newest 40 and 60 older ones (predicted 98 do not hold 50: the index answers).
    // "straw": 5 in all (the index answers). The same words as tags.
    const dreams = Array.from({ length: 300 }, (_, index) => {
      const dream = buildDream(random);
      dream.date = new Date(Date.UTC(2025, 0, 1) - index * 86_400_000);
      const words = [
        'everywhere',
        ...(index < 200 && index % 2 === 0 ? ['haystack'] : []),
        ...(index < 40 || (index >= 100 && index < 160) ? ['Needle'] : []),
        ...(index % 60 === 7 ? ['straw'] : []),
      ];
      return { ...dream, title: `Night ${index} ${words.join(' ')}`, tags: words.map((word) => `${word} tag`) };
    });
    await insertDreams(user.databaseId, dreams);
    for (const [word, filter] of [
      ['everywhere', 'CONTENT'],
      ['needle', 'CONTENT'],
      ['haystack', 'CONTENT'],
      ['straw', 'CONTENT'],
      ['EVERYWHERE tag', 'TAGS'],
      ['NEEDLE tag', 'TAGS'],
      ['haystack t', 'TAGS'],
      ['straw tag', 'ALL'],
      ['needle', 'ALL'],
    ] as const) {
      const key = word.split(' ')[0]!.toLowerCase();
      const expected = dreams
        .filter((dream) => dream.title.toLowerCase().includes(key))
        .map((dream) => dream.title)
        .slice(0, 50);
      const result = await owner.graphql(SEARCH, { query: word, filter });
      expect(
        result.data.search.map((dream: { title: string }) => dream.title),
        `${word} ${filter}`,
      ).toEqual(expected);
    }
    // Phrases of several words, one of them too short for a trigram of its own ("7", "60"): the index
    // is asked for a few trigrams and the phrase is checked on what it returns.
    for (const [phrase, count] of [
      ['Night 7 everywhere', 1],
      ['night 60 EVERYWHERE haystack', 1],
      ['Night 299 everywhere', 1],
      ['Night 7 everywhere straw', 0],
    ] as const) {
      const expected = dreams
        .map((dream) => dream.title)
        .filter((title) => title.toLowerCase().includes(phrase.toLowerCase()));
      expect(expected, phrase).toHaveLength(count);
      const result = await owner.graphql(SEARCH, { query: phrase, filter: 'CONTENT' });
      expect(
        result.data.search.map((dream: { title: string }) => dream.title),
        phrase,
      ).toEqual(expected);
    }
  });
});

describe('the search index', () => {
  it('follows every write: new text, changed title, content and tags, deletion', async () => {
    const owner = t.browser();
    await registerUser(owner);
    const find = (term: string, filter = 'ALL') => search(term, filter, undefined, owner);
    await create(owner, 'evolving', { title: 'Quicksilver', content: '<p>mercury rising</p>', tags: ['metal'] });
    expect(await find('quicksilver')).toEqual(['evolving']);
    expect(await find('mercury')).toEqual(['evolving']);
    await owner.graphql(UPDATE, {
      id: ids.evolving!.id,
      input: { title: 'Goldfinch', content: '<p>a small bird</p>', tags: ['bird', 'yellow'] },
    });
    expect(await find('quicksilver')).toEqual([]);
    expect(await find('mercury')).toEqual([]);
    expect(await find('metal', 'TAGS')).toEqual([]);
    expect(await find('goldfinch')).toEqual(['evolving']);
    expect(await find('small bird')).toEqual(['evolving']);
    expect(await find('yellow', 'TAGS')).toEqual(['evolving']);
    await owner.graphql(DELETE, { id: ids.evolving!.id });
    expect(await find('goldfinch')).toEqual([]);
    expect(await find('yellow', 'TAGS')).toEqual([]);
  });

  it('stays consistent with the tables after updates, deletes and a cascade from a deleted user (SQLite integrity-check)', async () => {
    if (database().engine !== 'sqlite') return;
    const owner = t.browser();
    const user = await registerUser(owner);
    await insertDreams(
      user.databaseId,
      Array.from({ length: 30 }, () => buildDream(randomSource(11))),
    );
    await db().dreamEntry.updateMany({ where: { userId: user.databaseId }, data: { title: 'renamed' } });
    await db().user.delete({ where: { id: user.databaseId } });
    await db().$executeRawUnsafe(`INSERT INTO "DreamEntrySearch"("DreamEntrySearch") VALUES ('integrity-check')`);
    await db().$executeRawUnsafe(`INSERT INTO "DreamTagSearch"("DreamTagSearch") VALUES ('integrity-check')`);
    // Every index key belongs to a row, and every row has its key.
    const [orphans] = await db().$queryRawUnsafe<{ count: number }[]>(`
      SELECT (SELECT COUNT(*) FROM "DreamEntrySearch" WHERE rowid NOT IN (SELECT "userId" * 4294967296 + "id" FROM "DreamEntry"))
           + (SELECT COUNT(*) FROM "DreamTagSearch" WHERE rowid NOT IN (SELECT "userId" * 1099511627776 + "dreamId" * 256 + "position" FROM "DreamTag"))
           + (SELECT COUNT(*) FROM "DreamEntry") - (SELECT COUNT(*) FROM "DreamEntrySearch")
           + (SELECT COUNT(*) FROM "DreamTag") - (SELECT COUNT(*) FROM "DreamTagSearch") AS "count"`);
    expect(Number(orphans?.count)).toBe(0);
  });
});

describe('search helpers', () => {
  it('escape LIKE wildcards and expand the case of non-ASCII letters', () => {
    expect(containsPattern('50%_\\')).toBe('%50\\%\\_\\\\%');
    expect(caseVariants('ñA')).toEqual(['ñA', 'ÑA']);
    expect(caseVariants('éÉ').sort()).toEqual(['ÉÉ', 'Éé', 'éÉ', 'éé'].sort());
  });

  it('pick the rarest trigrams of a long term for the index', () => {
    expect(rarestTrigrams('The zebra at the zoo', 2, true).sort()).toEqual(['zeb', 'zoo']);
    const [first, ...others] = rarestTrigrams('Maëlle handed me a silver key', 3, true);
    expect(first).toContain('ë');
    expect(others.sort()).toEqual(['ilv', 'key']);
    expect(rarestTrigrams('number 48213', 2, true)).toEqual(['482', 'umb']);
    // Wherever they are, when one per word is not asked.
    expect(rarestTrigrams('number 48213', 3)).toEqual(['482', '821', '213']);
    // A word too short for a trigram of its own is reached by the trigram that runs into it.
    expect(rarestTrigrams('the number 1', 2, true)).toEqual(['umb', 'r 1']);
    // One per word: a one-word term gives one.
    expect(rarestTrigrams('Hiroshi', 3, true)).toHaveLength(1);
    expect(rarestTrigrams('Hiroshi', 3)).toHaveLength(3);
  });

  it('format the long dates of the spec', () => {
    expect(longDates(2024, 0, 5)).toEqual(['january 5, 2024', '5 de enero de 2024']);
  });
});
