/**
 * The guest's server-rendered tip page under load, side by side with the built static HTML the
 * server sends from disk (`/`, i.e. apps/web/dist/index.html) as the limit. The aim (issue 12):
 * at least 2,000 receiver pages per second with p99 under 50 ms on this machine.
 *
 *   flock /tmp/opentip-build.lock npm run build      (apps/web/dist and dist-ssr must be current)
 *   npx tsx bench/guest-page.ts
 *   # BENCH_DATABASE_URL  PostgreSQL admin URL, default postgres://postgres@127.0.0.1:5432/postgres
 *   # BENCH_SECONDS       length of each run, default 10
 *   # BENCH_PORT          the API's port, default 4150
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import {
  createBenchDatabase,
  dropWhenClosed,
  startApiProcess,
  stopApiProcess,
  waitUntilReady,
} from './lib/api-process.ts';
import { seedBenchReceivers } from './lib/bench-data.ts';
import { requireWebBuild } from './lib/built-app.ts';
import { httpClient } from './lib/load.ts';
import { describeMachine, gitCommit, postgresVersion } from './lib/machine.ts';

const here = dirname(fileURLToPath(import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4150);
const CONNECTIONS = 50;
const ROUNDS = 3;
const WARM_UP_SECONDS = 3;
const RECEIVERS = Number(process.env.BENCH_RECEIVERS ?? 200);
const AIM = { pagesPerSecond: 2000, p99Ms: 50 };
// What a phone's browser sends: both answers go out brotli-compressed (the page from memory,
// index.html as the .br file written at build time).
const BROWSER_HEADERS = {
  accept: 'text/html',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
};

interface Run {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  detail: { '4xx': number; '5xx': number; connectionErrors: number; timeouts: number };
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One autocannon run; `paths` are picked at random per request. Only 2xx answers count as pages. */
async function load(base: string, paths: string[], seconds: number): Promise<Run> {
  const pick = () => paths[Math.floor(Math.random() * paths.length)]!;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pick() }) }],
  });
  return {
    perSecond: round1(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result['2xx'] + result.non2xx,
    errors: result.errors + result.non2xx,
    detail: {
      '4xx': result['4xx'],
      '5xx': result['5xx'],
      connectionErrors: result.errors,
      timeouts: result.timeouts,
    },
  };
}

/** The page as a browser gets it, checked to be the server-rendered one, with its size on the wire. */
async function check(base: string, path: string, expect: { text: string; rendered: boolean }) {
  const res = await fetch(`${base}${path}`, { headers: BROWSER_HEADERS });
  const body = await res.text();
  const rendered = body.includes('id="guest-data"');
  if (res.status !== 200 || !body.includes(expect.text) || rendered !== expect.rendered)
    throw new Error(`${path} answered ${res.status} without the expected page`);
  return {
    path,
    status: res.status,
    contentEncoding: res.headers.get('content-encoding'),
    wireBytes: Number(res.headers.get('content-length') ?? 0),
    htmlBytes: Buffer.byteLength(body),
  };
}

function summary(runs: Run[]) {
  return {
    runs,
    medianPerSecond: median(runs.map((r) => r.perSecond)),
    medianP50Ms: median(runs.map((r) => r.p50Ms)),
    medianP99Ms: median(runs.map((r) => r.p99Ms)),
  };
}

