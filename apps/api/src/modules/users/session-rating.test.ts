import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';

describe('the rating in the session user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function rateOnce(payee: string, stars: number) {
    const res = await giveTip(t.app, {
      body: {
        payee,
        amount: 500,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
      },
    });
    const { transaction, feedbackToken } = res.json().data;
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/feedback',
      payload: { transactionId: transaction.id, rating: stars, cannedComments: [], feedbackToken },
    });
    expect(rated.statusCode).toBe(200);
  }

  it('counts reviews from the first and reveals the half-star average from the fifth (SPEC 4)', async () => {
    const { user, token } = await createReceiver(t.database.db);
    const profile = async () =>
      (await t.app.inject({ url: '/api/v1/user/profile', headers: bearer(token) })).json().data.user;

    for (const stars of [5, 4, 4, 5]) await rateOnce(user.id, stars);
    expect(await profile()).toMatchObject({ rating: 0, reviewsCount: 4 });

    await rateOnce(user.id, 3);
    // (5 + 4 + 4 + 5 + 3) / 5 = 4.2, shown as 4 in half steps
    expect(await profile()).toMatchObject({ rating: 4, reviewsCount: 5 });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json().data.user).toMatchObject({ rating: 4, reviewsCount: 5 });
  });
});
