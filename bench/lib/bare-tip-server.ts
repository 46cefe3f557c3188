/**
 * The floor under the API's tip creation: a bare `node:http` server (no framework, no validation,
 * no rate limit, no app code) that answers each tip request by running the API's own captured
 * statements through pg, in a process of its own like the API's. What it loses against the same
 * statements sent straight from the load process is what any HTTP server costs on this machine.
 *
 *   BARE_TIPS_INPUT=<json: { tip: CapturedTip, receivers }> DATABASE_URL=… PORT=… node --import tsx bench/lib/bare-tip-server.ts
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { PreparingClient } from '../../apps/api/src/db/prepared-statements.ts';
import type { BenchReceiver } from './bench-data.ts';
import { replayTip, type CapturedTip } from './tip-replay.ts';

const input = JSON.parse(readFileSync(process.env.BARE_TIPS_INPUT!, 'utf8')) as {
  tip: CapturedTip;
  receivers: BenchReceiver[];
};
const byId = new Map(input.receivers.map((r) => [r.id, r]));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20, Client: PreparingClient });

createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    const to = byId.get((JSON.parse(body) as { payee: string }).payee);
    if (!to) {
      res.writeHead(404).end();
      return;
    }
    replayTip(pool, input.tip, input.receivers, to).then(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
