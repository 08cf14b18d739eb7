// /profile: who you are (avatar, username, email, verification), your journal in numbers, and the
// settings rows; Sign Out at the bottom. 'Edit Profile' saves username and email to the server.
import { Suspense, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { graphql } from 'react-relay';
import type { ProfileQuery } from '../../__generated__/ProfileQuery.graphql.ts';
import { LogOutIcon, PencilIcon } from '../../components/icons.tsx';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useRouteQuery } from '../../relay/routeQueries.ts';
import { useSignOut } from '../../shell/useSignOut.ts';
import { ProfileDetailsForm } from '../AccountSettings/ProfileDetailsForm.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ProfileSettings } from './ProfileSettings.tsx';
import { ProfileStatistics } from './ProfileStatistics.tsx';
import '../../components/button.css';
import './profile.css';

export const profileQuery = graphql`
  query ProfileQuery {
    me {
      ...ProfileCard_user
      ...ProfileDetailsForm_user
      ...ProfileStatistics_user
    }
    emailAvailable
  }
`;

export function Profile() {
  useUiLocale();
  useDocumentTitle(m.profile_title());
  const [signOut, isSigningOut] = useSignOut();
  return (
    <div className="page profile">
      <h1 className="page-title">{m.profile_title()}</h1>
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileContent />
      </Suspense>
      <Button className="button button--secondary profile__sign-out" onPress={signOut} isDisabled={isSigningOut}>
        <LogOutIcon width={18} height={18} />
        {isSigningOut ? m.auth_signing_out() : m.auth_sign_out()}
      </Button>
    </div>
  );
}

function ProfileContent() {
  const { me, emailAvailable } = useRouteQuery<ProfileQuery>(profileQuery);
  const [isEditing, setEditing] = useState(false);
  if (!me) return null;
  return (
    <>
      <ProfileCard user={me} emailAvailable={emailAvailable} />
      {isEditing ? (
        <section className="profile__edit" aria-label={m.profile_edit_section()}>
          <ProfileDetailsForm
            user={me}
            onSaved={() => setEditing(false)}
            secondaryAction={
              <Button className="button button--secondary" onPress={() => setEditing(false)}>
                {m.common_cancel()}
              </Button>
            }
          />
        </section>
      ) : (
        <Button className="button button--secondary profile__edit-button" onPress={() => setEditing(true)}>
          <PencilIcon width={18} height={18} />
          {m.profile_edit()}
        </Button>
      )}
      <Tabs className="profile__tabs">
        <TabList className="profile__tab-list" aria-label={m.profile_sections()}>
          <Tab id="statistics" className="profile__tab">
            {m.profile_tab_stats()}
          </Tab>
          <Tab id="settings" className="profile__tab">
            {m.profile_tab_settings()}
          </Tab>
        </TabList>
        <TabPanel id="statistics" className="profile__panel">
          <ProfileStatistics user={me} />
        </TabPanel>
        <TabPanel id="settings" className="profile__panel">
          <ProfileSettings />
        </TabPanel>
      </Tabs>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <SkeletonRegion label={m.loading_inline()} className="profile__skeleton">
      <div className="profile-card">
        <SkeletonBlock width="4rem" height="4rem" style={{ borderRadius: 'var(--radius-full)' }} />
        <div className="profile-card__identity">
          <SkeletonBlock width="10rem" height="1.5rem" />
          <SkeletonBlock width="14rem" height="1rem" />
          <SkeletonBlock width="8rem" height="1.5rem" />
        </div>
      </div>
      <SkeletonBlock width="100%" height="2.75rem" style={{ marginTop: 'var(--space-5)' }} />
      <div className="stats-grid" style={{ marginTop: 'var(--space-5)' }}>
        {[0, 1, 2, 3].map((index) => (
          <SkeletonBlock key={index} width="100%" height="6rem" />
        ))}
      </div>
    </SkeletonRegion>
  );
}
