// The REST adapters of the dream calls (spec section 7): paths, shapes and statuses for the owner,
// another user and a signed-out visitor, and bad input that changes nothing.
import { DREAM_LIMITS } from '#shared/inputs/dreams.inputs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRecording } from '#api-test/audio-upload.ts';
import { buildDream, insertDreams, randomSource } from '#api-test/factories.ts';
import { journalSnapshot } from '#api-test/journal.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { database, db } from '../db/current.ts';

let t: TestApp;
let owner: TestBrowser;
let other: TestBrowser;
const NOT_FOUND = { message: 'Not found.', code: 'NOT_FOUND' };
const UNAUTHENTICATED = { message: 'You need to be signed in.', code: 'UNAUTHENTICATED' };

beforeAll(async () => {
  t = await startTestApp();
  owner = t.browser();
  await registerUser(owner);
  other = t.browser();
  await registerUser(other);
});
afterAll(() => t.stop());

async function post(browser: TestBrowser, body: Record<string, unknown>) {
  const response = await browser.request('POST', '/api/dreams', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('POST /api/dreams', () => {
  it('is 201 with the new dream, numeric id, sanitised content', async () => {
    const audioUrl = await uploadRecording(owner);
    const dream = await post(owner, {
      title: 'Rest dream',
      content: '<p onclick="evil()">Hello <img src=x onerror=alert(1)><b>world</b></p>',
      tags: ['one', 'two', 'ONE'],
      audioUrl,
      audioDuration: 12,
      hasAudio: true,
    });
    expect(dream).toEqual({
      id: expect.any(Number),
      title: 'Rest dream',
      content: '<p>Hello <b>world</b></p>',
      date: expect.any(String),
      tags: ['one', 'two'],
      hasAudio: true,
      audioUrl,
      audioDuration: 12,
      language: 'en',
      isFavorite: false,
      // The night's facts, none given (issue 23).
      lucid: null,
      nightmare: null,
      recurring: null,
      mood: null,
      vividness: null,
      sleepQuality: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('is 400 with field errors for missing content, oversized or wrongly typed fields, and malformed JSON; nothing is created', async () => {
    const before = await journalSnapshot();
    const missing = await owner.request('POST', '/api/dreams', { title: 'No content' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'Content required: Please either enter your dream description or record an audio of your dream.',
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        content: ['Content required: Please either enter your dream description or record an audio of your dream.'],
      },
    });
    const long = await owner.request('POST', '/api/dreams', {
      title: 'x'.repeat(201),
      content: 'ok',
      tags: Array.from({ length: 31 }, (_, i) => `t${i}`),
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({
      title: ['The title must be at most 200 characters'],
      tags: ['A dream can have at most 30 tags'],
    });
    const wrongType = await owner.request('POST', '/api/dreams', { title: 12345, content: 'ok' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { title: ['This value is not valid'] },
    });
    const wrongTags = await owner.request('POST', '/api/dreams', { content: 'ok', tags: [{ evil: true }] });
    expect(wrongTags.status).toBe(400);
    expect(wrongTags.body.fieldErrors).toEqual({ tags: ['This value is not valid'] });
    const malformed = await owner.request('POST', '/api/dreams', '{"title": "x", "content":', {
      'Content-Type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
    const notJson = await owner.request('POST', '/api/dreams', 'title=x&content=y', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(notJson.status).toBe(415);
    // Another user's recording: a well-formed address that is not one of the owner's uploads.
    const othersRecording = await uploadRecording(other);
    const foreignAudio = await owner.request('POST', '/api/dreams', {
      content: 'ok',
      audioUrl: othersRecording,
      hasAudio: true,
    });
    expect(foreignAudio.status).toBe(400);
    expect(foreignAudio.body).toEqual({
      message: 'This recording is not one of your uploads. Please record again.',
      code: 'BAD_USER_INPUT',
      fieldErrors: { audioUrl: ['This recording is not one of your uploads. Please record again.'] },
    });
    expect(await journalSnapshot()).toEqual(before);
  });

  it('is 401 when signed out', async () => {
    const response = await t.browser().request('POST', '/api/dreams', { title: 'x', content: 'y' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });
});

describe('GET /api/dreams/{id}', () => {
  it("is the owner's dream; someone else's is a 404 indistinguishable from a missing one", async () => {
    const dream = await post(owner, { title: 'Private', content: 'secret', tags: ['x'] });
    const mine = await owner.request('GET', `/api/dreams/${dream.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(dream);
    const foreign = await other.request('GET', `/api/dreams/${dream.id}`);
    const missing = await other.request('GET', '/api/dreams/2147483000');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
    for (const path of [
      '/api/dreams/abc',
      '/api/dreams/0',
      '/api/dreams/-1',
      '/api/dreams/99999999999999',
      '/api/dreams/1.5',
    ]) {
      const response = await owner.request('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual(NOT_FOUND);
    }
  });

  it('is 401 when signed out', async () => {
    const dream = await post(owner, { content: 'x' });
    expect((await t.browser().request('GET', `/api/dreams/${dream.id}`)).body).toEqual(UNAUTHENTICATED);
  });
});

describe('PUT /api/dreams/{id}', () => {
  it('updates title, content and tags for the owner (200)', async () => {
    const dream = await post(owner, { title: 'Old', content: 'old', tags: ['a'] });
    const response = await owner.request('PUT', `/api/dreams/${dream.id}`, {
      title: 'New',
      content: '<p>new <script>x</script></p>',
      tags: ['b', 'c'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: dream.id, title: 'New', content: '<p>new </p>', tags: ['b', 'c'] });
  });

  it('is 404 for a foreign or missing dream, 401 signed out, 400 for bad input; nothing changes', async () => {
    const dream = await post(owner, { title: 'Stay', content: 'stay', tags: ['stay'] });
    const before = await journalSnapshot();
    const foreign = await other.request('PUT', `/api/dreams/${dream.id}`, {
      title: 'Taken',
      content: 'taken',
      tags: [],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect((await owner.request('PUT', '/api/dreams/2147483000', { title: 'x', content: 'y', tags: [] })).body).toEqual(
      NOT_FOUND,
    );
    expect((await t.browser().request('PUT', `/api/dreams/${dream.id}`, { title: 'x', content: 'y' })).status).toBe(
      401,
    );
    const empty = await owner.request('PUT', `/api/dreams/${dream.id}`, { title: 'x', content: '<p></p>', tags: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.content).toHaveLength(1);
    const wrongType = await owner.request('PUT', `/api/dreams/${dream.id}`, {
      title: 'x',
      content: 'y',
      tags: 'not-a-list-but-coerced',
      date: 'tomorrow',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fieldErrors).toEqual({ date: ['This value is not valid'] });
    expect(await journalSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/dreams/{id}', () => {
  it('is 200 with the id for the owner, then 404; 404 for others and 401 signed out', async () => {
    const dream = await post(owner, { content: 'bye' });
    expect((await other.request('DELETE', `/api/dreams/${dream.id}`)).status).toBe(404);
    expect((await t.browser().request('DELETE', `/api/dreams/${dream.id}`)).status).toBe(401);
    expect(await db().dreamEntry.count({ where: { id: dream.id } })).toBe(1);
    const deleted = await owner.request('DELETE', `/api/dreams/${dream.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, id: dream.id });
    expect((await owner.request('DELETE', `/api/dreams/${dream.id}`)).body).toEqual(NOT_FOUND);
  });
});

describe('GET /api/dreams/search', () => {
  it("returns the spec's fields for matching dreams of the user only", async () => {
    const dream = await post(owner, {
      title: 'Zeppelin ride',
      content: '<p>over <b>Berlin</b></p>',
      tags: ['airship'],
    });
    await post(other, { title: 'Zeppelin too', content: 'not yours' });
    const response = await owner.request('GET', '/api/dreams/search?q=zeppelin');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: dream.id,
        title: 'Zeppelin ride',
        date: dream.date,
        content: '<p>over <b>Berlin</b></p>',
        tags: ['airship'],
      },
    ]);
    expect((await owner.request('GET', `/api/dreams/search?q=${encodeURIComponent('AIRSHIP')}`)).body).toHaveLength(1);
  });

  it('is 400 without a term, 401 signed out', async () => {
    for (const path of ['/api/dreams/search', '/api/dreams/search?q=', '/api/dreams/search?q=%20%20']) {
      const response = await owner.request('GET', path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({
        message: 'Enter a search term to find dreams',
        code: 'BAD_USER_INPUT',
        fieldErrors: { q: ['Enter a search term to find dreams'] },
      });
    }
    expect((await t.browser().request('GET', '/api/dreams/search?q=x')).status).toBe(401);
  });
});

describe('GET /api/dreams', () => {
  it("is every dream of the user, newest first, in the spec's list shape (read across several pages)", async () => {
    const browser = t.browser();
    const user = await registerUser(browser);
    const random = randomSource(5);
    const count = DREAM_LIMITS.pageMax * 2 + 5;
    const dreams = Array.from({ length: count }, () => buildDream(random));
    await insertDreams(user.databaseId, dreams);
    const response = await browser.request('GET', '/api/dreams');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(count);
    expect(Object.keys(response.body[0]).sort()).toEqual(['content', 'date', 'hasAudio', 'id', 'tags', 'title']);
    const dates = response.body.map((dream: { date: string }) => new Date(dream.date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(response.body.map((dream: { id: number }) => dream.id)).size).toBe(count);
    const newest = [...dreams].sort((a, b) => b.date.getTime() - a.date.getTime())[0]!;
    expect(response.body[0]).toMatchObject({
      title: newest.title,
      content: newest.content,
      tags: newest.tags,
      hasAudio: newest.hasAudio,
    });
    // The same through Prisma (PostgreSQL's path; SQLite without the prepared-statement reader).
    const { reader } = database();
    database().reader = undefined;
    try {
      expect(await browser.request('GET', '/api/dreams')).toMatchObject({ status: 200, body: response.body });
    } finally {
      database().reader = reader;
    }
  });

  it('is an empty list for a new user and 401 signed out', async () => {
    const browser = t.browser();
    await registerUser(browser);
    expect((await browser.request('GET', '/api/dreams')).body).toEqual([]);
    expect((await t.browser().request('GET', '/api/dreams')).body).toEqual(UNAUTHENTICATED);
  });
});
