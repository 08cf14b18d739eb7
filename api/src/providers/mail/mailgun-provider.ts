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

function client(settings: MailgunSettings, timeoutMs: number) {
  return new Mailgun(FormData).client({
    username: 'api',
    key: settings.apiKey,
    ...(settings.url ? { url: settings.url } : {}),
    timeout: timeoutMs,
  });
}

export function createMailgunProvider(settings: MailgunSettings): MailProvider {
  const mailgun = client(settings, settings.timeoutMs);
  return {
    async send(mail: Mail) {
      await mailgun.messages.create(settings.domain, {
        from: settings.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Mailgun takes extra headers as `h:<name>` fields.
        ...Object.fromEntries(Object.entries(mail.headers ?? {}).map(([name, value]) => [`h:${name}`, value])),
      });
    },
    // GET /v4/domains/<domain>: the key is accepted and the sending domain exists, sending nothing.
    async check(timeoutMs: number) {
      await client(settings, timeoutMs).domains.get(settings.domain);
    },
  };
}
