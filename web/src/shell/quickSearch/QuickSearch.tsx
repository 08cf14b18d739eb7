// The dropdown search in the desktop header (phones use the Search page): results appear under the
// box 300 ms after typing stops, each with its title, date, an excerpt around the match and its tags,
// matches marked. Choosing one opens the dream; the last entry opens the full search page.
import { useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { Highlight } from '../../components/Highlight.tsx';
import { CloseIcon, SearchIcon } from '../../components/icons.tsx';
import { TagChips } from '../../components/tags/TagChips.tsx';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { formatShortDate } from '../../i18n/formatDates.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { snippetAround } from './snippet.ts';
import { useQuickSearch, type QuickSearchDream } from './useQuickSearch.ts';
import './quick-search.css';

const SEE_ALL = 'see-all';
const DEBOUNCE_MS = 300;

type Item = { id: string; dream: QuickSearchDream } | { id: typeof SEE_ALL; dream: null };

export function QuickSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = text.trim();
  const term = useDebouncedValue(typed, DEBOUNCE_MS);
  const { dreams, failed, isLoading } = useQuickSearch(term);
  const waiting = isLoading || typed !== term;

  const items: Item[] = waiting
    ? []
    : [
        ...dreams.map((dream) => ({ id: String(dream.databaseId), dream })),
        ...(dreams.length > 0 ? [{ id: SEE_ALL, dream: null } as const] : []),
      ];

  const open = (key: string) => {
    setText('');
    void navigate(key === SEE_ALL ? `/search?q=${encodeURIComponent(term)}` : `/dreams/${key}`);
  };

  return (
    <ComboBox
      className="quick-search"
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key != null) open(String(key));
      }}
      // The server already matched title, text, tags and date; nothing more to filter here.
      defaultFilter={() => true}
      menuTrigger="input"
      allowsEmptyCollection
      allowsCustomValue
    >
      <Label className="visually-hidden">{m.quick_search_label()}</Label>
      <div className="quick-search__field">
        <SearchIcon width={18} height={18} className="quick-search__icon" />
        <Input className="quick-search__input" placeholder={m.quick_search_placeholder()} />
        {text !== '' && (
          // slot={null}: this button clears the box; it is not the combo box's open button.
          <Button slot={null} className="quick-search__clear" aria-label={m.search_clear()} onPress={() => setText('')}>
            <CloseIcon width={16} height={16} />
          </Button>
        )}
      </div>
      <Popover className="quick-search__popover" placement="bottom end" offset={6}>
        <ListBox<Item>
          className="quick-search__list"
          renderEmptyState={() =>
            typed === '' ? null : waiting ? (
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
      </Popover>
    </ComboBox>
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
