// The structural rules every interpretation text keeps, offline or from a model, written once so the
// tests, the held-out bench and the model-text check (../providers/ai/model-text.ts) apply the same
// ones: no sentence of six words or more shared between two voices of one dream, no paragraph that is
// only a heading and a filler line, no placeholder title. Pure.
import { fold, splitSentences, tokenize } from './text.ts';

/** The titles the journal stores for a dream saved without one, in every language it writes them in. */
export const PLACEHOLDER_TITLES: readonly string[] = ['Untitled Dream', 'Sueño sin título'];
/** The text the journal stores for a recording saved without a transcription. */
export const NO_TRANSCRIPTION_TEXTS: readonly string[] = [
  'Audio recording (no transcription available)',
  'Grabación de audio (sin transcripción disponible)',
];

export function isPlaceholderTitle(title: string): boolean {
  return PLACEHOLDER_TITLES.some((placeholder) => fold(placeholder) === fold(title.trim()));
}

export function isNoTranscriptionText(text: string): boolean {
  const folded = fold(text.trim());
  return folded === '' || NO_TRANSCRIPTION_TEXTS.some((placeholder) => fold(placeholder) === folded);
}

/** Whether the text names a dream by the placeholder title anywhere. */
export function mentionsPlaceholderTitle(text: string): boolean {
  const folded = fold(text);
  return PLACEHOLDER_TITLES.some((placeholder) => folded.includes(fold(placeholder)));
}

/** The shortest sentence that counts as shared when two voices both write it. */
export const SHARED_SENTENCE_WORDS = 6;

/**
 * The sentences a voice wrote itself, folded to their words: without the dreamer's own words quoted
 * back (“…”, «…», "…"), the footer that names the writer (a line in italics), the safety note every
 * voice must open with word for word, and the closing quotation (a "> " line).
 */
export function ownSentences(text: string, exclude: readonly string[] = []): string[] {
  const excluded = new Set(exclude.map((block) => fold(block.trim())));
  return text
    .split(/\n{2,}/)
    .filter((block) => !excluded.has(fold(block.trim())))
    .flatMap((block) => block.split('\n'))
    .filter((line) => !/^\s*(>|\*[^*]|#)/.test(line))
    .map((line) => line.replace(/\u201c[^\u201d]*\u201d|«[^»]*»|"[^"]*"/g, ' '))
    .flatMap((line) => splitSentences(line))
    .map((sentence) =>
      tokenize(sentence)
        .map((token) => token.word)
        .join(' '),
    )
    .filter((words) => words.split(' ').length >= SHARED_SENTENCE_WORDS);
}

/** Sentences of six words or more that two of the texts both contain (each pair once). */
export function sharedSentences(texts: readonly string[], exclude: readonly string[] = []): string[] {
  const seen = new Map<string, number>();
  const shared: string[] = [];
  texts.forEach((text, index) => {
    for (const sentence of new Set(ownSentences(text, exclude))) {
      const first = seen.get(sentence);
      if (first === undefined) seen.set(sentence, index);
      else if (first !== index) shared.push(sentence);
    }
  });
  return shared;
}

/** The fewest words a paragraph opened by a bold heading ("**Flying.** …") must say after it. */
export const MIN_PARAGRAPH_WORDS = 12;

/**
 * Paragraphs that are only a heading and a filler line: a bold lead-in followed by fewer than
 * MIN_PARAGRAPH_WORDS words of the voice's own (quotations of the dream do not count), or a "##"
 * heading with nothing after it.
 */
export function stubParagraphs(text: string): string[] {
  const blocks = text.split(/\n{2,}/).map((block) => block.trim());
  return blocks.filter((block, index) => {
    if (/^#{1,6} /.test(block)) return index === blocks.length - 1 || /^#{1,6} /.test(blocks[index + 1] ?? '');
    const lead = /^\*\*[^*]+\*\*\s*/.exec(block);
    if (!lead) return false;
    const rest = block.slice(lead[0].length).replace(/\u201c[^\u201d]*\u201d|«[^»]*»/g, ' ');
    return tokenize(rest).length < MIN_PARAGRAPH_WORDS;
  });
}
