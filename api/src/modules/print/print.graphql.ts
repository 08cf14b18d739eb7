// The printable journal (/print): the user's dreams of a date range, oldest first, read in one
// bounded query, so a paper copy for a therapist or a shelf can be made with the browser's "Save as
// PDF". A range with more dreams than one document holds says so, and the page asks for a shorter one.
import { db } from '../../db/current.ts';
import { builder } from '../../graphql/builder.ts';
import { UserType } from '../auth/auth.graphql.ts';
import { DreamEntryType } from '../dreams/dreams.graphql.ts';
import type { Dream } from '../dreams/dreams.service.ts';

/** The most dreams one printed document holds (about a year of nightly dreams). */
export const PRINT_MAX_DREAMS = 400;

const DAY_MS = 86_400_000;

const PrintableJournalType = builder.objectRef<{ dreams: Dream[]; truncated: boolean }>('PrintableJournal').implement({
  description: 'The dreams of a date range for printing, oldest first.',
  fields: (t) => ({
    dreams: t.field({
      type: [DreamEntryType],
      description: `At most ${PRINT_MAX_DREAMS}, oldest first.`,
      resolve: (journal) => journal.dreams,
    }),
    truncated: t.exposeBoolean('truncated', {
      description: `True when the range holds more than ${PRINT_MAX_DREAMS} dreams (only the first are here).`,
    }),
  }),
});

builder.objectFields(UserType, (t) => ({
  printableJournal: t.field({
    type: PrintableJournalType,
    description: 'The dreams of a range of days for printing; from and to are inclusive days (UTC), both optional.',
    args: {
      from: t.arg({ type: 'DateTime', description: 'The first day (inclusive).' }),
      to: t.arg({ type: 'DateTime', description: 'The last day (inclusive).' }),
    },
    resolve: async (user, { from, to }) => {
      const end = to ? new Date(to.getTime() + DAY_MS) : undefined;
      const rows = await db().dreamEntry.findMany({
        where: { userId: user.id, date: { ...(from ? { gte: from } : {}), ...(end ? { lt: end } : {}) } },
        orderBy: [{ date: 'asc' }, { id: 'asc' }],
        take: PRINT_MAX_DREAMS + 1,
      });
      return { dreams: rows.slice(0, PRINT_MAX_DREAMS), truncated: rows.length > PRINT_MAX_DREAMS };
    },
  }),
}));
