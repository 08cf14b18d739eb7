// The admin dashboard's schema: every field here is behind the `admin` scope (401 signed out, 403
// for everyone but admins). Accounts are shown as AdminUser, a type of its own with the listing's
// columns only: User is an owned type (its fields answer to their owner alone), and an admin reads
// a directory row, not the account.
import { resolveCursorConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { parseInput } from '../../graphql/errors.ts';
import { databaseIdOf, globalIdOf } from '../../lib/ids.ts';
import { ADMIN_SEARCH_MAX, adminInputs, USAGE_DAYS } from '#shared/inputs/admin.inputs.ts';
import * as admin from './admin.service.ts';
import { CHECK_TIMEOUT_MS, CHECK_TTL_MS, type PlatformStatus, type ServiceStatus } from './platform-status.ts';
import type { RollupResult } from './usage-rollup.ts';

const AdminStatsType = builder.objectRef<admin.AdminStats>('AdminStats').implement({
  description: 'Platform totals now.',
  fields: (t) => ({
    totalUsers: t.exposeInt('totalUsers', {
      description:
        'Accounts now (one deleted since the last daily rollup, after midnight UTC, still counts until the next).',
    }),
    activeUsers: t.exposeInt('activeUsers', {
      description: `Accounts with a signed-in request in the last ${admin.ACTIVE_WINDOW_DAYS} days.`,
    }),
    totalDreams: t.exposeInt('totalDreams', {
      description: 'Dreams of all accounts now (deletions since the last daily rollup show after the next).',
    }),
    totalInterpretations: t.exposeInt('totalInterpretations', {
      description:
        'Interpretations of all kinds, AI and written by users (deletions since the last daily rollup show after the next).',
    }),
  }),
});

const ServiceName = builder.enumType('PlatformService', {
  description: 'A service Oneiro depends on, as the admin overview lists them.',
  values: {
    DATABASE: { description: 'The database (DATABASE_URL).' },
    AI: { description: 'The AI interpretations: an OpenAI-compatible model, else the built-in offline interpreter.' },
    TRANSCRIPTION: { description: 'Transcription of voice recordings (a Whisper-compatible service).' },
    EMAIL: { description: 'Outgoing mail such as verification links (SMTP or Mailgun).' },
    PAYMENTS: { description: 'Subscriptions through Stripe.' },
    STORAGE: { description: 'Where voice recordings are kept: an S3-compatible bucket, else a folder of the server.' },
  } as const,
});
const ServiceStateEnum = builder.enumType('ServiceState', {
  description: `How a service stands. The database is asked at every request; each configured outside service answers a cheap request of its API (at most ${CHECK_TIMEOUT_MS / 1000} s), checked again when the last check is older than ${CHECK_TTL_MS / 1000} s, per server instance.`,
  values: {
    REACHABLE: { description: 'It answered (the database a query, a configured service its cheap request).' },
    UNREACHABLE: { description: 'It did not answer, or refused the request: see `problem`.' },
    EMBEDDED_DEFAULT: {
      description:
        'Not configured, so a built-in stand-in works instead: the offline interpreter (AI), the development outbox, which delivers no mail (EMAIL, outside production), or a folder of the server (STORAGE).',
    },
    NOT_CONFIGURED: {
      description:
        'Not configured and without a stand-in: the feature is unavailable (TRANSCRIPTION; EMAIL in production, where nobody receives a verification link).',
    },
    OFF: { description: 'Turned off: without Stripe, billing is off and every account has the premium features.' },
  } as const,
});
const ServiceProblemEnum = builder.enumType('ServiceProblem', {
  description: 'Why a configured service did not answer its check.',
  values: {
    TIMED_OUT: { description: `No answer within ${CHECK_TIMEOUT_MS / 1000} s.` },
    REFUSED: { description: 'The connection was refused: nothing listens at that address and port.' },
    HOST_NOT_FOUND: { description: 'The host name does not resolve.' },
    CREDENTIALS_REFUSED: { description: 'It answered, but refused the key or password (HTTP 401/403, SMTP 535).' },
    ERROR_STATUS: { description: 'It answered with an error status (see `detail`).' },
    FAILED: { description: 'Another failure (see the server log).' },
  } as const,
});

const ServiceStatusType = builder.objectRef<ServiceStatus>('ServiceStatus').implement({
  description: 'One service of the platform and how it stands.',
  fields: (t) => ({
    service: t.expose('service', { type: ServiceName, description: 'Which service.' }),
    state: t.expose('state', { type: ServiceStateEnum, description: 'How it stands.' }),
    setting: t.exposeString('setting', { description: 'The environment variable(s) that configure it.' }),
    problem: t.expose('problem', {
      type: ServiceProblemEnum,
      nullable: true,
      description: 'Why it does not answer; null unless UNREACHABLE.',
    }),
    detail: t.exposeString('detail', {
      nullable: true,
      description:
        'The status or network code behind `problem` (e.g. `HTTP 503`, `SMTP 535`, `ECONNREFUSED`), when there is one.',
    }),
    checkedAt: t.expose('checkedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was checked; null for a service that is not checked (on its default, or off).',
    }),
  }),
});

