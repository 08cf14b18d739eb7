// Delete a dream: it leaves every list and the store as soon as the server confirms.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useDeleteDreamMutation as DeleteDreamMutation } from '../__generated__/useDeleteDreamMutation.graphql.ts';
import { removeDreamFromStore } from '../relay/dreamStore.ts';

const deleteDreamMutation = graphql`
  mutation useDeleteDreamMutation($id: ID!) {
    deleteDream(id: $id) {
      deletedId
    }
  }
`;

/** The deleted dream leaves every list and the store. */
export const deleteDreamUpdater: SelectorStoreUpdater<DeleteDreamMutation['response']> = (store, data) => {
  if (data) removeDreamFromStore(store, data.deleteDream.deletedId);
};

interface DeleteDreamCallbacks {
  onDeleted: () => void;
  onError: (error: Error) => void;
}

export function useDeleteDreamMutation() {
  const [commit, isInFlight] = useMutation<DeleteDreamMutation>(deleteDreamMutation);
  const deleteDream = useCallback(
    (id: string, { onDeleted, onError }: DeleteDreamCallbacks) =>
      commit({
        variables: { id },
        updater: deleteDreamUpdater,
        onCompleted: (_response, errors) => {
          if (errors?.length) onError(new Error(errors[0]!.message));
          else onDeleted();
        },
        onError,
      }),
    [commit],
  );
  return [deleteDream, isInFlight] as const;
}
