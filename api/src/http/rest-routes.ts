// The REST API of the spec as a table: each row runs one GraphQL operation, so REST and GraphQL
// share every rule (validation, authorization, errors). A row says how to build the variables from
// the request and how to shape the spec's JSON from the result.

/** The user JSON of the REST API. Never the password hash, tokens or payment ids. */
const USER_FIELDS = /* GraphQL */ `
  fragment RestUser on User {
    databaseId
    username
    email
    fullName
    profilePicture
    role
    emailVerified
    preferredLanguage
    createdAt
    lastLogin
    subscriptionStatus
    trialEndsAt
    subscriptionEndsAt
    grandfathered
  }
`;

type Json = Record<string, unknown>;

export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:name` segments, e.g. /api/dreams/:id */
  path: string;
  document: string;
  variables?: (request: RestRequest) => Json;
  /** The response body from the operation's data. Returning null answers with `nullStatus`. */
  respond: (data: Json) => unknown;
  status?: number;
  /** What a null result means: signed out (401) or missing/foreign (404). */
  nullStatus?: 401 | 404;
}

function restUser(user: unknown): Json | null {
  if (!user || typeof user !== 'object') return null;
  const { databaseId, ...fields } = user as Json;
  return { id: databaseId, ...fields };
}

/** The fields of a JSON object body (anything else gives none, and validation reports what is missing). */
function fields(body: unknown, names: string[]): Json {
  const source = body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : {};
  return Object.fromEntries(names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]));
}

function field<T extends Json>(data: Json, name: string): T {
  return data[name] as T;
}

export const restRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/user',
    document: `query RestCurrentUser { me { ...RestUser } } ${USER_FIELDS}`,
    respond: (data) => restUser(data.me),
    nullStatus: 401,
  },
  {
    method: 'POST',
    path: '/api/login',
    document: `mutation RestLogin($input: LoginInput!) { login(input: $input) { user { ...RestUser } } } ${USER_FIELDS}`,
    variables: ({ body }) => ({ input: { username: '', password: '', ...fields(body, ['username', 'password']) } }),
    respond: (data) => restUser(field(data, 'login').user),
  },
  {
    method: 'POST',
    path: '/api/register',
    document: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { user { ...RestUser } } } ${USER_FIELDS}`,
    variables: ({ body }) => ({
      input: {
        username: '',
        email: '',
        password: '',
        ...fields(body, ['username', 'email', 'password', 'confirmPassword', 'fullName', 'preferredLanguage']),
      },
    }),
    respond: (data) => restUser(field(data, 'register').user),
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/logout',
    document: `mutation RestLogout { logout { success } }`,
    respond: (data) => field(data, 'logout'),
  },
  {
    method: 'PUT',
    path: '/api/user/language',
    document: `mutation RestSetLanguage($language: Language!) { setLanguage(language: $language) { ...RestUser } } ${USER_FIELDS}`,
    variables: ({ body }) => ({ language: fields(body, ['language']).language ?? null }),
    respond: (data) => restUser(data.setLanguage),
  },
];
