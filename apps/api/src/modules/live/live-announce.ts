import type { LiveBus, LiveEvent } from './live-bus.ts';

/**
 * Tells the people's sockets of something already committed. A bus failure (Redis away) must not
 * fail the request that stored it: the sockets catch up from the database on their next resume.
 */
export async function announce(bus: LiveBus | undefined, userIds: string[], event: LiveEvent) {
  if (!bus || userIds.length === 0) return;
  try {
    await bus.publish(userIds, event);
  } catch {
    // Nothing to undo: the event is stored, and resume reads it from there.
  }
}
