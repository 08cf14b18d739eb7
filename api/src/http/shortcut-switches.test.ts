// Each performance shortcut (docs/decisions/003-005) has a switch. The same operations, run on a
// server with every shortcut on and on servers with one switched off, must give the same answers;
// the app's hit counts prove that each shortcut was taken when on and never when off, so this test
// cannot pass because a shortcut quietly stopped applying.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '../../test/test-app.ts';
import { database } from '../db/current.ts';
import type { ShortcutHits } from '../lib/shortcut-hits.ts';

const PAGE = /* GraphQL */ `
  query Page($after: String) {
    me {
      username
      dreams(first: 2, after: $after) {
        edges {
          cursor
          node {
            id
            databaseId
            title
            content
            contentText
            date
            tags
            hasAudio
            isFavorite
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query Search($query: String!, $filter: SearchFilter) {
    search(query: $query, filter: $filter) {
      databaseId
      title
      tags
      date
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: CreateDreamInput!) {
    createDream(input: $input) {
      dream {
        id
        databaseId
      }
    }
  }
`;

const DREAMS = [
  { title: 'The river', content: '<p>A <b>river</b> under the house</p>', tags: ['water', 'house'] },
  { title: 'Flying', content: '<p>Over the river, flying</p>', tags: ['flight'] },
  { title: 'Exam', content: '<p>An exam in a language I do not know</p>', tags: ['school', 'water'] },
  { title: 'Night train', content: '<p>A train at night</p>', tags: [] },
];

/** createdAt and updatedAt come from the clock of each run; everything else must be equal. */
function withoutClockTimes(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (key, value: unknown) =>
    (key === 'createdAt' || key === 'updatedAt') && typeof value === 'string' && !Number.isNaN(Date.parse(value))
      ? 'a time'
      : value,
  );
}

interface Answer {
  name: string;
  status: number;
  body: unknown;
}

interface Run {
  engine: string;
  answers: Answer[];
  /** Each GraphQL request: whether it succeeded, and what the fast path and graphql-jit answered meanwhile. */
  graphqlRequests: { name: string; succeeded: boolean; fastPath: number; jit: number }[];
  /** REST requests answered 200. */
  restSucceeded: number;
  /** Requests made with the owner's session cookie. */
  signedIn: number;
  /** Hits while the operations ran (not while the users and dreams were created). */
  hits: ShortcutHits;
  /** Hits over the app's whole life. */
  total: ShortcutHits;
}

/** Starts a server with `env`, creates the same users and dreams, runs the same operations, stops it. */
async function run(env: Record<string, string>): Promise<Run> {
  const t: TestApp = await startTestApp(env);
  try {
    const owner = t.browser();
    const other = t.browser();
    await registerUser(owner, { username: 'dreamer' });
    await registerUser(other, { username: 'neighbour' });
    for (const [index, dream] of DREAMS.entries()) {
      const date = new Date(Date.UTC(2025, 0, 10 + index, 6, 30)).toISOString();
      const created = await owner.graphql(CREATE, { input: { ...dream, date } });
      if (created.errors) throw new Error(JSON.stringify(created.errors));
    }
    const foreign = await other.graphql(CREATE, {
      input: { title: 'Not yours', content: '<p>river</p>', tags: ['water'], date: '2025-02-01T00:00:00.000Z' },
    });
    const foreignId = foreign.data.createDream.dream as { id: string; databaseId: number };

    const before = { ...t.app.shortcutHits };
    const answers: Answer[] = [];
    const graphqlRequests: Run['graphqlRequests'] = [];
    let restSucceeded = 0;
    let signedIn = 0;
    const post = async (name: string, who: TestBrowser, query: string, variables?: Record<string, unknown>) => {
      const { graphqlFastPath, graphqlJit } = t.app.shortcutHits;
      const response = await who.request('POST', '/graphql', { query, variables }, { Accept: 'application/json' });
      answers.push({ name, status: response.status, body: withoutClockTimes(response.body) });
      graphqlRequests.push({
        name,
        succeeded: response.status === 200 && !response.body.errors,
        fastPath: t.app.shortcutHits.graphqlFastPath - graphqlFastPath,
        jit: t.app.shortcutHits.graphqlJit - graphqlJit,
      });
      if (who === owner) signedIn += 1;
      return response.body as { data?: any };
    };
    const get = async (name: string, who: TestBrowser, path: string) => {
      const response = await who.request('GET', path);
      answers.push({ name, status: response.status, body: withoutClockTimes(response.body) });
      if (response.status === 200) restSucceeded += 1;
      if (who === owner) signedIn += 1;
    };

    const first = await post('archive, first page', owner, PAGE);
    await post('archive, next page', owner, PAGE, { after: first.data?.me.dreams.pageInfo.endCursor });
    await post('search, all fields', owner, SEARCH, { query: 'river' });
    await post('search, tags', owner, SEARCH, { query: 'water', filter: 'TAGS' });
    await post('search, short term', owner, SEARCH, { query: 'a' });
    await post('dream by id', owner, `query($id: Int!) { dream(databaseId: $id) { title tags } }`, { id: 1 });
    await post('another user’s dream by id', owner, `query($id: Int!) { dream(databaseId: $id) { title } }`, {
      id: foreignId.databaseId,
    });
    await post('another user’s dream as a node', owner, `query($id: ID!) { node(id: $id) { id } }`, {
      id: foreignId.id,
    });
    await post('signed out', t.browser(), `{ me { username } }`);
    await post('signed out search', t.browser(), SEARCH, { query: 'river' });
    await post('unknown field', owner, `{ me { nope } }`);
    await post('bad cursor', owner, PAGE, { after: 'not a cursor' });
    await get('REST list', owner, '/api/dreams');
    await get('REST search', owner, '/api/dreams/search?q=river');
    await get('REST dream', owner, '/api/dreams/2');
    await get('REST list, signed out', t.browser(), '/api/dreams');

    const after = t.app.shortcutHits;
    const hits: ShortcutHits = {
      graphqlFastPath: after.graphqlFastPath - before.graphqlFastPath,
      sqliteReader: after.sqliteReader - before.sqliteReader,
      graphqlJit: after.graphqlJit - before.graphqlJit,
    };
    return { engine: database().engine, answers, graphqlRequests, restSucceeded, signedIn, hits, total: { ...after } };
  } finally {
    await t.stop();
  }
}

