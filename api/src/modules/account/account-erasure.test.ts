// "Deletion removes every trace" (the privacy page), down to the SQLite files: after an account
// deletion its text is in neither the database file nor its WAL. SQLite only: PostgreSQL keeps dead
// rows until VACUUM (api/src/db/flush-deletions.ts).
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteGate } from '#api-test/skipped-suites.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { sqlitePath } from '../../db/engine.ts';

const onSqlite = suiteGate(
  'Account deletion reaches the SQLite files (api/src/modules/account/account-erasure.test.ts)',
  !process.env.TEST_DATABASE_URL,
  'SQLite only; it runs in the SQLite pass',
);

describe.skipIf(!onSqlite)('account deletion on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.stop());

  /** Every file of the database (main file, WAL, shared memory) as one buffer. */
  function databaseBytes(): Buffer {
    const file = sqlitePath(t.database.url);
    return Buffer.concat(
      [file, `${file}-wal`, `${file}-shm`].filter((path) => existsSync(path)).map((path) => readFileSync(path)),
    );
  }

  it('leaves none of the deleted text in the database files', async () => {
    const { browser, user } = await t.signedIn();
    const marker = `Vellichor${Math.random().toString(36).slice(2, 10)}`;
    const created = await browser.graphql(
      `mutation($input: CreateDreamInput!) { createDream(input: $input) { dream { id } } }`,
      {
        input: {
          title: `${marker} title`,
          content: `<p>I walked through ${marker} gardens at night.</p>`,
          tags: [`${marker}tag`],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    // The test can see what it looks for: the text is on disk (in the WAL or the file) before.
    expect(databaseBytes().includes(marker)).toBe(true);
    expect(databaseBytes().includes(user.email)).toBe(true);

    const deleted = await browser.graphql(`mutation { deleteAccount(password: "correct horse battery") { success } }`);
    expect(deleted.errors).toBeUndefined();

    const after = databaseBytes();
    expect(after.includes(marker)).toBe(false);
    expect(after.includes(user.email)).toBe(false);
  });
});
