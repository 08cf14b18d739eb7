// Platform Status of the admin overview, from real health: the database answers a query, and each
// outside service that is configured answers a cheap request of its own API with its settings (a key
// that is set but refused, or a server that is down, shows as not answering, with why). Services on
// their embedded default are reported as such, with the setting that turns each on, for the
// operator reading the dashboard.
//
// The checks are cached per instance for CHECK_TTL_MS, and one round runs at a time (callers during a
// round wait for it), so however often the dashboard is opened each provider gets at most one
// request per instance a minute. Per instance on purpose, also with REDIS_URL: whether a service
// answers is a fact about the network path of the instance that asks (its DNS, its firewall, its
// egress), and the instance that serves the dashboard is the one whose answer is shown; a result
// shared through Redis could show one instance's success while another cannot reach the service.
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { db } from '../../db/current.ts';
import type { StripeClient } from '../billing/stripe-client.ts';
import type { InterpretationProvider } from '../../providers/ai/types.ts';
import type { MailProvider, MailProviderKind } from '../../providers/mail/index.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import type { Transcriber } from '../../providers/transcription/transcriber.ts';

export const CHECK_TIMEOUT_MS = 3000;
export const CHECK_TTL_MS = 60_000;

export type ServiceName = 'DATABASE' | 'AI' | 'TRANSCRIPTION' | 'EMAIL' | 'PAYMENTS' | 'STORAGE';
export type ServiceState = 'REACHABLE' | 'UNREACHABLE' | 'EMBEDDED_DEFAULT' | 'NOT_CONFIGURED' | 'OFF';
export type ServiceProblem =
  'TIMED_OUT' | 'REFUSED' | 'HOST_NOT_FOUND' | 'CREDENTIALS_REFUSED' | 'ERROR_STATUS' | 'FAILED';

export interface ServiceStatus {
  service: ServiceName;
  state: ServiceState;
  /** The environment variable(s) that configure it (operator words: admins only). */
  setting: string;
  /** Why it does not answer (UNREACHABLE only). */
  problem: ServiceProblem | null;
  /** The technical detail of the problem: an HTTP or SMTP status, or a network error code. Never a message. */
  detail: string | null;
  /** When it was asked; null for a service that is not checked (a default, or off). */
  checkedAt: Date | null;
}

export interface PlatformStatus {
  /** The database and every configured service answer (defaults work, so they count as healthy). */
  healthy: boolean;
  services: ServiceStatus[];
}

/** A configured outside service and its cheap request. */
export interface ServiceCheck {
  service: ServiceName;
  setting: string;
  check: (timeoutMs: number) => Promise<void>;
}

/** A service on its default or off: nothing to ask. */
export interface UncheckedService {
  service: ServiceName;
  state: 'EMBEDDED_DEFAULT' | 'NOT_CONFIGURED' | 'OFF';
  setting: string;
}

export type PlatformService = ServiceCheck | UncheckedService;

const MAIL_SETTING = 'SMTP_HOST, MAILGUN_API_KEY, MAILGUN_DOMAIN';

/** The outside services as this configuration has them, each with its check when it is configured. */
export function platformServices(
  config: Config,
  parts: {
    interpreter: InterpretationProvider;
    transcriber: Transcriber | null;
    mail: { provider: MailProvider; kind: MailProviderKind };
    storage: ObjectStorage;
    stripe: StripeClient | undefined;
  },
): PlatformService[] {
  const { interpreter, transcriber, mail, storage, stripe } = parts;
  const mailCheck = mail.provider.check?.bind(mail.provider);
  const storageCheck = storage.check?.bind(storage);
  return [
    interpreter.check
      ? { service: 'AI', setting: 'OPENAI_API_KEY', check: interpreter.check.bind(interpreter) }
      : { service: 'AI', state: 'EMBEDDED_DEFAULT', setting: 'OPENAI_API_KEY' },
    transcriber
      ? { service: 'TRANSCRIPTION', setting: 'TRANSCRIPTION_API_KEY', check: transcriber.check.bind(transcriber) }
      : { service: 'TRANSCRIPTION', state: 'NOT_CONFIGURED', setting: 'TRANSCRIPTION_API_KEY' },
    mailCheck
      ? {
          service: 'EMAIL',
          setting: mail.kind === 'smtp' ? 'SMTP_HOST' : 'MAILGUN_API_KEY, MAILGUN_DOMAIN',
          check: mailCheck,
        }
      : // The outbox: a stand-in outside production (/dev/outbox), nothing at all in production.
        {
          service: 'EMAIL',
          state: config.env === 'production' ? 'NOT_CONFIGURED' : 'EMBEDDED_DEFAULT',
          setting: MAIL_SETTING,
        },
    stripe
      ? {
          service: 'PAYMENTS',
          setting: 'STRIPE_SECRET_KEY',
          // GET /v1/balance: free, read-only, and it needs the secret key.
          check: async (timeoutMs) => {
            await stripe.balance.retrieve(undefined, { timeout: timeoutMs, maxNetworkRetries: 0 });
          },
        }
      : { service: 'PAYMENTS', state: 'OFF', setting: 'STRIPE_SECRET_KEY' },
    storageCheck
      ? { service: 'STORAGE', setting: 'S3_BUCKET', check: storageCheck }
      : { service: 'STORAGE', state: 'EMBEDDED_DEFAULT', setting: 'S3_BUCKET' },
  ];
}

