// Billing with Stripe, end to end through the real `stripe` SDK talking to a local server that speaks
// Stripe's API (api/test/fake-stripe-server.ts): registration's three steps, upgrading, cancelling,
// and the webhook (signature on the raw body, tolerance, each event once, out-of-order events).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer, type FakeStripeServer } from '#api-test/fake-stripe-server.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';
import { WEBHOOK_PATH } from './webhook.ts';

const DAY = 24 * 3600;
let t: TestApp;
let stripe: FakeStripeServer;

beforeAll(async () => {
  stripe = await startFakeStripeServer();
  t = await startTestApp(stripe.env);
});
afterAll(async () => {
  await t?.stop();
  await stripe?.close();
});

const uniqueName = () => `payer${Math.random().toString(36).slice(2, 9)}`;

/** Registration as the web client does it: start the subscription, (confirm the card), register. */
async function registerPaying(browser: TestBrowser, name = uniqueName()) {
  const start = await browser.request('POST', '/api/create-subscription', {
    email: `${name}@example.org`,
    username: name,
  });
  expect(start.status).toBe(200);
  // Step 2 happens between the browser and Stripe.
  stripe.confirm(start.body.subscriptionId);
  const registered = await browser.request('POST', '/api/register', {
    username: name,
    email: `${name}@example.org`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    subscriptionId: start.body.subscriptionId,
  });
  expect(registered.status).toBe(201);
  return { name, subscriptionId: start.body.subscriptionId as string, user: registered.body };
}

function postWebhook(payload: string, signature?: string) {
  return fetch(t.url + WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });
}

/** Changes the subscription at Stripe and delivers the event Stripe would send about it. */
async function stripeSays(type: string, subscriptionId: string, change: Record<string, unknown> = {}) {
  const subscription = stripe.advance(subscriptionId, change);
  const event = stripe.signedEvent(type, subscription);
  const response = await postWebhook(event.payload, event.signature);
  expect(response.status).toBe(200);
  return event;
}

const billingOf = (username: string) =>
  db().user.findUniqueOrThrow({
    where: { username },
    select: {
      stripeCustomerId: true,
      stripeSubscriptionId: true,
      subscriptionStatus: true,
      trialEndsAt: true,
      subscriptionEndsAt: true,
      subscriptionPeriodEndsAt: true,
      subscriptionCancelAtPeriodEnd: true,
      grandfathered: true,
    },
  });

describe('public billing configuration', () => {
  it('tells a signed-out page that billing is on, with the publishable key', async () => {
    const response = await t.browser().request('GET', '/api/billing/config');
    expect(response.body).toEqual({ enabled: true, publishableKey: 'pk_test_oneiro_local' });
  });
});

