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
  description:
    'Feedback about Oneiro that the signed-in user sent: a rating and an optional text. Visible to its author alone.',
  id: { field: 'id', description: "The feedback's Relay global id." },
  nullable: true,
  // Visible to its author alone, whatever path leads to it (graphql/owned-types.ts).
  ...ownerAuthScopes('UserFeedback'),
  findUnique: (id, context) => ({ id: databaseIdOf(id), AND: [{ userId: context.viewer?.id ?? -1 }] }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    rating: t.exposeInt('rating', { description: '1 to 5.' }),
    feedbackText: t.exposeString('feedbackText', {
      nullable: true,
      description: 'What the author wrote, trimmed; null when they wrote nothing.',
    }),
    isPublic: t.exposeBoolean('isPublic', { description: 'The author agreed to it being shown publicly.' }),
    isTestimonial: t.exposeBoolean('isTestimonial', {
      description: 'An admin approved it: it is shown on the welcome page.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When it last changed (an admin approving or withdrawing it as a testimonial).',
    }),
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
  description: 'Feedback about Oneiro: a rating, and optionally a text and permission to show it publicly.',
  fields: (t) => ({
    rating: t.int({ description: '1 to 5; 5 when left out.' }),
    feedbackText: t.string({ description: `Optional, at most ${FEEDBACK_LIMITS.textMax} characters.` }),
    isPublic: t.boolean({ description: 'May it be shown as a testimonial? False when left out.' }),
  }),
});

const SubmitFeedbackPayload = builder.objectRef<{ feedback: feedback.Feedback }>('SubmitFeedbackPayload').implement({
  description: 'What submitFeedback returns.',
  fields: (t) => ({
    feedback: t.field({
      type: UserFeedbackNode,
      description: 'The feedback as stored.',
      resolve: (payload) => payload.feedback,
    }),
  }),
});

builder.mutationField('submitFeedback', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SubmitFeedbackPayload,
    description: `Sends feedback about Oneiro as the signed-in user, at most ${FEEDBACK_LIMITS.perUserPerHour} an hour (RATE_LIMITED). Needs a signed-in session: personal access tokens are refused (FORBIDDEN).`,
    args: {
      input: t.arg({
        type: SubmitFeedbackInput,
        required: true,
        description: 'The rating, the text, and whether it may be shown publicly.',
      }),
    },
    resolve: async (_root, { input }, context) => {
      const fields = parseInput(feedbackInputs(context.locale).submitFeedback, input);
      return {
        feedback: await feedback.submitFeedback(context.viewer.id, fields, context.locale, context.services.limits),
      };
    },
  }),
);

// --- Testimonials: public.

const TestimonialType = builder.objectRef<feedback.FeedbackWithAuthor>('Testimonial').implement({
  description: 'Public feedback an admin approved, as anyone may see it.',
  fields: (t) => ({
    username: t.string({ description: "The author's username.", resolve: (row) => row.user.username }),
    rating: t.exposeInt('rating', { description: '1 to 5.' }),
    feedbackText: t.exposeString('feedbackText', {
      nullable: true,
      description: 'What the author wrote; null when they wrote nothing.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
  }),
});

builder.queryField('testimonials', (t) =>
  t.field({
    type: [TestimonialType],
    description: 'Approved public feedback, newest first. Open to anyone.',
    args: {
      first: t.arg.int({
        defaultValue: FEEDBACK_LIMITS.testimonialsDefault,
        description: `How many, 1 to ${FEEDBACK_LIMITS.testimonialsMax}; other values are clamped to that range.`,
      }),
    },
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
    id: t.id({
      description: "The entry's Relay global id, as setTestimonial takes it.",
      resolve: (row) => globalIdOf('AdminFeedbackEntry', row.id),
    }),
    databaseId: t.exposeInt('id', { description: "The feedback's numeric id." }),
    userId: t.exposeInt('userId', { description: "The author's numeric user id." }),
    username: t.string({ description: "The author's username.", resolve: (row) => row.user.username }),
    rating: t.exposeInt('rating', { description: '1 to 5.' }),
    feedbackText: t.exposeString('feedbackText', {
      nullable: true,
      description: 'What the author wrote; null when they wrote nothing.',
    }),
    isPublic: t.exposeBoolean('isPublic', {
      description: 'The author agreed to it being shown publicly; only then can it be a testimonial.',
    }),
    isTestimonial: t.exposeBoolean('isTestimonial', {
      description: 'An admin approved it: it is shown on the welcome page (testimonials).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When it last changed (approved or withdrawn as a testimonial).',
    }),
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
      description: "A page of every user's feedback, newest first.",
      edgesField: { description: 'The feedback of this page, newest first.' },
      fields: (t) => ({
        totalCount: t.int({
          description: 'How much feedback there is in all, from every user (not only this page).',
          resolve: () => feedback.countFeedback(),
        }),
      }),
    },
    {
      name: 'AdminFeedbackEdge',
      description: 'A feedback entry in a page of the admin list, with the cursor to page on from it.',
      nodeField: { description: 'The feedback entry at this position of the list.' },
    },
  ),
);

const SetTestimonialPayload = builder
  .objectRef<{ feedback: feedback.FeedbackWithAuthor }>('SetTestimonialPayload')
  .implement({
    description: 'What setTestimonial returns.',
    fields: (t) => ({
      feedback: t.field({
        type: AdminFeedbackEntryType,
        description: 'The feedback entry after the change.',
        resolve: (payload) => payload.feedback,
      }),
    }),
  });

builder.mutationField('setTestimonial', (t) =>
  t.withAuth({ admin: true }).field({
    type: SetTestimonialPayload,
    description: 'Shows public feedback as a testimonial, or stops showing it. Private feedback cannot be one.',
    args: {
      id: t.arg.id({ required: true, description: 'An AdminFeedbackEntry id.' }),
      isTestimonial: t.arg.boolean({
        required: true,
        description:
          'True to show it on the welcome page (public feedback only: BAD_USER_INPUT otherwise), false to stop showing it.',
      }),
    },
    resolve: async (_root, { id, isTestimonial }, context) => ({
      feedback: await feedback.setTestimonial(adminFeedbackIdOf(String(id)), isTestimonial, context.locale),
    }),
  }),
);
