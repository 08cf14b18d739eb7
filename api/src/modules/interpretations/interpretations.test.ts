// Interpretations over GraphQL and REST with billing off (everyone has access) and the offline
// interpreter: generating with live progress, one generation at a time, replacing after
// confirmation, feedback rules, your own take, the per-user limit, and other users and signed-out
// visitors on every path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSampleDream,
  FEEDBACK,
  GENERATE,
  INTERPRETATIONS,
  SAVE_OWN,
  watchProgress,
} from '#api-test/interpretations.ts';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { database, db } from '../../db/current.ts';
import { splitInterpretation } from '../../providers/ai/index.ts';

let t: TestApp;
beforeAll(async () => {
  // A few milliseconds per chunk: a generation lasts long enough to watch and to join.
  t = await startTestApp({ OFFLINE_INTERPRETER_DELAY_MS: '3', AI_GENERATIONS_PER_HOUR: '12' });
});
afterAll(() => t.stop());

const interpretationRows = () => db().dreamInterpretation.findMany({ orderBy: { id: 'asc' } });

async function generated(browser: TestBrowser, dreamId: string, type = 'JUNG_AI') {
  const result = await browser.graphql(GENERATE, { dreamId, type, replace: true, wait: true });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.generateInterpretation.interpretation;
}

