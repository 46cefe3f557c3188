import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createGiver,
  createReceiver,
  createTeam,
  giveTip,
  sandboxToken,
} from '../../../test/tips-fixtures.ts';

type Person = { user: UserRow; token: string };
interface Listed {
  id: string;
  comment: string | null;
  feedback: { rating: number; cannedComments: string[]; comment: string | null } | null;
}

/** What a giver writes with a tip is read by the giver and the receiver, nobody else. */
describe('the comment and canned texts of a tip in GET /transactions', () => {
  let t: TestApp;
  let clock = new Date('2026-11-20T09:00:00Z');
  let giver: Person;
  let otherGiver: Person;
  let member: Person;
  let admin: Person;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let memberTipId: string;
  let poolTipId: string;

  const tipWithWords = async (payee: UserRow, comment: string) => {
    const res = await giveTip(t.app, {
      token: giver.token,
      body: {
        payee: payee.id,
        amount: 800,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
        comment,
      },
    });
    expect(res.statusCode).toBe(200);
    const { transaction, feedbackToken } = res.json().data;
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/feedback',
      headers: bearer(giver.token),
      payload: {
        transactionId: transaction.id,
        rating: 5,
        cannedComments: ['thanksMadeMyDay', 'praiseProfessional'],
        comment: `More: ${comment}`,
        feedbackToken,
      },
    });
    expect(rated.statusCode).toBe(200);
    return transaction.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    const db = t.database.db;
    giver = await createGiver(db);
    otherGiver = await createGiver(db);
    team = await createTeam(db);
    member = await createReceiver(db, { accountType: 'teamMember', teamId: team.teamId });
    admin = await createReceiver(db, { accountType: 'teamMember', teamId: team.teamId, isTeamAdmin: true });
    memberTipId = await tipWithWords(member.user, 'Spotless room, thank you');
    poolTipId = await tipWithWords(team.owner.user, 'For the whole team');
    clock = new Date('2026-11-20T12:00:00Z');
  });
  afterAll(() => t.close());

  const list = async (who: Person, query = '') => {
    const res = await t.app.inject({ url: `/api/v1/transactions${query}`, headers: bearer(who.token) });
    expect(res.statusCode).toBe(200);
    return res.json().data.transactions as Listed[];
  };
  const find = (listed: Listed[], id: string) => listed.find((tip) => tip.id === id);
  const withWords = (comment: string) => ({
    comment,
    feedback: {
      rating: 5,
      cannedComments: ['thanksMadeMyDay', 'praiseProfessional'],
      comment: `More: ${comment}`,
    },
  });
  const withoutWords = { comment: null, feedback: { rating: 5, cannedComments: [], comment: null } };

  it('shows the receiver the comment, the canned texts and the feedback comment', async () => {
    expect(find(await list(member), memberTipId)).toMatchObject(withWords('Spotless room, thank you'));
  });

  it('shows the giver what they wrote', async () => {
    const sent = await list(giver, '?type=sent');
    expect(find(sent, memberTipId)).toMatchObject(withWords('Spotless room, thank you'));
    expect(find(sent, poolTipId)).toMatchObject(withWords('For the whole team'));
  });

  it("shows a team admin a member's tip and rating but not the words written to the member", async () => {
    const teamTips = await list(admin, `?teamId=${team.teamId}`);
    expect(find(teamTips, memberTipId)).toMatchObject(withoutWords);
    expect(await list(admin, `?teamId=${team.teamId}&search=spotless`)).toEqual([]);
    expect((await list(member, '?search=spotless')).map((tip) => tip.id)).toEqual([memberTipId]);
  });

  it("shows the pool's managers the words of a tip to the team pool", async () => {
    expect(find(await list(admin, `?teamId=${team.teamId}`), poolTipId)).toMatchObject(
      withWords('For the whole team'),
    );
    expect(find(await list(team.owner, '?teamLogin=true'), poolTipId)).toMatchObject(
      withWords('For the whole team'),
    );
  });

  it('shows another giver none of it', async () => {
    expect(await list(otherGiver, '?type=all')).toEqual([]);
  });
});
