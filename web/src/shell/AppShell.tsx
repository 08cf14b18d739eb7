// The frame of every signed-in page: header, the page, the phone bottom bar and, on desktop, the
// sidebar of the pages that have one. Screens suspend inside it while their preloaded query answers,
// so the frame never blinks. It also holds the session's live subscription to dream changes.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '../components/useMediaQuery.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../i18n/uiLocale.ts';
import { useStoredViewer } from '../relay/AppViewerQuery.ts';
import { OutboxNotice } from '../offline/OutboxNotice.tsx';
import { BottomBar } from './BottomBar.tsx';
import { Sidebar } from './sidebar/Sidebar.tsx';
import { useSidebarRoute } from './sidebar/sidebarRoute.ts';
import { TopNav } from './TopNav.tsx';
import { useDreamChangedSubscription } from './useDreamChangedSubscription.ts';
import './shell.css';

export function AppShell() {
  useUiLocale();
  useDreamChangedSubscription();
  const viewer = useStoredViewer();
  const sidebar = useSidebarRoute();
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const showSidebar = sidebar.hasSidebar && isDesktop;
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {m.skip_to_content()}
      </a>
      <TopNav viewer={viewer} />
      <div className={`app-shell__body${showSidebar ? ' app-shell__body--with-sidebar' : ''}`}>
        {showSidebar && <Sidebar reference={sidebar.reference} />}
        <main id="main" className="app-shell__main" tabIndex={-1}>
          <OutboxNotice />
          <Suspense
            fallback={
              <p className="page inline-loading" role="status">
                {m.loading_inline()}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
      <BottomBar />
    </div>
  );
}
