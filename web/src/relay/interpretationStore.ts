// How the store follows a dream's interpretations without refetching the dream: an interpretation
// that was just generated (the progress subscription's DONE event) or saved (your own take) is put
// into the dream's `interpretations` list, replacing the one of the same type. Idempotent, so the
// same interpretation arriving twice changes nothing.
import type { RecordSourceProxy } from 'relay-runtime';
import { byTabOrder } from '#shared/inputs/interpretations.inputs.ts';

export function putInterpretationOnDream(store: RecordSourceProxy, dreamId: string, interpretationId: string): void {
  const dream = store.get(dreamId);
  const interpretation = store.get(interpretationId);
  if (!dream || !interpretation) return;
  const current = dream.getLinkedRecords('interpretations');
  // Not read yet: whoever shows the list next asks the server for it.
  if (!current) return;
  const type = interpretation.getValue('type');
  const next = current.filter(
    (record) => record != null && record.getDataID() !== interpretationId && record.getValue('type') !== type,
  );
  next.push(interpretation);
  // The server's order (tabs), so the list reads the same as after a reload.
  next.sort((a, b) => byTabOrder({ type: a?.getValue('type') }, { type: b?.getValue('type') }));
  dream.setLinkedRecords(next, 'interpretations');
}
