import { round1, type LatencySummary } from './latency-stats.ts';
import type { MemorySample } from './process-memory.ts';

export interface RoundResult {
  messages: number;
  failedPosts: number;
  messagesPerSecond: number;
  deliveries: number;
  missing: number;
  /** From just before the POST left the bench to the frame's arrival, every recipient socket. */
  all: LatencySummary;
  /** Sockets on instance A, which took the POST. */
  sameInstance: LatencySummary;
  /** Sockets on instance B: the event came through Redis from A. */
  otherInstance: LatencySummary;
  /** The POST /message/createMessage call itself (answered after it published). */
  post: LatencySummary;
  /** Each frame's arrival less its POST's answer: negative when the frame came first. */
  afterAnswer: LatencySummary;
  /**
   * CPU time per message sent: each API instance, and the database's backends for it, less what
   * the open sockets cost meanwhile with nothing said (idleCpuMsPerSecond).
   */
  cpuMsPerMessage: CpuPerMessage;
}

export interface CpuPerMessage {
  instanceA: number;
  instanceB: number;
  postgres: number;
}

/** CPU ms a second, with every socket open and no message sent. */
export type CpuPerSecond = CpuPerMessage;

/** One instance's memory: the baseline, with every socket open, and after the messages. */
export function memoryReport(
  sockets: number,
  before: MemorySample,
  after: MemorySample,
  afterLoad: MemorySample,
) {
  const kb = (bytes: number) => round1(bytes / 1024);
  const mb = (bytes: number) => round1(bytes / 2 ** 20);
  return {
    sockets,
    rssMb: { before: mb(before.rssBytes), after: mb(after.rssBytes), afterMessages: mb(afterLoad.rssBytes) },
    heapUsedMb: {
      before: mb(before.heapUsedBytes),
      after: mb(after.heapUsedBytes),
      afterMessages: mb(afterLoad.heapUsedBytes),
    },
    perSocketKb: {
      rss: kb((after.rssBytes - before.rssBytes) / sockets),
      heapUsed: kb((after.heapUsedBytes - before.heapUsedBytes) / sockets),
      external: kb((after.externalBytes - before.externalBytes) / sockets),
    },
  };
}

export interface FanoutReport {
  date: string;
  commit: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    node: string;
    postgres: string;
    redis: string;
    loadAverage: number[];
  };
  settings: {
    sockets: number;
    people: number;
    socketsPerPerson: number;
    rooms: number;
    messagesPerRound: number;
    ratePerSecond: number;
    rounds: number;
  };
  open: { seconds: number; perSecond: number; closedEarly: number };
  idleCpuMsPerSecond: CpuPerSecond;
  memory: ReturnType<typeof memoryReport>[];
  rounds: RoundResult[];
  median: {
    all: LatencySummary;
    sameInstance: LatencySummary;
    otherInstance: LatencySummary;
    post: LatencySummary;
    afterAnswer: LatencySummary;
    cpuMsPerMessage: CpuPerMessage;
  };
}

const cpu = (c: CpuPerMessage) => `${c.instanceA} / ${c.instanceB} / ${c.postgres}`;

const latencyRow = (label: string, s: LatencySummary) =>
  `| ${label} | ${s.count} | ${s.p50Ms} | ${s.p95Ms} | ${s.p99Ms} | ${s.maxMs} |`;

export function fanoutMarkdown(r: FanoutReport): string {
  const m = r.machine;
  const s = r.settings;
  const instance = (i: number) => (i === 0 ? 'A (takes the POSTs)' : 'B');
  return `# Live fan-out across two instances (${r.date.slice(0, 10)})

Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB; Node ${m.node}; PostgreSQL ${m.postgres}; Redis ${m.redis}
(both API instances, the database, Redis and the bench's 2,000 client sockets on the same machine;
1-minute load average ${m.loadAverage.join(' before, ')} after). Commit: ${r.commit}.

Settings: ${s.sockets} sockets on \`/api/v1/live\`, ${s.socketsPerPerson} per person (${s.people} people),
half on each instance; ${s.rooms} rooms, each between a person on A and a person on B. Each round sends
${s.messagesPerRound} messages, each in a different room (the rooms in turn, nobody sending two), through
\`POST /api/v1/message/createMessage\` on instance A, paced at ${s.ratePerSecond} messages/s; ${s.rounds}
rounds after one warm-up round. Latency: from just before the POST leaves the bench until the
\`message\` frame arrives, on every socket of the room's two people (the sender's own sockets too).

Opening: ${s.sockets} sockets signed in (auth frame to \`ready\`) in ${r.open.seconds} s
(${r.open.perSecond}/s, 50 handshakes at a time); ${r.open.closedEarly} closed by the server afterwards.

## Fan-out latency, median of ${s.rounds} rounds (ms)

| recipients | frames | p50 | p95 | p99 | max |
| --- | ---: | ---: | ---: | ---: | ---: |
${latencyRow('every socket', r.median.all)}
${latencyRow('sockets on A (same instance as the POST)', r.median.sameInstance)}
${latencyRow('sockets on B (through Redis)', r.median.otherInstance)}
${latencyRow('the POST itself (answered after publishing)', r.median.post)}
${latencyRow('frame arrival less its POST answer (negative: frame first)', r.median.afterAnswer)}

CPU time with every socket open and nothing said (pings, session checks), per second: instance A
${r.idleCpuMsPerSecond.instanceA} ms, instance B ${r.idleCpuMsPerSecond.instanceB} ms, PostgreSQL's backends
${r.idleCpuMsPerSecond.postgres} ms. CPU time per message on top of that (median of the rounds):
instance A ${r.median.cpuMsPerMessage.instanceA} ms, instance B ${r.median.cpuMsPerMessage.instanceB} ms,
PostgreSQL's backends ${r.median.cpuMsPerMessage.postgres} ms.

## Every round

| round | messages | sent/s | failed POSTs | frames | missing | p50 | p95 | p99 | max | CPU ms per message, idle taken off: A / B / PostgreSQL |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${r.rounds
  .map(
    (x, i) =>
      `| ${i + 1} | ${x.messages} | ${x.messagesPerSecond} | ${x.failedPosts} | ${x.deliveries} | ${x.missing} | ${x.all.p50Ms} | ${x.all.p95Ms} | ${x.all.p99Ms} | ${x.all.maxMs} | ${cpu(x.cpuMsPerMessage)} |`,
  )
  .join('\n')}

## Memory per instance (after a full GC)

| instance | sockets | RSS before → open → after messages (MB) | heap used before → open → after messages (MB) | per socket: RSS / heap / external (kB) |
| --- | ---: | --- | --- | --- |
${r.memory
  .map(
    (x, i) =>
      `| ${instance(i)} | ${x.sockets} | ${x.rssMb.before} → ${x.rssMb.after} → ${x.rssMb.afterMessages} | ${x.heapUsedMb.before} → ${x.heapUsedMb.after} → ${x.heapUsedMb.afterMessages} | ${x.perSocketKb.rss} / ${x.perSocketKb.heapUsed} / ${x.perSocketKb.external} |`,
  )
  .join('\n')}

Command: \`npx tsx bench/live-fanout.ts\` (settings in bench/README.md).
`;
}
