// A local push service: what a browser's push endpoint (FCM, Mozilla autopush, Apple) is to the
// server. It keeps each POST it receives (headers and encrypted body) and answers 201, or a chosen
// status such as 410 for a subscription the browser dropped. `browserSubscription` makes the keys a
// browser would (P-256 and a 16-byte auth secret), so a test can decrypt what arrived as the
// browser would.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  /** The status answered from now on (201 by default). */
  answer(status: number): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST')
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.method === 'POST' ? status : 405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => (status = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface BrowserSubscription {
  /** What PushSubscription.toJSON() gives the page. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The browser's private side, to decrypt a message. */
  ecdh: ECDH;
  authSecret: Buffer;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    ecdh,
    authSecret,
  };
}
