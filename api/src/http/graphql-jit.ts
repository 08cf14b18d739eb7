// Queries executed by graphql-jit: each distinct document is compiled once into JavaScript, which on
// the archive page costs about a third less CPU than graphql-js' interpreter
// (docs/decisions/005-graphql-jit.md). graphql-js stays the reference for mutations and subscriptions
// (not hot; their semantics, serial mutations and event streams, stay the reference ones).
//
// A query runs once, whatever its outcome: a result with errors is answered as graphql-jit wrote it,
// its errors given back their place in the document (graphql-jit keeps only line and column, and
// Yoga rebuilds each error from the document when it serialises it, so they would lose
// `locations`). Only a query refused before any resolver ran (variables that do not coerce) is run
// again by graphql-js, whose messages are the reference (the REST adapter reads them).
//
// Switch: GRAPHQL_JIT=false leaves every operation to graphql-js.
import {
  execute,
  getOperationAST,
  GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type Source,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import type { ShortcutHits } from '../lib/shortcut-hits.ts';
import type { Logger } from '../logger.ts';

/** A compiled query, or null when graphql-jit could not compile it (graphql-js then runs it). */
type Compiled = CompiledQuery | null;

export function useQueryJit(hits: ShortcutHits, logger: Logger): Plugin {
  // Keyed by the parsed document, which Yoga's parse cache keeps for each distinct query text.
  const compiledByDocument = new WeakMap<DocumentNode, Map<string, Compiled>>();

  function compiled(args: ExecutionArgs): Compiled {
    let byOperation = compiledByDocument.get(args.document);
    if (!byOperation) compiledByDocument.set(args.document, (byOperation = new Map()));
    const key = args.operationName ?? '';
    let entry = byOperation.get(key);
    if (entry === undefined) {
      const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
      if (isCompiledQuery(result)) entry = result;
      else {
        entry = null;
        logger.error({ errors: result.errors }, 'graphql-jit could not compile a query');
      }
      byOperation.set(key, entry);
    }
    return entry;
  }

  async function executeCompiled(args: ExecutionArgs & { signal?: AbortSignal }): Promise<ExecutionResult> {
    // A compiled query cannot be interrupted once it runs: it does not start for a client that left.
    args.signal?.throwIfAborted();
    const query = compiled(args);
    if (!query) return execute(args);
    const result = await query.query(args.rootValue, args.contextValue, args.variableValues);
    // Refused before execution (no `data`): nothing ran, so graphql-js may give its reference answer.
    if (result.errors?.length && !('data' in result)) return execute(args);
    hits.graphqlJit += 1;
    const source = args.document.loc?.source;
    if (result.errors?.length && source) result.errors = result.errors.map((error) => placed(error, source));
    // A serialiser compiled for the query's shape; Yoga and the fast path use it when present.
    return Object.assign(result, { stringify: query.stringify });
  }

  return {
    onExecute({ args, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName ?? undefined)?.operation === 'query') {
        setExecuteFn(executeCompiled as typeof execute);
      }
    },
  };
}

/** The character offset of a 1-based line and column in `body`. */
function offsetOf(body: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = body.slice(offset).search(/\r\n|[\n\r]/);
    if (next < 0) break;
    offset += next + (body.startsWith('\r\n', offset + next) ? 2 : 1);
  }
  return offset + column - 1;
}

/**
 * A graphql-jit error as graphql-js would have made it: the same message, path and extensions, and
 * a place in the document that survives Yoga's rebuilding (source and positions, not just locations).
 */
function placed(error: GraphQLError, source: Source): GraphQLError {
  if (error.nodes || !error.locations?.length) return error;
  return new GraphQLError(error.message, {
    source,
    positions: error.locations.map(({ line, column }) => offsetOf(source.body, line, column)),
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
}
