// /search: a live search box (the term lives in ?q=, replaced as you type, so a reload keeps it),
// the four filters of the spec as tabs (the Date filter also with a picker of days: SearchDates), and the
// matching dreams as cards. The route loader runs the
// query for the URL; typing waits 300 ms before changing the URL, so the server is asked only once
// the typing pauses.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, Input, Label, SearchField, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { SearchQuery } from '../../__generated__/SearchQuery.graphql.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { FavoritesFilter } from '../../components/FavoritesFilter.tsx';
import { favoritesOnlyIn, withFavoritesOnly } from '../../components/favoritesParam.ts';
import { CloseIcon, SearchIcon } from '../../components/icons.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { useRouteQuery } from '../../relay/routeQueries.ts';
import { daysIn, filterFrom, FILTERS, type FilterKey } from './searchParams.ts';
import { SearchDates, type Days } from './SearchDates.tsx';
import { ShortLabel } from '../../components/ShortLabel.tsx';
import { SearchEmptyState, type SearchClearing } from './SearchEmptyState.tsx';
import { SearchResultCard } from './SearchResultCard.tsx';
import '../../components/button.css';
import '../../components/dream-card.css';
import '../../components/field.css';
import './search.css';

export const searchQuery = graphql`
  query SearchQuery(
    $query: String!
    $filter: SearchFilter!
    $timeZone: String
    $favoritesOnly: Boolean = false
    $from: String
    $to: String
  ) {
    search(query: $query, filter: $filter, timeZone: $timeZone, favoritesOnly: $favoritesOnly, from: $from, to: $to) {
      id
      ...SearchResultCard_dream
    }
  }
`;

const SEARCH_DEBOUNCE_MS = 300;

const FILTER_LABELS: Record<FilterKey, () => string> = {
  all: m.search_filter_all,
  content: m.search_filter_content,
  tags: m.search_filter_tags,
  date: m.search_filter_date,
};

// Below 48rem the four filters share one row by a word of each name.
const FILTER_SHORT_LABELS: Record<FilterKey, () => string> = {
  all: m.search_filter_all_short,
  content: m.search_filter_content_short,
  tags: m.search_filter_tags_short,
  date: m.search_filter_date_short,
};

export function Search() {
  useUiLocale();
  useDocumentTitle(m.search_title());
  const [params, setParams] = useSearchParams();
  const urlText = params.get('q') ?? '';
  const filter = filterFrom(params.get('filter'));
  const favoritesOnly = favoritesOnlyIn(params);
  const searchedTerm = urlText.trim();
  const days = daysIn(params);
  const daysPicked = days.from !== null || days.to !== null;

  const [text, setText] = useState(urlText);
  const timer = useRef<number | undefined>(undefined);
  // A term still waiting to be written must not follow the reader to the next page.
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The last term this page wrote to the URL. A different one arriving there came from elsewhere
  // (another "see all" search, history) and replaces what is in the box.
  const [written, setWritten] = useState(urlText);
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (urlText !== written) {
      setText(urlText);
      setWritten(urlText);
    }
  }

  // Each write starts from the address as it is now, not as this render saw it: the term is written
  // 300 ms after the typing, and days picked in between must not be undone by it.
  const writeUrl = (next: { q?: string; filter?: FilterKey }) =>
    setParams(
      () => {
        const updated = new URLSearchParams(window.location.search);
        if (next.q !== undefined) {
          if (next.q) updated.set('q', next.q);
          else updated.delete('q');
        }
        if (next.filter !== undefined) {
          if (next.filter === 'all') updated.delete('filter');
          else updated.set('filter', next.filter);
        }
        return updated;
      },
      { replace: true },
    );

  const writeDays = ({ from, to }: Days) =>
    setParams(
      () => {
        const updated = new URLSearchParams(window.location.search);
        for (const [name, value] of [
          ['from', from],
          ['to', to],
        ] as const) {
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        return updated;
      },
      { replace: true },
    );

  const changeText = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setWritten(value);
      writeUrl({ q: value });
    }, SEARCH_DEBOUNCE_MS);
  };

  const clear = () => {
    window.clearTimeout(timer.current);
    setText('');
    setWritten('');
    writeUrl({ q: '' });
  };

  return (
    <div className="page search">
      <div className="page-heading">
        <BackLink href="/" label={m.common_back_home()} />
        <h1 className="page-title">{m.search_title()}</h1>
      </div>

      <SearchField className="field search__field" value={text} onChange={changeText} onClear={clear} autoFocus>
        <Label className="field__label">{m.search_field()}</Label>
        <div className="search__input-wrap">
          <SearchIcon width={20} height={20} className="search__icon" />
          <Input className="field__input search__input" placeholder={m.search_placeholder()} />
          {text !== '' && (
            <Button className="search__clear" aria-label={m.search_clear()}>
              <CloseIcon width={18} height={18} />
            </Button>
          )}
        </div>
      </SearchField>

      <FavoritesFilter
        isSelected={favoritesOnly}
        onChange={(on) => setParams((previous) => withFavoritesOnly(previous, on), { replace: true })}
      />

      <Tabs
        className="search__tabs"
        selectedKey={filter}
        onSelectionChange={(key) => writeUrl({ filter: filterFrom(String(key)) })}
      >
        <TabList className="search__tab-list" aria-label={m.search_filters()}>
          {FILTERS.map((key) => (
            <Tab key={key} id={key} className="search__tab" aria-label={FILTER_LABELS[key]()}>
              <ShortLabel full={FILTER_LABELS[key]()} short={FILTER_SHORT_LABELS[key]()} />
            </Tab>
          ))}
        </TabList>
        {FILTERS.map((key) => (
          <TabPanel key={key} id={key} className="search__panel">
            {key === 'date' && <SearchDates days={days} onChange={writeDays} />}
            {searchedTerm || daysPicked ? (
              // A new boundary per search, so each one shows 'Loading dreams...' until it answers.
              <Suspense
                key={`${searchedTerm}|${filter}|${favoritesOnly}|${days.from}|${days.to}`}
                fallback={
                  <p className="search__status" role="status">
                    {m.search_loading()}
                  </p>
                }
              >
                <SearchResults
                  term={searchedTerm}
                  onClear={clear}
                  onClearDays={daysPicked ? () => writeDays({ from: null, to: null }) : undefined}
                />
              </Suspense>
            ) : (
              <SearchEmptyState term="" onClear={clear} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function SearchResults({ term, onClear, onClearDays }: SearchClearing) {
  const { search } = useRouteQuery<SearchQuery>(searchQuery);
  if (search.length === 0) return <SearchEmptyState term={term} onClear={onClear} onClearDays={onClearDays} />;
  return (
    <>
      <p className="visually-hidden" role="status">
        {m.search_results({ count: search.length })}
      </p>
      <ul className="dream-card-list">
        {search.map((dream) => (
          <SearchResultCard key={dream.id} dream={dream} term={term} />
        ))}
      </ul>
    </>
  );
}
