// graphql-yoga over the Pothos schema, with error masking and the query limits (depth, aliases,
// cost). Body size, content type and origin are checked before a request reaches Yoga (http/app
// routing), so Yoga's own body limiter is off; multipart bodies are read by graphql-upload there.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, parse } from 'graphql';
import { createYoga, type GraphQLParams, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { WebSocket } from 'ws';
import type { Config } from '../config.ts';
import { createContext, type ContextDeps } from '../graphql/create-context.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { AppError } from '../graphql/errors.ts';
import { useListLimits } from '../graphql/request-limits.ts';
import { schema } from '../graphql/schema.ts';
import { isAbortError } from '../lib/abort.ts';
import type { ShortcutHits } from '../lib/shortcut-hits.ts';
import { messages as m } from '#shared/i18n/locale.ts';
import type { Logger } from '../logger.ts';
import { renderLocalGraphiQL } from './graphiql.ts';
import { useQueryJit } from './graphql-jit.ts';

export interface ServerContext {
  req: IncomingMessage;
  res?: ServerResponse;
  /** Present for operations over the websocket, the one transport that serves subscriptions. */
  socket?: WebSocket;
  /** A multipart request's operations, already read by graphql-upload (graphql-multipart.ts). */
  multipartOperations?: Record<string, unknown> | Record<string, unknown>[];
  /** Aborts when the HTTP request's client leaves: its work stops. (graphql-ws ends a closed socket's operations.) */
  signal?: AbortSignal;
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
      // Work stopped because its client left: expected (not logged), and nobody reads the answer.
      if (!isAbortError(original)) logger.error({ err: original, path: error.path }, 'unexpected error in a resolver');
    } else if (!isAbortError(error)) {
      logger.error({ err: error }, 'unexpected error');
    }
    return new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
}

/** Deeper than any document this schema can answer within the depth limit (12). */
const MAX_DOCUMENT_NESTING = 128;

/**
 * How deeply brackets nest in a GraphQL document, outside strings and comments. The parser recurses
 * several frames per level, so a few thousand levels overflow the stack before its token limit
 * counts that many tokens: this scan is what refuses them.
 */
export function documentNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '#') {
      while (index < source.length && source[index] !== '\n' && source[index] !== '\r') index += 1;
    } else if (char === '"') {
      const block = source.startsWith('"""', index);
      index += block ? 3 : 1;
      while (index < source.length) {
        if (source[index] === '\\') index += 2;
        else if (block ? source.startsWith('"""', index) : source[index] === '"' || source[index] === '\n') break;
        else index += 1;
      }
      if (block) index += 2;
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']' || char === ')') {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * Deep nesting (a 100,000-level list literal, a 10,000-level selection) is refused before the parser
 * recurses into it, as a syntax error (400) rather than a stack overflow masked as an unexpected
 * error; and a document of more than `maxTokens` tokens is refused as the parser reads it.
 */
function useParserLimits(maxTokens: number): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body;
        try {
          if (documentNesting(text) > MAX_DOCUMENT_NESTING) {
            throw new GraphQLError(`Syntax Error: Document is nested more than ${MAX_DOCUMENT_NESTING} levels deep.`);
          }
          return parse(source, { ...options, maxTokens });
        } catch (error) {
          // A document that cannot be read is the client's mistake: 400, as the GraphQL-over-HTTP spec has it.
          if (error instanceof GraphQLError) {
            throw new GraphQLError(error.message, {
              ...error,
              extensions: { ...error.extensions, http: { status: 400 } },
            });
          }
          throw error;
        }
      });
    },
  };
}

/**
 * Subscriptions are served over the websocket only. Over plain HTTP the answer would be a stream
 * that never ends, holding the request and its listeners: it is refused with a clear error instead.
 */
function useSubscriptionsOverWebSocketOnly(): Plugin<GraphQLContext & ServerContext> {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      if (args.contextValue.socket) return;
      const error = new AppError(
        'BAD_REQUEST',
        m.error_subscription_over_http({}, { locale: args.contextValue.locale }),
      );
      setResultAndStopExecution({ errors: [error] });
    },
  };
}

/**
 * A multipart request reaches Yoga with its operations already read by graphql-upload (its files
 * stream to temporary files meanwhile): Yoga's own multipart parser never sees the body.
 */
function useMultipartOperations(): Plugin<object, ServerContext> {
  return {
    onRequestParse({ serverContext, setRequestParser }) {
      const operations = serverContext.multipartOperations;
      if (operations) setRequestParser(() => operations as GraphQLParams | GraphQLParams[]);
    },
  };
}

/**
 * Execution stops when the client leaves: the executor (graphql-tools', Yoga's default) checks the
 * signal between fields, and the compiled queries before they start (graphql-jit.ts). The signal is
 * the context's, so every HTTP path gets it: yoga.fetch, the fast path and REST. (Over the websocket,
 * graphql-ws ends a closed socket's operations itself.)
 * (Yoga's own useExecutionCancellation reads `request.signal`, which only yoga.fetch has.)
 */
function useClientSignal(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      (args as { signal?: AbortSignal }).signal = args.contextValue.signal;
    },
    onSubscribe({ args }) {
      (args as { signal?: AbortSignal }).signal = args.contextValue.signal;
    },
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
    context: ({ req, res, signal }) => createContext(deps, req, res, signal),
    plugins: [
      useMultipartOperations(),
      useParserLimits(config.graphqlLimits.maxTokens),
      useSubscriptionsOverWebSocketOnly(),
      useClientSignal(),
      useListLimits({ maxListItems: config.graphqlLimits.maxListItems, maxCost: config.graphqlLimits.maxCost }),
      maxDepthPlugin({ n: config.graphqlLimits.maxDepth, ignoreIntrospection: true, flattenFragments: true }),
      maxAliasesPlugin({ n: config.graphqlLimits.maxAliases }),
      costLimitPlugin({ maxCost: config.graphqlLimits.maxCost, ignoreIntrospection: true }),
      // Queries compiled by graphql-jit (GRAPHQL_JIT; docs/decisions/005-graphql-jit.md).
      ...(config.shortcuts.graphqlJit ? [useQueryJit(hits, logger)] : []),
    ],
  });
}
