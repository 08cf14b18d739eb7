// Sends the outbox: when the app starts, when the browser says the network is back, and every half
// minute while something waits (the network can be up while the server is not). One send at a time
// per tab; the server's idempotency key makes a second tab's send of the same dream harmless.
import { commitMutation, type Environment } from 'relay-runtime';
import type { useCreateDreamMutation as CreateDreamMutation } from '../__generated__/useCreateDreamMutation.graphql.ts';
import { ApiRequestError } from '../http/ApiRequestError.ts';
import { createDreamMutation, createDreamUpdater } from '../mutations/useCreateDreamMutation.ts';
import { isRecordingRefused, uploadRecording } from '../screens/RecordDream/voice/audioUpload.ts';
import { deviceKind } from '../screens/RecordDream/voice/device.ts';
import { outboxOf, removeFromOutbox, updateOutboxDream, type OutboxDream } from './outbox.ts';

/** A refusal that sending again cannot change (the dream's own content), as opposed to "not now". */
function isRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === 'BAD_USER_INPUT';
}

function commitCreate(environment: Environment, dream: OutboxDream): Promise<number> {
  return new Promise((resolve, reject) => {
    commitMutation<CreateDreamMutation>(environment, {
      mutation: createDreamMutation,
      variables: {
        input: {
          ...dream.input,
          clientKey: dream.clientKey,
          ...(dream.audioUrl && dream.recording
            ? { audioUrl: dream.audioUrl, audioDuration: dream.recording.seconds, hasAudio: true }
            : {}),
        },
      },
      updater: createDreamUpdater,
      onCompleted: (response, errors) => {
        if (errors?.length) reject(new ApiRequestError(errors[0]!.message, null, {}));
        else resolve(response.createDream.dream.databaseId);
      },
      onError: reject,
    });
  });
}

/**
 * Sends one dream: its recording first (once), then the dream. False when the server refused the
 * dream (it stays, marked); throws when it should be tried later.
 */
async function sendOne(environment: Environment, dream: OutboxDream): Promise<boolean> {
  let current = dream;
  if (current.recording && !current.audioUrl) {
    try {
      current = { ...current, audioUrl: await uploadRecording(current.recording, deviceKind()) };
      await updateOutboxDream(current);
    } catch (error) {
      if (!isRecordingRefused(error)) throw error;
      // As when saving online: the words matter more than a recording the server will not take.
      current = { ...current, recording: null };
    }
  }
  try {
    await commitCreate(environment, current);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // The uploaded recording waited so long that the server let it go: upload it again.
    if (error.fieldErrors.audioUrl && current.recording && current.audioUrl) {
      const withoutUpload = { ...current, audioUrl: undefined };
      await updateOutboxDream(withoutUpload);
      return sendOne(environment, withoutUpload);
    }
    await updateOutboxDream({ ...current, refusal: error.message });
    return false;
  }
  await removeFromOutbox(current.clientKey);
  return true;
}

export interface OutboxSendResult {
  sent: number;
}

let sending: Promise<OutboxSendResult> | null = null;

/** Sends what waits for this account, oldest first; stops at the first dream that cannot go yet. */
export function sendOutbox(environment: Environment, userId: string): Promise<OutboxSendResult> {
  sending ??= (async () => {
    let sent = 0;
    const waiting = (await outboxOf(userId)).filter((dream) => dream.refusal === undefined);
    for (const dream of waiting) {
      try {
        if (await sendOne(environment, dream)) sent += 1;
      } catch {
        break;
      }
    }
    return { sent };
  })().finally(() => {
    sending = null;
  });
  return sending;
}
