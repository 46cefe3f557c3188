import type { LiveBus, LiveEvent, LiveListener } from './live-bus.ts';

/** One process: events go straight to the listeners of the people named. */
export function createInProcessLiveBus(): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    async publish(userIds: string[], event: LiveEvent) {
      for (const userId of new Set(userIds))
        for (const listener of listeners.get(userId) ?? []) listener(event);
    },
    async subscribe(userId: string, listener: LiveListener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return async () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
