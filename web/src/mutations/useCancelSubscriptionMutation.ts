// Cancel at the end of the period: the account keeps access until then. The returned user (the
// page's own fragment) updates the store, so the page shows the access end at once.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCancelSubscriptionMutation as CancelSubscriptionMutation } from '../__generated__/useCancelSubscriptionMutation.graphql.ts';

const cancelSubscriptionMutation = graphql`
  mutation useCancelSubscriptionMutation {
    cancelSubscription {
      id
      subscriptionEndsAt
      ...Subscription_me
    }
  }
`;

export function useCancelSubscriptionMutation() {
  const [commit, isInFlight] = useMutation<CancelSubscriptionMutation>(cancelSubscriptionMutation);
  const cancel = useCallback(
    ({ onCancelled, onError }: { onCancelled: (endsAt: string | null) => void; onError: (error: Error) => void }) =>
      commit({
        variables: {},
        onCompleted: (response) => onCancelled(response.cancelSubscription.subscriptionEndsAt ?? null),
        onError,
      }),
    [commit],
  );
  return [cancel, isInFlight] as const;
}
