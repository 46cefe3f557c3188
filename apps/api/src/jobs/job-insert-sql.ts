import { sql, type SQL } from 'drizzle-orm';
import { jobPolicies, type JobName } from './job-catalogue.ts';

/**
 * One job as pg-boss's own `send` stores it (its `insertJob` plan with the options our queue sends,
 * `jobPolicies`), written as SQL that can sit inside a larger statement: a settlement stores the
 * jobs it owes in the same statement as the payment, one round trip instead of a transaction of
 * several (docs/busy-night.md). `data` and `onlyIf` are SQL of that statement, so a job can carry
 * ids the statement makes and exist only if what owes it happened. A missing queue is an error
 * (pg-boss's foreign key), never a job silently not stored. `job-insert-sql.test.ts` compares the
 * row with the one pg-boss stores, so an upgrade that changes it is seen.
 */
export function jobInsertSql(name: JobName, data: SQL, onlyIf: SQL): SQL {
  const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = jobPolicies[name];
  const delay = retryBackoff ? Math.max(retryDelay, 1) : retryDelay;
  return sql`insert into pgboss.job (id, name, data, priority, start_after, singleton_key, singleton_on,
      dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
    select gen_random_uuid(), ${name}::text, ${data}, 0, now(), null, null, q.dead_letter,
      ${expireInSeconds}::numeric * interval '1s',
      now() + cast(coalesce((q.retention_minutes * 60)::text, '14 days') as interval),
      ${retryLimit}::int, ${delay}::int, ${retryBackoff}::bool, q.policy
    from (select ${name}::text as name) wanted left join pgboss.queue q on q.name = wanted.name
    where ${onlyIf}
    returning id`;
}
