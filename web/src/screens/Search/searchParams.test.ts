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

  it('reads the days picked on the Date filter, with or without a term, and only there', () => {
    expect(variablesOf('?filter=date&from=2024-01-01&to=2024-01-31')).toMatchObject({
      query: '',
      filter: 'DATE',
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect(variablesOf('?q=enero&filter=date&from=2024-01-05')).toMatchObject({ query: 'enero', from: '2024-01-05' });
    expect(variablesOf('?q=enero&filter=date&from=2024-01-05')).not.toHaveProperty('to');
    // Other filters leave the days alone; without a term they ask nothing.
    expect(variablesOf('?filter=tags&from=2024-01-01')).toBeNull();
    expect(variablesOf('?q=sea&from=2024-01-01')).not.toHaveProperty('from');
    // Anything but a yyyy-mm-dd day is not a day.
    expect(variablesOf('?filter=date&from=January')).toBeNull();
    // Nor a day that does not exist, or of a year the server does not search (half-typed: 0002).
    expect(variablesOf('?filter=date&from=2024-02-30')).toBeNull();
    expect(variablesOf('?filter=date&from=0002-01-05')).toBeNull();
    expect(variablesOf('?filter=date&from=2199-12-31')).toMatchObject({ from: '2199-12-31' });
  });

  it('asks nothing without a term', () => {
    for (const search of ['', '?filter=tags', '?q=', '?q=%20%20%09']) expect(variablesOf(search)).toBeNull();
  });

  it('keeps characters that mean something elsewhere as typed', () => {
    expect(variablesOf(`?q=${encodeURIComponent('50% _off_ "é" & more')}`)?.query).toBe('50% _off_ "é" & more');
  });
});
