// The account mails and where they go: the provider (SMTP, Mailgun or the outbox), the address links
// point at, and a per-user limit on verification mails.
import type { Logger } from 'pino';
import { AttemptCounter } from '../../lib/attempt-counter.ts';
import type { MailProvider, MailProviderKind, Outbox } from '../../providers/mail/index.ts';

/** Verification mails one user may ask for in a window (each one costs a provider call). */
const RESENDS_PER_WINDOW = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

export class Mailer {
  /** Where links in mails point: PUBLIC_URL, else the address the server listens on (set at start). */
  appUrl: string;
  readonly resends = new AttemptCounter(RESEND_WINDOW_MS, RESENDS_PER_WINDOW);
  /**
   * Whether a mail can reach the person it is for: a provider is configured, or (outside production)
   * the development outbox shows it to the developer. In production with no provider the interface
   * says that email is not set up rather than "check your inbox" (Query.emailAvailable).
   */
  readonly available: boolean;

  constructor(
    readonly provider: MailProvider,
    readonly outbox: Outbox | undefined,
    readonly logger: Logger,
    publicUrl: URL | undefined,
    { kind, production }: { kind: MailProviderKind; production: boolean },
  ) {
    this.appUrl = publicUrl ? publicUrl.origin : 'http://localhost:3000';
    this.available = kind !== 'outbox' || !production;
  }
}
