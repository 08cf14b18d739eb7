// Create an account. Billing is off in this version, so the account exists (and is signed in) as soon
// as this succeeds; the returned user becomes the store's viewer.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRegisterMutation as RegisterMutation } from '../__generated__/useRegisterMutation.graphql.ts';
import { storeViewer } from '../app/AppViewer.tsx';
import { reconnectSubscriptions } from '../relay/network.ts';

const registerMutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
        username
        ...AppViewer_user
      }
    }
  }
`;

export type RegisterFields = RegisterMutation['variables']['input'];
export type RegisteredUser = RegisterMutation['response']['register']['user'];

interface RegisterCallbacks {
  onRegistered: (user: RegisteredUser) => void;
  onError: (error: Error) => void;
}

export function useRegisterMutation() {
  const [commit, isInFlight] = useMutation<RegisterMutation>(registerMutation);
  const register = useCallback(
    (input: RegisterFields, { onRegistered, onError }: RegisterCallbacks) =>
      commit({
        variables: { input },
        updater: (store, data) => {
          if (data) storeViewer(store, data.register.user.id);
        },
        onCompleted: (response) => {
          reconnectSubscriptions();
          onRegistered(response.register.user);
        },
        onError,
      }),
    [commit],
  );
  return [register, isInFlight] as const;
}