describe('generating an interpretation', () => {
  it('streams the text through the subscription and stores it once complete', async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const { client } = browser.websocket();
    const progress = watchProgress(client, dream.id, 'JUNG_AI');
    expect((await progress.until('IDLE')).text).toBe('');

    const started = await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI' });
    expect(started.errors).toBeUndefined();
    expect(started.data.generateInterpretation.progress.status).toBe('GENERATING');
    expect(started.data.generateInterpretation.interpretation).toBeNull();

    const done = await progress.until('DONE');
    const texts = progress.events.filter((event) => event.status === 'GENERATING').map((event) => event.text);
    // The text arrives in growing steps, each a prefix of the final one.
    expect(texts.length).toBeGreaterThanOrEqual(2);
    for (const [index, text] of texts.entries()) {
      expect(done.text.startsWith(text.trim())).toBe(true);
      if (index > 0) expect(text.length).toBeGreaterThan(texts[index - 1]!.length);
    }
    expect(done.interpretation).toMatchObject({ type: 'JUNG_AI', content: done.text, feedback: null });
    // The offline interpreter read this dream, and the text follows the display rules' structure.
    expect(done.text).toMatch(/snake|serpiente/i);
    const split = splitInterpretation('JUNG_AI', done.text, 'en');
    expect(split.items.length).toBeGreaterThanOrEqual(2);
    expect(split.quote).toMatch(/Jung/);

    const list = await browser.graphql(INTERPRETATIONS, { id: dream.databaseId });
    expect(list.data.dream.interpretations).toEqual([done.interpretation]);
    await client.dispose();
  });

  it("writes in the user's preferred language, headings included", async () => {
    const { browser } = await t.signedIn('es');
    const dream = await createSampleDream(browser, {
      title: 'La casa',
      content: '<p>Volaba sobre una casa junto al mar y una serpiente me miraba.</p>',
      tags: [],
    });
    const rogers = await generated(browser, dream.id, 'ROGERS_AI');
    expect(rogers.content).toContain('Reflexiones para hoy');
    expect(splitInterpretation('ROGERS_AI', rogers.content, 'es').items.length).toBeGreaterThanOrEqual(2);
  });

  it('joins the generation already running instead of starting a second one', async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const first = await browser.graphql(GENERATE, { dreamId: dream.id, type: 'CBT_AI' });
    // Another tab presses Generate too, and a third one subscribes mid-way.
    const second = await browser.graphql(GENERATE, { dreamId: dream.id, type: 'CBT_AI' });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    const { client } = browser.websocket();
    const progress = watchProgress(client, dream.id, 'CBT_AI');
    const joined = await progress.until('GENERATING');
    expect(progress.events[0]!.status).toBe('GENERATING');
    const done = await progress.until('DONE');
    expect(done.text.startsWith(joined.text.trim())).toBe(true);
    const rows = (await interpretationRows()).filter((row) => row.dreamEntryId === dream.databaseId);
    expect(rows.map((row) => row.type)).toEqual(['CBT_AI']);
    await client.dispose();
  });

  it('asks for confirmation before replacing, and a replacement clears the old feedback', async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const jung = await generated(browser, dream.id);
    await browser.graphql(FEEDBACK, { id: jung.id, input: { feedback: 'UP' } });

    const before = await interpretationRows();
    const again = await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI' });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('This dream already has this interpretation. Confirm to replace it.');
    expect(await interpretationRows()).toEqual(before);

    const replaced = await generated(browser, dream.id);
    expect(replaced.id).toBe(jung.id);
    expect(replaced.feedback).toBeNull();
  });

  it("never generates for another user's dream or a signed-out visitor", async () => {
    const { browser: owner } = await t.signedIn();
    const dream = await createSampleDream(owner);
    const { browser: other } = await t.signedIn();
    const before = await interpretationRows();

    const foreign = await other.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI' });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await t.browser().graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await other.request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`, {})).status).toBe(404);
    expect((await t.browser().request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`, {})).status).toBe(
      401,
    );

    // Nor watch one: the subscription refuses a foreign dream before sending anything.
    const { client } = other.websocket();
    const progress = watchProgress(client, dream.id, 'JUNG_AI');
    await expect(progress.until('IDLE')).rejects.toBeTruthy();
    expect(progress.events).toEqual([]);
    expect(JSON.stringify(progress.errors())).toContain('Not found.');
    await client.dispose();

    expect(await interpretationRows()).toEqual(before);
  });

  it("does not leak another user's progress events to a watcher of the same dream id", async () => {
    const { browser: owner } = await t.signedIn();
    const dream = await createSampleDream(owner);
    const { browser: other } = await t.signedIn();
    const otherDream = await createSampleDream(other);
    const { client } = other.websocket();
    const watcher = watchProgress(client, otherDream.id, 'JUNG_AI');
    await watcher.until('IDLE');
    await generated(owner, dream.id);
    expect(watcher.events.map((event) => event.status)).toEqual(['IDLE']);
    await client.dispose();
  });

  it('limits how many generations one user starts per hour, with a clear message', async () => {
    const { browser } = await t.signedIn();
    const { browser: neighbour } = await t.signedIn();
    const dreams = await Promise.all(Array.from({ length: 13 }, () => createSampleDream(browser)));
    for (const dream of dreams.slice(0, 12)) await generated(browser, dream.id);
    const before = await interpretationRows();
    const refused = await browser.request('POST', `/api/dreams/${dreams[12]!.databaseId}/ai-interpretation`, {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You have asked for many interpretations in a short time\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await interpretationRows()).toEqual(before);
    // The limit is per user.
    await generated(neighbour, (await createSampleDream(neighbour)).id);
  });
});

describe('interpretations on a page of dreams', () => {
  it('are read in one query, whatever the page size', async () => {
    const { browser } = await t.signedIn();
    const dreams = [];
    for (let index = 0; index < 6; index += 1) dreams.push(await createSampleDream(browser));
    for (const dream of dreams)
      await browser.graphql(SAVE_OWN, { dreamId: dream.id, content: `Mine ${dream.databaseId}` });
    const PAGE = `query($first: Int!) { me { dreams(first: $first) { edges { node { databaseId interpretations { type content } } } } } }`;
    const interpretationQueries = async (first: number) => {
      const statements: string[] = [];
      const stop = database().onQuery((sql) => statements.push(sql));
      try {
        const result = await browser.graphql(PAGE, { first });
        const nodes = result.data.me.dreams.edges.map((edge: { node: unknown }) => edge.node);
        expect(nodes).toHaveLength(first);
        for (const node of nodes)
          expect(node.interpretations).toEqual([{ type: 'USER', content: `Mine ${node.databaseId}` }]);
      } finally {
        stop();
      }
      return statements.filter((sql) => sql.includes('DreamInterpretation')).length;
    };
    expect(await interpretationQueries(1)).toBe(1);
    expect(await interpretationQueries(6)).toBe(1);
  });
});

describe('feedback', () => {
  it('sets and clears thumbs on Jung and Rogers', async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const jung = await generated(browser, dream.id);
    const up = await browser.graphql(FEEDBACK, { id: jung.id, input: { feedback: 'UP' } });
    expect(up.data.setInterpretationFeedback.interpretation.feedback).toBe('UP');
    const down = await browser.request('PUT', `/api/interpretations/${jung.databaseId}/feedback`, { feedback: 'DOWN' });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ id: jung.databaseId, type: 'JUNG_AI', feedback: 'DOWN' });
    const cleared = await browser.request('PUT', `/api/interpretations/${jung.databaseId}/feedback`, {
      feedback: null,
    });
    expect(cleared.body.feedback).toBeNull();
    // A CBT-style answer on a thumbs interpretation is refused and changes nothing.
    const wrong = await browser.graphql(FEEDBACK, { id: jung.id, input: { helpful: true } });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await browser.request('PUT', `/api/interpretations/${jung.databaseId}/feedback`, {
      feedback: 'SIDEWAYS',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('feedback');
    expect((await db().dreamInterpretation.findUniqueOrThrow({ where: { id: jung.databaseId } })).feedback).toBeNull();
  });

  it('stores CBT helpful plus text, and refuses thumbs or an oversized text', async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const cbt = await generated(browser, dream.id, 'CBT_AI');
    const helpful = await browser.request('PUT', `/api/interpretations/${cbt.databaseId}/feedback`, {
      helpful: true,
      feedback: '  The second step helped.  ',
    });
    expect(helpful.status).toBe(200);
    expect(helpful.body).toMatchObject({ helpful: true, feedbackText: 'The second step helped.' });
    const notHelpful = await browser.graphql(FEEDBACK, { id: cbt.id, input: { helpful: false, feedbackText: '' } });
    expect(notHelpful.data.setInterpretationFeedback.interpretation).toMatchObject({
      helpful: false,
      feedbackText: null,
    });
    const thumbs = await browser.request('PUT', `/api/interpretations/${cbt.databaseId}/feedback`, { feedback: 'UP' });
    expect(thumbs.status).toBe(400);
    const huge = await browser.request('PUT', `/api/interpretations/${cbt.databaseId}/feedback`, {
      helpful: true,
      feedback: 'x'.repeat(2001),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('Feedback can be at most 2000 characters.');
    expect(await db().dreamInterpretation.findUniqueOrThrow({ where: { id: cbt.databaseId } })).toMatchObject({
      helpful: false,
      feedbackText: null,
    });
  });

  it("is only ever the owner's to give", async () => {
    const { browser } = await t.signedIn();
    const jung = await generated(browser, (await createSampleDream(browser)).id);
    const { browser: other } = await t.signedIn();
    expect(
      (await other.request('PUT', `/api/interpretations/${jung.databaseId}/feedback`, { feedback: 'DOWN' })).status,
    ).toBe(404);
    expect(
      (await t.browser().request('PUT', `/api/interpretations/${jung.databaseId}/feedback`, { feedback: 'DOWN' }))
        .status,
    ).toBe(401);
    const viaGraphQL = await other.graphql(FEEDBACK, { id: jung.id, input: { feedback: 'DOWN' } });
    expect(viaGraphQL.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const node = await other.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: jung.id });
    expect(node.data.node).toBeNull();
    expect((await db().dreamInterpretation.findUniqueOrThrow({ where: { id: jung.databaseId } })).feedback).toBeNull();
  });
});

describe('your own interpretation', () => {
  it('is created, then updated, over GraphQL and REST', async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const created = await browser.graphql(SAVE_OWN, { dreamId: dream.id, content: '  It is about leaving home.  ' });
    const own = created.data.saveOwnInterpretation.interpretation;
    expect(own).toMatchObject({ type: 'USER', content: 'It is about leaving home.' });
    const updated = await browser.graphql(SAVE_OWN, { dreamId: dream.id, content: 'It is about coming home.' });
    expect(updated.data.saveOwnInterpretation.interpretation.id).toBe(own.id);

    const viaPost = await browser.request('POST', `/api/dreams/${dream.databaseId}/interpretations`, {
      type: 'USER',
      content: 'Third thoughts.',
    });
    expect(viaPost.status).toBe(201);
    expect(viaPost.body).toMatchObject({
      id: own.databaseId,
      type: 'USER',
      content: 'Third thoughts.',
      feedback: null,
    });
    const viaPut = await browser.request('PUT', `/api/interpretations/${own.databaseId}/feedback`, {
      content: 'Fourth thoughts.',
    });
    expect(viaPut.body).toMatchObject({ id: own.databaseId, content: 'Fourth thoughts.' });

    const list = await browser.request('GET', `/api/dreams/${dream.databaseId}/interpretations`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: own.databaseId,
        type: 'USER',
        content: 'Fourth thoughts.',
        feedback: null,
        helpful: null,
        feedbackText: null,
        date: expect.any(String),
      },
    ]);
  });

  it("refuses a blank or oversized text, another type, or someone else's dream, changing nothing", async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const jung = await generated(browser, dream.id);
    const { browser: other } = await t.signedIn();
    const before = await interpretationRows();

    const blank = await browser.request('POST', `/api/dreams/${dream.databaseId}/interpretations`, {
      type: 'USER',
      content: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors.content).toEqual(['Please write your interpretation first.']);
    const huge = await browser.graphql(SAVE_OWN, { dreamId: dream.id, content: 'x'.repeat(20_001) });
    expect(huge.errors?.[0]?.message).toBe('Your interpretation can be at most 20000 characters.');
    const wrongType = await browser.request('POST', `/api/dreams/${dream.databaseId}/interpretations`, {
      type: 'JUNG_AI',
      content: 'Mine',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fieldErrors).toHaveProperty('type');
    const wrongJson = await browser.request('POST', `/api/dreams/${dream.databaseId}/interpretations`, { content: 42 });
    expect(wrongJson.status).toBe(400);
    const editAi = await browser.request('PUT', `/api/interpretations/${jung.databaseId}/feedback`, {
      content: 'Rewritten',
    });
    expect(editAi.status).toBe(400);
    expect(
      (await other.request('POST', `/api/dreams/${dream.databaseId}/interpretations`, { content: 'Mine now' })).status,
    ).toBe(404);
    expect(
      (await t.browser().request('POST', `/api/dreams/${dream.databaseId}/interpretations`, { content: 'Mine now' }))
        .status,
    ).toBe(401);
    const script = await browser.request('POST', `/api/dreams/${dream.databaseId}/interpretations`, '{"content": ', {
      'Content-Type': 'application/json',
    });
    expect(script.status).toBe(400);

    expect(await interpretationRows()).toEqual(before);
  });
});

describe('REST', () => {
  it('generates over POST (empty body = Jung) and answers when it is finished', async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const jung = await browser.request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`);
    expect(jung.status).toBe(201);
    expect(jung.body).toMatchObject({ type: 'JUNG_AI', feedback: null });
    expect(jung.body.content).toContain("Today's Action Items");
    const rogers = await browser.request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`, {
      type: 'ROGERS_AI',
    });
    expect(rogers.body.content).toContain("Today's Reflections");
    const unknown = await browser.request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`, {
      type: 'FREUD_AI',
    });
    expect(unknown.status).toBe(400);
    const list = await browser.request('GET', `/api/dreams/${dream.databaseId}/interpretations`);
    expect(list.body.map((row: { type: string }) => row.type)).toEqual(['JUNG_AI', 'ROGERS_AI']);
    // Posting again regenerates the same row.
    const again = await browser.request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`, {});
    expect(again.body.id).toBe(jung.body.id);
  });

  it("lists nothing of another user's dream, and interpretations go with their dream", async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    await generated(browser, dream.id);
    const { browser: other } = await t.signedIn();
    expect((await other.request('GET', `/api/dreams/${dream.databaseId}/interpretations`)).status).toBe(404);
    expect((await t.browser().request('GET', `/api/dreams/${dream.databaseId}/interpretations`)).status).toBe(401);
    expect((await browser.request('DELETE', `/api/dreams/${dream.databaseId}`)).status).toBe(200);
    expect(await db().dreamInterpretation.count({ where: { dreamEntryId: dream.databaseId } })).toBe(0);
  });

  it('reports full access when billing is off', async () => {
    const { browser } = await t.signedIn();
    const status = await browser.request('GET', '/api/subscription-status');
    expect(status.body).toEqual({
      hasAccess: true,
      grandfathered: false,
      subscriptionStatus: 'trial',
      trialEndsAt: null,
      subscriptionEndsAt: null,
      stripeSubscription: null,
    });
    expect((await t.browser().request('GET', '/api/subscription-status')).status).toBe(401);
    const me = await browser.graphql(`{ me { hasAccess billingEnabled } interpreter }`);
    expect(me.data).toEqual({ me: { hasAccess: true, billingEnabled: false }, interpreter: 'OFFLINE' });
  });
});
