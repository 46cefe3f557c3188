import { and, asc, eq, isNull } from 'drizzle-orm';
import type {
  ClockInBody,
  CorrectShiftBody,
  MyShift,
  Shift,
  ShiftChange,
} from '@opentip/shared/schemas/stations.schema';
import { MAX_SHIFT_HOURS } from '@opentip/shared/schemas/stations.schema';
import type { Db } from '../../db/client.ts';
import { shiftChanges, shifts, stations } from '../../db/schema/stations.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { membershipOf, requireTeamAccess, resolveTeam } from '../teams/team-lookup.ts';
import { oneShift, openShiftOf, teamShifts } from './shift-reads.ts';
import { presentChange } from './station.presenter.ts';
import { requireStation, stationNotFound } from './stations.service.ts';

const HOUR_MS = 60 * 60 * 1000;
const shiftNotFound = () => notFound('shiftNotFound', 'SHIFT_NOT_FOUND');
const alreadyOpen = () => conflict('shiftAlreadyOpen', 'SHIFT_ALREADY_OPEN');
/** Managers see the shifts of the last week beside the open ones. */
export const SHIFT_LIST_DAYS = 7;

async function stationIdOf(db: Db, body: ClockInBody): Promise<string> {
  if (body.stationId) return body.stationId;
  const [row] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.code, (body.stationCode ?? '').toUpperCase()), isNull(stations.deletedAt)));
  if (!row) throw stationNotFound();
  return row.id;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
};

/** POST /teams/shifts/clock-in: an accepted member (not the team's own account) starts a shift. */
export async function clockIn(
  db: Db,
  options: { user: UserRow; body: ClockInBody; now: Date },
): Promise<Shift> {
  const { user, now } = options;
  const { station, access } = await requireStation(db, {
    user,
    stationId: await stationIdOf(db, options.body),
  });
  if (access.membership.role === 'owner') throw forbidden('shiftTeamAccount', 'SHIFT_TEAM_ACCOUNT');
  if (await openShiftOf(db, user.id)) throw alreadyOpen();
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shifts)
        .values({
          teamId: station.teamId,
          stationId: station.id,
          userId: user.id,
          clockedInAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('shift not recorded');
      await tx.insert(shiftChanges).values({
        shiftId: row.id,
        teamId: row.teamId,
        action: 'clockIn',
        byUserId: user.id,
        toClockedInAt: now,
        at: now,
      });
      return row.id;
    });
    return (await oneShift(db, id))!;
  } catch (error) {
    // Two taps at once: the one-open-shift index lets one through.
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
}

/** POST /teams/shifts/clock-out: the caller ends their open shift. */
export async function clockOut(db: Db, options: { user: UserRow; now: Date }): Promise<Shift> {
  const { user, now } = options;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(shifts)
      .set({ clockedOutAt: now, updatedAt: now })
      .where(and(eq(shifts.userId, user.id), isNull(shifts.clockedOutAt)))
      .returning();
    if (!row) throw badRequest('shiftNotOpen', 'SHIFT_NOT_OPEN');
    // A clock-out just after clocking in (a slow clock elsewhere) never ends before it began.
    await tx.insert(shiftChanges).values({
      shiftId: row.id,
      teamId: row.teamId,
      action: 'clockOut',
      byUserId: user.id,
      fromClockedOutAt: null,
      toClockedOutAt: now,
      at: now,
    });
    return row.id;
  });
  return (await oneShift(db, id))!;
}

/** GET /teams/shifts/mine: the caller's open shift and their active team's stations (to clock in). */
export async function myShift(db: Db, options: { user: UserRow }): Promise<MyShift> {
  const shift = await openShiftOf(db, options.user.id);
  const teamId = options.user.teamId;
  const membership = teamId ? await membershipOf(db, teamId, options.user.id) : null;
  // The team's own account does not clock in; nor does anyone outside an accepted membership.
  if (!teamId || membership?.status !== 'accepted' || membership.role === 'owner')
    return { shift, team: null, stations: [] };
  const team = await resolveTeam(db, { teamId });
  const rows = await db
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(and(eq(stations.teamId, team.id), isNull(stations.deletedAt)))
    .orderBy(asc(stations.name));
  return { shift, team: { id: team.id, name: team.name }, stations: rows };
}

/** GET /teams/shifts: open shifts and those of the last week (owner and admins). */
export async function listShifts(
  db: Db,
  options: { user: UserRow; teamId: string; now: Date },
): Promise<Shift[]> {
  const { team } = await requireTeamAccess(db, {
    user: options.user,
    ref: { teamId: options.teamId },
    managers: true,
  });
  return teamShifts(db, {
    teamId: team.id,
    since: new Date(options.now.getTime() - SHIFT_LIST_DAYS * 24 * HOUR_MS),
  });
}

async function managedShift(db: Db, options: { user: UserRow; shiftId: string }) {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, options.shiftId));
  if (!row) throw shiftNotFound();
  try {
    await requireTeamAccess(db, { user: options.user, ref: { teamId: row.teamId }, managers: true });
  } catch {
    throw shiftNotFound();
  }
  return row;
}

/**
 * PUT /teams/shifts/:shiftId: a manager sets a shift's clock-out (and, if given, clock-in), with a
 * reason; the change is kept in shift_changes. An open shift is closed by it.
 */
export async function correctShift(
  db: Db,
  options: { user: UserRow; shiftId: string; body: CorrectShiftBody; now: Date },
): Promise<Shift> {
  const { body, now } = options;
  const current = await managedShift(db, options);
  const clockedInAt = body.clockedInAt ? new Date(body.clockedInAt) : current.clockedInAt;
  const clockedOutAt = new Date(body.clockedOutAt);
  const length = clockedOutAt.getTime() - clockedInAt.getTime();
  if (length <= 0 || clockedOutAt > now || length > MAX_SHIFT_HOURS * HOUR_MS)
    throw badRequest('shiftTimesInvalid', 'SHIFT_TIMES_INVALID');
  await db.transaction(async (tx) => {
    // Locked: two managers correcting at once each record what they changed from.
    const [row] = await tx.select().from(shifts).where(eq(shifts.id, current.id)).for('update');
    if (!row) throw shiftNotFound();
    await tx.update(shifts).set({ clockedInAt, clockedOutAt, updatedAt: now }).where(eq(shifts.id, row.id));
    await tx.insert(shiftChanges).values({
      shiftId: row.id,
      teamId: row.teamId,
      action: 'correct',
      byUserId: options.user.id,
      fromClockedInAt: row.clockedInAt,
      toClockedInAt: clockedInAt,
      fromClockedOutAt: row.clockedOutAt,
      toClockedOutAt: clockedOutAt,
      reason: body.reason,
      at: now,
    });
  });
  return (await oneShift(db, current.id))!;
}

/** GET /teams/shifts/:shiftId/changes: the shift's history, oldest first (owner and admins). */
export async function shiftHistory(
  db: Db,
  options: { user: UserRow; shiftId: string },
): Promise<ShiftChange[]> {
  const row = await managedShift(db, options);
  const rows = await db
    .select({ change: shiftChanges, by: { id: users.id, username: users.username } })
    .from(shiftChanges)
    .innerJoin(users, eq(users.id, shiftChanges.byUserId))
    .where(eq(shiftChanges.shiftId, row.id))
    .orderBy(asc(shiftChanges.at), asc(shiftChanges.id));
  return rows.map((r) => presentChange(r.change, r.by));
}
