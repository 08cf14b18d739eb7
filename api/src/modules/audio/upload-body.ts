// The body of POST /api/audio, read as a stream: the data URL is decoded chunk by chunk into a
// temporary file (removed when the request ends, whatever happens), so an upload holds one chunk of
// the body in memory, not the 33 MB string and its 25 MB of bytes that readJsonBody and a whole
// base64 decode held (eight parallel uploads took a server to 901 MB).
//
// The answers are readJsonBody's (http/request.ts), in its order: a Content-Type other than JSON
// (415) and a declared length past the limit (413) before reading; while reading, a body past the
// limit (413); then an absent body, a body sent without Content-Type (415), malformed JSON (400),
// checkJsonValue's refusals (400). A recording past the size limit or whose first bytes are no
// recording stops being written as soon as that is known, but the rest of the body is still read, so
// that the answer is the one the checks give in their order (audio.service.ts), as before.
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { AppError } from '../../graphql/errors.ts';
import type { RequestPolicy } from '../../http/request.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { AUDIO_LIMITS } from '#shared/inputs/audio.inputs.ts';
import { detectAudioFormat } from './audio-format.ts';
import { HEAD_BYTES, recordingInFile, type RecordingBytes } from './recording-bytes.ts';
import { UploadJsonParser } from './upload-json.ts';

/** The bytes detectAudioFormat reads: past them, a file that is not a recording is known to be one. */
const MAGIC_BYTES = 12;

export interface UploadBody {
  /** The members other than the data URL, as the input schema reads them; null when unusable. */
  input: Record<string, unknown> | null;
  /** The data URL's bytes; null when `audioData` is missing or not a base64 data URL. */
  recording: RecordingBytes | null;
}

/** The members uploadAudio reads besides audioData (shared/inputs/audio.inputs.ts). */
const KEPT_MEMBERS = new Set(['duration', 'mimeType', 'transcribeOnly', 'chunks', 'deviceInfo', 'recordedAt']);

/** Same test as readJsonBody's. */
function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql-response+json';
}

/** Decoded bytes, written to the temporary file after each chunk of the body. */
class RecordingWriter {
  size = 0;
  head = Buffer.alloc(0);
  private stopped: boolean;
  private pending: Buffer[] = [];
  private position = 0;
  private restarted = false;

  /** `discard`: count only (a body that will be refused whatever it holds). */
  constructor(private readonly discard: boolean) {
    this.stopped = discard;
  }

  /** A new audio value: a repeated key's earlier bytes are forgotten. */
  restart(): void {
    this.size = 0;
    this.head = Buffer.alloc(0);
    this.pending = [];
    this.stopped = this.discard;
    this.restarted = true;
  }

  push(bytes: Buffer): void {
    this.size += bytes.length;
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, bytes.subarray(0, HEAD_BYTES - this.head.length)]);
    if (this.stopped) return;
    // Too large, or not a recording (the magic bytes of the first chunk, checked once they are all
    // in): refused once the body is read, and nothing more is written meanwhile.
    const magicComplete = this.head.length >= MAGIC_BYTES && this.size - bytes.length < MAGIC_BYTES;
    if (this.size > AUDIO_LIMITS.maxBytes || (magicComplete && !detectAudioFormat(this.head))) {
      this.stopped = true;
      this.pending = [];
      return;
    }
    this.pending.push(bytes);
  }

  async flush(handle: FileHandle): Promise<void> {
    if (this.restarted) {
      this.restarted = false;
      this.position = 0;
      await handle.truncate(0);
    }
    if (this.pending.length === 0) return;
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    await handle.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }

  get complete(): boolean {
    return !this.stopped;
  }
}

/**
 * Hands each chunk of the body to `take`, one at a time (the request is paused while it works: a
 * fast client waits for the disk). Past `maxBytes` it stops, leaving the request paused and open like
 * readBody does, so the 413 reaches the client before the rest is drained (http/responses.ts).
 */
function readChunks(
  req: IncomingMessage,
  maxBytes: number,
  tooLarge: () => AppError,
  take: (chunk: Buffer) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let queue = Promise.resolve();
    let failed = false;
    const stop = () => {
      req.off('data', data);
      req.off('end', end);
      req.off('error', fail);
      req.off('close', closed);
    };
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      stop();
      req.pause();
      reject(error);
    };
    const data = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(tooLarge());
      req.pause();
      queue = queue
        .then(() => take(chunk))
        .then(() => {
          if (!failed) req.resume();
        }, fail);
    };
    const end = () => {
      stop();
      void queue.then(() => {
        if (!failed) resolve();
      }, fail);
    };
    // The client left before the end of its body (an 'error' usually comes first).
    const closed = () => fail(new Error('the request closed before its body was read'));
    req.on('data', data);
    req.once('end', end);
    req.once('error', fail);
    req.once('close', closed);
  });
}

/**
 * Reads the upload's body (at most `policy.maxBodyBytes`) and runs `work` with it; the temporary file
 * is removed when `work` ends.
 */
export async function withUploadBody<T>(
  req: IncomingMessage,
  policy: RequestPolicy,
  locale: Locale,
  work: (body: UploadBody) => Promise<T>,
): Promise<T> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', m.error_body_too_large({}, { locale }));
  const declaredJson = req.headers['content-type'] !== undefined;
  if (declaredJson && !isJson(req)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.error_json_required({}, { locale }));
  if (Number(req.headers['content-length'] ?? 0) > policy.maxBodyBytes) throw tooLarge();

  const folder = await mkdtemp(join(tmpdir(), 'oneiro-audio-'));
  const file = join(folder, 'recording');
  try {
    const handle = await open(file, 'w+');
    const writer = new RecordingWriter(!declaredJson);
    const parser = new UploadJsonParser({
      audioKey: 'audioData',
      keep: KEPT_MEMBERS,
      onAudioStart: () => writer.restart(),
      onAudioBytes: (bytes) => writer.push(bytes),
    });
    try {
      const text = new StringDecoder('utf8');
      await readChunks(req, policy.maxBodyBytes, tooLarge, async (chunk) => {
        parser.write(text.write(chunk));
        await writer.flush(handle);
      });
      parser.write(text.end());
      await writer.flush(handle);
    } finally {
      await handle.close();
    }
    const json = parser.end();
    if (json.syntax === 'empty') return await work({ input: null, recording: null });
    if (!declaredJson) throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.error_json_required({}, { locale }));
    if (json.syntax === 'malformed') throw new AppError('BAD_USER_INPUT', m.error_malformed_json({}, { locale }));
    if (json.problem === 'tooDeep') throw new AppError('BAD_USER_INPUT', m.error_json_too_deep({}, { locale }));
    if (json.problem === 'loneSurrogate') throw new AppError('BAD_USER_INPUT', m.error_lone_surrogate({}, { locale }));
    return await work({
      input: json.oversized ? null : json.fields,
      recording: json.audioValid
        ? recordingInFile(file, { size: writer.size, head: writer.head, complete: writer.complete })
        : null,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
