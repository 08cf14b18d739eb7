// The offline interpreter on varied dreams in both languages: the spec's structure, content that is
// specific to each dream, distinct texts for distinct dreams, the note pointing to professional help,
// the honest fallback when nothing matches, and streaming.
import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/i18n/locale.ts';
import { createOfflineProvider } from './offline-provider.ts';
import { analyzeDream } from './offline/analyze.ts';
import { fill, objectOf } from './offline/compose-shared.ts';
import { composeOfflineInterpretation } from './offline/compose.ts';
import { JUNG_QUOTES, ROGERS_QUOTES } from './quotes.ts';
import { safetyNote } from './safety.ts';
import { splitInterpretation } from '#shared/interpretations/split-interpretation.ts';
import { CBT_HEADINGS, ITEM_PHRASE, ITEMS_HEADING } from '#shared/interpretations/structure.ts';
import { ABUSE_DREAM_ES, NO_MATCH_DREAMS, SELF_HARM_DREAM, TEST_DREAMS } from '#api-test/test-dreams.ts';
import { fold, isStopword } from './text.ts';
import { AI_INTERPRETATION_TYPES, InterpretationFailed, type AiInterpretationType, type DreamInput } from './types.ts';

const LOCALES: readonly Locale[] = ['en', 'es'];
const other = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');
// Texts are deterministic, so each is composed once and shared by the tests that read it.
const written = new Map<string, string>();
function write(type: AiInterpretationType, locale: Locale, dream: DreamInput): string {
  const key = JSON.stringify([type, locale, dream]);
  let text = written.get(key);
  if (text === undefined) {
    text = composeOfflineInterpretation({ type, locale, dream });
    written.set(key, text);
  }
  return text;
}

// The footer names the writer in the reader's words, never a setting meant for the server's operator.
const FOOTER_MARK: Record<Locale, RegExp> = {
  en: /Oneiro’s own interpreter.*without an AI model/,
  es: /intérprete propio de Oneiro.*sin un modelo de IA/,
};

