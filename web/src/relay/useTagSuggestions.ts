// Where the tag field's suggestions come from: the signed-in user's tags containing the text
// (User.tagSuggestions), asked fresh each time (tags change with every dream saved).
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useTagSuggestionsQuery } from '../__generated__/useTagSuggestionsQuery.graphql.ts';
import type { SuggestTags } from '../components/tags/useTagSuggestionList.ts';

const suggestionsQuery = graphql`
  query useTagSuggestionsQuery($text: String!) {
    me {
      tagSuggestions(text: $text) {
        name
      }
    }
  }
`;

export function useTagSuggestions(): SuggestTags {
  const environment = useRelayEnvironment();
  return useCallback(
    async (text: string) => {
      const data = await fetchQuery<useTagSuggestionsQuery>(
        environment,
        suggestionsQuery,
        { text },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return data?.me?.tagSuggestions.map((tag) => tag.name) ?? [];
    },
    [environment],
  );
}
