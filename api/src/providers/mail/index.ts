// Picks the mail provider, in this order: SMTP when SMTP_HOST is set, else Mailgun when
// MAILGUN_API_KEY and MAILGUN_DOMAIN are set, else the embedded outbox (which delivers nothing: in
// production the interface then says that email is not set up on this server).
import type { Logger } from 'pino';
import { createMailgunProvider, type MailgunSettings } from './mailgun-provider.ts';
import { Outbox } from './outbox-provider.ts';
import { createSmtpProvider, type SmtpSettings } from './smtp-provider.ts';
import type { MailProvider } from './types.ts';

export type MailSettings = { smtp: SmtpSettings | undefined; mailgun: MailgunSettings | undefined };

export type MailProviderKind = 'smtp' | 'mailgun' | 'outbox';

/** What the operator sets to send mail (the log and the admin overview name them). */
export const MAIL_SETTINGS_HINT =
  'SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASSWORD, MAIL_FROM) or MAILGUN_API_KEY and MAILGUN_DOMAIN';

export function createMailProvider(
  settings: MailSettings,
  { logger, production }: { logger: Logger; production: boolean },
): { provider: MailProvider; outbox: Outbox | undefined; kind: MailProviderKind } {
  if (settings.smtp) {
    if (settings.mailgun) logger.warn('mail: both SMTP_HOST and MAILGUN_* are set; SMTP is used, Mailgun is not');
    logger.info({ host: settings.smtp.host, port: settings.smtp.port }, 'mail: SMTP');
    return { provider: createSmtpProvider(settings.smtp), outbox: undefined, kind: 'smtp' };
  }
  if (settings.mailgun) {
    logger.info({ domain: settings.mailgun.domain }, 'mail: Mailgun');
    return { provider: createMailgunProvider(settings.mailgun), outbox: undefined, kind: 'mailgun' };
  }
  // Without a provider nobody receives their verification link: say so where operators look.
  if (production) logger.warn(`mail: no provider (set ${MAIL_SETTINGS_HINT}); no mail is sent`);
  else logger.info(`mail: the development outbox (set ${MAIL_SETTINGS_HINT} to send mail)`);
  const outbox = new Outbox(logger, !production);
  return { provider: outbox, outbox, kind: 'outbox' };
}

export type { Mail, MailProvider } from './types.ts';
export type { SmtpSettings } from './smtp-provider.ts';
export { Outbox } from './outbox-provider.ts';
