// Save your own interpretation of a dream: creates it the first time, updates it after that (the
// server decides). A new one joins the dream's interpretations in the store.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useSaveOwnInterpretationMutation as SaveOwnInterpretationMutation } from '../__generated__/useSaveOwnInterpretationMutation.graphql.ts';
import { putInterpretationOnDream } from '../relay/interpretationStore.ts';

const saveOwnInterpretationMutation = graphql`
  mutation useSaveOwnInterpretationMutation($dreamId: ID!, $content: String!) {
    saveOwnInterpretation(dreamId: $dreamId, content: $content) {
      interpretation {
        id
        type
        ...OwnInterpretationPanel_interpretation
      }
    }
  }
`;

/** The saved interpretation joins the dream's list, replacing an earlier one of its type. */
export const saveOwnInterpretationUpdater =
  (dreamId: string): SelectorStoreUpdater<SaveOwnInterpretationMutation['response']> =>
  (store, data) => {
    const saved = data?.saveOwnInterpretation?.interpretation;
    if (saved) putInterpretationOnDream(store, dreamId, saved.id);
  };

interface SaveCallbacks {
  onSaved: () => void;
  onError: (error: Error) => void;
}

export function useSaveOwnInterpretationMutation() {
  const [commit, isInFlight] = useMutation<SaveOwnInterpretationMutation>(saveOwnInterpretationMutation);
  const save = useCallback(
    (dreamId: string, content: string, { onSaved, onError }: SaveCallbacks) =>
      commit({
        variables: { dreamId, content },
        updater: saveOwnInterpretationUpdater(dreamId),
        onCompleted: (_response, errors) => {
          if (errors?.length) onError(new Error(errors[0]!.message));
          else onSaved();
        },
        onError,
      }),
    [commit],
  );
  return [save, isInFlight] as const;
}
