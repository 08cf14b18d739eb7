// The fixed words of each style's output that the web client parses (spec section 9, "AI text
// display"): headings, the phrase every item starts with, the CBT headings. Shared by the prompts,
// the offline interpreter and `splitInterpretation`, so the three cannot drift apart. Pure data.
import type { Locale } from '../i18n/locale.ts';
import type { AiInterpretationType } from './types.ts';

type PerLocale<T> = Readonly<Record<Locale, T>>;

/** The heading after which the items are listed. */
export const ITEMS_HEADING: Readonly<Record<AiInterpretationType, PerLocale<string>>> = {
  JUNG_AI: { en: "Today's Action Items", es: 'Acciones para hoy' },
  ROGERS_AI: { en: "Today's Reflections", es: 'Reflexiones para hoy' },
  CBT_AI: { en: 'Small steps', es: 'Pequeños pasos' },
};

/** Every item under the heading starts with this phrase (Jung and Rogers; CBT uses a numbered list). */
export const ITEM_PHRASE: Readonly<Record<'JUNG_AI' | 'ROGERS_AI', PerLocale<string>>> = {
  JUNG_AI: { en: 'I recommend you', es: 'Te recomiendo' },
  ROGERS_AI: { en: 'I invite you to reflect on', es: 'Te invito a reflexionar sobre' },
};

/** The sections of a CBT analysis, in order; the last one is `ITEMS_HEADING.CBT_AI`. */
export const CBT_HEADINGS: PerLocale<{
  situation: string;
  thoughts: string;
  emotions: string;
  patterns: string;
  balanced: string;
  steps: string;
}> = {
  en: {
    situation: 'The situation in the dream',
    thoughts: 'Thoughts in the dream',
    emotions: 'Emotions',
    patterns: 'Possible thinking patterns',
    balanced: 'A balanced alternative thought',
    steps: ITEMS_HEADING.CBT_AI.en,
  },
  es: {
    situation: 'La situación en el sueño',
    thoughts: 'Pensamientos en el sueño',
    emotions: 'Emociones',
    patterns: 'Posibles patrones de pensamiento',
    balanced: 'Un pensamiento alternativo equilibrado',
    steps: ITEMS_HEADING.CBT_AI.es,
  },
};

/** Who is quoted at the end of each style that closes with a quotation. */
export const QUOTED_THINKER: Readonly<Record<'JUNG_AI' | 'ROGERS_AI', string>> = {
  JUNG_AI: 'Carl Jung',
  ROGERS_AI: 'Carl Rogers',
};
