// The display rules of spec section 9 ("AI text display"), shared by the server's tests and the web
// client: split an interpretation at its items heading (in either language), take the items from the
// sentences that start with the style's phrase (falling back to numbered, then bulleted list lines),
// find the closing quotation, strip Markdown. Pure: no Node or DOM APIs, only data imports.
import type { Locale } from '../i18n/locale.ts';
import { ITEM_PHRASE, ITEMS_HEADING } from './structure.ts';

export interface SplitInterpretation {
  /** The text before the heading, Markdown stripped. */
  body: string;
  /** The numbered items to show, each a full sentence (or list line), Markdown stripped. */
  items: string[];
  /** The closing quotation with its attribution, e.g. `“…” — Carl Jung`. */
  quote?: string;
  /** Lines after the quotation (the offline interpreter's note). */
  footer?: string;
}

// \u escapes keep the compiled server's source one byte per character (scripts/build-server.mjs).
const LOCALE_ORDER: readonly Locale[] = ['en', 'es'];
const LIST_MARKER = /^\s*(?:\d+[.)]|[-*+\u2022])\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const BULLETED = /^\s*[-*+\u2022]\s+/;
const QUOTE_OPENERS = /^["\u201c«'\u2018\u201e]/;
const THINKER = String.raw`(?:Dr\.?\s*)?(?:Carl\s+(?:Gustav\s+|Ransom\s+|R\.\s*)?|C\.\s*G\.\s*)?(?:Jung|Rogers)`;
const ATTRIBUTION_ONLY = new RegExp(String.raw`^[\u2014\u2013-]{1,2}\s*${THINKER}\b.*$`, 'i');
const ENDS_WITH_ATTRIBUTION = new RegExp(String.raw`[\u2014\u2013-]{1,2}\s*${THINKER}\b[^\u2014\u2013]*$`, 'i');

/** For matching headings and phrases: accents, typographic apostrophes and case ignored. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u2019\u2018`´]/g, "'")
    .toLowerCase();
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One line without Markdown: heading and quote markers, emphasis, code ticks, links, rules. */
export function stripMarkdownLine(line: string): string {
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return '';
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s*(?:>\s?)+/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*+/g, '')
    .replace(/~~/g, '')
    .replace(/`+/g, '')
    .replace(/(^|[\s(["“«])__?(?=\S)(.+?)(?<=\S)__?(?=[\s)\].,;:!?"”»]|$)/g, '$1$2')
    .replace(/\s+#+\s*$/, '')
    .trimEnd();
}

/** The text with Markdown stripped line by line and runs of blank lines collapsed. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(stripMarkdownLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function headingCandidates(type: string, locale: Locale): string[] {
  const headings = (ITEMS_HEADING as Record<string, Record<Locale, string>>)[type];
  if (!headings) return [];
  return [locale, ...LOCALE_ORDER.filter((other) => other !== locale)].map((l) => headings[l]);
}

function phraseCandidates(type: string, locale: Locale): string[] {
  const phrases = (ITEM_PHRASE as Record<string, Record<Locale, string>>)[type];
  if (!phrases) return [];
  return [locale, ...LOCALE_ORDER.filter((other) => other !== locale)].map((l) => phrases[l]);
}

/** The heading's line index and any text after "Heading:" on the same line. */
function findHeading(
  lines: readonly string[],
  headings: readonly string[],
): { index: number; rest: string } | undefined {
  for (const heading of headings) {
    const pattern = new RegExp(`^${escapeRegExp(fold(heading))}\\s*(?::\\s*(.*))?$`);
    for (let index = 0; index < lines.length; index++) {
      const stripped = stripMarkdownLine(lines[index]!).trim();
      const match = pattern.exec(fold(stripped));
      if (match) {
        const rest = match[1] ? stripped.slice(stripped.length - match[1].length) : '';
        return { index, rest };
      }
    }
  }
  return undefined;
}

function startsWithPhrase(line: string, phrases: readonly string[]): boolean {
  const text = fold(stripMarkdownLine(line).replace(LIST_MARKER, '').trim());
  return phrases.some((phrase) => text.startsWith(fold(phrase)));
}

function looksLikeQuote(rawLine: string): boolean {
  const stripped = stripMarkdownLine(rawLine).trim();
  if (stripped === '') return false;
  return /^\s*>/.test(rawLine) || QUOTE_OPENERS.test(stripped) || ENDS_WITH_ATTRIBUTION.test(stripped);
}

/** The quotation among the last few non-empty lines; lines after it are the footer. */
function findQuote(lines: string[]): { quote?: string; footer?: string; before: string[] } {
  const nonEmpty = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => stripMarkdownLine(line).trim() !== '');
  const lastFew = nonEmpty.slice(-3).reverse();
  for (const { line, index } of lastFew) {
    if (!looksLikeQuote(line)) continue;
    let start = index;
    let quote = stripMarkdownLine(line).trim();
    if (ATTRIBUTION_ONLY.test(quote)) {
      const previous = nonEmpty.filter((entry) => entry.index < index).at(-1);
      if (
        previous &&
        looksLikeQuote(previous.line) &&
        !ATTRIBUTION_ONLY.test(stripMarkdownLine(previous.line).trim())
      ) {
        start = previous.index;
        quote = `${stripMarkdownLine(previous.line).trim()} ${quote}`;
      }
    }
    const footer = stripMarkdown(lines.slice(index + 1).join('\n'));
    return { quote, ...(footer ? { footer } : {}), before: lines.slice(0, start) };
  }
  return { before: lines };
}

/** Items from sentences starting with one of the phrases; an item runs until the next phrase. */
function phraseItems(lines: readonly string[], phrases: readonly string[]): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) blocks.push(current.join(' '));
    current = [];
  };
  for (const raw of lines) {
    const line = stripMarkdownLine(raw).trim();
    if (line === '') {
      flush();
      continue;
    }
    if (LIST_MARKER.test(raw) || LIST_MARKER.test(line)) flush();
    current.push(line.replace(LIST_MARKER, ''));
  }
  flush();

  const alternatives = phrases.map((phrase) => escapeRegExp(phrase).replace(/'/g, "['’]")).join('|');
  const pattern = new RegExp(`(?:^|(?<=[.!?…]["”»)]?\\s+))["“«]?(?:${alternatives})(?![\\p{L}])`, 'giu');
  const items: string[] = [];
  for (const block of blocks) {
    const starts = [...block.matchAll(pattern)].map((match) => match.index);
    starts.forEach((start, i) => {
      const item = block.slice(start, starts[i + 1] ?? block.length).trim();
      if (item) items.push(item);
    });
  }
  return items;
}

function listItems(lines: readonly string[], marker: RegExp): string[] {
  return lines
    .filter((line) => marker.test(line))
    .map((line) => stripMarkdownLine(line.replace(marker, '')).trim())
    .filter(Boolean);
}

/**
 * Splits an interpretation for display. `type` is the interpretation's type; for types without a
 * structure (USER) the whole text is the body. `locale` only decides which language's heading is
 * tried first: headings and phrases of both languages are recognised.
 */
export function splitInterpretation(type: string, text: string, locale: Locale): SplitInterpretation {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const phrases = phraseCandidates(type, locale);
  const headings = headingCandidates(type, locale);
  if (headings.length === 0) return { body: stripMarkdown(text), items: [] };

  let bodyLines: string[] = lines;
  let tailLines: string[] = [];
  const heading = findHeading(lines, headings);
  if (heading) {
    bodyLines = lines.slice(0, heading.index);
    tailLines = [heading.rest, ...lines.slice(heading.index + 1)];
  } else if (phrases.length > 0) {
    // No heading: the items start at the first line that starts with the phrase.
    const first = lines.findIndex((line) => startsWithPhrase(line, phrases));
    if (first >= 0) {
      bodyLines = lines.slice(0, first);
      tailLines = lines.slice(first);
    }
  }

  const quoteSource = tailLines.length > 0 ? tailLines : bodyLines;
  // The styles with an item phrase (Jung, Rogers) are also the ones that close with a quotation.
  const { quote, footer, before } = phrases.length > 0 ? findQuote(quoteSource) : { before: quoteSource };
  if (tailLines.length > 0) tailLines = before;
  else bodyLines = before;

  let items = phrases.length > 0 ? phraseItems(tailLines, phrases) : [];
  let marker: RegExp | undefined;
  for (const candidate of [NUMBERED, BULLETED]) {
    if (items.length > 0) break;
    items = listItems(tailLines, candidate);
    marker = candidate;
  }

  // Without a quotation (CBT), what follows the last list line is a closing note, not an item.
  let closing = footer;
  if (!quote && marker && items.length > 0) {
    const last = tailLines.findLastIndex((line) => marker.test(line));
    closing = stripMarkdown(tailLines.slice(last + 1).join('\n')) || undefined;
  }

  return {
    body: stripMarkdown(bodyLines.join('\n')),
    items,
    ...(quote ? { quote } : {}),
    ...(closing ? { footer: closing } : {}),
  };
}
