// Placeholders shaped like the content they stand for, so nothing moves when the data arrives.
// One status message names the wait for screen readers; the shapes themselves hold no text.
import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

/** `className` lays the placeholders out like the real content (the same layout classes). */
export function SkeletonRegion({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** A grey bar; `width` and `height` in CSS units (a line of text is about 1em high). */
export function SkeletonBlock({
  width = '100%',
  height = '1em',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, ...style }} />;
}
