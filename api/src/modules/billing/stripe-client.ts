// The Stripe SDK, configured once. STRIPE_API_BASE points it at another server that speaks Stripe's
// API (the test suite's api/test/fake-stripe-server.ts); otherwise it talks to api.stripe.com.
// The SDK is loaded only when billing is on: it is about 20 MB of a server's memory, and a server
// without Stripe keys never calls it.
import type Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';

export type StripeClient = Stripe;

export async function createStripeClient(settings: StripeSettings): Promise<StripeClient> {
  const { default: Stripe } = await import('stripe');
  const base = settings.apiBase;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    // One retry with an idempotency key (the SDK adds it) rides out a dropped connection.
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
  });
}
