// Avatar (the username's first letter), username, email, and whether the email is verified.
import { graphql, useFragment } from 'react-relay';
import type { ProfileCard_user$key } from '../../__generated__/ProfileCard_user.graphql.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { ResendVerificationButton } from './ResendVerificationButton.tsx';

const userFragment = graphql`
  fragment ProfileCard_user on User {
    username
    email
    emailVerified
  }
`;

export function ProfileCard({ user }: { user: ProfileCard_user$key }) {
  const { username, email, emailVerified } = useFragment(userFragment, user);
  return (
    <section className="profile-card" aria-label={username}>
      <span className="profile-card__avatar" aria-hidden="true">
        {Array.from(username)[0]?.toUpperCase()}
      </span>
      <div className="profile-card__identity">
        <p className="profile-card__username">{username}</p>
        <p className="profile-card__email">{email}</p>
        <span className={`badge ${emailVerified ? 'badge--success' : 'badge--warning'}`}>
          {emailVerified ? m.profile_email_verified() : m.profile_verification_needed()}
        </span>
        {!emailVerified && <ResendVerificationButton />}
      </div>
    </section>
  );
}
