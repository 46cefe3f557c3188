import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { scrapeMetrics } from './metrics-test-helpers.ts';

const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };
const TOKEN = 'scrape-token-0123456789abcdef';

describe('/metrics in production', () => {
  let hidden: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    hidden = await createTestApp({ env: production });
    guarded = await createTestApp({
      env: { ...production, METRICS_TOKEN: TOKEN },
      sharedDatabase: hidden.database,
    });
  });
  afterAll(async () => {
    await guarded.close();
    await hidden.close();
  });

  it('does not exist without METRICS_TOKEN: the usual 404', async () => {
    const res = await scrapeMetrics(hidden.app);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    expect(res.body).not.toContain('opentip_');
  });

  it('asks for the token as a bearer token when METRICS_TOKEN is set', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token-at-all' },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const res = await scrapeMetrics(guarded.app, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    const res = await scrapeMetrics(guarded.app, { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('opentip_tips_total');
  });
});
