// A received recording, wherever its bytes are: in memory (a GraphQL multipart upload, read by
// audio.graphql.ts) or in a temporary file (the JSON upload's data URL, decoded as it streams in:
// upload-body.ts). The checks read only what they need: the first bytes for the type, a few headers
// for the length (audio-duration.ts); the whole recording is read only to transcribe it.
import { open, readFile } from 'node:fs/promises';

/** Enough of the start for detectAudioFormat (12 bytes) and the first headers. */
export const HEAD_BYTES = 64;

export interface RecordingBytes {
  readonly size: number;
  /** The first HEAD_BYTES bytes (all of them when the recording is shorter). */
  readonly head: Uint8Array;
  /** Up to `length` bytes from `start` (fewer at the end). */
  read(start: number, length: number): Promise<Uint8Array>;
  /** Every byte (transcription sends the recording whole). */
  all(): Promise<Uint8Array>;
  /** The file holding the bytes, when they are in one: storage copies it rather than loading it. */
  readonly file?: string;
}

export function recordingInMemory(bytes: Uint8Array): RecordingBytes {
  return {
    size: bytes.length,
    head: bytes.subarray(0, HEAD_BYTES),
    read: async (start, length) => bytes.subarray(start, start + length),
    all: async () => bytes,
  };
}

/**
 * The bytes written to `file`. `complete` is false when the writer stopped early (too large, or not
 * a recording): `size` and `head` still tell the checks so, which refuse it before anything is read.
 */
export function recordingInFile(
  file: string,
  { size, head, complete }: { size: number; head: Uint8Array; complete: boolean },
): RecordingBytes {
  const whole = () => {
    if (!complete) throw new Error('the recording was not written whole');
  };
  return {
    size,
    head,
    file,
    read: async (start, length) => {
      whole();
      const handle = await open(file, 'r');
      try {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - start)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    all: async () => {
      whole();
      return readFile(file);
    },
  };
}
