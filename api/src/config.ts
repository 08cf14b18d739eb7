// The environment, parsed once at start with zod. Nothing else in the server reads process.env, so
// every setting is listed here (and in .env.example) with its default.
import { z } from 'zod';
import { aiEnvShape, toAiSettings, type AiSettings } from './providers/ai/settings.ts';
import type { MailSettings } from './providers/mail/index.ts';
import type { S3Settings } from './providers/storage/index.ts';
import type { TranscriptionSettings } from './providers/transcription/transcriber.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url().transform((url) => new URL(url).origin)));

const ownerCheck = z.enum(['guard', 'scope-auth']);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** `file:<path>` for SQLite (the default) or a postgres:// URL. */
  DATABASE_URL: z.string().default('file:./data/oneiro.db'),
  /** Where the server keeps its own files (generated session secret, later audio). */
  DATA_DIR: z.string().default('./data'),
  /** At least 32 characters. When absent, one is generated once and kept in DATA_DIR/session-secret. */
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The public address, e.g. https://dreams.example.org. An https URL makes the app https-only (cookie, HSTS, origin). */
  PUBLIC_URL: z.url().optional(),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy in front of the server. */
  TRUST_PROXY: bool.default(false),
  /** Extra origins allowed to call the API with the session cookie (e.g. the Vite dev server). */
  ALLOWED_ORIGINS: origins.default([]),
  /** Carries subscription events between API instances. */
  REDIS_URL: z.string().optional(),
  /** Prefix of the Redis channels, so several deployments can share one Redis. */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'REDIS_NAMESPACE: letters, digits, dots, dashes')
    .default('oneiro'),
  /**
   * How the owner of a user's objects is checked on every field: `guard` (one comparison per field,
   * the default) or `scope-auth` (the plugin's type scopes). docs/decisions/006-owner-guard.md.
   */
  OWNER_CHECK: ownerCheck.default('guard'),
  /**
   * Performance shortcuts, each on by default and each with a decision record that says why
   * (docs/decisions/003-005). Off, the reference path answers the same (a test compares both ways).
   * SQLite: the session lookup, the archive page and search results from prepared statements, not Prisma.
   */
  SQLITE_FAST_READS: bool.default(true),
  /** Plain JSON queries executed through Yoga's envelope without its Fetch layer. */
  GRAPHQL_FAST_PATH: bool.default(true),
  /** Queries compiled by graphql-jit instead of interpreted by graphql-js. */
  GRAPHQL_JIT: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest JSON body accepted, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** A backstop against one address trying many accounts: generous, as a proxy or NAT shares one. */
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(1000),
  /** Registrations one client address may attempt per hour. */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(12),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(20),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(30_000),
  /** Items one list argument may hold (e.g. nodes(ids:)); the cost rule counts them too. */
  GRAPHQL_MAX_LIST_ITEMS: z.coerce.number().int().min(1).default(100),
  /** Tokens a GraphQL document may have: refuses deep nesting before the parser recurses into it. */
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(5000),
  /** Subscriptions one websocket may hold open, and one user across their websockets. */
  WS_MAX_SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).default(50),
  WS_MAX_SUBSCRIPTIONS_PER_USER: z.coerce.number().int().min(1).default(200),
  /** Seconds a websocket without a session stays open: it has nothing to wait for. */
  WS_ANONYMOUS_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Websockets one client address may hold open on an instance (each holds memory and a descriptor). */
  WS_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).default(50),
  /** The built web client; served with an SPA fallback when present. */
  WEB_DIST_DIR: z.string().default('./web/dist'),
  /** Turns billing on: premium features then need a trial, a subscription or grandfathering. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The browser's key for Stripe Elements (pk_...). */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** The $11/month price the subscription is for (price_...). */
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  /** Signs the webhook events Stripe posts to /api/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another address for Stripe's API (a local test server); default Stripe's own. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'STRIPE_API_BASE must be an http(s) URL' }).optional(),
  /**
   * Mail through this SMTP server (it wins over Mailgun when both are set). Port 465 is TLS from the
   * start; another port upgrades with STARTTLS when the server offers it.
   */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** TLS from the first byte; default: true on port 465 only. */
  SMTP_SECURE: bool.optional(),
  /** Both or neither (a relay on the same network may take mail without signing in). */
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** Mail through Mailgun when both are set (and SMTP_HOST is not); otherwise the embedded outbox. */
  MAILGUN_API_KEY: z.string().min(1).optional(),
  MAILGUN_DOMAIN: z.string().min(1).optional(),
  /** Mailgun's API address: https://api.eu.mailgun.net for the EU region (default: the US one). */
  MAILGUN_URL: z.url().optional(),
  /** The sender of Oneiro's mails (default: Oneiro <no-reply@MAILGUN_DOMAIN>, or Oneiro <SMTP_USER> when it is an address). */
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** AI interpretations one user may start per hour (protects the provider bill). */
  AI_GENERATIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** AI interpretations one user may have running at once. */
  AI_MAX_CONCURRENT_PER_USER: z.coerce.number().int().min(1).default(3),
  ...aiEnvShape,
  /** Turns transcription of voice recordings on (a Whisper-compatible endpoint; local servers accept any value). */
  TRANSCRIPTION_API_KEY: z.string().min(1).optional(),
  /** e.g. http://localhost:8000/v1 (faster-whisper-server), whisper.cpp's server, LocalAI. Default: OpenAI. */
  TRANSCRIPTION_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'TRANSCRIPTION_BASE_URL must be an http(s) URL' })
    .optional(),
  TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  TRANSCRIPTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Usernames made admins at every start (comma-separated); `npm run admin:grant` does it once. */
  ADMIN_USERNAMES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .default([]),
  /** Space the voice recordings of one account may take, in MB. */
  AUDIO_QUOTA_MB: z.coerce.number().int().min(1).default(500),
  /** Voice uploads one user may send at once (each holds up to 25 MB while it is checked). */
  UPLOADS_MAX_CONCURRENT_PER_USER: z.coerce.number().int().min(1).default(2),
  /** Voice uploads the deployment takes at once, all users together (bounds the memory they hold). */
  UPLOADS_MAX_CONCURRENT: z.coerce.number().int().min(1).default(8),
  /** Requests one personal access token may make per minute (scripts; browsers use sessions). */
  TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Keeps recordings in this S3-compatible bucket instead of DATA_DIR/audio (needed by several instances). */
  S3_BUCKET: z.string().min(3).optional(),
  /** An S3-compatible server, e.g. http://minio:9000; default AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither uses the AWS SDK's own credential chain (instance role, ~/.aws). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name (MinIO and most self-hosted servers need it). */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Prepended to every recording's key, so the bucket can hold other things. */
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'S3_PREFIX: folder names ending in /, e.g. audio/')
    .default('audio/'),
  /** Turns on the nightly backup (03:00 UTC) into this folder; `npm run backup` writes there too. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Backups kept in BACKUP_DIR; older ones are removed after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** Web push for the morning reminder: the server's VAPID key pair (`npx web-push generate-vapid-keys`). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'VAPID_PUBLIC_KEY: the base64url public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'VAPID_PRIVATE_KEY: the base64url private key')
    .optional(),
  /** Who push services may contact about this server: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// address')
    .optional(),
  /** How often the reminder job looks for reminders that are due. */
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** On SIGTERM, how long requests in flight may take before their connections are closed. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Env = z.input<typeof schema>;

