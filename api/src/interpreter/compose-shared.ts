// Building blocks shared by the three offline styles: filling templates (with Spanish "de el" ->
// "del"), lists, quotes, deterministic choices, the footer, and the paragraphs every style has.
import type { Locale } from '#shared/i18n/locale.ts';
import { QUOTES, formatQuotation, type Quotation, type QuoteTheme } from '../providers/ai/quotes.ts';
import type { JournalMemory } from '../providers/ai/types.ts';
import { QUOTED_THINKER } from '#shared/interpretations/structure.ts';
import { fold, pick, shuffled } from './text.ts';
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

/** The three voices; each has its own phrasings for what every text says, so no two read alike. */
export type Voice = 'jung' | 'rogers' | 'cbt';

/** One phrasing list per voice. */
export type ByVoice<T> = Readonly<Record<Voice, T>>;

export interface Composer {
  a: DreamAnalysis;
  locale: Locale;
  voice: Voice;
  /** A deterministic choice for this dream. */
  choose<T>(options: readonly T[], purpose: string): T;
  /** A deterministic order for this dream. */
  order<T>(options: readonly T[], purpose: string): T[];
  tr(pair: Pair): string;
  /** Sentences of the dream already quoted in this text, so none is quoted twice. */
  quotedSentences: Set<string>;
  /** Whether the text has already said that an image comes back (it says so once). */
  saidComesBack: boolean;
  /** How many "same moment" connectives the text has used: each is used at most once. */
  sameMoments: number;
  /** What recurs in the dreamer's journal (compose-memory.ts), when the caller counted it. */
  memory: JournalMemory | undefined;
}

export function composer(a: DreamAnalysis, locale: Locale, voice: Voice, memory?: JournalMemory): Composer {
  return {
    a,
    locale,
    voice,
    memory,
    sameMoments: 0,
    choose: (options, purpose) => pick(options, a.seed, purpose),
    order: (options, purpose) => shuffled(options, a.seed, purpose),
    tr: (pair) => t(pair, locale),
    quotedSentences: new Set(),
    saidComesBack: false,
  };
}

/** How many symbols get their own paragraph: enough to be specific, few enough to be read. */
export const MAX_SYMBOL_PARAGRAPHS = 4;

/**
 * The symbols that get a paragraph: the most salient, and always the images of the turning point
 * (a chase that ends in a mirror is about the mirror, however often the chase is named).
 */
export function topSymbols(a: DreamAnalysis, max = MAX_SYMBOL_PARAGRAPHS) {
  const turn = (a.turn?.symbols ?? []).slice(0, 2);
  const rest = a.symbols.filter((hit) => !turn.includes(hit)).slice(0, Math.max(0, max - turn.length));
  return a.symbols.filter((hit) => rest.includes(hit) || turn.includes(hit));
}

/**
 * The title as the text names it: quoted; for a dream saved without one (the journal stores a
 * placeholder), named by what happens in it, never by the placeholder.
 */
export function titleRef(c: Composer): string {
  if (!c.a.untitled && c.a.title) return quoted(c.a.title, c.locale);
  const images = c.a.symbols.slice(0, 2).map((hit) => labelOf(hit, c.locale));
  if (images.length > 0)
    return fill(c.tr(['your dream of {images}', 'tu sueño de {images}']), { images: list(images, c.locale) });
  if (c.a.voiceOnly) return c.tr(['this recording', 'esta grabación']);
  return c.tr(['this dream', 'este sueño']);
}

const TIMES: Record<Locale, readonly string[]> = {
  en: ['', 'once', 'twice', 'three times', 'four times', 'five times'],
  es: ['', 'una vez', 'dos veces', 'tres veces', 'cuatro veces', 'cinco veces'],
};

function times(count: number, locale: Locale): string {
  return TIMES[locale][count] ?? (locale === 'es' ? `${count} veces` : `${count} times`);
}

