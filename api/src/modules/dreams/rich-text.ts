// The dream text arrives as HTML from the rich-text editor (Lexical) and is shown to its owner as HTML,
// so the server keeps only what the editor itself produces: paragraphs, line breaks, bold, italic,
// underline, spans, the editor's own classes and text alignment. Everything else is dropped.
//
// Safe by construction rather than by blocklist: the input is parsed (htmlparser2, which repairs
// nesting and reports every element closed) and the output is written from scratch - allowed tags with
// attribute values we produce ourselves, and escaped text. Whatever a browser's parser would make of
// the input, the output holds no other element, no event handler, no URL and no other style.
import { Parser } from 'htmlparser2';

/** Tags kept as they are. */
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span']);

/** Elements whose content is not dream text: dropped together with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'head',
  'select',
  'option',
  'video',
  'audio',
  'canvas',
  'map',
  'button',
]);

/**
 * Block elements the editor does not produce (e.g. pasted in another client): their text is kept as a
 * paragraph of its own when it is at the top level, so lines do not run together.
 */
const BLOCK_TAGS = new Set([
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'figure',
  'figcaption',
  'address',
  'dd',
  'dt',
  'tr',
  'td',
  'th',
  'caption',
  'ul',
  'ol',
  'table',
]);

/** The editor theme's classes (web: Lexical theme). Other classes could restyle the page around the text. */
const CLASS_PATTERN = /^editor-[a-z0-9-]{1,60}$/i;
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

export interface SanitizedRichText {
  /** The HTML to store and show. */
  html: string;
  /** The same text without markup: entities decoded, whitespace collapsed (previews and search). */
  text: string;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Only `text-align` with one of four keywords survives; any other declaration is dropped whole. */
function textAlignOf(style: string | undefined): string | undefined {
  if (!style) return undefined;
  let alignment: string | undefined;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (property === 'text-align' && ALIGNMENTS.has(value)) alignment = value;
  }
  return alignment;
}

function attributesOf(tag: string, attributes: Record<string, string>): string {
  let out = '';
  const classes = (attributes.class ?? '').split(/\s+/).filter((name) => CLASS_PATTERN.test(name));
  if (classes.length > 0 && tag !== 'br') out += ` class="${escapeAttribute(classes.join(' '))}"`;
  const dir = attributes.dir?.trim().toLowerCase();
  if (dir && DIRECTIONS.has(dir) && (tag === 'p' || tag === 'span')) out += ` dir="${dir}"`;
  const alignment = tag === 'p' ? textAlignOf(attributes.style) : undefined;
  if (alignment) out += ` style="text-align: ${alignment};"`;
  return out;
}

/** Sanitises editor HTML and extracts its plain text, in one pass. */
export function sanitizeRichText(input: string): SanitizedRichText {
  let html = '';
  const text: string[] = [];
  // What each open input element became in the output: a tag we wrote, nothing (unwrapped), or
  // the start of dropped content. htmlparser2 reports a close for every open, so this stays balanced.
  const stack: (string | null | 'drop')[] = [];
  let dropDepth = 0;
  let written = 0; // open elements we wrote

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag = name.toLowerCase();
        if (dropDepth > 0 || DROPPED_WITH_CONTENT.has(tag)) {
          dropDepth += 1;
          stack.push('drop');
          return;
        }
        let emitted: string | null = null;
        if (ALLOWED_TAGS.has(tag)) emitted = tag;
        else if (BLOCK_TAGS.has(tag) && written === 0) emitted = 'p';
        if (emitted === 'p' || emitted === 'br' || BLOCK_TAGS.has(tag)) text.push('\n');
        if (emitted === 'br') {
          html += '<br>';
          stack.push(null);
          return;
        }
        if (emitted) {
          html += `<${emitted}${emitted === tag ? attributesOf(tag, attributes) : ''}>`;
          written += 1;
        }
        stack.push(emitted);
      },
      onclosetag(name) {
        const entry = stack.pop();
        if (entry === 'drop') {
          dropDepth -= 1;
          return;
        }
        if (entry) {
          html += `</${entry}>`;
          written -= 1;
        }
        if (entry === 'p' || BLOCK_TAGS.has(name.toLowerCase())) text.push('\n');
      },
      ontext(raw) {
        if (dropDepth > 0) return;
        // NUL is never text (and PostgreSQL cannot store it in a text column).
        const value = raw.replaceAll('\u0000', '');
        html += escapeText(value);
        text.push(value);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(input);
  parser.end();
  return { html, text: collapseWhitespace(text.join('')) };
}

/**
 * Characters that show nothing: controls, zero-width spaces and joiners, bidirectional marks and the
 * byte order mark. Text made only of these (and whitespace) is empty to a reader.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- each listed on its own
  /[\s\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;

/** Whether a reader would see anything of `text`. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/** Runs of whitespace (including non-breaking spaces and line breaks) become one space; ends trimmed. */
export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Punctuation and spaces a preview does not end on before its ellipsis ("sea,..." reads badly). */
const TRAILING_BEFORE_ELLIPSIS = /[\s,;:.\u2013\u2014-]+$/u;
/** The one ellipsis of previews and snippets, as the spec writes it ("Enter your dream here..."). */
export const ELLIPSIS = '...';

/**
 * Plain text cut to at most `length` characters (not UTF-16 units), with an ellipsis when it was
 * longer. The cut falls between words: at the last space within the length, unless that would keep
 * less than half of it (one very long word, or a script written without spaces), where the text is
 * cut at the length itself.
 */
export function previewOf(text: string, length: number): string {
  if (text.length <= length) return text;
  const characters = Array.from(text.slice(0, length * 2 + 2));
  if (characters.length <= length) return text;
  let kept = characters.slice(0, length).join('');
  const next = characters[length] ?? '';
  if (!/\s/u.test(next)) {
    const lastSpace = kept.search(/\s\S*$/u);
    if (lastSpace >= kept.length / 2) kept = kept.slice(0, lastSpace);
  }
  const trimmed = kept.replace(TRAILING_BEFORE_ELLIPSIS, '');
  return `${trimmed === '' ? kept.trimEnd() : trimmed}${ELLIPSIS}`;
}

/** Escapes plain text for use as HTML (the placeholder content of an audio-only dream). */
export function paragraphOf(plain: string): string {
  return `<p>${escapeText(plain)}</p>`;
}
