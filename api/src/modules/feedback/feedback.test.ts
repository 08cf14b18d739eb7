// Feedback and testimonials over REST and GraphQL: validation with the spec's rules (nothing stored
// on bad input), each user's own list, the testimonial rules (public only, admin only), and the
// public list's shape (username only, no ids).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';
import { FEEDBACK_LIMITS } from '#shared/inputs/feedback.inputs.ts';

let t: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  t = await startTestApp();
  const signedIn = await t.signedIn();
  await db().user.update({ where: { id: signedIn.user.databaseId }, data: { role: 'admin' } });
  admin = signedIn.browser;
});
afterAll(() => t.stop());

async function feedbackCount(userId: number) {
  return db().userFeedback.count({ where: { userId } });
}

describe('POST /api/feedback', () => {
  it('stores the feedback with the spec defaults (rating 5, not public, no text)', async () => {
    const { browser, user } = await t.signedIn();
    const response = await browser.request('POST', '/api/feedback', {});
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ rating: 5, feedbackText: null, isPublic: false, isTestimonial: false });
    const row = await db().userFeedback.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(row).toMatchObject({ userId: user.databaseId, rating: 5, feedbackText: null, isPublic: false });
  });

  it('keeps the rating, the trimmed text and the public choice', async () => {
    const { browser } = await t.signedIn();
    const response = await browser.request('POST', '/api/feedback', {
      rating: 3,
      feedbackText: '  The search is quick.  ',
      isPublic: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ rating: 3, feedbackText: 'The search is quick.', isPublic: true });
    // A user cannot approve their own feedback as a testimonial.
    const approved = await browser.request('POST', '/api/feedback', { rating: 5, isTestimonial: true });
    expect(approved.body.isTestimonial).toBe(false);
  });

  it('refuses a signed-out caller', async () => {
    const response = await t.browser().request('POST', '/api/feedback', { rating: 4 });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('answers bad input with 400 and field errors, in the request language, and stores nothing', async () => {
    const { browser, user } = await t.signedIn();
    const cases: [unknown, string, string][] = [
      [{ rating: 0 }, 'rating', 'Choose a rating from 1 to 5.'],
      [{ rating: 6 }, 'rating', 'Choose a rating from 1 to 5.'],
      [{ rating: 4.5 }, 'rating', 'This value is not valid'],
      [{ rating: 'five' }, 'rating', 'This value is not valid'],
      [{ isPublic: 'yes' }, 'isPublic', 'This value is not valid'],
      [{ feedbackText: 42 }, 'feedbackText', 'This value is not valid'],
      [
        { feedbackText: 'x'.repeat(FEEDBACK_LIMITS.textMax + 1) },
        'feedbackText',
        `Feedback can be at most ${FEEDBACK_LIMITS.textMax} characters.`,
      ],
    ];
    for (const [body, fieldName, message] of cases) {
      const response = await browser.request('POST', '/api/feedback', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fieldErrors, JSON.stringify(body)).toEqual({ [fieldName]: [message] });
    }
    const notAnObject = await browser.request('POST', '/api/feedback', [1, 2]);
    expect(notAnObject.status).toBe(400);
    expect(await feedbackCount(user.databaseId)).toBe(0);

    const spanish = await t.signedIn('es');
    const response = await spanish.browser.request('POST', '/api/feedback', { rating: 9 });
    expect(response.body.fieldErrors).toEqual({ rating: ['Elige una valoración del 1 al 5.'] });
  });

  it('limits how much one user sends per hour, in the request language, without touching others', async () => {
    const { browser, user } = await t.signedIn('es');
    for (let sent = 0; sent < FEEDBACK_LIMITS.perUserPerHour; sent++) {
      expect((await browser.request('POST', '/api/feedback', { rating: 4 })).status).toBe(201);
    }
    const refused = await browser.request('POST', '/api/feedback', { rating: 4 });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Has enviado muchos/) });
    expect(await feedbackCount(user.databaseId)).toBe(FEEDBACK_LIMITS.perUserPerHour);
    const other = await t.signedIn();
    expect((await other.browser.request('POST', '/api/feedback', { rating: 4 })).status).toBe(201);
  });

  it('takes the longest text allowed', async () => {
    const { browser } = await t.signedIn();
    const text = 'y'.repeat(FEEDBACK_LIMITS.textMax);
    const response = await browser.request('POST', '/api/feedback', { feedbackText: text });
    expect(response.status).toBe(201);
    expect(response.body.feedbackText).toBe(text);
  });
});

