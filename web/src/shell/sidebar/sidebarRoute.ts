// The sidebar belongs to some routes (home and the dream pages), but it sits beside <main>, in the
// shell. Those routes are grouped under a layout route with this handle; its loader starts the
// sidebar's query (relay/routeLoaders.ts), and the shell finds the match to render the sidebar with it.
// Plain code: the router imports this module, and the sidebar's components download with the
// signed-in shell, not with every page.
import type { PreloadedQuery } from 'react-relay';
import { useMatches } from 'react-router-dom';
import type { SidebarQuery } from '../../__generated__/SidebarQuery.graphql.ts';

/** Dreams per page: the first page fills a tall window; later ones load while scrolling. */
export const SIDEBAR_PAGE_SIZE = 30;

export const sidebarHandle = { sidebar: true } as const;

function isSidebarHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { sidebar?: unknown }).sidebar === true;
}

/** For the shell: whether the open page has a sidebar, and the query its loader started (if any). */
export function useSidebarRoute(): { hasSidebar: boolean; reference: PreloadedQuery<SidebarQuery> | null } {
  const match = useMatches().find((candidate) => isSidebarHandle(candidate.handle));
  return { hasSidebar: match != null, reference: (match?.data as PreloadedQuery<SidebarQuery> | null) ?? null };
}
