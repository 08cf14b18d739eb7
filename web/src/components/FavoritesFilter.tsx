// "Favorites only": the archive's and the search page's filter to the starred dreams. A toggle
// button (aria-pressed), its state kept by the page in its URL (favoritesParam.ts).
import { ToggleButton } from 'react-aria-components';
import { m } from '#shared/i18n/paraglide/messages.js';
import { StarIcon } from './icons.tsx';
import './button.css';
import './favorite-mark.css';

export function FavoritesFilter({ isSelected, onChange }: { isSelected: boolean; onChange: (on: boolean) => void }) {
  return (
    <ToggleButton className="button button--secondary favorites-filter" isSelected={isSelected} onChange={onChange}>
      <StarIcon width={18} height={18} filled={isSelected} className={isSelected ? 'favorite-mark' : undefined} />
      {m.favorites_filter()}
    </ToggleButton>
  );
}
