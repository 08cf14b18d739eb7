// Accounts: registration, sign-in, sign-out and the language preference.
import type { User } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { AppError, parseInput } from '../../graphql/errors.ts';
import { messages as m, type Locale } from '../../i18n/locale.ts';
import { sendVerificationEmailLater } from '../account/email-verification.ts';
import { authInputs } from './auth.inputs.ts';
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
  const taken = await findTakenFields(input.username, input.email);
  if (taken.username || taken.email) throw takenError(taken, context.locale);
  let user: User;
  try {
    user = await db().user.create({
      data: {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
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
  // In the background: neither a slow nor a failing mail provider holds up or undoes the account.
  sendVerificationEmailLater(user, context.services.mailer);
  return user;
}

export async function login(rawInput: unknown, context: GraphQLContext): Promise<User> {
  const jar = requireCookies(context);
  const input = parseInput(authInputs(context.locale).login, rawInput);
  const account = input.username.toLowerCase();
  const waitMs = context.services.loginLimiter.attempt(account, context.ip);
  if (waitMs > 0) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new AppError(
      'RATE_LIMITED',
      minutes === 1
        ? m.error_rate_limited_login_one({}, { locale: context.locale })
        : m.error_rate_limited_login({ minutes }, { locale: context.locale }),
      {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      },
    );
  }
  // People type their username in any case, or their email address.
  const [match] = await db().$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "User" WHERE lower("username") = ${account} OR "email" = ${account} LIMIT 1`;
  const user = match ? await db().user.findUnique({ where: { id: Number(match.id) } }) : null;
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !valid) {
    context.services.loginLimiter.failed(account);
    throw new AppError('UNAUTHENTICATED', m.error_invalid_credentials({}, { locale: context.locale }));
  }
  context.services.loginLimiter.succeeded(account);
  const updated = await db().user.update({
    where: { id: user.id },
    data: {
      lastLogin: new Date(),
      // Stored hashes follow the current cost settings as people sign in.
      ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {}),
    },
  });
  await context.services.sessions.start(user.id, context.req, jar);
  return updated;
}

export async function logout(context: GraphQLContext): Promise<void> {
  await context.services.sessions.end(context.session, context.req, context.cookies);
}

export async function setLanguage(userId: number, rawLanguage: unknown, locale: Locale): Promise<User> {
  const language = parseInput(authInputs(locale).language, rawLanguage);
  return db().user.update({ where: { id: userId }, data: { preferredLanguage: language } });
}