async function main() {
  requireWebBuild();
  const loadBefore = os.loadavg()[0] ?? 0;
  const { admin, name, databaseUrl } = await createBenchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl });
  const base = `http://127.0.0.1:${PORT}`;
  const http = httpClient(base, 1);
  let server: ReturnType<typeof startApiProcess> | null = null;
  try {
    const seeded = await seedBenchReceivers(database.db, RECEIVERS);
    const receivers = await database.db
      .select({ payeeCode: users.payeeCode, username: users.username })
      .from(users)
      .where(
        inArray(
          users.id,
          seeded.map((r) => r.id),
        ),
      );
    const pagePaths = receivers.map((r) => `/tip-receiver-details/${r.payeeCode}`);

    server = startApiProcess({ databaseUrl, port: PORT });
    await waitUntilReady(http);
    const samples = {
      page: await check(base, pagePaths[0]!, { text: receivers[0]!.username, rendered: true }),
      static: await check(base, '/', { text: '<div id="root">', rendered: false }),
    };

    await load(base, pagePaths, WARM_UP_SECONDS);
    await load(base, ['/'], WARM_UP_SECONDS);
    const page: Run[] = [];
    const staticHtml: Run[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      page.push(await load(base, pagePaths, SECONDS));
      staticHtml.push(await load(base, ['/'], SECONDS));
    }
    const pages = summary(page);
    const limit = summary(staticHtml);
    const report = {
      date: new Date().toISOString(),
      command: 'npx tsx bench/guest-page.ts',
      commit: gitCommit(),
      machine: describeMachine({ postgres: await postgresVersion(admin), loadBefore }),
      settings: {
        connections: CONNECTIONS,
        seconds: SECONDS,
        rounds: ROUNDS,
        warmUpSeconds: WARM_UP_SECONDS,
        receivers: RECEIVERS,
        headers: BROWSER_HEADERS,
      },
      samples,
      renderedPage: pages,
      staticHtml: limit,
      pageToStaticRatio: Math.round((pages.medianPerSecond / limit.medianPerSecond) * 100) / 100,
      aim: { ...AIM, met: pages.medianPerSecond >= AIM.pagesPerSecond && pages.medianP99Ms < AIM.p99Ms },
    };
    writeFileSync(join(here, 'results', 'guest-page.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(here, 'results', 'guest-page.md'), markdown(report));
    console.log(markdown(report));
  } finally {
    http.close();
    if (server) await stopApiProcess(server);
    await database.close();
    await dropWhenClosed(admin, name);
    await admin.end();
  }
}

type Report = {
  date: string;
  command: string;
  commit: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    node: string;
    postgres: string;
    os: string;
    loadAverage: number[];
  };
  settings: {
    connections: number;
    seconds: number;
    rounds: number;
    warmUpSeconds: number;
    receivers: number;
  };
  samples: Record<'page' | 'static', Awaited<ReturnType<typeof check>>>;
  renderedPage: ReturnType<typeof summary>;
  staticHtml: ReturnType<typeof summary>;
  pageToStaticRatio: number;
  aim: typeof AIM & { met: boolean };
};

function markdown(r: Report): string {
  const m = r.machine;
  const s = r.settings;
  const rows = r.renderedPage.runs.flatMap((page, i) => {
    const limit = r.staticHtml.runs[i]!;
    const row = (label: string, x: Run) =>
      `| ${i + 1} | ${label} | ${x.perSecond} | ${x.p50Ms} | ${x.p99Ms} | ${x.requests} | ${x.errors} |`;
    return [row('rendered page', page), row('static index.html', limit)];
  });
  const sample = (x: Report['samples']['page']) =>
    `\`${x.path}\`: ${x.htmlBytes} bytes of HTML, ${x.wireBytes} bytes ${x.contentEncoding ?? 'uncompressed'} on the wire`;
  return `# Guest page under load (${r.date.slice(0, 10)})

Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; PostgreSQL ${m.postgres}
(database, API process and autocannon on the same machine; 1-minute load average
${m.loadAverage.join(' before, ')} after). Commit: ${r.commit}.

Command: \`flock /tmp/opentip-build.lock npm run build && ${r.command}\`
Settings: autocannon, ${s.connections} connections, ${s.seconds} s per run after ${s.warmUpSeconds} s of warm-up each,
${s.rounds} rounds alternating; a browser's Accept-Encoding (brotli) and Accept-Language (English).
The rendered page is \`/tip-receiver-details/<payeeCode>\` of one of ${s.receivers} receivers at random
(each rendered once per 5 s cache lifetime, served from memory in between); the limit is \`/\`, the
built \`apps/web/dist/index.html\` that the server sends from disk (its build-time \`.br\` file).

| round | what | pages/s | p50 ms | p99 ms | requests | errors |
| ---: | --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

| median of ${s.rounds} | pages/s | p50 ms | p99 ms |
| --- | ---: | ---: | ---: |
| rendered page | ${r.renderedPage.medianPerSecond} | ${r.renderedPage.medianP50Ms} | ${r.renderedPage.medianP99Ms} |
| static index.html | ${r.staticHtml.medianPerSecond} | ${r.staticHtml.medianP50Ms} | ${r.staticHtml.medianP99Ms} |

Rendered / static: **${r.pageToStaticRatio}**. Aim (≥ ${r.aim.pagesPerSecond} pages/s, p99 < ${r.aim.p99Ms} ms): **${r.aim.met ? 'met' : 'not met'}**.

Sizes: ${sample(r.samples.page)} (its stylesheet inline); ${sample(r.samples.static)}.
`;
}

await main();
