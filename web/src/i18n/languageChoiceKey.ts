// Where this device keeps the language its user picked (i18n/uiLocale.ts). Its own module so the
// signed-in home page's inline start (http/pageStartedQueries.ts) can read it without the messages.
export const LANGUAGE_CHOICE_KEY = 'language';
