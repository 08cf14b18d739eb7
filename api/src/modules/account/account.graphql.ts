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
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    email: t.string({ required: true }),
    fullName: t.string(),
  }),
});

const AccountPayload = builder.objectRef<{ success: boolean }>('AccountPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

builder.mutationFields((t) => ({
  changePassword: t.withAuth({ loggedIn: true }).field({
    type: AccountPayload,
    description: "Changes the viewer's password; the viewer's other sessions end.",
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await account.changePassword(input, context);
      return { success: true };
    },
  }),
  updateProfile: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    description: 'Username, email and full name. A changed email is unverified until its link is followed.',
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_query, _root, { input }, context) => {
      const user = await account.updateProfile(input, context);
      context.viewer = user;
      return user;
    },
  }),
  deleteAccount: t.withAuth({ loggedIn: true }).field({
    type: AccountPayload,
    description: "Deletes the viewer's account and everything of it, and ends all its sessions.",
    resolve: async (_root, _args, context) => {
      await account.deleteAccount(context);
      return { success: true };
    },
  }),
}));

const VerificationPayload = builder.objectRef<VerificationResult>('VerificationPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success'), message: t.exposeString('message') }),
});

const ResendVerificationPayload = builder.objectRef<{ message: string }>('ResendVerificationPayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.mutationFields((t) => ({
  verifyEmail: t.field({
    type: VerificationPayload,
    description: 'Follows a verification link. Open to anyone: the token is what proves the address.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, context) => verifyEmail(token, context.locale),
  }),
  resendVerificationEmail: t.withAuth({ loggedIn: true }).field({
    type: ResendVerificationPayload,
    description: 'Mails the viewer a new verification link (limited per user).',
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
    args: { from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }) },
    resolve: (user, { from, to }, context) => journalMarkdown(user.id, { from, to }, context.locale, context.signal),
  }),
}));

const ImportSummaryType = builder.objectRef<ImportSummary>('ImportSummary').implement({
  fields: (t) => ({
    dreamsAdded: t.exposeInt('dreamsAdded'),
    dreamsSkipped: t.exposeInt('dreamsSkipped', { description: 'Already in the journal (same date and text).' }),
    interpretationsAdded: t.exposeInt('interpretationsAdded'),
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
