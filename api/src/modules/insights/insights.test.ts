// Insights: what is stored with a dream at save (its elements, its night facts), what the insights
// count from it over a range (calendar, streaks, weeks, months, recurring elements with their dreams,
// tag pairs, on this day, night-fact trends, the HVdC content profile from stored codes), the premium
// gate with billing on, bad input, and the backfills of dreams saved before elements and content
// codes were stored. GraphQL and REST answer the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer, type FakeStripeServer } from '#api-test/fake-stripe-server.ts';
import { buildDream, insertDreams, randomSource } from '#api-test/factories.ts';
import { createDream, journalSnapshot } from '#api-test/journal.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';
import type { ContentCodes } from '../content-codes/codes.ts';
import { backfillContentCodes, backfillProfileCounts } from '../content-codes/content-codes-backfill.ts';
import { newContentCodesRow } from '../content-codes/content-codes.service.ts';
import { computeContentProfile } from '../content-codes/content-profile.ts';
import { CONTENT_MEASURE_IDS, HVDC_NORMS } from '../content-codes/hvdc-norms.ts';
import { backfillDreamElements } from './elements-backfill.ts';
import { computeInsights, streaks } from './insights.service.ts';

let t: TestApp;
let stripe: FakeStripeServer;
beforeAll(async () => {
  stripe = await startFakeStripeServer();
  t = await startTestApp(stripe.env);
});
afterAll(async () => {
  await t.stop();
  await stripe.close();
});

const DAY = 86_400_000;

/** A signed-in user in a running trial (premium access), billing on. */
async function premiumUser(): Promise<{ browser: TestBrowser; userId: number }> {
  const browser = t.browser();
  const user = await registerUser(browser);
  await db().user.update({
    where: { id: user.databaseId },
    data: { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() + 7 * DAY) },
  });
  return { browser, userId: user.databaseId };
}

const INSIGHTS = /* GraphQL */ `
  query ($from: String, $to: String, $timeZone: String) {
    insights(from: $from, to: $to, timeZone: $timeZone) {
      totalDreams
      nights
      currentStreak
      longestStreak
      calendar {
        day
        count
      }
      perWeek {
        period
        count
      }
      perMonth {
        period
        count
      }
      recurring {
        kind
        key
        label
        count
        firstSeen
        lastSeen
        trend
        dreamDatabaseIds
        dreamIds
      }
      tagPairs {
        tags
        count
      }
      onThisDay {
        databaseId
        title
        monthsAgo
      }
      nightFacts {
        dreamsWithFacts
        lucid
        nightmare
        recurring
        mood
        vividness
        sleepQuality
        months {
          period
          dreams
          lucid
          nightmare
          mood
          vividness
          sleepQuality
        }
      }
    }
  }
`;

