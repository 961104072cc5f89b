import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../auth/auth-user';
import { SessionCache } from './session-cache';

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

describe('session cache', () => {
  it('reads a token once while fresh, again after the TTL', async () => {
    let now = 0;
    let loads = 0;
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    const load = async () => (loads++, member);
    await cache.user('a', load);
    await cache.user('a', load);
    expect(loads).toBe(1);
    now += 5_001;
    await cache.user('a', load);
    expect(loads).toBe(2);
  });

  it('forgets every token of one member and only theirs (an admin changed their roles or closed the account)', async () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    const other = { ...member, id: 2, username: 'dorj', slug: 'dorj' };
    await cache.user('a1', async () => member);
    await cache.user('a2', async () => member);
    await cache.user('b', async () => other);
    cache.forgetUser(member.id);
    let loads = 0;
    expect(await cache.user('a1', async () => (loads++, null))).toBeNull();
    expect(await cache.user('a2', async () => (loads++, null))).toBeNull();
    expect(await cache.user('b', async () => (loads++, null))).toEqual(other);
    expect(loads).toBe(2);
  });

  it('keeps no unknown token and forgets a token on logout', async () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    let loads = 0;
    expect(await cache.user('x', async () => (loads++, null))).toBeNull();
    expect(await cache.user('x', async () => (loads++, null))).toBeNull();
    expect(loads).toBe(2);
    await cache.user('a', async () => member);
    cache.forget('a');
    expect(await cache.user('a', async () => null)).toBeNull();
  });

  it('does not keep a user read before a logout that happened during the read', async () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    let answer!: (user: AuthUser) => void;
    const reading = cache.user('a', () => new Promise((resolve) => (answer = resolve)));
    cache.forget('a'); // the token is deleted while the database is being read
    answer(member);
    expect(await reading).toEqual(member);
    expect(await cache.user('a', async () => null)).toBeNull();
  });
});
