// The User type (only ever the viewer's own), `me`, and the account mutations.
import type { User } from '../../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { db } from '../../db/current.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { ownerAuthScopes } from '../../graphql/owned-types.ts';
import { databaseIdOf } from '../../lib/ids.ts';
import * as auth from './auth.service.ts';

// The values of LOCALES (shared/i18n/locale.ts), in its order; `satisfies` fails when a locale is added.
const LANGUAGE_VALUES = {
  en: { description: 'English.' },
  es: { description: 'Spanish.' },
} as const satisfies Record<Locale, { description: string }>;

export const Language = builder.enumType('Language', {
  description: "A language Oneiro speaks: an account's, a dream's or an interpretation's.",
  values: LANGUAGE_VALUES,
});

export const UserType = builder.prismaNode('User', {
  description:
    "A user account. Only ever the viewer's own: `me`, or node(id:) with the viewer's id (another account's id gives null).",
  id: { field: 'id', description: "The account's Relay global id." },
  // A user object is visible to that user alone, whatever path leads to it (graphql/owned-types.ts).
  ...ownerAuthScopes('User'),
  // node(id:) of someone else is null, exactly like an id that does not exist.
  nullable: true,
  findUnique: (id, context) => ({ id: databaseIdOf(id), AND: [{ id: context.viewer?.id ?? -1 }] }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The account's numeric id, as the REST API and URLs use it." }),
    username: t.exposeString('username', {
      description: 'The name to sign in with: 3 to 40 letters, digits, `.`, `_` or `-`, unique regardless of case.',
    }),
    email: t.exposeString('email', {
      description: 'The email address (lower case), unique; it can also be used to sign in.',
    }),
    fullName: t.exposeString('fullName', {
      nullable: true,
      description: 'The full name, up to 100 characters; null when none was given.',
    }),
    profilePicture: t.exposeString('profilePicture', {
      nullable: true,
      description: "A profile picture's URL; nothing in Oneiro sets one yet, so it is null.",
    }),
    role: t.exposeString('role', { description: '`user`, or `admin` for the operators of this server.' }),
    isAdmin: t.boolean({
      description: "Whether the role is `admin` (the admin dashboard's fields are open to it).",
      resolve: (user) => user.role === 'admin',
    }),
    emailVerified: t.exposeBoolean('emailVerified', {
      description: 'Whether the current address was confirmed by its emailed link; changing the address sets it false.',
    }),
    preferredLanguage: t.field({
      type: Language,
      description:
        "The account's language: of its emails and the app, and by default of its interpretations and transcriptions.",
      resolve: (user) => (user.preferredLanguage === 'es' ? 'es' : 'en'),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was registered.' }),
    lastLogin: t.expose('lastLogin', {
      type: 'DateTime',
      nullable: true,
      description: 'The last sign-in with the password (or the registration); null if there was none.',
    }),
    subscriptionStatus: t.exposeString('subscriptionStatus', {
      description:
        '`trial` or `active`; or, from Stripe, `past_due` (a renewal failed), `incomplete` (a payment never confirmed) or `canceled`. Meaningless while billing is off (BillingConfig.enabled).',
    }),
    trialEndsAt: t.expose('trialEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: "When the subscription's free trial ends (or ended); null without a trial.",
    }),
    subscriptionEndsAt: t.expose('subscriptionEndsAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When premium access ends: set once the subscription is cancelled (access lasts until the paid period ends) or over; null while it renews.',
    }),
    grandfathered: t.exposeBoolean('grandfathered', {
      description:
        'Lifetime premium access, granted by the operators to early supporters, whatever the subscription says.',
    }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  description: 'The credentials to sign in with.',
  fields: (t) => ({
    username: t.string({ required: true, description: 'The username (in any case) or the email address.' }),
    password: t.string({ required: true, description: "The account's password." }),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  description: 'A new account.',
  fields: (t) => ({
    username: t.string({
      required: true,
      description: '3 to 40 letters, digits, `.`, `_` or `-`; unique regardless of case (CONFLICT when taken).',
    }),
    email: t.string({
      required: true,
      description: 'A valid address of up to 254 characters, stored in lower case; unique (CONFLICT when taken).',
    }),
    password: t.string({
      required: true,
      description: '8 to 200 characters, and not one of the ~49,000 most common passwords.',
    }),
    confirmPassword: t.string({
      description: 'The password again, if the form asks for it: when given it must match.',
    }),
    fullName: t.string({ description: 'The full name, up to 100 characters; optional.' }),
    preferredLanguage: t.field({
      type: Language,
      description: "The account's language; the request's language (Accept-Language) when omitted.",
    }),
    subscriptionId: t.string({ description: 'With billing on: from createSubscription (registration step 1).' }),
  }),
});

const AuthPayload = builder.objectRef<{ user: User }>('AuthPayload').implement({
  description: 'The account now signed in; the response sets its session cookie.',
  fields: (t) => ({
    user: t.field({ type: UserType, description: 'The signed-in user.', resolve: (payload) => payload.user }),
  }),
});

const LogoutPayload = builder.objectRef<{ success: boolean }>('LogoutPayload').implement({
  description: 'The outcome of signing out.',
  fields: (t) => ({ success: t.exposeBoolean('success', { description: 'Always true.' }) }),
});

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (query, _root, _args, context) => {
      if (!context.viewer) return null;
      // The session lookup already loaded the user; only relations need another query.
      if (Object.keys(query).length === 0) return context.viewer;
      return db().user.findUnique({ ...query, where: { id: context.viewer.id } });
    },
  }),
);

builder.mutationFields((t) => ({
  register: t.field({
    type: AuthPayload,
    description:
      'Creates an account, signs it in (sets the session cookie: over HTTP, not a websocket) and mails it a verification link. Limited per client address per hour; a taken username or email is CONFLICT.',
    args: { input: t.arg({ type: RegisterInput, required: true, description: "The new account's details." }) },
    resolve: async (_root, { input }, context) => {
      const user = await auth.register(input, context);
      context.viewer = user;
      return { user };
    },
  }),
  login: t.field({
    type: AuthPayload,
    description:
      'Signs in and sets the session cookie (over HTTP, not a websocket). Wrong credentials are UNAUTHENTICATED; repeated failures are RATE_LIMITED for a while.',
    args: { input: t.arg({ type: LoginInput, required: true, description: 'Username or email, and password.' }) },
    resolve: async (_root, { input }, context) => {
      const user = await auth.login(input, context);
      context.viewer = user;
      return { user };
    },
  }),
  logout: t.field({
    type: LogoutPayload,
    description:
      'Ends this session and clears its cookie (signed out, it only clears the cookie). Other sessions go on.',
    resolve: async (_root, _args, context) => {
      await auth.logout(context);
      context.viewer = null;
      return { success: true };
    },
  }),
  setLanguage: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    description:
      "Sets the viewer's preferred language and returns the account. Needs a signed-in session, not a token.",
    args: { language: t.arg({ type: Language, required: true, description: 'The new language.' }) },
    resolve: async (_query, _root, { language }, context) => {
      const user = await auth.setLanguage(context.viewer.id, language, context.locale);
      context.viewer = user;
      return user;
    },
  }),
}));
