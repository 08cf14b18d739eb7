// Feedback from users: sending it, each user's own list, the public testimonials (feedback that is
// public AND approved by an admin), and the admin's list and approval switch. Every read of a user's
// own feedback puts the owner's id in its WHERE clause.
import type { UserFeedback } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import { AppError, fieldError, notFound } from '../../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { AttemptCounter } from '../../lib/attempt-counter.ts';
import { FEEDBACK_LIMITS, type SubmitFeedbackFields } from '#shared/inputs/feedback.inputs.ts';

export type Feedback = UserFeedback;

/** A feedback row with its author's username, as the admin list and the testimonials show it. */
export type FeedbackWithAuthor = UserFeedback & { user: { username: string } };

/** Per process, like the other limits (lib/attempt-counter.ts). */
const sentPerUser = new AttemptCounter(3_600_000, FEEDBACK_LIMITS.perUserPerHour);

export async function submitFeedback(userId: number, fields: SubmitFeedbackFields, locale: Locale): Promise<Feedback> {
  const key = String(userId);
  const waitMs = sentPerUser.retryAfterMs(key);
  if (waitMs > 0) {
    throw new AppError(
      'RATE_LIMITED',
      m.error_rate_limited_feedback({ minutes: Math.ceil(waitMs / 60_000) }, { locale }),
      {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      },
    );
  }
  sentPerUser.hit(key);
  return db().userFeedback.create({ data: { userId, ...fields } });
}

/** The user's own feedback, newest first. */
export function feedbackOf(userId: number): Promise<Feedback[]> {
  return db().userFeedback.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/**
 * The testimonials shown to everyone, newest first. Both flags are required: an admin can only set
 * isTestimonial on public feedback, and this also hides any row whose flags disagree.
 */
export function testimonials(limit: number): Promise<FeedbackWithAuthor[]> {
  return db().userFeedback.findMany({
    where: { isPublic: true, isTestimonial: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    include: { user: { select: { username: true } } },
  });
}

export function countFeedback(): Promise<number> {
  return db().userFeedback.count();
}

/**
 * One page of every user's feedback for the admin list, newest (highest id) first, keyed by id:
 * `after`/`before` are ids; `inverted` reads from the other end (a `last` page).
 */
export function listAllFeedback(page: {
  after?: number;
  before?: number;
  limit: number;
  inverted: boolean;
}): Promise<FeedbackWithAuthor[]> {
  const id = {
    ...(page.after !== undefined ? { lt: page.after } : {}),
    ...(page.before !== undefined ? { gt: page.before } : {}),
  };
  return db().userFeedback.findMany({
    where: Object.keys(id).length > 0 ? { id } : {},
    orderBy: { id: page.inverted ? 'asc' : 'desc' },
    take: page.limit,
    include: { user: { select: { username: true } } },
  });
}

/**
 * Approves feedback as a testimonial, or withdraws it. Only public feedback can be one (spec section
 * 5): asking for a private one is a 400 and changes nothing. Withdrawing always works.
 */
export async function setTestimonial(id: number, isTestimonial: boolean, locale: Locale): Promise<FeedbackWithAuthor> {
  const feedback = await db().userFeedback.findUnique({ where: { id }, select: { isPublic: true } });
  if (!feedback) throw notFound(locale);
  if (isTestimonial && !feedback.isPublic) {
    throw fieldError('isTestimonial', m.error_testimonial_not_public({}, { locale }));
  }
  return db().userFeedback.update({
    where: { id },
    data: { isTestimonial },
    include: { user: { select: { username: true } } },
  });
}
