// The search page keeps its state in the URL (?q=term&filter=tags, and on the Date filter the days
// picked: &from=2024-01-01&to=2024-01-31), so a search can be reloaded, shared between tabs and started
// from elsewhere (the quick search's "see all").
import type { SearchFilter, SearchQuery$variables } from '../../__generated__/SearchQuery.graphql.ts';
import { favoritesOnlyIn } from '../../components/favoritesParam.ts';
import { readerTimeZone } from '../../i18n/timeZone.ts';

export const FILTERS = ['all', 'content', 'tags', 'date'] as const;
export type FilterKey = (typeof FILTERS)[number];

const TO_SCHEMA: Record<FilterKey, SearchFilter> = { all: 'ALL', content: 'CONTENT', tags: 'TAGS', date: 'DATE' };

export function filterFrom(value: string | null): FilterKey {
  return FILTERS.find((filter) => filter === value) ?? 'all';
}

/** A yyyy-mm-dd day that exists, of a year the server searches (1900-2199); anything else is ignored. */
export function isSearchableDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const time = Date.parse(`${value}T00:00:00Z`);
  return year >= 1900 && year <= 2199 && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The days picked on the Date filter (yyyy-mm-dd, either may be missing); none on the other filters. */
export function daysIn(params: URLSearchParams): { from: string | null; to: string | null } {
  if (filterFrom(params.get('filter')) !== 'date') return { from: null, to: null };
  const day = (name: string) => {
    const value = params.get(name);
    return value && isSearchableDay(value) ? value : null;
  };
  return { from: day('from'), to: day('to') };
}

/**
 * The query's variables for a URL, or null when there is neither a term nor (on the Date filter) a
 * day picked: nothing is asked then.
 */
export function searchVariablesFrom(params: URLSearchParams): SearchQuery$variables | null {
  const query = (params.get('q') ?? '').trim();
  const { from, to } = daysIn(params);
  if (!query && !from && !to) return null;
  const variables: SearchQuery$variables = {
    query,
    filter: TO_SCHEMA[filterFrom(params.get('filter'))],
    timeZone: readerTimeZone(),
  };
  if (from) variables.from = from;
  if (to) variables.to = to;
  return favoritesOnlyIn(params) ? { ...variables, favoritesOnly: true } : variables;
}
