import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@opentip/shared/schemas/admin.schema';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { paymentAccounts, tips } from '../../db/schema/payments.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { revokeUserTokens } from '../../lib/sessions.ts';
import { mailNewCode } from '../auth/account-codes.service.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { pageOf } from './admin-lists.ts';
import { recordAdminAction } from './audit-log.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentPerson = (row: UserRow) => ({
  id: row.id,
  uniqueId: row.uniqueId,
  username: row.username,
  email: row.email,
  fullName: row.fullName,
  userType: row.userType,
  chatDisabled: row.chatDisabled,
  signInDisabledAt: iso(row.signInDisabledAt),
  emailVerifiedAt: iso(row.emailVerifiedAt),
  createdAt: row.createdAt.toISOString(),
});

/** Search by email, names, user name or unique ID; an exact unique ID match comes first. */
export async function searchPeople(db: Db, options: { q?: string; page: number }) {
  const q = options.q?.trim();
  let where: SQL | undefined;
  const order: SQL[] = [];
  if (q) {
    const like = containsPattern(q);
    where = or(
      ilike(users.email, like),
      ilike(users.firstName, like),
      ilike(users.lastName, like),
      ilike(users.fullName, like),
      ilike(users.username, like),
      ilike(users.uniqueId, like),
    );
    order.push(sql`case when ${users.uniqueId} = ${q} then 0 else 1 end`);
  }
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order, desc(users.createdAt), users.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return { people: rows.map(presentPerson), ...pageOf(options.page, totals?.total ?? 0) };
}

async function requirePerson(db: Db, id: string, lock = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

const presentTip = (row: typeof tips.$inferSelect) => ({
  id: row.id,
  amount: row.totalAmount,
  currency: row.currency,
  status: row.status,
  giverUserId: row.giverUserId,
  receiverUserId: row.receiverUserId,
  createdAt: row.createdAt.toISOString(),
});

export async function getPerson(db: Db, id: string) {
  const person = await requirePerson(db, id);
  const memberships = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      role: teamMemberships.role,
      status: teamMemberships.status,
    })
    .from(teamMemberships)
    .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
    .where(eq(teamMemberships.userId, id));
  const given = eq(tips.giverUserId, id);
  const received = eq(tips.receiverUserId, id);
  const lastTips = (side: SQL) =>
    db.select().from(tips).where(side).orderBy(desc(tips.createdAt), desc(tips.id)).limit(20);
  const countTips = async (side: SQL) => (await db.select({ n: count() }).from(tips).where(side))[0]?.n ?? 0;
  const accounts = await db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, id));
  return {
    person: {
      ...presentPerson(person),
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      deletedAt: iso(person.deletedAt),
    },
    teams: memberships,
    counts: { tipsGiven: await countTips(given), tipsReceived: await countTips(received) },
    tipsGiven: (await lastTips(given)).map(presentTip),
    tipsReceived: (await lastTips(received)).map(presentTip),
    payoutAccounts: accounts.map((a) => ({
      provider: a.provider,
      label: a.label,
      ready: a.chargesEnabled && a.detailsSubmitted,
      destination: a.isDestination,
    })),
  };
}

interface SwitchOptions {
  db: Db;
  now: Date;
  adminUserId: string;
  personId: string;
  disabled: boolean;
  reason: string;
}

/** SPEC 6: the person may still read their chats but not send or open one. */
export async function switchChat(options: SwitchOptions) {
  return options.db.transaction(async (tx) => {
    const before = await requirePerson(tx, options.personId, true);
    const [after] = await tx
      .update(users)
      .set({ chatDisabled: options.disabled, updatedAt: options.now })
      .where(eq(users.id, before.id))
      .returning();
    if (!after) throw new Error('person vanished');
    await recordAdminAction(tx, {
      adminUserId: options.adminUserId,
      action: options.disabled ? 'person.disableChat' : 'person.enableChat',
      targetType: 'person',
      targetId: before.id,
      before: { chatDisabled: before.chatDisabled },
      after: { chatDisabled: after.chatDisabled },
      reason: options.reason,
      at: options.now,
    });
    return { person: presentPerson(after) };
  });
}

/** Disabling also ends every session of the person in the same transaction: their tokens stop at once. */
export async function switchSignIn(options: SwitchOptions) {
  return options.db.transaction(async (tx) => {
    const before = await requirePerson(tx, options.personId, true);
    const signInDisabledAt = options.disabled ? (before.signInDisabledAt ?? options.now) : null;
    const [after] = await tx
      .update(users)
      .set({ signInDisabledAt, updatedAt: options.now })
      .where(eq(users.id, before.id))
      .returning();
    if (!after) throw new Error('person vanished');
    if (options.disabled) await revokeUserTokens(tx, { userId: before.id, now: options.now });
    await recordAdminAction(tx, {
      adminUserId: options.adminUserId,
      action: options.disabled ? 'person.disableSignIn' : 'person.enableSignIn',
      targetType: 'person',
      targetId: before.id,
      before: { signInDisabledAt: iso(before.signInDisabledAt) },
      after: {
        signInDisabledAt: iso(after.signInDisabledAt),
        ...(options.disabled ? { tokensRevoked: true } : {}),
      },
      reason: options.reason,
      at: options.now,
    });
    return { person: presentPerson(after) };
  });
}

/**
 * Mails a new verification code to an unverified address. The audit entry commits with the code;
 * when the mail cannot go out, mailNewCode withdraws the code and the whole action rolls back.
 */
export async function resendVerification(options: {
  db: Db;
  mailer: Mailer;
  now: Date;
  adminUserId: string;
  personId: string;
}) {
  return options.db.transaction(async (tx) => {
    const person = await requirePerson(tx, options.personId, true);
    if (!person.email || person.emailVerifiedAt)
      throw badRequest('emailAlreadyVerifiedAdmin', 'EMAIL_ALREADY_VERIFIED');
    await mailNewCode({
      db: tx,
      mailer: options.mailer,
      now: options.now,
      user: person,
      purpose: 'verifyEmail',
    });
    await recordAdminAction(tx, {
      adminUserId: options.adminUserId,
      action: 'person.resendVerification',
      targetType: 'person',
      targetId: person.id,
      before: null,
      after: { email: person.email },
      at: options.now,
    });
    return { person: presentPerson(person) };
  });
}
