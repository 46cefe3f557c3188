import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONTEST_STATUSES,
  HOURS_SOURCES,
  POOL_FREQUENCIES,
  POOL_POLICY_KINDS,
  TRANSFER_STATUSES,
  type PoolMemberInput,
  type PoolRole,
} from '@opentip/shared/schemas/team-pool.schema';
import { teams } from './businesses.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/** How a team's pool is shared out; written by the team's owner. A team without a row shares equally, on demand. */
export const teamPoolPolicies = pgTable('team_pool_policies', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id),
  kind: text('kind', { enum: POOL_POLICY_KINDS }).notNull(),
  frequency: text('frequency', { enum: POOL_FREQUENCIES }).notNull(),
  roles: jsonb('roles').$type<PoolRole[]>().notNull().default([]),
  /** Each member's input (percent, hours or role); members not listed have none. */
  members: jsonb('members').$type<PoolMemberInput[]>().notNull().default([]),
  /** An hours policy: hours typed in `members`, or counted from the members' shifts in the period. */
  hoursSource: text('hours_source', { enum: HOURS_SOURCES }).notNull().default('typed'),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One share-out. `record` is everything the run used and decided (policy, members' inputs, pools,
 * shares); `hash` = sha256(prev_hash + canonical JSON of record), chained per team from seq 1.
 * Rows are never changed or deleted (a trigger refuses it), so a later edit breaks the chain.
 */
export const teamPoolRuns = pgTable(
  'team_pool_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    seq: integer('seq').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    trigger: text('trigger', { enum: ['scheduled', 'onDemand'] }).notNull(),
    record: jsonb('record').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_pool_runs_team_seq_key').on(t.teamId, t.seq),
    // Two runs of the same period (a scheduler on two instances, a double click) make one.
    uniqueIndex('team_pool_runs_team_period_key').on(t.teamId, t.periodEnd),
  ],
);

/** Each member's share of a run, per currency: the run's record, in rows for statements. Never changed. */
export const teamPoolShares = pgTable(
  'team_pool_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => teamPoolRuns.id),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_pool_shares_run_user_currency_key').on(t.runId, t.userId, t.currency),
    index('team_pool_shares_user_created_idx').on(t.userId, t.teamId, t.createdAt),
    check('team_pool_shares_positive_check', sql`${t.amount} > 0`),
  ],
);

/** Paying a share on to the member's connected account at the provider (Stripe transfer, sandbox). */
export const teamPoolTransfers = pgTable(
  'team_pool_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => teamPoolShares.id),
    runId: uuid('run_id')
      .notNull()
      .references(() => teamPoolRuns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('pending'),
    destinationAccountId: text('destination_account_id'),
    providerTransferId: text('provider_transfer_id'),
    failureMessage: text('failure_message'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_pool_transfers_share_key').on(t.shareId),
    index('team_pool_transfers_status_idx').on(t.status),
  ],
);

/** A member's objection to a run, and a manager's answer. */
export const teamPoolContests = pgTable(
  'team_pool_contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => teamPoolRuns.id),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: CONTEST_STATUSES }).notNull().default('open'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    uniqueIndex('team_pool_contests_run_user_key').on(t.runId, t.userId),
    index('team_pool_contests_team_status_idx').on(t.teamId, t.status),
  ],
);

export type TeamPoolRunRow = typeof teamPoolRuns.$inferSelect;
export type TeamPoolPolicyRow = typeof teamPoolPolicies.$inferSelect;
