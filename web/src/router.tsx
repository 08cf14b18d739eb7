// Routes and their access rules (spec section 2). Loaders run the rules before anything renders and
// start each screen's query (see relay/routeQueries.ts for how those references are disposed); the
// guard components keep the rules true when the viewer changes under a rendered page.
import { createBrowserRouter } from 'react-router-dom';
import type { HomeQuery } from './__generated__/HomeQuery.graphql.ts';
import type { ViewerSession } from './app/AppViewer.tsx';
import { accessLoaders, SignedInOnly, SignedOutOnly } from './app/guards.tsx';
import { Root } from './app/Root.tsx';
import { RouteError } from './app/RouteError.tsx';
import { StartupScreen } from './app/StartupScreen.tsx';
import { m } from './i18n/paraglide/messages.js';
import { disposeLeftRouteQueries, preloadRouteQuery } from './relay/routeQueries.ts';
import { ComingSoon } from './screens/ComingSoon/ComingSoon.tsx';
import { Home, homeQuery } from './screens/Home/Home.tsx';
import { Landing } from './screens/Landing/Landing.tsx';
import { NotFound } from './screens/NotFound/NotFound.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { ViewerAwareShell } from './shell/PublicShell.tsx';

export function createAppRouter(session: ViewerSession) {
  const access = accessLoaders(session);
  const router = createBrowserRouter([
    {
      path: '/',
      // Nothing renders before the viewer is known: every access rule depends on it.
      loader: () => session.loaded.then(() => null),
      element: <Root viewerReference={session.reference} />,
      HydrateFallback: StartupScreen,
      errorElement: <RouteError />,
      children: [
        {
          path: 'landing',
          loader: access.signedOut,
          element: (
            <SignedOutOnly>
              <Landing initialTab="register" />
            </SignedOutOnly>
          ),
        },
        {
          path: 'auth',
          loader: access.signedOut,
          element: (
            <SignedOutOnly>
              <Landing initialTab="login" />
            </SignedOutOnly>
          ),
        },
        {
          element: <ViewerAwareShell />,
          children: [{ path: 'verify-email', element: <ComingSoon title={m.verify_email_title} /> }],
        },
        {
          loader: access.signedIn,
          element: (
            <SignedInOnly>
              <AppShell />
            </SignedInOnly>
          ),
          children: [
            {
              index: true,
              loader: async () => {
                await access.signedIn();
                return preloadRouteQuery<HomeQuery>(homeQuery, {});
              },
              element: <Home />,
            },
            { path: 'dreams/new', element: <ComingSoon title={m.record_dream_title} /> },
            { path: 'dreams/:id', element: <ComingSoon title={m.dream_details_title} /> },
            { path: 'search', element: <ComingSoon title={m.search_title} /> },
            { path: 'profile', element: <ComingSoon title={m.profile_title} /> },
            { path: 'account-settings', element: <ComingSoon title={m.account_settings_title} /> },
            { path: 'subscription', element: <ComingSoon title={m.subscription_title} /> },
            { path: 'admin', loader: access.admin, element: <ComingSoon title={m.admin_title} /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ]);
  disposeLeftRouteQueries(router);
  return router;
}
