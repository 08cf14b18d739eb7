// Speech to text through the `openai` package's audio transcription call. It has its own settings
// (TRANSCRIPTION_*), apart from the interpreter's, so a local Whisper-compatible server
// (faster-whisper-server, whisper.cpp's server, LocalAI: all speak POST /v1/audio/transcriptions)
// can transcribe while another provider interprets. Without a key there is no transcriber.
//
// Words can be streamed as they are heard (`stream: true`, answered with server-sent events by
// gpt-4o-transcribe and its kin). Models that cannot stream (whisper-1, most local servers) ignore the
// flag and answer JSON, so the answer's type decides how it is read, not the model's name.
import OpenAI, { toFile } from 'openai';
import { Stream } from 'openai/core/streaming';
import { checkModelServer } from '../ai/openai-provider.ts';

export interface TranscriptionSettings {
  apiKey: string;
  /** Undefined means OpenAI's own endpoint. */
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

/** A recording as the transcriber sends it. */
export interface RecordingFile {
  bytes: Uint8Array;
  fileName: string;
  mimeType: string;
}

export interface Transcriber {
  /**
   * The words spoken in the recording; throws on any provider failure. With `onWords`, the words are
   * asked for as a stream and each new piece is given to it as it arrives (where the model streams;
   * otherwise nothing is given before the whole text is returned).
   */
  transcribe(recording: RecordingFile, language: string, onWords?: (delta: string) => void): Promise<string>;
  /** A cheap request (GET /models) that shows the server answers, for the admin's Platform Status. */
  check(timeoutMs: number): Promise<void>;
}

export function createTranscriber(settings: TranscriptionSettings | undefined): Transcriber | null {
  if (!settings) return null;
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    // A retry would send the whole recording again; the person can press Transcribe again.
    maxRetries: 0,
  });
  return {
    async transcribe({ bytes, fileName, mimeType }, language, onWords) {
      const file = await toFile(bytes, fileName, { type: mimeType });
      // ISO-639-1, which our locales already are: telling the model the language helps accuracy.
      const request = { file, model: settings.model, language, response_format: 'json' } as const;
      if (!onWords) return (await client.audio.transcriptions.create(request)).text.trim();
      const controller = new AbortController();
      const response = await client.audio.transcriptions
        .create({ ...request, stream: true }, { signal: controller.signal })
        .asResponse();
      if (!response.headers.get('content-type')?.includes('text/event-stream')) {
        const { text } = (await response.json()) as { text?: unknown };
        if (typeof text !== 'string') throw new Error('The transcription server answered without text.');
        return text.trim();
      }
      return readTranscriptStream(Stream.fromSSEResponse<TranscriptEvent>(response, controller), onWords);
    },
    check: (timeoutMs) => checkModelServer(client, timeoutMs),
  };
}

/** The events of a streamed transcription: OpenAI's typed ones, or a bare `{text}` per segment. */
type TranscriptEvent = { type?: string; delta?: unknown; text?: unknown };

/** Gives each new piece of a streamed transcription to `onWords`; resolves with the whole text. */
export async function readTranscriptStream(
  events: AsyncIterable<TranscriptEvent>,
  onWords: (delta: string) => void,
): Promise<string> {
  let heard = '';
  let final: string | undefined;
  for await (const event of events) {
    if (event.type === 'transcript.text.done' && typeof event.text === 'string') {
      final = event.text;
    } else if (event.type === 'transcript.text.delta' && typeof event.delta === 'string') {
      // The first piece starts the text: a leading space would indent the editor's paragraph.
      const delta = heard === '' ? event.delta.trimStart() : event.delta;
      heard += delta;
      if (delta) onWords(delta);
    } else if (event.type === undefined && typeof event.text === 'string' && event.text.trim()) {
      // A server that streams whole segments (some local Whisper servers): one piece each.
      const delta = (heard === '' ? '' : ' ') + event.text.trim();
      heard += delta;
      onWords(delta);
    }
  }
  return (final ?? heard).trim();
}
