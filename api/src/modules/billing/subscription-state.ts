// What a Stripe subscription means for the account that holds it: the user's billing fields
// (status, trial end, access end, period end) from the subscription's state as Stripe reports it.
// Every path that learns about a subscription (registration, upgrade, cancel, webhooks) stores it
// through here, and access.ts reads only these fields.
import type Stripe from 'stripe';

export interface BillingFields {
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  subscriptionEndsAt: Date | null;
  subscriptionPeriodEndsAt: Date | null;
  subscriptionCancelAtPeriodEnd: boolean;
}

const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe's status in the words the spec uses ('trial', 'active'), and the states it does not name. */
function statusOf(status: Stripe.Subscription.Status): string {
  switch (status) {
    case 'trialing':
      return 'trial';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
    case 'paused':
      return 'incomplete';
    default:
      // canceled, incomplete_expired, unpaid: over.
      return 'canceled';
  }
}

/** The Stripe status back from the stored one, for the spec's `stripeSubscription` object. */
export function stripeStatusOf(subscriptionStatus: string): string {
  return subscriptionStatus === 'trial' ? 'trialing' : subscriptionStatus;
}

/** Since API 2025-03-31 the period lives on each item; one price means one item. */
function periodEndOf(subscription: Stripe.Subscription): number | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter(Boolean);
  return ends.length > 0 ? Math.max(...ends) : null;
}

export function billingFieldsOf(subscription: Stripe.Subscription, now = new Date()): BillingFields {
  const status = statusOf(subscription.status);
  const periodEnd = periodEndOf(subscription);
  let endsAt: Date | null = null;
  if (status === 'canceled') endsAt = dateOf(subscription.ended_at) ?? now;
  else if (subscription.cancel_at_period_end) endsAt = dateOf(subscription.cancel_at ?? periodEnd);
  else if (subscription.cancel_at) endsAt = dateOf(subscription.cancel_at);
  return {
    stripeCustomerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: status,
    trialEndsAt: dateOf(subscription.trial_end),
    subscriptionEndsAt: endsAt,
    subscriptionPeriodEndsAt: dateOf(periodEnd),
    subscriptionCancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}
