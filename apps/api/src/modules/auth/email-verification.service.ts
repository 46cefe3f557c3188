import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { verifyAccountCode } from './account-codes.service.ts';

/** Marks the e-mail address of an account verified with the code mailed to it. */
export async function verifyEmail(options: {
  db: Db;
  now: Date;
  email: string;
  code: string;
}): Promise<void> {
  const user = await verifyAccountCode({ ...options, purpose: 'verifyEmail' });
  await options.db
    .update(users)
    .set({ emailVerifiedAt: options.now, updatedAt: options.now })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
}
