// A local SMTP server (smtp-server, the server half of nodemailer's project) on a free loopback
// port, so the real nodemailer transport delivers to it: it signs in with a user and password (over
// plain text on loopback; a real server would offer STARTTLS) and keeps every message it accepted.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedSmtpMail {
  /** The envelope: who the server was asked to deliver to. */
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME body). */
  raw: string;
}

export interface LocalSmtp {
  host: string;
  port: number;
  user: string;
  password: string;
  received: ReceivedSmtpMail[];
  /** The server's settings in the form the app reads them (SMTP_*, MAIL_FROM). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalSmtp(user = 'oneiro', password = 'smtp-test-password'): Promise<LocalSmtp> {
  const received: ReceivedSmtpMail[] = [];
  const server = new SMTPServer({
    // Loopback only: the test has no certificate, so sign-in is allowed without TLS here.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    received,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: user,
      SMTP_PASSWORD: password,
      MAIL_FROM: 'Oneiro <dreams@oneiro.test>',
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
