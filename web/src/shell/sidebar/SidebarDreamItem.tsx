// One dream in the archive: title, how long ago it was dreamt, the first 100 characters, and up to
// three tags. The title is the link; the whole entry is its click target.
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { SidebarDreamItem_dream$key } from '../../__generated__/SidebarDreamItem_dream.graphql.ts';
import { FavoriteMark } from '../../components/FavoriteMark.tsx';
import { TagChips } from '../../components/tags/TagChips.tsx';
import { formatAge, formatDreamDateTime } from '../../i18n/formatDates.ts';

const dreamFragment = graphql`
  fragment SidebarDreamItem_dream on DreamEntry {
    databaseId
    title
    date
    preview100: preview(length: 100)
    tags
    isFavorite
  }
`;

interface SidebarDreamItemProps {
  dream: SidebarDreamItem_dream$key;
  isActive: boolean;
  now: number;
}

export function SidebarDreamItem({ dream, isActive, now }: SidebarDreamItemProps) {
  const { databaseId, title, date, preview100: preview, tags, isFavorite } = useFragment(dreamFragment, dream);
  return (
    <li className={`sidebar-dream${isActive ? ' sidebar-dream--active' : ''}`}>
      <div className="sidebar-dream__top">
        {isFavorite && <FavoriteMark />}
        <Link
          href={`/dreams/${databaseId}`}
          className="sidebar-dream__link"
          aria-current={isActive ? 'page' : undefined}
        >
          {title}
        </Link>
        <time className="sidebar-dream__age" dateTime={date} title={formatDreamDateTime(date)}>
          {formatAge(date, now)}
        </time>
      </div>
      {preview && <p className="sidebar-dream__preview">{preview}</p>}
      <TagChips tags={tags} max={3} className="sidebar-dream__tags" />
    </li>
  );
}
