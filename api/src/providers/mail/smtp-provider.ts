// Mail through any SMTP server with nodemailer: what most self-hosters have (their mail host, a
// relay such as Postfix, or a provider's SMTP endpoint). Port 465 speaks TLS from the first byte;
// any other port starts in clear text and upgrades with STARTTLS when the server offers it
// (SMTP_SECURE=true forces TLS from the start on another port).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, MailProvider } from './types.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when offered. */
  secure: boolean;
  /** Both or neither: a relay on the same network often takes mail without signing in. */
  auth: { user: string; pass: string } | undefined;
  from: string;
  timeoutMs: number;
}

function transport(settings: SmtpSettings, timeoutMs: number): Transporter {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth ? { auth: settings.auth } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

export function createSmtpProvider(settings: SmtpSettings): MailProvider {
  const transporter = transport(settings, settings.timeoutMs);
  return {
    async send(mail: Mail) {
      await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    // Connects, says hello and signs in, as a send would, without sending anything. A transporter of
    // its own, so the check's short timeout never shortens a real send's.
    async check(timeoutMs: number) {
      const probe = transport(settings, timeoutMs);
      try {
        await probe.verify();
      } finally {
        probe.close();
      }
    },
  };
}
