// The new-dream form's draft, kept in this browser's storage as the person types so that a closed
// tab, a reload or a stray tap never loses a dream. One draft per account on this device: another
// account signing in here does not see it.
export interface NewDreamDraft {
  title: string;
  html: string;
  text: string;
  tags: string[];
  /** datetime-local value; only meaningful when dateChanged. */
  date: string;
  dateChanged: boolean;
  /**
   * The dream's idempotency key, made when the form started: every attempt to save it (the form's,
   * the outbox's) sends the same key, so the server keeps one dream however often it is sent.
   */
  clientKey?: string;
}

const keyFor = (userId: string) => `oneiro.newDreamDraft.${userId}`;

/** Nothing a person wrote or chose: no draft to keep. */
export function isBlankDraft(draft: NewDreamDraft): boolean {
  return draft.title.trim() === '' && draft.text.trim() === '' && draft.tags.length === 0 && !draft.dateChanged;
}

function isDraft(value: unknown): value is NewDreamDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === 'string' &&
    typeof draft.html === 'string' &&
    typeof draft.text === 'string' &&
    Array.isArray(draft.tags) &&
    draft.tags.every((tag) => typeof tag === 'string') &&
    typeof draft.date === 'string' &&
    typeof draft.dateChanged === 'boolean' &&
    (draft.clientKey === undefined || typeof draft.clientKey === 'string')
  );
}

export function loadNewDreamDraft(userId: string): NewDreamDraft | null {
  try {
    const stored = localStorage.getItem(keyFor(userId));
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return isDraft(parsed) && !isBlankDraft(parsed) ? parsed : null;
  } catch {
    // Storage refused (private mode) or the value is not ours: there is no draft to restore.
    return null;
  }
}

export function storeNewDreamDraft(userId: string, draft: NewDreamDraft): void {
  try {
    if (isBlankDraft(draft)) localStorage.removeItem(keyFor(userId));
    else localStorage.setItem(keyFor(userId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form itself still holds everything, and leaving it still asks.
  }
}

export function clearNewDreamDraft(userId: string): void {
  try {
    localStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing stored that could be cleared.
  }
}
