// Validation of the feedback a user sends (spec section 5: rating 1 to 5, default 5; text optional),
// shared by GraphQL, REST and the Give Feedback dialog: limits and messages in the user's language
// have one home. Pure, so the web can import it.
import { z } from 'zod';
import { LOCALES, messages as m, type Locale } from '../i18n/locale.ts';
import { withoutNul } from './dreams.inputs.ts';

export const FEEDBACK_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  /** The spec's default rating. */
  ratingDefault: 5,
  /** Characters of the feedback text: room for a thoughtful paragraph, not a document. */
  textMax: 2_000,
  /** Feedback a user may send per hour: generous for people, a wall for a script filling the table. */
  perUserPerHour: 20,
  /** Testimonials on the landing page: a handful reads as social proof, hundreds as a wall. */
  testimonialsDefault: 6,
  testimonialsMax: 24,
  /** Rows per page of the admin list. */
  adminPageDefault: 50,
  adminPageMax: 200,
} as const;

function build(locale: Locale) {
  const t = { locale };
  const { ratingMin, ratingMax, ratingDefault, textMax } = FEEDBACK_LIMITS;
  const ratingMessage = m.validation_feedback_rating({ min: ratingMin, max: ratingMax }, t);
  return {
    submitFeedback: z.object({
      rating: z
        .number({ error: ratingMessage })
        .int(ratingMessage)
        .min(ratingMin, ratingMessage)
        .max(ratingMax, ratingMessage)
        .nullish()
        .transform((value) => value ?? ratingDefault),
      // Empty or only spaces is no text at all ('No comment provided' in the admin list).
      feedbackText: z
        .string()
        .nullish()
        .transform((value) => withoutNul(value ?? '').trim())
        .pipe(z.string().max(textMax, m.validation_feedback_text_max({ max: textMax }, t)))
        .transform((value) => (value === '' ? null : value)),
      isPublic: z
        .boolean()
        .nullish()
        .transform((value) => value ?? false),
    }),
  };
}

const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, build(locale)])) as Record<
  Locale,
  ReturnType<typeof build>
>;

export function feedbackInputs(locale: Locale) {
  return byLocale[locale];
}

export type SubmitFeedbackFields = z.output<ReturnType<typeof build>['submitFeedback']>;
