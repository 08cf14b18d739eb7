// The fast path for POSTed JSON queries must answer exactly as Yoga does, and leave everything else
// (errors, mutations, other media types, refused parameters) to Yoga.
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

const PAGE = `{ me { username dreams(first: 5) { edges { cursor node { id title tags date } } pageInfo { hasNextPage } } } }`;

/**
 * The same request offered to the fast path (Accept: application/json) and sent straight to Yoga (an
 * Accept header the fast path does not take, for which Yoga negotiates the same application/json).
 */
async function both(body: unknown, who = browser) {
  const send = (accept: string) => who.request('POST', '/graphql', body, { Accept: accept });
  return { fast: await send('application/json'), yoga: await send('application/json, text/plain;q=0.5') };
}

describe('the GraphQL fast path', () => {
  it('answers a query like Yoga: same status, body and JSON content type', async () => {
    const { fast, yoga } = await both({ query: PAGE });
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
    const response = await browser.request(
      'POST',
      '/graphql',
      { query: '{ me { username } }' },
      { Accept: 'application/json' },
    );
    stop();
    expect(response.body).toEqual({ data: { me: { username: expect.any(String) } } });
    expect(statements.length).toBeGreaterThan(0);
  });

  it('leaves errors to Yoga: the same statuses and bodies as Yoga gives', async () => {
    const requests = [
      { query: 'query($id: Int!) { dream(databaseId: $id) { id } }', variables: { id: 'x' } },
      { query: '{ nope }' },
      { query: '{ me { ' },
      { query: '{ me { id } }', extra: 1 },
      { query: '{ me { dreams(first: 5, after: "bad") { edges { cursor } } } }' },
      { query: 'query A { me { id } } query B { me { id } }' },
    ];
    for (const body of requests) {
      const { fast, yoga } = await both(body);
      expect({ status: fast.status, body: fast.body }, JSON.stringify(body)).toEqual({
        status: yoga.status,
        body: yoga.body,
      });
      expect(fast.body.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const signedOut = await both({ query: '{ search(query: "x") { id } }' }, t.browser());
    expect(signedOut.fast).toMatchObject({ status: signedOut.yoga.status, body: signedOut.yoga.body });
    expect(signedOut.fast.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('leaves mutations to Yoga', async () => {
    const response = await browser.request(
      'POST',
      '/graphql',
      { query: 'mutation { logout { success } }' },
      { Accept: 'application/json' },
    );
    expect(response.body).toEqual({ data: { logout: { success: true } } });
    expect(browser.cookie).toBe('');
  });
});
