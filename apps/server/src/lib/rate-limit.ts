import { tooManyRequests } from './errors';
import type { Clock } from './clock';

/**
 * Fixed-window counters kept in memory, keyed by any string ("login:ip:1.2.3.4", "login:user:bold").
 * One request may count against several keys (per IP and per account), which @fastify/rate-limit's
 * single key per route cannot express. A multi-instance deployment would keep these in Redis.
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private clock: Clock) {}

  /** Counts one hit against every key; throws 429 when any of them is over `max` within `windowMs`. */
  hit(keys: string[], max: number, windowMs: number): void {
    const now = this.clock.now().getTime();
    this.sweep(now);
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now && w.count >= max) {
        throw tooManyRequests('rateLimited', Math.ceil((w.resetAt - now) / 1000));
      }
    }
    for (const key of keys) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + windowMs });
      else w.count += 1;
    }
  }

  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
