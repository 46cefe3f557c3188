import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tipFeedback } from '../../db/schema/feedback.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';
import { addToTeam, newTeam, type Person } from '../teams/team-test-helpers.ts';

describe('GET /transactionfeedback/reviews', () => {
  let t: TestApp;
  let receiver: Person;
  let giver: Person;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await createReceiver(t.database.db);
    giver = await createGiver(t.database.db);
  });
  afterAll(() => t.close());

  /** A paid tip of `amount` cents to `to`, rated by its giver (a guest unless `by`). */
  async function rated(
    to: Person,
    rating: number,
    extra: { comment?: string; by?: Person; amount?: number } = {},
  ) {
    const paid = await giveTip(t.app, {
      token: extra.by?.token,
      body: {
        payee: to.user.id,
        amount: extra.amount ?? 1000,
        currency: 'EUR',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
      },
    });
    const { data } = paid.json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/feedback',
      headers: extra.by ? bearer(extra.by.token) : {},
      payload: {
        transactionId: data.transaction.id,
        rating,
        cannedComments: rating >= 4 ? ['praiseFriendly'] : [],
        comment: extra.comment,
        feedbackToken: extra.by ? undefined : data.feedbackToken,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.feedback as { id: string };
  }
  const reviews = (token: string, query = '') =>
    t.app.inject({ url: `/api/v1/transactionfeedback/reviews${query}`, headers: bearer(token) });

  it("shows the receiver's feedback with the tip, the giver's name or none for a guest, newest first", async () => {
    const fromGuest = await rated(receiver, 2, { comment: 'Slow service', amount: 500 });
    const fromGiver = await rated(receiver, 5, { by: giver, amount: 1250 });
    const res = await reviews(receiver.token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.reviews.map((r: { id: string }) => r.id)).toEqual([fromGiver.id, fromGuest.id]);
    expect(data.reviews[0]).toMatchObject({
      rating: 5,
      cannedComments: ['praiseFriendly'],
      comment: null,
      amount: 1250,
      currency: 'EUR',
      giverUsername: giver.user.username,
      receiver: { id: receiver.user.id, username: receiver.user.username },
    });
    expect(data.reviews[1]).toMatchObject({
      rating: 2,
      comment: 'Slow service',
      amount: 500,
      giverUsername: null,
    });
    expect(data).toMatchObject({ page: 1, limit: 20, total: 2, hasMore: false });
  });

  it('hides the rating until five reviews, then shows it in half steps (SPEC 4)', async () => {
    const fresh = await createReceiver(t.database.db);
    for (const stars of [5, 4, 4, 4]) await rated(fresh, stars);
    expect((await reviews(fresh.token)).json().data.summary).toEqual({ rating: 0, reviewsCount: 4 });
    await rated(fresh, 4);
    // 21 stars over 5 reviews is 4.2, shown as 4.
    expect((await reviews(fresh.token)).json().data.summary).toEqual({ rating: 4, reviewsCount: 5 });
    await rated(fresh, 5);
    // 26 / 6 = 4.33, the nearest half star is 4.5.
    expect((await reviews(fresh.token)).json().data.summary).toEqual({ rating: 4.5, reviewsCount: 6 });
  });

  it('filters by stars, with or without a comment and by period, and keeps the summary whole', async () => {
    const person = await createReceiver(t.database.db);
    const old = await rated(person, 1, { comment: 'Rude' });
    await rated(person, 5, { comment: 'Lovely' });
    await rated(person, 5);
    await t.database.db
      .update(tipFeedback)
      .set({ createdAt: new Date('2026-01-15T23:30:00Z') })
      .where(eq(tipFeedback.id, old.id));
    const fives = (await reviews(person.token, '?rating=5')).json().data;
    expect(fives.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 5]);
    expect(fives.total).toBe(2);
    expect(fives.summary.reviewsCount).toBe(3);
    const commented = (await reviews(person.token, '?withComment=true')).json().data;
    expect(commented.reviews.map((r: { comment: string }) => r.comment).sort()).toEqual(['Lovely', 'Rude']);
    const silent = (await reviews(person.token, '?withComment=false')).json().data;
    expect(silent.reviews.map((r: { comment: string | null }) => r.comment)).toEqual([null]);
    const january = (await reviews(person.token, '?from=2026-01-15&to=2026-01-15')).json().data;
    expect(january.reviews.map((r: { id: string }) => r.id)).toEqual([old.id]);
    const after = (await reviews(person.token, '?from=2026-01-16')).json().data;
    expect(after.total).toBe(2);
  });

  it('answers 20 a page', async () => {
    const busy = await createReceiver(t.database.db);
    for (let i = 0; i < 21; i += 1) await rated(busy, 3);
    const first = (await reviews(busy.token)).json().data;
    expect(first).toMatchObject({ total: 21, hasMore: true });
    expect(first.reviews).toHaveLength(20);
    const second = (await reviews(busy.token, '?page=2')).json().data;
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.reviews).toHaveLength(1);
  });

  it.each([
    ['?rating=6', 'Please choose a rating from 1 to 5 stars.'],
    ['?rating=two', 'Please choose a rating from 1 to 5 stars.'],
    ['?from=2026-02-30x', 'Please choose a valid date.'],
    ['?from=2026-03-02&to=2026-03-01', 'The start date must not be after the end date.'],
    ['?withComment=yes', 'Some of the information sent is not valid.'],
    ['?page=0', 'Some of the information sent is not valid.'],
    ['?teamId=42', 'Team not found.'],
  ])('refuses %s with a message', async (query, message) => {
    const res = await reviews(receiver.token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a session, and shows nobody else the receiver’s feedback', async () => {
    expect((await t.app.inject({ url: '/api/v1/transactionfeedback/reviews' })).statusCode).toBe(401);
    const stranger = await createReceiver(t.database.db);
    const theirs = (await reviews(stranger.token)).json().data;
    expect(theirs).toMatchObject({ reviews: [], total: 0, summary: { rating: 0, reviewsCount: 0 } });
  });

  describe("a team's feedback", () => {
    it('is read by its owner and admins, not by a member, another team or a stranger', async () => {
      const team = await newTeam(t.database.db);
      const { owner } = team;
      const teamId = team.team.id;
      const admin = await createReceiver(t.database.db, {
        accountType: 'teamMember',
        teamId,
        isTeamAdmin: true,
      });
      const member = await createReceiver(t.database.db, { accountType: 'teamMember', teamId });
      const toPool = await rated(owner, 4, { comment: 'Team was great' });
      const toMember = await rated(member, 1);
      await rated(receiver, 5);
      const byId = `?teamId=${teamId}`;
      for (const manager of [owner, admin]) {
        const res = await reviews(manager.token, byId);
        expect(res.statusCode).toBe(200);
        const ids = res.json().data.reviews.map((r: { id: string }) => r.id);
        expect(ids.sort()).toEqual([toPool.id, toMember.id].sort());
        expect(res.json().data.summary.reviewsCount).toBe(2);
      }
      expect((await reviews(member.token, byId)).statusCode).toBe(404);
      const other = await newTeam(t.database.db);
      expect((await reviews(other.owner.token, byId)).statusCode).toBe(404);
      expect((await reviews(receiver.token, byId)).statusCode).toBe(404);
      const pending = await addToTeam(t.database.db, team, 'pending');
      expect((await reviews(pending.token, byId)).statusCode).toBe(404);
      // Without teamId a member reads only what was given to them.
      const own = (await reviews(member.token)).json().data.reviews.map((r: { id: string }) => r.id);
      expect(own).toEqual([toMember.id]);
    });
  });
});
