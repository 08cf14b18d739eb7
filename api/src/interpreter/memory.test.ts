// The journal's memory in the three offline voices: said once, in each voice's own words, with the
// counts the request carries and this dream's word for the element; nothing when nothing recurs.
import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/i18n/locale.ts';
import { splitInterpretation } from '#shared/interpretations/split-interpretation.ts';
import { AI_INTERPRETATION_TYPES, type DreamInput, type JournalMemory } from '../providers/ai/types.ts';
import { composeOfflineInterpretation } from './compose.ts';
import { sharedSentences, stubParagraphs } from './text-checks.ts';

const DREAMS: Record<Locale, DreamInput> = {
  en: {
    title: 'The bridge',
    text: 'My brother waited for me on a bridge over the river. I was afraid of falling.',
    tags: [],
    date: new Date('2026-09-10T06:00:00Z'),
  },
  es: {
    title: 'El puente',
    text: 'Mi hermano me esperaba en un puente sobre el río. Tenía miedo de caer.',
    tags: [],
    date: new Date('2026-09-10T06:00:00Z'),
  },
};

const MEMORY: JournalMemory = {
  dreams: 30,
  since: new Date('2026-03-04T07:00:00Z'),
  recurring: [
    { kind: 'FEELING', id: 'fear', dreams: 7 },
    { kind: 'PERSON', id: 'brother', dreams: 4 },
  ],
};

const SAYS: Record<Locale, RegExp[]> = {
  en: [/\bfear (appears|comes up|shows up) in 7 of your 30 dreams since March 2026\b/i, /your brother/i],
  es: [/el miedo (aparece|sale) en 7 de tus 30 sueños desde marzo de 2026/i, /tu hermano/i],
};

const MEMORY_MARK = /first time|familiar ground|pattern across|primera vez|terreno conocido|patrón en tu diario/i;

describe.each(['en', 'es'] as const)('the journal memory (%s)', (locale) => {
  const texts = AI_INTERPRETATION_TYPES.map((type) =>
    composeOfflineInterpretation({ type, locale, dream: DREAMS[locale], memory: MEMORY }),
  );

  it('is said once in each voice, with the counts, the month and both recurring elements', () => {
    for (const text of texts) {
      const paragraphs = text.split('\n\n').filter((paragraph) => MEMORY_MARK.test(paragraph));
      expect(paragraphs).toHaveLength(1);
      for (const pattern of SAYS[locale]) expect(paragraphs[0]).toMatch(pattern);
    }
  });

  it('is said differently by each voice, and keeps the structure the display splits on', () => {
    expect(sharedSentences(texts)).toEqual([]);
    texts.forEach((text, index) => {
      expect(stubParagraphs(text)).toEqual([]);
      const type = AI_INTERPRETATION_TYPES[index]!;
      const split = splitInterpretation(type, text, locale);
      expect(split.body.length).toBeGreaterThan(0);
      expect(split.items.length).toBeGreaterThan(0);
    });
  });

  it('says nothing of the journal without a memory, or when what recurs is not in this dream', () => {
    const away: JournalMemory = { ...MEMORY, recurring: [{ kind: 'SYMBOL', id: 'snake', dreams: 9 }] };
    for (const type of AI_INTERPRETATION_TYPES) {
      const plain = composeOfflineInterpretation({ type, locale, dream: DREAMS[locale] });
      expect(plain).not.toMatch(MEMORY_MARK);
      expect(composeOfflineInterpretation({ type, locale, dream: DREAMS[locale], memory: away })).toBe(plain);
    }
  });
});

describe('the journal memory in words', () => {
  it('agrees with a plural and says "every one" when every dream holds it', () => {
    const dream: DreamInput = {
      title: 'La visita',
      text: 'Mis abuelos me esperaban en la cocina.',
      tags: [],
      date: new Date('2026-09-10T06:00:00Z'),
    };
    const memory: JournalMemory = {
      dreams: 5,
      since: new Date('2025-12-01T07:00:00Z'),
      recurring: [{ kind: 'PERSON', id: 'grandparent', dreams: 5 }],
    };
    const text = composeOfflineInterpretation({ type: 'JUNG_AI', locale: 'es', dream, memory });
    expect(text).toContain('tus abuelos aparecen en cada uno de tus 5 sueños desde diciembre de 2025');
  });
});