describe('registration', () => {
  it('step 1 creates a customer and a subscription with a 7-day trial and returns a SetupIntent secret', async () => {
    const name = uniqueName();
    const before = stripe.requests.length;
    const response = await t.browser().request('POST', '/api/create-subscription', {
      email: `${name}@Example.org`,
      username: name,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ intentType: 'setup', alreadyActive: false });
    expect(response.body.clientSecret).toMatch(/^seti_\w+_secret_/);
    const sent = stripe.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/subscriptions',
    ]);
    expect(sent[0]!.body).toMatchObject({ email: `${name}@example.org`, metadata: { username: name } });
    expect(sent[1]!.body).toMatchObject({
      items: { '0': { price: 'price_oneiro_monthly' } },
      trial_period_days: '7',
      payment_behavior: 'default_incomplete',
    });
    // No account exists until step 3.
    expect(await db().user.findUnique({ where: { username: name } })).toBeNull();
  });

  it('step 1 refuses bad input and a taken username before calling Stripe', async () => {
    const existing = await t.signedIn();
    const before = stripe.requests.length;
    const bad = await t.browser().request('POST', '/api/create-subscription', { email: 'not-an-email', username: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['email', 'username']);
    const taken = await t.browser().request('POST', '/api/create-subscription', {
      email: 'someone-new@example.org',
      username: existing.user.username,
    });
    expect(taken.status).toBe(409);
    expect(stripe.requests.length).toBe(before);
  });

  it('step 3 links the customer and subscription: the account starts its trial with access', async () => {
    const browser = t.browser();
    const { name, subscriptionId } = await registerPaying(browser);
    const billing = await billingOf(name);
    expect(billing).toMatchObject({ stripeSubscriptionId: subscriptionId, subscriptionStatus: 'trial' });
    expect(billing.stripeCustomerId).toMatch(/^cus_/);
    const trialEnd = stripe.subscriptions.get(subscriptionId)!.trial_end as number;
    expect(billing.trialEndsAt?.getTime()).toBe(trialEnd * 1000);
    const status = await browser.request('GET', '/api/subscription-status');
    expect(status.body).toEqual({
      hasAccess: true,
      grandfathered: false,
      subscriptionStatus: 'trial',
      trialEndsAt: new Date(trialEnd * 1000).toISOString(),
      subscriptionEndsAt: null,
      stripeSubscription: {
        id: subscriptionId,
        status: 'trialing',
        trial_end: trialEnd,
        current_period_end: trialEnd,
        cancel_at_period_end: false,
      },
    });
  });

  it('a payment is never lost: when account creation fails, trying again links it', async () => {
    const taken = await t.signedIn();
    const name = uniqueName();
    const start = await t
      .browser()
      .request('POST', '/api/create-subscription', { email: `${name}@example.org`, username: name });
    stripe.confirm(start.body.subscriptionId);
    // Someone takes the username between step 1 and step 3: the account is not created.
    const browser = t.browser();
    const failed = await browser.request('POST', '/api/register', {
      username: taken.user.username,
      email: `${name}@example.org`,
      password: 'correct horse battery',
      subscriptionId: start.body.subscriptionId,
    });
    expect(failed.status).toBe(409);
    const retried = await browser.request('POST', '/api/register', {
      username: name,
      email: `${name}@example.org`,
      password: 'correct horse battery',
      subscriptionId: start.body.subscriptionId,
    });
    expect(retried.status).toBe(201);
    expect((await billingOf(name)).stripeSubscriptionId).toBe(start.body.subscriptionId);
  });

  it("refuses another email's subscription and one already linked (400, no account)", async () => {
    const { subscriptionId } = await registerPaying(t.browser());
    const thief = uniqueName();
    const linked = await t.browser().request('POST', '/api/register', {
      username: thief,
      email: `${thief}@example.org`,
      password: 'correct horse battery',
      subscriptionId,
    });
    expect(linked.status).toBe(400);
    expect(linked.body.fieldErrors.subscriptionId).toEqual([
      'This payment belongs to another email address or is already linked to an account.',
    ]);
    const unknown = await t.browser().request('POST', '/api/register', {
      username: thief,
      email: `${thief}@example.org`,
      password: 'correct horse battery',
      subscriptionId: 'sub_doesnotexist',
    });
    expect(unknown.status).toBe(400);
    expect(await db().user.findUnique({ where: { username: thief } })).toBeNull();
  });

  it('refuses a subscription whose card was never set up (step 2 skipped)', async () => {
    const name = uniqueName();
    const start = await t
      .browser()
      .request('POST', '/api/create-subscription', { email: `${name}@example.org`, username: name });
    const register = () =>
      t.browser().request('POST', '/api/register', {
        username: name,
        email: `${name}@example.org`,
        password: 'correct horse battery',
        subscriptionId: start.body.subscriptionId,
      });
    const skipped = await register();
    expect(skipped.status).toBe(400);
    expect(skipped.body.fieldErrors.subscriptionId).toEqual([
      'The card for this subscription has not been set up yet.',
    ]);
    expect(await db().user.findUnique({ where: { username: name } })).toBeNull();
    stripe.confirm(start.body.subscriptionId);
    expect((await register()).status).toBe(201);
  });

  it('a Stripe outage is a 502 the user can retry, and nothing is created', async () => {
    const name = uniqueName();
    stripe.failWith = 500;
    try {
      const response = await t
        .browser()
        .request('POST', '/api/create-subscription', { email: `${name}@example.org`, username: name });
      expect(response.status).toBe(502);
      expect(response.body.code).toBe('PAYMENT_PROVIDER_FAILED');
    } finally {
      stripe.failWith = undefined;
    }
  });
});

