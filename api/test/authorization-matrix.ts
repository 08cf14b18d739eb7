// The authorization matrix: every query, mutation and subscription of the schema, every REST route,
// and every field of every owned type, tried as an anonymous caller, the owner of the objects, another
// user and an admin. The rows are checked against the schema and the route table, so an operation,
// a route or an owned type without a row fails the suite: nothing new ships without saying who may
// call it. Run by api/src/graphql/authorization-matrix*.test.ts, once per owner-check mode.
import { getNamedType, isCompositeType, isObjectType, type GraphQLObjectType } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { Db } from '../src/db/client.ts';
import { database, db } from '../src/db/current.ts';
import { OWNED_TYPES } from '../src/graphql/owned-types.ts';
import { schema } from '../src/graphql/schema.ts';
import { globalIdOf } from '../src/lib/ids.ts';
import { restRoutes } from '../src/http/rest-routes.ts';
import { AUDIO_ROUTES } from '../src/modules/audio/audio.http.ts';
import { BILLING_HTTP_ROUTES } from '../src/modules/billing/webhook.ts';
import { uploadAudioMultipart } from './audio-upload.ts';
import { createSampleDream as createDream, GENERATE, SAVE_OWN } from './interpretations.ts';
import { registerUser, startTestApp, TestBrowser, type TestApp } from './test-app.ts';

/**
 * readToken and writeToken are scripts holding the owner's personal access tokens (scopes `read` and
 * `read-write`): a token reads what its owner reads, writes only the journal (read-write), and never
 * changes the account or reaches admin operations.
 */
type Actor = 'anonymous' | 'owner' | 'other' | 'admin' | 'readToken' | 'writeToken';
type TokenActor = 'readToken' | 'writeToken';
type AccountActor = Exclude<Actor, 'anonymous' | TokenActor>;
const ACTORS: Actor[] = ['anonymous', 'owner', 'other', 'admin', 'readToken', 'writeToken'];
const TOKEN_SCOPE: Record<TokenActor, string> = { readToken: 'read', writeToken: 'read-write' };
const isTokenActor = (actor: Actor): actor is TokenActor => actor in TOKEN_SCOPE;
/** The account an actor acts for: a token acts for the owner. */
const accountActor = (actor: Exclude<Actor, 'anonymous'>): AccountActor => (isTokenActor(actor) ? 'owner' : actor);

/** What a call came to: OK (data), NULL (the field answered null: missing or not yours), or an error code. */
type Outcome = string;

interface Account {
  username: string;
  email: string;
  password: string;
  databaseId: number;
  id: string;
}

interface World {
  t: TestApp;
  browsers: Record<Actor, TestBrowser>;
  accounts: Record<AccountActor, Account>;
  /** The owner's objects every row aims at. */
  owner: {
    user: Account;
    dream: { id: string; databaseId: number };
    own: Interpretation;
    ai: Interpretation;
    feedback: { id: string; databaseId: number };
    token: { id: string; databaseId: number };
  };
}

interface Interpretation {
  id: string;
  databaseId: number;
}

/** A fresh target owned by the owner, for rows that change or delete it. */
async function freshOwnerDream(world: World) {
  return createDream(world.browsers.owner, { title: 'A fresh dream of the owner' });
}

/** A new browser signed in as the actor (for rows that end or replace a session). */
async function freshSession(world: World, actor: Actor): Promise<TestBrowser> {
  const browser = world.t.browser();
  if (actor === 'anonymous') return browser;
  if (isTokenActor(actor)) return world.browsers[actor];
  const { username, password } = world.accounts[actor];
  const response = await browser.request('POST', '/api/login', { username, password });
  if (response.status !== 200) throw new Error(`could not sign in as ${actor}: ${response.status}`);
  return browser;
}

/** A password change from registerUser's password. */
const NEW_PASSWORD = {
  currentPassword: 'correct horse battery',
  newPassword: 'another horse battery',
  confirmPassword: 'another horse battery',
};

/**
 * A browser signed in to a new account of the actor's kind (an admin's is an admin), for rows that
 * change the caller's password or delete the caller's account; anonymous stays signed out.
 */
async function throwawayAccount(world: World, actor: Actor): Promise<TestBrowser> {
  const browser = world.t.browser();
  if (actor === 'anonymous') return browser;
  const account = await registerUser(browser);
  if (actor === 'admin') await db().user.update({ where: { id: account.databaseId }, data: { role: 'admin' } });
  return isTokenActor(actor) ? tokenBrowser(world, browser, TOKEN_SCOPE[actor]) : browser;
}

/** A script's client holding a new token of the signed-in `session`'s account. */
async function tokenBrowser(world: World, session: TestBrowser, scope: string): Promise<TestBrowser> {
  const response = await session.request('POST', '/api/tokens', { name: `matrix ${scope}`, scope, expiresInDays: 30 });
  if (response.status !== 201) throw new Error(`could not create a ${scope} token: ${response.status}`);
  const script = world.t.browser();
  script.bearer = (response.body as { token: string }).token;
  return script;
}

async function gql(browser: TestBrowser, query: string, variables: Record<string, unknown>, field: string) {
  const result = await browser.graphql(query, variables);
  const code = result.errors?.[0]?.extensions?.code;
  if (typeof code === 'string') return code;
  if (result.errors?.length) return `ERROR ${result.errors[0]!.message}`;
  return (result.data as Record<string, unknown> | null)?.[field] == null ? 'NULL' : 'OK';
}

