// What a personal access token may run, enforced in one place for every path (HTTP, the fast path,
// REST, the websocket): Yoga's execute and subscribe hooks. A `read` token runs queries and
// subscriptions; a `read-write` token also runs the journal's own mutations. Everything about the
// account itself (password, email, deletion, tokens, billing, signing in or out, language) and every
// admin operation needs a signed-in session: an allowlist, so a mutation added later is closed to
// tokens until someone decides otherwise.
import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../graphql/context.ts';
import { AppError } from '../../graphql/errors.ts';
import { messages as m } from '#shared/i18n/locale.ts';
import type { TokenScope } from '#shared/inputs/tokens.inputs.ts';

export const TOKEN_WRITABLE_MUTATIONS: ReadonlySet<string> = new Set([
  'createDream',
  'updateDream',
  'deleteDream',
  'setFavorite',
  'uploadAudio',
  'importJournal',
  'generateInterpretation',
  'saveOwnInterpretation',
  'updateOwnInterpretation',
  'setInterpretationFeedback',
]);

/** Whether a token may change the journal at all (the plain-HTTP upload route asks this). */
export const tokenMayWrite = (scope: TokenScope): boolean => scope === 'read-write';

/** Root fields of the operation, through fragments and inline fragments at the root. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) names.push(...rootFields(document, selection.selectionSet, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) names.push(...rootFields(document, fragment.selectionSet, seen));
    }
  }
  return names;
}

/** Whether a token of `scope` may run the operation. */
export function tokenMayRun(scope: TokenScope, document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return true; // graphql-js answers the missing operation itself
  const fields = rootFields(document, operation.selectionSet).filter((name) => !name.startsWith('__'));
  if (fields.some((name) => name.startsWith('admin'))) return false;
  if (operation.operation !== 'mutation') return true;
  return tokenMayWrite(scope) && fields.every((name) => TOKEN_WRITABLE_MUTATIONS.has(name));
}

export function useTokenScopes(): Plugin<GraphQLContext> {
  const refuse = (context: GraphQLContext) =>
    new AppError('FORBIDDEN', m.error_token_scope({}, { locale: context.locale }));
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const token = args.contextValue.token;
      if (token && !tokenMayRun(token.scope, args.document, args.operationName)) {
        setResultAndStopExecution({ errors: [refuse(args.contextValue)] });
      }
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const token = args.contextValue.token;
      if (token && !tokenMayRun(token.scope, args.document, args.operationName)) {
        setResultAndStopExecution({ errors: [refuse(args.contextValue)] });
      }
    },
  };
}
