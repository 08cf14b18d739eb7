// Uploading a recording (kept for a dream, or only transcribed), and the housekeeping of the files:
// a dream's recording goes with the dream, an account's with the account, and uploads never
// attached to a dream are removed after a day.
import { db } from '../../db/current.ts';
import { AppError, fieldError } from '../../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import type { Transcriber } from '../../providers/transcription/transcriber.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { limited } from '../../limits/rate-limited.ts';
import { detectAudioFormat, type AudioFormat } from './audio-format.ts';
import { measureDuration } from './audio-duration.ts';
import { AudioStore, QuotaExceededError } from './audio-store.ts';
import { AUDIO_LIMITS, audioUploadInput } from '#shared/inputs/audio.inputs.ts';
import { recordingInMemory, type RecordingBytes } from './recording-bytes.ts';
import type { UploadBody } from './upload-body.ts';

export interface AudioServices {
  store: AudioStore;
  /** Uploads at once (per user and in all) and the per-user quota lock (limits/policies.ts). */
  limits: RateLimits;
  /** Null when no transcription provider is configured. */
  transcriber: Transcriber | null;
}

/**
 * Holds one upload slot of the user and one of the deployment (uploadsAtOnce, uploadsAtOnceTotal:
 * limits/policies.ts, counted in Redis across instances when REDIS_URL is set) while `work` runs,
 * taken before the body is read: the uploads being received at once are bounded, per person and in all.
 */
export async function withUploadSlot<T>(limits: RateLimits, userId: number, locale: Locale, work: () => Promise<T>) {
  const lease = await limited(locale, () =>
    limits.hold([
      { policy: 'uploadsAtOnce', key: String(userId) },
      { policy: 'uploadsAtOnceTotal', key: 'all' },
    ]),
  );
  try {
    return await work();
  } finally {
    await lease.release();
  }
}

export type AudioUploadResult = { audioUrl: string } | { transcription: string };

export interface Uploader {
  userId: number;
  /** The language the recording is transcribed in: the user's own. */
  language: string;
  locale: Locale;
}

/** The members of the JSON upload besides the data URL, which upload-body.ts decodes as it streams in. */
const uploadFields = audioUploadInput.omit({ audioData: true });

/** The spec's JSON upload (POST /api/audio): the recording as a data URL, read by withUploadBody. */
export async function uploadAudio(
  body: UploadBody,
  uploader: Uploader,
  services: AudioServices,
  onWords?: (delta: string) => void,
): Promise<AudioUploadResult> {
  const { locale } = uploader;
  const parsed = body.input ? uploadFields.safeParse(body.input) : null;
  if (!parsed?.success || !body.recording || body.recording.size === 0)
    throw fieldError('audioData', m.error_audio_invalid({}, { locale }));
  return keepOrTranscribe(body.recording, { ...parsed.data, onWords }, uploader, services);
}

/**
 * What both uploads (JSON data URL, GraphQL multipart) do with the bytes: check, then keep or
 * transcribe. `fileField` names the bytes in field errors: `audioData` (JSON) or `file` (GraphQL).
 */
export async function keepOrTranscribe(
  received: Uint8Array | RecordingBytes,
  /** onWords: given the words of a transcription as they are heard (where the model streams them). */
  input: { duration: number; transcribeOnly: boolean; onWords?: (delta: string) => void },
  { userId, language, locale }: Uploader,
  { store, transcriber, limits }: AudioServices,
  fileField = 'audioData',
): Promise<AudioUploadResult> {
  const recording = received instanceof Uint8Array ? recordingInMemory(received) : received;
  if (recording.size === 0) throw fieldError(fileField, m.error_audio_invalid({}, { locale }));
  if (recording.size > AUDIO_LIMITS.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', m.error_audio_too_large({}, { locale }));
  if (input.duration > AUDIO_LIMITS.maxSeconds + AUDIO_LIMITS.durationMarginSeconds)
    throw fieldError('duration', m.error_audio_too_long({}, { locale }));
  const format = detectAudioFormat(recording.head);
  if (!format) throw fieldError(fileField, m.error_audio_type({}, { locale }));
  await checkMeasuredDuration(recording, format, input.duration, fileField, locale);

  if (input.transcribeOnly) {
    // Nothing is kept: the words go back to the form, the recording stays in the browser.
    if (!transcriber) throw new AppError('SERVICE_UNAVAILABLE', m.error_transcription_unavailable({}, { locale }));
    const bytes = await recording.all();
    try {
      const transcription = await transcriber.transcribe(
        { bytes, fileName: `recording.${format.extension}`, mimeType: format.mimeType },
        language,
        input.onWords,
      );
      return { transcription };
    } catch {
      throw new AppError('TRANSCRIPTION_FAILED', m.error_transcription_failed({}, { locale }));
    }
  }

  try {
    // One quota check and write per user at a time (on every instance): parallel uploads cannot
    // each see room that only one of them fits in.
    const name = await limited(locale, () =>
      limits.withLock('audioQuotaLock', String(userId), 30_000, () => store.save(userId, recording, format)),
    );
    return { audioUrl: AudioStore.urlOf(name) };
  } catch (error) {
    if (error instanceof QuotaExceededError)
      throw new AppError('PAYLOAD_TOO_LARGE', m.error_audio_quota({}, { locale }));
    throw error;
  }
}

/**
 * The length limit applies to what the file plays, not only to the number sent with it; and that
 * number must match the file, within the recorder's slop (its timer runs from the button, the
 * encoder's last chunk lands a little later): the larger of `durationToleranceSeconds` and
 * `durationToleranceRatio` of the length. Files that do not say their length (MediaRecorder's WebM,
 * fragmented MP4) are taken at their word.
 *
 * A mismatch is refused rather than corrected: the upload keeps no length of its own (the dream's
 * audioDuration comes with createDream, from the same client), so a corrected figure would reach only
 * this answer while the dream showed the client's. And a figure that far off means the file is not
 * the recording the client describes: one cut short or swapped on the way, or a script declaring a
 * length of its choosing. The person hears it at once and records again; an API client learns its
 * figure is wrong instead of storing a length the player contradicts.
 */
async function checkMeasuredDuration(
  recording: RecordingBytes,
  format: AudioFormat,
  declared: number,
  fileField: string,
  locale: Locale,
): Promise<void> {
  const longest = AUDIO_LIMITS.maxSeconds + AUDIO_LIMITS.durationMarginSeconds;
  const measured = await measureDuration(recording, format, longest);
  if (measured === null) return;
  if (measured > longest) throw fieldError(fileField, m.error_audio_too_long({}, { locale }));
  const tolerance = Math.max(AUDIO_LIMITS.durationToleranceSeconds, AUDIO_LIMITS.durationToleranceRatio * measured);
  if (Math.abs(measured - declared) <= tolerance) return;
  const seconds = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  throw fieldError(
    'duration',
    m.error_audio_duration_mismatch(
      { measured: seconds.format(measured), declared: seconds.format(declared) },
      { locale },
    ),
  );
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
