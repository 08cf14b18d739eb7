// Routes and their access rules (spec section 2). Loaders run the rules before anything renders and
// start each screen's query (see relay/routeQueries.ts for how those references are disposed); the
// guard components keep the rules true when the viewer changes under a rendered page.
//
// Every screen and both frames are loaded on first visit (route `lazy`): the landing page downloads
// neither the signed-in shell nor the editor, and each screen brings only its own code. Loaders stay
// here and import only the query artifacts, so a screen's data and its code download side by side.
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router-dom';
import AccountSettingsQueryNode, { type AccountSettingsQuery } from './__generated__/AccountSettingsQuery.graphql.ts';
import AdminQueryNode, { type AdminQuery } from './__generated__/AdminQuery.graphql.ts';
import DreamDetailsQueryNode, { type DreamDetailsQuery } from './__generated__/DreamDetailsQuery.graphql.ts';
import HomeQueryNode, { type HomeQuery } from './__generated__/HomeQuery.graphql.ts';
import ProfileQueryNode, { type ProfileQuery } from './__generated__/ProfileQuery.graphql.ts';
import SearchQueryNode, { type SearchQuery } from './__generated__/SearchQuery.graphql.ts';
import SubscriptionQueryNode, { type SubscriptionQuery } from './__generated__/SubscriptionQuery.graphql.ts';
import type { ViewerSession } from './app/AppViewer.tsx';
import { accessLoaders, SignedInOnly, SignedOutOnly } from './app/guards.tsx';
import { Root } from './app/Root.tsx';
import { RouteError } from './app/RouteError.tsx';
import { StartupScreen } from './app/StartupScreen.tsx';
import { disposeLeftRouteQueries, preloadRouteQuery } from './relay/routeQueries.ts';
import { parseDreamId } from './screens/DreamDetails/dreamId.ts';
import { DreamDetailsError } from './screens/DreamDetails/DreamDetailsError.tsx';
import { searchVariablesFrom } from './screens/Search/searchParams.ts';
import { preloadArchive, preloadSidebar, sidebarHandle } from './shell/sidebar/sidebarRoute.ts';

function landingRoute(initialTab: 'login' | 'register') {
  return import('./screens/Landing/Landing.tsx').then(({ Landing }) => ({
    element: (
      <SignedOutOnly>
        <Landing initialTab={initialTab} />
      </SignedOutOnly>
    ),
  }));
}

