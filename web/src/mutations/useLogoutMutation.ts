// End the session. Clearing the viewer sends the signed-in routes to /auth (see app/guards.tsx),
// empties the store's viewer (relay/environment.ts) and the journal kept for offline reading, which
// is done before onCompleted runs.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from '../__generated__/useLogoutMutation.graphql.ts';
import { clearViewer, journalCopyCleared } from '../app/AppViewer.tsx';

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
          // The page is usually left next (a full load of /auth), which would abort the clearing.
          void journalCopyCleared().then(onCompleted);
        },
        onError,
      }),
    [commit],
  );
  return [logout, isInFlight] as const;
}
