// /dev/outbox: the mails the embedded outbox kept, newest first, for someone developing or running
// Oneiro without a mail provider. Served only outside production (app.ts), never with a provider.
import type { ServerResponse } from 'node:http';
import type { Outbox } from '../providers/mail/index.ts';

export const DEV_OUTBOX_PATH = '/dev/outbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sendDevOutbox(res: ServerResponse, outbox: Outbox): void {
  const items = outbox
    .list()
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>To ${escapeHtml(mail.to)} · ${mail.sentAt.toISOString()}</p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (development)</h1>
<p>Mails Oneiro would have sent. Set MAILGUN_API_KEY and MAILGUN_DOMAIN to send them.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}
