import type { Db } from '../src/db/client.ts';
import type { UserRow } from '../src/db/schema/users.ts';
import { createUser } from './fixtures.ts';

/**
 * A ready administrator session (password set, second factor done), straight in the database:
 * for tests of console routes. Password is TEST_PASSWORD.
 */
export async function createAdmin(
  db: Db,
  options: { email?: string } = {},
): Promise<{ user: UserRow; token: string }> {
  return createUser(db, {
    userType: 'admin',
    accountType: null,
    occupation: null,
    ...(options.email ? { email: options.email } : {}),
  });
}