/** The first message of a subscription: OK for an event, the code for an error. */
function firstMessage(
  browser: TestBrowser,
  query: string,
  variables: Record<string, unknown>,
  trigger?: () => Promise<unknown>,
): Promise<Outcome> {
  const { client } = browser.websocket();
  return new Promise<Outcome>((resolve) => {
    let done = false;
    const finish = (outcome: Outcome) => {
      if (done) return;
      done = true;
      void client.dispose();
      resolve(outcome);
    };
    (client as Client).subscribe(
      { query, variables },
      {
        next: (message) => {
          const code = message.errors?.[0]?.extensions?.code;
          finish(typeof code === 'string' ? code : 'OK');
        },
        error: (error) => {
          const errors = Array.isArray(error) ? error : [error];
          const code = (errors[0] as { extensions?: { code?: string } })?.extensions?.code;
          finish(typeof code === 'string' ? code : `ERROR ${JSON.stringify(error)}`);
        },
        complete: () => finish('COMPLETE'),
      },
    );
    // An event only comes after a change: make one, again until it arrives (the subscription may
    // not be registered yet when the first change is made). Bounded by the test's own time limit.
    if (trigger) {
      void (async () => {
        for (let attempt = 0; attempt < 50 && !done; attempt++) {
          await trigger();
          await new Promise((wait) => setTimeout(wait, 100));
        }
        finish('NO_EVENT');
      })();
    }
  });
}

const REST_STATUS: Record<number, Outcome> = {
  200: 'OK',
  201: 'OK',
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};

async function rest(browser: TestBrowser, method: string, path: string, body?: unknown): Promise<Outcome> {
  const response = await browser.request(method, path, body);
  return REST_STATUS[response.status] ?? `HTTP ${response.status}`;
}

interface Row {
  run: (world: World, actor: Actor) => Promise<Outcome>;
  expect: Partial<Record<Actor, Outcome>> & { anonymous: Outcome; owner: Outcome; other: Outcome };
}

/** The smallest upload the audio route keeps: the WebM magic bytes. */
const TINY_WEBM = `data:audio/webm;base64,${Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]).toString('base64')}`;

