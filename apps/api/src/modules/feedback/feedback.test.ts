import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';

describe('POST /transactions/feedback', () => {
  let t: TestApp;
  let receiver: { user: UserRow; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await createReceiver(t.database.db);
  });
  afterAll(() => t.close());

  const paidTip = async (options: { token?: string; card?: string } = {}) => {
    const res = await giveTip(t.app, {
      token: options.token,
      body: {
        payee: receiver.user.id,
        amount: 1000,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app, options.card),
      },
    });
    return res.json();
  };
  const feedback = (payload: Record<string, unknown>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/feedback',
      payload,
      headers: token ? bearer(token) : {},
    });

  it('lets a guest rate their tip with the token they were given, once', async () => {
    const { data } = await paidTip();
    const payload = {
      transactionId: data.transaction.id,
      rating: 5,
      cannedComments: ['thanksGreatService', 'praiseFriendly'],
      comment: 'Best coffee in town',
      feedbackToken: data.feedbackToken,
    };
    const res = await feedback(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Thank you for your feedback!',
      data: {
        feedback: {
          transactionId: data.transaction.id,
          rating: 5,
          cannedComments: ['thanksGreatService', 'praiseFriendly'],
          comment: 'Best coffee in town',
        },
      },
    });
    const again = await feedback({ ...payload, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Feedback has already been given for this tip.');
    const listed = await t.app.inject({ url: '/api/v1/transactions', headers: bearer(receiver.token) });
    const shown = listed.json().data.transactions.find((x: { id: string }) => x.id === data.transaction.id);
    expect(shown.feedback).toMatchObject({ rating: 5, comment: 'Best coffee in town' });
  });

  it('lets a signed-in giver rate without a token, and nobody else', async () => {
    const giver = await createGiver(t.database.db);
    const other = await createGiver(t.database.db);
    const { data } = await paidTip({ token: giver.token });
    const payload = { transactionId: data.transaction.id, rating: 4 };
    expect((await feedback(payload)).statusCode).toBe(404);
    expect((await feedback(payload, other.token)).statusCode).toBe(404);
    expect((await feedback(payload, receiver.token)).statusCode).toBe(404);
    expect((await feedback({ ...payload, feedbackToken: 'guess' })).statusCode).toBe(404);
    const res = await feedback(payload, giver.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.feedback.cannedComments).toEqual([]);
  });

  it('is only for a tip that was paid', async () => {
    const giver = await createGiver(t.database.db);
    const key = randomUUID();
    const declined = await giveTip(t.app, {
      key,
      token: giver.token,
      body: {
        payee: receiver.user.id,
        amount: 1000,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app, '4000000000000002'),
      },
    });
    expect(declined.statusCode).toBe(402);
    const [failed] = await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key));
    const res = await feedback({ transactionId: failed!.id, rating: 3 }, giver.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Feedback can be given only for a successful tip.');
  });

  it.each([
    [{ rating: 0 }, 'Please choose a rating from 1 to 5 stars.'],
    [{ rating: 6 }, 'Please choose a rating from 1 to 5 stars.'],
    [{ rating: 4.5 }, 'Please choose a rating from 1 to 5 stars.'],
    [{ rating: 5, cannedComments: ['youRock'] }, 'Please choose from the suggested comments.'],
    [
      { rating: 5, cannedComments: ['praiseFriendly', 'praiseFriendly'] },
      'Please choose from the suggested comments.',
    ],
    [{ rating: 5, comment: 'x'.repeat(501) }, 'The comment can be at most 500 characters.'],
  ])('refuses %j', async (extra, message) => {
    const { data } = await paidTip();
    const res = await feedback({
      transactionId: data.transaction.id,
      feedbackToken: data.feedbackToken,
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers not found for an unknown transaction', async () => {
    const res = await feedback({
      transactionId: '00000000-0000-4000-8000-000000000000',
      rating: 5,
      feedbackToken: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Transaction not found.');
  });
});
