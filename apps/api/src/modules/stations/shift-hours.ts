import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { PoolMemberInput } from '@opentip/shared/schemas/team-pool.schema';
import type { Db } from '../../db/client.ts';
import { shifts } from '../../db/schema/stations.ts';

/** Milliseconds in a hundredth of an hour: the unit of the pool's hours. */
const HUNDREDTH_MS = 36_000;

/**
 * Each member's hours at the team's stations within [periodStart, periodEnd), in hundredths of an
 * hour: every shift clipped to the period (an open shift counts up to periodEnd), summed per
 * member in milliseconds and rounded down once, so the figure never depends on how a day's work
 * was cut into shifts beyond a hundredth.
 */
export async function hoursFromShifts(
  db: Db,
  options: { teamId: string; periodStart: Date; periodEnd: Date },
): Promise<Map<string, number>> {
  const { periodStart, periodEnd } = options;
  const rows = await db
    .select({ userId: shifts.userId, inAt: shifts.clockedInAt, outAt: shifts.clockedOutAt })
    .from(shifts)
    .where(
      and(
        eq(shifts.teamId, options.teamId),
        lt(shifts.clockedInAt, periodEnd),
        or(isNull(shifts.clockedOutAt), gt(shifts.clockedOutAt, periodStart)),
      ),
    );
  const ms = new Map<string, number>();
  for (const row of rows) {
    const start = Math.max(row.inAt.getTime(), periodStart.getTime());
    const end = Math.min(row.outAt?.getTime() ?? periodEnd.getTime(), periodEnd.getTime());
    if (end > start) ms.set(row.userId, (ms.get(row.userId) ?? 0) + (end - start));
  }
  return new Map([...ms].map(([userId, total]) => [userId, Math.floor(total / HUNDREDTH_MS)]));
}

/** The policy's member inputs with each member's hours taken from their shifts (others keep theirs). */
export function withShiftHours(inputs: PoolMemberInput[], hours: Map<string, number>, userIds: string[]) {
  const byUser = new Map(inputs.map((m) => [m.userId, m]));
  return userIds.map((userId) => ({
    ...byUser.get(userId),
    userId,
    hoursHundredths: hours.get(userId) ?? 0,
  }));
}
