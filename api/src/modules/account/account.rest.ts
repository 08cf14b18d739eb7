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
    // The body is {password}: the account's current password, checked before anything is deleted.
    document: `mutation RestDeleteAccount($password: String!) { deleteAccount(password: $password) { success } }`,
    variables: ({ body }) => ({ password: '', ...fields(body, ['password']) }),
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
    method: 'GET',
    path: '/api/mail/config',
    // The landing page (no Relay) asks before registering whether a verification link can come.
    document: `query RestMailConfig { emailAvailable }`,
    respond: (data) => ({ emailAvailable: data.emailAvailable === true }),
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
    // The body is the JSON export itself; GraphQL takes it as a string. Another app's file comes as
    // ?format=DAY_ONE|CSV|WEB_DREAM_JOURNAL with {document: "<the file's text>", csvMapping?}.
    document: `mutation RestImport($document: String!, $format: ImportFormat, $csvMapping: CsvMappingInput) {
      importJournal(document: $document, format: $format, csvMapping: $csvMapping) { dreamsAdded dreamsSkipped interpretationsAdded }
    }`,
    variables: ({ body, query }) => {
      const format = query.get('format')?.toUpperCase();
      if (!format || format === 'ONEIRO') return { document: JSON.stringify(body ?? null) };
      const sent = fields(body, ['document', 'csvMapping']);
      return {
        document: typeof sent.document === 'string' ? sent.document : '',
        format,
        csvMapping: sent.csvMapping ?? null,
      };
    },
    respond: (data) => field(data, 'importJournal'),
  },
];
