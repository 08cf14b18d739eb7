// The REST API of the spec as a table: each row runs one GraphQL operation, so REST and GraphQL
// share every rule (validation, authorization, errors). A row says how to build the variables from
// the request and how to shape the spec's JSON from the result.
import { fieldError } from '../graphql/errors.ts';
import { globalIdOf } from '../lib/ids.ts';
import { messages as m, type Locale } from '../i18n/locale.ts';
import { audioRestRoutes } from '../modules/audio/audio.rest.ts';
import { DREAM_LIMITS } from '../modules/dreams/dreams.inputs.ts';
import { FEEDBACK_LIMITS } from '../modules/feedback/feedback.inputs.ts';

/** The user JSON of the REST API. Never the password hash, tokens or payment ids. */
const USER_FIELDS = /* GraphQL */ `
  fragment RestUser on User {
    id: databaseId
    username
    email
    fullName
    profilePicture
    role
    emailVerified
    preferredLanguage
    createdAt
    lastLogin
    subscriptionStatus
    trialEndsAt
    subscriptionEndsAt
    grandfathered
  }
`;

type Json = Record<string, unknown>;

export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** For the messages of errors a route raises itself. */
  locale: Locale;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:name` segments, e.g. /api/dreams/:id */
  path: string;
  document: string;
  variables?: (request: RestRequest) => Json;
  /** The response body from the operation's data. Returning null answers with `nullStatus`. */
  respond: (data: Json) => unknown;
  status?: number;
  /** What a null result means: signed out (401) or missing/foreign (404). */
  nullStatus?: 401 | 404;
  /** Path parameters that are positive 32-bit integers (database ids); anything else is a 404. */
  intParams?: string[];
  /**
   * A paged read: the variables of the next page (e.g. `{ after: endCursor }`), or null after the
   * last. The pages' `respond` arrays are concatenated into one response.
   */
  nextPage?: (data: Json) => Json | null;
  /** GraphQL field names as the REST request names them, for fieldErrors (e.g. query -> q). */
  fieldAliases?: Record<string, string>;
}

/**
 * A GraphQL object as the REST body: the fragments above already name the numeric `databaseId` as
 * `id` (an alias), so an object is sent as executed; a missing one is null.
 */
function restObject(object: unknown): Json | null {
  return object && typeof object === 'object' ? (object as Json) : null;
}

/** The fields of a JSON object body (anything else gives none, and validation reports what is missing). */
function fields(body: unknown, names: string[]): Json {
  const source = body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : {};
  return Object.fromEntries(names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]));
}

function field<T extends Json>(data: Json, name: string): T {
  return data[name] as T;
}

// --- Dreams. Ids in REST are the numeric database ids (as in the web's /dreams/{id} URLs).

/** GET /api/dreams: the spec's list item. */
const DREAM_LIST_FIELDS = /* GraphQL */ `
  fragment RestDreamListItem on DreamEntry {
    id: databaseId
    title
    content
    date
    tags
    hasAudio
  }
`;

/** GET /api/dreams/search: the spec's search result. */
const DREAM_SEARCH_FIELDS = /* GraphQL */ `
  fragment RestDreamSearchItem on DreamEntry {
    id: databaseId
    title
    date
    content
    tags
  }
`;

/** One dream (GET, POST, PUT): the entity's fields. */
const DREAM_FIELDS = /* GraphQL */ `
  fragment RestDream on DreamEntry {
    id: databaseId
    title
    content
    date
    tags
    hasAudio
    audioUrl
    audioDuration
    language
    isFavorite
    createdAt
    updatedAt
  }
