// The locales of the product and how a request's locale is chosen. Shared by the server and the web
// client (no Node or DOM APIs here).
import * as messages from './paraglide/messages.js';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language of an Accept-Language header (or navigator.languages), else English. */
export function pickLocale(preferences: readonly string[] | string | null | undefined): Locale {
  const list = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  for (const entry of list) {
    const tag = entry.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

export { messages };
