// `importProgress`: how far the viewer's journal import has got, for the page that sent the file (the
// import itself answers only when it is done, and a 5,000-dream file takes seconds). Events come from
// journal-import.ts through the pub/sub, so an import running on one instance reaches a socket held by
// another.
import { builder } from '../../graphql/builder.ts';
import type { SignedInContext } from '../../graphql/context.ts';
import type { ImportProgressEvent } from '../../graphql/pubsub.ts';
import { whileSessionLasts } from '../auth/live-session.ts';

const ImportPhaseEnum = builder.enumType('ImportPhase', {
  description: 'What a journal import is doing.',
  values: {
    CHECKING: { description: "Reading the file's dreams and checking each against the dream rules." },
    WRITING: {
      description:
        'Writing the new dreams, a batch at a time; should a batch fail, those already written are removed again.',
    },
  },
});

const ImportProgressType = builder.objectRef<ImportProgressEvent>('ImportProgress').implement({
  description: "How far the viewer's journal import has got.",
  fields: (t) => ({
    phase: t.field({ type: ImportPhaseEnum, description: 'What it is doing.', resolve: (event) => event.phase }),
    done: t.exposeInt('done', { description: 'Dreams checked (CHECKING) or written (WRITING) so far.' }),
    total: t.exposeInt('total', {
      description: "Dreams to check (the file's) or to write (those not already in the journal).",
    }),
  }),
});

/** The viewer's own topic; each event's owner is checked again. */
async function* progressOf(context: SignedInContext): AsyncGenerator<ImportProgressEvent> {
  const userId = context.viewer.id;
  const events = context.services.pubsub.subscribeImportProgress(userId);
  try {
    for await (const event of events) {
      if (event.userId === userId) yield event;
    }
  } finally {
    await events.return?.();
  }
}

builder.subscriptionField('importProgress', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ImportProgressType,
    description:
      "Progress of the viewer's journal imports (importJournal or POST /api/user/import) while they run: every 250 dreams checked, when writing starts, and every 250 dreams written.",
    subscribe: (_root, _args, context) => whileSessionLasts(context, progressOf(context)),
    resolve: (event) => event,
  }),
);
