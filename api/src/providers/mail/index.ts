// Picks the mail provider: Mailgun when MAILGUN_API_KEY and MAILGUN_DOMAIN are set, otherwise the
// embedded outbox.
import type { Logger } from 'pino';
import { createMailgunProvider, type MailgunSettings } from './mailgun-provider.ts';
import { Outbox } from './outbox-provider.ts';
import type { MailProvider } from './types.ts';

export type MailSettings = { mailgun: MailgunSettings | undefined };

export function createMailProvider(
  settings: MailSettings,
  { logger, production }: { logger: Logger; production: boolean },
): { provider: MailProvider; outbox: Outbox | undefined } {
  if (settings.mailgun) {
    logger.info({ domain: settings.mailgun.domain }, 'mail: Mailgun');
    return { provider: createMailgunProvider(settings.mailgun), outbox: undefined };
  }
  // Without a provider nobody receives their verification link: say so where operators look.
  if (production) logger.warn('mail: no provider (set MAILGUN_API_KEY and MAILGUN_DOMAIN); no mail is sent');
  else logger.info('mail: the development outbox (set MAILGUN_API_KEY and MAILGUN_DOMAIN to send mail)');
  const outbox = new Outbox(logger, !production);
  return { provider: outbox, outbox };
}

export type { Mail, MailProvider } from './types.ts';
export { Outbox } from './outbox-provider.ts';
