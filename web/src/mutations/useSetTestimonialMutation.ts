// An admin shows public feedback as a testimonial on the welcome page, or stops showing it.
// Optimistic: the switch moves at once and goes back if the server refuses.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetTestimonialMutation as SetTestimonialMutation } from '../__generated__/useSetTestimonialMutation.graphql.ts';

const setTestimonialMutation = graphql`
  mutation useSetTestimonialMutation($id: ID!, $isTestimonial: Boolean!) {
    setTestimonial(id: $id, isTestimonial: $isTestimonial) {
      feedback {
        id
        isTestimonial
      }
    }
  }
`;

export function useSetTestimonialMutation() {
  const [commit, isInFlight] = useMutation<SetTestimonialMutation>(setTestimonialMutation);
  const setTestimonial = useCallback(
    (
      id: string,
      isTestimonial: boolean,
      { onCompleted, onError }: { onCompleted: () => void; onError: (error: Error) => void },
    ) =>
      commit({
        variables: { id, isTestimonial },
        optimisticResponse: { setTestimonial: { feedback: { id, isTestimonial } } },
        onCompleted,
        onError,
      }),
    [commit],
  );
  return [setTestimonial, isInFlight] as const;
}
