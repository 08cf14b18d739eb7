// Send feedback about Oneiro (the Give Feedback dialog). Nothing on screen lists it afterwards, so
// the store needs no update beyond the new record itself.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSubmitFeedbackMutation as SubmitFeedbackMutation } from '../__generated__/useSubmitFeedbackMutation.graphql.ts';

const submitFeedbackMutation = graphql`
  mutation useSubmitFeedbackMutation($input: SubmitFeedbackInput!) {
    submitFeedback(input: $input) {
      feedback {
        id
        rating
        feedbackText
        isPublic
        isTestimonial
        createdAt
      }
    }
  }
`;

export type SubmitFeedbackFields = SubmitFeedbackMutation['variables']['input'];

export function useSubmitFeedbackMutation() {
  const [commit, isInFlight] = useMutation<SubmitFeedbackMutation>(submitFeedbackMutation);
  const submitFeedback = useCallback(
    (
      input: SubmitFeedbackFields,
      { onCompleted, onError }: { onCompleted: () => void; onError: (error: Error) => void },
    ) => commit({ variables: { input }, onCompleted, onError }),
    [commit],
  );
  return [submitFeedback, isInFlight] as const;
}
