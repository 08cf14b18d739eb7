// /admin (admins only: the route's loader turns everyone else away with 'Access Denied'). Five tabs;
// the tab is in the address (?tab=users). The overview and the first page of users come with the
// route's query; the Dreams and Interpretations tabs load their aggregates when opened.
// 'Refresh Analytics' reloads stats, usage and users from the server.
import { Suspense, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { AdminQuery } from '../../__generated__/AdminQuery.graphql.ts';
import { RefreshIcon } from '../../components/icons.tsx';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useRouteQuery } from '../../relay/routeQueries.ts';
import { AdminDreamsTab } from './AdminDreamsTab.tsx';
import { AdminFeedbackTab } from './AdminFeedbackTab.tsx';
import { AdminInterpretationsTab } from './AdminInterpretationsTab.tsx';
import { AdminOverview } from './AdminOverview.tsx';
import { AdminUsersTab } from './AdminUsersTab.tsx';
import '../../components/button.css';
import '../Profile/profile.css';
import './admin.css';

export const adminQuery = graphql`
  query AdminQuery {
    ...AdminOverview_query
    ...AdminUsersTab_query
  }
`;

const TABS = ['overview', 'users', 'dreams', 'interpretations', 'feedback'] as const;
type AdminTab = (typeof TABS)[number];

function tabOf(value: string | null): AdminTab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'overview';
}

/** Reloads the dashboard's figures from the server (the store then re-renders every tab). */
function useReloadAdmin() {
  const environment = useRelayEnvironment();
  return () => fetchQuery<AdminQuery>(environment, adminQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}

export function Admin() {
  useUiLocale();
  useDocumentTitle(m.admin_title());
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabOf(searchParams.get('tab'));
  const select = (key: Key) => setSearchParams(key === 'overview' ? {} : { tab: String(key) }, { replace: true });
  const reload = useReloadAdmin();
  const [isRefreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    reload()
      .then(() => showToast({ title: m.admin_refreshed() }))
      .catch(() => showToast({ title: m.admin_refresh_failed(), variant: 'destructive' }))
      .finally(() => setRefreshing(false));
  };
  return (
    <div className="page admin">
      <div className="admin__header">
        <h1 className="page-title">{m.admin_title()}</h1>
        <Button className="button button--secondary" onPress={refresh} isDisabled={isRefreshing}>
          <RefreshIcon width={18} height={18} />
          {isRefreshing ? m.admin_refreshing() : m.admin_refresh()}
        </Button>
      </div>
      <Tabs className="profile__tabs" selectedKey={selected} onSelectionChange={select}>
        <TabList className="profile__tab-list admin__tab-list" aria-label={m.admin_tabs()}>
          {TABS.map((tab) => (
            <Tab key={tab} id={tab} className="profile__tab">
              {TAB_LABELS[tab]()}
            </Tab>
          ))}
        </TabList>
        <Suspense fallback={<AdminSkeleton />}>
          <AdminPanels reload={reload} />
        </Suspense>
      </Tabs>
    </div>
  );
}

const TAB_LABELS: Record<AdminTab, () => string> = {
  overview: m.admin_tab_overview,
  users: m.admin_tab_users,
  dreams: m.admin_tab_dreams,
  interpretations: m.admin_tab_interpretations,
  feedback: m.admin_feedback_title,
};

function AdminPanels({ reload }: { reload: () => Promise<unknown> }) {
  const data = useRouteQuery<AdminQuery>(adminQuery);
  return (
    <>
      <TabPanel id="overview" className="profile__panel">
        <AdminOverview query={data} reload={reload} />
      </TabPanel>
      <TabPanel id="users" className="profile__panel">
        <AdminUsersTab query={data} />
      </TabPanel>
      <TabPanel id="dreams" className="profile__panel">
        <Suspense fallback={<AdminSkeleton />}>
          <AdminDreamsTab />
        </Suspense>
      </TabPanel>
      <TabPanel id="interpretations" className="profile__panel">
        <Suspense fallback={<AdminSkeleton />}>
          <AdminInterpretationsTab />
        </Suspense>
      </TabPanel>
      <TabPanel id="feedback" className="profile__panel">
        <Suspense fallback={<AdminSkeleton />}>
          <AdminFeedbackTab />
        </Suspense>
      </TabPanel>
    </>
  );
}

function AdminSkeleton() {
  return (
    <SkeletonRegion label={m.admin_loading()} className="admin__cards admin__skeleton">
      {[0, 1, 2, 3].map((index) => (
        <SkeletonBlock key={index} height="6.5rem" />
      ))}
    </SkeletonRegion>
  );
}