const COMES_BACK: ByVoice<readonly Pair[]> = {
  jung: [
    [
      'You come back to it {times}, which gives it weight.',
      '{Label} {vuelve/vuelven:label} {times} en tu relato, y eso le da peso.',
    ],
    [
      'It returns {times} in your telling; what a dream repeats often matters.',
      'Aparece {times} en lo que cuentas; lo que un sueño repite suele importar.',
    ],
  ],
  rogers: [
    ['You return to it {times}, as if it asked to be noticed.', 'Vuelves a ello {times}, como si pidiera ser visto.'],
    ['It comes up {times} as you tell it.', 'Sale {times} mientras lo cuentas.'],
  ],
  cbt: [['It comes up {times} in what you wrote.', 'Sale {times} en lo que escribiste.']],
};

/** When an image stands in a sentence already quoted: each phrasing at most once per text. */
const SAME_MOMENT: ByVoice<readonly Pair[]> = {
  jung: [
    ['The same scene holds this image as well.', 'La misma escena guarda también esta imagen.'],
    [
      'It shares that scene, as if the psyche wanted the two read together.',
      'Comparte esa escena, como si la psique quisiera que se leyeran juntas.',
    ],
    ['Here the dream sets it beside the image before it.', 'Aquí el sueño la pone junto a la imagen anterior.'],
    ['It belongs to that one scene too.', 'Pertenece también a esa escena.'],
  ],
  rogers: [
    ['It comes in that very moment too.', 'Llega también en ese mismo instante.'],
    ['You mention it in the same breath.', 'Lo mencionas casi en el mismo aliento.'],
    ['It is part of the moment you just described.', 'Forma parte del momento que acabas de describir.'],
    ['It arrives alongside all of that.', 'Llega junto a todo eso.'],
  ],
  cbt: [
    ['This is part of the same situation.', 'Forma parte de la misma situación.'],
    ['It belongs to that same scene.', 'Pertenece a esa misma escena.'],
  ],
};

const QUOTE_INTROS: ByVoice<readonly Pair[]> = {
  jung: [
    ['You wrote: {q}', 'Escribiste: {q}'],
    ['In your words: {q}', 'En tus palabras: {q}'],
    ['The dream puts it this way: {q}', 'El sueño lo dice así: {q}'],
  ],
  rogers: [
    ['You told it like this: {q}', 'Lo contaste así: {q}'],
    ['I hear it in your words: {q}', 'Lo escucho en tus palabras: {q}'],
    ['You describe it: {q}', 'Lo describes así: {q}'],
  ],
  cbt: [
    ['The situation, in your words: {q}', 'La situación, en tus palabras: {q}'],
    ['You wrote: {q}', 'Escribiste: {q}'],
  ],
};

const TITLE_ONLY: ByVoice<Pair> = {
  jung: ['It gives the dream its title.', 'Da título al sueño.'],
  rogers: [
    'It is what you chose as the title, which tells me it matters to you.',
    'Es lo que elegiste como título, y eso me dice que te importa.',
  ],
  cbt: ['It is in the title you gave the dream.', 'Está en el título que le diste al sueño.'],
};

const TAG_ONLY: ByVoice<Pair> = {
  jung: ['It is one of your tags for this dream.', 'Es una de tus etiquetas para este sueño.'],
  rogers: ['It is among the tags you chose yourself.', 'Está entre las etiquetas que tú elegiste.'],
  cbt: ['It is one of the tags you gave it.', 'Es una de las etiquetas que le pusiste.'],
};

/**
 * That an image comes back, said once per text (for the first image that does), in words and in
 * one of a few phrasings, so it never reads as a refrain.
 */
function comesBack(c: Composer, hit: Hit<{ label: Pair }>): string {
  if (hit.count < 2 || c.saidComesBack) return '';
  c.saidComesBack = true;
  return ` ${fill(c.tr(c.choose(COMES_BACK[c.voice], 'comes-back')), { times: times(hit.count, c.locale), label: labelOf(hit, c.locale) })}`;
}

