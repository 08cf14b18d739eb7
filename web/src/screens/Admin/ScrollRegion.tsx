// A scrolling box for a wide or long table: focusable, so keyboard users can scroll it too, and named,
// so screen readers announce what it holds (the tabIndex is why it exists).
import type { ReactNode, UIEventHandler } from 'react';

export function ScrollRegion({
  label,
  className = '',
  onScroll,
  children,
}: {
  label: string;
  className?: string;
  onScroll?: UIEventHandler<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      className={`admin-table-scroll ${className}`}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={onScroll}
    >
      {children}
    </div>
  );
}
