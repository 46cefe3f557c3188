import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { sha256 } from './tokens.ts';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/** One request counted: the window starts with the first, and the answer says how much of it is left. */
const COUNT_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** The count so far, without counting. */
const READ_LUA = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

type Reply = [number, number];

interface CountingRedis {
  opentipRateCount(key: string, windowMs: number): Promise<Reply>;
  opentipRateRead(key: string): Promise<Reply>;
}

/** Our two scripts, loaded once per connection (ioredis runs them by their SHA, loading them when missing). */
function countingRedis(redis: Redis): CountingRedis {
  const scripted = redis as Redis & Partial<CountingRedis>;
  if (!scripted.opentipRateCount)
    redis.defineCommand('opentipRateCount', { numberOfKeys: 1, lua: COUNT_LUA });
  if (!scripted.opentipRateRead) redis.defineCommand('opentipRateRead', { numberOfKeys: 1, lua: READ_LUA });
  return scripted as Redis & CountingRedis;
}

/** What a limiter counts, as @fastify/rate-limit describes it to a store's child. */
interface LimiterOptions extends RateLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

const answer = (done: Counted, reply: Promise<Reply>) =>
  reply.then(
    ([current, ttl]) => done(null, { current, ttl }),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
  );

/**
 * The rate-limit counters kept in Redis, named for what they count, with what they count by hashed
 * (an address, like an email, is personal data):
 * - `<nameSpace>api-by-ip:<sha256 of the address>`: the general budget of API requests;
 * - `<nameSpace>route-by-ip:<METHOD> <url>:<sha256 of the address>`: a route's own limit;
 * - `<nameSpace><key>`: a limiter made with app.createRateLimit, whose key generator names its
 *   counter itself (auth-rate-limits.ts), already hashed.
 * A fixed window: counted by one atomic INCR + PEXPIRE script. The app sets neither
 * continueExceeding nor exponentialBackoff; a limiter asking for them is refused at start-up
 * rather than silently counted otherwise.
 */
export function namedRedisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const counting = countingRedis(redis);

  class NamedRedisStore {
    constructor(
      options: LimiterOptions,
      private readonly name: (key: string) => string = (key) => `api-by-ip:${sha256(key)}`,
    ) {
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error(
          'namedRedisStore counts a fixed window: continueExceeding/exponentialBackoff unsupported',
        );
    }

    incr(key: string, done: Counted, timeWindow: number): void {
      void answer(done, counting.opentipRateCount(nameSpace + this.name(key), timeWindow));
    }

    read(key: string, done: Counted): void {
      void answer(done, counting.opentipRateRead(nameSpace + this.name(key)));
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
