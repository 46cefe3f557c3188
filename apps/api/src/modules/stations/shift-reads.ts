import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Shift } from '@opentip/shared/schemas/stations.schema';
import type { Db } from '../../db/client.ts';
import { shifts, stations } from '../../db/schema/stations.ts';
import { users } from '../../db/schema/users.ts';
import { presentShift } from './station.presenter.ts';

const shiftColumns = {
  shift: shifts,
  station: { name: stations.name },
  person: { id: users.id, username: users.username, fullName: users.fullName, profileImg: users.profileImg },
};

const present = (
  rows: {
    shift: typeof shifts.$inferSelect;
    station: { name: string };
    person: Parameters<typeof presentShift>[2];
  }[],
) => rows.map((r) => presentShift(r.shift, r.station, r.person));

/** Who is clocked in now at these stations (oldest clock-in first). */
export async function openShiftsAt(db: Db, stationIds: string[]): Promise<Shift[]> {
  if (stationIds.length === 0) return [];
  const rows = await db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(stations, eq(stations.id, shifts.stationId))
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(and(inArray(shifts.stationId, stationIds), isNull(shifts.clockedOutAt), isNull(users.deletedAt)))
    .orderBy(shifts.clockedInAt, users.username);
  return present(rows);
}

/** The caller's open shift, if any. */
export async function openShiftOf(db: Db, userId: string): Promise<Shift | null> {
  const rows = await db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(stations, eq(stations.id, shifts.stationId))
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(and(eq(shifts.userId, userId), isNull(shifts.clockedOutAt)));
  return present(rows)[0] ?? null;
}

/** A team's open shifts and those that began since `since`, newest first (at most 200). */
export async function teamShifts(db: Db, options: { teamId: string; since: Date }): Promise<Shift[]> {
  const rows = await db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(stations, eq(stations.id, shifts.stationId))
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(
      and(
        eq(shifts.teamId, options.teamId),
        or(isNull(shifts.clockedOutAt), gte(shifts.clockedInAt, options.since)),
      ),
    )
    .orderBy(desc(shifts.clockedInAt))
    .limit(200);
  return present(rows);
}

export async function oneShift(db: Db, shiftId: string): Promise<Shift | null> {
  const rows = await db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(stations, eq(stations.id, shifts.stationId))
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(eq(shifts.id, shiftId));
  return present(rows)[0] ?? null;
}
