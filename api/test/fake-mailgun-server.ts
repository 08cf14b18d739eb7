// A local HTTP server speaking Mailgun's messages API (POST /v3/<domain>/messages, multipart, basic
// auth as api:<key>) and its domain lookup (GET /v4/domains/<domain>, the admin's Platform Status),
// so the real mailgun.js SDK runs against it. It keeps what it received and can
// answer with an error status or not answer in time.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  domain: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Extra headers, sent as `h:<name>` fields. */
  headers: Record<string, string>;
}

export type MailgunBehaviour = { kind: 'accept' } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface FakeMailgun {
  url: string;
  key: string;
  received: ReceivedMail[];
  behave(behaviour: MailgunBehaviour): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeMailgun(key = 'key-test-mailgun'): Promise<FakeMailgun> {
  const received: ReceivedMail[] = [];
  let behaviour: MailgunBehaviour = { kind: 'accept' };
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const match = /^\/v3\/([^/]+)\/messages$/.exec(req.url ?? '');
      const domain = /^\/v4\/domains\/([^/?]+)/.exec(req.url ?? '');
      const expected = `Basic ${Buffer.from(`api:${key}`).toString('base64')}`;
      // The sending domain, as the admin's Platform Status asks for it: it needs the key.
      if (req.method === 'GET' && domain) {
        if (req.headers.authorization !== expected) {
          res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Forbidden');
          return;
        }
        const name = decodeURIComponent(domain[1]!);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            domain: { name, state: 'active', created_at: new Date().toUTCString(), type: 'custom' },
            receiving_dns_records: [],
            sending_dns_records: [],
          }),
        );
        return;
      }
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
        return;
      }
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Forbidden');
        return;
      }
      const body = await readBody(req);
      if (behaviour.kind === 'hang') {
        // Never answers; the client's timeout must end the wait. Released when the server closes.
        hanging.add(() => res.destroy());
        return;
      }
      if (behaviour.kind === 'status') {
        res
          .writeHead(behaviour.status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ message: 'Domain is not allowed to send' }));
        return;
      }
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'Content-Type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
      received.push({
        domain: decodeURIComponent(match[1]!),
        from: String(form.get('from')),
        to: form.getAll('to').map(String),
        subject: String(form.get('subject')),
        text: String(form.get('text')),
        html: String(form.get('html')),
        headers: Object.fromEntries(
          [...form.keys()]
            .filter((name) => name.startsWith('h:'))
            .map((name) => [name.slice(2), String(form.get(name))]),
        ),
      });
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ id: `<${received.length}@fake.mailgun>`, message: 'Queued. Thank you.' }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    received,
    behave: (next) => (behaviour = next),
    close: () => {
      for (const release of hanging) release();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
