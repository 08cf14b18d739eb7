// The dreams behind a figure (a recurring element, an indicator of the content profile), fetched when
// the reader opens the list: titles and dates of up to 30 of them, newest first, each a link to its
// page, with the words that counted when there are some.
import { Link } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InsightsDreamListQuery } from '../../__generated__/InsightsDreamListQuery.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatLongDate } from '../../i18n/formatDates.ts';
import { formatNumber } from './insightsFormat.ts';

export const DREAM_LIST_LIMIT = 30;

const query = graphql`
  query InsightsDreamListQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on DreamEntry {
        id
        databaseId
        title
        date
      }
    }
  }
`;

/** A Relay global id of a dream from its numeric id (as the API writes them: "DreamEntry:12" in base64). */
export const dreamGlobalId = (databaseId: number) => btoa(`DreamEntry:${databaseId}`);

export function InsightsDreamList({
  ids,
  words,
}: {
  /** Global ids, newest first. */
  ids: readonly string[];
  /** The words that counted, by global id. */
  words?: ReadonlyMap<string, readonly string[]>;
}) {
  const shown = ids.slice(0, DREAM_LIST_LIMIT);
  const { nodes } = useLazyLoadQuery<InsightsDreamListQuery>(
    query,
    { ids: shown },
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <>
      <ul className="insights-dreams">
        {nodes.map((dream, index) =>
          dream?.databaseId == null ? null : (
            <li key={dream.id ?? index} className="insights-dreams__item">
              <Link href={`/dreams/${dream.databaseId}`} className="insights-dreams__link">
                {dream.title || m.insights_untitled()}
              </Link>
              <span className="insights-dreams__date">{dream.date ? formatLongDate(dream.date) : ''}</span>
              {dream.id && words?.get(dream.id)?.length ? (
                <span className="insights-dreams__words">
                  {m.insights_words_read({
                    words: words
                      .get(dream.id)!
                      .map((word) => `“${word}”`)
                      .join(', '),
                  })}
                </span>
              ) : null}
            </li>
          ),
        )}
      </ul>
      {ids.length > shown.length && (
        <p className="insights-dreams__more">
          {m.insights_dreams_more({ shown: formatNumber(shown.length), count: formatNumber(ids.length) })}
        </p>
      )}
    </>
  );
}
