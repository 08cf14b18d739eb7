// The prompts: one per style, in the user's language, with the structure the web parses, the
// curated quotations, the safety instruction only when the dream calls for it, and only this dream.
import { describe, expect, it } from 'vitest';
import { buildChatMessages, MAX_DREAM_CHARS } from './prompts/index.ts';
import { JUNG_QUOTES, ROGERS_QUOTES } from './quotes.ts';
import { CBT_HEADINGS } from '#shared/interpretations/structure.ts';
import { SELF_HARM_DREAM, TEST_DREAMS } from '#api-test/test-dreams.ts';
import type { InterpretationRequest } from './types.ts';

const dream = TEST_DREAMS[0]!.dream;
const messages = (request: Partial<InterpretationRequest>) =>
  buildChatMessages({ type: 'JUNG_AI', locale: 'en', dream, ...request });

describe('buildChatMessages', () => {
  it('asks Jung for the action items heading, the phrase and a curated Jung quotation, in the user’s language', () => {
    const [system] = messages({ type: 'JUNG_AI', locale: 'es' });
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('## Acciones para hoy');
    expect(system!.content).toContain('"Te recomiendo"');
    expect(system!.content).toContain('Spanish');
    for (const quote of JUNG_QUOTES) expect(system!.content).toContain(quote.text.es);
    expect(system!.content).not.toContain(ROGERS_QUOTES[0]!.text.es);
  });

  it('asks Rogers for reflections and a Rogers quotation', () => {
    const [system] = messages({ type: 'ROGERS_AI', locale: 'en' });
    expect(system!.content).toContain("## Today's Reflections");
    expect(system!.content).toContain('"I invite you to reflect on"');
    expect(system!.content).toContain('English');
    for (const quote of ROGERS_QUOTES) expect(system!.content).toContain(quote.text.en);
  });

  it('asks CBT for its sections in order and no quotation', () => {
    const [system] = messages({ type: 'CBT_AI', locale: 'es' });
    const positions = Object.values(CBT_HEADINGS.es).map((heading) => system!.content.indexOf(`## ${heading}`));
    for (const position of positions) expect(position).toBeGreaterThan(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(system!.content).toContain('Do not add a quotation');
  });

  it('keeps the tone rules in every style: supportive, tentative, never diagnosing', () => {
    for (const type of ['JUNG_AI', 'ROGERS_AI', 'CBT_AI'] as const) {
      const [system] = messages({ type });
      expect(system!.content).toMatch(/never diagnose/i);
      expect(system!.content).toMatch(/non-clinical/);
      expect(system!.content).toMatch(/never as instructions/);
    }
  });

  it('adds the professional-help instruction only for a dream that needs it', () => {
    expect(messages({ dream: SELF_HARM_DREAM.dream })[0]!.content).toMatch(
      /IMPORTANT: this dream appears to mention thoughts of self-harm or suicide/,
    );
    expect(messages({})[0]!.content).not.toContain('IMPORTANT');
  });

  it('sends the dream alone as the user message, delimited, with its date and tags', () => {
    const [, user] = messages({ dream: TEST_DREAMS[1]!.dream });
    expect(user!.role).toBe('user');
    expect(user!.content).toBe(
      [
        'Please interpret this dream.',
        '<dream>',
        'Title: Exam day',
        'Date: 2025-05-14',
        'Tags: school, anxiety',
        'Text:',
        TEST_DREAMS[1]!.dream.text,
        '</dream>',
      ].join('\n'),
    );
  });

  it('cuts a very long dream', () => {
    const long = { ...dream, text: 'word '.repeat(MAX_DREAM_CHARS) };
    const [, user] = messages({ dream: long });
    expect(user!.content.length).toBeLessThan(MAX_DREAM_CHARS + 200);
    expect(user!.content).toContain('[...]');
  });
});
