import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { TOKEN } from './bench-data.ts';
import type { httpClient } from './load.ts';

/**
 * What the steady-night and crash-rounds benches share: guest tips with a receipt address sent
 * open-loop, and what they read of the database to see that everything a paid tip owes was
 * delivered once (receipts, notifications, job queues, charges, the ledger).
 */

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface TipAttempt {
  n: number;
  receiverId: string;
  email: string;
  /** performance.now() when the request was handed to the HTTP client. */
  startedAt: number;
  /** performance.now() when the answer (or the connection's failure) came. */
  answeredAt: number | null;
  /** The HTTP status; 0 when the connection failed (refused, reset by a killed process). */
  status: number | null;
  error: string | null;
  /** From the 200 answer's `data.transaction.id`. */
  tipId: string | null;
}

/** A guest's tip with an email (so a receipt is owed), through the real route with a new key. */
export function sendGuestTip(
  http: ReturnType<typeof httpClient>,
  attempt: Pick<TipAttempt, 'n' | 'receiverId' | 'email'>,
): TipAttempt & { done: Promise<TipAttempt> } {
  const record: TipAttempt = {
    ...attempt,
    startedAt: performance.now(),
    answeredAt: null,
    status: null,
    error: null,
    tipId: null,
  };
  const done = http
    .send(
      'POST',
      '/api/v1/transactions/createtransactions',
      {
        payee: attempt.receiverId,
        amount: 1000,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: TOKEN,
        email: attempt.email,
      },
      { 'idempotency-key': randomUUID() },
    )
    .then(
      (answer) => {
        record.answeredAt = performance.now();
        record.status = answer.status;
        if (answer.status === 200) {
          const id = (JSON.parse(answer.body) as { data?: { transaction?: { id?: string } } }).data
            ?.transaction?.id;
          record.tipId = id ?? null;
        } else record.error = answer.body.slice(0, 200);
        return record;
      },
      (error: Error & { code?: string }) => {
        record.answeredAt = performance.now();
        record.status = 0;
        record.error = error.code ?? error.message;
        return record;
      },
    );
  return Object.assign(record, { done });
}

/**
 * Open loop: calls `start(n)` every 1000 / perSecond ms on a fixed schedule, whatever the answers
 * (a late tick is started at once, never skipped), for `seconds`. Resolves with how many it started.
 */
export async function openLoop(options: {
  perSecond: number;
  seconds: number;
  start: (n: number) => void;
}): Promise<number> {
  const interval = 1000 / options.perSecond;
  const t0 = performance.now();
  const end = t0 + options.seconds * 1000;
  let n = 0;
  for (;;) {
    const due = t0 + n * interval;
    if (due >= end) return n;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    options.start(n++);
  }
}

/** Jobs waiting or under way per queue (pg-boss: created, retry, active). */
export async function jobBacklog(pool: pg.Pool | pg.Client): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ name: string; n: number }>(
    `select name, count(*)::int as n from pgboss.job
     where state in ('created', 'retry', 'active') group by name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

/** Jobs pg-boss gave up on (every retry failed), per queue. */
export async function failedJobs(pool: pg.Pool | pg.Client): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ name: string; n: number }>(
    `select name, count(*)::int as n from pgboss.job where state = 'failed' group by name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

export interface LockWait {
  pid: number;
  locktype: string;
  mode: string;
  /** The table (or index) waited for; for a row's lock, the row's table when known (else see `query`). */
  relation: string | null;
  waitMs: number;
  query: string;
  blockedBy: string[];
}

/**
 * Every second, the lock requests not granted in the bench's database (pg_locks joined with
 * pg_stat_activity), each kept at the longest wait seen for it (pid and the moment it began
 * waiting). Connects to that database itself so that relation names resolve. Waits shorter than
 * the sampling interval are mostly not seen: the figure is what a waiter had waited when seen.
 */
export async function startLockWaitSampler(databaseUrl: string, everyMs = 1000) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-lock-sampler' });
  await client.connect();
  const waits = new Map<string, LockWait>();
  let samples = 0;
  let stopped = false;
  const sample = async () => {
    const { rows } = await client.query<{
      pid: number;
      locktype: string;
      mode: string;
      relation: string | null;
      wait_ms: number;
      waitstart: string;
      query: string;
      blocked_by: string[] | null;
    }>(
      `select l.pid, l.locktype, l.mode,
         -- A row lock waits on the holder's transaction id; the row's table is the tuple lock it holds.
         coalesce(l.relation::regclass::text, (select t.relation::regclass::text from pg_locks t
           where t.pid = l.pid and t.locktype = 'tuple' and t.granted limit 1)) as relation,
         coalesce(extract(epoch from clock_timestamp() - l.waitstart) * 1000, 0)::float8 as wait_ms,
         coalesce(l.waitstart::text, '') as waitstart, left(a.query, 300) as query,
         (select array_agg(left(b.query, 200)) from pg_stat_activity b
           where b.pid = any(pg_blocking_pids(l.pid))) as blocked_by
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where not l.granted and a.datname = current_database()`,
    );
    samples += 1;
    for (const row of rows) {
      const key = `${row.pid}@${row.waitstart}`;
      const seen = waits.get(key);
      if (seen && seen.waitMs >= row.wait_ms) continue;
      waits.set(key, {
        pid: row.pid,
        locktype: row.locktype,
        mode: row.mode,
        relation: row.relation,
        waitMs: Math.round(row.wait_ms),
        query: row.query,
        blockedBy: row.blocked_by ?? [],
      });
    }
  };
  const loop = (async () => {
    while (!stopped) {
      const t0 = performance.now();
      await sample().catch(() => undefined);
      await sleep(Math.max(0, everyMs - (performance.now() - t0)));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      const all = [...waits.values()].sort((a, b) => b.waitMs - a.waitMs);
      return { samples, waitsSeen: all.length, longest: all.slice(0, 10) };
    },
  };
}

/** Ledger transactions whose entries do not add up to zero per currency. */
export async function unbalancedLedgerTransactions(pool: pg.Pool | pg.Client): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from ledger_entries
       group by transaction_id, currency having sum(amount) <> 0) x`,
  );
  return rows[0]?.n ?? 0;
}

export const mark = (ok: boolean) => (ok ? '✓' : '✗');
