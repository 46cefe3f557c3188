import { expect, it } from 'vitest';
import type { ChatMessage } from '@opentip/shared/schemas/chat.schema';
import type { LiveBus, LiveEvent } from './live-bus.ts';

const message = (seq: number): LiveEvent => ({
  type: 'message',
  message: {
    id: `00000000-0000-4000-8000-00000000000${seq}`,
    chatRoomId: '00000000-0000-4000-8000-0000000000aa',
    seq,
    senderId: 'sender',
    mine: true,
    message: `m${seq}`,
    clientId: `00000000-0000-4000-8000-0000000000c${seq}`,
    createdAt: new Date(0).toISOString(),
  } satisfies ChatMessage,
});

/** Resolves with the events heard once `n` have come, failing after a second. */
function hear(bus: LiveBus, userId: string, n: number) {
  const heard: LiveEvent[] = [];
  let done: () => void = () => undefined;
  const all = new Promise<LiveEvent[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`heard ${heard.length} of ${n}`)), 1000);
    done = () => {
      clearTimeout(timer);
      resolve(heard);
    };
  });
  // A listener expected to hear nothing is never awaited: its timeout is no unhandled rejection.
  all.catch(() => undefined);
  const subscribed = bus.subscribe(userId, (event) => {
    heard.push(event);
    if (heard.length === n) done();
  });
  return { subscribed, all, heard };
}

/**
 * What every LiveBus does, run against each implementation: `pair()` gives two buses that share
 * the fan-out (the same one in process, two connections to one Redis).
 */
export function liveBusContract(pair: () => { a: LiveBus; b: LiveBus; userId: () => string }) {
  it('brings an event published on one side to the person’s listeners on the other, in order', async () => {
    const { a, b, userId } = pair();
    const [anna, ben] = [userId(), userId()];
    const first = hear(b, anna, 3);
    const second = hear(b, anna, 3);
    const other = hear(a, ben, 1);
    await Promise.all([first.subscribed, second.subscribed, other.subscribed]);
    for (const seq of [1, 2, 3]) await a.publish([anna], message(seq));
    expect(await first.all).toEqual([message(1), message(2), message(3)]);
    expect(await second.all).toEqual([message(1), message(2), message(3)]);
    expect(other.heard).toEqual([]);
  });

  it('tells each person named once, and stops after unsubscribing', async () => {
    const { a, b, userId } = pair();
    const [anna, ben] = [userId(), userId()];
    const annas = hear(b, anna, 1);
    const bens = hear(b, ben, 2);
    const unsubscribe = await annas.subscribed;
    await bens.subscribed;
    await a.publish([anna, ben, ben], message(1));
    await annas.all;
    await unsubscribe();
    await a.publish([anna, ben], message(2));
    expect(await bens.all).toEqual([message(1), message(2)]);
    expect(annas.heard).toEqual([message(1)]);
  });
}
