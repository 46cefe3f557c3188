/**
 * 2,000 live sockets across two API instances (one PostgreSQL, one Redis): the time from sending a
 * chat message through instance A until each socket of the room's two people, on either instance,
 * has its `message` frame; and the memory each instance spends per open socket.
 *
 *   npx tsx bench/live-fanout.ts     (settings in bench/README.md)
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { openDatabase, type Db } from '../apps/api/src/db/client.ts';
import { chatThreads } from '../apps/api/src/db/schema/chat.ts';
import { orderedPair } from '../apps/api/src/modules/chat/chat-access.ts';
import {
  createBenchDatabase,
  dropWhenClosed,
  freePort,
  startApiProcess,
  stopApiProcess,
  waitUntilReady,
} from './lib/api-process.ts';
import { seedChatPeople, type ChatPerson } from './lib/chat-people.ts';
import { describeMachine, gitCommit, postgresVersion } from './lib/machine.ts';
import { median, medianOf, round1, summarize } from './lib/latency-stats.ts';
import {
  fanoutMarkdown,
  memoryReport,
  type CpuPerSecond,
  type FanoutReport,
  type RoundResult,
} from './lib/live-fanout-report.ts';
import {
  closeLiveSockets,
  openLiveSocket,
  openLiveSockets,
  type LiveSocketTarget,
  type OpenLiveSocket,
} from './lib/live-sockets.ts';
import { httpClient } from './lib/load.ts';
import { postgresCpuMeter } from './lib/postgres-cpu.ts';
import { cpuMsOf, memoryOf } from './lib/process-memory.ts';

const here = dirname(fileURLToPath(import.meta.url));
const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A Redis database of its own: the instances' rate-limit counters (per address) stay apart from
// those of tests using database 0. Live channels are per person id, so they cannot meet others'.
const redisUrl = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const SOCKETS = Number(env.BENCH_SOCKETS ?? 2000);
const SOCKETS_PER_PERSON = Number(env.BENCH_SOCKETS_PER_PERSON ?? 1);
const RATE = Number(env.BENCH_RATE ?? 25);
const MESSAGES = Number(env.BENCH_MESSAGES ?? 250);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 5);
const RESULTS = env.BENCH_RESULTS ?? 'live-fanout';
const HANDSHAKES_AT_ONCE = 50;
const HTTP_CONNECTIONS = 64;
const DELIVERY_DEADLINE_MS = 10_000;
const IDLE_SECONDS = 15;
// SPEC's per-person flooding limit (messages a minute): the bench must stay under it.
const MESSAGES_PER_PERSON_PER_MINUTE = 30;
const API = '/api/v1';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Room {
  id: string;
  people: [ChatPerson, ChatPerson];
}

interface Sent {
  sentAt: number;
  expected: number;
  arrivals: { ms: number; instance: number }[];
  status: number;
  postMs: number;
}

/** Person i's sockets alternate between the instances, starting on i's parity (so a pair spans both). */
function socketTargets(people: ChatPerson[], urls: [string, string]): LiveSocketTarget[] {
  return people.flatMap((person, i) =>
    Array.from({ length: SOCKETS_PER_PERSON }, (_, j) => {
      const instance = (i + j) % 2;
      return { url: urls[instance]!, token: person.token, instance };
    }),
  );
}

