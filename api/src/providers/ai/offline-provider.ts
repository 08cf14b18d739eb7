// The embedded default: the offline interpreter, streamed in small chunks so callers use one code
// path for every provider. No network; deterministic for a given dream.
import { setTimeout as sleep } from 'node:timers/promises';
import { composeOfflineInterpretation } from '../../interpreter/compose.ts';
import { InterpretationFailed, type InterpretationProvider } from './types.ts';

export interface OfflineProviderOptions {
  /** Pause between chunks, so the text appears progressively like a model's. 0 = none. */
  chunkDelayMs?: number;
}

const WORDS_PER_CHUNK = 4;

/** The text in chunks of a few words, whitespace kept, so the chunks concatenate back to the text. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

export function createOfflineProvider(options: OfflineProviderOptions = {}): InterpretationProvider {
  const delay = options.chunkDelayMs ?? 0;
  return {
    kind: 'offline',
    async *stream(request, signal) {
      const cancelled = () => new InterpretationFailed('CANCELLED', 'Interpretation cancelled');
      if (signal.aborted) throw cancelled();
      for (const chunk of chunkText(composeOfflineInterpretation(request))) {
        if (delay > 0) {
          try {
            await sleep(delay, undefined, { signal });
          } catch {
            throw cancelled();
          }
        }
        if (signal.aborted) throw cancelled();
        yield chunk;
      }
    },
  };
}
