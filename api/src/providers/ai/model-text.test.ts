// A model's finished text before it is stored: the placeholder title mended, another language refused.
import { describe, expect, it } from 'vitest';
import { checkedModelText } from './model-text.ts';
import { InterpretationFailed } from './types.ts';

describe("a model's text", () => {
  it('never names a dream by the placeholder title, whatever quotes the model put around it', () => {
    expect(checkedModelText('In “Untitled Dream”, the sea rises around you and you stay calm.', 'en')).toBe(
      'In your dream, the sea rises around you and you stay calm.',
    );
    expect(checkedModelText('Untitled Dream shows a house by the sea. It is yours.', 'en')).toBe(
      'Your dream shows a house by the sea. It is yours.',
    );
    expect(checkedModelText("Untitled Dream's images are a house and the sea, and you stay calm.", 'en')).toBe(
      "Your dream's images are a house and the sea, and you stay calm.",
    );
    expect(checkedModelText('En «Sueño sin título» el mar sube y tú te quedas en calma.', 'es')).toBe(
      'En tu sueño el mar sube y tú te quedas en calma.',
    );
  });

  it("refuses a text written in another language than the reader's, and keeps quoted words aside", () => {
    const english =
      'The house by the sea may be a picture of how you feel at home, and the snake at the door is a guest.';
    expect(() => checkedModelText(english, 'es')).toThrow(InterpretationFailed);
    try {
      checkedModelText(english, 'es');
    } catch (error) {
      expect((error as InterpretationFailed).reason).toBe('UNUSABLE');
    }
    // Spanish with the dreamer's English words quoted, and a closing quotation: Spanish.
    const spanish =
      'Escribes “the house by the sea was where I was born and where I lived”, y esa casa puede ser una imagen de ti.\n\n> “Who looks outside, dreams; who looks inside, awakes.” — Carl Jung';
    expect(checkedModelText(spanish, 'es')).toBe(spanish);
    // Too short to tell: kept.
    expect(checkedModelText('Hello from the fake model.', 'es')).toBe('Hello from the fake model.');
  });
});
