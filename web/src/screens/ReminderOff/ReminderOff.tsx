// /reminders/off?token=...: the link in every reminder email. It turns the morning reminder off
// without signing in (the signed token is the authority, api/src/modules/reminders/) and says so.
// It has the verification page's layout (components/StatusPage.tsx).
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { commitMutation } from 'relay-runtime';
import type { ReminderOffMutation } from '../../__generated__/ReminderOffMutation.graphql.ts';
import { useViewer } from '../../app/AppViewer.tsx';
import { StatusCard, StatusPage, StatusPending } from '../../components/StatusPage.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';

const turnOffMutation = graphql`
  mutation ReminderOffMutation($token: String!) {
    turnOffMorningReminder(token: $token) {
      success
    }
  }
`;

type State = 'working' | 'done' | 'invalid';

export function ReminderOff() {
  useUiLocale();
  useDocumentTitle(m.reminder_off_title());
  const token = useSearchParams()[0].get('token');
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const [state, setState] = useState<State>(token ? 'working' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let current = true;
    // Turning off twice is harmless, so React's second development effect needs no guard.
    commitMutation<ReminderOffMutation>(environment, {
      mutation: turnOffMutation,
      variables: { token },
      onCompleted: (response) => current && setState(response.turnOffMorningReminder.success ? 'done' : 'invalid'),
      onError: () => current && setState('invalid'),
    });
    return () => {
      current = false;
    };
  }, [environment, token]);

  return (
    <StatusPage title={m.reminder_off_title()}>
      {state === 'working' ? (
        <StatusPending message={m.reminder_off_working()} />
      ) : (
        <StatusCard
          outcome={state === 'done' ? 'success' : 'failure'}
          role="status"
          message={state === 'done' ? m.reminder_off_done() : m.reminder_off_invalid()}
          link={
            viewer
              ? { href: '/account-settings?tab=reminder', label: m.reminder_off_settings() }
              : { href: '/', label: m.reminder_off_home() }
          }
        />
      )}
    </StatusPage>
  );
}
