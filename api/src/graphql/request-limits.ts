// Limits on what one GraphQL operation may ask for, beyond graphql-armor's depth, alias and cost
// rules (graphql-server.ts), which see the document but not its variables:
// - list arguments are bounded (`nodes(ids:)` with 40,000 ids held the event loop for 17 s), whether
//   written in the document or passed as variables;
// - the cost of a field with a list argument is its selection's size times the list's length, so a
//   large selection over a long list is refused even when each is allowed alone.
// Checked when the operation is about to run, with its variables, on every path (HTTP, REST, fast
// path, websockets): they all execute through Yoga's envelope.
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from './errors.ts';
import { messages as m, pickLocale } from '#shared/i18n/locale.ts';
import type { GraphQLContext } from './context.ts';

export interface ListLimits {
  maxListItems: number;
  maxCost: number;
}

type Variables = Record<string, unknown> | null | undefined;

/** The longest list anywhere in a value of the document or in the variables. */
function longestList(value: unknown): number {
  let longest = 0;
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (Array.isArray(item)) {
      longest = Math.max(longest, item.length);
      pending.push(...item.slice(0, 10_000));
    } else if (item && typeof item === 'object') {
      pending.push(...Object.values(item));
    }
  }
  return longest;
}

/** How many items an argument's value holds when it is a list (0 otherwise). */
function listItems(value: ValueNode, variables: Variables): number {
  if (value.kind === Kind.LIST) return value.values.length;
  if (value.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value];
    return Array.isArray(given) ? given.length : 0;
  }
  return 0;
}

/** The longest list literal in a value node (lists inside input objects included). */
function longestLiteral(value: ValueNode): number {
  if (value.kind === Kind.LIST) return Math.max(value.values.length, ...value.values.map(longestLiteral));
  if (value.kind === Kind.OBJECT) return Math.max(0, ...value.fields.map((field) => longestLiteral(field.value)));
  return 0;
}

export interface ListCost {
  longest: number;
  cost: number;
}

/**
 * The longest list argument of the operation and the cost of its list arguments: for each field
 * with one, the number of fields it selects (itself included) times the list's length, summed.
 */
export function listCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): ListCost {
  const operation = getOperationAST(document, operationName ?? undefined);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let longest = longestList(variables);
  let cost = 0;
  // Fields in a selection set, fragments flattened (validation has already refused fragment cycles;
  // the depth guard keeps a missed one from looping).
  const fieldsOf = (selectionSet: SelectionSetNode | undefined, depth: number): FieldNode[] => {
    if (!selectionSet || depth > 64) return [];
    return selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      const inner =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.selectionSet
          : fragments.get(selection.name.value)?.selectionSet;
      return fieldsOf(inner, depth + 1);
    });
  };
  const sizeOf = (field: FieldNode, depth: number): number =>
    1 + fieldsOf(field.selectionSet, depth).reduce((sum, child) => sum + sizeOf(child, depth + 1), 0);
  const visit = (field: FieldNode, depth: number): void => {
    for (const argument of field.arguments ?? []) {
      longest = Math.max(longest, longestLiteral(argument.value));
      const items = listItems(argument.value, variables);
      if (items > 0) cost += items * sizeOf(field, depth);
    }
    for (const child of fieldsOf(field.selectionSet, depth)) visit(child, depth + 1);
  };
  for (const field of fieldsOf(operation?.selectionSet, 0)) visit(field, 0);
  return { longest, cost };
}

/** Refuses an operation over the limits before it runs, with a coded 400. */
export function useListLimits(limits: ListLimits): Plugin<GraphQLContext> {
  const check = (
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Variables,
    contextValue: GraphQLContext,
  ) => {
    const { longest, cost } = listCost(document, operationName, variables);
    const locale = contextValue.locale ?? pickLocale(contextValue.req?.headers['accept-language']);
    if (longest > limits.maxListItems)
      return new AppError('BAD_USER_INPUT', m.error_list_too_long({ max: limits.maxListItems }, { locale }));
    if (cost > limits.maxCost) return new AppError('BAD_USER_INPUT', m.error_query_too_costly({}, { locale }));
    return null;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args.document, args.operationName, args.variableValues, args.contextValue);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args.document, args.operationName, args.variableValues, args.contextValue);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
