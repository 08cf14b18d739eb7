// The per-process services the resolvers and routes use, each built from its part of the
// configuration: providers (AI, mail, payments, transcription) and the modules' own state (sessions,
// limits, live events, generations, recordings, the usage rollup).
import type { IncomingMessage } from 'node:http';
import type { Config } from './config.ts';
import { database } from './db/current.ts';
import type { AppServices } from './graphql/context.ts';
import type { AppPubSub } from './graphql/pubsub.ts';
import type { RateLimits } from './limits/rate-limits.ts';
import type { Logger } from './logger.ts';
import { Mailer } from './modules/account/mailer.ts';
import { PlatformStatusChecker, platformServices } from './modules/admin/platform-status.ts';
import { UsageRollupJob } from './modules/admin/usage-rollup.ts';
import { AudioStore } from './modules/audio/audio-store.ts';
import { createRecordingStorage } from './providers/storage/index.ts';
import { LoginLimiter } from './modules/auth/login-limiter.ts';
import { SessionManager } from './modules/auth/session.ts';
import { TrustedDevices } from './modules/auth/trusted-device.ts';
import { BillingService } from './modules/billing/billing.service.ts';
import type { StripeClient } from './modules/billing/stripe-client.ts';
import { InterpretationGenerator } from './modules/interpretations/generation.ts';
import { findAiInterpretation, storeAiInterpretation } from './modules/interpretations/interpretations.service.ts';
import { createInterpretationProvider } from './providers/ai/index.ts';
import { createMailProvider } from './providers/mail/index.ts';
import { ReminderDelivery } from './modules/reminders/reminder-delivery.ts';
import { createTranscriber } from './providers/transcription/transcriber.ts';

export interface ServiceDeps {
  logger: Logger;
  /** Seals session cookies and trusted-device tokens. */
  secret: string;
  /** Whether a request reached us over https (cookies are then Secure). */
  isSecure: (req: IncomingMessage) => boolean;
  pubsub: AppPubSub;
  stripe: StripeClient | undefined;
  /** Every per-user and per-address limit (limits/), in Redis when REDIS_URL is set. */
  limits: RateLimits;
}

export function createServices(config: Config, deps: ServiceDeps): AppServices {
  const { logger, secret, isSecure, pubsub, stripe, limits } = deps;
  const mail = createMailProvider(config.mail, { logger, production: config.env === 'production' });
  const interpreter = createInterpretationProvider(config.ai, { logger });
  const transcriber = createTranscriber(config.transcription);
  const storage = createRecordingStorage({ dataDir: config.dataDir, s3: config.s3 });
  const mailer = new Mailer(mail.provider, mail.outbox, logger, config.publicUrl, {
    kind: mail.kind,
    production: config.env === 'production',
  });
  return {
    sessions: new SessionManager({
      secret,
      ttlSeconds: config.sessionTtlSeconds,
      isSecureRequest: isSecure,
      announceEnded: (sessionIds) => pubsub.publishSessionsEnded({ sessionIds }),
    }),
    loginLimiter: new LoginLimiter(limits),
    trustedDevices: new TrustedDevices(secret, isSecure),
    limits,
    pubsub,
    mailer,
    reminders: new ReminderDelivery({
      push: config.reminders.push,
      mail: mail.provider,
      // The production outbox keeps mail nobody receives.
      mailDelivers: !mail.outbox || config.env !== 'production',
      appUrl: () => mailer.appUrl,
      secret,
      logger,
    }),
    generator: new InterpretationGenerator({
      provider: interpreter,
      pubsub,
      logger,
      limits,
      store: (request, text) =>
        storeAiInterpretation(request.dreamId, request.userId, request.type, text, request.locale),
      findStored: findAiInterpretation,
    }),
    audio: {
      store: new AudioStore(storage, config.audioQuotaBytes),
      transcriber,
      limits,
    },
    billing: stripe && config.stripe ? new BillingService(stripe, config.stripe, logger) : undefined,
    usageRollup: new UsageRollupJob(database, logger),
    platformStatus: new PlatformStatusChecker(
      platformServices(config, { interpreter, transcriber, mail, storage, stripe }),
      logger,
    ),
  };
}