/** "You wrote: “…”." for the sentence a symbol appeared in, or where else it appeared. */
export function whereItAppears(c: Composer, hit: Hit<{ label: Pair }>): string {
  if (hit.sentence) {
    const again = comesBack(c, hit);
    if (c.quotedSentences.has(hit.sentence)) {
      const connectives = c.order(SAME_MOMENT[c.voice], 'same-moment');
      const connective = connectives[c.sameMoments++ % connectives.length]!;
      return c.tr(connective) + again;
    }
    c.quotedSentences.add(hit.sentence);
    const intro = c.choose(QUOTE_INTROS[c.voice], `where:${hit.firstIndex}`);
    const sentence = endSentence(fill(c.tr(intro), { q: quoted(excerpt(hit.sentence, 140), c.locale) }));
    return sentence + again;
  }
  if (hit.inTitle) return c.tr(TITLE_ONLY[c.voice]);
  return c.tr(TAG_ONLY[c.voice]);
}

const TAGS: ByVoice<Pair> = {
  jung: [
    'You tagged it {tags}, which already says where your attention went.',
    'Lo etiquetaste como {tags}, lo que ya dice hacia dónde fue tu atención.',
  ],
  rogers: [
    'The tags you chose, {tags}, tell me something about what stayed with you.',
    'Las etiquetas que elegiste, {tags}, me dicen algo de lo que se quedó contigo.',
  ],
  cbt: [
    'Your tags, {tags}, are a first clue to what you noticed most.',
    'Tus etiquetas, {tags}, son una primera pista de lo que más notaste.',
  ],
};

