// The search page's state in the URL: which query a ?q=…&filter=… address asks, and that an address
// without a term asks nothing.
import { describe, expect, it } from 'vitest';
import { filterFrom, FILTERS, searchVariablesFrom } from './searchParams.ts';

const variablesOf = (search: string) => searchVariablesFrom(new URLSearchParams(search));

describe('search parameters', () => {
  it('reads the term, trimmed, with the filter and the reader’s time zone', () => {
    expect(variablesOf('?q=%20%20flying%20sea%20&filter=tags')).toEqual({
      query: 'flying sea',
      filter: 'TAGS',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('maps every filter of the page to the schema’s, and anything else to all', () => {
    expect(FILTERS.map((filter) => variablesOf(`q=x&filter=${filter}`)?.filter)).toEqual([
      'ALL',
      'CONTENT',
      'TAGS',
      'DATE',
    ]);
    for (const other of ['', 'TAGS', 'everything', 'date '])
      expect(variablesOf(`q=x&filter=${other}`)?.filter).toBe('ALL');
    expect(variablesOf('q=x')?.filter).toBe('ALL');
    expect(filterFrom(null)).toBe('all');
  });

  it('asks nothing without a term', () => {
    for (const search of ['', '?filter=tags', '?q=', '?q=%20%20%09']) expect(variablesOf(search)).toBeNull();
  });

  it('keeps characters that mean something elsewhere as typed', () => {
    expect(variablesOf(`?q=${encodeURIComponent('50% _off_ "é" & more')}`)?.query).toBe('50% _off_ "é" & more');
  });
});
