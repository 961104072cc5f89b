import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../auth/auth-user';
import { SharedRedis } from '../../lib/redis';
import { dropKeys, keysUnder, redisTestsSkipped, testRedisUrl, uniqueKeyPrefix } from '../../test/redis';
import { RedisSessionCache } from './redis-session-cache';
import { MemorySessionCache, type SessionCache } from './session-cache';

const member = {
  id: 1,
  username: 'bat',
  slug: 'bat',
  contributer: false,
  main_contributer: false,
  publisher: false,
  critic: false,
  admin: false,
  ustga: false,
} satisfies AuthUser;

/** A cache of one kind, and a way to let its entries' TTL pass. */
type Kind = { make(): SessionCache; passTtl(): Promise<void> };
const TTL_MS = 300;

function memoryKind(): Kind {
  let now = 0;
  return {
    make: () => new MemorySessionCache({ ttlMs: TTL_MS, maxEntries: 10, now: () => now }),
    passTtl: async () => void (now += TTL_MS + 1),
  };
}

/** The same behaviour from the cache every instance shares (decision 032); Redis keeps the time itself. */
function redisKind(redis: () => SharedRedis): Kind {
  const log = { warn: () => undefined };
  return {
    make: () => new RedisSessionCache(redis(), { ttlMs: TTL_MS, log }),
    passTtl: () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 50)),
  };
}

function behaviours(kind: () => Kind) {
  it('reads a token once while fresh, again after the TTL', async () => {
    const { make, passTtl } = kind();
    const cache = make();
    let loads = 0;
    const load = async () => (loads++, member);
    await cache.user('a', load);
    await cache.user('a', load);
    expect(loads).toBe(1);
    await passTtl();
    await cache.user('a', load);
    expect(loads).toBe(2);
  });

  it('forgets every token of one member and only theirs (an admin changed their roles or closed the account)', async () => {
    const cache = kind().make();
    const other = { ...member, id: 2, username: 'dorj', slug: 'dorj' };
    await cache.user('a1', async () => member);
    await cache.user('a2', async () => member);
    await cache.user('b', async () => other);
    await cache.forgetUser(member.id);
    let loads = 0;
    expect(await cache.user('a1', async () => (loads++, null))).toBeNull();
    expect(await cache.user('a2', async () => (loads++, null))).toBeNull();
    expect(await cache.user('b', async () => (loads++, null))).toEqual(other);
    expect(loads).toBe(2);
  });

  it('keeps no unknown token and forgets a token on logout', async () => {
    const cache = kind().make();
    let loads = 0;
    expect(await cache.user('x', async () => (loads++, null))).toBeNull();
    expect(await cache.user('x', async () => (loads++, null))).toBeNull();
    expect(loads).toBe(2);
    await cache.user('a', async () => member);
    await cache.forget('a');
    expect(await cache.user('a', async () => null)).toBeNull();
  });

  it('does not keep a user read before a logout or a member forget that happened during the read', async () => {
    const cache = kind().make();
    for (const forget of [() => cache.forget('a'), () => cache.forgetUser(member.id)]) {
      let answer!: (user: AuthUser) => void;
      let loading!: () => void;
      const started = new Promise<void>((resolve) => (loading = resolve));
      const reading = cache.user('a', () => (loading(), new Promise((resolve) => (answer = resolve))));
      await started;
      await forget(); // the token is deleted while the database is being read
      answer(member);
      expect(await reading).toEqual(member);
      expect(await cache.user('a', async () => null)).toBeNull();
    }
  });
}

describe('session cache in memory', () => behaviours(memoryKind));

const skipped = redisTestsSkipped();
describe.skipIf(skipped)(`session cache in Redis${skipped ? ` (${skipped})` : ''}`, () => {
  let redis: SharedRedis;
  const prefix = uniqueKeyPrefix();
  beforeAll(async () => {
    redis = await SharedRedis.connect(
      { url: testRedisUrl(), keyPrefix: prefix },
      { info: () => undefined, warn: () => undefined },
    );
  });
  afterAll(async () => {
    await redis.close();
    await dropKeys(testRedisUrl(), prefix);
  });

  behaviours(() => redisKind(() => redis));

  it('a forgotten member leaves no key of theirs behind', async () => {
    const cache = redisKind(() => redis).make();
    await cache.user('t1', async () => ({ ...member, id: 77 }));
    const under = () => keysUnder(testRedisUrl(), `${prefix}session:t1`);
    expect(await under()).toEqual([`${prefix}session:t1`]);
    await cache.forgetUser(77);
    expect(await keysUnder(testRedisUrl(), `${prefix}member-sessions:77`)).toEqual([]);
    expect(await under()).toEqual([]);
  });
});
