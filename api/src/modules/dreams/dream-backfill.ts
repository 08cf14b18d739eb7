// The walk both start-up backfills make (insights' elements, the content codes): every dream that
// still lacks something stored at save, read by id a hundred at a time, handled a few per turn of
// the event loop. On SQLite each write runs synchronously and the per-dream work (reading elements,
// coding content) takes a millisecond or two, so other requests are served every few dreams.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

const BATCH = 100;
const PER_TURN = 10;

/**
 * Hands every row `nextBatch` returns to `handle` (which says how many it stored), paging by id; stops
 * early when `shouldStop()`. Returns how many were stored.
 */
export async function backfillDreams<Row extends { id: number }>(
  nextBatch: (afterId: number, take: number) => Promise<Row[]>,
  handle: (row: Row) => Promise<number>,
  shouldStop: () => boolean,
): Promise<number> {
  let stored = 0;
  let afterId = 0;
  while (!shouldStop()) {
    const rows = await nextBatch(afterId, BATCH);
    for (const [index, row] of rows.entries()) {
      if (shouldStop()) break;
      if (index % PER_TURN === 0) await yieldToEventLoop();
      stored += await handle(row);
    }
    if (rows.length < BATCH) break;
    afterId = rows[rows.length - 1]!.id;
  }
  return stored;
}
