// The language the interface is shown in. Our code owns it, not paraglide's strategies: messages read
// it through overwriteGetLocale, components subscribe with useUiLocale so a switch re-renders them at
// once, and a choice the user made is remembered in localStorage.
import { useSyncExternalStore } from 'react';
import { isLocale, pickLocale, type Locale } from '#shared/i18n/locale.ts';
import { overwriteGetLocale } from '#shared/i18n/paraglide/runtime.js';
import { LANGUAGE_CHOICE_KEY } from './languageChoiceKey.ts';

const listeners = new Set<() => void>();
let current: Locale = storedChoice() ?? pickLocale(navigator.languages);

overwriteGetLocale(() => current);
document.documentElement.lang = current;

/** The language the user picked on this device, if any; it wins over account and browser settings. */
export function storedChoice(): Locale | null {
  const value = localStorage.getItem(LANGUAGE_CHOICE_KEY);
  return isLocale(value) ? value : null;
}

export function getUiLocale(): Locale {
  return current;
}

/** Shows the interface in `locale`; `remember` keeps it as this device's choice across reloads. */
export function setUiLocale(locale: Locale, { remember }: { remember: boolean }): void {
  if (remember) localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  if (locale === current) return;
  current = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current UI locale. Every route component calls it: router elements are created once, so React
 * would otherwise skip them on a switch and keep showing the old language.
 */
export function useUiLocale(): Locale {
  return useSyncExternalStore(subscribe, getUiLocale);
}