const uniqueName = () => `matrix${Math.random().toString(36).slice(2, 10)}`;
/** A journal file of one dream, for the import rows. */
const IMPORT_ONE = {
  format: 'oneiro-journal',
  version: 1,
  dreams: [{ title: 'Imported', content: '<p>A dream from a file.</p>', tags: [], date: '2026-01-02T03:04:05.000Z' }],
};
/** Keys shaped like a browser's (the server checks their form; nothing is sent to them here). */
const PUSH_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const SIGNED_IN_ONLY = { anonymous: 'UNAUTHENTICATED', owner: 'OK', other: 'OK' } as const;
const OWNER_ONLY = { anonymous: 'UNAUTHENTICATED', owner: 'OK', other: 'NOT_FOUND' } as const;
const PUBLIC = { anonymous: 'OK', owner: 'OK', other: 'OK' } as const;
const ADMIN_ONLY = { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', admin: 'OK' } as const;

/** A new public feedback of the owner: what the testimonial switch acts on. */
async function freshPublicFeedback(world: World): Promise<number> {
  const response = await world.browsers.owner.request('POST', '/api/feedback', {
    rating: 4,
    feedbackText: 'Public words of the owner',
    isPublic: true,
  });
  if (response.status !== 201) throw new Error(`could not send feedback: ${response.status}`);
  return (response.body as { id: number }).id;
}

/** One row per root field of the schema, named Query.x, Mutation.x, Subscription.x. */
const OPERATIONS: Record<string, Row> = {
  'Query.me': {
    run: (w, a) => gql(w.browsers[a], `{ me { id } }`, {}, 'me'),
    expect: { anonymous: 'NULL', owner: 'OK', other: 'OK' },
  },
  'Query.node': {
    // Another user's dream by its id reads as missing (null), exactly like an id that does not exist.
    run: (w, a) => gql(w.browsers[a], `query($id: ID!) { node(id: $id) { id } }`, { id: w.owner.dream.id }, 'node'),
    expect: { anonymous: 'NULL', owner: 'OK', other: 'NULL' },
  },
  'Query.nodes': {
    run: async (w, a) => {
      const result = await w.browsers[a].graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
        ids: [w.owner.dream.id, w.owner.own.id, w.owner.user.id],
      });
      if (result.errors) return String(result.errors[0]!.extensions?.code);
      const nodes = result.data.nodes as unknown[];
      return nodes.every((node) => node !== null) ? 'OK' : nodes.every((node) => node === null) ? 'NULL' : 'PARTIAL';
    },
    expect: { anonymous: 'NULL', owner: 'OK', other: 'NULL' },
  },
  'Query.dream': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `query($id: Int!) { dream(databaseId: $id) { id } }`,
        { id: w.owner.dream.databaseId },
        'dream',
      ),
    expect: { anonymous: 'UNAUTHENTICATED', owner: 'OK', other: 'NULL' },
  },
  'Query.search': {
    run: (w, a) => gql(w.browsers[a], `{ search(query: "house") { id } }`, {}, 'search'),
    expect: SIGNED_IN_ONLY,
  },
  // Always the caller's own journal: another user's insights are not addressable at all.
  'Query.insights': {
    run: (w, a) => gql(w.browsers[a], `{ insights { totalDreams } }`, {}, 'insights'),
    expect: SIGNED_IN_ONLY,
  },
  'Query.emailAvailable': {
    run: (w, a) => gql(w.browsers[a], `{ emailAvailable }`, {}, 'emailAvailable'),
    expect: PUBLIC,
  },
  'Query.contentProfileSources': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `{ contentProfileSources(measureId: animal_percent) { dreamId } }`,
        {},
        'contentProfileSources',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Query.transcriptionAvailable': {
    run: (w, a) => gql(w.browsers[a], `{ transcriptionAvailable }`, {}, 'transcriptionAvailable'),
    expect: PUBLIC,
  },
  'Mutation.uploadAudio': {
    run: async (w, a) => {
      const { body } = await uploadAudioMultipart(w.browsers[a], Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]));
      const code = body.errors?.[0]?.extensions?.code;
      if (typeof code === 'string') return code;
      return body.data?.uploadAudio?.audioUrl ? 'OK' : 'NULL';
    },
    expect: SIGNED_IN_ONLY,
  },
  'Query.interpreter': {
    run: (w, a) => gql(w.browsers[a], `{ interpreter }`, {}, 'interpreter'),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.register': {
    run: async (w, a) => {
      const username = uniqueName();
      const input = { username, email: `${username}@example.org`, password: 'correct horse battery' };
      return gql(
        await freshSession(w, a),
        `mutation($input: RegisterInput!) { register(input: $input) { user { id } } }`,
        { input },
        'register',
      );
    },
    expect: PUBLIC,
  },
  'Mutation.login': {
    run: async (w, a) => {
      const { username, password } = w.accounts.other;
      return gql(
        await freshSession(w, a),
        `mutation($input: LoginInput!) { login(input: $input) { user { id } } }`,
        { input: { username, password } },
        'login',
      );
    },
    expect: PUBLIC,
  },
  'Mutation.logout': {
    run: async (w, a) => gql(await freshSession(w, a), `mutation { logout { success } }`, {}, 'logout'),
    expect: PUBLIC,
  },
  // The matrix runs with billing off (billing.test.ts covers it on): nothing is sold, to anyone.
  'Query.reminderDelivery': {
    run: (w, a) => gql(w.browsers[a], `{ reminderDelivery { email } }`, {}, 'reminderDelivery'),
    expect: PUBLIC,
  },
  'Mutation.setMorningReminder': {
    // Each signed-in actor sets their own: there is no way to name another's.
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation($input: MorningReminderInput!) { setMorningReminder(input: $input) { enabled } }`,
        { input: { enabled: true, localTime: '07:00', days: ['MONDAY'], timeZone: 'Europe/Madrid' } },
        'setMorningReminder',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.registerPushSubscription': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) { success } }`,
        { input: { endpoint: `https://push.example/${uniqueName()}`, ...PUSH_KEYS } },
        'registerPushSubscription',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.unregisterPushSubscription': {
    // Names an endpoint: only the caller's own would be removed (none here, so success is false).
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation { unregisterPushSubscription(endpoint: "https://push.example/none") { success } }`,
        {},
        'unregisterPushSubscription',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.turnOffMorningReminder': {
    // Open to anyone: the link's signed token is the authority (a bad one does nothing).
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation { turnOffMorningReminder(token: "1.not-a-token") { success } }`,
        {},
        'turnOffMorningReminder',
      ),
    expect: PUBLIC,
  },
  'Query.billingConfig': {
    run: (w, a) => gql(w.browsers[a], `{ billingConfig { enabled } }`, {}, 'billingConfig'),
    expect: PUBLIC,
  },
  'Mutation.createSubscription': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation { createSubscription(input: { email: "new@example.org", username: "newcomer" }) { clientSecret } }`,
        {},
        'createSubscription',
      ),
    expect: { anonymous: 'NOT_FOUND', owner: 'NOT_FOUND', other: 'NOT_FOUND' },
  },
  'Mutation.cancelSubscription': {
    run: (w, a) => gql(w.browsers[a], `mutation { cancelSubscription { id } }`, {}, 'cancelSubscription'),
    expect: { anonymous: 'UNAUTHENTICATED', owner: 'NOT_FOUND', other: 'NOT_FOUND' },
  },
  'Mutation.setLanguage': {
    run: (w, a) => gql(w.browsers[a], `mutation { setLanguage(language: en) { id } }`, {}, 'setLanguage'),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.changePassword': {
    // Ends the caller's other sessions: each actor changes the password of a throwaway account of theirs.
    run: async (w, a) =>
      gql(
        await throwawayAccount(w, a),
        `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`,
        { input: NEW_PASSWORD },
        'changePassword',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.updateProfile': {
    // Each signed-in actor writes their own profile as it is: there is no way to name another's.
    run: async (w, a) => {
      const account =
        a === 'anonymous' ? { username: 'nobody', email: 'nobody@example.org' } : w.accounts[accountActor(a)];
      return gql(
        w.browsers[a],
        `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
        { input: { username: account.username, email: account.email } },
        'updateProfile',
      );
    },
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.deleteAccount': {
    // Deletes the account of whoever calls: each actor gets a throwaway account of their own.
    run: async (w, a) =>
      gql(
        await throwawayAccount(w, a),
        `mutation { deleteAccount(password: "correct horse battery") { success } }`,
        {},
        'deleteAccount',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.verifyEmail': {
    // Open to anyone; a token that is not one verifies nothing (success false, never an error).
    run: (w, a) =>
      gql(w.browsers[a], `mutation { verifyEmail(token: "not-a-token") { success message } }`, {}, 'verifyEmail'),
    expect: PUBLIC,
  },
  'Mutation.resendVerificationEmail': {
    // Limited per user: each actor asks for a throwaway account of their own.
    run: async (w, a) =>
      gql(
        await throwawayAccount(w, a),
        `mutation { resendVerificationEmail { message } }`,
        {},
        'resendVerificationEmail',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.importJournal': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation($document: String!) { importJournal(document: $document) { dreamsAdded } }`,
        { document: JSON.stringify({ format: 'oneiro-journal', version: 1, dreams: [] }) },
        'importJournal',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.createDream': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation($input: CreateDreamInput!) { createDream(input: $input) { dream { id } } }`,
        { input: { content: '<p>A dream of my own.</p>' } },
        'createDream',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.updateDream': {
    run: async (w, a) => {
      const dream = await freshOwnerDream(w);
      return gql(
        w.browsers[a],
        `mutation($id: ID!) { updateDream(id: $id, input: { title: "Changed" }) { dream { id } } }`,
        { id: dream.id },
        'updateDream',
      );
    },
    expect: OWNER_ONLY,
  },
  'Mutation.deleteDream': {
    run: async (w, a) => {
      const dream = await freshOwnerDream(w);
      return gql(
        w.browsers[a],
        `mutation($id: ID!) { deleteDream(id: $id) { deletedId } }`,
        { id: dream.id },
        'deleteDream',
      );
    },
    expect: OWNER_ONLY,
  },
  'Mutation.setFavorite': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation($id: ID!) { setFavorite(id: $id, isFavorite: true) { dream { id } } }`,
        { id: w.owner.dream.id },
        'setFavorite',
      ),
    expect: OWNER_ONLY,
  },
  'Mutation.correctContentCode': {
    run: async (w, a) => {
      const dream = await freshOwnerDream(w);
      return gql(
        w.browsers[a],
        `mutation($input: CorrectContentCodeInput!) { correctContentCode(input: $input) { dream { id } } }`,
        { input: { dreamId: dream.id, category: 'characters', key: 'snake', remove: true } },
        'correctContentCode',
      );
    },
    expect: OWNER_ONLY,
  },
  'Mutation.generateInterpretation': {
    run: async (w, a) => {
      const dream = await freshOwnerDream(w);
      return gql(
        w.browsers[a],
        GENERATE,
        { dreamId: dream.id, type: 'ROGERS_AI', wait: true },
        'generateInterpretation',
      );
    },
    expect: OWNER_ONLY,
  },
  'Mutation.saveOwnInterpretation': {
    run: (w, a) =>
      gql(w.browsers[a], SAVE_OWN, { dreamId: w.owner.dream.id, content: 'My own reading.' }, 'saveOwnInterpretation'),
    expect: OWNER_ONLY,
  },
  'Mutation.updateOwnInterpretation': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation($id: ID!) { updateOwnInterpretation(id: $id, content: "Read again.") { interpretation { id } } }`,
        { id: w.owner.own.id },
        'updateOwnInterpretation',
      ),
    expect: OWNER_ONLY,
  },
  'Mutation.setInterpretationFeedback': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation($id: ID!) { setInterpretationFeedback(id: $id, input: { feedback: UP }) { interpretation { id } } }`,
        { id: w.owner.ai.id },
        'setInterpretationFeedback',
      ),
    expect: OWNER_ONLY,
  },
  'Mutation.submitFeedback': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { feedback { id } } }`,
        { input: { rating: 5, feedbackText: 'Lovely.' } },
        'submitFeedback',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Query.testimonials': {
    run: (w, a) => gql(w.browsers[a], `{ testimonials { username rating } }`, {}, 'testimonials'),
    expect: PUBLIC,
  },
  'Query.adminFeedback': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `{ adminFeedback(first: 5) { totalCount edges { node { id username } } } }`,
        {},
        'adminFeedback',
      ),
    expect: ADMIN_ONLY,
  },
  'Mutation.setTestimonial': {
    run: async (w, a) =>
      gql(
        w.browsers[a],
        `mutation($id: ID!) { setTestimonial(id: $id, isTestimonial: true) { feedback { id isTestimonial } } }`,
        { id: globalIdOf('AdminFeedbackEntry', await freshPublicFeedback(w)) },
        'setTestimonial',
      ),
    expect: ADMIN_ONLY,
  },
  'Query.adminStats': {
    run: (w, a) => gql(w.browsers[a], `{ adminStats { totalUsers } }`, {}, 'adminStats'),
    expect: ADMIN_ONLY,
  },
  'Query.adminPlatformStatus': {
    run: (w, a) => gql(w.browsers[a], `{ adminPlatformStatus { healthy } }`, {}, 'adminPlatformStatus'),
    expect: ADMIN_ONLY,
  },
  'Query.adminUsage': {
    run: (w, a) => gql(w.browsers[a], `{ adminUsage(days: 7) { date } }`, {}, 'adminUsage'),
    expect: ADMIN_ONLY,
  },
  'Query.adminUsers': {
    run: (w, a) => gql(w.browsers[a], `{ adminUsers(first: 5) { totalCount } }`, {}, 'adminUsers'),
    expect: ADMIN_ONLY,
  },
  'Query.adminDreamInsights': {
    run: (w, a) => gql(w.browsers[a], `{ adminDreamInsights { since } }`, {}, 'adminDreamInsights'),
    expect: ADMIN_ONLY,
  },
  'Query.adminInterpretationInsights': {
    run: (w, a) => gql(w.browsers[a], `{ adminInterpretationInsights { since } }`, {}, 'adminInterpretationInsights'),
    expect: ADMIN_ONLY,
  },
  'Mutation.refreshUsage': {
    run: (w, a) => gql(w.browsers[a], `mutation { refreshUsage { daysComputed } }`, {}, 'refreshUsage'),
    expect: ADMIN_ONLY,
  },
  'Query.importPreview': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `query($document: String!) { importPreview(document: $document, format: CSV) { dreams } }`,
        { document: 'date,text\n2025-01-01,A dream' },
        'importPreview',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.createApiToken': {
    run: (w, a) =>
      gql(
        w.browsers[a],
        `mutation { createApiToken(input: { name: "matrix", scope: READ, expiresInDays: 30 }) { token } }`,
        {},
        'createApiToken',
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Mutation.revokeApiToken': {
    // Each caller revokes the owner's token: only the owner finds it (a new one each time).
    run: async (w, a) => {
      const created = await w.browsers.owner.graphql(
        `mutation { createApiToken(input: { name: "to revoke", scope: READ }) { apiToken { id } } }`,
      );
      return gql(
        w.browsers[a],
        `mutation($id: ID!) { revokeApiToken(id: $id) { revokedId } }`,
        { id: created.data.createApiToken.apiToken.id },
        'revokeApiToken',
      );
    },
    expect: OWNER_ONLY,
  },
  'Subscription.dreamChanged': {
    run: (w, a) =>
      firstMessage(
        w.browsers[a],
        `subscription { dreamChanged { kind } }`,
        {},
        a === 'anonymous' ? undefined : () => createDream(w.browsers[accountActor(a)]),
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Subscription.importProgress': {
    run: (w, a) =>
      firstMessage(
        w.browsers[a],
        `subscription { importProgress { phase done total } }`,
        {},
        // Any import reports its writing phase (a dream already there is skipped, so repeating adds nothing).
        a === 'anonymous'
          ? undefined
          : () => w.browsers[accountActor(a)].request('POST', '/api/user/import', IMPORT_ONE),
      ),
    expect: SIGNED_IN_ONLY,
  },
  'Subscription.interpretationProgress': {
    run: (w, a) =>
      firstMessage(
        w.browsers[a],
        `subscription($id: ID!) { interpretationProgress(dreamId: $id, type: JUNG_AI) { status } }`,
        { id: w.owner.dream.id },
      ),
    expect: OWNER_ONLY,
  },
};

