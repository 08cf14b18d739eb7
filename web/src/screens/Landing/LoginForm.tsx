// Username and password, sent to the REST login endpoint (no Relay on the landing page). Failures show
// in a destructive alert below the form, in the server's words. On success the user becomes the viewer
// and the landing guard moves them to /.
import type { FormEvent } from 'react';
import { isLocale } from '#shared/i18n/locale.ts';
import { TextInputField } from '../../components/TextInputField.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale, setUiLocale } from '../../i18n/uiLocale.ts';
import { useSignInRequest } from '../../mutations/useSignInRequest.ts';
import { AuthForm } from './AuthForm.tsx';
import { loadAuthInputs } from './authInputs.ts';
import { useFormErrors } from './useFormErrors.ts';

export function LoginForm() {
  const [login, isLoggingIn] = useSignInRequest<{ username: string; password: string }>('/api/login');
  const errors = useFormErrors();
  const { clear, showInvalid, showFailure } = errors;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoggingIn) return;
    clear();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const { authInputs } = await loadAuthInputs();
    const parsed = authInputs(getUiLocale()).login.safeParse(values);
    if (!parsed.success) return showInvalid(parsed.error);
    login(parsed.data, {
      onSignedIn: (user) => {
        // The account's language wins once we know who signed in.
        if (isLocale(user.preferredLanguage)) setUiLocale(user.preferredLanguage, { remember: true });
        showToast({ title: () => m.toast_welcome_back({ username: user.username }) });
      },
      onError: showFailure,
    });
  }

  return (
    <AuthForm
      errors={errors}
      onSubmit={submit}
      isPending={isLoggingIn}
      submitLabel={m.auth_login_submit()}
      pendingLabel={m.auth_login_pending()}
      failureTitle={m.auth_login_failed()}
    >
      <TextInputField name="username" label={m.auth_username()} autoComplete="username" />
      <TextInputField name="password" label={m.auth_password()} type="password" autoComplete="current-password" />
    </AuthForm>
  );
}
