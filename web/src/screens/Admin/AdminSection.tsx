// The titled parts of the admin tabs: a section named by its heading (for screen readers' landmarks),
// and the overview's figure cards.
import type { ReactNode } from 'react';

export function AdminSection({
  id,
  title,
  action,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A control beside the title (the overview's Compute Today's Figures). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="admin-section__title">
      {title}
    </h2>
  );
  return (
    <section className="admin-section" aria-labelledby={id}>
      {action ? (
        <div className="admin-section__header">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

export function AdminCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `admin-card ${className}` : 'admin-card'} aria-labelledby={id}>
      <h2 id={id} className="admin-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
