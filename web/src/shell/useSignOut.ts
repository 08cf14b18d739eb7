// Sign out from any control (desktop button, mobile menu), then load /auth afresh: a full page load
// drops everything the previous user's session put in memory (the Relay store, open sockets), so the
// next person at this browser cannot see any of it. Dreams still waiting in this browser's outbox are
// sent first, so signing out on a shared device does not leave them behind unsent.
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useSignedInViewer } from '../app/AppViewer.tsx';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useLogoutMutation } from '../mutations/useLogoutMutation.ts';
import { sendOutbox } from '../offline/outboxSync.ts';

export function useSignOut() {
  const [logout, isSigningOut] = useLogoutMutation();
  const environment = useRelayEnvironment();
  const { id: userId } = useSignedInViewer();
  const signOut = useCallback(
    () =>
      void sendOutbox(environment, userId)
        .catch(() => undefined)
        .then(() =>
          logout({
            onCompleted: () => window.location.assign('/auth'),
            onError: (error) =>
              showToast({ title: m.auth_sign_out_failed, description: error.message, variant: 'destructive' }),
          }),
        ),
    [environment, logout, userId],
  );
  return [signOut, isSigningOut] as const;
}
