// Queries executed by graphql-jit: each distinct document is compiled once into JavaScript, which on
// the archive page costs about a third less CPU than graphql-js' interpreter
// (docs/decisions/005-graphql-jit.md). graphql-js stays the reference: mutations and subscriptions
// run on it (not hot; their semantics, serial mutations and event streams, stay the reference ones),
// and so does every query whose compiled run reported an error. Errors are rare, and graphql-jit's
// differ from graphql-js' once Yoga serialises them (they lose `locations`, since Yoga rebuilds each
// error from the AST nodes graphql-jit does not keep). Running a query again is harmless: queries
// have no side effects (the fast path relies on the same rule).
//
// Switch: GRAPHQL_JIT=false leaves every operation to graphql-js.
import { execute, getOperationAST, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
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

  async function executeCompiled(args: ExecutionArgs): Promise<ExecutionResult> {
    const query = compiled(args);
    if (!query) return execute(args);
    const result = await query.query(args.rootValue, args.contextValue, args.variableValues);
    if (result.errors?.length) return execute(args);
    hits.graphqlJit += 1;
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
