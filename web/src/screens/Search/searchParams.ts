// The search page keeps its state in the URL (?q=term&filter=tags), so a search can be reloaded,
// shared between tabs and started from elsewhere (the quick search's "see all").
import type { SearchFilter, SearchQuery$variables } from '../../__generated__/SearchQuery.graphql.ts';
import { favoritesOnlyIn } from '../../components/favoritesParam.ts';
import { readerTimeZone } from '../../i18n/timeZone.ts';

export const FILTERS = ['all', 'content', 'tags', 'date'] as const;
export type FilterKey = (typeof FILTERS)[number];

const TO_SCHEMA: Record<FilterKey, SearchFilter> = { all: 'ALL', content: 'CONTENT', tags: 'TAGS', date: 'DATE' };

export function filterFrom(value: string | null): FilterKey {
  return FILTERS.find((filter) => filter === value) ?? 'all';
}

/** The query's variables for a URL, or null when there is no term (nothing is asked then). */
export function searchVariablesFrom(params: URLSearchParams): SearchQuery$variables | null {
  const query = (params.get('q') ?? '').trim();
  if (!query) return null;
  const variables = { query, filter: TO_SCHEMA[filterFrom(params.get('filter'))], timeZone: readerTimeZone() };
  return favoritesOnlyIn(params) ? { ...variables, favoritesOnly: true } : variables;
}
