// How long a recording really plays, read from the file where its format says so cheaply: WAV from
// its header, MP3 from its frames (or the Xing/VBRI count an encoder wrote), WebM from the Segment's
// Duration, Ogg (Opus, Vorbis) from the last page's granule position, MP4 from the movie header.
// null when the file does not say: MediaRecorder's WebM carries no Duration (it is written while
// recording), Safari's fragmented MP4 has 0 in its movie header, and an Ogg of another codec, an
// MP3 without frames or a WAV without a data chunk is left unmeasured rather than guessed.
//
// Every reader looks at a bounded number of headers: a file made to look endless ends the search.
import type { AudioFormat } from './audio-format.ts';

export interface RandomAccessBytes {
  readonly size: number;
  read(start: number, length: number): Promise<Uint8Array>;
}

/** Reads the file through a window of WINDOW bytes, so a walk over headers costs few reads. */
const WINDOW = 64 * 1024;
/** The most headers (chunks, boxes, elements) one reader looks at. */
const MAX_HEADERS = 10_000;

class Bytes {
  private windowStart = 0;
  private window = Buffer.alloc(0);

  constructor(private readonly source: RandomAccessBytes) {}

  get size(): number {
    return this.source.size;
  }

  /** `length` bytes at `start` (at most WINDOW), or null past the end of the file. */
  async at(start: number, length: number): Promise<Buffer | null> {
    if (start < 0 || start + length > this.size) return null;
    if (start < this.windowStart || start + length > this.windowStart + this.window.length) {
      this.windowStart = start;
      this.window = Buffer.from(await this.source.read(start, Math.max(WINDOW, length)));
    }
    const offset = start - this.windowStart;
    return this.window.subarray(offset, offset + length);
  }

  async ascii(start: number, length: number): Promise<string | null> {
    return (await this.at(start, length))?.toString('latin1') ?? null;
  }
}

/**
 * Seconds of sound in the recording, or null when its format does not tell cheaply. A walk over
 * frames stops once past `atMost` seconds: the answer is then only "longer than that".
 */
