// Dreams over GraphQL: every operation for the owner, another user and a signed-out visitor; the
// spec's rules; bad input that changes nothing; the archive connection and its query count;
// statistics; and the per-user subscription.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRecording } from '#api-test/audio-upload.ts';
import { buildDream, insertDreams, randomSource } from '#api-test/factories.ts';
import { createDream, journalSnapshot } from '#api-test/journal.ts';
import { startTestApp, wsExecute, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { database, db } from '../../db/current.ts';
import { tagsOf } from './tag-list.ts';

const FIELDS = `id databaseId title content contentText date tags hasAudio audioUrl audioDuration language isFavorite createdAt updatedAt`;
const CREATE = /* GraphQL */ `mutation Create($input: CreateDreamInput!) { createDream(input: $input) { dream { ${FIELDS} } } }`;
const UPDATE = /* GraphQL */ `mutation Update($id: ID!, $input: UpdateDreamInput!) { updateDream(id: $id, input: $input) { dream { ${FIELDS} } } }`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteDream(id: $id) {
      deletedId
      deletedDatabaseId
    }
  }
`;
const FAVORITE = /* GraphQL */ `
  mutation Favorite($id: ID!, $on: Boolean!) {
    setFavorite(id: $id, isFavorite: $on) {
      dream {
        id
        isFavorite
      }
    }
  }
