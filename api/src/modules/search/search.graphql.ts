// The `search` query (spec section 5) and its SearchFilter; the work is in search.service.ts.
import { builder } from '../../graphql/builder.ts';
import { parseInput } from '../../graphql/errors.ts';
import { DreamEntryType } from '../dreams/dreams.graphql.ts';
import { DREAM_LIMITS, dreamInputs } from '#shared/inputs/dreams.inputs.ts';
import { daySpan } from './date-terms.ts';
import { searchDreams, type SearchFilter as SearchFilterName } from './search.service.ts';

const SearchFilter = builder.enumType('SearchFilter', {
  description:
    'ALL: any of the others. CONTENT: title or text. TAGS: a tag. DATE: the long date (January 5, 2024 / 5 de enero de 2024).',
  // The service's SEARCH_FILTERS, in the same order.
  values: {
    ALL: { description: 'Any of CONTENT, TAGS and DATE.' },
    CONTENT: { description: "The dream's title or its text without markup." },
    TAGS: { description: "One of the dream's tags." },
    DATE: {
      description:
        'The dream\'s date written out in English or Spanish ("January 5, 2024", "5 de enero de 2024"), as a day in `timeZone`.',
    },
  } satisfies Record<SearchFilterName, { description: string }>,
});

builder.queryFields((t) => ({
  search: t.withAuth({ loggedIn: true }).field({
    type: [DreamEntryType],
    description: `Case-insensitive substring search of the signed-in user's dreams, newest first, at most 50; \`from\` and \`to\` keep the dreams of a span of days.`,
    args: {
      query: t.arg.string({
        description: `The text to find anywhere, ignoring case; made one line and trimmed, at most ${DREAM_LIMITS.searchMax} characters. Empty or null only with \`from\` or \`to\` (every dream of those days then); BAD_USER_INPUT otherwise.`,
      }),
      filter: t.arg({ type: SearchFilter, defaultValue: 'ALL', description: 'Where to look for it.' }),
      timeZone: t.arg.string({ description: 'IANA zone the DATE filter reads days in (default UTC).' }),
      favoritesOnly: t.arg.boolean({ defaultValue: false, description: 'Only the dreams marked as favourites.' }),
      from: t.arg.string({
        description:
          'The first day to search, yyyy-mm-dd, as a day in `timeZone` (inclusive); BAD_USER_INPUT when not a real day or after `to`.',
      }),
      to: t.arg.string({ description: 'The last day to search, yyyy-mm-dd, as a day in `timeZone` (inclusive).' }),
    },
    resolve: (_root, args, context) => {
      const input = parseInput(dreamInputs(context.locale).search, {
        query: args.query,
        timeZone: args.timeZone,
        from: args.from,
        to: args.to,
      });
      const timeZone = input.timeZone ?? 'UTC';
      return searchDreams({
        userId: context.viewer.id,
        query: input.query,
        filter: args.filter ?? 'ALL',
        timeZone,
        favoritesOnly: args.favoritesOnly ?? false,
        span: input.from || input.to ? daySpan(input.from ?? '1900-01-01', input.to ?? '2199-12-31', timeZone) : null,
        signal: context.signal,
      });
    },
  }),
}));
