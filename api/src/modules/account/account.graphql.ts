// The account settings mutations: change the password, edit the profile, delete the account. Each is
// the viewer's own: there is no argument naming whose account.
import { builder } from '../../graphql/builder.ts';
import { UserType } from '../auth/auth.graphql.ts';
import * as account from './account.service.ts';
import { journalExport, journalMarkdown } from './journal-export.ts';
import { importJournal, type ImportSummary } from './journal-import.ts';
import { asOneiroDocument, readJournal, type CsvMapping } from './import-formats/formats.ts';
import { CsvMappingInput, ImportFormatEnum } from './import-formats/import-formats.graphql.ts';
import { resendVerificationEmail, verifyEmail, type VerificationResult } from './email-verification.ts';

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'The current password, and the new one twice.',
  fields: (t) => ({
    currentPassword: t.string({
      required: true,
      description: 'The password now; a wrong one is a BAD_USER_INPUT field error on this field.',
    }),
    newPassword: t.string({
      required: true,
      description: '8 to 200 characters, and not one of the ~49,000 most common passwords.',
    }),
    confirmPassword: t.string({ required: true, description: 'The new password again; it must match.' }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: "The account's new details, checked with the same rules as registration.",
  fields: (t) => ({
    username: t.string({
      required: true,
      description: '3 to 40 letters, digits, `.`, `_` or `-`; unique regardless of case (CONFLICT when taken).',
    }),
    email: t.string({
      required: true,
      description:
        'Up to 254 characters, stored in lower case; unique (CONFLICT when taken). A new address is unverified until its emailed link is followed.',
    }),
    fullName: t.string({
      description: 'Up to 100 characters; null or empty clears it, and leaving it out keeps the current one.',
    }),
  }),
});

const AccountPayload = builder.objectRef<{ success: boolean }>('AccountPayload').implement({
  description: 'The outcome of an account change.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Always true: a change that fails is an error instead.' }),
  }),
});

builder.mutationFields((t) => ({
  changePassword: t.withAuth({ loggedIn: true }).field({
    type: AccountPayload,
    description:
      "Changes the viewer's password: the viewer's other sessions end and every personal access token is revoked. Needs a signed-in session.",
    args: {
      input: t.arg({ type: ChangePasswordInput, required: true, description: 'The current and the new password.' }),
    },
    resolve: async (_root, { input }, context) => {
      await account.changePassword(input, context);
      return { success: true };
    },
  }),
  updateProfile: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    description:
      'Username, email and full name. A changed email is unverified until its link is followed. Needs a signed-in session.',
    args: {
      input: t.arg({ type: UpdateProfileInput, required: true, description: 'The new username, email and full name.' }),
    },
    resolve: async (_query, _root, { input }, context) => {
      const user = await account.updateProfile(input, context);
      context.viewer = user;
      return user;
    },
  }),
  deleteAccount: t.withAuth({ loggedIn: true }).field({
    type: AccountPayload,
    description:
      "Deletes the viewer's account and everything of it, and ends all its sessions. Needs a signed-in session and the account's password.",
    args: {
      password: t.arg.string({
        required: true,
        description:
          "The account's current password; a wrong one is a BAD_USER_INPUT field error on `password`, and nothing is deleted.",
      }),
    },
    resolve: async (_root, { password }, context) => {
      await account.deleteAccount({ password }, context);
      return { success: true };
    },
  }),
}));

const VerificationPayload = builder.objectRef<VerificationResult>('VerificationPayload').implement({
  description: 'The outcome of following an email verification link.',
  fields: (t) => ({
    success: t.exposeBoolean('success', {
      description:
        'True when the address is verified (now, or already); false for an unknown or replaced link, or one older than 24 hours.',
    }),
    message: t.exposeString('message', {
      description: "What to tell the person, in the request's language (Accept-Language).",
    }),
  }),
});

