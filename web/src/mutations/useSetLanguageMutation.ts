// Save the signed-in user's interface language, so their next sign-in (anywhere) starts in it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Locale } from '#shared/i18n/locale.ts';
import type { useSetLanguageMutation as SetLanguageMutation } from '../__generated__/useSetLanguageMutation.graphql.ts';

const setLanguageMutation = graphql`
  mutation useSetLanguageMutation($language: Language!) {
    setLanguage(language: $language) {
      id
      preferredLanguage
    }
  }
`;

export function useSetLanguageMutation() {
  const [commit] = useMutation<SetLanguageMutation>(setLanguageMutation);
  return useCallback(
    (userId: string, language: Locale, { onError }: { onError: (error: Error) => void }) =>
      commit({
        variables: { language },
        optimisticResponse: { setLanguage: { id: userId, preferredLanguage: language } },
        onError,
      }),
    [commit],
  );
}
