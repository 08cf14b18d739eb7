// Feedback on an AI interpretation: thumbs up or down (or null to clear) for Jung and Rogers, helpful
// plus an optional text for CBT. Optimistic: the choice shows at once and goes back if the server
// refuses.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  FeedbackValue,
  InterpretationFeedbackInput,
  useSetInterpretationFeedbackMutation as SetInterpretationFeedbackMutation,
} from '../__generated__/useSetInterpretationFeedbackMutation.graphql.ts';

const setInterpretationFeedbackMutation = graphql`
  mutation useSetInterpretationFeedbackMutation($id: ID!, $input: InterpretationFeedbackInput!) {
    setInterpretationFeedback(id: $id, input: $input) {
      interpretation {
        id
        feedback
        helpful
        feedbackText
      }
    }
  }
`;

export type { FeedbackValue };

/** All the feedback of one interpretation as it will be once the server agrees. */
export interface InterpretationFeedbackState {
  feedback: FeedbackValue | null;
  helpful: boolean | null;
  feedbackText: string | null;
}

interface FeedbackCallbacks {
  onSaved?: () => void;
  onError: (error: Error) => void;
}

export function useSetInterpretationFeedbackMutation() {
  const [commit, isInFlight] = useMutation<SetInterpretationFeedbackMutation>(setInterpretationFeedbackMutation);
  const setFeedback = useCallback(
    (
      id: string,
      input: InterpretationFeedbackInput,
      expected: InterpretationFeedbackState,
      { onSaved, onError }: FeedbackCallbacks,
    ) =>
      commit({
        variables: { id, input },
        optimisticResponse: { setInterpretationFeedback: { interpretation: { id, ...expected } } },
        onCompleted: (_response, errors) => {
          if (errors?.length) onError(new Error(errors[0]!.message));
          else onSaved?.();
        },
        onError,
      }),
    [commit],
  );
  return [setFeedback, isInFlight] as const;
}
