// An admin's "compute today's figures now": the server computes today's usage row (and any day it
// missed); the caller then reloads the dashboard's figures.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRefreshUsageMutation as RefreshUsageMutation } from '../__generated__/useRefreshUsageMutation.graphql.ts';

const refreshUsageMutation = graphql`
  mutation useRefreshUsageMutation {
    refreshUsage {
      daysComputed
    }
  }
`;

export function useRefreshUsageMutation() {
  const [commit, isInFlight] = useMutation<RefreshUsageMutation>(refreshUsageMutation);
  const refresh = useCallback(
    ({ onDone, onError }: { onDone: () => void; onError: (error: Error) => void }) =>
      commit({ variables: {}, onCompleted: () => onDone(), onError }),
    [commit],
  );
  return [refresh, isInFlight] as const;
}
