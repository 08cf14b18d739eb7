// Start-up: light theme, the viewer query, the language, then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import type { RecordSourceProxy } from 'relay-runtime';
import { isLocale } from '#api/i18n/locale.ts';
import { startViewerSession } from './app/AppViewer.tsx';
import { showToastLeftByPreviousPage } from './components/toast/toastAfterReload.ts';
import { setUiLocale, storedChoice } from './i18n/uiLocale.ts';
import { environment } from './relay/environment.ts';
import { onSubscriptionsResumed } from './relay/network.ts';
import { createAppRouter } from './router.tsx';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

// The spec forces the light theme and records it under this key.
localStorage.setItem('theme', 'light');

const session = startViewerSession();
// Language: this device's choice, else the signed-in user's, else the browser's (set in uiLocale.ts).
session.loaded.then(
  (viewer) => {
    if (viewer && !storedChoice() && isLocale(viewer.preferredLanguage)) {
      setUiLocale(viewer.preferredLanguage, { remember: false });
    }
  },
  () => {}, // A failed start is shown by the root route's error page.
);
showToastLeftByPreviousPage();

const router = createAppRouter(session);
// Changes made elsewhere while the live connection was down never arrive as events: when it is back,
// mark what the store holds as stale and let the screens on show load their data again.
onSubscriptionsResumed(() => {
  // relay-runtime's store proxies all have invalidateStore(); @types/relay-runtime lists it on the
  // selector proxy only.
  environment.commitUpdate((store) => (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore());
  void router.revalidate();
});
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
