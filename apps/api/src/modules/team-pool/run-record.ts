import { createHash } from 'node:crypto';
import type {
  HoursSource,
  PoolFrequency,
  PoolPolicyKind,
  PoolPolicyMember,
  PoolRole,
} from '@opentip/shared/schemas/team-pool.schema';

/**
 * Everything a share-out used and decided, as kept in `team_pool_runs.record` and hashed into the
 * team's chain. Dates are ISO strings; amounts integers in minor units. `pools` and `shares` list
 * positive amounts only (a currency with nothing to share, a member whose share is 0, is absent).
 */
export interface PoolRunRecord {
  version: 1;
  teamId: string;
  seq: number;
  periodStart: string;
  periodEnd: string;
  trigger: 'scheduled' | 'onDemand';
  policy: { kind: PoolPolicyKind; frequency: PoolFrequency; roles: PoolRole[]; hoursSource?: HoursSource };
  /** Every sharing member, with their input and the weight it gave (0 = no share). */
  members: PoolPolicyMember[];
  pools: { currency: string; amount: number; tipCount: number }[];
  shares: { userId: string; currency: string; amount: number }[];
  createdBy: string | null;
  createdAt: string;
}

/** The previous hash of a team's first run. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with every object's keys sorted (by UTF-16 code units) and no whitespace: the same value
 * gives the same text whatever order its keys were written or stored in (jsonb reorders them).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** sha256 (hex) of the previous run's hash followed by this run's canonical record. */
export function runHash(prevHash: string, record: unknown): string {
  return createHash('sha256').update(prevHash).update(canonicalJson(record)).digest('hex');
}
