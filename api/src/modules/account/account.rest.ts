// REST for the account: language, password, profile, deletion, email verification, export and import.
import { field, fields, restObject, type RestRoute } from '../../http/rest-route.ts';
import { USER_FIELDS } from '../auth/auth.rest.ts';

export const accountRoutes: RestRoute[] = [
  {
    method: 'PUT',
    path: '/api/user/language',
    document: `mutation RestSetLanguage($language: Language!) { setLanguage(language: $language) { ...RestUser } } ${USER_FIELDS}`,
    variables: ({ body }) => ({ language: fields(body, ['language']).language ?? null }),
    respond: (data) => restObject(data.setLanguage),
  },
  {
    method: 'PUT',
    path: '/api/user/password',
    document: `mutation RestChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`,
    variables: ({ body }) => ({
      input: {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
        ...fields(body, ['currentPassword', 'newPassword', 'confirmPassword']),
      },
    }),
    respond: (data) => field(data, 'changePassword'),
  },
  {
    method: 'PUT',
    path: '/api/user/profile',
    document: `mutation RestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ...RestUser } } ${USER_FIELDS}`,
    variables: ({ body }) => ({
      input: { username: '', email: '', ...fields(body, ['username', 'email', 'fullName']) },
    }),
    respond: (data) => restObject(data.updateProfile),
  },
  {
    method: 'DELETE',
    path: '/api/user/account',
    document: `mutation RestDeleteAccount { deleteAccount { success } }`,
    respond: (data) => field(data, 'deleteAccount'),
  },
  {
    method: 'GET',
    path: '/api/verify-email/:token',
    // A GET that changes state because the spec's link is one; the token itself is the authority.
    document: `mutation RestVerifyEmail($token: String!) { verifyEmail(token: $token) { success message } }`,
    variables: ({ params }) => ({ token: params.token ?? '' }),
    respond: (data) => field(data, 'verifyEmail'),
  },
  {
    method: 'POST',
    path: '/api/resend-verification',
    document: `mutation RestResendVerification { resendVerificationEmail { message } }`,
    respond: (data) => field(data, 'resendVerificationEmail'),
  },
  {
    method: 'GET',
    path: '/api/user/export',
    // The document travels as a string in GraphQL (it has no JSON type) and as JSON here.
    document: `query RestExport { me { journalExport } }`,
    respond: (data) => {
      const me = data.me as { journalExport: string } | null;
      return me ? (JSON.parse(me.journalExport) as unknown) : null;
    },
    nullStatus: 401,
  },
  {
    method: 'POST',
    path: '/api/user/import',
    // The body is the JSON export itself; GraphQL takes it as a string.
    document: `mutation RestImport($document: String!) { importJournal(document: $document) { dreamsAdded dreamsSkipped interpretationsAdded } }`,
    variables: ({ body }) => ({ document: JSON.stringify(body ?? null) }),
    respond: (data) => field(data, 'importJournal'),
  },
];