`;

/** Dreams per page when GET /api/dreams reads the whole journal (the connection's largest page). */
const REST_DREAM_PAGE = DREAM_LIMITS.pageMax;

const dreamGlobalId = (id: string | undefined) => globalIdOf('DreamEntry', id ?? '');
const interpretationGlobalId = (id: string | undefined) => globalIdOf('Interpretation', id ?? '');
const adminFeedbackGlobalId = (id: string | undefined) => globalIdOf('AdminFeedbackEntry', id ?? '');

// --- Interpretations. The spec's list item is id, type, content, feedback; CBT's helpful and text and
// the date come along.

const INTERPRETATION_FIELDS = /* GraphQL */ `
  fragment RestInterpretation on Interpretation {
    id: databaseId
    type
    content
    feedback
    helpful
    feedbackText
    date
  }
`;

/**
 * PUT /api/interpretations/{id}/feedback carries three requests on one path (spec section 7):
 * `content` updates your own interpretation; `helpful` (+ `feedback` as its text) is CBT feedback;
 * otherwise `feedback` is UP, DOWN or null. @include picks the one mutation that runs.
 */
function feedbackVariables(body: unknown): Json {
  const sent = fields(body, ['content', 'helpful', 'feedback', 'feedbackText']);
  if ('content' in sent) return { isContent: true, content: sent.content, input: {} };
  const input =
    'helpful' in sent
      ? { helpful: sent.helpful, feedbackText: sent.feedbackText ?? sent.feedback ?? null }
      : 'feedback' in sent
        ? { feedback: sent.feedback }
        : {};
  return { isContent: false, content: '', input };
}

// --- Feedback (spec sections 3 and 7). Listings carry `user` with the username, as the spec's entity does.

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

// --- Admin (behind the admin scope in GraphQL: 401 signed out, 403 for non-admins).

const ADMIN_USER_FIELDS = /* GraphQL */ `
  fragment RestAdminUser on AdminUser {
    id: databaseId
    username
    email
    role
    emailVerified
    createdAt
    lastLogin
    lastActiveAt
  }
`;

const ADMIN_USAGE_FIELDS = /* GraphQL */ `
  fragment RestAppUsage on AppUsage {
    id: databaseId
    date
    totalUsers
    activeUsers
    newUsers
    totalDreams
    newDreams
    totalInterpretations
    aiInterpretations
    userInterpretations
    avgDreamLength
    avgFeedback
  }
