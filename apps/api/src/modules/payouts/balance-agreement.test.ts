import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/fixtures.ts';
import { creditTip, linkAccount, withdraw } from '../../../test/payouts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver } from '../../../test/tips-fixtures.ts';

const HOUR_MS = 3_600_000;

interface Figures {
  available: number;
  pending: number;
  nextAvailableAt: string | null;
}

/** Issue 27: /Home, /home, the payouts page and Withdraw read one balance, so they never disagree. */
describe('a receiver balance reads the same from every endpoint', () => {
  let t: TestApp;
  const now = Date.now();
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => new Date(now) } });
  });
  afterAll(() => t.close());

  const dashboard = async (token: string): Promise<Figures> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payee/getBalance',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const { available, pending, nextAvailableAt } = res.json().data.balance as Figures;
    return { available, pending, nextAvailableAt };
  };
  const payoutsPage = async (token: string): Promise<Figures> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payouts/balances',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const usd = (res.json().data.balances as (Figures & { currency: string })[]).filter(
      (b) => b.currency === 'USD',
    );
    const times = usd.map((b) => b.nextAvailableAt).filter((at): at is string => at !== null);
    return {
      available: usd.reduce((sum, b) => sum + b.available, 0),
      pending: usd.reduce((sum, b) => sum + b.pending, 0),
      nextAvailableAt: times.sort()[0] ?? null,
    };
  };

  it('agrees before and after a payout, with a tip inside the hold', async () => {
    const receiver = await createReceiver(t.database.db);
    await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'paypal' });
    await creditTip(t.database.db, {
      userId: receiver.user.id,
      provider: 'sandbox',
      net: 9769,
      hoursAgo: 48,
    });
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'paypal', net: 1000, hoursAgo: 30 });
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'sandbox', net: 2850, hoursAgo: 2 });

    const before = await dashboard(receiver.token);
    expect(before).toMatchObject({ available: 10_769, pending: 2850 });
    // The held tip (paid about 2 h ago) becomes available 24 h after it was paid.
    const releaseIn = Date.parse(before.nextAvailableAt!) - now;
    expect(Math.abs(releaseIn - 22 * HOUR_MS)).toBeLessThan(60_000);
    expect(await payoutsPage(receiver.token)).toEqual(before);

    const all = await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 9769 });
    expect(all.statusCode).toBe(200);
    const after = await dashboard(receiver.token);
    // The bug: the dashboard kept calling the held $28.50 available after everything was withdrawn.
    expect(after).toMatchObject({ available: 1000, pending: 2850 });
    expect(await payoutsPage(receiver.token)).toEqual(after);
    const more = await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 100 });
    expect(more.json()).toMatchObject({ code: 'PAYOUT_MORE_THAN_AVAILABLE' });
  });
});
