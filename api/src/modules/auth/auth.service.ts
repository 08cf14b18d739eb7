// Accounts: registration, sign-in, sign-out and the language preference.
import type { User } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { AppError, parseInput } from '../../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { PoolFullError } from '../../lib/bounded-pool.ts';
import { sendVerificationEmailLater } from '../account/email-verification.ts';
import { recordActivity } from '../admin/activity.ts';
import { authInputs } from '#shared/inputs/auth.inputs.ts';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password.ts';

function requireCookies(context: GraphQLContext) {
  // Sessions live in a cookie, which only an HTTP response can set (not a websocket message).
  if (!context.cookies) throw new AppError('FORBIDDEN', m.error_forbidden({}, { locale: context.locale }));
  return context.cookies;
}

/**
 * Usernames are unique regardless of case ("Alice" and "alice" are the same person). `exceptUserId`
 * leaves out the account being edited, whose own name is not taken from itself.
 */
export async function findTakenFields(
  username: string,
  email: string,
  exceptUserId = -1,
): Promise<{ username: boolean; email: boolean }> {
  const [row] = await db().$queryRaw<{ usernames: number | bigint; emails: number | bigint }[]>`
    SELECT (SELECT COUNT(*) FROM "User" WHERE lower("username") = lower(${username}) AND "id" <> ${exceptUserId}) AS "usernames",
           (SELECT COUNT(*) FROM "User" WHERE "email" = ${email} AND "id" <> ${exceptUserId}) AS "emails"`;
  return { username: Number(row?.usernames ?? 0) > 0, email: Number(row?.emails ?? 0) > 0 };
}

export function takenError(taken: { username: boolean; email: boolean }, locale: Locale): AppError {
  const fieldErrors: Record<string, string[]> = {};
  if (taken.username) fieldErrors.username = [m.error_username_taken({}, { locale })];
  if (taken.email) fieldErrors.email = [m.error_email_taken({}, { locale })];
  return new AppError('CONFLICT', Object.values(fieldErrors)[0]?.[0] ?? '', { fieldErrors });
}

export async function register(rawInput: unknown, context: GraphQLContext): Promise<User> {
  const jar = requireCookies(context);
  const input = parseInput(authInputs(context.locale).register, rawInput);
  spendRegistrationBudget(context);
  const taken = await findTakenFields(input.username, input.email);
  if (taken.username || taken.email) throw takenError(taken, context.locale);
  // With billing on, the subscription paid for in registration step 1 (billing.service.ts). Read
  // before the account is created: if creating it fails, the payment stays unlinked and the next
  // attempt links it.
  const billing =
    input.subscriptionId && context.services.billing
      ? await context.services.billing.linkForRegistration(input.subscriptionId, input.email, context.locale)
      : {};
  let user: User;
  try {
    user = await db().user.create({
      data: {
        ...billing,
        username: input.username,
        email: input.email,
        passwordHash: await passwordWork(hashPassword(input.password), context.locale),
        fullName: input.fullName,
        preferredLanguage: input.preferredLanguage ?? context.locale,
        lastLogin: new Date(),
      },
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique indexes decide, the loser hears why.
    if ((error as { code?: string }).code === 'P2002')
      throw takenError(await findTakenFields(input.username, input.email), context.locale);
    throw error;
  }
  await context.services.sessions.start(user.id, context.req, jar);
  // Signing up is activity (the admin's active users), recorded like any signed-in request.
  await recordActivity(user);
  context.services.trustedDevices.remember(context.req, user.id, jar);
  // In the background: neither a slow nor a failing mail provider holds up or undoes the account.
  sendVerificationEmailLater(user, context.services.mailer);
  return user;
}

/**
 * Each registration (and each start of one at Stripe) costs a password hash or a customer, and a
 * row: a budget per client address.
 */
export function spendRegistrationBudget(context: GraphQLContext): void {
  const waitMs = context.services.registrationLimiter.attempt(context.ip);
  if (waitMs > 0) {
    throw rateLimited(waitMs, (minutes) => m.error_rate_limited_register({ minutes }, { locale: context.locale }));
  }
}

/** Password hashing is queued (password.ts); when the queue is full the caller hears so. */
async function passwordWork<T>(work: Promise<T>, locale: Locale): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PoolFullError)
      throw new AppError('SERVICE_UNAVAILABLE', m.error_busy({}, { locale }), { retryAfterSeconds: 1 });
    throw error;
  }
}

function rateLimited(waitMs: number, message: (minutes: number) => string): AppError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new AppError('RATE_LIMITED', message(minutes), { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

export async function login(rawInput: unknown, context: GraphQLContext): Promise<User> {
  const jar = requireCookies(context);
  const input = parseInput(authInputs(context.locale).login, rawInput);
  const identifier = input.username.toLowerCase();
  // People type their username in any case, or their email address: either names one account, and
  // the account (not the identifier) is what the limits count.
  const [match] = await db().$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "User" WHERE lower("username") = ${identifier} OR "email" = ${identifier} LIMIT 1`;
  const userId = match ? Number(match.id) : null;
  const { loginLimiter, trustedDevices } = context.services;
  const subject = {
    account: userId === null ? `unknown:${identifier}` : `user:${userId}`,
    device: userId === null ? null : trustedDevices.read(context.req, userId),
  };
  const waitMs = loginLimiter.attempt(subject, context.ip);
  if (waitMs > 0) {
    throw rateLimited(waitMs, (minutes) =>
      minutes === 1
        ? m.error_rate_limited_login_one({}, { locale: context.locale })
        : m.error_rate_limited_login({ minutes }, { locale: context.locale }),
    );
  }
  const user = userId === null ? null : await db().user.findUnique({ where: { id: userId } });
  const valid = await passwordWork(
    user ? verifyPassword(user.passwordHash, input.password) : verifyAgainstNothing(input.password),
    context.locale,
  );
  if (!user || !valid) {
    loginLimiter.failed(subject);
    throw new AppError('UNAUTHENTICATED', m.error_invalid_credentials({}, { locale: context.locale }));
  }
  loginLimiter.succeeded(subject);
  trustedDevices.remember(context.req, user.id, jar);
  const updated = await db().user.update({
    where: { id: user.id },
    data: {
      lastLogin: new Date(),
      // Stored hashes follow the current cost settings as people sign in.
      ...(needsRehash(user.passwordHash)
        ? { passwordHash: await passwordWork(hashPassword(input.password), context.locale) }
        : {}),
    },
  });
  await context.services.sessions.start(user.id, context.req, jar);
  await recordActivity(updated);
  return updated;
}

export async function logout(context: GraphQLContext): Promise<void> {
  await context.services.sessions.end(context.session, context.req, context.cookies);
}

export async function setLanguage(userId: number, rawLanguage: unknown, locale: Locale): Promise<User> {
  const language = parseInput(authInputs(locale).language, rawLanguage);
  return db().user.update({ where: { id: userId }, data: { preferredLanguage: language } });
}
