import type { ChatMessage } from '@opentip/shared/schemas/chat.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@opentip/shared/schemas/live.schema';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver } from '../../../test/tips-fixtures.ts';
import { paidTip, roomOf, sendMessage, getChat } from '../chat/chat-test-helpers.ts';
import { addToTeam, newTeam, type Person } from '../teams/team-test-helpers.ts';
import type { LiveBus } from './live-bus.ts';
import { createInProcessLiveBus } from './in-process-live-bus.ts';
import { SOCKETS_PER_PERSON } from './live-hub.ts';
import { LIVE_FRAMES_PER_WINDOW, LIVE_MAX_FRAME_BYTES } from './live-session.ts';
import { connectLive, liveUrl, messageSeq, seqsOf, signedInLive } from './live-test-helpers.ts';

describe('live delivery on one instance', () => {
  let t: TestApp;
  const bus = createInProcessLiveBus();
  // Announcements of these "room:seq" are lost on the way, as a crossing or a Redis hiccup would.
  const lost = new Set<string>();
  const lossyBus: LiveBus = {
    ...bus,
    publish: (userIds, event) =>
      event.type === 'message' && lost.has(`${event.message.chatRoomId}:${event.message.seq}`)
        ? Promise.resolve()
        : bus.publish(userIds, event),
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { liveBus: lossyBus, liveTimings: { authTimeoutMs: 300 } } });
  });
  afterAll(() => t.close());

  /** Two people of one team and their room. */
  const pair = async () => {
    const team = await newTeam(t.database.db);
    const member = await addToTeam(t.database.db, team, 'member');
    const room = await roomOf(t.app, team.owner.token, { userId: member.user.id });
    return { a: team.owner, b: member, room };
  };
  const say = async (from: Person, room: string, message: string) => {
    const res = await sendMessage(t.app, from.token, { chatRoomId: room, message });
    expect(res.statusCode).toBe(200);
    return res.json().data.message as ChatMessage;
  };

  it('signs a socket in with its session token', async () => {
    const { a } = await pair();
    const live = await signedInLive(t.app, a.token);
    expect(live.frames.at(-1)).toEqual({ type: 'ready', userId: a.user.id });
    live.send({ type: 'ping' });
    await live.next('pong');
    await live.close();
  });

  it('closes a socket with a bad token, or none in time, with a reason', async () => {
    const bad = await connectLive(t.app);
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect(await bad.closed).toEqual(LIVE_CLOSE.sessionEnded);

    const silent = await connectLive(t.app);
    expect(await silent.closed).toEqual(LIVE_CLOSE.authTimeout);
  });

  it('stops a logged-out token from receiving: its socket is closed', async () => {
    const { a, b, room } = await pair();
    const live = await signedInLive(t.app, b.token);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(b.token),
    });
    expect(logout.statusCode).toBe(200);
    await say(a, room, 'Are you there?');
    expect(await live.closed).toEqual(LIVE_CLOSE.sessionEnded);
    expect(live.frames.filter((f) => f.type === 'message')).toEqual([]);
  });

  it('answers bad frames with an error and closes after repeated abuse', async () => {
    const { a } = await pair();
    const live = await signedInLive(t.app, a.token);
    live.send('{nope');
    expect(await live.next('error')).toMatchObject({ code: 'BAD_FRAME', message: 'This is not JSON.' });
    live.send({ type: 'shout' });
    expect(await live.next('error', { from: live.frames.length })).toMatchObject({ code: 'BAD_FRAME' });
    live.send({ type: 'auth', token: a.token });
    expect(await live.next('error', { where: (f) => f.code === 'ALREADY_AUTHENTICATED' })).toBeTruthy();
    for (let i = 0; i < 5; i++) live.send('x');
    expect(await live.closed).toEqual(LIVE_CLOSE.badFrames);
  });

  it('pushes a new message to both people’s sockets, each from their own side', async () => {
    const { a, b, room } = await pair();
    const [liveA, liveB, liveB2] = await Promise.all([
      signedInLive(t.app, a.token),
      signedInLive(t.app, b.token),
      signedInLive(t.app, b.token),
    ]);
    await say(a, room, 'Thanks for the great service!');
    const got = await messageSeq(liveB, room, 1);
    expect(got.message).toMatchObject({
      seq: 1,
      mine: false,
      senderId: a.user.id,
      message: 'Thanks for the great service!',
    });
    expect((await messageSeq(liveB2, room, 1)).message.mine).toBe(false);
    expect((await messageSeq(liveA, room, 1)).message.mine).toBe(true);
    await Promise.all([liveA.close(), liveB.close(), liveB2.close()]);
  });

  it('tells the writer when the other person has read', async () => {
    const { a, b, room } = await pair();
    await say(a, room, 'one');
    await say(a, room, 'two');
    const liveA = await signedInLive(t.app, a.token);
    expect((await getChat(t.app, b.token, `chatRoomId=${room}`)).statusCode).toBe(200);
    expect(await liveA.next('read')).toEqual({ type: 'read', chatRoomId: room, otherReadSeq: 2 });
    await liveA.close();
  });

  it('tells the receiver of a tip once it is paid, with the unread count', async () => {
    const receiver = await createReceiver(t.database.db);
    const giver = await createGiver(t.database.db);
    const live = await signedInLive(t.app, receiver.token);
    const id = await paidTip(t.app, receiver.user.id, giver.token);
    const got = await live.next('notification');
    expect(got).toMatchObject({
      unreadCount: 1,
      notification: { type: 'tipReceived', read: false, data: { transactionId: id, amount: 1000 } },
    });
    await live.close();
  });

  it('replays on resume exactly the messages and notifications missed, in order, then goes live', async () => {
    // A giver (a) and a receiver (b) a tip joins: their room, and tips make b notifications.
    const b = await createReceiver(t.database.db);
    const a = await createGiver(t.database.db);
    const joining = await paidTip(t.app, b.user.id, a.token);
    const room = await roomOf(t.app, a.token, { transactionId: joining });
    const first = await signedInLive(t.app, b.token);
    await say(a, room, 'm1');
    await say(a, room, 'm2');
    await messageSeq(first, room, 2);
    await paidTip(t.app, b.user.id, a.token);
    const seenNotification = (await first.next('notification')).notification.id;
    await first.close();

    for (const text of ['m3', 'm4', 'm5']) await say(a, room, text);
    const missedTip = await paidTip(t.app, b.user.id, a.token);
    const again = await signedInLive(t.app, b.token, {
      rooms: { [room]: 2 },
      notificationsAfter: seenNotification,
    });
    expect(seqsOf(again, room)).toEqual([3, 4, 5]);
    const replayed = again.frames.filter((f) => f.type === 'notification');
    expect(replayed).toHaveLength(1);
    expect(replayed[0]).toMatchObject({
      notification: { data: { transactionId: missedTip } },
      unreadCount: 3,
    });
    await say(a, room, 'm6');
    await messageSeq(again, room, 6);
    expect(seqsOf(again, room)).toEqual([3, 4, 5, 6]);
    await again.close();
  });

  it('sends nothing twice when live messages race the resume backlog', async () => {
    const { a, b, room } = await pair();
    for (const text of ['m1', 'm2', 'm3']) await say(a, room, text);
    const live = await connectLive(t.app);
    live.send({ type: 'auth', token: b.token, resume: { rooms: { [room]: 0 } } });
    // Sent while the socket subscribes and reads its backlog: each must arrive exactly once.
    for (const text of ['m4', 'm5', 'm6', 'm7']) await say(a, room, text);
    await messageSeq(live, room, 7);
    expect(seqsOf(live, room)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await live.close();
  });

  it('drops a duplicate from the bus and fills a gap from the database, in order', async () => {
    const { a, b, room } = await pair();
    const live = await signedInLive(t.app, b.token);
    const m1 = await say(a, room, 'm1');
    await messageSeq(live, room, 1);
    // Announced twice: the socket already has it.
    await bus.publish([b.user.id], { type: 'message', message: m1 });
    lost.add(`${room}:2`);
    await say(a, room, 'm2');
    await say(a, room, 'm3');
    await messageSeq(live, room, 3);
    expect(seqsOf(live, room)).toEqual([1, 2, 3]);
    await live.close();
  });

  it('refuses a resume of a room that is not the person’s, and keeps serving', async () => {
    const { b } = await pair();
    const other = await pair();
    const live = await signedInLive(t.app, b.token, { rooms: { [other.room]: 0 } });
    expect(live.frames.find((f) => f.type === 'error')).toMatchObject({ code: 'CHAT_ROOM_NOT_FOUND' });
    expect(seqsOf(live, other.room)).toEqual([]);
    await live.close();
  });

  it('caps the sockets of one person, the frames of one socket and their size', async () => {
    const { a } = await pair();
    const open = await Promise.all(
      Array.from({ length: SOCKETS_PER_PERSON }, () => signedInLive(t.app, a.token)),
    );
    const extra = await connectLive(t.app);
    extra.send({ type: 'auth', token: a.token });
    expect(await extra.closed).toEqual(LIVE_CLOSE.tooManySockets);
    await Promise.all(open.map((live) => live.close()));

    const chatty = await signedInLive(t.app, a.token);
    for (let i = 0; i < LIVE_FRAMES_PER_WINDOW; i++) chatty.send({ type: 'ping' });
    expect(await chatty.closed).toEqual(LIVE_CLOSE.tooManyFrames);

    const big = await signedInLive(t.app, a.token);
    big.send({ type: 'ping', padding: 'x'.repeat(LIVE_MAX_FRAME_BYTES) });
    expect((await big.closed).code).toBe(1009);
  });

  it('answers a plain GET of the socket address with a clear 426', async () => {
    const url = (await liveUrl(t.app)).replace('ws://', 'http://');
    const res = await fetch(url);
    expect(res.status).toBe(426);
    expect(await res.json()).toMatchObject({ success: false, code: 'WEBSOCKET_REQUIRED' });
  });
});

describe('live delivery timers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { liveTimings: { heartbeatMs: 100, sessionCheckMs: 100 } } });
  });
  afterAll(() => t.close());

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const person = await createGiver(t.database.db);
    const answering = await signedInLive(t.app, person.token);
    const dead = await connectLive(t.app, { autoPong: false });
    dead.send({ type: 'auth', token: person.token });
    await dead.next('ready');
    expect((await dead.closed).code).toBe(1006);
    expect(answering.socket.readyState).toBe(answering.socket.OPEN);
    await answering.close();
  });

  it('closes an idle socket once its session is revoked', async () => {
    const person = await createGiver(t.database.db);
    const live = await signedInLive(t.app, person.token);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(person.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await live.closed).toEqual(LIVE_CLOSE.sessionEnded);
  });
});
