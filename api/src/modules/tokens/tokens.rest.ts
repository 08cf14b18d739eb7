// REST for personal access tokens: POST /api/tokens (the secret is in this answer only), GET
// /api/tokens, DELETE /api/tokens/{id}. Scopes are `read` and `read-write` here, as the settings
// show them; GraphQL's enum names them READ and READ_WRITE.
import { field, fields, type Json, type RestRoute } from '../../http/rest-route.ts';
import { globalIdOf } from '../../lib/ids.ts';

const TOKEN_FIELDS = /* GraphQL */ `
  fragment RestApiToken on ApiToken {
    id: databaseId
    name
    scope
    createdAt
    expiresAt
    lastUsedAt
  }
`;

const SCOPE_OF_ENUM: Record<string, string> = { READ: 'read', READ_WRITE: 'read-write' };
const ENUM_OF_SCOPE: Record<string, string> = { read: 'READ', 'read-write': 'READ_WRITE' };

/** A token as REST answers it: the scope as the settings write it. */
function tokenJson(token: unknown): Json {
  const row = token as Json;
  return { ...row, scope: SCOPE_OF_ENUM[row.scope as string] ?? row.scope };
}

export const tokenRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/tokens',
    document: `mutation RestCreateApiToken($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { token apiToken { ...RestApiToken } }
    } ${TOKEN_FIELDS}`,
    variables: ({ body }) => {
      const sent = fields(body, ['name', 'scope', 'expiresInDays']);
      // An unknown scope reaches the enum as itself and is refused there with the field's error.
      const scope = typeof sent.scope === 'string' ? (ENUM_OF_SCOPE[sent.scope] ?? sent.scope) : sent.scope;
      return { input: { name: '', ...sent, scope: scope ?? null } };
    },
    respond: (data) => {
      const created = field<{ token: string; apiToken: Json }>(data, 'createApiToken');
      return { ...tokenJson(created.apiToken), token: created.token };
    },
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/tokens',
    document: `query RestApiTokens { me { apiTokens { ...RestApiToken } } } ${TOKEN_FIELDS}`,
    respond: (data) => (data.me as { apiTokens: unknown[] } | null)?.apiTokens.map(tokenJson) ?? null,
    nullStatus: 401,
  },
  {
    method: 'DELETE',
    path: '/api/tokens/:id',
    document: `mutation RestRevokeApiToken($id: ID!) { revokeApiToken(id: $id) { revokedDatabaseId } }`,
    variables: ({ params }) => ({ id: globalIdOf('ApiToken', params.id ?? '') }),
    respond: (data) => ({
      success: true,
      id: field<{ revokedDatabaseId: number }>(data, 'revokeApiToken').revokedDatabaseId,
    }),
    intParams: ['id'],
  },
];