async function main() {
  if (SOCKETS_PER_PERSON < 1 || SOCKETS_PER_PERSON > 20 || SOCKETS % (2 * SOCKETS_PER_PERSON) !== 0)
    throw new Error(
      'BENCH_SOCKETS must split into pairs of people with 1 to 20 sockets each (10 per instance)',
    );
  if (Math.ceil((ROUNDS + 1) / 2) > MESSAGES_PER_PERSON_PER_MINUTE)
    throw new Error('too many rounds: each person would pass the flooding limit');
  const loadBefore = os.loadavg()[0] ?? 0;
  const { admin, name, databaseUrl } = await createBenchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl, poolSize: 5 });
  const servers: ReturnType<typeof startApiProcess>[] = [];
  const sockets: OpenLiveSocket[] = [];
  const clients: ReturnType<typeof httpClient>[] = [];

  let cleaned: Promise<void> | null = null;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await closeLiveSockets(sockets).catch(() => undefined);
      for (const client of clients) client.close();
      await Promise.all(servers.map((server) => stopApiProcess(server)));
      await database.close();
      await dropWhenClosed(admin, name);
      await admin.end();
    })());
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const { people, teamId } = await seedChatPeople(database.db, SOCKETS / SOCKETS_PER_PERSON);
    const ports = [await freePort(), await freePort()];
    for (const port of ports)
      servers.push(
        startApiProcess({
          databaseUrl,
          port,
          entry: 'bench/lib/api-memory-probe.ts',
          ipc: true,
          nodeArgs: ['--expose-gc'],
          // No web app: the bench needs none, and a web build under way elsewhere cannot stop it.
          env: { REDIS_URL: redisUrl, WEB_DIST_DIR: join(os.tmpdir(), 'opentip-bench-no-web-app') },
        }),
      );
    const [httpA, httpB] = ports.map((port) => httpClient(`http://127.0.0.1:${port}`, HTTP_CONNECTIONS));
    clients.push(httpA!, httpB!);
    await Promise.all([waitUntilReady(httpA!, 60), waitUntilReady(httpB!, 60)]);
    const urls = ports.map((port) => `ws://127.0.0.1:${port}${API}/live`) as [string, string];

    const rooms = await openRooms(database.db, people, teamId);
    if (MESSAGES > rooms.length) throw new Error('BENCH_MESSAGES: at most one message per room a round');
    const postgresMeter = postgresCpuMeter(admin, name);
    const sent = new Map<string, Sent>();
    const onMessage = (clientId: string, at: number, instance: number) => {
      const entry = sent.get(clientId);
      entry?.arrivals.push({ ms: at - entry.sentAt, instance });
    };

    // Warm both instances' socket paths (modules, JIT, Redis subscriber) before the baseline.
    const warm: OpenLiveSocket[] = [];
    for (const [instance, url] of urls.entries())
      for (const person of people.slice(0, 20))
        warm.push(await openLiveSocket({ url, token: person.token, instance }, () => undefined));
    await closeLiveSockets(warm);
    await sleep(500);
    const before = await Promise.all(servers.map(memoryOf));

    const targets = socketTargets(people, urls);
    const openStarted = performance.now();
    await openLiveSockets(targets, { onMessage, concurrency: HANDSHAKES_AT_ONCE, opened: sockets });
    const openSeconds = (performance.now() - openStarted) / 1000;
    await sleep(1000);
    const after = await Promise.all(servers.map(memoryOf));
    const perInstance = [0, 1].map((i) => targets.filter((t) => t.instance === i).length);

    // What the open sockets cost with nothing said (pings every 30 s, session checks every 60 s):
    // CPU ms per second, taken off each round's CPU before dividing by its messages.
    const idleStarted = performance.now();
    const idleCpuBefore = await Promise.all(servers.map(cpuMsOf));
    const stopIdleMeter = await postgresMeter.start();
    await sleep(IDLE_SECONDS * 1000);
    const idlePostgres = await stopIdleMeter();
    const idleCpuAfter = await Promise.all(servers.map(cpuMsOf));
    const idleSeconds = (performance.now() - idleStarted) / 1000;
    const idle: CpuPerSecond = {
      instanceA: round1((idleCpuAfter[0]! - idleCpuBefore[0]!) / idleSeconds),
      instanceB: round1((idleCpuAfter[1]! - idleCpuBefore[1]!) / idleSeconds),
      postgres: round1(idlePostgres / idleSeconds),
    };

    const socketsOfPerson = new Map<string, number>();
    for (const t of targets) socketsOfPerson.set(t.token, (socketsOfPerson.get(t.token) ?? 0) + 1);
    const runRound = async (index: number): Promise<RoundResult> => {
      // Rooms in turn, each at most once a round: nobody sends more than one message a round.
      const first = (index * MESSAGES) % rooms.length;
      const chosen = Array.from({ length: MESSAGES }, (_, i) => rooms[(first + i) % rooms.length]!);
      const messages = chosen.map((room) => {
        const from = room.people[index % 2]!;
        const to = room.people[(index + 1) % 2]!;
        return {
          room,
          from,
          expected: (socketsOfPerson.get(from.token) ?? 0) + (socketsOfPerson.get(to.token) ?? 0),
        };
      });
      const cpuStarted = performance.now();
      const cpuBefore = await Promise.all(servers.map(cpuMsOf));
      const stopPostgresMeter = await postgresMeter.start();
      const started = performance.now();
      const posts: Promise<void>[] = [];
      const mine: Sent[] = [];
      for (const [i, m] of messages.entries()) {
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const clientId = randomUUID();
        const entry: Sent = {
          sentAt: performance.now(),
          expected: m.expected,
          arrivals: [],
          status: 0,
          postMs: 0,
        };
        sent.set(clientId, entry);
        mine.push(entry);
        posts.push(
          httpA!
            .send(
              'POST',
              `${API}/message/createMessage`,
              { chatRoomId: m.room.id, message: `bench ${index}.${i}`, clientId },
              { authorization: `Bearer ${m.from.token}` },
            )
            .then((res) => {
              entry.status = res.status;
              entry.postMs = performance.now() - entry.sentAt;
            }),
        );
      }
      await Promise.all(posts);
      const sendSeconds = (performance.now() - started) / 1000;
      const deadline = performance.now() + DELIVERY_DEADLINE_MS;
      const complete = () => mine.every((e) => e.status !== 200 || e.arrivals.length >= e.expected);
      while (!complete() && performance.now() < deadline) await sleep(20);
      const postgresCpuMs = await stopPostgresMeter();
      const cpuAfter = await Promise.all(servers.map(cpuMsOf));
      const cpuSeconds = (performance.now() - cpuStarted) / 1000;
      const perMessage = (ms: number, idlePerSecond: number) =>
        Math.round(((ms - idlePerSecond * cpuSeconds) / mine.length) * 100) / 100;
      const arrivals = mine.flatMap((e) => e.arrivals);
      return {
        messages: mine.length,
        failedPosts: mine.filter((e) => e.status !== 200).length,
        messagesPerSecond: round1(mine.length / sendSeconds),
        deliveries: arrivals.length,
        missing: mine.reduce(
          (n, e) => n + (e.status === 200 ? Math.max(0, e.expected - e.arrivals.length) : 0),
          0,
        ),
        all: summarize(arrivals.map((a) => a.ms)),
        sameInstance: summarize(arrivals.filter((a) => a.instance === 0).map((a) => a.ms)),
        otherInstance: summarize(arrivals.filter((a) => a.instance === 1).map((a) => a.ms)),
        post: summarize(mine.map((e) => e.postMs)),
        afterAnswer: summarize(mine.flatMap((e) => e.arrivals.map((a) => a.ms - e.postMs))),
        cpuMsPerMessage: {
          instanceA: perMessage(cpuAfter[0]! - cpuBefore[0]!, idle.instanceA),
          instanceB: perMessage(cpuAfter[1]! - cpuBefore[1]!, idle.instanceB),
          postgres: perMessage(postgresCpuMs, idle.postgres),
        },
      };
    };

    await runRound(0); // warm-up, not counted
    const rounds: RoundResult[] = [];
    for (let i = 1; i <= ROUNDS; i++) {
      rounds.push(await runRound(i));
      console.log(`round ${i}: ${JSON.stringify(rounds.at(-1)!.all)}`);
    }
    const afterLoad = await Promise.all(servers.map(memoryOf));

    const report: FanoutReport = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        ...describeMachine({ postgres: await postgresVersion(admin), loadBefore }),
        redis: await redisVersion(),
      },
      settings: {
        sockets: SOCKETS,
        people: people.length,
        socketsPerPerson: SOCKETS_PER_PERSON,
        rooms: rooms.length,
        messagesPerRound: MESSAGES,
        ratePerSecond: RATE,
        rounds: ROUNDS,
      },
      open: {
        seconds: round1(openSeconds),
        perSecond: round1(SOCKETS / openSeconds),
        closedEarly: sockets.filter((s) => s.closedEarly).length,
      },
      idleCpuMsPerSecond: idle,
      memory: [0, 1].map((i) => memoryReport(perInstance[i]!, before[i]!, after[i]!, afterLoad[i]!)),
      rounds,
      median: {
        all: medianOf(rounds.map((r) => r.all)),
        sameInstance: medianOf(rounds.map((r) => r.sameInstance)),
        otherInstance: medianOf(rounds.map((r) => r.otherInstance)),
        post: medianOf(rounds.map((r) => r.post)),
        afterAnswer: medianOf(rounds.map((r) => r.afterAnswer)),
        cpuMsPerMessage: {
          instanceA: median(rounds.map((r) => r.cpuMsPerMessage.instanceA)),
          instanceB: median(rounds.map((r) => r.cpuMsPerMessage.instanceB)),
          postgres: median(rounds.map((r) => r.cpuMsPerMessage.postgres)),
        },
      },
    };
    writeFileSync(join(here, 'results', `${RESULTS}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(here, 'results', `${RESULTS}.md`), fanoutMarkdown(report));
    console.log(fanoutMarkdown(report));
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * One room per pair (person 2i with 2i+1), written straight to the database as
 * POST /user/chat/thread leaves it: opening them through an instance would leave that instance's
 * memory grown before the baseline of the memory per socket.
 */
async function openRooms(db: Db, people: ChatPerson[], teamId: string): Promise<Room[]> {
  const pairs = Array.from(
    { length: people.length / 2 },
    (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const,
  );
  const rows = await db
    .insert(chatThreads)
    .values(pairs.map(([a, b]) => ({ ...orderedPair(a.id, b.id), startedBy: a.id, teamId })))
    .returning({ id: chatThreads.id });
  return rows.map((row, i) => ({ id: row.id, people: [pairs[i]![0], pairs[i]![1]] }));
}

async function redisVersion(): Promise<string> {
  const redis = new Redis(redisUrl);
  try {
    return /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? '?';
  } finally {
    redis.disconnect();
  }
}

await main();
