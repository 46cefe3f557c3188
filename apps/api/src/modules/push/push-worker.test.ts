import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const WORKER = fileURLToPath(new URL('../../../../web/public/push-sw.js', import.meta.url));

describe('the push service worker', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // Vite copies apps/web/public into the build as it is: a build with only the worker in it.
    dist = mkdtempSync(join(tmpdir(), 'opentip-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>OpenTip</title>');
    copyFileSync(WORKER, join(dist, 'push-sw.js'));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is served at the site root as a script, under the strict CSP, never cached stale', async () => {
    const res = await t.app.inject({ url: '/push-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain("addEventListener('push'");
    expect(res.body).toContain("addEventListener('notificationclick'");
    // Nothing a strict CSP forbids in a worker: no eval, no imported scripts from elsewhere.
    expect(res.body).not.toMatch(/\beval\(|new Function|importScripts/);
  });
});
