// The reading of a streamed transcription's events (the HTTP path is in modules/audio/transcription-stream.test.ts).
import { describe, expect, it } from 'vitest';
import { readTranscriptStream } from './transcriber.ts';

async function* eventsOf<T>(...events: T[]): AsyncIterable<T> {
  for (const event of events) yield event;
}

describe('readTranscriptStream', () => {
  it("gives OpenAI's deltas as they come, and returns the done event's text", async () => {
    const pieces: string[] = [];
    const text = await readTranscriptStream(
      eventsOf(
        { type: 'transcript.text.delta', delta: ' I' },
        { type: 'transcript.text.delta', delta: ' flew.' },
        { type: 'transcript.text.done', text: 'I flew.' },
      ),
      (delta) => pieces.push(delta),
    );
    expect(pieces).toEqual(['I', ' flew.']);
    expect(text).toBe('I flew.');
  });

  it('reads a server that streams whole segments as {text}, one piece each, spaced', async () => {
    const pieces: string[] = [];
    const text = await readTranscriptStream(eventsOf({ text: ' I was home. ' }, { text: 'Then I flew.' }), (delta) =>
      pieces.push(delta),
    );
    expect(pieces).toEqual(['I was home.', ' Then I flew.']);
    expect(text).toBe('I was home. Then I flew.');
  });
});
