import { readFileSync } from 'node:fs';
import type pg from 'pg';

// Linux reports a process's CPU time in clock ticks of 1/100 s (getconf CLK_TCK).
const TICK_MS = 10;

/** CPU time (user + system) a process on this machine has used, or null when it is gone. */
export function cpuMsOfPid(pid: number): number | null {
  try {
    // Fields after the command name, which is in parentheses and may contain spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/**
 * CPU time spent by the PostgreSQL backends serving one database (on this machine): sampled
 * while work runs, so backends that the pools open or close meanwhile are counted for what they
 * used while seen (a backend closed between two samples loses its last second).
 */
export function postgresCpuMeter(admin: pg.Client, database: string) {
  const backends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])
    ).rows.map((row) => row.pid);
  return {
    /** Starts sampling every second; the function it answers stops and answers the CPU ms used since. */
    async start(): Promise<() => Promise<number>> {
      const baseline = new Map<number, number>();
      const last = new Map<number, number>();
      for (const pid of await backends()) {
        const ms = cpuMsOfPid(pid);
        if (ms !== null) baseline.set(pid, ms);
      }
      const sample = async () => {
        for (const pid of await backends()) {
          const ms = cpuMsOfPid(pid);
          if (ms === null) continue;
          // A backend not there at the start was opened during the run: all it used counts.
          if (!baseline.has(pid)) baseline.set(pid, 0);
          last.set(pid, ms);
        }
      };
      const timer = setInterval(() => void sample().catch(() => undefined), 1000);
      return async () => {
        clearInterval(timer);
        await sample();
        let total = 0;
        for (const [pid, ms] of last) total += ms - (baseline.get(pid) ?? 0);
        return total;
      };
    },
  };
}
