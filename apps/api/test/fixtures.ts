import { hash } from '@node-rs/argon2';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { users, type UserRow } from '../src/db/schema/users.ts';
import { issueAccessToken } from '../src/lib/sessions.ts';
import { newPayeeCode, newUniqueId } from '../src/modules/users/user-identity.ts';

export const TEST_PASSWORD = 'Tip-Jar-2026!';
let counter = 0;

/** A verified user straight in the database, with a bearer token: for tests of other areas. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; token: string }> {
  counter += 1;
  const name = `user${counter}${Date.now().toString(36)}`;
  const [user] = await db
    .insert(users)
    .values({
      uniqueId: newUniqueId(),
      payeeCode: newPayeeCode(),
      username: name,
      email: `${name}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      fullName: 'Test User',
      phone: '+14155550100',
      passwordHash: await hash(TEST_PASSWORD),
      userType: 'payee',
      accountType: 'individual',
      occupation: 'server',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const token = await issueAccessToken(db, { userId: user.id, now: new Date(), ttlDays: 30 });
  return { user, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A provider that cannot be reached: 503 in the error envelope, with a message a person can act on. */
export const PROVIDER_UNAVAILABLE_ANSWER = {
  success: false,
  code: 'PAYMENT_PROVIDER_UNAVAILABLE',
  message:
    'The payment service could not be reached. Please try again in a moment; you will not be charged twice.',
  requestId: expect.any(String),
};
