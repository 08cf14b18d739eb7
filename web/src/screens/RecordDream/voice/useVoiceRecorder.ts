// The recording states of the spec: idle -> recording (stops on Stop or by itself at 180 s) ->
// recorded; Delete goes back to idle. The timer shows every 100 ms, the recorder hands over a chunk
// every second, and a level meter shows that the microphone hears something.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_LIMITS } from '#shared/inputs/audio.inputs.ts';
import { deviceKind, recordingMimeType, type DeviceKind } from './device.ts';

const TIMER_MS = 100;
const CHUNK_MS = 1000;
const BITS_PER_SECOND = 32_000;
const LARGE_RECORDING_BYTES = 10 * 1024 * 1024;

export interface Recording {
  blob: Blob;
  url: string;
  seconds: number;
  chunks: number;
  recordedAt: string;
}

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; elapsedMs: number; level: number }
  | { status: 'recorded'; recording: Recording };

export function useVoiceRecorder({ onMicrophoneError }: { onMicrophoneError: (kind: DeviceKind) => void }) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const session = useRef<{ stop: () => void; release: () => void } | null>(null);
  const recordingUrl = useRef<string | null>(null);

  /** Records until Stop or the time limit; resolves with the recording then (null: no microphone). */
  const start = useCallback(async (): Promise<Recording | null> => {
    const kind = deviceKind();
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      onMicrophoneError(kind);
      return null;
    }
    const mimeType = recordingMimeType(kind);
    // iOS records best with its own defaults (spec: "iOS uses defaults").
    const recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      ...(kind === 'ios' ? {} : { audioBitsPerSecond: BITS_PER_SECOND }),
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };

    const audioContext = new AudioContext();
    const analyser = audioContext.createAnalyser();
    analyser.fftSize = 512;
    audioContext.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const levelNow = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // RMS of speech sits around 0.02-0.2: scaled so a normal voice fills most of the meter.
      return Math.min(1, Math.sqrt(sum / samples.length) * 5);
    };

    const startedAt = Date.now();
    const recordedAt = new Date(startedAt).toISOString();
    const release = () => {
      clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      void audioContext.close();
    };
    const stop = () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
    const timer = setInterval(() => {
      const elapsedMs = Date.now() - startedAt;
      if (elapsedMs >= AUDIO_LIMITS.maxSeconds * 1000) {
        stop();
        return;
      }
      setState({ status: 'recording', elapsedMs, level: levelNow() });
    }, TIMER_MS);

    let resolveRecorded: (recording: Recording) => void = () => {};
    const recorded = new Promise<Recording>((resolve) => {
      resolveRecorded = resolve;
    });
    recorder.onstop = () => {
      release();
      session.current = null;
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      if (blob.size > LARGE_RECORDING_BYTES)
        console.warn(`Large recording: ${(blob.size / 1024 / 1024).toFixed(1)} MB`);
      const url = URL.createObjectURL(blob);
      recordingUrl.current = url;
      const recording: Recording = {
        blob,
        url,
        seconds: Math.min(AUDIO_LIMITS.maxSeconds, (Date.now() - startedAt) / 1000),
        chunks: chunks.length,
        recordedAt,
      };
      setState({ status: 'recorded', recording });
      resolveRecorded(recording);
    };
    session.current = { stop, release };
    recorder.start(CHUNK_MS);
    setState({ status: 'recording', elapsedMs: 0, level: 0 });
    return recorded;
  }, [onMicrophoneError]);

  const stop = useCallback(() => session.current?.stop(), []);

  /** Shows a recording kept from an earlier visit (the draft), as if just recorded. */
  const restore = useCallback((stored: Omit<Recording, 'url'>) => {
    // A recording made in the meantime (the draft loads asynchronously) wins.
    if (session.current || recordingUrl.current) return;
    const url = URL.createObjectURL(stored.blob);
    recordingUrl.current = url;
    setState({ status: 'recorded', recording: { ...stored, url } });
  }, []);

  const discard = useCallback(() => {
    if (recordingUrl.current) URL.revokeObjectURL(recordingUrl.current);
    recordingUrl.current = null;
    setState({ status: 'idle' });
  }, []);

  // Leaving the page mid-recording frees the microphone.
  useEffect(
    () => () => {
      session.current?.release();
      if (recordingUrl.current) URL.revokeObjectURL(recordingUrl.current);
    },
    [],
  );

  return { state, start, stop, discard, restore };
}