describe('what a dream stores at save', () => {
  it('stores the symbols, people, places and feelings read from the dream, and reads them again on edit', async () => {
    const { browser } = await premiumUser();
    const dream = await createDream(browser, {
      title: 'The flood',
      content: '<p>My mother and I were in a house by the sea. I was afraid of the snake.</p>',
      date: '2026-03-02T07:00:00Z',
    });
    const stored = await db().dreamEntry.findUniqueOrThrow({ where: { id: dream.databaseId } });
    const elements = JSON.parse(stored.elements!) as Record<string, string[]>;
    expect(elements.p).toContain('mother');
    expect(elements.l).toContain('house');
    expect(elements.s).toContain('snake');
    expect(elements.f).toContain('fear');

    const updated = await browser.graphql(
      `mutation($id: ID!) { updateDream(id: $id, input: { content: "<p>A quiet forest, and I felt happy.</p>" }) { dream { id } } }`,
      { id: dream.id },
    );
    expect(updated.errors).toBeUndefined();
    const after = JSON.parse((await db().dreamEntry.findUniqueOrThrow({ where: { id: dream.databaseId } })).elements!);
    expect(after.p).not.toContain('mother');
    expect(after.f).not.toContain('fear');
    expect(after.l.concat(after.s)).toContain('forest');
  });

  it('keeps the night facts, clears one with null, and refuses values off their scale without changing anything', async () => {
    const { browser } = await premiumUser();
    const dream = await createDream<{ id: string; lucid: boolean; mood: number; sleepQuality: number }>(
      browser,
      { content: '<p>Volaba.</p>', lucid: true, mood: -2, vividness: 5, sleepQuality: 3 },
      'id lucid mood vividness sleepQuality',
    );
    expect(dream).toMatchObject({ lucid: true, mood: -2, sleepQuality: 3 });

    const cleared = await browser.graphql(
      `mutation($id: ID!) { updateDream(id: $id, input: { mood: null, nightmare: false }) { dream { lucid nightmare mood vividness } } }`,
      { id: dream.id },
    );
    expect(cleared.data.updateDream.dream).toEqual({ lucid: true, nightmare: false, mood: null, vividness: 5 });

    const before = await journalSnapshot();
    for (const input of [{ mood: 3 }, { vividness: 0 }, { sleepQuality: 6 }]) {
      const refused = await browser.graphql(
        `mutation($id: ID!, $input: UpdateDreamInput!) { updateDream(id: $id, input: $input) { dream { id } } }`,
        { id: dream.id, input },
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const rest = await browser.request('POST', '/api/dreams', { content: '<p>x</p>', mood: 7 });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('Mood must be a whole number from -2 to +2');
    expect(await journalSnapshot()).toEqual(before);
  });

  it('keeps night facts through export and import', async () => {
    const { browser } = await premiumUser();
    await createDream(browser, { content: '<p>A lucid one.</p>', lucid: true, recurring: true, vividness: 4 });
    const exported = await browser.request('GET', '/api/user/export');
    expect(exported.status).toBe(200);
    const document = exported.body as { dreams: Record<string, unknown>[] };
    expect(document.dreams[0]).toMatchObject({ lucid: true, recurring: true, vividness: 4, mood: null });

    const other = await premiumUser();
    const imported = await other.browser.request('POST', '/api/user/import', document);
    expect(imported.status).toBe(200);
    const row = await db().dreamEntry.findFirstOrThrow({ where: { userId: other.userId } });
    expect(row).toMatchObject({ lucid: true, recurring: true, vividness: 4, mood: null });
    expect(row.elements).not.toBeNull();
  });
});

describe('insights of a journal', () => {
  it('counts nights, streaks, weeks, months, recurring elements, tag pairs, on this day and night facts', async () => {
    const { browser, userId } = await premiumUser();
    const dreams = [
      // Three nights in a row (Mon 2 to Wed 4 March 2026), then one more a week later.
      { date: '2026-03-02T06:00:00Z', content: '<p>A snake in my house.</p>', tags: ['Water', 'night'], mood: 2 },
      { date: '2026-03-03T06:00:00Z', content: '<p>The snake again, in the garden.</p>', tags: ['water', 'Night'] },
      { date: '2026-03-04T06:00:00Z', content: '<p>My mother was there.</p>', tags: ['Water'], lucid: true, mood: -1 },
      { date: '2026-03-04T23:30:00Z', content: '<p>A snake and my mother.</p>', tags: [], nightmare: true },
      { date: '2026-04-12T06:00:00Z', content: '<p>Nothing I know of.</p>', tags: ['water', 'night'] },
    ];
    const ids: number[] = [];
    for (const dream of dreams) ids.push((await createDream(browser, dream)).databaseId);

    const now = new Date('2026-05-04T12:00:00Z');
    const all = await computeInsights(userId, { from: null, to: null, timeZone: 'UTC' }, 'en', now);
    expect(all.totalDreams).toBe(5);
    expect(all.calendar).toEqual([
      { day: '2026-03-02', count: 1 },
      { day: '2026-03-03', count: 1 },
      { day: '2026-03-04', count: 2 },
      { day: '2026-04-12', count: 1 },
    ]);
    expect(all.nights).toBe(4);
    expect(all.longestStreak).toBe(3);
    expect(all.currentStreak).toBe(0);
    expect(all.perWeek).toEqual([
      { period: '2026-03-02', count: 4 },
      { period: '2026-04-06', count: 1 },
    ]);
    expect(all.perMonth).toEqual([
      { period: '2026-03', count: 4 },
      { period: '2026-04', count: 1 },
    ]);
    const snake = all.recurring.find((element) => element.id === 'snake')!;
    expect(snake).toMatchObject({
      kind: 'SYMBOL',
      label: 'snake',
      count: 3,
      firstSeen: '2026-03-02',
      lastSeen: '2026-03-04',
    });
    expect(snake.dreamIds).toEqual([ids[3], ids[1], ids[0]]);
    expect(snake.trend.reduce((a, b) => a + b, 0)).toBe(3);
    expect(all.recurring.find((element) => element.id === 'mother')).toMatchObject({ kind: 'PERSON', count: 2 });
    expect(all.tagPairs).toEqual([{ tags: ['night', 'Water'], count: 3 }]);
    // 4 March is the same day of the month as 4 May: two months ago.
    expect(all.onThisDay.map((dream) => [dream.id, dream.monthsAgo])).toEqual([
      [ids[3], 2],
      [ids[2], 2],
    ]);
    expect(all.nightFacts).toMatchObject({ dreamsWithFacts: 3, lucid: 1, nightmare: 1, mood: 0.5 });
    expect(all.nightFacts.months[0]).toMatchObject({
      period: '2026-03',
      dreams: 4,
      lucid: 1,
      mood: 0.5,
      vividness: null,
    });

    // In Madrid (UTC+1) the dream of 23:30 UTC on 4 March is a night of 5 March: the streak grows.
    const madrid = await computeInsights(userId, { from: null, to: null, timeZone: 'Europe/Madrid' }, 'es', now);
    expect(madrid.longestStreak).toBe(4);
    expect(madrid.recurring.find((element) => element.id === 'mother')?.label).toBe('madre');

    // A range narrows every figure.
    const march = await computeInsights(userId, { from: '2026-03-03', to: '2026-03-31', timeZone: 'UTC' }, 'en', now);
    expect(march.totalDreams).toBe(3);
    expect(march.recurring.find((element) => element.id === 'snake')?.count).toBe(2);
    expect(march.tagPairs).toEqual([]);
    expect(march.nightFacts.lucid).toBe(1);

    // GraphQL and REST give the same figures.
    const graphql = await browser.graphql(INSIGHTS, { from: '2026-03-01', to: '2026-04-30' });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.insights.totalDreams).toBe(5);
    const rest = await browser.request('GET', '/api/insights?from=2026-03-01&to=2026-04-30');
    expect(rest.status).toBe(200);
    expect(rest.body.totalDreams).toBe(5);
    expect(rest.body.calendar).toMatchObject({ nights: 4, longestStreak: 3 });
    expect(rest.body.recurring.symbols.find((s: { id: string }) => s.id === 'snake')).toMatchObject({
      count: 3,
      dreamIds: [ids[3], ids[1], ids[0]],
    });
    expect(rest.body.recurring.people.map((p: { id: string }) => p.id)).toContain('mother');
  });

  it('counts only the caller’s own dreams', async () => {
    const owner = await premiumUser();
    await createDream(owner.browser, { content: '<p>A snake.</p>' });
    await createDream(owner.browser, { content: '<p>A snake.</p>' });
    const other = await premiumUser();
    const result = await other.browser.graphql(INSIGHTS, {});
    expect(result.data.insights).toMatchObject({ totalDreams: 0, recurring: [], calendar: [] });
  });

  it('refuses a bad range with a clear message', async () => {
    const { browser } = await premiumUser();
    const reversed = await browser.request('GET', '/api/insights?from=2026-05-01&to=2026-04-01');
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('The end date must be on or after the start date');
    const invalid = await browser.request('GET', '/api/insights?from=2026-02-30');
    expect(invalid.status).toBe(400);
    const zone = await browser.request('GET', '/api/insights?timeZone=Mars/Olympus');
    expect(zone.status).toBe(400);
  });

  it('needs premium access (402 over REST) with billing on', async () => {
    const browser = t.browser();
    const user = await registerUser(browser);
    await db().user.update({
      where: { id: user.databaseId },
      data: { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - DAY) },
    });
    expect((await browser.request('GET', '/api/insights')).status).toBe(402);
    const result = await browser.graphql(INSIGHTS, {});
    expect(result.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
    expect((await t.browser().request('GET', '/api/insights')).status).toBe(401);
    // The one sources query the page sends when an indicator is opened is premium too.
    const sources = await browser.graphql(`{ contentProfileSources(measureId: animal_percent) { dreamId } }`);
    expect(sources.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
  });

  it('tells the access and gives the figures in one query: me.insights is null without premium, never an error', async () => {
    const ME_INSIGHTS = `query($from: String) { me { hasAccess insights(from: $from) { totalDreams contentProfile { dreams } } } }`;
    const browser = t.browser();
    const user = await registerUser(browser);
    await createDream(browser, { content: STORY });
    const without = await browser.graphql(ME_INSIGHTS, {});
    expect(without.errors).toBeUndefined();
    expect(without.data.me).toEqual({ hasAccess: false, insights: null });

    await db().user.update({
      where: { id: user.databaseId },
      data: { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() + 7 * DAY) },
    });
    const withAccess = await browser.graphql(ME_INSIGHTS, {});
    expect(withAccess.errors).toBeUndefined();
    expect(withAccess.data.me).toEqual({
      hasAccess: true,
      insights: { totalDreams: 1, contentProfile: { dreams: 1 } },
    });
    // The same figures as Query.insights, and the same refusal of a bad range (as a field error).
    const query = await browser.graphql(`{ insights { totalDreams contentProfile { dreams } } }`);
    expect(query.data.insights).toEqual(withAccess.data.me.insights);
    const bad = await browser.graphql(ME_INSIGHTS, { from: '2026-02-30' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.data.me).toEqual({ hasAccess: true, insights: null });
  });
});

describe('older dreams', () => {
  it('reads the elements of dreams saved before they were stored, once', async () => {
    const { browser, userId } = await premiumUser();
    const dream = await createDream(browser, { content: '<p>A wolf in the forest.</p>' });
    await db().dreamEntry.update({ where: { id: dream.databaseId }, data: { elements: null } });
    expect(await backfillDreamElements()).toBeGreaterThanOrEqual(1);
    const row = await db().dreamEntry.findUniqueOrThrow({ where: { id: dream.databaseId } });
    expect(JSON.parse(row.elements!).s).toContain('wolf');
    expect(await backfillDreamElements()).toBe(0);
    expect(row.userId).toBe(userId);
  });

  it('codes the content of dreams saved without codes, once, and the profile then counts them', async () => {
    const { browser, userId } = await premiumUser();
    const saved = await createDream(browser, { content: STORY });
    const before = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: saved.databaseId } });
    await db().dreamContentCodes.delete({ where: { dreamId: saved.databaseId } });
    // Inserted as an older import would have: no codes row at all.
    const [inserted] = await insertDreams(userId, [buildDream(randomSource(5))]);
    expect((await profileOf(browser)).dreams).toBe(0);

    expect(await backfillContentCodes()).toBeGreaterThanOrEqual(2);
    const row = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: saved.databaseId } });
    expect(row).toMatchObject({ userId, codes: before.codes, computed: before.computed, corrections: '[]' });
    expect(await db().dreamContentCodes.count({ where: { dreamId: inserted } })).toBe(1);
    expect(await backfillContentCodes()).toBe(0);
    const { dreams, measure } = await profileOf(browser);
    expect(dreams).toBe(2);
    expect(measure('animal_percent').sources.map((source) => source.dreamId)).toContain(saved.databaseId);
  });

  it('stops when asked, and leaves the codes an edit stored since', async () => {
    const { browser } = await premiumUser();
    const dream = await createDream(browser, { content: STORY });
    await db().dreamContentCodes.delete({ where: { dreamId: dream.databaseId } });
    expect(await backfillContentCodes(() => true)).toBe(0);
    expect(await db().dreamContentCodes.count({ where: { dreamId: dream.databaseId } })).toBe(0);
    // An edit codes the dream first (recodeDream creates the missing row); the backfill keeps those codes.
    const edited = await browser.graphql(
      `mutation($id: ID!) { updateDream(id: $id, input: { content: "<p>A cat slept on my bed.</p>" }) { dream { id } } }`,
      { id: dream.id },
    );
    expect(edited.errors).toBeUndefined();
    const stored = await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } });
    await backfillContentCodes();
    expect(await db().dreamContentCodes.findUniqueOrThrow({ where: { dreamId: dream.databaseId } })).toEqual(stored);
  });
});

