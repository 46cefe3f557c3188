import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver } from '../../../test/tips-fixtures.ts';
import { FAKE_CSS, FAKE_STYLE_SOURCE, fullDist, spaOnlyDist } from './guest-page-test-helpers.ts';

describe('the guest page from the web build on disk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fullDist() } });
  });
  afterAll(() => t.close());

  it("renders the link with dist-ssr's renderer into dist/guest/guest.html, its CSS inline", async () => {
    const { user } = await createReceiver(t.database.db, { username: 'Bruno' });
    const res = await t.app.inject({ url: `/tip-receiver-details/${user.payeeCode}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p>rendered from disk for Bruno</p></div>');
    expect(res.body).toContain(`<style>${FAKE_CSS}</style>`);
    expect(res.headers['content-security-policy']).toContain(FAKE_STYLE_SOURCE);
    // The full app's entry, read from dist/index.html, for a signed-in visitor.
    expect(res.body).toContain(
      '{"fullApp":{"scripts":["/assets/index-AbCd1234.js"],"styles":["/assets/index-AbCd1234.css"]}}',
    );
  });

  it('never serves the template as a page by itself', async () => {
    for (const url of ['/guest/guest.html', '/guest/guest.html?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<!--guest-root-->');
    }
  });

  it("caches the guest's hashed assets for a year, like the app's", async () => {
    const res = await t.app.inject({ url: '/guest/assets/guest-AbCd1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('without a guest build (a dev server, an older build)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: spaOnlyDist() } });
  });
  afterAll(() => t.close());

  it('answers the link with the app page as before', async () => {
    const { user } = await createReceiver(t.database.db);
    const res = await t.app.inject({ url: `/tip-receiver-details/${user.payeeCode}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('/assets/index-AbCd1234.js');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
