// The export: everything of the user as JSON without secrets (GET /api/user/export), and the
// journal as Markdown, whole or for a date range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDream, FEEDBACK, GENERATE, SAVE_OWN } from '#api-test/interpretations.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const MARKDOWN = `query($from: DateTime, $to: DateTime) { me { journalMarkdown(from: $from, to: $to) } }`;

describe('GET /api/user/export', () => {
  it('needs a signed-in user', async () => {
    expect((await t.browser().request('GET', '/api/user/export')).status).toBe(401);
  });

  it("holds the user's profile, dreams, tags, interpretations and feedback, and no secret or other user's data", async () => {
    const { browser, user } = await t.signedIn('en', { fullName: 'Nell Dreamer' });
    const first = await createSampleDream(browser, {
      title: 'Sea',
      tags: ['sea', 'house'],
      date: '2024-01-05T06:00:00Z',
    });
    await createSampleDream(browser, { title: 'Forest', tags: [], date: '2024-02-01T06:00:00Z' });
    await browser.graphql(SAVE_OWN, { dreamId: first.id, content: 'My reading' });
    const ai = await browser.graphql(GENERATE, { dreamId: first.id, type: 'JUNG_AI', wait: true });
    await browser.graphql(FEEDBACK, {
      id: ai.data.generateInterpretation.interpretation.id,
      input: { feedback: 'UP' },
    });
    await db().userFeedback.create({ data: { userId: user.databaseId, rating: 4, feedbackText: 'Lovely' } });
    const other = await t.signedIn();
    await createSampleDream(other.browser, { title: 'Not yours' });
    const reminder = await browser.request('PUT', '/api/reminders', {
      enabled: true,
      localTime: '06:45',
      days: ['MONDAY', 'FRIDAY'],
      timeZone: 'Europe/Madrid',
    });
    expect(reminder.status).toBe(200);

    const response = await browser.request('GET', '/api/user/export');
    expect(response.status).toBe(200);
    const data = response.body;
    expect(data).toMatchObject({
      format: 'oneiro-journal',
      version: 1,
      profile: { username: user.username, email: user.email, fullName: 'Nell Dreamer' },
      feedback: [{ rating: 4, feedbackText: 'Lovely', isPublic: false }],
      morningReminder: { enabled: true, localTime: '06:45', days: ['MONDAY', 'FRIDAY'], timeZone: 'Europe/Madrid' },
    });
    expect(data.dreams.map((dream: { title: string }) => dream.title)).toEqual(['Sea', 'Forest']);
    expect(data.dreams[0]).toMatchObject({ tags: ['sea', 'house'], date: '2024-01-05T06:00:00.000Z' });
    const interpretations = data.dreams[0].interpretations;
    expect(interpretations.map((i: { type: string }) => i.type).sort()).toEqual(['JUNG_AI', 'USER']);
    expect(interpretations.find((i: { type: string }) => i.type === 'JUNG_AI').feedback).toBe('UP');
    const text = JSON.stringify(data);
    const row = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(text).not.toContain(row.passwordHash);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(row.verificationToken!);
    expect(text).not.toContain('Not yours');
  });
});

describe('the Markdown journal', () => {
  it('reads as a document, whole or for a range of days, in the request language', async () => {
    const { browser, user } = await t.signedIn('es');
    await createSampleDream(browser, { title: 'Enero', tags: ['mar'], date: '2024-01-05T06:00:00Z' });
    const february = await createSampleDream(browser, { title: 'Febrero', date: '2024-02-01T23:30:00Z' });
    await browser.graphql(SAVE_OWN, { dreamId: february.id, content: 'Mi lectura' });
    const whole = (await browser.graphql(MARKDOWN, {})).data.me.journalMarkdown as string;
    expect(whole).toContain(`# Diario de sueños de ${user.username}`);
    expect(whole).toContain('_2 sueños, exportado el ');
    expect(whole).toContain('## Enero\n\n*2024-01-05*\n\nEtiquetas: mar\n\nI was flying');
    expect(whole).toContain('### Tu visión\n\nMi lectura');
    expect(whole.indexOf('## Enero')).toBeLessThan(whole.indexOf('## Febrero'));
    expect(whole).not.toContain('<p>');

    const range = (await browser.graphql(MARKDOWN, { from: '2024-02-01T00:00:00Z', to: '2024-02-01T00:00:00Z' })).data
      .me.journalMarkdown as string;
    expect(range).toContain('## Febrero');
    expect(range).not.toContain('## Enero');
    const empty = (await browser.graphql(MARKDOWN, { from: '2025-01-01T00:00:00Z' })).data.me.journalMarkdown;
    expect(empty).toContain('No hay sueños en este periodo.');
  });
});

describe('a large journal', () => {
  it('exports 5,000 dreams with their interpretations, oldest first, as JSON and as Markdown', async () => {
    const { browser, user } = await t.signedIn();
    const count = 5000;
    const start = Date.UTC(2010, 0, 1);
    // Written straight to the database: the export, not the dream form, is under test here.
    for (let offset = 0; offset < count; offset += 1000) {
      await db().dreamEntry.createMany({
        data: Array.from({ length: 1000 }, (_, i) => ({
          userId: user.databaseId,
          title: `Dream ${offset + i}`,
          content: `<p>Night ${offset + i}</p>`,
          contentText: `Night ${offset + i}`,
          // Newest id first in the table, oldest date first in the export: the order is by date.
          date: new Date(start + (count - offset - i) * 3600_000),
        })),
      });
    }
    const everyTenth = await db().dreamEntry.findMany({
      where: { userId: user.databaseId, title: { endsWith: '0' } },
      select: { id: true },
    });
    await db().dreamInterpretation.createMany({
      data: everyTenth.map((dream) => ({
        dreamEntryId: dream.id,
        userId: user.databaseId,
        type: 'USER',
        content: 'My reading',
      })),
    });

    const response = await browser.request('GET', '/api/user/export');
    expect(response.status).toBe(200);
    const dreams = response.body.dreams as { title: string; interpretations: unknown[] }[];
    expect(dreams).toHaveLength(count);
    expect(dreams[0]!.title).toBe(`Dream ${count - 1}`);
    expect(dreams[count - 1]!.title).toBe('Dream 0');
    expect(dreams.filter((dream) => dream.interpretations.length === 1)).toHaveLength(count / 10);

    const markdown = (await browser.graphql(MARKDOWN, {})).data.me.journalMarkdown as string;
    expect(markdown.match(/^## Dream /gm)).toHaveLength(count);
  }, 120_000);
});
