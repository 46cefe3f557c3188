import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams } from './businesses.ts';
import { users } from './users.ts';

export const MEMBERSHIP_ROLES = ['member', 'admin', 'owner'] as const;
export const MEMBERSHIP_STATUSES = ['pending', 'accepted', 'rejected', 'removed', 'left'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An invitation by e-mail; the link carries the team code, the address is how we recognise it. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    /** Lower-case, trimmed. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the mail was last sent (an invitation sent again keeps its row). */
    sentAt: at('sent_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    uniqueIndex('team_invitations_pending_key')
      .on(t.teamId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('team_invitations_email_idx').on(t.email),
  ],
);

/** One current row per team and person: their role and where their request stands. */
export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: MEMBERSHIP_ROLES }).notNull().default('member'),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    /** The invitation this request answered, when the person had been invited. */
    invitationId: uuid('invitation_id').references(() => teamInvitations.id),
    invitedBy: uuid('invited_by').references(() => users.id),
    /** Who made the last decision (accept, reject, remove, make or remove admin). */
    decidedBy: uuid('decided_by').references(() => users.id),
    requestedAt: at('requested_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    /** When the person last became an accepted member: the oldest one is their active team. */
    acceptedAt: at('accepted_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_memberships_team_user_key').on(t.teamId, t.userId),
    index('team_memberships_user_idx').on(t.userId),
    index('team_memberships_team_status_idx').on(t.teamId, t.status),
  ],
);

/** Every change of a membership's status or role, never edited (a trigger refuses it). */
export const teamMembershipEvents = pgTable(
  'team_membership_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => teamMemberships.id),
    fromStatus: text('from_status', { enum: MEMBERSHIP_STATUSES }),
    toStatus: text('to_status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    fromRole: text('from_role', { enum: MEMBERSHIP_ROLES }),
    toRole: text('to_role', { enum: MEMBERSHIP_ROLES }).notNull(),
    /** null when the database itself made it (a team's owner membership at team creation). */
    byUserId: uuid('by_user_id').references(() => users.id),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('team_membership_events_membership_idx').on(t.membershipId, t.at)],
);

/**
 * Paid tips per team, receiver and whose account they credit, kept by a trigger on tips (migration
 * 0010): a team's tip list shows its total without counting 100,000 rows on every page. Each
 * database connection adds to a shard row of its own (migration 0018), so settlements of one team
 * never queue behind each other's row lock; readers sum the shards.
 */
export const teamTipCounts = pgTable(
  'team_tip_counts',
  {
    teamId: uuid('team_id').notNull(),
    receiverUserId: uuid('receiver_user_id').notNull(),
    creditTo: text('credit_to', { enum: ['receiver', 'teamPool'] }).notNull(),
    shard: smallint('shard').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.receiverUserId, t.creditTo, t.shard] })],
);

export type TeamMembershipRow = typeof teamMemberships.$inferSelect;
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