/** One row per REST route, named "METHOD path" as in the route table. */
const ROUTES: Record<string, Row> = {
  'GET /api/user': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/user'), expect: SIGNED_IN_ONLY },
  'POST /api/login': {
    run: async (w, a) =>
      rest(await freshSession(w, a), 'POST', '/api/login', {
        username: w.accounts.other.username,
        password: w.accounts.other.password,
      }),
    expect: PUBLIC,
  },
  'POST /api/register': {
    run: async (w, a) => {
      const username = uniqueName();
      return rest(await freshSession(w, a), 'POST', '/api/register', {
        username,
        email: `${username}@example.org`,
        password: 'correct horse battery',
      });
    },
    expect: PUBLIC,
  },
  'POST /api/logout': { run: async (w, a) => rest(await freshSession(w, a), 'POST', '/api/logout'), expect: PUBLIC },
  'PUT /api/user/language': {
    run: (w, a) => rest(w.browsers[a], 'PUT', '/api/user/language', { language: 'en' }),
    expect: SIGNED_IN_ONLY,
  },
  'PUT /api/user/password': {
    run: async (w, a) => rest(await throwawayAccount(w, a), 'PUT', '/api/user/password', NEW_PASSWORD),
    expect: SIGNED_IN_ONLY,
  },
  'PUT /api/user/profile': {
    run: (w, a) => {
      const account =
        a === 'anonymous' ? { username: 'nobody', email: 'nobody@example.org' } : w.accounts[accountActor(a)];
      return rest(w.browsers[a], 'PUT', '/api/user/profile', { username: account.username, email: account.email });
    },
    expect: SIGNED_IN_ONLY,
  },
  'DELETE /api/user/account': {
    run: async (w, a) =>
      rest(await throwawayAccount(w, a), 'DELETE', '/api/user/account', { password: 'correct horse battery' }),
    expect: SIGNED_IN_ONLY,
  },
  'GET /api/verify-email/:token': {
    run: (w, a) => rest(w.browsers[a], 'GET', '/api/verify-email/not-a-token'),
    expect: PUBLIC,
  },
  'POST /api/resend-verification': {
    run: async (w, a) => rest(await throwawayAccount(w, a), 'POST', '/api/resend-verification'),
    expect: SIGNED_IN_ONLY,
  },
  'GET /api/user/export': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/user/export'), expect: SIGNED_IN_ONLY },
  'POST /api/user/import': {
    run: (w, a) =>
      rest(w.browsers[a], 'POST', '/api/user/import', { format: 'oneiro-journal', version: 1, dreams: [] }),
    expect: SIGNED_IN_ONLY,
  },
  'GET /api/insights': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/insights'), expect: SIGNED_IN_ONLY },
  'GET /api/dreams': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/dreams'), expect: SIGNED_IN_ONLY },
  'GET /api/dreams/search': {
    run: (w, a) => rest(w.browsers[a], 'GET', '/api/dreams/search?q=house'),
    expect: SIGNED_IN_ONLY,
  },
  'GET /api/dreams/:id': {
    run: (w, a) => rest(w.browsers[a], 'GET', `/api/dreams/${w.owner.dream.databaseId}`),
    expect: OWNER_ONLY,
  },
  'POST /api/dreams': {
    run: (w, a) => rest(w.browsers[a], 'POST', '/api/dreams', { content: '<p>Mine.</p>' }),
    expect: SIGNED_IN_ONLY,
  },
  'PUT /api/dreams/:id': {
    run: async (w, a) =>
      rest(w.browsers[a], 'PUT', `/api/dreams/${(await freshOwnerDream(w)).databaseId}`, { title: 'Changed' }),
    expect: OWNER_ONLY,
  },
  'DELETE /api/dreams/:id': {
    run: async (w, a) => rest(w.browsers[a], 'DELETE', `/api/dreams/${(await freshOwnerDream(w)).databaseId}`),
    expect: OWNER_ONLY,
  },
  'GET /api/dreams/:id/content-codes': {
    run: (w, a) => rest(w.browsers[a], 'GET', `/api/dreams/${w.owner.dream.databaseId}/content-codes`),
    expect: OWNER_ONLY,
  },
  'GET /api/dreams/:id/interpretations': {
    run: (w, a) => rest(w.browsers[a], 'GET', `/api/dreams/${w.owner.dream.databaseId}/interpretations`),
    expect: OWNER_ONLY,
  },
  'POST /api/dreams/:id/ai-interpretation': {
    run: async (w, a) =>
      rest(w.browsers[a], 'POST', `/api/dreams/${(await freshOwnerDream(w)).databaseId}/ai-interpretation`, {
        type: 'CBT_AI',
      }),
    expect: OWNER_ONLY,
  },
  'POST /api/dreams/:id/interpretations': {
    run: (w, a) =>
      rest(w.browsers[a], 'POST', `/api/dreams/${w.owner.dream.databaseId}/interpretations`, {
        type: 'USER',
        content: 'Mine.',
      }),
    expect: OWNER_ONLY,
  },
  'PUT /api/interpretations/:id/feedback': {
    run: (w, a) =>
      rest(w.browsers[a], 'PUT', `/api/interpretations/${w.owner.ai.databaseId}/feedback`, { feedback: 'DOWN' }),
    expect: OWNER_ONLY,
  },
  'GET /api/subscription-status': {
    run: (w, a) => rest(w.browsers[a], 'GET', '/api/subscription-status'),
    expect: SIGNED_IN_ONLY,
  },
  'POST /api/feedback': {
    run: (w, a) => rest(w.browsers[a], 'POST', '/api/feedback', { rating: 3 }),
    expect: SIGNED_IN_ONLY,
  },
  'GET /api/feedback': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/feedback'), expect: SIGNED_IN_ONLY },
  'GET /api/testimonials': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/testimonials'), expect: PUBLIC },
  'GET /api/admin/feedback': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/admin/feedback'), expect: ADMIN_ONLY },
  'PUT /api/admin/feedback/:id/testimonial': {
    run: async (w, a) =>
      rest(w.browsers[a], 'PUT', `/api/admin/feedback/${await freshPublicFeedback(w)}/testimonial`, {
        isTestimonial: true,
      }),
    expect: ADMIN_ONLY,
  },
  'POST /api/create-subscription': {
    run: (w, a) =>
      rest(w.browsers[a], 'POST', '/api/create-subscription', { email: 'new@example.org', username: 'newcomer' }),
    expect: { anonymous: 'NOT_FOUND', owner: 'NOT_FOUND', other: 'NOT_FOUND' },
  },
  'POST /api/cancel-subscription': {
    run: (w, a) => rest(w.browsers[a], 'POST', '/api/cancel-subscription'),
    expect: { anonymous: 'UNAUTHENTICATED', owner: 'NOT_FOUND', other: 'NOT_FOUND' },
  },
  'GET /api/billing/config': {
    run: (w, a) => rest(w.browsers[a], 'GET', '/api/billing/config'),
    expect: PUBLIC,
  },
  'GET /api/mail/config': {
    run: (w, a) => rest(w.browsers[a], 'GET', '/api/mail/config'),
    expect: PUBLIC,
  },
  'GET /api/voice/config': {
    run: (w, a) => rest(w.browsers[a], 'GET', '/api/voice/config'),
    expect: PUBLIC,
  },
  // Stripe's webhook is plain HTTP authenticated by its signature (billing.test.ts), not by a session;
  // with billing off it does not exist.
  'POST /api/stripe/webhook': {
    run: (w, a) => rest(w.browsers[a], 'POST', '/api/stripe/webhook', {}),
    expect: { anonymous: 'NOT_FOUND', owner: 'NOT_FOUND', other: 'NOT_FOUND' },
  },
  'GET /api/admin/stats': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/admin/stats'), expect: ADMIN_ONLY },
  'GET /api/admin/usage': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/admin/usage'), expect: ADMIN_ONLY },
  'GET /api/admin/users': {
    run: (w, a) => rest(w.browsers[a], 'GET', '/api/admin/users?search=matrix'),
    expect: ADMIN_ONLY,
  },
  'POST /api/tokens': {
    run: (w, a) => rest(w.browsers[a], 'POST', '/api/tokens', { name: 'matrix', scope: 'read', expiresInDays: 30 }),
    expect: SIGNED_IN_ONLY,
  },
  'GET /api/tokens': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/tokens'), expect: SIGNED_IN_ONLY },
  'DELETE /api/tokens/:id': {
    run: async (w, a) => {
      const created = await w.browsers.owner.request('POST', '/api/tokens', { name: 'to revoke', scope: 'read' });
      return rest(w.browsers[a], 'DELETE', `/api/tokens/${(created.body as { id: number }).id}`);
    },
    expect: OWNER_ONLY,
  },
  'GET /api/reminders': { run: (w, a) => rest(w.browsers[a], 'GET', '/api/reminders'), expect: SIGNED_IN_ONLY },
  'PUT /api/reminders': {
    run: (w, a) =>
      rest(w.browsers[a], 'PUT', '/api/reminders', {
        enabled: false,
        localTime: '07:00',
        days: ['SUNDAY'],
        timeZone: 'UTC',
      }),
    expect: SIGNED_IN_ONLY,
  },
  'POST /api/reminders/push-subscriptions': {
    run: (w, a) =>
      rest(w.browsers[a], 'POST', '/api/reminders/push-subscriptions', {
        endpoint: `https://push.example/${uniqueName()}`,
        keys: PUSH_KEYS,
      }),
    expect: SIGNED_IN_ONLY,
  },
  'GET /api/reminders/unsubscribe/:token': {
    run: (w, a) => rest(w.browsers[a], 'GET', '/api/reminders/unsubscribe/1.not-a-token'),
    expect: PUBLIC,
  },
  // The audio routes are plain HTTP (modules/audio/audio.http.ts), with the same session.
  'POST /api/audio': {
    run: (w, a) => rest(w.browsers[a], 'POST', '/api/audio', { audioData: TINY_WEBM, duration: 1 }),
    expect: SIGNED_IN_ONLY,
  },
  'GET /api/audio/:file': {
    run: async (w, a) => {
      const { body } = await w.browsers.owner.request('POST', '/api/audio', { audioData: TINY_WEBM, duration: 1 });
      const browser = w.browsers[a];
      const response = await fetch(w.t.url + body.audioUrl, {
        headers: {
          ...(browser.cookie ? { Cookie: browser.cookie } : {}),
          ...(browser.bearer ? { Authorization: `Bearer ${browser.bearer}` } : {}),
        },
      });
      return REST_STATUS[response.status] ?? `HTTP ${response.status}`;
    },
    // A signed-out caller is told no more than another user: the recording is not there.
    expect: { anonymous: 'NOT_FOUND', owner: 'OK', other: 'NOT_FOUND' },
  },
};

