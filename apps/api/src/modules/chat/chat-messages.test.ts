import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/chat.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addToTeam, newTeam, type Person } from '../teams/team-test-helpers.ts';
import { getChat, listThreads, roomOf, sendMessage } from './chat-test-helpers.ts';

describe('conversation messages', () => {
  let t: TestApp;
  let clock = new Date('2026-03-01T10:00:00Z');
  // Three seconds a message keeps long conversations under the flooding limit.
  const tick = (ms = 3_000) => {
    clock = new Date(clock.getTime() + ms);
  };
  let owner: Person;
  let member: Person;
  let room: string;
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    const team = await newTeam(t.database.db);
    owner = team.owner;
    member = await addToTeam(t.database.db, team, 'member');
    room = await roomOf(t.app, owner.token, { userId: member.user.id });
  });
  afterAll(() => t.close());

  const storedCount = async (chatRoomId: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.threadId, chatRoomId));
    return row?.n ?? 0;
  };

  it('sends a message and the other person reads it, oldest first, and it is marked read', async () => {
    tick();
    const sent = await sendMessage(t.app, owner.token, { chatRoomId: room, message: 'Thank you so much!' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Message sent',
      data: {
        message: {
          chatRoomId: room,
          seq: 1,
          senderId: owner.user.id,
          mine: true,
          message: 'Thank you so much!',
        },
      },
    });
    tick();
    await sendMessage(t.app, member.token, { chatRoomId: room, message: 'You are welcome' });

    expect((await listThreads(t.app, member.token)).json().data.threads[0].unreadCount).toBe(1);
    const read = await getChat(t.app, member.token, `chatRoomId=${room}`);
    expect(read.statusCode).toBe(200);
    const data = read.json().data;
    expect(data.chat.map((m: { message: string }) => m.message)).toEqual([
      'Thank you so much!',
      'You are welcome',
    ]);
    expect(data.chat.map((m: { mine: boolean }) => m.mine)).toEqual([false, true]);
    expect(data).toMatchObject({
      chatRoomId: room,
      hasMore: false,
      lastSeq: 2,
      otherUser: { id: owner.user.id },
    });
    expect((await listThreads(t.app, member.token)).json().data.threads[0].unreadCount).toBe(0);
    // The owner sees how far the member has read.
    expect((await getChat(t.app, owner.token, `chatRoomId=${room}`)).json().data.otherReadSeq).toBe(2);
  });

  it('stores markup as text and answers it unchanged', async () => {
    tick();
    const markup = '<script>alert(1)</script> <b>bold</b> &amp;';
    const res = await sendMessage(t.app, owner.token, { chatRoomId: room, message: markup });
    expect(res.json().data.message.message).toBe(markup);
    const chat = (await getChat(t.app, member.token, `chatRoomId=${room}`)).json().data.chat;
    expect(chat.at(-1).message).toBe(markup);
  });

  it('stores a message retried with the same clientId once and answers the same message', async () => {
    tick();
    const clientId = randomUUID();
    const before = await storedCount(room);
    const first = await sendMessage(t.app, owner.token, { chatRoomId: room, message: 'once', clientId });
    const retry = await sendMessage(t.app, owner.token, { chatRoomId: room, message: 'once', clientId });
    const parallel = await Promise.all(
      [1, 2, 3].map(() => sendMessage(t.app, owner.token, { chatRoomId: room, message: 'once', clientId })),
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.message).toEqual(first.json().data.message);
    for (const res of parallel) expect(res.json().data.message.id).toBe(first.json().data.message.id);
    expect(await storedCount(room)).toBe(before + 1);
    // The same clientId from the other person is their own message.
    const theirs = await sendMessage(t.app, member.token, { chatRoomId: room, message: 'mine', clientId });
    expect(theirs.json().data.message.id).not.toBe(first.json().data.message.id);
    expect(await storedCount(room)).toBe(before + 2);
  });

  it('refuses an empty, blank or too long message, and a bad clientId, with clear messages', async () => {
    for (const message of ['', '   \n ', undefined]) {
      const res = await sendMessage(t.app, owner.token, { chatRoomId: room, message });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter message');
      expect(res.json().details[0]).toMatchObject({ path: 'message', key: 'messageRequired' });
    }
    const long = await sendMessage(t.app, owner.token, { chatRoomId: room, message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The message is too long. Please keep it under 2000 characters.');
    tick();
    const longest = await sendMessage(t.app, owner.token, { chatRoomId: room, message: 'y'.repeat(2000) });
    expect(longest.statusCode).toBe(200);
    const badClient = await sendMessage(t.app, owner.token, {
      chatRoomId: room,
      message: 'hi',
      clientId: 'abc',
    });
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json().details[0]).toMatchObject({ path: 'clientId', key: 'chatClientIdInvalid' });
  });

  it('answers 404 for a room that does not exist and 400 for a room id that is not one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await sendMessage(t.app, owner.token, { chatRoomId: missing, message: 'hi' }),
      await getChat(t.app, owner.token, `chatRoomId=${missing}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CHAT_ROOM_NOT_FOUND', message: 'Conversation not found.' });
    }
    expect((await getChat(t.app, owner.token, 'chatRoomId=nope')).statusCode).toBe(400);
    expect((await getChat(t.app, owner.token, '')).statusCode).toBe(400);
    expect((await getChat(t.app, owner.token, `chatRoomId=${room}&after=-1`)).statusCode).toBe(400);
  });

  it('pages back from the latest 50 and resumes after the last message seen', async () => {
    const team = await newTeam(t.database.db);
    const other = await addToTeam(t.database.db, team, 'member');
    const long = await roomOf(t.app, team.owner.token, { userId: other.user.id });
    for (let i = 1; i <= 60; i++) {
      tick();
      const res = await sendMessage(t.app, i % 2 ? team.owner.token : other.token, {
        chatRoomId: long,
        message: `m${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const seqs = (res: { json(): { data: { chat: { seq: number }[] } } }) =>
      res.json().data.chat.map((m) => m.seq);
    const latest = await getChat(t.app, other.token, `chatRoomId=${long}`);
    expect(seqs(latest)).toEqual(Array.from({ length: 50 }, (_, i) => i + 11));
    expect(latest.json().data.hasMore).toBe(true);
    const older = await getChat(t.app, other.token, `chatRoomId=${long}&before=11`);
    expect(seqs(older)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(older.json().data.hasMore).toBe(false);

    const resumed = await getChat(t.app, other.token, `chatRoomId=${long}&after=5`);
    expect(seqs(resumed)).toEqual(Array.from({ length: 50 }, (_, i) => i + 6));
    expect(resumed.json().data.hasMore).toBe(true);
    const rest = await getChat(t.app, other.token, `chatRoomId=${long}&after=55`);
    expect(seqs(rest)).toEqual([56, 57, 58, 59, 60]);
    expect(rest.json().data.hasMore).toBe(false);
    expect(seqs(await getChat(t.app, other.token, `chatRoomId=${long}&after=60`))).toEqual([]);
    // Reading an older page later does not move the read mark back.
    await getChat(t.app, other.token, `chatRoomId=${long}&before=5`);
    expect(
      (await getChat(t.app, team.owner.token, `chatRoomId=${long}&after=60`)).json().data.otherReadSeq,
    ).toBe(60);
  });
});

describe('flooding', () => {
  let t: TestApp;
  let clock = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  it('lets a person send 30 messages a minute across rooms, then answers 429 until the minute has passed', async () => {
    const team = await newTeam(t.database.db);
    const a = await addToTeam(t.database.db, team, 'member');
    const b = await addToTeam(t.database.db, team, 'member');
    const roomA = await roomOf(t.app, team.owner.token, { userId: a.user.id });
    const roomB = await roomOf(t.app, team.owner.token, { userId: b.user.id });
    const firstClientId = randomUUID();
    for (let i = 0; i < 30; i++) {
      const res = await sendMessage(t.app, team.owner.token, {
        chatRoomId: i % 2 ? roomA : roomB,
        message: `${i}`,
        ...(i === 0 ? { clientId: firstClientId } : {}),
      });
      expect(res.statusCode).toBe(200);
    }
    const flood = await sendMessage(t.app, team.owner.token, { chatRoomId: roomA, message: 'one more' });
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toMatchObject({
      code: 'CHAT_TOO_MANY_MESSAGES',
      message: 'You are sending messages too quickly. Please wait a minute and try again.',
    });
    // A retry of a message already stored still answers it.
    const retry = await sendMessage(t.app, team.owner.token, {
      chatRoomId: roomB,
      message: '0',
      clientId: firstClientId,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.message.seq).toBe(1);
    // Others are not held back by one person's flood.
    expect((await sendMessage(t.app, a.token, { chatRoomId: roomA, message: 'hello' })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_001);
    expect(
      (await sendMessage(t.app, team.owner.token, { chatRoomId: roomA, message: 'later' })).statusCode,
    ).toBe(200);
  });
});
