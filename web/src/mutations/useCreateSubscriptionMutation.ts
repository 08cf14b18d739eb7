// Start a subscription from /subscription (an upgrade): the client secret the payment form confirms,
// or alreadyActive when there is nothing to buy. The account's billing fields change on the server
// (a trial starts at once), so they are read back in the same response.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useCreateSubscriptionMutation as CreateSubscriptionMutation,
  useCreateSubscriptionMutation$data,
} from '../__generated__/useCreateSubscriptionMutation.graphql.ts';

const createSubscriptionMutation = graphql`
  mutation useCreateSubscriptionMutation {
    createSubscription {
      clientSecret
      intentType
      subscriptionId
      alreadyActive
    }
  }
`;

export type SubscriptionStart = useCreateSubscriptionMutation$data['createSubscription'];

export function useCreateSubscriptionMutation() {
  const [commit, isInFlight] = useMutation<CreateSubscriptionMutation>(createSubscriptionMutation);
  const start = useCallback(
    ({ onStarted, onError }: { onStarted: (started: SubscriptionStart) => void; onError: (error: Error) => void }) =>
      commit({ variables: {}, onCompleted: (response) => onStarted(response.createSubscription), onError }),
    [commit],
  );
  return [start, isInFlight] as const;
}
