// REST for the morning reminder: GET and PUT /api/reminders (the settings), POST
// /api/reminders/push-subscriptions (a browser's subscription), and GET
// /api/reminders/unsubscribe/{token}, the link of every reminder email.
import { field, fields, type Json, type RestRoute } from '../../http/rest-route.ts';

const REMINDER_FIELDS = /* GraphQL */ `
  fragment RestMorningReminder on MorningReminder {
    enabled
    localTime
    days
    timeZone
    nextDueAt
    lastRunAt
    lastOutcome
  }
`;

export const reminderRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/reminders',
    document: `query RestMorningReminder { me { morningReminder { ...RestMorningReminder } } } ${REMINDER_FIELDS}`,
    respond: (data) => (data.me as { morningReminder: Json } | null)?.morningReminder ?? null,
    nullStatus: 401,
  },
  {
    method: 'PUT',
    path: '/api/reminders',
    document: `mutation RestSetMorningReminder($input: MorningReminderInput!) {
      setMorningReminder(input: $input) { ...RestMorningReminder }
    } ${REMINDER_FIELDS}`,
    variables: ({ body }) => ({
      input: {
        enabled: false,
        localTime: '',
        days: [],
        timeZone: '',
        ...fields(body, ['enabled', 'localTime', 'days', 'timeZone']),
      },
    }),
    respond: (data) => field(data, 'setMorningReminder'),
  },
  {
    method: 'POST',
    path: '/api/reminders/push-subscriptions',
    document: `mutation RestRegisterPushSubscription($input: PushSubscriptionInput!) {
      registerPushSubscription(input: $input) { success }
    }`,
    // The browser's PushSubscription.toJSON() as it is: { endpoint, keys: { p256dh, auth } }.
    variables: ({ body }) => {
      const sent = fields(body, ['endpoint', 'keys']);
      const keys = fields(sent.keys, ['p256dh', 'auth']);
      return { input: { endpoint: '', p256dh: '', auth: '', ...fields(sent, ['endpoint']), ...keys } };
    },
    respond: (data) => field(data, 'registerPushSubscription'),
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/reminders/unsubscribe/:token',
    // A GET that changes state because it is a mail's link; the signed token is the authority and it
    // can only turn the reminder off.
    document: `mutation RestTurnOffMorningReminder($token: String!) {
      turnOffMorningReminder(token: $token) { success message }
    }`,
    variables: ({ params }) => ({ token: params.token ?? '' }),
    respond: (data) => field(data, 'turnOffMorningReminder'),
  },
];
