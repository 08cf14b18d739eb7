import { intQuery, type Json, type RestRoute } from '../../http/rest-route.ts';

// REST for the admin dashboard (behind the admin scope in GraphQL: 401 signed out, 403 for non-admins).

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

export const adminRoutes: RestRoute[] = [
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
];
