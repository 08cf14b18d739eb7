// The browser's own database for what must outlive a closed tab: the new-dream form's recording,
// the outbox of dreams saved without a network, and the copy of the journal read offline. Raw IndexedDB (no wrapper library): two stores, a
// handful of calls. Each call opens and closes the database, so a newer version in another tab can
// upgrade it at any time.
const DATABASE = 'oneiro-drafts';
// 1: recordings. 2: outbox. 3: journal. 4: the journal's savedAt index (its oldest answers go first).
const VERSION = 4;

export type LocalStoreName = 'recordings' | 'outbox' | 'journal';

function openLocalDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      for (const name of ['recordings', 'outbox', 'journal'] satisfies LocalStoreName[]) {
        if (!database.objectStoreNames.contains(name)) database.createObjectStore(name);
      }
      const journal = request.transaction!.objectStore('journal');
      if (!journal.indexNames.contains('savedAt')) journal.createIndex('savedAt', 'savedAt');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

/** One request on one store, in its own transaction; resolves once the transaction has committed. */
export async function runLocal<T>(
  storeName: LocalStoreName,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openLocalDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB request failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}