/** Every variable the server reads; .env.example and the README list each one (config-docs.test.ts). */
export const SETTING_NAMES = Object.keys(schema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string;
  dataDir: string;
  sessionSecret: string | undefined;
  sessionTtlSeconds: number;
  publicUrl: URL | undefined;
  trustProxy: boolean;
  allowedOrigins: string[];
  redisUrl: string | undefined;
  redisNamespace: string;
  shortcuts: { sqliteFastReads: boolean; graphqlFastPath: boolean; graphqlJit: boolean };
  ownerCheck: 'guard' | 'scope-auth';
  logLevel: string;
  maxBodyBytes: number;
  loginLimits: { windowMs: number; maxFailuresPerAccount: number; maxAttemptsPerIp: number };
  registrationsPerIpPerHour: number;
  graphqlLimits: { maxDepth: number; maxAliases: number; maxCost: number; maxListItems: number; maxTokens: number };
  subscriptionLimits: { perSocket: number; perUser: number; anonymousMs: number; socketsPerIp: number };
  webDistDir: string;
  /** With billing off every account has the premium features (modules/billing/access.ts). */
  billingEnabled: boolean;
  /** Present when STRIPE_SECRET_KEY is set (then the other Stripe settings are required). */
  stripe: StripeSettings | undefined;
  mail: MailSettings;
  ai: AiSettings;
  aiLimits: { perHour: number; concurrentPerUser: number };
  /** Present when TRANSCRIPTION_API_KEY is set. */
  transcription: TranscriptionSettings | undefined;
  audioQuotaBytes: number;
  uploadLimits: { concurrentPerUser: number; concurrentTotal: number };
  tokenRequestsPerMinute: number;
  /** Present when S3_BUCKET is set: recordings live in that bucket. */
  s3: S3Settings | undefined;
  shutdownGraceMs: number;
  /** Present when BACKUP_DIR is set. */
  backup: { dir: string; keep: number } | undefined;
  /** The morning reminder: web push when the VAPID keys are set (else email), and how often it looks. */
  reminders: { push: PushSettings | undefined; checkMs: number };
  /** Made admins at start (ADMIN_USERNAMES). */
  adminUsernames: string[];
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  priceId: string;
  webhookSecret: string;
  /** A local Stripe-speaking server (tests); undefined means api.stripe.com. */
  apiBase: URL | undefined;
}

export interface PushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class ConfigError extends Error {}

