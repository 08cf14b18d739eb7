// End the session. Clearing the viewer sends the signed-in routes to /auth (see app/guards.tsx) and
// empties the store's viewer (relay/environment.ts).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from '../__generated__/useLogoutMutation.graphql.ts';
import { clearViewer } from '../app/AppViewer.tsx';

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout {
      success
    }
  }
`;

export function useLogoutMutation() {
  const [commit, isInFlight] = useMutation<LogoutMutation>(logoutMutation);
  const logout = useCallback(
    ({ onCompleted, onError }: { onCompleted: () => void; onError: (error: Error) => void }) =>
      commit({
        variables: {},
        onCompleted: () => {
          clearViewer();
          onCompleted();
        },
        onError,
      }),
    [commit],
  );
  return [logout, isInFlight] as const;
}
