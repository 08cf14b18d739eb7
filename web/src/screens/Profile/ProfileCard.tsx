// Avatar (the username's first letter), username, email, and whether the email is verified. An
// unverified address gets the button for a new link, or, when the server cannot send mail, a plain
// word that email is not set up here (never "check your inbox" for a mail that goes nowhere).
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileCard_user$key } from '../../__generated__/ProfileCard_user.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ResendVerificationButton } from './ResendVerificationButton.tsx';

const userFragment = graphql`
  fragment ProfileCard_user on User {
    username
    email
    emailVerified
  }
`;

/**
 * The email with line-break opportunities before '@' and each '.', so a long address wraps between
 * its parts rather than in the middle of a word.
 */
function withBreakPoints(email: string): ReactNode[] {
  return email.split(/(?=[@.])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

export function ProfileCard({ user, emailAvailable }: { user: ProfileCard_user$key; emailAvailable: boolean }) {
  const { username, email, emailVerified } = useFragment(userFragment, user);
  return (
    <section className="profile-card" aria-label={username}>
      <span className="profile-card__avatar" aria-hidden="true">
        {Array.from(username)[0]?.toUpperCase()}
      </span>
      <div className="profile-card__identity">
        <p className="profile-card__username">{username}</p>
        <p className="profile-card__email">{withBreakPoints(email)}</p>
        <span className={`badge ${emailVerified ? 'badge--success' : 'badge--warning'}`}>
          {emailVerified ? m.profile_email_verified() : m.profile_verification_needed()}
        </span>
        {!emailVerified &&
          (emailAvailable ? (
            <ResendVerificationButton />
          ) : (
            <p className="profile-card__mail-off">{m.profile_mail_not_set_up()}</p>
          ))}
      </div>
    </section>
  );
}
