// Speech to text through the `openai` package's audio transcription call. It has its own settings
// (TRANSCRIPTION_*), apart from the interpreter's, so a local Whisper-compatible server
// (faster-whisper-server, whisper.cpp's server, LocalAI: all speak POST /v1/audio/transcriptions)
// can transcribe while another provider interprets. Without a key there is no transcriber.
import OpenAI, { toFile } from 'openai';
import { checkModelServer } from '../ai/openai-provider.ts';

export interface TranscriptionSettings {
  apiKey: string;
  /** Undefined means OpenAI's own endpoint. */
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface Transcriber {
  /** The words spoken in the recording; throws on any provider failure. */
  transcribe(recording: { bytes: Uint8Array; fileName: string; mimeType: string }, language: string): Promise<string>;
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
    async transcribe({ bytes, fileName, mimeType }, language) {
      const file = await toFile(bytes, fileName, { type: mimeType });
      const result = await client.audio.transcriptions.create({
        file,
        model: settings.model,
        // ISO-639-1, which our locales already are: telling the model the language helps accuracy.
        language,
        response_format: 'json',
      });
      return result.text.trim();
    },
    check: (timeoutMs) => checkModelServer(client, timeoutMs),
  };
}