/**
 * The operations a read-write token may run, written here apart from the rule's own list
 * (modules/tokens/token-scope.ts): the journal's writes. Every other write needs a signed-in session.
 */
const TOKEN_WRITABLE_ROWS = new Set([
  'Mutation.createDream',
  'Mutation.updateDream',
  'Mutation.deleteDream',
  'Mutation.setFavorite',
  'Mutation.uploadAudio',
  'Mutation.importJournal',
  'Mutation.generateInterpretation',
  'Mutation.saveOwnInterpretation',
  'Mutation.updateOwnInterpretation',
  'Mutation.setInterpretationFeedback',
  'POST /api/dreams',
  'PUT /api/dreams/:id',
  'DELETE /api/dreams/:id',
  'POST /api/user/import',
  'POST /api/dreams/:id/ai-interpretation',
  'POST /api/dreams/:id/interpretations',
  'PUT /api/interpretations/:id/feedback',
  'POST /api/audio',
]);

/** Whether a row writes: a mutation, a REST route that runs one, or the upload route. */
function isWriteRow(name: string): boolean {
  if (name.startsWith('Mutation.') || name === 'POST /api/audio') return true;
  const route = restRoutes.find((candidate) => `${candidate.method} ${candidate.path}` === name);
  return route !== undefined && /^\s*mutation\b/.test(route.document);
}

