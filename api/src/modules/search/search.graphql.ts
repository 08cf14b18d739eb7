// The `search` query (spec section 5) and its SearchFilter; the work is in search.service.ts.
import { builder } from '../../graphql/builder.ts';
import { parseInput } from '../../graphql/errors.ts';
import { DreamEntryType } from '../dreams/dreams.graphql.ts';
import { dreamInputs } from '#shared/inputs/dreams.inputs.ts';
import { SEARCH_FILTERS, searchDreams } from './search.service.ts';

const SearchFilter = builder.enumType('SearchFilter', {
  description:
    'ALL: any of the others. CONTENT: title or text. TAGS: a tag. DATE: the long date (January 5, 2024 / 5 de enero de 2024).',
  values: SEARCH_FILTERS,
});

builder.queryFields((t) => ({
  search: t.withAuth({ loggedIn: true }).field({
    type: [DreamEntryType],
    description: `Case-insensitive substring search of the signed-in user's dreams, newest first, at most 50.`,
    args: {
      query: t.arg.string({ required: true }),
      filter: t.arg({ type: SearchFilter, defaultValue: 'ALL' }),
      timeZone: t.arg.string({ description: 'IANA zone the DATE filter reads days in (default UTC).' }),
    },
    resolve: (_root, args, context) => {
      const input = parseInput(dreamInputs(context.locale).search, { query: args.query, timeZone: args.timeZone });
      return searchDreams({
        userId: context.viewer.id,
        query: input.query,
        filter: args.filter ?? 'ALL',
        timeZone: input.timeZone,
        signal: context.signal,
      });
    },
  }),
}));
