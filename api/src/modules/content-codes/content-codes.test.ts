// Content codes over GraphQL and REST: coded at save, read as stored (never coded again on read),
// coded again on edit with the user's corrections kept, owned by the dream's owner alone, and bad
// corrections refused without changing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { buildDream, insertContentCodes, insertDreams, randomSource } from '#api-test/factories.ts';
import { db } from '../../db/current.ts';
import { recodeOlderContentCodes } from './content-codes-backfill.ts';
import { CODER_VERSION, codedDreamsOf } from './content-codes.service.ts';
import { computeContentProfile } from './content-profile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const CODES = /* GraphQL */ `
  contentCodes {
    characters { key text kind sex familiarity relation plural }
    interactions { key text type initiator recipient physical }
    emotions { key text class who }
    outcomes { key text type who bodily }
    bodyParts { key text region }
  }
`;

const CREATE = `mutation($input: CreateDreamInput!) { createDream(input: $input) { dream { id databaseId ${CODES} } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateDreamInput!) { updateDream(id: $id, input: $input) { dream { id ${CODES} } } }`;
const CORRECT = `mutation($input: CorrectContentCodeInput!) { correctContentCode(input: $input) { dream { id ${CODES} } } }`;

interface Codes {
  characters: { key: string; text: string; sex: string; relation: string | null; kind: string }[];
  interactions: { key: string; text: string; type: string; initiator: string | null; recipient: string }[];
  emotions: { key: string; text: string; class: string; who: string }[];
  outcomes: { key: string; type: string; who: string; bodily: boolean }[];
  bodyParts: { key: string; text: string; region: string }[];
}

async function createDream(browser: TestBrowser, content: string) {
  const result = await browser.graphql(CREATE, { input: { title: 'Coded', content } });
  expect(result.errors).toBeUndefined();
  return (result.data as { createDream: { dream: { id: string; databaseId: number; contentCodes: Codes } } })
    .createDream.dream;
}

const STORY =
  '<p>My sister and I walked through the forest. A dog chased us and bit my leg. ' +
  'My sister was terrified. I hugged her and I felt happy.</p>';

describe('coding at save', () => {
  it('codes a new dream: characters, interactions with who did what, emotions and whose they are, body parts', async () => {
    const { browser } = await t.signedIn();
    const { contentCodes: codes } = await createDream(browser, STORY);
    expect(codes.characters.map((c) => [c.text, c.kind, c.sex, c.relation])).toEqual([
      ['sister', 'person', 'female', 'family'],
      ['dog', 'animal', 'unknown', null],
    ]);
    const sister = String(codes.characters.findIndex((c) => c.text === 'sister'));
    const dog = String(codes.characters.findIndex((c) => c.text === 'dog'));
    expect(codes.interactions.map((i) => [i.text, i.type, i.initiator, i.recipient])).toEqual([
      ['chased', 'aggression', dog, 'dreamer'],
      ['bit', 'aggression', dog, 'dreamer'],
      ['hugged', 'friendliness', 'dreamer', sister],
    ]);
    expect(codes.emotions.map((e) => [e.class, e.who])).toEqual([
      ['apprehension', sister],
      ['happiness', 'dreamer'],
    ]);
    expect(codes.bodyParts.map((b) => [b.text, b.region])).toEqual([['leg', 'extremities']]);
  });

  it('reads the stored codes and never codes the dream again on read', async () => {
    const { browser } = await t.signedIn();
    const dream = await createDream(browser, STORY);
    // Change the stored codes behind the coder's back: a read that coded again would not show this.
    const stored = {
      characters: [],
      interactions: [],
      emotions: [],
      outcomes: [],
      bodyParts: [{ key: 'x', text: 'x', region: 'torso' }],
    };
    await db().dreamContentCodes.update({
      where: { dreamId: dream.databaseId },
      data: { codes: JSON.stringify(stored) },
    });
    const read = await browser.graphql(`query($id: Int!) { dream(databaseId: $id) { ${CODES} } }`, {
      id: dream.databaseId,
    });
    expect((read.data as { dream: { contentCodes: Codes } }).dream.contentCodes.bodyParts).toEqual([
      { key: 'x', text: 'x', region: 'torso' },
    ]);
  });

  it('codes the dream again when its text is edited, and only then', async () => {
    const { browser } = await t.signedIn();
    const dream = await createDream(browser, '<p>I walked alone.</p>');
    expect(dream.contentCodes.characters).toEqual([]);
    const retitled = await browser.graphql(UPDATE, { id: dream.id, input: { title: 'New title' } });
    expect(retitled.errors).toBeUndefined();
    const row = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } });
    const edited = await browser.graphql(UPDATE, {
      id: dream.id,
      input: { content: '<p>I walked with my brother.</p>' },
    });
    const codes = (edited.data as { updateDream: { dream: { contentCodes: Codes } } }).updateDream.dream.contentCodes;
    expect(codes.characters.map((c) => c.text)).toEqual(['brother']);
    const after = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } });
    expect(after.codedAt.getTime()).toBeGreaterThanOrEqual(row.codedAt.getTime());
    expect(after.computed).not.toBe(row.computed);
  });
});

describe('a better coder', () => {
  it("codes again the dreams an older coder read, once, keeping the user's corrections", async () => {
    const { browser } = await t.signedIn();
    const dream = await createDream(browser, STORY);
    const dog = dream.contentCodes.characters.find((c) => c.text === 'dog')!;
    const changed = await browser.graphql(CORRECT, {
      input: { dreamId: dream.id, category: 'characters', key: dog.key, kind: 'creature' },
    });
    expect(changed.errors).toBeUndefined();
    const current = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } });
    // As an older coder that found nothing would have left it.
    const nothing = JSON.stringify({ characters: [], interactions: [], emotions: [], outcomes: [], bodyParts: [] });
    await db().dreamContentCodes.update({
      where: { dreamId: dream.databaseId },
      data: { coderVersion: CODER_VERSION - 1, computed: nothing, codes: nothing, profileCounts: null },
    });
    const untouched = await createDream(browser, '<p>A cat slept on my bed.</p>');
    const untouchedRow = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: untouched.databaseId } });

    expect(await recodeOlderContentCodes(() => true)).toBe(0);
    expect(await recodeOlderContentCodes()).toBe(1);
    const recoded = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } });
    expect(recoded).toMatchObject({
      coderVersion: CODER_VERSION,
      computed: current.computed,
      codes: current.codes,
      corrections: current.corrections,
      profileCounts: current.profileCounts,
    });
    expect(JSON.parse(recoded.codes).characters.find((c: { text: string }) => c.text === 'dog').kind).toBe('creature');
    expect(await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: untouched.databaseId } })).toEqual(
      untouchedRow,
    );
    expect(await recodeOlderContentCodes()).toBe(0);
  });
});

describe('corrections', () => {
  it('removes and changes codes, and the corrections survive an edit of other words', async () => {
    const { browser } = await t.signedIn();
    const dream = await createDream(browser, STORY);
    const dog = dream.contentCodes.characters.find((c) => c.text === 'dog')!;
    const happy = dream.contentCodes.emotions.find((e) => e.class === 'happiness')!;

    // The dog was a wolf-like creature, and the happiness was relief at a friend: change both.
    const changed = await browser.graphql(CORRECT, {
      input: { dreamId: dream.id, category: 'characters', key: dog.key, kind: 'creature' },
    });
    expect(changed.errors).toBeUndefined();
    const removed = await browser.graphql(CORRECT, {
      input: { dreamId: dream.id, category: 'emotions', key: happy.key, remove: true },
    });
    const afterRemove = (removed.data as { correctContentCode: { dream: { contentCodes: Codes } } }).correctContentCode
      .dream.contentCodes;
    expect(afterRemove.emotions.map((e) => e.class)).toEqual(['apprehension']);
    expect(afterRemove.characters.find((c) => c.text === 'dog')!.kind).toBe('creature');

    // An edit elsewhere in the dream: the coder reads it again, the corrections still hold.
    const edited = await browser.graphql(UPDATE, {
      id: dream.id,
      input: { content: `${STORY}<p>Later my father smiled at me.</p>` },
    });
    const codes = (edited.data as { updateDream: { dream: { contentCodes: Codes } } }).updateDream.dream.contentCodes;
    expect(codes.characters.map((c) => [c.text, c.kind])).toEqual([
      ['sister', 'person'],
      ['dog', 'creature'],
      ['father', 'person'],
    ]);
    expect(codes.emotions.map((e) => e.class)).toEqual(['apprehension']);
    expect(codes.interactions.map((i) => i.text)).toContain('smiled at');
  });

  it('removing a character removes what only it did or felt, and the numbering stays right', async () => {
    const { browser } = await t.signedIn();
    const dream = await createDream(browser, STORY);
    const sister = dream.contentCodes.characters.find((c) => c.text === 'sister')!;
    const result = await browser.graphql(CORRECT, {
      input: { dreamId: dream.id, category: 'characters', key: sister.key, remove: true },
    });
    const codes = (result.data as { correctContentCode: { dream: { contentCodes: Codes } } }).correctContentCode.dream
      .contentCodes;
    expect(codes.characters.map((c) => c.text)).toEqual(['dog']);
    // The dog is now character 0; the sister's hug and fear are gone with her.
    expect(codes.interactions.map((i) => [i.text, i.initiator, i.recipient])).toEqual([
      ['chased', '0', 'dreamer'],
      ['bit', '0', 'dreamer'],
    ]);
    expect(codes.emotions.map((e) => [e.class, e.who])).toEqual([['happiness', 'dreamer']]);
  });

  it('refuses a bad correction and changes nothing', async () => {
    const { browser } = await t.signedIn();
    const dream = await createDream(browser, STORY);
    const before = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } });
    const emotion = dream.contentCodes.emotions[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'emotions', key: emotion.key, who: '7' }, 'BAD_USER_INPUT'],
      [{ category: 'emotions', key: emotion.key, who: 'the cat' }, 'BAD_USER_INPUT'],
      [{ category: 'emotions', key: emotion.key, region: 'head' }, 'BAD_USER_INPUT'],
      [{ category: 'interactions', key: dream.contentCodes.interactions[0]!.key, type: 'success' }, 'BAD_USER_INPUT'],
      [{ category: 'emotions', key: 'apprehension:not in this dream', remove: true }, 'NOT_FOUND'],
    ];
    for (const [input, code] of cases) {
      const result = await browser.graphql(CORRECT, { input: { dreamId: dream.id, ...input } });
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe(code);
    }
    const after = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } });
    expect(after).toEqual(before);
  });

  it("cannot correct another user's dream", async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const dream = await createDream(owner.browser, STORY);
    const before = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } });
    const result = await other.browser.graphql(CORRECT, {
      input: { dreamId: dream.id, category: 'characters', key: dream.contentCodes.characters[0]!.key, remove: true },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } })).toEqual(before);
  });
});

describe('GET /api/dreams/:id/content-codes', () => {
  it("answers the issue's JSON shape, with the dreamer as a word and characters as indexes", async () => {
    const { browser } = await t.signedIn();
    const dream = await createDream(browser, STORY);
    const response = await browser.request('GET', `/api/dreams/${dream.databaseId}/content-codes`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([
      'bodyParts',
      'characters',
      'emotions',
      'interactions',
      'outcomes',
    ]);
    expect(response.body.characters[0]).toMatchObject({
      text: 'sister',
      kind: 'person',
      sex: 'female',
      familiarity: 'familiar',
      relation: 'family',
      plural: false,
    });
    expect(response.body.interactions[0]).toMatchObject({
      type: 'aggression',
      initiator: 1,
      recipient: 'dreamer',
      physical: true,
    });
    expect(response.body.emotions[0]).toMatchObject({ class: 'apprehension', text: 'terrified', who: 0 });
  });

  it("is 404 for another user's dream and for one that does not exist, 401 signed out", async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const dream = await createDream(owner.browser, STORY);
    expect((await other.browser.request('GET', `/api/dreams/${dream.databaseId}/content-codes`)).status).toBe(404);
    expect((await owner.browser.request('GET', '/api/dreams/99999999/content-codes')).status).toBe(404);
    expect((await t.browser().request('GET', `/api/dreams/${dream.databaseId}/content-codes`)).status).toBe(401);
  });
});

describe('a seeded journal', () => {
  it('codes inserted dreams as a save would, and the profile reads them', async () => {
    const { user } = await t.signedIn();
    const random = randomSource(7);
    const dreams = Array.from({ length: 30 }, () => buildDream(random));
    const ids = await insertDreams(user.databaseId, dreams);
    await insertContentCodes(
      user.databaseId,
      ids.map((id, index) => ({ id, contentText: dreams[index]!.contentText })),
    );
    const coded = await codedDreamsOf(user.databaseId);
    expect(coded.map((dream) => dream.dreamId)).toEqual([...ids].sort((a, b) => a - b));
    const profile = computeContentProfile(coded);
    expect(profile.dreams).toBe(30);
    const characters = coded.reduce((sum, dream) => sum + dream.codes.characters.length, 0);
    expect(profile.measures.find((m) => m.id === 'animal_percent')!.denominator).toBe(characters);
    // A date range narrows the dreams read.
    const newest = [...dreams].sort((a, b) => b.date.getTime() - a.date.getTime())[0]!.date;
    const inRange = await codedDreamsOf(user.databaseId, { from: newest, to: new Date(newest.getTime() + 1000) });
    expect(inRange.length).toBeGreaterThanOrEqual(1);
    expect(inRange.length).toBeLessThan(30);
  });
});
