// Whether the signed-in viewer's own address is verified, read fresh from the server: the link just
// followed may have been another account's, so its success alone says nothing about the viewer.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useIsViewerVerifiedQuery } from '../../__generated__/useIsViewerVerifiedQuery.graphql.ts';

const viewerVerifiedQuery = graphql`
  query useIsViewerVerifiedQuery {
    me {
      id
      emailVerified
    }
  }
`;

export function useIsViewerVerified(signedIn: boolean): boolean {
  const environment = useRelayEnvironment();
  const [verified, setVerified] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    const subscription = fetchQuery<useIsViewerVerifiedQuery>(
      environment,
      viewerVerifiedQuery,
      {},
      {
        fetchPolicy: 'network-only',
      },
    ).subscribe({ next: (data) => setVerified(data.me?.emailVerified === true), error: () => setVerified(false) });
    return () => subscription.unsubscribe();
  }, [environment, signedIn]);
  return verified;
}
