// Delete the signed-in user's account, with its password (the server checks it). The server ends every session; the caller then loads /auth
// afresh (as sign-out does), so nothing of the account stays in this page's memory.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAccountMutation as DeleteAccountMutation } from '../__generated__/useDeleteAccountMutation.graphql.ts';

const deleteAccountMutation = graphql`
  mutation useDeleteAccountMutation($password: String!) {
    deleteAccount(password: $password) {
      success
    }
  }
`;

export function useDeleteAccountMutation() {
  const [commit, isInFlight] = useMutation<DeleteAccountMutation>(deleteAccountMutation);
  const deleteAccount = useCallback(
    (password: string, { onCompleted, onError }: { onCompleted: () => void; onError: (error: Error) => void }) =>
      commit({ variables: { password }, onCompleted, onError }),
    [commit],
  );
  return [deleteAccount, isInFlight] as const;
}
