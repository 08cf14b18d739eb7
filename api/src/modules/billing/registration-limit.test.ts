// With billing on, registration's first step is anonymous and creates a customer and a SetupIntent
// at Stripe: a card tester's way in. It spends the registration budget of the client's address
// (limits/policies.ts: registrations), reserved before Stripe is called, so a burst of 30 at once
// from one address creates at most that budget of customers; every other call is refused (429).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer, type FakeStripeServer } from '#api-test/fake-stripe-server.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';

const BUDGET = 5;
let t: TestApp;
let stripe: FakeStripeServer;
beforeAll(async () => {
  stripe = await startFakeStripeServer();
  t = await startTestApp({ ...stripe.env, REGISTRATIONS_PER_IP_PER_HOUR: String(BUDGET) });
});
afterAll(async () => {
  await t?.stop();
  await stripe?.close();
});

describe('create-subscription without an account', () => {
  it('creates at most the registration budget of customers for 30 parallel calls from one address', async () => {
    const customersBefore = stripe.customers.size;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        t.browser().request('POST', '/api/create-subscription', {
          email: `tester${index}@example.org`,
          username: `tester${index}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BUDGET);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - BUDGET);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many accounts were created from this network. Please wait 60 minutes and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(stripe.customers.size - customersBefore).toBe(BUDGET);
    expect(stripe.requests.filter((request) => request.path === '/v1/subscriptions')).toHaveLength(BUDGET);

    // The same budget as registration itself: it is spent.
    const register = await t.browser().request('POST', '/api/register', {
      username: 'afterburst',
      email: 'afterburst@example.org',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    });
    expect(register.status).toBe(429);
  });
});
