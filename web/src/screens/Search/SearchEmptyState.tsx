// 'No dreams found': either nothing matched the term, or there is no term yet.
import { Button } from 'react-aria-components';
import { SearchIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import '../../components/button.css';

export function SearchEmptyState({ term, onClear }: { term: string; onClear: () => void }) {
  return (
    <div className="search-empty">
      <SearchIcon width={28} height={28} className="search-empty__icon" />
      <h2 className="search-empty__title">{m.search_empty_title()}</h2>
      <p className="search-empty__text">{term ? m.search_no_match({ query: term }) : m.search_enter_term()}</p>
      {term && (
        <Button className="button button--secondary" onPress={onClear}>
          {m.search_clear()}
        </Button>
      )}
    </div>
  );
}
