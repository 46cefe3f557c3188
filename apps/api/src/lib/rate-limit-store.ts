import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { sha256 } from './tokens.ts';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

interface CountingStore {
  incr(key: string, done: Counted, timeWindow: number, max: number): void;
  read(key: string, done: Counted, timeWindow: number, max: number): void;
}

/** @fastify/rate-limit's own Redis store: one atomic INCR + PEXPIRE script per count, keys `prefix + key`. */
const PluginRedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  prefix: string,
) => CountingStore;

/** What a limiter counts, as @fastify/rate-limit describes it to a store's child. */
interface LimiterOptions extends RateLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Names the rate-limit counters kept in Redis for what they count, with what they count by hashed
 * (an address, like an email, is personal data):
 * - `<nameSpace>api-by-ip:<sha256 of the address>`: the general budget of API requests;
 * - `<nameSpace>route-by-ip:<METHOD> <url>:<sha256 of the address>`: a route's own limit;
 * - `<nameSpace><key>`: a limiter made with app.createRateLimit, whose key generator names its
 *   counter itself (auth-rate-limits.ts), already hashed.
 * The plugin's own store would prefix a route's counter with its method and URL run together and a
 * createRateLimit counter with "undefinedundefined-" (it has no route), keeping the key in clear.
 */
export function namedRedisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  class NamedRedisStore {
    private readonly counter: CountingStore;

    constructor(
      options: LimiterOptions,
      private readonly name: (key: string) => string = (key) => `api-by-ip:${sha256(key)}`,
    ) {
      this.counter = new PluginRedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        nameSpace,
      );
    }

    incr(key: string, done: Counted, timeWindow: number, max: number): void {
      this.counter.incr(this.name(key), done, timeWindow, max);
    }

    read(key: string, done: Counted, timeWindow: number, max: number): void {
      this.counter.read(this.name(key), done, timeWindow, max);
    }

    child(options: LimiterOptions): NamedRedisStore {
      const { method, url } = options.routeInfo ?? {};
      if (!url) return new NamedRedisStore(options, (key) => key);
      const route = `${[method].flat().join(',')} ${url}`;
      return new NamedRedisStore(options, (key) => `route-by-ip:${route}:${sha256(key)}`);
    }
  }
  return NamedRedisStore as unknown as FastifyRateLimitStoreCtor;
}
