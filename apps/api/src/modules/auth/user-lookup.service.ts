import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

// lower(...) matches the unique indexes on lower(email) and lower(username).
const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
const usernameIs = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(emailIs(email), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The login field takes an e-mail address or a user name (user names cannot contain "@"). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(or(emailIs(login), usernameIs(login)), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.googleSub, sub), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Which of an e-mail address and a user name already belong to an account, deleted ones included. */
export async function takenIdentifiers(
  db: Db,
  options: { email?: string; username?: string },
): Promise<{ email: boolean; username: boolean }> {
  const conditions = [];
  if (options.email) conditions.push(emailIs(options.email));
  if (options.username) conditions.push(usernameIs(options.username));
  if (conditions.length === 0) return { email: false, username: false };
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(...conditions));
  const same = (a: string | null, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
  return {
    email: rows.some((r) => same(r.email, options.email)),
    username: rows.some((r) => same(r.username, options.username)),
  };
}
