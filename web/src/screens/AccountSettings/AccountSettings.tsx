// /account-settings: 'Back to Profile', then five tabs: Password, Profile Details, Reminder (the
// morning reminder and quick capture), Privacy & Data, API access.
// The tab is in the address (?tab=privacy), so the profile's privacy rows can open it directly.
import { Suspense } from 'react';
import { Link, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { AccountSettingsQuery } from '../../__generated__/AccountSettingsQuery.graphql.ts';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useRouteQuery } from '../../relay/routeQueries.ts';
import { ApiAccess } from './ApiAccess.tsx';
import { MorningReminder } from './MorningReminder.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PrivacyAndData } from './PrivacyAndData.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { QuickCapture } from './QuickCapture.tsx';
import '../../components/button.css';
import '../Profile/profile.css';
import './account-settings.css';

export const accountSettingsQuery = graphql`
  query AccountSettingsQuery {
    me {
      ...ProfileDetailsForm_user
    }
    interpreter
  }
`;

const TABS = ['password', 'profile', 'reminder', 'privacy', 'api'] as const;
type AccountTab = (typeof TABS)[number];

function tabOf(value: string | null): AccountTab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as AccountTab) : 'password';
}

export function AccountSettings() {
  useUiLocale();
  useDocumentTitle(m.account_settings_title());
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabOf(searchParams.get('tab'));
  const select = (key: Key) => setSearchParams(key === 'password' ? {} : { tab: String(key) }, { replace: true });
  return (
    <div className="page account-settings">
      <Link href="/profile" className="button button--ghost account-settings__back">
        <ArrowLeftIcon width={18} height={18} />
        {m.account_settings_back()}
      </Link>
      <h1 className="page-title">{m.account_settings_title()}</h1>
      <Tabs className="profile__tabs" selectedKey={selected} onSelectionChange={select}>
        <TabList className="profile__tab-list account-settings__tab-list" aria-label={m.account_settings_sections()}>
          <Tab id="password" className="profile__tab">
            {m.account_tab_password()}
          </Tab>
          <Tab id="profile" className="profile__tab">
            {m.account_tab_profile()}
          </Tab>
          <Tab id="reminder" className="profile__tab">
            {m.account_tab_reminders()}
          </Tab>
          <Tab id="privacy" className="profile__tab">
            {m.account_tab_privacy()}
          </Tab>
          <Tab id="api" className="profile__tab">
            {m.account_tab_api()}
          </Tab>
        </TabList>
        <Suspense fallback={<AccountSettingsSkeleton />}>
          <AccountSettingsPanels />
        </Suspense>
      </Tabs>
    </div>
  );
}

function AccountSettingsPanels() {
  const { me, interpreter } = useRouteQuery<AccountSettingsQuery>(accountSettingsQuery);
  if (!me) return null;
  return (
    <>
      <TabPanel id="password" className="profile__panel">
        <PasswordForm />
      </TabPanel>
      <TabPanel id="profile" className="profile__panel">
        <ProfileDetailsForm user={me} withFullName />
      </TabPanel>
      <TabPanel id="reminder" className="profile__panel">
        <MorningReminder />
        <QuickCapture />
      </TabPanel>
      <TabPanel id="privacy" className="profile__panel">
        <PrivacyAndData interpreter={interpreter} />
      </TabPanel>
      <TabPanel id="api" className="profile__panel">
        <ApiAccess />
      </TabPanel>
    </>
  );
}

function AccountSettingsSkeleton() {
  return (
    <SkeletonRegion label={m.loading_inline()} className="account-settings__skeleton">
      {[0, 1, 2].map((index) => (
        <SkeletonBlock key={index} width="100%" height="4.5rem" style={{ marginTop: 'var(--space-4)' }} />
      ))}
    </SkeletonRegion>
  );
}