export function tagsSentence(c: Composer): string | undefined {
  if (c.a.tags.length === 0) return undefined;
  return fill(c.tr(TAGS[c.voice]), { tags: quotedList(c.a.tags.slice(0, 5), c.locale) });
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

/** What a dream is about, for choosing its closing quotation: its feelings, its images' kinds, its turn. */
export function dreamThemes(a: DreamAnalysis): Map<QuoteTheme, number> {
  const weights = new Map<QuoteTheme, number>();
  const add = (theme: QuoteTheme, weight: number) => weights.set(theme, (weights.get(theme) ?? 0) + weight);
  a.emotions.slice(0, 3).forEach((hit, rank) => {
    const theme = EMOTION_THEMES[hit.entry.id];
    if (theme) add(theme, 3 - rank);
  });
  a.symbols.slice(0, MAX_SYMBOL_PARAGRAPHS).forEach((hit) => {
    const theme = SYMBOL_THEMES[hit.entry.id] ?? (hit.entry.theme === 'people' ? 'others' : undefined);
    if (theme) add(theme, 1);
  });
  if (a.turn) add('change', 2);
  return weights;
}

const EMOTION_THEMES: Readonly<Record<string, QuoteTheme>> = {
  fear: 'darkness',
  anxiety: 'darkness',
  helplessness: 'darkness',
  disgust: 'darkness',
  anger: 'others',
  jealousy: 'others',
  love: 'others',
  loneliness: 'others',
  shame: 'acceptance',
  guilt: 'acceptance',
  sadness: 'acceptance',
  confusion: 'inner',
  nostalgia: 'inner',
  joy: 'wonder',
  wonder: 'wonder',
  calm: 'wonder',
  relief: 'acceptance',
};

const SYMBOL_THEMES: Readonly<Record<string, QuoteTheme>> = {
  darkness: 'darkness',
  shadow_figure: 'darkness',
  monster: 'darkness',
  chased: 'darkness',
  devil: 'darkness',
  intruder: 'darkness',
  cave: 'darkness',
  basement: 'darkness',
  house: 'inner',
  hidden_room: 'inner',
  mirror: 'inner',
  door: 'inner',
  lost: 'inner',
  searching: 'inner',
  maze: 'inner',
  journey: 'change',
  moving: 'change',
  birth: 'change',
  death: 'change',
  exam: 'change',
  wedding: 'others',
  flying: 'wonder',
  sky: 'wonder',
  ocean: 'wonder',
};

/**
 * The closing quotation chosen for the dream's theme: the one whose themes weigh most in this dream
 * (its feelings, its images, its turn); among equals, a stable choice for the dream.
 */
export function closingQuote(c: Composer, type: 'JUNG_AI' | 'ROGERS_AI'): string {
  const weights = dreamThemes(c.a);
  const fit = (quotation: Quotation) =>
    (quotation.themes ?? []).reduce((sum, theme) => sum + (weights.get(theme) ?? 0), 0);
  const best = Math.max(...QUOTES[type].map(fit));
  const quotation = c.choose(
    QUOTES[type].filter((candidate) => fit(candidate) === best),
    'quote',
  );
  return formatQuotation(quotation, QUOTED_THINKER[type], c.locale);
}

const TURN: ByVoice<Pair> = {
  jung: [
    '**The turn of the dream.** Near the end the dream turns: {q} Jung saw such a turn as the psyche compensating for the waking view: what seemed to stand outside you, here {labels}, may show a side of you that ordinary attention leaves out.',
    '**El giro del sueño.** Hacia el final, el sueño da un giro: {q} Jung veía en un giro así a la psique compensando la mirada despierta: lo que parecía estar fuera de ti, aquí {labels}, puede mostrar un lado tuyo que la atención de cada día deja fuera.',
  ],
  rogers: [
    '**Where it changes.** Something shifts near the end: {q} I wonder what that moment was like for you, with {labels} in front of you, and what you felt as the dream changed.',
    '**Donde cambia.** Algo se mueve hacia el final: {q} Me pregunto cómo fue para ti ese momento, con {labels} delante, y qué sentiste cuando el sueño cambió.',
  ],
  cbt: [
    'The situation changes at the end: {q} A turn like this is a good place to look for the thought that came with it, and for how the feeling shifted before and after it.',
    'La situación cambia al final: {q} Un giro así es un buen lugar para buscar el pensamiento que lo acompañó, y cómo cambió el sentimiento antes y después.',
  ],
};

/** The turning point's own paragraph, quoting the sentence where the dream turns. */
export function turnParagraph(c: Composer): string | undefined {
  const turn = c.a.turn;
  if (!turn) return undefined;
  const labels = turn.symbols.slice(0, 2).map((hit) => labelOf(hit, c.locale));
  return fill(c.tr(TURN[c.voice]), {
    q: endSentence(quoted(excerpt(turn.sentence, 200), c.locale)),
    labels: labels.length > 0 ? list(labels, c.locale) : c.tr(['that image', 'esa imagen']),
  });
}

/** Marks the turn's sentence as quoted, so the symbol paragraphs leave it to the turn's own paragraph. */
export function reserveTurnSentence(c: Composer): void {
  if (c.a.turn) c.quotedSentences.add(c.a.turn.sentence);
}

/** Names the writer in the reader's words; how a server connects a model is for the README, not the reader. */
export const FOOTER: Pair = [
  '*Written by Oneiro’s own interpreter, which reads your dream against its lexicon of symbols and feelings, without an AI model.*',
  '*Escrito por el intérprete propio de Oneiro, que lee tu sueño con su léxico de símbolos y sentimientos, sin un modelo de IA.*',
];

const NO_MATCH: ByVoice<Pair> = {
  jung: [
    'I looked for the common dream symbols I know in {title} and did not find any, so rather than invent a meaning I will stay close to your own words.',
    'Busqué en {title} los símbolos oníricos habituales que conozco y no encontré ninguno, así que, en lugar de inventar un significado, me quedaré cerca de tus propias palabras.',
  ],
  rogers: [
    'I did not recognise any of the usual dream symbols in {title}, and I would rather stay with what you said than guess at a meaning.',
    'No reconocí en {title} ninguno de los símbolos oníricos habituales, y prefiero quedarme con lo que dijiste antes que adivinar un significado.',
  ],
  cbt: [
    'I did not find any of the common dream symbols I know in {title}, so I will work only with your own words and feelings.',
    'No encontré ninguno de los símbolos oníricos habituales que conozco en {title}, así que trabajaré solo con tus propias palabras y sentimientos.',
  ],
};

const KEYWORDS: ByVoice<Pair> = {
  jung: [
    'The words that carry the most weight in what you wrote are {words}.',
    'Las palabras que más pesan en lo que escribiste son {words}.',
  ],
  rogers: ['The words you lean on most are {words}.', 'Las palabras en las que más te apoyas son {words}.'],
  cbt: ['The words that stand out are {words}.', 'Las palabras que destacan son {words}.'],
};

/**
 * For a dream recorded by voice and never transcribed: says it reads only the title and invites the
 * words, in each voice's own sentences.
 */
const READS_ONLY_TITLE: ByVoice<Pair> = {
  jung: [
    'This dream was recorded by voice and has no written words yet, so I can read only its title. When you add what you remember, even a few lines, its images can be read properly.',
    'Este sueño se grabó con la voz y todavía no tiene palabras escritas, así que solo puedo leer su título. Cuando añadas lo que recuerdes, aunque sean unas líneas, sus imágenes podrán leerse de verdad.',
  ],
  rogers: [
    'I can read only the title of this dream: it was recorded by voice, and its words have not been written down yet. If you would like to add them, even a few lines, I would gladly stay with the whole dream.',
    'Solo puedo leer el título de este sueño: se grabó con la voz y sus palabras aún no están escritas. Si quieres añadirlas, aunque sean unas líneas, me quedaré con gusto con el sueño entero.',
  ],
  cbt: [
    'There is only a title to work with here: the dream was recorded by voice and has no transcription yet. Adding the words you remember, even briefly, would let us look at the situation, the thoughts and the feelings.',
    'Aquí solo hay un título con el que trabajar: el sueño se grabó con la voz y aún no tiene transcripción. Añadir las palabras que recuerdes, aunque sea brevemente, permitiría mirar la situación, los pensamientos y los sentimientos.',
  ],
};

/** The voice-only notice, or nothing when the dream has words. */
export function readsOnlyTheTitle(c: Composer): string | undefined {
  return c.a.voiceOnly ? c.tr(READS_ONLY_TITLE[c.voice]) : undefined;
}

/** The honest opening when no symbol of the lexicon was found. */
export function noMatchOpening(c: Composer): string {
  const parts = [readsOnlyTheTitle(c) ?? fill(c.tr(NO_MATCH[c.voice]), { title: titleRef(c) })];
  if (c.a.keywords.length > 0) {
    parts.push(fill(c.tr(KEYWORDS[c.voice]), { words: quotedList(c.a.keywords.slice(0, 4), c.locale) }));
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
export function otherImages(c: Composer, shown: readonly Hit<LexiconEntry>[]): string | undefined {
  const others = c.a.symbols.filter((hit) => !shown.includes(hit)).slice(0, 6);
  if (others.length === 0) return undefined;
  return fill(
    c.tr(
      c.voice === 'jung'
        ? [
            'Other images appear too: {others}. Each could be amplified in the same way, by gathering what it calls up in you.',
            'Aparecen también otras imágenes: {others}. Cada una podría ampliarse del mismo modo, reuniendo lo que despierta en ti.',
          ]
        : [
            'You also mention {others}; any of them may hold something for you, if you want to stay with it.',
            'También mencionas {others}; cualquiera puede guardar algo para ti, si quieres quedarte con ello.',
          ],
    ),
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

/** Whether a text says that it reads only the title of a recording without words (any voice, either language). */
export function saysItReadsOnlyTheTitle(text: string): boolean {
  return Object.values(READS_ONLY_TITLE).some((pair) => pair.some((sentence) => text.includes(sentence)));
}
