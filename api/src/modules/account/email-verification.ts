// Email verification: a random token per link, stored only as its SHA-256 (a database leak gives no
// usable link), single-use, valid 24 hours. A mail provider failure never undoes an account or an
// email change: the user can ask for the link again.
import { createHash, randomBytes } from 'node:crypto';
import type { User } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import type { SignedInContext } from '../../graphql/context.ts';
import { AppError } from '../../graphql/errors.ts';
import { isLocale, messages as m, type Locale } from '#shared/i18n/locale.ts';
import type { Mailer } from './mailer.ts';
import { verificationMail } from './verification-mail.ts';

export const VERIFICATION_TTL_MS = 24 * 3600_000;
/** Longer than any token we issue (43 characters); anything longer is not ours. */
const MAX_TOKEN_LENGTH = 200;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a new link for `user` (the previous one stops working) and mails it. Resolves false when
 * the provider failed (logged), true when it accepted the mail.
 */
export async function sendVerificationEmail(user: User, mailer: Mailer): Promise<boolean> {
  const token = randomBytes(32).toString('base64url');
  await db().user.update({
    where: { id: user.id },
    data: { verificationToken: hashToken(token), verificationTokenExpiry: new Date(Date.now() + VERIFICATION_TTL_MS) },
  });
  const link = `${mailer.appUrl}/verify-email?token=${token}`;
  const locale: Locale = isLocale(user.preferredLanguage) ? user.preferredLanguage : 'en';
  try {
    await mailer.provider.send(verificationMail(user.email, user.username, link, locale));
    return true;
  } catch (error) {
    mailer.logger.warn({ err: error, userId: user.id }, 'the verification email could not be sent');
    return false;
  }
}

/** For registration and an email change: sent in the background, so a slow provider delays nothing. */
export function sendVerificationEmailLater(user: User, mailer: Mailer): void {
  sendVerificationEmail(user, mailer).catch((error: unknown) =>
    mailer.logger.error({ err: error, userId: user.id }, 'issuing a verification link failed'),
  );
}

export interface VerificationResult {
  success: boolean;
  message: string;
}

/** Follows a link: whoever holds the token verifies that account's address, once. */
export async function verifyEmail(token: unknown, locale: Locale): Promise<VerificationResult> {
  const t = { locale };
  const invalid = { success: false, message: m.verify_invalid_message({}, t) };
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return invalid;
  const user = await db().user.findUnique({ where: { verificationToken: hashToken(token) } });
  if (!user) return invalid;
  // A used link keeps its hash (without an expiry) until the address changes or a new link is
  // issued, so opening it again says the address is verified rather than showing a failure.
  if (user.emailVerified) return { success: true, message: m.resend_already_verified({}, t) };
  if (!user.verificationTokenExpiry || user.verificationTokenExpiry.getTime() <= Date.now()) {
    return { success: false, message: m.verify_expired_message({}, t) };
  }
  // The expiry is cleared in the same statement that uses the link: of two requests racing, one wins.
  const { count } = await db().user.updateMany({
    where: { id: user.id, verificationToken: user.verificationToken, emailVerified: false },
    data: { emailVerified: true, verificationTokenExpiry: null },
  });
  return count === 1 ? { success: true, message: m.verify_success_message({}, t) } : invalid;
}

/** 'Resend Verification Email' on the profile: limited per user, and it says when the provider failed. */
export async function resendVerificationEmail(context: SignedInContext): Promise<string> {
  const t = { locale: context.locale };
  const user = context.viewer;
  if (user.emailVerified) return m.resend_already_verified({}, t);
  const { mailer } = context.services;
  // Production without a mail provider: the link would reach nobody, so say so, not "check your inbox".
  if (!mailer.available) throw new AppError('SERVICE_UNAVAILABLE', m.error_mail_not_set_up({}, t));
  const key = String(user.id);
  const waitMs = mailer.resends.retryAfterMs(key);
  if (waitMs > 0) {
    throw new AppError('RATE_LIMITED', m.error_rate_limited_resend({ minutes: Math.ceil(waitMs / 60_000) }, t), {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
  mailer.resends.hit(key);
  if (!(await sendVerificationEmail(user, mailer))) throw new AppError('MAIL_FAILED', m.error_mail_failed({}, t));
  return m.resend_sent_message({}, t);
}