const STRIPE_REQUIRED = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in a .env file mean "not set", not "set to empty".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.MAILGUN_API_KEY) !== Boolean(e.MAILGUN_DOMAIN)) {
    throw new ConfigError(
      'Invalid configuration:\n  MAILGUN_API_KEY and MAILGUN_DOMAIN are set together or not at all',
    );
  }
  // Half a billing setup would take money it cannot honour (no webhook secret: cancellations never
  // arrive) or show a payment form that cannot work: all four settings or none.
  const missingStripe = STRIPE_REQUIRED.filter((name) => !e[name]);
  if (e.STRIPE_SECRET_KEY && missingStripe.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  STRIPE_SECRET_KEY also needs ${missingStripe.join(', ')}`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  if (Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  SMTP_USER and SMTP_PASSWORD are set together or not at all');
  }
  // A mail server refuses (or a spam filter drops) a sender it cannot vouch for: with SMTP there is
  // no domain to make one up from, so MAIL_FROM is needed unless the SMTP user is an address.
  const smtpFrom = e.MAIL_FROM ?? (e.SMTP_USER?.includes('@') ? `Oneiro <${e.SMTP_USER}>` : undefined);
  if (e.SMTP_HOST && !smtpFrom) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_HOST also needs MAIL_FROM (the sender, e.g. Oneiro <dreams@example.org>)',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    );
  }
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL) : undefined;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    sessionTtlSeconds: e.SESSION_TTL_DAYS * 24 * 3600,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: [...(publicUrl ? [publicUrl.origin] : []), ...e.ALLOWED_ORIGINS],
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    shortcuts: {
      sqliteFastReads: e.SQLITE_FAST_READS,
      graphqlFastPath: e.GRAPHQL_FAST_PATH,
      graphqlJit: e.GRAPHQL_JIT,
    },
    ownerCheck: e.OWNER_CHECK,
    logLevel: e.LOG_LEVEL,
    maxBodyBytes: e.MAX_BODY_BYTES,
    loginLimits: {
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
    },
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    graphqlLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxListItems: e.GRAPHQL_MAX_LIST_ITEMS,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
    },
    subscriptionLimits: {
      perSocket: e.WS_MAX_SUBSCRIPTIONS_PER_SOCKET,
      perUser: e.WS_MAX_SUBSCRIPTIONS_PER_USER,
      anonymousMs: e.WS_ANONYMOUS_SECONDS * 1000,
      socketsPerIp: e.WS_MAX_SOCKETS_PER_IP,
    },
    webDistDir: e.WEB_DIST_DIR,
    billingEnabled: e.STRIPE_SECRET_KEY !== undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          priceId: e.STRIPE_PRICE_ID!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
        }
      : undefined,
    mail: {
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE ?? e.SMTP_PORT === 465,
            auth: e.SMTP_USER && e.SMTP_PASSWORD ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD } : undefined,
            from: smtpFrom!,
            timeoutMs: e.MAIL_TIMEOUT_MS,
          }
        : undefined,
      mailgun:
        e.MAILGUN_API_KEY && e.MAILGUN_DOMAIN
          ? {
              apiKey: e.MAILGUN_API_KEY,
              domain: e.MAILGUN_DOMAIN,
              url: e.MAILGUN_URL,
              from: e.MAIL_FROM ?? `Oneiro <no-reply@${e.MAILGUN_DOMAIN}>`,
              timeoutMs: e.MAIL_TIMEOUT_MS,
            }
          : undefined,
    },
    ai: toAiSettings(e),
    aiLimits: { perHour: e.AI_GENERATIONS_PER_HOUR, concurrentPerUser: e.AI_MAX_CONCURRENT_PER_USER },
    transcription: e.TRANSCRIPTION_API_KEY
      ? {
          apiKey: e.TRANSCRIPTION_API_KEY,
          baseURL: e.TRANSCRIPTION_BASE_URL,
          model: e.TRANSCRIPTION_MODEL,
          timeoutMs: e.TRANSCRIPTION_TIMEOUT_MS,
        }
      : undefined,
    audioQuotaBytes: e.AUDIO_QUOTA_MB * 1024 * 1024,
    uploadLimits: { concurrentPerUser: e.UPLOADS_MAX_CONCURRENT_PER_USER, concurrentTotal: e.UPLOADS_MAX_CONCURRENT },
    tokenRequestsPerMinute: e.TOKEN_REQUESTS_PER_MINUTE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    backup: e.BACKUP_DIR ? { dir: e.BACKUP_DIR, keep: e.BACKUP_KEEP } : undefined,
    reminders: {
      push:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? {
              publicKey: e.VAPID_PUBLIC_KEY,
              privateKey: e.VAPID_PRIVATE_KEY,
              // Push services want a way to reach whoever runs the server.
              subject:
                e.VAPID_SUBJECT ??
                (publicUrl?.protocol === 'https:' ? publicUrl.origin : 'mailto:reminders@oneiro.invalid'),
            }
          : undefined,
      checkMs: e.REMINDER_CHECK_SECONDS * 1000,
    },
    adminUsernames: e.ADMIN_USERNAMES,
  };
}

/**
 * OWNER_CHECK on its own: the GraphQL schema is built when its module is first imported, before
 * loadConfig runs, and how owners are checked is part of the schema. Validated by the same rule.
 */
export function ownerCheckSetting(env: Record<string, string | undefined> = process.env): 'guard' | 'scope-auth' {
  const parsed = ownerCheck.safeParse(env.OWNER_CHECK || 'guard');
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration:\n  OWNER_CHECK: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
