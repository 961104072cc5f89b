import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropKeys, redisTestsSkipped, testRedisUrl, uniqueKeyPrefix } from '../test/redis';
import { redisServerMissing, startRedisServer, type TestRedisServer } from '../test/redis-server';
import { Limit } from './rate-limit';
import { SharedRedis } from './redis';

// Every call of a Limit on each store: in memory, in Redis (shared by the instances, decision 032), and in
// the memory insurance while Redis is away. The login, quota and reset suites test the limits through HTTP.

const quiet = { info: () => undefined, warn: () => undefined };
let n = 0;
const freshKey = () => `key-${++n}`;

function everyCall(limitOf: (points: number, seconds: number) => Limit) {
  it('counts hits up to its points, then makes the key wait; another key is free', async () => {
    const limit = limitOf(3, 60);
    const key = freshKey();
    expect(await limit.wait(key)).toBe(0);
    expect([await limit.count(key), await limit.count(key)]).toEqual([1, 2]);
    expect(await limit.wait(key)).toBe(0);
    expect(await limit.count(key)).toBe(3);
    expect(await limit.wait(key)).toBeGreaterThan(55);
    expect(await limit.wait(freshKey())).toBe(0);
  });

  it('takes a hit back, and forgets a key', async () => {
    const limit = limitOf(2, 60);
    const key = freshKey();
    await limit.count(key);
    await limit.count(key);
    await limit.uncount(key);
    expect(await limit.wait(key)).toBe(0);
    expect(await limit.count(key)).toBe(2);
    await limit.forget(key);
    expect(await limit.count(key)).toBe(1);
    await limit.uncount(key); // the last hit: the key goes
    await limit.uncount(key); // nothing left to take back
    expect(await limit.count(key)).toBe(1);
  });

  it('blocks a key for the seconds asked, whatever its count', async () => {
    const limit = limitOf(5, 60);
    const key = freshKey();
    await limit.block(key, 7);
    expect(await limit.wait(key)).toBe(7);
    await limit.forget(key);
    expect(await limit.wait(key)).toBe(0);
  });
}

describe('a limit in memory', () => everyCall((points, seconds) => new Limit('memory', points, seconds)));

const skipped = redisTestsSkipped() ?? redisServerMissing();
describe.skipIf(skipped)(`a limit in Redis${skipped ? ` (${skipped})` : ''}`, () => {
  const prefix = uniqueKeyPrefix();
  let redis: SharedRedis;
  let other: SharedRedis;
  beforeAll(async () => {
    redis = await SharedRedis.connect({ url: testRedisUrl(), keyPrefix: prefix }, quiet);
    other = await SharedRedis.connect({ url: testRedisUrl(), keyPrefix: prefix }, quiet);
  });
  afterAll(async () => {
    await Promise.all([redis.close(), other.close()]);
    await dropKeys(testRedisUrl(), prefix);
  });

  everyCall((points, seconds) => new Limit('shared', points, seconds, redis));

  it('counts one key together on two instances, and apart under another name', async () => {
    const onA = new Limit('together', 2, 60, redis);
    const onB = new Limit('together', 2, 60, other);
    const elsewhere = new Limit('apart', 2, 60, other);
    const key = freshKey();
    await onA.count(key);
    expect(await onB.count(key)).toBe(2);
    expect(await onA.wait(key)).toBeGreaterThan(0);
    expect(await elsewhere.wait(key)).toBe(0);
  });

  describe('while Redis is away', () => {
    let server: TestRedisServer;
    let own: SharedRedis;
    beforeAll(async () => {
      server = await startRedisServer();
      own = await SharedRedis.connect({ url: server.url, keyPrefix: prefix }, quiet);
    });
    afterAll(async () => {
      await own.close();
      await server.stop();
    });

    it('counts in memory: nobody is locked out and the limit still holds; back in Redis once it returns', async () => {
      const limit = new Limit('insured', 2, 60, own);
      const sharedKey = freshKey();
      await limit.count(sharedKey);
      await server.stop();

      const key = freshKey();
      expect(await limit.wait(key)).toBe(0);
      expect([await limit.count(key), await limit.count(key)]).toEqual([1, 2]);
      expect(await limit.wait(key)).toBeGreaterThan(0);
      await limit.uncount(key);
      expect(await limit.wait(key)).toBe(0);
      await limit.block(key, 9);
      expect(await limit.wait(key)).toBe(9);
      await limit.forget(key);
      expect(await limit.wait(key)).toBe(0);

      await server.start();
      await expect.poll(() => own.connected, { timeout: 5_000 }).toBe(true);
      // A restarted Redis remembers nothing; the counts are shared there again.
      const again = new Limit('insured', 2, 60, own);
      expect(await limit.count(sharedKey)).toBe(1);
      expect(await again.count(sharedKey)).toBe(2);
      expect(await limit.wait(sharedKey)).toBeGreaterThan(0);
    });
  });
});
