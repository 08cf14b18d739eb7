// The desktop sidebar of home and the dream pages (spec: 16rem): New Dream, and the Dream Archive.
// Its query is started by the route loader of those pages (sidebarRoute.ts) when the window is wide
// enough to show it; a window widened later loads it here instead.
import { Suspense } from 'react';
import { Link } from 'react-aria-components';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SidebarQuery } from '../../__generated__/SidebarQuery.graphql.ts';
import { FallbackOnError } from '../../components/FallbackOnError.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { SIDEBAR_PAGE_SIZE, SidebarArchive } from './SidebarArchive.tsx';
import '../../components/button.css';
import './sidebar.css';

// The page size is a variable, not a literal: the API's cost limit multiplies a literal `first` into
// the cost (30 dreams would exceed it), while the pagination query that loads the next pages passes
// it as a variable anyway.
export { SIDEBAR_PAGE_SIZE };

export const sidebarQuery = graphql`
  query SidebarQuery($count: Int!) {
    me {
      ...SidebarArchive_user @arguments(count: $count)
    }
  }
`;

export function Sidebar({ reference }: { reference: PreloadedQuery<SidebarQuery> | null }) {
  return (
    <aside className="sidebar" aria-labelledby="sidebar-title">
      <Link href="/dreams/new" className="button button--primary button--block">
        <PlusIcon width={18} height={18} />
        {m.nav_new_dream()}
      </Link>
      <h2 id="sidebar-title" className="sidebar__title">
        {m.sidebar_title()}
      </h2>
      <Suspense
        fallback={
          <p className="sidebar__status" role="status">
            {m.sidebar_loading()}
          </p>
        }
      >
        {/* Offline, the archive says it needs the network; the page beside it goes on working. */}
        <FallbackOnError
          fallback={
            <p className="sidebar__status" role="status">
              {m.sidebar_needs_network()}
            </p>
          }
        >
          {(retries) =>
            reference && retries === 0 ? <PreloadedArchive reference={reference} /> : <LazyArchive key={retries} />
          }
        </FallbackOnError>
      </Suspense>
    </aside>
  );
}

function PreloadedArchive({ reference }: { reference: PreloadedQuery<SidebarQuery> }) {
  const data = usePreloadedQuery<SidebarQuery>(sidebarQuery, reference);
  return data.me ? <SidebarArchive user={data.me} /> : null;
}

function LazyArchive() {
  const data = useLazyLoadQuery<SidebarQuery>(
    sidebarQuery,
    { count: SIDEBAR_PAGE_SIZE },
    { fetchPolicy: 'store-or-network' },
  );
  return data.me ? <SidebarArchive user={data.me} /> : null;
}
