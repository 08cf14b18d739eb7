// The viewer query of the whole app. Start-up and sign-in send its text without Relay
// (app/AppViewer.tsx); the Relay store is filled with each answer (environment.ts), so the signed-in
// frame reads the viewer's fragments from the store without a request of its own.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AppViewerQuery } from '../__generated__/AppViewerQuery.graphql.ts';

export const appViewerQuery = graphql`
  query AppViewerQuery {
    me {
      id
      isAdmin
      preferredLanguage
      ...TopNav_viewer
    }
  }
`;

/** The signed-in viewer as the store holds it, for fragments (the top navigation). */
export function useStoredViewer() {
  const { me } = useLazyLoadQuery<AppViewerQuery>(appViewerQuery, {}, { fetchPolicy: 'store-or-network' });
  if (!me) throw new Error('useStoredViewer used outside a signed-in route');
  return me;
}
