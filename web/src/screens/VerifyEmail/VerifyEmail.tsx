// /verify-email?token=...: a spinner while the link is checked, then a success or failure card. The
// buttons depend on who is here: signed in, the journal (success) or the profile (failure, where a
// new link can be sent); signed out, the login page. A signed-in user whose address is now verified
// is taken to / after 3 seconds.
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../app/AppViewer.tsx';
import { CheckIcon, CloseIcon, SpinnerIcon } from '../../components/icons.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { verifyEmailOnce } from '../../mutations/useVerifyEmailMutation.ts';
import { useIsViewerVerified } from './useIsViewerVerified.ts';
import '../../components/button.css';
import './verify-email.css';

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
    <div className="page verify-email">
      <h1 className="page-title">{m.verify_email_title()}</h1>
      {state.kind === 'verifying' ? (
        <div className="verify-card" role="status">
          <SpinnerIcon width={32} height={32} className="verify-card__spinner" />
          <p>{m.verify_verifying()}</p>
        </div>
      ) : state.kind === 'success' ? (
        <SuccessCard message={state.message} />
      ) : (
        <FailureCard message={typeof state.message === 'function' ? state.message() : state.message} />
      )}
    </div>
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
    <section className="verify-card verify-card--success" aria-labelledby="verify-title">
      <CheckIcon width={32} height={32} className="verify-card__icon" />
      <h2 id="verify-title" className="verify-card__title">
        {m.verify_success_title()}
      </h2>
      <p>{message}</p>
      {verified && <p className="verify-card__note">{m.verify_redirecting()}</p>}
      {viewer ? (
        <Link href="/" className="button button--primary">
          {m.verify_go_dashboard()}
        </Link>
      ) : (
        <Link href="/auth" className="button button--primary">
          {m.verify_go_login()}
        </Link>
      )}
    </section>
  );
}

function FailureCard({ message }: { message: string }) {
  const viewer = useViewer();
  return (
    <section className="verify-card verify-card--failure" aria-labelledby="verify-title">
      <CloseIcon width={32} height={32} className="verify-card__icon" />
      <h2 id="verify-title" className="verify-card__title">
        {m.verify_failure_title()}
      </h2>
      <p>{message}</p>
      {viewer ? (
        <Link href="/profile" className="button button--primary">
          {m.verify_go_profile()}
        </Link>
      ) : (
        <Link href="/auth" className="button button--primary">
          {m.verify_go_login()}
        </Link>
      )}
    </section>
  );
}
