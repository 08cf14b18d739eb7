// Save edits to a dream's title, text or tags. The returned dream replaces the old one everywhere
// (Relay merges it by id); a changed date also moves it within the lists.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type {
  UpdateDreamInput,
  useUpdateDreamMutation as UpdateDreamMutation,
} from '../__generated__/useUpdateDreamMutation.graphql.ts';
import { placeDreamInLists } from '../relay/dreamStore.ts';
import { GraphQLRequestError } from '../relay/GraphQLRequestError.ts';

const updateDreamMutation = graphql`
  mutation useUpdateDreamMutation($id: ID!, $input: UpdateDreamInput!) {
    updateDream(id: $id, input: $input) {
      dream {
        id
        ...dreamStore_dream
      }
    }
  }
`;

export type { UpdateDreamInput };

/** A changed date moves the dream within the lists (its fields are merged by id anyway). */
export const updateDreamUpdater: SelectorStoreUpdater<UpdateDreamMutation['response']> = (store, data) => {
  if (data) placeDreamInLists(store, data.updateDream.dream.id);
};

interface UpdateDreamCallbacks {
  onUpdated: () => void;
  onError: (error: Error) => void;
}

export function useUpdateDreamMutation() {
  const [commit, isInFlight] = useMutation<UpdateDreamMutation>(updateDreamMutation);
  const updateDream = useCallback(
    (id: string, input: UpdateDreamInput, { onUpdated, onError }: UpdateDreamCallbacks) =>
      commit({
        variables: { id, input },
        updater: updateDreamUpdater,
        onCompleted: (_response, errors) => {
          // Kept as the server's coded error: a CONFLICT (changed elsewhere) is answered differently.
          if (errors?.length) onError(new GraphQLRequestError(errors));
          else onUpdated();
        },
        onError,
      }),
    [commit],
  );
  return [updateDream, isInFlight] as const;
}
