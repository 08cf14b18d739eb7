// The sidebar belongs to some routes (home and the dream pages), but it sits beside <main>, in the
// shell. Those routes are grouped under a layout route with this handle; its loader starts the
// sidebar's query, and the shell finds the match to render the sidebar with it.
import type { PreloadedQuery } from 'react-relay';
import { useMatches } from 'react-router-dom';
// The query's artifact rather than Sidebar.tsx: the router imports this module, and the sidebar's
// components download with the signed-in shell, not with every page.
import sidebarQuery, { type SidebarQuery } from '../../__generated__/SidebarQuery.graphql.ts';
import { DESKTOP_MEDIA_QUERY } from '../../components/useMediaQuery.ts';
import { preloadRouteQuery } from '../../relay/routeQueries.ts';

/** Dreams per page: the first page fills a tall window; later ones load while scrolling. */
export const SIDEBAR_PAGE_SIZE = 30;

export const sidebarHandle = { sidebar: true } as const;

function isSidebarHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { sidebar?: unknown }).sidebar === true;
}

/** For the layout route's loader: phones never show the sidebar, so they do not load it. */
export function preloadSidebar(): PreloadedQuery<SidebarQuery> | null {
  return window.matchMedia(DESKTOP_MEDIA_QUERY).matches
    ? preloadRouteQuery<SidebarQuery>(sidebarQuery, { count: SIDEBAR_PAGE_SIZE })
    : null;
}

/** For the archive page's loader (/dreams): the same query at full width, on any screen. */
export function preloadArchive(): PreloadedQuery<SidebarQuery> {
  return preloadRouteQuery<SidebarQuery>(sidebarQuery, { count: SIDEBAR_PAGE_SIZE });
}

/** For the shell: whether the open page has a sidebar, and the query its loader started (if any). */
export function useSidebarRoute(): { hasSidebar: boolean; reference: PreloadedQuery<SidebarQuery> | null } {
  const match = useMatches().find((candidate) => isSidebarHandle(candidate.handle));
  return { hasSidebar: match != null, reference: (match?.data as PreloadedQuery<SidebarQuery> | null) ?? null };
}
