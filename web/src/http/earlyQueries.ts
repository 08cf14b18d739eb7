// The first signed-in page's query, started before Relay has downloaded: Relay comes in its own file
// (never on the landing page), and waiting for it before asking for the page's data would put a
// download and a round trip in a row. The route loader starts the request here with the query's text;
// Relay's network (relay/network.ts) takes the answer instead of asking again.
import type { GraphQLResponse } from 'relay-runtime';
import { postGraphQL, readGraphQLAnswer } from './apiFetch.ts';
import { takePageStartedQuery } from './pageStartedQueries.ts';

/** What this needs of a query's artifact (`params` of a ConcreteRequest). */
export interface QueryText {
  params: { name: string; text?: string | null };
}

const started = new Map<string, Promise<GraphQLResponse>>();

// Relay hands its network the variables in the query's own order, with defaults filled in: compare
// them sorted and without the empty ones.
function keyOf(name: string, variables: Record<string, unknown>): string {
  const set = Object.entries(variables)
    .filter(([, value]) => value != null)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${name}:${JSON.stringify(set)}`;
}

/** Starts the query; the returned function forgets an answer nobody took. */
export function startEarly(query: QueryText, variables: Record<string, unknown>): () => void {
  const key = keyOf(query.params.name, variables);
  // Already asked (the first page's query goes out before the access check, router.tsx): the one
  // request serves both, and its first starter forgets it.
  if (started.has(key)) return () => {};
  // The signed-in home page may have sent it already, before any file downloaded (its queries have no
  // variables).
  const sentByPage = Object.keys(variables).length === 0 ? takePageStartedQuery(query.params.name) : undefined;
  const answer = sentByPage
    ? readGraphQLAnswer(sentByPage)
    : postGraphQL(query.params.text ?? '', variables, query.params.name);
  answer.catch(() => {}); // Whoever takes it handles a failure; an answer nobody took is dropped.
  started.set(key, answer);
  return () => {
    if (started.get(key) === answer) started.delete(key);
  };
}

/** For Relay's network: the answer of the same query started early, once. */
export function takeEarlyAnswer(
  name: string,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse> | undefined {
  const key = keyOf(name, variables);
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
