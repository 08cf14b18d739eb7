// Ask for a new verification link (the server limits how often).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResendVerificationMutation as ResendVerificationMutation } from '../__generated__/useResendVerificationMutation.graphql.ts';

const resendVerificationMutation = graphql`
  mutation useResendVerificationMutation {
    resendVerificationEmail {
      message
    }
  }
`;

export function useResendVerificationMutation() {
  const [commit, isInFlight] = useMutation<ResendVerificationMutation>(resendVerificationMutation);
  const resend = useCallback(
    ({ onSent, onError }: { onSent: (message: string) => void; onError: (error: Error) => void }) =>
      commit({
        variables: {},
        onCompleted: (response) => onSent(response.resendVerificationEmail.message),
        onError,
      }),
    [commit],
  );
  return [resend, isInFlight] as const;
}
