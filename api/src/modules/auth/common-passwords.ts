// New passwords are checked against the most common ones (ASVS V6.2.4): the ~49,000 ranked passwords
// of the password-cracking and leak lists that zxcvbn-ts ships in @zxcvbn-ts/language-common (MIT;
// its `passwords` dictionary, from the published frequency lists), in the app's own node_modules,
// so nothing is fetched at run time. Only the server checks: the list stays out of the web bundle.
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';

let common: Set<string> | undefined;

/** Lower case and without surrounding spaces: "Password", " password " are as guessable as "password". */
const normalise = (password: string) => password.trim().toLowerCase();

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => normalise(String(entry))));
  const candidate = normalise(password);
  // One character repeated ("        ", "aaaaaaaa") is on no list and guessed first all the same.
  return common.has(candidate) || new Set(password).size === 1;
}

/** Refuses a common password as a field error on `field`, in the request's language. */
export function refuseCommonPassword(password: string, field: string, locale: Locale): void {
  if (isCommonPassword(password)) throw fieldError(field, m.validation_password_common({}, { locale }));
}
