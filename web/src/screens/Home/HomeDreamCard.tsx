// A recent dream: its title (the link), when it was dreamt, and the first 120 characters of its text.
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { HomeDreamCard_dream$key } from '../../__generated__/HomeDreamCard_dream.graphql.ts';
import { FavoriteMark } from '../../components/FavoriteMark.tsx';
import { formatLongDate } from '../../i18n/formatDates.ts';

const dreamFragment = graphql`
  fragment HomeDreamCard_dream on DreamEntry {
    databaseId
    title
    date
    preview120: preview(length: 120)
    isFavorite
  }
`;

export function HomeDreamCard({ dream }: { dream: HomeDreamCard_dream$key }) {
  const { databaseId, title, date, preview120: preview, isFavorite } = useFragment(dreamFragment, dream);
  return (
    <li className="dream-card">
      <h3 className="dream-card__title">
        <Link href={`/dreams/${databaseId}`} className="dream-card__link">
          {title}
        </Link>{' '}
        {isFavorite && <FavoriteMark />}
      </h3>
      <time className="dream-card__date" dateTime={date}>
        {formatLongDate(date)}
      </time>
      {preview && <p className="dream-card__preview">{preview}</p>}
    </li>
  );
}
