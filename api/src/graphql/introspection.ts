// The schema is read by signed-in callers only (docs/decisions/007-introspection.md): GraphiQL is a
// feature of the signed-in app, and an anonymous caller has no use for the map of every operation.
// "Signed in" is whatever gives the context a viewer, so a caller with a personal API token (when
// those arrive) counts as signed in with no change here. `__typename` is not introspection: Relay
// asks for it everywhere, signed in or not.
import { BREAK, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import { unauthenticated } from './errors.ts';

const SCHEMA_FIELDS = new Set(['__schema', '__type']);

/** Yoga hands the same parsed document to every execution of a query text: the answer is kept. */
const readsSchemaCache = new WeakMap<DocumentNode, boolean>();

/** Whether a document selects `__schema` or `__type` anywhere (fragments included). */
export function readsSchema(document: DocumentNode): boolean {
  let reads = readsSchemaCache.get(document);
  if (reads === undefined) {
    reads = false;
    visit(document, {
      Field(node) {
        if (!SCHEMA_FIELDS.has(node.name.value)) return undefined;
        reads = true;
        return BREAK;
      },
    });
    readsSchemaCache.set(document, reads);
  }
  return reads;
}

/** Refuses introspection to a caller without a viewer, on every path (HTTP, fast path, REST, websocket). */
export function useIntrospectionForSignedIn(): Plugin<GraphQLContext> {
  const refuse = ({
    args,
    setResultAndStopExecution,
  }: {
    args: { document: DocumentNode; contextValue: GraphQLContext };
    setResultAndStopExecution: (result: { errors: Error[] }) => void;
  }) => {
    if (args.contextValue.viewer || !readsSchema(args.document)) return;
    setResultAndStopExecution({ errors: [unauthenticated(args.contextValue.locale)] });
  };
  return { onExecute: refuse, onSubscribe: refuse };
}
