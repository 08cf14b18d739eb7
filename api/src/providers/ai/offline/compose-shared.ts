// Building blocks shared by the three offline styles: filling templates (with Spanish "de el" ->
// "del"), lists, quotes, deterministic choices, the footer, and the paragraphs every style has.
import type { Locale } from '#shared/i18n/locale.ts';
import { QUOTES, formatQuotation } from '../quotes.ts';
import { QUOTED_THINKER } from '#shared/interpretations/structure.ts';
import { fold, pick, shuffled } from '../text.ts';
import { excerpt, type DreamAnalysis, type Hit } from './analyze.ts';
import type { LexiconEntry, Pair } from './lexicon/types.ts';

export function t(pair: Pair, locale: Locale): string {
  return locale === 'es' ? pair[1] : pair[0];
}

/** A Spanish noun phrase without its article ("el miedo" -> "miedo"), for "sentir miedo". */
export function bare(label: string): string {
  return label.replace(/^(el|la|los|las) /, '');
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * Whether a noun phrase is plural, for the verb that agrees with it: Spanish by its determiner
 * ("las monedas", "tus abuelos"), English by its last word ("the stairs", not "the bus").
 */
export function isPlural(phrase: string): boolean {
  if (/^(los|las|tus|mis|sus|unos|unas) /i.test(phrase)) return true;
  if (/^(el|la|tu|mi|su|un|una) /i.test(phrase)) return false;
  const last = phrase.split(' ').at(-1) ?? '';
  return /^(the|your|my) /i.test(phrase) && /[^su]s$/i.test(last);
}

/**
 * Replaces {name} with slots[name]; {Name} gives the value capitalised. {one/many:name} is the word
 * that agrees with slots[name] ("{vuelve/vuelven:label}": "las monedas vuelven"). In Spanish,
 * "de {x}" and "a {x}" contract with a value starting "el " ("del agua", "al miedo").
 */
export function fill(template: string, slots: Record<string, string>): string {
  const value = (key: string): string => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const found = slots[key] ?? slots[lower];
    if (found === undefined) throw new Error(`Missing template slot {${key}}`);
    return key === lower ? found : capitalize(found);
  };
  return template
    .replace(/\{([^{}/]+)\/([^{}/:]+):(\w+)\}/g, (_whole, singular: string, plural: string, key: string) =>
      isPlural(value(key)) ? plural : singular,
    )
    .replace(/\b(de|a) \{(\w+)\}/g, (whole, preposition: string, key: string) => {
      const v = value(key);
      if (!v.startsWith('el ')) return `${preposition} ${v}`;
      return `${preposition === 'de' ? 'del' : 'al'} ${v.slice(3)}`;
    })
    .replace(/\{(\w+)\}/g, (_whole, key: string) => value(key));
}

export function list(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1)!;
  const conjunction = locale === 'es' ? (/^h?i(?![aeiouáéíóú])/i.test(last) ? 'e' : 'y') : 'and';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}

