// The Reminder tab: the morning reminder (opt-in). A switch, the local time, the days of the week,
// and how it will come: a notification on this device where the server has push keys and the
// browser allows it (a button asks for the permission), otherwise an email. The browser's time zone
// is saved with it, so 07:00 means 07:00 where the person wakes. Validated with the server's own
// schema (shared/inputs/reminders.inputs.ts).
import { Suspense, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Form,
  Input,
  Label,
  Text,
  TextField,
} from 'react-aria-components';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { MorningReminderPushMutation } from '../../__generated__/MorningReminderPushMutation.graphql.ts';
import type { MorningReminderQuery } from '../../__generated__/MorningReminderQuery.graphql.ts';
import type { MorningReminderSaveMutation, Weekday } from '../../__generated__/MorningReminderSaveMutation.graphql.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { SkeletonBlock, SkeletonRegion } from '../../components/Skeleton.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { fieldErrorsOf } from '#shared/inputs/field-errors.ts';
import { reminderInputs, WEEKDAYS } from '#shared/inputs/reminders.inputs.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatDreamDateTime } from '../../i18n/formatDates.ts';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError.ts';
import { failureToast } from './failureToast.ts';
import '../../components/field.css';
import { SettingSwitch } from './SettingSwitch.tsx';
import './morning-reminder.css';

const query = graphql`
  query MorningReminderQuery {
    me {
      email
      emailVerified
      morningReminder {
        enabled
        localTime
        days
        timeZone
        nextDueAt
      }
    }
    reminderDelivery {
      pushPublicKey
      email
    }
  }
`;

const saveMutation = graphql`
  mutation MorningReminderSaveMutation($input: MorningReminderInput!) {
    setMorningReminder(input: $input) {
      enabled
      localTime
      days
      timeZone
      nextDueAt
    }
  }
`;

const pushMutation = graphql`
  mutation MorningReminderPushMutation($input: PushSubscriptionInput!) {
    registerPushSubscription(input: $input) {
      success
    }
  }
`;

// Monday first in the form, as both languages' calendars show a week.
const WEEK_ORDER: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const DAY_NAMES: Record<Weekday, { long: () => string; short: () => string }> = {
  SUNDAY: { long: m.reminder_day_sunday, short: m.reminder_day_short_sunday },
  MONDAY: { long: m.reminder_day_monday, short: m.reminder_day_short_monday },
  TUESDAY: { long: m.reminder_day_tuesday, short: m.reminder_day_short_tuesday },
  WEDNESDAY: { long: m.reminder_day_wednesday, short: m.reminder_day_short_wednesday },
  THURSDAY: { long: m.reminder_day_thursday, short: m.reminder_day_short_thursday },
  FRIDAY: { long: m.reminder_day_friday, short: m.reminder_day_short_friday },
  SATURDAY: { long: m.reminder_day_saturday, short: m.reminder_day_short_saturday },
  '%future added value': { long: () => '', short: () => '' },
};

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function MorningReminder() {
  return (
    <div className="privacy morning-reminder">
      <section className="privacy__section" aria-labelledby="reminder-title">
        <h2 id="reminder-title" className="privacy__title">
          {m.reminder_title()}
        </h2>
        <p>{m.reminder_intro()}</p>
      </section>
      <Suspense
        fallback={
          <SkeletonRegion label={m.loading_inline()}>
            <SkeletonBlock width="100%" height="16rem" />
          </SkeletonRegion>
        }
      >
        <ReminderForm />
      </Suspense>
    </div>
  );
}

