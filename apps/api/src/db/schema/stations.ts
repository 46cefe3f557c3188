import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHIFT_CHANGE_ACTIONS } from '@opentip/shared/schemas/stations.schema';
import { teams } from './businesses.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A place a team works at ("Pool bar", "Cart 12"), with a QR code of its own. Deleting one keeps
 * the row (its shifts still count for the pool's hours); a deleted station's code finds nothing.
 */
export const stations = pgTable(
  'stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    name: text('name').notNull(),
    /** The code in the station's QR link (/station/:code). */
    code: text('code').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('stations_code_key').on(t.code),
    index('stations_team_idx').on(t.teamId),
    // Two live stations of a team never share a name (a deleted one frees its name).
    uniqueIndex('stations_team_name_key')
      .on(t.teamId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A member's time at a station: open while `clockedOutAt` is null. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clockedInAt: at('clocked_in_at').notNull(),
    clockedOutAt: at('clocked_out_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One open shift per person, whatever the team: a second clock-in (two taps) cannot open another.
    uniqueIndex('shifts_one_open_key')
      .on(t.userId)
      .where(sql`${t.clockedOutAt} is null`),
    index('shifts_station_open_idx')
      .on(t.stationId)
      .where(sql`${t.clockedOutAt} is null`),
    index('shifts_team_in_idx').on(t.teamId, t.clockedInAt),
  ],
);

/** Every change to a shift (clock-in, clock-out, a manager's correction), never edited (trigger). */
export const shiftChanges = pgTable(
  'shift_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    action: text('action', { enum: SHIFT_CHANGE_ACTIONS }).notNull(),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id),
    fromClockedInAt: at('from_clocked_in_at'),
    toClockedInAt: at('to_clocked_in_at'),
    fromClockedOutAt: at('from_clocked_out_at'),
    toClockedOutAt: at('to_clocked_out_at'),
    reason: text('reason'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('shift_changes_shift_idx').on(t.shiftId, t.at)],
);

/** A shift planned ahead by a manager; cancelling keeps the row (who cancelled it, when). */
export const scheduledShifts = pgTable(
  'scheduled_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [index('scheduled_shifts_team_ends_idx').on(t.teamId, t.endsAt)],
);

export type StationRow = typeof stations.$inferSelect;
export type ShiftRow = typeof shifts.$inferSelect;
export type ShiftChangeRow = typeof shiftChanges.$inferSelect;
export type ScheduledShiftRow = typeof scheduledShifts.$inferSelect;
