// Personal access tokens: a script acts for its owner with `Authorization: Bearer <token>`. The token
// is shown once; only its SHA-256 is stored (like sessions), so a database leak gives no usable token.
// Every query has the owner in its WHERE clause, so another user's token behaves like a missing one.
import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken, User } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import { AppError, notFound, parseInput } from '../../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { TOKEN_LIMITS, tokenInputs, type TokenScope } from '#shared/inputs/tokens.inputs.ts';
import { limited } from '../../limits/rate-limited.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { ACTIVITY_RESOLUTION_MS } from '../admin/activity.ts';

/** Recognisable in a leaked file or a secret scanner, and never mistaken for a session cookie. */
export const TOKEN_PREFIX = 'oneiro_pat_';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface CreatedToken {
  row: ApiToken;
  /** The token itself: returned once, never stored. */
  token: string;
}

/**
 * Creates a token. The per-user cap is counted and then written under a per-user lock held on every
 * instance (limits/policies.ts), so a burst of creations cannot pass it on any engine.
 */
export async function createToken(
  userId: number,
  input: unknown,
  locale: Locale,
  limits: RateLimits,
): Promise<CreatedToken> {
  const { name, scope, expiresInDays } = parseInput(tokenInputs(locale).create, input);
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = expiresInDays === null ? null : new Date(Date.now() + expiresInDays * 86_400_000);
  const row = await limited(locale, () =>
    limits.withLock('tokenCreateLock', String(userId), 10_000, async () => {
      const count = await db().apiToken.count({ where: { userId } });
      if (count >= TOKEN_LIMITS.perUser) {
        throw new AppError('BAD_USER_INPUT', m.error_token_limit({ max: TOKEN_LIMITS.perUser }, { locale }));
      }
      return db().apiToken.create({ data: { userId, name, scope, tokenHash: hashToken(token), expiresAt } });
    }),
  );
  return { row, token };
}

export function listTokens(userId: number): Promise<ApiToken[]> {
  return db().apiToken.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
}

export async function revokeToken(id: number, userId: number, locale: Locale): Promise<number> {
  const { count } = await db().apiToken.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound(locale);
  return id;
}

/** Every token of the account (a password change ends them, as it ends the other sessions). */
export async function revokeAllTokens(userId: number): Promise<void> {
  await db().apiToken.deleteMany({ where: { userId } });
}

/** The bearer token of an Authorization header: undefined without one, '' when malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

export interface TokenAuth {
  user: User;
  token: { id: number; scope: TokenScope };
}

/** The owner and scope of a live token; null for an unknown, revoked or expired one. */
export async function authenticateToken(token: string, now = new Date()): Promise<TokenAuth | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const row = await db().apiToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
  // Last use, for the settings list: written at most every few minutes per token.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= ACTIVITY_RESOLUTION_MS) {
    await db().apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { user: row.user, token: { id: row.id, scope: row.scope === 'read-write' ? 'read-write' : 'read' } };
}

/** Whether a token still works (not revoked, not expired): checked before each live event it receives. */
export async function isTokenLive(id: number, now = new Date()): Promise<boolean> {
  const row = await db().apiToken.findUnique({ where: { id }, select: { expiresAt: true } });
  return row !== null && (row.expiresAt === null || row.expiresAt.getTime() > now.getTime());
}
