import { z } from 'zod';

/**
 * The team's tip pool: how it is shared out (policy), each share-out (run), contests of a run, and
 * statements. Amounts are integers in minor units; percentages are basis points (1250 = 12.5 %),
 * hours are hundredths of an hour (750 = 7.5 h), so nothing here is a float.
 */
export const POOL_POLICY_KINDS = ['equal', 'percent', 'hours', 'points'] as const;
export type PoolPolicyKind = (typeof POOL_POLICY_KINDS)[number];
/** Where an hours policy takes each member's hours: typed by the owner, or from clocked shifts. */
export const HOURS_SOURCES = ['typed', 'shifts'] as const;
export type HoursSource = (typeof HOURS_SOURCES)[number];
export const POOL_FREQUENCIES = ['daily', 'weekly', 'onDemand'] as const;
export type PoolFrequency = (typeof POOL_FREQUENCIES)[number];
export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export const CONTEST_STATUSES = ['open', 'answered'] as const;
export const TRANSFER_STATUSES = ['pending', 'paid', 'failed', 'waitingForAccount'] as const;

export const MAX_POOL_ROLES = 20;
export const MAX_ROLE_POINTS = 1000;
/** A month of round-the-clock work, in hundredths of an hour. */
export const MAX_HOURS_HUNDREDTHS = 31 * 24 * 100;
export const MAX_CONTEST_TEXT = 1000;

const teamIdField = z.string({ error: 'teamNotFound' }).uuid('teamNotFound');
const userIdField = z.string({ error: 'teamMemberNotFound' }).uuid('teamMemberNotFound');
const runIdField = z.string({ error: 'poolRunNotFound' }).uuid('poolRunNotFound');
const int = (error: string, min: number, max: number) =>
  z.number({ error }).int(error).min(min, error).max(max, error);

const roleName = z
  .string({ error: 'poolRoleInvalid' })
  .trim()
  .min(1, 'poolRoleInvalid')
  .max(40, 'poolRoleInvalid');

/** One member's input to the policy; which field counts depends on the policy's kind. */
export const poolMemberInput = z.object({
  userId: userIdField,
  /** percent policy: this member's share in basis points; all members' add up to 10,000. */
  percentBps: int('poolPercentInvalid', 0, 10_000).optional(),
  /** hours policy: hours worked in the period, in hundredths. */
  hoursHundredths: int('poolHoursInvalid', 0, MAX_HOURS_HUNDREDTHS).optional(),
  /** points policy: the member's role, one of the policy's roles. */
  role: roleName.optional(),
});
export type PoolMemberInput = z.infer<typeof poolMemberInput>;

export const poolRole = z.object({ name: roleName, points: int('poolPointsInvalid', 1, MAX_ROLE_POINTS) });
export type PoolRole = z.infer<typeof poolRole>;

/** PUT /teams/pool/policy (the team's owner only). */
export const poolPolicyBody = z.object({
  teamId: teamIdField,
  kind: z.enum(POOL_POLICY_KINDS, { error: 'poolPolicyInvalid' }),
  frequency: z.enum(POOL_FREQUENCIES, { error: 'poolFrequencyInvalid' }),
  roles: z.array(poolRole).max(MAX_POOL_ROLES, 'poolRoleInvalid').default([]),
  members: z.array(poolMemberInput).max(1000, 'invalidRequest').default([]),
  hoursSource: z.enum(HOURS_SOURCES, { error: 'poolHoursSourceInvalid' }).default('typed'),
});
export type PoolPolicyBody = z.infer<typeof poolPolicyBody>;

export const poolTeamQuery = z.object({ teamId: teamIdField });
const pageField = z.coerce
  .number({ error: 'invalidRequest' })
  .int('invalidRequest')
  .min(1, 'invalidRequest')
  .default(1);
export const poolRunsQuery = z.object({ teamId: teamIdField, page: pageField });
/** POST /teams/pool/runs: share out now (managers). */
export const poolRunBody = z.object({ teamId: teamIdField });

