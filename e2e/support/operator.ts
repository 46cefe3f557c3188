import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eEnvironment } from './e2e-environment';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What an operator does from a shell: `npm run admin -- …`. On PostgreSQL the command runs beside
 * the servers, as in production; the embedded database is held by the running server, so there the
 * development server's loopback-only route does the same.
 */
async function adminCommand(args: string[]): Promise<string> {
  const { databaseUrl } = e2eEnvironment();
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });
  return stdout;
}

export async function createPromoCode(
  request: APIRequestContext,
  code: string,
  percent: number,
  max: number,
) {
  if (e2eEnvironment().mode === 'production') {
    await adminCommand(['promo', 'create', code, '--percent', String(percent), '--max', String(max)]);
    return;
  }
  const made = await request.post('/api/v1/dev/promo-codes', { data: { code, percent, max } });
  expect(made.ok(), await made.text()).toBe(true);
}

export async function switchChatOff(request: APIRequestContext, email: string) {
  if (e2eEnvironment().mode === 'production') {
    await adminCommand(['chat', 'off', email]);
    return;
  }
  const switched = await request.post('/api/v1/dev/chat-switch', { data: { email, disabled: true } });
  expect(switched.ok(), await switched.text()).toBe(true);
}
