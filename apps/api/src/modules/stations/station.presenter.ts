import type { Shift, ShiftChange, Station } from '@opentip/shared/schemas/stations.schema';
import type { ShiftChangeRow, ShiftRow, StationRow } from '../../db/schema/stations.ts';
import type { UserRow } from '../../db/schema/users.ts';

export type ShiftPerson = Pick<UserRow, 'id' | 'username' | 'fullName' | 'profileImg'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The address a guest's phone opens when scanning the station's code. */
export function stationLinkOf(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/station/${encodeURIComponent(code)}`;
}

export const presentPerson = (person: ShiftPerson) => ({
  userId: person.id,
  username: person.username,
  fullName: person.fullName,
  profileImg: person.profileImg,
});

export function presentShift(row: ShiftRow, station: Pick<StationRow, 'name'>, person: ShiftPerson): Shift {
  return {
    id: row.id,
    stationId: row.stationId,
    stationName: station.name,
    member: presentPerson(person),
    clockedInAt: row.clockedInAt.toISOString(),
    clockedOutAt: iso(row.clockedOutAt),
  };
}

export function presentStation(row: StationRow, options: { publicUrl: string; onDuty: Shift[] }): Station {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    code: row.code,
    link: stationLinkOf(options.publicUrl, row.code),
    onDuty: options.onDuty.filter((s) => s.stationId === row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentChange(row: ShiftChangeRow, by: Pick<UserRow, 'id' | 'username'>): ShiftChange {
  return {
    id: row.id,
    action: row.action,
    by: { userId: by.id, username: by.username },
    fromClockedInAt: iso(row.fromClockedInAt),
    toClockedInAt: iso(row.toClockedInAt),
    fromClockedOutAt: iso(row.fromClockedOutAt),
    toClockedOutAt: iso(row.toClockedOutAt),
    reason: row.reason,
    at: row.at.toISOString(),
  };
}
