import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { savedCards } from '../../db/schema/payments.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { CardVault } from '../../integrations/payments/card-vault.ts';
import type { ImageStore } from '../../integrations/storage/image-store.ts';
import { notFound } from '../../lib/app-error.ts';
import { revokeUserTokens } from '../../lib/sessions.ts';
import { changeMembership } from '../teams/membership-changes.ts';
import { lockTeam, membershipOf } from '../teams/team-lookup.ts';
import { requireOwnAccount } from './own-account.ts';
import { releaseImage } from './release-image.ts';

/**
 * Longer than any username a person may choose (30 characters), so no live account can hold it
 * and the unique index never trips; built from the id, so it names nobody.
 */
export function deletedUsername(userId: string): string {
  return `deleted-${userId.replaceAll('-', '')}`;
}

/** Every column that identifies or reaches the person, overwritten. */
function erasedFields(userId: string, now: Date) {
  return {
    username: deletedUsername(userId),
    email: null,
    emailVerifiedAt: null,
    firstName: null,
    lastName: null,
    fullName: null,
    phone: null,
    passwordHash: null,
    googleSub: null,
    fcmToken: null,
    profileImg: null,
    placeId: null,
    long: null,
    lat: null,
    address: null,
    failedAttempts: 0,
    lockedUntil: null,
    deletedAt: now,
    updatedAt: now,
  } satisfies Partial<typeof users.$inferInsert>;
}

const OPEN_STATUSES = ['accepted', 'pending'] as const;

/**
 * A deleted person leaves every team they are in or asked to join, as if they had left it: the
 * membership becomes `left` with its history event, so they no longer share a pool or count as a
 * member. An owner's membership of their own team stays (owners cannot leave; the team's account
 * row stays too). Every team row is locked first, in id order, and only then the person's user row
 * (by changeMembership): the lock order of every membership change, so no deadlock with them.
 */
async function leaveTeams(tx: Db, options: { userId: string; now: Date }): Promise<void> {
  const { userId, now } = options;
  const open = await tx
    .select({ teamId: teamMemberships.teamId })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.userId, userId),
        inArray(teamMemberships.status, [...OPEN_STATUSES]),
        ne(teamMemberships.role, 'owner'),
      ),
    )
    .orderBy(asc(teamMemberships.teamId));
  for (const { teamId } of open) await lockTeam(tx, teamId);
  for (const { teamId } of open) {
    // Read again under the lock: a manager may have decided in between.
    const current = await membershipOf(tx, teamId, userId);
    if (!current || current.role === 'owner') continue;
    if (current.status !== 'accepted' && current.status !== 'pending') continue;
    await changeMembership(tx, { teamId, userId, current, status: 'left', role: 'member', by: userId, now });
  }
}

/**
 * DELETE /user/delete/{id}. The row stays (id, unique ID, type, currency) so tips and balances
 * that point at it still add up; what made it a person is gone, every session ends at once, the
 * email is free to register again, team memberships end and saved cards are forgotten (and
 * detached at the provider when a card vault is given).
 */
export async function deleteUser(options: {
  db: Db;
  images: ImageStore;
  log: FastifyBaseLogger;
  cardVault?: CardVault;
  caller: UserRow;
  id: string;
  now: Date;
}): Promise<void> {
  const { now } = options;
  const caller = requireOwnAccount(options);
  const cards = await options.db.transaction(async (tx) => {
    await leaveTeams(tx, { userId: caller.id, now });
    const [erased] = await tx
      .update(users)
      .set(erasedFields(caller.id, now))
      .where(and(eq(users.id, caller.id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!erased) throw notFound('userNotFound', 'USER_NOT_FOUND');
    await revokeUserTokens(tx, { userId: caller.id, now });
    // A pending reset or verification code must not bring the account back.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.userId, caller.id), isNull(oneTimeCodes.consumedAt)));
    return tx
      .delete(savedCards)
      .where(eq(savedCards.userId, caller.id))
      .returning({ provider: savedCards.provider, paymentMethod: savedCards.paymentMethod });
  });
  await detachCards(options, cards);
  await releaseImage({ db: options.db, images: options.images, log: options.log, url: caller.profileImg });
}

/** After the deletion is committed: a provider outage must not keep the account alive. */
async function detachCards(
  options: { cardVault?: CardVault; log: FastifyBaseLogger },
  cards: { provider: string; paymentMethod: string }[],
): Promise<void> {
  const vault = options.cardVault;
  if (!vault) return;
  for (const card of cards.filter((c) => c.provider === vault.provider)) {
    await vault
      .detach({ paymentMethod: card.paymentMethod })
      .catch((err: unknown) => options.log.error({ err }, 'saved card not detached at the provider'));
  }
}