const PlatformStatusType = builder.objectRef<PlatformStatus>('PlatformStatus').implement({
  description: "The platform's health for the admin overview.",
  fields: (t) => ({
    healthy: t.exposeBoolean('healthy', { description: 'The database and every configured outside service answer.' }),
    services: t.field({
      type: [ServiceStatusType],
      description: 'The database, then AI, transcription, email, payments and storage.',
      resolve: (status) => status.services,
    }),
  }),
});

type Usage = Awaited<ReturnType<typeof admin.usageRows>>[number];

const AppUsageType = builder.objectRef<Usage>('AppUsage').implement({
  description: 'One UTC day of platform statistics (the daily rollup).',
  fields: (t) => ({
    id: t.id({
      description: "The row's global id (not loadable with node(id:)).",
      resolve: (row) => globalIdOf('AppUsage', row.id),
    }),
    databaseId: t.exposeInt('id', { description: "The row's numeric id." }),
    date: t.expose('date', { type: 'DateTime', description: 'Midnight UTC of the day.' }),
    totalUsers: t.exposeInt('totalUsers', {
      description: 'Accounts created before the day ended that still existed when the row was computed.',
    }),
    activeUsers: t.exposeInt('activeUsers', { description: 'Accounts with a signed-in request that day.' }),
    newUsers: t.exposeInt('newUsers', { description: 'Accounts created that day.' }),
    totalDreams: t.exposeInt('totalDreams', {
      description: 'Dreams created before the day ended that still existed when the row was computed.',
    }),
    newDreams: t.exposeInt('newDreams', { description: 'Dreams created that day.' }),
    totalInterpretations: t.exposeInt('totalInterpretations', {
      description:
        'Interpretations (AI and written by users) dated before the day ended that still existed when the row was computed.',
    }),
    aiInterpretations: t.exposeInt('aiInterpretations', {
      description: 'AI interpretations (Jung, Rogers, CBT) dated that day.',
    }),
    userInterpretations: t.exposeInt('userInterpretations', {
      description: 'Interpretations users wrote themselves, dated that day.',
    }),
    avgDreamLength: t.exposeFloat('avgDreamLength', { description: 'Characters of text of the day’s new dreams.' }),
    avgFeedback: t.exposeFloat('avgFeedback', { description: 'Mean rating of the day’s feedback; 0 without any.' }),
    computedAt: t.expose('computedAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the row was computed; before the day ended means a partial day, computed again after midnight UTC. Null: not recorded.',
    }),
  }),
});

const AdminUserType = builder.objectRef<admin.AdminUser>('AdminUser').implement({
  description: 'An account as the admin listing shows it.',
  fields: (t) => ({
    id: t.id({
      description: "The listing row's global id (not a User id, and not loadable with node(id:)).",
      resolve: (user) => globalIdOf('AdminUser', user.id),
    }),
    databaseId: t.exposeInt('id', { description: "The account's numeric id." }),
    username: t.exposeString('username', { description: "The account's username." }),
    email: t.exposeString('email', { description: "The account's email address." }),
    role: t.exposeString('role', { description: '`user` or `admin`.' }),
    emailVerified: t.exposeBoolean('emailVerified', { description: 'Whether the current address was confirmed.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was registered.' }),
    lastLogin: t.expose('lastLogin', {
      type: 'DateTime',
      nullable: true,
      description: 'The last sign-in with the password (or the registration); null if there was none.',
    }),
    lastActiveAt: t.expose('lastActiveAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The last signed-in request, to within 5 minutes; null if there was none.',
    }),
  }),
});

