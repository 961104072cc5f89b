import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

// The shared-state tests (decision 032) run against a real Redis: TEST_REDIS_URL (CI: the machine's Redis,
// a database number of its own). Each test names its keys with a prefix of its own and deletes them after.

/** Why the Redis tests skip here, or undefined when they run. */
export function redisTestsSkipped(): string | undefined {
  if (!process.env.TEST_REDIS_URL) return 'skipped: TEST_REDIS_URL is not set';
  // Redis is not the database: the PostgreSQL run of the suite would only repeat them.
  if (process.env.TEST_DB_KIND === 'pg') return 'skipped on server-pg: they run once, in the server project';
  return undefined;
}

export const testRedisUrl = () => process.env.TEST_REDIS_URL!;

/** A key prefix no other test (nor run) uses. */
export const uniqueKeyPrefix = () => `mfi-test:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (SCAN, never FLUSHDB: the database may hold another run's keys). */
export async function dropKeys(url: string, prefix: string) {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The keys under `prefix`, sorted: what a test left in Redis. */
export async function keysUnder(url: string, prefix: string) {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    return (await redis.keys(`${prefix}*`)).sort();
  } finally {
    redis.disconnect();
  }
}
