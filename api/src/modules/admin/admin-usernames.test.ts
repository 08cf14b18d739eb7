// ADMIN_USERNAMES: the named accounts are admins after a start (its own file: it starts two servers
// one after the other on one database).
import { expect, it } from 'vitest';
import { registerUser, startTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { db } from '../../db/current.ts';

it('grants the role to the named accounts when the server starts', async () => {
  const first = await startTestApp();
  const browser = first.browser();
  const account = await registerUser(browser, { username: 'startupboss' });
  // A second server on the same database, configured with the name, as after a restart.
  await first.app.stop();
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: first.database.url,
      DATA_DIR: first.database.dataDir,
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      WEB_DIST_DIR: `${first.database.dataDir}/no-web-build`,
      ADMIN_USERNAMES: 'StartupBoss, someone-else',
    }),
  );
  try {
    const user = await db().user.findUniqueOrThrow({ where: { id: account.databaseId } });
    expect(user.role).toBe('admin');
  } finally {
    await app.stop();
    await first.database.drop();
  }
});
