// How the store follows a dream that was created, changed or deleted - by this tab's mutations or by
// another device (the dreamChanged subscription) - without refetching any list:
// - each connection of dreams on `me` gets the dream at its place in the journal's order (newest
//   `date` first, id breaking ties), or loses it;
// - the journal statistics are marked stale, so the profile asks the server again next time it opens.
// Both directions may see the same event twice (a mutation here, then its echo from the
// subscription), so every step is idempotent.
import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/**
 * Everything any screen shows of a dream. Mutations and the subscription select it, so whatever
 * they return refreshes every place the dream appears (each preview length is its own field).
 */
export const dreamEverywhereFragment = graphql`
  fragment dreamStore_dream on DreamEntry {
    id
    databaseId
    date
    ...SidebarDreamItem_dream
    ...HomeDreamCard_dream
    ...SearchResultCard_dream
    ...DreamDetailsView_dream
  }
`;

/** The @connection keys of the dream lists on `me`. */
const DREAM_CONNECTION_KEYS = ['SidebarArchive_dreams', 'HomeRecentDreams_dreams'] as const;

type SortKey = readonly [time: number, id: number];

function sortKeyOf(dream: RecordProxy | null | undefined): SortKey | null {
  if (!dream) return null;
  const time = Date.parse(String(dream.getValue('date')));
  const id = Number(dream.getValue('databaseId'));
  return Number.isNaN(time) || Number.isNaN(id) ? null : [time, id];
}

/** Whether `a` is listed before `b`: newer date first, then the higher id. */
function listedBefore(a: SortKey, b: SortKey): boolean {
  return a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
}

function dreamConnections(store: RecordSourceProxy): RecordProxy[] {
  const me = store.getRoot().getLinkedRecord('me');
  if (!me) return [];
  return DREAM_CONNECTION_KEYS.map((key) => ConnectionHandler.getConnection(me, key)).filter(
    (connection): connection is RecordProxy => connection != null,
  );
}

/** Puts (or moves) the dream to its place in every loaded list of dreams. */
export function placeDreamInLists(store: RecordSourceProxy, dreamId: string): void {
  const dream = store.get(dreamId);
  const key = sortKeyOf(dream);
  if (!dream || !key) return;
  for (const connection of dreamConnections(store)) {
    ConnectionHandler.deleteNode(connection, dreamId);
    const edges = connection.getLinkedRecords('edges');
    if (!edges) continue;
    const index = edges.findIndex((edge) => {
      const other = sortKeyOf(edge?.getLinkedRecord('node'));
      return other != null && listedBefore(key, other);
    });
    // Older than everything loaded while more pages exist: it arrives when those pages are read.
    const hasNextPage = connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true;
    if (index === -1 && hasNextPage) continue;
    const edge = ConnectionHandler.createEdge(store, connection, dream, 'DreamEdge');
    const next = [...edges];
    next.splice(index === -1 ? next.length : index, 0, edge);
    connection.setLinkedRecords(next, 'edges');
  }
  invalidateDreamStats(store);
}

/** Takes the dream out of every list and out of the store. */
export function removeDreamFromStore(store: RecordSourceProxy, dreamId: string): void {
  for (const connection of dreamConnections(store)) ConnectionHandler.deleteNode(connection, dreamId);
  if (store.get(dreamId)) store.delete(dreamId);
  invalidateDreamStats(store);
}

/** Counts and top tags change with any dream: read them again when next shown. */
export function invalidateDreamStats(store: RecordSourceProxy): void {
  store.getRoot().getLinkedRecord('me')?.getLinkedRecord('dreamStats')?.invalidateRecord();
}

/**
 * Dreams this tab created whose page has not been asked of the server yet. The page opens from the
 * store (createDreamUpdater left it all there) and still asks the server once, in the background:
 * that answer is what the journal's offline copy keeps (offline/journalCopy.ts).
 */
const justCreated = new Set<number>();

export function markJustCreated(databaseId: number): void {
  justCreated.add(databaseId);
}

/** Whether the dream was created here and its page not yet asked for; asking forgets it. */
export function takeJustCreated(databaseId: number): boolean {
  return justCreated.delete(databaseId);
}
