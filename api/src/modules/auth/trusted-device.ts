// A browser that has signed in to an account before carries a device cookie for it (OWASP's "device
// cookies" against online guessing): its failures are counted apart from everyone else's, so an
// attacker hammering the account cannot delay its owner there (login-limiter.ts). The cookie holds
// the account id, a random device id and an HMAC of both under the server's secret; it proves
// nothing but a past successful sign-in, and grants nothing but a counter of its own.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CookieJar } from '../../http/cookie-jar.ts';
import { readCookie } from './session.ts';

export const DEVICE_COOKIE = 'oneiro_device';

const MAX_AGE_SECONDS = 365 * 24 * 3600;

export class TrustedDevices {
  constructor(
    private readonly secret: string,
    private readonly isSecureRequest: (req: IncomingMessage) => boolean,
  ) {}

  /** The device id of this browser when it has signed in to `userId` before, else null. */
  read(req: IncomingMessage, userId: number): string | null {
    const value = readCookie(req.headers.cookie, DEVICE_COOKIE);
    const [account, device, mac] = value?.split('.') ?? [];
    if (account !== String(userId) || !device || !mac) return null;
    const expected = Buffer.from(this.mac(userId, device));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
  }

  /** Marks this browser as one that signed in to `userId` (kept when it already is). */
  remember(req: IncomingMessage, userId: number, jar: CookieJar): void {
    if (this.read(req, userId)) return;
    const device = randomBytes(16).toString('base64url');
    const secure = this.isSecureRequest(req) ? '; Secure' : '';
    jar.set(
      `${DEVICE_COOKIE}=${userId}.${device}.${this.mac(userId, device)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    );
  }

  private mac(userId: number, device: string): string {
    return createHmac('sha256', this.secret).update(`device:${userId}:${device}`).digest('base64url');
  }
}
