import { AsyncLocalStorage } from 'node:async_hooks';
import type { CatalogueCache } from '../lib/cache';

// One after-write per aggregate (issue 13): what a write must refresh besides its own rows, listed once.
// A service calls its aggregate's after-write instead of touching the cache or a derived copy itself:
// - in the write's transaction, the derived copies (the review lists' copies of a title's publish flag
//   and search key), given the `tx`;
// - after the commit, the cache effect: a catalogue write drops every cached page (`invalidate`), a
//   community write drops the title's own entries and refreshes the rest in the background (`markStale`).
// Every write route names the aggregate it writes (`config: { writes: 'movie' }`, or 'none' for account
// calls no cached page shows); under test, plugins/after-writes.ts fails a successful write whose
// aggregate's after-write was not called. A new aggregate is one file, <aggregate>.after-write.ts, that adds
// its name to `Aggregates` and builds its effects on `afterWriteOf`.

/** The aggregates, by name: each <aggregate>.after-write.ts adds its own (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Aggregates {}
export type Aggregate = keyof Aggregates;
/** What a write route declares: the aggregate whose after-write it calls, or 'none'. */
export type WriteTarget = Aggregate | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The aggregate this write call changes (its after-write runs), or 'none' (no cached data). */
    writes?: WriteTarget;
  }
}

/** What the cache effects need of the app's context. */
export type CacheHolder = { cache: CatalogueCache };

/** The after-writes called in the current request, when the app checks them (tests); null in production. */
let calls: AsyncLocalStorage<Set<Aggregate>> | null = null;

/** Turns the bookkeeping on (the check's plugin, under test): a single null check otherwise. */
export function trackAfterWrites() {
  calls ??= new AsyncLocalStorage();
  return calls;
}

/**
 * The after-commit effects every aggregate shares, each noting that the aggregate's after-write ran.
 * An aggregate's file wraps them in the names of its own writes (tags, which kind of write is which).
 */
export function afterWriteOf(aggregate: Aggregate) {
  const note = () => calls?.getStore()?.add(aggregate);
  return {
    /** A catalogue write: nothing computed before it is served after it (an unpublished item never shows). */
    catalogue(ctx: CacheHolder) {
      note();
      ctx.cache.invalidate();
    },
    /** A community write: the entries tagged `tags` drop now, every other page refreshes in the background. */
    community(ctx: CacheHolder, ...tags: string[]) {
      note();
      ctx.cache.markStale(...tags);
    },
    /** A write only the tagged entries show (a member's own pages): they drop now, nothing else is touched. */
    own(ctx: CacheHolder, ...tags: string[]) {
      note();
      ctx.cache.forget(...tags);
    },
    /** A write no cached page shows at once (or a call that changed nothing): no cache effect. */
    nothingCached() {
      note();
    },
  };
}
