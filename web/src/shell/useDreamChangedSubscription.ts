// Live journal: a dream created, edited or deleted on another tab or device appears here without a
// reload. The signed-in shell holds one subscription for the whole session; each event's dream is
// merged into the store by id, and dreamStore.ts places it in (or takes it out of) the lists.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, SelectorStoreUpdater } from 'relay-runtime';
import type { useDreamChangedSubscription as DreamChangedSubscription } from '../__generated__/useDreamChangedSubscription.graphql.ts';
import { placeDreamInLists, removeDreamFromStore } from '../relay/dreamStore.ts';

const dreamChangedSubscription = graphql`
  subscription useDreamChangedSubscription {
    dreamChanged {
      kind
      dreamId
      dream {
        id
        ...dreamStore_dream
      }
    }
  }
`;

/** Another device's change: the dream takes its place in (or leaves) the lists, as after a mutation here. */
export const dreamChangedUpdater: SelectorStoreUpdater<DreamChangedSubscription['response']> = (store, data) => {
  const change = data?.dreamChanged;
  if (!change) return;
  if (change.kind === 'DELETED') removeDreamFromStore(store, change.dreamId);
  else if (change.dream) placeDreamInLists(store, change.dream.id);
};

export function useDreamChangedSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<DreamChangedSubscription>>(
    () => ({
      subscription: dreamChangedSubscription,
      variables: {},
      updater: dreamChangedUpdater,
      // A dropped socket is retried by the client (relay/network.ts), and RelayLayout.tsx reloads the data on
      // show once it is back, for the events it missed.
      onError: () => {},
    }),
    [],
  );
  useSubscription(config);
}
