import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users.ts';
import { JOB_NAMES } from '../../jobs/job-catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, sandboxToken, TEST_CARDS } from '../../../test/tips-fixtures.ts';
import { connectLive } from '../live/live-test-helpers.ts';
import { sampleValue, scrapeMetrics } from './metrics-test-helpers.ts';

const TIP_ROUTE = '/api/v1/transactions/createtransactions';

describe('GET /metrics', () => {
  let t: TestApp;
  let receiver: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(() => t.close());

  const tip = async (cardNumber: string) =>
    giveTip(t.app, {
      body: {
        payee: receiver.uniqueId,
        amount: 1000,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app, cardNumber),
      },
    });
  const scrape = async () => {
    const res = await scrapeMetrics(t.app);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('times a tip under its route template and counts it by outcome', async () => {
    expect((await tip(TEST_CARDS.ok)).statusCode).toBe(200);
    expect((await tip(TEST_CARDS.declined)).statusCode).toBe(402);

    const res = await scrapeMetrics(t.app);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const tipTimings = { method: 'POST', route: TIP_ROUTE };
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', { ...tipTimings, status_class: '2xx' }),
    ).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', { ...tipTimings, status_class: '4xx' }),
    ).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_bucket', {
        ...tipTimings,
        status_class: '2xx',
        le: '10',
      }),
    ).toBe(1);
    expect(sampleValue(text, 'opentip_tips_total', { outcome: 'succeeded' })).toBe(1);
    expect(sampleValue(text, 'opentip_tips_total', { outcome: 'declined' })).toBe(1);
    expect(sampleValue(text, 'opentip_tips_total', { outcome: 'provider_unavailable' })).toBe(0);
  });

  it('labels a path no route matched `unmatched`, not by the path asked for', async () => {
    await t.app.inject({ url: '/api/v1/no/such/place-12345' });
    const text = await scrape();
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('place-12345');
  });

  it('answers every job queue (zero before pg-boss made its schema), the pool and the process', async () => {
    const text = await scrape();
    for (const queue of JOB_NAMES) {
      expect(sampleValue(text, 'opentip_job_queue_depth', { queue })).toBe(0);
      expect(sampleValue(text, 'opentip_job_queue_oldest_age_seconds', { queue })).toBe(0);
      expect(sampleValue(text, 'opentip_job_queue_failed', { queue })).toBe(0);
    }
    for (const state of ['in_use', 'idle', 'waiting'])
      expect(sampleValue(text, 'opentip_db_pool_connections', { state })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'opentip_db_pool_connections', { state: 'waiting' })).toBe(0);
    const open = ['in_use', 'idle'].map((state) =>
      sampleValue(text, 'opentip_db_pool_connections', { state }),
    );
    expect((open[0] ?? 0) + (open[1] ?? 0)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'opentip_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts the live sockets open on the instance', async () => {
    const liveSockets = async () => sampleValue(await scrape(), 'opentip_live_sockets');
    expect(await liveSockets()).toBe(0);
    const client = await connectLive(t.app);
    await expect.poll(liveSockets).toBe(1);
    await client.close();
    await expect.poll(liveSockets).toBe(0);
  });
});
