// Routes and their access rules (spec section 2). Loaders run the rules before anything renders and
// start each screen's query (see relay/routeQueries.ts for how those references are disposed); the
// guard components keep the rules true when the viewer changes under a rendered page.
//
// Every screen and both frames are loaded on first visit (route `lazy`): the landing page downloads
// neither the signed-in shell nor the editor, and each screen brings only its own code. Relay too is
// left out of the landing page: every other route sits under the Relay layout route, and the loaders
// import what starts their queries (relay/routeLoaders.ts) on first use. The first signed-in page's
// query is sent before Relay has arrived (http/earlyQueries.ts), so a screen's data, its code and Relay
// download side by side.
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { LAUNCH_PARAM, launchRedirect } from './pwa/quickCapture.ts';
import AccountSettingsQueryNode from './__generated__/AccountSettingsQuery.graphql.ts';
import HomeQueryNode from './__generated__/HomeQuery.graphql.ts';
import SidebarQueryNode from './__generated__/SidebarQuery.graphql.ts';
import type { ViewerSession } from './app/AppViewer.tsx';
import { accessLoaders, SignedInOnly, SignedOutOnly } from './app/guards.tsx';
import { Root } from './app/Root.tsx';
import { RouteError } from './app/RouteError.tsx';
import { StartupScreen } from './app/StartupScreen.tsx';
import { parseDreamId } from './screens/DreamDetails/dreamId.ts';
import { DreamDetailsError } from './screens/DreamDetails/DreamDetailsError.tsx';
import { searchVariablesFrom } from './screens/Search/searchParams.ts';
import { insightsVariablesFrom } from './screens/Insights/insightsRange.ts';
import { DESKTOP_MEDIA_QUERY } from './components/useMediaQuery.ts';
import { startEarly, type QueryText } from './http/earlyQueries.ts';
import { SIDEBAR_PAGE_SIZE, sidebarHandle } from './shell/sidebar/sidebarRoute.ts';

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
      await access.signedIn(args);
      return load(args);
    };
  // Loaded once; from then on, the queries the rendered routes no longer hold are disposed.
  type RouteLoaders = typeof import('./relay/routeLoaders.ts');
  let routeLoaders: Promise<RouteLoaders> | undefined;
  let relayLoaded = false;
  const relay = () =>
    (routeLoaders ??= import('./relay/routeLoaders.ts').then(
      (module) => {
        module.disposeLeftRouteQueries(router);
        relayLoaded = true;
        return module;
      },
      (error: unknown) => {
        routeLoaders = undefined; // A failed download is tried again by the next loader.
        throw error;
      },
    ));

  // Before Relay is there (the first signed-in page), the page's query starts at once, beside Relay's
  // download (http/earlyQueries.ts); later the store may already hold the answer.
  const preload = async <T,>(
    query: QueryText,
    variables: Record<string, unknown>,
    start: (loaders: RouteLoaders) => T,
  ): Promise<T> => {
    const release = relayLoaded ? undefined : startEarly(query, variables);
    try {
      return start(await relay());
    } finally {
      release?.();
    }
  };

  // A device that was signed in last time (the viewer session's hint) and opens home asks for home's
  // data at once, right after the viewer's and before any code is requested: on a phone's network
  // (six connections per host over HTTP/1.1) a query sent beside thirty files waits for a connection
  // (bench/README.md, web vitals). Home's loader takes the answer; when the hint was stale, the
  // answer (an authentication error) is dropped with the redirect.
  let releaseFirstHomeQuery =
    session.probablySignedIn && window.location.pathname === '/' ? startEarly(HomeQueryNode, {}) : undefined;
  const homeLoader = signedIn(() => preload(HomeQueryNode, {}, (loaders) => loaders.preloadHome()));

  const router = createBrowserRouter([
    {
      path: '/',
      // Nothing renders before the viewer is known: every access rule depends on it.
      loader: () => session.loaded.then(() => null),
      element: <Root />,
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
          // Every other page uses Relay; it downloads with the first of them (relay/RelayLayout.tsx).
          lazy: () => import('./relay/RelayLayout.tsx').then(({ RelayLayout }) => ({ Component: RelayLayout })),
          children: [
            {
              lazy: () =>
                import('./shell/PublicShell.tsx').then(({ ViewerAwareShell }) => ({ Component: ViewerAwareShell })),
              children: [
                {
                  path: 'verify-email',
                  lazy: () =>
                    import('./screens/VerifyEmail/VerifyEmail.tsx').then((module) => ({
                      Component: module.VerifyEmail,
                    })),
                },
                {
                  // The link in each reminder email: turns the reminder off without signing in.
                  path: 'reminders/off',
                  lazy: () =>
                    import('./screens/ReminderOff/ReminderOff.tsx').then((module) => ({
                      Component: module.ReminderOff,
                    })),
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
                  // Phones never show the sidebar, so they do not load it.
                  loader: signedIn(async () =>
                    window.matchMedia(DESKTOP_MEDIA_QUERY).matches
                      ? preload(SidebarQueryNode, { count: SIDEBAR_PAGE_SIZE }, (loaders) => loaders.preloadSidebar())
                      : null,
                  ),
                  // The store keeps the archive current; moving between these pages keeps its scroll.
                  // An explicit revalidation of the page on show (the catch-up after the live connection
                  // dropped, relay/RelayLayout.tsx) reloads it.
                  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
                  children: [
                    {
                      index: true,
                      loader: async (args: LoaderFunctionArgs) => {
                        try {
                          // Opened from the installed app's icon: quick capture's form, or plain home.
                          const launchedFrom = new URL(args.request.url).searchParams.get(LAUNCH_PARAM);
                          if (launchedFrom !== null) return redirect(launchRedirect(launchedFrom));
                          return await homeLoader(args);
                        } finally {
                          releaseFirstHomeQuery?.();
                          releaseFirstHomeQuery = undefined;
                        }
                      },
                      lazy: () => import('./screens/Home/Home.tsx').then((module) => ({ Component: module.Home })),
                    },
                    {
                      path: 'dreams/new',
                      // What the new dream's page reads of the viewer, so it opens from the store after Save.
                      loader: signedIn(async () => {
                        const { default: newDreamQuery } = await import('./__generated__/NewDreamQuery.graphql.ts');
                        return preload(newDreamQuery, {}, (loaders) => loaders.preloadNewDream());
                      }),
                      lazy: () =>
                        import('./screens/RecordDream/RecordDream.tsx').then((module) => ({
                          Component: module.RecordDream,
                        })),
                    },
                    {
                      path: 'dreams/:id',
                      loader: signedIn(async ({ params }) => {
                        const databaseId = parseDreamId(params.id);
                        if (databaseId == null) return null;
                        // The query's text comes with its route, as the other screens' but home's and
                        // the sidebar's (the first signed-in page): the landing page's budget.
                        const { default: dreamDetailsQuery } =
                          await import('./__generated__/DreamDetailsQuery.graphql.ts');
                        return preload(dreamDetailsQuery, { databaseId }, (loaders) =>
                          loaders.preloadDreamDetails(databaseId),
                        );
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
                  loader: signedIn(() =>
                    preload(SidebarQueryNode, { count: SIDEBAR_PAGE_SIZE }, (loaders) => loaders.preloadSidebar()),
                  ),
                  lazy: () => import('./screens/Archive/Archive.tsx').then((module) => ({ Component: module.Archive })),
                },
                {
                  path: 'print',
                  lazy: () => import('./screens/Print/Print.tsx').then((module) => ({ Component: module.Print })),
                },
                {
                  path: 'search',
                  loader: signedIn(async ({ request }) => {
                    const variables = searchVariablesFrom(new URL(request.url).searchParams);
                    if (!variables) return null;
                    const { default: searchQuery } = await import('./__generated__/SearchQuery.graphql.ts');
                    return preload(searchQuery, variables, (loaders) => loaders.preloadSearch(variables));
                  }),
                  lazy: () => import('./screens/Search/Search.tsx').then((module) => ({ Component: module.Search })),
                },
                {
                  path: 'profile',
                  loader: signedIn(async () => {
                    const { default: profileQuery } = await import('./__generated__/ProfileQuery.graphql.ts');
                    return preload(profileQuery, {}, (loaders) => loaders.preloadProfile());
                  }),
                  lazy: () => import('./screens/Profile/Profile.tsx').then((module) => ({ Component: module.Profile })),
                },
                {
                  // Premium: one query tells the access and brings the figures of the URL's range
                  // (null without access), started early on a first visit.
                  path: 'insights',
                  loader: signedIn(async ({ request }) => {
                    const variables = insightsVariablesFrom(new URL(request.url).searchParams);
                    // Compiled queries of rarely opened pages come with their route, not with the landing page.
                    const { default: insightsQuery } = await import('./__generated__/InsightsQuery.graphql.ts');
                    return preload(insightsQuery, variables, (loaders) => loaders.preloadInsights(variables));
                  }),
                  lazy: () =>
                    import('./screens/Insights/Insights.tsx').then((module) => ({ Component: module.Insights })),
                },
                {
                  path: 'account-settings',
                  loader: signedIn(() =>
                    preload(AccountSettingsQueryNode, {}, (loaders) => loaders.preloadAccountSettings()),
                  ),
                  lazy: () =>
                    import('./screens/AccountSettings/AccountSettings.tsx').then((module) => ({
                      Component: module.AccountSettings,
                    })),
                },
                {
                  path: 'subscription',
                  loader: signedIn(async () => {
                    // Compiled queries of rarely opened pages come with their route, not with the landing page.
                    const { default: subscriptionQuery } = await import('./__generated__/SubscriptionQuery.graphql.ts');
                    return preload(subscriptionQuery, {}, (loaders) => loaders.preloadSubscription());
                  }),
                  lazy: () =>
                    import('./screens/Subscription/Subscription.tsx').then((module) => ({
                      Component: module.Subscription,
                    })),
                },
                {
                  path: 'admin',
                  // Admins only: the loader's check runs before the dashboard's query starts.
                  loader: async (args: LoaderFunctionArgs) => {
                    await access.admin(args);
                    const { default: adminQuery } = await import('./__generated__/AdminQuery.graphql.ts');
                    return preload(adminQuery, {}, (loaders) => loaders.preloadAdmin());
                  },
                  lazy: () => import('./screens/Admin/Admin.tsx').then((module) => ({ Component: module.Admin })),
                },
                {
                  path: '*',
                  lazy: () =>
                    import('./screens/NotFound/NotFound.tsx').then(({ NotFound }) => ({ Component: NotFound })),
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
  // A device that was signed in will most likely need Relay: fetch it beside the viewer's answer
  // rather than after it, so the first screen's query starts as soon as access is known.
  if (session.probablySignedIn) relay().catch(() => {}); // A loader that needs it reports a failure.
  return router;
}