/** Content words of a text: lower case, no accents, four letters or more, no function words. */
function contentWords(text: string): Set<string> {
  return new Set((fold(text).match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 4 && !isStopword(word)));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

describe('the analysis of the test dreams', () => {
  it.each(TEST_DREAMS.map((d) => [d.name, d] as const))(
    'finds the symbols and emotions of "%s"',
    (_name, testDream) => {
      const analysis = analyzeDream(testDream.dream);
      const symbols = analysis.symbols.map((hit) => hit.entry.id);
      const emotions = analysis.emotions.map((hit) => hit.entry.id);
      expect(symbols).toEqual(expect.arrayContaining(testDream.symbols));
      expect(emotions).toEqual(expect.arrayContaining(testDream.emotions));
      expect(analysis.concerns).toEqual([]);
    },
  );

  it('quotes the thoughts stated in the dream and spots a tentative pattern', () => {
    const exam = analyzeDream(TEST_DREAMS[1]!.dream);
    expect(exam.thoughts).toEqual(['I thought I would never finish and that I always fail.']);
    expect(exam.patterns.map((p) => p.entry.id)).toEqual(expect.arrayContaining(['all_or_nothing', 'mind_reading']));
    const wedding = analyzeDream(TEST_DREAMS[5]!.dream);
    expect(wedding.thoughts[0]).toMatch(/^Pensaba que siempre/);
    expect(wedding.patterns.map((p) => p.entry.id)).toContain('all_or_nothing');
  });
});

describe.each(AI_INTERPRETATION_TYPES)('%s offline text', (type) => {
  describe.each(LOCALES)('in %s', (locale) => {
    it.each(TEST_DREAMS.map((d) => [d.name, d] as const))(
      'has the structure the web parses for "%s"',
      (_name, testDream) => {
        const text = write(type, locale, testDream.dream);
        const split = splitInterpretation(type, text, locale);

        expect(text).toContain(`## ${ITEMS_HEADING[type][locale]}`);
        expect(text).not.toContain(ITEMS_HEADING[type][other(locale)]);
        expect(split.items.length).toBeGreaterThanOrEqual(3);
        expect(split.body.length).toBeGreaterThan(200);
        expect(text).toMatch(FOOTER_MARK[locale]);
        expect(split.footer).toMatch(FOOTER_MARK[locale]);
        // Nothing meant for the server's operator: no setting name (OPENAI_API_KEY and the like).
        expect(text).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);

        if (type === 'CBT_AI') {
          const headings = Object.values(CBT_HEADINGS[locale]);
          const positions = headings.map((heading) => text.indexOf(`## ${heading}`));
          for (const position of positions) expect(position).toBeGreaterThanOrEqual(0);
          expect([...positions].sort((a, b) => a - b)).toEqual(positions);
          expect(split.quote).toBeUndefined();
        } else {
          const phrase = ITEM_PHRASE[type][locale];
          for (const item of split.items) expect(item.startsWith(phrase), item).toBe(true);
          const quotes = (type === 'JUNG_AI' ? JUNG_QUOTES : ROGERS_QUOTES).map((q) => q.text[locale]);
          expect(split.quote).toBeDefined();
          expect(quotes.some((q) => split.quote!.includes(q))).toBe(true);
          expect(split.quote).toContain(type === 'JUNG_AI' ? 'Carl Jung' : 'Carl Rogers');
        }
      },
    );

    it.each(TEST_DREAMS.map((d) => [d.name, d] as const))(
      'speaks about the dream’s own content in "%s"',
      (_name, testDream) => {
        const text = write(type, locale, testDream.dream);
        const analysis = analyzeDream(testDream.dream);
        // Its most salient symbols, by name in the reader's language, and the dream's own words.
        for (const hit of analysis.symbols.slice(0, 3))
          expect(text).toContain(hit.entry.label[locale === 'en' ? 0 : 1]);
        expect(text).toContain(testDream.dream.title);
        const quotedOwnWords = analysis.symbols
          .slice(0, 3)
          .some((hit) => hit.sentence && text.includes(hit.sentence.slice(0, 30)));
        expect(quotedOwnWords).toBe(true);
        if (analysis.emotions[0]) expect(text).toContain(analysis.emotions[0].entry.label[locale === 'en' ? 0 : 1]);
      },
    );

    it('gives two unrelated dreams clearly different texts', () => {
      const texts = TEST_DREAMS.map((d) => contentWords(write(type, locale, d.dream)));
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          const similarity = jaccard(texts[i]!, texts[j]!);
          expect(similarity, `${TEST_DREAMS[i]!.name} / ${TEST_DREAMS[j]!.name}`).toBeLessThan(0.5);
        }
      }
      // For scale: the same dream written twice is identical.
      expect(
        jaccard(texts[0]!, contentWords(composeOfflineInterpretation({ type, locale, dream: TEST_DREAMS[0]!.dream }))),
      ).toBe(1);
    });

    it('adds the professional-help note to the self-harm and abuse dreams, and only to them', () => {
      for (const testDream of [SELF_HARM_DREAM, ABUSE_DREAM_ES]) {
        const concerns = analyzeDream(testDream.dream).concerns;
        expect(concerns.length).toBeGreaterThan(0);
        const text = write(type, locale, testDream.dream);
        expect(text.startsWith(safetyNote(concerns, locale)!)).toBe(true);
        expect(text).toMatch(
          locale === 'en'
            ? /mental-health professional.*crisis line/s
            : /profesional de la salud mental.*línea de ayuda/s,
        );
      }
      for (const testDream of TEST_DREAMS)
        expect(write(type, locale, testDream.dream)).not.toMatch(/crisis line|línea de ayuda/);
    });

    it.each(NO_MATCH_DREAMS.map((d) => [d.name, d] as const))(
      'falls back honestly to the dream’s own words for "%s"',
      (_name, testDream) => {
        const analysis = analyzeDream(testDream.dream);
        expect(analysis.symbols).toEqual([]);
        const text = write(type, locale, testDream.dream);
        expect(text).toMatch(locale === 'en' ? /did not find any/ : /no encontré ninguno/i);
        expect(text).toContain(analysis.keywords[0]!);
        const split = splitInterpretation(type, text, locale);
        expect(split.items.length).toBeGreaterThanOrEqual(2);
        if (type !== 'CBT_AI') expect(split.quote).toBeDefined();
        expect(text).toMatch(FOOTER_MARK[locale]);
        // Shorter than a text about a dream full of symbols.
        expect(text.length).toBeLessThan(write(type, locale, TEST_DREAMS[0]!.dream).length);
      },
    );
  });
});

describe('edge cases', () => {
  it('still writes a complete, structured text for an empty dream', () => {
    for (const type of AI_INTERPRETATION_TYPES) {
      for (const locale of LOCALES) {
        const text = composeOfflineInterpretation({
          type,
          locale,
          dream: { title: '', text: '', tags: [], date: new Date(0) },
        });
        const split = splitInterpretation(type, text, locale);
        expect(split.items.length).toBeGreaterThanOrEqual(3);
        expect(text).toMatch(FOOTER_MARK[locale]);
      }
    }
  });
});

