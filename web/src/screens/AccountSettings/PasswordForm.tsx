// The Password tab: current, new and confirmed password. On success the form empties and a toast
// says 'Password updated'; the server has signed the user's other devices out.
import type { FormEvent } from 'react';
import { accountInputs } from '#shared/inputs/account.inputs.ts';
import { TextInputField } from '../../components/TextInputField.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { useChangePasswordMutation } from '../../mutations/useChangePasswordMutation.ts';
import { useFormErrors } from '../Landing/useFormErrors.ts';
import { AccountForm } from './AccountForm.tsx';
import { failureToast } from './failureToast.ts';

export function PasswordForm() {
  const [changePassword, isPending] = useChangePasswordMutation();
  const errors = useFormErrors();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    errors.clear();
    const form = event.currentTarget;
    const parsed = accountInputs(getUiLocale()).changePassword.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) return errors.showInvalid(parsed.error);
    changePassword(parsed.data, {
      onCompleted: () => {
        form.reset();
        showToast({ title: m.toast_password_updated, description: m.toast_password_updated_text });
      },
      onError: (error) => {
        errors.showFailure(error);
        failureToast(m.account_password_failed, error);
      },
    });
  }

  return (
    <AccountForm
      errors={errors}
      onSubmit={submit}
      isPending={isPending}
      submitLabel={m.account_password_submit()}
      pendingLabel={m.account_password_pending()}
    >
      <p className="account-form__intro">{m.account_password_intro()}</p>
      <TextInputField
        name="currentPassword"
        label={m.account_current_password()}
        type="password"
        autoComplete="current-password"
      />
      <TextInputField name="newPassword" label={m.account_new_password()} type="password" autoComplete="new-password" />
      <TextInputField
        name="confirmPassword"
        label={m.account_confirm_password()}
        type="password"
        autoComplete="new-password"
      />
    </AccountForm>
  );
}
