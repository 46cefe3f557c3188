import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver } from '../../../test/tips-fixtures.ts';
import { addToTeam, newTeam, type Person } from '../teams/team-test-helpers.ts';
import { listThreads, openThread, paidTip, roomOf, sendMessage } from './chat-test-helpers.ts';

describe('POST /user/chat/thread', () => {
  let t: TestApp;
  let receiver: Person;
  let giver: Person;
  let tipId: string;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await createReceiver(t.database.db);
    giver = await createGiver(t.database.db);
    tipId = await paidTip(t.app, receiver.user.id, giver.token);
  });
  afterAll(() => t.close());

  it('opens a thread from a tip for the giver, and the receiver opening it from the same tip finds it', async () => {
    const opened = await openThread(t.app, giver.token, { transactionId: tipId });
    expect(opened.statusCode).toBe(200);
    const thread = opened.json().data.thread;
    expect(thread).toMatchObject({
      chatRoomId: thread.id,
      otherUser: { id: receiver.user.id, username: receiver.user.username, profileImg: null },
      lastMessage: null,
      unreadCount: 0,
      startedByMe: true,
      transactionId: tipId,
      teamId: null,
    });
    const again = await openThread(t.app, receiver.token, { transactionId: tipId });
    expect(again.json().data.thread).toMatchObject({
      id: thread.id,
      otherUser: { id: giver.user.id },
      startedByMe: false,
    });
    const byUser = await openThread(t.app, receiver.token, { userId: giver.user.id });
    expect(byUser.json().data.thread.id).toBe(thread.id);
  });

  it('opens by person when a paid tip joins them, either way', async () => {
    const other = await createReceiver(t.database.db);
    await paidTip(t.app, other.user.id, giver.token);
    const res = await openThread(t.app, other.token, { userId: giver.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.thread).toMatchObject({ otherUser: { id: giver.user.id }, startedByMe: true });
    expect(res.json().data.thread.transactionId).toEqual(expect.any(String));
  });

  it('lets members of one team (owner, admins, members) talk to each other', async () => {
    const team = await newTeam(t.database.db);
    const admin = await addToTeam(t.database.db, team, 'admin');
    const member = await addToTeam(t.database.db, team, 'member');
    const other = await addToTeam(t.database.db, team, 'member');
    for (const [a, b] of [
      [member, team.owner],
      [admin, member],
      [member, other],
    ] as const) {
      const res = await openThread(t.app, a.token, { userId: b.user.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.thread.teamId).toBe(team.team.id);
    }
  });

  it('refuses people nothing joins, pending members and guests’ tips', async () => {
    const stranger = await createUser(t.database.db);
    const refused = await openThread(t.app, stranger.token, { userId: receiver.user.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'CHAT_NOT_ALLOWED',
      message: 'You can chat only with people a tip or a team connects you with.',
    });

    const team = await newTeam(t.database.db);
    const pending = await addToTeam(t.database.db, team, 'pending');
    expect((await openThread(t.app, pending.token, { userId: team.owner.user.id })).statusCode).toBe(403);

    const guestTip = await paidTip(t.app, receiver.user.id);
    const fromGuest = await openThread(t.app, receiver.token, { transactionId: guestTip });
    expect(fromGuest.statusCode).toBe(403);
    expect(fromGuest.json().code).toBe('CHAT_NOT_ALLOWED');
  });

  it('answers clear refusals for bad input', async () => {
    const none = await openThread(t.app, giver.token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose who to chat with.');

    const self = await openThread(t.app, giver.token, { userId: giver.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot start a conversation with yourself.');

    const unknown = await openThread(t.app, giver.token, { userId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found.');

    const notMine = await openThread(t.app, (await createUser(t.database.db)).token, {
      transactionId: tipId,
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('Transaction not found.');

    const mismatch = await openThread(t.app, giver.token, { transactionId: tipId, userId: giver.user.id });
    expect(mismatch.statusCode).toBe(400);

    const badId = await openThread(t.app, giver.token, { userId: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('User not found.');
  });
});

describe('GET /user/chat/thread', () => {
  let t: TestApp;
  let clock = new Date('2026-03-01T10:00:00Z');
  const tick = () => {
    clock = new Date(clock.getTime() + 5_000);
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  it('lists threads newest activity first with the other person, last message, unread count and who started it', async () => {
    const team = await newTeam(t.database.db);
    const me = team.owner;
    const a = await addToTeam(t.database.db, team, 'member');
    const b = await addToTeam(t.database.db, team, 'member');
    const roomA = await roomOf(t.app, me.token, { userId: a.user.id });
    tick();
    const roomB = await roomOf(t.app, b.token, { userId: me.user.id });
    tick();
    await sendMessage(t.app, a.token, { chatRoomId: roomA, message: 'first' });
    tick();
    await sendMessage(t.app, a.token, { chatRoomId: roomA, message: 'second' });

    const res = await listThreads(t.app, me.token);
    expect(res.statusCode).toBe(200);
    const { threads, page, pageSize, hasMore } = res.json().data;
    expect({ page, pageSize, hasMore }).toEqual({ page: 1, pageSize: 20, hasMore: false });
    expect(threads.map((x: { id: string }) => x.id)).toEqual([roomA, roomB]);
    expect(threads[0]).toMatchObject({
      otherUser: { id: a.user.id, username: a.user.username },
      lastMessage: { message: 'second', senderId: a.user.id, mine: false, seq: 2 },
      unreadCount: 2,
      startedByMe: true,
    });
    expect(threads[1]).toMatchObject({ otherUser: { id: b.user.id }, unreadCount: 0, startedByMe: false });

    const sent = (await listThreads(t.app, me.token, 'page=1&filter=sent')).json().data.threads;
    expect(sent.map((x: { id: string }) => x.id)).toEqual([roomA]);
    const received = (await listThreads(t.app, me.token, 'filter=received')).json().data.threads;
    expect(received.map((x: { id: string }) => x.id)).toEqual([roomB]);
    expect((await listThreads(t.app, a.token)).json().data.threads[0]).toMatchObject({
      id: roomA,
      unreadCount: 0,
      startedByMe: false,
    });
  });

  it('pages 20 at a time without overlap, ties in time ordered by id', async () => {
    const team = await newTeam(t.database.db);
    const ids: string[] = [];
    // The clock does not move: every thread has the same activity time.
    for (let i = 0; i < 21; i++) {
      const member = await addToTeam(t.database.db, team, 'member');
      ids.push(await roomOf(t.app, member.token, { userId: team.owner.user.id }));
    }
    const first = (await listThreads(t.app, team.owner.token, 'page=1')).json().data;
    const second = (await listThreads(t.app, team.owner.token, 'page=2')).json().data;
    expect(first.threads).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second.threads).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const listed = [...first.threads, ...second.threads].map((x: { id: string }) => x.id);
    expect(listed).toEqual([...ids].sort().reverse());
  });

  it('refuses a bad page or filter with 400', async () => {
    const me = await createUser(t.database.db);
    expect((await listThreads(t.app, me.token, 'page=0')).statusCode).toBe(400);
    expect((await listThreads(t.app, me.token, 'page=abc')).statusCode).toBe(400);
    expect((await listThreads(t.app, me.token, 'filter=everything')).statusCode).toBe(400);
  });
});
