// Who may use the premium features (the AI interpretations: Jung, Rogers, CBT). The one rule behind
// the `premium` scope (graphql/builder.ts) and behind what a reader without access sees hidden.
// The user's billing fields are kept in step with Stripe by subscription-state.ts (webhooks,
// registration, upgrade, cancel); this rule reads only them, so it never waits on Stripe.
import type { User } from '../../../generated/prisma/client.ts';

type BillingFields = Pick<User, 'grandfathered' | 'subscriptionStatus' | 'trialEndsAt' | 'subscriptionEndsAt'>;

export function hasAccess(user: BillingFields, billingEnabled: boolean, now = new Date()): boolean {
  // Without a payment provider nothing can be sold, so every account has the full product.
  if (!billingEnabled) return true;
  // Early supporters: lifetime access, whatever any subscription says.
  if (user.grandfathered) return true;
  // A cancelled subscription keeps access until the end of the period already paid for (or of the
  // trial), and not a moment longer.
  if (user.subscriptionEndsAt && user.subscriptionEndsAt <= now) return false;
  if (user.subscriptionStatus === 'active') return true;
  if (user.subscriptionStatus === 'trial') return user.trialEndsAt !== null && user.trialEndsAt > now;
  // past_due (a renewal failed), canceled, incomplete (a payment never confirmed): no access.
  return false;
}

/** Whether the request's viewer has the premium features (false when signed out). */
export function hasPremium(context: { viewer: User | null; billingEnabled: boolean }): boolean {
  return context.viewer !== null && hasAccess(context.viewer, context.billingEnabled);
}
