import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '@opentip/shared/validation';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { newNumericCode, safeEqualHex, sha256 } from '../../lib/tokens.ts';

export type CodePurpose = 'verifyEmail' | 'resetPassword';
export type Purpose = CodePurpose | 'resetGrant' | 'signUpGrant' | 'adminSetPassword' | 'adminSecondFactor';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_INTERVAL_MS = 60_000;

// The row id salts the hash, so equal codes of two users never share a stored value.
export const codeHash = (id: string, secret: string) => sha256(`${id}${secret}`);

export async function insertSecret(
  db: Db,
  options: { userId: string; purpose: Purpose; secret: string; now: Date; ttlMs: number },
): Promise<string> {
  const id = randomUUID();
  await db.insert(oneTimeCodes).values({
    id,
    userId: options.userId,
    purpose: options.purpose,
    codeHash: codeHash(id, options.secret),
    expiresAt: new Date(options.now.getTime() + options.ttlMs),
    createdAt: options.now,
  });
  return id;
}

/** Ends every open code of these purposes: a new code replaces the old, a used grant ends the reset. */
export async function invalidateCodes(
  db: Db,
  options: { userId: string; purposes: Purpose[]; now: Date },
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: options.now })
    .where(
      and(
        eq(oneTimeCodes.userId, options.userId),
        inArray(oneTimeCodes.purpose, options.purposes),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

/**
 * A fresh code for the user, at most one a minute per purpose; older codes stop working. The
 * user row is locked meanwhile so two requests at once cannot both pass the throttle.
 */
export async function issueCode(
  db: Db,
  options: { userId: string; purpose: CodePurpose; now: Date },
): Promise<{ id: string; code: string }> {
  const { userId, purpose, now } = options;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [latest] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < CODE_RESEND_INTERVAL_MS) {
      throw tooManyRequests('otpResendTooSoon', 'OTP_RESEND_TOO_SOON');
    }
    await invalidateCodes(tx, { userId, purposes: [purpose], now });
    const code = newNumericCode(OTP_LENGTH);
    const id = await insertSecret(tx, {
      userId,
      purpose,
      secret: code,
      now,
      ttlMs: CODE_TTL_MINUTES * 60_000,
    });
    return { id, code };
  });
}

/** Takes back a code whose mail could not be sent, so it neither works nor holds back a resend. */
export async function withdrawCode(db: Db, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'tooManyAttempts';

/** Checks the user's latest open code of a purpose and uses it up when it matches. */
export async function checkCode(
  db: Db,
  options: { userId: string; purpose: CodePurpose; code: string; now: Date },
): Promise<CodeCheck> {
  const { userId, purpose, now } = options;
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row) return 'invalid';
  if (row.attempts >= CODE_MAX_ATTEMPTS) return 'tooManyAttempts';
  if (row.expiresAt <= now) return 'expired';
  if (!safeEqualHex(row.codeHash, codeHash(row.id, options.code))) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, row.id));
    return 'invalid';
  }
  // Guarded again in the UPDATE: of two requests with the right code, only one uses it.
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return used.length > 0 ? 'ok' : 'invalid';
}
