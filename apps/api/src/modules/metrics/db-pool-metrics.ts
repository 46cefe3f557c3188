import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(db: Db): PoolCounts | undefined {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : undefined;
}

/** Connections of the pg.Pool: in use, idle, and requests waiting for one. */
export function registerDbPoolMetrics(registry: Registry, db: Db): void {
  const pool = poolOf(db);
  new Gauge({
    name: 'opentip_db_pool_connections',
    help: 'Database connections by state: in_use, idle, and waiting (queries waiting for a connection).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      // The embedded PGlite is one connection inside the process, reported as one idle connection
      // (its queue of queries cannot be seen) so dashboards and alerts find the same series.
      const counts = pool ?? { totalCount: 1, idleCount: 1, waitingCount: 0 };
      this.set({ state: 'in_use' }, counts.totalCount - counts.idleCount);
      this.set({ state: 'idle' }, counts.idleCount);
      this.set({ state: 'waiting' }, counts.waitingCount);
    },
  });
}
