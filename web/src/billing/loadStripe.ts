// Stripe.js, loaded only when a payment form is shown (never on a page that does not take a card).
// It must come from js.stripe.com (Stripe's rule); where that cannot load (offline, a blocker, a
// firewall) the promise fails after a bounded wait instead of leaving the form spinning.
import type { Stripe } from '@stripe/stripe-js';

const LOAD_TIMEOUT_MS = 15_000;
const loaded = new Map<string, Promise<Stripe>>();

export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = Promise.race([
      // The "pure" entry adds the script tag on this call rather than on import.
      import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)),
      new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error('Stripe.js did not load in time')), LOAD_TIMEOUT_MS),
      ),
    ]).then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    });
    // A failed load may succeed later (the connection came back): the next try loads again.
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}
