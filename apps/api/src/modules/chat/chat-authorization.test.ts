import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver } from '../../../test/tips-fixtures.ts';
import { addToTeam, newTeam, type Person } from '../teams/team-test-helpers.ts';
import { getChat, listThreads, openThread, paidTip, roomOf, sendMessage } from './chat-test-helpers.ts';

const MISSING_ROOM = '00000000-0000-4000-8000-000000000000';

async function deleteAccount(app: TestApp['app'], person: Person): Promise<void> {
  const res = await app.inject({
    method: 'DELETE',
    url: `/api/v1/user/delete/${person.user.id}`,
    headers: bearer(person.token),
  });
  if (res.statusCode !== 200) throw new Error(`delete failed: ${res.body}`);
}

/**
 * Who can read and write a room: only its two people. Everyone else, whatever joins them to one of
 * the two, gets exactly the answer of a room that does not exist; without a live token, 401.
 */
describe('conversation authorization matrix', () => {
  let t: TestApp;
  let room: string;
  let teamRoom: string;
  const tokens: Record<string, string | undefined> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const receiver = await createReceiver(db);
    const giver = await createGiver(db);
    const tip = await paidTip(t.app, receiver.user.id, giver.token);
    room = await roomOf(t.app, giver.token, { transactionId: tip });
    await sendMessage(t.app, receiver.token, { chatRoomId: room, message: 'thanks' });

    const team = await newTeam(db);
    const member = await addToTeam(db, team, 'member');
    teamRoom = await roomOf(t.app, member.token, { userId: team.owner.user.id });
    const otherTeam = await newTeam(db);
    const otherMember = await addToTeam(db, otherTeam, 'member');
    // Someone the giver also tipped: joined to one of the room's people, not a member of the room.
    const otherReceiver = await createReceiver(db);
    await paidTip(t.app, otherReceiver.user.id, giver.token);
    const deleted = await createReceiver(db);
    await deleteAccount(t.app, deleted);

    Object.assign(tokens, {
      giver: giver.token,
      receiver: receiver.token,
      stranger: (await createUser(db)).token,
      teamOwnerOfOtherRoom: team.owner.token,
      otherTeamMember: otherMember.token,
      tippedBySameGiver: otherReceiver.token,
      guestWithoutToken: undefined,
      deletedUser: deleted.token,
      badToken: 'not-a-token',
    });
  });
  afterAll(() => t.close());

  const calls = {
    read: (token: string | undefined, id: string) => getChat(t.app, token, `chatRoomId=${id}`),
    write: (token: string | undefined, id: string) =>
      sendMessage(t.app, token, { chatRoomId: id, message: 'hi' }),
  };
  const outcome = (res: LightMyRequestResponse) => ({
    status: res.statusCode,
    code: res.json().code as string | undefined,
    message: res.json().message as string,
  });

  const cases: [who: string, expected: 'allowed' | 'notFound' | 'unauthorized'][] = [
    ['giver', 'allowed'],
    ['receiver', 'allowed'],
    ['stranger', 'notFound'],
    ['teamOwnerOfOtherRoom', 'notFound'],
    ['otherTeamMember', 'notFound'],
    ['tippedBySameGiver', 'notFound'],
    ['guestWithoutToken', 'unauthorized'],
    ['deletedUser', 'unauthorized'],
    ['badToken', 'unauthorized'],
  ];

  for (const [who, expected] of cases)
    for (const [action, run] of Object.entries(calls))
      it(`${who} may ${expected === 'allowed' ? '' : 'not '}${action} the room`, async () => {
        const res = await run(tokens[who], room);
        if (expected === 'allowed') return expect(res.statusCode).toBe(200);
        if (expected === 'unauthorized')
          return expect(outcome(res)).toEqual({
            status: 401,
            code: 'UNAUTHORIZED',
            message: 'Please log in to continue.',
          });
        // Exactly the answer for a room that does not exist.
        expect(outcome(res)).toEqual(outcome(await run(tokens[who], MISSING_ROOM)));
        expect(outcome(res)).toEqual({
          status: 404,
          code: 'CHAT_ROOM_NOT_FOUND',
          message: 'Conversation not found.',
        });
      });

  it('lists only the caller’s own rooms', async () => {
    const giverRooms = (await listThreads(t.app, tokens.giver))
      .json()
      .data.threads.map((x: { id: string }) => x.id);
    expect(giverRooms).toEqual([room]);
    expect((await listThreads(t.app, tokens.stranger)).json().data.threads).toEqual([]);
    const ownerRooms = (await listThreads(t.app, tokens.teamOwnerOfOtherRoom)).json().data.threads;
    expect(ownerRooms.map((x: { id: string }) => x.id)).toEqual([teamRoom]);
  });

  it('asks for a session on every call', async () => {
    for (const res of [
      await listThreads(t.app, undefined),
      await openThread(t.app, undefined, { userId: MISSING_ROOM }),
      await getChat(t.app, tokens.deletedUser, `chatRoomId=${room}`),
    ])
      expect(res.statusCode).toBe(401);
  });

  it('cannot open a thread with a deleted person, nor send to a room whose other person was deleted', async () => {
    const db = t.database.db;
    const team = await newTeam(db);
    const leaving = await addToTeam(db, team, 'member');
    const staying = await addToTeam(db, team, 'member');
    const shared = await roomOf(t.app, staying.token, { userId: leaving.user.id });
    await deleteAccount(t.app, leaving);
    const opened = await openThread(t.app, team.owner.token, { userId: leaving.user.id });
    expect(opened.statusCode).toBe(404);
    const sent = await sendMessage(t.app, staying.token, { chatRoomId: shared, message: 'still there?' });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('This person can no longer receive messages.');
    expect((await getChat(t.app, staying.token, `chatRoomId=${shared}`)).statusCode).toBe(200);
  });
});
