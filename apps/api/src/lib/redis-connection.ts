import { Redis } from 'ioredis';

/**
 * The app's Redis connection (live bus and rate limits), opened the same way in production and in
 * the tests that run on Redis. Auto-pipelining: the commands of one event-loop turn (on a busy
 * night, many requests' rate-limit counts and live publishes) go out in one write instead of one
 * system call each (docs/busy-night.md).
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
}
