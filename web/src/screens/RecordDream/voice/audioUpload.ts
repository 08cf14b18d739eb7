// POST /api/audio with the spec's payload: the recording as a data URL and what the browser knows
// about it. A recording kept for a dream answers {audioUrl}; transcribeOnly answers {transcription}.
import { fetchWithOneResend } from '../../../http/resendOnce.ts';
import { getUiLocale } from '../../../i18n/uiLocale.ts';
import type { DeviceKind } from './device.ts';
import type { Recording } from './useVoiceRecorder.ts';

/** What an upload reads of a recording: a stored one (outbox, draft) has no object URL. */
type RecordingBytes = Omit<Recording, 'url'>;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The recording could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** The answer to a streamed transcription: lines of JSON (api/src/modules/audio/audio.http.ts). */
const WORD_STREAM_TYPE = 'application/x-ndjson';

async function postAudio(
  recording: RecordingBytes,
  device: DeviceKind,
  transcribeOnly: boolean,
  onWords?: (delta: string) => void,
): Promise<Record<string, unknown>> {
  const response = await fetchWithOneResend('/api/audio', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': getUiLocale(),
      // The words as they are heard, where the server's model streams them; plain JSON otherwise.
      Accept: onWords ? `${WORD_STREAM_TYPE}, application/json` : 'application/json',
    },
    body: JSON.stringify({
      audioData: await dataUrlOf(recording.blob),
      duration: recording.seconds,
      mimeType: recording.blob.type,
      transcribeOnly,
      chunks: recording.chunks,
      deviceInfo: device === 'desktop' ? 'desktop' : 'mobile',
      recordedAt: recording.recordedAt,
    }),
  });
  if (onWords && response.ok && response.body && response.headers.get('Content-Type')?.startsWith(WORD_STREAM_TYPE))
    return readWordStream(response.body, onWords);
  const text = await response.text();
  // The spec's rule for any non-OK answer: "{status}: {body}".
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Gives each `{"words"}` line to onWords as it arrives; the last line is the answer, or the error
 * that cut the transcription short (thrown as "{code}: {message}").
 */
async function readWordStream(
  body: ReadableStream<Uint8Array>,
  onWords: (delta: string) => void,
): Promise<Record<string, unknown>> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const complete = pending.split('\n');
    pending = done ? '' : (complete.pop() ?? '');
    for (const line of complete) {
      if (!line.trim()) continue;
      const message = JSON.parse(line) as Record<string, unknown>;
      if (typeof message.words === 'string') onWords(message.words);
      else if (message.error && typeof message.error === 'object') {
        const { code, message: reason } = message.error as { code?: unknown; message?: unknown };
        throw new Error(`${String(code)}: ${String(reason)}`);
      } else {
        // The answer is the last line: the stream is done with, so its connection can serve the next request.
        void reader.cancel().catch(() => {});
        return message;
      }
    }
    if (done) throw new Error('The transcription ended before its words were complete.');
  }
}

export async function uploadRecording(recording: RecordingBytes, device: DeviceKind): Promise<string> {
  const { audioUrl } = await postAudio(recording, device, false);
  // An answer without audioUrl counts as a failure (spec section 5).
  if (typeof audioUrl !== 'string' || audioUrl === '') throw new Error('The server kept no recording.');
  return audioUrl;
}

/** The words of a recording; `onWords` is given them piece by piece as the server hears them. */
export async function transcribeRecording(
  recording: Recording,
  device: DeviceKind,
  onWords?: (delta: string) => void,
): Promise<string> {
  const { transcription } = await postAudio(recording, device, true, onWords);
  if (typeof transcription !== 'string') throw new Error('The server sent no transcription.');
  return transcription;
}

/**
 * Whether a failed upload was the server refusing this recording (too long, not audio): the
 * "{status}: {body}" of a 4xx about the recording itself. Anything else (no connection, a proxy's
 * 502, an expired session) may work later, so the recording is kept to send again.
 */
export function isRecordingRefused(error: unknown): boolean {
  const status = /^(\d{3}):/.exec(error instanceof Error ? error.message : '')?.[1];
  return status === '400' || status === '413' || status === '415' || status === '422';
}
