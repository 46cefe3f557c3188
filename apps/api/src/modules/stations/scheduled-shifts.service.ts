import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  MAX_SHIFT_HOURS,
  type ScheduledShift,
  type ScheduleShiftBody,
} from '@opentip/shared/schemas/stations.schema';
import type { Db } from '../../db/client.ts';
import { scheduledShifts, stations, type ScheduledShiftRow } from '../../db/schema/stations.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { membershipOf, requireTeamAccess } from '../teams/team-lookup.ts';
import { presentPerson, type ShiftPerson } from './station.presenter.ts';
import { requireStation } from './stations.service.ts';

const HOUR_MS = 60 * 60 * 1000;
const scheduledNotFound = () => notFound('shiftNotFound', 'SHIFT_NOT_FOUND');

const present = (row: ScheduledShiftRow, stationName: string, person: ShiftPerson): ScheduledShift => ({
  id: row.id,
  stationId: row.stationId,
  stationName,
  member: presentPerson(person),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

const columns = {
  row: scheduledShifts,
  stationName: stations.name,
  person: { id: users.id, username: users.username, fullName: users.fullName, profileImg: users.profileImg },
};

/** POST /teams/shifts/scheduled (owner and admins): a member's shift at a station, planned ahead. */
export async function scheduleShift(
  db: Db,
  options: { user: UserRow; body: ScheduleShiftBody; now: Date },
): Promise<ScheduledShift> {
  const { body, now } = options;
  const { station } = await requireStation(db, {
    user: options.user,
    stationId: body.stationId,
    managers: true,
  });
  const member = await membershipOf(db, station.teamId, body.userId);
  if (member?.status !== 'accepted' || member.role === 'owner')
    throw notFound('teamMemberNotFound', 'TEAM_MEMBER_NOT_FOUND');
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  const length = endsAt.getTime() - startsAt.getTime();
  if (length <= 0 || endsAt <= now || length > MAX_SHIFT_HOURS * HOUR_MS)
    throw badRequest('scheduledShiftTimesInvalid', 'SCHEDULED_SHIFT_TIMES_INVALID');
  const [row] = await db
    .insert(scheduledShifts)
    .values({
      teamId: station.teamId,
      stationId: station.id,
      userId: body.userId,
      startsAt,
      endsAt,
      createdBy: options.user.id,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('scheduled shift not recorded');
  const [person] = await db.select(columns.person).from(users).where(eq(users.id, row.userId));
  return present(row, station.name, person!);
}

/** GET /teams/shifts/scheduled: planned shifts not yet over; managers see all, members their own. */
export async function listScheduledShifts(
  db: Db,
  options: { user: UserRow; teamId: string; now: Date },
): Promise<ScheduledShift[]> {
  const { team, manager } = await requireTeamAccess(db, {
    user: options.user,
    ref: { teamId: options.teamId },
  });
  const rows = await db
    .select(columns)
    .from(scheduledShifts)
    .innerJoin(stations, eq(stations.id, scheduledShifts.stationId))
    .innerJoin(users, eq(users.id, scheduledShifts.userId))
    .where(
      and(
        eq(scheduledShifts.teamId, team.id),
        isNull(scheduledShifts.cancelledAt),
        isNull(stations.deletedAt),
        gt(scheduledShifts.endsAt, options.now),
        manager ? undefined : eq(scheduledShifts.userId, options.user.id),
      ),
    )
    .orderBy(asc(scheduledShifts.startsAt))
    .limit(200);
  return rows.map((r) => present(r.row, r.stationName, r.person));
}

/** DELETE /teams/shifts/scheduled/:id (owner and admins): the row stays, marked cancelled by whom. */
export async function cancelScheduledShift(
  db: Db,
  options: { user: UserRow; scheduledShiftId: string; now: Date },
): Promise<void> {
  const [row] = await db
    .select()
    .from(scheduledShifts)
    .where(and(eq(scheduledShifts.id, options.scheduledShiftId), isNull(scheduledShifts.cancelledAt)));
  if (!row) throw scheduledNotFound();
  try {
    await requireTeamAccess(db, { user: options.user, ref: { teamId: row.teamId }, managers: true });
  } catch {
    throw scheduledNotFound();
  }
  await db
    .update(scheduledShifts)
    .set({ cancelledAt: options.now, cancelledBy: options.user.id })
    .where(and(eq(scheduledShifts.id, row.id), isNull(scheduledShifts.cancelledAt)));
}
