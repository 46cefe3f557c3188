import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';

describe('a receiver who changes their default currency', () => {
  let t: TestApp;
  let receiver: { user: UserRow; token: string };
  let clock = new Date('2026-11-20T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    receiver = await createReceiver(t.database.db);
    for (const amount of [1000, 500]) {
      // A minute apart, so the newest-first listing has one order.
      clock = new Date(clock.getTime() + 60_000);
      const res = await giveTip(t.app, {
        body: {
          payee: receiver.user.id,
          amount,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app),
          coverFee: true,
        },
      });
      expect(res.statusCode).toBe(200);
    }
    clock = new Date('2026-11-20T12:00:00Z');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/update-default-currency',
      headers: bearer(receiver.token),
      payload: { currency: 'EUR' },
    });
    expect(changed.json().data.user.currency).toBe('EUR');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(receiver.token) });

  it('still gets the USD figures from getBalance, beside an empty EUR balance', async () => {
    const res = await get('/payee/getBalance');
    expect(res.statusCode).toBe(200);
    const { balance, otherCurrencies } = res.json().data;
    expect(balance).toEqual({
      currency: 'EUR',
      todayTips: 0,
      receivedToday: 0,
      total: 0,
      available: 0,
      pending: 0,
      nextAvailableAt: null,
      holdHours: 24,
      poolShares: 0,
    });
    expect(otherCurrencies).toEqual([
      {
        currency: 'USD',
        todayTips: 2,
        receivedToday: 1500,
        total: 1500,
        // Both tips came in 3 h ago: inside the 24 h payout hold, the first one freed at 09:01 tomorrow.
        available: 0,
        pending: 1500,
        nextAvailableAt: '2026-11-21T09:01:00.000Z',
        holdHours: 24,
        poolShares: 0,
      },
    ]);
  });

  it('still lists the USD tips, each in USD', async () => {
    const res = await get('/transactions');
    expect(res.statusCode).toBe(200);
    const { transactions, total } = res.json().data;
    expect(total).toBe(2);
    expect(
      transactions.map((tip: { currency: string; amounts: { net: number } }) => [
        tip.currency,
        tip.amounts.net,
      ]),
    ).toEqual([
      ['USD', 500],
      ['USD', 1000],
    ]);
  });
});
