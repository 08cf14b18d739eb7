// The quick search's excerpt (spec section 9): about 40 characters either side of the first match,
// or, when the text itself does not match (the title or a tag did), its first 100 characters.
const CONTEXT = 40;
const FALLBACK = 100;
const ELLIPSIS = '...';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Moves a cut off the middle of a surrogate pair (an emoji), so no half character is shown. */
function safeCut(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index + 1 : index;
}

export function snippetAround(text: string, term: string): string {
  const match = term ? new RegExp(escapeRegExp(term), 'iu').exec(text) : null;
  if (!match) {
    if (text.length <= FALLBACK) return text;
    return text.slice(0, safeCut(text, FALLBACK)).trimEnd() + ELLIPSIS;
  }
  const start = safeCut(text, Math.max(0, match.index - CONTEXT));
  const end = safeCut(text, Math.min(text.length, match.index + match[0].length + CONTEXT));
  return `${start > 0 ? ELLIPSIS : ''}${text.slice(start, end).trim()}${end < text.length ? ELLIPSIS : ''}`;
}
