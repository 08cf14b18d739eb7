// The admin dashboard's arguments: bounded so that no request can ask for an unbounded read.
import { z } from 'zod';
import { messages as m, type Locale } from '../i18n/locale.ts';

export const ADMIN_SEARCH_MAX = 100;
/** Days of usage analytics one request may read (and how many when it does not say). */
export const USAGE_DAYS = { default: 30, max: 366 };

export function adminInputs(locale: Locale) {
  const daysMessage = m.validation_admin_days({ max: USAGE_DAYS.max }, { locale });
  return {
    users: z.object({
      search: z
        .string()
        .max(ADMIN_SEARCH_MAX, m.validation_admin_search_max({ max: ADMIN_SEARCH_MAX }, { locale }))
        .nullish(),
    }),
    usage: z.object({ days: z.number().int().min(1, daysMessage).max(USAGE_DAYS.max, daysMessage) }),
  };
}
