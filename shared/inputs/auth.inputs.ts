// Validation of every account input, shared by the GraphQL resolvers, the REST adapters and the web
// forms, so a rule and its message (in the user's language) have one home.
import { z } from 'zod';
import { LOCALES, messages as m, type Locale } from '../i18n/locale.ts';
import { withoutNul } from './dreams.inputs.ts';

const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

function build(locale: Locale) {
  const t = { locale };
  const username = z
    .string()
    .trim()
    .min(3, m.validation_username_min({}, t))
    .max(40, m.validation_username_max({}, t))
    .regex(USERNAME_PATTERN, m.validation_username_chars({}, t));
  const email = z
    .string()
    .trim()
    .toLowerCase()
    .max(254, m.validation_email_invalid({}, t))
    .pipe(z.email(m.validation_email_invalid({}, t)));
  const newPassword = z.string().min(8, m.validation_password_min({}, t)).max(200, m.validation_password_max({}, t));
  const fullName = z
    .string()
    .transform(withoutNul)
    .pipe(z.string().trim().max(100, m.validation_full_name_max({}, t)))
    .nullish()
    .transform((value) => (value ? value : null));

  const login = z.object({
    username: z
      .string()
      .transform(withoutNul)
      .pipe(z.string().trim().min(1, m.validation_username_required({}, t)).max(254)),
    password: z.string().min(1, m.validation_password_required({}, t)).max(200),
  });

  const register = z
    .object({
      username,
      email,
      password: newPassword,
      // Optional: the spec's payment-flow form sends it, the alternate form checks it only locally.
      confirmPassword: z.string().max(200).nullish(),
      fullName,
      preferredLanguage: z.enum(LOCALES).nullish(),
      /** With billing on: the subscription started in registration step 1, linked to the account. */
      subscriptionId: z.string().max(255).nullish(),
    })
    .superRefine((value, ctx) => {
      if (value.confirmPassword != null && value.confirmPassword !== value.password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.validation_passwords_mismatch({}, t) });
      }
    });

  const language = z.enum(LOCALES, { error: m.validation_language_invalid({}, t) });

  // The profile form (account settings) checks the same fields as registration.
  return { login, register, language, fields: { username, email, fullName } };
}

const byLocale = new Map<Locale, ReturnType<typeof build>>();

/** The account input schemas with messages in `locale`. Built once per locale. */
export function authInputs(locale: Locale) {
  let inputs = byLocale.get(locale);
  if (!inputs) {
    inputs = build(locale);
    byLocale.set(locale, inputs);
  }
  return inputs;
}

export type LoginInput = z.infer<ReturnType<typeof build>['login']>;
export type RegisterInput = z.infer<ReturnType<typeof build>['register']>;
