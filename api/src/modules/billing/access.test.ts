// The access rule for every billing state, billing on and off.
import { describe, expect, it } from 'vitest';
import { hasAccess } from './access.ts';

const now = new Date('2026-06-15T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const base = { grandfathered: false, subscriptionStatus: 'trial', trialEndsAt: null, subscriptionEndsAt: null };

const STATES = {
  none: [base, false],
  trial: [{ ...base, trialEndsAt: days(3) }, true],
  'expired trial': [{ ...base, trialEndsAt: days(-1) }, false],
  active: [{ ...base, subscriptionStatus: 'active' }, true],
  'trial cancelled, before its end': [{ ...base, trialEndsAt: days(2), subscriptionEndsAt: days(2) }, true],
  'cancelled before the period end': [{ ...base, subscriptionStatus: 'active', subscriptionEndsAt: days(5) }, true],
  'cancelled after the period end': [{ ...base, subscriptionStatus: 'active', subscriptionEndsAt: days(-1) }, false],
  'deleted (canceled)': [{ ...base, subscriptionStatus: 'canceled', subscriptionEndsAt: days(-1) }, false],
  'past due': [{ ...base, subscriptionStatus: 'past_due' }, false],
  'incomplete (never confirmed)': [{ ...base, subscriptionStatus: 'incomplete' }, false],
  grandfathered: [{ ...base, grandfathered: true }, true],
  'grandfathered with a lapsed subscription': [
    { ...base, grandfathered: true, subscriptionStatus: 'canceled', subscriptionEndsAt: days(-9) },
    true,
  ],
} as const;

describe('hasAccess with billing on', () => {
  for (const [state, [user, expected]] of Object.entries(STATES)) {
    it(`${state}: ${expected ? 'access' : 'no access'}`, () => {
      expect(hasAccess(user, true, now)).toBe(expected);
    });
  }
});

it('with billing off every state has access', () => {
  for (const [user] of Object.values(STATES)) expect(hasAccess(user, false, now)).toBe(true);
});
