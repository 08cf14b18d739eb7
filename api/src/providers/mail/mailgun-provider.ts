// Mail through Mailgun's messages API with the official SDK. MAILGUN_URL picks the region
// (https://api.eu.mailgun.net for the EU) or, in tests, a local server speaking the same API.
import FormData from 'form-data';
import Mailgun from 'mailgun.js';
import type { Mail, MailProvider } from './types.ts';

export interface MailgunSettings {
  apiKey: string;
  domain: string;
  url: string | undefined;
  from: string;
  timeoutMs: number;
}

export function createMailgunProvider(settings: MailgunSettings): MailProvider {
  const client = new Mailgun(FormData).client({
    username: 'api',
    key: settings.apiKey,
    ...(settings.url ? { url: settings.url } : {}),
    timeout: settings.timeoutMs,
  });
  return {
    async send(mail: Mail) {
      await client.messages.create(settings.domain, {
        from: settings.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
