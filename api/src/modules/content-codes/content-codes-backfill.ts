// Dreams saved before the coder existed (or written without codes by an older import) have no
// DreamContentCodes row, so the content profile would leave them out. They are coded once, in the
// background after start, a few per turn of the event loop: the profile itself never codes on read.
// Safe to run on several instances at once and beside saves: a row is only ever created here, so when
// a save or an edit has stored the dream's codes meanwhile, the create fails on the primary key and
// their codes stay.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { db } from '../../db/current.ts';
import { newContentCodesRow } from './content-codes.service.ts';

const BATCH = 100;
/** Dreams coded between two turns of the event loop: on SQLite each write runs synchronously and
 * coding takes up to a millisecond or two, so requests are served every few dreams. */
const PER_TURN = 10;

/** Prisma's "unique constraint" (a save coded the dream first) and "foreign key" (it was deleted). */
function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'P2002' || code === 'P2003';
}

/** Codes every dream without stored codes; returns how many it coded. Stops early when `shouldStop()`. */
export async function backfillContentCodes(shouldStop: () => boolean = () => false): Promise<number> {
  let stored = 0;
  let afterId = 0;
  while (!shouldStop()) {
    const rows = await db().dreamEntry.findMany({
      where: { contentCodes: { is: null }, id: { gt: afterId } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, userId: true, contentText: true },
    });
    for (const [index, row] of rows.entries()) {
      if (shouldStop()) break;
      if (index % PER_TURN === 0) await yieldToEventLoop();
      try {
        // The same row a save writes (the coder over the dream's plain text, no corrections yet).
        await db().dreamContentCodes.create({
          data: { dreamId: row.id, ...newContentCodesRow(row.userId, row.contentText) },
        });
        stored += 1;
      } catch (error) {
        if (!lostRace(error)) throw error;
      }
    }
    if (rows.length < BATCH) break;
    afterId = rows[rows.length - 1]!.id;
  }
  return stored;
}
