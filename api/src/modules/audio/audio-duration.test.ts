// The length read from the file, per format, on small real files written by the test (audio-files.ts):
// what the header or frames say, and null where the format does not say (MediaRecorder's WebM,
// fragmented MP4), so that such uploads are taken at their word.
import { describe, expect, it } from 'vitest';
import { mp3File, MP3_FRAME_SECONDS, mp4File, oggOpusFile, wavFile, webmFile } from '#api-test/audio-files.ts';
import { webm } from '#api-test/audio-upload.ts';
import { detectAudioFormat } from './audio-format.ts';
import { measureDuration } from './audio-duration.ts';
import { recordingInMemory } from './recording-bytes.ts';

async function measured(bytes: Buffer, atMost?: number): Promise<number | null> {
  const format = detectAudioFormat(bytes);
  if (!format) throw new Error('not a recording');
  return measureDuration(recordingInMemory(bytes), format, atMost);
}

describe('measureDuration', () => {
  it('reads a WAV from its header: data length over byte rate, clipped to what the file holds', async () => {
    expect(await measured(wavFile(12.5))).toBeCloseTo(12.5, 3);
    // A header claiming more data than the file has: what is there plays.
    const cut = wavFile(10).subarray(0, 44 + 8000 * 4);
    expect(await measured(cut)).toBeCloseTo(4, 3);
    // A streaming writer's placeholder length (0xFFFFFFFF): the rest of the file.
    const streamed = wavFile(3);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(await measured(streamed)).toBeCloseTo(3, 3);
    // No fmt chunk with a byte rate: unmeasured.
    const noFormat = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(40)]);
    expect(await measured(noFormat)).toBeNull();
  });

  it('reads an MP3 from its frames, or from the Xing count, past an ID3 tag', async () => {
    expect(await measured(mp3File(383))).toBeCloseTo(383 * MP3_FRAME_SECONDS, 6);
    expect(await measured(mp3File(100, { id3: true }))).toBeCloseTo(100 * MP3_FRAME_SECONDS, 6);
    // The encoder's count wins over walking (a VBR file's frames differ in length).
    expect(await measured(mp3File(10, { xingFrames: 6890 }))).toBeCloseTo(6890 * MP3_FRAME_SECONDS, 6);
    // Trailing bytes that are not a frame (an ID3v1 tag) end the walk.
    expect(await measured(Buffer.concat([mp3File(50), Buffer.from('TAG'), Buffer.alloc(125)]))).toBeCloseTo(
      50 * MP3_FRAME_SECONDS,
      6,
    );
    // The walk stops once past the longest length that matters.
    const long = (await measured(mp3File(10_000), 60))!;
    expect(long).toBeGreaterThan(60);
    expect(long).toBeLessThan(61);
  });

  it('reads a WebM from its Duration, and leaves MediaRecorder’s (no Duration) unmeasured', async () => {
    expect(await measured(webmFile(42.25))).toBeCloseTo(42.25, 6);
    expect(await measured(webmFile(null))).toBeNull();
    // The tests' filler WebM (EBML magic, then counting bytes) is no Segment at all.
    expect(await measured(webm(5000))).toBeNull();
  });

  it('reads an Ogg Opus from its last page’s granule position', async () => {
    expect(await measured(oggOpusFile(95.5))).toBeCloseTo(95.5, 6);
  });

  it('reads an MP4 from its movie header (versions 0 and 1), and leaves a fragmented one (0) unmeasured', async () => {
    expect(await measured(mp4File(61.5))).toBeCloseTo(61.5, 6);
    expect(await measured(mp4File(7.25, 1))).toBeCloseTo(7.25, 6);
    expect(await measured(mp4File(0))).toBeNull();
  });
});
