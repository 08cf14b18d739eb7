// graphql-yoga over the Pothos schema, with error masking and the query limits (depth, aliases,
// cost). Body size, content type and origin are checked before a request reaches Yoga (http/app
// routing), so Yoga's own body limiter is off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Config } from '../config.ts';
import { createContext, type ContextDeps } from '../graphql/create-context.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { AppError } from '../graphql/errors.ts';
import { schema } from '../graphql/schema.ts';
import type { ShortcutHits } from '../lib/shortcut-hits.ts';
import type { Logger } from '../logger.ts';
import { renderLocalGraphiQL } from './graphiql.ts';
import { useQueryJit } from './graphql-jit.ts';

export interface ServerContext {
  req: IncomingMessage;
  res?: ServerResponse;
}

export type GraphQLServer = YogaServerInstance<ServerContext, GraphQLContext>;

/**
 * Lets coded errors (ours, and GraphQL's own validation errors) through and replaces everything else
 * with a generic message, logging the original: no stack trace or internal message reaches a client.
 */
export function maskError(logger: Logger) {
  return (error: unknown): Error => {
    if (error instanceof GraphQLError) {
      const original = error.originalError;
      if (!original || original instanceof AppError || original instanceof GraphQLError) return error;
      logger.error({ err: original, path: error.path }, 'unexpected error in a resolver');
    } else {
      logger.error({ err: error }, 'unexpected error');
    }
    return new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
}

export function createGraphQLServer(
  config: Config,
  deps: ContextDeps,
  logger: Logger,
  hits: ShortcutHits,
): GraphQLServer {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: false,
    cors: false,
    batching: false,
    graphiql: { title: 'Oneiro GraphQL', credentials: 'same-origin' },
    renderGraphiQL: renderLocalGraphiQL,
    maskedErrors: { maskError: maskError(logger) },
    context: ({ req, res }) => createContext(deps, req, res),
    plugins: [
      maxDepthPlugin({ n: config.graphqlLimits.maxDepth, ignoreIntrospection: true, flattenFragments: true }),
      maxAliasesPlugin({ n: config.graphqlLimits.maxAliases }),
      costLimitPlugin({ maxCost: config.graphqlLimits.maxCost, ignoreIntrospection: true }),
      // Queries compiled by graphql-jit (GRAPHQL_JIT; docs/decisions/005-graphql-jit.md).
      ...(config.shortcuts.graphqlJit ? [useQueryJit(hits, logger)] : []),
    ],
  });
}
