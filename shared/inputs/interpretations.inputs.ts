// Validation of the interpretation inputs (your own take, feedback), shared by GraphQL, REST and the
// web form: limits and messages in the user's language have one home. Pure, so the web can import it.
import { z } from 'zod';
import { LOCALES, messages as m, type Locale } from '../i18n/locale.ts';
import { withoutNul } from './dreams.inputs.ts';

/** Every interpretation type, in the order of the dream page's tabs (and of every list of them). */
export const INTERPRETATION_TYPES = ['JUNG_AI', 'ROGERS_AI', 'CBT_AI', 'USER'] as const;
export type InterpretationType = (typeof INTERPRETATION_TYPES)[number];

/** Sorts interpretations into tab order. */
export function byTabOrder(a: { type: unknown }, b: { type: unknown }): number {
  const rank = (type: unknown) => {
    const index = (INTERPRETATION_TYPES as readonly unknown[]).indexOf(type);
    return index < 0 ? INTERPRETATION_TYPES.length : index;
  };
  return rank(a.type) - rank(b.type);
}

export const INTERPRETATION_LIMITS = {
  /** Characters of the user's own interpretation (plain text). */
  ownMax: 20_000,
  /** Characters of the CBT feedback box. */
  feedbackTextMax: 2_000,
} as const;

function build(locale: Locale) {
  const t = { locale };
  const { ownMax, feedbackTextMax } = INTERPRETATION_LIMITS;
  return {
    ownInterpretation: z.object({
      content: z
        .string({ error: m.validation_interpretation_required({}, t) })
        .transform((value) => withoutNul(value).trim())
        .pipe(
          z
            .string()
            .min(1, m.validation_interpretation_required({}, t))
            .max(ownMax, m.validation_interpretation_max({ max: ownMax }, t)),
        ),
    }),
    feedbackText: z
      .string()
      .transform((value) => withoutNul(value).trim())
      .pipe(z.string().max(feedbackTextMax, m.validation_feedback_text_max({ max: feedbackTextMax }, t))),
  };
}

const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, build(locale)])) as Record<
  Locale,
  ReturnType<typeof build>
>;

export function interpretationInputs(locale: Locale) {
  return byLocale[locale];
}
