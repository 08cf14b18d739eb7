// /dreams - the whole journal, newest first, where the desktop sidebar does not fit (phones and
// tablets reach it from the bottom bar and from home). It is the sidebar's archive at full width: the
// same query, entries and pages, so both read the same connection in the store.
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { FavoritesFilter } from '../../components/FavoritesFilter.tsx';
import { favoritesOnlyIn, withFavoritesOnly } from '../../components/favoritesParam.ts';
import type { SidebarQuery } from '../../__generated__/SidebarQuery.graphql.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { sidebarQuery } from '../../shell/sidebar/Sidebar.tsx';
import { SidebarArchive } from '../../shell/sidebar/SidebarArchive.tsx';
import '../../shell/sidebar/sidebar.css';
import { ArchiveFavorites } from './ArchiveFavorites.tsx';
import './archive.css';

export function Archive() {
  useUiLocale();
  useDocumentTitle(m.sidebar_title());
  const reference = useLoaderData() as PreloadedQuery<SidebarQuery>;
  const [params, setParams] = useSearchParams();
  const favoritesOnly = favoritesOnlyIn(params);
  return (
    <section className="page archive" aria-labelledby="archive-title">
      <div className="archive__heading">
        <h1 id="archive-title" className="page-title">
          {m.sidebar_title()}
        </h1>
        <FavoritesFilter
          isSelected={favoritesOnly}
          onChange={(on) => setParams((previous) => withFavoritesOnly(previous, on), { replace: true })}
        />
      </div>
      <Suspense
        fallback={
          <p className="sidebar__status" role="status">
            {m.sidebar_loading()}
          </p>
        }
      >
        {favoritesOnly ? <ArchiveFavorites /> : <ArchiveEntries reference={reference} />}
      </Suspense>
    </section>
  );
}

function ArchiveEntries({ reference }: { reference: PreloadedQuery<SidebarQuery> }) {
  const data = usePreloadedQuery<SidebarQuery>(sidebarQuery, reference);
  return data.me ? <SidebarArchive user={data.me} /> : null;
}
