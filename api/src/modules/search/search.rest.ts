// REST for search (spec section 7): GET /api/dreams/search?q=, optionally &from=yyyy-mm-dd&to=yyyy-mm-dd
// (a span of days in &timeZone=, inclusive; either alone is open-ended, and a span needs no q).
import type { RestRoute } from '../../http/rest-route.ts';

/** GET /api/dreams/search: the spec's search result. */
const DREAM_SEARCH_FIELDS = /* GraphQL */ `
  fragment RestDreamSearchItem on DreamEntry {
    id: databaseId
    title
    date
    content
    tags
  }
`;

export const searchRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/dreams/search',
    document: `query RestSearchDreams($query: String, $timeZone: String, $from: String, $to: String) {
      search(query: $query, filter: ALL, timeZone: $timeZone, from: $from, to: $to) { ...RestDreamSearchItem }
    } ${DREAM_SEARCH_FIELDS}`,
    variables: ({ query }) => ({
      query: query.get('q') ?? '',
      timeZone: query.get('timeZone'),
      from: query.get('from'),
      to: query.get('to'),
    }),
    respond: (data) => data.search,
    fieldAliases: { query: 'q' },
  },
];
