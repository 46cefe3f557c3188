import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  ADMIN_RECOVERY_CODE_COUNT,
  type AdminSecondFactorChallenge,
} from '@opentip/shared/schemas/admin-auth.schema';
import type { Db } from '../../db/client.ts';
import { adminRecoveryCodes, adminTotp } from '../../db/schema/admin.ts';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { giveBackCodeAttempt, pausedBy } from '../auth/code-attempts.service.ts';
import { startSession, type Session } from '../auth/login.service.ts';
import { findAdminToken, issueAdminToken, type AdminTokenRow } from './admin-link-tokens.ts';
import { reportAdminPause, takeAdminCodeAttempt } from './admin-second-factor-pause.ts';
import { recordAdminAction } from './audit-log.ts';
import { checkTotp, newTotpSecret, otpauthUrl } from './totp.ts';

export const ADMIN_GRANT_TTL_MS = 5 * 60_000;
export const ADMIN_GRANT_MAX_ATTEMPTS = 5;
const ISSUER = 'OpenTip';

/**
 * What a right password gives an administrator: a grant for the second step. Until a TOTP secret
 * is confirmed, each sign-in brings a new secret to enroll.
 */
export async function beginAdminSecondFactor(
  db: Db,
  options: { user: UserRow; now: Date },
): Promise<AdminSecondFactorChallenge> {
  const { user, now } = options;
  const grant = await issueAdminToken(db, {
    userId: user.id,
    purpose: 'adminSecondFactor',
    now,
    ttlMs: ADMIN_GRANT_TTL_MS,
  });
  const [totp] = await db.select().from(adminTotp).where(eq(adminTotp.userId, user.id)).limit(1);
  if (totp?.confirmedAt) return { grant, enroll: false };
  const secret = newTotpSecret();
  await db
    .insert(adminTotp)
    .values({ userId: user.id, secret, createdAt: now })
    .onConflictDoUpdate({ target: adminTotp.userId, set: { secret, lastUsedStep: null, createdAt: now } });
  const account = user.email ?? user.username;
  return { grant, enroll: true, secret, otpauthUrl: otpauthUrl({ secret, account, issuer: ISSUER }) };
}

const refused = (key: 'adminCodeWrong' | 'adminCodeReused' | 'adminRecoveryCodeWrong', code: string) =>
  unauthorized(key, code);
const grantExpired = () => unauthorized('adminSignInStepExpired', 'ADMIN_GRANT_EXPIRED');

export const recoveryCodeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * Lower-case letters and digits without look-alikes (no 0/o, 1/l/i): a code copied from paper is
 * typed right. Codes made before this alphabet still work: a code is checked by its hash as typed.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** "xxxxx-xxxxx" from RECOVERY_CODE_ALPHABET: about 49.5 random bits each. */
export function newRecoveryCode(): string {
  const text = Array.from(
    { length: 10 },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join('');
  return `${text.slice(0, 5)}-${text.slice(5, 10)}`;
}

export type AdminSession = Session & { recoveryCodes?: string[] };

/**
 * The second step: the grant and a TOTP code (the first one confirms enrollment and brings the
 * recovery codes) or a recovery code. Each try counts against the grant (5) and against the
 * administrator across grants (admin-second-factor-pause.ts) before its code is checked; a right
 * code takes back the administrator's count.
 */
export async function completeAdminSecondFactor(options: {
  db: Db;
  jobs: JobQueue;
  now: Date;
  ttlDays: number;
  grant: string;
  code?: string;
  recoveryCode?: string;
}): Promise<AdminSession> {
  const { db, now } = options;
  const grant = await findAdminToken(db, { token: options.grant, purpose: 'adminSecondFactor' });
  if (!grant || grant.consumedAt || grant.expiresAt <= now || grant.attempts >= ADMIN_GRANT_MAX_ATTEMPTS)
    throw grantExpired();
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, grant.userId),
        eq(users.userType, 'admin'),
        isNull(users.deletedAt),
        isNull(users.signInDisabledAt),
      ),
    )
    .limit(1);
  if (!user || !(await takeGrantAttempt(db, grant, now))) throw grantExpired();
  const attempt = await takeAdminCodeAttempt(db, user.id, now);
  let recoveryCodes: string[] | undefined;
  try {
    recoveryCodes =
      options.code !== undefined
        ? await passTotp(db, { user, grant, code: options.code, now })
        : await passRecoveryCode(db, { user, grant, code: options.recoveryCode ?? '', now });
  } catch (error) {
    if (pausedBy(attempt)) await reportAdminPause({ db, jobs: options.jobs, user, attempt, now });
    throw error;
  }
  await giveBackCodeAttempt(db, attempt);
  const session = await startSession({
    db,
    now,
    ttlDays: options.ttlDays,
    user,
    adminSecondFactorPassed: true,
  });
  return recoveryCodes ? { ...session, recoveryCodes } : session;
}