export function createAppRouter(session: ViewerSession) {
  const access = accessLoaders(session);
  // Loaders of one navigation run side by side, so each screen's loader checks access itself before
  // it starts a query.
  const signedIn =
    <T,>(load: (args: LoaderFunctionArgs) => T) =>
    async (args: LoaderFunctionArgs): Promise<T> => {
      await access.signedIn();
      return load(args);
    };

  const router = createBrowserRouter([
    {
      path: '/',
      // Nothing renders before the viewer is known: every access rule depends on it.
      loader: () => session.loaded.then(() => null),
      element: <Root viewerReference={session.reference} />,
      HydrateFallback: StartupScreen,
      errorElement: <RouteError />,
      children: [
        // Signed-out pages are a separate download: a signed-in journal never needs their forms.
        {
          path: 'landing',
          loader: access.signedOut,
          lazy: () => landingRoute('register'),
        },
        {
          path: 'auth',
          loader: access.signedOut,
          lazy: () => landingRoute('login'),
        },
        {
          lazy: () =>
            import('./shell/PublicShell.tsx').then(({ ViewerAwareShell }) => ({ Component: ViewerAwareShell })),
          children: [
            {
              path: 'verify-email',
              lazy: () =>
                import('./screens/VerifyEmail/VerifyEmail.tsx').then((module) => ({ Component: module.VerifyEmail })),
            },
          ],
        },
        {
          loader: access.signedIn,
          lazy: () =>
            import('./shell/AppShell.tsx').then(({ AppShell }) => ({
              element: (
                <SignedInOnly>
                  <AppShell />
                </SignedInOnly>
              ),
            })),
          children: [
            {
              // Home and the dream pages have the desktop sidebar (the shell renders it).
              handle: sidebarHandle,
              loader: signedIn(() => preloadSidebar()),
              // The store keeps the archive current; moving between these pages keeps its scroll.
              // An explicit revalidation of the page on show (the catch-up after the live connection
              // dropped, main.tsx) reloads it.
              shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
              children: [
                {
                  index: true,
                  loader: signedIn(() => preloadRouteQuery<HomeQuery>(HomeQueryNode, {})),
                  lazy: () => import('./screens/Home/Home.tsx').then((module) => ({ Component: module.Home })),
                },
                {
                  path: 'dreams/new',
                  lazy: () =>
                    import('./screens/RecordDream/RecordDream.tsx').then((module) => ({
                      Component: module.RecordDream,
                    })),
                },
                {
                  path: 'dreams/:id',
                  loader: signedIn(({ params }) => {
                    const databaseId = parseDreamId(params.id);
                    return databaseId == null
                      ? null
                      : preloadRouteQuery<DreamDetailsQuery>(DreamDetailsQueryNode, { databaseId });
                  }),
                  lazy: () =>
                    import('./screens/DreamDetails/DreamDetails.tsx').then((module) => ({
                      Component: module.DreamDetails,
                    })),
                  errorElement: <DreamDetailsError />,
                },
              ],
            },
            {
              // The whole journal where the sidebar does not fit (phones, tablets): no sidebar beside it.
              path: 'dreams',
              loader: signedIn(() => preloadArchive()),
              lazy: () => import('./screens/Archive/Archive.tsx').then((module) => ({ Component: module.Archive })),
            },
            {
              path: 'search',
              loader: signedIn(({ request }) => {
                const variables = searchVariablesFrom(new URL(request.url).searchParams);
                // Matches change with every dream saved anywhere: show the stored answer, then the fresh one.
                return variables
                  ? preloadRouteQuery<SearchQuery>(SearchQueryNode, variables, { fetchPolicy: 'store-and-network' })
                  : null;
              }),
              lazy: () => import('./screens/Search/Search.tsx').then((module) => ({ Component: module.Search })),
            },
            {
              path: 'profile',
              loader: signedIn(() => preloadRouteQuery<ProfileQuery>(ProfileQueryNode, {})),
              lazy: () => import('./screens/Profile/Profile.tsx').then((module) => ({ Component: module.Profile })),
            },
            {
              path: 'account-settings',
              loader: signedIn(() => preloadRouteQuery<AccountSettingsQuery>(AccountSettingsQueryNode, {})),
              lazy: () =>
                import('./screens/AccountSettings/AccountSettings.tsx').then((module) => ({
                  Component: module.AccountSettings,
                })),
            },
            {
              path: 'subscription',
              // Webhooks change the status behind the store's back: show the stored one, then the fresh one.
              loader: signedIn(() =>
                preloadRouteQuery<SubscriptionQuery>(SubscriptionQueryNode, {}, { fetchPolicy: 'store-and-network' }),
              ),
              lazy: () =>
                import('./screens/Subscription/Subscription.tsx').then((module) => ({
                  Component: module.Subscription,
                })),
            },
            {
              path: 'admin',
              // Admins only: the loader's check runs before the dashboard's query starts.
              loader: async () => {
                await access.admin();
                return preloadRouteQuery<AdminQuery>(AdminQueryNode, {});
              },
              lazy: () => import('./screens/Admin/Admin.tsx').then((module) => ({ Component: module.Admin })),
            },
            {
              path: '*',
              lazy: () => import('./screens/NotFound/NotFound.tsx').then(({ NotFound }) => ({ Component: NotFound })),
            },
          ],
        },
      ],
    },
  ]);
  disposeLeftRouteQueries(router);
  return router;
}