const PROFILE = /* GraphQL */ `
  query ($from: String, $to: String, $timeZone: String) {
    insights(from: $from, to: $to, timeZone: $timeZone) {
      contentProfile {
        dreams
        measures {
          id
          value
          normMale
          normFemale
          hMale
          hFemale
          minDreams
          enough
          numerator
          denominator
          sources {
            dreamId
            words
          }
        }
      }
    }
  }
`;

interface Measure {
  id: string;
  value: number | null;
  normMale: number;
  normFemale: number;
  hMale: number | null;
  hFemale: number | null;
  minDreams: number;
  enough: boolean;
  numerator: number;
  denominator: number;
  sources: { dreamId: number; words: string[] }[];
}

async function profileOf(browser: TestBrowser, range: { from?: string; to?: string } = {}) {
  const result = await browser.graphql(PROFILE, { timeZone: 'UTC', ...range });
  expect(result.errors).toBeUndefined();
  const profile = result.data.insights.contentProfile as { dreams: number; measures: Measure[] };
  return { dreams: profile.dreams, measure: (id: string) => profile.measures.find((m) => m.id === id)!, profile };
}

/** Two characters (the sister, the dog), two aggressions and a hug, a fear and a joy, a leg. */
const STORY =
  '<p>My sister and I walked through the forest. A dog chased us and bit my leg. ' +
  'My sister was terrified. I hugged her and I felt happy.</p>';

