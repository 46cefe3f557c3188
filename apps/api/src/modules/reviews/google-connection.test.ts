import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { bearer } from '../../../test/fixtures.ts';
import { testPlaceDirectory } from '../../../test/places-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';
import { newTeam, type Person } from '../teams/team-test-helpers.ts';

const AURORA = 'ChIJlocalAuroraHotelDubai01';
const AURORA_LINK = `https://search.google.com/local/writereview?placeid=${AURORA}`;

describe('the Google review connection', () => {
  let t: TestApp;
  const directory = testPlaceDirectory();
  beforeAll(async () => {
    t = await createTestApp({ deps: { places: directory.places } });
  });
  afterAll(() => t.close());

  const connect = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/transactionfeedback/userGoogleData',
      headers: token ? bearer(token) : {},
      payload,
    });
  const get = (url: string, token?: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

  it('connects a known place, shows its Google rating, reviews and link, then unlinks it', async () => {
    const receiver = await createReceiver(t.database.db);
    expect((await get('/transactionfeedback/getGoogleReviews', receiver.token)).json()).toMatchObject({
      success: false,
      message: 'No Google place is connected yet.',
    });
    const res = await connect(receiver.token, { placeId: AURORA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Google reviews connected',
      data: {
        user: { id: receiver.user.id, placeId: AURORA },
        place: { name: 'Hotel Aurora', reviewLink: AURORA_LINK },
      },
    });
    const reviews = await get('/transactionfeedback/getGoogleReviews', receiver.token);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().data.place).toEqual({
      placeId: AURORA,
      name: 'Hotel Aurora',
      address: '12 Sheikh Zayed Road, Dubai, United Arab Emirates',
      rating: 4.6,
      reviewCount: 1284,
      reviews: [
        expect.objectContaining({ author: 'Layla H.', rating: 5 }),
        expect.objectContaining({ author: 'Tom B.', rating: 4 }),
      ],
      reviewLink: AURORA_LINK,
    });
    expect((await get('/user/profile', receiver.token)).json().data.user.placeId).toBe(AURORA);
    for (let i = 0; i < 2; i += 1) {
      const unlinked = await get('/user/unlinkGoogleAccount', receiver.token);
      expect(unlinked.statusCode).toBe(200);
      expect(unlinked.json()).toMatchObject({
        message: 'Google account unlinked',
        data: { user: { placeId: null } },
      });
    }
    expect((await get('/transactionfeedback/getGoogleReviews', receiver.token)).statusCode).toBe(404);
  });

  it("sets a business's own place too, and clears it on unlink", async () => {
    const owner = await createReceiver(t.database.db, { accountType: 'business' });
    await t.database.db.insert(businesses).values({
      ownerId: owner.user.id,
      name: 'Aurora',
      businessType: 'corporation',
      estimatedRevenue: 'small',
    });
    expect((await connect(owner.token, { placeId: AURORA })).statusCode).toBe(200);
    const placeOf = async () =>
      (await t.database.db.select().from(businesses).where(eq(businesses.ownerId, owner.user.id)))[0]
        ?.placeId;
    expect(await placeOf()).toBe(AURORA);
    await get('/user/unlinkGoogleAccount', owner.token);
    expect(await placeOf()).toBeNull();
  });

  it.each([
    [
      { placeId: 'ChIJnobodyKnowsThisPlace' },
      404,
      'This place was not found on Google. Please search for it again.',
    ],
    [{ placeId: '' }, 400, 'Please choose a place.'],
    [{}, 400, 'Please choose a place.'],
    [{ placeId: 'a b<script>' }, 400, 'This place was not found on Google. Please search for it again.'],
  ])('refuses %j', async (payload, status, message) => {
    const receiver = await createReceiver(t.database.db);
    const res = await connect(receiver.token, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, receiver.user.id));
    expect(row?.placeId).toBeNull();
  });

  it('is for receivers with a session; Google being down is a 503 to retry', async () => {
    expect((await connect(undefined, { placeId: AURORA })).statusCode).toBe(401);
    expect((await get('/transactionfeedback/getGoogleReviews')).statusCode).toBe(401);
    expect((await get('/user/unlinkGoogleAccount')).statusCode).toBe(401);
    const giver = await createGiver(t.database.db);
    const refused = await connect(giver.token, { placeId: AURORA });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only tip receivers can connect Google reviews.');
    const receiver = await createReceiver(t.database.db);
    directory.state.down = true;
    try {
      const res = await connect(receiver.token, { placeId: AURORA });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Google cannot be reached just now. Please try again in a moment.');
    } finally {
      directory.state.down = false;
    }
  });

  describe('after feedback', () => {
    async function feedbackOnGuestTip(to: Person, rating: number) {
      const paid = (
        await giveTip(t.app, {
          body: {
            payee: to.user.id,
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
        payload: { transactionId: paid.transaction.id, rating, feedbackToken: paid.feedbackToken },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    }

    it('offers every guest the review link, one star or five (no review gating)', async () => {
      const receiver = await createReceiver(t.database.db);
      expect((await feedbackOnGuestTip(receiver, 5)).googleReviewLink).toBeNull();
      await connect(receiver.token, { placeId: AURORA });
      for (const rating of [1, 5]) {
        const data = await feedbackOnGuestTip(receiver, rating);
        expect(data.googleReviewLink).toBe(AURORA_LINK);
        expect(data.feedback.rating).toBe(rating);
      }
    });

    it("offers the team owner's place for a member who has none of their own", async () => {
      const team = await newTeam(t.database.db);
      const member = await createReceiver(t.database.db, { accountType: 'teamMember', teamId: team.team.id });
      await connect(team.owner.token, { placeId: AURORA });
      expect((await feedbackOnGuestTip(member, 2)).googleReviewLink).toBe(AURORA_LINK);
      expect((await feedbackOnGuestTip(team.owner, 4)).googleReviewLink).toBe(AURORA_LINK);
    });
  });
});