/**
 * What the owner's tokens get unless a row says otherwise: a read is answered as for the owner; a
 * write is FORBIDDEN, except the journal's writes with a read-write token (as for the owner).
 */
function tokenExpectations(name: string, row: Row): Record<TokenActor, Outcome> {
  const owner = row.expect.owner;
  if (!isWriteRow(name)) return { readToken: owner, writeToken: owner };
  return { readToken: 'FORBIDDEN', writeToken: TOKEN_WRITABLE_ROWS.has(name) ? owner : 'FORBIDDEN' };
}

function rootFieldNames(): string[] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) =>
    Object.keys((schema.getType(root) as GraphQLObjectType).getFields()).map((field) => `${root}.${field}`),
  );
}

/** Values for the required arguments of owned fields that have some. */
const REQUIRED_ARGUMENTS: Record<string, string> = {
  'User.tagSuggestions': '(text: "s")',
};

/** A selection of one field of an owned type: composite results select __typename, so any field works. */
function fieldSelection(type: GraphQLObjectType, fieldName: string): string {
  const field = type.getFields()[fieldName]!;
  const required = field.args.filter((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined);
  const args = REQUIRED_ARGUMENTS[`${type.name}.${fieldName}`] ?? '';
  if (required.length > 0 && !args)
    throw new Error(`${type.name}.${fieldName} has required arguments: give it values in REQUIRED_ARGUMENTS`);
  return isCompositeType(getNamedType(field.type)) ? `${fieldName}${args} { __typename }` : `${fieldName}${args}`;
}

/**
 * Stages the fault the owner check exists for: every owner condition is forgotten by every query
 * (the `userId` of each WHERE and the AND lists that carry the viewer), and SQLite's prepared reader
 * is bypassed so every read goes through those queries. Returns the undo.
 */
function forgetOwnerConditions(): () => void {
  const current = database();
  const { prisma, reader } = current;
  const forget = (where: unknown) => {
    if (!where || typeof where !== 'object') return;
    for (const key of Object.keys(where)) {
      if (key === 'userId' || key === 'AND') delete (where as Record<string, unknown>)[key];
      else forget((where as Record<string, unknown>)[key]);
    }
  };
  current.prisma = prisma.$extends({
    query: {
      $allModels: {
        $allOperations({ args, query }) {
          forget((args as { where?: unknown }).where);
          return query(args);
        },
      },
    },
  }) as unknown as Db;
  current.reader = undefined;
  return () => {
    current.prisma = prisma;
    current.reader = reader;
  };
}

export function authorizationMatrix(env: Record<string, string> = {}) {
  const world = {} as World;

  beforeAll(async () => {
    // The owner's two tokens make every row's requests within a minute: their own allowance is not
    // what this suite is about (tokens-rate-limit.test.ts is).
    world.t = await startTestApp({ TOKEN_REQUESTS_PER_MINUTE: '100000', ...env });
    const browser = () => world.t.browser();
    world.browsers = {
      anonymous: browser(),
      owner: browser(),
      other: browser(),
      admin: browser(),
    } as World['browsers'];
    const owner = await registerUser(world.browsers.owner);
    const other = await registerUser(world.browsers.other);
    const admin = await registerUser(world.browsers.admin);
    await db().user.update({ where: { id: admin.databaseId }, data: { role: 'admin' } });
    world.accounts = { owner, other, admin };
    const dream = await createDream(world.browsers.owner, { title: 'The owner’s secret dream' });
    const own = await world.browsers.owner.graphql(SAVE_OWN, { dreamId: dream.id, content: 'The owner’s own reading' });
    const ai = await world.browsers.owner.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI', wait: true });
    const feedback = await world.browsers.owner.graphql(
      `mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { feedback { id databaseId } } }`,
      { input: { rating: 2, feedbackText: 'The owner’s private feedback' } },
    );
    world.browsers.readToken = await tokenBrowser(world, world.browsers.owner, 'read');
    world.browsers.writeToken = await tokenBrowser(world, world.browsers.owner, 'read-write');
    const token = await world.browsers.owner.graphql(`{ me { apiTokens { id databaseId } } }`);
    world.owner = {
      user: owner,
      dream,
      own: own.data.saveOwnInterpretation.interpretation,
      ai: ai.data.generateInterpretation.interpretation,
      feedback: feedback.data.submitFeedback.feedback,
      token: token.data.me.apiTokens[0],
    };
  });
  afterAll(() => world.t?.stop());

  describe('every operation and route has a row', () => {
    it('each query, mutation and subscription of the schema', () => {
      expect(rootFieldNames().filter((name) => !(name in OPERATIONS))).toEqual([]);
      expect(Object.keys(OPERATIONS).filter((name) => !rootFieldNames().includes(name))).toEqual([]);
    });

    it('each REST route', () => {
      const names = [
        ...restRoutes.map((route) => `${route.method} ${route.path}`),
        ...AUDIO_ROUTES,
        ...BILLING_HTTP_ROUTES,
      ];
      expect(names.filter((name) => !(name in ROUTES))).toEqual([]);
      expect(Object.keys(ROUTES).filter((name) => !names.includes(name))).toEqual([]);
    });

    it('each type backed by a table with an owner is an owned type', () => {
      const backed = Object.values(schema.getTypeMap()).filter(
        (type): type is GraphQLObjectType =>
          isObjectType(type) && typeof type.extensions.pothosPrismaModel === 'string',
      );
      const models = getDatamodel().datamodel.models;
      const withOwner = backed.filter((type) => {
        const model = type.extensions.pothosPrismaModel as string;
        return model === 'User' || models[model]!.fields.some((field) => field.name === 'userId');
      });
      expect(withOwner.length).toBeGreaterThan(0);
      expect(withOwner.map((type) => type.name).filter((name) => !(name in OWNED_TYPES))).toEqual([]);
    });
  });

  for (const [table, rows] of [
    ['GraphQL', OPERATIONS],
    ['REST', ROUTES],
  ] as const) {
    describe(table, () => {
      for (const [name, row] of Object.entries(rows)) {
        it(name, async () => {
          const expected = { admin: row.expect.other, ...tokenExpectations(name, row), ...row.expect };
          const outcomes: Record<string, Outcome> = {};
          for (const actor of ACTORS) outcomes[actor] = await row.run(world, actor);
          expect(outcomes).toEqual(expected);
        });
      }
    });
  }

  describe('every field of every owned type', () => {
    const targets = (w: World): Record<string, string> => ({
      User: w.owner.user.id,
      DreamEntry: w.owner.dream.id,
      Interpretation: w.owner.ai.id,
      UserFeedback: w.owner.feedback.id,
      ApiToken: w.owner.token.id,
    });
    const secrets = (w: World) => [
      w.owner.user.username,
      w.owner.user.email,
      'The owner’s secret dream',
      'The owner’s own reading',
      'The owner’s private feedback',
    ];

    for (const typeName of Object.keys(OWNED_TYPES)) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      for (const fieldName of Object.keys(type.getFields())) {
        it(`${typeName}.${fieldName}`, async () => {
          const query = `query($id: ID!) { node(id: $id) { ... on ${typeName} { ${fieldSelection(type, fieldName)} } } }`;
          const variables = { id: targets(world)[typeName] };
          const outcomes: Record<string, Outcome> = {};
          for (const actor of ACTORS) outcomes[actor] = await gql(world.browsers[actor], query, variables, 'node');
          // Read as it should be, the object is found for its owner alone.
          expect(outcomes).toEqual({
            anonymous: 'NULL',
            owner: 'OK',
            other: 'NULL',
            admin: 'NULL',
            readToken: 'OK',
            writeToken: 'OK',
          });

          // With every owner condition forgotten, the field itself refuses, and nothing leaks.
          const undo = forgetOwnerConditions();
          try {
            for (const actor of ['anonymous', 'other', 'admin'] as const) {
              const result = await world.browsers[actor].graphql(query, variables);
              expect(result.errors?.[0]?.extensions?.code).toBe(
                actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
              );
              const text = JSON.stringify(result.data ?? null);
              for (const secret of secrets(world)) expect(text).not.toContain(secret);
            }
          } finally {
            undo();
          }
        });
      }
    }
  });
}
