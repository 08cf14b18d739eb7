// The access rules of the spec (section 2), enforced twice on purpose:
// - route loaders check before anything loads, so a visitor never starts a screen query they may not
//   run (signed out -> /landing, signed in on a signed-out page -> /);
// - guard components react when the viewer changes under a rendered page: a sign-in on the landing
//   page moves to /, and a session that ends (sign out, account deletion) moves to /auth.
import type { ReactNode } from 'react';
import { Navigate, redirect, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { currentViewer, useViewer, type Viewer, type ViewerSession } from './AppViewer.tsx';
import { landingFor, returnPathOf } from './returnPath.ts';

export function accessLoaders(session: ViewerSession) {
  // The page asked for rides along to the landing page, which returns there after sign-in.
  const requireViewer = async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<Viewer> => {
    await session.loaded;
    const viewer = currentViewer();
    if (!viewer) throw redirect(landingFor(new URL(request.url)));
    return viewer;
  };
  const signedIn = async (args: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    await requireViewer(args);
    return null;
  };
  const signedOut = async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    await session.loaded;
    if (currentViewer()) throw redirect(returnPathOf(new URL(request.url)));
    return null;
  };
  const admin = async (args: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const viewer = await requireViewer(args);
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
  const { pathname, search } = useLocation();
  const next = returnPathOf(new URL(`${pathname}${search}`, window.location.origin));
  return useViewer() ? <Navigate to={next} replace /> : children;
}
