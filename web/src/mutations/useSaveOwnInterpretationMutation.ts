// Save your own interpretation of a dream: creates it the first time, updates it after that (the
// server decides). A new one joins the dream's interpretations in the store.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
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
        updater: (store, data) => {
          const saved = data?.saveOwnInterpretation?.interpretation;
          if (saved) putInterpretationOnDream(store, dreamId, saved.id);
        },
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
