// Sign-in and registration go through the REST endpoints with a plain fetch: the landing page, where
// they happen, does not download Relay. Once the server has set the session cookie, the viewer is
// asked for again (app/AppViewer.tsx); the new viewer moves the app to the signed-in routes, which
// load Relay with the viewer already in its store.
import { useCallback, useState } from 'react';
import { reloadViewer } from '../app/AppViewer.tsx';
import { postRest } from '../http/apiFetch.ts';

/** The user as the REST endpoints answer it (api/src/modules/auth/auth.rest.ts, RestUser). */
export interface RestUser {
  id: number;
  username: string;
  preferredLanguage: string;
}

export interface SignInCallbacks {
  onSignedIn: (user: RestUser) => void;
  onError: (error: Error) => void;
}

export function useSignInRequest<TInput>(path: '/api/login' | '/api/register') {
  const [isInFlight, setInFlight] = useState(false);
  const send = useCallback(
    (input: TInput, { onSignedIn, onError }: SignInCallbacks) => {
      setInFlight(true);
      postRest<RestUser>(path, input)
        .then(async (user) => {
          await reloadViewer();
          onSignedIn(user);
        })
        .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))))
        .finally(() => setInFlight(false));
    },
    [path],
  );
  return [send, isInFlight] as const;
}
