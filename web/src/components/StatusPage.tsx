// The layout of a page that only reports how a link it was opened with turned out (/verify-email,
// /reminders/off): the page title, then a card with a spinner while the link is checked, and then
// the outcome's icon, an optional heading, the message and one link on.
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { CheckIcon, CloseIcon, SpinnerIcon } from './icons.tsx';
import './button.css';
import './status-page.css';

export function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page verify-email">
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}

/** The card while the link is being checked. */
export function StatusPending({ message }: { message: string }) {
  return (
    <div className="verify-card" role="status">
      <SpinnerIcon width={32} height={32} className="verify-card__spinner" />
      <p>{message}</p>
    </div>
  );
}

interface StatusCardProps {
  outcome: 'success' | 'failure';
  /** A heading in the card, which then names the card. */
  heading?: string;
  /** Set when the card itself should be announced as a status (it has no heading to name it). */
  role?: 'status';
  message: string;
  /** A smaller line under the message. */
  note?: string;
  link: { href: string; label: string };
}

/** The card of the outcome. */
export function StatusCard({ outcome, heading, role, message, note, link }: StatusCardProps) {
  return (
    <section
      className={`verify-card verify-card--${outcome}`}
      role={role}
      aria-labelledby={heading === undefined ? undefined : 'verify-title'}
    >
      {outcome === 'success' ? (
        <CheckIcon width={32} height={32} className="verify-card__icon" />
      ) : (
        <CloseIcon width={32} height={32} className="verify-card__icon" />
      )}
      {heading !== undefined && (
        <h2 id="verify-title" className="verify-card__title">
          {heading}
        </h2>
      )}
      <p>{message}</p>
      {note !== undefined && <p className="verify-card__note">{note}</p>}
      <Link href={link.href} className="button button--primary">
        {link.label}
      </Link>
    </section>
  );
}