describe('upgrade and cancel', () => {
  it('an account without a subscription starts one with the trial; one whose trial ended pays now', async () => {
    const fresh = await t.signedIn();
    const first = await fresh.browser.request('POST', '/api/create-subscription');
    expect(first.body).toMatchObject({ intentType: 'setup', alreadyActive: false });
    expect((await billingOf(fresh.user.username)).subscriptionStatus).toBe('trial');
    // Already trialing: nothing to confirm ('Subscription Active').
    const again = await fresh.browser.request('POST', '/api/create-subscription', {});
    expect(again.body).toMatchObject({ clientSecret: null, alreadyActive: true });

    const lapsed = await t.signedIn();
    await db().user.update({
      where: { id: lapsed.user.databaseId },
      data: { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - 86_400_000) },
    });
    const paid = await lapsed.browser.request('POST', '/api/create-subscription', {});
    expect(paid.body).toMatchObject({ intentType: 'payment', alreadyActive: false });
    expect(paid.body.clientSecret).toMatch(/^pi_\w+_secret_/);
    expect((await billingOf(lapsed.user.username)).subscriptionStatus).toBe('incomplete');
  });

  it('starting again after a failed renewal cancels the past-due subscription first (never two billing)', async () => {
    const browser = t.browser();
    const { name, subscriptionId } = await registerPaying(browser);
    await stripeSays('customer.subscription.updated', subscriptionId, { status: 'past_due', trial_end: null });
    const again = await browser.request('POST', '/api/create-subscription', {});
    expect(again.body).toMatchObject({ intentType: 'payment', alreadyActive: false });
    expect(again.body.subscriptionId).not.toBe(subscriptionId);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect((await billingOf(name)).stripeSubscriptionId).toBe(again.body.subscriptionId);
  });

  it('a grandfathered account has nothing to buy', async () => {
    const { browser, user } = await t.signedIn();
    await db().user.update({ where: { id: user.databaseId }, data: { grandfathered: true } });
    const response = await browser.request('POST', '/api/create-subscription', {});
    expect(response.body).toMatchObject({ clientSecret: null, alreadyActive: true });
  });

  it('cancelling keeps access until the period ends, then the deletion ends it', async () => {
    const browser = t.browser();
    const { name, subscriptionId } = await registerPaying(browser);
    await stripeSays('customer.subscription.updated', subscriptionId, { status: 'active', trial_end: null });
    const cancelled = await browser.request('POST', '/api/cancel-subscription');
    expect(cancelled.status).toBe(200);
    const periodEnd = stripe.subscriptions.get(subscriptionId)!.items.data[0].current_period_end as number;
    expect(await billingOf(name)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEndsAt: new Date(periodEnd * 1000),
    });
    const status = await browser.request('GET', '/api/subscription-status');
    expect(status.body).toMatchObject({ hasAccess: true, stripeSubscription: { cancel_at_period_end: true } });

    await stripeSays('customer.subscription.deleted', subscriptionId, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000) - 1,
    });
    expect((await billingOf(name)).subscriptionStatus).toBe('canceled');
    expect((await browser.request('GET', '/api/subscription-status')).body.hasAccess).toBe(false);
  });

  it('cancelling without a subscription is a 404', async () => {
    const { browser } = await t.signedIn();
    expect((await browser.request('POST', '/api/cancel-subscription')).status).toBe(404);
  });
});

