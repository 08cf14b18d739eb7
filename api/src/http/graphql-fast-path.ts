// The most common GraphQL request - a query POSTed as JSON by a client that takes JSON - executed
// through Yoga's envelope (the same plugins, context factory, parse and validation caches, query
// limits and error masking as yoga.fetch) without building a Fetch Request and Response around it.
// Yoga's HTTP layer cost about 0.3 ms of CPU per request, a quarter of a small query (bench/README.md).
//
// A query that runs is answered here, successful or not: its result goes through Yoga's own result
// processor (processRegularResult: the status the errors call for, the masked errors serialised as
// Yoga does), so an erroring query executes once, not once here and again in Yoga. Everything that
// does not reach execution goes to yoga.fetch, which owns the HTTP semantics: other methods and
// media types, mutations and subscriptions, parameters it would refuse, documents that do not parse
// or validate. Nothing has run for those, so handing them over repeats no work.
//
// Switch: GRAPHQL_FAST_PATH=false sends every request to yoga.fetch (docs/decisions/003-graphql-fast-path.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import type { ShortcutHits } from '../lib/shortcut-hits.ts';
import { sendBody } from './compression.ts';
import type { GraphQLServer } from './graphql-server.ts';

interface QueryParams {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** Accept values for which Yoga answers a successful result as application/json. */
const JSON_ACCEPTS = new Set([undefined, '*/*', 'application/json']);

function isQueryParams(value: unknown): value is QueryParams {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { query, variables, operationName, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    typeof query === 'string' &&
    (variables == null || (typeof variables === 'object' && !Array.isArray(variables))) &&
    (operationName == null || typeof operationName === 'string')
  );
}

export function createGraphQLFastPath(yoga: GraphQLServer, hits: ShortcutHits) {
  /**
   * Answers the request and returns true, or returns false having written nothing. `signal` aborts
   * when the client leaves: execution stops (graphql-server.ts, useClientSignal) and nothing is
   * serialised or sent; the AbortError reaches app.ts, which closes the response quietly.
   */
  return async function tryFastPath(
    req: IncomingMessage,
    res: ServerResponse,
    body: string,
    signal: AbortSignal,
  ): Promise<boolean> {
    if (!JSON_ACCEPTS.has(req.headers.accept)) return false;
    let params: unknown;
    try {
      params = JSON.parse(body);
    } catch {
      return false;
    }
    if (!isQueryParams(params)) return false;
    const { parse, validate, contextFactory, execute, schema } = yoga.getEnveloped({ req, res, signal });
    let document: DocumentNode;
    try {
      document = parse(params.query);
    } catch {
      return false;
    }
    const operationName = params.operationName ?? undefined;
    if (getOperationAST(document, operationName)?.operation !== 'query') return false;
    try {
      // Query limits (graphql-armor) throw from validation rather than returning errors.
      if (validate(schema, document).length > 0) return false;
    } catch {
      return false;
    }
    const result = (await execute({
      schema,
      document,
      operationName,
      variableValues: params.variables ?? undefined,
      contextValue: await contextFactory(),
    })) as ExecutionResult | AsyncIterable<unknown>;
    signal.throwIfAborted();
    // A query's result is never a stream (subscriptions were handed over above).
    if (Symbol.asyncIterator in result) throw new Error('a query answered with a stream');
    hits.graphqlFastPath += 1;
    if (result.errors?.length) {
      // Yoga's own answer for this result: its status and its serialisation of the (masked) errors.
      const response = processRegularResult(result, yoga.fetchAPI, 'application/json');
      const type = response.headers.get('content-type') ?? 'application/json; charset=utf-8';
      await sendBody(res, response.status, { 'Content-Type': type }, await response.text());
      return true;
    }
    // graphql-jit attaches a serializer compiled for the query's shape; graphql-js results have none.
    const { stringify } = result as { stringify?: (value: unknown) => string };
    const text = typeof stringify === 'function' ? stringify(result) : JSON.stringify(result);
    await sendBody(res, 200, { 'Content-Type': 'application/json; charset=utf-8' }, text);
    return true;
  };
}

export type GraphQLFastPath = ReturnType<typeof createGraphQLFastPath>;
