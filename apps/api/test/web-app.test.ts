import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

const script = `console.log(${JSON.stringify('a guest opens a tip link '.repeat(200))});`;
const dist = mkdtempSync(join(tmpdir(), 'opentip-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), script);
writeFileSync(join(dist, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'index-AbCd1234.js.gz'), gzipSync(script));

describe('the web app as a phone downloads it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it('sends the build-time brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli and the plain file to one without either', async () => {
    const gz = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a tip link with the app page, never cached, so a new release is seen at once', async () => {
    const res = await t.app.inject({ url: '/tip-receiver-details/DEM0000001' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