`;

/** A positive integer query parameter, or undefined (GraphQL's default) when absent or not one. */
function intQuery(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

type DreamPage = { edges: { node: Json }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
const dreamsPage = (data: Json) => (data.me as { dreams: DreamPage } | null)?.dreams;

export const restRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/user',
    document: `query RestCurrentUser { me { ...RestUser } } ${USER_FIELDS}`,
    respond: (data) => restObject(data.me),
    nullStatus: 401,
  },
  {
    method: 'POST',
    path: '/api/login',
    document: `mutation RestLogin($input: LoginInput!) { login(input: $input) { user { ...RestUser } } } ${USER_FIELDS}`,
    variables: ({ body }) => ({ input: { username: '', password: '', ...fields(body, ['username', 'password']) } }),
    respond: (data) => restObject(field(data, 'login').user),
  },
  {
    method: 'POST',
    path: '/api/register',
    document: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { user { ...RestUser } } } ${USER_FIELDS}`,
    variables: ({ body }) => ({
      input: {
        username: '',
        email: '',
        password: '',
        ...fields(body, [
          'username',
          'email',
          'password',
          'confirmPassword',
          'fullName',
          'preferredLanguage',
          'subscriptionId',
        ]),
      },
    }),
    respond: (data) => restObject(field(data, 'register').user),
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/logout',
    document: `mutation RestLogout { logout { success } }`,
    respond: (data) => field(data, 'logout'),
  },
  {
    method: 'PUT',
    path: '/api/user/language',
    document: `mutation RestSetLanguage($language: Language!) { setLanguage(language: $language) { ...RestUser } } ${USER_FIELDS}`,
    variables: ({ body }) => ({ language: fields(body, ['language']).language ?? null }),
    respond: (data) => restObject(data.setLanguage),
  },
  {
    method: 'PUT',
    path: '/api/user/password',
    document: `mutation RestChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`,
    variables: ({ body }) => ({
      input: {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
        ...fields(body, ['currentPassword', 'newPassword', 'confirmPassword']),
      },
    }),
    respond: (data) => field(data, 'changePassword'),
  },
  {
    method: 'PUT',
    path: '/api/user/profile',
    document: `mutation RestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ...RestUser } } ${USER_FIELDS}`,
    variables: ({ body }) => ({
      input: { username: '', email: '', ...fields(body, ['username', 'email', 'fullName']) },
    }),
    respond: (data) => restObject(data.updateProfile),
  },
  {
    method: 'DELETE',
    path: '/api/user/account',
    document: `mutation RestDeleteAccount { deleteAccount { success } }`,
    respond: (data) => field(data, 'deleteAccount'),
  },
  {
    method: 'GET',
    path: '/api/verify-email/:token',
    // A GET that changes state because the spec's link is one; the token itself is the authority.
    document: `mutation RestVerifyEmail($token: String!) { verifyEmail(token: $token) { success message } }`,
    variables: ({ params }) => ({ token: params.token ?? '' }),
    respond: (data) => field(data, 'verifyEmail'),
  },
  {
    method: 'POST',
    path: '/api/resend-verification',
    document: `mutation RestResendVerification { resendVerificationEmail { message } }`,
    respond: (data) => field(data, 'resendVerificationEmail'),
  },
  {
    method: 'GET',
    path: '/api/user/export',
    // The document travels as a string in GraphQL (it has no JSON type) and as JSON here.
    document: `query RestExport { me { journalExport } }`,
    respond: (data) => {
      const me = data.me as { journalExport: string } | null;
      return me ? (JSON.parse(me.journalExport) as unknown) : null;
    },
    nullStatus: 401,
  },
  {
    method: 'POST',
    path: '/api/user/import',
    // The body is the JSON export itself; GraphQL takes it as a string.
    document: `mutation RestImport($document: String!) { importJournal(document: $document) { dreamsAdded dreamsSkipped interpretationsAdded } }`,
    variables: ({ body }) => ({ document: JSON.stringify(body ?? null) }),
    respond: (data) => field(data, 'importJournal'),
  },
  {
    method: 'GET',
    path: '/api/dreams',
    // Every dream of the user, newest first, read in pages so no single query is unbounded.
    document: `query RestDreams($first: Int!, $after: String) {
      me { dreams(first: $first, after: $after) { edges { node { ...RestDreamListItem } } pageInfo { hasNextPage endCursor } } }
    } ${DREAM_LIST_FIELDS}`,
    variables: () => ({ first: REST_DREAM_PAGE }),
    respond: (data) => dreamsPage(data)?.edges.map((edge) => edge.node) ?? null,
    nextPage: (data) => {
      const pageInfo = dreamsPage(data)?.pageInfo;
      return pageInfo?.hasNextPage ? { after: pageInfo.endCursor } : null;
    },
    nullStatus: 401,
  },
  {
    method: 'GET',
    path: '/api/dreams/search',
    document: `query RestSearchDreams($query: String!, $timeZone: String) {
      search(query: $query, filter: ALL, timeZone: $timeZone) { ...RestDreamSearchItem }
    } ${DREAM_SEARCH_FIELDS}`,
    variables: ({ query }) => ({ query: query.get('q') ?? '', timeZone: query.get('timeZone') }),
    respond: (data) => data.search,
    fieldAliases: { query: 'q' },
  },
  {
    method: 'GET',
    path: '/api/dreams/:id',
    document: `query RestDream($id: Int!) { dream(databaseId: $id) { ...RestDream } } ${DREAM_FIELDS}`,
    variables: ({ params }) => ({ id: Number(params.id) }),
    respond: (data) => restObject(data.dream),
    intParams: ['id'],
  },
  {
    method: 'POST',
    path: '/api/dreams',
    document: `mutation RestCreateDream($input: CreateDreamInput!) { createDream(input: $input) { dream { ...RestDream } } } ${DREAM_FIELDS}`,
    variables: ({ body }) => ({
      input: fields(body, ['title', 'content', 'tags', 'date', 'audioUrl', 'audioDuration', 'hasAudio', 'language']),
    }),
    respond: (data) => restObject(field(data, 'createDream').dream),
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/dreams/:id',
    document: `mutation RestUpdateDream($id: ID!, $input: UpdateDreamInput!) {
      updateDream(id: $id, input: $input) { dream { ...RestDream } }
    } ${DREAM_FIELDS}`,
    variables: ({ params, body }) => ({
      id: dreamGlobalId(params.id),
      input: fields(body, ['title', 'content', 'tags', 'date']),
    }),
    respond: (data) => restObject(field(data, 'updateDream').dream),
    intParams: ['id'],
  },
  {
    method: 'DELETE',
    path: '/api/dreams/:id',
    // 200 with a body rather than 204: every REST answer here is JSON, and the spec's client parses it.
    document: `mutation RestDeleteDream($id: ID!) { deleteDream(id: $id) { deletedDatabaseId } }`,
    variables: ({ params }) => ({ id: dreamGlobalId(params.id) }),
    respond: (data) => ({
      success: true,
      id: field<{ deletedDatabaseId: number }>(data, 'deleteDream').deletedDatabaseId,
    }),
    intParams: ['id'],
  },
  {
    method: 'GET',
    path: '/api/dreams/:id/interpretations',
    document: `query RestInterpretations($id: Int!) {
      dream(databaseId: $id) { interpretations { ...RestInterpretation } }
    } ${INTERPRETATION_FIELDS}`,
    variables: ({ params }) => ({ id: Number(params.id) }),
    respond: (data) => (data.dream as { interpretations: unknown[] } | null)?.interpretations ?? null,
    intParams: ['id'],
  },
  {
    method: 'POST',
    path: '/api/dreams/:id/ai-interpretation',
    // The spec's client has no streaming: this waits for the whole text. Posting again regenerates
    // (the web client asks for confirmation first). An empty body means Jung.
    document: `mutation RestGenerateInterpretation($id: ID!, $type: AiInterpretationType!) {
      generateInterpretation(dreamId: $id, type: $type, replace: true, waitForCompletion: true) {
        interpretation { ...RestInterpretation }
      }
    } ${INTERPRETATION_FIELDS}`,
    variables: ({ params, body }) => ({ id: dreamGlobalId(params.id), type: fields(body, ['type']).type ?? 'JUNG_AI' }),
    respond: (data) => restObject(field(data, 'generateInterpretation').interpretation),
    status: 201,
    intParams: ['id'],
  },
  {
    method: 'POST',
    path: '/api/dreams/:id/interpretations',
    document: `mutation RestSaveOwnInterpretation($id: ID!, $content: String!) {
      saveOwnInterpretation(dreamId: $id, content: $content) { interpretation { ...RestInterpretation } }
    } ${INTERPRETATION_FIELDS}`,
    variables: ({ params, body, locale }) => {
      const sent = fields(body, ['type', 'content']);
      // Only your own interpretation is written through this path; the AI ones are generated.
      if (sent.type !== undefined && sent.type !== 'USER') {
        throw fieldError('type', m.validation_interpretation_type_user({}, { locale }));
      }
      return { id: dreamGlobalId(params.id), content: sent.content ?? '' };
    },
    respond: (data) => restObject(field(data, 'saveOwnInterpretation').interpretation),
    status: 201,
    intParams: ['id'],
  },
  {
    method: 'PUT',
    path: '/api/interpretations/:id/feedback',
    document: `mutation RestInterpretationFeedback($id: ID!, $isContent: Boolean!, $content: String!, $input: InterpretationFeedbackInput!) {
      updateOwnInterpretation(id: $id, content: $content) @include(if: $isContent) { interpretation { ...RestInterpretation } }
      setInterpretationFeedback(id: $id, input: $input) @skip(if: $isContent) { interpretation { ...RestInterpretation } }
    } ${INTERPRETATION_FIELDS}`,
    variables: ({ params, body }) => ({ id: interpretationGlobalId(params.id), ...feedbackVariables(body) }),
    respond: (data) =>
      restObject(
        ((data.updateOwnInterpretation ?? data.setInterpretationFeedback) as { interpretation: unknown })
          .interpretation,
      ),
    intParams: ['id'],
  },
  {
    method: 'GET',
    path: '/api/subscription-status',
    document: `query RestSubscriptionStatus {
      me {
        hasAccess grandfathered subscriptionStatus trialEndsAt subscriptionEndsAt
        stripeSubscription { id status trialEnd currentPeriodEnd cancelAtPeriodEnd }
      }
    }`,
    respond: (data) => {
      const me = data.me as (Json & { stripeSubscription: Json | null }) | null;
      if (!me) return null;
      const subscription = me.stripeSubscription;
      return {
        ...me,
        // Stripe's own field names, as the spec's clients read them (times in Unix seconds).
        stripeSubscription: subscription && {
          id: subscription.id,
          status: subscription.status,
          trial_end: subscription.trialEnd,
          current_period_end: subscription.currentPeriodEnd,
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
        },
      };
    },
    nullStatus: 401,
  },
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
  {
    method: 'POST',
    path: '/api/create-subscription',
    document: `mutation RestCreateSubscription($input: StartSubscriptionInput) {
      createSubscription(input: $input) { clientSecret intentType subscriptionId alreadyActive }
    }`,
    variables: ({ body }) => ({ input: fields(body, ['email', 'username']) }),
    respond: (data) => field(data, 'createSubscription'),
  },
  {
    method: 'POST',
    path: '/api/cancel-subscription',
    document: `mutation RestCancelSubscription { cancelSubscription { ...RestUser } } ${USER_FIELDS}`,
    respond: (data) => restObject(field(data, 'cancelSubscription')),
  },
  {
    method: 'GET',
    path: '/api/billing/config',
    document: `query RestBillingConfig { billingConfig { enabled publishableKey } }`,
    respond: (data) => field(data, 'billingConfig'),
  },
  {
    method: 'GET',
    path: '/api/admin/stats',
    document: `query RestAdminStats { adminStats { totalUsers activeUsers totalDreams totalInterpretations } }`,
    respond: (data) => data.adminStats,
  },
  {
    method: 'GET',
    path: '/api/admin/usage',
    // ?days=N (default 30, at most 366): the daily rows, newest first.
    document: `query RestAdminUsage($days: Int) { adminUsage(days: $days) { ...RestAppUsage } } ${ADMIN_USAGE_FIELDS}`,
    variables: ({ query }) => ({ days: intQuery(query, 'days') }),
    respond: (data) => data.adminUsage,
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    // One page, newest first: ?search= (username, email or role), ?limit= (default 50, at most 200),
    // ?after=<id of the last user of the previous page>. The total is in /api/admin/stats.
    document: `query RestAdminUsers($search: String, $first: Int, $after: String) {
      adminUsers(search: $search, first: $first, after: $after) { edges { node { ...RestAdminUser } } }
    } ${ADMIN_USER_FIELDS}`,
    variables: ({ query }) => ({
      search: query.get('search') ?? query.get('q'),
      first: intQuery(query, 'limit'),
      after: query.get('after'),
    }),
    respond: (data) => (data.adminUsers as { edges: { node: Json }[] }).edges.map((edge) => edge.node),
    fieldAliases: { first: 'limit' },
  },
  ...audioRestRoutes,
];
