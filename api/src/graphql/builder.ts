// The Pothos builder: plugins, auth scopes and scalars. No types live here; each module adds its own
// and graphql/schema.ts imports them all.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { AuthScopeFailureType, type AuthFailure } from '@pothos/plugin-scope-auth';
import { GraphQLError, Kind } from 'graphql';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type PrismaTypes from '../../generated/pothos-types.ts';
import { getDatamodel } from '../../generated/pothos-types.ts';
import { db } from '../db/current.ts';
import { isoTimestamp } from '../lib/iso-timestamp.ts';
import { hasPremium } from '../modules/billing/access.ts';
import type { GraphQLContext, SignedInContext } from './context.ts';
import { forbidden, paymentRequired, unauthenticated } from './errors.ts';

/**
 * The three scopes, the whole of who-may-call-what (ownership of objects is graphql/owned-types.ts):
 * - loggedIn: a signed-in viewer; a field behind it gets `context.viewer` typed as a User;
 * - premium: the viewer has the premium features (billing/access.ts: trial, subscription,
 *   grandfathered, or billing off); PAYMENT_REQUIRED otherwise;
 * - admin: the viewer's role is admin; FORBIDDEN otherwise.
 * Anonymous callers get UNAUTHENTICATED from all three.
 */
export interface AuthScopes {
  loggedIn: boolean;
  premium: boolean;
  admin: boolean;
}

/** The scope a failed check was about, to pick its error. */
function failedScope(failure: AuthFailure): string | undefined {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope;
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    for (const inner of failure.failures) {
      const scope = failedScope(inner);
      if (scope) return scope;
    }
  }
  return undefined;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  AuthContexts: { loggedIn: SignedInContext; premium: SignedInContext; admin: SignedInContext };
  Scalars: { DateTime: { Input: Date; Output: Date }; Upload: { Input: Promise<FileUpload>; Output: never } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      loggedIn: context.viewer !== null,
      premium: hasPremium(context),
      admin: context.viewer?.role === 'admin',
    }),
    // Scope failures must be GraphQLErrors with a code: Yoga would mask a plain Error.
    unauthorizedError: (_parent, context, _info, result) => {
      if (!context.viewer) return unauthenticated(context.locale);
      if (failedScope(result.failure) === 'premium') return paymentRequired(context.locale);
      return forbidden(context.locale);
    },
  },
  prisma: {
    client: () => db(),
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    // A resolver that forgets to spread `query` causes N+1 queries: say so while developing.
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  // The words GraphiQL shows for the parts the relay plugin makes (schema-descriptions.test.ts).
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    idFieldOptions: { description: 'A global id: opaque, stable, and accepted by `node(id:)`.' },
    nodeTypeOptions: { description: 'An object that can be fetched again by its global id with `node(id:)`.' },
    pageInfoTypeOptions: { description: 'Where a page of a list sits in the whole, for asking for the next one.' },
    nodeQueryOptions: {
      description:
        'Any object by its global id, or null when it does not exist or is not yours (the same answer for both).',
      args: { id: { description: "A global id, as an object's `id` field gives it." } },
    },
    nodesQueryOptions: {
      description:
        'Objects by their global ids, in the same order; null for each one that does not exist or is not yours.',
      args: { ids: { description: "Global ids, as objects' `id` fields give them." } },
    },
    cursorFieldOptions: { description: 'Where this item sits in the list: pass it as `after` to read on from here.' },
    nodeFieldOptions: { description: 'The item itself.' },
    edgesFieldOptions: { description: 'The items of this page, each with its cursor.' },
    pageInfoFieldOptions: { description: 'Whether more items follow, and the cursors to ask for them.' },
    hasNextPageFieldOptions: { description: 'True when items follow this page (ask with `after: endCursor`).' },
    hasPreviousPageFieldOptions: { description: 'True when items come before this page.' },
    startCursorFieldOptions: { description: "The first item's cursor, or null on an empty page." },
    endCursorFieldOptions: { description: "The last item's cursor, or null on an empty page: pass it as `after`." },
    firstArgOptions: { description: 'How many items to return from the start (or from `after`).' },
    afterArgOptions: { description: "Return the items after this cursor (an `endCursor` or an edge's `cursor`)." },
    lastArgOptions: { description: 'How many items to return from the end (or before `before`).' },
    beforeArgOptions: { description: 'Return the items before this cursor.' },
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date and time in UTC.',
  serialize: (value) => isoTimestamp(value),
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

builder.queryType({
  description:
    'What you can read: your journal, search, insights and account. Needs a signed-in session or a personal access token.',
});
builder.mutationType({
  description:
    'What you can change. A token needs the `read-write` scope; account-level changes (password, email, deletion, tokens, billing) need a signed-in session.',
});
builder.subscriptionType({
  description:
    'Live updates over the graphql-ws protocol at /graphql: your dreams as they change, and interpretations as they are written.',
});
