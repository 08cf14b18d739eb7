// Sessions: the cookie holds a random session id sealed with iron-session (so it cannot be forged or
// read), and the Session table holds its SHA-256. Deleting the row ends the session at once, on
// every path: HTTP requests look the row up, and open websockets of that session are closed.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sealData, unsealData } from 'iron-session';
import type { User } from '../../../generated/prisma/client.ts';
import { database, db } from '../../db/current.ts';
import type { CookieJar } from '../../http/cookie-jar.ts';

export const SESSION_COOKIE = 'oneiro_session';
/**
 * The name over https. Browsers keep a `__Host-` cookie only when it is Secure, has Path=/ and no
 * Domain, so neither a sibling subdomain nor a plain-http page (a network attacker's) can set one
 * that the server would read as a session. Only the name the server uses is read: a cookie set over
 * plain http under the other name is not a session here (so, on an upgrade to https, people sign in
 * once more).
 */
export const SECURE_SESSION_COOKIE = '__Host-oneiro_session';

export interface SessionHandle {
  /** SHA-256 of the session id: the Session row's key. */
  id: string;
  userId: number;
  expiresAt: Date;
}

interface SealedSession {
  sid: string;
}

export interface SessionOptions {
  secret: string;
  ttlSeconds: number;
  /** Whether the request arrived over HTTPS (directly or via a trusted proxy): the cookie is then Secure. */
  isSecureRequest: (req: IncomingMessage) => boolean;
  /**
   * Tells every instance (through the pub/sub) that these sessions ended, so the instance holding a
   * session's websocket closes it too; this instance's own sockets are closed at once.
   */
  announceEnded?: (sessionIds: string[]) => void;
}

function hashId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

type SocketCloser = () => void;

export class SessionManager {
  private readonly sockets = new Map<string, Set<SocketCloser>>();
  /**
   * Cookies already unsealed, for a minute: opening the seal (PBKDF2 and AES through WebCrypto) costs
   * about half a millisecond of CPU, more than the rest of a small request (bench/README.md). Only
   * the decryption is remembered: the Session row is still read on every request, so a sign-out,
   * a password change or an expired session takes effect at once as before.
   */
  private readonly unsealed = new ExpiringCache<string>(10_000, 60_000);

  constructor(private readonly options: SessionOptions) {}

  /** The session cookie's name for this request: prefixed with `__Host-` when the app is served over https. */
  cookieName(req: IncomingMessage): string {
    return this.options.isSecureRequest(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  /** The signed-in user of a request, or null. Extends a session in use past half its life. */
  async read(req: IncomingMessage, jar: CookieJar | null): Promise<{ user: User; session: SessionHandle } | null> {
    const sealed = readCookie(req.headers.cookie, this.cookieName(req));
    if (!sealed) return null;
    let sid = this.unsealed.get(sealed);
    if (sid === undefined) {
      try {
        sid = (
          await unsealData<SealedSession>(decodeURIComponent(sealed), {
            password: this.options.secret,
            ttl: this.options.ttlSeconds,
          })
        ).sid;
      } catch {
        return null;
      }
      if (typeof sid === 'string') this.unsealed.set(sealed, sid);
    }
    if (typeof sid !== 'string') return null;
    // Every request reads its session: on SQLite through a prepared statement (db/sqlite-reader.ts),
    // the same row as this Prisma query, which PostgreSQL uses.
    const reader = database().reader;
    const row = reader
      ? reader.sessionWithUser(hashId(sid))
      : await db().session.findUnique({ where: { id: hashId(sid) }, include: { user: true } });
    const now = Date.now();
    if (!row || row.expiresAt.getTime() <= now) return null;
    const { user, ...session } = row;
    if (jar && row.expiresAt.getTime() - now < (this.options.ttlSeconds * 1000) / 2) {
      session.expiresAt = new Date(now + this.options.ttlSeconds * 1000);
      await db().session.update({ where: { id: session.id }, data: { expiresAt: session.expiresAt } });
      jar.set(await this.cookie(sid, req));
    }
    return { user, session };
  }

  /** Signs `userId` in on this browser. */
  async start(userId: number, req: IncomingMessage, jar: CookieJar): Promise<SessionHandle> {
    const sid = randomBytes(32).toString('base64url');
    const session = await db().session.create({
      data: { id: hashId(sid), userId, expiresAt: new Date(Date.now() + this.options.ttlSeconds * 1000) },
    });
    jar.set(await this.cookie(sid, req));
    return session;
  }

  /** Signs this browser out. */
  async end(session: SessionHandle | null, req: IncomingMessage, jar: CookieJar | null): Promise<void> {
    if (session) {
      await db().session.deleteMany({ where: { id: session.id } });
      this.closeSockets([session.id]);
    }
    jar?.set(this.clearingCookie(req));
  }

  /** Ends every session of a user but `keep` (password change), or all of them (account deletion). */
  async endAllForUser(userId: number, keep?: SessionHandle): Promise<void> {
    const ended = await db().session.findMany({
      where: { userId, NOT: keep ? { id: keep.id } : undefined },
      select: { id: true },
    });
    const ids = ended.map((session) => session.id);
    await db().session.deleteMany({ where: { id: { in: ids } } });
    this.closeSockets(ids);
  }

  /**
   * Whether a session still exists and has not expired: checked before each subscription event is
   * delivered, so a socket whose session ended gets nothing more even if the announcement of the
   * end was lost (an instance's Redis connection down at that moment).
   */
  async isActive(session: SessionHandle): Promise<boolean> {
    const reader = database().reader;
    const row = reader
      ? reader.sessionWithUser(session.id)
      : await db().session.findUnique({ where: { id: session.id }, select: { expiresAt: true } });
    return row !== null && row.expiresAt.getTime() > Date.now();
  }

  /** Registers an open websocket of a session so that ending the session closes it. */
  trackSocket(sessionId: string, close: SocketCloser): () => void {
    let closers = this.sockets.get(sessionId);
    if (!closers) this.sockets.set(sessionId, (closers = new Set()));
    closers.add(close);
    return () => {
      closers.delete(close);
      if (closers.size === 0) this.sockets.delete(sessionId);
    };
  }

  /** Closes this instance's sockets of ended sessions (also called for ends announced by other instances). */
  closeLocalSockets(sessionIds: string[]): void {
    for (const sessionId of sessionIds) {
      for (const close of this.sockets.get(sessionId) ?? []) close();
      this.sockets.delete(sessionId);
    }
  }

  private closeSockets(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    this.closeLocalSockets(sessionIds);
    this.options.announceEnded?.(sessionIds);
  }

  private async cookie(sid: string, req: IncomingMessage): Promise<string> {
    const sealed = await sealData({ sid } satisfies SealedSession, {
      password: this.options.secret,
      ttl: this.options.ttlSeconds,
    });
    return this.serialize(encodeURIComponent(sealed), this.options.ttlSeconds, req);
  }

  /** The Set-Cookie value that removes the session cookie from this browser. */
  clearingCookie(req: IncomingMessage): string {
    return this.serialize('', 0, req);
  }

  private serialize(value: string, maxAge: number, req: IncomingMessage): string {
    // The `__Host-` name needs exactly this: Secure, Path=/ and no Domain.
    const secure = this.options.isSecureRequest(req) ? '; Secure' : '';
    return `${this.cookieName(req)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  }
}

/** A bounded map whose entries expire: the oldest entry goes when it is full (insertion order). */
class ExpiringCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
}
