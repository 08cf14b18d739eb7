// Toasts that must outlive a full page load: account deletion reloads the app at /auth (so nothing
// of the account stays in memory) and the toast saying so is shown by the new page. Only a known
// toast's name is stored, and its words are looked up in the UI language when shown.
import { m } from '../../i18n/paraglide/messages.js';
import { showToast, type ToastContent } from './toastQueue.ts';

const TOASTS = {
  accountDeleted: { title: m.toast_account_deleted, description: m.toast_account_deleted_text },
} satisfies Record<string, ToastContent>;

type ToastName = keyof typeof TOASTS;

const KEY = 'oneiro:toast-after-reload';

/** Shows `name` on the next page this tab loads. */
export function showToastAfterReload(name: ToastName): void {
  sessionStorage.setItem(KEY, name);
}

/** Shows the toast a previous page left for this one, once. */
export function showToastLeftByPreviousPage(): void {
  const name = sessionStorage.getItem(KEY);
  if (!name) return;
  sessionStorage.removeItem(KEY);
  if (name in TOASTS) showToast(TOASTS[name as ToastName]);
}
