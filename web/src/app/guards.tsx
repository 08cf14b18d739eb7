// The access rules of the spec (section 2), enforced twice on purpose:
// - route loaders check before anything loads, so a visitor never starts a screen query they may not
//   run (signed out -> /landing, signed in on a signed-out page -> /);
// - guard components react when the viewer changes under a rendered page: a sign-in on the landing
//   page moves to /, and a session that ends (sign out, account deletion) moves to /auth.
import type { ReactNode } from 'react';
import { Navigate, redirect } from 'react-router-dom';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { currentViewer, useViewer, type Viewer, type ViewerSession } from './AppViewer.tsx';

export function accessLoaders(session: ViewerSession) {
  const requireViewer = async (): Promise<Viewer> => {
    await session.loaded;
    const viewer = currentViewer();
    if (!viewer) throw redirect('/landing');
    return viewer;
  };
  const signedIn = async (): Promise<null> => {
    await requireViewer();
    return null;
  };
  const signedOut = async (): Promise<null> => {
    await session.loaded;
    if (currentViewer()) throw redirect('/');
    return null;
  };
  const admin = async (): Promise<null> => {
    const viewer = await requireViewer();
    if (!viewer.isAdmin) {
      showToast({ title: m.access_denied_title, description: m.access_denied_text, variant: 'destructive' });
      throw redirect('/');
    }
    return null;
  };
  return { signedIn, signedOut, admin };
}

export function SignedInOnly({ children }: { children: ReactNode }) {
  return useViewer() ? children : <Navigate to="/auth" replace />;
}

export function SignedOutOnly({ children }: { children: ReactNode }) {
  return useViewer() ? <Navigate to="/" replace /> : children;
}
