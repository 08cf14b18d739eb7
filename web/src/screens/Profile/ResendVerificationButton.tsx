// 'Resend Verification Email' under 'Verification Needed': 'Sending...' while pending, then
// 'Verification Email Sent' or 'Failed to Send Verification Email' with the server's message.
import { Button } from 'react-aria-components';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useResendVerificationMutation } from '../../mutations/useResendVerificationMutation.ts';
import '../../components/button.css';

export function ResendVerificationButton() {
  const [resend, isSending] = useResendVerificationMutation();
  return (
    <Button
      className="button button--secondary profile-card__resend"
      isDisabled={isSending}
      onPress={() =>
        resend({
          onSent: (message) => showToast({ title: m.toast_verification_sent, description: message }),
          onError: (error) =>
            showToast({
              title: m.toast_verification_failed,
              description: error.message || m.toast_verification_failed_default,
              variant: 'destructive',
            }),
        })
      }
    >
      {isSending ? m.profile_resend_pending() : m.profile_resend()}
    </Button>
  );
}
