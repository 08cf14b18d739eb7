// The archive narrowed to favourites (?favorites=1): its own query and connection, so the whole
// journal's list in the store (which the sidebar shares) is left as it is. Read fresh each time it
// opens: a star set or removed on a dream's page changes this list.
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { ArchiveFavoritesPaginationQuery } from '../../__generated__/ArchiveFavoritesPaginationQuery.graphql.ts';
import type { ArchiveFavoritesQuery } from '../../__generated__/ArchiveFavoritesQuery.graphql.ts';
import type { ArchiveFavorites_user$key } from '../../__generated__/ArchiveFavorites_user.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ArchiveList } from '../../shell/sidebar/SidebarArchive.tsx';
import { SIDEBAR_PAGE_SIZE } from '../../shell/sidebar/sidebarRoute.ts';

const favoritesQuery = graphql`
  query ArchiveFavoritesQuery($count: Int!) {
    me {
      ...ArchiveFavorites_user @arguments(count: $count)
    }
  }
`;

const favoritesFragment = graphql`
  fragment ArchiveFavorites_user on User
  @refetchable(queryName: "ArchiveFavoritesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    dreams(first: $count, after: $cursor, favoritesOnly: true) @connection(key: "ArchiveFavorites_dreams") {
      edges {
        node {
          id
          databaseId
          ...SidebarDreamItem_dream
        }
      }
    }
  }
`;

export function ArchiveFavorites() {
  const data = useLazyLoadQuery<ArchiveFavoritesQuery>(
    favoritesQuery,
    { count: SIDEBAR_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  return data.me ? <FavoriteEntries user={data.me} /> : null;
}

function FavoriteEntries({ user }: { user: ArchiveFavorites_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    ArchiveFavoritesPaginationQuery,
    ArchiveFavorites_user$key
  >(favoritesFragment, user);
  return (
    <ArchiveList
      edges={data.dreams.edges}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      emptyText={m.favorites_empty()}
    />
  );
}
