import type { Redis } from 'ioredis';
import type { ChatMessage } from '@opentip/shared/schemas/chat.schema';
import { createInProcessLiveBus } from './in-process-live-bus.ts';
import { createRedisLiveBus } from './redis-live-bus.ts';

/**
 * What crosses between API instances, addressed to people. A message is presented from its
 * sender's side (`mine` true); each socket turns it to its own person's side.
 */
export type LiveEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; chatRoomId: string; readerId: string; readSeq: number }
  /** Notifications of theirs just committed (by the `notifications-deliver` job). */
  | { type: 'notifications'; ids: string[] }
  /** The bus lost its connection and is back: events in between may be missing. */
  | { type: 'notificationsGap' };

export type LiveListener = (event: LiveEvent) => void;

/** Fan-out of live events to every instance that has a socket of the person. */
export interface LiveBus {
  /** Resolves once the event is handed to the bus; listeners hear it soon after. */
  publish(userIds: string[], event: LiveEvent): Promise<void>;
  /** Resolves once the subscription is in place, so nothing published after it is missed. */
  subscribe(userId: string, listener: LiveListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Redis when the instances share one (REDIS_URL), else this process alone. */
export function createLiveBus(redis: Redis | undefined): LiveBus {
  return redis ? createRedisLiveBus(redis) : createInProcessLiveBus();
}
