import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';
import type { SharedRedis } from './redis';

/**
 * `points` hits per key in a fixed window of `seconds`, kept by rate-limiter-flexible in this process's
 * memory (each key is dropped when its window ends), or, with Redis (docs/decisions/032), in Redis under
 * the limit's `name`, so every instance counts together. While Redis does not answer, each call counts in
 * this process's memory instead (the insurance limiter): a Redis outage never locks members out, and never
 * leaves a limit unlimited.
 */
export class Limit {
  private readonly store: RateLimiterMemory | RateLimiterRedis;

  constructor(
    /** Unique among the app's limits: their keys in Redis start with it. */
    readonly name: string,
    readonly points: number,
    seconds: number,
    redis?: SharedRedis,
  ) {
    const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix: name });
    this.store = redis
      ? new RateLimiterRedis({
          storeClient: redis.commands,
          // Refused at once while the connection is down (the memory answers), not sent to time out.
          rejectIfRedisNotReady: true,
          points,
          duration: seconds,
          keyPrefix: redis.key('limit', name),
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** Seconds until `key` has a hit left, 0 when it has one now (or its window has ended, timer or not). */
  async wait(key: string): Promise<number> {
    const res = await this.store.get(key);
    return res && res.consumedPoints >= this.points && res.msBeforeNext > 0 ? Math.ceil(res.msBeforeNext / 1000) : 0;
  }

  /** Counts one hit; answers how many the key has had in its window. */
  async count(key: string): Promise<number> {
    return (await this.store.penalty(key, 1)).consumedPoints;
  }

  /** Takes one hit back (a try that turned out not to count); a key left with none is dropped. */
  async uncount(key: string) {
    const res = await this.store.get(key);
    if (!res || res.msBeforeNext <= 0) return;
    if (res.consumedPoints <= 1) await this.store.delete(key);
    else await this.store.reward(key, 1);
  }

  /** Spends every hit of `key` for `seconds`. */
  async block(key: string, seconds: number) {
    await this.store.set(key, this.points, seconds);
  }

  async forget(key: string) {
    await this.store.delete(key);
  }
}

/** Throws 429 (with Retry-After: the longest wait) when a key must wait; nothing is counted then. */
export async function checkLimits(checks: [Limit, string][]) {
  const waits = await Promise.all(checks.map(([limit, key]) => limit.wait(key)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyRequests('rateLimited', wait);
}

/** One request against several keys (per address and per phone, say): refused if any is spent, else counted on all. */
export async function hit(checks: [Limit, string][]) {
  await checkLimits(checks);
  await Promise.all(checks.map(([limit, key]) => limit.count(key)));
}
