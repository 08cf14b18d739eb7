// The locales of the product and how a request's locale is chosen. Shared by the server and the web
// client (no Node or DOM APIs here).
import * as messages from './paraglide/messages.js';

export { DEFAULT_LOCALE, isLocale, LOCALES, pickLocale, type Locale } from './locale-codes.ts';

export { messages };
