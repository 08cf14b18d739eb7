// The admin dashboard's schema: every field here is behind the `admin` scope (401 signed out, 403
// for everyone but admins). Accounts are shown as AdminUser, a type of its own with the listing's
// columns only: User is an owned type (its fields answer to their owner alone), and an admin reads
// a directory row, not the account.
import { resolveCursorConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { parseInput } from '../../graphql/errors.ts';
import { databaseIdOf, globalIdOf } from '../../lib/ids.ts';
import { adminInputs, USAGE_DAYS } from '#shared/inputs/admin.inputs.ts';
import * as admin from './admin.service.ts';
import { platformStatus, type PlatformStatus, type ServiceStatus } from './platform-status.ts';
import type { RollupResult } from './usage-rollup.ts';

const AdminStatsType = builder.objectRef<admin.AdminStats>('AdminStats').implement({
  description: 'Platform totals now.',
  fields: (t) => ({
    totalUsers: t.exposeInt('totalUsers'),
    activeUsers: t.exposeInt('activeUsers', {
      description: `Accounts with a signed-in request in the last ${admin.ACTIVE_WINDOW_DAYS} days.`,
    }),
    totalDreams: t.exposeInt('totalDreams'),
    totalInterpretations: t.exposeInt('totalInterpretations'),
  }),
});

const ServiceName = builder.enumType('PlatformService', {
  values: ['DATABASE', 'AI', 'TRANSCRIPTION', 'EMAIL', 'PAYMENTS'] as const,
});
const ServiceStateEnum = builder.enumType('ServiceState', {
  values: ['REACHABLE', 'UNREACHABLE', 'CONFIGURED', 'EMBEDDED_DEFAULT', 'NOT_CONFIGURED', 'OFF'] as const,
});

const ServiceStatusType = builder.objectRef<ServiceStatus>('ServiceStatus').implement({
  fields: (t) => ({
    service: t.expose('service', { type: ServiceName }),
    state: t.expose('state', { type: ServiceStateEnum }),
    setting: t.exposeString('setting', { description: 'The environment variable(s) that configure it.' }),
  }),
});

const PlatformStatusType = builder.objectRef<PlatformStatus>('PlatformStatus').implement({
  fields: (t) => ({
    healthy: t.exposeBoolean('healthy', { description: 'The database answers.' }),
    services: t.field({ type: [ServiceStatusType], resolve: (status) => status.services }),
  }),
});

type Usage = Awaited<ReturnType<typeof admin.usageRows>>[number];

const AppUsageType = builder.objectRef<Usage>('AppUsage').implement({
  description: 'One UTC day of platform statistics (the daily rollup).',
  fields: (t) => ({
    id: t.id({ resolve: (row) => globalIdOf('AppUsage', row.id) }),
    databaseId: t.exposeInt('id'),
    date: t.expose('date', { type: 'DateTime', description: 'Midnight UTC of the day.' }),
    totalUsers: t.exposeInt('totalUsers'),
    activeUsers: t.exposeInt('activeUsers', { description: 'Accounts with a signed-in request that day.' }),
    newUsers: t.exposeInt('newUsers'),
    totalDreams: t.exposeInt('totalDreams'),
    newDreams: t.exposeInt('newDreams'),
    totalInterpretations: t.exposeInt('totalInterpretations'),
    aiInterpretations: t.exposeInt('aiInterpretations'),
    userInterpretations: t.exposeInt('userInterpretations'),
    avgDreamLength: t.exposeFloat('avgDreamLength', { description: 'Characters of text of the day’s new dreams.' }),
    avgFeedback: t.exposeFloat('avgFeedback', { description: 'Mean rating of the day’s feedback; 0 without any.' }),
    computedAt: t.expose('computedAt', { type: 'DateTime', nullable: true }),
  }),
});

const AdminUserType = builder.objectRef<admin.AdminUser>('AdminUser').implement({
  description: 'An account as the admin listing shows it.',
  fields: (t) => ({
    id: t.id({ resolve: (user) => globalIdOf('AdminUser', user.id) }),
    databaseId: t.exposeInt('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    role: t.exposeString('role'),
    emailVerified: t.exposeBoolean('emailVerified'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastLogin: t.expose('lastLogin', { type: 'DateTime', nullable: true }),
    lastActiveAt: t.expose('lastActiveAt', { type: 'DateTime', nullable: true }),
  }),
});

const CountBucketType = builder.objectRef<admin.Bucket>('CountBucket').implement({
  fields: (t) => ({ label: t.exposeString('label'), count: t.exposeInt('count') }),
});

type TagPopularity = Awaited<ReturnType<typeof admin.dreamInsights>>['topTags'][number];
const TagPopularityType = builder.objectRef<TagPopularity>('TagPopularity').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    dreams: t.exposeInt('dreams'),
    users: t.exposeInt('users', { description: 'Different accounts that used it.' }),
  }),
});

