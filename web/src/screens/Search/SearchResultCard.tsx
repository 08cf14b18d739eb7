// A matching dream: title (the link), its date, two lines of text, tags, and whether it has a voice
// recording. What matched the term is marked.
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { SearchResultCard_dream$key } from '../../__generated__/SearchResultCard_dream.graphql.ts';
import { Highlight } from '../../components/Highlight.tsx';
import { MicIcon } from '../../components/icons.tsx';
import { TagChips } from '../../components/tags/TagChips.tsx';
import { formatLongDate } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

const dreamFragment = graphql`
  fragment SearchResultCard_dream on DreamEntry {
    databaseId
    title
    date
    preview240: preview(length: 240)
    tags
    hasAudio
  }
`;

export function SearchResultCard({ dream, term }: { dream: SearchResultCard_dream$key; term: string }) {
  const { databaseId, title, date, preview240: preview, tags, hasAudio } = useFragment(dreamFragment, dream);
  return (
    <li className="dream-card">
      <h2 className="dream-card__title">
        <Link href={`/dreams/${databaseId}`} className="dream-card__link">
          <Highlight text={title} term={term} />
        </Link>
      </h2>
      <time className="dream-card__date" dateTime={date}>
        <Highlight text={formatLongDate(date)} term={term} />
      </time>
      {preview && (
        <p className="dream-card__preview dream-card__preview--clamped">
          <Highlight text={preview} term={term} />
        </p>
      )}
      {(tags.length > 0 || hasAudio) && (
        <div className="dream-card__meta">
          <TagChips tags={tags} renderTag={(tag) => <Highlight text={tag} term={term} />} />
          {hasAudio && (
            <span className="dream-card__audio">
              <MicIcon width={16} height={16} />
              {m.search_has_audio()}
            </span>
          )}
        </div>
      )}
    </li>
  );
}