/**
 * Counts a try against the grant before its code is checked, in one guarded UPDATE: tries sent at
 * the same moment could otherwise all read the count before any failure was added to it.
 */
async function takeGrantAttempt(db: Db, grant: AdminTokenRow, now: Date): Promise<boolean> {
  const taken = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, grant.id),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, ADMIN_GRANT_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return taken.length > 0;
}

/** Uses the grant up; false when another request used it first. */
async function consumeGrant(db: Db, grant: AdminTokenRow, now: Date): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(oneTimeCodes.id, grant.id), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)),
    )
    .returning({ id: oneTimeCodes.id });
  return used.length > 0;
}

/** Checks a TOTP code; on enrollment answers the new recovery codes. */
async function passTotp(
  db: Db,
  options: { user: UserRow; grant: AdminTokenRow; code: string; now: Date },
): Promise<string[] | undefined> {
  const { user, grant, now } = options;
  const [totp] = await db.select().from(adminTotp).where(eq(adminTotp.userId, user.id)).limit(1);
  if (!totp) throw grantExpired();
  const check = checkTotp(totp.secret, options.code, now, totp.lastUsedStep);
  if (!check.ok) {
    throw check.reason === 'reused'
      ? refused('adminCodeReused', 'ADMIN_CODE_REUSED')
      : refused('adminCodeWrong', 'ADMIN_CODE_WRONG');
  }
  const enrolling = totp.confirmedAt === null;
  return db.transaction(async (tx) => {
    if (!(await consumeGrant(tx, grant, now))) throw grantExpired();
    // Guarded in the UPDATE: of two requests with the same code, only one moves the step on.
    const moved = await tx
      .update(adminTotp)
      .set({ lastUsedStep: check.step, confirmedAt: totp.confirmedAt ?? now })
      .where(
        and(
          eq(adminTotp.userId, user.id),
          eq(adminTotp.secret, totp.secret),
          or(isNull(adminTotp.lastUsedStep), lt(adminTotp.lastUsedStep, check.step)),
        ),
      )
      .returning({ userId: adminTotp.userId });
    if (moved.length === 0) throw refused('adminCodeReused', 'ADMIN_CODE_REUSED');
    if (!enrolling) return undefined;
    const codes = Array.from({ length: ADMIN_RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, user.id));
    await tx
      .insert(adminRecoveryCodes)
      .values(
        codes.map((code) => ({ userId: user.id, codeHash: recoveryCodeHash(user.id, code), createdAt: now })),
      );
    await recordAdminAction(tx, {
      adminUserId: user.id,
      action: 'admin.enrollSecondFactor',
      targetType: 'admin',
      targetId: user.id,
      before: null,
      after: { recoveryCodes: codes.length },
      at: now,
    });
    return codes;
  });
}

async function passRecoveryCode(
  db: Db,
  options: { user: UserRow; grant: AdminTokenRow; code: string; now: Date },
): Promise<undefined> {
  const { user, grant, now } = options;
  const done = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(adminRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminRecoveryCodes.userId, user.id),
          eq(adminRecoveryCodes.codeHash, recoveryCodeHash(user.id, options.code)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    if (!used) return false;
    if (!(await consumeGrant(tx, grant, now))) throw grantExpired();
    await recordAdminAction(tx, {
      adminUserId: user.id,
      action: 'admin.useRecoveryCode',
      targetType: 'admin',
      targetId: user.id,
      before: null,
      after: null,
      at: now,
    });
    return true;
  });
  if (!done) throw refused('adminRecoveryCodeWrong', 'ADMIN_RECOVERY_CODE_WRONG');
  return undefined;
}
