// The queries the signed-in routes' loaders start. The router imports this module on the first such
// navigation, so Relay and the queries' artifacts download with the signed-in pages, never with the
// landing page.
import AdminQueryNode, { type AdminQuery } from '../__generated__/AdminQuery.graphql.ts';
import AccountSettingsQueryNode, { type AccountSettingsQuery } from '../__generated__/AccountSettingsQuery.graphql.ts';
import DreamDetailsQueryNode, { type DreamDetailsQuery } from '../__generated__/DreamDetailsQuery.graphql.ts';
import HomeQueryNode, { type HomeQuery } from '../__generated__/HomeQuery.graphql.ts';
import NewDreamQueryNode, { type NewDreamQuery } from '../__generated__/NewDreamQuery.graphql.ts';
import InsightsQueryNode, {
  type InsightsQuery,
  type InsightsQuery$variables,
} from '../__generated__/InsightsQuery.graphql.ts';
import ProfileQueryNode, { type ProfileQuery } from '../__generated__/ProfileQuery.graphql.ts';
import SearchQueryNode, { type SearchQuery, type SearchQuery$variables } from '../__generated__/SearchQuery.graphql.ts';
import SidebarQueryNode, { type SidebarQuery } from '../__generated__/SidebarQuery.graphql.ts';
import SubscriptionQueryNode, { type SubscriptionQuery } from '../__generated__/SubscriptionQuery.graphql.ts';
import { SIDEBAR_PAGE_SIZE } from '../shell/sidebar/sidebarRoute.ts';
import { takeJustCreated } from './dreamStore.ts';
import { preloadRouteQuery } from './routeQueries.ts';

export { disposeLeftRouteQueries } from './routeQueries.ts';

export const preloadHome = () => preloadRouteQuery<HomeQuery>(HomeQueryNode, {});

/** See NewDreamQuery.ts: what the new dream's page will read, loaded with the form. */
export const preloadNewDream = () => preloadRouteQuery<NewDreamQuery>(NewDreamQueryNode, {});

// A dream just created here is shown from the store at once and asked for in the background, so the
// offline copy keeps its page too.
export const preloadDreamDetails = (databaseId: number) =>
  preloadRouteQuery<DreamDetailsQuery>(
    DreamDetailsQueryNode,
    { databaseId },
    { fetchPolicy: takeJustCreated(databaseId) ? 'store-and-network' : 'store-or-network' },
  );

// Matches change with every dream saved anywhere: show the stored answer, then the fresh one.
export const preloadSearch = (variables: SearchQuery$variables) =>
  preloadRouteQuery<SearchQuery>(SearchQueryNode, variables, { fetchPolicy: 'store-and-network' });

export const preloadProfile = () => preloadRouteQuery<ProfileQuery>(ProfileQueryNode, {});

export const preloadAccountSettings = () => preloadRouteQuery<AccountSettingsQuery>(AccountSettingsQueryNode, {});

/** For the sidebar (on desktop: the router checks) and the archive page (/dreams), at full width. */
export const preloadSidebar = () => preloadRouteQuery<SidebarQuery>(SidebarQueryNode, { count: SIDEBAR_PAGE_SIZE });

// Webhooks change the status behind the store's back: show the stored one, then the fresh one.
export const preloadSubscription = () =>
  preloadRouteQuery<SubscriptionQuery>(SubscriptionQueryNode, {}, { fetchPolicy: 'store-and-network' });

// One query tells the access and brings the figures (me.insights is null without premium). The
// figures change with every dream saved, and the access with a subscription behind the store's back:
// show the stored answer, then the fresh one.
export const preloadInsights = (variables: InsightsQuery$variables) =>
  preloadRouteQuery<InsightsQuery>(InsightsQueryNode, variables, { fetchPolicy: 'store-and-network' });

export const preloadAdmin = () => preloadRouteQuery<AdminQuery>(AdminQueryNode, {});
