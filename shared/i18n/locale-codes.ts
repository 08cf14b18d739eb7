// The product's locales and how a list of preferences picks one: plain data, without the messages, so
// the web build's own tooling (web/vite-signed-in-html.ts) can read them too.
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
