import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

/** How the bench shares this machine's cores between PostgreSQL and the rest. */
export type CpuLayout = 'shared' | 'database-core';

export const CPU_LAYOUTS: Record<CpuLayout, string> = {
  shared: 'every process free to run on every core (PostgreSQL, the API and the load compete)',
  'database-core':
    'PostgreSQL on core 0 alone, the API, the load generator and the replaying client on the others ' +
    '(as production gives the database a host of its own); Redis left unpinned',
};

const postgresPids = () =>
  execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);

const pin = (pid: string | number, cpus: string) =>
  execFileSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });

/** Pins every PostgreSQL process; one that ended meanwhile (a closing backend) is no error. */
function pinPostgres(cpus: string): void {
  let pinned = 0;
  for (const pid of postgresPids()) {
    try {
      pin(pid, cpus);
      pinned += 1;
    } catch (error) {
      if (existsSync(`/proc/${pid}`)) throw error;
    }
  }
  if (pinned === 0) throw new Error('no local PostgreSQL process to pin');
}

/**
 * Applies a layout to the local PostgreSQL server and to this process (children started later, the
 * API and the bare server, inherit its cores); answers how to undo it. New backends are forked from
 * the postmaster and inherit its core. Undone on exit too, so an interrupted bench leaves
 * PostgreSQL free.
 */
export function applyCpuLayout(layout: CpuLayout, databaseUrl: string): () => void {
  if (layout === 'shared') return () => undefined;
  const cores = os.cpus().length;
  if (cores < 2) throw new Error('BENCH_LAYOUT=database-core needs at least two cores');
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host))
    throw new Error(`BENCH_LAYOUT=database-core pins a local PostgreSQL; the database is at ${host}`);
  const all = `0-${cores - 1}`;
  const rest = cores === 2 ? '1' : `1-${cores - 1}`;
  let undone = false;
  const undo = () => {
    if (undone) return;
    undone = true;
    pinPostgres(all);
    pin(process.pid, all);
  };
  process.once('exit', undo);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      undo();
      process.exit(1);
    });
  pinPostgres('0');
  pin(process.pid, rest);
  return undo;
}
