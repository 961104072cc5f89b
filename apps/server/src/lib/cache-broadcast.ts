import { z } from 'zod';
import { type CacheOptions, type CacheWrite, CatalogueCache } from './cache';
import type { SharedRedis } from './redis';

// Every instance keeps its own catalogue cache (a hit costs a lookup in memory); with Redis, each write's
// effect on it (invalidate, markStale, forget: the after-writes call the cache as before) is published on
// one channel, and every other instance repeats it on receipt, a millisecond or so later
// (docs/decisions/032-shared-state-in-redis.md). Pub/sub keeps no message for a subscriber that is away:
// an instance whose subscriber reconnects empties its own cache, since it may have missed any write; an
// instance that could not publish empties everyone's once its connection is back.

const message = z.object({
  from: z.string(),
  write: z.discriminatedUnion('effect', [
    z.object({ effect: z.literal('invalidate') }),
    z.object({ effect: z.enum(['markStale', 'forget']), tags: z.array(z.string()) }),
  ]),
});

type Log = { warn(obj: object, msg: string): void };

/** The app's catalogue cache, its writes shared with the other instances when `redis` is given. */
export async function createCatalogueCache(options: CacheOptions, redis: SharedRedis | null, log: Log) {
  if (!redis) return new CatalogueCache(options);
  const channel = redis.key('cache-writes');
  const everything: CacheWrite = { effect: 'invalidate' };

  let unsent = false;
  const publish = (write: CacheWrite) => {
    redis.commands.publish(channel, JSON.stringify({ from: redis.instanceId, write })).catch((error: unknown) => {
      if (!unsent)
        log.warn(
          { err: error },
          'Redis did not take a cache write: the other instances empty their caches once it is back',
        );
      unsent = true;
    });
  };
  redis.commands.on('ready', () => {
    if (!unsent) return;
    unsent = false;
    publish(everything);
  });

  const cache = new CatalogueCache({ ...options, onWrite: publish });
  redis.subscriber.on('message', (name: string, text: string) => {
    if (name !== channel) return;
    const parsed = message.safeParse(parseJson(text));
    if (parsed.success && parsed.data.from !== redis.instanceId) cache.apply(parsed.data.write);
  });
  // Subscribed on each connection; writes published while there was none may be lost, so after the first
  // the cache starts over once the subscription holds.
  const subscribe = async (afterGap: boolean) => {
    try {
      await redis.subscriber.subscribe(channel);
    } catch {
      return; // the connection dropped again: its next `ready` subscribes
    }
    if (afterGap) cache.apply(everything);
  };
  redis.subscriber.on('ready', () => void subscribe(true));
  if (redis.subscriber.status === 'ready') await subscribe(false);
  return cache;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
