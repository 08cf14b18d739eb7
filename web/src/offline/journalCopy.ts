// The journal as it was last read, for reading it without a network: the answers of the screens
// that show one's own dreams (home, the sidebar, the archive's favourites, a dream's page) are kept in
// IndexedDB as they arrive, under the signed-in user's id, and given back when the same question finds
// no network. Only answers of the signed-in user are kept, and all of them go at sign-out (or when the
// server says the session ended). Never mutations, never search or insights (they say they need the
// network).
import type { GraphQLResponse } from 'relay-runtime';
import { runLocal } from './localStore.ts';

/** The screen queries whose last answers are kept. */
const KEPT_QUERIES = new Set([
  'HomeQuery',
  'HomeRecentDreamsRefetchQuery',
  'SidebarQuery',
  'SidebarArchivePaginationQuery',
  'ArchiveFavoritesQuery',
  'ArchiveFavoritesPaginationQuery',
  'DreamDetailsQuery',
]);

/** Enough for the screens above and the last hundreds of dreams opened; the oldest go first. */
const MAX_ANSWERS = 300;

interface KeptAnswer {
  response: GraphQLResponse;
  savedAt: number;
}

function keyOf(userId: string, name: string, variables: Record<string, unknown>): string {
  return `${userId}\u0000${name}\u0000${JSON.stringify(variables)}`;
}

/** Counts the clearings: an answer asked for before one is not written after it. */
let clearings = 0;

/** Keeps `response`, unless the copy was cleared since it was asked for (`clearingsBefore`). */
async function keep(key: string, response: GraphQLResponse, clearingsBefore: number): Promise<void> {
  await runLocal('journal', 'readwrite', (store) =>
    // Checked when the write's transaction starts (the database has opened by then): a sign-out in
    // between has cleared the store, and this answer must not come back into it.
    clearings === clearingsBefore
      ? store.put({ response, savedAt: Date.now() } satisfies KeptAnswer, key)
      : // A read that changes nothing, in place of the write.
        (store.getKey(key) as unknown as IDBRequest<IDBValidKey>),
  );
  if (clearings !== clearingsBefore) return;
  // Counted and pruned in one readwrite transaction (they run one at a time), so answers kept at
  // once do not each drop the same excess; the oldest first, by the savedAt index, none read.
  await runLocal('journal', 'readwrite', (store) => {
    const counted = store.count();
    counted.onsuccess = () => {
      let excess = counted.result - MAX_ANSWERS;
      if (excess <= 0) return;
      const cursor = store.index('savedAt').openCursor();
      cursor.onsuccess = () => {
        if (!cursor.result || excess <= 0) return;
        cursor.result.delete();
        excess -= 1;
        cursor.result.continue();
      };
    };
    return counted;
  });
}

async function keptAnswer(key: string): Promise<GraphQLResponse | undefined> {
  const value = (await runLocal('journal', 'readonly', (store) => store.get(key))) as KeptAnswer | undefined;
  return value?.response;
}

/** Whether a failed request failed for want of a network (not an answer of the server). */
function isNetworkFailure(error: unknown): boolean {
  return !navigator.onLine || error instanceof TypeError;
}

/**
 * Asks with `ask`. For a kept screen query of a signed-in user (`userId`): keeps a complete answer, and when the network fails,
 * answers with the one kept, if any (else the failure stands, and the route says it is offline).
 */
export async function withJournalCopy(
  userId: string | undefined,
  name: string,
  variables: Record<string, unknown>,
  ask: () => Promise<GraphQLResponse>,
): Promise<GraphQLResponse> {
  if (!userId || !KEPT_QUERIES.has(name)) return ask();
  const key = keyOf(userId, name, variables);
  // Counted before asking: an answer that was on its way when the person signed out arrives after
  // the clearing, and must not be written.
  const clearingsBefore = clearings;
  try {
    const response = await ask();
    const complete = !Array.isArray(response) && !('errors' in response && response.errors?.length);
    // Storage refused (private mode, full disk): the app works as before, without the copy.
    if (complete) void keep(key, response, clearingsBefore).catch(() => undefined);
    return response;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await keptAnswer(key).catch(() => undefined);
    if (!kept) throw error;
    return kept;
  }
}

/** Forgets every kept answer: at sign-out, and when the server says nobody is signed in (AppViewer). */
export function clearJournalCopy(): Promise<void> {
  clearings += 1;
  return runLocal('journal', 'readwrite', (store) => store.clear()).then(
    () => undefined,
    () => undefined,
  );
}
