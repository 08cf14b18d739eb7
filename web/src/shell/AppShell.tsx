// The frame of every signed-in page: header, the page, and the phone bottom bar. Screens suspend
// inside it while their preloaded query answers, so the frame never blinks.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSignedInViewer } from '../app/AppViewer.tsx';
import { m } from '../i18n/paraglide/messages.js';
import { useUiLocale } from '../i18n/uiLocale.ts';
import { BottomBar } from './BottomBar.tsx';
import { TopNav } from './TopNav.tsx';
import './shell.css';

export function AppShell() {
  useUiLocale();
  const viewer = useSignedInViewer();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {m.skip_to_content()}
      </a>
      <TopNav viewer={viewer} />
      <main id="main" className="app-shell__main" tabIndex={-1}>
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
      <BottomBar />
    </div>
  );
}
