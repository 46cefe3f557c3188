import type { PoolFrequency } from '@opentip/shared/schemas/team-pool.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Monday 00:00 UTC of the ISO week that holds `at`. */
function startOfIsoWeek(at: Date): Date {
  const day = startOfUtcDay(at);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/**
 * The end of the last complete period of a daily or weekly pool: today 00:00 UTC, or this week's
 * Monday 00:00 UTC. A run of that period shares what came in before it.
 */
export function lastCompletePeriodEnd(frequency: 'daily' | 'weekly', now: Date): Date {
  return frequency === 'daily' ? startOfUtcDay(now) : startOfIsoWeek(now);
}

/** When the scheduler next shares out the pool; null for an on-demand pool. */
export function nextScheduledRun(frequency: PoolFrequency, now: Date): Date | null {
  if (frequency === 'onDemand') return null;
  const step = frequency === 'daily' ? DAY_MS : 7 * DAY_MS;
  return new Date(lastCompletePeriodEnd(frequency, now).getTime() + step);
}

/**
 * Where a run's period ends: a scheduled run shares the last complete day or week; a run a
 * manager asks for (any frequency) shares everything up to now.
 */
export function runPeriodEnd(
  options: { frequency: PoolFrequency; trigger: 'scheduled' | 'onDemand' },
  now: Date,
): Date {
  const { frequency, trigger } = options;
  if (trigger === 'onDemand' || frequency === 'onDemand') return now;
  return lastCompletePeriodEnd(frequency, now);
}
