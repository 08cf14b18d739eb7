// Dreams saved while the server could not be reached: kept in this browser (IndexedDB, with the
// recording's bytes) until they are sent. Each keeps the key the form made when the person started
// writing; the server answers a key it already saved with that dream, so a send that is retried after
// a lost answer never makes a copy (dreams.service.ts createDream).
import type { StoredRecording } from '../screens/RecordDream/voice/recordingDraft.ts';
import { runLocal } from './localStore.ts';

/** What the form would have sent: the createDream input without the recording's address. */
export interface OutboxDreamInput {
  title: string;
  content: string;
  tags: string[];
  date?: string;
}

export interface OutboxDream {
  clientKey: string;
  /** The account that wrote it: another account signing in on this device never sends or sees it. */
  userId: string;
  queuedAt: string;
  input: OutboxDreamInput;
  /** The content without markup: what the notice shows and what goes back into the form's draft. */
  text: string;
  recording: StoredRecording | null;
  /** Set once the recording is on the server, so a retried send does not upload it again. */
  audioUrl?: string;
  /** The server's message when it refused the dream (not a lost connection): it stays until dealt with. */
  refusal?: string;
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the outbox changes (in this tab). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

export async function addToOutbox(dream: OutboxDream): Promise<void> {
  await runLocal('outbox', 'readwrite', (store) => store.put(dream, dream.clientKey));
  changed();
}

export async function updateOutboxDream(dream: OutboxDream): Promise<void> {
  await runLocal('outbox', 'readwrite', (store) => store.put(dream, dream.clientKey));
  changed();
}

export async function removeFromOutbox(clientKey: string): Promise<void> {
  await runLocal('outbox', 'readwrite', (store) => store.delete(clientKey));
  changed();
}

function isOutboxDream(value: unknown): value is OutboxDream {
  if (typeof value !== 'object' || value === null) return false;
  const dream = value as Record<string, unknown>;
  return typeof dream.clientKey === 'string' && typeof dream.userId === 'string' && typeof dream.input === 'object';
}

/** This account's waiting dreams, oldest first. Empty where IndexedDB is refused (private mode). */
export async function outboxOf(userId: string): Promise<OutboxDream[]> {
  try {
    const all: unknown[] = await runLocal('outbox', 'readonly', (store) => store.getAll());
    return all
      .filter(isOutboxDream)
      .filter((dream) => dream.userId === userId)
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  } catch {
    return [];
  }
}

/** A fresh idempotency key for a dream being written (letters, digits and -, as the server asks). */
export function newClientKey(): string {
  // randomUUID exists only in secure contexts; a server reached over plain http on a home network
  // still gets 128 random bits as hex.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
