// A Relay environment like the app's (relay/environment.ts) for the web unit tests, talking to the
// real API test server as one browser: queries and mutations over HTTP, subscriptions over graphql-ws.
import {
  commitMutation,
  createOperationDescriptor,
  Environment,
  fetchQuery,
  Network,
  Observable,
  RecordSource,
  Store,
  type ConcreteRequest,
  type GraphQLResponse,
  type MutationParameters,
  type SelectorStoreUpdater,
  type Variables,
} from 'relay-runtime';
import type { TestBrowser } from '#api-test/test-app.ts';

/** A Relay environment like the app's, talking to the test server as `browser` (HTTP and graphql-ws). */
export function environmentOf(browser: TestBrowser) {
  const { client } = browser.websocket();
  const network = Network.create(
    async (request, variables) => {
      const { data, errors } = await browser.graphql(request.text!, variables);
      return { data, errors } as GraphQLResponse;
    },
    (request, variables) =>
      Observable.create<GraphQLResponse>((sink) =>
        client.subscribe(
          { query: request.text!, variables },
          { next: (value) => sink.next(value as GraphQLResponse), error: sink.error, complete: sink.complete },
        ),
      ),
  );
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), client };
}

/** Runs a screen's query and keeps its data, as a mounted screen does. */
export async function load(environment: Environment, query: ConcreteRequest, variables: Variables = {}) {
  environment.retain(createOperationDescriptor(query, variables));
  await fetchQuery(environment, query, variables).toPromise();
}

export function mutate<T extends MutationParameters>(
  environment: Environment,
  mutation: ConcreteRequest,
  variables: T['variables'],
  updater: SelectorStoreUpdater<T['response']>,
): Promise<T['response']> {
  return new Promise((resolve, reject) =>
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater,
      onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response)),
      onError: reject,
    }),
  );
}
