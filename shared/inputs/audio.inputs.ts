// The audio upload of the spec (POST /api/audio): the recording as a data URL and what the browser
// knew about it. Limits in one place, read by the server and the web client's recorder.
import { z } from 'zod';

export const AUDIO_LIMITS = {
  /** The longest recording (the recorder stops itself there). */
  maxSeconds: 180,
  /** What a declared duration may exceed that by: the recorder's timer and its last chunk are not exact. */
  durationMarginSeconds: 5,
  /**
   * How far the declared duration may be from the one read from the file (the server checks it where
   * the format says it): the larger of these seconds and this share of the recording's length.
   */
  durationToleranceSeconds: 2,
  durationToleranceRatio: 0.1,
  maxBytes: 25 * 1024 * 1024,
} as const;

export const audioUploadInput = z.object({
  audioData: z.string().startsWith('data:'),
  duration: z.number().min(0),
  /** Declared by the browser; the stored type comes from the bytes themselves. */
  mimeType: z.string().max(200).optional(),
  transcribeOnly: z.boolean().default(false),
  chunks: z.number().int().min(0).max(100_000).optional(),
  deviceInfo: z.enum(['mobile', 'desktop']).optional(),
  recordedAt: z.string().max(100).optional(),
});

export type AudioUploadInput = z.infer<typeof audioUploadInput>;
