// Dreams saved before their elements were stored (migration sqlite 0010 / postgres 0012) are read
// once, in the background after start, a batch at a time: insights never read a dream's text. Safe to
// run on several instances at once: a row is written only while it still has no elements, so an edit
// made meanwhile (which stores its own) is never overwritten.
import type { Logger } from '../../logger.ts';
import { db } from '../../db/current.ts';
import {
  backfillContentCodes,
  backfillProfileCounts,
  recodeOlderContentCodes,
} from '../content-codes/content-codes-backfill.ts';
import { backfillDreams } from '../dreams/dream-backfill.ts';
import { tagsOf } from '../dreams/tag-list.ts';
import { serializeElements } from './dream-elements.ts';

/** Reads every dream without elements; returns how many it stored. Stops early when `shouldStop()`. */
export function backfillDreamElements(shouldStop: () => boolean = () => false): Promise<number> {
  return backfillDreams(
    (afterId, take) =>
      db().dreamEntry.findMany({
        where: { elements: null, id: { gt: afterId } },
        orderBy: { id: 'asc' },
        take,
        select: { id: true, title: true, contentText: true, tagList: true, date: true },
      }),
    async (row) => {
      const elements = serializeElements({
        title: row.title,
        text: row.contentText,
        tags: tagsOf(row),
        date: row.date,
      });
      const { count } = await db().dreamEntry.updateMany({ where: { id: row.id, elements: null }, data: { elements } });
      return count;
    },
    shouldStop,
  );
}

/**
 * Runs the backfills insights need once in the background: the elements, then the content codes of
 * dreams saved before either was stored, then the codes an older coder wrote (read again), then the
 * profile counts of codes stored before those were.
 * `stop()` waits for them (before the database closes).
 */
export function startInsightsBackfill(logger: Logger): { stop(): Promise<void> } {
  let stopped = false;
  const shouldStop = () => stopped;
  const elements = backfillDreamElements(shouldStop).then(
    (stored) => {
      if (stored > 0)
        logger.info({ dreams: stored }, 'insights: elements read for dreams saved before they were stored');
    },
    (error: unknown) => logger.error({ err: error }, 'insights: reading the elements of older dreams failed'),
  );
  // One after the other: both read every dream's text, and on SQLite their writes share one connection.
  const run = elements
    .then(() =>
      backfillContentCodes(shouldStop).then(
        (stored) => {
          if (stored > 0)
            logger.info({ dreams: stored }, 'insights: content codes stored for dreams saved without them');
        },
        (error: unknown) => logger.error({ err: error }, 'insights: coding the content of older dreams failed'),
      ),
    )
    .then(() =>
      recodeOlderContentCodes(shouldStop).then(
        (stored) => {
          if (stored > 0) logger.info({ dreams: stored }, 'insights: content codes of an older coder read again');
        },
        (error: unknown) => logger.error({ err: error }, 'insights: coding older dreams again failed'),
      ),
    )
    .then(() =>
      backfillProfileCounts(shouldStop).then(
        (stored) => {
          if (stored > 0)
            logger.info({ dreams: stored }, 'insights: profile counts stored for dreams coded before them');
        },
        (error: unknown) => logger.error({ err: error }, 'insights: counting the profile of older codes failed'),
      ),
    );
  return {
    async stop() {
      stopped = true;
      await run;
    },
  };
}