describe('GET /api/feedback', () => {
  it("lists the caller's own feedback, newest first, and nobody else's", async () => {
    const mine = await t.signedIn();
    const theirs = await t.signedIn();
    await mine.browser.request('POST', '/api/feedback', { rating: 2, feedbackText: 'first' });
    await mine.browser.request('POST', '/api/feedback', { rating: 4, feedbackText: 'second' });
    await theirs.browser.request('POST', '/api/feedback', { rating: 1, feedbackText: 'not yours' });

    const response = await mine.browser.request('GET', '/api/feedback');
    expect(response.status).toBe(200);
    expect(response.body.map((entry: { feedbackText: string }) => entry.feedbackText)).toEqual(['second', 'first']);
    expect(Object.keys(response.body[0]).sort()).toEqual(
      ['createdAt', 'feedbackText', 'id', 'isPublic', 'isTestimonial', 'rating', 'updatedAt'].sort(),
    );
    expect((await t.browser().request('GET', '/api/feedback')).status).toBe(401);
  });

  it("never reads another user's feedback through node(id)", async () => {
    const mine = await t.signedIn();
    const other = await t.signedIn();
    const sent = await mine.browser.graphql(
      `mutation { submitFeedback(input: { rating: 1, feedbackText: "secret" }) { feedback { id } } }`,
    );
    const id = sent.data.submitFeedback.feedback.id as string;
    const query = `query($id: ID!) { node(id: $id) { ... on UserFeedback { feedbackText } } }`;
    expect((await mine.browser.graphql(query, { id })).data.node).toEqual({ feedbackText: 'secret' });
    expect((await other.browser.graphql(query, { id })).data.node).toBeNull();
    expect((await admin.graphql(query, { id })).data.node).toBeNull();
  });
});

