// Start-up: light theme, the viewer query, the language, then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { isLocale } from '../../api/src/i18n/locale.ts';
import { startViewerSession } from './app/AppViewer.tsx';
import { setUiLocale, storedChoice } from './i18n/uiLocale.ts';
import { environment } from './relay/environment.ts';
import { createAppRouter } from './router.tsx';
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

const router = createAppRouter(session);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
