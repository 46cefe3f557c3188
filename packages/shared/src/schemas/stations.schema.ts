import { z } from 'zod';
import { LANGUAGES } from '../occupations.ts';
import { poolNote } from './team-pool.schema.ts';

/**
 * Stations (a table, a golf cart, a front desk) with their own QR code, and the shifts members
 * clock at them. A guest scanning a station tips whoever is on duty there, or the team's pool.
 */
export const SHIFT_CHANGE_ACTIONS = ['clockIn', 'clockOut', 'correct'] as const;
export type ShiftChangeAction = (typeof SHIFT_CHANGE_ACTIONS)[number];
export const MAX_STATION_NAME = 60;
export const MAX_SHIFT_REASON = 300;
/** A shift correction may not make a shift longer than this (a forgotten clock-out, not a week). */
export const MAX_SHIFT_HOURS = 24;

const teamIdField = z.string({ error: 'teamNotFound' }).uuid('teamNotFound');
const stationIdField = z.string({ error: 'stationNotFound' }).uuid('stationNotFound');
const shiftIdField = z.string({ error: 'shiftNotFound' }).uuid('shiftNotFound');

export const stationName = z
  .string({ error: 'stationNameInvalid' })
  .trim()
  .min(1, 'stationNameInvalid')
  .max(MAX_STATION_NAME, 'stationNameInvalid');

/** Station codes are 10 Crockford base32 characters, as payee codes. */
export const stationCodeField = z
  .string({ error: 'stationNotFound' })
  .trim()
  .min(1, 'stationNotFound')
  .max(32, 'stationNotFound')
  .regex(/^[A-Za-z0-9]+$/, 'stationNotFound');

export const stationsQuery = z.object({ teamId: teamIdField });
export const createStationBody = z.object({ teamId: teamIdField, name: stationName });
export const renameStationBody = z.object({ name: stationName });
export const stationParams = z.object({ stationId: stationIdField });
export const stationCodeParams = z.object({ code: stationCodeField });
export const stationQrQuery = z.object({
  format: z.enum(['png', 'svg', 'pdf'], { error: 'invalidRequest' }).default('png'),
  lang: z.enum(LANGUAGES, { error: 'languageInvalid' }).optional(),
});

/** POST /teams/shifts/clock-in: at a station, by its id (a tap) or its code (a scan). */
export const clockInBody = z
  .object({ stationId: stationIdField.optional(), stationCode: stationCodeField.optional() })
  .refine((v) => v.stationId !== undefined || v.stationCode !== undefined, {
    message: 'stationNotFound',
    path: ['stationId'],
  });
export type ClockInBody = z.infer<typeof clockInBody>;

export const shiftsQuery = z.object({ teamId: teamIdField });
export const shiftParams = z.object({ shiftId: shiftIdField });
const isoDate = z.string({ error: 'shiftTimeInvalid' }).datetime({ offset: true, error: 'shiftTimeInvalid' });
/** PUT /teams/shifts/:shiftId: a manager corrects a shift's times (a forgotten clock-out). */
export const correctShiftBody = z.object({
  clockedInAt: isoDate.optional(),
  clockedOutAt: isoDate,
  reason: z
    .string({ error: 'shiftReasonRequired' })
    .trim()
    .min(1, 'shiftReasonRequired')
    .max(MAX_SHIFT_REASON, 'shiftReasonRequired'),
});
export type CorrectShiftBody = z.infer<typeof correctShiftBody>;

const scheduledIdField = z.string({ error: 'shiftNotFound' }).uuid('shiftNotFound');
const memberIdField = z.string({ error: 'teamMemberNotFound' }).uuid('teamMemberNotFound');
/** POST /teams/shifts/scheduled: a manager plans a member's shift at a station ahead. */
export const scheduleShiftBody = z.object({
  stationId: stationIdField,
  userId: memberIdField,
  startsAt: isoDate,
  endsAt: isoDate,
});
export type ScheduleShiftBody = z.infer<typeof scheduleShiftBody>;
export const scheduledShiftParams = z.object({ scheduledShiftId: scheduledIdField });

// ---- answers ----

const person = z.object({
  userId: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  profileImg: z.string().nullable(),
});

export const shift = z.object({
  id: z.string(),
  stationId: z.string(),
  stationName: z.string(),
  member: person,
  clockedInAt: z.string(),
  clockedOutAt: z.string().nullable(),
});
export type Shift = z.infer<typeof shift>;

export const station = z.object({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  code: z.string(),
  /** The public link the station's QR code encodes. */
  link: z.string(),
  onDuty: z.array(shift),
  createdAt: z.string(),
});
export type Station = z.infer<typeof station>;

export const stationData = z.object({ station });
export const stationsData = z.object({
  team: z.object({ id: z.string(), name: z.string(), myRole: z.enum(['member', 'admin', 'owner']) }),
  stations: z.array(station),
});
export type StationsData = z.infer<typeof stationsData>;

export const shiftData = z.object({ shift });
/** GET /teams/shifts/mine: the caller's open shift, if any, and the stations of their team. */
export const myShiftData = z.object({
  shift: shift.nullable(),
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
  stations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MyShift = z.infer<typeof myShiftData>;
/** GET /teams/shifts: open shifts and those of the last days (managers). */
export const shiftsData = z.object({ shifts: z.array(shift) });

export const shiftChange = z.object({
  id: z.string(),
  action: z.enum(SHIFT_CHANGE_ACTIONS),
  by: z.object({ userId: z.string(), username: z.string() }),
  fromClockedInAt: z.string().nullable(),
  toClockedInAt: z.string().nullable(),
  fromClockedOutAt: z.string().nullable(),
  toClockedOutAt: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type ShiftChange = z.infer<typeof shiftChange>;
export const shiftChangesData = z.object({ changes: z.array(shiftChange) });

/** Someone a guest may tip at a station: `payee` is the reference createtransactions takes. */
export const onDutyPerson = person.extend({ payee: z.string(), since: z.string() });
export type OnDutyPerson = z.infer<typeof onDutyPerson>;

/** GET /stations/:code (public): who is on duty, and where "everyone" or "nobody on duty" tips go. */
export const publicStationData = z.object({
  station: z.object({
    code: z.string(),
    name: z.string(),
    team: z.object({ name: z.string() }),
    onDuty: z.array(onDutyPerson),
    /** The team's pool: the payee reference of the team's account, and how its pool is shared. */
    pool: z.object({ payee: z.string(), note: poolNote.nullable() }).nullable(),
  }),
});
export type PublicStation = z.infer<typeof publicStationData>['station'];

/** A shift planned ahead; cancelled ones are not listed. */
export const scheduledShift = z.object({
  id: z.string(),
  stationId: z.string(),
  stationName: z.string(),
  member: person,
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ScheduledShift = z.infer<typeof scheduledShift>;
export const scheduledShiftData = z.object({ scheduledShift });
/** GET /teams/shifts/scheduled: shifts not yet over, soonest first (a member sees their own). */
export const scheduledShiftsData = z.object({ scheduledShifts: z.array(scheduledShift) });
