// What every search strategy returns: dream ids with their dates, newest first, at most SEARCH_LIMIT.
//
// Why a cap of 50: the search page shows cards and the dropdown a handful; 50 newest hits is more
// than a screen can use, and it bounds the work of a term that matches most of a large journal (the
// index finds candidates, but every candidate still has to be ordered by date).
import type { Dream } from '../dreams/dreams.service.ts';

export const SEARCH_LIMIT = 50;

export interface Hit {
  id: number;
  date: Date;
  /** The whole dream, when the search read it already (PostgreSQL); else it is loaded by id. */
  dream?: Dream;
}

export const newestFirst = (a: Hit, b: Hit) => b.date.getTime() - a.date.getTime() || b.id - a.id;

export function toHits(rows: { id: number | bigint; date: Date | string }[]): Hit[] {
  return rows.map((row) => ({ id: Number(row.id), date: new Date(row.date) }));
}

/** A span of time to search within: dreams dated at or after `from` and before `until`. */
export interface DateSpan {
  from: Date;
  until: Date;
}