const DreamInsightsType = builder
  .objectRef<Awaited<ReturnType<typeof admin.dreamInsights>>>('DreamInsights')
  .implement({
    description: `Aggregate metadata of the dreams written in the last ${admin.INSIGHT_WINDOW_DAYS} days; never their text.`,
    fields: (t) => ({
      since: t.expose('since', { type: 'DateTime' }),
      lengthBuckets: t.field({
        type: [CountBucketType],
        description: 'Dreams by characters of text.',
        resolve: (insights) => insights.lengthBuckets,
      }),
      topTags: t.field({
        type: [TagPopularityType],
        description: `The most used tags, among those used by at least ${admin.TAG_MIN_USERS} accounts.`,
        resolve: (insights) => insights.topTags,
      }),
    }),
  });

type TypeInsight = Awaited<ReturnType<typeof admin.interpretationInsights>>['types'][number];
const InterpretationTypeInsightType = builder.objectRef<TypeInsight>('InterpretationTypeInsight').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    total: t.exposeInt('total'),
    up: t.exposeInt('up'),
    down: t.exposeInt('down'),
    helpful: t.exposeInt('helpful', { description: 'CBT feedback.' }),
    notHelpful: t.exposeInt('notHelpful', { description: 'CBT feedback.' }),
  }),
});

const InterpretationInsightsType = builder
  .objectRef<Awaited<ReturnType<typeof admin.interpretationInsights>>>('InterpretationInsights')
  .implement({
    description: `Interpretations written in the last ${admin.INSIGHT_WINDOW_DAYS} days by type, with their feedback; never their text.`,
    fields: (t) => ({
      since: t.expose('since', { type: 'DateTime' }),
      types: t.field({ type: [InterpretationTypeInsightType], resolve: (insights) => insights.types }),
    }),
  });

const RefreshUsagePayload = builder.objectRef<RollupResult>('RefreshUsagePayload').implement({
  fields: (t) => ({
    daysComputed: t.int({ resolve: (result) => result.computed.length }),
  }),
});

builder.queryFields((t) => ({
  adminStats: t.withAuth({ admin: true }).field({ type: AdminStatsType, resolve: () => admin.adminStats() }),
  adminPlatformStatus: t.withAuth({ admin: true }).field({
    type: PlatformStatusType,
    resolve: (_root, _args, context) => platformStatus(context.services.configuredServices),
  }),
  adminUsage: t.withAuth({ admin: true }).field({
    type: [AppUsageType],
    description: 'The daily rows of the last `days` days, newest first.',
    args: { days: t.arg.int({ defaultValue: USAGE_DAYS.default }) },
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
      description: 'Accounts, newest first; `search` matches part of a username or email (any case) or a role.',
      args: { search: t.arg.string() },
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
      fields: (connection) => ({
        totalCount: connection.int({ resolve: (parent) => (parent as unknown as { totalCount: number }).totalCount }),
      }),
    },
    { name: 'AdminUserEdge' },
  ),
  adminDreamInsights: t.withAuth({ admin: true }).field({
    type: DreamInsightsType,
    resolve: () => admin.dreamInsights(),
  }),
  adminInterpretationInsights: t.withAuth({ admin: true }).field({
    type: InterpretationInsightsType,
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