`;
const DREAM = /* GraphQL */ `query Dream($id: Int!) { dream(databaseId: $id) { ${FIELDS} preview(length: 10) } }`;
const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      id
      ... on DreamEntry {
        title
        tags
      }
    }
  }
`;
const PAGE = /* GraphQL */ `
  query Page($first: Int, $after: String, $last: Int, $before: String) {
    me {
      dreams(first: $first, after: $after, last: $last, before: $before) {
        edges {
          cursor
          node {
            id
            databaseId
            title
            date
            tags
            preview
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
`;
const STATS = /* GraphQL */ `
  {
    me {
      dreamStats {
        totalDreams
        audioRecordings
        totalTags
        distinctTags
        avgTagsPerDream
        topTags {
          name
          count
        }
      }
    }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const create = (browser: TestBrowser, input: Record<string, unknown>) => createDream<any>(browser, input, FIELDS);

describe('createDream', () => {
  it('stores sanitised content, its plain text, normalised tags and the given date', async () => {
    const { browser, user } = await t.signedIn();
    const dream = await create(browser, {
      title: '  Flying   over\tthe sea ',
      content:
        '<p class="editor-paragraph" style="text-align: center">I was <b>flying</b><script>alert(1)</script> &amp; <i onclick="x()">free</i></p>',
      tags: [' flying ', 'Ocean', '', 'FLYING', 'ocean', 'night  sky'],
      date: '2024-01-05T07:30:00.000Z',
    });
    expect(dream).toMatchObject({
      title: 'Flying over the sea',
      content: '<p class="editor-paragraph" style="text-align: center;">I was <b>flying</b> &amp; <i>free</i></p>',
      contentText: 'I was flying & free',
      tags: ['flying', 'Ocean', 'night sky'],
      date: '2024-01-05T07:30:00.000Z',
      hasAudio: false,
      audioUrl: null,
      language: 'en',
      isFavorite: false,
    });
    const row = await db().dreamEntry.findUniqueOrThrow({
      where: { id: dream.databaseId },
      include: { tags: { orderBy: { position: 'asc' } } },
    });
    expect(row.userId).toBe(user.databaseId);
    expect(row.tags.map((tag) => [tag.position, tag.name, tag.userId])).toEqual([
      [0, 'flying', user.databaseId],
      [1, 'Ocean', user.databaseId],
      [2, 'night sky', user.databaseId],
    ]);
    expect(tagsOf(row)).toEqual(['flying', 'Ocean', 'night sky']);
  });

  it("names an untitled dream in the request's language and dates it now by default", async () => {
    const before = Date.now();
    const english = await create((await t.signedIn('en')).browser, { title: '   ', content: 'a dream' });
    const spanish = await create((await t.signedIn('es-ES')).browser, { content: 'un sueño' });
    expect(english.title).toBe('Untitled Dream');
    expect(spanish.title).toBe('Sueño sin título');
    expect(spanish.language).toBe('es');
    expect(new Date(english.date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts a recording without text, with a placeholder saying it has no transcription', async () => {
    const { browser } = await t.signedIn();
    const audioUrl = await uploadRecording(browser);
    const dream = await create(browser, {
      content: '<p><br></p>',
      audioUrl,
      audioDuration: 42.5,
      hasAudio: true,
    });
    expect(dream).toMatchObject({
      hasAudio: true,
      audioUrl,
      audioDuration: 42.5,
      content: '<p>Audio recording (no transcription available)</p>',
      contentText: 'Audio recording (no transcription available)',
    });
  });

  it('refuses a recording that is not one of the viewer’s own uploads, in their language, and creates nothing', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn('es');
    const ownersRecording = await uploadRecording(owner.browser);
    const before = await journalSnapshot();
    const refused = (browser: TestBrowser, audioUrl: string) =>
      browser.graphql(CREATE, { input: { content: 'words', audioUrl, hasAudio: true } });
    const english = 'This recording is not one of your uploads. Please record again.';
    const cases: [TestBrowser, string, string][] = [
      // Another user's upload: its address is valid, but it is not theirs.
      [other.browser, ownersRecording, 'Esta grabación no es una de las que has subido. Vuelve a grabar.'],
      // Well-formed, but never uploaded.
      [owner.browser, '/api/audio/AAAAAAAAAAAAAAAAAAAAAA.webm', english],
      // A path on this server that is not a recording.
      [owner.browser, '/api/dreams', english],
      [owner.browser, '/api/audio/../../session-secret', english],
    ];
    for (const [browser, audioUrl, message] of cases) {
      const result = await refused(browser, audioUrl);
      expect(result.errors?.[0], audioUrl).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { audioUrl: [message] } },
      });
    }
    expect((await journalSnapshot()).dreams).toEqual(before.dreams);

    // The owner attaches it once; a second dream cannot share it (deleting one would delete it).
    await create(owner.browser, { content: 'words', audioUrl: ownersRecording, hasAudio: true });
    const shared = await refused(owner.browser, ownersRecording);
    expect(shared.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { audioUrl: [english] },
    });
  });

  it("refuses neither text nor recording with the spec's message, in English and Spanish, and creates nothing", async () => {
    const before = await journalSnapshot();
    const { browser } = await t.signedIn();
    for (const content of [undefined, '', '   ', '<p><br></p>', '<script>alert(1)</script>']) {
      const result = await browser.graphql(CREATE, { input: { title: 'Empty', content } });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Content required: Please either enter your dream description or record an audio of your dream.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { content: [expect.any(String)] } },
      });
    }
    const spanish = await (await t.signedIn('es')).browser.graphql(CREATE, { input: { content: '' } });
    expect(spanish.errors?.[0]?.message).toBe(
      'Contenido requerido: Por favor, escribe la descripción de tu sueño o graba un audio de tu sueño.',
    );
    expect((await journalSnapshot()).dreams).toEqual(before.dreams);
  });

  it('enforces the size limits with clear messages per field, and creates nothing', async () => {
    const { browser } = await t.signedIn();
    const before = await journalSnapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x'.repeat(201), content: 'ok' }, 'title', 'The title must be at most 200 characters'],
      [
        { content: `<p>${'x'.repeat(100_000)}</p>` },
        'content',
        'The dream description must be at most 100000 characters',
      ],
      [{ content: '&'.repeat(30_000) }, 'content', 'The dream description must be at most 100000 characters'],
      [
        { content: 'ok', tags: Array.from({ length: 31 }, (_, i) => `tag${i}`) },
        'tags',
        'A dream can have at most 30 tags',
      ],
      [{ content: 'ok', tags: ['fine', 'y'.repeat(41)] }, 'tags', 'Each tag must be at most 40 characters'],
      [{ content: 'ok', date: '1492-10-12T00:00:00Z' }, 'date', 'Please enter a valid date'],
      [{ content: 'ok', audioUrl: 'javascript:alert(1)' }, 'audioUrl', 'The audio recording address is not valid'],
      [{ content: 'ok', audioUrl: '//evil.example/a.webm' }, 'audioUrl', 'The audio recording address is not valid'],
      [{ content: 'ok', hasAudio: true }, 'audioUrl', 'The audio recording address is not valid'],
      [
        { content: 'ok', audioUrl: '/api/audio/a.webm', audioDuration: -1 },
        'audioDuration',
        'The audio duration must be between 0 and 3600 seconds',
      ],
    ];
    for (const [input, fieldName, message] of cases) {
      const result = await browser.graphql(CREATE, { input });
      expect(result.errors?.[0]?.extensions, JSON.stringify(input).slice(0, 80)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { [fieldName]: [message] },
      });
    }
    // 30 tags of 40 characters and a 200-character title are fine.
    const edge = await create(browser, {
      title: 't'.repeat(200),
      content: 'ok',
      tags: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(40, 'x')),
    });
    expect(edge.tags).toHaveLength(30);
    expect((await journalSnapshot()).dreams).toHaveLength(before.dreams.length + 1);
  });

  it('refuses values of the wrong type before running anything', async () => {
    const { browser } = await t.signedIn();
    const before = await journalSnapshot();
    for (const input of [
      { title: 123, content: 'x' },
      { content: ['x'] },
      { content: 'x', tags: [1, { a: 1 }] },
      { content: 'x', date: 'yesterday' },
    ]) {
      const result = await browser.graphql(CREATE, { input });
      expect(result.status).toBe(400);
      expect(result.errors?.length).toBeGreaterThan(0);
    }
    expect(await journalSnapshot()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const before = await journalSnapshot();
    const result = await t.browser().graphql(CREATE, { input: { content: 'x' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await journalSnapshot()).toEqual(before);
  });
});

describe('createDream with a client key (the offline outbox)', () => {
  const countOf = async (userId: number) => db().dreamEntry.count({ where: { userId } });

  it('answers a repeated key with the dream already saved, on GraphQL and REST, even when sent at once', async () => {
    const { browser, user } = await t.signedIn();
    const clientKey = 'f3b1c2d4-0000-4a5b-8c9d-123456789abc';
    const first = await create(browser, { title: 'Sent twice', content: 'the same words', clientKey });
    const again = await create(browser, { title: 'Sent twice', content: 'the same words', clientKey });
    expect(again.databaseId).toBe(first.databaseId);
    const overRest = await browser.request('POST', '/api/dreams', { content: 'the same words', clientKey });
    expect(overRest.status).toBe(201);
    expect((overRest.body as { id: number }).id).toBe(first.databaseId);
    expect(await countOf(user.databaseId)).toBe(1);

    // A retry racing the first send: the unique index lets one through and both get that dream.
    const racing = 'race-0123456789';
    const both = await Promise.all(
      Array.from({ length: 4 }, () => create(browser, { content: 'a hurried retry', clientKey: racing })),
    );
    expect(new Set(both.map((dream) => dream.databaseId)).size).toBe(1);
    expect(await countOf(user.databaseId)).toBe(2);
  });

  it("keys are per user: another user's key never returns their dream", async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const clientKey = 'shared-key-between-users';
    const mine = await create(owner.browser, { title: 'Mine', content: 'private words', clientKey });
    const theirs = await create(other.browser, { title: 'Theirs', content: 'other words', clientKey });
    expect(theirs.databaseId).not.toBe(mine.databaseId);
    expect(theirs.title).toBe('Theirs');
    expect(await countOf(other.user.databaseId)).toBe(1);
  });

  it('refuses a malformed key with a clear error and creates nothing', async () => {
    const { browser, user } = await t.signedIn('es');
    for (const clientKey of ['short', 'x'.repeat(65), 'has spaces in it', "quote'or1=1--"]) {
      const result = await browser.graphql(CREATE, { input: { content: 'words', clientKey } });
      expect(result.errors?.[0]?.extensions, clientKey).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { clientKey: ['La clave del dispositivo para este sueño no es válida'] },
      });
    }
    expect(await countOf(user.databaseId)).toBe(0);
  });
});

describe('reading one dream', () => {
  it('is visible to its owner by numeric id and by node id; for anyone else it does not exist', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const dream = await create(owner.browser, {
      title: 'Mine',
      content: '<p>A long dream about the sea and the sky</p>',
      tags: ['sea'],
    });
    const mine = await owner.browser.graphql(DREAM, { id: dream.databaseId });
    expect(mine.data.dream).toMatchObject({ title: 'Mine', tags: ['sea'], preview: 'A long...' });
    expect((await owner.browser.graphql(NODE, { id: dream.id })).data.node).toEqual({
      id: dream.id,
      title: 'Mine',
      tags: ['sea'],
    });

    const foreign = await other.browser.graphql(DREAM, { id: dream.databaseId });
    const missing = await other.browser.graphql(DREAM, { id: 999_999 });
    expect(foreign).toEqual(missing);
    expect(foreign.data.dream).toBeNull();
    expect((await other.browser.graphql(NODE, { id: dream.id })).data.node).toBeNull();
    expect((await t.browser().graphql(NODE, { id: dream.id })).data.node).toBeNull();
    expect((await t.browser().graphql(DREAM, { id: dream.databaseId })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a preview length out of range', async () => {
    const { browser } = await t.signedIn();
    const dream = await create(browser, { content: 'x' });
    const result = await browser.graphql(`query($id: Int!) { dream(databaseId: $id) { preview(length: 0) } }`, {
      id: dream.databaseId,
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('me.dreams', () => {
  let browser: TestBrowser;
  let expectedOrder: number[];
  let otherUserId: number;
  beforeAll(async () => {
    const signed = await t.signedIn();
    browser = signed.browser;
    const random = randomSource(7);
    const dreams = Array.from({ length: 60 }, () => buildDream(random, { spanDays: 30 }));
    // Equal dates: the id decides.
    dreams[10]!.date = dreams[11]!.date = dreams[12]!.date = new Date('2030-01-01T00:00:00Z');
    const ids = await insertDreams(signed.user.databaseId, dreams);
    expectedOrder = ids
      .map((id, index) => ({ id, date: dreams[index]!.date.getTime() }))
      .sort((a, b) => b.date - a.date || b.id - a.id)
      .map((dream) => dream.id);
    // Another user's dreams must never appear.
    const other = await t.signedIn();
    otherUserId = other.user.databaseId;
    await insertDreams(
      other.user.databaseId,
      Array.from({ length: 5 }, () => buildDream(random)),
    );
  });

  it('pages newest first with the id breaking ties, forwards and backwards, without gaps or repeats', async () => {
    const seen: number[] = [];
    let after: string | undefined;
    for (;;) {
      const result = await browser.graphql(PAGE, { first: 25, after });
      expect(result.errors).toBeUndefined();
      const { edges, pageInfo } = result.data.me.dreams;
      seen.push(...edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(expectedOrder);

    const last = await browser.graphql(PAGE, { last: 10 });
    expect(last.data.me.dreams.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId)).toEqual(
      expectedOrder.slice(-10),
    );
    const before = await browser.graphql(PAGE, { last: 5, before: last.data.me.dreams.pageInfo.startCursor });
    expect(before.data.me.dreams.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId)).toEqual(
      expectedOrder.slice(-15, -10),
    );
  });

  it('reads the long text columns however the query asks for them (fields, fragments, inline fragments)', async () => {
    const plain = await browser.graphql(
      `{ me { dreams(first: 5) { edges { node { id content preview(length: 30) contentText } } } } }`,
    );
    const viaFragments = await browser.graphql(`
      query { me { dreams(first: 5) { edges { node { id ...Text ... on DreamEntry { preview(length: 30) } } } } } }
      fragment Text on DreamEntry { content ... on Node { ... on DreamEntry { contentText } } }`);
    expect(viaFragments.data).toEqual(plain.data);
    const first = plain.data.me.dreams.edges[0].node;
    expect(first.content.length).toBeGreaterThan(0);
    expect(first.contentText.length).toBeGreaterThan(0);
    expect(first.preview.length).toBeGreaterThan(0);
  });

  it('refuses a cursor it did not make', async () => {
    const result = await browser.graphql(PAGE, { first: 5, after: 'not-a-cursor' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is null when signed out', async () => {
    expect((await t.browser().graphql(PAGE, { first: 5 })).data.me).toBeNull();
  });

  it('reads a page with its tags in a bounded number of SQL statements, whatever the page size', async () => {
    const countStatements = async (first: number) => {
      const statements: string[] = [];
      const stop = database().onQuery((sql) => statements.push(sql));
      try {
        const result = await browser.graphql(PAGE, { first });
        expect(result.data.me.dreams.edges).toHaveLength(first);
        expect(
          result.data.me.dreams.edges.some((edge: { node: { tags: string[] } }) => edge.node.tags.length > 0),
        ).toBe(true);
      } finally {
        stop();
      }
      return statements;
    };
    const small = await countStatements(2);
    const large = await countStatements(50);
    expect(large.length).toBe(small.length);
    // The session (one statement with its user) and the page, whose rows carry their tags.
    // (Through Prisma, PostgreSQL's path, the session and its user are two statements.)
    expect(large.length).toBeLessThanOrEqual(database().reader ? 2 : 3);

    // The same through Prisma (PostgreSQL's path, and SQLite's without the prepared-statement reader).
    const { reader } = database();
    database().reader = undefined;
    try {
      const smallPrisma = await countStatements(2);
      const largePrisma = await countStatements(50);
      expect(largePrisma.length).toBe(smallPrisma.length);
      expect(largePrisma.length).toBeLessThanOrEqual(3);
      const viaPrisma = await browser.graphql(PAGE, { first: 50 });
      database().reader = reader;
      const viaReader = await browser.graphql(PAGE, { first: 50 });
      expect(viaReader).toEqual(viaPrisma);
    } finally {
      database().reader = reader;
    }
  });

  // The check is in the schema, the same on both engines; the faulty read is staged through the
  // SQLite reader (PostgreSQL has none to swap).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "refuses a page that holds another user's dream, should a read ever return one",
    async () => {
      // Stands in for a faulty read (the SQL has the owner in its WHERE clause): every field of a
      // dream checks its owner again (graphql/owned-types.ts).
      const foreign = await db().dreamEntry.findMany({ where: { userId: otherUserId }, take: 2 });
      const current = database();
      const { reader } = current;
      current.reader = { ...reader!, dreamPage: () => foreign };
      try {
        const result = await browser.graphql(PAGE, { first: 5 });
        expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(JSON.stringify(result.data ?? null)).not.toContain(foreign[0]!.title);
      } finally {
        current.reader = reader;
      }
    },
  );

  it('gives dreams fetched by id their tags without reading DreamTag (nodes(ids:))', async () => {
    const { data } = await browser.graphql(PAGE, { first: 20 });
    const ids = data.me.dreams.edges.map((edge: { node: { id: string } }) => edge.node.id);
    const statements: string[] = [];
    const stop = database().onQuery((sql) => statements.push(sql));
    const result = await browser.graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on DreamEntry { tags } } }`, {
      ids,
    });
    stop();
    expect(result.errors).toBeUndefined();
    expect(result.data.nodes.map((node: { tags: string[] }) => node.tags)).toEqual(
      data.me.dreams.edges.map((edge: { node: { tags: string[] } }) => edge.node.tags),
    );
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => /DreamTag/.test(sql))).toEqual([]);
  });
});

