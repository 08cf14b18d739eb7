// Record a new dream. The new dream takes its place in the archive and the recent dreams at once, and
// its own page opens from the store, without a round trip behind a skeleton.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type {
  CreateDreamInput,
  useCreateDreamMutation as CreateDreamMutation,
} from '../__generated__/useCreateDreamMutation.graphql.ts';
import { markJustCreated, placeDreamInLists } from '../relay/dreamStore.ts';

export const createDreamMutation = graphql`
  mutation useCreateDreamMutation($input: CreateDreamInput!) {
    createDream(input: $input) {
      dream {
        id
        databaseId
        ...dreamStore_dream
        # The dream page's interpretations (none yet): with them, the page after Save has all it reads.
        ...InterpretationPanels_dream
      }
    }
  }
`;

export type { CreateDreamInput };

/**
 * The new dream takes its place in every loaded list of dreams, and the root field its page asks for
 * (`dream(databaseId:)`) points at it, so that page's query is answered from the store.
 */
export const createDreamUpdater: SelectorStoreUpdater<CreateDreamMutation['response']> = (store, data) => {
  if (!data) return;
  const { id, databaseId } = data.createDream.dream;
  placeDreamInLists(store, id);
  const dream = store.get(id);
  if (dream) store.getRoot().setLinkedRecord(dream, 'dream', { databaseId });
  markJustCreated(databaseId);
};

interface CreateDreamCallbacks {
  onCreated: (databaseId: number) => void;
  onError: (error: Error) => void;
}

export function useCreateDreamMutation() {
  const [commit, isInFlight] = useMutation<CreateDreamMutation>(createDreamMutation);
  const createDream = useCallback(
    (input: CreateDreamInput, { onCreated, onError }: CreateDreamCallbacks) =>
      commit({
        variables: { input },
        updater: createDreamUpdater,
        onCompleted: (response, errors) => {
          if (errors?.length) onError(new Error(errors[0]!.message));
          else onCreated(response.createDream.dream.databaseId);
        },
        onError,
      }),
    [commit],
  );
  return [createDream, isInFlight] as const;
}
