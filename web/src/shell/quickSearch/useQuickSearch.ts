// The quick search's answers for a (debounced, non-empty) term. Not a screen query: it runs as the
// reader types, so it is fetched here and kept in state, and only the newest term's answer counts.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  useQuickSearchQuery as QuickSearchQuery,
  useQuickSearchQuery$data,
} from '../../__generated__/useQuickSearchQuery.graphql.ts';
import { readerTimeZone } from '../../i18n/timeZone.ts';

const quickSearchQuery = graphql`
  query useQuickSearchQuery($query: String!, $timeZone: String) {
    search(query: $query, filter: ALL, timeZone: $timeZone) {
      id
      databaseId
      title
      date
      contentText
      tags
    }
  }
`;

export type QuickSearchDream = useQuickSearchQuery$data['search'][number];

/** A dropdown has room for a handful; the search page shows them all. */
const SHOWN = 8;

interface Answer {
  term: string;
  dreams: readonly QuickSearchDream[];
  failed: boolean;
}

export function useQuickSearch(term: string) {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!term) return;
    // network-only: a list of matches cannot be kept current by the store, so never show an old one.
    const subscription = fetchQuery<QuickSearchQuery>(
      environment,
      quickSearchQuery,
      { query: term, timeZone: readerTimeZone() },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => setAnswer({ term, dreams: data.search.slice(0, SHOWN), failed: false }),
      error: () => setAnswer({ term, dreams: [], failed: true }),
    });
    return () => subscription.unsubscribe();
  }, [environment, term]);

  const isCurrent = answer !== null && answer.term === term;
  return {
    dreams: isCurrent ? answer.dreams : [],
    failed: isCurrent && answer.failed,
    isLoading: term !== '' && !isCurrent,
  };
}