describe('the content profile', () => {
  it('gives every indicator in the issue’s order, on its HVdC scale, beside the norms, over GraphQL and REST', async () => {
    const { browser } = await premiumUser();
    const dream = await createDream(browser, { content: STORY, date: '2026-03-02T07:00:00Z' });
    await createDream(browser, { content: '<p>I walked by the sea.</p>', date: '2026-03-20T07:00:00Z' });

    const { dreams, measure, profile } = await profileOf(browser);
    expect(dreams).toBe(2);
    expect(profile.measures.map((m) => m.id)).toEqual([
      'male_female_percent',
      'familiarity_percent',
      'friends_percent',
      'family_percent',
      'animal_percent',
      'aggression_friendliness_percent',
      'befriender_percent',
      'aggressor_percent',
      'physical_aggression_percent',
      'ac_index',
      'fc_index',
      'sc_index',
      'negative_emotions_percent',
      'dreamer_involved_success_percent',
      'torso_anatomy_percent',
      'bodily_misfortunes_percent',
    ]);
    // Percentages on 0-100, indexes as decimals per character, as HVdC writes them (norms too).
    expect(measure('animal_percent')).toMatchObject({ value: 50, numerator: 1, denominator: 2 });
    expect(measure('family_percent')).toMatchObject({ value: 50, normMale: 12, normFemale: 19 });
    expect(measure('negative_emotions_percent')).toMatchObject({ value: 50, numerator: 1, denominator: 2 });
    expect(measure('ac_index')).toMatchObject({ value: 1, normMale: 0.34, normFemale: 0.24, denominator: 2 });
    expect(measure('fc_index')).toMatchObject({ value: 0.5, normMale: 0.21, normFemale: 0.22 });
    expect(measure('aggressor_percent')).toMatchObject({ value: 0, normMale: 40, normFemale: 33 });
    // Cohen's h, positive when the journal has more: 50% animals against 6% and 4%.
    const animals = measure('animal_percent');
    expect(animals.hMale).toBeCloseTo(2 * Math.asin(Math.sqrt(0.5)) - 2 * Math.asin(Math.sqrt(0.06)), 2);
    expect(animals.hFemale!).toBeGreaterThan(animals.hMale!);
    // Nothing to divide by: no value and no effect size, but the norms still show.
    expect(measure('bodily_misfortunes_percent')).toMatchObject({
      value: null,
      hMale: null,
      hFemale: null,
      normMale: 29,
      normFemale: 35,
      denominator: 0,
    });
    // Two dreams are fewer than any indicator needs.
    for (const m of profile.measures) {
      expect(m.minDreams).toBe(HVDC_NORMS[m.id as keyof typeof HVDC_NORMS].minDreams);
      expect(m.enough, m.id).toBe(false);
    }
    // The drill-down: the dreams and words behind a value.
    expect(measure('animal_percent').sources).toEqual([{ dreamId: dream.databaseId, words: ['dog'] }]);
    expect(measure('ac_index').sources).toEqual([{ dreamId: dream.databaseId, words: ['chased', 'bit'] }]);

    // REST: the shape, the same figures.
    const rest = await browser.request('GET', '/api/insights');
    expect(rest.status).toBe(200);
    expect(rest.body.contentProfile.dreams).toBe(2);
    expect(rest.body.contentProfile.measures).toHaveLength(CONTENT_MEASURE_IDS.length);
    expect(rest.body.contentProfile.measures.map((m: { id: string }) => m.id)).toEqual([...CONTENT_MEASURE_IDS]);
    expect(rest.body.contentProfile.measures[4]).toEqual({
      id: 'animal_percent',
      value: 50,
      normMale: 6,
      normFemale: 4,
      hMale: animals.hMale,
      hFemale: animals.hFemale,
      minDreams: 50,
      enough: false,
    });

    // A range narrows the profile like every other figure.
    const later = await profileOf(browser, { from: '2026-03-10' });
    expect(later.dreams).toBe(1);
    expect(later.measure('animal_percent')).toMatchObject({ value: null, denominator: 0, sources: [] });
    const restLater = await browser.request('GET', '/api/insights?from=2026-03-10&to=2026-03-31');
    expect(restLater.body.contentProfile.dreams).toBe(1);
  });

  it('counts a corrected code as corrected', async () => {
    const { browser } = await premiumUser();
    const dream = await createDream<{ id: string; contentCodes: { characters: { key: string; text: string }[] } }>(
      browser,
      { content: STORY },
      'id contentCodes { characters { key text } }',
    );
    expect((await profileOf(browser)).measure('animal_percent').value).toBe(50);
    // The dog was a monster: a creature, not an animal.
    const dog = dream.contentCodes.characters.find((c) => c.text === 'dog')!;
    const corrected = await browser.graphql(
      `mutation($input: CorrectContentCodeInput!) { correctContentCode(input: $input) { dream { id } } }`,
      { input: { dreamId: dream.id, category: 'characters', key: dog.key, kind: 'creature' } },
    );
    expect(corrected.errors).toBeUndefined();
    const after = await profileOf(browser);
    expect(after.measure('animal_percent')).toMatchObject({ value: 0, numerator: 0, denominator: 2, sources: [] });
    const rest = await browser.request('GET', '/api/insights');
    expect(rest.body.contentProfile.measures.find((m: { id: string }) => m.id === 'animal_percent').value).toBe(0);
  });

  it('reads enough dreams as enough for the indicators that need that many, and only those', async () => {
    const { browser, userId } = await premiumUser();
    const random = randomSource(11);
    const dreams = Array.from({ length: 50 }, () => buildDream(random, { spanDays: 200 }));
    const ids = await insertDreams(userId, dreams);
    await db().dreamContentCodes.createMany({
      data: ids.map((id, index) => ({ dreamId: id, ...newContentCodesRow(userId, dreams[index]!.contentText) })),
    });
    const { dreams: count, profile } = await profileOf(browser);
    expect(count).toBe(50);
    for (const m of profile.measures) {
      const norm = HVDC_NORMS[m.id as keyof typeof HVDC_NORMS];
      expect(m.enough, m.id).toBe(norm.minDreams <= 50);
      if (m.denominator === 0) {
        expect(m.value, m.id).toBeNull();
        continue;
      }
      // value = numerator / denominator, as a percentage (one decimal) or an index (two decimals).
      const ratio = m.numerator / m.denominator;
      if (norm.scale === 'percent') {
        expect(m.value!, m.id).toBeCloseTo(ratio * 100, 1);
        expect(m.value!).toBeLessThanOrEqual(100);
      } else expect(m.value!, m.id).toBeCloseTo(ratio, 2);
      expect(m.sources.length, m.id).toBeLessThanOrEqual(m.numerator);
      for (const source of m.sources) expect(ids).toContain(source.dreamId);
    }
    expect(profile.measures.filter((m) => m.enough).map((m) => m.id)).toEqual([
      'male_female_percent',
      'familiarity_percent',
      'friends_percent',
      'family_percent',
      'animal_percent',
    ]);
  });

  it('adds stored counts to the same profile the codes give, counts rows stored before them from their codes, and backfills them', async () => {
    const { browser, userId } = await premiumUser();
    const random = randomSource(29);
    const dreams = Array.from({ length: 60 }, () => buildDream(random, { spanDays: 400 }));
    const ids = await insertDreams(userId, dreams);
    await db().dreamContentCodes.createMany({
      data: ids.map((id, index) => ({ dreamId: id, ...newContentCodesRow(userId, dreams[index]!.contentText) })),
    });
    // The reference: the profile computed from every dream's codes, newest first, as it was before
    // counts were stored.
    const rows = await db().dreamEntry.findMany({
      where: { userId },
      orderBy: [{ date: 'desc' }, { id: 'desc' }],
      select: { id: true, contentCodes: { select: { codes: true } } },
    });
    const expected = computeContentProfile(
      rows.map((row) => ({ dreamId: row.id, codes: JSON.parse(row.contentCodes!.codes) as ContentCodes })),
    );
    const stored = await profileOf(browser);
    expect(stored.profile).toEqual(expected);
    // Each indicator's dreams and words alone, as the page asks for them when it is opened.
    for (const measure of expected.measures) {
      const alone = await browser.graphql(
        `query($id: ContentMeasureId!) { contentProfileSources(measureId: $id) { dreamId words } }`,
        { id: measure.id },
      );
      expect(alone.errors).toBeUndefined();
      expect(alone.data.contentProfileSources, measure.id).toEqual(measure.sources);
    }

    // Rows coded before counts were stored: the same profile, counted from their codes.
    await db().dreamContentCodes.updateMany({
      where: { dreamId: { in: ids.slice(0, 25) } },
      data: { profileCounts: null },
    });
    expect((await profileOf(browser)).profile).toEqual(expected);
    expect(await backfillProfileCounts(() => true)).toBe(0);
    expect(await backfillProfileCounts()).toBeGreaterThanOrEqual(25);
    expect(await db().dreamContentCodes.count({ where: { profileCounts: null } })).toBe(0);
    expect((await profileOf(browser)).profile).toEqual(expected);

    // A range narrows the sources as it narrows the figures.
    const from = rows[10]!.id;
    const day = (await db().dreamEntry.findUniqueOrThrow({ where: { id: from } })).date.toISOString().slice(0, 10);
    const ranged = await profileOf(browser, { from: day });
    const animals = await browser.graphql(
      `query($from: String) { contentProfileSources(measureId: animal_percent, from: $from) { dreamId words } }`,
      { from: day },
    );
    expect(animals.data.contentProfileSources).toEqual(ranged.measure('animal_percent').sources);
  });

  it('never counts another user’s dreams', async () => {
    const owner = await premiumUser();
    await createDream(owner.browser, { content: STORY });
    const other = await premiumUser();
    await createDream(other.browser, { content: '<p>I spoke with my father and my brother.</p>' });
    const mine = await profileOf(other.browser);
    expect(mine.dreams).toBe(1);
    expect(mine.measure('animal_percent')).toMatchObject({ value: 0, denominator: 2, sources: [] });
    expect(mine.measure('ac_index').numerator).toBe(0);
    const theirs = await profileOf(owner.browser);
    expect(theirs.dreams).toBe(1);
    expect(theirs.measure('animal_percent').value).toBe(50);
  });
});

describe('streaks', () => {
  it('counts the current streak while its last night is today or yesterday', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-04', '2026-01-05', '2026-01-06'];
    expect(streaks(days, '2026-01-07')).toEqual({ current: 3, longest: 3 });
    expect(streaks(days, '2026-01-06')).toEqual({ current: 3, longest: 3 });
    expect(streaks(days, '2026-01-08')).toEqual({ current: 0, longest: 3 });
    expect(streaks([], '2026-01-08')).toEqual({ current: 0, longest: 0 });
  });
});
