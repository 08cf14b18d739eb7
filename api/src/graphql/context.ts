// What every resolver can see about the request. The Prisma client is deliberately not here (see
// db/current.ts): resolvers import it, and Pothos' prisma plugin receives it from the builder.
import type { IncomingMessage } from 'node:http';
import type { User } from '../../generated/prisma/client.ts';
import type { CookieJar } from '../http/cookie-jar.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { TokenScope } from '#shared/inputs/tokens.inputs.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import type { AudioServices } from '../modules/audio/audio.service.ts';
import type { LoginLimiter } from '../modules/auth/login-limiter.ts';
import type { TrustedDevices } from '../modules/auth/trusted-device.ts';
import type { SessionHandle, SessionManager } from '../modules/auth/session.ts';
import type { BillingService } from '../modules/billing/billing.service.ts';
import type { Mailer } from '../modules/account/mailer.ts';
import type { PlatformStatusChecker } from '../modules/admin/platform-status.ts';
import type { UsageRollupJob } from '../modules/admin/usage-rollup.ts';
import type { InterpretationGenerator } from '../modules/interpretations/generation.ts';
import type { ReminderDelivery } from '../modules/reminders/reminder-delivery.ts';
import type { AppPubSub } from './pubsub.ts';

export interface GraphQLContext {
  viewer: User | null;
  /** The session behind `viewer`, when signed in by a browser. */
  session: SessionHandle | null;
  /**
   * The personal access token behind `viewer`, when the request carried `Authorization: Bearer`
   * (then never a session: its cookies are ignored). What it may run: modules/tokens/token-scope.ts.
   */
  token: { id: number; scope: TokenScope } | null;
  /** Language of error messages: the UI language the client sends in Accept-Language. */
  locale: Locale;
  ip: string;
  /** Sets or clears the session cookie. Absent over websockets, which cannot set cookies. */
  cookies: CookieJar | null;
  req: IncomingMessage;
  services: AppServices;
  /** With billing off every account has the premium features (modules/billing/access.ts). */
  billingEnabled: boolean;
  /**
   * Aborts when the HTTP request's client leaves (never over the websocket, whose operations
   * graphql-ws ends when it closes). Long work checks it between steps and stops: nobody is waiting
   * for the answer.
   */
  signal: AbortSignal;
}

/** The context of a field behind the `loggedIn`, `premium` or `admin` scope: the viewer is there. */
export type SignedInContext = GraphQLContext & { viewer: User };

/** Per-process services the resolvers use (created by app.ts). */
export interface AppServices {
  sessions: SessionManager;
  loginLimiter: LoginLimiter;
  /** Browsers that signed in to an account before (their own sign-in failure counter). */
  trustedDevices: TrustedDevices;
  /** Every per-user and per-address limit (limits/policies.ts), shared by the instances with REDIS_URL. */
  limits: RateLimits;
  /** Subscription events (in memory, or through Redis when REDIS_URL is set). */
  pubsub: AppPubSub;
  /** Running AI interpretations. */
  generator: InterpretationGenerator;
  /** Sends the account mails (verification links). */
  mailer: Mailer;
  /** The morning reminder's push and email channels. */
  reminders: ReminderDelivery;
  /** Voice recordings on disk, and the transcriber when one is configured. */
  audio: AudioServices;
  /** Subscriptions at Stripe; absent with billing off. */
  billing: BillingService | undefined;
  /** The daily usage rollup (admin dashboard). */
  usageRollup: UsageRollupJob;
  /** The admin's Platform Status: the database and each configured outside service, checked (cached a minute). */
  platformStatus: PlatformStatusChecker;
}
