// The morning reminder by email, in the person's language, as HTML and plain text: one link to the
// new-dream form and one that turns the reminder off (also offered to mail programs through
// List-Unsubscribe, so they can show their own "unsubscribe" button).
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import type { Mail } from '../../providers/mail/index.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function reminderMail(
  to: string,
  username: string,
  locale: Locale,
  newDreamUrl: string,
  unsubscribeUrl: string,
): Mail {
  const t = { locale };
  const greeting = m.reminder_mail_greeting({ username }, t);
  const intro = m.reminder_mail_text({}, t);
  const button = m.reminder_mail_button({}, t);
  const why = m.reminder_mail_why({}, t);
  const off = m.reminder_mail_unsubscribe({}, t);
  const text = `${greeting}\n\n${intro}\n\n${button}: ${newDreamUrl}\n\n${why}\n${off}: ${unsubscribeUrl}\n\n— Oneiro\n`;
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f7f4ee;font-family:system-ui,sans-serif;color:#1f1d2b">
  <div style="max-width:32rem;margin:0 auto;padding:24px;background:#fffdf9;border-radius:12px">
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
    <p><a href="${escapeHtml(newDreamUrl)}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p>
    <p style="font-size:13px;color:#5b5870">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#4f46e5">${escapeHtml(off)}</a></p>
  </div>
</body>
</html>
`;
  return {
    to,
    subject: m.reminder_mail_subject({}, t),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}
