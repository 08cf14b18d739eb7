// 'No dreams found': either nothing matched the term (in the days picked, if any), nothing is in the
// days picked, or there is no term yet.
import { Button } from 'react-aria-components';
import { SearchIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import '../../components/button.css';

/** What the results and their empty state both take: the term, and how to clear it and the days. */
export interface SearchClearing {
  term: string;
  onClear: () => void;
  /** Present when days are picked on the Date filter: offers to clear them. */
  onClearDays?: () => void;
}

export function SearchEmptyState({ term, onClear, onClearDays }: SearchClearing) {
  return (
    <div className="search-empty">
      <SearchIcon width={28} height={28} className="search-empty__icon" />
      <h2 className="search-empty__title">{m.search_empty_title()}</h2>
      <p className="search-empty__text">
        {term ? m.search_no_match({ query: term }) : onClearDays ? m.search_dates_no_match() : m.search_enter_term()}
      </p>
      {(term || onClearDays) && (
        <div className="search-empty__actions">
          {term && (
            <Button className="button button--secondary" onPress={onClear}>
              {m.search_clear()}
            </Button>
          )}
          {onClearDays && (
            <Button className="button button--secondary" onPress={onClearDays}>
              {m.search_dates_clear()}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
