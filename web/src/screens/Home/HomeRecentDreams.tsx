// 'Recent Dreams': the three newest, each opening the dream, and 'Record a New Dream'; or the empty
// journal's invitation. A connection, so dreams recorded or deleted anywhere update it in place.
import { startTransition, useEffect } from 'react';
import { Link } from 'react-aria-components';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { HomeRecentDreamsRefetchQuery } from '../../__generated__/HomeRecentDreamsRefetchQuery.graphql.ts';
import type { HomeRecentDreams_user$key } from '../../__generated__/HomeRecentDreams_user.graphql.ts';
import { PlusIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { HomeDreamCard } from './HomeDreamCard.tsx';
import '../../components/button.css';

const RECENT_COUNT = 3;

const recentDreamsFragment = graphql`
  fragment HomeRecentDreams_user on User
  @refetchable(queryName: "HomeRecentDreamsRefetchQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 3 }, cursor: { type: "String" }) {
    dreams(first: $count, after: $cursor) @connection(key: "HomeRecentDreams_dreams") {
      edges {
        node {
          id
          ...HomeDreamCard_dream
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;

export function HomeRecentDreams({ user }: { user: HomeRecentDreams_user$key }) {
  const [data, refetch] = useRefetchableFragment<HomeRecentDreamsRefetchQuery, HomeRecentDreams_user$key>(
    recentDreamsFragment,
    user,
  );
  const { edges, pageInfo } = data.dreams;
  // A dream deleted from the three leaves a gap the store cannot fill: ask for the three again.
  const hasGap = edges.length < RECENT_COUNT && pageInfo.hasNextPage;
  useEffect(() => {
    if (!hasGap) return;
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [hasGap, refetch]);

  if (edges.length === 0) {
    return (
      <section className="home-empty" aria-labelledby="home-empty-text">
        <p id="home-empty-text" className="home-empty__text">
          {m.home_empty()}
        </p>
        <Link href="/dreams/new" className="button button--primary">
          <PlusIcon width={18} height={18} />
          {m.home_record_first()}
        </Link>
      </section>
    );
  }

  return (
    <section className="home-recent" aria-labelledby="home-recent-title">
      <div className="home-recent__heading">
        <h2 id="home-recent-title" className="section-title">
          {m.home_recent_dreams()}
        </h2>
        {/* Where there is no sidebar (phones, tablets), the way to the rest of the journal. */}
        <Link href="/dreams" className="home-recent__all">
          {m.home_all_dreams()}
        </Link>
      </div>
      {/* A dream recorded elsewhere is inserted before the list is read again: show three. */}
      <ul className="dream-card-list">
        {edges.slice(0, RECENT_COUNT).map(({ node }) => (
          <HomeDreamCard key={node.id} dream={node} />
        ))}
      </ul>
      <Link href="/dreams/new" className="button button--primary home-recent__record">
        <PlusIcon width={18} height={18} />
        {m.home_record_new()}
      </Link>
    </section>
  );
}
