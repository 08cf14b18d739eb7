// Small real recordings of a known length, written byte by byte as each format lays them out: the
// headers a player (and the server's duration check) reads are real, the sound is silence or filler.

/** 8-bit mono PCM: `seconds` of it at `sampleRate` (one byte per sample, so byte rate = sample rate). */
export function wavFile(seconds: number, sampleRate = 8000): Buffer {
  const data = Math.round(seconds * sampleRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28); // byte rate
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data, 0x80)]);
}

/** One MPEG-1 layer III frame: 128 kbit/s, 44.1 kHz, joint stereo, 417 bytes, 1152 samples. */
export const MP3_FRAME_SECONDS = 1152 / 44100;
function mp3Frame(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return frame;
}

/**
 * `frames` frames (each MP3_FRAME_SECONDS). `xingFrames`: a first, silent frame carrying a Xing
 * header that says so many frames, as LAME writes for a VBR file. `id3`: an ID3v2 tag before it.
 */
export function mp3File(frames: number, options: { xingFrames?: number; id3?: boolean } = {}): Buffer {
  const parts: Buffer[] = [];
  if (options.id3) {
    const tag = Buffer.alloc(10 + 300);
    tag.write('ID3', 0, 'latin1');
    tag.set([3, 0, 0, 0, 0, 0x02, 0x2c], 3); // v2.3, no flags, size 300 as a syncsafe integer
    parts.push(tag);
  }
  if (options.xingFrames !== undefined) {
    const info = mp3Frame();
    info.write('Xing', 36, 'latin1'); // after the 4-byte header and 32 bytes of stereo side info
    info.writeUInt32BE(1, 40); // flags: frame count present
    info.writeUInt32BE(options.xingFrames, 44);
    parts.push(info);
  }
  for (let index = 0; index < frames; index++) parts.push(mp3Frame());
  return Buffer.concat(parts);
}

/** An EBML element: its id's bytes, a size (8-byte form when `unknownSize`) and its content. */
function ebml(id: number[], content: Buffer, unknownSize = false): Buffer {
  const size = unknownSize
    ? Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
    : Buffer.from([0x01, 0, 0, 0, 0, 0, 0, 0]);
  if (!unknownSize) size.writeUIntBE(content.length, 2, 6);
  return Buffer.concat([Buffer.from(id), size, content]);
}

/**
 * A WebM laid out as MediaRecorder does (EBML header, a Segment of unknown size, Info, then a
 * Cluster), with Info's Duration (milliseconds at the default TimecodeScale) when `seconds` is given.
 */
export function webmFile(seconds: number | null, filler = 2000): Buffer {
  const scale = Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]); // TimecodeScale 1,000,000 ns
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE((seconds ?? 0) * 1000, 3);
  const info = ebml([0x15, 0x49, 0xa9, 0x66], seconds === null ? scale : Buffer.concat([scale, duration]));
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(filler, 7), true);
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]));
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, cluster]), true)]);
}

/** An Ogg page of one stream: `granule` (-1: no packet ends here), one segment per 255 bytes. */
function oggPage(serial: number, sequence: number, granule: bigint, packet: Buffer, type = 0): Buffer {
  const lacing: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    lacing.push(255);
    left -= 255;
  }
  lacing.push(left);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = type;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  return Buffer.concat([header, Buffer.from(lacing), packet]);
}

/** An Ogg Opus file of `seconds` (48 kHz granules, 312 samples of pre-skip). */
export function oggOpusFile(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48000, 12);
  const serial = 0x51e5;
  return Buffer.concat([
    oggPage(serial, 0, 0n, head, 2),
    oggPage(serial, 1, 0n, Buffer.from('OpusTags\0\0\0\0\0\0\0\0', 'latin1')),
    oggPage(serial, 2, -1n, Buffer.alloc(3000, 1)),
    oggPage(serial, 3, BigInt(Math.round(seconds * 48000) + 312), Buffer.alloc(200, 2), 4),
  ]);
}

function box(type: string, content: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
}

/**
 * An MP4 (M4A) whose movie header says `seconds` (version 0 or 1), its moov after the media data as
 * a recorder that writes it last leaves it; 0 is what a fragmented MP4 (Safari's recorder) says.
 */
export function mp4File(seconds: number, version: 0 | 1 = 0): Buffer {
  const mvhd = Buffer.alloc(version === 1 ? 112 : 100);
  mvhd[0] = version;
  if (version === 1) {
    mvhd.writeUInt32BE(1000, 20);
    mvhd.writeBigUInt64BE(BigInt(Math.round(seconds * 1000)), 24);
  } else {
    mvhd.writeUInt32BE(1000, 12);
    mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  }
  const ftyp = box('ftyp', Buffer.from('M4A \0\0\0\0M4A isom', 'latin1'));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(1500, 3)), box('moov', box('mvhd', mvhd))]);
}
