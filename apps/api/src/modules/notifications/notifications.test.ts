import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tips } from '../../db/schema/payments.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver } from '../../../test/tips-fixtures.ts';
import { paidTip } from '../chat/chat-test-helpers.ts';
import { addToTeam, call, newTeam, type Person } from '../teams/team-test-helpers.ts';

interface Item {
  id: string;
  type: string;
  data: Record<string, unknown>;
  read: boolean;
}

describe('notifications', () => {
  let t: TestApp;
  let receiver: Person;
  let giver: Person;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await createReceiver(t.database.db);
    giver = await createGiver(t.database.db);
  });
  afterAll(() => t.close());

  const list = async (token: string, page = 1) => {
    const res = await call(t.app, { method: 'GET', url: `/notifications?page=${page}`, token });
    expect(res.statusCode).toBe(200);
    return res.json().data as { threads: Item[]; unreadCount: number; hasMore: boolean; pageSize: number };
  };
  const markRead = (token: string, payload: object) =>
    call(t.app, { method: 'POST', url: '/notifications/read', token, payload });

  it('tells the receiver of a tip its amount and net in its currency, and who gave it', async () => {
    const id = await paidTip(t.app, receiver.user.id, giver.token);
    const [tip] = await t.database.db.select().from(tips).where(eq(tips.id, id));
    const { threads, unreadCount } = await list(receiver.token);
    expect(unreadCount).toBe(1);
    expect(threads[0]).toMatchObject({
      type: 'tipReceived',
      read: false,
      data: {
        transactionId: id,
        currency: 'USD',
        amount: 1000,
        net: tip?.netAmount,
        from: { id: giver.user.id, username: giver.user.username },
      },
    });
    expect(tip?.netAmount).toBeLessThan(1000);
    // The giver is told nothing of their own tip.
    expect((await list(giver.token)).threads).toEqual([]);
  });

  it('tells the receiver of feedback, then both sides of a refund', async () => {
    const id = await paidTip(t.app, receiver.user.id, giver.token);
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/feedback',
      headers: bearer(giver.token),
      payload: { transactionId: id, rating: 4, cannedComments: [], comment: '' },
    });
    expect(feedback.statusCode).toBe(200);
    expect((await list(receiver.token)).threads[0]).toMatchObject({
      type: 'feedbackReceived',
      data: { transactionId: id, rating: 4, from: { id: giver.user.id } },
    });

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${id}/refund`,
      headers: bearer(receiver.token),
      payload: { amount: 300 },
    });
    expect(refund.statusCode).toBe(200);
    for (const token of [receiver.token, giver.token])
      expect((await list(token)).threads[0]).toMatchObject({
        type: 'tipRefunded',
        data: { transactionId: id, currency: 'USD', amount: 300, refundedTotal: 300, tipTotal: 1000 },
      });
  });

  it('tells the team managers of a join request, and the person of the decision', async () => {
    const team = await newTeam(t.database.db);
    const admin = await addToTeam(t.database.db, team, 'admin');
    const member = await addToTeam(t.database.db, team, 'member');
    const asking = await createUser(t.database.db, { accountType: 'teamMember' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: asking.token,
      payload: { teamCode: team.team.code },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      type: 'teamJoinRequested',
      data: {
        userId: asking.user.id,
        from: { id: asking.user.id, username: asking.user.username },
        team: { id: team.team.id, name: team.team.name, code: team.team.code },
      },
    };
    expect((await list(team.owner.token)).threads[0]).toMatchObject(expected);
    expect((await list(admin.token)).threads[0]).toMatchObject(expected);
    expect((await list(member.token)).threads.map((n) => n.type)).not.toContain('teamJoinRequested');

    const decided = await call(t.app, {
      method: 'PUT',
      url: '/user/teamjoinApproval',
      token: admin.token,
      payload: { teamId: team.team.id, userId: asking.user.id, status: 'reject' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await list(asking.token)).threads[0]).toMatchObject({
      type: 'teamJoinDecided',
      data: { status: 'rejected', team: { id: team.team.id }, from: { id: admin.user.id } },
    });
  });

  it('tells a person with an account of an invitation, once however often it is sent', async () => {
    const team = await newTeam(t.database.db);
    const invited = await createUser(t.database.db);
    const invite = () =>
      call(t.app, {
        method: 'POST',
        url: '/teams/send-team-invite',
        token: team.owner.token,
        payload: {
          teamCode: team.team.code,
          emails: [invited.user.email?.toUpperCase(), 'no-account@example.test'],
        },
      });
    expect((await invite()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(200);
    const { threads } = await list(invited.token);
    expect(threads.filter((n) => n.type === 'teamInvitation')).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      type: 'teamInvitation',
      data: { team: { code: team.team.code }, from: { id: team.owner.user.id } },
    });
  });

  it('marks read by ids (only the caller’s own) or all, and keeps the unread count', async () => {
    const someone = await createReceiver(t.database.db);
    for (let i = 0; i < 3; i++) await paidTip(t.app, someone.user.id, giver.token);
    const before = await list(someone.token);
    expect(before.unreadCount).toBe(3);
    const [first] = before.threads;
    const foreign = (await list(receiver.token)).threads[0];
    const marked = await markRead(someone.token, { ids: [first?.id, foreign?.id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      message: 'Notifications marked as read',
      data: { marked: 1, unreadCount: 2 },
    });
    expect((await list(receiver.token)).threads[0]?.read).toBe(false);
    expect((await list(someone.token)).threads.map((n) => n.read)).toEqual([true, false, false]);
    expect((await markRead(someone.token, { all: true })).json().data).toEqual({ marked: 2, unreadCount: 0 });
  });

  it('refuses bad input and callers without a session', async () => {
    expect((await markRead(receiver.token, {})).statusCode).toBe(400);
    expect((await markRead(receiver.token, { ids: [] })).statusCode).toBe(400);
    expect((await markRead(receiver.token, { ids: ['nope'] })).statusCode).toBe(400);
    expect((await markRead(receiver.token, { all: false })).statusCode).toBe(400);
    expect(
      (await call(t.app, { method: 'GET', url: '/notifications?page=0', token: receiver.token })).statusCode,
    ).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/notifications' })).statusCode).toBe(401);
    expect(
      (await call(t.app, { method: 'POST', url: '/notifications/read', payload: { all: true } })).statusCode,
    ).toBe(401);
  });

  it('pages 30 at a time, newest first', async () => {
    const busy = await createReceiver(t.database.db);
    for (let i = 0; i < 31; i++) await paidTip(t.app, busy.user.id, giver.token);
    const first = await list(busy.token);
    const second = await list(busy.token, 2);
    expect(first.threads).toHaveLength(30);
    expect(first.hasMore).toBe(true);
    expect(second.threads).toHaveLength(1);
    expect(first.unreadCount).toBe(31);
    const ids = [...first.threads, ...second.threads].map((n) => n.id);
    expect(new Set(ids).size).toBe(31);
  });
});
