// The Favourites filter (issue 27, point 4): the archive's list and search, each narrowed to the
// dreams a person starred, on the engine under test; another user's favourites never show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDream } from '#api-test/journal.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $filter: SearchFilter, $favoritesOnly: Boolean) {
    search(query: $query, filter: $filter, timeZone: "UTC", favoritesOnly: $favoritesOnly) {
      title
    }
  }
`;
const ARCHIVE = /* GraphQL */ `
  query Archive($favoritesOnly: Boolean, $after: String) {
    me {
      dreams(first: 2, after: $after, favoritesOnly: $favoritesOnly) {
        edges {
          node {
            title
            isFavorite
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;
const SET_FAVORITE = /* GraphQL */ `
  mutation Favorite($id: ID!) {
    setFavorite(id: $id, isFavorite: true) {
      dream {
        isFavorite
      }
    }
  }
`;

let t: TestApp;
let browser: TestBrowser;
let other: TestBrowser;

async function dream(owner: TestBrowser, title: string, date: string, tags: string[], favorite: boolean) {
  const { id } = await createDream(owner, { title, content: `<p>${title} by the glass sea</p>`, tags, date });
  if (favorite) {
    const result = await owner.graphql(SET_FAVORITE, { id });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  }
}

async function titles(query: string, filter: string, favoritesOnly: boolean, who = browser): Promise<string[]> {
  const result = await who.graphql(SEARCH, { query, filter, favoritesOnly });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.search.map((found: { title: string }) => found.title);
}

beforeAll(async () => {
  t = await startTestApp();
  browser = t.browser();
  other = t.browser();
  await registerUser(browser);
  await registerUser(other);
  await dream(browser, 'Starred ocean', '2024-03-04T12:00:00Z', ['water'], true);
  await dream(browser, 'Plain ocean', '2024-03-05T12:00:00Z', ['water'], false);
  await dream(browser, 'Starred forest', '2024-01-02T12:00:00Z', ['trees'], true);
  await dream(browser, 'Starred cave', '2023-12-01T12:00:00Z', ['rock'], true);
  await dream(other, 'Their starred ocean', '2024-03-06T12:00:00Z', ['water'], true);
});

afterAll(() => t?.stop());

describe('search, favourites only', () => {
  it('narrows every filter to the starred dreams, newest first, and only the user’s own', async () => {
    expect(await titles('ocean', 'ALL', false)).toEqual(['Plain ocean', 'Starred ocean']);
    expect(await titles('ocean', 'ALL', true)).toEqual(['Starred ocean']);
    expect(await titles('STARRED', 'CONTENT', true)).toEqual(['Starred ocean', 'Starred forest', 'Starred cave']);
    // Under three characters: the short-term path.
    expect(await titles('oc', 'CONTENT', true)).toEqual(['Starred ocean']);
    expect(await titles('water', 'TAGS', true)).toEqual(['Starred ocean']);
    expect(await titles('March', 'DATE', true)).toEqual(['Starred ocean']);
    expect(await titles('2024', 'DATE', true)).toEqual(['Starred ocean', 'Starred forest']);
    expect(await titles('ocean', 'ALL', true, other)).toEqual(['Their starred ocean']);
  });
});

describe('the archive, favourites only', () => {
  it('pages through the starred dreams alone', async () => {
    const first = await browser.graphql(ARCHIVE, { favoritesOnly: true });
    const page = first.data.me.dreams;
    expect(page.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Starred ocean',
      'Starred forest',
    ]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await browser.graphql(ARCHIVE, { favoritesOnly: true, after: page.pageInfo.endCursor });
    expect(second.data.me.dreams.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Starred cave',
    ]);
    const all = await browser.graphql(ARCHIVE, {});
    expect(all.data.me.dreams.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Plain ocean',
      'Starred ocean',
    ]);
  });
});
