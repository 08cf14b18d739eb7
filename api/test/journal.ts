// Shared steps of the tests that need dreams: creating one through the API as a given browser, and
// a snapshot of every dream and tag row to show that a refused operation changed nothing.
import { db } from '../src/db/current.ts';
import type { TestBrowser } from './test-app.ts';

/** Creates a dream with exactly `input` (no defaults) and returns the selected `fields` of it. */
export async function createDream<T = { id: string; databaseId: number }>(
  browser: TestBrowser,
  input: Record<string, unknown>,
  fields = 'id databaseId',
): Promise<T> {
  const result = await browser.graphql(
    /* GraphQL */ `mutation Create($input: CreateDreamInput!) { createDream(input: $input) { dream { ${fields} } } }`,
    { input },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.createDream.dream;
}

/** Every row and tag of every user, to show a refused operation changed nothing. */
export async function journalSnapshot() {
  return {
    dreams: await db().dreamEntry.findMany({ orderBy: { id: 'asc' } }),
    tags: await db().dreamTag.findMany({ orderBy: [{ dreamId: 'asc' }, { position: 'asc' }] }),
  };
}
