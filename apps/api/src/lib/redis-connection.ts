import { Redis } from 'ioredis';

/**
 * The app's Redis connection (live bus and rate limits), opened the same way in production and in
 * the tests that run on Redis. Auto-pipelining was measured on the busy night's burst: it cut the
 * writes to Redis from 2.0 to 1.3 a tip but not the API's CPU or its pace, so it is left off
 * (docs/busy-night.md).
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2 });
}
