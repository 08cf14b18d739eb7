// How Relay reaches the API: queries and mutations as JSON POSTs to /graphql with the session cookie
// (http/apiFetch.ts), subscriptions over one graphql-ws connection on the same path (the browser sends
// the same cookie).
import type { Client } from 'graphql-ws';
import { Network, Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { currentViewer, onViewerChange } from '../app/AppViewer.tsx';
import { GRAPHQL_PATH, postGraphQL } from '../http/apiFetch.ts';
import { takeEarlyAnswer } from '../http/earlyQueries.ts';
import { withJournalCopy } from '../offline/journalCopy.ts';
import { GraphQLRequestError } from './GraphQLRequestError.ts';

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

const resumedListeners = new Set<() => void>();

/**
 * Calls `listener` when the live connection comes back after it dropped. Events sent while it was
 * down are not replayed, so whoever shows live data must read it again then.
 */
export function onSubscriptionsResumed(listener: () => void): () => void {
  resumedListeners.add(listener);
  return () => void resumedListeners.delete(listener);
}

// Lazy twice: graphql-ws downloads with the first subscription (pages of signed-out visitors have
// none), and the socket opens with the first subscription and closes after the last one.
const connect = () =>
  import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: webSocketUrl(),
      lazy: true,
      retryAttempts: 5,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) for (const listener of resumedListeners) listener();
        },
      },
    }),
  );
let subscriptionClient: Promise<Client> | undefined;

// The server knows a socket's user from the cookie sent when it opened, so after a sign-in or a
// sign-out the socket must be opened again to carry the new session.
onViewerChange(() => {
  const previous = subscriptionClient;
  subscriptionClient = undefined;
  void previous?.then((client) => client.dispose());
});

function subscribe(request: RequestParameters, variables: Variables) {
  return Observable.create<GraphQLResponse>((sink) => {
    const fail = (error: unknown) => {
      if (Array.isArray(error)) sink.error(new GraphQLRequestError(error));
      else sink.error(error instanceof Error ? error : new Error('The subscription connection closed'));
    };
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    (subscriptionClient ??= connect()).then((client) => {
      if (cancelled) return;
      unsubscribe = client.subscribe(
        { operationName: request.name, query: request.text ?? '', variables },
        { next: (result) => sink.next(result as GraphQLResponse), complete: () => sink.complete(), error: fail },
      );
    }, fail);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });
}

// No retries and no refetching on focus or on a timer (spec: data is never stale unless we say so).
export const network = Network.create(
  (request, variables) =>
    Observable.from(
      // Offline, the screens of one's own journal answer from the copy kept on this device.
      withJournalCopy(
        currentViewer()?.id,
        request.name,
        variables,
        () => takeEarlyAnswer(request.name, variables) ?? postGraphQL(request.text ?? '', variables, request.name),
      ),
    ),
  subscribe,
);
