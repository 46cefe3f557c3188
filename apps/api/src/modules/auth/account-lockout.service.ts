import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

/** Wrong passwords and wrong codes of one account, whatever address they come from. */
export const MAX_FAILED_ATTEMPTS = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

/*
 * The users table has two columns for this. Below the limit, lockedUntil holds the end of the
 * window the failures are counted in (failures older than that start a new count); once the
 * limit is reached it holds the end of the lock. So an account is locked only when both say so.
 */
export function isLocked(user: Pick<UserRow, 'failedAttempts' | 'lockedUntil'>, now: Date): boolean {
  return user.failedAttempts >= MAX_FAILED_ATTEMPTS && user.lockedUntil !== null && user.lockedUntil > now;
}

export function assertNotLocked(user: Pick<UserRow, 'failedAttempts' | 'lockedUntil'>, now: Date): void {
  if (isLocked(user, now)) throw tooManyRequests('accountLocked', 'ACCOUNT_LOCKED');
}

/** Counts one failure in a single UPDATE, so concurrent attempts cannot lose counts. */
export async function recordFailure(db: Db, options: { userId: string; now: Date }): Promise<void> {
  const at = (ms: number) => sql`${new Date(options.now.getTime() + ms).toISOString()}::timestamptz`;
  const windowOver = sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= ${options.now.toISOString()}::timestamptz)`;
  await db
    .update(users)
    .set({
      failedAttempts: sql`case when ${windowOver} then 1 else ${users.failedAttempts} + 1 end`,
      lockedUntil: sql`case
        when ${windowOver} then ${at(FAILURE_WINDOW_MS)}
        when ${users.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then ${at(LOCK_MS)}
        else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, options.userId));
}

/** A correct password or code starts the count again. */
export async function clearFailures(db: Db, user: Pick<UserRow, 'id' | 'failedAttempts'>): Promise<void> {
  if (user.failedAttempts === 0) return;
  await db.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.id, user.id));
}
