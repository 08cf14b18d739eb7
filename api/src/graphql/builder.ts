// The Pothos builder: plugins, auth scopes and scalars. No types live here; each module adds its own
// and graphql/schema.ts imports them all.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError, Kind } from 'graphql';
import type PrismaTypes from '../../generated/pothos-types.ts';
import { getDatamodel } from '../../generated/pothos-types.ts';
import { db } from '../db/current.ts';
import type { GraphQLContext } from './context.ts';
import { unauthorized } from './owner-guard.ts';

export interface AuthScopes {
  loggedIn: boolean;
  admin: boolean;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      loggedIn: context.viewer !== null,
      admin: context.viewer?.role === 'admin',
    }),
    // Scope failures must be GraphQLErrors with a code: Yoga would mask a plain Error.
    unauthorizedError: (_parent, context) => unauthorized(context),
  },
  prisma: {
    client: () => db(),
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    // A resolver that forgets to spread `query` causes N+1 queries: say so while developing.
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date and time in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return parseDate(ast.value);
  },
});

function parseDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
  return date;
}

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