describe('determinism and language', () => {
  it('writes the same text for the same dream, and varies phrasing between dreams by hashing', () => {
    const dream = TEST_DREAMS[3]!.dream;
    expect(composeOfflineInterpretation({ type: 'JUNG_AI', locale: 'es', dream })).toBe(
      composeOfflineInterpretation({ type: 'JUNG_AI', locale: 'es', dream: { ...dream } }),
    );
    const openings = new Set(
      TEST_DREAMS.map((d) => write('ROGERS_AI', 'en', d.dream).split(' ').slice(0, 3).join(' ')),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it('writes in the reader’s language whatever the dream’s language', () => {
    const spanishDream = TEST_DREAMS[2]!.dream;
    const english = write('JUNG_AI', 'en', spanishDream);
    expect(english).toContain('the snake');
    expect(english).toContain("Today's Action Items");
    expect(english).not.toContain('Acciones para hoy');
    const spanish = write('CBT_AI', 'es', TEST_DREAMS[0]!.dream);
    expect(spanish).toContain('la caída');
    expect(spanish).not.toMatch(/The situation in the dream|Small steps/);
  });
});

describe('what a reader notices', () => {
  const date = new Date('2025-01-01');
  const repeated: DreamInput = {
    title: 'The stairs',
    text: 'I climbed the stairs. The stairs never ended. I fell down the stairs and climbed the stairs again. The door at the top was locked. I knocked on the door.',
    tags: [],
    date,
  };

  it.each(AI_INTERPRETATION_TYPES.flatMap((type) => LOCALES.map((locale) => [type, locale] as const)))(
    'says that an image comes back at most once, in words (%s, %s)',
    (type, locale) => {
      const text = write(type, locale, repeated);
      expect(text).not.toMatch(/\d+ (times|veces)/);
      const refrains = text.match(
        /twice|three times|four times|five times|dos veces|tres veces|cuatro veces|cinco veces/g,
      );
      expect((refrains ?? []).length).toBeLessThanOrEqual(1);
    },
  );

  it.each(LOCALES)('never quotes a tag back as the words the dreamer used for a feeling (%s)', (locale) => {
    const dream: DreamInput = { title: 'Exam', text: 'I was late for an exam.', tags: ['anxiety'], date };
    for (const type of AI_INTERPRETATION_TYPES) {
      const text = write(type, locale, dream);
      expect(text).not.toMatch(/\((“anxiety”|«anxiety»)\)/);
      expect(text).not.toMatch(/you describe anxiety|describes la ansiedad/);
    }
  });

  it('names the dreamer’s people and things in their own words, with Spanish agreement', () => {
    const dream: DreamInput = {
      title: 'La niña',
      text: 'Una niña me daba un billete. Mi abuela sonreía. Las monedas caían al suelo y las monedas brillaban.',
      tags: [],
      date,
    };
    const texts = AI_INTERPRETATION_TYPES.map((type) => write(type, 'es', dream)).join('\n');
    expect(texts).toContain('la niña');
    expect(texts).not.toMatch(/\b[Ee]l niño\b(?! interior)/);
    expect(texts).toContain('el billete');
    expect(texts).not.toMatch(/\b[Ee]l dinero\b(?! en los sueños)/);
    expect(texts).toContain('tu abuela');
    expect(texts).not.toContain('tu abuelo o abuela');
    const english = write('JUNG_AI', 'en', { ...dream, text: 'My grandmother held my hand.' });
    expect(english).toContain('your grandmother');
    expect(english).not.toContain('grandparent');
  });

  it('makes a Spanish verb agree with a plural image, and puts "a" before a person it is the object of', () => {
    const agree = (template: string, label: string) => fill(template, { label });
    expect(agree('{Label} {puede/pueden:label} ser una invitación', 'las monedas')).toBe(
      'Las monedas pueden ser una invitación',
    );
    expect(agree('{Label} {puede/pueden:label} ser una invitación', 'el billete')).toBe(
      'El billete puede ser una invitación',
    );
    expect(agree('what {it/they:label} meant', 'the stairs')).toBe('what they meant');
    expect(agree('what {it/they:label} meant', 'the bus')).toBe('what it meant');
    const [grandmother] = analyzeDream({ title: '', text: 'Mi abuela sonreía.', tags: [], date }).symbols;
    expect(objectOf(grandmother!, 'es')).toBe('a tu abuela');
    const [boy] = analyzeDream({ title: '', text: 'Un niño sonreía.', tags: [], date }).symbols;
    expect(objectOf(boy!, 'es')).toBe('al niño');
  });
});

describe('the offline provider', () => {
  const request = { type: 'ROGERS_AI' as const, locale: 'en' as const, dream: TEST_DREAMS[4]!.dream };

  async function collect(signal = new AbortController().signal, chunkDelayMs = 0): Promise<string[]> {
    const chunks: string[] = [];
    for await (const chunk of createOfflineProvider({ chunkDelayMs }).stream(request, signal)) chunks.push(chunk);
    return chunks;
  }

  it('streams the text in small chunks that join back into it', async () => {
    const chunks = await collect();
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.join('')).toBe(composeOfflineInterpretation(request));
  });

  it('stops with CANCELLED when the caller aborts', async () => {
    const controller = new AbortController();
    const provider = createOfflineProvider({ chunkDelayMs: 1 });
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of provider.stream(request, controller.signal)) {
          chunks.push(chunk);
          if (chunks.length === 3) controller.abort();
        }
      })(),
    ).rejects.toBeInstanceOf(InterpretationFailed);
    expect(chunks).toHaveLength(3);
  });

  it('honours a small configurable delay between chunks', async () => {
    // A lower bound only, with a wide margin: a timer may fire up to a millisecond early by the
    // event loop's cached clock, but never at half its delay.
    const started = performance.now();
    const chunks = await collect(new AbortController().signal, 4);
    expect(performance.now() - started).toBeGreaterThanOrEqual((chunks.length - 1) * 2);
  });
});
