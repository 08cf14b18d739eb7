// Start-up: light theme, the viewer, the language, then the router. Nothing here loads Relay: the
// landing page does without it (see relay/RelayLayout.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isLocale } from '#shared/i18n/locale.ts';
import { startViewerSession } from './app/AppViewer.tsx';
import { showToastLeftByPreviousPage } from './components/toast/toastAfterReload.ts';
import { setUiLocale, storedChoice } from './i18n/uiLocale.ts';
import { createAppRouter } from './router.tsx';
import { followNotificationClicks, startServiceWorker } from './pwa/serviceWorker.ts';
import { applyInterfaceFont } from './styles/interfaceFont.ts';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

// The spec forces the light theme and records it under this key.
localStorage.setItem('theme', 'light');
// Before anything renders, so the first text is laid out in the face it keeps.
applyInterfaceFont();

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
startServiceWorker();

const router = createAppRouter(session);
followNotificationClicks((path) => void router.navigate(path));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