export async function measureDuration(
  source: RandomAccessBytes,
  format: AudioFormat,
  atMost = Number.POSITIVE_INFINITY,
): Promise<number | null> {
  const bytes = new Bytes(source);
  const seconds = await READERS[format.extension]?.(bytes, atMost);
  return seconds !== undefined && seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

const READERS: Record<string, (bytes: Bytes, atMost: number) => Promise<number | null>> = {
  wav: wavSeconds,
  mp3: mp3Seconds,
  webm: webmSeconds,
  ogg: oggSeconds,
  m4a: mp4Seconds,
};

/** RIFF chunks: the byte rate of `fmt `, the length of `data` (or what the file holds of it). */
async function wavSeconds(bytes: Bytes): Promise<number | null> {
  let byteRate = 0;
  let position = 12;
  for (let count = 0; count < MAX_HEADERS; count++) {
    const header = await bytes.at(position, 8);
    if (!header) return null;
    const id = header.toString('latin1', 0, 4);
    const length = header.readUInt32LE(4);
    if (id === 'fmt ' && length >= 16) byteRate = (await bytes.at(position + 8, 16))?.readUInt32LE(8) ?? 0;
    if (id === 'data') {
      if (byteRate === 0) return null;
      const available = bytes.size - (position + 8);
      // Recorders that stream a WAV write 0 or 0xFFFFFFFF before they know the length.
      const data = length === 0 || length === 0xffffffff ? available : Math.min(length, available);
      return data / byteRate;
    }
    position += 8 + length + (length % 2);
  }
  return null;
}

// MPEG audio: bit rates (kbit/s) by [MPEG-1 or not][layer 1-3][index], sample rates by version.
const BITRATES = {
  v1: [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  v2: [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
const SAMPLE_RATES: Record<number, number[]> = {
  0b11: [44100, 48000, 32000],
  0b10: [22050, 24000, 16000],
  0b00: [11025, 12000, 8000],
};

interface MpegFrame {
  length: number;
  samples: number;
  sampleRate: number;
  mpeg1: boolean;
  mono: boolean;
}

/** The frame whose 4-byte header this is, or null (free-format bit rates are not measured). */
function mpegFrame(header: Uint8Array): MpegFrame | null {
  if (header.length < 4 || header[0] !== 0xff || (header[1]! & 0xe0) !== 0xe0) return null;
  const version = (header[1]! >> 3) & 0b11;
  const layer = 4 - ((header[1]! >> 1) & 0b11); // 1, 2 or 3 (4: reserved)
  const bitrateIndex = header[2]! >> 4;
  const rateIndex = (header[2]! >> 2) & 0b11;
  if (version === 0b01 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 0b11;
  const bitrate = (mpeg1 ? BITRATES.v1 : BITRATES.v2)[layer - 1]![bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (header[2]! >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && !mpeg1 ? 576 : 1152;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor((samples / 8) * (bitrate / sampleRate)) + padding;
  return { length, samples, sampleRate, mpeg1, mono: header[3]! >> 6 === 0b11 };
}

/**
 * An ID3v2 tag skipped, then the encoder's frame count (Xing/Info or VBRI in the first frame) when
 * there is one, otherwise every frame header walked to the first thing that is not a frame (an ID3v1
 * tag, the end). What a player plays is the frames, so that is what counts.
 */
async function mp3Seconds(bytes: Bytes, atMost: number): Promise<number | null> {
  let position = 0;
  const id3 = await bytes.at(0, 10);
  if (id3?.toString('latin1', 0, 3) === 'ID3') {
    const tagSize = ((id3[6]! & 0x7f) << 21) | ((id3[7]! & 0x7f) << 14) | ((id3[8]! & 0x7f) << 7) | (id3[9]! & 0x7f);
    position = 10 + tagSize + (id3[5]! & 0x10 ? 10 : 0);
  }
  const firstHeader = await bytes.at(position, 4);
  const first = firstHeader && mpegFrame(firstHeader);
  if (!first) return null;

  const sideInfo = first.mpeg1 ? (first.mono ? 17 : 32) : first.mono ? 9 : 17;
  const xing = await bytes.at(position + 4 + sideInfo, 12);
  const xingTag = xing?.toString('latin1', 0, 4);
  if (xing && (xingTag === 'Xing' || xingTag === 'Info') && xing.readUInt32BE(4) & 1) {
    return (xing.readUInt32BE(8) * first.samples) / first.sampleRate;
  }
  const vbri = await bytes.at(position + 36, 18);
  if (vbri?.toString('latin1', 0, 4) === 'VBRI') return (vbri.readUInt32BE(14) * first.samples) / first.sampleRate;

  let seconds = 0;
  for (let frame: MpegFrame | null = first; frame && seconds <= atMost;) {
    seconds += frame.samples / frame.sampleRate;
    position += frame.length;
    const header = await bytes.at(position, 4);
    frame = header && mpegFrame(header);
  }
  return seconds;
}

/** An EBML variable-length integer at `position`: its value and length (marker bit removed for sizes). */
async function ebmlNumber(
  bytes: Bytes,
  position: number,
  keepMarker: boolean,
): Promise<{ value: number; length: number; unknown: boolean } | null> {
  const first = (await bytes.at(position, 1))?.[0];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1 for 0b1xxxxxxx ... 8 for 0b00000001
  const raw = await bytes.at(position, length);
  if (!raw) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    value = value * 256 + raw[index]!;
    allOnes &&= raw[index] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** The Segment's Info: Duration (a float, in TimecodeScale units of nanoseconds, 1 ms by default). */
async function webmSeconds(bytes: Bytes): Promise<number | null> {
  const element = async (position: number) => {
    const id = await ebmlNumber(bytes, position, true);
    const size = id && (await ebmlNumber(bytes, position + id.length, false));
    return id && size ? { id: id.value, size, data: position + id.length + size.length } : null;
  };
  const header = await element(0);
  if (header?.id !== EBML_HEADER || header.size.unknown) return null;
  const segment = await element(header.data + header.size.value);
  if (segment?.id !== SEGMENT) return null;
  let position = segment.data;
  for (let count = 0; count < MAX_HEADERS; count++) {
    const child = await element(position);
    if (!child || child.id === CLUSTER) return null;
    if (child.id === INFO) return infoSeconds(bytes, child.data, child.data + child.size.value, element);
    if (child.size.unknown) return null;
    position = child.data + child.size.value;
  }
  return null;
}

async function infoSeconds(
  bytes: Bytes,
  start: number,
  end: number,
  element: (position: number) => Promise<{ id: number; size: { value: number }; data: number } | null>,
): Promise<number | null> {
  let scale = 1_000_000;
  let duration: number | null = null;
  for (let position = start, count = 0; position < end && count < MAX_HEADERS; count++) {
    const child = await element(position);
    if (!child) return null;
    const length = child.size.value;
    if (child.id === TIMECODE_SCALE && length >= 1 && length <= 6)
      scale = (await bytes.at(child.data, length))?.readUIntBE(0, length) ?? scale;
    if (child.id === DURATION && (length === 4 || length === 8)) {
      const value = await bytes.at(child.data, length);
      if (value) duration = length === 8 ? value.readDoubleBE(0) : value.readFloatBE(0);
    }
    position = child.data + child.size.value;
  }
  return duration === null ? null : (duration * scale) / 1e9;
}

/** An Ogg page can be at most this long (header, 255 lacing values, 255 segments of 255). */
const OGG_MAX_PAGE = 27 + 255 + 255 * 255;

/**
 * Opus (always 48 kHz granules, less the pre-skip) or Vorbis (its sample rate), from the first
 * page's identification header; the length is the granule position of the stream's last page.
 */
async function oggSeconds(bytes: Bytes): Promise<number | null> {
  const first = await bytes.at(0, 27);
  if (!first || first.toString('latin1', 0, 4) !== 'OggS') return null;
  const serial = first.readUInt32LE(14);
  const packet = await bytes.at(27 + first[26]!, 19);
  if (!packet) return null;
  let rate: number;
  let preSkip = 0;
  if (packet.toString('latin1', 0, 8) === 'OpusHead') {
    rate = 48000;
    preSkip = packet.readUInt16LE(10);
  } else if (packet.toString('latin1', 0, 7) === '\x01vorbis') {
    rate = packet.readUInt32LE(12);
  } else {
    return null;
  }
  if (rate === 0) return null;
  const tailStart = Math.max(0, bytes.size - OGG_MAX_PAGE - 27);
  const tail = await bytes.at(tailStart, bytes.size - tailStart);
  if (!tail) return null;
  // From the end: the last page of this stream that ends a packet (granule -1 ends none).
  let index = tail.lastIndexOf('OggS');
  while (index >= 0) {
    if (index + 27 <= tail.length && tail[index + 4] === 0 && tail.readUInt32LE(index + 14) === serial) {
      const granule = tail.readBigInt64LE(index + 6);
      if (granule >= 0n) return Math.max(0, Number(granule) - preSkip) / rate;
    }
    index = index === 0 ? -1 : tail.lastIndexOf('OggS', index - 1);
  }
  return null;
}

/** The movie header (moov/mvhd): duration in timescale units; 0 (fragmented, still recording) says nothing. */
async function mp4Seconds(bytes: Bytes): Promise<number | null> {
  const box = async (position: number, end: number) => {
    const header = await bytes.at(position, 8);
    if (!header) return null;
    let size = header.readUInt32BE(0);
    let data = position + 8;
    if (size === 1) {
      size = Number((await bytes.at(position + 8, 8))?.readBigUInt64BE(0) ?? 0);
      data += 8;
    } else if (size === 0) {
      size = end - position;
    }
    if (size < data - position || position + size > end) return null;
    return { type: header.toString('latin1', 4, 8), data, end: position + size };
  };
  const find = async (type: string, start: number, end: number) => {
    for (let position = start, count = 0; position < end && count < MAX_HEADERS; count++) {
      const found = await box(position, end);
      if (!found) return null;
      if (found.type === type) return found;
      position = found.end;
    }
    return null;
  };
  const moov = await find('moov', 0, bytes.size);
  const mvhd = moov && (await find('mvhd', moov.data, moov.end));
  if (!mvhd) return null;
  const body = await bytes.at(mvhd.data, 32);
  if (!body) return null;
  const [timescale, duration] =
    body[0] === 1
      ? [body.readUInt32BE(20), Number(body.readBigUInt64BE(24))]
      : [body.readUInt32BE(12), body.readUInt32BE(16)];
  if (timescale === 0 || duration === 0 || (body[0] === 0 && duration === 0xffffffff)) return null;
  return duration / timescale;
}
