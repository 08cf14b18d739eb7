// Validation of the account settings forms (password change, profile details, deletion), shared by the GraphQL
// resolvers, the REST adapters and the web forms, with the spec's messages in the user's language.
import { z } from 'zod';
import { messages as m, type Locale } from '../i18n/locale.ts';
import { authInputs } from './auth.inputs.ts';

function build(locale: Locale) {
  const t = { locale };
  const { username, email, fullName } = authInputs(locale).fields;

  const changePassword = z
    .object({
      currentPassword: z.string().min(1, m.validation_current_password_required({}, t)).max(200),
      newPassword: z.string().min(8, m.validation_new_password_min({}, t)).max(200, m.validation_password_max({}, t)),
      confirmPassword: z.string().min(1, m.validation_confirm_password_required({}, t)).max(200),
    })
    .superRefine((value, ctx) => {
      if (value.confirmPassword && value.confirmPassword !== value.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: m.validation_new_passwords_mismatch({}, t),
        });
      }
    });

  // Left out, the full name stays as it is (the profile page edits username and email only).
  const updateProfile = z.object({ username, email, fullName: fullName.optional() });

  // Deleting the account asks for the password again: a session left open on a shared computer is
  // not enough to erase everything.
  const deleteAccount = z.object({
    password: z.string().min(1, m.validation_delete_password_required({}, t)).max(200),
  });

  return { changePassword, updateProfile, deleteAccount };
}

const byLocale = new Map<Locale, ReturnType<typeof build>>();

/** The account settings schemas with messages in `locale`. Built once per locale. */
export function accountInputs(locale: Locale) {
  let inputs = byLocale.get(locale);
  if (!inputs) {
    inputs = build(locale);
    byLocale.set(locale, inputs);
  }
  return inputs;
}

export type ChangePasswordInput = z.infer<ReturnType<typeof build>['changePassword']>;
export type UpdateProfileInput = z.infer<ReturnType<typeof build>['updateProfile']>;