describe('updateDream', () => {
  it('changes only what is sent, for the owner', async () => {
    const { browser } = await t.signedIn();
    const dream = await create(browser, { title: 'Before', content: '<p>old</p>', tags: ['a', 'b'] });
    const renamed = await browser.graphql(UPDATE, { id: dream.id, input: { title: 'After' } });
    expect(renamed.data.updateDream.dream).toMatchObject({ title: 'After', content: '<p>old</p>', tags: ['a', 'b'] });
    const rewritten = await browser.graphql(UPDATE, {
      id: dream.id,
      input: {
        title: '',
        content: '<p onmouseover="steal()">new <u>text</u></p><iframe src="x"></iframe>',
        tags: ['c', 'A', 'c'],
        date: '2023-03-03T03:03:03.000Z',
      },
    });
    expect(rewritten.data.updateDream.dream).toMatchObject({
      title: 'Untitled Dream',
      content: '<p>new <u>text</u></p>',
      contentText: 'new text',
      tags: ['c', 'A'],
      date: '2023-03-03T03:03:03.000Z',
    });
    expect(new Date(rewritten.data.updateDream.dream.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(dream.updatedAt).getTime(),
    );
    // The dream's own copy of its tags (what pages read) and its DreamTag rows (what search reads) agree.
    const row = await db().dreamEntry.findUniqueOrThrow({
      where: { id: dream.databaseId },
      include: { tags: { orderBy: { position: 'asc' } } },
    });
    expect(tagsOf(row)).toEqual(['c', 'A']);
    expect(row.tags.map((tag) => tag.name)).toEqual(['c', 'A']);
  });

  it('keeps a recording-only dream valid: emptied text becomes the placeholder', async () => {
    const { browser } = await t.signedIn();
    const dream = await create(browser, { content: 'words', audioUrl: await uploadRecording(browser) });
    const result = await browser.graphql(UPDATE, { id: dream.id, input: { content: '' } });
    expect(result.data.updateDream.dream.contentText).toBe('Audio recording (no transcription available)');
  });

  it('refuses bad input and foreign or missing dreams, changing nothing', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const dream = await create(owner.browser, { title: 'Keep', content: '<p>keep</p>', tags: ['keep'] });
    const before = await journalSnapshot();
    const attempts: [TestBrowser, Record<string, unknown>, string][] = [
      [owner.browser, { id: dream.id, input: { content: '<p></p>' } }, 'BAD_USER_INPUT'],
      [owner.browser, { id: dream.id, input: { title: 'ok', tags: ['z'.repeat(41)] } }, 'BAD_USER_INPUT'],
      [owner.browser, { id: dream.id, input: { title: 'x'.repeat(201), content: 'fine' } }, 'BAD_USER_INPUT'],
      [other.browser, { id: dream.id, input: { title: 'Stolen' } }, 'NOT_FOUND'],
      [owner.browser, { id: 'RHJlYW1FbnRyeTo5OTk5OTk=', input: { title: 'Nobody' } }, 'NOT_FOUND'],
      [owner.browser, { id: owner.user.id, input: { title: 'A user id' } }, 'NOT_FOUND'],
      [owner.browser, { id: 'garbage', input: { title: 'x' } }, 'NOT_FOUND'],
      [t.browser(), { id: dream.id, input: { title: 'Anonymous' } }, 'UNAUTHENTICATED'],
    ];
    for (const [browser, variables, code] of attempts) {
      const result = await browser.graphql(UPDATE, variables);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(variables).slice(0, 80)).toBe(code);
    }
    const foreign = await other.browser.graphql(UPDATE, { id: dream.id, input: { title: 'x' } });
    const missing = await other.browser.graphql(UPDATE, { id: 'RHJlYW1FbnRyeTo5OTk5OTk=', input: { title: 'x' } });
    expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    expect(await journalSnapshot()).toEqual(before);
  });
});