describe('webhook', () => {
  it('follows trial end, activation and a failed renewal', async () => {
    const browser = t.browser();
    const { name, subscriptionId } = await registerPaying(browser);
    const now = Math.floor(Date.now() / 1000);
    await stripeSays('customer.subscription.trial_will_end', subscriptionId);
    expect((await billingOf(name)).subscriptionStatus).toBe('trial');

    await stripeSays('customer.subscription.updated', subscriptionId, {
      status: 'active',
      trial_end: now - 10,
      current_period_end: now + 30 * DAY,
    });
    expect(await billingOf(name)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPeriodEndsAt: new Date((now + 30 * DAY) * 1000),
      subscriptionEndsAt: null,
    });
    expect((await browser.request('GET', '/api/subscription-status')).body.hasAccess).toBe(true);

    // A renewal fails: Stripe sends the invoice event; its subscription is read again.
    stripe.advance(subscriptionId, { status: 'past_due' });
    const invoice = stripe.signedEvent('invoice.payment_failed', {
      id: 'in_failed1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect((await postWebhook(invoice.payload, invoice.signature)).status).toBe(200);
    expect((await billingOf(name)).subscriptionStatus).toBe('past_due');
    expect((await browser.request('GET', '/api/subscription-status')).body.hasAccess).toBe(false);
  });

  it("events out of order end in Stripe's current state", async () => {
    const { name, subscriptionId } = await registerPaying(t.browser());
    const trialing = structuredClone(stripe.subscriptions.get(subscriptionId)!);
    await stripeSays('customer.subscription.updated', subscriptionId, { status: 'active', trial_end: null });
    // The older "trialing" event arrives after the activation: its payload is stale, Stripe is not.
    const late = stripe.signedEvent('customer.subscription.updated', trialing);
    expect((await postWebhook(late.payload, late.signature)).status).toBe(200);
    expect((await billingOf(name)).subscriptionStatus).toBe('active');
  });

  it('applies each event once: a replay is acknowledged and changes nothing', async () => {
    const { name, subscriptionId } = await registerPaying(t.browser());
    const event = await stripeSays('customer.subscription.updated', subscriptionId, { status: 'active' });
    // Meanwhile the account changed by another path; replaying the old event must not re-apply it.
    await db().user.update({ where: { username: name }, data: { subscriptionStatus: 'past_due' } });
    const replay = await postWebhook(event.payload, event.signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await billingOf(name)).subscriptionStatus).toBe('past_due');
    expect(await db().processedStripeEvent.count({ where: { id: event.id } })).toBe(1);
  });

  for (const [label, sign] of [
    ['a bad signature', () => ({ secret: 'whsec_someone_else' })],
    ['a stale signature (outside the 300 s tolerance)', () => ({ timestamp: Math.floor(Date.now() / 1000) - 301 })],
    ['a signature dated in the future', () => ({ timestamp: Math.floor(Date.now() / 1000) + 301 })],
  ] as const) {
    it(`refuses ${label}: 400, nothing changed, the event not recorded`, async () => {
      const { name, subscriptionId } = await registerPaying(t.browser());
      const before = await billingOf(name);
      const subscription = stripe.advance(subscriptionId, { status: 'canceled', ended_at: 1 });
      const event = stripe.signedEvent('customer.subscription.deleted', subscription, sign());
      const response = await postWebhook(event.payload, event.signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(await billingOf(name)).toEqual(before);
      expect(await db().processedStripeEvent.count({ where: { id: event.id } })).toBe(0);
    });
  }

  it('refuses a missing signature and a body changed after signing', async () => {
    const { subscriptionId } = await registerPaying(t.browser());
    const event = stripe.signedEvent('customer.subscription.updated', stripe.subscriptions.get(subscriptionId)!);
    expect((await postWebhook(event.payload)).status).toBe(400);
    const tampered = event.payload.replace('"trialing"', '"active"');
    expect((await postWebhook(tampered, event.signature)).status).toBe(400);
  });

  it('acknowledges a signed event about a subscription Stripe does not know (no 500 for Stripe to retry)', async () => {
    const event = stripe.signedEvent('customer.subscription.updated', {
      id: 'sub_nobody_knows',
      object: 'subscription',
      status: 'active',
    });
    const response = await postWebhook(event.payload, event.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true });
    // Applied as far as it can be: its retry is a duplicate, not another attempt.
    expect(await db().processedStripeEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it('an event Stripe cannot confirm is not recorded, so its retry applies it', async () => {
    const { name, subscriptionId } = await registerPaying(t.browser());
    const subscription = stripe.advance(subscriptionId, { status: 'active' });
    const event = stripe.signedEvent('customer.subscription.updated', subscription);
    stripe.failWith = 500;
    try {
      expect((await postWebhook(event.payload, event.signature)).status).toBe(500);
    } finally {
      stripe.failWith = undefined;
    }
    expect((await billingOf(name)).subscriptionStatus).toBe('trial');
    expect((await postWebhook(event.payload, event.signature)).status).toBe(200);
    expect((await billingOf(name)).subscriptionStatus).toBe('active');
  });
});

it('registerUser still works with billing on (an account without a subscription has no access)', async () => {
  const browser = t.browser();
  await registerUser(browser);
  expect((await browser.request('GET', '/api/subscription-status')).body.hasAccess).toBe(false);
});
