// Checks on decoded JSON input (REST bodies, GraphQL requests over HTTP and websockets) that neither
// JSON.parse nor GraphQL make:
// - nesting depth: JSON.parse copes with a million levels, but GraphQL's variable coercion and our
//   own code recurse, and a stack overflow there surfaces as an "unexpected" error, not a clear 400;
// - lone UTF-16 surrogates (`"\ud800"` is valid JSON): stored, they read back as U+FFFD characters
//   (or fail on PostgreSQL), so the text the user sent is not the text kept.
// Walked iteratively, so the check itself cannot overflow the stack.
import { AppError } from '../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';

/** Deeper than any input of this API (the deepest, a dream input's tag list, is 4 levels). */
export const MAX_JSON_DEPTH = 32;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Throws a coded 400 when `value` is nested deeper than MAX_JSON_DEPTH or holds a lone surrogate. */
export function checkJsonValue(value: unknown, locale: Locale): void {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasLoneSurrogate(item)) throw new AppError('BAD_USER_INPUT', m.error_lone_surrogate({}, { locale }));
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw new AppError('BAD_USER_INPUT', m.error_json_too_deep({}, { locale }));
    if (Array.isArray(item)) {
      for (const element of item) pending.push([element, depth + 1]);
    } else {
      for (const [key, element] of Object.entries(item)) {
        pending.push([key, depth + 1], [element, depth + 1]);
      }
    }
  }
}

/**
 * Checks a JSON text that another layer will parse and answer for (Yoga, the GraphQL fast path).
 * Text that is not JSON is left to that layer, which already answers it with its own 400.
 */
export function checkJsonText(text: string, locale: Locale): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  checkJsonValue(value, locale);
}
