// Sign out from any control (desktop button, mobile menu). Where to go next is the guards' job: the
// cleared viewer sends signed-in pages to /auth.
import { useCallback } from 'react';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '../i18n/paraglide/messages.js';
import { useLogoutMutation } from '../mutations/useLogoutMutation.ts';

export function useSignOut() {
  const [logout, isSigningOut] = useLogoutMutation();
  const signOut = useCallback(
    () =>
      logout({
        onError: (error) => showToast({ title: m.auth_sign_out_failed(), description: error.message, variant: 'destructive' }),
      }),
    [logout],
  );
  return [signOut, isSigningOut] as const;
}
