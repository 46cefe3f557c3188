import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Station, StationsData } from '@opentip/shared/schemas/stations.schema';
import type { Db } from '../../db/client.ts';
import { stations, type StationRow } from '../../db/schema/stations.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireTeamAccess, type TeamAccess } from '../teams/team-lookup.ts';
import { newPayeeCode } from '../users/user-identity.ts';
import { openShiftsAt } from './shift-reads.ts';
import { presentStation } from './station.presenter.ts';

export const stationNotFound = () => notFound('stationNotFound', 'STATION_NOT_FOUND');
const nameTaken = () => conflict('stationNameTaken', 'STATION_NAME_TAKEN');

interface Ctx {
  db: Db;
  publicUrl: string;
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === UNIQUE_VIOLATION && (constraint === index || message?.includes(index))) return true;
  }
  return false;
}

/** A live station of a team the caller belongs to (managers only when `managers`), else 404. */
export async function requireStation(
  db: Db,
  options: { user: UserRow; stationId: string; managers?: boolean },
): Promise<{ station: StationRow; access: TeamAccess }> {
  const [station] = await db
    .select()
    .from(stations)
    .where(and(eq(stations.id, options.stationId), isNull(stations.deletedAt)));
  if (!station) throw stationNotFound();
  try {
    const access = await requireTeamAccess(db, {
      user: options.user,
      ref: { teamId: station.teamId },
      managers: options.managers ?? false,
    });
    return { station, access };
  } catch {
    // Outsiders learn nothing of the station either.
    throw stationNotFound();
  }
}

export async function presentStations(ctx: Ctx, rows: StationRow[]): Promise<Station[]> {
  const onDuty = await openShiftsAt(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentStation(row, { publicUrl: ctx.publicUrl, onDuty }));
}

/** GET /teams/stations: the team's stations and who is on duty at each (any member). */
export async function listStations(
  ctx: Ctx,
  options: { user: UserRow; teamId: string },
): Promise<StationsData> {
  const { team, membership } = await requireTeamAccess(ctx.db, {
    user: options.user,
    ref: { teamId: options.teamId },
  });
  const rows = await ctx.db
    .select()
    .from(stations)
    .where(and(eq(stations.teamId, team.id), isNull(stations.deletedAt)))
    .orderBy(asc(stations.name), asc(stations.id));
  return {
    team: { id: team.id, name: team.name, myRole: membership.role },
    stations: await presentStations(ctx, rows),
  };
}

/** POST /teams/stations (owner and admins). */
export async function createStation(
  ctx: Ctx,
  options: { user: UserRow; teamId: string; name: string; now: Date },
): Promise<Station> {
  const { team } = await requireTeamAccess(ctx.db, {
    user: options.user,
    ref: { teamId: options.teamId },
    managers: true,
  });
  try {
    const [row] = await ctx.db
      .insert(stations)
      .values({
        teamId: team.id,
        name: options.name,
        code: newPayeeCode(),
        createdBy: options.user.id,
        createdAt: options.now,
      })
      .returning();
    if (!row) throw new Error('station not created');
    return (await presentStations(ctx, [row]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error, 'stations_team_name_key')) throw nameTaken();
    throw error;
  }
}

/** PUT /teams/stations/:stationId (owner and admins). */
export async function renameStation(
  ctx: Ctx,
  options: { user: UserRow; stationId: string; name: string },
): Promise<Station> {
  const { station } = await requireStation(ctx.db, { ...options, managers: true });
  try {
    const [row] = await ctx.db
      .update(stations)
      .set({ name: options.name })
      .where(eq(stations.id, station.id))
      .returning();
    return (await presentStations(ctx, [row ?? station]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error, 'stations_team_name_key')) throw nameTaken();
    throw error;
  }
}

/**
 * DELETE /teams/stations/:stationId (owner and admins). The row stays (its shifts still count for
 * hours) and its code stops working; while someone is on duty there it is refused.
 */
export async function deleteStation(
  ctx: Ctx,
  options: { user: UserRow; stationId: string; now: Date },
): Promise<void> {
  const { station } = await requireStation(ctx.db, { ...options, managers: true });
  const onDuty = await openShiftsAt(ctx.db, [station.id]);
  if (onDuty.length > 0) throw conflict('stationOnDuty', 'STATION_ON_DUTY');
  await ctx.db.update(stations).set({ deletedAt: options.now }).where(eq(stations.id, station.id));
}