describe('updateDream from a known version (baseUpdatedAt)', () => {
  it('writes when nothing changed since, and refuses with CONFLICT, changing nothing, when something did', async () => {
    const { browser } = await t.signedIn('es');
    const dream = await create(browser, { title: 'Base', content: 'first words' });
    const first = await browser.graphql(UPDATE, {
      id: dream.id,
      input: { content: 'second words', baseUpdatedAt: dream.updatedAt },
    });
    const afterFirst = first.data.updateDream.dream;
    expect(afterFirst.contentText).toBe('second words');

    // An edit that started from the first version arrives after the second: nothing is overwritten.
    const stale = await browser.graphql(UPDATE, {
      id: dream.id,
      input: { content: 'stale words', baseUpdatedAt: dream.updatedAt },
    });
    expect(stale.errors?.[0]).toMatchObject({
      message: 'Este sueño se cambió en otro lugar después de que empezaras a editarlo.',
      extensions: { code: 'CONFLICT' },
    });
    const overRest = await browser.request('PUT', `/api/dreams/${dream.databaseId}`, {
      title: 'Stale title',
      baseUpdatedAt: dream.updatedAt,
    });
    expect(overRest.status).toBe(409);
    const row = await db().dreamEntry.findUniqueOrThrow({ where: { id: dream.databaseId } });
    expect([row.title, row.contentText]).toEqual(['Base', 'second words']);

    // Two edits racing from one base: exactly one is written.
    const racing = await Promise.all(
      ['left', 'right'].map((word) =>
        browser.graphql(UPDATE, { id: dream.id, input: { content: word, baseUpdatedAt: afterFirst.updatedAt } }),
      ),
    );
    expect(racing.filter((result) => !result.errors).length).toBe(1);
    expect(racing.filter((result) => result.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(1);

    // Without a base, an edit is written as before.
    const plain = await browser.graphql(UPDATE, { id: dream.id, input: { title: 'Plain' } });
    expect(plain.data.updateDream.dream.title).toBe('Plain');
  });
});

describe('setFavorite and deleteDream', () => {
  it('favourites for the owner only', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const dream = await create(owner.browser, { content: 'x' });
    expect((await owner.browser.graphql(FAVORITE, { id: dream.id, on: true })).data.setFavorite.dream.isFavorite).toBe(
      true,
    );
    expect((await other.browser.graphql(FAVORITE, { id: dream.id, on: false })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await t.browser().graphql(FAVORITE, { id: dream.id, on: false })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await db().dreamEntry.findUniqueOrThrow({ where: { id: dream.databaseId } })).isFavorite).toBe(true);
  });

  it('deletes for the owner only, with its tags; a second delete is NOT_FOUND', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const dream = await create(owner.browser, { content: 'x', tags: ['gone'] });
    expect((await other.browser.graphql(DELETE, { id: dream.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.browser().graphql(DELETE, { id: dream.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await db().dreamEntry.count({ where: { id: dream.databaseId } })).toBe(1);
    const deleted = await owner.browser.graphql(DELETE, { id: dream.id });
    expect(deleted.data.deleteDream).toEqual({ deletedId: dream.id, deletedDatabaseId: dream.databaseId });
    expect(await db().dreamEntry.count({ where: { id: dream.databaseId } })).toBe(0);
    expect(await db().dreamTag.count({ where: { dreamId: dream.databaseId } })).toBe(0);
    expect((await owner.browser.graphql(DELETE, { id: dream.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('dreamStats', () => {
  it('is all zeros without dreams', async () => {
    const { browser } = await t.signedIn();
    expect((await browser.graphql(STATS)).data.me.dreamStats).toEqual({
      totalDreams: 0,
      audioRecordings: 0,
      totalTags: 0,
      distinctTags: 0,
      avgTagsPerDream: 0,
      topTags: [],
    });
  });

  it("counts the user's dreams, recordings and tags (one decimal), and the top five tags ignoring case", async () => {
    const { browser } = await t.signedIn();
    const tagSets = [
      ['water', 'flying'],
      ['Water', 'fear'],
      ['water'],
      ['flying', 'house', 'cat'],
      [],
      ['cat', 'dog'],
      ['owl'],
    ];
    for (const [index, tags] of tagSets.entries()) {
      await create(browser, {
        content: `dream ${index}`,
        tags,
        ...(index < 2 ? { audioUrl: await uploadRecording(browser) } : {}),
      });
    }
    await create((await t.signedIn()).browser, { content: 'not mine', tags: ['water', 'water2'] });
    const stats = (await browser.graphql(STATS)).data.me.dreamStats;
    expect(stats).toEqual({
      totalDreams: 7,
      audioRecordings: 2,
      totalTags: 11,
      distinctTags: 7,
      avgTagsPerDream: 1.6,
      topTags: [
        { name: 'Water', count: 3 },
        { name: 'cat', count: 2 },
        { name: 'flying', count: 2 },
        { name: 'dog', count: 1 },
        { name: 'fear', count: 1 },
      ],
    });
  });
});

describe('dreamChanged', () => {
  const SUBSCRIPTION = /* GraphQL */ `
    subscription {
      dreamChanged {
        kind
        dreamId
        databaseId
        dream {
          id
          title
          tags
        }
      }
    }
  `;

  function listen(client: Client) {
    const events: any[] = [];
    const errors: unknown[] = [];
    const stop = client.subscribe(
      { query: SUBSCRIPTION },
      { next: (value) => events.push(value), error: (error) => errors.push(error), complete: () => undefined },
    );
    return { events, errors, stop };
  }

  async function until(condition: () => boolean, what: string) {
    for (let i = 0; i < 100; i += 1) {
      if (condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it("delivers each user's created, updated and deleted dreams to that user only", async () => {
    const alice = await t.signedIn();
    const bob = await t.signedIn();
    const aliceSocket = alice.browser.websocket().client;
    const bobSocket = bob.browser.websocket().client;
    const aliceSub = listen(aliceSocket);
    const bobSub = listen(bobSocket);
    const ownIds = { alice: new Set<number>(), bob: new Set<number>() };
    const changes = (sub: ReturnType<typeof listen>) => sub.events.map((event) => event.data.dreamChanged);

    // A subscription starts asynchronously on the server: write until each one has seen its own event.
    for (const [name, user, sub] of [
      ['alice', alice, aliceSub],
      ['bob', bob, bobSub],
    ] as const) {
      for (let attempt = 0; attempt < 50 && sub.events.length === 0; attempt += 1) {
        ownIds[name].add((await create(user.browser, { title: 'warm-up', content: 'x' })).databaseId);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await until(() => sub.events.length > 0, `${name}'s subscription`);
    }

    // Both are listening now. Each step waits for its event, so the dream read for it is that step's.
    const dream = await create(alice.browser, { title: 'Alice dreams', content: 'x', tags: ['a'] });
    ownIds.alice.add(dream.databaseId);
    const mine = () => changes(aliceSub).filter((change) => change.databaseId === dream.databaseId);
    await until(() => mine().length === 1, 'created');
    await alice.browser.graphql(UPDATE, { id: dream.id, input: { title: 'Alice renamed' } });
    await until(() => mine().length === 2, 'updated');
    await alice.browser.graphql(DELETE, { id: dream.id });
    await until(() => mine().length === 3, 'deleted');
    expect(mine()).toEqual([
      {
        kind: 'CREATED',
        dreamId: dream.id,
        databaseId: dream.databaseId,
        dream: { id: dream.id, title: 'Alice dreams', tags: ['a'] },
      },
      {
        kind: 'UPDATED',
        dreamId: dream.id,
        databaseId: dream.databaseId,
        dream: { id: dream.id, title: 'Alice renamed', tags: ['a'] },
      },
      { kind: 'DELETED', dreamId: dream.id, databaseId: dream.databaseId, dream: null },
    ]);

    // Bob's last event arrives after all of Alice's were published: a leak would be in his list by now.
    const bobs = await create(bob.browser, { title: 'Bob dreams', content: 'y' });
    ownIds.bob.add(bobs.databaseId);
    await until(() => changes(bobSub).some((change) => change.databaseId === bobs.databaseId), "bob's event");
    for (const change of changes(aliceSub)) expect(ownIds.alice.has(change.databaseId)).toBe(true);
    for (const change of changes(bobSub)) expect(ownIds.bob.has(change.databaseId)).toBe(true);
    expect(aliceSub.errors).toEqual([]);
    await aliceSocket.dispose();
    await bobSocket.dispose();
  });

  it('refuses a signed-out subscriber', async () => {
    const { client } = t.browser().websocket();
    const result = await wsExecute(client, SUBSCRIPTION);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await client.dispose();
  });
});
