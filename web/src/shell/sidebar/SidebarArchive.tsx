// Every dream of the journal, newest first, read a page at a time: the next page loads when the end
// of the list scrolls into view, so a journal of thousands opens as fast as one of ten.
import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useMatch } from 'react-router-dom';
import type { SidebarArchive_user$key } from '../../__generated__/SidebarArchive_user.graphql.ts';
import type { SidebarArchivePaginationQuery } from '../../__generated__/SidebarArchivePaginationQuery.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useNow } from '../../components/useNow.ts';
import { SidebarDreamItem } from './SidebarDreamItem.tsx';
import { SIDEBAR_PAGE_SIZE } from './sidebarRoute.ts';

export { SIDEBAR_PAGE_SIZE };

const archiveFragment = graphql`
  fragment SidebarArchive_user on User
  @refetchable(queryName: "SidebarArchivePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    dreams(first: $count, after: $cursor) @connection(key: "SidebarArchive_dreams") {
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

export function SidebarArchive({ user }: { user: SidebarArchive_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    SidebarArchivePaginationQuery,
    SidebarArchive_user$key
  >(archiveFragment, user);
  const activeId = useMatch('/dreams/:id')?.params.id;
  const now = useNow();
  const edges = data.dreams.edges;
  const sentinel = useRef<HTMLLIElement>(null);

  // A new observer per page: it reports at once whether the end is still in view (a tall window
  // may need several pages before the list overflows). The sidebar scrolls on its own; the archive
  // page (/dreams) scrolls with the window, the observer's default root.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNext || isLoadingNext) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext(SIDEBAR_PAGE_SIZE);
      },
      { root: target.closest('.sidebar'), rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext, edges.length]);

  if (edges.length === 0) return <p className="sidebar__status">{m.sidebar_empty()}</p>;

  return (
    <>
      <ul className="sidebar__list">
        {edges.map(({ node }) => (
          <SidebarDreamItem key={node.id} dream={node} isActive={String(node.databaseId) === activeId} now={now} />
        ))}
        {hasNext && <li ref={sentinel} className="sidebar__sentinel" aria-hidden="true" />}
      </ul>
      {isLoadingNext && (
        <p className="sidebar__status" role="status">
          {m.sidebar_loading()}
        </p>
      )}
    </>
  );
}
