// What an uploaded recording really is, read from its first bytes: the type a client declares is
// not trusted (a renamed file or a script would pass), and the type decides the Content-Type the
// recording is served with.
export interface AudioFormat {
  mimeType: string;
  extension: string;
}

const WEBM: AudioFormat = { mimeType: 'audio/webm', extension: 'webm' };
const MP4: AudioFormat = { mimeType: 'audio/mp4', extension: 'm4a' };
const OGG: AudioFormat = { mimeType: 'audio/ogg', extension: 'ogg' };
const WAV: AudioFormat = { mimeType: 'audio/wav', extension: 'wav' };
const MP3: AudioFormat = { mimeType: 'audio/mpeg', extension: 'mp3' };

export const AUDIO_FORMATS = [WEBM, MP4, OGG, WAV, MP3] as const;

export function formatOfExtension(extension: string): AudioFormat | undefined {
  return AUDIO_FORMATS.find((format) => format.extension === extension);
}

/** The recording's format from its magic bytes, or null for anything that is not a recording we play. */
export function detectAudioFormat(bytes: Uint8Array): AudioFormat | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  // EBML header: WebM (MediaRecorder's default in Chromium and Firefox).
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return WEBM;
  // ISO base media: an "ftyp" box first (Safari's MediaRecorder, iOS).
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') return MP4;
  if (bytes.length >= 4 && ascii(0, 4) === 'OggS') return OGG;
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return WAV;
  // MP3: an ID3 tag, or straight into an MPEG audio frame sync (11 bits set).
  if (bytes.length >= 3 && ascii(0, 3) === 'ID3') return MP3;
  if (isMpegAudioFrameHeader(bytes)) return MP3;
  return null;
}

/**
 * A whole MPEG audio frame header (4 bytes): the 11-bit sync, then a version, layer, bitrate and
 * sample rate that exist. Two 0xFF 0xE0 bytes alone are not an MP3 (a 2-byte file passed as one).
 */
function isMpegAudioFrameHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[1]! >> 3) & 0b11;
  const layer = (bytes[1]! >> 1) & 0b11;
  const bitrate = bytes[2]! >> 4;
  const sampleRate = (bytes[2]! >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b0000 && bitrate !== 0b1111 && sampleRate !== 0b11;
}
