import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeUserTokens } from '../../lib/sessions.ts';
import { findUserByEmail } from '../auth/user-lookup.service.ts';
import { newPayeeCode, newUniqueId } from '../users/user-identity.ts';
import { adminSetPasswordMail } from './admin-link-mail.ts';
import { findAdminToken, issueAdminToken } from './admin-link-tokens.ts';
import { recordAdminAction } from './audit-log.ts';

export const ADMIN_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type AdminInvite =
  { outcome: 'created' | 'resent'; user: UserRow } | { outcome: 'notAdmin' | 'alreadySetUp' };

/**
 * Makes an administrator for an e-mail address (or, for one who has not set a password yet, a new
 * link) and mails the one-time link to set the password. A person's address is never promoted.
 */
export async function inviteAdmin(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  email: string;
  now: Date;
}): Promise<AdminInvite> {
  const { db, now } = options;
  const email = options.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing && existing.userType !== 'admin') return { outcome: 'notAdmin' };
  if (existing?.passwordHash) return { outcome: 'alreadySetUp' };
  const user = existing ?? (await insertAdmin(db, email, now));
  const token = await issueAdminToken(db, {
    userId: user.id,
    purpose: 'adminSetPassword',
    now,
    ttlMs: ADMIN_LINK_TTL_MS,
  });
  const link = `${options.publicUrl}/admin/set-password?token=${encodeURIComponent(token)}`;
  await options.mailer.send(adminSetPasswordMail({ to: email, link }));
  return { outcome: existing ? 'resent' : 'created', user };
}

async function insertAdmin(db: Db, email: string, now: Date): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      uniqueId: newUniqueId(),
      payeeCode: newPayeeCode(),
      username: `admin-${newPayeeCode().toLowerCase()}`,
      email,
      userType: 'admin',
      accountType: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('administrator not created');
  return user;
}

const linkInvalid = () => badRequest('adminLinkInvalid', 'ADMIN_LINK_INVALID');

/**
 * Sets an administrator's password with the mailed link, once. The link came by mail, so the
 * address counts as verified too.
 */
export async function setAdminPassword(options: {
  db: Db;
  now: Date;
  token: string;
  password: string;
}): Promise<void> {
  const { now } = options;
  const passwordHash = await hashPassword(options.password);
  await options.db.transaction(async (tx) => {
    const row = await findAdminToken(tx, { token: options.token, purpose: 'adminSetPassword' });
    if (!row || row.consumedAt) throw linkInvalid();
    if (row.expiresAt <= now) throw badRequest('adminLinkExpired', 'ADMIN_LINK_EXPIRED');
    // Guarded again in the UPDATE: of two requests with the same link, only one uses it.
    const used = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)),
      )
      .returning({ id: oneTimeCodes.id });
    if (used.length === 0) throw linkInvalid();
    const [admin] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(users.id, row.userId), eq(users.userType, 'admin'), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!admin) throw linkInvalid();
    await revokeUserTokens(tx, { userId: admin.id, now });
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin.setPassword',
      targetType: 'admin',
      targetId: admin.id,
      before: null,
      after: null,
      at: now,
    });
  });
}
