import { inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/sign-in-throttles.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/*
 * Password guessing is slowed, never turned into a lockout (docs/decisions.md, "Sign-in throttle"):
 * - pair: one account from one address. After FREE failures, each further failure makes that
 *   address wait BASE_DELAY, doubling up to MAX_DELAY, before it may try that account again.
 * - address: every account from one address (spraying one password over many accounts).
 * - account: every address together. It never refuses anyone; past its ceiling a pair gets only
 *   one free failure, so a botnet gains little from fresh addresses while the owner's first try
 *   from their own address is always checked.
 * Refused tries are not checked against the password (that would let guessing go on) and do not
 * count. Failures are forgotten after a quiet spell.
 */
export const THROTTLE = {
  pairFree: 5,
  pairFreeUnderAttack: 1,
  addressFree: 30,
  accountCeiling: 20,
  baseDelayMs: MINUTE,
  maxDelayMs: HOUR,
  forgetMs: { pair: 24 * HOUR, address: HOUR, account: 24 * HOUR },
} as const;

type Scope = keyof typeof THROTTLE.forgetMs;
export type ThrottleKeys = Record<Scope, string>;

/**
 * The scopes of an attempt. `account` names the account when there is one, else the typed login,
 * so an unknown address builds up exactly the state a registered one does.
 */
export function throttleKeys(options: { account: string; ip: string }): ThrottleKeys {
  return {
    pair: sha256(`pair:${options.account}|${options.ip}`),
    address: sha256(`address:${options.ip}`),
    account: sha256(`account:${options.account}`),
  };
}

export const accountOfUser = (userId: string) => `user:${userId}`;
export const accountOfLogin = (login: string) => `login:${login.trim().toLowerCase()}`;

/** The wait after the n-th failure over the free ones (n = 0 for the first). */
export function backOffMs(overFree: number): number {
  return Math.min(THROTTLE.baseDelayMs * 2 ** Math.min(overFree, 30), THROTTLE.maxDelayMs);
}

interface Count {
  failures: number;
  lastFailureAt: Date;
}

function waiting(count: Count | undefined, free: number, now: Date): boolean {
  if (!count || count.failures < free) return false;
  return now.getTime() < count.lastFailureAt.getTime() + backOffMs(count.failures - free);
}

const atOf = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const forgottenSince = (at: SQL, scope: Scope) =>
  sql`${signInThrottles.lastFailureAt} <= ${at} - ${`${THROTTLE.forgetMs[scope]} milliseconds`}::interval`;

/**
 * Counts the attempt as a failure of its pair before the password is checked, in one statement that
 * counts only while the pair is not backing off (the same rule as waiting()): attempts sent at the
 * same moment queue on the row, and each sees the failures counted before it. False: refused.
 */
async function takePairAttempt(db: Db, options: { key: string; now: Date; free: number }): Promise<boolean> {
  const { key, now, free } = options;
  const at = atOf(now);
  const forgotten = forgottenSince(at, 'pair');
  const overFree = sql`least(${signInThrottles.failures} - ${free}, 30)`;
  const waitMs = sql`least(${THROTTLE.baseDelayMs}::float8 * power(2, ${overFree}), ${THROTTLE.maxDelayMs})`;
  const counted = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`case when ${forgotten} then 1 else ${signInThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
      setWhere: sql`${forgotten} or ${signInThrottles.failures} < ${free}
        or ${at} >= ${signInThrottles.lastFailureAt} + ${waitMs} * interval '1 millisecond'`,
    })
    .returning({ key: signInThrottles.key });
  return counted.length > 0;
}

/**
 * Refuses an attempt (429) while one of its scopes is backing off, before any password check; an
 * attempt let through is counted against its pair already (a right password clears the pair).
 */
export async function assertNotThrottled(db: Db, options: { keys: ThrottleKeys; now: Date }): Promise<void> {
  const { keys, now } = options;
  const rows = await db
    .select()
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, Object.values(keys)));
  const live = (scope: Scope): Count | undefined => {
    const row = rows.find((r) => r.key === keys[scope]);
    return row && now.getTime() - row.lastFailureAt.getTime() < THROTTLE.forgetMs[scope] ? row : undefined;
  };
  const underAttack = (live('account')?.failures ?? 0) >= THROTTLE.accountCeiling;
  const pairFree = underAttack ? THROTTLE.pairFreeUnderAttack : THROTTLE.pairFree;
  const refused =
    waiting(live('pair'), pairFree, now) ||
    waiting(live('address'), THROTTLE.addressFree, now) ||
    !(await takePairAttempt(db, { key: keys.pair, now, free: pairFree }));
  if (refused) throw tooManyRequests('signInThrottled', 'SIGN_IN_THROTTLED');
}

/** Counts one failure of the address and of the account (the pair's was counted before the check). */
export async function recordSignInFailure(db: Db, options: { keys: ThrottleKeys; now: Date }): Promise<void> {
  const { keys, now } = options;
  const at = atOf(now);
  for (const scope of ['address', 'account'] as const) {
    const forgotten = forgottenSince(at, scope);
    await db
      .insert(signInThrottles)
      .values({ key: keys[scope], failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: {
          failures: sql`case when ${forgotten} then 1 else ${signInThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      });
  }
  // Rows of long-gone guesses are dropped now and then rather than by a scheduled job.
  if (Math.random() < 0.02) {
    const oldest = new Date(now.getTime() - Math.max(...Object.values(THROTTLE.forgetMs)));
    await db.delete(signInThrottles).where(lt(signInThrottles.lastFailureAt, oldest));
  }
}

/** A right password from an address ends that address's back-off for the account. */
export async function clearPairFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, [keys.pair]));
}
