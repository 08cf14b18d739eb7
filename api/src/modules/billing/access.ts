// Who may use the premium features (the AI interpretations: Jung, Rogers, CBT). One rule for GraphQL,
// REST and subscriptions: the interpretations module asks it on every path (PAYMENT_REQUIRED).
import type { User } from '../../../generated/prisma/client.ts';

export function hasAccess(user: User, billingEnabled: boolean, now = new Date()): boolean {
  // Without a payment provider nothing can be sold, so every account has the full product.
  if (!billingEnabled) return true;
  if (user.grandfathered) return true;
  if (user.subscriptionStatus === 'active') return !user.subscriptionEndsAt || user.subscriptionEndsAt > now;
  if (user.subscriptionStatus === 'trial') return user.trialEndsAt !== null && user.trialEndsAt > now;
  return false;
}
