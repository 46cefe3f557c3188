import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeAttemptWindows } from '../../db/schema/code-attempts.ts';
import { sha256 } from '../../lib/tokens.ts';

/*
 * Wrong one-time codes per account, whatever the code, grant or address: each code's own limit
 * (5 tries) does not stop someone who asks for a new code, or signs in again, after every 5. After
 * maxFailures wrong codes in a window, the account's codes are refused, the right one too, until
 * the window ends. An attempt is counted before its code is checked and given back when the code
 * was right, so requests at the same moment cannot all be checked while the count is still low.
 */
export const CODE_ATTEMPTS = { maxFailures: 10, windowMs: 15 * 60_000 } as const;

export const adminSecondFactorScope = (userId: string) => sha256(`adminSecondFactor:${userId}`);
export const accountCodesScope = (userId: string) => sha256(`accountCodes:user:${userId}`);
/** An address without an account builds up the same state as an account would. */
export const unknownEmailCodesScope = (email: string) =>
  sha256(`accountCodes:email:${email.trim().toLowerCase()}`);

export interface CodeAttempt {
  key: string;
  /** Failures in the window, this attempt included. */
  failures: number;
  windowStartedAt: Date;
}

/** Counts the attempt as a failure; null (nothing counted) while the account waits. */
export async function takeCodeAttempt(
  db: Db,
  options: { key: string; now: Date },
): Promise<CodeAttempt | null> {
  const { key, now } = options;
  const at = sql`${now.toISOString()}::timestamptz`;
  const over = sql`${codeAttemptWindows.windowStartedAt} <= ${at} - ${`${CODE_ATTEMPTS.windowMs} milliseconds`}::interval`;
  // One statement: concurrent attempts queue on the row and each sees the count the one before left.
  const [row] = await db
    .insert(codeAttemptWindows)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: codeAttemptWindows.key,
      set: {
        failures: sql`case when ${over} then 1 else ${codeAttemptWindows.failures} + 1 end`,
        windowStartedAt: sql`case when ${over} then ${at} else ${codeAttemptWindows.windowStartedAt} end`,
      },
      setWhere: sql`${over} or ${codeAttemptWindows.failures} < ${CODE_ATTEMPTS.maxFailures}`,
    })
    .returning();
  if (!row) return null;
  // Rows of long-gone windows are dropped now and then rather than by a scheduled job.
  if (row.failures === 1 && Math.random() < 0.02) {
    const oldest = new Date(now.getTime() - CODE_ATTEMPTS.windowMs);
    await db.delete(codeAttemptWindows).where(lt(codeAttemptWindows.windowStartedAt, oldest));
  }
  return { key, failures: row.failures, windowStartedAt: row.windowStartedAt };
}

/** The code was right: the attempt counted for it is taken back (in its own window only). */
export async function giveBackCodeAttempt(db: Db, attempt: CodeAttempt): Promise<void> {
  await db
    .update(codeAttemptWindows)
    .set({ failures: sql`${codeAttemptWindows.failures} - 1` })
    .where(
      and(
        eq(codeAttemptWindows.key, attempt.key),
        eq(codeAttemptWindows.windowStartedAt, attempt.windowStartedAt),
        gt(codeAttemptWindows.failures, 0),
      ),
    );
}

/** This failed attempt was the one that made the account wait. */
export const pausedBy = (attempt: CodeAttempt) => attempt.failures >= CODE_ATTEMPTS.maxFailures;

export const pauseEndsAt = (attempt: CodeAttempt) =>
  new Date(attempt.windowStartedAt.getTime() + CODE_ATTEMPTS.windowMs);
