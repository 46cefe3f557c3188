import { sql, type SQL } from 'drizzle-orm';
import { TIP_STATUSES, tips } from '../../db/schema/payments.ts';

type TipStatus = (typeof TIP_STATUSES)[number];

/**
 * A tip's status is one of these, written into the statement's text rather than passed as a
 * parameter. The partial indexes on failed and on unsettled tips (`tips_failed_created_idx`,
 * `tips_unsettled_idx`) only serve a condition the planner can see: a prepared statement's generic
 * plan, which the pool's clients use after a few runs, knows nothing of a parameter's value and
 * read every tip of the hour instead (docs/busy-night.md).
 */
export function tipStatusIn(...statuses: TipStatus[]): SQL {
  for (const status of statuses)
    if (!TIP_STATUSES.includes(status)) throw new Error(`not a tip status: ${String(status)}`);
  return sql`${tips.status} in (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`;
}
