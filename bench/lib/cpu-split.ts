import type pg from 'pg';
import { cpuMsOfPid, postgresCpuMeter } from './postgres-cpu.ts';

export interface CpuSplit {
  /** CPU milliseconds per request, by who spent them. */
  apiMs: number;
  postgresMs: number;
  loadMs: number;
}

/**
 * Where a run's CPU went, per request: the API processes, the PostgreSQL backends of the bench
 * database, and this process (the load generator, or the replaying pg client). On a machine of two
 * cores the three share, so what one spends the others cannot.
 */
export async function measureCpu<T extends { requests: number }>(
  options: { admin: pg.Client; database: string; apiPids: (number | undefined)[] },
  run: () => Promise<T>,
): Promise<T & { cpu: CpuSplit }> {
  const pgMeter = await postgresCpuMeter(options.admin, options.database).start();
  const apiCpu = () =>
    options.apiPids.reduce<number>((sum, pid) => sum + (pid ? (cpuMsOfPid(pid) ?? 0) : 0), 0);
  const apiBefore = apiCpu();
  const selfBefore = process.cpuUsage();
  const result = await run();
  const self = process.cpuUsage(selfBefore);
  const apiAfter = apiCpu();
  const postgres = await pgMeter();
  const per = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 100) / 100;
  return {
    ...result,
    cpu: {
      apiMs: per(apiAfter - apiBefore),
      postgresMs: per(postgres),
      loadMs: per((self.user + self.system) / 1000),
    },
  };
}