const ResendVerificationPayload = builder.objectRef<{ message: string }>('ResendVerificationPayload').implement({
  description: 'The outcome of asking for a new verification link.',
  fields: (t) => ({
    message: t.exposeString('message', {
      description:
        "What to tell the person (the link was sent, or the address is already verified), in the request's language.",
    }),
  }),
});

// Public, like transcriptionAvailable: the landing page tells a new account whether a link is coming.
builder.queryField('emailAvailable', (t) =>
  t.boolean({
    description:
      'Whether this server can send its mails (verification links): a mail provider is configured, or, outside production, the development outbox keeps them. False: the interface says email is not set up.',
    resolve: (_root, _args, context) => context.services.mailer.available,
  }),
);

builder.mutationFields((t) => ({
  verifyEmail: t.field({
    type: VerificationPayload,
    description: 'Follows a verification link. Open to anyone: the token is what proves the address.',
    args: { token: t.arg.string({ required: true, description: 'The `token` parameter of the emailed link.' }) },
    resolve: (_root, { token }, context) => verifyEmail(token, context.locale),
  }),
  resendVerificationEmail: t.withAuth({ loggedIn: true }).field({
    type: ResendVerificationPayload,
    description:
      'Mails the viewer a new verification link, valid 24 hours (3 per 15 minutes, then RATE_LIMITED; SERVICE_UNAVAILABLE when the server cannot send mail, emailAvailable). Needs a signed-in session.',
    resolve: async (_root, _args, context) => ({ message: await resendVerificationEmail(context) }),
  }),
}));

builder.objectFields(UserType, (t) => ({
  journalExport: t.string({
    description: 'Everything of the user as a JSON document (no password hash, token or payment id).',
    resolve: async (user, _args, context) => JSON.stringify(await journalExport(user.id, context.signal)),
  }),
  journalMarkdown: t.string({
    description: 'The journal as Markdown, oldest dream first; from and to are inclusive days (UTC).',
    args: {
      from: t.arg({
        type: 'DateTime',
        description:
          'Dreams dated at or after this time (pass midnight UTC of the first day); omitted: from the oldest.',
      }),
      to: t.arg({
        type: 'DateTime',
        description:
          'Dreams dated before 24 hours after this time, so midnight UTC of the last day takes that whole day; omitted: up to the newest.',
      }),
    },
    resolve: (user, { from, to }, context) => journalMarkdown(user.id, { from, to }, context.locale, context.signal),
  }),
}));

const ImportSummaryType = builder.objectRef<ImportSummary>('ImportSummary').implement({
  description: 'What an import added to the journal (all of it, or nothing when it failed).',
  fields: (t) => ({
    dreamsAdded: t.exposeInt('dreamsAdded', { description: 'Dreams written to the journal.' }),
    dreamsSkipped: t.exposeInt('dreamsSkipped', { description: 'Already in the journal (same date and text).' }),
    interpretationsAdded: t.exposeInt('interpretationsAdded', {
      description:
        "Interpretations written with the added dreams (at most one of each type per dream; Oneiro's own format only).",
    }),
  }),
});

builder.mutationField('importJournal', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ImportSummaryType,
    description:
      "Adds the dreams of a journal file (Oneiro's JSON export, or another app's: see ImportFormat) to the viewer's journal, skipping ones already there.",
    args: {
      document: t.arg.string({ required: true, description: "The file's text." }),
      format: t.arg({
        type: ImportFormatEnum,
        defaultValue: 'ONEIRO',
        description: "What kind of file it is (Oneiro's own export unless said).",
      }),
      csvMapping: t.arg({ type: CsvMappingInput, description: 'CSV: which column is which (guessed when omitted).' }),
    },
    // Other journals are read into Oneiro's own document first: one set of checks and writes for all.
    resolve: (_root, { document, format, csvMapping }, context) =>
      importJournal(
        !format || format === 'ONEIRO'
          ? document
          : asOneiroDocument(readJournal(document, format, (csvMapping as CsvMapping | null) ?? null, context.locale)),
        context,
      ),
  }),
);