const CountBucketType = builder.objectRef<admin.Bucket>('CountBucket').implement({
  description: 'A count under a label: dreams by length of text.',
  fields: (t) => ({
    label: t.exposeString('label', {
      description: `The range of characters of text (markup left out): ${admin.LENGTH_BUCKETS.join(', ')}.`,
    }),
    count: t.exposeInt('count', { description: 'Dreams in that range.' }),
  }),
});

type TagPopularity = Awaited<ReturnType<typeof admin.dreamInsights>>['topTags'][number];
const TagPopularityType = builder.objectRef<TagPopularity>('TagPopularity').implement({
  description: 'A tag across accounts (names compared in any case).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The tag (of its spellings, the first in sort order).' }),
    dreams: t.exposeInt('dreams', { description: 'Dreams in the window carrying it.' }),
    users: t.exposeInt('users', { description: 'Different accounts that used it.' }),
  }),
});

const DreamInsightsType = builder
  .objectRef<Awaited<ReturnType<typeof admin.dreamInsights>>>('DreamInsights')
  .implement({
    description: `Aggregate metadata of the dreams written in the last ${admin.INSIGHT_WINDOW_DAYS} days; never their text.`,
    fields: (t) => ({
      since: t.expose('since', { type: 'DateTime', description: "Midnight UTC of the window's first day." }),
      lengthBuckets: t.field({
        type: [CountBucketType],
        description: 'Dreams by characters of text.',
        resolve: (insights) => insights.lengthBuckets,
      }),
      topTags: t.field({
        type: [TagPopularityType],
        description: `The 10 most used tags, among those used by at least ${admin.TAG_MIN_USERS} accounts.`,
        resolve: (insights) => insights.topTags,
      }),
    }),
  });

type TypeInsight = Awaited<ReturnType<typeof admin.interpretationInsights>>['types'][number];
const InterpretationTypeInsightType = builder.objectRef<TypeInsight>('InterpretationTypeInsight').implement({
  description: 'The interpretations of one type written in the window, and how their readers rated them.',
  fields: (t) => ({
    type: t.exposeString('type', { description: '`JUNG_AI`, `ROGERS_AI`, `CBT_AI` or `USER` (written by the user).' }),
    total: t.exposeInt('total', { description: 'Interpretations of this type in the window.' }),
    up: t.exposeInt('up', { description: 'Rated thumbs up (Jung and Rogers feedback).' }),
    down: t.exposeInt('down', { description: 'Rated thumbs down (Jung and Rogers feedback).' }),
    helpful: t.exposeInt('helpful', { description: 'CBT feedback.' }),
    notHelpful: t.exposeInt('notHelpful', { description: 'CBT feedback.' }),
  }),
});

const InterpretationInsightsType = builder
  .objectRef<Awaited<ReturnType<typeof admin.interpretationInsights>>>('InterpretationInsights')
  .implement({
    description: `Interpretations written in the last ${admin.INSIGHT_WINDOW_DAYS} days by type, with their feedback; never their text.`,
    fields: (t) => ({
      since: t.expose('since', { type: 'DateTime', description: "Midnight UTC of the window's first day." }),
      types: t.field({
        type: [InterpretationTypeInsightType],
        description: 'One row per type (JUNG_AI, ROGERS_AI, CBT_AI, USER), zeros included.',
        resolve: (insights) => insights.types,
      }),
    }),
  });

const RefreshUsagePayload = builder.objectRef<RollupResult>('RefreshUsagePayload').implement({
  description: 'What a usage refresh computed.',
  fields: (t) => ({
    daysComputed: t.int({
      description: 'Days whose row was computed, today included.',
      resolve: (result) => result.computed.length,
    }),
  }),
});

