// The one RATE_LIMITED error (429 over REST, `extensions.code` in GraphQL): the policy says which
// words the person reads, the wait says when to try again (`retryAfterSeconds`, Retry-After).
import { AppError } from '../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import type { PolicyName } from './policies.ts';
import { RateLimitExceeded } from './rate-limits.ts';

export function rateLimited(policy: PolicyName, retryAfterMs: number, locale: Locale): AppError {
  const t = { locale };
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const messages: Record<PolicyName, () => string> = {
    loginFailures: () =>
      minutes === 1 ? m.error_rate_limited_login_one({}, t) : m.error_rate_limited_login({ minutes }, t),
    loginAttempts: () =>
      minutes === 1 ? m.error_rate_limited_login_one({}, t) : m.error_rate_limited_login({ minutes }, t),
    registrations: () => m.error_rate_limited_register({ minutes }, t),
    aiGenerationsPerHour: () =>
      minutes === 1 ? m.error_ai_rate_limited_one({}, t) : m.error_ai_rate_limited({ minutes }, t),
    aiGenerationsAtOnce: () => m.error_ai_rate_limited_one({}, t),
    // Never shown: a dream's slot held elsewhere means joining that job, not a refusal.
    generationOfDream: () => m.error_ai_rate_limited_one({}, t),
    feedbackPerHour: () => m.error_rate_limited_feedback({ minutes }, t),
    uploadsAtOnce: () => m.error_rate_limited_uploads({}, t),
    uploadsAtOnceTotal: () => m.error_server_busy_uploads({}, t),
    importsAtOnce: () => m.error_import_running({}, t),
    audioQuotaLock: () => m.error_rate_limited_uploads({}, t),
    tokenRequests: () => m.error_rate_limited_token({}, t),
    tokenCreateLock: () => m.error_rate_limited_token({}, t),
  };
  // An "at once" slot frees within seconds: a short wait is the honest suggestion.
  const atOnce = policy.endsWith('AtOnce') || policy.endsWith('AtOnceTotal') || policy.endsWith('Lock');
  const retryAfterSeconds = atOnce ? 5 : Math.ceil(retryAfterMs / 1000);
  return new AppError('RATE_LIMITED', messages[policy](), { retryAfterSeconds });
}

/** Runs `work`; a RateLimitExceeded it throws becomes the RATE_LIMITED error in `locale`. */
export async function limited<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitExceeded) throw rateLimited(error.policy, error.retryAfterMs, locale);
    throw error;
  }
}
