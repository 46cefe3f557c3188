import { and, count, eq } from 'drizzle-orm';
import type { ApprovalBody, MemberActionBody, TeamRef } from '@opentip/shared/schemas/teams.schema';
import type { Db } from '../../db/client.ts';
import { teamMemberships, type TeamMembershipRow } from '../../db/schema/teams.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { teamJoinDecided } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';
import { changeMembership } from './membership-changes.ts';
import { isManager, lockTeam, membershipOf, requireTeamAccess, resolveTeam } from './team-lookup.ts';

const memberNotFound = () => notFound('teamMemberNotFound', 'TEAM_MEMBER_NOT_FOUND');
const ownerFixed = () => conflict('teamOwnerFixed', 'TEAM_OWNER_FIXED');

interface Decision {
  user: UserRow;
  now: Date;
}

/**
 * Runs a manager's decision about one person under the team lock, after checking (again, under the
 * lock) that the caller still manages the team: a demoted admin's late request is refused.
 */
async function decide(
  db: Db,
  options: Decision & { ref: TeamRef; targetId: string },
  act: (tx: Db, target: TeamMembershipRow | null, teamId: string) => Promise<TeamMembershipRow>,
): Promise<TeamMembershipRow> {
  const { team } = await requireTeamAccess(db, { user: options.user, ref: options.ref, managers: true });
  return db.transaction(async (tx) => {
    await lockTeam(tx, team.id);
    const caller = await membershipOf(tx, team.id, options.user.id);
    if (!caller || caller.status !== 'accepted' || !isManager(caller))
      throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
    return act(tx, await membershipOf(tx, team.id, options.targetId), team.id);
  });
}

const change = (
  tx: Db,
  base: { target: TeamMembershipRow; by: string; now: Date },
  next: Pick<TeamMembershipRow, 'status' | 'role'>,
) =>
  changeMembership(tx, {
    teamId: base.target.teamId,
    userId: base.target.userId,
    current: base.target,
    by: base.by,
    now: base.now,
    ...next,
  });

/** PUT /user/teamjoinApproval: accept or reject a pending request, or remove a member. */
export function decideRequest(db: Db, options: Decision & { body: ApprovalBody }) {
  const { body, user, now } = options;
  return decide(db, { ...options, ref: body, targetId: body.userId }, async (tx, target) => {
    if (!target) throw memberNotFound();
    const base = { target, by: user.id, now };
    if (body.status === 'remove') {
      if (target.role === 'owner') throw ownerFixed();
      if (target.status !== 'accepted') throw memberNotFound();
      return change(tx, base, { status: 'removed', role: 'member' });
    }
    if (target.status !== 'pending') throw conflict('teamRequestNotPending', 'TEAM_REQUEST_NOT_PENDING');
    const decided = await change(tx, base, {
      status: body.status === 'accept' ? 'accepted' : 'rejected',
      role: 'member',
    });
    await notify(tx, teamJoinDecided(decided, now));
    return decided;
  });
}

async function adminCount(tx: Db, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, teamId),
        eq(teamMemberships.status, 'accepted'),
        eq(teamMemberships.role, 'admin'),
      ),
    );
  return row?.n ?? 0;
}

/** POST /teams/make-team-admin: an accepted member becomes admin while the limit allows. */
export function makeAdmin(db: Db, options: Decision & { body: MemberActionBody; adminLimit: number }) {
  const { body, user, now } = options;
  return decide(db, { ...options, ref: body, targetId: body.userId }, async (tx, target, teamId) => {
    if (!target || target.status !== 'accepted') throw memberNotFound();
    if (target.role === 'owner') throw ownerFixed();
    if (target.role === 'admin') return target;
    if ((await adminCount(tx, teamId)) >= options.adminLimit)
      throw conflict('adminLimitReached', 'ADMIN_LIMIT_REACHED');
    return change(tx, { target, by: user.id, now }, { status: 'accepted', role: 'admin' });
  });
}

/** POST /teams/removeAdmin: an admin becomes a plain member; the owner stays owner. */
export function removeAdmin(db: Db, options: Decision & { body: MemberActionBody }) {
  const { body, user, now } = options;
  return decide(db, { ...options, ref: body, targetId: body.userId }, async (tx, target) => {
    if (!target || target.status !== 'accepted') throw memberNotFound();
    if (target.role === 'owner') throw ownerFixed();
    if (target.role === 'member') return target;
    return change(tx, { target, by: user.id, now }, { status: 'accepted', role: 'member' });
  });
}

/**
 * POST /teams/leave-team: a member leaves (or withdraws a pending request). The owner always
 * manages the team, so the owner cannot leave and a team is never left without a manager.
 */
export async function leaveTeam(db: Db, options: Decision & { ref: TeamRef }) {
  const team = await resolveTeam(db, options.ref);
  return db.transaction(async (tx) => {
    await lockTeam(tx, team.id);
    const mine = await membershipOf(tx, team.id, options.user.id);
    if (!mine || (mine.status !== 'accepted' && mine.status !== 'pending'))
      throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
    if (mine.role === 'owner') throw ownerFixed();
    return change(
      tx,
      { target: mine, by: options.user.id, now: options.now },
      { status: 'left', role: 'member' },
    );
  });
}
