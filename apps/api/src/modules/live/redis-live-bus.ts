import type { Redis } from 'ioredis';
import type { LiveBus, LiveEvent, LiveListener } from './live-bus.ts';

const channelOf = (userId: string) => `opentip-live:user:${userId}`;
const USER_OF_CHANNEL = /^opentip-live:user:(.+)$/;

/**
 * Several instances: one Redis channel per person, subscribed by the instances that hold one of
 * their sockets. Publishing uses the shared connection; subscribing needs a connection of its own
 * (a subscribed Redis connection can do nothing else).
 */
export function createRedisLiveBus(redis: Redis): LiveBus {
  const subscriber = redis.duplicate();
  const people = new Map<string, { listeners: Set<LiveListener>; subscribed: Promise<unknown> }>();
  subscriber.on('message', (channel: string, payload: string) => {
    const userId = USER_OF_CHANNEL.exec(channel)?.[1];
    const entry = userId ? people.get(userId) : undefined;
    if (!entry) return;
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of entry.listeners) listener(event);
  });
  // ioredis logs and reconnects on its own; without a listener an error would crash the process.
  subscriber.on('error', () => undefined);
  // Back after a loss (ioredis subscribes again by itself): sockets read what they may have missed.
  let lost = false;
  subscriber.on('close', () => (lost = true));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    for (const entry of people.values())
      for (const listener of entry.listeners) listener({ type: 'notificationsGap' });
  });

  return {
    async publish(userIds: string[], event: LiveEvent) {
      const payload = JSON.stringify(event);
      const pipeline = redis.pipeline();
      for (const userId of new Set(userIds)) pipeline.publish(channelOf(userId), payload);
      await pipeline.exec();
    },
    async subscribe(userId: string, listener: LiveListener) {
      let entry = people.get(userId);
      if (!entry) {
        // SUBSCRIBE resolves once Redis confirms it: from then on, this instance hears the person.
        entry = { listeners: new Set(), subscribed: subscriber.subscribe(channelOf(userId)) };
        people.set(userId, entry);
        const failed = entry;
        failed.subscribed.catch(() => {
          if (people.get(userId) === failed) people.delete(userId);
        });
      }
      entry.listeners.add(listener);
      await entry.subscribed;
      const mine = entry;
      return async () => {
        mine.listeners.delete(listener);
        if (mine.listeners.size > 0 || people.get(userId) !== mine) return;
        people.delete(userId);
        await subscriber.unsubscribe(channelOf(userId)).catch(() => undefined);
      };
    },
    async close() {
      people.clear();
      subscriber.disconnect();
    },
  };
}
