// The viewer (`me`): loaded once when the app starts and kept in the Relay store for the app's life.
// Sign-in mutations write their user into the root `me` and sign-out sets it to null, so everything
// that reads the viewer (route guards, navigation, language) follows without a reload.
import { createContext, use, type ReactNode } from 'react';
import { fetchQuery, graphql, loadQuery, readInlineData, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type RecordSourceProxy } from 'relay-runtime';
import type { AppViewerQuery } from '../__generated__/AppViewerQuery.graphql.ts';
import type { AppViewer_user$data, AppViewer_user$key } from '../__generated__/AppViewer_user.graphql.ts';
import { environment } from '../relay/environment.ts';

const viewerQuery = graphql`
  query AppViewerQuery {
    me {
      ...AppViewer_user
    }
  }
`;

// @inline so non-React code (start-up, route loaders) can read it too.
const viewerFragment = graphql`
  fragment AppViewer_user on User @inline {
    id
    isAdmin
    preferredLanguage
    ...TopNav_viewer
  }
`;

export type Viewer = AppViewer_user$data;

export interface ViewerSession {
  reference: PreloadedQuery<AppViewerQuery>;
  /** Settles with the viewer (null when signed out) once the first answer is in the store. */
  loaded: Promise<Viewer | null>;
}

function readViewer(me: AppViewer_user$key | null | undefined): Viewer | null {
  return me ? readInlineData(viewerFragment, me) : null;
}

/** Starts the app-level viewer query. The reference is never disposed: it keeps `me` retained. */
export function startViewerSession(): ViewerSession {
  const reference = loadQuery<AppViewerQuery>(environment, viewerQuery, {});
  // Relay de-duplicates this with the request loadQuery just made; it only gives us a promise.
  const loaded = fetchQuery<AppViewerQuery>(environment, viewerQuery, {})
    .toPromise()
    .then((data) => readViewer(data?.me));
  return { reference, loaded };
}

/** The viewer the store holds right now, for route loaders (components use useViewer). */
export function currentViewer(): Viewer | null {
  const operation = createOperationDescriptor(getRequest(viewerQuery), {});
  const data = environment.lookup(operation.fragment).data as AppViewerQuery['response'] | null | undefined;
  return readViewer(data?.me);
}

/** For the updater of a mutation that signs someone in: they become the viewer. */
export function storeViewer(store: RecordSourceProxy, userId: string): void {
  const user = store.get(userId);
  if (user) store.getRoot().setLinkedRecord(user, 'me');
}

/** For the updater of a mutation that ends the session. */
export function clearViewer(store: RecordSourceProxy): void {
  store.getRoot().setValue(null, 'me');
}

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({
  reference,
  children,
}: {
  reference: PreloadedQuery<AppViewerQuery>;
  children: ReactNode;
}) {
  const data = usePreloadedQuery<AppViewerQuery>(viewerQuery, reference);
  return <ViewerContext value={readViewer(data.me)}>{children}</ViewerContext>;
}

export function useViewer(): Viewer | null {
  return use(ViewerContext);
}

/** The viewer inside routes that only signed-in users reach (the guard renders nothing else). */
export function useSignedInViewer(): Viewer {
  const viewer = useViewer();
  if (!viewer) throw new Error('useSignedInViewer used outside a signed-in route');
  return viewer;
}
