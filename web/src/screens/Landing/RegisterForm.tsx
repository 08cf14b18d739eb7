// Username, email, password and an optional full name. Billing is off in this version, so the account
// is created (and signed in) directly; the interface language becomes the account's language.
import type { FormEvent } from 'react';
import { TextInputField } from '../../components/TextInputField.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { useRegisterMutation } from '../../mutations/useRegisterMutation.ts';
import { AuthForm } from './AuthForm.tsx';
import { loadAuthInputs } from './authInputs.ts';
import { useFormErrors } from './useFormErrors.ts';

export function RegisterForm() {
  const [register, isRegistering] = useRegisterMutation();
  const errors = useFormErrors();
  const { clear, showInvalid, showFailure } = errors;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isRegistering) return;
    clear();
    const locale = getUiLocale();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const { authInputs } = await loadAuthInputs();
    const parsed = authInputs(locale).register.safeParse(values);
    if (!parsed.success) return showInvalid(parsed.error);
    const { username, email, password, fullName } = parsed.data;
    register(
      { username, email, password, fullName, preferredLanguage: locale },
      {
        onRegistered: (user) => {
          showToast({
            title: () => m.toast_welcome_new({ username: user.username }),
            description: m.toast_welcome_new_text,
          });
        },
        onError: showFailure,
      },
    );
  }

  return (
    <AuthForm
      errors={errors}
      onSubmit={submit}
      isPending={isRegistering}
      submitLabel={m.auth_register_submit()}
      pendingLabel={m.auth_register_pending()}
      failureTitle={m.auth_register_failed()}
    >
      <TextInputField name="username" label={m.auth_username()} autoComplete="username" />
      <TextInputField name="email" label={m.auth_email()} type="email" autoComplete="email" />
      <TextInputField name="password" label={m.auth_password()} type="password" autoComplete="new-password" />
      <TextInputField name="fullName" label={m.auth_full_name_optional()} autoComplete="name" />
    </AuthForm>
  );
}
