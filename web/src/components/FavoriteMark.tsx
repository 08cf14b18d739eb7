// The star a favourite dream carries wherever it is listed (sidebar, archive, home, search), so that
// marking one pays off: it is found again at a glance. Read out as "Favorite".
import { m } from '#shared/i18n/paraglide/messages.js';
import { StarIcon } from './icons.tsx';
import './favorite-mark.css';

export function FavoriteMark() {
  return (
    <span className="favorite-mark" role="img" aria-label={m.dream_favorite()}>
      <StarIcon width={16} height={16} filled />
    </span>
  );
}
