// The embedded mail default: with no provider configured, mails are kept here (the newest 100, in
// memory) and, outside production, their links are logged, so someone running Oneiro on their own
// machine can still verify an address. A development-only page lists them (app.ts). In production
// neither: a link in the log would let anyone who reads the logs verify any address.
import type { Logger } from 'pino';
import type { Mail, MailProvider } from './types.ts';

export interface OutboxMail extends Mail {
  sentAt: Date;
}

const KEPT = 100;

export class Outbox implements MailProvider {
  private readonly mails: OutboxMail[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly logLinks = true,
  ) {}

  send(mail: Mail): Promise<void> {
    this.mails.unshift({ ...mail, sentAt: new Date() });
    this.mails.length = Math.min(this.mails.length, KEPT);
    // The links are what a developer needs; the log never holds the whole message.
    const links = this.logLinks ? (mail.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
    this.logger.info({ to: mail.to, subject: mail.subject, links }, 'mail kept in the outbox (no mail provider)');
    return Promise.resolve();
  }

  /** Newest first. */
  list(): readonly OutboxMail[] {
    return this.mails;
  }
}
