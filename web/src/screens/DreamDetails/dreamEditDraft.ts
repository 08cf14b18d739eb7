// Unsaved edits of a saved dream, kept in this browser's storage as the person types (like the
// new-dream form's draft) so that a reload, a closed tab or a save that failed for want of a network
// never loses them. Each holds the version it started from: saved later, an edit of a dream that
// changed elsewhere meanwhile is a conflict, never a silent overwrite. Per account and dream.
export interface DreamEditDraft {
  /** null: the field was not edited. */
  title: string | null;
  content: { html: string; text: string } | null;
  tags: string[] | null;
  /** The dream's updatedAt when the edits began (UpdateDreamInput.baseUpdatedAt). */
  base: string;
}

const keyFor = (userId: string, dreamId: string) => `oneiro.dreamEdit.${userId}.${dreamId}`;

function isEditDraft(value: unknown): value is DreamEditDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  const content = draft.content as Record<string, unknown> | null | undefined;
  return (
    (draft.title === null || typeof draft.title === 'string') &&
    (content === null ||
      (typeof content === 'object' && typeof content.html === 'string' && typeof content.text === 'string')) &&
    (draft.tags === null || (Array.isArray(draft.tags) && draft.tags.every((tag) => typeof tag === 'string'))) &&
    typeof draft.base === 'string' &&
    (draft.title !== null || content !== null || draft.tags !== null)
  );
}

export function loadDreamEditDraft(userId: string, dreamId: string): DreamEditDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(userId, dreamId)) ?? 'null');
    return isEditDraft(parsed) ? parsed : null;
  } catch {
    // Storage refused (private mode) or the value is not ours: nothing to restore.
    return null;
  }
}

/** Keeps `draft`, or forgets the stored one when there is nothing unsaved (null). */
export function storeDreamEditDraft(userId: string, dreamId: string, draft: DreamEditDraft | null): void {
  try {
    if (draft) localStorage.setItem(keyFor(userId, dreamId), JSON.stringify(draft));
    else localStorage.removeItem(keyFor(userId, dreamId));
  } catch {
    // Storage full or refused: the page still holds the edits, and leaving it still asks.
  }
}