builder.queryFields((t) => ({
  adminStats: t.withAuth({ admin: true }).field({
    type: AdminStatsType,
    description: "Platform totals now. An admin's signed-in session only (FORBIDDEN otherwise, and to tokens).",
    resolve: () => admin.adminStats(),
  }),
  adminPlatformStatus: t.withAuth({ admin: true }).field({
    type: PlatformStatusType,
    description: `Whether the database answers, and each configured outside service (checked at most every ${CHECK_TTL_MS / 1000} s per instance). An admin's signed-in session only.`,
    resolve: (_root, _args, context) => context.services.platformStatus.status(),
  }),
  adminUsage: t.withAuth({ admin: true }).field({
    type: [AppUsageType],
    description: "The daily rows of the last `days` days, newest first. An admin's signed-in session only.",
    args: {
      days: t.arg.int({
        defaultValue: USAGE_DAYS.default,
        description: `How many UTC days back, today included: 1 to ${USAGE_DAYS.max}.`,
      }),
    },
    resolve: (_root, args, context) => {
      const { days } = parseInput(adminInputs(context.locale).usage, {
        days: args.days ?? USAGE_DAYS.default,
      });
      return admin.usageRows(days);
    },
  }),
  adminUsers: t.withAuth({ admin: true }).connection(
    {
      type: AdminUserType,
      description: `Accounts, newest first; \`search\` matches part of a username or email (any case) or a role. Forward paging only (\`first\`, \`after\`): ${admin.USER_PAGE.default} a page by default, at most ${admin.USER_PAGE.max}. An admin's signed-in session only.`,
      args: {
        search: t.arg.string({
          description: `Part of a username or email (any case), or a role (\`admin\`, \`user\`); up to ${ADMIN_SEARCH_MAX} characters. Omitted or blank: every account.`,
        }),
      },
      resolve: async (_root, args, context) => {
        const { search } = parseInput(adminInputs(context.locale).users, { search: args.search });
        let totalCount = 0;
        const connection = await resolveCursorConnection<Promise<admin.AdminUser[]>>(
          {
            args,
            toCursor: (user: admin.AdminUser) => String(user.id),
            defaultSize: admin.USER_PAGE.default,
            maxSize: admin.USER_PAGE.max,
          },
          async ({ after, limit, inverted }) => {
            // Forward paging only (the listing scrolls down): `before`/`last` read the first page.
            const afterId = after === undefined ? undefined : databaseIdOf(after);
            const page = await admin.userPage({
              search: search ?? undefined,
              first: limit,
              afterId: afterId === -1 ? 0 : afterId,
            });
            totalCount = page.totalCount;
            return inverted ? [...page.users].reverse() : page.users;
          },
        );
        return { ...connection, totalCount };
      },
    },
    {
      name: 'AdminUserConnection',
      description: 'A page of the admin account listing.',
      edgesField: { description: 'The accounts of the page, newest first.' },
      fields: (connection) => ({
        totalCount: connection.int({
          description: 'Accounts matching `search` in all, not only on this page.',
          resolve: (parent) => (parent as unknown as { totalCount: number }).totalCount,
        }),
      }),
    },
    {
      name: 'AdminUserEdge',
      description: 'An account of the admin listing, with its cursor.',
      nodeField: { description: 'The account.' },
    },
  ),
  adminDreamInsights: t.withAuth({ admin: true }).field({
    type: DreamInsightsType,
    description: `Lengths and popular tags of the dreams of the last ${admin.INSIGHT_WINDOW_DAYS} days, never their text. An admin's signed-in session only.`,
    resolve: () => admin.dreamInsights(),
  }),
  adminInterpretationInsights: t.withAuth({ admin: true }).field({
    type: InterpretationInsightsType,
    description: `Interpretations of the last ${admin.INSIGHT_WINDOW_DAYS} days by type, with their ratings, never their text. An admin's signed-in session only.`,
    resolve: () => admin.interpretationInsights(),
  }),
}));

builder.mutationFields((t) => ({
  refreshUsage: t.withAuth({ admin: true }).field({
    type: RefreshUsagePayload,
    description:
      "Computes today's usage row so far (and any day missed), now. Today is computed again after midnight UTC.",
    resolve: (_root, _args, context) => context.services.usageRollup.run({ includeToday: true, waitForLock: true }),
  }),
}));
