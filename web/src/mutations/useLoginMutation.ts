// Sign in. The returned user becomes the store's viewer, which moves the app to the signed-in routes.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation as LoginMutation } from '../__generated__/useLoginMutation.graphql.ts';
import { storeViewer } from '../app/AppViewer.tsx';
import { reconnectSubscriptions } from '../relay/network.ts';

const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      user {
        id
        username
        preferredLanguage
        ...AppViewer_user
      }
    }
  }
`;

export type LoginFields = LoginMutation['variables']['input'];
export type SignedInUser = LoginMutation['response']['login']['user'];

interface LoginCallbacks {
  onSignedIn: (user: SignedInUser) => void;
  onError: (error: Error) => void;
}

export function useLoginMutation() {
  const [commit, isInFlight] = useMutation<LoginMutation>(loginMutation);
  const login = useCallback(
    (input: LoginFields, { onSignedIn, onError }: LoginCallbacks) =>
      commit({
        variables: { input },
        updater: (store, data) => {
          if (data) storeViewer(store, data.login.user.id);
        },
        onCompleted: (response) => {
          reconnectSubscriptions();
          onSignedIn(response.login.user);
        },
        onError,
      }),
    [commit],
  );
  return [login, isInFlight] as const;
}