describe('testimonials', () => {
  async function sendFeedback(browser: TestBrowser, body: Record<string, unknown>): Promise<number> {
    const response = await browser.request('POST', '/api/feedback', body);
    expect(response.status).toBe(201);
    return response.body.id as number;
  }

  const setTestimonial = (browser: TestBrowser, id: number | string, isTestimonial: unknown) =>
    browser.request('PUT', `/api/admin/feedback/${id}/testimonial`, { isTestimonial });

  it('shows only public feedback an admin approved, with the username and no ids', async () => {
    const author = await t.signedIn();
    const approvedId = await sendFeedback(author.browser, {
      rating: 5,
      feedbackText: 'Oneiro helped me remember my dreams.',
      isPublic: true,
    });
    await sendFeedback(author.browser, { rating: 4, feedbackText: 'Public but not approved', isPublic: true });
    await sendFeedback(author.browser, { rating: 3, feedbackText: 'Private words' });

    const before = await t.browser().request('GET', '/api/testimonials');
    expect(before.body.map((entry: { feedbackText: string }) => entry.feedbackText)).not.toContain(
      'Oneiro helped me remember my dreams.',
    );

    const approve = await setTestimonial(admin, approvedId, true);
    expect(approve.status).toBe(200);
    expect(approve.body).toMatchObject({
      id: approvedId,
      isTestimonial: true,
      user: { username: author.user.username },
    });

    const after = await t.browser().request('GET', '/api/testimonials');
    expect(after.status).toBe(200);
    const texts = after.body.map((entry: { feedbackText: string }) => entry.feedbackText);
    expect(texts).toContain('Oneiro helped me remember my dreams.');
    expect(texts).not.toContain('Public but not approved');
    expect(texts).not.toContain('Private words');
    const shown = after.body.find(
      (entry: { feedbackText: string }) => entry.feedbackText === 'Oneiro helped me remember my dreams.',
    );
    expect(shown).toEqual({
      rating: 5,
      feedbackText: 'Oneiro helped me remember my dreams.',
      createdAt: expect.any(String),
      user: { username: author.user.username },
    });
    expect(JSON.stringify(after.body)).not.toContain(author.user.email);

    // Withdrawn, it leaves the public list.
    expect((await setTestimonial(admin, approvedId, false)).status).toBe(200);
    const withdrawn = await t.browser().request('GET', '/api/testimonials');
    expect(withdrawn.body.map((entry: { feedbackText: string }) => entry.feedbackText)).not.toContain(
      'Oneiro helped me remember my dreams.',
    );
  });

  it('refuses to make private feedback a testimonial, and changes nothing', async () => {
    const author = await t.signedIn();
    const privateId = await sendFeedback(author.browser, { rating: 5, feedbackText: 'Just for you' });
    const response = await setTestimonial(admin, privateId, true);
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ isTestimonial: ['Only public feedback can be a testimonial.'] });
    expect((await db().userFeedback.findUniqueOrThrow({ where: { id: privateId } })).isTestimonial).toBe(false);
    // Withdrawing is always allowed (it is already not one).
    expect((await setTestimonial(admin, privateId, false)).status).toBe(200);
  });

  it('answers bad input and unknown ids clearly', async () => {
    const author = await t.signedIn();
    const id = await sendFeedback(author.browser, { isPublic: true });
    const missing = await setTestimonial(admin, id, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ isTestimonial: ['This value is not valid'] });
    expect((await setTestimonial(admin, id, 'true')).status).toBe(400);
    expect((await setTestimonial(admin, 2_000_000_000, true)).status).toBe(404);
    expect((await setTestimonial(admin, 'abc', true)).status).toBe(404);
    expect((await db().userFeedback.findUniqueOrThrow({ where: { id } })).isTestimonial).toBe(false);
  });

  it('is an admin action only', async () => {
    const author = await t.signedIn();
    const id = await sendFeedback(author.browser, { isPublic: true });
    expect((await setTestimonial(author.browser, id, true)).status).toBe(403);
    expect((await setTestimonial(t.browser(), id, true)).status).toBe(401);
    expect((await db().userFeedback.findUniqueOrThrow({ where: { id } })).isTestimonial).toBe(false);
  });

  it('keeps the public list short and bounded in GraphQL', async () => {
    const query = `query($first: Int) { testimonials(first: $first) { username } }`;
    const result = await t.browser().graphql(query, { first: 100_000 });
    expect(result.errors).toBeUndefined();
    expect(result.data.testimonials.length).toBeLessThanOrEqual(FEEDBACK_LIMITS.testimonialsMax);
  });
});

describe('GET /api/admin/feedback', () => {
  it("lists every user's feedback with the author's username, newest first, for admins only", async () => {
    const author = await t.signedIn();
    await author.browser.request('POST', '/api/feedback', { rating: 2, feedbackText: 'admin sees this' });
    const response = await admin.request('GET', '/api/admin/feedback');
    expect(response.status).toBe(200);
    const total = await db().userFeedback.count();
    expect(response.body).toHaveLength(total);
    const ids = response.body.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const entry = response.body.find((row: { feedbackText: string }) => row.feedbackText === 'admin sees this');
    expect(entry).toEqual({
      id: expect.any(Number),
      userId: author.user.databaseId,
      rating: 2,
      feedbackText: 'admin sees this',
      isPublic: false,
      isTestimonial: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      user: { username: author.user.username },
    });
    expect((await author.browser.request('GET', '/api/admin/feedback')).status).toBe(403);
    expect((await t.browser().request('GET', '/api/admin/feedback')).status).toBe(401);
  });

  it('reads past one page of the connection', async () => {
    const author = await t.signedIn();
    const before = await db().userFeedback.count();
    const extra = FEEDBACK_LIMITS.adminPageMax + 5 - before;
    await db().userFeedback.createMany({
      data: Array.from({ length: Math.max(extra, 1) }, (_, index) => ({
        userId: author.user.databaseId,
        rating: (index % 5) + 1,
      })),
    });
    const response = await admin.request('GET', '/api/admin/feedback');
    expect(response.body).toHaveLength(await db().userFeedback.count());
    expect(response.body.length).toBeGreaterThan(FEEDBACK_LIMITS.adminPageMax);
    expect(new Set(response.body.map((entry: { id: number }) => entry.id)).size).toBe(response.body.length);
  });
});
