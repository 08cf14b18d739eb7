// The verification mail in the user's language, as HTML and plain text.
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import type { Mail } from '../../providers/mail/index.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function verificationMail(to: string, username: string, link: string, locale: Locale): Mail {
  const t = { locale };
  const greeting = m.mail_verify_greeting({ username }, t);
  const lines = [m.mail_verify_text({}, t), m.mail_verify_button({}, t), m.mail_verify_expiry({}, t)];
  const text = `${greeting}\n\n${lines[0]}\n\n${link}\n\n${lines[2]}\n\n— Oneiro\n`;
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f7f4ee;font-family:system-ui,sans-serif;color:#1f1d2b">
  <div style="max-width:32rem;margin:0 auto;padding:24px;background:#fffdf9;border-radius:12px">
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(lines[0]!)}</p>
    <p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(lines[1]!)}</a></p>
    <p style="font-size:13px;color:#5b5870">${escapeHtml(link)}</p>
    <p style="font-size:13px;color:#5b5870">${escapeHtml(lines[2]!)}</p>
  </div>
</body>
</html>
`;
  return { to, subject: m.mail_verify_subject({}, t), text, html };
}
