// Username, email and (in account settings) full name, saved to the server. Used by the Profile
// Details tab and by the profile page's 'Edit Profile'. A new email address needs verifying again,
// which the hint says before the user saves.
import type { FormEvent, ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { accountInputs } from '#shared/inputs/account.inputs.ts';
import type { ProfileDetailsForm_user$key } from '../../__generated__/ProfileDetailsForm_user.graphql.ts';
import { TextInputField } from '../../components/TextInputField.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { useUpdateProfileMutation } from '../../mutations/useUpdateProfileMutation.ts';
import { useFormErrors } from '../Landing/useFormErrors.ts';
import { AccountForm } from './AccountForm.tsx';
import { failureToast } from './failureToast.ts';

const userFragment = graphql`
  fragment ProfileDetailsForm_user on User {
    username
    email
    fullName
  }
`;

interface ProfileDetailsFormProps {
  user: ProfileDetailsForm_user$key;
  /** The profile page edits username and email only; account settings the full name too. */
  withFullName?: boolean;
  onSaved?: () => void;
  secondaryAction?: ReactNode;
}

export function ProfileDetailsForm({ user, withFullName = false, onSaved, secondaryAction }: ProfileDetailsFormProps) {
  const { username, email, fullName } = useFragment(userFragment, user);
  const [updateProfile, isPending] = useUpdateProfileMutation();
  const errors = useFormErrors();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    errors.clear();
    const parsed = accountInputs(getUiLocale()).updateProfile.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) return errors.showInvalid(parsed.error);
    updateProfile(parsed.data, {
      onCompleted: () => {
        showToast({ title: m.toast_profile_updated, description: m.toast_profile_updated_text });
        onSaved?.();
      },
      onError: (error) => {
        errors.showFailure(error);
        failureToast(m.account_profile_failed, error);
      },
    });
  }

  return (
    <AccountForm
      errors={errors}
      onSubmit={submit}
      isPending={isPending}
      submitLabel={m.account_profile_submit()}
      pendingLabel={m.account_profile_pending()}
      secondaryAction={secondaryAction}
    >
      <TextInputField name="username" label={m.auth_username()} defaultValue={username} autoComplete="username" />
      <TextInputField
        name="email"
        label={m.auth_email()}
        type="email"
        defaultValue={email}
        autoComplete="email"
        hint={m.account_email_hint()}
      />
      {withFullName && (
        <TextInputField
          name="fullName"
          label={m.account_full_name()}
          defaultValue={fullName ?? ''}
          autoComplete="name"
        />
      )}
    </AccountForm>
  );
}
