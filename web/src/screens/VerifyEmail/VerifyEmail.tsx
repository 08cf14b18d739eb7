// /verify-email?token=...: a spinner while the link is checked, then a success or failure card. The
// buttons depend on who is here: signed in, the journal (success) or the profile (failure, where a
// new link can be sent); signed out, the login page. A signed-in user whose address is now verified
// is taken to / after 3 seconds.
import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../app/AppViewer.tsx';
import { StatusCard, StatusPage, StatusPending } from '../../components/StatusPage.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { verifyEmailOnce } from '../../mutations/useVerifyEmailMutation.ts';
import { useIsViewerVerified } from './useIsViewerVerified.ts';

const REDIRECT_MS = 3000;

type State =
  { kind: 'verifying' } | { kind: 'success'; message: string } | { kind: 'failure'; message: string | (() => string) };

export function VerifyEmail() {
  useUiLocale();
  useDocumentTitle(m.verify_email_title());
  const token = useSearchParams()[0].get('token');
  const environment = useRelayEnvironment();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'failure', message: m.verify_token_missing },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyEmailOnce(environment, token).then(
      (answer) => {
        if (!current) return;
        setState(
          answer.success
            ? { kind: 'success', message: answer.message }
            : { kind: 'failure', message: answer.message || m.verify_failed_default },
        );
      },
      () => current && setState({ kind: 'failure', message: m.verify_exception }),
    );
    return () => {
      current = false;
    };
  }, [environment, token]);

  return (
    <StatusPage title={m.verify_email_title()}>
      {state.kind === 'verifying' ? (
        <StatusPending message={m.verify_verifying()} />
      ) : state.kind === 'success' ? (
        <SuccessCard message={state.message} />
      ) : (
        <FailureCard message={typeof state.message === 'function' ? state.message() : state.message} />
      )}
    </StatusPage>
  );
}

function SuccessCard({ message }: { message: string }) {
  const viewer = useViewer();
  const verified = useIsViewerVerified(viewer !== null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => void navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);
  return (
    <StatusCard
      outcome="success"
      heading={m.verify_success_title()}
      message={message}
      note={verified ? m.verify_redirecting() : undefined}
      link={viewer ? { href: '/', label: m.verify_go_dashboard() } : { href: '/auth', label: m.verify_go_login() }}
    />
  );
}

function FailureCard({ message }: { message: string }) {
  const viewer = useViewer();
  return (
    <StatusCard
      outcome="failure"
      heading={m.verify_failure_title()}
      message={message}
      link={viewer ? { href: '/profile', label: m.verify_go_profile() } : { href: '/auth', label: m.verify_go_login() }}
    />
  );
}
