// Screen queries start in route loaders, before the screen renders (render-as-you-fetch). A bare
// loadQuery in a loader leaks: nothing disposes a reference whose navigation was interrupted, or the
// one a screen held when the user moved on. So every reference made here is tracked, and whenever the
// router settles, the ones that are not the loader data of a rendered route are disposed.
import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { FetchPolicy, OperationType } from 'relay-runtime';
import { useLoaderData, type createBrowserRouter } from 'react-router-dom';
import { environment } from './environment.ts';

type Router = ReturnType<typeof createBrowserRouter>;

const liveReferences = new Set<PreloadedQuery<OperationType>>();

/**
 * For a route loader: starts the screen's query and returns the reference as the loader data.
 * The default, store-or-network, suits screens the store keeps current (mutations and the live
 * subscription update it); a screen whose answer the store cannot keep current (search results)
 * asks for store-and-network.
 */
export function preloadRouteQuery<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variables: TQuery['variables'],
  { fetchPolicy = 'store-or-network' }: { fetchPolicy?: FetchPolicy } = {},
): PreloadedQuery<TQuery> {
  const reference = loadQuery<TQuery>(environment, query, variables, { fetchPolicy });
  liveReferences.add(reference);
  return reference;
}

/** For the screen: the data of the query its route loader started. */
export function useRouteQuery<TQuery extends OperationType>(query: GraphQLTaggedNode): TQuery['response'] {
  return usePreloadedQuery<TQuery>(query, useLoaderData() as PreloadedQuery<TQuery>);
}

/** Disposes references no rendered route holds, each time a navigation or revalidation settles. */
export function disposeLeftRouteQueries(router: Router): () => void {
  return router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle' || state.revalidation !== 'idle') return;
    const rendered = new Set<unknown>(Object.values(state.loaderData));
    for (const reference of liveReferences) {
      if (rendered.has(reference)) continue;
      reference.dispose();
      liveReferences.delete(reference);
    }
  });
}
