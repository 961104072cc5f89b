import { describe, expect, it } from 'vitest';
import { CatalogueCache, cacheKindOf } from './cache';

const counter = () => {
  let calls = 0;
  return {
    compute: async () => ++calls,
    get calls() {
      return calls;
    },
  };
};

describe('catalogue cache', () => {
  it('answers from memory while fresh, then serves the old answer once while one refresh runs', async () => {
    let now = 1_000;
    const cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 10, now: () => now });
    const c = counter();
    expect(await cache.wrap('a', c.compute)).toBe(1);
    expect(await cache.wrap('a', c.compute)).toBe(1);
    now += 30_001;
    const [first, second] = await Promise.all([cache.wrap('a', c.compute), cache.wrap('a', c.compute)]);
    expect([first, second]).toEqual([1, 1]);
    expect(await cache.wrap('a', c.compute)).toBe(2);
    expect(c.calls).toBe(2);
  });

  it('recomputes before answering once an entry is older than two TTLs', async () => {
    let now = 1_000;
    const cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 10, now: () => now });
    const c = counter();
    await cache.wrap('a', c.compute);
    now += 60_001;
    expect(await cache.wrap('a', c.compute)).toBe(2);
  });

  it('after a community write, drops the tagged entries and refreshes the rest at most once a gap', async () => {
    let now = 1_000;
    const cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 10, refreshGapMs: 1_000, now: () => now });
    const detail = counter();
    const list = counter();
    await cache.wrap('movie:a', detail.compute, () => 'movie#1');
    await cache.wrap('movies:list', list.compute);
    now += 1_000;
    cache.markStale('movie#1');
    expect(await cache.wrap('movie:a', detail.compute, () => 'movie#1')).toBe(2);
    expect(await cache.wrap('movies:list', list.compute)).toBe(1);
    expect(await cache.wrap('movies:list', list.compute)).toBe(2);
    cache.markStale();
    expect(await cache.wrap('movies:list', list.compute)).toBe(2);
    expect(list.calls).toBe(2);
    now += 1_000;
    await cache.wrap('movies:list', list.compute);
    expect(list.calls).toBe(3);
  });

  it('does not store a cold key’s computation that a write forgot by its tag while it ran', async () => {
    const cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 10 });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const compute = async () => {
      calls += 1;
      if (calls === 1) await slow;
      return calls;
    };
    const reading = cache.wrap('profile:saraa', compute, () => 'member#7');
    cache.forget('member#8'); // another member's write: no matter
    cache.forget('member#7');
    release();
    expect(await reading).toBe(1); // the reader in flight still gets its answer
    expect(await cache.wrap('profile:saraa', compute, () => 'member#7')).toBe(2);
    expect(await cache.wrap('profile:saraa', compute, () => 'member#7')).toBe(2);
    // Another member's write alone leaves a computation to be stored.
    const other = cache.wrap('profile:bat', compute, () => 'member#9');
    cache.forget('member#7');
    await other;
    expect(await cache.wrap('profile:bat', compute, () => 'member#9')).toBe(3);
  });

  it('runs one computation for concurrent readers of a cold key', async () => {
    const cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 10 });
    const c = counter();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.wrap('a', c.compute)));
    expect(answers).toEqual([1, 1, 1, 1, 1]);
    expect(c.calls).toBe(1);
  });

  it('forgets the oldest entries past its size', async () => {
    const cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.wrap(key, async () => key);
    expect(cache.size).toBe(2);
    const c = counter();
    expect(await cache.wrap('a', c.compute)).toBe(1);
  });

  it('after a write, neither serves nor stores what was computed before it', async () => {
    const cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 10 });
    let release!: () => void;
    const slow = cache.wrap('a', () => new Promise<string>((resolve) => (release = () => resolve('before the write'))));
    cache.invalidate();
    const fresh = cache.wrap('a', async () => 'after the write');
    release();
    expect(await slow).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.wrap('a', async () => 'again')).toBe('after the write');
  });

  it('does not keep failures, and passes everything through when turned off or private', async () => {
    const cache = new CatalogueCache({ ttlMs: 30_000, maxEntries: 10 });
    await expect(cache.wrap('a', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.wrap('a', async () => 'ok')).toBe('ok');
    const c = counter();
    await cache.wrapPublic(false, 'b', c.compute);
    await cache.wrapPublic(false, 'b', c.compute);
    expect(c.calls).toBe(2);
    const off = new CatalogueCache({ ttlMs: 0, maxEntries: 10 });
    await off.wrap('x', c.compute);
    await off.wrap('x', c.compute);
    expect(c.calls).toBe(4);
  });
});

describe('the cache’s lookups (lib/metrics)', () => {
  it('tells each public lookup’s kind and result: a hit, a stale answer or a miss', async () => {
    let now = 1_000;
    const seen: string[] = [];
    const cache = new CatalogueCache({
      ttlMs: 30_000,
      maxEntries: 10,
      now: () => now,
      onLookup: (kind, result) => seen.push(`${kind} ${result}`),
    });
    const c = counter();
    await cache.wrap('movie:dune', c.compute);
    await cache.wrap('movie:dune', c.compute);
    await cache.wrap('journal-types', c.compute);
    now += 30_001;
    await cache.wrap('movie:dune', c.compute);
    await cache.wrapPublic(false, 'movie:dune', c.compute); // a contributor's view: not a lookup
    expect(seen).toEqual(['movie miss', 'movie hit', 'journal-types miss', 'movie stale']);
    expect(cacheKindOf('movies:list:{}:year:0')).toBe('movies');
  });

  it('counts every read a miss when the cache is off', async () => {
    const seen: string[] = [];
    const cache = new CatalogueCache({
      ttlMs: 0,
      maxEntries: 10,
      onLookup: (kind, result) => seen.push(`${kind} ${result}`),
    });
    await cache.wrap('feed:bold:1', async () => 1);
    expect(seen).toEqual(['feed miss']);
  });
});
