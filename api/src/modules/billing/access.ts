// Who may use the premium features (the AI interpretations: Jung, Rogers, CBT). The one rule behind
// the `premium` scope (graphql/builder.ts) and behind what a reader without access sees hidden.
import type { User } from '../../../generated/prisma/client.ts';

export function hasAccess(user: User, billingEnabled: boolean, now = new Date()): boolean {
  // Without a payment provider nothing can be sold, so every account has the full product.
  if (!billingEnabled) return true;
  if (user.grandfathered) return true;
  if (user.subscriptionStatus === 'active') return !user.subscriptionEndsAt || user.subscriptionEndsAt > now;
  if (user.subscriptionStatus === 'trial') return user.trialEndsAt !== null && user.trialEndsAt > now;
  return false;
}

/** Whether the request's viewer has the premium features (false when signed out). */
export function hasPremium(context: { viewer: User | null; billingEnabled: boolean }): boolean {
  return context.viewer !== null && hasAccess(context.viewer, context.billingEnabled);
}
