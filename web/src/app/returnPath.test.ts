// Where sign-in returns: the page asked for when it is a path of this site, home otherwise.
import { describe, expect, it } from 'vitest';
import { landingFor, returnPathOf, safeReturnPath } from './returnPath.ts';

const ORIGIN = 'https://journal.example';

describe('return after sign-in', () => {
  it('remembers the page asked for, query included, and comes back to it', () => {
    const landing = landingFor(new URL('/search?q=glass', ORIGIN));
    expect(landing).toBe('/landing?next=%2Fsearch%3Fq%3Dglass');
    expect(returnPathOf(new URL(landing, ORIGIN))).toBe('/search?q=glass');
  });

  it('sends home to the plain landing page', () => {
    expect(landingFor(new URL('/', ORIGIN))).toBe('/landing');
    expect(returnPathOf(new URL('/landing', ORIGIN))).toBe('/');
  });

  it('follows only paths of this site', () => {
    for (const foreign of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'search',
      '/landing?next=/x',
      '/auth',
      '',
      null,
    ]) {
      expect(safeReturnPath(foreign, ORIGIN), String(foreign)).toBe('/');
    }
    expect(safeReturnPath('/dreams/12#interpretations', ORIGIN)).toBe('/dreams/12#interpretations');
  });
});
