// Unsaved words are never lost to a stray tap: while a form holds changes, leaving it inside the app
// (a link, the back arrow, the bottom bar) asks first, and closing or reloading the tab makes the
// browser ask its own question (beforeunload - browsers show their own text, never ours).
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface UnsavedChangesPrompt {
  blocker: Blocker;
  /** Navigations are no longer asked about (the changes were just saved, or the dream is being deleted); false undoes it. */
  allowLeaving: (allowed?: boolean) => void;
}

export function useUnsavedChangesPrompt(hasUnsavedChanges: boolean): UnsavedChangesPrompt {
  // A save navigates in its callback, before the render that would see the form clean again.
  const leavingAllowed = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        hasUnsavedChanges && !leavingAllowed.current && currentLocation.pathname !== nextLocation.pathname,
      [hasUnsavedChanges],
    ),
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const askFirst = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [hasUnsavedChanges]);

  const allowLeaving = useCallback((allowed = true) => {
    leavingAllowed.current = allowed;
  }, []);
  return { blocker, allowLeaving };
}

/** The question asked when an in-app navigation was held back. */
export function UnsavedChangesDialog({ blocker, children }: { blocker: Blocker; children: ReactNode }) {
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(isOpen) => {
        if (!isOpen) blocker.reset?.();
      }}
      title={m.unsaved_title()}
      confirmLabel={m.unsaved_leave()}
      cancelLabel={m.unsaved_stay()}
      onConfirm={() => blocker.proceed?.()}
    >
      {children}
    </ConfirmDialog>
  );
}
