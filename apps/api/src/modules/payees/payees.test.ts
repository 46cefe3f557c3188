import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tipFeedback } from '../../db/schema/feedback.ts';
import { tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createGiver,
  createReceiver,
  createTeam,
  giveTip,
  sandboxToken,
} from '../../../test/tips-fixtures.ts';
import { ratingSummary } from '../feedback/ratings.service.ts';

describe('payees', () => {
  let t: TestApp;
  let clock = new Date('2026-11-20T09:00:00Z');
  let receiver: { user: UserRow; token: string };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    receiver = await createReceiver(t.database.db, { placeId: 'ChIJ-place', currency: 'USD' });
  });
  afterAll(() => t.close());

  const tipAt = async (at: string, payee: UserRow, amount: number, currency = 'USD') => {
    clock = new Date(at);
    const res = await giveTip(t.app, {
      body: {
        payee: payee.id,
        amount,
        currency,
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.transaction.id as string;
  };

  describe('GET /payee/payee-details/{code or id}', () => {
    const details = (ref: string) =>
      t.app.inject({ url: `/api/v1/payee/payee-details/${encodeURIComponent(ref)}` });

    it('finds a receiver by id, unique ID or QR payee code and shows nothing private', async () => {
      const { user } = receiver;
      for (const ref of [user.id, user.uniqueId, user.payeeCode, user.payeeCode.toLowerCase()]) {
        const res = await details(ref);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.payee).toEqual({
          id: user.id,
          teamId: null,
          username: user.username,
          profileImg: null,
          rating: 0,
          reviewsCount: 0,
          placeId: 'ChIJ-place',
          currency: 'USD',
          paymentsEnabled: true,
          pool: null,
        });
      }
    });

    it('answers a clear 4xx for unknown codes, too many digits and tip givers', async () => {
      expect((await details('12345678')).statusCode).toBe(404);
      expect((await details('12345678')).json().message).toBe(
        'No tip receiver was found with this unique ID.',
      );
      const long = await details('123456789');
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Please enter a number with a maximum of 8 digits.');
      const giver = await createGiver(t.database.db);
      expect((await details(giver.user.uniqueId)).statusCode).toBe(404);
      const digitsOnly = await createReceiver(t.database.db, { payeeCode: '0123456789' });
      expect((await details('0123456789')).json().data.payee.id).toBe(digitsOnly.user.id);
      const unlinked = await createUser(t.database.db);
      expect((await details(unlinked.user.id)).json().data.payee.paymentsEnabled).toBe(false);
    });

    it('shows the rating only from 5 reviews on, in half steps', async () => {
      const rated = (await createReceiver(t.database.db)).user;
      const stars = [5, 4, 5, 4];
      const rate = async (rating: number) => {
        const tipId = await tipAt('2026-11-20T10:00:00Z', rated, 1000);
        await t.database.db.insert(tipFeedback).values({ tipId, receiverUserId: rated.id, rating });
      };
      for (const s of stars) await rate(s);
      let payee = (await details(rated.id)).json().data.payee;
      expect(payee).toMatchObject({ rating: 0, reviewsCount: 4 });
      await rate(4); // 22 / 5 = 4.4 -> 4.5
      payee = (await details(rated.id)).json().data.payee;
      expect(payee).toMatchObject({ rating: 4.5, reviewsCount: 5 });
      await rate(1); // 23 / 6 = 3.83 -> 4
      expect(await ratingSummary(t.database.db, { userId: rated.id })).toEqual({
        rating: 4,
        reviewsCount: 6,
      });
    });
  });

  describe('GET /payee/getBalance', () => {
    const balance = (token: string, query = '') =>
      t.app.inject({ url: `/api/v1/payee/getBalance${query}`, headers: bearer(token) });

    it("gives today's tips, today's amount, the total and the available balance, from the ledger", async () => {
      const me = await createReceiver(t.database.db, { currency: 'USD' });
      await tipAt('2026-11-19T22:00:00Z', me.user, 2000);
      await tipAt('2026-11-20T08:00:00Z', me.user, 1000);
      await tipAt('2026-11-20T09:30:00Z', me.user, 500);
      await tipAt('2026-11-20T09:45:00Z', me.user, 3000, 'EUR');
      clock = new Date('2026-11-20T12:00:00Z');
      const res = await balance(me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        balance: {
          currency: 'USD',
          todayTips: 2,
          receivedToday: 950 + 475,
          total: 1900 + 950 + 475,
          // All three USD tips are still inside the 24 h payout hold: pending, not yet available.
          available: 0,
          pending: 3325,
          nextAvailableAt: '2026-11-20T22:00:00.000Z',
          holdHours: 24,
          poolShares: 0,
        },
        otherCurrencies: [
          {
            currency: 'EUR',
            todayTips: 1,
            receivedToday: 2850,
            total: 2850,
            available: 0,
            pending: 2850,
            nextAvailableAt: '2026-11-21T09:45:00.000Z',
            holdHours: 24,
            poolShares: 0,
          },
        ],
      });
    });

    it('shows zeros to a receiver with no tips yet', async () => {
      const me = await createReceiver(t.database.db, { currency: 'JPY' });
      expect((await balance(me.token)).json().data.balance).toEqual({
        currency: 'JPY',
        todayTips: 0,
        receivedToday: 0,
        total: 0,
        available: 0,
        pending: 0,
        nextAvailableAt: null,
        holdHours: 24,
        poolShares: 0,
      });
    });

    it("shows a team's pool to its owner and refuses it to anyone else", async () => {
      const { teamId, owner } = await createTeam(t.database.db);
      await tipAt('2026-11-20T10:00:00Z', owner.user, 1000);
      const own = await balance(owner.token, `?toTeamId=${teamId}`);
      expect(own.json().data.balance).toMatchObject({ total: 950, todayTips: 1 });
      expect((await balance(owner.token)).json().data.balance.total).toBe(950);
      const stranger = await createReceiver(t.database.db);
      const refused = await balance(stranger.token, `?toTeamId=${teamId}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Team not found.');
      expect((await balance(stranger.token, `?userTeamId=${teamId}`)).statusCode).toBe(404);
      expect((await balance(stranger.token, '?toTeamId=not-a-uuid')).statusCode).toBe(400);
    });

    it('needs a signed-in user', async () => {
      expect((await t.app.inject({ url: '/api/v1/payee/getBalance' })).statusCode).toBe(401);
    });

    it('never counts a failed tip', async () => {
      const me = await createReceiver(t.database.db);
      clock = new Date('2026-11-20T10:00:00Z');
      const declined = await giveTip(t.app, {
        body: {
          payee: me.user.id,
          amount: 1000,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app, '4000000000000002'),
        },
      });
      expect(declined.statusCode).toBe(402);
      expect(await t.database.db.$count(tips)).toBeGreaterThan(0);
      expect((await balance(me.token)).json().data.balance).toMatchObject({
        total: 0,
        available: 0,
        todayTips: 0,
      });
    });
  });
});
