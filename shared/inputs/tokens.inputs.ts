// Personal access tokens (Account settings, API access): what a new one may be. Pure, so the web
// form validates as the server does.
import { z } from 'zod';
import { messages as m, type Locale } from '../i18n/locale.ts';

export const TOKEN_SCOPES = ['read', 'read-write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The lifetimes offered; null is "never expires" (the form warns). */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

export const TOKEN_LIMITS = { nameMax: 60, perUser: 20 } as const;

export function tokenInputs(locale: Locale) {
  return {
    create: z.object({
      name: z
        .string()
        .trim()
        .min(1, m.validation_token_name_required({}, { locale }))
        .max(TOKEN_LIMITS.nameMax, m.validation_token_name_max({ max: TOKEN_LIMITS.nameMax }, { locale })),
      scope: z.enum(TOKEN_SCOPES, { message: m.validation_token_scope({}, { locale }) }),
      expiresInDays: z
        .union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
          message: m.validation_token_expiry({}, { locale }),
        })
        .default(90),
    }),
  };
}