let allOn: Run;
beforeAll(async () => {
  allOn = await run({});
});

describe('with every shortcut on', () => {
  it('answers every operation, successes and errors alike', () => {
    const statuses = Object.fromEntries(allOn.answers.map((answer) => [answer.name, answer.status]));
    expect(statuses).toMatchObject({ 'archive, first page': 200, 'REST list': 200, 'REST list, signed out': 401 });
    const page = allOn.answers[0]!.body as any;
    expect(page.data.me.dreams.edges.map((edge: any) => edge.node.title)).toEqual(['Night train', 'Exam']);
    const search = allOn.answers[2]!.body as any;
    expect(search.data.search.map((dream: any) => dream.title)).toEqual(['Flying', 'The river']);
    expect((allOn.answers.find((answer) => answer.name === 'unknown field')!.body as any).errors).toHaveLength(1);
  });

  it('takes each shortcut where it applies', () => {
    // Per GraphQL request: every query that executed, successful or not, was answered once by the
    // fast path with compiled code (an error is not run again elsewhere); a document that does not
    // validate never executes and goes to Yoga.
    const neverExecuted = new Set(['unknown field']);
    const succeeded = allOn.graphqlRequests.filter((request) => request.succeeded);
    expect(succeeded.length).toBeGreaterThan(5);
    expect(succeeded.length).toBeLessThan(allOn.graphqlRequests.length - neverExecuted.size);
    for (const request of allOn.graphqlRequests) {
      const once = neverExecuted.has(request.name) ? 0 : 1;
      expect({ name: request.name, fastPath: request.fastPath, jit: request.jit }).toEqual({
        name: request.name,
        fastPath: once,
        jit: once,
      });
    }
    const executed = allOn.graphqlRequests.length - neverExecuted.size;
    // REST never uses the fast path, but its operations run compiled.
    expect(allOn.hits.graphqlFastPath).toBe(executed);
    expect(allOn.hits.graphqlJit).toBeGreaterThanOrEqual(executed + allOn.restSucceeded);
    // Every signed-in request reads its session through the reader (pages and search results too).
    if (allOn.engine === 'sqlite') expect(allOn.hits.sqliteReader).toBeGreaterThan(allOn.signedIn);
    else expect(allOn.total.sqliteReader).toBe(0);
  });
});

describe.each([
  { setting: 'GRAPHQL_FAST_PATH', counter: 'graphqlFastPath' },
  { setting: 'SQLITE_FAST_READS', counter: 'sqliteReader' },
  { setting: 'GRAPHQL_JIT', counter: 'graphqlJit' },
] as const)('with $setting=false', ({ setting, counter }) => {
  let off: Run;
  beforeAll(async () => {
    off = await run({ [setting]: 'false' });
  });

  it('gives the same answers as with the shortcut on', () => {
    expect(off.answers).toEqual(allOn.answers);
  });

  it('never takes that shortcut, and still takes the others', () => {
    expect(off.total[counter]).toBe(0);
    for (const other of ['graphqlFastPath', 'sqliteReader', 'graphqlJit'] as const) {
      if (other === counter || (other === 'sqliteReader' && off.engine !== 'sqlite')) continue;
      expect(off.hits[other], other).toBeGreaterThan(0);
    }
  });
});
