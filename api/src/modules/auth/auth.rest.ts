// REST for signing in and out and registering (spec section 7).
import { field, fields, restObject, type RestRoute } from '../../http/rest-route.ts';

export /** The user JSON of the REST API. Never the password hash, tokens or payment ids. */
const USER_FIELDS = /* GraphQL */ `
  fragment RestUser on User {
    id: databaseId
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

export const authRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/user',
    document: `query RestCurrentUser { me { ...RestUser } } ${USER_FIELDS}`,
    respond: (data) => restObject(data.me),
    nullStatus: 401,
  },
  {
    method: 'POST',
    path: '/api/login',
    document: `mutation RestLogin($input: LoginInput!) { login(input: $input) { user { ...RestUser } } } ${USER_FIELDS}`,
    variables: ({ body }) => ({ input: { username: '', password: '', ...fields(body, ['username', 'password']) } }),
    respond: (data) => restObject(field(data, 'login').user),
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
        ...fields(body, [
          'username',
          'email',
          'password',
          'confirmPassword',
          'fullName',
          'preferredLanguage',
          'subscriptionId',
        ]),
      },
    }),
    respond: (data) => restObject(field(data, 'register').user),
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/logout',
    document: `mutation RestLogout { logout { success } }`,
    respond: (data) => field(data, 'logout'),
  },
];
