// The dropdown search in the desktop header (phones use the Search page): results appear under the
// box 300 ms after typing stops, each with its title, date, an excerpt around the match and its tags,
// matches marked. Choosing one opens the dream; the last entry opens the full search page.
import { useState, type FocusEvent } from 'react';
import { Autocomplete, Button, Input, ListBox, ListBoxItem, TextField } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { Highlight } from '../../components/Highlight.tsx';
import { CloseIcon, SearchIcon } from '../../components/icons.tsx';
import { TagChips } from '../../components/tags/TagChips.tsx';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { formatShortDate } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { snippetAround } from './snippet.ts';
import { useQuickSearch, type QuickSearchDream } from './useQuickSearch.ts';
import './quick-search.css';

const SEE_ALL = 'see-all';
const DEBOUNCE_MS = 300;

type Item = { id: string; dream: QuickSearchDream } | { id: typeof SEE_ALL; dream: null };

// A combo box built from Autocomplete (the box keeps the focus; arrow keys move through the results
// by aria-activedescendant) with the list right after the box in the page, not in a portal. React
// Aria's ComboBox portals its list and so hides the rest of the page from assistive technology
// while it is open (aria-hidden on the header's links and buttons, which stay focusable: axe's
// aria-hidden-focus); a list next to its box needs no such hiding, and the page stays usable.
export function QuickSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const typed = text.trim();
  const term = useDebouncedValue(typed, DEBOUNCE_MS);
  const { dreams, failed, isLoading } = useQuickSearch(term);
  const waiting = isLoading || typed !== term;
  const showList = isOpen && typed !== '';

  const items: Item[] = waiting
    ? []
    : [
        ...dreams.map((dream) => ({ id: String(dream.databaseId), dream })),
        ...(dreams.length > 0 ? [{ id: SEE_ALL, dream: null } as const] : []),
      ];

  const open = (key: string) => {
    setText('');
    setOpen(false);
    void navigate(key === SEE_ALL ? `/search?q=${encodeURIComponent(term)}` : `/dreams/${key}`);
  };

  // The list closes when the focus leaves the box and its list (a click on a result keeps it, below).
  const closeOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="quick-search" onBlur={closeOnLeave}>
      <Autocomplete
        // Typing does not choose a result: Enter opens one only after the arrows reached it.
        disableAutoFocusFirst
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          setOpen(true);
        }}
      >
        <TextField className="quick-search__field" aria-label={m.quick_search_label()}>
          <SearchIcon width={18} height={18} className="quick-search__icon" />
          <Input
            className="quick-search__input"
            placeholder={m.quick_search_placeholder()}
            role="combobox"
            aria-expanded={showList}
            aria-haspopup="listbox"
            onFocus={() => setOpen(true)}
            onKeyDown={(event) => {
              // Escape closes the list first, then empties the box.
              if (event.key !== 'Escape') return;
              if (showList) setOpen(false);
              else setText('');
            }}
          />
          {text !== '' && (
            <Button className="quick-search__clear" aria-label={m.search_clear()} onPress={() => setText('')}>
              <CloseIcon width={16} height={16} />
            </Button>
          )}
        </TextField>
        {showList && (
          // Pressing a result must not take the focus from the box (that would close the list first).
          <div className="quick-search__popover" onMouseDown={(event) => event.preventDefault()}>
            <ListBox<Item>
              className="quick-search__list"
              aria-label={m.quick_search_label()}
              items={items}
              onAction={(key) => open(String(key))}
              renderEmptyState={() =>
                waiting ? (
                  <p className="quick-search__status">{m.quick_search_loading()}</p>
                ) : failed ? (
                  <p className="quick-search__status">{m.error_unexpected()}</p>
                ) : (
                  <div className="quick-search__status">
                    <p className="quick-search__empty-title">{m.quick_search_empty({ query: term })}</p>
                    <p>{m.quick_search_empty_hint()}</p>
                  </div>
                )
              }
            >
              {(item) =>
                item.dream ? (
                  <ListBoxItem id={item.id} textValue={item.dream.title} className="quick-search__item">
                    <QuickSearchResult dream={item.dream} term={term} />
                  </ListBoxItem>
                ) : (
                  <ListBoxItem
                    id={SEE_ALL}
                    textValue={m.quick_search_see_all({ query: term })}
                    className="quick-search__item quick-search__see-all"
                  >
                    {m.quick_search_see_all({ query: term })}
                  </ListBoxItem>
                )
              }
            </ListBox>
          </div>
        )}
      </Autocomplete>
    </div>
  );
}

/** Its whole text (title, date, excerpt, tags) is the option's name: all of it helps to choose. */
function QuickSearchResult({ dream, term }: { dream: QuickSearchDream; term: string }) {
  return (
    <>
      <span className="quick-search__top">
        <span className="quick-search__title">
          <Highlight text={dream.title} term={term} />
        </span>
        <time className="quick-search__date" dateTime={dream.date}>
          {formatShortDate(dream.date)}
        </time>
      </span>
      <span className="quick-search__snippet">
        <Highlight text={snippetAround(dream.contentText, term)} term={term} />
      </span>
      <TagChips tags={dream.tags} max={3} renderTag={(tag) => <Highlight text={tag} term={term} />} />
    </>
  );
}
