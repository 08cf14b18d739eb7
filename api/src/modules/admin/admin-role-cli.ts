// `npm run admin:grant -- <username>` and `npm run admin:revoke -- <username>`: gives or takes the
// admin role on the database of DATABASE_URL (migrated first, like a server start).
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { setDatabase } from '../../db/current.ts';
import { migrate } from '../../db/migrate.ts';
import { setRole } from './admin-roles.ts';

const [action, username] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !username) {
  console.error('Usage: npm run admin:grant -- <username>   or   npm run admin:revoke -- <username>');
  process.exit(2);
}
const config = loadConfig();
await migrate(config.databaseUrl);
const database = await openDatabase(config.databaseUrl, { reader: false });
setDatabase(database);
try {
  const found = await setRole(username, action === 'grant' ? 'admin' : 'user');
  if (!found) {
    console.error(`No account has the username "${username}".`);
    process.exitCode = 1;
  } else {
    console.log(action === 'grant' ? `${username} is now an admin.` : `${username} is no longer an admin.`);
  }
} finally {
  await database.close();
}
