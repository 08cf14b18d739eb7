// The premium gate with billing on: every AI voice (Jung, Rogers, CBT) needs access on every path
// (GraphQL, REST, the subscription, feedback, node); your own interpretation never does. Access comes
// from a running trial, an active subscription (also one cancelled whose paid period has not ended)
// or grandfathering, which overrides whatever billing says. How each state arises from Stripe's
// events is billing.test.ts's; this is what each one opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSampleDream,
  FEEDBACK,
  GENERATE,
  INTERPRETATIONS,
  SAVE_OWN,
  watchProgress,
} from '#api-test/interpretations.ts';
import { startFakeStripeServer, type FakeStripeServer } from '#api-test/fake-stripe-server.ts';
import { registerUser, startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';

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
type Grant =
  | 'none'
  | 'trial'
  | 'expired-trial'
  | 'active'
  | 'canceled-before-period-end'
  | 'canceled-after-period-end'
  | 'past-due'
  | 'grandfathered'
  | 'grandfathered-past-due';

async function userWith(grant: Grant) {
  const browser = t.browser();
  const user = await registerUser(browser);
  const now = Date.now();
  const data = {
    none: {},
    trial: { subscriptionStatus: 'trial', trialEndsAt: new Date(now + 7 * DAY) },
    'expired-trial': { subscriptionStatus: 'trial', trialEndsAt: new Date(now - DAY) },
    active: { subscriptionStatus: 'active', subscriptionPeriodEndsAt: new Date(now + 30 * DAY) },
    'canceled-before-period-end': {
      subscriptionStatus: 'active',
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEndsAt: new Date(now + 3 * DAY),
    },
    'canceled-after-period-end': { subscriptionStatus: 'canceled', subscriptionEndsAt: new Date(now - DAY) },
    'past-due': { subscriptionStatus: 'past_due', subscriptionPeriodEndsAt: new Date(now - DAY) },
    grandfathered: { grandfathered: true },
    'grandfathered-past-due': {
      grandfathered: true,
      subscriptionStatus: 'canceled',
      subscriptionEndsAt: new Date(now - DAY),
    },
  }[grant];
  await db().user.update({ where: { id: user.databaseId }, data });
  return { browser, user };
}

const rows = () => db().dreamInterpretation.findMany({ orderBy: { id: 'asc' } });

describe('without access', () => {
  for (const grant of ['none', 'expired-trial', 'canceled-after-period-end', 'past-due'] as const) {
    it(`(${grant}) every AI path answers PAYMENT_REQUIRED / 402 and changes nothing`, async () => {
      const { browser, user } = await userWith(grant);
      const dream = await createSampleDream(browser);
      // An interpretation from when the account still had access.
      const old = await db().dreamInterpretation.create({
        data: { dreamEntryId: dream.databaseId, userId: user.databaseId, type: 'JUNG_AI', content: 'Earlier text' },
      });
      const before = await rows();

      for (const type of ['JUNG_AI', 'ROGERS_AI', 'CBT_AI']) {
        const result = await browser.graphql(GENERATE, { dreamId: dream.id, type });
        expect(result.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
        const rest = await browser.request(
          'POST',
          `/api/dreams/${dream.databaseId}/ai-interpretation`,
          type === 'JUNG_AI' ? undefined : { type },
        );
        expect(rest.status).toBe(402);
        expect(rest.body.message).toBe('This is a premium feature. Start your free trial to use it.');
      }
      const feedback = await browser.request('PUT', `/api/interpretations/${old.id}/feedback`, { feedback: 'UP' });
      expect(feedback.status).toBe(402);

      // Reading: the AI voices are hidden on every path, your own take is not.
      await browser.graphql(SAVE_OWN, { dreamId: dream.id, content: 'My own reading.' });
      const list = await browser.request('GET', `/api/dreams/${dream.databaseId}/interpretations`);
      expect(list.body.map((row: { type: string }) => row.type)).toEqual(['USER']);
      const viaGraphQL = await browser.graphql(INTERPRETATIONS, { id: dream.databaseId });
      expect(viaGraphQL.data.dream.interpretations.map((row: { type: string }) => row.type)).toEqual(['USER']);
      const node = await browser.graphql(`query($id: ID!) { node(id: $id) { id } }`, {
        id: Buffer.from(`Interpretation:${old.id}`).toString('base64'),
      });
      expect(node.data.node).toBeNull();

      // The subscription refuses before sending anything.
      const { client } = browser.websocket();
      const progress = watchProgress(client, dream.id, 'JUNG_AI');
      await expect(progress.until('IDLE')).rejects.toBeTruthy();
      expect(JSON.stringify(progress.errors())).toContain('premium feature');
      await client.dispose();

      const status = await browser.request('GET', '/api/subscription-status');
      expect(status.body).toMatchObject({ hasAccess: false, grandfathered: false, stripeSubscription: null });
      const me = await browser.graphql(`{ me { hasAccess billingEnabled } }`);
      expect(me.data.me).toEqual({ hasAccess: false, billingEnabled: true });

      const after = await rows();
      expect(after.filter((row) => row.type !== 'USER')).toEqual(before.filter((row) => row.type !== 'USER'));
      expect(user.databaseId).toBeGreaterThan(0);
    });
  }

  it('still saves and edits your own interpretation', async () => {
    const { browser } = await userWith('none');
    const dream = await createSampleDream(browser);
    const saved = await browser.request('POST', `/api/dreams/${dream.databaseId}/interpretations`, {
      type: 'USER',
      content: 'Mine.',
    });
    expect(saved.status).toBe(201);
    const edited = await browser.request('PUT', `/api/interpretations/${saved.body.id}/feedback`, {
      content: 'Mine, revised.',
    });
    expect(edited.body.content).toBe('Mine, revised.');
  });
});

describe('with access', () => {
  for (const grant of [
    'trial',
    'active',
    'canceled-before-period-end',
    'grandfathered',
    'grandfathered-past-due',
  ] as const) {
    it(`(${grant}) generates, reads and rates every voice`, async () => {
      const { browser } = await userWith(grant);
      const dream = await createSampleDream(browser);
      const { client } = browser.websocket();
      const progress = watchProgress(client, dream.id, 'ROGERS_AI');
      await progress.until('IDLE');
      const jung = await browser.request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`);
      expect(jung.status).toBe(201);
      const rogers = await browser.graphql(GENERATE, { dreamId: dream.id, type: 'ROGERS_AI' });
      expect(rogers.errors).toBeUndefined();
      await progress.until('DONE');
      const cbt = await browser.request('POST', `/api/dreams/${dream.databaseId}/ai-interpretation`, {
        type: 'CBT_AI',
      });
      const rated = await browser.graphql(FEEDBACK, {
        id: Buffer.from(`Interpretation:${cbt.body.id}`).toString('base64'),
        input: { helpful: true },
      });
      expect(rated.data.setInterpretationFeedback.interpretation.helpful).toBe(true);
      const list = await browser.request('GET', `/api/dreams/${dream.databaseId}/interpretations`);
      expect(list.body.map((row: { type: string }) => row.type)).toEqual(['JUNG_AI', 'ROGERS_AI', 'CBT_AI']);
      expect((await browser.request('GET', '/api/subscription-status')).body).toMatchObject({
        hasAccess: true,
        grandfathered: grant.startsWith('grandfathered'),
      });
      await client.dispose();
    });
  }
});
