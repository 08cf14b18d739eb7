// One section of the insights page: a titled region, with an optional line under the title.
import { useId, type ReactNode } from 'react';

export function InsightsSection({
  title,
  note,
  className = '',
  children,
}: {
  title: string;
  note?: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`insights-section ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="insights-section__title">
        {title}
      </h2>
      {note && <p className="insights-section__note">{note}</p>}
      {children}
    </section>
  );
}
