// Create an account (REST, without Relay: see useSignInRequest.ts). Billing is off in this version, so
// the account exists (and is signed in) as soon as this succeeds; the new viewer moves the app to its
// routes.
import { useCallback } from 'react';
import { useSignInRequest, type RestUser } from './useSignInRequest.ts';

export interface RegisterFields {
  username: string;
  email: string;
  password: string;
  fullName?: string | null;
  preferredLanguage?: string | null;
}
export type RegisteredUser = RestUser;

interface RegisterCallbacks {
  onRegistered: (user: RegisteredUser) => void;
  onError: (error: Error) => void;
}

export function useRegisterMutation() {
  const [send, isInFlight] = useSignInRequest<RegisterFields>('/api/register');
  const register = useCallback(
    (input: RegisterFields, { onRegistered, onError }: RegisterCallbacks) =>
      send(input, { onSignedIn: onRegistered, onError }),
    [send],
  );
  return [register, isInFlight] as const;
}
