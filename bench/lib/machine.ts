import { execSync } from 'node:child_process';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The commit a result was measured on, marked when the tree held changes not committed. */
export function gitCommit(): string {
  const head = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  const dirty = execSync('git status --porcelain', { cwd: root }).toString().trim().length > 0;
  return dirty ? `${head} + uncommitted changes` : head;
}

/**
 * The machine a result ran on, as committed under bench/results. The 1-minute load average before
 * and after the run says how much other work on this shared machine skewed it.
 */
export function describeMachine(options: { postgres: string; loadBefore: number }) {
  return {
    cpu: os.cpus()[0]?.model ?? '?',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: options.postgres,
    os: `${os.type()} ${os.release()}`,
    loadAverage: [options.loadBefore, os.loadavg()[0] ?? 0].map(round2),
  };
}

/** PostgreSQL's version, as the server reports it. */
export async function postgresVersion(client: {
  query(text: string): Promise<{ rows: Array<Record<string, unknown>> }>;
}): Promise<string> {
  return String((await client.query('show server_version')).rows[0]?.server_version ?? '?');
}