const dateField = z
  .string({ error: 'statementPeriodInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'statementPeriodInvalid');
/** GET /teams/pool/statement: one member's shares from `from` to `to` inclusive (UTC days). */
export const statementQuery = z.object({
  teamId: teamIdField,
  from: dateField,
  to: dateField,
  format: z.enum(STATEMENT_FORMATS, { error: 'invalidRequest' }).default('csv'),
  /** Managers may ask for another member's statement; members get their own. */
  userId: userIdField.optional(),
});
export type StatementQuery = z.infer<typeof statementQuery>;

const contestText = z
  .string({ error: 'poolContestTextRequired' })
  .trim()
  .min(1, 'poolContestTextRequired')
  .max(MAX_CONTEST_TEXT, 'poolContestTextTooLong');
export const contestBody = z.object({ runId: runIdField, reason: contestText });
export const contestAnswerBody = z.object({
  contestId: z.string({ error: 'poolContestNotFound' }).uuid('poolContestNotFound'),
  answer: contestText,
});

// ---- answers ----

const poolPerson = z.object({
  userId: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  profileImg: z.string().nullable(),
});

/** A member as the policy sees them: who they are, their input and the weight it gives. */
export const poolPolicyMember = poolPerson.extend({
  role: z.string().nullable(),
  percentBps: z.number().int().nullable(),
  hoursHundredths: z.number().int().nullable(),
  /** What the member's share is proportional to under the current policy (0 = no share). */
  weight: z.number().int(),
});
export type PoolPolicyMember = z.infer<typeof poolPolicyMember>;

export const poolPolicy = z.object({
  kind: z.enum(POOL_POLICY_KINDS),
  frequency: z.enum(POOL_FREQUENCIES),
  roles: z.array(poolRole),
  members: z.array(poolPolicyMember),
  hoursSource: z.enum(HOURS_SOURCES),
  updatedAt: z.string().nullable(),
});
export type PoolPolicy = z.infer<typeof poolPolicy>;

/** What the pool holds per currency, not yet shared out. */
export const poolBalance = z.object({
  currency: z.string(),
  amount: z.number().int(),
  tipCount: z.number().int(),
});

export const poolShare = z.object({ userId: z.string(), currency: z.string(), amount: z.number().int() });
export type PoolShare = z.infer<typeof poolShare>;

/** GET /teams/pool/preview: what each member would get if the pool were shared out now. */
export const poolPreviewData = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  pools: z.array(poolBalance),
  shares: z.array(poolShare),
  members: z.array(poolPolicyMember),
});
export type PoolPreview = z.infer<typeof poolPreviewData>;

/**
 * How the pool came to hold what it holds, per currency, from the ledger over [periodStart,
 * periodEnd): opening + tips - refunds - sharedOut = closing, exactly.
 */
export const poolSummaryLine = z.object({
  currency: z.string(),
  /** What the pool held at periodStart (negative after a refund of tips already shared out). */
  opening: z.number().int(),
  tips: z.object({ count: z.number().int(), amount: z.number().int() }),
  refunds: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** The share-outs posted in the period, by run number, and what they took from the pool. */
  sharedOut: z.object({ runs: z.array(z.number().int()), amount: z.number().int() }),
  closing: z.number().int(),
});
export type PoolSummaryLine = z.infer<typeof poolSummaryLine>;

export const poolSummary = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Sorted by currency code; a currency the pool never saw in the period is absent. */
  currencies: z.array(poolSummaryLine),
});
export type PoolSummary = z.infer<typeof poolSummary>;

/** GET /teams/pool: the policy, what the pool holds, when it is next shared out. */
export const poolOverviewData = z.object({
  team: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    myRole: z.enum(['member', 'admin', 'owner']),
  }),
  policy: poolPolicy,
  pools: z.array(poolBalance),
  /** What the pool holds now, explained since the period the next share-out covers began. */
  summary: poolSummary,
  /** When a daily or weekly pool is next shared out; null on demand. */
  nextRunAt: z.string().nullable(),
  contestWindowDays: z.number().int(),
  openContests: z.number().int(),
});
export type PoolOverview = z.infer<typeof poolOverviewData>;

export const poolTransfer = z.object({
  userId: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
});

/** One share-out, exactly as recorded in the hash-chained log. */
export const poolRun = z.object({
  id: z.string(),
  seq: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  trigger: z.enum(['scheduled', 'onDemand']),
  policy: z.object({
    kind: z.enum(POOL_POLICY_KINDS),
    frequency: z.enum(POOL_FREQUENCIES),
    roles: z.array(poolRole),
    /** An hours run: whether members' hours were typed or counted from shifts (older runs: absent). */
    hoursSource: z.enum(HOURS_SOURCES).optional(),
  }),
  members: z.array(poolPolicyMember),
  pools: z.array(poolBalance),
  shares: z.array(poolShare),
  transfers: z.array(poolTransfer),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  hash: z.string(),
  prevHash: z.string(),
  /** Until then a member of the run may contest it. */
  contestUntil: z.string(),
});
export type PoolRun = z.infer<typeof poolRun>;
export const poolRunData = z.object({ run: poolRun });
export const poolRunsData = z.object({
  runs: z.array(poolRun),
  page: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

export const poolContest = z.object({
  id: z.string(),
  runId: z.string(),
  runSeq: z.number().int(),
  member: poolPerson,
  reason: z.string(),
  status: z.enum(CONTEST_STATUSES),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type PoolContest = z.infer<typeof poolContest>;
export const poolContestData = z.object({ contest: poolContest });
export const poolContestsData = z.object({ contests: z.array(poolContest) });

/** What a guest is told before tipping a team: how the tip is shared. */
/**
 * What a guest tipping a team is told of its pool: the team's name, how it shares, and who shares
 * it (the owner's team account does not): how many, and their names when there are at most
 * POOL_NOTE_NAMES of them (else none).
 */
export const poolNote = z.object({
  kind: z.enum(POOL_POLICY_KINDS),
  team: z.string(),
  memberCount: z.number().int(),
  members: z.array(z.string()),
});
export type PoolNote = z.infer<typeof poolNote>;
/** Up to this many sharing members, a guest reads their names rather than a count. */
export const POOL_NOTE_NAMES = 3;
