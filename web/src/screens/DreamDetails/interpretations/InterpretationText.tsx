// An AI interpretation as the reader sees it (spec section 9, "AI text display"): the body as
// paragraphs, then the items under their heading as a numbered list, the closing quotation, and any
// closing note - all with the Markdown symbols stripped. While the text is still being written it is
// shown as plain paragraphs, since its sections are not complete yet.
import { Fragment, type ReactNode } from 'react';
import { LOCALES, type Locale } from '#shared/i18n/locale.ts';
import {
  fold as foldForMatching,
  splitInterpretation,
  stripMarkdown,
  stripMarkdownLine,
} from '#shared/interpretations/split-interpretation.ts';
import { CBT_HEADINGS, ITEMS_HEADING } from '#shared/interpretations/structure.ts';
import type { AiInterpretationType } from '#shared/interpretations/types.ts';

const LIST_LINE = /^\s*[-*+•]\s+/;
const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+/;
const BOLD_LEAD = /^\s*(?:[-*+•]\s+)?\*\*(.+?)\*\*/;

/** A heading as matched: folded like the display rules fold it, without trailing colon or stop. */
function fold(value: string): string {
  return foldForMatching(value)
    .replace(/[:.\s]+$/, '')
    .trim();
}

const CBT_SECTION_TITLES = LOCALES.flatMap((locale) => Object.values(CBT_HEADINGS[locale]));

/** Lines the writer marked as headings (Markdown `#`), and the CBT section titles in any case. */
function headingsOf(type: AiInterpretationType, text: string): Set<string> {
  const marked = text
    .split('\n')
    .filter((line) => MARKDOWN_HEADING.test(line))
    .map((line) => fold(stripMarkdownLine(line)));
  return new Set([...marked, ...(type === 'CBT_AI' ? CBT_SECTION_TITLES.map(fold) : [])]);
}

/** Words the writer put in bold at the start of a paragraph ("**The book.** ..."), to keep them strong. */
function boldLeadsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => BOLD_LEAD.exec(line)?.[1])
    .filter((lead): lead is string => lead != null)
    .map((lead) => stripMarkdownLine(lead).trim())
    .filter(Boolean);
}

/** The items heading in the language the text is written in (it may differ from the interface's). */
function itemsHeadingOf(type: AiInterpretationType, text: string, locale: Locale): string {
  const headings = ITEMS_HEADING[type];
  const folded = fold(text.replace(/\n/g, ' '));
  const written = [locale, ...LOCALES.filter((other) => other !== locale)].find((candidate) =>
    folded.includes(fold(headings[candidate])),
  );
  return headings[written ?? locale];
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function Paragraph({ lines, boldLeads }: { lines: string[]; boldLeads: readonly string[] }) {
  const first = lines[0] ?? '';
  const lead = boldLeads.find((candidate) => first.startsWith(candidate) && first.length > candidate.length);
  if (!lead) {
    return (
      <p>
        <Lines lines={lines} />
      </p>
    );
  }
  return (
    <p>
      <strong>{lead}</strong>
      <Lines lines={[first.slice(lead.length), ...lines.slice(1)]} />
    </p>
  );
}

/** Plain text (Markdown already stripped) as headings, bulleted lists and paragraphs. */
function Blocks({
  text,
  headings = new Set(),
  boldLeads = [],
}: {
  text: string;
  headings?: ReadonlySet<string>;
  boldLeads?: readonly string[];
}) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  const rendered: ReactNode[] = blocks.map((lines, index) => {
    if (lines.length === 1 && headings.has(fold(lines[0]!))) {
      return (
        <h3 key={index} className="interpretation-text__section">
          {lines[0]}
        </h3>
      );
    }
    if (lines.every((line) => LIST_LINE.test(line))) {
      return (
        <ul key={index} className="interpretation-text__bullets">
          {lines.map((line, item) => (
            <li key={item}>
              <Paragraph lines={[line.replace(LIST_LINE, '')]} boldLeads={boldLeads} />
            </li>
          ))}
        </ul>
      );
    }
    return <Paragraph key={index} lines={lines} boldLeads={boldLeads} />;
  });
  return rendered;
}

/** "“…” — Carl Jung" as the words and who said them. */
function splitQuote(quote: string): { words: string; author?: string } {
  const match = /^(.*\S)\s*[—–]\s*([^—–]+)$/.exec(quote);
  return match ? { words: match[1]!, author: match[2]!.trim() } : { words: quote };
}

interface InterpretationTextProps {
  type: AiInterpretationType;
  content: string;
  locale: Locale;
}

export function InterpretationText({ type, content, locale }: InterpretationTextProps) {
  const { body, items, quote, footer } = splitInterpretation(type, content, locale);
  const { words, author } = quote ? splitQuote(quote) : { words: '' };
  return (
    <div className="interpretation-text">
      <Blocks text={body} headings={headingsOf(type, content)} boldLeads={boldLeadsOf(content)} />
      {items.length > 0 && (
        <section className="interpretation-text__items">
          <h3 className="interpretation-text__items-heading">{itemsHeadingOf(type, content, locale)}</h3>
          <ol>
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
        </section>
      )}
      {quote && (
        <figure className="interpretation-text__quote">
          <blockquote>
            <p>{words}</p>
          </blockquote>
          {author && <figcaption>— {author}</figcaption>}
        </figure>
      )}
      {footer && (
        <div className="interpretation-text__footer">
          <Blocks text={footer} />
        </div>
      )}
    </div>
  );
}

/** The text so far, while it is being written: Markdown stripped, plain paragraphs. */
export function StreamingText({ text }: { text: string }) {
  return (
    <div className="interpretation-text interpretation-text--streaming">
      <Blocks text={stripMarkdown(text)} />
    </div>
  );
}
