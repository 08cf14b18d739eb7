// Limits on what one GraphQL request may ask for: list arguments bounded and counted by the cost
// rule, on every path (HTTP, the fast path, REST and websockets), and documents nested too deep for
// the parser refused with a clear 400 rather than a stack overflow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, wsExecute, type TestApp } from '../../test/test-app.ts';
import { parse } from 'graphql';
import { documentNesting } from '../http/graphql-server.ts';
import { listCost } from './request-limits.ts';

let t: TestApp;
beforeAll(async () => {
  // A cost limit low enough to reach with 100 ids (the default, 30,000, needs a 300-field selection).
  t = await startTestApp({ GRAPHQL_MAX_COST: '1000' });
});
afterAll(() => t.stop());

const NODES = /* GraphQL */ `
  query Nodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      id
    }
  }
`;

function ids(count: number): string[] {
  return Array.from({ length: count }, (_, index) => Buffer.from(`DreamEntry:${index + 1}`).toString('base64'));
}

describe('list arguments', () => {
  it('answers nodes(ids:) up to 100 ids, and refuses more before resolving any', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const allowed = await browser.graphql(NODES, { ids: ids(100) });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.nodes).toHaveLength(100);
    for (const count of [101, 40_000]) {
      const refused = await browser.graphql(NODES, { ids: ids(count) });
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]).toMatchObject({
        message: 'A list in this request has more than 100 items.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('refuses a long list written in the document, anonymous or not', async () => {
    const literal = ids(150)
      .map((id) => JSON.stringify(id))
      .join(',');
    const refused = await t.browser().graphql(`{ nodes(ids: [${literal}]) { id } }`);
    expect(refused.errors?.[0]?.message).toBe('A list in this request has more than 100 items.');
  });

  it('refuses a long list in any input, nested ones included', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const tags = Array.from({ length: 500 }, (_, index) => `tag${index}`);
    const result = await browser.graphql(
      `mutation($input: CreateDreamInput!) { createDream(input: $input) { dream { id } } }`,
      { input: { content: '<p>a dream</p>', tags } },
    );
    expect(result.errors?.[0]?.message).toBe('A list in this request has more than 100 items.');
    expect((await browser.request('GET', '/api/dreams')).body).toEqual([]);
  });

  it('applies over websockets too', async () => {
    const { client } = t.browser().websocket();
    const result = await wsExecute(client, NODES, { ids: ids(101) });
    expect(result.errors?.[0]?.message).toBe('A list in this request has more than 100 items.');
    await client.dispose();
  });

  it('counts list items in the cost: a selection times the length of its list', () => {
    const document = parse(`query($ids: [ID!]!) { nodes(ids: $ids) { id ... on DreamEntry { title content } } }`);
    // nodes + id + title + content = 4 fields per item.
    expect(listCost(document, undefined, { ids: ids(50) })).toEqual({ longest: 50, cost: 200 });
    expect(listCost(parse(`{ nodes(ids: ["a", "b"]) { id } }`), undefined, {}).cost).toBe(4);
    expect(listCost(parse(`{ me { id } }`), undefined, {})).toEqual({ longest: 0, cost: 0 });
  });

  it('refuses a request whose list cost is over the limit, with a clear message', async () => {
    const browser = t.browser();
    const small = await browser.graphql(NODES, { ids: ids(100) });
    expect(small.errors).toBeUndefined();
    const wide = `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on DreamEntry { ${'title content tags date '.repeat(3)} } } }`;
    const refused = await browser.graphql(wide, { ids: ids(100) });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This request asks for too much at once.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // The same selection over a short list is within the limit.
    expect((await browser.graphql(wide, { ids: ids(10) })).errors).toBeUndefined();
  });
});

describe('deep nesting', () => {
  it('refuses deep and very long documents before the parser recurses, with a clear 400', async () => {
    const browser = t.browser();
    const documents = {
      'a 100,000-level list literal': `{ nodes(ids: ${'['.repeat(100_000)}"a"${']'.repeat(100_000)}) { id } }`,
      'a 50,000-level object literal': `{ node(id: ${'{a:'.repeat(50_000)}1${'}'.repeat(50_000)}) { id } }`,
      'a 10,000-level selection': `{ ${'me { '.repeat(10_000)}id${' }'.repeat(10_000)} }`,
    };
    for (const [name, query] of Object.entries(documents)) {
      const response = await browser.request('POST', '/graphql', { query });
      expect(response.status, `${name}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(400);
      expect(response.body.errors[0].message, name).toBe('Syntax Error: Document is nested more than 128 levels deep.');
    }
    const long = await browser.request('POST', '/graphql', { query: `{ ${'me { id } '.repeat(2_000)} }` });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toMatch(/^Syntax Error: Document contains more tha[nt] 5000 tokens/);
  });
});

describe('documentNesting', () => {
  it('counts brackets outside strings and comments', () => {
    expect(documentNesting('{ me { id } }')).toBe(2);
    expect(documentNesting('{ a(x: "[[[[{{{") { b } } # ((((((')).toBe(2);
    expect(documentNesting('{ a(x: """ [[[ \\""" {{{ """) }')).toBe(2);
    expect(documentNesting('{ a(x: "\\"[[[") }')).toBe(2);
  });
});
