// Mark or unmark a dream as a favourite. Optimistic: the star changes at once and goes back if the
// server refuses.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetFavoriteMutation as SetFavoriteMutation } from '../__generated__/useSetFavoriteMutation.graphql.ts';

const setFavoriteMutation = graphql`
  mutation useSetFavoriteMutation($id: ID!, $isFavorite: Boolean!) {
    setFavorite(id: $id, isFavorite: $isFavorite) {
      dream {
        id
        isFavorite
      }
    }
  }
`;

export function useSetFavoriteMutation() {
  const [commit] = useMutation<SetFavoriteMutation>(setFavoriteMutation);
  return useCallback(
    (id: string, isFavorite: boolean, { onError }: { onError: (error: Error) => void }) =>
      commit({
        variables: { id, isFavorite },
        optimisticResponse: { setFavorite: { dream: { id, isFavorite } } },
        onError,
      }),
    [commit],
  );
}
