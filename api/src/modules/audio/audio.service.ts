// Uploading a recording (kept for a dream, or only transcribed), and the housekeeping of the files:
// a dream's recording goes with the dream, an account's with the account, and uploads never
// attached to a dream are removed after a day.
import { db } from '../../db/current.ts';
import { AppError, fieldError } from '../../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import type { Transcriber } from '../../providers/transcription/transcriber.ts';
import { detectAudioFormat } from './audio-format.ts';
import { AudioStore, QuotaExceededError } from './audio-store.ts';
import { AUDIO_LIMITS, audioUploadInput } from '#shared/inputs/audio.inputs.ts';
import { decodeDataUrl } from './data-url.ts';

export interface AudioServices {
  store: AudioStore;
  /** Null when no transcription provider is configured. */
  transcriber: Transcriber | null;
}

export type AudioUploadResult = { audioUrl: string } | { transcription: string };

export interface Uploader {
  userId: number;
  /** The language the recording is transcribed in: the user's own. */
  language: string;
  locale: Locale;
}

/** The spec's JSON upload (POST /api/audio): the recording as a data URL. */
export async function uploadAudio(
  rawInput: unknown,
  uploader: Uploader,
  services: AudioServices,
): Promise<AudioUploadResult> {
  const { locale } = uploader;
  const parsed = audioUploadInput.safeParse(rawInput);
  if (!parsed.success) throw fieldError('audioData', m.error_audio_invalid({}, { locale }));
  const bytes = decodeDataUrl(parsed.data.audioData);
  if (!bytes || bytes.length === 0) throw fieldError('audioData', m.error_audio_invalid({}, { locale }));
  return keepOrTranscribe(bytes, parsed.data, uploader, services);
}

/**
 * What both uploads (JSON data URL, GraphQL multipart) do with the bytes: check, then keep or
 * transcribe. `fileField` names the bytes in field errors: `audioData` (JSON) or `file` (GraphQL).
 */
export async function keepOrTranscribe(
  bytes: Uint8Array,
  input: { duration: number; transcribeOnly: boolean },
  { userId, language, locale }: Uploader,
  { store, transcriber }: AudioServices,
  fileField = 'audioData',
): Promise<AudioUploadResult> {
  if (bytes.length === 0) throw fieldError(fileField, m.error_audio_invalid({}, { locale }));
  if (bytes.length > AUDIO_LIMITS.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', m.error_audio_too_large({}, { locale }));
  if (input.duration > AUDIO_LIMITS.maxSeconds + AUDIO_LIMITS.durationMarginSeconds)
    throw fieldError('duration', m.error_audio_too_long({}, { locale }));
  const format = detectAudioFormat(bytes);
  if (!format) throw fieldError(fileField, m.error_audio_type({}, { locale }));

  if (input.transcribeOnly) {
    // Nothing is kept: the words go back to the form, the recording stays in the browser.
    if (!transcriber) throw new AppError('SERVICE_UNAVAILABLE', m.error_transcription_unavailable({}, { locale }));
    try {
      const transcription = await transcriber.transcribe(
        { bytes, fileName: `recording.${format.extension}`, mimeType: format.mimeType },
        language,
      );
      return { transcription };
    } catch {
      throw new AppError('TRANSCRIPTION_FAILED', m.error_transcription_failed({}, { locale }));
    }
  }

  try {
    return { audioUrl: AudioStore.urlOf(await store.save(userId, bytes, format)) };
  } catch (error) {
    if (error instanceof QuotaExceededError)
      throw new AppError('PAYLOAD_TOO_LARGE', m.error_audio_quota({}, { locale }));
    throw error;
  }
}

/**
 * Refuses (field error on `audioUrl`, nothing saved) a recording a dream may not point at: one that
 * is not among the viewer's own uploads (another user's, a deleted one, any other address), or one
 * another of their dreams already has (deleting that dream would delete it).
 */
export async function checkRecordingToAttach(
  store: AudioStore,
  userId: number,
  audioUrl: string,
  locale: Locale,
): Promise<void> {
  const name = AudioStore.nameOf(audioUrl);
  const own = name ? await store.find(userId, name) : null;
  const taken = own ? await db().dreamEntry.findFirst({ where: { userId, audioUrl }, select: { id: true } }) : null;
  if (!own || taken) throw fieldError('audioUrl', m.validation_dream_audio_not_own({}, { locale }));
}

/** After a dream is deleted: its recording, if it was one of ours. */
export async function removeDreamAudio(store: AudioStore, userId: number, audioUrl: string | null): Promise<void> {
  const name = AudioStore.nameOf(audioUrl);
  if (name) await store.remove(userId, name);
}

/** Uploads older than `olderThanMs` that no dream of their owner points at. Returns how many went. */
export async function removeUnattachedAudio(store: AudioStore, olderThanMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const userId of await store.owners()) {
    const old = (await store.list(userId)).filter((file) => now - file.modifiedAt > olderThanMs);
    if (old.length === 0) continue;
    const attached = await db().dreamEntry.findMany({
      where: { userId, audioUrl: { in: old.map((file) => AudioStore.urlOf(file.name)) } },
      select: { audioUrl: true },
    });
    const kept = new Set(attached.map((dream) => dream.audioUrl));
    for (const file of old) {
      if (kept.has(AudioStore.urlOf(file.name))) continue;
      await store.remove(userId, file.name);
      removed += 1;
    }
  }
  return removed;
}
