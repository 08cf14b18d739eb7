// The display rules of spec section 9, on the offline interpreter's texts and on the shapes a
// language model tends to produce.
import { describe, expect, it } from 'vitest';
import { composeOfflineInterpretation } from './offline/compose.ts';
import { splitInterpretation, stripMarkdown } from '#shared/interpretations/split-interpretation.ts';
import { TEST_DREAMS } from '#api-test/test-dreams.ts';

describe('splitInterpretation', () => {
  it('round-trips the offline texts: body, items, quote and footer', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const type of ['JUNG_AI', 'ROGERS_AI'] as const) {
        const text = composeOfflineInterpretation({ type, locale, dream: TEST_DREAMS[0]!.dream });
        const split = splitInterpretation(type, text, locale);
        expect(split.items.length).toBeGreaterThanOrEqual(2);
        expect(split.quote).toMatch(/— Carl (Jung|Rogers)$/);
        expect(split.body).not.toMatch(/[*#>]/);
        expect(split.items.every((item) => !/^\d/.test(item))).toBe(true);
        expect(split.footer).toMatch(locale === 'es' ? /intérprete propio de Oneiro/ : /Oneiro’s own interpreter/);
      }
    }
  });

  it('splits a typical model answer with a bold heading and a two-line quotation', () => {
    const text = [
      '### A door in the dark',
      '',
      'The **door** you describe may be a *threshold* between two phases of life.',
      '',
      "**Today's Action Items:**",
      '1. **I recommend you** write the dream down. Keep it short.',
      '2. I recommend you notice which doors you avoid today.',
      '',
      '> "Who looks outside, dreams; who looks inside, awakes."',
      '> — Carl Jung',
    ].join('\n');
    const split = splitInterpretation('JUNG_AI', text, 'en');
    expect(split.body).toBe(
      'A door in the dark\n\nThe door you describe may be a threshold between two phases of life.',
    );
    expect(split.items).toEqual([
      'I recommend you write the dream down. Keep it short.',
      'I recommend you notice which doors you avoid today.',
    ]);
    expect(split.quote).toBe('"Who looks outside, dreams; who looks inside, awakes." — Carl Jung');
    expect(split.footer).toBeUndefined();
  });

  it('recognises the heading in either language, whatever the locale', () => {
    const text =
      'Cuerpo del texto.\n\n## Acciones para hoy\n\nTe recomiendo escribir. Te recomiendo dibujar la casa.\n\n«Quien mira hacia dentro, despierta.» — C. G. Jung';
    const split = splitInterpretation('JUNG_AI', text, 'en');
    expect(split.body).toBe('Cuerpo del texto.');
    expect(split.items).toEqual(['Te recomiendo escribir.', 'Te recomiendo dibujar la casa.']);
    expect(split.quote).toContain('Jung');
  });

  it('takes items from several sentences in one paragraph, and keeps follow-up sentences with their item', () => {
    const text =
      'Body.\n\nToday’s Reflections\n\nI invite you to reflect on the river. What did it feel like? I invite you to reflect on your fear.\n\n“What is most personal is most universal.” — Carl Rogers';
    const split = splitInterpretation('ROGERS_AI', text, 'en');
    expect(split.items).toEqual([
      'I invite you to reflect on the river. What did it feel like?',
      'I invite you to reflect on your fear.',
    ]);
  });

  it('falls back to numbered list lines, then to bullets', () => {
    const numbered = splitInterpretation(
      'JUNG_AI',
      "Body.\n\n## Today's Action Items\n1. Write it down.\n2) Draw the snake.\n\n> “Quote.” — Carl Jung",
      'en',
    );
    expect(numbered.items).toEqual(['Write it down.', 'Draw the snake.']);
    const bullets = splitInterpretation(
      'ROGERS_AI',
      "Body.\n\n## Today's Reflections\n- Your fear.\n* Your hope.",
      'en',
    );
    expect(bullets.items).toEqual(['Your fear.', 'Your hope.']);
    expect(bullets.quote).toBeUndefined();
  });

  it('without the heading, starts the items at the first line with the phrase', () => {
    const split = splitInterpretation(
      'JUNG_AI',
      'The dream shows a house.\n\n1. I recommend you rest.\n2. I recommend you draw.',
      'en',
    );
    expect(split.body).toBe('The dream shows a house.');
    expect(split.items).toEqual(['I recommend you rest.', 'I recommend you draw.']);
  });

  it('splits a CBT analysis at its steps, keeping the sections in the body', () => {
    const text = '## Emotions\nFear, 7/10.\n\n## Small steps\n1. Rate it.\n2. Breathe.\n\nBe kind to yourself.';
    const split = splitInterpretation('CBT_AI', text, 'en');
    expect(split.body).toBe('Emotions\nFear, 7/10.');
    expect(split.items).toEqual(['Rate it.', 'Breathe.']);
    expect(split.footer).toBe('Be kind to yourself.');
    expect(split.quote).toBeUndefined();
  });

  it('leaves a USER interpretation whole, only stripping Markdown', () => {
    expect(splitInterpretation('USER', '**My take**: the _sea_ is my mother.', 'en')).toEqual({
      body: 'My take: the sea is my mother.',
      items: [],
    });
  });

  it('strips Markdown symbols but not underscores inside words', () => {
    expect(
      stripMarkdown(
        '# Title\n> quoted *text* with `code` and [a link](http://x)\n---\nSet OPENAI_API_KEY and _emphasis_.',
      ),
    ).toBe('Title\nquoted text with code and a link\n\nSet OPENAI_API_KEY and emphasis.');
  });
});
