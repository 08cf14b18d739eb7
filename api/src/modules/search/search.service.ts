// Search over one user's dreams (spec section 5): a case-insensitive substring match of the term in
// the title or plain text (CONTENT), a tag (TAGS), the long formatted date (DATE: 'January 5, 2024',
// and the Spanish '5 de enero de 2024'), or any of them (ALL). Results newest first, at most
// SEARCH_LIMIT. A span of days (the search page's date picker) narrows any of them, and alone finds
// every dream of its days.
//
// Text and tags are served by an index on each engine: sqlite-search.ts and postgres-search.ts;
// dates by date-terms.ts. Each answers its own newest SEARCH_LIMIT (hits.ts), merged here.
import { database, db } from '../../db/current.ts';
import { DREAM_LIMITS } from '#shared/inputs/dreams.inputs.ts';
import type { Dream } from '../dreams/dreams.service.ts';
import { dateSearch } from './date-terms.ts';
import { newestFirst, SEARCH_LIMIT, type DateSpan, type Hit } from './hits.ts';
import { postgresTextSearch } from './postgres-search.ts';
import { sqliteTextSearch } from './sqlite-search.ts';
import { characterCount } from './terms.ts';

export const SEARCH_FILTERS = ['ALL', 'CONTENT', 'TAGS', 'DATE'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

export interface SearchRequest {
  userId: number;
  /** Already normalised (one line, trimmed); empty only with a span. */
  query: string;
  filter: SearchFilter;
  timeZone?: string | null;
  /** Only the dreams marked as favourites. */
  favoritesOnly?: boolean;
  /** Only the dreams dated in it. */
  span?: DateSpan | null;
  /** The client's: once it left, the dreams found are not loaded. */
  signal?: AbortSignal;
}

export async function searchDreams(request: SearchRequest): Promise<Dream[]> {
  const { userId, query, filter } = request;
  const favoritesOnly = request.favoritesOnly ?? false;
  const span = request.span ?? undefined;
  if (!query) {
    // No term: the span's dreams, newest first.
    if (!span) return [];
    return db().dreamEntry.findMany({
      where: { userId, date: { gte: span.from, lt: span.until }, ...(favoritesOnly ? { isFavorite: true } : {}) },
      orderBy: [{ date: 'desc' }, { id: 'desc' }],
      take: SEARCH_LIMIT,
    });
  }
  const content = filter === 'ALL' || filter === 'CONTENT';
  // No tag is longer than the tag limit, so a longer term cannot match one: skip that index.
  const tags = (filter === 'ALL' || filter === 'TAGS') && characterCount(query) <= DREAM_LIMITS.tagMax;
  const dates = filter === 'ALL' || filter === 'DATE';
  const textSearch = database().engine === 'sqlite' ? sqliteTextSearch : postgresTextSearch;
  const found = await Promise.all([
    content || tags ? textSearch(userId, query, content, tags, favoritesOnly, span) : [],
    dates ? dateSearch(userId, query, request.timeZone ?? 'UTC', favoritesOnly, span) : [],
  ]);
  // Each source is its own newest 50, so the newest 50 of their union are among them.
  const unique = new Map<number, Hit>();
  for (const hit of found.flat()) if (!unique.get(hit.id)?.dream) unique.set(hit.id, hit);
  const newest = [...unique.values()].sort(newestFirst).slice(0, SEARCH_LIMIT);
  const byId = new Map<number, Dream>();
  for (const hit of newest) if (hit.dream) byId.set(hit.id, hit.dream);
  const toLoad = newest.filter((hit) => !hit.dream).map((hit) => hit.id);
  request.signal?.throwIfAborted();
  if (toLoad.length > 0) {
    const reader = database().reader;
    const loaded: Dream[] = reader
      ? reader.dreamsByIds(userId, toLoad)
      : await db().dreamEntry.findMany({ where: { id: { in: toLoad }, userId } });
    for (const dream of loaded) byId.set(dream.id, dream);
  }
  return newest.map((hit) => byId.get(hit.id)).filter((dream): dream is Dream => dream !== undefined);
}
