// 'Failed to update password' (or profile, or account deletion) with the server's message, or
// 'Please try again' when there is none (spec section 8). A failure about a field (a wrong current
// password, a taken username) is shown under that field instead: the same words in a toast would say
// it twice, and on a phone the toast would cover the form's button while the user corrects it.
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError.ts';

export function failureToast(title: () => string, error: Error): void {
  if (error instanceof GraphQLRequestError && Object.keys(error.fieldErrors).length > 0) return;
  showToast({ title, description: error.message || m.account_try_again, variant: 'destructive' });
}
