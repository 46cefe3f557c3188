import { CPU_LAYOUTS, type CpuLayout } from './cpu-layout.ts';
import { describeMachine, gitCommit } from './machine.ts';
import type { CpuSplit } from './cpu-split.ts';
import type { LoadResult } from './load.ts';

type Measured = LoadResult & { cpu: CpuSplit };

/** One round of tip creation: the API, the same statements via pg, and behind a bare node:http server. */
export interface TipRound {
  api: Measured;
  sql: Measured;
  /** The floor under any HTTP API here. */
  bareHttp: Measured;
}

export interface RunResults {
  settings: {
    seconds: number;
    rounds: number;
    connections: number;
    poolSize: number;
    receivers: number;
    instances: number;
    layout: CpuLayout;
  };
  tipRounds: TipRound[];
  apiLookup: LoadResult;
  sqlLookup: LoadResult;
  statementsPerTip: number;
  statementsPerLookup: number;
  check: { tips: number; pending: number; ledgerTransactions: number; unbalanced: number };
  pgVersion: string;
  loadAverage: number[];
}

/** The results with the machine they ran on, as committed under bench/results. */
const ratio = (a: LoadResult, b: LoadResult) => Math.round((a.perSecond / b.perSecond) * 100) / 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 100) / 100;
}

/** The run of the median rate among the rounds (its latencies and CPU with it). */
function medianRun(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.perSecond - b.perSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function buildReport(r: RunResults) {
  const { tipRounds } = r;
  return {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: describeMachine({ postgres: r.pgVersion, loadBefore: r.loadAverage[0] ?? 0 }),
    settings: r.settings,
    tipCreation: {
      api: medianRun(tipRounds.map((round) => round.api)),
      sql: medianRun(tipRounds.map((round) => round.sql)),
      bareHttp: medianRun(tipRounds.map((round) => round.bareHttp)),
      // Each ratio within its round (side by side), then the median of the rounds.
      apiToSqlRatio: median(tipRounds.map((round) => ratio(round.api, round.sql))),
      bareHttpToSqlRatio: median(tipRounds.map((round) => ratio(round.bareHttp, round.sql))),
      apiToBareHttpRatio: median(tipRounds.map((round) => ratio(round.api, round.bareHttp))),
      rounds: tipRounds,
      statementsPerTip: r.statementsPerTip,
    },
    payeeLookup: {
      api: r.apiLookup,
      sql: r.sqlLookup,
      apiToSqlRatio: ratio(r.apiLookup, r.sqlLookup),
      statementsPerLookup: r.statementsPerLookup,
    },
    check: r.check,
  };
}

const apiProcesses = (instances = 1) =>
  instances === 1 ? 'one API process' : `${instances} API processes (the load spread between them)`;

export function markdown(report: ReturnType<typeof buildReport>): string {
  const row = (label: string, x: LoadResult) =>
    `| ${label} | ${x.perSecond} | ${x.p50Ms} | ${x.p99Ms} | ${x.requests} | ${x.errors} |`;
  const m = report.machine;
  return `# Tip throughput (${report.date.slice(0, 10)}, commit ${report.commit})

Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; PostgreSQL ${m.postgres}
(database, API process and load generator on the same machine; 1-minute load average
${m.loadAverage.join(' before, ')} after).
Cores (\`BENCH_LAYOUT=${report.settings.layout}\`): ${CPU_LAYOUTS[report.settings.layout]}.
Settings: ${report.settings.connections} concurrent connections, ${report.settings.seconds} s per run,
${report.settings.rounds} rounds of the three tip runs side by side (each row: the median round),
${apiProcesses(report.settings.instances)}, pool of ${report.settings.poolSize} connections each, ${report.settings.receivers} receivers, sandbox payments.

| run | per second | p50 ms | p99 ms | requests | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${row('POST /transactions/createtransactions (API)', report.tipCreation.api)}
${row(`same ${statements(report.tipCreation.statementsPerTip)} via pg (limit)`, report.tipCreation.sql)}
${row(`same ${statements(report.tipCreation.statementsPerTip)} behind a bare node:http server (floor)`, report.tipCreation.bareHttp)}
${row('GET /payee/payee-details/{uniqueId} (API)', report.payeeLookup.api)}
${row(`same ${statements(report.payeeLookup.statementsPerLookup)} via pg (limit)`, report.payeeLookup.sql)}

CPU per tip, in ms (API process / PostgreSQL backends / load generator or replaying client):
API run ${cpu(report.tipCreation.api.cpu)}; SQL replay ${cpu(report.tipCreation.sql.cpu)};
bare node:http server ${cpu(report.tipCreation.bareHttp.cpu)}.

API / SQL ratio (the median of the rounds' own): tip creation **${report.tipCreation.apiToSqlRatio}**, payee lookup **${report.payeeLookup.apiToSqlRatio}**.
Bare node:http server / SQL: **${report.tipCreation.bareHttpToSqlRatio}** (what HTTP alone leaves of the
database's pace here); API / bare server: **${report.tipCreation.apiToBareHttpRatio}**.

| round | API tips/s | via pg | bare node:http | API / SQL | bare / SQL |
| ---: | ---: | ---: | ---: | ---: | ---: |
${report.tipCreation.rounds.map((round, i) => `| ${i + 1} | ${round.api.perSecond} | ${round.sql.perSecond} | ${round.bareHttp.perSecond} | ${ratio(round.api, round.sql)} | ${ratio(round.bareHttp, round.sql)} |`).join('\n')}

Afterwards: ${report.check.tips} tips, ${report.check.pending} not paid, ${report.check.ledgerTransactions} ledger transactions,
${report.check.unbalanced} unbalanced.

Command: \`npx tsx bench/tips-throughput.ts\` (PostgreSQL at \`BENCH_DATABASE_URL\`, default
\`postgres://postgres@127.0.0.1:5432/postgres\`; \`BENCH_SECONDS\` per run, default 15; \`BENCH_ROUNDS\`, default 3;
\`BENCH_LAYOUT\`, shared or database-core).
`;
}

function cpu(split: CpuSplit): string {
  return `${split.apiMs} / ${split.postgresMs} / ${split.loadMs}`;
}

function statements(n: number): string {
  return n === 1 ? '1 SQL statement' : `${n} SQL statements`;
}
