// `npm run billing:grandfather -- <username>` grants lifetime premium access to an early supporter;
// `npm run billing:grandfather -- --remove <username>` takes it back. Grandfathering overrides
// billing everywhere (access.ts): a grandfathered account keeps access whatever its subscription
// says, and Stripe is not involved (an existing subscription is left as it is; cancel it in Stripe's
// dashboard if the person should stop paying).
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const remove = args.includes('--remove');
const names = args.filter((arg) => !arg.startsWith('--'));
if (names.length !== 1) {
  console.error('Usage: npm run billing:grandfather -- [--remove] <username>');
  process.exit(2);
}
const username = names[0]!;

const config = loadConfig();
await migrate(config.databaseUrl);
const database = await openDatabase(config.databaseUrl, { reader: false });
try {
  // Usernames are unique whatever their case, as at sign-in.
  const [match] = await database.prisma.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "User" WHERE lower("username") = lower(${username}) LIMIT 1`;
  if (!match) {
    console.error(`No account is named "${username}".`);
    process.exitCode = 1;
  } else {
    const user = await database.prisma.user.update({
      where: { id: Number(match.id) },
      data: { grandfathered: !remove },
    });
    console.log(
      remove
        ? `${user.username} is no longer grandfathered: access now follows their subscription.`
        : `${user.username} is grandfathered: lifetime premium access.`,
    );
  }
} finally {
  await database.close();
}
