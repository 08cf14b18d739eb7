// Personal access tokens in GraphQL: the ApiToken node (its owner's alone, graphql/owned-types.ts),
// `apiTokens` on `me`, and creating and revoking one. Creating and revoking are account-level: a
// token cannot do either (token-scope.ts), only a signed-in session.
import { builder } from '../../graphql/builder.ts';
import { ownerAuthScopes } from '../../graphql/owned-types.ts';
import { databaseIdOf, globalIdOf, idOf } from '../../lib/ids.ts';
import { UserType } from '../auth/auth.graphql.ts';
import * as tokens from './tokens.service.ts';

const TokenScopeEnum = builder.enumType('ApiTokenScope', {
  description: 'READ: queries and subscriptions. READ_WRITE: also the journal mutations (never account changes).',
  values: {
    READ: {
      value: 'read',
      description: 'Queries and subscriptions (not the admin ones); every mutation is refused (FORBIDDEN).',
    },
    READ_WRITE: {
      value: 'read-write',
      description:
        'Also the journal mutations (dreams, favourites, audio, import, interpretations and their feedback); never account, token, billing or admin ones.',
    },
  } as const,
});

export const ApiTokenNode = builder.prismaNode('ApiToken', {
  id: { field: 'id', description: "The token's Relay global id, as revokeApiToken takes it." },
  nullable: true,
  description: 'A personal access token for scripts. The token itself is shown once, when created, and never stored.',
  // Visible to its owner alone, whatever path leads to it (graphql/owned-types.ts).
  ...ownerAuthScopes('ApiToken'),
  findUnique: (id, context) => ({ id: databaseIdOf(id), AND: [{ userId: context.viewer?.id ?? -1 }] }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    name: t.exposeString('name', { description: 'What the owner called it.' }),
    scope: t.field({
      type: TokenScopeEnum,
      description: 'What it may do.',
      resolve: (row) => (row.scope === 'read-write' ? 'read-write' : 'read'),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it stops working; null: never.',
    }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Its last use (to within a few minutes); null: never used.',
    }),
  }),
});

builder.objectFields(UserType, (t) => ({
  apiTokens: t.field({
    type: [ApiTokenNode],
    description: "The user's personal access tokens, newest first.",
    resolve: (user) => tokens.listTokens(user.id),
  }),
}));

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new personal access token.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'What it is for (up to 60 characters).' }),
    scope: t.field({ type: TokenScopeEnum, required: true, description: 'What it may do.' }),
    expiresInDays: t.int({ description: '30, 90 or 365; null for a token that never expires. 90 when omitted.' }),
  }),
});

const CreateApiTokenPayload = builder
  .objectRef<{ row: tokens.CreatedToken['row']; token: string }>('CreateApiTokenPayload')
  .implement({
    description: 'The new token, with its secret: shown this once.',
    fields: (t) => ({
      apiToken: t.field({ type: ApiTokenNode, description: 'The stored token.', resolve: (payload) => payload.row }),
      token: t.exposeString('token', { description: 'The secret to send as `Authorization: Bearer <token>`.' }),
    }),
  });

const RevokeApiTokenPayload = builder.objectRef<{ id: number }>('RevokeApiTokenPayload').implement({
  description: 'Which token was revoked.',
  fields: (t) => ({
    revokedId: t.id({ description: 'Its global id.', resolve: (payload) => globalIdOf('ApiToken', payload.id) }),
    revokedDatabaseId: t.exposeInt('id', { description: 'Its numeric id.' }),
  }),
});

builder.mutationFields((t) => ({
  createApiToken: t.withAuth({ loggedIn: true }).field({
    type: CreateApiTokenPayload,
    description: 'Creates a personal access token. Needs a signed-in session (a token cannot make tokens).',
    args: { input: t.arg({ type: CreateApiTokenInput, required: true, description: 'Name, scope and expiry.' }) },
    resolve: (_root, { input }, context) =>
      tokens.createToken(
        context.viewer.id,
        {
          name: input.name,
          scope: input.scope,
          expiresInDays: input.expiresInDays === undefined ? undefined : input.expiresInDays,
        },
        context.locale,
        context.services.limits,
      ),
  }),
  revokeApiToken: t.withAuth({ loggedIn: true }).field({
    type: RevokeApiTokenPayload,
    description: 'Revokes one of your tokens at once. Needs a signed-in session.',
    args: { id: t.arg.id({ required: true, description: "The token's global id." }) },
    resolve: async (_root, { id }, context) => ({
      id: await tokens.revokeToken(idOf('ApiToken', id), context.viewer.id, context.locale),
    }),
  }),
}));
