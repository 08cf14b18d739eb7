// Sign out from any control (desktop button, mobile menu), then load /auth afresh: a full page load
// drops everything the previous user's session put in memory (the Relay store, open sockets), so the
// next person at this browser cannot see any of it.
import { useCallback } from 'react';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useLogoutMutation } from '../mutations/useLogoutMutation.ts';

export function useSignOut() {
  const [logout, isSigningOut] = useLogoutMutation();
  const signOut = useCallback(
    () =>
      logout({
        onCompleted: () => window.location.assign('/auth'),
        onError: (error) =>
          showToast({ title: m.auth_sign_out_failed, description: error.message, variant: 'destructive' }),
      }),
    [logout],
  );
  return [signOut, isSigningOut] as const;
}
