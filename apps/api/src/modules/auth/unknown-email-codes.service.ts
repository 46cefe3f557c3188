import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/sign-in-throttles.ts';
import { sha256 } from '../../lib/tokens.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  type CodeCheck,
  type CodePurpose,
} from './one-time-codes.service.ts';

/*
 * A code "sent" to an address without an account, so that guessing it answers exactly what
 * guessing a real code answers (wrong, then too many tries after CODE_MAX_ATTEMPTS, expired after
 * CODE_TTL_MINUTES) and the code endpoints do not tell who is registered. Kept as a throttle row
 * (key hashed, no address stored): `failures` counts the tries, `lastFailureAt` is when it was sent.
 */
const keyOf = (purpose: CodePurpose, email: string) =>
  sha256(`code:${purpose}:${email.trim().toLowerCase()}`);

export async function issueUnknownEmailCode(
  db: Db,
  options: { email: string; purpose: CodePurpose; now: Date },
): Promise<void> {
  await db
    .insert(signInThrottles)
    .values({ key: keyOf(options.purpose, options.email), failures: 0, lastFailureAt: options.now })
    .onConflictDoUpdate({ target: signInThrottles.key, set: { failures: 0, lastFailureAt: options.now } });
}

/** Never 'ok': there is no code to match. */
export async function checkUnknownEmailCode(
  db: Db,
  options: { email: string; purpose: CodePurpose; now: Date },
): Promise<CodeCheck> {
  const key = keyOf(options.purpose, options.email);
  const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.key, key));
  if (!row) return 'invalid';
  if (row.failures >= CODE_MAX_ATTEMPTS) return 'tooManyAttempts';
  if (row.lastFailureAt.getTime() + CODE_TTL_MINUTES * 60_000 <= options.now.getTime()) return 'expired';
  await db
    .update(signInThrottles)
    .set({ failures: sql`${signInThrottles.failures} + 1` })
    .where(eq(signInThrottles.key, key));
  return 'invalid';
}
