// The account settings: password change, profile details and account deletion.
import type { User } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import { flushDeletions } from '../../db/flush-deletions.ts';
import type { SignedInContext } from '../../graphql/context.ts';
import { AppError, fieldError, parseInput } from '../../graphql/errors.ts';
import { messages as m } from '#shared/i18n/locale.ts';
import { findTakenFields, takenError } from '../auth/auth.service.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { accountInputs } from '#shared/inputs/account.inputs.ts';
import { sendVerificationEmailLater } from './email-verification.ts';
import { revokeAllTokens } from '../tokens/tokens.service.ts';

/**
 * Changes the viewer's password after checking the current one. Every other session of the user ends
 * (their open websockets close) and every personal access token is revoked: whoever knew the old
 * password is signed out everywhere but here.
 */
export async function changePassword(rawInput: unknown, context: SignedInContext): Promise<void> {
  const input = parseInput(accountInputs(context.locale).changePassword, rawInput);
  refuseCommonPassword(input.newPassword, 'newPassword', context.locale);
  const user = await db().user.findUniqueOrThrow({ where: { id: context.viewer.id } });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', m.error_current_password_wrong({}, { locale: context.locale }));
  }
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.newPassword) } });
  await context.services.sessions.endAllForUser(user.id, context.session ?? undefined);
  // Scripts' tokens too: whoever took the account over may have made some.
  await revokeAllTokens(user.id);
}

/** Username, email and full name. A new email address is unverified until its link is followed. */
export async function updateProfile(rawInput: unknown, context: SignedInContext): Promise<User> {
  const input = parseInput(accountInputs(context.locale).updateProfile, rawInput);
  const userId = context.viewer.id;
  const taken = await findTakenFields(input.username, input.email, userId);
  if (taken.username || taken.email) throw takenError(taken, context.locale);
  const emailChanged = input.email !== context.viewer.email;
  let user: User;
  try {
    user = await db().user.update({
      where: { id: userId },
      data: {
        username: input.username,
        email: input.email,
        fullName: input.fullName,
        ...(emailChanged ? { emailVerified: false, verificationToken: null, verificationTokenExpiry: null } : {}),
      },
    });
  } catch (error) {
    // Another account took the name between the check and the write: the unique indexes decide.
    if ((error as { code?: string }).code === 'P2002')
      throw takenError(await findTakenFields(input.username, input.email, userId), context.locale);
    throw error;
  }
  if (emailChanged) sendVerificationEmailLater(user, context.services.mailer);
  return user;
}

/**
 * Deletes the viewer's account and everything of it, once the password typed is the account's (a
 * wrong one is a field error on `password`, and nothing is deleted): the voice recordings first (they live under the
 * account's own prefix, in the folder or the bucket), then the user row, whose deletion cascades to
 * every row that names the user (sessions, dreams, tags, interpretations, feedback). Every session ends and its websockets close.
 */
export async function deleteAccount(rawInput: unknown, context: SignedInContext): Promise<void> {
  const input = parseInput(accountInputs(context.locale).deleteAccount, rawInput);
  const userId = context.viewer.id;
  // Every account has a password (registration is the only way in), checked as sign-in checks it.
  const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw fieldError('password', m.error_delete_password_wrong({}, { locale: context.locale }));
  }
  await context.services.audio.store.removeUser(userId);
  await context.services.sessions.endAllForUser(userId);
  const { count } = await db().user.deleteMany({ where: { id: userId } });
  if (count === 0) throw new AppError('NOT_FOUND', m.error_not_found({}, { locale: context.locale }));
  // The deleted rows' earlier versions leave the SQLite WAL file now, not at some later checkpoint.
  await flushDeletions();
  context.cookies?.set(context.services.sessions.clearingCookie(context.req));
}
