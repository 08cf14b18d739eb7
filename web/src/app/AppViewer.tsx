// The viewer (`me`): who is signed in, known before anything renders and followed for the app's life.
// This module is plain code on purpose: the landing page (signed-out visitors) must not download
// Relay, so the viewer is asked for with a plain POST of the app's viewer query, and sign-in and
// sign-out report here. The Relay store copies each answer when Relay loads (relay/environment.ts),
// so the signed-in screens' fragments of the viewer read the same data.
import { useSyncExternalStore } from 'react';
import viewerQuery from '../__generated__/AppViewerQuery.graphql.ts';
import { postGraphQL, readGraphQLAnswer } from '../http/apiFetch.ts';
import { takePageStartedQuery } from '../http/pageStartedQueries.ts';
import { SIGNED_IN_HINT } from './signedInHint.ts';

/** What the whole app reads of the viewer (the access rules, the language, drafts keyed by user). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
  preferredLanguage: string;
}

/** The viewer query's answer as the server sent it: what the Relay store is filled with. */
export type ViewerPayload = { me: (Viewer & Record<string, unknown>) | null };

let payload: ViewerPayload | null = null;
const listeners = new Set<(payload: ViewerPayload) => void>();

// Whether this device's last answer had a viewer: a hint that only decides what to download early
// (the signed-in app's code, while the viewer is asked for). Access always follows the answer.
function publish(next: ViewerPayload): Viewer | null {
  payload = next;
  if (next.me) {
    localStorage.setItem(SIGNED_IN_HINT, '1');
    localStorage.setItem(LAST_VIEWER, JSON.stringify(next));
  } else {
    // Signed out (or the session ended): the journal kept on this device for offline reading goes
    // too. Loaded only then, so the signed-out pages never download the local store's code.
    if (localStorage.getItem(LAST_VIEWER) !== null || localStorage.getItem(JOURNAL_CLEARING) !== null) {
      clearJournal();
    }
    localStorage.removeItem(SIGNED_IN_HINT);
    localStorage.removeItem(LAST_VIEWER);
  }
  for (const listener of listeners) listener(next);
  return next.me;
}

// Marks a clearing of the journal copy begun and not yet done: a page left right after sign-out
// aborts the clearing's transaction, so the next page (which no longer has LAST_VIEWER) does it.
const JOURNAL_CLEARING = 'oneiro.journalCopyClearing';
let journalClearing: Promise<void> = Promise.resolve();

function clearJournal(): void {
  localStorage.setItem(JOURNAL_CLEARING, '1');
  journalClearing = import('../offline/journalCopy.ts')
    .then(({ clearJournalCopy }) => clearJournalCopy())
    .then(() => localStorage.removeItem(JOURNAL_CLEARING));
}

/** The longest a sign-out waits for the clearing: a stuck store must not keep anyone signed in on screen. */
const CLEARING_WAIT_MS = 2_000;

// Settles when the journal copy of a signed-out viewer is gone (or after CLEARING_WAIT_MS, when the
// mark above leaves it to the next page).
function journalCopyCleared(): Promise<void> {
  return Promise.race([
    journalClearing.catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, CLEARING_WAIT_MS)),
  ]);
}

// The last signed-in answer, kept so that the app opened without a network (from the service
// worker's cache) still starts signed in: the new-dream form and its outbox work offline. Removed
// at sign-out; the server's answer replaces it as soon as the network returns.
const LAST_VIEWER = 'oneiro.lastViewer';

function lastViewer(): ViewerPayload | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_VIEWER) ?? 'null') as ViewerPayload | null;
    return stored?.me && typeof stored.me.id === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** Asks the server who is signed in; `sentByPage` is the same request, already sent by the page. */
async function fetchViewer(sentByPage?: Promise<Response>): Promise<Viewer | null> {
  const { text, name } = viewerQuery.params;
  const response = await (sentByPage ? readGraphQLAnswer(sentByPage) : postGraphQL(text ?? '', {}, name));
  // One operation, so one response (Relay's type also allows a batch).
  const { data } = response as { data?: ViewerPayload | null };
  return publish({ me: data?.me ?? null });
}

/**
 * The viewer at start-up. Offline, with a remembered signed-in answer, that answer: the server is
 * asked again when the network returns, and its answer (perhaps "signed out") then decides.
 */
async function fetchViewerAtStart(): Promise<Viewer | null> {
  try {
    // The signed-in home page sends this query before any file downloads (http/pageStartedQueries.ts).
    return await fetchViewer(takePageStartedQuery(viewerQuery.params.name));
  } catch (error) {
    const remembered = lastViewer();
    if (navigator.onLine || !remembered) throw error;
    window.addEventListener('online', () => void fetchViewer().catch(() => {}), { once: true });
    return publish(remembered);
  }
}

export interface ViewerSession {
  /** Settles with the viewer (null when signed out) once the server has answered. */
  loaded: Promise<Viewer | null>;
  /** This device was signed in last time: the signed-in app's code may start downloading now. */
  probablySignedIn: boolean;
}

/** Asks who is signed in; called once at start-up. */
export function startViewerSession(): ViewerSession {
  const probablySignedIn = localStorage.getItem(SIGNED_IN_HINT) === '1';
  return { loaded: fetchViewerAtStart(), probablySignedIn };
}

/** After a sign-in (the session cookie is set): the new viewer, which moves the app to its routes. */
export function reloadViewer(): Promise<Viewer | null> {
  return fetchViewer();
}

/**
 * After the server has ended the session and just before the page is left for /auth: forgets this
 * device's signed-in state and clears the journal copy, settling when that is done (or after
 * CLEARING_WAIT_MS). The screens are not told: redirecting them first would render the sign-in page
 * twice, the second time as a full load that a closed tab or a quick click interrupts.
 */
export function forgetViewerBeforeLeaving(): Promise<void> {
  payload = { me: null };
  clearJournal();
  localStorage.removeItem(SIGNED_IN_HINT);
  localStorage.removeItem(LAST_VIEWER);
  return journalCopyCleared();
}

/** The last answer, for the Relay store when it is created (null before the first answer). */
export function currentViewerPayload(): ViewerPayload | null {
  return payload;
}

/** Calls `listener` with every later answer; returns the unsubscribe. */
export function onViewerChange(listener: (payload: ViewerPayload) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The viewer right now, for route loaders (components use useViewer). */
export function currentViewer(): Viewer | null {
  return payload?.me ?? null;
}

export function useViewer(): Viewer | null {
  return useSyncExternalStore(onViewerChange, currentViewer);
}

/** The viewer inside routes that only signed-in users reach (the guard renders nothing else). */
export function useSignedInViewer(): Viewer {
  const viewer = useViewer();
  if (!viewer) throw new Error('useSignedInViewer used outside a signed-in route');
  return viewer;
}
