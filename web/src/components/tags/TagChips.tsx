// Tags to read (cards, the archive, search results): coloured chips, optionally only the first few
// with '+N more' for the rest.
import type { ReactNode } from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import { tagColor } from './tagColor.ts';
import './tags.css';

interface TagChipsProps {
  tags: readonly string[];
  /** Show at most this many; the rest are counted in '+N more'. */
  max?: number;
  /** Marks matches of a search term inside each tag. */
  renderTag?: (tag: string) => ReactNode;
  className?: string;
}

export function TagChips({ tags, max = Infinity, renderTag, className = '' }: TagChipsProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul className={`tag-list ${className}`}>
      {shown.map((tag) => (
        <li key={tag} className={`tag tag--${tagColor(tag)}`} title={tag}>
          {/* One flex item: the chip's gap would otherwise split "fores|t" around a highlight. */}
          {renderTag ? <span>{renderTag(tag)}</span> : tag}
        </li>
      ))}
      {hidden > 0 && <li className="tag tag--more">{m.tags_more({ count: hidden })}</li>}
    </ul>
  );
}
