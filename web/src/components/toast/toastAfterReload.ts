// Toasts that must outlive a full page load: account deletion reloads the app at /auth (so nothing
// of the account stays in memory), and registration reloads it signed in (spec: "the page
// reloads"); the toast saying so is shown by the new page. Only a known toast's name (and its
// username, for the welcome) is stored, and its words are looked up in the UI language when shown.
import { m } from '#shared/i18n/paraglide/messages.js';
import { showToast, type ToastContent } from './toastQueue.ts';

const TOASTS = {
  accountDeleted: () => ({ title: m.toast_account_deleted, description: m.toast_account_deleted_text }),
  accountCreated: (username: string) => ({
    title: () => m.toast_welcome_new({ username }),
    description: m.toast_welcome_new_text,
  }),
  trialStarted: () => ({ title: m.toast_trial_started, description: m.toast_welcome_new_text }),
  // The server cannot send mail (production without a provider): no "check your inbox", but why no
  // link comes and who can change that.
  accountCreatedNoMail: (username: string) => ({
    title: () => m.toast_welcome_new({ username }),
    description: m.toast_welcome_no_mail_text,
  }),
  trialStartedNoMail: () => ({ title: m.toast_trial_started, description: m.toast_welcome_no_mail_text }),
} satisfies Record<string, (username: string) => ToastContent>;

type ToastName = keyof typeof TOASTS;

/** Toasts with more to read stay longer than the default 5 s. */
const LONG_TOASTS = new Set<string>(['accountCreatedNoMail', 'trialStartedNoMail']);
const LONG_TOAST_MS = 12_000;

const KEY = 'oneiro:toast-after-reload';

/** Shows `name` on the next page this tab loads. */
export function showToastAfterReload(name: ToastName, username = ''): void {
  sessionStorage.setItem(KEY, JSON.stringify([name, username]));
}

/** Shows the toast a previous page left for this one, once. */
export function showToastLeftByPreviousPage(): void {
  const stored = sessionStorage.getItem(KEY);
  if (!stored) return;
  sessionStorage.removeItem(KEY);
  let name: unknown;
  let username: unknown = '';
  try {
    [name, username] = JSON.parse(stored) as unknown[];
  } catch {
    name = stored;
  }
  if (typeof name === 'string' && name in TOASTS) {
    showToast(
      TOASTS[name as ToastName](String(username ?? '')),
      LONG_TOASTS.has(name) ? { timeout: LONG_TOAST_MS } : {},
    );
  }
}
