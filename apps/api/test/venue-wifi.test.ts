import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createReceiver, TEST_CARDS } from './tips-fixtures.ts';

// A hotel's guests all reach us from the venue Wi-Fi's one public address.
const VENUE = '198.51.100.77';
const dist = mkdtempSync(join(tmpdir(), 'opentip-venue-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), 'console.log("tip page")');
writeFileSync(join(dist, 'assets', 'index-AbCd1234.css'), 'body{margin:0}');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

describe('fifty guests behind one venue address, at the default limits', () => {
  let t: TestApp;
  const defaults = loadConfig({ NODE_ENV: 'test' });

  beforeAll(async () => {
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: String(defaults.RATE_LIMIT_PER_MINUTE) },
    });
  });
  afterAll(() => t.close());

  it('answers 400 loads of a tip link (page and assets) from one address in a minute with the page', async () => {
    const statuses = new Map<string, number[]>();
    for (let i = 0; i < 400; i++) {
      for (const url of [
        '/tip-receiver-details/DEM0000001',
        '/assets/index-AbCd1234.js',
        '/assets/index-AbCd1234.css',
      ]) {
        const res = await t.app.inject({ url, remoteAddress: VENUE });
        statuses.set(url, [...(statuses.get(url) ?? []), res.statusCode]);
      }
    }
    for (const [, codes] of statuses) expect(codes.filter((code) => code !== 200)).toEqual([]);
    const page = await t.app.inject({ url: '/tip-receiver-details/DEM0000001', remoteAddress: VENUE });
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('lets 50 guests from one address each complete a tip with feedback in the same minute', async () => {
    const receiver = await createReceiver(t.database.db);
    const code = receiver.user.payeeCode;
    const request = (
      url: string,
      init: { method?: 'POST'; payload?: object; headers?: Record<string, string> } = {},
    ) => t.app.inject({ url: `/api/v1${url}`, remoteAddress: VENUE, ...init });
    const refused: string[] = [];
    const check = (step: string, status: number) => status === 200 || refused.push(`${step}: ${status}`);

    for (let guest = 0; guest < 50; guest++) {
      // What the web app asks on the way: public config, the receiver, the provider, then the card.
      check('config', (await request('/config')).statusCode);
      check('payee', (await request(`/payee/payee-details/${code}`)).statusCode);
      check(
        'connected',
        (await request(`/integration/getstripeConnectedId?userId=${receiver.user.id}`)).statusCode,
      );
      check('payments config', (await request('/payments/config')).statusCode);
      const token = await request('/payments/sandbox/tokens', {
        method: 'POST',
        payload: { type: 'card', cardNumber: TEST_CARDS.ok, expMonth: 12, expYear: 2099, cvc: '123' },
      });
      check('card', token.statusCode);
      const tip = await request('/transactions/createtransactions', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          payee: code,
          amount: 500,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: token.json().data.paymentMethod.token,
        },
      });
      check('tip', tip.statusCode);
      const data = tip.json().data;
      const feedback = await request('/transactions/feedback', {
        method: 'POST',
        payload: { transactionId: data.transaction.id, rating: 5, feedbackToken: data.feedbackToken },
      });
      check('feedback', feedback.statusCode);
    }
    expect(refused).toEqual([]);
  });
});
