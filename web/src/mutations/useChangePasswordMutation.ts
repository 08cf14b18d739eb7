// Change the signed-in user's password. The server ends the user's other sessions.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChangePasswordMutation as ChangePasswordMutation } from '../__generated__/useChangePasswordMutation.graphql.ts';

const changePasswordMutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
    }
  }
`;

export type ChangePasswordFields = ChangePasswordMutation['variables']['input'];

export function useChangePasswordMutation() {
  const [commit, isInFlight] = useMutation<ChangePasswordMutation>(changePasswordMutation);
  const changePassword = useCallback(
    (
      input: ChangePasswordFields,
      { onCompleted, onError }: { onCompleted: () => void; onError: (error: Error) => void },
    ) => commit({ variables: { input }, onCompleted, onError }),
    [commit],
  );
  return [changePassword, isInFlight] as const;
}
