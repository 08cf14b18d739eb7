// What kind of device records, for the recorder's format and bit rate and for which wording of a
// microphone or transcription error helps (spec sections 8 and 9).
export type DeviceKind = 'ios' | 'mobile' | 'desktop';

export function deviceKind(): DeviceKind {
  const agent = navigator.userAgent;
  // iPadOS presents itself as a Mac; touch points tell them apart.
  if (/iPad|iPhone|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)) return 'ios';
  return /Android|Mobile/i.test(agent) ? 'mobile' : 'desktop';
}

/** The recording format: WebM first, MP4 on phones, MP3 or WAV on desktops; the browser's own otherwise. */
export function recordingMimeType(kind: DeviceKind): string | undefined {
  const candidates =
    kind === 'desktop'
      ? ['audio/webm;codecs=opus', 'audio/webm', 'audio/mpeg', 'audio/wav']
      : ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];
  return candidates.find((type) => MediaRecorder.isTypeSupported(type));
}
