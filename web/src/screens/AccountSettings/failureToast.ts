// 'Failed to update password' (or profile, or account deletion) with the server's message, or
// 'Please try again' when there is none (spec section 8).
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '../../i18n/paraglide/messages.js';

export function failureToast(title: () => string, error: Error): void {
  showToast({ title, description: error.message || m.account_try_again, variant: 'destructive' });
}
