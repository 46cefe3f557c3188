import type { LiveBus, LiveEvent } from './live-bus.ts';

/** What a socket of this instance is told: the bus's events for its person. */
export type HubEvent = LiveEvent;

export interface LiveSink {
  userId: string;
  deliver(event: HubEvent): void;
}

/** Open sockets a person may hold on one instance (tabs, phone, desktop). */
export const SOCKETS_PER_PERSON = 10;

/**
 * This instance's sockets by person. The first socket of a person subscribes to the bus for them,
 * the last one leaving unsubscribes, so an instance hears only the people it serves.
 */
export function createLiveHub(bus: LiveBus) {
  const sinks = new Map<string, Set<LiveSink>>();
  const subscriptions = new Map<string, Promise<() => Promise<void>>>();

  const deliverTo = (userId: string, event: HubEvent) => {
    for (const sink of sinks.get(userId) ?? []) sink.deliver(event);
  };

  return {
    /** Resolves false when the person already has the most sockets allowed here. */
    async add(sink: LiveSink): Promise<boolean> {
      const set = sinks.get(sink.userId) ?? new Set();
      if (set.size >= SOCKETS_PER_PERSON) return false;
      set.add(sink);
      sinks.set(sink.userId, set);
      let subscription = subscriptions.get(sink.userId);
      if (!subscription) {
        subscription = bus.subscribe(sink.userId, (event) => deliverTo(sink.userId, event));
        subscriptions.set(sink.userId, subscription);
      }
      try {
        await subscription;
      } catch (error) {
        // Redis unreachable: forget this attempt so the next socket tries again.
        set.delete(sink);
        if (subscriptions.get(sink.userId) === subscription) subscriptions.delete(sink.userId);
        if (set.size === 0) sinks.delete(sink.userId);
        throw error;
      }
      return true;
    },
    async remove(sink: LiveSink): Promise<void> {
      const set = sinks.get(sink.userId);
      if (!set?.delete(sink) || set.size > 0) return;
      sinks.delete(sink.userId);
      const subscription = subscriptions.get(sink.userId);
      subscriptions.delete(sink.userId);
      await (
        await subscription?.catch(() => undefined)
      )?.();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
