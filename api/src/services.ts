// The per-process services the resolvers and routes use, each built from its part of the
// configuration: providers (AI, mail, payments, transcription) and the modules' own state (sessions,
// limits, live events, generations, recordings, the usage rollup).
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import type { Config } from './config.ts';
import { database } from './db/current.ts';
import type { AppServices } from './graphql/context.ts';
import type { AppPubSub } from './graphql/pubsub.ts';
import type { Logger } from './logger.ts';
import { Mailer } from './modules/account/mailer.ts';
import { configuredServices } from './modules/admin/platform-status.ts';
import { UsageRollupJob } from './modules/admin/usage-rollup.ts';
import { AudioStore } from './modules/audio/audio-store.ts';
import { LoginLimiter } from './modules/auth/login-limiter.ts';
import { RegistrationLimiter } from './modules/auth/registration-limiter.ts';
import { SessionManager } from './modules/auth/session.ts';
import { TrustedDevices } from './modules/auth/trusted-device.ts';
import { BillingService } from './modules/billing/billing.service.ts';
import type { StripeClient } from './modules/billing/stripe-client.ts';
import { InterpretationGenerator } from './modules/interpretations/generation.ts';
import { storeAiInterpretation } from './modules/interpretations/interpretations.service.ts';
import { createInterpretationProvider } from './providers/ai/index.ts';
import { createMailProvider } from './providers/mail/index.ts';
import { createTranscriber } from './providers/transcription/transcriber.ts';

export interface ServiceDeps {
  logger: Logger;
  /** Seals session cookies and trusted-device tokens. */
  secret: string;
  /** Whether a request reached us over https (cookies are then Secure). */
  isSecure: (req: IncomingMessage) => boolean;
  pubsub: AppPubSub;
  stripe: StripeClient | undefined;
}

export function createServices(config: Config, deps: ServiceDeps): AppServices {
  const { logger, secret, isSecure, pubsub, stripe } = deps;
  const mail = createMailProvider(config.mail, { logger, production: config.env === 'production' });
  return {
    sessions: new SessionManager({ secret, ttlSeconds: config.sessionTtlSeconds, isSecureRequest: isSecure }),
    loginLimiter: new LoginLimiter(config.loginLimits),
    trustedDevices: new TrustedDevices(secret, isSecure),
    registrationLimiter: new RegistrationLimiter(config.registrationsPerIpPerHour),
    pubsub,
    mailer: new Mailer(mail.provider, mail.outbox, logger, config.publicUrl),
    generator: new InterpretationGenerator({
      provider: createInterpretationProvider(config.ai, { logger }),
      pubsub,
      logger,
      limits: config.aiLimits,
      store: (request, text) =>
        storeAiInterpretation(request.dreamId, request.userId, request.type, text, request.locale),
    }),
    audio: {
      store: new AudioStore(resolve(config.dataDir, 'audio'), config.audioQuotaBytes),
      transcriber: createTranscriber(config.transcription),
    },
    billing: stripe && config.stripe ? new BillingService(stripe, config.stripe, logger) : undefined,
    usageRollup: new UsageRollupJob(database, logger),
    configuredServices: configuredServices(config),
  };
}
