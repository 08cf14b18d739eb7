// The User type (only ever the viewer's own), `me`, and the account mutations.
import type { User } from '../../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { db } from '../../db/current.ts';
import { LOCALES } from '#shared/i18n/locale.ts';
import { ownerAuthScopes } from '../../graphql/owned-types.ts';
import { databaseIdOf } from '../../lib/ids.ts';
import * as auth from './auth.service.ts';

export const Language = builder.enumType('Language', { values: LOCALES });

export const UserType = builder.prismaNode('User', {
  id: { field: 'id' },
  // A user object is visible to that user alone, whatever path leads to it (graphql/owned-types.ts).
  ...ownerAuthScopes('User'),
  // node(id:) of someone else is null, exactly like an id that does not exist.
  nullable: true,
  findUnique: (id, context) => ({ id: databaseIdOf(id), AND: [{ id: context.viewer?.id ?? -1 }] }),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    fullName: t.exposeString('fullName', { nullable: true }),
    profilePicture: t.exposeString('profilePicture', { nullable: true }),
    role: t.exposeString('role'),
    isAdmin: t.boolean({ resolve: (user) => user.role === 'admin' }),
    emailVerified: t.exposeBoolean('emailVerified'),
    preferredLanguage: t.field({ type: Language, resolve: (user) => (user.preferredLanguage === 'es' ? 'es' : 'en') }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastLogin: t.expose('lastLogin', { type: 'DateTime', nullable: true }),
    subscriptionStatus: t.exposeString('subscriptionStatus'),
    trialEndsAt: t.expose('trialEndsAt', { type: 'DateTime', nullable: true }),
    subscriptionEndsAt: t.expose('subscriptionEndsAt', { type: 'DateTime', nullable: true }),
    grandfathered: t.exposeBoolean('grandfathered'),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    confirmPassword: t.string(),
    fullName: t.string(),
    preferredLanguage: t.field({ type: Language }),
    subscriptionId: t.string({ description: 'With billing on: from createSubscription (registration step 1).' }),
  }),
});

const AuthPayload = builder.objectRef<{ user: User }>('AuthPayload').implement({
  fields: (t) => ({ user: t.field({ type: UserType, resolve: (payload) => payload.user }) }),
});

const LogoutPayload = builder.objectRef<{ success: boolean }>('LogoutPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
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
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const user = await auth.register(input, context);
      context.viewer = user;
      return { user };
    },
  }),
  login: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const user = await auth.login(input, context);
      context.viewer = user;
      return { user };
    },
  }),
  logout: t.field({
    type: LogoutPayload,
    resolve: async (_root, _args, context) => {
      await auth.logout(context);
      context.viewer = null;
      return { success: true };
    },
  }),
  setLanguage: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    args: { language: t.arg({ type: Language, required: true }) },
    resolve: async (_query, _root, { language }, context) => {
      const user = await auth.setLanguage(context.viewer.id, language, context.locale);
      context.viewer = user;
      return user;
    },
  }),
}));
