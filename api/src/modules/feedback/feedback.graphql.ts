// Feedback in GraphQL: the UserFeedback node (its author's alone, graphql/owned-types.ts) with
// `feedback` on `me` and `submitFeedback`; the public `testimonials`; and, behind the admin scope,
// `adminFeedback` and `setTestimonial`.
//
// Testimonials and the admin list are projections of the same rows with types of their own
// (Testimonial, AdminFeedbackEntry), not the owned UserFeedback: an anonymous visitor or an admin is
// not the owner, and the owner guard rightly refuses them every UserFeedback field. A testimonial
// carries the username, rating, text and date only: no id of the user or of the row.
import { resolveCursorConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { parseInput } from '../../graphql/errors.ts';
import { ownerAuthScopes } from '../../graphql/owned-types.ts';
import { databaseIdOf, globalIdOf, idOf } from '../../lib/ids.ts';
import { UserType } from '../auth/auth.graphql.ts';
import { FEEDBACK_LIMITS, feedbackInputs } from '#shared/inputs/feedback.inputs.ts';
import * as feedback from './feedback.service.ts';

export const UserFeedbackNode = builder.prismaNode('UserFeedback', {
  id: { field: 'id' },
  nullable: true,
  // Visible to its author alone, whatever path leads to it (graphql/owned-types.ts).
  ...ownerAuthScopes('UserFeedback'),
  findUnique: (id, context) => ({ id: databaseIdOf(id), AND: [{ userId: context.viewer?.id ?? -1 }] }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    rating: t.exposeInt('rating', { description: '1 to 5.' }),
    feedbackText: t.exposeString('feedbackText', { nullable: true }),
    isPublic: t.exposeBoolean('isPublic', { description: 'The author agreed to it being shown publicly.' }),
    isTestimonial: t.exposeBoolean('isTestimonial', {
      description: 'An admin approved it: it is shown on the welcome page.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(UserType, (t) => ({
  feedback: t.field({
    type: [UserFeedbackNode],
    description: 'The feedback this user has sent, newest first.',
    resolve: (user) => feedback.feedbackOf(user.id),
  }),
}));

const SubmitFeedbackInput = builder.inputType('SubmitFeedbackInput', {
  fields: (t) => ({
    rating: t.int({ description: '1 to 5; 5 when left out.' }),
    feedbackText: t.string({ description: `Optional, at most ${FEEDBACK_LIMITS.textMax} characters.` }),
    isPublic: t.boolean({ description: 'May it be shown as a testimonial? False when left out.' }),
  }),
});

const SubmitFeedbackPayload = builder.objectRef<{ feedback: feedback.Feedback }>('SubmitFeedbackPayload').implement({
  fields: (t) => ({ feedback: t.field({ type: UserFeedbackNode, resolve: (payload) => payload.feedback }) }),
});

builder.mutationField('submitFeedback', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SubmitFeedbackPayload,
    args: { input: t.arg({ type: SubmitFeedbackInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const fields = parseInput(feedbackInputs(context.locale).submitFeedback, input);
      return { feedback: await feedback.submitFeedback(context.viewer.id, fields, context.locale) };
    },
  }),
);

// --- Testimonials: public.

const TestimonialType = builder.objectRef<feedback.FeedbackWithAuthor>('Testimonial').implement({
  description: 'Public feedback an admin approved, as anyone may see it.',
  fields: (t) => ({
    username: t.string({ resolve: (row) => row.user.username }),
    rating: t.exposeInt('rating'),
    feedbackText: t.exposeString('feedbackText', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('testimonials', (t) =>
  t.field({
    type: [TestimonialType],
    description: 'Approved public feedback, newest first. Open to anyone.',
    args: { first: t.arg.int({ defaultValue: FEEDBACK_LIMITS.testimonialsDefault }) },
    resolve: (_root, { first }) =>
      feedback.testimonials(
        Math.min(Math.max(first ?? FEEDBACK_LIMITS.testimonialsDefault, 1), FEEDBACK_LIMITS.testimonialsMax),
      ),
  }),
);

// --- The admin's list and switch.

/** The database id inside an AdminFeedbackEntry global id; -1 (matches nothing) for anything else. */
const adminFeedbackIdOf = (globalId: string) => idOf('AdminFeedbackEntry', globalId);

export const AdminFeedbackEntryType = builder.objectRef<feedback.FeedbackWithAuthor>('AdminFeedbackEntry').implement({
  description: "Any user's feedback as an admin sees it.",
  // Reached only through admin fields; the type says so too, so no other path can ever show it.
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.id({ resolve: (row) => globalIdOf('AdminFeedbackEntry', row.id) }),
    databaseId: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    username: t.string({ resolve: (row) => row.user.username }),
    rating: t.exposeInt('rating'),
    feedbackText: t.exposeString('feedbackText', { nullable: true }),
    isPublic: t.exposeBoolean('isPublic'),
    isTestimonial: t.exposeBoolean('isTestimonial'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const cursorId = (cursor: string) => databaseIdOf(cursor);

builder.queryField('adminFeedback', (t) =>
  t.withAuth({ admin: true }).connection(
    {
      type: AdminFeedbackEntryType,
      description: "Every user's feedback, newest first.",
      resolve: (_root, args) =>
        resolveCursorConnection<Promise<feedback.FeedbackWithAuthor[]>>(
          {
            args,
            toCursor: (row: feedback.FeedbackWithAuthor) => String(row.id),
            defaultSize: FEEDBACK_LIMITS.adminPageDefault,
            maxSize: FEEDBACK_LIMITS.adminPageMax,
          },
          ({ after, before, limit, inverted }) =>
            feedback.listAllFeedback({
              after: after ? cursorId(after) : undefined,
              before: before ? cursorId(before) : undefined,
              limit,
              inverted,
            }),
        ),
    },
    {
      name: 'AdminFeedbackConnection',
      fields: (t) => ({ totalCount: t.int({ resolve: () => feedback.countFeedback() }) }),
    },
    { name: 'AdminFeedbackEdge' },
  ),
);

const SetTestimonialPayload = builder
  .objectRef<{ feedback: feedback.FeedbackWithAuthor }>('SetTestimonialPayload')
  .implement({
    fields: (t) => ({ feedback: t.field({ type: AdminFeedbackEntryType, resolve: (payload) => payload.feedback }) }),
  });

builder.mutationField('setTestimonial', (t) =>
  t.withAuth({ admin: true }).field({
    type: SetTestimonialPayload,
    description: 'Shows public feedback as a testimonial, or stops showing it. Private feedback cannot be one.',
    args: {
      id: t.arg.id({ required: true, description: 'An AdminFeedbackEntry id.' }),
      isTestimonial: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, { id, isTestimonial }, context) => ({
      feedback: await feedback.setTestimonial(adminFeedbackIdOf(String(id)), isTestimonial, context.locale),
    }),
  }),
);
