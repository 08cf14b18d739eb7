// The fast path for POSTed JSON queries must answer exactly as Yoga does, errors included, and leave
// everything that does not execute (mutations, other media types, refused parameters, documents that
// do not parse or validate) to Yoga. The app's hit count shows which
// of the two answered each request (shortcut-switches.test.ts runs the same requests with it off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { database } from '../db/current.ts';

let t: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  t = await startTestApp();
  browser = t.browser();
  await registerUser(browser);
  await browser.graphql(
    `mutation { createDream(input: { title: "Fast", content: "<p>path</p>", tags: ["a", "b"] }) { dream { id } } }`,
  );
});
afterAll(() => t.stop());

/** A page of dreams (one read) beside a field that fails (a cursor that is not one). */
const ERRORS_AFTER_A_READ = `{
  me { dreams(first: 5) { edges { node { title } } } }
  broken: me { dreams(first: 5, after: "bad") { edges { cursor } } }
}`;
const PAGE = `{ me { username dreams(first: 5) { edges { cursor node { id title tags date } } pageInfo { hasNextPage } } } }`;

/** How many requests the fast path answered while `send` ran. */
async function fastPathHits<T>(send: () => Promise<T>): Promise<{ result: T; hits: number }> {
  const before = t.app.shortcutHits.graphqlFastPath;
  const result = await send();
  return { result, hits: t.app.shortcutHits.graphqlFastPath - before };
}

/**
 * The same request offered to the fast path (Accept: application/json) and sent straight to Yoga (an
 * Accept header the fast path does not take, for which Yoga negotiates the same application/json),
 * with how many of the two the fast path answered.
 */
async function both(body: unknown, who = browser) {
  const send = (accept: string) => who.request('POST', '/graphql', body, { Accept: accept });
  const fast = await fastPathHits(() => send('application/json'));
  const yoga = await fastPathHits(() => send('application/json, text/plain;q=0.5'));
  expect(yoga.hits, 'a request for Yoga went through the fast path').toBe(0);
  return { fast: fast.result, yoga: yoga.result, fastPathAnswered: fast.hits === 1 };
}

describe('the GraphQL fast path', () => {
  it('answers a query like Yoga: same status, body and JSON content type', async () => {
    const { fast, yoga, fastPathAnswered } = await both({ query: PAGE });
    expect(fastPathAnswered).toBe(true);
    expect(fast.status).toBe(200);
    expect(fast.body).toEqual(yoga.body);
    expect(fast.body.data.me.dreams.edges[0].node).toMatchObject({ title: 'Fast', tags: ['a', 'b'] });
    expect(fast.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(yoga.headers.get('content-type')).toBe(fast.headers.get('content-type'));
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers signed-in queries with the data the session allows', async () => {
    const statements: string[] = [];
    const stop = database().onQuery((sql) => statements.push(sql));
    const { result: response, hits } = await fastPathHits(() =>
      browser.request('POST', '/graphql', { query: '{ me { username } }' }, { Accept: 'application/json' }),
    );
    stop();
    expect(hits).toBe(1);
    expect(response.body).toEqual({ data: { me: { username: expect.any(String) } } });
    expect(statements.length).toBeGreaterThan(0);
  });

  it('answers a query that ends in errors like Yoga: same status and body', async () => {
    const requests = [
      { query: 'query($id: Int!) { dream(databaseId: $id) { id } }', variables: { id: 'x' } },
      { query: '{ me { dreams(first: 5, after: "bad") { edges { cursor } } } }' },
      { query: ERRORS_AFTER_A_READ },
    ];
    for (const body of requests) {
      const { fast, yoga, fastPathAnswered } = await both(body);
      expect(fastPathAnswered, JSON.stringify(body)).toBe(true);
      expect({ status: fast.status, body: fast.body }, JSON.stringify(body)).toEqual({
        status: yoga.status,
        body: yoga.body,
      });
      expect(fast.headers.get('content-type')).toBe(yoga.headers.get('content-type'));
      expect(fast.body.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const signedOut = await both({ query: '{ search(query: "x") { id } }' }, t.browser());
    expect(signedOut.fastPathAnswered).toBe(true);
    expect(signedOut.fast).toMatchObject({ status: signedOut.yoga.status, body: signedOut.yoga.body });
    expect(signedOut.fast.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('runs a query that ends in errors once, on the fast path and through Yoga alike', async () => {
    const query = ERRORS_AFTER_A_READ;
    for (const accept of ['application/json', 'application/json, text/plain;q=0.5']) {
      // The page of dreams is the one statement of this query that reads the dreams table.
      const lookups: string[] = [];
      const stop = database().onQuery((sql) => {
        if (/DreamEntry/.test(sql)) lookups.push(sql);
      });
      const response = await browser.request('POST', '/graphql', { query }, { Accept: accept });
      stop();
      expect(response.body.errors[0].extensions.code, accept).toBe('BAD_USER_INPUT');
      expect(response.body.data.me.dreams.edges[0].node.title, accept).toBe('Fast');
      expect(lookups, accept).toHaveLength(1);
    }
  });

  it('hands requests that never execute to Yoga: the same statuses and bodies as Yoga gives', async () => {
    const requests = [
      { query: '{ nope }' },
      { query: '{ me { ' },
      { query: '{ me { id } }', extra: 1 },
      { query: 'query A { me { id } } query B { me { id } }' },
    ];
    for (const body of requests) {
      const { fast, yoga, fastPathAnswered } = await both(body);
      expect(fastPathAnswered, JSON.stringify(body)).toBe(false);
      expect({ status: fast.status, body: fast.body }, JSON.stringify(body)).toEqual({
        status: yoga.status,
        body: yoga.body,
      });
      expect(fast.body.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
  });

  it('leaves mutations to Yoga', async () => {
    const { result: response, hits } = await fastPathHits(() =>
      browser.request('POST', '/graphql', { query: 'mutation { logout { success } }' }, { Accept: 'application/json' }),
    );
    expect(hits).toBe(0);
    expect(response.body).toEqual({ data: { logout: { success: true } } });
    expect(browser.cookie).toBe('');
  });
});
