// Dreams saved before the coder existed (or written without codes by an older import) have no
// DreamContentCodes row, so the content profile would leave them out. They are coded once, in the
// background after start, a few per turn of the event loop: the profile itself never codes on read.
// Dreams an older coder read are coded again the same way (recodeOlderContentCodes).
// Safe to run on several instances at once and beside saves: a row is only ever created here, so when
// a save or an edit has stored the dream's codes meanwhile, the create fails on the primary key and
// their codes stay.
import { db } from '../../db/current.ts';
import { backfillDreams } from '../dreams/dream-backfill.ts';
import type { ContentCodes } from './codes.ts';
import { CODER_VERSION, newContentCodesRow, recodedRow } from './content-codes.service.ts';
import { serializeProfileCounts } from './content-profile.ts';

/** Prisma's "unique constraint" (a save coded the dream first) and "foreign key" (it was deleted). */
function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'P2002' || code === 'P2003';
}

/** Codes every dream without stored codes; returns how many it coded. Stops early when `shouldStop()`. */
export function backfillContentCodes(shouldStop: () => boolean = () => false): Promise<number> {
  return backfillDreams(
    (afterId, take) =>
      db().dreamEntry.findMany({
        where: { contentCodes: { is: null }, id: { gt: afterId } },
        orderBy: { id: 'asc' },
        take,
        select: { id: true, userId: true, contentText: true },
      }),
    async (row) => {
      try {
        // The same row a save writes (the coder over the dream's plain text, no corrections yet).
        await db().dreamContentCodes.create({
          data: { dreamId: row.id, ...newContentCodesRow(row.userId, row.contentText) },
        });
        return 1;
      } catch (error) {
        if (!lostRace(error)) throw error;
        return 0;
      }
    },
    shouldStop,
  );
}

/**
 * Codes again every dream whose codes an older coder wrote (coderVersion below CODER_VERSION), the
 * user's corrections kept, so a better coder reaches the dreams already saved and not only the next
 * ones; returns how many it coded. A row that an edit or a correction rewrote after it was read is
 * left to that write (the update asks for the version, codes and corrections it read).
 */
export function recodeOlderContentCodes(shouldStop: () => boolean = () => false): Promise<number> {
  return backfillDreams(
    async (afterId, take) => {
      const rows = await db().dreamContentCodes.findMany({
        where: { coderVersion: { lt: CODER_VERSION }, dreamId: { gt: afterId } },
        orderBy: { dreamId: 'asc' },
        take,
        select: {
          dreamId: true,
          coderVersion: true,
          codes: true,
          corrections: true,
          dream: { select: { contentText: true } },
        },
      });
      return rows.map(({ dreamId, dream, ...read }) => ({ id: dreamId, text: dream.contentText, ...read }));
    },
    async (row) => {
      const { count } = await db().dreamContentCodes.updateMany({
        where: { dreamId: row.id, coderVersion: row.coderVersion, codes: row.codes, corrections: row.corrections },
        data: recodedRow(row.text, row.corrections),
      });
      return count;
    },
    shouldStop,
  );
}

/**
 * Counts the profile share of every codes row stored before DreamContentCodes.profileCounts existed
 * (or set back to null when a formula changed); returns how many it counted. The insights count such
 * a row from its codes meanwhile, so nothing waits for this. A row whose codes an edit or a correction
 * changed since it was read is left alone: that write stored its own counts.
 */
export function backfillProfileCounts(shouldStop: () => boolean = () => false): Promise<number> {
  return backfillDreams(
    async (afterId, take) => {
      const rows = await db().dreamContentCodes.findMany({
        where: { profileCounts: null, dreamId: { gt: afterId } },
        orderBy: { dreamId: 'asc' },
        take,
        select: { dreamId: true, codes: true },
      });
      return rows.map((row) => ({ id: row.dreamId, codes: row.codes }));
    },
    async (row) => {
      const profileCounts = serializeProfileCounts(JSON.parse(row.codes) as ContentCodes);
      const { count } = await db().dreamContentCodes.updateMany({
        where: { dreamId: row.id, codes: row.codes, profileCounts: null },
        data: { profileCounts },
      });
      return count;
    },
    shouldStop,
  );
}
