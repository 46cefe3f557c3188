import type { Redis } from 'ioredis';
import { openRedis } from '../../lib/redis-connection.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver } from '../../../test/tips-fixtures.ts';
import { paidTip, roomOf, sendMessage } from '../chat/chat-test-helpers.ts';
import type { Person } from '../teams/team-test-helpers.ts';
import { messageSeq, seqsOf, signedInLive } from './live-test-helpers.ts';

// Runs when TEST_REDIS_URL is set (CI); vitest.config.ts includes this file only then.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('live delivery across two API instances (one database, one Redis)', () => {
  const connections: Redis[] = [];
  let a: TestApp;
  let b: TestApp;
  let bClosed = false;
  let receiver: Person;
  let giver: Person;
  let room: string;
  beforeAll(async () => {
    const redis = () => {
      const connection = openRedis(redisUrl);
      connections.push(connection);
      return connection;
    };
    a = await createTestApp({ deps: { redis: redis() } });
    // Instance B: its own process state and Redis connection, instance A's database.
    b = await createTestApp({ deps: { redis: redis(), db: a.database.db } });
    receiver = await createReceiver(a.database.db);
    giver = await createGiver(a.database.db);
    const tip = await paidTip(a.app, receiver.user.id, giver.token);
    room = await roomOf(a.app, giver.token, { transactionId: tip });
  });
  afterAll(async () => {
    if (!bClosed) await b.close();
    await a.close();
    for (const connection of connections) connection.disconnect();
  });

  const say = async (through: TestApp, message: string) => {
    const res = await sendMessage(through.app, giver.token, { chatRoomId: room, message });
    expect(res.statusCode).toBe(200);
  };

  it('brings a notification made on either instance to a socket on the other', async () => {
    const onB = await signedInLive(b.app, receiver.token);
    const throughA = await paidTip(a.app, receiver.user.id, giver.token);
    expect(await onB.next('notification', { timeoutMs: 1000 })).toMatchObject({
      notification: { type: 'tipReceived', data: { transactionId: throughA } },
    });
    const onA = await signedInLive(a.app, receiver.token);
    const throughB = await paidTip(b.app, receiver.user.id, giver.token);
    expect(
      await onA.next('notification', {
        timeoutMs: 1000,
        where: (f) => f.notification.data.transactionId === throughB,
      }),
    ).toBeTruthy();
    await Promise.all([onA.close(), onB.close()]);
  });

  it('brings a message sent through A to a socket on B within a second; B closing loses nothing', async () => {
    const onB = await signedInLive(b.app, receiver.token);
    await say(a, 'm1');
    await messageSeq(onB, room, 1, 1000);
    await say(b, 'm2');
    await messageSeq(onB, room, 2, 1000);

    // B goes away mid-conversation; the conversation goes on through A meanwhile.
    const closing = b.close();
    bClosed = true;
    expect((await onB.closed).code).toBe(1001);
    await closing;
    await say(a, 'm3');
    await say(a, 'm4');

    const lastSeen = Math.max(...seqsOf(onB, room));
    const onA = await signedInLive(a.app, receiver.token, { rooms: { [room]: lastSeen } });
    await say(a, 'm5');
    await messageSeq(onA, room, 5, 1000);
    expect([...seqsOf(onB, room), ...seqsOf(onA, room)]).toEqual([1, 2, 3, 4, 5]);
    await onA.close();
  });
});
