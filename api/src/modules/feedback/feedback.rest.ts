import { field, fields, restObject, type Json, type RestRoute } from '../../http/rest-route.ts';
import { globalIdOf } from '../../lib/ids.ts';
import { FEEDBACK_LIMITS } from '#shared/inputs/feedback.inputs.ts';

// REST for feedback and testimonials (spec sections 3 and 7). Listings carry `user` with the username, as the spec's entity does.

const FEEDBACK_FIELDS = /* GraphQL */ `
  fragment RestFeedback on UserFeedback {
    id: databaseId
    rating
    feedbackText
    isPublic
    isTestimonial
    createdAt
    updatedAt
  }
`;

const ADMIN_FEEDBACK_FIELDS = /* GraphQL */ `
  fragment RestAdminFeedback on AdminFeedbackEntry {
    databaseId
    userId
    username
    rating
    feedbackText
    isPublic
    isTestimonial
    createdAt
    updatedAt
  }
`;

/** An admin's feedback row as the spec's entity: numeric id, userId, and `user` with the username. */
function adminFeedbackJson(entry: unknown): Json | null {
  const row = restObject(entry);
  if (!row) return null;
  const { databaseId, username, ...rest } = row;
  return { id: databaseId, ...rest, user: { username } };
}

type AdminFeedbackPage = {
  edges: { node: Json }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};
const adminFeedbackPage = (data: Json) => data.adminFeedback as AdminFeedbackPage;

const adminFeedbackGlobalId = (id: string | undefined) => globalIdOf('AdminFeedbackEntry', id ?? '');

export const feedbackRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/feedback',
    document: `mutation RestSubmitFeedback($input: SubmitFeedbackInput!) {
      submitFeedback(input: $input) { feedback { ...RestFeedback } }
    } ${FEEDBACK_FIELDS}`,
    variables: ({ body }) => ({ input: fields(body, ['rating', 'feedbackText', 'isPublic']) }),
    respond: (data) => restObject(field(data, 'submitFeedback').feedback),
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/feedback',
    document: `query RestOwnFeedback { me { feedback { ...RestFeedback } } } ${FEEDBACK_FIELDS}`,
    respond: (data) => (data.me as { feedback: unknown[] } | null)?.feedback ?? null,
    nullStatus: 401,
  },
  {
    method: 'GET',
    path: '/api/testimonials',
    document: `query RestTestimonials { testimonials { username rating feedbackText createdAt } }`,
    // Only the author's username: no id of the user or of the feedback.
    respond: (data) =>
      (data.testimonials as { username: string }[]).map(({ username, ...testimonial }) => ({
        ...testimonial,
        user: { username },
      })),
  },
  {
    method: 'GET',
    path: '/api/admin/feedback',
    // Every entry, newest first, read in pages so no single query is unbounded.
    document: `query RestAdminFeedback($first: Int!, $after: String) {
      adminFeedback(first: $first, after: $after) { edges { node { ...RestAdminFeedback } } pageInfo { hasNextPage endCursor } }
    } ${ADMIN_FEEDBACK_FIELDS}`,
    variables: () => ({ first: FEEDBACK_LIMITS.adminPageMax }),
    respond: (data) => adminFeedbackPage(data).edges.map((edge) => adminFeedbackJson(edge.node)),
    nextPage: (data) => {
      const { pageInfo } = adminFeedbackPage(data);
      return pageInfo.hasNextPage ? { after: pageInfo.endCursor } : null;
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/feedback/:id/testimonial',
    document: `mutation RestSetTestimonial($id: ID!, $isTestimonial: Boolean!) {
      setTestimonial(id: $id, isTestimonial: $isTestimonial) { feedback { ...RestAdminFeedback } }
    } ${ADMIN_FEEDBACK_FIELDS}`,
    variables: ({ params, body }) => ({ id: adminFeedbackGlobalId(params.id), ...fields(body, ['isTestimonial']) }),
    respond: (data) => adminFeedbackJson(field(data, 'setTestimonial').feedback),
    intParams: ['id'],
  },
];
