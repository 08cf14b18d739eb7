// End the session. Before onCompleted runs (the caller then loads /auth afresh), this device forgets
// the signed-in viewer and the journal kept for offline reading (app/AppViewer.tsx).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from '../__generated__/useLogoutMutation.graphql.ts';
import { forgetViewerBeforeLeaving } from '../app/AppViewer.tsx';

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
        // Leaving the page aborts an unfinished clearing, so it is waited for.
        onCompleted: () => void forgetViewerBeforeLeaving().then(onCompleted),
        onError,
      }),
    [commit],
  );
  return [logout, isInFlight] as const;
}
