// The rules every stored interpretation keeps, applied to a model's finished text where a program
// can check them (issue 24): a dream saved without a title is never named by the journal's
// placeholder ("Untitled Dream"), which is mended to "your dream"; a text decisively in another
// language than the reader's is refused (UNUSABLE), since nobody asked for it and it cannot be mended.
// The headings the display splits on are not enforced: without them the display shows the whole
// text as the body (split-interpretation.ts), which a reader can still use.
import type { Locale } from '#shared/i18n/locale.ts';
import { detectLanguage, tokenize } from '../../interpreter/text.ts';
import { PLACEHOLDER_TITLES } from '../../interpreter/text-checks.ts';
import { InterpretationFailed } from './types.ts';

const YOUR_DREAM: Record<Locale, string> = { en: 'your dream', es: 'tu sueño' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A placeholder title, with the quotation marks around it if any (not an apostrophe: "…'s"). */
const PLACEHOLDER = new RegExp(`[“"«]?\\b(?:${PLACEHOLDER_TITLES.map(escapeRegExp).join('|')})\\b[”"»]?`, 'giu');

/** The text without what may rightly be in another language: quoted words and the closing quotation. */
function ownWords(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*>/.test(line))
    .join('\n')
    .replace(/\u201c[^\u201d]*\u201d|«[^»]*»|"[^"]*"/g, ' ');
}

/** The text to store, mended where it can be; throws InterpretationFailed('UNUSABLE') where not. */
export function checkedModelText(text: string, locale: Locale): string {
  const mended = text.replace(PLACEHOLDER, (_whole, offset: number) => {
    const phrase = YOUR_DREAM[locale];
    // At the start of a sentence the phrase starts with a capital.
    const before = text.slice(0, offset).trimEnd();
    return before === '' || /[.!?:\n]$/.test(before) ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
  });
  const language = detectLanguage(tokenize(ownWords(mended)).map((token) => token.word));
  if (language !== 'both' && language !== locale) {
    throw new InterpretationFailed('UNUSABLE', `The model wrote in ${language}, not in the reader's ${locale}`);
  }
  return mended;
}