// \u escapes keep the compiled server's source one byte per character (scripts/build-server.mjs).
/** Adds a full stop unless the text already ends a sentence (also inside closing quotes). */
export function endSentence(text: string): string {
  return /[.!?\u2026]["\u201d»)]?$/.test(text) ? text : `${text}.`;
}

export function quoted(text: string, locale: Locale): string {
  return locale === 'es' ? `«${text}»` : `“${text}”`;
}

export function quotedList(words: readonly string[], locale: Locale): string {
  return list(
    words.map((word) => quoted(word, locale)),
    locale,
  );
}

/** The name of a hit in the reader's language: the dreamer's own word's, else the entry's. */
export function labelOf(hit: Hit<{ label: Pair }>, locale: Locale): string {
  return t(hit.ownLabel ?? hit.entry.label, locale);
}

/**
 * A symbol's reading for one style, in the reader's language. A reading may name the image with
 * {label} (and agree with it), so it speaks of "el billete" when the dreamer wrote "billete".
 */
export function readingOf(c: Composer, hit: Hit<LexiconEntry>, style: 'jung' | 'rogers' | 'cbt'): string {
  return fill(c.tr(hit.entry[style]), { label: labelOf(hit, c.locale), object: objectOf(hit, c.locale) });
}

/** The name as the object of a verb: Spanish takes "a" before a person ("noto a tu abuela", "dibujar al niño"). */
export function objectOf(hit: Hit<{ label: Pair; theme?: string }>, locale: Locale): string {
  const label = labelOf(hit, locale);
  if (locale !== 'es' || hit.entry.theme !== 'people') return label;
  return label.startsWith('el ') ? `al ${label.slice(3)}` : `a ${label}`;
}

export interface Composer {
  a: DreamAnalysis;
  locale: Locale;
  /** A deterministic choice for this dream. */
  choose<T>(options: readonly T[], purpose: string): T;
  /** A deterministic order for this dream. */
  order<T>(options: readonly T[], purpose: string): T[];
  tr(pair: Pair): string;
  /** Sentences of the dream already quoted in this text, so none is quoted twice. */
  quotedSentences: Set<string>;
  /** Whether the text has already said that an image comes back (it says so once). */
  saidComesBack: boolean;
}

export function composer(a: DreamAnalysis, locale: Locale): Composer {
  return {
    a,
    locale,
    choose: (options, purpose) => pick(options, a.seed, purpose),
    order: (options, purpose) => shuffled(options, a.seed, purpose),
    tr: (pair) => t(pair, locale),
    quotedSentences: new Set(),
    saidComesBack: false,
  };
}

/** How many symbols get their own paragraph: enough to be specific, few enough to be read. */
export const MAX_SYMBOL_PARAGRAPHS = 4;

export function topSymbols(a: DreamAnalysis, max = MAX_SYMBOL_PARAGRAPHS) {
  return a.symbols.slice(0, max);
}

/** The title as the text names it: quoted, or a plain phrase when the dream has none. */
export function titleRef(c: Composer): string {
  return c.a.title ? quoted(c.a.title, c.locale) : c.tr(['this dream', 'este sueño']);
}

const TIMES: Record<Locale, readonly string[]> = {
  en: ['', 'once', 'twice', 'three times', 'four times', 'five times'],
  es: ['', 'una vez', 'dos veces', 'tres veces', 'cuatro veces', 'cinco veces'],
};

function times(count: number, locale: Locale): string {
  return TIMES[locale][count] ?? (locale === 'es' ? `${count} veces` : `${count} times`);
}

const COMES_BACK: readonly Pair[] = [
  [
    'You come back to it {times}, which gives it weight.',
    '{Label} {vuelve/vuelven:label} {times} en tu relato, y eso le da peso.',
  ],
  [
    'It returns {times} in your telling; what a dream repeats often matters.',
    'Aparece {times} en lo que cuentas; lo que un sueño repite suele importar.',
  ],
  ['Your words return to it {times}.', 'Tus palabras vuelven a ello {times}.'],
];

/**
 * That an image comes back, said once per text (for the first image that does), in words and in
 * one of a few phrasings, so it never reads as a refrain.
 */
function comesBack(c: Composer, hit: Hit<{ label: Pair }>): string {
  if (hit.count < 2 || c.saidComesBack) return '';
  c.saidComesBack = true;
  return ` ${fill(c.tr(c.choose(COMES_BACK, 'comes-back')), { times: times(hit.count, c.locale), label: labelOf(hit, c.locale) })}`;
}

/** "You wrote: “…”." for the sentence a symbol appeared in, or where else it appeared. */
export function whereItAppears(c: Composer, hit: Hit<{ label: Pair }>): string {
  if (hit.sentence) {
    const again = comesBack(c, hit);
    if (c.quotedSentences.has(hit.sentence)) {
      return c.tr(['It appears in that same moment of the dream.', 'Aparece en ese mismo momento del sueño.']) + again;
    }
    c.quotedSentences.add(hit.sentence);
    const intro = c.choose(
      [
        ['You wrote: {q}', 'Escribiste: {q}'],
        ['In your words: {q}', 'En tus palabras: {q}'],
        ['It appears here: {q}', 'Aparece aquí: {q}'],
      ] as const,
      `where:${hit.firstIndex}`,
    );
    const sentence = endSentence(fill(c.tr(intro), { q: quoted(excerpt(hit.sentence, 140), c.locale) }));
    return sentence + again;
  }
  if (hit.inTitle) return c.tr(['It gives the dream its title.', 'Da título al sueño.']);
  return c.tr(['It is one of your tags for this dream.', 'Es una de tus etiquetas para este sueño.']);
}

export function tagsSentence(c: Composer): string | undefined {
  if (c.a.tags.length === 0) return undefined;
  return fill(
    c.tr([
      'You tagged it {tags}, which already says where your attention went.',
      'Lo etiquetaste como {tags}, lo que ya dice hacia dónde fue tu atención.',
    ]),
    { tags: quotedList(c.a.tags.slice(0, 5), c.locale) },
  );
}

/**
 * The dreamer's own word for a feeling, quoted, when it says more than the name ("anxiety
 * (“restless”)"); nothing when it is the name itself, or came only from a tag or the title.
 */
export function ownWordFor(hit: Hit<{ label: Pair }>, locale: Locale): string | undefined {
  const word = hit.words[0];
  if (hit.count === 0 || !word) return undefined;
  return fold(word) === fold(bare(labelOf(hit, locale))) ? undefined : quoted(word, locale);
}

/** A feeling's name, with the dreamer's own word for it when that adds something. */
export function feelingName(hit: Hit<{ label: Pair }>, locale: Locale): string {
  const own = ownWordFor(hit, locale);
  return own ? `${labelOf(hit, locale)} (${own})` : labelOf(hit, locale);
}

export function emotionList(c: Composer, max = 3): string {
  return list(
    c.a.emotions.slice(0, max).map((hit) => feelingName(hit, c.locale)),
    c.locale,
  );
}

/** Whether the dreamer wrote any feeling in the text itself, rather than only tagging it. */
export function feelingsWritten(c: Composer, max = 3): boolean {
  return c.a.emotions.slice(0, max).some((hit) => hit.count > 0 || hit.inTitle);
}

export function closingQuote(c: Composer, type: 'JUNG_AI' | 'ROGERS_AI'): string {
  const quotation = c.choose(QUOTES[type], 'quote');
  return formatQuotation(quotation, QUOTED_THINKER[type], c.locale);
}

/** Names the writer in the reader's words; how a server connects a model is for the README, not the reader. */
export const FOOTER: Pair = [
  '*Written by Oneiro’s own interpreter, which reads your dream against its lexicon of symbols and feelings, without an AI model.*',
  '*Escrito por el intérprete propio de Oneiro, que lee tu sueño con su léxico de símbolos y sentimientos, sin un modelo de IA.*',
];

/** The honest opening when no symbol of the lexicon was found. */
export function noMatchOpening(c: Composer): string {
  const parts = [
    fill(
      c.tr([
        'I looked for the common dream symbols I know in {title} and did not find any, so rather than invent a meaning I will stay close to your own words.',
        'Busqué en {title} los símbolos oníricos habituales que conozco y no encontré ninguno, así que, en lugar de inventar un significado, me quedaré cerca de tus propias palabras.',
      ]),
      { title: titleRef(c) },
    ),
  ];
  if (c.a.keywords.length > 0) {
    parts.push(
      fill(
        c.tr([
          'The words that carry the most weight in what you wrote are {words}.',
          'Las palabras que más pesan en lo que escribiste son {words}.',
        ]),
        { words: quotedList(c.a.keywords.slice(0, 4), c.locale) },
      ),
    );
  }
  const tags = tagsSentence(c);
  if (tags) parts.push(tags);
  return parts.join(' ');
}

/** The first of the dream's own words to work with when no symbol matched. */
export function ownWord(c: Composer): string {
  return c.a.keywords[0] || c.a.tags[0] || c.a.title || c.tr(['the dream', 'el sueño']);
}

/** A sentence naming the symbols found beyond those with their own paragraph, if any. */
export function otherImages(c: Composer, shown: number): string | undefined {
  const others = c.a.symbols.slice(shown, shown + 6);
  if (others.length === 0) return undefined;
  return fill(
    c.tr([
      'Other images appear too: {others}. Each could be explored in the same way.',
      'Aparecen también otras imágenes: {others}. Cada una podría explorarse del mismo modo.',
    ]),
    {
      others: list(
        others.map((hit) => labelOf(hit, c.locale)),
        c.locale,
      ),
    },
  );
}

export function numbered(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join('\n');
}

export function joinBlocks(blocks: readonly (string | undefined | false)[]): string {
  return blocks.filter((block): block is string => typeof block === 'string' && block.trim() !== '').join('\n\n');
}
