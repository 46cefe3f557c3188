import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema/businesses.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';
import { testClock } from '../billing/billing-test-helpers.ts';

const AURORA = 'ChIJlocalAuroraHotelDubai01';
const AURORA_LINK = `https://search.google.com/local/writereview?placeid=${AURORA}`;

describe("a business's Google review link is a feature of its plan", () => {
  const clock = testClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: clock.now } });
  });
  afterAll(() => t.close());

  async function linkAfterGuestFeedback(receiverId: string) {
    const paid = (
      await giveTip(t.app, {
        body: {
          payee: receiverId,
          amount: 800,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app),
        },
      })
    ).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/feedback',
      payload: { transactionId: paid.transaction.id, rating: 4, feedbackToken: paid.feedbackToken },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.googleReviewLink as string | null;
  }

  it('offered in the trial, not once it is over unpaid, and again once the business subscribes', async () => {
    const { user, token } = await createReceiver(t.database.db, { accountType: 'business' });
    const [business] = await t.database.db
      .insert(businesses)
      .values({
        ownerId: user.id,
        name: 'Hotel Aurora',
        businessType: 'corporation',
        estimatedRevenue: 'small',
        createdAt: clock.now(),
      })
      .returning();
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactionfeedback/userGoogleData',
      headers: bearer(token),
      payload: { placeId: AURORA },
    });
    expect(connected.statusCode).toBe(200);
    expect(await linkAfterGuestFeedback(user.id)).toBe(AURORA_LINK);

    clock.advanceDays(15);
    expect(await linkAfterGuestFeedback(user.id)).toBeNull();

    const subscribed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/business/${business!.id}/subscription`,
      headers: { ...bearer(token), 'idempotency-key': 'plan-for-review-link' },
      payload: { planId: 'monthly', currency: 'USD', paymentMethod: await sandboxToken(t.app) },
    });
    expect(subscribed.statusCode).toBe(200);
    expect(await linkAfterGuestFeedback(user.id)).toBe(AURORA_LINK);
  });
});
