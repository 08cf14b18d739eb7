// The frame of pages a signed-out visitor may see outside the landing page (verify-email).
import { Outlet } from 'react-router-dom';
import { useViewer } from '../app/AppViewer.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../i18n/uiLocale.ts';
import { AppShell } from './AppShell.tsx';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import './shell.css';

/** Signed-in visitors keep their usual frame; others get the brand and the language picker. */
export function ViewerAwareShell() {
  return useViewer() ? <AppShell /> : <PublicShell />;
}

function PublicShell() {
  useUiLocale();
  return (
    <div className="app-shell app-shell--public">
      <a href="#main" className="skip-link">
        {m.skip_to_content()}
      </a>
      <header className="top-bar">
        <div className="top-bar__inner">
          <Brand />
          <div className="top-bar__actions">
            <LanguageSwitch compact />
          </div>
        </div>
      </header>
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