function ReminderForm() {
  const data = useLazyLoadQuery<MorningReminderQuery>(query, {}, { fetchPolicy: 'network-only' });
  const saved = data.me?.morningReminder;
  const [enabled, setEnabled] = useState(saved?.enabled ?? false);
  const [localTime, setLocalTime] = useState(saved?.localTime ?? '07:00');
  const [days, setDays] = useState<string[]>(() => [...(saved?.days ?? WEEKDAYS)]);
  const [nextDueAt, setNextDueAt] = useState(saved?.nextDueAt ?? null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [commit, isPending] = useMutation<MorningReminderSaveMutation>(saveMutation);
  const timeZone = browserTimeZone();
  if (!data.me) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { enabled, localTime, days, timeZone };
    const parsed = reminderInputs(getUiLocale()).settings.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    commit({
      variables: { input: { enabled, localTime, days: days as Weekday[], timeZone } },
      onCompleted: (response) => {
        setNextDueAt(response.setMorningReminder.nextDueAt ?? null);
        showToast({ title: m.reminder_saved, variant: 'default' });
      },
      onError: (error) => {
        if (error instanceof GraphQLRequestError) setErrors(error.fieldErrors);
        failureToast(m.reminder_save_failed, error);
      },
    });
  }

  return (
    <Form className="account-form morning-reminder__form" validationErrors={errors} onSubmit={submit}>
      <SettingSwitch isSelected={enabled} onChange={setEnabled}>
        {m.reminder_enabled()}
      </SettingSwitch>
      <TextField
        className="field morning-reminder__time"
        name="localTime"
        type="time"
        value={localTime}
        onChange={setLocalTime}
        isDisabled={!enabled}
      >
        <Label className="field__label">{m.reminder_time()}</Label>
        <Input className="field__input" />
        <Text slot="description" className="field__hint">
          {m.reminder_time_zone({ zone: timeZone })}
        </Text>
        <FieldError className="field__error" />
      </TextField>
      <CheckboxGroup
        className="morning-reminder__days"
        name="days"
        value={days}
        onChange={setDays}
        isDisabled={!enabled}
      >
        <Label className="field__label">{m.reminder_days()}</Label>
        <div className="morning-reminder__day-list">
          {WEEK_ORDER.map((day) => (
            <Checkbox key={day} value={day} className="morning-reminder__day" aria-label={DAY_NAMES[day].long()}>
              <CheckIcon width={14} height={14} aria-hidden="true" className="morning-reminder__day-check" />
              <span aria-hidden="true">{DAY_NAMES[day].short()}</span>
            </Checkbox>
          ))}
        </div>
        <FieldError className="field__error" />
      </CheckboxGroup>
      <p className="account-form__intro">{m.reminder_skip_note()}</p>
      <Channel
        email={data.me.email}
        emailVerified={data.me.emailVerified}
        emailAvailable={data.reminderDelivery.email}
        pushPublicKey={data.reminderDelivery.pushPublicKey ?? null}
      />
      {enabled && nextDueAt && (
        <p className="morning-reminder__next" role="status">
          {m.reminder_next({ when: formatDreamDateTime(nextDueAt) })}
        </p>
      )}
      <div className="account-form__actions">
        <Button type="submit" className="button button--primary" isDisabled={isPending}>
          {isPending ? m.reminder_saving() : m.reminder_save()}
        </Button>
      </div>
    </Form>
  );
}

type PushState = 'unsupported' | 'default' | 'denied' | 'granted';

function pushState(): PushState {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** The VAPID key as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function Channel(props: {
  email: string;
  emailVerified: boolean;
  emailAvailable: boolean;
  pushPublicKey: string | null;
}) {
  const [state, setState] = useState<PushState>(pushState);
  const [asking, setAsking] = useState(false);
  const [commit] = useMutation<MorningReminderPushMutation>(pushMutation);
  const pushOffered = props.pushPublicKey !== null && state !== 'unsupported';

  async function allow() {
    if (!props.pushPublicKey) return;
    setAsking(true);
    try {
      const permission = await Notification.requestPermission();
      setState(permission);
      if (permission !== 'granted') return;
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(props.pushPublicKey),
        }));
      const json = subscription.toJSON();
      commit({
        variables: {
          input: { endpoint: json.endpoint ?? '', p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
        onError: (error) => failureToast(m.reminder_push_failed, error),
      });
    } catch (error) {
      failureToast(m.reminder_push_failed, error instanceof Error ? error : new Error(String(error)));
    } finally {
      setAsking(false);
    }
  }

  const byEmail = props.emailAvailable ? (
    props.emailVerified ? (
      <p>{m.reminder_by_email({ email: props.email })}</p>
    ) : (
      <p className="morning-reminder__warning">{m.reminder_email_unverified()}</p>
    )
  ) : null;

  return (
    <section className="morning-reminder__channel" aria-labelledby="reminder-channel">
      <h3 id="reminder-channel" className="api-access__subtitle">
        {m.reminder_channel()}
      </h3>
      {!pushOffered && !props.emailAvailable ? (
        <p className="morning-reminder__warning">{m.reminder_unavailable()}</p>
      ) : pushOffered && state === 'granted' ? (
        <p>{m.reminder_by_push()}</p>
      ) : (
        <>
          {pushOffered && state === 'default' && (
            <Button className="button button--secondary" onPress={() => void allow()} isDisabled={asking}>
              {asking ? m.reminder_push_asking() : m.reminder_push_allow()}
            </Button>
          )}
          {pushOffered && state === 'denied' && <p>{m.reminder_push_denied()}</p>}
          {props.pushPublicKey !== null && state === 'unsupported' && <p>{m.reminder_push_unsupported()}</p>}
          {byEmail}
        </>
      )}
    </section>
  );
}
