import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { openRedis } from '../../lib/redis-connection.ts';
import { afterAll, describe } from 'vitest';
import type { LiveBus } from './live-bus.ts';
import { liveBusContract } from './live-bus-contract.ts';
import { createRedisLiveBus } from './redis-live-bus.ts';

// Runs when TEST_REDIS_URL is set (CI); vitest.config.ts includes this file only then.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Redis live bus (two instances)', () => {
  const connections: Redis[] = [];
  const buses: LiveBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    for (const redis of connections) redis.disconnect();
  });

  liveBusContract(() => {
    const [a, b] = [0, 1].map(() => {
      const redis = openRedis(redisUrl);
      connections.push(redis);
      const bus = createRedisLiveBus(redis);
      buses.push(bus);
      return bus;
    }) as [LiveBus, LiveBus];
    return { a, b, userId: randomUUID };
  });
});
