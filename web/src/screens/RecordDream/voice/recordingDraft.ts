// The new-dream draft's recording, kept in IndexedDB (localStorage holds only text) so that a
// spoken dream survives a closed tab or a reload like a typed one. One per account on this device.
import { runLocal } from '../../../offline/localStore.ts';
import type { Recording } from './useVoiceRecorder.ts';

export type StoredRecording = Omit<Recording, 'url'>;

// The recordings store is keyed by the account's id.
const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
  runLocal('recordings', mode, work);

function isStoredRecording(value: unknown): value is StoredRecording {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Record<string, unknown>;
  return (
    stored.blob instanceof Blob &&
    typeof stored.seconds === 'number' &&
    typeof stored.chunks === 'number' &&
    typeof stored.recordedAt === 'string'
  );
}

export async function loadRecordingDraft(userId: string): Promise<StoredRecording | null> {
  try {
    const value: unknown = await run('readonly', (store) => store.get(userId));
    return isStoredRecording(value) ? value : null;
  } catch {
    // No IndexedDB here (private mode): there is simply no stored recording.
    return null;
  }
}

export async function storeRecordingDraft(userId: string, { blob, seconds, chunks, recordedAt }: Recording) {
  try {
    await run('readwrite', (store) => store.put({ blob, seconds, chunks, recordedAt }, userId));
  } catch {
    // Storage refused: the recording is still on the page, and leaving it still asks.
  }
}

export async function clearRecordingDraft(userId: string): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(userId));
  } catch {
    // Nothing stored that could be cleared.
  }
}