class CheckTimedOut extends Error {}

/** Resolves or rejects within `timeoutMs` whatever the check does (a client's own timeout may be longer). */
async function withinDeadline(check: (timeoutMs: number) => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      check(timeoutMs),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new CheckTimedOut()), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ETIMEOUT', 'ECONNABORTED', 'UND_ERR_CONNECT_TIMEOUT']);
const NETWORK_CODE = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH)\b/;

/** The error, its causes and the errors it wraps (SDKs nest the network error differently). */
function* errorChain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 4 || error === null || typeof error !== 'object') return;
  const record = error as Record<string, unknown>;
  yield record;
  yield* errorChain(record.cause, depth + 1);
  // Stripe keeps the network error in `detail`; an AggregateError (IPv4 and IPv6 refused) in `errors`.
  yield* errorChain(record.detail, depth + 1);
  if (Array.isArray(record.errors)) yield* errorChain(record.errors[0], depth + 1);
}

function statusOf(record: Record<string, unknown>): number | undefined {
  const metadata = record.$metadata as { httpStatusCode?: unknown } | undefined;
  for (const value of [record.status, record.statusCode, metadata?.httpStatusCode]) {
    if (typeof value === 'number' && value >= 400) return value;
  }
  return undefined;
}

/** Why a check failed, in words the dashboard translates, and a code (never a message: it may hold a key). */
export function describeFailure(error: unknown): { problem: ServiceProblem; detail: string | null } {
  if (error instanceof CheckTimedOut) return { problem: 'TIMED_OUT', detail: null };
  let network: string | undefined;
  for (const record of errorChain(error)) {
    // SMTP: nodemailer's EAUTH with the server's reply code (535: the credentials were refused).
    if (record.code === 'EAUTH')
      return { problem: 'CREDENTIALS_REFUSED', detail: `SMTP ${String(record.responseCode ?? '')}`.trim() };
    if (typeof record.responseCode === 'number' && record.responseCode >= 400)
      return { problem: 'ERROR_STATUS', detail: `SMTP ${record.responseCode}` };
    const status = statusOf(record);
    if (status === 401 || status === 403) return { problem: 'CREDENTIALS_REFUSED', detail: `HTTP ${status}` };
    if (status !== undefined) return { problem: 'ERROR_STATUS', detail: `HTTP ${status}` };
    if (record.name === 'TimeoutError' || record.name === 'AbortError' || TIMEOUT_CODES.has(String(record.code)))
      return { problem: 'TIMED_OUT', detail: null };
    network ??= [record.code, record.message]
      .map((value) => (typeof value === 'string' ? NETWORK_CODE.exec(value)?.[1] : undefined))
      .find(Boolean);
  }
  if (network === 'ECONNREFUSED') return { problem: 'REFUSED', detail: network };
  if (network === 'ENOTFOUND' || network === 'EAI_AGAIN') return { problem: 'HOST_NOT_FOUND', detail: network };
  if (network === 'ETIMEDOUT') return { problem: 'TIMED_OUT', detail: null };
  return { problem: 'FAILED', detail: network ?? null };
}

export class PlatformStatusChecker {
  private round: { startedAt: number; services: Promise<ServiceStatus[]> } | undefined;

  constructor(
    private readonly services: PlatformService[],
    private readonly logger: Logger,
    private readonly options: { timeoutMs: number; ttlMs: number } = {
      timeoutMs: CHECK_TIMEOUT_MS,
      ttlMs: CHECK_TTL_MS,
    },
  ) {}

  /** The database now, and the outside services as last checked (again when older than the TTL). */
  async status(): Promise<PlatformStatus> {
    const [database, services] = await Promise.all([this.database(), this.outsideServices()]);
    const all = [database, ...services];
    return { healthy: all.every((service) => service.state !== 'UNREACHABLE'), services: all };
  }

  private async database(): Promise<ServiceStatus> {
    let reachable = true;
    try {
      await db().$queryRaw`SELECT 1`;
    } catch {
      reachable = false;
    }
    return {
      service: 'DATABASE',
      state: reachable ? 'REACHABLE' : 'UNREACHABLE',
      setting: 'DATABASE_URL',
      problem: reachable ? null : 'FAILED',
      detail: null,
      checkedAt: new Date(),
    };
  }

  private outsideServices(): Promise<ServiceStatus[]> {
    const now = Date.now();
    if (!this.round || now - this.round.startedAt >= this.options.ttlMs) {
      this.round = { startedAt: now, services: Promise.all(this.services.map((service) => this.check(service))) };
    }
    return this.round.services;
  }

  private async check(service: PlatformService): Promise<ServiceStatus> {
    const base = { service: service.service, setting: service.setting };
    if (!('check' in service)) return { ...base, state: service.state, problem: null, detail: null, checkedAt: null };
    try {
      await withinDeadline(service.check, this.options.timeoutMs);
      return { ...base, state: 'REACHABLE', problem: null, detail: null, checkedAt: new Date() };
    } catch (error) {
      const failure = describeFailure(error);
      this.logger.warn(
        { service: service.service, problem: failure.problem, detail: failure.detail, err: error },
        'platform status: a configured service does not answer',
      );
      return { ...base, state: 'UNREACHABLE', ...failure, checkedAt: new Date() };
    }
  }
}
