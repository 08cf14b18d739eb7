// An inline message that interrupts: announced at once (role="alert"). Only the destructive
// variant exists so far (failed sign-in or registration).
import type { ReactNode } from 'react';
import './alert.css';

export function DestructiveAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="alert alert--destructive" role="alert">
      <p className="alert__title">{title}</p>
      <p className="alert__text">{children}</p>
    </div>
  );
}
