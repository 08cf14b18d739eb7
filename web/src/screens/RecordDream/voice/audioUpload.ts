// POST /api/audio with the spec's payload: the recording as a data URL and what the browser knows
// about it. A recording kept for a dream answers {audioUrl}; transcribeOnly answers {transcription}.
import { getUiLocale } from '../../../i18n/uiLocale.ts';
import type { Recording } from './useVoiceRecorder.ts';
import type { DeviceKind } from './device.ts';

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The recording could not be read.'));
    reader.readAsDataURL(blob);
  });
}

async function postAudio(
  recording: Recording,
  device: DeviceKind,
  transcribeOnly: boolean,
): Promise<Record<string, unknown>> {
  const response = await fetch('/api/audio', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': getUiLocale() },
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
  const text = await response.text();
  // The spec's rule for any non-OK answer: "{status}: {body}".
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function uploadRecording(recording: Recording, device: DeviceKind): Promise<string> {
  const { audioUrl } = await postAudio(recording, device, false);
  // An answer without audioUrl counts as a failure (spec section 5).
  if (typeof audioUrl !== 'string' || audioUrl === '') throw new Error('The server kept no recording.');
  return audioUrl;
}

export async function transcribeRecording(recording: Recording, device: DeviceKind): Promise<string> {
  const { transcription } = await postAudio(recording, device, true);
  if (typeof transcription !== 'string') throw new Error('The server sent no transcription.');
  return transcription;
}
