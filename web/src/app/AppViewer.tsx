// The viewer (`me`): who is signed in, known before anything renders and followed for the app's life.
// This module is plain code on purpose: the landing page (signed-out visitors) must not download
// Relay, so the viewer is asked for with a plain POST of the app's viewer query, and sign-in and
// sign-out report here. The Relay store copies each answer when Relay loads (relay/environment.ts),
// so the signed-in screens' fragments of the viewer read the same data.
import { useSyncExternalStore } from 'react';
import viewerQuery from '../__generated__/AppViewerQuery.graphql.ts';
import { postGraphQL } from '../http/apiFetch.ts';
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
  if (next.me) localStorage.setItem(SIGNED_IN_HINT, '1');
  else localStorage.removeItem(SIGNED_IN_HINT);
  for (const listener of listeners) listener(next);
  return next.me;
}

async function fetchViewer(): Promise<Viewer | null> {
  const { text, name } = viewerQuery.params;
  const response = await postGraphQL(text ?? '', {}, name);
  // One operation, so one response (Relay's type also allows a batch).
  const { data } = response as { data?: ViewerPayload | null };
  return publish({ me: data?.me ?? null });
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
  return { loaded: fetchViewer(), probablySignedIn };
}

/** After a sign-in (the session cookie is set): the new viewer, which moves the app to its routes. */
export function reloadViewer(): Promise<Viewer | null> {
  return fetchViewer();
}

/** After the session ended (sign-out, account deletion): no viewer, so the app goes to /auth. */
export function clearViewer(): void {
  publish({ me: null });
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
